//! Popups over a screen: help, save, load, unsaved, result, which walkthrough. Each
//! one's state, keys and drawing are here; a key returns a [`PopupCommand`] that the
//! app applies, so no popup reaches into the app.

use super::command::AfterSave;
use super::layout::centered;
use super::screens::play::PlayState;
use super::theme::Theme;
use super::ui::widgets::wrap;
use crate::rules::{GameKind, Player};
use crate::text::{PATH_COLUMNS, escape_for_terminal};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Borders, Clear, Paragraph};
use std::path::Path;

/// What a file prompt opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Open {
    Play,
    Replay,
}

/// A window over the screen that takes the keys while open.
pub enum Popup {
    Help,
    /// A file name prompt for saving; `overwrite` once the user was asked to confirm.
    Save {
        input: String,
        overwrite: bool,
        error: Option<String>,
        then: AfterSave,
    },
    /// Unsaved actions: save before leaving?
    Unsaved {
        then: AfterSave,
    },
    /// A file name prompt for continuing or replaying a saved game.
    Load {
        input: String,
        error: Option<String>,
        open: Open,
    },
    /// The game is over.
    Result,
    /// Which game's walkthrough to open.
    LearnWhich,
}

/// What a popup asks the app to do after a key. Anything but `Stay` closes the popup
/// first (what the app does may open another, or this one again with an error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PopupCommand {
    /// The popup stays open (its own state may have changed).
    Stay,
    /// Close it, nothing more.
    Close,
    /// Quit the program, asking first when a game has unsaved actions.
    Quit,
    /// Leave the game this way, asking first when it has unsaved actions.
    Leave(AfterSave),
    /// Leave the game this way without saving, the game gone: the player said so.
    Discard(AfterSave),
    /// Leave the game this way without saving, its autosave kept for the menu to
    /// offer: Ctrl-C at the question, an interruption as a signal is.
    Abandon(AfterSave),
    /// The save prompt; once saved, leave this way.
    OpenSave(AfterSave),
    /// Save under the typed name (`confirmed`: replacing the file was agreed to).
    SaveTo {
        input: String,
        confirmed: bool,
        then: AfterSave,
    },
    /// Open the typed record file.
    Load { input: String, open: Open },
    /// Undo back to the person's turn.
    Undo,
    /// The walkthrough of a game.
    Learn(GameKind),
    /// A game's puzzles.
    Puzzles(GameKind),
    /// The rules reader.
    ReadRules,
}

/// What drawing a popup needs from around it.
pub struct PopupView<'a> {
    pub theme: &'a Theme,
    /// The open screen's help (for the help popup).
    pub help: Vec<String>,
    /// The game on screen, if any (for the result).
    pub play: Option<&'a PlayState>,
    /// Where a bare file name is saved.
    pub games_dir: Option<&'a Path>,
    /// The popup is at least this wide, to hide the screen's middle block under it
    /// (the menu: its pointer must not show beside the popup).
    pub min_width: u16,
}

