//! The rules walkthrough: lessons as data (`assets/lessons/`), each a position, a task,
//! every action sequence that fulfils it, and what the engine must report on the way.
//!
//! A lesson can be checked three ways, all by the engine (tests/it/lessons.rs runs them):
//! `expect` is the position its first answer reaches; `claims` are what its words say
//! happened (laps, captures, passes), true of every answer; and `goal`, when the task is a
//! choice, says what a right answer achieves, so a test can find every right answer by
//! trying all legal ones and compare them with `answers`. In a choice, every legal action
//! that is not a right answer has a `wrong` entry: why it is wrong, with claims of its
//! own that the engine checks the same way (what it does, and the best the next player
//! can then capture).
//!
//! A lesson may be set in a round of a match in rounds (Hoyito I, II and III): its
//! `match` says which round, the holes closed in it, the seeds set aside before it and,
//! in Hoyito III from round 3, who takes the last four (see [`InRound`]). Its game is
//! played on the circuit of open holes, and a claim about the round's end
//! ([`RoundEndClaim`]) is checked by playing the answer through the engine's [`Match`].
//!
//! Keys are never named by hand in a lesson's words: `{key:stop}` stands for the key the
//! player has for stop, filled in when the words are shown (see [`fill_keys`]).

use crate::store::record::{Record, TakenUp};
use crate::words::position::PositionJson;
use mancala_rules::{
    Action, CaptureKind, Event, Game, GameKind, Match, Player, Setup, parse_action, parse_hole,
};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One lesson, as written in its JSON file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The file's name without `.json`, the key of the learner's progress.
    #[serde(skip)]
    pub id: String,
    pub title: String,
    pub text: String,
    pub task: String,
    /// Every action sequence (record notation) that fulfils the task; all have the
    /// same length. The first is the one `expect` describes.
    pub answers: Vec<Vec<String>>,
    /// What just happened and why, shown once the task is done (true of every answer).
    pub done: String,
    /// A game record: the rules, the set-up position and any actions before the task.
    pub record: serde_json::Value,
    /// A lesson set in a round of a match: the round, its closed holes and the seeds
    /// set aside (the record's `start` is then the round's position, 0 in the closed
    /// holes).
    #[serde(default, rename = "match")]
    pub in_match: Option<InRound>,
    /// Keys of the position JSON the engine must give after the first answer.
    pub expect: serde_json::Map<String, serde_json::Value>,
    /// What the text says happens, checked against the engine's events for every answer.
    #[serde(default)]
    pub claims: Claims,
    /// For a task that is a choice: what a right answer achieves.
    #[serde(default)]
    pub goal: Option<Goal>,
    /// Whether the hint key works in this lesson (off unless the lesson says so).
    #[serde(default)]
    pub hints: bool,
    /// Each wrong choice of a choice lesson, by the actions that make it (the right
    /// ones before it and the wrong one, in record notation, joined by spaces).
    #[serde(default)]
    pub wrong: BTreeMap<String, Wrong>,
}

/// Why a legal action is not a right answer, and what the engine must bear out.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wrong {
    /// Shown after what the action would do (which the engine describes itself).
    pub why: String,
    /// What the wrong action alone does.
    #[serde(default)]
    pub claims: Claims,
    /// The best turn of the player to move after it.
    pub then: Option<Then>,
}

/// The best the player to move can do after a wrong choice.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Then {
    /// Who is to move ("south" or "north").
    pub by: String,
    /// The most they can capture in that turn (as [`best_turn_gain`] finds it).
    pub gains: u16,
    /// Actions of theirs that capture that much (record notation).
    #[serde(default)]
    pub best: Vec<String>,
    /// What those actions do.
    #[serde(default)]
    pub claims: Claims,
}

