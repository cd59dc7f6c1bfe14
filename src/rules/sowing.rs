//! Relay sowing shared by both games: one lap, and the endless-sowing rule.
//!
//! The endless-sowing rule compares each lap start (hole about to be lifted, counts of
//! the circuit) with the earlier lap starts of the same move. It must be exact and cost
//! almost nothing on ordinary moves of a few laps:
//!
//! - Each lap start gets a 64-bit fingerprint: a linear hash of the counts (updated in
//!   O(1) per lap from prefix sums, relative to the move's first lap start) mixed with
//!   the hole. Equal lap starts always have equal fingerprints.
//! - The first [`KEY_LIMIT`] fingerprints are kept. When one matches, the earlier lap
//!   start is rebuilt by replaying from the move's first lap start and compared exactly.
//! - A move that goes on longer is handed to Brent's cycle finder, run once on the
//!   move's own lap sequence from its first lap start: it gives the exact index of the
//!   first repeated lap start in O(1) memory, and the move stops when it reaches it.
//!
//! The lap sequence of a move does not depend on the mover's choices: a Tsoro head
//! choice only decides whether the sequence goes on (`continue`) or ends (`stop`).

use super::layout::MAX_CIRCUIT;

/// Lap-start fingerprints kept before Brent's cycle finder takes over.
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
    let seeds = circuit[from] as usize;
    circuit[from] = 0;
    // Most laps are shorter than the circuit: no division then.
    let (rounds, rest) = if seeds < len {
        (0, seeds)
    } else {
        (seeds / len, seeds % len)
    };
    if rounds > 0 {
        for c in circuit.iter_mut() {
            *c += rounds as u8;
        }
    }
    let first = from + 1;
    let tail = (len - first).min(rest);
    for c in &mut circuit[first..first + tail] {
        *c += 1;
    }
    for c in &mut circuit[..rest - tail] {
        *c += 1;
    }
    let end = from + rest;
    if end >= len { end - len } else { end }
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
        }
    }
}

impl LapTrack {
    /// Start a new move whose first lap lifts `hole` of `circuit`.
    #[inline]
    pub fn begin(&mut self, hole: usize, circuit: &[u8]) {
        self.laps = 0;
        self.first = LapStart::new(hole, circuit);
        self.len = circuit.len();
        self.delta = 0;
        self.keys.clear();
        self.repeat_at = None;
    }

    /// Lap starts recorded so far in this move.
    pub fn laps(&self) -> u64 {
        self.laps
    }

