//! One board session: a record, the line of play it holds, a cursor in that line and
//! the game at the cursor. The game being played (lessons and puzzles too), the replay
//! and the mistakes each keep one, so a record is read, played through, stepped and
//! written back one way.
//!
//! Each fact is held once. The record holds every action of the line, those past the
//! cursor too (what redo plays again); the game holds the positions up to the cursor,
//! with its repetition table. A position past the cursor is not kept: moving the
//! cursor on plays the record's next actions again, which is what a redo shows anyway.
//! Undo moves the cursor back ([`Game::undo`], exact); a new action (play on) forgets
//! what was past the cursor.

use crate::store::record::{Ending, Record, RecordError};
use mancala_rules::{Action, ActionError, Event, Game, Player, Position};
use std::collections::BTreeMap;

/// A record, its line of play and the game at a cursor in it.
pub struct Session {
    /// Players, rules, start, comments, marks, and every action of the line (past the
    /// cursor too).
    record: Record,
    /// Who chose each action of the line.
    movers: Vec<Player>,
    /// The game after the first `cursor()` actions, from the record's start.
    game: Game,
    /// Counts the changes of the actions played (a play, a step either way, a cursor
    /// set): an unchanged count means they are the same, which a watcher on every pass
    /// of the event loop (the autosave) learns without comparing them.
    edits: u64,
}

impl Session {
    /// A record played through, the cursor at its end. Errors name the first
    /// illegal action.
    pub fn open(record: Record) -> Result<Session, RecordError> {
        let mut movers = Vec::with_capacity(record.actions.len());
        let game = record.play_through(|mover, _| movers.push(mover))?;
        Ok(Session {
            record,
            movers,
            game,
            edits: 0,
        })
    }

    /// The record: its players, rules, start, comments and marks, and every action of
    /// the line, past the cursor too.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The record's comments, to change (the replay's comment editor).
    pub(crate) fn comments_mut(&mut self) -> &mut BTreeMap<usize, String> {
        &mut self.record.comments
    }

    /// The game at the cursor, with its repetition table.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record as played: the actions up to the cursor (undone ones are not in
    /// it).
    pub fn played_record(&self) -> Record {
        let mut record = self.record.clone();
        record.actions.truncate(self.cursor());
        if let Some(clock) = &mut record.clock {
            clock.truncate(self.cursor());
        }
        record.ending = self.ending();
        record
    }

    /// How a player ended the game at the cursor (resigned, out of time), if one did:
    /// the record's ending, which follows the line's last action.
    pub fn ending(&self) -> Option<Ending> {
        self.record.ending.filter(|_| self.cursor() == self.len())
    }

    /// A match's round ended at the cursor, in sentences (see
    /// [`crate::words::rounds::round_over`]): the play screen's and the replay's.
    /// `None` in a single game or a round that goes on.
    pub fn round_end_words(&self) -> Option<Vec<String>> {
        if !self.game.position().is_over() {
            return None;
        }
        let played = self.played_record();
        let before = played.round_start()?.ok()?;
        let after = played.played_match()?;
        Some(crate::words::rounds::round_over(
            &before,
            &self.game,
            &after,
            &played.players,
        ))
    }

    /// Whether the game at the cursor is over: the rules ended it, or a player did.
    pub fn over(&self) -> bool {
        self.game.position().is_over() || self.ending().is_some()
    }

    /// End the game at the cursor with `ending` (a resignation, a turn out of time):
    /// what was past the cursor is forgotten, as a new action forgets it. False if
    /// the game is over already.
    pub fn conclude(&mut self, ending: Ending) -> bool {
        if self.over() {
            return false;
        }
        let n = self.cursor();
        self.record.actions.truncate(n);
        self.movers.truncate(n);
        if let Some(clock) = &mut self.record.clock {
            clock.truncate(n);
        }
        self.record.ending = Some(ending);
        self.edits += 1;
        true
    }

    /// Take back how a player ended the game (undo of a resignation); `None` if no
    /// player did.
    pub fn take_back_ending(&mut self) -> Option<Ending> {
        let ending = self.ending()?;
        self.record.ending = None;
        self.edits += 1;
        Some(ending)
    }

    /// Each side's time left (milliseconds, South's first) after `n` actions of the
    /// line (clamped), the turn after them not yet begun; `None` without a clock.
    pub fn clocks_at(&self, n: usize) -> Option<[i64; 2]> {
        let clock = self.record.clock.as_ref()?;
        let n = n.min(self.len());
        let to_move = self.position(n).to_move();
        // At the line's end, the time already spent on the turn not played (the whole
        // of it for a player whose time ran out).
        let running = if n == self.len() { clock.pending } else { 0 };
        Some(clock.left(&self.movers[..n], to_move, running))
    }

