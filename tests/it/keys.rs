//! The keys a player has, everywhere (issue 17): a board key cannot take a command's
//! key or another board key's (the settings screen and config.json refuse it, naming
//! both uses), moved keys are named on every line that names keys, and Esc closes a
//! hint before it goes back. Through the screens as a player sees them (TestBackend).

use crate::common::screen;
use crate::common::temp;

use mancala_rules::{GameKind, Rules};
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::App;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::{app_with_config, game, key, menu_app, render, replay_of, run_until, screen};

/// The usual board keys: left, down, up, right, continue, stop.
const USUAL: [char; 6] = ['h', 'j', 'k', 'l', 'c', 't'];

/// The README's example for a Dvorak keyboard (its `n` for right is a command's key).
const DVORAK: &str =
    r#"{ "keys": { "left": "d", "down": "h", "up": "t", "right": "f", "stop": "z" } }"#;

/// The app started with `text` as its settings file, and the folder it is in.
fn started_with(text: &str) -> (App, temp::TempDir) {
    let dir = temp::TempDir::new("keys");
    let file = dir.join("config.json");
    std::fs::write(&file, text).unwrap();
    (app_with_config(&file), dir)
}

/// Lines joined and spaces folded: a message read whole wherever it wraps.
fn flat(lines: &str) -> String {
    lines
        .split_whitespace()
        .filter(|w| !w.chars().all(|c| "│┌┐└┘─".contains(c)))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn config_json_refuses_a_board_key_on_a_commands_key_naming_the_file_the_key_and_both_uses() {
    let cases: &[(&str, &[&str])] = &[
        (
            r#"{"keys":{"up":"q"}}"#,
            &[
                "keys.up: q is taken by a command: back where the game was opened from (asks to save); choose another; k is used",
            ],
        ),
        (
            r#"{"keys":{"left":"q","right":"s","up":"?"}}"#,
            &[
                "keys.left: q is taken by a command: back where the game was opened from (asks to save); choose another; h is used",
                "keys.right: s is taken by a command: save the game record; choose another; l is used",
                "keys.up: ? is taken by a command: these keys; choose another; k is used",
            ],
        ),
        (
            r#"{"keys":{"continue":"s"}}"#,
            &[
                "keys.continue: s is taken by a command: save the game record; choose another; c is used",
            ],
        ),
        (
            r#"{"keys":{"stop":"i"}}"#,
            &[
                "keys.stop: i is taken by a command: hint: the best action now, its hole marked; choose another; t is used",
            ],
        ),
        // The mistakes screen's key and the menu's key for an interrupted game.
        (
            r#"{"keys":{"left":"o"}}"#,
            &[
                "keys.left: o is taken by a command: the other player's mistakes; choose another; h is used",
            ],
        ),
        (
            r#"{"keys":{"left":"x"}}"#,
            &[
                "keys.left: x is taken by a command: discard the interrupted game; choose another; h is used",
            ],
        ),
        // Two board keys on one key.
        (
            r#"{"keys":{"left":"j"}}"#,
            &["keys: j would be the key for both left and down; the usual board keys are used"],
        ),
    ];
    for &(text, expected) in cases {
        let (mut app, dir) = started_with(text);
        let notice = app.menu_notice.clone().unwrap_or_default();
        assert_eq!(
            app.prefs.config.keys, USUAL,
            "{text}: the usual keys\n{notice}"
        );
        let file = dir.join("config.json").to_string_lossy().into_owned();
        assert!(
            notice.starts_with(&format!("Settings in {file}:")),
            "{text}: the file is named\n{notice}"
        );
        for e in expected {
            assert!(notice.contains(e), "{text}: {e:?} not in\n{notice}");
        }
        // The menu says so (its line with the file's path is cut at 80 columns when the
        // temporary folder's path is long); the usual keys act in a game.
        let menu = flat(&screen(&mut app));
        assert!(
            menu.contains("Settings in") && menu.contains(expected[0]),
            "{text}: {menu}"
        );
        app.start_play(
            Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
            None,
        )
        .unwrap();
        assert!(screen(&mut app).contains("←↓↑→/hjkl move"), "{text}");
    }
    // The rest of the file still applies.
    let (app, _dir) = started_with(r#"{"speed":"fast","keys":{"up":"q","left":"x","down":"ü"}}"#);
    assert_eq!(app.prefs.config.keys, ['h', 'ü', 'k', 'l', 'c', 't']);
    assert_eq!(
        app.prefs.config.speed,
        mancala_tui::store::config::Speed::Fast
    );
}

/// Open the settings from the menu and put the pointer on the row `label`.
fn settings_row(app: &mut App, label: &str) {
    key(app, KeyCode::Char('6'));
    for _ in 0..20 {
        if screen(app)
            .lines()
            .any(|l| l.contains('▶') && l.contains(label))
        {
            return;
        }
        key(app, KeyCode::Down);
    }
    panic!("no row {label}:\n{}", screen(app));
}

#[test]
fn the_settings_screen_refuses_a_board_key_already_used_naming_what_uses_it() {
    let cases = [
        (
            "Key: continue",
            's',
            "s is taken by a command: save the game record",
        ),
        (
            "Key: stop",
            'q',
            "q is taken by a command: back where the game was opened from (asks to save)",
        ),
        (
            "Key: stop",
            'i',
            "i is taken by a command: hint: the best action now, its hole marked",
        ),
        ("Key: up", '?', "? is taken by a command: these keys"),
        ("Key: left", 'j', "j is already the key for down"),
        ("Key: continue", 't', "t is already the key for stop"),
    ];
    for (row, pressed, why) in cases {
        let dir = temp::TempDir::new("keys-settings");
        let file = dir.join("config.json");
        let mut app = app_with_config(&file);
        settings_row(&mut app, row);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Char(pressed));
        let s = flat(&screen(&mut app));
        assert!(s.contains(why), "{row} {pressed}: {why:?} not in\n{s}");
        assert_eq!(app.prefs.config.keys, USUAL, "{row} {pressed}: unchanged");
        assert!(!file.exists(), "nothing saved");
    }
    // A free key is taken, saved and named on the row.
    let dir = temp::TempDir::new("keys-settings");
    let file = dir.join("config.json");
    let mut app = app_with_config(&file);
    settings_row(&mut app, "Key: stop");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('z'));
    assert_eq!(app.prefs.config.keys[5], 'z');
    assert!(screen(&mut app).contains("instead of t"));
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("\"stop\": \"z\"")
    );
}

