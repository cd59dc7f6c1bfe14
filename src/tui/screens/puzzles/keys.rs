//! The puzzle screen's key table (see [`crate::tui::keys`]), its key handler and its
//! mouse clicks: the board's keys and clicks are a game's, as in a lesson.

use super::PuzzleState;
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ESC, always, ch, never};
use crate::tui::screens::play::exercise::{self, Exercise};
use crate::tui::screens::play::keys::board_click;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

/// What a key does on the puzzle screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PuzzleKey {
    Board,
    GoTo,
    Next,
    Previous,
    Solution,
    Restart,
    List,
    Help,
    Back,
}

fn solved_now(p: &PuzzleState) -> bool {
    !p.play.animating() && p.done()
}
fn offered(p: &PuzzleState) -> bool {
    p.offers_solution()
}

impl Exercise for PuzzleState {
    fn game_on_board(&self) -> &crate::tui::screens::play::PlayState {
        &self.play
    }

    /// The puzzle is solved (or played out from its solution).
    fn goal_reached(&self) -> bool {
        self.done()
    }
}

/// The puzzle screen's keys.
pub(crate) const PUZZLE: &[Binding<PuzzleKey, PuzzleState>] = &[
    exercise::arrows("keys-puzzles-move", PuzzleKey::Board),
    exercise::next("keys-puzzles-next", PuzzleKey::Next, solved_now),
    exercise::choose("keys-puzzles-try", PuzzleKey::Board),
    exercise::tab("keys-puzzles-jump-to-the", PuzzleKey::Board),
    exercise::head_answers(
        "keys-puzzles-continue-stop",
        PuzzleKey::Board,
        exercise::at_head,
    ),
    exercise::go_to("keys-puzzles-go-to", PuzzleKey::GoTo, 2),
    Binding {
        keys: &[ch('s')],
        names: "s",
        words: "keys-puzzles-solution",
        action: PuzzleKey::Solution,
        when: exercise::playing,
        shown: offered,
        drop: 0,
    },
    Binding {
        keys: &[ch('r')],
        names: "r",
        words: "keys-puzzles-again",
        action: PuzzleKey::Restart,
        when: always,
        shown: exercise::reached,
        drop: 2,
    },
    Binding {
        keys: &[ch('n')],
        names: "n/b",
        words: "keys-puzzles-puzzle",
        action: PuzzleKey::Next,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[ch('b')],
        names: "b",
        words: "keys-puzzles-row",
        action: PuzzleKey::Previous,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('L')],
        names: "L",
        words: "keys-puzzles-list",
        action: PuzzleKey::List,
        when: always,
        shown: always,
        // Before the help's key where the line is short: the help lists it.
        drop: 4,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        words: "keys-puzzles-help",
        action: PuzzleKey::Help,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding::row(&[ch('q'), ESC], "q", "keys-puzzles-menu", PuzzleKey::Back),
];

/// The keys of the row that does `action`, as the player has them.
pub(crate) fn names_of(
    action: PuzzleKey,
    arrows: &str,
    config: &crate::store::config::Config,
) -> String {
    PUZZLE
        .iter()
        .find(|b| b.action == action)
        .map(|b| keys::names_in_force(b.names, arrows, config))
        .unwrap_or_default()
}

/// The keys that try the hole under the cursor, as the player has them.
pub(crate) fn try_names(arrows: &str, config: &crate::store::config::Config) -> String {
    PUZZLE
        .iter()
        .find(|b| b.words == "keys-puzzles-try")
        .map(|b| keys::names_in_force(b.names, arrows, config))
        .unwrap_or_default()
}

/// A key on the puzzle screen.
pub(crate) fn puzzle_key(p: &mut PuzzleState, key: &KeyEvent) -> Command {
    // The go-to's words last until the next key, as in a game.
    p.play.message = None;
    // While the list is open, its keys are the list's.
    if p.list_key(key.code) {
        return Command::None;
    }
    // During a go-to, a column letter or row digit is the go-to's.
    if p.play.goto != crate::tui::screens::play::GoTo::Off && p.play.goto_key(key.code) {
        return Command::None;
    }
    match keys::action(PUZZLE, key, p) {
        Some(PuzzleKey::Board) => {
            if let Some(a) = p.play.board_key(key) {
                p.choose(a);
            }
        }
        Some(PuzzleKey::GoTo) => p.play.start_goto(),
        Some(PuzzleKey::Next) => p.next(),
        Some(PuzzleKey::Previous) => p.previous(),
        Some(PuzzleKey::Solution) => p.solution(),
        Some(PuzzleKey::Restart) => p.go_to(p.index),
        Some(PuzzleKey::List) => p.open_list(),
        Some(PuzzleKey::Help) => return Command::Help,
        Some(PuzzleKey::Back) => return Command::Back,
        None => {}
    }
    Command::None
}

/// A left click on a puzzle: on a hole of its board, as in a game.
pub(crate) fn puzzle_click(p: &mut PuzzleState, area: Rect, x: u16, y: u16) -> Command {
    if p.done() {
        return Command::None;
    }
    if let Some(action) = board_click(&mut p.play, area, x, y) {
        p.choose(action);
    }
    Command::None
}
