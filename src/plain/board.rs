//! The board said for the ear: each row a line of hole names with their counts
//! ("Row 1, Ana (South): a1 3, b1 10, c1 2…"), so that a listener hears which hole
//! holds what instead of counting columns of numbers. A long row (Tsoro's 21 holes)
//! names only its non-empty holes and says how many are empty. A hole closed for a
//! round of a match is said closed ("e1 closed"), in every row and on asking, never
//! with a count nor among the empty. One row (`row 2`) or one hole (`look c1`) can be
//! asked for; the grid of counts stays for sighted script users (`board grid`).

use crate::t;
use crate::words::position::{amount, board_text, of_whom, player_label};
use mancala_rules::{Game, GameKind, Hole, Player};

/// Rows longer than this name only their non-empty holes.
const LONG_ROW: usize = 8;

/// The side a row belongs to.
fn owner(kind: GameKind, row: u8) -> Player {
    match (kind, row) {
        (GameKind::HoyitoII, 1) | (GameKind::Tsoro, 1 | 2) => Player::South,
        _ => Player::North,
    }
}

/// Whether a hole is closed for the round (in a match).
fn closed(game: &Game, hole: Hole) -> bool {
    game.position().layout().is_closed(hole)
}

/// "c1 3", with "head" after a head; "e1 closed" for a closed hole.
fn hole_said(game: &Game, hole: Hole) -> String {
    let count = game.position().count(hole).unwrap_or(0);
    if closed(game, hole) {
        t!("plain-hole-closed", hole = hole.to_string())
    } else if game.position().is_head(hole) {
        t!("plain-hole-head", hole = hole.to_string(), count = count)
    } else {
        format!("{hole} {count}")
    }
}

