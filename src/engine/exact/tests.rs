//! The solver against the brute force, on small boards with random histories.

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

/// In Hoyito II nearly every board of a total goes round with every other, so the brute
/// force decides few positions with a history (`examples/exact_check.rs` counts them);
/// where the solver solves a position both
/// with the tables (bounds that cut early) and without (the seeds left only), the two
/// searches take different paths and must find the same value.
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
