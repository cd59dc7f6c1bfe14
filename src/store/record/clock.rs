//! Time in a record: the clock a game was played with (`--clock 5+3`), the time each
//! action took, and a game ended by a player rather than by the rules (a resignation,
//! or a turn that ran out of time).
//!
//! All of it is numbers: no clock is read here. The time left on each side is worked
//! out from the setting and the times recorded ([`Clock::left`]), so that the screen
//! that plays, the replay, the autosave and the network all count it one way. The
//! engine knows nothing of it.
//!
//! In a record, optional fields that older readers ignore:
//!
//! ```json
//! "clock": { "minutes": 5, "increment": 3, "spent": [1520, 3004, 830] },
//! "resigned": "south"
//! ```
//!
//! `spent` holds the milliseconds each action took (one a recorded action, in order);
//! `pending`, when not 0, the milliseconds the player to move had already spent on the
//! turn not yet played (an autosave's). `"out_of_time": "north"` says North's time ran
//! out on the turn after the last action.

use mancala_rules::Player;
use std::fmt;

/// The longest clock, in minutes: a day.
pub const MOST_MINUTES: f64 = 1440.0;
/// The largest increment, in seconds: an hour.
pub const MOST_INCREMENT: f64 = 3600.0;

/// A time control: the time each player starts with and the time added after each of
/// their turns. Written `M+S`: minutes (fractions allowed) plus seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each player's time at the start, in milliseconds.
    pub start_ms: u64,
    /// Added to a player's time after each of their turns, in milliseconds.
    pub increment_ms: u64,
}

/// Why a time control's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// Not `M+S`.
    Shape,
    /// The minutes are not a number from above 0 to a day.
    Minutes,
    /// The seconds are not a number from 0 to an hour.
    Increment,
}

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            ControlError::Shape => crate::t!("clock-shape"),
            ControlError::Minutes => crate::t!("clock-minutes", most = MOST_MINUTES as u64),
            ControlError::Increment => {
                crate::t!("clock-increment", most = MOST_INCREMENT as u64)
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for ControlError {}

/// A decimal number as people write it: digits, at most one point (`0.5`, `.5`, `5.`),
/// no sign, no exponent.
fn decimal(text: &str) -> Option<f64> {
    let ok = !text.is_empty()
        && text != "."
        && text.chars().all(|c| c.is_ascii_digit() || c == '.')
        && text.matches('.').count() <= 1;
    ok.then(|| text.parse().ok()).flatten()
}

impl TimeControl {
    /// From minutes and seconds, if in range (minutes above 0, up to a day; seconds 0
    /// to an hour).
    pub fn new(minutes: f64, seconds: f64) -> Result<TimeControl, ControlError> {
        if !(minutes > 0.0 && minutes <= MOST_MINUTES) {
            return Err(ControlError::Minutes);
        }
        if !(0.0..=MOST_INCREMENT).contains(&seconds) {
            return Err(ControlError::Increment);
        }
        let start_ms = (minutes * 60_000.0).round() as u64;
        if start_ms == 0 {
            return Err(ControlError::Minutes);
        }
        Ok(TimeControl {
            start_ms,
            increment_ms: (seconds * 1000.0).round() as u64,
        })
    }

    /// Read `M+S` (`5+3`, `0.5+2`); `M` alone means no increment.
    pub fn parse(text: &str) -> Result<TimeControl, ControlError> {
        let text = text.trim();
        let (minutes, seconds) = match text.split_once('+') {
            Some((m, s)) => (m.trim(), s.trim()),
            None => (text, "0"),
        };
        if minutes.is_empty() || text.ends_with('+') {
            return Err(ControlError::Shape);
        }
        let minutes = decimal(minutes).ok_or(ControlError::Minutes)?;
        let seconds = decimal(seconds).ok_or(ControlError::Increment)?;
        TimeControl::new(minutes, seconds)
    }

    /// The minutes as a record writes them: whole, or a fraction.
    pub fn minutes(&self) -> f64 {
        self.start_ms as f64 / 60_000.0
    }

    /// The increment in seconds.
    pub fn seconds(&self) -> f64 {
        self.increment_ms as f64 / 1000.0
    }
}

/// `5+3`, `0.5+2`: as `--clock` takes it.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes(), self.seconds())
    }
}

/// A game's clock as a record keeps it: the setting and the time each action took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    pub control: TimeControl,
    /// Milliseconds each action of the record took, in order (the line's, past a
    /// session's cursor too). A missing one counts as 0.
    pub spent: Vec<u64>,
    /// Milliseconds already spent on the turn in progress (an autosave's).
    pub pending: u64,
}

impl Clock {
    /// A new game's clock.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            spent: Vec::new(),
            pending: 0,
        }
    }

    /// Each side's time left, in milliseconds (below 0 once a side's time has run
    /// out), after the actions whose choosers are `movers` (South's first), with
    /// `to_move` to choose next and `running` milliseconds spent on that turn so far.
    /// A player's increment is added after each of their turns: after their action
    /// when the next to choose is the other player (or nobody: the game is over).
    pub fn left(&self, movers: &[Player], to_move: Option<Player>, running: u64) -> [i64; 2] {
        let start = self.control.start_ms as i64;
        let mut left = [start, start];
        for (i, &mover) in movers.iter().enumerate() {
            let spent = self.spent.get(i).copied().unwrap_or(0);
            left[mover.index()] -= spent as i64;
            let next = movers.get(i + 1).copied().or(to_move);
            if next != Some(mover) {
                left[mover.index()] += self.control.increment_ms as i64;
            }
        }
        if let Some(p) = to_move {
            left[p.index()] -= running as i64;
        }
        left
    }

    /// Keep the times of the first `n` actions only (a line cut at a cursor).
    pub fn truncate(&mut self, n: usize) {
        self.spent.truncate(n);
    }

    /// Record that action number `n` (0-based) took `spent` milliseconds: what was
    /// past it is forgotten, as the action it replaces was.
    pub fn set(&mut self, n: usize, spent: u64) {
        self.spent.resize(n, 0);
        self.spent.push(spent);
        self.pending = 0;
    }
}

