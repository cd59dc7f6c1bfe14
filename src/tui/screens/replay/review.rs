//! The replay's evaluations (the `e` key): the one judge's verdicts on the game (see
//! [`crate::analysis::judge`]), which the move list's marks, the evaluation line and the graph
//! all read, as `mancala analyse` does.
//!
//! They are searched once, on a background thread, position by position from the
//! start, and kept for the record and budget while the program runs: hiding them
//! stops the search, showing them again (or opening the record again) goes on where it
//! stopped. Opening a replay never waits for them, and stepping through it neither.

use super::ReplayState;
use crate::analysis::judge::{Judged, Judging, Plan, Position, Step, Verdicts};
use crate::analysis::verdict::{self, Viewer};
use crate::engine::ai::{Analysis, Budget};
use crate::rules::{Action, Player};
use crate::store::record::Record;
use crate::tui::worker::{Poll, Worker};
use crate::words::action::{shown, shown_line};
use std::sync::{Arc, Mutex};

/// What a game's verdicts are kept by: its rules, start and actions, and the budget.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Key {
    start: String,
    actions: Vec<Action>,
    budget: Budget,
}

/// Verdicts searched so far, shared by the thread that searches and the replays that
/// read them.
type Shared = Arc<Mutex<Verdicts>>;

/// The games judged while the program runs, the last few.
static CACHE: Mutex<Vec<(Key, Shared)>> = Mutex::new(Vec::new());

/// Games whose verdicts are kept.
const KEPT: usize = 8;

