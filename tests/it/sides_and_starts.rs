//! Issue 19 part 1, sides and starts: the side a person takes against the computer,
//! a rematch with the sides swapped, a balanced start drawn from a book (played,
//! saved and read back as it was), and the one line on why South starts behind.

use crate::common::screen;
use crate::common::temp::TempDir;

use mancala_rules::{Game, Player, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::OpeningSource;
use mancala_tui::store::record::{self, Record};
use mancala_tui::study::openings;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;

const NOTE_2X6: &str =
    "South, moving first, starts behind in 2x6: New game offers North or balanced.";

fn play(app: &App) -> &mancala_tui::tui::play::PlayState {
    app.play().expect("playing")
}

/// Go down the form to the row labelled `label`.
fn form_to(app: &mut App, label: &str) {
    for _ in 0..20 {
        let Screen::NewGame(form) = &app.screen else {
            panic!("not the form")
        };
        if form.rows(true)[form.field].1 == label {
            return;
        }
        key(app, KeyCode::Down);
    }
    panic!("no field {label}");
}

#[test]
fn against_the_computer_the_form_asks_your_side_and_offers_a_balanced_start() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    assert!(
        !shown.contains("You play"),
        "two people: no side to choose\n{shown}"
    );
    assert!(shown.contains("Opening       < usual >"), "{shown}");
    form_to(&mut app, "North plays");
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app);
    // A person on South against the computer: balanced by default, so who moves first
    // is not said.
    assert!(shown.contains("You play      < South >"), "{shown}");
    assert!(shown.contains("Opening       < balanced >"), "{shown}");
    // Taking North: the person's name and the computer's level change sides.
    form_to(&mut app, "South's name");
    typed(&mut app, "Ana");
    form_to(&mut app, "You play");
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app);
    assert!(shown.contains("You play      < North >"), "{shown}");
    assert!(
        shown.contains("South plays   < computer, 1 easy (about 880) >"),
        "{shown}"
    );
    // North does not start behind: the usual start.
    assert!(shown.contains("Opening       < usual >"), "{shown}");
    assert!(shown.contains("North's name  Ana"), "{shown}");
    // A balanced start: who moves first depends on the start drawn, so it is not said.
    form_to(&mut app, "Opening");
    key(&mut app, KeyCode::Right);
    form_to(&mut app, "You play");
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app);
    assert!(shown.contains("You play      < South >"), "{shown}");
    assert!(shown.contains("Opening       < balanced >"), "{shown}");
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    let p = play(&app);
    assert_eq!(
        p.session.record().players,
        ["South".to_string(), "Ana".to_string()]
    );
    assert_eq!(p.session.record().computers, [Some(Level::Easy), None]);
    let source = p
        .session
        .record()
        .opening
        .clone()
        .expect("a balanced start's book and line");
    assert_eq!(source.book, "hoyito-2x6");
    let book = openings::book(&source.book).unwrap();
    let line = book
        .lines()
        .unwrap()
        .into_iter()
        .find(|l| l.line == source.line)
        .expect("the line is a start of the book");
    let start = openings::position_after(Rules::hoyito(6), &line.actions).unwrap();
    assert_eq!(p.session.record().start.as_ref(), Some(&start));
    assert_eq!(
        p.session.game().position().rows(),
        start.board,
        "the game begins there"
    );
    assert!(
        p.log[0].starts_with(&format!(
            "Hoyito II 2x6 begins from a balanced start (book hoyito-2x6, line {}).",
            source.line
        )),
        "{:?}",
        p.log
    );
}

#[test]
fn a_new_game_with_the_defaults_and_the_computer_on_north_starts_from_a_book() {
    for holes in [6, 12] {
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Enter);
        if holes == 12 {
            form_to(&mut app, "Board");
            while !screen(&mut app).contains("< 2x12 >") {
                key(&mut app, KeyCode::Right);
            }
        }
        form_to(&mut app, "North plays");
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Enter);
        let record = play(&app).session.record();
        let source = record.opening.clone().expect("a book's line");
        assert!(
            source.book.starts_with(&format!("hoyito-2x{holes}")),
            "{source:?}"
        );
        let line = openings::book(&source.book)
            .unwrap()
            .lines()
            .unwrap()
            .into_iter()
            .find(|l| l.line == source.line)
            .expect("a line of the book");
        let start = openings::position_after(Rules::hoyito(holes), &line.actions).unwrap();
        assert_eq!(record.start.as_ref(), Some(&start), "2x{holes}");
        assert!(
            !play(&app).log.iter().any(|l| l.contains("starts behind")),
            "not said from a balanced start"
        );
    }
}

#[test]
fn the_usual_start_chosen_on_the_form_is_the_usual_start() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    form_to(&mut app, "North plays");
    key(&mut app, KeyCode::Right);
    form_to(&mut app, "Opening");
    key(&mut app, KeyCode::Right);
    assert!(screen(&mut app).contains("Opening       < usual >"));
    // Chosen, it stays chosen when the level changes.
    form_to(&mut app, "North plays");
    key(&mut app, KeyCode::Right);
    assert!(screen(&mut app).contains("Opening       < usual >"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).session.record().start, None);
    assert_eq!(play(&app).session.record().opening, None);
}

