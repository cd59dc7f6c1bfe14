//! Depth-first proof-number search (df-pn, Nagai 2002) for a long solve's tests: "does
//! the root's mover end at least `beta` ahead?" answered yes or no, exactly, the third
//! repetition played out.
//!
//! Where the alpha-beta tests spend the same effort on every line to some depth, df-pn
//! follows the line that looks cheapest to settle (fewest positions left to prove or to
//! refute) and keeps, for every position met, how much is left: a long solve's lines
//! that go round for hundreds of plies cost it only where they are the cheapest way to
//! an answer.
//!
//! Graph-history interaction (Kishimoto and Müller 2004) does not arise: the memory
//! keys a position by the history that can still matter to it (the turns of its
//! component, see `components.rs`, or else the whole history since the last capture),
//! so an answer stored is the answer of every path with that key, and no path meets a
//! key twice (a turn seen once more makes another key).

use super::{Solver, terminal};
use crate::engine::ai::moves::{self, MAX_MOVES, Move};
use crate::engine::exact::history::{After, Key};
use crate::engine::exact::test_answer;
use mancala_rules::Position;
use std::sync::atomic::Ordering;

/// A proof or disproof number that cannot be met.
const INF: u64 = u64::MAX / 4;

/// How much is left to prove the test (`pn`) and to refute it (`dn`): 0 once done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Numbers {
    pn: u64,
    dn: u64,
}

impl Numbers {
    fn settled(&self) -> bool {
        self.pn == 0 || self.dn == 0
    }
}

const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
const REFUTED: Numbers = Numbers { pn: INF, dn: 0 };
/// A position not searched yet.
const UNKNOWN: Numbers = Numbers { pn: 1, dn: 1 };

/// What the memory keeps of a position: its numbers and the positions its searches
/// took (the ones cheapest to search again are forgotten first).
#[derive(Clone, Copy, Debug)]
pub(super) struct Proof {
    numbers: Numbers,
    work: u64,
}

/// The threshold of the move searched next, from the next cheapest's number `second`:
/// a quarter more than it (Pawlewicz and Lew's 1 + ε), so that the search does not
/// switch back and forth between two moves of nearly equal cost.
fn past(second: u64) -> u64 {
    second.saturating_add(second / 4).saturating_add(1)
}

/// One move of a position being searched: its child's key and numbers (`None` key:
/// settled without searching, by the game's end or the bounds).
#[derive(Clone, Copy)]
struct Kid {
    mv: Move,
    key: Option<Key>,
    numbers: Numbers,
}

