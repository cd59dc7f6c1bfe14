//! Relay sowing shared by both games: one lap, and the laps of a move under the
//! endless-sowing rule.
//!
//! The endless-sowing rule compares each lap start (hole about to be lifted, counts of
//! the circuit) with the earlier lap starts of the same move. It must be exact and cost
//! almost nothing on ordinary moves of a few laps. One path, [`relay`], does it:
//!
//! - **The first [`QUIET_LAPS`] laps of a move** are sown with no work per lap at all. A
//!   lap sequence that repeats a lap start cycles from there on and never ends or
//!   reaches a choice, so a relay that stops within them cannot have repeated.
//! - **After them**, the whole lap sequence from the move's first lap start is followed
//!   once in O(1) memory ([`follow`]) to its end or first repeat; the relay then goes
//!   on lap by lap and stops at that repeat (or goes back to it, if the sequence cycled
//!   before the hand-off).
//!
//! The lap sequence of a move does not depend on the mover's choices: a Tsoro head
//! choice only decides whether the sequence goes on (`continue`) or ends (`stop`), so
//! the first repeat found once serves the rest of the move. A move continued from a
//! head looks for it at once (a cycle may pass through heads). Reported moves use the same
//! path: the engine decides a relay first, then shows its laps (see `game/laps.rs`).

use crate::layout::MAX_CIRCUIT;

/// Bytes a lap start keeps: at least the longest circuit, and a fixed size so that a
/// move's first lap start is one short copy from the padded board (whose bytes past the
/// circuit do not change during the move).
pub const LAP_START_BYTES: usize = 48;
const _: () = assert!(LAP_START_BYTES >= MAX_CIRCUIT);

/// Laps of a move sown before the exact finder looks for a repeat.
pub const QUIET_LAPS: u64 = 128;

/// Who watches the seeds of a lap fall, one by one.
pub trait Drops {
    /// False when nobody does: a lap may then add whole rounds at once.
    const EACH: bool;
    /// With nobody watching: the seeds after whole rounds are added eight holes a word
    /// at a time, rather than one by one. Faster for Tsoro's moves, slower for Hoyito
    /// II's long relays (measured; each game's relay chooses, see `game/laps.rs`).
    const WORDS: bool = false;
    /// A seed fell into circuit index `hole`, which now holds `count`.
    fn dropped(&mut self, hole: usize, count: u8);
}

impl Drops for () {
    const EACH: bool = false;
    #[inline(always)]
    fn dropped(&mut self, _: usize, _: u8) {}
}

/// Nobody watches; `WORDS` says how the lap is sown (see [`Drops::WORDS`]).
pub struct Quiet<const WORDS: bool>;

impl<const WORDS: bool> Drops for Quiet<WORDS> {
    const EACH: bool = false;
    const WORDS: bool = WORDS;
    #[inline(always)]
    fn dropped(&mut self, _: usize, _: u8) {}
}

/// Reports each seed of a lap to a closure.
pub struct EachDrop<F: FnMut(usize, u8)>(pub F);

impl<F: FnMut(usize, u8)> Drops for EachDrop<F> {
    const EACH: bool = true;
    fn dropped(&mut self, hole: usize, count: u8) {
        (self.0)(hole, count)
    }
}

/// Sow the seeds of `circuit[from]` one per hole from the next hole on, the origin not
/// skipped, telling `drops` of each; returns the index where the last seed fell.
/// `circuit[from]` must be non-zero, and every count below 255. The one way a lap is
/// sown: seed by seed for a watcher; with nobody watching, whole rounds at once, and
/// with [`Drops::WORDS`] the rest as a run of ones added eight holes at a time
/// (circuits of 8 holes or more), so that a lap has no loop over its seeds.
#[inline]
pub fn sow_lap_to<D: Drops>(circuit: &mut [u8], from: usize, drops: &mut D) -> usize {
    let len = circuit.len();
    let mut seeds = circuit[from] as usize;
    circuit[from] = 0;
    if !D::EACH {
        if seeds >= len {
            seeds = sow_rounds(circuit, seeds);
        }
        if D::WORDS && len >= 8 {
            // Holes `from + 1 .. stop`, wrapping past the end to `0 .. stop - len`.
            let stop = from + 1 + seeds;
            return if stop <= len {
                add_ones(circuit, from + 1, stop);
                stop - 1
            } else {
                add_ones(circuit, from + 1, len);
                add_ones(circuit, 0, stop - len);
                stop - len - 1
            };
        }
    }
    // Most laps are a few seeds: one step per seed, no division.
    let mut i = from;
    for _ in 0..seeds {
        i += 1;
        if i == len {
            i = 0;
        }
        circuit[i] += 1;
        if D::EACH {
            drops.dropped(i, circuit[i]);
        }
    }
    i
}

