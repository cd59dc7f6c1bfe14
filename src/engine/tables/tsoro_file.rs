//! Tsoro table files: one total of stones a file, `tsoro-4x6-p2-h2-8.table` (the board,
//! its bonus picks and heads, the stones), in `tables` of the data folder. As for
//! Hoyito II's ([`super::file`]): a header line of JSON (format, version, rules, stones,
//! positions, checksum), then one byte a position, its value's code; read only through
//! the program's one guarded reader, checked, and never trusted.

use super::file::{TABLE, check_checksum, framed, split_header};
use super::tsoro::TsoroTables;
use crate::store::record::{self as files};
use mancala_rules::{GameKind, Rules};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The most stones `mancala tables build tsoro` builds when not told: 4x6's 7.9
/// million positions of 8 stones take about 6 s.
pub(crate) const DEFAULT_STONES: usize = 8;

/// The version of the Tsoro layout written now.
pub(crate) const VERSION: u64 = 1;

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
/// fit the byte a position has (a win or loss of more than 126 actions).
pub fn encode(tables: &TsoroTables, stones: usize) -> Result<Vec<u8>, String> {
    let codes = tables.codes(stones);
    let body: Vec<u8> = codes
        .iter()
        .map(|&c| u8::try_from(c))
        .collect::<Result<_, _>>()
        .map_err(|_| crate::t!("tables-tsoro-too-long", stones = stones))?;
    let header = serde_json::json!({
        "version": VERSION,
        "rules": rules_json(tables.rules()),
        "stones": stones,
        "positions": body.len(),
    });
    Ok(framed(header, body))
}

/// The value codes in `bytes`, checked to be the total asked for (`positions` of them),
/// whole and undamaged; or what is wrong, in plain words.
pub(crate) fn decode(
    bytes: &[u8],
    rules: &Rules,
    stones: usize,
    positions: usize,
) -> Result<Vec<u16>, String> {
    let (header, body) = split_header(bytes)?;
    if header["rules"] != rules_json(rules) {
        return Err(crate::t!(
            "table-other-rules-tsoro",
            rules = header["rules"].to_string(),
            holes = rules.holes_per_row,
            picks = rules.bonus_picks,
            heads = rules.heads
        ));
    }
    if header["version"] != VERSION {
        return Err(crate::t!(
            "table-other-version",
            version = header["version"].to_string(),
            ours = VERSION
        ));
    }
    if header["stones"] != stones as u64 {
        return Err(crate::t!(
            "table-other-total",
            stones = header["stones"].to_string(),
            ours = stones
        ));
    }
    if header["positions"] != positions as u64 {
        return Err(crate::t!(
            "table-wrong-positions",
            positions = header["positions"].to_string(),
            ours = positions
        ));
    }
    if body.len() != positions {
        return Err(crate::t!(
            "table-truncated-values",
            bytes = body.len(),
            needs = positions
        ));
    }
    check_checksum(&header, body)?;
    Ok(body.iter().map(|&b| b as u16).collect())
}

/// Read the next total of `tables` (one stone more than they hold) from `dir` through
/// the guarded reader; the message says what is wrong.
fn read_next(dir: &Path, tables: &mut TsoroTables) -> Result<(), String> {
    let stones = tables.top().map_or(0, |t| t + 1);
    let rules = *tables.rules();
    // No file holds more (and the count of positions past it could overflow).
    check_request(&rules, stones)?;
    let path = total_path(dir, &rules, stones);
    let bytes = files::read_kind(&path.to_string_lossy(), &TABLE)?;
    let codes = decode(&bytes, &rules, stones, tables.total_size(stones))?;
    tables.push_codes(codes)
}

/// The most holes a row of a Tsoro board with tables: a side's circuit (two rows) is
/// indexed as one layer of at most [`super::index::MAX_HOLES`] holes.
const MOST_HOLES: usize = super::index::MAX_HOLES / 2;

/// Whether `rules` may have tables: a board small enough (4x6 to 4x12), played by the
/// rules the tables are built for (heads counted from the right, none of the other
/// recorded Tsoro options: a table's file names only its picks and heads).
pub fn indexed(rules: &Rules) -> bool {
    rules.is_main_form() && (rules.holes_per_row as usize) <= MOST_HOLES
}

/// The most stones `tables build tsoro` takes on a board of `holes` holes a row: the
/// positions of the top total fit a table file (a byte each). 10 on 4x6, 8 on 4x8.
pub fn most_stones(holes: u8) -> usize {
    let rules = Rules::tsoro(holes);
    let mut top = 0;
    while super::tsoro::positions(&rules, top + 1) - super::tsoro::positions(&rules, top)
        <= TABLE.limit - 1024
    {
        top += 1;
    }
    top
}

