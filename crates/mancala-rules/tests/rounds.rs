//! Match play in rounds and closed holes, on positions worked out by hand (the
//! variants brief, "Match play in rounds").

use mancala_rules::{
    Action, CaptureKind, Event, Game, HoyitoForm, Match, MatchError, Player, Position,
    PositionError, RoundEnd, Rules, Setup, closed_after, round_end,
};

fn holes(names: &[&str]) -> Vec<mancala_rules::Hole> {
    names.iter().map(|n| n.parse().unwrap()).collect()
}

fn act(name: &str) -> Action {
    name.parse().unwrap()
}

/// A set-up position with closed holes (they hold 0 in `rows`).
fn closed_position(
    rules: Rules,
    rows: [&[u8]; 2],
    closed: &[&str],
    to_move: Player,
    captured: [u16; 2],
    last_four: Option<Player>,
) -> Position {
    Setup {
        closed: holes(closed),
        last_four,
        ..Setup::new(rows.map(|r| r.to_vec()).to_vec(), to_move, captured)
    }
    .into_position(rules)
    .unwrap()
}

/// The holes seeds were dropped in, in order.
fn drops(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::SeedDropped { hole, .. } => Some(hole.to_string()),
            _ => None,
        })
        .collect()
}

/// 2x4 with c1 and b2 closed: the circuit is a1 b1 d1 d2 c2 a2. South's a1 (2 seeds)
/// drops in b1 and d1 (not c1); d1 held 1, so its 2 relay into d2 and c2, which was
/// empty: the move ends there and North moves. (With c1 open the lap would end in the
/// empty c1.)
#[test]
fn a_relay_goes_round_closed_holes() {
    let p = closed_position(
        Rules::hoyito(4),
        [&[2, 0, 0, 1], &[3, 0, 0, 2]],
        &["c1", "b2"],
        Player::South,
        [0, 0],
        None,
    );
    assert_eq!(p.layout().circuit_len(), 6);
    let mut game = Game::from(p);
    let events = game.apply_reported(act("a1")).unwrap();
    assert_eq!(drops(&events), ["b1", "d1", "d2", "c2"]);
    assert_eq!(
        game.position().rows(),
        vec![vec![0, 1, 0, 0], vec![3, 0, 1, 3]]
    );
    assert_eq!(game.position().to_move(), Some(Player::North));
    // A closed hole is no choice: it holds nothing this round.
    assert!(game.apply(act("b2")).is_err());
}

/// 2x4 with c1 and b2 closed. South's a1 (3) drops in b1, d1 and d2: d2 makes 4, a
/// casa; the chain back takes d1 (4), passes over the closed c1 and takes b1 (4), and
/// stops at the empty a1: 12 seeds. (With c1 open and empty the chain would stop
/// there.) South plays again but has no seed in the open holes of row 1: South passes,
/// North moves.
#[test]
fn the_backward_chain_and_a_pass_go_round_closed_holes() {
    let p = closed_position(
        Rules::hoyito(4),
        [&[3, 3, 0, 3], &[5, 0, 3, 3]],
        &["c1", "b2"],
        Player::South,
        [4, 8],
        None,
    );
    let mut game = Game::from(p);
    let events = game.apply_reported(act("a1")).unwrap();
    let casa: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Captured {
                kind: CaptureKind::Casa,
                holes,
                seeds,
                ..
            } => Some((
                holes.iter().map(|(h, _)| h.to_string()).collect::<Vec<_>>(),
                *seeds,
            )),
            _ => None,
        })
        .collect();
    assert_eq!(casa, [(vec!["d2".into(), "d1".into(), "b1".into()], 12)]);
    assert!(events.contains(&Event::Passed {
        player: Player::South
    }));
    let after = game.position();
    assert_eq!(after.captured_both(), [16, 8]);
    assert_eq!(after.rows(), vec![vec![0, 0, 0, 0], vec![5, 0, 3, 0]]);
    assert_eq!(after.to_move(), Some(Player::North));
}

/// Hoyito I on 2x4 with c1 and b2 closed: a1's 3 seeds drop in b1 (3 makes 4: taken en
/// passant), d1, and d2 (empty: the move ends). The closed c1 is passed over.
#[test]
fn en_passant_goes_round_closed_holes() {
    let p = closed_position(
        Rules::hoyito_form(HoyitoForm::I, 4),
        [&[3, 3, 0, 1], &[2, 0, 2, 0]],
        &["c1", "b2"],
        Player::South,
        [0, 0],
        None,
    );
    let mut game = Game::from(p);
    let events = game.apply_reported(act("a1")).unwrap();
    assert_eq!(drops(&events), ["b1", "d1", "d2"]);
    assert_eq!(game.position().captured_both(), [4, 0]);
    assert_eq!(
        game.position().rows(),
        vec![vec![0, 0, 0, 2], vec![2, 0, 2, 1]]
    );
    assert_eq!(game.position().to_move(), Some(Player::North));
}

