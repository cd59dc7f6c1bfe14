//! The settings file: `$XDG_CONFIG_HOME/mancala-tui/config.json` (JSON, read with
//! serde_json, so no other crate is needed). Every setting is optional; a missing
//! file is the defaults; a file that cannot be read or understood, or a setting with
//! a wrong value, gives a message saying what and where, and the defaults for what
//! was wrong — never a failure to start.
//!
//! ```json
//! { "south": "Ana", "north": "Ben", "animation": true, "speed": "normal",
//!   "ascii": false, "theme": "dark", "language": "es",
//!   "keys": { "left": "h", "down": "j", "up": "k", "right": "l",
//!             "continue": "c", "stop": "t" },
//!   "computer": { "north": "hard" } }
//! ```

mod lenient;

use crate::store::level::Level;
use crate::store::record::shown;
use crate::t;
use crate::words::text::{NAME_COLUMNS, escape_for_terminal, is_clean};
use mancala_rules::Player;
use serde_json::{Map, Value, json};
use std::path::{Path, PathBuf};

/// The settings file's name in the settings folder.
pub(crate) const FILE_NAME: &str = "config.json";
/// The settings file, as the one reader of files knows it: a few hundred bytes by
/// hand, so one over 1 MiB is not read.
const SETTINGS_FILE: crate::store::record::FileKind = crate::store::record::FileKind {
    name: "settings",
    limit: 1024 * 1024,
};
/// The longest player name kept (as the new-game form allows).
pub(crate) const NAME_MAX: usize = 20;

/// How fast sowing is animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    pub fn key(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    /// How much longer (or shorter) each step of an animation is shown.
    pub fn factor(self) -> f64 {
        match self {
            Speed::Slow => 2.0,
            Speed::Normal => 1.0,
            Speed::Fast => 0.4,
        }
    }
}

/// Colours for a dark or a light terminal background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Palette {
    Dark,
    Light,
}

impl Palette {
    pub fn key(self) -> &'static str {
        match self {
            Palette::Dark => "dark",
            Palette::Light => "light",
        }
    }
}

/// What a command of the screens where the board keys act does with a plain key, in
/// its help's words (`None`: no command there uses it). The settings are told it by
/// the front end that owns the key tables (`tui::command_keys::command_using`), so that a
/// board key is never moved onto a command's key, and this layer knows no screen.
type CommandKeys = fn(char) -> Option<String>;

/// The board keys that can be moved to other keys (for keyboards that are not
/// QWERTY), each with its usual key.
pub const BOARD_KEYS: [(&str, char); 6] = [
    ("left", 'h'),
    ("down", 'j'),
    ("up", 'k'),
    ("right", 'l'),
    ("continue", 'c'),
    ("stop", 't'),
];

/// All settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Names the new-game form starts with.
    pub south: String,
    pub north: String,
    pub animation: bool,
    pub speed: Speed,
    pub ascii: bool,
    pub palette: Palette,
    /// The key chosen for each of [`BOARD_KEYS`], in that order.
    pub keys: [char; 6],
    /// Who the new-game form starts with on each side, South's first: the last
    /// choice made there (`None`: a person, `Some(level)`: the computer).
    pub computers: [Option<Level>; 2],
    /// The play screen has said once why South starts behind in Hoyito II against the
    /// computer (`"told_south_behind": true`); it is not said again.
    pub told_south_behind: bool,
    /// The language chosen (`"language": "es"`); `None`: the locale's (see
    /// [`crate::words::i18n::choose`]).
    pub language: Option<crate::words::i18n::Lang>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            south: "South".into(),
            north: "North".into(),
            animation: true,
            speed: Speed::Normal,
            ascii: false,
            palette: Palette::Dark,
            keys: BOARD_KEYS.map(|(_, c)| c),
            computers: [None, None],
            told_south_behind: false,
            language: None,
        }
    }
}

