//! The match record (`"format": "mancala-match"`, version 1) of the variants brief: a
//! match of Hoyito I, II or III in rounds, each round's actions in order. Each round's
//! start (filled and closed holes, seeds set aside, the starter) follows from the
//! rounds before it and is not written; the engine's [`Match`] replays them.

use super::write::PlayersJson;
use super::{
    ActionFault, RecordError, VERSION, file_json, invalid, missing, parse_computers, parse_player,
    parse_players, parse_rules, shown,
};
use crate::store::level::Level;
use crate::t;
use crate::words::position::RulesJson;
use mancala_rules::{Action, GameKind, Match, MatchError, Player, Rules, parse_action};
use serde::Serialize;
use serde_json::Value;

/// The `format` value every match record carries.
pub const FORMAT: &str = "mancala-match";

/// A match record: the rules, the players, and each round's actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub rules: Rules,
    /// South's and North's names.
    pub players: [String; 2],
    /// Each round's actions, in order; every round but the last ends at its last action.
    pub rounds: Vec<Vec<Action>>,
    /// The result the record states (written when a finished match is saved).
    pub result: Option<MatchResult>,
    /// South's and North's computer level, `None` for a person (written as a game's
    /// record writes them, in `"players"`).
    pub computers: [Option<Level>; 2],
    /// When the match was played, as the writer chose to say it (optional).
    pub date: Option<String>,
}

/// A match record's `"result"`: who won the match, after how many rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchResult {
    pub winner: Player,
    pub rounds: usize,
}

impl MatchResult {
    /// The result of a finished match, or `None` while it goes on.
    pub fn of(played: &Match) -> Option<MatchResult> {
        played.winner().map(|winner| MatchResult {
            winner,
            rounds: played.round(),
        })
    }
}

/// Whether `bytes` are a match record's (its `format` says so), to choose the reader.
pub fn is_match(bytes: &[u8]) -> bool {
    let text = std::str::from_utf8(bytes).unwrap_or("");
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|v| v.get("format").and_then(Value::as_str).map(|f| f == FORMAT))
        .unwrap_or(false)
}

impl MatchRecord {
    /// A record of a new match with no actions yet.
    pub fn new(rules: Rules, players: [String; 2]) -> MatchRecord {
        MatchRecord {
            rules,
            players,
            rounds: vec![Vec::new()],
            result: None,
            computers: [None, None],
            date: None,
        }
    }

    /// Read and check a match record: its fields, and that its rounds replay (every
    /// round but the last ending exactly at its last action).
    pub fn parse(text: &str) -> Result<MatchRecord, RecordError> {
        MatchRecord::of_json(&file_json(text, FORMAT)?)
    }

