//! What `mancala hint` and `mancala analyse` print: the computer's advice on a record.
//!
//! The searching is done by [`crate::ai`]; this module only turns its results into
//! text and JSON.

use crate::ai::{self, Analysis, Review};
use crate::position::{amount, counted};
use crate::record::Record;
use crate::record::shown_path;
use crate::rules::{Action, Game, GameKind, Player};
use crate::verdict::{self, Expected, Tally, Viewer};
use serde::Serialize;

/// `mancala hint`: the action alone on the first line (record notation), then the
/// action in words, the evaluation and the expected line. `labels`: South's and
/// North's, as [`Record::side_label`] names them; `game`: the position searched.
pub fn hint_text(analysis: &Analysis, labels: &[String; 2], game: &Game) -> String {
    let plural = |n: u64| if n == 1 { "" } else { "s" };
    format!(
        "{}\n{} to play: {}\nevaluation: {} ({} action{} ahead, {} position{})\nexpected: {}\n",
        analysis.action,
        labels[analysis.mover.index()],
        crate::position::action_words(game, analysis.action),
        evaluation_words(analysis, game, labels),
        analysis.depth,
        plural(analysis.depth.into()),
        analysis.nodes,
        plural(analysis.nodes),
        line_text(&analysis.line)
    )
}

/// The evaluation for the player to move, named by `labels` (South's and North's):
/// "South is expected to lose about 12 to 36 seeds" (see [`verdict::words`]).
fn evaluation_words(analysis: &Analysis, game: &Game, labels: &[String; 2]) -> String {
    let tally = Tally::of(game);
    let south = analysis.score_for(Player::South);
    // Told to whoever asked, about the side to move: named, not "you".
    verdict::words(
        analysis.game,
        tally,
        south,
        analysis.proven,
        Viewer::Side(analysis.mover),
        labels,
    )
}

/// Where a hint's answer comes from, as `hint --json` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The endgame tables: proven.
    Tables,
    /// The computer's search.
    Search,
}

impl Source {
    fn key(self) -> &'static str {
        match self {
            Source::Tables => "tables",
            Source::Search => "search",
        }
    }
}

/// A proven answer of the endgame tables as an analysis: its score is the final
/// difference of captures (those already made and those to come), its depth the line's.
fn tables_analysis(game: &Game, proven: crate::tables::probe::Proven) -> Analysis {
    let mover = game
        .to_move()
        .expect("the tables answer only a game in progress");
    let made = game.captured(mover) as i32 - game.captured(mover.opponent()) as i32;
    Analysis {
        action: proven.action,
        score: made + proven.margin,
        proven: true,
        depth: proven.line.len() as u32,
        line: proven.line,
        nodes: 0,
        mover,
        game: game.rules().game,
        scores: Vec::new(),
    }
}

/// [`hint_text`] of an answer the endgame tables prove.
fn tables_hint_text(analysis: &Analysis, labels: &[String; 2], game: &Game) -> String {
    format!(
        "{}\n{} to play: {}\nevaluation: {} (proven by the endgame tables)\nexpected: {}\n",
        analysis.action,
        labels[analysis.mover.index()],
        crate::position::action_words(game, analysis.action),
        evaluation_words(analysis, game, labels),
        line_text(&analysis.line)
    )
}

#[derive(Serialize)]
struct HintJson {
    action: String,
    score: i32,
    proven: bool,
    line: Vec<String>,
    player: &'static str,
    evaluation: String,
    expected: Expected,
    depth: u32,
    nodes: u64,
    source: &'static str,
}

/// `mancala hint --json`: one object with `action`, `score` (seeds, for the player to
/// move), `proven` and `line`, then `player`, `evaluation` (in words), `expected` (the
/// final captures the score stands for, `south` and `north`), `depth`, `nodes`, and
/// `source`: `"tables"` for an answer the endgame tables prove, else `"search"`.
pub fn hint_json(analysis: &Analysis, game: &Game, labels: &[String; 2], source: Source) -> String {
    let json = HintJson {
        action: analysis.action.to_string(),
        score: analysis.score,
        proven: analysis.proven,
        line: analysis.line.iter().map(Action::to_string).collect(),
        player: analysis.mover.key(),
        evaluation: evaluation_words(analysis, game, labels),
        expected: expected_counts(analysis, game),
        depth: analysis.depth,
        nodes: analysis.nodes,
        source: source.key(),
    };
    serde_json::to_string(&json).expect("a hint always serializes")
}

/// The final captures an analysis expects; a forced result gives the winner all the
/// seeds in play.
fn expected_counts(analysis: &Analysis, game: &Game) -> Expected {
    Expected::of(Tally::of(game), analysis.score_for(Player::South))
}

