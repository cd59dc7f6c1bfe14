//! A computer's level as data: its number, its name, and how a record writes it.
//!
//! Kept apart from the computer player (the engine's `ai`, which adds what each level may
//! think) so that records and settings can name a level without the search.

use std::fmt;
use std::str::FromStr;

/// How strong the computer plays, from 1 (easy) to the last (expert), each level
/// beating the one below it in about two games of three (docs/computer.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy,
    Casual,
    Steady,
    Solid,
    Medium,
    Clever,
    Sharp,
    Hard,
    Expert,
}

impl Level {
    /// The levels in order, weakest first: a level's number is its place here.
    pub const ALL: [Level; 9] = [
        Level::Easy,
        Level::Casual,
        Level::Steady,
        Level::Solid,
        Level::Medium,
        Level::Clever,
        Level::Sharp,
        Level::Hard,
        Level::Expert,
    ];

    /// The level of a number 1 to [`Level::ALL`]'s length.
    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).checked_sub(1)?).copied()
    }

    pub fn number(self) -> u8 {
        Level::ALL
            .iter()
            .position(|&l| l == self)
            .expect("every level is listed") as u8
            + 1
    }

    /// The level a number meant in the records and settings written before the ladder
    /// had nine levels (1 easy, 2 casual, 3 medium, 4 hard, 5 expert), which is what a
    /// number there still means: records now write the level's name.
    pub fn from_old_number(n: u64) -> Option<Level> {
        [
            Level::Easy,
            Level::Casual,
            Level::Medium,
            Level::Hard,
            Level::Expert,
        ]
        .get(usize::try_from(n).ok()?.checked_sub(1)?)
        .copied()
    }

    /// A level as a record or the settings file give it: its name (`hard`, or its
    /// words, as for [`Level::from_str`]), or a number as they were written before the
    /// ladder grew ([`Level::from_old_number`]): a record that says 4 was played
    /// against hard, and still says so.
    pub fn from_stored(value: &serde_json::Value) -> Option<Level> {
        match value {
            serde_json::Value::Number(n) => n.as_u64().and_then(Level::from_old_number),
            serde_json::Value::String(s) => match s.trim().parse::<u64>() {
                Ok(n) => Level::from_old_number(n),
                Err(_) => s.parse().ok(),
            },
            _ => None,
        }
    }

    /// The level's rating on one scale (Elo, `greedy` 1000), from the ladder's
    /// matches: each adjacent pair and each level against `greedy`, 200 games a pair
    /// on Hoyito II 2x6 from the book and on Tsoro 4x8 from random starts, fitted by
    /// maximum likelihood and averaged over the two boards, rounded to 10
    /// (examples/README.md, "The ladder"). 400 points apart, the stronger scores
    /// about 91%; 200, about 76%.
    pub fn rating(self) -> u16 {
        match self {
            Level::Easy => 880,
            Level::Casual => 1060,
            Level::Steady => 1200,
            Level::Solid => 1370,
            Level::Medium => 1610,
            Level::Clever => 1830,
            Level::Sharp => 2020,
            Level::Hard => 2250,
            Level::Expert => 2390,
        }
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
            Level::Steady => "level-word-steady",
            Level::Solid => "level-word-solid",
            Level::Medium => "level-word-medium",
            Level::Clever => "level-word-clever",
            Level::Sharp => "level-word-sharp",
            Level::Hard => "level-word-hard",
            Level::Expert => "level-word-expert",
        }
    }

    /// `easy`, `casual`, `steady`, `solid`, `medium`, `clever`, `sharp`, `hard` or
    /// `expert`: how records, the settings file and `--level` write a level.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Casual => "casual",
            Level::Steady => "steady",
            Level::Solid => "solid",
            Level::Medium => "medium",
            Level::Clever => "clever",
            Level::Sharp => "sharp",
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

    /// A number 1 to 9 (the ladder's, as the form shows it), a level's name (`hard`),
    /// or its words in any language the
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
