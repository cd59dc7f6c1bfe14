//! `mancala hint FILE`: the computer's choice for the position a record reaches.

use super::output::{emit, fail, warning};
use crate::analysis::advice;
use crate::engine::ai::Level;
use crate::engine::tables::Tables;
use std::process::ExitCode;

pub(super) fn run(
    file: &str,
    level: Option<Level>,
    millis: Option<u64>,
    nodes: Option<u64>,
    json: bool,
    tables: &Tables,
) -> ExitCode {
    match advice::hint_command(file, level, millis, nodes, json, tables, &mut warning) {
        Ok(text) => emit(&text),
        Err(message) => fail(&message),
    }
}
