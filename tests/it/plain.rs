//! `mancala play --plain`: the game as lines of text, typed commands from a pipe, as
//! a screen reader's user or a script plays it.

use crate::common::binary;
use crate::common::temp::TempDir;
use binary::{mancala, mancala_in};
use std::path::Path;

/// `mancala play --plain ARGS` with `input` typed, its data and settings in `dir`.
fn plain(dir: &Path, args: &[&str], input: &str) -> (String, std::process::ExitStatus) {
    let args: Vec<&str> = ["play", "--plain"].iter().chain(args).copied().collect();
    let out = mancala_in(Some(dir), &args, Some(input.as_bytes()));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (String::from_utf8(out.stdout).unwrap(), out.status)
}

fn sample_actions(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(format!("assets/games/{name}.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect()
}

fn check_json(file: &str) -> serde_json::Value {
    let out = mancala(&["check", "--json", file], None);
    assert!(out.status.success(), "{out:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A whole sample game typed in, saved, and the saved game's position is the sample's.
fn whole_game_gives_the_samples_position(sample: &str, args: &[&str]) -> String {
    let dir = TempDir::new(sample);
    let mut input = sample_actions(sample).join("\n");
    input.push_str("\nsave out\nquit\n");
    let (text, status) = plain(&dir, args, &input);
    assert!(status.success(), "{text}");
    let saved = dir.join("data/mancala-tui/games/out.json");
    assert!(saved.is_file(), "{text}");
    let mine = check_json(saved.to_str().unwrap());
    let theirs = check_json(&format!("assets/games/{sample}.json"));
    assert_eq!(mine["board"], theirs["board"], "{text}");
    assert_eq!(mine["captured"], theirs["captured"]);
    assert_eq!(mine["result"], theirs["result"]);
    let _ = std::fs::remove_dir_all(&dir);
    text
}

#[test]
fn a_whole_hoyito_game_typed_in_ends_where_check_says() {
    let text =
        whole_game_gives_the_samples_position("hoyito-2x6", &["--south", "Ana", "--north", "Ben"]);
    assert!(
        text.contains("> South sowed b1: 5 laps, ended in d1."),
        "each action is said:\n{text}"
    );
    assert!(
        text.contains("Game over: Ben (North) wins 28 to 20"),
        "{text}"
    );
    // Said once, with the last action: not again under the board after it.
    assert_eq!(text.matches("Game over:").count(), 1, "{text}");
    assert!(text.contains("Saved to "), "{text}");
    assert!(
        !text.contains('─') && !text.contains('│') && !text.contains('\u{1b}'),
        "no box drawing, no escapes"
    );
}

#[test]
fn a_tsoro_game_with_heads_and_picks_typed_in_ends_where_check_says() {
    let text = whole_game_gives_the_samples_position(
        "tsoro-4x21",
        &["tsoro", "--south", "Ana", "--north", "Ben"],
    );
    assert!(
        text.contains("Type continue or stop."),
        "a head's question:\n{text}"
    );
    assert!(text.contains("Type take and a hole"), "a pick's question");
}

#[test]
fn a_tsoro_game_typed_with_spanish_commands_is_said_in_spanish_and_ends_where_check_says() {
    let dir = TempDir::new("tsoro-es");
    let spanish: Vec<String> = sample_actions("tsoro-4x21")
        .into_iter()
        .map(|a| match a.as_str() {
            "continue" => "seguir".to_string(),
            "stop" => "parar".to_string(),
            pick if pick.starts_with('x') => format!("tomar {}", &pick[1..]),
            sow => sow.to_string(),
        })
        .collect();
    let mut input = spanish.join("\n");
    input.push_str("\nayuda\nguardar fuera\nsalir\n");
    let (text, status) = plain(&dir, &["tsoro", "--lang", "es"], &input);
    assert!(status.success(), "{text}");
    assert!(text.contains("Escribe seguir o parar."), "{text}");
    assert!(text.contains("Escribe tomar y un hoyo"), "{text}");
    assert!(
        text.contains("pista: el consejo de la computadora"),
        "{text}"
    );
    let saved = dir.join("data/mancala-tui/games/fuera.json");
    let mine = check_json(saved.to_str().unwrap());
    let theirs = check_json("assets/games/tsoro-4x21.json");
    assert_eq!(mine["board"], theirs["board"]);
    assert_eq!(mine["captured"], theirs["captured"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_command_in_spanish_is_one_line_in_spanish_and_the_game_goes_on() {
    let dir = TempDir::new("bad-es");
    let (text, status) = plain(
        &dir,
        &["--lang", "es"],
        "sembrar ya\ntomar\npista ya\ndeshacer\nc1\nsalir\nsalir\n",
    );
    assert!(status.success());
    let said: Vec<&str> = text.lines().filter(|l| l.starts_with("> ")).collect();
    assert_eq!(
        said[..4],
        [
            r#"> "sembrar ya" no es una orden ni el nombre de un hoyo (ayuda da las órdenes)."#,
            "> tomar necesita el nombre de un hoyo: tomar d3 (se escribió \"\").",
            "> pista no lleva nada detrás.",
            "> No hay nada que deshacer.",
        ]
    );
    assert!(text.contains("Saliste sin guardar."), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_command_or_an_illegal_action_is_one_line_and_the_game_goes_on() {
    let dir = TempDir::new("bad");
    let (text, status) = plain(&dir, &[], "sow now\nc2\ntake\nc1\nquit\nquit\n");
    assert!(status.success());
    let lines: Vec<&str> = text.lines().collect();
    let after = |typed_before: usize| {
        lines
            .iter()
            .filter(|l| l.starts_with("> "))
            .nth(typed_before)
            .unwrap()
    };
    assert_eq!(
        *after(0),
        r#"> "sow now" is not a command or a hole's name (help lists the commands)."#
    );
    assert_eq!(*after(1), "> c2 is North's hole.");
    assert_eq!(*after(2), "> take needs a hole's name: take d3 (got \"\").");
    assert!(after(3).starts_with("> South sowed c1"), "{text}");
    assert!(
        text.contains(
            "This game has unsaved actions: save NAME keeps them; quit again leaves without saving."
        ),
        "{text}"
    );
    assert!(text.contains("Left without saving."), "{text}");
    assert!(
        !dir.join("data/mancala-tui/autosave.json").exists(),
        "left without saving: the game is gone"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn at_the_end_of_input_the_game_is_said_unsaved_and_the_autosave_keeps_it() {
    let dir = TempDir::new("eof");
    let (text, status) = plain(&dir, &[], "c1\nc2\n");
    assert!(status.success());
    assert!(
        text.trim_end().ends_with(
            "The input ended: the game is unsaved; the autosave keeps it, and mancala offers to resume it."
        ),
        "{text}"
    );
    let autosave = dir.join("data/mancala-tui/autosave.json");
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&autosave).unwrap()).unwrap();
    assert_eq!(
        kept["actions"],
        serde_json::json!(["c1", "c2"]),
        "{kept}\n{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_computer_plays_in_words_and_a_hint_is_said() {
    let dir = TempDir::new("computer");
    let (text, status) = plain(
        &dir,
        &["--north", "computer:1", "--opening", "usual"],
        "c1\nhint\nboard\n",
    );
    assert!(status.success());
    assert!(
        text.contains("\nNorth sowed "),
        "the computer's move in words:\n{text}"
    );
    assert!(text.contains("Hint: sow "), "{text}");
    assert!(
        text.contains("starts behind in 2x6: --south computer (you play North) or --opening balanced starts otherwise."),
        "the way to choose otherwise is the command line's here:\n{text}"
    );
    assert!(!text.contains("New game offers"), "{text}");
}

#[test]
fn a_replay_steps_through_every_action_in_numbered_sentences() {
    let actions = sample_actions("hoyito-2x6");
    let input = format!(
        "{}back\ngo 0\nnext 2\nend\nbogus\nquit\n",
        "\n".repeat(actions.len())
    );
    let out = mancala(
        &["replay", "--plain", "assets/games/hoyito-2x6.json"],
        Some(input.as_bytes()),
    );
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    for (i, action) in actions.iter().enumerate() {
        assert!(
            text.contains(&format!("{}. ", i + 1)) && text.contains(&format!("sowed {action}")),
            "action {} ({action}) said:\n{text}",
            i + 1
        );
    }
    assert!(
        text.contains("After action 47 of 48. Ana (South) to sow."),
        "back:\n{text}"
    );
    assert!(
        text.contains("> 1. South sowed b1: 5 laps, ended in d1.\n2. North sowed"),
        "{text}"
    );
    assert!(
        text.contains("After action 48 of 48. Game over: Ben (North) wins 28 to 20"),
        "end:\n{text}"
    );
    assert!(
        text.contains(r#""bogus" is not a command (help lists them)."#),
        "{text}"
    );
}

#[test]
fn a_lesson_is_read_and_answered_in_lines_and_remembered() {
    use mancala_rules::GameKind;
    use mancala_tui::study::lessons::lessons;
    let dir = TempDir::new("learn");
    for (kind, arg) in [(GameKind::HoyitoII, "hoyito"), (GameKind::Tsoro, "tsoro")] {
        let all = lessons(kind);
        // Every lesson, each answered by its first answer, one after another.
        let mut input = String::new();
        for lesson in &all {
            input.push_str(&lesson.answers[0].join("\n"));
            input.push_str("\nnext\n");
        }
        input.push_str("quit\n");
        let out = mancala_in(
            Some(&dir),
            &["learn", arg, "--plain"],
            Some(input.as_bytes()),
        );
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            text.matches("Well done.").count(),
            all.len(),
            "every lesson done:\n{text}"
        );
        assert!(!text.contains("{key:"), "{text}");
        assert!(text.contains("walkthrough is complete"), "{text}");
        for (i, lesson) in all.iter().enumerate() {
            assert!(
                text.contains(&format!(
                    "Lesson {} of {}: {}",
                    i + 1,
                    all.len(),
                    lesson.title
                )),
                "{text}"
            );
        }
    }
    let progress =
        std::fs::read_to_string(dir.join("data/mancala-tui/lesson-progress.json")).unwrap();
    assert!(
        progress.contains("hoyito-01") && progress.contains("tsoro-13"),
        "{progress}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// How a player types `action` in `lang` ("en" or "es"): a hole's name (the first in
/// capitals, as a player may type it), `take d3` or `tomar d3`, `continue` or `seguir`.
fn typed(action: mancala_rules::Action, lang: &str, capital: bool) -> String {
    use mancala_rules::Action;
    let hole = |h: mancala_rules::Hole| {
        let name = h.to_string();
        if capital { name.to_uppercase() } else { name }
    };
    match (action, lang) {
        (Action::Sow(h), _) => hole(h),
        (Action::Pick(h), "es") => format!("tomar {}", hole(h)),
        (Action::Pick(h), _) => format!("take {}", hole(h)),
        (Action::Continue, "es") => "seguir".into(),
        (Action::Stop, "es") => "parar".into(),
        (Action::Continue, _) => "continue".into(),
        (Action::Stop, _) => "stop".into(),
    }
}

/// Words a screen reader's user must never be told in plain mode.
fn says_nothing_of_a_screen(text: &str) {
    for word in [
        "cursor",
        "screen",
        "pantalla",
        "line below",
        "línea debajo",
        "\u{1b}",
    ] {
        assert!(!text.contains(word), "{word:?} in:\n{text}");
    }
}

#[test]
fn a_puzzle_session_in_lines_a_wrong_try_then_the_answer_in_both_languages() {
    use mancala_rules::GameKind;
    use mancala_tui::study::puzzles::collection;
    let puzzles = &collection(GameKind::HoyitoII).puzzles;
    let first = &puzzles[0];
    let answer = first.answer_actions().unwrap();
    let game = first.game().unwrap();
    let wrong = game
        .position()
        .legal_actions()
        .into_iter()
        .find(|a| !answer.contains(a))
        .expect("a puzzle has a wrong action");
    for (lang, again, solved, before) in [
        ("en", "Try again.", "Solved!", "(solved before)"),
        ("es", "Prueba otra vez.", "¡Resuelto!", "(resuelto antes)"),
    ] {
        let dir = TempDir::new(&format!("puzzles-{lang}"));
        let mut input = vec![typed(wrong, lang, false)];
        for (i, &a) in answer.iter().enumerate() {
            input.push(typed(a, lang, i == 0));
        }
        let (next, previous, quit) = match lang {
            "es" => ("siguiente", "anterior", "salir"),
            _ => ("next", "previous", "quit"),
        };
        input.extend([next.into(), previous.into(), quit.into()]);
        let out = mancala_in(
            Some(&dir),
            &["--lang", lang, "puzzles", "--plain"],
            Some((input.join("\n") + "\n").as_bytes()),
        );
        assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        let count = puzzles.len();
        let title = match lang {
            "es" => format!("problema 1 de {count}"),
            _ => format!("puzzle 1 of {count}"),
        };
        assert!(text.contains(&title), "{text}");
        assert!(text.contains(again), "the wrong try is answered:\n{text}");
        assert!(text.contains(solved), "the answer solves it:\n{text}");
        assert!(
            text.contains(&format!("{title}: ")) && text.contains(before),
            "back at the first puzzle, it is said solved:\n{text}"
        );
        says_nothing_of_a_screen(&text);
        let progress =
            std::fs::read_to_string(dir.join("data/mancala-tui/lesson-progress.json")).unwrap();
        assert!(progress.contains(&first.id), "{progress}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_library_session_in_lines_lists_replays_and_deletes_in_both_languages() {
    for (lang, words, kept, deleted) in [
        (
            "en",
            [
                "library", "replay 1", "end", "quit", "delete 1", "no", "delete 1", "yes", "quit",
            ],
            "mine.json was not deleted.",
            "Deleted mine.json.",
        ),
        (
            "es",
            [
                "biblioteca",
                "reproducir 1",
                "fin",
                "salir",
                "borrar 1",
                "no",
                "borrar 1",
                "sí",
                "salir",
            ],
            "mine.json no se borró.",
            "Se borró mine.json.",
        ),
    ] {
        let dir = TempDir::new(&format!("library-{lang}"));
        let games = dir.join("data/mancala-tui/games");
        std::fs::create_dir_all(&games).unwrap();
        let mine = games.join("mine.json");
        std::fs::copy("assets/games/hoyito-2x6.json", &mine).unwrap();
        let out = mancala_in(
            Some(&dir),
            &["--lang", lang, "--plain"],
            Some((words.join("\n") + "\n").as_bytes()),
        );
        assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("1. mine.json, "), "listed first:\n{text}");
        let over = match lang {
            "es" => "Fin de la partida",
            _ => "Game over",
        };
        assert!(text.contains(over), "replayed to its end:\n{text}");
        assert!(text.contains(kept) && text.contains(deleted), "{text}");
        assert!(!mine.exists(), "deleted after yes");
        // After the deletion the list starts with the samples.
        let relisted = text.rsplit(deleted).next().unwrap();
        assert!(relisted.contains("1. hoyito-2x6.json"), "{relisted}");
        says_nothing_of_a_screen(&text);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn play_offers_the_interrupted_game_first_and_says_where_one_set_aside_went() {
    let dir = TempDir::new("resume");
    let (text, _) = plain(&dir, &[], "c1\n");
    assert!(text.contains("the autosave keeps it"), "{text}");
    let (text, _) = plain(&dir, &[], "resume\nundo\nquit\nquit\n");
    assert!(
        text.starts_with("An interrupted game can be resumed: Hoyito II 2x6"),
        "{text}"
    );
    assert!(text.contains("The interrupted game goes on."), "{text}");
    assert!(
        text.contains("Undid 1 action: c1."),
        "undo names it:\n{text}"
    );
    let (text, _) = plain(&dir, &["--lang", "es"], "e1\n");
    assert!(
        text.contains("Sur sembró e1") || text.contains("sembró e1"),
        "{text}"
    );
    let (text, _) = plain(&dir, &["--lang", "es"], "nueva\nsalir\n");
    let aside = dir.join("data/mancala-tui/games/interrupted-1.json");
    assert!(text.contains("se apartó como") && aside.is_file(), "{text}");
    assert!(text.contains("Hoyito II 2x6 empieza"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn against_the_computer_a_game_starts_balanced_unless_the_usual_start_is_asked_for() {
    let dir = TempDir::new("first-game");
    let balanced = "Hoyito II 2x6 begins from a balanced start (book hoyito-2x6, line ";
    let (text, status) = plain(&dir, &["--north", "computer:1"], "quit\n");
    assert!(status.success());
    assert!(text.contains(balanced), "no --opening: balanced\n{text}");
    assert!(!text.contains("starts behind"), "{text}");
    let (text, _) = plain(
        &dir,
        &["--north", "computer:1", "--opening", "usual"],
        "quit\n",
    );
    assert!(!text.contains(balanced), "--opening usual\n{text}");
    // Two people, or the person on North: the usual start.
    let (text, _) = plain(&dir, &[], "quit\n");
    assert!(!text.contains(balanced), "two people\n{text}");
    let (text, _) = plain(&dir, &["--south", "computer:1", "--north", "Ana"], "quit\n");
    assert!(!text.contains(balanced), "the person on North\n{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_line_about_souths_start_is_said_the_first_time_only() {
    let dir = TempDir::new("told-once");
    let said = "South, moving first, starts behind in 2x6";
    let args = ["--north", "computer:1", "--opening", "usual"];
    let (first, _) = plain(&dir, &args, "quit\n");
    assert!(first.contains(said), "{first}");
    let (second, _) = plain(&dir, &args, "quit\n");
    assert!(!second.contains(said), "said again:\n{second}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_plain_menu_starts_a_game_against_the_computer_from_a_balanced_position() {
    let dir = TempDir::new("menu-computer");
    let out = mancala_in(
        Some(&dir),
        &["--plain"],
        Some(b"play computer\nquit\nquit\nquit\n"),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Hoyito II 2x6 begins from a balanced start"),
        "{text}"
    );
    // A game between two people keeps the usual start.
    let out = mancala_in(Some(&dir), &["--plain"], Some(b"play\nquit\nquit\nquit\n"));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Hoyito II 2x6 begins. South to sow."),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
