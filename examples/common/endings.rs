//! Endings reached by play, for the measuring examples (`tables_hint_rate`,
//! `long_solve_rate`).

use mancala_rules::{Game, Rules};

/// Up to `count` positions with `seeds` seeds on the board (Tsoro: the first with at
/// most that many), one a game, from games played by a fixed pseudo-random choice.
pub fn endings(rules: Rules, seeds: u16, count: usize, at_most: bool) -> Vec<Game> {
    let mut found = Vec::new();
    for seed in 1..=20 * count as u64 {
        let mut x = seed;
        let mut game = Game::new(rules).unwrap();
        while !game.position().is_over() && game.actions_played() < 2000 {
            let on = game.position().seeds_on_board();
            if on == seeds || (at_most && on < seeds) {
                found.push(game);
                break;
            }
            let legal = game.position().legal_actions();
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            game.apply(legal[(x >> 33) as usize % legal.len()]).unwrap();
        }
        if found.len() == count {
            break;
        }
    }
    found
}
