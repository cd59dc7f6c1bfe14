//! The repetition history a solver carries down its path: the turns seen since the last
//! capture, with how often each occurred, and a hash of the whole of it for the memory.
//!
//! A capture takes seeds off the board for good, so no turn before it can occur again:
//! the history after a capture starts afresh ([`Histories::enter`] opens a new frame,
//! [`Histories::leave`] goes back to the one before). What decides the play from a
//! position is the position and this frame; two paths that reach the same position
//! with the same frame are the same problem.

use super::components::Components;
use mancala_rules::fast::Seen;
use mancala_rules::{Awaiting, Position};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// A hasher for keys that are hashes already (fingerprints): one multiply, where the
/// standard one would spend more time than the lookup.
#[derive(Default)]
pub(super) struct Mixed(u64);

impl Hasher for Mixed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// [`HashMap`] with [`Mixed`].
pub(super) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<Mixed>>;

/// The turns seen since one capture.
#[derive(Clone, Default)]
struct Frame {
    /// The seeds on the board in every turn here.
    seeds: u16,
    /// By fingerprint.
    counts: FastMap<u64, u8>,
    /// The sum of [`entry_hash`] over the entries: equal frames hash alike, whatever
    /// the order their turns came in.
    hash: u64,
    /// Turns occurring twice or more.
    twice: u32,
    /// Whether every turn here lies on the path the solver walks (the frame began with
    /// a capture the solver played, or the root's history is the root alone): then the
    /// turns that matter are those of a position's component ([`Components`]).
    on_path: bool,
    /// Where components are in use, the sum of [`entry_hash`] over the entries of each
    /// component.
    by_component: FastMap<u32, u64>,
    /// Where components are in use, the turns of each component occurring twice or
    /// more, by the test's answer at an end by repetition there (no, yes).
    twice_by_component: FastMap<u32, [u32; 2]>,
}

