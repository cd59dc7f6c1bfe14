//! The laps of a move: quietly when nobody watches, through the endless-sowing track
//! when the move is reported (see `sowing.rs` for why both are exact).

use super::Game;
use crate::rules::event::{Event, Observer, REPORTED_LAPS};
use crate::rules::layout::{BOARD_CAPACITY, Layout, MAX_CIRCUIT};
use crate::rules::sowing::{
    KEY_LIMIT, LapCheck, MoveEnd, QuietRelay, play_move_exactly, relay_quietly, sow_lap,
};
use crate::rules::types::GameKind;

/// Laps a quiet move runs before the exact endless-sowing machinery takes it over.
const QUIET_LAPS: usize = KEY_LIMIT;

/// Bytes of a circuit kept from the start of a quiet move: at least the longest circuit,
/// and within the padded board from any circuit's base (at most `MAX_CIRCUIT`, North's
/// circuit in Tsoro 4x21).
pub(super) const MOVE_START: usize = 48;
const _: () = assert!(MOVE_START >= MAX_CIRCUIT && MAX_CIRCUIT + MOVE_START <= BOARD_CAPACITY);

/// How a run of relay laps ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LapsEnd {
    /// The endless-sowing rule stopped the move.
    Endless,
    /// The last lap ended at this board index.
    At(usize),
}

/// Hoyito II: a lap relays unless its last seed made a casa (4) or fell in an empty hole.
fn hoyito_relays(count: u8) -> bool {
    count != 1 && count != 4
}

/// Tsoro, with every head choice taken as `continue`: a lap relays unless it ended in an
/// empty hole.
fn tsoro_relays(count: u8) -> bool {
    count != 1
}

/// Tsoro: a lap that ended at circuit index `end`, now holding `count`, is followed by
/// another lap of the same run: it did not end in an empty hole or at a head.
fn tsoro_goes_on(layout: &Layout, end: usize, count: u8) -> bool {
    tsoro_relays(count) && !layout.is_head_local(end)
}

impl Game {
    /// Start the endless-sowing track of a move whose first lap lifts board index `from`.
    pub(super) fn begin_tracked_move(&mut self, from: usize) {
        let base = self.layout.circuit_base(self.to_move);
        let len = self.layout.circuit_len();
        self.track.begin(from - base, &self.board[base..base + len]);
        self.unreported_laps = 0;
    }

    /// The laps of a move from its origin, board index `from`, up to where it ends or
    /// reaches a choice: through the track when someone watches, quietly otherwise.
    pub(super) fn move_laps<O: Observer>(&mut self, from: usize, obs: &mut O) -> LapsEnd {
        if O::ENABLED {
            self.begin_tracked_move(from);
            self.run_laps(from, obs)
        } else {
            self.quiet_laps(from)
        }
    }

    /// A move's laps when nobody watches: [`relay_quietly`] pays nothing for the
    /// endless-sowing rule, which cannot have applied if the relay stops within
    /// [`QUIET_LAPS`] laps (nearly every move). A longer relay is played again from the
    /// move's first lap start by the exact finder (Hoyito II) or the track (Tsoro). The
    /// reported path must reach the same position; `tests/properties.rs` and
    /// `tests/endless_sowing.rs` check it.
    fn quiet_laps(&mut self, from: usize) -> LapsEnd {
        self.quiet_laps_within(from, QUIET_LAPS)
    }

    /// [`Game::quiet_laps`] with the hand-off after `limit` laps (tests use small ones).
    fn quiet_laps_within(&mut self, from: usize, limit: usize) -> LapsEnd {
        // One copy of the loop per game, so that Hoyito II's pays for no heads and no
        // circuit base (its circuit is the whole board).
        match self.rules.game {
            GameKind::HoyitoII => self.quiet_laps_of::<false>(from, limit),
            GameKind::Tsoro => self.quiet_laps_of::<true>(from, limit),
        }
    }

