//! The game state and the rules of both games: what may be played and what it does.

mod en_passant;
mod laps;
mod reentry;
mod setup;

pub use setup::{Awaited, HeadStop, Setup};

use crate::error::{ActionError, PositionError, RulesError};
use crate::event::{CaptureKind, Event, Observer};
use crate::hash::{board_hash, mix};
use crate::layout::{BOARD_CAPACITY, Layout, MAX_CIRCUIT};
use crate::sowing::MoveLaps;
use crate::types::{
    Action, Awaiting, EndReason, GameKind, Hole, HoyitoForm, Outcome, Player, Rules,
};
use laps::LapsEnd;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    Sow,
    Head { index: u8 },
    Bonus { picks_left: u8 },
    Over(Outcome),
}

/// An action checked against the position, with its hole resolved to a board index.
#[derive(Clone, Copy)]
enum Checked {
    Sow(usize),
    Continue(usize),
    Stop(usize),
    Pick(usize),
}

/// The lowest `len` bits set.
#[inline]
fn low_bits(len: usize) -> u64 {
    if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    }
}

/// Bit `k` set when `board[start + k] & mask` is non-zero, for `k < len` (at most 48).
/// Works 16 holes at a time; the board is padded so whole words can be read: the 48
/// bytes from any range's start (at most `MAX_CIRCUIT`) are on it, so one bounds check
/// serves every read.
#[inline(always)]
fn byte_bits(board: &[u8; BOARD_CAPACITY], start: usize, len: usize, mask: u8) -> u64 {
    debug_assert!(len <= 48 && start <= MAX_CIRCUIT);
    let window: &[u8; 48] = board[start..start + 48].try_into().unwrap();
    let word = |off: usize| u64::from_le_bytes(window[off..off + 8].try_into().unwrap());
    let mut bits = nonzero_bytes(word(0), word(8), mask);
    if len > 16 {
        bits |= nonzero_bytes(word(16), word(24), mask) << 16;
    }
    if len > 32 {
        bits |= nonzero_bytes(word(32), word(40), mask) << 32;
    }
    bits & low_bits(len)
}

// A range starts at most at the longest circuit's length (North's circuit in Tsoro).
const _: () = assert!(MAX_CIRCUIT + 48 <= BOARD_CAPACITY);

/// Bit `k` set when byte `k` of the 16 bytes `lo` then `hi` is non-zero under `mask`:
/// one SSE2 compare and movemask (every x86-64 has them), a tenth off a Tsoro 4x21
/// playout against the multiply below.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn nonzero_bytes(lo: u64, hi: u64, mask: u8) -> u64 {
    use std::arch::x86_64::{
        _mm_and_si128, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_set_epi64x, _mm_set1_epi8,
        _mm_setzero_si128,
    };
    // SAFETY: these intrinsics need SSE2, which the cfg above requires of the target.
    let zero = unsafe {
        let v = _mm_and_si128(
            _mm_set_epi64x(hi as i64, lo as i64),
            _mm_set1_epi8(mask as i8),
        );
        _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())) as u64
    };
    !zero & 0xFFFF
}

/// [`nonzero_bytes`] without SSE2: the high bit of each non-zero byte, packed by a
/// multiply. (Tested against the SSE2 one where that exists.)
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn nonzero_bytes(lo: u64, hi: u64, mask: u8) -> u64 {
    nonzero_bytes_portable(lo, hi, mask)
}

#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn nonzero_bytes_portable(lo: u64, hi: u64, mask: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let spread = mask as u64 * 0x0101_0101_0101_0101;
    let pack = |w: u64| {
        let x = w & spread;
        let nonzero = (((x & LOW7) + LOW7) | x) & HIGH;
        (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
    };
    pack(lo) | pack(hi) << 8
}

/// Earlier positions, as the repetition rule needs them: a position plays with no
/// memory and asks whoever keeps the earlier ones how often a turn has occurred. The
/// line of play keeps a [`Repetitions`](crate::Repetitions) table; a search adds its
/// own path; `()` remembers nothing, so the third repetition never ends the game.
pub trait Seen {
    /// Record `turn` (a position awaiting a sow); how many times it has now occurred,
    /// counting this one.
    fn record(&mut self, turn: &Position) -> u32;
}

/// No memory: every turn is new (a position played on its own).
impl Seen for () {
    #[inline]
    fn record(&mut self, _: &Position) -> u32 {
        1
    }
}

/// Who has more, South's count or North's; `None` when they are equal.
fn leader(south: u16, north: u16) -> Option<Player> {
    match south.cmp(&north) {
        std::cmp::Ordering::Greater => Some(Player::South),
        std::cmp::Ordering::Less => Some(Player::North),
        std::cmp::Ordering::Equal => None,
    }
}