#[test]
fn dvorak_keys_are_named_in_the_footer_the_help_the_head_prompt_and_the_lessons() {
    let (mut app, _dir) = started_with(DVORAK);
    assert_eq!(app.prefs.config.keys, ['d', 'h', 't', 'f', 'c', 'z']);
    assert_eq!(app.menu_notice, None);
    // The menu: its arrows are the board keys too.
    assert!(
        screen(&mut app).contains("←↓↑→/dhtf choose"),
        "{}",
        screen(&mut app)
    );
    key(&mut app, KeyCode::Char('h'));
    assert!(screen(&mut app).contains("▶ 2. Continue"), "h is down");
    key(&mut app, KeyCode::Char('j'));
    assert!(
        screen(&mut app).contains("▶ 2. Continue"),
        "j, moved away, does nothing"
    );
    key(&mut app, KeyCode::Char('t'));
    assert!(screen(&mut app).contains("▶ 1. New game"), "t is up");

    // A Tsoro game: the key line and the help.
    let record = Record::new(Rules::tsoro(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    let s = screen(&mut app);
    assert!(s.contains("←↓↑→/dhtf move"), "{s}");
    assert!(!s.contains("hjkl"), "{s}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(help.contains("←↓↑→/dhtf  move the cursor"), "{help}");
    assert!(help.contains("Esc, c, z, m only end it"), "{help}");
    assert!(!help.contains("hjkl"), "{help}");
    key(&mut app, KeyCode::Esc);
    // a1 reaches South's occupied head f1: the question names c and z.
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(s.contains("or stop?▶continue [c] stop [z]"), "{s}");
    assert!(s.contains("c continue · z stop"), "{s}");
    assert!(!s.contains("[t]"), "{s}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.contains("c          at a head: continue sowing")
            && help.contains("z          at a head: stop there"),
        "{help}"
    );
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('t'));
    assert!(
        screen(&mut app).contains("stop [z]"),
        "t, up now, does not stop"
    );
    key(&mut app, KeyCode::Char('z'));
    assert!(!screen(&mut app).contains("stop [z]"), "z stops");

    // A lesson's words: Tsoro lesson 6 names continue and stop, lesson 1 the arrows.
    app.start_learn(GameKind::Tsoro, 5).unwrap();
    let s = flat(&render(&mut app, 80, 24).join("\n"));
    assert!(s.contains("continue (c) or stop (z)"), "{s}");
    app.start_learn(GameKind::HoyitoII, 0).unwrap();
    let s = flat(&render(&mut app, 80, 24).join("\n"));
    assert!(s.contains("(←↓↑→/dhtf)"), "{s}");
    assert!(!s.contains("hjkl"), "{s}");
}

#[test]
fn dvoraks_own_n_for_right_is_refused_as_a_new_games_key_and_the_rest_applies() {
    let (mut app, _dir) = started_with(
        r#"{ "keys": { "left": "d", "down": "h", "up": "t", "right": "n", "stop": "z" } }"#,
    );
    assert_eq!(app.prefs.config.keys, ['d', 'h', 't', 'l', 'c', 'z']);
    let notice = app.menu_notice.clone().unwrap();
    assert!(
        notice
            .contains("keys.right: n is taken by a command: a new game; choose another; l is used"),
        "{notice}"
    );
    app.start_play(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        None,
    )
    .unwrap();
    assert!(screen(&mut app).contains("←↓↑→/dhtl move"));
}

/// Ben (North) to move after Ana sowed a1, with a hint found and shown.
fn hint_shown() -> App {
    let mut app = game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('i'));
    run_until(&mut app, "the hint", |a| {
        a.play().is_some_and(|p| p.hint().is_some())
    });
    let s = screen(&mut app);
    assert!(s.contains(" Hint: sow a2") && s.contains("[6]"), "{s}");
    app
}

#[test]
fn esc_drops_a_hint_and_a_second_esc_asks_about_the_unsaved_game() {
    let mut app = hint_shown();
    key(&mut app, KeyCode::Esc);
    let s = screen(&mut app);
    assert!(app.play().is_some_and(|p| p.hint().is_none()), "{s}");
    assert!(!s.contains("[6]"), "the mark goes:\n{s}");
    assert!(s.contains(" Ben (North) to sow: cursor on a2"), "{s}");
    assert!(!s.contains("Unsaved game"), "the game stays:\n{s}");
    key(&mut app, KeyCode::Esc);
    let s = screen(&mut app);
    assert!(s.contains("Unsaved game"), "{s}");
    assert!(s.contains("s save   d don't save   Esc go back"), "{s}");
    key(&mut app, KeyCode::Esc);
    assert!(
        !screen(&mut app).contains("Unsaved game"),
        "Esc goes back to the game"
    );

    // Once the cursor has moved on, the words are gone but the mark is not: Esc drops it.
    let mut app = hint_shown();
    key(&mut app, KeyCode::Char('l'));
    key(&mut app, KeyCode::Esc);
    let s = screen(&mut app);
    assert!(!s.contains("[6]") && !s.contains("Unsaved game"), "{s}");
}

#[test]
fn the_help_names_every_key_that_works_there() {
    // The replay: e (evaluations) and m (mistakes), at the start and at the end.
    let mut app = replay_of("hoyito-2x6.json");
    for at in [None, Some(KeyCode::End)] {
        if let Some(k) = at {
            key(&mut app, k);
        }
        key(&mut app, KeyCode::Char('?'));
        let help = render(&mut app, 80, 40).join("\n");
        for row in [
            "│e       evaluations on/off",
            "│m       learn from the mistakes",
            "│?       these keys",
            "│Ctrl-C  quit the program",
        ] {
            assert!(help.contains(row), "{row:?} not in\n{help}");
        }
        key(&mut app, KeyCode::Esc);
    }
    // The library and the settings have ? and Ctrl-C rows too.
    let dir = temp::TempDir::new("keys-help");
    let mut app = app_with_config(&dir.join("config.json"));
    key(&mut app, KeyCode::Char('2'));
    let s = screen(&mut app);
    assert!(
        s.contains(" Up/Down choose · Enter open · o type a path · ? help · Esc back"),
        "the library's key line, from its table:\n{s}"
    );
    key(&mut app, KeyCode::Esc);
    for open in ['2', '5'] {
        key(&mut app, KeyCode::Char(open));
        key(&mut app, KeyCode::Char('?'));
        let help = render(&mut app, 80, 30).join("\n");
        assert!(
            help.contains("?  ") && help.contains("these keys"),
            "{help}"
        );
        assert!(help.contains("Ctrl-C"), "{help}");
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Esc);
    }
}

