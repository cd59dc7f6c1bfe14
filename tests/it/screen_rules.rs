//! The rules reader.

use crate::common::screen;

use mancala_tui::tui::app::Screen;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;

#[test]
fn the_rules_reader_wraps_paragraphs_at_the_screen_and_jumps_to_the_end_and_sections() {
    let mut app = rules_reader();
    let lines = render(&mut app, 80, 24);
    // The source's "... family of two-row" / "mancala games" line break is gone.
    let text = lines.join("\n");
    assert!(text.contains("family of two-row mancala"), "{text}");
    key(&mut app, KeyCode::Tab);
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("TSORO"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Char('G'));
    let text = render(&mut app, 80, 24).join("\n");
    assert!(text.contains("To learn by playing"), "{text}");
    key(&mut app, KeyCode::Char('g'));
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("HOYITO II"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app));
}

#[test]
fn the_rules_readers_key_line_is_whole_at_80_columns() {
    let mut app = menu_app(MenuItem::Learn);
    app.screen = Screen::Rules(Default::default());
    let lines = render(&mut app, 80, 24);
    let bottom = lines.iter().rev().find(|l| l.contains("help")).unwrap();
    assert!(bottom.contains("q back"), "{bottom}");
}
