//! The usual 2x4 Hoyito II start solved exactly, the third-repetition rule played out
//! (issue 36): `cargo run --release --example exact_start -- 32` solves the 2x4 tables
//! up to 32 seeds in memory (the whole game; a smaller number gives the solver fewer
//! bounds), then runs the exact solver from the start with budgets of 1, 4, 16, ...
//! million positions until it finishes, and prints South's margin with best play, the
//! principal line and the time. Not solved yet: a run on the shared 2-core machine
//! (tables 380 s) ended unsolved at 64,000,000 positions (1,103 s, 1.2 GB of memory
//! for the solver's memory; the solver then still took the tables' bounds with a turn
//! seen twice), so "2x4 solved" is still the tables' range, South +8 to +16.

use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::exact;
use mancala_tui::engine::tables::{Endgame, Solved};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let top: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(32);
    let t = Instant::now();
    let mut solved = Solved::new(4);
    solved.solve_up_to(top);
    println!(
        "2x4 tables up to {top} seeds solved in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let game = Game::new(Rules::hoyito(4)).unwrap();
    if let Some((lo, hi)) = solved.probe(game.position()) {
        println!("the tables' bounds at the start: South {lo:+} to {hi:+}");
    }
    let cancel = AtomicBool::new(false);
    let mut nodes = 1_000_000u64;
    loop {
        let t = Instant::now();
        let got = exact::solve_probing(
            &game,
            &Budget::nodes(nodes),
            &cancel,
            Some(Endgame::Hoyito(&solved)),
        );
        let secs = t.elapsed().as_secs_f64();
        match got {
            Ok(e) => {
                let line: Vec<String> = e.line.iter().map(|a| a.to_string()).collect();
                println!(
                    "2x4 start, South to move, empty history: South {:+} with best play \
                     ({} positions, {secs:.1} s)",
                    e.score, e.nodes
                );
                println!(
                    "principal line ({} actions): {}",
                    line.len(),
                    line.join(" ")
                );
                break;
            }
            Err(u) => {
                println!(
                    "not solved within {nodes} positions ({} searched, {secs:.1} s)",
                    u.nodes
                );
                nodes = nodes.saturating_mul(4);
            }
        }
    }
}
