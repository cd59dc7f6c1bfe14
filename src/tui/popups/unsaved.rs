//! The unsaved popup: a game's actions (or a replay's comments) are not saved; save
//! before leaving? Discarding is its own key (d), never the key that asked (n, q), so
//! a game is not thrown away by pressing a key twice.

use super::answers::{answer_to, answers_line, names_of};
use super::{SENTENCE_WIDTH, Window};
use crate::tui::command::{AfterSave, Command};
use crate::tui::keys::{Binding, ENTER, ESC, ch};
use crate::tui::widgets::text::wrap;
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::text::{Line, Span};

/// What an answer key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Save,
    Discard,
    Close,
}

/// s is the key shown, as in the result popup: a y beside Spanish words reads as "and"
/// ("y guardar"). y and Enter save too.
const UNSAVED: &[Binding<Answer, ()>] = &[
    Binding::row(
        &[ch('s'), ch('y'), ENTER],
        "s",
        "keys-popup-save",
        Answer::Save,
    ),
    Binding::row(&[ch('d')], "d", "keys-popup-don-t-save", Answer::Discard),
    Binding::row(&[ESC], "Esc", "keys-popup-go-back", Answer::Close),
];

/// Handle a key; `then` is what was being done when the popup asked.
pub(super) fn key(then: AfterSave, code: KeyCode, ctrl_c: bool) -> Command {
    match answer_to(UNSAVED, code) {
        Some(Answer::Save) => Command::OpenSave(then),
        Some(Answer::Discard) => Command::Discard(then),
        _ if ctrl_c => Command::Abandon(then),
        Some(Answer::Close) => Command::Close,
        _ => Command::None,
    }
}

/// What the too-small message adds while the popup cannot be shown.
pub(super) fn unseen_words(comments: bool) -> String {
    let discard = names_of(UNSAVED, Answer::Discard);
    let back = names_of(UNSAVED, Answer::Close);
    if comments {
        crate::t!(
            "popup-unseen-unsaved-comments",
            discard = discard,
            back = back
        )
    } else {
        crate::t!("popup-unseen-unsaved", discard = discard, back = back)
    }
}

/// Whether `code` is one of the keys [`unseen_words`] names.
pub(super) fn named_unseen(code: KeyCode) -> bool {
    matches!(
        answer_to(UNSAVED, code),
        Some(Answer::Discard | Answer::Close)
    )
}

/// The question, for a game's actions or (`comments`) a replay's comments.
pub(super) fn window(t: &Theme, then: AfterSave, comments: bool) -> Window {
    if comments {
        return comments_window(t, then);
    }
    Window {
        title: crate::t!("popup-unsaved-title"),
        lines: vec![
            Line::from(match then {
                AfterSave::Quit => crate::t!("popup-unsaved-quitting"),
                AfterSave::Rematch | AfterSave::RematchSwapped | AfterSave::NewGame => {
                    crate::t!("popup-unsaved-another")
                }
                _ => crate::t!("popup-unsaved-leaving"),
            }),
            Line::from(""),
            Line::from(answers_line(UNSAVED)),
            Line::from(Span::styled(crate::t!("popup-unsaved-lost"), t.dim())),
        ],
    }
}

/// The question for a replay's comments, wrapped as an error under a prompt is (the
/// words are long in Spanish).
fn comments_window(t: &Theme, then: AfterSave) -> Window {
    let question = match then {
        AfterSave::Quit => crate::t!("popup-unsaved-comments-quitting"),
        _ => crate::t!("popup-unsaved-comments-leaving"),
    };
    let mut l: Vec<Line> = wrap(&question, SENTENCE_WIDTH)
        .into_iter()
        .map(Line::from)
        .collect();
    l.extend([Line::from(""), Line::from(answers_line(UNSAVED))]);
    l.extend(
        wrap(&crate::t!("popup-unsaved-comments-lost"), SENTENCE_WIDTH)
            .into_iter()
            .map(|s| Line::from(Span::styled(s, t.dim()))),
    );
    Window {
        title: crate::t!("popup-unsaved-comments-title"),
        lines: l,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Popup, press};
    use super::*;

    #[test]
    fn unsaved_work_is_discarded_only_by_its_own_key() {
        let mut p = Popup::Unsaved {
            then: AfterSave::Back,
            comments: false,
        };
        let asked = press(&mut p, &[KeyCode::Char('q'), KeyCode::Char('n')]);
        assert_eq!(asked, [Command::None, Command::None]);
        assert_eq!(
            p.key(KeyCode::Char('d'), false),
            Command::Discard(AfterSave::Back)
        );
        assert_eq!(
            p.key(KeyCode::Enter, false),
            Command::OpenSave(AfterSave::Back)
        );
        assert_eq!(p.key(KeyCode::Esc, false), Command::Close);
        // Ctrl-C leaves too, but as an interruption: the game is kept to resume.
        assert_eq!(
            p.key(KeyCode::Char('c'), true),
            Command::Abandon(AfterSave::Back)
        );
    }
}
