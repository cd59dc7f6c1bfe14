//! Why an action was refused, in words a player understands.

use super::types::{Hole, Player};
use std::fmt;

/// An action the game refuses, or rules that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The rules ask for a board or option outside what the game allows.
    BadRules(String),
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
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::BadRules(why) => f.write_str(why),
            RuleError::GameOver => f.write_str("the game is already over"),
            RuleError::NoSuchHole { hole, rows, cols } => {
                write!(f, "there is no hole {hole} on a {rows}x{cols} board")
            }
            RuleError::NotYourHole { hole, owner } => write!(f, "{hole} is {owner}'s hole"),
            RuleError::EmptyHole { hole } => write!(f, "{hole} is empty"),
            RuleError::SingletonNotAllowed { hole } => write!(
                f,
                "{hole} holds a single stone, which may be sown only when none of your holes holds 2 or more"
            ),
            RuleError::SingletonBlocked { hole, next } => write!(
                f,
                "the single stone in {hole} may be sown only into an empty hole, and {next} is occupied"
            ),
            RuleError::HeadChoicePending { player, head } => write!(
                f,
                "{player} must first choose to continue sowing from {head} or stop there"
            ),
            RuleError::BonusPending { player, picks_left } => write!(
                f,
                "{player} must first pick {picks_left} more bonus hole{}",
                if *picks_left == 1 { "" } else { "s" }
            ),
            RuleError::NoHeadChoice => f.write_str("there is no head choice to make now"),
            RuleError::NoBonusOwed => f.write_str("no bonus pick is owed now"),
            RuleError::PickOwnHole { hole } => {
                write!(f, "{hole} is your own hole; bonus picks take enemy holes")
            }
            RuleError::PickHead { hole } => {
                write!(f, "{hole} is a head: heads cannot be taken by a bonus pick")
            }
        }
    }
}

impl std::error::Error for RuleError {}
