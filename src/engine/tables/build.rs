//! `mancala tables build` and `mancala tables status`, and loading the built layers
//! for a hint. Every file is read through [`super::file::read_layer`]: a refused file
//! is named with its reason and, when building, built again.

use super::file::{self, read_layer, write_layer};
use super::index::LayerIndex;
use super::solve::{Solved, build_threads, expected_work, solve_layer_on};
use super::work::Work;
use std::path::Path;
use std::time::Instant;

/// The most boards a layer built here may have: its file (two bytes a board) stays
/// within the table file limit (2x6 at 20 seeds has 84.7 million).
pub const MAX_BOARDS: u64 = file::TABLE.limit / 2;

/// The board sizes built when none is asked for, and their default top layers: the
/// whole of 2x4 and 2x6 up to 12 seeds (seconds each).
pub(crate) fn default_seeds(holes: u8) -> usize {
    match holes {
        4 => 32,
        _ => 12,
    }
}

/// Check a request: Hoyito II 2x4 to 2x12, a multiple of 4 from 8 to the board's
/// starting seeds, within [`MAX_BOARDS`].
pub(crate) fn check_request(holes: u8, seeds: usize) -> Result<(), String> {
    if !(4..=12).contains(&holes) {
        return Err(crate::t!("tables-holes-range", holes = holes));
    }
    let most = 8 * holes as usize;
    if !seeds.is_multiple_of(4) || !(8..=most).contains(&seeds) {
        return Err(crate::t!(
            "tables-seeds-range",
            most = most,
            holes = holes,
            seeds = seeds
        ));
    }
    let boards = LayerIndex::new(2 * holes as usize, seeds).size();
    if boards > MAX_BOARDS {
        return Err(crate::t!(
            "tables-too-big",
            seeds = seeds,
            holes = holes,
            boards = boards,
            most = MAX_BOARDS
        ));
    }
    Ok(())
}

/// Build every layer of 2x`holes` from 8 seeds up to `seeds` into `dir`: a layer
/// whose file is there and sound is read, not rebuilt; a refused one is rebuilt.
/// `progress` gets a line per layer as it is done. Returns the summary.
pub fn build(
    dir: &Path,
    holes: u8,
    seeds: usize,
    progress: &mut dyn FnMut(&str),
    work: Option<&Work>,
) -> Result<String, String> {
    check_request(holes, seeds)?;
    let mut solved = Solved::new(holes);
    let mut out = String::new();
    // Sweeps a layer takes, as the last one built did (35 to 48 on 2x6).
    let mut sweeps = 40;
    for k in (8..=seeds).step_by(4) {
        let path = file::layer_path(dir, holes, k);
        if path.exists() {
            match read_layer(&path, holes, k) {
                Ok(layer) => {
                    solved.insert(layer);
                    let line = format!(
                        "{}\n",
                        crate::t!("tables-already-built", holes = holes, seeds = k)
                    );
                    progress(&line);
                    out.push_str(&line);
                    continue;
                }
                Err(why) => {
                    let line = format!(
                        "{}\n",
                        crate::t!("tables-rebuilding", holes = holes, seeds = k, why = why)
                    );
                    progress(&line);
                    out.push_str(&line);
                }
            }
        }
        let started = Instant::now();
        let boards = LayerIndex::new(2 * holes as usize, k).size();
        if let Some(work) = work {
            work.begin(
                &crate::t!("tables-part-hoyito", holes = holes, seeds = k),
                expected_work(boards, sweeps),
            );
        }
        let (layer, stats) = solve_layer_on(&solved, k, build_threads(), work);
        sweeps = stats.sweeps as u64;
        let written = write_layer(dir, &layer).map_err(|e| {
            crate::t!(
                "tables-cannot-write",
                file = path.display().to_string(),
                why = e.to_string()
            )
        })?;
        let bytes = std::fs::metadata(&written).map(|m| m.len()).unwrap_or(0);
        let said = crate::t!(
            "tables-built-layer",
            holes = holes,
            seeds = k,
            boards = stats.boards,
            exact = format!("{:.1}", 100.0 * stats.exact as f64 / stats.boards as f64),
            sweeps = stats.sweeps,
            seconds = format!("{:.2}", started.elapsed().as_secs_f64()),
            size = super::file::size_text(bytes)
        );
        let line = format!("{said}\n");
        progress(&line);
        out.push_str(&line);
        solved.insert(layer);
    }
    Ok(out)
}

/// The layers of 2x`holes` from 8 seeds up to `seeds`, read from `dir`, when all are
/// built and sound (a probe at `seeds` may need every layer below it); `None` otherwise.
pub fn load(dir: &Path, holes: u8, seeds: usize) -> Option<Solved> {
    if check_request(holes, seeds).is_err() {
        return None;
    }
    let mut solved = Solved::new(holes);
    for k in (8..=seeds).step_by(4) {
        let path = file::layer_path(dir, holes, k);
        if !path.exists() {
            return None;
        }
        solved.insert(read_layer(&path, holes, k).ok()?);
    }
    Some(solved)
}

/// The layers of 2x`holes` read from `dir` from 8 seeds up to `top`, as far as they
/// are sound without a gap (a probe at some seeds may need every layer below); `None`
/// when not even the layer of 8 seeds is.
pub(crate) fn load_sound(dir: &Path, holes: u8, top: usize) -> Option<Solved> {
    let mut solved = Solved::new(holes);
    let mut any = false;
    for k in (8..=top).step_by(4) {
        let path = file::layer_path(dir, holes, k);
        if check_request(holes, k).is_err() || !path.exists() {
            break;
        }
        match read_layer(&path, holes, k) {
            Ok(layer) => solved.insert(layer),
            Err(_) => break,
        }
        any = true;
    }
    any.then_some(solved)
}
