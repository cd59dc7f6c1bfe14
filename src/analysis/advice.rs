//! What `mancala hint` and `mancala analyse` print: the computer's advice on a record.
//!
//! The searching is done by [`crate::engine::ai`]; this module only turns its results into
//! text, lines for the ear (`analyse --plain`) and JSON.

use crate::analysis::judge::{Basis, Judged, Judgement, Plan, Summary, Verdicts};
use crate::analysis::verdict::{self, Expected, Tally, Viewer};
use crate::engine::ai::{self, Analysis};
use crate::engine::tables::Tables;
use crate::store::record::Record;
use crate::store::record::shown_path;
use crate::words::position::{amount, counted};
use mancala_rules::{Action, Game, GameKind, Player};
use serde::Serialize;

/// `mancala hint`: the action alone on the first line (record notation), then the
/// action in words, the evaluation and the expected line. `labels`: South's and
/// North's, as [`Record::side_label`] names them; `game`: the position searched.
pub fn hint_text(analysis: &Analysis, labels: &[String; 2], game: &Game) -> String {
    let evaluation = crate::t!(
        "hint-evaluation",
        words = evaluation_words(analysis, game, labels),
        depth = analysis.depth,
        nodes = analysis.nodes
    );
    hint_lines(analysis, labels, game, &evaluation)
}

/// A hint's lines around its evaluation: the action in record notation, the player
/// and the action in words, the evaluation, the line expected.
fn hint_lines(analysis: &Analysis, labels: &[String; 2], game: &Game, evaluation: &str) -> String {
    format!(
        "{}\n{}\n{evaluation}\n{}\n",
        analysis.action,
        crate::t!(
            "hint-to-play",
            player = crate::words::position::to_whom(&labels[analysis.mover.index()]),
            action = crate::words::position::action_words(game, analysis.action)
        ),
        crate::t!("hint-expected", line = line_text(&analysis.line))
    )
}

/// The evaluation for the player to move, named by `labels` (South's and North's):
/// "South is expected to lose, about 12 seeds to 36" (see [`verdict::words`]).
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
    /// The exact solver, with the history: proven.
    Solver,
    /// The computer's search: never proven.
    Search,
}

impl Source {
    fn key(self) -> &'static str {
        match self {
            Source::Tables => "tables",
            Source::Solver => "solver",
            Source::Search => "search",
        }
    }
}

/// A proven answer of the endgame tables as an analysis: its score is the final
/// difference of captures (those already made and those to come), its depth the line's.
fn tables_analysis(game: &Game, proven: crate::engine::tables::probe::Proven) -> Analysis {
    let mover = mover_of(game);
    let made =
        game.position().captured(mover) as i32 - game.position().captured(mover.opponent()) as i32;
    proven_analysis(game, made + proven.margin, proven.line)
}

/// The analysis of a Tsoro answer the endgame tables prove: a forced win or loss in so
/// many actions, scored as the search scores one.
fn tsoro_tables_analysis(
    game: &Game,
    proven: crate::engine::tables::probe::TsoroProven,
) -> Analysis {
    use crate::engine::tables::tsoro::Value;
    let score = match proven.value {
        Value::Win(d) => ai::WIN - d as i32,
        Value::Loss(d) => -(ai::WIN - d as i32),
        Value::Unknown => unreachable!("only wins and losses are proven"),
    };
    proven_analysis(game, score, proven.line)
}

/// The player the tables answer for.
fn mover_of(game: &Game) -> mancala_rules::Player {
    game.position()
        .to_move()
        .expect("the tables answer only a game in progress")
}

/// A proven answer of the tables as the search gives one: `score` for the player to
/// move, `line` the expected actions, the best first.
fn proven_analysis(game: &Game, score: i32, line: Vec<mancala_rules::Action>) -> Analysis {
    Analysis {
        action: line[0],
        score,
        proven: true,
        depth: line.len() as u32,
        line,
        nodes: 0,
        mover: mover_of(game),
        game: game.position().rules().game,
        scores: Vec::new(),
    }
}

/// [`hint_text`] of an answer the endgame tables prove.
fn tables_hint_text(analysis: &Analysis, labels: &[String; 2], game: &Game) -> String {
    let evaluation = crate::t!(
        "hint-evaluation-tables",
        words = evaluation_words(analysis, game, labels)
    );
    hint_lines(analysis, labels, game, &evaluation)
}

