//! `mancala rules [GAME]`: the rules of one game or both, in the language of the run.

use super::args::GameArg;
use super::output::emit;
use crate::store::assets;
use mancala_rules::GameKind;
use std::process::ExitCode;

pub(super) fn run(game: Option<GameArg>) -> ExitCode {
    let lang = crate::words::i18n::current();
    let text = |kind| assets::rules_text(kind, lang);
    match game {
        Some(GameArg::Hoyito) => emit(text(GameKind::HoyitoII)),
        Some(GameArg::Tsoro) => emit(text(GameKind::Tsoro)),
        None => emit(&format!(
            "{}\n{}",
            text(GameKind::HoyitoII),
            text(GameKind::Tsoro)
        )),
    }
}
