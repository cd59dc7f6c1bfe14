//! Balanced openings for matches: random starts that a deep search judges close to
//! even, so a match between two players measures their strength and not which side
//! each drew. In Hoyito II most random starts are decided early (a search of a
//! million positions after 2 random actions gives one side 16 to 35 of the 48
//! seeds), and two players of near strength then each win the games they play on the
//! better side.
//!
//! ```text
//! cargo run --release --example openings -- --game hoyito --holes 6 --count 100 \
//!     --nodes 1000000 --within 4 > assets/openings/hoyito-2x6.txt
//! ```
//!
//! Each line: the actions (record notation, separated by spaces), then `#` and the
//! search's score for the player to move. Candidate `c` plays `--min` to `--max`
//! (default 2 to 6) random actions from a generator seeded by `c` and `--seed` (default
//! 0), so the book is the same on every machine; different seeds give different
//! candidates, to make a book in parts in parallel.
//! `match --book FILE` plays game `2k` and `2k+1` from line `k`. The books in
//! `assets/openings/` are built into the program (`src/openings.rs`): a balanced start
//! against the computer is drawn from them, and `match --book hoyito-2x6` names one.

mod common;

use common::Args;
use mancala_rules::Game;
use mancala_tui::engine::ai::{self, Budget, Rng, baseline};
use mancala_tui::engine::tables::Tables;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

fn main() {
    let args = Args::from_env();
    let rules = args.rules();
    let count: u64 = args.number("--count", 100);
    let nodes: u64 = args.number("--nodes", 1_000_000);
    let within: i32 = args.number("--within", 4);
    let (shortest, longest): (u64, u64) = (args.number("--min", 2), args.number("--max", 6));
    // Different seeds give different candidates (to make a book in parts in parallel).
    let seed: u64 = args.number("--seed", 0);
    let cancel = AtomicBool::new(false);
    let mut seen = HashSet::new();
    let mut found = 0;
    let mut tried = 0;
    let mut candidate = 0u64;
    while found < count {
        candidate += 1;
        let mut rng = Rng::new(candidate.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seed);
        let length = shortest + rng.below((longest - shortest + 1) as usize) as u64;
        let mut game = Game::new(rules).expect("valid rules");
        let mut actions = Vec::new();
        for _ in 0..length {
            match baseline::random(game.position(), &mut rng) {
                Some(action) => {
                    game.apply(action).expect("a legal action");
                    actions.push(action.to_string());
                }
                None => break,
            }
        }
        if game.position().is_over() || !seen.insert(game.position().fingerprint()) {
            continue;
        }
        tried += 1;
        let Some(judged) = ai::analyse(&game, &Budget::nodes(nodes), &cancel, &Tables::none())
        else {
            continue;
        };
        if judged.score.abs() <= within {
            found += 1;
            println!(
                "{} # {:+} depth {}",
                actions.join(" "),
                judged.score,
                judged.depth
            );
        }
    }
    eprintln!("openings: {found} of {tried} starts within {within} seeds");
}
