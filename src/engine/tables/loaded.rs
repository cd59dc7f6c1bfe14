//! The endgame tables the computer's search probes, as a value: a [`Tables`] handle
//! names the tables folder and keeps what was read from it, once per board, for as long
//! as a clone of it lives: Hoyito II's by board size, Tsoro's by rules.
//!
//! Nothing is read unless the program hands a search a handle with a folder
//! ([`Tables::in_folder`]): the library and its tests search with [`Tables::none`]
//! unless they hand a search its tables themselves, so no result depends on what a
//! data folder holds.
//!
//! Nothing is written to the folder unless asked: a handle reads what is built. Only a
//! handle made [`Tables::building`] (the play screen's computer) builds the small
//! tables (2x4 up to 16 seeds, 2x6 up to 12, Tsoro 4x6 up to 6 stones: a second or two
//! each) in the background the first time a search needs a board's tables and finds
//! none, and says so: [`Tables::news`] gives the sentences (the build begun, then its
//! size and time) for the screen to show.
//!
//! A judgement must not change while it is made, nor between two runs over the same
//! folder: [`Tables::fixed_for`] is a handle that reads only the tables of one board
//! that were built when it was made, and [`Tables::words_for`] says which those are.

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
    /// A search through this handle that misses a board's small tables builds them.
    builds: bool,
}

/// The folder of a [`Tables`] and what was read from it.
struct Shelf {
    dir: PathBuf,
    read: Mutex<Read>,
    /// The one board this shelf reads, and the most seeds (stones) of its tables that
    /// were built when the shelf was made ([`Tables::fixed_for`]); `None`: any board,
    /// as far as its tables are built when first needed.
    fixed: Option<(Rules, Option<usize>)>,
    /// What the background builds said, not yet taken by [`Tables::news`].
    news: Mutex<Vec<String>>,
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

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shelf {
    fn new(dir: PathBuf, fixed: Option<(Rules, Option<usize>)>) -> Shelf {
        Shelf {
            dir,
            read: Mutex::default(),
            fixed,
            news: Mutex::default(),
        }
    }

    fn read(&self) -> MutexGuard<'_, Read> {
        lock(&self.read)
    }

    /// The most seeds of `rules`' tables this shelf may read: all that are built, or
    /// for a fixed shelf those built when it was made (none for another board).
    fn top(&self, rules: &Rules) -> Option<usize> {
        match &self.fixed {
            Some((board, top)) => (board == rules).then_some(*top).flatten(),
            None => built_top(&self.dir, rules),
        }
    }
}

/// Whether `rules` is a board with endgame tables: Hoyito II's usual rules (not Hoyito
/// I or III on the same board), or a Tsoro board and rule set the tables index.
fn has_tables(rules: &Rules) -> bool {
    match rules.game {
        GameKind::HoyitoII => *rules == Rules::hoyito(rules.holes_per_row),
        GameKind::Tsoro => tsoro_file::indexed(rules),
    }
}

/// The most seeds (Hoyito II) or stones (Tsoro) of `rules`' tables whose files are in
/// `dir`, every layer below them there too; `None` when not even the first is.
fn built_top(dir: &Path, rules: &Rules) -> Option<usize> {
    if !has_tables(rules) {
        return None;
    }
    match rules.game {
        GameKind::HoyitoII => {
            let holes = rules.holes_per_row;
            (8..=8 * holes as usize)
                .step_by(4)
                .take_while(|&k| {
                    build::check_request(holes, k).is_ok()
                        && file::layer_path(dir, holes, k).exists()
                })
                .last()
        }
        GameKind::Tsoro => (0..=tsoro_file::most_stones(rules.holes_per_row))
            .take_while(|&k| tsoro_file::total_path(dir, rules, k).exists())
            .last(),
    }
}

impl Tables {
    /// No tables: searches answer by themselves, and nothing is read or built.
    pub fn none() -> Tables {
        Tables::default()
    }

