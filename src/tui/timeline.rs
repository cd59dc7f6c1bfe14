//! One line of play, shared by the game being played and the replay viewer: its
//! actions, who chose each, copies of its positions, and a cursor. The actions before
//! the cursor have been played; those after it are what redo plays again. Undo moves
//! the cursor back, redo moves it on, and a new action (play on) forgets what was past
//! the cursor. Any position is reached at once, never by replaying from the start.
//!
//! Two kinds of copies: history-less copies ([`Game::without_history`], a few hundred
//! bytes) every [`LIGHT_EVERY`] actions, for showing positions; and whole copies right
//! after each capture, where the repetition table has just been emptied (so they are
//! small, and there are few: every capture takes seeds off for good), for rebuilding a
//! position exactly when play goes on from it. Memory is linear in the game's length.
//! Copies past the cursor stay valid (the actions there are unchanged), so redo and
//! the replay's steps forward need no new copy.

use crate::record::{Record, RecordError};
use crate::rules::{Action, Game, Player};

/// Actions between two history-less copies.
pub const LIGHT_EVERY: usize = 64;

/// A line of play and a cursor in it.
pub struct Timeline {
    /// Every action of the line, past the cursor too.
    actions: Vec<Action>,
    /// Who chose each action.
    movers: Vec<Player>,
    /// The position after 0, K, 2K, ... actions (K = [`LIGHT_EVERY`]), without history.
    light: Vec<Game>,
    /// Whole copies after the start and after each action that captured:
    /// (actions played, the game then).
    exact: Vec<(usize, Game)>,
    /// Actions played in the current position (0 = the start).
    cursor: usize,
    /// Counts the changes of the actions played (a push, a step either way, a cursor
    /// set): an unchanged count means they are the same, which a watcher on every pass
    /// of the event loop (the autosave) learns without comparing them.
    edits: u64,
}

impl Timeline {
    /// A line of play that starts at `start`, with no action yet.
    pub fn new(start: &Game) -> Timeline {
        Timeline {
            actions: Vec::new(),
            movers: Vec::new(),
            light: vec![start.without_history()],
            exact: vec![(0, start.clone())],
            cursor: 0,
            edits: 0,
        }
    }

    /// A record played through: its timeline (the cursor at its end) and the game after
    /// its last action. Errors name the first illegal action.
    pub fn of_record(record: &Record) -> Result<(Timeline, Game), RecordError> {
        let mut line = Timeline::new(&record.start_game()?);
        let mut actions = record.actions.iter();
        let game = record.play_through(|mover, game| {
            let action = *actions.next().expect("one call per action");
            line.push(action, mover, game);
        })?;
        Ok((line, game))
    }

    /// Actions in the whole line, past the cursor too.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the line has no action.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// Actions played in the current position.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many times the actions played have changed (see the field).
    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// Every action of the line, past the cursor too.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Who chose each action of the line.
    pub fn movers(&self) -> &[Player] {
        &self.movers
    }

    /// The actions played up to the cursor.
    pub fn played(&self) -> &[Action] {
        &self.actions[..self.cursor]
    }

    /// Who chose each action up to the cursor.
    pub fn played_movers(&self) -> &[Player] {
        &self.movers[..self.cursor]
    }

    /// Actions past the cursor, which redo plays again.
    pub fn redo_len(&self) -> usize {
        self.actions.len() - self.cursor
    }

    /// Play on: `action`, chosen by `mover`, led from the cursor's position to `after`.
    /// What was past the cursor is forgotten; the cursor moves onto the new action.
    pub fn push(&mut self, action: Action, mover: Player, after: &Game) {
        self.truncate();
        self.actions.push(action);
        self.movers.push(mover);
        self.cursor += 1;
        self.edits += 1;
        if self.cursor.is_multiple_of(LIGHT_EVERY) {
            self.light.push(after.without_history());
        }
        let last = &self.exact.last().expect("the start is kept").1;
        if after.captured_both() != last.captured_both() {
            self.exact.push((self.cursor, after.clone()));
        }
    }

    /// Forget the actions past the cursor.
    pub fn truncate(&mut self) {
        let n = self.cursor;
        self.actions.truncate(n);
        self.movers.truncate(n);
        self.light.truncate(n / LIGHT_EVERY + 1);
        self.exact.retain(|(k, _)| *k <= n);
    }

