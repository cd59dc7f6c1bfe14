//! Hoyito I and Hoyito III: one test per rule and per decision of the variants brief,
//! each on a position worked out by hand. Boards are rows from row 1 (South) upwards,
//! each from column a. On 2x4 the circuit is a1 b1 c1 d1, then d2 c2 b2 a2.

use crate::common;
use common::*;
use mancala_rules::{CaptureKind, EndReason, Event, Game, HoyitoForm, Player, Rules, RulesError};

const S: Player = Player::South;
const N: Player = Player::North;

fn hoyito_i(n: u8) -> Rules {
    Rules::hoyito_form(HoyitoForm::I, n)
}

fn hoyito_iii(n: u8) -> Rules {
    Rules::hoyito_form(HoyitoForm::III, n)
}

/// The holes a report's captures of `kind` took, in order.
fn taken(events: &[Event], kind: CaptureKind) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Captured { kind: k, holes, .. } if *k == kind => Some(holes),
            _ => None,
        })
        .flatten()
        .map(|(h, _)| h.to_string())
        .collect()
}

// ----- Hoyito I -----

#[test]
fn hoyito_i_starts_as_hoyito_ii_and_takes_no_four_of_the_start() {
    // Decision: a casa is only made by a drop. Every hole starts with 4 and none is
    // taken; the board and the first choices are Hoyito II's.
    for n in [4u8, 6, 12] {
        let g = Game::new(hoyito_i(n)).unwrap();
        assert_eq!(g.position().rows(), vec![vec![4; n as usize]; 2]);
        assert_eq!(g.position().captured_both(), [0, 0]);
        assert_eq!(g.position().legal_actions().len(), n as usize);
    }
    for n in [3u8, 13] {
        assert_eq!(
            Game::new(hoyito_i(n)).err(),
            Some(RulesError::HolesPerRow {
                game: mancala_rules::GameKind::HoyitoII,
                got: n
            })
        );
    }
}

#[test]
fn hoyito_i_a_drop_making_four_takes_it_en_passant_and_the_sowing_goes_on() {
    // a1's 2 seeds: b1 3 → 4, taken at once (South 4); c1 0 → 1, the last seed in an
    // empty hole: the move ends, North to move. Hoyito II leaves b1 its 4.
    let rows: &[&[u8]] = &[&[2, 3, 0, 0], &[1, 1, 1, 1]];
    let mut g = position(hoyito_i(4), rows, S, [0, 0]);
    let events = report(&mut g, "a1");
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 0, 1, 0], vec![1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured_both(), [4, 0]);
    assert_eq!(g.position().to_move(), Some(N));
    assert_eq!(taken(&events, CaptureKind::EnPassant), ["b1"]);
    assert!(events.contains(&Event::EndedInEmpty { hole: hole("c1") }));

    let mut ii = position(Rules::hoyito(4), rows, S, [0, 0]);
    ii.apply(action("a1")).unwrap();
    assert_eq!(
        ii.position().rows(),
        vec![vec![0, 4, 1, 0], vec![1, 1, 1, 1]]
    );
    assert_eq!(ii.position().captured_both(), [0, 0]);
}

#[test]
fn hoyito_i_the_last_seed_making_four_takes_the_casa_and_the_turn_passes() {
    // a1's 2 seeds: b1 0 → 1, c1 3 → 4 with the last seed: the casa c1 is taken (South
    // 4) and the move ends. No extra turn: North moves (Hoyito II: South again).
    let mut g = position(hoyito_i(4), &[&[2, 0, 3, 0], &[1, 1, 1, 1]], S, [0, 0]);
    let events = report(&mut g, "a1");
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 1, 0, 0], vec![1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured_both(), [4, 0]);
    assert_eq!(taken(&events, CaptureKind::Casa), ["c1"]);
    assert!(taken(&events, CaptureKind::EnPassant).is_empty());
    assert!(!events.iter().any(|e| matches!(e, Event::ExtraTurn { .. })));
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn hoyito_i_the_last_seed_in_an_occupied_hole_relays_and_an_empty_row_passes() {
    // a1's seed: b1 1 → 2, occupied: b1's 2 are lifted, c1 0 → 1, d1 0 → 1, ending in
    // the empty d1. North has no seed and passes (as in Hoyito II): South moves.
    let mut g = position(hoyito_i(4), &[&[1, 1, 0, 0], &[0, 0, 0, 0]], S, [14, 16]);
    let events = report(&mut g, "a1");
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 0, 1, 1], vec![0, 0, 0, 0]]
    );
    let laps = events
        .iter()
        .filter(|e| matches!(e, Event::LapStarted { .. }))
        .count();
    assert_eq!(laps, 2);
    assert!(events.contains(&Event::Passed { player: N }));
    assert_eq!(g.position().to_move(), Some(S));
}

