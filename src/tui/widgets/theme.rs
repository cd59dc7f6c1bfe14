//! Styles and symbols: colour unless `NO_COLOR` is set, Unicode unless `--ascii`.

use ratatui::style::{Color, Modifier, Style};

/// How things look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
    pub ascii: bool,
    /// Colours for a light background (blue where a dark one has yellow and cyan,
    /// which are faint on white).
    pub light: bool,
}

impl Theme {
    /// From the environment (`NO_COLOR`) and the `--ascii` flag.
    pub fn from_env(ascii: bool) -> Theme {
        Theme {
            color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
            ascii,
            light: false,
        }
    }

    fn fg(&self, color: Color) -> Style {
        if self.color {
            Style::default().fg(color)
        } else {
            Style::default()
        }
    }

    pub(crate) fn dim(&self) -> Style {
        self.fg(Color::DarkGray)
    }
    pub fn legal(&self) -> Style {
        self.fg(Color::Green).add_modifier(Modifier::BOLD)
    }
    /// Yellow on a dark background, blue on a light one.
    fn bright(&self) -> Color {
        if self.light {
            Color::Blue
        } else {
            Color::Yellow
        }
    }
    /// Cyan on a dark background, blue on a light one.
    fn accent(&self) -> Color {
        if self.light { Color::Blue } else { Color::Cyan }
    }

    /// How the holes that may be chosen look, in words for the help (no colour
    /// named under `NO_COLOR`).
    /// How the holes that may be chosen look, in the language spoken.
    pub(crate) fn legal_words(&self) -> String {
        if self.color {
            crate::t!("help-legal-color")
        } else {
            crate::t!("help-legal-plain")
        }
    }

    pub(crate) fn active(&self) -> Style {
        self.fg(self.bright())
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }
    pub fn error(&self) -> Style {
        self.fg(Color::Red).add_modifier(Modifier::BOLD)
    }
    pub fn title(&self) -> Style {
        self.fg(self.accent()).add_modifier(Modifier::BOLD)
    }
    pub fn to_move(&self) -> Style {
        self.fg(self.accent()).add_modifier(Modifier::BOLD)
    }
    /// A hinted hole: bold and italic, in magenta with colour; without colour also
    /// in reverse video, as bold alone is what a hole that may be chosen looks like
    /// and italic shows in few terminals.
    pub fn hint(&self) -> Style {
        let style = self
            .fg(Color::Magenta)
            .add_modifier(Modifier::BOLD | Modifier::ITALIC);
        if self.color {
            style
        } else {
            style.add_modifier(Modifier::REVERSED)
        }
    }

    /// How a hinted hole looks, in words for the help.
    pub(crate) fn hint_words(&self) -> String {
        if self.color {
            crate::t!("help-hint-color")
        } else {
            crate::t!("help-hint-plain")
        }
    }
    /// A mistake's mark: bold, orange where there is colour (yellow, the nearest of
    /// the terminal's own; blue on a light background).
    pub(crate) fn mistake(&self) -> Style {
        self.fg(self.bright()).add_modifier(Modifier::BOLD)
    }
    /// A blunder's mark: bold, red where there is colour.
    pub(crate) fn blunder(&self) -> Style {
        self.error()
    }
    pub fn selected(&self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED)
    }

    /// A bordered block, drawn in plain ASCII with `--ascii`.
    pub fn block(&self) -> ratatui::widgets::Block<'static> {
        let block = ratatui::widgets::Block::default();
        if self.ascii {
            block.border_set(ratatui::symbols::border::Set {
                top_left: "+",
                top_right: "+",
                bottom_left: "+",
                bottom_right: "+",
                vertical_left: "|",
                vertical_right: "|",
                horizontal_top: "-",
                horizontal_bottom: "-",
            })
        } else {
            block
        }
    }

    /// One seed (or stone), drawn on a tall board's holes.
    pub fn seed(&self) -> &'static str {
        if self.ascii { "o" } else { "●" }
    }

    /// A hole closed for a round of a match, in place of its count (and of its seeds
    /// on a tall board): filled in, so that it is never taken for an empty hole.
    pub fn closed_hole(&self) -> &'static str {
        if self.ascii { "##" } else { "▒▒" }
    }

    pub fn rule(&self) -> &'static str {
        if self.ascii { "-" } else { "─" }
    }
    /// The mark pointing at the cursor's hole: `down` from above the board, else up.
    pub fn caret(&self, down: bool) -> &'static str {
        match (self.ascii, down) {
            (true, true) => "v",
            (true, false) => "^",
            (false, true) => "▼",
            (false, false) => "▲",
        }
    }
    pub fn pointer(&self) -> &'static str {
        if self.ascii { ">" } else { "▶" }
    }
    pub fn arrows(&self) -> &'static str {
        if !self.ascii {
            return "←↓↑→/hjkl";
        }
        // The word for the arrows in the language spoken ("flechas"), made once.
        static WORDS: [std::sync::OnceLock<String>; 2] =
            [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
        let lang = crate::words::i18n::current();
        WORDS[usize::from(lang == crate::words::i18n::Lang::Es)].get_or_init(|| {
            format!(
                "{}/hjkl",
                crate::words::i18n::message_in(lang, "key-arrows", &[])
            )
        })
    }
    pub(crate) fn dot(&self) -> &'static str {
        if self.ascii { "|" } else { "·" }
    }
    /// The mark of words left to come ("thinking…").
    pub fn ellipsis(&self) -> &'static str {
        if self.ascii { "..." } else { "…" }
    }
}
