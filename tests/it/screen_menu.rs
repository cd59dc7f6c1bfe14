//! The main menu: its entries, its learn popup, and the way back to it from a game.

use crate::common::screen;

use mancala_tui::tui::app::Popup;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;

#[test]
fn q_and_esc_in_a_game_go_back_to_the_menu_asking_about_unsaved_actions() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter); // the form
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app), "Esc leaves the form");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter); // on the Game field: Enter starts
    assert!(app.play().is_some());
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app) && !app.quit, "nothing to save: straight back");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter); // sow
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert!(screen(&mut app).contains("Save before leaving?"));
    // The key that asked does not answer: q again and n do nothing.
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('n'));
    assert!(app.play().is_some() && matches!(app.popup, Some(Popup::Unsaved { .. })));
    key(&mut app, KeyCode::Esc);
    assert!(
        app.popup.is_none() && app.play().is_some(),
        "Esc: back to the game"
    );
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('d'));
    assert!(on_menu(&app) && !app.quit);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "q on the menu quits");
}

#[test]
fn the_learn_popup_hides_the_menu_under_it_pointer_and_all() {
    for (w, h) in [(80, 24), (100, 32), (120, 40), (60, 17)] {
        let mut app = menu_app(MenuItem::Learn);
        key(&mut app, KeyCode::Enter);
        assert!(matches!(app.popup, Some(Popup::LearnWhich { .. })));
        let shown = render(&mut app, w, h).join("\n");
        assert!(shown.contains("Hoyito: a walkthrough"), "{shown}");
        // The menu's pointer and its items are under the popup, not beside it.
        assert!(!shown.contains('▶'), "{w}x{h}:\n{shown}");
        assert!(!shown.contains("Settings"), "{w}x{h}:\n{shown}");
    }
}

#[test]
fn the_menus_help_names_the_interrupted_games_keys_while_one_is_offered() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(help.contains("1-7") && !help.contains("1-9"), "{help}");
    assert!(!help.contains("resume the interrupted game"), "{help}");
    let mut app = menu_app(MenuItem::NewGame);
    let record = mancala_tui::store::record::Record::new(
        mancala_rules::Rules::hoyito(6),
        ["Ana".into(), "Ben".into()],
    );
    app.files.autosave.offer = Some(mancala_tui::store::library::summarize(&record));
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.contains("r ") && help.contains("resume the interrupted game"),
        "{help}"
    );
    assert!(help.contains("discard the interrupted game"), "{help}");
}
