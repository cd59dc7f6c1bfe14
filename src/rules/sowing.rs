//! Relay sowing shared by both games: one lap, and the endless-sowing rule.
//!
//! The endless-sowing rule compares each lap start (hole about to be lifted, counts of
//! the circuit) with the earlier lap starts of the same move. It must be exact and cost
//! almost nothing on ordinary moves of a few laps. Three paths share that job:
//!
//! - **Quiet** ([`relay_quietly`], when nobody watches the move): no work per lap at
//!   all. A lap sequence that repeats a lap start cycles from there on and never ends
//!   or reaches a choice, so a relay that stops within a lap limit cannot have repeated.
//!   Longer relays are handed to one of the paths below from the move's first lap start.
//! - **Tracked** ([`LapTrack`], when the move is reported lap by lap): each lap start
//!   gets a 64-bit fingerprint, a linear hash of the counts (updated in O(1) per lap
//!   from prefix sums, relative to the move's first lap start) mixed with the hole.
//!   The first [`KEY_LIMIT`] are kept; a match is confirmed by rebuilding the earlier
//!   lap start and comparing it exactly.
//! - **Long** ([`play_move_exactly`], and the look-ahead of a track): the whole lap
//!   sequence from the first lap start is followed in O(1) memory to its end or first
//!   repeat ([`follow`]): each lap start is compared with the first one (endless relays
//!   come back to it), with Brent's cycle finder alongside for sequences that do not.
//!
//! The lap sequence of a move does not depend on the mover's choices: a Tsoro head
//! choice only decides whether the sequence goes on (`continue`) or ends (`stop`), so a
//! Tsoro move can look its sequence ahead once and stop at the first repeat exactly.

use super::layout::MAX_CIRCUIT;

/// Lap-start fingerprints kept before the long-move finder takes over.
pub const KEY_LIMIT: usize = 128;