/// One seed more in each hole of `circuit[a..b]` (a circuit of 8 holes or more, counts
/// below 255 so that no byte carries into the next), eight holes a word: each word is
/// the 8 holes from `a`, or the circuit's last 8 when fewer are left, with ones only in
/// the holes of the run not yet sown.
#[inline(always)]
fn add_ones(circuit: &mut [u8], a: usize, b: usize) {
    let len = circuit.len();
    let mut at = a;
    while at < b {
        let w = at.min(len - 8);
        // The low word of the packed circuits' table: ones in the lowest bytes.
        let ones = (ONES_BELOW[(b - w).min(8)] - ONES_BELOW[at - w]) as u64;
        let word: &mut [u8; 8] = (&mut circuit[w..w + 8]).try_into().unwrap();
        let counts = u64::from_le_bytes(*word);
        debug_assert!(
            word.iter()
                .zip(ones.to_le_bytes())
                .all(|(&c, o)| c < 255 || o == 0)
        );
        *word = (counts + ones).to_le_bytes();
        at = w + 8;
    }
}

/// [`sow_lap_to`] with nobody watching.
#[inline]
pub fn sow_lap(circuit: &mut [u8], from: usize) -> usize {
    sow_lap_to(circuit, from, &mut ())
}

/// One seed in every hole for each whole round `seeds` make of the circuit (the origin
/// included); returns the seeds left over.
#[cold]
fn sow_rounds(circuit: &mut [u8], seeds: usize) -> usize {
    let rounds = (seeds / circuit.len()) as u8;
    for c in circuit.iter_mut() {
        *c += rounds;
    }
    seeds % circuit.len()
}

/// One lap start: the hole about to be lifted and the circuit's counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LapStart {
    hole: u8,
    counts: [u8; LAP_START_BYTES],
}

impl LapStart {
    fn new(hole: usize, circuit: &[u8]) -> LapStart {
        let mut counts = [0; LAP_START_BYTES];
        counts[..circuit.len()].copy_from_slice(circuit);
        LapStart {
            hole: hole as u8,
            counts,
        }
    }
}

/// The endless-sowing state of the move being played: its first lap start, the laps
/// sown since, and once the finder has run, the lap at which it first repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveLaps {
    first: LapStart,
    len: u8,
    laps: u64,
    /// `Some(Some(r))`: lap start `r` repeats an earlier one; `Some(None)`: the
    /// sequence ends without repeating; `None`: not looked for yet.
    repeat_at: Option<Option<u64>>,
    /// The mover went on from a head: the laps no longer stop only where they end.
    continued: bool,
}

impl Default for MoveLaps {
    fn default() -> MoveLaps {
        MoveLaps::begin_in(0, 0, &[0; LAP_START_BYTES])
    }
}

impl MoveLaps {
    /// A move whose first lap lifts `hole` of `circuit`.
    #[cfg(test)]
    pub fn begin(hole: usize, circuit: &[u8]) -> MoveLaps {
        let mut window = [0; LAP_START_BYTES];
        window[..circuit.len()].copy_from_slice(circuit);
        MoveLaps::begin_in(hole, circuit.len(), &window)
    }

    /// A move whose first lap lifts `hole` of the circuit of `len` holes that `window`
    /// begins with (the padded board from the circuit's start).
    #[inline]
    pub fn begin_in(hole: usize, len: usize, window: &[u8; LAP_START_BYTES]) -> MoveLaps {
        MoveLaps {
            first: LapStart {
                hole: hole as u8,
                counts: *window,
            },
            len: len as u8,
            laps: 0,
            repeat_at: None,
            continued: false,
        }
    }

    /// The mover continues from a Tsoro head. The quiet laps are no proof any more: a
    /// cycle may pass through heads, where the mover was asked and went on, so the
    /// relay looks for the first repeat before its next lap.
    pub fn continue_at_head(&mut self) {
        self.continued = true;
    }

    /// Laps sown so far in this move.
    pub fn laps(&self) -> u64 {
        self.laps
    }