    /// The tables built in `dir`, each board's read the first time a search needs
    /// them; nothing is built there.
    pub fn in_folder(dir: PathBuf) -> Tables {
        Tables {
            shelf: Some(Arc::new(Shelf::new(dir, None))),
            builds: false,
        }
    }

    /// This handle (the same folder and what was read), except that a search through
    /// it that misses a board's small tables builds them in the background, and says
    /// so in [`Tables::news`].
    pub fn building(&self) -> Tables {
        Tables {
            shelf: self.shelf.clone(),
            builds: true,
        }
    }

    /// A handle for judging a game of `rules`: it reads only that board's tables, and
    /// only those built now (a build finished later does not change it), so the same
    /// game judged through it gives the same judgement. It builds nothing.
    pub fn fixed_for(&self, rules: &Rules) -> Tables {
        let Some(shelf) = &self.shelf else {
            return Tables::none();
        };
        let top = built_top(&shelf.dir, rules);
        Tables {
            shelf: Some(Arc::new(Shelf::new(shelf.dir.clone(), Some((*rules, top))))),
            builds: false,
        }
    }

    /// The most seeds (Hoyito II) or stones (Tsoro) of the tables of `rules`' board
    /// this handle gives a search, if any.
    pub fn top_for(&self, rules: &Rules) -> Option<usize> {
        self.shelf.as_ref()?.top(rules)
    }

    /// Which tables a search of `rules`' board takes part with, in words: "with the
    /// endgame tables up to 12 seeds", "without endgame tables".
    /// A rule set the tables are never built for (whatever the board) says so.
    pub fn words_for(&self, rules: &Rules) -> String {
        if !rules.is_main_form() {
            return crate::t!(
                "tables-none-for-rules",
                rules = crate::words::position::rules_words(rules)
            );
        }
        match self.top_for(rules) {
            Some(top) => crate::t!(
                "tables-with",
                amount = crate::words::position::amount(rules.game, top as u16)
            ),
            None => crate::t!("tables-without"),
        }
    }

    /// What the background builds said since this was last asked: that a build began,
    /// and when it ended, its size and time (or why it failed).
    pub fn news(&self) -> Vec<String> {
        self.shelf
            .as_ref()
            .map(|shelf| std::mem::take(&mut *lock(&shelf.news)))
            .unwrap_or_default()
    }

    /// The folder the tables are read from, if any.
    pub fn folder(&self) -> Option<&Path> {
        self.shelf.as_ref().map(|shelf| shelf.dir.as_path())
    }

    /// The tables for `game`'s board, when this handle has a folder and the layer of
    /// its seeds is built: every layer from 8 seeds up as far as they are built and
    /// sound (for a fixed handle, as far as they were). They are read the first time a
    /// position of a built layer is searched (never in an opening, so nothing slows the
    /// start of a game) and kept.
    pub fn for_game(&self, game: &Game) -> Option<Arc<Solved>> {
        let rules = game.position().rules();
        let holes = rules.holes_per_row;
        if rules.game != GameKind::HoyitoII || !has_tables(rules) {
            return None;
        }
        let shelf = self.shelf.as_ref()?;
        let mut read = shelf.read();
        if let Some(solved) = read.hoyito.get(&holes) {
            return solved.clone();
        }
        let seeds = game.position().seeds_on_board() as usize;
        let top = match &shelf.fixed {
            Some(_) => shelf.top(rules),
            None => file::layer_path(&shelf.dir, holes, seeds)
                .exists()
                .then(|| built_top(&shelf.dir, rules))
                .flatten(),
        };
        let Some(top) = top.filter(|&top| seeds <= top) else {
            // (A build cut short, by the end of a run, left its lower layers: the rest
            // is built, the layers already there read.)
            if self.builds
                && let Some(small) = small_tables(holes)
                && !file::layer_path(&shelf.dir, holes, small).exists()
                && read.building.insert(holes)
            {
                drop(read);
                let board = format!("2x{holes}");
                build_in_background(
                    shelf,
                    (
                        board,
                        crate::words::position::amount(rules.game, small as u16),
                    ),
                    move |dir| build::build(dir, holes, small, &mut |_| {}, None).map(|_| ()),
                    move |read| {
                        read.hoyito.remove(&holes);
                    },
                );
            }
            return None;
        };
        let solved = build::load_sound(&shelf.dir, holes, top).map(Arc::new);
        read.hoyito.insert(holes, solved.clone());
        solved
    }

