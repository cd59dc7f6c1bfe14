//! The one judge of a game: every position of a record searched once, every action
//! judged against the best one there. The replay's marks, its evaluation line and its
//! graph, and `mancala analyse`, all read what this computes, so they cannot disagree.
//!
//! Pure like the engine: given the record's start, its actions and a [`Basis`] (the
//! budget and the endgame tables, one value handed in), the same answer on every run
//! and machine. [`Judging`] does it one position at a time, so a caller can show the
//! first positions while the rest is searched.
//!
//! The measure is the expected final score ([`crate::analysis::verdict::Expected`]): what each
//! side is expected to have captured at the end. An action is judged by what it costs
//! its player there, against the best action, both valued by the same search of the
//! position before it (see [`crate::engine::ai::judge`]), and by what it changes for the
//! result: see [`judgement`]. An ending the exact solver solves with the game's real
//! history ([`crate::engine::exact`]) is valued by it instead, proven; nothing else is
//! called proven. A mark is a confirmed fact: an action the first search would mark is
//! marked only as the exact solver, or failing it a search [`CHECK_DEEPER`] times
//! deeper, values it (see [`confirm`]).

use crate::analysis::verdict::{Expected, Tally};
use crate::engine::ai::{self, Analysis, Budget};
use crate::engine::exact;
use crate::engine::tables::Tables;
use mancala_rules::{Action, Game, GameKind, Player};
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

/// How many times deeper than the first search the search that confirms a mark is.
pub const CHECK_DEEPER: u64 = 10;

/// What a judgement knows, handed in as one value: how far each position is searched,
/// and the endgame tables it reads (a handle fixed for the game's board:
/// [`Tables::fixed_for`], so that a build finished meanwhile does not change it). The
/// same record judged with the same basis gives the same judgement.
#[derive(Clone)]
pub struct Basis {
    pub budget: Budget,
    pub tables: Tables,
}

impl Basis {
    /// Judge a game of `rules` with `budget`, reading the tables of its board that
    /// `tables` holds now.
    pub fn new(budget: Budget, tables: &Tables, rules: &mancala_rules::Rules) -> Basis {
        Basis {
            budget,
            tables: tables.fixed_for(rules),
        }
    }

