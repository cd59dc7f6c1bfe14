//! The repetition rule: the third occurrence of a position ends the game.
//!
//! A position is the board counts and the player to move, taken when a player is about
//! to choose a hole to sow from. Captures only ever remove seeds, so no position from
//! before a capture can occur again: the table is emptied at every capture.
//!
//! Positions live in a small open-addressing hash table keyed by a cheap hash of the
//! board words; a hash match is confirmed by comparing the boards, so the rule is exact.
//! Recording is O(1) however long a game goes without a capture.

use super::layout::BOARD_CAPACITY;
use super::types::Player;
use std::sync::Arc;

#[derive(Clone)]
struct Entry {
    hash: u64,
    to_move: Player,
    /// Occurrences of this exact position so far.
    count: u32,
    board: [u8; BOARD_CAPACITY],
}

/// An open-addressing table of positions with their counts.
#[derive(Default, Clone)]
struct Table {
    entries: Vec<Entry>,
    /// Slots holding `entry index + 1`, or 0 when empty. Length is a power of two.
    slots: Vec<u32>,
}

/// Distinct positions seen since the last capture, with how often each occurred.
///
/// A long game without captures has many: so that a copy of a game (the search makes
/// one at every position it visits) does not cost as much as the game is long, the
/// older positions can be frozen into a shared, read-only `base` that a copy shares;
/// only the positions recorded since are copied. A position of the base seen again
/// gets a local entry holding its whole count, which is then the one that counts.
#[derive(Default)]
pub struct Repetitions {
    base: Option<Arc<Table>>,
    local: Table,
    /// Positions recorded since the last capture (counting repeats).
    recorded: usize,
}

impl Clone for Repetitions {
    fn clone(&self) -> Repetitions {
        Repetitions {
            base: self.base.clone(),
            local: self.local.clone(),
            recorded: self.recorded,
        }
    }

    /// Reuses this table's allocations.
    fn clone_from(&mut self, source: &Repetitions) {
        self.base.clone_from(&source.base);
        self.local.entries.clone_from(&source.local.entries);
        self.local.slots.clone_from(&source.local.slots);
        self.recorded = source.recorded;
    }
}

/// Odd random multipliers, one per board word.
const WORD_KEYS: [u64; BOARD_CAPACITY / 8] = {
    let mut k = [0u64; BOARD_CAPACITY / 8];
    let mut i = 0;
    let mut x: u64 = 0x243F_6A88_85A3_08D3;
    while i < k.len() {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        k[i] = (x ^ (x >> 29)) | 1;
        i += 1;
    }
    k
};