    /// Undo: move the cursor back over its last action and take `game` (the cursor's
    /// position) back with it. The engine takes the action back from the position
    /// before it (found from the nearest stored one); an action that captured is
    /// rebuilt from the capture before it instead. Neither replays from the start.
    /// `None` at the start.
    pub fn step_back(&mut self, game: &mut Game) -> Option<(Action, Player)> {
        let n = self.cursor.checked_sub(1)?;
        let earlier = self.light(n);
        if !game.step_back(&earlier) {
            *game = self.exact(n);
        }
        self.cursor = n;
        self.edits += 1;
        Some((self.actions[n], self.movers[n]))
    }

    /// Redo: move the cursor on over the next action, which the caller plays on its
    /// game. `None` when nothing is past the cursor.
    pub fn step_forward(&mut self) -> Option<(Action, Player)> {
        let n = self.cursor;
        let next = (*self.actions.get(n)?, self.movers[n]);
        self.cursor += 1;
        self.edits += 1;
        Some(next)
    }

    /// Put the cursor after `n` actions (clamped to the line), for the replay.
    pub fn set_cursor(&mut self, n: usize) {
        self.cursor = n.min(self.len());
        self.edits += 1;
    }

    /// The position after `n` actions of the line, without history: right for showing
    /// it and for playing on along the line, not for repetitions of positions before
    /// it. Replays fewer than [`LIGHT_EVERY`] actions.
    pub fn light(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let from = n / LIGHT_EVERY * LIGHT_EVERY;
        let mut game = self.light[n / LIGHT_EVERY].clone();
        for &a in &self.actions[from..n] {
            game.apply(a).expect("the line's actions are legal");
        }
        game
    }

