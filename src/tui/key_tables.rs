//! Each screen's key table (see [`super::keys`]): what its keys do, when, and the
//! words its hints line and its `?` help use for them; and each screen's key handler,
//! which looks keys up in its table, changes the screen's state and returns what is
//! left for the app to do. Each screen's mouse clicks are handled next to its keys,
//! the same way.

use super::command::Command;
use super::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use super::layout;
use super::menu::{Field, MENU_ITEMS, NewGameForm};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does on the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuKey {
    Up,
    Down,
    Open,
    Number,
    Help,
    Quit,
}

const MENU_DIGITS: [Key; 9] = [
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

/// The main menu's keys (its state: the entry selected).
pub const MENU: &[Binding<MenuKey, usize>] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up), ch('k')],
        names: super::keys::ARROW_NAMES,
        hint: "choose",
        help: "choose an entry (Tab: the next)",
        action: MenuKey::Up,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), ch('j'), Key::Plain(KeyCode::Tab)],
        names: "",
        hint: "",
        help: "",
        action: MenuKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER, SPACE],
        names: "Enter",
        hint: "open",
        help: "open it; Space too",
        action: MenuKey::Open,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &MENU_DIGITS,
        names: "1-9",
        hint: "",
        help: "open an entry by its number",
        action: MenuKey::Number,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        hint: "help",
        help: "these keys",
        action: MenuKey::Help,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ch('q'), ESC],
        names: "q",
        hint: "quit",
        help: "quit; Esc too",
        action: MenuKey::Quit,
        when: always,
        shown: always,
        drop: 0,
    },
];

/// A key on the main menu, `selected` its entry chosen.
pub fn menu_key(selected: &mut usize, key: &KeyEvent) -> Command {
    let n = MENU_ITEMS.len();
    match keys::action(MENU, key, selected) {
        Some(MenuKey::Up) => *selected = (*selected + n - 1) % n,
        Some(MenuKey::Down) => *selected = (*selected + 1) % n,
        Some(MenuKey::Open) => return Command::MenuItem(*selected),
        Some(MenuKey::Number) => {
            if let KeyCode::Char(c @ '1'..='9') = key.code {
                let i = c as usize - '1' as usize;
                if i < n {
                    *selected = i;
                    return Command::MenuItem(i);
                }
            }
        }
        Some(MenuKey::Help) => return Command::Help,
        Some(MenuKey::Quit) => return Command::Quit,
        None => {}
    }
    Command::None
}

/// A left click on the main menu: an item opens.
pub fn menu_click(selected: &mut usize, area: Rect, x: u16, y: u16) -> Command {
    let rect = layout::menu_rect(area, MENU_ITEMS.len());
    match layout::entry_at(rect, layout::MENU_ITEMS_TOP, MENU_ITEMS.len(), x, y) {
        Some(i) => {
            *selected = i;
            Command::MenuItem(i)
        }
        None => Command::None,
    }
}

/// What a key does in the new-game form (letters typed into a name field aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormKey {
    Up,
    Down,
    Left,
    Right,
    Start,
    Backspace,
    Help,
    Back,
}

fn on_name(f: &NewGameForm) -> bool {
    matches!(
        f.current(),
        super::menu::Field::South | super::menu::Field::North
    )
}
fn off_name(f: &NewGameForm) -> bool {
    !on_name(f)
}

/// The new-game form's keys. On a name field letters (q and Space too) are typed.
pub const FORM: &[Binding<FormKey, NewGameForm>] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up)],
        names: "Up/Down",
        hint: "field",
        help: "the field above / below (Tab: below)",
        action: FormKey::Up,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), Key::Plain(KeyCode::Tab)],
        names: "",
        hint: "",
        help: "",
        action: FormKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Left)],
        names: "Left/Right",
        hint: "change",
        help: "change the field (Space too, off the names)",
        action: FormKey::Left,
        when: always,
        shown: off_name,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Right), SPACE],
        names: "",
        hint: "",
        help: "",
        action: FormKey::Right,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[],
        names: "letters",
        hint: "type a name",
        help: "type a name (the first letter replaces the one shown)",
        action: FormKey::Backspace,
        when: never,
        shown: on_name,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "Backspace",
        hint: "",
        help: "take the name's last letter off",
        action: FormKey::Backspace,
        when: on_name,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "Enter",
        hint: "start",
        help: "start the game",
        action: FormKey::Start,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        hint: "help",
        help: "these keys",
        action: FormKey::Help,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ESC, ch('q')],
        names: "Esc",
        hint: "back",
        help: "back to the menu (q too, off the names)",
        action: FormKey::Back,
        when: always,
        shown: always,
        drop: 0,
    },
];

/// A key in the new-game form.
pub fn form_key(form: &mut NewGameForm, key: &KeyEvent) -> Command {
    // A letter goes into a name field (q and Space included), before any table key.
    if let KeyCode::Char(c) = key.code
        && c != '?'
        && !key
            .modifiers
            .contains(ratatui::crossterm::event::KeyModifiers::CONTROL)
        && form.type_char(c)
    {
        return Command::None;
    }
    match keys::action(FORM, key, form) {
        Some(FormKey::Up) => form.move_field(-1),
        Some(FormKey::Down) => form.move_field(1),
        Some(FormKey::Left) => form.change(-1),
        Some(FormKey::Right) => form.change(1),
        Some(FormKey::Backspace) => form.backspace(),
        Some(FormKey::Start) => return Command::StartGame,
        Some(FormKey::Help) => return Command::Help,
        Some(FormKey::Back) => return Command::Back,
        None => {}
    }
    Command::None
}

/// A left click in the new-game form: on a field, go to it; on the field already
/// chosen, change it (or start, on Start).
pub fn form_click(form: &mut NewGameForm, area: Rect, x: u16, y: u16) -> Command {
    let count = form.fields().len();
    let rect = layout::form_rect(area, count);
    let Some(i) = layout::entry_at(rect, layout::FORM_FIELDS_TOP, count, x, y) else {
        return Command::None;
    };
    if i != form.field {
        form.select(i);
    } else if form.current() == Field::Start {
        return Command::StartGame;
    } else {
        form.change(1);
    }
    Command::None
}
