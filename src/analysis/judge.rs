//! The one judge of a game: every position of a record searched once, every action
//! judged against the best one there. The replay's marks, its evaluation line and its
//! graph, and `mancala analyse`, all read what this computes, so they cannot disagree.
//!
//! Pure like the engine: given the record's start, its actions and a budget, the same
//! answer (with a node budget, on any machine). [`Judging`] does it one position at a
//! time, so a caller can show the first positions while the rest is searched.
//!
//! The measure is the expected final score ([`crate::analysis::verdict::Expected`]): what each
//! side is expected to have captured at the end. An action is judged by what it costs
//! its player there, against the best action, both valued by the same search of the
//! position before it (see [`crate::engine::ai::judge`]), and by what it changes for the
//! result: see [`judgement`].

use crate::analysis::verdict::{Expected, Tally};
use crate::engine::ai::{self, Analysis, Budget};
use crate::engine::tables::Tables;
use mancala_rules::{Action, Game, Player};
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions searched for each position of the game, unless the game is long.
pub const DEFAULT_NODES: u64 = 100_000;

/// The default bound on the whole analysis, in seconds.
pub const DEFAULT_MAX_SECONDS: u64 = 30;

/// Positions a second of judging visits, at the least, on a modest machine (the
/// samples measure 3 to 5 million): the rate the budget is scaled down by.
const NODES_PER_SECOND: u64 = 2_000_000;

/// No position is searched through fewer than this, however long the game.
const MIN_NODES: u64 = 1_000;

/// Seeds of the player's expected final score an action may cost before it is an
/// inaccuracy, a mistake, a blunder (when the expected result stays the same).
const INACCURACY_SEEDS: u16 = 2;
const MISTAKE_SEEDS: u16 = 4;
const BLUNDER_SEEDS: u16 = 8;

/// How each position of a game is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    pub budget: Budget,
    /// The budget asked for (or the default), before scaling.
    pub asked: Budget,
    /// The budget was scaled down so that the whole game fits in `max_seconds`.
    pub scaled: bool,
    pub max_seconds: u64,
}

impl Plan {
    /// The budget for each of `positions` positions: `nodes` and `millis` as asked
    /// (by default [`DEFAULT_NODES`]), scaled down so that all of them take about
    /// `max_seconds` at most. The node count is scaled by a fixed rate, so the answer
    /// stays the same on any machine; a time limit of the per-position share bounds a
    /// slow machine.
    pub fn new(
        positions: usize,
        max_seconds: u64,
        nodes: Option<u64>,
        millis: Option<u64>,
    ) -> Plan {
        let asked = match (nodes, millis) {
            (None, None) => Budget::nodes(DEFAULT_NODES),
            (nodes, millis) => Budget { nodes, millis },
        };
        let positions = positions.max(1) as u64;
        let share_ms = (max_seconds.saturating_mul(1000) / positions).max(1);
        let share_nodes = (max_seconds.saturating_mul(NODES_PER_SECOND) / positions).max(MIN_NODES);
        let mut budget = asked;
        let mut scaled = false;
        if let Some(n) = asked.nodes
            && n > share_nodes
        {
            budget.nodes = Some(share_nodes);
            scaled = true;
        }
        match asked.millis {
            Some(ms) if ms > share_ms => {
                budget.millis = Some(share_ms);
                scaled = true;
            }
            Some(_) => {}
            // A node budget alone: the share of time bounds only a slow machine.
            None => {
                if scaled || asked.nodes.is_none() {
                    budget.millis = Some(share_ms);
                }
            }
        }
        Plan {
            budget,
            asked,
            scaled,
            max_seconds,
        }
    }

    /// The default plan for a game of `actions` actions: the replay's and `analyse`'s.
    pub fn default_for(actions: usize) -> Plan {
        Plan::new(actions + 1, DEFAULT_MAX_SECONDS, None, None)
    }

