//! The endgame tables of Hoyito II (issue 21) against a brute force of the real rules:
//! the engine's own game, repetition history and all (a Game played and undone),
//! searched exhaustively to a depth.

use crate::common::binary;
use crate::common::temp::TempDir;

use mancala_rules::{Game, Player, Position, Rules, fast};
use mancala_tui::engine::tables::{Endgame, LayerIndex, Solved};

/// The final capture margin South minus North from `game` on, as an interval sure to
/// hold the value with best play (exact when every line ends within `depth` plies).
/// The engine's own game plays every line, its repetition history included: a line
/// that brings a position back a third time ends there, as the rules say.
fn brute(game: &mut Game, depth: u32, nodes: &mut u64) -> (i32, i32) {
    *nodes += 1;
    let d = game.position().captured(Player::South) as i32
        - game.position().captured(Player::North) as i32;
    let Some(mover) = game.position().to_move() else {
        return (d, d);
    };
    if depth == 0 {
        let rest = game.position().seeds_on_board() as i32;
        return (d - rest, d + rest);
    }
    let mut best: Option<(i32, i32)> = None;
    for action in game.position().legal_actions() {
        game.apply(action).unwrap();
        let (lo, hi) = brute(game, depth - 1, nodes);
        assert!(game.undo(), "the action just played is undone");
        best = Some(match (best, mover) {
            (None, _) => (lo, hi),
            (Some((a, b)), Player::South) => (a.max(lo), b.max(hi)),
            (Some((a, b)), Player::North) => (a.min(lo), b.min(hi)),
        });
    }
    best.unwrap()
}

/// Deepen until the interval is exact or the depth or node budget runs out, from
/// `game` with no history before it.
fn brute_deepening(game: &Position, max_depth: u32) -> (i32, i32) {
    let mut game = Game::from_position(
        *game.rules(),
        &game.rows(),
        game.current_player(),
        game.captured_both(),
    )
    .unwrap();
    let mut nodes = 0;
    let mut found = (-99, 99);
    for depth in 1..=max_depth {
        found = brute(&mut game, depth, &mut nodes);
        if found.0 == found.1 || nodes > 4_000 {
            break;
        }
    }
    found
}

/// Every board of the 2x4 layer of `seeds` seeds against the brute force: the truth
/// lies in both intervals. Returns the boards checked, those the brute force decides,
/// and those both decide (then with the same value).
fn agree_on_2x4_layer(seeds: usize) -> (usize, usize, usize) {
    let mut solved = Solved::new(4);
    solved.solve_up_to(seeds);
    let layer = solved.layer(seeds).unwrap();
    let ix = LayerIndex::new(8, seeds);
    let mut view = [0u8; 8];
    let mut game = Position::new(Rules::hoyito(4)).unwrap();
    let (mut exact_both, mut exact_brute, mut checked) = (0, 0, 0);
    for p in 0..ix.size() {
        ix.unrank(p, &mut view);
        game.set_mover_view(&view);
        if game.to_move() != Some(Player::South) {
            continue; // South passes: this board is North's, numbered from North's side
        }
        checked += 1;
        let (lo, hi) = (layer.lo[p as usize] as i32, layer.hi[p as usize] as i32);
        assert_eq!(solved.probe(&game), Some((lo as i8, hi as i8)));
        let (blo, bhi) = brute_deepening(&game, 14);
        // The truth lies in both intervals.
        assert!(
            blo <= hi && lo <= bhi,
            "board {view:?}: tables [{lo}, {hi}], brute force [{blo}, {bhi}]"
        );
        if blo == bhi {
            exact_brute += 1;
            if lo == hi {
                exact_both += 1;
            }
        }
    }
    eprintln!("{checked} boards: brute force exact on {exact_brute}, both exact on {exact_both}");
    (checked, exact_brute, exact_both)
}

#[test]
fn tables_agree_with_the_real_rules_on_every_board_of_2x4_with_8_seeds() {
    let (checked, exact_brute, exact_both) = agree_on_2x4_layer(8);
    // 6435 boards less the 165 where South has nothing to sow (C(11, 3)).
    assert_eq!(checked, 6270);
    // Every board the brute force decides is exact in the tables too.
    assert_eq!(exact_both, exact_brute);
    assert!(exact_brute > 3000, "{exact_brute}");
}

/// The same on 12 seeds: long in a debug build, so run on request
/// (`cargo test --release --test tables -- --ignored`).
#[test]
#[ignore]
fn tables_agree_with_the_real_rules_on_every_board_of_2x4_with_12_seeds() {
    let (checked, exact_brute, exact_both) = agree_on_2x4_layer(12);
    assert_eq!(exact_both, exact_brute);
    assert_eq!(checked, 50388 - 455); // less C(15, 3): South's row empty
    // Measured: the brute force decides 8683 boards, and the tables all of them.
    assert_eq!(exact_both, 8683);
}

