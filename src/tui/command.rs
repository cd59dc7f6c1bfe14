//! What a screen or a popup asks the app to do after a key or a click: they change
//! their own state, and anything beyond it (a popup, leaving, another screen, a file)
//! is a command the app applies, so no screen reaches into the app.

use crate::store::record::Record;
use mancala_rules::GameKind;
use std::path::PathBuf;

/// Where leaving a game (or a replay with comments) goes once its work is saved or
/// let go: the data of the leaving commands, not a command of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterSave {
    Stay,
    Quit,
    /// Back where the game was opened from: the replay it was played on from, or the menu.
    Back,
    /// A new game on the same rules and from the same start between the same players.
    Rematch,
    /// A rematch with the sides swapped: South's player takes North, and North's South.
    RematchSwapped,
    /// The new-game form.
    NewGame,
}

/// What a file prompt or a library opens a record for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Open {
    Play,
    Replay,
}

/// A request to the app: the one type every screen and popup answers with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing beyond the screen's own state (a popup stays open).
    None,
    /// Close the popup open, nothing more.
    Close,
    /// The `?` help popup.
    Help,
    /// The result popup of a finished game.
    Result,
    /// A match's round over: the next round begins (the result's Enter).
    NextRound,
    /// Quit the program, asking first when work is unsaved.
    Quit,
    /// Back one level (nothing to lose).
    Back,
    /// Open an entry of the main menu.
    Menu(MenuItem),
    /// The new-game form as it hosts a game over the network.
    HostForm,
    /// Host the game the form describes over the network (`mine`: the host's side,
    /// `hints`: allowed on both sides): its door opens and the screen waits for the
    /// other player.
    HostGame {
        record: Box<Record>,
        balanced: bool,
        mine: mancala_rules::Player,
        hints: bool,
    },
    /// Start the game the new-game form describes: its record, and whether it starts
    /// from a balanced start drawn for it.
    StartGame { record: Box<Record>, balanced: bool },
    /// The settings changed (and were saved): the app uses them; `notice` is what is
    /// still wrong with the settings file, if anything.
    SettingsChanged {
        config: Box<crate::store::config::Config>,
        notice: Option<String>,
    },
    /// Turn animation on or off, and remember it in the settings (the new-game form's
    /// row).
    Animation(bool),
    /// Leave the game this way, asking first when actions are unsaved.
    Leave(AfterSave),
    /// Leave the game this way without saving, the game gone: the player said so.
    Discard(AfterSave),
    /// Leave the game this way without saving, its autosave kept for the menu to
    /// offer: Ctrl-C at the question, an interruption as a signal is.
    Abandon(AfterSave),
    /// The save prompt for the game or the replay open; once saved, leave this way
    /// (`AfterSave::Stay`: the game stays open).
    OpenSave(AfterSave),
    /// Save under the typed name (`confirmed`: replacing the file was agreed to).
    SaveTo {
        input: String,
        confirmed: bool,
        then: AfterSave,
    },
    /// The prompt for a record file's path, to open it this way.
    TypePath(Open),
    /// Open the typed record file.
    Load { input: String, open: Open },
    /// Open this record, read already: continue it or replay it. `path` is its file
    /// (`None` for a sample); `name` is what the replay's title shows.
    OpenRecord {
        record: Box<Record>,
        path: Option<PathBuf>,
        name: String,
        open: Open,
    },
    /// Play on from a replayed position; leaving that game comes back to the replay.
    PlayOn(Box<Record>),
    /// Step through a game's mistakes (judged with this budget, the judge's cache);
    /// back comes back to the screen it was opened from.
    Retry(Box<Record>, crate::engine::ai::Budget),
    /// The prompt for the comment on an action of the replay (0-based), its `text`
    /// so far, the action as the move list shows it (`about`).
    Comment {
        action: usize,
        text: String,
        about: String,
    },
    /// The chat prompt of a game over the network.
    OpenChat,
    /// Send `text` to the other player.
    SendChat(String),
    /// Keep `text` as the replay's comment on `action` (0-based; empty: remove it).
    SetComment { action: usize, text: String },
    /// Undo back to the person's turn.
    Undo,
    /// The walkthrough of a game.
    Learn(GameKind),
    /// A game's puzzles.
    Puzzles(GameKind),
    /// The rules reader.
    ReadRules,
}

/// An entry of the main menu, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    NewGame,
    Continue,
    Replay,
    Learn,
    Network,
    Settings,
    Quit,
}

/// The menu: each entry in the order shown (entry `i` is numbered `i + 1`), with the
/// message of its words. The one list of the entries: the menu's drawing, its digit
/// keys and their name in the help ("1-6"), and its clicks are made from it.
const ENTRIES: [(MenuItem, &str); 7] = [
    (MenuItem::NewGame, "menu-new-game"),
    (MenuItem::Continue, "menu-continue"),
    (MenuItem::Replay, "menu-replay"),
    (MenuItem::Learn, "menu-learn"),
    (MenuItem::Network, "menu-network"),
    (MenuItem::Settings, "menu-settings"),
    (MenuItem::Quit, "menu-quit"),
];

impl MenuItem {
    /// Every entry, in the order shown (entry `i` is numbered `i + 1`).
    pub const ALL: [MenuItem; ENTRIES.len()] = {
        let mut all = [MenuItem::NewGame; ENTRIES.len()];
        let mut i = 0;
        while i < ENTRIES.len() {
            all[i] = ENTRIES[i].0;
            i += 1;
        }
        all
    };

    /// Where the entry is in the menu (0-based).
    pub fn index(self) -> usize {
        MenuItem::ALL.iter().position(|&i| i == self).unwrap_or(0)
    }

    /// The entry `i` rows below this one, going round.
    pub fn moved(self, rows: isize) -> MenuItem {
        let n = MenuItem::ALL.len() as isize;
        MenuItem::ALL[(self.index() as isize + rows).rem_euclid(n) as usize]
    }

    /// The entry's words in the language spoken now (other screens name an entry with
    /// them: a library's title, the rules' closing word).
    pub fn words(self) -> String {
        crate::words::i18n::words(ENTRIES[self.index()].1, None)
    }
}
