//! Records and command lines written by a hostile user: every string from a file is
//! escaped and cut, output errors never panic, reads never block or run out of memory,
//! saves never follow a planted link, and mistakes are said in one line.

use crate::common::binary;
use crate::common::temp::TempDir;
use binary::mancala;
use mancala_tui::store::record::{MAX_RECORD_BYTES, Record, write_atomic};
use mancala_tui::words::text::is_clean;
use proptest::prelude::*;
use std::io::BufRead;
use std::process::Stdio;
use std::time::{Duration, Instant};

const RECORD: &str = r#"{
  "format": "mancala-record",
  "version": 1,
  "rules": { "game": "hoyito-ii", "holes_per_row": 6 },
  "players": { "south": "Ana", "north": "Ben" },
  "actions": ["b1", "a2"]
}"#;

/// The one line on stderr of a refused check, checked to be one clean line.
fn refusal(args: &[&str], stdin: Option<&[u8]>) -> String {
    let out = mancala(args, stdin);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err:?}");
    assert!(is_clean(err.trim_end()), "{err:?}");
    assert!(err.len() < 400, "a short line: {err:?}");
    err.trim_end().to_string()
}

// ----- 2. text from files is escaped and cut -----

#[test]
fn check_prints_an_escape_laden_name_with_no_control_character() {
    let record = RECORD.replace(
        "\"Ana\"",
        r#""\u001b]0;PWNED\u0007\u001b[2J\u202eAna\u009b""#,
    );
    let out = mancala(&["check", "-"], Some(record.as_bytes()));
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.bytes().all(|b| b >= 0x20 || b == b'\n'),
        "a control byte in {text:?}"
    );
    assert!(is_clean(&text.replace('\n', " ")), "{text:?}");
    assert!(
        // Cut where the escapes fill the name's 40 columns.
        text.contains(r"\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{202e}Ana… (South)"),
        "{text}"
    );
}

