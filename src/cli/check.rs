//! `mancala check FILE`: reads a record, plays it through, prints the position (as
//! text, as JSON, or in the one-line position notation). A match record's position is
//! that of its round in play, and its JSON adds the match's keys.

use super::output::{emit, fail};
use crate::store::record::{self, rounds};
use crate::words::position;
use std::process::ExitCode;

pub(super) fn run(file: &str, json: bool, notation: bool) -> ExitCode {
    let bytes = match record::read_bytes(file) {
        Ok(bytes) => bytes,
        Err(e) => return fail(&format!("{}: {e}", record::shown_path(file))),
    };
    if rounds::is_match(&bytes) {
        return run_match(file, &bytes, json, notation);
    }
    let loaded = record::Record::from_bytes(&bytes).and_then(|r| r.replay().map(|g| (r, g)));
    match loaded {
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
        Err(e) => fail(&format!("{}: {e}", record::shown_path(file))),
    }
}

/// `check` on a match record: the round in play (the last once the match is over).
fn run_match(file: &str, bytes: &[u8], json: bool, notation: bool) -> ExitCode {
    let text = String::from_utf8_lossy(bytes);
    let loaded = rounds::MatchRecord::parse(&text).and_then(|r| r.replay().map(|m| (r, m)));
    match loaded {
        Ok((record, played)) => {
            if let Some(mismatch) = record.result_mismatch(&played) {
                return fail(&format!("{}: {mismatch}", record::shown_path(file)));
            }
            if json {
                emit(&format!("{}\n", rounds::position_json(&played)))
            } else if notation && !played.closed_holes().is_empty() {
                fail(&format!(
                    "{}: {}",
                    record::shown_path(file),
                    crate::t!("match-no-notation")
                ))
            } else if notation {
                emit(&format!("{}\n", played.game().position()))
            } else {
                emit(&position::board_text(played.game(), &record.players))
            }
        }
        Err(e) => fail(&format!("{}: {e}", record::shown_path(file))),
    }
}
