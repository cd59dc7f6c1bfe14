//! The save popup: a file name to save the game (or a replay's comments) to, and, when
//! the file exists, whether to replace it.

use super::Window;
use super::answers::{answer_to, answers_joined};
use super::prompt::{self, Answer};
use crate::tui::command::{AfterSave, Command};
use crate::tui::keys::{self, Binding, ENTER, ESC, ch};
use crate::tui::widgets::text::wrap;
use crate::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use std::path::Path;

/// What an answer to the question whether to replace the file does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Replace {
    Yes,
    No,
}

/// The file name prompt: Enter saves, Ctrl-U clears the name, as in a shell.
const SAVE_PROMPT: &[Binding<Answer, ()>] =
    &prompt::table(["keys-popup-save-3", "keys-popup-clear", "keys-popup-cancel"]);

/// The name is a file that exists: replace it?
const OVERWRITE: &[Binding<Replace, ()>] = &[
    Binding::row(&[ch('y'), ENTER], "y", "keys-popup-yes", Replace::Yes),
    Binding::row(&[ch('n')], "n", "keys-popup-no", Replace::No),
];

/// Handle a key: the popup's fields, `overwrite` once the user was asked to confirm.
pub(super) fn key(
    input: &mut String,
    overwrite: &mut bool,
    error: &mut Option<String>,
    then: AfterSave,
    code: KeyCode,
    ctrl_c: bool,
) -> Command {
    use Command as C;
    if !*overwrite {
        return prompt::key(input, error, code, ctrl_c, SAVE_PROMPT, |input, _| {
            C::SaveTo {
                input: input.clone(),
                confirmed: false,
                then,
            }
        });
    }
    // Yes in the language spoken too: "s" (sí) in Spanish, as every question takes it.
    let answer = match answer_to(OVERWRITE, code) {
        None if crate::tui::keys::is_yes(crate::tui::keys::Key::Plain(code)) => Some(Replace::Yes),
        answer => answer,
    };
    match (code, answer) {
        (KeyCode::Esc, _) => C::Close,
        _ if ctrl_c => C::Close,
        (_, Some(Replace::Yes)) => C::SaveTo {
            input: input.clone(),
            confirmed: true,
            then,
        },
        (_, Some(Replace::No)) => {
            *overwrite = false;
            *error = None;
            C::None
        }
        // Taking a letter back changes the name: the question is asked again.
        (KeyCode::Backspace, _) => {
            prompt::edit(input, error, code);
            *overwrite = false;
            C::None
        }
        _ => C::None,
    }
}

/// What the too-small message adds while the popup cannot be shown: Esc cancels.
pub(super) fn unseen_words() -> String {
    crate::t!(
        "popup-unseen-save",
        key = keys::key_name(ESC, &crate::store::config::Config::default())
    )
}

/// The name typed, where a bare name is saved (`games_dir`), and the answers or the
/// question whether to replace the file.
pub(super) fn window(
    t: &Theme,
    input: &str,
    overwrite: bool,
    error: &Option<String>,
    games_dir: Option<&Path>,
    area: Rect,
) -> Window {
    let room = prompt::room(area);
    let mut l = prompt::prompt_lines(t, crate::t!("popup-file-name"), input, room);
    if let Some(dir) = games_dir {
        l.push(Line::from(Span::styled(
            crate::t!(
                "popup-saved-in",
                folder = crate::tui::files::shown_folder(dir)
            ),
            t.dim(),
        )));
    }
    if overwrite {
        // The file is the name typed above; wrapped, the question and its answers
        // stay inside the popup's border on any screen.
        let question = crate::t!("popup-replace", answers = answers_joined(OVERWRITE, ", "));
        l.extend(
            wrap(&question, room)
                .into_iter()
                .map(|s| Line::from(Span::styled(s, t.error()))),
        );
    } else {
        l.push(Line::from(Span::styled(
            answers_joined(SAVE_PROMPT, ", "),
            t.dim(),
        )));
    }
    l.extend(prompt::error_lines(t, error));
    Window {
        title: crate::t!("popup-save-title"),
        lines: l,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Popup, press};
    use super::*;

    #[test]
    fn the_save_prompt_edits_its_name_and_asks_before_replacing() {
        let mut p = Popup::Save {
            input: "ab".into(),
            overwrite: false,
            error: Some("Type a file name.".into()),
            then: AfterSave::Quit,
        };
        let typed = press(&mut p, &[KeyCode::Backspace, KeyCode::Char('z')]);
        assert_eq!(typed, [Command::None, Command::None]);
        let Popup::Save { input, error, .. } = &p else {
            unreachable!()
        };
        assert_eq!(
            (input.as_str(), error),
            ("az", &None),
            "typing clears the error"
        );
        let save = Command::SaveTo {
            input: "az".into(),
            confirmed: false,
            then: AfterSave::Quit,
        };
        assert_eq!(p.key(KeyCode::Enter, false), save);
        // Asked to replace: y confirms, other letters are not typed into the name.
        if let Popup::Save { overwrite, .. } = &mut p {
            *overwrite = true;
        }
        assert_eq!(p.key(KeyCode::Char('x'), false), Command::None);
        let Popup::Save { input, .. } = &p else {
            unreachable!()
        };
        assert_eq!(input, "az");
        let Command::SaveTo { confirmed, .. } = p.key(KeyCode::Char('y'), false) else {
            panic!("y saves")
        };
        assert!(confirmed);
        // In Spanish s (sí) confirms too, and y still does; in English s is no answer.
        use crate::words::i18n::{Lang, speaking};
        for (lang, code, confirms) in [
            (Lang::Es, 's', true),
            (Lang::Es, 'y', true),
            (Lang::En, 's', false),
        ] {
            let answer = speaking(lang, || p.key(KeyCode::Char(code), false));
            assert_eq!(
                matches!(
                    answer,
                    Command::SaveTo {
                        confirmed: true,
                        ..
                    }
                ),
                confirms,
                "{lang:?} {code}: {answer:?}"
            );
        }
        assert_eq!(p.key(KeyCode::Esc, false), Command::Close);
    }
}
