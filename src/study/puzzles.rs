//! Puzzles: positions where one answer is the unique best, or, in a won position, a
//! win to find, as data (`assets/puzzles/`).
//!
//! A puzzle's answer is one action (a sowing, or a head's continue or stop) or the
//! bonus picks owed after a capture, in any order. What a puzzle claims is checked by
//! one standard, [`examine`]: where the seeds are few, every action's value is proven
//! where it can be ([`prove`]: the exact solver with the puzzle's history and the
//! repetition rule, reading the endgame tables); elsewhere, or where the solver does
//! not finish within the collection's budget, at each of the collection's two search
//! budgets (the mining budget and ten times it), every answer
//! action scores at least the collection's margin (in seeds or stones) above every
//! other legal action, each action searched to the same depth by
//! [`crate::engine::ai::judge`], and no other action wins by force. Where the answer
//! wins by force, every winning action is accepted and every other must be shown to
//! lose by force. The theme must explain the answer ([`theme_of`]).
//!
//! The collections are mined by `cargo run --release --example mine_puzzles`, whose
//! parameters each file carries; `tests/it/puzzles.rs` searches every puzzle again by
//! the quick standard, `cargo run --release --example check_puzzles` by the full one
//! ([`verify`]). The one reader and the one check are here, for the miner, the test,
//! the puzzle screen and the command line alike.

use crate::engine::ai::{self, Budget, FORCED_BOUND};
use crate::engine::exact;
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
    /// Hoyito II: the biggest capture at once, a casa whose backward chain takes more
    /// holes.
    Chain,
    /// The biggest capture at once (more than any other action's): one casa (Hoyito
    /// II), a column (Tsoro).
    Capture,
    /// The best action captures less than another would, and leaves the opponent less
    /// to take at once than every other action: no casa (Hoyito II) or no column
    /// (Tsoro), or a smaller one.
    Defence,
    /// Tsoro: at a head, continue or stop.
    Head,
    /// Tsoro: which holes the bonus picks take.
    Picks,
    /// Few seeds left: the answer is proven where the exact solver finishes.
    Endgame,
    /// A win to find: any action that wins by force.
    Win,
}

impl Theme {
    pub const ALL: [Theme; 7] = [
        Theme::Chain,
        Theme::Capture,
        Theme::Defence,
        Theme::Head,
        Theme::Picks,
        Theme::Endgame,
        Theme::Win,
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
            (Theme::Win, _) => "puzzle-theme-win",
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
            Theme::Win => "win",
        }
    }
}

/// What a puzzle asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// The one best answer: every other action ends at least the collection's margin
    /// worse, and none wins by force.
    #[default]
    Best,
    /// A win: the answer wins by force, every action that wins too is accepted
    /// ([`Puzzle::also`]), and every other action loses by force.
    Win,
}

/// How a collection was made: the miner's parameters, and what it refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MadeBy {
    /// The command that wrote the file.
    pub command: String,
    /// The seed of the self-play games.
    pub seed: u64,
    /// The two node budgets every puzzle that is not proven is clear at, smaller first:
    /// the mining budget and at least ten times it.
    pub budgets: [u64; 2],
    /// The least difference, in seeds or stones, between the answer and any other action.
    pub margin: i32,
    /// Positions with at most this many seeds (or stones) on the board are proven where
    /// the exact solver finishes: every action's exact value, with the puzzle's history.
    pub proof_seeds: u16,
    /// The most positions the exact solver may visit for a proof.
    pub proof_nodes: u64,
    /// Hoyito II: the endgame tables the proofs read, every layer up to this many seeds
    /// (`mancala tables build --seeds N` builds them); 0 for none.
    pub table_seeds: usize,
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
    /// How long the mining took, in whole seconds.
    pub seconds: u64,
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
    #[serde(default)]
    pub goal: Goal,
    /// The answer, in record notation: one action, or the picks (in any order).
    pub answer: Vec<String>,
    /// A [`Goal::Win`] puzzle's other winning actions, each accepted as the answer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
    /// Whether the scores are the result with best play.
    pub proven: bool,
    /// Every legal action's score for the player to move at the larger budget (or
    /// proven), at each step of the answer (the answer's earlier actions played): what a
    /// try costs.
    pub scores: Vec<BTreeMap<String, i32>>,
    /// At each step, every legal action's expected line from the same search: the action,
    /// then best play after it through the opponent's reply. What a try leads to.
    pub lines: Vec<BTreeMap<String, Vec<String>>>,
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

/// Whether `answer` is one action or a set of picks, and its actions.
pub fn answer_actions(answer: &[String]) -> Result<Vec<Action>, String> {
    answer
        .iter()
        .map(|a| parse_action(a).map_err(|e| e.to_string()))
        .collect()
}

