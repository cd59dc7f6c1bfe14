//! The retrograde solver: one layer (all boards with the same seeds) at a time, from
//! the bottom, by sweeps to a fixpoint. Every move is generated and played by the
//! rules engine; this module only compares numbers.
//!
//! What a value means: the capture margin the player to move gets from here on (their
//! captures minus the opponent's) with best play by both. A move that captures drops
//! into a lower layer, solved before. A move that does not stays in the layer, and play
//! can go round in a cycle; the repetition rule ends such a game, and which position
//! repeats a third time depends on the history, which a table cannot know. So each
//! board gets two bounds, sound whatever the history is:
//! - arriving at a board of the layer may end the game there by repetition (its
//!   position may have been seen twice already), so an arrival is worth anything
//!   between the repetition outcome and the board's own bounds;
//! - the lower bound starts at the worst (-seeds) and rises, the upper one starts at the
//!   best (+seeds) and falls, each sweep taking the best move for the mover.
//!
//! Both sequences are monotone and bounded, so the sweeps stop; every step keeps the
//! bounds sound, so the true value, with any history, lies between them. Where they
//! meet, the value is exact (proven); elsewhere the table says only the bounds.

use super::index::LayerIndex;
use super::work::Work;
use mancala_rules::{Player, Position, Rules, fast};

/// A lower-layer or terminal move's bounds are known before the sweeps; this marks a
/// board whose moves all stay in the layer.
const NO_EXIT: i8 = i8::MIN;
/// Set in a stored successor when the player to move there is the other one.
const FLIP: u32 = 1 << 31;

/// One solved layer: the bounds of every board of `seeds` seeds, from the mover's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layer {
    pub holes: usize,
    pub seeds: usize,
    /// The least margin the mover is sure of, by board number.
    pub lo: Vec<i8>,
    /// The most margin the opponent can be held to giving the mover, by board number.
    pub hi: Vec<i8>,
}

impl Layer {
    /// Boards in this layer.
    pub fn len(&self) -> usize {
        self.lo.len()
    }

    /// Whether the layer has no boards (never, for a real layer).
    pub fn is_empty(&self) -> bool {
        self.lo.is_empty()
    }

    /// How many boards have an exact value.
    pub(crate) fn exact_count(&self) -> usize {
        self.lo.iter().zip(&self.hi).filter(|(a, b)| a == b).count()
    }
}

/// Measures of one build, for the commit messages and `tables status`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuildStats {
    pub boards: usize,
    pub exact: usize,
    pub sweeps: usize,
}

/// The solved layers of one board size, indexed by seeds / 4.
#[derive(Clone, Debug)]
pub struct Solved {
    pub rules: Rules,
    pub layers: Vec<Option<Layer>>,
    /// Where computed ([`Solved::solve_any_history_up_to`]), the bounds of
    /// [`solve_layer_any_history`], by seeds / 4: for the exact solver, where a turn
    /// seen twice rules out `layers`' own.
    any_history: Vec<Option<Layer>>,
    /// Whether layers solved here also take the bounds the repetition rule gives
    /// whatever the history ([`Solved::with_safety`]).
    with_safety: bool,
}

impl Solved {
    /// No layer solved yet, for Hoyito II with `holes` holes per row.
    pub fn new(holes: u8) -> Solved {
        Solved {
            rules: Rules::hoyito(holes),
            layers: Vec::new(),
            any_history: Vec::new(),
            with_safety: false,
        }
    }

    /// As [`Solved::new`], but every layer solved here also takes the bounds of a
    /// player who keeps play where ending by repetition suits them (see
    /// `sweep_layer`): tighter, sound whatever the history, and slower to build. Not
    /// what the table files hold; for long solves (`examples/exact_start.rs`).
    pub fn with_safety(holes: u8) -> Solved {
        Solved {
            with_safety: true,
            ..Solved::new(holes)
        }
    }