#[test]
fn tsoro_offers_only_the_usual_start_and_says_why() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right); // Tsoro
    form_to(&mut app, "Opening");
    key(&mut app, KeyCode::Right);
    let shown = screen(&mut app);
    assert!(
        shown.contains("Opening         < usual (Tsoro has no book of balanced starts) >"),
        "{shown}"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).session.record().start, None);
    assert_eq!(play(&app).session.record().opening, None);
}

#[test]
fn a_balanced_start_plays_saves_with_its_start_and_book_and_reloads_identically() {
    let rules = Rules::hoyito(12);
    let drawn = openings::draw(rules, 100).unwrap();
    // Pick 100 of the 200 starts for 2x12: the first of the second book (line 4).
    assert_eq!(
        drawn.source,
        OpeningSource {
            book: "hoyito-2x12-b".into(),
            line: 4
        }
    );
    let mut record = Record::new(rules, ["Ana".into(), "Ben".into()]);
    drawn.clone().put_in(&mut record);
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, None).unwrap();
    let after_book = {
        let book = openings::book("hoyito-2x12-b").unwrap();
        let mut g = Game::new(rules).unwrap();
        for &a in &book.lines().unwrap()[0].actions {
            g.apply(a).unwrap();
        }
        g
    };
    assert_eq!(
        play(&app).session.game().position().fingerprint(),
        after_book.position().fingerprint()
    );
    // Three actions from there, by keys, whoever is to move.
    for _ in 0..3 {
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(play(&app).actions().len(), 3);
    let dir = TempDir::new("save");
    let file = dir.join("balanced.json");
    let Screen::Play(p) = &mut app.screen else {
        panic!()
    };
    p.save(&file).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("\"opening\": { \"book\": \"hoyito-2x12-b\", \"line\": 4 }"),
        "{text}"
    );
    assert!(text.contains("\"start\": { \"board\": ["), "{text}");
    let (read, game) = record::load_file(&file.to_string_lossy()).unwrap();
    assert_eq!(read.start, Some(drawn.start.clone()));
    assert_eq!(read.opening, Some(drawn.source.clone()));
    assert_eq!(read.actions, play(&app).actions());
    assert_eq!(read, play(&app).record());
    assert_eq!(
        game.position().fingerprint(),
        play(&app).session.game().position().fingerprint()
    );
    // Written again, the same text.
    assert_eq!(read.to_json(Some(&game)), text);
    // Opened to play on: the same position, and the same start in the record.
    app.start_play(read.clone(), Some(file.clone())).unwrap();
    assert_eq!(
        play(&app).session.game().position().fingerprint(),
        game.position().fingerprint()
    );
    assert_eq!(play(&app).record(), read);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_opening_without_a_start_or_of_the_wrong_form_is_refused_by_name() {
    let base =
        r#"{"format":"mancala-record","version":1,"rules":{"game":"hoyito-ii"},"actions":[]"#;
    let e = Record::parse(&format!(
        r#"{base},"opening":{{"book":"hoyito-2x6","line":4}}}}"#
    ))
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "opening names the book a start came from, but the record has no start"
    );
    let start = r#""start":{"board":[[4,4,4,4,4,4],[4,4,4,4,4,4]]}"#;
    let e = Record::parse(&format!(
        r#"{base},{start},"opening":{{"book":"x","line":0}}}}"#
    ))
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "opening.line must be a line number, 1 or more (got 0)"
    );
    let e = Record::parse(&format!(r#"{base},{start},"opening":"hoyito-2x6"}}"#)).unwrap_err();
    assert!(
        e.to_string().starts_with("opening must be an object"),
        "{e}"
    );
    // A book's name from a file is shown escaped.
    let read = Record::parse(&format!(
        r#"{base},{start},"opening":{{"book":"x\u001b[2Jy","line":9}}}}"#
    ))
    .unwrap();
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(read, None).unwrap();
    let log = &play(&app).log[0];
    assert!(!log.contains('\u{1b}'), "{log:?}");
    assert!(log.contains("line 9"), "{log:?}");
}

#[test]
fn a_rematch_keeps_the_sides_or_swaps_them_when_asked() {
    let mut app = finished_against_computer();
    let shown = screen(&mut app);
    assert!(
        shown.contains("w rematch with the sides swapped"),
        "{shown}"
    );
    key(&mut app, KeyCode::Char('w'));
    key(&mut app, KeyCode::Char('d')); // don't save
    let p = play(&app);
    assert!(p.actions().is_empty());
    // The unnamed computer is South's now, not a player named "North" (issue 37).
    assert_eq!(
        p.session.record().players,
        ["South".to_string(), "Ana".to_string()]
    );
    assert_eq!(p.session.record().computers, [Some(Level::Easy), None]);
    let labels = [Player::South, Player::North].map(|s| p.session.record().side_label(s));
    assert_eq!(
        labels,
        [
            "South (computer, easy)".to_string(),
            "Ana (North)".to_string()
        ]
    );
    assert_eq!(
        p.session.record().start.as_ref().map(|s| s.board.clone()),
        Some(vec![vec![0, 1, 3, 0, 0, 0], vec![0, 0, 0, 0, 2, 2]]),
        "the same start"
    );
    // r: the same sides.
    let mut app = finished_against_computer();
    key(&mut app, KeyCode::Esc);
    let shown = screen(&mut app);
    assert!(shown.contains("w swap sides"), "{shown}");
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('d'));
    let p = play(&app);
    assert_eq!(
        p.session.record().players,
        ["Ana".to_string(), "North".to_string()]
    );
    assert_eq!(p.session.record().computers, [None, Some(Level::Easy)]);
    // w on the board (the result closed) swaps too.
    let mut app = finished_against_computer();
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('w'));
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(
        play(&app).session.record().computers,
        [Some(Level::Easy), None]
    );
}

