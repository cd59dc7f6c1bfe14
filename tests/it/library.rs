//! The game library, saves in the data folder, the autosave and the settings, through
//! the screens as a player sees them (ratatui's TestBackend, read as text).

use crate::common::screen;
use crate::common::screen::{key, typed};
use crate::common::temp::{TempDir, write_dated};

use mancala_rules::{Player, Rules};
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::Path;

use screen::app_with_config;

/// The app on the menu, its games folder `games` (nothing in the user's folders).
fn menu_app(selected: MenuItem, games: &Path) -> App {
    let mut app = screen::menu_app(selected);
    app.files.games_dir = Some(games.to_path_buf());
    app
}

fn render(app: &mut App, w: u16, h: u16) -> String {
    screen::render(app, w, h).join("\n")
}

fn screen(app: &mut App) -> String {
    render(app, 80, 24)
}

/// A Hoyito 2x6 record of `moves` first-legal actions, as a file's text.
fn record_text(south: &str, north: &str, moves: usize) -> String {
    let mut r = Record::new(Rules::hoyito(6), [south.into(), north.into()]);
    let mut game = r.start_game().unwrap();
    for _ in 0..moves {
        let a = game.position().legal_actions()[0];
        game.apply(a).unwrap();
        r.actions.push(a);
    }
    r.to_json(Some(&game))
}

/// The screen's line that contains `text`.
fn line_with<'a>(screen: &'a str, text: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(text))
        .unwrap_or_else(|| panic!("no line with {text:?} in\n{screen}"))
}

#[test]
fn continue_lists_saved_games_newest_first_then_the_samples_and_opens_one() {
    let games = TempDir::new("list");
    // 2023-11-14 22:13 and 2001-09-09 01:46 UTC.
    write_dated(
        &games.join("older.json"),
        &record_text("Ola", "Per", 2),
        1_000_000_000,
    );
    write_dated(
        &games.join("newer.json"),
        &record_text("Ana", "Ben", 5),
        1_700_000_000,
    );
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(s.contains("Continue a saved game"), "{s}");
    assert!(s.contains("newest first"), "{s}");
    let newer = line_with(&s, "Ana v Ben");
    assert!(newer.contains("2023-11-14 22:13"), "{newer}");
    assert!(newer.contains("Hoyito II 2x6"), "{newer}");
    assert!(newer.contains("unfinished"), "{newer}");
    assert!(newer.trim_end().ends_with('5'), "moves: {newer}");
    let at = |t: &str| s.find(t).unwrap();
    assert!(at("Ana v Ben") < at("Ola v Per"), "newest first:\n{s}");
    assert!(
        at("Ola v Per") < at("sample    "),
        "the samples after:\n{s}"
    );
    let sample = line_with(&s, "Ben won 28-20");
    assert!(
        sample.contains("sample") && sample.contains("48"),
        "{sample}"
    );
    // The newest is chosen at first: Enter continues it, from its file.
    assert!(s.contains("newer.json"), "the chosen file is named:\n{s}");
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("the game is open");
    assert_eq!(
        p.session.record().players,
        ["Ana".to_string(), "Ben".to_string()]
    );
    assert_eq!(p.actions().len(), 5);
    assert_eq!(
        p.save_path.as_deref(),
        Some(games.join("newer.json").as_path())
    );
}

/// A record's text with computers at `levels` (South, North), numbered as records
/// numbered them before the ladder grew (4 hard, 5 expert, 3 medium).
fn computer_record_text(south: &str, north: &str, levels: [Option<u8>; 2]) -> String {
    let mut r = Record::new(Rules::hoyito(6), [south.into(), north.into()]);
    r.computers =
        levels.map(|l| l.and_then(|n| mancala_tui::engine::ai::Level::from_old_number(n.into())));
    r.to_json(Some(&r.start_game().unwrap()))
}

#[test]
fn the_list_says_which_side_was_a_computer_and_its_level() {
    let games = TempDir::new("computers");
    let files = [
        (
            "a.json",
            computer_record_text("Ana", "North", [None, Some(4)]),
        ),
        (
            "b.json",
            computer_record_text("South", "Ben", [Some(5), None]),
        ),
        (
            "c.json",
            computer_record_text("South", "North", [Some(1), Some(3)]),
        ),
        (
            "d.json",
            computer_record_text("Ola", "Deep", [None, Some(2)]),
        ),
    ];
    for (i, (name, text)) in files.iter().enumerate() {
        write_dated(&games.join(name), text, 1_700_000_000 - i as u64 * 60);
    }
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    // Wide: the level by name.
    let s = render(&mut app, 120, 40);
    line_with(&s, "Ana v computer (hard)");
    line_with(&s, "computer (expert) v Ben");
    line_with(&s, "computer (easy) v computer (medium)");
    line_with(&s, "Ola v Deep (computer, casual)");
    // At 80 columns each computer goes by its level alone: the level is what stays,
    // never cut, never renamed by its number.
    let s = screen(&mut app);
    for (row, players) in [
        ("a.json", "Ana v (hard) "),
        ("b.json", "(expert) v Ben "),
        ("c.json", "(easy) v (medium) "),
        ("d.json", "Ola v Deep (casual) "),
    ] {
        let line = line_with(&s, row);
        assert!(line.contains(players), "{players:?}: {line}");
        for number in ["computer 1", "computer 4", "computer 5", "comp."] {
            assert!(!line.contains(number), "{line}");
        }
    }
    // A person's games say nothing of a computer.
    assert!(!line_with(&s, "Ben won 28-20").contains("computer"), "{s}");
    // The game chosen has its players in full under the list when the column
    // cut them.
    line_with(&s, " a.json · Ana v computer (hard)");
    let s = render(&mut app, 120, 40);
    assert!(!s.contains("a.json ·"), "not cut: {s}");
    key(&mut app, KeyCode::Down);
    let s = screen(&mut app);
    line_with(&s, " b.json · computer (expert) v Ben");
}