/// Checkable statements of a lesson's text about what its answer does.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claims {
    /// Laps sown by each action that sows (a sow or a continue), in order.
    pub laps: Option<Vec<u64>>,
    /// Every capture made, in order.
    pub captures: Option<Vec<CaptureClaim>>,
    /// Re-entered captures (Tsoro): each column sown back, in order.
    pub reentered: Option<Vec<ReenteredClaim>>,
    /// Players who passed, in order.
    pub passes: Option<Vec<String>>,
    /// The laps after which the endless-sowing rule ended a move, if one did.
    pub endless_after: Option<u64>,
    /// The board after the answer is the board before it.
    pub board_unchanged: Option<bool>,
    /// Who is to move after the answer (`null` once the game is over).
    pub next: Option<Option<String>>,
    /// A lesson in a match whose answer ends the round: the totals and what they make
    /// of the next round (checked by [`Lesson::check_round_end`]).
    pub round_end: Option<RoundEndClaim>,
}

/// Where a lesson in a match is set: a round (from 1), the holes closed in it, the
/// seeds each player set aside before it, and (Hoyito III, from round 3) who takes the
/// last four seeds.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InRound {
    pub round: usize,
    #[serde(default)]
    pub closed: Vec<String>,
    #[serde(default)]
    pub set_aside: Sides,
    #[serde(default)]
    pub last_four: Option<String>,
}

/// A count for each side, as the position JSON writes captured seeds.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Sides {
    pub south: u16,
    pub north: u16,
}

impl Sides {
    fn of(counts: [u16; 2]) -> Sides {
        Sides {
            south: counts[0],
            north: counts[1],
        }
    }

    fn both(self) -> [u16; 2] {
        [self.south, self.north]
    }
}

/// What a round's end makes of the match: each side's total (captured in the round and
/// set aside before it), then the next round's closed holes (row, then column order),
/// seeds set aside and starter; or, once a total is under 4, the match's winner.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RoundEndClaim {
    pub totals: Sides,
    #[serde(default)]
    pub closed: Vec<String>,
    #[serde(default)]
    pub set_aside: Sides,
    /// Who starts the next round (`null` when the match is over).
    pub starts: Option<String>,
    /// Who won the match (`null` while it goes on).
    #[serde(default)]
    pub match_winner: Option<String>,
}

impl Claims {
    /// Whether the engine's events (one list per action) and the game after them bear
    /// out these claims; names the first that does not hold. `id` names the lesson.
    pub fn check(
        &self,
        id: &str,
        before: &Game,
        events: &[Vec<Event>],
        after: &Game,
    ) -> Result<(), String> {
        let c = self;
        let fail = |what: &str, said: String, got: String| {
            Err(format!(
                "{id}: the lesson says {what} {said}, the engine {got}"
            ))
        };
        if let Some(laps) = &c.laps {
            let got: Vec<u64> = events
                .iter()
                .map(Vec::as_slice)
                .filter_map(laps_of)
                .collect();
            if &got != laps {
                return fail("laps", format!("{laps:?}"), format!("{got:?}"));
            }
        }
        if let Some(captures) = &c.captures {
            let got: Vec<CaptureClaim> = events.iter().flatten().filter_map(capture_of).collect();
            if &got != captures {
                return fail("captures", format!("{captures:?}"), format!("{got:?}"));
            }
        }
        if let Some(reentered) = &c.reentered {
            let got: Vec<ReenteredClaim> = events
                .iter()
                .flatten()
                .filter_map(|e| match e {
                    Event::Reentered { by, holes, stones } => Some(ReenteredClaim {
                        by: by.key().to_string(),
                        holes: holes.iter().map(|(h, _)| h.to_string()).collect(),
                        stones: *stones,
                    }),
                    _ => None,
                })
                .collect();
            if &got != reentered {
                return fail("sown back", format!("{reentered:?}"), format!("{got:?}"));
            }
        }
        if let Some(passes) = &c.passes {
            let got: Vec<String> = events
                .iter()
                .flatten()
                .filter_map(|e| match e {
                    Event::Passed { player } => Some(player.key().to_string()),
                    _ => None,
                })
                .collect();
            if &got != passes {
                return fail("passes", format!("{passes:?}"), format!("{got:?}"));
            }
        }
        if let Some(laps) = c.endless_after {
            let got = events.iter().flatten().find_map(|e| match e {
                Event::EndlessSowing { laps, .. } => Some(*laps),
                _ => None,
            });
            if got != Some(laps) {
                return fail("endless sowing after", laps.to_string(), format!("{got:?}"));
            }
        }
        if let Some(same) = c.board_unchanged
            && (before.position().rows() == after.position().rows()) != same
        {
            return fail(
                "the board is unchanged:",
                same.to_string(),
                format!(
                    "{:?} -> {:?}",
                    before.position().rows(),
                    after.position().rows()
                ),
            );
        }
        if let Some(next) = &c.next {
            let got = after.position().to_move().map(|p| p.key().to_string());
            if &got != next {
                return fail("next to move", format!("{next:?}"), format!("{got:?}"));
            }
        }
        Ok(())
    }
}

