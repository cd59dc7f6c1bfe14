//! What every screen shares: the key hints line, the help, ASCII mode and clicks.

use crate::common::screen;

use mancala_rules::{Awaiting, GameKind, Player, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Popup, Screen};
use mancala_tui::tui::play::computer::Job;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use screen::*;

#[test]
fn every_screens_key_hints_fit_80_columns() {
    let mut play = new_game(Rules::tsoro(21));
    let mut replay = replay_of("tsoro-4x21.json");
    let mut learn = menu_app(MenuItem::Learn);
    learn.start_learn(GameKind::Tsoro, 0).unwrap();
    for (name, app) in [
        ("play", &mut play),
        ("replay", &mut replay),
        ("learn", &mut learn),
    ] {
        let lines = render(app, 80, 24);
        let hints = lines.last().unwrap().trim_end().to_string();
        assert!(
            hints.ends_with("q quit") || hints.ends_with("q back") || hints.ends_with("q menu"),
            "{name}: {hints}"
        );
    }
    // The replay's line gives way from its last hints (learn, speed) first: they all
    // show at 140 columns (the comment key, a step before them, fits at 100).
    let wide = render(&mut replay, 140, 40);
    assert!(
        wide.last().unwrap().contains("+/- speed"),
        "shown when it fits: {}",
        wide.last().unwrap()
    );
}

#[test]
fn key_hints_end_with_the_way_back_at_the_narrowest_terminal_a_board_allows() {
    // Hoyito II 2x6 needs 60 columns: the hints give way, never the way back.
    let mut play = new_game(Rules::hoyito(6));
    let mut head = set_up(
        Rules::tsoro(6),
        &[&[0, 0, 0, 2, 0, 1], &[0; 6], &[0; 6], &[2, 2, 2, 2, 2, 2]],
        Player::South,
    );
    key(&mut head, KeyCode::Enter); // d1: the lap ends in the occupied head f1
    assert_eq!(
        head.play().unwrap().session.game().position().awaiting(),
        Some(Awaiting::Head)
    );
    let mut replay = replay_of("hoyito-2x6.json");
    let mut learn = menu_app(MenuItem::Learn);
    learn.start_learn(GameKind::HoyitoII, 0).unwrap();
    for (name, app) in [
        ("play", &mut play),
        ("head", &mut head),
        ("replay", &mut replay),
        ("learn", &mut learn),
    ] {
        let lines = render(app, 60, 20);
        let hints = lines.last().unwrap().trim_end().to_string();
        assert!(
            hints.ends_with("? help · q back") || hints.ends_with("? help · q menu"),
            "{name}: {hints}\n{}",
            lines.join("\n")
        );
    }
}

#[test]
fn ascii_mode_is_ascii_on_every_screen_and_while_the_computer_thinks() {
    let ascii = Theme {
        color: false,
        ascii: true,
        light: false,
    };
    let check = |app: &mut App, what: &str| {
        for (w, h) in [(80, 24), (120, 40)] {
            let text = render(app, w, h).join("\n");
            assert!(text.is_ascii(), "{what} at {w}x{h}:\n{text}");
        }
    };
    // The computer thinking (the expert thinks for long enough to be seen).
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers = [None, Some(Level::Expert)];
    let mut app = app_with(record, true, false);
    key(&mut app, KeyCode::Enter);
    assert!(thinking_job(&app).is_some());
    check(&mut app, "thinking");
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('i'));
    assert_eq!(thinking_job(&app), Some(Job::Hint));
    check(&mut app, "looking for a hint");
    key(&mut app, KeyCode::Esc);
    // The menu's screens and their help.
    for (selected, name) in [
        (MenuItem::NewGame, "form"),
        (MenuItem::Continue, "library"),
        (MenuItem::Replay, "replay list"),
        (MenuItem::Settings, "settings"),
    ] {
        let mut app = menu_app(selected);
        app.prefs.theme = ascii;
        key(&mut app, KeyCode::Enter);
        check(&mut app, name);
        key(&mut app, KeyCode::Char('?'));
        check(&mut app, name);
    }
    // A key being chosen in the settings.
    let mut app = menu_app(MenuItem::Settings);
    app.prefs.theme = ascii;
    key(&mut app, KeyCode::Enter);
    for _ in 0..6 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    check(&mut app, "settings, a key");
    // The replay evaluating.
    let mut app = replay_of("tsoro-4x21.json");
    app.prefs.theme = ascii;
    key(&mut app, KeyCode::Char('e'));
    check(&mut app, "replay evaluating");
}