#[test]
fn replay_opens_a_sample_and_esc_goes_back_to_the_menu() {
    let games = TempDir::new("replay");
    let mut app = menu_app(MenuItem::Replay, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(s.contains("Replay a game"), "{s}");
    key(&mut app, KeyCode::Esc);
    assert!(screen(&mut app).contains("Replay a game"), "the menu");
    assert!(matches!(
        app.screen,
        Screen::Menu {
            selected: MenuItem::Replay
        }
    ));
    key(&mut app, KeyCode::Enter);
    // Row 1 is the first sample (no saved games here); End is the last (Tsoro).
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Enter);
    // The file name is shown where there is room for it.
    let s = render(&mut app, 140, 30);
    assert!(s.contains("Replay: Tsoro 4x21"), "{s}");
    assert!(s.contains("sample tsoro-4x21.json"), "{s}");
}

#[test]
fn hostile_and_broken_files_are_shown_escaped_and_cannot_be_opened() {
    let games = TempDir::new("hostile");
    write_dated(
        &games.join("evil.json"),
        &record_text("\u{1b}]0;PWNED\u{7}Eve", "Bob\u{202e}", 1),
        2_000_000_000,
    );
    write_dated(&games.join("broken.json"), "{ not json", 1_900_000_000);
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(!s.contains('\u{1b}') && !s.contains('\u{202e}'), "{s:?}");
    assert!(s.contains("\\u{1b}]0;PWNED"), "{s}");
    assert!(
        line_with(&s, "broken.json").contains("cannot be read"),
        "{s}"
    );
    key(&mut app, KeyCode::Down);
    let s = screen(&mut app);
    assert!(
        s.contains("JSON syntax error"),
        "the reason, under the list:\n{s}"
    );
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(app.play().is_none());
    // The file is named by its whole path, wrapped where the screen ends.
    let squashed: String = s.split_whitespace().collect();
    assert!(squashed.contains("broken.json:line1,column3:JSON"), "{s}");
}

#[test]
fn a_path_can_be_typed_from_the_library() {
    let games = TempDir::new("typed");
    let typed_elsewhere_dir = TempDir::new("typed-elsewhere");

    let elsewhere = typed_elsewhere_dir.join("mine.json");
    std::fs::write(&elsewhere, record_text("Kim", "Lee", 3)).unwrap();
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('o'));
    assert!(screen(&mut app).contains("Record file:"));
    typed(&mut app, elsewhere.to_str().unwrap());
    key(&mut app, KeyCode::Enter);
    let p = app.play().expect("the typed file is open");
    assert_eq!(p.session.record().players[0], "Kim");
    // The first row also opens the prompt.
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Home);
    assert!(screen(&mut app).contains("Type a record file's path"));
    key(&mut app, KeyCode::Enter);
    assert!(screen(&mut app).contains("Record file:"));
}

#[test]
fn a_bare_save_name_goes_in_the_games_folder_and_is_listed() {
    let save_dir = TempDir::new("save");

    let games = save_dir.join("games");
    let mut app = menu_app(MenuItem::NewGame, &games);
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    let s = screen(&mut app);
    assert!(s.contains("A name without / is saved in"), "{s}");
    for _ in 0..40 {
        key(&mut app, KeyCode::Backspace);
    }
    typed(&mut app, "first.json");
    key(&mut app, KeyCode::Enter);
    assert!(
        games.join("first.json").is_file(),
        "saved in the games folder"
    );
    assert!(!app.play().unwrap().dirty());
    assert_eq!(
        app.play().unwrap().session.game().position().to_move(),
        Some(Player::North)
    );
    // Listed by Continue.
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(line_with(&s, "Ana v Ben").contains("unfinished"), "{s}");
}

/// The app on the menu with an autosave file in `data` (as after a restart).
fn app_with_autosave(data: &Path) -> App {
    let mut app = menu_app(MenuItem::NewGame, &data.join("games"));
    app.files.autosave =
        mancala_tui::store::autosave::Autosave::new(Some(data.join("autosave.json")));
    app
}