#[test]
fn g_goes_to_a_hole_in_a_lesson_as_in_a_game_and_the_help_names_it() {
    let (mut app, _dir) = started_with(DVORAK);
    // Hoyito II lesson 1, a 2x6 board: the cursor starts on a1.
    app.start_learn(GameKind::HoyitoII, 0).unwrap();
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.contains("g            go to a hole: g, its column letter"),
        "{help}"
    );
    // Hoyito II has no heads: the keys that answer one are not named.
    assert!(help.contains("(Enter, Space, Esc only end it)"), "{help}");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('g'));
    assert!(
        screen(&mut app).contains(" Go to: a column letter, a to f."),
        "{}",
        screen(&mut app)
    );
    // d is left here, but after g it is the column d.
    key(&mut app, KeyCode::Char('d'));
    let s = screen(&mut app);
    assert!(
        s.contains("d1: a row digit, 1 to 2, moves along column d."),
        "{s}"
    );
    assert!(s.contains("▲ d1"), "{s}");
    key(&mut app, KeyCode::Char('2'));
    let s = screen(&mut app);
    assert!(s.contains("▼ d2") && s.contains(" Your move:"), "{s}");
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('y'));
    let s = screen(&mut app);
    assert!(s.contains(" No column y on this board: a to f."), "{s}");
    key(&mut app, KeyCode::Char('d'));
    let s = screen(&mut app);
    assert!(
        s.contains("▼ c2") && s.contains(" Your move:"),
        "the refusal goes with the next key, d moves left:\n{s}"
    );
}

