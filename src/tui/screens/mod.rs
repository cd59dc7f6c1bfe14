//! One module per screen, each owning its state (the module itself), its key table
//! and key and click handling (`keys`) and its drawing (`draw`), and answering the
//! app through the one protocol, [`crate::tui::view::View`], which says what a new
//! screen touches. The key machinery ([`super::keys`]), the widgets ([`super::widgets`])
//! and the commands ([`super::command`]) are shared.

pub mod learn;
pub mod library;
pub mod menu;
pub mod network;
pub mod new_game;
pub mod play;
pub mod puzzles;
pub mod replay;
pub mod retry;
pub mod rules;
pub mod settings;
