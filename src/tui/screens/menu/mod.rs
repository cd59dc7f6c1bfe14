//! The main menu: its entries (its state is the entry selected, kept by the app).

pub mod draw;
pub mod keys;

/// Entries of the main menu.
pub const MENU_ITEMS: [&str; 6] = [
    "New game",
    "Continue a saved game",
    "Replay a game",
    "Learn the rules",
    "Settings",
    "Quit",
];