/// Every legal action's exact value for the player to move, where the exact solver
/// ([`crate::engine::exact`]), with the game's real history (the puzzle's record) and
/// the repetition rule, solves them all within `nodes` positions, reading `tables`;
/// `None` where it does not. The one place a puzzle's proof comes from. Hoyito II
/// values are the final margin in seeds, as [`ai::judge`] scores it; Tsoro's are a win
/// ([`ai::WIN`]), a loss or a draw (0), without their length.
pub fn prove(game: &Game, tables: &Tables, nodes: u64) -> Option<Vec<(Action, i32)>> {
    exact::action_values(game, &Budget::nodes(nodes), &AtomicBool::new(false), tables).ok()
}

/// Why [`examine`] found no proof where the seeds are few: the search then judges the
/// puzzle instead, and it is not proven.
const NO_PROOF: &str = "few seeds, and no proof within";

/// The standard a puzzle is held to (see [`examine`]): the collection's budgets,
/// margin and proofs, and the tables the proofs read.
#[derive(Clone)]
pub struct Standard {
    /// The budgets searched, smaller first: both of the collection's for the full
    /// check, the smaller alone for the quick one.
    pub budgets: Vec<u64>,
    pub margin: i32,
    pub proof_seeds: u16,
    pub proof_nodes: u64,
    pub tables: Tables,
    /// The full standard: in a won position every other action shown to lose by force
    /// at the larger budget, and every action's line found (what a try leads to), as the
    /// file keeps them. The quick one checks the rest.
    pub full: bool,
}

impl Standard {
    /// The full standard of a collection, the proofs reading `tables`.
    pub fn full(made_by: &MadeBy, tables: Tables) -> Standard {
        Standard {
            budgets: made_by.budgets.to_vec(),
            margin: made_by.margin,
            proof_seeds: made_by.proof_seeds,
            proof_nodes: made_by.proof_nodes,
            tables,
            full: true,
        }
    }

    /// The quick standard: the smaller budget alone, proofs with `tables` (the small
    /// ones a test can build) within `proof_nodes`, no lines.
    pub fn quick(made_by: &MadeBy, tables: Tables, proof_nodes: u64) -> Standard {
        Standard {
            budgets: vec![made_by.budgets[0]],
            margin: made_by.margin,
            proof_seeds: made_by.proof_seeds,
            proof_nodes,
            tables,
            full: false,
        }
    }
}

/// What [`examine`] found: the puzzle as a collection keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Examined {
    pub goal: Goal,
    /// Other actions that win by force too ([`Goal::Win`]).
    pub also: Vec<Action>,
    pub proven: bool,
    /// At each step, every action's score at the largest budget searched (or proven).
    pub scores: Vec<Vec<(Action, i32)>>,
    /// The smallest lead of the answer over any other action, at each budget searched
    /// (over any action that does not win, for [`Goal::Win`]).
    pub leads: Vec<i32>,
    /// At each step, every action's line (empty but for the full standard).
    pub lines: Vec<Vec<(Action, Vec<Action>)>>,
}

/// Whether `answer` (one action, or a set of bonus picks) is a true puzzle in `game` by
/// `standard`, and what a collection keeps of it; why not, in a few words, otherwise.
///
/// Where the seeds are few (at most [`Standard::proof_seeds`]) every action's value is
/// proven where the exact solver finishes ([`prove`], with the standard's tables); a
/// puzzle whose claim it refutes is no puzzle. Elsewhere, or where it does not finish,
/// the answer must be clearly best at each of the standard's budgets, searched without
/// tables, and the puzzle is not proven. Best means: every answer action scores at
/// least the margin above
/// every other action, and no other action wins by force. Where the answer wins by
/// force, the goal is a win instead: every action that wins is accepted, and every other
/// must be shown to lose by force, or the position is no puzzle. An answer of picks is a
/// set: at each step any pick of it not yet made is accepted; the steps end when the
/// answer is made or the player stops owing picks.
pub fn examine(game: &Game, answer: &[Action], standard: &Standard) -> Result<Examined, String> {
    let few = game.position().seeds_on_board() <= standard.proof_seeds;
    match examine_as(game, answer, standard, few) {
        // Not solved within the budget: the searches judge it, and it is not proven.
        Err(e) if few && e.starts_with(NO_PROOF) => examine_as(game, answer, standard, false),
        found => found,
    }
}

