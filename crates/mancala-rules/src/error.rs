//! Why rules, a position or an action were refused, in words a player understands.
//!
//! Three types for three questions: [`RulesError`] (these rules cannot be played),
//! [`PositionError`] (this set-up position cannot occur), and [`ActionError`] (this
//! action may not be chosen now). Callers match on the variants, never on the text.

use crate::types::{GameKind, Hole, Player, Rules};
use std::fmt;

/// Rules outside what the game allows, naming the field and its allowed range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// `holes_per_row` outside [`GameKind::holes_range`].
    HolesPerRow { game: GameKind, got: u8 },
    /// Tsoro's `bonus_picks` above 3.
    BonusPicks { got: u8 },
    /// Tsoro's `heads` other than 0, 1 or 2.
    Heads { got: u8 },
    /// A Tsoro key (`head_holes`, `extra_counters`, `reentered_captures`) in rules of
    /// another game.
    NotForGame { key: &'static str, game: GameKind },
    /// Tsoro's `heads` and `head_holes` both given: the heads are counted from the
    /// right or named, not both.
    HeadsWithHeadHoles,
    /// A hole of `head_holes` that is not in an outer row of this board (row 1 or 4).
    HeadHole { hole: Hole },
    /// `head_holes` does not name two different holes of this player's outer row.
    HeadHolesOf { player: Player },
    /// `reentered_captures` with bonus picks: the captured stones stay on the board, so
    /// there is nothing to pick them for.
    ReenteredWithBonusPicks { bonus_picks: u8 },
}

impl RulesError {
    /// The key of the record's `rules` the refusal is about (the first one named).
    pub fn key(&self) -> &'static str {
        match self {
            RulesError::HolesPerRow { .. } => "holes_per_row",
            RulesError::BonusPicks { .. } => "bonus_picks",
            RulesError::Heads { .. } | RulesError::HeadsWithHeadHoles => "heads",
            RulesError::NotForGame { key, .. } => key,
            RulesError::HeadHole { .. } | RulesError::HeadHolesOf { .. } => "head_holes",
            RulesError::ReenteredWithBonusPicks { .. } => "reentered_captures",
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RulesError::HolesPerRow { game, got } => {
                let (lo, hi) = game.holes_range();
                write!(
                    f,
                    "rules.holes_per_row must be {lo} to {hi} for {} (got {got})",
                    game.title()
                )
            }
            RulesError::BonusPicks { got } => {
                write!(f, "rules.bonus_picks must be 0 to 3 (got {got})")
            }
            RulesError::Heads { got } => write!(f, "rules.heads must be 0, 1 or 2 (got {got})"),
            RulesError::NotForGame { key, .. } => {
                write!(f, "rules.{key} is a rule of Tsoro, not of Hoyito")
            }
            RulesError::HeadsWithHeadHoles => f.write_str(
                "rules.heads and rules.head_holes cannot both be given: the heads are counted or named",
            ),
            RulesError::HeadHole { hole } => write!(
                f,
                "rules.head_holes: {hole} is not a hole of an outer row (row 1 or 4) of this board"
            ),
            RulesError::HeadHolesOf { player } => write!(
                f,
                "rules.head_holes must name two different holes of {player}'s outer row"
            ),
            RulesError::ReenteredWithBonusPicks { bonus_picks } => write!(
                f,
                "rules.reentered_captures needs rules.bonus_picks to be 0, as the captured stones stay on the board (got {bonus_picks})"
            ),
        }
    }
}

impl std::error::Error for RulesError {}

/// A set-up position that cannot occur under its rules, naming the row or the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The rules themselves cannot be played.
    Rules(RulesError),
    /// The board has the wrong number of rows.
    RowCount {
        game: GameKind,
        expected: usize,
        got: usize,
    },
    /// A row (1-based) has the wrong number of holes.
    RowLength {
        row: usize,
        expected: usize,
        got: usize,
    },
    /// The board and the captured seeds hold more than the game starts with.
    TooManySeeds { total: u32, rules: Rules },
    /// A head choice or bonus picks awaited in Hoyito II, which has neither.
    TsoroChoice,
    /// Bonus picks owed outside 1 up to the rules' number.
    PicksOwed { picks_left: u8, most: u8 },
    /// No more enemy holes may be picked than picks are owed: the engine takes them at
    /// once, so no choice is awaited.
    PicksForced { picks_left: u8, eligible: u32 },
    /// A head choice awaited at a hole that is not a head of the mover's holding two or
    /// more stones.
    NoHeadStop { hole: Hole },
    /// The move stopped at a head cannot have begun so: from that hole and those rows,
    /// its laps do not end at the head with this board.
    MoveStart { origin: Hole },
    /// Closed holes that cannot be: in Tsoro (only Hoyito's rounds close holes), off
    /// the board, or leaving a player no open hole.
    ClosedHoles,
    /// A closed hole holding seeds: it is off the circuit for the round, empty.
    SeedsInClosedHole { hole: Hole },
    /// Someone named to take the last four seeds outside Hoyito III (only its rounds
    /// from the third on give them so).
    LastFour,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::Rules(e) => e.fmt(f),
            PositionError::RowCount {
                game,
                expected,
                got,
            } => write!(
                f,
                "the board must have {expected} rows for {} (got {got})",
                game.title()
            ),
            PositionError::RowLength { row, expected, got } => {
                write!(f, "row {row} must have {expected} holes (got {got})")
            }
            PositionError::TooManySeeds { total, rules } => write!(
                f,
                "the position holds {total} {}s (board and captured), more than the {} of {}",
                rules.game.counted(),
                crate::Position::starting_seeds(&rules),
                rules.describe()
            ),
            PositionError::TsoroChoice => {
                f.write_str("only Tsoro has head choices and bonus picks to await")
            }
            PositionError::PicksOwed { picks_left, most } => write!(
                f,
                "{picks_left} bonus picks owed, but these rules give 1 to {most}"
            ),
            PositionError::PicksForced {
                picks_left,
                eligible,
            } => write!(
                f,
                "{picks_left} bonus picks owed and only {eligible} holes to pick: they are taken at once, not chosen"
            ),
            PositionError::NoHeadStop { hole } => write!(
                f,
                "{hole} is not a head of the player to move holding 2 or more stones"
            ),
            PositionError::MoveStart { origin } => write!(
                f,
                "a move sown from {origin} with those rows does not reach the head with this board"
            ),
            PositionError::ClosedHoles => f.write_str(
                "holes may be closed only on Hoyito's board, and each player keeps at least one open hole",
            ),
            PositionError::SeedsInClosedHole { hole } => {
                write!(f, "{hole} is closed for the round and cannot hold seeds")
            }
            PositionError::LastFour => f.write_str(
                "only Hoyito III's rounds give the last four seeds to a player named beforehand",
            ),
        }
    }
}

