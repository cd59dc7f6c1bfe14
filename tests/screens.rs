//! Navigation and what each screen says, read from the screen as a person reads it
//! (issue 10's behaviour fixes: each test here failed on the code before them).

#[path = "common/screen.rs"]
mod screen;

use mancala_tui::rules::{Awaiting, Player, Rules};
use mancala_tui::tui::app::{App, Popup, Screen};
use ratatui::crossterm::event::KeyCode;
use screen::*;

fn actions(app: &App) -> Vec<String> {
    app.play()
        .unwrap()
        .actions()
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// The screen's words in one line, whatever wrapped where.
fn words(lines: &[String]) -> String {
    lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

fn on_menu(app: &App) -> bool {
    matches!(app.screen, Screen::Menu { .. })
}

#[test]
fn while_the_terminal_is_too_small_keys_do_not_touch_the_hidden_board() {
    let mut app = game(Rules::tsoro(21));
    let small = render(&mut app, 40, 10).join("\n");
    assert!(small.contains("Terminal too small"), "{small}");
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('?'));
    assert!(actions(&app).is_empty(), "nothing sown");
    assert!(app.popup.is_none(), "no help over the message");
    // Back at a good size, the game is where it was, and keys work.
    let big = screen(&mut app);
    assert!(big.contains("Ana (South) to sow"), "{big}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(actions(&app).len(), 1);
    // Too small again: q quits, after asking about the unsaved action. The question
    // is not cut over the message: the message says what it waits for.
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    let asked = words(&render(&mut app, 40, 10));
    assert!(asked.contains("Terminal too small"), "{asked}");
    assert!(!asked.contains("Unsaved game"), "no popup over it: {asked}");
    assert!(!asked.contains("Save before"), "{asked}");
    assert!(asked.contains("unsaved actions"), "{asked}");
    assert!(asked.contains("press d to leave"), "{asked}");
    // Keys it does not name do nothing blind (y would open an unseen save prompt).
    key(&mut app, KeyCode::Char('y'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    // The terminal grows: the question is back, whole.
    let big = screen(&mut app);
    assert!(big.contains("Save before quitting?"), "{big}");
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Char('d'));
    assert!(app.quit);
}

#[test]
fn a_save_prompt_hidden_by_a_small_terminal_waits_and_esc_cancels_it() {
    let mut app = game(Rules::tsoro(21));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    assert!(matches!(app.popup, Some(Popup::Save { .. })));
    let small = words(&render(&mut app, 40, 10));
    assert!(small.contains("Terminal too small"), "{small}");
    assert!(!small.contains("Save game"), "{small}");
    assert!(small.contains("type the file name"), "{small}");
    typed(&mut app, "x");
    let big = screen(&mut app);
    assert!(big.contains("Save game"), "{big}");
    assert!(!big.contains(".jsonx"), "nothing typed blind: {big}");
    render(&mut app, 40, 10);
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
}

#[test]
fn q_and_esc_in_a_game_go_back_to_the_menu_asking_about_unsaved_actions() {
    let mut app = menu_app(0);
    key(&mut app, KeyCode::Enter); // the form
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app), "Esc leaves the form");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter); // on the Game field: Enter starts
    assert!(app.play().is_some());
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app) && !app.quit, "nothing to save: straight back");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter); // sow
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
    assert!(screen(&mut app).contains("Save before leaving?"));
    // The key that asked does not answer: q again and n do nothing.
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('n'));
    assert!(app.play().is_some() && matches!(app.popup, Some(Popup::Unsaved { .. })));
    key(&mut app, KeyCode::Esc);
    assert!(
        app.popup.is_none() && app.play().is_some(),
        "Esc: back to the game"
    );
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('d'));
    assert!(on_menu(&app) && !app.quit);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "q on the menu quits");
}

