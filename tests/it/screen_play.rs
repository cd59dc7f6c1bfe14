//! The play screen: the board of every preset, Hoyito II and Tsoro turns, heads and
//! bonus picks, undo and redo, the sowing animation, names, the go-to keys and big
//! terminals.

use crate::common;
use crate::common::screen;

use common::presets;
use mancala_rules::{Awaiting, Hole, Player, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::tui::app::{App, Popup};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::ui;
use mancala_tui::tui::widgets::board::Geometry;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use screen::*;

fn cell_text(lines: &[String], r: Rect) -> String {
    lines[r.y as usize]
        .chars()
        .skip(r.x as usize)
        .take(r.width as usize)
        .collect()
}

#[test]
fn every_preset_fits_80x24_with_counts_labels_and_heads_in_their_cells() {
    for rules in presets() {
        let mut app = new_game(rules);
        let lines = render(&mut app, 80, 24);
        let game = &app.play().unwrap().session.game();
        let layout = game.position().layout();
        let areas = ui::play_areas(Rect::new(0, 0, 80, 24), layout.rows() as u16).expect("fits");
        let geo = Geometry::fit(areas.board, layout).expect("board fits 80 columns");
        for row in 1..=layout.rows() as u8 {
            for col in 0..layout.holes_per_row() as u8 {
                let hole = Hole::new(col, row);
                let text = cell_text(&lines, geo.hole_rect(hole));
                let expected = format!(
                    "{}{}",
                    game.position().count(hole).unwrap(),
                    if game.position().is_head(hole) {
                        "*"
                    } else {
                        ""
                    }
                );
                assert_eq!(text.trim(), expected, "{} {hole}", rules.describe());
            }
            // Row numbers on both edges.
            let line = &lines[geo.hole_rect(Hole::new(0, row)).y as usize];
            assert!(line.trim_start().starts_with(&row.to_string()), "{line}");
            assert!(line.trim_end().ends_with(&row.to_string()), "{line}");
        }
        // Column letters above and below.
        let letters: String = (0..layout.holes_per_row() as u8)
            .map(|c| Hole::new(c, 1).letter())
            .collect();
        let top: String = lines[geo.top_letters_y() as usize]
            .split_whitespace()
            .collect();
        assert_eq!(top, letters);
        let screen = lines.join("\n");
        assert!(screen.contains("Ana (South)") && screen.contains("Ben (North)"));
        assert!(screen.contains("to move"));
        assert!(screen.contains(&rules.describe()));
    }
}

#[test]
fn north_rows_are_drawn_above_south_rows() {
    let mut app = new_game(Rules::tsoro(6));
    let lines = render(&mut app, 80, 24);
    let geo = Geometry::fit(
        ui::play_areas(Rect::new(0, 0, 80, 24), 4).unwrap().board,
        app.play().unwrap().session.game().position().layout(),
    )
    .unwrap();
    let y = |row| geo.hole_rect(Hole::new(0, row)).y;
    assert!(y(4) < y(3) && y(3) < y(2) && y(2) < y(1));
    assert!(
        lines[y(4) as usize].contains("2*"),
        "North's heads a4, b4 on top"
    );
}

/// The line the caret (`^`/`v` in ASCII) and the cursor's name are on, with the caret's
/// column; the line must hold nothing else.
fn caret_at(lines: &[String], cursor: &str) -> (usize, usize) {
    let found: Vec<(usize, usize)> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words.len() == 2 && ["^", "v"].contains(&words[0]) && words[1] == cursor
        })
        .map(|(y, l)| (y, l.find(|c: char| !c.is_whitespace()).unwrap()))
        .collect();
    assert_eq!(
        found.len(),
        1,
        "one caret for {cursor}:\n{}",
        lines.join("\n")
    );
    found[0]
}

