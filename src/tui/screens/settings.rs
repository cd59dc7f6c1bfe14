//! The settings screen: player names for the new-game form, animation and its speed,
//! ASCII drawing, colours for a dark or light background, the language, and the
//! board keys. Each change is saved to the settings file at once. The screen owns its
//! state, keys and drawing, and answers a key with a [`Command`] the app carries out.

use crate::store::config::{BOARD_KEYS, Config, NAME_MAX, Palette, Speed};
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::widgets::theme::Theme;
use crate::tui::widgets::words::{name_or_side, on_off};
use crate::words::i18n::Lang;
use crate::words::text::escape_for_terminal;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use std::path::PathBuf;

/// The rows of the screen, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    South,
    North,
    Animation,
    Speed,
    Ascii,
    Background,
    /// The program's language: it changes at once, this screen too.
    Language,
    /// Board key `i` of [`BOARD_KEYS`].
    Key(usize),
    Reset,
}

const ITEMS: [Item; 14] = [
    Item::South,
    Item::North,
    Item::Animation,
    Item::Speed,
    Item::Ascii,
    Item::Background,
    Item::Key(0),
    Item::Key(1),
    Item::Key(2),
    Item::Key(3),
    Item::Key(4),
    Item::Key(5),
    Item::Language,
    Item::Reset,
];

/// What a key does on the settings screen (a name being typed takes letters first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SettingsKey {
    Up,
    Down,
    Previous,
    Next,
    Erase,
    Enter,
    Help,
    Back,
}

fn on_name(s: &SettingsState) -> bool {
    s.name_field()
}

/// The settings screen's keys: its key handling, its key line and its `?` help.
const SETTINGS: &[Binding<SettingsKey, SettingsState>] = &[
    Binding::row(
        &[Key::Plain(KeyCode::Up), Key::Plain(KeyCode::BackTab)],
        "Up/Down",
        "keys-settings-choose",
        SettingsKey::Up,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Down), Key::Plain(KeyCode::Tab)],
        names: "",
        words: "keys-settings-row",
        action: SettingsKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(
        &[Key::Plain(KeyCode::Left)],
        "Left/Right",
        "keys-settings-change",
        SettingsKey::Previous,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Right), SPACE],
        names: "",
        words: "keys-settings-row-2",
        action: SettingsKey::Next,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "type, Backspace",
        words: "keys-settings-change-a-name",
        action: SettingsKey::Erase,
        when: on_name,
        shown: on_name,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "Enter",
        words: "keys-settings-on-a-key",
        action: SettingsKey::Enter,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding::row(
        &[ch('?')],
        "?",
        "keys-settings-these-keys",
        SettingsKey::Help,
    ),
    Binding::row(
        &[ESC, ch('q')],
        "Esc",
        "keys-settings-back",
        SettingsKey::Back,
    ),
];

pub struct SettingsState {
    config: Config,
    /// The settings file (`None`: changes last only while the program runs).
    file: Option<PathBuf>,
    field: usize,
    /// Waiting for the key to use for a board key.
    capturing: bool,
    /// The last change's outcome: (text, is an error).
    message: Option<(String, bool)>,
    /// What was wrong with the settings file when it was read.
    notice: Option<String>,
    /// `--ascii` / `--no-animation` were given: they win for this run.
    flags: (bool, bool),
}

impl SettingsState {
    /// The settings `config`, read from `file`, with what was wrong with it
    /// (`notice`), and this run's `--ascii` and `--no-animation` (`flags`), which say
    /// why changing the look or the animation will not show now.
    pub fn new(
        config: Config,
        file: Option<PathBuf>,
        notice: Option<String>,
        flags: (bool, bool),
    ) -> SettingsState {
        let mut config = config;
        sides_in_language(&mut config);
        SettingsState {
            config,
            file,
            field: 0,
            capturing: false,
            message: None,
            notice,
            flags,
        }
    }

    /// Waiting for the key to use for a board key: every key is the answer (even `?`,
    /// which the app otherwise answers with the help).
    pub fn capturing(&self) -> bool {
        self.capturing
    }

    fn item(&self) -> Item {
        ITEMS[self.field]
    }

    fn name_field(&self) -> bool {
        matches!(self.item(), Item::South | Item::North)
    }

    fn name_mut(&mut self) -> Option<&mut String> {
        match self.item() {
            Item::South => Some(&mut self.config.south),
            Item::North => Some(&mut self.config.north),
            _ => None,
        }
    }

