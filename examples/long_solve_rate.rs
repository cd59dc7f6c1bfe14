//! How a long solve's tests compare (issue 36): `cargo run --release --example
//! long_solve_rate -- DIR NODES` takes 20 2x4 endings each of 16, 20 and 24 seeds,
//! reached by pseudo-random play from the start (history and all), and solves each
//! exactly within `NODES` positions two ways, with the 2x4 tables and their bounds
//! (kept in `DIR`, as `exact_start` keeps them): the deepening alpha-beta tests keyed
//! by the whole history since the last capture, and proof-number tests keyed by the
//! turns of a position's component. It prints, for each size and way, how many were
//! solved, and the median and largest positions a solve took; and checks that the two
//! ways agree where both solve.

#[path = "common/endings.rs"]
mod endings;
#[path = "common/safe_tables.rs"]
mod safe_tables;

use endings::endings;
use mancala_rules::Rules;
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::exact::{self, LongSolve};
use mancala_tui::engine::tables::Endgame;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().expect("DIR: a folder for the tables"));
    let nodes: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let solved = safe_tables::safe_2x4_tables(32, Some(&dir));
    let cancel = AtomicBool::new(false);
    let ways = [
        (
            "deepening alpha-beta, whole history",
            LongSolve {
                deepening: true,
                ..LongSolve::default()
            },
        ),
        (
            "proof numbers, components",
            LongSolve {
                by_components: true,
                proof_numbers: true,
                ..LongSolve::default()
            },
        ),
    ];
    println!("| 2x4 ending | way | solved of 20 | median positions | most positions |");
    println!("| --- | --- | ---: | ---: | ---: |");
    for seeds in [16, 20, 24] {
        let games = endings(Rules::hoyito(4), seeds, 20, false);
        let mut values: Vec<Vec<Option<i32>>> = Vec::new();
        for (name, how) in ways {
            let mut spent = Vec::new();
            let mut got = Vec::new();
            for game in &games {
                let tables = Some(Endgame::Hoyito(&solved));
                let r = exact::solve_reporting(
                    game,
                    &Budget::nodes(nodes),
                    &cancel,
                    tables,
                    how,
                    &mut |_, _, _| {},
                );
                if let Ok(e) = &r {
                    spent.push(e.nodes);
                }
                got.push(r.ok().map(|e| e.score));
            }
            spent.sort_unstable();
            let median = spent.get(spent.len() / 2).copied().unwrap_or(0);
            let most = spent.last().copied().unwrap_or(0);
            println!(
                "| {seeds} seeds | {name} | {} | {median} | {most} |",
                spent.len()
            );
            values.push(got);
        }
        for (a, b) in values[0].iter().zip(&values[1]) {
            if let (Some(a), Some(b)) = (a, b) {
                assert_eq!(a, b, "the two ways disagree");
            }
        }
    }
}
