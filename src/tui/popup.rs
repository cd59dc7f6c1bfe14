//! Popups over a screen: help, save, load, unsaved, result, which walkthrough. Each
//! one's state, keys and drawing are here; a key returns a [`Command`] that the app
//! applies (anything but `Command::None` closes the popup first), so no popup reaches
//! into the app.

pub use super::command::Open;
use super::command::{AfterSave, Command};
use super::keys::{self, Binding, ENTER, ESC, Key, always, ch};
use super::layout::centered;
use super::screens::play::PlayState;
use super::theme::Theme;
use super::ui::widgets::wrap;
use mancala_rules::{GameKind, Player};

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Borders, Clear, Paragraph};
use std::path::Path;

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
    /// Unsaved actions (or a replay's unsaved comments): save before leaving?
    Unsaved {
        then: AfterSave,
        /// What is unsaved is a replay's comments, not a game's actions.
        comments: bool,
    },
    /// The comment on an action of the replay, to type, edit or delete (an empty text
    /// removes it).
    Comment {
        input: String,
        error: Option<String>,
        /// The action (0-based), and the action as the move list shows it ("a2").
        action: usize,
        about: String,
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

/// What an answer key of a question popup (unsaved, result) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Save,
    Discard,
    Rematch,
    RematchSwapped,
    NewGame,
    Undo,
    Back,
    Close,
    Hoyito,
    Tsoro,
    Rules,
    HoyitoPuzzles,
    TsoroPuzzles,
    Open,
    Clear,
    Yes,
    No,
}

/// Unsaved actions: save before leaving? Discarding is its own key (d), never the key
/// that asked (n, q), so a game is not thrown away by pressing a key twice. s is the
/// key shown, as in the result popup: a y beside Spanish words reads as "and" ("y
/// guardar"). y and Enter save too.
const UNSAVED: &[Binding<Answer, ()>] = &[
    answer(
        &[ch('s'), ch('y'), ENTER],
        "s",
        "keys-popup-save",
        Answer::Save,
    ),
    answer(&[ch('d')], "d", "keys-popup-don-t-save", Answer::Discard),
    answer(&[ESC], "Esc", "keys-popup-go-back", Answer::Close),
];

/// The game is over: its first five rows on one line, then a line each.
const RESULT: &[Binding<Answer, ()>] = &[
    answer(&[ch('r')], "r", "keys-popup-rematch", Answer::Rematch),
    answer(&[ch('n')], "n", "keys-popup-new-game", Answer::NewGame),
    answer(&[ch('s')], "s", "keys-popup-save-2", Answer::Save),
    answer(&[ch('u')], "u", "keys-popup-undo", Answer::Undo),
    answer(&[ch('q')], "q", "keys-popup-back", Answer::Back),
    answer(
        &[ch('w')],
        "w",
        "keys-popup-rematch-with-the",
        Answer::RematchSwapped,
    ),
    answer(&[ESC], "Esc", "keys-popup-look-at-the", Answer::Close),
];

/// Which walkthrough: a game's lessons, or the rules reader (any other key goes back).
const LEARN_WHICH: &[Binding<Answer, ()>] = &[
    answer(
        &[ch('h'), ch('1')],
        "h",
        "keys-popup-hoyito-ii",
        Answer::Hoyito,
    ),
    answer(&[ch('t'), ch('2')], "t", "keys-popup-tsoro", Answer::Tsoro),
    answer(
        &[ch('r'), ch('3')],
        "r",
        "keys-popup-read-the-complete",
        Answer::Rules,
    ),
    answer(
        &[ch('p'), ch('4')],
        "p",
        "keys-popup-hoyito-ii-puzzles",
        Answer::HoyitoPuzzles,
    ),
    answer(
        &[ch('z'), ch('5')],
        "z",
        "keys-popup-tsoro-puzzles",
        Answer::TsoroPuzzles,
    ),
    answer(&[ESC], "Esc", "keys-popup-goes-back", Answer::Close),
];

