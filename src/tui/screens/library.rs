//! The library screen: the saved games and the samples, newest first, to continue or
//! to replay; or a path typed. It owns its state, its keys and its drawing, and
//! answers a key with a [`Command`] that the app carries out.

use crate::store::library::{Entry, Listing, Source};
use crate::tui::command::{Command, Open};
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::screens::menu::MenuItem;
use crate::tui::widgets::theme::Theme;
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use std::path::PathBuf;

/// Lines above the list (title, folder, column names) and below it (the chosen
/// game's file or error, notes, the keys).
const TOP: usize = 3;
const FOOT: usize = 6;

/// What the chosen game is opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Continue,
    Replay,
}

impl Purpose {
    /// How a record chosen here is opened.
    pub fn open(self) -> Open {
        match self {
            Purpose::Continue => Open::Play,
            Purpose::Replay => Open::Replay,
        }
    }

    /// The menu's entry that opens the library for this.
    pub(crate) fn menu_item(self) -> MenuItem {
        match self {
            Purpose::Continue => MenuItem::Continue,
            Purpose::Replay => MenuItem::Replay,
        }
    }
}

/// The list on screen. Row 0 is "type a path"; row `i + 1` is entry `i`.
pub struct LibraryState {
    purpose: Purpose,
    pub listing: Listing,
    /// The games folder, as the header names it.
    folder: Option<PathBuf>,
    selected: usize,
    /// Why the last game chosen could not be opened (or deleted).
    error: Option<String>,
    /// What the last key did, when the list does not show it ("Deleted x.json.").
    notice: Option<String>,
    /// The question "Delete it?" is asked about the saved game chosen.
    asking_delete: bool,
}

/// What a key does in the library (the delete question takes the next key first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LibraryKey {
    Up,
    Down,
    PageUp,
    PageDown,
    First,
    Last,
    Open,
    TypePath,
    Delete,
    Help,
    Back,
}

/// A saved game (not a sample) is chosen: it can be deleted.
fn saved_chosen(l: &LibraryState) -> bool {
    matches!(l.chosen().map(|e| &e.source), Some(Source::File(_)))
}

/// The library's keys: its key handling, its key line and its `?` help. It names its
/// keys by their names, not by letters the board keys may move: the settings' board
/// keys do not act here (d deletes).
const LIBRARY: &[Binding<LibraryKey, LibraryState>] = &[
    Binding::row(
        &[Key::Plain(KeyCode::Up), ch('k')],
        "Up/Down",
        "keys-library-choose",
        LibraryKey::Up,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Down), ch('j'), Key::Plain(KeyCode::Tab)],
        names: "",
        words: "keys-library-row",
        action: LibraryKey::Down,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageUp)],
        names: "PgUp/PgDn",
        words: "keys-library-a-page-up",
        action: LibraryKey::PageUp,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageDown)],
        names: "",
        words: "keys-library-row-2",
        action: LibraryKey::PageDown,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Home), ch('g')],
        names: "Home/End",
        words: "keys-library-the-first-the",
        action: LibraryKey::First,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::End), ch('G')],
        names: "",
        words: "keys-library-row-3",
        action: LibraryKey::Last,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(
        &[ENTER, SPACE],
        "Enter",
        "keys-library-open",
        LibraryKey::Open,
    ),
    Binding {
        keys: &[ch('o'), ch('/')],
        names: "o",
        words: "keys-library-type-a-path",
        action: LibraryKey::TypePath,
        when: always,
        shown: always,
        drop: 2,
    },
    Binding {
        keys: &[ch('d'), Key::Plain(KeyCode::Delete)],
        names: "d",
        words: "keys-library-delete",
        action: LibraryKey::Delete,
        when: always,
        shown: saved_chosen,
        drop: 1,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        words: "keys-library-help",
        action: LibraryKey::Help,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding::row(
        &[ESC, ch('q')],
        "Esc",
        "keys-library-back",
        LibraryKey::Back,
    ),
];