/// The key of a wrong choice in a lesson's `wrong`: the actions made, the wrong one
/// last, in record notation.
pub fn choice_key(played: &[Action], action: Action) -> String {
    played
        .iter()
        .chain([&action])
        .map(Action::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The hole an action names, if any (a sow's or a pick's).
fn action_hole(action: Action) -> Option<String> {
    match action {
        Action::Sow(h) | Action::Pick(h) => Some(h.to_string()),
        Action::Continue | Action::Stop => None,
    }
}

/// The holes the engine's description of these events names: where laps start and
/// end, heads, and holes captured (not every hole a seed is dropped in).
fn named_holes(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .flat_map(|e| match e {
            Event::LapStarted { from: h, .. }
            | Event::LapEnded { hole: h, .. }
            | Event::EndedInEmpty { hole: h }
            | Event::HeadReached { hole: h, .. }
            | Event::Stopped { hole: h }
            | Event::EndlessSowing { at: h, .. } => vec![h.to_string()],
            Event::Captured { holes, .. } => holes.iter().map(|(h, _)| h.to_string()).collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// Whether the numbers and holes a wrong choice's words give are ones its checked
/// claims hold: "N laps" one of `laps`, "N seeds" or "N stones" one of `gains` (and
/// the same in Spanish: vueltas, semillas, piedras), and
/// every hole named one of `holes` (the choice's, the reply's, and those the engine's
/// events name).
fn said_numbers_hold(
    id: &str,
    why: &str,
    laps: &[u64],
    gains: &[u16],
    holes: &[String],
) -> Result<(), String> {
    let words: Vec<&str> = why
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    for (k, w) in words.iter().enumerate() {
        let next = words.get(k + 1).copied().unwrap_or("");
        if let Ok(n) = w.parse::<u64>() {
            let held = match next {
                "lap" | "laps" | "vuelta" | "vueltas" => laps.contains(&n),
                "seed" | "seeds" | "stone" | "stones" | "semilla" | "semillas" | "piedra"
                | "piedras" => gains.iter().any(|&g| u64::from(g) == n),
                _ => true,
            };
            if !held {
                return Err(format!(
                    "{id}: the words say {n} {next}, which no claim holds"
                ));
            }
        }
        if mancala_rules::parse_hole(w).is_ok() && !holes.iter().any(|h| h == w) {
            return Err(format!(
                "{id}: the words name {w}, which is not in the choice, its claims or the reply"
            ));
        }
    }
    Ok(())
}

/// A column captured and sown back (Tsoro with re-entered captures): who took it, its
/// holes (in the engine's order) and the stones sown back.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ReenteredClaim {
    pub by: String,
    pub holes: Vec<String>,
    pub stones: u16,
}

/// One capture: who made it, what kind, the holes taken (in the engine's order) and
/// the seeds.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CaptureClaim {
    pub by: String,
    pub kind: String,
    pub holes: Vec<String>,
    pub seeds: u16,
}

/// What a right answer to a choice achieves.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    /// Keys of the position JSON that must match after the answer.
    #[serde(default)]
    pub position: serde_json::Map<String, serde_json::Value>,
    /// The most the opponent can then capture in their whole next turn (extra turns
    /// and bonus picks included).
    pub opponent_gains_at_most: Option<u16>,
}

/// A lesson's words in another language (`assets/lessons/es/NAME.json`): every
/// sentence of the lesson and nothing else, so that the position, the answers and
/// the claims the tests check are the one data of both languages.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    pub title: String,
    pub text: String,
    pub task: String,
    pub done: String,
    /// Each wrong choice's `why`, by the same keys as the lesson's `wrong`.
    pub wrong: BTreeMap<String, String>,
}

impl Lesson {
    /// The lesson with `words` in place of its English ones; an error names what does
    /// not match (a wrong choice missing or unknown).
    fn in_words(mut self, words: Words) -> Result<Lesson, String> {
        let ours: Vec<&String> = self.wrong.keys().collect();
        let theirs: Vec<&String> = words.wrong.keys().collect();
        if ours != theirs {
            return Err(format!(
                "{}: the wrong choices are {ours:?}, the translation has {theirs:?}",
                self.id
            ));
        }
        self.title = words.title;
        self.text = words.text;
        self.task = words.task;
        self.done = words.done;
        for (key, why) in words.wrong {
            if let Some(wrong) = self.wrong.get_mut(&key) {
                wrong.why = why;
            }
        }
        Ok(self)
    }
}

/// Each lesson file with its Spanish words.
macro_rules! lesson_files {
    ($($name:literal),* $(,)?) => {
        &[$((
            $name,
            include_str!(concat!("../../assets/lessons/", $name, ".json")),
            include_str!(concat!("../../assets/lessons/es/", $name, ".json")),
        )),*]
    };
}

type LessonFile = (&'static str, &'static str, &'static str);

const HOYITO: &[LessonFile] = lesson_files![
    "hoyito-01",
    "hoyito-02",
    "hoyito-03",
    "hoyito-04",
    "hoyito-05",
    "hoyito-06",
    "hoyito-07",
    "hoyito-08",
    "hoyito-09",
    "hoyito-10",
    "hoyito-11",
    "hoyito-12",
    "hoyito-13",
    "hoyito-14",
    "hoyito-15",
    "hoyito-16",
    "hoyito-17",
];

const TSORO: &[LessonFile] = lesson_files![
    "tsoro-01", "tsoro-02", "tsoro-03", "tsoro-04", "tsoro-05", "tsoro-06", "tsoro-07", "tsoro-08",
    "tsoro-09", "tsoro-10", "tsoro-11", "tsoro-12", "tsoro-13", "tsoro-14", "tsoro-15", "tsoro-16",
    "tsoro-17", "tsoro-18", "tsoro-19",
];

/// The lessons on match play in rounds (Hoyito I, II and III), read with
/// [`match_lessons_in`].
const MATCH: &[LessonFile] =
    lesson_files!["match-01", "match-02", "match-03", "match-04", "match-05"];

/// The lessons on match play in rounds in `lang`: each set in a round, with closed
/// holes and seeds set aside (played from [`Lesson::play_record`]), the last of the
/// Hoyito walkthrough.
pub fn match_lessons_in(lang: crate::words::i18n::Lang) -> Vec<Lesson> {
    read_all(MATCH, lang)
}

/// Built-in lesson files in `lang` (checked by tests/it/lessons.rs, in both languages).
fn read_all(files: &[LessonFile], lang: crate::words::i18n::Lang) -> Vec<Lesson> {
    files
        .iter()
        .map(|(id, text, spanish)| {
            read_lesson(id, text, spanish, lang).expect("built-in lessons are checked by tests")
        })
        .collect()
}

/// The name of a game's walkthrough: `Hoyito` (Hoyito II's lessons, then Hoyito I's
/// and III's, then match play's) or `Tsoro`.
pub fn walkthrough_title(game: GameKind) -> &'static str {
    match game {
        GameKind::HoyitoII => "Hoyito",
        GameKind::Tsoro => GameKind::Tsoro.title(),
    }
}

/// The lessons of a game, in teaching order, in the language spoken now.
pub fn lessons(game: GameKind) -> Vec<Lesson> {
    lessons_in(game, crate::words::i18n::current())
}

/// The lessons of a game in `lang`. The files are built in and checked by tests
/// (tests/it/lessons.rs, in both languages).
pub fn lessons_in(game: GameKind, lang: crate::words::i18n::Lang) -> Vec<Lesson> {
    match game {
        GameKind::HoyitoII => {
            let mut all = read_all(HOYITO, lang);
            all.extend(match_lessons_in(lang));
            all
        }
        GameKind::Tsoro => read_all(TSORO, lang),
    }
}

/// One lesson from its file and its Spanish words.
fn read_lesson(
    id: &str,
    text: &str,
    spanish: &str,
    lang: crate::words::i18n::Lang,
) -> Result<Lesson, String> {
    let mut lesson: Lesson = serde_json::from_str(text).map_err(|e| format!("{id}: {e}"))?;
    lesson.id = id.to_string();
    match lang {
        crate::words::i18n::Lang::En => Ok(lesson),
        crate::words::i18n::Lang::Es => {
            let words: Words =
                serde_json::from_str(spanish).map_err(|e| format!("es/{id}: {e}"))?;
            lesson.in_words(words)
        }
    }
}

impl Lesson {
    /// The name of the game the lesson is played in (its record's rules): `Hoyito II`,
    /// `Hoyito I`, `Hoyito III` or `Tsoro`.
    pub fn game_title(&self) -> &'static str {
        let key = self.record["rules"]["game"].as_str().unwrap_or("");
        match mancala_rules::HoyitoForm::from_key(key) {
            Some(form) => form.title(),
            None => GameKind::Tsoro.title(),
        }
    }

    /// The title under a heading that names the game already: "Hoyito I: Captures on
    /// the way" (so named in the list) is "Captures on the way" there.
    pub fn title_after_game(&self) -> &str {
        self.title
            .strip_prefix(self.game_title())
            .and_then(|rest| rest.strip_prefix(": "))
            .unwrap_or(&self.title)
    }

    /// The lesson's starting record (set-up position and actions before the task).
    pub fn start_record(&self) -> Result<Record, String> {
        Record::parse(&self.record.to_string())
            .map_err(|e| format!("lesson \"{}\": {e}", self.title))
    }

    /// The game at the lesson's start, its record's actions played: in a match's round,
    /// on the circuit of the round's open holes.
    pub fn start_game(&self) -> Result<Game, String> {
        match self.start_match()? {
            Some(m) => Ok(m.game().clone()),
            None => self.start_record()?.replay().map_err(|e| e.to_string()),
        }
    }

    /// A lesson in a match: the match taken up at the lesson's start (the round's
    /// position, its record's actions played); `None` for a single game.
    pub fn start_match(&self) -> Result<Option<Match>, String> {
        let Some(t) = self.taken_up()? else {
            return Ok(None);
        };
        let id = &self.id;
        let mut m =
            Match::at_round(t.round, t.set_aside, t.start).map_err(|e| format!("{id}: {e}"))?;
        for &a in &self.start_record()?.actions {
            m.apply(a).map_err(|e| format!("{id}: {a}: {e}"))?;
        }
        Ok(Some(m))
    }

    /// The record the lesson is played from: its starting record, or, in a match's
    /// round, the match taken up at the round's position with the record's actions.
    pub fn play_record(&self) -> Result<Record, String> {
        let mut record = self.start_record()?;
        if let Some(t) = self.taken_up()? {
            record.start = None;
            record.rounds = Some(crate::store::record::Rounds {
                taken_up: Some(Box::new(t)),
                ..Default::default()
            });
        }
        Ok(record)
    }

    /// A lesson in a match: the round it is taken up in, the seeds set aside before
    /// it and the round's position (its closed holes, the last four), before the
    /// record's actions; `None` for a single game.
    fn taken_up(&self) -> Result<Option<TakenUp>, String> {
        let Some(in_round) = &self.in_match else {
            return Ok(None);
        };
        let id = &self.id;
        let record = self.start_record()?;
        let start = record
            .start
            .as_ref()
            .ok_or_else(|| format!("{id}: a lesson in a round sets its position (start)"))?;
        let mut setup = Setup::new(start.board.clone(), start.to_move, start.captured);
        setup.closed = in_round
            .closed
            .iter()
            .map(|h| parse_hole(h).map_err(|e| format!("{id}: {h}: {e}")))
            .collect::<Result<_, _>>()?;
        setup.last_four = in_round
            .last_four
            .as_deref()
            .map(|p| player_named(p).ok_or_else(|| format!("{id}: last_four: {p}")))
            .transpose()?;
        let position = setup
            .into_position(record.rules)
            .map_err(|e| format!("{id}: {e}"))?;
        Ok(Some(TakenUp {
            round: in_round.round,
            set_aside: in_round.set_aside.both(),
            start: position,
        }))
    }

    /// South's and North's seeds set aside before the lesson's round (none in a single
    /// game).
    pub fn set_aside(&self) -> [u16; 2] {
        self.in_match
            .as_ref()
            .map_or([0, 0], |m| m.set_aside.both())
    }

    /// Whether an answer, played through the lesson's match, bears out what its
    /// claims say of the round's end: a lesson in a match claims it exactly when the
    /// answer ends the round, and a single game never does.
    pub fn check_round_end(&self, answer: &[Action]) -> Result<(), String> {
        let id = &self.id;
        let claim = self.claims.round_end.as_ref();
        let Some(mut m) = self.start_match()? else {
            return match claim {
                Some(_) => Err(format!("{id}: a round's end claimed in a single game")),
                None => Ok(()),
            };
        };
        let round = m.round();
        for &a in answer {
            m.apply(a).map_err(|e| format!("{id}: {a}: {e}"))?;
        }
        let ended = m.round() > round || m.is_over();
        let claim = match (claim, ended) {
            (None, false) => return Ok(()),
            (Some(c), true) => c,
            (Some(_), false) => return Err(format!("{id}: the round does not end")),
            (None, true) => return Err(format!("{id}: the round ends, and no claim says how")),
        };
        let finished = m.round_game(round).expect("the lesson's round was played");
        let captured = finished.position().captured_both();
        let set_aside_before = self.set_aside();
        let totals = [0, 1].map(|p| captured[p] + set_aside_before[p]);
        let next = m.round() > round;
        let got = RoundEndClaim {
            totals: Sides::of(totals),
            closed: if next {
                m.closed_holes().iter().map(|h| h.to_string()).collect()
            } else {
                Vec::new()
            },
            set_aside: if next {
                Sides::of(m.set_aside())
            } else {
                Sides::default()
            },
            starts: next.then(|| m.game().position().current_player().key().to_string()),
            match_winner: m.winner().map(|p| p.key().to_string()),
        };
        if &got != claim {
            return Err(format!(
                "{id}: the lesson says the round ends {claim:?}, the engine {got:?}"
            ));
        }
        Ok(())
    }

    /// Every accepted answer as actions.
    pub fn answer_actions(&self) -> Result<Vec<Vec<Action>>, String> {
        self.answers
            .iter()
            .map(|answer| {
                answer
                    .iter()
                    .map(|a| parse_action(a).map_err(|e| format!("{}: {e}", self.id)))
                    .collect()
            })
            .collect()
    }

    /// Whether `action`, after the answer actions `played`, keeps to one of the answers.
    pub fn accepts(&self, played: &[Action], action: Action) -> bool {
        self.answer_actions()
            .unwrap_or_default()
            .iter()
            .any(|answer| {
                answer.len() > played.len()
                    && answer[..played.len()] == *played
                    && answer[played.len()] == action
            })
    }

    /// Actions in each answer.
    pub fn answer_len(&self) -> usize {
        self.answers.first().map_or(0, Vec::len)
    }

    /// Whether a game's position has every key the lesson expects; names the first miss.
    pub fn check_outcome(&self, game: &Game) -> Result<(), String> {
        match_keys(&self.expect, game).map_err(|e| format!("{}: {e}", self.id))
    }

    /// Whether the engine's events of one answer (one list per action) and the game
    /// after it bear out the lesson's claims; names the first that does not hold.
    pub fn check_claims(
        &self,
        before: &Game,
        events: &[Vec<Event>],
        after: &Game,
    ) -> Result<(), String> {
        self.claims.check(&self.id, before, events, after)
    }

    /// The wrong choice `action` after the right actions `played`, if the lesson
    /// explains it.
    pub(crate) fn wrong_choice(&self, played: &[Action], action: Action) -> Option<&Wrong> {
        self.wrong.get(&choice_key(played, action))
    }

    /// Whether a wrong choice bears out what its entry says: its claims, the best turn
    /// of the player to move after it, and the numbers its words give. `at` is the
    /// game where the choice is made.
    pub fn check_wrong(&self, at: &Game, key: &str, wrong: &Wrong) -> Result<(), String> {
        let id = format!("{} (wrong choice {key})", self.id);
        let action = key
            .rsplit(' ')
            .next()
            .and_then(|a| parse_action(a).ok())
            .ok_or_else(|| format!("{id}: not an action"))?;
        let mut after = at.clone();
        let events = after
            .apply_reported(action)
            .map_err(|e| format!("{id}: {e}"))?;
        wrong
            .claims
            .check(&id, at, std::slice::from_ref(&events), &after)?;
        let mut named = named_holes(&events);
        let mut captures: Vec<&CaptureClaim> = wrong.claims.captures.iter().flatten().collect();
        let mut laps: Vec<u64> = wrong.claims.laps.clone().unwrap_or_default();
        let mut holes: Vec<String> = key
            .split(' ')
            .filter_map(|a| parse_action(a).ok())
            .filter_map(action_hole)
            .collect();
        let mut gains = Vec::new();
        if let Some(then) = &wrong.then {
            let by = after.position().to_move().map(|p| p.key().to_string());
            if by.as_deref() != Some(then.by.as_str()) {
                return Err(format!(
                    "{id}: then {} moves, the engine says {by:?}",
                    then.by
                ));
            }
            let player = after.position().current_player();
            let most = best_turn_gain(&after, player, 8);
            if most != then.gains {
                return Err(format!(
                    "{id}: the lesson says {} can then capture {}, the engine {most}",
                    then.by, then.gains
                ));
            }
            let mut g = after.clone();
            let start = g.position().captured(player);
            let mut line = Vec::new();
            for a in &then.best {
                let a = parse_action(a).map_err(|e| format!("{id}: {e}"))?;
                if g.position().to_move() != Some(player) {
                    return Err(format!("{id}: {a} is not {}'s to play", then.by));
                }
                let events = g.apply_reported(a).map_err(|e| format!("{id}: {a}: {e}"))?;
                named.extend(named_holes(&events));
                line.push(events);
                holes.extend(action_hole(a));
            }
            if g.position().captured(player) - start != then.gains {
                return Err(format!(
                    "{id}: {:?} captures {}, not {}",
                    then.best,
                    g.position().captured(player) - start,
                    then.gains
                ));
            }
            then.claims.check(&id, &after, &line, &g)?;
            captures.extend(then.claims.captures.iter().flatten());
            laps.extend(then.claims.laps.iter().flatten());
            gains.push(then.gains);
        }
        holes.extend(captures.iter().flat_map(|c| c.holes.iter().cloned()));
        holes.extend(named);
        gains.extend(captures.iter().map(|c| c.seeds));
        gains.push(captures.iter().map(|c| c.seeds).sum());
        said_numbers_hold(&id, &wrong.why, &laps, &gains, &holes)
    }

    /// Whether the game after an answer meets the lesson's goal (a lesson without a goal
    /// has none to meet).
    pub fn meets_goal(&self, before: &Game, after: &Game) -> bool {
        let Some(goal) = &self.goal else {
            return true;
        };
        if match_keys(&goal.position, after).is_err() {
            return false;
        }
        if let Some(most) = goal.opponent_gains_at_most {
            let opponent = before.position().current_player().opponent();
            if best_turn_gain(after, opponent, 8) > most {
                return false;
            }
        }
        true
    }
}