#[test]
fn hoyito_i_a_four_that_gets_no_seed_is_not_taken() {
    // Decision: c1 holds 4 but a1's seed falls in b1 (empty): the move ends, c1 keeps
    // its 4 and nothing is captured.
    let mut g = position(hoyito_i(4), &[&[1, 0, 4, 0], &[0, 0, 3, 0]], S, [0, 0]);
    g.apply(action("a1")).unwrap();
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 1, 4, 0], vec![0, 0, 3, 0]]
    );
    assert_eq!(g.position().captured_both(), [0, 0]);
}

#[test]
fn hoyito_i_a_hole_taken_in_a_lap_is_empty_and_its_origin_is_not_skipped() {
    // Decision: a1's 9 seeds go round the 8 holes: b1 3 → 4 taken (South 4), c1 d1 d2
    // c2 b2 a2 get 1 each, the origin a1 gets 1 (not skipped), and the 9th falls in
    // b1, taken in this lap and so empty: 1 there, the move ends.
    let mut g = position(hoyito_i(4), &[&[9, 3, 0, 0], &[0, 0, 0, 0]], S, [0, 0]);
    let events = report(&mut g, "a1");
    assert_eq!(
        g.position().rows(),
        vec![vec![1, 1, 1, 1], vec![1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured_both(), [4, 0]);
    assert!(events.contains(&Event::EndedInEmpty { hole: hole("b1") }));
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn hoyito_i_a_capture_leaving_four_gives_them_to_the_mover_and_ends_the_game() {
    // a1's 2 seeds: b1 3 → 4 taken (South 8), c1 0 → 1 ends the move. Left: c1 1 and
    // c2 3, exactly 4, after a capture of the mover: South takes them, 12 to 4.
    let mut g = position(hoyito_i(4), &[&[2, 3, 0, 0], &[0, 0, 3, 0]], S, [4, 4]);
    let events = report(&mut g, "a1");
    assert_eq!(taken(&events, CaptureKind::LastFour), ["c1", "c2"]);
    assert_eq!(g.position().captured_both(), [12, 4]);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(outcome.winner, Some(S));
    assert_eq!(outcome.reason, EndReason::AllCaptured);
}

#[test]
fn hoyito_i_four_left_without_a_capture_in_the_move_play_on() {
    // a1's seed ends in the empty b1: 4 seeds are left (b1 1, c2 3) but South captured
    // nothing in the move, so the game goes on with North to move.
    let mut g = position(hoyito_i(4), &[&[1, 0, 0, 0], &[0, 0, 3, 0]], S, [14, 14]);
    g.apply(action("a1")).unwrap();
    assert!(!g.position().is_over());
    assert_eq!(g.position().seeds_on_board(), 4);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn hoyito_i_an_endless_relay_keeps_the_en_passant_captures_made_before_it() {
    // Found among random 2x5 games (endless relays are common on 2x5): North's d2 (11
    // seeds) relays 51 laps, taking four holes of 4 en passant on the way (16 seeds),
    // and its 52nd lap start repeats an earlier one. The move ends there, the turn
    // passes, and the 16 stay North's; 8 seeds are left, so no end rule applies.
    let start: mancala_rules::Position = "hoyito-i 5 | 3 0 3 1 0 / 0 3 0 11 3 | 16 0 | north"
        .parse()
        .unwrap();
    let rows = start.rows();
    let mut g = position(
        *start.rules(),
        &[&rows[0], &rows[1]],
        N,
        start.captured_both(),
    );
    let events = report(&mut g, "d2");
    assert_eq!(taken(&events, CaptureKind::EnPassant).len(), 4);
    assert!(events.contains(&Event::EndlessSowing {
        laps: 51,
        at: hole("c2")
    }));
    assert_eq!(g.position().captured_both(), [16, 16]);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 1, 0, 2, 1], vec![1, 0, 2, 1, 0]]
    );
    assert_eq!(g.position().to_move(), Some(S));
    // The quiet path (the computer's) stops at the same place.
    let mut quiet = position(*start.rules(), &[&rows[0], &rows[1]], N, [16, 0]);
    quiet.apply(action("d2")).unwrap();
    assert_eq!(quiet.position(), g.position());
}

// ----- Hoyito III -----

#[test]
fn hoyito_iii_takes_the_casa_without_the_backward_chain_and_plays_again() {
    // a1's 2 seeds: b1 3 → 4 (mid-lap: not taken, no en passant), c1 3 → 4 with the
    // last seed: the casa c1 (South 4). No chain: b1 keeps its 4 (Hoyito II takes it
    // too, 8). The extra turn is kept: South moves again.
    let rows: &[&[u8]] = &[&[2, 3, 3, 0], &[1, 1, 1, 1]];
    let mut g = position(hoyito_iii(4), rows, S, [0, 0]);
    let events = report(&mut g, "a1");
    assert_eq!(taken(&events, CaptureKind::Casa), ["c1"]);
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 4, 0, 0], vec![1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured_both(), [4, 0]);
    assert!(events.contains(&Event::ExtraTurn { player: S }));
    assert_eq!(g.position().to_move(), Some(S));

    // Hoyito II takes c1 and the chain b1, and then the 4 left (row 2) too.
    let mut ii = position(Rules::hoyito(4), rows, S, [0, 0]);
    let events = report(&mut ii, "a1");
    assert_eq!(taken(&events, CaptureKind::Casa), ["c1", "b1"]);
    assert_eq!(ii.position().captured_both(), [12, 0]);
}

