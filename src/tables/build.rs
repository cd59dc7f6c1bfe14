//! `mancala tables build` and `mancala tables status`, and loading the built layers
//! for a hint. Every file is read through [`super::file::read_layer`]: a refused file
//! is named with its reason and, when building, built again.

use super::file::{self, read_layer, write_layer};
use super::index::LayerIndex;
use super::solve::{Solved, solve_layer};
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

fn size_text(bytes: u64) -> String {
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
        return Err(format!("--holes must be 4 to 12 (got {holes})"));
    }
    let most = 8 * holes as usize;
    if !seeds.is_multiple_of(4) || !(8..=most).contains(&seeds) {
        return Err(format!(
            "--seeds must be a multiple of 4 from 8 to {most} on 2x{holes} (got {seeds}): \
             the board always holds a multiple of 4 seeds"
        ));
    }
    let boards = LayerIndex::new(2 * holes as usize, seeds).size();
    if boards > MAX_BOARDS {
        return Err(format!(
            "the layer of {seeds} seeds on 2x{holes} has {boards} boards, more than the \
             {MAX_BOARDS} a table file may hold"
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
) -> Result<String, String> {
    check_request(holes, seeds)?;
    let mut solved = Solved::new(holes);
    let mut out = String::new();
    for k in (8..=seeds).step_by(4) {
        let path = file::layer_path(dir, holes, k);
        if path.exists() {
            match read_layer(&path, holes, k) {
                Ok(layer) => {
                    solved.insert(layer);
                    let line = format!("2x{holes} {k} seeds: already built\n");
                    progress(&line);
                    out.push_str(&line);
                    continue;
                }
                Err(why) => {
                    let line = format!(
                        "2x{holes} {k} seeds: the file there is refused ({why}); building it again\n"
                    );
                    progress(&line);
                    out.push_str(&line);
                }
            }
        }
        let started = Instant::now();
        let (layer, stats) = solve_layer(&solved, k);
        let written = write_layer(dir, &layer)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let bytes = std::fs::metadata(&written).map(|m| m.len()).unwrap_or(0);
        let line = format!(
            "2x{holes} {k} seeds: {} boards, {:.1}% exact, {} sweeps, {:.2} s, {}\n",
            stats.boards,
            100.0 * stats.exact as f64 / stats.boards as f64,
            stats.sweeps,
            started.elapsed().as_secs_f64(),
            size_text(bytes)
        );
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
    let mut out = format!("Endgame tables in {}:\n", dir.display());
    let mut found = 0;
    for holes in 4..=12u8 {
        for k in (8..=8 * holes as usize).step_by(4) {
            let path = file::layer_path(dir, holes, k);
            if !path.exists() {
                continue;
            }
            found += 1;
            let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            match read_layer(&path, holes, k) {
                Ok(layer) => out.push_str(&format!(
                    "  Hoyito II 2x{holes}, {k} seeds: {} boards, {:.1}% exact, {}\n",
                    layer.len(),
                    100.0 * layer.exact_count() as f64 / layer.len() as f64,
                    size_text(bytes)
                )),
                Err(why) => out.push_str(&format!(
                    "  Hoyito II 2x{holes}, {k} seeds: refused ({why}); `mancala tables build --holes {holes} --seeds {k}` builds it again\n"
                )),
            }
        }
    }
    if found == 0 {
        out.push_str("  none built\n");
    }
    for holes in [4u8, 6] {
        let missing: Vec<String> = (8..=default_seeds(holes))
            .step_by(4)
            .filter(|&k| !file::layer_path(dir, holes, k).exists())
            .map(|k| k.to_string())
            .collect();
        if !missing.is_empty() {
            out.push_str(&format!(
                "Missing for 2x{holes}: {} seeds (`mancala tables build --holes {holes}`)\n",
                missing.join(", ")
            ));
        }
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
