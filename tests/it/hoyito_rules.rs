//! Hoyito II: one test per rule and per decision of the rules brief, each on a position
//! worked out by hand. Boards are written as rows from row 1 (South) upwards.

use crate::common;
use common::*;
use mancala_rules::{Awaiting, CaptureKind, EndReason, Event, Game, Player, Rules};

const S: Player = Player::South;
const N: Player = Player::North;

#[test]
fn start_has_four_seeds_in_every_hole_and_south_moves() {
    for n in [4u8, 6, 12] {
        let g = Game::new(Rules::hoyito(n)).unwrap();
        assert_eq!(g.position().rows(), vec![vec![4; n as usize]; 2]);
        assert_eq!(g.position().seeds_on_board(), 8 * n as u16);
        assert_eq!(g.position().to_move(), Some(S));
        assert_eq!(g.position().awaiting(), Some(Awaiting::Sow));
    }
}

#[test]
fn board_sizes_outside_4_to_12_are_refused() {
    for n in [3u8, 13] {
        let e = Game::new(Rules::hoyito(n)).err().unwrap().to_string();
        assert!(e.contains("4 to 12"), "{e}");
    }
}

#[test]
fn opening_c1_relays_round_both_rows_and_ends_in_e1() {
    // c1 → d1 e1 f1 f2 (f2 = 5, relay) → e2..a2 (a2 = 5, relay) → a1..e1 (e1 = 6, relay)
    // → f1 f2 e2 d2 c2 b2 (b2 = 6, relay) → a2 a1 b1 c1 d1 e1 (e1 was empty: end).
    let mut g = Game::new(Rules::hoyito(6)).unwrap();
    let events = report(&mut g, "c1");
    assert_eq!(
        g.position().rows(),
        vec![vec![6, 6, 2, 7, 1, 6], vec![1, 0, 6, 6, 6, 1]]
    );
    assert_eq!(g.position().to_move(), Some(N));
    let laps: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::LapStarted { from, .. } => Some(from.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(laps, ["c1", "f2", "a2", "e1", "b2"]);
    assert!(events.contains(&Event::EndedInEmpty { hole: hole("e1") }));
}

#[test]
fn north_sows_counterclockwise_right_to_left_along_its_row() {
    // North's f2 (2 seeds) goes to e2 and d2; d2 was empty.
    let mut g = position(
        Rules::hoyito(6),
        &[&[1, 0, 0, 0, 0, 0], &[0, 0, 0, 0, 0, 2]],
        N,
        [0, 0],
    );
    play(&mut g, &["f2"]);
    assert_eq!(
        g.position().rows(),
        vec![vec![1, 0, 0, 0, 0, 0], vec![0, 0, 0, 1, 1, 0]]
    );
    // And a2 continues into South's a1.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 0, 0, 0, 0, 1], &[2, 0, 0, 0, 0, 0]],
        N,
        [0, 0],
    );
    play(&mut g, &["a2"]);
    assert_eq!(
        g.position().rows(),
        vec![vec![1, 1, 0, 0, 0, 1], vec![0, 0, 0, 0, 0, 0]]
    );
}

#[test]
fn a_long_lap_does_not_skip_its_origin() {
    // 2x4: a1 holds 9. b1..d1, d2..a2 get one each, a1 (the origin) the 8th, b1 the 9th
    // (b1 = 2, relay) → c1 d1 (d1 = 2) → d2 c2 (c2 = 2) → b2 a2 (a2 = 2) → a1 b1 (b1 empty).
    let mut g = position(Rules::hoyito(4), &[&[9, 0, 0, 0], &[0, 0, 0, 0]], S, [0, 0]);
    play(&mut g, &["a1"]);
    assert_eq!(
        g.position().rows(),
        vec![vec![2, 1, 2, 0], vec![0, 2, 0, 2]]
    );
}

#[test]
fn last_seed_making_four_captures_a_casa_and_plays_again() {
    // b1's one seed makes c1 = 4: a casa. b1 (now empty) stops the chain.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 2], &[1, 1, 1, 1, 1, 3]],
        S,
        [0, 0],
    );
    let events = report(&mut g, "b1");
    assert_eq!(g.position().captured(S), 4);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 0, 0, 0, 0, 2], vec![1, 1, 1, 1, 1, 3]]
    );
    assert_eq!(
        g.position().to_move(),
        Some(S),
        "a capture earns an extra turn"
    );
    assert!(events.contains(&Event::ExtraTurn { player: S }));
    assert!(events.contains(&Event::Captured {
        by: S,
        kind: CaptureKind::Casa,
        holes: vec![(hole("c1"), 4)],
        seeds: 4
    }));
}

