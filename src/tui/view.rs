//! The one protocol every screen answers the app with ([`View`]), and what a screen
//! reads besides its own state: [`KeyContext`] for keys and clicks, [`DrawContext`]
//! for drawing. It knows no screen and no app, so that the screens and the app both
//! stand on it.
//!
//! The app talks to a screen only through [`View`]: what saving saves, the work that
//! leaving would lose, the game the autosave keeps and a line for the status line
//! are hooks here, never a screen's fields.
//!
//! A new screen reached from the menu touches its own folder under `tui/screens`
//! (its state and `impl View`, its key table and clicks, its drawing) and five other
//! files:
//! 1. `tui/screens/mod.rs`: its `pub mod`;
//! 2. `tui/app.rs`: its `Screen` variant, with its arm in `Screen::view` and in
//!    `Screen::view_mut`, and in `App::menu_choice` the screen its entry opens;
//! 3. `tui/command.rs`: its [`MenuItem`] and the entry's row in the menu's list of
//!    entries, from which the menu draws, numbers (its digit keys and the help's
//!    "1-N") and takes clicks;
//! 4. and 5. its words: `assets/i18n/en/<part>.ftl` and `assets/i18n/es/<part>.ftl`
//!    (a new part is found by the build, `build.rs`, with no list to add it to).
//!
//! The menu's snapshots change with it, as the menu does. A screen opened by a key of
//! another screen touches the [`Command`] that opens it in `tui/command.rs` instead
//! of a menu entry.

use super::command::{Command, MenuItem};
use super::files::SaveSubject;
use super::prefs::Preferences;
use super::widgets::theme::Theme;
use crate::store::autosave::{Autosave, InPlay};
use crate::store::config::Config;
use crate::store::record::Record;
use mancala_rules::Layout;
use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::path::Path;
use std::time::Duration;

/// What a screen's keys and clicks read besides the screen's own state.
pub struct KeyContext<'a> {
    pub prefs: &'a Preferences,
    /// The whole terminal, laid out as the drawing lays it out.
    pub area: Rect,
}

/// What a screen's drawing reads besides its own state: of the preferences, the look
/// and the settings in force (the keys among them) and whether sowings are animated;
/// the terminal's size; and for the menu the interrupted game and what was wrong with
/// the settings file. Never the whole app.
pub struct DrawContext<'a> {
    pub theme: &'a Theme,
    pub config: &'a Config,
    /// Sowings are shown seed by seed (the new-game form's animation row).
    pub animate: bool,
    pub size: (u16, u16),
    pub autosave: &'a Autosave,
    pub notice: Option<&'a str>,
}

/// The `?` help of a screen: its key table's rows (the keys as the player has them,
/// and what each does) and the notes no key table says.
pub struct Help {
    pub rows: Vec<(String, String)>,
    pub notes: Vec<String>,
}

/// The rows of a key table as the player has the keys: the common start of every
/// screen's [`View::help`].
pub(crate) fn help_rows<A, S: ?Sized>(
    table: &[super::keys::Binding<A, S>],
    state: &S,
    cx: &DrawContext,
) -> Vec<(String, String)> {
    super::keys::help_rows(table, state, cx.theme.arrows(), cx.config)
}

/// Work on a screen that leaving would lose, which leaving asks about first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    /// A game's actions, not saved since they were played.
    Game,
    /// A replay's comments, not saved since they were written.
    Comments,
}

/// The one protocol every screen answers the app with.
pub trait View {
    /// A key (a board key moved in the settings arrives as its usual key).
    fn key(&mut self, key: &KeyEvent, cx: &KeyContext) -> Command;

    /// A left click at column `x`, row `y`.
    fn click(&mut self, _x: u16, _y: u16, _cx: &KeyContext) -> Command {
        Command::None
    }

    /// Draw the whole screen.
    fn draw(&self, frame: &mut Frame, cx: &DrawContext);

    /// The `?` help.
    fn help(&self, cx: &DrawContext) -> Help;

    /// Whether the screen's keys are the board keys a player may move in the settings
    /// (the boards', the menu's and the reader's arrows), which then arrive as usual.
    fn takes_board_keys(&self) -> bool {
        false
    }

    /// Whether a go-to is being typed: letters are then column letters, not board
    /// keys.
    fn going_to(&self) -> bool {
        false
    }

    /// The board on screen, if any: too small a terminal for it stops the keys.
    fn board(&self) -> Option<Layout> {
        None
    }

    /// Whether a sowing is being shown seed by seed (a key first shows its end).
    fn sowing_shown(&self) -> bool {
        false
    }

    /// Show the end of the sowing being shown at once (a key hurries it, or
    /// animation is off).
    fn finish_animation(&mut self) {}

