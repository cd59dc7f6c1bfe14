//! The JSON game record (version 1): read and check it, replay it, write it atomically.
//!
//! Reading is done on a `serde_json::Value` rather than derived structs so that every
//! mistake can be named precisely: the field, what it must be, and what it was. Writing
//! is serde's, from structs in the order of the fields (`write`).

use crate::store::level::Level;
use crate::t;
use crate::words::text::{PATH_COLUMNS, QUOTE_COLUMNS, escape_for_terminal};
use mancala_rules::{
    Action, ActionError, EndReason, Game, GameKind, Hole, HoyitoForm, Match, NotationError, Player,
    PositionError, Rules, RulesError, parse_action,
};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

pub mod clock;
mod files;
pub mod rounds;
mod strict;
mod write;

pub use clock::{Clock, Ending, TimeControl};
pub use files::{
    FileKind, MAX_RECORD_BYTES, RECORD, io_reason, is_absent, read_bytes, read_kind, write_atomic,
    write_atomic_bytes,
};
use strict::Strict;

/// The `format` value every record carries.
pub const FORMAT: &str = "mancala-record";
/// The newest record version this program reads and the one it writes.
pub(crate) const VERSION: u64 = 1;

/// A set-up starting position (optional in a record).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartPosition {
    /// Rows from row 1 upwards, each from column `a`.
    pub board: Vec<Vec<u8>>,
    pub to_move: Player,
    pub captured: [u16; 2],
}

/// Where a balanced start came from, as a record keeps it: `"opening": {"book":
/// "hoyito-2x6", "line": 37}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct OpeningSource {
    pub book: String,
    pub line: usize,
}

/// A game record: the rules, the players, and every choice made, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub rules: Rules,
    /// South's and North's names.
    pub players: [String; 2],
    pub actions: Vec<Action>,
    pub start: Option<StartPosition>,
    /// The book and line a balanced `start` was drawn from (optional): written as
    /// `"opening": { "book": "hoyito-2x6", "line": 37 }`, the line of the book's file.
    pub opening: Option<OpeningSource>,
    /// When the game was played, as the writer chose to say it (optional).
    pub date: Option<String>,
    /// South's and North's computer level, `None` for a person. Written as
    /// `"players": { ..., "computer": { "north": "hard" } }` (older records: `4`, see
    /// `Level::from_stored`); older still have none.
    pub computers: [Option<Level>; 2],
    /// The result the record states (optional; written by this program at a game's end).
    pub result: Option<StatedResult>,
    /// People's comments, by action (0-based index; written 1-based, as
    /// `"comments": [{ "action": 3, "text": "..." }]`). Optional: readers before
    /// comments existed ignore the field, as every reader ignores unknown fields.
    pub comments: BTreeMap<usize, String>,
    /// The judge's marks on the actions, as `mancala analyse --annotate` wrote them
    /// (`"marks": { "budget": ..., "actions": [...] }`, each action as `analyse --json`
    /// gives it): kept as read and written back as it was. Optional, like `comments`.
    pub marks: Option<Value>,
    /// The clock the game was played with, and each action's time (optional:
    /// `"clock": { "minutes": 5, "increment": 3, "spent": [...] }`, see [`clock`]).
    pub clock: Option<Clock>,
    /// The game ended by a player after the last action: resigned, or out of time
    /// (optional: `"resigned": "south"`, `"out_of_time": "north"`).
    pub ending: Option<Ending>,
    /// A match in rounds: the record plays its round in play (`actions` are that
    /// round's), after the rounds this holds. `None`: a single game. Read from and
    /// written as a match record (`"format": "mancala-match"`, see [`rounds`]).
    pub rounds: Option<Rounds>,
}

/// The rounds of a match before the one a [`Record`] plays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rounds {
    /// Each earlier round's actions, in order; each ended its round.
    pub earlier: Vec<Vec<Action>>,
    /// The rounds after this one, when a replay looks at an earlier round (never in
    /// play: a round is played at the match's end).
    pub later: Vec<Vec<Action>>,
    /// The result the match record states (written when a finished match is saved).
    pub result: Option<rounds::MatchResult>,
    /// A match taken up in a later round (a lesson's): the round, the seeds set aside
    /// before it and its position, where `earlier` then starts; `None`: from round 1.
    /// A match file cannot say this: such a record is played, not saved.
    /// (Boxed: a position is large, and most records are not of one.)
    pub taken_up: Option<Box<TakenUp>>,
}

impl Rounds {
    /// The number (from 1) of the round the record plays: the round it was taken up
    /// in, or the first, and one more for each earlier round.
    pub fn round(&self) -> usize {
        self.taken_up.as_ref().map_or(1, |t| t.round) + self.earlier.len()
    }
}

/// A match taken up in round `round` at `start` (see [`Match::at_round`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakenUp {
    pub round: usize,
    pub set_aside: [u16; 2],
    pub start: mancala_rules::Position,
}

/// The longest comment kept, in characters: a comment is a remark, not a file.
pub const COMMENT_CHARS: usize = 500;

/// A record's `"result"`: who won, how the game ended, and the seeds captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatedResult {
    pub winner: Option<Player>,
    pub end: EndReason,
    pub captured: [u16; 2],
}

