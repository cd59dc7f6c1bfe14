//! Exact endings under the real repetition rule (issue 36): for a game and its real
//! history, the value with best play by both sides, the third repetition included, or
//! "not solved within this budget".
//!
//! The endgame tables give every board bounds that hold where no turn but this one has
//! occurred twice since the last capture; the
//! search ([`crate::engine::ai`]) keys its table by the position alone. Neither can say
//! what a position is worth when the positions seen before decide where play that goes
//! round will end. This solver can: it plays the line exactly as the rules do, carrying
//! the turns seen since the last capture down its path, and remembers what it found by
//! the position *and* that history. A capture takes seeds off the board for good, so
//! the history after one starts afresh: what follows a capture is solved once, whatever
//! led to it. Inside one total it searches depth-first with null-window tests ("can the
//! player to move get at least `v`?"), cut by bounds: the seeds left, and the tables
//! where built and no other turn has occurred twice.
//!
//! The memory keys on the whole history since the last capture, not only the part that
//! can still occur (the positions that can reach this one and be reached from it): in
//! Hoyito II nearly every board of a total lies in one such component (7,668 of the
//! 7,750 boards reachable in a 2x4 ending of 8 seeds), so the finer key would share
//! almost nothing more, and finding it costs a walk over the whole total.
//!
//! [`solve`] is the entry point the hint, the strongest level and the judge use;
//! [`action_values`] gives every action's exact value. [`brute`] is the brute force the
//! tests compare it with.

#[doc(hidden)]
pub mod brute;
mod components;
mod history;
mod search;
mod strategies;
#[cfg(test)]
mod tests;

use crate::engine::ai::{self, Analysis, Budget};
use crate::engine::tables::{Endgame, Tables};
use history::Histories;
use mancala_rules::{Action, Game, GameKind, Player};
use search::{Limits, Solver};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The longest expected line an answer shows.
const LINE_ACTIONS: usize = 40;

/// The budget of a hint's proof: two million positions or one and a half seconds,
/// whichever comes first (`mancala hint --help` says it).
pub const HINT_BUDGET: Budget = Budget {
    nodes: Some(2_000_000),
    millis: Some(1500),
};

/// The most seeds (or stones) on the board for which a hint tries the solver first:
/// past that, no ending is solved within [`HINT_BUDGET`], and the hint would only wait.
pub const HINT_SEEDS: u16 = 24;

/// The solver's budget for a hint: [`HINT_BUDGET`], or with a node budget asked for
/// (`--nodes`), that many positions and no time limit, so the answer is the same on
/// any machine.
pub fn hint_budget(nodes: Option<u64>) -> Budget {
    match nodes {
        Some(n) => Budget::nodes(n),
        None => HINT_BUDGET,
    }
}

/// A position solved exactly, with its history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exact {
    /// A best action.
    pub action: Action,
    /// The value for the player to move, as [`Analysis::score`] counts it: Hoyito II,
    /// the difference of the captures at the end (theirs minus the opponent's, those
    /// made already included); Tsoro, [`ai::WIN`] for a win, `-ai::WIN` for a loss, 0
    /// for a draw (the solver proves the result, not how many actions it takes).
    pub score: i32,
    /// The expected actions, `action` first, each keeping the value, up to 40 (fewer
    /// when the budget ends first), stopping at the end of the game.
    pub line: Vec<Action>,
    /// Positions searched.
    pub nodes: u64,
    /// The player to move.
    pub mover: Player,
    /// Which game: what the score counts.
    pub game: GameKind,
}

impl Exact {
    /// The answer as the search gives one, proven.
    pub fn analysis(&self) -> Analysis {
        Analysis {
            action: self.action,
            score: self.score,
            proven: true,
            depth: self.line.len() as u32,
            line: self.line.clone(),
            nodes: self.nodes,
            mover: self.mover,
            game: self.game,
            scores: Vec::new(),
        }
    }
}

/// The latest figures of a long solve running in this process, updated every 2^20
/// positions: positions searched, the ply of the path now, the deepest ply reached, the
/// memory's entries, and the depth of the tests when deepening (by proof numbers: the
/// proof and disproof numbers of the root's move being searched, each capped at
/// 2^32 - 1, the first in the high half) (for
/// `examples/exact_start.rs`'s reports; with several solves running, the last to
/// update).
pub fn progress() -> [u64; 5] {
    search::PROGRESS
        .each_ref()
        .map(|slot| slot.load(std::sync::atomic::Ordering::Relaxed))
}

