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
        crate::t!(self.word_id())
    }

    /// The message of the level's words (`level-word-hard`).
    fn word_id(self) -> &'static str {
        match self {
            Level::Easy => "level-word-easy",
            Level::Casual => "level-word-casual",
            Level::Medium => "level-word-medium",
            Level::Hard => "level-word-hard",
            Level::Expert => "level-word-expert",
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

    /// A number 1 to 5, a level's name (`hard`), or its words in any language the
    /// program speaks (`difícil`, or `dificil` without the accent), as the new-game
    /// form shows them: any case.
    fn from_str(s: &str) -> Result<Level, String> {
        let s = s.trim();
        let plain = |word: &str| {
            word.to_lowercase()
                .replace('á', "a")
                .replace('é', "e")
                .replace('í', "i")
                .replace('ó', "o")
                .replace('ú', "u")
        };
        s.parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .or_else(|| {
                Level::ALL.into_iter().find(|l| {
                    l.name().eq_ignore_ascii_case(s)
                        || crate::words::i18n::Lang::ALL.into_iter().any(|lang| {
                            plain(&crate::words::i18n::message_in(lang, l.word_id(), &[]))
                                == plain(s)
                        })
                })
            })
            .ok_or_else(|| crate::t!("cli-level", got = format!("{s:?}")))
    }
}
