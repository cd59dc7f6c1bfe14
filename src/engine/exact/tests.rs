//! The solver against the brute force, on small boards with random histories.

use super::history::FastMap;
use super::*;
use crate::engine::tables::Solved;
use crate::engine::tables::index::LayerIndex;
use crate::engine::tables::tsoro::TsoroTables;
use mancala_rules::{Position, Rules};

/// A small pseudo-random generator (xorshift), so that every run checks the same cases.
struct Draw(u64);

impl Draw {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as usize % n
    }
}

/// The board of rank `rank` among those of `seeds` seeds, South to move, as a game
/// with no history, then `steps` random actions played on (a history).
fn game_at(rules: Rules, seeds: usize, rank: u64, steps: usize, draw: &mut Draw) -> Game {
    let mut position = Position::new(rules).unwrap();
    let holes = position.layout().holes();
    let mut view = vec![0u8; holes];
    LayerIndex::new(holes, seeds).unrank(rank, &mut view);
    position.set_mover_view(&view);
    let mut game = Game::from(position);
    for _ in 0..steps {
        let legal = game.position().legal_actions();
        if legal.is_empty() {
            break;
        }
        game.apply(legal[draw.below(legal.len())]).unwrap();
    }
    game
}

/// The brute force's value of `game` on a thread with room for its deep lines.
fn brute_value(game: &Game, limit: u64) -> Option<i32> {
    let mut game = game.clone();
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, || brute::value(&mut game, limit))
            .unwrap()
            .join()
            .unwrap()
    })
}

/// The solver's value in the brute force's scale, within `nodes` positions.
fn solver_value(game: &Game, nodes: u64, tables: Option<Endgame<'_>>) -> Option<i32> {
    let cancel = AtomicBool::new(false);
    let exact = solve_probing(game, &Budget::nodes(nodes), &cancel, tables).ok()?;
    // The line keeps the value: its first action is the best one given.
    assert_eq!(exact.line.first(), Some(&exact.action));
    Some(match game.position().rules().game {
        GameKind::HoyitoII => exact.score,
        GameKind::Tsoro => exact.score / ai::WIN,
    })
}

/// The 2x4 tables up to `seeds` seeds a long solve uses: with the repetition rule's own
/// bounds (`Solved::with_safety`) and the bounds whatever the history.
fn safe_2x4(seeds: usize) -> Solved {
    let mut safe = Solved::with_safety(4);
    safe.solve_up_to(seeds);
    safe.solve_any_history_up_to(seeds);
    safe
}

/// `count` boards drawn from the layer of `seeds`, each with a random history of up to
/// `steps` actions (games over left out).
fn cases(rules: Rules, seeds: usize, count: usize, steps: usize) -> Vec<Game> {
    let holes = Position::new(rules).unwrap().layout().holes();
    let size = LayerIndex::new(holes, seeds).size();
    let mut draw = Draw(0x9E37_79B9_7F4A_7C15 ^ seeds as u64);
    let mut out = Vec::new();
    while out.len() < count {
        let rank = draw.below(size as usize) as u64;
        let walk = draw.below(steps + 1);
        let game = game_at(rules, seeds, rank, walk, &mut draw);
        if !game.position().is_over() {
            out.push(game);
        }
    }
    out
}

#[test]
fn tsoro_4x6_of_3_and_4_stones_agrees_with_the_brute_force() {
    let rules = Rules::tsoro(6);
    let tables = TsoroTables::solve(rules, 4);
    for stones in [3, 4] {
        let mut agreed = 0;
        for game in cases(rules, stones, 12, 30) {
            let Some(truth) = brute_value(&game, 100_000) else {
                continue;
            };
            for tables in [None, Some(Endgame::Tsoro(&tables))] {
                if let Some(v) = solver_value(&game, 200_000, tables) {
                    assert_eq!(v, truth, "{}", game.position());
                    agreed += 1;
                }
            }
        }
        assert!(agreed >= 16, "{stones} stones: {agreed} agreed");
    }
}

/// Where the solver solves a position both with the tables (bounds that cut early) and
/// without (the seeds left only), the two searches take different paths and must find
/// the same value.
#[test]
fn hoyito_2x4_at_8_seeds_solves_alike_with_tables_and_without() {
    let rules = Rules::hoyito(4);
    let mut solved = Solved::new(4);
    solved.solve_up_to(8);
    let mut both = 0;
    for game in cases(rules, 8, 16, 30) {
        let with = solver_value(&game, 40_000, Some(Endgame::Hoyito(&solved)));
        let without = solver_value(&game, 40_000, None);
        if let (Some(a), Some(b)) = (with, without) {
            assert_eq!(a, b, "{}", game.position());
            both += 1;
        }
    }
    assert!(both >= 2, "{both} solved both ways");
}

