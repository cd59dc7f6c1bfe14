//! Tsoro's other rule sets (variants brief): no heads, heads chosen by name, the extra
//! counters, re-entered captures, and the refused combinations. One test per rule and
//! per decision, each on a position worked out by hand. Boards are rows 1 (South
//! outer), 2, 3, 4 (North outer), each from column a. On 4x6 South sows a1 → f1, then
//! f2 → a2; North f4 → a4, then a3 → f3.

use crate::common;
use common::*;
use mancala_rules::{
    ActionError, Awaiting, CaptureKind, Event, Game, GameKind, Hole, Player, Position, Rules,
    RulesError,
};

const S: Player = Player::South;
const N: Player = Player::North;

fn no_heads(picks: u8) -> Rules {
    Rules::tsoro(6).with_heads(0).with_bonus_picks(picks)
}

fn holes<const K: usize>(names: [&str; K]) -> [Hole; K] {
    names.map(hole)
}

/// Heads named a1, b1 (South) and f4, e4 (North) on 4x6.
fn named(picks: u8) -> Rules {
    Rules::tsoro(6)
        .with_bonus_picks(picks)
        .with_head_holes(holes(["a1", "b1", "f4", "e4"]))
}

fn reentered() -> Rules {
    no_heads(0).with_reentered_captures(true)
}

// ----- no heads -----

#[test]
fn without_heads_a_last_stone_in_the_rightmost_outer_hole_relays() {
    // d1's 2 stones: e1 1, f1 1 → 2, occupied. No heads: f1's 2 are lifted, f2 1 and
    // e2 1, the empty e2 ends the move; e3 is empty, no capture; North to move.
    // With the default heads f1 is a head, and South chooses there.
    let rows: &[&[u8]] = &[&[0, 0, 0, 2, 0, 1], &[0; 6], &[0; 6], &[2; 6]];
    let mut g = position(no_heads(0), rows, S, [0, 0]);
    g.apply(action("d1")).unwrap();
    assert_eq!(g.position().rows()[0], vec![0, 0, 0, 0, 1, 0]);
    assert_eq!(g.position().rows()[1], vec![0, 0, 0, 0, 1, 1]);
    assert_eq!(g.position().to_move(), Some(N));
    assert!(!g.position().is_head(hole("f1")) && !g.position().is_head(hole("a4")));

    let mut headed = position(Rules::tsoro(6).with_bonus_picks(0), rows, S, [0, 0]);
    headed.apply(action("d1")).unwrap();
    assert_eq!(headed.position().awaiting(), Some(Awaiting::Head));
}

#[test]
fn without_heads_a_bonus_pick_may_take_any_occupied_enemy_hole() {
    // f1's 2 stones: f2 1, e2 1, ending in the empty inner e2; e3 holds 1: South takes
    // column e (1 stone) and picks 1 more hole. a4 and b4 are no heads: both may be
    // picked, so South chooses. With the default heads they are immune: nothing to
    // pick, the turn passes.
    let rows: &[&[u8]] = &[
        &[0, 0, 0, 0, 0, 2],
        &[0; 6],
        &[0, 0, 0, 0, 1, 0],
        &[2, 2, 0, 0, 0, 0],
    ];
    let mut g = position(no_heads(1), rows, S, [0, 0]);
    g.apply(action("f1")).unwrap();
    assert_eq!(g.position().awaiting(), Some(Awaiting::Bonus));
    assert_eq!(g.position().legal_actions(), [action("xa4"), action("xb4")]);
    g.apply(action("xa4")).unwrap();
    assert_eq!(g.position().captured_both(), [3, 0]);

    let mut headed = position(Rules::tsoro(6).with_bonus_picks(1), rows, S, [0, 0]);
    headed.apply(action("f1")).unwrap();
    assert_eq!(headed.position().captured_both(), [1, 0]);
    assert_eq!(headed.position().to_move(), Some(N));
}

