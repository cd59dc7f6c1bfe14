//! Where each hole lives in the engine's board array, and which holes are whose.
//!
//! The board is stored in *circuit order* so that sowing is `index + 1`:
//! - Hoyito II: one circuit of 2N holes, `a1 .. N1` then `N2 .. a2`.
//! - Tsoro: South's circuit `a1 .. N1, N2 .. a2` at 0..2N, then North's circuit
//!   `N4 .. a4, a3 .. N3` at 2N..4N.
//!
//! In both games a circuit's local index `i < N` is the outer (own) row and, in
//! Tsoro, `i >= N` the inner row; Tsoro heads are local `N-1` and `N-2` for both players.

use crate::types::{GameKind, Hole, Player, Rules};

/// Storage for the largest board (4x21 = 84 holes), padded so that whole 8-byte words
/// can be read from the start of any player's range.
pub const BOARD_CAPACITY: usize = 96;
/// The longest circuit: Tsoro 4x21 has 42 holes per player.
pub const MAX_CIRCUIT: usize = 42;

/// The geometry of one board, from its rules: the rows, the circuits, and which holes
/// are Tsoro heads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    pub(crate) kind: GameKind,
    /// Holes per row.
    pub(crate) n: usize,
    /// The Tsoro heads of each player's circuit (South's, North's), as bits of
    /// circuit-local indices (see [`Layout::head_bits`]); 0 in Hoyito.
    heads: [u64; 2],
    /// Tsoro: each player's rightmost outer hole (local `N-1`) starts with 3 stones.
    three_on_right: bool,
}

impl Layout {
    /// The board of `rules`. The heads are defined here, once: by default the outer
    /// row's last hole `N-1` of each circuit, and `N-2` too with two heads per player
    /// (the same local indices for both players); none with `heads` 0 or in Hoyito; the
    /// named holes with `head_holes` (which may differ between the players).
    pub fn new(rules: &Rules) -> Layout {
        let n = rules.holes_per_row as usize;
        let counted = match (rules.game, rules.heads) {
            (GameKind::HoyitoII, _) | (GameKind::Tsoro, 0) => 0,
            // Saturating: rules not yet validated (a 1-hole row) must not panic here.
            (GameKind::Tsoro, 1) => 1 << n.saturating_sub(1),
            (GameKind::Tsoro, _) => 3 << n.saturating_sub(2),
        };
        let mut heads = [counted; 2];
        if let (GameKind::Tsoro, Some(named)) = (rules.game, rules.head_holes) {
            heads = [0, 0];
            for hole in named {
                let c = hole.col as usize;
                // Unvalidated rules may name any hole: only outer-row holes count.
                match hole.row {
                    1 if c < n => heads[0] |= 1 << c,
                    4 if c < n => heads[1] |= 1 << (n - 1 - c),
                    _ => {}
                }
            }
        }
        let single = rules.heads == 1 && rules.head_holes.is_none();
        Layout {
            kind: rules.game,
            n,
            heads,
            three_on_right: rules.game == GameKind::Tsoro && (single || rules.extra_counters),
        }
    }

    /// Which game's board this is.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// Holes per row.
    pub fn holes_per_row(&self) -> usize {
        self.n
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.kind.rows() as usize
    }

    /// Number of holes on the board.
    pub fn holes(&self) -> usize {
        self.rows() * self.n
    }

    /// The length of the circuit a player sows around.
    pub fn circuit_len(&self) -> usize {
        2 * self.n
    }

    /// The first board index of the circuit `player` sows around.
    pub fn circuit_base(&self, player: Player) -> usize {
        match (self.kind, player) {
            (GameKind::Tsoro, Player::North) => 2 * self.n,
            _ => 0,
        }
    }

    /// The board indices a player owns (may sow from).
    ///
    /// Hoyito II: South `0..N`, North `N..2N`. Tsoro: South `0..2N`, North `2N..4N`.
    #[inline]
    pub fn own_range(&self, player: Player) -> std::ops::Range<usize> {
        let len = match self.kind {
            GameKind::HoyitoII => self.n,
            GameKind::Tsoro => 2 * self.n,
        };
        let start = player.index() * len;
        start..start + len
    }

