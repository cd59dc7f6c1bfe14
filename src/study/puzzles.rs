//! Puzzles: positions where one answer is clearly best, as data (`assets/puzzles/`).
//!
//! A puzzle's answer is one action (a sowing, or a head's continue or stop) or the
//! bonus picks owed after a capture, in any order. It is clearly best when, at each of
//! the collection's two search budgets, every answer action scores at least the
//! collection's margin (in seeds or stones) above every other legal action, each
//! action searched to the same depth by [`crate::engine::ai::judge`]. A puzzle is *proven*
//! when those scores are the result with best play (the search reached the end of
//! every line: positions with few seeds).
//!
//! The collections are mined by `cargo run --release --example mine_puzzles`, whose
//! parameters each file carries; `tests/it/puzzles.rs` searches every puzzle again with
//! [`clear`]. The one reader and the one check are here, for the miner, the test, the
//! puzzle screen and the command line alike.

use crate::engine::ai::{self, Budget, FORCED_BOUND};
use crate::engine::tables::Tables;
use crate::store::record::Record;
use mancala_rules::{Action, Awaiting, CaptureKind, Event, Game, GameKind, Player, parse_action};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

/// The `format` of a puzzle collection file.
pub const FORMAT: &str = "mancala-puzzles";

/// What a puzzle is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Hoyito II: a casa whose backward chain takes more holes.
    Chain,
    /// A capture: one casa (Hoyito II), a column (Tsoro).
    Capture,
    /// The best action captures nothing, or less than another would: it leaves the
    /// opponent no casa (Hoyito II) or no column (Tsoro).
    Defence,
    /// Tsoro: at a head, continue or stop.
    Head,
    /// Tsoro: which holes the bonus picks take.
    Picks,
    /// Few seeds left.
    Endgame,
}

impl Theme {
    pub const ALL: [Theme; 6] = [
        Theme::Chain,
        Theme::Capture,
        Theme::Defence,
        Theme::Head,
        Theme::Picks,
        Theme::Endgame,
    ];

    /// The theme as the puzzle screen names it, in the language spoken.
    pub fn title(self, game: GameKind) -> String {
        crate::t!(match (self, game) {
            (Theme::Chain, _) => "puzzle-theme-chain",
            (Theme::Capture, GameKind::HoyitoII) => "puzzle-theme-take-casa",
            (Theme::Capture, GameKind::Tsoro) => "puzzle-theme-capture-column",
            (Theme::Defence, GameKind::HoyitoII) => "puzzle-theme-keep-casa",
            (Theme::Defence, GameKind::Tsoro) => "puzzle-theme-keep-column",
            (Theme::Head, _) => "puzzle-theme-head",
            (Theme::Picks, _) => "puzzle-theme-picks",
            (Theme::Endgame, _) => "puzzle-theme-endgame",
        })
    }

    /// The theme's name in the data.
    pub fn key(self) -> &'static str {
        match self {
            Theme::Chain => "chain",
            Theme::Capture => "capture",
            Theme::Defence => "defence",
            Theme::Head => "head",
            Theme::Picks => "picks",
            Theme::Endgame => "endgame",
        }
    }
}

/// How a collection was made: the miner's parameters, and what it refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MadeBy {
    /// The command that wrote the file.
    pub command: String,
    /// The seed of the self-play games.
    pub seed: u64,
    /// The two node budgets every puzzle is clear at, smaller first.
    pub budgets: [u64; 2],
    /// The least difference, in seeds or stones, between the answer and any other action.
    pub margin: i32,
    /// How puzzles are graded: difficulty 1 when the action capturing most at once (the
    /// only one) is the answer; else 2 when a search of the first of these node budgets
    /// finds it, and so on; two more than their number when only the collection's
    /// budgets find it.
    pub grades: Vec<u64>,
    /// Self-play games mined, and positions with a choice looked at.
    pub games: usize,
    pub positions: usize,
    /// Positions refused, by reason.
    pub refused: BTreeMap<String, usize>,
}

