//! Learn from your mistakes (issue 20 part 4): the screen opened from a replay and
//! from a game over, driven with keys and drawn into a TestBackend.

use crate::common::screen;
use crate::common::screen::key;
use crate::common::study;
use mancala_rules::{Action, Hole, Player};
use mancala_tui::engine::ai::Budget;
use mancala_tui::tui::app::{App, Popup, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::screens::retry::{Answer, RetryState};
use mancala_tui::tui::ui;
use mancala_tui::tui::widgets::board::Geometry;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use screen::{menu_app, render, replay_of, run_until};
use study::chain_blunder;

fn text(app: &mut App) -> String {
    render(app, 100, 30).join("\n")
}

fn retry(app: &App) -> &RetryState {
    match &app.screen {
        Screen::Retry(r) => r,
        _ => panic!("not on the mistakes screen"),
    }
}

/// Choose `action` with the choosing key (Right), as a player would.
fn choose(app: &mut App, action: Action) {
    for _ in 0..retry(app).choices.len() {
        if retry(app).chosen() == Some(action) {
            return;
        }
        key(app, KeyCode::Right);
    }
    panic!("{action} is not among the choices");
}

#[test]
fn a_retry_of_the_mistake_is_refused_with_its_reason_and_the_best_is_accepted() {
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(chain_blunder(), "bad.json".into())
        .unwrap();
    key(&mut app, KeyCode::Char('m'));
    run_until(&mut app, "the judge", |a| {
        retry(a).complete() && retry(a).action_index().is_some() && !a.waiting()
    });
    let screen = text(&mut app);
    assert!(screen.contains("Ana (South): mistake 1 of 1"), "{screen}");
    assert!(
        screen.contains("Find a better action for South than f1:"),
        "{screen}"
    );
    assert!(
        screen.contains("The game's f1?? cost Ana (South) "),
        "{screen}"
    );
    // The game's own action again: refused, with what it loses and leads to.
    let f1: Action = "f1".parse().unwrap();
    choose(&mut app, f1);
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, "the answer", |a| !a.waiting());
    let Answer::Refused(said) = &retry(&app).answer else {
        panic!("f1 accepted: {:?}", retry(&app).answer);
    };
    let said = said.join("\n");
    assert!(
        said.starts_with("f1 is not good enough (the judge marks it ??): "),
        "{said}"
    );
    assert!(
        said.contains("Ana (South)'s expected score fell from "),
        "{said}"
    );
    assert!(said.contains("What it leads to:"), "{said}");
    // The best action, searched afresh: accepted, and the line told in words.
    // Chosen with a click on its hole.
    let c1: Action = "c1".parse().unwrap();
    let areas = ui::play_areas(Rect::new(0, 0, 100, 30), 2).unwrap();
    let geo = Geometry::fit(areas.board, retry(&app).session.game().position().layout()).unwrap();
    let hole = geo.hole_rect(Hole::new(2, 1));
    screen::click(&mut app, hole.x + hole.width / 2, hole.y);
    assert_eq!(retry(&app).chosen(), Some(c1));
    assert_eq!(
        retry(&app).answer,
        Answer::Asking,
        "the last answer is put away"
    );
    key(&mut app, KeyCode::Enter);
    assert!(
        matches!(retry(&app).answer, Answer::Searching(a) if a == c1),
        "{:?}",
        retry(&app).answer
    );
    run_until(&mut app, "the answer", |a| !a.waiting());
    let Answer::Accepted(said) = &retry(&app).answer else {
        panic!("c1 refused: {:?}", retry(&app).answer);
    };
    let said = said.join("\n");
    assert!(
        said.starts_with("c1 is the best action. Well found!"),
        "{said}"
    );
    assert!(said.contains("The line that makes it better:"), "{said}");
    // c1 sows into the casas: the log tells the capture.
    assert!(
        said.contains(
            "South sowed c1: 1 lap, and South took the casa in f1 and the chain e1, d1 (12 seeds)"
        ),
        "{said}"
    );
    let screen = text(&mut app);
    assert!(screen.contains("Well found!"), "{screen}");
    // The solution, asked for.
    key(&mut app, KeyCode::Char('s'));
    let Answer::Solution(said) = &retry(&app).answer else {
        panic!("no solution: {:?}", retry(&app).answer);
    };
    assert!(said[0].starts_with("The best action: c1."), "{said:?}");
    // Esc: back to the replay, where it was.
    key(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Replay(_)));
}

