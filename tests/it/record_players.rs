//! The record's optional `players.computer` detail: which side a computer played and at
//! what level. Older records have none and load as two people.

use mancala_rules::Rules;
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::Record;

#[test]
fn the_computers_level_is_saved_and_read_back() {
    let mut record = Record::new(Rules::tsoro(8), ["Ana".into(), "North".into()]);
    record.computers = [None, Some(Level::Hard)];
    record.actions = vec!["a1".parse().unwrap()];
    let text = record.to_json(None);
    assert!(
        text.contains(
            r#""players": { "south": "Ana", "north": "North", "computer": { "north": "hard" } }"#
        ),
        "{text}"
    );
    assert_eq!(Record::parse(&text).unwrap(), record);
    // Both sides, and neither.
    record.computers = [Some(Level::Easy), Some(Level::Expert)];
    assert_eq!(Record::parse(&record.to_json(None)).unwrap(), record);
    // Every level of the ladder, the new ones too.
    for level in Level::ALL {
        record.computers = [Some(level), None];
        assert_eq!(Record::parse(&record.to_json(None)).unwrap(), record);
    }
    record.computers = [None, None];
    let text = record.to_json(None);
    assert!(!text.contains("computer"), "{text}");
    assert_eq!(Record::parse(&text).unwrap(), record);
}

#[test]
fn a_record_without_the_detail_is_two_people_and_names_stay_names() {
    let text = r#"{"format": "mancala-record", "version": 1,
        "rules": {"game": "hoyito-ii"}, "players": {"south": "Ana", "north": "Ben"},
        "actions": []}"#;
    let r = Record::parse(text).unwrap();
    assert_eq!(r.computers, [None, None]);
    assert_eq!(r.players, ["Ana".to_string(), "Ben".to_string()]);
    // A level may be written by name; the names are untouched by the detail.
    let named = text.replace(
        r#""north": "Ben"}"#,
        r#""north": "Ben", "computer": {"north": "expert"}}"#,
    );
    let r = Record::parse(&named).unwrap();
    assert_eq!(r.computers, [None, Some(Level::Expert)]);
    assert_eq!(r.players[1], "Ben");
}

#[test]
fn a_number_means_the_level_it_meant_when_the_ladder_had_five() {
    // Written before issue 37 made the ladder nine levels: 1 easy, 2 casual, 3 medium,
    // 4 hard, 5 expert. Such a record still says who played: 4 is hard, not the
    // ladder's fourth (solid).
    let old = |n: &str| {
        let text = format!(
            r#"{{"format": "mancala-record", "version": 1, "rules": {{"game": "hoyito-ii"}},
            "players": {{"south": "Ana", "north": "North", "computer": {{"north": {n}}}}},
            "actions": []}}"#
        );
        Record::parse(&text).unwrap().computers[1]
    };
    assert_eq!(old("1"), Some(Level::Easy));
    assert_eq!(old("2"), Some(Level::Casual));
    assert_eq!(old("3"), Some(Level::Medium));
    assert_eq!(old("4"), Some(Level::Hard));
    assert_eq!(old("5"), Some(Level::Expert));
    assert_eq!(old(r#""4""#), Some(Level::Hard), "a number in a string too");
    assert_eq!(old(r#""solid""#), Some(Level::Solid));
    assert_eq!(Level::Hard.number(), 8, "while the ladder numbers it 8");
}

#[test]
fn a_bad_level_in_the_detail_is_named() {
    let text = r#"{"format": "mancala-record", "version": 1,
        "rules": {"game": "hoyito-ii"}, "players": {"computer": {"south": 9}},
        "actions": []}"#;
    let e = Record::parse(text).unwrap_err().to_string();
    assert_eq!(
        e,
        r#"players.computer.south must be a level's name, "easy" to "expert", or 1 to 5 as written before (got 9)"#
    );
    let text = text.replace(r#"{"south": 9}"#, "3");
    let e = Record::parse(&text).unwrap_err().to_string();
    assert!(e.starts_with("players.computer must be an object"), "{e}");
}
