//! Hoyito I's move: relay laps in which every drop that makes a hole hold exactly 4
//! takes those 4 at once (*en passant*), with no chain and no extra turn.
//!
//! Kept apart from the relay of `sowing.rs`, which Hoyito II, Hoyito III and Tsoro
//! share: an en-passant lap changes holes behind the sowing as it goes, so neither the
//! whole rounds at once nor the packed laps of that relay apply, and Hoyito I's own
//! path costs the other games nothing (the game is chosen once per move). The
//! endless-sowing rule is the same: the lap sequence of a move is followed once,
//! exactly and in O(1) memory, by the finder of `sowing.rs` (`follow`), whose state
//! here is an [`EnPassantLap`]; a capture only removes seeds, so a lap start that
//! repeats an earlier one has had no capture since it.

use super::Position;
use crate::event::{CaptureKind, Event, Observer, REPORTED_LAPS};
use crate::sowing::{LapState, MoveEnd, QUIET_LAPS, follow};
use crate::types::{EndReason, Hole};

/// The holes of the largest Hoyito board (2x12).
const MOST_HOLES: usize = 24;

/// A lap start of Hoyito I: the hole about to be lifted and the counts of the circuit
/// (the whole board; zero past its holes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EnPassantLap {
    hole: u8,
    counts: [u8; MOST_HOLES],
}

/// Sow the seeds of `circuit[from]` one per hole from the next hole on (the origin is
/// not skipped); a drop that makes a hole hold exactly 4 takes them at once (the hole
/// is then empty). `dropped(hole, count, taken)` is told of each seed: the count it
/// made, and whether that took the hole. Returns the index where the last seed fell:
/// it holds 0 there when the last seed made a casa, 1 when it fell into an empty hole.
#[inline]
pub(crate) fn sow_en_passant(
    circuit: &mut [u8],
    from: usize,
    mut dropped: impl FnMut(usize, u8, bool),
) -> usize {
    let len = circuit.len();
    let seeds = circuit[from];
    circuit[from] = 0;
    let mut i = from;
    for _ in 0..seeds {
        i += 1;
        if i == len {
            i = 0;
        }
        let count = circuit[i] + 1;
        let taken = count == 4;
        circuit[i] = if taken { 0 } else { count };
        dropped(i, count, taken);
    }
    i
}

/// Whether the lap that ended in a hole now holding `count` is followed by another:
/// not after a casa (the hole was taken: 0) nor in a hole that was empty (1).
#[inline(always)]
pub(crate) fn relays_en_passant(count: u8) -> bool {
    count >= 2
}

impl LapState for EnPassantLap {
    #[inline]
    fn step(&mut self, len: usize, _: impl Fn(u8) -> bool + Copy) -> bool {
        let end = sow_en_passant(&mut self.counts[..len], self.hole as usize, |_, _, _| {});
        self.hole = end as u8;
        relays_en_passant(self.counts[end])
    }
}

/// How the laps of a Hoyito I move ended: the state after its last lap (or at the
/// repeated lap start), the laps sown, and whether the endless-sowing rule stopped it.
struct LapsOfMove {
    last: EnPassantLap,
    laps: u64,
    endless: bool,
}

/// The laps of a move from `start`: the first [`QUIET_LAPS`] with nothing per lap
/// (a relay that stops within them cannot have repeated), then the finder from the
/// move's first lap start.
fn laps_of_move(start: EnPassantLap, len: usize) -> LapsOfMove {
    let mut state = start;
    for lap in 1..=QUIET_LAPS {
        if !state.step(len, |_| true) {
            return LapsOfMove {
                last: state,
                laps: lap,
                endless: false,
            };
        }
    }
    match follow(start, len, |_| true) {
        (MoveEnd::Repeat { laps }, last) => LapsOfMove {
            last,
            laps,
            endless: true,
        },
        (MoveEnd::Ended { laps }, last) => LapsOfMove {
            last,
            laps,
            endless: false,
        },
    }
}