/// Not solved within the budget (or the game is over: nothing to solve).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsolved {
    /// Positions searched before the budget ran out.
    pub nodes: u64,
}

/// The exact value of `game` (its position and its real history) with best play, a best
/// action and the line expected, within `budget` (nodes, time, and `cancel`); the
/// endgame `tables` of its board are used where built (none: it works without them).
pub fn solve(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Result<Exact, Unsolved> {
    with_endgame(game, tables, |endgame| {
        solve_probing(game, budget, cancel, endgame)
    })
}

/// `run` with the endgame tables built for `game`'s board, if any (Hoyito's or
/// Tsoro's): the one place the solver's callers pick them.
fn with_endgame<R>(game: &Game, tables: &Tables, run: impl FnOnce(Option<Endgame<'_>>) -> R) -> R {
    let hoyito = tables.for_game(game);
    let tsoro = tables.tsoro_for_game(game);
    let endgame = match (&hoyito, &tsoro) {
        (Some(solved), _) => Some(Endgame::Hoyito(solved)),
        (_, Some(tables)) => Some(Endgame::Tsoro(tables)),
        _ => None,
    };
    run(endgame)
}

/// [`solve`] with the tables given (or none): for tests and measures that bring their
/// own.
pub fn solve_probing(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
) -> Result<Exact, Unsolved> {
    solve_reporting(
        game,
        budget,
        cancel,
        tables,
        LongSolve::default(),
        &mut |_, _, _| {},
    )
}

/// How a long solve runs ([`solve_reporting`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct LongSolve {
    /// The most entries the memory keeps (else its default, 2^24).
    pub memo: Option<usize>,
    /// Whether the null-window tests deepen: each first within a few plies, which
    /// proves what shallow lines prove, then two plies deeper while it stays undecided,
    /// rather than following one line as deep as it goes first.
    pub deepening: bool,
    /// Whether the tests at the root key the memory by the turns of a position's
    /// component of the test's contested graph rather than by the whole history (see
    /// `components.rs`; Hoyito II with tables, their bounds whatever the history
    /// computed): a second or two to build for each test, and far more positions
    /// met again.
    pub by_components: bool,
    /// Whether the tests at the root are proof-number searches (`search/proof.rs`)
    /// rather than alpha-beta ones.
    pub proof_numbers: bool,
}

/// [`solve_probing`] for a long solve, as `how` says; `report` hears the bounds
/// proven after each null-window test (lower, upper, positions so far), for the player
/// to move as [`Exact::score`] counts.
pub fn solve_reporting(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
    how: LongSolve,
    report: &mut (dyn FnMut(i32, i32, u64) + Send),
) -> Result<Exact, Unsolved> {
    let mover = game.position().to_move().ok_or(Unsolved { nodes: 0 })?;
    let kind = game.position().rules().game;
    on_big_stack(|| {
        let mut solver = long_solver(game, budget, cancel, tables, how);
        let mut told =
            |lo, hi, nodes| report(public_score(kind, lo), public_score(kind, hi), nodes);
        let Some(v) = solver.value_reporting(0, &mut told) else {
            return Err(Unsolved {
                nodes: solver.nodes,
            });
        };
        // The line gets half as much again as the value had, at least 100,000 positions.
        let spent = solver.nodes;
        solver.allow((spent / 2).max(100_000));
        let line = principal_line(&mut solver, v);
        let Some(&action) = line.first() else {
            return Err(Unsolved {
                nodes: solver.nodes,
            });
        };
        Ok(Exact {
            action,
            score: public_score(game.position().rules().game, v),
            line,
            nodes: solver.nodes,
            mover,
            game: game.position().rules().game,
        })
    })
}

/// A test of a long solve settled by proof numbers ([`settle`]): the answer, and the
/// answers its proof settled on the way, by memory key (a position with the history
/// that matters to it), for [`proven_line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The test: does the player to move end at least this far ahead (as
    /// [`Exact::score`] counts it)?
    pub beta: i32,
    pub answer: bool,
    /// Each position's key and answer.
    pub answers: Vec<(u64, u64, bool)>,
}