    /// [`MatchRecord::parse`] of the JSON a match file was read as (its format and
    /// version checked).
    pub(super) fn of_json(value: &Value) -> Result<MatchRecord, RecordError> {
        let map = value.as_object().expect("a record file is an object");
        let rules = parse_rules(map.get("rules"))?;
        if rules.game != GameKind::HoyitoII {
            return invalid(t!("match-not-hoyito", game = rules.game_key()));
        }
        let players = parse_players(map.get("players"))?;
        let computers = parse_computers(map.get("players"))?;
        let date = map.get("date").and_then(Value::as_str).map(str::to_string);
        let Some(list) = map.get("rounds") else {
            return invalid(missing("rounds"));
        };
        let Some(list) = list.as_array().filter(|l| !l.is_empty()) else {
            return invalid(t!("match-rounds-list", got = shown(list)));
        };
        let mut rounds = Vec::with_capacity(list.len());
        for (r, round) in list.iter().enumerate() {
            let Some(items) = round.as_array() else {
                return invalid(t!("match-round-list", round = r + 1, got = shown(round)));
            };
            let mut actions = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let in_round = |why: RecordError| {
                    RecordError::Invalid(t!("match-round", round = r + 1, why = why.to_string()))
                };
                let Some(text) = item.as_str() else {
                    return Err(in_round(RecordError::Invalid(t!(
                        "record-action-string",
                        number = i + 1,
                        got = shown(item)
                    ))));
                };
                let action = parse_action(text).map_err(|e| {
                    in_round(RecordError::Action {
                        number: i + 1,
                        text: text.to_string(),
                        why: ActionFault::Notation(e),
                    })
                })?;
                actions.push(action);
            }
            rounds.push(actions);
        }
        let result = match map.get("result") {
            None => None,
            Some(v) => Some(parse_result(v)?),
        };
        let record = MatchRecord {
            rules,
            players,
            rounds,
            result,
            computers,
            date,
        };
        record.replay()?;
        Ok(record)
    }

    /// Replay every round; the match after the last action, or what is wrong: an
    /// action the rules refuse, a round that goes on past its end or stops before it.
    pub fn replay(&self) -> Result<Match, RecordError> {
        let mut played = Match::new(self.rules).map_err(|e| match e {
            MatchError::Rules(e) => RecordError::Rules(e),
            other => RecordError::Invalid(other.to_string()),
        })?;
        for (r, actions) in self.rounds.iter().enumerate() {
            let round = r + 1;
            if played.round() != round {
                return invalid(t!("match-round-unfinished", round = round - 1));
            }
            for (i, &action) in actions.iter().enumerate() {
                if played.round() != round || played.is_over() {
                    return invalid(t!("match-round-over", round = round, number = i + 1));
                }
                played.apply(action).map_err(|e| {
                    RecordError::Invalid(t!(
                        "match-round",
                        round = round,
                        why = RecordError::Action {
                            number: i + 1,
                            text: action.to_string(),
                            why: ActionFault::Refused(e),
                        }
                        .to_string()
                    ))
                })?;
            }
        }
        // The last round finished with the match going on: the next is in play, at its
        // start, as the brief allows.
        Ok(played)
    }

    /// When the record states a result: whether `played` (the match after its rounds)
    /// has a different one, said as one line.
    pub fn result_mismatch(&self, played: &Match) -> Option<String> {
        let stated = self.result?;
        let said = |r: MatchResult| t!("match-result", winner = r.winner.key(), rounds = r.rounds);
        match MatchResult::of(played) {
            Some(actual) if actual == stated => None,
            Some(actual) => Some(t!(
                "match-result-differs",
                stated = said(stated),
                actual = said(actual)
            )),
            None => Some(t!("match-result-not-over", stated = said(stated))),
        }
    }

    /// The record as JSON text; `played` (the match after its rounds) adds the result
    /// once the match is over.
    pub fn to_json(&self, played: Option<&Match>) -> String {
        let result = played.and_then(MatchResult::of).or(self.result);
        let json = MatchJson {
            format: FORMAT,
            version: VERSION,
            rules: RulesJson::of(&self.rules),
            players: PlayersJson::of(&self.players, &self.computers),
            date: self.date.as_deref(),
            result: result.map(|r| ResultJson {
                winner: r.winner.key(),
                rounds: r.rounds,
            }),
            rounds: self
                .rounds
                .iter()
                .map(|round| round.iter().map(Action::to_string).collect())
                .collect(),
        };
        let mut text = serde_json::to_string_pretty(&json).expect("a match record serializes");
        text.push('\n');
        text
    }
}

/// `"result": {"winner": "south", "rounds": 7}`.
fn parse_result(value: &Value) -> Result<MatchResult, RecordError> {
    let Some(map) = value.as_object() else {
        return invalid(super::must_be_object("result", value));
    };
    let winner = match map.get("winner") {
        Some(v) => parse_player(v, "result.winner")?,
        None => return invalid(missing("result.winner")),
    };
    let rounds = match map.get("rounds") {
        Some(v) => match v.as_u64() {
            Some(n) if n >= 1 => n as usize,
            _ => return invalid(t!("match-result-rounds", got = shown(v))),
        },
        None => return invalid(missing("result.rounds")),
    };
    Ok(MatchResult { winner, rounds })
}

#[derive(Serialize)]
struct MatchJson<'a> {
    format: &'static str,
    version: u64,
    rules: RulesJson,
    players: PlayersJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    date: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<ResultJson>,
    rounds: Vec<Vec<String>>,
}

#[derive(Serialize)]
struct ResultJson {
    winner: &'static str,
    rounds: usize,
}

/// The four keys `mancala check --json` adds for a match to the position JSON of the
/// round in play: `"round"`, `"closed"` (hole names, sorted), `"set_aside"` and
/// `"match_winner"`.
#[derive(Serialize)]
struct MatchKeys {
    round: usize,
    closed: Vec<String>,
    set_aside: crate::words::position::Captured,
    match_winner: Option<&'static str>,
}