impl Config {
    /// The settings file in the user's settings folder.
    pub(crate) fn default_path() -> Option<PathBuf> {
        crate::store::dirs::config_dir().map(|d| d.join(FILE_NAME))
    }

    /// The settings in `text`, and what was wrong with it: each problem one sentence
    /// that starts with its line and column and says what the value must be. A slip
    /// costs only the setting it is in; every other setting is kept.
    pub fn parse(text: &str, commands: CommandKeys) -> (Config, Vec<String>) {
        let mut config = Config::default();
        let (entries, slips) = match lenient::read_object(text) {
            Ok(read) => read,
            Err(slip) => {
                return (
                    config,
                    vec![t!(
                        "settings-all-defaults",
                        slip = t!(
                            "settings-problem",
                            at = slip.at.to_string(),
                            problem = &slip.message
                        )
                    )],
                );
            }
        };
        let mut problems: Vec<(lenient::At, String)> = slips
            .into_iter()
            // Each slip says itself what it cost (a setting's default, or nothing).
            .map(|slip| (slip.at, slip.message))
            .collect();
        for (n, entry) in entries.iter().enumerate() {
            let key = entry.key.as_str();
            if let Some(first) = entries[..n].iter().find(|e| e.key == key) {
                problems.push((
                    entry.key_at,
                    t!(
                        "settings-twice",
                        key = escape_for_terminal(key, 30),
                        line = first.key_at.line
                    ),
                ));
            }
            let v = entry.value.to_value();
            let wrong = |what: &str| {
                (
                    entry.at,
                    t!(
                        "settings-wrong",
                        key = escape_for_terminal(key, 30),
                        what = what,
                        got = shown(&v)
                    ),
                )
            };
            match key {
                "south" | "north" => match v.as_str() {
                    Some(name)
                        if !name.trim().is_empty()
                            && name.chars().count() <= NAME_MAX
                            && is_clean(name) =>
                    {
                        let slot = if key == "south" {
                            &mut config.south
                        } else {
                            &mut config.north
                        };
                        *slot = name.to_string();
                    }
                    _ => problems.push(wrong(&t!("settings-must-name", max = NAME_MAX))),
                },
                "animation" | "ascii" | "told_south_behind" => match v.as_bool() {
                    Some(b) if key == "animation" => config.animation = b,
                    Some(b) if key == "told_south_behind" => config.told_south_behind = b,
                    Some(b) => config.ascii = b,
                    None => problems.push(wrong(&t!("settings-must-bool"))),
                },
                "speed" => match Speed::ALL.into_iter().find(|s| v.as_str() == Some(s.key())) {
                    Some(s) => config.speed = s,
                    None => problems.push(wrong(&t!("settings-must-speed"))),
                },
                "theme" => match v.as_str() {
                    Some("dark") => config.palette = Palette::Dark,
                    Some("light") => config.palette = Palette::Light,
                    _ => problems.push(wrong(&t!("settings-must-theme"))),
                },
                "language" => match v.as_str().and_then(crate::words::i18n::Lang::parse) {
                    Some(lang) => config.language = Some(lang),
                    None => problems.push(wrong(&t!("settings-must-language"))),
                },
                "keys" => match &entry.value {
                    lenient::Node::Object(keys) => {
                        parse_keys(keys, &mut config, &mut problems, commands)
                    }
                    lenient::Node::Value(_) => {
                        problems.push((entry.at, t!("settings-keys-object", got = shown(&v))))
                    }
                },
                "computer" => match &entry.value {
                    lenient::Node::Object(sides) => {
                        parse_computers(sides, &mut config, &mut problems)
                    }
                    lenient::Node::Value(_) => {
                        problems.push((entry.at, t!("settings-computer-object", got = shown(&v))))
                    }
                },
                _ => problems.push((
                    entry.key_at,
                    t!("settings-unknown", key = escape_for_terminal(key, 30)),
                )),
            }
        }
        problems.sort_by_key(|(at, _)| (at.line, at.column));
        let problems = problems
            .into_iter()
            .map(|(at, problem)| t!("settings-problem", at = at.to_string(), problem = problem))
            .collect();
        (config, problems)
    }