    /// How each position is searched, in words: "through 100000 positions", "through
    /// 42000 positions (scaled down from 100000 ...)".
    pub fn words(&self) -> String {
        let text = |b: &Budget| match (b.millis, b.nodes) {
            (Some(ms), Some(n)) => crate::t!("judge-plan-nodes-or-ms", nodes = n, ms = ms),
            (Some(ms), None) => crate::t!("judge-plan-ms", ms = ms),
            (None, Some(n)) => crate::t!("judge-plan-nodes", nodes = n),
            (None, None) => crate::t!("judge-plan-to-the-end"),
        };
        let noun = |b: &Budget| match (b.millis, b.nodes) {
            (Some(ms), Some(n)) => crate::t!("judge-asked-nodes-or-ms", nodes = n, ms = ms),
            (Some(ms), None) => crate::t!("judge-asked-ms", ms = ms),
            (None, Some(n)) => crate::t!("judge-asked-nodes", nodes = n),
            (None, None) => crate::t!("judge-asked-no-limit"),
        };
        if self.scaled {
            crate::t!(
                "judge-plan-scaled",
                plan = text(&self.budget),
                asked = noun(&self.asked),
                seconds = self.max_seconds
            )
        } else {
            text(&self.budget)
        }
    }
}

/// One position of the game, searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// What the position held: each side's captures and the seeds in play.
    pub tally: Tally,
    /// The score from South's side with best play (the result once the game is over).
    pub south: i32,
    /// `south` is the result with best play (or the game is over).
    pub proven: bool,
    /// The search, with the best action and every action's score; `None` once the
    /// game is over.
    pub best: Option<Analysis>,
}

impl Position {
    /// The final captures expected with best play.
    pub fn expected(&self) -> Expected {
        Expected::of(self.tally, self.south)
    }
}

/// What an action did to its player's expected result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Loss,
    Draw,
    Win,
}

impl Outcome {
    /// The result `player` is expected to have.
    pub fn of(e: Expected, player: Player) -> Outcome {
        let (mine, theirs) = (e.of_player(player), e.of_player(player.opponent()));
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Equal => Outcome::Draw,
            std::cmp::Ordering::Less => Outcome::Loss,
        }
    }

    /// "a win", in the language spoken.
    pub fn word(self) -> String {
        crate::t!(match self {
            Outcome::Loss => "outcome-loss",
            Outcome::Draw => "outcome-draw",
            Outcome::Win => "outcome-win",
        })
    }
}

/// How bad an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// As chess notation marks them: `?!`, `?`, `??`.
    pub fn mark(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// "mistake", in the language spoken.
    pub fn word(self) -> String {
        crate::t!(match self {
            Judgement::Inaccuracy => "judgement-inaccuracy",
            Judgement::Mistake => "judgement-mistake",
            Judgement::Blunder => "judgement-blunder",
        })
    }

    /// A mistake or a blunder: what the graph marks and the keys jump between.
    pub fn serious(self) -> bool {
        self >= Judgement::Mistake
    }
}

/// The rule, in words, for `analyse`, in the game's units (`units`: "seeds").
pub fn rule_words(units: &str) -> String {
    rule_message("judge-rule", units)
}

/// The rule in short, for the replay's `?` help, in the game's units.
pub fn rule_short(units: &str) -> String {
    rule_message("judge-rule-short", units)
}

/// Message `id` with the rule's thresholds and the game's units.
fn rule_message(id: &str, units: &str) -> String {
    crate::t!(
        id,
        inaccuracy = INACCURACY_SEEDS,
        mistake = MISTAKE_SEEDS,
        blunder = BLUNDER_SEEDS,
        units = units
    )
}