/// The position JSON of the round in play (the last round once the match is over),
/// with the match's four keys after the position's.
pub fn position_json(played: &Match) -> String {
    let position = crate::words::position::to_json(played.game());
    let [south, north] = played.set_aside();
    let mut closed: Vec<String> = played
        .closed_holes()
        .iter()
        .map(|h| h.to_string())
        .collect();
    closed.sort();
    let keys = MatchKeys {
        round: played.round(),
        closed,
        set_aside: crate::words::position::Captured { south, north },
        match_winner: played.winner().map(Player::key),
    };
    let keys = serde_json::to_string(&keys).expect("the match keys serialize");
    // Both are objects: the position's keys, then the match's.
    format!(
        "{},{}",
        position.strip_suffix('}').expect("an object"),
        keys.strip_prefix('{').expect("an object")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::HoyitoForm;

    /// A whole match played by a simple deterministic chooser, saved, read back and
    /// replayed to the same result; check's JSON has the four match keys.
    #[test]
    fn a_whole_match_is_saved_read_back_and_replayed_to_the_same_end() {
        let rules = Rules::hoyito_form(HoyitoForm::II, 4);
        let (played, rounds) = crate::test_match::random_match(rules, 0, |m| m.round() >= 200);
        let record = MatchRecord {
            rounds,
            ..MatchRecord::new(rules, ["Ana".into(), "Ben".into()])
        };
        assert!(
            played.is_over(),
            "the match ended in {} rounds",
            played.round()
        );
        let text = record.to_json(Some(&played));
        let read = MatchRecord::parse(&text).unwrap();
        assert_eq!(
            read.result,
            Some(MatchResult {
                winner: played.winner().unwrap(),
                rounds: played.round()
            })
        );
        let again = read.replay().unwrap();
        assert_eq!(read.result_mismatch(&again), None);
        assert_eq!(*again.game().position(), *played.game().position());
        let json: Value = serde_json::from_str(&position_json(&again)).unwrap();
        assert_eq!(json["round"], played.round());
        assert_eq!(json["match_winner"], played.winner().unwrap().key());
        assert!(json["closed"].is_array() && json["set_aside"]["south"].is_u64());
        assert_eq!(json["over"], true);
    }

    /// A random match to its end, one round at a time as the play screen plays it: each
    /// round a [`Record`] of the match, its next round made when it ends, written and
    /// read back at every round's end to the same round, and undone across a round.
    #[test]
    fn a_match_is_played_round_by_round_as_records_written_and_read_back() {
        use crate::store::record::Record;
        let rules = Rules::hoyito_form(HoyitoForm::III, 4);
        let mut record = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
        record.computers = [None, Some(crate::store::level::Level::Hard)];
        let mut game = record.replay().unwrap();
        let mut k = 7usize;
        let mut rounds = 1;
        loop {
            if game.position().is_over() {
                let text = record.to_json(Some(&game));
                let read = Record::parse(&text).unwrap();
                assert_eq!(read.computers, record.computers);
                match record.next_round(record.actions.len()) {
                    Some(next) => {
                        // The file of a finished round reads as the next round at its start.
                        assert_eq!(
                            read,
                            Record {
                                rounds: next.rounds.clone(),
                                ..next.clone()
                            }
                        );
                        assert!(!text.contains("result"));
                        let back = next.previous_round().unwrap();
                        assert_eq!(back.actions, record.actions);
                        record = next;
                        rounds += 1;
                        game = record.replay().unwrap();
                        assert_eq!(game.actions_played(), 0);
                        assert_eq!(game.position().to_move(), Some(Match::starter(rounds)));
                        continue;
                    }
                    None => {
                        let played = record.played_match().unwrap();
                        assert!(played.is_over());
                        assert_eq!(read.actions, record.actions);
                        let stated = read.rounds.as_ref().unwrap().result.unwrap();
                        assert_eq!(
                            (stated.winner, stated.rounds),
                            (played.winner().unwrap(), rounds)
                        );
                        assert_eq!(read.result_mismatch(&read.replay().unwrap()), None);
                        break;
                    }
                }
            }
            let moves = game.position().legal_actions();
            k = k
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = moves[(k >> 33) % moves.len()];
            game.apply(action).unwrap();
            record.actions.push(action);
            assert!(rounds < 400, "the match ends");
        }
        assert!(rounds > 1);
    }

    #[test]
    fn a_round_past_its_end_a_tsoro_match_and_a_game_record_are_refused() {
        let game = r#"{"format": "mancala-record", "version": 1, "rules": {"game": "hoyito-ii"}, "actions": []}"#;
        assert!(MatchRecord::parse(game).is_err());
        let tsoro = r#"{"format": "mancala-match", "version": 1, "rules": {"game": "tsoro"}, "rounds": [[]]}"#;
        assert!(MatchRecord::parse(tsoro).is_err());
        // Round 1 not over after "c1", yet a second round is written.
        let early = r#"{"format": "mancala-match", "version": 1, "rules": {"game": "hoyito-ii"}, "rounds": [["c1"], ["a2"]]}"#;
        assert!(MatchRecord::parse(early).is_err());
        let fine = r#"{"format": "mancala-match", "version": 1, "rules": {"game": "hoyito-ii"}, "rounds": [["c1"]]}"#;
        let played = MatchRecord::parse(fine).unwrap().replay().unwrap();
        assert_eq!((played.round(), played.game().actions_played()), (1, 1));
        assert!(is_match(fine.as_bytes()) && !is_match(game.as_bytes()));
    }
}