#[test]
fn a_game_left_without_saving_after_the_question_is_gone() {
    let data = TempDir::new("dont-save");
    let mut app = app_with_autosave(&data);
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    assert!(data.join("autosave.json").is_file());
    key(&mut app, KeyCode::Char('q'));
    let s = screen(&mut app);
    assert!(s.contains("Not saving throws the game away"), "{s}");
    key(&mut app, KeyCode::Char('d'));
    assert!(matches!(app.screen, Screen::Menu { .. }));
    assert!(
        !data.join("autosave.json").exists(),
        "\"don't save\" means gone"
    );
    assert!(!screen(&mut app).contains("interrupted"));
    // Nor is it filed away by the next game, or offered by the next run.
    app.start_play(
        Record::new(Rules::hoyito(6), ["Cat".into(), "Dan".into()]),
        None,
    )
    .unwrap();
    key(&mut app, KeyCode::Enter);
    assert!(!data.join("games").exists(), "no interrupted-N.json");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn ctrl_c_at_the_unsaved_question_keeps_the_game_as_an_interruption() {
    let data = TempDir::new("ctrl-c");
    let mut app = app_with_autosave(&data);
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('q'));
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(data.join("autosave.json").is_file());
    assert!(screen(&mut app).contains("An interrupted game can be resumed"));
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_game_cut_short_is_offered_on_the_menu_and_resumed() {
    let data = TempDir::new("resume");
    let mut app = app_with_autosave(&data);
    assert!(
        !screen(&mut app).contains("interrupted"),
        "nothing to resume"
    );
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    let actions = app.play().unwrap().actions().to_vec();
    assert_eq!(actions.len(), 2);
    assert!(
        data.join("autosave.json").is_file(),
        "written after each action"
    );
    // The program is cut short (a crash, a signal): the next run offers it.
    drop(app);
    let mut app = app_with_autosave(&data);
    let s = screen(&mut app);
    assert!(s.contains("An interrupted game can be resumed"), "{s}");
    assert!(s.contains("Hoyito II 2x6, Ana v Ben, 2 moves"), "{s}");
    assert!(s.contains("r resume it"), "{s}");
    key(&mut app, KeyCode::Char('r'));
    let p = app.play().expect("resumed");
    assert_eq!(p.actions(), actions);
    assert!(p.dirty(), "still unsaved");
    assert!(screen(&mut app).contains("The interrupted game goes on."));
    // Saving it removes the autosave.
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    assert!(!app.play().unwrap().dirty());
    assert!(!data.join("autosave.json").exists(), "removed once saved");
    let mut app = app_with_autosave(&data);
    assert!(!screen(&mut app).contains("interrupted"));
}

#[test]
fn declining_the_interrupted_game_asks_then_removes_it() {
    let data = TempDir::new("decline");
    let mut app = app_with_autosave(&data);
    let record = Record::new(Rules::tsoro(8), ["Kim".into(), "Lee".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    assert!(data.join("autosave.json").is_file());
    let mut app = app_with_autosave(&data);
    key(&mut app, KeyCode::Char('x'));
    let s = screen(&mut app);
    assert!(s.contains("Discard the interrupted game?"), "{s}");
    key(&mut app, KeyCode::Char('n'));
    assert!(data.join("autosave.json").is_file(), "kept: any other key");
    assert!(screen(&mut app).contains("r resume it"));
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('y'));
    assert!(!data.join("autosave.json").exists());
    assert!(!screen(&mut app).contains("interrupted"));
    assert!(app.play().is_none() && !app.quit, "still on the menu");
}

/// Open the settings from the menu.
fn open_settings(app: &mut App) {
    key(app, KeyCode::Char('6'));
    assert!(screen(app).contains(" Settings"), "{}", screen(app));
}

#[test]
fn settings_changed_in_the_menu_are_saved_and_used() {
    let settings_dir = TempDir::new("settings");

    let file = settings_dir.join("config.json");
    let mut app = app_with_config(&file);
    open_settings(&mut app);
    let s = screen(&mut app);
    for row in [
        "South's name",
        "Animation",
        "Speed",
        "ASCII only",
        "Background",
        "Key: left",
    ] {
        assert!(s.contains(row), "{row} in\n{s}");
    }
    // South's name: typed over the default.
    for _ in 0..5 {
        key(&mut app, KeyCode::Backspace);
    }
    typed(&mut app, "Ana");
    // ASCII on (row 5), background light (row 6).
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    let s = screen(&mut app);
    assert!(s.contains("Saved in"), "{s}");
    assert!(line_with(&s, "ASCII only").contains("< on >"), "{s}");
    assert!(line_with(&s, "Background").contains("< light >"), "{s}");
    assert!(
        app.prefs.theme.ascii && app.prefs.theme.light,
        "used at once"
    );
    let saved = mancala_tui::store::config::Config::load(
        &file,
        mancala_tui::tui::command_keys::command_using,
    );
    assert_eq!(saved.1, None);
    assert_eq!(saved.0.south, "Ana");
    assert!(saved.0.ascii);
    // Back on the menu, the new-game form starts with the name.
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('1'));
    assert!(line_with(&screen(&mut app), "South's name").contains("Ana"));
    // The next start reads them.
    let app = app_with_config(&file);
    assert!(app.prefs.theme.ascii && app.prefs.theme.light);
}

#[test]
fn a_bad_settings_file_says_what_is_wrong_and_the_defaults_are_used() {
    let bad_settings_dir = TempDir::new("bad-settings");

    let file = bad_settings_dir.join("config.json");
    std::fs::write(
        &file,
        "{ \"speed\": \"warp\", \"ascii\": true, \"colour\": 1 }",
    )
    .unwrap();
    let mut app = app_with_config(&file);
    let s = screen(&mut app);
    // Wrapped at the foot of the menu: read as one text.
    let words = s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains(r#""speed" must be "slow", "normal" or "fast" (got "warp")"#),
        "{s}"
    );
    assert!(words.contains(r#"unknown setting "colour" ignored"#), "{s}");
    assert!(app.prefs.theme.ascii, "the good settings are used");
    std::fs::write(&file, "not json at all").unwrap();
    let mut app = app_with_config(&file);
    let s = screen(&mut app);
    // Wrapped at the foot, where the line breaks depends on the folder's name.
    let words = s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("line 1, column 1: the settings must be a JSON object"),
        "{s}"
    );
    assert!(s.contains("New game"), "the menu works:\n{s}");
    // A change in the settings writes a good file: the message goes.
    open_settings(&mut app);
    let joined = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        joined(screen(&mut app)).contains("must be a JSON object"),
        "said here too"
    );
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Esc);
    assert!(!joined(screen(&mut app)).contains("must be a JSON object"));
    let (config, problems) = mancala_tui::store::config::Config::load(
        &file,
        mancala_tui::tui::command_keys::command_using,
    );
    assert_eq!(problems, None);
    assert!(!config.animation);
}

