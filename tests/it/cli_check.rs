//! `mancala check` and `mancala rules` as a user runs them: output, exit status, and one
//! clear line on stderr for every kind of bad input.

use crate::common::binary;
use crate::common::temp;
use binary::mancala;
use mancala_tui::store::record::{Record, write_atomic};

/// A file holding `contents` in a folder of its own, removed with the guard.
fn temp_file(name: &str, contents: &[u8]) -> (temp::TempDir, String) {
    let dir = temp::TempDir::new("cli");
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    let path = path.to_string_lossy().into_owned();
    (dir, path)
}

const WORKED: &str = r#"{
  "format": "mancala-record",
  "version": 1,
  "rules": { "game": "tsoro", "holes_per_row": 6, "bonus_picks": 2, "heads": 2 },
  "players": { "south": "Ana", "north": "Ben" },
  "actions": ["a1", "continue", "a4", "d1", "xc4", "xe4"]
}"#;

#[test]
fn check_json_prints_the_position_of_the_brief() {
    let (_dir, worked) = temp_file("worked.json", WORKED.as_bytes());
    let out = mancala(&["check", "--json", &worked], None);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let expected: serde_json::Value = serde_json::from_str(
        r#"{"board": [[0, 3, 0, 0, 4, 1], [0, 1, 1, 0, 2, 0], [1, 0, 0, 0, 0, 0], [0, 0, 0, 2, 0, 2]],
            "captured": { "south": 7, "north": 0 }, "to_move": "north", "awaiting": "sow",
            "over": false, "winner": null}"#,
    )
    .unwrap();
    for (key, value) in expected.as_object().unwrap() {
        assert_eq!(&v[key], value, "{key}");
    }
    assert_eq!(
        String::from_utf8(out.stdout).unwrap().lines().count(),
        1,
        "one object"
    );
}

#[test]
fn check_of_the_first_action_alone_awaits_the_head() {
    let record = WORKED.replace(
        r#"["a1", "continue", "a4", "d1", "xc4", "xe4"]"#,
        r#"["a1"]"#,
    );
    let out = mancala(&["check", "--json", "-"], Some(record.as_bytes()));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["awaiting"], "head");
    assert_eq!(v["to_move"], "south");
}

#[test]
fn check_text_shows_the_board_and_whose_turn() {
    let out = mancala(&["check", "-"], Some(WORKED.as_bytes()));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(text.contains("Ben (North) to sow."), "{text}");
    assert!(text.contains(" 1   0   3   0   0   4*  1*"), "{text}");
    assert!(text.contains("Ana (South): 7 captured"), "{text}");
}