#[test]
fn a_four_made_in_the_middle_of_a_lap_is_not_captured() {
    // a1's 2 seeds: b1 becomes 4 mid-lap, the last seed falls in the empty c1.
    let mut g = position(
        Rules::hoyito(6),
        &[&[2, 3, 0, 0, 0, 0], &[1, 1, 1, 1, 1, 1]],
        S,
        [0, 0],
    );
    play(&mut g, &["a1"]);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 4, 1, 0, 0, 0], vec![1, 1, 1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured(S), 0);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn a_relay_lap_ending_in_a_four_captures() {
    // a1 (2): b1, c1 = 3 → relay 3 from c1: d1, e1, f1 = 4 → casa in f1. Chain back:
    // e1 = 1, so it stops. Only the last seed of a lap counts, in any lap.
    let mut g = position(
        Rules::hoyito(6),
        &[&[2, 0, 2, 0, 0, 3], &[1, 1, 1, 1, 1, 1]],
        S,
        [0, 0],
    );
    play(&mut g, &["a1"]);
    assert_eq!(g.position().captured(S), 4);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 1, 0, 1, 1, 0], vec![1, 1, 1, 1, 1, 1]]
    );
}

#[test]
fn the_backward_chain_of_fours_runs_across_both_rows_and_stops_at_the_first_gap() {
    // f1 (8): f2 e2 d2 c2 = 1, b2 a2 a1 = 4, last seed in b1 = 4: a casa. Backwards
    // (clockwise): a1 4, a2 4, b2 4 are taken; c2 holds 1, so the chain stops, and the
    // 4 in d1 beyond it stays.
    let mut g = position(
        Rules::hoyito(6),
        &[&[3, 3, 0, 4, 0, 8], &[3, 3, 0, 0, 0, 0]],
        S,
        [0, 0],
    );
    let events = report(&mut g, "f1");
    assert_eq!(g.position().captured(S), 16);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 0, 0, 4, 0, 0], vec![0, 0, 1, 1, 1, 1]]
    );
    assert!(events.contains(&Event::Captured {
        by: S,
        kind: CaptureKind::Casa,
        holes: vec![
            (hole("b1"), 4),
            (hole("a1"), 4),
            (hole("a2"), 4),
            (hole("b2"), 4)
        ],
        seeds: 16
    }));
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn a_capture_in_the_opponents_row_counts_and_earns_the_extra_turn() {
    // South's f1 (1) goes to f2 (3 → 4): a casa in North's row.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 0, 0, 0, 1, 1], &[2, 2, 2, 2, 2, 3]],
        S,
        [0, 0],
    );
    play(&mut g, &["f1"]);
    assert_eq!(g.position().captured(S), 4);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 0, 0, 0, 1, 0], vec![2, 2, 2, 2, 2, 0]]
    );
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn a_player_with_an_empty_row_passes_automatically() {
    // a1 (2): b1, c1 (empty: end). North has no seed and passes; South moves again.
    let mut g = position(
        Rules::hoyito(6),
        &[&[2, 0, 0, 0, 0, 0], &[0, 0, 0, 0, 0, 0]],
        S,
        [0, 0],
    );
    let events = report(&mut g, "a1");
    assert!(events.contains(&Event::Passed { player: N }));
    assert_eq!(g.position().to_move(), Some(S));
    assert_eq!(
        g.position().legal_actions(),
        vec![action("b1"), action("c1")]
    );
}