/// [`hint_text`] of an answer the exact solver proves.
fn solver_hint_text(analysis: &Analysis, labels: &[String; 2], game: &Game) -> String {
    let evaluation = crate::t!(
        "hint-evaluation-solver",
        words = evaluation_words(analysis, game, labels),
        nodes = analysis.nodes
    );
    hint_lines(analysis, labels, game, &evaluation)
}

/// The play screen's hint, proven as `mancala hint`'s is: a position the endgame
/// tables' meeting bounds prove is the search's, which takes their value and the
/// length of the win; else an ending (no more than
/// [`crate::engine::exact::HINT_SEEDS`] seeds or stones) solved by the exact solver
/// with the game's real history within [`crate::engine::exact::HINT_BUDGET`]; else the
/// search within `budget`, not proven (the search's own proofs key positions without
/// their history). `None` when the game is over.
pub fn screen_hint(
    game: &Game,
    budget: &ai::Budget,
    cancel: &std::sync::atomic::AtomicBool,
    tables: &Tables,
) -> Option<Analysis> {
    use crate::engine::exact;
    // Where the tables prove the position, the search takes its value from them, with
    // the length of the win they know (the solver's value has none).
    let by_tables = tables_prove(game, tables);
    if !by_tables
        && game.position().seeds_on_board() <= exact::HINT_SEEDS
        && let Ok(solved) = exact::solve(game, &exact::HINT_BUDGET, cancel, tables)
    {
        return Some(solved.analysis());
    }
    let mut analysis = ai::analyse(game, budget, cancel, tables)?;
    analysis.proven = analysis.proven && by_tables;
    Some(analysis)
}

/// Whether the built endgame `tables` prove `game`'s position (their bounds meet, and
/// no other turn has occurred twice since the last capture).
pub fn tables_prove(game: &Game, tables: &Tables) -> bool {
    tables
        .for_game(game)
        .is_some_and(|solved| crate::engine::tables::probe::proven(&solved, game).is_some())
        || tables
            .tsoro_for_game(game)
            .is_some_and(|t| crate::engine::tables::probe::tsoro_proven(&t, game).is_some())
}

#[derive(Serialize)]
struct HintJson {
    action: String,
    score: i32,
    proven: bool,
    line: Vec<String>,
    player: &'static str,
    evaluation: String,
    /// `null` where captures are sown back (nothing is captured, so no count is
    /// expected).
    expected: Option<Expected>,
    depth: u32,
    nodes: u64,
    source: &'static str,
}

