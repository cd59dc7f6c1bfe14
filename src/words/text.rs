//! Text from files shown safely: every string that came from a record (player names,
//! actions, dates) or from a user (file names) goes through [`escape_for_terminal`]
//! before it reaches a terminal, in `check`'s output, in error lines and in the TUI.
//!
//! Text is measured and cut by display width (columns), not by characters: a CJK
//! character takes two columns, a combining accent none. [`width`] and [`cut`] are
//! the one way the program measures and shortens what it shows.

use std::fmt::Write;

use unicode_width::UnicodeWidthChar;

/// Columns kept of a name shown in a line of text.
pub(crate) const NAME_COLUMNS: usize = 40;
/// Columns kept of an action or a value quoted in an error line.
pub(crate) const QUOTE_COLUMNS: usize = 40;
/// Columns kept of a file name in an error line.
pub(crate) const PATH_COLUMNS: usize = 200;
/// A cut string states its length only from this many characters on: a long name
/// is simply cut, a megabyte of junk says how big it was.
pub const STATED_LENGTH_FROM: usize = 200;

/// Whether a character must not reach a terminal as it is: C0 and C1 controls, DEL,
/// line and paragraph separators, the bidirectional marks, embeddings, overrides
/// and isolates that can make text read backwards (U+202E) or hide what follows, and
/// the invisible characters (zero-width spaces and joiners, the soft hyphen, the
/// byte-order mark, Hangul fillers, variation selectors, tags) that shift columns or
/// make two different names look alike (`x\u{200b}y` and `xy`).
fn is_unsafe(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{1f}'
        | '\u{7f}'..='\u{9f}'
        | '\u{ad}'
        | '\u{34f}'
        | '\u{61c}'
        | '\u{115f}' | '\u{1160}'
        | '\u{17b4}' | '\u{17b5}'
        | '\u{180b}'..='\u{180f}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2028}'..='\u{202e}'
        | '\u{2060}'..='\u{206f}'
        | '\u{3164}'
        | '\u{fe00}'..='\u{fe0f}'
        | '\u{feff}'
        | '\u{ffa0}'
        | '\u{fff0}'..='\u{fffb}'
        | '\u{1bca0}'..='\u{1bca3}'
        | '\u{1d173}'..='\u{1d17a}'
        | '\u{e0000}'..='\u{e0fff}')
}

/// The columns a character takes in a terminal (controls count as none: they are
/// escaped before they are shown).
pub(crate) fn char_width(c: char) -> usize {
    c.width().unwrap_or(0)
}

/// The columns `s` takes in a terminal.
pub fn width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// `s` cut to at most `columns` columns, the cut marked with `mark` (which counts
/// within the columns): `cut("Alexandrina", 8, "…")` is `Alexand…`.
pub fn cut(s: &str, columns: usize, mark: &str) -> String {
    if width(s) <= columns {
        return s.to_string();
    }
    let room = columns.saturating_sub(width(mark));
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = char_width(c);
        if used + w > room {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push_str(mark);
    out
}

/// `s` padded with spaces to `columns` columns (never cut).
pub(crate) fn pad(s: &str, columns: usize) -> String {
    let mut out = s.to_string();
    out.extend(std::iter::repeat_n(' ', columns.saturating_sub(width(s))));
    out
}

/// `s` made safe for one line of a terminal: unsafe characters written as escapes
/// (`\n`, `\t`, `\r`, else `\u{1b}`), and cut to `max_columns` columns with an
/// ellipsis; a really long string (from [`STATED_LENGTH_FROM`] characters) also
/// says its length, e.g. `abc… (1048576 characters)`.
pub fn escape_for_terminal(s: &str, max_columns: usize) -> String {
    let mut out = String::with_capacity(s.len().min(max_columns * 4));
    let mut used = 0;
    for c in s.chars() {
        let piece = match c {
            '\n' => "\\n".to_string(),
            '\t' => "\\t".to_string(),
            '\r' => "\\r".to_string(),
            c if is_unsafe(c) => format!("\\u{{{:x}}}", c as u32),
            c => c.to_string(),
        };
        let w = width(&piece);
        if used + w > max_columns {
            out.push('…');
            let total = s.chars().count();
            if total >= STATED_LENGTH_FROM {
                let _ = write!(out, " ({total} characters)");
            }
            return out;
        }
        used += w;
        out.push_str(&piece);
    }
    out
}

/// `s` made safe for a terminal as [`escape_for_terminal`] makes it, never cut (for
/// text the caller cuts itself: by the end, or with a mark of its own).
pub(crate) fn escape_whole(s: &str) -> String {
    // An escape takes at most 10 columns (`\u{10ffff}`), a character at most 2.
    escape_for_terminal(s, s.chars().count().saturating_mul(10))
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
        let escaped = escape_for_terminal(&"\u{1b}".repeat(100), 18);
        assert!(escaped.starts_with("\\u{1b}\\u{1b}\\u{1b}…"), "{escaped}");
        assert!(is_clean(&escaped));
    }

    #[test]
    fn invisible_characters_are_escaped_so_look_alike_names_differ() {
        for c in [
            '\u{200b}', '\u{200d}', '\u{feff}', '\u{ad}', '\u{3164}', '\u{115f}',
        ] {
            let shown = escape_for_terminal(&format!("x{c}y"), 40);
            assert_eq!(shown, format!("x\\u{{{:x}}}y", c as u32));
            assert_ne!(shown, "xy");
        }
    }

    #[test]
    fn text_is_measured_and_cut_by_columns() {
        assert_eq!(width("Ana"), 3);
        assert_eq!(width("李小龍"), 6, "CJK characters take two columns");
        assert_eq!(width("e\u{301}"), 1, "a combining accent takes none");
        assert_eq!(cut("李小龍李小龍", 5, "…"), "李小…");
        assert_eq!(cut("Alexandrina", 8, "..."), "Alexa...");
        assert_eq!(cut("Ana", 3, "…"), "Ana");
        assert_eq!(pad("李", 4), "李  ");
        let name = "李".repeat(33);
        let shown = escape_for_terminal(&name, NAME_COLUMNS);
        assert_eq!(width(&shown), NAME_COLUMNS + 1, "{shown}");
        assert_eq!(shown, format!("{}…", "李".repeat(20)));
    }

    #[test]
    fn only_a_really_long_string_states_its_length() {
        let name = "Alexandrina María de los Ángeles Rodríguez Peña del Sol";
        assert_eq!(name.chars().count(), 55);
        let shown = escape_for_terminal(name, NAME_COLUMNS);
        assert_eq!(
            shown,
            format!("{}…", name.chars().take(40).collect::<String>())
        );
        let junk = "x".repeat(300);
        assert!(escape_for_terminal(&junk, 40).ends_with("… (300 characters)"));
    }
}