impl StatedResult {
    /// The result of a finished game, or `None` while it goes on.
    pub fn of(game: &Game) -> Option<StatedResult> {
        game.position().outcome().map(|o| StatedResult {
            winner: o.winner,
            end: o.reason,
            captured: game.position().captured_both(),
        })
    }
}

impl fmt::Display for StatedResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stated = t!(
            "record-stated",
            winner = self.winner.map_or("none", |p| p.key()),
            end = self.end.key(),
            south = self.captured[0],
            north = self.captured[1]
        );
        f.write_str(&stated)
    }
}

/// Why a record cannot be read or replayed. Displayed as one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Empty,
    /// Only spaces, tabs or line breaks.
    Blank,
    NotUtf8 {
        offset: usize,
    },
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    Invalid(String),
    /// The rules cannot be played.
    Rules(RulesError),
    /// The `start` position cannot occur under the rules.
    Start(PositionError),
    /// An action that is not notation, or that the rules refuse (1-based number).
    Action {
        number: usize,
        text: String,
        why: ActionFault,
    },
}

/// Why an action of a record cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionFault {
    /// The text is not an action.
    Notation(NotationError),
    /// The rules refuse it there.
    Refused(ActionError),
}

impl fmt::Display for ActionFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionFault::Notation(e) => f.write_str(&crate::words::rule_words::notation_fault(e)),
            // In the language spoken (the English is the engine's own words).
            ActionFault::Refused(e) => f.write_str(&crate::words::rule_words::refusal(e)),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => f.write_str(&t!("record-empty")),
            RecordError::Blank => f.write_str(&t!("record-blank")),
            RecordError::NotUtf8 { offset } => {
                f.write_str(&t!("record-not-utf8", offset = *offset))
            }
            RecordError::Syntax {
                line,
                column,
                message,
            } => f.write_str(&t!(
                "record-syntax",
                line = *line,
                column = *column,
                message = json_words(message)
            )),
            RecordError::Invalid(why) => f.write_str(why),
            RecordError::Rules(e) => f
                .write_str(&crate::words::rule_words::rules_fault(e, |key| {
                    format!("rules.{key}")
                })),
            RecordError::Start(e) => f.write_str(&t!("record-start", why = e.to_string())),
            RecordError::Action { number, text, why } => {
                let text = escape_for_terminal(text, QUOTE_COLUMNS);
                f.write_str(&t!(
                    "record-action",
                    number = *number,
                    text = text,
                    why = why.to_string()
                ))
            }
        }
    }
}

impl std::error::Error for RecordError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecordError::Rules(e) => Some(e),
            RecordError::Start(e) => Some(e),
            RecordError::Action {
                why: ActionFault::Refused(e),
                ..
            } => Some(e),
            RecordError::Action {
                why: ActionFault::Notation(e),
                ..
            } => Some(e),
            _ => None,
        }
    }
}

fn invalid<T>(why: impl Into<String>) -> Result<T, RecordError> {
    Err(RecordError::Invalid(why.into()))
}

/// "missing field \"rules\"", in the language spoken.
fn missing(field: &str) -> String {
    t!("record-missing", field = field)
}

/// "rules must be an object (got 3)", in the language spoken.
fn must_be_object(field: &str, got: &Value) -> String {
    t!("record-must-be-object", field = field, got = shown(got))
}

/// Describe a JSON value briefly for an error message (escaped, cut short): the
/// records' messages and the settings' quote values this one way.
pub fn shown(value: &Value) -> String {
    match value {
        // A long list or object is not written out in full only to be cut.
        Value::Array(items) if items.len() > QUOTE_COLUMNS => {
            t!("record-shown-list", count = items.len())
        }
        Value::Object(map) if map.len() > QUOTE_COLUMNS => {
            t!("record-shown-object", count = map.len())
        }
        // A string in the program's own escapes (`\u{1b}`), not JSON's (`\u001b`).
        Value::String(text) => format!("\"{}\"", escape_for_terminal(text, QUOTE_COLUMNS)),
        // A whole number too big for an integer is read as a float: written whole,
        // not as 1.8446744073709552e19.
        Value::Number(n) if n.is_f64() => match n.as_f64() {
            Some(f) if f.fract() == 0.0 && f.abs() < 1e30 => format!("{f:.0}"),
            _ => n.to_string(),
        },
        _ => escape_for_terminal(&value.to_string(), QUOTE_COLUMNS),
    }
}

/// A whole number in `lo..=hi` from an optional field, or the default.
fn small_number(
    rules: &serde_json::Map<String, Value>,
    key: &str,
    lo: u8,
    hi: u8,
    default: u8,
) -> Result<u8, RecordError> {
    match rules.get(key) {
        None => Ok(default),
        Some(v) => match v.as_u64() {
            Some(n) if (lo as u64..=hi as u64).contains(&n) => Ok(n as u8),
            _ => {
                let range = if hi == lo + 1 {
                    t!("record-range-two", lo = lo, hi = hi)
                } else {
                    t!("record-range", lo = lo, hi = hi)
                };
                invalid(t!(
                    "record-rules-field",
                    key = key,
                    range = range,
                    got = shown(v)
                ))
            }
        },
    }
}