    /// Compute [`solve_layer_any_history`]'s bounds of every layer solved from 8 seeds
    /// up to `seeds`, not computed yet, for [`Solved::probe_any_history`].
    pub fn solve_any_history_up_to(&mut self, seeds: usize) {
        for k in (8..=seeds.min(self.top_seeds())).step_by(4) {
            if self.any_history_layer(k).is_some() {
                continue;
            }
            let layer = solve_layer_any_history(self, k);
            self.insert_any_history(layer);
        }
    }

    /// The layer of `seeds` seeds of [`Solved::solve_any_history_up_to`], if computed.
    pub fn any_history_layer(&self, seeds: usize) -> Option<&Layer> {
        self.any_history.get(seeds / 4).and_then(Option::as_ref)
    }

    /// Put a layer of [`solve_layer_any_history`]'s bounds in place (one read back).
    pub fn insert_any_history(&mut self, layer: Layer) {
        let k = layer.seeds / 4;
        if self.any_history.len() <= k {
            self.any_history.resize(k + 1, None);
        }
        self.any_history[k] = Some(layer);
    }

    /// The bounds of `game` that hold whatever its history, where computed (see
    /// [`Solved::solve_any_history_up_to`]); `None` as [`Solved::probe`] says it.
    pub fn probe_any_history(&self, game: &Position) -> Option<(i8, i8)> {
        let layer = self.any_history_layer(game.seeds_on_board() as usize)?;
        self.probe_in(layer, game)
    }

    /// The layer of `seeds` seeds, if solved.
    pub fn layer(&self, seeds: usize) -> Option<&Layer> {
        self.layers.get(seeds / 4).and_then(|l| l.as_ref())
    }

    /// The seeds of the fullest layer solved (0 when none is).
    pub fn top_seeds(&self) -> usize {
        (0..self.layers.len())
            .rev()
            .find(|&k| self.layers[k].is_some())
            .map_or(0, |k| 4 * k)
    }

    /// Put a solved (or loaded) layer in place.
    pub fn insert(&mut self, layer: Layer) {
        let k = layer.seeds / 4;
        if self.layers.len() <= k {
            self.layers.resize(k + 1, None);
        }
        self.layers[k] = Some(layer);
    }

    /// Solve every layer from 8 seeds up to `seeds` not yet solved, bottom first.
    pub fn solve_up_to(&mut self, seeds: usize) -> Vec<BuildStats> {
        let mut stats = Vec::new();
        for k in (8..=seeds).step_by(4) {
            if self.layer(k).is_none() {
                let (layer, s) = solve_layer(self, k);
                self.insert(layer);
                stats.push(s);
            }
        }
        stats
    }

    /// The bounds of the position `game` is in, from its mover's side, when its layer is
    /// solved: `None` for another game or board (a round of a match with closed holes
    /// or the last four named is another board), a game over, or a layer not built.
    pub fn probe(&self, game: &Position) -> Option<(i8, i8)> {
        let layer = self.layer(game.seeds_on_board() as usize)?;
        self.probe_in(layer, game)
    }

    /// The bounds `layer` (of `game`'s seeds) gives `game`, from its mover's side, as
    /// [`Solved::probe`] says.
    fn probe_in(&self, layer: &Layer, game: &Position) -> Option<(i8, i8)> {
        let round = game.layout().has_closed() || game.last_four_to().is_some();
        if *game.rules() != self.rules || round || game.to_move().is_none() {
            return None;
        }
        let mut view = [0u8; 24];
        let holes = layer.holes;
        game.mover_view(&mut view[..holes]);
        let ix = LayerIndex::new(holes, layer.seeds);
        let r = ix.rank(&view[..holes]) as usize;
        Some((layer.lo[r], layer.hi[r]))
    }

    /// The bounds a move leads to, from the mover's side (captures it makes included),
    /// given the game after it (`after`) and the mover: exact for a game over. `None`
    /// when the layer reached is not solved.
    fn after_move(&self, mover: Player, after: &Position) -> Option<(i8, i8)> {
        let d = after.captured(mover) as i32 - after.captured(mover.opponent()) as i32;
        let (lo, hi) = if after.is_over() {
            (0, 0)
        } else {
            let (lo, hi) = self.probe(after)?;
            let (a, b) = (lo as i32, hi as i32);
            if after.to_move()? == mover {
                (a, b)
            } else {
                (-b, -a)
            }
        };
        Some(((d + lo) as i8, (d + hi) as i8))
    }

