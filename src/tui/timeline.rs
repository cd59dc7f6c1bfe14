//! The positions of a long line of play, kept so that any of them is reached at once
//! without replaying from the start and without a copy of the repetition table each.
//!
//! Two kinds of copies: history-less copies ([`Game::without_history`], a few hundred
//! bytes) every [`LIGHT_EVERY`] actions, for showing positions; and whole copies right
//! after each capture, where the repetition table has just been emptied (so they are
//! small, and there are few: every capture takes seeds off for good), for rebuilding a
//! position exactly when play goes on from it. Memory is linear in the game's length.

use crate::record::{Record, RecordError};
use crate::rules::{Action, Game, Player};

/// Actions between two history-less copies.
pub const LIGHT_EVERY: usize = 64;

/// Copies of the positions of one line of play.
pub struct Timeline {
    /// The position after 0, K, 2K, ... actions (K = [`LIGHT_EVERY`]), without history.
    light: Vec<Game>,
    /// Whole copies after the start and after each action that captured:
    /// (actions played, the game then).
    exact: Vec<(usize, Game)>,
    /// Actions in the line.
    len: usize,
}

impl Timeline {
    /// A line of play that starts at `start`.
    pub fn new(start: &Game) -> Timeline {
        Timeline {
            light: vec![start.without_history()],
            exact: vec![(0, start.clone())],
            len: 0,
        }
    }

    /// A record played through: its timeline, the game after its last action, and who
    /// chose each action. Errors name the first illegal action.
    pub fn of_record(record: &Record) -> Result<(Timeline, Game, Vec<Player>), RecordError> {
        let mut line = Timeline::new(&record.start_game()?);
        let mut movers = Vec::with_capacity(record.actions.len());
        let game = record.play_through(|mover, game| {
            movers.push(mover);
            line.push(game);
        })?;
        Ok((line, game, movers))
    }

    /// Actions in the line.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the line has no action yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Note `game`, the position after one more action.
    pub fn push(&mut self, game: &Game) {
        self.len += 1;
        if self.len.is_multiple_of(LIGHT_EVERY) {
            self.light.push(game.without_history());
        }
        let last = &self.exact.last().expect("the start is kept").1;
        if game.captured_both() != last.captured_both() {
            self.exact.push((self.len, game.clone()));
        }
    }

    /// Forget the actions after the first `len`.
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
        self.light.truncate(self.len / LIGHT_EVERY + 1);
        self.exact.retain(|(n, _)| *n <= len);
    }

    /// The position after `n` actions of `actions` (the line's own), without history:
    /// right for showing it and for playing on along the line, not for repetitions
    /// of positions before it. Replays fewer than [`LIGHT_EVERY`] actions.
    pub fn light(&self, n: usize, actions: &[Action]) -> Game {
        let n = n.min(self.len);
        let from = n / LIGHT_EVERY * LIGHT_EVERY;
        let mut game = self.light[n / LIGHT_EVERY].clone();
        for &a in &actions[from..n] {
            game.apply(a).expect("the line's actions are legal");
        }
        game
    }

    /// The position after `n` actions exactly, repetition table included: replayed from
    /// the last capture before it (the table's own beginning), not from the start.
    pub fn exact(&self, n: usize, actions: &[Action]) -> Game {
        let n = n.min(self.len);
        let (from, start) = self
            .exact
            .iter()
            .rev()
            .find(|(k, _)| *k <= n)
            .expect("the start is kept");
        let mut game = start.clone();
        for &a in &actions[*from..n] {
            game.apply(a).expect("the line's actions are legal");
        }
        game
    }
}