impl Solver<'_> {
    /// Whether the player to move at the root ends at least `beta` ahead, with best play
    /// by both; `None` when the budget ran out first. The root is not over.
    pub(in crate::engine::exact) fn prove(&mut self, beta: i32) -> Option<bool> {
        let got = self.prove_keeping(beta);
        self.key_by_components(0, i32::MIN);
        got
    }

    /// [`Solver::prove`], the memory left keyed by the test's components and holding
    /// the answers settled on the way, for [`Solver::proof_move`].
    pub(in crate::engine::exact) fn prove_keeping(&mut self, beta: i32) -> Option<bool> {
        self.key_by_components(0, beta);
        self.proofs.clear();
        let numbers = self.mid(0, beta, INF, INF);
        if self.stopped {
            return None;
        }
        debug_assert!(numbers.settled(), "df-pn ends settled");
        self.proofs.retain(|_, p| p.numbers.settled());
        Some(numbers.pn == 0)
    }

    /// The answers [`Solver::prove_keeping`] kept: each key and whether the test holds
    /// there.
    pub(in crate::engine::exact) fn settled_answers(&self) -> Vec<(u64, u64, bool)> {
        self.proofs
            .iter()
            .filter(|(_, p)| p.numbers.settled())
            .map(|(&(a, b), p)| (a, b, p.numbers.pn == 0))
            .collect()
    }

    /// As after [`Solver::prove_keeping`] of `beta`, its answers being `answers` (as
    /// [`Solver::settled_answers`] gave them).
    pub(in crate::engine::exact) fn take_answers(
        &mut self,
        beta: i32,
        answers: &[(u64, u64, bool)],
    ) {
        self.key_by_components(0, beta);
        self.proofs.clear();
        for &(a, b, yes) in answers {
            let numbers = if yes { PROVEN } else { REFUTED };
            self.proofs.insert((a, b), Proof { numbers, work: 1 });
        }
    }

    /// After [`Solver::prove_keeping`] of `beta`, with the path since gone down moves
    /// that keep the answer: at `ply`, a move that keeps it (where the root's mover
    /// acts and the answer is yes, one that proves it; where the other player acts
    /// and it is no, one that refutes it). Where the memory no longer holds it, that
    /// position is searched again. `None` where no move keeps the answer (the answer
    /// is the other one here) or the budget ran out.
    pub(in crate::engine::exact) fn proof_move(&mut self, ply: usize, beta: i32) -> Option<Move> {
        let here = self.stack[ply];
        let or = here.current_player() == self.stack[0].current_player();
        for again in [false, true] {
            if again {
                self.mid(ply, beta, INF, INF);
                if self.stopped {
                    return None;
                }
            }
            let mut list = [0; MAX_MOVES];
            let count = moves::generate(&here, &mut list);
            for &mv in &list[..count] {
                let mut child = here;
                moves::play(&mut child, mv, &mut self.hist.seen());
                let after = self.hist.after(&here, &child, true);
                let numbers = self
                    .settled(&here, &child, &after, beta)
                    .or_else(|| self.proofs.get(&after.key).map(|p| p.numbers));
                let keeps = match numbers {
                    Some(n) if or => n.pn == 0,
                    Some(n) => n.dn == 0,
                    None => false,
                };
                if keeps {
                    return Some(mv);
                }
            }
        }
        None
    }

    /// The test at the root, as the root's mover asks it, settled at `p` (played from
    /// `parent`; `after`: what [`super::super::history::Histories::after`] said of it)
    /// where the game is over, where a strategy that looks at the board alone settles
    /// it for this history (`strategies.rs`), or where the bounds do (with the turns
    /// other than `p` seen twice that can still matter to the test there,
    /// [`After::twice_here`]: only the answer to the test is asked of the tables'
    /// bounds, so those of its component are enough).
    fn settled(
        &self,
        parent: &Position,
        p: &Position,
        after: &After,
        beta: i32,
    ) -> Option<Numbers> {
        let twice = after.twice_here;
        if !p.is_over()
            && let Some(yes) = self.hist.strategy_answer(parent, p, after)
        {
            return Some(if yes { PROVEN } else { REFUTED });
        }
        let (lo, hi) = if p.is_over() {
            let v = terminal(p);
            (v, v)
        } else {
            self.bounds_of(p, twice)
        };
        let theirs = p.current_player() == self.stack[0].current_player();
        let yes = test_answer(lo, hi, theirs, beta)?;
        Some(if yes { PROVEN } else { REFUTED })
    }

    /// Multiple-iterative deepening at `ply`: search until the numbers there reach the
    /// thresholds `th_pn`, `th_dn` (or the budget ends); its numbers then.
    fn mid(&mut self, ply: usize, beta: i32, th_pn: u64, th_dn: u64) -> Numbers {
        self.count_node(ply, self.proofs.len());
        if self.check_stop() {
            return UNKNOWN;
        }
        let start = self.nodes;
        let here = self.stack[ply];
        // Every position searched asks the root's test (that of the components in use,
        // where any are).
        let (key, _) = self.hist.key(&here, true);
        let or = here.current_player() == self.stack[0].current_player();
        let mut list = [0; MAX_MOVES];
        let count = moves::generate(&here, &mut list);
        let mut kids = [Kid {
            mv: 0,
            key: None,
            numbers: UNKNOWN,
        }; MAX_MOVES];
        for (kid, &mv) in kids.iter_mut().zip(&list[..count]) {
            let mut child = here;
            moves::play(&mut child, mv, &mut self.hist.seen());
            let after = self.hist.after(&here, &child, true);
            kid.mv = mv;
            match self.settled(&here, &child, &after, beta) {
                Some(numbers) => kid.numbers = numbers,
                None => kid.key = Some(after.key),
            }
        }
        let kids = &mut kids[..count];
        loop {
            for kid in kids.iter_mut() {
                if let Some(k) = kid.key {
                    kid.numbers = self.proofs.get(&k).map_or(UNKNOWN, |p| p.numbers);
                }
            }
            let numbers = combine(kids, or);
            if ply == 1 {
                // For the reports: the numbers of the root's move being searched.
                let packed =
                    numbers.pn.min(u32::MAX as u64) << 32 | numbers.dn.min(u32::MAX as u64);
                super::PROGRESS[4].store(packed, Ordering::Relaxed);
            }
            if numbers.pn >= th_pn || numbers.dn >= th_dn || self.stopped {
                self.store_proof(key, numbers, self.nodes - start);
                return numbers;
            }
            let (best, second) = pick(kids, or);
            let kid = kids[best];
            let (c_pn, c_dn) = if or {
                let c_pn = th_pn.min(past(second));
                let c_dn = (th_dn - numbers.dn).saturating_add(kid.numbers.dn).min(INF);
                (c_pn, c_dn)
            } else {
                let c_pn = (th_pn - numbers.pn).saturating_add(kid.numbers.pn).min(INF);
                let c_dn = th_dn.min(past(second));
                (c_pn, c_dn)
            };
            self.enter(ply, kid.mv);
            let before = self.nodes;
            let got = self.mid(ply + 1, beta, c_pn, c_dn);
            self.leave(ply);
            if let Some(k) = kid.key
                && !self.proofs.contains_key(&k)
            {
                // Kept again, where the memory dropped it on the way.
                self.store_proof(k, got, self.nodes - before);
            }
        }
    }

    /// Keep `numbers` for `key`, found by `work` positions (in all, this search and
    /// those before). When the memory is full, the positions cheapest to search again
    /// are forgotten, settled answers last, until it is half full.
    fn store_proof(&mut self, key: Key, numbers: Numbers, work: u64) {
        if self.proofs.len() >= self.memo_cap {
            let mut least = 2;
            while self.proofs.len() >= self.memo_cap / 2 {
                self.proofs
                    .retain(|_, p| p.work >= least || (p.numbers.settled() && least < 1 << 20));
                least *= 2;
            }
        }
        let work = work + self.proofs.get(&key).map_or(0, |p| p.work);
        self.proofs.insert(key, Proof { numbers, work });
    }
}