    /// Where the value of `game` is exact: a move that keeps it, with the value (a
    /// board index, as [`mancala_rules::fast::play_index`] takes). A move that captures is preferred,
    /// then the first in board order. `None` where the value is not exact or not built.
    pub fn best_move(&self, game: &Position) -> Option<(usize, i8)> {
        let (lo, hi) = self.probe(game)?;
        if lo != hi {
            return None;
        }
        let mover = game.to_move()?;
        let (bits, start) = fast::legal_bits(game);
        let mut rest = bits;
        let mut keeping = None;
        while rest != 0 {
            let i = start + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut child = *game;
            fast::play_index(&mut child, i, &mut ()).ok()?;
            if self.after_move(mover, &child) == Some((lo, lo)) {
                if child.captured(mover) > game.captured(mover) {
                    return Some((i, lo));
                }
                keeping = keeping.or(Some((i, lo)));
            }
        }
        keeping
    }
}

/// What playing every move of some boards of a layer gives (see [`expand`]).
struct Moves {
    /// Per board: the best and worst bounds of the moves leaving the layer, for the
    /// mover ([`NO_EXIT`] when none does), and the best upper bound.
    exit_lo: Vec<i8>,
    exit_hi: Vec<i8>,
    exit_min: Vec<i8>,
    /// Per board: the margin the repetition rule would give the mover there.
    rep: Vec<i8>,
    /// Boards whose mover passes, with the board of the other side it is.
    alias: Vec<(u32, u32)>,
    /// Per board, where its moves staying in the layer start in `kids` (one more at
    /// the end).
    offsets: Vec<u32>,
    /// The boards those moves reach, [`FLIP`] set where the other side moves there.
    kids: Vec<u32>,
}

/// Every move of the boards `boards` of the layer of `seeds` seeds, played by the
/// engine: the bounds of those that leave the layer (from `below`), the boards of
/// those that stay.
fn expand(
    below: &Solved,
    seeds: usize,
    boards: std::ops::Range<usize>,
    work: Option<&Work>,
) -> Moves {
    let rules = below.rules;
    let holes = 2 * rules.holes_per_row as usize;
    let ix = LayerIndex::new(holes, seeds);
    let lower_ix: Vec<LayerIndex> = (0..=seeds / 4)
        .map(|k| LayerIndex::new(holes, 4 * k))
        .collect();
    let n = boards.len();
    let mut m = Moves {
        exit_lo: vec![NO_EXIT; n],
        exit_hi: vec![NO_EXIT; n],
        // The worst exit for the mover (the least lower bound of a move leaving).
        exit_min: vec![i8::MAX; n],
        rep: vec![0i8; n],
        alias: Vec::new(),
        offsets: Vec::with_capacity(n + 1),
        kids: Vec::with_capacity(n * 2),
    };
    m.offsets.push(0u32);
    let mut game = Position::new(rules).expect("Hoyito II rules");
    let mut view = [0u8; 24];
    let mut cview = [0u8; 24];
    for (k, p) in boards.enumerate() {
        if k % 4096 == 4095 {
            work.inspect(|w| w.add(4096));
        }
        ix.unrank(p as u64, &mut view[..holes]);
        game.set_mover_view(&view[..holes]);
        if game.to_move() != Some(Player::South) {
            // A board whose mover has nothing to sow passes: its value is the other
            // side's, negated.
            game.mover_view(&mut cview[..holes]);
            m.alias.push((p as u32, ix.rank(&cview[..holes]) as u32));
            m.offsets.push(m.kids.len() as u32);
            continue;
        }
        m.rep[k] = (game.taken_at_repetition(Player::South) as i32
            - game.taken_at_repetition(Player::North) as i32) as i8;
        let (bits, start) = fast::legal_bits(&game);
        let mut rest = bits;
        while rest != 0 {
            let i = start + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut child = game;
            fast::play_index(&mut child, i, &mut ())
                .expect("a legal hole from the engine's own list");
            let d = child.captured(Player::South) as i32 - child.captured(Player::North) as i32;
            let (lo, hi) = if child.is_over() {
                (d, d)
            } else {
                let next = child.to_move().expect("a game not over has a mover");
                child.mover_view(&mut cview[..holes]);
                let on = child.seeds_on_board() as usize;
                if on == seeds {
                    let q = ix.rank(&cview[..holes]) as u32;
                    m.kids
                        .push(if next == Player::South { q } else { q | FLIP });
                    continue;
                }
                let layer = below
                    .layer(on)
                    .expect("every lower layer is solved before this one");
                let q = lower_ix[on / 4].rank(&cview[..holes]) as usize;
                let (a, b) = (layer.lo[q] as i32, layer.hi[q] as i32);
                if next == Player::South {
                    (d + a, d + b)
                } else {
                    (d - b, d - a)
                }
            };
            m.exit_lo[k] = m.exit_lo[k].max(lo as i8);
            m.exit_hi[k] = m.exit_hi[k].max(hi as i8);
            m.exit_min[k] = m.exit_min[k].min(lo as i8);
        }
        m.offsets.push(m.kids.len() as u32);
    }
    m
}