/// One puzzle as written in its collection.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Unique in its collection, such as `hoyito-017`: the key of the solver's progress.
    pub id: String,
    pub theme: Theme,
    /// 1 (the biggest capture now) upwards (see [`MadeBy::grades`]).
    pub difficulty: u8,
    /// A game record: the rules, the set-up position at the start of the turn, and any
    /// actions of the turn before the puzzle (the sowing that reached a head, the capture
    /// before the picks).
    pub record: serde_json::Value,
    /// The answer, in record notation: one action, or the picks (in any order).
    pub answer: Vec<String>,
    /// Whether the scores are the result with best play.
    pub proven: bool,
    /// Every legal action's score for the player to move at the larger budget, at each
    /// step of the answer (the answer's earlier actions played): what a try costs.
    pub scores: Vec<BTreeMap<String, i32>>,
}

/// A collection: one game's puzzles and how they were made.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Collection {
    pub format: String,
    pub version: u32,
    /// `hoyito-ii` or `tsoro`.
    pub game: String,
    pub made_by: MadeBy,
    pub puzzles: Vec<Puzzle>,
}

const HOYITO: &str = include_str!("../../assets/puzzles/hoyito.json");
const TSORO: &str = include_str!("../../assets/puzzles/tsoro.json");

/// A game's built-in collection (checked by tests/it/puzzles.rs), read once per run: the
/// Learn question counts it on every frame it is drawn, and a puzzle screen keeps it.
pub fn collection(game: GameKind) -> &'static Collection {
    static READ: [std::sync::OnceLock<Collection>; 2] =
        [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
    let (slot, text) = match game {
        GameKind::HoyitoII => (&READ[0], HOYITO),
        GameKind::Tsoro => (&READ[1], TSORO),
    };
    slot.get_or_init(|| serde_json::from_str(text).expect("built-in puzzles are checked by tests"))
}

/// The scores of every legal action at one step, for the player to move, searched to
/// one depth; and whether they are proven.
#[derive(Clone, Debug)]
pub struct StepScores {
    pub scores: Vec<(Action, i32)>,
    pub proven: bool,
}

/// How clearly an answer is best at one budget: at each step, the worst answer action's
/// score less the best other action's.
#[derive(Clone, Debug)]
pub struct Clear {
    pub steps: Vec<StepScores>,
    /// The smallest lead over the second best, across the steps.
    pub lead: i32,
    /// Whether an action outside the answer wins by force too, at some step (then a
    /// puzzle could not say that only the answer does).
    pub other_wins: bool,
    pub proven: bool,
}

/// Whether `answer` is one action or a set of picks, and its actions.
pub fn answer_actions(answer: &[String]) -> Result<Vec<Action>, String> {
    answer
        .iter()
        .map(|a| parse_action(a).map_err(|e| e.to_string()))
        .collect()
}

