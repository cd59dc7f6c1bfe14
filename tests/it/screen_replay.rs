//! The replay viewer: stepping by action, lap and turn, speeds, evaluations, playing
//! on from a replay.

use crate::common;
use crate::common::alone::test_in_own_process;
use crate::common::screen;

use mancala_rules::{Player, Rules};
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::ui;
use ratatui::crossterm::event::KeyCode;
use screen::*;

/// The engine's position after the first `n` actions of the record.
fn engine_after(record: &Record, n: usize) -> Vec<Vec<u8>> {
    let mut r = record.clone();
    r.actions.truncate(n);
    r.replay().unwrap().position().rows()
}

#[test]
fn the_replay_viewer_steps_by_action_and_lap_and_always_shows_the_engines_position() {
    let mut app = replay_of("tsoro-4x21.json");
    let record = replay(&app).record();
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(replay(&app).index(), 5);
    assert_eq!(replay(&app).board(), engine_after(&record, 5));
    key(&mut app, KeyCode::Left);
    assert_eq!(replay(&app).board(), engine_after(&record, 4));
    // Down steps into the laps of action 5; past its last step the board is after it.
    key(&mut app, KeyCode::Down);
    assert_eq!(replay(&app).index(), 5);
    assert_eq!(replay(&app).phase, Some(0));
    let steps = replay(&app).phases.len();
    for _ in 0..steps {
        key(&mut app, KeyCode::Down);
    }
    assert_eq!(replay(&app).phase, None);
    assert_eq!(replay(&app).board(), engine_after(&record, 5));
    key(&mut app, KeyCode::Up);
    assert_eq!(replay(&app).phase, Some(steps - 1));
    // Jump by turn number, then to the end: the final position and result.
    typed(&mut app, "60");
    key(&mut app, KeyCode::Enter);
    assert_eq!(replay(&app).turn(), 60);
    let at = replay(&app).index();
    assert_eq!(replay(&app).board(), engine_after(&record, at));
    key(&mut app, KeyCode::Char('G'));
    assert_eq!(replay(&app).index(), record.actions.len());
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("Game over: Ben (North) wins 42 to 41"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('g'));
    assert_eq!(replay(&app).index(), 0);
}

#[test]
fn playing_on_from_the_middle_of_a_replay_leaves_the_file_untouched() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let before = std::fs::read(&path).unwrap();
    let mut app = replay_of("hoyito-2x6.json");
    typed(&mut app, "10");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('p'));
    let p = app.play().expect("playing on");
    assert_eq!(p.actions().len(), 10);
    assert!(p.save_path.is_none(), "a new record, not the file");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.play().unwrap().actions().len(), 11);
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn stepping_a_long_hoyito_2x12_game_is_instant_both_ways() {
    // A 2x12 game of several thousand actions: each step replays at most 64 actions.
    let mut rng = common::Rng::new(7);
    let mut record = Record::new(Rules::hoyito(12), ["A".into(), "B".into()]);
    let mut game = record.start_game().unwrap();
    while !game.position().is_over() && record.actions.len() < 20_000 {
        let a = common::random_action(&game, &mut rng);
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let n = record.actions.len();
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(record.clone(), "long".into()).unwrap();
    key(&mut app, KeyCode::End);
    assert_eq!(replay(&app).board(), game.position().rows());
    for _ in 0..50 {
        key(&mut app, KeyCode::Left);
    }
    assert_eq!(replay(&app).board(), engine_after(&record, n - 50));
}

#[test]
fn player_lines_inside_a_replayed_action_count_only_what_the_board_shows() {
    let mut app = replay_of("hoyito-2x6.json");
    let record = replay(&app).record();
    // The first action that captures, stepped into lap by lap.
    let n = (1..=record.actions.len())
        .find(|&n| {
            let mut r = record.clone();
            r.actions.truncate(n);
            let g = r.replay().unwrap();
            g.position().captured(Player::South) + g.position().captured(Player::North) > 0
        })
        .unwrap();
    typed(&mut app, &(n - 1).to_string());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Down);
    assert_eq!(replay(&app).index(), n);
    assert_eq!(replay(&app).phase, Some(0));
    let names = replay(&app).session.record().players.clone();
    let mover = if replay(&app).mover == Player::South {
        &names[0]
    } else {
        &names[1]
    };
    let line = player_line(&mut app, mover);
    assert!(line.contains("captured  0"), "the first lap: {line}");
    assert!(
        line.contains("to move"),
        "the mover's turn while inside: {line}"
    );
    // The board's seeds plus the captured ones stay the starting 48 at every step.
    while replay(&app).phase.is_some() {
        let (_, captured) = replay(&app).shown_turn_and_captured();
        let on_board: u16 = replay(&app)
            .board()
            .iter()
            .flatten()
            .map(|&c| c as u16)
            .sum();
        assert_eq!(on_board + captured[0] + captured[1], 48);
        key(&mut app, KeyCode::Down);
    }
}

