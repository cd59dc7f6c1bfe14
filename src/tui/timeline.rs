//! One line of play, shared by the game being played and the replay viewer: its
//! actions, who chose each, its positions, and a cursor. The actions before the cursor
//! have been played; those after it are what redo plays again. Undo moves the cursor
//! back, redo moves it on, and a new action (play on) forgets what was past the
//! cursor. Any position is there at once, never replayed: positions are small values
//! ([`Position`]), one per action.
//!
//! The game at the cursor, with its repetition table, is the screen's own [`Game`];
//! undo takes its last position off ([`Game::undo`]), exactly.

use crate::store::record::{Record, RecordError};
use mancala_rules::{Action, Game, Player, Position};

/// A line of play and a cursor in it.
pub struct Timeline {
    /// Every action of the line, past the cursor too.
    actions: Vec<Action>,
    /// Who chose each action.
    movers: Vec<Player>,
    /// The start, then the position after each action: one more than the actions.
    positions: Vec<Position>,
    /// Actions played in the current position (0 = the start).
    cursor: usize,
    /// Counts the changes of the actions played (a push, a step either way, a cursor
    /// set): an unchanged count means they are the same, which a watcher on every pass
    /// of the event loop (the autosave) learns without comparing them.
    edits: u64,
}

impl Timeline {
    /// A line of play that starts at `start`, with no action yet.
    pub fn new(start: &Position) -> Timeline {
        Timeline {
            actions: Vec::new(),
            movers: Vec::new(),
            positions: vec![*start],
            cursor: 0,
            edits: 0,
        }
    }

    /// A record played through: its timeline (the cursor at its end) and the game after
    /// its last action. Errors name the first illegal action.
    pub fn of_record(record: &Record) -> Result<(Timeline, Game), RecordError> {
        let mut line = Timeline::new(record.start_game()?.position());
        let mut actions = record.actions.iter();
        let game = record.play_through(|mover, game| {
            let action = *actions.next().expect("one call per action");
            line.push(action, mover, game.position());
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
    pub(crate) fn played_movers(&self) -> &[Player] {
        &self.movers[..self.cursor]
    }

    /// Actions past the cursor, which redo plays again.
    pub fn redo_len(&self) -> usize {
        self.actions.len() - self.cursor
    }

    /// Play on: `action`, chosen by `mover`, led from the cursor's position to `after`.
    /// What was past the cursor is forgotten; the cursor moves onto the new action.
    pub fn push(&mut self, action: Action, mover: Player, after: &Position) {
        self.truncate();
        self.actions.push(action);
        self.movers.push(mover);
        self.positions.push(*after);
        self.cursor += 1;
        self.edits += 1;
    }

    /// Forget the actions past the cursor.
    pub fn truncate(&mut self) {
        let n = self.cursor;
        self.actions.truncate(n);
        self.movers.truncate(n);
        self.positions.truncate(n + 1);
    }

    /// Undo: move the cursor back over its last action, and take it off `game` (the
    /// cursor's game). `None` at the start.
    pub fn step_back(&mut self, game: &mut Game) -> Option<(Action, Player)> {
        let n = self.cursor.checked_sub(1)?;
        game.undo();
        debug_assert_eq!(*game.position(), self.positions[n]);
        self.cursor = n;
        self.edits += 1;
        Some((self.actions[n], self.movers[n]))
    }

    /// Redo: move the cursor on over the next action, which the caller plays on its
    /// game. `None` when nothing is past the cursor.
    pub(crate) fn step_forward(&mut self) -> Option<(Action, Player)> {
        let n = self.cursor;
        let next = (*self.actions.get(n)?, self.movers[n]);
        self.cursor += 1;
        self.edits += 1;
        Some(next)
    }

    /// Put the cursor after `n` actions (clamped to the line), for the replay.
    pub(crate) fn set_cursor(&mut self, n: usize) {
        self.cursor = n.min(self.len());
        self.edits += 1;
    }

    /// The position after `n` actions of the line (clamped).
    pub fn position(&self, n: usize) -> &Position {
        &self.positions[n.min(self.len())]
    }

    /// The game after `n` actions, its repetition table included: the line from the
    /// last capture before it (where the table begins), not from the start.
    pub fn game_at(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let seeds = self.positions[n].seeds_on_board();
        let from = self.positions[..n]
            .iter()
            .rposition(|p| p.seeds_on_board() != seeds)
            .map_or(0, |k| k + 1);
        let mut game = Game::from(self.positions[from]);
        for &a in &self.actions[from..n] {
            game.apply(a).expect("the line's actions are legal");
        }
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    /// All that makes two positions the same game, repetition table included.
    fn seen(game: &Game) -> String {
        format!(
            "{:?} {:?} {:?} {:?} {:?} {}",
            game.position().rows(),
            game.position().captured_both(),
            game.position().to_move(),
            game.position().awaiting(),
            game.position().outcome(),
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
        while !game.position().is_over() && actions.len() < most {
            let mut legal = game.position().legal_actions();
            let mut chosen = legal[below(legal.len())];
            if below(30) != 0 {
                while !legal.is_empty() {
                    let a = legal.swap_remove(below(legal.len()));
                    let mut trial = *game.position();
                    trial.apply(a).unwrap();
                    chosen = a;
                    if trial.captured_both() == game.position().captured_both() {
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
        let mut line = Timeline::new(game.position());
        for &a in actions {
            let mover = game.position().current_player();
            game.apply(a).unwrap();
            line.push(a, mover, game.position());
        }
        (line, game)
    }

    fn ends_by_repetition(rules: Rules, actions: &[Action]) -> bool {
        let end = replayed(rules, actions, actions.len());
        end.position()
            .outcome()
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
            .filter(|(r, a)| replayed(*r, a, a.len()).position().captured_both() != [0, 0])
            .count();
        assert!(captures >= 2, "the games capture");
        for (rules, actions) in games {
            let (mut line, mut game) = line_of(rules, &actions);
            assert_eq!((line.len(), line.cursor()), (actions.len(), actions.len()));
            for n in 0..=actions.len() {
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(&line.game_at(n)), seen(&truth), "game at {n}");
                assert_eq!(line.position(n), truth.position(), "position {n}");
            }
            // Undo all the way back, then redo all the way on.
            for n in (0..actions.len()).rev() {
                let (a, mover) = line.step_back(&mut game).unwrap();
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(&game), seen(&truth), "undone to {n}");
                assert_eq!((a, mover), (actions[n], truth.position().current_player()));
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
        assert!(!game.position().is_over());
        game.apply(last).unwrap();
        let outcome = game.position().outcome().expect("over again");
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
            .position()
            .legal_actions()
            .into_iter()
            .find(|&a| a != actions[at + 1])
            .expect("a choice");
        let mover = game.position().current_player();
        game.apply(other).unwrap();
        line.push(other, mover, game.position());
        assert_eq!(
            (line.len(), line.cursor(), line.redo_len()),
            (at + 2, at + 2, 0)
        );
        assert_eq!(line.played_movers().len(), at + 2);
        let mut branch = actions[..at + 1].to_vec();
        branch.push(other);
        assert_eq!(line.actions(), branch.as_slice());
        for n in 0..=branch.len() {
            let truth = replayed(rules, &branch, n);
            assert_eq!(seen(&line.game_at(n)), seen(&truth));
            assert_eq!(line.position(n), truth.position());
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
