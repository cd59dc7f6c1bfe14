//! A game's clocks and its ends by a player: the time each side has left while a game
//! with a time control is played, a turn that runs out, and resigning.
//!
//! The setting and each action's time are the record's (see
//! [`crate::store::record::clock`]); here is the turn in progress, counted on the
//! screen's [`Timer`] (a person's turn from the moment the sowing before it has been
//! shown, the computer's by its thinking alone: the pause that shows its move is not
//! charged to it).

use super::PlayState;
use crate::store::record::{Ending, clock};
use crate::tui::clock::{TimeSource, Timer};
use mancala_rules::Player;
use std::sync::Arc;

/// The computer's share of its time for one search, in milliseconds: a thirtieth of
/// what it has left and most of its increment, never more than half of what it has
/// left (so that it keeps time for the turns to come), and at least a few
/// milliseconds.
pub fn thinking_share(left_ms: i64, increment_ms: u64) -> u64 {
    let left = left_ms.max(0) as u64;
    let share = left / 30 + increment_ms * 3 / 4;
    share.min(left / 2).max(5)
}

impl PlayState {
    /// Count this game's turns on `source` from now (tests hand in a fake time).
    pub fn set_time_source(&mut self, source: Arc<dyn TimeSource>) {
        self.timer = Timer::new(source);
    }

    /// Whether a clock runs: the game has a time control and goes on.
    pub fn clock_running(&self) -> bool {
        // Over the network, a game whose other side is away is paused.
        let paused = self
            .net
            .as_ref()
            .is_some_and(|net| net.link != super::network::Link::Connected);
        self.session.record().clock.is_some() && !self.session.over() && !paused
    }

    /// The turn in progress stops counting here, its time so far kept as the record's
    /// pending time (before a network game pauses, or sends its record).
    pub(super) fn hold_clock(&mut self) {
        let spent = self.turn_ms();
        if let Some(clock) = self.session.clock_mut() {
            clock.pending = spent;
        }
        self.timer.restart();
    }

    /// The milliseconds spent on the turn in progress: a person's since it began
    /// (with what a resumed game had spent on it), the computer's thinking.
    fn turn_ms(&self) -> u64 {
        let Some(clock) = &self.session.record().clock else {
            return 0;
        };
        if !self.clock_running() {
            return clock.pending;
        }
        if self.computer_to_move().is_some() {
            return self.ai.thought_ms(self.thinking());
        }
        // While the sowing before the turn is shown, the turn has not begun.
        if self.animating() {
            return clock.pending;
        }
        clock.pending + self.timer.elapsed_ms()
    }

    /// Each side's time left now, in milliseconds (South's first), if the game has a
    /// clock.
    pub fn clocks(&self) -> Option<[i64; 2]> {
        let clock = self.session.record().clock.as_ref()?;
        let to_move = self.session.game().position().to_move();
        let running = match (self.session.ending(), to_move) {
            // Out of time: the player whose flag fell shows what they spent.
            (Some(Ending::OutOfTime(_)), _) | (None, Some(_)) => self.turn_ms(),
            _ => 0,
        };
        Some(clock.left(self.session.played_movers(), to_move, running))
    }

    /// The clocks as shown beside the names ("4:59"), South's first.
    pub fn clocks_shown(&self) -> Option<[String; 2]> {
        self.clocks().map(|left| left.map(clock::shown))
    }

    /// The time a computer may think now, under a clock (milliseconds), if it plays
    /// under one.
    pub(crate) fn clock_share(&self) -> Option<u64> {
        let clock = self.session.record().clock.as_ref()?;
        let mover = self.session.game().position().to_move()?;
        let left = self.clocks()?[mover.index()];
        Some(thinking_share(left, clock.control.increment_ms))
    }

    /// The time the action about to be played took, counted into the record's clock
    /// with it; the next turn's time starts now.
    pub(super) fn spend_turn(&mut self) -> u64 {
        let spent = self.given_spent.take().unwrap_or_else(|| self.turn_ms());
        self.timer.restart();
        self.ai.thought = None;
        spent
    }

    /// Play `action` (checked by the engine already), recording that it took `spent`
    /// milliseconds as its player's side counted them: the network plays the other
    /// side's actions so, with the time they sent, so that both records and both
    /// clocks agree. Animated and logged as any action.
    pub fn play_timed(&mut self, action: mancala_rules::Action, spent: u64) {
        self.given_spent = Some(spent);
        self.play(action, true, false);
        self.given_spent = None;
    }

    /// A turn begins afresh (after an undo or a redo): its time is counted from now.
    pub(super) fn restart_turn(&mut self) {
        self.timer.restart();
        self.ai.thought = None;
        if let Some(clock) = self.session.clock_mut() {
            clock.pending = 0;
        }
    }