/// In Hoyito II nearly every board of a total goes round with every other, so the brute
/// force decides few positions with a history (`examples/exact_check.rs` counts them):
/// of 120 random 2x4 endings of 8 seeds, those it decides within a few thousand
/// positions. On each of them every claim the solver makes, with the tables and
/// without, is the brute force's value.
#[test]
fn hoyito_2x4_claims_at_8_seeds_agree_with_the_brute_force() {
    let rules = Rules::hoyito(4);
    let mut solved = Solved::new(4);
    solved.solve_up_to(8);
    // And with the bounds that hold whatever the history, where a turn seen twice
    // rules the tables' own out.
    let mut any = solved.clone();
    any.solve_any_history_up_to(8);
    // And with the repetition rule's own bounds (`Solved::with_safety`).
    let safe = safe_2x4(8);
    let mut checked = 0;
    for game in cases(rules, 8, 120, 30) {
        let Some(truth) = brute_value(&game, 3_000) else {
            continue;
        };
        // The bounds whatever the history hold with this one (the brute force's value
        // counts the captures made already, the tables' the margin to come).
        let p = game.position();
        let me = p.current_player();
        let made = p.captured(me) as i32 - p.captured(me.opponent()) as i32;
        for table in [&any, &safe] {
            let (lo, hi) = table.probe_any_history(p).unwrap();
            assert!(
                made + lo as i32 <= truth && truth <= made + hi as i32,
                "{truth} outside {lo}..={hi} (+{made}): {p}"
            );
        }
        for tables in [
            None,
            Some(Endgame::Hoyito(&solved)),
            Some(Endgame::Hoyito(&any)),
            Some(Endgame::Hoyito(&safe)),
        ] {
            if let Some(v) = solver_value(&game, 40_000, tables) {
                assert_eq!(v, truth, "{}", game.position());
                checked += 1;
            }
        }
    }
    assert!(checked >= 4, "{checked} claims checked by the brute force");
}

/// The hand-worked case where the history changes the value (2x4 Hoyito II, 8 seeds).
///
/// P: South's row `1 0 0 0` (a1 to d1), North's `3 1 0 3` (a2 to d2), South to move,
/// nothing captured. South's only action is a1: its seed falls in the empty b1 and the
/// sowing ends: Q is `0 1 0 0` / `3 1 0 3`, North to move, still 8 seeds on the board.
///
/// - With no history, North answers b2: its one seed falls in a2, which then holds
///   exactly 4, a casa; North takes it (the chain stops at the empty b2), the capture
///   leaves exactly 4 seeds on the board, so North takes those too and the game is
///   over 0 to 8. (d2 does the same: its 3 seeds go to c2, b2 and a2, the last making
///   a2 a casa; the chain stops at b2, which holds 2.) P is worth -8 for South: the
///   worst possible, so nothing else matters.
/// - Reached through a history in which Q already occurred twice, South's a1 makes Q
///   occur the third time: the game ends at once, each player taking the seeds of their
///   own row: South b1 = 1, North a2 + b2 + d2 = 7. P is worth 1 - 7 = -6.
///
/// The history: the game set up at Q, then thirteen actions that come back to P without
/// a capture (the engine checks each), a1 (Q the second time), and the same thirteen
/// again: P the second time, Q twice, so a1 now ends the game.
#[test]
fn the_history_changes_the_value_of_a_hand_worked_2x4_ending() {
    use mancala_rules::Player;
    let rules = Rules::hoyito(4);
    let p = Game::from_position(
        rules,
        &[vec![1, 0, 0, 0], vec![3, 1, 0, 3]],
        Player::South,
        [0, 0],
    )
    .unwrap();
    let mut reached = Game::from_position(
        rules,
        &[vec![0, 1, 0, 0], vec![3, 1, 0, 3]],
        Player::North,
        [0, 0],
    )
    .unwrap();
    let q = *reached.position();
    let back = "a2 b1 b2 a1 d2 a1 a2 c1 d2 b1 c2 d1 c2";
    let line = format!("{back} a1 {back}");
    for action in line.split(' ') {
        reached.apply(action.parse().unwrap()).unwrap();
        assert_eq!(
            reached.position().seeds_on_board(),
            8,
            "no capture on the way"
        );
    }
    assert_eq!(
        reached.position(),
        p.position(),
        "the history comes back to P"
    );
    assert_eq!(reached.positions().iter().filter(|&&x| x == q).count(), 2);

    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(10_000);
    let alone = solve_probing(&p, &budget, &cancel, None).unwrap();
    let a1 = "a1".parse().unwrap();
    assert_eq!((alone.score, alone.line.len(), alone.line[0]), (-8, 2, a1));
    assert!(["b2", "d2"].contains(&alone.line[1].to_string().as_str()));
    let after = solve_probing(&reached, &budget, &cancel, None).unwrap();
    assert_eq!((after.score, &after.line[..]), (-6, &[a1][..]));
    assert_eq!(brute_value(&p, 20_000), Some(-8));
    assert_eq!(brute_value(&reached, 20_000), Some(-6));

    // The same with the tables. The table's bounds for P assume no turn was seen twice
    // before; with Q seen twice they do not hold (the solver once took them and found
    // -8 here), so the solver uses them only where no other turn occurred twice.
    let mut solved = Solved::new(4);
    solved.solve_up_to(8);
    let mut any = solved.clone();
    any.solve_any_history_up_to(8);
    for tables in [&solved, &any] {
        for (game, want) in [(&p, -8), (&reached, -6)] {
            let with = solve_probing(game, &budget, &cancel, Some(Endgame::Hoyito(tables)));
            assert_eq!(with.unwrap().score, want);
        }
    }
    // The bounds whatever the history hold for P reached with Q seen twice.
    let (lo, hi) = any.probe_any_history(p.position()).unwrap();
    assert!(lo <= -6 && -6 <= hi, "{lo} to {hi}");
}

