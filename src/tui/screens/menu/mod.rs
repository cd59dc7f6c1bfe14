//! The main menu: its entries (its state is the entry selected, kept by the app).

pub mod draw;
pub mod keys;

/// Entries of the main menu, by message id (see [`item`]).
pub const MENU_ITEMS: [&str; 6] = [
    "menu-new-game",
    "menu-continue",
    "menu-replay",
    "menu-learn",
    "menu-settings",
    "menu-quit",
];

/// The words of entry `i` of the main menu in the language spoken now (other screens
/// name an entry with them: a library's title, the rules' closing word).
pub fn item(i: usize) -> String {
    crate::i18n::words(MENU_ITEMS[i], None)
}
