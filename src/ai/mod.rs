//! The computer player: best actions, evaluations and levels for both games.
//!
//! Pure like the rules: no terminal, files or global state. A search is deterministic
//! for a given position, seed and node budget; a time limit ([`Budget::millis`]) or the
//! cancel flag may cut it short, and then it gives the best found so far. Everything here
//! may run on a background thread: hand it a clone of the game and an
//! `Arc<AtomicBool>` to cancel (set it to make the computer move now, or to abandon).
//!
//! Scores are in seeds from the point of view of the player to move: the expected
//! difference of the captures at the end of the game (Hoyito II) or of the seeds on
//! each side (Tsoro, where captures decide who runs out of moves). A forced Tsoro win
//! scores [`WIN`] minus the actions it takes (a loss the negative), see
//! [`Analysis::forced_win`].

pub mod baseline;
mod eval;
mod moves;
mod rng;
mod search;
mod tt;

pub use rng::Rng;

use crate::rules::{Action, Game, Player};
use eval::{SCALE, WIN_BOUND};
use search::{Limits, Searcher};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The score of a forced Tsoro win found at the root (see [`Analysis::forced_win`]).
pub const WIN: i32 = 1000;

/// How strong the computer plays, 1 (easy) to 5 (expert).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Easy = 1,
    Casual = 2,
    Medium = 3,
    Hard = 4,
    Expert = 5,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Casual,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The level of a number 1 to 5.
    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).checked_sub(1)?).copied()
    }

    pub fn number(self) -> u8 {
        self as u8
    }

    /// `easy`, `casual`, `medium`, `hard` or `expert`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Casual => "casual",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// How long the level may think on a move (its node and time limits).
    pub fn budget(self) -> Budget {
        self.style().budget
    }

    fn style(self) -> Style {
        match self {
            // A look at the immediate gains, with mistakes of several seeds.
            Level::Easy => Style {
                budget: Budget::nodes(2_000),
                max_depth: 1,
                noise: 6,
            },
            Level::Casual => Style {
                budget: Budget::nodes(10_000),
                max_depth: 2,
                noise: 3,
            },
            Level::Medium => Style {
                budget: Budget::nodes(50_000),
                max_depth: 4,
                noise: 1,
            },
            Level::Hard => Style {
                budget: Budget {
                    nodes: Some(400_000),
                    millis: Some(1000),
                },
                max_depth: search::MAX_DEPTH,
                noise: 0,
            },
            Level::Expert => Style {
                budget: Budget::millis(2000),
                max_depth: search::MAX_DEPTH,
                noise: 0,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    /// A number 1 to 5 or a level's name.
    fn from_str(s: &str) -> Result<Level, String> {
        let s = s.trim();
        s.parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .or_else(|| {
                Level::ALL
                    .into_iter()
                    .find(|l| l.name().eq_ignore_ascii_case(s))
            })
            .ok_or_else(|| {
                format!(
                    "the level must be 1 to 5 or easy, casual, medium, hard, expert (got {s:?})"
                )
            })
    }
}

/// How a level plays: how far it looks and how much it lets chance pick among moves.
#[derive(Clone, Copy, Debug)]
struct Style {
    budget: Budget,
    max_depth: u32,
    /// Up to this many seeds of random bonus are added to each move's score before the
    /// best is taken: deliberate mistakes that cost about as much.
    noise: i32,
}

/// Limits of one search. The search stops at whichever comes first, or when the
/// result is proven; with neither limit it deepens until proven or very deep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Positions to visit: a budget that gives the same result on any machine.
    pub nodes: Option<u64>,
    /// Thinking time in milliseconds.
    pub millis: Option<u64>,
}

impl Budget {
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            millis: None,
        }
    }

    pub fn millis(millis: u64) -> Budget {
        Budget {
            nodes: None,
            millis: Some(millis),
        }
    }
}

/// The result of a search: the action chosen, what it is worth and what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The action to play now, in record notation when displayed.
    pub action: Action,
    /// In seeds, from the point of view of `mover` (see the module notes).
    pub score: i32,
    /// The score is the result with best play of both sides, not an estimate.
    pub proven: bool,
    /// The expected actions from here, `action` first.
    pub line: Vec<Action>,
    /// Actions searched ahead.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// The player the action and score belong to.
    pub mover: Player,
}

impl Analysis {
    /// `Some(n)` when the mover wins by force in `n` actions (a Tsoro win), `Some(-n)`
    /// when they lose by force in `n`.
    pub fn forced_win(&self) -> Option<i32> {
        forced(self.score)
    }

    /// The score from `player`'s point of view.
    pub fn score_for(&self, player: Player) -> i32 {
        if player == self.mover {
            self.score
        } else {
            -self.score
        }
    }

