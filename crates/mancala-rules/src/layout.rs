//! Where each hole lives in the engine's board array, and which holes are whose.
//!
//! The board is stored in *circuit order* so that sowing is `index + 1`:
//! - Hoyito II: one circuit of 2N holes, `a1 .. N1` then `N2 .. a2`.
//! - Tsoro: South's circuit `a1 .. N1, N2 .. a2` at 0..2N, then North's circuit
//!   `N4 .. a4, a3 .. N3` at 2N..4N.
//!
//! In both games a circuit's local index `i < N` is the outer (own) row and, in
//! Tsoro, `i >= N` the inner row; Tsoro heads are local `N-1` and `N-2` for both players.
//!
//! **Closed holes.** In a round of a Hoyito match some holes are closed: off the
//! circuit. The board then stores the open holes only, in the same circuit order
//! (South's open holes from `a1` rightwards, then North's from the highest column
//! leftwards), so the circuit is simply shorter and every rule that works on the
//! circuit (sowing, relays, the backward chain, passes, en passant, the endless-sowing
//! rule) goes round the closed holes with no change and no cost: only the mapping
//! between holes and board indices ([`Layout::index`], [`Layout::hole`]) looks at them.

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
    /// Hoyito in a match: the holes closed for the round, bit `c` for South's column
    /// `c` and bit `16 + c` for North's; 0 (the common case) when none is.
    closed: u32,
    /// The circuit's length: `2N`, or the open holes of Hoyito's one circuit.
    len: u8,
    /// The board indices in use: every hole, or Hoyito's open ones.
    in_use: u8,
    /// Where each player's own holes begin among the board indices, and how many.
    own_start: [u8; 2],
    own_len: [u8; 2],
}

