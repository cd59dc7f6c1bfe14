//! How often a hint is proven in Hoyito II endings, with the endgame tables probed inside
//! the search and without: `cargo run --release --example tables_hint_rate -- 6 12 200000`
//! solves 2x6 up to 12 seeds in memory, then searches 50 endings of each of 8, 12, 16
//! and 20 seeds (reached by pseudo-random play from the start, history and all) at
//! 200,000 positions a search, both ways, and prints the proven share and the time;
//! then the exact solver (issue 36) on the same endings within 2,000,000 positions,
//! without the tables and with them: how many it solves, and the median and longest
//! time of a solve.

use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::{self, Budget};
use mancala_tui::engine::exact;
use mancala_tui::engine::tables::{Endgame, Solved};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Up to `count` positions with `seeds` seeds on the board, one a game, from games
/// played by a fixed pseudo-random choice.
fn endings(holes: u8, seeds: u16, count: usize) -> Vec<Game> {
    let mut found = Vec::new();
    for seed in 1..=20 * count as u64 {
        let mut x = seed;
        let mut game = Game::new(Rules::hoyito(holes)).unwrap();
        while !game.position().is_over() && game.actions_played() < 2000 {
            if game.position().seeds_on_board() == seeds {
                found.push(game);
                break;
            }
            let legal = game.position().legal_actions();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.apply(legal[(x >> 33) as usize % legal.len()]).unwrap();
        }
        if found.len() == count {
            break;
        }
    }
    found
}

fn main() {
    let mut args = std::env::args().skip(1);
    let holes: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let top: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    let t = Instant::now();
    let mut solved = Solved::new(holes);
    solved.solve_up_to(top);
    println!(
        "2x{holes} tables up to {top} seeds solved in {:.1} s; {nodes} positions a search",
        t.elapsed().as_secs_f64()
    );
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(nodes);
    println!("seeds  endings  proven without  proven with  time without  time with");
    for seeds in [8u16, 12, 16, 20] {
        let games = endings(holes, seeds, 50);
        let mut proven = [0usize; 2];
        let mut secs = [0f64; 2];
        for game in &games {
            for (i, tables) in [None, Some(Endgame::Hoyito(&solved))]
                .into_iter()
                .enumerate()
            {
                let t = Instant::now();
                let a = ai::analyse_probing(game, &budget, &cancel, tables).unwrap();
                secs[i] += t.elapsed().as_secs_f64();
                proven[i] += a.proven as usize;
            }
        }
        println!(
            "{seeds:>5}  {:>7}  {:>14}  {:>11}  {:>10.2} s  {:>7.2} s",
            games.len(),
            proven[0],
            proven[1],
            secs[0],
            secs[1]
        );
        let solver = Budget::nodes(2_000_000);
        let mut line = format!("{seeds:>5}  exact solver:");
        for (name, tables) in [("without", None), ("with", Some(Endgame::Hoyito(&solved)))] {
            let mut times = Vec::new();
            for game in &games {
                let t = Instant::now();
                if exact::solve_probing(game, &solver, &cancel, tables).is_ok() {
                    times.push(t.elapsed().as_secs_f64());
                }
            }
            times.sort_by(f64::total_cmp);
            let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
            let longest = times.last().copied().unwrap_or(0.0);
            line += &format!(
                "  {name} tables {} solved (median {median:.3} s, longest {longest:.2} s)",
                times.len()
            );
        }
        println!("{line}");
    }
}
