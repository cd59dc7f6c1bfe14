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
#[doc(hidden)]
pub mod eval;
pub(crate) mod moves;
mod rng;
mod search;
mod tt;

#[doc(hidden)]
pub use eval::Weights;
pub use rng::Rng;

use crate::engine::exact;
use crate::engine::tables::{Endgame, Tables};
use eval::{SCALE, WIN_BOUND};
use mancala_rules::{Action, Game, GameKind, Player};
use search::{Limits, Searcher};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The score of a forced Tsoro win found at the root (see [`Analysis::forced_win`]).
pub const WIN: i32 = 1000;

/// Scores beyond this (either way) are forced results, not seed margins.
pub(crate) const FORCED_BOUND: i32 = WIN - 500;

/// The least time a search within a turn gets, in milliseconds.
const MIN_SEARCH_MILLIS: u64 = 100;

pub use crate::store::level::Level;

/// What each level may think and how it errs: the computer's side of a level.
impl Level {
    /// How long the level may think on a move (its node and time limits).
    pub fn budget(self) -> Budget {
        self.settings().budget
    }

    /// The longest the level thinks in a whole turn, in milliseconds: a turn of
    /// several actions (Hoyito II's extra turns, Tsoro's head answers and bonus picks)
    /// is played from the search that chose its first action as far as that search saw,
    /// and a search needed later in the same turn gets what is left of this (see
    /// [`Level::budget_in_turn`]). Lower levels think less; their node budgets end
    /// their searches long before on any usual machine: the time is for slow ones.
    pub fn turn_millis(self) -> u64 {
        match self {
            Level::Easy => 500,
            Level::Casual => 1000,
            Level::Steady => 1100,
            Level::Solid => 1250,
            Level::Medium => 1500,
            Level::Clever => 1750,
            Level::Sharp => 1900,
            Level::Hard => 2000,
            Level::Expert => 3000,
        }
    }

    /// The budget of a search in a turn that has already thought `spent`: the level's
    /// own (its nodes are kept, so what it plays does not change), its time cut to what
    /// is left of [`Level::turn_millis`], and never less than a tenth of a second (a
    /// turn must still be played when its time has gone).
    pub fn budget_in_turn(self, spent: Duration) -> Budget {
        let own = self.budget();
        let left = self
            .turn_millis()
            .saturating_sub(spent.as_millis().min(u64::MAX as u128) as u64)
            .max(MIN_SEARCH_MILLIS);
        Budget {
            nodes: own.nodes,
            millis: Some(own.millis.map_or(left, |ms| ms.min(left))),
        }
    }

    #[doc(hidden)]
    pub fn settings(self) -> Settings {
        match self {
            // A beginner: looks one action ahead and counts only captures. Blind to
            // chains (Hoyito II: it sees the casa its last seed makes, not the holes of
            // 4 behind it) and to captures after a relay (Tsoro: it follows one lap);
            // it expects the opponent to stop at a head. On 35 moves in 100 it plays one
            // of its next three moves instead of its best, when that is within 8 seeds.
            Level::Easy => Settings {
                blind: Blind::ALL,
                slip: Slip::EASY,
                weights: Weights::CAPTURES,
                ..Settings::new(Budget::nodes(2_000), 1, 0)
            },
            // The same blind spots, but it looks two actions ahead (an extra turn of its
            // own or the reply), and slips three times in ten.
            Level::Casual => Settings {
                blind: Blind::ALL,
                slip: Slip::CASUAL,
                weights: Weights::CAPTURES,
                ..Settings::new(Budget::nodes(10_000), 2, 0)
            },
            // Sees what medium sees (no blind spots; seeds on its side and holes to
            // choose count too) but looks only two actions ahead, and on 30 moves in 100
            // plays one of its next three within 8 seeds, as casual does.
            Level::Steady => Settings {
                slip: Slip::STEADY,
                ..Settings::new(Budget::nodes(10_000), 2, 0)
            },
            // Three actions ahead, and slips on 20 moves in 100.
            Level::Solid => Settings {
                slip: Slip::SOLID,
                ..Settings::new(Budget::nodes(20_000), 3, 0)
            },
            Level::Medium => Settings::new(Budget::nodes(50_000), 4, 1),
            // No slips: they err only by their horizon, five and eight actions ahead
            // (medium four, with a seed of chance; hard as deep as 20,000 positions go).
            Level::Clever => Settings::new(Budget::nodes(50_000), 5, 0),
            Level::Sharp => Settings::new(Budget::nodes(50_000), 8, 0),
            // As deep as 20,000 positions reach (7 to 9 actions on 2x12, a few ms), no
            // mistakes: the budget its match rows measure. Expert's 2 s on two threads is a
            // hundred times more or beyond; on Hoyito II 2x12 a search deeper than about
            // 20,000 positions gains little (examples/README.md), so a bigger hard
            // level would barely differ from expert there. The time cap is for slow machines.
            Level::Hard => Settings::new(
                Budget {
                    nodes: Some(20_000),
                    millis: Some(1000),
                },
                search::MAX_DEPTH,
                0,
            ),
            // Plays the endings the built tables hold perfectly.
            Level::Expert => Settings {
                threads: 2,
                endgame_tables: true,
                ..Settings::new(Budget::millis(2000), search::MAX_DEPTH, 0)
            },
        }
    }
}

