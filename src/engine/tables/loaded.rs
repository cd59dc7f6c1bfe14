//! The endgame tables the computer's search probes, as a value: a [`Tables`] handle
//! names the tables folder and keeps what was read from it, once per board, for as long
//! as a clone of it lives: Hoyito II's by board size, Tsoro's by rules.
//!
//! Nothing is read unless the program hands a search a handle with a folder
//! ([`Tables::in_folder`]): the library and its tests search with [`Tables::none`]
//! unless they hand a search its tables themselves, so no result depends on what a
//! data folder holds.
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
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// The endgame tables a search probes: the folder they are read from and what was read
/// so far, shared by every clone (cheap: one `Arc`). The program makes one for the
/// user's tables folder and hands it to every search; [`Tables::none`] (the default)
/// has no folder and gives no tables.
#[derive(Clone, Default)]
pub struct Tables {
    shelf: Option<Arc<Shelf>>,
}

/// The folder of a [`Tables`] and what was read from it.
struct Shelf {
    dir: PathBuf,
    read: Mutex<Read>,
}

/// The tables read so far (`None`: none built there), and the boards whose small tables
/// are being built in the background, or were tried.
#[derive(Default)]
struct Read {
    hoyito: HashMap<u8, Option<Arc<Solved>>>,
    building: HashSet<u8>,
    tsoro: HashMap<Rules, Option<Arc<TsoroTables>>>,
    tsoro_building: HashSet<Rules>,
}

impl Shelf {
    fn read(&self) -> MutexGuard<'_, Read> {
        self.read.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Tables {
    /// No tables: searches answer by themselves, and nothing is read or built.
    pub fn none() -> Tables {
        Tables::default()
    }

    /// The tables built in `dir` (each board's are read the first time a search needs
    /// them, and the small ones built there when missed).
    pub fn in_folder(dir: PathBuf) -> Tables {
        Tables {
            shelf: Some(Arc::new(Shelf {
                dir,
                read: Mutex::default(),
            })),
        }
    }

    /// The folder the tables are read from, if any.
    pub fn folder(&self) -> Option<&Path> {
        self.shelf.as_ref().map(|shelf| shelf.dir.as_path())
    }

    /// The tables for `game`'s board, when this handle has a folder and the layer of
    /// its seeds is built: every layer from 8 seeds up as far as they are built and
    /// sound. They are read the first time a position of a built layer is searched
    /// (never in an opening, so nothing slows the start of a game) and kept.
    pub fn for_game(&self, game: &Game) -> Option<Arc<Solved>> {
        let rules = game.position().rules();
        let holes = rules.holes_per_row;
        if rules.game != GameKind::HoyitoII || *rules != Rules::hoyito(holes) {
            return None;
        }
        let shelf = self.shelf.as_ref()?;
        let mut read = shelf.read();
        if let Some(solved) = read.hoyito.get(&holes) {
            return solved.clone();
        }
        let seeds = game.position().seeds_on_board() as usize;
        if !file::layer_path(&shelf.dir, holes, seeds).exists() {
            // (A build cut short, by the end of a run, left its lower layers: the rest
            // is built, the layers already there read.)
            if let Some(top) = small_tables(holes)
                && !file::layer_path(&shelf.dir, holes, top).exists()
                && read.building.insert(holes)
            {
                drop(read);
                build_in_background(
                    shelf,
                    move |dir| {
                        let _ = build::build(dir, holes, top, &mut |_| {}, None);
                    },
                    move |read| {
                        read.hoyito.remove(&holes);
                    },
                );
            }
            return None;
        }
        let solved = build::load_all(&shelf.dir, holes).map(Arc::new);
        read.hoyito.insert(holes, solved.clone());
        solved
    }

    /// Tsoro's tables for `game`'s board, when this handle has a folder and the total
    /// of its stones is built: every total from 0 up as far as they are built and
    /// sound. Read the first time a position of a built total is searched (never in an
    /// opening) and kept; the small tables of 4x6 are built in the background the first
    /// time they are missed.
    pub(crate) fn tsoro_for_game(&self, game: &Game) -> Option<Arc<TsoroTables>> {
        let rules = *game.position().rules();
        if rules.game != GameKind::Tsoro || !tsoro_file::indexed(&rules) {
            return None;
        }
        let shelf = self.shelf.as_ref()?;
        let mut read = shelf.read();
        if let Some(tables) = read.tsoro.get(&rules) {
            return tables.clone();
        }
        let stones = game.position().seeds_on_board() as usize;
        if !tsoro_file::total_path(&shelf.dir, &rules, stones).exists() {
            if let Some(top) = tsoro_file::small_tsoro_tables(&rules)
                && !tsoro_file::total_path(&shelf.dir, &rules, top).exists()
                && read.tsoro_building.insert(rules)
            {
                drop(read);
                build_in_background(
                    shelf,
                    move |dir| {
                        let _ = tsoro_file::build(dir, rules, top, &mut |_| {}, None);
                    },
                    move |read| {
                        read.tsoro.remove(&rules);
                    },
                );
            }
            return None;
        }
        let tables = tsoro_file::load(&shelf.dir, rules).map(Arc::new);
        read.tsoro.insert(rules, tables.clone());
        tables
    }
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

/// Build a board's small tables in `shelf`'s folder on a thread of their own (once per
/// handle: a failure, a full disk say, leaves the search without tables, as before),
/// then `forget` what was read of that board, so that the next search reads them.
fn build_in_background(
    shelf: &Arc<Shelf>,
    build: impl FnOnce(&Path) + Send + 'static,
    forget: impl FnOnce(&mut Read) + Send + 'static,
) {
    let shelf = Arc::clone(shelf);
    std::thread::spawn(move || {
        build(&shelf.dir);
        forget(&mut shelf.read());
    });
}