#[test]
fn a_board_key_moved_in_the_settings_acts_as_the_usual_one() {
    let dir = TempDir::new("keys");
    let file = dir.join("config.json");
    // Right moved to f (n, Dvorak's l position, starts a new game).
    std::fs::write(&file, r#"{ "keys": { "right": "f" } }"#).unwrap();
    let board_after = |file: Option<&Path>, pressed: char| {
        let mut app = menu_app(MenuItem::NewGame, &dir);
        if let Some(f) = file {
            app.load_config(f.to_path_buf());
        }
        let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
        app.start_play(record, None).unwrap();
        key(&mut app, KeyCode::Char(pressed));
        // The board and its lines; the key line names the keys in force (below).
        let s = screen(&mut app);
        s.lines().take(23).collect::<Vec<_>>().join("\n")
    };
    let moved = board_after(Some(&file), 'f');
    assert_eq!(moved, board_after(None, 'l'), "f does what l does");
    assert_ne!(
        moved,
        board_after(None, 'f'),
        "without the setting f is not right"
    );
    assert_eq!(
        board_after(Some(&file), 'l'),
        board_after(None, 'x'),
        "l, moved away, does nothing"
    );
    let mut app = menu_app(MenuItem::NewGame, &dir);
    app.load_config(file.clone());
    app.start_play(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        None,
    )
    .unwrap();
    assert!(
        screen(&mut app).contains("←↓↑→/hjkf move"),
        "the key line names f"
    );
    key(&mut app, KeyCode::Char('?'));
    assert!(screen(&mut app).contains("←↓↑→/hjkf"), "the help too");
    // Set in the settings screen: Enter on the key's row, then the key.
    let mut app = app_with_config(&dir.join("other.json"));
    open_settings(&mut app);
    for _ in 0..6 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert!(screen(&mut app).contains("Press the key for left"));
    key(&mut app, KeyCode::Char('j'));
    assert!(screen(&mut app).contains("j is already the key for down"));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('d'));
    let s = screen(&mut app);
    assert!(line_with(&s, "Key: left").contains("instead of h"), "{s}");
    assert_eq!(app.prefs.config.keys[0], 'd');
}

#[test]
fn the_help_speaks_of_colours_only_when_there_are_colours() {
    let help = |color: bool| {
        let mut app = menu_app(MenuItem::NewGame, Path::new("/nonexistent"));
        app.prefs.theme.color = color;
        let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
        app.start_play(record, None).unwrap();
        key(&mut app, KeyCode::Char('?'));
        render(&mut app, 100, 40)
    };
    let plain = help(false);
    assert!(plain.contains("Bold: choosable"), "{plain}");
    assert!(!plain.to_lowercase().contains("green"), "{plain}");
    assert!(help(true).contains("Green bold: choosable"));
}

