//! The network screen's key table (see [`crate::tui::keys`]), its key handler and its
//! clicks: the host-or-join choice, the join form (letters are typed into its
//! fields), and the waits, which Esc gives up.

use super::{JoinField, NetworkScreen, Page};
use crate::store::config::Config;
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::widgets::layout;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

/// What a key does on the network screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetKey {
    Up,
    Down,
    Open,
    Backspace,
    Help,
    Back,
}

fn choosing(s: &NetworkScreen) -> bool {
    matches!(s.page, Page::Choose { .. })
}
fn in_form(s: &NetworkScreen) -> bool {
    matches!(s.page, Page::Join(_))
}
fn moving(s: &NetworkScreen) -> bool {
    choosing(s) || in_form(s)
}
fn on_text(s: &NetworkScreen) -> bool {
    matches!(&s.page, Page::Join(form) if form.current() != JoinField::Join)
}

/// The network screen's keys. On a field of the join form letters (q too) are typed.
pub const NETWORK: &[Binding<NetKey, NetworkScreen>] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up)],
        names: "Up/Down",
        words: "keys-network-choose",
        action: NetKey::Up,
        when: moving,
        shown: moving,
        drop: 1,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), Key::Plain(KeyCode::Tab)],
        names: "",
        words: "keys-network-row",
        action: NetKey::Down,
        when: moving,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[],
        names: "letters",
        words: "keys-network-type",
        action: NetKey::Backspace,
        when: never,
        shown: on_text,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "Backspace",
        words: "keys-network-take-a-letter",
        action: NetKey::Backspace,
        when: on_text,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "Enter",
        words: "keys-network-open",
        action: NetKey::Open,
        when: moving,
        shown: moving,
        drop: 0,
    },
    Binding {
        keys: &[SPACE],
        names: "",
        words: "keys-network-row-2",
        action: NetKey::Open,
        when: choosing,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('?')], "?", "keys-network-help", NetKey::Help),
    Binding {
        keys: &[ESC, ch('q')],
        names: "Esc",
        words: "keys-network-back",
        action: NetKey::Back,
        when: always,
        shown: always,
        drop: 0,
    },
];

/// A key on the network screen.
pub(crate) fn network_key(screen: &mut NetworkScreen, key: &KeyEvent, config: &Config) -> Command {
    if let Page::Join(form) = &mut screen.page {
        form.error = None;
        // A letter goes into a text field (q included), before any table key.
        if let KeyCode::Char(c) = key.code
            && c != '?'
            && !key.modifiers.contains(KeyModifiers::CONTROL)
            && form.type_char(c)
        {
            return Command::None;
        }
    }
    match keys::action(NETWORK, key, screen) {
        Some(NetKey::Up) => step(screen, -1),
        Some(NetKey::Down) => step(screen, 1),
        Some(NetKey::Open) => return open(screen, config),
        Some(NetKey::Backspace) => {
            if let Page::Join(form) = &mut screen.page {
                form.backspace()
            }
        }
        Some(NetKey::Help) => return Command::Help,
        Some(NetKey::Back) => return back(screen),
        None => {}
    }
    Command::None
}

/// Up or down a row.
fn step(screen: &mut NetworkScreen, delta: i32) {
    match &mut screen.page {
        Page::Choose { selected } => *selected = (*selected as i32 + delta).rem_euclid(2) as usize,
        Page::Join(form) => form.move_field(delta),
        Page::Connecting { .. } | Page::Waiting(_) => {}
    }
}

/// Enter: host (the form), join (the form), or on the join form the next field, then
/// the connection.
fn open(screen: &mut NetworkScreen, config: &Config) -> Command {
    match &mut screen.page {
        Page::Choose { selected: 0 } => return Command::HostForm,
        Page::Choose { .. } => screen.page = Page::Join(NetworkScreen::join_form(config)),
        Page::Join(form) => match form.current() {
            JoinField::Invitation => match form.read_invitation() {
                Ok(_) => form.move_field(1),
                Err(why) => form.error = Some(why),
            },
            JoinField::Name | JoinField::Join => {
                let form = std::mem::take(form);
                screen.connect(form);
            }
        },
        Page::Connecting { .. } | Page::Waiting(_) => {}
    }
    Command::None
}

/// Esc: one page back (a wait given up, its door closed); from the first, the menu.
fn back(screen: &mut NetworkScreen) -> Command {
    screen.page = match &mut screen.page {
        Page::Choose { .. } => return Command::Back,
        Page::Join(_) => Page::Choose { selected: 1 },
        Page::Connecting { form, .. } => Page::Join(std::mem::take(form)),
        Page::Waiting(_) => Page::Choose { selected: 0 },
    };
    Command::None
}

/// A left click: on a row, go to it; on the row already chosen, open it.
pub(crate) fn network_click(
    screen: &mut NetworkScreen,
    area: Rect,
    x: u16,
    y: u16,
    config: &Config,
) -> Command {
    let (count, now) = match &screen.page {
        Page::Choose { selected } => (2, *selected),
        Page::Join(form) => (JoinField::ALL.len(), form.field),
        Page::Connecting { .. } | Page::Waiting(_) => return Command::None,
    };
    let rect = layout::form_rect(area, count);
    let Some(i) = layout::entry_at(rect, layout::FORM_FIELDS_TOP, count, x, y) else {
        return Command::None;
    };
    if i != now {
        match &mut screen.page {
            Page::Choose { selected } => *selected = i,
            Page::Join(form) => form.field = i,
            _ => {}
        }
        return Command::None;
    }
    open(screen, config)
}