/// The deepening tests (a long solve's), cut by the repetition rule's own bounds and
/// the bounds whatever the history, find the values the plain ones find with the
/// tables' bounds alone: the two take different paths and different bounds.
#[test]
fn deepening_solves_2x4_endings_as_the_plain_search_does() {
    let rules = Rules::hoyito(4);
    let mut solved = Solved::new(4);
    solved.solve_up_to(12);
    let safe = safe_2x4(12);
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(100_000);
    let mut both = 0;
    for seeds in [8, 12] {
        for game in cases(rules, seeds, 30, 30) {
            let plain = solve_probing(&game, &budget, &cancel, Some(Endgame::Hoyito(&solved)));
            let tables = Some(Endgame::Hoyito(&safe));
            let how = LongSolve {
                memo: None,
                deepening: true,
                ..LongSolve::default()
            };
            let deep = solve_reporting(&game, &budget, &cancel, tables, how, &mut |_, _, _| {});
            if let (Ok(a), Ok(b)) = (plain, deep) {
                assert_eq!(a.score, b.score, "{}", game.position());
                both += 1;
            }
        }
    }
    assert!(both >= 20, "{both} solved both ways");
}

/// The long solve's proof-number tests, the memory keyed by components, find the values
/// the brute force finds, history and all: on 2x4 endings of 8 seeds with no history
/// (every frame keys by components) and with random ones (only the frames after a
/// capture do), where the brute force decides them; and the plain search's on 12 seeds.
#[test]
fn proof_numbers_by_components_solve_2x4_endings_exactly() {
    let rules = Rules::hoyito(4);
    let safe = safe_2x4(12);
    let mut solved = Solved::new(4);
    solved.solve_up_to(12);
    let cancel = AtomicBool::new(false);
    let how = LongSolve {
        proof_numbers: true,
        by_components: true,
        ..LongSolve::default()
    };
    let long = |game: &Game, nodes: u64| {
        let tables = Some(Endgame::Hoyito(&safe));
        let budget = Budget::nodes(nodes);
        solve_reporting(game, &budget, &cancel, tables, how, &mut |_, _, _| {}).ok()
    };
    let (mut against_brute, mut against_plain) = (0, 0);
    for steps in [0, 30] {
        for game in cases(rules, 8, 60, steps) {
            let Some(truth) = brute_value(&game, 3_000) else {
                continue;
            };
            if let Some(got) = long(&game, 40_000) {
                assert_eq!(got.score, truth, "{}", game.position());
                against_brute += 1;
            }
        }
    }
    for game in cases(rules, 12, 12, 0) {
        let plain = Some(Endgame::Hoyito(&solved));
        let want = solve_probing(&game, &Budget::nodes(150_000), &cancel, plain);
        if let (Some(got), Ok(want)) = (long(&game, 150_000), want) {
            assert_eq!(got.score, want.score, "{}", game.position());
            against_plain += 1;
            // The line both proofs keep ends the game at that value.
            let tables = Some(Endgame::Hoyito(&safe));
            let budget = Budget::nodes(400_000);
            let test = |beta| settle(&game, beta, &budget, &cancel, tables, how).unwrap();
            let (yes, no) = (test(got.score), test(got.score + 1));
            let line = proven_line(&game, &yes, &no, &budget, &cancel, tables, how).unwrap();
            let mut end = game.clone();
            for a in line {
                end.apply(a).unwrap();
            }
            let p = end.position();
            assert!(p.is_over(), "{}", game.position());
            let me = game.position().current_player();
            let margin = p.captured(me) as i32 - p.captured(me.opponent()) as i32;
            assert_eq!(margin, got.score, "{}", game.position());
        }
    }
    assert!(
        against_brute >= 10,
        "{against_brute} checked by the brute force"
    );
    assert!(
        against_plain >= 5,
        "{against_plain} checked by the plain search"
    );
}