/// A time as the clocks show it: `4:59`, `1:02:03` (whole seconds rounded up); under
/// ten seconds with tenths rounded down (`0:07.3`), and `0:00.0` once it has run out.
pub fn shown(ms: i64) -> String {
    let ms = ms.max(0) as u64;
    if ms < 10_000 {
        // Tenths rounded down: 0:00.0 only when nothing is left.
        return format!("0:{:02}.{}", ms / 1000, (ms % 1000) / 100);
    }
    // Whole seconds rounded up: a full minute shows 1:00 until a second has gone.
    let s = ms.div_ceil(1000);
    let (h, m, s) = (s / 3600, (s / 60) % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A game ended by a player rather than by the rules: the player who lost it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The player resigned (in a record: `"resigned": "south"`).
    Resigned(Player),
    /// The player's time ran out on their turn (`"out_of_time": "south"`).
    OutOfTime(Player),
}

impl Ending {
    /// The player who resigned or ran out of time.
    pub fn loser(self) -> Player {
        match self {
            Ending::Resigned(p) | Ending::OutOfTime(p) => p,
        }
    }

    /// The other player, who wins.
    pub fn winner(self) -> Player {
        self.loser().opponent()
    }

    /// The record's key: `resigned` or `out_of_time`.
    pub fn key(self) -> &'static str {
        match self {
            Ending::Resigned(_) => "resigned",
            Ending::OutOfTime(_) => "out_of_time",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Player::{North as N, South as S};

    #[test]
    fn controls_read_as_people_write_them() {
        let c = TimeControl::parse("5+3").unwrap();
        assert_eq!((c.start_ms, c.increment_ms), (300_000, 3000));
        let c = TimeControl::parse("0.5+2").unwrap();
        assert_eq!((c.start_ms, c.increment_ms), (30_000, 2000));
        assert_eq!(c.to_string(), "0.5+2");
        let c = TimeControl::parse(" 10 ").unwrap();
        assert_eq!(
            (c.start_ms, c.increment_ms, c.to_string()),
            (600_000, 0, "10+0".into())
        );
        assert_eq!(TimeControl::parse("0.05+0").unwrap().start_ms, 3000);
        assert_eq!(TimeControl::parse("1+0.5").unwrap().increment_ms, 500);
        for (bad, why) in [
            ("", ControlError::Shape),
            ("+3", ControlError::Shape),
            ("5+", ControlError::Shape),
            ("0+3", ControlError::Minutes),
            ("-1+3", ControlError::Minutes),
            ("five+3", ControlError::Minutes),
            ("1e3+0", ControlError::Minutes),
            ("2000+0", ControlError::Minutes),
            ("5+-1", ControlError::Increment),
            ("5+3+1", ControlError::Increment),
            ("5+9999", ControlError::Increment),
            ("NaN+0", ControlError::Minutes),
            ("inf+0", ControlError::Minutes),
        ] {
            assert_eq!(TimeControl::parse(bad), Err(why), "{bad:?}");
        }
    }

    #[test]
    fn time_left_counts_each_side_and_adds_increments_per_turn() {
        let mut clock = Clock::new(TimeControl::parse("1+2").unwrap());
        // South, then North twice (a head answer in the same turn), then South.
        clock.spent = vec![10_000, 5_000, 1_000, 3_000];
        let movers = [S, N, N, S];
        let left = clock.left(&movers, Some(N), 500);
        // South: 60 - 10 + 2 - 3 + 2 = 51 s; North: 60 - 5 - 1 + 2 (one turn) - 0.5.
        assert_eq!(left, [51_000, 55_500]);
        // The second of North's actions continues the turn: no increment between.
        assert_eq!(clock.left(&movers[..2], Some(N), 0), [52_000, 55_000]);
        // Running out goes below 0.
        assert!(clock.left(&[], Some(S), 60_001)[0] < 0);
    }

    #[test]
    fn a_time_set_again_forgets_what_was_past_it() {
        let mut clock = Clock::new(TimeControl::parse("1+0").unwrap());
        clock.set(0, 100);
        clock.set(1, 200);
        clock.set(1, 300);
        assert_eq!(clock.spent, [100, 300]);
        clock.set(4, 50);
        assert_eq!(clock.spent, [100, 300, 0, 0, 50]);
    }

    #[test]
    fn times_are_shown_as_clocks_show_them() {
        assert_eq!(shown(300_000), "5:00");
        assert_eq!(shown(59_999), "1:00");
        assert_eq!(shown(59_000), "0:59");
        assert_eq!(shown(3_723_000), "1:02:03");
        assert_eq!(shown(7_390), "0:07.3");
        assert_eq!(shown(-5), "0:00.0");
    }
}
