//! The menu, the new-game form, the settings, the library, the rules reader and the
//! too-small message drawn in Spanish at 80x24: each says nothing in English
//! (tests/common/spanish.rs) and is kept as a snapshot (tests/snapshots/), read and
//! reviewed as text. Each test speaks Spanish on its own thread only
//! (`i18n::speaking`), so the other tests run in English beside it.

use crate::common::binary;
use crate::common::screen;
use crate::common::screen::key;
use crate::common::spanish;
use crate::common::temp;

use mancala_rules::Rules;
use mancala_tui::store::record::Record;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::words::i18n::{Lang, speaking};
use ratatui::crossterm::event::KeyCode;
use screen::{menu_app, render};
use spanish::shot;

/// A Hoyito II 2x6 record between Ana and the computer at level 4, `moves` first-legal
/// actions played, as a file's text.
fn record_text(moves: usize) -> String {
    let mut r = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    r.computers = [None, Some(mancala_tui::store::level::Level::Hard)];
    let mut game = r.start_game().unwrap();
    for _ in 0..moves {
        let a = game.position().legal_actions()[0];
        game.apply(a).unwrap();
        r.actions.push(a);
    }
    r.to_json(Some(&game))
}

#[test]
fn the_menu_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        let text = shot(&mut app, "menu");
        for said in ["Partida nueva", "Ver una partida", "Ajustes", "Salir"] {
            assert!(text.contains(said), "{said}:\n{text}");
        }
    });
}

#[test]
fn the_menu_offers_an_interrupted_game_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        let record = Record::parse(&record_text(3)).unwrap();
        app.files.autosave.offer = Some(mancala_tui::store::library::summarize(&record));
        let text = shot(&mut app, "menu-interrupted");
        assert!(
            text.contains("Ana contra computadora (difícil), 3 jugadas"),
            "{text}"
        );
        assert!(text.contains("r seguirla"), "{text}");
    });
}

#[test]
fn the_new_game_form_in_spanish_for_hoyito_and_tsoro() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Enter);
        let hoyito = shot(&mut app, "new-game-hoyito");
        assert!(hoyito.contains("Nombre del Sur   Sur "), "{hoyito}");
        key(&mut app, KeyCode::Right);
        let tsoro = shot(&mut app, "new-game-tsoro");
        for said in [
            "Tomas extra",
            "Cabezas",
            "< Tsoro >",
            "(el Tsoro no tiene otro comienzo) >",
        ] {
            assert!(tsoro.contains(said), "{said}:\n{tsoro}");
        }
        // The computer on North: its level in words, and which side the person takes.
        for _ in 0..8 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Right);
        let text = shot(&mut app, "new-game-tsoro-computer");
        assert!(
            text.contains("< computadora, 2 tranquilo (unos 1060) >"),
            "{text}"
        );
        assert!(text.contains("< Sur (juega primero) >"), "{text}");
    });
}

#[test]
fn the_settings_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Char('6'));
        let text = shot(&mut app, "settings");
        for said in [
            "Idioma",
            "< Español >",
            "Nombre del Sur",
            "Sur_",
            "Tecla: seguir",
        ] {
            assert!(text.contains(said), "{said}:\n{text}");
        }
    });
}

#[test]
fn the_library_in_spanish_empty_and_with_a_game() {
    speaking(Lang::Es, || {
        // No data folder: the samples only.
        let mut app = menu_app(MenuItem::NewGame);
        app.files.games_dir = None;
        key(&mut app, KeyCode::Char('2'));
        let text = shot(&mut app, "library-samples-only");
        assert!(text.contains("No hay carpeta de datos"), "{text}");
        // A saved game in the folder (its date set, the folder's name hidden: it is
        // the test's own temporary folder).
        let dir = temp::TempDir::new("spanish-library");
        let file = dir.join("ana.json");
        temp::write_dated(&file, &record_text(5), 1_700_000_000);
        let mut app = menu_app(MenuItem::NewGame);
        app.files.games_dir = Some(dir.to_path_buf());
        key(&mut app, KeyCode::Char('2'));
        let mut lines = render(&mut app, 80, 24);
        assert!(lines[1].starts_with(" Guardadas en "), "{}", lines[1]);
        // The folder's path is neither Spanish nor English: hidden before the words
        // are checked (an English word in the temporary folder's path is no fault).
        lines[1] = " Guardadas en [la carpeta de la prueba]".into();
        spanish::assert_spanish("library", &lines);
        insta::assert_snapshot!("library-with-a-game", lines.join("\n"));
        let text = lines.join("\n");
        assert!(text.contains("sin terminar"), "{text}");
        assert!(text.contains("Fecha") && text.contains("Jugadas"), "{text}");
        // The game chosen (the newest): its players in full under the list.
        assert!(
            text.contains("ana.json · Ana contra computadora (difícil)"),
            "{text}"
        );
        key(&mut app, KeyCode::Char('d'));
        let asked = render(&mut app, 80, 24).join("\n");
        assert!(
            asked.contains("¿Borrar ana.json? No se puede deshacer."),
            "{asked}"
        );
    });
}

#[test]
fn the_rules_reader_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::Learn);
        app.screen = mancala_tui::tui::app::Screen::Rules(Default::default());
        let text = shot(&mut app, "rules");
        assert!(text.contains("Las reglas"), "{text}");
        assert!(text.contains("HOYITO II"), "{text}");
        assert!(
            text.contains("El hoyito es la familia dominicana"),
            "{text}"
        );
    });
}

