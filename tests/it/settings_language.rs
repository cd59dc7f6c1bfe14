//! The settings' Language row switches the whole program at once and is saved. It
//! sets the program's language (`i18n::set`), not one thread's, so it runs in a
//! process of its own: no other test runs beside it there.

use crate::common::alone::test_in_own_process;
use crate::common::screen;
use crate::common::screen::key;
use crate::common::temp;

use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::words::i18n::{self, Lang};
use ratatui::crossterm::event::KeyCode;

test_in_own_process!(the_language_row_switches_the_screen_at_once_and_is_saved => switch_the_language);

fn switch_the_language() {
    let dir = temp::TempDir::new("settings-language");
    let file = dir.join("config.json");
    let mut app = screen::menu_app(MenuItem::NewGame);
    app.load_config(file.clone());
    i18n::set(Lang::En);
    key(&mut app, KeyCode::Char('6'));
    let screen = |app: &mut _| screen::render(app, 80, 24).join("\n");
    // Onto the Language row: below the board keys.
    for _ in 0..20 {
        if screen(&mut app)
            .lines()
            .any(|l| l.contains('▶') && l.contains("Language"))
        {
            break;
        }
        key(&mut app, KeyCode::Down);
    }
    let before = screen(&mut app);
    assert!(
        before.contains("▶ Language") && before.contains("< English >"),
        "{before}"
    );
    assert!(before.contains("South's name"), "{before}");
    key(&mut app, KeyCode::Right);
    let after = screen(&mut app);
    assert_eq!(i18n::current(), Lang::Es, "the program speaks Spanish now");
    assert!(
        after.contains("▶ Idioma") && after.contains("< Español >"),
        "{after}"
    );
    assert!(
        after.contains(" Ajustes") && after.contains("Nombre del Sur"),
        "{after}"
    );
    assert!(
        after.contains("Guardado en"),
        "the change is said in Spanish:\n{after}"
    );
    // The default names are the sides' own, in the language spoken.
    assert!(after.contains("Nombre del Sur   Sur "), "{after}");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains(r#""language": "es""#), "{saved}");
    assert_eq!(
        mancala_tui::store::config::Config::load(
            &file,
            mancala_tui::tui::command_keys::command_using
        )
        .0
        .language,
        Some(Lang::Es)
    );
    // The menu and the new-game form follow.
    key(&mut app, KeyCode::Esc);
    let menu = screen(&mut app);
    assert!(menu.contains("Partida nueva"), "{menu}");
    key(&mut app, KeyCode::Char('1'));
    let form = screen(&mut app);
    assert!(form.contains("Nombre del Norte Norte"), "{form}");
    // And back to English, saved too.
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('6'));
    for _ in 0..20 {
        if screen(&mut app).lines().any(|l| l.contains("▶ Idioma")) {
            break;
        }
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Left);
    let english = screen(&mut app);
    assert!(
        english.contains("< English >") && english.contains("South's name"),
        "{english}"
    );
    assert!(english.contains("South's name    South"), "{english}");
    assert_eq!(
        mancala_tui::store::config::Config::load(
            &file,
            mancala_tui::tui::command_keys::command_using
        )
        .0
        .language,
        Some(Lang::En)
    );
    i18n::set(Lang::En);
}