    fn quiet_laps_of<const TSORO: bool>(&mut self, from: usize, limit: usize) -> LapsEnd {
        let base = if TSORO {
            self.layout.circuit_base(self.to_move)
        } else {
            0
        };
        let len = self.layout.circuit_len();
        let local = from - base;
        // The move's first lap start, in case the relay runs long or continues at a head
        // (a fixed-size copy: the board is padded past every circuit's end).
        self.move_start
            .copy_from_slice(&self.board[base..base + MOVE_START]);
        let layout = self.layout;
        let circuit = &mut self.board[base..base + len];
        let sown = &mut self.seeds_sown;
        let relay = if TSORO {
            let goes_on = |end, c| tsoro_goes_on(&layout, end, c);
            relay_quietly(circuit, local, limit, goes_on, sown)
        } else {
            relay_quietly(circuit, local, limit, |_, c| hoyito_relays(c), sown)
        };
        let first = &self.move_start[..len];
        match relay {
            QuietRelay::Ended { at, laps } => {
                if TSORO && circuit[at] > 1 {
                    // At a head: a `continue` goes on with the same lap sequence.
                    self.track.resume_after_quiet(local, first, laps);
                }
                LapsEnd::At(base + at)
            }
            QuietRelay::TooLong if TSORO => {
                circuit.copy_from_slice(first);
                self.begin_tracked_move(from);
                self.run_laps(from, &mut ())
            }
            QuietRelay::TooLong => {
                circuit.copy_from_slice(first);
                let mut hole = local;
                match play_move_exactly(&mut hole, circuit, hoyito_relays) {
                    MoveEnd::Repeat { .. } => LapsEnd::Endless,
                    MoveEnd::Ended { .. } => LapsEnd::At(hole),
                }
            }
        }
    }

    /// Play laps from board index `from` until a lap ends the sequence (by the game's own
    /// rule) or the endless-sowing rule stops it, reporting them to `obs`.
    pub(super) fn run_laps<O: Observer>(&mut self, from: usize, obs: &mut O) -> LapsEnd {
        let base = self.layout.circuit_base(self.to_move);
        let len = self.layout.circuit_len();
        let mut local = from - base;
        loop {
            let circuit = &mut self.board[base..base + len];
            let laps_before = self.track.laps();
            let verdict = match self.rules.game {
                GameKind::HoyitoII => self.track.check(&mut local, circuit, hoyito_relays, false),
                GameKind::Tsoro => self.track.check(&mut local, circuit, tsoro_relays, true),
            };
            // Laps a long move was played through at once are reported like unshown laps.
            // The track counts a lap it lets lift at once; after a repeat nothing is lifted.
            let lifting = u64::from(verdict != LapCheck::Repeat);
            self.unreported_laps += self.track.laps().saturating_sub(laps_before + lifting);
            match verdict {
                LapCheck::Lift => {}
                LapCheck::Repeat => {
                    self.flush_skipped_laps(obs);
                    if O::ENABLED {
                        obs.event(Event::EndlessSowing {
                            laps: self.track.laps(),
                            at: self.layout.hole(base + local),
                        });
                    }
                    return LapsEnd::Endless;
                }
                LapCheck::Ended => {
                    self.flush_skipped_laps(obs);
                    return LapsEnd::At(base + local);
                }
            }
            let lap = self.track.laps() - 1;
            let seeds = circuit[local];
            self.seeds_sown += seeds as u64;
            let end = if O::ENABLED && lap < REPORTED_LAPS {
                obs.event(Event::LapStarted {
                    lap,
                    from: self.layout.hole(base + local),
                    seeds,
                });
                circuit[local] = 0;
                let mut i = local;
                for _ in 0..seeds {
                    i = if i + 1 == len { 0 } else { i + 1 };
                    circuit[i] += 1;
                    obs.event(Event::SeedDropped {
                        hole: self.layout.hole(base + i),
                        count: circuit[i],
                    });
                }
                obs.event(Event::LapEnded {
                    hole: self.layout.hole(base + i),
                    count: circuit[i],
                });
                i
            } else {
                self.unreported_laps += 1;
                sow_lap(circuit, local)
            };
            self.track.lap_sown(local, seeds);
            let count = circuit[end];
            let goes_on = match self.rules.game {
                GameKind::HoyitoII => hoyito_relays(count),
                GameKind::Tsoro => tsoro_goes_on(&self.layout, end, count),
            };
            if !goes_on {
                self.flush_skipped_laps(obs);
                return LapsEnd::At(base + end);
            }
            local = end;
        }
    }