/// Search `game` with `budget` and `tables` and score `answer` against the other actions at each of
/// its steps. An answer of picks is a set: at each step any pick of it not yet made is
/// accepted, and every pick outside it must score `lead` less. The steps end when the
/// answer is made or the player stops owing picks (the rest being taken on their own).
pub fn clear(
    game: &Game,
    answer: &[Action],
    budget: Budget,
    tables: &Tables,
) -> Result<Clear, String> {
    let cancel = AtomicBool::new(false);
    let mut game = game.clone();
    let mut left: Vec<Action> = answer.to_vec();
    let mut steps = Vec::new();
    let mut lead = i32::MAX;
    let mut proven = true;
    let mut other_wins = false;
    let mover = game.position().to_move().ok_or("the game is over")?;
    while let Some(&next) = left.first() {
        if game.position().to_move() != Some(mover) {
            return Err(format!("{next} comes after the player's turn ended"));
        }
        let found = ai::judge(&game, &budget, &cancel, tables).ok_or("the search found nothing")?;
        let scores = found.scores.clone();
        let of = |a: Action| scores.iter().find(|(b, _)| *b == a).map(|&(_, v)| v);
        let mut worst_answer = i32::MAX;
        for &a in &left {
            match of(a) {
                Some(v) => worst_answer = worst_answer.min(v),
                None if game.position().awaiting() == Some(Awaiting::Bonus) => {}
                None => return Err(format!("{a} is not legal here")),
            }
        }
        if worst_answer == i32::MAX {
            return Err("no answer action is legal".into());
        }
        let best_other = scores
            .iter()
            .filter(|(a, _)| !left.contains(a))
            .map(|&(_, v)| v)
            .max();
        let Some(best_other) = best_other else {
            return Err("no other action to compare with".into());
        };
        lead = lead.min(worst_answer - best_other);
        other_wins |= best_other > FORCED_BOUND;
        proven &= found.proven;
        steps.push(StepScores {
            scores,
            proven: found.proven,
        });
        // The answer's actions in order (any order of picks gives the same position).
        let a = left.remove(0);
        game.apply(a).map_err(|e| e.to_string())?;
        if game.position().awaiting() != Some(Awaiting::Bonus)
            || game.position().to_move() != Some(mover)
        {
            left.clear();
        }
    }
    Ok(Clear {
        steps,
        lead,
        other_wins,
        proven,
    })
}

impl Puzzle {
    /// The puzzle's position: its record replayed.
    pub fn game(&self) -> Result<Game, String> {
        self.start_record()?.replay().map_err(|e| e.to_string())
    }

    pub fn start_record(&self) -> Result<Record, String> {
        Record::parse(&self.record.to_string()).map_err(|e| format!("{}: {e}", self.id))
    }

    pub fn answer_actions(&self) -> Result<Vec<Action>, String> {
        answer_actions(&self.answer).map_err(|e| format!("{}: {e}", self.id))
    }

    /// Whether the answer is a set of bonus picks.
    pub fn is_picks(&self) -> bool {
        self.theme == Theme::Picks
    }

    /// Whether the answer wins by force (and, as the miner and the test check, no other
    /// action does).
    fn wins_by_force(&self) -> bool {
        self.best_score(0).is_some_and(|v| v > FORCED_BOUND)
    }

    /// Why the answer is best, as a clause: "no other action wins by force", "every
    /// other action is expected to end at least 8 seeds worse for South".
    pub(crate) fn why_best(&self, kind: GameKind, mover: Player, made_by: &MadeBy) -> String {
        let (worse, forced) = match self.answer.first().and_then(|a| parse_action(a).ok()) {
            Some(Action::Continue) | Some(Action::Stop) => {
                ("puzzle-worse-answer", "puzzle-forced-answer")
            }
            Some(Action::Pick(_)) => ("puzzle-worse-pick", "puzzle-forced-pick"),
            _ => ("puzzle-worse-action", "puzzle-forced-action"),
        };
        if self.wins_by_force() {
            return crate::t!(forced);
        }
        crate::t!(
            worse,
            amount = crate::words::position::amount(kind, made_by.margin as u16),
            player = crate::words::position::side_name(mover)
        )
    }

    /// The task in words, true of the engine's search: what to find, and by how much it
    /// is better than anything else.
    pub fn task(&self, game: &Game, made_by: &MadeBy) -> String {
        let kind = game.position().rules().game;
        let mover = game.position().current_player();
        let how = if self.proven {
            crate::t!("puzzle-how-proven")
        } else {
            crate::t!(
                "puzzle-how-searched",
                small = thousands(made_by.budgets[0]),
                large = thousands(made_by.budgets[1])
            )
        };
        let goal = if self.wins_by_force() {
            crate::t!("puzzle-goal-forced")
        } else {
            crate::t!("puzzle-goal-best")
        };
        let why = self.why_best(kind, mover, made_by);
        let player = crate::words::position::side_name(mover);
        match game.position().awaiting() {
            Some(Awaiting::Head) => crate::t!(
                "puzzle-task-head",
                player = player,
                hole = game
                    .position()
                    .pending_head()
                    .map_or(String::new(), |h| h.to_string()),
                goal = goal,
                why = why,
                how = how
            ),
            Some(Awaiting::Bonus) => crate::t!(
                "puzzle-task-picks",
                player = player,
                count = self.answer.len(),
                goal = goal,
                why = why,
                how = how
            ),
            _ => crate::t!(
                "puzzle-task-sow",
                player = player,
                goal = goal,
                why = why,
                how = how
            ),
        }
    }

