//! The repetition rule: the third occurrence of a position ends the game.
//!
//! A position is the board counts and the player to move, taken when a player is about
//! to choose a hole to sow from. Captures only ever remove seeds, so no position from
//! before a capture can occur again: the table is emptied at every capture.
//!
//! Positions live in a small open-addressing hash table keyed by a cheap hash of the
//! board words; a hash match is confirmed by comparing the boards, so the rule is exact.
//! Recording is O(1) however long a game goes without a capture.
//!
//! A [`Position`] plays with no memory; whoever keeps earlier positions says how often
//! a turn has been seen through [`Seen`]: the line of play ([`Game`](crate::Game)) with
//! its table, the search with the game's table and its own path.

use crate::hash::{board_hash, by_words, word, words_hash};
use crate::layout::BOARD_CAPACITY;
use crate::position::{Position, Seen};
use crate::types::Player;

/// A look one action past the table, which stays as it is (the turn is not recorded).
impl Seen for &Repetitions {
    #[inline]
    fn record(&mut self, turn: &Position) -> u32 {
        self.count(turn) + 1
    }
}

impl Seen for Repetitions {
    #[inline]
    fn record(&mut self, turn: &Position) -> u32 {
        Repetitions::record(self, turn)
    }
}

#[derive(Clone)]
struct Entry {
    hash: u64,
    to_move: Player,
    /// Occurrences of this exact position so far.
    count: u32,
}

/// An open-addressing table of positions with their counts.
#[derive(Default)]
struct Table {
    entries: Vec<Entry>,
    /// Entry `i`'s board: its used 8-byte words, `words * i ..` (only the words a board
    /// uses are copied: 2 of the 12 in Hoyito II 2x6).
    boards: Vec<u64>,
    /// Board words per entry: one board size per table.
    words: usize,
    /// Slots holding `entry index + 1`, or 0 when empty. Length is a power of two.
    slots: Vec<u32>,
}

impl Clone for Table {
    fn clone(&self) -> Table {
        let mut copy = Table::default();
        copy.clone_from(self);
        copy
    }

    /// Reuses this table's allocations: a playout loop resets its table from a start
    /// each time.
    fn clone_from(&mut self, source: &Table) {
        self.entries.clone_from(&source.entries);
        self.boards.clone_from(&source.boards);
        self.slots.clone_from(&source.slots);
        self.words = source.words;
    }
}

/// Distinct positions seen since the last capture, with how often each occurred.
///
/// The table holds positions with one number of seeds on the board: a position with
/// fewer comes after a capture, and none held can occur again, so recording it empties
/// the table first. A capture needs no call of its own.
#[derive(Default)]
///
/// ```
/// use mancala_rules::{Position, Repetitions, Rules};
///
/// let start = Position::new(Rules::hoyito(6))?;
/// let mut seen = Repetitions::default();
/// assert_eq!(seen.record(&start), 1);
/// assert_eq!(seen.record(&start), 2);
/// assert_eq!(seen.count(&start), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Repetitions {
    table: Table,
    /// Positions recorded since the last capture (counting repeats).
    recorded: usize,
    /// The seeds on the board in every position held.
    seeds: u16,
}

impl Clone for Repetitions {
    fn clone(&self) -> Repetitions {
        let mut copy = Repetitions::default();
        copy.clone_from(self);
        copy
    }

    /// Reuses this table's allocations (its inner table copies field by field).
    fn clone_from(&mut self, source: &Repetitions) {
        self.table.clone_from(&source.table);
        self.recorded = source.recorded;
        self.seeds = source.seeds;
    }
}

impl std::fmt::Debug for Repetitions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Repetitions")
            .field("distinct", &self.table.entries.len())
            .field("recorded", &self.recorded)
            .field("seeds", &self.seeds)
            .finish()
    }
}

/// Slots of a new table: room for the positions between most captures, so that a
/// playout loop resetting a game with `clone_from` rarely has to grow it.
const FIRST_SLOTS: usize = 256;

impl Table {
    /// Whether entry `i`'s board is `board`.
    #[inline]
    fn same_board(&self, i: usize, board: &[u8; BOARD_CAPACITY]) -> bool {
        let kept = &self.boards[i * self.words..(i + 1) * self.words];
        kept.iter().enumerate().all(|(k, &w)| w == word(board, k))
    }

    /// The slot where this position is, or the empty slot where it would go.
    #[inline]
    fn probe(&self, hash: u64, board: &[u8; BOARD_CAPACITY], to_move: Player) -> usize {
        self.probe_by(hash, to_move, |i| self.same_board(i, board))
    }

