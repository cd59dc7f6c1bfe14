//! Tsoro's small endgame tables (4x6, up to 6 stones) build themselves in the
//! background the first time a strong search through a building handle (the play
//! screen's) needs them (issue 21 part 4), saying so (issue 35), and the searches
//! after it are proven by them.

use crate::common::screen;
use crate::common::temp;

use mancala_rules::{Game, Player, Rules};
use mancala_tui::engine::ai::{self, Budget};
use mancala_tui::engine::tables::{Tables, tsoro_file};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

#[test]
fn the_first_search_on_4x6_builds_the_small_tsoro_tables_and_later_ones_are_proven() {
    let data = temp::TempDir::new("background-tsoro");
    let dir = data.join("tables");
    let tables = Tables::in_folder(dir.clone()).building();
    let rules = Rules::tsoro(6);
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(500);
    // An ending of 5 stones, South to win or lose by force in more actions than 500
    // positions of search see.
    let ending = Game::from_position(
        rules,
        &[
            vec![0, 2, 0, 0, 0, 1],
            vec![0, 0, 0, 0, 0, 0],
            vec![0, 0, 0, 0, 0, 0],
            vec![1, 0, 0, 1, 0, 0],
        ],
        Player::South,
        [0, 0],
    )
    .unwrap();
    // The first search finds no tables: it answers by itself and starts the build.
    let first = ai::analyse(&ending, &budget, &cancel, &tables).unwrap();
    assert!(!first.proven, "{first:?}");
    let top = tsoro_file::small_tsoro_tables(&rules).unwrap();
    let waited = Instant::now();
    while !tsoro_file::total_path(&dir, &rules, top).exists() {
        assert!(
            waited.elapsed() < Duration::from_secs(300),
            "the background build of Tsoro 4x6 up to {top} stones never ended"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    // Said when it began, and when it ended.
    let mut said = tables.news();
    while said.len() < 2 {
        assert!(waited.elapsed() < Duration::from_secs(300), "{said:?}");
        std::thread::sleep(Duration::from_millis(20));
        said.extend(tables.news());
    }
    assert!(
        said[0].starts_with("Building the endgame tables of Tsoro 4x6 up to 6 stones in "),
        "{said:?}"
    );
    assert!(
        said[1].starts_with("The endgame tables of Tsoro 4x6 up to 6 stones are built: "),
        "{said:?}"
    );
    // The next search reads them: proven, the win in as many actions as the tables say.
    let later = ai::analyse(&ending, &budget, &cancel, &tables).unwrap();
    assert!(later.proven, "{later:?}");
    assert_eq!(later.forced_win(), Some(19), "{later:?}");
    // The hint key on the same ending says where the proof comes from.
    let rows = ending.position().rows();
    let rows: Vec<&[u8]> = rows.iter().map(|r| r.as_slice()).collect();
    let mut app = screen::game_from_probing(rules, &rows, Player::South, &tables);
    screen::key(&mut app, ratatui::crossterm::event::KeyCode::Char('i'));
    screen::run_until(&mut app, "the hint", |app| {
        app.play().is_some_and(|p| p.hint().is_some())
    });
    let said = app.play().unwrap().log.last().unwrap().clone();
    assert!(said.contains("(proven by the endgame tables)"), "{said}");
    assert!(said.contains("in 19 actions"), "{said}");
}
