//! Learn from your mistakes: step through one player's mistakes and blunders in a game,
//! each from the position before it, and find a better action.
//!
//! The verdicts are the one judge's (see [`crate::analysis::judge`]), read from the same cache as
//! the replay's marks and the game-over screen's graph, so the mistakes listed are the
//! ones marked there. A try is judged against the same search of the position as the
//! game's action was: accepted when the judge would not mark it
//! ([`crate::analysis::judge::Judged::accepted`]). What follows a try, the opponent's reply among
//! it, comes from a search of the position after it with the same budget, on a
//! background thread, so the screen never waits for it.

pub mod draw;
pub mod keys;

use crate::analysis::judge::{Basis, Judged, Position};
use crate::analysis::verdict::Expected;
use crate::engine::ai::Budget;
use crate::store::record::Record;
use crate::tui::jobs::Knowledge;
use crate::tui::jobs::judge::Run;
use crate::tui::jobs::worker::{Poll, Worker};
use crate::tui::session::Session;
use crate::words::action::shown;
use mancala_rules::{Action, Player};

/// What the screen says about the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing tried yet.
    Asking,
    /// A try is being searched.
    Searching(Action),
    /// The try is within the tolerance of the best: what it leads to.
    Accepted(Vec<String>),
    /// The try is refused: why, and what it leads to.
    Refused(Vec<String>),
    /// The best action and its line, asked for.
    Solution(Vec<String>),
}

/// A try being searched on a background thread; dropped, it stops.
struct Trying {
    action: Action,
    worker: Worker<Option<(Judged, Position)>>,
}

/// The learn-from-your-mistakes screen's state.
pub struct RetryState {
    /// The game's record and line; its game is the position before the mistake
    /// shown.
    pub session: Session,
    /// What the judge knows (its budget and the endgame tables fixed for this game):
    /// a try is judged with the same.
    basis: Basis,
    /// The judge's verdicts on the game, shared with the replay's and the game-over
    /// screen's.
    run: Run,
    /// Whose mistakes are stepped through.
    pub player: Player,
    /// Which of them (0-based) is shown.
    pub at: usize,
    /// Its legal actions, and which one is chosen to try.
    pub choices: Vec<Action>,
    choice: usize,
    pub answer: Answer,
    trying: Option<Trying>,
}

impl RetryState {
    /// Step through the mistakes of `record`'s game, judged with `budget` (`knowledge`:
    /// the tables the searches probe, and the verdicts the replay and the game-over
    /// screen fill), starting with the person's: the side a person played against the
    /// computer, else South.
    pub fn new(
        record: Record,
        budget: Budget,
        knowledge: &Knowledge,
    ) -> Result<RetryState, String> {
        let player = match record.computers {
            [Some(_), None] => Player::North,
            _ => Player::South,
        };
        let record_rules = record.rules;
        let run = Run::start(record.clone(), budget, knowledge);
        let mut state = RetryState {
            session: Session::open(record).map_err(|e| e.to_string())?,
            basis: run
                .basis()
                .cloned()
                .unwrap_or_else(|| Basis::new(budget, &knowledge.tables, &record_rules)),
            run,
            player,
            at: 0,
            choices: Vec::new(),
            choice: 0,
            answer: Answer::Asking,
            trying: None,
        };
        state.show();
        Ok(state)
    }

    /// The player's mistakes and blunders found so far: their actions' indices.
    pub fn mistakes(&self) -> Vec<usize> {
        self.run
            .verdicts
            .actions
            .iter()
            .enumerate()
            .filter(|(_, j)| j.mover == self.player && j.serious())
            .map(|(k, _)| k)
            .collect()
    }

    /// The action (0-based) of the mistake shown, if there is one.
    pub fn action_index(&self) -> Option<usize> {
        self.mistakes().get(self.at).copied()
    }

    /// The judgement of the mistake shown.
    pub fn judged(&self) -> Option<&Judged> {
        self.run.verdicts.actions.get(self.action_index()?)
    }

    /// The game's actions.
    pub fn actions(&self) -> &[Action] {
        self.session.actions()
    }

    /// Who chose each action.
    pub fn movers(&self) -> &[Player] {
        self.session.movers()
    }