/// [`expand`] on every board of the layer, the boards shared between `threads`
/// threads: the same moves, in the same order, as one thread gives.
fn expand_all(
    below: &Solved,
    seeds: usize,
    n: usize,
    threads: usize,
    work: Option<&Work>,
) -> Moves {
    let threads = threads.clamp(1, n.max(1));
    let step = n.div_ceil(threads);
    let parts: Vec<Moves> = std::thread::scope(|scope| {
        let running: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * step).min(n)..((t + 1) * step).min(n);
                scope.spawn(move || expand(below, seeds, range, work))
            })
            .collect();
        running
            .into_iter()
            .map(|h| h.join().expect("a table thread does not panic"))
            .collect()
    });
    let mut all = Moves {
        exit_lo: Vec::with_capacity(n),
        exit_hi: Vec::with_capacity(n),
        exit_min: Vec::with_capacity(n),
        rep: Vec::with_capacity(n),
        alias: Vec::new(),
        offsets: vec![0],
        kids: Vec::new(),
    };
    for part in parts {
        let base = all.kids.len() as u32;
        all.exit_lo.extend(part.exit_lo);
        all.exit_hi.extend(part.exit_hi);
        all.exit_min.extend(part.exit_min);
        all.rep.extend(part.rep);
        all.alias.extend(part.alias);
        all.offsets
            .extend(part.offsets[1..].iter().map(|&o| base + o));
        all.kids.extend(part.kids);
    }
    all
}

/// The threads a build uses: the machine's cores.
pub(crate) fn build_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Solve the layer of `seeds` seeds, with every lower layer already in `below`.
pub fn solve_layer(below: &Solved, seeds: usize) -> (Layer, BuildStats) {
    solve_layer_on(below, seeds, build_threads(), None)
}

/// The work a layer of `boards` boards is expected to take, in [`Work`]'s units: the
/// moves of every board, then about `sweeps` sweeps over them.
pub fn expected_work(boards: u64, sweeps: u64) -> u64 {
    boards * (1 + sweeps)
}

/// [`solve_layer`] on `threads` threads: the moves played and the boards swept shared
/// between them. The same layer whatever their number: the sweeps settle on the same
/// bounds in any order (see the sweeps below).
/// `work` counts a board's moves as one unit and a sweep as one a board.
pub fn solve_layer_on(
    below: &Solved,
    seeds: usize,
    threads: usize,
    work: Option<&Work>,
) -> (Layer, BuildStats) {
    sweep_layer(below, seeds, threads, work, false, below.with_safety)
}