    /// The budget of the search that confirms a mark: [`CHECK_DEEPER`] times the
    /// positions (and the time, if any) of the first.
    pub fn check_budget(&self) -> Budget {
        Budget {
            nodes: self.budget.nodes.map(|n| n.saturating_mul(CHECK_DEEPER)),
            millis: self.budget.millis.map(|ms| ms.saturating_mul(CHECK_DEEPER)),
        }
    }
}

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
    /// `max_seconds`. The node count is scaled by a fixed rate and no time limit is
    /// added to it, so the answer stays the same on any machine (a slow one takes
    /// longer); a time limit asked for is cut to its share.
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
        if let Some(ms) = asked.millis
            && ms > share_ms
        {
            budget.millis = Some(share_ms);
            scaled = true;
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

/// What an action did to its player's expected result. Tsoro has no draws: there
/// `Draw` is an even estimate, and is said so ([`Outcome::word`]).
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

    /// "a win", in the language spoken; in Tsoro, which has no draws, `Draw` is "an
    /// even game".
    pub fn word(self, kind: GameKind) -> String {
        crate::t!(match (self, kind) {
            (Outcome::Loss, _) => "outcome-loss",
            (Outcome::Draw, GameKind::HoyitoII) => "outcome-draw",
            (Outcome::Draw, GameKind::Tsoro) => "outcome-even",
            (Outcome::Win, _) => "outcome-win",
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

/// The rule, in words, for `analyse`, in `kind`'s units and results (Tsoro has no
/// draws), with how a mark is confirmed.
pub fn rule_words(kind: GameKind) -> String {
    rule_message("judge-rule", kind)
}

/// The rule where captures are sown back (Tsoro with re-entered captures): nothing is
/// captured, so an action is judged by what it changes for the expected result only.
pub fn rule_words_sown_back() -> String {
    crate::t!("judge-rule-sown-back", deeper = CHECK_DEEPER)
}

/// [`rule_short`] for the rules played: where captures are sown back (Tsoro with
/// re-entered captures), the rule by the expected result only.
pub fn rule_short_for(rules: &mancala_rules::Rules) -> String {
    if rules.reentered_captures {
        crate::t!("judge-rule-short-sown-back", deeper = CHECK_DEEPER)
    } else {
        rule_short(rules.game)
    }
}

/// [`tolerance_words`] for the rules played: where captures are sown back, a try is
/// accepted when it keeps the expected result (no count is weighed).
pub fn tolerance_words_for(rules: &mancala_rules::Rules) -> String {
    if rules.reentered_captures {
        crate::t!("judge-tolerance-sown-back")
    } else {
        tolerance_words(&crate::analysis::verdict::units(rules.game))
    }
}

/// The rule in short, for the replay's `?` help, in `kind`'s units and results.
pub fn rule_short(kind: GameKind) -> String {
    rule_message("judge-rule-short", kind)
}

/// Message `id` (`-tsoro` added for Tsoro) with the rule's thresholds, the game's units
/// and how much deeper the search that confirms a mark is.
fn rule_message(id: &str, kind: GameKind) -> String {
    let id = match kind {
        GameKind::HoyitoII => id.to_string(),
        GameKind::Tsoro => format!("{id}-tsoro"),
    };
    crate::t!(
        &id,
        inaccuracy = INACCURACY_SEEDS,
        mistake = MISTAKE_SEEDS,
        blunder = BLUNDER_SEEDS,
        units = crate::analysis::verdict::units(kind),
        deeper = CHECK_DEEPER
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
    pub game: GameKind,
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
    /// The values above are the confirming ones (the exact solver's, or a search
    /// [`CHECK_DEEPER`] times deeper than the first), which the first search would have
    /// marked.
    pub deeper: bool,
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
                before = self.result_before.word(self.game),
                after = self.result_after.word(self.game)
            )
        })
    }

    /// Both values are proven (by the exact solver with the game's history, or the game
    /// is over).
    pub fn proven(&self) -> bool {
        self.before_proven && self.after_proven
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
/// game's marks say): the position after it searched with `basis`, whose best line is
/// what follows, and the judgement, confirmed as the game's marks are. `None` when the
/// rules refuse the action or `cancel` stopped the search.
pub(crate) fn judge_try(
    before: &Position,
    game: &Game,
    action: Action,
    basis: &Basis,
    cancel: &AtomicBool,
) -> Option<(Judged, Position)> {
    let mut after = game.clone();
    after.apply(action).ok()?;
    let after = evaluate(&after, &basis.budget, cancel, &basis.tables)?;
    let judged = judge_action(before, action, &after)?;
    let judged = confirm(judged, game, &after, basis, cancel)?;
    Some((judged, after))
}

/// A mark confirmed, or taken away: `judged` is `action` played in `game` (leading to
/// `after`) as the first search judged it. An action it does not mark, or whose two
/// values are proven (the exact solver, or the tables' meeting bounds), stands as it
/// is. Otherwise the exact solver, with the game's real history, values every action
/// within [`CONFIRM_SOLVER_NODES`] positions: solved, its values judge the action again
/// (an action it finds as good as the best loses its mark), proven. Not solved, a
/// search [`CHECK_DEEPER`] times deeper judges it again, not proven. The mark given
/// (none, where the action is found within the rule) is the one shown. `None` when
/// `cancel` stopped that search.
pub fn confirm(
    judged: Judged,
    game: &Game,
    after: &Position,
    basis: &Basis,
    cancel: &AtomicBool,
) -> Option<Judged> {
    confirming(judged, game, after, basis, cancel).map(|(judged, _)| judged)
}

/// [`confirm`], and the position before valued again where the exact solver solved it
/// (proven: the one the mistakes screen then shows, its best action the better one).
fn confirming(
    judged: Judged,
    game: &Game,
    after: &Position,
    basis: &Basis,
    cancel: &AtomicBool,
) -> Option<(Judged, Option<Position>)> {
    if judged.judgement.is_none() || judged.proven() {
        return Some((judged, None));
    }
    let (deeper, solved) = match solved(game, CONFIRM_SOLVER_NODES, cancel, &basis.tables) {
        Some(best) => {
            let position = Position {
                tally: Tally::of(game),
                south: best.score_for(Player::South),
                proven: true,
                best: Some(best),
            };
            (position.clone(), Some(position))
        }
        None if cancel.load(Ordering::Relaxed) => return None,
        None => (
            searched(game, &basis.check_budget(), cancel, &basis.tables)?,
            None,
        ),
    };
    let checked = judge_action(&deeper, judged.action, after)?;
    Some((
        Judged {
            deeper: true,
            ..checked
        },
        solved,
    ))
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
    if let Some(solved) = solved(game, SOLVER_NODES, cancel, tables) {
        return Some(Position {
            tally,
            south: solved.score_for(Player::South),
            proven: true,
            best: Some(solved),
        });
    }
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    searched(game, budget, cancel, tables)
}

/// `game`'s position valued by the search within `budget`: never proven (its memory
/// keys positions without their history, so the repetition rule may change what it
/// proves; issue 36). `None` when `cancel` cut it short.
fn searched(
    game: &Game,
    budget: &Budget,
    cancel: &AtomicBool,
    tables: &Tables,
) -> Option<Position> {
    let mut best = ai::judge(game, budget, cancel, tables)?;
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    best.proven = false;
    Some(Position {
        tally: Tally::of(game),
        south: best.score_for(Player::South),
        proven: false,
        best: Some(best),
    })
}

/// The positions of an ending (no more than [`exact::HINT_SEEDS`] seeds or stones)
/// that the judge solves exactly with the game's real history: within this many
/// positions for the value and line, and again for every action's value. A node
/// budget, no clock: the same record gives the same judgement on any machine.
pub const SOLVER_NODES: u64 = 10_000;

/// The exact solver's budget when it confirms a mark the first judgement gave (see
/// [`confirm`]): marks are few, so each gets more.
pub const CONFIRM_SOLVER_NODES: u64 = 50_000;

/// `game`'s position solved exactly (issue 36): the best action, its value and line,
/// and every action's exact value, as the search's [`Analysis`] holds them, proven.
/// Either game: a Tsoro result the solver proves is a win, a loss or a draw, without
/// its length (its words say no number of actions). `None` for a bigger position, or
/// not solved within `nodes` positions.
fn solved(game: &Game, nodes: u64, cancel: &AtomicBool, tables: &Tables) -> Option<Analysis> {
    if game.position().seeds_on_board() > exact::HINT_SEEDS {
        return None;
    }
    let budget = Budget::nodes(nodes);
    let found = exact::solve(game, &budget, cancel, tables).ok()?;
    let scores = exact::action_values(game, &budget, cancel, tables).ok()?;
    Some(Analysis {
        scores,
        ..found.analysis()
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
    // Where captures are sown back nothing is ever captured: no count to lose, only
    // the expected result.
    let cost = if before.tally.counted {
        before_e
            .of_player(mover)
            .saturating_sub(after_e.of_player(mover))
    } else {
        0
    };
    let (result_before, result_after) = (Outcome::of(before_e, mover), Outcome::of(after_e, mover));
    Some(Judged {
        game: best.game,
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
        deeper: false,
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
    /// The number of the action that cost the most (the first is 1, as the text
    /// numbers them), if any cost anything.
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
                worst = Some((j.cost, i + 1));
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
    /// The position before `game`, where the last action judged was played.
    previous: Option<Game>,
    actions: Vec<Action>,
    basis: Basis,
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
    /// Go on judging `actions` from `start` with `basis` where `done` stopped (empty:
    /// from the start).
    pub fn resume(start: &Game, actions: &[Action], basis: Basis, done: Verdicts) -> Judging {
        let mut game = start.clone();
        let mut previous = None;
        let mut stopped = false;
        for &a in &actions[..done.positions.len().min(actions.len())] {
            previous = Some(game.clone());
            if game.apply(a).is_err() {
                stopped = true;
                break;
            }
        }
        Judging {
            game,
            previous,
            actions: actions.to_vec(),
            basis,
            done,
            stopped,
        }
    }

    pub fn new(start: &Game, actions: &[Action], basis: Basis) -> Judging {
        Judging::resume(start, actions, basis, Verdicts::default())
    }

    /// Search the next position.
    pub fn step(&mut self, cancel: &AtomicBool) -> Step {
        let i = self.done.positions.len();
        if self.stopped || i > self.actions.len() {
            return Step::Finished;
        }
        let Some(position) = evaluate(&self.game, &self.basis.budget, cancel, &self.basis.tables)
        else {
            return Step::Cancelled;
        };
        if i > 0 {
            let before = &self.done.positions[i - 1];
            let Some(j) = judge_action(before, self.actions[i - 1], &position) else {
                self.stopped = true;
                return Step::Finished;
            };
            let previous = self.previous.as_ref().expect("the position before is kept");
            let Some((j, solved)) = confirming(j, previous, &position, &self.basis, cancel) else {
                return Step::Cancelled;
            };
            if let Some(solved) = solved {
                self.done.positions[i - 1] = solved;
            }
            self.done.actions.push(j);
        }
        self.done.positions.push(position);
        if let Some(&a) = self.actions.get(i) {
            self.previous = Some(self.game.clone());
            if self.game.apply(a).is_err() {
                self.stopped = true;
            }
        }
        Step::Searched
    }
}

/// Judge a whole game with `basis`; `progress` is told after each position
/// (positions done, of all). Stops early, with what is done, when `cancel` is set.
pub fn judge_game(
    start: &Game,
    actions: &[Action],
    basis: &Basis,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Verdicts {
    let mut judging = Judging::new(start, actions, basis.clone());
    while judging.step(cancel) == Step::Searched {
        progress(judging.done.positions.len(), actions.len() + 1);
    }
    judging.done
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The judge values an ending with the exact solver and the game's history (the
    /// hand-worked 2x4 case of `engine/exact/tests.rs`): South's a1 from `1 0 0 0` /
    /// `3 1 0 3` is worth -8 alone (North's b2 or d2 then takes all 8) and -6 when the
    /// position it leads to has occurred twice (the repetition ends the game: South's
    /// row 1, North's 7). Proven both ways, each action's value the solver's.
    #[test]
    fn an_ending_is_valued_exactly_with_its_history() {
        let rules = mancala_rules::Rules::hoyito(4);
        let p = Game::from_position(
            rules,
            &[vec![1, 0, 0, 0], vec![3, 1, 0, 3]],
            Player::South,
            [0, 0],
        )
        .unwrap();
        let mut reached = Game::from_position(
            rules,
            &[vec![0, 1, 0, 0], vec![3, 1, 0, 3]],
            Player::North,
            [0, 0],
        )
        .unwrap();
        let back = "a2 b1 b2 a1 d2 a1 a2 c1 d2 b1 c2 d1 c2";
        for action in format!("{back} a1 {back}").split(' ') {
            reached.apply(action.parse().unwrap()).unwrap();
        }
        let cancel = AtomicBool::new(false);
        // A budget the search alone could not prove these in, were it asked.
        let budget = Budget::nodes(10);
        let alone = evaluate(&p, &budget, &cancel, &Tables::none()).unwrap();
        assert_eq!((alone.south, alone.proven), (-8, true));
        let after = evaluate(&reached, &budget, &cancel, &Tables::none()).unwrap();
        assert_eq!((after.south, after.proven), (-6, true));
        let a1 = "a1".parse().unwrap();
        assert_eq!(after.best.unwrap().scores, vec![(a1, -6)]);
        // North's turn after a1, alone: b2 and d2 win all 8; the solver gives every
        // action's value, so a2 is judged against them.
        let mut q = p.clone();
        q.apply(a1).unwrap();
        let judged = evaluate(&q, &budget, &cancel, &Tables::none()).unwrap();
        let best = judged.best.unwrap();
        assert_eq!((judged.south, best.proven), (-8, true));
        assert_eq!(best.score_of("b2".parse().unwrap()), Some(8));
        assert_eq!(best.score_of("d2".parse().unwrap()), Some(8));
        assert!(best.score_of("a2".parse().unwrap()).is_some_and(|v| v < 8));
    }

    /// A mark whose claim the exact solver refutes is not shown (issue 36): a first
    /// search that said North's b2 costs 8 seeds against d2, in the 2x4 ending where
    /// both win all 8 (North to move after South's a1 from `1 0 0 0` / `3 1 0 3`), is
    /// confirmed by the solver with the game's history, which takes the mark away, and
    /// the position before is then the solver's, proven.
    #[test]
    fn a_mark_the_solver_refutes_is_taken_away() {
        let rules = mancala_rules::Rules::hoyito(4);
        let mut q = Game::from_position(
            rules,
            &[vec![1, 0, 0, 0], vec![3, 1, 0, 3]],
            Player::South,
            [0, 0],
        )
        .unwrap();
        q.apply("a1".parse().unwrap()).unwrap();
        let (b2, d2) = ("b2".parse().unwrap(), "d2".parse().unwrap());
        let cancel = AtomicBool::new(false);
        let basis = Basis {
            budget: Budget::nodes(10),
            tables: Tables::none(),
        };
        // What a wrong first search would say: d2 best by 8, b2 worth nothing.
        let claimed = Analysis {
            action: d2,
            score: 8,
            proven: false,
            line: vec![d2],
            depth: 1,
            nodes: 1,
            mover: Player::North,
            game: GameKind::HoyitoII,
            scores: vec![(b2, 0), (d2, 8)],
        };
        let before = Position {
            tally: Tally::of(&q),
            south: -8,
            proven: false,
            best: Some(claimed.clone()),
        };
        // b2 ends the game (North takes the 8), but as that search saw it, it did not.
        let after = Position {
            tally: Tally::of(&q),
            south: 0,
            proven: false,
            best: Some(claimed),
        };
        let first = judge_action(&before, b2, &after).unwrap();
        assert!(first.serious(), "{first:?}");
        let (checked, solved) = confirming(first, &q, &after, &basis, &cancel).unwrap();
        assert_eq!(checked.judgement, None, "{checked:?}");
        assert!(checked.proven());
        let solved = solved.expect("the solver solves it");
        assert!(solved.proven);
        assert_eq!(solved.south, -8);
        // The search's values are never called proven, even where it reached every end.
        let searched = searched(&q, &Budget::nodes(100_000), &cancel, &Tables::none()).unwrap();
        assert!(!searched.proven && !searched.best.unwrap().proven);
    }

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
        // No clock: the same judgement on a slow machine.
        assert_eq!(long.budget.millis, None);
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