// In a process of its own: its checks that nothing is searched until asked, and that
// the search goes on in the background, need verdicts no other test of this process
// has kept (the program keeps a game's verdicts while it runs, and the mistakes' tests
// judge the same game).
test_in_own_process!(the_replay_evaluates_on_request_and_marks_mistakes_in_the_move_list => evaluate_on_request);

fn evaluate_on_request() {
    // f1 throws away the casa chain c1 would take; c1 is the best there is.
    let mut record = Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
    record.start = Some(StartPosition {
        board: CHAIN.iter().map(|r| r.to_vec()).collect(),
        to_move: Player::South,
        captured: [12, 16],
    });
    let mut bad = record.clone();
    bad.actions = vec!["f1".parse().unwrap()];
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(bad, "bad.json".into()).unwrap();
    assert!(!app.waiting(), "nothing is searched until asked");
    key(&mut app, KeyCode::Char('e'));
    assert!(app.waiting(), "searched in the background");
    key(&mut app, KeyCode::Char('e'));
    assert!(!app.waiting(), "hidden, nothing is searched");
    key(&mut app, KeyCode::Char('e'));
    assert!(app.waiting(), "shown again, the search goes on");
    run_until(&mut app, "the review", |a| {
        replay(a).review.verdicts().positions.len() == 2
            && replay(a).evaluation().is_some()
            && !a.waiting()
    });
    let screen = screen::screen(&mut app);
    assert!(screen.contains("Evaluation:"), "{screen}");
    // The log wraps its lines: its sentences, whole.
    let said = replay(&app).review_lines().join("\n");
    assert!(said.contains("Best: c1"), "{said}");
    // 12 to 16 captured and 20 in play: the evaluation is a share of the 48 seeds.
    let evaluation = said
        .lines()
        .find(|l| l.starts_with("Evaluation: "))
        .unwrap();
    assert!(evaluation.contains(" seeds"), "{evaluation}");
    assert!(!evaluation.contains('+'), "{evaluation}");
    // Both marks are named, as the help names them.
    assert!(
        said.contains(
            "Judged without endgame tables (? mistake, ?? blunder, ?! inaccuracy): South \
             0 mistakes, 1 blunder;"
        ),
        "{said}"
    );
    assert!(replay(&app).judged(0).unwrap().serious(), "f1 is a mistake");
    key(&mut app, KeyCode::Right);
    let screen = screen::screen(&mut app);
    assert!(screen.contains("f1?"), "marked in the move list:\n{screen}");
    let said = replay(&app).review_lines().join("\n");
    assert!(said.contains("f1?? was a blunder: "), "{said}");
    assert!(said.contains("South's expected score fell from "), "{said}");
    assert!(said.contains(" seeds; c1 was best."), "{said}");
    // The verdict comes last: the one line of the smallest terminal's log shows it.
    let (w, h) = ui::play_min_size(2, 6);
    let lines = render(&mut app, w, h);
    let log = lines.iter().position(|l| l.contains("Log")).unwrap();
    let line = &lines[log + 1];
    assert!(
        line.starts_with("f1?") && line.contains(" was a "),
        "{line}"
    );
    // The best action is no mistake.
    let mut good = record;
    good.actions = vec!["c1".parse().unwrap()];
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(good, "good.json".into()).unwrap();
    key(&mut app, KeyCode::Char('e'));
    run_until(&mut app, "the review", |a| {
        replay(a).review.verdicts().positions.len() == 2
    });
    assert_eq!(replay(&app).mark(0), "");
    assert_eq!(replay(&app).judged(0).unwrap().judgement, None);
}