/// The judgement of an action that costs its player `cost` seeds of expected final
/// score and turns the expected result from `before` (with the best action) into
/// `after` (see [`rule_words`]).
pub fn judgement(cost: u16, before: Outcome, after: Outcome) -> Option<Judgement> {
    let by_seeds = if cost >= BLUNDER_SEEDS {
        Some(Judgement::Blunder)
    } else if cost >= MISTAKE_SEEDS {
        Some(Judgement::Mistake)
    } else if cost >= INACCURACY_SEEDS {
        Some(Judgement::Inaccuracy)
    } else {
        None
    };
    let by_result = match (before, after) {
        (Outcome::Win, Outcome::Loss) => Some(Judgement::Blunder),
        (b, a) if a < b => Some(Judgement::Mistake),
        _ => None,
    };
    by_seeds.max(by_result)
}

/// One action, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub mover: Player,
    pub action: Action,
    /// The best action in the position before, as the search found it.
    pub best: Action,
    /// The final captures expected with the best action (the position before's).
    pub before: Expected,
    pub before_proven: bool,
    /// The final captures expected with the action played, valued in the same search
    /// (the result, when the action ends the game).
    pub after: Expected,
    pub after_proven: bool,
    /// Seeds of the mover's expected final score the action cost, against the best.
    pub cost: u16,
    /// The mover's expected result with the best action and with the action played.
    pub result_before: Outcome,
    pub result_after: Outcome,
    pub judgement: Option<Judgement>,
}

impl Judged {
    /// A mistake or a blunder.
    pub fn serious(&self) -> bool {
        self.judgement.is_some_and(Judgement::serious)
    }

    /// Within the judge's tolerance of the best: an action it would not mark at all,
    /// which retrying a mistake accepts (see [`tolerance_words`]).
    pub fn accepted(&self) -> bool {
        self.judgement.is_none()
    }

    /// "it throws a win to a draw", when the action turns the expected result worse.
    pub fn throws(&self) -> Option<String> {
        (self.result_after < self.result_before).then(|| {
            crate::t!(
                "judge-throws",
                before = self.result_before.word(),
                after = self.result_after.word()
            )
        })
    }
}

/// What a retry of a mistake accepts, in words, for the help, in the game's units.
pub fn tolerance_words(units: &str) -> String {
    crate::t!(
        "judge-tolerance",
        inaccuracy = INACCURACY_SEEDS,
        units = units
    )
}

/// Judge `action` as if it had been played in `game`, the position `before` searched
/// (the one judge's own, so a try of the action the game played is judged as the
/// game's marks say): the position after it searched with `budget` and `tables`, whose
/// best line is what follows, and the judgement. `None` when the rules refuse the action or
/// `cancel` stopped the search.
pub(crate) fn judge_try(
    before: &Position,
    game: &Game,
    action: Action,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<(Judged, Position)> {
    let mut after = game.clone();
    after.apply(action).ok()?;
    let after = evaluate(&after, budget, cancel, tables)?;
    let judged = judge_action(before, action, &after)?;
    Some((judged, after))
}

/// Search one position, probing `tables`; `None` when `cancel` cut the search short (a
/// partial search is never kept: the answer must not depend on when it was asked to
/// stop).
pub fn evaluate(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Position> {
    let tally = Tally::of(game);
    if let Some(result) = ai::final_score(game, Player::South) {
        return Some(Position {
            tally,
            south: result,
            proven: true,
            best: None,
        });
    }
    let best = ai::judge(game, budget, cancel, tables)?;
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    Some(Position {
        tally,
        south: best.score_for(Player::South),
        proven: best.proven,
        best: Some(best),
    })
}

/// Judge `action`, played in the position `before` and leading to `after` (searched
/// too: its value is used when the search before did not score the action).
fn judge_action(before: &Position, action: Action, after: &Position) -> Option<Judged> {
    let best = before.best.as_ref()?;
    let mover = best.mover;
    let south = |score: i32| {
        if mover == Player::South {
            score
        } else {
            -score
        }
    };
    let (after_south, after_proven) = if after.best.is_none() {
        (after.south, true)
    } else if let Some(score) = best.score_of(action) {
        (south(score), best.proven)
    } else {
        (after.south, after.proven)
    };
    let before_e = Expected::of(before.tally, before.south);
    let after_e = Expected::of(after.tally, after_south);
    let cost = before_e
        .of_player(mover)
        .saturating_sub(after_e.of_player(mover));
    let (result_before, result_after) = (Outcome::of(before_e, mover), Outcome::of(after_e, mover));
    Some(Judged {
        mover,
        action,
        best: best.action,
        before: before_e,
        before_proven: before.proven,
        after: after_e,
        after_proven,
        cost,
        result_before,
        result_after,
        judgement: if action == best.action {
            None
        } else {
            judgement(cost, result_before, result_after)
        },
    })
}

/// A game judged, as far as it has come: `positions[i]` after `i` actions, and
/// `actions[i]` the judgement of action `i` (one fewer, until the last position).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdicts {
    pub positions: Vec<Position>,
    pub actions: Vec<Judged>,
}

/// What a player did, summed up.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    pub actions: usize,
    /// Actions the best one (as the search found it).
    pub best: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Seeds of expected final score given away, in all.
    pub lost: u32,
    /// `lost` per action.
    pub average_lost: f64,
    /// The action (0-based) that cost the most, if any cost anything.
    pub worst: Option<usize>,
}

