//! Alpha-beta search: negamax over actions with iterative deepening, a shared
//! transposition table, killer and history move ordering, and a proof flag.
//!
//! Extra turns (Hoyito II), head choices and bonus picks (Tsoro) are actions of the
//! player who just acted: a child is negated only when the player changes, and the
//! window is handed on unchanged otherwise. Scores are from the point of view of the
//! player acting at each node ([`Position::current_player`]).
//!
//! A result is *proven* when no estimate took part in it: every line searched reached
//! the end of the game (or a table entry that was itself proven). The repetition
//! history is not part of the table key, as in every engine with a table; the brute-
//! force tests check that proofs agree with a search that plays the rule exactly.
//!
//! The rule itself is played exactly: a turn counts the game's own table (read, never
//! copied) and the positions on the search's path ([`PathSeen`]), so the cost of a
//! position does not depend on how long the game before the root was.
//!
//! The weak levels search with blind spots ([`Blind`], [`Searcher::overlooking`]): the
//! captures of chains or relays they do not see are taken off their estimates, and an
//! opponent's head choice may be searched one way only.

use super::Blind;
use super::eval::{self, INFINITY, WIN_BOUND, Weights};
use super::moves::{self, MAX_MOVES, Move};
use super::tt::{Bound, Entry, Table};
use crate::engine::tables::Endgame;
use mancala_rules::fast::{self, Seen};
use mancala_rules::{Action, Awaiting, Game, GameKind, Player, Position, Repetitions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The deepest iteration (actions from the root).
pub(crate) const MAX_DEPTH: u32 = 120;
const STACK: usize = MAX_DEPTH as usize + 2;

/// When a search must stop.
#[derive(Clone, Copy)]
pub struct Limits {
    pub nodes: Option<u64>,
    pub deadline: Option<Instant>,
    pub max_depth: u32,
}

/// One completed iteration: the best root move and what it is worth.
#[derive(Clone, Debug)]
pub struct Iteration {
    pub mv: Move,
    pub score: i32,
    pub proven: bool,
    pub depth: u32,
    /// Every root move with its score (exact when `full_width`, else a bound for all
    /// but the best).
    pub root: Vec<(Move, i32)>,
}

pub struct Searcher<'a> {
    table: &'a Table,
    cancel: &'a AtomicBool,
    limits: Limits,
    weights: Weights,
    quiescence: u8,
    pub nodes: u64,
    estimates: u64,
    stopped: bool,
    /// Depth 1 always completes, so there is always a move to give.
    must_finish: bool,
    /// The position at each ply from the root; one slot per possible ply.
    stack: Vec<Position>,
    /// The turns the game saw up to the root, the root included.
    before: &'a Repetitions,
    /// What this search overlooks ([`Blind`]).
    blind: Blind,
    /// Per ply, with `blind.chains`: seeds captured so far by chains the search does
    /// not see, South's minus North's.
    unseen: Vec<i32>,
    /// Per ply, with `blind.relays`: the bonus picks owed follow an unseen capture.
    unseen_picks: Vec<bool>,
    killers: [[Move; 2]; STACK],
    history: Box<[[u32; 256]; 2]>,
    /// Endgame tables to probe ([`Searcher::probing`]), with what the game's own
    /// repetition table says about them (see [`Searcher::tables_hold`]).
    tables: Option<Probing<'a>>,
}

/// The endgame tables a search probes, and what the repetition rule allows of them along
/// the path: a position can be judged by the tables only if no turn but it has occurred
/// twice since the last capture (the game before the root and the path counted).
struct Probing<'a> {
    tables: Endgame<'a>,
    /// The most seeds a built layer holds: positions with more are never probed.
    top: u16,
    /// Per ply: how many turns other than the one at that ply have occurred twice since
    /// the last capture (2 standing for "two or more"), kept as the path grows.
    twice_others: Vec<u8>,
    /// Per ply: whether the turn at that ply has occurred twice, this time included.
    twice_here: Vec<bool>,
}

