//! The Tsoro endgame tables (issue 21 part 2) against the real rules: a brute force
//! that plays whole turns on the real board, North's and South's alike, finds every
//! value the tables give, and finds nothing where they say play goes round.

use crate::common;
use crate::common::binary;
use crate::common::temp;

use common::Rng;
use mancala_rules::{Player, Position, Rules, Setup};
use mancala_tui::engine::tables::tsoro::{TsoroTables, Value, positions};
use mancala_tui::engine::tables::tsoro_file::{self, total_path};

/// Every turn of the player to move (their hole, heads and picks): how many actions
/// it takes and the position after it.
fn turns(game: &Position) -> Vec<(u16, Position)> {
    fn go(game: &Position, mover: Option<Player>, actions: u16, out: &mut Vec<(u16, Position)>) {
        for action in game.legal_actions() {
            let mut next = *game;
            next.apply(action).unwrap();
            if next.to_move().is_some() && next.to_move() == mover {
                go(&next, mover, actions + 1, out);
            } else {
                out.push((actions + 1, next));
            }
        }
    }
    let mut out = Vec::new();
    go(game, game.to_move(), 0, &mut out);
    out
}

/// The value for the player to move found by playing every line of at most `depth`
/// turns, in actions: the fastest win, the slowest loss, `None` when no line that
/// short decides.
fn brute(game: &Position, depth: u16) -> Option<Value> {
    if game.is_over() {
        // Whoever is "to move" at an end has lost: it is the player who cannot move.
        return Some(Value::Loss(0));
    }
    if depth == 0 {
        return None;
    }
    let mut best_win: Option<u16> = None;
    let mut slowest_loss: Option<u16> = Some(0);
    for (actions, after) in turns(game) {
        let theirs = match after.outcome() {
            Some(o) if o.winner == game.to_move() => Some(Value::Loss(0)),
            Some(_) => Some(Value::Win(0)),
            None => brute(&after, depth - 1),
        };
        match theirs {
            Some(Value::Loss(l)) => {
                best_win = Some(best_win.map_or(l + actions, |w| w.min(l + actions)))
            }
            Some(Value::Win(w)) => slowest_loss = slowest_loss.map(|s| s.max(w + actions)),
            _ => slowest_loss = None,
        }
    }
    match (best_win, slowest_loss) {
        (Some(w), _) => Some(Value::Win(w)),
        (None, Some(l)) => Some(Value::Loss(l)),
        (None, None) => None,
    }
}

/// A random position of `stones` stones on 4x6, spread over both sides, either to move.
fn random_position(rng: &mut Rng, stones: usize) -> Position {
    let rules = Rules::tsoro(6);
    let mut rows = vec![vec![0u8; 6]; 4];
    for _ in 0..stones {
        let hole = rng.below(24);
        rows[hole / 6][hole % 6] += 1;
    }
    let to_move = if rng.below(2) == 0 {
        Player::South
    } else {
        Player::North
    };
    Setup::new(rows, to_move, [0, 0])
        .into_position(rules)
        .unwrap()
}

#[test]
fn every_value_of_4x6_up_to_4_stones_is_what_playing_every_turn_finds() {
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 4);
    assert_eq!(positions(&rules, 4), 1 + 24 + 300 + 2600 + 17550);
    let mut rng = Rng::new(7);
    let depth = 4;
    let mut seen = [0usize; 3];
    let mut exact = 0;
    for n in 0..300 {
        let game = random_position(&mut rng, 1 + n % 4);
        if game.is_over() {
            continue;
        }
        let value = tables.value(&game).expect("few enough stones");
        // Every line of at most `depth` actions is within `depth` turns (a turn is one
        // action or more): a value that short is found exactly.
        let found = brute(&game, depth);
        match (value, found) {
            (Value::Win(d) | Value::Loss(d), _) if d <= depth => {
                assert_eq!(found, Some(value), "{:?}", game.rows());
                exact += 1;
            }
            // Longer: what the turns find is a win or a loss as the tables say (a win
            // found may be slower than the fastest, which takes more turns).
            (Value::Win(d), Some(Value::Win(w))) => assert!(d <= w, "{d} {w}"),
            (Value::Loss(_), Some(Value::Loss(_))) | (_, None) => {}
            (value, found) => panic!("{value:?} but {found:?}: {:?}", game.rows()),
        }
        seen[match value {
            Value::Win(_) => 0,
            Value::Loss(_) => 1,
            Value::Unknown => 2,
        }] += 1;
    }
    // The sample holds wins and losses, so the check above compared real values.
    assert!(seen[0] > 10 && seen[1] > 10, "{seen:?}");
    assert!(exact > 20, "{exact} values compared exactly");
}