/// Bounds of the layer of `seeds` seeds that hold whatever the history since the last
/// capture, turns seen twice included: as [`solve_layer`]'s, but every move that stays
/// in the layer may arrive at a turn seen twice, which ends the game there by
/// repetition, so each such move is worth anything between that outcome and the
/// bounds of the board it reaches. Looser than the layer's own bounds; the exact solver
/// cuts with them where a turn seen twice rules those out. A capture starts the
/// history afresh, so the moves leaving the layer take `below`'s own bounds.
pub fn solve_layer_any_history(below: &Solved, seeds: usize) -> Layer {
    sweep_layer(below, seeds, build_threads(), None, true, below.with_safety).0
}

/// Sweep the `n` boards of a layer with `sweep` (over a range of them; whether a bound
/// changed), shared between `threads` threads, until none changes; how many sweeps.
/// `work` counts a board a sweep.
fn sweep_to_fixpoint(
    n: usize,
    threads: usize,
    sweep: &(dyn Fn(std::ops::Range<usize>) -> bool + Sync),
    work: Option<&Work>,
) -> usize {
    let step = n.div_ceil(threads);
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let changed = std::thread::scope(|scope| {
            let running: Vec<_> = (1..threads)
                .map(|t| {
                    let range = (t * step).min(n)..((t + 1) * step).min(n);
                    scope.spawn(move || sweep(range))
                })
                .collect();
            let mine = sweep(0..step.min(n));
            running
                .into_iter()
                .map(|h| h.join().expect("a table thread does not panic"))
                .fold(mine, |a, b| a | b)
        });
        work.inspect(|w| w.add(n as u64));
        if !changed {
            return sweeps;
        }
    }
}