    /// Whether the mover went on from a head in this move.
    pub fn continued(&self) -> bool {
        self.continued
    }

    /// The move's first lap start: the circuit index lifted and the window as it was.
    pub fn first(&self) -> (usize, &[u8; LAP_START_BYTES]) {
        (self.first.hole as usize, &self.first.counts)
    }

    /// A move stopped at a head, as [`relay`] leaves it: begun at `hole` of `window`,
    /// `laps` laps sown, `continued` if the mover went on from a head before; `None`
    /// when the move cannot have come so far (it repeats, or ends, before). The
    /// finder's answer is kept exactly when the relay would have asked for it: once
    /// the quiet laps were over, or at once after a continue (it is the same answer
    /// whenever it is asked).
    pub fn stopped_at_head(
        hole: usize,
        len: usize,
        window: &[u8; LAP_START_BYTES],
        laps: u64,
        continued: bool,
        relays: impl Fn(u8) -> bool + Copy,
    ) -> Option<MoveLaps> {
        let mut moves = MoveLaps::begin_in(hole, len, window);
        let (end, _) = follow_from(moves.first, len, relays);
        let (last, repeat) = match end {
            MoveEnd::Repeat { laps } => (laps, Some(laps)),
            MoveEnd::Ended { laps } => (laps, None),
        };
        if laps == 0 || laps > last {
            return None;
        }
        moves.laps = laps;
        moves.continued = continued;
        if continued || laps > QUIET_LAPS {
            moves.repeat_at = Some(repeat);
        }
        Some(moves)
    }
}

/// How a relay stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relay {
    /// The last seed fell in this circuit index, and the lap did not go on.
    Ended(usize),
    /// The lap start at this circuit index repeats an earlier one of the move: the
    /// move ends here, with no capture.
    Endless(usize),
}

/// Relay laps round `circuit` from index `hole` (about to be lifted) for the move
/// `moves`, while `goes_on(end, count)` holds for the hole the last seed fell in, until
/// a lap stops the relay or the endless-sowing rule does. `relays(count)` is the game's
/// rule without its choices (a Tsoro head goes on), which the finder follows; without
/// choices (`goes_on` is `relays`: Hoyito II) the relay takes the finder's end at once
/// instead of sowing its laps again. The first `quiet_laps` laps of the move pay
/// nothing for the endless-sowing rule (see the module's comment); tests hand off
/// earlier. `WORDS` chooses how the laps are sown (see [`Drops::WORDS`]).
#[inline(always)]
pub fn relay<const WORDS: bool>(
    moves: &mut MoveLaps,
    circuit: &mut [u8],
    mut hole: usize,
    quiet_laps: u64,
    goes_on: impl Fn(usize, u8) -> bool,
    relays: impl Fn(u8) -> bool + Copy,
    choices: bool,
) -> Relay {
    // The quiet laps: nothing per lap for the endless-sowing rule, a local count.
    let quiet = if moves.continued {
        0
    } else {
        quiet_laps.saturating_sub(moves.laps)
    };
    for lap in 0..quiet {
        let end = sow_lap_to(circuit, hole, &mut Quiet::<WORDS>);
        if !goes_on(end, circuit[end]) {
            moves.laps += lap + 1;
            return Relay::Ended(end);
        }
        hole = end;
    }
    moves.laps += quiet;
    // After them, every lap stops at the first repeat the finder found.
    loop {
        {
            let repeat = match moves.repeat_at {
                Some(known) => known,
                None => {
                    let (end, state) = follow_from(moves.first, moves.len as usize, relays);
                    let known = match end {
                        MoveEnd::Repeat { laps } => Some(laps),
                        MoveEnd::Ended { .. } => None,
                    };
                    moves.repeat_at = Some(known);
                    let behind = known.is_some_and(|r| r < moves.laps);
                    if behind || !choices {
                        // The relay cycled before the hand-off (back to its first
                        // repeat), or nothing can stop it before the finder's end.
                        circuit.copy_from_slice(&state.counts[..circuit.len()]);
                        let hole = state.hole as usize;
                        return match end {
                            MoveEnd::Repeat { laps } => {
                                moves.laps = laps;
                                Relay::Endless(hole)
                            }
                            MoveEnd::Ended { laps } => {
                                moves.laps = laps;
                                Relay::Ended(hole)
                            }
                        };
                    }
                    known
                }
            };
            if repeat == Some(moves.laps) {
                return Relay::Endless(hole);
            }
        }
        let end = sow_lap_to(circuit, hole, &mut Quiet::<WORDS>);
        moves.laps += 1;
        if !goes_on(end, circuit[end]) {
            return Relay::Ended(end);
        }
        hole = end;
    }
}

