//! The endgame tables the computer's search probes, read from the tables folder once
//! per board and kept for the run: Hoyito II's by board size, Tsoro's by rules.
//!
//! Nothing is read unless the program asks for it ([`use_built_tables`]): the library
//! and its tests search without tables unless they hand a search its tables
//! themselves, so no result depends on what a data folder holds.
//!
//! The small tables (2x4 up to 16 seeds, 2x6 up to 12, Tsoro 4x6 up to 6 stones: a
//! second or two each) are built in the background the first time a search needs a
//! board's tables and finds none, so the endings of a game on those boards are played
//! perfectly without asking.

use super::solve::Solved;
use super::tsoro::TsoroTables;
use super::{build, file, tsoro_file};
use mancala_rules::{Game, GameKind, Rules};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// Where the tables are read from, once [`use_built_tables`] was called, and the tables
/// read so far by board size (`None`: none built there).
struct Shelf {
    dir: PathBuf,
    read: HashMap<u8, Option<Arc<Solved>>>,
    /// Boards whose small tables are being built in the background, or were tried.
    building: HashSet<u8>,
    /// Tsoro's tables read so far, by rules (`None`: none built there).
    tsoro: HashMap<Rules, Option<Arc<TsoroTables>>>,
    /// Tsoro boards whose small tables are being built in the background, or were tried.
    tsoro_building: HashSet<Rules>,
}

static SHELF: OnceLock<Mutex<Shelf>> = OnceLock::new();

/// From now on, searches for Hoyito II probe the tables built in `dir` (each board
/// size's layers are read the first time a search needs them).
pub fn use_built_tables(dir: PathBuf) {
    let _ = SHELF.set(Mutex::new(Shelf {
        dir,
        read: HashMap::new(),
        building: HashSet::new(),
        tsoro: HashMap::new(),
        tsoro_building: HashSet::new(),
    }));
}

/// The tables for `game`'s board, when [`use_built_tables`] was called and the layer of
/// its seeds is built: every layer from 8 seeds up as far as they are built and sound.
/// They are read the first time a position of a built layer is searched (never in an
/// opening, so nothing slows the start of a game) and kept for the run.
pub fn for_game(game: &Game) -> Option<Arc<Solved>> {
    let rules = game.position().rules();
    let holes = rules.holes_per_row;
    if rules.game != GameKind::HoyitoII || *rules != Rules::hoyito(holes) {
        return None;
    }
    let mut shelf = SHELF.get()?.lock().ok()?;
    if let Some(read) = shelf.read.get(&holes) {
        return read.clone();
    }
    let seeds = game.position().seeds_on_board() as usize;
    if !file::layer_path(&shelf.dir, holes, seeds).exists() {
        // (A build cut short, by the end of a run, left its lower layers: the rest
        // is built, the layers already there read.)
        if small_tables(holes).is_some_and(|top| !file::layer_path(&shelf.dir, holes, top).exists())
        {
            build_small_tables(&mut shelf, holes);
        }
        return None;
    }
    let read = build::load_all(&shelf.dir, holes).map(Arc::new);
    shelf.read.insert(holes, read.clone());
    read
}

/// The fullest layer built in the background for 2x`holes`, if that board has small
/// tables: a second or two of work, a few MiB on disk.
pub fn small_tables(holes: u8) -> Option<usize> {
    match holes {
        4 => Some(16),
        6 => Some(12),
        _ => None,
    }
}

/// Start building the small tables of 2x`holes` in the background, once a run (a
/// failure, a full disk say, leaves the search without tables, as before). When they
/// are built, the next search reads them.
fn build_small_tables(shelf: &mut Shelf, holes: u8) {
    let Some(top) = small_tables(holes) else {
        return;
    };
    if !shelf.building.insert(holes) {
        return;
    }
    let dir = shelf.dir.clone();
    std::thread::spawn(move || {
        let _ = build::build(&dir, holes, top, &mut |_| {}, None);
        if let Some(shelf) = SHELF.get()
            && let Ok(mut shelf) = shelf.lock()
        {
            shelf.read.remove(&holes);
        }
    });
}

/// Tsoro's tables for `game`'s board, when [`use_built_tables`] was called and the total
/// of its stones is built: every total from 0 up as far as they are built and sound.
/// Read the first time a position of a built total is searched (never in an opening)
/// and kept for the run; the small tables of 4x6 are built in the background the first
/// time they are missed.
pub fn tsoro_for_game(game: &Game) -> Option<Arc<TsoroTables>> {
    let rules = *game.position().rules();
    if rules.game != GameKind::Tsoro || !tsoro_file::indexed(&rules) {
        return None;
    }
    let mut shelf = SHELF.get()?.lock().ok()?;
    if let Some(read) = shelf.tsoro.get(&rules) {
        return read.clone();
    }
    let stones = game.position().seeds_on_board() as usize;
    if !tsoro_file::total_path(&shelf.dir, &rules, stones).exists() {
        if let Some(top) = tsoro_file::small_tsoro_tables(&rules)
            && !tsoro_file::total_path(&shelf.dir, &rules, top).exists()
            && shelf.tsoro_building.insert(rules)
        {
            let dir = shelf.dir.clone();
            std::thread::spawn(move || {
                let _ = tsoro_file::build(&dir, rules, top, &mut |_| {}, None);
                if let Some(shelf) = SHELF.get()
                    && let Ok(mut shelf) = shelf.lock()
                {
                    shelf.tsoro.remove(&rules);
                }
            });
        }
        return None;
    }
    let read = tsoro_file::load(&shelf.dir, rules).map(Arc::new);
    shelf.tsoro.insert(rules, read.clone());
    read
}
