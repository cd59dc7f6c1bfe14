//! The endgame tables the computer's search probes, read from the tables folder once
//! per board size and kept for the run.
//!
//! Nothing is read unless the program asks for it ([`use_built_tables`]): the library
//! and its tests search without tables unless they hand a search its tables
//! themselves, so no result depends on what a data folder holds.

use super::solve::Solved;
use super::{build, file};
use crate::rules::{Game, GameKind, Rules};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// Where the tables are read from, once [`use_built_tables`] was called, and the tables
/// read so far by board size (`None`: none built there).
struct Shelf {
    dir: PathBuf,
    read: HashMap<u8, Option<Arc<Solved>>>,
}

static SHELF: OnceLock<Mutex<Shelf>> = OnceLock::new();

/// From now on, searches for Hoyito II probe the tables built in `dir` (each board
/// size's layers are read the first time a search needs them).
pub fn use_built_tables(dir: PathBuf) {
    let _ = SHELF.set(Mutex::new(Shelf {
        dir,
        read: HashMap::new(),
    }));
}

/// The tables for `game`'s board, when [`use_built_tables`] was called and the layer of
/// its seeds is built: every layer from 8 seeds up as far as they are built and sound.
/// They are read the first time a position of a built layer is searched (never in an
/// opening, so nothing slows the start of a game) and kept for the run.
pub fn for_game(game: &Game) -> Option<Arc<Solved>> {
    let rules = game.rules();
    let holes = rules.holes_per_row;
    if rules.game != GameKind::HoyitoII || *rules != Rules::hoyito(holes) {
        return None;
    }
    let mut shelf = SHELF.get()?.lock().ok()?;
    if let Some(read) = shelf.read.get(&holes) {
        return read.clone();
    }
    let seeds = game.seeds_on_board() as usize;
    if !file::layer_path(&shelf.dir, holes, seeds).exists() {
        return None;
    }
    let read = build::load_all(&shelf.dir, holes).map(Arc::new);
    shelf.read.insert(holes, read.clone());
    read
}