#[test]
fn digits_in_a_replay_jump_to_the_turn_the_move_list_numbers() {
    let mut app = replay_of("tsoro-4x21.json");
    let path = format!(
        "{}/assets/games/tsoro-4x21.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    // A Tsoro turn is a sow and the head answers and bonus picks after it.
    let sows: Vec<usize> = (0..record.actions.len())
        .filter(|&k| matches!(record.actions[k], mancala_rules::Action::Sow(_)))
        .collect();
    let turn = 38;
    let end = sows[turn]; // the actions before the 39th sow
    assert!(end > turn + 5, "turns and actions differ here: {end}");
    let keys_line = render(&mut app, 80, 24).pop().unwrap();
    assert!(keys_line.contains("0-9 turn"), "{keys_line}");
    typed(&mut app, &turn.to_string());
    assert!(screen(&mut app).contains(&format!("Jump to turn {turn}_ (Enter)")));
    key(&mut app, KeyCode::Enter);
    let lines = render(&mut app, 80, 24);
    let shown = lines.join("\n");
    assert!(
        shown.contains(&format!("After turn {turn} (action {end}):")),
        "{shown}"
    );
    assert!(shown.contains(&format!("action {end} of")), "{shown}");
    assert!(
        lines.iter().any(|l| l.contains(&format!("{turn}. "))),
        "the move list shows turn {turn}:\n{shown}"
    );
    // Help says so too.
    key(&mut app, KeyCode::Char('?'));
    let help = words(&render(&mut app, 80, 24));
    assert!(
        help.contains("0-9 type a turn (the move list's numbers), Enter jumps to it"),
        "{help}"
    );
}

#[test]
fn esc_while_typing_a_jump_closes_the_jump_not_the_replay() {
    let mut app = replay_of("hoyito-2x6.json");
    typed(&mut app, "12");
    assert!(screen(&mut app).contains("Jump to turn 12_ (Enter)"));
    key(&mut app, KeyCode::Esc);
    let shown = screen(&mut app);
    assert!(matches!(app.screen, Screen::Replay(_)), "{shown}");
    assert!(!shown.contains("Jump to"), "{shown}");
    key(&mut app, KeyCode::Enter);
    assert!(
        screen(&mut app).contains("action 0 of"),
        "the jump was dropped"
    );
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app));
}

#[test]
fn playing_on_from_a_replay_goes_back_to_the_replay_where_it_was() {
    let mut app = replay_of("hoyito-2x6.json");
    typed(&mut app, "10");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(actions(&app).len(), 10);
    key(&mut app, KeyCode::Char('q'));
    let shown = screen(&mut app);
    assert!(matches!(app.screen, Screen::Replay(_)), "{shown}");
    assert!(shown.contains("action 10 of"), "{shown}");
}

#[test]
fn the_replay_says_playing_or_paused_and_its_speed_and_starts_at_the_start() {
    let mut app = replay_of("hoyito-2x6.json");
    let shown = screen(&mut app);
    assert!(shown.contains("paused 0.7s/action"), "{shown}");
    // At action 0 the move list shows the first turns, not the last.
    assert!(shown.contains("   1. S "), "{shown}");
    key(&mut app, KeyCode::Char('+'));
    key(&mut app, KeyCode::Char(' '));
    let shown = screen(&mut app);
    assert!(shown.contains("playing 0.3s/action"), "{shown}");
    // A long title keeps the state and speed; the file name gives way.
    let mut app = replay_of("tsoro-4x21.json");
    let title = render(&mut app, 80, 24)[0].clone();
    assert!(title.contains("action 0 of 228   paused 0.7s"), "{title}");
}

