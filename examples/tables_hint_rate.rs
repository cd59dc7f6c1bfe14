//! How often an ending is proven, and how long a proof takes (issue 36):
//! `cargo run --release --example tables_hint_rate -- 6 12 2000000` solves the Hoyito
//! II 2x6 tables up to 12 seeds in memory, the 2x4 tables up to 16 seeds and Tsoro 4x6's
//! up to 6 stones, then takes 50 endings of each size (2x6 at 8, 12, 16 and 20 seeds;
//! 2x4 at 8, 12 and 16; Tsoro 4x6 at 6, 8, 12 and 16 stones or fewer), each reached by
//! pseudo-random play from the start, history and all. For each it counts the endings
//! whose value is proven by the tables' meeting bounds alone (what the hint says
//! without the solver), by the exact solver without the tables and with them, within
//! that many positions (a node budget: the same count on any machine), and prints the
//! median and longest time of a proof. The hint's own budget is 2,000,000 positions
//! or 1.5 s, whichever comes first ([`exact::HINT_BUDGET`]): a proof that took longer
//! than that time here is counted, and said in brackets ("47 (2 over 1.5 s)").

#[path = "common/endings.rs"]
mod endings;

use endings::endings;
use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::exact;
use mancala_tui::engine::tables::tsoro::TsoroTables;
use mancala_tui::engine::tables::{Endgame, Solved, probe};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// One size's row: endings, proven by the tables alone, by the solver without and
/// with the tables (count, median and longest time).
fn row(name: &str, games: &[Game], tables: Endgame<'_>, solver: &Budget) {
    let cancel = AtomicBool::new(false);
    let by_tables = games
        .iter()
        .filter(|g| match tables {
            Endgame::Hoyito(solved) => probe::proven(solved, g).is_some(),
            Endgame::Tsoro(t) => probe::tsoro_proven(t, g).is_some(),
        })
        .count();
    let mut cells = Vec::new();
    for with in [None, Some(tables)] {
        let mut times = Vec::new();
        for game in games {
            let t = Instant::now();
            if exact::solve_probing(game, solver, &cancel, with).is_ok() {
                times.push(t.elapsed().as_secs_f64());
            }
        }
        times.sort_by(f64::total_cmp);
        let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
        let longest = times.last().copied().unwrap_or(0.0);
        let limit = exact::HINT_BUDGET.millis.unwrap_or(u64::MAX) as f64 / 1000.0;
        let over = times.iter().filter(|&&t| t > limit).count();
        let count = if over > 0 {
            format!("{} ({over} over {limit} s)", times.len())
        } else {
            times.len().to_string()
        };
        cells.push(format!("{count} | {median:.3} s | {longest:.2} s"));
    }
    println!(
        "| {name} | {} | {by_tables} | {} | {} |",
        games.len(),
        cells[0],
        cells[1]
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let holes: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let top: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(12);
    let nodes: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(exact::HINT_BUDGET.nodes.unwrap_or(2_000_000));
    let solver = Budget::nodes(nodes);
    let t = Instant::now();
    let mut big = Solved::new(holes.max(4));
    if holes > 0 {
        big.solve_up_to(top);
    }
    let mut small = Solved::new(4);
    small.solve_up_to(16);
    let mut tsoro = TsoroTables::new(Rules::tsoro(6));
    for _ in 0..=6 {
        tsoro.solve_next();
    }
    println!(
        "tables: 2x{holes} up to {top} seeds, 2x4 up to 16, Tsoro 4x6 up to 6 stones \
         ({:.1} s); the solver within {nodes} positions",
        t.elapsed().as_secs_f64()
    );
    println!(
        "| ending | endings | tables alone | solver without tables | median | longest \
         | solver with tables | median | longest |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    // (`-- 0` leaves 2x6 out: the other boards alone.)
    for seeds in [8u16, 12, 16, 20].into_iter().filter(|_| holes > 0) {
        let games = endings(Rules::hoyito(holes), seeds, 50, false);
        row(
            &format!("2x{holes}, {seeds} seeds"),
            &games,
            Endgame::Hoyito(&big),
            &solver,
        );
    }
    for seeds in [8u16, 12, 16] {
        let games = endings(Rules::hoyito(4), seeds, 50, false);
        row(
            &format!("2x4, {seeds} seeds"),
            &games,
            Endgame::Hoyito(&small),
            &solver,
        );
    }
    for stones in [6u16, 8, 12, 16] {
        let games = endings(Rules::tsoro(6), stones, 50, true);
        row(
            &format!("Tsoro 4x6, {stones} stones or fewer"),
            &games,
            Endgame::Tsoro(&tsoro),
            &solver,
        );
    }
}
