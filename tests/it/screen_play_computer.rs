//! The play screen with the computer at the board: background thinking, move now, undo,
//! hints, and a whole turn of extra turns from one search.

use crate::common::{screen, temp};

use mancala_rules::{Action, Awaiting, Hole, Player, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::tui::app::{App, Popup};
use mancala_tui::tui::play::computer::Job;
use mancala_tui::tui::ui;
use mancala_tui::tui::widgets::board::Geometry;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use screen::*;
use std::time::Duration;

/// A game against the computer playing `north` (South a person), its moves shown at once.
fn against_computer(rules: Rules, rows: Option<&[&[u8]]>, north: Level) -> App {
    let mut record = Record::new(rules, ["Ana".into(), "North".into()]);
    record.computers = [None, Some(north)];
    record.start = rows.map(|rows| StartPosition {
        board: rows.iter().map(|r| r.to_vec()).collect(),
        to_move: Player::South,
        captured: [12, 16],
    });
    let mut app = app_for(record);
    play_state(&mut app).ai.pace = Duration::ZERO;
    app
}

#[test]
fn at_the_smallest_width_the_thinking_lines_keep_their_keys_whole() {
    let (w, h) = ui::play_min_size(2, 6);
    let status = |app: &mut App| {
        let lines = render(app, w, h);
        let at = lines.iter().position(|l| l.contains("Log")).unwrap() - 1;
        lines[at].trim_end().to_string()
    };
    let mut app = against_computer(Rules::hoyito(6), None, Level::Expert);
    key(&mut app, KeyCode::Char('i'));
    assert_eq!(thinking_job(&app), Some(Job::Hint));
    let line = status(&mut app);
    assert!(line.ends_with("i: answer now"), "{line}");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Enter);
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
    let line = status(&mut app);
    assert!(line.starts_with(" North is thinking"), "{line}");
    assert!(line.ends_with("m or Space: move now"), "{line}");
    // Wide enough: the computer by name and level.
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains(" North (computer, expert) is thinking"),
        "{screen}"
    );
}

#[test]
fn under_the_leave_prompt_the_computer_is_not_said_to_think_and_going_back_resumes() {
    let mut app = against_computer(Rules::hoyito(6), None, Level::Expert);
    key(&mut app, KeyCode::Enter);
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
    // Leaving stops the search while the prompt asks about the unsaved game.
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert_eq!(thinking_job(&app), None);
    // Tall enough for the status line to show above the prompt.
    let screen = render(&mut app, 100, 40).join("\n");
    assert!(!screen.contains("thinking"), "{screen}");
    assert!(
        screen.contains("North (computer, expert) is to move."),
        "{screen}"
    );
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
    let screen = screen::screen(&mut app);
    assert!(screen.contains("is thinking…"), "{screen}");
}

#[test]
fn the_screen_answers_keys_while_the_computer_thinks_and_m_makes_it_move_now() {
    // The expert thinks for seconds: long enough to see the screen go on meanwhile.
    let mut app = against_computer(Rules::hoyito(6), None, Level::Expert);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.play().unwrap().actions().len(), 1, "South sowed");
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
    assert!(app.waiting(), "the event loop polls for the answer");
    let flag = app.play().unwrap().search_cancel_flag().unwrap();
    // Keys are handled at once while the search runs: help opens and closes, the
    // screen says who is thinking.
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.popup, Some(Popup::Help)));
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("North (computer, expert) is thinking…"),
        "{screen}"
    );
    assert!(screen.contains("m move now"), "{screen}");
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
    assert!(!flag.load(std::sync::atomic::Ordering::Relaxed));
    // Enter does not choose for the computer.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.play().unwrap().actions().len(), 1);
    // m: the best found so far, now.
    key(&mut app, KeyCode::Char('m'));
    assert!(flag.load(std::sync::atomic::Ordering::Relaxed), "m cancels");
    run_until(&mut app, "the computer's move", |a| {
        a.play().unwrap().session.game().position().to_move() == Some(Player::South)
    });
    let p = app.play().unwrap();
    assert_eq!(p.movers()[1], Player::North, "the computer moved");
    assert!(p.thinking().is_none());
    assert!(p.log.iter().any(|l| l.starts_with("North sowed")), "logged");
}

