//! The chat prompt of a game over the network: a line to the other player. Enter sends
//! it (an empty one sends nothing), Ctrl-U clears it, Esc closes it unsent.

use super::Window;
use super::answers::answers_joined;
use super::prompt::{self, Answer};
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ESC};
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// The most characters a chat line holds (what the other side reads, it reads whole).
pub const CHAT_CHARS: usize = 200;

const CHAT_PROMPT: &[Binding<Answer, ()>] = &prompt::table([
    "keys-popup-send-chat",
    "keys-popup-clear-comment",
    "keys-popup-cancel-comment",
]);

/// Handle a key. A line over the limit is not sent: the popup says so and stays.
pub(super) fn key(
    input: &mut String,
    error: &mut Option<String>,
    code: KeyCode,
    ctrl_c: bool,
) -> Command {
    prompt::key(input, error, code, ctrl_c, CHAT_PROMPT, |input, error| {
        let chars = input.chars().count();
        if chars > CHAT_CHARS {
            *error = Some(crate::t!(
                "popup-chat-too-long",
                count = chars,
                limit = CHAT_CHARS
            ));
            return Command::None;
        }
        if input.trim().is_empty() {
            return Command::Close;
        }
        Command::SendChat(input.clone())
    })
}

/// What the too-small message adds while the popup cannot be shown: Esc cancels.
pub(super) fn unseen_words() -> String {
    crate::t!(
        "popup-unseen-chat",
        key = keys::key_name(ESC, &crate::store::config::Config::default())
    )
}

/// The line typed, its length against the limit, and the answers.
pub(super) fn window(t: &Theme, input: &str, error: &Option<String>, area: Rect) -> Window {
    let mut l = vec![
        Line::from(crate::t!("popup-chat-to")),
        prompt::typed_line(t, input, prompt::room(area)),
        Line::from(Span::styled(
            crate::t!(
                "popup-comment-count",
                count = input.chars().count(),
                limit = CHAT_CHARS
            ),
            t.dim(),
        )),
        Line::from(Span::styled(answers_joined(CHAT_PROMPT, ", "), t.dim())),
    ];
    l.extend(prompt::error_lines(t, error));
    Window {
        title: crate::t!("popup-chat-title"),
        lines: l,
    }
}