/// The file name prompts: Enter saves (opens), Ctrl-U clears the name, as in a shell.
const SAVE_PROMPT: &[Binding<Answer, ()>] = &[
    answer(&[ENTER], "Enter", "keys-popup-save-3", Answer::Save),
    answer(
        &[Key::Ctrl('u')],
        "Ctrl-U",
        "keys-popup-clear",
        Answer::Clear,
    ),
    answer(&[ESC], "Esc", "keys-popup-cancel", Answer::Close),
];
const LOAD_PROMPT: &[Binding<Answer, ()>] = &[
    answer(&[ENTER], "Enter", "keys-popup-open", Answer::Open),
    answer(
        &[Key::Ctrl('u')],
        "Ctrl-U",
        "keys-popup-clear-2",
        Answer::Clear,
    ),
    answer(&[ESC], "Esc", "keys-popup-cancel-2", Answer::Close),
];
/// The comment prompt: Enter keeps the comment (an empty one is removed), Ctrl-U
/// clears the text, Esc leaves the comment as it was.
const COMMENT_PROMPT: &[Binding<Answer, ()>] = &[
    answer(&[ENTER], "Enter", "keys-popup-keep-comment", Answer::Save),
    answer(
        &[Key::Ctrl('u')],
        "Ctrl-U",
        "keys-popup-clear-comment",
        Answer::Clear,
    ),
    answer(&[ESC], "Esc", "keys-popup-cancel-comment", Answer::Close),
];
/// The save prompt's name is a file that exists: replace it?
const OVERWRITE: &[Binding<Answer, ()>] = &[
    answer(&[ch('y'), ENTER], "y", "keys-popup-yes", Answer::Yes),
    answer(&[ch('n')], "n", "keys-popup-no", Answer::No),
];

/// A row of a question popup's table: always there, always named.
const fn answer(
    keys: &'static [Key],
    names: &'static str,
    words: &'static str,
    action: Answer,
) -> Binding<Answer, ()> {
    Binding {
        keys,
        names,
        words,
        action,
        when: always,
        shown: always,
        drop: 0,
    }
}

/// A question popup's answers as a line: "s save   d don't save   Esc go back". The
/// settings move no popup key (board keys are not translated while one is open), so
/// the table's names are the keys in force.
fn answers_line(table: &[Binding<Answer, ()>]) -> String {
    answers_joined(table, "   ")
}

/// A popup's answers joined by `between`.
fn answers_joined(table: &[Binding<Answer, ()>], between: &str) -> String {
    table
        .iter()
        .map(|b| format!("{} {}", b.names, b.hint()))
        .collect::<Vec<_>>()
        .join(between)
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

/// The key names of the row of `table` that answers `action`.
fn names_of(table: &[Binding<Answer, ()>], action: Answer) -> &'static str {
    table
        .iter()
        .find(|b| b.action == action)
        .map_or("", |b| b.names)
}

/// What a key answers in a question popup's table.
fn answer_to(table: &[Binding<Answer, ()>], code: KeyCode) -> Option<Answer> {
    keys::action(table, &KeyEvent::new(code, KeyModifiers::NONE), &())
}

