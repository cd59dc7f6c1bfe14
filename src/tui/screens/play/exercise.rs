//! What a screen played on a game's board toward a goal (a lesson, a puzzle) shares
//! with the others of its kind: the board's keys work until the goal is reached, and
//! the rows of its key table that say so.

use super::PlayState;
use super::keys::GOTO;
use crate::store::record::Record;
use crate::tui::keys::{ARROW_NAMES, ARROWS, Binding, ENTER, Key, SPACE, ch, never};
use mancala_rules::Awaiting;
use ratatui::crossterm::event::KeyCode;

/// A screen played on a game's board toward a goal.
pub trait Exercise {
    /// The game on the board.
    fn game_on_board(&self) -> &PlayState;

    /// Whether the goal is reached: the board's keys stop, Enter goes on to the next.
    fn goal_reached(&self) -> bool;
}

/// The game an exercise starts from (a lesson's or a puzzle's record, or the error
/// reading it), with an empty log: the screen says its own words.
pub(crate) fn game_at_start(start: Result<Record, String>) -> Result<PlayState, String> {
    let mut play = PlayState::new(start?)?;
    play.log.clear();
    Ok(play)
}

/// The goal is not reached: the board's keys work.
pub fn playing<S: Exercise>(s: &S) -> bool {
    !s.goal_reached()
}

/// The goal is reached.
pub fn reached<S: Exercise>(s: &S) -> bool {
    s.goal_reached()
}

/// Playing, and no sowing is being shown (during one, Enter only shows its end).
fn playing_now<S: Exercise>(s: &S) -> bool {
    !s.game_on_board().animating() && !s.goal_reached()
}

/// Playing, and a head answer is awaited: continue or stop.
pub(crate) fn at_head<S: Exercise>(s: &S) -> bool {
    !s.goal_reached()
        && s.game_on_board().session.game().position().awaiting() == Some(Awaiting::Head)
}

/// A board row: the arrows move the cursor while playing.
pub const fn arrows<A, S: Exercise>(words: &'static str, board: A) -> Binding<A, S> {
    Binding {
        keys: &ARROWS,
        names: ARROW_NAMES,
        words,
        action: board,
        when: playing,
        shown: playing,
        drop: 0,
    }
}

/// Enter goes on to the next once the goal is reached; named when `shown`.
pub const fn next<A, S: Exercise>(
    words: &'static str,
    next: A,
    shown: fn(&S) -> bool,
) -> Binding<A, S> {
    Binding {
        keys: &[ENTER],
        names: "Enter",
        words,
        action: next,
        when: reached,
        shown,
        drop: 0,
    }
}

/// A board row: Enter or Space chooses the hole under the cursor while playing.
pub const fn choose<A, S: Exercise>(words: &'static str, board: A) -> Binding<A, S> {
    Binding {
        keys: &[ENTER, SPACE],
        names: "Enter",
        words,
        action: board,
        when: playing,
        shown: playing_now,
        drop: 0,
    }
}

/// A board row: Tab jumps the cursor, in the help only.
pub const fn tab<A, S: Exercise>(words: &'static str, board: A) -> Binding<A, S> {
    Binding {
        keys: &[Key::Plain(KeyCode::Tab)],
        names: "Tab",
        words,
        action: board,
        when: playing,
        shown: never,
        drop: 0,
    }
}

/// The head answers' keys: continue, stop.
const HEAD_ANSWERS: [Key; 2] = [ch('c'), ch('t')];

/// A board row: c and t answer at a head; named when `shown`.
pub const fn head_answers<A, S: Exercise>(
    words: &'static str,
    board: A,
    shown: fn(&S) -> bool,
) -> Binding<A, S> {
    Binding {
        keys: &HEAD_ANSWERS,
        names: "c/t",
        words,
        action: board,
        when: at_head,
        shown,
        drop: 0,
    }
}

/// The go-to key while playing, as in a game; `drop` as in [`Binding::drop`].
pub const fn go_to<A, S: Exercise>(words: &'static str, go_to: A, drop: u8) -> Binding<A, S> {
    Binding {
        keys: &[GOTO],
        names: "g",
        words,
        action: go_to,
        when: playing,
        shown: playing_now,
        drop,
    }
}