#[test]
fn clicks_open_menu_items_choose_form_fields_and_play_lesson_boards() {
    let mut app = menu_app(MenuItem::NewGame);
    let lines = render(&mut app, 80, 24);
    let (x, y) = find(&lines, "Learn the rules").unwrap();
    click(&mut app, x, y);
    assert!(
        matches!(app.popup, Some(Popup::LearnWhich { .. })),
        "the menu item opened"
    );
    key(&mut app, KeyCode::Esc);
    let (x, y) = find(&lines, "New game").unwrap();
    click(&mut app, x, y);
    let lines = render(&mut app, 80, 24);
    // A click on a field goes to it; a second click changes it.
    let (x, y) = find(&lines, "Hoyito II").unwrap();
    click(&mut app, x, y);
    click(&mut app, x, y);
    assert!(screen(&mut app).contains("< Tsoro >"));
    let lines = render(&mut app, 80, 24);
    let (x, y) = find(&lines, "Start the game").unwrap();
    click(&mut app, x, y);
    click(&mut app, x, y);
    assert!(app.play().is_some(), "started by clicks");

    // The first Hoyito II lesson: a click on its only legal hole plays it.
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(mancala_rules::GameKind::HoyitoII, 0)
        .unwrap();
    let (hole, layout, count) = match &app.screen {
        Screen::Learn(l) => {
            let hole = l.play.legal_holes()[0];
            (
                hole,
                *l.play.session.game().position().layout(),
                l.play.session.game().position().count(hole).unwrap(),
            )
        }
        _ => panic!("a lesson"),
    };
    let lines = render(&mut app, 80, 24);
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let (_, geo) = mancala_tui::tui::widgets::layout::board_fits(area, &layout).unwrap();
    let cell = geo.hole_rect(hole);
    // The hole's count is on screen in the cell clicked.
    let text: String = lines[cell.y as usize]
        .chars()
        .skip(cell.x as usize)
        .take(cell.width as usize)
        .collect();
    assert_eq!(text.trim(), count.to_string());
    click(&mut app, cell.x + 1, cell.y);
    let shown = screen(&mut app);
    assert!(shown.contains("Well done."), "{shown}");
}

/// The hints line's keys (the first word of each item) and the help popup's text.
fn hints_and_help(app: &mut App) -> (Vec<String>, String) {
    let lines = render(app, 80, 24);
    // The bottom line, the rules reader's bottom border, or under the menu and form.
    let hints = lines
        .iter()
        .rev()
        .find(|l| l.contains("? help"))
        .unwrap()
        .clone();
    let keys = hints
        .trim_matches(|c: char| c == ' ' || c == '─' || c == '┘' || c == '└' || c == '│')
        .split(" · ")
        .map(|item| item.split_whitespace().next().unwrap().to_string())
        .collect();
    key(app, KeyCode::Char('?'));
    let help = screen(app);
    key(app, KeyCode::Esc);
    (keys, help)
}

