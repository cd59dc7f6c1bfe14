//! A `Setup` becomes a `Position` only through its checks: each impossible position is
//! refused with its own `PositionError`, and the notation's every mistake with its own
//! `PositionNotationError`.

use mancala_rules::{
    Awaited, GameKind, HeadStop, Player, Position, PositionError, PositionNotationError, Rules,
    RulesError, Setup,
};

/// A Tsoro 4x6 set-up, South to move, with `awaited`: rows 1 to 4, each from column a
/// (South's heads are e1 and f1, North's a4 and b4).
fn tsoro(rows: [[u8; 6]; 4], awaited: Awaited) -> Result<Position, PositionError> {
    Setup {
        rows: rows.map(|r| r.to_vec()).to_vec(),
        captured: [0, 0],
        to_move: Player::South,
        awaited,
        closed: Vec::new(),
        last_four: None,
    }
    .into_position(Rules::tsoro(6))
}

#[test]
fn rules_that_cannot_be_played_are_refused() {
    let setup = Setup::new(vec![vec![0; 3]; 2], Player::South, [0, 0]);
    assert_eq!(
        setup.into_position(Rules::hoyito(3)),
        Err(PositionError::Rules(RulesError::HolesPerRow {
            game: GameKind::HoyitoII,
            got: 3
        }))
    );
}

#[test]
fn a_board_with_the_wrong_rows_is_refused() {
    let one_row = Setup::new(vec![vec![0; 4]], Player::South, [0, 0]);
    assert_eq!(
        one_row.into_position(Rules::hoyito(4)),
        Err(PositionError::RowCount {
            game: GameKind::HoyitoII,
            expected: 2,
            got: 1
        })
    );
}

#[test]
fn a_row_of_the_wrong_length_is_refused() {
    let short = Setup::new(vec![vec![0; 4], vec![0; 3]], Player::South, [0, 0]);
    assert_eq!(
        short.into_position(Rules::hoyito(4)),
        Err(PositionError::RowLength {
            row: 2,
            expected: 4,
            got: 3
        })
    );
}

#[test]
fn more_seeds_than_the_game_starts_with_are_refused() {
    let crowded = Setup::new(vec![vec![4; 4], vec![4; 4]], Player::South, [1, 0]);
    assert_eq!(
        crowded.into_position(Rules::hoyito(4)),
        Err(PositionError::TooManySeeds {
            total: 33,
            rules: Rules::hoyito(4)
        })
    );
}

#[test]
fn hoyito_awaits_no_head_choice_or_bonus_pick() {
    let mut setup = Setup::new(vec![vec![1; 4], vec![1; 4]], Player::South, [0, 0]);
    setup.awaited = Awaited::Bonus { picks_left: 1 };
    assert_eq!(
        setup.into_position(Rules::hoyito(4)),
        Err(PositionError::TsoroChoice)
    );
}

#[test]
fn bonus_picks_beyond_the_rules_are_refused() {
    let rows = [[2; 6], [0; 6], [0; 6], [2; 6]];
    for picks_left in [0, 3] {
        assert_eq!(
            tsoro(rows, Awaited::Bonus { picks_left }),
            Err(PositionError::PicksOwed {
                picks_left,
                most: 2
            })
        );
    }
    assert!(tsoro(rows, Awaited::Bonus { picks_left: 2 }).is_ok());
}

#[test]
fn bonus_picks_with_no_more_holes_than_picks_are_refused() {
    // North's only stones outside its heads (a4, b4) are in c4: one hole for two picks.
    let rows = [[2; 6], [0; 6], [0; 6], [3, 3, 2, 0, 0, 0]];
    assert_eq!(
        tsoro(rows, Awaited::Bonus { picks_left: 2 }),
        Err(PositionError::PicksForced {
            picks_left: 2,
            eligible: 1
        })
    );
}

/// A head stop at `head`, sown from a1 in one lap from `start` (rows 1 and 2).
fn stop(head: &str, start: [[u8; 6]; 2]) -> Awaited {
    Awaited::Head(HeadStop {
        head: head.parse().unwrap(),
        origin: "a1".parse().unwrap(),
        start: start.map(|r| r.to_vec()),
        laps: 1,
        continued: false,
    })
}

