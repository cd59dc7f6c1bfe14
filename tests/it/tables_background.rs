//! The small endgame tables build themselves in the background the first time a strong
//! search needs them (issue 21 part 4), and the searches after it play the ending
//! perfectly.

use crate::common::temp;

use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::{self, Budget};
use mancala_tui::engine::tables::{Tables, file, loaded};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[test]
fn the_first_search_on_2x4_builds_the_small_tables_and_later_ones_are_proven_by_them() {
    let data = temp::TempDir::new("background-tables");
    let dir = data.join("tables");
    let tables = Tables::in_folder(dir.clone());
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(2_000);
    // A search from the start of 2x4 finds no tables: it answers by itself and starts
    // the build.
    let start = Game::new(Rules::hoyito(4)).unwrap();
    assert!(ai::analyse(&start, &budget, &cancel, &tables).is_some());
    assert!(tables.for_game(&start).is_none());
    let top = loaded::small_tables(4).unwrap();
    let waited = Instant::now();
    while !file::layer_path(&dir, 4, top).exists() {
        assert!(
            waited.elapsed() < Duration::from_secs(300),
            "the background build of 2x4 up to {top} seeds never ended"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // An ending of 8 seeds whose value the tables fix: the search is proven from them
    // at a budget where it proves nothing alone.
    let mut game = Game::new(Rules::hoyito(4)).unwrap();
    let mut x = 7u64;
    let solved = loop {
        if game.position().seeds_on_board() <= 8
            && game.no_position_twice_but_this()
            && let Some(solved) = tables.for_game(&game)
            && solved
                .probe(game.position())
                .is_some_and(|(lo, hi)| lo == hi)
        {
            break solved;
        }
        if game.position().is_over() {
            game = Game::new(Rules::hoyito(4)).unwrap();
        }
        let legal = game.position().legal_actions();
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        game.apply(legal[(x >> 33) as usize % legal.len()]).unwrap();
    };
    assert_eq!(solved.top_seeds(), top);
    let with = ai::analyse(&game, &budget, &cancel, &tables).unwrap();
    let alone = ai::analyse_probing(&game, &budget, &cancel, None).unwrap();
    assert!(with.proven, "{with:?}");
    assert!(!alone.proven, "{alone:?}");
}
