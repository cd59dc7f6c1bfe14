//! Write a legal record of N random Hoyito II 2x12 actions (seeded) to standard output:
//! `cargo run --release --example long_record -- 200000 [SEED] > long.json`, for
//! measuring `check` and `replay` on long games.

#[path = "../tests/it/common/games.rs"]
mod common;

fn main() {
    let mut args = std::env::args().skip(1);
    let actions: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let rules = mancala_rules::Rules::hoyito(12);
    print!("{}", common::long_record(rules, seed, actions));
}
