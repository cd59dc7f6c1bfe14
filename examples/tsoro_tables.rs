//! Solve the Tsoro endgame tables of a 4xN board in memory and say what each total of
//! stones holds and how long it took: `cargo run --release --example tsoro_tables --
//! HOLES TOP` (default 4x6, up to 6 stones). For choosing the largest total that builds
//! in reasonable time on this machine (issue 21 part 2); `/usr/bin/time -v` around it
//! gives the peak memory.

use mancala_rules::Rules;
use mancala_tui::engine::tables::tsoro::{TsoroTables, positions};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let holes: u8 = args.next().map_or(6, |a| a.parse().expect("HOLES"));
    let top: usize = args.next().map_or(6, |a| a.parse().expect("TOP"));
    let rules = Rules::tsoro(holes);
    println!(
        "4x{holes} up to {top} stones: {} positions",
        positions(&rules, top)
    );
    let start = Instant::now();
    let mut tables = TsoroTables::new(rules);
    for stones in 0..=top {
        let begun = Instant::now();
        tables.solve_next();
        let t = tables.tally(stones);
        println!(
            "{stones} stones: {} won, {} lost, {} going round, longest {} actions ({:.2} s)",
            t.wins,
            t.losses,
            t.undecided,
            t.longest,
            begun.elapsed().as_secs_f64()
        );
    }
    println!("all: {:.2} s", start.elapsed().as_secs_f64());
}
