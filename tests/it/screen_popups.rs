//! The popups over a game: help, save, load, unsaved game and the result.

use crate::common::screen;
use crate::common::temp;

use mancala_rules::{Player, Rules};
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Popup, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use screen::*;
use temp::TempDir;

#[test]
fn save_then_q_writes_the_record_and_goes_back_without_asking() {
    let save_dir = TempDir::new("save");

    let path = save_dir.join("game.json");
    let _ = std::fs::remove_file(&path);
    let mut app = new_game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('c'));
    key(&mut app, KeyCode::Char('s'));
    match &app.popup {
        Some(Popup::Save { input, .. }) => assert_eq!(input, "tsoro-2026-12-02-1905.json"),
        _ => panic!("save prompt expected"),
    }
    replace_input(&mut app, path.to_str().unwrap());
    assert!(app.popup.is_none());
    let saved = Record::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(notation(&saved.actions), ["a1", "continue"]);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.popup.is_none() && !app.quit);
    assert!(matches!(app.screen, Screen::Menu { .. }));
}

#[test]
fn ctrl_u_clears_the_file_name_and_other_ctrl_keys_are_not_typed() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    let input = |app: &App| match &app.popup {
        Some(Popup::Save { input, .. }) => input.clone(),
        _ => panic!("save prompt expected"),
    };
    assert_eq!(input(&app), "hoyito-2026-12-02-1905.json");
    assert!(screen::screen(&mut app).contains("Ctrl-U clear"));
    ctrl(&mut app, 'u');
    assert_eq!(input(&app), "", "cleared");
    typed(&mut app, "mine");
    ctrl(&mut app, 'a');
    app.handle_key(KeyEvent::new(KeyCode::Char('b'), KeyModifiers::ALT));
    typed(&mut app, ".json");
    assert_eq!(input(&app), "mine.json", "Ctrl-A and Alt-B are not typed");
    // The prompt for a file to open: the same.
    let mut app = menu_app(MenuItem::Replay);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('o'));
    typed(&mut app, "old");
    ctrl(&mut app, 'u');
    typed(&mut app, "new");
    match &app.popup {
        Some(Popup::Load { input, .. }) => assert_eq!(input, "new"),
        _ => panic!("load prompt expected"),
    }
}

#[test]
fn saving_over_another_file_asks_first() {
    let over_dir = TempDir::new("over");

    let path = over_dir.join("keep.json");
    std::fs::write(&path, "precious").unwrap();
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    replace_input(&mut app, path.to_str().unwrap());
    assert!(matches!(
        app.popup,
        Some(Popup::Save {
            overwrite: true,
            ..
        })
    ));
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
}

#[test]
fn at_80x24_a_long_paths_replace_question_shows_whole_with_its_answers() {
    // A file 100 columns deep: its path is wider than the popup can be.
    let over_dir = TempDir::new("long");
    let deep =
        over_dir.join("a-folder-whose-name-alone-is-longer-than-the-popup-at-eighty-columns-x");
    std::fs::create_dir(&deep).unwrap();
    let path = deep.join("keep.json");
    std::fs::write(&path, "precious").unwrap();
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    replace_input(&mut app, path.to_str().unwrap());
    let text = render(&mut app, 80, 24).join("\n");
    // The question and its answers inside the border, and the typed path by its end.
    assert!(
        text.contains("That file exists. Replace it? y yes, n no"),
        "{text}"
    );
    assert!(text.contains("/keep.json_"), "{text}");
    assert!(
        text.contains('…'),
        "the path's start is cut, marked: {text}"
    );
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
}

#[test]
fn quitting_with_unsaved_actions_asks_and_can_go_back() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.quit);
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert!(screen::screen(&mut app).contains("unsaved actions"));
    key(&mut app, KeyCode::Esc);
    assert!(!app.quit && app.popup.is_none());
    ctrl(&mut app, 'c');
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    key(&mut app, KeyCode::Char('d'));
    assert!(app.quit);
}

#[test]
fn a_finished_game_shows_the_result() {
    let mut app = set_up(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 0], &[0, 0, 0, 0, 2, 2]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.popup, Some(Popup::Result)));
    let screen = screen::screen(&mut app);
    assert!(screen.contains("South wins!"), "{screen}");
    assert!(screen.contains("all seeds captured"), "{screen}");
    assert!(
        screen.contains("r rematch   n new game   s save"),
        "{screen}"
    );
}

#[test]
fn the_help_popup_lists_the_play_keys() {
    let mut app = new_game(Rules::hoyito(6));
    key(&mut app, KeyCode::Char('?'));
    let screen = screen::screen(&mut app);
    assert!(screen.contains("redo what was undone"), "{screen}");
    assert!(screen.contains("Tab"), "{screen}");
    assert!(
        screen.contains("back where the game was opened from"),
        "{screen}"
    );
    assert!(
        // Hoyito II has no heads: their answers' keys are not named.
        screen.contains("Space, Esc, m only end it"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('x'));
    assert!(app.popup.is_none());
}

#[test]
fn the_result_names_a_computer_as_the_board_does() {
    // finished_game()'s position, North a computer: South's b1 ends the game.
    let mut app = finished_against_computer();
    let shown = screen(&mut app);
    assert!(shown.contains("│North (computer, easy): "), "{shown}");
    assert!(shown.contains("│Ana (South): "), "{shown}");
}

#[test]
fn after_looking_at_the_board_the_result_rematch_and_new_game_are_offered() {
    let mut app = finished_game();
    key(&mut app, KeyCode::Esc);
    let board = screen(&mut app);
    assert!(app.popup.is_none());
    assert!(!board.contains("Enter sow"), "{board}");
    assert!(
        board.contains("Enter result") && board.contains("r rematch"),
        "{board}"
    );
    key(&mut app, KeyCode::Enter);
    assert!(screen(&mut app).contains("South wins!"));
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('d')); // don't save
    let p = app.play().expect("a rematch");
    assert!(p.actions().is_empty());
    assert_eq!(p.session.record().rules, Rules::hoyito(6));
    assert_eq!(
        p.session.record().players,
        ["South".to_string(), "North".to_string()]
    );
}

