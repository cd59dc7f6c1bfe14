//! One module per screen, each owning its state (the module itself), its key table
//! and key and click handling (`keys`) and its drawing (`draw`), and answering the
//! app through the one protocol, [`View`]. The key machinery ([`super::keys`]), the
//! widgets (`ui::widgets`) and the commands ([`super::command`]) are shared.
//!
//! A new screen touches: its own folder here (state, key table, drawing, and its
//! `impl View`), a [`Screen`] variant with its two arms in [`Screen::view`] and
//! [`Screen::view_mut`], and the [`Command`] that opens it (a menu entry, or a key of
//! another screen) where the app applies it. Nothing else in the app names it.

pub mod learn;
pub mod library;
pub mod menu;
pub mod new_game;
pub mod play;
pub mod puzzles;
pub mod replay;
pub mod retry;
pub mod rules;
pub mod settings;

use super::command::Command;
use super::prefs::Preferences;
use super::ui::DrawContext;
use crate::rules::Layout;
use menu::MenuItem;
use play::PlayState;
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

/// The `?` help of a screen: its key table's rows (the keys as the player has them,
/// and what each does) and the notes no key table says.
pub struct Help {
    pub rows: Vec<(String, String)>,
    pub notes: Vec<String>,
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

    /// The board on screen, if any: too small a terminal for it stops the keys.
    fn board(&self) -> Option<Layout> {
        self.playing().map(|p| *p.session.game.layout())
    }

    /// The board played on, if the screen has one (a game's, a lesson's, a puzzle's),
    /// whose sowing is animated.
    fn playing(&self) -> Option<&PlayState> {
        None
    }

    /// [`View::playing`], to change.
    fn playing_mut(&mut self) -> Option<&mut PlayState> {
        None
    }

    /// Whether something moves on the clock (a sowing, a replay playing itself): the
    /// event loop then ticks.
    fn animating(&self) -> bool {
        self.playing().is_some_and(PlayState::animating)
    }

    /// One step of the clock, `pace` times the usual length; how long until the next
    /// (`None`: nothing moves).
    fn tick(&mut self, pace: f64) -> Option<Duration> {
        self.playing_mut()?
            .advance_animation()
            .map(|w| w.mul_f64(pace))
    }

    /// Whether a search runs in the background (the event loop then polls for it).
    fn busy(&self) -> bool {
        false
    }

    /// Take in what background searches found (`free`: no popup is open, so the
    /// computer may play).
    fn update(&mut self, free: bool) {
        if let Some(p) = self.playing_mut() {
            p.update_computer(free);
        }
    }

    /// The menu's entry that leads to this screen, selected when back goes there.
    fn menu_item(&self) -> MenuItem {
        MenuItem::NewGame
    }
}

/// The page on screen.
pub enum Screen {
    Menu {
        selected: MenuItem,
    },
    NewGame(new_game::NewGameForm),
    Play(Box<PlayState>),
    Replay(Box<replay::ReplayState>),
    Learn(Box<learn::LearnState>),
    Puzzles(Box<puzzles::PuzzleState>),
    Rules(rules::Reader),
    Library(Box<library::LibraryState>),
    Settings(Box<settings::SettingsState>),
    /// A game's mistakes to find better actions for, and the screen they were opened
    /// from (the replay or the game over), which back returns to as it was.
    Retry(Box<retry::RetryState>, Box<Screen>),
}

impl Screen {
    /// The screen as the protocol sees it.
    pub fn view(&self) -> &dyn View {
        match self {
            Screen::Menu { selected } => selected,
            Screen::NewGame(form) => form,
            Screen::Play(p) => p.as_ref(),
            Screen::Replay(r) => r.as_ref(),
            Screen::Learn(l) => l.as_ref(),
            Screen::Puzzles(p) => p.as_ref(),
            Screen::Rules(r) => r,
            Screen::Library(l) => l.as_ref(),
            Screen::Settings(s) => s.as_ref(),
            Screen::Retry(r, _) => r.as_ref(),
        }
    }

    /// [`Screen::view`], to change.
    pub fn view_mut(&mut self) -> &mut dyn View {
        match self {
            Screen::Menu { selected } => selected,
            Screen::NewGame(form) => form,
            Screen::Play(p) => p.as_mut(),
            Screen::Replay(r) => r.as_mut(),
            Screen::Learn(l) => l.as_mut(),
            Screen::Puzzles(p) => p.as_mut(),
            Screen::Rules(r) => r,
            Screen::Library(l) => l.as_mut(),
            Screen::Settings(s) => s.as_mut(),
            Screen::Retry(r, _) => r.as_mut(),
        }
    }
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

/// The help of a screen played on a board (a game, a lesson, a puzzle): its key
/// table's rows, then what a click does (message `click`), what keys do while seeds
/// are sown, and the screen's own `more` notes.
pub fn board_help<A, S: ?Sized>(
    table: &[super::keys::Binding<A, S>],
    state: &S,
    cx: &DrawContext,
    click: &str,
    more: Vec<String>,
) -> Help {
    let mut notes = vec![
        crate::i18n::message(click, &[]),
        sowing_keys_note(table, cx.config),
    ];
    notes.extend(more);
    Help {
        rows: help_rows(table, state, cx),
        notes,
    }
}

/// What keys do while seeds are being sown on a screen whose keys are `table`'s: the
/// keys that only show the end, as the player has them, those the screen uses.
pub fn sowing_keys_note<A, S: ?Sized>(
    table: &[super::keys::Binding<A, S>],
    config: &crate::config::Config,
) -> String {
    use play::keys::SHOWS_THE_END;
    let names: Vec<String> = SHOWS_THE_END
        .iter()
        .filter(|&k| table.iter().any(|b| b.keys.contains(k)))
        .map(|&k| super::keys::key_name(k, config))
        .collect();
    crate::t!("help-sowing-keys", keys = names.join(", "))
}
