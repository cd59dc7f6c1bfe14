//! What the computer knows: the search ([`ai`]) and the endgame tables ([`tables`]).
//! Built on the rules engine, with no terminal.

pub mod ai;
pub mod exact;
pub mod tables;