#[test]
fn the_caret_is_beside_the_rows_of_the_player_who_moves() {
    // At 80x24 and at the smallest terminal each board allows.
    for rules in [Rules::hoyito(6), Rules::hoyito(12), Rules::tsoro(21)] {
        let mut app = app_with(
            Record::new(rules, ["Ana".into(), "Ben".into()]),
            true,
            false,
        );
        let layout = *app.play().unwrap().session.game().position().layout();
        let rows = layout.rows() as u16;
        let (min_w, min_h) = ui::play_min_size(rows, layout.holes_per_row() as u16);
        let sizes = [(80, 24), (min_w, min_h)];
        let geo = |(w, h): (u16, u16)| {
            let areas = ui::play_areas(Rect::new(0, 0, w, h), rows).unwrap();
            Geometry::fit(areas.board, &layout).unwrap()
        };
        let what = |(w, h): (u16, u16)| format!("{} {w}x{h}", rules.describe());
        for size in sizes {
            let lines = render(&mut app, size.0, size.1);
            let (y, x) = caret_at(&lines, "a1");
            let a1 = geo(size).hole_rect(Hole::new(0, 1));
            // South: below the letters under South's row 1, pointing up at a1.
            assert_eq!(y as u16, a1.y + 2, "{}", what(size));
            assert!(lines[y].contains('^'), "{}", what(size));
            assert!((a1.x..a1.x + a1.width).contains(&(x as u16)));
        }
        // South sows a1 (in Tsoro, going on from any head and taking any bonus holes).
        key(&mut app, KeyCode::Enter);
        while app.play().unwrap().session.game().position().to_move() == Some(Player::South) {
            match app.play().unwrap().session.game().position().awaiting() {
                Some(Awaiting::Head) => key(&mut app, KeyCode::Char('c')),
                _ => key(&mut app, KeyCode::Enter),
            }
        }
        assert_eq!(
            app.play().unwrap().session.game().position().awaiting(),
            Some(Awaiting::Sow)
        );
        let cursor = app.play().unwrap().cursor;
        assert!(cursor.row as u16 > rows / 2, "on North's rows: {cursor}");
        for size in sizes {
            let lines = render(&mut app, size.0, size.1);
            let (y, x) = caret_at(&lines, &cursor.to_string());
            let hole = geo(size).hole_rect(cursor);
            let top_row = geo(size).hole_rect(Hole::new(0, rows as u8)).y;
            // North: above the letters over North's top row, pointing down.
            assert_eq!(y as u16 + 2, top_row, "{}", what(size));
            assert!(lines[y].contains('v'), "{}", what(size));
            assert!((hole.x..hole.x + hole.width).contains(&(x as u16)));
        }
    }
}

#[test]
fn at_the_smallest_size_the_log_shows_the_start_of_its_newest_sentence_marked_cut() {
    let mut app = new_game(Rules::hoyito(6));
    let (w, h) = ui::play_min_size(2, 6);
    let lines = render(&mut app, w, h);
    let log = lines.iter().position(|l| l.contains("Log")).unwrap();
    // One line of log: "Hoyito II 2x6 begins. South to sow." does not fit in it.
    assert_eq!(log + 3, h as usize, "{}", lines.join("\n"));
    let line = lines[log + 1].split('│').next().unwrap().trim_end();
    assert!(line.starts_with("Hoyito II 2x6 begins."), "{line}");
    assert!(line.ends_with('…'), "{line}");
}

#[test]
fn a_larger_terminal_gets_a_larger_centred_board() {
    let mut app = new_game(Rules::hoyito(6));
    render(&mut app, 120, 40);
    let layout = *app.play().unwrap().session.game().position().layout();
    let geo = Geometry::fit(
        ui::play_areas(Rect::new(0, 0, 120, 40), 2).unwrap().board,
        &layout,
    )
    .unwrap();
    assert_eq!(geo.cell, 8, "the widest cells");
    let left = geo.area.x;
    let right = 120 - (geo.area.x + geo.area.width);
    assert!(left.abs_diff(right) <= 1, "centred: {left} and {right}");
}

#[test]
fn the_head_prompt_can_be_answered_continue() {
    let mut app = new_game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter); // a1 → relay from c1 → head f1
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("continue sowing from f1 (3 stones) or stop?"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('c'));
    let p = app.play().unwrap();
    assert_eq!(
        p.session.game().position().rows()[1],
        vec![0, 0, 0, 1, 1, 1]
    );
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
    assert_eq!(notation(p.actions()), ["a1", "continue"]);
}

#[test]
fn the_head_prompt_can_be_answered_stop_with_arrows_and_enter() {
    let mut app = new_game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    let p = app.play().unwrap();
    assert_eq!(p.actions().last().unwrap().to_string(), "stop");
    assert_eq!(
        p.session.game().position().rows()[0],
        vec![0, 3, 0, 3, 3, 3]
    );
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
}

#[test]
fn an_illegal_choice_changes_nothing_and_says_why() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Up); // onto a2, North's hole
    key(&mut app, KeyCode::Enter);
    let p = app.play().unwrap();
    assert!(p.actions().is_empty());
    let screen = screen::screen(&mut app);
    assert!(screen.contains(" a2 is North's hole."), "{screen}");
    assert!(!screen.contains("a2: a2"), "said once: {screen}");
}

