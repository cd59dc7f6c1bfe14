//! A popup's answers: the rows of its key table, and the table said as a line. Every
//! popup has its own `Answer` type and tables; these helpers serve them all.

use crate::tui::keys::{self, Binding, Key, always};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A row of a popup's table: always there, always named.
pub(super) const fn answer<A>(
    keys: &'static [Key],
    names: &'static str,
    words: &'static str,
    action: A,
) -> Binding<A, ()> {
    Binding {
        keys,
        names,
        words,
        action,
        when: always,
        shown: always,
        drop: 0,
    }
}

/// A question popup's answers as a line: "s save   d don't save   Esc go back". The
/// settings move no popup key (board keys are not translated while one is open), so
/// the table's names are the keys in force.
pub(super) fn answers_line<A>(table: &[Binding<A, ()>]) -> String {
    answers_joined(table, "   ")
}

/// A popup's answers joined by `between`.
pub(super) fn answers_joined<A>(table: &[Binding<A, ()>], between: &str) -> String {
    table
        .iter()
        .map(|b| format!("{} {}", b.names, b.hint()))
        .collect::<Vec<_>>()
        .join(between)
}

/// The key names of the row of `table` that answers `action`.
pub(super) fn names_of<A: PartialEq>(table: &[Binding<A, ()>], action: A) -> &'static str {
    table
        .iter()
        .find(|b| b.action == action)
        .map_or("", |b| b.names)
}

/// What a key answers in a popup's table.
pub(super) fn answer_to<A: Copy>(table: &[Binding<A, ()>], code: KeyCode) -> Option<A> {
    keys::action(table, &KeyEvent::new(code, KeyModifiers::NONE), &())
}