    /// The table's one probe: the slot of the entry with this hash and player whose
    /// board `same(entry)` says is the one looked for, or the empty slot where it would
    /// go (non-empty slots only).
    #[inline(always)]
    fn probe_by(&self, hash: u64, to_move: Player, same: impl Fn(usize) -> bool) -> usize {
        let mask = self.slots.len() - 1;
        let mut slot = hash as usize & mask;
        loop {
            match self.slots[slot] {
                0 => return slot,
                k => {
                    let i = k as usize - 1;
                    let e = &self.entries[i];
                    if e.hash == hash && e.to_move == to_move && same(i) {
                        return slot;
                    }
                }
            }
            slot = (slot + 1) & mask;
        }
    }

    /// This position's count, 0 when it is not here.
    fn count(&self, hash: u64, board: &[u8; BOARD_CAPACITY], to_move: Player) -> u32 {
        if self.slots.is_empty() {
            return 0;
        }
        match self.slots[self.probe(hash, board, to_move)] {
            0 => 0,
            k => self.entries[k as usize - 1].count,
        }
    }

    /// Record a position of `W` board words (the table's size): its count now, 1 when
    /// it is new. One probe finds it or the empty slot where it goes.
    #[inline(always)]
    fn record_words<const W: usize>(
        &mut self,
        board: &[u8; BOARD_CAPACITY],
        to_move: Player,
    ) -> u32 {
        debug_assert_eq!(W, self.words);
        let key: [u64; W] = std::array::from_fn(|k| word(board, k));
        let hash = words_hash(&key, to_move);
        if self.slots.is_empty() {
            self.slots = vec![0; FIRST_SLOTS];
        }
        let slot = self.probe_by(hash, to_move, |i| self.boards[i * W..(i + 1) * W] == key);
        if let Some(i) = (self.slots[slot] as usize).checked_sub(1) {
            let e = &mut self.entries[i];
            e.count += 1;
            return e.count;
        }
        self.entries.push(Entry {
            hash,
            to_move,
            count: 1,
        });
        self.boards.extend_from_slice(&key);
        self.slots[slot] = self.entries.len() as u32;
        if self.entries.len() * 2 > self.slots.len() {
            self.grow();
        }
        1
    }

    /// Take the newest entry out, from its slot.
    fn pop(&mut self, slot: usize) {
        self.entries.pop();
        self.boards.truncate(self.entries.len() * self.words);
        self.slots[slot] = 0;
    }

