//! mancala-tui: Hoyito II and Tsoro, played, replayed and taught in a terminal.
//!
//! The layers, from the bottom up: the pure rules engine is a crate of its own,
//! [`mancala_rules`]; [`words`] says things to players (translations, safe text,
//! positions in words); [`store`] keeps records, settings and progress on disk;
//! [`engine`] is what the computer knows (search, endgame tables); [`analysis`] judges
//! games; [`study`] holds lessons, puzzles and openings; the front ends are [`cli`],
//! [`plain`] and [`tui`]. ARCHITECTURE.md maps them.
//!
//! # A record round trip
//!
//! Read, replay, write with the result, read again.
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
//! assert_eq!(again.replay()?.position().rows(), game.position().rows());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod analysis;
pub mod cli;
pub mod engine;
pub mod net;
pub mod plain;
pub mod store;
pub mod study;
pub mod tui;
pub mod words;

/// Temporary folders that remove themselves, for the unit tests (the integration
/// tests' own, shared).
#[cfg(test)]
#[path = "../tests/it/common/temp.rs"]
mod test_temp;

/// A match played by a deterministic chooser, for the unit tests (the integration
/// tests' own, shared).
#[cfg(test)]
#[path = "../tests/it/common/random_match.rs"]
mod test_match;