impl Popup {
    /// Handle a key; `ctrl_c` when it was Ctrl-C.
    pub fn key(&mut self, code: KeyCode, ctrl_c: bool) -> Command {
        use Command as C;
        match self {
            Popup::LearnWhich => match answer_to(LEARN_WHICH, code) {
                Some(Answer::Hoyito) => C::Learn(GameKind::HoyitoII),
                Some(Answer::Tsoro) => C::Learn(GameKind::Tsoro),
                Some(Answer::Rules) => C::ReadRules,
                Some(Answer::HoyitoPuzzles) => C::Puzzles(GameKind::HoyitoII),
                Some(Answer::TsoroPuzzles) => C::Puzzles(GameKind::Tsoro),
                _ if ctrl_c => C::Quit,
                _ => C::Close,
            },
            Popup::Help if ctrl_c => C::Quit,
            Popup::Help => C::Close,
            Popup::Result => match answer_to(RESULT, code) {
                Some(Answer::Save) => C::OpenSave(AfterSave::Stay),
                Some(Answer::Rematch) => C::Leave(AfterSave::Rematch),
                Some(Answer::RematchSwapped) => C::Leave(AfterSave::RematchSwapped),
                Some(Answer::NewGame) => C::Leave(AfterSave::NewGame),
                Some(Answer::Back) => C::Leave(AfterSave::Back),
                Some(Answer::Undo) => C::Undo,
                _ if ctrl_c => C::Leave(AfterSave::Quit),
                Some(Answer::Close) => C::Close,
                _ => C::None,
            },
            Popup::Unsaved { then, .. } => match answer_to(UNSAVED, code) {
                Some(Answer::Save) => C::OpenSave(*then),
                Some(Answer::Discard) => C::Discard(*then),
                _ if ctrl_c => C::Abandon(*then),
                Some(Answer::Close) => C::Close,
                _ => C::None,
            },
            Popup::Save {
                input,
                overwrite,
                error,
                then,
            } => match (
                code,
                answer_to(if *overwrite { OVERWRITE } else { SAVE_PROMPT }, code),
            ) {
                (KeyCode::Esc, _) => C::Close,
                _ if ctrl_c => C::Close,
                (_, Some(Answer::Save | Answer::Yes)) => C::SaveTo {
                    input: input.clone(),
                    confirmed: *overwrite,
                    then: *then,
                },
                (_, Some(Answer::No)) => {
                    *overwrite = false;
                    *error = None;
                    C::None
                }
                (KeyCode::Backspace, _) | (KeyCode::Char(_), _) if !*overwrite => {
                    edit(input, error, code);
                    C::None
                }
                (KeyCode::Backspace, _) => {
                    edit(input, error, code);
                    *overwrite = false;
                    C::None
                }
                _ => C::None,
            },
            Popup::Load { input, error, open } => match code {
                KeyCode::Esc => C::Close,
                _ if ctrl_c => C::Close,
                _ if answer_to(LOAD_PROMPT, code) == Some(Answer::Open) => C::Load {
                    input: input.clone(),
                    open: *open,
                },
                _ => {
                    edit(input, error, code);
                    C::None
                }
            },
            Popup::Comment {
                input,
                error,
                action,
                ..
            } => match code {
                KeyCode::Esc => C::Close,
                _ if ctrl_c => C::Close,
                _ if answer_to(COMMENT_PROMPT, code) == Some(Answer::Save) => {
                    let chars = input.chars().count();
                    if chars > crate::store::record::COMMENT_CHARS {
                        *error = Some(crate::t!(
                            "popup-comment-too-long",
                            count = chars,
                            limit = crate::store::record::COMMENT_CHARS
                        ));
                        return C::None;
                    }
                    C::SetComment {
                        action: *action,
                        text: input.clone(),
                    }
                }
                _ => {
                    edit(input, error, code);
                    C::None
                }
            },
        }
    }