    /// Tsoro's tables for `game`'s board, when this handle has a folder and the total
    /// of its stones is built: every total from 0 up as far as they are built and
    /// sound (for a fixed handle, as far as they were). Read the first time a position
    /// of a built total is searched (never in an opening) and kept; a building handle
    /// builds the small tables of 4x6 the first time they are missed.
    pub(crate) fn tsoro_for_game(&self, game: &Game) -> Option<Arc<TsoroTables>> {
        let rules = *game.position().rules();
        if rules.game != GameKind::Tsoro || !has_tables(&rules) {
            return None;
        }
        let shelf = self.shelf.as_ref()?;
        let mut read = shelf.read();
        if let Some(tables) = read.tsoro.get(&rules) {
            return tables.clone();
        }
        let stones = game.position().seeds_on_board() as usize;
        let top = match &shelf.fixed {
            Some(_) => shelf.top(&rules),
            None => tsoro_file::total_path(&shelf.dir, &rules, stones)
                .exists()
                .then(|| built_top(&shelf.dir, &rules))
                .flatten(),
        };
        let Some(top) = top.filter(|&top| stones <= top) else {
            if self.builds
                && let Some(small) = tsoro_file::small_tsoro_tables(&rules)
                && !tsoro_file::total_path(&shelf.dir, &rules, small).exists()
                && read.tsoro_building.insert(rules)
            {
                drop(read);
                build_in_background(
                    shelf,
                    (
                        format!("Tsoro 4x{}", rules.holes_per_row),
                        crate::words::position::amount(rules.game, small as u16),
                    ),
                    move |dir| tsoro_file::build(dir, rules, small, &mut |_| {}, None).map(|_| ()),
                    move |read| {
                        read.tsoro.remove(&rules);
                    },
                );
            }
            return None;
        };
        let tables = tsoro_file::load_up_to(&shelf.dir, rules, top).map(Arc::new);
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
/// `what`: the board and how far, as the news names them.
fn build_in_background(
    shelf: &Arc<Shelf>,
    what: (String, String),
    build: impl FnOnce(&Path) -> Result<(), String> + Send + 'static,
    forget: impl FnOnce(&mut Read) + Send + 'static,
) {
    let shelf = Arc::clone(shelf);
    let (board, amount) = what;
    let dir = shelf.dir.display().to_string();
    lock(&shelf.news).push(crate::t!(
        "tables-building",
        board = board.clone(),
        amount = amount.clone(),
        dir = dir.clone()
    ));
    std::thread::spawn(move || {
        let before = folder_bytes(&shelf.dir);
        let began = std::time::Instant::now();
        let built = build(&shelf.dir);
        let seconds = format!("{:.1}", began.elapsed().as_secs_f64());
        let said = match built {
            Ok(()) => crate::t!(
                "tables-built-background",
                board = board,
                amount = amount,
                size = file::size_text(folder_bytes(&shelf.dir).saturating_sub(before)),
                seconds = seconds
            ),
            Err(why) => crate::t!("tables-build-failed", board = board, why = why),
        };
        forget(&mut shelf.read());
        lock(&shelf.news).push(said);
    });
}

/// The bytes of the files in `dir` (not its folders), to say what a build added.
fn folder_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.metadata().ok())
        .filter(|m| m.is_file())
        .map(|m| m.len())
        .sum()
}