/// A test of a long solve by proof numbers ("does the player to move in `game` end at
/// least `beta` ahead?"), kept for [`proven_line`]; `Err` when the budget runs out.
pub fn settle(
    game: &Game,
    beta: i32,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
    how: LongSolve,
) -> Result<Settled, Unsolved> {
    game.position().to_move().ok_or(Unsolved { nodes: 0 })?;
    let inside = solver_score(game.position().rules().game, beta);
    let how = LongSolve {
        proof_numbers: true,
        ..how
    };
    on_big_stack(|| {
        let mut solver = long_solver(game, budget, cancel, tables, how);
        let answer = solver.prove_keeping(inside).ok_or(Unsolved {
            nodes: solver.nodes,
        })?;
        Ok(Settled {
            beta,
            answer,
            answers: solver.settled_answers(),
        })
    })
}

/// A line with best play to the end of the game from `game`, from two tests
/// [`settle`]d: `yes`, that the player to move gets at least `yes.beta`, and `no`, that
/// they cannot get `no.beta` (a higher one). The line takes the moves of the first
/// proof for that player and of the second for the other, so every position on it
/// keeps both answers: where no value lies between the two, that is best play. Where a
/// proof's memory no longer holds a position, it is searched again (within `budget`).
/// `Err` when the tests do not say so or the budget runs out.
pub fn proven_line(
    game: &Game,
    yes: &Settled,
    no: &Settled,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
    how: LongSolve,
) -> Result<Vec<Action>, Unsolved> {
    game.position().to_move().ok_or(Unsolved { nodes: 0 })?;
    let kind = game.position().rules().game;
    let (v, above) = (solver_score(kind, yes.beta), solver_score(kind, no.beta));
    if !yes.answer || no.answer || above <= v {
        return Err(Unsolved { nodes: 0 });
    }
    let how = LongSolve {
        proof_numbers: true,
        ..how
    };
    on_big_stack(|| {
        let mut gets = long_solver(game, budget, cancel, tables, how);
        let mut not_more = long_solver(game, budget, cancel, tables, how);
        gets.take_answers(v, &yes.answers);
        not_more.take_answers(above, &no.answers);
        let failed = |a: &Solver<'_>, b: &Solver<'_>| Unsolved {
            nodes: a.nodes + b.nodes,
        };
        let mover = gets.at(0).current_player();
        let mut line = Vec::new();
        let mut ply = 0;
        while !gets.at(ply).is_over() {
            let mv = if gets.at(ply).current_player() == mover {
                gets.proof_move(ply, v)
            } else {
                not_more.proof_move(ply, above)
            };
            let Some(mv) = mv else {
                return Err(failed(&gets, &not_more));
            };
            line.push(ai::moves::to_action(gets.at(ply), mv));
            gets.enter(ply, mv);
            not_more.enter(ply, mv);
            ply += 1;
        }
        Ok(line)
    })
}

/// Every action of `game` with its exact value for the player to move (as
/// [`Exact::score`] counts it), in board order; `Err` when the budget runs out first.
/// For the judge and the puzzles' check: an action is as good as the best exactly
/// when their values are equal. The endgame `tables` of its board are used where built.
pub fn action_values(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Result<Vec<(Action, i32)>, Unsolved> {
    with_endgame(game, tables, |endgame| {
        action_values_probing(game, budget, cancel, endgame)
    })
}

/// [`action_values`] with the tables given (or none).
fn action_values_probing(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: Option<Endgame<'_>>,
) -> Result<Vec<(Action, i32)>, Unsolved> {
    game.position().to_move().ok_or(Unsolved { nodes: 0 })?;
    let kind = game.position().rules().game;
    on_big_stack(|| {
        let mut solver = solver_for(game, budget, cancel, tables);
        let (list, count) = solver.moves(0);
        let mut list = list[..count].to_vec();
        list.sort_unstable();
        let mut out = Vec::new();
        for mv in list {
            let action = ai::moves::to_action(solver.at(0), mv);
            let same = solver.enter(0, mv);
            let v = solver.value(1);
            solver.leave(0);
            let Some(v) = v else {
                return Err(Unsolved {
                    nodes: solver.nodes,
                });
            };
            out.push((action, public_score(kind, if same { v } else { -v })));
        }
        Ok(out)
    })
}

/// [`solver_for`] set up for a long solve as `how` says.
fn long_solver<'a>(
    game: &Game,
    budget: &Budget,
    cancel: &'a AtomicBool,
    tables: Option<Endgame<'a>>,
    how: LongSolve,
) -> Solver<'a> {
    let mut solver = solver_for(game, budget, cancel, tables);
    if let Some(entries) = how.memo {
        solver.set_memo_cap(entries, how.proof_numbers);
    }
    solver.deepening = how.deepening;
    solver.by_components = how.by_components;
    solver.proof_numbers = how.proof_numbers;
    solver
}

