//! `mancala replay FILE`: a record stepped through on screen, or read out in plain
//! lines (`--plain`).

use super::args::Display;
use super::output::{app_at, fail, plain_ended, run_tui};
use crate::engine::tables::Tables;
use crate::store::record;
use crate::tui::screens::menu::MenuItem;
use std::process::ExitCode;

pub(super) fn run(file: &str, plain: bool, display: Display, tables: &Tables) -> ExitCode {
    if plain {
        return match record::load_file(file) {
            // Played through when read: every action is known legal.
            Ok((record, _)) => {
                crate::plain::interrupt::install();
                let stdin = std::io::stdin();
                let stdout = std::io::stdout();
                plain_ended(crate::plain::replay::run(
                    record,
                    &mut stdin.lock(),
                    &mut stdout.lock(),
                ))
            }
            Err(message) => fail(&message),
        };
    }
    // Read and checked here; played through once, by the replay screen.
    let record = match record::read_file(file) {
        Ok(record) => record,
        Err(message) => return fail(&message),
    };
    let mut app = app_at(MenuItem::Replay, display, tables);
    let shown = record::shown_path(file);
    // Standard input is no file to save the comments back to.
    let path = (file != "-").then(|| std::path::PathBuf::from(file));
    if let Err(e) = app.start_replay_from(record, file.to_string(), path) {
        return fail(&format!("{shown}: {e}"));
    }
    run_tui(app)
}
