//! The transposition table: results of searched positions, keyed by
//! [`Position::fingerprint`](mancala_rules::Position::fingerprint), shared by search threads.
//!
//! Each slot is two atomic words, the key XOR the data and the data, so a slot torn by
//! two threads writing at once fails the key check instead of giving a wrong result
//! (the "lockless hashing" of Hyatt and Mann). Replacement: a deeper or proven result,
//! or any result for another position, overwrites the slot.

use super::moves::Move;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The value is at least this (a beta cut-off).
    Lower,
    /// The value is at most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub value: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Every line under this result ended with the game (no estimate was used).
    pub proven: bool,
    pub mv: Move,
}

impl Entry {
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        (self.value as u32 as u64)
            | (self.depth as u64) << 32
            | bound << 40
            | (self.proven as u64) << 42
            | (self.mv as u64) << 48
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            value: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound: match (data >> 40) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            proven: (data >> 42) & 1 != 0,
            mv: (data >> 48) as u8,
        }
    }
}

pub struct Table {
    slots: Vec<[AtomicU64; 2]>,
    mask: usize,
}

impl Table {
    /// A table of `1 << bits` slots of 16 bytes.
    fn with_bits(bits: u32) -> Table {
        let len = 1usize << bits;
        let slots = (0..len)
            .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
            .collect();
        Table {
            slots,
            mask: len - 1,
        }
    }

    /// A table for a search of about `nodes` positions: room for each, at most 32 MB.
    pub(crate) fn for_nodes(nodes: u64) -> Table {
        let bits = (64 - nodes.max(1).leading_zeros()).clamp(10, 21);
        Table::with_bits(bits)
    }

    /// The two slots a key may live in: the first keeps the deepest result, the
    /// second the latest, so deep results near the root survive the flood of leaves.
    fn bucket(&self, key: u64) -> [&[AtomicU64; 2]; 2] {
        let i = key as usize & self.mask & !1;
        [&self.slots[i], &self.slots[i + 1]]
    }

    fn read(slot: &[AtomicU64; 2], key: u64) -> Option<Entry> {
        let check = slot[0].load(Ordering::Relaxed);
        let data = slot[1].load(Ordering::Relaxed);
        (data != 0 && check ^ data == key).then(|| Entry::unpack(data))
    }

    fn write(slot: &[AtomicU64; 2], key: u64, entry: Entry) {
        let data = entry.pack();
        slot[0].store(key ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [deep, latest] = self.bucket(key);
        Self::read(deep, key).or_else(|| Self::read(latest, key))
    }

    pub fn store(&self, key: u64, entry: Entry) {
        let [deep, latest] = self.bucket(key);
        let weight = |e: &Entry| if e.proven { 256 } else { e.depth as u32 };
        if let Some(old) = Self::read(deep, key) {
            // Never trade a deeper result or a proof for a shallower estimate.
            if weight(&entry) >= weight(&old) {
                Self::write(deep, key, entry);
            }
            return;
        }
        let deep_data = deep[1].load(Ordering::Relaxed);
        if deep_data == 0 || weight(&entry) >= weight(&Entry::unpack(deep_data)) {
            Self::write(deep, key, entry);
        } else {
            Self::write(latest, key, entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_survive_packing() {
        let t = Table::with_bits(10);
        let e = Entry {
            value: -123_456,
            depth: 17,
            bound: Bound::Upper,
            proven: true,
            mv: 255,
        };
        t.store(0xDEAD_BEEF_1234_5678, e);
        let got = t.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(
            (got.value, got.depth, got.bound, got.proven, got.mv),
            (-123_456, 17, Bound::Upper, true, 255)
        );
        assert!(t.probe(0xDEAD_BEEF_1234_5679).is_none());
    }
}
