//! Clocks and resigning in local games (issue 40, items 1 and 4): a fake time moved by
//! hand (no test sleeps), a turn that runs out, increments, undo, the record's
//! optional fields and what older readers make of them, the screen, plain mode and
//! `mancala check`.

use crate::common::binary::{mancala, mancala_in};
use crate::common::screen::*;
use crate::common::temp::TempDir;

use mancala_rules::{Player, Rules};
use mancala_tui::store::record::{Clock, Ending, Record, TimeControl};
use mancala_tui::tui::app::{App, Popup};
use mancala_tui::tui::clock::FakeTime;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

/// A game between Ana and Ben with the clock `control`, its time a fake one.
fn timed(rules: Rules, control: &str) -> (App, FakeTime) {
    let mut record = Record::new(rules, ["Ana".into(), "Ben".into()]);
    record.clock = Some(Clock::new(TimeControl::parse(control).unwrap()));
    let mut app = app_for(record);
    let fake = FakeTime::default();
    app.play_mut()
        .unwrap()
        .set_time_source(Arc::new(fake.clone()));
    (app, fake)
}

fn clocks(app: &App) -> [i64; 2] {
    app.play().unwrap().clocks().expect("a clock")
}

#[test]
fn a_turn_that_runs_out_ends_the_game_on_time_and_increments_are_added() {
    let (mut app, time) = timed(Rules::hoyito(6), "1+2");
    assert_eq!(clocks(&app), [60_000, 60_000]);
    // South thinks 30 s, then sows: 30 s left and 2 s added.
    time.advance(30_000);
    assert_eq!(
        clocks(&app),
        [30_000, 60_000],
        "South's clock runs, North's not"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(clocks(&app), [32_000, 60_000]);
    // North thinks a whole minute and a little more: out of time.
    time.advance(59_999);
    app.update();
    assert!(app.play().unwrap().session.ending().is_none(), "1 ms left");
    time.advance(2);
    app.update();
    let p = app.play().unwrap();
    assert_eq!(p.session.ending(), Some(Ending::OutOfTime(Player::North)));
    assert!(p.clocks().unwrap()[1] <= 0, "{:?}", p.clocks());
    assert!(matches!(app.popup, Some(Popup::Result)), "the result opens");
    let text = screen(&mut app);
    assert!(text.contains("Ana (South) wins on time!"), "{text}");
    assert!(text.contains("Ben (North) ran out of time"), "{text}");
    // Time no longer runs.
    let before = clocks(&app);
    time.advance(10_000);
    app.update();
    assert_eq!(clocks(&app), before);
    // The record keeps the clock, the action's time and who ran out.
    let record = app.play().unwrap().record();
    let json = record.to_json(None);
    assert!(
        json.contains(
            r#""clock": { "minutes": 1, "increment": 2, "spent": [30000], "pending": 60001 }"#
        ),
        "{json}"
    );
    assert!(json.contains(r#""out_of_time": "north""#), "{json}");
    let again = Record::parse(&json).unwrap();
    assert_eq!(again, record);
}

#[test]
fn undo_after_a_turn_out_of_time_gives_back_the_clocks_of_the_turn_before() {
    let (mut app, time) = timed(Rules::hoyito(6), "1+2");
    time.advance(10_000);
    key(&mut app, KeyCode::Enter);
    time.advance(5_000);
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    assert_eq!(clocks(&app), [52_000, 57_000]);
    // South runs out.
    time.advance(52_000);
    app.update();
    assert_eq!(
        app.play().unwrap().session.ending(),
        Some(Ending::OutOfTime(Player::South))
    );
    key(&mut app, KeyCode::Esc);
    // Undo takes back the turn out of time and North's action before it: North is
    // to move with the time North had then, South's as it was after its action.
    key(&mut app, KeyCode::Char('u'));
    let p = app.play().unwrap();
    assert_eq!(p.session.ending(), None);
    assert_eq!(p.actions().len(), 1);
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
    assert_eq!(clocks(&app), [52_000, 60_000]);
    // The time runs again, for North.
    time.advance(1_000);
    assert_eq!(clocks(&app), [52_000, 59_000]);
}

#[test]
fn the_player_lines_show_each_clock_beside_the_name() {
    let (mut app, time) = timed(Rules::hoyito(6), "5+3");
    time.advance(61_500);
    let shots = crate::screen_snapshots::shot("clocks-running", &mut app);
    for shot in &shots {
        assert!(shot.contains("Ana (South)  3:59"), "{shot}");
        assert!(shot.contains("Ben (North)  5:00"), "{shot}");
    }
    // Under ten seconds, tenths.
    time.advance(300_000 - 2_750 - 61_500);
    app.update();
    assert!(player_line(&mut app, "Ana").contains("0:02.7"));
}

#[test]
fn resigning_asks_first_then_ends_the_game_and_undo_takes_it_back() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('R'));
    let text = screen(&mut app);
    assert!(
        text.contains("Resign this game for Ben (North)? y/n"),
        "{text}"
    );
    // Any key but y keeps playing.
    key(&mut app, KeyCode::Char('n'));
    assert!(app.play().unwrap().session.ending().is_none());
    assert!(screen(&mut app).contains("Not resigned: the game goes on."));
    key(&mut app, KeyCode::Char('R'));
    key(&mut app, KeyCode::Char('y'));
    let p = app.play().unwrap();
    assert_eq!(p.session.ending(), Some(Ending::Resigned(Player::North)));
    assert!(matches!(app.popup, Some(Popup::Result)));
    let shots = crate::screen_snapshots::shot("resigned", &mut app);
    for shot in &shots {
        assert!(shot.contains("Ana (South) wins!"), "{shot}");
        assert!(
            shot.contains("The game ended: Ben (North) resigned."),
            "{shot}"
        );
    }
    // The record says so; the game over is not kept by the autosave.
    let json = app.play().unwrap().record().to_json(None);
    assert!(json.contains(r#""resigned": "north""#), "{json}");
    assert!(!json.contains("\"result\""), "{json}");
    // Undo (the result's u): the game goes on, North to move.
    key(&mut app, KeyCode::Char('u'));
    let p = app.play().unwrap();
    assert_eq!(p.session.ending(), None);
    assert_eq!(p.actions().len(), 1);
    assert!(screen(&mut app).contains("The resignation is taken back"));
}

#[test]
fn against_the_computer_the_person_resigns_whoever_is_to_move() {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers[1] = Some(mancala_tui::engine::ai::Level::Easy);
    let mut app = app_for(record);
    let p = app.play_mut().unwrap();
    assert_eq!(p.resigner(), Player::South);
    assert!(p.resign(Player::South));
    assert!(!p.resign(Player::North), "over already");
    assert!(
        p.computer_to_move().is_none(),
        "the computer does not move on"
    );
}

#[test]
fn records_with_clocks_and_endings_read_back_and_older_readers_see_the_game() {
    let mut record = Record::new(Rules::tsoro(6), ["Ana".into(), "Ben".into()]);
    record.actions = vec!["a1".parse().unwrap(), "continue".parse().unwrap()];
    let mut clock = Clock::new(TimeControl::parse("0.5+2").unwrap());
    clock.spent = vec![1520, 300];
    record.clock = Some(clock);
    assert!(record.resign(Player::North));
    let json = record.to_json(None);
    assert!(
        json.contains(r#""clock": { "minutes": 0.5, "increment": 2, "spent": [1520, 300] }"#),
        "{json}"
    );
    assert_eq!(Record::parse(&json).unwrap(), record);
    // A reader that knows neither field (every reader ignores unknown ones) reads the
    // same game: the fields are apart from every older one.
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let map = value.as_object_mut().unwrap();
    for key in ["clock", "resigned"] {
        assert!(map.remove(key).is_some(), "{key}");
    }
    let older = Record::parse(&value.to_string()).unwrap();
    assert_eq!(
        older,
        Record {
            clock: None,
            ending: None,
            ..record.clone()
        }
    );
    // mancala check reads it (the position after the actions).
    let out = mancala(&["check", "-"], Some(json.as_bytes()));
    assert!(out.status.success(), "{out:?}");
    // Mistakes are named.
    for (bad, said) in [
        (r#""resigned": "north", "out_of_time": "south""#, "not both"),
        (r#""resigned": "east""#, "resigned"),
        (r#""clock": { "increment": 2 }"#, "clock.minutes"),
        (r#""clock": { "minutes": 0 }"#, "above 0"),
        (
            r#""clock": { "minutes": 1, "spent": [1, 2, 3] }"#,
            "clock.spent",
        ),
        (
            r#""clock": { "minutes": 1, "spent": [-1] }"#,
            "clock.spent item 1",
        ),
    ] {
        let text = format!(
            r#"{{"format": "mancala-record", "version": 1, "rules": {{"game": "tsoro", "holes_per_row": 6}}, "actions": ["a1", "continue"], {bad}}}"#
        );
        let e = Record::parse(&text).unwrap_err().to_string();
        assert!(e.contains(said), "{bad}: {e}");
    }
}

#[test]
fn check_refuses_a_resignation_after_the_rules_ended_the_game() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["resigned"] = "south".into();
    let out = mancala(&["check", "-"], Some(value.to_string().as_bytes()));
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("the record says resigned, but its actions end the game already"),
        "{said}"
    );
}

#[test]
fn plain_mode_says_the_clocks_and_resigns_and_the_saved_game_says_so() {
    let dir = TempDir::new("plain-clock");
    let out = mancala_in(
        Some(&dir),
        &["play", "--plain", "--clock", "5+3", "--opening", "usual"],
        Some(b"c1\nresign\nsave resigned\nquit\n"),
    );
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Clocks: South 5:00, North 5:00."), "{said}");
    assert!(
        said.contains("Game over: South wins (North resigned)."),
        "{said}"
    );
    let saved = dir.join("data/mancala-tui/games/resigned.json");
    let saved = std::fs::read_to_string(&saved)
        .or_else(|_| std::fs::read_to_string(dir.join("resigned.json")))
        .unwrap_or_else(|e| panic!("{e}: {said}"));
    assert!(saved.contains(r#""resigned": "north""#), "{saved}");
    assert!(saved.contains(r#""minutes": 5, "increment": 3"#), "{saved}");
    // In Spanish too: abandonar.
    let out = mancala_in(
        Some(&dir),
        &[
            "play",
            "--plain",
            "--clock",
            "1+0",
            "--lang",
            "es",
            "--opening",
            "usual",
        ],
        Some("abandonar\nsalir\nsalir\n".as_bytes()),
    );
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("Relojes: Sur 1:00, Norte 1:00."), "{said}");
    assert!(said.contains("el Sur abandonó la partida"), "{said}");
}

#[test]
fn the_new_game_forms_clock_row_starts_a_game_with_that_clock() {
    let mut form = mancala_tui::tui::screens::new_game::NewGameForm::new();
    let at = form
        .fields()
        .iter()
        .position(|&f| f == mancala_tui::tui::screens::new_game::Field::Clock)
        .unwrap();
    form.field = at;
    assert_eq!(form.time_control(), None);
    let row =
        |form: &mancala_tui::tui::screens::new_game::NewGameForm| form.rows(false)[at].2.clone();
    assert_eq!(row(&form), "off");
    form.change(1);
    assert_eq!(
        row(&form),
        "1+0 (1 minute each, nothing added after each turn)"
    );
    form.change(1);
    form.change(1);
    assert_eq!(
        row(&form),
        "5+3 (5 minutes each, 3 seconds added after each turn)"
    );
    assert_eq!(form.time_control(), TimeControl::parse("5+3").ok());
    form.change(-3);
    assert_eq!(row(&form), "off");
    form.change(-1);
    assert_eq!(
        form.time_control(),
        TimeControl::parse("10+5").ok(),
        "round"
    );
}

#[test]
fn the_replay_shows_the_clocks_at_each_action_and_the_resignation_at_the_end() {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.actions = vec!["a1".parse().unwrap(), "a2".parse().unwrap()];
    let mut clock = Clock::new(TimeControl::parse("1+2").unwrap());
    clock.spent = vec![10_000, 20_000];
    record.clock = Some(clock);
    record.resign(Player::South);
    let mut app = menu_app(mancala_tui::tui::screens::menu::MenuItem::Replay);
    app.start_replay(record, "timed.json".into()).unwrap();
    // At the start, full clocks.
    let text = screen(&mut app);
    assert!(text.contains("Ana (South)  1:00"), "{text}");
    key(&mut app, KeyCode::Right);
    assert!(player_line(&mut app, "Ana").contains("0:52"));
    key(&mut app, KeyCode::End);
    let text = screen(&mut app);
    // North's capture gave it another turn: no increment yet.
    assert!(text.contains("Ben (North)  0:40"), "{text}");
    assert!(
        !text.contains("to move"),
        "nobody moves in a resigned game: {text}"
    );
    assert!(
        text.contains("Game over: Ben (North) wins (Ana (South) resigned)."),
        "{text}"
    );
}

#[test]
fn a_persons_time_starts_once_the_sowing_before_their_turn_has_been_shown() {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.clock = Some(Clock::new(TimeControl::parse("1+0").unwrap()));
    let mut app = app_with(record, false, true);
    let time = FakeTime::default();
    app.play_mut()
        .unwrap()
        .set_time_source(Arc::new(time.clone()));
    key(&mut app, KeyCode::Enter);
    assert!(app.play().unwrap().animating(), "South's sowing is shown");
    time.advance(5_000);
    app.update();
    assert_eq!(clocks(&app), [60_000, 60_000], "North's time waits");
    while app.play().unwrap().animating() {
        app.tick();
    }
    time.advance(1_000);
    assert_eq!(clocks(&app), [60_000, 59_000]);
}

#[test]
fn clocks_and_resigning_speak_spanish() {
    use mancala_tui::words::i18n::{Lang, speaking};
    speaking(Lang::Es, || {
        let (mut app, time) = timed(Rules::hoyito(6), "1+0");
        key(&mut app, KeyCode::Char('R'));
        let asked = render(&mut app, 80, 24);
        let text = asked.join("\n");
        assert!(
            text.contains("¿Abandonar esta partida por Ana (Sur)? y (sí) / n"),
            "{text}"
        );
        crate::common::spanish::assert_spanish("the resign question", &asked);
        key(&mut app, KeyCode::Char('n'));
        time.advance(60_001);
        app.update();
        let over = render(&mut app, 80, 24);
        let text = over.join("\n");
        assert!(text.contains("¡Gana Ben (Norte) por tiempo!"), "{text}");
        assert!(text.contains("Ana (Sur) se quedó sin tiempo"), "{text}");
        crate::common::spanish::assert_spanish("on time", &over);
    });
}