/// Each bad record gives exit 1 and one line on stderr containing the expected words.
#[test]
fn bad_records_get_one_clear_line_and_exit_1() {
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", b"".to_vec(), "the file is empty"),
        ("utf8", b"{\"format\": \"\xff\"}".to_vec(), "not UTF-8 text (invalid byte at offset 12)"),
        ("syntax", b"{\n  \"format\": \"mancala-record\",\n  \"version\" 1\n}".to_vec(), "line 3, column 13: JSON syntax error"),
        ("array", b"[1, 2]".to_vec(), "a record must be a JSON object"),
        ("format", br#"{"format": "pgn", "version": 1}"#.to_vec(), "format is \"pgn\", expected \"mancala-record\""),
        ("noformat", br#"{"version": 1}"#.to_vec(), "missing field \"format\""),
        ("newer", br#"{"format": "mancala-record", "version": 2}"#.to_vec(), "record version 2 is newer than this program reads"),
        ("version", br#"{"format": "mancala-record", "version": "1"}"#.to_vec(), "version must be 1 (got \"1\")"),
        ("game", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "oware"}, "actions": []}"#.to_vec(), "unknown game \"oware\" in rules.game"),
        ("holes", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "holes_per_row": 30}, "actions": []}"#.to_vec(), "rules.holes_per_row must be a whole number from 6 to 21 (got 30)"),
        ("holes-type", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii", "holes_per_row": "six"}, "actions": []}"#.to_vec(), "rules.holes_per_row must be a whole number from 4 to 12 (got \"six\")"),
        ("picks", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "bonus_picks": 5}, "actions": []}"#.to_vec(), "rules.bonus_picks must be a whole number from 0 to 3 (got 5)"),
        ("heads", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "heads": 3}, "actions": []}"#.to_vec(), "rules.heads must be a whole number from 0 to 2 (got 3)"),
        ("heads-named", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "heads": 2, "head_holes": ["a1", "b1", "u4", "t4"]}, "actions": []}"#.to_vec(), "rules.heads and rules.head_holes cannot both be given"),
        ("head-hole", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "holes_per_row": 8, "head_holes": ["a1", "b2", "h4", "g4"]}, "actions": []}"#.to_vec(), "rules.head_holes: b2 is not in an outer row of this board (row 1 or 4)"),
        ("head-holes-list", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "head_holes": "a1"}, "actions": []}"#.to_vec(), "rules.head_holes must be a list of four hole names"),
        ("reentered", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "heads": 0, "reentered_captures": true}, "actions": []}"#.to_vec(), "rules.reentered_captures needs rules.bonus_picks to be 0"),
        ("reentered-type", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "reentered_captures": 1}, "actions": []}"#.to_vec(), "rules.reentered_captures must be true or false (got 1)"),
        ("tsoro-only", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-i", "extra_counters": true}, "actions": []}"#.to_vec(), "rules.extra_counters is a rule of Tsoro, not of Hoyito"),
        ("nonstring", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "actions": ["c1", 7]}"#.to_vec(), "action 2 must be a string (got 7)"),
        ("notation", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "actions": ["c1", "sow c2"]}"#.to_vec(), "action 2 \"sow c2\": not an action"),
        ("illegal", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "actions": ["c1", "c1"]}"#.to_vec(), "action 2 \"c1\": c1 is South's hole"),
        ("empty-hole", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "start": {"board": [[4,4,0,4,4,4],[4,4,4,4,4,4]]}, "actions": ["c1"]}"#.to_vec(), "action 1 \"c1\": c1 is empty"),
        ("noactions", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}}"#.to_vec(), "missing field \"actions\""),
        ("start-rows", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "start": {"board": [[1,2,3,4,5,6]]}, "actions": []}"#.to_vec(), "start: the board must have 2 rows"),
        ("start-much", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "start": {"board": [[9,9,9,9,9,9],[9,9,9,9,9,9]]}, "actions": []}"#.to_vec(), "more than the 48"),
        ("start-negative", br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "start": {"board": [[-1,0,0,0,0,0],[0,0,0,0,0,0]]}, "actions": []}"#.to_vec(), "start.board row 1 hole 1 must be a count of seeds, 0 or more (got -1)"),
    ];
    for (name, contents, words) in cases {
        let (_dir, path) = temp_file(&format!("{name}.json"), &contents);
        let out = mancala(&["check", &path], None);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}");
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.contains(&path), "{name}: names the file: {err}");
        assert!(err.contains(words), "{name}: {err:?} lacks {words:?}");
    }
}

#[test]
fn a_missing_file_and_a_folder_are_refused_clearly() {
    let out = mancala(&["check", "/no/such/record.json"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim(),
        "mancala: /no/such/record.json: cannot read: no such file"
    );
    let out = mancala(&["check", "/tmp"], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim(),
        "mancala: /tmp: a folder, not a record file"
    );
}

#[test]
fn unknown_fields_are_ignored() {
    let record = WORKED.replace(
        "\"version\": 1,",
        "\"version\": 1, \"comment\": {\"any\": [1]}, \"stopwatch\": 3,",
    );
    let out = mancala(&["check", "-"], Some(record.as_bytes()));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_start_position_is_replayed_from() {
    let record = br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"},
        "start": {"board": [[0,1,3,0,0,2],[1,1,1,1,1,3]], "to_move": "south"}, "actions": ["b1"]}"#;
    let out = mancala(&["check", "--json", "-"], Some(record));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["captured"]["south"], 4);
    assert_eq!(v["to_move"], "south");
}

