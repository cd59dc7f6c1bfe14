//! The exact solver (issue 36) against the brute force, on every board of a layer
//! with a random history each: `cargo run --release --example exact_check -- hoyito 4 8`
//! checks every 2x4 board of 8 seeds (South to move, up to 30 random actions played
//! first), with the tables and without; `-- tsoro 6 4` every Tsoro 4x6 board of 4
//! stones; a fifth argument takes every n-th board only, the fourth is the brute
//! force's limit in positions, the sixth the solver's budget (default 200,000). Prints how many boards the brute force decided within its limit, how many
//! the solver agreed on (all, or it stops), and the solver's time.

use mancala_rules::{Game, GameKind, Position, Rules};
use mancala_tui::engine::ai::{self, Budget};
use mancala_tui::engine::exact::{self, brute};
use mancala_tui::engine::tables::index::LayerIndex;
use mancala_tui::engine::tables::tsoro::TsoroTables;
use mancala_tui::engine::tables::{Endgame, Solved};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

struct Draw(u64);

impl Draw {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as usize % n
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tsoro = args.first().map(String::as_str) == Some("tsoro");
    let holes: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let seeds: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(8);
    let limit: u64 = args
        .get(3)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let rules = if tsoro {
        Rules::tsoro(holes)
    } else {
        Rules::hoyito(holes)
    };
    let hoyito_tables = (!tsoro).then(|| {
        let mut s = Solved::new(holes);
        s.solve_up_to(seeds);
        s
    });
    let tsoro_tables = tsoro.then(|| TsoroTables::solve(rules, seeds));
    let tables = match (&hoyito_tables, &tsoro_tables) {
        (Some(s), _) => Some(Endgame::Hoyito(s)),
        (_, Some(t)) => Some(Endgame::Tsoro(t)),
        _ => None,
    };
    let cells = Position::new(rules).unwrap().layout().holes();
    let index = LayerIndex::new(cells, seeds);
    let mut draw = Draw(0x9E37_79B9_7F4A_7C15);
    let cancel = AtomicBool::new(false);
    let (mut boards, mut decided, mut differ_by_history) = (0u64, 0u64, 0u64);
    let mut secs = [0f64; 2];
    let mut solved = [0u64; 2];
    let budget = Budget::nodes(args.get(5).and_then(|a| a.parse().ok()).unwrap_or(200_000));
    let every = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(1u64);
    for rank in (0..index.size()).step_by(every as usize) {
        if boards % 20 == 19 {
            eprintln!("{boards} boards, {decided} decided, solved {solved:?}, {secs:.1?} s");
        }
        let mut position = Position::new(rules).unwrap();
        let mut view = vec![0u8; cells];
        index.unrank(rank, &mut view);
        position.set_mover_view(&view);
        let mut game = Game::from(position);
        for _ in 0..draw.below(31) {
            let legal = game.position().legal_actions();
            if legal.is_empty() {
                break;
            }
            game.apply(legal[draw.below(legal.len())]).unwrap();
        }
        if game.position().is_over() {
            continue;
        }
        boards += 1;
        let truth = std::thread::scope(|s| {
            let mut g = game.clone();
            std::thread::Builder::new()
                .stack_size(1 << 30)
                .spawn_scoped(s, move || brute::value(&mut g, limit))
                .unwrap()
                .join()
                .unwrap()
        });
        let scale = |e: &exact::Exact| match rules.game {
            GameKind::HoyitoII => e.score,
            GameKind::Tsoro => e.score / ai::WIN,
        };
        for (i, t) in [None, tables].into_iter().enumerate() {
            let start = Instant::now();
            let got = exact::solve_probing(&game, &budget, &cancel, t);
            secs[i] += start.elapsed().as_secs_f64();
            if let Ok(e) = &got {
                solved[i] += 1;
                if let Some(truth) = truth {
                    assert_eq!(scale(e), truth, "board {rank}: {}", game.position());
                }
            }
        }
        if let Some(truth) = truth {
            decided += 1;
            let _ = truth;
        }
        let alone = Game::from(*game.position());
        if let (Ok(a), Ok(b)) = (
            exact::solve_probing(&alone, &budget, &cancel, tables),
            exact::solve_probing(&game, &budget, &cancel, tables),
        ) && a.score != b.score
        {
            differ_by_history += 1;
        }
    }
    println!(
        "{}: {boards} boards with a history; brute force decided {decided} (all agreed); solver solved {} without tables ({:.1} s), {} with ({:.1} s); {differ_by_history} differ from the same board with no history",
        rules.describe(),
        solved[0],
        secs[0],
        solved[1],
        secs[1]
    );
}