/// A fast hash of the used words of the board and the player to move. The words are
/// multiplied independently (no chain of dependent multiplies), then mixed once.
#[inline]
fn hash(board: &[u8; BOARD_CAPACITY], words: usize, to_move: Player) -> u64 {
    let mut acc: u64 = to_move.index() as u64;
    for (chunk, key) in board.chunks_exact(8).zip(WORD_KEYS).take(words) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap());
        acc = acc.wrapping_add((w ^ key.rotate_left(32)).wrapping_mul(key));
    }
    let h = (acc ^ (acc >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^ (h >> 29)
}

/// Slots of a new table: room for the positions between most captures, so that a
/// playout loop resetting a game with `clone_from` rarely has to grow it.
const FIRST_SLOTS: usize = 256;

impl Table {
    /// The slot where this position is, or the empty slot where it would go.
    #[inline]
    fn probe(
        &self,
        hash: u64,
        board: &[u8; BOARD_CAPACITY],
        holes: usize,
        to_move: Player,
    ) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            match self.slots[slot] {
                0 => return slot,
                k => {
                    let e = &self.entries[k as usize - 1];
                    if e.hash == hash && e.to_move == to_move && e.board[..holes] == board[..holes]
                    {
                        return slot;
                    }
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    /// This position's count, 0 when it is not here.
    fn count(&self, hash: u64, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> u32 {
        if self.slots.is_empty() {
            return 0;
        }
        match self.slots[self.probe(hash, board, holes, to_move)] {
            0 => 0,
            k => self.entries[k as usize - 1].count,
        }
    }

    /// Add this position (not here yet) with `count`.
    fn insert(
        &mut self,
        slot: usize,
        hash: u64,
        board: &[u8; BOARD_CAPACITY],
        to_move: Player,
        count: u32,
    ) {
        self.entries.push(Entry {
            hash,
            to_move,
            count,
            board: *board,
        });
        self.slots[slot] = self.entries.len() as u32;
        if self.entries.len() * 2 > self.slots.len() {
            self.grow();
        }
    }

    /// Forget all positions. Costs as much as the entries it clears.
    fn clear(&mut self) {
        let mask = self.slots.len().wrapping_sub(1);
        for e in &self.entries {
            // Every entry's probe run is emptied: clear from its home slot on.
            let mut slot = e.hash as usize & mask;
            while self.slots[slot] != 0 {
                self.slots[slot] = 0;
                slot = (slot + 1) & mask;
            }
        }
        self.entries.clear();
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        self.slots = vec![0; size];
        let mask = size - 1;
        for (i, e) in self.entries.iter().enumerate() {
            let mut slot = e.hash as usize & mask;
            while self.slots[slot] != 0 {
                slot = (slot + 1) & mask;
            }
            self.slots[slot] = i as u32 + 1;
        }
    }
}

impl Repetitions {
    /// The most times any position other than `board` with `to_move` has occurred since
    /// the last capture (0 when none has). Costs as much as all the positions held.
    pub fn most_seen_except(
        &self,
        board: &[u8; BOARD_CAPACITY],
        holes: usize,
        to_move: Player,
    ) -> u32 {
        let other = |e: &&Entry| !(e.to_move == to_move && e.board[..holes] == board[..holes]);
        let base = self
            .base
            .as_ref()
            .map(|b| b.entries.iter())
            .into_iter()
            .flatten();
        base.chain(self.local.entries.iter())
            .filter(other)
            .map(|e| e.count)
            .max()
            .unwrap_or(0)
    }

    /// Forget all positions (after a capture). Costs as much as the local entries.
    #[inline]
    pub fn clear(&mut self) {
        self.base = None;
        self.local.clear();
        self.recorded = 0;
    }

    /// Record a position; returns how many times it has now occurred (1 the first time).
    /// `holes` is how many board entries are in use (the rest are zero).
    #[inline]
    pub fn record(&mut self, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> u32 {
        if self.local.slots.is_empty() {
            self.local.slots = vec![0; FIRST_SLOTS];
        }
        self.recorded += 1;
        let hash = hash(board, holes.div_ceil(8), to_move);
        let slot = self.local.probe(hash, board, holes, to_move);
        match self.local.slots[slot] {
            0 => {
                let before = self
                    .base
                    .as_ref()
                    .map_or(0, |b| b.count(hash, board, holes, to_move));
                self.local.insert(slot, hash, board, to_move, before + 1);
                before + 1
            }
            k => {
                let e = &mut self.local.entries[k as usize - 1];
                e.count += 1;
                e.count
            }
        }
    }

    /// Make the positions recorded so far a shared base, so that copies of this table
    /// cost only what is recorded after (the search freezes its root's history).
    /// Costs as much as all the positions held.
    pub fn freeze(&mut self) {
        if self.local.entries.is_empty() {
            return;
        }
        let mut merged = match self.base.take() {
            Some(base) => Arc::try_unwrap(base).unwrap_or_else(|shared| (*shared).clone()),
            None => Table::default(),
        };
        if merged.slots.is_empty() {
            merged.slots = vec![0; FIRST_SLOTS];
        }
        for e in self.local.entries.drain(..) {
            // A local entry holds the position's whole count: it replaces the base's.
            let slot = merged.probe(e.hash, &e.board, BOARD_CAPACITY, e.to_move);
            match merged.slots[slot] {
                0 => merged.insert(slot, e.hash, &e.board, e.to_move, e.count),
                k => merged.entries[k as usize - 1].count = e.count,
            }
        }
        self.local.slots.iter_mut().for_each(|s| *s = 0);
        self.base = Some(Arc::new(merged));
    }

    /// Positions recorded since the last capture (repeats counted).
    pub fn positions(&self) -> usize {
        self.recorded
    }

    /// A table that knows how many positions were recorded but not which: what a
    /// history-less copy of a game keeps (see `Game::without_history`).
    pub fn count_only(&self) -> Repetitions {
        Repetitions {
            base: None,
            local: Table::default(),
            recorded: self.recorded,
        }
    }

    /// Take back the most recent [`record`](Self::record) of this position. False (and
    /// nothing changed) when it was not the most recent new position or a repeat of one,
    /// or when it was frozen into the base since.
    ///
    /// Removing the newest entry is exact for linear probing: every other entry was
    /// placed (or re-placed by `grow`, in entry order) before it, so no probe run of
    /// theirs passes through its slot.
    pub fn forget(&mut self, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> bool {
        if self.recorded == 0 || self.local.slots.is_empty() {
            return false;
        }
        let hash = hash(board, holes.div_ceil(8), to_move);
        let slot = self.local.probe(hash, board, holes, to_move);
        let k = self.local.slots[slot];
        if k == 0 {
            return false;
        }
        let index = k as usize - 1;
        let before = self
            .base
            .as_ref()
            .map_or(0, |b| b.count(hash, board, holes, to_move));
        let e = &mut self.local.entries[index];
        if e.count > before + 1 {
            e.count -= 1;
        } else if index + 1 == self.local.entries.len() {
            // Its only local record: back to what the base says.
            self.local.entries.pop();
            self.local.slots[slot] = 0;
        } else {
            return false;
        }
        self.recorded -= 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_occurrences_exactly_and_forgets_at_clear() {
        let mut r = Repetitions::default();
        let mut boards = Vec::new();
        for i in 0..200u8 {
            let mut b = [0u8; BOARD_CAPACITY];
            b[0] = i;
            b[5] = i / 3;
            boards.push(b);
        }
        for b in &boards {
            assert_eq!(r.record(b, 12, Player::South), 1);
        }
        for b in &boards {
            assert_eq!(r.record(b, 12, Player::South), 2);
            assert_eq!(
                r.record(b, 12, Player::North),
                1,
                "the player to move is part of it"
            );
        }
        assert_eq!(r.record(&boards[7], 12, Player::South), 3);
        r.clear();
        assert_eq!(r.positions(), 0);
        assert_eq!(r.record(&boards[7], 12, Player::South), 1);
    }

    #[test]
    fn forgetting_the_newest_records_in_turn_leaves_the_table_as_it_was() {
        let mut r = Repetitions::default();
        let mut boards = Vec::new();
        for i in 0..300u32 {
            let mut b = [0u8; BOARD_CAPACITY];
            b[0] = (i % 150) as u8;
            b[9] = (i % 7) as u8;
            boards.push(b);
        }
        // Past a grow (256 slots hold 128 entries), with repeats among them.
        for b in &boards[..200] {
            r.record(b, 12, Player::North);
        }
        let mut whole = Repetitions::default();
        for b in &boards {
            whole.record(b, 12, Player::North);
        }
        assert!(
            !whole.forget(&boards[10], 12, Player::North),
            "an older new position cannot be taken back first"
        );
        for b in boards[200..].iter().rev() {
            assert!(whole.forget(b, 12, Player::North));
        }
        assert_eq!(whole.positions(), r.positions());
        assert!(
            !whole.forget(&[7; BOARD_CAPACITY], 12, Player::North),
            "never recorded"
        );
        // Both tables now answer alike, for recorded and for new positions.
        for b in boards.iter().chain([[200u8; BOARD_CAPACITY]].iter()) {
            assert_eq!(
                whole.record(b, 12, Player::North),
                r.record(b, 12, Player::North)
            );
        }
    }

    #[test]
    fn a_frozen_table_and_its_copies_count_as_the_whole_table_does() {
        // Boards from a small set, so that repeats are common, recorded in a
        // pseudo-random order; the table frozen now and then, copies taken after.
        let board = |i: u64| {
            let mut b = [0u8; BOARD_CAPACITY];
            b[0] = (i % 37) as u8;
            b[3] = (i % 5) as u8;
            b
        };
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut whole = Repetitions::default();
        let mut frozen = Repetitions::default();
        for step in 0..3000 {
            let b = board(next() % 300);
            let to_move = if next() % 2 == 0 {
                Player::South
            } else {
                Player::North
            };
            assert_eq!(
                frozen.record(&b, 12, to_move),
                whole.record(&b, 12, to_move),
                "step {step}"
            );
            if step % 97 == 0 {
                frozen.freeze();
            }
            if step % 131 == 0 {
                // A copy of a frozen table answers alike, and the original is untouched.
                let mut copy = frozen.clone();
                let mut reference = whole.clone();
                for _ in 0..20 {
                    let b = board(next() % 300);
                    assert_eq!(
                        copy.record(&b, 12, Player::South),
                        reference.record(&b, 12, Player::South)
                    );
                }
            }
            // Taking back the newest record works where the whole table's does, or
            // refuses (the caller then replays) when it was frozen since.
            if step % 11 == 0 {
                let mut w = whole.clone();
                let mut f = frozen.clone();
                let forgot = f.forget(&b, 12, to_move);
                assert!(w.forget(&b, 12, to_move) || !forgot);
                if forgot {
                    assert_eq!(f.positions(), w.positions());
                    assert_eq!(f.record(&b, 12, to_move), w.record(&b, 12, to_move));
                }
            }
        }
        assert_eq!(frozen.positions(), whole.positions());
        frozen.clear();
        assert_eq!(
            frozen.record(&board(1), 12, Player::South),
            1,
            "a capture forgets the base too"
        );
    }
}
