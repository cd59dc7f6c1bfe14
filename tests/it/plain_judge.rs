//! The judge in plain lines, as a screen reader's user or a script meets it: a replay
//! with evaluations, `analyse --plain`'s summary, and the mistakes trainer from a
//! replay, after a game and from the menu, each in English and Spanish.

use crate::common::binary::{mancala, mancala_in};
use crate::common::temp::TempDir;

/// A small budget: the same judgement on any machine, quickly.
const NODES: &str = "2000";

/// The output of `args` with `input` typed, checked to succeed with nothing on stderr.
fn run(dir: Option<&std::path::Path>, args: &[&str], input: &str) -> String {
    let out = mancala_in(dir, args, Some(input.as_bytes()));
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {out:?}"
    );
    String::from_utf8(out.stdout).unwrap()
}

/// `analyse --json` of the 2x6 sample with the same budget: each action's judgement
/// ("?!", "?", "??", or none), in order.
fn marks_of_the_sample() -> Vec<(String, String)> {
    let out = mancala(
        &[
            "analyse",
            "--json",
            "--nodes",
            NODES,
            "assets/games/hoyito-2x6.json",
        ],
        None,
    );
    assert!(out.status.success(), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            let mark = match a["judgement"].as_str() {
                Some("inaccuracy") => "?!",
                Some("mistake") => "?",
                Some("blunder") => "??",
                _ => "",
            };
            (a["action"].as_str().unwrap().to_string(), mark.to_string())
        })
        .collect()
}

/// The lines said after action `n`'s sentence ("n. South sowed ...") up to the next
/// prompt or action.
fn after_action(text: &str, n: usize) -> Vec<&str> {
    let start = format!("{n}. ");
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.trim_start_matches("> ").starts_with(&start))
        .unwrap_or_else(|| panic!("action {n} said:\n{text}"));
    lines[at + 1..]
        .iter()
        .take_while(|l| !l.starts_with('>') && !l.starts_with(&format!("{}. ", n + 1)))
        .copied()
        .collect()
}

#[test]
fn a_replay_with_evaluations_says_each_actions_judgement_after_it_as_analyse_marks_it() {
    let marks = marks_of_the_sample();
    let n = marks.len();
    for (lang, words, tables, evaluation, was) in [
        (
            "en",
            ["evaluations", "next", "evaluations", "quit"],
            "Judged without endgame tables",
            "Evaluation: ",
            " was a",
        ),
        (
            "es",
            ["evaluaciones", "siguiente", "evaluaciones", "salir"],
            "Juzgada sin tablas de finales",
            "Evaluación: ",
            " fue un",
        ),
    ] {
        // Turned on at the start, every action stepped through, then off for one more
        // look: the last step (from the end, none) says nothing of the judge.
        let input = format!(
            "{}\n{} {n}\n{}\ngo 1\n{}\n",
            words[0], words[1], words[2], words[3]
        );
        let args = [
            "--lang",
            lang,
            "replay",
            "--plain",
            "--nodes",
            NODES,
            "assets/games/hoyito-2x6.json",
        ];
        let text = run(None, &args, &input);
        // Which tables the judgement used is said once, when it is turned on.
        assert_eq!(text.matches(tables).count(), 1, "{text}");
        for (i, (action, mark)) in marks.iter().enumerate() {
            let said = after_action(&text, i + 1).join("\n");
            if i + 1 < n {
                assert!(said.starts_with(evaluation), "{}: {said}", i + 1);
            }
            let verdict = format!("{action}{mark}{was}");
            assert_eq!(
                said.contains(&verdict),
                !mark.is_empty(),
                "action {} ({action}{mark}) judged as analyse judges it:\n{said}",
                i + 1
            );
        }
        // Off: "go 1" says the position and nothing of the judge.
        let off = text.rsplit("> ").nth(1).unwrap();
        assert!(!off.contains(evaluation), "{off}");
        // The same record and budget give the same words on every run.
        assert_eq!(run(None, &args, &input), text, "deterministic");
    }
}