#[test]
fn a_position_and_its_mirror_with_the_other_side_to_move_have_one_value() {
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 3);
    let mut rng = Rng::new(11);
    for _ in 0..200 {
        let game = random_position(&mut rng, 3);
        // The board turned half round: row 1 is row 4 read backwards, and so on.
        let rows = game.rows();
        let turned: Vec<Vec<u8>> = rows
            .iter()
            .rev()
            .map(|r| r.iter().rev().copied().collect())
            .collect();
        let other = game.to_move().map(|p| p.opponent());
        let Some(other) = other else { continue };
        let mirror = Setup::new(turned, other, [0, 0])
            .into_position(rules)
            .unwrap();
        assert_eq!(tables.value(&game), tables.value(&mirror), "{rows:?}");
    }
}

#[test]
fn positions_past_the_top_or_mid_turn_have_no_value() {
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 2);
    let start = Position::new(rules).unwrap();
    assert_eq!(tables.value(&start), None, "24 stones");
    let other = Position::new(Rules::tsoro(8)).unwrap();
    assert_eq!(tables.value(&other), None, "another board");
}

#[test]
fn built_files_read_back_and_a_damaged_truncated_or_foreign_one_is_refused_and_rebuilt() {
    let dir = temp::TempDir::new("tsoro-tables");
    let rules = Rules::tsoro(6);
    let said = tsoro_file::build(&dir, rules, 3, &mut |_| {}, None).unwrap();
    assert_eq!(said.lines().count(), 4, "{said}");
    let solved = TsoroTables::solve(rules, 3);
    let read = tsoro_file::load(&dir, rules).expect("built");
    assert_eq!(read.top(), Some(3));
    for stones in 0..=3 {
        assert_eq!(read.codes(stones), solved.codes(stones), "{stones} stones");
    }
    // Another board's tables are not these.
    assert!(tsoro_file::load(&dir, Rules::tsoro(6).with_bonus_picks(1)).is_none());
    let path = total_path(&dir, &rules, 3);
    let good = std::fs::read(&path).unwrap();
    let broken = |bytes: &[u8], why: &str| {
        std::fs::write(&path, bytes).unwrap();
        let read = tsoro_file::load(&dir, rules).unwrap();
        assert_eq!(read.top(), Some(2), "a refused total is not read: {why}");
        let said = tsoro_file::build(&dir, rules, 3, &mut |_| {}, None).unwrap();
        assert!(said.contains(why), "{said}");
        assert!(said.contains("building it again"), "{said}");
        assert_eq!(std::fs::read(&path).unwrap(), good, "rebuilt as it was");
    };
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    broken(&flipped, "its checksum does not match");
    broken(
        &good[..good.len() - 10],
        "a truncated or damaged endgame table",
    );
    broken(b"{}\n", "not an endgame table file");
    let foreign = String::from_utf8_lossy(&good).replace("\"bonus_picks\":2", "\"bonus_picks\":3");
    broken(foreign.as_bytes(), "an endgame table of other rules");
    // Built again, every total is read, not solved.
    let said = tsoro_file::build(&dir, rules, 3, &mut |_| {}, None).unwrap();
    assert_eq!(said.matches("already built").count(), 4, "{said}");
    // In Spanish, every line of the build is Spanish (issue 38: these were English).
    use mancala_tui::words::i18n::{Lang, speaking};
    let said = speaking(Lang::Es, || {
        tsoro_file::build(&dir, rules, 3, &mut |_| {}, None).unwrap()
    });
    assert!(
        said.starts_with("Tsoro 4x6 0 piedras: ya construida\nTsoro 4x6 1 piedra: "),
        "{said}"
    );
    std::fs::write(&path, b"{}\n").unwrap();
    let said = speaking(Lang::Es, || {
        tsoro_file::build(&dir, rules, 3, &mut |_| {}, None).unwrap()
    });
    assert!(
        said.contains("Tsoro 4x6 3 piedras: el archivo que hay se rechaza (")
            && said.contains("se construye otra vez")
            && !said.contains("building"),
        "{said}"
    );
}

