//! The judge service: a game's verdicts searched on a background thread, position by
//! position from the start, for the game over, the replay and the mistakes screen (see
//! [`crate::analysis::judge`], the one judge). What is found is kept for the record
//! and budget in [`Judges`], which the app owns, so that a search stopped (a screen
//! hidden or left) goes on where it stopped, and a screen opened again reads it at once.

use crate::analysis::judge::{Basis, Judging, Step, Verdicts};
use crate::engine::ai::Budget;
use crate::store::record::{Record, StartPosition};
use crate::tui::jobs::worker::{Poll, Worker};
use mancala_rules::{Action, Rules};
use std::sync::{Arc, Mutex};

/// What a game's verdicts are kept by: its rules, start and actions, and what the
/// judge knows (the budget, and how far the endgame tables it reads go).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Key {
    rules: Rules,
    start: Option<StartPosition>,
    /// A match's round: its start (closed holes, who starts), which its actions follow.
    round_start: Option<mancala_rules::Position>,
    actions: Vec<Action>,
    budget: Budget,
    tables: Option<usize>,
}

/// Verdicts searched so far, shared by the thread that searches and the replays that
/// read them.
type Shared = Arc<Mutex<Verdicts>>;

/// The verdicts of the games judged while the app runs, the last few: one value the
/// app owns and hands to each screen that judges (cloned, it is the same cache), so
/// that the game over, its replay and its mistakes read one another's searches.
#[derive(Clone, Default)]
pub struct Judges {
    cache: Arc<Mutex<Vec<(Key, Shared)>>>,
}

/// Games whose verdicts are kept.
const KEPT: usize = 8;

impl Judges {
    /// The verdicts kept for `key`, new and empty if there are none; the last used
    /// are kept longest.
    fn kept(&self, key: Key) -> Shared {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = cache.iter().position(|(k, _)| *k == key) {
            let entry = cache.remove(i);
            let shared = Arc::clone(&entry.1);
            cache.push(entry);
            return shared;
        }
        let shared: Shared = Arc::default();
        cache.push((key, Arc::clone(&shared)));
        if cache.len() > KEPT {
            cache.remove(0);
        }
        shared
    }
}

/// Search the positions of `record` not yet in `shared` with `basis`, adding each as
/// it is done (the worker answers nothing: what it found is in `shared`; dropped, it
/// stops).
fn work(record: Record, basis: Basis, shared: Shared) -> Worker<()> {
    Worker::spawn(move |flag| {
        let Ok(start) = record.start_game() else {
            return;
        };
        let done = shared.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let mut judging = Judging::resume(&start, &record.actions, basis, done);
        while judging.step(flag) == Step::Searched {
            let mut out = shared.lock().unwrap_or_else(|e| e.into_inner());
            let (p, a) = (out.positions.len(), out.actions.len());
            out.positions
                .extend_from_slice(&judging.done.positions[p.min(judging.done.positions.len())..]);
            out.actions
                .extend_from_slice(&judging.done.actions[a.min(judging.done.actions.len())..]);
        }
    })
}

/// A game's judging: the verdicts found so far and the search that goes on finding
/// them (the replay's, and the game-over screen's).
#[derive(Default)]
pub struct Run {
    shared: Option<Shared>,
    /// What the search knows: the budget, and the endgame tables it probes (fixed
    /// when the judging starts).
    basis: Option<Basis>,
    worker: Option<Worker<()>>,
    /// A search ran to its end (nothing is left that it can search).
    finished: bool,
    /// What the judge found so far, copied from the search.
    pub verdicts: Verdicts,
}

impl Key {
    /// What `record`'s verdicts with `budget` and tables up to `tables` are kept by.
    fn of(record: &Record, budget: Budget, tables: Option<usize>) -> Key {
        Key {
            rules: record.rules,
            start: record.start.clone(),
            round_start: record
                .round_start()
                .and_then(Result::ok)
                .map(|m| *m.game().start()),
            actions: record.actions.clone(),
            budget,
            tables,
        }
    }
}