#[test]
fn an_action_with_a_line_break_or_a_megabyte_gives_one_short_line() {
    let record = RECORD.replace("\"a2\"", r#""a\n1""#);
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(err.contains(r#"action 2 "a\n1": not an action"#), "{err}");
    let record = RECORD.replace("\"a2\"", &format!("\"{}\"", "z".repeat(1 << 20)));
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(err.contains("… (1048576 characters)"), "{err}");
}

// ----- 3. output errors -----

#[test]
fn a_full_disk_is_one_line_and_status_1_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    let file = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    for args in [
        vec!["check", &file],
        vec!["check", "--json", &file],
        vec!["rules"],
    ] {
        let home = TempDir::new("full-disk");
        let out = binary::command(&home)
            .args(&args)
            .stdout(full.try_clone().unwrap())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(
            err.trim(),
            "mancala: cannot write the output: no space left on the disk"
        );
    }
}

#[test]
fn a_reader_that_stops_early_ends_the_program_quietly() {
    let home = TempDir::new("reader");
    let mut child = binary::command(&home)
        .arg("rules")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The pipe is closed here, like `mancala rules | head -1`.
    let out = child.wait_with_output().unwrap();
    assert_eq!(first.trim(), "HOYITO II");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "");
}

// ----- 5. reads that could block or never end -----

#[test]
fn a_named_pipe_without_a_writer_is_refused_within_a_second() {
    let dir = TempDir::new("fifo");
    let fifo = dir.join("record.json");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo with a valid path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let start = Instant::now();
    let mut child = binary::command(&dir)
        .args(["check", fifo.to_str().unwrap()])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(5) {
            let _ = child.kill();
            panic!("check waits on a pipe nobody writes to");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err.trim()
            .ends_with("record.json: a named pipe, not a record file"),
        "{err}"
    );
}

#[test]
fn devices_and_files_over_the_limit_are_refused_before_reading() {
    let err = refusal(&["check", "/dev/zero"], None);
    assert_eq!(err, "mancala: /dev/zero: a device, not a record file");
    let dir = TempDir::new("big");
    let big = dir.join("big.json");
    let file = std::fs::File::create(&big).unwrap();
    file.set_len(MAX_RECORD_BYTES + 1).unwrap(); // sparse: no disk used
    let err = refusal(&["check", big.to_str().unwrap()], None);
    assert!(
        err.ends_with(
            "big.json: too large for a record file (16777217 bytes; the limit is 16777216 bytes)"
        ),
        "one byte over is told in bytes: {err}"
    );
    file.set_len(MAX_RECORD_BYTES * 2).unwrap();
    let err = refusal(&["check", big.to_str().unwrap()], None);
    assert!(
        err.ends_with("big.json: too large for a record file (32.0 MiB; the limit is 16.0 MiB)"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

// ----- 6. saving -----

#[test]
fn a_link_planted_at_a_temporary_name_is_never_written_through() {
    let dir = TempDir::new("plant");
    let victim = dir.join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    let target = dir.join("game.json");
    // The name the previous version used, and a few guesses around it.
    for name in [
        format!(".game.json.tmp-{}", std::process::id()),
        format!(".game.json.tmp-{}-0000000000000000", std::process::id()),
    ] {
        std::os::unix::fs::symlink(&victim, dir.join(name)).unwrap();
    }
    write_atomic(&target, "new game").unwrap();
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "new game");
}

#[test]
fn a_save_keeps_permissions_refuses_non_files_and_clears_stale_temporaries() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("save");
    let target = dir.join("game.json");
    std::fs::write(&target, "old").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).unwrap();
    // Left by a save that was killed: its process is gone.
    let stale = dir.join(".game.json.tmp-999999999-0123456789abcdef");
    std::fs::write(&stale, "half a game").unwrap();
    let unrelated = dir.join(".other.json.tmp-999999999-0123456789abcdef");
    std::fs::write(&unrelated, "not ours").unwrap();
    write_atomic(&target, "new").unwrap();
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
    let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    assert!(!stale.exists(), "the stale temporary file is removed");
    assert!(unrelated.exists(), "another file's temporary is left alone");
    let names: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(names.len(), 2, "no temporary file of this save is left");
    // A link or a folder in the target's place is not replaced.
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let e = write_atomic(&link, "x").unwrap_err();
    assert!(
        e.to_string()
            .contains("a symbolic link, not a regular file"),
        "{e}"
    );
    let folder = dir.join("folder.json");
    std::fs::create_dir(&folder).unwrap();
    let e = write_atomic(&folder, "x").unwrap_err();
    assert!(
        e.to_string().contains("a folder, not a regular file"),
        "{e}"
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
}

// ----- 7. the command line -----

#[test]
fn an_impossible_hole_count_says_the_real_ranges_first() {
    let out = mancala(&["play", "--holes", "300"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    let first = err.lines().next().unwrap();
    assert!(first.contains("'300'"), "{first}");
    assert!(
        first.contains("4 to 12 for Hoyito II or 6 to 21 for Tsoro"),
        "{first}"
    );
    let out = mancala(&["play", "tsoro", "--heads", "7"], None);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.lines().next().unwrap().contains("7 is not in 0..=2"),
        "{err}"
    );
}

// ----- 8. small ones -----

#[test]
fn a_byte_order_mark_is_accepted() {
    let mut bytes = "\u{feff}".as_bytes().to_vec();
    bytes.extend_from_slice(RECORD.as_bytes());
    let out = mancala(&["check", "-"], Some(&bytes));
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn a_duplicated_key_is_refused_naming_it_and_its_line() {
    let record = RECORD.replace("\"version\": 1,", "\"version\": 1,\n  \"version\": 1,");
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(err.contains("the key \"version\" appears twice"), "{err}");
    assert!(err.contains("line 4"), "{err}");
}

#[test]
fn a_file_of_whitespace_says_so() {
    let err = refusal(&["check", "-"], Some(b" \n\t\n"));
    assert_eq!(
        err,
        "mancala: standard input: the file holds only whitespace, no record"
    );
    let err = refusal(&["check", "-"], Some(b""));
    assert_eq!(err, "mancala: standard input: the file is empty");
}

#[test]
fn a_stated_result_that_the_actions_contradict_is_reported() {
    let path = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let good = std::fs::read_to_string(&path).unwrap();
    assert!(
        mancala(&["check", "-"], Some(good.as_bytes()))
            .status
            .success()
    );
    let lie = good.replace("\"winner\": \"north\"", "\"winner\": \"south\"");
    assert_ne!(lie, good);
    let err = refusal(&["check", "-"], Some(lie.as_bytes()));
    assert!(
        err.contains("states the result South wins by all-captured, 20 to 28 captured, but its actions give North wins"),
        "{err}"
    );
    let unfinished = RECORD.replace(
        "\"actions\"",
        "\"result\": { \"winner\": null, \"end\": \"repetition\", \"captured\": {} },\n  \"actions\"",
    );
    let err = refusal(&["check", "-"], Some(unfinished.as_bytes()));
    assert!(err.contains("the game is not over"), "{err}");
    // Play loads it, with a warning.
    let record = Record::parse(&lie).unwrap();
    let play = mancala_tui::tui::play::PlayState::new(record).unwrap();
    let (message, is_error) = play.message.clone().unwrap();
    assert!(
        is_error && message.starts_with("Warning: the record states"),
        "{message}"
    );
}

// ----- the samples, mutated -----

/// The three sample games.
fn samples() -> Vec<Vec<u8>> {
    ["hoyito-2x6", "hoyito-2x12", "tsoro-4x21"]
        .iter()
        .map(|n| {
            std::fs::read(format!(
                "{}/assets/games/{n}.json",
                env!("CARGO_MANIFEST_DIR")
            ))
            .unwrap()
        })
        .collect()
}

/// JSON values a token is swapped for: other types, hostile strings, huge numbers.
const SWAPS: [&str; 12] = [
    "1",
    "-1",
    "1e999",
    "0.5",
    "null",
    "true",
    "[]",
    "{}",
    "\"x\"",
    "\"\\u001b[2J\"",
    "\"\\u202e\"",
    "18446744073709551616",
];

#[derive(Debug, Clone)]
enum Mutation {
    Flip { at: usize, byte: u8 },
    Truncate { at: usize },
    Splice { at: usize, from: usize, len: usize },
    Swap { at: usize, with: usize },
}

/// Apply a mutation; positions are taken modulo the text's length.
fn mutate(mut bytes: Vec<u8>, donor: &[u8], m: &Mutation) -> Vec<u8> {
    let n = bytes.len();
    if n == 0 {
        bytes.extend_from_slice(&donor[..donor.len().min(50)]);
        return bytes;
    }
    match *m {
        Mutation::Flip { at, byte } => bytes[at % n] = byte,
        Mutation::Truncate { at } => bytes.truncate(at % n),
        Mutation::Splice { at, from, len } => {
            let from = from % donor.len();
            let piece = &donor[from..(from + len).min(donor.len())];
            bytes.splice(at % n..at % n, piece.iter().copied());
        }
        Mutation::Swap { at, with } => {
            // The value starting at the first string or number at or after `at`.
            let start = (at % n..n).find(|&i| bytes[i] == b'"' || bytes[i].is_ascii_digit());
            if let Some(s) = start {
                let end = if bytes[s] == b'"' {
                    (s + 1..n)
                        .find(|&i| bytes[i] == b'"' && bytes[i - 1] != b'\\')
                        .map_or(n, |e| e + 1)
                } else {
                    (s..n).find(|&i| !bytes[i].is_ascii_digit()).unwrap_or(n)
                };
                bytes.splice(s..end, SWAPS[with % SWAPS.len()].bytes());
            }
        }
    }
    bytes
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Mutation::Flip { at, byte }),
        any::<usize>().prop_map(|at| Mutation::Truncate { at }),
        (any::<usize>(), any::<usize>(), 0usize..200)
            .prop_map(|(at, from, len)| Mutation::Splice { at, from, len }),
        (any::<usize>(), any::<usize>()).prop_map(|(at, with)| Mutation::Swap { at, with }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Whatever the mutations, reading gives a position printed cleanly or exactly one
    /// clean line saying what is wrong.
    #[test]
    fn mutated_samples_give_a_clean_position_or_one_clean_line(
        which in 0usize..3,
        donor in 0usize..3,
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let samples = samples();
        let mut bytes = samples[which].clone();
        for m in &mutations {
            bytes = mutate(bytes, &samples[donor], m);
        }
        match Record::from_bytes(&bytes).map_err(|e| e.to_string()).and_then(|record| {
            let game = record.replay().map_err(|e| e.to_string())?;
            match record.result_mismatch(&game) {
                Some(m) => Err(m),
                None => Ok(mancala_tui::words::position::board_text(&game, &record.players)),
            }
        }) {
            Ok(text) => {
                prop_assert!(text.bytes().all(|b| b >= 0x20 || b == b'\n'), "{text:?}");
                prop_assert!(is_clean(&text.replace('\n', " ")), "{text:?}");
            }
            Err(line) => {
                prop_assert!(!line.is_empty());
                prop_assert!(!line.contains('\n'), "{line:?}");
                prop_assert!(is_clean(&line), "{line:?}");
                prop_assert!(line.chars().count() < 300, "{line:?}");
            }
        }
    }
}

// ----- the autosave, mutated -----

/// A sample as the autosave keeps it: a record with `"autosave_of"`, the game's file,
/// which a hostile edit may point anywhere or make any value.
fn as_autosave(sample: &[u8]) -> Vec<u8> {
    let text = String::from_utf8(sample.to_vec()).unwrap();
    text.replacen("{\n", "{\n  \"autosave_of\": \"/games/mine.json\",\n", 1)
        .into_bytes()
}

proptest! {
    // Each case reads a file: fewer cases than the records' test above.
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Whatever the mutations, the autosave is offered with clean words or not at all,
    /// and resuming it gives a record (and a file) or one clean line saying why not.
    #[test]
    fn a_mutated_autosave_is_offered_cleanly_or_refused_in_one_clean_line(
        which in 0usize..3,
        donor in 0usize..3,
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let samples = samples();
        let mut bytes = as_autosave(&samples[which]);
        for m in &mutations {
            bytes = mutate(bytes, &samples[donor], m);
        }
        let dir = TempDir::new("autosave-mutated");
        let file = dir.join("autosave.json");
        std::fs::write(&file, &bytes).unwrap();
        let autosave = mancala_tui::store::autosave::Autosave::new(Some(file));
        if let Some(offer) = &autosave.offer {
            for words in [&offer.game, &offer.players, &offer.result] {
                prop_assert!(is_clean(words), "{words:?}");
            }
        }
        match autosave.resume() {
            Ok(resumed) => {
                let shown = resumed.origin.map(|o| mancala_tui::store::record::shown_path(&o.to_string_lossy()));
                prop_assert!(shown.iter().all(|s| is_clean(s)), "{shown:?}");
            }
            Err(line) => {
                prop_assert!(!line.is_empty() && !line.contains('\n'), "{line:?}");
                prop_assert!(is_clean(&line), "{line:?}");
                prop_assert!(line.chars().count() < 400, "{line:?}");
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

// ----- the settings file, mutated -----

/// A settings file with every setting given (keys moved too), as the program writes it.
fn full_config() -> Vec<u8> {
    let (config, problems) = mancala_tui::store::config::Config::parse(
        r#"{ "south": "Ana", "north": "Ben", "animation": false, "speed": "fast",
             "ascii": true, "theme": "light",
             "keys": { "left": "d", "down": "h", "up": "t", "right": "f", "stop": "z" } }"#,
        mancala_tui::tui::command_keys::command_using,
    );
    assert!(problems.is_empty());
    config.to_json().into_bytes()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// Whatever the mutations, the settings read are settings the program could have
    /// written (read back unchanged), and each problem is one clean line that says
    /// where it is, inside the file.
    #[test]
    fn a_mutated_settings_file_keeps_what_it_can_and_names_each_problem_cleanly(
        donor in 0usize..4,
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let mut donors = samples();
        donors.push(full_config());
        let mut bytes = full_config();
        for m in &mutations {
            bytes = mutate(bytes, &donors[donor], m);
        }
        let dir = TempDir::new("config-mutated");
        let file = dir.join("config.json");
        std::fs::write(&file, &bytes).unwrap();
        let (config, message) = mancala_tui::store::config::Config::load(&file, mancala_tui::tui::command_keys::command_using);
        prop_assert_eq!(
            mancala_tui::store::config::Config::parse(&config.to_json(), mancala_tui::tui::command_keys::command_using),
            (config.clone(), vec![])
        );
        let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
        if let Some(message) = message {
            prop_assert!(is_clean(&message.replace('\n', " ")), "{message:?}");
            for problem in message.lines().skip(1) {
                if let Some(rest) = problem.strip_prefix("line ") {
                    let line: usize = rest.split(',').next().unwrap().parse().unwrap();
                    prop_assert!((1..=lines).contains(&line), "{problem}");
                } else {
                    prop_assert!(
                        problem.starts_with("Settings in") || problem.contains("ignored"),
                        "{problem:?}"
                    );
                }
                prop_assert!(problem.chars().count() < 400, "{problem:?}");
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn an_argument_quoted_in_a_usage_error_is_escaped() {
    for args in [
        &["check", "a.json", "b\u{1b}]0;PWNED\u{7}\u{1b}[2J.json"][..],
        &["play", "--south", "computer:\u{1b}[2J"][..],
    ] {
        let out = mancala(args, None);
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.bytes().all(|b| b >= 0x20 || b == b'\n'),
            "a control byte in {err:?}"
        );
        assert!(err.contains(r"\u{1b}[2J"), "quoted, escaped: {err}");
        assert!(err.contains("For more information, try '--help'."), "{err}");
    }
    let out = mancala(&["check", "a.json", "b\u{1b}]0;PWNED\u{7}.json"], None);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(r"unexpected argument 'b\u{1b}]0;PWNED\u{7}.json' found"),
        "{err}"
    );
    assert!(err.contains("Usage: mancala check"), "{err}");
}

// ----- small ones (issue 18 item 8) -----

#[test]
fn a_quoted_value_is_in_the_programs_escapes_and_its_length_is_not_the_json_texts() {
    let evil = format!("{}\u{1b}[2J", "\u{1b}".repeat(50));
    let record = RECORD.replace("\"hoyito-ii\"", &serde_json::to_string(&evil).unwrap());
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(err.contains(r#"unknown game "\u{1b}\u{1b}"#), "{err}");
    assert!(!err.contains("u001b"), "not JSON's escape: {err}");
    assert!(!err.contains("characters)"), "a 54-character value: {err}");
    // A value quoted by what it should have been.
    let record = RECORD.replace(
        "\"version\": 1",
        &format!("\"version\": {}", serde_json::to_string(&evil).unwrap()),
    );
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(
        err.contains(r#"version must be 1 (got "\u{1b}\u{1b}"#),
        "{err}"
    );
    assert!(!err.contains("u001b"), "not JSON's escape: {err}");
    assert!(!err.contains("characters)"), "{err}");
}

#[test]
fn a_huge_version_is_quoted_whole() {
    let record = RECORD.replace("\"version\": 1", "\"version\": 18446744073709551616");
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(
        err.ends_with("version must be 1 (got 18446744073709551616)"),
        "{err}"
    );
}

#[test]
fn tsoro_errors_count_stones() {
    let record = r#"{
  "format": "mancala-record",
  "version": 1,
  "rules": { "game": "tsoro", "holes_per_row": 6 },
  "players": { "south": "Ana", "north": "Ben" },
  "start": { "board": [[9,9,9,9,9,9],[9,9,9,9,9,9],[9,9,9,9,9,9],[9,9,9,9,9,9]],
             "to_move": "south", "captured": { "south": 0, "north": 0 } },
  "actions": []
}"#;
    let err = refusal(&["check", "-"], Some(record.as_bytes()));
    assert!(err.contains("holds 216 stones"), "{err}");
    let bad_cell = record.replacen("[9,9,9,9,9,9]", "[9,9,-1,9,9,9]", 1);
    let err = refusal(&["check", "-"], Some(bad_cell.as_bytes()));
    assert!(err.contains("must be a count of stones"), "{err}");
    assert!(!err.contains("seed"), "{err}");
}

#[test]
fn hint_warns_when_the_stated_result_contradicts_the_actions() {
    let record = RECORD.replace(
        "\"actions\"",
        "\"result\": { \"winner\": \"north\", \"end\": \"all-captured\", \"captured\": { \"south\": 0, \"north\": 48 } },\n  \"actions\"",
    );
    let out = mancala(&["hint", "--nodes", "200", "-"], Some(record.as_bytes()));
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning: ") && err.contains("the record states the result"),
        "{err}"
    );
    assert!(err.contains("the hint follows the actions"), "{err}");
    assert!(
        !String::from_utf8(out.stdout).unwrap().is_empty(),
        "the hint is given"
    );
}

#[test]
fn search_budgets_are_bounded_so_no_time_overflows() {
    let out = mancala(
        &[
            "analyse",
            "--millis",
            "1000000000000000000",
            "--nodes",
            "100",
            "-",
        ],
        Some(RECORD.as_bytes()),
    );
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("is not in 1..=3600000"), "{err}");
    let out = mancala(&["hint", "--nodes", "0", "-"], Some(RECORD.as_bytes()));
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // The largest taken is said in seconds that add up.
    let out = mancala(
        &["analyse", "--millis", "3600000", "--nodes", "50", "-"],
        Some(RECORD.as_bytes()),
    );
    assert!(out.status.success(), "{out:?}");
}
