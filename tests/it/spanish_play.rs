//! The play screen and its popups in Spanish (issue 22): a Hoyito II game and a Tsoro
//! game (a head choice and bonus picks) played on TestBackend speaking Spanish, each
//! screen snapshotted at 80x24 and checked for English words left on it. The same
//! screens in English are the other tests' (tests/screen_play.rs, tests/screen_popups.rs).

use crate::common::spanish;

use crate::common::screen::{game, game_from, key, render, run_until, typed};
use crate::scenes::{self, HoyitoGame, SPANISH};
use mancala_rules::{Player, Rules};
use mancala_tui::tui::app::App;
use mancala_tui::tui::popups::Popup;
use mancala_tui::words::i18n::{Lang, speaking};
use ratatui::crossterm::event::KeyCode;
use spanish::{assert_spanish, shot, shot_popup};

/// Lets the judge of a finished game run to its end, so that the graph's legend no
/// longer says how far it has come (a snapshot is the same on every run).
fn judged(app: &mut App) {
    let start = std::time::Instant::now();
    while render(app, 80, 24).join("\n").contains("juzgando") {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the judge never ended"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
}

fn log(app: &App) -> Vec<String> {
    app.play().expect("a game").log.clone()
}

#[test]
fn a_hoyito_game_in_spanish() {
    let app = scenes::hoyito_game(
        &SPANISH,
        &HoyitoGame {
            start: &["Le toca sembrar a Ana (Sur)"],
            after_a_move: &["Registro"],
            help: &["deshacer", "Ctrl-C"],
            save: &["Nombre del archivo:"],
            unsaved: &["¿Guardar antes de irte?", "d no guardar"],
        },
    );
    // The log of South's move, in Spanish.
    let said = log(&app);
    assert!(
        said.iter()
            .any(|l| l.starts_with("El Sur sembró ") && l.contains("vuelta")),
        "{said:?}"
    );
}

#[test]
fn a_finished_hoyito_game_and_its_result_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = crate::common::screen::finished_game();
        // The board under it, once the judge has gone through the game; then the
        // result again (Enter), the graph's legend as it stays.
        key(&mut app, KeyCode::Esc);
        judged(&mut app);
        let over = shot(&mut app, "es_hoyito_game_over");
        key(&mut app, KeyCode::Enter);
        assert!(matches!(app.popup, Some(Popup::Result)));
        let result = shot_popup(&mut app, "es_hoyito_result");
        assert!(result.contains("¡Gana el Sur!"), "{result}");
        assert!(result.contains("Sur: 8 capturadas"), "{result}");
        assert!(result.contains("r revancha"), "{result}");
        assert!(over.contains("Fin de la partida: gana el Sur"), "{over}");
    });
}

#[test]
fn a_tsoro_game_with_a_head_choice_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = game(Rules::tsoro(6));
        shot(&mut app, "es_tsoro_start");
        scenes::at_a_tsoro_head(&SPANISH, &mut app, &["seguir [c]", "parar [t]"]);
        let said = log(&app);
        assert!(
            said.iter()
                .any(|l| l.contains("llegó a la cabeza ocupada f1") && l.contains("piedras")),
            "{said:?}"
        );
        key(&mut app, KeyCode::Char('t'));
        let stopped = log(&app);
        assert!(
            stopped.iter().any(|l| l == "El Sur paró en la cabeza f1."),
            "{stopped:?}"
        );
        shot(&mut app, "es_tsoro_after_stop");
    });
}

