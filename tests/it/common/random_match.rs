//! A match played by a simple deterministic chooser (a linear congruential sequence
//! from a seed), for the tests that need a match's rounds of some shape. The unit
//! tests share it (`crate::test_match`, through `#[path]`).

use mancala_rules::{Action, Match, Rules};

/// A match of `rules` played from `seed` until `done` says so (asked before each
/// action) or the match ends: the match, and each round's actions as a match record
/// writes them (a round's end begins the next round's list while the match goes on).
pub fn random_match(
    rules: Rules,
    seed: u64,
    done: impl Fn(&Match) -> bool,
) -> (Match, Vec<Vec<Action>>) {
    let mut played = Match::new(rules).expect("a Hoyito match");
    let mut rounds = vec![Vec::new()];
    let mut k = seed;
    while !played.is_over() && !done(&played) {
        let round = played.round();
        let moves = played.game().position().legal_actions();
        k = k
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let action = moves[(k >> 33) as usize % moves.len()];
        played.apply(action).expect("a legal action");
        rounds[round - 1].push(action);
        if played.round() > round {
            rounds.push(Vec::new());
        }
    }
    (played, rounds)
}

/// The actions of a first round of `rules` that ends with a hole closed for the next,
/// the match going on (the first seed that plays one).
pub fn first_round_closing_a_hole(rules: Rules) -> Vec<Action> {
    (1..200)
        .find_map(|seed| {
            let (played, rounds) = random_match(rules, seed, |m| m.round() > 1);
            (!played.is_over() && !played.closed_holes().is_empty()).then(|| rounds[0].clone())
        })
        .expect("a first round that closes a hole")
}