fn parse_rules(value: Option<&Value>) -> Result<Rules, RecordError> {
    let Some(value) = value else {
        return invalid(missing("rules"));
    };
    let Some(map) = value.as_object() else {
        return invalid(must_be_object("rules", value));
    };
    let (game, form) = match map.get("game") {
        None => return invalid(t!("record-missing-game")),
        Some(Value::String(s)) if s == "tsoro" => (GameKind::Tsoro, HoyitoForm::II),
        Some(Value::String(s)) if HoyitoForm::from_key(s).is_some() => (
            GameKind::HoyitoII,
            HoyitoForm::from_key(s).expect("just matched"),
        ),
        Some(v) => {
            return invalid(t!("record-unknown-game", got = shown(v)));
        }
    };
    let (lo, hi) = game.holes_range();
    let holes = small_number(map, "holes_per_row", lo, hi, game.default_holes())?;
    // The Tsoro keys added with the other recorded forms are read for either game, so
    // that one given to Hoyito is refused by the engine, naming it (the older
    // `bonus_picks` and `heads` have always been ignored there).
    let mut rules = match game {
        GameKind::HoyitoII => Rules::hoyito_form(form, holes),
        GameKind::Tsoro => Rules::tsoro(holes)
            .with_bonus_picks(small_number(map, "bonus_picks", 0, 3, 2)?)
            .with_heads(small_number(map, "heads", 0, 2, 2)?),
    };
    if let Some(named) = map.get("head_holes") {
        if game == GameKind::Tsoro && map.contains_key("heads") {
            return Err(RecordError::Rules(RulesError::HeadsWithHeadHoles));
        }
        rules = rules.with_head_holes(head_holes(named)?);
    }
    rules = rules
        .with_extra_counters(flag(map, "extra_counters")?)
        .with_reentered_captures(flag(map, "reentered_captures")?);
    mancala_rules::validate_rules(&rules).map_err(RecordError::Rules)
}

/// `rules.head_holes`: four hole names.
fn head_holes(value: &Value) -> Result<[Hole; 4], RecordError> {
    let holes: Option<Vec<Hole>> = value.as_array().and_then(|items| {
        items
            .iter()
            .map(|v| v.as_str().and_then(|s| mancala_rules::parse_hole(s).ok()))
            .collect()
    });
    match holes.map(<[Hole; 4]>::try_from) {
        Some(Ok(holes)) => Ok(holes),
        _ => invalid(t!(
            "record-head-holes",
            field = "rules.head_holes",
            got = shown(value)
        )),
    }
}

/// An optional true-or-false key of `rules`, false when absent.
fn flag(rules: &serde_json::Map<String, Value>, key: &str) -> Result<bool, RecordError> {
    match rules.get(key) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => invalid(t!("record-rules-flag", key = key, got = shown(v))),
    }
}

/// A player's name as a record keeps it: a side's own name in any language is kept as
/// the side's English name ("Sur" is "South"), so that a game saved in Spanish names its
/// sides in every language the program speaks.
fn kept_name(name: &str, player: Player) -> String {
    if crate::words::position::is_side_name_of(name, player) {
        player.name().to_string()
    } else {
        name.to_string()
    }
}

fn parse_players(value: Option<&Value>) -> Result<[String; 2], RecordError> {
    let mut names = [
        Player::South.name().to_string(),
        Player::North.name().to_string(),
    ];
    let Some(value) = value else {
        return Ok(names);
    };
    let Some(map) = value.as_object() else {
        return invalid(must_be_object("players", value));
    };
    for player in [Player::South, Player::North] {
        match map.get(player.key()) {
            None => {}
            Some(Value::String(s)) => names[player.index()] = s.clone(),
            Some(v) => {
                return invalid(t!(
                    "record-player-name",
                    side = player.key(),
                    got = shown(v)
                ));
            }
        }
    }
    Ok(names)
}

/// The optional `players.computer` detail: which side a computer played, at what
/// level (its name; a number 1 to 5 as records wrote it before the ladder had nine
/// levels, see [`Level::from_stored`]). Absent: both were people.
fn parse_computers(players: Option<&Value>) -> Result<[Option<Level>; 2], RecordError> {
    let mut levels = [None, None];
    let Some(detail) = players.and_then(|p| p.get("computer")) else {
        return Ok(levels);
    };
    let Some(map) = detail.as_object() else {
        return invalid(t!("record-computers", got = shown(detail)));
    };
    for player in [Player::South, Player::North] {
        let Some(v) = map.get(player.key()) else {
            continue;
        };
        match Level::from_stored(v) {
            Some(level) => levels[player.index()] = Some(level),
            None => {
                return invalid(t!(
                    "record-computer-level",
                    side = player.key(),
                    got = shown(v)
                ));
            }
        }
    }
    Ok(levels)
}

fn parse_player(value: &Value, field: &str) -> Result<Player, RecordError> {
    match value.as_str() {
        Some("south") => Ok(Player::South),
        Some("north") => Ok(Player::North),
        _ => invalid(t!("record-side", field = field, got = shown(value))),
    }
}

