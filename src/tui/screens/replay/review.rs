//! The replay's evaluations (the `e` key): the position shown, searched in depth, and a
//! quicker pass over every position of the game that finds the actions that lost a lot.
//!
//! Both run on background threads and fill in as they go: opening a replay never waits
//! for them, and stepping through it neither.

use super::ReplayState;
use crate::ai::{self, Analysis, Budget};
use crate::record::Record;
use crate::rules::Player;
use crate::tui::moves::{shown, shown_line};
use crate::tui::thinker::{Poll, Thinker};
use crate::verdict::{self, Expected, Tally, Viewer};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};

/// The search of the position shown.
pub const DEEP_BUDGET: Budget = Budget {
    nodes: None,
    millis: Some(1000),
};

/// The search of each position in the pass for mistakes.
pub const SCAN_BUDGET: Budget = Budget {
    nodes: Some(30_000),
    millis: Some(150),
};

/// Seeds an action must lose, against the best one, to be marked a mistake (`?`);
/// twice as many make it a blunder (`??`). The computer player's own measure.
pub const MISTAKE: i32 = ai::MISTAKE_SEEDS;

/// What the pass found for one position.
#[derive(Clone, Debug)]
pub struct Eval {
    /// The score from South's point of view (the result, once the game is over).
    pub south: i32,
    /// The best action and its line; `None` once the game is over.
    pub best: Option<Analysis>,
    /// What the position held: each side's captures and the seeds in play.
    pub tally: Tally,
}

/// An action that lost a lot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// Seeds lost against the best action, from the mover's point of view.
    pub loss: i32,
}

impl Mistake {
    /// `?` or `??`, as chess notation marks them.
    pub fn mark(&self) -> &'static str {
        if self.loss >= 2 * MISTAKE { "??" } else { "?" }
    }
}

/// The pass over every position, on its own thread.
struct Scan {
    cancel: Arc<AtomicBool>,
    found: Receiver<(usize, Eval)>,
}

impl Drop for Scan {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Evaluations of a replay.
#[derive(Default)]
pub struct Review {
    /// Evaluations are shown (the `e` key).
    pub on: bool,
    deep: Option<(usize, Thinker)>,
    /// Deep evaluations of positions shown, by actions played.
    deep_found: HashMap<usize, Analysis>,
    scan: Option<Scan>,
    /// The pass's evaluation of each position, by actions played.
    evals: Vec<Option<Eval>>,
    /// Positions the pass has done.
    pub scanned: usize,
}

impl Review {
    /// Whether a search runs.
    pub fn busy(&self) -> bool {
        self.deep.is_some() || self.scan.is_some()
    }
}

/// Evaluate the positions of `record` from the one after `from` actions on, in order,
/// sending each as it is done.
fn scan(record: Record, from: usize) -> Scan {
    let cancel = Arc::new(AtomicBool::new(false));
    let (send, found) = mpsc::channel();
    let flag = Arc::clone(&cancel);
    std::thread::spawn(move || {
        let Ok(mut game) = record.start_game() else {
            return;
        };
        for &a in &record.actions[..from] {
            if game.apply(a).is_err() {
                return;
            }
        }
        for i in from..=record.actions.len() {
            if flag.load(Ordering::Relaxed) {
                return;
            }
            // Every action compared in one search: the mark of an action is its score
            // against the best one's there (see `ai::judge`).
            let best = ai::judge(&game, &SCAN_BUDGET, &flag);
            let south = match &best {
                Some(a) => a.score_for(Player::South),
                // No analysis: the game is over, and its result is the score.
                None => ai::final_score(&game, Player::South).unwrap_or(0),
            };
            if flag.load(Ordering::Relaxed)
                || send
                    .send((
                        i,
                        Eval {
                            south,
                            best,
                            tally: Tally::of(&game),
                        },
                    ))
                    .is_err()
            {
                return;
            }
            if let Some(&a) = record.actions.get(i)
                && game.apply(a).is_err()
            {
                return;
            }
        }
    });
    Scan { cancel, found }
}

impl ReplayState {
    /// Show or hide evaluations. Hidden, no search runs; shown again, the pass for
    /// mistakes goes on where it stopped.
    pub fn toggle_review(&mut self) {
        let len = self.len();
        let record = self.record();
        let r = &mut self.review;
        r.on = !r.on;
        if !r.on {
            r.deep = None;
            r.scan = None;
            return;
        }
        if r.evals.is_empty() {
            r.evals = vec![None; len + 1];
        }
        if r.scan.is_none() && r.scanned <= len {
            r.scan = Some(scan(record, r.scanned));
        }
    }