#[test]
fn every_key_the_hints_line_names_is_in_the_help_and_tab_is_told_in_lessons() {
    let mut play = game(Rules::tsoro(6));
    let mut head = game(Rules::tsoro(6));
    key(&mut head, KeyCode::Enter);
    let mut over = finished_game();
    key(&mut over, KeyCode::Esc);
    let mut replay = replay_of("hoyito-2x6.json");
    let mut learn = menu_app(MenuItem::Learn);
    learn
        .start_learn(mancala_rules::GameKind::HoyitoII, 0)
        .unwrap();
    let mut rules = rules_reader();
    let mut menu = menu_app(MenuItem::NewGame);
    let mut form = menu_app(MenuItem::NewGame);
    key(&mut form, KeyCode::Enter);
    let mut name_field = menu_app(MenuItem::NewGame);
    key(&mut name_field, KeyCode::Enter);
    for _ in 0..3 {
        key(&mut name_field, KeyCode::Down);
    }
    for (name, app) in [
        ("menu", &mut menu),
        ("form", &mut form),
        ("name field", &mut name_field),
        ("play", &mut play),
        ("head", &mut head),
        ("over", &mut over),
        ("replay", &mut replay),
        ("learn", &mut learn),
        ("rules", &mut rules),
    ] {
        let (keys, help) = hints_and_help(app);
        assert!(keys.len() >= 4, "{name}: {keys:?}");
        for k in keys {
            let k = k.split('/').next().unwrap();
            assert!(
                help.contains(&format!("│{k}")),
                "{name}: {k} not in\n{help}"
            );
        }
    }
    let (_, help) = hints_and_help(&mut learn);
    assert!(help.contains("│Tab"), "{help}");
}

#[test]
fn every_screens_help_tells_the_keys_every_screen_has_and_fits_80x24() {
    let opened = |selected: MenuItem| {
        let mut app = menu_app(selected);
        key(&mut app, KeyCode::Enter);
        app
    };
    // Tsoro at a head against the computer: the game's longest help.
    let mut record =
        mancala_tui::store::record::Record::new(Rules::tsoro(6), ["Ana".into(), "North".into()]);
    record.computers = [None, mancala_tui::engine::ai::Level::from_number(1)];
    let mut head = menu_app(MenuItem::NewGame);
    head.start_play(record, None).unwrap();
    key(&mut head, KeyCode::Enter);
    assert_eq!(
        head.play().unwrap().session.game().position().awaiting(),
        Some(Awaiting::Head),
        "{}",
        screen(&mut head)
    );
    let mut learn = menu_app(MenuItem::Learn);
    learn
        .start_learn(mancala_rules::GameKind::Tsoro, 0)
        .unwrap();
    for (name, mut app) in [
        ("menu", menu_app(MenuItem::NewGame)),
        ("form", opened(MenuItem::NewGame)),
        ("library", opened(MenuItem::Continue)),
        ("settings", opened(MenuItem::Settings)),
        ("play", game(Rules::hoyito(6))),
        ("head", head),
        ("replay", replay_of("tsoro-4x21.json")),
        ("learn", learn),
        ("rules", rules_reader()),
    ] {
        key(&mut app, KeyCode::Char('?'));
        assert!(matches!(app.popup, Some(Popup::Help)), "{name}");
        let help = screen(&mut app);
        for (keys, says) in [("Ctrl-C", "quit the program"), ("Ctrl-Z", "suspend")] {
            let line = help
                .lines()
                .find(|l| l.contains(&format!("│{keys} ")))
                .unwrap_or_else(|| panic!("{name}: no {keys} in\n{help}"));
            assert!(line.contains(says), "{name}: {line}");
        }
        assert_eq!(help.matches("Ctrl-C").count(), 1, "{name}: once\n{help}");
        assert!(
            help.contains("Any key closes this."),
            "{name}: whole\n{help}"
        );
        // At the narrowest, lines too long are wrapped only where the height allows:
        // the last key and the last line are still seen.
        let narrow = render(&mut app, 60, 24).join("\n");
        if narrow.contains("Terminal too small") {
            continue; // Tsoro 4x21 needs more columns
        }
        assert!(narrow.contains("│Ctrl-Z"), "{name}:\n{narrow}");
        assert!(narrow.contains("Any key closes this."), "{name}:\n{narrow}");
    }
}