#[test]
fn bonus_picks_skip_protected_heads_and_take_chosen_holes() {
    // South's d1 ends in f2: column f (f3, f4) is taken and 2 picks are owed.
    let mut app = set_up(
        Rules::tsoro(6),
        &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &[2; 6]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play().unwrap().session.game().position().awaiting(),
        Some(Awaiting::Bonus)
    );
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("take 2 bonus holes across (not heads *)"),
        "{screen}"
    );
    assert!(
        screen.contains("Enter take"),
        "the key hints say what Enter does"
    );
    assert_eq!(
        app.play().unwrap().cursor,
        Hole::new(2, 4),
        "the cursor starts on an eligible hole"
    );
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left); // a4, a head
    key(&mut app, KeyCode::Enter);
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("heads cannot be taken by a bonus pick"),
        "{screen}"
    );
    assert_eq!(
        app.play().unwrap().session.game().position().picks_left(),
        2
    );
    key(&mut app, KeyCode::Tab); // next eligible: c4
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play().unwrap().cursor,
        Hole::new(3, 4),
        "the cursor moves to the next eligible hole"
    );
    key(&mut app, KeyCode::Enter);
    let p = app.play().unwrap();
    assert_eq!(p.session.game().position().captured(Player::South), 8);
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
    assert_eq!(notation(p.actions()), ["d1", "xc4", "xd4"]);
}

#[test]
fn undo_and_redo_go_back_and_forth_across_a_capture_and_its_extra_turn() {
    let mut app = set_up(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 2], &[1, 1, 1, 1, 1, 3]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter); // b1 makes a casa in c1
    let captured = |app: &App| {
        app.play()
            .unwrap()
            .session
            .game()
            .position()
            .captured(Player::South)
    };
    assert_eq!(captured(&app), 4);
    assert_eq!(
        app.play().unwrap().session.game().position().to_move(),
        Some(Player::South),
        "extra turn"
    );
    key(&mut app, KeyCode::Enter); // f1, the extra turn
    assert_eq!(
        app.play().unwrap().session.game().position().to_move(),
        Some(Player::North)
    );
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(
        app.play().unwrap().session.game().position().to_move(),
        Some(Player::South)
    );
    assert_eq!(captured(&app), 4);
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(captured(&app), 0);
    assert_eq!(
        app.play().unwrap().session.game().position().rows()[0],
        vec![0, 1, 3, 0, 0, 2]
    );
    key(&mut app, KeyCode::Char('u'));
    assert!(screen::screen(&mut app).contains("Nothing to undo."));
    ctrl(&mut app, 'r');
    ctrl(&mut app, 'r');
    let p = app.play().unwrap();
    assert_eq!(p.actions().len(), 2);
    assert_eq!(p.movers(), [Player::South, Player::South]);
    assert_eq!(p.session.game().position().to_move(), Some(Player::North));
    assert_eq!(captured(&app), 4);
    // The move list: the capture, then South's extra turn on a line of its own.
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("1. S b1") && screen.contains("2. S f1"),
        "{screen}"
    );
}

#[test]
fn ascii_mode_draws_only_ascii() {
    let mut app = app_with(
        Record::new(Rules::tsoro(21), ["Ana".into(), "Ben".into()]),
        true,
        false,
    );
    key(&mut app, KeyCode::Char('?'));
    for screen in [render(&mut app, 80, 24), {
        key(&mut app, KeyCode::Esc);
        render(&mut app, 80, 24)
    }] {
        let text = screen.join("\n");
        assert!(text.is_ascii(), "{text}");
    }
}

#[test]
fn the_log_tells_a_move_once_its_animation_has_shown_it() {
    let mut app = app_with(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        false,
        true,
    );
    key(&mut app, KeyCode::Enter); // sow a1, animated
    assert!(app.animating());
    let logged = |app: &App| {
        app.play()
            .unwrap()
            .log
            .iter()
            .any(|l| l.starts_with("South sowed"))
    };
    assert!(!logged(&app), "not before the seeds have moved");
    while app.animating() {
        app.tick();
    }
    assert!(logged(&app));
    assert_eq!(
        app.play().unwrap().display_board(),
        app.play().unwrap().session.game().position().rows()
    );
}

#[test]
fn a_key_during_sowing_shows_its_end_and_then_acts_unless_it_chooses() {
    let hot_seat = || {
        let mut app = app_with(
            Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
            false,
            true,
        );
        key(&mut app, KeyCode::Enter); // South sows a1, animated
        assert!(app.animating());
        app
    };
    // An arrow: the end is shown and North's cursor moves.
    let mut app = hot_seat();
    let before = app.play().unwrap().cursor;
    key(&mut app, KeyCode::Right);
    let p = app.play().unwrap();
    assert!(!app.animating());
    assert_eq!(p.cursor, Hole::new(before.col + 1, before.row), "moved");
    // Undo, save and help act too.
    let mut app = hot_seat();
    key(&mut app, KeyCode::Char('u'));
    assert!(app.play().unwrap().actions().is_empty(), "undone");
    let mut app = hot_seat();
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.popup, Some(Popup::Help)));
    // Enter or Space would sow for North in a position not yet seen: only the end.
    for choose in [KeyCode::Enter, KeyCode::Char(' ')] {
        let mut app = hot_seat();
        key(&mut app, choose);
        assert!(!app.animating());
        assert_eq!(app.play().unwrap().actions().len(), 1, "North did not sow");
    }
    // Esc skips the sowing; it does not ask to leave the game too.
    let mut app = hot_seat();
    key(&mut app, KeyCode::Esc);
    assert!(!app.animating());
    assert!(app.popup.is_none(), "no leave prompt");
    assert!(app.play().is_some());
    key(&mut app, KeyCode::Esc);
    assert!(
        app.popup.is_some(),
        "Esc again: back, asking about the unsaved game"
    );
}

