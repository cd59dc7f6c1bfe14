//! Popups over a screen: help, save, load, unsaved, comment, result, which walkthrough.
//! One file a popup holds its keys, its answers' table and its drawing; this module
//! holds their states, which the app opens and looks at, hands each key and drawing to
//! the popup's file, and draws the window around what it says. A key returns a
//! [`Command`] that the app applies (anything but `Command::None` closes the popup
//! first), so no popup reaches into the app.

mod answers;
mod chat;
pub use chat::CHAT_CHARS;
mod comment;
mod help;
mod learn_which;
mod load;
mod prompt;
mod result;
mod save;
mod unsaved;

pub use super::command::Open;
use super::command::{AfterSave, Command};
use super::screens::play::PlayState;
use super::widgets::layout::centered;
use super::widgets::theme::Theme;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::{Line, Text};
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
    /// A line of chat to the other player, over the network.
    Chat {
        input: String,
        error: Option<String>,
    },
    /// A file name prompt for continuing or replaying a saved game.
    Load {
        input: String,
        error: Option<String>,
        open: Open,
    },
    /// The game is over.
    Result,
    /// Which walkthrough to open, with the puzzles solved of each game
    /// (Hoyito II's, Tsoro's), read from the progress file when it opened.
    LearnWhich {
        solved: [usize; 2],
    },
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

/// What a popup says: its title and its lines, which [`Popup::draw`] frames.
struct Window {
    title: String,
    lines: Vec<Line<'static>>,
}

/// The width a popup wraps its sentences to (an error under a prompt, a question, why
/// the game ended).
const SENTENCE_WIDTH: usize = 56;

impl Popup {
    /// Handle a key; `ctrl_c` when it was Ctrl-C.
    pub fn key(&mut self, code: KeyCode, ctrl_c: bool) -> Command {
        match self {
            Popup::Help => help::key(ctrl_c),
            Popup::Save {
                input,
                overwrite,
                error,
                then,
            } => save::key(input, overwrite, error, *then, code, ctrl_c),
            Popup::Unsaved { then, .. } => unsaved::key(*then, code, ctrl_c),
            Popup::Comment {
                input,
                error,
                action,
                ..
            } => comment::key(input, error, *action, code, ctrl_c),
            Popup::Chat { input, error } => chat::key(input, error, code, ctrl_c),
            Popup::Load { input, error, open } => load::key(input, error, *open, code, ctrl_c),
            Popup::Result => result::key(code, ctrl_c),
            Popup::LearnWhich { .. } => learn_which::key(code, ctrl_c),
        }
    }

    /// A key with Ctrl or Alt in a file name prompt: Ctrl-U clears the name (as in a
    /// shell), any other is not typed (Ctrl-U was typed as a `u` after the name shown).
    /// `None` for other popups and plain keys, which [`Popup::key`] takes.
    pub(crate) fn modified_key(&mut self, key: &KeyEvent) -> Option<Command> {
        match self {
            Popup::Save {
                input,
                overwrite: false,
                error,
                ..
            }
            | Popup::Load { input, error, .. }
            | Popup::Comment { input, error, .. }
            | Popup::Chat { input, error } => prompt::modified_key(input, error, key),
            _ => None,
        }
    }

    /// While the terminal is too small to show this popup: what the too-small message
    /// adds about it (`None`: the popup just waits, and q quits as usual).
    pub fn unseen_words(&self) -> Option<String> {
        match self {
            Popup::Unsaved { comments, .. } => Some(unsaved::unseen_words(*comments)),
            Popup::Comment { .. } => Some(comment::unseen_words()),
            Popup::Chat { .. } => Some(chat::unseen_words()),
            Popup::Save { .. } => Some(save::unseen_words()),
            _ => None,
        }
    }

    /// A key while this popup cannot be shown: only the keys [`Popup::unseen_words`]
    /// names act (they need no sight of it); `None` for any other.
    pub(crate) fn unseen_key(&mut self, code: KeyCode, ctrl_c: bool) -> Option<Command> {
        let named = match self {
            Popup::Unsaved { .. } => unsaved::named_unseen(code),
            Popup::Save { .. } | Popup::Comment { .. } | Popup::Chat { .. } => code == KeyCode::Esc,
            _ => false,
        };
        (named || ctrl_c).then(|| self.key(code, ctrl_c))
    }

    /// Draw the popup in the middle of `area`.
    pub fn draw(&self, frame: &mut Frame, area: Rect, view: &PopupView) {
        let t = view.theme;
        let window = match self {
            Popup::Help => help::window(t, &view.help, area),
            Popup::Save {
                input,
                overwrite,
                error,
                ..
            } => save::window(t, input, *overwrite, error, view.games_dir, area),
            Popup::Unsaved { then, comments } => unsaved::window(t, *then, *comments),
            Popup::Comment {
                input,
                error,
                action,
                about,
            } => comment::window(t, input, error, *action, about, area),
            Popup::Chat { input, error } => chat::window(t, input, error, area),
            Popup::Load { input, error, open } => load::window(t, input, error, *open, area),
            Popup::Result => result::window(t, view.play),
            Popup::LearnWhich { solved } => learn_which::window(t, *solved),
        };
        match self {
            Popup::Result => {
                let above = view.play.and_then(|p| result::room_above_status(p, area));
                frame_window_in(frame, area, above, view, window)
            }
            _ => frame_window(frame, area, view, window),
        }
    }
}

/// As [`frame_window`], but inside `room` when it fits there (without its blank lines
/// if it must): a popup that leaves the lines under `room` to be read.
fn frame_window_in(
    frame: &mut Frame,
    area: Rect,
    room: Option<Rect>,
    view: &PopupView,
    mut window: Window,
) {
    let Some(room) = room else {
        return frame_window(frame, area, view, window);
    };
    let tall = |w: &Window| w.lines.len() as u16 + 2;
    if tall(&window) > room.height {
        window.lines.retain(|l| l.width() > 0);
    }
    if tall(&window) > room.height {
        return frame_window(frame, area, view, window);
    }
    frame_window(frame, room, view, window)
}

/// Draw `window` in the middle of `area`, bordered and titled, as wide as its widest
/// line (and at least `view.min_width`), over the screen cleared under it.
fn frame_window(frame: &mut Frame, area: Rect, view: &PopupView, window: Window) {
    let Window { title, lines } = window;
    let width = lines
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
    let rect = centered(area, width, lines.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(lines)).block(
            view.theme
                .block()
                .borders(Borders::ALL)
                .title(format!(" {title} ")),
        ),
        rect,
    );
}

/// The commands `codes` answer, one by one.
#[cfg(test)]
fn press(popup: &mut Popup, codes: &[KeyCode]) -> Vec<Command> {
    codes.iter().map(|&c| popup.key(c, false)).collect()
}
