//! What the three text prompts (save, load, comment) share: typing and Ctrl-U, and
//! drawing the text typed so far with its cursor and the error under it.

use super::SENTENCE_WIDTH;
use super::answers::answer_to;
use crate::tui::command::Command;
use crate::tui::keys::{Binding, ENTER, ESC, Key};
use crate::tui::widgets::text::wrap;
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// Clears a prompt's text, as in a shell; every prompt's table names it.
const CLEAR: Key = Key::Ctrl('u');

/// What a prompt's keys answer: Enter does what the prompt is for (save, open, keep
/// the comment), Ctrl-U clears the text, Esc cancels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Answer {
    Enter,
    Clear,
    Close,
}

/// A prompt's table: Enter, Ctrl-U and Esc, with the catalogue ids of their words.
pub(super) const fn table(words: [&'static str; 3]) -> [Binding<Answer, ()>; 3] {
    [
        Binding::row(&[ENTER], "Enter", words[0], Answer::Enter),
        Binding::row(&[CLEAR], "Ctrl-U", words[1], Answer::Clear),
        Binding::row(&[ESC], "Esc", words[2], Answer::Close),
    ]
}

/// A key in a prompt of `table`: Esc and Ctrl-C close it, Enter does `enter` with the
/// text and the error shown, any other key edits the text.
pub(super) fn key(
    input: &mut String,
    error: &mut Option<String>,
    code: KeyCode,
    ctrl_c: bool,
    table: &[Binding<Answer, ()>],
    enter: impl FnOnce(&mut String, &mut Option<String>) -> Command,
) -> Command {
    match code {
        KeyCode::Esc => Command::Close,
        _ if ctrl_c => Command::Close,
        _ if answer_to(table, code) == Some(Answer::Enter) => enter(input, error),
        _ => {
            edit(input, error, code);
            Command::None
        }
    }
}

/// The columns a line of a prompt has inside the popup, on a screen of `area`: a
/// typed text shows its end there, and a question is wrapped to it.
pub(super) fn room(area: Rect) -> usize {
    (area.width as usize).saturating_sub(6).clamp(10, 72)
}

/// A key with Ctrl or Alt in a prompt: Ctrl-U clears the text (as in a shell), any
/// other is not typed (Ctrl-U was typed as a `u` after the name shown). `None` for
/// plain keys and Ctrl-C, which the popup's own key handling takes.
pub(super) fn modified_key(
    input: &mut String,
    error: &mut Option<String>,
    key: &KeyEvent,
) -> Option<Command> {
    let modified = key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let KeyCode::Char(c) = key.code else {
        return None;
    };
    if !modified || (c == 'c' && key.modifiers.contains(KeyModifiers::CONTROL)) {
        return None;
    }
    if CLEAR.matches(key) {
        input.clear();
        *error = None;
    }
    Some(Command::None)
}

/// A key that edits a prompt's text: Backspace takes the last character back, a
/// character is added; either clears the error shown. Other keys change nothing.
pub(super) fn edit(input: &mut String, error: &mut Option<String>, code: KeyCode) {
    match code {
        KeyCode::Backspace => {
            input.pop();
        }
        KeyCode::Char(c) => input.push(c),
        _ => return,
    }
    *error = None;
}

/// The end of a typed text in `columns` columns, escaped, its start cut with a mark
/// when it is longer (the text is typed at its end).
fn typed_tail(input: &str, columns: usize, ascii: bool) -> String {
    let shown = crate::words::text::escape_whole(input);
    if crate::words::text::width(&shown) <= columns {
        return shown;
    }
    let mark = if ascii { "..." } else { "…" };
    let room = columns.saturating_sub(crate::words::text::width(mark));
    let mut tail: Vec<char> = Vec::new();
    let mut used = 0;
    for c in shown.chars().rev() {
        let w = crate::words::text::char_width(c);
        if used + w > room {
            break;
        }
        used += w;
        tail.push(c);
    }
    tail.reverse();
    format!("{mark}{}", tail.into_iter().collect::<String>())
}

/// The text typed so far (escaped), with a cursor; a text longer than `room` columns
/// shows its end, where it is typed.
pub(super) fn typed_line(t: &Theme, input: &str, room: usize) -> Line<'static> {
    Line::from(Span::styled(
        format!("{}_", typed_tail(input, room - 1, t.ascii)),
        t.selected(),
    ))
}

/// A prompt's label and the text typed so far.
pub(super) fn prompt_lines(
    t: &Theme,
    label: String,
    input: &str,
    room: usize,
) -> Vec<Line<'static>> {
    vec![Line::from(label), typed_line(t, input, room)]
}

/// An error under a prompt, wrapped to the popup's width.
pub(super) fn error_lines(t: &Theme, error: &Option<String>) -> Vec<Line<'static>> {
    let Some(e) = error else { return vec![] };
    wrap(e, SENTENCE_WIDTH)
        .into_iter()
        .map(|s| Line::from(Span::styled(s, t.error())))
        .collect()
}
