//! Drawing: a pure function of the app state. Each screen draws itself (the `draw`
//! module of its folder under `tui/screens`); this module picks the screen and the
//! popup over it, and holds the help text and the widgets the screens share, which
//! take a theme, never the app.

pub mod help;
pub(crate) mod widgets;

pub use super::layout::{PlayAreas, play_areas, play_min_size};
use crate::tui::app::{App, Screen};
use crate::tui::popup::{Popup, PopupView};
use crate::tui::screens::learn::draw::draw_learn;
use crate::tui::screens::menu::draw::draw_menu;
use crate::tui::screens::new_game::draw::draw_form;
use crate::tui::screens::play::draw::draw_play;
use crate::tui::screens::replay::draw::draw_replay;
use crate::tui::screens::rules::draw::draw_rules;
use ratatui::Frame;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    // Too small for the board: the message, and no popup cut over it (the popup comes
    // back when the terminal grows; the message says what a question waits for).
    if let Some(layout) = app.board_layout()
        && crate::tui::layout::board_fits(area, &layout).is_none()
    {
        let need = play_min_size(layout.rows() as u16, layout.n as u16);
        let waiting = app.popup.as_ref().and_then(Popup::unseen_words);
        widgets::too_small_waiting(frame, need, waiting.as_deref());
        return;
    }
    match &app.screen {
        Screen::Menu { selected } => draw_menu(frame, app, *selected),
        Screen::NewGame(form) => draw_form(frame, app, form),
        Screen::Play(p) => draw_play(frame, app, p),
        Screen::Replay(r) => draw_replay(frame, app, r),
        Screen::Learn(l) => draw_learn(frame, app, l),
        Screen::Puzzles(p) => crate::tui::screens::puzzles::draw::draw_puzzle(frame, app, p),
        Screen::Rules { scroll } => draw_rules(frame, app, *scroll),
        Screen::Library(l) => super::library::draw(frame, &app.theme, l),
        Screen::Settings(s) => super::settings::draw(frame, &app.theme, s),
        Screen::Retry(r, _) => crate::tui::screens::retry::draw::draw_retry(frame, app, r),
    }
    if let Some(popup) = &app.popup {
        let view = PopupView {
            theme: &app.theme,
            help: match popup {
                Popup::Help => help::help_text(app),
                _ => Vec::new(),
            },
            play: app.play(),
            games_dir: app.games_dir.as_deref(),
            min_width: match app.screen {
                Screen::Menu { .. } => {
                    let items = crate::tui::screens::menu::MENU_ITEMS.len();
                    crate::tui::layout::menu_rect(area, items).width
                }
                _ => 0,
            },
        };
        popup.draw(frame, area, &view);
    }
}
