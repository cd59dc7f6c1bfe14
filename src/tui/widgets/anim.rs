//! Animation of one action: the display board follows the engine's events step by step.
//!
//! The UI never recomputes a rule: every step applies what an event says (a hole lifted,
//! a seed dropped, holes captured) to a copy of the board that is only for display.

use super::display::Display;
use mancala_rules::{Event, Hole, Player};
use std::time::Duration;

/// Time per seed dropped: a 20-seed relay takes about two seconds.
pub const SEED_STEP: Duration = Duration::from_millis(100);

/// The least time the end of a computer's action is shown when its animation is fitted
/// into a short share of its turn ([`Animation::fit`]): the board as the action left
/// it, before the next action lifts its seeds.
pub const END_SHOWN: Duration = Duration::from_millis(80);
/// A pause on a lift or a capture, so it can be seen.
const PAUSE_STEP: Duration = Duration::from_millis(250);

/// One visible change to the display board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// What an event says, folded onto the board by [`Display::apply`].
    Event(Event),
    /// A captured hole emptied into its capturer's store, one at a time so each is
    /// seen, and the seeds shown always add up.
    Clear { hole: Hole, by: Player, seeds: u8 },
    /// A relay too long to show: the board it ends on, and the laps it skips.
    Skip { board: Vec<Vec<u8>>, laps: u64 },
}

/// Laps of one action shown seed by seed; a longer relay (an endless one above all)
/// then jumps to the position the engine reached.
const ANIMATED_LAPS: u64 = 12;

/// Turn an action's events into visible steps and how long each is shown, from the
/// board `before` the action. A relay too long to show jumps to the board its laps
/// end on, folded from the same events (so that what follows, a capture or the end
/// by repetition, is shown from where the sowing really stopped).
pub fn steps(events: &[Event], before: &Display) -> Vec<(Step, Duration)> {
    let mut out = Vec::new();
    // Every event folded here as it comes, shown or skipped: the board a skip lands on.
    let mut folded = before.clone();
    let mut skipped: Option<u64> = None;
    for e in events {
        let lap_event = matches!(
            e,
            Event::LapStarted { .. } | Event::SeedDropped { .. } | Event::LapsSkipped { .. }
        );
        if let Some(laps) = skipped {
            if lap_event {
                folded.apply(e);
                skipped = Some(laps + laps_from(std::slice::from_ref(e)));
                continue;
            }
            out.push((
                Step::Skip {
                    board: folded.board.clone(),
                    laps,
                },
                PAUSE_STEP * 2,
            ));
            skipped = None;
        }
        folded.apply(e);
        let wait = match e {
            Event::LapStarted { lap, .. } if *lap >= ANIMATED_LAPS => {
                skipped = Some(1);
                continue;
            }
            Event::LapStarted { .. } => PAUSE_STEP,
            Event::SeedDropped { .. } => SEED_STEP,
            Event::LapsSkipped { .. } => PAUSE_STEP * 2,
            Event::EndlessSowing { .. } => Duration::ZERO,
            // The capture is shown hole by hole: its event is those steps.
            Event::Captured { holes, by, .. } => {
                for &(hole, seeds) in holes {
                    out.push((
                        Step::Clear {
                            hole,
                            by: *by,
                            seeds,
                        },
                        PAUSE_STEP,
                    ));
                }
                continue;
            }
            _ => continue,
        };
        out.push((Step::Event(e.clone()), wait));
    }
    if let Some(laps) = skipped {
        out.push((
            Step::Skip {
                board: folded.board.clone(),
                laps,
            },
            PAUSE_STEP * 2,
        ));
    }
    out
}

/// The laps that `events` start (a summary of skipped laps counts them all).
fn laps_from(events: &[Event]) -> u64 {
    events
        .iter()
        .map(|e| match e {
            Event::LapStarted { .. } => 1,
            Event::LapsSkipped { laps, .. } => *laps,
            _ => 0,
        })
        .sum()
}

/// An animation in progress over a display board, with the seeds each player has
/// captured as far as the board has shown.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The board, captured seeds and laps shown.
    pub shown: Display,
    pub highlight: Option<Hole>,
    /// The player whose action is being shown.
    pub mover: Player,
    /// Seeds lifted and not yet dropped in the lap being shown.
    pub in_hand: u8,
    /// Seeds moved to a store so far by the captures being shown (0 while sowing).
    pub taken: u16,
    steps: Vec<(Step, Duration)>,
    next: usize,
}

/// The position an action starts from, for its animation.
#[derive(Clone, Debug)]
pub struct Before {
    pub board: Vec<Vec<u8>>,
    pub captured: [u16; 2],
    pub mover: Player,
}

impl Animation {
    /// Start animating the action's `events` from the position before it.
    pub fn new(before: Before, events: &[Event]) -> Animation {
        let shown = Display::new(before.board, before.captured);
        Animation {
            steps: steps(events, &shown),
            shown,
            highlight: None,
            mover: before.mover,
            in_hand: 0,
            taken: 0,
            next: 0,
        }
    }