#[test]
fn hoyito_iii_takes_nothing_en_passant() {
    // a1's 2 seeds: b1 3 → 4 mid-lap, c1 0 → 1 ends the move: nothing captured, b1
    // keeps 4, North to move.
    let mut g = position(hoyito_iii(4), &[&[2, 3, 0, 0], &[1, 1, 1, 1]], S, [0, 0]);
    g.apply(action("a1")).unwrap();
    assert_eq!(
        g.position().rows(),
        vec![vec![0, 4, 1, 0], vec![1, 1, 1, 1]]
    );
    assert_eq!(g.position().captured_both(), [0, 0]);
    assert_eq!(g.position().to_move(), Some(N));
}

#[test]
fn hoyito_iii_relays_as_hoyito_ii() {
    // a1's seed makes b1 2: relay, c1 and d1 get 1 each, ending in the empty d1; North
    // (no seed) passes. The same as Hoyito II, seed for seed.
    let rows: &[&[u8]] = &[&[1, 1, 0, 0], &[0, 0, 0, 0]];
    let mut iii = position(hoyito_iii(4), rows, S, [14, 16]);
    let mut ii = position(Rules::hoyito(4), rows, S, [14, 16]);
    let (a, b) = (report(&mut iii, "a1"), report(&mut ii, "a1"));
    assert_eq!(a, b);
    assert_eq!(
        iii.position().rows(),
        vec![vec![0, 0, 1, 1], vec![0, 0, 0, 0]]
    );
    assert_eq!(iii.position().to_move(), Some(S));
}

#[test]
fn hoyito_iii_a_casa_leaving_four_takes_them_too_and_ends_the_game() {
    // a1's seed makes b1 4: the casa (South 16); d2's 4 are all that is left, so South
    // takes them too: 20 to 12, South wins.
    let mut g = position(hoyito_iii(4), &[&[1, 3, 0, 0], &[0, 0, 0, 4]], S, [12, 12]);
    let events = report(&mut g, "a1");
    assert_eq!(taken(&events, CaptureKind::LastFour), ["d2"]);
    assert_eq!(g.position().captured_both(), [20, 12]);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(S), EndReason::AllCaptured)
    );
}

#[test]
fn hoyito_iii_a_casa_emptying_the_board_ends_the_game_and_equal_is_a_draw() {
    // a1's seed makes b1 4, the last seeds on the board: South takes them, 16 to 16.
    let mut g = position(hoyito_iii(4), &[&[1, 3, 0, 0], &[0, 0, 0, 0]], S, [12, 16]);
    g.apply(action("a1")).unwrap();
    assert_eq!(g.position().captured_both(), [16, 16]);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::AllCaptured)
    );
}

#[test]
fn the_hoyito_forms_are_named_and_keep_to_their_board() {
    assert_eq!(hoyito_i(6).describe(), "Hoyito I 2x6");
    assert_eq!(hoyito_iii(12).describe(), "Hoyito III 2x12");
    assert_eq!(hoyito_i(6).game_key(), "hoyito-i");
    assert_eq!(hoyito_iii(6).game_key(), "hoyito-iii");
    // A Tsoro rule on Hoyito's board is refused, naming its key.
    let e = Game::new(hoyito_i(6).with_extra_counters(true))
        .err()
        .unwrap();
    assert_eq!(e.key(), "extra_counters");
    assert_eq!(
        e.to_string(),
        "rules.extra_counters is a rule of Tsoro, not of Hoyito"
    );
    let e = Game::new(hoyito_iii(6).with_reentered_captures(true))
        .err()
        .unwrap();
    assert_eq!(e.key(), "reentered_captures");
}