/// How a search plays: its budget, how far it looks, how much it lets chance pick
/// among moves, and the estimate's weights. The levels are fixed settings; the rest is
/// for measuring variants against each other (the match runner).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub budget: Budget,
    pub max_depth: u32,
    /// Up to this many seeds of random bonus are added to each move's score before the
    /// best is taken: deliberate mistakes that cost about as much.
    pub noise: i32,
    /// Beyond the horizon: 0 estimate at once, 1 finish a pending head choice or bonus
    /// picks first, 2 also follow captures.
    pub quiescence: u8,
    /// Search threads sharing one table (used only with a time limit, where results
    /// are not reproducible anyway).
    pub threads: usize,
    pub weights: eval::Weights,
    /// What the search overlooks, as a person would.
    pub blind: Blind,
    /// Occasional plausible mistakes among the best few moves.
    pub slip: Slip,
    /// Probe the endgame tables the program has built (Hoyito II; see
    /// [`crate::engine::tables::loaded`]): the strongest play and the analyses, never a level
    /// that is meant to err.
    pub endgame_tables: bool,
}

/// What a weak level overlooks, in every line it searches (its own moves and the
/// replies it expects): a person's blind spots, not random sowing.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Blind {
    /// Hoyito II: a capture counts only the casa the last seed made (4 seeds); the
    /// holes of 4 behind it that the chain also takes are not seen.
    pub chains: bool,
    /// Tsoro: the opponent is expected to stop at their heads; that they may continue
    /// from an occupied head (and capture from there) is not seen.
    pub heads: bool,
    /// Tsoro: a capture made by a sowing that relays past its first lap (and its bonus
    /// picks) is not seen, by either side: only where a single lap ends is followed.
    pub relays: bool,
}

impl Blind {
    pub const NONE: Blind = Blind {
        chains: false,
        heads: false,
        relays: false,
    };
    pub const ALL: Blind = Blind {
        chains: true,
        heads: true,
        relays: true,
    };
}

/// A plausible mistake: with a chance of `per_mille` in 1000 on a move, one of the
/// `among` best moves after the best (by the level's own view) that is within
/// `within` seeds of it is played instead, drawn by the seed.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slip {
    pub per_mille: u32,
    pub among: usize,
    pub within: i32,
}

impl Slip {
    pub const NONE: Slip = Slip {
        per_mille: 0,
        among: 0,
        within: 0,
    };
    /// Level 1: on 35 moves in 100, one of the next three best within 8 seeds.
    const EASY: Slip = Slip {
        per_mille: 350,
        among: 3,
        within: 8,
    };
    /// Level 2: on 30 moves in 100, the same.
    const CASUAL: Slip = Slip {
        per_mille: 300,
        ..Slip::EASY
    };
    /// Steady: on 30 moves in 100, one of the next three best within 8 seeds.
    const STEADY: Slip = Slip {
        per_mille: 300,
        ..Slip::EASY
    };
    /// Solid: on 20 moves in 100, the same.
    const SOLID: Slip = Slip {
        per_mille: 200,
        ..Slip::EASY
    };
}

impl Settings {
    fn new(budget: Budget, max_depth: u32, noise: i32) -> Settings {
        Settings {
            budget,
            max_depth,
            noise,
            quiescence: 1,
            threads: 1,
            weights: eval::WEIGHTS,
            blind: Blind::NONE,
            slip: Slip::NONE,
            endgame_tables: false,
        }
    }

