//! The content a player learns from: the [`lessons`], the [`puzzles`] and the opening
//! books ([`openings`]).

pub mod lessons;
pub mod openings;
pub mod puzzles;
