//! Drawing: a pure function of the app state. Each screen draws itself (the `draw`
//! module of its folder under `tui/screens`); this module picks the screen and the
//! popup over it, and holds the help text. What the screens share to draw with is in
//! [`super::widgets`].

pub mod help;

pub use super::widgets::layout::{PlayAreas, play_areas, play_min_size};
use crate::tui::app::App;
use crate::tui::popups::{Popup, PopupView};
use crate::tui::view::DrawContext;
use ratatui::Frame;

impl App {
    /// The context the screens draw with.
    pub(crate) fn draw_context(&self) -> DrawContext<'_> {
        DrawContext {
            theme: &self.prefs.theme,
            config: &self.prefs.config,
            animate: self.prefs.animate(),
            size: self.size,
            autosave: &self.files.autosave,
            notice: self.menu_notice.as_deref(),
        }
    }
}

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    // Too small for the board: the message, and no popup cut over it (the popup comes
    // back when the terminal grows; the message says what a question waits for).
    if let Some(layout) = app.board_layout()
        && crate::tui::widgets::layout::board_fits(area, &layout).is_none()
    {
        let need = play_min_size(layout.rows() as u16, layout.holes_per_row() as u16);
        let waiting = app.popup.as_ref().and_then(Popup::unseen_words);
        crate::tui::widgets::panels::too_small_waiting(frame, need, waiting.as_deref());
        return;
    }
    let cx = &app.draw_context();
    app.screen.view().draw(frame, cx);
    if let Some(popup) = &app.popup {
        let view = PopupView {
            theme: cx.theme,
            help: match popup {
                Popup::Help => help::help_text(app),
                _ => Vec::new(),
            },
            play: app.play(),
            games_dir: app.files.games_dir.as_deref(),
            min_width: app.screen.view().popup_min_width(area),
        };
        popup.draw(frame, area, &view);
    }
}