fn match_keys(
    keys: &serde_json::Map<String, serde_json::Value>,
    game: &Game,
) -> Result<(), String> {
    let shown = serde_json::to_value(PositionJson::of(game)).expect("positions serialize");
    for (key, want) in keys {
        if &shown[key] != want {
            return Err(format!(
                "{key} is {} but the lesson expects {want}",
                shown[key]
            ));
        }
    }
    Ok(())
}

/// A side by its key in the lesson data: `south` or `north`.
fn player_named(key: &str) -> Option<Player> {
    [Player::South, Player::North]
        .into_iter()
        .find(|p| p.key() == key)
}

/// Laps an action sowed, or `None` if it sowed nothing (a bonus pick, a stop).
fn laps_of(events: &[Event]) -> Option<u64> {
    let mut laps = 0;
    for e in events {
        match e {
            Event::LapStarted { .. } => laps += 1,
            Event::LapsSkipped { laps: k, .. } => laps += k,
            _ => {}
        }
    }
    (laps > 0).then_some(laps)
}

fn capture_of(e: &Event) -> Option<CaptureClaim> {
    let Event::Captured {
        by,
        kind,
        holes,
        seeds,
    } = e
    else {
        return None;
    };
    Some(CaptureClaim {
        by: by.key().to_string(),
        kind: capture_kind_key(*kind).to_string(),
        holes: holes.iter().map(|(h, _)| h.to_string()).collect(),
        seeds: *seeds,
    })
}