#[test]
fn a_click_chooses_a_game_and_a_second_click_opens_it() {
    use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    let games = TempDir::new("click");
    let mut app = menu_app(MenuItem::Replay, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    let row = s
        .lines()
        .position(|l| l.contains("Hoyito II 2x12"))
        .unwrap() as u16;
    let click = |app: &mut App| {
        app.handle_mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: 20,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    click(&mut app);
    let s = screen(&mut app);
    assert!(
        line_with(&s, "Hoyito II 2x12").contains('▶'),
        "chosen:\n{s}"
    );
    assert!(s.contains("hoyito-2x12.json (built-in sample)"), "{s}");
    click(&mut app);
    assert!(screen(&mut app).contains("Replay: Hoyito II 2x12"));
}

#[test]
fn an_autosave_that_cannot_be_played_says_why_and_is_not_offered_again() {
    let data = TempDir::new("bad-autosave");
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.actions = vec!["a1".parse().unwrap(), "a1".parse().unwrap()];
    std::fs::write(data.join("autosave.json"), record.to_json(None)).unwrap();
    let mut app = app_with_autosave(&data);
    assert!(screen(&mut app).contains("An interrupted game can be resumed"));
    key(&mut app, KeyCode::Char('r'));
    assert!(app.play().is_none());
    let s = screen(&mut app);
    let words = s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("The interrupted game cannot be resumed: action 2"),
        "{s}"
    );
    assert!(!s.contains("r resume it"), "{s}");
    assert!(data.join("autosave.json").is_file(), "not removed unasked");
}

#[test]
fn the_animation_speed_setting_scales_each_step() {
    use mancala_tui::store::config::{Config, Speed};
    let first_steps = |speed: Speed| {
        let mut app = menu_app(MenuItem::NewGame, Path::new("/nonexistent"));
        app.prefs.set_animation(true);
        app.prefs.set(Config {
            speed,
            ..Config::default()
        });
        let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
        app.start_play(record, None).unwrap();
        key(&mut app, KeyCode::Enter);
        assert!(app.animating());
        (0..3).map(|_| app.tick().unwrap()).collect::<Vec<_>>()
    };
    let normal = first_steps(Speed::Normal);
    let slow = first_steps(Speed::Slow);
    let fast = first_steps(Speed::Fast);
    assert!(normal.iter().any(|d| !d.is_zero()), "{normal:?}");
    for i in 0..3 {
        assert_eq!(slow[i], normal[i] * 2, "{slow:?} {normal:?}");
        assert_eq!(fast[i], normal[i].mul_f64(0.4));
    }
}

/// The save prompt's state: what is typed, whether it asks "Replace it?", its error.
fn save_prompt(app: &App) -> (String, bool, Option<String>) {
    match &app.popup {
        Some(mancala_tui::tui::app::Popup::Save {
            input,
            overwrite,
            error,
            ..
        }) => (input.clone(), *overwrite, error.clone()),
        _ => panic!("the save prompt is not open"),
    }
}

/// Clear the save prompt (Ctrl-U), type `name` and press Enter.
fn save_as(app: &mut App, name: &str) {
    app.handle_key(KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL));
    typed(app, name);
    key(app, KeyCode::Enter);
}

#[test]
fn saving_onto_the_programs_own_files_is_refused_and_the_game_kept_unsaved() {
    let data = TempDir::new("own-files");
    let mut app = app_with_autosave(&data);
    app.files.progress_file = Some(data.join("lesson-progress.json"));
    app.files.config_file = Some(data.join("config").join("config.json"));
    std::fs::create_dir_all(data.join("config")).unwrap();
    std::fs::write(data.join("config").join("config.json"), "{}\n").unwrap();
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    let autosave = data.join("autosave.json");
    let kept = std::fs::read_to_string(&autosave).unwrap();
    key(&mut app, KeyCode::Char('s'));
    let d = data.display();
    for (typed_name, what) in [
        (format!("{d}/autosave.json"), "the autosave"),
        (format!("{d}/games/../autosave.json"), "the autosave"),
        (format!("{d}/autosave-3.json"), "the autosave"),
        (format!("{d}/autosave.lock"), "the autosave's lock"),
        (format!("{d}/lesson-progress.json"), "the lesson progress"),
        (format!("{d}/config/config.json"), "the settings"),
    ] {
        save_as(&mut app, &typed_name);
        assert!(app.popup.is_some(), "{typed_name}: saved");
        let (_, asked, error) = save_prompt(&app);
        let error = error.unwrap_or_default();
        assert!(!asked, "{typed_name}: refused, not asked");
        assert!(
            error.contains(&format!("is {what} of mancala-tui, not a place for a game")),
            "{typed_name}: {error}"
        );
    }
    // Nothing was written, the game is still unsaved, and leaving asks.
    assert_eq!(std::fs::read_to_string(&autosave).unwrap(), kept);
    assert!(!data.join("autosave-3.json").exists());
    assert_eq!(
        std::fs::read_to_string(data.join("config").join("config.json")).unwrap(),
        "{}\n"
    );
    assert!(!data.join("lesson-progress.json").exists());
    key(&mut app, KeyCode::Esc);
    assert!(app.play().unwrap().dirty());
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(
        app.popup,
        Some(mancala_tui::tui::app::Popup::Unsaved { .. })
    ));
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_resumed_games_file_named_by_the_autosave_is_not_replaced_without_asking() {
    let data = TempDir::new("planted-origin");
    let victim = data.join("victim.txt");
    std::fs::write(&victim, "precious, not a record\n").unwrap();
    // An autosave whose "autosave_of" was planted to name the victim.
    let text = record_text("Ana", "Ben", 1).replacen(
        "{\n",
        &format!("{{\n  \"autosave_of\": {:?},\n", victim.to_str().unwrap()),
        1,
    );
    std::fs::write(data.join("autosave.json"), text).unwrap();
    let mut app = app_with_autosave(&data);
    key(&mut app, KeyCode::Char('r'));
    assert!(app.play().is_some(), "resumed");
    key(&mut app, KeyCode::Char('s'));
    let (input, _, _) = save_prompt(&app);
    assert_eq!(input, victim.to_str().unwrap(), "offered as its file");
    key(&mut app, KeyCode::Enter);
    let (_, asked, _) = save_prompt(&app);
    assert!(asked, "exists. Replace it? is asked");
    let shown = render(&mut app, 80, 24);
    // Wrapped inside the popup, the answers too.
    assert!(
        shown.contains(" exists.") && shown.contains("y yes, n no"),
        "{shown}"
    );
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "precious, not a record\n"
    );
    // A real record named there is asked about too: this run did not read it.
    std::fs::write(&victim, record_text("Old", "Game", 2)).unwrap();
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    assert!(save_prompt(&app).1, "asked");
    // Agreed once, it is this game's file: saving again does not ask.
    key(&mut app, KeyCode::Char('y'));
    assert!(app.popup.is_none());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none(), "saved without asking");
    // ...unless what is there is no longer a record.
    std::fs::write(&victim, "replaced by hand").unwrap();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    assert!(save_prompt(&app).1, "asked: not a record");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn folders_are_refused_as_save_names_and_the_default_name_is_not_taken() {
    let games = TempDir::new("save-names");
    let mut app = menu_app(MenuItem::NewGame, &games);
    app.files.stamp = "2026-12-02-1905".into();
    for taken in [
        "hoyito-2026-12-02-1905.json",
        "hoyito-2026-12-02-1905-2.json",
    ] {
        std::fs::write(games.join(taken), record_text("A", "B", 1)).unwrap();
    }
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(save_prompt(&app).0, "hoyito-2026-12-02-1905-3.json");
    for folder in [".", "..", "/", "~", "sub/"] {
        save_as(&mut app, folder);
        let (_, asked, error) = save_prompt(&app);
        assert!(!asked, "{folder}: not asked to replace a folder");
        let error = error.unwrap_or_default();
        assert!(
            error.ends_with("is a folder: type a file name."),
            "{folder}: {error}"
        );
    }
    // The default name saves as a new file, the taken ones untouched.
    save_as(&mut app, "hoyito-2026-12-02-1905-3.json");
    assert!(app.popup.is_none());
    assert!(games.join("hoyito-2026-12-02-1905-3.json").is_file());
    let _ = std::fs::remove_dir_all(&games);
}

