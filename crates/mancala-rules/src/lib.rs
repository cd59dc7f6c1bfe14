//! The rules of Hoyito (I, II and III, single games or matches in rounds) and Tsoro:
//! pure, with no terminal, files, clock or randomness, and no dependency.
//!
//! [`Position`] is a position of either game, a small value;
//! [`Position::legal_actions`] lists what may be chosen. [`Game`] is a line of play: the
//! positions from its start, with the third-repetition rule; [`Game::apply`] plays an
//! action or refuses it with an [`ActionError`], [`Game::apply_reported`] also returns
//! the [`Event`]s that screens animate, and [`Game::undo`] takes it back.
//!
//! # In three steps
//!
//! A new game, and what South may choose first:
//!
//! ```
//! use mancala_rules::{Action, Game, Player, Rules};
//!
//! let mut game = Game::new(Rules::hoyito(6))?;
//! assert_eq!(game.position().to_move(), Some(Player::South));
//! assert_eq!(game.position().legal_actions().len(), 6); // a1 to f1, four seeds each
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Applying an action and reading its events: `c1` relays round both rows and ends
//! in the empty `e1` (the rules brief's opening example).
//!
//! ```
//! use mancala_rules::{Action, Event, Game, Player, Rules};
//!
//! let mut game = Game::new(Rules::hoyito(6))?;
//! let events = game.apply_reported("c1".parse::<Action>()?)?;
//! assert!(events.contains(&Event::EndedInEmpty { hole: "e1".parse()? }));
//! assert_eq!(game.position().rows(), vec![vec![6, 6, 2, 7, 1, 6], vec![1, 0, 6, 6, 6, 1]]);
//! assert_eq!(game.position().to_move(), Some(Player::North));
//!
//! // An illegal action is refused with a typed error, in the players' words.
//! let refusal = game.apply("b2".parse::<Action>()?).unwrap_err();
//! assert_eq!(refusal.to_string(), "b2 is empty");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A set-up position (rows from row 1 upwards), refused when it cannot occur:
//!
//! ```
//! use mancala_rules::{Game, Player, PositionError, Rules};
//!
//! let rules = Rules::hoyito(4);
//! let game = Game::from_position(rules, &[vec![0, 0, 1, 0], vec![2, 0, 0, 1]], Player::South, [12, 16])?;
//! assert_eq!(game.position().legal_actions(), vec!["c1".parse()?]);
//!
//! let too_many = Game::from_position(rules, &[vec![9; 4], vec![0; 4]], Player::South, [0, 0]);
//! assert!(matches!(too_many, Err(PositionError::TooManySeeds { total: 36, .. })));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
mod event;
pub mod fast;
mod game;
mod hash;
pub mod layout;
mod notation;
mod position;
mod position_notation;
mod repetition;
mod rounds;
mod sowing;
#[cfg(test)]
mod test_rng;
mod types;

pub use error::{ActionError, PositionError, RulesError};
pub use event::{CaptureKind, Event, Observer, REPORTED_LAPS};
pub use game::Game;
pub use layout::Layout;
pub use notation::{NotationError, Notion, parse_action, parse_hole};
pub use position::{Awaited, HeadStop, Position, Setup, validate_rules};
pub use position_notation::PositionNotationError;
pub use repetition::Repetitions;
pub use rounds::{Match, MatchError, RoundEnd, closed_after, round_end};
pub use types::{Action, Awaiting, EndReason, GameKind, Hole, HoyitoForm, Outcome, Player, Rules};
