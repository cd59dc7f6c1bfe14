//! Actions as small numbers, for searches and playouts that must not allocate.
//!
//! A move is a board index (a hole to sow from or to pick, by phase, as
//! [`fast::play_index`] takes it), or [`CONTINUE`] / [`STOP`] at a Tsoro head.

use mancala_rules::fast::{self, Seen};
use mancala_rules::{Action, Awaiting, Position};

pub type Move = u8;
pub const CONTINUE: Move = 254;
pub const STOP: Move = 255;
/// More than any position offers: 42 holes of a Tsoro 4x21 player, or two head choices.
pub(crate) const MAX_MOVES: usize = 48;

/// The moves of `game` into `out`; returns how many (0 once the game is over).
#[inline]
pub fn generate(game: &Position, out: &mut [Move; MAX_MOVES]) -> usize {
    if game.awaiting() == Some(Awaiting::Head) {
        out[0] = CONTINUE;
        out[1] = STOP;
        return 2;
    }
    let (mut bits, start) = fast::legal_bits(game);
    let mut n = 0;
    while bits != 0 {
        out[n] = (start + bits.trailing_zeros() as usize) as Move;
        bits &= bits - 1;
        n += 1;
    }
    n
}

/// Play a move produced by [`generate`] for this very position; a turn it begins is
/// recorded in `seen` for the repetition rule (`&mut ()` to play without it).
#[inline]
pub fn play<S: Seen>(game: &mut Position, mv: Move, seen: &mut S) {
    let done = match mv {
        CONTINUE => fast::play(game, Action::Continue, seen),
        STOP => fast::play(game, Action::Stop, seen),
        index => fast::play_index(game, index as usize, seen),
    };
    debug_assert!(done.is_ok(), "generated moves are legal");
}

/// Whether `mv` may be played in `game` now (for moves read back from a table).
pub(crate) fn is_legal(game: &Position, mv: Move) -> bool {
    match (game.awaiting(), mv) {
        (Some(Awaiting::Head), CONTINUE | STOP) => true,
        (Some(Awaiting::Sow | Awaiting::Bonus), index) if index < CONTINUE => {
            let (bits, start) = fast::legal_bits(game);
            let i = index as usize;
            i >= start && i - start < 64 && bits >> (i - start) & 1 != 0
        }
        _ => false,
    }
}

/// The record action of a move in `game`.
pub(crate) fn to_action(game: &Position, mv: Move) -> Action {
    match mv {
        CONTINUE => Action::Continue,
        STOP => Action::Stop,
        index => game.action_at(index as usize),
    }
}