#[test]
fn undo_while_the_computer_thinks_cancels_it_and_goes_back_to_the_persons_turn() {
    let mut app = against_computer(Rules::hoyito(6), None, Level::Expert);
    key(&mut app, KeyCode::Enter);
    let flag = app.play().unwrap().search_cancel_flag().unwrap();
    key(&mut app, KeyCode::Char('u'));
    assert!(
        flag.load(std::sync::atomic::Ordering::Relaxed),
        "undo cancels"
    );
    let p = app.play().unwrap();
    assert!(p.actions().is_empty());
    assert_eq!(p.session.game().position().to_move(), Some(Player::South));
    assert!(
        p.thinking().is_none(),
        "nothing thinks on the person's turn"
    );
    // Once the computer has answered, undo takes back its answer and the person's move.
    let mut app = against_computer(Rules::hoyito(6), None, Level::Easy);
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, "the computer's move", |a| {
        a.play().unwrap().session.game().position().to_move() == Some(Player::South)
    });
    assert!(app.play().unwrap().actions().len() >= 2);
    key(&mut app, KeyCode::Char('u'));
    let p = app.play().unwrap();
    assert!(p.actions().is_empty(), "{:?}", p.actions());
    assert!(
        screen::screen(&mut app).contains("back to your turn"),
        "the message says how far"
    );
    // Redo gives both back, and nothing is searched again.
    ctrl(&mut app, 'r');
    let p = app.play().unwrap();
    assert!(p.actions().len() >= 2);
    assert_eq!(p.session.game().position().to_move(), Some(Player::South));
}

#[test]
fn quitting_cancels_the_computers_search() {
    let mut app = against_computer(Rules::tsoro(8), None, Level::Expert);
    key(&mut app, KeyCode::Enter);
    let flag = app.play().unwrap().search_cancel_flag().unwrap();
    key(&mut app, KeyCode::Char('q'));
    assert!(flag.load(std::sync::atomic::Ordering::Relaxed));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert_eq!(
        thinking_job(&app),
        None,
        "nothing thinks under the question"
    );
    // Going back to the game: the computer thinks again (the popup held it back).
    key(&mut app, KeyCode::Esc);
    assert_eq!(thinking_job(&app), Some(Job::Move(Level::Expert)));
}

#[test]
fn two_computers_can_be_watched_and_paused() {
    let mut record = Record::new(Rules::tsoro(6), ["South".into(), "North".into()]);
    record.computers = [Some(Level::Easy), Some(Level::Casual)];
    let mut app = app_for(record);
    play_state(&mut app).ai.pace = Duration::ZERO;
    run_until(&mut app, "four actions", |a| {
        a.play().unwrap().actions().len() >= 4
    });
    key(&mut app, KeyCode::Char('p'));
    let n = app.play().unwrap().actions().len();
    assert!(screen::screen(&mut app).contains("Paused"));
    for _ in 0..20 {
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    assert_eq!(app.play().unwrap().actions().len(), n, "paused");
    assert!(!app.waiting(), "nothing runs while paused");
    // Undo steps back one action, redo on again: the hints line offers what acts.
    assert!(!hints_line(&mut app).contains("redo"));
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.play().unwrap().actions().len(), n - 1);
    let hints = hints_line(&mut app);
    assert!(
        hints.contains("u undo") && hints.contains("^R redo"),
        "{hints}"
    );
    ctrl(&mut app, 'r');
    assert_eq!(app.play().unwrap().actions().len(), n);
    key(&mut app, KeyCode::Char('p'));
    run_until(&mut app, "the next action", |a| {
        a.play().unwrap().actions().len() > n
    });
    // Undo while they play pauses them, and says how to go on.
    key(&mut app, KeyCode::Char('u'));
    assert!(app.play().unwrap().ai.paused);
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("Ctrl-R redoes it. Paused: p goes on."),
        "{screen}"
    );
}