/// The numbers of a position from its moves': where the root's mover acts (`or`), the
/// cheapest proof and every refutation; elsewhere the other way round.
fn combine(kids: &[Kid], or: bool) -> Numbers {
    let min = |f: fn(&Numbers) -> u64| kids.iter().map(|k| f(&k.numbers)).min().unwrap_or(INF);
    let sum = |f: fn(&Numbers) -> u64| {
        kids.iter()
            .map(|k| f(&k.numbers))
            .fold(0u64, |a, b| a.saturating_add(b))
            .min(INF)
    };
    if or {
        Numbers {
            pn: min(|n| n.pn),
            dn: sum(|n| n.dn),
        }
    } else {
        Numbers {
            pn: sum(|n| n.pn),
            dn: min(|n| n.dn),
        }
    }
}

/// The move to search next (the cheapest to prove where the root's mover acts, to
/// refute elsewhere) and the next cheapest's number.
fn pick(kids: &[Kid], or: bool) -> (usize, u64) {
    let cost = |k: &Kid| if or { k.numbers.pn } else { k.numbers.dn };
    let mut best = 0;
    let mut second = INF;
    for (i, k) in kids.iter().enumerate().skip(1) {
        if cost(k) < cost(&kids[best]) {
            second = cost(&kids[best]);
            best = i;
        } else {
            second = second.min(cost(k));
        }
    }
    (best, second)
}