/// [`examine`], every action's value proven by the exact solver (`few`) or searched at
/// the standard's budgets.
fn examine_as(
    game: &Game,
    answer: &[Action],
    standard: &Standard,
    few: bool,
) -> Result<Examined, String> {
    let cancel = AtomicBool::new(false);
    let mut game = game.clone();
    let mut left: Vec<Action> = answer.to_vec();
    let mover = game.position().to_move().ok_or("the game is over")?;
    let mut out = Examined {
        goal: Goal::Best,
        also: Vec::new(),
        proven: few,
        scores: Vec::new(),
        leads: vec![i32::MAX; if few { 1 } else { standard.budgets.len() }],
        lines: Vec::new(),
    };
    let mut step = 0;
    while let Some(&next) = left.first() {
        if game.position().to_move() != Some(mover) {
            return Err(format!("{next} comes after the player's turn ended"));
        }
        let picking = game.position().awaiting() == Some(Awaiting::Bonus);
        // The scores at each budget, the largest last; or the proof.
        let searched: Vec<Vec<(Action, i32)>> = if few {
            vec![
                prove(&game, &standard.tables, standard.proof_nodes)
                    .ok_or_else(|| format!("{NO_PROOF} {} positions", standard.proof_nodes))?,
            ]
        } else {
            // Searched without the tables, so that the budgets' verdicts are the same
            // wherever they are checked (the suite builds no big tables).
            let mut all = Vec::new();
            for &nodes in &standard.budgets {
                let found = ai::judge(&game, &Budget::nodes(nodes), &cancel, &Tables::none())
                    .ok_or("the search found nothing")?;
                all.push(found.scores);
            }
            all
        };
        let last = searched.len() - 1;
        for (k, scores) in searched.iter().enumerate() {
            let of = |a: Action| scores.iter().find(|(b, _)| *b == a).map(|&(_, v)| v);
            let mut worst_answer = i32::MAX;
            for &a in &left {
                match of(a) {
                    Some(v) => worst_answer = worst_answer.min(v),
                    None if picking => {}
                    None => return Err(format!("{a} is not legal here")),
                }
            }
            if worst_answer == i32::MAX {
                return Err("no answer action is legal".into());
            }
            if worst_answer < -FORCED_BOUND {
                return Err("every action loses by force".into());
            }
            let others: Vec<(Action, i32)> = scores
                .iter()
                .copied()
                .filter(|(a, _)| !left.contains(a))
                .collect();
            if others.is_empty() {
                return Err("no other action to compare with".into());
            }
            let winners: Vec<Action> = others
                .iter()
                .filter(|&&(_, v)| v > FORCED_BOUND)
                .map(|&(a, _)| a)
                .collect();
            if worst_answer > FORCED_BOUND {
                if picking && !winners.is_empty() {
                    return Err("another pick wins by force too".into());
                }
                if step == 0 && !picking {
                    out.goal = Goal::Win;
                }
                for a in winners {
                    if !out.also.contains(&a) {
                        out.also.push(a);
                    }
                }
            } else if !winners.is_empty() {
                return Err("another action wins by force".into());
            }
            // Past the winners, the rest: shown to lose by force in a won position,
            // else at least the margin below the answer.
            let rest = others
                .iter()
                .filter(|(a, _)| !out.also.contains(a))
                .map(|&(_, v)| v)
                .max();
            let Some(rest) = rest else {
                return Err("every action wins by force".into());
            };
            if worst_answer > FORCED_BOUND && k == last && standard.full && rest >= -FORCED_BOUND {
                return Err("another action may win too: no loss shown after it".into());
            }
            let lead = worst_answer - rest;
            if lead < standard.margin {
                return Err(format!(
                    "the best is not clear at {} (within the margin)",
                    if few {
                        "the proof".to_string()
                    } else {
                        format!("{} positions", standard.budgets[k])
                    }
                ));
            }
            out.leads[k] = out.leads[k].min(lead);
        }
        if standard.full {
            let (nodes, tables) = if few {
                (standard.proof_nodes, standard.tables.clone())
            } else {
                (standard.budgets[last], Tables::none())
            };
            out.lines
                .push(lines_after(&game, &searched[last], nodes, &tables));
        }
        out.scores.push(searched[last].clone());
        // The answer's actions in order (any order of picks gives the same position).
        let a = left.remove(0);
        game.apply(a).map_err(|e| e.to_string())?;
        step += 1;
        if game.position().awaiting() != Some(Awaiting::Bonus)
            || game.position().to_move() != Some(mover)
        {
            left.clear();
        }
    }
    if out.goal == Goal::Win && out.also.iter().any(|a| answer.contains(a)) {
        return Err("the answer is counted twice".into());
    }
    if out.goal == Goal::Best && !out.also.is_empty() {
        return Err("another action wins by force".into());
    }
    Ok(out)
}

