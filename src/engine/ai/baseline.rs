//! Simple players to measure the search against: uniformly random, greedy (the most
//! seeds captured by the action itself), and flat Monte Carlo (random playouts from
//! each action, the best average result wins). Deterministic for a given seed.

use super::moves::{self, MAX_MOVES, Move};
use super::rng::Rng;
use mancala_rules::{Action, Game, Player, Position, Repetitions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// A uniformly random legal action; `None` when the game is over.
pub fn random(game: &Position, rng: &mut Rng) -> Option<Action> {
    let mut list = [0; MAX_MOVES];
    let n = moves::generate(game, &mut list);
    (n > 0).then(|| moves::to_action(game, list[rng.below(n)]))
}

/// The action that captures the most seeds at once (its own captures, extra turns
/// not followed), ties broken at random; `None` when the game is over.
pub fn greedy(game: &Game, rng: &mut Rng) -> Option<Action> {
    let mover = game.position().to_move()?;
    let mut list = [0; MAX_MOVES];
    let n = moves::generate(game.position(), &mut list);
    let mut best = Vec::new();
    let mut most = -1i32;
    for &mv in &list[..n] {
        let mut child = *game.position();
        moves::play(&mut child, mv, &mut game.repetitions());
        let gain = child.captured(mover) as i32 - game.position().captured(mover) as i32;
        if gain > most {
            most = gain;
            best.clear();
        }
        if gain == most {
            best.push(mv);
        }
    }
    let mv = best[rng.below(best.len())];
    Some(moves::to_action(game.position(), mv))
}

/// Play random actions until the game ends, the turns recorded in `seen`; the result
/// for `me`: 1 a win, ½ a draw, 0 a loss. A game still running after `cap` actions
/// counts by captures so far.
pub fn playout(
    game: &mut Position,
    seen: &mut Repetitions,
    me: Player,
    rng: &mut Rng,
    cap: u32,
) -> f64 {
    let mut list = [0; MAX_MOVES];
    for _ in 0..cap {
        let n = moves::generate(game, &mut list);
        if n == 0 {
            break;
        }
        let mv: Move = list[rng.below(n)];
        moves::play(game, mv, seen);
    }
    let winner = match game.outcome() {
        Some(o) => o.winner,
        None => match game.captured(me).cmp(&game.captured(me.opponent())) {
            std::cmp::Ordering::Greater => Some(me),
            std::cmp::Ordering::Less => Some(me.opponent()),
            std::cmp::Ordering::Equal => None,
        },
    };
    match winner {
        Some(w) if w == me => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// Flat Monte Carlo: random playouts after each action in turn, within `millis` or
/// `playouts` (whichever comes first; at least one round); the action with the best
/// average result. Returns the action and the playouts run.
pub fn monte_carlo(
    game: &Game,
    playouts: Option<u64>,
    millis: Option<u64>,
    rng: &mut Rng,
    cancel: &AtomicBool,
) -> Option<(Action, u64)> {
    let me = game.position().to_move()?;
    let mut list = [0; MAX_MOVES];
    let n = moves::generate(game.position(), &mut list);
    if n == 1 {
        return Some((moves::to_action(game.position(), list[0]), 0));
    }
    let deadline = millis.map(|ms| Instant::now() + Duration::from_millis(ms));
    let mut totals = vec![0.0f64; n];
    let mut runs = 0u64;
    // Each action played once, on a copy of the game's turns; each playout starts from
    // a copy of that.
    let mut after = vec![(*game.position(), game.repetitions().clone()); n];
    for ((g, seen), &mv) in after.iter_mut().zip(&list[..n]) {
        moves::play(g, mv, seen);
    }
    let mut seen = Repetitions::default();
    loop {
        for (total, (g, before)) in totals.iter_mut().zip(&after) {
            let mut g = *g;
            seen.clone_from(before);
            *total += playout(&mut g, &mut seen, me, rng, 10_000);
        }
        runs += n as u64;
        if playouts.is_some_and(|p| runs >= p)
            || deadline.is_some_and(|d| Instant::now() >= d)
            || cancel.load(Ordering::Relaxed)
            || (playouts.is_none() && deadline.is_none())
        {
            break;
        }
    }
    let best = (0..n)
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]))
        .unwrap_or(0);
    Some((moves::to_action(game.position(), list[best]), runs))
}
