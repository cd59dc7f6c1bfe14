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