    /// Whether something moves on the clock (a sowing, a replay playing itself): the
    /// event loop then ticks.
    fn animating(&self) -> bool {
        self.sowing_shown()
    }

    /// One step of the clock, `pace` times the usual length; how long until the next
    /// (`None`: nothing moves).
    fn tick(&mut self, _pace: f64) -> Option<Duration> {
        None
    }

    /// Whether a search runs in the background (the event loop then polls for it).
    fn busy(&self) -> bool {
        false
    }

    /// Take in what background searches found (`free`: no popup is open, so the
    /// computer may play).
    fn update(&mut self, _free: bool) {}

    /// The menu's entry that leads to this screen, selected when back goes there.
    fn menu_item(&self) -> MenuItem {
        MenuItem::NewGame
    }

    /// The record saving writes and where it came from, if the screen has one to save
    /// (a game, a replay's comments).
    fn save_subject(&self) -> Option<SaveSubject<'_>> {
        None
    }

    /// Write the screen's record to `path` (a file the app chose and allowed), and
    /// say so on the screen.
    fn save(&mut self, _path: &Path) -> Result<(), String> {
        Ok(())
    }

    /// Work that leaving would lose, if any.
    fn unsaved(&self) -> Option<Unsaved> {
        None
    }

    /// The game in play, which the autosave keeps after every change (only a game
    /// played has one: a lesson's or a puzzle's board is not kept).
    fn in_play(&self) -> Option<InPlay<'_>> {
        None
    }

    /// Whether a game shown has ended and its last sowing is shown whole: the result
    /// popup then opens.
    fn game_ended(&self) -> bool {
        false
    }

    /// Whether the computer plays a side here: its pause key then works at once, even
    /// while a sowing is shown.
    fn computer_plays(&self) -> bool {
        false
    }

    /// Say `text` on the screen's status line (`error`: as an error).
    fn tell(&mut self, _text: String, _error: bool) {}

    /// The screen is being left (or a question asked before leaving): its computer
    /// stops thinking, and starts again on the next update if the screen stays.
    fn leaving(&mut self) {}

    /// Another screen opens over this one, which waits under it as it is: its
    /// background work gives the processor up until it is shown again.
    fn covered(&mut self) {}

    /// A new game between the same players, from the same start and on the same rules
    /// (`swapped`: each takes the other side), if the screen plays a game.
    fn rematch(&self, _swapped: bool) -> Option<Record> {
        None
    }

    /// Undo back to the person's turn (the result popup's undo).
    fn undo(&mut self) {}

    /// Keep `text` as the comment on action `action` (0-based; empty: remove it), as
    /// the comment popup answered.
    fn set_comment(&mut self, _action: usize, _text: &str, _cx: &KeyContext) {}

    /// Whether the screen's keys also answer the offer of an interrupted game (resume
    /// it, or discard it after a yes/no question): the menu's.
    fn offers_resume(&self) -> bool {
        false
    }

    /// A game over the network whose other player is there, to open now (the network
    /// screen's, once it was joined or welcomed): the app takes it once.
    fn take_network_game(&mut self) -> Option<crate::net::session::Ready> {
        None
    }

    /// The narrowest a popup over this screen may be drawn in `area` (the menu's:
    /// its own width, so that the popup covers it).
    fn popup_min_width(&self, _area: Rect) -> u16 {
        0
    }
}

/// A screen's `?` help from its key table alone: the table's rows and `notes`.
pub(crate) fn table_help<A, S: ?Sized>(
    table: &[super::keys::Binding<A, S>],
    state: &S,
    cx: &DrawContext,
    notes: Vec<String>,
) -> Help {
    Help {
        rows: help_rows(table, state, cx),
        notes,
    }
}

/// The `key`, `click` and `draw` of a screen whose files take its state as it is:
/// its key handler `$key(state, key)` and click handler `$click(state, area, x, y)`
/// (in its `keys.rs`), and its drawing `$draw(frame, cx, state)` (in its `draw.rs`).
/// Written inside the screen's `impl View`, so that the protocol's wiring is said once.
macro_rules! keys_and_drawing {
    ($key:path, $click:path, $draw:path) => {
        fn key(
            &mut self,
            key: &ratatui::crossterm::event::KeyEvent,
            _: &$crate::tui::view::KeyContext,
        ) -> $crate::tui::command::Command {
            $key(self, key)
        }

        fn click(
            &mut self,
            x: u16,
            y: u16,
            cx: &$crate::tui::view::KeyContext,
        ) -> $crate::tui::command::Command {
            $click(self, cx.area, x, y)
        }

        fn draw(&self, frame: &mut ratatui::Frame, cx: &$crate::tui::view::DrawContext) {
            $draw(frame, cx, self)
        }
    };
}
pub(crate) use keys_and_drawing;
