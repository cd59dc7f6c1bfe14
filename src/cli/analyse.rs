//! `mancala analyse FILE`: every action of a record judged, with progress on stderr.

use super::output::{Progress, emit, fail};
use crate::analysis::advice;
use std::process::ExitCode;

pub(super) fn run(file: &str, options: advice::AnalyseOptions) -> ExitCode {
    let mut progress = Progress::default();
    let answer = advice::analyse_command(file, options, &mut |text, line| progress.say(text, line));
    progress.end();
    match answer {
        Ok(text) => emit(&text),
        Err(message) => fail(&message),
    }
}
