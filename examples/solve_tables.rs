//! Solve the Hoyito II endgame tables of one board in memory and print each layer's
//! boards, exact share, sweeps and time: `cargo run --release --example solve_tables -- 4 32`.

use mancala_rules::{Game, Rules};
use mancala_tui::engine::tables::Solved;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let holes: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let seeds: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(8 * holes as usize);
    let mut solved = Solved::new(holes);
    for k in (8..=seeds).step_by(4) {
        let t = Instant::now();
        let stats = solved.solve_up_to(k);
        let s = stats[0];
        println!(
            "2x{holes} {k:>2} seeds: {:>10} boards, {:>10} exact ({:.1}%), {:>3} sweeps, {:.2} s",
            s.boards,
            s.exact,
            100.0 * s.exact as f64 / s.boards as f64,
            s.sweeps,
            t.elapsed().as_secs_f64()
        );
    }
    let mut game = Game::new(Rules::hoyito(holes)).unwrap();
    let Some((lo, hi)) = solved.probe(game.position()) else {
        return;
    };
    println!("the start: South gets a margin between {lo} and {hi}");
    let mut line = Vec::new();
    while let Some((i, _)) = solved.best_move(game.position()) {
        line.push(game.position().action_at(i).to_string());
        game.apply(game.position().action_at(i)).unwrap();
        if game.position().is_over() || line.len() >= 400 {
            break;
        }
    }
    println!(
        "principal line ({} actions): {}\nends {:?}, captures South {} North {}",
        line.len(),
        line.join(" "),
        game.position().outcome(),
        game.position().captured(mancala_rules::Player::South),
        game.position().captured(mancala_rules::Player::North)
    );
}