impl Popup {
    /// Handle a key; `ctrl_c` when it was Ctrl-C.
    pub fn key(&mut self, code: KeyCode, ctrl_c: bool) -> PopupCommand {
        use PopupCommand as C;
        match self {
            Popup::LearnWhich => match code {
                KeyCode::Char('h') | KeyCode::Char('1') => C::Learn(GameKind::HoyitoII),
                KeyCode::Char('t') | KeyCode::Char('2') => C::Learn(GameKind::Tsoro),
                KeyCode::Char('r') | KeyCode::Char('3') => C::ReadRules,
                KeyCode::Char('p') | KeyCode::Char('4') => C::Puzzles(GameKind::HoyitoII),
                KeyCode::Char('z') | KeyCode::Char('5') => C::Puzzles(GameKind::Tsoro),
                _ if ctrl_c => C::Quit,
                _ => C::Close,
            },
            Popup::Help if ctrl_c => C::Quit,
            Popup::Help => C::Close,
            Popup::Result => match code {
                KeyCode::Char('s') => C::OpenSave(AfterSave::Stay),
                KeyCode::Char('r') => C::Leave(AfterSave::Rematch),
                KeyCode::Char('w') => C::Leave(AfterSave::RematchSwapped),
                KeyCode::Char('n') => C::Leave(AfterSave::NewGame),
                KeyCode::Char('q') => C::Leave(AfterSave::Back),
                KeyCode::Char('u') => C::Undo,
                _ if ctrl_c => C::Leave(AfterSave::Quit),
                KeyCode::Esc => C::Close,
                _ => C::Stay,
            },
            // Discarding is its own key (d), never the key that asked (n, q), so a
            // game is not thrown away by pressing a key twice.
            Popup::Unsaved { then } => match code {
                KeyCode::Char('y') | KeyCode::Char('s') | KeyCode::Enter => C::OpenSave(*then),
                KeyCode::Char('d') => C::Discard(*then),
                _ if ctrl_c => C::Abandon(*then),
                KeyCode::Esc => C::Close,
                _ => C::Stay,
            },
            Popup::Save {
                input,
                overwrite,
                error,
                then,
            } => match code {
                KeyCode::Esc => C::Close,
                _ if ctrl_c => C::Close,
                KeyCode::Enter => C::SaveTo {
                    input: input.clone(),
                    confirmed: *overwrite,
                    then: *then,
                },
                KeyCode::Char('y') if *overwrite => C::SaveTo {
                    input: input.clone(),
                    confirmed: true,
                    then: *then,
                },
                KeyCode::Char('n') if *overwrite => {
                    *overwrite = false;
                    *error = None;
                    C::Stay
                }
                KeyCode::Backspace => {
                    input.pop();
                    *overwrite = false;
                    *error = None;
                    C::Stay
                }
                KeyCode::Char(c) if !*overwrite => {
                    input.push(c);
                    *error = None;
                    C::Stay
                }
                _ => C::Stay,
            },
            Popup::Load { input, error, open } => match code {
                KeyCode::Esc => C::Close,
                _ if ctrl_c => C::Close,
                KeyCode::Enter => C::Load {
                    input: input.clone(),
                    open: *open,
                },
                KeyCode::Backspace => {
                    input.pop();
                    *error = None;
                    C::Stay
                }
                KeyCode::Char(c) => {
                    input.push(c);
                    *error = None;
                    C::Stay
                }
                _ => C::Stay,
            },
        }
    }

    /// A key with Ctrl or Alt in a file name prompt: Ctrl-U clears the name (as in a
    /// shell), any other is not typed (Ctrl-U was typed as a `u` after the name shown).
    /// `None` for other popups and plain keys, which [`Popup::key`] takes.
    pub fn modified_key(&mut self, key: &KeyEvent) -> Option<PopupCommand> {
        let modified = key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        let (input, error) = match self {
            Popup::Save {
                input,
                overwrite: false,
                error,
                ..
            }
            | Popup::Load { input, error, .. } => (input, error),
            _ => return None,
        };
        let KeyCode::Char(c) = key.code else {
            return None;
        };
        if !modified || (c == 'c' && key.modifiers.contains(KeyModifiers::CONTROL)) {
            return None;
        }
        if c == 'u' && key.modifiers == KeyModifiers::CONTROL {
            input.clear();
            *error = None;
        }
        Some(PopupCommand::Stay)
    }

