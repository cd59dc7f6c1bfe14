//! The rules reader's text: both games' rules, re-wrapped from their source paragraphs
//! at the width of the screen (the files are wrapped for an editor, and wrapping their
//! lines again leaves orphan words), and where each game's section starts.

pub mod draw;
pub mod keys;

/// The text's lines at `width` columns, and the first line of each game's rules.
pub struct RulesText {
    lines: Vec<String>,
    sections: Vec<usize>,
}

/// The longest line the reader shows, however wide the terminal: a readable measure.
pub const MEASURE: usize = 76;

/// The paragraphs of a rules file: (hanging indent, text). Headings, list items,
/// decision lines (`[Decision]`, `[Decisión]`) and blank lines start a paragraph; other lines go on the one before.
fn paragraphs(source: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for line in source.lines() {
        let body = line.trim_start();
        let indent = line.len() - body.len();
        let heading = !body.is_empty()
            && body.chars().all(|c| !c.is_lowercase())
            && body.chars().any(char::is_alphabetic);
        let underline = !body.is_empty() && body.chars().all(|c| c == '=');
        if body.is_empty() {
            out.push((0, String::new()));
            open = false;
        } else if heading || underline {
            out.push((0, body.to_string()));
            open = false;
        } else if let Some(item) = body.strip_prefix("- ") {
            out.push((2, format!("- {item}")));
            open = true;
        } else if body.starts_with('[') {
            out.push((indent, format!("{}{body}", " ".repeat(indent))));
            open = true;
        } else if open && let Some(last) = out.last_mut() {
            last.1.push(' ');
            last.1.push_str(body);
        } else {
            out.push((indent, line.to_string()));
            open = true;
        }
    }
    out
}

/// Word-wrap one paragraph, later lines indented by `hang`.
fn wrap_paragraph(hang: usize, text: &str, width: usize, out: &mut Vec<String>) {
    if text.is_empty() {
        out.push(String::new());
        return;
    }
    let lead = text.len() - text.trim_start().len();
    let mut line = " ".repeat(lead);
    let mut fresh = true;
    for word in text.split_whitespace() {
        let len = crate::words::text::width(&line);
        if !fresh && len + 1 + crate::words::text::width(word) > width {
            out.push(std::mem::replace(&mut line, " ".repeat(hang)));
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    out.push(line);
}

impl RulesText {
    /// Both games' rules and a closing word in the language spoken now, wrapped at
    /// `width` (at most [`MEASURE`]).
    pub fn new(width: usize) -> RulesText {
        use mancala_rules::GameKind;
        let width = width.clamp(20, MEASURE);
        let mut lines = Vec::new();
        let mut sections = Vec::new();
        for kind in [GameKind::HoyitoII, GameKind::Tsoro] {
            let source = crate::store::assets::rules_text(kind, crate::words::i18n::current());
            sections.push(lines.len());
            for (hang, text) in paragraphs(source) {
                wrap_paragraph(hang, &text, width, &mut lines);
            }
            lines.push(String::new());
        }
        wrap_paragraph(
            0,
            &crate::t!(
                "rules-learn-by-playing",
                item = super::menu::MenuItem::Learn.words()
            ),
            width,
            &mut lines,
        );
        RulesText { lines, sections }
    }

    /// The last first line that still fills a page of `height` lines.
    pub(crate) fn max_scroll(&self, height: usize) -> usize {
        self.lines.len().saturating_sub(height)
    }

    /// The next section's first line after `scroll` (round to the first).
    pub(crate) fn next_section(&self, scroll: usize) -> usize {
        self.sections
            .iter()
            .copied()
            .find(|&s| s > scroll)
            .unwrap_or(self.sections[0])
    }
}

/// Where the reader goes on a screen of `area` (a readable measure, centred), and the
/// text wrapped to fit it; the keys and the drawing both use this.
pub fn reader_layout(area: ratatui::layout::Rect) -> (ratatui::layout::Rect, RulesText) {
    let width = area.width.min(MEASURE as u16 + 4);
    let rect = ratatui::layout::Rect {
        x: area.x + (area.width - width) / 2,
        width,
        ..area
    };
    // Inside the borders, with a space on the left.
    (rect, RulesText::new(width.saturating_sub(3) as usize))
}

impl crate::tui::view::View for Reader {
    fn key(
        &mut self,
        key: &ratatui::crossterm::event::KeyEvent,
        cx: &crate::tui::view::KeyContext,
    ) -> crate::tui::command::Command {
        keys::rules_key(&mut self.scroll, cx.area, key)
    }

    fn draw(&self, frame: &mut ratatui::Frame, cx: &crate::tui::view::DrawContext) {
        draw::draw_rules(frame, cx, self.scroll)
    }

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        crate::tui::view::table_help(keys::RULES, &(), cx, Vec::new())
    }

    fn takes_board_keys(&self) -> bool {
        true
    }

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Learn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_are_joined_and_rewrapped_without_orphan_words() {
        let text = RulesText::new(60);
        assert!(text.lines.iter().all(|l| l.chars().count() <= 60));
        // A source paragraph's lines are joined: at 60 columns no line of running text
        // is a word or two left over from a longer source line.
        let joined = text.lines.join("\n");
        assert!(joined.contains("Hoyito (\"little hole\") is the Dominican Republic's family"));
        let short_then_text = text.lines.windows(2).filter(|w| {
            let words = w[0].split_whitespace().count();
            words > 0
                && words <= 2
                && !w[0].trim().chars().all(|c| !c.is_lowercase())
                && !w[1].trim().is_empty()
                && !w[1].trim_start().starts_with('-')
                && !w[1].trim_start().starts_with('[')
        });
        assert_eq!(short_then_text.count(), 0, "{joined}");
        // List items hang under their dash.
        let item = text
            .lines
            .iter()
            .position(|l| l.starts_with("- Two rows of holes"))
            .unwrap();
        assert!(
            text.lines[item + 1].starts_with("  "),
            "{}",
            text.lines[item + 1]
        );
        assert_eq!(text.lines[text.sections[1]], "TSORO");
        assert_eq!(text.lines[text.sections[0]], "HOYITO II");
    }

    #[test]
    fn the_spanish_rules_are_wrapped_alike_with_their_decisions_as_paragraphs() {
        let text =
            crate::words::i18n::speaking(crate::words::i18n::Lang::Es, || RulesText::new(60));
        assert!(text.lines.iter().all(|l| l.chars().count() <= 60));
        assert_eq!(text.lines[text.sections[0]], "HOYITO II");
        assert_eq!(text.lines[text.sections[1]], "TSORO");
        // A decision inside a list item starts a line of its own, as in English.
        assert!(
            text.lines
                .iter()
                .any(|l| l.starts_with("  [Decisión] Se puede escoger cualquier tamaño")),
            "{}",
            text.lines.join("\n")
        );
        let last = text.lines.join(" ");
        assert!(
            last.contains("Para aprender jugando, escoge Aprender las reglas y luego un juego"),
            "the closing word names the menu's entry: {last}"
        );
    }
}

/// The rules reader's state: how far down the text is scrolled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reader {
    scroll: u16,
}
