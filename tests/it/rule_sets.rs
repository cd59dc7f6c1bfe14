//! The rule sets of the variants brief chosen everywhere a game is chosen: `mancala
//! play`'s flags (each accepted, each impossible combination refused naming its flag),
//! and the computer playing each rule set to its end at every level.

use crate::common;
use common::binary::{mancala, mancala_in};
use common::*;
use mancala_rules::{Game, HoyitoForm, Rules};
use mancala_tui::engine::ai::{self, Budget, Level};
use mancala_tui::engine::tables::Tables;
use std::sync::atomic::AtomicBool;

/// `mancala play ARGS --plain` with no input: its first line (which names the rules)
/// and its exit status.
fn first_line(args: &[&str]) -> (Option<i32>, String, String) {
    let mut line = vec!["play"];
    line.extend_from_slice(args);
    line.push("--plain");
    let out = mancala(&line, Some(b"quit\n"));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    (
        out.status.code(),
        stdout.lines().next().unwrap_or("").to_string(),
        stderr,
    )
}

fn plays(args: &[&str], begins: &str) {
    let (code, line, stderr) = first_line(args);
    assert_eq!(code, Some(0), "{args:?}: {stderr}");
    assert_eq!(line, format!("{begins} begins. South to sow."), "{args:?}");
}