    /// The evaluation in words: "South wins by 8 with best play", "draw with best play",
    /// "+3 seeds for South", "even".
    pub fn describe(&self) -> String {
        describe_score(self.score, self.proven, self.mover)
    }
}

fn forced(score: i32) -> Option<i32> {
    if score > WIN - 500 {
        Some(WIN - score)
    } else if score < -(WIN - 500) {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// A score in words (see [`Analysis::describe`]); `score` is from `mover`'s point of view.
pub fn describe_score(score: i32, proven: bool, mover: Player) -> String {
    let (leader, margin) = if score >= 0 {
        (mover, score)
    } else {
        (mover.opponent(), -score)
    };
    if let Some(n) = forced(score) {
        let n = n.abs();
        let actions = if n == 1 { "action" } else { "actions" };
        return format!("{leader} wins with best play (in {n} {actions})");
    }
    match (proven, margin) {
        (true, 0) => "draw with best play".to_string(),
        (true, m) => format!("{leader} wins by {m} with best play"),
        (false, 0) => "even".to_string(),
        (false, 1) => format!("+1 seed for {leader}"),
        (false, m) => format!("+{m} seeds for {leader}"),
    }
}

/// The best action in `game` within `budget`, with its evaluation and expected line;
/// `None` when the game is over. Setting `cancel` returns at once with the best so far.
pub fn analyse(game: &Game, budget: &Budget, cancel: &AtomicBool) -> Option<Analysis> {
    let style = Style {
        budget: *budget,
        max_depth: search::MAX_DEPTH,
        noise: 0,
    };
    think(game, &style, 0, cancel)
}

/// The action a computer player of `level` plays in `game`, with its own evaluation;
/// the same `seed` gives the same choice (unless its time limit cuts the search short).
/// Low levels make deliberate mistakes; a different seed gives different ones.
/// `None` when the game is over.
pub fn choose(game: &Game, level: Level, seed: u64, cancel: &AtomicBool) -> Option<Analysis> {
    think(game, &level.style(), seed, cancel)
}

/// [`choose`] with another budget than the level's own: node budgets make matches
/// reproducible and affordable. The level's depth limit and mistakes are kept.
pub fn choose_within(
    game: &Game,
    level: Level,
    seed: u64,
    budget: &Budget,
    cancel: &AtomicBool,
) -> Option<Analysis> {
    let style = Style {
        budget: *budget,
        ..level.style()
    };
    think(game, &style, seed, cancel)
}

/// Positions a second of search visits, about, to size the table for a time limit.
const NODES_PER_SECOND: u64 = 1_500_000;

fn think(game: &Game, style: &Style, seed: u64, cancel: &AtomicBool) -> Option<Analysis> {
    let mover = game.to_move()?;
    let expected = match (style.budget.nodes, style.budget.millis) {
        (Some(n), _) => n,
        (None, Some(ms)) => ms * NODES_PER_SECOND / 1000,
        (None, None) => u64::MAX,
    };
    let table = tt::Table::for_nodes(expected);
    let limits = Limits {
        nodes: style.budget.nodes,
        deadline: style
            .budget
            .millis
            .map(|ms| Instant::now() + Duration::from_millis(ms)),
        max_depth: style.max_depth,
    };
    let mut rng = Rng::new(seed ^ game.fingerprint());
    let full_width = style.noise > 0;
    let mut searcher = Searcher::new(game, &table, cancel, limits, eval::WEIGHTS);
    let rotate = rng.next_u64() as usize;
    let it = searcher.run(full_width, rotate)?;
    let (mv, score) = if full_width {
        // Each move's score plus a random bonus up to the level's noise.
        let bonus = style.noise * SCALE + 1;
        it.root
            .iter()
            .map(|&(m, v)| (m, v, v.saturating_add(rng.below(bonus as u64) as i32)))
            .max_by_key(|&(_, _, noisy)| noisy)
            .map(|(m, v, _)| (m, v))
            .unwrap_or((it.mv, it.score))
    } else {
        (it.mv, it.score)
    };
    // Full width gives every root move its exact score; otherwise only the best has one.
    let proven = it.proven && (full_width || mv == it.mv);
    let line = search::principal_line(game, &table, mv, 24);
    Some(Analysis {
        action: moves::to_action(game, mv),
        score: to_public(score),
        proven,
        line,
        depth: it.depth,
        nodes: searcher.nodes,
        mover,
    })
}

/// Internal score units to seeds (or a forced-win score).
fn to_public(v: i32) -> i32 {
    if v > WIN_BOUND {
        WIN - (eval::WIN - v)
    } else if v < -WIN_BOUND {
        -WIN + (eval::WIN + v)
    } else {
        (v as f64 / SCALE as f64).round() as i32
    }
}