    /// The settings in `path` and, when something was wrong, one message naming the
    /// file. A missing file is the defaults, without a message.
    pub fn load(path: &Path, commands: CommandKeys) -> (Config, Option<String>) {
        let name = path.to_string_lossy();
        let shown_path = escape_for_terminal(&name, crate::words::text::PATH_COLUMNS);
        // Nothing there, not even a dangling link: the defaults, silently.
        if crate::store::record::is_absent(path) {
            return (Config::default(), None);
        }
        let text = crate::store::record::read_kind(&name, &SETTINGS_FILE)
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| t!("settings-not-utf8")));
        match text {
            Err(why) => (
                Config::default(),
                Some(t!("settings-ignored", path = &shown_path, why = why)),
            ),
            Ok(text) => {
                let (config, problems) = Config::parse(&text, commands);
                // A line for each problem, so each is read whole (the menu wraps them).
                let message = (!problems.is_empty()).then(|| {
                    let heading = t!("settings-in", path = &shown_path);
                    format!("{heading}\n{}", problems.join("\n"))
                });
                (config, message)
            }
        }
    }

    /// The settings as the file writes them.
    pub fn to_json(&self) -> String {
        let keys: Map<String, Value> = BOARD_KEYS
            .iter()
            .zip(self.keys)
            .map(|(&(name, _), c)| (name.to_string(), json!(c.to_string())))
            .collect();
        let v = json!({
            "south": self.south,
            "north": self.north,
            "animation": self.animation,
            "speed": self.speed.key(),
            "ascii": self.ascii,
            "theme": self.palette.key(),
            "keys": keys,
            "told_south_behind": self.told_south_behind,
        });
        let mut v = v;
        let computers: Map<String, Value> = [Player::South, Player::North]
            .into_iter()
            .filter_map(|p| {
                self.computers[p.index()].map(|l| (p.key().to_string(), json!(l.name())))
            })
            .collect();
        if !computers.is_empty() {
            v["computer"] = Value::Object(computers);
        }
        if let Some(lang) = self.language {
            v["language"] = json!(lang.key());
        }
        format!(
            "{}\n",
            serde_json::to_string_pretty(&v).expect("settings serialize")
        )
    }

    /// Write the settings atomically (the folder made if missing).
    pub fn save(&self, path: &Path) -> Result<(), String> {
        crate::store::dirs::ensure_parent(path)
            .and_then(|()| crate::store::record::write_atomic(path, &self.to_json()))
            .map_err(|e| {
                t!(
                    "settings-not-saved",
                    path = escape_for_terminal(
                        &path.to_string_lossy(),
                        crate::words::text::PATH_COLUMNS
                    ),
                    why = crate::store::record::io_reason(&e)
                )
            })
    }

    /// The board key a key pressed stands for: `Some(usual key)` when `c` was chosen
    /// for a board key whose usual key differs, so that the screens, which know the
    /// usual keys, need not know the settings.
    pub(crate) fn translate(&self, c: char) -> Option<char> {
        BOARD_KEYS
            .iter()
            .zip(self.keys)
            .find(|&(&(_, usual), chosen)| chosen == c && usual != c)
            .map(|(&(_, usual), _)| usual)
    }

    /// Whether `c` is the usual key of a board key moved elsewhere (and not the key
    /// chosen for another): it then does nothing on the board screens, so that the
    /// key line, which names the key chosen, is the whole truth.
    pub(crate) fn displaced(&self, c: char) -> bool {
        let moved_from = BOARD_KEYS
            .iter()
            .zip(self.keys)
            .any(|(&(_, usual), chosen)| usual == c && chosen != c);
        moved_from && !self.keys.contains(&c)
    }

    /// Whether `c` may be chosen for board key `index`: a letter or punctuation, not
    /// a digit (replay's jump), not a command's key on the board screens (`s` saves,
    /// `q` leaves...), and not a key another board key has.
    pub fn key_allowed(&self, index: usize, c: char, commands: CommandKeys) -> Result<(), String> {
        match self.key_refusal(index, c, commands) {
            None => Ok(()),
            Some(KeyRefusal::Reserved) => Err(t!(
                "settings-key-digit",
                key = escape_for_terminal(&c.to_string(), 4)
            )),
            Some(KeyRefusal::Command(what)) => {
                Err(t!("settings-key-command", key = c.to_string(), what = what))
            }
            Some(KeyRefusal::Taken(other)) => Err(t!(
                "settings-key-taken",
                key = c.to_string(),
                other = BOARD_KEYS[other].0
            )),
        }
    }

    /// Why `c` may not be board key `index`, if it may not.
    fn key_refusal(&self, index: usize, c: char, commands: CommandKeys) -> Option<KeyRefusal> {
        if c.is_ascii_digit() || c.is_control() || c.is_whitespace() || !is_clean(&c.to_string()) {
            return Some(KeyRefusal::Reserved);
        }
        // A command's key would be taken over on the board screens.
        if let Some(what) = commands(c) {
            return Some(KeyRefusal::Command(what));
        }
        (0..BOARD_KEYS.len())
            .find(|&i| i != index && self.keys[i] == c)
            .map(KeyRefusal::Taken)
    }

    /// A name cut to what a line holds (names are checked clean when read).
    pub fn shown_name(name: &str) -> String {
        escape_for_terminal(name, NAME_COLUMNS)
    }
}

