//! The laps of a move: decided by the one relay of `sowing.rs`, then shown to whoever
//! watches.

use super::Position;
use super::en_passant::{relays_en_passant, sow_en_passant};
use crate::event::{Event, Observer, REPORTED_LAPS};
use crate::layout::{BOARD_CAPACITY, MAX_CIRCUIT};
use crate::sowing::{
    EachDrop, LAP_START_BYTES, MoveLaps, QUIET_LAPS, Relay, relay, sow_lap, sow_lap_to,
};
use crate::types::{GameKind, HoyitoForm};

// A lap start is copied from the padded board at any circuit's base (at most
// `MAX_CIRCUIT`, North's circuit in Tsoro 4x21).
const _: () = assert!(MAX_CIRCUIT + LAP_START_BYTES <= BOARD_CAPACITY);

/// How a run of relay laps ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LapsEnd {
    /// The endless-sowing rule stopped the move.
    Endless,
    /// The last lap ended at this board index.
    At(usize),
}

// Tsoro's laps are sown a word at a time (`relay::<TSORO>`), Hoyito II's seed by seed:
// measured on the playouts bench (CPU time, 3 runs alternated), words took Tsoro 4x21
// from 890 to 857 ms and 4x8 from 500 to 482, but Hoyito II 2x6 from 981 to 1043 and
// 2x12 from 1502 to 1567 (its long relays start each lap in the word the last one
// wrote: probably the partly overlapping read waits for that write).

/// Whether a lap whose last seed fell in a hole now holding `count` relays, heads
/// aside: Hoyito II unless it made a casa (4) or fell in an empty hole; Tsoro unless it
/// fell in an empty hole. (One function per game, chosen at compile time.)
#[inline(always)]
fn relays<const TSORO: bool>(count: u8) -> bool {
    count != 1 && (TSORO || count != 4)
}

/// Whether a lap that ended at circuit index `end`, now holding `count`, is followed by
/// another lap of the same run: the one place each game's rule says so. Tsoro also
/// stops at a head of the mover (`heads`: the mover's [`crate::Layout::head_bits`]), where
/// the mover chooses.
#[inline(always)]
fn goes_on<const TSORO: bool>(heads: u64, end: usize, count: u8) -> bool {
    relays::<TSORO>(count) && !(TSORO && is_head_local(heads, end))
}

/// Whether circuit-local index `local` is one of the `heads` bits.
#[inline(always)]
fn is_head_local(heads: u64, local: usize) -> bool {
    heads >> local & 1 != 0
}

/// [`relay`] on a circuit of `N` holes, for the common boards: the same relay, with
/// the circuit's length a constant.
#[inline(never)]
fn relay_fixed<const N: usize, const TSORO: bool>(
    moves: &mut MoveLaps,
    circuit: &mut [u8; N],
    from: usize,
    goes_on: impl Fn(usize, u8) -> bool,
) -> Relay {
    relay::<TSORO>(
        moves,
        circuit.as_mut_slice(),
        from,
        QUIET_LAPS,
        goes_on,
        relays::<TSORO>,
        TSORO,
    )
}

impl Position {
    /// Whether a sowing from board index `from` (a hole the mover sows, or the head they
    /// continue from) goes on past its first lap, by the game's rule for a lap's end.
    /// False for an empty hole. For the computer's levels that do not see long relays.
    pub(crate) fn first_lap_goes_on(&self, from: usize) -> bool {
        let layout = self.layout;
        let base = layout.circuit_base(self.to_move);
        let len = layout.circuit_len();
        if !(base..base + len).contains(&from) || self.board[from] == 0 {
            return false;
        }
        let mut circuit = [0u8; MAX_CIRCUIT];
        circuit[..len].copy_from_slice(&self.board[base..base + len]);
        let heads = layout.head_bits(self.to_move);
        if layout.kind == GameKind::HoyitoII && self.rules.hoyito == HoyitoForm::I {
            let end = sow_en_passant(&mut circuit[..len], from - base, |_, _, _| {});
            return relays_en_passant(circuit[end]);
        }
        let end = sow_lap(&mut circuit[..len], from - base);
        match layout.kind {
            GameKind::HoyitoII => goes_on::<false>(heads, end, circuit[end]),
            GameKind::Tsoro => goes_on::<true>(heads, end, circuit[end]),
        }
    }