#[test]
fn the_rows_show_file_names_and_a_saved_game_is_deleted_after_a_question() {
    let games = TempDir::new("delete");
    write_dated(
        &games.join("first.json"),
        &record_text("Ana", "Ben", 3),
        1_700_000_000,
    );
    write_dated(
        &games.join("second.json"),
        &record_text("Ola", "Per", 1),
        1_000_000_000,
    );
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    let header = line_with(&s, "Date");
    assert!(header.contains("File"), "{header}");
    // The file's name on its row, in its column, at 80 columns and at 110: whole,
    // where the players leave the room.
    let row = line_with(&s, "2023-11-14");
    assert!(
        row.contains("first.json       Hoyito II 2x6  Ana v Ben"),
        "{row}"
    );
    assert!(
        line_with(&s, "Ola v Per").contains("second.json "),
        "whole:\n{s}"
    );
    assert!(
        line_with(&s, "Ana won 52-44").contains("hoyito-2x12.json "),
        "a sample's too:\n{s}"
    );
    let wide = render(&mut app, 110, 24);
    assert!(
        line_with(&wide, "Ola v Per").contains("second.json"),
        "{wide}"
    );
    assert!(
        line_with(&wide, "Ana won 52-44").contains("hoyito-2x12.json"),
        "{wide}"
    );
    // The key line names delete while a saved game is chosen, and the help explains it.
    assert!(line_with(&s, "Esc back").contains("· d delete ·"), "{s}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        line_with(&help, "│d ").contains("delete the saved game chosen (asks first); Delete too"),
        "{help}"
    );
    key(&mut app, KeyCode::Esc);
    // d asks; any key but y keeps the game.
    key(&mut app, KeyCode::Char('d'));
    let s = screen(&mut app);
    assert!(
        s.contains("Delete first.json? It cannot be undone. y yes, any other key no"),
        "{s}"
    );
    key(&mut app, KeyCode::Char('n'));
    assert!(games.join("first.json").is_file(), "kept");
    assert!(!screen(&mut app).contains("Delete first.json?"));
    // Asked again (the Delete key), y deletes it: the list no longer has it.
    key(&mut app, KeyCode::Delete);
    key(&mut app, KeyCode::Char('y'));
    assert!(!games.join("first.json").exists());
    let s = screen(&mut app);
    assert!(s.contains("Deleted first.json."), "{s}");
    assert!(!s.contains("2023-11-14"), "{s}");
    assert!(
        line_with(&s, "Ola v Per").starts_with('▶'),
        "the next one is chosen:\n{s}"
    );
    // A sample is never deleted, and the key line does not offer it there.
    key(&mut app, KeyCode::Down);
    let s = screen(&mut app);
    assert!(
        line_with(&s, "built-in sample").contains("hoyito-2x6.json"),
        "{s}"
    );
    assert!(!line_with(&s, "Esc back").contains("delete"), "{s}");
    key(&mut app, KeyCode::Char('d'));
    let s = screen(&mut app);
    assert!(!s.contains("y yes, any other key no"), "not asked:\n{s}");
    assert!(s.contains("only saved games can be deleted"), "{s}");
    assert_eq!(
        app_rows(&mut app),
        4,
        "the saved game and the three samples"
    );
    let _ = std::fs::remove_dir_all(&games);
}

/// The rows of the library on screen (its listing).
fn app_rows(app: &mut App) -> usize {
    match &app.screen {
        Screen::Library(l) => l.listing.entries.len(),
        _ => panic!("not the library"),
    }
}

