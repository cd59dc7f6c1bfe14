//! The line of play: every position of a game from its start, and the one rule that
//! needs them, the third repetition.
//!
//! A [`Position`] is a value that plays with no memory. A [`Game`] keeps the positions
//! it went through and the table of turns seen since the last capture, so undo is
//! taking the last position off the line, exactly, and a viewer can read any earlier
//! position without replaying.

use crate::error::{ActionError, PositionError, RulesError};
use crate::event::{Event, Observer};
use crate::position::{Position, Setup};
use crate::repetition::Repetitions;
use crate::types::{Action, Awaiting, EndReason, Player, Rules};

/// A game of Hoyito II or Tsoro: its positions from the start to now, with the
/// repetition rule applied. [`Game::position`] is the position now, which says
/// everything about it (`game.position().legal_actions()`); [`Game::apply`] plays on
/// the line, where [`Position::apply`] is the same move on a position alone, with no
/// memory of earlier ones (so never an end by repetition).
///
/// ```
/// use mancala_rules::{Game, Rules, parse_action};
///
/// let mut game = Game::new(Rules::hoyito(6)).unwrap();
/// let start = *game.position();
/// game.apply(parse_action("c1").unwrap()).unwrap();
/// assert_eq!(game.actions_played(), 1);
/// assert!(game.undo());
/// assert_eq!(*game.position(), start);
/// ```
#[derive(Debug)]
pub struct Game {
    /// From the start to the current position; never empty.
    line: Vec<Position>,
    /// The turns (positions awaiting a sow) seen since the last capture.
    seen: Repetitions,
}

impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            line: self.line.clone(),
            seen: self.seen.clone(),
        }
    }

    /// Reuses this game's allocations (a playout loop resets one game from a start).
    fn clone_from(&mut self, source: &Game) {
        self.line.clone_from(&source.line);
        self.seen.clone_from(&source.seen);
    }
}

impl From<Position> for Game {
    /// A game starting at `start`, with no earlier positions.
    fn from(start: Position) -> Game {
        let mut seen = Repetitions::default();
        if start.awaiting() == Some(Awaiting::Sow) {
            seen.record(&start);
        }
        Game {
            line: vec![start],
            seen,
        }
    }
}

