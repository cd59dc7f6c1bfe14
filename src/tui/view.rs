//! The one protocol every screen answers the app with ([`View`]), and what a screen
//! reads besides its own state: [`KeyContext`] for keys and clicks, [`DrawContext`]
//! for drawing. It knows no screen and no app, so that the screens and the app both
//! stand on it.
//!
//! A new screen touches: its own folder under `tui/screens` (state, key table,
//! drawing, and its `impl View`), a `Screen` variant with its two arms in
//! `Screen::view` and `Screen::view_mut` (`tui/app.rs`), and the [`Command`] that
//! opens it (a menu entry, or a key of another screen) where the app applies it.

use super::command::{Command, MenuItem};
use super::prefs::Preferences;
use super::theme::Theme;
use crate::rules::Layout;
use crate::store::autosave::Autosave;
use crate::store::config::Config;
use ratatui::Frame;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;
use std::time::Duration;

/// What a screen's keys and clicks read besides the screen's own state.
pub struct KeyContext<'a> {
    pub prefs: &'a Preferences,
    /// The whole terminal, laid out as the drawing lays it out.
    pub area: Rect,
}

/// What a screen's drawing reads besides its own state: the preferences (the look,
/// the keys in force), the terminal's size, and for the menu the interrupted game and
/// what was wrong with the settings file. Never the whole app.
pub struct DrawContext<'a> {
    pub prefs: &'a Preferences,
    /// The look in force (`prefs.theme`), and the settings (`prefs.config`), by the
    /// names every drawing uses.
    pub theme: &'a Theme,
    pub config: &'a Config,
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
pub fn help_rows<A, S: ?Sized>(
    table: &[super::keys::Binding<A, S>],
    state: &S,
    cx: &DrawContext,
) -> Vec<(String, String)> {
    super::keys::help_rows(table, state, cx.theme.arrows(), cx.config)
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
}