/// The verdicts kept for `key`, new and empty if there are none.
fn kept(key: Key) -> Shared {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
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

/// Search the positions of `record` not yet in `shared`, adding each as it is done
/// (the worker answers nothing: what it found is in `shared`; dropped, it stops).
fn work(record: Record, budget: Budget, shared: Shared) -> Worker<()> {
    Worker::spawn(move |flag| {
        let Ok(start) = record.start_game() else {
            return;
        };
        let done = shared.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let mut judging = Judging::resume(&start, &record.actions, budget, done);
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
    worker: Option<Worker<()>>,
    /// A search ran to its end (nothing is left that it can search).
    finished: bool,
    /// What the judge found so far, copied from the search.
    pub verdicts: Verdicts,
}

impl Run {
    /// Judge `record` with `budget`: what is kept for them at once, then the rest from
    /// a background search.
    pub fn start(record: Record, budget: Budget) -> Run {
        let shared = kept(Key {
            start: format!("{:?} {:?}", record.rules, record.start),
            actions: record.actions.clone(),
            budget,
        });
        let mut run = Run {
            shared: Some(shared),
            ..Run::default()
        };
        run.go_on(|| (record, budget));
        run.update();
        run
    }

    /// Search again if nothing searches and something is left (`what`: the record and
    /// budget, asked for only then).
    pub fn go_on(&mut self, what: impl FnOnce() -> (Record, Budget)) {
        if self.worker.is_some() || self.finished {
            return;
        }
        let Some(shared) = &self.shared else {
            return;
        };
        let (record, budget) = what();
        let complete = shared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .complete(record.actions.len());
        if !complete {
            self.worker = Some(work(record, budget, Arc::clone(shared)));
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

/// Evaluations of a replay.
#[derive(Default)]
pub struct Review {
    /// Evaluations are shown (the `e` key).
    pub on: bool,
    /// The budget of each position's search, if not the default for the game's length
    /// ([`Plan::default_for`], `mancala analyse`'s own).
    pub budget: Option<Budget>,
    run: Option<Run>,
}

/// No verdicts yet.
static NONE: Verdicts = Verdicts {
    positions: Vec::new(),
    actions: Vec::new(),
};

impl Review {
    /// Whether a search runs.
    pub fn busy(&self) -> bool {
        self.run.as_ref().is_some_and(Run::busy)
    }

    /// What the judge found so far.
    pub fn verdicts(&self) -> &Verdicts {
        self.run.as_ref().map_or(&NONE, |r| &r.verdicts)
    }
}

impl ReplayState {
    /// The budget each position is searched with.
    pub fn judge_budget(&self) -> Budget {
        self.review
            .budget
            .unwrap_or_else(|| Plan::default_for(self.len()).budget)
    }

    /// Show or hide evaluations. Hidden, no search runs; shown again, the search goes
    /// on where it stopped.
    pub fn toggle_review(&mut self) {
        self.review.on = !self.review.on;
        if !self.review.on {
            if let Some(run) = &mut self.review.run {
                run.stop();
            }
            return;
        }
        if self.review.run.is_none() {
            self.review.run = Some(Run::start(self.record(), self.judge_budget()));
        }
        self.update_review();
    }

    /// Stop the search for now (the replay is left for a game played on from it): the
    /// next [`update_review`](Self::update_review) on screen goes on where it stopped.
    pub fn pause_review(&mut self) {
        if let Some(run) = &mut self.review.run {
            run.stop();
        }
    }

    /// Take in what the search found; go on searching if it was paused.
    pub fn update_review(&mut self) {
        let len = self.len();
        let idle = |r: &Run| r.worker.is_none() && !r.finished && !r.verdicts.complete(len);
        if self.review.on && self.review.run.as_ref().is_some_and(idle) {
            let (record, budget) = (self.record(), self.judge_budget());
            if let Some(run) = &mut self.review.run {
                run.go_on(|| (record, budget));
            }
        }
        if let Some(run) = &mut self.review.run {
            run.update();
        }
    }

    /// The judge's evaluation of the position shown, once searched (`None` too once
    /// the game is over).
    pub fn evaluation(&self) -> Option<&Analysis> {
        self.position_judged(self.index())?.best.as_ref()
    }

    /// The position after `n` actions, once searched.
    pub fn position_judged(&self, n: usize) -> Option<&Position> {
        self.review.verdicts().positions.get(n)
    }

    /// The judgement of action `k` (0-based), once both positions around it are
    /// searched.
    pub fn judged(&self, k: usize) -> Option<&Judged> {
        self.review.verdicts().actions.get(k)
    }

    /// The mark of action `k` in the move list: `?!`, `?` or `??`, or none.
    pub fn mark(&self, k: usize) -> &'static str {
        self.review.verdicts().mark(k)
    }

    /// Go to the position after the next mistake or blunder (after the one shown);
    /// whether there was one.
    pub fn next_mistake(&mut self) -> bool {
        let shown = self.index().checked_sub(1);
        match self.review.verdicts().next_serious(shown) {
            Some(k) => {
                self.go_to(k + 1);
                true
            }
            None => false,
        }
    }

    /// Go to the position after the previous mistake or blunder; whether there was one.
    pub fn previous_mistake(&mut self) -> bool {
        let shown = self.index().saturating_sub(1);
        match self.review.verdicts().previous_serious(shown) {
            Some(k) => {
                self.go_to(k + 1);
                true
            }
            None => false,
        }
    }

    /// Sentences for the log: how far the judge has come (or what it found), the
    /// evaluation of the position shown, and the verdict on the action that led to it,
    /// last, where a small log's one line shows it.
    pub fn review_lines(&self) -> Vec<String> {
        let r = &self.review;
        let mut lines = Vec::new();
        if !r.on {
            return lines;
        }
        let len = self.len();
        let v = r.verdicts();
        if !v.complete(len) {
            lines.push(crate::t!(
                "replay-judging",
                searched = v.positions.len(),
                total = len + 1
            ));
        } else {
            let said = |p: Player| {
                let s = v.summary(p);
                crate::t!(
                    "replay-side-summary",
                    player = crate::words::position::side_name(p),
                    mistakes = s.mistakes,
                    blunders = s.blunders
                )
            };
            lines.push(crate::t!(
                "replay-judged",
                south = said(Player::South),
                north = said(Player::North)
            ));
        }
        // The sides by their names alone: the board names the players.
        let labels = [Player::South, Player::North].map(crate::words::position::side_name);
        let kind = self.session.header.rules.game;
        if self.session.game.is_over() {
            let [south, north] = self.session.game.captured_both();
            lines.push(crate::t!(
                "replay-over",
                south = south,
                north = north,
                units = crate::analysis::verdict::units(kind)
            ));
        } else {
            match self.position_judged(self.index()) {
                Some(p) => {
                    let best = p.best.as_ref();
                    let words =
                        verdict::words(kind, p.tally, p.south, p.proven, Viewer::Onlooker, &labels);
                    // In the move list's words: "take a3", not the record's "xa3".
                    lines.push(match best {
                        None => crate::t!("replay-evaluation", words = words),
                        Some(a) => {
                            let rest = a.line.get(1..a.line.len().min(8)).unwrap_or(&[]);
                            if rest.is_empty() {
                                crate::t!(
                                    "replay-evaluation-best",
                                    words = words,
                                    action = shown(a.action)
                                )
                            } else {
                                crate::t!(
                                    "replay-evaluation-best-line",
                                    words = words,
                                    action = shown(a.action),
                                    line = shown_line(rest)
                                )
                            }
                        }
                    });
                }
                None => lines.push(crate::t!("replay-evaluating")),
            }
        }
        if let Some(k) = self.index().checked_sub(1)
            && let Some(j) = self.judged(k)
            && let Some(judgement) = j.judgement
        {
            let name = &labels[j.mover.index()];
            let fell = verdict::fell(
                kind,
                name,
                j.before.of_player(j.mover),
                j.after.of_player(j.mover),
            );
            let why = match j.throws() {
                Some(throws) => crate::t!("replay-throws-and", throws = throws, fell = fell),
                None => fell,
            };
            let kind = match judgement {
                crate::analysis::judge::Judgement::Inaccuracy => "inaccuracy",
                crate::analysis::judge::Judgement::Mistake => "mistake",
                crate::analysis::judge::Judgement::Blunder => "blunder",
            };
            lines.push(crate::t!(
                "replay-verdict",
                action = shown(j.action),
                mark = judgement.mark(),
                judgement = kind,
                why = why,
                best = shown(j.best)
            ));
        }
        lines
    }
}