#[test]
fn a_head_choice_at_a_hole_that_is_no_head_of_the_mover_is_refused() {
    // a1 is not a head; a4 is North's.
    let rows = [[0, 0, 0, 0, 3, 3], [0; 6], [0; 6], [2; 6]];
    for hole in ["a1", "a4"] {
        assert_eq!(
            tsoro(rows, stop(hole, [[0; 6], [0; 6]])),
            Err(PositionError::NoHeadStop {
                hole: hole.parse().unwrap()
            })
        );
    }
}

#[test]
fn a_head_choice_that_the_move_cannot_have_reached_is_refused() {
    // Five stones from a1 reach f1, which held 2: then a1 is empty, b1 to e1 hold 1
    // and f1 holds 3.
    let start = [[5, 0, 0, 0, 0, 2], [0; 6]];
    let after = [[0, 1, 1, 1, 1, 3], [0; 6], [0; 6], [2; 6]];
    let reached = tsoro(after, stop("f1", start)).expect("the move's own start");
    assert_eq!(reached.pending_head(), Some("f1".parse().unwrap()));
    assert_eq!(
        reached.to_string(),
        "tsoro 6 bonus 2 heads 2 | 0 1 1 1 1 3 / 0 0 0 0 0 0 / 0 0 0 0 0 0 / 2 2 2 2 2 2 \
         | 0 0 | south head f1 from a1 laps 1 start 5 0 0 0 0 2 / 0 0 0 0 0 0"
    );
    // The same head with a board the lap does not leave, or a start that does not go there.
    let other = [[0, 1, 1, 1, 0, 3], [0; 6], [0; 6], [2; 6]];
    assert_eq!(
        tsoro(other, stop("f1", start)),
        Err(PositionError::MoveStart {
            origin: "a1".parse().unwrap()
        })
    );
    assert_eq!(
        tsoro(after, stop("f1", [[4, 0, 0, 0, 0, 2], [0; 6]])),
        Err(PositionError::MoveStart {
            origin: "a1".parse().unwrap()
        })
    );
}

#[test]
fn a_position_comes_back_from_its_setup() {
    let start = [[5, 0, 0, 0, 0, 2], [0; 6]];
    let after = [[0, 1, 1, 1, 1, 3], [0; 6], [0; 6], [2; 6]];
    let position = tsoro(after, stop("f1", start)).unwrap();
    assert_eq!(
        position.setup().into_position(Rules::tsoro(6)),
        Ok(position)
    );
}

/// The notation's error for `text`.
fn misread(text: &str) -> PositionNotationError {
    text.parse::<Position>().unwrap_err()
}

#[test]
fn each_mistake_in_the_notation_has_its_error() {
    assert_eq!(
        misread("hoyito-ii 4 | 1 1 1 1 / 1 1 1 1 | 0 0"),
        PositionNotationError::Sections { got: 3 }
    );
    assert_eq!(
        misread("hoyito 4 | 1 1 1 1 / 1 1 1 1 | 0 0 | south"),
        PositionNotationError::Rules {
            text: "hoyito 4".into()
        }
    );
    assert_eq!(
        misread("tsoro 6 bonus 2 | 2 2 2 2 2 2 | 0 0 | south"),
        PositionNotationError::Rules {
            text: "tsoro 6 bonus 2".into()
        }
    );
    assert_eq!(
        misread("hoyito-ii 4 | 1 1 1 256 / 1 1 1 1 | 0 0 | south"),
        PositionNotationError::Count { text: "256".into() }
    );
    assert_eq!(
        misread("hoyito-ii 4 | 1 1 1 1 / 1 1 1 1 | 0 -1 | south"),
        PositionNotationError::Count { text: "-1".into() }
    );
    assert_eq!(
        misread("hoyito-ii 4 | 1 1 1 1 / 1 1 1 1 | 0 0 0 | south"),
        PositionNotationError::Captured { got: 3 }
    );
    for turn in [
        "",
        "east",
        "south picks",
        "south over south",
        "north head f1",
    ] {
        assert_eq!(
            misread(&format!("hoyito-ii 4 | 1 1 1 1 / 1 1 1 1 | 0 0 | {turn}")),
            PositionNotationError::Turn { text: turn.into() },
            "{turn:?}"
        );
    }
    assert_eq!(
        misread("hoyito-ii 4 | 9 9 9 9 / 1 1 1 1 | 0 0 | south"),
        PositionNotationError::Position(PositionError::TooManySeeds {
            total: 40,
            rules: Rules::hoyito(4)
        })
    );
}
