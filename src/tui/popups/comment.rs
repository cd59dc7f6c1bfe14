//! The comment popup: the comment on an action of the replay, to type, edit or
//! delete. Enter keeps it (an empty one is removed), Ctrl-U clears the text, Esc
//! leaves the comment as it was.

use super::Window;
use super::answers::answers_joined;
use super::prompt::{self, Answer};
use crate::store::record::COMMENT_CHARS;
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ESC};
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

const COMMENT_PROMPT: &[Binding<Answer, ()>] = &prompt::table([
    "keys-popup-keep-comment",
    "keys-popup-clear-comment",
    "keys-popup-cancel-comment",
]);

/// Handle a key; `action` is the action commented (0-based). A text over the
/// record's limit is not kept: the popup says so and stays.
pub(super) fn key(
    input: &mut String,
    error: &mut Option<String>,
    action: usize,
    code: KeyCode,
    ctrl_c: bool,
) -> Command {
    prompt::key(
        input,
        error,
        code,
        ctrl_c,
        COMMENT_PROMPT,
        |input, error| {
            let chars = input.chars().count();
            if chars > COMMENT_CHARS {
                *error = Some(crate::t!(
                    "popup-comment-too-long",
                    count = chars,
                    limit = COMMENT_CHARS
                ));
                return Command::None;
            }
            Command::SetComment {
                action,
                text: input.clone(),
            }
        },
    )
}

/// What the too-small message adds while the popup cannot be shown: Esc cancels.
pub(super) fn unseen_words() -> String {
    crate::t!(
        "popup-unseen-comment",
        key = keys::key_name(ESC, &crate::store::config::Config::default())
    )
}

/// Which action is commented (`about`: as the move list shows it, "a2"), the text
/// typed, its length against the limit, and the answers.
pub(super) fn window(
    t: &Theme,
    input: &str,
    error: &Option<String>,
    action: usize,
    about: &str,
    area: Rect,
) -> Window {
    // The end of the text, where it is typed, in what the screen has.
    let mut l = vec![
        Line::from(crate::t!(
            "popup-comment-on",
            number = action + 1,
            action = about
        )),
        prompt::typed_line(t, input, prompt::room(area)),
        Line::from(Span::styled(
            crate::t!(
                "popup-comment-count",
                count = input.chars().count(),
                limit = COMMENT_CHARS
            ),
            t.dim(),
        )),
        Line::from(Span::styled(answers_joined(COMMENT_PROMPT, ", "), t.dim())),
    ];
    l.extend(prompt::error_lines(t, error));
    Window {
        title: crate::t!("popup-comment-title"),
        lines: l,
    }
}
