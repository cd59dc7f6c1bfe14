//! Words for players: actions in words ([`action`]), the translations ([`i18n`]), text made safe and cut to a width
//! ([`text`]), the rules' words ([`rule_words`]) and positions said in words
//! ([`position`]).

pub mod action;
pub mod i18n;
pub mod position;
pub mod rounds;
pub mod rule_words;
pub mod text;
