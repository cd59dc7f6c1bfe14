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

#[derive(Clone)]
struct Entry {
    hash: u64,
    to_move: Player,
    /// Occurrences of this exact position so far.
    count: u32,
    board: [u8; BOARD_CAPACITY],
}

/// Distinct positions seen since the last capture, with how often each occurred.
#[derive(Default)]
pub struct Repetitions {
    entries: Vec<Entry>,
    /// Slots holding `entry index + 1`, or 0 when empty. Length is a power of two.
    slots: Vec<u32>,
    /// Positions recorded since the last capture (counting repeats).
    recorded: usize,
}

impl Clone for Repetitions {
    fn clone(&self) -> Repetitions {
        Repetitions {
            entries: self.entries.clone(),
            slots: self.slots.clone(),
            recorded: self.recorded,
        }
    }

    /// Reuses this table's allocations.
    fn clone_from(&mut self, source: &Repetitions) {
        self.entries.clone_from(&source.entries);
        self.slots.clone_from(&source.slots);
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

impl Repetitions {
    /// Forget all positions (after a capture). Costs as much as the entries it clears.
    #[inline]
    pub fn clear(&mut self) {
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
        self.recorded = 0;
    }

    /// Record a position; returns how many times it has now occurred (1 the first time).
    /// `holes` is how many board entries are in use (the rest are zero).
    #[inline]
    pub fn record(&mut self, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> u32 {
        if self.slots.is_empty() {
            self.slots = vec![0; FIRST_SLOTS];
        }
        self.recorded += 1;
        let hash = hash(board, holes.div_ceil(8), to_move);
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            match self.slots[slot] {
                0 => break,
                k => {
                    let e = &mut self.entries[k as usize - 1];
                    if e.hash == hash && e.to_move == to_move && e.board[..holes] == board[..holes]
                    {
                        e.count += 1;
                        return e.count;
                    }
                }
            }
            slot = (slot + 1) & mask;
        }
        self.entries.push(Entry {
            hash,
            to_move,
            count: 1,
            board: *board,
        });
        self.slots[slot] = self.entries.len() as u32;
        if self.entries.len() * 2 > self.slots.len() {
            self.grow();
        }
        1
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

    /// Positions recorded since the last capture (repeats counted).
    pub fn positions(&self) -> usize {
        self.recorded
    }

    /// A table that knows how many positions were recorded but not which: what a
    /// history-less copy of a game keeps (see `Game::without_history`).
    pub fn count_only(&self) -> Repetitions {
        Repetitions {
            entries: Vec::new(),
            slots: Vec::new(),
            recorded: self.recorded,
        }
    }

    /// Take back the most recent [`record`](Self::record) of this position. False (and
    /// nothing changed) when it was not the most recent new position or a repeat of one.
    ///
    /// Removing the newest entry is exact for linear probing: every other entry was
    /// placed (or re-placed by `grow`, in entry order) before it, so no probe run of
    /// theirs passes through its slot.
    pub fn forget(&mut self, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> bool {
        if self.recorded == 0 || self.slots.is_empty() {
            return false;
        }
        let hash = hash(board, holes.div_ceil(8), to_move);
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            let k = self.slots[slot];
            if k == 0 {
                return false;
            }
            let index = k as usize - 1;
            let e = &mut self.entries[index];
            if e.hash == hash && e.to_move == to_move && e.board[..holes] == board[..holes] {
                if e.count > 1 {
                    e.count -= 1;
                } else if index + 1 == self.entries.len() {
                    self.entries.pop();
                    self.slots[slot] = 0;
                } else {
                    return false;
                }
                self.recorded -= 1;
                return true;
            }
            slot = (slot + 1) & mask;
        }
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
}
