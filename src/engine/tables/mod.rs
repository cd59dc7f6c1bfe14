//! Endgame tables (issue 21): for Hoyito II every board of a few seeds solved exactly
//! where the repetition rule cannot matter, and bounded where it can; for Tsoro every
//! position of a few stones, won or lost (or going round).
//!
//! [`index`] numbers the boards of a layer; [`solve`] solves Hoyito II's layers from
//! the bottom with the rules engine's own moves, [`tsoro`] Tsoro's totals.

pub mod build;
pub mod file;
pub mod index;
pub mod loaded;
pub mod probe;
pub mod solve;
pub mod status;
pub mod tsoro;
pub mod tsoro_file;
pub mod work;

pub use index::LayerIndex;
pub use loaded::Tables;
pub use solve::{BuildStats, Layer, Solved, solve_layer};

/// The endgame tables of one board, of either game, as a search probes them.
#[derive(Clone, Copy)]
pub enum Endgame<'a> {
    Hoyito(&'a Solved),
    Tsoro(&'a tsoro::TsoroTables),
}

impl Endgame<'_> {
    /// The most seeds (or stones) a position the tables hold has.
    pub fn top(&self) -> usize {
        match self {
            Endgame::Hoyito(solved) => solved.top_seeds(),
            Endgame::Tsoro(tables) => tables.top().unwrap_or(0),
        }
    }
}