/// A position of Hoyito II or Tsoro: the board, the seeds captured, who is to move
/// and what is awaited (a sow, a head choice, bonus picks, or nothing once it is over),
/// with the state of a move stopped at a head. A small value, copied freely.
///
/// A position alone knows no earlier positions, so playing on it never ends a game by
/// repetition: [`Game`](crate::Game), the line of play, applies that rule.
///
/// Two positions are equal when they play alike: the choosable holes and the state of
/// a move are kept only while they matter (they are reset when a move or the game
/// ends), so equal boards, captures, players and waits compare equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    layout: Layout,
    board: [u8; BOARD_CAPACITY],
    captured: [u16; 2],
    on_board: u16,
    to_move: Player,
    phase: Phase,
    /// The endless-sowing state of the move being played (default between moves).
    moves: MoveLaps,
    /// In the sowing and bonus phases: the holes that may be chosen now (to sow from,
    /// or to pick), as bits from board index `choosable_from` (the start of the
    /// chooser's own range, or of the enemy's). Computed once per turn or pick; zero
    /// otherwise.
    choosable: u64,
    choosable_from: u8,
    /// Hoyito III in a match, from round 3: the player who takes the last four seeds
    /// (the previous round's winner); `None`, the player who captured the four before
    /// them.
    last_four: Option<Player>,
}

/// Check that rules can be played; names the field and the allowed range.
///
/// ```
/// use mancala_rules::{Rules, RulesError, validate_rules};
///
/// assert_eq!(validate_rules(&Rules::tsoro(8)), Ok(Rules::tsoro(8)));
/// assert_eq!(validate_rules(&Rules::tsoro(8).with_heads(3)), Err(RulesError::Heads { got: 3 }));
/// ```
pub fn validate_rules(rules: &Rules) -> Result<Rules, RulesError> {
    let (lo, hi) = rules.game.holes_range();
    if !(lo..=hi).contains(&rules.holes_per_row) {
        return Err(RulesError::HolesPerRow {
            game: rules.game,
            got: rules.holes_per_row,
        });
    }
    match rules.game {
        GameKind::HoyitoII => {
            let tsoro_keys = [
                ("head_holes", rules.head_holes.is_some()),
                ("extra_counters", rules.extra_counters),
                ("reentered_captures", rules.reentered_captures),
            ];
            if let Some((key, _)) = tsoro_keys.into_iter().find(|&(_, given)| given) {
                return Err(RulesError::NotForGame {
                    key,
                    game: rules.game,
                });
            }
            Ok(Rules::hoyito_form(rules.hoyito, rules.holes_per_row))
        }
        GameKind::Tsoro => {
            if rules.bonus_picks > 3 {
                return Err(RulesError::BonusPicks {
                    got: rules.bonus_picks,
                });
            }
            match rules.head_holes {
                Some(_) if rules.heads != 0 => return Err(RulesError::HeadsWithHeadHoles),
                Some(holes) => check_head_holes(rules.holes_per_row, &holes)?,
                None if rules.heads > 2 => return Err(RulesError::Heads { got: rules.heads }),
                None => {}
            }
            if rules.reentered_captures && rules.bonus_picks != 0 {
                return Err(RulesError::ReenteredWithBonusPicks {
                    bonus_picks: rules.bonus_picks,
                });
            }
            // The Hoyito form says nothing in Tsoro: one value, so equal rules compare equal.
            Ok(Rules {
                hoyito: HoyitoForm::II,
                ..*rules
            })
        }
    }
}

/// Tsoro's heads by name: each in an outer row of a board of `n` holes a row, two
/// different ones for each player.
fn check_head_holes(n: u8, holes: &[Hole; 4]) -> Result<(), RulesError> {
    for &hole in holes {
        if hole.col >= n || !(hole.row == 1 || hole.row == 4) {
            return Err(RulesError::HeadHole { hole });
        }
    }
    for (player, row) in [(Player::South, 1), (Player::North, 4)] {
        let mut own = holes.iter().filter(|h| h.row == row);
        match (own.next(), own.next(), own.next()) {
            (Some(a), Some(b), None) if a != b => {}
            _ => return Err(RulesError::HeadHolesOf { player }),
        }
    }
    Ok(())
}

