//! Animation of one action: the display board follows the engine's events step by step.
//!
//! The UI never recomputes a rule: every step applies what an event says (a hole lifted,
//! a seed dropped, holes captured) to a copy of the board that is only for display.

use crate::rules::{Event, Hole};
use std::time::Duration;

/// Time per seed dropped: a 20-seed relay takes about two seconds.
pub const SEED_STEP: Duration = Duration::from_millis(100);
/// A pause on a lift or a capture, so it can be seen.
pub const PAUSE_STEP: Duration = Duration::from_millis(250);

/// One visible change to the display board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Set {
        hole: Hole,
        count: u8,
        highlight: Hole,
    },
    Board(Vec<Vec<u8>>),
}

/// Turn an action's events into visible steps and how long each is shown.
pub fn steps(events: &[Event]) -> Vec<(Step, Duration)> {
    let mut out = Vec::new();
    for e in events {
        match e {
            Event::LapStarted { from, .. } => out.push((
                Step::Set {
                    hole: *from,
                    count: 0,
                    highlight: *from,
                },
                PAUSE_STEP,
            )),
            Event::SeedDropped { hole, count } => out.push((
                Step::Set {
                    hole: *hole,
                    count: *count,
                    highlight: *hole,
                },
                SEED_STEP,
            )),
            Event::LapsSkipped { board, .. } => {
                out.push((Step::Board(board.clone()), PAUSE_STEP * 2))
            }
            Event::Captured { holes, .. } => {
                for (h, _) in holes {
                    out.push((
                        Step::Set {
                            hole: *h,
                            count: 0,
                            highlight: *h,
                        },
                        PAUSE_STEP,
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

/// An animation in progress over a display board (rows from row 1 upwards).
#[derive(Clone, Debug)]
pub struct Animation {
    pub board: Vec<Vec<u8>>,
    pub highlight: Option<Hole>,
    steps: Vec<(Step, Duration)>,
    next: usize,
}

impl Animation {
    /// Start animating from `board` (the position before the action).
    pub fn new(board: Vec<Vec<u8>>, events: &[Event]) -> Animation {
        Animation {
            board,
            highlight: None,
            steps: steps(events),
            next: 0,
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
            Step::Set {
                hole,
                count,
                highlight,
            } => {
                if let Some(cell) = self
                    .board
                    .get_mut(hole.row as usize - 1)
                    .and_then(|r| r.get_mut(hole.col as usize))
                {
                    *cell = count;
                }
                self.highlight = Some(highlight);
            }
            Step::Board(b) => {
                self.board = b;
                self.highlight = None;
            }
        }
        Some(wait)
    }
}
