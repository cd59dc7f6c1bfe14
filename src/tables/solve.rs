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
use crate::rules::{Player, Position, Rules};

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
    pub fn exact_count(&self) -> usize {
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
}

impl Solved {
    /// No layer solved yet, for Hoyito II with `holes` holes per row.
    pub fn new(holes: u8) -> Solved {
        Solved {
            rules: Rules::hoyito(holes),
            layers: Vec::new(),
        }
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
    /// solved: `None` for another game or board, a game over, or a layer not built.
    pub fn probe(&self, game: &Position) -> Option<(i8, i8)> {
        if *game.rules() != self.rules || game.to_move().is_none() {
            return None;
        }
        let layer = self.layer(game.seeds_on_board() as usize)?;
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
    pub fn after_move(&self, mover: Player, after: &Position) -> Option<(i8, i8)> {
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
    /// board index, as [`crate::rules::fast::play_index`] takes). A move that captures is preferred,
    /// then the first in board order. `None` where the value is not exact or not built.
    pub fn best_move(&self, game: &Position) -> Option<(usize, i8)> {
        let (lo, hi) = self.probe(game)?;
        if lo != hi {
            return None;
        }
        let mover = game.to_move()?;
        let (bits, start) = game.legal_bits();
        let mut rest = bits;
        let mut keeping = None;
        while rest != 0 {
            let i = start + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut child = *game;
            child.apply_index(i).ok()?;
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

/// Solve the layer of `seeds` seeds, with every lower layer already in `below`.
pub fn solve_layer(below: &Solved, seeds: usize) -> (Layer, BuildStats) {
    let rules = below.rules;
    let holes = 2 * rules.holes_per_row as usize;
    let ix = LayerIndex::new(holes, seeds);
    let n = ix.size() as usize;
    let lower_ix: Vec<LayerIndex> = (0..=seeds / 4)
        .map(|k| LayerIndex::new(holes, 4 * k))
        .collect();

    let mut exit_lo = vec![NO_EXIT; n];
    let mut exit_hi = vec![NO_EXIT; n];
    // The worst exit for the mover (the least lower bound of a move leaving the layer).
    let mut exit_min = vec![i8::MAX; n];
    let mut rep = vec![0i8; n];
    // A board whose mover has nothing to sow passes: its value is the other side's,
    // negated. `alias[p]` is that board's number, or u32::MAX.
    let mut alias: Vec<(u32, u32)> = Vec::new();
    let mut offsets = Vec::with_capacity(n + 1);
    let mut kids: Vec<u32> = Vec::with_capacity(n * 2);
    offsets.push(0u32);

    let mut game = Position::new(rules).expect("Hoyito II rules");
    let mut view = [0u8; 24];
    let mut cview = [0u8; 24];
    for p in 0..n {
        ix.unrank(p as u64, &mut view[..holes]);
        game.set_mover_view(&view[..holes]);
        if game.to_move() != Some(Player::South) {
            game.mover_view(&mut cview[..holes]);
            alias.push((p as u32, ix.rank(&cview[..holes]) as u32));
            offsets.push(kids.len() as u32);
            continue;
        }
        rep[p] = (game.taken_at_repetition(Player::South) as i32
            - game.taken_at_repetition(Player::North) as i32) as i8;
        let (bits, start) = game.legal_bits();
        let mut rest = bits;
        while rest != 0 {
            let i = start + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut child = game;
            child
                .apply_index(i)
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
                    kids.push(if next == Player::South { q } else { q | FLIP });
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
            exit_lo[p] = exit_lo[p].max(lo as i8);
            exit_hi[p] = exit_hi[p].max(hi as i8);
            exit_min[p] = exit_min[p].min(lo as i8);
        }
        offsets.push(kids.len() as u32);
    }

    // First, the range of every outcome any play from a board can reach, both players
    // playing anyhow: the mover's captures or a repetition at any board on the way
    // (smallest and largest, from the mover's side). It is the least fixpoint of the
    // sweeps below, from an empty range; any play ends in it, so it bounds the value.
    let is_pass = |p: usize| offsets[p] == offsets[p + 1] && exit_lo[p] == NO_EXIT;
    let mut lo = vec![i8::MAX; n];
    let mut hi = vec![-i8::MAX; n];
    let mut sweeps = 0;
    loop {
        sweeps += 1;
        let mut changed = false;
        for p in 0..n {
            if is_pass(p) {
                continue;
            }
            let (from, to) = (offsets[p] as usize, offsets[p + 1] as usize);
            let (mut a, mut b) = (exit_min[p], exit_hi[p].max(-i8::MAX));
            for &c in &kids[from..to] {
                let q = (c & !FLIP) as usize;
                let r = rep[q];
                let (x, y) = (r.min(lo[q]), r.max(hi[q]));
                let (x, y) = if c & FLIP != 0 { (-y, -x) } else { (x, y) };
                a = a.min(x);
                b = b.max(y);
            }
            if a != lo[p] || b != hi[p] {
                lo[p] = a;
                hi[p] = b;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Then the mover's best: from that range, the bounds narrow to the best move's.
    loop {
        sweeps += 1;
        let mut changed = false;
        for p in 0..n {
            if is_pass(p) {
                continue; // filled in below from the other side's board
            }
            let (from, to) = (offsets[p] as usize, offsets[p + 1] as usize);
            let (mut a, mut b) = (exit_lo[p], exit_hi[p]);
            for &c in &kids[from..to] {
                let q = (c & !FLIP) as usize;
                let (x, y) = (lo[q], hi[q]);
                let (x, y) = if c & FLIP != 0 { (-y, -x) } else { (x, y) };
                a = a.max(x);
                b = b.max(y);
            }
            // Never outside the range of outcomes (a bound from a move may be looser).
            let (a, b) = (a.max(lo[p]), b.min(hi[p]));
            if a != lo[p] || b != hi[p] {
                debug_assert!(a >= lo[p] && b <= hi[p], "bounds only narrow");
                lo[p] = a;
                hi[p] = b;
                changed = true;
            }
        }
        if !changed {
            break;
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