/// One turn with its count, hashed.
fn entry_hash(turn: &Position, count: u8) -> u64 {
    let x = turn
        .fingerprint()
        .wrapping_add((count as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    // splitmix64's finaliser, so that the sum of entries mixes well.
    let x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// What a turn's count going from `old` to `new` adds to a sum of [`entry_hash`].
fn changed_hash(turn: &Position, old: u8, new: u8) -> u64 {
    let mut change = 0u64;
    if old > 0 {
        change = change.wrapping_sub(entry_hash(turn, old));
    }
    if new > 0 {
        change = change.wrapping_add(entry_hash(turn, new));
    }
    change
}

/// A memory key: the position's fingerprint and a hash of the history that matters.
pub(super) type Key = (u64, u64);

impl Frame {
    fn count(&self, turn: &Position) -> u8 {
        if turn.seeds_on_board() != self.seeds {
            return 0;
        }
        self.counts.get(&turn.fingerprint()).copied().unwrap_or(0)
    }

    /// Count `turn` `by` more times (or fewer), in `component` where components are in
    /// use (with the test's answer at an end by repetition there).
    fn add(&mut self, turn: &Position, by: i8, component: Option<(u32, bool)>) {
        let old = self.count(turn);
        let new = (old as i8 + by) as u8;
        let change = changed_hash(turn, old, new);
        self.hash = self.hash.wrapping_add(change);
        if let Some((c, repeat_yes)) = component {
            let sum = self.by_component.entry(c).or_insert(0);
            *sum = sum.wrapping_add(change);
            let twice =
                &mut self.twice_by_component.entry(c).or_insert([0; 2])[repeat_yes as usize];
            *twice = *twice + (new >= 2) as u32 - (old >= 2) as u32;
        }
        if new > 0 {
            self.counts.insert(turn.fingerprint(), new);
        } else {
            self.counts.remove(&turn.fingerprint());
        }
        self.twice = self.twice + (new >= 2) as u32 - (old >= 2) as u32;
    }
}

/// The frames of a path, the newest last: what the rule needs, and what the memory
/// keys on.
pub(super) struct Histories {
    frames: Vec<Frame>,
    /// The components of the test being searched, where in use
    /// ([`Histories::use_components`]).
    components: Option<Arc<Components>>,
}

/// What [`Histories::after`] says of a child.
pub(super) struct After {
    /// Turns other than the child seen twice or more since the last capture.
    pub twice: u32,
    /// The child's memory key.
    pub key: Key,
    /// Of those turns, the ones that can still matter to the test of the components
    /// in use (those of the child's component; else all of them): where none does,
    /// the tables' own bounds answer the test (see [`Components`]).
    pub twice_here: u32,
    /// Where keyed by the child's component, those turns by the test's answer at an
    /// end by repetition there (no, yes).
    pub twice_by_answer: Option<[u32; 2]>,
}

/// What entering a position did, to be undone on leaving it.
#[derive(Clone, Copy)]
pub(super) struct Entered {
    opened: bool,
    recorded: bool,
    component: Option<(u32, bool)>,
}

impl Histories {
    /// The history of a game: its turns since the last capture, in order (`turns`, the
    /// positions of the line since then; those not awaiting a sow are skipped).
    pub(super) fn of_line<'p>(seeds: u16, turns: impl Iterator<Item = &'p Position>) -> Histories {
        let mut frame = Frame {
            seeds,
            ..Frame::default()
        };
        for p in turns {
            if p.awaiting() == Some(Awaiting::Sow) && p.seeds_on_board() == seeds {
                frame.add(p, 1, None);
            }
        }
        frame.on_path = frame.counts.len() <= 1 && frame.twice == 0;
        Histories {
            frames: vec![frame],
            components: None,
        }
    }

    /// Key the memory by the components of `components`' test from here on (`None`:
    /// by the whole history again), at the root `root` (the only position on the path).
    pub(super) fn use_components(&mut self, root: &Position, components: Option<Arc<Components>>) {
        debug_assert_eq!(self.frames.len(), 1, "set at the root");
        let frame = &mut self.frames[0];
        frame.by_component.clear();
        frame.twice_by_component.clear();
        if let Some(c) = components.as_ref().and_then(|c| c.of(root))
            && frame.on_path
        {
            frame.by_component.insert(c, frame.hash);
        }
        self.components = components;
    }

    /// The test of the components in use, if any: the margin the root's mover is
    /// asked to reach (see [`Components`]).
    pub(super) fn test(&self) -> Option<i32> {
        self.components.as_ref().map(|c| c.beta())
    }

    /// The answer of the test of the components in use at `child`, played from
    /// `parent` (`after`: what [`Histories::after`] said of it), where a strategy
    /// looking at the board alone settles it for this history: no turn of its
    /// component seen twice would end the game against that answer.
    pub(super) fn strategy_answer(
        &self,
        parent: &Position,
        child: &Position,
        after: &After,
    ) -> Option<bool> {
        let entry = child.seeds_on_board() != parent.seeds_on_board();
        let answer = self.components.as_ref()?.answer(child, entry)?;
        let against = match after.twice_by_answer {
            Some(by_answer) => by_answer[!answer as usize],
            None => after.twice_here,
        };
        (against == 0).then_some(answer)
    }

    /// The component of `turn`, where the frame `frame` keys by components.
    fn component(&self, frame: &Frame, turn: &Position) -> Option<u32> {
        self.placed(frame, turn).map(|(c, _)| c)
    }

    /// The component of `turn`, where the frame `frame` keys by components, and
    /// whether an end by repetition there answers their test yes.
    fn placed(&self, frame: &Frame, turn: &Position) -> Option<(u32, bool)> {
        match &self.components {
            Some(c) if frame.on_path => c.placed(turn),
            _ => None,
        }
    }

    /// The memory's key of `here`, the position at the end of the path: by the turns of
    /// its component where components are in use and the search there asks their
    /// test (`asks_test`, see [`Histories::test`]), else by the whole history; whether
    /// by its component. A fresh history keys by itself (the same whatever the test).
    pub(super) fn key(&self, here: &Position, asks_test: bool) -> (Key, bool) {
        let top = self.top();
        let whole = ((here.fingerprint(), top.hash), false);
        if self.is_fresh(here) {
            return whole;
        }
        match (self.component(top, here), self.test()) {
            (Some(c), Some(test)) if asks_test => (
                (
                    narrowed(here.fingerprint(), test),
                    top.by_component.get(&c).copied().unwrap_or(0),
                ),
                true,
            ),
            _ => whole,
        }
    }

    fn top(&self) -> &Frame {
        self.frames.last().expect("a history always has a frame")
    }

    /// How often `turn` occurred since the last capture.
    pub(super) fn count(&self, turn: &Position) -> u8 {
        self.top().count(turn)
    }

    /// How many turns other than `here` occurred twice or more since the last capture.
    pub(super) fn twice_besides(&self, here: &Position) -> u32 {
        self.top().twice - (self.count(here) >= 2) as u32
    }

    /// Whether the history since the last capture is `here` alone (seen once).
    pub(super) fn is_fresh(&self, here: &Position) -> bool {
        let top = self.top();
        top.counts.len() <= 1 && top.count(here) <= 1
    }

    /// What [`Histories::twice_besides`] and [`Histories::key`] would say once the path
    /// went on from `parent` into `child` (played with [`Histories::seen`]), without
    /// going there: for a look at every move before trying one. Where the search asks
    /// the test of the components in use (`asks_test`), also the turns of the child's
    /// component seen twice.
    pub(super) fn after(&self, parent: &Position, child: &Position, asks_test: bool) -> After {
        let recorded = child.awaiting() == Some(Awaiting::Sow);
        let fp = child.fingerprint();
        if child.seeds_on_board() != parent.seeds_on_board() {
            let hash = if recorded { entry_hash(child, 1) } else { 0 };
            return After {
                twice: 0,
                key: (fp, hash),
                twice_here: 0,
                twice_by_answer: None,
            };
        }
        let top = self.top();
        let old = top.count(child);
        let twice = top.twice - (old >= 2) as u32;
        let new = old + recorded as u8;
        let change = changed_hash(child, old, new);
        let hash = top.hash.wrapping_add(change);
        // Fresh once there: the child the frame's only turn, seen once.
        let fresh = new <= 1 && top.counts.len() - (old > 0) as usize + (new > 0) as usize <= 1;
        let whole = After {
            twice,
            key: (fp, hash),
            twice_here: twice,
            twice_by_answer: None,
        };
        match (self.placed(top, child), self.test()) {
            (Some((c, repeat_yes)), Some(test)) if asks_test => {
                let sum = top.by_component.get(&c).copied().unwrap_or(0);
                let mut by_answer = top.twice_by_component.get(&c).copied().unwrap_or([0; 2]);
                if old >= 2 {
                    by_answer[repeat_yes as usize] -= 1;
                }
                After {
                    key: if fresh {
                        whole.key
                    } else {
                        (narrowed(fp, test), sum.wrapping_add(change))
                    },
                    twice_here: by_answer[0] + by_answer[1],
                    twice_by_answer: Some(by_answer),
                    ..whole
                }
            }
            _ => whole,
        }
    }

    /// The history as the rules see it while `parent` plays into a child: how often a
    /// turn was seen, counting this one.
    pub(super) fn seen(&self) -> impl Seen + '_ {
        Looking(self)
    }

    /// The path goes on from `parent` into `child` (played with [`Histories::seen`]): a
    /// capture opens a fresh frame, and a turn that begins is counted.
    pub(super) fn enter(&mut self, parent: &Position, child: &Position) -> Entered {
        let opened = child.seeds_on_board() != parent.seeds_on_board();
        if opened {
            self.frames.push(Frame {
                seeds: child.seeds_on_board(),
                on_path: true,
                ..Frame::default()
            });
        }
        let recorded = child.awaiting() == Some(Awaiting::Sow);
        let component = if recorded {
            self.placed(self.top(), child)
        } else {
            None
        };
        if recorded {
            self.frames
                .last_mut()
                .expect("a frame")
                .add(child, 1, component);
        }
        Entered {
            opened,
            recorded,
            component,
        }
    }

    /// Undo [`Histories::enter`] of `child`.
    pub(super) fn leave(&mut self, child: &Position, entered: Entered) {
        if entered.recorded {
            self.frames
                .last_mut()
                .expect("a frame")
                .add(child, -1, entered.component);
        }
        if entered.opened {
            self.frames.pop();
        }
    }
}

/// A memory key's first half for a position keyed by its component under the test
/// `test`: apart from every key by the whole history.
fn narrowed(fingerprint: u64, test: i32) -> u64 {
    let x = fingerprint
        ^ 0xC2B2_AE3D_27D4_EB4F
        ^ (test as i64 as u64).wrapping_mul(0x1656_67B1_9E37_79F9);
    x.rotate_left(17)
}

/// [`Histories::seen`]: counts without recording (the solver records on entering).
struct Looking<'h>(&'h Histories);

impl Seen for Looking<'_> {
    fn record(&mut self, turn: &Position) -> u32 {
        self.0.count(turn) as u32 + 1
    }
}