    /// The move list's mark of action `k` (0-based), once judged.
    pub fn mark(&self, k: usize) -> &'static str {
        self.run.verdicts.mark(k)
    }

    /// Whether the whole game is judged.
    pub fn complete(&self) -> bool {
        self.run.verdicts.complete(self.session.len())
    }

    /// Positions judged so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.run.verdicts.positions.len(), self.session.len() + 1)
    }

    /// Whether a search runs (the judge's or a try's).
    pub fn busy(&self) -> bool {
        self.run.busy() || self.trying.is_some()
    }

    /// Take in what the searches found: new verdicts, and the answer to a try.
    pub fn update(&mut self) {
        let had = self.action_index();
        self.run.update();
        if had.is_none() && self.action_index().is_some() {
            self.show();
        }
        // A try whose thread died is not judged, as one the judge could not judge.
        let tried = self.trying.as_ref().and_then(|t| match t.worker.poll() {
            Poll::Working => None,
            Poll::Done(found) => Some((t.action, found)),
            Poll::Failed => Some((t.action, None)),
        });
        if let Some((action, found)) = tried {
            self.trying = None;
            self.answer = match found {
                Some((judged, after)) => self.answer_to(&judged, &after),
                None => {
                    Answer::Refused(vec![crate::t!("retry-not-judged", action = shown(action))])
                }
            };
        }
    }

    /// Show the mistake `at` from the position before it.
    fn show(&mut self) {
        self.trying = None;
        self.answer = Answer::Asking;
        let Some(k) = self.action_index() else {
            self.choices.clear();
            self.session.set_cursor(0);
            return;
        };
        self.session.set_cursor(k);
        self.choices = self.session.game().position().legal_actions();
        let played = self.session.actions()[k];
        self.choice = self.choices.iter().position(|&a| a != played).unwrap_or(0);
    }

    /// The next mistake (it stays at the last).
    pub fn next(&mut self) {
        if self.at + 1 < self.mistakes().len() {
            self.at += 1;
            self.show();
        }
    }

    /// The previous mistake (it stays at the first).
    pub fn previous(&mut self) {
        if self.at > 0 {
            self.at -= 1;
            self.show();
        }
    }

    /// The other player's mistakes, from their first.
    pub(crate) fn other_player(&mut self) {
        self.player = self.player.opponent();
        self.at = 0;
        self.show();
    }

    /// Choose the next (`forward`) or previous legal action to try.
    pub fn choose(&mut self, forward: bool) {
        let n = self.choices.len();
        if n == 0 {
            return;
        }
        self.chose(if forward {
            (self.choice + 1) % n
        } else {
            (self.choice + n - 1) % n
        });
    }

    /// Choose `action` if it is legal here; whether it was.
    pub(crate) fn choose_action(&mut self, action: Action) -> bool {
        match self.choices.iter().position(|&a| a == action) {
            Some(i) => {
                self.chose(i);
                true
            }
            None => false,
        }
    }

    /// Choice `i` is made: the answer to the last try is put away (a try being
    /// searched goes on, and its answer comes).
    fn chose(&mut self, i: usize) {
        self.choice = i;
        if !matches!(self.answer, Answer::Searching(_)) {
            self.answer = Answer::Asking;
        }
    }

    /// The action chosen to try.
    pub fn chosen(&self) -> Option<Action> {
        self.choices.get(self.choice).copied()
    }

    /// Try the action chosen: the position after it is searched in the background
    /// (the game's own action is judged at once, from the judge's cache).
    pub(crate) fn try_chosen(&mut self) {
        let (Some(k), Some(action)) = (self.action_index(), self.chosen()) else {
            return;
        };
        let Some(before) = self.run.verdicts.positions.get(k).cloned() else {
            return;
        };
        if action == self.session.actions()[k]
            && let (Some(j), Some(after)) = (
                self.run.verdicts.actions.get(k),
                self.run.verdicts.positions.get(k + 1),
            )
        {
            self.trying = None;
            self.answer = self.answer_to(&j.clone(), &after.clone());
            return;
        }
        let (game, basis) = (self.session.game().clone(), self.basis.clone());
        let worker = Worker::spawn(move |flag| {
            crate::analysis::judge::judge_try(&before, &game, action, &basis, flag)
        });
        self.trying = Some(Trying { action, worker });
        self.answer = Answer::Searching(action);
    }

    /// Show the best action and the line that makes it better.
    pub fn solution(&mut self) {
        let Some(k) = self.action_index() else { return };
        let Some(best) = self
            .run
            .verdicts
            .positions
            .get(k)
            .and_then(|p| p.best.clone())
        else {
            return;
        };
        self.trying = None;
        let name = crate::words::position::to_whom(&self.name(self.player));
        let mut lines = vec![crate::t!(
            "retry-best",
            action = shown(best.action),
            expected = self.expected_words(self.judged().map(|j| j.before))
        )];
        lines.extend(self.line_words(&best.line));
        if let Some(j) = self.judged() {
            lines.push(crate::t!(
                "retry-game-cost",
                action = shown(j.action),
                mark = "",
                name = name,
                amount = crate::words::position::amount(self.session.record().rules.game, j.cost)
            ));
        }
        self.answer = Answer::Solution(lines);
        // The cursor goes to the best action, ready to be tried.
        if let Some(i) = self.choices.iter().position(|&a| a == best.action) {
            self.choice = i;
        }
    }

    /// A side as the screen names it: "Ana (South)", "North (computer, hard)".
    pub fn name(&self, player: Player) -> String {
        self.session.record().side_label(player)
    }

    /// "Expected final score: South 30, North 18 seeds."; where captures are sown back
    /// and none is counted, "Expected result: South is expected to win."
    fn expected_words(&self, e: Option<Expected>) -> String {
        let Some(e) = e else {
            return String::new();
        };
        if self.session.record().rules.reentered_captures {
            let labels = [Player::South, Player::North].map(|p| self.name(p));
            return crate::t!(
                "retry-expected-outcome",
                words = crate::analysis::verdict::expected_outcome(e, &labels)
            );
        }
        crate::t!(
            "retry-expected",
            south = e.south,
            north = e.north,
            units = crate::analysis::verdict::units(self.session.record().rules.game)
        )
    }

    /// The answer to a try, judged.
    fn answer_to(&self, j: &Judged, after: &Position) -> Answer {
        let kind = self.session.record().rules.game;
        let name = self.name(j.mover);
        let mut line = vec![j.action];
        if let Some(best) = &after.best {
            line.extend_from_slice(&best.line);
        }
        let follows = self.line_words(&line);
        let score = |n: u16| crate::words::position::amount(kind, n);
        if j.accepted() {
            let head = if j.action == j.best {
                crate::t!("retry-the-best", action = shown(j.action))
            } else if j.cost == 0 {
                crate::t!(
                    "retry-as-good",
                    action = shown(j.action),
                    best = shown(j.best)
                )
            } else {
                crate::t!(
                    "retry-within",
                    action = shown(j.action),
                    best = shown(j.best),
                    name = crate::words::position::to_whom(&name),
                    amount = score(j.cost)
                )
            };
            let mut lines = vec![format!("{head} {}", self.expected_words(Some(j.after)))];
            lines.push(crate::t!("retry-line-better"));
            lines.extend(follows);
            Answer::Accepted(lines)
        } else {
            let fell = crate::analysis::verdict::fell(
                kind,
                &name,
                j.before.of_player(j.mover),
                j.after.of_player(j.mover),
            );
            let why = match j.throws() {
                // Where captures are sown back no score falls: the result thrown is all.
                Some(throws) if self.session.record().rules.reentered_captures => throws,
                Some(throws) => crate::t!("retry-throws-and", throws = throws, fell = fell),
                None => fell,
            };
            let mut lines = vec![match j.judgement {
                Some(m) => crate::t!(
                    "retry-not-good-enough-marked",
                    action = shown(j.action),
                    mark = m.mark(),
                    why = why
                ),
                None => crate::t!("retry-not-good-enough", action = shown(j.action), why = why),
            }];
            lines.push(crate::t!("retry-leads-to"));
            lines.extend(follows);
            lines.push(self.expected_words(Some(j.after)));
            Answer::Refused(lines)
        }
    }

    /// A line of actions from the position shown, in words (see
    /// [`crate::tui::widgets::log::line_words`]).
    fn line_words(&self, line: &[Action]) -> Vec<String> {
        crate::tui::widgets::log::line_words(self.session.game(), line)
    }
}

impl crate::tui::view::View for RetryState {
    crate::tui::view::keys_and_drawing!(keys::retry_key, keys::retry_click, draw::draw_retry);

    /// What a try must be to be accepted, in the game's units.
    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        let rules = &self.session.record().rules;
        crate::tui::view::table_help(
            keys::RETRY,
            self,
            cx,
            vec![
                crate::analysis::judge::tolerance_words_for(rules),
                crate::analysis::judge::rule_short_for(rules),
            ],
        )
    }

    fn takes_board_keys(&self) -> bool {
        true
    }

    fn board(&self) -> Option<mancala_rules::Layout> {
        Some(*self.session.game().position().layout())
    }

    fn busy(&self) -> bool {
        RetryState::busy(self)
    }

    fn update(&mut self, _free: bool) {
        RetryState::update(self)
    }
}