fn parse_result(
    value: Option<&Value>,
    kind: GameKind,
) -> Result<Option<StatedResult>, RecordError> {
    let Some(value) = value else {
        return Ok(None);
    };
    let Some(map) = value.as_object() else {
        return invalid(must_be_object("result", value));
    };
    let winner = match map.get("winner") {
        None | Some(Value::Null) => None,
        Some(v) => Some(parse_player(v, "result.winner")?),
    };
    let end = match map.get("end").and_then(Value::as_str) {
        Some("all-captured") => EndReason::AllCaptured,
        Some("no-legal-move") => EndReason::NoLegalMove,
        Some("repetition") => EndReason::Repetition,
        _ => {
            return invalid(t!(
                "record-end",
                got = map.get("end").map_or_else(|| t!("record-nothing"), shown)
            ));
        }
    };
    let captured = match map.get("captured") {
        None => return invalid(missing("result.captured")),
        Some(v) => parse_captured(v, "result.captured", kind)?,
    };
    Ok(Some(StatedResult {
        winner,
        end,
        captured,
    }))
}

/// `{"south": n, "north": n}`, each a count of seeds (a missing one is 0).
fn parse_captured(value: &Value, field: &str, kind: GameKind) -> Result<[u16; 2], RecordError> {
    let Some(c) = value.as_object() else {
        return invalid(must_be_object(field, value));
    };
    let mut captured = [0u16; 2];
    for player in [Player::South, Player::North] {
        if let Some(n) = c.get(player.key()) {
            match n.as_u64() {
                Some(k) if k <= 1000 => captured[player.index()] = k as u16,
                _ => {
                    return invalid(t!(
                        "record-captured-count",
                        field = field,
                        side = player.key(),
                        kind = kind.key(),
                        got = shown(n)
                    ));
                }
            }
        }
    }
    Ok(captured)
}

fn parse_start(
    value: Option<&Value>,
    kind: GameKind,
) -> Result<Option<StartPosition>, RecordError> {
    let Some(value) = value else {
        return Ok(None);
    };
    let Some(map) = value.as_object() else {
        return invalid(must_be_object("start", value));
    };
    let Some(board) = map.get("board") else {
        return invalid(missing("start.board"));
    };
    let Some(rows) = board.as_array() else {
        return invalid(t!("record-board-rows", got = shown(board)));
    };
    let mut parsed = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        let Some(cells) = row.as_array() else {
            return invalid(t!("record-board-row", row = r + 1, got = shown(row)));
        };
        let mut counts = Vec::new();
        for (c, cell) in cells.iter().enumerate() {
            match cell.as_u64() {
                Some(n) if n <= 255 => counts.push(n as u8),
                _ => {
                    return invalid(t!(
                        "record-board-hole",
                        row = r + 1,
                        hole = c + 1,
                        kind = kind.key(),
                        got = shown(cell)
                    ));
                }
            }
        }
        parsed.push(counts);
    }
    let to_move = match map.get("to_move") {
        None => Player::South,
        Some(v) => parse_player(v, "start.to_move")?,
    };
    let captured = match map.get("captured") {
        None => [0, 0],
        Some(v) => parse_captured(v, "start.captured", kind)?,
    };
    Ok(Some(StartPosition {
        board: parsed,
        to_move,
        captured,
    }))
}

/// The optional `"opening"`: the book and line a balanced start came from, which
/// only a record with a `start` can have.
fn parse_opening(
    value: Option<&Value>,
    has_start: bool,
) -> Result<Option<OpeningSource>, RecordError> {
    let Some(value) = value else {
        return Ok(None);
    };
    let Some(map) = value.as_object() else {
        return invalid(t!("record-opening", got = shown(value)));
    };
    let book = match map.get("book") {
        Some(Value::String(s)) if !s.trim().is_empty() => s.clone(),
        Some(v) => {
            return invalid(t!("record-opening-book", got = shown(v)));
        }
        None => return invalid(missing("opening.book")),
    };
    let line = match map.get("line") {
        Some(v) => match v.as_u64() {
            Some(n) if n >= 1 => n as usize,
            _ => {
                return invalid(t!("record-opening-line", got = shown(v)));
            }
        },
        None => return invalid(missing("opening.line")),
    };
    if !has_start {
        return invalid(t!("record-opening-no-start"));
    }
    Ok(Some(OpeningSource { book, line }))
}

/// The JSON object of a file of `format` (a game's record or a match's) and
/// `VERSION`, or what is wrong with it: empty, blank, not JSON, not an object, another
/// format (a game's record read as a match, or the other way round, said so), a
/// version this program does not read. A UTF-8 byte order mark is skipped.
pub(crate) fn file_json(text: &str, format: &str) -> Result<Value, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.is_empty() {
        return Err(RecordError::Empty);
    }
    if text.trim().is_empty() {
        return Err(RecordError::Blank);
    }
    let Strict(value) = serde_json::from_str(text).map_err(|e| RecordError::Syntax {
        line: e.line(),
        column: e.column(),
        message: syntax_message(&e),
    })?;
    let Some(map) = value.as_object() else {
        return invalid(t!("record-not-object", got = shown(&value)));
    };
    match map.get("format") {
        None => return invalid(t!("record-missing-format", format = format)),
        Some(Value::String(s)) if s == format => {}
        Some(Value::String(s)) if s == rounds::FORMAT => return invalid(t!("record-is-match")),
        Some(Value::String(s)) if s == FORMAT => return invalid(t!("match-is-game")),
        Some(v) => return invalid(t!("record-format", got = shown(v), format = format)),
    }
    match map.get("version") {
        None => return invalid(missing("version")),
        Some(v) => match v.as_u64() {
            Some(VERSION) => {}
            Some(n) if n > VERSION => {
                return invalid(t!("record-newer", version = n, reads = VERSION));
            }
            _ => return invalid(t!("record-version", reads = VERSION, got = shown(v))),
        },
    }
    Ok(value)
}

