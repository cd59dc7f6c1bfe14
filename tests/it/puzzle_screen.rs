//! The puzzle screen as a player meets it: opened from Learn, a wrong try told its cost
//! (the words and figures of the collection's scores), the solution offered after two
//! wrong tries, a puzzle solved remembered beside the lessons done, bonus picks answered
//! one after the other.

use crate::common::study;
use crate::common::temp;

use crate::common::screen::{key, menu_app, screen, typed};
use mancala_rules::{Action, GameKind};
use mancala_tui::study::puzzles::{Puzzle, collection, cost_words};
use mancala_tui::tui::app::Screen;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::words::action::shown;
use ratatui::crossterm::event::KeyCode;
use study::first_sowing_puzzle;
use temp::TempDir;

/// The hole an action is played from, as the go-to key types it: "c1", "d3".
fn hole_of(action: Action) -> String {
    let text = action.to_string();
    text.trim_start_matches('x').to_string()
}

/// Put the cursor on an action's hole with the go-to key, and try it.
fn try_action(app: &mut mancala_tui::tui::app::App, action: Action) {
    typed(app, &format!("g{}", hole_of(action)));
    key(app, KeyCode::Enter);
}

/// A sowing action of the puzzle that is not its answer, with its stored score.
fn wrong_action(p: &Puzzle) -> (Action, i32) {
    let answer = p.answer_actions().unwrap();
    p.game()
        .unwrap()
        .position()
        .legal_actions()
        .into_iter()
        .filter(|a| !answer.contains(a) && matches!(a, Action::Sow(_)))
        .find_map(|a| p.score(0, a).map(|v| (a, v)))
        .expect("a wrong action with a score")
}

#[test]
fn learn_opens_the_puzzles_and_a_wrong_try_says_what_it_costs_then_the_solution_is_offered() {
    let mut app = menu_app(MenuItem::Learn);
    key(&mut app, KeyCode::Enter);
    let learn = screen(&mut app);
    let count = collection(GameKind::HoyitoII).puzzles.len();
    assert!(
        learn.contains(&format!(
            "p  Hoyito II puzzles: {count} positions with one clearly best action"
        )),
        "{learn}"
    );
    key(&mut app, KeyCode::Char('p'));
    assert!(matches!(app.screen, Screen::Puzzles(_)));
    let (index, puzzle) = first_sowing_puzzle(GameKind::HoyitoII);
    for _ in 0..index {
        key(&mut app, KeyCode::Char('n'));
    }
    let shown_now = screen(&mut app);
    assert!(
        shown_now.contains(&format!("Hoyito II puzzle {} of {count}", index + 1)),
        "{shown_now}"
    );

    let (wrong, score) = wrong_action(&puzzle);
    let best = puzzle.best_score(0).unwrap();
    let mover = puzzle.game().unwrap().position().current_player();
    try_action(&mut app, wrong);
    let text = screen(&mut app).replace('\n', " ");
    let cost = cost_words(GameKind::HoyitoII, mover, &shown(wrong), best, score);
    // The words wrap in the panel: compare them word by word.
    let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        squeeze(&text).contains(&squeeze(&format!("{cost} Try again."))),
        "{cost}\n{text}"
    );
    // The wrong try changed nothing: the same player is still to find the answer.
    let Screen::Puzzles(p) = &app.screen else {
        unreachable!()
    };
    assert_eq!(p.play.session.game().actions_played(), 0);
    assert!(!p.offers_solution());

    try_action(&mut app, wrong);
    let text = screen(&mut app);
    assert!(
        text.contains("2 wrong tries: s shows the solution."),
        "{text}"
    );
    key(&mut app, KeyCode::Char('s'));
    let answer = puzzle.answer_actions().unwrap();
    let text = squeeze(&screen(&mut app).replace('\n', " "));
    assert!(
        text.contains(&format!("The answer: {}.", shown(answer[0]))),
        "{text}"
    );
    // The cursor is on the answer: Enter plays it, and it is not counted as solved.
    key(&mut app, KeyCode::Enter);
    let text = squeeze(&screen(&mut app).replace('\n', " "));
    assert!(
        text.contains("Played from the solution") && text.contains("(Not counted as solved.)"),
        "{text}"
    );
    let Screen::Puzzles(p) = &app.screen else {
        unreachable!()
    };
    assert!(!p.is_solved(index));
}

#[test]
fn a_puzzle_solved_is_remembered_in_the_progress_file_and_shown_solved() {
    let dir = TempDir::new("puzzle-progress");
    let file = dir.join("progress.json");
    let mut app = menu_app(MenuItem::Learn);
    app.files.progress_file = Some(file.clone());
    let (index, puzzle) = first_sowing_puzzle(GameKind::HoyitoII);
    app.start_puzzles(GameKind::HoyitoII, Some(index)).unwrap();
    try_action(&mut app, puzzle.answer_actions().unwrap()[0]);
    let text = screen(&mut app);
    assert!(text.contains("Solved!"), "{text}");
    assert!(text.contains("solved)"), "the title marks it: {text}");
    let kept = std::fs::read_to_string(&file).unwrap();
    assert!(kept.contains(&puzzle.id), "{kept}");
    // Solved, the help names the key that goes on to the next puzzle.
    key(&mut app, KeyCode::Char('?'));
    let help = screen(&mut app);
    assert!(
        help.lines()
            .any(|l| l.contains("Enter") && l.contains("the next puzzle")),
        "{help}"
    );
    key(&mut app, KeyCode::Esc);

    // Another run reads it back: the title says solved before any try.
    let mut again = menu_app(MenuItem::Learn);
    again.files.progress_file = Some(file.clone());
    again
        .start_puzzles(GameKind::HoyitoII, Some(index))
        .unwrap();
    assert!(screen(&mut again).contains("solved)"));
    // Its neighbour is not.
    again
        .start_puzzles(GameKind::HoyitoII, Some(index + 1))
        .unwrap();
    assert!(!screen(&mut again).contains("solved)"));
}