    /// Take in what the searches found; search the position shown if it is new.
    pub fn update_review(&mut self) {
        let index = self.index();
        let r = &mut self.review;
        if let Some(s) = &r.scan {
            let mut finished = false;
            loop {
                match s.found.try_recv() {
                    Ok((i, eval)) => {
                        r.evals[i] = Some(eval);
                        r.scanned = i + 1;
                    }
                    Err(mpsc::TryRecvError::Empty) => break,
                    Err(mpsc::TryRecvError::Disconnected) => {
                        finished = true;
                        break;
                    }
                }
            }
            if finished {
                r.scan = None;
            }
        }
        if r.deep.as_ref().is_some_and(|(i, _)| *i != index) {
            r.deep = None;
        }
        if let Some((i, t)) = &r.deep
            && let Poll::Done(answer) = t.poll()
        {
            if let Some(a) = answer {
                r.deep_found.insert(*i, a);
            }
            r.deep = None;
        }
        if r.on && r.deep.is_none() && !r.deep_found.contains_key(&index) && !self.game.is_over() {
            let thinker = Thinker::start(&self.game, |game, cancel| {
                ai::analyse(game, &DEEP_BUDGET, cancel)
            });
            r.deep = Some((index, thinker));
        }
    }

    /// The best evaluation of the position shown so far (deep, else the pass's), and
    /// whether the deep search is still at work on it.
    pub fn evaluation(&self) -> (Option<&Analysis>, bool) {
        let r = &self.review;
        let deep = r.deep_found.get(&self.index());
        let quick = r
            .evals
            .get(self.index())
            .and_then(|e| e.as_ref())
            .and_then(|e| e.best.as_ref());
        (deep.or(quick), r.deep.is_some())
    }

    /// Whether action `k` (0-based) lost a lot, as far as the pass has seen.
    pub fn mistake(&self, k: usize) -> Option<Mistake> {
        let before = self.review.evals.get(k)?.as_ref()?;
        let best = before.best.as_ref()?;
        let action = self.actions()[k];
        if best.action == action {
            return None;
        }
        let loss = best.score - best.score_of(action)?;
        (loss >= MISTAKE).then_some(Mistake { loss })
    }

    /// Sentences for the log: how far the pass for mistakes has come (or what it
    /// found), the evaluation of the position shown, and the verdict on the action that
    /// led to it, last, where a small log's one line shows it.
    pub fn review_lines(&self) -> Vec<String> {
        let r = &self.review;
        let mut lines = Vec::new();
        if !r.on {
            return lines;
        }
        let len = self.len();
        if r.scanned <= len {
            lines.push(format!(
                "Looking for mistakes: {} of {} positions.",
                r.scanned,
                len + 1
            ));
        } else {
            let mut count = [0; 2];
            for k in 0..len {
                if self.mistake(k).is_some() {
                    count[self.movers()[k].index()] += 1;
                }
            }
            lines.push(format!(
                "Mistakes (? and ?? in the move list): South {}, North {}.",
                count[0], count[1]
            ));
        }
        // The sides by their names alone: the board names the players.
        let labels = [Player::South, Player::North].map(|p| p.name().to_string());
        if self.game.is_over() {
            let [south, north] = self.game.captured_both();
            lines.push(format!(
                "Evaluation: the game is over, South {south} to North {north} {}s captured.",
                crate::position::counted(self.header.rules.game)
            ));
        } else {
            match self.evaluation() {
                (Some(a), busy) => {
                    // In the move list's words: "take a3", not the record's "xa3".
                    let rest = a.line.get(1..a.line.len().min(8)).unwrap_or(&[]);
                    lines.push(format!(
                        "Evaluation: {}{}. Best: {}{}{}.",
                        verdict::words(
                            a.game,
                            Tally::of(&self.game),
                            a.score_for(Player::South),
                            a.proven,
                            Viewer::Onlooker,
                            &labels,
                        ),
                        if busy { " (a first look)" } else { "" },
                        shown(a.action),
                        if rest.is_empty() { "" } else { ", then " },
                        shown_line(rest)
                    ));
                }
                (None, _) => lines.push("Evaluating this position...".into()),
            }
        }
        if let Some(k) = self.index().checked_sub(1)
            && let Some(m) = self.mistake(k)
            && let Some(before) = r.evals[k].as_ref()
            && let Some(b) = before.best.as_ref()
        {
            let best = shown(b.action);
            let how = if m.loss > ai::FORCED_BOUND || b.score > ai::FORCED_BOUND {
                format!("it gives up a forced result; {best} kept it")
            } else {
                // The expected score of the mover with the best action, from the
                // position before, and with the action played, from the one after.
                let mover = b.mover;
                let south = |score: i32| {
                    if mover == Player::South {
                        score
                    } else {
                        -score
                    }
                };
                let from = Expected::of(before.tally, south(b.score)).of_player(mover);
                let to =
                    Expected::of(Tally::of(&self.game), south(b.score - m.loss)).of_player(mover);
                format!(
                    "{}; {best} was best",
                    verdict::fell(self.header.rules.game, &labels[mover.index()], from, to)
                )
            };
            lines.push(format!(
                "{}{} was a {}: {how}.",
                shown(self.actions()[k]),
                m.mark(),
                if m.mark() == "??" {
                    "blunder"
                } else {
                    "mistake"
                },
            ));
        }
        lines
    }
}
