//! A computer's level as data: its number, its name, and how a record writes it.
//!
//! Kept apart from the computer player (the engine's `ai`, which adds what each level may
//! think) so that records and settings can name a level without the search.

use std::fmt;
use std::str::FromStr;

/// How strong the computer plays, 1 (easy) to 5 (expert).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy = 1,
    Casual = 2,
    Medium = 3,
    Hard = 4,
    Expert = 5,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Casual,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The level of a number 1 to 5.
    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).checked_sub(1)?).copied()
    }

    pub fn number(self) -> u8 {
        self as u8
    }

    /// The level in the language spoken: "hard", "difícil" (records and `--level`
    /// keep [`Level::name`]).
    pub fn words(self) -> String {
        match self {
            Level::Easy => crate::t!("level-word-easy"),
            Level::Casual => crate::t!("level-word-casual"),
            Level::Medium => crate::t!("level-word-medium"),
            Level::Hard => crate::t!("level-word-hard"),
            Level::Expert => crate::t!("level-word-expert"),
        }
    }

    /// `easy`, `casual`, `medium`, `hard` or `expert`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Casual => "casual",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    /// A number 1 to 5 or a level's name.
    fn from_str(s: &str) -> Result<Level, String> {
        let s = s.trim();
        s.parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .or_else(|| {
                Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(s))
            })
            .ok_or_else(|| crate::t!("cli-level", got = format!("{s:?}")))
    }
}
