//! The study screens in Spanish (issue 22): a lesson, a puzzle, the mistakes to retry
//! and the replay with its evaluations, each drawn on TestBackend speaking Spanish,
//! snapshotted at 80x24 and checked for English words left on it. The same screens in
//! English are the other tests' (tests/tui.rs, tests/puzzle_screen.rs, tests/retry.rs).

#[path = "common/screen.rs"]
mod common;
#[path = "common/spanish.rs"]
mod spanish;

use common::{key, menu_app, render, typed};
use mancala_tui::i18n::{Lang, speaking};
use mancala_tui::puzzles::collection;
use mancala_tui::rules::{Action, GameKind};
use mancala_tui::tui::app::{App, Screen};
use ratatui::crossterm::event::KeyCode;
use spanish::assert_spanish;

/// The screen at 80x24, snapshotted under `name` and checked for English.
fn shot(app: &mut App, name: &str) -> String {
    let lines = render(app, 80, 24);
    assert_spanish(name, &lines);
    let text = lines.join("\n");
    insta::assert_snapshot!(name, text);
    text
}

/// The screen's words in one line, however the panel wrapped them.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_lesson_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(3);
        // "No le dejes una casa al Norte": b1 is wrong, f1 the answer.
        app.start_learn(GameKind::HoyitoII, 8).unwrap();
        let start = shot(&mut app, "es_lesson_start");
        assert!(start.contains("Hoyito II, lección 9 de"), "{start}");
        typed(&mut app, "gb1");
        key(&mut app, KeyCode::Enter);
        let wrong = squeezed(&shot(&mut app, "es_lesson_wrong"));
        assert!(
            wrong.contains("Esa no. Con b1 pasaría esto:") && wrong.contains("Prueba otra vez."),
            "{wrong}"
        );
        typed(&mut app, "gf1");
        key(&mut app, KeyCode::Enter);
        let done = squeezed(&shot(&mut app, "es_lesson_done"));
        assert!(done.contains("¡Muy bien!"), "{done}");
        assert!(
            done.contains("¡Hecho! Enter o n: la lección siguiente."),
            "{done}"
        );
    });
}

#[test]
fn a_puzzle_in_spanish() {
    speaking(Lang::Es, || {
        let (index, puzzle) = collection(GameKind::HoyitoII)
            .puzzles
            .iter()
            .cloned()
            .enumerate()
            .find(|(_, p)| {
                p.answer_actions()
                    .unwrap()
                    .iter()
                    .all(|a| matches!(a, Action::Sow(_)))
            })
            .unwrap();
        let mut app = menu_app(3);
        app.start_puzzles(GameKind::HoyitoII, index).unwrap();
        let start = shot(&mut app, "es_puzzle_start");
        assert!(start.contains("Le toca jugar al Sur"), "{start}");
        let answer = puzzle.answer_actions().unwrap();
        let wrong = puzzle
            .game()
            .unwrap()
            .legal_actions()
            .into_iter()
            .find(|a| !answer.contains(a) && puzzle.score(0, *a).is_some())
            .unwrap();
        typed(&mut app, &format!("g{wrong}"));
        key(&mut app, KeyCode::Enter);
        let tried = squeezed(&shot(&mut app, "es_puzzle_wrong"));
        assert!(tried.contains("Prueba otra vez."), "{tried}");
        typed(&mut app, &format!("g{}", answer[0]));
        key(&mut app, KeyCode::Enter);
        let solved = squeezed(&shot(&mut app, "es_puzzle_solved"));
        assert!(
            solved.contains(&format!("¡Resuelto! La respuesta: {}.", answer[0])),
            "{solved}"
        );
        assert!(matches!(app.screen, Screen::Puzzles(_)));
    });
}