#[test]
fn without_heads_the_start_has_two_stones_everywhere_outside() {
    // Decision: no head, so no hole starts with 3 (one head's rule).
    let g = Game::new(no_heads(0)).unwrap();
    assert_eq!(g.position().rows()[0], vec![2; 6]);
    assert_eq!(g.position().rows()[3], vec![2; 6]);
    assert_eq!(
        Rules::tsoro(8).with_heads(0).describe(),
        "Tsoro 4x8, 2 bonus picks, no heads"
    );
}

#[test]
fn without_heads_a_move_ending_in_an_empty_inner_hole_still_captures_the_column() {
    // North's a4 2 stones: a3 1, b3 1 (North sows a4 → a3 → f3); b3 was empty, inner:
    // opposite b2 holds 2 and b1 1: North takes the column, 3 stones; no picks.
    let rows: &[&[u8]] = &[
        &[0, 1, 0, 0, 0, 2],
        &[0, 2, 0, 0, 0, 0],
        &[0; 6],
        &[2, 0, 0, 0, 0, 0],
    ];
    let mut g = position(no_heads(0), rows, N, [0, 0]);
    let events = report(&mut g, "a4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Captured {
            by: N,
            kind: CaptureKind::Column,
            seeds: 3,
            ..
        }
    )));
    assert_eq!(g.position().to_move(), Some(S));
}

// ----- heads by name, extra counters -----

