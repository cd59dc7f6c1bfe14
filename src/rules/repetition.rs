//! The repetition rule: the third occurrence of a position ends the game.
//!
//! A position is the board counts and the player to move, taken when a player is about
//! to choose a hole to sow from. Captures only ever remove seeds, so no position from
//! before a capture can occur again: the history is cleared at every capture and stays
//! short. Positions are compared by a cheap hash first and then exactly.

use super::layout::BOARD_CAPACITY;
use super::types::Player;

#[derive(Clone)]
struct Entry {
    hash: u64,
    to_move: Player,
    board: [u8; BOARD_CAPACITY],
}

/// Positions seen since the last capture.
#[derive(Clone, Default)]
pub struct Repetitions {
    entries: Vec<Entry>,
}

/// A fast hash of the used words of the board and the player to move.
#[inline]
fn hash(board: &[u8; BOARD_CAPACITY], words: usize, to_move: Player) -> u64 {
    let mut h: u64 = to_move.index() as u64 + 1;
    for chunk in board.chunks_exact(8).take(words) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap());
        h = (h.rotate_left(23) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    h ^ (h >> 29)
}

impl Repetitions {
    /// Forget all positions (after a capture).
    #[inline]
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// Record a position; returns how many times it has now occurred (1 the first time).
    /// `holes` is how many board entries are in use (the rest are zero).
    #[inline]
    pub fn record(&mut self, board: &[u8; BOARD_CAPACITY], holes: usize, to_move: Player) -> usize {
        let words = holes.div_ceil(8);
        let hash = hash(board, words, to_move);
        let earlier = self
            .entries
            .iter()
            .filter(|e| {
                e.hash == hash && e.to_move == to_move && e.board[..holes] == board[..holes]
            })
            .count();
        self.entries.push(Entry {
            hash,
            to_move,
            board: *board,
        });
        earlier + 1
    }

    /// Positions recorded since the last capture.
    pub fn positions(&self) -> usize {
        self.entries.len()
    }
}