#[test]
fn the_hint_names_the_best_action_and_marks_its_hole() {
    let mut app = against_computer(Rules::hoyito(6), Some(&CHAIN), Level::Easy);
    play_state(&mut app).cursor = Hole::new(1, 1);
    key(&mut app, KeyCode::Char('i'));
    assert_eq!(
        thinking_job(&app),
        Some(Job::Hint),
        "searched in the background"
    );
    assert!(screen::screen(&mut app).contains("Looking for a hint"));
    // i again: the answer now.
    key(&mut app, KeyCode::Char('i'));
    run_until(&mut app, "the hint", |a| a.play().unwrap().hint().is_some());
    let p = app.play().unwrap();
    assert_eq!(p.hint().unwrap().action, Action::Sow(Hole::new(2, 1)));
    assert_eq!(p.cursor, Hole::new(2, 1), "the cursor goes to it");
    let (w, h) = (80, 24);
    app.size = (w, h);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| ui::draw(f, &app)).unwrap();
    let buf = terminal.backend().buffer().clone();
    let text = screen::buffer_lines(&buf);
    let status = text
        .iter()
        .find(|l| l.contains("Hint:"))
        .expect("hint line");
    assert!(status.contains("Hint: sow c1"), "{status}");
    // Told to the person to move, in the expected final captures of the game's seeds.
    assert!(status.contains("Hint: sow c1; you "), "{status}");
    assert!(
        status.contains(" seeds") && !status.contains('+'),
        "{status}"
    );
    assert!(status.contains("Expected: c1"), "{status}");
    let areas = ui::play_areas(Rect::new(0, 0, w, h), 2).unwrap();
    let geo = Geometry::fit(
        areas.board,
        app.play().unwrap().session.game().position().layout(),
    )
    .unwrap();
    let hinted = |hole: Hole| {
        let r = geo.hole_rect(hole);
        buf[(r.x + r.width - 2, r.y)]
            .modifier
            .contains(ratatui::style::Modifier::ITALIC)
    };
    assert!(hinted(Hole::new(2, 1)), "c1 is marked");
    assert!(!hinted(Hole::new(1, 1)), "b1 is not");
    // The hint is for this position only: once South moves, it is gone.
    key(&mut app, KeyCode::Enter);
    assert!(app.play().unwrap().hint().is_none());
}

#[test]
fn without_colour_the_hinted_hole_is_in_reverse_video_off_the_cursor_too() {
    for ascii in [false, true] {
        let mut app = against_computer(Rules::hoyito(6), Some(&CHAIN), Level::Easy);
        app.prefs.theme.ascii = ascii;
        key(&mut app, KeyCode::Char('i'));
        key(&mut app, KeyCode::Char('i'));
        run_until(&mut app, "the hint", |a| a.play().unwrap().hint().is_some());
        // The cursor leaves the hint (c1) for b1: both stand out, and nothing else.
        key(&mut app, KeyCode::Left);
        let (w, h) = (80, 24);
        app.size = (w, h);
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| ui::draw(f, &app)).unwrap();
        let buf = terminal.backend().buffer().clone();
        let areas = ui::play_areas(Rect::new(0, 0, w, h), 2).unwrap();
        let geo = Geometry::fit(
            areas.board,
            app.play().unwrap().session.game().position().layout(),
        )
        .unwrap();
        let reversed = |hole: Hole| {
            let r = geo.hole_rect(hole);
            (r.x..r.x + r.width).all(|x| {
                buf[(x, r.y)]
                    .modifier
                    .contains(ratatui::style::Modifier::REVERSED)
            })
        };
        assert!(reversed(Hole::new(2, 1)), "the hint, c1 (ascii {ascii})");
        let cell = |hole: Hole| {
            let r = geo.hole_rect(hole);
            (r.x..r.x + r.width)
                .map(|x| buf[(x, r.y)].symbol().to_string())
                .collect::<String>()
        };
        assert_eq!(
            cell(Hole::new(2, 1)).trim(),
            "[3]",
            "bracketed: not the cursor"
        );
        assert_eq!(cell(Hole::new(1, 1)).trim(), "1");
        assert!(reversed(Hole::new(1, 1)), "the cursor, b1");
        for col in [0, 3, 4, 5] {
            assert!(!reversed(Hole::new(col, 1)), "column {col}");
        }
    }
}

#[test]
fn a_message_too_long_for_the_status_line_is_cut_with_a_mark() {
    // As a hint's expected line on a big Tsoro board can be (the log keeps it whole).
    let mut app = against_computer(Rules::tsoro(21), None, Level::Easy);
    let long = "Hint: sow m1; you are expected to win, about 30 stones to 27. Expected: m1 continue a4 n1 j4 stop h1 b4 c1 stop";
    play_state(&mut app).message = Some((long.into(), false));
    let lines = render(&mut app, 80, 24);
    let status = lines.iter().find(|l| l.contains("Hint:")).unwrap();
    assert!(status.ends_with("Expected: m1 con…"), "{status}");
    assert!(render(&mut app, 120, 40).iter().any(|l| l.contains(long)));
}