    /// While the terminal is too small to show this popup: what the too-small message
    /// adds about it (`None`: the popup just waits, and q quits as usual).
    pub fn unseen_words(&self) -> Option<&'static str> {
        match self {
            Popup::Unsaved { .. } => Some(
                "The game has unsaved actions: make the window larger to save it, \
                 or press d to leave without saving (Esc: back to the game).",
            ),
            Popup::Save { .. } => {
                Some("Make the window larger to type the file name, or press Esc to cancel.")
            }
            _ => None,
        }
    }

    /// A key while this popup cannot be shown: only the keys [`Popup::unseen_words`]
    /// names act (they need no sight of it); `None` for any other.
    pub fn unseen_key(&mut self, code: KeyCode, ctrl_c: bool) -> Option<PopupCommand> {
        let named = match self {
            Popup::Unsaved { .. } => matches!(code, KeyCode::Char('d') | KeyCode::Esc),
            Popup::Save { .. } => code == KeyCode::Esc,
            _ => false,
        };
        (named || ctrl_c).then(|| self.key(code, ctrl_c))
    }

    /// Draw the popup in the middle of `area`.
    pub fn draw(&self, frame: &mut Frame, area: Rect, view: &PopupView) {
        let t = view.theme;
        let (title, body): (&str, Vec<Line>) = match self {
            Popup::Help => ("Keys", {
                // Lines too long for the screen are wrapped, if the help still fits
                // its height (with the borders, a blank line and "Any key"); else
                // they are cut at the right, and every key is still seen.
                let room = (area.width as usize).saturating_sub(2);
                let wrapped: Vec<String> = view
                    .help
                    .iter()
                    .flat_map(|line| wrap_help_line(line, room))
                    .collect();
                let lines = if wrapped.len() + 4 <= area.height as usize {
                    wrapped
                } else {
                    view.help.clone()
                };
                let mut l: Vec<Line> = lines.into_iter().map(Line::from).collect();
                l.push(Line::from(""));
                l.push(Line::from(Span::styled("Any key closes this.", t.dim())));
                l
            }),
            Popup::Unsaved { then } => (
                "Unsaved game",
                vec![
                    Line::from(format!(
                        "This game has unsaved actions. Save before {}?",
                        match then {
                            AfterSave::Quit => "quitting",
                            AfterSave::Rematch | AfterSave::RematchSwapped | AfterSave::NewGame =>
                                "starting another",
                            _ => "leaving",
                        }
                    )),
                    Line::from(""),
                    Line::from("y save   d don't save   Esc go back"),
                    Line::from(Span::styled(
                        "Not saving throws the game away: it cannot be resumed.",
                        t.dim(),
                    )),
                ],
            ),
            Popup::Save {
                input,
                overwrite,
                error,
                ..
            } => ("Save game", {
                let mut l = prompt_lines(t, "File name:", input);
                if let Some(dir) = view.games_dir {
                    l.push(Line::from(Span::styled(
                        format!(
                            "A name without / is saved in {}",
                            crate::tui::library::shown_folder(dir)
                        ),
                        t.dim(),
                    )));
                }
                if *overwrite {
                    l.push(Line::from(Span::styled(
                        format!(
                            "{} exists. Replace it? y yes, n no",
                            escape_for_terminal(input, PATH_COLUMNS)
                        ),
                        t.error(),
                    )));
                } else {
                    l.push(Line::from(Span::styled(
                        "Enter save, Ctrl-U clear, Esc cancel",
                        t.dim(),
                    )));
                }
                l.extend(error_lines(t, error));
                l
            }),
            Popup::Load { input, error, open } => (
                if *open == Open::Replay {
                    "Replay a game"
                } else {
                    "Continue a saved game"
                },
                {
                    let mut l = prompt_lines(t, "Record file:", input);
                    l.push(Line::from(Span::styled(
                        "Enter open, Ctrl-U clear, Esc cancel",
                        t.dim(),
                    )));
                    l.extend(error_lines(t, error));
                    l
                },
            ),
            Popup::Result => (
                "Game over",
                view.play.map_or(vec![], |p| result_lines(t, p)),
            ),
            Popup::LearnWhich => (
                "Learn the rules",
                vec![
                    Line::from(format!(
                        "h  Hoyito II: a walkthrough of {} lessons",
                        crate::lessons::lessons(GameKind::HoyitoII).len()
                    )),
                    Line::from(format!(
                        "t  Tsoro: a walkthrough of {} lessons",
                        crate::lessons::lessons(GameKind::Tsoro).len()
                    )),
                    Line::from("r  read the complete rules of both games"),
                    Line::from(format!(
                        "p  Hoyito II puzzles: {} positions with one clearly best action",
                        crate::puzzles::collection(GameKind::HoyitoII).puzzles.len()
                    )),
                    Line::from(format!(
                        "z  Tsoro puzzles: {} positions with one clearly best answer",
                        crate::puzzles::collection(GameKind::Tsoro).puzzles.len()
                    )),
                    Line::from(""),
                    Line::from(Span::styled("Esc goes back", t.dim())),
                ],
            ),
        };
        let width = body
            .iter()
            .map(|l| l.width())
            .max()
            .unwrap_or(20)
            .max(title.len() + 4) as u16
            + 4;
        let width = width.max(view.min_width);
        // Nearly as wide as the screen: as wide, so that no sliver of the screen's
        // lines (the last letter of a key line) shows beside the border.
        let width = if width + 2 >= area.width {
            area.width
        } else {
            width
        };
        let rect = centered(area, width, body.len() as u16 + 2);
        frame.render_widget(Clear, rect);
        frame.render_widget(
            Paragraph::new(Text::from(body))
                .block(t.block().borders(Borders::ALL).title(format!(" {title} "))),
            rect,
        );
    }
}