/// Row `row` (1 is South's home row) as a line: its side and its holes.
pub(crate) fn row_line(game: &Game, names: &[String; 2], row: u8) -> String {
    let layout = game.position().layout();
    let holes: Vec<Hole> = (0..layout.holes_per_row() as u8)
        .map(|c| Hole::new(c, row))
        .collect();
    let count = |h: &Hole| game.position().count(*h).unwrap_or(0);
    let said = if holes.len() > LONG_ROW {
        let full: Vec<String> = holes
            .iter()
            .filter(|&&h| count(&h) > 0 || closed(game, h))
            .map(|&h| hole_said(game, h))
            .collect();
        let empty = holes.len() - full.len();
        match (full.is_empty(), empty) {
            (true, _) => t!("plain-row-all-empty"),
            (false, 0) => full.join(", "),
            (false, empty) => t!(
                "plain-row-some-empty",
                holes = full.join(", "),
                empty = empty
            ),
        }
    } else {
        holes
            .iter()
            .map(|&h| hole_said(game, h))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let kind = game.position().rules().game;
    t!(
        "plain-row",
        row = row,
        player = player_label(names, owner(kind, row)),
        holes = said
    )
}

/// The whole board said by rows, South's home row first, then what each side captured.
pub(crate) fn said(game: &Game, names: &[String; 2]) -> String {
    let kind = game.position().rules().game;
    let rows = game.position().layout().rows() as u8;
    let mut lines: Vec<String> = (1..=rows).map(|r| row_line(game, names, r)).collect();
    let captured = |p: Player| {
        t!(
            "plain-captured-by",
            player = player_label(names, p),
            amount = amount(kind, game.position().captured(p))
        )
    };
    lines.push(t!(
        "plain-captured",
        south = captured(Player::South),
        north = captured(Player::North)
    ));
    lines.join("\n")
}

/// The grid of counts under the hole names (without its status line), for the eye.
pub(crate) fn grid(game: &Game, names: &[String; 2]) -> String {
    let board = board_text(game, names);
    board
        .trim_end()
        .rsplit_once('\n')
        .map_or(board.as_str(), |(rows, _)| rows)
        .to_string()
}

/// `look c1`: one hole, its count, whose row it is, and whether it is a head or
/// closed.
pub(crate) fn look(game: &Game, names: &[String; 2], hole: Hole) -> Result<String, String> {
    let kind = game.position().rules().game;
    let player = of_whom(&player_label(names, owner(kind, hole.row)));
    if closed(game, hole) {
        return Ok(t!(
            "plain-look-closed",
            hole = hole.to_string(),
            row = hole.row,
            player = player
        ));
    }
    let Some(count) = game.position().count(hole) else {
        return Err(t!(
            "plain-no-such-hole",
            hole = hole.to_string(),
            last = Hole::new(game.position().layout().holes_per_row() as u8 - 1, 1)
                .letter()
                .to_string(),
            rows = game.position().layout().rows()
        ));
    };
    let id = if game.position().is_head(hole) {
        "plain-look-head"
    } else {
        "plain-look"
    };
    Ok(crate::words::i18n::message(
        id,
        &[
            ("hole", hole.to_string().into()),
            ("amount", amount(kind, count).into()),
            ("row", hole.row.into()),
            ("player", player.into()),
        ],
    ))
}

/// What `board`, `row N` and `look HOLE` say, from the words after the command; the
/// error is one line.
pub(crate) fn asked(
    command: &str,
    rest: &str,
    game: &Game,
    names: &[String; 2],
) -> Option<Result<String, String>> {
    let rest = rest.trim().to_lowercase();
    let rows = game.position().layout().rows();
    Some(match command {
        "board" => match super::words::canonical(&rest).as_str() {
            "" => Ok(said(game, names)),
            "grid" => Ok(grid(game, names)),
            _ => Err(t!("plain-board-takes")),
        },
        "row" => match rest.parse::<u8>() {
            Ok(r) if (1..=rows).contains(&(r as usize)) => Ok(row_line(game, names, r)),
            _ => Err(t!("plain-row-needs", count = rows)),
        },
        "look" => match rest.parse::<Hole>() {
            Ok(hole) => look(game, names, hole),
            Err(_) => Err(t!("plain-look-needs", got = super::quoted(&rest))),
        },
        _ => return None,
    })
}

/// The holes that may be chosen, with their counts: "a1 4, c1 2".
pub(crate) fn choosable(game: &Game, holes: &[Hole]) -> String {
    holes
        .iter()
        .map(|&h| format!("{h} {}", game.position().count(h).unwrap_or(0)))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    fn names() -> [String; 2] {
        ["Ana".to_string(), "North".to_string()]
    }

    #[test]
    fn a_short_row_names_every_hole_with_its_count() {
        let game = Game::new(Rules::hoyito(6)).unwrap();
        assert_eq!(
            row_line(&game, &names(), 1),
            "Row 1, Ana (South): a1 4, b1 4, c1 4, d1 4, e1 4, f1 4."
        );
        assert_eq!(
            row_line(&game, &names(), 2),
            "Row 2, North: a2 4, b2 4, c2 4, d2 4, e2 4, f2 4."
        );
        assert_eq!(
            look(&game, &names(), "c2".parse().unwrap()).unwrap(),
            "c2: 4 seeds, in row 2 (the side of North)."
        );
        assert!(look(&game, &names(), "h1".parse().unwrap()).is_err());
        assert!(asked("row", "3", &game, &names()).unwrap().is_err());
        assert!(asked("look", "zz", &game, &names()).unwrap().is_err());
    }

    /// A round of a match with `closed` holes, at its start.
    fn round(n: u8, closed: &[&str]) -> Game {
        let closed: Vec<Hole> = closed.iter().map(|h| h.parse().unwrap()).collect();
        let start =
            mancala_rules::Position::round_start(Rules::hoyito(n), &closed, Player::North, None)
                .unwrap();
        Game::from(start)
    }

    #[test]
    fn a_closed_hole_is_said_closed_in_its_row_and_on_asking() {
        use crate::words::i18n::{Lang, speaking};
        let game = round(6, &["e1", "f1", "a2"]);
        assert_eq!(
            row_line(&game, &names(), 1),
            "Row 1, Ana (South): a1 4, b1 4, c1 4, d1 4, e1 closed, f1 closed."
        );
        assert_eq!(
            row_line(&game, &names(), 2),
            "Row 2, North: a2 closed, b2 4, c2 4, d2 4, e2 4, f2 4."
        );
        assert_eq!(
            look(&game, &names(), "e1".parse().unwrap()).unwrap(),
            "e1: closed for this round, in row 1 (the side of Ana (South))."
        );
        assert_eq!(
            look(&game, &names(), "b2".parse().unwrap()).unwrap(),
            "b2: 4 seeds, in row 2 (the side of North)."
        );
        let es = speaking(Lang::Es, || {
            (
                row_line(&game, &names(), 1),
                look(&game, &names(), "a2".parse().unwrap()).unwrap(),
            )
        });
        assert_eq!(
            es.0,
            "Fila 1, Ana (Sur): a1 4, b1 4, c1 4, d1 4, e1 cerrado, f1 cerrado."
        );
        assert_eq!(
            es.1,
            "a2: cerrado en esta ronda, en la fila 2 (el lado del Norte)."
        );
        // A 2x12 row is long: its closed holes are said closed, never counted empty.
        let mut game = round(12, &["a1", "b1", "l2"]);
        assert_eq!(
            row_line(&game, &names(), 1),
            "Row 1, Ana (South): a1 closed, b1 closed, c1 4, d1 4, e1 4, f1 4, g1 4, \
             h1 4, i1 4, j1 4, k1 4, l1 4."
        );
        game.apply("b2".parse().unwrap()).unwrap();
        // After North's b2: d2 and i2 are empty, l2 is closed.
        assert_eq!(
            row_line(&game, &names(), 2),
            "Row 2, North: a2 6, b2 1, c2 5, e2 5, f2 5, g2 5, h2 5, j2 5, k2 5, l2 closed; \
             2 empty."
        );
        let said = said(&game, &names());
        assert_eq!(said.matches("closed").count(), 3, "{said}");
    }

    /// Tsoro 4x21 partway through the sample game, said by rows: every hole that holds
    /// stones is named once with its count, no empty hole is named, and each long row
    /// says how many of its holes are empty.
    #[test]
    fn the_4x21_board_said_by_rows_names_every_hole_it_counts() {
        let text = crate::store::assets::SAMPLE_GAMES
            .iter()
            .find(|(name, _)| name.starts_with("tsoro-4x21"))
            .unwrap()
            .1;
        let record = crate::store::record::Record::parse(text).unwrap();
        let mut game = record.start_game().unwrap();
        for &a in &record.actions[..40] {
            game.apply(a).unwrap();
        }
        let said = said(&game, &names());
        let lines: Vec<&str> = said.lines().collect();
        assert_eq!(lines.len(), 5, "four rows and the captures:\n{said}");
        let mut named = std::collections::HashMap::new();
        for (line, row) in lines[..4].iter().zip(1u8..) {
            let (head, holes) = line.split_once(": ").unwrap();
            assert!(head.starts_with(&format!("Row {row}, ")), "{line}");
            let holes = holes.trim_end_matches('.');
            let (holes, empty) = match holes.rsplit_once("; ") {
                Some((holes, empty)) => (holes, empty.trim_end_matches(" empty").parse().unwrap()),
                None => (holes, 0),
            };
            let mut zeros = 0;
            for c in 0..21u8 {
                let hole = Hole::new(c, row);
                let n = game.position().count(hole).unwrap();
                zeros += usize::from(n == 0);
            }
            assert_eq!(empty, zeros, "{line}");
            for part in holes.split(", ") {
                let mut words = part.split(' ');
                let hole: Hole = words.next().unwrap().parse().unwrap();
                let count: u8 = words.next().unwrap().parse().unwrap();
                assert_eq!(hole.row, row, "{line}");
                assert!(named.insert(hole, count).is_none(), "{hole} said twice");
            }
        }
        for row in 1..=4u8 {
            for c in 0..21u8 {
                let hole = Hole::new(c, row);
                let n = game.position().count(hole).unwrap();
                assert_eq!(
                    named.get(&hole).copied(),
                    (n > 0).then_some(n),
                    "{hole}:\n{said}"
                );
            }
        }
        let on_board: u32 = named.values().map(|&n| u32::from(n)).sum();
        assert!(
            on_board > 0 && zeros_somewhere(&game),
            "a position with empty holes"
        );
    }

    fn zeros_somewhere(game: &Game) -> bool {
        (1..=4u8).any(|r| (0..21u8).any(|c| game.position().count(Hole::new(c, r)) == Some(0)))
    }
}