const fn splitmix(i: u64) -> u64 {
    let mut z = i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `PREFIX[k]` is the sum of the random weights of circuit holes `0..k`.
const PREFIX: [u64; MAX_CIRCUIT + 1] = {
    let mut p = [0u64; MAX_CIRCUIT + 1];
    let mut k = 0;
    while k < MAX_CIRCUIT {
        p[k + 1] = p[k].wrapping_add(splitmix(k as u64));
        k += 1;
    }
    p
};

/// A random key per hole, mixed into a lap start's fingerprint.
const HOLE_KEY: [u64; MAX_CIRCUIT] = {
    let mut h = [0u64; MAX_CIRCUIT];
    let mut k = 0;
    while k < MAX_CIRCUIT {
        h[k] = splitmix(1000 + k as u64);
        k += 1;
    }
    h
};

/// Sow the seeds of `circuit[from]` one per hole from the next hole on, the origin not
/// skipped; returns the index where the last seed fell. `circuit[from]` must be non-zero.
#[inline]
pub fn sow_lap(circuit: &mut [u8], from: usize) -> usize {
    let len = circuit.len();
    let mut seeds = circuit[from] as usize;
    circuit[from] = 0;
    if seeds >= len {
        seeds = sow_rounds(circuit, seeds);
    }
    // Most laps are a few seeds: one step per seed, no division.
    let mut i = from;
    for _ in 0..seeds {
        i += 1;
        if i == len {
            i = 0;
        }
        circuit[i] += 1;
    }
    i
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
#[derive(Clone, Copy, PartialEq, Eq)]
struct LapStart {
    hole: u8,
    counts: [u8; MAX_CIRCUIT],
}

impl LapStart {
    fn new(hole: usize, circuit: &[u8]) -> LapStart {
        let mut counts = [0; MAX_CIRCUIT];
        counts[..circuit.len()].copy_from_slice(circuit);
        LapStart {
            hole: hole as u8,
            counts,
        }
    }
}

/// What the endless-sowing check says before a lap is lifted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapCheck {
    /// Lift the hole and sow the lap.
    Lift,
    /// The lap start repeats an earlier one of this move: the move ends here.
    Repeat,
    /// The move was played to its end at once: its last lap ended at `hole`.
    Ended,
}

/// The lap starts of the move being played, for the endless-sowing rule.
pub struct LapTrack {
    /// Lap starts so far in this move.
    laps: u64,
    /// The move's first lap start.
    first: LapStart,
    len: usize,
    /// Linear hash of the current counts minus that of the first lap start's counts.
    delta: u64,
    /// Fingerprints of the first lap starts, in order.
    keys: Vec<u64>,
    /// Once Brent's finder has run: the index of the first repeated lap start, if any.
    repeat_at: Option<Option<u64>>,
    /// The move's first laps were played quietly: the next check runs Brent's finder.
    look_ahead: bool,
}

impl Clone for LapTrack {
    fn clone(&self) -> LapTrack {
        LapTrack {
            laps: self.laps,
            first: self.first,
            len: self.len,
            delta: self.delta,
            keys: self.keys.clone(),
            repeat_at: self.repeat_at,
            look_ahead: self.look_ahead,
        }
    }

    /// Reuses this track's allocation.
    fn clone_from(&mut self, source: &LapTrack) {
        self.laps = source.laps;
        self.first = source.first;
        self.len = source.len;
        self.delta = source.delta;
        self.keys.clone_from(&source.keys);
        self.repeat_at = source.repeat_at;
        self.look_ahead = source.look_ahead;
    }
}

impl Default for LapTrack {
    fn default() -> LapTrack {
        LapTrack {
            laps: 0,
            first: LapStart::new(0, &[]),
            len: 0,
            delta: 0,
            keys: Vec::new(),
            repeat_at: None,
            look_ahead: false,
        }
    }
}

impl LapTrack {
    /// Start a new move whose first lap lifts `hole` of `circuit`.
    #[inline]
    pub fn begin(&mut self, hole: usize, circuit: &[u8]) {
        self.first = LapStart::new(hole, circuit);
        self.len = circuit.len();
        self.laps = 0;
        self.delta = 0;
        self.keys.clear();
        self.repeat_at = None;
        self.look_ahead = false;
    }

    /// Take over a move whose first `laps` laps were played by [`relay_quietly`] from
    /// its first lap start (`hole` about to be lifted, `circuit`), up to a choice. If the
    /// move goes on, the next check looks its whole lap sequence ahead once with Brent's
    /// finder (the sequence does not depend on the choices) instead of fingerprints.
    pub fn resume_after_quiet(&mut self, hole: usize, circuit: &[u8], laps: u64) {
        self.begin(hole, circuit);
        self.laps = laps;
        self.look_ahead = true;
    }

    /// Lap starts recorded so far in this move.
    pub fn laps(&self) -> u64 {
        self.laps
    }

    /// The endless-sowing check before lifting `hole`: lift it, or the move ends here by
    /// a repeat. Records the lap start when it is lifted. `continues(count)` tells whether
    /// a lap that ended in a hole now holding `count` goes on to another lap.
    ///
    /// `choices` is true when the mover may be asked something between laps (Tsoro
    /// heads): every lap is then played. Without choices (Hoyito II), a move that runs
    /// past [`KEY_LIMIT`] laps is finished here at once: `hole` and `circuit` are set to
    /// where it stops (the repeated lap start, or the end of its last lap).
    #[inline]
    pub fn check(
        &mut self,
        hole: &mut usize,
        circuit: &mut [u8],
        continues: impl Fn(u8) -> bool + Copy,
        choices: bool,
    ) -> LapCheck {
        if self.look_ahead {
            self.look_ahead = false;
            self.repeat_at = Some(first_repeat(self.first, self.len, continues));
        }
        if let Some(at) = self.repeat_at {
            if at == Some(self.laps) {
                return LapCheck::Repeat;
            }
            self.laps += 1;
            return LapCheck::Lift;
        }
        let key = self.delta ^ HOLE_KEY[*hole];
        for (i, &k) in self.keys.iter().enumerate() {
            if k == key && self.lap_start(i) == LapStart::new(*hole, circuit) {
                return LapCheck::Repeat;
            }
        }
        if self.keys.len() < KEY_LIMIT {
            self.keys.push(key);
        } else if choices {
            self.repeat_at = Some(first_repeat(self.first, self.len, continues));
        } else {
            *hole = self.first.hole as usize;
            circuit.copy_from_slice(&self.first.counts[..self.len]);
            return match play_move_exactly(hole, circuit, continues) {
                MoveEnd::Repeat { laps } => {
                    self.laps = laps;
                    self.repeat_at = Some(Some(laps));
                    LapCheck::Repeat
                }
                MoveEnd::Ended { laps } => {
                    self.laps = laps;
                    LapCheck::Ended
                }
            };
        }
        self.laps += 1;
        LapCheck::Lift
    }

    /// Note that a lap lifted `seeds` from `from`: keeps the fingerprint up to date.
    #[inline]
    pub fn lap_sown(&mut self, from: usize, seeds: u8) {
        let len = self.len;
        let seeds = seeds as usize;
        let weight = PREFIX[from + 1].wrapping_sub(PREFIX[from]);
        let mut d = self.delta.wrapping_sub((seeds as u64).wrapping_mul(weight));
        let rounds = (seeds / len) as u64;
        let rest = seeds % len;
        d = d.wrapping_add(rounds.wrapping_mul(PREFIX[len]));
        let first = from + 1;
        let tail = (len - first).min(rest);
        d = d.wrapping_add(PREFIX[first + tail].wrapping_sub(PREFIX[first]));
        d = d.wrapping_add(PREFIX[rest - tail]);
        self.delta = d;
    }

    /// The `i`-th lap start of this move, rebuilt from the first.
    fn lap_start(&self, i: usize) -> LapStart {
        let mut s = self.first;
        for _ in 0..i {
            let end = sow_lap(&mut s.counts[..self.len], s.hole as usize);
            s.hole = end as u8;
        }
        s
    }
}

/// The index of the first lap start of the sequence from `start` equal to an earlier
/// one, or `None` if the sequence ends before repeating (see [`follow`]).
fn first_repeat(start: LapStart, len: usize, continues: impl Fn(u8) -> bool + Copy) -> Option<u64> {
    match follow_from(start, len, continues).0 {
        MoveEnd::Repeat { laps } => Some(laps),
        MoveEnd::Ended { .. } => None,
    }
}

/// How a move without choices, played to its end at once, ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEnd {
    /// The lap start at index `laps` repeats an earlier one: `laps` laps were sown.
    Repeat { laps: u64 },
    /// The move's last lap (lap number `laps`) ended the relay.
    Ended { laps: u64 },
}