impl std::error::Error for PositionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PositionError::Rules(e) => Some(e),
            _ => None,
        }
    }
}

impl From<RulesError> for PositionError {
    fn from(e: RulesError) -> PositionError {
        PositionError::Rules(e)
    }
}

/// An action the game refuses now, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is already over.
    GameOver,
    /// The hole is not on this board.
    NoSuchHole { hole: Hole, rows: u8, cols: u8 },
    /// The hole belongs to the other player.
    NotYourHole { hole: Hole, owner: Player },
    /// The hole holds no seed.
    EmptyHole { hole: Hole },
    /// Tsoro: a single stone may be sown only when no hole holds two or more.
    SingletonNotAllowed { hole: Hole },
    /// Tsoro: a single stone may be sown only into an empty hole.
    SingletonBlocked { hole: Hole, next: Hole },
    /// A head choice (stop or continue) must be made first.
    HeadChoicePending { player: Player, head: Hole },
    /// A bonus pick must be made first.
    BonusPending { player: Player, picks_left: u8 },
    /// `stop` or `continue` when no head choice is pending.
    NoHeadChoice,
    /// A bonus pick when none is owed.
    NoBonusOwed,
    /// A bonus pick of the picker's own hole.
    PickOwnHole { hole: Hole },
    /// A bonus pick of a head.
    PickHead { hole: Hole },
    /// A board index that is no choice now (for callers that choose by index).
    NotAChoice { index: usize },
    /// A match's round: the hole is closed for this round (off the circuit).
    ClosedHole { hole: Hole },
}

impl ActionError {
    /// The hole the refusal's sentence begins with ("c1 is empty"), so a caller that
    /// names the action first need not say the hole twice.
    pub fn opening_hole(&self) -> Option<Hole> {
        match *self {
            ActionError::NotYourHole { hole, .. }
            | ActionError::EmptyHole { hole }
            | ActionError::ClosedHole { hole }
            | ActionError::SingletonNotAllowed { hole }
            | ActionError::PickOwnHole { hole }
            | ActionError::PickHead { hole } => Some(hole),
            _ => None,
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is already over"),
            ActionError::NoSuchHole { hole, rows, cols } => {
                write!(f, "there is no hole {hole} on a {rows}x{cols} board")
            }
            ActionError::NotYourHole { hole, owner } => write!(f, "{hole} is {owner}'s hole"),
            ActionError::EmptyHole { hole } => write!(f, "{hole} is empty"),
            ActionError::ClosedHole { hole } => write!(f, "{hole} is closed for this round"),
            ActionError::SingletonNotAllowed { hole } => write!(
                f,
                "{hole} holds a single stone, which may be sown only when none of your holes holds 2 or more"
            ),
            ActionError::SingletonBlocked { hole, next } => write!(
                f,
                "the single stone in {hole} may be sown only into an empty hole, and {next} is occupied"
            ),
            ActionError::HeadChoicePending { player, head } => write!(
                f,
                "{player} must first choose to continue sowing from {head} or stop there"
            ),
            ActionError::BonusPending { player, picks_left } => write!(
                f,
                "{player} must first pick {picks_left} more bonus hole{}",
                if *picks_left == 1 { "" } else { "s" }
            ),
            ActionError::NoHeadChoice => f.write_str("there is no head choice to make now"),
            ActionError::NoBonusOwed => f.write_str("no bonus pick is owed now"),
            ActionError::PickOwnHole { hole } => {
                write!(f, "{hole} is your own hole; bonus picks take enemy holes")
            }
            ActionError::PickHead { hole } => {
                write!(f, "{hole} is a head: heads cannot be taken by a bonus pick")
            }
            ActionError::NotAChoice { index } => {
                write!(f, "there is no choice at board index {index}")
            }
        }
    }
}

impl std::error::Error for ActionError {}