#[test]
fn named_heads_stop_the_sowing_there_and_nowhere_else() {
    // a2's 2 stones go round South's circuit: a1 0 → 1, b1 1 → 2, occupied and a named
    // head: South chooses to stop or continue at b1.
    let rows: &[&[u8]] = &[&[0, 1, 0, 0, 0, 0], &[2, 0, 0, 0, 0, 0], &[0; 6], &[2; 6]];
    let mut g = position(named(0), rows, S, [0, 0]);
    g.apply(action("a2")).unwrap();
    assert_eq!(g.position().awaiting(), Some(Awaiting::Head));
    assert_eq!(g.position().pending_head(), Some(hole("b1")));
    // f1, a head by default, is none here: d1's stones relay from it (as without heads).
    let rows: &[&[u8]] = &[&[0, 0, 0, 2, 0, 1], &[0; 6], &[0; 6], &[2; 6]];
    let mut g = position(named(0), rows, S, [0, 0]);
    g.apply(action("d1")).unwrap();
    assert_eq!(g.position().rows()[1], vec![0, 0, 0, 0, 1, 1]);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn named_heads_may_differ_between_the_players() {
    // Decision: the heads are agreed before the game and written in the rules; each
    // player's are their own (here South's at the left, North's at their right).
    let p = Game::new(named(0)).unwrap();
    let heads: Vec<String> = ["a1", "b1", "e1", "f1", "a4", "b4", "e4", "f4"]
        .into_iter()
        .filter(|h| p.position().is_head(hole(h)))
        .map(String::from)
        .collect();
    assert_eq!(heads, ["a1", "b1", "e4", "f4"]);
}

#[test]
fn named_heads_are_immune_from_bonus_picks_but_not_from_the_column() {
    // f1's 2 stones: f2 1, e2 1, ending in the empty inner e2: column e, e3 1 and e4 2
    // (a named head: the column takes it anyway), 3 stones. One pick: f4 is a head,
    // immune; a4 and b4 are not: South chooses between them, and xf4 is refused.
    let rows: &[&[u8]] = &[
        &[0, 0, 0, 0, 0, 2],
        &[0; 6],
        &[0, 0, 0, 0, 1, 0],
        &[2, 2, 0, 0, 2, 2],
    ];
    let mut g = position(named(1), rows, S, [0, 0]);
    g.apply(action("f1")).unwrap();
    assert_eq!(g.position().captured_both(), [3, 0]);
    assert_eq!(g.position().legal_actions(), [action("xa4"), action("xb4")]);
    assert_eq!(
        g.position().check(action("xf4")),
        Err(ActionError::PickHead { hole: hole("f4") })
    );
}

#[test]
fn the_extra_counters_put_three_on_each_players_rightmost_outer_hole() {
    // 4x8 with heads a1, h1, a4, h4: h1 (South's rightmost) and a4 (North's) start
    // with 3, the rest of the outer rows with 2: 34 stones.
    let rules = Rules::tsoro(8)
        .with_bonus_picks(0)
        .with_head_holes(holes(["a1", "h1", "a4", "h4"]))
        .with_extra_counters(true);
    let g = Game::new(rules).unwrap();
    assert_eq!(g.position().rows()[0], vec![2, 2, 2, 2, 2, 2, 2, 3]);
    assert_eq!(g.position().rows()[3], vec![3, 2, 2, 2, 2, 2, 2, 2]);
    assert_eq!(g.position().rows()[1], vec![0; 8]);
    assert_eq!(Position::starting_seeds(&rules), 34);
    assert_eq!(
        rules.describe(),
        "Tsoro 4x8, 0 bonus picks, heads a1 h1 a4 h4, extra counters"
    );
    // On 4x21 the rightmost outer holes are u1 and a4.
    let big = Game::new(Rules::tsoro(21).with_extra_counters(true)).unwrap();
    assert_eq!(big.position().count(hole("u1")), Some(3));
    assert_eq!(big.position().count(hole("a4")), Some(3));
    assert_eq!(big.position().count(hole("t1")), Some(2));
}

#[test]
fn head_holes_that_cannot_be_played_are_refused_naming_the_key() {
    let with = |names: [&str; 4]| Game::new(Rules::tsoro(6).with_head_holes(holes(names))).err();
    // An inner hole, a hole off the board, three South heads, the same hole twice.
    assert_eq!(
        with(["a2", "b1", "f4", "e4"]),
        Some(RulesError::HeadHole { hole: hole("a2") })
    );
    assert_eq!(
        with(["g1", "b1", "f4", "e4"]),
        Some(RulesError::HeadHole { hole: hole("g1") })
    );
    assert_eq!(
        with(["a1", "b1", "c1", "e4"]),
        Some(RulesError::HeadHolesOf { player: S })
    );
    assert_eq!(
        with(["a1", "b1", "e4", "e4"]),
        Some(RulesError::HeadHolesOf { player: N })
    );
    // Both heads and head_holes.
    let both = Rules::tsoro(6)
        .with_head_holes(holes(["a1", "b1", "f4", "e4"]))
        .with_heads(2);
    let e = Game::new(both).err().unwrap();
    assert_eq!(e, RulesError::HeadsWithHeadHoles);
    assert_eq!(e.key(), "heads");
    assert_eq!(
        RulesError::HeadHole { hole: hole("a2") }.key(),
        "head_holes"
    );
}

// ----- re-entered captures -----

#[test]
fn reentered_captures_sow_the_column_back_from_the_hole_after_the_move_end() {
    // f1's 2 stones: f2 1, e2 1, ending in the empty inner e2; column e holds 3 (e3 1,
    // e4 2). They are not captured: lifted and sown along South's circuit from the hole
    // after e2, one each into d2, c2, b2. No relay from b2, no capture: North moves.
    let rows: &[&[u8]] = &[
        &[0, 0, 0, 0, 0, 2],
        &[0; 6],
        &[0, 0, 0, 0, 1, 0],
        &[2, 0, 0, 0, 2, 0],
    ];
    let mut g = position(reentered(), rows, S, [0, 0]);
    let events = report(&mut g, "f1");
    assert_eq!(
        g.position().rows(),
        vec![
            vec![0; 6],
            vec![0, 1, 1, 1, 1, 1],
            vec![0; 6],
            vec![2, 0, 0, 0, 0, 0]
        ]
    );
    assert_eq!(g.position().captured_both(), [0, 0]);
    assert!(events.contains(&Event::Reentered {
        by: S,
        holes: vec![(hole("e3"), 1), (hole("e4"), 2)],
        stones: 3
    }));
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn reentered_captures_more_than_the_circuit_pass_over_the_laps_start() {
    // Column e holds 13 (e3 7, e4 6) on a circuit of 12: from d2 they go d2 c2 b2 a2,
    // a1 .. f1, f2, e2 (12), and the 13th into d2 again.
    let rows: &[&[u8]] = &[
        &[0, 0, 0, 0, 0, 2],
        &[0; 6],
        &[0, 0, 0, 0, 7, 0],
        &[2, 0, 0, 0, 6, 0],
    ];
    let mut g = position(reentered(), rows, S, [0, 0]);
    g.apply(action("f1")).unwrap();
    assert_eq!(g.position().rows()[0], vec![1; 6]);
    assert_eq!(g.position().rows()[1], vec![1, 1, 1, 2, 2, 2]);
    assert_eq!(g.position().rows()[2], vec![0; 6]);
    assert_eq!(g.position().seeds_on_board(), 17);
}

#[test]
fn reentered_captures_refuse_bonus_picks() {
    let e = Game::new(Rules::tsoro(8).with_heads(0).with_reentered_captures(true))
        .err()
        .unwrap();
    assert_eq!(e, RulesError::ReenteredWithBonusPicks { bonus_picks: 2 });
    assert_eq!(e.key(), "reentered_captures");
    assert!(
        Game::new(
            Rules::tsoro(8)
                .with_heads(0)
                .with_bonus_picks(0)
                .with_reentered_captures(true)
        )
        .is_ok()
    );
}

#[test]
fn reentered_captures_keep_every_stone_and_the_game_ends_by_no_move() {
    // The capture of the test above without a4: the column's 3 stones go back to
    // South's inner row, the board keeps all 5 and nobody has captured. North has no
    // stone left and cannot move: South wins.
    let rows: &[&[u8]] = &[
        &[0, 0, 0, 0, 0, 2],
        &[0; 6],
        &[0, 0, 0, 0, 1, 0],
        &[0, 0, 0, 0, 2, 0],
    ];
    let mut g = position(reentered(), rows, S, [0, 0]);
    g.apply(action("f1")).unwrap();
    let outcome = g.position().outcome().unwrap();
    assert_eq!(outcome.winner, Some(S));
    assert_eq!(outcome.reason, mancala_rules::EndReason::NoLegalMove);
    assert_eq!(g.position().captured_both(), [0, 0]);
}

#[test]
fn the_heads_count_is_zero_to_two_and_the_rule_sets_are_named() {
    assert_eq!(
        Game::new(Rules::tsoro(8).with_heads(3)).err(),
        Some(RulesError::Heads { got: 3 })
    );
    for (rules, words) in [
        (
            Rules::tsoro(8).with_heads(1).with_bonus_picks(0),
            "Tsoro 4x8, 0 bonus picks, 1 head",
        ),
        (
            Rules::tsoro(8).with_heads(0).with_bonus_picks(3),
            "Tsoro 4x8, 3 bonus picks, no heads",
        ),
        (
            reentered(),
            "Tsoro 4x6, 0 bonus picks, no heads, re-entered captures",
        ),
    ] {
        assert_eq!(rules.describe(), words);
        assert_eq!(rules.game, GameKind::Tsoro);
    }
}

#[test]
fn the_position_notation_writes_and_reads_every_rule_set() {
    for rules in [
        no_heads(3),
        named(0),
        reentered(),
        Rules::tsoro(8)
            .with_bonus_picks(0)
            .with_head_holes(holes(["a1", "h1", "a4", "h4"]))
            .with_extra_counters(true),
        Rules::hoyito_form(mancala_rules::HoyitoForm::I, 6),
        Rules::hoyito_form(mancala_rules::HoyitoForm::III, 5),
    ] {
        let start = *Game::new(rules).unwrap().position();
        let text = start.to_string();
        let back: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, start, "{text}");
    }
    assert_eq!(
        Game::new(named(0))
            .unwrap()
            .position()
            .to_string()
            .split(" | ")
            .next(),
        Some("tsoro 6 bonus 0 heads a1 b1 f4 e4")
    );
}