    /// The score of `action` for the player to move at answer step `step`, at the
    /// collection's larger budget.
    pub fn score(&self, step: usize, action: Action) -> Option<i32> {
        self.scores.get(step)?.get(&action.to_string()).copied()
    }

    /// The best score at answer step `step`.
    pub fn best_score(&self, step: usize) -> Option<i32> {
        self.scores.get(step)?.values().copied().max()
    }
}

/// A number with thousands separated: 20,000.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Where the engine expects a score of the player to move to leave them: "South wins
/// by force", "South ends 8 seeds ahead", "the game ends even".
pub fn standing(kind: GameKind, mover: Player, score: i32) -> String {
    let amount = crate::words::position::amount(kind, score.unsigned_abs() as u16);
    let player = crate::words::position::side_name(mover);
    if score > FORCED_BOUND {
        crate::t!("standing-wins", player = player)
    } else if score < -FORCED_BOUND {
        crate::t!("standing-loses", player = player)
    } else if score > 0 {
        crate::t!("standing-ahead", player = player, amount = amount)
    } else if score < 0 {
        crate::t!("standing-behind", player = player, amount = amount)
    } else {
        crate::t!("standing-even")
    }
}

/// What a wrong try costs, in words: "c1 is 12 seeds worse than the best: after it the
/// engine expects that South ends 4 seeds behind, after the best that South ends 8
/// seeds ahead." `shown` is the try as the screen writes it; `best` and `score` are the
/// player to move's scores.
pub fn cost_words(kind: GameKind, mover: Player, shown: &str, best: i32, score: i32) -> String {
    let (tried, best_words) = (standing(kind, mover, score), standing(kind, mover, best));
    if best > FORCED_BOUND || score < -FORCED_BOUND {
        return crate::t!(
            "cost-not-the-answer",
            action = shown,
            tried = tried,
            best = best_words
        );
    }
    crate::t!(
        "cost-worse",
        action = shown,
        amount = crate::words::position::amount(kind, (best - score).unsigned_abs() as u16),
        tried = tried,
        best = best_words
    )
}

/// The theme of an answer, from what the engine says it does: `events` are the answer's
/// (one list per action), `before` the puzzle's position. `endgame_seeds`: at most this
/// many seeds on the board makes an endgame.
pub fn theme_of(before: &Game, answer: &[Action], events: &[Vec<Event>], most_taken: u16) -> Theme {
    let kind = before.position().rules().game;
    let mover = before.position().current_player();
    let endgame = match kind {
        GameKind::HoyitoII => 16,
        GameKind::Tsoro => before.position().rules().holes_per_row as u16 * 2,
    };
    match answer.first() {
        Some(Action::Continue) | Some(Action::Stop) => return Theme::Head,
        Some(Action::Pick(_)) => return Theme::Picks,
        _ => {}
    }
    if before.position().seeds_on_board() <= endgame {
        return Theme::Endgame;
    }
    let mut taken = 0;
    let mut chain = false;
    for e in events.iter().flatten() {
        if let Event::Captured {
            by,
            kind,
            holes,
            seeds,
        } = e
            && *by == mover
        {
            taken += seeds;
            chain |= *kind == CaptureKind::Casa && holes.len() >= 2;
        }
    }
    if taken == 0 || taken < most_taken {
        Theme::Defence
    } else if chain {
        Theme::Chain
    } else {
        Theme::Capture
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(20_000), "20,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}