#[test]
fn rules_prints_both_games_with_decisions_marked() {
    for (game, title) in [("hoyito", "HOYITO II"), ("tsoro", "TSORO")] {
        let out = mancala(&["rules", game], None);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with(title));
        assert!(text.contains("[Decision]"));
    }
    let text = String::from_utf8(mancala(&["rules"], None).stdout).unwrap();
    assert!(text.contains("HOYITO II") && text.contains("TSORO"));
}

#[test]
fn an_atomic_write_replaces_a_file_and_a_failed_one_leaves_it_alone() {
    // A folder of its own: other tests write atomically beside temp_file's files at
    // the same time, and their passing temporaries are not this test's leftovers.
    let own = temp::TempDir::new("cli-atomic");
    let path = own.join("atomic.json");
    std::fs::write(&path, b"old").unwrap();
    write_atomic(&path, "new").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    assert!(write_atomic(std::path::Path::new("/no/such/folder/x.json"), "x").is_err());
    // A target that is a folder cannot be replaced; nothing is left behind beside it.
    let dir = path.parent().unwrap().join("a-folder");
    std::fs::create_dir_all(&dir).unwrap();
    assert!(write_atomic(&dir, "x").is_err());
    assert!(dir.is_dir());
    let leftovers: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn a_written_record_is_read_back_by_check() {
    let record = Record::parse(WORKED).unwrap();
    let game = record.replay().unwrap();
    let (_dir, path) = temp_file("written.json", b"");
    let path = std::path::PathBuf::from(path);
    write_atomic(&path, &record.to_json(Some(&game))).unwrap();
    let out = mancala(&["check", "--json", path.to_str().unwrap()], None);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["captured"]["south"], 7);
}

/// The other recorded rule sets: `check` plays them and says which in the position
/// JSON; a record whose rules cannot be played names the key, in English and Spanish.
#[test]
fn check_plays_the_other_rule_sets_and_names_a_refused_key_in_both_languages() {
    let hoyito_i = br#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-i", "holes_per_row": 4}, "actions": ["a1"]}"#;
    let out = mancala(&["check", "--json", "-"], Some(hoyito_i));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["rules"],
        serde_json::json!({"game": "hoyito-i", "holes_per_row": 4})
    );
    let named = br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "holes_per_row": 8, "bonus_picks": 0, "head_holes": ["a1", "h1", "a4", "h4"], "extra_counters": true}, "actions": []}"#;
    let out = mancala(&["check", "--json", "-"], Some(named));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json["rules"]["head_holes"],
        serde_json::json!(["a1", "h1", "a4", "h4"])
    );
    assert_eq!(json["rules"]["extra_counters"], serde_json::json!(true));
    assert_eq!(
        json["board"][0][7],
        serde_json::json!(3),
        "h1 starts with 3"
    );

    let both = br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "heads": 1, "head_holes": ["a1", "b1", "u4", "t4"]}, "actions": []}"#;
    for (lang, words) in [
        (
            "en",
            "rules.heads and rules.head_holes cannot both be given: the heads are counted from the right or named, not both",
        ),
        (
            "es",
            "no se pueden dar a la vez rules.heads y rules.head_holes: las cabezas se cuentan desde la derecha o se nombran, no las dos cosas",
        ),
    ] {
        let out = mancala(&["check", "-", "--lang", lang], Some(both));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert!(err.contains(words), "{lang}: {err}");
    }
    let picks = br#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "heads": 0, "bonus_picks": 1, "reentered_captures": true}, "actions": []}"#;
    let out = mancala(&["check", "-", "--lang", "es"], Some(picks));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("rules.reentered_captures pide que rules.bonus_picks sea 0, porque las piedras capturadas se quedan en el tablero (se dio 1)"),
        "{err}"
    );
}