impl Verdicts {
    /// The move list's mark of action `k` (0-based): `?!`, `?` or `??`, or none (also
    /// while it is not judged yet).
    pub fn mark(&self, k: usize) -> &'static str {
        self.actions
            .get(k)
            .and_then(|j| j.judgement)
            .map_or("", |j| j.mark())
    }

    /// Whether every position has been searched.
    pub fn complete(&self, actions: usize) -> bool {
        self.positions.len() > actions
    }

    /// South's expected final score after each position searched.
    pub fn south_scores(&self) -> Vec<u16> {
        self.positions.iter().map(|p| p.expected().south).collect()
    }

    /// The first serious (mistake or blunder) action after action `k` (0-based), or
    /// the first of all when `k` is `None`.
    pub(crate) fn next_serious(&self, after: Option<usize>) -> Option<usize> {
        let from = after.map_or(0, |k| k + 1);
        (from..self.actions.len()).find(|&i| self.actions[i].serious())
    }

    /// The last serious action before action `k` (0-based).
    pub(crate) fn previous_serious(&self, before: usize) -> Option<usize> {
        (0..before.min(self.actions.len()))
            .rev()
            .find(|&i| self.actions[i].serious())
    }

    /// `player`'s actions summed up.
    pub fn summary(&self, player: Player) -> Summary {
        let mut s = Summary::default();
        let mut worst: Option<(u16, usize)> = None;
        for (i, j) in self.actions.iter().enumerate() {
            if j.mover != player {
                continue;
            }
            s.actions += 1;
            if j.action == j.best {
                s.best += 1;
            }
            match j.judgement {
                Some(Judgement::Inaccuracy) => s.inaccuracies += 1,
                Some(Judgement::Mistake) => s.mistakes += 1,
                Some(Judgement::Blunder) => s.blunders += 1,
                None => {}
            }
            s.lost += u32::from(j.cost);
            if j.cost > 0 && worst.is_none_or(|(c, _)| j.cost > c) {
                worst = Some((j.cost, i));
            }
        }
        s.worst = worst.map(|(_, i)| i);
        if s.actions > 0 {
            s.average_lost = f64::from(s.lost) / s.actions as f64;
        }
        s
    }
}

/// The judging of a game, one position at a time.
pub struct Judging {
    game: Game,
    actions: Vec<Action>,
    budget: Budget,
    tables: Tables,
    pub done: Verdicts,
    stopped: bool,
}

