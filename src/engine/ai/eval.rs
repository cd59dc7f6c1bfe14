//! Scores of positions, in 1/[`SCALE`] seeds from the point of view of
//! [`Position::current_player`]: exact at the end of the game, estimated before.

use mancala_rules::{GameKind, Player, Position, fast};

/// Internal score units per seed, so estimates can weigh less than a seed.
pub const SCALE: i32 = 16;
/// A Tsoro game won (or lost) at the root; a win after `p` actions scores `WIN - p`.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are forced wins or losses.
pub(crate) const WIN_BOUND: i32 = WIN - 10_000;
pub(crate) const INFINITY: i32 = WIN + 1;

/// The exact score of a finished game for `game.current_player()`, `ply` actions from
/// the root. Hoyito II: the difference of the captures (which decide the result).
/// Tsoro: a win or a loss, sooner being better; a draw (by repetition) is 0.
pub fn terminal(game: &Position, ply: usize) -> i32 {
    let me = game.current_player();
    match game.rules().game {
        GameKind::HoyitoII => SCALE * material(game, me),
        GameKind::Tsoro => match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == me => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => 0,
        },
    }
}

/// Captured seeds of `me` minus the opponent's.
#[inline]
pub(crate) fn material(game: &Position, me: Player) -> i32 {
    game.captured(me) as i32 - game.captured(me.opponent()) as i32
}

/// Weights of the estimate, in score units.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Per seed of difference in the seeds on each side (Hoyito II: seeds the owner
    /// takes back if the game ends by repetition, and moves to choose from).
    pub side: i32,
    /// Per hole the player to move may choose, minus the opponent's.
    pub mobility: i32,
}

impl Weights {
    /// Captures only: nothing for seeds on one's side or holes to choose from (the
    /// easy levels, as a beginner counts).
    pub(crate) const CAPTURES: Weights = Weights {
        side: 0,
        mobility: 0,
    };
}

pub(crate) const WEIGHTS: Weights = Weights {
    side: 2,
    mobility: 1,
};

/// An estimate of a position that is not over, for `game.current_player()`.
#[inline]
pub fn estimate(game: &Position, w: &Weights) -> i32 {
    let me = game.current_player();
    let mut score = SCALE * material(game, me);
    let side = game.seeds_on_side(me) as i32 - game.seeds_on_side(me.opponent()) as i32;
    match game.rules().game {
        GameKind::HoyitoII => score += w.side * side,
        // In Tsoro seeds never change sides, so captures and sides say the same.
        GameKind::Tsoro => {}
    }
    let (bits, _) = fast::legal_bits(game);
    score += w.mobility * bits.count_ones() as i32;
    score
}
