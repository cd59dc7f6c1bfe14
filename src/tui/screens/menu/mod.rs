//! The main menu: its entries (its state is the entry selected, kept by the app).

pub mod draw;
pub mod keys;

/// An entry of the main menu, in the order shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuItem {
    NewGame,
    Continue,
    Replay,
    Learn,
    Settings,
    Quit,
}

impl MenuItem {
    /// Every entry, in the order shown (entry `i` is numbered `i + 1`).
    pub const ALL: [MenuItem; 6] = [
        MenuItem::NewGame,
        MenuItem::Continue,
        MenuItem::Replay,
        MenuItem::Learn,
        MenuItem::Settings,
        MenuItem::Quit,
    ];

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
        let id = match self {
            MenuItem::NewGame => "menu-new-game",
            MenuItem::Continue => "menu-continue",
            MenuItem::Replay => "menu-replay",
            MenuItem::Learn => "menu-learn",
            MenuItem::Settings => "menu-settings",
            MenuItem::Quit => "menu-quit",
        };
        crate::i18n::words(id, None)
    }
}
