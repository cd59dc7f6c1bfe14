//! The main menu: its entries (its state is the entry selected, kept by the app).

pub mod draw;
pub mod keys;

pub use crate::tui::command::MenuItem;

/// The menu's state is the entry selected.
impl crate::tui::view::View for MenuItem {
    crate::tui::view::keys_and_drawing!(keys::menu_key, keys::menu_click, draw::draw_menu);

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        let mut rows = crate::tui::view::help_rows(keys::MENU, self, cx);
        // The interrupted game's keys, while one is offered (the lines below the menu
        // name them too).
        if cx.autosave.offer.is_some() {
            rows.extend(crate::tui::resume::KEYS.iter().map(|&(key, words)| {
                (
                    crate::tui::keys::key_name(key, cx.config),
                    crate::words::i18n::words(words, None),
                )
            }));
        }
        let mut notes = vec![crate::t!("help-menu-click")];
        // A settings file's problems in full (the menu's foot may have cut them).
        if let Some(notice) = cx.notice {
            notes.push(String::new());
            notes.extend(
                notice
                    .lines()
                    .map(|l| crate::words::text::escape_for_terminal(l, 600)),
            );
        }
        crate::tui::view::Help { rows, notes }
    }

    fn takes_board_keys(&self) -> bool {
        true
    }

    fn offers_resume(&self) -> bool {
        true
    }

    fn popup_min_width(&self, area: ratatui::layout::Rect) -> u16 {
        crate::tui::widgets::layout::menu_rect(area, MenuItem::ALL.len()).width
    }
}
