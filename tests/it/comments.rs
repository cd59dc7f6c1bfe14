//! Comments and the judge's marks in records (issue 20 part 6): optional fields that a
//! record without them never gains, that round-trip, and that `analyse --annotate`
//! writes as `analyse --json` judges.

use crate::common::binary;
use crate::common::sample;
use crate::common::temp;

use mancala_tui::store::record::Record;

const SHORT: &str = r#"{ "format": "mancala-record", "version": 1,
  "rules": { "game": "hoyito-ii", "holes_per_row": 6 },
  "players": { "south": "Ana", "north": "Ben" },
  "actions": ["c1", "a2", "d1"] }"#;

#[test]
fn a_record_with_comments_round_trips_and_one_without_writes_as_before() {
    let plain = Record::parse(SHORT).unwrap();
    assert!(plain.comments.is_empty() && plain.marks.is_none());
    let before = plain.to_json(None);
    assert!(
        !before.contains("comments") && !before.contains("marks"),
        "{before}"
    );
    let mut commented = plain.clone();
    commented.comments.insert(0, "the usual opening".into());
    commented
        .comments
        .insert(2, "a \"quote\", a line\nbreak, and é".into());
    commented.marks = Some(serde_json::json!({ "actions": [{ "number": 1, "judgement": null }] }));
    let text = commented.to_json(None);
    assert!(
        text.contains(r#"{ "action": 1, "text": "the usual opening" }"#),
        "1-based in the file: {text}"
    );
    let again = Record::parse(&text).unwrap();
    assert_eq!(again, commented);
    assert_eq!(again.to_json(None), text, "written back byte for byte");
    // Everything else reads as the record without the new fields.
    let stripped = Record {
        comments: Default::default(),
        marks: None,
        ..again.clone()
    };
    assert_eq!(stripped, plain);
    // A reader that knows only the old fields (a JSON reader ignoring the rest, as this
    // one does for any unknown field) sees the same record.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let map = value.as_object_mut().unwrap();
    map.insert("something-newer".into(), serde_json::json!([1, 2]));
    assert_eq!(Record::parse(&value.to_string()).unwrap(), again);
    // A comment past the last action is not kept when the game is cut short.
    let mut cut = again.clone();
    cut.actions.truncate(2);
    let cut = Record::parse(&cut.to_json(None)).unwrap();
    assert_eq!(cut.comments.keys().copied().collect::<Vec<_>>(), vec![0]);
}

#[test]
fn a_bad_comment_is_refused_with_its_reason() {
    let with = |comments: &str| {
        let text = SHORT.replace(
            r#""actions""#,
            &format!(r#""comments": {comments}, "actions""#),
        );
        Record::parse(&text).unwrap_err().to_string()
    };
    assert!(with(r#"[{"action": 4, "text": "x"}]"#).contains("one of the record's 3 actions"));
    assert!(with(r#"[{"action": 0, "text": "x"}]"#).contains("action must be the number"));
    assert!(with(r#"[{"action": 1}]"#).contains("text must be a string"));
    assert!(
        with(r#"[{"action": 1, "text": "a"}, {"action": 1, "text": "b"}]"#)
            .contains("action 1 has a comment already")
    );
    assert!(with(r#""hello""#).contains("comments must be a list"));
    let long = format!(r#"[{{"action": 1, "text": "{}"}}]"#, "x".repeat(501));
    assert!(with(&long).contains("longer than 500"));
}

#[test]
fn annotate_writes_the_marks_analyse_json_gives_and_never_over_a_file_unasked() {
    let dir = temp::TempDir::new("annotate");
    let out = dir.path().join("annotated.json");
    let out_s = out.to_string_lossy().to_string();
    let input = sample("hoyito-2x6");
    let run = |extra: &[&str]| {
        let mut args = vec!["analyse", "--nodes", "800", input.as_str()];
        args.extend_from_slice(extra);
        binary::mancala(&args, None)
    };
    let json = run(&["--json"]);
    assert!(json.status.success(), "{json:?}");
    let analysis: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let written = run(&["--json", "--annotate", &out_s]);
    assert!(written.status.success(), "{written:?}");
    assert_eq!(written.stdout, json.stdout, "the analysis printed as ever");
    let (annotated, _) = mancala_tui::store::record::load_file(&out_s).unwrap();
    let (original, _) = mancala_tui::store::record::load_file(&input).unwrap();
    let marks = annotated.marks.clone().expect("marks written");
    assert_eq!(marks["actions"], analysis["actions"]);
    assert_eq!(marks["summary"], analysis["summary"]);
    assert_eq!(marks["budget"], analysis["budget"]);
    assert!(
        marks["actions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["judgement"] == "blunder"),
        "the sample has blunders"
    );
    // The copy is the record with the marks, nothing else changed.
    assert_eq!(
        Record {
            marks: None,
            ..annotated
        },
        original
    );
    // An existing file is not replaced without --force, and the input never.
    let before = std::fs::read(&out).unwrap();
    let again = run(&["--annotate", &out_s]);
    assert!(!again.status.success());
    let said = String::from_utf8_lossy(&again.stderr);
    assert!(
        said.contains("the file exists") && said.contains("--force"),
        "{said}"
    );
    assert_eq!(std::fs::read(&out).unwrap(), before);
    std::fs::write(&out, "not a record").unwrap();
    let forced = run(&["--annotate", &out_s, "--force"]);
    assert!(forced.status.success(), "{forced:?}");
    assert!(
        mancala_tui::store::record::load_file(&out_s)
            .unwrap()
            .0
            .marks
            .is_some()
    );
    let onto_input = run(&["--annotate", &input, "--force"]);
    assert!(!onto_input.status.success());
    assert!(String::from_utf8_lossy(&onto_input.stderr).contains("that is the record read"));
}