#[test]
fn the_extra_turn_passes_too_when_the_capturer_has_no_seeds() {
    // f1 (1) makes a casa in f2; South's row is then empty, so South passes.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 0, 0, 0, 0, 1], &[2, 2, 0, 0, 2, 3]],
        S,
        [0, 0],
    );
    let events = report(&mut g, "f1");
    assert!(events.contains(&Event::ExtraTurn { player: S }));
    assert!(events.contains(&Event::Passed { player: S }));
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn a_capture_leaving_four_seeds_takes_them_too_and_ends_the_game() {
    // b1 → c1 = 4, a casa; 4 seeds remain (e2, f2), so South takes them as well. The
    // winner is whoever captured more in all: North, 12 against 8.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 0], &[0, 0, 0, 0, 2, 2]],
        S,
        [0, 12],
    );
    let events = report(&mut g, "b1");
    assert_eq!(g.position().captured(S), 8);
    assert_eq!(g.position().seeds_on_board(), 0);
    assert!(g.position().is_over());
    assert_eq!(g.position().to_move(), None);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(outcome.winner, Some(N));
    assert_eq!(outcome.reason, EndReason::AllCaptured);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Captured {
            kind: CaptureKind::LastFour,
            seeds: 4,
            ..
        }
    )));
}

#[test]
fn a_capture_leaving_the_board_empty_ends_the_game() {
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 0], &[0; 6]],
        S,
        [20, 20],
    );
    play(&mut g, &["b1"]);
    assert!(g.position().is_over());
    assert_eq!(
        g.position().outcome().unwrap().winner,
        Some(S),
        "24 against 20"
    );
}

#[test]
fn equal_captures_are_a_draw() {
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 0], &[0; 6]],
        S,
        [20, 24],
    );
    play(&mut g, &["b1"]);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::AllCaptured)
    );
    assert_eq!(
        (g.position().captured(S), g.position().captured(N)),
        (24, 24)
    );
}

#[test]
fn refusals_say_why_in_words() {
    let g = position(Rules::hoyito(6), &[&[4, 0, 4, 4, 4, 4], &[4; 6]], S, [0, 0]);
    assert_eq!(refusal(&g, "b1"), "b1 is empty");
    assert_eq!(refusal(&g, "d2"), "d2 is North's hole");
    assert_eq!(refusal(&g, "g1"), "there is no hole g1 on a 2x6 board");
    assert_eq!(refusal(&g, "a3"), "there is no hole a3 on a 2x6 board");
    assert_eq!(refusal(&g, "stop"), "there is no head choice to make now");
    assert_eq!(refusal(&g, "xa2"), "no bonus pick is owed now");
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut g = Game::new(Rules::hoyito(6)).unwrap();
    let before = g.position().rows();
    assert!(g.apply(action("c2")).is_err());
    assert_eq!(g.position().rows(), before);
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn legal_actions_are_the_non_empty_holes_of_the_movers_row() {
    let g = position(Rules::hoyito(6), &[&[4, 0, 4, 0, 0, 1], &[4; 6]], S, [0, 0]);
    assert_eq!(
        g.position().legal_actions(),
        vec![action("a1"), action("c1"), action("f1")]
    );
}

/// A single seed travelling round 2x4: every pass is automatic, and the position with
/// the seed in d1 and South to move comes back after every 8 actions.
#[test]
fn the_third_occurrence_of_a_position_ends_the_game_and_rows_are_taken() {
    let mut g = position(Rules::hoyito(4), &[&[0, 0, 0, 1], &[0; 4]], S, [0, 0]);
    let circuit = ["d1", "d2", "c2", "b2", "a2", "a1", "b1", "c1"];
    play(&mut g, &circuit);
    assert!(!g.position().is_over(), "second occurrence");
    play(&mut g, &circuit[..7]);
    assert!(!g.position().is_over());
    let events = report(&mut g, "c1");
    let outcome = g
        .position()
        .outcome()
        .expect("third occurrence ends the game");
    assert_eq!(outcome.reason, EndReason::Repetition);
    // South takes the seed left in its own row and wins 1 to 0.
    assert_eq!((g.position().captured(S), g.position().captured(N)), (1, 0));
    assert_eq!(outcome.winner, Some(S));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Captured {
            kind: CaptureKind::RowAtRepetition,
            by: S,
            seeds: 1,
            ..
        }
    )));
}

#[test]
fn a_capture_clears_the_repetition_history() {
    // After a capture the same counts cannot recur, so the history starts again.
    let mut g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 2], &[1, 1, 1, 1, 1, 3]],
        S,
        [0, 0],
    );
    assert_eq!(g.positions_since_capture(), 1);
    play(&mut g, &["b1"]);
    assert_eq!(
        g.positions_since_capture(),
        1,
        "only the position after the capture"
    );
}
