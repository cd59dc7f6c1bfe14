//! What is kept on disk or built into the binary: game [`record`]s, the [`autosave`],
//! the [`library`] of saved games, study [`progress`], the settings file ([`config`]), the computer's [`level`]s as records and settings name them,
//! the user's folders ([`dirs`]) and the texts and data built in ([`assets`]).

pub mod assets;
pub mod autosave;
pub mod config;
pub mod dirs;
pub mod level;
pub mod library;
pub mod progress;
pub mod record;
