//! `mancala hint`, `mancala analyse` and `mancala tables status` in Spanish (issue 22),
//! run as a user runs them with `--lang es`: what they print is snapshotted where it
//! is the same on every machine, and checked for English words. Record notation in the
//! lines expected (c1, xd3, stop) and the commands quoted in backquotes stay as typed.

use crate::common::binary;
use crate::common::spanish;
use binary::mancala;
use spanish::assert_spanish;
use std::process::Output;

/// A sample game cut after its first `keep` actions, as record text.
fn cut(name: &str, keep: usize) -> String {
    let path = format!("{}/assets/games/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v["actions"].as_array_mut().unwrap().truncate(keep);
    v.as_object_mut().unwrap().remove("result");
    v.to_string()
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The lines with what is quoted in backquotes (a command to type) left out, and
/// the hint's line expected, which is in record notation (`g1 stop g4 continue`).
fn words(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("se espera: "))
        .map(|l| l.split('`').step_by(2).collect::<Vec<_>>().join(" "))
        .collect()
}

/// `mancala hint` in Spanish on a record, at a budget that gives the same answer on
/// every machine.
fn hint_es(record: &str) -> String {
    stdout(&mancala(
        &["hint", "-", "--nodes", "2000", "--lang", "es"],
        Some(record.as_bytes()),
    ))
}

#[test]
fn hint_speaks_spanish() {
    let text = hint_es(&cut("hoyito-2x6", 10));
    assert_spanish("hint", &words(&text));
    assert!(text.contains("\nLe toca a Ben (Norte): sembrar "), "{text}");
    insta::assert_snapshot!("es_hint", text);
    // Tsoro: a side without a name, and stones.
    let text = hint_es(&cut("tsoro-4x21", 30).replace("\"Ana\"", "\"South\""));
    assert_spanish("hint on Tsoro", &words(&text));
    insta::assert_snapshot!("es_hint_tsoro", text);
}

#[test]
fn analyse_speaks_spanish() {
    let record = cut("hoyito-2x6", 10);
    let out = mancala(
        &["analyse", "-", "--nodes", "300", "--lang", "es"],
        Some(record.as_bytes()),
    );
    let text = stdout(&out);
    assert_spanish("analyse", &words(&text));
    assert!(text.contains("\nResumen\n"), "{text}");
    insta::assert_snapshot!("es_analyse", text);
    // A record with no actions, and a game already over for hint.
    let text = stdout(&mancala(
        &["analyse", "-", "--lang", "es"],
        Some(cut("hoyito-2x6", 0).as_bytes()),
    ));
    assert!(
        text.contains("La partida todavía no tiene jugadas: no hay nada que juzgar."),
        "{text}"
    );
    let over = mancala(
        &["hint", "-", "--lang", "es"],
        Some(cut("hoyito-2x6", 1000).as_bytes()),
    );
    let said = String::from_utf8(over.stderr).unwrap();
    assert!(said.contains(": la partida terminó: gana "), "{said}");
    assert_spanish("hint on a finished game", &words(&said));
}

#[test]
fn tables_status_speaks_spanish() {
    // The program's data in a fresh folder: nothing built.
    let text = stdout(&mancala(&["tables", "status", "--lang", "es"], None));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Tablas de finales en "), "{text}");
    // The first line ends with the folder's path (the test's temporary folder), which
    // is neither Spanish nor English: the words are checked without it.
    assert_spanish("tables status", &words(&lines[1..].join("\n")));
    assert_eq!(
        &lines[1..],
        [
            "  ninguna construida",
            "Faltan en 2x4: 8, 12, 16, 20, 24, 28, 32 semillas (`mancala tables build --holes 4`)",
            "Faltan en 2x6: 8, 12 semillas (`mancala tables build --holes 6`)",
            "Faltan en Tsoro 4x6: 0, 1, 2, 3, 4, 5, 6 piedras (`mancala tables build tsoro`)",
        ]
    );
    let refused = mancala(
        &[
            "tables", "build", "--holes", "4", "--seeds", "10", "--lang", "es",
        ],
        None,
    );
    let said = String::from_utf8(refused.stderr).unwrap();
    assert!(
        said.contains("--seeds debe ser un múltiplo de 4 de 8 a 32 en 2x4 (se dio 10)"),
        "{said}"
    );
}

/// What a command printed in Spanish, less what stays as it is typed: quoted in
/// backquotes or single quotes, an option (`--holes`, roff's `\-\-holes`), a word in
/// capitals, and the program's commands, which are typed the same in every language.
fn said_in_spanish(text: &str) -> Vec<String> {
    const COMMANDS: [&str; 16] = [
        "check",
        "play",
        "host",
        "join",
        "replay",
        "learn",
        "puzzles",
        "hint",
        "analyse",
        "rules",
        "tables",
        "completions",
        "man",
        "help",
        "build",
        "status",
    ];
    // roff's fonts (\fBmancala play\fR) are no part of a word.
    let text = text
        .replace("\\fB", " ")
        .replace("\\fR", " ")
        .replace("\\fI", " ");
    words(&text)
        .iter()
        .map(|line| {
            line.split(['\'', '"'])
                .step_by(2)
                .collect::<Vec<_>>()
                .join(" ")
                .split_whitespace()
                .filter(|w| !w.starts_with('-') && !w.contains("\\-"))
                .filter(|w| w.chars().any(char::is_lowercase))
                .filter(|w| {
                    let word = w.trim_matches(|c: char| !c.is_alphanumeric());
                    !COMMANDS.contains(&word)
                        && !COMMANDS.iter().any(|c| word == format!("mancala-{c}"))
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Every command's help, the manual pages, the rules, a record checked and replayed,
/// a game and a lesson in plain lines: run with `--lang es`, none says an English
/// term of the program (the glossary's and the screens' list).
#[test]
fn every_command_says_nothing_in_english_in_spanish() {
    let dir = crate::common::temp::TempDir::new("spanish-commands");
    let record = dir.path().join("partida.json");
    std::fs::write(&record, cut("hoyito-2x6", 10)).unwrap();
    let record = record.to_string_lossy().into_owned();
    let mut runs: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--help"], ""),
        (vec!["-h"], ""),
        (vec!["man"], ""),
        (vec!["rules"], ""),
        (vec!["check", &record], ""),
        (
            vec!["replay", &record, "--plain"],
            "siguiente\nfin\nsalir\n",
        ),
        (
            vec!["play", "--plain", "--north", "computadora:fácil"],
            "tablero\nayuda\nsalir\nsalir\n",
        ),
        (vec!["play", "tsoro", "--holes", "6", "--plain"], "salir\n"),
        (vec!["learn", "--plain"], "ayuda\nlista\nsalir\n"),
    ];
    for command in [
        "check",
        "play",
        "replay",
        "learn",
        "puzzles",
        "hint",
        "analyse",
        "rules",
        "tables",
        "completions",
        "man",
    ] {
        runs.push((vec![command, "--help"], ""));
        runs.push((vec!["man", command], ""));
    }
    runs.push((vec!["tables", "build", "--help"], ""));
    for (args, input) in runs {
        let mut line = args.clone();
        line.extend(["--lang", "es"]);
        let out = binary::mancala_in(Some(dir.path()), &line, Some(input.as_bytes()));
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{line:?}: {text}");
        assert!(!text.trim().is_empty(), "{line:?} says nothing");
        assert_spanish(
            &format!("mancala {}", line.join(" ")),
            &said_in_spanish(&text),
        );
    }
}

/// Each mistake in a command line exits 2 in both languages, clap's and the
/// program's own (a number out of the game's range, a flag of the other game, no such
/// manual page): the program's are one line, in the language spoken.
#[test]
fn every_usage_mistake_exits_2_in_both_languages() {
    let own: &[&[&str]] = &[
        &["play", "--holes", "13"],
        &["play", "--heads", "1"],
        &["play", "tsoro", "--opening", "balanced"],
        &["learn", "--lesson", "99"],
        &["learn", "tsoro", "--lesson", "0"],
        &["puzzles", "--puzzle", "0"],
        &["puzzles", "tsoro", "--puzzle", "9999"],
        &["man", "foo"],
        &["tables", "build", "tsoro", "--seeds", "8"],
    ];
    let clap: &[&[&str]] = &[
        &["play", "--holes", "3"],
        &["play", "tsoro", "--holes", "22"],
        &["play", "--holes", "x"],
        &["play", "--north", "computer:10"],
        &["play", "--opening", "raro"],
        &["learn", "--lesson", "uno"],
        &["frobnicate"],
        &["play", "--nope"],
        &["hint"],
        &["--lang", "xx"],
    ];
    for lang in ["en", "es"] {
        for (args, one_line) in own
            .iter()
            .map(|a| (a, true))
            .chain(clap.iter().map(|a| (a, false)))
        {
            let mut line = args.to_vec();
            line.extend(["--lang", lang]);
            let out = mancala(&line, None);
            let err = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
            assert!(out.stdout.is_empty(), "{line:?}");
            let first = err.lines().next().unwrap_or("");
            assert!(
                first.starts_with("mancala: ") || first.starts_with("error: "),
                "{line:?}: {err}"
            );
            if one_line {
                assert_eq!(err.lines().count(), 1, "{line:?}: {err}");
            }
            if lang == "es" {
                assert_spanish(&format!("{line:?}"), &said_in_spanish(&err));
            }
        }
    }
}

/// `--north computadora` is the computer, as `--north computer` is, at the levels the
/// new-game form names (`experto`, `difícil`), in either language: after South's c1
/// the computer answers at once (a person named "computadora" would be asked to).
#[test]
fn computadora_and_the_spanish_levels_name_the_computer() {
    for side in [
        "computadora",
        "computadora:experto",
        "Computadora:Difícil",
        "computer:dificil",
        "computer:tranquilo",
    ] {
        for (lang, answered) in [("es", "El Norte sembró"), ("en", "North sowed")] {
            let out = mancala(
                &[
                    "play",
                    "--plain",
                    "--north",
                    side,
                    "--opening",
                    "usual",
                    "--lang",
                    lang,
                ],
                Some(b"c1\nsalir\nsalir\n"),
            );
            assert!(out.status.success(), "{side}: {out:?}");
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains(answered), "{side} {lang}: {text}");
        }
    }
    let person = mancala(
        &[
            "play",
            "--plain",
            "--north",
            "Computadorita",
            "--lang",
            "es",
        ],
        Some(b"c1\nsalir\nsalir\n"),
    );
    let text = String::from_utf8_lossy(&person.stdout);
    assert!(
        text.contains("Le toca sembrar a Computadorita (Norte)"),
        "{text}"
    );
}
