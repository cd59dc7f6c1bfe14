//! Text fitted to columns, for any screen or popup: word wrap by display width, a
//! text cut with a mark, a game-over sentence made to fit, a notice's lines, and where
//! a form's values start.

/// Where a form's values start: after its longest label and a space, and at least at
/// `at_least` (so that a short language's form keeps its usual look).
pub(crate) fn value_column<'a>(
    labels: impl IntoIterator<Item = &'a str>,
    at_least: usize,
) -> usize {
    labels
        .into_iter()
        .map(|label| crate::words::text::width(label) + 1)
        .max()
        .unwrap_or(0)
        .max(at_least)
}

/// `text` cut to `max` columns, the cut marked with an ellipsis.
pub(crate) fn shorten(text: &str, max: usize, ascii: bool) -> String {
    crate::words::text::cut(text, max, if ascii { "..." } else { "…" })
}

/// A game-over sentence (see [`crate::words::position::status_line`]) in `width` columns: whole
/// if it fits, else without the word "captured" after the score, else cut with a mark.
pub(crate) fn fit_game_over(text: &str, width: usize, ascii: bool) -> String {
    if crate::words::text::width(text) <= width {
        return text.to_string();
    }
    let captured = format!(" {} (", crate::t!("captured-word"));
    shorten(&text.replacen(&captured, " (", 1), width, ascii)
}

/// Greedy word wrap. A word wider than a line (a long path) is cut into pieces of
/// a line each, by display width, so that nothing is lost past a border.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace().flat_map(|w| pieces(w, width)) {
        if !line.is_empty()
            && crate::words::text::width(&line) + 1 + crate::words::text::width(word) > width
        {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `word` cut into pieces at most `width` columns wide (itself when it fits).
fn pieces(word: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (i, c) in word.char_indices() {
        let w = crate::words::text::char_width(c);
        if used + w > width && i > start {
            out.push(&word[start..i]);
            (start, used) = (i, 0);
        }
        used += w;
    }
    out.push(&word[start..]);
    out
}

/// A notice (lines of text, each escaped) wrapped to `width` columns, a line's later
/// parts indented under its words.
pub(crate) fn notice_lines(notice: &str, width: usize) -> Vec<String> {
    notice
        .lines()
        .flat_map(|line| {
            let line = crate::words::text::escape_for_terminal(line, 600);
            wrap(&line, width.saturating_sub(3))
                .into_iter()
                .enumerate()
                .map(|(i, part)| {
                    if i == 0 {
                        format!(" {part}")
                    } else {
                        format!("   {part}")
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn a_word_wider_than_the_line_is_cut_into_pieces_and_nothing_is_lost() {
        let path = "/tmp/a-folder-whose-path-is-quite-long-xyz123/config.json";
        let lines = wrap(&format!("Could not read {path}: it is not JSON."), 20);
        assert!(
            lines.iter().all(|l| crate::words::text::width(l) <= 20),
            "{lines:?}"
        );
        assert_eq!(
            lines.concat().replace(' ', ""),
            format!("Couldnotread{path}:itisnotJSON."),
            "every letter kept, in order: {lines:?}"
        );
        // Words that fit are never cut.
        assert_eq!(wrap("one two three", 20), ["one two three"]);
        assert_eq!(wrap("one two three", 10), ["one two", "three"]);
    }

    #[test]
    fn wide_characters_are_cut_by_their_display_width() {
        let lines = wrap("ＡＢＣＤＥＦＧＨＩＪＫＬ", 10);
        assert_eq!(lines, ["ＡＢＣＤＥ", "ＦＧＨＩＪ", "ＫＬ"]);
    }
}
