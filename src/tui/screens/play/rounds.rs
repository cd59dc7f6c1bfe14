//! A match in rounds on the game screen: the round's end said (the log, the status
//! line, the result), the next round begun when the player asks, and undo at a round's
//! start going back into the round before. The rounds are the record's
//! ([`Record::next_round`](crate::store::record::Record::next_round)); the engine's
//! [`Match`] decides what each round's end fills and closes.

use super::PlayState;
use crate::tui::session::Session;
use mancala_rules::Match;

impl PlayState {
    /// The round on the board, in a match (from 1); `None` in a single game.
    pub fn round(&self) -> Option<usize> {
        Some(self.session.record().rounds.as_ref()?.round())
    }

    /// The match after the actions played (the next round at its start once the
    /// round on the board is over); `None` in a single game.
    fn match_after(&self) -> Option<Match> {
        self.session.played_record().played_match()
    }

    /// The round on the board is over and the match goes on: the next round may begin.
    pub fn round_over(&self) -> bool {
        self.round().is_some()
            && self.session.game().position().is_over()
            && self.match_after().is_some_and(|m| !m.is_over())
    }

    /// The sentences that say the end of the round on the board: its result, each
    /// player's total with the holes it fills and the seeds set aside, and the next
    /// round (or the match's end). `None` unless a match's round is over.
    pub fn round_end_words(&self) -> Option<Vec<String>> {
        self.session.round_end_words()
    }

    /// The next round's start (who starts, the holes closed, the seeds set aside), once
    /// the round on the board is over and the match goes on.
    pub fn next_round_words(&self) -> Option<String> {
        if !self.session.game().position().is_over() {
            return None;
        }
        let next = self.match_after().filter(|m| !m.is_over())?;
        Some(crate::words::rounds::round_begins(&next, self.names()))
    }

    /// The one sentence the status line gives a match's round over: the match's end
    /// once it is over, else the round's result.
    pub(super) fn round_end_sentence(&self) -> Option<String> {
        let mut said = self.round_end_words()?;
        if self.match_after().is_some_and(|m| m.is_over()) {
            said.pop()
        } else {
            said.into_iter().next()
        }
    }

    /// Begin the next round of the match, its start said in the log. False, and
    /// nothing changes, unless the round on the board is over and the match goes on.
    pub fn next_round(&mut self) -> bool {
        self.finish_animation();
        let Some(next) = self
            .session
            .played_record()
            .next_round(self.session.cursor())
        else {
            return false;
        };
        let Ok(mut session) = Session::open(next) else {
            return false;
        };
        session.follow(&self.session);
        // Saved at the round's end is saved at the next round's start: the file reads so.
        let saved_at_end = self.saved == Some(self.session.cursor());
        self.session = session;
        self.saved = saved_at_end.then_some(0);
        self.after_round_change();
        if let Some(Ok(start)) = self.session.record().round_start() {
            let begins = crate::words::rounds::round_begins(&start, self.names());
            self.log.push(begins);
        }
        self.message = None;
        true
    }

    /// At a round's start, the round before at its end (what undo takes its last action
    /// from). False in a single game, the first round, or with an action played.
    pub(super) fn back_into_previous_round(&mut self) -> bool {
        if self.session.cursor() > 0 {
            return false;
        }
        let Some(previous) = self.session.record().previous_round() else {
            return false;
        };
        let Ok(mut session) = Session::open(previous) else {
            return false;
        };
        session.follow(&self.session);
        self.session = session;
        self.saved = None;
        self.after_round_change();
        true
    }

    /// Whether undo can go back into the round before (a match's round not begun).
    pub(super) fn previous_round_to_undo(&self) -> bool {
        self.session.cursor() == 0
            && (self.session.record().rounds.as_ref()).is_some_and(|r| !r.earlier.is_empty())
    }

    /// Another round on the board: nothing of the last one's moves, judge or search
    /// carries over.
    fn after_round_change(&mut self) {
        self.cancel_search();
        self.judge = None;
        self.forget_last_move();
        self.marks_edits = None;
        self.restart_turn();
        self.place_cursor();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::record::Record;
    use mancala_rules::{HoyitoForm, Rules};

    /// A match's record whose first round has just ended (its actions drawn by a
    /// simple deterministic chooser), the match going on.
    fn first_round_over() -> Record {
        let rules = Rules::hoyito_form(HoyitoForm::II, 4);
        let mut record = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
        record.actions = crate::test_match::first_round_closing_a_hole(rules);
        record
    }

    #[test]
    fn enter_begins_the_next_round_and_undo_goes_back_into_the_one_before() {
        let record = first_round_over();
        let last = *record.actions.last().unwrap();
        let mut p = PlayState::new(record.clone()).unwrap();
        assert!(p.round_over());
        assert_eq!(p.round(), Some(1));
        let words = p.round_end_words().unwrap();
        assert!(words[0].starts_with("Round 1 is over"), "{words:?}");
        let next = p.next_round_words().unwrap();
        assert!(
            next.starts_with("Round 2: Ben (North) starts. Closed: "),
            "{next}"
        );
        assert!(p.next_round());
        assert_eq!(p.round(), Some(2));
        assert!(!p.round_over() && !p.session.over());
        assert_eq!(
            p.session.game().position().to_move(),
            Some(mancala_rules::Player::North)
        );
        assert!(
            !p.session
                .game()
                .position()
                .layout()
                .closed_holes()
                .is_empty()
        );
        assert!(
            p.log
                .last()
                .unwrap()
                .starts_with("Round 2: Ben (North) starts.")
        );
        // A second Enter has nothing to begin.
        assert!(!p.next_round());
        assert!(p.undo());
        assert_eq!(p.round(), Some(1));
        assert_eq!(p.session.cursor(), record.actions.len() - 1);
        assert_eq!(p.session.actions().last(), Some(&last));
        assert!(p.redo());
        assert!(p.round_over());
    }

    /// South starts behind in a 2x6 match's first round only: North starts round 2.
    #[test]
    fn south_is_told_of_starting_behind_in_round_1_only() {
        let rules = Rules::hoyito(6);
        let computer = [None, Some(crate::store::level::Level::Easy)];
        let mut first = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
        first.computers = computer;
        assert!(
            PlayState::new(first.clone())
                .unwrap()
                .south_behind_note(false)
                .is_some()
        );
        first.actions = crate::test_match::first_round_closing_a_hole(rules);
        let second = first.next_round(first.actions.len()).unwrap();
        assert_eq!(
            PlayState::new(second).unwrap().south_behind_note(false),
            None
        );
    }
}