impl Examined {
    /// The scores as a collection keeps them.
    pub fn kept_scores(&self) -> Vec<BTreeMap<String, i32>> {
        self.scores
            .iter()
            .map(|s| s.iter().map(|(a, v)| (a.to_string(), *v)).collect())
            .collect()
    }

    /// The lines as a collection keeps them.
    pub fn kept_lines(&self) -> Vec<BTreeMap<String, Vec<String>>> {
        self.lines
            .iter()
            .map(|step| {
                step.iter()
                    .map(|(a, line)| (a.to_string(), line.iter().map(Action::to_string).collect()))
                    .collect()
            })
            .collect()
    }
}

/// Search `puzzle` again by `standard` and compare with what its collection keeps: its
/// goal, its other wins, whether it is proven, its theme and, by the full standard,
/// its scores and lines; what differs, in words.
pub fn verify(puzzle: &Puzzle, made_by: &MadeBy, standard: &Standard) -> Result<(), String> {
    let id = &puzzle.id;
    let game = puzzle.game()?;
    let answer = puzzle.answer_actions()?;
    // A proven puzzle is held to a proof: the searches do not stand in for one.
    let found = if puzzle.proven && game.position().seeds_on_board() <= standard.proof_seeds {
        examine_as(&game, &answer, standard, true)
    } else {
        examine(&game, &answer, standard)
    }
    .map_err(|e| format!("{id}: {e}"))?;
    let differs = |what: &str| Err(format!("{id}: the {what} differs from the file's"));
    // (A win the larger budget finds, the smaller may not: the quick standard then holds
    // the answer to the best's.)
    let win_unseen = !standard.full && puzzle.goal == Goal::Win && found.goal == Goal::Best;
    if found.goal != puzzle.goal && !win_unseen {
        return differs("goal");
    }
    if found.proven != puzzle.proven {
        return differs("proof");
    }
    let also: Vec<String> = found.also.iter().map(Action::to_string).collect();
    let kept_also = |a: &String| puzzle.also.contains(a);
    if !also.iter().all(kept_also) || (standard.full && also.len() != puzzle.also.len()) {
        return differs("set of other wins");
    }
    if standard.full {
        if found.kept_scores() != puzzle.scores {
            return differs("scores");
        }
        if found.kept_lines() != puzzle.lines {
            return differs("lines");
        }
    }
    // The theme from the file's lines (which the full check compares with a search).
    let lines: Vec<(Action, Vec<Action>)> = puzzle
        .lines
        .first()
        .map(|step| {
            step.iter()
                .filter_map(|(a, l)| Some((parse_action(a).ok()?, answer_actions(l).ok()?)))
                .collect()
        })
        .unwrap_or_default();
    if theme_of(&game, &answer, puzzle.goal, &lines, made_by.proof_seeds) != Some(puzzle.theme) {
        return differs("theme");
    }
    Ok(())
}

/// The most actions a line keeps: a turn of a few actions and the opponent's reply.
const LINE_ACTIONS: usize = 10;

