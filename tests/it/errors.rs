//! The engine's errors are types: rules, a set-up position and an action each have
//! their own enum, a record keeps the engine's error as its `source()`, and each says
//! in the players' words what is wrong.

use crate::common;
use common::*;
use mancala_rules::{
    ActionError, Game, GameKind, Hole, NotationError, Notion, Player, PositionError, Rules,
    RulesError,
};
use mancala_tui::store::record::{ActionFault, Record, RecordError};
use std::error::Error;

#[test]
fn rules_outside_the_game_name_the_field_and_its_range() {
    assert_eq!(
        Game::new(Rules::hoyito(13)).err(),
        Some(RulesError::HolesPerRow {
            game: GameKind::HoyitoII,
            got: 13
        })
    );
    let mut tsoro = Rules::tsoro(8);
    tsoro.bonus_picks = 4;
    let e = Game::new(tsoro).err().unwrap();
    assert_eq!(e, RulesError::BonusPicks { got: 4 });
    assert_eq!(e.to_string(), "rules.bonus_picks must be 0 to 3 (got 4)");
    tsoro.bonus_picks = 1;
    tsoro.heads = 3;
    assert_eq!(Game::new(tsoro).err(), Some(RulesError::Heads { got: 3 }));
}

#[test]
fn an_impossible_start_names_the_row_or_the_total() {
    let rules = Rules::hoyito(4);
    let short_row = Game::from_position(rules, &[vec![0; 4], vec![0; 3]], Player::South, [0, 0]);
    assert_eq!(
        short_row.err(),
        Some(PositionError::RowLength {
            row: 2,
            expected: 4,
            got: 3
        })
    );
    let one_row = Game::from_position(rules, &[vec![0; 4]], Player::South, [0, 0]);
    assert_eq!(
        one_row.err(),
        Some(PositionError::RowCount {
            game: GameKind::HoyitoII,
            expected: 2,
            got: 1
        })
    );
    // 2x4 starts with 32 seeds: 30 on the board and 4 captured is two too many.
    let crowded = Game::from_position(
        rules,
        &[vec![8, 8, 8, 6], vec![0; 4]],
        Player::North,
        [4, 0],
    );
    let e = crowded.err().unwrap();
    assert_eq!(e, PositionError::TooManySeeds { total: 34, rules });
    assert_eq!(
        e.to_string(),
        "the position holds 34 seeds (board and captured), more than the 32 of Hoyito II 2x4"
    );
}

#[test]
fn an_illegal_action_is_a_typed_refusal_that_opens_with_its_hole() {
    let mut g = Game::new(Rules::hoyito(6)).unwrap();
    assert_eq!(
        g.position().check(action("a2")),
        Err(ActionError::NotYourHole {
            hole: hole("a2"),
            owner: Player::North
        })
    );
    play(&mut g, &["c1"]);
    let empty = Hole::new(1, 2); // b2 is empty after c1 (worked out in hoyito_rules)
    let e = g
        .position()
        .check(mancala_rules::Action::Sow(empty))
        .unwrap_err();
    assert_eq!(e, ActionError::EmptyHole { hole: empty });
    assert_eq!(e.opening_hole(), Some(empty));
    assert_eq!(
        g.position()
            .check(action("stop"))
            .unwrap_err()
            .opening_hole(),
        None
    );
}

#[test]
fn holes_and_actions_parse_with_from_str_and_say_what_they_expected() {
    assert_eq!("c12".parse::<Hole>(), Ok(Hole::new(2, 12)));
    let e: NotationError = "C1".parse::<Hole>().unwrap_err();
    assert_eq!(e.expected, Notion::Hole);
    let e = "sow c1".parse::<mancala_rules::Action>().unwrap_err();
    assert_eq!(e.expected, Notion::Action);
    assert!(
        e.to_string().starts_with("\"sow c1\" is not an action"),
        "{e}"
    );
}

fn record(start: &str, actions: &str) -> String {
    format!(
        r#"{{"format":"mancala-record","version":1,"rules":{{"game":"hoyito-ii","holes_per_row":4}},
        "players":{{"south":"A","north":"B"}},{start}"actions":[{actions}]}}"#
    )
}

