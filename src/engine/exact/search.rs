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

mod proof;

use super::components::Components;
use super::history::{Entered, FastMap, Histories, Key};
use crate::engine::ai::moves::{self, MAX_MOVES, Move};
use crate::engine::tables::Endgame;
use crate::engine::tables::tsoro::Value;
use mancala_rules::{GameKind, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// The longest path the solver follows; past it a position is not solved (a path this
/// long goes round without a capture, and the budget is better spent elsewhere).
pub(super) const MAX_PLY: usize = 20_000;

/// The latest figures of a solve running (see [`super::progress`]): positions
/// searched, the ply now, the deepest ply reached, the memory's entries (updated every
/// 2^20 positions), and the depth of the tests when deepening.
pub(super) static PROGRESS: [AtomicU64; 5] = [const { AtomicU64::new(0) }; 5];

/// Beyond any margin: a bound that says nothing.
const ANY: i32 = 1 << 20;

/// The entries the memory keeps by default (about 40 bytes each, with the map's own).
const DEFAULT_MEMO: usize = 1 << 24;

/// What the memory knows of a position with its history.
#[derive(Clone, Copy)]
struct Known {
    lo: i32,
    hi: i32,
    /// The move that decided the last search here (tried first next time).
    mv: Move,
    /// Whether the history was this turn alone (after a capture, or the root's):
    /// kept when the memory is full.
    fresh: bool,
}

/// A move looked at before it is tried (see [`Solver::search`]): small, since every
/// ply of a path keeps one for each move (the move is played again when tried).
#[derive(Clone, Copy)]
struct Look {
    mv: Move,
    /// The child's bounds from the acting player's side here.
    lo: i32,
    hi: i32,
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
    memo: FastMap<Key, Known>,
    /// The most entries the memory keeps: past it, those keyed by a history longer
    /// than the turn they start are forgotten.
    memo_cap: usize,
    tables: Option<Endgame<'a>>,
    top: u16,
    limits: Limits<'a>,
    pub nodes: u64,
    pub stopped: bool,
    deepest: usize,
    /// Whether [`Solver::value`] deepens its tests (see there).
    pub(super) deepening: bool,
    /// Whether the tests at the root key the memory by components ([`Components`]),
    /// built for each test as it comes (Hoyito II with tables only).
    pub(super) by_components: bool,
    /// The components built, by test.
    components: FastMap<i32, Arc<Components>>,
    /// Whether [`Solver::value`]'s tests are proof-number searches ([`proof`]) rather
    /// than alpha-beta ones.
    pub(super) proof_numbers: bool,
    /// The proof-number search's memory, for the test under way.
    proofs: FastMap<Key, proof::Proof>,
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
            memo: FastMap::default(),
            memo_cap: DEFAULT_MEMO,
            top: tables.map_or(0, |t| t.top() as u16),
            tables,
            limits,
            nodes: 0,
            stopped: false,
            deepest: 0,
            deepening: false,
            by_components: false,
            components: FastMap::default(),
            proof_numbers: false,
            proofs: FastMap::default(),
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
        self.bounds_of(p, self.hist.twice_besides(p))
    }

    /// Bounds of `p` (not over), where `twice` turns other than `p` occurred twice
    /// since the last capture: the tables' own where none did, else the bounds that
    /// hold whatever the history (where computed), else what is left on the board.
    fn bounds_of(&self, p: &Position, twice: u32) -> (i32, i32) {
        match p.rules().game {
            GameKind::HoyitoII => {
                let me = p.current_player();
                let made = p.captured(me) as i32 - p.captured(me.opponent()) as i32;
                let rest = p.seeds_on_board() as i32;
                if let Some(Endgame::Hoyito(solved)) = self.tables
                    && p.seeds_on_board() <= self.top
                {
                    let probed = if twice == 0 {
                        solved.probe(p)
                    } else {
                        solved.probe_any_history(p)
                    };
                    if let Some((lo, hi)) = probed {
                        return (made + lo as i32, made + hi as i32);
                    }
                }
                (made - rest, made + rest)
            }
            GameKind::Tsoro => {
                if let Some(Endgame::Tsoro(tables)) = self.tables
                    && p.seeds_on_board() <= self.top
                    && twice == 0
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

    /// What `mv` at `ply` leads to, from the acting player's side here: the tables'
    /// bounds and the memory's, without going there (`asks_test`: whether the window at
    /// `ply` asks the test of the components in use, as [`Histories::key`] takes it).
    fn look(&self, ply: usize, mv: Move, asks_test: bool) -> Look {
        let parent = &self.stack[ply];
        let mut child = *parent;
        moves::play(&mut child, mv, &mut self.hist.seen());
        let (lo, hi) = if child.is_over() {
            let v = terminal(&child);
            (v, v)
        } else {
            let after = self.hist.after(parent, &child, asks_test);
            let (twice, key) = (after.twice, after.key);
            let (mut lo, mut hi) = self.bounds_of(&child, twice);
            if let Some(known) = self.memo.get(&key) {
                lo = lo.max(known.lo);
                hi = hi.min(known.hi);
            }
            (lo, hi)
        };
        if child.current_player() == parent.current_player() {
            Look { mv, lo, hi }
        } else {
            Look {
                mv,
                lo: -hi,
                hi: -lo,
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
        let (key, _) = self.hist.key(&self.stack[ply], false);
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
        self.value_reporting(ply, &mut |_, _, _| {})
    }

    /// [`Solver::value`], telling `report` the bounds proven after each null-window
    /// test (lower, upper, positions searched so far).
    pub(super) fn value_reporting(
        &mut self,
        ply: usize,
        report: &mut dyn FnMut(i32, i32, u64),
    ) -> Option<i32> {
        if self.stack[ply].is_over() {
            return Some(terminal(&self.stack[ply]));
        }
        let (mut lo, mut hi) = self.static_bounds(ply);
        // A first guess from the bounds: their middle.
        let mut g = lo + (hi - lo) / 2;
        // Deepening: the tests within `depth` plies, which may leave them undecided;
        // then two plies deeper, what was proven kept in the memory.
        let mut depth = if self.deepening { 2 } else { u32::MAX };
        while lo < hi {
            let guess = if g <= lo { lo + 1 } else { g.min(hi) };
            let mut decided = false;
            let tests = [guess, lo + 1, hi];
            for (i, &beta) in tests.iter().enumerate() {
                if tests[..i].contains(&beta) {
                    continue;
                }
                let got = self.test(ply, beta, depth);
                let Some(got) = got else {
                    if self.stopped {
                        return None;
                    }
                    continue;
                };
                if self.stopped {
                    return None;
                }
                g = got;
                if g < beta {
                    hi = hi.min(g);
                } else {
                    lo = lo.max(g);
                }
                report(lo, hi, self.nodes);
                decided = true;
                break;
            }
            if !decided {
                depth += 2;
                PROGRESS[4].store(depth as u64, Ordering::Relaxed);
            }
        }
        Some(lo)
    }

    /// Key the memory by the components of the test "does the root's mover end at
    /// least `beta` ahead?" (building them the first time it is asked), where
    /// [`Solver::by_components`] says so and `ply` is the root; by the whole history
    /// for any other `beta` (`i32::MIN`: after the test).
    fn key_by_components(&mut self, ply: usize, beta: i32) {
        if !self.by_components || ply != 0 {
            return;
        }
        let Some(Endgame::Hoyito(solved)) = self.tables else {
            return;
        };
        let root = self.stack[0];
        let components = (beta != i32::MIN).then(|| {
            self.components
                .entry(beta)
                .or_insert_with(|| Arc::new(Components::build(solved, &root, beta)))
                .clone()
        });
        self.hist.use_components(&root, components);
    }

    /// The test "does the root's mover end at least `t` ahead?" that a null window
    /// `beta - 1..beta` at `p` asks.
    fn root_test(&self, p: &Position, beta: i32) -> i32 {
        if p.current_player() == self.stack[0].current_player() {
            beta
        } else {
            1 - beta
        }
    }

    /// The test "does the player acting at `ply` get at least `beta`?" within `depth`
    /// plies (see [`Solver::value`]): a fail-soft bound, or `None` when undecided
    /// within them or stopped. At the root, by proof numbers where
    /// [`Solver::proof_numbers`] says so (a fail-hard bound: settled, or stopped).
    fn test(&mut self, ply: usize, beta: i32, depth: u32) -> Option<i32> {
        if self.proof_numbers && ply == 0 {
            return self
                .prove(beta)
                .map(|yes| if yes { beta } else { beta - 1 });
        }
        self.key_by_components(ply, beta);
        let got = self.search(ply, beta - 1, beta, depth);
        self.key_by_components(ply, i32::MIN);
        got
    }

    /// The most entries the memory keeps; for proof numbers (`proofs`), its room made
    /// at once. That room is twice the entries: a table that never holds more than
    /// half of what it has room for cleans up what was forgotten in place when it
    /// runs short, where one fuller would grow to twice its size (a long solve's
    /// memory is most of the machine's).
    pub(super) fn set_memo_cap(&mut self, entries: usize, proofs: bool) {
        self.memo_cap = entries;
        if proofs {
            self.proofs.reserve(2 * entries);
        }
    }

    /// Whether the player acting at `ply` gets at least `v` by playing `mv`; `None`
    /// when the budget ran out first.
    pub(super) fn move_reaches(&mut self, ply: usize, mv: Move, v: i32) -> Option<bool> {
        let same = self.enter(ply, mv);
        let got = if same {
            self.search(ply + 1, v - 1, v, u32::MAX)
        } else {
            self.search(ply + 1, -v, -v + 1, u32::MAX).map(|g| -g)
        };
        self.leave(ply);
        got.filter(|_| !self.stopped).map(|got| got >= v)
    }

    /// One more position searched at `ply`, with the progress reports (`memory`: the
    /// entries of the memory in use).
    fn count_node(&mut self, ply: usize, memory: usize) {
        self.nodes += 1;
        self.deepest = self.deepest.max(ply);
        if self.nodes & 0xF_FFFF == 0 {
            let now = [self.nodes, ply as u64, self.deepest as u64, memory as u64];
            for (slot, v) in PROGRESS.iter().zip(now) {
                slot.store(v, Ordering::Relaxed);
            }
        }
    }

    /// Fail-soft alpha-beta at `ply`: the value when it lies in `alpha..beta`, else a
    /// bound on the far side of the window; `None` when lines longer than `depth`
    /// plies would be needed to tell (never with `u32::MAX`: [`MAX_PLY`] stops first).
    fn search(&mut self, ply: usize, alpha: i32, beta: i32, depth: u32) -> Option<i32> {
        self.count_node(ply, self.memo.len());
        if self.check_stop() {
            return Some(0);
        }
        let here = self.stack[ply];
        if here.is_over() {
            return Some(terminal(&here));
        }
        let (mut lo, mut hi) = self.static_bounds(ply);
        // Whether this window asks the components' test: a null one at it (see
        // `root_test`).
        let asks_test = alpha + 1 == beta && self.hist.test() == Some(self.root_test(&here, beta));
        let (key, narrow) = self.hist.key(&here, asks_test);
        if let Some(known) = self.memo.get(&key) {
            lo = lo.max(known.lo);
            hi = hi.min(known.hi);
        }
        if lo >= beta || lo == hi {
            return Some(lo);
        }
        if hi <= alpha {
            return Some(hi);
        }
        if ply + 1 >= MAX_PLY {
            self.stopped = true;
            return Some(0);
        }
        if depth == 0 {
            return None;
        }
        let (a0, b) = (alpha.max(lo), beta.min(hi));
        // Every move looked at first: one the bounds already show reaching `b` cuts at
        // once; the others are tried the most promising first (the remembered best
        // move before all).
        let remembered = self.memo.get(&key).map(|k| k.mv);
        let mut looks = [Look {
            mv: 0,
            lo: 0,
            hi: 0,
        }; MAX_MOVES];
        let mut list = [0; MAX_MOVES];
        let count = moves::generate(&here, &mut list);
        let mut most = i32::MIN;
        for (i, &mv) in list[..count].iter().enumerate() {
            looks[i] = self.look(ply, mv, asks_test);
            if looks[i].lo >= b {
                let got = looks[i].lo.min(hi);
                self.remember((key, narrow), lo, hi, a0, b, got, mv, ply);
                return Some(got);
            }
            most = most.max(looks[i].hi);
        }
        if most <= a0 {
            let got = most.max(lo);
            self.remember((key, narrow), lo, hi, a0, b, got, list[0], ply);
            return Some(got);
        }
        let looks = &mut looks[..count];
        looks.sort_by_key(|l| {
            (
                Some(l.mv) != remembered,
                std::cmp::Reverse(l.lo + l.hi),
                std::cmp::Reverse(l.hi),
            )
        });
        let mut a = a0;
        let mut best = i32::MIN;
        let mut best_move = looks[0].mv;
        let mut undecided = false;
        for l in looks.iter() {
            let v = if l.hi <= a {
                // Cannot do better than what is had: its bound is enough.
                l.hi
            } else {
                let same = self.enter(ply, l.mv);
                let v = if same {
                    self.search(ply + 1, a, b, depth - 1)
                } else {
                    self.search(ply + 1, -b, -a, depth - 1).map(|v| -v)
                };
                self.leave(ply);
                if self.stopped {
                    return Some(0);
                }
                let Some(v) = v else {
                    undecided = true;
                    continue;
                };
                v
            };
            if v > best {
                best = v;
                best_move = l.mv;
            }
            if best >= b {
                break;
            }
            a = a.max(best);
        }
        if undecided && best < b {
            return None;
        }
        let best = best.clamp(lo, hi);
        self.remember((key, narrow), lo, hi, a0, b, best, best_move, ply);
        Some(best)
    }

    /// Note in the memory what a search of the window `a0..b` at `ply` found (`best`,
    /// fail-soft, by `mv`) where the bounds were `lo..=hi`, under `key` (and whether it
    /// keys by a component: then only the test's answer holds for every history the
    /// key stands for, not the bounds of this one).
    #[allow(clippy::too_many_arguments)]
    fn remember(
        &mut self,
        (key, narrow): (Key, bool),
        lo: i32,
        hi: i32,
        a0: i32,
        b: i32,
        best: i32,
        mv: Move,
        ply: usize,
    ) {
        let (lo, hi) = match (narrow, best <= a0, best >= b) {
            (true, true, _) => (-ANY, a0),
            (true, _, true) => (b, ANY),
            (true, ..) => return,
            (false, true, _) => (lo, best),
            (false, _, true) => (best, hi),
            (false, ..) => (best, best),
        };
        if self.memo.len() >= self.memo_cap {
            self.memo.retain(|_, k| k.fresh);
            if self.memo.len() >= self.memo_cap / 2 {
                self.memo.clear();
            }
        }
        let fresh = self.hist.is_fresh(&self.stack[ply]);
        self.memo.insert(key, Known { lo, hi, mv, fresh });
    }
}
