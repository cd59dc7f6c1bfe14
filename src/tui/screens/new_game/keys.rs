//! The new-game form's key table (see [`crate::tui::keys`]), its key handler, which
//! looks keys up in the table, changes the form and returns what is left for the app
//! to do, and its mouse clicks, handled the same way.

use super::{Field, NewGameForm};
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::prefs::Preferences;
use crate::tui::widgets::layout;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

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
    matches!(f.current(), Field::South | Field::North | Field::HostName)
}
fn off_name(f: &NewGameForm) -> bool {
    !on_name(f)
}

/// The new-game form's keys. On a name field letters (q and Space too) are typed.
pub const FORM: &[Binding<FormKey, NewGameForm>] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up)],
        names: "Up/Down",
        words: "keys-new-game-field",
        action: FormKey::Up,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), Key::Plain(KeyCode::Tab)],
        names: "",
        words: "keys-new-game-row",
        action: FormKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Left)],
        names: "Left/Right",
        words: "keys-new-game-change",
        action: FormKey::Left,
        when: always,
        shown: off_name,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Right), SPACE],
        names: "",
        words: "keys-new-game-row-2",
        action: FormKey::Right,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[],
        names: "letters",
        words: "keys-new-game-type-a-name",
        action: FormKey::Backspace,
        when: never,
        shown: on_name,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "Backspace",
        words: "keys-new-game-take-the-name",
        action: FormKey::Backspace,
        when: on_name,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ENTER], "Enter", "keys-new-game-start", FormKey::Start),
    Binding::row(&[ch('?')], "?", "keys-new-game-help", FormKey::Help),
    Binding::row(&[ESC, ch('q')], "Esc", "keys-new-game-back", FormKey::Back),
];

/// A key in the new-game form.
pub(crate) fn form_key(form: &mut NewGameForm, key: &KeyEvent, prefs: &Preferences) -> Command {
    form.error = None;
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
        Some(FormKey::Left | FormKey::Right) if form.current() == Field::Animation => {
            return toggle_animation(prefs);
        }
        Some(FormKey::Left) => form.change(-1),
        Some(FormKey::Right) => form.change(1),
        Some(FormKey::Backspace) => form.backspace(),
        Some(FormKey::Start) => return form.start(),
        Some(FormKey::Help) => return Command::Help,
        Some(FormKey::Back) => return Command::Back,
        None => {}
    }
    Command::None
}

/// A left click in the new-game form: on a field, go to it; on the field already
/// chosen, change it (or start, on Start).
pub(crate) fn form_click(
    form: &mut NewGameForm,
    area: Rect,
    x: u16,
    y: u16,
    prefs: &Preferences,
) -> Command {
    let count = form.fields().len();
    let rect = layout::form_rect(area, count);
    let Some(i) = layout::entry_at(rect, layout::FORM_FIELDS_TOP, count, x, y) else {
        return Command::None;
    };
    if i != form.field {
        form.select(i);
    } else if form.current() == Field::Start {
        return form.start();
    } else if form.current() == Field::Animation {
        return toggle_animation(prefs);
    } else {
        form.change(1);
    }
    Command::None
}

/// The form's animation row: animation is a preference, which the app changes and the
/// settings file remembers at once, as the settings screen's row does.
fn toggle_animation(prefs: &Preferences) -> Command {
    Command::Animation(!prefs.animate())
}