#[test]
fn the_computers_first_move_alone_is_not_undone() {
    // The computer (South) sows first: undo would take its move back only to play it
    // again, so it is not offered and does nothing.
    let mut record = Record::new(Rules::hoyito(6), ["South".into(), "Ben".into()]);
    record.computers = [Some(Level::Easy), None];
    let mut app = app_for(record);
    play_state(&mut app).ai.pace = Duration::ZERO;
    run_until(&mut app, "the computer's move", |a| {
        a.play().unwrap().actions().len() == 1
    });
    let hints = hints_line(&mut app);
    assert!(!hints.contains("undo"), "{hints}");
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.play().unwrap().actions().len(), 1, "kept");
    assert!(screen::screen(&mut app).contains("Nothing to undo."));
    // Once Ben has sown, undo takes his move back (and not the computer's).
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, "Ben's turn", |a| {
        let p = a.play().unwrap();
        p.computer_to_move().is_none() && p.thinking().is_none()
    });
    assert!(hints_line(&mut app).contains("u undo"));
    key(&mut app, KeyCode::Char('u'));
    let p = app.play().unwrap();
    assert_eq!(p.actions().len(), 1);
    assert!(p.computer_to_move().is_none(), "Ben's turn again");
}

#[test]
fn the_computers_bonus_picks_come_from_the_search_that_chose_its_sow() {
    // South (the computer) has one move, d1, which takes column f and owes 2 picks.
    // The search that chose d1 also chose the picks: they are played without a new
    // search each (an expert's turn of three decisions takes one search's time).
    let mut record = Record::new(Rules::tsoro(6), ["South".into(), "Ben".into()]);
    record.computers = [Some(Level::Medium), None];
    record.start = Some(StartPosition {
        board: [[0, 0, 0, 3, 0, 0], [0; 6], [0, 0, 0, 0, 0, 2], [2; 6]]
            .iter()
            .map(|r| r.to_vec())
            .collect(),
        to_move: Player::South,
        captured: [0, 0],
    });
    let mut app = app_for(record);
    play_state(&mut app).ai.pace = Duration::ZERO;
    run_until(&mut app, "the computer's sow", |a| {
        a.play().unwrap().actions().len() == 1
    });
    assert_eq!(
        app.play().unwrap().session.game().position().awaiting(),
        Some(mancala_rules::Awaiting::Bonus)
    );
    let start = std::time::Instant::now();
    while app.play().unwrap().actions().len() < 3 {
        assert!(start.elapsed() < Duration::from_secs(60), "the picks");
        assert_eq!(thinking_job(&app), None, "a new search for a pick");
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    let played = notation(app.play().unwrap().actions());
    assert!(
        played[1].starts_with('x') && played[2].starts_with('x'),
        "{played:?}"
    );
}

#[test]
fn a_hint_on_a_bonus_pick_says_take_as_the_move_list_does() {
    // The position where South's d1 takes column f and owes 2 picks.
    let mut app = set_up(
        Rules::tsoro(6),
        &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &[2; 6]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('i'));
    key(&mut app, KeyCode::Char('i')); // the answer now
    run_until(&mut app, "the hint", |a| a.play().unwrap().hint().is_some());
    let (text, _) = app.play().unwrap().message.clone().unwrap();
    assert!(text.starts_with("Hint: take "), "{text}");
    let record_words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| w.len() >= 3 && w.starts_with('x'))
        .collect();
    assert!(record_words.is_empty(), "{text}");
}

#[test]
fn a_turn_starts_where_the_players_cursor_was_last_turn() {
    let mut app = against_computer(Rules::tsoro(21), None, Level::Easy);
    let first = app.play().unwrap().cursor;
    assert_eq!(first, Hole::new(0, 1), "the first hole that may be chosen");
    // u1, the other end of the row.
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('1'));
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, "the computer's turn", |a| {
        let p = a.play().unwrap();
        p.session.game().position().to_move() == Some(Player::South)
            && p.session.game().position().awaiting() == Some(Awaiting::Sow)
            && !p.animating()
            && p.thinking().is_none()
    });
    // Back at South's turn: on u1 if it may be chosen, else the nearest hole of row 1
    // that may, never back at a1.
    let p = app.play().unwrap();
    let legal = p.legal_holes();
    let nearest = legal
        .iter()
        .filter(|h| h.row == 1)
        .map(|h| 20 - h.col)
        .min()
        .unwrap();
    assert_eq!(p.cursor.row, 1, "{:?}", p.cursor);
    assert_eq!(20 - p.cursor.col, nearest, "{:?} among {legal:?}", p.cursor);
    assert!(legal.contains(&p.cursor));
    assert_ne!(p.cursor, first);
}

