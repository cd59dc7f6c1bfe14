//! What a screen asks the app to do after a key: the screens change their own state,
//! and anything beyond it (a popup, leaving, another screen) is a command the app
//! applies, so no screen reaches into the app.

use crate::record::Record;

/// What to do once the save popup has written the file (or when leaving a game).
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

/// A screen's request to the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Nothing beyond the screen's own state.
    None,
    /// The `?` help popup.
    Help,
    /// The result popup of a finished game.
    Result,
    /// The save prompt (the game stays open).
    Save,
    /// Leave the game this way, asking first when actions are unsaved.
    Leave(AfterSave),
    /// Back one level (nothing to lose).
    Back,
    /// Play on from a replayed position; leaving that game comes back to the replay.
    PlayOn(Box<Record>),
    /// Step through a game's mistakes (judged with this budget, the judge's cache);
    /// back comes back to the screen it was opened from.
    Retry(Box<Record>, crate::ai::Budget),
    /// Type the comment on an action of the replay (0-based).
    Comment(usize),
    /// Open the main menu's item (0-based).
    MenuItem(usize),
    /// Start the game the new-game form describes.
    StartGame,
    /// Quit the program (from the menu: nothing to lose).
    Quit,
}