#[test]
fn the_settings_key_line_and_help_come_from_its_key_table() {
    let dir = temp::TempDir::new("keys-settings-table");
    let mut app = app_with_config(&dir.join("config.json"));
    key(&mut app, KeyCode::Char('6'));
    let s = screen(&mut app);
    assert!(
        s.contains(
            " Up/Down choose · Left/Right change · Enter on a key: press a new one · Esc back"
        ),
        "{s}"
    );
    // On South's name, q and Space are typed; the help names typing there.
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(help.contains("type, Backspace  change a name"), "{help}");
    assert!(help.contains("Esc              back to the menu"), "{help}");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.prefs.config.south, "South q");
    assert!(
        screen(&mut app).contains(" Settings"),
        "q was typed, not back"
    );
    // On another row q goes back, and the help names no typing.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('?'));
    assert!(!screen(&mut app).contains("type, Backspace"));
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('q'));
    assert!(
        screen(&mut app).contains("▶ 6. Settings"),
        "{}",
        screen(&mut app)
    );
}

#[test]
fn popups_name_the_keys_their_tables_answer() {
    // Learn the rules: a line per answer, each key doing what its line says.
    let mut app = menu_app(MenuItem::Learn);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    for line in [
        "h  Hoyito: a walkthrough of 22 lessons",
        "t  Tsoro: a walkthrough of",
        "r  read the complete rules of both games",
        "Esc goes back",
    ] {
        assert!(s.contains(line), "{line:?} not in\n{s}");
    }
    key(&mut app, KeyCode::Char('t'));
    assert!(
        screen(&mut app).contains(" Tsoro lesson 1 of"),
        "{}",
        screen(&mut app)
    );

    // The unsaved question, too small to be seen: its words name d and Esc, which act.
    let mut app = game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('q'));
    assert!(screen(&mut app).contains("s save   d don't save   Esc go back"));
    let small = render(&mut app, 30, 10).join("\n");
    assert!(
        flat(&small).contains("or press d to leave without saving (Esc: back to the game)."),
        "{small}"
    );
    key(&mut app, KeyCode::Esc);
    assert!(
        !screen(&mut app).contains("Unsaved game"),
        "Esc went back to the game"
    );

    // The save prompt and its question about a file that exists. The file is named
    // without its folder (the games folder): the question is the same whatever the
    // temporary folder's path.
    let dir = temp::TempDir::new("keys-save");
    app.files.games_dir = Some(dir.to_path_buf());
    let file = dir.join("game.json");
    std::fs::write(&file, "{}").unwrap();
    key(&mut app, KeyCode::Char('s'));
    assert!(screen(&mut app).contains("Enter save, Ctrl-U clear, Esc cancel"));
    screen::ctrl(&mut app, 'u');
    screen::typed(&mut app, "game.json");
    key(&mut app, KeyCode::Enter);
    let s = flat(&screen(&mut app));
    assert!(s.contains("exists. Replace it? y yes, n no"), "{s}");
    key(&mut app, KeyCode::Char('n'));
    assert!(
        screen(&mut app).contains("Enter save, Ctrl-U clear"),
        "n: not replaced"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "{}");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('y'));
    assert!(
        std::fs::read_to_string(&file).unwrap() != "{}",
        "y replaced it"
    );
    assert!(screen(&mut app).contains(" Saved to "));
}

