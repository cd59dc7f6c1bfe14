//! One test's contested graph (see [`super::components`]), walked from the root with
//! its exits, and the nodes a strategy that looks at the board alone settles there
//! (issue 36, the 2x4 start).
//!
//! Over that graph, think of play going on
//! forever: a player who can keep it, from some node on, away from every board where an
//! end by repetition would lose the test for them (and away from every exit that loses
//! it) wins that endless game with a strategy that depends only on the board, a
//! *co-Büchi* game, solved in polynomial time. Such a strategy also wins the real game
//! whenever no turn of the node's component seen twice already would end the game
//! against it: under the strategy, no board that would lose lies on a cycle the
//! opponent can follow, and a board can only occur a third time by going round a cycle
//! (a turn seen once before needs two more visits, and two visits of one node close a
//! cycle); only a turn seen twice ends the game on the next visit, cycle or not. Exits
//! are the boards the bounds whatever the history decide, and the ends of the game.
//!
//! Each player's winning nodes are found separately; a node in neither is left to the
//! search. The safety bounds of the tables (`Solved::with_safety`) ask more: that every
//! board kept to loses nothing by repetition; here a losing board is allowed as long as
//! the strategy never lets play come back to it.

use super::components::tarjan;
use super::history::FastMap;
use super::test_answer;
use crate::engine::tables::Solved;
use mancala_rules::{Position, fast};

/// One test's contested graph with its exits, its strongly connected components, and
/// which nodes each side wins by a strategy that looks at the board alone.
pub(super) struct Strategies {
    /// By node key ([`node_key`]): the node.
    index: FastMap<u64, u32>,
    /// By node: its component.
    component: Vec<u32>,
    /// By node: whether an end by repetition there answers the test yes.
    repeat_yes: Vec<bool>,
    /// By node: `Some(true)` where the test's player wins whatever the opponent does
    /// (where no turn of its component seen twice would end the game the other way),
    /// `Some(false)` where the opponent does, `None` where neither.
    settled: Vec<Option<bool>>,
    /// The nodes of the contested graph (sinks included).
    pub nodes: usize,
    /// How many each side wins.
    pub yes: usize,
    pub no: usize,
}

/// The sink of exits the test's player wins (node 0) and the one they lose (node 1).
const YES: u32 = 0;
const NO: u32 = 1;

/// Marks a node that begins its layer (a capture led there: its bounds are the
/// tables' own, its history fresh), apart from the same board reached within it.
const BEGINS: u64 = 0x5DEE_CE66_D1CE_4E5B;

fn node_key(p: &Position, entry: bool) -> u64 {
    p.fingerprint() ^ if entry { BEGINS } else { 0 }
}

/// The graph: each node's mover is the test's player or not, its successors (sinks
/// included), and whether an end by repetition there answers the test yes.
struct Graph {
    keys: Vec<u64>,
    /// Each node's position (the sinks': the root's), and whether it begins its layer.
    positions: Vec<(Position, bool)>,
    arena: Arena,
}

/// The game itself: each node's mover (the test's player or not), its successors, and
/// the test's answer at an end by repetition there.
struct Arena {
    mine: Vec<bool>,
    repeat_yes: Vec<bool>,
    succ: Vec<Vec<u32>>,
}

impl Arena {
    /// An arena of the two sinks alone.
    fn sinks() -> Arena {
        Arena {
            mine: vec![true, true],
            repeat_yes: vec![true, false],
            succ: vec![vec![YES], vec![NO]],
        }
    }

    fn push(&mut self, mine: bool, repeat_yes: bool) -> u32 {
        self.mine.push(mine);
        self.repeat_yes.push(repeat_yes);
        self.succ.push(Vec::new());
        self.succ.len() as u32 - 1
    }
}

