//! Text from files shown safely: every string that came from a record (player names,
//! actions, dates) or from a user (file names) goes through [`escape_for_terminal`]
//! before it reaches a terminal, in `check`'s output, in error lines and in the TUI.

use std::fmt::Write;

/// Characters kept of a name shown in a line of text.
pub const NAME_CHARS: usize = 40;
/// Characters kept of an action or a value quoted in an error line.
pub const QUOTE_CHARS: usize = 40;
/// Characters kept of a file name in an error line.
pub const PATH_CHARS: usize = 200;

/// Whether a character must not reach a terminal as it is: C0 and C1 controls, DEL,
/// line and paragraph separators, and the bidirectional marks, embeddings, overrides
/// and isolates that can make text read backwards (U+202E) or hide what follows.
pub fn is_unsafe(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{1f}'
        | '\u{7f}'..='\u{9f}'
        | '\u{61c}'
        | '\u{200e}' | '\u{200f}'
        | '\u{2028}' | '\u{2029}'
        | '\u{202a}'..='\u{202e}'
        | '\u{2066}'..='\u{2069}')
}

/// `s` made safe for one line of a terminal: unsafe characters written as escapes
/// (`\n`, `\t`, `\r`, else `\u{1b}`), and cut after `max_chars` characters with an
/// ellipsis and the full length, e.g. `abc… (1048576 characters)`.
pub fn escape_for_terminal(s: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(s.len().min(max_chars * 2));
    for (kept, c) in s.chars().enumerate() {
        if kept == max_chars {
            let total = s.chars().count();
            let _ = write!(out, "… ({total} characters)");
            return out;
        }
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if is_unsafe(c) => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// Whether `s` holds nothing [`escape_for_terminal`] would escape (tests use it).
pub fn is_clean(s: &str) -> bool {
    !s.chars().any(is_unsafe)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_bidi_marks_are_written_as_escapes() {
        assert_eq!(
            escape_for_terminal("\u{1b}]0;PWNED\u{7}\u{1b}[2J", 40),
            "\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J"
        );
        assert_eq!(escape_for_terminal("a\n1", 40), "a\\n1");
        assert_eq!(
            escape_for_terminal("x\u{202e}y\u{2066}", 40),
            "x\\u{202e}y\\u{2066}"
        );
        assert_eq!(escape_for_terminal("\u{9b}\u{7f}", 40), "\\u{9b}\\u{7f}");
        assert_eq!(escape_for_terminal("Ana Núñez 李", 40), "Ana Núñez 李");
    }

    #[test]
    fn long_text_is_cut_with_its_length_stated() {
        let long = "x".repeat(1_000_000);
        assert_eq!(escape_for_terminal(&long, 5), "xxxxx… (1000000 characters)");
        assert_eq!(
            escape_for_terminal("xxxxx", 5),
            "xxxxx",
            "exactly the limit"
        );
        let escaped = escape_for_terminal(&"\u{1b}".repeat(100), 3);
        assert!(escaped.starts_with("\\u{1b}\\u{1b}\\u{1b}…"), "{escaped}");
        assert!(is_clean(&escaped));
    }
}