#[test]
fn a_board_where_the_mover_captures_everything_is_exact() {
    // South a1..d1 = 0 0 0 3 then North's row from d2: 1 . . . ; d1 sows d2 4? Worked:
    // view [0,0,0,1,3,0,0,4]: South sows d1's single seed into d2 (3 -> 4): a casa.
    // The chain behind it (d1, now empty) stops; 4 taken, 4 left (a2): South takes them.
    let mut solved = Solved::new(4);
    solved.solve_up_to(8);
    let mut game = Position::new(Rules::hoyito(4)).unwrap();
    game.set_mover_view(&[0, 0, 0, 1, 3, 0, 0, 4]);
    assert_eq!(solved.probe(&game), Some((8, 8)));
}

#[test]
fn index_round_trip_on_every_layer_of_2x4() {
    let mut out = [0u8; 8];
    for seeds in (0..=32).step_by(4) {
        let ix = LayerIndex::new(8, seeds);
        for r in 0..ix.size() {
            ix.unrank(r, &mut out);
            assert_eq!(out.iter().map(|&c| c as usize).sum::<usize>(), seeds);
            assert_eq!(ix.rank(&out), r, "layer {seeds}, board {out:?}");
        }
    }
}

#[test]
fn a_corrupt_truncated_or_foreign_table_file_is_refused() {
    use mancala_tui::engine::tables::file::{encode, layer_path, read_layer, write_layer};
    let dir = TempDir::new("refused");
    let mut solved = Solved::new(4);
    solved.solve_up_to(8);
    let layer = solved.layer(8).unwrap().clone();
    let path = write_layer(&dir, &layer).unwrap();
    assert_eq!(path, layer_path(&dir, 4, 8));
    assert_eq!(read_layer(&path, 4, 8).unwrap(), layer);
    // Asked for as another layer or board: refused by its header.
    let other = read_layer(&path, 4, 12).unwrap_err();
    assert!(other.contains("another layer (8 seeds, not 12)"), "{other}");
    let rules = read_layer(&path, 6, 8).unwrap_err();
    assert!(rules.contains("not Hoyito II 2x6"), "{rules}");

    let good = encode(&layer);
    // One bound changed: the checksum catches it.
    let mut bad = good.clone();
    let last = bad.len() - 1;
    bad[last] ^= 1;
    std::fs::write(&path, &bad).unwrap();
    let damaged = read_layer(&path, 4, 8).unwrap_err();
    assert!(damaged.contains("checksum does not match"), "{damaged}");
    // Cut short.
    std::fs::write(&path, &good[..good.len() - 10]).unwrap();
    let cut = read_layer(&path, 4, 8).unwrap_err();
    assert!(cut.contains("truncated"), "{cut}");
    // A game record, not a table.
    std::fs::write(&path, b"{\"format\":\"mancala-record\",\"version\":1}\n").unwrap();
    let foreign = read_layer(&path, 4, 8).unwrap_err();
    assert!(foreign.contains("not an endgame table file"), "{foreign}");
    // A folder in its place: the guarded reader refuses it without reading.
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let folder = read_layer(&path, 4, 8).unwrap_err();
    assert_eq!(folder, "a folder, not a mancala table file");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn build_writes_the_layers_status_lists_them_and_a_refused_one_is_rebuilt() {
    use mancala_tui::engine::tables::build::{build, load};
    use mancala_tui::engine::tables::status::status;
    let dir = TempDir::new("build");
    let mut lines = Vec::new();
    build(&dir, 4, 12, &mut |l| lines.push(l.to_string()), None).unwrap();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("2x4 8 seeds: 6435 boards, 56.1% exact"),
        "{}",
        lines[0]
    );
    let listed = status(&dir);
    assert!(
        listed.contains("Hoyito II 2x4, 8 seeds: 6435 boards, 56.1% exact, 12.7 KiB"),
        "{listed}"
    );
    assert!(
        listed.contains("Missing for 2x4: 16, 20, 24, 28, 32 seeds"),
        "{listed}"
    );
    assert!(listed.contains("Missing for 2x6: 8, 12 seeds"), "{listed}");
    let loaded = load(&dir, 4, 12).unwrap();
    let mut fresh = Solved::new(4);
    fresh.solve_up_to(12);
    assert_eq!(loaded.layer(12), fresh.layer(12));
    // Damage the 8-seed layer: status says it is refused, load gives nothing, build remakes it.
    let path = mancala_tui::engine::tables::file::layer_path(&dir, 4, 8);
    std::fs::write(&path, b"not a table").unwrap();
    assert!(status(&dir).contains("8 seeds: refused (not an endgame table file"));
    assert!(load(&dir, 4, 12).is_none());
    let mut again = Vec::new();
    build(&dir, 4, 12, &mut |l| again.push(l.to_string()), None).unwrap();
    assert!(
        again[0].contains("the file there is refused"),
        "{}",
        again[0]
    );
    assert!(
        again[2].starts_with("2x4 12 seeds: already built"),
        "{:?}",
        again
    );
    assert!(load(&dir, 4, 12).is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `mancala` run with its data in `home` (see `binary::mancala_in`), the record on
/// standard input; its output, the run checked to succeed.
fn mancala_with_data(args: &[&str], home: &std::path::Path, record: &str) -> String {
    let out = binary::mancala_in(Some(home), args, Some(record.as_bytes()));
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn hint_on_a_2x4_ending_whose_layers_are_built_is_proven_by_the_endgame_tables() {
    use mancala_tui::engine::tables::probe::proven;
    let data = TempDir::new("hint");
    let dir = data.join("data").join("mancala-tui").join("tables");
    mancala_tui::engine::tables::build::build(&dir, 4, 12, &mut |_| {}, None).unwrap();
    let solved = mancala_tui::engine::tables::build::load(&dir, 4, 12).unwrap();
    // A game played from the start with a fixed pseudo-random choice, up to the first
    // position of 12 seeds or fewer whose value the tables prove.
    let mut found = None;
    for seed in 1..200u64 {
        let mut x = seed;
        let mut game = Game::new(Rules::hoyito(4)).unwrap();
        let mut actions = Vec::new();
        while !game.position().is_over() && actions.len() < 400 {
            if game.position().seeds_on_board() <= 12
                && let Some(p) = proven(&solved, &game)
            {
                found = Some((actions.clone(), game.clone(), p));
                break;
            }
            let legal = game.position().legal_actions();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let a = legal[(x >> 33) as usize % legal.len()];
            actions.push(a.to_string());
            game.apply(a).unwrap();
        }
        if found.is_some() {
            break;
        }
    }
    let (actions, game, p) = found.expect("a proven 2x4 ending in 200 games");
    let mover = game.position().to_move().unwrap();
    let record = serde_json::json!({
        "format": "mancala-record", "version": 1,
        "rules": { "game": "hoyito-ii", "holes_per_row": 4 },
        "players": { "south": "Ana", "north": "Ben" },
        "actions": actions,
    })
    .to_string();
    let text = mancala_with_data(&["hint", "-"], &data, &record);
    assert_eq!(text.lines().next().unwrap(), p.action.to_string(), "{text}");
    assert!(text.contains("(proven by the endgame tables)"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&mancala_with_data(&["hint", "--json", "-"], &data, &record)).unwrap();
    assert_eq!(json["source"], "tables");
    assert_eq!(json["proven"], true);
    let made =
        game.position().captured(mover) as i64 - game.position().captured(mover.opponent()) as i64;
    let by_tables = made + p.margin as i64;
    assert_eq!(json["score"], by_tables);
    // A position the tables only bound: the search answers, and the bounds are said.
    let mut bounded = None;
    'games: for seed in 1..200u64 {
        let mut x = seed;
        let mut game = Game::new(Rules::hoyito(4)).unwrap();
        let mut actions = Vec::new();
        while !game.position().is_over() && actions.len() < 400 {
            if game.position().seeds_on_board() <= 12
                && let Some(b) = mancala_tui::engine::tables::probe::bounds(&solved, &game)
            {
                bounded = Some((actions, game, b));
                break 'games;
            }
            let legal = game.position().legal_actions();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let a = legal[(x >> 33) as usize % legal.len()];
            actions.push(a.to_string());
            game.apply(a).unwrap();
        }
    }
    let (actions, game, (lo, hi)) = bounded.expect("a bounded 2x4 ending in 200 games");
    let mover = game.position().to_move().unwrap();
    let record_b = serde_json::json!({
        "format": "mancala-record", "version": 1,
        "rules": { "game": "hoyito-ii", "holes_per_row": 4 },
        "players": { "south": "Ana", "north": "Ben" },
        "actions": actions,
    })
    .to_string();
    let text = mancala_with_data(&["hint", "--nodes", "2000", "-"], &data, &record_b);
    let on = game.position().seeds_on_board() as i32;
    let made = game.position().captured(mover) as i32;
    let name = if mover == Player::South {
        "Ana (South)"
    } else {
        "Ben (North)"
    };
    let said = format!(
        "endgame tables: with best play {name} ends with {} to {} seeds captured; play can go round, and where the repetition rule ends it decides within that\n",
        made + (on + lo) / 2,
        made + (on + hi) / 2
    );
    assert!(text.ends_with(&said), "{text}\nnot ending in\n{said}");
    assert!(!text.contains("proven by the endgame tables"), "{text}");
    // The same with no tables: the exact solver proves the tables' value alone, with
    // the record's history, within 2,000 positions.
    let empty = TempDir::new("hint-none");
    let json: serde_json::Value = serde_json::from_str(&mancala_with_data(
        &["hint", "--json", "--nodes", "2000", "-"],
        &empty,
        &record,
    ))
    .unwrap();
    assert_eq!(json["source"], "solver");
    assert_eq!(json["proven"], true);
    assert_eq!(json["score"], by_tables);
    std::fs::remove_dir_all(&data).unwrap();
    std::fs::remove_dir_all(&empty).unwrap();
}

/// Positions a 2x4 game reaches with `seeds` seeds on the board, history and all,
/// where the tables' values hold under the real rules (no position but the current one
/// seen twice since the last capture): games played from the start by a fixed
/// pseudo-random choice.
fn endings_of_2x4(games: u64, seeds: u16) -> Vec<Game> {
    let mut found = Vec::new();
    for seed in 1..=games {
        let mut x = seed;
        let mut game = Game::new(Rules::hoyito(4)).unwrap();
        let mut turns = 0;
        while !game.position().is_over() && turns < 400 {
            if game.position().seeds_on_board() == seeds && game.no_position_twice_but_this() {
                found.push(game.clone());
            }
            let legal = game.position().legal_actions();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.apply(legal[(x >> 33) as usize % legal.len()]).unwrap();
            turns += 1;
        }
    }
    found
}

/// A position in a failure message: its board and who is to move.
fn at(game: &Game) -> String {
    let p = game.position();
    format!("{:?} to move on {:?}", p.to_move(), fast::board_counts(p))
}

/// A search that probes the tables (from the root's children on, history and all)
/// proves only what the root's own layer says, exactly where it is exact; a plain search
/// proves the same value where it can too.
#[test]
fn probes_inside_the_search_agree_with_the_tables_and_a_plain_search() {
    use mancala_tui::engine::ai::{self, Budget};
    use std::sync::atomic::AtomicBool;
    let mut solved = Solved::new(4);
    solved.solve_up_to(12);
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(20_000);
    let (mut compared, mut positions) = (0, 0);
    let games = endings_of_2x4(30, 12).into_iter().step_by(4);
    for game in games
        .chain(endings_of_2x4(30, 8).into_iter().step_by(4))
        .take(40)
    {
        positions += 1;
        let probing =
            ai::analyse_probing(&game, &budget, &cancel, Some(Endgame::Hoyito(&solved))).unwrap();
        let plain = ai::analyse_probing(&game, &budget, &cancel, None).unwrap();
        assert!(game.position().legal_actions().contains(&probing.action));
        let mover = game.position().to_move().unwrap();
        let made = game.position().captured(mover) as i32
            - game.position().captured(mover.opponent()) as i32;
        if plain.proven {
            assert!(
                probing.proven,
                "{}: {plain:?} against {probing:?}",
                at(&game)
            );
            assert_eq!(probing.score, plain.score, "{}", at(&game));
        }
        let (lo, hi) = solved.probe(game.position()).unwrap();
        if probing.proven {
            assert!(
                (made + lo as i32..=made + hi as i32).contains(&probing.score),
                "{}: search {probing:?}, tables [{lo}, {hi}]",
                at(&game)
            );
            compared += 1;
        }
        if lo == hi {
            // An exact value is always found: every move's child is in the tables.
            assert!(probing.proven, "{}: {probing:?}, tables {lo}", at(&game));
        }
    }
    eprintln!("{positions} positions: {compared} proven by the probing search");
    assert!(compared >= 10, "only {compared} of {positions} proven");
}

#[test]
fn a_layer_solved_on_two_threads_is_the_layer_solved_on_one() {
    use mancala_tui::engine::tables::solve::solve_layer_on;
    let mut below = Solved::new(4);
    below.solve_up_to(12);
    let work = mancala_tui::engine::tables::work::Work::new();
    work.begin("2x4 16 seeds", 245_157 * 30);
    let (one, stats_one) = solve_layer_on(&below, 16, 1, None);
    let (two, stats_two) = solve_layer_on(&below, 16, 2, Some(&work));
    // The work counted: every board's moves, and a board a sweep.
    let (_, share, _) = work.state();
    let sweeps = stats_two.sweeps as f64;
    assert!(
        share >= (sweeps / 30.0).min(0.5),
        "{share} after {sweeps} sweeps"
    );
    assert_eq!(one, two);
    // Two threads may take another number of sweeps to settle there.
    assert_eq!(
        (stats_one.boards, stats_one.exact),
        (stats_two.boards, stats_two.exact)
    );
    // Three threads split the 245,157 boards unevenly: still the same layer.
    assert_eq!(solve_layer_on(&below, 16, 3, None).0, one);
}