#[test]
fn a_wide_name_keeps_every_column_of_its_row_in_place() {
    let games = TempDir::new("wide");
    let wide = "李".repeat(33);
    write_dated(
        &games.join("wide.json"),
        &record_text(&wide, "Ben", 5),
        1_700_000_000,
    );
    write_dated(
        &games.join("n.json"),
        &record_text("Ana", "Ben", 5),
        1_600_000_000,
    );
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    for (w, h) in [(80, 24), (120, 40)] {
        let s = render(&mut app, w, h);
        // The rows by their dates: at 80 columns the file column may cut the names.
        let wide_row = line_with(&s, "▶ 2023-11-14");
        let narrow_row = line_with(&s, "2020-09-13");
        let result_at = |row: &str| {
            let at = row.find("unfinished").unwrap_or_else(|| panic!("{row}"));
            mancala_tui::words::text::width(&row[..at])
        };
        assert_eq!(result_at(wide_row), result_at(narrow_row), "{w}x{h}:\n{s}");
        assert!(wide_row.trim_end().ends_with(" 5"), "the moves: {wide_row}");
        assert!(
            mancala_tui::words::text::width(wide_row) <= w as usize,
            "{wide_row}"
        );
    }
    let _ = std::fs::remove_dir_all(&games);
}

#[test]
fn an_invisible_character_in_a_file_name_is_shown_escaped() {
    let games = TempDir::new("invisible");
    write_dated(
        &games.join("x\u{200b}y.json"),
        &record_text("Ana", "Ben", 1),
        1_700_000_000,
    );
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    let s = render(&mut app, 120, 40);
    assert!(s.contains(r"x\u{200b}y.json"), "{s}");
    assert!(!s.contains("xy.json"), "{s}");
    let _ = std::fs::remove_dir_all(&games);
}

