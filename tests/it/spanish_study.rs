//! The study screens in Spanish (issue 22): a lesson, a puzzle, the mistakes to retry
//! and the replay with its evaluations, each drawn on TestBackend speaking Spanish,
//! snapshotted at 80x24 and checked for English words left on it. The same screens in
//! English are the other tests' (tests/screen_learn.rs, tests/screen_replay.rs,
//! tests/puzzle_screen.rs, tests/retry.rs).

use crate::common::spanish;
use crate::common::study;

use crate::common::screen::{key, menu_app, render, run_until, typed};
use crate::scenes::{self, SPANISH};
use mancala_rules::GameKind;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::words::i18n::{Lang, speaking};
use ratatui::crossterm::event::KeyCode;
use spanish::{assert_spanish, inside_border, shot};
use study::{chain_blunder, first_sowing_puzzle};

/// The `?` help over the screen: checked for English inside its border (the screen
/// around it shows words cut by its edge), then closed.
fn help_is_spanish(app: &mut App, name: &str) {
    key(app, KeyCode::Char('?'));
    let lines = render(app, 80, 24);
    let inside = inside_border(&lines);
    assert!(
        inside.len() > 5,
        "{name}: the help is drawn:\n{}",
        lines.join("\n")
    );
    assert_spanish(name, &inside);
    key(app, KeyCode::Esc);
}

/// The screen's words in one line, however the panel wrapped them.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_lesson_in_spanish() {
    speaking(Lang::Es, || {
        // "No le dejes una casa al Norte": b1 is wrong, f1 the answer.
        let (mut app, _) = scenes::a_lesson(&SPANISH, &["Hoyito II, lección 9 de"]);
        help_is_spanish(&mut app, "the lesson's help");
        typed(&mut app, "gb1");
        key(&mut app, KeyCode::Enter);
        let wrong = squeezed(&shot(&mut app, "es_lesson_wrong"));
        assert!(
            wrong.contains("Esa no. Con b1 pasaría lo siguiente. El Sur sembró b1")
                && wrong.contains("Prueba otra vez."),
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
        let (_, puzzle) = first_sowing_puzzle(GameKind::HoyitoII);
        let (mut app, _) = scenes::a_puzzle(&SPANISH, &["Le toca jugar al Norte"]);
        help_is_spanish(&mut app, "the puzzle's help");
        let answer = puzzle.answer_actions().unwrap();
        let wrong = puzzle
            .game()
            .unwrap()
            .position()
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

fn retrying(app: &App) -> &mancala_tui::tui::screens::retry::RetryState {
    match &app.screen {
        Screen::Retry(r) => r,
        _ => panic!("not on the mistakes screen"),
    }
}

#[test]
fn the_mistakes_in_spanish() {
    speaking(Lang::Es, || {
        let (mut app, start) = scenes::the_mistakes_to_retry(&SPANISH, "mala.json", &[]);
        let start = squeezed(&start[0]);
        assert!(start.contains("Ana (Sur): error 1 de 1"), "{start}");
        help_is_spanish(&mut app, "the mistakes' help");
        assert!(
            start.contains("f1??, la jugada de la partida, le costó"),
            "{start}"
        );
        // The first choice is not the game's f1; Enter tries it.
        key(&mut app, KeyCode::Enter);
        run_until(&mut app, "the answer", |a| !a.waiting());
        let tried = squeezed(&shot(&mut app, "es_retry_tried"));
        assert!(
            tried.contains("Lo que sigue:") || tried.contains("¡Bien encontrada!"),
            "{tried}"
        );
        key(&mut app, KeyCode::Char('s'));
        shot(&mut app, "es_retry_solution");
        // The log shows its newest lines; the solution's first is above them.
        let mancala_tui::tui::screens::retry::Answer::Solution(said) = &retrying(&app).answer
        else {
            panic!("no solution: {:?}", retrying(&app).answer);
        };
        assert!(
            said[0].starts_with("La mejor jugada: c1. Puntuación final esperada: Sur "),
            "{said:?}"
        );
    });
}

fn replaying(app: &App) -> &mancala_tui::tui::replay::ReplayState {
    match &app.screen {
        Screen::Replay(r) => r,
        _ => panic!("not on the replay"),
    }
}

#[test]
fn the_replay_with_its_evaluations_in_spanish() {
    speaking(Lang::Es, || {
        // The first 12 actions of the 2x6 sample, then its chain blunder's position:
        // short enough for the judge to finish soon.
        let path = format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (mut record, _) = mancala_tui::store::record::load_file(&path).unwrap();
        record.actions.truncate(12);
        let mut app = menu_app(MenuItem::Replay);
        app.start_replay(record, "hoyito-2x6.json".into()).unwrap();
        let start = shot(&mut app, "es_replay_start");
        assert!(start.contains("Reproducción: Hoyito II 2x6"), "{start}");
        // A budget of its own: each mark's confirmation (ten times deeper) stays quick
        // in a debug build.
        if let Screen::Replay(r) = &mut app.screen {
            r.review.budget = Some(mancala_tui::engine::ai::Budget::nodes(20_000));
        }
        key(&mut app, KeyCode::Char('e'));
        run_until(&mut app, "the judge", |a| {
            let r = replaying(a);
            r.review.verdicts().complete(r.len()) && r.evaluation().is_some() && !a.waiting()
        });
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Right);
        run_until(&mut app, "the evaluation", |a| {
            replaying(a).evaluation().is_some() && !a.waiting()
        });
        let judged = shot(&mut app, "es_replay_evaluated");
        help_is_spanish(&mut app, "the replay's help");
        assert!(judged.contains("a2?? fue un error grave"), "{judged}");
        // The log shows its newest lines: the summary and the evaluation are above.
        let said = replaying(&app).review_lines().join("\n");
        assert!(said.contains("\nEvaluación: "), "{said}");
        assert!(
            said.contains("a2?? fue un error grave: convierte una victoria en una derrota;"),
            "{said}"
        );
        assert!(
            said.starts_with(
                "Juzgada sin tablas de finales (? error, ?? error grave, ?! imprecisión): Sur "
            ),
            "{said}"
        );
        assert_spanish("the replay's evaluations", &[said]);
    });
}

#[test]
fn a_record_the_rules_refuse_is_replayed_up_to_its_fault_in_spanish() {
    speaking(Lang::Es, || {
        let mut record = chain_blunder();
        // North's hole for South: refused, so the replay stops before it.
        record.actions = vec!["c1".parse().unwrap(), "a2".parse().unwrap()];
        let mut app = menu_app(MenuItem::Replay);
        app.start_replay(record, "mala.json".into()).unwrap();
        let lines = render(&mut app, 80, 24);
        assert_spanish("a refused record's replay", &lines);
        let text = squeezed(&lines.join("\n"));
        assert!(
            text.contains(
                "El principio. Derecha: la primera jugada. Se corta antes: Fin dice por qué."
            ),
            "{text}"
        );
        key(&mut app, KeyCode::End);
        let text = squeezed(&render(&mut app, 80, 24).join("\n"));
        assert!(
            text.contains("La partida se corta aquí: jugada 2 \"a2\": a2 es un hoyo del Norte"),
            "{text}"
        );
    });
}

#[test]
fn the_last_lesson_says_the_walkthrough_is_complete_with_the_keys_in_force() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::Learn);
        let last = mancala_tui::study::lessons::lessons(GameKind::HoyitoII).len() - 1;
        app.start_learn(GameKind::HoyitoII, last).unwrap();
        key(&mut app, KeyCode::Char('n'));
        let lines = render(&mut app, 80, 24);
        assert_spanish("the last lesson", &lines);
        let text = squeezed(&lines.join("\n"));
        assert!(
            text.contains(
                "Esa fue la última lección: completaste el curso de Hoyito (0 de 22 \
                 lecciones hechas). L: la lista de lecciones. q: volver al menú."
            ),
            "{text}"
        );
    });
}

