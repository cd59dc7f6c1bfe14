//! The rules engine: pure, with no terminal, files, clock or randomness.
//!
//! [`Game`] holds a position of Hoyito II or Tsoro; [`Game::legal_actions`] lists what
//! may be chosen; [`Game::apply`] plays an action or refuses it with an [`ActionError`];
//! [`Game::apply_reported`] also returns the [`Event`]s that screens animate.

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
pub use game::{Game, validate_rules};
pub use layout::Layout;
pub use notation::{NotationError, Notion, parse_action, parse_hole};
pub use types::{Action, Awaiting, EndReason, GameKind, Hole, Outcome, Player, Rules};