impl<'a> Searcher<'a> {
    pub fn new(
        root: &'a Game,
        table: &'a Table,
        cancel: &'a AtomicBool,
        limits: Limits,
        weights: Weights,
        quiescence: u8,
    ) -> Searcher<'a> {
        Searcher {
            table,
            cancel,
            limits,
            weights,
            quiescence,
            nodes: 0,
            estimates: 0,
            stopped: false,
            must_finish: false,
            stack: vec![*root.position(); STACK + 1],
            before: root.repetitions(),
            blind: Blind::NONE,
            unseen: vec![0; STACK + 1],
            unseen_picks: vec![false; STACK + 1],
            killers: [[0; 2]; STACK],
            history: Box::new([[0; 256]; 2]),
            tables: None,
        }
    }

    /// The same search, cutting where the endgame tables give a position's exact value
    /// under the real rules (none without `tables`, and tables of another board are
    /// never probed).
    pub fn probing(mut self, tables: Option<Endgame<'a>>) -> Searcher<'a> {
        let Some(tables) = tables else {
            return self;
        };
        let root = &self.stack[0];
        let mut twice_others = vec![0; STACK + 1];
        let mut twice_here = vec![false; STACK + 1];
        // Which turns of the game before the root occurred twice is not kept, only the
        // most any did: one other is counted as two (never probing wrongly, only less).
        twice_others[0] = if self.before.most_seen_except(root) >= 2 {
            2
        } else {
            0
        };
        twice_here[0] = self.before.count(root) >= 2;
        self.tables = Some(Probing {
            tables,
            top: tables.top() as u16,
            twice_others,
            twice_here,
        });
        self
    }

    /// After the position at `ply + 1` was played: carry the repetition counts the
    /// tables need along the path (see [`Probing`]).
    #[inline]
    fn note_repeats(&mut self, ply: usize) {
        let Some(probing) = self.tables.as_mut() else {
            return;
        };
        let (parent, child) = (&self.stack[ply], &self.stack[ply + 1]);
        if child.seeds_on_board() != parent.seeds_on_board() {
            // A capture: no turn before it counts any more.
            probing.twice_others[ply + 1] = 0;
            probing.twice_here[ply + 1] = false;
            return;
        }
        if child.seeds_on_board() > probing.top {
            // Never probed, nor is anything after it before a capture.
            probing.twice_others[ply + 1] = 2;
            return;
        }
        let seen = PathSeen {
            before: self.before,
            path: &self.stack[..=ply],
        }
        .count(child);
        let others = probing.twice_others[ply] + probing.twice_here[ply] as u8;
        probing.twice_others[ply + 1] = others.min(2);
        probing.twice_here[ply + 1] = seen >= 1;
        // A turn occurring a third time ends the game, so no more needs to be known.
        if seen >= 2 {
            probing.twice_others[ply + 1] = 2;
        }
    }

    /// What the endgame tables say of the position at `ply`, for the player acting
    /// there, where they hold under the real rules: its layer is built, and no turn but
    /// this one has occurred twice since the last capture (counting the game before the
    /// root and the path), so no line can end by repetition before a forcing line would
    /// repeat, which it never does. The value when exact, or a bound outside the window
    /// `alpha..beta` (a cut-off as sound as the end of the game).
    fn tables_value(&self, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        let probing = self.tables.as_ref()?;
        let here = &self.stack[ply];
        if here.seeds_on_board() > probing.top {
            return None;
        }
        let (lo, hi) = match probing.tables {
            Endgame::Hoyito(solved) => {
                let (lo, hi) = solved.probe(here)?;
                let made = eval::material(here, here.current_player());
                (
                    eval::SCALE * (made + lo as i32),
                    eval::SCALE * (made + hi as i32),
                )
            }
            // A Tsoro win in `d` actions ends the game at ply `ply + d`, scored as the
            // end itself would be there.
            Endgame::Tsoro(tables) => {
                let end = |d: u16| eval::WIN - (ply as i32 + d as i32);
                let v = match tables.value(here)? {
                    crate::engine::tables::tsoro::Value::Win(d) => end(d),
                    crate::engine::tables::tsoro::Value::Loss(d) => -end(d),
                    crate::engine::tables::tsoro::Value::Unknown => return None,
                };
                (v, v)
            }
        };
        let cuts = lo == hi || lo >= beta || hi <= alpha;
        if !cuts || !self.tables_hold(probing, ply) {
            return None;
        }
        Some(if hi <= alpha { hi } else { lo })
    }

    /// The repetition condition of [`Searcher::tables_value`] at `ply`.
    #[inline]
    fn tables_hold(&self, probing: &Probing, ply: usize) -> bool {
        probing.twice_others[ply] == 0
    }

    /// The same search, blind to what `blind` says (weak levels).
    pub fn overlooking(mut self, blind: Blind) -> Searcher<'a> {
        self.blind = blind;
        self
    }

    /// The estimate of the position at `ply` for the player acting there, less the
    /// captures of chains this search does not see.
    #[inline]
    fn estimate_at(&self, ply: usize) -> i32 {
        eval::estimate(&self.stack[ply], &self.weights) - self.unseen_for(ply)
    }

    /// The score of the finished game at `ply`, as [`Searcher::estimate_at`] sees it.
    #[inline]
    fn terminal_at(&self, ply: usize) -> i32 {
        eval::terminal(&self.stack[ply], ply) - self.unseen_for(ply)
    }

    /// Unseen chain captures for the player acting at `ply`, in score units.
    #[inline]
    fn unseen_for(&self, ply: usize) -> i32 {
        let unseen = self.unseen[ply];
        if unseen == 0 {
            return 0;
        }
        let sign = match self.stack[ply].current_player() {
            Player::South => 1,
            Player::North => -1,
        };
        sign * unseen * eval::SCALE
    }

    /// After `mv` from `ply` into `ply + 1` by `me`: what of its capture goes unseen.
    /// With `blind.chains` (Hoyito II), the part beyond the first casa; with
    /// `blind.relays` (Tsoro), all of a capture made by a sowing that relayed past its
    /// first lap, and the bonus picks that follow it.
    #[inline]
    fn note_unseen(&mut self, ply: usize, me: Player, mv: Move) {
        if !self.blind.chains && !self.blind.relays {
            return;
        }
        let (parent, child) = (&self.stack[ply], &self.stack[ply + 1]);
        let taken = child.captured(me) as i32 - parent.captured(me) as i32;
        let hidden = match parent.rules().game {
            GameKind::HoyitoII if self.blind.chains => (taken - 4).max(0),
            GameKind::Tsoro if self.blind.relays => {
                let picking = parent.picks_left() > 0;
                let unseen = if picking {
                    self.unseen_picks[ply]
                } else {
                    taken > 0 && relays(parent, mv)
                };
                self.unseen_picks[ply + 1] = unseen && child.picks_left() > 0;
                if unseen { taken } else { 0 }
            }
            _ => 0,
        };
        let sign = match me {
            Player::South => 1,
            Player::North => -1,
        };
        self.unseen[ply + 1] = self.unseen[ply] + sign * hidden;
    }

    /// With `blind.heads`, the opponent of the root player is expected to stop at an
    /// occupied head: only that choice is searched.
    #[inline]
    fn overlooks_continue(&self, game: &Position) -> bool {
        self.blind.heads
            && game.awaiting() == Some(Awaiting::Head)
            && game.current_player() != self.stack[0].current_player()
    }

    /// Deepen until a limit, a proof, or `max_depth`; `None` only when the game is over.
    /// With `full_width`, every root move gets an exact score (for levels that choose
    /// among near-best moves); otherwise root moves other than the best get bounds.
    /// `rotate` shifts the order of the root moves, so different seeds try (and tie-break)
    /// moves in different orders.
    pub fn run(&mut self, full_width: bool, rotate: usize) -> Option<Iteration> {
        let mut root_moves = [0; MAX_MOVES];
        let count = moves::generate(&self.stack[0], &mut root_moves);
        if count == 0 {
            return None;
        }
        let mut order: Vec<(Move, i32)> = root_moves[..count].iter().map(|&m| (m, 0)).collect();
        order.rotate_left(rotate % count);
        let mut best: Option<Iteration> = None;
        for depth in 1..=self.limits.max_depth.min(MAX_DEPTH) {
            self.must_finish = depth == 1;
            let iteration = self.root(depth, &mut order, full_width);
            match iteration {
                Some(it) => {
                    // A full-width search is for comparing the root moves: keep the last
                    // complete iteration, where every move was searched to one depth,
                    // rather than one cut short with some moves a depth behind.
                    if full_width && self.stopped && best.is_some() {
                        break;
                    }
                    let proven = it.proven;
                    let mut it = it;
                    it.root = order.clone();
                    best = Some(it);
                    if proven || self.stopped {
                        break;
                    }
                }
                None => break,
            }
            if self.out_of_budget() {
                break;
            }
        }
        best
    }

    /// One iteration at the root: searches the moves in `order` (the previous
    /// iteration's best first) and re-sorts them by score. `None` when stopped before
    /// any move's score at this depth was known.
    fn root(
        &mut self,
        depth: u32,
        order: &mut [(Move, i32)],
        full_width: bool,
    ) -> Option<Iteration> {
        let me = self.stack[0].current_player();
        let before = self.estimates;
        let mut alpha = -INFINITY;
        let mut best: Option<(Move, i32)> = None;
        let mut scored = 0;
        for (i, entry) in order.iter_mut().enumerate() {
            let mv = entry.0;
            let window_low = if full_width { -INFINITY } else { alpha };
            let v = self.child(0, mv, me, depth as i32 - 1, window_low, INFINITY);
            if self.stopped {
                break;
            }
            entry.1 = if full_width || v > alpha || i == 0 {
                v
            } else {
                v.min(alpha)
            };
            scored = i + 1;
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((mv, v));
            }
            alpha = alpha.max(v);
        }
        let (mv, score) = best?;
        // Searched moves by score, best first (stable: earlier wins ties); the
        // unsearched rest keep their order.
        order[..scored].sort_by_key(|&(m, v)| (std::cmp::Reverse(v), m != mv));
        let proven = !self.stopped && self.estimates == before;
        if !self.stopped {
            let key = self.stack[0].fingerprint();
            self.table.store(
                key,
                Entry {
                    value: score,
                    depth: depth.min(255) as u8,
                    bound: Bound::Exact,
                    proven,
                    mv,
                },
            );
        }
        Some(Iteration {
            mv,
            score,
            proven,
            depth,
            root: Vec::new(),
        })
    }

    /// Play `mv` from the position at `ply` and search the child; the score is from the
    /// point of view of `me`, the player acting at `ply`.
    #[inline]
    fn child(
        &mut self,
        ply: usize,
        mv: Move,
        me: Player,
        depth: i32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.enter_child(ply, mv, me) {
            self.negamax(ply + 1, depth, alpha, beta)
        } else {
            -self.negamax(ply + 1, depth, -beta, -alpha)
        }
    }

    /// Goes down to the position at `ply + 1` (`mv` played, its repeats and the
    /// unseen moves noted, as every node does on the way down) and says whether `me`
    /// is still to move there (an extra turn: the child's score is not negated).
    #[inline]
    fn enter_child(&mut self, ply: usize, mv: Move, me: Player) -> bool {
        let same = self.play_child(ply, mv).current_player() == me;
        self.note_unseen(ply, me, mv);
        self.note_repeats(ply);
        same
    }

    /// The position at `ply + 1`: `mv` played from the one at `ply`, with the
    /// repetition rule as the game and the path to it say.
    #[inline]
    fn play_child(&mut self, ply: usize, mv: Move) -> &Position {
        let (path, children) = self.stack.split_at_mut(ply + 1);
        let child = &mut children[0];
        *child = path[ply];
        let mut seen = PathSeen {
            before: self.before,
            path,
        };
        moves::play(child, mv, &mut seen);
        child
    }

    fn out_of_budget(&self) -> bool {
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            return true;
        }
        if self.cancel.load(Ordering::Relaxed) {
            return true;
        }
        self.limits.deadline.is_some_and(|d| Instant::now() >= d)
    }

    #[inline]
    fn check_stop(&mut self) -> bool {
        if self.must_finish {
            return false;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes >= n)
            || (self.nodes & 255 == 0 && self.out_of_budget())
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn negamax(&mut self, ply: usize, depth: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.check_stop() {
            return 0;
        }
        if self.stack[ply].is_over() {
            return self.terminal_at(ply);
        }
        if let Some(v) = self.tables_value(ply, alpha, beta) {
            return v;
        }
        if ply + 1 >= STACK || (depth <= 0 && self.quiescence == 0) {
            self.estimates += 1;
            return self.estimate_at(ply);
        }
        if depth <= 0 {
            return self.quiesce(ply, alpha, beta, QUIESCENCE_DEPTH);
        }
        // Values a blind search stores depend on the line that reached the position
        // (what it did not see on the way): the table gives it move order only.
        let blind = self.blind != Blind::NONE;
        let game = &self.stack[ply];
        let key = game.fingerprint();
        let me = game.current_player();
        let mut tt_move = None;
        if let Some(e) = self.table.probe(key) {
            tt_move = Some(e.mv);
            if !blind && (e.proven || e.depth as i32 >= depth) {
                let v = from_table(e.value, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if cut {
                    if !e.proven {
                        self.estimates += 1;
                    }
                    return v;
                }
            }
        }
        let mut list = [0; MAX_MOVES];
        let mut count = moves::generate(game, &mut list);
        if self.overlooks_continue(game) {
            list[0] = moves::STOP;
            count = 1;
        }
        let mut keys = [0u32; MAX_MOVES];
        let board = fast::board_counts(game);
        let picking = game.picks_left() > 0;
        let side = me.index();
        for i in 0..count {
            let mv = list[i];
            keys[i] = if Some(mv) == tt_move {
                u32::MAX
            } else if picking {
                // Bonus picks: the fullest hole first.
                1 << 24 | (board[mv as usize] as u32) << 8
            } else if self.killers[ply][0] == mv {
                1 << 23
            } else if self.killers[ply][1] == mv {
                1 << 22
            } else {
                self.history[side][mv as usize].min((1 << 22) - 1)
            };
        }
        let before = self.estimates;
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = list[0];
        for i in 0..count {
            // Selection sort: the best remaining move next (cut-offs come early).
            let mut top = i;
            for j in i + 1..count {
                if keys[j] > keys[top] {
                    top = j;
                }
            }
            list.swap(i, top);
            keys.swap(i, top);
            let mv = list[i];
            let v = self.child(ply, mv, me, depth - 1, alpha, beta);
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                best_move = mv;
                if v > alpha {
                    alpha = v;
                }
            }
            if alpha >= beta {
                if !picking && mv < moves::CONTINUE {
                    let k = &mut self.killers[ply];
                    if k[0] != mv {
                        k[1] = k[0];
                        k[0] = mv;
                    }
                    let h = &mut self.history[side][mv as usize];
                    *h = h.saturating_add((depth * depth) as u32);
                }
                break;
            }
        }
        let bound = if best <= original_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(
            key,
            Entry {
                value: to_table(best, ply),
                depth: depth.clamp(0, 255) as u8,
                bound,
                proven: self.estimates == before,
                mv: best_move,
            },
        );
        best
    }
}