    /// The analyses' settings (the best action, or every action compared): all the
    /// depth `budget` allows, no mistakes, the endgame tables where built.
    fn analysing(budget: Budget) -> Settings {
        Settings {
            endgame_tables: true,
            ..Settings::new(budget, search::MAX_DEPTH, 0)
        }
    }
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
    /// The game, for its word for what is counted (seeds in Hoyito II, stones in Tsoro).
    pub game: GameKind,
    /// Every action with its score for `mover`, all searched to the same depth, when the
    /// search compared them ([`judge`]); empty otherwise.
    pub scores: Vec<(Action, i32)>,
}

impl Analysis {
    /// `Some(n)` when the mover wins by force in `n` actions (a Tsoro win), `Some(-n)`
    /// when they lose by force in `n`.
    pub fn forced_win(&self) -> Option<i32> {
        forced(self.score)
    }

    /// What `action` is worth for the mover, in the search that compared every action
    /// ([`judge`]); `None` from other searches.
    pub fn score_of(&self, action: Action) -> Option<i32> {
        self.scores
            .iter()
            .find(|&&(a, _)| a == action)
            .map(|&(_, v)| v)
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
    /// "+3 seeds for South" ("stones" in Tsoro), "even".
    pub fn describe(&self) -> String {
        describe_score(self.game, self.score, self.proven, self.mover)
    }
}

/// `Some(n)`: the side the score is for wins by force in `n` actions; `Some(-n)`: it
/// loses so; `None`: no forced result (the words of the search and of
/// the verdicts in the analysis layer both read a score through this).
pub(crate) fn forced(score: i32) -> Option<i32> {
    if score > FORCED_BOUND {
        Some(WIN - score)
    } else if score < -FORCED_BOUND {
        Some(-(WIN + score))
    } else {
        None
    }
}

/// "(in 7 actions)" for a forced result in `n` actions (either sign); nothing for one
/// proven without its length (`n` 0: the exact solver's Tsoro results, see
/// [`crate::engine::exact::Exact::score`]).
pub(crate) fn in_actions(n: i32) -> String {
    if n == 0 {
        String::new()
    } else {
        crate::t!("verdict-in-actions", n = i64::from(n.abs()))
    }
}

/// A score in words (see [`Analysis::describe`]); `score` is from `mover`'s point of view.
pub fn describe_score(game: GameKind, score: i32, proven: bool, mover: Player) -> String {
    let (leader, margin) = if score >= 0 {
        (mover, score)
    } else {
        (mover.opponent(), -score)
    };
    let leader = crate::words::position::side_name(leader);
    if let Some(n) = forced(score) {
        let actions = in_actions(n);
        return crate::t!("score-forced", leader = leader, actions = actions)
            .trim_end()
            .to_string();
    }
    match (proven, margin) {
        (true, 0) => crate::t!("score-draw-proven"),
        (true, m) => crate::t!("score-wins-by", leader = leader, margin = m),
        (false, 0) => crate::t!("score-even"),
        (false, m) => crate::t!(
            "score-ahead",
            amount = crate::words::position::amount(game, m as u16),
            leader = leader
        ),
    }
}

/// The best action in `game` within `budget`, with its evaluation and expected line;
/// `None` when the game is over. Setting `cancel` returns at once with the best so far.
/// The endgame `tables` are probed where they hold the position.
pub fn analyse(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    think(
        game,
        &Settings::analysing(*budget),
        0,
        cancel,
        false,
        tables,
    )
}

/// [`analyse`] probing `tables` (and only them) wherever they give a position's exact
/// value under the real rules: for tests and measures that bring their own tables.
#[doc(hidden)]
pub fn analyse_probing(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
) -> Option<Analysis> {
    let settings = Settings::new(*budget, search::MAX_DEPTH, 0);
    search_with(game, &settings, 0, cancel, false, tables)
}

/// [`analyse`], comparing every action: each gets its exact score at one depth in
/// [`Analysis::scores`]. Judging a game's actions this way compares the action played
/// with the best in one search, so a mistake is not an artefact of two searches ending
/// at horizons of different parity (in Hoyito II a player about to move at the horizon
/// may be worth tens of seeds more than one who just moved). Costs more than
/// [`analyse`]: no move at the root is cut off.
pub fn judge(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    think(game, &Settings::analysing(*budget), 0, cancel, true, tables)
}

/// The action a computer player of `level` plays in `game`, with its own evaluation;
/// the same `seed` gives the same choice (unless its time limit cuts the search short).
/// Low levels make deliberate mistakes; a different seed gives different ones.
/// `None` when the game is over. The levels that play endings perfectly probe the
/// endgame `tables`.
pub fn choose(
    game: &Game,
    level: Level,
    seed: u64,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    if let Some(solved) = solved_ending(game, level, None, cancel, tables) {
        return Some(solved);
    }
    think(game, &level.settings(), seed, cancel, false, tables)
}

/// The exact solver's share of the strongest level's move in an ending: a million
/// positions or one second, whichever comes first.
const ENDING_NODES: u64 = 1_000_000;
const ENDING_MILLIS: u64 = 1000;

/// The strongest level plays an ending (no more than [`exact::HINT_SEEDS`] seeds on the
/// board) with a proven-best action where the exact solver, with the game's real
/// history and the tables, solves it within its share ([`ENDING_NODES`] positions,
/// [`ENDING_MILLIS`] ms; or, under a node budget `within`, no more positions than it and
/// no clock, so that a node budget gives the same move on any machine). `None`: another
/// level, a bigger position, or not solved in time; the search then plays.
fn solved_ending(
    game: &Game,
    level: Level,
    within: Option<&Budget>,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    if level != Level::Expert || game.position().seeds_on_board() > exact::HINT_SEEDS {
        return None;
    }
    let budget = match within {
        Some(Budget {
            nodes: Some(n),
            millis: _,
        }) => Budget::nodes((*n).min(ENDING_NODES)),
        Some(Budget {
            nodes: None,
            millis,
        }) => Budget {
            nodes: Some(ENDING_NODES),
            millis: Some(millis.map_or(ENDING_MILLIS, |ms| (ms / 2).min(ENDING_MILLIS))),
        },
        None => Budget {
            nodes: Some(ENDING_NODES),
            millis: Some(ENDING_MILLIS),
        },
    };
    exact::solve(game, &budget, cancel, tables)
        .ok()
        .map(|solved| solved.analysis())
}

/// [`choose`] with another budget than the level's own: node budgets make matches
/// reproducible and affordable. The level's depth limit and mistakes are kept.
pub fn choose_within(
    game: &Game,
    level: Level,
    seed: u64,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    if let Some(solved) = solved_ending(game, level, Some(budget), cancel, tables) {
        return Some(solved);
    }
    choose_by_search(game, level, seed, budget, cancel, tables)
}

/// [`choose_within`] by the search alone, never the exact solver: for the hint, which
/// has tried the solver already with its own budget.
pub fn choose_by_search(
    game: &Game,
    level: Level,
    seed: u64,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    let settings = Settings {
        budget: *budget,
        ..level.settings()
    };
    think(game, &settings, seed, cancel, false, tables)
}

/// Positions a second of search visits, about, to size the table for a time limit.
const NODES_PER_SECOND: u64 = 1_500_000;

/// [`choose`] with any settings, for measuring variants.
#[doc(hidden)]
pub fn choose_with(
    game: &Game,
    settings: &Settings,
    seed: u64,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    think(game, settings, seed, cancel, false, tables)
}

/// A search as `style` says, with `tables` when it probes them.
fn think(
    game: &Game,
    style: &Settings,
    seed: u64,
    cancel: &AtomicBool,
    compare_all: bool,
    tables: &Tables,
) -> Option<Analysis> {
    let (hoyito, tsoro) = if style.endgame_tables {
        (tables.for_game(game), tables.tsoro_for_game(game))
    } else {
        (None, None)
    };
    let tables = match (&hoyito, &tsoro) {
        (Some(solved), _) => Some(Endgame::Hoyito(solved)),
        (_, Some(tables)) => Some(Endgame::Tsoro(tables)),
        _ => None,
    };
    search_with(game, style, seed, cancel, compare_all, tables)
}

fn search_with(
    game: &Game,
    style: &Settings,
    seed: u64,
    cancel: &AtomicBool,
    compare_all: bool,
    tables: Option<Endgame<'_>>,
) -> Option<Analysis> {
    let mover = game.position().to_move()?;
    let expected = match (style.budget.nodes, style.budget.millis) {
        (Some(n), _) => n,
        (None, Some(ms)) => ms.saturating_mul(NODES_PER_SECOND) / 1000,
        (None, None) => u64::MAX,
    };
    let table = tt::Table::for_nodes(expected);
    let limits = Limits {
        nodes: style.budget.nodes,
        deadline: style
            .budget
            .millis
            // No deadline at all past what an Instant can hold (u64::MAX ms).
            .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms))),
        max_depth: style.max_depth,
    };
    let mut rng = Rng::new(seed ^ game.position().fingerprint());
    // A level that may slip compares its best few moves, so it searches them all
    // exactly (whether or not it slips this time: the same choice when it does not).
    let full_width = style.noise > 0 || style.slip.among > 0 || compare_all;
    let rotate = rng.next_u64() as usize;
    // Helpers (a time limit only: node budgets stay reproducible) search the same
    // position in other move orders and fill the shared table the main search reads
    // ("lazy SMP"); they stop when it does.
    let helpers = if style.budget.nodes.is_none() && style.budget.millis.is_some() {
        style.threads.saturating_sub(1)
    } else {
        0
    };
    let helpers_stop = AtomicBool::new(false);
    let (it, nodes) = std::thread::scope(|scope| {
        let running: Vec<_> = (0..helpers)
            .map(|h| {
                let (table, stop) = (&table, &helpers_stop);
                scope.spawn(move || {
                    let mut helper =
                        Searcher::new(game, table, stop, limits, style.weights, style.quiescence)
                            .overlooking(style.blind)
                            .probing(tables);
                    helper.run(false, rotate.wrapping_add(h + 1));
                    helper.nodes
                })
            })
            .collect();
        let mut searcher = Searcher::new(
            game,
            &table,
            cancel,
            limits,
            style.weights,
            style.quiescence,
        )
        .overlooking(style.blind)
        .probing(tables);
        let it = searcher.run(full_width, rotate);
        helpers_stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let helped: u64 = running.into_iter().map(|h| h.join().unwrap_or(0)).sum();
        (it, searcher.nodes + helped)
    });
    let it = it?;
    let (mv, score) = if full_width {
        // Each move's score plus a random bonus up to the level's noise.
        let bonus = style.noise * SCALE + 1;
        it.root
            .iter()
            .map(|&(m, v)| (m, v, v.saturating_add(rng.below(bonus as usize) as i32)))
            .max_by_key(|&(_, _, noisy)| noisy)
            .map(|(m, v, _)| (m, v))
            .unwrap_or((it.mv, it.score))
    } else {
        (it.mv, it.score)
    };
    let (mv, score) = slip(&style.slip, &it.root, (mv, score), &mut rng);
    // Full width gives every root move its exact score; otherwise only the best has one.
    // A blind search's results are what it sees, not what is: never a proof.
    let proven = it.proven && (full_width || mv == it.mv) && style.blind == Blind::NONE;
    let line = search::principal_line(game.position(), &table, mv, 24);
    let scores = if compare_all {
        it.root
            .iter()
            .map(|&(m, v)| (moves::to_action(game.position(), m), to_public(v)))
            .collect()
    } else {
        Vec::new()
    };
    Some(Analysis {
        action: moves::to_action(game.position(), mv),
        score: to_public(score),
        proven,
        line,
        depth: it.depth,
        nodes,
        mover,
        game: game.position().rules().game,
        scores,
    })
}

