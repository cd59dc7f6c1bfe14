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
//! Built by a walk from the root over the tables' bounds (`strategies.rs`, which also
//! finds the nodes a strategy that looks at the board alone settles; about a second for
//! the 2x4 start), then Tarjan's algorithm. Hoyito II only, with the bounds whatever the
//! history computed ([`Solved::solve_any_history_up_to`]).

use super::strategies::Strategies;
use crate::engine::tables::Solved;
use mancala_rules::Position;

/// The components of the contested graph of one test.
pub(super) struct Components {
    beta: i32,
    /// The graph, its components, and what strategies that look at the board alone
    /// settle there.
    strategies: Strategies,
}

impl Components {
    /// The contested graph of the test "does `root`'s mover end at least `beta` ahead?"
    /// over `solved`'s bounds, and its components.
    pub(super) fn build(solved: &Solved, root: &Position, beta: i32) -> Components {
        Components {
            beta,
            strategies: Strategies::build(solved, root, beta),
        }
    }

    /// The test's answer at `p` (reached within its layer, or beginning it after a
    /// capture: `entry`) where a strategy looking at the board alone settles it: the
    /// answer whenever no turn of `p`'s component seen twice would end the game
    /// against it.
    pub(super) fn answer(&self, p: &Position, entry: bool) -> Option<bool> {
        self.strategies.answer(p, entry)
    }

    /// The test this graph is of.
    pub(super) fn beta(&self) -> i32 {
        self.beta
    }

    /// The node of `p` reached within its layer, if it is contested.
    pub(super) fn node(&self, p: &Position) -> Option<u32> {
        self.strategies.node(p, false)
    }

    /// The component of `p` reached within its layer, if it is contested.
    pub(super) fn of(&self, p: &Position) -> Option<u32> {
        self.node(p).map(|n| self.strategies.component_of(n))
    }

    /// The component of `p` reached within its layer, if it is contested, and whether
    /// an end by repetition there answers the test yes (one lookup for both).
    pub(super) fn placed(&self, p: &Position) -> Option<(u32, bool)> {
        let n = self.node(p)?;
        Some((
            self.strategies.component_of(n),
            self.strategies.repeat_yes(n),
        ))
    }
}

/// The strongly connected components of the graph `edges` (each node's successors):
/// each node's component number. Tarjan's algorithm, without recursion (the graph is
/// deep).
pub(super) fn tarjan(edges: &[Vec<u32>]) -> Vec<u32> {
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