impl Position {
    /// Hoyito I: a whole move from the origin, board index `from`. En-passant captures
    /// go to the mover as they happen; the last seed ends the move in an empty hole or a
    /// casa (taken), else relays; the turn then passes. When the mover captured in the
    /// move and exactly 4 seeds are left, the mover takes them and the game is over.
    pub(super) fn hoyito_i_move<O: Observer>(&mut self, from: usize, obs: &mut O) {
        let mover = self.to_move;
        let len = self.layout.circuit_len();
        let mut start = EnPassantLap {
            hole: from as u8,
            counts: [0; MOST_HOLES],
        };
        start.counts[..len].copy_from_slice(&self.board[..len]);
        let laps = laps_of_move(start, len);
        if O::ENABLED {
            self.report_laps(start, &laps, obs);
        }
        let end = laps.last.hole as usize;
        self.board[..len].copy_from_slice(&laps.last.counts[..len]);
        let left: u16 = self.board[..len].iter().map(|&c| c as u16).sum();
        let taken = self.on_board - left;
        self.on_board = left;
        self.captured[mover.index()] += taken;
        if O::ENABLED && !laps.endless && self.board[end] == 1 {
            obs.event(Event::EndedInEmpty {
                hole: self.layout.hole(end),
            });
        }
        // The end rule, after any capture of the move (an endless stop keeps the
        // captures made before it, so it counts too).
        if taken > 0 && self.on_board == 4 {
            let rest: Vec<usize> = (0..len).filter(|&i| self.board[i] > 0).collect();
            self.capture(&rest, CaptureKind::LastFour, obs);
        }
        if self.on_board == 0 {
            let winner = self.leader_by_captures();
            return self.finish(winner, EndReason::AllCaptured, obs);
        }
        self.start_turn(mover.opponent(), obs);
    }

    /// Tell `obs` the laps of a move decided as `laps`, from `start`: the first
    /// [`REPORTED_LAPS`] seed by seed, with each en-passant capture as it happens and
    /// the last seed's casa; the rest as one summary, the holes they took before it.
    fn report_laps<O: Observer>(&self, start: EnPassantLap, laps: &LapsOfMove, obs: &mut O) {
        let layout = self.layout;
        let by = self.to_move;
        let len = layout.circuit_len();
        let mut state = start;
        let shown = laps.laps.min(REPORTED_LAPS);
        let took = |holes: Vec<(Hole, u8)>, kind: CaptureKind| Event::Captured {
            by,
            kind,
            seeds: 4 * holes.len() as u16,
            holes,
        };
        let mut skipped_takes = Vec::new();
        let mut last_casa = None;
        for lap in 0..laps.laps {
            let from = state.hole as usize;
            let seeds = state.counts[from];
            let shown_lap = lap < shown;
            let last_lap = lap + 1 == laps.laps && !laps.endless;
            let mut events = Vec::new();
            if shown_lap {
                events.push(Event::LapStarted {
                    lap,
                    from: layout.hole(from),
                    seeds,
                });
            }
            let mut seeds_left = seeds;
            let end = sow_en_passant(&mut state.counts[..len], from, |i, count, taken| {
                seeds_left -= 1;
                let hole = layout.hole(i);
                if shown_lap {
                    events.push(Event::SeedDropped { hole, count });
                }
                if !taken {
                    return;
                }
                let casa = seeds_left == 0 && last_lap;
                match (shown_lap, casa) {
                    (_, true) => last_casa = Some(hole),
                    (true, false) => events.push(took(vec![(hole, 4)], CaptureKind::EnPassant)),
                    (false, false) => skipped_takes.push((hole, 4)),
                }
            });
            state.hole = end as u8;
            if shown_lap {
                for event in events {
                    obs.event(event);
                }
                obs.event(Event::LapEnded {
                    hole: layout.hole(end),
                    count: state.counts[end],
                });
                if let Some(hole) = last_casa.take() {
                    obs.event(took(vec![(hole, 4)], CaptureKind::Casa));
                }
            }
        }
        if laps.laps > shown {
            // The takes before the summary: it sets the board as it is after them all.
            if !skipped_takes.is_empty() {
                obs.event(took(skipped_takes, CaptureKind::EnPassant));
            }
            obs.event(Event::LapsSkipped {
                laps: laps.laps - shown,
                board: layout.rows_of(&self.board_with(&state)),
            });
            if let Some(hole) = last_casa {
                obs.event(took(vec![(hole, 4)], CaptureKind::Casa));
            }
        }
        if laps.endless {
            obs.event(Event::EndlessSowing {
                laps: laps.laps,
                at: layout.hole(laps.last.hole as usize),
            });
        }
    }

    /// This position's board with the counts of a lap state.
    fn board_with(&self, state: &EnPassantLap) -> [u8; crate::layout::BOARD_CAPACITY] {
        let mut board = self.board;
        let len = self.layout.circuit_len();
        board[..len].copy_from_slice(&state.counts[..len]);
        board
    }
}
