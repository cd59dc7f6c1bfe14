//! The game-over screen's graph: once a game played here is over, the one judge (see
//! [`crate::analysis::judge`]) searches it in the background, as a replay's evaluations do, and
//! the screen draws its graph of the expected final score above the log and marks the
//! move list. Taking the last action back drops it.

use super::PlayState;
use crate::analysis::judge::Plan;
use crate::tui::jobs::Knowledge;
use crate::tui::jobs::judge::Run;

impl PlayState {
    /// Search with the app's `knowledge`: the computer, the hints and the judge probe its
    /// tables, and the judge adds to its verdicts (the replay and the mistakes of this
    /// game then read what its game over found).
    pub(crate) fn share_knowledge(&mut self, knowledge: Knowledge) {
        self.knowledge = knowledge;
    }

    /// Start judging a game just over, take in what the judge found, or drop it when
    /// the game goes on again (undo).
    pub(crate) fn update_judge(&mut self) {
        if !self.session.game().position().is_over() {
            self.judge = None;
            return;
        }
        if self.animating() {
            return;
        }
        match &mut self.judge {
            Some(run) => run.update(),
            None => {
                self.judge = Some(Run::start(
                    self.record(),
                    self.judge_budget(),
                    &self.knowledge,
                ));
            }
        }
    }

    /// The budget each position of the game is judged with (`mancala analyse`'s
    /// default for its length).
    pub(crate) fn judge_budget(&self) -> crate::engine::ai::Budget {
        Plan::default_for(self.actions().len()).budget
    }

    /// Whether the judge searches.
    pub fn judging(&self) -> bool {
        self.judge.as_ref().is_some_and(Run::busy)
    }

    /// The mark of action `k` in the move list, once judged.
    pub fn mark(&self, k: usize) -> &'static str {
        self.judge.as_ref().map_or("", |run| run.verdicts.mark(k))
    }
}