    /// A key with Ctrl or Alt in a file name prompt: Ctrl-U clears the name (as in a
    /// shell), any other is not typed (Ctrl-U was typed as a `u` after the name shown).
    /// `None` for other popups and plain keys, which [`Popup::key`] takes.
    pub fn modified_key(&mut self, key: &KeyEvent) -> Option<Command> {
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
            | Popup::Load { input, error, .. }
            | Popup::Comment { input, error, .. } => (input, error),
            _ => return None,
        };
        let KeyCode::Char(c) = key.code else {
            return None;
        };
        if !modified || (c == 'c' && key.modifiers.contains(KeyModifiers::CONTROL)) {
            return None;
        }
        if keys::action(SAVE_PROMPT, key, &()) == Some(Answer::Clear) {
            input.clear();
            *error = None;
        }
        Some(Command::None)
    }

    /// While the terminal is too small to show this popup: what the too-small message
    /// adds about it (`None`: the popup just waits, and q quits as usual).
    pub fn unseen_words(&self) -> Option<String> {
        match self {
            Popup::Unsaved { comments: true, .. } => Some(crate::t!(
                "popup-unseen-unsaved-comments",
                discard = names_of(UNSAVED, Answer::Discard),
                back = names_of(UNSAVED, Answer::Close)
            )),
            Popup::Unsaved { .. } => Some(crate::t!(
                "popup-unseen-unsaved",
                discard = names_of(UNSAVED, Answer::Discard),
                back = names_of(UNSAVED, Answer::Close)
            )),
            Popup::Comment { .. } => Some(crate::t!(
                "popup-unseen-comment",
                key = keys::key_name(ESC, &crate::store::config::Config::default())
            )),
            Popup::Save { .. } => Some(crate::t!(
                "popup-unseen-save",
                key = keys::key_name(ESC, &crate::store::config::Config::default())
            )),
            _ => None,
        }
    }

    /// A key while this popup cannot be shown: only the keys [`Popup::unseen_words`]
    /// names act (they need no sight of it); `None` for any other.
    pub fn unseen_key(&mut self, code: KeyCode, ctrl_c: bool) -> Option<Command> {
        let named = match self {
            Popup::Unsaved { .. } => matches!(
                answer_to(UNSAVED, code),
                Some(Answer::Discard | Answer::Close)
            ),
            Popup::Save { .. } | Popup::Comment { .. } => code == KeyCode::Esc,
            _ => false,
        };
        (named || ctrl_c).then(|| self.key(code, ctrl_c))
    }

    /// Draw the popup in the middle of `area`.
    pub fn draw(&self, frame: &mut Frame, area: Rect, view: &PopupView) {
        let t = view.theme;
        // The columns a line of a prompt has inside the popup, on this screen: a
        // typed text shows its end there, and a question is wrapped to it.
        let room = (area.width as usize).saturating_sub(6).clamp(10, 72);
        let (title, body): (String, Vec<Line>) = match self {
            Popup::Help => (crate::t!("popup-help-title"), {
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
                l.push(Line::from(Span::styled(
                    crate::t!("popup-any-key"),
                    t.dim(),
                )));
                l
            }),
            Popup::Unsaved {
                then,
                comments: true,
            } => (crate::t!("popup-unsaved-comments-title"), {
                // Wrapped as an error under a prompt is (the words are long in Spanish).
                let question = match then {
                    AfterSave::Quit => crate::t!("popup-unsaved-comments-quitting"),
                    _ => crate::t!("popup-unsaved-comments-leaving"),
                };
                let mut l: Vec<Line> = wrap(&question, 56).into_iter().map(Line::from).collect();
                l.extend([Line::from(""), Line::from(answers_line(UNSAVED))]);
                l.extend(
                    wrap(&crate::t!("popup-unsaved-comments-lost"), 56)
                        .into_iter()
                        .map(|s| Line::from(Span::styled(s, t.dim()))),
                );
                l
            }),
            Popup::Comment {
                input,
                error,
                action,
                about,
            } => (crate::t!("popup-comment-title"), {
                // The end of the text, where it is typed, in what the screen has.
                let mut l = vec![
                    Line::from(crate::t!(
                        "popup-comment-on",
                        number = *action + 1,
                        action = about.as_str()
                    )),
                    Line::from(Span::styled(
                        format!("{}_", typed_tail(input, room - 1, t.ascii)),
                        t.selected(),
                    )),
                    Line::from(Span::styled(
                        crate::t!(
                            "popup-comment-count",
                            count = input.chars().count(),
                            limit = crate::store::record::COMMENT_CHARS
                        ),
                        t.dim(),
                    )),
                    Line::from(Span::styled(answers_joined(COMMENT_PROMPT, ", "), t.dim())),
                ];
                l.extend(error_lines(t, error));
                l
            }),
            Popup::Unsaved { then, .. } => (
                crate::t!("popup-unsaved-title"),
                vec![
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
            ),
            Popup::Save {
                input,
                overwrite,
                error,
                ..
            } => (crate::t!("popup-save-title"), {
                let mut l = prompt_lines(t, crate::t!("popup-file-name"), input, room);
                if let Some(dir) = view.games_dir {
                    l.push(Line::from(Span::styled(
                        crate::t!(
                            "popup-saved-in",
                            folder = crate::tui::screens::library::shown_folder(dir)
                        ),
                        t.dim(),
                    )));
                }
                if *overwrite {
                    // The file is the name typed above; wrapped, the question and
                    // its answers stay inside the popup's border on any screen.
                    let question =
                        crate::t!("popup-replace", answers = answers_joined(OVERWRITE, ", "));
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
                l.extend(error_lines(t, error));
                l
            }),
            Popup::Load { input, error, open } => (
                if *open == Open::Replay {
                    crate::t!("popup-replay-title")
                } else {
                    crate::t!("popup-continue-title")
                },
                {
                    let mut l = prompt_lines(t, crate::t!("popup-record-file"), input, room);
                    l.push(Line::from(Span::styled(
                        answers_joined(LOAD_PROMPT, ", "),
                        t.dim(),
                    )));
                    l.extend(error_lines(t, error));
                    l
                },
            ),
            Popup::Result => (
                crate::t!("popup-result-title"),
                view.play.map_or(vec![], |p| result_lines(t, p)),
            ),
            Popup::LearnWhich => (crate::t!("popup-learn-title"), {
                let mut l: Vec<Line> = LEARN_WHICH
                    .iter()
                    .filter(|b| b.action != Answer::Close)
                    .map(|b| {
                        let game = match b.action {
                            Answer::Hoyito | Answer::HoyitoPuzzles => GameKind::HoyitoII,
                            _ => GameKind::Tsoro,
                        };
                        let puzzles = || crate::study::puzzles::collection(game).puzzles.len();
                        let about = match b.action {
                            Answer::Hoyito | Answer::Tsoro => crate::t!(
                                "popup-lessons",
                                count = crate::study::lessons::lessons(game).len()
                            ),
                            // Tsoro's answers include head choices and bonus picks.
                            Answer::HoyitoPuzzles => {
                                crate::t!("popup-puzzles-action", count = puzzles())
                            }
                            Answer::TsoroPuzzles => {
                                crate::t!("popup-puzzles-answer", count = puzzles())
                            }
                            _ => String::new(),
                        };
                        Line::from(format!("{}  {}{about}", b.names, b.hint()))
                    })
                    .collect();
                l.push(Line::from(""));
                l.extend(
                    LEARN_WHICH
                        .iter()
                        .filter(|b| b.action == Answer::Close)
                        .map(|b| {
                            Line::from(Span::styled(format!("{} {}", b.names, b.hint()), t.dim()))
                        }),
                );
                l
            }),
        };
        let width = body
            .iter()
            .map(|l| l.width())
            .max()
            .unwrap_or(20)
            .max(crate::words::text::width(&title) + 4) as u16
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
    if crate::words::text::width(line) <= width {
        return vec![line.to_string()];
    }
    let split = line
        .find("  ")
        .map(|at| at + line[at..].len() - line[at..].trim_start().len())
        .filter(|&at| crate::words::text::width(&line[..at]) * 2 < width)
        .unwrap_or(0);
    let (keys, words) = line.split_at(split);
    let indent = crate::words::text::width(keys);
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

/// A key that edits a prompt's text: Backspace takes the last character back, a
/// character is added; either clears the error shown. Other keys change nothing.
fn edit(input: &mut String, error: &mut Option<String>, code: KeyCode) {
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

/// A prompt's label and the text typed so far (a file name: escaped), with a cursor;
/// a text longer than `room` columns shows its end, where it is typed.
fn prompt_lines(t: &Theme, label: String, input: &str, room: usize) -> Vec<Line<'static>> {
    vec![
        Line::from(label),
        Line::from(Span::styled(
            format!("{}_", typed_tail(input, room - 1, t.ascii)),
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
    let Some(outcome) = p.session.game.position().outcome() else {
        return vec![];
    };
    // Named as the board names them: "North (computer, easy) wins!".
    let label = |player| p.session.header.side_label(player);
    let (headline, first) = match outcome.winner {
        Some(w) => (crate::t!("popup-wins", player = label(w)), w),
        None => (crate::t!("popup-draw"), Player::South),
    };
    let mut lines = vec![
        Line::from(Span::styled(headline, t.title())),
        Line::from(""),
        Line::from(crate::t!(
            "popup-captured",
            player = label(first),
            count = p.session.game.position().captured(first)
        )),
        Line::from(crate::t!(
            "popup-captured",
            player = label(first.opponent()),
            count = p.session.game.position().captured(first.opponent())
        )),
    ];
    // Wrapped as an error under a prompt is: the longest reason (a repetition) runs
    // past 80 columns.
    let why = crate::t!(
        "popup-ended",
        why = crate::words::position::why_it_ended(&p.session.game, p.names())
    );
    lines.extend(wrap(&why, 56).into_iter().map(Line::from));
    lines.extend([Line::from(""), Line::from(answers_line(&RESULT[..5]))]);
    lines.extend(
        RESULT[5..]
            .iter()
            .map(|b| Line::from(answers_line(std::slice::from_ref(b)))),
    );
    if let Some(last) = lines.last_mut() {
        // The key of the game screen that opens this again.
        let again = crate::tui::screens::play::keys::key_of(
            crate::tui::screens::play::keys::PlayKey::Result,
        );
        last.push_span(Span::raw(format!(
            " {}",
            crate::t!("popup-shows-again", key = again)
        )));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(popup: &mut Popup, codes: &[KeyCode]) -> Vec<Command> {
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
        assert_eq!(p.key(KeyCode::Esc, false), Command::Close);
    }

    #[test]
    fn unsaved_work_is_discarded_only_by_its_own_key() {
        let mut p = Popup::Unsaved {
            then: AfterSave::Back,
            comments: false,
        };
        let asked = keys(&mut p, &[KeyCode::Char('q'), KeyCode::Char('n')]);
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
        use Command as C;
        let want = [
            C::Leave(AfterSave::Rematch),
            C::Leave(AfterSave::NewGame),
            C::Undo,
            C::None,
            C::Close,
        ];
        assert_eq!(got, want);
        assert_eq!(p.key(KeyCode::Char('c'), true), C::Leave(AfterSave::Quit));
    }
}