#[test]
fn analyse_plain_says_the_marked_actions_and_the_summary_in_lines_in_both_languages() {
    let marks = marks_of_the_sample();
    for (lang, summary, best) in [
        ("en", "Summary", "; best: "),
        ("es", "Resumen", "; la mejor: "),
    ] {
        let sample = "assets/games/hoyito-2x6.json";
        let out = mancala(
            &[
                "--lang", lang, "analyse", "--plain", "--nodes", NODES, sample,
            ],
            None,
        );
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        // The same through `mancala --plain analyse`.
        let again = mancala(
            &[
                "--lang", lang, "--plain", "analyse", "--nodes", NODES, sample,
            ],
            None,
        );
        assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
        // No graph, no table: nothing a screen reader would spell out.
        assert!(!text.contains('|') && !text.contains("  "), "{text}");
        for (i, (action, mark)) in marks.iter().enumerate() {
            let line = format!("{}. ", i + 1);
            let said = text.lines().find(|l| l.starts_with(&line));
            match said {
                Some(l) => assert!(
                    !mark.is_empty()
                        && l.contains(&format!(" {action}{mark}: "))
                        && l.contains(best),
                    "{l}"
                ),
                None => assert!(
                    mark.is_empty(),
                    "{} {action}{mark} not said:\n{text}",
                    i + 1
                ),
            }
        }
        // The summary is analyse's own, line for line.
        let full = mancala(&["--lang", lang, "analyse", "--nodes", NODES, sample], None);
        let full = String::from_utf8(full.stdout).unwrap();
        let theirs: Vec<&str> = full
            .rsplit(summary)
            .next()
            .unwrap()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let mine: Vec<&str> = text
            .rsplit(summary)
            .next()
            .unwrap()
            .lines()
            .filter(|l| !l.is_empty())
            .collect();
        assert_eq!(mine, theirs);
        assert_eq!(mine.len(), 2);
    }
    // --plain and --json ask for two different outputs.
    let out = mancala(
        &[
            "analyse",
            "--plain",
            "--json",
            "assets/games/hoyito-2x6.json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2), "{out:?}");
}

/// The trainer's words in a language: its commands and what it says.
struct Trainer {
    lang: &'static str,
    mistakes: &'static str,
    solution: &'static str,
    next: &'static str,
    previous: &'static str,
    other: &'static str,
    quit: &'static str,
    title: &'static str,
    first: &'static str,
    best: &'static str,
    well_found: &'static str,
    refused: &'static str,
    back: &'static str,
    not_a_choice: &'static str,
}

const EN: Trainer = Trainer {
    lang: "en",
    mistakes: "mistakes",
    solution: "solution",
    next: "next",
    previous: "previous",
    other: "other",
    quit: "quit",
    title: "Learn from your mistakes",
    first: "This is the first mistake.",
    best: "The best action: ",
    well_found: "Well found!",
    refused: "is not good enough (the judge marks it ",
    back: "Back at the replay.",
    not_a_choice: "cannot be played here.",
};

const ES: Trainer = Trainer {
    lang: "es",
    mistakes: "errores",
    solution: "solución",
    next: "siguiente",
    previous: "anterior",
    other: "otro",
    quit: "salir",
    title: "Aprende de tus errores",
    first: "Este es el primer error.",
    best: "La mejor jugada: ",
    well_found: "¡Bien encontrada!",
    refused: "no es suficiente (el juez la marca ",
    back: "De vuelta en la partida.",
    not_a_choice: "no se puede jugar aquí.",
};

/// The question of the mistake shown last in `text`: the game's action, and the holes
/// that may be tried.
fn question(text: &str) -> (String, Vec<String>) {
    let (line, holes) = text
        .lines()
        .rev()
        .find_map(|l| {
            l.split_once(" Type a hole: ")
                .or_else(|| l.split_once(" Escribe un hoyo: "))
        })
        .unwrap_or_else(|| panic!("a question:\n{text}"));
    // "... than c1." / "... mejor que c1 para el Sur."
    let played = line
        .split_whitespace()
        .map(|w| w.trim_end_matches('.'))
        .find(|w| w.len() == 2 && w.as_bytes()[1].is_ascii_digit())
        .unwrap()
        .to_string();
    let holes = holes
        .trim_end_matches('.')
        .split(", ")
        .map(|h| h.split(' ').next().unwrap().to_string())
        .collect();
    (played, holes)
}

/// A whole mistakes session from a replay: the first mistake shown, the game's own
/// action tried (refused, with the judge's mark), the solution asked for and then
/// tried (accepted), a hole that cannot be played, the next mistake, the other
/// player's, back at their first, and back to the replay.
#[test]
fn a_whole_mistakes_session_from_a_replay_in_both_languages() {
    for w in [EN, ES] {
        let args = [
            "--lang",
            w.lang,
            "replay",
            "--plain",
            "--nodes",
            NODES,
            "assets/games/hoyito-2x6.json",
        ];
        // First the question, to know what to try.
        let opening = run(None, &args, &format!("{}\n", w.mistakes));
        assert!(opening.contains(w.title), "{opening}");
        let (played, holes) = question(&opening);
        assert!(holes.contains(&played), "{opening}");
        let empty = ["a1", "b1", "c1", "d1", "e1", "f1"]
            .into_iter()
            .find(|h| !holes.iter().any(|c| c == h));
        let mut input = vec![
            w.mistakes.to_string(),
            played.clone(),
            w.solution.to_string(),
        ];
        let asked = run(None, &args, &(input.join("\n") + "\n"));
        let best = asked
            .split(w.best)
            .nth(1)
            .and_then(|rest| rest.split('.').next())
            .unwrap_or_else(|| panic!("the solution said:\n{asked}"))
            .to_string();
        input.push(best.clone());
        if let Some(empty) = empty {
            input.push(empty.to_string());
        }
        input.extend([w.next, w.other, w.previous, w.quit, w.quit].map(str::to_string));
        let text = run(None, &args, &(input.join("\n") + "\n"));
        assert!(
            text.contains(&format!("> {played} {}", w.refused)),
            "the game's own action is refused with its mark:\n{text}"
        );
        assert!(
            text.contains(&format!("> {best} ")) && text.contains(w.well_found),
            "the best action is accepted:\n{text}"
        );
        if empty.is_some() {
            assert!(text.contains(w.not_a_choice), "{text}");
        }
        let mistake_2 = match w.lang {
            "es" => ": error 2 de ",
            _ => ": mistake 2 of ",
        };
        let north_1 = match w.lang {
            "es" => "Ben (Norte): error 1 de ",
            _ => "Ben (North): mistake 1 of ",
        };
        assert!(text.contains(mistake_2) && text.contains(north_1), "{text}");
        assert!(text.contains(w.first), "{text}");
        assert!(text.contains(w.back), "back at the replay:\n{text}");
        // Said for the ear: no marks of a screen, no escapes.
        for screen in ["cursor", "screen", "pantalla", "\u{1b}", "Enter"] {
            assert!(!text.contains(screen), "{screen}:\n{text}");
        }
    }
}

/// A Hoyito II ending of 8 seeds (20 captured each): positions the judge proves, so
/// its judgement does not depend on the budget.
const ENDING: &str = r#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "players": {"south": "Ana", "north": "Ben"}, "start": {"board": [[0,2,0,1,0,1],[1,0,2,0,0,1]], "to_move": "south", "captured": {"south": 20, "north": 20}}, "actions": []}"#;

/// The ending played to its end: South's b1 first throws the game away.
const ENDING_LINE: [&str; 10] = ["b1", "f2", "c1", "e2", "a1", "d2", "a1", "c2", "c1", "b2"];

#[test]
fn after_a_plain_game_the_mistakes_are_offered_and_the_game_over_comes_back() {
    for (lang, mistakes, offered, said, over) in [
        (
            "en",
            "mistakes",
            "mistakes to learn from them",
            "The game's b1?? cost Ana (South) 8 seeds.",
            "Game over: Ben (North) wins 28 to 20",
        ),
        (
            "es",
            "errores",
            "errores para aprender de ellos",
            "b1??, la jugada de la partida, le costó 8 semillas a Ana (Sur).",
            "Fin de la partida: gana Ben (Norte), 28 a 20",
        ),
    ] {
        let dir = TempDir::new(&format!("mistakes-after-{lang}"));
        std::fs::write(dir.join("ending.json"), ENDING).unwrap();
        // Asked too soon, it says when it works.
        let mut input = vec![mistakes];
        input.extend(ENDING_LINE);
        input.extend([mistakes, "quit", "save after", "quit"]);
        let text = run(
            Some(&dir),
            &["--lang", lang, "play", "--plain", "--load", "ending.json"],
            &(input.join("\n") + "\n"),
        );
        let too_soon = match lang {
            "es" => "errores funciona cuando la partida se acabó.",
            _ => "mistakes works once the game is over.",
        };
        assert!(text.contains(too_soon), "{text}");
        assert!(text.contains(offered), "{text}");
        assert!(text.contains(said), "{text}");
        let after = text.rsplit(said).next().unwrap();
        assert!(after.contains(over), "the game over said again:\n{after}");
        // And the game is saved from there as from any game over.
        let saved = match lang {
            "es" => "Guardada en ",
            _ => "Saved to ",
        };
        assert!(after.contains(saved), "{after}");
        assert!(dir.join("data/mancala-tui/games/after.json").is_file());
    }
}

#[test]
fn the_menu_opens_the_mistakes_of_a_game_in_the_library() {
    let dir = TempDir::new("mistakes-menu");
    let games = dir.join("data/mancala-tui/games");
    std::fs::create_dir_all(&games).unwrap();
    let mut record: serde_json::Value = serde_json::from_str(ENDING).unwrap();
    record["actions"] = serde_json::json!(ENDING_LINE);
    std::fs::write(games.join("ending.json"), record.to_string()).unwrap();
    let text = run(
        Some(&dir),
        &["--lang", "es", "--plain"],
        "biblioteca\nerrores 1\nsolución\nsalir\nsalir\n",
    );
    assert!(text.contains("1. ending.json, "), "{text}");
    assert!(text.contains("errores N"), "the library names it:\n{text}");
    assert!(
        text.contains("Ana (Sur): error 1 de 1") && text.contains("La mejor jugada: f1."),
        "{text}"
    );
    assert!(text.contains("De vuelta en el menú"), "{text}");
}

#[test]
fn replacing_a_saved_game_takes_s_for_si_in_spanish() {
    let dir = TempDir::new("replace-si");
    let games = dir.join("data/mancala-tui/games");
    std::fs::create_dir_all(&games).unwrap();
    let mine = games.join("mía.json");
    std::fs::copy("assets/games/hoyito-2x6.json", &mine).unwrap();
    let text = run(
        Some(&dir),
        &["--lang", "es", "play", "--plain"],
        "c1\nguardar mía\ns\nsalir\n",
    );
    assert!(text.contains("¿Reemplazarlo? (sí o no)"), "{text}");
    assert!(
        !text.contains("No se guardó") && text.contains("Guardada en"),
        "s is yes:\n{text}"
    );
    let saved = std::fs::read_to_string(&mine).unwrap();
    assert!(
        saved.contains("\"actions\": [\"c1\"]") || saved.contains("\"c1\"\n"),
        "the game replaced the file:\n{saved}"
    );
    assert!(!saved.contains("\"Ana\""), "{saved}");
}