/// A help line wrapped to `width`, its later lines under the words after the keys (a
/// key's line is `keys`, two or more spaces, what they do; a note has no keys). A
/// line that fits is kept as it is.
fn wrap_help_line(line: &str, width: usize) -> Vec<String> {
    if crate::text::width(line) <= width {
        return vec![line.to_string()];
    }
    let split = line
        .find("  ")
        .map(|at| at + line[at..].len() - line[at..].trim_start().len())
        .filter(|&at| crate::text::width(&line[..at]) * 2 < width)
        .unwrap_or(0);
    let (keys, words) = line.split_at(split);
    let indent = crate::text::width(keys);
    wrap(words, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let lead = if i == 0 {
                keys.to_string()
            } else {
                " ".repeat(indent)
            };
            format!("{lead}{part}")
        })
        .collect()
}

/// A prompt's label and the text typed so far (a file name: escaped), with a cursor.
fn prompt_lines(t: &Theme, label: &'static str, input: &str) -> Vec<Line<'static>> {
    vec![
        Line::from(label),
        Line::from(Span::styled(
            format!("{}_", escape_for_terminal(input, PATH_COLUMNS)),
            t.selected(),
        )),
    ]
}

/// An error under a prompt, wrapped to the popup's width.
fn error_lines(t: &Theme, error: &Option<String>) -> Vec<Line<'static>> {
    let Some(e) = error else { return vec![] };
    wrap(e, 56)
        .into_iter()
        .map(|s| Line::from(Span::styled(s, t.error())))
        .collect()
}