impl Record {
    /// A record of a new game with no actions yet.
    pub fn new(rules: Rules, players: [String; 2]) -> Record {
        Record {
            rules,
            players,
            actions: Vec::new(),
            start: None,
            opening: None,
            date: None,
            computers: [None, None],
            result: None,
            comments: BTreeMap::new(),
            marks: None,
            clock: None,
            ending: None,
            rounds: None,
        }
    }

    /// A record of a new match in rounds (Hoyito only: Tsoro is refused when played).
    pub fn new_match(rules: Rules, players: [String; 2]) -> Record {
        Record {
            rounds: Some(Rounds::default()),
            ..Record::new(rules, players)
        }
    }

    /// Whether the record is of a match in rounds.
    pub fn is_match(&self) -> bool {
        self.rounds.is_some()
    }

    /// The match record this record is a round of (its earlier rounds, then this
    /// one's actions); `None` for a single game.
    pub fn match_record(&self) -> Option<rounds::MatchRecord> {
        let held = self.rounds.as_ref()?;
        let mut all = held.earlier.clone();
        all.push(self.actions.clone());
        all.extend(held.later.iter().cloned());
        Some(rounds::MatchRecord {
            rules: self.rules,
            players: self.players.clone(),
            rounds: all,
            result: held.result,
            computers: self.computers,
            date: self.date.clone(),
        })
    }

    /// The match at the start of the round this record plays: the round's start (its
    /// closed holes, who starts, the last four) and the seeds set aside before it follow
    /// from the rounds before it. `None` for a single game.
    pub fn round_start(&self) -> Option<Result<Match, RecordError>> {
        let held = self.rounds.as_ref()?;
        if let Some(t) = held.taken_up.as_deref() {
            let taken = Match::at_round(t.round, t.set_aside, t.start)
                .map_err(|e| RecordError::Invalid(e.to_string()));
            let taken = taken.and_then(|mut m| {
                for &a in held.earlier.iter().flatten() {
                    m.apply(a)
                        .map_err(|e| RecordError::Invalid(e.to_string()))?;
                }
                Ok(m)
            });
            return Some(taken);
        }
        let before = rounds::MatchRecord {
            rounds: held.earlier.iter().cloned().chain([Vec::new()]).collect(),
            ..rounds::MatchRecord::new(self.rules, self.players.clone())
        };
        Some(before.replay())
    }

    /// The match after this record's actions; `None` for a single game or a record
    /// whose actions the rules refuse.
    pub fn played_match(&self) -> Option<Match> {
        let mut played = self.round_start()?.ok()?;
        for &a in &self.actions {
            played.apply(a).ok()?;
        }
        Some(played)
    }

    /// The record of a match's round in play: the last round written, or, when that
    /// round ended and the match goes on, the next round at its start (as the brief
    /// reads a match record). The match is replayed to know which.
    pub fn of_match(read: rounds::MatchRecord) -> Result<Record, RecordError> {
        let played = read.replay()?;
        let mut all = read.rounds;
        let actions = if played.round() > all.len() {
            Vec::new()
        } else {
            all.pop().unwrap_or_default()
        };
        Ok(Record {
            computers: read.computers,
            date: read.date,
            actions,
            rounds: Some(Rounds {
                earlier: all,
                later: Vec::new(),
                result: read.result,
                taken_up: None,
            }),
            ..Record::new(read.rules, read.players)
        })
    }

    /// The record of round `round` (from 1) of the match this record is a round of,
    /// the rounds after it kept (a replay going from round to round); `None` in a
    /// single game or past the match's rounds.
    pub fn round_record(&self, round: usize) -> Option<Record> {
        let mut all = self.match_record()?.rounds;
        if round == 0 || round > all.len() {
            return None;
        }
        let later = all.split_off(round);
        let actions = all.pop()?;
        self.another_round(all, actions, later)
    }

    /// This match's record of another of its rounds: the rounds before it, its
    /// actions and the rounds after it; what belonged to this round's actions (its
    /// comments, marks and ending) is not carried over.
    fn another_round(
        &self,
        earlier: Vec<Vec<Action>>,
        actions: Vec<Action>,
        later: Vec<Vec<Action>>,
    ) -> Option<Record> {
        let mut record = self.clone();
        let held = record.rounds.as_mut()?;
        (held.earlier, held.later) = (earlier, later);
        record.actions = actions;
        record.comments.clear();
        record.marks = None;
        record.ending = None;
        Some(record)
    }

    /// How many rounds the match holds (this one, those before and after it); `None`
    /// in a single game.
    pub fn round_count(&self) -> Option<usize> {
        let held = self.rounds.as_ref()?;
        Some(held.earlier.len() + 1 + held.later.len())
    }

