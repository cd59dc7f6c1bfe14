//! Endgame tables for Hoyito II (issue 21): every board of a few seeds solved exactly
//! where the repetition rule cannot matter, and bounded where it can.
//!
//! [`index`] numbers the boards of a layer; [`solve`] solves the layers from the bottom
//! with the rules engine's own moves.

pub mod build;
pub mod file;
pub mod index;
pub mod loaded;
pub mod probe;
pub mod solve;
pub mod tsoro;
pub mod tsoro_file;

pub use index::LayerIndex;
pub use solve::{BuildStats, Layer, Solved, solve_layer};
