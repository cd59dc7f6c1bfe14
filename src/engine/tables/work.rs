//! How far a table build is, for the progress bar of `mancala tables build`: the build
//! counts units of work done against those it expects, from any of its threads, and
//! the bar reads them from another.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// The work of the part being built now (a layer, a total of stones).
pub struct Work {
    done: AtomicU64,
    expected: AtomicU64,
    /// What is being built ("2x6 20 seeds") and since when.
    part: Mutex<(String, Instant)>,
}

impl Default for Work {
    fn default() -> Work {
        Work::new()
    }
}

impl Work {
    pub fn new() -> Work {
        Work {
            done: AtomicU64::new(0),
            expected: AtomicU64::new(0),
            part: Mutex::new((String::new(), Instant::now())),
        }
    }

    /// A new part begins: `name`, expecting about `expected` units of work.
    pub fn begin(&self, name: &str, expected: u64) {
        self.done.store(0, Relaxed);
        self.expected.store(expected.max(1), Relaxed);
        if let Ok(mut part) = self.part.lock() {
            *part = (name.to_string(), Instant::now());
        }
    }

    /// `units` more are done. Past what was expected (an estimate that fell short),
    /// as much again is expected, so the bar reaches its end only when the part does.
    pub fn add(&self, units: u64) {
        let done = self.done.fetch_add(units, Relaxed) + units;
        self.expected.fetch_max(done + units, Relaxed);
    }

    /// The part's name, the share done (0 to 1) and the time it has taken.
    pub fn state(&self) -> (String, f64, Duration) {
        let (name, since) = self
            .part
            .lock()
            .map(|p| (p.0.clone(), p.1))
            .unwrap_or_else(|_| (String::new(), Instant::now()));
        let done = self.done.load(Relaxed) as f64;
        let expected = self.expected.load(Relaxed).max(1) as f64;
        (name, (done / expected).min(1.0), since.elapsed())
    }
}

/// The progress bar of a part: "2x6 20 seeds [#######.............] 35%, about 2 min
/// 10 s left" (the estimate once a twentieth is done and a second has passed).
pub fn bar(name: &str, share: f64, elapsed: Duration, ascii: bool) -> String {
    const WIDTH: usize = 20;
    let full = ((share * WIDTH as f64) as usize).min(WIDTH);
    let (on, off) = if ascii { ('#', '.') } else { ('█', '░') };
    let cells: String = std::iter::repeat_n(on, full)
        .chain(std::iter::repeat_n(off, WIDTH - full))
        .collect();
    let percent = (share * 100.0) as u32;
    if share >= 0.05 && elapsed >= Duration::from_secs(1) {
        let left = elapsed.as_secs_f64() * (1.0 - share) / share;
        crate::t!(
            "tables-progress-left",
            part = name,
            bar = cells,
            percent = percent,
            left = duration_words(left.round() as u64)
        )
    } else {
        crate::t!(
            "tables-progress",
            part = name,
            bar = cells,
            percent = percent
        )
    }
}

/// A duration in words: "45 s", "2 min 10 s".
fn duration_words(seconds: u64) -> String {
    if seconds < 60 {
        crate::t!("tables-seconds", seconds = seconds)
    } else {
        crate::t!(
            "tables-minutes",
            minutes = seconds / 60,
            seconds = seconds % 60
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_shows_the_share_and_an_estimate_once_there_is_one() {
        let early = bar("2x6 20 seeds", 0.01, Duration::from_secs(3), true);
        assert_eq!(early, "2x6 20 seeds [....................] 1%");
        let later = bar("2x6 20 seeds", 0.25, Duration::from_secs(40), true);
        assert_eq!(
            later,
            "2x6 20 seeds [#####...............] 25%, about 2 min 0 s left"
        );
        let work = Work::new();
        work.begin("4x6 9 stones", 200);
        work.add(50);
        let (name, share, _) = work.state();
        assert_eq!((name.as_str(), share), ("4x6 9 stones", 0.25));
        // Past the estimate, the part is not done until it says so.
        work.add(250);
        assert!(work.state().1 < 1.0);
    }
}
