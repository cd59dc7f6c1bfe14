//! The load popup: a file name to continue or replay a saved game from.

use super::Window;
use super::answers::{answer, answer_to, answers_joined};
use super::prompt::{self, CLEAR};
use crate::tui::command::{Command, Open};
use crate::tui::keys::{Binding, ENTER, ESC};
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// What an answer key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Open,
    Clear,
    Close,
}

/// Enter opens, Ctrl-U clears the name, as in a shell.
const LOAD_PROMPT: &[Binding<Answer, ()>] = &[
    answer(&[ENTER], "Enter", "keys-popup-open", Answer::Open),
    answer(&[CLEAR], "Ctrl-U", "keys-popup-clear-2", Answer::Clear),
    answer(&[ESC], "Esc", "keys-popup-cancel-2", Answer::Close),
];

/// Handle a key; `open` is what the file is opened for.
pub(super) fn key(
    input: &mut String,
    error: &mut Option<String>,
    open: Open,
    code: KeyCode,
    ctrl_c: bool,
) -> Command {
    match code {
        KeyCode::Esc => Command::Close,
        _ if ctrl_c => Command::Close,
        _ if answer_to(LOAD_PROMPT, code) == Some(Answer::Open) => Command::Load {
            input: input.clone(),
            open,
        },
        _ => {
            prompt::edit(input, error, code);
            Command::None
        }
    }
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
