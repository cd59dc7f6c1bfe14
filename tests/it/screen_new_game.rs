//! The new-game form: the game, the board, who plays each side and their names.

use crate::common::screen;
use crate::common::temp;

use mancala_rules::Rules;
use mancala_tui::engine::ai::Level;
use mancala_tui::tui::app::{App, Popup, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use screen::*;
use temp::TempDir;

#[test]
fn the_menu_starts_a_tsoro_game_from_the_form() {
    let theme = Theme {
        color: false,
        ascii: true,
        light: false,
    };
    let mut app = App::new(
        Screen::Menu {
            selected: MenuItem::NewGame,
        },
        theme,
        false,
        "x".into(),
    );
    let screen = screen::screen(&mut app);
    assert!(screen.contains("New game") && screen.contains("Replay a game"));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right); // Tsoro
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right); // 4x21 → 4x6
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("playing");
    assert_eq!(*p.session.game().position().rules(), Rules::tsoro(6));
}

#[test]
fn the_new_game_form_sets_a_side_to_the_computer_at_a_level() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    // Game, Rules, Board, South plays, South's name, North plays.
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    let screen = screen::screen(&mut app);
    assert!(screen.contains("North plays"), "{screen}");
    assert!(screen.contains("< a person >"), "{screen}");
    // Right: the levels in order from easy, then a person again; Left the other way.
    let shown = |app: &mut App| {
        let screen = screen::screen(app);
        let line = screen.lines().find(|l| l.contains("North plays")).unwrap();
        line[line.find('<').unwrap()..=line.find('>').unwrap()].to_string()
    };
    // Each with its rating on the ladder (docs/computer.md).
    let names = [
        "easy", "casual", "steady", "solid", "medium", "clever", "sharp", "hard", "expert",
    ];
    let mut order: Vec<String> = Level::ALL
        .iter()
        .zip(names)
        .enumerate()
        .map(|(i, (level, name))| {
            format!("< computer, {} {name} (about {}) >", i + 1, level.rating())
        })
        .collect();
    order.push("< a person >".into());
    assert_eq!(order[7], "< computer, 8 hard (about 2250) >");
    for want in &order {
        key(&mut app, KeyCode::Right);
        assert_eq!(&shown(&mut app), want);
    }
    for want in order
        .iter()
        .rev()
        .skip(1)
        .chain(&["< a person >".to_string()])
    {
        key(&mut app, KeyCode::Left);
        assert_eq!(&shown(&mut app), want);
    }
    for _ in 0..8 {
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(shown(&mut app), order[7]);
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("the game starts");
    assert_eq!(p.session.record().computers, [None, Some(Level::Hard)]);
    assert!(screen::screen(&mut app).contains("North (computer, hard)"));
}

#[test]
fn the_new_game_form_remembers_who_played_each_side_in_the_settings() {
    let dir = TempDir::new("form");
    let file = dir.join("config.json");
    let mut app = menu_app(MenuItem::NewGame);
    app.load_config(file.clone());
    key(&mut app, KeyCode::Enter);
    // Game, Rules, Board, South plays: Left from a person is the expert.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Left);
    assert!(screen::screen(&mut app).contains("< computer, 9 expert (about "));
    // Down to North plays, then casual.
    for _ in 0..2 {
        key(&mut app, KeyCode::Down);
    }
    for _ in 0..2 {
        key(&mut app, KeyCode::Right);
    }
    assert!(screen::screen(&mut app).contains("< computer, 2 casual (about "));
    // Start the game with Enter on "Start the game".
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("the game starts");
    assert_eq!(
        p.session.record().computers,
        [Some(Level::Expert), Some(Level::Casual)]
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.contains("\"south\": \"expert\"") && saved.contains("\"north\": \"casual\""),
        "{saved}"
    );
    // Another run with the same settings: the form starts as it was left.
    let mut again = menu_app(MenuItem::NewGame);
    again.load_config(file);
    key(&mut again, KeyCode::Enter);
    let screen = screen::screen(&mut again);
    assert!(screen.contains("< computer, 9 expert (about "), "{screen}");
    assert!(screen.contains("computer, 2 casual (about "), "{screen}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn question_mark_in_the_form_helps_instead_of_typing() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    for _ in 0..4 {
        key(&mut app, KeyCode::Down); // South's name
    }
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.popup, Some(Popup::Help)));
    // The help says what Tsoro's fields mean, whole at 80x24.
    let help = screen(&mut app).replace('│', " ");
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("Tsoro: Heads are each player's heads (2, 1 or none), where sowing may stop or go on; Extra stones puts 3 in each rightmost outer hole; Captured stones may be sown back instead (then no bonus picks); Bonus picks are enemy holes taken after a column capture. Heads chosen by name: on the command line."),
        "{help}"
    );
    key(&mut app, KeyCode::Esc);
    let Screen::NewGame(form) = &app.screen else {
        panic!("the form")
    };
    assert_eq!(form.south, "South");
}

