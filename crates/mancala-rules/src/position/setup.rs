//! A position set down by hand, and the one way it becomes a [`Position`]: checked.
//!
//! A [`Setup`] says everything a position holds, in the players' terms (rows, holes,
//! counts); [`Setup::into_position`] checks it against the rules and refuses what
//! cannot occur with a typed [`PositionError`]. [`Position::setup`] is the way back.

use super::{Phase, Position};
use crate::error::PositionError;
use crate::layout::{BOARD_CAPACITY, Layout};
use crate::types::{GameKind, Hole, Outcome, Player, Rules};

/// What a set-up position waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Awaited {
    /// A sow by the player to move. The turn begins as in play: in Hoyito II a player
    /// with no seed passes, in Tsoro a player who cannot move has lost.
    Sow,
    /// Tsoro: stop or continue at a head, in a move under way.
    Head(HeadStop),
    /// Tsoro: bonus holes still to pick after a column capture (more holes may be
    /// picked than are owed, or the engine would have taken them).
    Bonus {
        /// Picks still owed, 1 up to the rules' bonus picks.
        picks_left: u8,
    },
    /// The game is over; the player to move is the one whose turn it was.
    Over(Outcome),
}

/// A Tsoro move stopped at a head: where, and how the move began. The endless-sowing
/// rule looks back to a move's first lap, so a head choice is more than its board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeadStop {
    /// The head the last stone fell into; it holds two or more.
    pub head: Hole,
    /// The hole the move was sown from.
    pub origin: Hole,
    /// The mover's two rows when the move began, in row order (South's rows 1 and 2,
    /// North's 3 and 4), each from column `a`.
    pub start: [Vec<u8>; 2],
    /// Laps sown so far in the move.
    pub laps: u64,
    /// Whether the mover went on from a head earlier in the move.
    pub continued: bool,
}

/// A position as a person writes it down: rows, captures, the player to move and what
/// is awaited. It becomes a [`Position`] only through [`Setup::into_position`].
///
/// ```
/// use mancala_rules::{Player, PositionError, Rules, Setup};
///
/// let setup = Setup::new(vec![vec![0, 0, 1, 0], vec![2, 0, 0, 1]], Player::South, [12, 16]);
/// let position = setup.into_position(Rules::hoyito(4))?;
/// assert_eq!(position.legal_actions(), vec!["c1".parse()?]);
/// assert_eq!(position.setup().rows, vec![vec![0, 0, 1, 0], vec![2, 0, 0, 1]]);
///
/// let crowded = Setup::new(vec![vec![9; 4], vec![0; 4]], Player::South, [0, 0]);
/// assert!(matches!(
///     crowded.into_position(Rules::hoyito(4)),
///     Err(PositionError::TooManySeeds { total: 36, .. })
/// ));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The board from row 1 upwards, each row from column `a`.
    pub rows: Vec<Vec<u8>>,
    /// South's and North's captured seeds.
    pub captured: [u16; 2],
    /// The player whose choice it is (once the game is over: whose turn it was).
    pub to_move: Player,
    /// What the position waits for.
    pub awaited: Awaited,
    /// Hoyito in a match: the holes closed for the round (they hold 0 in `rows`).
    pub closed: Vec<Hole>,
    /// Hoyito III in a match, from round 3: who takes the last four seeds (see
    /// [`Position::last_four_to`]).
    pub last_four: Option<Player>,
}

impl Setup {
    /// A position awaiting `to_move`'s sow.
    pub fn new(rows: Vec<Vec<u8>>, to_move: Player, captured: [u16; 2]) -> Setup {
        Setup {
            rows,
            captured,
            to_move,
            awaited: Awaited::Sow,
            closed: Vec::new(),
            last_four: None,
        }
    }

