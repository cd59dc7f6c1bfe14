//! How much the repetition rule's own bounds (`Solved::with_safety`) narrow the 2x4
//! tables (issue 36): `cargo run --release --example tables_safety -- 32` solves the
//! 2x4 layers up to 32 seeds both ways and prints, for each, the mean width of the
//! bounds (upper minus lower) and the boards with an exact value, then the start's
//! bounds both ways.

use mancala_rules::{Game, Rules};
use mancala_tui::engine::tables::{Layer, Solved};
use std::time::Instant;

/// Mean width of a layer's bounds, and how many boards have an exact value.
fn measure(layer: &Layer) -> (f64, usize) {
    let n = layer.len();
    let width: i64 = (0..n).map(|i| (layer.hi[i] - layer.lo[i]) as i64).sum();
    let exact = (0..n).filter(|&i| layer.hi[i] == layer.lo[i]).count();
    (width as f64 / n as f64, exact)
}

fn main() {
    let top: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(32);
    let mut plain = Solved::new(4);
    let mut safe = Solved::with_safety(4);
    println!("| seeds | boards | width | exact | width with safety | exact with safety | time |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for k in (8..=top).step_by(4) {
        let t = Instant::now();
        plain.solve_up_to(k);
        let t_plain = t.elapsed().as_secs_f64();
        let t = Instant::now();
        safe.solve_up_to(k);
        let t_safe = t.elapsed().as_secs_f64();
        let (a, b) = (plain.layer(k).unwrap(), safe.layer(k).unwrap());
        let ((wa, ea), (wb, eb)) = (measure(a), measure(b));
        println!(
            "| {k} | {} | {wa:.2} | {ea} | {wb:.2} | {eb} | {t_plain:.1} s, {t_safe:.1} s |",
            a.len()
        );
    }
    let game = Game::new(Rules::hoyito(4)).unwrap();
    println!(
        "the start, South's margin: {:?} plain, {:?} with safety",
        plain.probe(game.position()),
        safe.probe(game.position())
    );
}
