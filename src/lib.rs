//! mancala-tui: Hoyito II and Tsoro, played, replayed and taught in a terminal.
//!
//! [`rules`] is the pure engine; [`record`] reads and writes game records;
//! [`position`] prints positions; the `tui` module draws and drives the screens.

pub mod advice;
pub mod ai;
pub mod assets;
pub mod autosave;
pub mod cli;
pub mod config;
pub mod dirs;
pub mod graph;
pub mod judge;
pub mod lessons;
pub mod library;
pub mod openings;
pub mod plain;
pub mod position;
pub mod progress;
pub mod record;
pub mod rules;
pub mod tables;
pub mod text;
pub mod tui;
pub mod verdict;

/// Temporary folders that remove themselves, for the unit tests (the integration
/// tests' own, shared).
#[cfg(test)]
#[path = "../tests/common/temp.rs"]
mod test_temp;