/// `mancala hint --json`: one object with `action`, `score` (seeds, for the player to
/// move), `proven` and `line`, then `player`, `evaluation` (in words), `expected` (the
/// final captures the score stands for, `south` and `north`; `null` in Tsoro with
/// re-entered captures, where nothing is ever captured), `depth`, `nodes`, and
/// `source`: `"tables"` for an answer the endgame tables prove, `"solver"` for one the
/// exact solver proves with the record's history, else `"search"` (never proven).
fn hint_json(analysis: &Analysis, game: &Game, labels: &[String; 2], source: Source) -> String {
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
fn expected_counts(analysis: &Analysis, game: &Game) -> Option<Expected> {
    let tally = Tally::of(game);
    tally
        .counted
        .then(|| Expected::of(tally, analysis.score_for(Player::South)))
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

/// An expected final score in a few characters, South's count first: `30-18`, `30-18*`
/// when proven.
fn counts(e: Expected, proven: bool) -> String {
    format!("{}-{}{}", e.south, e.north, if proven { "*" } else { "" })
}

/// What a judged action did, in words: "mistake: South's expected score fell from 30
/// to 22 seeds", "blunder: throws a win to a loss (...)".
fn judged_words(kind: GameKind, j: &Judged, counted: bool) -> Option<String> {
    let judgement = j.judgement?;
    if !counted {
        // Nothing is captured, so no score fell: the mark is for the result thrown.
        let note = crate::t!(
            "analyse-note-throws-sown-back",
            judgement = judgement.word(),
            before = j.result_before.word(kind),
            after = j.result_after.word(kind)
        );
        return Some(confirmed(j, note));
    }
    let name = &crate::words::position::side_name(j.mover);
    let fell = verdict::fell(
        kind,
        name,
        j.before.of_player(j.mover),
        j.after.of_player(j.mover),
    );
    let note = if j.result_after < j.result_before {
        crate::t!(
            "analyse-note-throws",
            judgement = judgement.word(),
            before = j.result_before.word(kind),
            after = j.result_after.word(kind),
            fell = fell
        )
    } else {
        crate::t!("analyse-note", judgement = judgement.word(), fell = fell)
    };
    Some(confirmed(j, note))
}

/// A judged action's note with how its mark was confirmed.
fn confirmed(j: &Judged, note: String) -> String {
    match (j.deeper, j.proven()) {
        (_, true) => crate::t!("analyse-note-proven", note = note),
        (true, false) => crate::t!(
            "analyse-note-deeper",
            note = note,
            deeper = crate::analysis::judge::CHECK_DEEPER
        ),
        (false, false) => note,
    }
}

/// An expected final score in a few characters, as the table gives it: the counts
/// (`30-18`), or where captures are sown back and none is counted, who leads
/// (`S ahead`); `*` when proven.
fn table_counts(e: Expected, proven: bool, counted: bool) -> String {
    if counted {
        return counts(e, proven);
    }
    let leader = match e.south.cmp(&e.north) {
        std::cmp::Ordering::Greater => crate::t!("verdict-short-south-ahead"),
        std::cmp::Ordering::Less => crate::t!("verdict-short-north-ahead"),
        std::cmp::Ordering::Equal => crate::t!("verdict-short-even"),
    };
    format!("{leader}{}", if proven { "*" } else { "" })
}

/// The rule the judge marks by, for the game judged.
fn rule_words(kind: GameKind, counted: bool) -> String {
    if counted {
        crate::analysis::judge::rule_words(kind)
    } else {
        crate::analysis::judge::rule_words_sown_back()
    }
}

/// The graph `analyse` prints: South's expected final score over the game, at most 72
/// columns wide, with its legend.
fn text_graph(verdicts: &Verdicts, actions: usize, kind: GameKind, total: u16) -> String {
    let width = (actions + 1).clamp(1, 72);
    let g = crate::analysis::graph::draw(
        verdicts,
        actions,
        total,
        width,
        crate::analysis::graph::MIN_ROWS,
        None,
        mancala_rules::Player::South,
        true,
    );
    let legend = crate::t!(
        "analyse-graph",
        low = g.low,
        high = g.high,
        total = total,
        units = crate::analysis::verdict::units(kind),
        mistake = crate::analysis::graph::MISTAKE_MARK.to_string(),
        blunder = crate::analysis::graph::blunder_mark(true).to_string()
    );
    let mut out = format!("{}\n", wrapped(&legend, TEXT_COLUMNS));
    for line in g.lines() {
        out.push_str(format!("  |{line}").trim_end());
        out.push('\n');
    }
    out
}

/// A game judged, as `mancala analyse` says it in text or JSON (under the title each
/// gives the game).
#[derive(Clone, Copy)]
struct Analysed<'a> {
    pub kind: GameKind,
    /// South's and North's labels.
    pub labels: &'a [String; 2],
    pub verdicts: &'a Verdicts,
    pub actions: &'a [Action],
    pub plan: &'a Plan,
    /// Which endgame tables the judge read, in words.
    pub tables: &'a str,
    /// How far those tables go (seeds or stones), for the JSON.
    pub tables_top: Option<usize>,
    /// Captures leave the board and are counted (not so in Tsoro with re-entered
    /// captures, where the text says who is expected to win, not counts).
    pub counted: bool,
}

/// `mancala analyse`: the graph, one line per action (the final score expected before
/// and after it, South's count first, the best action there, the judgement and why),
/// then a summary per player. Counts are in the game's own word (`kind`: seeds in
/// Hoyito II, stones in Tsoro).
fn analysis_text(analysis: &Analysed, game_title: &str) -> String {
    let Analysed {
        kind,
        labels,
        verdicts,
        actions,
        plan,
        tables,
        counted,
        ..
    } = *analysis;
    let n = actions.len();
    let units = crate::analysis::verdict::units(kind);
    let evaluations = if counted {
        crate::t!("analyse-evaluations", units = &units)
    } else {
        crate::t!("analyse-evaluations-sown-back")
    };
    let mut out = format!(
        "{}\n{}\n{}\n\n",
        crate::t!(
            "analyse-heading",
            game = game_title,
            south = &labels[0],
            north = &labels[1],
            count = n,
            plan = plan.words(),
            tables = tables
        ),
        wrapped(&evaluations, TEXT_COLUMNS),
        wrapped(&rule_words(kind, counted), TEXT_COLUMNS),
    );
    if n == 0 {
        out.push_str(&crate::t!("analyse-no-actions"));
        out.push('\n');
        return out;
    }
    let total = verdicts.positions.first().map_or(0, |p| p.tally.total());
    // The graph is of counts: none where nothing is captured.
    if counted {
        out.push_str(&text_graph(verdicts, n, kind, total));
        out.push('\n');
    }
    out.push_str(&crate::t!("analyse-columns"));
    out.push('\n');
    for (i, j) in verdicts.actions.iter().enumerate() {
        let best = if j.action == j.best {
            "=".to_string()
        } else {
            j.best.to_string()
        };
        let note = judged_words(kind, j, counted)
            .map(|w| format!("  {w}"))
            .unwrap_or_default();
        // A "before" that is not the row above's "after" (another search valued the
        // position) is marked, as the heading explains.
        let searched_again = i > 0 && {
            let above = &verdicts.actions[i - 1];
            (above.after, above.after_proven) != (j.before, j.before_proven)
        };
        let before = format!(
            "{}{}",
            table_counts(j.before, j.before_proven, counted),
            if searched_again { AGAIN_MARK } else { "" }
        );
        let line = format!(
            "{:>4}  {:<6}  {:<8}  {:<8}  {:<8}  {best:<8}{note}",
            i + 1,
            crate::words::position::side_name(j.mover),
            format!("{}{}", j.action, j.judgement.map_or("", Judgement::mark)),
            before,
            table_counts(j.after, j.after_proven, counted),
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if verdicts.actions.len() < n {
        out.push_str(&crate::t!(
            "analyse-stopped",
            done = verdicts.actions.len(),
            count = n
        ));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&crate::t!("analyse-summary"));
    out.push('\n');
    for said in summary_lines(analysis) {
        out.push_str(&format!("  {said}\n"));
    }
    out
}

/// Each player's actions summed up, in a line each, South's first.
fn summary_lines(analysis: &Analysed) -> [String; 2] {
    let Analysed {
        kind,
        labels,
        verdicts,
        counted,
        ..
    } = *analysis;
    [Player::South, Player::North].map(|player| {
        let s = verdicts.summary(player);
        if !counted {
            // Nothing is captured: no score to give away.
            return crate::t!(
                "analyse-player-sown-back",
                player = &labels[player.index()],
                actions = s.actions,
                best = s.best,
                mistakes = s.mistakes,
                blunders = s.blunders
            );
        }
        let worst = s.worst.map_or(String::new(), |number| {
            let j = &verdicts.actions[number - 1];
            let worst = crate::t!(
                "analyse-worst",
                number = number,
                action = j.action.to_string(),
                amount = amount(kind, j.cost)
            );
            format!("; {worst}")
        });
        let average = if s.actions == 0 {
            String::new()
        } else {
            let average = crate::t!(
                "analyse-average",
                average = format!("{:.1}", s.average_lost)
            );
            format!(" {average}")
        };
        crate::t!(
            "analyse-player",
            player = &labels[player.index()],
            actions = s.actions,
            best = s.best,
            inaccuracies = s.inaccuracies,
            mistakes = s.mistakes,
            blunders = s.blunders,
            lost = amount(kind, s.lost.min(u32::from(u16::MAX)) as u16),
            average = average,
            worst = worst
        )
    })
}

/// `mancala analyse --plain`: the same judgement in lines for a screen reader, without
/// the graph and the table: the heading, the rule, each marked action in a sentence
/// (with the best action there), then the summary per player.
fn analysis_plain(analysis: &Analysed, game_title: &str) -> String {
    let Analysed {
        kind,
        labels,
        verdicts,
        actions,
        plan,
        tables,
        counted,
        ..
    } = *analysis;
    let mut lines = vec![
        crate::t!(
            "analyse-heading",
            game = game_title,
            south = &labels[0],
            north = &labels[1],
            count = actions.len(),
            plan = plan.words(),
            tables = tables
        ),
        rule_words(kind, counted),
    ];
    if actions.is_empty() {
        lines.push(crate::t!("analyse-no-actions"));
        return lines.join("\n") + "\n";
    }
    let marked: Vec<String> = verdicts
        .actions
        .iter()
        .enumerate()
        .filter_map(|(i, j)| {
            let note = judged_words(kind, j, counted)?;
            Some(crate::t!(
                "analyse-plain-action",
                number = i + 1,
                player = crate::words::position::side_name(j.mover),
                action = crate::words::action::shown(j.action),
                mark = j.judgement.map_or("", Judgement::mark),
                note = note,
                best = crate::words::action::shown(j.best)
            ))
        })
        .collect();
    if marked.is_empty() {
        lines.push(crate::t!("analyse-plain-none"));
    } else {
        lines.push(crate::t!("analyse-plain-marked", count = marked.len()));
        lines.extend(marked);
    }
    if verdicts.actions.len() < actions.len() {
        lines.push(crate::t!(
            "analyse-stopped",
            done = verdicts.actions.len(),
            count = actions.len()
        ));
    }
    lines.push(crate::t!("analyse-summary"));
    lines.extend(summary_lines(analysis));
    lines.join("\n") + "\n"
}

/// After a "before" that another search valued than the row above's "after".
const AGAIN_MARK: &str = "~";

/// The width `analyse` wraps its sentences to.
const TEXT_COLUMNS: usize = 84;

/// `text` broken into lines of at most `width` columns, at spaces.
fn wrapped(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(l) if l.len() + 1 + word.len() <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("\n")
}

#[derive(Serialize)]
struct ActionJson {
    number: usize,
    player: &'static str,
    action: String,
    /// `null` where captures are sown back (nothing is captured: no count expected).
    before: Option<Expected>,
    before_proven: bool,
    after: Option<Expected>,
    after_proven: bool,
    best: String,
    cost: u16,
    judgement: Option<Judgement>,
    /// The values are the confirming search's, deeper than the first.
    deeper: bool,
}

#[derive(Serialize)]
struct SummaryJson {
    south: Summary,
    north: Summary,
}

#[derive(Serialize)]
struct BudgetJson {
    nodes: Option<u64>,
    millis: Option<u64>,
    scaled: bool,
    /// The positions of the search that confirms a mark.
    check_nodes: Option<u64>,
    /// The most seeds (stones) of the endgame tables read; null: none.
    tables: Option<usize>,
}

#[derive(Serialize)]
struct AnalysisJson {
    game: String,
    players: [String; 2],
    units: String,
    total: u16,
    budget: BudgetJson,
    start: Option<Expected>,
    actions: Vec<ActionJson>,
    complete: bool,
    summary: SummaryJson,
}

/// `mancala analyse --json`: one object: the game, the budget (with the confirming
/// search's and the tables read), `start` (the final score expected at the start),
/// `actions` (one object per action: `number`, `before`, `after`, `best`, `cost`,
/// `judgement`: null, "inaccuracy", "mistake" or "blunder", and `deeper`; with the
/// judge's numbers) and `summary` per player; `worst` is an action's `number`, counted
/// from 1 as the text does. `start`, `before` and `after` are null in Tsoro with
/// re-entered captures, where nothing is captured and no count is expected.
fn analysis_json(analysis: &Analysed, game_title: &str) -> String {
    let a = analysis;
    let json = AnalysisJson {
        game: game_title.to_string(),
        players: a.labels.clone(),
        units: format!("{}s", counted(a.kind)),
        total: a.verdicts.positions.first().map_or(0, |p| p.tally.total()),
        budget: BudgetJson {
            nodes: a.plan.budget.nodes,
            millis: a.plan.budget.millis,
            scaled: a.plan.scaled,
            check_nodes: a
                .plan
                .budget
                .nodes
                .map(|n| n.saturating_mul(crate::analysis::judge::CHECK_DEEPER)),
            tables: a.tables_top,
        },
        start: a
            .verdicts
            .positions
            .first()
            .filter(|_| a.counted)
            .map(|p| p.expected()),
        actions: a
            .verdicts
            .actions
            .iter()
            .enumerate()
            .map(|(i, j)| ActionJson {
                number: i + 1,
                player: j.mover.key(),
                action: j.action.to_string(),
                before: a.counted.then_some(j.before),
                before_proven: j.before_proven,
                after: a.counted.then_some(j.after),
                after_proven: j.after_proven,
                best: j.best.to_string(),
                cost: j.cost,
                judgement: j.judgement,
                deeper: j.deeper,
            })
            .collect(),
        complete: a.verdicts.complete(a.actions.len()),
        summary: SummaryJson {
            south: a.verdicts.summary(Player::South),
            north: a.verdicts.summary(Player::North),
        },
    };
    serde_json::to_string(&json).expect("an analysis always serializes")
}

/// The words for a game already over, for `hint`'s refusal: the board's status line
/// (the winner named as everywhere, the winner's score first).
fn over_words(game: &Game, names: &[String; 2]) -> String {
    crate::words::position::over_sentence(game, names, "over-win", "over-draw").unwrap_or_default()
}

/// `mancala hint FILE`: the text (or JSON line) to print, or the error line (a bad
/// record, or a game already over). A record whose stated result its actions
/// contradict is hinted from its actions, and `warn` is told so (as `play` warns). The
/// endgame `tables` answer where they prove the position.
pub(crate) fn hint_command(
    file: &str,
    level: Option<ai::Level>,
    millis: Option<u64>,
    nodes: Option<u64>,
    json: bool,
    tables: &Tables,
    warn: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let (record, game) = crate::store::record::load_file(file)?;
    if let Some(mismatch) = record.result_mismatch(&game) {
        warn(&crate::t!(
            "hint-warning",
            file = shown_path(file),
            mismatch = mismatch.to_string()
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
    // An answer the endgame tables prove (Tsoro's or Hoyito II's, whichever game this
    // is) is theirs; tables that only know more than the search are said after it.
    let tsoro = crate::engine::tables::probe::load_tsoro_for(tables, &game);
    let solved = crate::engine::tables::probe::load_for(tables, &game);
    let proven = tsoro
        .as_ref()
        .and_then(|tables| crate::engine::tables::probe::tsoro_proven(tables, &game))
        .map(|proven| tsoro_tables_analysis(&game, proven))
        .or_else(|| {
            solved
                .as_ref()
                .and_then(|solved| crate::engine::tables::probe::proven(solved, &game))
                .map(|proven| tables_analysis(&game, proven))
        });
    if let Some(analysis) = proven {
        return Ok(if json {
            format!("{}\n", hint_json(&analysis, &game, &labels, Source::Tables))
        } else {
            tables_hint_text(&analysis, &labels, &game)
        });
    }
    // The exact solver, the record's history included (issue 36): proven where the
    // tables' bounds alone do not meet; else the search answers, and says it is no proof.
    let solving = std::time::Instant::now();
    let solver = crate::engine::exact::hint_budget(nodes);
    let ending = game.position().seeds_on_board() <= crate::engine::exact::HINT_SEEDS;
    let tried = if ending {
        crate::engine::exact::solve(&game, &solver, &cancel, tables)
    } else {
        Err(crate::engine::exact::Unsolved { nodes: 0 })
    };
    let unsolved = match tried {
        Ok(exact) => {
            let analysis = exact.analysis();
            return Ok(if json {
                format!("{}\n", hint_json(&analysis, &game, &labels, Source::Solver))
            } else {
                solver_hint_text(&analysis, &labels, &game)
            });
        }
        Err(unsolved) if ending && game.position().to_move().is_some() => Some(format!(
            "{}\n",
            match solver.millis {
                Some(ms) => crate::t!(
                    "hint-unsolved-timed",
                    nodes = unsolved.nodes,
                    seconds = format!("{:.1}", solving.elapsed().as_secs_f64()),
                    budget = solver.nodes.unwrap_or(0),
                    limit = format!("{:.1}", ms as f64 / 1000.0)
                ),
                // A node budget gives the same answer on any machine: no time in it.
                None => crate::t!("hint-unsolved", budget = solver.nodes.unwrap_or(0)),
            }
        )),
        Err(_) => None,
    };
    // Tsoro tables that find no forced end.
    let goes_round = tsoro
        .as_ref()
        .is_some_and(|tables| crate::engine::tables::probe::tsoro_goes_round(tables, &game))
        .then(|| format!("{}\n", crate::t!("hint-goes-round")));
    // Hoyito II tables that only bound the value.
    let bounded = solved
        .as_ref()
        .and_then(|solved| crate::engine::tables::probe::bounds(solved, &game))
        .map(|(lo, hi)| {
            let mover = game
                .position()
                .to_move()
                .expect("bounds only for a game in progress");
            let on = game.position().seeds_on_board() as i32;
            let made = game.position().captured(mover) as i32;
            let bounds = crate::t!(
                "hint-bounds",
                player = &labels[mover.index()],
                low = made + (on + lo) / 2,
                high = made + (on + hi) / 2,
                units = crate::analysis::verdict::units(game.position().rules().game)
            );
            format!("{bounds}\n")
        });
    let mut analysis =
        ai::choose_by_search(&game, level, 0, &budget, &cancel, tables).ok_or_else(|| {
            crate::t!(
                "hint-over",
                file = &shown,
                over = over_words(&game, &record.players)
            )
        })?;
    // The search's own proofs key positions without their history: not a proof here.
    analysis.proven = false;
    Ok(if json {
        format!("{}\n", hint_json(&analysis, &game, &labels, Source::Search))
    } else {
        hint_text(&analysis, &labels, &game)
            + unsolved.as_deref().unwrap_or("")
            + bounded.as_deref().unwrap_or("")
            + goes_round.as_deref().unwrap_or("")
    })
}

/// Why `mancala analyse FILE --annotate OUT` will not write `out`: standard output
/// (the analysis goes there), the record read itself, or an existing file without
/// `force`.
fn annotate_target(file: &str, out: &str, force: bool) -> Result<(), String> {
    let path = std::path::Path::new(out);
    if out == "-" || out.is_empty() {
        return Err(crate::t!("analyse-annotate-no-name"));
    }
    if file != "-" && crate::store::dirs::same_file(std::path::Path::new(file), path) {
        return Err(crate::t!("analyse-annotate-same", file = shown_path(out)));
    }
    if !force && !crate::store::record::is_absent(path) {
        return Err(crate::t!("analyse-annotate-exists", file = shown_path(out)));
    }
    Ok(())
}

/// The `"marks"` of an annotated record: the budget, each action and the summary as
/// `analyse --json` (`json`) gives them.
fn marks_of(json: &str) -> serde_json::Value {
    let v: serde_json::Value = serde_json::from_str(json).expect("the analysis is JSON");
    serde_json::json!({
        "budget": v["budget"],
        "complete": v["complete"],
        "actions": v["actions"],
        "summary": v["summary"],
    })
}

/// How `mancala analyse` was asked to search.
#[derive(Clone, Debug, Default)]
pub(crate) struct AnalyseOptions {
    pub millis: Option<u64>,
    pub nodes: Option<u64>,
    /// The bound on the whole analysis (default [`crate::analysis::judge::DEFAULT_MAX_SECONDS`]).
    pub max_seconds: Option<u64>,
    pub json: bool,
    /// Write a copy of the record with the marks here (`--annotate OUT`).
    pub annotate: Option<String>,
    /// Replace `annotate` if it exists.
    pub force: bool,
    /// Lines for a screen reader instead of the graph and the table (`--plain`).
    pub plain: bool,
}

/// `mancala analyse FILE`: the judgement of every action, or the error line. `notice`
/// is told, before the search starts, what is done, then after each position how far
/// it has come and about how long is left (`true`: a progress line, which replaces the
/// one before). The searches probe the endgame `tables`.
pub(crate) fn analyse_command(
    file: &str,
    options: AnalyseOptions,
    tables: &Tables,
    notice: &mut dyn FnMut(&str, bool),
) -> Result<String, String> {
    let (mut record, game) = crate::store::record::load_file(file)?;
    let shown = shown_path(file);
    let start = record.start_game().map_err(|e| format!("{shown}: {e}"))?;
    // Refused before the search, not after it.
    if let Some(out) = &options.annotate {
        // A match's file keeps no marks: they would be lost, not written.
        if record.is_match() {
            return Err(format!("{shown}: {}", crate::t!("analyse-annotate-match")));
        }
        annotate_target(file, out, options.force)?;
    }
    let positions = record.actions.len() + 1;
    let plan = Plan::new(
        positions,
        options
            .max_seconds
            .unwrap_or(crate::analysis::judge::DEFAULT_MAX_SECONDS),
        options.nodes,
        options.millis,
    );
    // The tables built now, and no others, take part: the same record, budget and
    // folder give the same analysis, and nothing is built.
    let basis = Basis::new(plan.budget, tables, &record.rules);
    let tables_words = basis.tables.words_for(&record.rules);
    notice(
        &crate::t!(
            "analyse-start",
            positions = positions,
            plan = plan.words(),
            tables = tables_words.as_str()
        ),
        false,
    );
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let began = std::time::Instant::now();
    let verdicts = crate::analysis::judge::judge_game(
        &start,
        &record.actions,
        &basis,
        &cancel,
        &mut |done, all| {
            let spent = began.elapsed().as_secs_f64();
            let left = spent / done as f64 * (all - done) as f64;
            notice(
                &crate::t!(
                    "analyse-progress",
                    done = done,
                    count = all,
                    seconds = left.ceil() as u64
                ),
                true,
            );
        },
    );
    let labels = side_labels(&record);
    let analysed = Analysed {
        counted: !record.rules.reentered_captures,
        kind: record.rules.game,
        labels: &labels,
        verdicts: &verdicts,
        actions: &record.actions,
        plan: &plan,
        tables: &tables_words,
        tables_top: basis.tables.top_for(&record.rules),
    };
    // The JSON's game is the rules as the engine writes them, in every language.
    let json = analysis_json(&analysed, &record.rules.describe());
    let answer = if options.json {
        format!("{json}\n")
    } else {
        // A match's round in play (its last once the match is over) is what is judged.
        let rules = crate::words::position::rules_words(&record.rules);
        let title = match &record.rounds {
            Some(held) => format!(
                "{rules}, {}",
                crate::words::rounds::round_title(held.round())
            ),
            None => rules,
        };
        if options.plain {
            analysis_plain(&analysed, &title)
        } else {
            analysis_text(&analysed, &title)
        }
    };
    if let Some(out) = &options.annotate {
        record.marks = Some(marks_of(&json));
        // Asked again: a file may have come there during the search.
        annotate_target(file, out, options.force)?;
        let path = std::path::Path::new(out);
        crate::store::record::write_atomic(path, &record.to_json(Some(&game))).map_err(|e| {
            crate::t!(
                "analyse-annotate-failed",
                file = shown_path(out),
                why = crate::store::record::io_reason(&e)
            )
        })?;
        notice(
            &crate::t!("analyse-annotated", file = shown_path(out)),
            false,
        );
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn analyse_says_before_searching_what_it_does_then_how_far_it_has_come() {
        let file = format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let mut told = Vec::new();
        let options = AnalyseOptions {
            nodes: Some(500),
            ..Default::default()
        };
        let text = analyse_command(&file, options, &Tables::none(), &mut |t: &str, _| {
            told.push(t.to_string())
        })
        .unwrap();
        assert_eq!(
            told[0],
            "Analysing 49 positions, each searched through 500 positions, without endgame tables..."
        );
        assert_eq!(told.len(), 50, "{told:?}");
        assert!(told[1].starts_with("1 of 49 positions, about "), "{told:?}");
        assert!(
            told[49].starts_with("49 of 49 positions, about 0 s left"),
            "{told:?}"
        );
        assert!(text.contains("Summary"), "{text}");
        assert!(
            text.lines().next().unwrap().ends_with(
                ", 48 actions, each position searched through 500 positions, \
                     without endgame tables"
            ),
            "{text}"
        );
        // A bad file: the error, and nothing said before it.
        told.clear();
        assert!(
            analyse_command(
                "/no/such.json",
                AnalyseOptions::default(),
                &Tables::none(),
                &mut |t: &str, _| { told.push(t.to_string()) }
            )
            .is_err()
        );
        assert!(told.is_empty());
    }
}