#[test]
fn digits_in_a_replay_jump_to_the_turn_the_move_list_numbers() {
    let mut app = replay_of("tsoro-4x21.json");
    let path = format!(
        "{}/assets/games/tsoro-4x21.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (record, _) = mancala_tui::record::load_file(&path).unwrap();
    // A Tsoro turn is a sow and the head answers and bonus picks after it.
    let sows: Vec<usize> = (0..record.actions.len())
        .filter(|&k| matches!(record.actions[k], mancala_tui::rules::Action::Sow(_)))
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
fn the_result_names_a_computer_as_the_board_does() {
    // finished_game()'s position, North a computer: South's b1 ends the game.
    let mut record =
        mancala_tui::record::Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers = [None, mancala_tui::ai::Level::from_number(1)];
    record.start = Some(mancala_tui::record::StartPosition {
        board: vec![vec![0, 1, 3, 0, 0, 0], vec![0, 0, 0, 0, 2, 2]],
        to_move: Player::South,
        captured: [20, 20],
    });
    let mut app = menu_app(0);
    app.start_play(record, false, None).unwrap();
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.popup, Some(Popup::Result)));
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
    assert_eq!(p.header.rules, Rules::hoyito(6));
    assert_eq!(p.header.players, ["South".to_string(), "North".to_string()]);
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
fn at_a_head_s_still_saves_and_t_stops() {
    let mut app = game(Rules::tsoro(6));
    key(&mut app, KeyCode::Enter); // a1 ends at the occupied head f1
    assert_eq!(app.play().unwrap().game.awaiting(), Some(Awaiting::Head));
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
    let (record, _) = mancala_tui::record::load_file(&path).unwrap();
    let mut app = menu_app(0);
    app.start_play(record, false, Some(path.into())).unwrap();
    key(&mut app, KeyCode::Esc); // the result, closed to see the log
    let shown = screen(&mut app);
    assert!(shown.contains("Hoyito II 2x6, as it ended."), "{shown}");
    assert!(!shown.contains("continues"), "{shown}");
}

#[test]
fn a_loaded_game_continues_and_undo_redo_back_to_it_is_not_unsaved() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (mut record, _) = mancala_tui::record::load_file(&path).unwrap();
    record.actions.truncate(6);
    let mut app = menu_app(0);
    app.start_play(record, false, Some(path.into())).unwrap();
    let shown = screen(&mut app);
    assert!(shown.contains("continues."), "{shown}");
    assert!(!shown.contains("begins"), "{shown}");
    key(&mut app, KeyCode::Char('u'));
    ctrl(&mut app, 'r');
    key(&mut app, KeyCode::Char('q'));
    assert!(app.popup.is_none() && on_menu(&app), "nothing to save");
}

#[test]
fn question_mark_in_the_form_helps_instead_of_typing() {
    let mut app = menu_app(0);
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        key(&mut app, KeyCode::Down); // South's name
    }
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.popup, Some(Popup::Help)));
    // The help says what Tsoro's fields mean, whole at 80x24.
    let help = screen(&mut app).replace('│', " ");
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("Tsoro: Bonus picks are the enemy holes taken after a column capture (0 to 3); Heads are how many heads each player has (1 or 2), where sowing may stop or go on."),
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
    let mut app = menu_app(0);
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
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
    assert_eq!(p.header.players, ["Ana".to_string(), "Ben".to_string()]);
}

