//! The screens' background work, apart from the screens: the one mechanism that runs
//! it ([`worker`]: a thread, a cancel flag, an answer over a channel), and the judge
//! service ([`judge`]) that the game over, the replay and the mistakes screen share.
//! What a job needs (the record, the budget, the cache of verdicts) is handed to it;
//! a job reads no global.

pub mod judge;
pub mod worker;

pub use worker::{Poll, Thinker, Worker, spinner};