#[test]
fn a_key_during_the_last_sowing_shows_the_result_first() {
    // South's b1 takes the last seeds; r during its sowing must not start a rematch.
    let mut record = Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
    record.start = Some(StartPosition {
        board: vec![vec![0, 1, 3, 0, 0, 0], vec![0, 0, 0, 0, 2, 2]],
        to_move: Player::South,
        captured: [0, 0],
    });
    let mut app = app_with(record, false, true);
    key(&mut app, KeyCode::Enter);
    assert!(app.animating());
    let during = screen::screen(&mut app);
    let hints = during.lines().last().unwrap();
    assert!(
        !hints.contains("rematch") && !hints.contains("undo"),
        "{hints}"
    );
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(app.popup, Some(Popup::Result)));
    assert_eq!(
        app.play().unwrap().actions().len(),
        1,
        "the game, not a rematch"
    );
}

#[test]
fn the_hints_line_during_a_sowing_names_only_keys_that_act() {
    // Against the computer: South's own sowing is shown while North thinks; m (make it
    // move now) and Enter would only show the end, so they are not offered.
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers = [None, Some(Level::Easy)];
    let mut app = app_with(record, false, true);
    key(&mut app, KeyCode::Enter);
    assert!(app.animating());
    let during = screen::screen(&mut app);
    let hints = during.lines().last().unwrap();
    assert!(!hints.contains("move now"), "{hints}");
    assert!(!hints.contains("Enter"), "{hints}");
    assert!(
        hints.contains("u undo") && hints.contains("q back"),
        "{hints}"
    );
    // Hot-seat: North's cursor keys act after the end; Enter sow does not.
    let mut app = app_with(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        false,
        true,
    );
    key(&mut app, KeyCode::Enter);
    let during = screen::screen(&mut app);
    let hints = during.lines().last().unwrap();
    assert!(
        hints.contains("move") && !hints.contains("Enter sow"),
        "{hints}"
    );
    while app.animating() {
        app.tick();
    }
    let after = screen::screen(&mut app);
    assert!(
        after.lines().last().unwrap().contains("Enter sow"),
        "{after}"
    );
}

#[test]
fn the_header_counts_the_turn_being_sown_until_its_sowing_is_shown() {
    let mut app = app_with(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        false,
        true,
    );
    assert!(
        screen::screen(&mut app)
            .lines()
            .next()
            .unwrap()
            .contains("turn 1")
    );
    key(&mut app, KeyCode::Enter);
    assert!(app.animating());
    let during = screen::screen(&mut app);
    assert!(
        during.lines().next().unwrap().contains("turn 1"),
        "{during}"
    );
    while app.animating() {
        app.tick();
    }
    let after = screen::screen(&mut app);
    assert!(after.lines().next().unwrap().contains("turn 2"), "{after}");
}

#[test]
fn player_lines_count_a_capture_when_the_animation_shows_it() {
    // b1's one seed makes a casa in c1 (4 seeds), as in the undo test above.
    let mut record = Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
    record.start = Some(StartPosition {
        board: vec![vec![0, 1, 3, 0, 0, 2], vec![1, 1, 1, 1, 1, 3]],
        to_move: Player::South,
        captured: [0, 0],
    });
    let mut app = app_with(record, false, true);
    key(&mut app, KeyCode::Enter);
    assert!(app.animating());
    // The first step lifts b1: its seed is in South's hand, nothing is captured yet.
    let line = player_line(&mut app, "South");
    assert!(
        line.contains("captured  0") && line.contains("on side  5") && line.contains("to move"),
        "while the seed is sown: {line}"
    );
    while app.animating() {
        app.tick();
    }
    let line = player_line(&mut app, "South");
    assert!(
        line.contains("captured  4") && line.contains("on side  2"),
        "once the casa is taken: {line}"
    );
}

