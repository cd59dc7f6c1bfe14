//! The screens' background work, apart from the screens: the one mechanism that runs
//! it ([`worker`]: a thread, a cancel flag, an answer over a channel), and the judge
//! service ([`judge`]) that the game over, the replay and the mistakes screen share.
//! What a job needs (the record, the budget, the endgame tables, the cache of
//! verdicts) is handed to it; a job reads no global.

pub mod judge;
pub mod worker;

pub use worker::{Poll, Thinker, Worker, spinner};

use crate::engine::tables::Tables;

/// What the background work searches with, which the app makes once and hands to each
/// screen that searches (cloned, it is the same): the endgame tables every search
/// probes, and the verdicts the judge service keeps. The default knows no tables and
/// keeps its own verdicts.
#[derive(Clone, Default)]
pub struct Knowledge {
    pub tables: Tables,
    pub judges: judge::Judges,
}

impl Knowledge {
    /// Searches probe `tables`, and the judge service keeps its verdicts afresh.
    pub fn new(tables: Tables) -> Knowledge {
        Knowledge {
            tables,
            judges: judge::Judges::default(),
        }
    }
}
