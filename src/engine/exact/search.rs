//! The solver's search: depth-first, fail-soft alpha-beta over the real line of play,
//! the repetition history carried down the path ([`Histories`]), with a memory keyed by
//! the position and that history, and driven by null-window tests (MTD(f): "can the
//! player acting here get at least `v`?", `v` moved until the bounds meet).
//!
//! Values are from the point of view of the player acting at a node
//! ([`Position::current_player`]): a child is negated only when the player changes (an
//! extra turn, a head choice or a bonus pick is the same player's). Hoyito II: the
//! final difference of the captures. Tsoro: 1 a win, 0 a draw, -1 a loss.
//!
//! Bounds cut the search: what is left on the board (Hoyito II, whatever the history),
//! and the endgame tables where given, only where no turn but this one has occurred
//! twice since the last capture. The tables' bounds assume that no line ends by
//! repetition before some turn repeats along it; a turn seen twice already breaks that
//! (the hand-worked test in `tests.rs`: a move into it ends the game at once, at a
//! value outside the table's bounds).

use super::history::{Entered, Histories};
use crate::engine::ai::moves::{self, MAX_MOVES, Move};
use crate::engine::tables::Endgame;
use crate::engine::tables::tsoro::Value;
use mancala_rules::{GameKind, Position};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The longest path the solver follows; past it a position is not solved (a path this
/// long goes round without a capture, and the budget is better spent elsewhere).
pub(super) const MAX_PLY: usize = 20_000;

/// What the memory knows of a position with its history.
#[derive(Clone, Copy)]
struct Known {
    lo: i32,
    hi: i32,
    /// The move that decided the last search here (tried first next time).
    mv: Move,
}

/// Limits of a solve.
pub(super) struct Limits<'a> {
    pub nodes: u64,
    pub deadline: Option<Instant>,
    pub cancel: &'a AtomicBool,
}

pub(super) struct Solver<'a> {
    /// The position at each ply of the path, the root first.
    stack: Vec<Position>,
    entered: Vec<Option<Entered>>,
    hist: Histories,
    memo: HashMap<(u64, u64), Known>,
    tables: Option<Endgame<'a>>,
    top: u16,
    limits: Limits<'a>,
    pub nodes: u64,
    pub stopped: bool,
}

/// The value of a finished game for the player acting there.
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