    /// Forget all positions, and hold boards of `words` words from now on. Costs as
    /// much as the entries it clears.
    fn clear(&mut self, words: usize) {
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
        self.boards.clear();
        self.words = words;
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

/// [`Table::record_words`] as a function, for [`by_words`].
#[inline(always)]
fn record_in<const W: usize>(
    table: &mut Table,
    board: &[u8; BOARD_CAPACITY],
    to_move: Player,
) -> u32 {
    table.record_words::<W>(board, to_move)
}

/// The parts of a position the table keys on: the padded board and its used words, the
/// player to move, the seeds on the board.
#[inline]
fn key(turn: &Position) -> (&[u8; BOARD_CAPACITY], usize, Player, u16) {
    (
        turn.board_array(),
        turn.layout().holes().div_ceil(8),
        turn.current_player(),
        turn.seeds_on_board(),
    )
}

impl Repetitions {
    /// Whether positions like this one could be held: the same seeds on the board (none
    /// held can occur after a capture), on a board of the same size.
    #[inline]
    fn holds_like(&self, words: usize, seeds: u16) -> bool {
        seeds == self.seeds && words == self.table.words
    }

    /// Record a position awaiting a sow; returns how many times it has now occurred
    /// (1 the first time). One with fewer seeds on the board than those held follows a
    /// capture: the table is emptied first.
    #[inline]
    pub fn record(&mut self, turn: &Position) -> u32 {
        let (board, words, to_move, seeds) = key(turn);
        if !self.holds_like(words, seeds) {
            self.reset(words);
            self.seeds = seeds;
        }
        self.recorded += 1;
        let table = &mut self.table;
        by_words!(words, record_in(table, board, to_move))
    }

    /// How many times `turn` has occurred (0 when never, or not since the last capture).
    #[inline]
    pub fn count(&self, turn: &Position) -> u32 {
        let (board, words, to_move, seeds) = key(turn);
        if !self.holds_like(words, seeds) {
            return 0;
        }
        self.table
            .count(board_hash(board, words, to_move), board, to_move)
    }

    /// The most times any position other than `turn` has occurred since the last
    /// capture (0 when none has). Costs as much as all the positions held.
    pub fn most_seen_except(&self, turn: &Position) -> u32 {
        let (board, words, to_move, seeds) = key(turn);
        if !self.holds_like(words, seeds) {
            return 0;
        }
        let table = &self.table;
        table
            .entries
            .iter()
            .enumerate()
            .filter(|&(i, e)| !(e.to_move == to_move && table.same_board(i, board)))
            .map(|(_, e)| e.count)
            .max()
            .unwrap_or(0)
    }

    /// Forget all positions. Costs as much as the entries held.
    pub fn clear(&mut self) {
        self.reset(self.table.words);
    }

    /// Forget all positions, and hold boards of `words` words from now on.
    fn reset(&mut self, words: usize) {
        self.table.clear(words);
        self.recorded = 0;
    }

    /// Positions recorded since the last capture before `now` (repeats counted): none
    /// when `now` follows a capture that no turn has followed yet.
    pub fn positions(&self, now: &Position) -> usize {
        let (_, words, _, seeds) = key(now);
        if self.holds_like(words, seeds) {
            self.recorded
        } else {
            0
        }
    }

    /// Take back the most recent [`record`](Self::record) of `turn`. False (and
    /// nothing changed) when it was not the most recent new position or a repeat of one.
    ///
    /// Removing the newest entry is exact for linear probing: every other entry was
    /// placed (or re-placed by `grow`, in entry order) before it, so no probe run of
    /// theirs passes through its slot.
    pub fn forget(&mut self, turn: &Position) -> bool {
        let (board, words, to_move, seeds) = key(turn);
        if self.recorded == 0 || self.table.slots.is_empty() || !self.holds_like(words, seeds) {
            return false;
        }
        let hash = board_hash(board, words, to_move);
        let slot = self.table.probe(hash, board, to_move);
        let k = self.table.slots[slot];
        if k == 0 {
            return false;
        }
        let index = k as usize - 1;
        let e = &mut self.table.entries[index];
        if e.count > 1 {
            e.count -= 1;
        } else if index + 1 == self.table.entries.len() {
            self.table.pop(slot);
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
    use crate::{Rules, Setup};

    /// Hoyito II 2x6 positions with 48 seeds on the board, 325 of them distinct.
    fn turn(i: usize, to_move: Player) -> Position {
        let (p, q) = ((i % 25) as u8, ((i / 25) % 13) as u8);
        let rows = [vec![p, 24 - p, q, 12 - q, 0, 0], vec![6, 6, 0, 0, 0, 0]];
        Setup::new(rows.to_vec(), to_move, [0, 0])
            .into_position(Rules::hoyito(6))
            .unwrap()
    }

    #[test]
    fn counts_occurrences_exactly_and_forgets_after_a_capture() {
        let mut r = Repetitions::default();
        for i in 0..200 {
            assert_eq!(r.record(&turn(i, Player::South)), 1);
        }
        for i in 0..200 {
            assert_eq!(r.record(&turn(i, Player::South)), 2);
            assert_eq!(
                r.record(&turn(i, Player::North)),
                1,
                "the player to move is part of it"
            );
        }
        assert_eq!(r.record(&turn(7, Player::South)), 3);
        assert_eq!(
            r.count(&turn(7, Player::South)),
            3,
            "counting records nothing"
        );
        assert_eq!(r.most_seen_except(&turn(7, Player::South)), 2);
        // Two seeds fewer on the board: a capture came between.
        let rows = [vec![7, 17, 0, 12, 0, 0], vec![6, 4, 0, 0, 0, 0]];
        let after =
            Setup::new(rows.to_vec(), Player::South, [2, 0]).into_position(Rules::hoyito(6));
        let after = after.unwrap();
        assert_eq!(r.count(&turn(7, Player::South)), 3);
        assert_eq!(r.record(&after), 1);
        assert_eq!(r.positions(&after), 1);
        assert_eq!(r.count(&turn(7, Player::South)), 0);
    }

    #[test]
    fn forgetting_the_newest_records_in_turn_leaves_the_table_as_it_was() {
        let turns: Vec<Position> = (0..300)
            .map(|i| turn((i % 150) * 2 + i % 7, Player::North))
            .collect();
        // Past a grow (256 slots hold 128 entries), with repeats among them.
        let mut part = Repetitions::default();
        for t in &turns[..200] {
            part.record(t);
        }
        let mut whole = Repetitions::default();
        for t in &turns {
            whole.record(t);
        }
        let older = turns[..200]
            .iter()
            .find(|t| !turns[200..].contains(t))
            .unwrap();
        assert!(
            !whole.forget(older),
            "an older new position cannot be taken back first"
        );
        for t in turns[200..].iter().rev() {
            assert!(whole.forget(t));
        }
        assert_eq!(whole.positions(&turns[0]), part.positions(&turns[0]));
        assert!(!whole.forget(&turn(324, Player::South)), "never recorded");
        // Both tables now answer alike, for recorded and for new positions.
        for t in turns.iter().chain([turn(324, Player::North)].iter()) {
            assert_eq!(whole.record(t), part.record(t));
        }
    }
}