    /// How long the steps not yet shown take, at the normal speed.
    pub fn remaining(&self) -> Duration {
        self.steps[self.next.min(self.steps.len())..]
            .iter()
            .map(|(_, wait)| *wait)
            .sum()
    }

    /// Shorten the steps not yet shown, all in proportion, so that they take `total`
    /// at most (the computer's actions: see `computer::ActionPace`).
    ///
    /// But the last step (the board as the action leaves it) keeps [`END_SHOWN`] (or its
    /// own time, if shorter), so a short share still shows how the action ended; the
    /// others share what is left, which makes the whole a little longer than `total`
    /// when that is less than the end's time.
    pub fn fit(&mut self, total: Duration) {
        let now = self.remaining();
        if now <= total || now.is_zero() {
            return;
        }
        let k = total.as_secs_f64() / now.as_secs_f64();
        let rest = &mut self.steps[self.next..];
        let Some(((_, last), others)) = rest.split_last_mut() else {
            return;
        };
        let end = (*last).min(END_SHOWN);
        if last.mul_f64(k) >= end {
            *last = last.mul_f64(k);
            for (_, wait) in others {
                *wait = wait.mul_f64(k);
            }
            return;
        }
        let before = now - *last;
        let room = total.saturating_sub(end);
        let k = if before.is_zero() {
            0.0
        } else {
            room.as_secs_f64() / before.as_secs_f64()
        };
        *last = end;
        for (_, wait) in others {
            *wait = wait.mul_f64(k);
        }
    }

    /// Whether any step is left.
    pub fn is_done(&self) -> bool {
        self.next >= self.steps.len()
    }