/// Whether the move `mv` (a sowing, or a continue from a head) relays past its first
/// lap, by the rules.
fn relays(game: &Position, mv: Move) -> bool {
    let from = match mv {
        moves::STOP => return false,
        moves::CONTINUE => match game.pending_head().and_then(|h| game.layout().index(h)) {
            Some(index) => index,
            None => return false,
        },
        index => index as usize,
    };
    fast::first_lap_goes_on(game, from)
}

/// Captures searched in a row beyond the horizon, at most.
const QUIESCENCE_DEPTH: u32 = 6;

impl Searcher<'_> {
    /// Beyond the horizon. A pending head choice is searched both ways and bonus picks
    /// take the fullest hole, so no estimate is made in the middle of a move. Then the
    /// estimate; in mode 2, unless the player to act can capture (then the best of the
    /// estimate and the captures, followed while they go on).
    fn quiesce(&mut self, ply: usize, mut alpha: i32, beta: i32, q: u32) -> i32 {
        if self.stack[ply].is_over() {
            return self.terminal_at(ply);
        }
        if let Some(v) = self.tables_value(ply, alpha, beta) {
            return v;
        }
        if ply + 1 >= STACK {
            self.estimates += 1;
            return self.estimate_at(ply);
        }
        let game = &self.stack[ply];
        let me = game.current_player();
        let mut list = [0; MAX_MOVES];
        let mut count = moves::generate(game, &mut list);
        if self.overlooks_continue(game) {
            list[0] = moves::STOP;
            count = 1;
        }
        match game.awaiting() {
            Some(Awaiting::Head) => {
                let mut best = -INFINITY;
                for &mv in &list[..count] {
                    let v = self.quiet_child(ply, mv, me, alpha, beta, q);
                    if self.stopped {
                        return 0;
                    }
                    best = best.max(v);
                    alpha = alpha.max(v);
                    if alpha >= beta {
                        break;
                    }
                }
                return best;
            }
            Some(Awaiting::Bonus) => {
                let board = fast::board_counts(game);
                let fullest = *list[..count]
                    .iter()
                    .max_by_key(|&&m| board[m as usize])
                    .expect("a bonus pick is owed");
                return self.quiet_child(ply, fullest, me, alpha, beta, q);
            }
            _ => {}
        }
        self.estimates += 1;
        let stand = self.estimate_at(ply);
        if stand >= beta || q == 0 || self.quiescence < 2 {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let had = game.captured(me);
        if game.picks_left() > 0 {
            count = 0;
        }
        for &mv in &list[..count] {
            self.nodes += 1;
            if self.check_stop() {
                return 0;
            }
            let child = self.play_child(ply, mv);
            if child.captured(me) == had {
                continue;
            }
            let same = child.current_player() == me;
            self.note_unseen(ply, me, mv);
            let v = if same {
                self.quiesce(ply + 1, alpha, beta, q - 1)
            } else {
                -self.quiesce(ply + 1, -beta, -alpha, q - 1)
            };
            if self.stopped {
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

    fn quiet_child(
        &mut self,
        ply: usize,
        mv: Move,
        me: Player,
        alpha: i32,
        beta: i32,
        q: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.enter_child(ply, mv, me) {
            self.quiesce(ply + 1, alpha, beta, q)
        } else {
            -self.quiesce(ply + 1, -beta, -alpha, q)
        }
    }
}

/// How often a turn has occurred, for a position the search reaches: in the game up to
/// the root (its table, only read) and on the search's path since. A capture removes
/// seeds, and no earlier position can come back after one: the path is looked at back
/// to its last capture only, and the game's table answers 0 once the seeds differ.
struct PathSeen<'s> {
    before: &'s Repetitions,
    /// The positions from the root to the parent of the turn recorded.
    path: &'s [Position],
}

impl PathSeen<'_> {
    /// How many times `turn` has occurred before, on the path or in the game.
    #[inline]
    fn count(&self, turn: &Position) -> u32 {
        let seeds = turn.seeds_on_board();
        let on_path = self.path[1..]
            .iter()
            .rev()
            .take_while(|p| p.seeds_on_board() == seeds)
            .filter(|&p| p == turn)
            .count() as u32;
        self.before.count(turn) + on_path
    }
}

impl Seen for PathSeen<'_> {
    #[inline]
    fn record(&mut self, turn: &Position) -> u32 {
        self.count(turn) + 1
    }
}

/// Win scores count actions from the root; the table stores them from the position.
fn to_table(v: i32, ply: usize) -> i32 {
    if v > WIN_BOUND {
        v + ply as i32
    } else if v < -WIN_BOUND {
        v - ply as i32
    } else {
        v
    }
}

fn from_table(v: i32, ply: usize) -> i32 {
    if v > WIN_BOUND {
        v - ply as i32
    } else if v < -WIN_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// The line the table expects from `game`: best moves while they are legal, at most
/// `max` actions, starting with `first`.
pub(crate) fn principal_line(
    game: &Position,
    table: &Table,
    first: Move,
    max: usize,
) -> Vec<Action> {
    let mut line = Vec::new();
    let mut g = *game;
    let mut mv = first;
    let mut seen = std::collections::HashSet::new();
    while line.len() < max && moves::is_legal(&g, mv) {
        line.push(moves::to_action(&g, mv));
        // Shown as a line only (it stops where a position repeats): played as a
        // position, without the game's earlier turns.
        moves::play(&mut g, mv, &mut ());
        let key = g.fingerprint();
        if g.is_over() || !seen.insert(key) {
            break;
        }
        match table.probe(key) {
            Some(e) => mv = e.mv,
            None => break,
        }
    }
    line
}
