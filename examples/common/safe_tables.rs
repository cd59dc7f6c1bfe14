//! The 2x4 tables a long solve uses (`exact_start`, `long_solve_rate`): every layer
//! with the repetition rule's own bounds (`Solved::with_safety`), and the bounds that
//! hold whatever the history; each read from a folder where written there before, and
//! else computed and written there (minutes for the whole game).

use mancala_tui::engine::tables::{Layer, Solved, file};
use std::path::Path;

/// The 2x4 tables up to `top` seeds, kept in `dir` (and `dir/any`) where given.
pub fn safe_2x4_tables(top: usize, dir: Option<&Path>) -> Solved {
    let mut solved = Solved::with_safety(4);
    let any = dir.map(|d| d.join("any"));
    for k in (8..=top).step_by(4) {
        match read(dir, k) {
            Some(layer) => solved.insert(layer),
            None => {
                solved.solve_up_to(k);
                write(dir, solved.layer(k).expect("solved"));
            }
        }
    }
    for k in (8..=top).step_by(4) {
        match read(any.as_deref(), k) {
            Some(layer) => solved.insert_any_history(layer),
            None => {
                solved.solve_any_history_up_to(k);
                write(
                    any.as_deref(),
                    solved.any_history_layer(k).expect("computed"),
                );
            }
        }
    }
    solved
}

/// The layer of `seeds` seeds kept in `dir`, if there.
fn read(dir: Option<&Path>, seeds: usize) -> Option<Layer> {
    let d = dir?;
    file::read_layer(&file::layer_path(d, 4, seeds), 4, seeds).ok()
}

/// Keep `layer` in `dir`, where given.
fn write(dir: Option<&Path>, layer: &Layer) {
    if let Some(d) = dir {
        std::fs::create_dir_all(d).expect("a folder for the tables");
        file::write_layer(d, layer).expect("the layer written");
    }
}
