//! The hint key in a 2x6 ending whose endgame table is built says the answer is proven
//! by the tables (issue 21 part 5), as `mancala hint` does.

use crate::common;
use crate::common::screen;
use crate::common::temp;

use mancala_rules::{Player, Rules};
use mancala_tui::engine::tables::{Tables, build, probe};
use ratatui::crossterm::event::KeyCode;
use screen::{game_from_probing, key, run_until};

/// A 2x6 board of 8 seeds, South to move, whose value the tables fix and whose best
/// action does not take every seed at once (the trivial proofs a search finds alone):
/// the first such board of a fixed pseudo-random sequence.
fn an_ending_the_tables_prove(tables: &Tables) -> Vec<Vec<u8>> {
    let rules = Rules::hoyito(6);
    let mut x = 11u64;
    loop {
        let mut rows = vec![vec![0u8; 6]; 2];
        for _ in 0..8 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let hole = (x >> 33) as usize % 12;
            rows[hole / 6][hole % 6] += 1;
        }
        let game = common::position(rules, &[&rows[0], &rows[1]], Player::South, [0, 0]);
        if game.position().is_over() {
            continue;
        }
        let Some(solved) = tables.for_game(&game) else {
            continue;
        };
        if let Some(p) = probe::proven(&solved, &game) {
            let mut after = game.clone();
            after.apply(p.action).unwrap();
            if after.position().seeds_on_board() > 0 {
                return rows;
            }
        }
    }
}

#[test]
fn a_hint_in_a_2x6_ending_with_its_table_built_is_proven_by_the_endgame_tables() {
    let data = temp::TempDir::new("hint-tables");
    let dir = data.join("tables");
    build::build(&dir, 6, 8, &mut |_| {}, None).unwrap();
    let tables = Tables::in_folder(dir);
    let rows = an_ending_the_tables_prove(&tables);
    let mut app = game_from_probing(
        Rules::hoyito(6),
        &[&rows[0], &rows[1]],
        Player::South,
        &tables,
    );
    key(&mut app, KeyCode::Char('i'));
    run_until(&mut app, "the hint", |app| {
        app.play().is_some_and(|p| p.hint().is_some())
    });
    let play = app.play().unwrap();
    let said = play.log.last().unwrap();
    assert!(said.contains("(proven by the endgame tables)"), "{said}");
    assert!(said.contains("with best play"), "{said}");
    // The board as a person sees it: the hint's line, its start at least.
    let lines = screen::render(&mut app, 200, 50);
    assert!(
        lines.iter().any(|l| l.contains("Hint: ")),
        "{}",
        lines.join("\n")
    );
}