/// The lesson data's name of a kind of capture.
fn capture_kind_key(kind: CaptureKind) -> &'static str {
    match kind {
        CaptureKind::Casa => "casa",
        CaptureKind::EnPassant => "en-passant",
        CaptureKind::LastFour => "last-four",
        CaptureKind::Column => "column",
        CaptureKind::BonusPick => "pick",
        CaptureKind::ForcedPick => "forced-pick",
        CaptureKind::RowAtRepetition => "row-at-repetition",
    }
}

/// The most `player` can capture in their turn from `game` (every action while they
/// stay to move, extra turns and picks included, up to `depth` actions).
pub fn best_turn_gain(game: &Game, player: Player, depth: usize) -> u16 {
    if depth == 0 || game.position().is_over() || game.position().to_move() != Some(player) {
        return 0;
    }
    let start = game.position().captured(player);
    game.position()
        .legal_actions()
        .into_iter()
        .map(|a| {
            let mut g = game.clone();
            g.apply(a).expect("legal");
            g.position().captured(player) - start + best_turn_gain(&g, player, depth - 1)
        })
        .max()
        .unwrap_or(0)
}

/// How a lesson's words name a key: `{key:NAME}`, `NAME` one of the lesson screen's
/// key names (`LESSON_KEYS` in the lesson screen's key table).
const KEY_OPEN: &str = "{key:";