    /// The record of the next round of a match whose round in play this record has
    /// ended (its actions up to `played`); `None` unless the round is over and the
    /// match goes on.
    pub fn next_round(&self, played: usize) -> Option<Record> {
        let mut ended = self.clone();
        ended.actions.truncate(played);
        let after = ended.played_match()?;
        let held = ended.rounds.as_ref()?;
        // The round over: the match is in the next one (or over).
        if after.is_over() || after.round() == held.round() {
            return None;
        }
        let mut earlier = held.earlier.clone();
        earlier.push(ended.actions);
        self.another_round(earlier, Vec::new(), Vec::new())
    }

    /// The record of the round before the one this record plays, at its end (its
    /// last action is this round's undo); `None` in a single game or the first round.
    pub fn previous_round(&self) -> Option<Record> {
        let mut earlier = self.rounds.as_ref()?.earlier.clone();
        let actions = earlier.pop()?;
        self.another_round(earlier, actions, Vec::new())
    }

    /// `player` resigns the game after the record's actions (the network and the
    /// screens call this one way; a game the rules ended cannot be resigned: false).
    pub fn resign(&mut self, player: Player) -> bool {
        self.conclude(Ending::Resigned(player))
    }

    /// End the game after the record's actions with `ending`, unless its actions
    /// already end it or it has ended so (false then, and nothing changes).
    pub fn conclude(&mut self, ending: Ending) -> bool {
        if self.ending.is_some() || self.replay().is_ok_and(|g| g.position().is_over()) {
            return false;
        }
        self.ending = Some(ending);
        true
    }

    /// A side as the screen and `analyse` name it, with its computer level if a computer
    /// played it: "Ana (South)", "North (computer, hard)".
    pub fn side_label(&self, player: Player) -> String {
        let names = &self.players;
        match (
            self.computers[player.index()],
            self.unnamed_computer(player),
        ) {
            (None, _) => crate::words::position::player_label(names, player),
            (Some(level), Some(_)) => crate::t!(
                "side-computer",
                side = crate::words::position::side_name(player),
                level = level.words()
            ),
            (Some(level), None) => {
                let name = &names[player.index()];
                let name =
                    crate::words::text::escape_for_terminal(name, crate::words::text::NAME_COLUMNS);
                crate::t!(
                    "named-computer",
                    name = name,
                    side = crate::words::position::side_name(player),
                    level = level.words()
                )
            }
        }
    }

    /// The level of the computer playing `player` under no name of its own (its
    /// side's name, `Computer` or none), which screens call "computer (hard)"; `None`
    /// for a person or a computer with a name.
    pub(crate) fn unnamed_computer(&self, player: Player) -> Option<Level> {
        let level = self.computers[player.index()]?;
        let name = self.players[player.index()].trim();
        (name.is_empty()
            || crate::words::position::is_side_name_of(name, player)
            || ["computer", "computadora"]
                .iter()
                .any(|word| name.eq_ignore_ascii_case(word)))
        .then_some(level)
    }