/// Totals fill holes from each player's own left, 4 a hole; the rest is set aside.
/// 2x6: South's 30 fill all six (24) and set 6 aside (more than the row holds); North's
/// 18 fill four, from f2 leftwards (f2 e2 d2 c2), and set 2 aside; a2 and b2 close.
#[test]
fn holes_are_filled_from_the_left_and_the_rest_set_aside() {
    assert_eq!(
        round_end(6, [30, 18]),
        RoundEnd::Next {
            filled: [6, 4],
            set_aside: [6, 2]
        }
    );
    assert_eq!(closed_after(6, [6, 4]), holes(&["a2", "b2"]));
    // South's 13: a1 b1 c1 filled, 1 aside; d1 e1 f1 closed.
    assert_eq!(
        round_end(6, [13, 35]),
        RoundEnd::Next {
            filled: [3, 6],
            set_aside: [1, 11]
        }
    );
    assert_eq!(closed_after(6, [3, 6]), holes(&["d1", "e1", "f1"]));
}

/// The end of a round 2 (started by North) on 2x6 with e1 and f1 closed: South's c1
/// (1 seed) makes d1 a casa (4), leaving a2's 4, which South takes too: the round is
/// over, South having captured 20 + 8 and set 2 aside, North 18 with none. Round 3:
/// South (30) fills all six holes, e1 and f1 open again, 6 aside; North (18) fills f2
/// to c2, 2 aside; South starts it.
#[test]
fn a_closed_hole_opens_again_when_its_owner_fills_it() {
    let round2 = closed_position(
        Rules::hoyito(6),
        [&[0, 0, 1, 3, 0, 0], &[4, 0, 0, 0, 0, 0]],
        &["e1", "f1"],
        Player::South,
        [20, 18],
        None,
    );
    let mut m = Match::at_round(2, [2, 0], round2).unwrap();
    assert_eq!(m.totals(), [22, 18]);
    m.apply(act("c1")).unwrap();
    let last = m.round_game(2).unwrap().position();
    assert_eq!(last.captured_both(), [28, 18]);
    assert!(last.is_over());
    assert_eq!(m.round(), 3);
    assert_eq!(m.closed_holes(), holes(&["a2", "b2"]));
    assert_eq!(m.set_aside(), [6, 2]);
    let start = m.game().position();
    assert_eq!(start.rows(), vec![vec![4; 6], vec![0, 0, 4, 4, 4, 4]]);
    assert_eq!(start.to_move(), Some(Player::South));
    assert_eq!(m.winner(), None);
    // Taken back across the round's end: round 2 as it was.
    assert!(m.undo());
    assert_eq!((m.round(), *m.game().position()), (2, round2));
}

/// The same last move with North's total under 4 (none captured, 2 set aside): North
/// cannot fill a hole, so South wins the match; nothing more may be played.
#[test]
fn the_match_ends_when_a_player_cannot_fill_a_hole() {
    let round2 = closed_position(
        Rules::hoyito(6),
        [&[0, 0, 1, 3, 0, 0], &[4, 0, 0, 0, 0, 0]],
        &["e1", "f1"],
        Player::South,
        [36, 0],
        None,
    );
    let mut m = Match::at_round(2, [2, 2], round2).unwrap();
    m.apply(act("c1")).unwrap();
    assert_eq!(m.totals(), [46, 2]);
    assert_eq!(m.winner(), Some(Player::South));
    assert!(m.is_over());
    assert_eq!(m.round(), 2);
    assert_eq!(
        m.apply(act("a1")),
        Err(mancala_rules::ActionError::GameOver)
    );
    assert_eq!(
        round_end(6, [46, 2]),
        RoundEnd::Won {
            winner: Player::South
        }
    );
}

/// South starts round 1, North round 2, and so on. A drawn round changes nothing but the
/// starter: after round 1 ends 24-24 on 2x6 (South's f1 takes its own casa and the
/// last four), round 2 is a new game with every hole open, nothing aside, North to move.
#[test]
fn starters_alternate_and_a_drawn_round_changes_only_the_starter() {
    assert_eq!(
        (1..=4).map(Match::starter).collect::<Vec<_>>(),
        [Player::South, Player::North, Player::South, Player::North]
    );
    let fresh = Match::new(Rules::hoyito(6)).unwrap();
    assert_eq!(fresh.game().position().to_move(), Some(Player::South));
    // Round 1 near its end: South's e1 (1) makes f1 a casa; a2's 4 are left and South
    // takes them: 16 + 8 = 24 against North's 24.
    let round1 = Setup::new(
        vec![vec![0, 0, 0, 0, 1, 3], vec![4, 0, 0, 0, 0, 0]],
        Player::South,
        [16, 24],
    )
    .into_position(Rules::hoyito(6))
    .unwrap();
    let mut m = Match::at_round(1, [0, 0], round1).unwrap();
    m.apply(act("e1")).unwrap();
    assert_eq!(
        m.round_game(1)
            .unwrap()
            .position()
            .outcome()
            .unwrap()
            .winner,
        None
    );
    assert_eq!(m.round(), 2);
    assert!(m.closed_holes().is_empty());
    assert_eq!(m.set_aside(), [0, 0]);
    let mut fresh_north = Position::new(Rules::hoyito(6)).unwrap().setup();
    fresh_north.to_move = Player::North;
    assert_eq!(
        *m.game().position(),
        fresh_north.into_position(Rules::hoyito(6)).unwrap()
    );
}

