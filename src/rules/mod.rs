//! The rules engine: pure, with no terminal, files, clock or randomness.
//!
//! [`Position`] is a position of Hoyito II or Tsoro, a small value;
//! [`Position::legal_actions`] lists what may be chosen. [`Game`] is a line of play: the
//! positions from its start, with the third-repetition rule; [`Game::apply`] plays an
//! action or refuses it with an [`ActionError`], [`Game::apply_reported`] also returns
//! the [`Event`]s that screens animate, and [`Game::undo`] takes it back.

mod error;
mod event;
mod game;
pub mod layout;
mod notation;
mod repetition;
mod sowing;
mod types;

pub use error::{ActionError, PositionError, RulesError};
pub use event::{CaptureKind, Event, Observer, REPORTED_LAPS};
pub use game::{Game, Position, validate_rules};
pub use layout::Layout;
pub use notation::{NotationError, Notion, parse_action, parse_hole};
pub use repetition::Repetitions;
pub(crate) use repetition::Seen;
pub use types::{Action, Awaiting, EndReason, GameKind, Hole, Outcome, Player, Rules};
