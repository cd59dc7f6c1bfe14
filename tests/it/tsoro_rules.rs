//! Tsoro: one test per rule and per decision of the rules brief, each on a position
//! worked out by hand. Boards are rows 1 (South outer), 2, 3, 4 (North outer), each
//! from column a. Heads on 4x6: e1, f1 (South) and a4, b4 (North).

use crate::common;
use common::*;
use mancala_rules::{Awaiting, CaptureKind, EndReason, Event, Game, Player, Rules};

const S: Player = Player::South;
const N: Player = Player::North;

fn tsoro6() -> Rules {
    Rules::tsoro(6)
}

#[test]
fn start_has_two_seeds_in_every_outer_hole_and_empty_inner_rows() {
    let g = Game::new(Rules::tsoro(21)).unwrap();
    let rows = g.position().rows();
    assert_eq!(rows[0], vec![2; 21]);
    assert_eq!(rows[1], vec![0; 21]);
    assert_eq!(rows[2], vec![0; 21]);
    assert_eq!(rows[3], vec![2; 21]);
    assert_eq!(g.position().seeds_on_board(), 84);
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn rule_values_outside_the_allowed_ranges_are_refused() {
    for (rules, words) in [
        (Rules::tsoro(5), "6 to 21"),
        (Rules::tsoro(22), "6 to 21"),
        (
            Rules::tsoro(6).with_bonus_picks(4),
            "bonus_picks must be 0 to 3",
        ),
        (Rules::tsoro(6).with_heads(3), "heads must be 0, 1 or 2"),
    ] {
        let e = Game::new(rules).err().unwrap().to_string();
        assert!(e.contains(words), "{e}");
    }
}

#[test]
fn opening_a1_relays_from_c1_and_waits_at_the_occupied_head_f1() {
    let mut g = Game::new(tsoro6()).unwrap();
    let events = report(&mut g, "a1");
    assert_eq!(g.position().rows()[0], vec![0, 3, 0, 3, 3, 3]);
    assert_eq!(g.position().awaiting(), Some(Awaiting::Head));
    assert_eq!(g.position().pending_head(), Some(hole("f1")));
    assert_eq!(g.position().to_move(), Some(S));
    assert_eq!(
        g.position().legal_actions(),
        vec![action("continue"), action("stop")]
    );
    assert!(events.contains(&Event::HeadReached {
        hole: hole("f1"),
        seeds: 3
    }));
}

#[test]
fn stopping_at_a_head_ends_the_move_there() {
    let mut g = Game::new(tsoro6()).unwrap();
    play(&mut g, &["a1", "stop"]);
    assert_eq!(g.position().rows()[0], vec![0, 3, 0, 3, 3, 3]);
    assert_eq!(g.position().rows()[1], vec![0; 6]);
    assert_eq!(g.position().to_move(), Some(N));
    assert_eq!(g.position().awaiting(), Some(Awaiting::Sow));
}

#[test]
fn continuing_at_a_head_sows_its_seeds_into_the_inner_row() {
    // f1's 3 seeds: f2, e2, d2; d2 was empty. Opposite, d3 is empty: no capture even
    // though d4 holds 2.
    let mut g = Game::new(tsoro6()).unwrap();
    play(&mut g, &["a1", "continue"]);
    assert_eq!(g.position().rows()[0], vec![0, 3, 0, 3, 3, 0]);
    assert_eq!(g.position().rows()[1], vec![0, 0, 0, 1, 1, 1]);
    assert_eq!(g.position().captured(S), 0);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn north_sows_right_to_left_on_its_outer_row_then_left_to_right_inside() {
    // North's c4 (2): b4, a4; a4 is an occupied head of North's.
    let mut g = Game::new(tsoro6()).unwrap();
    play(&mut g, &["a1", "stop", "c4"]);
    assert_eq!(g.position().rows()[3], vec![3, 3, 0, 2, 2, 2]);
    assert_eq!(g.position().pending_head(), Some(hole("a4")));
    // a4's 3 seeds: a3, b3, c3 (c3 empty; c2 empty opposite: no capture).
    play(&mut g, &["continue"]);
    assert_eq!(g.position().rows()[2], vec![1, 1, 1, 0, 0, 0]);
    assert_eq!(g.position().rows()[3], vec![0, 3, 0, 2, 2, 2]);
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn the_worked_record_of_the_brief_gives_its_position() {
    let mut g = Game::new(tsoro6()).unwrap();
    play(&mut g, &["a1", "continue", "a4", "d1"]);
    assert_eq!(g.position().awaiting(), Some(Awaiting::Bonus));
    assert_eq!(g.position().picks_left(), 2);
    assert_eq!(
        g.position().captured(S),
        3,
        "b3 and b4 by the column capture"
    );
    play(&mut g, &["xc4", "xe4"]);
    assert_eq!(
        g.position().rows(),
        vec![
            vec![0, 3, 0, 0, 4, 1],
            vec![0, 1, 1, 0, 2, 0],
            vec![1, 0, 0, 0, 0, 0],
            vec![0, 0, 0, 2, 0, 2]
        ]
    );
    assert_eq!((g.position().captured(S), g.position().captured(N)), (7, 0));
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn a_hole_needs_two_seeds_while_any_hole_holds_two() {
    let g = position(
        tsoro6(),
        &[&[1, 2, 0, 0, 0, 0], &[0; 6], &[0; 6], &[2, 2, 2, 2, 2, 2]],
        S,
        [0, 0],
    );
    assert_eq!(
        refusal(&g, "a1"),
        "a1 holds a single stone, which may be sown only when none of your holes holds 2 or more"
    );
    assert_eq!(g.position().legal_actions(), vec![action("b1")]);
}

#[test]
fn a_single_seed_moves_only_into_an_empty_next_hole() {
    let g = position(
        tsoro6(),
        &[&[1, 1, 0, 0, 0, 0], &[0; 6], &[0; 6], &[2, 2, 2, 2, 2, 2]],
        S,
        [0, 0],
    );
    assert_eq!(
        refusal(&g, "a1"),
        "the single stone in a1 may be sown only into an empty hole, and b1 is occupied"
    );
    let mut g2 = g.clone();
    play(&mut g2, &["b1"]);
    assert_eq!(g2.position().rows()[0], vec![1, 0, 1, 0, 0, 0]);
    assert_eq!(g2.position().to_move(), Some(N));
}

#[test]
fn a_single_seed_at_the_end_of_the_inner_row_goes_round_to_a1() {
    let mut g = position(
        tsoro6(),
        &[&[0; 6], &[1, 0, 0, 0, 0, 0], &[0; 6], &[2, 2, 2, 2, 2, 2]],
        S,
        [0, 0],
    );
    play(&mut g, &["a2"]);
    assert_eq!(g.position().rows()[0], vec![1, 0, 0, 0, 0, 0]);
    assert_eq!(g.position().rows()[1], vec![0; 6]);
}

#[test]
fn a_lap_ending_in_an_occupied_hole_that_is_no_head_relays() {
    // b1 (2): c1, d1 = 2 → relay from d1: e1, f1 (f1 empty: end, an outer hole).
    let mut g = position(
        tsoro6(),
        &[&[0, 2, 0, 1, 0, 0], &[0; 6], &[0; 6], &[2; 6]],
        S,
        [0, 0],
    );
    play(&mut g, &["b1"]);
    assert_eq!(g.position().rows()[0], vec![0, 0, 1, 0, 1, 1]);
    assert_eq!(g.position().to_move(), Some(N));
}

/// South's d1 (3): e1, f1, f2; f2 was empty, an inner hole, and f3 opposite holds 2.
fn column_capture_position(rules: Rules, row4: [u8; 6]) -> Game {
    position(
        rules,
        &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &row4],
        S,
        [0, 0],
    )
}

#[test]
fn ending_in_an_empty_inner_hole_captures_the_enemy_column() {
    let mut g = column_capture_position(tsoro6(), [2, 2, 2, 2, 2, 2]);
    let events = report(&mut g, "d1");
    assert!(events.contains(&Event::Captured {
        by: S,
        kind: CaptureKind::Column,
        holes: vec![(hole("f3"), 2), (hole("f4"), 2)],
        seeds: 4
    }));
    assert_eq!(g.position().captured(S), 4);
    assert_eq!(g.position().rows()[2], vec![0; 6]);
    assert_eq!(g.position().rows()[3], vec![2, 2, 2, 2, 2, 0]);
}

#[test]
fn bonus_picks_take_enemy_holes_but_never_heads_own_or_empty_holes() {
    let mut g = column_capture_position(tsoro6(), [2, 2, 2, 2, 2, 2]);
    play(&mut g, &["d1"]);
    assert_eq!(g.position().awaiting(), Some(Awaiting::Bonus));
    assert_eq!(g.position().picks_left(), 2);
    assert_eq!(
        g.position().legal_actions(),
        vec![action("xc4"), action("xd4"), action("xe4")]
    );
    assert_eq!(
        refusal(&g, "xa4"),
        "a4 is a head: heads cannot be taken by a bonus pick"
    );
    assert_eq!(
        refusal(&g, "xb4"),
        "b4 is a head: heads cannot be taken by a bonus pick"
    );
    assert_eq!(
        refusal(&g, "xf2"),
        "f2 is your own hole; bonus picks take enemy holes"
    );
    assert_eq!(refusal(&g, "xf4"), "f4 is empty");
    assert_eq!(
        refusal(&g, "c4"),
        "South must first pick 2 more bonus holes"
    );
    play(&mut g, &["xc4"]);
    assert_eq!(g.position().picks_left(), 1);
    play(&mut g, &["xe4"]);
    assert_eq!(g.position().captured(S), 8);
    assert_eq!(g.position().rows()[3], vec![2, 2, 0, 2, 0, 0]);
    assert_eq!(g.position().to_move(), Some(N), "no extra turn in Tsoro");
}

#[test]
fn bonus_picks_are_automatic_when_eligible_holes_are_no_more_than_owed() {
    // After the column, only c4 may be picked (a4, b4 are heads): it is taken by itself.
    let mut g = column_capture_position(tsoro6(), [2, 2, 2, 0, 0, 2]);
    let events = report(&mut g, "d1");
    assert!(events.contains(&Event::Captured {
        by: S,
        kind: CaptureKind::ForcedPick,
        holes: vec![(hole("c4"), 2)],
        seeds: 2
    }));
    assert_eq!(g.position().captured(S), 6);
    assert_eq!(g.position().to_move(), Some(N));
    assert_eq!(g.position().awaiting(), Some(Awaiting::Sow));
}

#[test]
fn three_bonus_picks_with_three_eligible_holes_are_all_taken_at_once() {
    let mut g = column_capture_position(tsoro6().with_bonus_picks(3), [2, 2, 2, 2, 2, 2]);
    play(&mut g, &["d1"]);
    assert_eq!(g.position().captured(S), 10);
    assert_eq!(g.position().rows()[3], vec![2, 2, 0, 0, 0, 0]);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn one_bonus_pick_variant_asks_for_one() {
    let mut g = column_capture_position(tsoro6().with_bonus_picks(1), [2, 2, 2, 2, 2, 2]);
    play(&mut g, &["d1"]);
    assert_eq!(g.position().picks_left(), 1);
    play(&mut g, &["xd4"]);
    assert_eq!(g.position().captured(S), 6);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn no_bonus_variant_ends_the_move_after_the_column() {
    let mut g = column_capture_position(tsoro6().with_bonus_picks(0), [2, 2, 2, 2, 2, 2]);
    play(&mut g, &["d1"]);
    assert_eq!(g.position().captured(S), 4);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn no_capture_when_the_enemy_inner_hole_opposite_is_empty() {
    let mut g = column_capture_position(tsoro6(), [2, 2, 2, 2, 2, 2]);
    let mut rows = g.position().rows();
    rows[2][5] = 0;
    g = Game::from_position(tsoro6(), &rows, S, [0, 0]).unwrap();
    play(&mut g, &["d1"]);
    assert_eq!(g.position().captured(S), 0);
    assert_eq!(g.position().rows()[3][5], 2, "f4 stays");
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn no_capture_when_the_move_ends_in_the_outer_row() {
    // A single seed b1 → c1 with a full column c opposite: no capture from the outer row.
    let mut g = position(
        tsoro6(),
        &[&[0, 1, 0, 0, 0, 0], &[0; 6], &[0, 0, 2, 0, 0, 0], &[2; 6]],
        S,
        [0, 0],
    );
    play(&mut g, &["b1"]);
    assert_eq!(g.position().captured(S), 0);
}

#[test]
fn the_column_capture_takes_a_head_too() {
    // b2's single seed goes to a2 (empty, inner): a3 and the head a4 are taken. Then
    // the only other enemy seeds are in the head b4, which bonus picks cannot touch.
    let mut g = position(
        tsoro6(),
        &[
            &[0; 6],
            &[0, 1, 0, 0, 0, 0],
            &[1, 0, 0, 0, 0, 0],
            &[2, 2, 0, 0, 0, 0],
        ],
        S,
        [0, 0],
    );
    play(&mut g, &["b2"]);
    assert_eq!(g.position().captured(S), 3);
    assert_eq!(g.position().rows()[3], vec![0, 2, 0, 0, 0, 0]);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn a_player_without_a_legal_move_loses() {
    // South's a1 (2): b1, c1 (outer, no capture). North holds only single seeds, each
    // followed by an occupied hole, so North cannot move and South wins.
    let mut g = position(
        tsoro6(),
        &[&[2, 0, 0, 0, 0, 0], &[0; 6], &[1; 6], &[1; 6]],
        S,
        [0, 0],
    );
    play(&mut g, &["a1"]);
    let outcome = g.position().outcome().expect("North cannot move");
    assert_eq!(outcome.winner, Some(S));
    assert_eq!(outcome.reason, EndReason::NoLegalMove);
    assert_eq!(g.position().to_move(), None);
    assert_eq!(g.position().awaiting(), None);
}

#[test]
fn a_player_with_no_seeds_loses_at_the_start_of_their_turn() {
    let g = position(tsoro6(), &[&[0; 6], &[0; 6], &[0; 6], &[2; 6]], S, [0, 0]);
    assert_eq!(g.position().outcome().unwrap().winner, Some(N));
}

#[test]
fn one_head_variant_starts_the_head_with_three_and_relays_through_e1() {
    let mut g = Game::new(tsoro6().with_heads(1)).unwrap();
    assert_eq!(g.position().rows()[0], vec![2, 2, 2, 2, 2, 3]);
    assert_eq!(g.position().rows()[3], vec![3, 2, 2, 2, 2, 2]);
    assert_eq!(g.position().seeds_on_board(), 26);
    assert!(g.position().is_head(hole("f1")) && !g.position().is_head(hole("e1")));
    assert!(g.position().is_head(hole("a4")) && !g.position().is_head(hole("b4")));
    // c1 (2): d1, e1 = 3, not a head here → relay: f1 = 4, f2, e2 (empty: end).
    play(&mut g, &["c1"]);
    assert_eq!(g.position().rows()[0], vec![2, 2, 0, 3, 0, 4]);
    assert_eq!(g.position().rows()[1], vec![0, 0, 0, 0, 1, 1]);
    assert_eq!(g.position().to_move(), Some(N));
    // With two heads the same sowing waits at e1.
    let mut g = Game::new(tsoro6()).unwrap();
    play(&mut g, &["c1"]);
    assert_eq!(g.position().pending_head(), Some(hole("e1")));
}

#[test]
fn the_heads_are_t1_u1_and_a4_b4_on_the_full_board() {
    let g = Game::new(Rules::tsoro(21)).unwrap();
    let heads: Vec<String> = (1..=4u8)
        .flat_map(|row| (0..21u8).map(move |col| mancala_rules::Hole::new(col, row)))
        .filter(|&h| g.position().is_head(h))
        .map(|h| h.to_string())
        .collect();
    assert_eq!(heads, ["t1", "u1", "a4", "b4"]);
}

#[test]
fn choices_out_of_turn_are_refused_in_words() {
    let mut g = Game::new(tsoro6()).unwrap();
    assert_eq!(refusal(&g, "a4"), "a4 is North's hole");
    assert_eq!(refusal(&g, "a2"), "a2 is empty");
    assert_eq!(
        refusal(&g, "continue"),
        "there is no head choice to make now"
    );
    play(&mut g, &["a1"]);
    assert_eq!(
        refusal(&g, "b1"),
        "South must first choose to continue sowing from f1 or stop there"
    );
    assert_eq!(
        refusal(&g, "xb4"),
        "South must first choose to continue sowing from f1 or stop there"
    );
}

#[test]
fn continuing_into_a_repeated_lap_start_ends_the_move_by_the_endless_sowing_rule() {
    // South's circuit a1..f1, f2..a2 holds [1,0,1,0,2,3, 2,0,1,0,1,0]; f2 is sown.
    // Answering continue at every head runs into a repeated lap start (brute force:
    // every head choice taken as continue).
    let expected = brute_force_laps([1, 0, 1, 0, 2, 3, 2, 0, 1, 0, 1, 0], 6, |c| c == 1).unwrap();
    let mut g = position(
        tsoro6(),
        &[&[1, 0, 1, 0, 2, 3], &[0, 1, 0, 1, 0, 2], &[0; 6], &[2; 6]],
        S,
        [0, 0],
    );
    // A silent twin takes the quiet path for the first laps and looks the lap sequence
    // ahead when it continues; it must stop at the same lap start.
    let mut silent = g.clone();
    let mut events = report(&mut g, "f2");
    play(&mut silent, &["f2"]);
    let mut continues = 0;
    while g.position().to_move() == Some(S) && g.position().awaiting() == Some(Awaiting::Head) {
        continues += 1;
        events.extend(report(&mut g, "continue"));
        play(&mut silent, &["continue"]);
        assert_eq!(silent.position().rows(), g.position().rows());
        assert_eq!(silent.position().awaiting(), g.position().awaiting());
    }
    assert_eq!(silent.position().to_move(), g.position().to_move());
    assert!(continues > 0, "the loop passes through heads");
    let laps = events.iter().find_map(|e| match e {
        Event::EndlessSowing { laps, .. } => Some(*laps),
        _ => None,
    });
    assert_eq!(laps, Some(expected as u64));
    assert_eq!(g.position().captured(S), 0, "no capture");
    assert_eq!(g.position().to_move(), Some(N), "the turn passes");
    assert_eq!(
        g.position().seeds_on_side(S),
        11,
        "nothing left the circuit"
    );
}

#[test]
fn the_third_occurrence_of_a_position_ends_a_tsoro_game_by_seeds_on_each_side() {
    // Found by a random search: from this position the players go round a cycle of 16
    // actions without capturing. No capture: South keeps 5 seeds, North 7; North wins.
    let mut g = position(
        tsoro6(),
        &[
            &[0, 2, 1, 0, 0, 0],
            &[1, 0, 0, 0, 1, 0],
            &[0, 1, 0, 1, 0, 1],
            &[2, 0, 0, 0, 1, 1],
        ],
        S,
        [0, 0],
    );
    let cycle = [
        "b1", "a4", "c1", "f4", "d1", "c4", "e1", "b4", "f1", "a4", "f2", "f4", "c2", "c4", "b2",
        "b4",
    ];
    play(&mut g, &cycle);
    let after_first = (g.position().rows(), g.position().to_move());
    play(&mut g, &cycle[..12]);
    assert!(!g.position().is_over());
    play(&mut g, &cycle[12..]);
    assert_eq!(
        (g.position().rows(), g.position().to_move()),
        (after_first.0.clone(), None)
    );
    let outcome = g.position().outcome().expect("third occurrence");
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(
        (g.position().seeds_on_side(S), g.position().seeds_on_side(N)),
        (5, 7)
    );
    assert_eq!(outcome.winner, Some(N));
    // The status line says what decided it: the seeds on each side, not the captures.
    assert_eq!(
        mancala_tui::words::position::status_line(&g, &["South".into(), "North".into()]),
        "Game over: North wins 0 to 0 captured (the same position for the third time: \
         5 to 7 stones on their sides)."
    );
}

#[test]
fn a_player_left_without_a_move_loses_and_the_status_says_who() {
    // North has only singletons, each with a seed in the next hole of its circuit.
    let g = position(
        tsoro6(),
        &[&[2, 2, 0, 0, 0, 0], &[0; 6], &[1; 6], &[1; 6]],
        N,
        [3, 5],
    );
    let outcome = g.position().outcome().expect("North cannot move");
    assert_eq!(outcome.reason, EndReason::NoLegalMove);
    assert_eq!(outcome.winner, Some(S), "even with fewer seeds captured");
    assert_eq!(
        mancala_tui::words::position::status_line(&g, &["Ana".into(), "Ben".into()]),
        "Game over: Ana (South) wins 3 to 5 captured (Ben (North) has no legal move left)."
    );
}