    pub fn key(&mut self, code: KeyCode) -> Command {
        if self.capturing {
            self.capturing = false;
            let Item::Key(i) = self.item() else {
                return Command::None;
            };
            return match code {
                KeyCode::Char(c) => {
                    match self
                        .config
                        .key_allowed(i, c, crate::tui::command_keys::command_using)
                    {
                        Ok(()) => {
                            self.config.keys[i] = c;
                            self.save()
                        }
                        Err(why) => {
                            self.message = Some((why, true));
                            Command::None
                        }
                    }
                }
                _ => {
                    self.message = Some((crate::t!("settings-not-changed"), false));
                    Command::None
                }
            };
        }
        let step =
            |delta: i32, len: usize, i: usize| (i as i32 + delta).rem_euclid(len as i32) as usize;
        // A name being typed takes the letters (q and Space too), but not `?`, which
        // opens the help on every screen (as in the new-game form).
        if let KeyCode::Char(c) = code
            && c != '?'
            && let Some(name) = self.name_mut()
        {
            if name.chars().count() < NAME_MAX
                && !c.is_control()
                && crate::words::text::is_clean(&c.to_string())
            {
                name.push(c);
                return self.save();
            }
            return Command::None;
        }
        match keys::action(SETTINGS, &KeyEvent::new(code, KeyModifiers::NONE), self) {
            Some(SettingsKey::Up) => self.field = step(-1, ITEMS.len(), self.field),
            Some(SettingsKey::Down) => self.field = step(1, ITEMS.len(), self.field),
            Some(SettingsKey::Back) => return Command::Back,
            Some(SettingsKey::Erase) => {
                if let Some(name) = self.name_mut()
                    && name.pop().is_some()
                {
                    // An empty name is not saved: the form needs one.
                    if !name.is_empty() {
                        return self.save();
                    }
                }
            }
            Some(SettingsKey::Previous) => return self.change(-1),
            Some(SettingsKey::Next) => return self.change(1),
            Some(SettingsKey::Enter) => match self.item() {
                Item::Key(i) => {
                    self.capturing = true;
                    self.message = Some((
                        crate::t!(
                            "settings-press-the-key",
                            name = board_key_words(i),
                            esc = keys::key_name(ESC, &self.config),
                            key = self.config.keys[i].to_string()
                        ),
                        false,
                    ));
                }
                Item::South | Item::North => self.field += 1,
                _ => return self.change(1),
            },
            Some(SettingsKey::Help) => return Command::Help,
            None => {}
        }
        Command::None
    }

    fn change(&mut self, delta: i32) -> Command {
        let item = self.item();
        let c = &mut self.config;
        match item {
            Item::Animation => c.animation = !c.animation,
            Item::Ascii => c.ascii = !c.ascii,
            Item::Background => {
                c.palette = match c.palette {
                    Palette::Dark => Palette::Light,
                    Palette::Light => Palette::Dark,
                }
            }
            Item::Speed => {
                let i = Speed::ALL.iter().position(|&s| s == c.speed).unwrap_or(1) as i32;
                c.speed = Speed::ALL[(i + delta).clamp(0, 2) as usize];
            }
            Item::Language => {
                // The one language besides the one spoken now (there are two).
                let now = c.language.unwrap_or_else(crate::words::i18n::current);
                let next = Lang::ALL
                    [(Lang::ALL.iter().position(|&l| l == now).unwrap_or(0) + 1) % Lang::ALL.len()];
                c.language = Some(next);
                crate::words::i18n::set(next);
                sides_in_language(c);
            }
            Item::Reset => {
                *c = Config::default();
                // No language chosen: the locale's, as at start.
                crate::words::i18n::set(crate::words::i18n::choose(
                    None,
                    None,
                    crate::words::i18n::environment_locale(),
                ));
                sides_in_language(c);
            }
            Item::South | Item::North | Item::Key(_) => return Command::None,
        }
        self.save()
    }

    /// Save the settings; the app applies them either way.
    fn save(&mut self) -> Command {
        self.message = Some(match &self.file {
            Some(file) => match self.config.save(file) {
                Ok(()) => {
                    // The file now holds these settings: its old mistakes are gone.
                    self.notice = None;
                    (
                        crate::t!(
                            "settings-saved",
                            folder = crate::tui::files::shown_folder(file)
                        ),
                        false,
                    )
                }
                Err(e) => (e, true),
            },
            None => (crate::t!("settings-not-saved-no-folder"), true),
        });
        Command::SettingsChanged {
            config: Box::new(self.config.clone()),
            notice: self.notice.clone(),
        }
    }