/// Hoyito III, round 2 won by North (12 + 8 against 12): round 3's last four go to
/// North. In round 3 (2x4, a1 and d2 closed), South's c1 (1) makes d1 a casa (no chain
/// in Hoyito III), leaving a2's 4: North, not South, takes them.
#[test]
fn hoyito_iii_gives_the_last_four_of_round_3_to_the_previous_rounds_winner() {
    let rules = Rules::hoyito_form(HoyitoForm::III, 4);
    // Round 2 (North started): North's c2 (1) makes b2 a casa and takes a2's 4 too.
    let round2 = Setup::new(vec![vec![0; 4], vec![4, 3, 1, 0]], Player::North, [12, 12])
        .into_position(rules)
        .unwrap();
    let mut m = Match::at_round(2, [0, 0], round2).unwrap();
    m.apply(act("c2")).unwrap();
    assert_eq!(
        m.round_game(2).unwrap().position().captured_both(),
        [12, 20]
    );
    assert_eq!(m.round(), 3);
    assert_eq!(m.game().position().last_four_to(), Some(Player::North));
    assert_eq!(m.game().position().to_move(), Some(Player::South));

    // Round 3 near its end, as set up by hand.
    let round3 = closed_position(
        rules,
        [&[0, 0, 1, 3], &[4, 0, 0, 0]],
        &["a1", "d2"],
        Player::South,
        [8, 12],
        Some(Player::North),
    );
    let mut game = Game::from(round3);
    game.apply(act("c1")).unwrap();
    let end = game.position();
    assert_eq!(end.captured_both(), [12, 16]);
    assert!(end.is_over());
    // The same move in a single game (or rounds 1 and 2) gives them to South.
    let mut single = Game::from(closed_position(
        rules,
        [&[0, 0, 1, 3], &[4, 0, 0, 0]],
        &["a1", "d2"],
        Player::South,
        [8, 12],
        None,
    ));
    single.apply(act("c1")).unwrap();
    assert_eq!(single.position().captured_both(), [16, 12]);
}

/// Round 2's last four stay with the rule of a single game, whoever won round 1; and a
/// drawn round 2 gives no one round 3's.
#[test]
fn hoyito_iii_names_no_one_before_round_3_nor_after_a_drawn_round() {
    let rules = Rules::hoyito_form(HoyitoForm::III, 4);
    let won = Setup::new(vec![vec![0; 4], vec![4, 3, 1, 0]], Player::North, [12, 12])
        .into_position(rules)
        .unwrap();
    let mut m = Match::at_round(1, [0, 0], won).unwrap();
    m.apply(act("c2")).unwrap();
    assert_eq!((m.round(), m.game().position().last_four_to()), (2, None));
    // Round 2 drawn, 16-16: North's c2 takes b2 and a2 (8), from 16-8.
    let drawn = Setup::new(vec![vec![0; 4], vec![4, 3, 1, 0]], Player::North, [16, 8])
        .into_position(rules)
        .unwrap();
    let mut m = Match::at_round(2, [0, 0], drawn).unwrap();
    m.apply(act("c2")).unwrap();
    assert_eq!((m.round(), m.game().position().last_four_to()), (3, None));
}

#[test]
fn only_hoyito_plays_matches_and_set_ups_are_checked() {
    assert_eq!(
        Match::new(Rules::tsoro(8)).unwrap_err(),
        MatchError::NotHoyito {
            game: mancala_rules::GameKind::Tsoro
        }
    );
    assert!(Match::new(Rules::hoyito_form(HoyitoForm::I, 6)).is_ok());
    let seeded_closed = Setup {
        closed: holes(&["a1"]),
        ..Setup::new(
            vec![vec![1, 0, 0, 0], vec![1, 0, 0, 0]],
            Player::South,
            [0, 0],
        )
    };
    assert_eq!(
        seeded_closed.into_position(Rules::hoyito(4)),
        Err(PositionError::SeedsInClosedHole {
            hole: "a1".parse().unwrap()
        })
    );
    let all_closed = holes(&["a1", "b1", "c1", "d1"]);
    assert_eq!(
        Position::round_start(Rules::hoyito(4), &all_closed, Player::South, None),
        Err(PositionError::ClosedHoles)
    );
    assert_eq!(
        Position::round_start(Rules::hoyito(4), &[], Player::South, Some(Player::North)),
        Err(PositionError::LastFour)
    );
    // A set-up with closed holes comes back the same through its Setup.
    let p = Position::round_start(Rules::hoyito(6), &holes(&["f1", "a2"]), Player::North, None)
        .unwrap();
    assert_eq!(p.setup().into_position(Rules::hoyito(6)), Ok(p));
}
