//! The replay's evaluations (the `e` key): the one judge's verdicts on the game (see
//! [`crate::analysis::judge`]), which the move list's marks, the evaluation line and the graph
//! all read, as `mancala analyse` does.
//!
//! They are searched once, on a background thread, position by position from the
//! start, and kept for the record and budget while the program runs: hiding them
//! stops the search, showing them again (or opening the record again) goes on where it
//! stopped. Opening a replay never waits for them, and stepping through it neither.

use super::ReplayState;
use crate::analysis::judge::{Judged, Plan, Position, Verdicts};
use crate::analysis::verdict::{self, Viewer};
use crate::engine::ai::{Analysis, Budget};
use crate::tui::jobs::Knowledge;
use crate::tui::jobs::judge::Run;
use crate::words::action::{shown, shown_line};
use mancala_rules::Player;

/// Evaluations of a replay.
#[derive(Default)]
pub struct Review {
    /// Evaluations are shown (the `e` key).
    pub on: bool,
    /// The budget of each position's search, if not the default for the game's length
    /// ([`Plan::default_for`], `mancala analyse`'s own).
    pub budget: Option<Budget>,
    run: Option<Run>,
    /// The app's tables, which the search probes, and verdicts, which it reads from and
    /// adds to.
    knowledge: Knowledge,
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
    /// Judge with the app's `knowledge`: its tables, and its verdicts (a replay of a
    /// game judged already shows them at once).
    pub(crate) fn share_knowledge(&mut self, knowledge: Knowledge) {
        self.review.knowledge = knowledge;
    }

    /// The budget each position is searched with.
    pub(crate) fn judge_budget(&self) -> Budget {
        self.review
            .budget
            .unwrap_or_else(|| Plan::default_for(self.len()).budget)
    }

    /// Show or hide evaluations. Hidden, no search runs; shown again, the search goes
    /// on where it stopped.
    pub(crate) fn toggle_review(&mut self) {
        self.review.on = !self.review.on;
        if !self.review.on {
            if let Some(run) = &mut self.review.run {
                run.stop();
            }
            return;
        }
        if self.review.run.is_none() {
            let run = Run::start(self.record(), self.judge_budget(), &self.review.knowledge);
            self.review.run = Some(run);
        }
        self.update_review();
    }

    /// Stop the search for now (the replay is left for a game played on from it): the
    /// next [`update_review`](Self::update_review) on screen goes on where it stopped.
    pub(crate) fn pause_review(&mut self) {
        if let Some(run) = &mut self.review.run {
            run.stop();
        }
    }

    /// Take in what the search found; go on searching if it was paused.
    pub fn update_review(&mut self) {
        let len = self.len();
        if self.review.on && self.review.run.as_ref().is_some_and(|r| r.paused(len)) {
            let record = self.record();
            if let Some(run) = &mut self.review.run {
                run.go_on(|| record);
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
    fn position_judged(&self, n: usize) -> Option<&Position> {
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
    pub(crate) fn next_mistake(&mut self) -> bool {
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
    pub(crate) fn previous_mistake(&mut self) -> bool {
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
            if let Some(run) = &r.run {
                lines.push(run.judged_words(&self.session.record().rules));
            }
        }
        // The sides by their names alone: the board names the players.
        let labels = [Player::South, Player::North].map(crate::words::position::side_name);
        let kind = self.session.record().rules.game;
        if self.session.game().position().is_over() {
            let [south, north] = self.session.game().position().captured_both();
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
            // Where captures are sown back no count falls: only the result thrown.
            let counted = !self.session.record().rules.reentered_captures;
            let why = match j.throws() {
                Some(throws) if !counted => throws,
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