/// The result of a finished game: the winner first, with the winner's score first.
fn result_lines(t: &Theme, p: &PlayState) -> Vec<Line<'static>> {
    let Some(outcome) = p.game.outcome() else {
        return vec![];
    };
    // Named as the board names them: "North (computer, easy) wins!".
    let label = |player| p.header.side_label(player);
    let (headline, first) = match outcome.winner {
        Some(w) => (format!("{} wins!", label(w)), w),
        None => ("A draw.".to_string(), Player::South),
    };
    let mut lines = vec![
        Line::from(Span::styled(headline, t.title())),
        Line::from(""),
        Line::from(format!(
            "{}: {} captured",
            label(first),
            p.game.captured(first)
        )),
        Line::from(format!(
            "{}: {} captured",
            label(first.opponent()),
            p.game.captured(first.opponent())
        )),
    ];
    // Wrapped as an error under a prompt is: the longest reason (a repetition) runs
    // past 80 columns.
    let why = format!(
        "The game ended: {}.",
        crate::position::why_it_ended(&p.game, p.names())
    );
    lines.extend(wrap(&why, 56).into_iter().map(Line::from));
    lines.extend([
        Line::from(""),
        Line::from("r rematch   n new game   s save   u undo   q back"),
        Line::from("w rematch with the sides swapped"),
        Line::from("Esc look at the board (Enter shows this again)"),
    ]);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(popup: &mut Popup, codes: &[KeyCode]) -> Vec<PopupCommand> {
        codes.iter().map(|&c| popup.key(c, false)).collect()
    }

    #[test]
    fn the_save_prompt_edits_its_name_and_asks_before_replacing() {
        let mut p = Popup::Save {
            input: "ab".into(),
            overwrite: false,
            error: Some("Type a file name.".into()),
            then: AfterSave::Quit,
        };
        let typed = keys(&mut p, &[KeyCode::Backspace, KeyCode::Char('z')]);
        assert_eq!(typed, [PopupCommand::Stay, PopupCommand::Stay]);
        let Popup::Save { input, error, .. } = &p else {
            unreachable!()
        };
        assert_eq!(
            (input.as_str(), error),
            ("az", &None),
            "typing clears the error"
        );
        let save = PopupCommand::SaveTo {
            input: "az".into(),
            confirmed: false,
            then: AfterSave::Quit,
        };
        assert_eq!(p.key(KeyCode::Enter, false), save);
        // Asked to replace: y confirms, other letters are not typed into the name.
        if let Popup::Save { overwrite, .. } = &mut p {
            *overwrite = true;
        }
        assert_eq!(p.key(KeyCode::Char('x'), false), PopupCommand::Stay);
        let Popup::Save { input, .. } = &p else {
            unreachable!()
        };
        assert_eq!(input, "az");
        let PopupCommand::SaveTo { confirmed, .. } = p.key(KeyCode::Char('y'), false) else {
            panic!("y saves")
        };
        assert!(confirmed);
        assert_eq!(p.key(KeyCode::Esc, false), PopupCommand::Close);
    }

    #[test]
    fn unsaved_work_is_discarded_only_by_its_own_key() {
        let mut p = Popup::Unsaved {
            then: AfterSave::Back,
        };
        let asked = keys(&mut p, &[KeyCode::Char('q'), KeyCode::Char('n')]);
        assert_eq!(asked, [PopupCommand::Stay, PopupCommand::Stay]);
        assert_eq!(
            p.key(KeyCode::Char('d'), false),
            PopupCommand::Discard(AfterSave::Back)
        );
        assert_eq!(
            p.key(KeyCode::Enter, false),
            PopupCommand::OpenSave(AfterSave::Back)
        );
        assert_eq!(p.key(KeyCode::Esc, false), PopupCommand::Close);
        // Ctrl-C leaves too, but as an interruption: the game is kept to resume.
        assert_eq!(
            p.key(KeyCode::Char('c'), true),
            PopupCommand::Abandon(AfterSave::Back)
        );
    }

    #[test]
    fn the_result_offers_rematch_new_game_and_undo_and_esc_looks_at_the_board() {
        let mut p = Popup::Result;
        let got = keys(
            &mut p,
            &[
                KeyCode::Char('r'),
                KeyCode::Char('n'),
                KeyCode::Char('u'),
                KeyCode::Enter,
                KeyCode::Esc,
            ],
        );
        use PopupCommand as C;
        let want = [
            C::Leave(AfterSave::Rematch),
            C::Leave(AfterSave::NewGame),
            C::Undo,
            C::Stay,
            C::Close,
        ];
        assert_eq!(got, want);
        assert_eq!(p.key(KeyCode::Char('c'), true), C::Leave(AfterSave::Quit));
    }
}