#[test]
fn bonus_picks_are_answered_one_after_the_other() {
    let (index, puzzle) = collection(GameKind::Tsoro)
        .puzzles
        .iter()
        .cloned()
        .enumerate()
        .find(|(_, p)| p.is_picks() && p.answer.len() >= 2)
        .expect("a Tsoro puzzle of two picks or more");
    let mut app = menu_app(MenuItem::Learn);
    app.start_puzzles(GameKind::Tsoro, Some(index)).unwrap();
    let answer = puzzle.answer_actions().unwrap();
    try_action(&mut app, answer[0]);
    let text = screen(&mut app).replace('\n', " ");
    assert!(
        text.contains(&format!(
            "Right: {} is one of the best picks.",
            shown(answer[0])
        )),
        "{text}"
    );
    // The picks may come in any order: the last first, then the rest.
    for &a in answer[1..].iter().rev() {
        try_action(&mut app, a);
    }
    let text = screen(&mut app);
    assert!(text.contains("Solved!"), "{text}");
}

#[test]
fn a_wrong_try_shows_the_reply_it_leads_to_and_what_it_takes() {
    let (index, puzzle) = first_sowing_puzzle(GameKind::HoyitoII);
    let mut app = menu_app(MenuItem::Learn);
    app.start_puzzles(GameKind::HoyitoII, Some(index)).unwrap();
    let (wrong, _) = wrong_action(&puzzle);
    try_action(&mut app, wrong);
    let text = screen(&mut app);
    insta::assert_snapshot!("puzzle-wrong-try-80x24", text);
    // The line the file keeps goes on past the try: the reply is told in the log's
    // words, and it is the opponent's.
    let line = puzzle.line(0, wrong).unwrap();
    let game = puzzle.game().unwrap();
    let mover = game.position().current_player();
    let mut g = game.clone();
    let reply = line
        .iter()
        .find(|&&a| {
            let theirs = g.position().current_player() != mover;
            g.apply(a).unwrap();
            theirs
        })
        .expect("the line reaches the opponent's reply");
    let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let text = squeeze(&text.replace('\n', " "));
    assert!(text.contains("What it leads to:"), "{text}");
    assert!(
        text.contains(&format!("North sowed {}", hole_of(*reply)))
            || text.contains(&format!("South sowed {}", hole_of(*reply))),
        "the reply {reply} is told: {text}"
    );
}

#[test]
fn the_list_marks_the_solved_puzzles_and_the_menu_opens_at_the_first_unsolved() {
    let dir = TempDir::new("puzzle-list");
    let file = dir.join("progress.json");
    let c = collection(GameKind::HoyitoII);
    // The first two solved in an earlier run.
    std::fs::write(
        &file,
        format!(
            r#"{{"format": "mancala-lesson-progress", "version": 1, "done": [], "solved": ["{}", "{}"]}}"#,
            c.puzzles[0].id, c.puzzles[1].id
        ),
    )
    .unwrap();
    let mut app = menu_app(MenuItem::Learn);
    app.files.progress_file = Some(file.clone());
    key(&mut app, KeyCode::Enter);
    let learn = screen(&mut app);
    assert!(
        learn.contains("2 solved"),
        "the menu shows progress: {learn}"
    );
    key(&mut app, KeyCode::Char('p'));
    let text = screen(&mut app);
    assert!(
        text.contains(&format!("Hoyito II puzzle 3 of {}", c.puzzles.len())),
        "it opens at the first not solved: {text}"
    );
    key(&mut app, KeyCode::Char('L'));
    let list = screen(&mut app);
    insta::assert_snapshot!("puzzle-list-80x24", list);
    assert!(
        list.contains(&format!(
            "Hoyito II puzzles: 2 of {} solved",
            c.puzzles.len()
        )),
        "{list}"
    );
    assert!(list.contains("✓  1."), "{list}");
    assert!(list.contains("   3."), "{list}");
    // Down twice and Enter: puzzle 5.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    let text = screen(&mut app);
    assert!(
        text.contains(&format!("Hoyito II puzzle 5 of {}", c.puzzles.len())),
        "{text}"
    );
}

#[test]
fn a_win_to_find_accepts_every_winning_action() {
    let (index, puzzle) = collection(GameKind::Tsoro)
        .puzzles
        .iter()
        .cloned()
        .enumerate()
        .find(|(_, p)| !p.also.is_empty())
        .expect("a Tsoro puzzle where more than one action wins");
    let other = mancala_rules::parse_action(&puzzle.also[0]).unwrap();
    let mut app = menu_app(MenuItem::Learn);
    app.start_puzzles(GameKind::Tsoro, Some(index)).unwrap();
    let text = screen(&mut app).replace('\n', " ");
    let squeeze = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(squeeze(&text).contains("find a win"), "{text}");
    try_action(&mut app, other);
    let text = screen(&mut app);
    assert!(text.contains("Solved!"), "{text}");
}