#[test]
fn a_slip_in_the_settings_keeps_the_rest_and_the_menu_shows_each_problem_whole() {
    let dir = TempDir::new("slips");
    let file = dir.join("config.json");
    std::fs::write(
        &file,
        "{ \"north\": \"Bea\",\n  \"speed\": fast,\n  \"theme\": \"blue\",\n  \"ascii\": true,\n  \"north\": \"Ana\" }",
    )
    .unwrap();
    let mut app = app_with_config(&file);
    assert_eq!(app.prefs.config.north, "Ana", "the good settings are kept");
    assert!(app.prefs.config.ascii);
    let s = screen(&mut app);
    let flat = s.split_whitespace().collect::<Vec<_>>().join(" ");
    // The file's path is cut at 80 columns and takes a line of its own when the
    // temporary folder's path is long, leaving one line fewer for the problems: the
    // menu shows the first whole, and says how to see the rest.
    for said in [
        "Settings in",
        "line 2, column 12: the value of \"speed\" is not JSON",
        " more lines: ? shows the whole message",
    ] {
        assert!(flat.contains(said), "{said:?} at 80x24:\n{s}");
    }
    key(&mut app, KeyCode::Char('?'));
    let s = screen(&mut app).replace('|', " ");
    let flat = s.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "line 3, column 12: \"theme\" must be \"dark\" or \"light\" (the terminal's background) (got \"blue\"); the default is used",
        "line 5, column 3: \"north\" is set twice (first on line 1); this later one is used",
    ] {
        assert!(flat.contains(said), "{said:?} in the help at 80x24:\n{s}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_problems_that_do_not_fit_the_foot_are_all_in_the_help() {
    let dir = TempDir::new("many-slips");
    let file = dir.join("config.json");
    let text = format!(
        "{{\n{}\n}}",
        (1..=12)
            .map(|i| format!("  \"unknown{i}\": {i},"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    std::fs::write(&file, text).unwrap();
    let mut app = app_with_config(&file);
    let s = screen(&mut app);
    assert!(s.contains("more lines: ? shows the whole message"), "{s}");
    key(&mut app, KeyCode::Char('?'));
    let s = render(&mut app, 120, 40);
    for i in 1..=12 {
        assert!(
            s.contains(&format!(
                "line {}, column 3: unknown setting \"unknown{i}\"",
                i + 1
            )),
            "problem {i} in the help:\n{s}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_board_key_on_a_commands_key_is_refused_naming_the_command() {
    let dir = TempDir::new("clash");
    let file = dir.join("config.json");
    std::fs::write(
        &file,
        r#"{ "keys": { "up": "q", "continue": "s", "left": "v" } }"#,
    )
    .unwrap();
    let mut app = app_with_config(&file);
    // The clashes are named; the key that clashes with nothing still applies.
    assert_eq!(app.prefs.config.keys, ['v', 'j', 'k', 'l', 'c', 't']);
    let flat = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let notice = app.menu_notice.clone().unwrap();
    assert!(
        flat(notice.clone()).contains("keys.up: q is taken by a command: back where the game was opened from (asks to save); choose another; k is used"),
        "{notice}"
    );
    assert!(
        notice.contains("keys.continue: s is taken by a command: save the game record"),
        "{notice}"
    );
    // In the settings screen too: the key for continue set to s is refused.
    open_settings(&mut app);
    for _ in 0..10 {
        if screen(&mut app)
            .lines()
            .any(|l| l.contains("▶") && l.contains("Key: continue"))
        {
            break;
        }
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    let s = flat(screen(&mut app));
    assert!(
        s.contains("s is taken by a command: save the game record"),
        "{s}"
    );
    assert_eq!(app.prefs.config.keys[4], 'c', "unchanged");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_head_prompt_names_the_keys_the_player_has() {
    let dir = TempDir::new("head-keys");
    let file = dir.join("config.json");
    std::fs::write(&file, r#"{ "keys": { "continue": "v", "stop": "z" } }"#).unwrap();
    let mut app = app_with_config(&file);
    let record = Record::new(Rules::tsoro(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    // a1 reaches South's head f1 (as in the head lessons).
    key(&mut app, KeyCode::Enter);
    let s = screen(&mut app);
    assert!(s.contains("▶continue [v] stop [z]"), "{s}");
    assert!(
        s.contains("v continue") && s.contains("z stop"),
        "the key line too:\n{s}"
    );
    key(&mut app, KeyCode::Char('c'));
    assert!(
        screen(&mut app).contains("continue [v] stop [z]"),
        "c no longer answers"
    );
    key(&mut app, KeyCode::Char('z'));
    assert!(
        !screen(&mut app).contains("continue [v] stop [z]"),
        "z stops"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ctrl_c_then_dont_save_throws_the_game_away() {
    let dir = TempDir::new("ctrl-c-discard");
    let mut app = menu_app(MenuItem::NewGame, &dir.join("games"));
    app.files.autosave =
        mancala_tui::store::autosave::Autosave::new(Some(dir.join("autosave.json")));
    let record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    app.update();
    assert!(dir.join("autosave.json").is_file(), "kept while in play");
    app.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(
        screen(&mut app).contains("don't save"),
        "{}",
        screen(&mut app)
    );
    key(&mut app, KeyCode::Char('d'));
    app.update();
    assert!(app.quit, "quits");
    assert!(
        !dir.join("autosave.json").exists(),
        "the game is gone, as the question said"
    );
}

/// The library's screen with its folder line's path (a temporary folder) replaced.
fn without_folder(screen: &str) -> String {
    screen
        .lines()
        .map(|l| match l.find("Saved games in ") {
            Some(at) => format!("{}Saved games in [the test's folder]", &l[..at]),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn continue_shows_whole_file_names_when_wide_and_the_computers_level_at_80_columns() {
    let games = TempDir::new("columns");
    write_dated(
        &games.join("interrupted-3.json"),
        &computer_record_text("Ana", "North", [None, Some(5)]),
        1_700_000_000,
    );
    write_dated(
        &games.join("with-deep.json"),
        &computer_record_text("Ola", "Deep", [None, Some(2)]),
        1_699_999_000,
    );
    write_dated(
        &games.join("interrupted-12.json"),
        &record_text("Ana", "Ben", 4),
        1_699_998_000,
    );
    let mut app = menu_app(MenuItem::Continue, &games);
    key(&mut app, KeyCode::Enter);
    // At 200 columns (the list 160 wide) every file name is whole.
    let wide = without_folder(&render(&mut app, 200, 50));
    for name in [
        "interrupted-3.json ",
        "with-deep.json ",
        "interrupted-12.json ",
    ] {
        assert!(line_with(&wide, name).starts_with(' '), "{wide}");
    }
    assert!(!wide.contains("interrupted-3.js…"), "{wide}");
    insta::assert_snapshot!("continue-columns-200x50", wide);
    // At 80 the players column keeps each computer's level: short, never cut.
    let small = without_folder(&screen(&mut app));
    assert!(
        line_with(&small, "▶ 2023-11-14").contains("Ana v (expert) "),
        "{small}"
    );
    assert!(
        line_with(&small, "with-dee").contains("Ola v Deep (casual) "),
        "{small}"
    );
    insta::assert_snapshot!("continue-columns-80x24", small);
    let _ = std::fs::remove_dir_all(&games);
}

#[test]
fn a_timed_game_cut_short_is_resumed_with_its_clocks_as_after_the_last_action() {
    use mancala_tui::store::record::{Clock, TimeControl};
    use mancala_tui::tui::clock::FakeTime;
    let data = TempDir::new("resume-clock");
    let mut app = app_with_autosave(&data);
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.clock = Some(Clock::new(TimeControl::parse("3+2").unwrap()));
    app.start_play(record, None).unwrap();
    let time = FakeTime::default();
    app.play_mut()
        .unwrap()
        .set_time_source(std::sync::Arc::new(time.clone()));
    time.advance(20_000);
    key(&mut app, KeyCode::Enter);
    time.advance(45_000);
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    let clocks = app.play().unwrap().clocks().unwrap();
    assert_eq!(clocks, [162_000, 137_000]);
    drop(app);
    let mut app = app_with_autosave(&data);
    key(&mut app, KeyCode::Char('r'));
    let time = FakeTime::default();
    let p = app.play_mut().expect("resumed");
    p.set_time_source(std::sync::Arc::new(time.clone()));
    assert_eq!(p.clocks(), Some(clocks), "as after the last action");
    time.advance(1_000);
    assert_eq!(
        app.play().unwrap().clocks(),
        Some([161_000, 137_000]),
        "South's clock runs on"
    );
}
