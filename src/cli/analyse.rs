//! `mancala analyse FILE`: every action of a record judged, with progress on stderr.

use super::output::{Progress, emit, fail};
use crate::analysis::advice;
use crate::engine::tables::Tables;
use std::process::ExitCode;

pub(super) fn run(file: &str, options: advice::AnalyseOptions, tables: &Tables) -> ExitCode {
    let mut progress = Progress::default();
    // Plain lines for a screen reader: the notice alone, no line rewritten in place
    // with escape codes.
    let plain = options.plain;
    let answer = advice::analyse_command(file, options, tables, &mut |text, line| {
        if !(plain && line) {
            progress.say(text, line)
        }
    });
    progress.end();
    match answer {
        Ok(text) => emit(&text),
        Err(message) => fail(&message),
    }
}