#[test]
fn the_rules_reader_scrolls_with_the_moved_board_keys_and_names_them() {
    let (mut app, _dir) = started_with(DVORAK);
    app.screen = mancala_tui::tui::app::Screen::Rules(Default::default());
    let top = screen(&mut app);
    assert!(top.contains("←↓↑→/dhtf scroll"), "{top}");
    key(&mut app, KeyCode::Char('j'));
    assert_eq!(screen(&mut app), top, "j, moved away, does nothing");
    key(&mut app, KeyCode::Char('h'));
    assert_ne!(screen(&mut app), top, "h is down");
    key(&mut app, KeyCode::Char('t'));
    assert_eq!(screen(&mut app), top, "t is up");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.contains("←↓↑→/dhtf  scroll a line up / down"),
        "{help}"
    );
}

#[test]
fn a_key_told_on_another_rows_line_is_refused_too_in_that_rows_words() {
    // b (previous lesson or puzzle: "n/b"), N (previous mistake: "n/N"), - (slower:
    // "+/-") and G (the end: "g/G") have no words of their own in their tables.
    let config = mancala_tui::store::config::Config::default();
    for (c, what) in [
        ('b', "lesson"),
        ('N', "mistake"),
        ('-', "slower"),
        ('G', "end"),
    ] {
        let refused = config
            .key_allowed(0, c, mancala_tui::tui::command_keys::command_using)
            .expect_err("a command's key");
        assert!(
            refused.starts_with(&format!("{c} is taken by a command: ")) && refused.contains(what),
            "{c}: {refused}"
        );
    }
    // A letter no board screen uses is still free.
    assert!(
        config
            .key_allowed(0, 'd', mancala_tui::tui::command_keys::command_using)
            .is_ok()
    );
}