impl Strategies {
    /// The contested graph of "does `root`'s mover end at least `beta` ahead?" over
    /// `solved`'s bounds, and each side's winning nodes.
    pub(super) fn build(solved: &Solved, root: &Position, beta: i32) -> Strategies {
        let g = Graph::build(solved, root, beta);
        let yes_wins = co_buchi(&g.arena, true);
        let no_wins = co_buchi(&g.arena, false);
        let n = g.keys.len();
        let settled: Vec<Option<bool>> = (0..n)
            .map(|v| {
                debug_assert!(!(yes_wins[v] && no_wins[v]), "one side wins");
                (yes_wins[v] || no_wins[v]).then_some(yes_wins[v])
            })
            .collect();
        let yes = (2..n).filter(|&v| yes_wins[v]).count();
        let no = (2..n).filter(|&v| no_wins[v]).count();
        let component = tarjan(&g.arena.succ);
        let index = (2..n).map(|v| (g.keys[v], v as u32)).collect();
        Strategies {
            repeat_yes: g.arena.repeat_yes,
            index,
            component,
            settled,
            nodes: n,
            yes,
            no,
        }
    }

    /// The node of `p` (reached within its layer, or beginning it after a capture:
    /// `entry`), if contested.
    pub(super) fn node(&self, p: &Position, entry: bool) -> Option<u32> {
        self.index.get(&node_key(p, entry)).copied()
    }

    /// Whether an end by repetition at `node` answers the test yes.
    pub(super) fn repeat_yes(&self, node: u32) -> bool {
        self.repeat_yes[node as usize]
    }

    /// The component of `node`.
    pub(super) fn component_of(&self, node: u32) -> u32 {
        self.component[node as usize]
    }

    /// The answer at `p` (reached within its layer, or beginning it after a capture:
    /// `entry`), where a strategy settles it.
    pub(super) fn answer(&self, p: &Position, entry: bool) -> Option<bool> {
        self.settled[*self.index.get(&node_key(p, entry))? as usize]
    }
}

/// Every node of the contested graph of "does `root`'s mover end at least `beta`
/// ahead?" that a strategy settles: its position, whether it begins its layer, and the
/// answer (for the tests against the brute force).
#[cfg(test)]
pub(super) fn settled_nodes(
    solved: &Solved,
    root: &Position,
    beta: i32,
) -> Vec<(Position, bool, bool)> {
    let g = Graph::build(solved, root, beta);
    let yes_wins = co_buchi(&g.arena, true);
    let no_wins = co_buchi(&g.arena, false);
    (2..g.keys.len())
        .filter(|&n| yes_wins[n] || no_wins[n])
        .map(|n| (g.positions[n].0, g.positions[n].1, yes_wins[n]))
        .collect()
}

impl Graph {
    fn build(solved: &Solved, root: &Position, beta: i32) -> Graph {
        let me = root.current_player();
        let margin = |p: &Position| p.captured(me) as i32 - p.captured(me.opponent()) as i32;
        // Whether the bounds whatever the history (a capture's child: its own) answer
        // the test at `p`, and how.
        let decided = |p: &Position, entry: bool| -> Option<bool> {
            let (lo, hi) = if entry {
                solved.probe(p)?
            } else {
                solved.probe_any_history(p)?
            };
            // The margin made so far, from the mover's side.
            let mover = p.current_player();
            let made = p.captured(mover) as i32 - p.captured(mover.opponent()) as i32;
            test_answer(made + lo as i32, made + hi as i32, mover == me, beta)
        };
        let repeat_yes = |p: &Position| {
            margin(p) + p.taken_at_repetition(me) as i32
                - p.taken_at_repetition(me.opponent()) as i32
                >= beta
        };
        let mut g = Graph {
            keys: vec![0, 1],
            positions: vec![(*root, true); 2],
            arena: Arena::sinks(),
        };
        let mut index: FastMap<u64, u32> = FastMap::default();
        let add = |g: &mut Graph, p: Position, entry: bool| {
            g.keys.push(node_key(&p, entry));
            g.positions.push((p, entry));
            g.arena.push(p.current_player() == me, repeat_yes(&p))
        };
        if root.is_over() {
            return g;
        }
        let r = add(&mut g, *root, true);
        index.insert(g.keys[r as usize], r);
        let mut next = 2;
        while next < g.positions.len() {
            let (p, _) = g.positions[next];
            let (bits, start) = fast::legal_bits(&p);
            let mut rest = bits;
            while rest != 0 {
                let i = start + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let mut child = p;
                if fast::play_index(&mut child, i, &mut ()).is_err() {
                    continue;
                }
                let to = if child.is_over() {
                    if margin(&child) >= beta { YES } else { NO }
                } else {
                    let entry = child.seeds_on_board() != p.seeds_on_board();
                    match decided(&child, entry) {
                        Some(true) => YES,
                        Some(false) => NO,
                        None => {
                            let key = node_key(&child, entry);
                            match index.get(&key) {
                                Some(&n) => n,
                                None => {
                                    let n = add(&mut g, child, entry);
                                    index.insert(key, n);
                                    n
                                }
                            }
                        }
                    }
                };
                if !g.arena.succ[next].contains(&to) {
                    g.arena.succ[next].push(to);
                }
            }
            next += 1;
        }
        g
    }
}