/// A [`Slip`]: now and then, instead of `chosen`, one of the next best root moves
/// (`root` is sorted best first) within the slip's seeds of it.
fn slip(
    slip: &Slip,
    root: &[(moves::Move, i32)],
    chosen: (moves::Move, i32),
    rng: &mut Rng,
) -> (moves::Move, i32) {
    if slip.per_mille == 0 || rng.below(1000) >= slip.per_mille as usize {
        return chosen;
    }
    let floor = chosen.1.saturating_sub(slip.within * SCALE);
    let near: Vec<(moves::Move, i32)> = root
        .iter()
        .copied()
        .filter(|&(m, v)| m != chosen.0 && v >= floor)
        .take(slip.among)
        .collect();
    if near.is_empty() {
        return chosen;
    }
    near[rng.below(near.len())]
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

/// The score of a finished game for `player`, as [`Analysis::score`] counts it: the
/// difference of the captures (Hoyito II), or [`WIN`], `-WIN` or 0 (Tsoro). `None`
/// while the game goes on.
pub fn final_score(game: &Game, player: Player) -> Option<i32> {
    let outcome = game.position().outcome()?;
    Some(match game.position().rules().game {
        mancala_rules::GameKind::HoyitoII => eval::material(game.position(), player),
        mancala_rules::GameKind::Tsoro => match outcome.winner {
            Some(w) if w == player => WIN,
            Some(_) => -WIN,
            None => 0,
        },
    })
}
