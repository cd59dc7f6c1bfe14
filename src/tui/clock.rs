//! The clock that runs while a game with a time control is played: where "now" comes
//! from, and the turn in progress. The setting and each action's time are the
//! record's ([`crate::store::record::clock`]); the engine knows nothing of time.
//!
//! "Now" is a [`TimeSource`], handed in: the real one reads a monotonic clock, tests
//! hand in a [`FakeTime`] they move on by hand, so that no test sleeps.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Where the time comes from: a duration since some fixed moment, never going back.
pub trait TimeSource: Send + Sync {
    fn now(&self) -> Duration;
}

/// The real time: since the moment it was made.
pub struct RealTime(Instant);

impl TimeSource for RealTime {
    fn now(&self) -> Duration {
        self.0.elapsed()
    }
}

/// A time that moves only when told to (tests): clones share it.
#[derive(Clone, Default)]
pub struct FakeTime(Arc<AtomicU64>);

impl FakeTime {
    /// Move the time on by `ms` milliseconds.
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl TimeSource for FakeTime {
    fn now(&self) -> Duration {
        Duration::from_millis(self.0.load(Ordering::SeqCst))
    }
}

/// The turn in progress: when it began, on a time source.
pub struct Timer {
    source: Arc<dyn TimeSource>,
    began: Duration,
}

impl Default for Timer {
    fn default() -> Timer {
        Timer::new(Arc::new(RealTime(Instant::now())))
    }
}

impl Timer {
    /// A turn beginning now on `source`.
    pub fn new(source: Arc<dyn TimeSource>) -> Timer {
        let began = source.now();
        Timer { source, began }
    }

    /// Milliseconds since the turn began.
    pub fn elapsed_ms(&self) -> u64 {
        self.source.now().saturating_sub(self.began).as_millis() as u64
    }

    /// A new turn begins now.
    pub fn restart(&mut self) {
        self.began = self.source.now();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fake_time_moves_only_when_told_and_clones_share_it() {
        let fake = FakeTime::default();
        let mut timer = Timer::new(Arc::new(fake.clone()));
        assert_eq!(timer.elapsed_ms(), 0);
        fake.advance(1500);
        assert_eq!(timer.elapsed_ms(), 1500);
        timer.restart();
        assert_eq!(timer.elapsed_ms(), 0);
    }
}
