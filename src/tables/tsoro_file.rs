//! Tsoro table files: one total of stones a file, `tsoro-4x6-p2-h2-8.table` (the board,
//! its bonus picks and heads, the stones), in `tables` of the data folder. As for
//! Hoyito II's ([`super::file`]): a header line of JSON (format, version, rules, stones,
//! positions, checksum), then one byte a position, its value's code; read only through
//! the program's one guarded reader, checked, and never trusted.

use super::file::{FORMAT, TABLE, checksum};
use super::tsoro::TsoroTables;
use crate::record::{self as files};
use crate::rules::Rules;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The version of the Tsoro layout written now.
pub const VERSION: u64 = 1;

/// The file name of the total of `stones` stones of `rules`' board.
pub fn file_name(rules: &Rules, stones: usize) -> String {
    format!(
        "tsoro-4x{}-p{}-h{}-{stones}.table",
        rules.holes_per_row, rules.bonus_picks, rules.heads
    )
}

/// The path of that file in `dir`.
pub fn total_path(dir: &Path, rules: &Rules, stones: usize) -> PathBuf {
    dir.join(file_name(rules, stones))
}

fn rules_json(rules: &Rules) -> serde_json::Value {
    serde_json::json!({
        "game": "tsoro",
        "holes_per_row": rules.holes_per_row,
        "bonus_picks": rules.bonus_picks,
        "heads": rules.heads,
    })
}

/// The bytes of the file of the total of `stones` stones; `Err` when a value does not
/// fit the byte a position has (a win or loss of more than 126 turns).
pub fn encode(tables: &TsoroTables, stones: usize) -> Result<Vec<u8>, String> {
    let codes = tables.codes(stones);
    let body: Vec<u8> = codes
        .iter()
        .map(|&c| u8::try_from(c))
        .collect::<Result<_, _>>()
        .map_err(|_| format!("a value of {stones} stones is too long for a table file"))?;
    let header = serde_json::json!({
        "format": FORMAT,
        "version": VERSION,
        "rules": rules_json(tables.rules()),
        "stones": stones,
        "positions": body.len(),
        "checksum": format!("{:016x}", checksum(&body)),
    });
    let mut out = header.to_string().into_bytes();
    out.push(b'\n');
    out.extend(body);
    Ok(out)
}

/// The value codes in `bytes`, checked to be the total asked for (`positions` of them),
/// whole and undamaged; or what is wrong, in plain words.
pub fn decode(
    bytes: &[u8],
    rules: &Rules,
    stones: usize,
    positions: usize,
) -> Result<Vec<u16>, String> {
    let not_table = || format!("not an endgame table file (no {FORMAT} header)");
    let end = bytes
        .iter()
        .take(1024)
        .position(|&b| b == b'\n')
        .ok_or_else(not_table)?;
    let header: serde_json::Value =
        serde_json::from_slice(&bytes[..end]).map_err(|_| not_table())?;
    if header["format"] != FORMAT {
        return Err(not_table());
    }
    if header["rules"] != rules_json(rules) {
        return Err(format!(
            "an endgame table of other rules ({}), not Tsoro 4x{} with {} bonus picks and {} heads",
            header["rules"], rules.holes_per_row, rules.bonus_picks, rules.heads
        ));
    }
    if header["version"] != VERSION {
        return Err(format!(
            "an endgame table of another format version ({}; this program reads {VERSION})",
            header["version"]
        ));
    }
    if header["stones"] != stones as u64 {
        return Err(format!(
            "an endgame table of another total ({} stones, not {stones})",
            header["stones"]
        ));
    }
    if header["positions"] != positions as u64 {
        return Err(format!(
            "a damaged endgame table (it says {} positions; the total has {positions})",
            header["positions"]
        ));
    }
    let body = &bytes[end + 1..];
    if body.len() != positions {
        return Err(format!(
            "a truncated or damaged endgame table ({} bytes of values; the total needs {positions})",
            body.len()
        ));
    }
    if header["checksum"] != format!("{:016x}", checksum(body)) {
        return Err("a damaged endgame table (its checksum does not match)".into());
    }
    Ok(body.iter().map(|&b| b as u16).collect())
}

/// Read the next total of `tables` (one stone more than they hold) from `dir` through
/// the guarded reader; the message says what is wrong.
fn read_next(dir: &Path, tables: &mut TsoroTables) -> Result<(), String> {
    let stones = tables.top().map_or(0, |t| t + 1);
    let rules = *tables.rules();
    let path = total_path(dir, &rules, stones);
    let bytes = files::read_kind(&path.to_string_lossy(), &TABLE)?;
    let codes = decode(&bytes, &rules, stones, tables.total_size(stones))?;
    tables.push_codes(codes)
}

/// Build the tables of `rules`' board from 0 stones up to `top` into `dir`: a total
/// whose file is there and sound is read, not solved again; a refused one is solved
/// again. `progress` gets a line per total as it is done. Returns the summary.
pub fn build(
    dir: &Path,
    rules: Rules,
    top: usize,
    progress: &mut dyn FnMut(&str),
) -> Result<String, String> {
    let mut tables = TsoroTables::new(rules);
    let mut out = String::new();
    for stones in 0..=top {
        let path = total_path(dir, &rules, stones);
        let mut say = |line: String| {
            progress(&line);
            out.push_str(&line);
            out.push('\n');
        };
        if path.exists() {
            match read_next(dir, &mut tables) {
                Ok(()) => {
                    say(format!(
                        "Tsoro 4x{} {stones} stones: already built",
                        rules.holes_per_row
                    ));
                    continue;
                }
                Err(why) => say(format!(
                    "Tsoro 4x{} {stones} stones: the file there is refused ({why}); building it again",
                    rules.holes_per_row
                )),
            }
        }
        let started = Instant::now();
        tables.solve_next();
        let bytes = encode(&tables, stones)?;
        std::fs::create_dir_all(dir)
            .and_then(|()| files::write_atomic_bytes(&path, &bytes))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        say(format!(
            "{}, {:.2} s",
            tables.summary(stones),
            started.elapsed().as_secs_f64()
        ));
    }
    Ok(out)
}

/// The tables of `rules`' board built in `dir`: every total from 0 stones up as far as
/// their files are there and sound; `None` when not even the first is.
pub fn load(dir: &Path, rules: Rules) -> Option<TsoroTables> {
    let mut tables = TsoroTables::new(rules);
    while read_next(dir, &mut tables).is_ok() {}
    tables.top().map(|_| tables)
}