/// Each action of `scores` in `game` with what follows it: the search of `nodes`
/// positions after it, cut after the opponent's first turn.
fn lines_after(
    game: &Game,
    scores: &[(Action, i32)],
    nodes: u64,
    tables: &Tables,
) -> Vec<(Action, Vec<Action>)> {
    let cancel = AtomicBool::new(false);
    let mover = game.position().current_player();
    scores
        .iter()
        .map(|&(action, _)| {
            let mut after = game.clone();
            let mut line = vec![action];
            if after.apply(action).is_ok()
                && let Some(found) = ai::analyse(&after, &Budget::nodes(nodes), &cancel, tables)
            {
                // Through the opponent's turn: stop when the mover is to play again after it.
                let mut replied = false;
                for a in found.line {
                    let Some(now) = after.position().to_move() else {
                        break;
                    };
                    if now != mover {
                        replied = true;
                    } else if replied || line.len() >= LINE_ACTIONS {
                        break;
                    }
                    if after.apply(a).is_err() {
                        break;
                    }
                    line.push(a);
                }
            }
            (action, line)
        })
        .collect()
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

    /// Whether the answer wins by force (and, as [`examine`] checks, every other action
    /// but those of [`Puzzle::also`] loses by force).
    fn wins_by_force(&self) -> bool {
        self.best_score(0).is_some_and(|v| v > FORCED_BOUND)
    }

    /// Whether `action` is right at answer step `step` when the answer's actions in
    /// `played` are made: one of the answer's not yet made, or another win.
    pub fn accepts(&self, step: usize, played: &[Action], action: Action) -> bool {
        let answer = self.answer_actions().unwrap_or_default();
        (answer.contains(&action) && !played.contains(&action))
            || (step == 0 && self.also.iter().any(|a| *a == action.to_string()))
    }

    /// The line a try of `action` at answer step `step` leads to, as the collection
    /// keeps it: the try, then best play through the opponent's reply.
    pub fn line(&self, step: usize, action: Action) -> Option<Vec<Action>> {
        let line = self.lines.get(step)?.get(&action.to_string())?;
        answer_actions(line).ok()
    }

    /// Why the answer is best, as a clause: "every other action loses by force",
    /// "every other action is expected to end at least 8 seeds worse for South".
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
            _ if self.goal == Goal::Win => crate::t!(
                "puzzle-task-win",
                player = player,
                count = self.also.len() + 1,
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

/// A number with thousands separated in English: 20,000. Spanish writes every number
/// one way, its digits alone (20000), as the command line takes them: a comma or a
/// point between thousands reads as decimals in one country or another
/// (docs/glossary.md).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    if crate::words::i18n::current() == crate::words::i18n::Lang::Es {
        return digits;
    }
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

/// What each legal action captures at once for the player to move.
pub fn takes(game: &Game) -> Vec<(Action, u16)> {
    let mover = game.position().current_player();
    game.position()
        .legal_actions()
        .into_iter()
        .map(|a| {
            let mut g = game.clone();
            let before = g.position().captured(mover);
            (
                a,
                g.apply(a)
                    .map_or(0, |()| g.position().captured(mover) - before),
            )
        })
        .collect()
}

/// The most the player to move captures with one action here.
pub fn most_taken(game: &Game) -> u16 {
    takes(game).into_iter().map(|(_, n)| n).max().unwrap_or(0)
}

/// What the opponent may take at once where `line` (from `game`, the try first) first
/// hands them the turn: the most one action of theirs captures there; 0 when the line
/// ends the game first or never hands them the turn.
fn exposure(game: &Game, line: &[Action]) -> u16 {
    let mover = game.position().current_player();
    let mut g = game.clone();
    for &a in line {
        if g.apply(a).is_err() {
            break;
        }
        match g.position().to_move() {
            None => return 0,
            Some(p) if p != mover => return most_taken(&g),
            _ => {}
        }
    }
    0
}

/// The theme that explains a puzzle's answer, from what the engine says each action
/// does; `None` when no theme does (the puzzle is then refused). `lines` are every
/// action's line at the first step ([`Examined::lines`]), `proof_seeds` the most
/// seeds of a proven (endgame) puzzle.
///
/// A head or a bonus pick is its own theme; a position of few seeds is an endgame
/// (proven); a win to find is a win. Otherwise the answer must be told apart by what
/// it does at once: it captures more than every other action (a capture, or a chain of
/// casas), or, capturing less, it leaves the opponent less to take at once, where its
/// line hands them the turn, than every other action's line does (a defence).
pub fn theme_of(
    before: &Game,
    answer: &[Action],
    goal: Goal,
    lines: &[(Action, Vec<Action>)],
    proof_seeds: u16,
) -> Option<Theme> {
    let mover = before.position().current_player();
    match answer.first() {
        Some(Action::Continue) | Some(Action::Stop) => return Some(Theme::Head),
        Some(Action::Pick(_)) => return Some(Theme::Picks),
        _ => {}
    }
    if before.position().seeds_on_board() <= proof_seeds {
        return Some(Theme::Endgame);
    }
    if goal == Goal::Win {
        return Some(Theme::Win);
    }
    let &[action] = answer else {
        return None;
    };
    let takes = takes(before);
    let taken = takes.iter().find(|t| t.0 == action)?.1;
    let others = || takes.iter().filter(|t| t.0 != action);
    if taken > 0 && others().all(|t| t.1 < taken) {
        let mut g = before.clone();
        let events = g.apply_reported(action).ok()?;
        let chain = events.iter().any(|e| {
            matches!(e, Event::Captured { by, kind, holes, .. }
                if *by == mover && *kind == CaptureKind::Casa && holes.len() >= 2)
        });
        return Some(if chain { Theme::Chain } else { Theme::Capture });
    }
    let line_of = |a: Action| lines.iter().find(|l| l.0 == a).map(|l| l.1.as_slice());
    let kept = exposure(before, line_of(action)?);
    let mut others_exposed = others().map(|t| line_of(t.0).map(|l| exposure(before, l)));
    others_exposed
        .all(|e| e.is_some_and(|e| e > kept))
        .then_some(Theme::Defence)
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