#[test]
fn every_puzzle_and_lesson_starts_in_spanish() {
    speaking(Lang::Es, || {
        for game in [GameKind::HoyitoII, GameKind::Tsoro] {
            let mut app = menu_app(MenuItem::Learn);
            let count = mancala_tui::study::puzzles::collection(game).puzzles.len();
            for i in 0..count {
                app.start_puzzles(game, Some(i)).unwrap();
                assert_spanish(
                    &format!("{game:?} puzzle {}", i + 1),
                    &render(&mut app, 80, 24),
                );
            }
            for i in 0..mancala_tui::study::lessons::lessons(game).len() {
                app.start_learn(game, i).unwrap();
                assert_spanish(
                    &format!("{game:?} lesson {}", i + 1),
                    &render(&mut app, 80, 24),
                );
            }
        }
    });
}

#[test]
fn a_comment_typed_in_the_replay_and_the_question_on_leaving_in_spanish() {
    speaking(Lang::Es, || {
        let path = format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (record, _) = mancala_tui::store::record::load_file(&path).unwrap();
        let mut app = menu_app(MenuItem::Replay);
        app.start_replay(record, "hoyito-2x6.json".into()).unwrap();
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Char('c'));
        typed(&mut app, "buena apertura");
        let prompt = shot(&mut app, "es_replay_comment_prompt");
        assert!(prompt.contains("buena apertura"), "{prompt}");
        key(&mut app, KeyCode::Enter);
        let shown = shot(&mut app, "es_replay_comment_shown");
        assert!(shown.contains("Comentario: buena apertura"), "{shown}");
        key(&mut app, KeyCode::Char('q'));
        let asked = shot(&mut app, "es_replay_unsaved_comments");
        assert!(asked.contains("guardar"), "{asked}");
    });
}