#[test]
fn the_best_turn_has_the_positions_value_and_a_win_shortens_at_every_turn() {
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 5);
    let mut rng = Rng::new(5);
    let mut wins = 0;
    for n in 0..200 {
        let mut game = random_position(&mut rng, 2 + n % 4);
        if game.is_over() {
            continue;
        }
        let value = tables.value(&game).unwrap();
        let (turn, said) = tables.best_turn(&game).unwrap();
        assert_eq!(said, value, "{:?}", game.rows());
        // Won: each turn of best play, the winner's fastest and the loser's slowest,
        // brings the end as many actions nearer as it takes, until the loser cannot
        // move.
        if let Value::Win(mut d) = value {
            wins += 1;
            let winner = game.to_move();
            let mut turn = turn;
            loop {
                d -= turn.len() as u16;
                for action in turn {
                    game.apply(action).unwrap();
                }
                if game.is_over() {
                    assert_eq!(d, 0, "{:?}", game.rows());
                    assert_eq!(game.outcome().unwrap().winner, winner);
                    break;
                }
                let expected = if game.to_move() == winner {
                    Value::Win(d)
                } else {
                    Value::Loss(d)
                };
                assert_eq!(tables.value(&game).unwrap(), expected, "{:?}", game.rows());
                turn = tables.best_turn(&game).unwrap().0;
            }
        }
    }
    assert!(wins > 20, "{wins}");
}

#[test]
fn the_search_probing_the_tables_finds_their_win_or_loss_and_proves_it() {
    use mancala_rules::Game;
    use mancala_tui::engine::ai::{self, Budget};
    use mancala_tui::engine::tables::Endgame;
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 5);
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let budget = Budget::nodes(3_000);
    let mut rng = Rng::new(3);
    let mut checked = 0;
    for n in 0..60 {
        let position = random_position(&mut rng, 3 + n % 3);
        if position.is_over() {
            continue;
        }
        let game = Game::from_position(rules, &position.rows(), position.current_player(), [0, 0])
            .unwrap();
        let probed =
            ai::analyse_probing(&game, &budget, &cancel, Some(Endgame::Tsoro(&tables))).unwrap();
        let expected = match tables.value(&position).unwrap() {
            Value::Win(d) => d as i32,
            Value::Loss(d) => -(d as i32),
            Value::Unknown => continue,
        };
        assert!(probed.proven, "{probed:?}");
        assert_eq!(probed.forced_win(), Some(expected), "{:?}", position.rows());
        // The action is the first of a best line: one action later the end is one
        // action nearer, for the same player mid-turn or for the opponent after it.
        let mut after = position;
        after.apply(probed.action).unwrap();
        let now = if after.is_over() {
            0
        } else {
            let value = if after.to_move() == position.to_move() {
                tables.best_turn(&after).unwrap().1
            } else {
                tables.value(&after).unwrap()
            };
            let mine = after.to_move() == position.to_move();
            match value {
                Value::Win(d) if mine => d as i32,
                Value::Loss(d) if mine => -(d as i32),
                Value::Win(d) => -(d as i32),
                Value::Loss(d) => d as i32,
                Value::Unknown => panic!("a decided position's best action leads nowhere"),
            }
        };
        assert_eq!(now, expected - expected.signum(), "{:?}", position.rows());
        checked += 1;
    }
    assert!(checked > 30, "{checked}");
}

/// A record of a Tsoro 4x6 game starting at `rows`, South to move, no action played.
fn record_from(rows: &[Vec<u8>]) -> String {
    serde_json::json!({
        "format": "mancala-record",
        "version": 1,
        "rules": { "game": "tsoro", "holes_per_row": 6 },
        "start": { "board": rows, "to_move": "south" },
        "actions": [],
    })
    .to_string()
}

