//! The rules reader's key table (see [`crate::tui::keys`]) and its key handler, which
//! scrolls the text and returns what is left for the app to do.

use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ESC, Key, SPACE, always, ch, never};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

/// What a key does in the rules reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesKey {
    Down,
    Up,
    PageDown,
    PageUp,
    Start,
    End,
    Section,
    Help,
    Back,
}

/// The rules reader's keys.
pub const RULES: &[Binding<RulesKey, ()>] = &[
    Binding::row(
        &[Key::Plain(KeyCode::Down), ch('j')],
        keys::ARROW_NAMES,
        "keys-rules-scroll",
        RulesKey::Down,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Up), ch('k')],
        names: "",
        words: "keys-rules-row",
        action: RulesKey::Up,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageDown), SPACE],
        names: "PgUp/PgDn",
        words: "keys-rules-page",
        action: RulesKey::PageDown,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageUp)],
        names: "",
        words: "keys-rules-row-2",
        action: RulesKey::PageUp,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(
        &[Key::Plain(KeyCode::Home), ch('g')],
        "g/G",
        "keys-rules-ends",
        RulesKey::Start,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::End), ch('G')],
        names: "",
        words: "keys-rules-row-3",
        action: RulesKey::End,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(
        &[Key::Plain(KeyCode::Tab)],
        "Tab",
        "keys-rules-other-game",
        RulesKey::Section,
    ),
    Binding::row(&[ch('?')], "?", "keys-rules-help", RulesKey::Help),
    Binding::row(&[ch('q'), ESC], "q", "keys-rules-back", RulesKey::Back),
];

/// A key in the rules reader, scrolled `scroll` lines on a screen of `area`.
pub(crate) fn rules_key(scroll: &mut u16, area: ratatui::layout::Rect, key: &KeyEvent) -> Command {
    // The text as drawn at this size: the last page and the sections.
    let (rect, text) = super::reader_layout(area);
    let page = rect.height.saturating_sub(2).max(1) as usize;
    let last = text.max_scroll(page);
    let now = (*scroll as usize).min(last);
    let to = match keys::action(RULES, key, &()) {
        Some(RulesKey::Down) => now + 1,
        Some(RulesKey::Up) => now.saturating_sub(1),
        Some(RulesKey::PageDown) => now + page.saturating_sub(1),
        Some(RulesKey::PageUp) => now.saturating_sub(page.saturating_sub(1)),
        Some(RulesKey::Start) => 0,
        Some(RulesKey::End) => last,
        Some(RulesKey::Section) => text.next_section(now),
        Some(RulesKey::Help) => return Command::Help,
        Some(RulesKey::Back) => return Command::Back,
        None => now,
    };
    *scroll = to.min(last) as u16;
    Command::None
}