/// What a strategy looking at the board alone settles (`strategies.rs`) is the brute
/// force's value: on 2x4 endings of 8 seeds, for each test the tables' bounds leave open
/// there, nodes settled with a fresh history, and positions reached by random walks
/// inside the layer wherever the answer is claimed for their history (every turn seen
/// twice besides the position would end the game by repetition with the same answer).
#[test]
fn strategies_settle_2x4_endings_as_the_brute_force_does() {
    let rules = Rules::hoyito(4);
    let safe = safe_2x4(8);
    let mut draw = Draw(0x51A7_E61E);
    let (mut yes, mut no, mut with_twice) = (0, 0, 0);
    for game in cases(rules, 8, 60, 0) {
        let root = *game.position();
        let me = root.current_player();
        let margin = |p: &Position| p.captured(me) as i32 - p.captured(me.opponent()) as i32;
        let (lo, hi) = safe.probe(&root).unwrap();
        for beta in lo as i32 + 1..=hi as i32 {
            let repeat_yes = |p: &Position| {
                margin(p) + p.taken_at_repetition(me) as i32
                    - p.taken_at_repetition(me.opponent()) as i32
                    >= beta
            };
            let settled = strategies::settled_nodes(&safe, &root, beta);
            let answers: FastMap<(u64, bool), bool> = settled
                .iter()
                .map(|(p, entry, answer)| ((p.fingerprint(), *entry), *answer))
                .collect();
            // `game`'s position is worth `answer` to the test, as the brute force says,
            // or else the solver keyed by the whole history (tested against the brute
            // force above), where either decides within its budget.
            let mut check = |game: &Game, answer: bool| {
                let p = game.position();
                let Some(v) = brute_value(game, 5_000)
                    .or_else(|| solver_value(game, 100_000, Some(Endgame::Hoyito(&safe))))
                else {
                    return false;
                };
                let v = if p.current_player() == me { v } else { -v };
                assert_eq!(v >= beta, answer, "South >= {beta}? {p} from {root}");
                if answer {
                    yes += 1
                } else {
                    no += 1
                }
                true
            };
            for (p, _, answer) in settled.iter().take(3) {
                check(&Game::from(*p), *answer);
            }
            for _ in 0..5 {
                let mut walk = game.clone();
                let mut seen: FastMap<u64, (u8, Position)> = FastMap::default();
                seen.insert(root.fingerprint(), (1, root));
                for _ in 0..100 {
                    let legal = walk.position().legal_actions();
                    walk.apply(legal[draw.below(legal.len())]).unwrap();
                    let p = *walk.position();
                    if p.is_over() || p.seeds_on_board() != root.seeds_on_board() {
                        break;
                    }
                    seen.entry(p.fingerprint()).or_insert((0, p)).0 += 1;
                    let Some(&answer) = answers.get(&(p.fingerprint(), false)) else {
                        continue;
                    };
                    let twice: Vec<&Position> = seen
                        .values()
                        .filter(|(n, q)| *n >= 2 && q.fingerprint() != p.fingerprint())
                        .map(|(_, q)| q)
                        .collect();
                    // Those without a turn seen twice are the fresh nodes' case.
                    if !twice.is_empty()
                        && twice.iter().all(|q| repeat_yes(q) == answer)
                        && check(&walk, answer)
                    {
                        with_twice += 1;
                    }
                }
            }
        }
    }
    assert!(
        yes >= 100 && no >= 100 && with_twice >= 10,
        "{yes} yes, {no} no, {with_twice} with turns seen twice"
    );
}
