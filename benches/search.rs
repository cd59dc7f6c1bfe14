//! Search speed of the computer player: `cargo bench --bench search`.
//!
//! For each variant, from a few positions after random openings: alpha-beta positions
//! per second (one thread, a node budget) and flat Monte Carlo playouts per second.
//! `cargo bench --bench search -- 2x6` runs only the variants whose name contains it.

use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::{self, Budget, Rng, baseline};
use mancala_tui::engine::tables::Tables;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Positions after 0, 4 and 10 random actions (the same every run).
fn positions(rules: Rules) -> Vec<Game> {
    let mut rng = Rng::new(42);
    [0, 4, 10]
        .iter()
        .filter_map(|&plies| {
            let mut g = Game::new(rules).unwrap();
            for _ in 0..plies {
                let a = baseline::random(g.position(), &mut rng)?;
                g.apply(a).unwrap();
            }
            (!g.position().is_over()).then_some(g)
        })
        .collect()
}

fn bench(name: &str, rules: Rules) {
    let cancel = AtomicBool::new(false);
    let (mut nodes, mut secs, mut depth) = (0u64, 0f64, 0u32);
    let (mut playouts, mut mc_secs) = (0u64, 0f64);
    let games = positions(rules);
    for g in &games {
        let t = Instant::now();
        let a = ai::analyse(g, &Budget::nodes(1_000_000), &cancel, &Tables::none()).unwrap();
        secs += t.elapsed().as_secs_f64();
        nodes += a.nodes;
        depth += a.depth;
        let t = Instant::now();
        let mut rng = Rng::new(7);
        let (_, n) = baseline::monte_carlo(g, Some(20_000), None, &mut rng, &cancel).unwrap();
        mc_secs += t.elapsed().as_secs_f64();
        playouts += n;
    }
    println!(
        "{name}: alpha-beta {:.2} M positions/s (1 M positions reach depth {:.1}), flat Monte Carlo {:.0} playouts/s",
        nodes as f64 / secs / 1e6,
        depth as f64 / games.len() as f64,
        playouts as f64 / mc_secs
    );
}

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for (name, rules) in [
        ("hoyito-ii 2x6", Rules::hoyito(6)),
        ("hoyito-ii 2x12", Rules::hoyito(12)),
        ("tsoro 4x8", Rules::tsoro(8)),
        ("tsoro 4x21", Rules::tsoro(21)),
    ] {
        if filter.is_empty() || filter.iter().any(|f| name.contains(f.as_str())) {
            bench(name, rules);
        }
    }
}