    /// The position after `n` actions exactly, repetition table included: replayed from
    /// the last capture before it (the table's own beginning), not from the start.
    pub fn exact(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let (from, start) = self
            .exact
            .iter()
            .rev()
            .find(|(k, _)| *k <= n)
            .expect("the start is kept");
        let mut game = start.clone();
        for &a in &self.actions[*from..n] {
            game.apply(a).expect("the line's actions are legal");
        }
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// All that makes two positions the same game, repetition table included.
    fn seen(game: &Game) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {}",
            game.rows(),
            game.captured_both(),
            game.to_move(),
            game.awaiting(),
            game.outcome(),
            game.positions_since_capture()
        )
    }

    /// A game of `rules` played by a seeded random player that mostly avoids captures
    /// (so that positions repeat), up to its end or `most` actions: its actions.
    fn random_game(rules: Rules, seed: u64, most: usize) -> Vec<Action> {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut below = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let mut game = Game::new(rules).unwrap();
        let mut actions = Vec::new();
        while !game.is_over() && actions.len() < most {
            let mut legal = game.legal_actions();
            let mut chosen = legal[below(legal.len())];
            if below(30) != 0 {
                while !legal.is_empty() {
                    let a = legal.swap_remove(below(legal.len()));
                    let mut trial = game.without_history();
                    trial.apply(a).unwrap();
                    chosen = a;
                    if trial.captured_both() == game.captured_both() {
                        break;
                    }
                }
            }
            game.apply(chosen).unwrap();
            actions.push(chosen);
        }
        actions
    }

    /// The position after the first `n` of `actions`, replayed from the start.
    fn replayed(rules: Rules, actions: &[Action], n: usize) -> Game {
        let mut game = Game::new(rules).unwrap();
        for &a in &actions[..n] {
            game.apply(a).unwrap();
        }
        game
    }

    /// The timeline of `actions` played from the start of `rules`, and the end.
    fn line_of(rules: Rules, actions: &[Action]) -> (Timeline, Game) {
        let mut game = Game::new(rules).unwrap();
        let mut line = Timeline::new(&game);
        for &a in actions {
            let mover = game.current_player();
            game.apply(a).unwrap();
            line.push(a, mover, &game);
        }
        (line, game)
    }

    fn ends_by_repetition(rules: Rules, actions: &[Action]) -> bool {
        let end = replayed(rules, actions, actions.len());
        end.outcome()
            .is_some_and(|o| o.reason.key() == "repetition")
    }

    /// Games with captures, and one that ends by repetition.
    fn sample_games() -> Vec<(Rules, Vec<Action>)> {
        let mut games = vec![
            (Rules::hoyito(6), random_game(Rules::hoyito(6), 1, 300)),
            (Rules::tsoro(6), random_game(Rules::tsoro(6), 2, 300)),
        ];
        let repetition = (0..200)
            .flat_map(|seed| [Rules::hoyito(4), Rules::tsoro(6)].map(|r| (r, seed)))
            .map(|(rules, seed)| (rules, random_game(rules, seed, 3000)))
            .find(|(rules, actions)| ends_by_repetition(*rules, actions))
            .expect("a seeded game ends by repetition");
        games.push(repetition);
        games
    }

    #[test]
    fn every_position_and_every_undo_equal_a_replay_from_the_start() {
        let games = sample_games();
        let captures = games
            .iter()
            .filter(|(r, a)| replayed(*r, a, a.len()).captured_both() != [0, 0])
            .count();
        assert!(captures >= 2, "the games capture");
        for (rules, actions) in games {
            let (mut line, mut game) = line_of(rules, &actions);
            assert_eq!((line.len(), line.cursor()), (actions.len(), actions.len()));
            // A history-less copy cannot see the repetition that ends a game.
            let light_to = actions.len() - usize::from(ends_by_repetition(rules, &actions));
            for n in 0..=actions.len() {
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(&line.exact(n)), seen(&truth), "exact {n}");
                if n > light_to {
                    continue;
                }
                let light = line.light(n);
                assert_eq!(light.rows(), truth.rows(), "light {n}");
                assert_eq!(light.legal_actions(), truth.legal_actions(), "light {n}");
            }
            // Undo all the way back, then redo all the way on.
            for n in (0..actions.len()).rev() {
                let (a, mover) = line.step_back(&mut game).unwrap();
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(&game), seen(&truth), "undone to {n}");
                assert_eq!((a, mover), (actions[n], truth.current_player()));
                assert_eq!((line.cursor(), line.redo_len()), (n, actions.len() - n));
            }
            assert!(
                line.step_back(&mut game).is_none(),
                "nothing before the start"
            );
            while let Some((a, _)) = line.step_forward() {
                game.apply(a).unwrap();
            }
            assert_eq!(seen(&game), seen(&replayed(rules, &actions, actions.len())));
            assert_eq!(line.played(), actions.as_slice());
        }
    }

    #[test]
    fn the_action_that_ends_by_repetition_is_undone_and_played_again_exactly() {
        let (rules, actions) = sample_games().pop().unwrap();
        let (mut line, mut game) = line_of(rules, &actions);
        let (last, _) = line.step_back(&mut game).unwrap();
        assert!(!game.is_over());
        game.apply(last).unwrap();
        let outcome = game.outcome().expect("over again");
        assert_eq!(outcome.reason.key(), "repetition");
    }

    #[test]
    fn undo_then_a_new_action_forgets_what_was_past_the_cursor() {
        let rules = Rules::hoyito(6);
        let actions = random_game(rules, 3, 200);
        let (mut line, mut game) = line_of(rules, &actions);
        for _ in 0..80 {
            line.step_back(&mut game).unwrap();
        }
        let at = actions.len() - 80;
        assert_eq!((line.cursor(), line.redo_len()), (at, 80));
        assert_eq!(line.played(), &actions[..at]);
        assert_eq!(line.actions(), actions.as_slice(), "redo keeps the rest");
        // Redo one, then play on with another action than the next one.
        let (redone, _) = line.step_forward().unwrap();
        assert_eq!(redone, actions[at]);
        game.apply(redone).unwrap();
        let other = game
            .legal_actions()
            .into_iter()
            .find(|&a| a != actions[at + 1])
            .expect("a choice");
        let mover = game.current_player();
        game.apply(other).unwrap();
        line.push(other, mover, &game);
        assert_eq!(
            (line.len(), line.cursor(), line.redo_len()),
            (at + 2, at + 2, 0)
        );
        assert_eq!(line.played_movers().len(), at + 2);
        let mut branch = actions[..at + 1].to_vec();
        branch.push(other);
        assert_eq!(line.actions(), branch.as_slice());
        for n in 0..=branch.len() {
            assert_eq!(seen(&line.exact(n)), seen(&replayed(rules, &branch, n)));
            assert_eq!(line.light(n).rows(), replayed(rules, &branch, n).rows());
        }
        assert!(
            line.step_forward().is_none(),
            "nothing to redo after play on"
        );
        // Back over the new action and on again: the branch stays.
        line.step_back(&mut game).unwrap();
        assert_eq!(line.step_forward().map(|(a, _)| a), Some(other));
    }
}