/// How a lap sequence, followed to its end at once, ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveEnd {
    /// The lap start at index `laps` repeats an earlier one: `laps` laps were sown.
    Repeat { laps: u64 },
    /// The sequence's last lap (lap number `laps`) ended the relay.
    Ended { laps: u64 },
}

/// One lap-sequence state for the finder.
pub(crate) trait LapState: Copy + Eq {
    /// Play one lap; false when it ends the sequence.
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool;
}

impl LapState for LapStart {
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool {
        let end = sow_lap(&mut self.counts[..len], self.hole as usize);
        self.hole = end as u8;
        continues(self.counts[end])
    }
}

/// Follow the lap sequence `x_0 = start, x_1, ...` to its end or to its first repeated
/// lap start, exactly, in O(1) memory; returns how it ended and the state there (where
/// the last lap ended, or the repeated lap start).
///
/// Endless relays almost always come back to the move's own first lap start (the lap
/// map is one-to-one on the lap starts that occur, as long as no lap goes round the
/// whole circuit: the lifted hole is the first empty one behind where the last seed
/// fell). So every lap start is compared with `x_0`: if `x_t == x_0` is the first
/// return, `t` is the first repeat, because a sequence that repeated earlier is
/// periodic from there on and can never come back to `x_0`. That costs exactly the
/// `lambda` laps of the cycle. For the other case (`mu > 0`) Brent's tortoise runs
/// alongside; once it meets the hare, the cycle length is known and `mu` is found by
/// walking from `x_0` again: about `2 mu + 3 lambda` laps in all.
pub(crate) fn follow<S: LapState>(
    start: S,
    len: usize,
    continues: impl Fn(u8) -> bool + Copy,
) -> (MoveEnd, S) {
    let mut power: u64 = 1;
    let mut lambda: u64 = 1;
    let mut tortoise = start;
    let mut hare = start;
    let mut i: u64 = 0; // the index of `hare`
    loop {
        if !hare.step(len, continues) {
            return (MoveEnd::Ended { laps: i + 1 }, hare);
        }
        i += 1;
        if hare == start {
            return (MoveEnd::Repeat { laps: i }, hare);
        }
        if hare == tortoise {
            break;
        }
        if power == lambda {
            tortoise = hare;
            power *= 2;
            lambda = 0;
        }
        lambda += 1;
    }
    // The cycle is `lambda` laps long and does not pass through `x_0`: the first repeat
    // is `x_(mu + lambda) == x_mu`, where a walker `lambda` laps ahead first meets one
    // from `x_0`. No lap before the repeat ends the move (the hare went past them all).
    let mut tortoise = start;
    let mut hare = start;
    for _ in 0..lambda {
        hare.step(len, continues);
    }
    let mut mu = 0;
    while tortoise != hare {
        tortoise.step(len, continues);
        hare.step(len, continues);
        mu += 1;
    }
    (MoveEnd::Repeat { laps: mu + lambda }, hare)
}

impl LapState for PackedLap {
    /// The lap in word operations. Fewer seeds than holes (nearly every lap): one add of
    /// the lap's precomputed run ([`RUNS`]), which also empties the origin. Otherwise
    /// the lifted byte cleared, whole rounds added to every byte, then the run of the
    /// seeds left over. No shift of the whole 128-bit word: a byte is read from its half.
    #[inline(always)]
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool {
        let from = self.hole as usize;
        let seeds = byte_at(self.counts, from) as usize;
        let (c, end) = if seeds < len {
            let end = from + seeds;
            let end = if end >= len { end - len } else { end };
            (self.counts.wrapping_add(RUNS[len][16 * from + seeds]), end)
        } else {
            self.step_rounds(len, seeds)
        };
        self.counts = c;
        self.hole = end as u8;
        continues(byte_at(c, end))
    }
}