    /// The position, if it can occur under `rules`; otherwise why not.
    pub fn into_position(self, rules: Rules) -> Result<Position, PositionError> {
        let rules = super::validate_rules(&rules)?;
        let mut layout = Layout::new(&rules);
        if !self.closed.is_empty() {
            layout = layout
                .with_closed(&self.closed)
                .ok_or(PositionError::ClosedHoles)?;
        }
        if self.last_four.is_some() && rules.hoyito != crate::HoyitoForm::III {
            return Err(PositionError::LastFour);
        }
        let board = board_of(&layout, &self.rows)?;
        let total: u32 = board.iter().map(|&c| c as u32).sum::<u32>()
            + self.captured.iter().map(|&c| c as u32).sum::<u32>();
        if total > Position::starting_seeds(&rules) as u32 {
            return Err(PositionError::TooManySeeds { total, rules });
        }
        let mut position = Position::with_board(rules, layout, board, self.captured, self.to_move);
        position.last_four = self.last_four;
        match self.awaited {
            Awaited::Sow => position.begin_turn(self.to_move),
            Awaited::Over(outcome) => position.phase = Phase::Over(outcome),
            Awaited::Bonus { picks_left } => {
                tsoro_only(&rules)?;
                if !(1..=rules.bonus_picks).contains(&picks_left) {
                    return Err(PositionError::PicksOwed {
                        picks_left,
                        most: rules.bonus_picks,
                    });
                }
                let pickable = position.pickable_bits();
                let eligible = pickable.count_ones();
                if eligible <= picks_left as u32 {
                    return Err(PositionError::PicksForced {
                        picks_left,
                        eligible,
                    });
                }
                let from = layout.own_range(self.to_move.opponent()).start;
                position.await_picks(picks_left, pickable, from);
            }
            Awaited::Head(stop) => {
                tsoro_only(&rules)?;
                let mover = self.to_move;
                let head = layout
                    .index(stop.head)
                    .filter(|&i| layout.owner(i) == mover && layout.is_head(i))
                    .filter(|&i| board[i] > 1)
                    .ok_or(PositionError::NoHeadStop { hole: stop.head })?;
                let start =
                    mover_circuit(&layout, mover, &stop.start).ok_or(PositionError::MoveStart {
                        origin: stop.origin,
                    })?;
                let origin = layout.index(stop.origin).ok_or(PositionError::MoveStart {
                    origin: stop.origin,
                })?;
                if !position.resume_at_head(origin, &start, stop.laps, stop.continued, head) {
                    return Err(PositionError::MoveStart {
                        origin: stop.origin,
                    });
                }
                position.phase = Phase::Head { index: head as u8 };
            }
        }
        Ok(position)
    }
}

/// Head stops and bonus picks are Tsoro's.
fn tsoro_only(rules: &Rules) -> Result<(), PositionError> {
    match rules.game {
        GameKind::Tsoro => Ok(()),
        GameKind::HoyitoII => Err(PositionError::TsoroChoice),
    }
}

/// The padded board of `rows` (row 1 upwards), or which row is the wrong size.
fn board_of(layout: &Layout, rows: &[Vec<u8>]) -> Result<[u8; BOARD_CAPACITY], PositionError> {
    if rows.len() != layout.rows() {
        return Err(PositionError::RowCount {
            game: layout.kind(),
            expected: layout.rows(),
            got: rows.len(),
        });
    }
    let mut board = [0; BOARD_CAPACITY];
    for (r, row) in rows.iter().enumerate() {
        if row.len() != layout.holes_per_row() {
            return Err(PositionError::RowLength {
                row: r + 1,
                expected: layout.holes_per_row(),
                got: row.len(),
            });
        }
        for (c, &count) in row.iter().enumerate() {
            let hole = Hole::new(c as u8, r as u8 + 1);
            match layout.index(hole) {
                Some(index) => board[index] = count,
                None if count == 0 => {}
                None => return Err(PositionError::SeedsInClosedHole { hole }),
            }
        }
    }
    Ok(board)
}

/// The Tsoro rows a player sows round: South's 1 and 2, North's 3 and 4.
fn circuit_rows(mover: Player) -> [u8; 2] {
    match mover {
        Player::South => [1, 2],
        Player::North => [3, 4],
    }
}

/// The mover's circuit, in sowing order, from their two rows; `None` when a row is
/// the wrong size.
fn mover_circuit(layout: &Layout, mover: Player, rows: &[Vec<u8>; 2]) -> Option<Vec<u8>> {
    let n = layout.holes_per_row();
    let base = layout.circuit_base(mover);
    let mut circuit = vec![0; layout.circuit_len()];
    for (row, counts) in circuit_rows(mover).into_iter().zip(rows) {
        if counts.len() != n {
            return None;
        }
        for (c, &count) in counts.iter().enumerate() {
            circuit[layout.index(Hole::new(c as u8, row))? - base] = count;
        }
    }
    Some(circuit)
}

impl Position {
    /// This position as a [`Setup`], which [`Setup::into_position`] turns back into it.
    pub fn setup(&self) -> Setup {
        let awaited = match self.phase {
            Phase::Sow => Awaited::Sow,
            Phase::Over(outcome) => Awaited::Over(outcome),
            Phase::Bonus { picks_left } => Awaited::Bonus { picks_left },
            Phase::Head { index } => {
                let layout = self.layout;
                let base = layout.circuit_base(self.to_move);
                let (first, window) = self.moves.first();
                let rows = circuit_rows(self.to_move).map(|row| {
                    (0..layout.holes_per_row())
                        .map(|c| window[layout.index(Hole::new(c as u8, row)).unwrap() - base])
                        .collect()
                });
                Awaited::Head(HeadStop {
                    head: layout.hole(index as usize),
                    origin: layout.hole(base + first),
                    start: rows,
                    laps: self.moves.laps(),
                    continued: self.moves.continued(),
                })
            }
        };
        Setup {
            rows: self.rows(),
            captured: self.captured,
            to_move: self.to_move,
            awaited,
            closed: self.layout.closed_holes(),
            last_four: self.last_four,
        }
    }
}
