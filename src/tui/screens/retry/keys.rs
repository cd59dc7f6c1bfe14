//! The mistakes screen's key table (see [`crate::tui::keys`]) and its key handler.

use super::{Answer, RetryState};
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use ratatui::crossterm::event::{KeyCode, KeyEvent};

/// What a key does on the mistakes screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RetryKey {
    NextChoice,
    PreviousChoice,
    Try,
    NextMistake,
    PreviousMistake,
    Solution,
    OtherPlayer,
    Help,
    Back,
}

/// A mistake is shown (the judge has found one).
fn asking(r: &RetryState) -> bool {
    r.action_index().is_some()
}

fn several(r: &RetryState) -> bool {
    r.mistakes().len() > 1
}

fn not_searching(r: &RetryState) -> bool {
    asking(r) && !matches!(r.answer, Answer::Searching(_))
}

/// The mistakes screen's keys.
pub(crate) const RETRY: &[Binding<RetryKey, RetryState>] = &[
    Binding {
        keys: &[
            Key::Plain(KeyCode::Right),
            ch('l'),
            Key::Plain(KeyCode::Tab),
        ],
        names: "h/l",
        words: "keys-retry-choose",
        action: RetryKey::NextChoice,
        when: asking,
        shown: asking,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Left), ch('h')],
        names: "h",
        words: "keys-retry-row",
        action: RetryKey::PreviousChoice,
        when: asking,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER, SPACE],
        names: "Enter",
        words: "keys-retry-try",
        action: RetryKey::Try,
        when: not_searching,
        shown: not_searching,
        drop: 0,
    },
    Binding {
        keys: &[ch('n')],
        names: "n/N",
        words: "keys-retry-mistake",
        action: RetryKey::NextMistake,
        when: always,
        shown: several,
        drop: 1,
    },
    Binding {
        keys: &[ch('N')],
        names: "N",
        words: "keys-retry-row-2",
        action: RetryKey::PreviousMistake,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('s')],
        names: "s",
        words: "keys-retry-solution",
        action: RetryKey::Solution,
        when: asking,
        shown: asking,
        drop: 2,
    },
    Binding {
        keys: &[ch('o')],
        names: "o",
        words: "keys-retry-other-side",
        action: RetryKey::OtherPlayer,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        words: "keys-retry-help",
        action: RetryKey::Help,
        when: always,
        shown: always,
        drop: 4,
    },
    Binding::row(&[ESC, ch('q')], "Esc", "keys-retry-back", RetryKey::Back),
];

/// The keys of the row that does `action`, as the player has them (its names).
pub(crate) fn names_of(
    action: RetryKey,
    arrows: &str,
    config: &crate::store::config::Config,
) -> String {
    RETRY
        .iter()
        .find(|b| b.action == action)
        .map(|b| keys::names_in_force(b.names, arrows, config))
        .unwrap_or_default()
}

/// A key on the mistakes screen.
pub(crate) fn retry_key(r: &mut RetryState, key: &KeyEvent) -> Command {
    let Some(action) = keys::action(RETRY, key, r) else {
        return Command::None;
    };
    match action {
        RetryKey::NextChoice => r.choose(true),
        RetryKey::PreviousChoice => r.choose(false),
        RetryKey::Try => r.try_chosen(),
        RetryKey::NextMistake => r.next(),
        RetryKey::PreviousMistake => r.previous(),
        RetryKey::Solution => r.solution(),
        RetryKey::OtherPlayer => r.other_player(),
        RetryKey::Help => return Command::Help,
        RetryKey::Back => return Command::Back,
    }
    Command::None
}

/// A left click on the mistakes screen: on a hole the player may choose there, that
/// action is chosen to try (Enter tries it).
pub(crate) fn retry_click(
    r: &mut RetryState,
    area: ratatui::layout::Rect,
    x: u16,
    y: u16,
) -> Command {
    let Some((_, geo)) =
        crate::tui::widgets::layout::board_fits(area, r.session.game().position().layout())
    else {
        return Command::None;
    };
    if let Some(hole) = geo.hole_at(x, y)
        && let Some(action) = r
            .choices
            .iter()
            .copied()
            .find(|&a| crate::tui::widgets::panels::hole_of(r.session.game(), a) == Some(hole))
    {
        r.choose_action(action);
    }
    Command::None
}