    /// Set up the state of a Tsoro move stopped at the head at board index `head`: it
    /// began at board index `origin` with the mover's circuit `start`, and `laps` laps
    /// were sown (going on from heads before if `continued`). False, and nothing
    /// changed, when those laps from that start do not end at that head with this
    /// board: the lap sequence is replayed, so only a move the rules play is accepted.
    pub(super) fn resume_at_head(
        &mut self,
        origin: usize,
        start: &[u8],
        laps: u64,
        continued: bool,
        head: usize,
    ) -> bool {
        let layout = self.layout;
        let base = layout.circuit_base(self.to_move);
        let len = layout.circuit_len();
        if start.len() != len || !(base..base + len).contains(&origin) {
            return false;
        }
        let mut window: [u8; LAP_START_BYTES] =
            self.board[base..base + LAP_START_BYTES].try_into().unwrap();
        window[..len].copy_from_slice(start);
        let local = origin - base;
        let Some(moves) =
            MoveLaps::stopped_at_head(local, len, &window, laps, continued, relays::<true>)
        else {
            return false;
        };
        // The laps, as the relay sows them: each but the last goes on (through a head
        // only if the mover went on from one), and the last ends at the head.
        let mut circuit = [0u8; MAX_CIRCUIT];
        circuit[..len].copy_from_slice(start);
        let mut hole = local;
        for lap in 1..=laps {
            if circuit[hole] == 0 {
                return false;
            }
            let end = sow_lap(&mut circuit[..len], hole);
            let heads = layout.head_bits(self.to_move);
            let went_on = goes_on::<true>(heads, end, circuit[end])
                || continued && is_head_local(heads, end) && relays::<true>(circuit[end]);
            if lap < laps && !went_on {
                return false;
            }
            hole = end;
        }
        if base + hole != head || circuit[..len] != self.board[base..base + len] {
            return false;
        }
        self.moves = moves;
        true
    }

    /// The laps of a move from its origin, board index `from`, up to where it ends or
    /// reaches a choice.
    pub(super) fn move_laps<O: Observer>(&mut self, from: usize, obs: &mut O) -> LapsEnd {
        let base = self.layout.circuit_base(self.to_move);
        let len = self.layout.circuit_len();
        let window = self.board[base..base + LAP_START_BYTES].try_into().unwrap();
        self.moves = MoveLaps::begin_in(from - base, len, window);
        self.run_laps(from, obs)
    }

    /// Relay laps from board index `from` (a move's origin, or a head the mover
    /// continues from) until a lap ends the run or the endless-sowing rule stops it.
    pub(super) fn run_laps<O: Observer>(&mut self, from: usize, obs: &mut O) -> LapsEnd {
        match self.layout.kind {
            GameKind::HoyitoII => self.run_laps_of::<false, O>(from, obs),
            GameKind::Tsoro => self.run_laps_of::<true, O>(from, obs),
        }
    }

