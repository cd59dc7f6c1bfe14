//! Analysis: the computer's judgement of a game put in a player's words.
//!
//! [`judge`] values each action of a line, [`verdict`] says what a value means,
//! [`graph`] draws the values over a game and [`advice`] answers `mancala hint` and
//! `mancala analyse`.

pub mod advice;
pub mod graph;
pub mod judge;
pub mod verdict;
