//! The engine's one board hash: the board's used 8-byte words folded with a key each,
//! and the player to move. The repetition table keys on it, and
//! [`Position::fingerprint`](crate::Position::fingerprint) mixes the rest of a position
//! into it.

use crate::layout::BOARD_CAPACITY;
use crate::types::Player;

/// Board word `k` of a padded board (the padding past the holes is always zero).
#[inline(always)]
pub(crate) fn word(board: &[u8; BOARD_CAPACITY], k: usize) -> u64 {
    u64::from_le_bytes(board[8 * k..8 * k + 8].try_into().unwrap())
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

/// splitmix64's finaliser: every bit of `x` moves every bit of the result.
#[inline(always)]
pub(crate) fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// One board word folded with its key: the two halves of a 128-bit product, so every
/// bit of the word reaches the whole result (a plain 64-bit multiply leaves a change in
/// a word's high byte only the top 8 bits to change). One multiply instruction.
#[inline(always)]
fn fold(w: u64, key: u64) -> u64 {
    let p = ((w ^ key) as u128) * (0x9E37_79B9_7F4A_7C15u128);
    (p as u64) ^ ((p >> 64) as u64)
}

/// Calls `$f::<W>($args)` with `W` the board words in use (`$words`, 1 to 12), so that
/// the hash, the comparison and the copy of a board are unrolled for its size.
macro_rules! by_words {
    ($words:expr, $f:ident($($args:expr),*)) => {
        match $words {
            1 => $f::<1>($($args),*),
            2 => $f::<2>($($args),*),
            3 => $f::<3>($($args),*),
            4 => $f::<4>($($args),*),
            5 => $f::<5>($($args),*),
            6 => $f::<6>($($args),*),
            7 => $f::<7>($($args),*),
            8 => $f::<8>($($args),*),
            9 => $f::<9>($($args),*),
            10 => $f::<10>($($args),*),
            11 => $f::<11>($($args),*),
            _ => $f::<{ BOARD_CAPACITY / 8 }>($($args),*),
        }
    };
}
pub(crate) use by_words;

/// The engine's one board hash, of the used words of the board and the player to move:
/// the repetition table keys on it, and [`crate::Position::fingerprint`] mixes the rest of a
/// position into it. The words are folded independently (no chain of dependent
/// multiplies) and the results added.
#[inline]
pub(crate) fn board_hash(board: &[u8; BOARD_CAPACITY], words: usize, to_move: Player) -> u64 {
    by_words!(words, hash_board(board, to_move))
}

/// [`board_hash`] of a board of `W` used words.
#[inline(always)]
fn hash_board<const W: usize>(board: &[u8; BOARD_CAPACITY], to_move: Player) -> u64 {
    words_hash(
        &std::array::from_fn::<u64, W, _>(|k| word(board, k)),
        to_move,
    )
}

/// [`board_hash`] of a board's used words, already read.
#[inline(always)]
pub(crate) fn words_hash<const W: usize>(words: &[u64; W], to_move: Player) -> u64 {
    let mut acc: u64 = to_move.index() as u64;
    for k in 0..W {
        acc = acc.wrapping_add(fold(words[k], WORD_KEYS[k]));
    }
    acc
}
