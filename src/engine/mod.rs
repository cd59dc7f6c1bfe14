//! What the computer knows: the search ([`ai`]), the endgame tables ([`tables`]) and the
//! levels a player chooses ([`level`]). Built on the rules engine, with no terminal.

pub mod ai;
pub mod level;
pub mod tables;