    /// The clock's setting and times, to count a turn's time into (the play screen's).
    pub(crate) fn clock_mut(&mut self) -> Option<&mut crate::store::record::Clock> {
        self.record.clock.as_mut()
    }

    /// Actions in the whole line, past the cursor too.
    pub fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// Whether the line has no action.
    pub fn is_empty(&self) -> bool {
        self.record.actions.is_empty()
    }

    /// Actions played in the current position.
    pub fn cursor(&self) -> usize {
        self.game.actions_played()
    }

    /// How many times the actions played have changed (see the field).
    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// This session goes on from `earlier` (another round of the same match): its
    /// count of changes follows that one's, so a watcher never takes the new line for
    /// the one it last saw.
    pub(crate) fn follow(&mut self, earlier: &Session) {
        self.edits = earlier.edits + 1;
    }

    /// Every action of the line, past the cursor too.
    pub fn actions(&self) -> &[Action] {
        &self.record.actions
    }

    /// Who chose each action of the line.
    pub fn movers(&self) -> &[Player] {
        &self.movers
    }

    /// The actions played up to the cursor.
    pub fn played(&self) -> &[Action] {
        &self.record.actions[..self.cursor()]
    }

    /// Who chose each action up to the cursor.
    pub(crate) fn played_movers(&self) -> &[Player] {
        &self.movers[..self.cursor()]
    }

    /// Actions past the cursor, which redo plays again.
    pub fn redo_len(&self) -> usize {
        self.len() - self.cursor()
    }