    /// [`Self::run_laps`] for one game. Someone watching sees the same laps: the relay
    /// is decided on a copy first, and then its first [`REPORTED_LAPS`] laps are sown
    /// again seed by seed.
    fn run_laps_of<const TSORO: bool, O: Observer>(&mut self, from: usize, obs: &mut O) -> LapsEnd {
        let layout = self.layout;
        // Hoyito II's one circuit is the whole board.
        let base = if TSORO {
            layout.circuit_base(self.to_move)
        } else {
            0
        };
        let len = layout.circuit_len();
        let local = from - base;
        let heads = layout.head_bits(self.to_move);
        let goes_on = move |end, count| goes_on::<TSORO>(heads, end, count);
        if !O::ENABLED {
            let circuit = &mut self.board[base..base + len];
            // Hoyito II 2x6's circuit by its length known here: the laps' steps round
            // it then compare with a constant and need no bounds checks.
            let stop = if !TSORO && len == 12 {
                let circuit: &mut [u8; 12] = circuit.try_into().expect("12 holes");
                relay_fixed::<12, TSORO>(&mut self.moves, circuit, local, goes_on)
            } else {
                relay::<TSORO>(
                    &mut self.moves,
                    circuit,
                    local,
                    QUIET_LAPS,
                    goes_on,
                    relays::<TSORO>,
                    TSORO,
                )
            };
            return match stop {
                Relay::Ended(end) => LapsEnd::At(base + end),
                Relay::Endless(_) => LapsEnd::Endless,
            };
        }
        let mut ahead = self.moves;
        let mut after = [0u8; MAX_CIRCUIT];
        after[..len].copy_from_slice(&self.board[base..base + len]);
        let stop = relay::<TSORO>(
            &mut ahead,
            &mut after[..len],
            local,
            QUIET_LAPS,
            goes_on,
            relays::<TSORO>,
            TSORO,
        );
        let shown_from = self.moves.laps();
        let shown_to = ahead.laps().min(REPORTED_LAPS).max(shown_from);
        let mut hole = local;
        for lap in shown_from..shown_to {
            let circuit = &mut self.board[base..base + len];
            obs.event(Event::LapStarted {
                lap,
                from: layout.hole(base + hole),
                seeds: circuit[hole],
            });
            let mut drops = EachDrop(|i: usize, count| {
                obs.event(Event::SeedDropped {
                    hole: layout.hole(base + i),
                    count,
                })
            });
            hole = sow_lap_to(circuit, hole, &mut drops);
            obs.event(Event::LapEnded {
                hole: layout.hole(base + hole),
                count: circuit[hole],
            });
        }
        if ahead.laps() > shown_to {
            self.board[base..base + len].copy_from_slice(&after[..len]);
            obs.event(Event::LapsSkipped {
                laps: ahead.laps() - shown_to,
                board: self.rows(),
            });
        }
        self.moves = ahead;
        match stop {
            Relay::Ended(end) => LapsEnd::At(base + end),
            Relay::Endless(at) => {
                obs.event(Event::EndlessSowing {
                    laps: ahead.laps(),
                    at: layout.hole(base + at),
                });
                LapsEnd::Endless
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Awaiting, Player, Rules, parse_action};

    /// The positions a move goes through, answering `continue` at every head, played
    /// quietly or watched; with the laps the watcher saw started.
    fn whole_move(game: &Position, first: Action, watched: bool) -> (Vec<Vec<Vec<u8>>>, u64) {
        let mut g = *game;
        let mut seen = Vec::new();
        let mut laps_started = 0;
        let mut action = first;
        loop {
            if watched {
                let events = g.apply_reported(action).unwrap();
                laps_started += events
                    .iter()
                    .filter(|e| matches!(e, Event::LapStarted { .. }))
                    .count() as u64;
            } else {
                g.apply(action).unwrap();
            }
            seen.push(g.rows());
            if g.awaiting() != Some(Awaiting::Head) {
                return (seen, laps_started);
            }
            action = Action::Continue;
        }
    }

    fn game(rules: Rules, rows: &[&[u8]], to_move: Player) -> Position {
        let rows: Vec<Vec<u8>> = rows.iter().map(|r| r.to_vec()).collect();
        crate::Setup::new(rows, to_move, [0, 0])
            .into_position(rules)
            .unwrap()
    }

    /// Worked by hand from the brief: a Tsoro lap relays when its last stone falls in an
    /// occupied hole that is no head; a Hoyito II lap, unless it falls in an empty hole
    /// or makes a casa.
    #[test]
    fn whether_a_first_lap_goes_on_is_the_rule_for_a_laps_end() {
        let north: &[u8] = &[1, 1, 1, 1, 1, 1];
        let tsoro = |row1: &[u8]| {
            game(
                Rules::tsoro(6),
                &[row1, &[0; 6], north, north],
                Player::South,
            )
        };
        let from =
            |p: &Position, name: &str| p.layout().index(crate::parse_hole(name).unwrap()).unwrap();
        // a1's two stones: b1, then c1, which held one.
        let p = tsoro(&[2, 0, 1, 0, 0, 0]);
        assert!(p.first_lap_goes_on(from(&p, "a1")));
        // c1 empty: the lap ends there.
        let p = tsoro(&[2, 0, 0, 1, 0, 0]);
        assert!(!p.first_lap_goes_on(from(&p, "a1")));
        // c1's two stones end in e1, occupied but a head: the mover chooses there.
        let p = tsoro(&[0, 0, 2, 0, 1, 0]);
        assert!(!p.first_lap_goes_on(from(&p, "c1")));
        // An empty hole sows nothing.
        assert!(!p.first_lap_goes_on(from(&p, "a1")));

        let hoyito =
            |row1: &[u8], row2: &[u8]| game(Rules::hoyito(6), &[row1, row2], Player::South);
        // a1's three seeds end in d1, which makes four: a casa ends the lap.
        let p = hoyito(&[3, 0, 0, 3, 0, 0], &[1, 1, 1, 1, 1, 1]);
        assert!(!p.first_lap_goes_on(from(&p, "a1")));
        // d1 makes three: the seeds are lifted again.
        let p = hoyito(&[3, 0, 0, 2, 0, 0], &[1, 1, 1, 1, 1, 2]);
        assert!(p.first_lap_goes_on(from(&p, "a1")));
    }

    #[test]
    fn a_watched_move_goes_through_the_positions_of_the_quiet_one() {
        // Hoyito II: South's opening c1 (five laps), and an endless relay of 38 laps
        // (see tests/it/endless_sowing.rs); Tsoro 4x6: South's opening a1 to the head f1,
        // and a relay from f2 continued through heads into a repeat (tests/it/tsoro_rules.rs).
        let hoyito = Position::new(Rules::hoyito(6)).unwrap();
        let mut endless = Position::new(Rules::hoyito(6)).unwrap();
        for a in [
            "a1", "e2", "e2", "e1", "d2", "a1", "f1", "d2", "e2", "f2", "c1", "a2", "e1", "e2",
        ] {
            endless.apply(parse_action(a).unwrap()).unwrap();
        }
        let tsoro = Position::new(Rules::tsoro(6)).unwrap();
        let looping = game(
            Rules::tsoro(6),
            &[&[1, 0, 1, 0, 2, 3], &[0, 1, 0, 1, 0, 2], &[0; 6], &[2; 6]],
            Player::South,
        );
        let cases = [
            (&hoyito, "c1", 5),
            (&endless, "b2", 38),
            (&tsoro, "a1", 3),
            (&looping, "f2", 0),
        ];
        for (g, first, laps) in cases {
            let first = parse_action(first).unwrap();
            let (quiet, _) = whole_move(g, first, false);
            let (watched, started) = whole_move(g, first, true);
            assert_eq!(watched, quiet, "{first}");
            if laps > 0 {
                assert_eq!(started, laps, "{first}: the laps shown");
            }
        }
    }
}