#[test]
fn a_finished_game_is_not_thrown_away_by_pressing_n_twice() {
    let mut app = finished_game();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert!(app.play().is_some());
    key(&mut app, KeyCode::Char('d'));
    assert!(matches!(app.screen, Screen::NewGame(_)));
}

#[test]
fn the_result_puts_the_winners_score_first() {
    // North wins by capturing more: its line comes first.
    let mut app = game_from(
        Rules::hoyito(6),
        &[&[2, 2, 0, 0, 0, 0], &[0, 0, 0, 3, 1, 0]],
        Player::North,
    );
    key(&mut app, KeyCode::Tab); // e2, whose seed makes a casa in d2
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    let (north, south) = (
        shown.find("North: 8 captured").expect(&shown),
        shown.find("South: 0 captured").expect(&shown),
    );
    assert!(north < south, "{shown}");
    key(&mut app, KeyCode::Esc);
    assert!(screen(&mut app).contains("North wins 8 to 0"));
}

#[test]
fn the_games_help_fits_80_columns_to_its_last_word() {
    for rules in [Rules::hoyito(6), Rules::tsoro(8)] {
        let mut app = game(rules);
        key(&mut app, KeyCode::Char('?'));
        let s = render(&mut app, 80, 24).join("\n");
        assert!(s.contains("Reversed: cursor (^), [hint]."), "{s}");
    }
    for rules in [Rules::hoyito(6), Rules::tsoro(8)] {
        let mut app = game(rules);
        app.prefs.theme.color = true; // "Green bold", the longer words
        key(&mut app, KeyCode::Char('?'));
        let s = render(&mut app, 80, 24).join("\n");
        // The line that tells the marks apart without colour: cut once at 80 columns.
        assert!(s.contains("Magenta: hint."), "{s}");
        assert!(s.contains("Any key closes this."), "{s}");
    }
}

#[test]
fn the_results_reason_is_wrapped_whole_in_its_popup() {
    // Two lone seeds go round until the position comes a third time: the longest
    // reason Hoyito II gives, longer than 80 columns with "The game ended: ".
    let mut record =
        mancala_tui::store::record::Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
    record.start = Some(mancala_tui::store::record::StartPosition {
        board: vec![vec![0, 1, 0, 0, 0, 0], vec![0, 0, 0, 0, 1, 0]],
        to_move: Player::South,
        captured: [20, 26],
    });
    let mut game = record.start_game().unwrap();
    while !game.position().is_over() {
        let a = game.position().legal_actions()[0];
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let last = record.actions.pop().unwrap();
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, None).unwrap();
    match &mut app.screen {
        Screen::Play(p) => assert!(p.choose(last)),
        _ => unreachable!(),
    }
    app.update();
    for (w, h) in [(80, 24), (60, 24)] {
        let lines = render(&mut app, w, h);
        assert!(matches!(app.popup, Some(Popup::Result)));
        // The popup's text, its lines joined.
        let inside: Vec<String> = lines
            .iter()
            .filter_map(|l| {
                let (_, rest) = l.split_once('│')?;
                Some(rest.rsplit_once('│')?.0.trim().to_string())
            })
            .collect();
        let text = inside.join(" ");
        assert!(
            text.contains(
                "The game ended: the same position for the third time: each took the seeds of their own row."
            ),
            "{w}x{h}:\n{}",
            lines.join("\n")
        );
    }
}

#[test]
fn a_help_line_too_long_for_the_screen_is_wrapped_under_its_words() {
    // The replay's e: "evaluations on/off: ... and mistakes (? and ??) in the move list"
    // ran past 80 columns and was cut after "(marked),".
    for (w, h) in [(80, 24), (60, 24)] {
        let mut app = replay_of("hoyito-2x6.json");
        key(&mut app, KeyCode::Char('?'));
        let lines = render(&mut app, w, h);
        // The popup's text, its lines joined, and where the e line's words start.
        let inside: Vec<String> = lines
            .iter()
            .filter_map(|l| Some(l.split_once('│')?.1.rsplit_once('│')?.0.to_string()))
            .collect();
        let e = inside.iter().position(|l| l.starts_with("e ")).unwrap();
        let column = inside[e].find("evaluations").unwrap();
        let next = &inside[e + 1];
        assert_eq!(
            next.find(|c| c != ' '),
            Some(column),
            "under the words: {next}"
        );
        let text = inside
            .iter()
            .map(|l| l.trim())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            text.contains("the graph, and the marks (?! ? ??) in the move list"),
            "{w}x{h}:\n{}",
            lines.join("\n")
        );
        assert!(lines.join("\n").contains("Any key closes this."));
    }
}

#[test]
fn a_popup_nearly_as_wide_as_the_screen_leaves_no_sliver_of_it_beside_its_border() {
    // The settings' help was 78 columns wide at 80: the key line's last letter
    // (the k of "Esc back") showed beside its bottom corner.
    let mut app = menu_app(MenuItem::Settings);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('?'));
    let lines = render(&mut app, 80, 24);
    for l in lines.iter().filter(|l| l.contains('│') || l.contains('┘')) {
        let l = l.as_str();
        assert!(
            l.starts_with(['│', '└', '┌']) && l.ends_with(['│', '┘', '┐']),
            "{}",
            lines.join("\n")
        );
    }
}