/// A solver at `game`'s position with its history since the last capture.
fn solver_for<'a>(
    game: &Game,
    budget: &Budget,
    cancel: &'a AtomicBool,
    tables: Option<Endgame<'a>>,
) -> Solver<'a> {
    let line = game.positions();
    let seeds = game.position().seeds_on_board();
    let since = line
        .iter()
        .rposition(|p| p.seeds_on_board() != seeds)
        .map_or(0, |i| i + 1);
    let hist = Histories::of_line(seeds, line[since..].iter());
    let limits = Limits {
        nodes: budget.nodes.unwrap_or(u64::MAX),
        deadline: budget
            .millis
            .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms))),
        cancel,
    };
    Solver::new(*game.position(), hist, tables, limits)
}

/// The least value of the solver's scale at or above `score` of [`Analysis::score`]'s
/// (Tsoro's count a win as [`ai::WIN`], the solver's as 1).
fn solver_score(kind: GameKind, score: i32) -> i32 {
    match kind {
        GameKind::HoyitoII => score,
        GameKind::Tsoro => score.div_euclid(ai::WIN) + (score.rem_euclid(ai::WIN) != 0) as i32,
    }
}

/// The solver's value as [`Analysis::score`] counts it.
fn public_score(kind: GameKind, v: i32) -> i32 {
    match kind {
        GameKind::HoyitoII => v,
        GameKind::Tsoro => v * ai::WIN,
    }
}

/// From the root, worth `v`: a move keeping the value at each step, as far as the
/// budget allows, up to [`LINE_ACTIONS`] or the end of the game.
fn principal_line(solver: &mut Solver<'_>, v: i32) -> Vec<Action> {
    let mut line = Vec::new();
    let mut v = v;
    let mut ply = 0;
    'line: while line.len() < LINE_ACTIONS && !solver.at(ply).is_over() {
        let (list, count) = solver.moves(ply);
        for &mv in &list[..count] {
            match solver.move_reaches(ply, mv, v) {
                None => break 'line,
                Some(false) => continue,
                Some(true) => {
                    line.push(ai::moves::to_action(solver.at(ply), mv));
                    let same = solver.enter(ply, mv);
                    if !same {
                        v = -v;
                    }
                    ply += 1;
                    continue 'line;
                }
            }
        }
        // No move keeps the value: cannot happen when the value is exact.
        debug_assert!(false, "no move keeps an exact value");
        break;
    }
    for p in (0..ply).rev() {
        solver.leave(p);
    }
    line
}

/// Run `f` on a thread with a stack deep enough for [`search::MAX_PLY`] plies.
fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(scope, f)
            .expect("a thread for the solver")
            .join()
            .expect("the solver does not panic")
    })
}

/// What bounds `lo..=hi` on a position's final margin, from the side of the player to
/// move there, say of the test "does the test's player end at least `beta` ahead?"
/// (`theirs`: the player to move is the test's): yes, no, or nothing.
fn test_answer(lo: i32, hi: i32, theirs: bool, beta: i32) -> Option<bool> {
    let (lo, hi) = if theirs { (lo, hi) } else { (-hi, -lo) };
    if lo >= beta {
        Some(true)
    } else if hi < beta {
        Some(false)
    } else {
        None
    }
}

/// How far strategies that look at the board alone go with the test "does the mover
/// in `game` end at least `beta` ahead?" (for `examples/exact_start.rs`): the answer at
/// the start where they settle it, the nodes of the test's contested graph (its two
/// ends included), and how many of them each side's strategy settles.
#[doc(hidden)]
pub fn strategies_at_start(
    solved: &crate::engine::tables::Solved,
    game: &Game,
    beta: i32,
) -> (Option<bool>, usize, usize, usize) {
    let s = strategies::Strategies::build(solved, game.position(), beta);
    (s.answer(game.position(), true), s.nodes, s.yes, s.no)
}