/// A whole match of Hoyito II 2x4 played to its end (a fixed pseudo-random choice each
/// action), saved as a match record, then checked: the position JSON of its last round
/// with the match's keys, as the engine's match has them.
#[test]
fn check_json_of_a_match_prints_the_last_round_with_the_match_keys() {
    use mancala_rules::Rules;
    use mancala_tui::store::record::rounds::MatchRecord;
    let rules = Rules::hoyito(4);
    let (played, rounds) =
        crate::common::random_match::random_match(rules, 7, |m| m.round() >= 300);
    let record = MatchRecord {
        rounds,
        ..MatchRecord::new(rules, ["Ana".into(), "Ben".into()])
    };
    let winner = played.winner().expect("the match ends");
    let (_dir, path) = temp_file("match.json", record.to_json(Some(&played)).as_bytes());
    let out = mancala(&["check", "--json", &path], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["round"], played.round());
    assert_eq!(v["match_winner"], winner.key());
    let [south, north] = played.set_aside();
    assert_eq!(
        v["set_aside"],
        serde_json::json!({"south": south, "north": north})
    );
    let mut closed: Vec<String> = played
        .closed_holes()
        .iter()
        .map(|h| h.to_string())
        .collect();
    closed.sort();
    assert_eq!(v["closed"], serde_json::json!(closed));
    assert_eq!(v["over"], true);
    assert_eq!(v["rules"]["game"], "hoyito-ii");
    // As text: the last round's board, a closed hole holding nothing.
    let text = mancala(&["check", &path], None);
    assert!(
        text.status.success(),
        "{}",
        String::from_utf8_lossy(&text.stderr)
    );
}

/// A match of Hoyito II 2x6 saved at the start of its first round with closed holes
/// (random play, the first seed whose match gets there), checked as text: each closed
/// hole is drawn `##` with no count, and a line says what `##` marks, in English and
/// in Spanish.
#[test]
fn check_of_a_round_with_closed_holes_draws_them_without_a_count() {
    use mancala_rules::Rules;
    use mancala_tui::store::record::rounds::MatchRecord;
    let rules = Rules::hoyito(6);
    let (record, closed) = (1u64..)
        .find_map(|seed| {
            let (played, rounds) = crate::common::random_match::random_match(rules, seed, |m| {
                m.round() >= 20 || !m.closed_holes().is_empty()
            });
            let record = MatchRecord {
                rounds,
                ..MatchRecord::new(rules, ["Ana".into(), "Ben".into()])
            };
            (!played.is_over() && !played.closed_holes().is_empty())
                .then(|| (record, played.closed_holes()))
        })
        .unwrap();
    let (_dir, path) = temp_file("round.json", record.to_json(None).as_bytes());
    for (lang, mark) in [
        ("en", "\n   ## marks a hole closed for this round\n"),
        ("es", "\n   ## marca un hoyo cerrado en esta ronda\n"),
    ] {
        let out = mancala(&["check", &path, "--lang", lang], None);
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{text}");
        // Each closed hole, and the line under the board.
        assert_eq!(
            text.matches("##").count(),
            closed.len() + 1,
            "{lang}: {text}"
        );
        assert!(text.contains(mark), "{lang}: {text}");
    }
}

/// A match record whose first round goes on after "c1", yet a second round is written,
/// refused by `check` and by the record reader; a good one read as its round in play.
#[test]
fn check_and_the_record_reader_refuse_a_match_round_cut_short() {
    let early = r#"{"format": "mancala-match", "version": 1, "rules": {"game": "hoyito-ii"}, "rounds": [["c1"], ["a2"]]}"#;
    let (_dir, path) = temp_file("early.json", early.as_bytes());
    let out = mancala(&["check", "--json", &path], None);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("round 1 does not end at its last action"),
        "{err}"
    );
    // The one record reader reads a match as its round in play, and refuses this one
    // for the same reason.
    let refused = Record::parse(early).unwrap_err().to_string();
    assert!(
        refused.contains("round 1 does not end at its last action"),
        "{refused}"
    );
    let fine = r#"{"format": "mancala-match", "version": 1, "rules": {"game": "hoyito-ii"}, "rounds": [["c1"]]}"#;
    let read = Record::parse(fine).unwrap();
    assert_eq!((read.is_match(), read.actions.len()), (true, 1));
}