    /// Whether lifting `hole` now would repeat an earlier lap start of this move.
    /// If not, records it. `continues(count)` tells whether a lap that ended in a hole
    /// now holding `count` goes on to another lap (used only by the cycle finder).
    ///
    /// When the cycle finder runs and finds a repeat, the move is moved straight to that
    /// repeated lap start: `hole` and `circuit` are set to it, the laps in between are
    /// counted, and `true` is returned. Playing them one by one would change nothing.
    #[inline]
    pub fn repeats(
        &mut self,
        hole: &mut usize,
        circuit: &mut [u8],
        continues: fn(u8) -> bool,
    ) -> bool {
        if let Some(at) = self.repeat_at {
            if at == Some(self.laps) {
                return true;
            }
            self.laps += 1;
            return false;
        }
        let key = self.delta ^ HOLE_KEY[*hole];
        for (i, &k) in self.keys.iter().enumerate() {
            if k == key && self.lap_start(i) == LapStart::new(*hole, circuit) {
                return true;
            }
        }
        if self.keys.len() < KEY_LIMIT {
            self.keys.push(key);
        } else {
            match first_repeat(self.first, self.len, continues) {
                Some((at, state)) => {
                    self.repeat_at = Some(Some(at));
                    self.laps = at;
                    *hole = state.hole as usize;
                    circuit.copy_from_slice(&state.counts[..self.len]);
                    return true;
                }
                None => self.repeat_at = Some(None),
            }
        }
        self.laps += 1;
        false
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

/// Brent's cycle finder over the lap sequence from `start`: the index of the first lap
/// start equal to an earlier one and that lap start, or `None` if the sequence ends
/// before repeating.
fn first_repeat(
    start: LapStart,
    len: usize,
    continues: impl Fn(u8) -> bool + Copy,
) -> Option<(u64, LapStart)> {
    if len <= 16 {
        // Small circuits (Hoyito II 2x6, Tsoro 4x6 to 4x8) fit in one 128-bit word.
        let small = PackedLap::pack(&start, len);
        return brent(small, |s| s.step(len, continues)).map(|(at, s)| (at, s.unpack(len)));
    }
    brent(start, |s| {
        let end = sow_lap(&mut s.counts[..len], s.hole as usize);
        s.hole = end as u8;
        continues(s.counts[end])
    })
}

/// Brent's algorithm on a lap sequence: `step` advances one lap and returns false when
/// the lap ends the move. Returns the index of the first repeated state and that state.
fn brent<S: Copy + Eq>(start: S, step: impl Fn(&mut S) -> bool) -> Option<(u64, S)> {
    let mut power: u64 = 1;
    let mut lambda: u64 = 1;
    let mut tortoise = start;
    let mut hare = start;
    if !step(&mut hare) {
        return None;
    }
    while tortoise != hare {
        if power == lambda {
            tortoise = hare;
            power *= 2;
            lambda = 0;
        }
        if !step(&mut hare) {
            return None;
        }
        lambda += 1;
    }
    // The cycle is lambda laps long; the first repeat is at mu + lambda.
    let mut tortoise = start;
    let mut hare = start;
    for _ in 0..lambda {
        step(&mut hare);
    }
    let mut mu = 0;
    while tortoise != hare {
        step(&mut tortoise);
        step(&mut hare);
        mu += 1;
    }
    Some((mu + lambda, hare))
}

/// A lap start of a circuit of at most 16 holes, one count per byte of a `u128`, so a
/// lap is a handful of word operations.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PackedLap {
    counts: u128,
    hole: u8,
}

/// A 1 in each of the lowest `k` bytes.
#[inline]
fn ones_below(k: usize) -> u128 {
    const ALL: u128 = u128::MAX / 255;
    if k >= 16 {
        ALL
    } else {
        ALL & ((1u128 << (8 * k)) - 1)
    }
}

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

    #[inline]
    fn step(&mut self, len: usize, continues: impl Fn(u8) -> bool) -> bool {
        let from = self.hole as usize;
        let seeds = (self.counts >> (8 * from)) as u8 as usize;
        let mut c = self.counts & !(0xFFu128 << (8 * from));
        let (rounds, rest) = if seeds < len {
            (0, seeds)
        } else {
            (seeds / len, seeds % len)
        };
        c += rounds as u128 * ones_below(len);
        let first = from + 1;
        let tail = (len - first).min(rest);
        c += ones_below(first + tail) - ones_below(first);
        c += ones_below(rest - tail);
        let end = if from + rest >= len {
            from + rest - len
        } else {
            from + rest
        };
        self.counts = c;
        self.hole = end as u8;
        continues((c >> (8 * end)) as u8)
    }
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
        let found = first_repeat(start, 3, always).map(|(at, _)| at);
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

    #[test]
    fn track_switches_to_brent_without_changing_the_answer() {
        // A sequence that never ends: every lap start is checked; compare the lap at which
        // the track reports a repeat with a brute-force search.
        let always = |_: u8| true;
        for seedcount in 1..16u8 {
            let mut circuit = [0u8; 7];
            circuit[0] = seedcount;
            circuit[3] = 2;
            let mut brute: Vec<LapStart> = Vec::new();
            let mut s = LapStart::new(0, &circuit);
            let expected = loop {
                if brute.contains(&s) {
                    break brute.len() as u64;
                }
                brute.push(s);
                let end = sow_lap(&mut s.counts[..7], s.hole as usize);
                s.hole = end as u8;
            };
            let mut track = LapTrack::default();
            track.begin(0, &circuit);
            let mut hole = 0;
            let mut c = circuit;
            while !track.repeats(&mut hole, &mut c, always) {
                let seeds = c[hole];
                let end = sow_lap(&mut c, hole);
                track.lap_sown(hole, seeds);
                hole = end;
            }
            assert_eq!(track.laps(), expected, "{seedcount} seeds");
        }
    }
}