/// `text` with each `{key:NAME}` replaced by `name(NAME)`, the key as the player has
/// it; a name `name` does not know is left as written (the lesson test refuses it).
pub fn fill_keys(text: &str, name: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(KEY_OPEN) {
        out.push_str(&rest[..at]);
        let after = &rest[at + KEY_OPEN.len()..];
        match after.find('}').map(|end| (&after[..end], end)) {
            Some((key, end)) => {
                match name(key) {
                    Some(shown) => out.push_str(&shown),
                    None => out.push_str(&rest[at..at + KEY_OPEN.len() + end + 1]),
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[at..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The key names `{key:NAME}` in `text`, in order (an unclosed one as its rest).
pub fn keys_named(text: &str) -> Vec<String> {
    let names = std::cell::RefCell::new(Vec::new());
    fill_keys(text, |k| {
        names.borrow_mut().push(k.to_string());
        Some(String::new())
    });
    if let Some(at) = text.rfind(KEY_OPEN)
        && !text[at..].contains('}')
    {
        names
            .borrow_mut()
            .push(text[at + KEY_OPEN.len()..].to_string());
    }
    names.into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_are_filled_in_and_unknown_ones_left_as_written() {
        let name = |k: &str| (k == "stop").then(|| "z".to_string());
        assert_eq!(
            fill_keys("continue ({key:go}) or stop ({key:stop}).", name),
            "continue ({key:go}) or stop (z)."
        );
        assert_eq!(fill_keys("press {key:stop", name), "press {key:stop");
        assert_eq!(
            keys_named("a {key:stop} b {key:x} {key:up"),
            ["stop", "x", "up"]
        );
        assert!(keys_named("no keys here").is_empty());
    }
}