#[test]
fn a_record_with_an_illegal_action_replays_up_to_it_and_says_why() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (mut record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    // Hoyito II has no heads: "continue" is never legal.
    record.actions[6] = mancala_rules::Action::Continue;
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(record, "bad.json".into())
        .expect("opens up to the bad action");
    let shown = screen(&mut app);
    assert!(shown.contains("action 0 of 6"), "{shown}");
    assert!(shown.contains("stops early"), "{shown}");
    key(&mut app, KeyCode::End);
    let shown = screen(&mut app);
    assert!(shown.contains("action 7 \"continue\""), "{shown}");
}

#[test]
fn playing_on_from_a_replay_does_not_warn_about_the_files_result() {
    // The sample states its result; a game played on from action 13 is a new game.
    let mut app = replay_of("hoyito-2x6.json");
    for c in "13".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('p'));
    let s = screen(&mut app);
    assert!(app.play().is_some(), "{s}");
    assert!(!s.contains("Warning"), "{s}");
}

#[test]
fn the_replay_header_fits_80_columns_with_where_it_is_and_its_speed() {
    let mut app = replay_of("tsoro-4x21.json");
    let head = |app: &mut App| render(app, 80, 24)[0].trim_end().to_string();
    let start = head(&mut app);
    assert!(
        start.ends_with("action 0 of 228   paused 0.7s/action"),
        "{start}"
    );
    assert!(start.contains("Tsoro 4x21"), "{start}");
    key(&mut app, KeyCode::End);
    for _ in 0..28 {
        key(&mut app, KeyCode::Left);
    }
    key(&mut app, KeyCode::Char(' '));
    let playing = head(&mut app);
    assert!(
        playing.ends_with("action 200 of 228   playing 0.7s/action"),
        "{playing}"
    );
    // A wide terminal has room for the whole rules and the file's name.
    let wide = render(&mut app, 120, 40)[0].clone();
    assert!(
        wide.contains("Tsoro 4x21, 2 bonus picks, 2 heads   tsoro-4x21.json   action 200"),
        "{wide}"
    );
}

#[test]
fn the_replays_fastest_speeds_are_told_apart() {
    let mut app = replay_of("hoyito-2x6.json");
    let mut seen = Vec::new();
    for _ in 0..5 {
        key(&mut app, KeyCode::Char('+'));
        let head = render(&mut app, 80, 24)[0].trim_end().to_string();
        seen.push(head.rsplit(' ').next().unwrap().to_string());
    }
    assert_eq!(
        seen,
        [
            "0.3s/action",
            "0.2s/action",
            "0.09s/action",
            "0.05s/action",
            "0.05s/action"
        ]
    );
}

#[test]
fn a_long_game_over_line_keeps_its_reason_whole_at_80_columns() {
    let mut app = replay_of("tsoro-4x21.json");
    key(&mut app, KeyCode::End);
    let lines = render(&mut app, 80, 24);
    let over = lines.iter().find(|l| l.contains("Game over")).unwrap();
    assert!(
        over.contains("Ben (North) wins 42 to 41 (Ana (South) has no legal move left)."),
        "{over}"
    );
    let wide = render(&mut app, 120, 40);
    let over = wide.iter().find(|l| l.contains("Game over")).unwrap();
    assert!(over.contains("wins 42 to 41 captured (Ana"), "{over}");
    // Played on to the end, the game screen says it alike.
    key(&mut app, KeyCode::Char('p'));
    key(&mut app, KeyCode::Esc); // the result, closed to look at the board
    let lines = render(&mut app, 80, 24);
    let over = lines.iter().find(|l| l.contains("Game over:")).unwrap();
    assert!(
        over.trim_end().ends_with("has no legal move left)."),
        "{over}"
    );
}

#[test]
fn a_replayed_lap_says_what_its_hole_holds_in_the_games_word() {
    for (name, word) in [("tsoro-4x21.json", "stones"), ("hoyito-2x6.json", "seeds")] {
        let mut app = replay_of(name);
        key(&mut app, KeyCode::Char('j'));
        let s = screen(&mut app);
        let step = s.lines().find(|l| l.contains("step 1 of")).unwrap();
        assert!(step.contains(&format!(" {word}).")), "{step}");
    }
}