/// Hoyito II 2x6 from the usual start, North the computer at hard with hard's own node
/// budget (the same moves on any machine), animated or not; South has sown a1, which
/// gives North a run of extra turns.
fn north_run(animate: bool) -> App {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers = [None, Some(Level::Hard)];
    let mut app = app_with(record, false, animate);
    let p = play_state(&mut app);
    p.ai.pace = Duration::ZERO;
    p.ai.nodes = Some(20_000);
    assert_eq!(p.cursor, Hole::new(0, 1), "on a1");
    key(&mut app, KeyCode::Enter);
    assert_eq!(notation(app.play().unwrap().actions()), ["a1"]);
    app
}

/// North's actions after South's a1, in notation.
fn norths_turn(app: &App) -> Vec<String> {
    let p = app.play().unwrap();
    let movers = p.movers();
    assert!(
        movers[1..].iter().all(|&m| m == Player::North),
        "{movers:?}"
    );
    notation(&p.actions()[1..])
}

#[test]
fn the_computers_whole_turn_of_extra_turns_takes_one_search() {
    let mut app = north_run(false);
    run_until(&mut app, "North's whole turn", |a| {
        a.play().unwrap().session.game().position().to_move() == Some(Player::South)
    });
    let p = app.play().unwrap();
    let turn = norths_turn(&app);
    assert!(turn.len() >= 3, "a run of extra turns: {turn:?}");
    assert_eq!(
        p.move_searches(),
        1,
        "one search for the {} actions {turn:?}",
        turn.len()
    );
}

/// What the key line calls the whole-turn key: its name in the binding table.
fn turn_end_hint() -> String {
    use mancala_tui::tui::play::keys::{PLAY, PlayKey};
    let b = PLAY
        .iter()
        .find(|b| b.action == PlayKey::TurnEnd)
        .expect("a row for it");
    format!("{} {}", b.names, b.hint())
}

#[test]
fn one_key_shows_the_end_of_the_computers_whole_turn_and_the_key_line_names_it() {
    // The same turn without animation, for the position it ends on.
    let mut quick = north_run(false);
    run_until(&mut quick, "North's whole turn", |a| {
        a.play().unwrap().session.game().position().to_move() == Some(Player::South)
    });
    let expected = norths_turn(&quick);
    let mut app = north_run(true);
    // South's sowing shown to its end, then North's first action begins to show.
    while app.play().unwrap().animating() {
        app.tick();
    }
    run_until(&mut app, "North's first action on show", |a| {
        a.play().unwrap().animating()
    });
    assert_eq!(app.play().unwrap().actions().len(), 2, "one of North's");
    let hints = hints_line(&mut app);
    assert!(hints.contains(&turn_end_hint()), "{hints}");
    let key_name = turn_end_hint().split(' ').next().unwrap().to_string();
    assert_eq!(key_name, "e");
    // The whole-turn key: North's turn is over at once, nothing left to show.
    key(&mut app, KeyCode::Char('e'));
    let p = app.play().unwrap();
    assert!(!p.animating());
    assert_eq!(p.session.game().position().to_move(), Some(Player::South));
    assert_eq!(norths_turn(&app), expected);
    assert_eq!(
        p.display_board(),
        quick.play().unwrap().session.game().position().rows()
    );
    assert_eq!(p.move_searches(), 1);
    // South's turn: the key line no longer offers it, and the key does nothing.
    let hints = hints_line(&mut app);
    assert!(!hints.contains(&turn_end_hint()), "{hints}");
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.play().unwrap().actions().len(), 1 + expected.len());
    // Undone and played again, North's turn is a new one: shown again, not skipped.
    key(&mut app, KeyCode::Char('u'));
    assert!(app.play().unwrap().actions().is_empty());
    key(&mut app, KeyCode::Enter);
    while app.play().unwrap().animating() {
        app.tick();
    }
    run_until(&mut app, "North's first action on show again", |a| {
        a.play().unwrap().animating()
    });
    assert_eq!(app.play().unwrap().actions().len(), 2);
    let (w, h) = ui::play_min_size(2, 6);
    let narrow = render(&mut app, w, h);
    let hints = narrow.last().unwrap();
    assert!(hints.contains(&turn_end_hint()), "at {w} columns: {hints}");
}