impl<'a> Solver<'a> {
    pub(super) fn new(
        root: Position,
        hist: Histories,
        tables: Option<Endgame<'a>>,
        limits: Limits<'a>,
    ) -> Solver<'a> {
        Solver {
            stack: vec![root],
            entered: vec![None],
            hist,
            memo: HashMap::new(),
            top: tables.map_or(0, |t| t.top() as u16),
            tables,
            limits,
            nodes: 0,
            stopped: false,
        }
    }

    /// The position at `ply`.
    pub(super) fn at(&self, ply: usize) -> &Position {
        &self.stack[ply]
    }

    /// More nodes for the same solve (the principal line after the value).
    pub(super) fn allow(&mut self, more: u64) {
        self.limits.nodes = self.nodes.saturating_add(more);
    }

    fn check_stop(&mut self) -> bool {
        if self.nodes >= self.limits.nodes
            || (self.nodes & 1023 == 0
                && (self.limits.cancel.load(Ordering::Relaxed)
                    || self.limits.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Bounds of the position at `ply` (not over) with the history of the path.
    fn static_bounds(&self, ply: usize) -> (i32, i32) {
        let p = &self.stack[ply];
        match p.rules().game {
            GameKind::HoyitoII => {
                let me = p.current_player();
                let made = p.captured(me) as i32 - p.captured(me.opponent()) as i32;
                let rest = p.seeds_on_board() as i32;
                if let Some(Endgame::Hoyito(solved)) = self.tables
                    && p.seeds_on_board() <= self.top
                    && self.hist.twice_besides(p) == 0
                    && let Some((lo, hi)) = solved.probe(p)
                {
                    return (made + lo as i32, made + hi as i32);
                }
                (made - rest, made + rest)
            }
            GameKind::Tsoro => {
                if let Some(Endgame::Tsoro(tables)) = self.tables
                    && p.seeds_on_board() <= self.top
                    && self.hist.twice_besides(p) == 0
                {
                    match tables.value(p) {
                        Some(Value::Win(_)) => return (1, 1),
                        Some(Value::Loss(_)) => return (-1, -1),
                        _ => {}
                    }
                }
                (-1, 1)
            }
        }
    }

    /// Play `mv` from the position at `ply` into `ply + 1`, the history as the path
    /// says; whether the same player acts there.
    pub(super) fn enter(&mut self, ply: usize, mv: Move) -> bool {
        let parent = self.stack[ply];
        let mut child = parent;
        moves::play(&mut child, mv, &mut self.hist.seen());
        let entered = self.hist.enter(&parent, &child);
        if self.stack.len() == ply + 1 {
            self.stack.push(child);
            self.entered.push(Some(entered));
        } else {
            self.stack[ply + 1] = child;
            self.entered[ply + 1] = Some(entered);
        }
        child.current_player() == parent.current_player()
    }

    /// Undo [`Solver::enter`] into `ply + 1`.
    pub(super) fn leave(&mut self, ply: usize) {
        if let Some(entered) = self.entered[ply + 1].take() {
            self.hist.leave(&self.stack[ply + 1], entered);
        }
    }

    /// The moves at `ply`, the remembered best first.
    pub(super) fn moves(&self, ply: usize) -> ([Move; MAX_MOVES], usize) {
        let mut list = [0; MAX_MOVES];
        let count = moves::generate(&self.stack[ply], &mut list);
        let key = (self.stack[ply].fingerprint(), self.hist.hash());
        if let Some(known) = self.memo.get(&key)
            && let Some(i) = list[..count].iter().position(|&m| m == known.mv)
        {
            list[..=i].rotate_right(1);
        }
        (list, count)
    }

    /// The exact value of the position at `ply` with its history, or `None` when the
    /// budget ran out first.
    pub(super) fn value(&mut self, ply: usize) -> Option<i32> {
        if self.stack[ply].is_over() {
            return Some(terminal(&self.stack[ply]));
        }
        let (mut lo, mut hi) = (i32::MIN + 1, i32::MAX - 1);
        let (slo, shi) = self.static_bounds(ply);
        // A first guess from the bounds: their middle.
        let mut g = slo + (shi - slo) / 2;
        while lo < hi {
            let beta = if g == lo { g + 1 } else { g };
            g = self.search(ply, beta - 1, beta);
            if self.stopped {
                return None;
            }
            if g < beta {
                hi = g;
            } else {
                lo = g;
            }
        }
        Some(g)
    }

    /// Whether the player acting at `ply` gets at least `v` by playing `mv`; `None`
    /// when the budget ran out first.
    pub(super) fn move_reaches(&mut self, ply: usize, mv: Move, v: i32) -> Option<bool> {
        let same = self.enter(ply, mv);
        let got = if same {
            self.search(ply + 1, v - 1, v)
        } else {
            -self.search(ply + 1, -v, -v + 1)
        };
        self.leave(ply);
        (!self.stopped).then_some(got >= v)
    }

    /// Fail-soft alpha-beta at `ply`: the value when it lies in `alpha..beta`, else a
    /// bound on the far side of the window.
    fn search(&mut self, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        let here = self.stack[ply];
        if here.is_over() {
            return terminal(&here);
        }
        let (mut lo, mut hi) = self.static_bounds(ply);
        let key = (here.fingerprint(), self.hist.hash());
        if let Some(known) = self.memo.get(&key) {
            lo = lo.max(known.lo);
            hi = hi.min(known.hi);
        }
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        if ply + 1 >= MAX_PLY {
            self.stopped = true;
            return 0;
        }
        let (a0, b) = (alpha.max(lo), beta.min(hi));
        let mut a = a0;
        let (list, count) = self.moves(ply);
        let mut best = i32::MIN;
        let mut best_move = list[0];
        for &mv in &list[..count] {
            let same = self.enter(ply, mv);
            let v = if same {
                self.search(ply + 1, a, b)
            } else {
                -self.search(ply + 1, -b, -a)
            };
            self.leave(ply);
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                best_move = mv;
            }
            if best >= b {
                break;
            }
            a = a.max(best);
        }
        let best = best.clamp(lo, hi);
        let known = if best <= a0 {
            Known {
                lo,
                hi: best,
                mv: best_move,
            }
        } else if best >= b {
            Known {
                lo: best,
                hi,
                mv: best_move,
            }
        } else {
            Known {
                lo: best,
                hi: best,
                mv: best_move,
            }
        };
        self.memo.insert(key, known);
        best
    }
}