fn against_computer(rules: Rules, person: Player) -> Record {
    let mut record = Record::new(rules, ["South".into(), "North".into()]);
    record.computers[person.opponent().index()] = Some(Level::Easy);
    record
}

#[test]
fn the_first_game_as_south_against_the_computer_says_once_why_south_starts_behind() {
    let dir = TempDir::new("note");
    let settings = dir.join("config.json");
    let mut app = menu_app(MenuItem::NewGame);
    app.files.config_file = Some(settings.clone());
    // Not said where it is not true or not the case: North, two people, Tsoro, 2x8,
    // a balanced start.
    let mut balanced = against_computer(Rules::hoyito(6), Player::South);
    openings::draw(Rules::hoyito(6), 3)
        .unwrap()
        .put_in(&mut balanced);
    for record in [
        against_computer(Rules::hoyito(6), Player::North),
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        against_computer(Rules::tsoro(21), Player::South),
        against_computer(Rules::hoyito(8), Player::South),
        balanced,
    ] {
        app.start_play(record, None).unwrap();
        assert!(!screen(&mut app).contains("starts behind"));
        assert!(!app.prefs.config.told_south_behind);
    }
    assert!(!settings.exists());
    app.start_play(against_computer(Rules::hoyito(6), Player::South), None)
        .unwrap();
    let shown = screen(&mut app);
    assert!(shown.contains(&format!(" {NOTE_2X6}")), "{shown}");
    assert!(app.prefs.config.told_south_behind);
    let kept = std::fs::read_to_string(&settings).unwrap();
    assert!(kept.contains("\"told_south_behind\": true"), "{kept}");
    // Once: not in the next game, nor after the settings are read again.
    app.start_play(against_computer(Rules::hoyito(6), Player::South), None)
        .unwrap();
    assert!(!screen(&mut app).contains("starts behind"));
    let mut again = menu_app(MenuItem::NewGame);
    again.load_config(settings.clone());
    again
        .start_play(against_computer(Rules::hoyito(12), Player::South), None)
        .unwrap();
    assert!(!screen(&mut again).contains("starts behind"));
    // On 2x12 it names 2x12.
    let mut fresh = menu_app(MenuItem::NewGame);
    fresh
        .start_play(against_computer(Rules::hoyito(12), Player::South), None)
        .unwrap();
    assert!(
        screen(&mut fresh)
            .contains("South, moving first, starts behind in 2x12: New game offers North"),
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_command_line_refuses_a_balanced_start_where_no_book_exists() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    for (args, why) in [
        (
            &["play", "tsoro", "--opening", "balanced"][..],
            "Tsoro has no book of balanced starts",
        ),
        (
            &["play", "--holes", "8", "--opening", "balanced"][..],
            "balanced starts exist for Hoyito II 2x6 and 2x12 only",
        ),
    ] {
        let out = std::process::Command::new(bin).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "a usage mistake");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!(
                "mancala: --opening balanced: {why}; leave --opening out for the usual start\n"
            )
        );
    }
    let out = std::process::Command::new(bin)
        .args(["play", "--load", "g.json", "--opening", "balanced"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "a loaded game has its start");
}

/// A match against the computer from the form: its first round starts the usual way,
/// and the note offers what the form offers a match (North, no balanced start).
#[test]
fn a_match_against_the_computer_is_told_only_what_the_form_offers_it() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    form_to(&mut app, "North plays");
    key(&mut app, KeyCode::Right);
    form_to(&mut app, "Match");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(play(&app).round(), Some(1));
    let log = play(&app).log.join("\n");
    assert!(
        log.contains("South, moving first, starts behind in 2x6: New game offers North."),
        "{log}"
    );
    assert!(!log.contains("balanced"), "{log}");
}
