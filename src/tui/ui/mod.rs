//! Drawing: a pure function of the app state, one module per screen; the widgets
//! they share take a theme, never the app.

mod learn;
mod menu;
mod play;
mod popup;
mod replay;
mod rules;
mod widgets;

pub use super::layout::{PlayAreas, play_areas, play_min_size};
use crate::tui::app::{App, Screen};
use learn::draw_learn;
use menu::{draw_form, draw_menu};
use play::draw_play;
use popup::draw_popup;
use ratatui::Frame;
use replay::draw_replay;
use rules::draw_rules;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    match &app.screen {
        Screen::Menu { selected } => draw_menu(frame, app, *selected),
        Screen::NewGame(form) => draw_form(frame, app, form),
        Screen::Play(p) => draw_play(frame, app, p),
        Screen::Replay(r) => draw_replay(frame, app, r),
        Screen::Learn(l) => draw_learn(frame, app, l),
        Screen::Rules { scroll } => draw_rules(frame, app, *scroll),
        Screen::Library(l) => super::library::draw(frame, &app.theme, l),
        Screen::Settings(s) => super::settings::draw(frame, &app.theme, s),
    }
    if let Some(popup) = &app.popup {
        draw_popup(frame, app, popup, area);
    }
}