#[test]
fn the_head_question_keeps_its_answers_at_60_columns() {
    let mut app = set_up(
        Rules::tsoro(6),
        &[&[0, 0, 0, 2, 0, 1], &[0; 6], &[0; 6], &[2, 2, 2, 2, 2, 2]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter); // d1: the lap ends in the occupied head f1
    let wide = render(&mut app, 80, 24);
    assert!(
        wide.iter().any(
            |l| l.contains("continue sowing from f1 (2 stones) or stop?▶continue [c] stop [t]")
        ),
        "{}",
        wide.join("\n")
    );
    let narrow = render(&mut app, 60, 20);
    let status = narrow.iter().find(|l| l.contains("ontinue")).unwrap();
    assert!(
        status.contains("South at the head f1 (2 stones):▶continue [c] stop [t]"),
        "{status}"
    );
}

#[test]
fn names_and_typed_file_names_are_drawn_escaped() {
    let mut app = app_for(Record::new(
        Rules::hoyito(6),
        ["\u{1b}[2JAna\u{202e}".into(), "B\u{7}en".into()],
    ));
    let screen = screen::screen(&mut app);
    assert!(screen.contains(r"\u{1b}[2JAna\u{202e} (South)"), "{screen}");
    assert!(screen.contains(r"B\u{7}en (North)"), "{screen}");
    assert!(mancala_tui::words::text::is_clean(
        &screen.replace('\n', " ")
    ));
    // A computer's side named in the file is escaped too.
    let mut record = Record::new(
        Rules::hoyito(6),
        ["Ana".into(), "\u{1b}]0;X\u{7}Bot".into()],
    );
    record.computers = [None, Some(Level::Easy)];
    let mut app = app_for(record);
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains(r"\u{1b}]0;X\u{7}Bot (North, computer easy)"),
        "{screen}"
    );
    assert!(mancala_tui::words::text::is_clean(
        &screen.replace('\n', " ")
    ));
    // A file name typed (or pasted) into the load prompt.
    let mut app = menu_app(MenuItem::Replay);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('o'));
    typed(&mut app, "x\u{202e}y.json");
    let screen = screen::screen(&mut app);
    assert!(screen.contains(r"x\u{202e}y.json_"), "{screen}");
    key(&mut app, KeyCode::Enter);
    let screen = screen::screen(&mut app);
    assert!(screen.contains(r"x\u{202e}y.json: cannot read"), "{screen}");
    assert!(mancala_tui::words::text::is_clean(
        &screen.replace('\n', " ")
    ));
}

#[test]
fn undo_and_redo_are_offered_only_when_they_would_act() {
    let mut app = new_game(Rules::hoyito(6));
    let start = hints_line(&mut app);
    assert!(
        !start.contains("undo") && !start.contains("redo"),
        "{start}"
    );
    key(&mut app, KeyCode::Enter);
    let moved = hints_line(&mut app);
    assert!(
        moved.contains("u undo") && !moved.contains("redo"),
        "{moved}"
    );
    key(&mut app, KeyCode::Char('u'));
    let undone = hints_line(&mut app);
    assert!(
        undone.contains("^R redo") && !undone.contains("undo"),
        "{undone}"
    );
    ctrl(&mut app, 'r');
    let redone = hints_line(&mut app);
    assert!(
        redone.contains("u undo") && !redone.contains("redo"),
        "{redone}"
    );
    // The help lists both keys all the same.
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    assert!(screen::screen(&mut app).contains("Nothing to undo."));
    key(&mut app, KeyCode::Char('?'));
    let help = screen::screen(&mut app);
    assert!(help.contains("│u ") && help.contains("│^R "), "{help}");
}

#[test]
fn a_wide_name_is_cut_by_columns_and_the_player_line_stays_whole() {
    let wide = "李".repeat(33);
    let mut app = app_for(Record::new(Rules::hoyito(6), [wide.clone(), "Ben".into()]));
    for (w, h) in [(80, 24), (120, 40)] {
        let lines = render(&mut app, w, h);
        let text = lines.join("\n");
        let line = lines
            .iter()
            .find(|l| l.contains("李") && l.contains("captured"))
            .unwrap_or_else(|| panic!("South's line at {w}x{h}:\n{text}"));
        // The counts and the turn stay whole, inside the screen.
        assert!(
            line.contains("captured  0   on side 24   to move"),
            "{w}x{h}: {line}"
        );
        assert!(
            mancala_tui::words::text::width(line) <= w as usize,
            "{w}x{h}: {line}"
        );
        assert!(!line.contains(&wide), "cut: {line}");
        assert!(
            !text.contains("characters)"),
            "no length for a name: {text}"
        );
    }
}

#[test]
fn an_ordinary_long_name_is_cut_without_a_stated_length() {
    let mut app = app_for(Record::new(
        Rules::hoyito(6),
        ["Alexandrina Maria".into(), "Barnaby Bartholomew".into()],
    ));
    for (w, h) in [(80, 24), (120, 40)] {
        let text = render(&mut app, w, h).join("\n");
        assert!(!text.contains("characters)"), "{w}x{h}:\n{text}");
        assert!(!text.contains("(1"), "{w}x{h}:\n{text}");
    }
    let text = render(&mut app, 120, 40).join("\n");
    assert!(text.contains("Alexandrina Maria"), "{text}");
}