/// Why a key may not be a board key.
enum KeyRefusal {
    /// A digit (replay's jump), a space or a control character.
    Reserved,
    /// A command's key on the board screens, with what the command does.
    Command(String),
    /// Another board key's (its index).
    Taken(usize),
}

/// `"computer": { "north": "hard" }`: the sides the new-game form starts as the
/// computer, at a level (its name, or 1 to 5 as written before the ladder had nine
/// levels: see `Level::from_stored`; a side not named: a person). A wrong entry keeps
/// its side a person.
fn parse_computers(
    entries: &[lenient::Entry],
    config: &mut Config,
    problems: &mut Vec<(lenient::At, String)>,
) {
    for entry in entries {
        let side = entry.key.as_str();
        let value = entry.value.to_value();
        let player = [Player::South, Player::North]
            .into_iter()
            .find(|p| p.key() == side);
        let level = Level::from_stored(&value);
        match (player, level) {
            (Some(p), Some(l)) => config.computers[p.index()] = Some(l),
            _ => problems.push((
                entry.at,
                t!(
                    "settings-computer-side",
                    side = escape_for_terminal(side, 30),
                    got = shown(&value)
                ),
            )),
        }
    }
}

fn parse_keys(
    entries: &[lenient::Entry],
    config: &mut Config,
    problems: &mut Vec<(lenient::At, String)>,
    commands: CommandKeys,
) {
    let mut chosen = config.keys;
    let mut places: [Option<lenient::At>; 6] = [None; 6];
    for entry in entries {
        let name = entry.key.as_str();
        let Some(index) = BOARD_KEYS.iter().position(|&(n, _)| n == name) else {
            problems.push((
                entry.key_at,
                t!("settings-unknown-key", name = escape_for_terminal(name, 30)),
            ));
            continue;
        };
        let key = entry.value.to_value();
        let mut chars = key.as_str().map(|s| s.chars());
        let c = match chars.as_mut().map(|c| (c.next(), c.next())) {
            Some((Some(c), None)) => c,
            _ => {
                problems.push((
                    entry.at,
                    t!(
                        "settings-key-one-char",
                        name = name,
                        got = shown(&key),
                        usual = BOARD_KEYS[index].1.to_string()
                    ),
                ));
                continue;
            }
        };
        match config.key_refusal(index, c, commands) {
            // Against the keys of other board keys only once all are read (below).
            Some(KeyRefusal::Reserved | KeyRefusal::Command(_)) => problems.push((
                entry.at,
                t!(
                    "settings-key-refused",
                    name = name,
                    why = config
                        .key_allowed(index, c, commands)
                        .err()
                        .unwrap_or_default(),
                    usual = BOARD_KEYS[index].1.to_string()
                ),
            )),
            _ => {
                chosen[index] = c;
                places[index] = Some(entry.at);
            }
        }
    }
    // Two board keys on one key: which was meant is not known, so the usual keys.
    for i in 0..chosen.len() {
        if let Some(j) = (i + 1..chosen.len()).find(|&j| chosen[j] == chosen[i]) {
            let at = places[j]
                .or(places[i])
                .unwrap_or(lenient::At { line: 1, column: 1 });
            problems.push((
                at,
                t!(
                    "settings-key-both",
                    key = chosen[i].to_string(),
                    first = BOARD_KEYS[i].0,
                    second = BOARD_KEYS[j].0
                ),
            ));
            return;
        }
    }
    config.keys = chosen;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No command takes a key: these tests read the settings alone.
    const NO_COMMANDS: CommandKeys = |_| None;

    #[test]
    fn the_players_chosen_last_are_kept_and_read_back() {
        let mut c = Config::default();
        assert!(
            !c.to_json().contains("computer"),
            "two people: nothing written"
        );
        c.computers = [None, Some(Level::Hard)];
        let text = c.to_json();
        assert!(
            text.contains("\"computer\": {\n    \"north\": \"hard\"\n  }"),
            "by name: {text}"
        );
        assert_eq!(Config::parse(&text, NO_COMMANDS), (c, vec![]));
        // A number is read as the five levels were numbered when it was written: 3 was
        // medium (now the fifth of nine), and 9 was never a level.
        let (c, problems) =
            Config::parse(r#"{ "computer": { "south": 3, "north": 9 } }"#, NO_COMMANDS);
        assert_eq!(c.computers, [Some(Level::Medium), None]);
        assert_eq!(
            problems,
            [
                "line 1, column 38: \"computer\": \"north\" must be \"south\" or \"north\" with a level's name, \"easy\" to \"expert\" (or 1 to 5 as written before) (got 9); that side starts as a person"
            ]
        );
        let (c, _) = Config::parse(r#"{ "computer": { "north": "sharp" } }"#, NO_COMMANDS);
        assert_eq!(c.computers, [None, Some(Level::Sharp)]);
        let (c, problems) = Config::parse(r#"{ "computer": 3 }"#, NO_COMMANDS);
        assert_eq!(c.computers, [None, None]);
        assert_eq!(problems.len(), 1, "{problems:?}");
    }

    #[test]
    fn a_language_the_program_lacks_is_refused_with_where_and_why() {
        let (c, problems) = Config::parse(r#"{ "language": "fr" }"#, NO_COMMANDS);
        assert_eq!(c.language, None);
        assert_eq!(
            problems,
            [
                "line 1, column 15: \"language\" must be \"en\" or \"es\" (got \"fr\"); the default is used"
            ]
        );
    }

    #[test]
    fn what_is_wrong_with_the_settings_is_said_in_spanish_with_the_files_own_names() {
        use crate::words::i18n::{Lang, speaking};
        let (c, problems) = speaking(Lang::Es, || {
            Config::parse(
                "{ \"speed\": \"turbo\",\n  \"keys\": { \"left\": \"7\" }, \"colour\": 1 }",
                NO_COMMANDS,
            )
        });
        assert_eq!(c.speed, Speed::Normal);
        assert_eq!(
            problems,
            [
                "línea 1, columna 12: \"speed\" debe ser \"slow\", \"normal\" o \"fast\" (es \"turbo\"); se usa el valor por defecto",
                "línea 2, columna 21: keys.left: 7 no puede ser una tecla del tablero (las cifras y los espacios están ocupados); se usa h",
                "línea 2, columna 28: ajuste desconocido \"colour\", no se tiene en cuenta (se conocen: \"south\", \"north\", \"animation\", \"speed\", \"ascii\", \"theme\", \"language\", \"keys\", \"computer\", \"told_south_behind\")",
            ]
        );
        let (_, problems) = speaking(Lang::Es, || Config::parse("", NO_COMMANDS));
        assert_eq!(
            problems,
            [
                "línea 1, columna 1: el archivo está vacío: los ajustes deben ser un objeto JSON { ... }; se usan todos los ajustes por defecto"
            ]
        );
    }

    #[test]
    fn a_full_file_sets_everything() {
        let (c, problems) = Config::parse(
            r#"{ "south": "Ana", "north": "Ben", "animation": false, "speed": "fast",
                 "ascii": true, "theme": "light", "told_south_behind": true, "language": "es",
                 "keys": { "left": "d", "down": "h", "up": "t", "right": "f", "stop": "z" } }"#,
            NO_COMMANDS,
        );
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(c.language, Some(crate::words::i18n::Lang::Es));
        assert_eq!(
            Config::parse(&c.to_json(), NO_COMMANDS).0,
            c,
            "the language is written back"
        );
        assert_eq!((c.south.as_str(), c.north.as_str()), ("Ana", "Ben"));
        assert!(!c.animation && c.ascii);
        assert_eq!((c.speed, c.palette), (Speed::Fast, Palette::Light));
        assert_eq!(c.keys, ['d', 'h', 't', 'f', 'c', 'z']);
        assert!(c.told_south_behind);
        // Written and read back, the same.
        assert_eq!(Config::parse(&c.to_json(), NO_COMMANDS), (c, vec![]));
    }

    #[test]
    fn a_partial_file_keeps_the_defaults_for_the_rest() {
        let (c, problems) = Config::parse(r#"{ "speed": "slow" }"#, NO_COMMANDS);
        assert!(problems.is_empty());
        assert_eq!(
            c,
            Config {
                speed: Speed::Slow,
                ..Config::default()
            }
        );
        assert_eq!(Config::parse("{}", NO_COMMANDS).0, Config::default());
    }

    #[test]
    fn bad_values_and_unknown_keys_are_named_and_defaulted_one_by_one() {
        let (c, problems) = Config::parse(
            r#"{ "south": "\u001b[2JEve", "north": "Bo", "speed": 7, "colour": "red",
                 "animation": "yes", "keys": { "left": "dd", "up": "j", "jump": "x", "right": "1" } }"#,
            NO_COMMANDS,
        );
        assert_eq!(
            c.south, "South",
            "a name with a control character is refused"
        );
        assert_eq!(c.north, "Bo", "the good ones are kept");
        assert_eq!(c.speed, Speed::Normal);
        assert!(c.animation);
        assert_eq!(c.keys, Config::default().keys);
        let all = problems.join("\n");
        for expected in [
            "\"south\" must be a name",
            "\"speed\" must be \"slow\", \"normal\" or \"fast\" (got 7)",
            "unknown setting \"colour\" ignored",
            "\"animation\" must be true or false (got \"yes\")",
            "keys.left must be one character (got \"dd\")",
            "keys: j would be the key for both down and up",
            "unknown board key \"jump\"",
            "keys.right: 1 cannot be a board key",
        ] {
            assert!(all.contains(expected), "{expected:?} not in\n{all}");
        }
        assert!(problems.iter().all(|p| is_clean(p)), "{all}");
    }

    #[test]
    fn one_slip_costs_only_its_setting_and_says_where_and_what() {
        let (c, problems) = Config::parse(
            "{ \"south\": \"Ana\",\n  oops,\n  \"speed\": fast,\n  \"theme\": \"light\"\n  \"ascii\": true }",
            NO_COMMANDS,
        );
        assert_eq!(
            c,
            Config {
                south: "Ana".into(),
                palette: Palette::Light,
                ascii: true,
                ..Config::default()
            },
            "every good setting is kept"
        );
        assert_eq!(problems.len(), 3, "{problems:#?}");
        assert!(
            problems[0].starts_with("line 2, column 3: expected a setting's name"),
            "{problems:?}"
        );
        assert!(
            problems[1].starts_with("line 3, column 12: the value of \"speed\" is not JSON"),
            "{problems:?}"
        );
        assert_eq!(
            problems[2], "line 5, column 3: expected , between two settings (both are read)",
            "a slip that costs nothing says so"
        );
        assert!(
            problems[1].ends_with("\"speed\" keeps its default"),
            "{problems:?}"
        );
    }

    #[test]
    fn a_setting_given_twice_is_named_with_both_lines() {
        let (c, problems) = Config::parse(
            "{ \"speed\": \"slow\",\n  \"speed\": \"fast\" }",
            NO_COMMANDS,
        );
        assert_eq!(c.speed, Speed::Fast);
        assert_eq!(
            problems,
            ["line 2, column 3: \"speed\" is set twice (first on line 1); this later one is used"]
        );
    }

    #[test]
    fn a_wrong_value_says_its_line_and_what_it_must_be() {
        let (c, problems) = Config::parse(
            "{\n  \"north\": \"Ben\",\n  \"theme\": \"blue\",\n  \"keys\": { \"left\": \"dd\" } }",
            NO_COMMANDS,
        );
        assert_eq!(c.north, "Ben");
        assert_eq!(
            problems,
            [
                "line 3, column 12: \"theme\" must be \"dark\" or \"light\" (the terminal's background) (got \"blue\"); the default is used",
                "line 4, column 21: keys.left must be one character (got \"dd\"); h is used",
            ]
        );
    }

    #[test]
    fn a_file_that_is_not_an_object_gives_the_defaults_and_says_where() {
        let (c, problems) = Config::parse("\n[1]", NO_COMMANDS);
        assert_eq!(c, Config::default());
        assert_eq!(
            problems,
            [
                "line 2, column 1: the settings must be a JSON object { ... }; all settings are the defaults"
            ]
        );
    }

    #[test]
    fn loading_a_missing_file_is_quiet_a_bad_one_is_named_a_pipe_is_refused() {
        let dir = crate::test_temp::TempDir::new("config");
        let file = dir.join("mancala-tui").join(FILE_NAME);
        assert_eq!(Config::load(&file, NO_COMMANDS), (Config::default(), None));
        let c = Config {
            north: "Zoë".into(),
            ..Config::default()
        };
        c.save(&file).unwrap();
        assert_eq!(Config::load(&file, NO_COMMANDS), (c, None));
        std::fs::write(&file, "{ \"speed\": \"warp\" }").unwrap();
        let (c, message) = Config::load(&file, NO_COMMANDS);
        assert_eq!(c, Config::default());
        let message = message.unwrap();
        assert!(
            message.contains("config.json") && message.contains("\"warp\""),
            "{message}"
        );
        std::fs::remove_file(&file).unwrap();
        let path = std::ffi::CString::new(file.to_string_lossy().as_bytes()).unwrap();
        // SAFETY: mkfifo with a valid C string.
        assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o600) }, 0);
        let (c, message) = Config::load(&file, NO_COMMANDS);
        assert_eq!(c, Config::default());
        assert!(message.unwrap().contains("named pipe"));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn chosen_board_keys_stand_for_the_usual_ones() {
        let c = Config {
            keys: ['d', 'h', 't', 'n', 'c', 'z'],
            ..Config::default()
        };
        assert_eq!(c.translate('d'), Some('h'));
        assert_eq!(c.translate('h'), Some('j'), "h is now down");
        assert_eq!(c.translate('n'), Some('l'));
        assert_eq!(c.translate('c'), None, "unchanged keys are left alone");
        assert_eq!(c.translate('x'), None);
    }
}