impl PackedLap {
    /// A lap of as many seeds as holes or more: the counts after it and where it ends.
    #[cold]
    fn step_rounds(&self, len: usize, seeds: usize) -> (u128, usize) {
        let from = self.hole as usize;
        let rest = seeds % len;
        // The origin keeps its round and, for the run's add below, the `rest` it takes.
        let lifted = ((seeds - rest) as u128) << (8 * from);
        let c = self.counts - lifted + (seeds / len) as u128 * ONES_BELOW[len];
        let end = (from + rest) % len;
        (c.wrapping_add(RUNS[len][16 * from + rest]), end)
    }
}

/// Byte `i` (below 16) of a packed circuit, read from the 64-bit half it is in.
#[inline(always)]
fn byte_at(counts: u128, i: usize) -> u8 {
    let half = if i < 8 {
        counts as u64
    } else {
        (counts >> 64) as u64
    };
    (half >> (8 * (i & 7))) as u8
}

/// `RUNS[len][16 * from + seeds]`, for `seeds` below `len`: what a lap of `seeds` seeds
/// from hole `from` adds to a packed circuit of `len` holes, as a wrapping add: a one in
/// each of the `seeds` holes after `from`, round the circuit, and the `seeds` taken from
/// the origin. The lap's bytes neither carry nor borrow: the add is exact.
static RUNS: [[u128; 256]; 17] = {
    let mut t = [[0u128; 256]; 17];
    let mut len = 1;
    while len <= 16 {
        let mut from = 0;
        while from < len {
            let mut seeds = 0;
            while seeds < len {
                let mut run = 0u128.wrapping_sub((seeds as u128) << (8 * from));
                let mut k = 1;
                while k <= seeds {
                    run = run.wrapping_add(1 << (8 * ((from + k) % len)));
                    k += 1;
                }
                t[len][16 * from + seeds] = run;
                seeds += 1;
            }
            from += 1;
        }
        len += 1;
    }
    t
};

/// [`follow`] from a lap start, on the packed representation when the circuit fits.
fn follow_from(
    start: LapStart,
    len: usize,
    continues: impl Fn(u8) -> bool + Copy,
) -> (MoveEnd, LapStart) {
    if len <= 16 {
        // Small circuits (Hoyito II 2x6, Tsoro 4x6 to 4x8) fit in one 128-bit word.
        let (end, s) = follow(PackedLap::pack(&start, len), len, continues);
        (end, s.unpack(len))
    } else {
        follow(start, len, continues)
    }
}

/// A lap start of a circuit of at most 16 holes, one count per byte of a `u128`, so a
/// lap is a handful of word operations.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PackedLap {
    counts: u128,
    hole: u8,
}

/// `ONES_BELOW[k]` has a 1 in each of the lowest `k` bytes.
const ONES_BELOW: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut k = 1;
    while k <= 16 {
        t[k] = t[k - 1] | (1u128 << (8 * (k - 1)));
        k += 1;
    }
    t
};

impl PackedLap {
    fn pack(s: &LapStart, len: usize) -> PackedLap {
        let mut bytes = [0u8; 16];
        bytes[..len].copy_from_slice(&s.counts[..len]);
        PackedLap {
            counts: u128::from_le_bytes(bytes),
            hole: s.hole,
        }
    }