    fn flush_skipped_laps<O: Observer>(&mut self, obs: &mut O) {
        if O::ENABLED && self.unreported_laps > 0 {
            obs.event(Event::LapsSkipped {
                laps: self.unreported_laps,
                board: self.rows(),
            });
        }
        self.unreported_laps = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::super::Phase;
    use super::*;
    use crate::rules::{Action, Awaiting, Player, Rules, parse_action, parse_hole};

    /// The positions a move from board index `from` goes through, answering `continue` at
    /// every head: its first laps played quietly with the hand-off after `limit` laps,
    /// or through the track.
    fn whole_move(game: &Game, from: usize, quiet: Option<usize>) -> Vec<(Vec<Vec<u8>>, Phase)> {
        let mut g = game.clone();
        let laps = match quiet {
            Some(limit) => g.quiet_laps_within(from, limit),
            None => {
                g.begin_tracked_move(from);
                g.run_laps(from, &mut ())
            }
        };
        let mut seen = vec![(g.rows(), g.phase)];
        match g.rules.game {
            GameKind::HoyitoII => return seen,
            GameKind::Tsoro => g.tsoro_after_laps(laps, &mut ()),
        }
        seen.push((g.rows(), g.phase));
        while g.awaiting() == Some(Awaiting::Head) {
            g.apply(Action::Continue).unwrap();
            seen.push((g.rows(), g.phase));
        }
        seen
    }

    fn game(rules: Rules, rows: &[&[u8]], to_move: Player) -> Game {
        let rows: Vec<Vec<u8>> = rows.iter().map(|r| r.to_vec()).collect();
        Game::from_position(rules, &rows, to_move, [0, 0]).unwrap()
    }

    #[test]
    fn a_quiet_move_handed_off_early_ends_where_the_tracked_one_does() {
        // Hoyito II: South's opening c1 (three relays), and an endless relay of 38 laps
        // (see tests/endless_sowing.rs); Tsoro 4x6: South's opening a1 to the head f1,
        // and a relay from f2 continued through heads into a repeat (tests/tsoro_rules.rs).
        // Every hand-off point, from the first lap on, must give the tracked result, and
        // a quiet first segment must leave the track ready for `continue`.
        let hoyito = Game::new(Rules::hoyito(6)).unwrap();
        let mut endless = Game::new(Rules::hoyito(6)).unwrap();
        for a in [
            "a1", "e2", "e2", "e1", "d2", "a1", "f1", "d2", "e2", "f2", "c1", "a2", "e1", "e2",
        ] {
            endless.apply(parse_action(a).unwrap()).unwrap();
        }
        let tsoro = Game::new(Rules::tsoro(6)).unwrap();
        let looping = game(
            Rules::tsoro(6),
            &[&[1, 0, 1, 0, 2, 3], &[0, 1, 0, 1, 0, 2], &[0; 6], &[2; 6]],
            Player::South,
        );
        let cases = [
            (&hoyito, "c1"),
            (&endless, "b2"),
            (&tsoro, "a1"),
            (&looping, "f2"),
        ];
        for (g, hole) in cases {
            let from = g.layout().index(parse_hole(hole).unwrap()).unwrap();
            let tracked = whole_move(g, from, None);
            for limit in 1..=40 {
                assert_eq!(
                    whole_move(g, from, Some(limit)),
                    tracked,
                    "{hole} handed off after {limit} laps"
                );
            }
        }
    }
}