impl Position {
    /// A new game in the starting position, South to move.
    ///
    /// ```
    /// use mancala_rules::{Player, Position, Rules, RulesError};
    ///
    /// let start = Position::new(Rules::tsoro(8))?;
    /// assert_eq!(start.to_move(), Some(Player::South));
    /// assert_eq!(start.seeds_on_board(), 32);
    /// assert!(matches!(Position::new(Rules::tsoro(5)), Err(RulesError::HolesPerRow { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(rules: Rules) -> Result<Position, RulesError> {
        let rules = validate_rules(&rules)?;
        let layout = Layout::new(&rules);
        let board = layout.starting_board();
        let mut position = Self::with_board(rules, layout, board, [0, 0], Player::South);
        position.begin_turn(Player::South);
        Ok(position)
    }

    /// The seeds a game of these rules starts with.
    pub fn starting_seeds(rules: &Rules) -> u16 {
        let board = Layout::new(rules).starting_board();
        board.iter().map(|&c| c as u16).sum()
    }

    /// A position of `board` before its turn begins: the phase is a placeholder that
    /// [`Position::begin_turn`] or a [`Setup`]'s choice replaces.
    fn with_board(
        rules: Rules,
        layout: Layout,
        board: [u8; BOARD_CAPACITY],
        captured: [u16; 2],
        to_move: Player,
    ) -> Position {
        Position {
            rules,
            layout,
            board,
            captured,
            on_board: board.iter().map(|&c| c as u16).sum(),
            to_move,
            phase: Phase::Sow,
            moves: MoveLaps::default(),
            choosable: 0,
            choosable_from: 0,
            last_four: None,
        }
    }

    /// The start of a round of a match of Hoyito: four seeds in every hole but the
    /// `closed` ones, which are off the circuit for the round; nothing captured,
    /// `starter` to move. `last_four`: in Hoyito III, the player who takes the last
    /// four seeds whoever captured before them (from round 3, the previous round's
    /// winner); `None` keeps the rule of a single game.
    ///
    /// ```
    /// use mancala_rules::{HoyitoForm, Player, Position, Rules};
    ///
    /// let closed = ["e1".parse()?, "f1".parse()?];
    /// let round = Position::round_start(Rules::hoyito(6), &closed, Player::North, None)?;
    /// assert_eq!(round.seeds_on_board(), 40);
    /// assert_eq!(round.rows(), vec![vec![4, 4, 4, 4, 0, 0], vec![4; 6]]);
    /// assert_eq!(round.layout().closed_holes(), closed);
    /// assert_eq!(round.to_move(), Some(Player::North));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn round_start(
        rules: Rules,
        closed: &[Hole],
        starter: Player,
        last_four: Option<Player>,
    ) -> Result<Position, PositionError> {
        let rules = validate_rules(&rules)?;
        let layout = Layout::new(&rules)
            .with_closed(closed)
            .ok_or(PositionError::ClosedHoles)?;
        if last_four.is_some() && rules.hoyito != HoyitoForm::III {
            return Err(PositionError::LastFour);
        }
        let board = layout.starting_board();
        let mut position = Self::with_board(rules, layout, board, [0, 0], starter);
        position.last_four = last_four;
        position.begin_turn(starter);
        Ok(position)
    }

    /// Hoyito III in a match, from round 3: who takes the last four seeds whoever
    /// captured the four before them; `None` when the game's own rule gives them.
    pub fn last_four_to(&self) -> Option<Player> {
        self.last_four
    }

    /// Begin `player`'s turn as a set-up or a fresh game does, with no earlier
    /// positions.
    fn begin_turn(&mut self, player: Player) {
        self.start_turn(player, &mut ());
        self.settle_turn(&mut (), &mut ());
    }

    // ----- reading the position -----

    /// The rules being played.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board's geometry.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The seeds in a hole, or `None` when the hole is not on this board.
    pub fn count(&self, hole: Hole) -> Option<u8> {
        self.layout.index(hole).map(|i| self.board[i])
    }

    /// The board as rows from row 1 upwards, each from column `a`.
    pub fn rows(&self) -> Vec<Vec<u8>> {
        self.layout.rows_of(&self.board)
    }

    /// Seeds a player has captured.
    pub fn captured(&self, player: Player) -> u16 {
        self.captured[player.index()]
    }

    /// South's and North's captured seeds.
    pub fn captured_both(&self) -> [u16; 2] {
        self.captured
    }

    /// The whole board array, zero past the holes in use (for the repetition table).
    pub(super) fn board_array(&self) -> &[u8; BOARD_CAPACITY] {
        &self.board
    }

    /// Seeds still on the board.
    pub fn seeds_on_board(&self) -> u16 {
        self.on_board
    }

    /// Seeds in the holes a player owns.
    pub fn seeds_on_side(&self, player: Player) -> u16 {
        self.board[self.layout.own_range(player)]
            .iter()
            .map(|&c| c as u16)
            .sum()
    }

    /// The player whose choice it is, or `None` when the game is over.
    pub fn to_move(&self) -> Option<Player> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(self.to_move),
        }
    }

    /// The player who moved last or is to move (also meaningful once the game is over).
    pub fn current_player(&self) -> Player {
        self.to_move
    }

    /// What the game waits for, or `None` when it is over.
    pub fn awaiting(&self) -> Option<Awaiting> {
        match self.phase {
            Phase::Sow => Some(Awaiting::Sow),
            Phase::Head { .. } => Some(Awaiting::Head),
            Phase::Bonus { .. } => Some(Awaiting::Bonus),
            Phase::Over(_) => None,
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// Tsoro: the head where a stop-or-continue choice is pending.
    pub fn pending_head(&self) -> Option<Hole> {
        match self.phase {
            Phase::Head { index } => Some(self.layout.hole(index as usize)),
            _ => None,
        }
    }

    /// Tsoro: bonus picks still owed (0 when none is pending).
    pub fn picks_left(&self) -> u8 {
        match self.phase {
            Phase::Bonus { picks_left } => picks_left,
            _ => 0,
        }
    }

    /// Whether a hole is a Tsoro head.
    pub fn is_head(&self, hole: Hole) -> bool {
        self.layout
            .index(hole)
            .is_some_and(|i| self.layout.is_head(i))
    }

    /// Who owns a hole on this board.
    pub fn owner(&self, hole: Hole) -> Option<Player> {
        self.layout.index(hole).map(|i| self.layout.owner(i))
    }

    /// The seeds of every hole in board-index order (the order [`Position::legal_bits`] and
    /// [`crate::fast::play_index`] use), for searches that evaluate positions without allocating.
    pub(crate) fn board_counts(&self) -> &[u8] {
        &self.board[..self.layout.holes()]
    }

    /// The board seen from the player to move, into `out`: the mover's holes in the
    /// order they sow them, then the opponent's in the order the opponent sows them.
    /// Hoyito II (2N counts): their row from their left, then the opponent's row from the
    /// opponent's left. Tsoro (4N counts): their circuit, outer row first, then the
    /// opponent's. Both players sow alike round circuits that mirror each other (the
    /// board turned half round), so a position and its view set with
    /// [`Position::set_mover_view`] (South to move) play alike with the players
    /// exchanged: one endgame table serves both sides.
    pub fn mover_view(&self, out: &mut [u8]) {
        match self.rules.game {
            GameKind::HoyitoII => {
                let len = self.layout.circuit_len();
                let start = self.layout.own_range(self.to_move).start;
                for (k, slot) in out[..len].iter_mut().enumerate() {
                    *slot = self.board[(start + k) % len];
                }
            }
            GameKind::Tsoro => {
                let len = self.layout.circuit_len();
                let mover = self.layout.circuit_base(self.to_move);
                let other = self.layout.circuit_base(self.to_move.opponent());
                out[..len].copy_from_slice(&self.board[mover..mover + len]);
                out[len..2 * len].copy_from_slice(&self.board[other..other + len]);
            }
        }
    }

    /// Reset this position to `view` (as [`Position::mover_view`] gives it) with South to
    /// move and no seeds captured. The turn starts as in play: in Hoyito II, if South
    /// has no seed to sow, South passes and North moves; in Tsoro a South that cannot
    /// move has lost.
    pub fn set_mover_view(&mut self, view: &[u8]) {
        let holes = self.layout.holes();
        self.board = [0; BOARD_CAPACITY];
        // South's holes come first on either board: the view is the board itself.
        self.board[..holes].copy_from_slice(&view[..holes]);
        self.on_board = view[..holes].iter().map(|&c| c as u16).sum();
        self.captured = [0, 0];
        self.phase = Phase::Sow;
        self.begin_turn(Player::South);
    }

    /// The seeds `player` would take if the game ended by repetition now: in Hoyito II
    /// the seeds in their own row. Tsoro takes nothing (its repetition end compares the
    /// sides instead): 0.
    pub fn taken_at_repetition(&self, player: Player) -> u16 {
        match self.rules.game {
            GameKind::HoyitoII => self.seeds_on_side(player),
            GameKind::Tsoro => 0,
        }
    }

    /// A 64-bit fingerprint of everything that decides the play from here on except the
    /// repetition history: the board, the captures, the player to move and what the game
    /// waits for. Equal positions give equal fingerprints; different ones collide with
    /// probability about 2^-64. For transposition tables; computed on demand, so playing
    /// moves costs nothing more.
    ///
    /// ```
    /// use mancala_rules::{Position, Rules};
    ///
    /// let start = Position::new(Rules::hoyito(6))?;
    /// let mut after = start;
    /// after.apply("c1".parse()?)?;
    /// assert_eq!(start.fingerprint(), Position::new(Rules::hoyito(6))?.fingerprint());
    /// assert_ne!(start.fingerprint(), after.fingerprint());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fingerprint(&self) -> u64 {
        let phase = match self.phase {
            Phase::Sow => 0u64,
            Phase::Head { index } => 1 | (index as u64) << 8,
            Phase::Bonus { picks_left } => 2 | (picks_left as u64) << 8,
            Phase::Over(_) => 3,
        };
        let rest = phase ^ (self.captured[0] as u64) << 24 ^ (self.captured[1] as u64) << 40;
        // Nothing in a single game: no hole closed, nobody owed the last four.
        let round = self.layout.closed_bits() as u64
            ^ self.last_four.map_or(0, |p| 1 + p.index() as u64) << 32;
        let rest = rest ^ (mix(round) * (round != 0) as u64);
        let board = board_hash(&self.board, self.layout.holes().div_ceil(8), self.to_move);
        mix(board ^ mix(rest))
    }

    // ----- what may be played -----

    /// Everything that may be chosen now, in board order.
    ///
    /// ```
    /// use mancala_rules::{Action, Position, Rules};
    ///
    /// let start = Position::new(Rules::hoyito(4))?;
    /// let first: Vec<String> = start.legal_actions().iter().map(Action::to_string).collect();
    /// assert_eq!(first, ["a1", "b1", "c1", "d1"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Over(_) => Vec::new(),
            Phase::Head { .. } => vec![Action::Continue, Action::Stop],
            Phase::Sow | Phase::Bonus { .. } => {
                let mask = self.legal_mask();
                let mut holes: Vec<Hole> = (0..self.layout.holes())
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| self.layout.hole(i))
                    .collect();
                holes.sort_by_key(|h| (h.row, h.col));
                let wrap = if matches!(self.phase, Phase::Sow) {
                    Action::Sow
                } else {
                    Action::Pick
                };
                holes.into_iter().map(wrap).collect()
            }
        }
    }

    /// The board indices that may be chosen now, as bits: holes to sow from, or holes to
    /// pick. Zero at a head choice and once the game is over. Allocation-free, for playouts.
    pub(crate) fn legal_mask(&self) -> u128 {
        let (bits, start) = self.legal_bits();
        (bits as u128) << start
    }

    /// Bits of `player`'s own holes (from the start of their range) that may be sown.
    #[inline(always)]
    fn sowable_bits(&self, player: Player) -> u64 {
        let range = self.layout.own_range(player);
        let (start, len) = (range.start, range.len());
        match self.rules.game {
            GameKind::HoyitoII => byte_bits(&self.board, start, len, 0xFF),
            GameKind::Tsoro => {
                let two_or_more = byte_bits(&self.board, start, len, 0xFE);
                if two_or_more != 0 {
                    return two_or_more;
                }
                // Only single seeds: each may move if the next hole of the circuit (the
                // range is the player's whole circuit, so it wraps) is empty.
                let ones = byte_bits(&self.board, start, len, 0xFF);
                let empty = !ones & low_bits(len);
                let next_empty = (empty >> 1) | ((empty & 1) << (len - 1));
                ones & next_empty
            }
        }
    }

    /// Bits of the enemy holes (from the start of their range) a bonus pick may take.
    #[inline]
    fn pickable_bits(&self) -> u64 {
        let range = self.layout.own_range(self.to_move.opponent());
        let heads = self.layout.head_bits(self.to_move.opponent());
        byte_bits(&self.board, range.start, range.len(), 0xFF) & !heads
    }

    /// The same choices as [`Position::legal_mask`], as bits counted from board index
    /// `start` (the chooser's own range when sowing, the enemy's when picking).
    #[inline]
    pub(crate) fn legal_bits(&self) -> (u64, usize) {
        match self.phase {
            Phase::Sow | Phase::Bonus { .. } => (self.choosable, self.choosable_from as usize),
            Phase::Head { .. } | Phase::Over(_) => (0, 0),
        }
    }

    /// In the sowing and bonus phases: whether the hole at a board index may be chosen.
    #[inline]
    fn choosable_at(&self, index: usize) -> bool {
        let start = self.choosable_from as usize;
        index >= start && index - start < 64 && self.choosable >> (index - start) & 1 != 0
    }

    /// The action that chooses the hole at a board index (a sow or a pick, by phase).
    pub fn action_at(&self, index: usize) -> Action {
        let hole = self.layout.hole(index);
        match self.phase {
            Phase::Bonus { .. } => Action::Pick(hole),
            _ => Action::Sow(hole),
        }
    }

    /// Whether an action may be played now, and if not, why.
    ///
    /// ```
    /// use mancala_rules::{ActionError, Player, Position, Rules};
    ///
    /// let start = Position::new(Rules::hoyito(6))?;
    /// assert_eq!(start.check("c1".parse()?), Ok(()));
    /// assert_eq!(
    ///     start.check("c2".parse()?),
    ///     Err(ActionError::NotYourHole { hole: "c2".parse()?, owner: Player::North })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        self.checked(action).map(|_| ())
    }

    fn next_in_circuit(&self, index: usize) -> usize {
        let len = self.layout.circuit_len();
        let base = index - index % len;
        base + (index + 1 - base) % len
    }

    fn hole_index(&self, hole: Hole) -> Result<usize, ActionError> {
        self.layout.index(hole).ok_or_else(|| {
            if self.layout.is_closed(hole) {
                // A closed hole is off the circuit for the round.
                ActionError::ClosedHole { hole }
            } else {
                ActionError::NoSuchHole {
                    hole,
                    rows: self.layout.rows() as u8,
                    cols: self.layout.n as u8,
                }
            }
        })
    }

    fn checked(&self, action: Action) -> Result<Checked, ActionError> {
        let player = self.to_move;
        match (self.phase, action) {
            (Phase::Over(_), _) => Err(ActionError::GameOver),
            (Phase::Head { index }, Action::Continue) => Ok(Checked::Continue(index as usize)),
            (Phase::Head { index }, Action::Stop) => Ok(Checked::Stop(index as usize)),
            (Phase::Head { index }, _) => Err(ActionError::HeadChoicePending {
                player,
                head: self.layout.hole(index as usize),
            }),
            (Phase::Bonus { .. }, Action::Pick(hole)) => {
                let i = self.hole_index(hole)?;
                if self.layout.owner(i) == player {
                    Err(ActionError::PickOwnHole { hole })
                } else if self.layout.is_head(i) {
                    Err(ActionError::PickHead { hole })
                } else if self.board[i] == 0 {
                    Err(ActionError::EmptyHole { hole })
                } else {
                    Ok(Checked::Pick(i))
                }
            }
            (Phase::Bonus { picks_left }, _) => {
                Err(ActionError::BonusPending { player, picks_left })
            }
            (Phase::Sow, Action::Continue | Action::Stop) => Err(ActionError::NoHeadChoice),
            (Phase::Sow, Action::Pick(_)) => Err(ActionError::NoBonusOwed),
            (Phase::Sow, Action::Sow(hole)) => {
                let i = self.hole_index(hole)?;
                if self.choosable_at(i) {
                    return Ok(Checked::Sow(i));
                }
                let owner = self.layout.owner(i);
                if owner != player {
                    return Err(ActionError::NotYourHole { hole, owner });
                }
                match self.board[i] {
                    0 => Err(ActionError::EmptyHole { hole }),
                    1 if self.rules.game == GameKind::Tsoro => {
                        let range = self.layout.own_range(player);
                        if self.board[range].iter().any(|&c| c >= 2) {
                            Err(ActionError::SingletonNotAllowed { hole })
                        } else {
                            let next = self.next_in_circuit(i);
                            if self.board[next] != 0 {
                                Err(ActionError::SingletonBlocked {
                                    hole,
                                    next: self.layout.hole(next),
                                })
                            } else {
                                Ok(Checked::Sow(i))
                            }
                        }
                    }
                    _ => Ok(Checked::Sow(i)),
                }
            }
        }
    }

    // ----- playing -----
    //
    // A position plays with no memory of earlier positions (`seen` is `()`); the line
    // of play (`Game`) and the search pass what they have seen, for the repetition rule.

    /// Play an action, without a report. Refused actions change nothing. The game never
    /// ends by repetition here: see [`Game`](crate::Game).
    #[inline]
    ///
    /// ```
    /// use mancala_rules::{Player, Position, Rules};
    ///
    /// let mut position = Position::new(Rules::hoyito(6))?;
    /// position.apply("c1".parse()?)?;
    /// assert_eq!(position.to_move(), Some(Player::North));
    /// // A refused action changes nothing.
    /// let before = position;
    /// assert!(position.apply("c1".parse()?).is_err());
    /// assert_eq!(position, before);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.apply_seen(action, &mut (), &mut ())
    }

    /// Play an action and return what happened, in order.
    ///
    /// ```
    /// use mancala_rules::{Event, Player, Position, Rules};
    ///
    /// let mut position = Position::new(Rules::hoyito(6))?;
    /// let events = position.apply_reported("c1".parse()?)?;
    /// assert_eq!(events.last(), Some(&Event::TurnTo { player: Player::North }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_reported(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        self.apply_seen(action, &mut (), &mut events)?;
        Ok(events)
    }

    /// Play an action, telling `obs` what happens.
    ///
    /// ```
    /// use mancala_rules::{Event, Observer, Position, Rules};
    ///
    /// /// Counts the seeds dropped.
    /// struct Drops(u32);
    ///
    /// impl Observer for Drops {
    ///     const ENABLED: bool = true;
    ///     fn event(&mut self, event: Event) {
    ///         if matches!(event, Event::SeedDropped { .. }) {
    ///             self.0 += 1;
    ///         }
    ///     }
    /// }
    ///
    /// let mut position = Position::new(Rules::hoyito(6))?;
    /// let mut drops = Drops(0);
    /// position.apply_observed("a1".parse()?, &mut drops)?;
    /// assert!(drops.0 >= 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply_observed<O: Observer>(
        &mut self,
        action: Action,
        obs: &mut O,
    ) -> Result<(), ActionError> {
        self.apply_seen(action, &mut (), obs)
    }

    /// Play an action; a turn it begins is recorded in `seen` (see `settle_turn`).
    #[inline]
    pub(crate) fn apply_seen<S: Seen, O: Observer>(
        &mut self,
        action: Action,
        seen: &mut S,
        obs: &mut O,
    ) -> Result<(), ActionError> {
        let checked = self.checked(action)?;
        self.play_checked(checked, obs);
        self.settle_turn(seen, obs);
        Ok(())
    }

    /// What [`crate::fast::play_index`] plays, recording a turn it begins in `seen`.
    #[inline]
    pub(crate) fn apply_index_seen<S: Seen>(
        &mut self,
        index: usize,
        seen: &mut S,
    ) -> Result<(), ActionError> {
        let legal = self.choosable_at(index);
        let checked = match self.phase {
            Phase::Sow if legal => Checked::Sow(index),
            Phase::Bonus { .. } if legal => Checked::Pick(index),
            _ => {
                // Not choosable now: the same refusal as the action itself would get.
                let refusal = if index < self.layout.holes() {
                    self.checked(self.action_at(index)).err()
                } else {
                    None
                };
                return Err(refusal.unwrap_or(ActionError::NotAChoice { index }));
            }
        };
        self.play_checked(checked, &mut ());
        self.settle_turn(seen, &mut ());
        Ok(())
    }

    fn play_checked<O: Observer>(&mut self, checked: Checked, obs: &mut O) {
        match checked {
            Checked::Sow(index) => match self.rules.game {
                // The form is looked at once a move: Hoyito I has its own laps.
                GameKind::HoyitoII if self.rules.hoyito == HoyitoForm::I => {
                    self.hoyito_i_move(index, obs)
                }
                GameKind::HoyitoII => self.hoyito_move(index, obs),
                GameKind::Tsoro => {
                    let laps = self.move_laps(index, obs);
                    self.tsoro_after_laps(laps, obs)
                }
            },
            Checked::Continue(head) => {
                self.moves.continue_at_head();
                let laps = self.run_laps(head, obs);
                self.tsoro_after_laps(laps, obs)
            }
            Checked::Stop(head) => {
                if O::ENABLED {
                    obs.event(Event::Stopped {
                        hole: self.layout.hole(head),
                    });
                }
                self.start_turn(self.to_move.opponent(), obs);
            }
            Checked::Pick(index) => {
                let picks_left = self.picks_left();
                self.capture(&[index], CaptureKind::BonusPick, obs);
                self.resolve_bonus(picks_left - 1, obs);
            }
        }
    }

    /// Hoyito II and III: a whole move from the origin hole.
    fn hoyito_move<O: Observer>(&mut self, from: usize, obs: &mut O) {
        let mover = self.to_move;
        let end = match self.move_laps(from, obs) {
            LapsEnd::Endless => return self.start_turn(mover.opponent(), obs),
            LapsEnd::At(end) => end,
        };
        if self.board[end] == 1 {
            if O::ENABLED {
                obs.event(Event::EndedInEmpty {
                    hole: self.layout.hole(end),
                });
            }
            return self.start_turn(mover.opponent(), obs);
        }
        // A casa: the landing hole and the unbroken chain of fours behind it (none in
        // Hoyito III).
        let len = self.layout.circuit_len();
        let mut taken = [0usize; 24];
        taken[0] = end;
        let mut count = 1;
        let mut i = end;
        if self.rules.hoyito != HoyitoForm::III {
            loop {
                i = if i == 0 { len - 1 } else { i - 1 };
                if i == end || self.board[i] != 4 {
                    break;
                }
                taken[count] = i;
                count += 1;
            }
        }
        self.capture(&taken[..count], CaptureKind::Casa, obs);
        if self.on_board == 4 {
            let rest: Vec<usize> = (0..len).filter(|&i| self.board[i] > 0).collect();
            let to = self.last_four.unwrap_or(mover);
            self.capture_for(to, &rest, CaptureKind::LastFour, obs);
        }
        if self.on_board == 0 {
            let winner = self.leader_by_captures();
            return self.finish(winner, EndReason::AllCaptured, obs);
        }
        if O::ENABLED {
            obs.event(Event::ExtraTurn { player: mover });
        }
        self.start_turn(mover, obs);
    }

    /// Tsoro: what the laps of a move (from its origin, or from a head the mover
    /// continues from) lead to: a head choice, a column capture, or the next turn.
    #[inline(always)]
    fn tsoro_after_laps<O: Observer>(&mut self, laps: LapsEnd, obs: &mut O) {
        let mover = self.to_move;
        let end = match laps {
            LapsEnd::Endless => return self.start_turn(mover.opponent(), obs),
            LapsEnd::At(end) => end,
        };
        let count = self.board[end];
        if count > 1 {
            self.phase = Phase::Head { index: end as u8 };
            (self.choosable, self.choosable_from) = (0, 0);
            if O::ENABLED {
                obs.event(Event::HeadReached {
                    hole: self.layout.hole(end),
                    seeds: count,
                });
            }
            return;
        }
        if O::ENABLED {
            obs.event(Event::EndedInEmpty {
                hole: self.layout.hole(end),
            });
        }
        match self.layout.opposite_column(end) {
            Some((inner, outer)) if self.board[inner] > 0 => {
                let column: &[usize] = if self.board[outer] > 0 {
                    &[inner, outer]
                } else {
                    &[inner]
                };
                if self.rules.reentered_captures {
                    self.reenter(column, end, obs);
                    return self.start_turn(mover.opponent(), obs);
                }
                self.capture(column, CaptureKind::Column, obs);
                self.resolve_bonus(self.rules.bonus_picks, obs);
            }
            _ => self.start_turn(mover.opponent(), obs),
        }
    }

    /// Tsoro: ask for the bonus picks still owed, or take them when there is no choice.
    fn resolve_bonus<O: Observer>(&mut self, picks_left: u8, obs: &mut O) {
        let mover = self.to_move;
        if picks_left == 0 {
            return self.start_turn(mover.opponent(), obs);
        }
        let bits = self.pickable_bits();
        let start = self.layout.own_range(mover.opponent()).start;
        let count = bits.count_ones() as usize;
        if count == 0 {
            return self.start_turn(mover.opponent(), obs);
        }
        if count <= picks_left as usize {
            let mut eligible = [0usize; 3];
            let mut rest = bits;
            for slot in eligible.iter_mut().take(count) {
                *slot = start + rest.trailing_zeros() as usize;
                rest &= rest - 1;
            }
            self.capture(&eligible[..count], CaptureKind::ForcedPick, obs);
            return self.start_turn(mover.opponent(), obs);
        }
        self.await_picks(picks_left, bits, start);
        if O::ENABLED {
            obs.event(Event::BonusOwed { picks: picks_left });
        }
    }

    /// Wait for the mover's bonus picks: `pickable` (the enemy holes that may be taken,
    /// as [`Position::pickable_bits`] gives them, from board index `from`) are the
    /// choices.
    #[inline(always)]
    fn await_picks(&mut self, picks_left: u8, pickable: u64, from: usize) {
        self.phase = Phase::Bonus { picks_left };
        self.moves = MoveLaps::default();
        self.choosable = pickable;
        self.choosable_from = from as u8;
    }

    /// The player to move takes the seeds of these board indices.
    fn capture<O: Observer>(&mut self, indices: &[usize], kind: CaptureKind, obs: &mut O) {
        let by = self.to_move;
        self.capture_for(by, indices, kind, obs);
    }

    fn capture_for<O: Observer>(
        &mut self,
        by: Player,
        indices: &[usize],
        kind: CaptureKind,
        obs: &mut O,
    ) {
        let mut seeds = 0u16;
        for &i in indices {
            seeds += self.board[i] as u16;
        }
        if O::ENABLED {
            let holes = indices
                .iter()
                .map(|&i| (self.layout.hole(i), self.board[i]))
                .collect();
            obs.event(Event::Captured {
                by,
                kind,
                holes,
                seeds,
            });
        }
        for &i in indices {
            self.board[i] = 0;
        }
        self.on_board -= seeds;
        self.captured[by.index()] += seeds;
    }

    /// Begin `player`'s turn: passes, the end by no legal move, the repetition rule.
    #[inline(always)]
    fn start_turn<O: Observer>(&mut self, player: Player, obs: &mut O) {
        let mut player = player;
        self.to_move = player;
        let mut sowable = self.sowable_bits(player);
        match self.rules.game {
            GameKind::HoyitoII => {
                if self.on_board == 0 {
                    let winner = self.leader_by_captures();
                    return self.finish(winner, EndReason::AllCaptured, obs);
                }
                if sowable == 0 {
                    if O::ENABLED {
                        obs.event(Event::Passed { player });
                    }
                    player = player.opponent();
                    self.to_move = player;
                    sowable = self.sowable_bits(player);
                }
            }
            GameKind::Tsoro => {
                if sowable == 0 {
                    return self.finish(Some(player.opponent()), EndReason::NoLegalMove, obs);
                }
            }
        }
        self.phase = Phase::Sow;
        self.moves = MoveLaps::default();
        self.choosable = sowable;
        self.choosable_from = self.layout.own_range(player).start as u8;
    }

    /// The end of every action and of every set-up: a turn that has begun (the position
    /// awaits a sow) is recorded in `seen`, and its third occurrence ends the game by
    /// repetition; otherwise the turn is announced. Kept out of the moves themselves so
    /// that the one rule that needs earlier positions is applied in one place.
    #[inline(always)]
    fn settle_turn<S: Seen, O: Observer>(&mut self, seen: &mut S, obs: &mut O) {
        if self.phase != Phase::Sow {
            return;
        }
        let player = self.to_move;
        if seen.record(self) >= 3 {
            return self.end_by_repetition(obs);
        }
        if O::ENABLED {
            obs.event(Event::TurnTo { player });
        }
    }

    fn leader_by_captures(&self) -> Option<Player> {
        leader(self.captured[0], self.captured[1])
    }

    /// The third occurrence of a position: Hoyito II players take their own rows and
    /// most captured wins; in Tsoro more seeds on one's side wins.
    fn end_by_repetition<O: Observer>(&mut self, obs: &mut O) {
        let winner = match self.rules.game {
            GameKind::HoyitoII => {
                for player in [Player::South, Player::North] {
                    let own: Vec<usize> = self
                        .layout
                        .own_range(player)
                        .filter(|&i| self.board[i] > 0)
                        .collect();
                    if !own.is_empty() {
                        self.capture_for(player, &own, CaptureKind::RowAtRepetition, obs);
                    }
                }
                self.leader_by_captures()
            }
            GameKind::Tsoro => leader(
                self.seeds_on_side(Player::South),
                self.seeds_on_side(Player::North),
            ),
        };
        self.finish(winner, EndReason::Repetition, obs);
    }

    fn finish<O: Observer>(&mut self, winner: Option<Player>, reason: EndReason, obs: &mut O) {
        let outcome = Outcome { winner, reason };
        self.phase = Phase::Over(outcome);
        self.moves = MoveLaps::default();
        (self.choosable, self.choosable_from) = (0, 0);
        if O::ENABLED {
            obs.event(Event::GameOver { outcome });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_non_zero_bytes_of_sixteen_are_found_by_hand_and_alike_both_ways() {
        // Bytes 0..16: 0, 1, 0, 2, 0, 0, 255, 0 | 3, 0, ..., 0, 1 (byte 15).
        let lo = u64::from_le_bytes([0, 1, 0, 2, 0, 0, 255, 0]);
        let hi = u64::from_le_bytes([3, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(
            nonzero_bytes(lo, hi, 0xFF),
            1 << 1 | 1 << 3 | 1 << 6 | 1 << 8 | 1 << 15
        );
        // Two or more: the ones drop out.
        assert_eq!(nonzero_bytes(lo, hi, 0xFE), 1 << 3 | 1 << 6 | 1 << 8);
        // The portable way agrees, on these and on pseudo-random words with zero bytes.
        let mut x: u64 = 0x243F_6A88_85A3_08D3;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (lo, hi) = (
                x & 0x00FF_0F00_FF01_00FE,
                x.rotate_left(29) & 0x0103_00FF_0000_FF02,
            );
            for mask in [0xFF, 0xFE] {
                assert_eq!(
                    nonzero_bytes(lo, hi, mask),
                    nonzero_bytes_portable(lo, hi, mask)
                );
            }
        }
    }

    #[test]
    fn byte_bits_reads_a_range_of_a_padded_board() {
        let mut board = [0u8; BOARD_CAPACITY];
        for i in [2, 17, 40, 41, 47] {
            board[i] = 2;
        }
        board[5] = 1;
        // Tsoro 4x21 North's range: 42 holes from index 42 (bits counted from there).
        board[42] = 1;
        board[83] = 3;
        assert_eq!(
            byte_bits(&board, 0, 42, 0xFF),
            1 << 2 | 1 << 5 | 1 << 17 | 1 << 40 | 1 << 41
        );
        assert_eq!(
            byte_bits(&board, 0, 42, 0xFE),
            1 << 2 | 1 << 17 | 1 << 40 | 1 << 41
        );
        assert_eq!(byte_bits(&board, 42, 42, 0xFF), 1 | 1 << 5 | 1 << 41);
        // Hoyito II 2x6 South: 6 holes only.
        assert_eq!(byte_bits(&board, 0, 6, 0xFF), 1 << 2 | 1 << 5);
    }
}
