//! A popup's answers: what a key answers in its table, and the table said as a line.
//! Every popup has its own `Answer` type and tables (their rows are
//! [`Binding::row`]s); these helpers serve them all.

use crate::tui::keys::{self, Binding};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

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
