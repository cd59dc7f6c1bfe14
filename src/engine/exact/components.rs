//! The part of the history that can still matter to one null-window test, for a long
//! solve's memory (issue 36's idea, made to work).
//!
//! A test asks whether the root's mover ends at least `beta` ahead. For it, a board of
//! the endgame tables whose bounds that hold whatever the history already answer it is
//! *decided*: play arriving there ends the question, whatever turns were seen before.
//! The others, reachable from the root through undecided boards only, form the
//! *contested graph* of the test (its nodes: a board, whose turn, and the margin the
//! test still asks of the captures to come). Play that goes round can only go round
//! inside one strongly connected component of that graph, so the answer at a position
//! with history `H` depends only on the turns of `H` in the position's own component:
//! every earlier turn of the path reaches it, and one it cannot reach back can never
//! occur again before play leaves the component. Two paths reaching a position with the
//! same turns of its component seen as often are the same question, and the memory
//! keys them alike ([`super::history::Histories`]), where keyed by the whole history
//! they would never meet.
//!
//! Built by a walk from the root over the tables' bounds (a second or two for the 2x4
//! start), then Tarjan's algorithm. Hoyito II only, with the bounds whatever the history
//! computed ([`Solved::solve_any_history_up_to`]).

use super::history::FastMap;
use super::strategies::{EntryAnswers, Strategies};
use crate::engine::tables::Solved;
use mancala_rules::{Player, Position, fast};

/// Marks a node that begins its layer (see [`Components::node`]).
const BEGINS: u64 = 0x5DEE_CE66_D1CE_4E5B;

/// The components of the contested graph of one test.
pub(super) struct Components {
    root_mover: Player,
    beta: i32,
    /// By node ([`Components::node`], a board reached by a move that captures nothing):
    /// its component.
    component: FastMap<u64, u32>,
    /// The nodes a strategy looking at the board alone settles.
    strategies: Strategies,
}

impl Components {
    /// The contested graph of the test "does `root`'s mover end at least `beta` ahead?"
    /// over `solved`'s bounds, and its components.
    pub(super) fn build(
        solved: &Solved,
        root: &Position,
        beta: i32,
        known: Option<&EntryAnswers>,
    ) -> Components {
        let mut c = Components {
            root_mover: root.current_player(),
            beta,
            component: FastMap::default(),
            strategies: Strategies::build(solved, root, beta, known),
        };
        let (nodes, edges) = c.contested(solved, root);
        let ids = tarjan(&edges);
        for (node, (key, entry)) in nodes.iter().enumerate() {
            if !entry {
                c.component.insert(*key, ids[node]);
            }
        }
        c
    }

    /// The test's answer at `p` (reached within its layer, or beginning it after a
    /// capture: `entry`) where a strategy looking at the board alone settles it: the
    /// answer whenever no turn of `p`'s component has occurred twice.
    pub(super) fn answer(&self, p: &Position, entry: bool) -> Option<bool> {
        self.strategies.answer(p, entry)
    }

    /// Whether an end by repetition at `p` answers the test yes.
    pub(super) fn repeat_yes(&self, p: &Position) -> bool {
        let r = self.root_mover;
        let made = p.captured(r) as i32 - p.captured(r.opponent()) as i32;
        made + p.taken_at_repetition(r) as i32 - p.taken_at_repetition(r.opponent()) as i32
            >= self.beta
    }

    /// The test this graph is of.
    pub(super) fn beta(&self) -> i32 {
        self.beta
    }

    /// The component of `p` reached within its layer, if it is contested.
    pub(super) fn of(&self, p: &Position) -> Option<u32> {
        self.component.get(&self.node(p, false)?).copied()
    }

    /// A node of the graph: `p` itself (its fingerprint: the board, whose turn, the
    /// captures made, which with the test say the margin still asked), and whether `p`
    /// begins its layer (a capture led there: its bounds are the tables' own, its
    /// history fresh). `None` for a game over.
    fn node(&self, p: &Position, entry: bool) -> Option<u64> {
        p.to_move()?;
        Some(p.fingerprint() ^ if entry { BEGINS } else { 0 })
    }