#[test]
fn the_too_small_message_in_spanish() {
    speaking(Lang::Es, || {
        // 80x24 holds every board: the message is seen on a smaller terminal.
        let mut app = screen::game(Rules::tsoro(21));
        let lines = render(&mut app, 60, 20);
        assert!(
            lines.join("\n").contains("demasiado pequeña"),
            "{}",
            lines.join("\n")
        );
        spanish::assert_spanish("too small", &lines);
        insta::assert_snapshot!("too-small", lines.join("\n"));
    });
}

#[test]
fn mancala_rules_prints_the_spanish_text_with_lang_es_or_the_settings() {
    let dir = temp::TempDir::new("spanish-rules-binary");
    let out = binary::mancala_in(Some(&dir), &["rules", "hoyito", "--lang", "es"], None);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        mancala_tui::store::assets::rules_text(mancala_rules::GameKind::HoyitoII, Lang::Es)
    );
    assert!(text.starts_with("HOYITO II") && text.contains("[Decisión]"));
    assert!(text.contains("es una casa"), "{text}");
    // Both games, Tsoro with its Shona words explained.
    let out = binary::mancala_in(Some(&dir), &["rules", "--lang", "es"], None);
    let both = String::from_utf8(out.stdout).unwrap();
    assert!(both.contains("EL TABLERO") && both.contains("musoro (cabeza), misoro (cabezas)"));
    // The settings' language, when no --lang is given; --lang en wins over it.
    let config = dir.join("config").join("mancala-tui");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.json"), r#"{ "language": "es" }"#).unwrap();
    let out = binary::mancala_in(Some(&dir), &["rules", "tsoro"], None);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("LAS CABEZAS (MISORO)"), "{text}");
    let out = binary::mancala_in(Some(&dir), &["rules", "tsoro", "--lang", "en"], None);
    assert!(String::from_utf8(out.stdout).unwrap().contains("THE HEADS"));
}

#[test]
fn the_help_of_each_of_these_screens_is_in_spanish() {
    speaking(Lang::Es, || {
        for (name, opens) in [
            ("menu", None),
            ("new game", Some('1')),
            ("library", Some('2')),
            ("settings", Some('5')),
        ] {
            let mut app = menu_app(MenuItem::NewGame);
            app.files.games_dir = None;
            if let Some(c) = opens {
                key(&mut app, KeyCode::Char(c));
            }
            key(&mut app, KeyCode::Char('?'));
            let lines = render(&mut app, 80, 24);
            spanish::assert_spanish(&format!("the {name} help"), &lines);
            assert!(
                lines.join("\n").contains("estas teclas"),
                "{name}:\n{}",
                lines.join("\n")
            );
        }
        let mut app = menu_app(MenuItem::Learn);
        app.screen = mancala_tui::tui::app::Screen::Rules(Default::default());
        key(&mut app, KeyCode::Char('?'));
        let lines = render(&mut app, 80, 24);
        spanish::assert_spanish("the rules help", &lines);
        insta::assert_snapshot!("rules-help", lines.join("\n"));
    });
}

#[test]
fn typing_a_name_and_choosing_a_key_speak_spanish_too() {
    speaking(Lang::Es, || {
        // The form on South's name: its key line names typing.
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Enter);
        for _ in 0..4 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Char('A'));
        let text = shot(&mut app, "new-game-typing");
        assert!(text.contains("Nombre del Sur   A_"));
        // The settings waiting for a board key, then refusing one already used.
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Char('6'));
        for _ in 0..6 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let text = shot(&mut app, "settings-choosing-a-key");
        assert!(
            text.contains("Pulsa la tecla para izquierda (Esc: dejar h)."),
            "{text}"
        );
        assert!(text.contains("pulsa una tecla"), "{text}");
        key(&mut app, KeyCode::Char('j'));
        let lines = render(&mut app, 80, 24);
        spanish::assert_spanish("a key refused", &lines);
    });
}

#[test]
fn a_game_started_from_the_form_against_the_computer_from_the_usual_start_says_in_spanish_why_south_starts_behind()
 {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Enter);
        for _ in 0..5 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Right);
        // Down to the opening (past the name and the side): the usual start, asked for.
        for _ in 0..3 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Right);
        assert!(
            render(&mut app, 100, 30)
                .join("\n")
                .contains("< el de siempre >")
        );
        key(&mut app, KeyCode::Enter);
        let text = render(&mut app, 100, 30).join("\n");
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains("El Sur, que juega primero, empieza en desventaja en 2x6"),
            "{text}"
        );
    });
}

#[test]
fn playing_over_the_network_from_the_menu_in_spanish() {
    speaking(Lang::Es, || {
        let mut app = menu_app(MenuItem::NewGame);
        key(&mut app, KeyCode::Char('5'));
        let text = shot(&mut app, "network-choose");
        assert!(text.contains("Organizar una partida"), "{text}");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        for c in "mancala join 127.0.0.1:7474/abcd".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        let text = shot(&mut app, "network-join");
        assert!(text.contains("no es una invitación"), "{text}");
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Enter);
        let text = shot(&mut app, "network-host-form");
        assert!(
            text.contains("Organizar una partida por la red") && text.contains("Tu nombre"),
            "{text}"
        );
    });
}