    /// Read a record from raw bytes (checks UTF-8 first).
    pub fn from_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        Record::from_bytes_with_json(bytes).map(|(record, _)| record)
    }

    /// [`Record::from_bytes`], and the JSON the record was read from, for fields a
    /// record does not know (the autosave's): one parse serves both.
    pub(crate) fn from_bytes_with_json(bytes: &[u8]) -> Result<(Record, Value), RecordError> {
        let text = std::str::from_utf8(bytes).map_err(|e| RecordError::NotUtf8 {
            offset: e.valid_up_to(),
        })?;
        Record::parse_with_json(text)
    }

    /// Read a record from text. Unknown fields are ignored; a UTF-8 byte order mark
    /// (which some editors write) is skipped.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Record::parse_with_json(text).map(|(record, _)| record)
    }

    fn parse_with_json(text: &str) -> Result<(Record, Value), RecordError> {
        if rounds::is_match(text.as_bytes()) {
            let value = file_json(text, rounds::FORMAT)?;
            let record = Record::of_match(rounds::MatchRecord::of_json(&value)?)?;
            return Ok((record, value));
        }
        let value = file_json(text, FORMAT)?;
        let map = value.as_object().expect("a record file is an object");
        let rules = parse_rules(map.get("rules"))?;
        let players = parse_players(map.get("players"))?;
        let computers = parse_computers(map.get("players"))?;
        let start = parse_start(map.get("start"), rules.game)?;
        let opening = parse_opening(map.get("opening"), start.is_some())?;
        let Some(list) = map.get("actions") else {
            return invalid(missing("actions"));
        };
        let Some(list) = list.as_array() else {
            return invalid(t!("record-actions-list", got = shown(list)));
        };
        let mut actions = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let Some(text) = item.as_str() else {
                return invalid(t!(
                    "record-action-string",
                    number = i + 1,
                    got = shown(item)
                ));
            };
            let action = parse_action(text).map_err(|e| RecordError::Action {
                number: i + 1,
                text: text.to_string(),
                why: ActionFault::Notation(e),
            })?;
            actions.push(action);
        }
        let date = map.get("date").and_then(Value::as_str).map(str::to_string);
        let result = parse_result(map.get("result"), rules.game)?;
        let comments = parse_comments(map.get("comments"), actions.len())?;
        let marks = match map.get("marks") {
            None => None,
            Some(v @ Value::Object(_)) => Some(v.clone()),
            Some(v) => {
                return invalid(t!("record-marks", got = shown(v)));
            }
        };
        let clock = parse_clock(map.get("clock"), actions.len())?;
        let ending = parse_ending(map)?;
        let record = Record {
            rules,
            players,
            actions,
            start,
            opening,
            date,
            computers,
            result,
            comments,
            marks,
            clock,
            ending,
            rounds: None,
        };
        record.start_game()?;
        Ok((record, value))
    }

    /// The game at the record's start, before any action.
    pub fn start_game(&self) -> Result<Game, RecordError> {
        if let Some(at_start) = self.round_start() {
            return Ok(at_start?.game().clone());
        }
        match &self.start {
            None => Game::new(self.rules).map_err(RecordError::Rules),
            Some(s) => Game::from_position(self.rules, &s.board, s.to_move, s.captured).map_err(
                |e| match e {
                    PositionError::Rules(e) => RecordError::Rules(e),
                    other => RecordError::Start(other),
                },
            ),
        }
    }

    /// Replay every action; the game after the last one, or the first illegal action.
    pub fn replay(&self) -> Result<Game, RecordError> {
        self.play_through(|_, _| {})
    }

    /// When the record states a result: whether `game` (the position after its actions)
    /// has a different one, said as one line.
    pub fn result_mismatch(&self, game: &Game) -> Option<String> {
        if let Some(held) = &self.rounds {
            held.result?;
            let record = self.match_record()?;
            return record.result_mismatch(&record.replay().ok()?);
        }
        if let Some(ending) = self.ending
            && game.position().is_over()
        {
            // A resignation or a fall of the flag after the rules ended the game.
            return Some(t!("record-ending-after-end", key = ending.key()));
        }
        let stated = self.result?;
        match StatedResult::of(game) {
            Some(actual) if actual == stated => None,
            Some(actual) => Some(t!(
                "record-result-differs",
                stated = stated.to_string(),
                actual = actual.to_string()
            )),
            None => Some(t!("record-result-not-over", stated = stated.to_string())),
        }
    }

    /// Who chose each action, in order (the engine's player to move before it).
    pub fn movers(&self) -> Result<Vec<Player>, RecordError> {
        let mut movers = Vec::with_capacity(self.actions.len());
        self.play_through(|mover, _| movers.push(mover))?;
        Ok(movers)
    }

    /// Replay the actions, showing `after_each` who chose each one and the game after it.
    pub fn play_through(
        &self,
        mut after_each: impl FnMut(Player, &Game),
    ) -> Result<Game, RecordError> {
        let mut game = self.start_game()?;
        for (i, &action) in self.actions.iter().enumerate() {
            let mover = game.position().current_player();
            game.apply(action).map_err(|e| RecordError::Action {
                number: i + 1,
                text: action.to_string(),
                why: ActionFault::Refused(e),
            })?;
            after_each(mover, &game);
        }
        Ok(game)
    }

    /// The record as JSON text. `game` (the position after the actions) adds the result.
    pub fn to_json(&self, game: Option<&Game>) -> String {
        if let Some(record) = self.match_record() {
            // The match's result, once it is over, whatever `game` says of the round.
            let played = game.and_then(|_| record.replay().ok());
            return record.to_json(played.as_ref());
        }
        write::to_json(self, game)
    }
}

/// The optional `"clock"`: `{ "minutes": M, "increment": S, "spent": [ms, ...],
/// "pending": ms }`, at most one time an action.
fn parse_clock(value: Option<&Value>, actions: usize) -> Result<Option<Clock>, RecordError> {
    let Some(value) = value else {
        return Ok(None);
    };
    let Some(map) = value.as_object() else {
        return invalid(must_be_object("clock", value));
    };
    let number = |key: &str, default: Option<f64>| match map.get(key) {
        None => default.ok_or_else(|| RecordError::Invalid(missing(&format!("clock.{key}")))),
        Some(v) => v.as_f64().ok_or_else(|| {
            RecordError::Invalid(t!("record-clock-number", key = key, got = shown(v)))
        }),
    };
    let control = TimeControl::new(number("minutes", None)?, number("increment", Some(0.0))?)
        .map_err(|e| RecordError::Invalid(format!("clock: {e}")))?;
    let millis = |v: &Value| v.as_u64().filter(|&n| n <= u32::MAX as u64);
    let mut spent = Vec::new();
    match map.get("spent") {
        None => {}
        Some(Value::Array(items)) if items.len() <= actions => {
            for (i, item) in items.iter().enumerate() {
                match millis(item) {
                    Some(n) => spent.push(n),
                    None => {
                        return invalid(t!(
                            "record-clock-spent",
                            number = i + 1,
                            got = shown(item)
                        ));
                    }
                }
            }
        }
        Some(v) => {
            return invalid(t!("record-clock-list", count = actions, got = shown(v)));
        }
    }
    let pending = match map.get("pending") {
        None => 0,
        Some(v) => millis(v).ok_or_else(|| {
            RecordError::Invalid(t!("record-clock-number", key = "pending", got = shown(v)))
        })?,
    };
    Ok(Some(Clock {
        control,
        spent,
        pending,
    }))
}