#[test]
fn next_and_previous_step_through_the_players_mistakes() {
    let mut app = replay_of("hoyito-2x6.json");
    if let Screen::Replay(r) = &mut app.screen {
        // A small budget: the same marks on any machine, quickly.
        r.review.budget = Some(Budget::nodes(3000));
    }
    key(&mut app, KeyCode::Char('m'));
    run_until(&mut app, "the judge", |a| {
        retry(a).complete() && !a.waiting()
    });
    let r = retry(&app);
    let n = r.mistakes().len();
    assert!(n >= 2, "South's mistakes in the sample: {n}");
    let first = r.action_index().unwrap();
    // The position before the mistake, as the engine plays the game up to it.
    let mut before = r.session.record().start_game().unwrap();
    for &a in &r.actions()[..first] {
        before.apply(a).unwrap();
    }
    assert_eq!(r.session.game().position().rows(), before.position().rows());
    assert_eq!(
        r.session.game().position().captured_both(),
        before.position().captured_both()
    );
    assert_eq!(r.movers()[first], Player::South);
    assert!(text(&mut app).contains(&format!("mistake 1 of {n}")));
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(retry(&app).at, 0, "it stays at the first");
    key(&mut app, KeyCode::Char('n'));
    let second = retry(&app).action_index().unwrap();
    assert!(second > first);
    assert_eq!(retry(&app).mistakes()[1], second);
    assert!(text(&mut app).contains(&format!("mistake 2 of {n}")));
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(retry(&app).action_index(), Some(first));
    // The other side's mistakes, from their first.
    key(&mut app, KeyCode::Char('o'));
    assert_eq!(retry(&app).player, Player::North);
    assert!(text(&mut app).contains("North"));
    let north = retry(&app).action_index().unwrap();
    assert_eq!(retry(&app).movers()[north], Player::North);
}

#[test]
fn the_game_over_screen_opens_the_mistakes_and_comes_back() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, None).unwrap();
    assert!(matches!(app.popup, Some(Popup::Result)));
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    let screen = text(&mut app);
    assert!(screen.contains("m learn"), "the key is named:\n{screen}");
    key(&mut app, KeyCode::Char('m'));
    assert!(matches!(app.screen, Screen::Retry(..)));
    key(&mut app, KeyCode::Esc);
    assert!(
        app.play()
            .is_some_and(|p| p.session.game().position().is_over())
    );
}

/// The 80x24 screen after a wrong try: the verdict, the try and the other side's answer
/// to it are on screen, read from the top of the log, never scrolled away; after the
/// solution key the best action is on screen and the cursor is on it.
#[test]
fn at_80x24_the_verdict_and_the_line_that_refutes_a_wrong_try_stay_on_screen() {
    let mut app = replay_of("hoyito-2x6.json");
    if let Screen::Replay(r) = &mut app.screen {
        // A small budget: the same marks on any machine, quickly.
        r.review.budget = Some(Budget::nodes(3000));
    }
    key(&mut app, KeyCode::Char('m'));
    run_until(&mut app, "the judge", |a| {
        retry(a).complete() && retry(a).action_index().is_some() && !a.waiting()
    });
    // The other side's mistakes, and the game's own action tried again: refused.
    key(&mut app, KeyCode::Char('o'));
    run_until(&mut app, "the judge", |a| !a.waiting());
    let k = retry(&app).action_index().expect("North made a mistake");
    let played = retry(&app).actions()[k];
    choose(&mut app, played);
    key(&mut app, KeyCode::Enter);
    run_until(&mut app, "the answer", |a| !a.waiting());
    let Answer::Refused(said) = retry(&app).answer.clone() else {
        panic!("accepted: {:?}", retry(&app).answer);
    };
    let screen = render(&mut app, 80, 24).join("\n");
    let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    let shown = |s: &str| {
        let words: Vec<&str> = s.split_whitespace().collect();
        // The first words of the sentence, as wrapped on screen.
        flat.contains(&words[..words.len().min(6)].join(" "))
    };
    assert!(shown(&said[0]), "the verdict:\n{screen}");
    assert!(shown(&said[2]), "the try:\n{screen}");
    assert!(shown(&said[3]), "the answer to it:\n{screen}");
    insta::assert_snapshot!("retry-wrong-try-80x24", screen);
    // The solution: said, and the cursor on the best action.
    key(&mut app, KeyCode::Char('s'));
    let Answer::Solution(said) = retry(&app).answer.clone() else {
        panic!("no solution: {:?}", retry(&app).answer);
    };
    let best = retry(&app).judged().unwrap().best;
    assert_eq!(
        retry(&app).chosen(),
        Some(best),
        "the cursor on the best action"
    );
    let screen = render(&mut app, 80, 24).join("\n");
    let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    let words: Vec<&str> = said[0].split_whitespace().collect();
    assert!(
        flat.contains(&words[..words.len().min(6)].join(" ")),
        "{screen}"
    );
}
