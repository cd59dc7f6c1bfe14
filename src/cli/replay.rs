//! `mancala replay FILE`: a record stepped through on screen, or read out in plain
//! lines (`--plain`).

use super::args::Display;
use super::output::{app_at, fail, plain_ended, run_tui};
use crate::engine::tables::Tables;
use crate::store::record;
use crate::tui::screens::menu::MenuItem;
use std::process::ExitCode;

pub(super) fn run(
    file: &str,
    plain: bool,
    nodes: Option<u64>,
    display: Display,
    tables: &Tables,
) -> ExitCode {
    // Read and checked here (in plain mode, played through when read: every action is
    // known legal); played through once more by the replay.
    let record = if plain {
        record::load_file(file).map(|(record, _)| record)
    } else {
        record::read_file(file)
    };
    let record = match record {
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
    if let Some(nodes) = nodes
        && let crate::tui::app::Screen::Replay(r) = &mut app.screen
    {
        r.review.budget = Some(crate::engine::ai::Budget::nodes(nodes));
    }
    if !plain {
        return run_tui(app);
    }
    app.prefs.no_animation_this_run();
    app.plain = true;
    crate::plain::interrupt::install();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    plain_ended(crate::plain::replay::run(
        &mut app,
        &mut stdin.lock(),
        &mut stdout.lock(),
    ))
}
