//! Moves as board indices, for code that plays millions of them: the computer player,
//! random playouts, the endgame-table builder and their benchmarks.
//!
//! A game is played through [`Game`](crate::Game) with [`Action`]s; nothing here is
//! needed for that. Here the holes that may be chosen are bits over board indices (the
//! engine's storage order, see [`layout`](crate::layout)), an index is played without
//! building an action, and the caller keeps the repetition table, or none: a position
//! played with `&mut ()` remembers nothing, so the third-repetition rule never ends it.
//!
//! ```
//! use mancala_rules::{Position, Repetitions, Rules, fast};
//!
//! let mut position = Position::new(Rules::hoyito(6)).unwrap();
//! let mut seen = Repetitions::default();
//! let (bits, start) = fast::legal_bits(&position);
//! assert_eq!(bits.count_ones(), 6); // every hole of South's row may be sown
//! fast::play_index(&mut position, start + bits.trailing_zeros() as usize, &mut seen).unwrap();
//! assert_eq!(position.seeds_on_board(), 48);
//! ```

use crate::error::ActionError;
use crate::position::Position;
#[cfg(doc)]
use crate::repetition::Repetitions;
use crate::types::Action;

/// What a caller keeps of earlier positions: a [`Repetitions`] table, `()` for none,
/// or `&Repetitions` to look one action past a table without recording in it. A search
/// implements it to count the positions on its own path too.
pub use crate::position::Seen;

/// The board indices that may be chosen now (holes to sow from, or to pick), as bits
/// counted from board index `start`: the chooser's own range when sowing, the enemy's
/// when picking. `(0, 0)` at a head choice and once the game is over.
#[inline]
pub fn legal_bits(position: &Position) -> (u64, usize) {
    position.legal_bits()
}

/// The seeds of every hole, in board-index order.
#[inline]
pub fn board_counts(position: &Position) -> &[u8] {
    position.board_counts()
}

/// Choose the hole at a board index (to sow from or to pick, by phase), recording a
/// turn it begins in `seen`. Refuses an index that may not be chosen now, with the
/// words [`Position::apply`] would use.
#[inline]
pub fn play_index<S: Seen>(
    position: &mut Position,
    index: usize,
    seen: &mut S,
) -> Result<(), ActionError> {
    position.apply_index_seen(index, seen)
}

/// Sow one lap round `circuit` from index `from` (not empty): one seed into each hole
/// after it, round the circuit; returns the index where the last seed fell. The
/// engine's one lap kernel, for measuring bare sowing against whole moves.
#[inline]
pub fn sow_lap(circuit: &mut [u8], from: usize) -> usize {
    crate::sowing::sow_lap(circuit, from)
}

/// Play an action (a head's answer included), recording a turn it begins in `seen`.
#[inline]
pub fn play<S: Seen>(
    position: &mut Position,
    action: Action,
    seen: &mut S,
) -> Result<(), ActionError> {
    position.apply_seen(action, seen, &mut ())
}

/// Whether a sowing from board index `from` (a hole the mover sows, or the head they
/// continue from) goes on past its first lap, by the game's rule for a lap's end.
/// False for an empty hole or one not on the mover's circuit: a search that does not
/// look at long relays asks this before playing one.
#[inline]
pub fn first_lap_goes_on(position: &Position, from: usize) -> bool {
    position.first_lap_goes_on(from)
}