/// Check a request: a Tsoro board of 6 to 12 holes a row ([`indexed`]) and at most
/// [`most_stones`] stones.
pub(crate) fn check_request(rules: &Rules, top: usize) -> Result<(), String> {
    if mancala_rules::validate_rules(rules).is_ok() && !indexed(rules) {
        return Err(crate::t!(
            "tables-tsoro-holes",
            most = MOST_HOLES,
            holes = rules.holes_per_row
        ));
    }
    if mancala_rules::validate_rules(rules).is_err() {
        let (hoyito_lo, hoyito_hi) = mancala_rules::GameKind::HoyitoII.holes_range();
        let (tsoro_lo, tsoro_hi) = mancala_rules::GameKind::Tsoro.holes_range();
        return Err(crate::t!(
            "cli-holes",
            hoyito_lo = hoyito_lo,
            hoyito_hi = hoyito_hi,
            tsoro_lo = tsoro_lo,
            tsoro_hi = tsoro_hi
        ));
    }
    let most = most_stones(rules.holes_per_row);
    if top > most {
        return Err(crate::t!(
            "tables-tsoro-stones-range",
            most = most,
            holes = rules.holes_per_row,
            stones = top
        ));
    }
    Ok(())
}

/// Build the tables of `rules`' board from 0 stones up to `top` into `dir`: a total
/// whose file is there and sound is read, not solved again; a refused one is solved
/// again. `progress` gets a line per total as it is done. Returns the summary.
pub fn build(
    dir: &Path,
    rules: Rules,
    top: usize,
    progress: &mut dyn FnMut(&str),
    work: Option<&super::work::Work>,
) -> Result<String, String> {
    check_request(&rules, top)?;
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
                    say(crate::t!(
                        "tables-tsoro-already-built",
                        holes = rules.holes_per_row,
                        stones = stones
                    ));
                    continue;
                }
                Err(why) => say(crate::t!(
                    "tables-tsoro-rebuilding",
                    holes = rules.holes_per_row,
                    stones = stones,
                    why = why
                )),
            }
        }
        let started = Instant::now();
        if let Some(work) = work {
            work.begin(
                &crate::t!(
                    "tables-part-tsoro",
                    holes = rules.holes_per_row,
                    stones = stones
                ),
                super::tsoro::expected_work(tables.total_size(stones) as u64),
            );
        }
        tables.solve_next_counted(work);
        let bytes = encode(&tables, stones)?;
        std::fs::create_dir_all(dir)
            .and_then(|()| files::write_atomic_bytes(&path, &bytes))
            .map_err(|e| {
                crate::t!(
                    "tables-cannot-write",
                    file = path.display().to_string(),
                    why = e.to_string()
                )
            })?;
        let t = tables.tally(stones);
        say(crate::t!(
            "tables-tsoro-built",
            holes = rules.holes_per_row,
            stones = stones,
            positions = t.wins + t.losses + t.undecided,
            won = t.wins,
            lost = t.losses,
            round = t.undecided,
            seconds = format!("{:.2}", started.elapsed().as_secs_f64()),
            size = super::file::size_text(bytes.len() as u64)
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

/// [`load`], but no further than `top` stones: the tables as far as they were built
/// when a judgement fixed them.
pub fn load_up_to(dir: &Path, rules: Rules, top: usize) -> Option<TsoroTables> {
    let mut tables = TsoroTables::new(rules);
    while tables.top().is_none_or(|t| t < top) && read_next(dir, &mut tables).is_ok() {}
    tables.top().map(|_| tables)
}

/// The rules and stones a file's name says: `tsoro-4x6-p2-h2-8.table`.
pub(super) fn parse_name(name: &str) -> Option<(Rules, usize)> {
    let rest = name.strip_prefix("tsoro-4x")?.strip_suffix(".table")?;
    let mut parts = rest.split('-');
    let holes: u8 = parts.next()?.parse().ok()?;
    let picks: u8 = parts.next()?.strip_prefix('p')?.parse().ok()?;
    let heads: u8 = parts.next()?.strip_prefix('h')?.parse().ok()?;
    let stones: usize = parts.next()?.parse().ok()?;
    if parts.next().is_some() {
        return None;
    }
    let rules = Rules::tsoro(holes)
        .with_bonus_picks(picks)
        .with_heads(heads);
    mancala_rules::validate_rules(&rules).ok()?;
    if !indexed(&rules) || stones > most_stones(holes) {
        return None;
    }
    (file_name(&rules, stones) == name).then_some((rules, stones))
}

/// The most stones of the Tsoro tables built in the background for `rules`' board, if
/// it has small tables: 4x6, up to 6 stones (a third of a second, 0.6 million positions).
pub fn small_tsoro_tables(rules: &Rules) -> Option<usize> {
    (rules.game == GameKind::Tsoro && rules.holes_per_row == 6).then_some(6)
}
