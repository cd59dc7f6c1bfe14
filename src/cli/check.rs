//! `mancala check FILE`: reads a record, plays it through, prints the position (as
//! text, as JSON, or in the one-line position notation).

use super::output::{emit, fail};
use crate::store::record;
use crate::words::position;
use std::process::ExitCode;

pub(super) fn run(file: &str, json: bool, notation: bool) -> ExitCode {
    match record::load_file(file) {
        Ok((record, game)) => {
            if let Some(mismatch) = record.result_mismatch(&game) {
                return fail(&format!("{}: {mismatch}", record::shown_path(file)));
            }
            if json {
                emit(&format!("{}\n", position::to_json(&game)))
            } else if notation {
                emit(&format!("{}\n", game.position()))
            } else {
                emit(&position::board_text(&game, &record.players))
            }
        }
        Err(message) => fail(&message),
    }
}