#[test]
fn a_tsoro_column_capture_and_its_picks_in_spanish() {
    speaking(Lang::Es, || {
        let (mut app, picks) = scenes::at_tsoro_bonus_picks(&SPANISH, &[]);
        let picks = &picks[0];
        assert!(
            picks.contains("toma 2 hoyos") || picks.contains("toma 2 "),
            "{picks}"
        );
        assert!(
            log(&app)
                .iter()
                .any(|l| l == "El Sur capturó la columna f (4 piedras) y tiene 2 tomas extra."),
            "{:?}",
            log(&app)
        );
        typed(&mut app, "gc4");
        key(&mut app, KeyCode::Enter);
        let picked = shot(&mut app, "es_tsoro_a_pick");
        let said = log(&app);
        assert!(
            said.iter().any(|l| l == "El Sur tomó c4 (2 piedras)."),
            "{said:?}"
        );
        assert!(
            said.iter()
                .any(|l| l == "Al Sur todavía le queda 1 toma extra."),
            "{said:?}"
        );
        assert!(
            picked.contains("toma 1 hoyo") || picked.contains("toma 1 "),
            "{picked}"
        );
        // A refusal in Spanish: a1 is South's own hole, not a pick.
        typed(&mut app, "ga1");
        key(&mut app, KeyCode::Enter);
        let refused = shot(&mut app, "es_tsoro_refused_pick");
        assert!(refused.contains("es un hoyo tuyo"), "{refused}");
    });
}

#[test]
fn counts_in_spanish_follow_their_plurals() {
    speaking(Lang::Es, || {
        // The status line names the cursor's hole with its count: 1 semilla, 2 semillas.
        let mut app = game_from(
            Rules::hoyito(6),
            &[&[1, 2, 0, 0, 0, 0], &[0, 0, 0, 0, 2, 2]],
            Player::South,
        );
        let lines = render(&mut app, 80, 24).join("\n");
        let one = lines.contains("(1 semilla).") || lines.contains("(2 semillas).");
        assert!(one, "{lines}");
        typed(&mut app, "ga1");
        let a1 = render(&mut app, 80, 24).join("\n");
        assert!(a1.contains("cursor en a1 (1 semilla)."), "{a1}");
        typed(&mut app, "gb1");
        let b1 = render(&mut app, 80, 24).join("\n");
        assert!(b1.contains("cursor en b1 (2 semillas)."), "{b1}");
        // And in a log sentence: a relay of 1 lap, and stones picked 1 and 2.
        key(&mut app, KeyCode::Enter);
        let said = log(&app);
        assert!(
            said.iter()
                .any(|l| l.starts_with("El Sur sembró b1: 1 vuelta")),
            "{said:?}"
        );
    });
}

#[test]
fn a_hint_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = game(Rules::hoyito(6));
        key(&mut app, KeyCode::Char('i'));
        run_until(&mut app, "the hint", |app| {
            app.play()
                .and_then(|p| p.message.as_ref())
                .is_some_and(|(m, _)| m.starts_with("Pista: "))
        });
        let (hint, _) = app.play().unwrap().message.clone().unwrap();
        // "Pista: sembrar c1; se espera que ganes, más o menos 30 semillas a 18. Se espera: ..."
        assert!(hint.starts_with("Pista: sembrar "), "{hint}");
        assert!(
            hint.contains(" semillas ") && hint.contains("Se espera: "),
            "{hint}"
        );
        let lines = render(&mut app, 80, 24);
        assert_spanish("the hint", &lines);
        assert_spanish("the hint whole", &[hint]);
    });
}

/// The `?` help of a game against the computer, in ASCII, at 80x24 in Spanish: every
/// row of it is seen (the last line, how to close it, included) and none is English
/// ("arrows" was the ASCII arrows' name).
#[test]
fn the_help_against_the_computer_fits_80x24_in_spanish_and_in_ascii() {
    speaking(Lang::Es, || {
        let mut record = mancala_tui::store::record::Record::new(
            Rules::hoyito(6),
            ["Ana".into(), "North".into()],
        );
        record.computers = [None, Some(mancala_tui::engine::ai::Level::Easy)];
        for ascii in [false, true] {
            let mut app = crate::common::screen::app_with(record.clone(), ascii, false);
            key(&mut app, KeyCode::Char('?'));
            let lines = render(&mut app, 80, 24);
            let text = lines.join("\n");
            assert_spanish("the help against the computer", &lines);
            for said in [
                "Cualquier tecla cierra esto.",
                "pausa / seguir",
                "Ctrl-Z",
                "[pista].",
            ] {
                assert!(text.contains(said), "{said:?} not in:\n{text}");
            }
            if ascii {
                assert!(text.contains("flechas/hjkl"), "{text}");
            }
        }
    });
}
