//! Reading the record notation: `c1` (sow), `stop`, `continue`, `xf3` (bonus pick).
//!
//! Printing lives in the `Display` impls of [`Hole`] and [`Action`]. Whether a hole
//! exists on a given board is the game's question, not the notation's.

use super::types::{Action, Hole};
use std::fmt;

/// Why a piece of text is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub text: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not an action (expected a hole such as c1, stop, continue, or a bonus pick such as xf3)",
            self.text
        )
    }
}

impl std::error::Error for NotationError {}

/// Parse a hole name such as `c1` or `u4`: one letter `a`..`z`, then a row number.
pub fn parse_hole(text: &str) -> Option<Hole> {
    let bytes = text.as_bytes();
    let (&first, digits) = bytes.split_first()?;
    if !first.is_ascii_lowercase() || digits.is_empty() || digits.len() > 2 {
        return None;
    }
    if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
        return None;
    }
    let row: u8 = std::str::from_utf8(digits).ok()?.parse().ok()?;
    Some(Hole::new(first - b'a', row))
}

/// Parse an action in record notation.
pub fn parse_action(text: &str) -> Result<Action, NotationError> {
    let err = || NotationError {
        text: text.to_string(),
    };
    match text {
        "stop" => Ok(Action::Stop),
        "continue" => Ok(Action::Continue),
        _ => {
            if let Some(rest) = text.strip_prefix('x') {
                parse_hole(rest).map(Action::Pick).ok_or_else(err)
            } else {
                parse_hole(text).map(Action::Sow).ok_or_else(err)
            }
        }
    }
}

impl std::str::FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Action, NotationError> {
        parse_action(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip_through_text() {
        for text in ["a1", "u4", "c12", "stop", "continue", "xf3", "xa4"] {
            let action = parse_action(text).unwrap();
            assert_eq!(action.to_string(), text);
        }
    }

    #[test]
    fn malformed_text_is_refused() {
        for text in [
            "", "1", "c", "C1", "c0", "c01", "x", "x0", "stopp", "c1 ", "c123", "é1",
        ] {
            assert!(parse_action(text).is_err(), "{text:?} parsed");
        }
    }

    #[test]
    fn a_pick_names_its_hole() {
        assert_eq!(parse_action("xc4"), Ok(Action::Pick(Hole::new(2, 4))));
        assert_eq!(parse_action("b2"), Ok(Action::Sow(Hole::new(1, 2))));
    }
}