impl LibraryState {
    /// The library of `folder` (the games folder) and the samples.
    pub fn new(purpose: Purpose, folder: Option<PathBuf>) -> LibraryState {
        let listing =
            crate::store::library::list(folder.as_deref(), &crate::store::assets::SAMPLE_GAMES);
        LibraryState {
            purpose,
            listing,
            folder,
            // The newest game, when there is one.
            selected: 1,
            error: None,
            notice: None,
            asking_delete: false,
        }
    }

    pub fn rows(&self) -> usize {
        self.listing.entries.len() + 1
    }

    /// The rows in view on a screen `height` lines high: the first and how many fit,
    /// scrolled so that the chosen row is in view.
    fn window(&self, height: u16) -> (usize, usize) {
        let list_h = (height as usize).saturating_sub(TOP + FOOT).max(1);
        let first = self
            .selected
            .saturating_sub(list_h - 1)
            .min(self.rows() - 1);
        (first, list_h)
    }

    /// A click on screen line `row` (of a screen `height` lines high): a row is chosen;
    /// a click on the chosen row opens it.
    pub fn click(&mut self, height: u16, row: u16) -> Command {
        let (first, list_h) = self.window(height);
        let Some(i) = (row as usize)
            .checked_sub(TOP)
            .filter(|&i| i < list_h)
            .map(|i| first + i)
            .filter(|&i| i < self.rows())
        else {
            return Command::None;
        };
        if self.asking_delete {
            // A click answers no, as any key but y does.
            self.asking_delete = false;
            return Command::None;
        }
        if i == self.selected {
            return self.open_chosen();
        }
        self.selected = i;
        self.error = None;
        self.notice = None;
        Command::None
    }

    /// The entry chosen, if a game (not the "type a path" row) is.
    pub fn chosen(&self) -> Option<&Entry> {
        self.selected
            .checked_sub(1)
            .and_then(|i| self.listing.entries.get(i))
    }

    pub fn key(&mut self, code: KeyCode) -> Command {
        self.notice = None;
        if self.asking_delete {
            // y (or s, sí, in Spanish) deletes; any other key keeps the game and does
            // nothing else.
            self.asking_delete = false;
            if keys::is_yes(Key::Plain(code)) {
                self.delete_chosen();
            }
            return Command::None;
        }
        let last = self.rows() - 1;
        match keys::action(LIBRARY, &KeyEvent::new(code, KeyModifiers::NONE), self) {
            Some(LibraryKey::Up) => self.selected = self.selected.saturating_sub(1),
            Some(LibraryKey::Down) => self.selected = (self.selected + 1).min(last),
            Some(LibraryKey::PageUp) => self.selected = self.selected.saturating_sub(10),
            Some(LibraryKey::PageDown) => self.selected = (self.selected + 10).min(last),
            Some(LibraryKey::First) => self.selected = 0,
            Some(LibraryKey::Last) => self.selected = last,
            Some(LibraryKey::TypePath) => return Command::TypePath(self.purpose.open()),
            Some(LibraryKey::Back) => return Command::Back,
            Some(LibraryKey::Open) => return self.open_chosen(),
            Some(LibraryKey::Delete) => {
                self.error = None;
                match self.chosen().map(|e| &e.source) {
                    Some(Source::File(_)) => self.asking_delete = true,
                    Some(Source::Sample(..)) => {
                        self.error = self
                            .chosen()
                            .and_then(|e| crate::store::library::delete(e).err())
                    }
                    None => {}
                }
                return Command::None;
            }
            Some(LibraryKey::Help) => return Command::Help,
            None => return Command::None,
        }
        self.error = None;
        Command::None
    }