impl Run {
    /// Judge `record` with `budget` and the endgame tables of `knowledge` built now
    /// (fixed for this judging): what `knowledge`'s judges keep for them at once, then
    /// the rest from a background search.
    pub fn start(record: Record, budget: Budget, knowledge: &super::Knowledge) -> Run {
        let basis = Basis::new(budget, &knowledge.tables, &record.rules);
        let shared = knowledge.judges.kept(Key::of(
            &record,
            budget,
            basis.tables.top_for(&record.rules),
        ));
        let mut run = Run {
            shared: Some(shared),
            basis: Some(basis),
            ..Run::default()
        };
        run.go_on(|| record);
        run.update();
        run
    }

    /// What the judging knows: its budget and the endgame tables it reads.
    pub(crate) fn basis(&self) -> Option<&Basis> {
        self.basis.as_ref()
    }

    /// Which endgame tables the judging reads, in words: "with the endgame tables up
    /// to 12 seeds" (of the board of `rules`).
    pub fn tables_words(&self, rules: &Rules) -> String {
        self.basis.as_ref().map_or_else(
            || crate::t!("tables-without"),
            |b| b.tables.words_for(rules),
        )
    }

    /// What the judge found, in a sentence: with which tables, and each side's
    /// mistakes and blunders ("Judged with the endgame tables up to 12 seeds (? mistake,
    /// ...): South 1 mistake, 0 blunders; North ...").
    pub fn judged_words(&self, rules: &Rules) -> String {
        let said = |p: mancala_rules::Player| {
            let s = self.verdicts.summary(p);
            crate::t!(
                "replay-side-summary",
                player = crate::words::position::side_name(p),
                mistakes = s.mistakes,
                blunders = s.blunders
            )
        };
        crate::t!(
            "replay-judged",
            tables = self.tables_words(rules),
            south = said(mancala_rules::Player::South),
            north = said(mancala_rules::Player::North)
        )
    }

    /// Search again if nothing searches and something is left (`what`: the record,
    /// asked for only then).
    pub(crate) fn go_on(&mut self, what: impl FnOnce() -> Record) {
        if self.worker.is_some() || self.finished {
            return;
        }
        let (Some(shared), Some(basis)) = (&self.shared, &self.basis) else {
            return;
        };
        let record = what();
        let complete = shared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .complete(record.actions.len());
        if !complete {
            self.worker = Some(work(record, basis.clone(), Arc::clone(shared)));
        }
    }

    /// Stop searching for now (what is found is kept).
    pub fn stop(&mut self) {
        self.worker = None;
    }

    /// Whether a search runs.
    pub fn busy(&self) -> bool {
        self.worker.is_some()
    }

    /// Whether it waits, paused, with positions of a game of `len` actions left to
    /// search.
    pub fn paused(&self, len: usize) -> bool {
        self.worker.is_none() && !self.finished && !self.verdicts.complete(len)
    }

    /// Take in what the search found.
    pub fn update(&mut self) {
        if let Some(shared) = &self.shared {
            let found = shared.lock().unwrap_or_else(|e| e.into_inner());
            let (p, a) = (self.verdicts.positions.len(), self.verdicts.actions.len());
            if found.positions.len() > p {
                self.verdicts
                    .positions
                    .extend_from_slice(&found.positions[p..]);
            }
            if found.actions.len() > a {
                self.verdicts.actions.extend_from_slice(&found.actions[a..]);
            }
        }
        if self
            .worker
            .as_ref()
            .is_some_and(|w| !matches!(w.poll(), Poll::Working))
        {
            self.worker = None;
            self.finished = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rounds of a match with the same actions (none yet) are judged apart: the
    /// second's closed holes and starter make it another game.
    #[test]
    fn a_matchs_rounds_are_kept_apart() {
        let rules = Rules::hoyito(4);
        let (played, rounds) = crate::test_match::random_match(rules, 3, |m| m.round() > 1);
        assert!(!played.is_over());
        let mut first = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
        first.actions = rounds[0].clone();
        let second = first.next_round(first.actions.len()).unwrap();
        first.actions.clear();
        let budget = Budget::default();
        assert_eq!(first.actions, second.actions);
        assert_ne!(
            Key::of(&first, budget, None),
            Key::of(&second, budget, None)
        );
        assert_eq!(
            Key::of(&first, budget, None),
            Key::of(&first.clone(), budget, None)
        );
    }
}
