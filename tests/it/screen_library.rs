//! The library (continue a game, replay a game) and the files it opens.

use crate::common::screen;
use crate::common::temp;

use mancala_rules::{Player, Rules};
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::Screen;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;
use temp::TempDir;

#[test]
fn the_replay_entry_asks_for_a_file_and_opens_the_viewer() {
    let mut app = menu_app(MenuItem::Replay);
    key(&mut app, KeyCode::Enter);
    assert!(screen::screen(&mut app).contains("Replay a game"));
    key(&mut app, KeyCode::Char('o'));
    replace_input(
        &mut app,
        &format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        ),
    );
    assert!(matches!(app.screen, Screen::Replay(_)));
    assert!(screen::screen(&mut app).contains("action 0 of 48"));
}

#[test]
fn continuing_a_saved_game_from_the_menu_refuses_a_bad_file_and_opens_a_good_one() {
    let dir = TempDir::new("load");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{ not json").unwrap();
    let good = dir.join("good.json");
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.actions = vec!["c1".parse().unwrap()];
    std::fs::write(&good, record.to_json(None)).unwrap();
    let mut app = menu_app(MenuItem::Continue);
    key(&mut app, KeyCode::Enter);
    // The library opens; o asks for a path.
    key(&mut app, KeyCode::Char('o'));
    replace_input(&mut app, bad.to_str().unwrap());
    let screen = render(&mut app, 100, 30).join("\n");
    assert!(screen.contains("JSON syntax error"), "{screen}");
    assert!(app.play().is_none());
    replace_input(&mut app, good.to_str().unwrap());
    let p = app.play().expect("the saved game is open");
    assert_eq!(p.actions().len(), 1);
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
}

#[test]
fn the_load_prompt_refuses_standard_input_rather_than_wait_on_the_terminal() {
    let mut app = menu_app(MenuItem::Replay);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('o'));
    typed(&mut app, "-");
    key(&mut app, KeyCode::Enter);
    let screen = screen::screen(&mut app);
    assert!(screen.contains("- means standard input"), "{screen}");
}