#[test]
fn a_name_typed_in_the_form_replaces_the_one_shown() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    for _ in 0..4 {
        key(&mut app, KeyCode::Down); // South's name
    }
    typed(&mut app, "Ana");
    key(&mut app, KeyCode::Backspace);
    typed(&mut app, "a");
    let shown = screen(&mut app);
    assert!(shown.contains("South's name  Ana_"), "{shown}");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down); // North's name
    typed(&mut app, "Ben");
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("started");
    assert_eq!(
        p.session.record().players,
        ["Ana".to_string(), "Ben".to_string()]
    );
}

/// Down the form to its Animation row.
fn to_animation_row(app: &mut App) {
    for _ in 0..20 {
        if screen(app).contains("▶ Animation") {
            return;
        }
        key(app, KeyCode::Down);
    }
    panic!("no Animation row:\n{}", screen(app));
}

#[test]
fn the_forms_animation_row_is_the_settings_one_and_is_remembered_at_once() {
    let dir = TempDir::new("form-animation");
    let file = dir.join("config.json");
    let mut app = app_with_config(&file);
    app.prefs.set_animation(true); // as a run without --no-animation
    assert!(app.prefs.animate());
    key(&mut app, KeyCode::Enter); // the form
    to_animation_row(&mut app);
    key(&mut app, KeyCode::Right);
    assert!(screen(&mut app).contains("< off >"), "{}", screen(&mut app));
    assert!(!app.prefs.animate(), "the preference itself");
    // Remembered without starting a game: leaving the form keeps it.
    key(&mut app, KeyCode::Esc);
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\"animation\": false"), "{saved}");
    assert!(
        !app_with_config(&file).prefs.config.animation,
        "read back by a new run"
    );
}

#[test]
fn an_animation_choice_that_cannot_be_saved_says_so_under_the_form() {
    let dir = TempDir::new("form-animation-blocked");
    // The settings file's folder is a file: the settings cannot be written.
    std::fs::write(dir.join("blocked"), "").unwrap();
    let mut app = menu_app(MenuItem::NewGame);
    app.files.config_file = Some(dir.join("blocked").join("config.json"));
    app.prefs.set_animation(true); // as a run without --no-animation
    key(&mut app, KeyCode::Enter);
    to_animation_row(&mut app);
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app);
    assert!(!app.prefs.animate(), "off for this run all the same");
    assert!(
        shown.contains("blocked"),
        "the error names the file:\n{shown}"
    );
    key(&mut app, KeyCode::Down);
    assert!(
        !screen(&mut app).contains("blocked"),
        "gone at the next key"
    );
}

/// A name typed in the form is the form's next time, as the computers chosen are.
#[test]
fn the_new_game_form_remembers_a_typed_name() {
    let dir = TempDir::new("form-name");
    let file = dir.join("config.json");
    let mut app = menu_app(MenuItem::NewGame);
    app.load_config(file.clone());
    key(&mut app, KeyCode::Enter);
    for _ in 0..4 {
        key(&mut app, KeyCode::Down); // South's name
    }
    for _ in 0.."South".len() {
        key(&mut app, KeyCode::Backspace);
    }
    for c in "Ana".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    assert!(screen(&mut app).contains("Ana"), "{}", screen(&mut app));
    while app.play().is_none() {
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.play().unwrap().session.record().players[0], "Ana");
    let mut again = menu_app(MenuItem::NewGame);
    again.load_config(file);
    key(&mut again, KeyCode::Enter);
    let shown = screen(&mut again);
    assert!(shown.contains("Ana"), "{shown}");
}

/// The Match row: rounds take the Opening and Clock rows away (a match starts the usual
/// way, without a clock), the cursor staying on the row; the game started is a match.
#[test]
fn the_match_row_starts_a_match_in_rounds_without_opening_or_clock() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    // Game, Rules, Board, South plays, South's name, North plays, North's name,
    // Opening, Clock, Match.
    for _ in 0..9 {
        key(&mut app, KeyCode::Down);
    }
    let row = |app: &mut App, label: &str| {
        let screen = screen::screen(app);
        screen
            .lines()
            .find(|l| l.contains(label))
            .map(str::to_string)
    };
    assert!(
        row(&mut app, "Match").unwrap().contains("▶"),
        "the cursor on Match"
    );
    key(&mut app, KeyCode::Right);
    let matched = row(&mut app, "Match").unwrap();
    assert!(
        matched.contains("▶") && matched.contains("< rounds"),
        "{matched}"
    );
    assert_eq!(row(&mut app, "Opening"), None);
    assert_eq!(row(&mut app, "Clock"), None);
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("playing");
    assert_eq!(p.round(), Some(1));
    assert!(p.session.record().is_match());
    assert!(screen::screen(&mut app).contains("Hoyito II 2x6, match, round 1"));
}