impl Game {
    /// A new game in the starting position, South to move.
    ///
    /// ```
    /// use mancala_rules::{Game, Rules};
    ///
    /// let game = Game::new(Rules::tsoro(21))?;
    /// assert_eq!(game.actions_played(), 0);
    /// assert_eq!(game.position(), game.start());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(rules: Rules) -> Result<Game, RulesError> {
        Position::new(rules).map(Game::from)
    }

    /// A game set up in a position awaiting `to_move`'s sow: `rows` from row 1 upwards,
    /// each from column `a` (a [`Setup`] checked by [`Setup::into_position`]; a game
    /// from any other set-up is `Game::from(setup.into_position(rules)?)`).
    pub fn from_position(
        rules: Rules,
        rows: &[Vec<u8>],
        to_move: Player,
        captured: [u16; 2],
    ) -> Result<Game, PositionError> {
        Setup::new(rows.to_vec(), to_move, captured)
            .into_position(rules)
            .map(Game::from)
    }

    /// The position now.
    #[inline]
    pub fn position(&self) -> &Position {
        self.line.last().expect("a line is never empty")
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.line[0]
    }

    /// Every position from the start to now: `actions_played() + 1` of them.
    pub fn positions(&self) -> &[Position] {
        &self.line
    }

    /// Actions played since the start.
    pub fn actions_played(&self) -> usize {
        self.line.len() - 1
    }

    /// The turns seen since the last capture: what a search that plays on from this
    /// game with [`fast`](crate::fast) starts from (adding the positions of its own path).
    pub fn repetitions(&self) -> &Repetitions {
        &self.seen
    }

    /// Positions recorded for the repetition rule since the last capture.
    pub fn positions_since_capture(&self) -> usize {
        self.seen.positions(self.position())
    }

    /// Whether no position but the current one has occurred twice since the last
    /// capture: then no line of play from here can end by repetition before some
    /// position repeats along it. (An endgame table's exact value holds under the real
    /// rules when this is true; see `tables`.)
    pub fn no_position_twice_but_this(&self) -> bool {
        self.seen.most_seen_except(self.position()) < 2
    }

    // ----- playing -----

    /// Play an action, without a report. Refused actions change nothing.
    #[inline]
    ///
    /// ```
    /// use mancala_rules::{ActionError, Game, Rules};
    ///
    /// let mut game = Game::new(Rules::hoyito(6))?;
    /// game.apply("c1".parse()?)?;
    /// assert_eq!(game.actions_played(), 1);
    /// assert_eq!(game.apply("b2".parse()?), Err(ActionError::EmptyHole { hole: "b2".parse()? }));
    /// assert_eq!(game.positions().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.apply_observed(action, &mut ())
    }

    /// Play an action and return what happened, in order.
    ///
    /// ```
    /// use mancala_rules::{Event, Game, Rules};
    ///
    /// let mut game = Game::new(Rules::hoyito(6))?;
    /// let events = game.apply_reported("c1".parse()?)?;
    /// assert!(matches!(events[0], Event::LapStarted { lap: 0, .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_reported(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_observed(action, &mut events)?;
        Ok(events)
    }

    /// Play an action, reporting what happens to `obs` as it happens: the one way
    /// both of the above go onto the line.
    fn apply_observed<O: Observer>(
        &mut self,
        action: Action,
        obs: &mut O,
    ) -> Result<(), ActionError> {
        let mut next = *self.position();
        next.apply_seen(action, &mut self.seen, obs)?;
        self.line.push(next);
        Ok(())
    }

    /// Take back the last action, exactly: the position before it and the repetition
    /// table as it was. False at the start.
    ///
    /// ```
    /// use mancala_rules::{Game, Rules};
    ///
    /// let mut game = Game::new(Rules::hoyito(6))?;
    /// assert!(!game.undo(), "nothing to take back at the start");
    /// game.apply("c1".parse()?)?;
    /// assert!(game.undo());
    /// assert_eq!(game.position(), game.start());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn undo(&mut self) -> bool {
        if self.line.len() < 2 {
            return false;
        }
        let undone = self.line.pop().expect("two positions at least");
        let before = self.position();
        let recorded = undone.awaiting() == Some(Awaiting::Sow);
        let captured = undone.seeds_on_board() != before.seeds_on_board();
        let repeated = undone.outcome().map(|o| o.reason) == Some(EndReason::Repetition);
        if recorded && !captured {
            // The newest record is the turn it began: taking it back is exact.
            if self.seen.forget(&undone) {
                return true;
            }
            debug_assert!(false, "the newest turn could not be forgotten");
        }
        if recorded || captured || repeated {
            self.rebuild_repetitions();
        }
        true
    }

    /// Go back to the position after `actions` actions (no change when there were
    /// fewer). Costs the positions since the last capture, once.
    ///
    /// ```
    /// use mancala_rules::{Game, Rules};
    ///
    /// let mut game = Game::new(Rules::hoyito(6))?;
    /// for _ in 0..3 {
    ///     game.apply(game.position().legal_actions()[0])?;
    /// }
    /// let after_one = game.positions()[1];
    /// game.truncate(1);
    /// assert_eq!(*game.position(), after_one);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn truncate(&mut self, actions: usize) {
        if actions + 1 < self.line.len() {
            self.line.truncate(actions + 1);
            self.rebuild_repetitions();
        }
    }

    /// The table as the line says: the turns since the last capture, in order.
    fn rebuild_repetitions(&mut self) {
        self.seen.clear();
        let seeds = self.position().seeds_on_board();
        let since = self
            .line
            .iter()
            .rposition(|p| p.seeds_on_board() != seeds)
            .map_or(0, |i| i + 1);
        for turn in &self.line[since..] {
            if turn.awaiting() == Some(Awaiting::Sow) {
                self.seen.record(turn);
            }
        }
    }
}