#[test]
fn a_record_keeps_the_engines_error_as_its_source() {
    // b2 is North's: South cannot open with it.
    let e = Record::parse(&record("", r#""b2""#))
        .unwrap()
        .replay()
        .err()
        .unwrap();
    let RecordError::Action { number, why, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(*number, 1);
    assert_eq!(
        why,
        &ActionFault::Refused(ActionError::NotYourHole {
            hole: hole("b2"),
            owner: Player::North
        })
    );
    let source = e.source().and_then(|s| s.downcast_ref::<ActionError>());
    assert!(source.is_some(), "{e:?}");
    assert_eq!(e.to_string(), "action 1 \"b2\": b2 is North's hole");

    let e = Record::parse(&record("", r#""a1","zz""#)).unwrap_err();
    assert!(
        e.source()
            .and_then(|s| s.downcast_ref::<NotationError>())
            .is_some()
    );

    let start = r#""start":{"board":[[9,9,9,9],[0,0,0,0]],"to_move":"south"},"#;
    let e = Record::parse(&record(start, "")).unwrap_err();
    assert!(
        matches!(
            e,
            RecordError::Start(PositionError::TooManySeeds { total: 36, .. })
        ),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .starts_with("start: the position holds 36 seeds"),
        "{e}"
    );
    assert!(
        e.source()
            .and_then(|s| s.downcast_ref::<PositionError>())
            .is_some()
    );
}

#[test]
fn a_broken_record_is_refused_in_spanish_with_the_files_own_field_names() {
    use mancala_tui::words::i18n::{Lang, speaking};
    let said = |text: &str| speaking(Lang::Es, || Record::parse(text).unwrap_err().to_string());
    assert_eq!(said(""), "el archivo está vacío");
    assert_eq!(
        said("{}"),
        r#"falta el campo "format" (se espera "mancala-record")"#
    );
    assert_eq!(
        said(
            r#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii", "holes_per_row": 13}, "actions": []}"#
        ),
        "rules.holes_per_row debe ser un número entero de 4 a 12 (es 13)"
    );
    assert_eq!(
        said(
            r#"{"format": "mancala-record", "version": 1, "rules": {"game": "tsoro", "holes_per_row": 6}, "actions": [],
                 "start": {"board": [[1, -1]]}}"#
        ),
        "el hoyo 2 de la fila 1 de \"start.board\" debe ser una cantidad de piedras, 0 o más (es -1)"
    );
    // An action that is no action in the notation: why, in Spanish (the notation
    // itself, c1 or stop, is the same in every language).
    let badly_written = r#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "actions": ["zz9"]}"#;
    assert_eq!(
        said(badly_written),
        r#"jugada 1 "zz9": no es una jugada (se espera un hoyo como c1, stop, continue, o una toma extra como xf3)"#
    );
    // The same records in English, as before.
    assert_eq!(
        Record::parse("{}").unwrap_err().to_string(),
        r#"missing field "format" (expected "mancala-record")"#
    );
    assert_eq!(
        Record::parse(badly_written).unwrap_err().to_string(),
        r#"action 1 "zz9": not an action (expected a hole such as c1, stop, continue, or a bonus pick such as xf3)"#
    );
}

#[test]
fn a_file_that_cannot_be_read_is_said_in_spanish_by_the_command_line() {
    use crate::common::binary;
    let out = binary::mancala(&["check", "/no/such/record.json", "--lang", "es"], None);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("no se puede leer: no existe ese archivo"),
        "{err}"
    );
    let out = binary::mancala(&["check", "/", "--lang", "es"], None);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("una carpeta, no un archivo de partida"),
        "{err}"
    );
}

/// `play --load NAME` finds a game saved under a bare name in the games folder (as the
/// save prompt puts it), and a name found nowhere says where it was looked for.
#[test]
fn play_load_finds_a_bare_name_in_the_games_folder_and_says_where_it_looked() {
    let home = common::temp::TempDir::new("load-bare");
    let games = home.path().join("data/mancala-tui/games");
    std::fs::create_dir_all(&games).unwrap();
    // A game just begun (one over would be judged for its graph first).
    let record = Record::new(mancala_rules::Rules::tsoro(6), ["Ana".into(), "Ben".into()]);
    std::fs::write(games.join("ts80.json"), record.to_json(None)).unwrap();
    let cwd = common::temp::TempDir::new("load-cwd");
    let out = common::binary::command(home.path())
        .current_dir(cwd.path())
        .args(["play", "--load", "ts80", "--plain"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Tsoro 4x6"), "{said}");
    let out = common::binary::command(home.path())
        .current_dir(cwd.path())
        .args(["play", "--load", "nothere", "--plain"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("nothere: no such game here nor in the games folder (")
            && err.contains("mancala-tui/games)"),
        "{err}"
    );
}
