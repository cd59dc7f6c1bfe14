//! The rules walkthrough: lessons as data (`assets/lessons/`), each a position, a task
//! and the actions that fulfil it, with the position the engine must reach.

use crate::position::PositionJson;
use crate::record::Record;
use crate::rules::{Action, GameKind, parse_action};
use serde::Deserialize;

/// One lesson, as written in its JSON file.
#[derive(Clone, Debug, Deserialize)]
pub struct Lesson {
    pub title: String,
    pub text: String,
    pub task: String,
    /// The actions the learner must choose, in order (record notation).
    pub answer: Vec<String>,
    /// What just happened and why, shown once the task is done.
    pub done: String,
    /// A game record: the rules, the set-up position and any actions before the task.
    pub record: serde_json::Value,
    /// Keys of the position JSON the engine must give after the answer.
    pub expect: serde_json::Map<String, serde_json::Value>,
    /// Whether the hint key works in this lesson (off unless the lesson says so).
    #[serde(default)]
    pub hints: bool,
}

const HOYITO: &[&str] = &[
    include_str!("../assets/lessons/hoyito-01.json"),
    include_str!("../assets/lessons/hoyito-02.json"),
    include_str!("../assets/lessons/hoyito-03.json"),
    include_str!("../assets/lessons/hoyito-04.json"),
    include_str!("../assets/lessons/hoyito-05.json"),
    include_str!("../assets/lessons/hoyito-06.json"),
    include_str!("../assets/lessons/hoyito-07.json"),
    include_str!("../assets/lessons/hoyito-08.json"),
    include_str!("../assets/lessons/hoyito-09.json"),
    include_str!("../assets/lessons/hoyito-10.json"),
    include_str!("../assets/lessons/hoyito-11.json"),
];

const TSORO: &[&str] = &[
    include_str!("../assets/lessons/tsoro-01.json"),
    include_str!("../assets/lessons/tsoro-02.json"),
    include_str!("../assets/lessons/tsoro-03.json"),
    include_str!("../assets/lessons/tsoro-04.json"),
    include_str!("../assets/lessons/tsoro-05.json"),
    include_str!("../assets/lessons/tsoro-06.json"),
    include_str!("../assets/lessons/tsoro-07.json"),
    include_str!("../assets/lessons/tsoro-08.json"),
];

/// The lessons of a game, in teaching order. The files are built in and checked by tests.
pub fn lessons(game: GameKind) -> Vec<Lesson> {
    let files = match game {
        GameKind::HoyitoII => HOYITO,
        GameKind::Tsoro => TSORO,
    };
    files
        .iter()
        .map(|text| serde_json::from_str(text).expect("built-in lessons are checked by tests"))
        .collect()
}

impl Lesson {
    /// The lesson's starting record (set-up position and actions before the task).
    pub fn start_record(&self) -> Result<Record, String> {
        Record::parse(&self.record.to_string())
            .map_err(|e| format!("lesson \"{}\": {e}", self.title))
    }

    /// The answer as actions.
    pub fn answer_actions(&self) -> Result<Vec<Action>, String> {
        self.answer
            .iter()
            .map(|a| parse_action(a).map_err(|e| e.to_string()))
            .collect()
    }

    /// Whether a game's position has every key the lesson expects; names the first miss.
    pub fn check_outcome(&self, game: &crate::rules::Game) -> Result<(), String> {
        let shown = serde_json::to_value(PositionJson::of(game)).expect("positions serialize");
        for (key, want) in &self.expect {
            if &shown[key] != want {
                return Err(format!(
                    "lesson \"{}\": {key} is {} but the lesson expects {want}",
                    self.title, shown[key]
                ));
            }
        }
        Ok(())
    }
}