/// [`solve_layer_on`], or with `any_history` [`solve_layer_any_history`]'s bounds.
fn sweep_layer(
    below: &Solved,
    seeds: usize,
    threads: usize,
    work: Option<&Work>,
    any_history: bool,
    safety: bool,
) -> (Layer, BuildStats) {
    let rules = below.rules;
    let holes = 2 * rules.holes_per_row as usize;
    let n = LayerIndex::new(holes, seeds).size() as usize;
    let Moves {
        exit_lo,
        exit_hi,
        exit_min,
        rep,
        alias,
        offsets,
        kids,
    } = expand_all(below, seeds, n, threads, work);

    // First, the range of every outcome any play from a board can reach, both players
    // playing anyhow: the mover's captures or a repetition at any board on the way
    // (smallest and largest, from the mover's side). It is the least fixpoint of the
    // sweeps below, from an empty range; any play ends in it, so it bounds the value.
    let is_pass = |p: usize| offsets[p] == offsets[p + 1] && exit_lo[p] == NO_EXIT;
    use std::sync::atomic::{AtomicI8, Ordering::Relaxed};
    let lo: Vec<AtomicI8> = (0..n).map(|_| AtomicI8::new(i8::MAX)).collect();
    let hi: Vec<AtomicI8> = (0..n).map(|_| AtomicI8::new(-i8::MAX)).collect();
    // A sweep over the boards `range`, the first phase (`widen`) or the second; whether
    // any bound changed. Boards are shared between threads, each sweeping its own and
    // reading the others' as they stand: both phases are monotone, so they settle on
    // the same bounds in any order (only how many sweeps that takes may differ).
    let sweep = |range: std::ops::Range<usize>, widen: bool| {
        let mut changed = false;
        for p in range {
            if is_pass(p) {
                // Filled in at the end from the other side's board.
                continue;
            }
            let (from, to) = (offsets[p] as usize, offsets[p + 1] as usize);
            let (old_a, old_b) = (lo[p].load(Relaxed), hi[p].load(Relaxed));
            let (a, b) = if widen {
                // First, the range of every outcome any play from a board can reach,
                // both players playing anyhow: the mover's captures or a repetition at
                // any board on the way (smallest and largest, from the mover's side).
                // It is the least fixpoint of these sweeps, from an empty range; any
                // play ends in it, so it bounds the value.
                let (mut a, mut b) = (exit_min[p], exit_hi[p].max(-i8::MAX));
                for &c in &kids[from..to] {
                    let q = (c & !FLIP) as usize;
                    let r = rep[q];
                    let (x, y) = (r.min(lo[q].load(Relaxed)), r.max(hi[q].load(Relaxed)));
                    let (x, y) = if c & FLIP != 0 { (-y, -x) } else { (x, y) };
                    a = a.min(x);
                    b = b.max(y);
                }
                (a, b)
            } else {
                // Then the mover's best: from that range, the bounds narrow to the best
                // move's.
                let (mut a, mut b) = (exit_lo[p], exit_hi[p]);
                for &c in &kids[from..to] {
                    let q = (c & !FLIP) as usize;
                    let (x, y) = (lo[q].load(Relaxed), hi[q].load(Relaxed));
                    let (x, y) = if any_history {
                        (x.min(rep[q]), y.max(rep[q]))
                    } else {
                        (x, y)
                    };
                    let (x, y) = if c & FLIP != 0 { (-y, -x) } else { (x, y) };
                    a = a.max(x);
                    b = b.max(y);
                }
                // Never outside the range of outcomes (a bound from a move may be
                // looser).
                (a.max(old_a), b.min(old_b))
            };
            if a != old_a || b != old_b {
                lo[p].store(a, Relaxed);
                hi[p].store(b, Relaxed);
                changed = true;
            }
        }
        changed
    };
    let threads = threads.clamp(1, n.max(1));
    let mut sweeps = 0;
    for widen in [true, false] {
        sweeps += sweep_to_fixpoint(n, threads, &|range| sweep(range, widen), work);
    }
    let mut lo: Vec<i8> = lo.into_iter().map(AtomicI8::into_inner).collect();
    let mut hi: Vec<i8> = hi.into_iter().map(AtomicI8::into_inner).collect();
    if safety {
        // The bounds the repetition rule itself gives, whatever the history: a player
        // who can keep play among boards where ending by repetition would give them at
        // least v, and leave them only by captures worth at least v, gets at least v,
        // since play that does not capture ends by repetition at one of those boards.
        // The largest such v of every board is the greatest fixpoint of: the least of
        // the board's own repetition outcome and its best move's (a board reached is
        // worth its own bound), from the top down; the opponent's side alike.
        let sl: Vec<AtomicI8> = (0..n).map(|_| AtomicI8::new(i8::MAX)).collect();
        let su: Vec<AtomicI8> = (0..n).map(|_| AtomicI8::new(-i8::MAX)).collect();
        let safe_sweep = |range: std::ops::Range<usize>| {
            let mut changed = false;
            for p in range {
                if is_pass(p) {
                    continue;
                }
                let (from, to) = (offsets[p] as usize, offsets[p + 1] as usize);
                let (mut a, mut b) = (exit_lo[p], exit_hi[p]);
                for &c in &kids[from..to] {
                    let q = (c & !FLIP) as usize;
                    let (x, y) = (sl[q].load(Relaxed), su[q].load(Relaxed));
                    let (x, y) = if c & FLIP != 0 { (-y, -x) } else { (x, y) };
                    a = a.max(x);
                    b = b.max(y);
                }
                let (old_a, old_b) = (sl[p].load(Relaxed), su[p].load(Relaxed));
                let (a, b) = (a.min(rep[p]).min(old_a), b.max(rep[p]).max(old_b));
                if a != old_a || b != old_b {
                    sl[p].store(a, Relaxed);
                    su[p].store(b, Relaxed);
                    changed = true;
                }
            }
            changed
        };
        sweeps += sweep_to_fixpoint(n, threads, &safe_sweep, None);
        for p in 0..n {
            if !is_pass(p) {
                lo[p] = lo[p].max(sl[p].load(Relaxed));
                hi[p] = hi[p].min(su[p].load(Relaxed));
                debug_assert!(lo[p] <= hi[p], "sound bounds meet or leave room");
            }
        }
    }
    for &(p, q) in &alias {
        lo[p as usize] = -hi[q as usize];
        hi[p as usize] = -lo[q as usize];
    }
    let layer = Layer {
        holes,
        seeds,
        lo,
        hi,
    };
    let stats = BuildStats {
        boards: n,
        exact: layer.exact_count(),
        sweeps,
    };
    (layer, stats)
}