    /// Delete the saved game chosen (the question was answered yes) and list the
    /// folder again, the row chosen staying where it was.
    fn delete_chosen(&mut self) {
        let Some(entry) = self.chosen() else { return };
        match crate::store::library::delete(entry) {
            Ok(()) => {
                self.notice = Some(crate::t!("library-deleted", name = &entry.name));
                self.listing = crate::store::library::list(
                    self.folder.as_deref(),
                    &crate::store::assets::SAMPLE_GAMES,
                );
                self.selected = self.selected.min(self.rows() - 1);
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn open_chosen(&mut self) -> Command {
        let Some(entry) = self.chosen() else {
            return Command::TypePath(self.purpose.open());
        };
        match crate::store::library::open(entry) {
            Ok((record, path)) => {
                let name = match &entry.source {
                    Source::File(p) => p.to_string_lossy().into_owned(),
                    Source::Sample(n, _) => crate::t!("library-sample-named", name = *n),
                };
                Command::OpenRecord {
                    record: Box::new(record),
                    path,
                    name,
                    open: self.purpose.open(),
                }
            }
            Err(e) => {
                self.error = Some(e);
                Command::None
            }
        }
    }
}

/// The widest the library is drawn: a wider terminal gets it centred.
const WIDEST: u16 = 160;
/// The file column's width the other columns leave it if they can, the least it is
/// given, and its most (a longer name is cut; the chosen game's whole name is under
/// the list).
const FILE_LEAST: usize = 10;
const FILE_FLOOR: usize = 6;
const FILE_MOST: usize = 40;
/// The players column's most (names are cut to 16 columns each when listed).
const PLAYERS_MOST: usize = 48;

/// The date column's width with the time (`2023-11-14 22:13`) and without it.
const DATE_W: usize = 16;
const DAY_W: usize = 10;

/// A row's date in `width` columns: as it is, or its day alone (`2023-11-14`, the
/// time left out) where the column is the day's.
fn day_or_date(date: &str, width: usize) -> &str {
    if width < DATE_W {
        date.split(' ').next().unwrap_or(date)
    } else {
        date
    }
}

/// `s` cut (with the theme's ellipsis) or padded to `width` columns.
fn fit(s: &str, width: usize, theme: &Theme) -> String {
    crate::words::text::pad(
        &crate::tui::widgets::text::shorten(s, width, theme.ascii),
        width,
    )
}

pub fn draw(frame: &mut Frame, theme: &Theme, state: &LibraryState) {
    let area = frame.area();
    let width = area.width.min(WIDEST) as usize;
    let x = area.x + (area.width - width as u16) / 2;
    // The menu's entry that opened the library.
    let title = state.purpose.menu_item().words();
    let mut top = vec![
        Line::from(Span::styled(format!(" {title}"), theme.title())),
        Line::from(Span::styled(
            match &state.folder {
                // The folder cut to what the line holds: the words after it stay.
                Some(dir) => {
                    let words = crate::t!("library-saved-in", folder = "");
                    let room = width.saturating_sub(1 + crate::words::text::width(&words));
                    let folder = crate::words::text::cut(
                        &crate::tui::files::shown_folder(dir),
                        room.max(8),
                        theme.ellipsis(),
                    );
                    format!(" {}", crate::t!("library-saved-in", folder = folder))
                }
                None => format!(" {}", crate::t!("library-no-data-folder")),
            },
            theme.dim(),
        )),
    ];
    // Columns: date 16 (10, the day alone, where the players need the room), file,
    // game 14, players, result, moves. The moves' column is
    // as wide as its heading ("Moves", "Jugadas"); the result's as its longest (at most
    // 18, less what the moves' heading took). The file and the players share what is
    // left, each as wide as its longest when there is room (so a wide terminal cuts
    // neither); where there is not, the players go short (a computer by its level
    // alone, so the level is never what is cut) and the file takes the rest: the chosen
    // game's whole file name, and its players in full, are under the list.
    let moves_word = crate::t!("library-moves");
    let moves_w = crate::words::text::width(&moves_word).clamp(5, 8);
    let summaries: Vec<&crate::store::library::Summary> = state
        .listing
        .entries
        .iter()
        .filter_map(|e| e.summary.as_ref().ok())
        .collect();
    let longest = |heading: &str, of: &dyn Fn(&crate::store::library::Summary) -> usize| {
        summaries
            .iter()
            .map(|s| of(s))
            .max()
            .unwrap_or(0)
            .max(crate::words::text::width(heading))
    };
    let text_w = crate::words::text::width;
    let result_w =
        longest(&crate::t!("library-result"), &|s| text_w(&s.result)).min(18 - (moves_w - 5));
    // The marker's 2 columns, the date's and the game's with a space each, and a space
    // after the file, the players and the result.
    let room_beside =
        |date_w: usize| width.saturating_sub(2 + date_w + 1 + 15 + 3 + result_w + moves_w);
    let file_longest = state
        .listing
        .entries
        .iter()
        .map(|e| text_w(&e.name))
        .max()
        .unwrap_or(0)
        .max(text_w(&crate::t!("library-file")))
        .min(FILE_MOST);
    let players_longest = longest(&crate::t!("library-players"), &|s| text_w(&s.players));
    let short_longest = longest(&crate::t!("library-players"), &|s| text_w(&s.players_short));
    // The date with its time, unless the players' levels need the room: then the day.
    let date_w = if short_longest + FILE_LEAST <= room_beside(DATE_W) {
        DATE_W
    } else {
        DAY_W
    };
    let room = room_beside(date_w);
    let players_need = if players_longest + FILE_LEAST <= room {
        players_longest
    } else {
        short_longest
    };
    let file_w = room
        .saturating_sub(players_need)
        .min(file_longest)
        .max(FILE_FLOOR);
    let players_w = room
        .saturating_sub(file_w)
        .min(PLAYERS_MOST)
        .max(text_w(&crate::t!("library-players")));
    // A row's players: in full where they fit, else short.
    let players_in = |s: &crate::store::library::Summary| {
        if text_w(&s.players) <= players_w {
            s.players.clone()
        } else {
            s.players_short.clone()
        }
    };
    let header = format!(
        "  {} {} {} {} {} {moves_word:>moves_w$}",
        fit(&crate::t!("library-date"), date_w, theme),
        fit(&crate::t!("library-file"), file_w, theme),
        fit(&crate::t!("library-game"), 14, theme),
        fit(&crate::t!("library-players"), players_w, theme),
        fit(&crate::t!("library-result"), result_w, theme),
    );
    top.push(Line::from(Span::styled(header, theme.dim())));
    let mut rows: Vec<(String, bool)> = vec![(
        format!("  {}{}", crate::t!("library-type-a-path"), theme.ellipsis()),
        false,
    )];
    for e in &state.listing.entries {
        // A sample's date is when its game was played, not saved: "sample" says more.
        let sample = crate::t!("library-sample");
        let date = match e.source {
            Source::Sample(..) => &sample,
            Source::File(_) => &e.date,
        };
        let text = match &e.summary {
            Ok(s) => format!(
                "  {} {} {} {} {} {:>moves_w$}",
                fit(day_or_date(date, date_w), date_w, theme),
                fit(&e.name, file_w, theme),
                fit(&s.game, 14, theme),
                fit(&players_in(s), players_w, theme),
                fit(&s.result, result_w, theme),
                s.moves
            ),
            Err(_) => format!(
                "  {} {}",
                fit(day_or_date(date, date_w), date_w, theme),
                crate::t!("library-unreadable", name = &e.name)
            ),
        };
        rows.push((text, e.summary.is_err()));
    }
    // The chosen entry in words under the list: its file, or why it cannot be read.
    let mut bottom: Vec<Line> = Vec::new();
    if let (true, Some(entry)) = (state.asking_delete, state.chosen()) {
        bottom.push(Line::from(Span::styled(
            format!(
                " {}",
                crate::t!(
                    "library-delete-question",
                    name = &entry.name,
                    yes = keys::key_name(keys::yes(), &crate::store::config::Config::default())
                )
            ),
            theme.error(),
        )));
    } else if let Some(e) = &state.error {
        // Wrapped: an error names the whole path, often longer than a line.
        let e: Vec<char> = crate::words::text::escape_for_terminal(e, 300)
            .chars()
            .collect();
        for chunk in e.chunks(width.saturating_sub(2).max(10)).take(3) {
            let text: String = chunk.iter().collect();
            bottom.push(Line::from(Span::styled(format!(" {text}"), theme.error())));
        }
    } else if let Some(entry) = state.chosen() {
        // The players in full when their column had to cut them.
        let players = |s: &crate::store::library::Summary| {
            if crate::words::text::width(&s.players) <= players_w {
                String::new()
            } else {
                format!(" {} {}", theme.dot(), s.players)
            }
        };
        let what = match (&entry.source, &entry.summary) {
            (_, Err(why)) => format!(" {}: {why}", entry.name),
            (Source::Sample(..), Ok(s)) => format!(
                " {}{}",
                crate::t!("library-built-in-sample", name = &entry.name),
                players(s)
            ),
            (Source::File(_), Ok(s)) => format!(" {}{}", entry.name, players(s)),
        };
        bottom.push(Line::from(Span::styled(what, theme.dim())));
    } else {
        bottom.push(Line::from(Span::styled(
            format!(" {}", crate::t!("library-opens-the-prompt")),
            theme.dim(),
        )));
    }
    if let Some(notice) = &state.notice {
        bottom.push(Line::from(Span::styled(format!(" {notice}"), theme.dim())));
    }
    if state.listing.left_out > 0 {
        bottom.push(Line::from(Span::styled(
            format!(
                " {}",
                crate::t!("library-left-out", count = state.listing.left_out)
            ),
            theme.dim(),
        )));
    }
    if state.listing.scan_cut {
        bottom.push(Line::from(Span::styled(
            format!(
                " {}",
                crate::t!(
                    "library-scan-cut",
                    count = crate::store::library::MAX_SCANNED
                )
            ),
            theme.dim(),
        )));
    }
    if let Some(e) = &state.listing.folder_error {
        bottom.push(Line::from(Span::styled(format!(" {e}"), theme.error())));
    }
    bottom.push(Line::from(Span::styled(
        keys::hints(
            LIBRARY,
            state,
            area.width as usize,
            theme.arrows(),
            theme.dot(),
            // No board key acts here (see LIBRARY): the names are the table's.
            &crate::store::config::Config::default(),
        ),
        theme.dim(),
    )));
    let height = area.height as usize;
    let (first, list_h) = state.window(area.height);
    // The foot has a fixed height (so that a click finds its row); the key line stays.
    if bottom.len() > FOOT {
        bottom.drain(..bottom.len() - FOOT);
    }
    let mut lines = top;
    for (i, (text, bad)) in rows.iter().enumerate().skip(first).take(list_h) {
        let style = if i == state.selected {
            theme.selected()
        } else if *bad {
            theme.error()
        } else {
            Style::default()
        };
        let pointer = if i == state.selected {
            theme.pointer()
        } else {
            " "
        };
        let text = format!(
            "{pointer}{}",
            text.get(pointer.len().min(1)..).unwrap_or("")
        );
        lines.push(Line::from(Span::styled(fit(&text, width, theme), style)));
    }
    while lines.len() < height.saturating_sub(bottom.len()) {
        lines.push(Line::from(""));
    }
    lines.extend(bottom);
    let rect = Rect::new(x, area.y, width as u16, area.height);
    frame.render_widget(Paragraph::new(lines), rect);
}

impl crate::tui::view::View for LibraryState {
    fn key(&mut self, key: &KeyEvent, _: &crate::tui::view::KeyContext) -> Command {
        LibraryState::key(self, key.code)
    }

    fn click(&mut self, _x: u16, y: u16, cx: &crate::tui::view::KeyContext) -> Command {
        LibraryState::click(self, cx.area.height, y)
    }

    fn draw(&self, frame: &mut Frame, cx: &crate::tui::view::DrawContext) {
        draw(frame, cx.theme, self)
    }

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        crate::tui::view::table_help(LIBRARY, self, cx, Vec::new())
    }

    fn menu_item(&self) -> MenuItem {
        self.purpose.menu_item()
    }

    /// The library has one line for what went wrong: the text goes there.
    fn tell(&mut self, text: String, _error: bool) {
        self.error = Some(text);
    }
}