/// What [`Judging::step`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One more position searched (and the action before it judged).
    Searched,
    /// Every position is searched (or an action the rules refuse stops the game).
    Finished,
    /// `cancel` stopped the search; nothing was added.
    Cancelled,
}

impl Judging {
    /// Go on judging `actions` from `start` with `budget` and `tables` where `done`
    /// stopped (empty: from the start).
    pub fn resume(
        start: &Game,
        actions: &[Action],
        budget: Budget,
        tables: Tables,
        done: Verdicts,
    ) -> Judging {
        let mut game = start.clone();
        let mut stopped = false;
        for &a in &actions[..done.positions.len().min(actions.len())] {
            if game.apply(a).is_err() {
                stopped = true;
                break;
            }
        }
        Judging {
            game,
            actions: actions.to_vec(),
            budget,
            tables,
            done,
            stopped,
        }
    }

    pub fn new(start: &Game, actions: &[Action], budget: Budget, tables: Tables) -> Judging {
        Judging::resume(start, actions, budget, tables, Verdicts::default())
    }

    /// Search the next position.
    pub fn step(&mut self, cancel: &AtomicBool) -> Step {
        let i = self.done.positions.len();
        if self.stopped || i > self.actions.len() {
            return Step::Finished;
        }
        let Some(position) = evaluate(&self.game, &self.budget, cancel, &self.tables) else {
            return Step::Cancelled;
        };
        if i > 0 {
            let before = &self.done.positions[i - 1];
            match judge_action(before, self.actions[i - 1], &position) {
                Some(j) => self.done.actions.push(j),
                None => {
                    self.stopped = true;
                    return Step::Finished;
                }
            }
        }
        self.done.positions.push(position);
        if let Some(&a) = self.actions.get(i)
            && self.game.apply(a).is_err()
        {
            self.stopped = true;
        }
        Step::Searched
    }
}

/// Judge a whole game, probing `tables`; `progress` is told after each position
/// (positions done, of all). Stops early, with what is done, when `cancel` is set.
pub fn judge_game(
    start: &Game,
    actions: &[Action],
    budget: Budget,
    tables: &Tables,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Verdicts {
    let mut judging = Judging::new(start, actions, budget, tables.clone());
    while judging.step(cancel) == Step::Searched {
        progress(judging.done.positions.len(), actions.len() + 1);
    }
    judging.done
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_thrown_away_counts_more_than_seeds() {
        use Outcome::*;
        // Seeds alone.
        assert_eq!(judgement(1, Win, Win), None);
        assert_eq!(judgement(2, Win, Win), Some(Judgement::Inaccuracy));
        assert_eq!(judgement(5, Loss, Loss), Some(Judgement::Mistake));
        assert_eq!(judgement(9, Win, Win), Some(Judgement::Blunder));
        // One seed that throws a win to a draw is a mistake; to a loss, a blunder.
        assert_eq!(judgement(1, Win, Draw), Some(Judgement::Mistake));
        assert_eq!(judgement(1, Draw, Loss), Some(Judgement::Mistake));
        assert_eq!(judgement(2, Win, Loss), Some(Judgement::Blunder));
    }

    #[test]
    fn the_budget_is_scaled_down_on_long_games_only() {
        let short = Plan::new(49, 30, None, None);
        assert!(!short.scaled);
        assert_eq!(short.budget.nodes, Some(DEFAULT_NODES));
        // 1000 positions in 30 s at 2 million a second: 60000 each.
        let long = Plan::new(1000, 30, None, None);
        assert!(long.scaled);
        assert_eq!(long.budget.nodes, Some(60_000));
        assert_eq!(long.budget.millis, Some(30));
        assert!(
            long.words().contains("scaled down from"),
            "{}",
            long.words()
        );
        // Time asked for: cut to its share.
        let timed = Plan::new(100, 10, None, Some(500));
        assert!(timed.scaled);
        assert_eq!(timed.budget.millis, Some(100));
    }
}