#[test]
fn on_4x21_every_hole_of_the_players_rows_is_three_keys_away() {
    let mut app = new_game(Rules::tsoro(21));
    let rows = app.play().unwrap().session.game().position().rows();
    assert_eq!(rows.len(), 4);
    // g, the column letter, the row digit: South's 42 holes, from wherever the cursor is.
    for row in 1..=2u8 {
        for col in 0..21u8 {
            let letter = (b'a' + col) as char;
            key(&mut app, KeyCode::Char('g'));
            key(&mut app, KeyCode::Char(letter));
            key(&mut app, KeyCode::Char((b'0' + row) as char));
            let p = app.play().unwrap();
            assert_eq!(p.cursor, Hole::new(col, row), "g {letter} {row}");
            assert!(p.actions().is_empty(), "nothing played");
        }
    }
    // Two keys when the row is the cursor's: from a1, g u goes along row 1 to u1.
    for c in ['g', 'a', '1'] {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Char('g'));
    assert!(screen::screen(&mut app).contains("Go to: a column letter, a to u."));
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.play().unwrap().cursor, Hole::new(20, 1));
    assert!(screen::screen(&mut app).contains("u1: a row digit, 1 to 4, moves along column u."));
    key(&mut app, KeyCode::Char('2'));
    assert_eq!(app.play().unwrap().cursor, Hole::new(20, 2));
    // A letter that is no column: refused, said, and the cursor stays.
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('z'));
    assert_eq!(app.play().unwrap().cursor, Hole::new(20, 2));
    assert!(screen::screen(&mut app).contains("No column z on this board: a to u."));
    // Home and End: the ends of the cursor's row.
    key(&mut app, KeyCode::Home);
    assert_eq!(app.play().unwrap().cursor, Hole::new(0, 2));
    key(&mut app, KeyCode::End);
    assert_eq!(app.play().unwrap().cursor, Hole::new(20, 2));
    // After g and a column, a key that is no row digit does what it always does:
    // Enter sows from the hole gone to.
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('k'));
    key(&mut app, KeyCode::Char('1'));
    assert_eq!(app.play().unwrap().cursor, Hole::new(10, 1));
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Enter);
    let p = app.play().unwrap();
    assert_eq!(notation(p.actions()), ["c1"]);
}

#[test]
fn the_go_to_letters_are_columns_even_when_a_board_key_was_moved_onto_them() {
    let mut app = new_game(Rules::tsoro(21));
    // Left moved to a (as on a keyboard where h is awkward).
    let mut config = app.prefs.config.clone();
    config.keys[0] = 'a';
    app.prefs.set(config);
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('e'));
    key(&mut app, KeyCode::Char('a'));
    assert_eq!(
        app.play().unwrap().cursor.col,
        4,
        "a is left again after the go-to"
    );
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('a'));
    assert_eq!(app.play().unwrap().cursor.col, 0, "after g, a is column a");
    // g itself cannot be moved onto a board key.
    assert!(
        app.prefs
            .config
            .key_allowed(0, 'g', mancala_tui::tui::command_keys::command_using)
            .is_err()
    );
    // Nor can the key that shows the end of the computer's turn.
    let e = app
        .prefs
        .config
        .key_allowed(0, 'e', mancala_tui::tui::command_keys::command_using)
        .unwrap_err();
    assert!(e.contains("show the end of its whole turn"), "{e}");
}

#[test]
fn the_help_and_the_key_line_say_how_to_go_to_a_hole() {
    let mut app = new_game(Rules::tsoro(21));
    let line = render(&mut app, 120, 40).join("\n");
    assert!(line.contains("g go to"), "{line}");
    key(&mut app, KeyCode::Char('?'));
    let help = screen::screen(&mut app);
    assert!(
        help.contains("go to a hole: g, its column letter"),
        "{help}"
    );
    assert!(help.contains("Home/End"), "{help}");
}

#[test]
fn a_game_while_sowing_says_the_lap_and_the_seeds_in_hand_as_lessons_do() {
    let mut app = app_with(
        Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]),
        false,
        true,
    );
    key(&mut app, KeyCode::Enter);
    assert!(app.play().unwrap().animating());
    let text = screen::screen(&mut app);
    assert!(
        text.contains("Sowing: lap 1, ") && text.contains("seeds in hand. Any key shows the end."),
        "{text}"
    );
    // Stepping on, the count in hand goes down as seeds are dropped.
    let _ = app.tick();
    let later = screen::screen(&mut app);
    assert!(later.contains("Sowing: lap "), "{later}");
}

