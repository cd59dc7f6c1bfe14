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

/// The menu's state is the entry selected.
impl super::View for MenuItem {
    fn key(
        &mut self,
        key: &ratatui::crossterm::event::KeyEvent,
        _: &super::KeyContext,
    ) -> super::Command {
        keys::menu_key(self, key)
    }

    fn click(&mut self, x: u16, y: u16, cx: &super::KeyContext) -> super::Command {
        keys::menu_click(self, cx.area, x, y)
    }

    fn draw(&self, frame: &mut ratatui::Frame, cx: &crate::tui::ui::DrawContext) {
        draw::draw_menu(frame, cx, *self)
    }

    fn help(&self, cx: &crate::tui::ui::DrawContext) -> super::Help {
        let mut notes = vec![crate::t!("help-menu-click")];
        // A settings file's problems in full (the menu's foot may have cut them).
        if let Some(notice) = cx.notice {
            notes.push(String::new());
            notes.extend(
                notice
                    .lines()
                    .map(|l| crate::text::escape_for_terminal(l, 600)),
            );
        }
        super::Help {
            rows: super::help_rows(keys::MENU, self, cx),
            notes,
        }
    }

    fn takes_board_keys(&self) -> bool {
        true
    }
}
