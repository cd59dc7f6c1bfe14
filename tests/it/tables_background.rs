//! The small endgame tables build themselves in the background the first time a strong
//! search through a building handle (the play screen's) needs them (issue 21 part 4),
//! saying so (issue 35), and the searches after it play the ending perfectly. A handle
//! that is not building (the analyses', the judges') writes nothing.

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
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(2_000);
    let start = Game::new(Rules::hoyito(4)).unwrap();
    // A handle that only reads builds nothing, and says nothing.
    let reading = Tables::in_folder(dir.clone());
    assert!(ai::analyse(&start, &budget, &cancel, &reading).is_some());
    assert!(!dir.exists(), "nothing written without a word");
    assert!(reading.news().is_empty());
    assert_eq!(
        reading.words_for(&Rules::hoyito(4)),
        "without endgame tables"
    );
    // A search from the start of 2x4 through a building handle finds no tables: it
    // answers by itself and starts the build, and says so.
    let tables = reading.building();
    assert!(ai::analyse(&start, &budget, &cancel, &tables).is_some());
    assert!(tables.for_game(&start).is_none());
    let said = tables.news();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("Building the endgame tables of 2x4 up to 16 seeds in "),
        "{said:?}"
    );
    let top = loaded::small_tables(4).unwrap();
    let waited = Instant::now();
    while !file::layer_path(&dir, 4, top).exists() {
        assert!(
            waited.elapsed() < Duration::from_secs(300),
            "the background build of 2x4 up to {top} seeds never ended"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // When it ends, its size and time are said.
    let mut said = Vec::new();
    while said.is_empty() {
        assert!(
            waited.elapsed() < Duration::from_secs(300),
            "no word of the end"
        );
        std::thread::sleep(Duration::from_millis(20));
        said = tables.news();
    }
    assert!(
        said[0].starts_with("The endgame tables of 2x4 up to 16 seeds are built: ")
            && (said[0].contains(" KiB in ") || said[0].contains(" MiB in ")),
        "{said:?}"
    );
    assert_eq!(
        tables.words_for(&Rules::hoyito(4)),
        "with the endgame tables up to 16 seeds"
    );
    // A handle fixed for judging reads what was built when it was made.
    assert_eq!(
        tables
            .fixed_for(&Rules::hoyito(4))
            .top_for(&Rules::hoyito(4)),
        Some(16)
    );
    assert_eq!(
        Tables::none()
            .fixed_for(&Rules::hoyito(4))
            .top_for(&Rules::hoyito(4)),
        None
    );
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