/// A big terminal gets a taller board (issue 17 part 5): each hole two lines, its
/// count and beneath it its seeds drawn one by one where they fit; 80x24 keeps the
/// one-line holes. A click on a hole's seeds sows it, as a click on its count does.
#[test]
fn at_200x50_the_holes_are_taller_and_show_their_seeds() {
    let rules = Rules::hoyito(6);
    let layout = mancala_rules::Layout::new(&rules);
    let geometry = |w, h| {
        mancala_tui::tui::widgets::layout::board_fits(Rect::new(0, 0, w, h), &layout)
            .unwrap()
            .1
    };
    let (small, big) = (geometry(80, 24), geometry(200, 50));
    assert_eq!((small.lines, small.area.height), (1, 7));
    assert_eq!((big.lines, big.area.height), (2, 9));
    assert!(big.area.height > small.area.height);
    let mut app = screen::game(rules);
    let lines = screen::render(&mut app, 200, 50);
    // The 4 seeds of every hole, under South's row and under North's.
    let seed_rows: Vec<&String> = lines
        .iter()
        .filter(|l| l.matches("●●●●").count() == 6)
        .collect();
    assert_eq!(seed_rows.len(), 2, "{}", lines.join("\n"));
    assert!(
        !screen::render(&mut app, 80, 24)
            .iter()
            .any(|l| l.contains('●')),
        "80x24 draws counts only"
    );
    // A click on c1's seeds sows c1 (the screen drawn at 200x50 again: clicks are
    // read against the screen last drawn).
    screen::render(&mut app, 200, 50);
    let c1 = big.hole_rect(Hole::new(2, 1));
    screen::click(&mut app, c1.x + 2, c1.y + 1);
    run_until(&mut app, "c1 sown", |app| {
        app.play().is_some_and(|p| !p.actions().is_empty())
    });
    assert_eq!(app.play().unwrap().actions()[0].to_string(), "c1");
}

#[test]
fn at_a_head_s_still_saves_and_t_stops() {
    let mut app = game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter); // a1 ends at the occupied head f1
    assert_eq!(
        app.play().unwrap().session.game().position().awaiting(),
        Some(Awaiting::Head)
    );
    let shown = screen(&mut app);
    assert!(
        shown.contains("t stop") && shown.contains("s save"),
        "{shown}"
    );
    key(&mut app, KeyCode::Char('s'));
    assert!(matches!(app.popup, Some(Popup::Save { .. })), "s saves");
    assert_eq!(actions(&app), ["a1"]);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('t'));
    assert_eq!(actions(&app), ["a1", "stop"]);
}

#[test]
fn the_status_line_says_when_an_extra_turn_was_earned() {
    let mut app = game_from(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 2], &[1, 1, 1, 1, 1, 3]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter); // b1 makes a casa in c1
    let shown = screen(&mut app);
    assert!(
        shown.contains("South to sow again (an extra turn)"),
        "{shown}"
    );
    key(&mut app, KeyCode::Enter);
    assert!(!screen(&mut app).contains("extra turn)"));
}

#[test]
fn a_finished_game_opened_does_not_say_it_continues() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, Some(path.into())).unwrap();
    key(&mut app, KeyCode::Esc); // the result, closed to see the log
    // Tall enough for the judge's graph above the log, not beside it.
    let shown = render(&mut app, 100, 40).join("\n");
    assert!(shown.contains("Hoyito II 2x6, as it ended."), "{shown}");
    assert!(!shown.contains("continues"), "{shown}");
}

#[test]
fn a_loaded_game_continues_and_undo_redo_back_to_it_is_not_unsaved() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (mut record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    record.actions.truncate(6);
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, Some(path.into())).unwrap();
    let shown = screen(&mut app);
    assert!(shown.contains("continues."), "{shown}");
    assert!(!shown.contains("begins"), "{shown}");
    key(&mut app, KeyCode::Char('u'));
    ctrl(&mut app, 'r');
    key(&mut app, KeyCode::Char('q'));
    assert!(app.popup.is_none() && on_menu(&app), "nothing to save");
}

#[test]
fn a_long_name_is_shortened_rather_than_push_the_counts_off_the_line() {
    let long = "Maximiliano Alejandro de la Cruz Fernandez".to_string();
    let mut app = menu_app(MenuItem::NewGame);
    let record = mancala_tui::store::record::Record::new(Rules::tsoro(21), [long.clone(), long]);
    app.start_play(record, None).unwrap();
    let lines = render(&mut app, 80, 24);
    let south = lines.iter().find(|l| l.contains("to move")).unwrap();
    assert!(
        south.contains("captured  0   on side 42   to move"),
        "{south}"
    );
    assert!(south.contains("Maximiliano"), "{south}");
    // The head question keeps its answers whole.
    let mut app = menu_app(MenuItem::NewGame);
    let long = "Maximiliano Alejandro de la Cruz".to_string();
    let record = mancala_tui::store::record::Record::new(Rules::tsoro(6), [long.clone(), long]);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    assert!(
        shown.contains("(3 stones) or stop?▶continue [c] stop [t]"),
        "{shown}"
    );
}