#[test]
fn esc_puts_a_hint_away_before_it_leaves() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Char('i'));
    run_until(&mut app, "the hint", |a| a.play().unwrap().hint().is_some());
    app.update();
    assert!(screen::screen(&mut app).contains("Hint: "), "shown");
    key(&mut app, KeyCode::Esc);
    let p = app.play().expect("still in the game: no question");
    assert!(app.popup.is_none(), "no Unsaved question");
    assert!(
        p.hint().is_none() && p.hint_hole().is_none(),
        "the hint and its mark go"
    );
    assert!(
        !screen::screen(&mut app)
            .lines()
            .nth(11)
            .unwrap()
            .contains("Hint: ")
    );
    key(&mut app, KeyCode::Esc);
    assert!(
        app.play().is_none(),
        "a second Esc goes back (nothing was played)"
    );
}

#[test]
fn a_level_that_slips_chooses_each_action_of_its_turn_afresh() {
    // As the match runner that calibrated it: one search per action, so that a slip
    // can come at any of them. Seeds fixed, for turns of several actions.
    let mut longest = 0;
    for seed in 0..16 {
        let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
        record.computers = [None, Some(Level::Easy)];
        let mut app = app_with(record, false, false);
        play_state(&mut app).ai.pace = Duration::ZERO;
        play_state(&mut app).ai.seed = seed;
        key(&mut app, KeyCode::Enter);
        run_until(&mut app, "North's whole turn", |a| {
            let p = a.play().unwrap();
            p.session.game().position().is_over()
                || p.session.game().position().to_move() == Some(Player::South)
        });
        let p = app.play().unwrap();
        let north = p.movers()[1..]
            .iter()
            .take_while(|&&m| m == Player::North)
            .count();
        assert_eq!(
            p.move_searches(),
            north as u64,
            "seed {seed}: one search per action"
        );
        longest = longest.max(north);
    }
    assert!(longest >= 2, "some turn had several actions: {longest}");
}

/// A search that fails as a bug in it would: its thread panics.
fn failing_search(
    _: &mancala_rules::Game,
    _: Level,
    _: u64,
    _: &mancala_tui::engine::ai::Budget,
    _: &std::sync::atomic::AtomicBool,
    _: &mancala_tui::engine::tables::Tables,
) -> Option<mancala_tui::engine::ai::Analysis> {
    panic!("a fault injected by the test")
}

#[test]
fn a_failing_computer_search_ends_the_app_with_one_clear_line_and_the_game_kept() {
    // As the program does in the terminal: a job's panic is kept, not printed.
    mancala_tui::tui::terminal::install_panic_hook();
    let data = temp::TempDir::new("failing-search");
    let mut app = against_computer(Rules::hoyito(6), None, Level::Easy);
    app.files.autosave =
        mancala_tui::store::autosave::Autosave::new(Some(data.join("autosave.json")));
    play_state(&mut app).ai.move_search = failing_search;
    // Ana sows; the computer's search for North panics.
    key(&mut app, KeyCode::Enter);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let failure = loop {
        if let Some(failure) = app.helper_failure() {
            break failure;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the failure never came"
        );
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    };
    let said = failure.to_string();
    // The panic's place is this file, wherever the test crate keeps it.
    let expected = format!(
        "the computer's search stopped on an internal error (a bug in mancala): \
         a fault injected by the test ({}:",
        file!()
    );
    assert!(said.starts_with(&expected), "{said}");
    assert!(
        said.ends_with(". The game in play is kept: run mancala again to resume it."),
        "{said}"
    );
    // And it is: the autosave holds Ana's action.
    let autosave = data.join("autosave.json");
    let kept = mancala_tui::store::record::read_file(&autosave.to_string_lossy()).unwrap();
    assert_eq!(kept.actions.len(), 1);
}