/// Bits of North's columns in [`Layout::closed_bits`].
const NORTH_SHIFT: u32 = 16;

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
        // Saturating and masked: unvalidated rules must not panic here.
        let n8 = n.min(21) as u8;
        let own = match rules.game {
            GameKind::HoyitoII => n8,
            GameKind::Tsoro => 2 * n8,
        };
        Layout {
            kind: rules.game,
            n,
            heads,
            three_on_right: rules.game == GameKind::Tsoro && (single || rules.extra_counters),
            closed: 0,
            len: 2 * n8,
            in_use: 2 * own,
            own_start: [0, own],
            own_len: [own, own],
        }
    }

    /// This Hoyito board with the holes of `closed` closed for a round of a match (and
    /// every other hole open): they are off the circuit, which the open holes make up
    /// in the same order, so sowing, relays, the chain and passes go round them. The
    /// board indices are then those of the open holes only (see the module's comment).
    /// `None` for Tsoro, for a hole not on this board, or when a player would have no
    /// open hole.
    ///
    /// ```
    /// use mancala_rules::{Layout, Rules};
    ///
    /// let layout = Layout::new(&Rules::hoyito(6));
    /// let closed = layout.with_closed(&["b1".parse()?, "f2".parse()?]).unwrap();
    /// assert_eq!(closed.circuit_len(), 10);
    /// assert_eq!(closed.index("b1".parse()?), None);
    /// assert_eq!(closed.index("c1".parse()?), Some(1));
    /// // a1 c1 d1 e1 f1, then e2 d2 c2 b2 a2.
    /// assert_eq!(closed.hole(5), "e2".parse()?);
    /// assert_eq!(closed.closed_holes(), vec!["b1".parse()?, "f2".parse()?]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_closed(&self, closed: &[Hole]) -> Option<Layout> {
        if self.kind != GameKind::HoyitoII {
            return None;
        }
        let mut bits = 0u32;
        for hole in closed {
            if hole.col as usize >= self.n || !(1..=2).contains(&hole.row) {
                return None;
            }
            bits |= 1 << (hole.col as u32 + (hole.row as u32 - 1) * NORTH_SHIFT);
        }
        let row = low_u32(self.n);
        let south = self.n as u8 - (bits & row).count_ones() as u8;
        let north = self.n as u8 - (bits >> NORTH_SHIFT & row).count_ones() as u8;
        if south == 0 || north == 0 {
            return None;
        }
        Some(Layout {
            closed: bits,
            len: south + north,
            in_use: south + north,
            own_start: [0, south],
            own_len: [south, north],
            ..*self
        })
    }

    /// The holes closed for this round, in row order then column order (none outside
    /// a match).
    pub fn closed_holes(&self) -> Vec<Hole> {
        let mut holes = Vec::new();
        for row in 1..=2u8 {
            for col in 0..self.n as u8 {
                if self.is_closed(Hole::new(col, row)) {
                    holes.push(Hole::new(col, row));
                }
            }
        }
        holes
    }

    /// Whether a hole of this board is closed for the round.
    pub fn is_closed(&self, hole: Hole) -> bool {
        (hole.row == 1 || hole.row == 2)
            && (hole.col as usize) < self.n
            && self.kind == GameKind::HoyitoII
            && self.closed >> (hole.col as u32 + (hole.row as u32 - 1) * NORTH_SHIFT) & 1 != 0
    }

    /// The closed holes as bits: `c` for South's column `c`, `16 + c` for North's.
    pub fn closed_bits(&self) -> u32 {
        self.closed
    }

    /// Whether any hole is closed.
    #[inline]
    pub fn has_closed(&self) -> bool {
        self.closed != 0
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

    /// Number of board indices in use: the holes on the board, or with closed holes,
    /// the open ones.
    #[inline]
    pub fn holes(&self) -> usize {
        self.in_use as usize
    }

    /// The length of the circuit a player sows around (the open holes only when some
    /// are closed).
    #[inline]
    pub fn circuit_len(&self) -> usize {
        self.len as usize
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
    /// Hoyito II: South `0..N`, North `N..2N` (South's open holes, then North's, with
    /// holes closed). Tsoro: South `0..2N`, North `2N..4N`.
    #[inline]
    pub fn own_range(&self, player: Player) -> std::ops::Range<usize> {
        let p = player.index();
        let start = self.own_start[p] as usize;
        start..start + self.own_len[p] as usize
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
        if self.closed != 0 {
            return self.open_index(hole);
        }
        match (self.kind, hole.row) {
            (_, 1) => Some(c),
            (_, 2) => Some(2 * n - 1 - c),
            (GameKind::Tsoro, 3) => Some(3 * n + c),
            (GameKind::Tsoro, 4) => Some(3 * n - 1 - c),
            _ => None,
        }
    }

    /// [`Layout::index`] with closed holes: South's open holes from its left, then
    /// North's from the highest column. Out of line, as [`Layout::open_hole`].
    #[cold]
    #[inline(never)]
    fn open_index(&self, hole: Hole) -> Option<usize> {
        if self.is_closed(hole) {
            return None;
        }
        let c = hole.col as u32;
        let (south, north) = (self.closed & 0xFFFF, self.closed >> NORTH_SHIFT);
        match hole.row {
            1 => Some(hole.col as usize - (south & low_u32(c as usize)).count_ones() as usize),
            2 => {
                let above = low_u32(self.n) & !low_u32(c as usize + 1);
                let open_above = (above & !north).count_ones() as usize;
                Some(self.own_start[1] as usize + open_above)
            }
            _ => None,
        }
    }

    /// [`Layout::hole`] with closed holes: the k-th open hole of South's row from the
    /// left, or of North's from the right. Kept out of line, so a board with no closed
    /// hole pays one test.
    #[cold]
    #[inline(never)]
    fn open_hole(&self, index: usize) -> Hole {
        let n = self.n;
        let south = self.own_start[1] as usize;
        let (row, k, open) = if index < south {
            (1, index, !self.closed & low_u32(n))
        } else {
            (2, index - south, !(self.closed >> NORTH_SHIFT) & low_u32(n))
        };
        let mut cols = (0..n as u8).filter(|&c| open >> c & 1 != 0);
        let col = if row == 1 {
            cols.nth(k)
        } else {
            cols.rev().nth(k)
        };
        Hole::new(col.expect("a board index of an open hole"), row)
    }

    /// The hole at a board index.
    pub fn hole(&self, index: usize) -> Hole {
        let n = self.n;
        if self.closed != 0 {
            return self.open_hole(index);
        }
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

    /// The board as rows from row 1 upwards, each from column `a` (a closed hole
    /// holds 0).
    pub fn rows_of(&self, board: &[u8]) -> Vec<Vec<u8>> {
        (1..=self.rows() as u8)
            .map(|row| {
                (0..self.n as u8)
                    .map(|col| self.index(Hole::new(col, row)).map_or(0, |i| board[i]))
                    .collect()
            })
            .collect()
    }
}

/// The lowest `n` bits of a `u32` (`n` at most 31).
fn low_u32(n: usize) -> u32 {
    (1u32 << n) - 1
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