/// One lap-sequence state for the long-move finder.
trait LapState: Copy + Eq {
    /// Play one lap; false when it ends the move.
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool;
}

impl LapState for LapStart {
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool {
        let end = sow_lap(&mut self.counts[..len], self.hole as usize);
        self.hole = end as u8;
        continues(self.counts[end])
    }
}

impl LapState for PackedLap {
    /// The lap in word operations: the lifted byte cleared, whole rounds added to every
    /// byte, then one seed in each hole from `from + 1` to `from + rest`, wrapping.
    #[inline(always)]
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool + Copy) -> bool {
        let from = self.hole as usize;
        let shift = 8 * from as u32;
        let mut rest = (self.counts >> shift) as u8 as usize;
        let mut c = self.counts & !(0xFFu128 << shift);
        if rest >= len {
            c += (rest / len) as u128 * ONES_BELOW[len];
            rest %= len;
        }
        let stop = from + 1 + rest;
        let end = if stop <= len {
            c += ONES_BELOW[stop] - ONES_BELOW[from + 1];
            stop - 1
        } else {
            c += ONES_BELOW[len] - ONES_BELOW[from + 1] + ONES_BELOW[stop - len];
            stop - len - 1
        };
        self.counts = c;
        self.hole = end as u8;
        continues((c >> (8 * end as u32)) as u8)
    }
}

/// Play a move without choices (Hoyito II) from its first lap start, `circuit` with
/// `hole` about to be lifted, to where it stops, exactly: on return `hole` is where the
/// last lap ended, or the repeated lap start's hole, and `circuit` the counts there.
/// Meant for moves too long for the fast paths; see [`follow`] for the cost.
pub fn play_move_exactly(
    hole: &mut usize,
    circuit: &mut [u8],
    continues: impl Fn(u8) -> bool + Copy,
) -> MoveEnd {
    let len = circuit.len();
    let (end, state) = follow_from(LapStart::new(*hole, circuit), len, continues);
    *hole = state.hole as usize;
    circuit.copy_from_slice(&state.counts[..len]);
    end
}

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
fn follow<S: LapState>(
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

/// How a relay played without the endless-sowing rule ([`relay_quietly`]) stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuietRelay {
    /// The last seed of lap number `laps` fell in circuit index `at` and ended the relay.
    Ended { at: usize, laps: u64 },
    /// `limit` laps were sown and the relay goes on: the circuit is left after them.
    TooLong,
}

