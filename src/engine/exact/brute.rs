//! The brute force the solver is tested against: every line of play, the history
//! replayed exactly by the rules' own [`Game`] (its repetition table, apply and undo),
//! with no memory, no tables and no bounds but the window of alpha-beta, which starts as
//! the values the rules allow (Hoyito II: the margin made so far, give or take every
//! seed left on the board; Tsoro: a loss to a win), so that a line reaching the best
//! possible value ends the search there.

use mancala_rules::{Game, GameKind, Position};

/// The exact value of `game` for the player acting now (the solver's scale: Hoyito II
/// the final difference of the captures, Tsoro 1, 0 or -1), or `None` when more than
/// `limit` positions would be visited.
pub fn value(game: &mut Game, limit: u64) -> Option<i32> {
    let mut left = limit;
    let here = game.position();
    let (lo, hi) = match here.rules().game {
        GameKind::HoyitoII => {
            let me = here.current_player();
            let made = here.captured(me) as i32 - here.captured(me.opponent()) as i32;
            let rest = here.seeds_on_board() as i32;
            (made - rest, made + rest)
        }
        GameKind::Tsoro => (-1, 1),
    };
    // Every value lies in lo..=hi: a search failing low there is worth lo, one failing
    // high worth hi.
    let v = search(game, lo, hi, &mut left);
    (left > 0).then_some(v.clamp(lo, hi))
}

fn terminal(p: &Position) -> i32 {
    let me = p.current_player();
    match p.rules().game {
        GameKind::HoyitoII => p.captured(me) as i32 - p.captured(me.opponent()) as i32,
        GameKind::Tsoro => match p.outcome().and_then(|o| o.winner) {
            Some(w) if w == me => 1,
            Some(_) => -1,
            None => 0,
        },
    }
}

fn search(game: &mut Game, mut alpha: i32, beta: i32, left: &mut u64) -> i32 {
    if *left == 0 {
        return 0;
    }
    *left -= 1;
    let here = *game.position();
    if here.is_over() {
        return terminal(&here);
    }
    let me = here.current_player();
    let mut best = i32::MIN + 1;
    for action in here.legal_actions() {
        game.apply(action).expect("a legal action");
        let v = if game.position().current_player() == me {
            search(game, alpha, beta, left)
        } else {
            -search(game, -beta, -alpha, left)
        };
        game.undo();
        if *left == 0 {
            return 0;
        }
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}