/// The nodes where the test's player (`yes`) or the opponent (`!yes`) wins the endless
/// game in which they must, from some point on, never visit a node whose end by
/// repetition loses for them (the sink of lost exits counts as one, the other sink
/// as none): the complement of the opponent's Büchi game, by the classic algorithm
/// (remove the player's attractor of the nodes where the opponent cannot force a visit,
/// until none is left).
fn co_buchi(g: &Arena, yes: bool) -> Vec<bool> {
    let n = g.succ.len();
    let player_owns = |v: usize| g.mine[v] == yes;
    let bad = |v: usize| g.repeat_yes[v] != yes;
    // Predecessors, flattened.
    let mut pred_start = vec![0u32; n + 1];
    for s in &g.succ {
        for &t in s {
            pred_start[t as usize + 1] += 1;
        }
    }
    for v in 0..n {
        pred_start[v + 1] += pred_start[v];
    }
    let mut fill = pred_start.clone();
    let mut preds = vec![0u32; pred_start[n] as usize];
    for (v, s) in g.succ.iter().enumerate() {
        for &t in s {
            preds[fill[t as usize] as usize] = v as u32;
            fill[t as usize] += 1;
        }
    }
    let mut alive = vec![true; n];
    let mut wins = vec![false; n];
    let mut in_attr = vec![false; n];
    let mut count = vec![0u32; n];
    let mut queue: Vec<u32> = Vec::new();
    // The attractor of `targets` within the alive nodes for the side `for_player`
    // (true: the player), into `in_attr`.
    let attractor = |targets: &mut dyn Iterator<Item = usize>,
                     for_player: bool,
                     alive: &[bool],
                     in_attr: &mut Vec<bool>,
                     count: &mut Vec<u32>,
                     queue: &mut Vec<u32>| {
        in_attr.iter_mut().for_each(|x| *x = false);
        for v in 0..n {
            if alive[v] {
                count[v] = g.succ[v].iter().filter(|&&t| alive[t as usize]).count() as u32;
            }
        }
        queue.clear();
        for v in targets {
            if !in_attr[v] {
                in_attr[v] = true;
                queue.push(v as u32);
            }
        }
        while let Some(t) = queue.pop() {
            let t = t as usize;
            for &u in &preds[pred_start[t] as usize..pred_start[t + 1] as usize] {
                let u = u as usize;
                if !alive[u] || in_attr[u] {
                    continue;
                }
                if player_owns(u) == for_player {
                    in_attr[u] = true;
                    queue.push(u as u32);
                } else {
                    count[u] -= 1;
                    if count[u] == 0 {
                        in_attr[u] = true;
                        queue.push(u as u32);
                    }
                }
            }
        }
    };
    loop {
        // Where the opponent can force a visit to a bad node.
        let mut targets = (0..n).filter(|&v| alive[v] && bad(v));
        attractor(
            &mut targets,
            false,
            &alive,
            &mut in_attr,
            &mut count,
            &mut queue,
        );
        let trap: Vec<usize> = (0..n).filter(|&v| alive[v] && !in_attr[v]).collect();
        if trap.is_empty() {
            break;
        }
        attractor(
            &mut trap.into_iter(),
            true,
            &alive,
            &mut in_attr,
            &mut count,
            &mut queue,
        );
        for v in 0..n {
            if in_attr[v] {
                alive[v] = false;
                wins[v] = true;
            }
        }
    }
    wins
}
