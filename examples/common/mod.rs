//! What the measuring examples (`match`, `openings`) share: their `--name value`
//! arguments and the variant they name.

use mancala_rules::Rules;

/// The command line's `--name value` pairs.
pub struct Args(Vec<String>);

impl Args {
    pub fn from_env() -> Args {
        Args(std::env::args().skip(1).collect())
    }

    /// The value after `name`, if given.
    pub fn value(&self, name: &str) -> Option<String> {
        self.0
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.0.get(i + 1))
            .cloned()
    }

    /// The number after `name`, or `default` when it is missing or not a number.
    pub fn number<T: std::str::FromStr + Copy>(&self, name: &str, default: T) -> T {
        self.value(name)
            .map_or(default, |v| v.parse().unwrap_or(default))
    }

    /// `--game tsoro|hoyito` (Hoyito II by default) and `--holes N` (the game's
    /// standard board by default: 2x6, 4x21).
    pub fn rules(&self) -> Rules {
        let holes: u8 = self.number("--holes", 0);
        match self.value("--game").as_deref() {
            Some("tsoro") => Rules::tsoro(if holes == 0 { 21 } else { holes }),
            _ => Rules::hoyito(if holes == 0 { 6 } else { holes }),
        }
    }
}