/// The optional `"resigned"` or `"out_of_time"`: the side that lost so (not both).
fn parse_ending(map: &serde_json::Map<String, Value>) -> Result<Option<Ending>, RecordError> {
    let resigned = map.get("resigned");
    let late = map.get("out_of_time");
    match (resigned, late) {
        (Some(_), Some(_)) => invalid(t!("record-two-endings")),
        (Some(v), None) => Ok(Some(Ending::Resigned(parse_player(v, "resigned")?))),
        (None, Some(v)) => Ok(Some(Ending::OutOfTime(parse_player(v, "out_of_time")?))),
        (None, None) => Ok(None),
    }
}

/// The optional `"comments"`: a list of `{ "action": n, "text": "..." }`, `n` an
/// action of the record (1-based), each action at most once.
fn parse_comments(
    value: Option<&Value>,
    actions: usize,
) -> Result<BTreeMap<usize, String>, RecordError> {
    let mut comments = BTreeMap::new();
    let Some(value) = value else {
        return Ok(comments);
    };
    let Some(list) = value.as_array() else {
        return invalid(crate::t!("record-comments-list", got = shown(value)));
    };
    for (i, item) in list.iter().enumerate() {
        let n = i + 1;
        let number = match item.get("action").and_then(Value::as_u64) {
            Some(k) if (1..=actions as u64).contains(&k) => k as usize,
            _ => {
                return invalid(crate::t!(
                    "record-comment-action",
                    number = n,
                    count = actions,
                    got = item
                        .get("action")
                        .map_or_else(|| crate::t!("record-nothing"), shown)
                ));
            }
        };
        let text = match item.get("text") {
            Some(Value::String(s)) if s.chars().count() <= COMMENT_CHARS => s.clone(),
            Some(Value::String(_)) => {
                return invalid(crate::t!(
                    "record-comment-long",
                    number = n,
                    most = COMMENT_CHARS
                ));
            }
            other => {
                return invalid(crate::t!(
                    "record-comment-text",
                    number = n,
                    got = other.map_or_else(|| crate::t!("record-nothing"), shown)
                ));
            }
        };
        if comments.insert(number - 1, text).is_some() {
            return invalid(format!(
                "comments item {n}: action {number} has a comment already"
            ));
        }
    }
    Ok(comments)
}

/// serde_json's message without its trailing " at line L column C".
fn syntax_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// serde_json's words for a syntax error (English only) in the language spoken: each
/// of its messages has a `json-…` message; one it does not know is said as a syntax
/// error alone (`record-syntax` says that much) rather than in English.
fn json_words(message: &str) -> String {
    const SERDE: [(&str, &str); 19] = [
        ("EOF while parsing a list", "json-eof-list"),
        ("EOF while parsing an object", "json-eof-object"),
        ("EOF while parsing a string", "json-eof-string"),
        ("EOF while parsing a value", "json-eof-value"),
        ("expected `:`", "json-expected-colon"),
        ("expected `,` or `]`", "json-expected-comma-or-bracket"),
        ("expected `,` or `}`", "json-expected-comma-or-brace"),
        ("expected ident", "json-expected-word"),
        ("expected value", "json-expected-value"),
        ("expected `\"`", "json-expected-quote"),
        ("invalid escape", "json-invalid-escape"),
        ("invalid number", "json-invalid-number"),
        ("number out of range", "json-number-range"),
        ("invalid unicode code point", "json-invalid-unicode"),
        ("key must be a string", "json-key-string"),
        ("trailing comma", "json-trailing-comma"),
        ("trailing characters", "json-trailing-characters"),
        ("recursion limit exceeded", "json-too-deep"),
        ("control character", "json-control-character"),
    ];
    if crate::words::i18n::current() == crate::words::i18n::Lang::En {
        return message.to_string();
    }
    match SERDE
        .iter()
        .find(|(english, _)| message.starts_with(english))
    {
        Some((_, id)) => t!(id),
        // serde_json's rarer words (a lone surrogate, a float key, an invalid type).
        None if [
            "lone ",
            "unexpected ",
            "float key",
            "invalid ",
            "EOF",
            "expected ",
        ]
        .iter()
        .any(|english| message.starts_with(english)) =>
        {
            t!("json-other")
        }
        // Not serde_json's: the program's own words (a key twice), already translated.
        None => message.to_string(),
    }
}

/// How error messages name a record file: `-` is standard input; other names are
/// escaped (a file name may hold control characters too).
pub fn shown_path(path: &str) -> String {
    if path == "-" {
        crate::t!("record-standard-input")
    } else {
        escape_for_terminal(path, PATH_COLUMNS)
    }
}

/// Read and check a record file (`-` is standard input). Errors name the file.
pub fn read_file(path: &str) -> Result<Record, String> {
    let bytes = read_bytes(path).map_err(|e| format!("{}: {e}", shown_path(path)))?;
    Record::from_bytes(&bytes).map_err(|e| format!("{}: {e}", shown_path(path)))
}

/// Read, check and replay a record file: the record and the game after its last action.
pub fn load_file(path: &str) -> Result<(Record, Game), String> {
    let record = read_file(path)?;
    let game = record
        .replay()
        .map_err(|e| format!("{}: {e}", shown_path(path)))?;
    Ok((record, game))
}
