//! Key tables: one static list per screen of its keys, what they are called, the
//! words of the key-hints line and of the `?` help, and when they work. The screen's
//! key handling looks keys up here, and the hints line and the help are made from the
//! same rows, so the three cannot disagree.

use crate::store::config::{BOARD_KEYS, Config};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key as typed: a plain key, or a letter with Ctrl.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Plain(KeyCode),
    Ctrl(char),
}

/// A plain letter or symbol key.
pub const fn ch(c: char) -> Key {
    Key::Plain(KeyCode::Char(c))
}

/// Enter, Esc and Space, which most screens use.
pub(crate) const ENTER: Key = Key::Plain(KeyCode::Enter);
pub(crate) const ESC: Key = Key::Plain(KeyCode::Esc);
pub(crate) const SPACE: Key = ch(' ');

/// The answer yes to a question that any other key answers no (deleting a saved game,
/// discarding an interrupted one), as the question names it through [`key_name`]:
/// `y`, and in Spanish `s` (sí).
pub(crate) fn yes() -> Key {
    match crate::words::i18n::current() {
        crate::words::i18n::Lang::En => ch('y'),
        crate::words::i18n::Lang::Es => ch('s'),
    }
}

/// Whether `key` answers yes to such a question: the language's key ([`yes`]), or `y`
/// in any language, as a player used to English answers.
pub(crate) fn is_yes(key: Key) -> bool {
    key == yes() || key == ch('y')
}

/// The key that quits while the terminal is too small for the screen (and Ctrl-C):
/// the too-small message names it, and the app checks it.
pub(crate) const TOO_SMALL_QUIT: Key = ch('q');

