//! The repetition history a solver carries down its path: the turns seen since the last
//! capture, with how often each occurred, and a hash of the whole of it for the memory.
//!
//! A capture takes seeds off the board for good, so no turn before it can occur again:
//! the history after a capture starts afresh ([`Histories::enter`] opens a new frame,
//! [`Histories::leave`] goes back to the one before). What decides the play from a
//! position is the position and this frame; two paths that reach the same position
//! with the same frame are the same problem.

use mancala_rules::fast::Seen;
use mancala_rules::{Awaiting, Position};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hasher for keys that are hashes already (fingerprints): one multiply, where the
/// standard one would spend more time than the lookup.
#[derive(Default)]
pub(super) struct Mixed(u64);

impl Hasher for Mixed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// [`HashMap`] with [`Mixed`].
pub(super) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Mixed>>;

/// The turns seen since one capture.
#[derive(Clone, Default)]
struct Frame {
    /// The seeds on the board in every turn here.
    seeds: u16,
    /// By fingerprint.
    counts: FastMap<u64, u8>,
    /// The sum of [`entry_hash`] over the entries: equal frames hash alike, whatever
    /// the order their turns came in.
    hash: u64,
    /// Turns occurring twice or more.
    twice: u32,
}

/// One turn with its count, hashed.
fn entry_hash(turn: &Position, count: u8) -> u64 {
    let x = turn
        .fingerprint()
        .wrapping_add((count as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    // splitmix64's finaliser, so that the sum of entries mixes well.
    let x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Frame {
    fn count(&self, turn: &Position) -> u8 {
        if turn.seeds_on_board() != self.seeds {
            return 0;
        }
        self.counts.get(&turn.fingerprint()).copied().unwrap_or(0)
    }

    fn add(&mut self, turn: &Position, by: i8) {
        let old = self.count(turn);
        let new = (old as i8 + by) as u8;
        if old > 0 {
            self.hash = self.hash.wrapping_sub(entry_hash(turn, old));
        }
        if new > 0 {
            self.hash = self.hash.wrapping_add(entry_hash(turn, new));
            self.counts.insert(turn.fingerprint(), new);
        } else {
            self.counts.remove(&turn.fingerprint());
        }
        self.twice = self.twice + (new >= 2) as u32 - (old >= 2) as u32;
    }
}

/// The frames of a path, the newest last: what the rule needs, and what the memory
/// keys on.
pub(super) struct Histories {
    frames: Vec<Frame>,
}

/// What entering a position did, to be undone on leaving it.
#[derive(Clone, Copy)]
pub(super) struct Entered {
    opened: bool,
    recorded: bool,
}

impl Histories {
    /// The history of a game: its turns since the last capture, in order (`turns`, the
    /// positions of the line since then; those not awaiting a sow are skipped).
    pub(super) fn of_line<'p>(seeds: u16, turns: impl Iterator<Item = &'p Position>) -> Histories {
        let mut frame = Frame {
            seeds,
            ..Frame::default()
        };
        for p in turns {
            if p.awaiting() == Some(Awaiting::Sow) && p.seeds_on_board() == seeds {
                frame.add(p, 1);
            }
        }
        Histories {
            frames: vec![frame],
        }
    }

    fn top(&self) -> &Frame {
        self.frames.last().expect("a history always has a frame")
    }

    /// How often `turn` occurred since the last capture.
    pub(super) fn count(&self, turn: &Position) -> u8 {
        self.top().count(turn)
    }

    /// The key of the history now, for the memory.
    pub(super) fn hash(&self) -> u64 {
        self.top().hash
    }

    /// How many turns other than `here` occurred twice or more since the last capture.
    pub(super) fn twice_besides(&self, here: &Position) -> u32 {
        self.top().twice - (self.count(here) >= 2) as u32
    }

    /// Whether the history since the last capture is `here` alone (seen once).
    pub(super) fn is_fresh(&self, here: &Position) -> bool {
        let top = self.top();
        top.counts.len() <= 1 && top.count(here) <= 1
    }

    /// What [`Histories::twice_besides`] and [`Histories::hash`] would say once the
    /// path went on from `parent` into `child` (played with [`Histories::seen`]),
    /// without going there: for a look at every move before trying one.
    pub(super) fn after(&self, parent: &Position, child: &Position) -> (u32, u64) {
        let recorded = child.awaiting() == Some(Awaiting::Sow);
        if child.seeds_on_board() != parent.seeds_on_board() {
            return (0, if recorded { entry_hash(child, 1) } else { 0 });
        }
        let top = self.top();
        if !recorded {
            return (top.twice - (top.count(child) >= 2) as u32, top.hash);
        }
        let old = top.count(child);
        let mut hash = top.hash.wrapping_add(entry_hash(child, old + 1));
        if old > 0 {
            hash = hash.wrapping_sub(entry_hash(child, old));
        }
        (top.twice - (old >= 2) as u32, hash)
    }

    /// The history as the rules see it while `parent` plays into a child: how often a
    /// turn was seen, counting this one.
    pub(super) fn seen(&self) -> impl Seen + '_ {
        Looking(self)
    }

    /// The path goes on from `parent` into `child` (played with [`Histories::seen`]): a
    /// capture opens a fresh frame, and a turn that begins is counted.
    pub(super) fn enter(&mut self, parent: &Position, child: &Position) -> Entered {
        let opened = child.seeds_on_board() != parent.seeds_on_board();
        if opened {
            self.frames.push(Frame {
                seeds: child.seeds_on_board(),
                ..Frame::default()
            });
        }
        let recorded = child.awaiting() == Some(Awaiting::Sow);
        if recorded {
            self.frames.last_mut().expect("a frame").add(child, 1);
        }
        Entered { opened, recorded }
    }

    /// Undo [`Histories::enter`] of `child`.
    pub(super) fn leave(&mut self, child: &Position, entered: Entered) {
        if entered.recorded {
            self.frames.last_mut().expect("a frame").add(child, -1);
        }
        if entered.opened {
            self.frames.pop();
        }
    }
}

/// [`Histories::seen`]: counts without recording (the solver records on entering).
struct Looking<'h>(&'h Histories);

impl Seen for Looking<'_> {
    fn record(&mut self, turn: &Position) -> u32 {
        self.0.count(turn) as u32 + 1
    }
}