    /// Who owns the hole at a board index.
    pub fn owner(&self, index: usize) -> Player {
        if self.own_range(Player::South).contains(&index) {
            Player::South
        } else {
            Player::North
        }
    }

    /// The board index of a hole, or `None` when the hole is not on this board.
    ///
    /// ```
    /// use mancala_rules::{Hole, Layout, Rules};
    ///
    /// let layout = Layout::new(&Rules::hoyito(6));
    /// // The circuit runs a1 .. f1, then f2 .. a2.
    /// assert_eq!(layout.index("a1".parse()?), Some(0));
    /// assert_eq!(layout.index("a2".parse()?), Some(11));
    /// assert_eq!(layout.index(Hole::new(6, 1)), None);
    /// assert_eq!(layout.hole(6), "f2".parse()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn index(&self, hole: Hole) -> Option<usize> {
        let n = self.n;
        let c = hole.col as usize;
        if c >= n {
            return None;
        }
        match (self.kind, hole.row) {
            (_, 1) => Some(c),
            (_, 2) => Some(2 * n - 1 - c),
            (GameKind::Tsoro, 3) => Some(3 * n + c),
            (GameKind::Tsoro, 4) => Some(3 * n - 1 - c),
            _ => None,
        }
    }

    /// The hole at a board index.
    pub fn hole(&self, index: usize) -> Hole {
        let n = self.n;
        let (col, row) = if index < n {
            (index, 1)
        } else if index < 2 * n {
            (2 * n - 1 - index, 2)
        } else if index < 3 * n {
            (3 * n - 1 - index, 4)
        } else {
            (index - 3 * n, 3)
        };
        Hole::new(col as u8, row)
    }

    /// Whether a board index is a Tsoro head (never true in Hoyito).
    pub fn is_head(&self, index: usize) -> bool {
        let local = index % self.circuit_len();
        self.head_bits(self.owner(index)) >> local & 1 != 0
    }

    /// The Tsoro heads of `player`'s circuit, as bits of circuit-local indices; 0 in
    /// Hoyito.
    #[inline]
    pub fn head_bits(&self, player: Player) -> u64 {
        self.heads[player.index()]
    }

    /// The board a game starts with: Hoyito four seeds in every hole; Tsoro two
    /// stones in every hole of the outer rows (three on each player's rightmost outer
    /// hole with a single head or the extra counters) and the inner rows empty.
    pub fn starting_board(&self) -> [u8; BOARD_CAPACITY] {
        let mut board = [0; BOARD_CAPACITY];
        for (i, count) in board[..self.holes()].iter_mut().enumerate() {
            let local = i % self.circuit_len();
            *count = match self.kind {
                GameKind::HoyitoII => 4,
                GameKind::Tsoro if local >= self.n => 0,
                GameKind::Tsoro if self.three_on_right && local == self.n - 1 => 3,
                GameKind::Tsoro => 2,
            };
        }
        board
    }

    /// Tsoro: for a move ending at board index `index` in the mover's inner row, the
    /// enemy inner and outer holes of the same column. `None` for an outer-row hole.
    pub fn opposite_column(&self, index: usize) -> Option<(usize, usize)> {
        let n = self.n;
        // The index in its circuit, without a division (every move that ends in an
        // empty hole asks).
        let local = if index >= 2 * n { index - 2 * n } else { index };
        if local < n {
            return None;
        }
        if index < 2 * n {
            // South's inner row 2, column c; North's row 3 and row 4 of column c.
            let c = 2 * n - 1 - index;
            Some((3 * n + c, 3 * n - 1 - c))
        } else {
            // North's inner row 3, column c; South's row 2 and row 1 of column c.
            let c = index - 3 * n;
            Some((2 * n - 1 - c, c))
        }
    }

    /// The board as rows from row 1 upwards, each from column `a`.
    pub fn rows_of(&self, board: &[u8]) -> Vec<Vec<u8>> {
        (1..=self.rows() as u8)
            .map(|row| {
                (0..self.n as u8)
                    .map(|col| board[self.index(Hole::new(col, row)).unwrap()])
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tsoro(n: usize) -> Layout {
        Layout::new(&Rules::tsoro(n as u8))
    }

    #[test]
    fn every_index_maps_to_a_hole_and_back() {
        for layout in [tsoro(21), tsoro(6), Layout::new(&Rules::hoyito(12))] {
            for i in 0..layout.holes() {
                assert_eq!(layout.index(layout.hole(i)), Some(i));
            }
        }
    }

    #[test]
    fn tsoro_circuits_follow_the_brief() {
        let l = tsoro(21);
        let name = |i: usize| l.hole(i).to_string();
        // South: a1 → u1, then u2 → a2.
        assert_eq!(
            (name(0), name(20), name(21), name(41)),
            ("a1".into(), "u1".into(), "u2".into(), "a2".into())
        );
        // North: u4 → a4, then a3 → u3.
        assert_eq!(
            (name(42), name(62), name(63), name(83)),
            ("u4".into(), "a4".into(), "a3".into(), "u3".into())
        );
    }

    #[test]
    fn tsoro_heads_are_the_rightmost_outer_holes_of_each_player() {
        let l = tsoro(21);
        let heads: Vec<String> = (0..84)
            .filter(|&i| l.is_head(i))
            .map(|i| l.hole(i).to_string())
            .collect();
        assert_eq!(heads, ["t1", "u1", "b4", "a4"]);
        let single = Layout::new(&Rules::tsoro(21).with_heads(1));
        let heads: Vec<String> = (0..84)
            .filter(|&i| single.is_head(i))
            .map(|i| single.hole(i).to_string())
            .collect();
        assert_eq!(heads, ["u1", "a4"]);
    }

    #[test]
    fn the_starting_board_puts_three_stones_on_a_single_head_only() {
        let two = tsoro(6);
        let one = Layout::new(&Rules::tsoro(6).with_heads(1));
        let hoyito = Layout::new(&Rules::hoyito(6));
        let count = |l: &Layout, name: &str| {
            let hole = crate::parse_hole(name).unwrap();
            l.starting_board()[l.index(hole).unwrap()]
        };
        assert_eq!(
            (count(&two, "f1"), count(&two, "e1"), count(&two, "a4")),
            (2, 2, 2)
        );
        assert_eq!(
            (count(&one, "f1"), count(&one, "e1"), count(&one, "a4")),
            (3, 2, 3)
        );
        assert_eq!(
            (count(&one, "f2"), count(&one, "a3")),
            (0, 0),
            "inner rows empty"
        );
        let total = |l: &Layout| l.starting_board().iter().map(|&c| c as u32).sum::<u32>();
        assert_eq!((total(&two), total(&one)), (2 * 6 * 2, 2 * 6 * 2 + 2));
        assert!(hoyito.starting_board()[..12].iter().all(|&c| c == 4));
        assert_eq!(hoyito.starting_board()[12..], [0; BOARD_CAPACITY - 12]);
    }

    #[test]
    fn opposite_column_is_the_same_letter() {
        let l = tsoro(6);
        let d2 = l.index(Hole::new(3, 2)).unwrap();
        assert_eq!(
            l.opposite_column(d2),
            Some((
                l.index(Hole::new(3, 3)).unwrap(),
                l.index(Hole::new(3, 4)).unwrap()
            ))
        );
        let b3 = l.index(Hole::new(1, 3)).unwrap();
        assert_eq!(
            l.opposite_column(b3),
            Some((
                l.index(Hole::new(1, 2)).unwrap(),
                l.index(Hole::new(1, 1)).unwrap()
            ))
        );
        assert_eq!(l.opposite_column(l.index(Hole::new(1, 1)).unwrap()), None);
    }
}
