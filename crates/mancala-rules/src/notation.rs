//! Reading the record notation: `c1` (sow), `stop`, `continue`, `xf3` (bonus pick).
//!
//! Printing lives in the `Display` impls of [`Hole`] and [`Action`]. Whether a hole
//! exists on a given board is the game's question, not the notation's.

use crate::types::{Action, Hole};
use std::fmt;

/// What a piece of text was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notion {
    Hole,
    Action,
}

/// Why a piece of text is not a hole or not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub text: String,
    pub expected: Notion,
}

impl NotationError {
    /// What is wrong, without quoting the text: "not a hole (expected …)".
    pub fn reason(&self) -> &'static str {
        match self.expected {
            Notion::Hole => "not a hole (expected a letter and a row, such as c1)",
            Notion::Action => {
                "not an action (expected a hole such as c1, stop, continue, or a bonus pick such as xf3)"
            }
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is {}", self.text, self.reason())
    }
}

impl std::error::Error for NotationError {}

/// Parse a hole name such as `c1` or `u4`: one letter `a`..`z`, then a row number.
///
/// ```
/// use mancala_rules::{Hole, Notion, parse_hole};
///
/// assert_eq!(parse_hole("u4"), Ok(Hole::new(20, 4)));
/// assert_eq!(parse_hole("c0").unwrap_err().expected, Notion::Hole);
/// ```
pub fn parse_hole(text: &str) -> Result<Hole, NotationError> {
    hole_of(text).ok_or_else(|| NotationError {
        text: text.to_string(),
        expected: Notion::Hole,
    })
}

fn hole_of(text: &str) -> Option<Hole> {
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
///
/// ```
/// use mancala_rules::{Action, parse_action};
///
/// assert_eq!(parse_action("stop"), Ok(Action::Stop));
/// assert_eq!(parse_action("xf3"), Ok(Action::Pick("f3".parse().unwrap())));
/// assert!(parse_action("c").is_err());
/// ```
pub fn parse_action(text: &str) -> Result<Action, NotationError> {
    let err = || NotationError {
        text: text.to_string(),
        expected: Notion::Action,
    };
    match text {
        "stop" => Ok(Action::Stop),
        "continue" => Ok(Action::Continue),
        _ => {
            if let Some(rest) = text.strip_prefix('x') {
                hole_of(rest).map(Action::Pick).ok_or_else(err)
            } else {
                hole_of(text).map(Action::Sow).ok_or_else(err)
            }
        }
    }
}

impl std::str::FromStr for Hole {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Hole, NotationError> {
        parse_hole(s)
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
    fn holes_parse_with_from_str_and_a_bad_one_says_it_is_no_hole() {
        assert_eq!("u4".parse::<Hole>(), Ok(Hole::new(20, 4)));
        let err = "c0".parse::<Hole>().unwrap_err();
        assert_eq!(err.expected, Notion::Hole);
        assert_eq!(
            err.to_string(),
            "\"c0\" is not a hole (expected a letter and a row, such as c1)"
        );
        assert_eq!(parse_action("stopp").unwrap_err().expected, Notion::Action);
    }

    #[test]
    fn a_pick_names_its_hole() {
        assert_eq!(parse_action("xc4"), Ok(Action::Pick(Hole::new(2, 4))));
        assert_eq!(parse_action("b2"), Ok(Action::Sow(Hole::new(1, 2))));
    }
}