/// The digit keys, `0` to `9`.
pub(crate) const DIGITS: [Key; 10] = [
    ch('0'),
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

/// Every arrow key and its vi letter.
pub(crate) const ARROWS: [Key; 8] = [
    Key::Plain(KeyCode::Left),
    Key::Plain(KeyCode::Right),
    Key::Plain(KeyCode::Up),
    Key::Plain(KeyCode::Down),
    ch('h'),
    ch('j'),
    ch('k'),
    ch('l'),
];

/// In `names`, stands for the arrows as the theme draws them (`←↓↑→/hjkl`).
pub(crate) const ARROW_NAMES: &str = "ARROWS";

/// The key names that differ by language, with their message ids: the tables' `names`
/// spell them in English ("PgUp/PgDn"), and the hints and the help say them in the
/// language spoken.
const KEY_WORDS: &[(&str, &str)] = &[
    ("Space", "key-space"),
    ("Backspace", "key-backspace"),
    ("PgUp", "key-page-up"),
    ("PgDn", "key-page-down"),
    ("Home", "key-home"),
    ("End", "key-end"),
    ("Left", "key-left"),
    ("Right", "key-right"),
    ("Up", "key-up"),
    ("Down", "key-down"),
    // Not keys, but said where keys are: typing a name (the form, the settings).
    ("letters", "key-letters"),
    ("type", "key-type"),
];

/// A key's English name in the language spoken ("PgUp": "RePág"); other words as
/// they are.
fn key_word(english: &str) -> String {
    KEY_WORDS
        .iter()
        .find(|(name, _)| *name == english)
        .map_or_else(
            || english.to_string(),
            |(_, id)| crate::words::i18n::message(id, &[]),
        )
}

/// A key as the player has it: a board key moved in the settings is the key chosen
/// (the screens' tables name the usual keys, which the app translates to), its name
/// in the language spoken.
pub fn key_name(key: Key, config: &Config) -> String {
    match key {
        Key::Plain(KeyCode::Char(' ')) => key_word("Space"),
        Key::Plain(KeyCode::Char(c)) => BOARD_KEYS
            .iter()
            .zip(config.keys)
            .find(|((_, usual), _)| *usual == c)
            .map_or(c, |(_, chosen)| chosen)
            .to_string(),
        Key::Plain(KeyCode::Enter) => "Enter".into(),
        Key::Plain(KeyCode::Esc) => "Esc".into(),
        Key::Plain(KeyCode::Tab) => "Tab".into(),
        Key::Plain(KeyCode::Backspace) => key_word("Backspace"),
        Key::Plain(KeyCode::PageUp) => key_word("PgUp"),
        Key::Plain(KeyCode::PageDown) => key_word("PgDn"),
        Key::Plain(KeyCode::Home) => key_word("Home"),
        Key::Plain(KeyCode::End) => key_word("End"),
        Key::Plain(KeyCode::Left) => key_word("Left"),
        Key::Plain(KeyCode::Right) => key_word("Right"),
        Key::Plain(KeyCode::Up) => key_word("Up"),
        Key::Plain(KeyCode::Down) => key_word("Down"),
        Key::Plain(other) => other.to_string(),
        Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
    }
}

/// The key words of a table's `names` ("PgUp / PgDn", "type, Backspace") in the
/// language spoken, each word a key name is changed and the rest kept as written.
fn key_words_in(names: &str) -> String {
    let mut out = String::with_capacity(names.len());
    let mut word = String::new();
    for c in names.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            out.push_str(&key_word(&word));
            word.clear();
        }
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

/// The arrows as the theme draws them (`arrows`, such as `←↓↑→/hjkl`), with the
/// letters the player has for left, down, up and right.
pub(crate) fn arrows_name(arrows: &str, config: &Config) -> String {
    let glyphs = arrows.split('/').next().unwrap_or(arrows);
    let letters: String = ARROWS[4..].iter().map(|&k| key_name(k, config)).collect();
    format!("{glyphs}/{letters}")
}

/// One row of a screen's key table.
pub struct Binding<A: 'static, S: ?Sized + 'static> {
    pub keys: &'static [Key],
    /// The keys as the hints line and the help name them.
    pub names: &'static str,
    /// The id of its words in the catalogues (`assets/i18n/*/SCREEN.ftl`): the value
    /// is the hints line's word for it (none: in the help only), the `.help` attribute
    /// the help's line (none: a second row of a key the help already explains).
    pub words: &'static str,
    pub action: A,
    /// When the key does this.
    pub when: fn(&S) -> bool,
    /// When the hints line names it (the key may work at other times too).
    pub shown: fn(&S) -> bool,
    /// On a narrow line, hints with a higher number give way first (0: never).
    pub drop: u8,
}

impl<A, S: ?Sized> Binding<A, S> {
    /// A row that always works and is always named, and never gives way on a narrow
    /// line: most rows of a table.
    pub const fn row(
        keys: &'static [Key],
        names: &'static str,
        words: &'static str,
        action: A,
    ) -> Self {
        Binding {
            keys,
            names,
            words,
            action,
            when: always,
            shown: always,
            drop: 0,
        }
    }

    /// The hints line's word for it, in the language spoken; empty: in the help only.
    pub fn hint(&self) -> String {
        crate::words::i18n::words(self.words, None)
    }

    /// The help's line for it, in the language spoken; empty: none of its own.
    pub fn help(&self) -> String {
        crate::words::i18n::words(self.words, Some("help"))
    }
}

/// Always.
pub fn always<S: ?Sized>(_: &S) -> bool {
    true
}

/// Never (a key the hints line leaves to the help).
pub fn never<S: ?Sized>(_: &S) -> bool {
    false
}

impl Key {
    /// Whether `key` is this key.
    pub fn matches(self, key: &KeyEvent) -> bool {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match self {
            Key::Plain(code) => !ctrl && key.code == code,
            Key::Ctrl(c) => ctrl && key.code == KeyCode::Char(c),
        }
    }
}

/// What `key` does on this screen now, if anything.
pub fn action<A: Copy, S: ?Sized>(table: &[Binding<A, S>], key: &KeyEvent, state: &S) -> Option<A> {
    table
        .iter()
        .find(|b| b.keys.iter().any(|k| k.matches(key)) && (b.when)(state))
        .map(|b| b.action)
}

/// The key-hints line: the rows shown now, in table order, as many as fit in `width`
/// (the highest `drop` goes first; the help lists them all).
pub fn hints<A, S: ?Sized>(
    table: &[Binding<A, S>],
    state: &S,
    width: usize,
    arrows: &str,
    dot: &str,
    config: &Config,
) -> String {
    let mut rows: Vec<(&Binding<A, S>, String)> = table
        .iter()
        .filter(|b| (b.shown)(state))
        .map(|b| (b, b.hint()))
        .filter(|(_, hint)| !hint.is_empty())
        .collect();
    loop {
        let line = rows
            .iter()
            .map(|(b, hint)| format!("{} {hint}", names_in_force(b.names, arrows, config)))
            .collect::<Vec<_>>()
            .join(&format!(" {dot} "));
        let line = format!(" {line}");
        let Some((at, _)) = rows
            .iter()
            .enumerate()
            .filter(|(_, (b, _))| b.drop > 0)
            .max_by_key(|(i, (b, _))| (b.drop, *i))
        else {
            return line;
        };
        if crate::words::text::width(&line) <= width {
            return line;
        }
        rows.remove(at);
    }
}

/// The keys every screen has (the event loop and the app answer them, whatever the
/// screen), for the end of each screen's help.
/// Each row: the key, and the message id of what it does.
pub const GLOBAL: &[(&str, &str)] = &[
    ("Ctrl-C", "keys-global-quit"),
    ("Ctrl-Z", "keys-global-suspend"),
];

/// [`GLOBAL`]'s rows in the language spoken, for the end of a help.
pub(crate) fn global_rows() -> Vec<(String, String)> {
    GLOBAL
        .iter()
        .map(|&(key, id)| (key.to_string(), crate::words::i18n::message(id, &[])))
        .collect()
}

/// The `?` help: a line per row that works now (or is shown now) and explains itself,
/// the keys in a column. Keys for other moments (a head, the game's end) are told
/// then, and the hints line names them there.
pub fn help<A, S: ?Sized>(
    table: &[Binding<A, S>],
    state: &S,
    arrows: &str,
    config: &Config,
) -> Vec<String> {
    columns(help_rows(table, state, arrows, config))
}

/// A binding's key names as the player has them: the arrows with the letters in
/// force, and a board key moved in the settings (`c` for continue, say) by the key
/// chosen, so that the key line and the help never name a key that does not act.
pub(crate) fn names_in_force(names: &str, arrows: &str, config: &Config) -> String {
    if names.contains(ARROW_NAMES) {
        return names.replace(ARROW_NAMES, &arrows_name(arrows, config));
    }
    names
        .split('/')
        .map(|part| {
            let mut chars = part.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if BOARD_KEYS.iter().any(|&(_, usual)| usual == c) => {
                    key_name(ch(c), config)
                }
                _ => key_words_in(part),
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The `?` help's rows, keys and what they do, before they are put in columns.
pub(crate) fn help_rows<A, S: ?Sized>(
    table: &[Binding<A, S>],
    state: &S,
    arrows: &str,
    config: &Config,
) -> Vec<(String, String)> {
    table
        .iter()
        .filter(|b| (b.when)(state) || (b.shown)(state))
        .map(|b| (names_in_force(b.names, arrows, config), b.help()))
        .filter(|(_, help)| !help.is_empty())
        .collect()
}

/// Keys and what they do as lines, the keys in a column.
pub fn columns(rows: Vec<(String, String)>) -> Vec<String> {
    let column = rows
        .iter()
        .map(|(n, _)| crate::words::text::width(n))
        .max()
        .unwrap_or(0)
        + 2;
    rows.into_iter()
        .map(|(names, help)| {
            let pad = column - crate::words::text::width(&names);
            format!("{names}{}{help}", " ".repeat(pad))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_speak_the_language_and_enter_stays() {
        let config = Config::default();
        let es = crate::words::i18n::speaking(crate::words::i18n::Lang::Es, || {
            (
                key_name(SPACE, &config),
                key_name(Key::Plain(KeyCode::PageUp), &config),
                key_name(ENTER, &config),
                key_name(Key::Ctrl('r'), &config),
                names_in_force("PgUp / PgDn", "", &config),
                names_in_force("Left/Right", "", &config),
                names_in_force("type, Backspace", "", &config),
                global_rows()[0].1.clone(),
            )
        });
        assert_eq!(es.0, "Espacio");
        assert_eq!(es.1, "RePág");
        assert_eq!((es.2.as_str(), es.3.as_str()), ("Enter", "Ctrl-R"));
        assert_eq!(es.4, "RePág / AvPág");
        assert_eq!(es.5, "Izquierda/Derecha");
        // The key names, and the words for typing said among them ("type", "letters").
        assert_eq!(es.6, "escribe, Retroceso");
        assert_eq!(es.7, "salir del programa (pregunta si guardar la partida)");
        assert_eq!(names_in_force("PgUp / PgDn", "", &config), "PgUp / PgDn");
        assert_eq!(key_name(SPACE, &config), "Space");
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Act {
        Undo,
        Redo,
        Quit,
    }

    fn odd(n: &u32) -> bool {
        n % 2 == 1
    }

    const TABLE: &[Binding<Act, u32>] = &[
        Binding::row(&[ch('u')], "u", "keys-play-undo", Act::Undo),
        Binding {
            keys: &[Key::Ctrl('r')],
            names: "^R",
            words: "keys-play-redo",
            action: Act::Redo,
            when: odd,
            shown: odd,
            drop: 1,
        },
        Binding::row(
            &[ch('q'), Key::Plain(KeyCode::Esc)],
            "q",
            "keys-play-take",
            Act::Quit,
        ),
    ];

    /// The table's words are the play screen's (a key table names message ids).
    #[test]
    fn one_table_gives_the_action_the_hints_and_the_help() {
        let key = |c, m| KeyEvent::new(c, m);
        let plain = KeyModifiers::NONE;
        assert_eq!(
            action(TABLE, &key(KeyCode::Char('u'), plain), &0),
            Some(Act::Undo)
        );
        assert_eq!(
            action(TABLE, &key(KeyCode::Char('r'), KeyModifiers::CONTROL), &0),
            None
        );
        assert_eq!(
            action(TABLE, &key(KeyCode::Char('r'), KeyModifiers::CONTROL), &1),
            Some(Act::Redo)
        );
        assert_eq!(action(TABLE, &key(KeyCode::Char('r'), plain), &1), None);
        assert_eq!(
            action(TABLE, &key(KeyCode::Esc, plain), &0),
            Some(Act::Quit)
        );
        assert_eq!(
            hints(TABLE, &1, 80, "", "·", &Config::default()),
            " u undo · ^R redo · q take"
        );
        assert_eq!(
            hints(TABLE, &1, 20, "", "·", &Config::default()),
            " u undo · q take",
            "redo gives way"
        );
        assert_eq!(
            hints(TABLE, &0, 80, "", "·", &Config::default()),
            " u undo · q take"
        );
        assert_eq!(
            help(TABLE, &1, "", &Config::default()),
            [
                "u   undo (any number; against the computer, to your last turn)",
                "^R  redo what was undone"
            ]
        );
        assert_eq!(
            help(TABLE, &0, "", &Config::default()),
            ["u  undo (any number; against the computer, to your last turn)"],
            "redo works at 1"
        );
    }
}