    fn unpack(&self, len: usize) -> LapStart {
        LapStart::new(self.hole as usize, &self.counts.to_le_bytes()[..len])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watched_lap_reports_each_seed_and_sows_like_the_quiet_one() {
        for len in [5usize, 12] {
            for seeds in 1..30u8 {
                let mut quiet = [1u8; 12];
                quiet[0] = seeds;
                let mut watched = quiet;
                let mut words = quiet;
                let end = sow_lap(&mut quiet[..len], 0);
                assert_eq!(sow_lap_to(&mut words[..len], 0, &mut Quiet::<true>), end);
                assert_eq!(words, quiet, "in words: len {len} seeds {seeds}");
                let mut seen = Vec::new();
                let mut drops = EachDrop(|hole, count| seen.push((hole, count)));
                assert_eq!(sow_lap_to(&mut watched[..len], 0, &mut drops), end);
                assert_eq!(watched, quiet, "len {len} seeds {seeds}");
                assert_eq!(seen.len(), seeds as usize);
                assert_eq!(seen.last(), Some(&(end, quiet[end])));
                assert_eq!(
                    seen[0],
                    (1 % len, 2),
                    "the first seed falls next to the origin"
                );
            }
        }
    }

    #[test]
    fn a_short_lap_fills_the_next_holes() {
        let mut c = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
        assert_eq!(sow_lap(&mut c, 2), 6);
        assert_eq!(c, [4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    }

    #[test]
    fn a_lap_wraps_round_the_circuit_end() {
        let mut c = [0, 0, 0, 0, 3];
        assert_eq!(sow_lap(&mut c, 4), 2);
        assert_eq!(c, [1, 1, 1, 0, 0]);
    }

    #[test]
    fn a_long_lap_does_not_skip_the_origin() {
        // 12 seeds round a circuit of 5: two full rounds (origin included) and 2 more.
        let mut c = [0, 12, 0, 0, 0];
        assert_eq!(sow_lap(&mut c, 1), 3);
        assert_eq!(c, [2, 2, 3, 3, 2]);
        let mut c = [0, 5, 0, 0, 0];
        assert_eq!(
            sow_lap(&mut c, 1),
            1,
            "the fifth seed falls back into the origin"
        );
        assert_eq!(c, [1, 1, 1, 1, 1]);
    }

    #[test]
    fn brent_finds_the_first_repeat_of_a_pure_cycle() {
        // With "always continue" every lap sequence cycles; compare with brute force.
        let always = |_: u8| true;
        let start = LapStart::new(0, &[2, 0, 1]);
        let found = match follow(start, 3, always).0 {
            MoveEnd::Repeat { laps } => Some(laps),
            MoveEnd::Ended { .. } => None,
        };
        // Brute force: record every lap start until one repeats.
        let mut seen: Vec<LapStart> = Vec::new();
        let mut s = start;
        let expected = loop {
            if seen.contains(&s) {
                break seen.len() as u64;
            }
            seen.push(s);
            let end = sow_lap(&mut s.counts[..3], s.hole as usize);
            s.hole = end as u8;
        };
        assert_eq!(found, Some(expected));
    }

    /// Brute force: laps until the first repeated lap start, or until a lap ends the
    /// sequence (`Err(laps)`), with every lap start kept.
    fn brute(
        circuit: &[u8],
        origin: usize,
        continues: impl Fn(u8) -> bool + Copy,
    ) -> Option<Result<u64, u64>> {
        let mut seen = std::collections::HashSet::new();
        let mut s = LapStart::new(origin, circuit);
        loop {
            if !seen.insert((s.hole, s.counts)) {
                return Some(Ok(seen.len() as u64));
            }
            if seen.len() > 200_000 {
                return None; // too long to check this way in a unit test
            }
            if !LapState::step(&mut s, circuit.len(), continues) {
                return Some(Err(seen.len() as u64));
            }
        }
    }

    #[test]
    fn the_finder_stops_at_the_first_repeat_of_small_positions() {
        // Every position of a few small circuits, "always continue", against brute force.
        let always = |_: u8| true;
        let mut random = crate::test_rng::TestRng::new(0x1234_5678_9ABC_DEF1);
        let mut checked = 0;
        for _ in 0..1500 {
            let rng = random.next_u64();
            let len = 3 + (rng % 3) as usize;
            let mut c = vec![0u8; len];
            for (k, x) in c.iter_mut().enumerate() {
                *x = ((rng >> (8 * k + 3)) % 7) as u8;
            }
            let origin = (rng >> 50) as usize % len;
            if c[origin] == 0 {
                continue;
            }
            let Some(Ok(expected)) = brute(&c, origin, always) else {
                continue;
            };
            let mut repeated = LapStart::new(origin, &c);
            for _ in 0..expected {
                LapState::step(&mut repeated, len, always);
            }
            let start = LapStart::new(origin, &c);
            let (end, state) = follow(start, len, always);
            assert_eq!(
                end,
                MoveEnd::Repeat { laps: expected },
                "{c:?} from {origin}"
            );
            assert!(
                state == repeated,
                "{c:?} from {origin}: stops at the repeat"
            );
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    fn a_packed_lap_sows_like_the_lap_kernel() {
        // Every circuit length the packed laps serve, laps of one seed to past two
        // rounds, from every hole: the same counts and the same end as sow_lap.
        let mut random = crate::test_rng::TestRng::new(0x9ACC_ED1A_9000_0001);
        for len in 1..=16usize {
            for _ in 0..400 {
                let mut c = [0u8; LAP_START_BYTES];
                for x in c[..len].iter_mut() {
                    *x = (random.next_u64() % 6) as u8;
                }
                let from = random.below(len);
                c[from] = 1 + (random.next_u64() % (2 * len as u64 + 3)) as u8;
                let start = LapStart::new(from, &c[..len]);
                let mut packed = PackedLap::pack(&start, len);
                let mut kernel = start;
                let goes_on = packed.step(len, |n| n == 7);
                assert_eq!(goes_on, kernel.step(len, |n| n == 7));
                assert!(packed.unpack(len) == kernel, "len {len} {c:?} from {from}");
            }
        }
    }

    /// A sequence with a tail before its cycle (`x -> x^2 + 1 mod p`), which lap
    /// sequences practically never have: it drives the Brent branch of `follow`.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct Rho(u64, u64);

    impl LapState for Rho {
        fn step(&mut self, _len: usize, _continues: impl Fn(u8) -> bool + Copy) -> bool {
            self.0 = (self.0 * self.0 + 1) % self.1;
            true
        }
    }

    #[test]
    fn the_finder_is_exact_when_the_cycle_does_not_return_to_the_start() {
        let mut with_tail = 0;
        for p in [101u64, 1009, 10_007, 65_537] {
            for x0 in 0..50 {
                let start = Rho(x0, p);
                let mut seen = std::collections::HashMap::new();
                let mut x = start;
                let mut i = 0u64;
                let (mu, at) = loop {
                    if let Some(&j) = seen.get(&x.0) {
                        break (j, i);
                    }
                    seen.insert(x.0, i);
                    x.step(0, |_| true);
                    i += 1;
                };
                if mu > 0 {
                    with_tail += 1;
                }
                assert_eq!(
                    follow(start, 0, |_| true),
                    (MoveEnd::Repeat { laps: at }, x),
                    "p {p} x0 {x0}"
                );
            }
        }
        assert!(with_tail > 100, "{with_tail}");
    }

    /// Relay a lap sequence as a move does, handing off after `quiet` laps; the laps
    /// and how it ended (`Ok` a repeat, `Err` an end), with the lap start it stopped at.
    fn through_relay<const WORDS: bool>(
        circuit: &[u8],
        origin: usize,
        continues: impl Fn(u8) -> bool + Copy,
        quiet: u64,
        choices: bool,
    ) -> (Result<u64, u64>, LapStart) {
        let mut c = circuit.to_vec();
        let mut moves = MoveLaps::begin(origin, &c);
        let stop = relay::<WORDS>(
            &mut moves,
            &mut c,
            origin,
            quiet,
            |_, n| continues(n),
            continues,
            choices,
        );
        match stop {
            Relay::Endless(hole) => (Ok(moves.laps()), LapStart::new(hole, &c)),
            Relay::Ended(hole) => (Err(moves.laps()), LapStart::new(hole, &c)),
        }
    }

    #[test]
    fn the_relay_stops_where_brute_force_does_whenever_it_hands_off() {
        let always: fn(u8) -> bool = |_| true;
        let hoyito: fn(u8) -> bool = |c| c != 1 && c != 4;
        let mut long = 0;
        for len in [7usize, 12, 20] {
            for seeds in 1..16u8 {
                let mut circuit = vec![0u8; len];
                circuit[0] = seeds;
                circuit[3] = 2;
                circuit[len - 1] = 3;
                for continues in [always, hoyito] {
                    let Some(expected) = brute(&circuit, 0, continues) else {
                        continue;
                    };
                    let laps = expected.unwrap_or_else(|e| e);
                    if laps > QUIET_LAPS {
                        long += 1;
                    }
                    // The lap start brute force stops at: after `laps` laps.
                    let mut at = LapStart::new(0, &circuit);
                    for _ in 0..laps {
                        LapState::step(&mut at, len, |_| true);
                    }
                    for quiet in [0, 1, 5, laps.saturating_sub(1), laps, QUIET_LAPS] {
                        for choices in [false, true] {
                            for (found, state) in [
                                through_relay::<false>(&circuit, 0, continues, quiet, choices),
                                through_relay::<true>(&circuit, 0, continues, quiet, choices),
                            ] {
                                let case =
                                    format!("len {len} seeds {seeds} quiet {quiet} {choices}");
                                assert_eq!(found, expected, "{case}");
                                assert!(state == at, "{case}: the position");
                            }
                        }
                    }
                }
            }
        }
        assert!(
            long > 10,
            "relays past the quiet laps were checked ({long})"
        );
    }
}
