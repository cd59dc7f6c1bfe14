//! `mancala tables status`: what is built in the tables folder, for both games, and
//! what is missing of the sets built by default.

use super::build::default_seeds;
use super::file::{self, TABLE, read_layer, size_text};
use super::tsoro::TsoroTables;
use super::tsoro_file::{self, decode, parse_name, total_path};
use crate::store::record as files;
use mancala_rules::Rules;
use std::path::{Path, PathBuf};

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
    let tsoro = tsoro(dir);
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

/// What `tables status` says of Tsoro's tables in a folder.
struct Tsoro {
    /// A line for each total's file found (any board and variant): its size and share
    /// of decided positions, or why it is refused.
    found: Vec<String>,
    /// What is missing of 4x6's small tables, if anything.
    missing: Option<String>,
}

/// [`Tsoro`]'s tables in `dir`, as `tables status` says them.
fn tsoro(dir: &Path) -> Tsoro {
    let mut found: Vec<(Rules, usize, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            let (rules, stones) = parse_name(&name)?;
            Some((rules, stones, entry.path()))
        })
        .collect();
    found.sort_by_key(|(r, s, _)| (r.holes_per_row, r.bonus_picks, r.heads, *s));
    let mut lines = Vec::new();
    for (rules, stones, path) in &found {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        let positions = TsoroTables::new(*rules).total_size(*stones);
        let read = files::read_kind(&path.to_string_lossy(), &TABLE)
            .and_then(|bytes| decode(&bytes, rules, *stones, positions));
        use crate::words::i18n::Arg;
        let (id, said): (&str, Vec<(&str, Arg)>) = match read {
            Ok(codes) => {
                let decided = codes.iter().filter(|&&c| c != 0).count();
                let share = 100.0 * decided as f64 / positions.max(1) as f64;
                (
                    "tables-status-tsoro",
                    vec![
                        ("positions", Arg::from(positions)),
                        ("decided", Arg::from(format!("{share:.1}"))),
                        ("size", Arg::from(size_text(size))),
                    ],
                )
            }
            Err(why) => ("tables-status-tsoro-refused", vec![("why", Arg::from(why))]),
        };
        let mut args = vec![
            ("holes", Arg::from(rules.holes_per_row)),
            ("picks", Arg::from(rules.bonus_picks)),
            ("heads", Arg::from(rules.heads)),
            ("stones", Arg::from(*stones)),
        ];
        args.extend(said);
        lines.push(crate::words::i18n::message(id, &args));
    }
    let small = Rules::tsoro(6);
    let missing = tsoro_file::small_tsoro_tables(&small).and_then(|top| {
        let missing: Vec<String> = (0..=top)
            .filter(|&k| !total_path(dir, &small, k).exists())
            .map(|k| k.to_string())
            .collect();
        (!missing.is_empty())
            .then(|| crate::t!("tables-tsoro-missing", stones = missing.join(", ")))
    });
    Tsoro {
        found: lines,
        missing,
    }
}