    /// The margin the test asks of the rest of the game at `p`, from its mover's side:
    /// at least this much decides "yes".
    fn asked(&self, p: &Position) -> i32 {
        let r = self.root_mover;
        let made = p.captured(r) as i32 - p.captured(r.opponent()) as i32;
        if p.current_player() == r {
            self.beta - made
        } else {
            made - self.beta + 1
        }
    }

    /// Whether the tables' bounds answer the test at `p` whatever the history (its own
    /// bounds for a board a capture led to: its history is itself alone).
    fn decided(&self, solved: &Solved, p: &Position, entry: bool) -> bool {
        let bounds = if entry {
            solved.probe(p)
        } else {
            solved.probe_any_history(p)
        };
        let Some((lo, hi)) = bounds else {
            return false;
        };
        let t = self.asked(p);
        lo as i32 >= t || (hi as i32) < t
    }

    /// The contested graph reachable from `root` (itself a node): each node's key and
    /// whether it begins a layer, and each node's successors.
    fn contested(&self, solved: &Solved, root: &Position) -> (Vec<(u64, bool)>, Vec<Vec<u32>>) {
        let mut index: FastMap<u64, u32> = FastMap::default();
        let mut nodes = Vec::new();
        let mut positions = Vec::new();
        let mut edges: Vec<Vec<u32>> = Vec::new();
        let Some(key) = self.node(root, true) else {
            return (nodes, edges);
        };
        index.insert(key, 0);
        nodes.push((key, true));
        positions.push(*root);
        edges.push(Vec::new());
        let mut next = 0;
        while next < positions.len() {
            let p = positions[next];
            let (bits, start) = fast::legal_bits(&p);
            let mut rest = bits;
            while rest != 0 {
                let i = start + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let mut child = p;
                if fast::play_index(&mut child, i, &mut ()).is_err() || child.is_over() {
                    continue;
                }
                let entry = child.seeds_on_board() != p.seeds_on_board();
                if self.decided(solved, &child, entry) {
                    continue;
                }
                let Some(key) = self.node(&child, entry) else {
                    continue;
                };
                let to = *index.entry(key).or_insert_with(|| {
                    nodes.push((key, entry));
                    positions.push(child);
                    edges.push(Vec::new());
                    nodes.len() as u32 - 1
                });
                edges[next].push(to);
            }
            next += 1;
        }
        (nodes, edges)
    }
}

/// The strongly connected components of the graph `edges` (each node's successors):
/// each node's component number. Tarjan's algorithm, without recursion (the graph is
/// deep).
fn tarjan(edges: &[Vec<u32>]) -> Vec<u32> {
    const NONE: u32 = u32::MAX;
    let n = edges.len();
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut component = vec![NONE; n];
    let (mut counter, mut components) = (0u32, 0u32);
    for s in 0..n {
        if index[s] != NONE {
            continue;
        }
        let mut calls: Vec<(usize, usize)> = vec![(s, 0)];
        index[s] = counter;
        low[s] = counter;
        counter += 1;
        stack.push(s);
        on_stack[s] = true;
        while let Some(&mut (u, ref mut k)) = calls.last_mut() {
            if let Some(&w) = edges[u].get(*k) {
                *k += 1;
                let w = w as usize;
                if index[w] == NONE {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[u] = low[u].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[u]);
            }
            if low[u] == index[u] {
                loop {
                    let w = stack.pop().expect("u is on the stack");
                    on_stack[w] = false;
                    component[w] = components;
                    if w == u {
                        break;
                    }
                }
                components += 1;
            }
        }
    }
    component
}

#[cfg(test)]
mod tests {
    use super::tarjan;

    #[test]
    fn tarjan_finds_the_cycles_and_nothing_more() {
        // 0 -> 1 -> 2 -> 0 is one component; 3 -> 4 -> 3 another; 2 -> 3 and 5 alone.
        let edges = vec![vec![1], vec![2], vec![0, 3], vec![4], vec![3, 5], vec![]];
        let c = tarjan(&edges);
        assert!(c[0] == c[1] && c[1] == c[2]);
        assert!(c[3] == c[4]);
        assert!(c[0] != c[3] && c[5] != c[3] && c[5] != c[0]);
    }
}
