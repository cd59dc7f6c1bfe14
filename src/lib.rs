//! mancala-tui: Hoyito II and Tsoro, played, replayed and taught in a terminal.
//!
//! The layers, from the bottom up: [`rules`] is the pure engine; [`words`] says things
//! to players (translations, safe text, positions in words); [`store`] keeps records,
//! settings and progress on disk; [`engine`] is what the computer knows (search, endgame
//! tables); [`analysis`] judges games; [`study`] holds lessons, puzzles and openings; the
//! front ends are [`cli`], [`plain`] and [`tui`]. ARCHITECTURE.md maps them.
//!
//! # The engine in five steps
//!
//! A new game, and what South may choose first:
//!
//! ```
//! use mancala_tui::rules::{Action, Game, Player, Rules};
//!
//! let mut game = Game::new(Rules::hoyito(6))?;
//! assert_eq!(game.to_move(), Some(Player::South));
//! assert_eq!(game.legal_actions().len(), 6); // a1 to f1, four seeds each
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Applying an action and reading its events: `c1` relays round both rows and ends
//! in the empty `e1` (the rules brief's opening example).
//!
//! ```
//! use mancala_tui::rules::{Action, Event, Game, Player, Rules};
//!
//! let mut game = Game::new(Rules::hoyito(6))?;
//! let events = game.apply_reported("c1".parse::<Action>()?)?;
//! assert!(events.contains(&Event::EndedInEmpty { hole: "e1".parse()? }));
//! assert_eq!(game.rows(), vec![vec![6, 6, 2, 7, 1, 6], vec![1, 0, 6, 6, 6, 1]]);
//! assert_eq!(game.to_move(), Some(Player::North));
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
//! use mancala_tui::rules::{Game, Player, PositionError, Rules};
//!
//! let rules = Rules::hoyito(4);
//! let game = Game::from_position(rules, &[vec![0, 0, 1, 0], vec![2, 0, 0, 1]], Player::South, [12, 16])?;
//! assert_eq!(game.legal_actions(), vec!["c1".parse()?]);
//!
//! let too_many = Game::from_position(rules, &[vec![9; 4], vec![0; 4]], Player::South, [0, 0]);
//! assert!(matches!(too_many, Err(PositionError::TooManySeeds { total: 36, .. })));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A record round trip: read, replay, write with the result, read again.
//!
//! ```
//! use mancala_tui::store::record::Record;
//!
//! let text = r#"{"format": "mancala-record", "version": 1,
//!   "rules": {"game": "hoyito-ii", "holes_per_row": 6},
//!   "players": {"south": "Ana", "north": "Ben"}, "actions": ["c1", "a2"]}"#;
//! let record = Record::parse(text)?;
//! let game = record.replay()?;
//! let again = Record::parse(&record.to_json(Some(&game)))?;
//! assert_eq!(again.actions, record.actions);
//! assert_eq!(again.replay()?.rows(), game.rows());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod analysis;
pub mod cli;
pub mod engine;
pub mod plain;
pub mod rules;
pub mod store;
pub mod study;
pub mod tui;
pub mod words;

/// Temporary folders that remove themselves, for the unit tests (the integration
/// tests' own, shared).
#[cfg(test)]
#[path = "../tests/it/common/temp.rs"]
mod test_temp;
