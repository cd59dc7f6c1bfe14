//! The main menu's key table (see [`crate::tui::keys`]), its key handler, which
//! looks keys up in the table, moves the selection and returns what is left for the
//! app to do, and its mouse clicks, handled the same way.

use crate::tui::command::Command;
use crate::tui::command::MenuItem;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::widgets::layout;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does on the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MenuKey {
    Up,
    Down,
    Open,
    Number,
    Help,
    Quit,
}

/// How the help names the first `n` digits from `1`, those that number entries.
const DIGIT_NAMES: [&str; 9] = ["1", "1-2", "1-3", "1-4", "1-5", "1-6", "1-7", "1-8", "1-9"];
const _: () = assert!(
    MenuItem::ALL.len() <= DIGIT_NAMES.len(),
    "an entry without a digit"
);

/// A digit per entry, as many as the menu has entries.
const MENU_DIGITS: &[Key] = keys::DIGITS.split_at(1).1.split_at(MenuItem::ALL.len()).0;

/// The main menu's keys (its state: the entry selected).
pub(crate) const MENU: &[Binding<MenuKey, MenuItem>] = &[
    Binding::row(
        &[Key::Plain(KeyCode::Up), ch('k')],
        keys::ARROW_NAMES,
        "keys-menu-choose",
        MenuKey::Up,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Down), ch('j'), Key::Plain(KeyCode::Tab)],
        names: "",
        words: "keys-menu-row",
        action: MenuKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ENTER, SPACE], "Enter", "keys-menu-open", MenuKey::Open),
    Binding {
        keys: MENU_DIGITS,
        names: DIGIT_NAMES[MenuItem::ALL.len() - 1],
        words: "keys-menu-open-an-entry",
        action: MenuKey::Number,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('?')], "?", "keys-menu-help", MenuKey::Help),
    Binding::row(&[ch('q'), ESC], "q", "keys-menu-quit", MenuKey::Quit),
];

/// A key on the main menu, `selected` its entry chosen.
pub(crate) fn menu_key(selected: &mut MenuItem, key: &KeyEvent) -> Command {
    match keys::action(MENU, key, selected) {
        Some(MenuKey::Up) => *selected = selected.moved(-1),
        Some(MenuKey::Down) => *selected = selected.moved(1),
        Some(MenuKey::Open) => return Command::Menu(*selected),
        Some(MenuKey::Number) => {
            if let KeyCode::Char(c @ '1'..='9') = key.code
                && let Some(&item) = MenuItem::ALL.get(c as usize - '1' as usize)
            {
                *selected = item;
                return Command::Menu(item);
            }
        }
        Some(MenuKey::Help) => return Command::Help,
        Some(MenuKey::Quit) => return Command::Quit,
        None => {}
    }
    Command::None
}

/// A left click on the main menu: an item opens.
pub(crate) fn menu_click(selected: &mut MenuItem, area: Rect, x: u16, y: u16) -> Command {
    let items = MenuItem::ALL.len();
    let rect = layout::menu_rect(area, items);
    match layout::entry_at(rect, layout::MENU_ITEMS_TOP, items, x, y) {
        Some(i) => {
            *selected = MenuItem::ALL[i];
            Command::Menu(*selected)
        }
        None => Command::None,
    }
}