/// Refused by the program (one line) or by the flag's parser (clap's lines).
fn refused(args: &[&str], says: &str) {
    let (code, _, stderr) = first_line(args);
    assert_eq!(code, Some(2), "{args:?}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
    if stderr.starts_with("mancala: ") {
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: one line");
    }
}

#[test]
fn rules_chooses_hoyito_i_ii_or_iii() {
    plays(&["--rules", "hoyito-i"], "Hoyito I 2x6");
    plays(
        &["hoyito", "--rules", "hoyito-iii", "--holes", "4"],
        "Hoyito III 2x4",
    );
    plays(&["--rules", "hoyito-ii"], "Hoyito II 2x6");
}

#[test]
fn heads_may_be_none() {
    plays(
        &["tsoro", "--holes", "8", "--heads", "0"],
        "Tsoro 4x8, 2 bonus picks, no heads",
    );
}

#[test]
fn head_holes_names_the_heads() {
    plays(
        &[
            "tsoro",
            "--holes",
            "8",
            "--bonus-picks",
            "0",
            "--head-holes",
            "a1,b1,h4,g4",
        ],
        "Tsoro 4x8, 0 bonus picks, heads a1 b1 h4 g4",
    );
}

#[test]
fn extra_counters_fill_the_rightmost_outer_holes() {
    plays(
        &[
            "tsoro",
            "--holes",
            "8",
            "--head-holes",
            "a1,h1,a4,h4",
            "--extra-counters",
        ],
        "Tsoro 4x8, 2 bonus picks, heads a1 h1 a4 h4, extra counters",
    );
}

#[test]
fn reentered_captures_default_to_no_bonus_picks() {
    plays(
        &[
            "tsoro",
            "--holes",
            "8",
            "--heads",
            "0",
            "--reentered-captures",
        ],
        "Tsoro 4x8, 0 bonus picks, no heads, re-entered captures",
    );
}

#[test]
fn rules_of_hoyito_are_refused_for_tsoro() {
    refused(&["tsoro", "--rules", "hoyito-i"], "--rules");
}

#[test]
fn heads_and_head_holes_together_are_refused() {
    refused(
        &["tsoro", "--heads", "0", "--head-holes", "a1,b1,f4,e4"],
        "--heads and --head-holes cannot both be given",
    );
}

#[test]
fn a_head_hole_outside_the_outer_rows_is_refused() {
    refused(
        &["tsoro", "--head-holes", "a1,b2,f4,e4"],
        "--head-holes: b2",
    );
}

#[test]
fn head_holes_must_be_two_of_each_player() {
    refused(
        &["tsoro", "--head-holes", "a1,b1,c1,e4"],
        "--head-holes must name two different holes of South's outer row",
    );
}

#[test]
fn head_holes_must_be_four_hole_names() {
    refused(
        &["tsoro", "--head-holes", "a1,b1,f4"],
        "four holes are needed",
    );
    refused(
        &["tsoro", "--head-holes", "a1,b1,f4,zz"],
        "zz is not a hole name",
    );
}

#[test]
fn reentered_captures_with_bonus_picks_are_refused() {
    refused(
        &["tsoro", "--reentered-captures", "--bonus-picks", "1"],
        "--reentered-captures needs --bonus-picks to be 0",
    );
}

#[test]
fn tsoro_options_are_refused_for_hoyito() {
    for flag in ["--extra-counters", "--reentered-captures"] {
        refused(
            &[flag],
            &format!("{flag} is a rule of Tsoro, not of Hoyito"),
        );
    }
    refused(
        &["--rules", "hoyito-i", "--head-holes", "a1,b1,f2,e2"],
        "--head-holes is a rule of Tsoro, not of Hoyito",
    );
}

#[test]
fn the_refusals_are_said_in_spanish() {
    let out = mancala(
        &[
            "--lang",
            "es",
            "play",
            "tsoro",
            "--reentered-captures",
            "--bonus-picks",
            "1",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(
        said.contains("--reentered-captures") && said.contains("--bonus-picks"),
        "{said}"
    );
    assert!(!said.contains("needs"), "{said}");
}

/// Every rule set the engine plays, on small boards.
fn rule_sets() -> Vec<Rules> {
    let named = ["a1", "b1", "f4", "e4"].map(hole);
    let outer = ["a1", "f1", "a4", "f4"].map(hole);
    vec![
        Rules::hoyito_form(HoyitoForm::I, 6),
        Rules::hoyito_form(HoyitoForm::III, 6),
        Rules::tsoro(6).with_heads(0).with_bonus_picks(0),
        Rules::tsoro(6).with_heads(0).with_bonus_picks(3),
        Rules::tsoro(6).with_bonus_picks(0).with_head_holes(named),
        Rules::tsoro(6).with_bonus_picks(1).with_head_holes(named),
        Rules::tsoro(6)
            .with_bonus_picks(0)
            .with_head_holes(outer)
            .with_extra_counters(true),
        Rules::tsoro(6).with_heads(1).with_bonus_picks(0),
        Rules::tsoro(6)
            .with_heads(0)
            .with_bonus_picks(0)
            .with_reentered_captures(true),
    ]
}

/// A game of `rules` from its start, or, with re-entered captures (which under any
/// play rarely end but by the no-move rule or a repetition), from a set-up position
/// of few stones where one of them soon comes.
fn new_game(rules: Rules) -> Game {
    if rules.reentered_captures {
        let rows: [&[u8]; 4] = [
            &[2, 1, 0, 0, 0, 0],
            &[0, 0, 0, 1, 0, 0],
            &[0, 0, 1, 0, 0, 0],
            &[0, 0, 0, 0, 1, 2],
        ];
        position(rules, &rows, mancala_rules::Player::South, [0, 0])
    } else {
        Game::new(rules).unwrap()
    }
}

#[test]
fn the_computer_plays_every_rule_set_to_its_end_at_every_level() {
    let cancel = AtomicBool::new(false);
    for rules in rule_sets() {
        for level in Level::ALL {
            let mut g = new_game(rules);
            let mut turn = 0u64;
            while !g.position().is_over() && turn < 3_000 {
                let a = ai::choose_within(
                    &g,
                    level,
                    turn,
                    &Budget::nodes(300),
                    &cancel,
                    &Tables::none(),
                )
                .unwrap_or_else(|| panic!("{rules:?} {level:?}: no action at turn {turn}"));
                g.apply(a.action)
                    .unwrap_or_else(|e| panic!("{rules:?} {level:?}: {e}"));
                turn += 1;
            }
            assert!(g.position().is_over(), "{rules:?} {level:?}: {turn} turns");
        }
    }
}

#[test]
fn two_computers_play_a_hoyito_i_game_to_its_end_from_the_command_line() {
    let dir = common::temp::TempDir::new("rule-sets-play");
    let out = mancala_in(
        Some(&dir),
        &[
            "play",
            "--rules",
            "hoyito-i",
            "--south",
            "computer:1",
            "--north",
            "computer:2",
            "--plain",
        ],
        Some(b"save done\nquit\n"),
    );
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{said}");
    assert!(said.starts_with("Hoyito I 2x6 begins."), "{said}");
    assert!(said.contains("The game is over"), "{said}");
    // The record saved says the rule set, and reads back to the same finished game.
    let record = dir.join("data/mancala-tui/games/done.json");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.contains(r#""rules": { "game": "hoyito-i", "holes_per_row": 6 }"#),
        "{text}"
    );
    let check = mancala_in(
        Some(&dir),
        &["check", record.to_str().unwrap(), "--json"],
        None,
    );
    let json: serde_json::Value = serde_json::from_slice(&check.stdout).unwrap();
    assert_eq!(json["rules"]["game"], "hoyito-i");
    assert_eq!(json["over"], true);
    // The replay names the rule set too.
    let replay = mancala_in(
        Some(&dir),
        &["replay", record.to_str().unwrap(), "--plain"],
        Some(b"quit\n"),
    );
    let said = String::from_utf8(replay.stdout).unwrap();
    assert!(said.contains("Hoyito I 2x6"), "{said}");
    assert!(!said.contains("Hoyito II"), "{said}");
}

#[test]
fn plain_play_takes_the_rule_sets_words_and_refuses_a_tsoro_option_for_hoyito() {
    let said = |line: &str| {
        let out = mancala(
            &["--plain"],
            Some(format!("{line}\nquit\nquit\n").as_bytes()),
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert!(said("play hoyito-iii").contains("Hoyito III 2x6 begins."));
    assert!(
        said("play tsoro heads:0 reentered-captures")
            .contains("Tsoro 4x21, 0 bonus picks, no heads, re-entered captures begins.")
    );
    assert!(said("play tsoro heads:1 extra-counters").contains("1 head, extra counters begins."));
    assert!(
        said("play extra-counters").contains("extra-counters is a rule of Tsoro, not of Hoyito.")
    );
    assert!(said("play heads:0").contains("heads:N is a rule of Tsoro, not of Hoyito."));
}

#[test]
fn the_library_and_the_autosave_offer_name_each_rule_set_and_records_round_trip() {
    use mancala_tui::store::library::summarize;
    use mancala_tui::store::record::Record;
    let named = ["a1", "b1", "f4", "e4"].map(hole);
    let cases = [
        (Rules::hoyito_form(HoyitoForm::I, 6), "Hoyito I 2x6"),
        (Rules::hoyito_form(HoyitoForm::III, 12), "Hoyito III 2x12"),
        (Rules::hoyito(6), "Hoyito II 2x6"),
        (Rules::tsoro(21), "Tsoro 4x21"),
        (
            Rules::tsoro(8)
                .with_heads(0)
                .with_bonus_picks(0)
                .with_reentered_captures(true),
            "Tsoro 4x8, 0 picks, no heads, re-entered captures",
        ),
        (
            Rules::tsoro(6)
                .with_bonus_picks(1)
                .with_head_holes(named)
                .with_extra_counters(true),
            "Tsoro 4x6, 1 pick, heads a1 b1 f4 e4, extra counters",
        ),
    ];
    for (rules, name) in cases {
        let mut game = Game::new(rules).unwrap();
        let mut record = Record::new(rules, ["Ana".into(), "Ben".into()]);
        for _ in 0..4 {
            let a = game.position().legal_actions()[0];
            game.apply(a).unwrap();
            record.actions.push(a);
        }
        assert_eq!(summarize(&record).game, name);
        // Written and read back: the same rules, the same position.
        let back = Record::parse(&record.to_json(Some(&game))).unwrap();
        assert_eq!(back.rules, rules);
        assert_eq!(back.replay().unwrap().position(), game.position());
    }
}

#[test]
fn mancala_rules_says_each_rule_sets_differences_sources_and_decisions() {
    let text = |args: &[&str]| {
        let out = mancala(args, None);
        assert!(out.status.success());
        String::from_utf8(out.stdout)
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let hoyito = text(&["rules", "hoyito"]);
    for said in [
        "OTHER HOYITO GAMES",
        "Hoyito I, the older game",
        "[Decision] A casa is made only by a seed dropped into it",
        "Sources: Ludii's Hoyito.lud",
        "Hoyito III: Hoyito II without the backward chain",
        "Source: Mancala World's page Hoyito III (Bautista i Roca, 2005)",
        "mancala play --rules hoyito-i",
    ] {
        assert!(hoyito.contains(said), "{said}");
    }
    let tsoro = text(&["rules", "tsoro"]);
    for said in [
        "OTHER WAYS TO PLAY TSORO",
        "Source: Ludii's seven four-row Tsoro files, after Matthews (1964: 64-66)",
        "No heads:",
        "Chosen heads:",
        "[Decision] The heads are agreed before the game",
        "Extra counters:",
        "Captures sown back:",
        "--reentered-captures",
    ] {
        assert!(tsoro.contains(said), "{said}");
    }
    let es = text(&["--lang", "es", "rules"]);
    for said in [
        "OTROS JUEGOS DE HOYITO",
        "Fuente: la página Hoyito III de Mancala World",
        "OTRAS MANERAS DE JUGAR AL TSORO",
        "según Matthews (1964: 64-66)",
    ] {
        assert!(es.contains(said), "{said}");
    }
}

#[test]
fn the_endgame_tables_serve_only_the_rule_set_they_were_built_for_and_say_so() {
    let dir = common::temp::TempDir::new("rule-sets-tables");
    let out = mancala_in(
        Some(&dir),
        &["tables", "build", "--holes", "4", "--seeds", "8"],
        None,
    );
    assert!(out.status.success(), "{out:?}");
    for game in ["hoyito-ii", "hoyito-i", "hoyito-iii"] {
        let file = dir.join(format!("{game}.json"));
        std::fs::write(
            &file,
            format!(
                r#"{{"format":"mancala-record","version":1,"rules":{{"game":"{game}","holes_per_row":4}},"actions":[],"start":{{"board":[[1,0,2,1],[0,3,0,1]],"to_move":"south","captured":{{"south":12,"north":12}}}}}}"#
            ),
        )
        .unwrap();
        let path = file.to_str().unwrap();
        let hint = mancala_in(Some(&dir), &["hint", path, "--json"], None);
        let json: serde_json::Value = serde_json::from_slice(&hint.stdout).unwrap();
        // The same board and seeds: Hoyito II's answer comes from its tables, the
        // others' from a search or the exact solver, never from Hoyito II's tables.
        assert_eq!(
            json["source"] == "tables",
            game == "hoyito-ii",
            "{game}: {json}"
        );
        let analysis = mancala_in(Some(&dir), &["analyse", path], None);
        let first = String::from_utf8(analysis.stdout).unwrap();
        let first = first.lines().next().unwrap().to_string();
        if game == "hoyito-ii" {
            assert!(
                first.ends_with("with the endgame tables up to 8 seeds"),
                "{first}"
            );
        } else {
            assert!(
                first.contains("without endgame tables (they are built for Hoyito II"),
                "{first}"
            );
        }
    }
}

#[test]
fn a_lesson_of_another_rule_set_names_its_game_in_its_title() {
    use mancala_rules::GameKind;
    use mancala_tui::tui::screens::menu::MenuItem;
    for (game, index, title) in [
        (
            GameKind::HoyitoII,
            13,
            "Hoyito I lesson 14 of 22: Captures on the way",
        ),
        (
            GameKind::HoyitoII,
            15,
            "Hoyito III lesson 16 of 22: The casa alone",
        ),
        (
            GameKind::HoyitoII,
            0,
            "Hoyito II lesson 1 of 22: The board and your row",
        ),
        (
            GameKind::Tsoro,
            17,
            "Tsoro lesson 18 of 19: Captures sown back",
        ),
    ] {
        let mut app = common::screen::menu_app(MenuItem::NewGame);
        app.start_learn(game, index).unwrap();
        let shown = common::screen::screen(&mut app);
        assert!(shown.contains(title), "{shown}");
    }
}
