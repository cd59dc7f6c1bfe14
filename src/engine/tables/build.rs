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
pub fn default_seeds(holes: u8) -> usize {
    match holes {
        4 => 32,
        _ => 12,
    }
}

pub(super) fn size_text(bytes: u64) -> String {
    if bytes < 1024 * 1024 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
    }
}

/// Check a request: Hoyito II 2x4 to 2x12, a multiple of 4 from 8 to the board's
/// starting seeds, within [`MAX_BOARDS`].
pub fn check_request(holes: u8, seeds: usize) -> Result<(), String> {
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
            size = size_text(bytes)
        );
        let line = format!("{said}\n");
        progress(&line);
        out.push_str(&line);
        solved.insert(layer);
    }
    Ok(out)
}

/// What is built in `dir`: every layer of 2x4 to 2x12 found, with its size and share
/// of exact values, or why its file is refused; then what is missing of the default
/// sets (the whole of 2x4, 2x6 up to 12 seeds).
pub fn status(dir: &Path) -> String {
    let mut out = format!(
        "{}\n",
        crate::t!("tables-status", dir = dir.display().to_string())
    );
    let mut found = 0;
    for holes in 4..=12u8 {
        for k in (8..=8 * holes as usize).step_by(4) {
            let path = file::layer_path(dir, holes, k);
            if !path.exists() {
                continue;
            }
            found += 1;
            let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            let said = match read_layer(&path, holes, k) {
                Ok(layer) => crate::t!(
                    "tables-status-layer",
                    holes = holes,
                    seeds = k,
                    boards = layer.len(),
                    exact = format!(
                        "{:.1}",
                        100.0 * layer.exact_count() as f64 / layer.len() as f64
                    ),
                    size = size_text(bytes)
                ),
                Err(why) => crate::t!("tables-status-refused", holes = holes, seeds = k, why = why),
            };
            out.push_str(&format!("  {said}\n"));
        }
    }
    let tsoro = super::tsoro_file::status(dir);
    for line in &tsoro.found {
        out.push_str(&format!("  {line}\n"));
    }
    if found == 0 && tsoro.found.is_empty() {
        out.push_str(&format!("  {}\n", crate::t!("tables-none-built")));
    }
    for holes in [4u8, 6] {
        let missing: Vec<String> = (8..=default_seeds(holes))
            .step_by(4)
            .filter(|&k| !file::layer_path(dir, holes, k).exists())
            .map(|k| k.to_string())
            .collect();
        if !missing.is_empty() {
            let said = crate::t!("tables-missing", holes = holes, seeds = missing.join(", "));
            out.push_str(&format!("{said}\n"));
        }
    }
    if let Some(line) = tsoro.missing {
        out.push_str(&format!("{line}\n"));
    }
    out
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

/// Every layer of 2x`holes` read from `dir` from 8 seeds up, as far as they are built
/// and sound without a gap (a probe at some seeds may need every layer below); `None`
/// when not even the layer of 8 seeds is.
pub fn load_all(dir: &Path, holes: u8) -> Option<Solved> {
    let mut solved = Solved::new(holes);
    let mut any = false;
    for k in (8..=8 * holes as usize).step_by(4) {
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
