//! The too-small terminal message, and what keys do while it hides the screen.

use crate::common::screen;

use mancala_rules::Rules;
use mancala_tui::tui::app::Popup;
use ratatui::crossterm::event::KeyCode;
use screen::*;

#[test]
fn a_tiny_terminal_shows_the_size_it_needs_and_recovers() {
    let mut app = new_game(Rules::tsoro(21));
    let small = render(&mut app, 40, 10).join("\n");
    assert!(small.contains("Terminal too small"), "{small}");
    assert!(small.contains("needs at least 69x16"), "{small}");
    let big = screen::screen(&mut app);
    assert!(!big.contains("too small"));
    assert!(big.contains("a  b  c"));
}

#[test]
fn while_the_terminal_is_too_small_keys_do_not_touch_the_hidden_board() {
    let mut app = game(Rules::tsoro(21));
    let small = render(&mut app, 40, 10).join("\n");
    assert!(small.contains("Terminal too small"), "{small}");
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('?'));
    assert!(actions(&app).is_empty(), "nothing sown");
    assert!(app.popup.is_none(), "no help over the message");
    // Back at a good size, the game is where it was, and keys work.
    let big = screen(&mut app);
    assert!(big.contains("Ana (South) to sow"), "{big}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(actions(&app).len(), 1);
    // Too small again: q quits, after asking about the unsaved action. The question
    // is not cut over the message: the message says what it waits for.
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    let asked = words(&render(&mut app, 40, 10));
    assert!(asked.contains("Terminal too small"), "{asked}");
    assert!(!asked.contains("Unsaved game"), "no popup over it: {asked}");
    assert!(!asked.contains("Save before"), "{asked}");
    assert!(asked.contains("unsaved actions"), "{asked}");
    assert!(asked.contains("press d to leave"), "{asked}");
    // Keys it does not name do nothing blind (y would open an unseen save prompt).
    key(&mut app, KeyCode::Char('y'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    // The terminal grows: the question is back, whole.
    let big = screen(&mut app);
    assert!(big.contains("Save before quitting?"), "{big}");
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Char('d'));
    assert!(app.quit);
}

#[test]
fn a_save_prompt_hidden_by_a_small_terminal_waits_and_esc_cancels_it() {
    let mut app = game(Rules::tsoro(21));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    assert!(matches!(app.popup, Some(Popup::Save { .. })));
    let small = words(&render(&mut app, 40, 10));
    assert!(small.contains("Terminal too small"), "{small}");
    assert!(!small.contains("Save game"), "{small}");
    assert!(small.contains("type the file name"), "{small}");
    typed(&mut app, "x");
    let big = screen(&mut app);
    assert!(big.contains("Save game"), "{big}");
    assert!(!big.contains(".jsonx"), "nothing typed blind: {big}");
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
}