    /// Show the next step; returns how long to show it.
    pub fn advance(&mut self) -> Option<Duration> {
        let (step, wait) = self.steps.get(self.next)?.clone();
        self.next += 1;
        match step {
            Step::Event(e) => {
                match &e {
                    Event::LapStarted { from, seeds, .. } => {
                        self.highlight = Some(*from);
                        self.in_hand = *seeds;
                    }
                    Event::SeedDropped { hole, .. } => {
                        self.highlight = Some(*hole);
                        self.in_hand = self.in_hand.saturating_sub(1);
                    }
                    Event::LapsSkipped { .. } => {
                        self.highlight = None;
                        self.in_hand = 0;
                    }
                    _ => {}
                }
                self.shown.apply(&e);
            }
            Step::Clear { hole, by, seeds } => {
                self.shown.set(hole, 0);
                self.shown.captured[by.index()] += u16::from(seeds);
                self.taken += u16::from(seeds);
                self.highlight = Some(hole);
            }
            Step::Skip { board, laps } => {
                self.shown.board = board;
                self.shown.laps += laps;
                self.highlight = None;
                self.in_hand = 0;
            }
        }
        Some(wait)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    fn before(g: &Game) -> Before {
        Before {
            board: g.position().rows(),
            captured: g.position().captured_both(),
            mover: g.position().current_player(),
        }
    }

    /// The steps' times of `a` from here on, by showing them.
    fn waits(mut a: Animation) -> Vec<Duration> {
        std::iter::from_fn(|| a.advance()).collect()
    }

    #[test]
    fn a_fitted_animation_keeps_the_end_of_the_action_in_sight() {
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        let before = before(&g);
        // c1 from the start: five laps, 26 seeds, 2.6 s and more at a person's pace.
        let events = g.apply_reported("c1".parse().unwrap()).unwrap();
        let fresh = Animation::new(before, &events);
        let own = fresh.remaining();
        let own_end = *waits(fresh.clone()).last().unwrap();
        assert!(own > Duration::from_secs(2) && own_end >= END_SHOWN);
        // A generous share: every step in proportion, the end too.
        let mut a = fresh.clone();
        a.fit(own / 2);
        assert_eq!(a.remaining(), own / 2);
        // A share shorter than the end's own time: the end keeps END_SHOWN, the other
        // steps share nothing; the action takes that much, a little more than asked.
        let mut a = fresh.clone();
        a.fit(Duration::from_millis(50));
        let w = waits(a);
        assert_eq!(*w.last().unwrap(), END_SHOWN);
        assert_eq!(w.iter().sum::<Duration>(), END_SHOWN);
        // In between: the end keeps END_SHOWN and the rest fill the share.
        let mut a = fresh.clone();
        a.fit(Duration::from_millis(300));
        let w = waits(a);
        assert_eq!(*w.last().unwrap(), END_SHOWN);
        let total: Duration = w.iter().sum();
        assert!(
            total.abs_diff(Duration::from_millis(300)) < Duration::from_millis(2),
            "{total:?}"
        );
    }

    #[test]
    fn captured_seeds_are_counted_when_the_board_shows_the_capture() {
        // Hoyito II 2x6, always the first legal hole, up to the first capture.
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        let (start, events) = loop {
            let start = before(&g);
            let events = g.apply_reported(g.position().legal_actions()[0]).unwrap();
            if events.iter().any(|e| matches!(e, Event::Captured { .. })) {
                break (start, events);
            }
        };
        let mover = start.mover;
        let earlier = start.captured;
        let mut a = Animation::new(start, &events);
        assert_eq!(a.mover, mover);
        let mut shown = Vec::new();
        while a.advance().is_some() {
            shown.push(a.shown.captured);
        }
        let now = g.position().captured_both();
        assert_ne!(now, earlier, "the action captured");
        assert_eq!(a.shown.captured, now, "all of it by the end");
        assert!(
            shown.iter().filter(|&&c| c == earlier).count() > 3,
            "nothing is counted while the laps are sown: {shown:?}"
        );
    }

    #[test]
    fn the_animation_ends_on_the_engines_board() {
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        let before = before(&g);
        let events = g.apply_reported("c1".parse().unwrap()).unwrap();
        let mut a = Animation::new(before, &events);
        let mut seeds = 0;
        while let Some(wait) = a.advance() {
            if wait == SEED_STEP {
                seeds += 1;
            }
        }
        assert_eq!(a.shown.board, g.position().rows());
        assert_eq!(
            seeds,
            4 + 5 + 5 + 6 + 6,
            "every seed of the five laps is shown"
        );
    }

    #[test]
    fn the_lap_count_and_the_seeds_in_hand_follow_the_sowing() {
        // c1 from the opening: laps of 4, 5, 5, 6 and 6 seeds.
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        let before = before(&g);
        let events = g.apply_reported("c1".parse().unwrap()).unwrap();
        let mut a = Animation::new(before, &events);
        let mut seen = Vec::new();
        while a.advance().is_some() {
            seen.push((a.shown.laps, a.in_hand));
        }
        assert_eq!(seen[0], (1, 4), "c1 lifted: lap 1, 4 in hand");
        assert_eq!(seen[1], (1, 3), "one seed dropped");
        assert_eq!(seen[5], (2, 5), "the relay from f2 lifts 5");
        assert_eq!(*seen.last().unwrap(), (5, 0), "five laps, the hand empty");
    }

    #[test]
    fn sowing_past_closed_holes_animates_only_the_open_holes() {
        // A round of a match with b1, e1 and f2 closed: the circuit is a1 c1 d1 f1,
        // then e2 d2 c2 b2 a2. South's d1 sows into f1 and e2, going round e1 and f2.
        let closed: Vec<Hole> = ["b1", "e1", "f2"].map(|h| h.parse().unwrap()).into();
        let start =
            mancala_rules::Position::round_start(Rules::hoyito(6), &closed, Player::South, None)
                .unwrap();
        let mut g = Game::from(start);
        // d1, then the first legal action of each turn for a few turns.
        for step in 0..8 {
            if g.position().is_over() {
                break;
            }
            let action = match step {
                0 => "d1".parse().unwrap(),
                _ => g.position().legal_actions()[0],
            };
            let before = before(&g);
            let events = g.apply_reported(action).unwrap();
            let mut a = Animation::new(before, &events);
            let mut sown = Vec::new();
            while a.advance().is_some() {
                if let Some(hole) = a.highlight {
                    assert!(!closed.contains(&hole), "{action}: {hole} is closed");
                    sown.push(hole);
                }
                for hole in &closed {
                    let cell = a.shown.board[hole.row as usize - 1][hole.col as usize];
                    assert_eq!(cell, 0, "{action}: closed {hole} holds nothing");
                }
            }
            assert_eq!(a.shown.board, g.position().rows(), "{action}");
            if step == 0 {
                let first: Vec<String> = sown.iter().take(5).map(|h| h.to_string()).collect();
                assert_eq!(first, ["d1", "f1", "e2", "d2", "c2"], "the first lap");
            }
        }
    }

    #[test]
    fn a_very_long_relay_jumps_to_the_end_after_a_few_laps() {
        // The 221,778-lap endless relay of the endless-sowing tests.
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        for a in ["b1", "f2", "b2", "e1", "f2", "c2", "c1", "d2", "b1"] {
            g.apply(a.parse().unwrap()).unwrap();
        }
        let before = before(&g);
        let events = g.apply_reported("f2".parse().unwrap()).unwrap();
        let mut a = Animation::new(before, &events);
        let mut steps = 0;
        while a.advance().is_some() {
            steps += 1;
        }
        assert!(steps < 120, "{steps} steps");
        assert_eq!(a.shown.board, g.position().rows());
        assert_eq!(
            a.shown.laps, 221_778,
            "the laps the engine counted, shown or not"
        );
    }
}