#[test]
fn a_long_name_is_shortened_rather_than_push_the_counts_off_the_line() {
    let long = "Maximiliano Alejandro de la Cruz Fernandez".to_string();
    let mut app = menu_app(0);
    let record = mancala_tui::record::Record::new(Rules::tsoro(21), [long.clone(), long]);
    app.start_play(record, false, None).unwrap();
    let lines = render(&mut app, 80, 24);
    let south = lines.iter().find(|l| l.contains("to move")).unwrap();
    assert!(
        south.contains("captured  0   on side 42   to move"),
        "{south}"
    );
    assert!(south.contains("Maximiliano"), "{south}");
    // The head question keeps its answers whole.
    let mut app = menu_app(0);
    let long = "Maximiliano Alejandro de la Cruz".to_string();
    let record = mancala_tui::record::Record::new(Rules::tsoro(6), [long.clone(), long]);
    app.start_play(record, false, None).unwrap();
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    assert!(
        shown.contains("(3 stones) or stop? continue [c] stop [t]"),
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
    while app.play().unwrap().game.awaiting() == Some(Awaiting::Bonus) {
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
    let (mut record, _) = mancala_tui::record::load_file(&path).unwrap();
    // Hoyito II has no heads: "continue" is never legal.
    record.actions[6] = mancala_tui::rules::Action::Continue;
    let mut app = menu_app(2);
    app.start_replay(record, "bad.json".into())
        .expect("opens up to the bad action");
    let shown = screen(&mut app);
    assert!(shown.contains("action 0 of 6"), "{shown}");
    assert!(shown.contains("stops early"), "{shown}");
    key(&mut app, KeyCode::End);
    let shown = screen(&mut app);
    assert!(shown.contains("action 7 \"continue\""), "{shown}");
}

fn rules_reader() -> App {
    let mut app = menu_app(0);
    app.size = (80, 24);
    key(&mut app, KeyCode::Char('4'));
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(app.screen, Screen::Rules { .. }));
    app
}

#[test]
fn the_rules_reader_wraps_paragraphs_at_the_screen_and_jumps_to_the_end_and_sections() {
    let mut app = rules_reader();
    let lines = render(&mut app, 80, 24);
    // The source's "... family of two-row" / "mancala games" line break is gone.
    let text = lines.join("\n");
    assert!(text.contains("family of two-row mancala"), "{text}");
    key(&mut app, KeyCode::Tab);
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("TSORO"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Char('G'));
    let text = render(&mut app, 80, 24).join("\n");
    assert!(text.contains("To learn by playing"), "{text}");
    key(&mut app, KeyCode::Char('g'));
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("HOYITO II"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app));
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

#[test]
fn clicks_open_menu_items_choose_form_fields_and_play_lesson_boards() {
    let mut app = menu_app(0);
    let lines = render(&mut app, 80, 24);
    let (x, y) = find(&lines, "Learn the rules").unwrap();
    click(&mut app, x, y);
    assert!(
        matches!(app.popup, Some(Popup::LearnWhich)),
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
    let mut app = menu_app(3);
    app.start_learn(mancala_tui::rules::GameKind::HoyitoII, 0)
        .unwrap();
    let (hole, layout, count) = match &app.screen {
        Screen::Learn(l) => {
            let hole = l.play.legal_holes()[0];
            (
                hole,
                *l.play.game.layout(),
                l.play.game.count(hole).unwrap(),
            )
        }
        _ => panic!("a lesson"),
    };
    let lines = render(&mut app, 80, 24);
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let (_, geo) = mancala_tui::tui::layout::board_fits(area, &layout).unwrap();
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
    let mut learn = menu_app(3);
    learn
        .start_learn(mancala_tui::rules::GameKind::HoyitoII, 0)
        .unwrap();
    let mut rules = rules_reader();
    let mut menu = menu_app(0);
    let mut form = menu_app(0);
    key(&mut form, KeyCode::Enter);
    let mut name_field = menu_app(0);
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
fn a_done_lesson_names_the_list_key_it_really_has() {
    let mut app = menu_app(3);
    app.start_learn(mancala_tui::rules::GameKind::HoyitoII, 0)
        .unwrap();
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    assert!(shown.contains("Done!"), "{shown}");
    assert!(shown.contains("L: all lessons"), "{shown}");
    assert!(
        !shown.contains("i: all lessons"),
        "i is the hint key: {shown}"
    );
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
        app.theme.color = true; // "Green bold", the longer words
        key(&mut app, KeyCode::Char('?'));
        let s = render(&mut app, 80, 24).join("\n");
        // The line that tells the marks apart without colour: cut once at 80 columns.
        assert!(s.contains("Magenta: hint."), "{s}");
        assert!(s.contains("Any key closes this."), "{s}");
    }
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
fn the_rules_readers_key_line_is_whole_at_80_columns() {
    let mut app = menu_app(3);
    app.screen = Screen::Rules { scroll: 0 };
    let lines = render(&mut app, 80, 24);
    let bottom = lines.iter().rev().find(|l| l.contains("help")).unwrap();
    assert!(bottom.contains("q back"), "{bottom}");
}

#[test]
fn the_learn_popup_hides_the_menu_under_it_pointer_and_all() {
    for (w, h) in [(80, 24), (100, 32), (120, 40), (60, 17)] {
        let mut app = menu_app(3);
        key(&mut app, KeyCode::Enter);
        assert!(matches!(app.popup, Some(Popup::LearnWhich)));
        let shown = render(&mut app, w, h).join("\n");
        assert!(shown.contains("Hoyito II: a walkthrough"), "{shown}");
        // The menu's pointer and its items are under the popup, not beside it.
        assert!(!shown.contains('▶'), "{w}x{h}:\n{shown}");
        assert!(!shown.contains("Settings"), "{w}x{h}:\n{shown}");
    }
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

#[test]
fn a_lessons_text_keeps_a_readable_measure_on_a_wide_terminal() {
    let mut app = menu_app(3);
    app.start_learn(mancala_tui::rules::GameKind::Tsoro, 4)
        .unwrap();
    let lines = render(&mut app, 160, 40);
    let top = lines.iter().position(|l| l.contains("Lesson ")).unwrap();
    let longest = lines[top + 1..lines.len() - 1]
        .iter()
        .map(|l| l.trim().chars().count())
        .max()
        .unwrap();
    assert!(
        (60..=96).contains(&longest),
        "{longest}:\n{}",
        lines.join("\n")
    );
    // At 80 columns the text has the whole width, as before.
    let narrow = render(&mut app, 80, 24);
    assert!(
        narrow.iter().any(|l| l.starts_with(" Lesson ")),
        "{}",
        narrow.join("\n")
    );
}

#[test]
fn every_screens_help_tells_the_keys_every_screen_has_and_fits_80x24() {
    let opened = |selected: usize| {
        let mut app = menu_app(selected);
        key(&mut app, KeyCode::Enter);
        app
    };
    // Tsoro at a head against the computer: the game's longest help.
    let mut record =
        mancala_tui::record::Record::new(Rules::tsoro(6), ["Ana".into(), "North".into()]);
    record.computers = [None, mancala_tui::ai::Level::from_number(1)];
    let mut head = menu_app(0);
    head.start_play(record, false, None).unwrap();
    key(&mut head, KeyCode::Enter);
    assert_eq!(
        head.play().unwrap().game.awaiting(),
        Some(Awaiting::Head),
        "{}",
        screen(&mut head)
    );
    let mut learn = menu_app(3);
    learn
        .start_learn(mancala_tui::rules::GameKind::Tsoro, 0)
        .unwrap();
    for (name, mut app) in [
        ("menu", menu_app(0)),
        ("form", opened(0)),
        ("library", opened(1)),
        ("settings", opened(4)),
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

#[test]
fn the_results_reason_is_wrapped_whole_in_its_popup() {
    // Two lone seeds go round until the position comes a third time: the longest
    // reason Hoyito II gives, longer than 80 columns with "The game ended: ".
    let mut record =
        mancala_tui::record::Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
    record.start = Some(mancala_tui::record::StartPosition {
        board: vec![vec![0, 1, 0, 0, 0, 0], vec![0, 0, 0, 0, 1, 0]],
        to_move: Player::South,
        captured: [20, 26],
    });
    let mut game = record.start_game().unwrap();
    while !game.is_over() {
        let a = game.legal_actions()[0];
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let last = record.actions.pop().unwrap();
    let mut app = menu_app(0);
    app.start_play(record, false, None).unwrap();
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
    let mut app = menu_app(4);
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

#[test]
fn the_lesson_13_move_that_ends_by_repetition_never_shows_seeds_that_do_not_add_up() {
    use mancala_tui::rules::GameKind;
    let mut app = menu_app(3);
    app.animate = true;
    app.start_learn(GameKind::HoyitoII, 12).unwrap();
    let seeds = |app: &App| {
        let Screen::Learn(l) = &app.screen else {
            panic!("the lesson")
        };
        let p = &l.play;
        let board: u32 = p.display_board().iter().flatten().map(|&c| c as u32).sum();
        let (_, captured) = p.shown_turn_and_captured();
        let in_hand = p.anim.as_ref().map_or(0, |a| a.in_hand as u32);
        board + captured.iter().map(|&c| c as u32).sum::<u32>() + in_hand
    };
    let total = seeds(&app);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Enter);
    let mut frames = 0;
    let mut laps_seen = Vec::new();
    while app.animating() {
        assert_eq!(seeds(&app), total, "frame {frames}:\n{}", screen(&mut app));
        let text = screen(&mut app);
        if let Some(at) = text.find("Sowing: lap ") {
            let lap: u64 = text[at + 12..].split(',').next().unwrap().parse().unwrap();
            laps_seen.push(lap);
        }
        let _ = app.tick();
        frames += 1;
        assert!(frames < 10_000, "the animation ends");
    }
    assert_eq!(seeds(&app), total);
    assert!(frames > 10, "it was animated: {frames} frames");
    assert!(laps_seen.windows(2).all(|w| w[0] <= w[1]), "{laps_seen:?}");
}
