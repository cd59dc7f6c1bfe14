//! The load popup: a file name to continue or replay a saved game from.

use super::Window;
use super::answers::answers_joined;
use super::prompt::{self, Answer};
use crate::tui::command::{Command, Open};
use crate::tui::keys::Binding;
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// Enter opens, Ctrl-U clears the name, as in a shell.
const LOAD_PROMPT: &[Binding<Answer, ()>] = &prompt::table([
    "keys-popup-open",
    "keys-popup-clear-2",
    "keys-popup-cancel-2",
]);

/// Handle a key; `open` is what the file is opened for.
pub(super) fn key(
    input: &mut String,
    error: &mut Option<String>,
    open: Open,
    code: KeyCode,
    ctrl_c: bool,
) -> Command {
    prompt::key(input, error, code, ctrl_c, LOAD_PROMPT, |input, _| {
        Command::Load {
            input: input.clone(),
            open,
        }
    })
}

/// The name typed and the answers, titled by what the file is opened for.
pub(super) fn window(
    t: &Theme,
    input: &str,
    error: &Option<String>,
    open: Open,
    area: Rect,
) -> Window {
    let mut l = prompt::prompt_lines(t, crate::t!("popup-record-file"), input, prompt::room(area));
    l.push(Line::from(Span::styled(
        answers_joined(LOAD_PROMPT, ", "),
        t.dim(),
    )));
    l.extend(prompt::error_lines(t, error));
    Window {
        title: if open == Open::Replay {
            crate::t!("popup-replay-title")
        } else {
            crate::t!("popup-continue-title")
        },
        lines: l,
    }
}