    /// The rows: (label, value shown, a note).
    pub fn rows(&self) -> Vec<(String, String, String)> {
        let c = &self.config;
        let t = |id: &str| crate::words::i18n::words(id, None);
        ITEMS
            .iter()
            .map(|&item| match item {
                Item::South => (
                    t("settings-south-name"),
                    escape_for_terminal(&c.south, NAME_MAX),
                    t("settings-south-name-note"),
                ),
                Item::North => (
                    t("settings-north-name"),
                    escape_for_terminal(&c.north, NAME_MAX),
                    String::new(),
                ),
                Item::Animation => (
                    t("settings-animation"),
                    on_off(c.animation),
                    if self.flags.1 {
                        t("settings-animation-off-for-run")
                    } else {
                        t("settings-animation-note")
                    },
                ),
                Item::Speed => (
                    t("settings-speed"),
                    crate::t!("settings-speed-value", speed = c.speed.key()),
                    t("settings-speed-note"),
                ),
                Item::Ascii => (
                    t("settings-ascii"),
                    on_off(c.ascii),
                    if self.flags.0 {
                        t("settings-ascii-on-for-run")
                    } else {
                        t("settings-ascii-note")
                    },
                ),
                Item::Background => (
                    t("settings-background"),
                    crate::t!("settings-background-value", palette = c.palette.key()),
                    t("settings-background-note"),
                ),
                Item::Language => (
                    t("settings-language"),
                    language_name(c.language.unwrap_or_else(crate::words::i18n::current)).into(),
                    t("settings-language-note"),
                ),
                Item::Key(i) => (
                    crate::t!("settings-key", name = board_key_words(i)),
                    c.keys[i].to_string(),
                    if c.keys[i] == BOARD_KEYS[i].1 {
                        String::new()
                    } else {
                        crate::t!("settings-key-instead", key = BOARD_KEYS[i].1.to_string())
                    },
                ),
                Item::Reset => (String::new(), t("settings-reset"), String::new()),
            })
            .collect()
    }
}

/// The names that are a side's own ("South", "Sur") in the language spoken now, so
/// that the name typed over is the one shown.
fn sides_in_language(config: &mut Config) {
    use mancala_rules::Player;
    config.south = name_or_side(&config.south, Player::South);
    config.north = name_or_side(&config.north, Player::North);
}

/// What board key `i` of [`BOARD_KEYS`] does, in the language spoken now ("left",
/// "continue"; "izquierda", "seguir").
fn board_key_words(i: usize) -> String {
    crate::t!("board-key", name = BOARD_KEYS[i].0)
}

/// A language's name in itself, so that a player finds their own whatever the
/// language spoken now.
fn language_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Es => "Español",
    }
}

pub fn draw(frame: &mut Frame, theme: &Theme, state: &SettingsState) {
    let area = frame.area();
    let mut lines = vec![
        Line::from(Span::styled(
            format!(" {}", crate::tui::screens::menu::MenuItem::Settings.words()),
            theme.title(),
        )),
        Line::from(""),
    ];
    let rows = state.rows();
    // The values in one column, after the longest label (at least 16 columns).
    let column = crate::tui::widgets::text::value_column(
        rows.iter().map(|(label, _, _)| label.as_str()),
        16,
    );
    for (i, (label, value, note)) in rows.into_iter().enumerate() {
        let chosen = i == state.field;
        let shown = match ITEMS[i] {
            Item::Reset => format!("[ {value} ]"),
            Item::South | Item::North => format!("{value}{}", if chosen { "_" } else { "" }),
            Item::Key(_) if chosen && state.capturing => {
                format!("{}{}", crate::t!("settings-press-a-key"), theme.ellipsis())
            }
            Item::Key(_) => value,
            _ => format!("< {value} >"),
        };
        // The notes in one column.
        let pad = " ".repeat(24usize.saturating_sub(crate::words::text::width(&shown)));
        lines.push(Line::from(vec![
            Span::raw(format!(
                " {} {label}{}",
                if chosen { theme.pointer() } else { " " },
                " ".repeat(column - crate::words::text::width(&label))
            )),
            Span::styled(
                shown,
                if chosen {
                    theme.selected()
                } else {
                    Style::default()
                },
            ),
            Span::raw(pad),
            Span::styled(note, theme.dim()),
        ]));
    }
    lines.push(Line::from(""));
    if let Some((text, error)) = &state.message {
        lines.push(Line::from(Span::styled(
            format!(" {text}"),
            if *error { theme.error() } else { theme.dim() },
        )));
    }
    if let Some(notice) = &state.notice {
        let width = area.width.min(100) as usize;
        for line in crate::tui::widgets::text::notice_lines(notice, width) {
            lines.push(Line::from(Span::styled(line, theme.error())));
        }
    }
    lines.push(Line::from(Span::styled(
        keys::hints(
            SETTINGS,
            state,
            area.width.min(100) as usize,
            theme.arrows(),
            theme.dot(),
            &state.config,
        ),
        theme.dim(),
    )));
    let width = area.width.min(100);
    let rect = ratatui::layout::Rect::new(
        area.x + (area.width - width) / 2,
        area.y,
        width,
        area.height,
    );
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), rect);
}

impl crate::tui::view::View for SettingsState {
    fn key(&mut self, key: &KeyEvent, _: &crate::tui::view::KeyContext) -> Command {
        SettingsState::key(self, key.code)
    }

    fn draw(&self, frame: &mut Frame, cx: &crate::tui::view::DrawContext) {
        draw(frame, cx.theme, self)
    }

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        crate::tui::view::table_help(SETTINGS, self, cx, Vec::new())
    }

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Settings
    }
}
