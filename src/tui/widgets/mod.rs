//! What the screens and popups draw with, none of it a screen: the board and its
//! geometry, where a board screen's parts go, the theme, the display board and its
//! animation, the log's sentences, the move list, the parts around a board, text
//! fitted to columns, and the words the form and the settings share.

pub mod anim;
pub mod board;
pub mod display;
pub mod layout;
pub mod log;
pub mod moves;
pub mod panels;
pub mod text;
pub mod theme;
pub mod words;