/// Relay laps round `circuit` from index `from` while `continues(end, count)` holds for
/// the hole the last seed fell in, at most `limit` laps, with no endless-sowing work at
/// all. This is exact for the laps of a move up to its first choice: a lap sequence that
/// repeats a lap start cycles from there on and never ends or reaches a choice, so a
/// relay that stops within `limit` laps did not repeat one. Only relays that reach
/// `limit` need the exact finder ([`play_move_exactly`], or the [`LapTrack`]). Adds the
/// seeds lifted to `sown`.
///
/// A plain byte loop: most laps are two or three seeds, and for those it is cheaper than
/// the packed lap of the long-move finder (measured with callgrind).
#[inline]
pub fn relay_quietly(
    circuit: &mut [u8],
    from: usize,
    limit: usize,
    continues: impl Fn(usize, u8) -> bool,
    sown: &mut u64,
) -> QuietRelay {
    let mut hole = from;
    for lap in 0..limit {
        *sown += circuit[hole] as u64;
        let end = sow_lap(circuit, hole);
        if !continues(end, circuit[end]) {
            return QuietRelay::Ended {
                at: end,
                laps: lap as u64 + 1,
            };
        }
        hole = end;
    }
    QuietRelay::TooLong
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_packed_lap_sows_like_the_plain_one() {
        for len in [5usize, 12, 16] {
            for seeds in 1..40u8 {
                for from in 0..len {
                    let mut c = [1u8; 16];
                    c[from] = seeds;
                    let start = LapStart::new(from, &c[..len]);
                    let mut packed = PackedLap::pack(&start, len);
                    packed.step(len, |_| true);
                    let end = sow_lap(&mut c[..len], from);
                    let expect = LapStart::new(end, &c[..len]);
                    assert!(
                        packed.unpack(len) == expect,
                        "len {len} seeds {seeds} from {from}"
                    );
                }
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
        let found = first_repeat(start, 3, always);
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
        // Every position of a few small circuits, "always continue", against brute force,
        // on both lap representations.
        let always = |_: u8| true;
        let mut random = crate::ai::Rng::new(0x1234_5678_9ABC_DEF1);
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
            let (end, packed) = follow(PackedLap::pack(&start, len), len, always);
            assert_eq!(end, MoveEnd::Repeat { laps: expected });
            assert!(packed.unpack(len) == repeated);
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
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

    /// Play a lap sequence through the track as the game does; the laps and how it ended.
    fn through_track(
        circuit: &[u8],
        origin: usize,
        continues: impl Fn(u8) -> bool + Copy,
        choices: bool,
    ) -> Result<u64, u64> {
        let mut c = circuit.to_vec();
        let mut hole = origin;
        let mut track = LapTrack::default();
        track.begin(hole, &c);
        loop {
            match track.check(&mut hole, &mut c, continues, choices) {
                LapCheck::Repeat => return Ok(track.laps()),
                LapCheck::Ended => return Err(track.laps()),
                LapCheck::Lift => {
                    let seeds = c[hole];
                    let end = sow_lap(&mut c, hole);
                    track.lap_sown(hole, seeds);
                    if !continues(c[end]) {
                        return Err(track.laps());
                    }
                    hole = end;
                }
            }
        }
    }

    #[test]
    fn every_path_of_the_track_finds_the_same_first_repeat_as_brute_force() {
        let always: fn(u8) -> bool = |_| true;
        let hoyito: fn(u8) -> bool = |c| c != 1 && c != 4;
        let mut checked_long = 0;
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
                    if expected.unwrap_or_else(|e| e) > KEY_LIMIT as u64 {
                        checked_long += 1;
                    }
                    for choices in [false, true] {
                        assert_eq!(
                            through_track(&circuit, 0, continues, choices),
                            expected,
                            "len {len} seeds {seeds} choices {choices}"
                        );
                    }
                }
            }
        }
        assert!(
            checked_long > 10,
            "the long-move paths were exercised ({checked_long})"
        );
    }
}