#[test]
fn the_move_list_numbers_turns_as_the_header_does_and_says_picks_in_words() {
    // South's d1 ends in f2: column f is taken and 2 picks are owed.
    let mut app = game_from(
        Rules::tsoro(6),
        &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &[2; 6]],
        Player::South,
    );
    assert!(screen(&mut app).contains("turn 1"));
    key(&mut app, KeyCode::Enter);
    assert!(
        screen(&mut app).contains("turn 1"),
        "picks are part of turn 1"
    );
    while app.play().unwrap().session.game().position().awaiting() == Some(Awaiting::Bonus) {
        key(&mut app, KeyCode::Tab);
        key(&mut app, KeyCode::Enter);
    }
    let shown = screen(&mut app);
    assert!(shown.contains("turn 2"), "{shown}");
    assert!(shown.contains("1. S d1 take "), "{shown}");
    assert!(!shown.contains(" xa"), "no record notation: {shown}");
    key(&mut app, KeyCode::Enter); // North's turn
    let shown = screen(&mut app);
    assert!(shown.contains("   2. N "), "{shown}");
    assert!(!shown.contains("   4. N "), "{shown}");
}

#[test]
fn a_big_terminal_gets_bigger_holes_a_wider_move_list_and_a_readable_log() {
    let mut app = game(Rules::hoyito(12));
    let small = render(&mut app, 80, 24);
    let big = render(&mut app, 200, 50);
    // The hole letters spread out: a to l spans more columns.
    let span = |lines: &[String]| {
        let (a, y) = find(lines, "a  ").unwrap();
        let row = &lines[y as usize];
        let l = row.chars().position(|c| c == 'l').unwrap() as u16;
        l - a
    };
    assert!(span(&big) > span(&small) + 20, "{}", big.join("\n"));
    let (log_x, y) = find(&big, "Log ─").unwrap();
    let row = &big[y as usize];
    let moves_x = row.chars().position(|c| c == '┌').unwrap() as u16;
    let end = row.chars().count() as u16 - row.chars().rev().position(|c| c == '─').unwrap() as u16;
    assert!(
        moves_x - log_x <= 98,
        "the log keeps a readable measure: {row}"
    );
    assert!(end - moves_x > 30, "a wider move list: {row}");
}

/// At a Tsoro head the arrows choose the answer, which the status line shows and Enter
/// gives, as the help says; Hoyito's help says nothing of heads.
#[test]
fn at_a_head_the_arrows_choose_the_answer_shown_and_enter_gives_it() {
    let mut app = game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter); // a1 ends at the occupied head f1
    assert_eq!(
        app.play().unwrap().session.game().position().awaiting(),
        Some(Awaiting::Head)
    );
    let before = screen(&mut app);
    key(&mut app, KeyCode::Right);
    let after = screen(&mut app);
    assert_ne!(before, after, "the answer chosen is shown");
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.contains("at a head: choose continue or stop, shown on the status line"),
        "{help}"
    );
    assert!(
        !help.contains("move the cursor"),
        "no cursor to move at a head: {help}"
    );
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        actions(&app),
        ["a1", "stop"],
        "Enter gives the answer shown"
    );
    // Hoyito II has no heads, and its help does not speak of them.
    let mut app = game(Rules::hoyito(6));
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(help.contains("move the cursor"), "{help}");
    assert!(!help.contains("head"), "{help}");
}

/// After the first bonus pick the cursor stays where the player was working, on the
/// nearest hole that can still be taken, not back on the row's first hole.
#[test]
fn the_second_bonus_pick_starts_next_to_the_first() {
    // South's d1 ends in f2: column f (f3, f4) is taken and 2 picks are owed.
    let mut app = set_up(
        Rules::tsoro(6),
        &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &[2; 6]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play().unwrap().session.game().position().picks_left(),
        2
    );
    // d4 (c4 and d4 are no heads here): the first pick.
    key(&mut app, KeyCode::Right);
    let first = app.play().unwrap().cursor;
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.play().unwrap().session.game().position().picks_left(),
        1
    );
    let next = app.play().unwrap().cursor;
    assert_eq!(next.row, first.row, "the same row: {first} then {next}");
    assert_eq!(
        next.col.abs_diff(first.col),
        1,
        "next to it: {first} then {next}"
    );
}

/// A game started from the shell (`mancala play`) goes back there on q, asking about
/// unsaved actions first; one started from the menu goes back to the menu.
#[test]
fn q_in_a_game_started_from_the_shell_returns_to_the_shell() {
    let mut app = new_game(Rules::hoyito(6));
    app.opened_from_shell();
    key(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "nothing played: straight back to the shell");
    let mut app = new_game(Rules::hoyito(6));
    app.opened_from_shell();
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('q'));
    assert!(
        !app.quit && app.popup.is_some(),
        "asked about the action first"
    );
    key(&mut app, KeyCode::Char('d'));
    assert!(app.quit);
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.quit && matches!(app.screen, mancala_tui::tui::app::Screen::Menu { .. }));
}