    /// Play on: `action` in the cursor's position, by whoever is to choose. What was
    /// past the cursor is forgotten; the cursor moves onto the new action. Returns what
    /// happened; a refused action changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        self.play_timed(action, 0)
    }

    /// [`play`](Self::play), the action having taken `spent` milliseconds (kept when
    /// the game has a clock).
    pub fn play_timed(&mut self, action: Action, spent: u64) -> Result<Vec<Event>, ActionError> {
        let mover = self.game.position().current_player();
        let events = self.game.apply_reported(action)?;
        let n = self.cursor() - 1;
        self.record.actions.truncate(n);
        self.movers.truncate(n);
        self.record.actions.push(action);
        self.movers.push(mover);
        if let Some(clock) = &mut self.record.clock {
            clock.set(n, spent);
        }
        self.record.ending = None;
        self.edits += 1;
        Ok(events)
    }

    /// Undo: move the cursor back over its last action, taken off the game exactly.
    /// `None` at the start.
    pub fn step_back(&mut self) -> Option<(Action, Player)> {
        let n = self.cursor().checked_sub(1)?;
        self.game.undo();
        self.edits += 1;
        Some((self.record.actions[n], self.movers[n]))
    }

    /// Redo: move the cursor on over the next action, played again on the game.
    /// `None` when nothing is past the cursor.
    pub(crate) fn step_forward(&mut self) -> Option<(Action, Player, Vec<Event>)> {
        let n = self.cursor();
        let (action, mover) = (*self.record.actions.get(n)?, self.movers[n]);
        let events = self
            .game
            .apply_reported(action)
            .expect("the line's actions are legal");
        self.edits += 1;
        Some((action, mover, events))
    }

    /// Put the cursor after `n` actions (clamped to the line), for the replay and the
    /// mistakes.
    pub(crate) fn set_cursor(&mut self, n: usize) {
        let n = n.min(self.len());
        self.game.truncate(n);
        while self.cursor() < n {
            self.step_forward();
        }
        self.edits += 1;
    }

    /// The position after `n` actions of the line (clamped).
    pub fn position(&self, n: usize) -> Position {
        match self.game.positions().get(n) {
            Some(p) => *p,
            None => *self.game_at(n).position(),
        }
    }

    /// The game after `n` actions (clamped), its repetition table included.
    pub fn game_at(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let mut game = self.game.clone();
        game.truncate(n);
        for &a in &self.record.actions[game.actions_played()..n] {
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

    /// The session of `actions` played one by one from the start of `rules`.
    fn played(rules: Rules, actions: &[Action]) -> Session {
        let record = Record::new(rules, ["South".into(), "North".into()]);
        let mut session = Session::open(record).unwrap();
        for &a in actions {
            session.play(a).unwrap();
        }
        session
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
            let mut line = played(rules, &actions);
            assert_eq!((line.len(), line.cursor()), (actions.len(), actions.len()));
            for n in 0..=actions.len() {
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(&line.game_at(n)), seen(&truth), "game at {n}");
                assert_eq!(line.position(n), *truth.position(), "position {n}");
            }
            // Undo all the way back, then redo all the way on.
            for n in (0..actions.len()).rev() {
                let (a, mover) = line.step_back().unwrap();
                let truth = replayed(rules, &actions, n);
                assert_eq!(seen(line.game()), seen(&truth), "undone to {n}");
                assert_eq!((a, mover), (actions[n], truth.position().current_player()));
                assert_eq!((line.cursor(), line.redo_len()), (n, actions.len() - n));
                // Past the cursor, a position is the line's all the same.
                let end = replayed(rules, &actions, actions.len());
                assert_eq!(line.position(actions.len()), *end.position());
            }
            assert!(line.step_back().is_none(), "nothing before the start");
            while line.step_forward().is_some() {}
            assert_eq!(
                seen(line.game()),
                seen(&replayed(rules, &actions, actions.len()))
            );
            assert_eq!(line.played(), actions.as_slice());
        }
    }

    #[test]
    fn the_action_that_ends_by_repetition_is_undone_and_played_again_exactly() {
        let (rules, actions) = sample_games().pop().unwrap();
        let mut line = played(rules, &actions);
        line.step_back().unwrap();
        assert!(!line.game().position().is_over());
        line.step_forward().unwrap();
        let outcome = line.game().position().outcome().expect("over again");
        assert_eq!(outcome.reason.key(), "repetition");
    }

    #[test]
    fn the_cursor_set_anywhere_gives_the_game_there_and_keeps_the_line() {
        let (rules, actions) = sample_games().pop().unwrap();
        let mut line = played(rules, &actions);
        for n in [0, actions.len() / 2, 3, actions.len(), actions.len() - 1, 1] {
            line.set_cursor(n);
            assert_eq!(line.cursor(), n);
            assert_eq!(seen(line.game()), seen(&replayed(rules, &actions, n)));
            assert_eq!(line.actions(), actions.as_slice(), "the line stays whole");
        }
    }

    #[test]
    fn undo_then_a_new_action_forgets_what_was_past_the_cursor() {
        let rules = Rules::hoyito(6);
        let actions = random_game(rules, 3, 200);
        let mut line = played(rules, &actions);
        for _ in 0..80 {
            line.step_back().unwrap();
        }
        let at = actions.len() - 80;
        assert_eq!((line.cursor(), line.redo_len()), (at, 80));
        assert_eq!(line.played(), &actions[..at]);
        assert_eq!(line.actions(), actions.as_slice(), "redo keeps the rest");
        // Redo one, then play on with another action than the next one.
        let (redone, _, _) = line.step_forward().unwrap();
        assert_eq!(redone, actions[at]);
        let other = line
            .game()
            .position()
            .legal_actions()
            .into_iter()
            .find(|&a| a != actions[at + 1])
            .expect("a choice");
        line.play(other).unwrap();
        assert_eq!(
            (line.len(), line.cursor(), line.redo_len()),
            (at + 2, at + 2, 0)
        );
        assert_eq!(line.played_movers().len(), at + 2);
        let mut branch = actions[..at + 1].to_vec();
        branch.push(other);
        assert_eq!(line.actions(), branch.as_slice());
        assert_eq!(line.played_record().actions, branch);
        for n in 0..=branch.len() {
            let truth = replayed(rules, &branch, n);
            assert_eq!(seen(&line.game_at(n)), seen(&truth));
            assert_eq!(line.position(n), *truth.position());
        }
        assert!(
            line.step_forward().is_none(),
            "nothing to redo after play on"
        );
        // Back over the new action and on again: the branch stays.
        line.step_back().unwrap();
        assert_eq!(line.step_forward().map(|(a, _, _)| a), Some(other));
    }

    #[test]
    fn a_refused_action_changes_nothing() {
        let mut line = played(Rules::hoyito(6), &[]);
        line.play("c1".parse().unwrap()).unwrap();
        line.step_back().unwrap();
        let edits = line.edits();
        let taken: Action = "b2".parse().unwrap();
        assert!(line.play(taken).is_err());
        assert_eq!((line.len(), line.cursor(), line.edits()), (1, 0, edits));
    }
}
