//! The `?` help of the screen open, for the help popup: the screen's own help (see
//! [`crate::tui::view::View::help`]), the keys every screen has, and its notes.

use crate::tui::app::App;
use crate::tui::keys;
use crate::tui::view::Help;

/// The `?` help of the screen open: its key table's help with the keys every screen
/// has, and what no key table says.
pub fn help_text(app: &App) -> Vec<String> {
    let Help { mut rows, notes } = app.screen.view().help(&app.draw_context());
    rows.extend(keys::global_rows());
    let mut lines = keys::columns(rows);
    if !notes.is_empty() && !lines.is_empty() {
        lines.push(String::new());
    }
    lines.extend(notes);
    lines
}