/// `mancala tables build tsoro --stones STONES` with its data in `dir`; what it said.
fn build_by_the_command_line(dir: &std::path::Path, stones: &str) -> String {
    let out = binary::mancala_in(
        Some(dir),
        &["tables", "build", "tsoro", "--stones", stones],
        None,
    );
    assert!(out.status.success(), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn mancala_tables_builds_tsoro_status_lists_it_and_hint_answers_from_it() {
    let dir = temp::TempDir::new("tsoro-cli");
    let said = build_by_the_command_line(&dir, "4");
    assert!(
        said.contains("Tsoro 4x6 4 stones: 17550 positions"),
        "{said}"
    );
    let out = binary::mancala_in(Some(&dir), &["tables", "status"], None);
    let status = String::from_utf8_lossy(&out.stdout);
    assert!(
        status.contains(
            "Tsoro 4x6 (2 bonus picks, 2 heads), 4 stones: 17550 positions, 100.0% decided"
        ),
        "{status}"
    );
    assert!(
        status.contains("Missing for Tsoro 4x6: 5, 6 stones"),
        "{status}"
    );
    // A board past 4x12 has no tables: refused with the range, not a crash; a file
    // named for one is not listed (nor read).
    let out = binary::mancala_in(
        Some(&dir),
        &["tables", "build", "tsoro", "--holes", "13", "--stones", "2"],
        None,
    );
    // A usage mistake: status 2, as every one (issue 38).
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("6 to 12 holes a row (got 13)"),
        "{out:?}"
    );
    for name in [
        "tsoro-4x21-p2-h2-1.table",
        // More stones than a file may hold, and more than the index counts: skipped.
        "tsoro-4x6-p2-h2-30.table",
        "tsoro-4x6-p2-h2-99.table",
    ] {
        std::fs::write(dir.join("data/mancala-tui/tables").join(name), b"x").unwrap();
    }
    let out = binary::mancala_in(Some(&dir), &["tables", "status"], None);
    assert!(out.status.success(), "{out:?}");
    let status = String::from_utf8_lossy(&out.stdout);
    assert!(
        !status.contains("4x21")
            && !status.contains(" 30 stones")
            && !status.contains(" 99 stones"),
        "{status}"
    );
    // Seeds are Hoyito II's: refused for Tsoro, with the reason.
    let out = binary::mancala_in(
        Some(&dir),
        &["tables", "build", "tsoro", "--seeds", "8"],
        None,
    );
    assert_eq!(out.status.code(), Some(2), "a usage mistake");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--stones Tsoro's stones"));
    // An ending of 4 stones the tables decide: hint says so, and plays their best turn.
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 4);
    let mut rng = Rng::new(9);
    let (rows, value) = loop {
        let game = random_position(&mut rng, 4);
        if game.is_over() || game.to_move() != Some(Player::South) {
            continue;
        }
        if let Some(v @ Value::Win(d)) = tables.value(&game)
            && d > 2
        {
            break (game.rows(), v);
        }
    };
    let record = record_from(&rows);
    let out = binary::mancala_in(Some(&dir), &["hint", "-"], Some(record.as_bytes()));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(text.contains("(proven by the endgame tables)"), "{text}");
    let out = binary::mancala_in(
        Some(&dir),
        &["hint", "--json", "-"],
        Some(record.as_bytes()),
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["source"], "tables", "{json}");
    assert_eq!(json["proven"], true, "{json}");
    let Value::Win(d) = value else { unreachable!() };
    let position = Setup::new(rows, Player::South, [0, 0])
        .into_position(rules)
        .unwrap();
    let (best, _) = tables.best_turn(&position).unwrap();
    assert_eq!(
        json["action"],
        best[0].to_string(),
        "{json} after {d} actions"
    );
}

#[test]
fn where_the_tables_find_no_forced_end_hint_says_play_goes_round() {
    let dir = temp::TempDir::new("tsoro-round");
    // 7 stones: the fewest with positions that go round on 4x6.
    build_by_the_command_line(&dir, "7");
    let rules = Rules::tsoro(6);
    let tables = tsoro_file::load(&dir.join("data/mancala-tui/tables"), rules).expect("just built");
    let mut rng = Rng::new(17);
    let rows = loop {
        let game = random_position(&mut rng, 7);
        if game.to_move() == Some(Player::South) && tables.value(&game) == Some(Value::Unknown) {
            break game.rows();
        }
    };
    let record = record_from(&rows);
    // Within 2 positions the exact solver cannot solve it: the search answers, says so,
    // and the tables say play goes round.
    let out = binary::mancala_in(
        Some(&dir),
        &["hint", "--nodes", "2", "-"],
        Some(record.as_bytes()),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(!text.contains("proven by the endgame tables"), "{text}");
    assert!(
        text.contains("not solved exactly within 2 positions"),
        "{text}"
    );
    assert!(
        text.contains(
            "endgame tables: with best play neither side can force a win; play goes round"
        ),
        "{text}"
    );
    // With 2000, the solver plays the repetition rule out and proves the result.
    let out = binary::mancala_in(
        Some(&dir),
        &["hint", "--json", "--nodes", "2000", "-"],
        Some(record.as_bytes()),
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["source"], "solver", "{json}");
    assert_eq!(json["proven"], true, "{json}");
}