    /// If the player to move has run out of time, the game ends so. True when it did
    /// now. Looked at on every pass of the event loop and before a person's action.
    pub fn check_time(&mut self) -> bool {
        // Over the network, the other player's turn is theirs to time: their side says
        // when it runs out.
        if !self.clock_running() || self.animating() || self.remote_to_move() {
            return false;
        }
        let Some(mover) = self.session.game().position().to_move() else {
            return false;
        };
        let Some(left) = self.clocks() else {
            return false;
        };
        if left[mover.index()] > 0 {
            return false;
        }
        let spent = self.turn_ms();
        self.ran_out(mover, spent)
    }

    /// `player`'s time ran out `spent` milliseconds into their turn: the game ends so.
    /// The network calls this for the other side's, with the time they sent.
    pub fn ran_out(&mut self, player: Player, spent: u64) -> bool {
        if let Some(clock) = self.session.clock_mut() {
            clock.pending = spent;
        }
        self.conclude(Ending::OutOfTime(player))
    }

    /// The player at this keyboard who would resign: the person against the computer,
    /// else (two people at one keyboard, or watching) the player to move.
    pub fn resigner(&self) -> Player {
        if let Some(net) = &self.net {
            return net.side.opponent();
        }
        match self.session.record().computers {
            [None, Some(_)] => Player::South,
            [Some(_), None] => Player::North,
            _ => self.player(),
        }
    }

    /// The resign key: ask "Resign this game? y/n" on the status line.
    pub(crate) fn ask_resign(&mut self) {
        self.finish_animation();
        self.resign_asked = true;
        let player = crate::words::position::player_label(self.names(), self.resigner());
        self.message = Some((crate::t!("play-resign-ask", player = player), false));
    }

    /// `player` resigns. False when the game is over already. The network calls this
    /// for a resignation the other side sends, as the resign key does for this side's.
    pub fn resign(&mut self, player: Player) -> bool {
        self.resign_asked = false;
        self.conclude(Ending::Resigned(player))
    }

    /// End the game by a player: the record keeps it, the log and the status line say
    /// it, the computer stops thinking.
    fn conclude(&mut self, ending: Ending) -> bool {
        self.finish_animation();
        if !self.session.conclude(ending) {
            return false;
        }
        self.cancel_search();
        self.resign_asked = false;
        self.mark_unsaved();
        // The status line says it too, from the ending (no message over it).
        let sentence = crate::words::position::ending_sentence(ending, self.names());
        self.message = None;
        self.log.push(sentence);
        true
    }

    /// Undo a resignation or a turn run out of time: the game goes on. A turn out of
    /// time takes the action before it back too (its player had no time left; the one
    /// before gets back the time they had). True when there was one.
    pub(super) fn undo_ending(&mut self) -> Option<Ending> {
        let ending = self.session.take_back_ending()?;
        self.restart_turn();
        self.log.push(crate::t!(
            "play-ending-undone",
            key = ending.key(),
            turn = crate::words::position::status_line(self.session.game(), self.names())
        ));
        Some(ending)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::record::{Clock, Record, TimeControl};
    use crate::tui::clock::FakeTime;

    #[test]
    fn an_action_played_with_the_time_its_side_sent_keeps_that_time() {
        let mut record = Record::new(
            mancala_rules::Rules::hoyito(6),
            ["Ana".into(), "Ben".into()],
        );
        record.clock = Some(Clock::new(TimeControl::parse("1+0").unwrap()));
        let mut p = PlayState::new(record).unwrap();
        let fake = FakeTime::default();
        p.set_time_source(Arc::new(fake.clone()));
        fake.advance(9_000);
        let action = p.session.game().position().legal_actions()[0];
        // Measured here 9 s; the other side says 4 s: theirs is kept.
        p.play_timed(action, 4_000);
        assert_eq!(p.session.record().clock.as_ref().unwrap().spent, [4_000]);
        assert_eq!(p.clocks(), Some([56_000, 60_000]));
        // The next action is timed here again, from the end of the sowing shown.
        fake.advance(700);
        p.finish_animation();
        fake.advance(1_500);
        let action = p.session.game().position().legal_actions()[0];
        assert!(p.choose(action));
        assert_eq!(
            p.session.record().clock.as_ref().unwrap().spent,
            [4_000, 1_500]
        );
    }

    #[test]
    fn the_computer_thinks_a_share_of_its_time_and_keeps_most_of_it() {
        // Five minutes and 3 s: 10 s + 2.25 s.
        assert_eq!(thinking_share(300_000, 3000), 12_250);
        // Little left: never more than half of it.
        assert_eq!(thinking_share(1000, 3000), 500);
        // Nothing left: a few milliseconds all the same (the flag falls anyway).
        assert_eq!(thinking_share(-20, 0), 5);
        // A long game (a hundred actions of the computer's, each search 2 ms over its
        // share) within one minute and no increment: time is left at the end.
        let mut left: i64 = 60_000;
        for _ in 0..100 {
            left -= thinking_share(left, 0) as i64 + 2;
        }
        assert!(left > 1_000, "{left}");
        // With an increment, the time left does not run down.
        let mut left: i64 = 60_000;
        for _ in 0..500 {
            left -= thinking_share(left, 2_000) as i64 + 2;
            left += 2_000;
        }
        assert!(left > 5_000, "{left}");
    }
}