fn line_text(line: &[Action]) -> String {
    line.iter()
        .map(Action::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// South's and North's labels: names, sides and computer levels.
fn side_labels(record: &Record) -> [String; 2] {
    [Player::South, Player::North].map(|p| record.side_label(p))
}

/// `mancala analyse`: one line per action (the final score expected before and after
/// it, South's count first, the best action there, mistakes marked with how far the
/// player's expected score fell), then a summary per player. `tallies`: what each
/// position held, the start's first (one more than `reviews`). Counts are in the game's
/// own word (`kind`: seeds in Hoyito II, stones in Tsoro).
pub fn analysis_text(
    kind: GameKind,
    game_title: &str,
    labels: &[String; 2],
    reviews: &[Review],
    tallies: &[Tally],
    actions: usize,
    budget_words: &str,
) -> String {
    let mut out = format!(
        "{game_title}: {} against {}, {actions} actions, each position searched {budget_words}\n\
         Evaluations: the {}s each side is expected to have captured at the end, South's\n\
         first; * is a result proven with best play. An action is judged against the best\n\
         in the same search.\n\n",
        labels[0],
        labels[1],
        counted(kind),
    );
    if actions == 0 {
        out.push_str("The record holds no actions yet: there is nothing to judge.\n");
        return out;
    }
    out.push_str("   #  player  action    before    after     best\n");
    // What each action cost its player in expected final captures, none for a forced
    // result (counted apart).
    let mut given = [0u32; 2];
    for (i, r) in reviews.iter().enumerate() {
        let (before_tally, after_tally) = (tallies[i], tallies[i + 1]);
        let south = |score: i32| {
            if r.mover == Player::South {
                score
            } else {
                -score
            }
        };
        let before = verdict::short(before_tally, south(r.best.score), r.best.proven);
        let after = verdict::short(after_tally, south(r.after), r.after_proven);
        let best = if r.action == r.best.action {
            "=".to_string()
        } else {
            r.best.action.to_string()
        };
        let from = Expected::of(before_tally, south(r.best.score)).of_player(r.mover);
        let to = Expected::of(after_tally, south(r.after)).of_player(r.mover);
        let forced = r.loss >= ai::FORCED_BOUND
            || r.best.score > ai::FORCED_BOUND
            || r.after < -ai::FORCED_BOUND;
        if !forced {
            given[r.mover.index()] += u32::from(from.saturating_sub(to));
        }
        let note = if !r.mistake() {
            String::new()
        } else if r.loss >= ai::FORCED_BOUND {
            "  mistake: turns a won game into a lost one".to_string()
        } else if r.best.score > ai::FORCED_BOUND {
            "  mistake: lets a forced win go".to_string()
        } else if r.after < -ai::FORCED_BOUND {
            "  mistake: walks into a forced loss".to_string()
        } else {
            format!(
                "  mistake: {}",
                verdict::fell(kind, r.mover.name(), from, to)
            )
        };
        let line = format!(
            "{:>4}  {:<6}  {:<8}  {before:<8}  {after:<8}  {best:<8}{note}",
            i + 1,
            r.mover.name(),
            r.action.to_string(),
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if reviews.len() < actions {
        out.push_str(&format!(
            "(stopped after {} of {actions} actions)\n",
            reviews.len()
        ));
    }
    out.push_str("\nSummary\n");
    for player in [Player::South, Player::North] {
        let mine: Vec<&Review> = reviews.iter().filter(|r| r.mover == player).collect();
        let best = mine.iter().filter(|r| r.action == r.best.action).count();
        let mistakes = mine.iter().filter(|r| r.mistake()).count();
        let given = given[player.index()];
        out.push_str(&format!(
            "  {}: {} actions, {best} as the computer would play, {mistakes} mistake{}, {} of expected score given away{}\n",
            labels[player.index()],
            mine.len(),
            if mistakes == 1 { "" } else { "s" },
            amount(kind, given),
            if mine.is_empty() {
                String::new()
            } else {
                format!(" ({:.1} an action)", given as f64 / mine.len() as f64)
            }
        ));
    }
    out
}

/// The words for a game already over, for `hint`'s refusal: the board's status line
/// (the winner named as everywhere, the winner's score first).
pub fn over_words(game: &Game, names: &[String; 2]) -> String {
    let line = crate::position::status_line(game, names);
    let result = line.strip_prefix("Game over: ").unwrap_or(&line);
    format!("the game is over: {}", result.trim_end_matches('.'))
}

/// `mancala hint FILE`: the text (or JSON line) to print, or the error line (a bad
/// record, or a game already over). A record whose stated result its actions
/// contradict is hinted from its actions, and `warn` is told so (as `play` warns).
pub fn hint_command(
    file: &str,
    level: Option<ai::Level>,
    millis: Option<u64>,
    nodes: Option<u64>,
    json: bool,
    warn: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let (record, game) = crate::record::load_file(file)?;
    if let Some(mismatch) = record.result_mismatch(&game) {
        warn(&format!(
            "warning: {}: {mismatch}; the hint follows the actions",
            shown_path(file)
        ));
    }
    let level = level.unwrap_or(ai::Level::Expert);
    let budget = if millis.is_some() || nodes.is_some() {
        ai::Budget { nodes, millis }
    } else {
        level.budget()
    };
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let shown = shown_path(file);
    let labels = side_labels(&record);
    let solved = crate::tables::probe::load_for(&game);
    if let Some(proven) = solved
        .as_ref()
        .and_then(|solved| crate::tables::probe::proven(solved, &game))
    {
        let analysis = tables_analysis(&game, proven);
        return Ok(if json {
            format!("{}\n", hint_json(&analysis, &game, &labels, Source::Tables))
        } else {
            tables_hint_text(&analysis, &labels, &game)
        });
    }
    // Built tables that only bound the value: said after the search's answer.
    let bounded = solved
        .as_ref()
        .and_then(|solved| crate::tables::probe::bounds(solved, &game))
        .map(|(lo, hi)| {
            let mover = game.to_move().expect("bounds only for a game in progress");
            let on = game.seeds_on_board() as i32;
            let made = game.captured(mover) as i32;
            format!(
                "endgame tables: with best play {} ends with {} to {} {}s captured; play can go \
                 round, and where the repetition rule ends it decides within that\n",
                labels[mover.index()],
                made + (on + lo) / 2,
                made + (on + hi) / 2,
                counted(game.rules().game)
            )
        });
    let analysis = ai::choose_within(&game, level, 0, &budget, &cancel).ok_or_else(|| {
        format!(
            "{shown}: {}; `mancala analyse` judges its actions",
            over_words(&game, &record.players)
        )
    })?;
    Ok(if json {
        format!("{}\n", hint_json(&analysis, &game, &labels, Source::Search))
    } else {
        hint_text(&analysis, &labels, &game) + bounded.as_deref().unwrap_or("")
    })
}

/// `mancala analyse FILE`: the review of every action, or the error line. Before the
/// searching starts (which takes a while: 150 ms a position by default), `notice` is
/// told what is being done and, for a time budget, about how long it takes.
pub fn analyse_command(
    file: &str,
    millis: Option<u64>,
    nodes: Option<u64>,
    notice: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let (record, _) = crate::record::load_file(file)?;
    let shown = shown_path(file);
    let start = record.start_game().map_err(|e| format!("{shown}: {e}"))?;
    let budget = match (millis, nodes) {
        (None, None) => ai::Budget::millis(150),
        (millis, nodes) => ai::Budget { nodes, millis },
    };
    // How each position is searched: "for 150 ms", "through 1000 positions".
    let words = match (budget.millis, budget.nodes) {
        (Some(ms), Some(n)) => format!("for {ms} ms or through {n} positions"),
        (Some(ms), None) => format!("for {ms} ms"),
        (None, Some(n)) => format!("through {n} positions"),
        (None, None) => unreachable!(),
    };
    let positions = record.actions.len() + 1;
    let about = budget
        .millis
        .map(|ms| {
            let secs = ms.saturating_mul(positions as u64).div_ceil(1000);
            format!(" (at most about {secs} s)")
        })
        .unwrap_or_default();
    notice(&format!(
        "Analysing {positions} positions, each searched {words}{about}..."
    ));
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let reviews = ai::review(&start, &record.actions, &budget, &cancel);
    let mut game = start.clone();
    let mut tallies = vec![Tally::of(&game)];
    for r in &reviews {
        game.apply(r.action).map_err(|e| format!("{shown}: {e}"))?;
        tallies.push(Tally::of(&game));
    }
    Ok(analysis_text(
        record.rules.game,
        &record.rules.describe(),
        &side_labels(&record),
        &reviews,
        &tallies,
        record.actions.len(),
        &words,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn analyse_says_before_searching_what_it_does_and_how_long_it_may_take() {
        let file = format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let mut told = Vec::new();
        let text = analyse_command(&file, Some(20), Some(500), &mut |t: &str| {
            told.push(t.to_string())
        })
        .unwrap();
        assert_eq!(
            told,
            [
                "Analysing 49 positions, each searched for 20 ms or through 500 positions (at most about 1 s)..."
            ]
        );
        assert!(text.contains("Summary"), "{text}");
        assert!(
            text.lines().next().unwrap().ends_with(
                ", 48 actions, each position searched for 20 ms or through 500 positions"
            ),
            "{text}"
        );
        // A bad file: the error, and nothing said before it.
        told.clear();
        assert!(
            analyse_command("/no/such.json", None, None, &mut |t: &str| {
                told.push(t.to_string())
            })
            .is_err()
        );
        assert!(told.is_empty());
    }
}
