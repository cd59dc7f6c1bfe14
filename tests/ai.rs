//! The computer player on positions worked out by hand, small endgames checked by brute
//! force, determinism and cancelling. Boards are rows from row 1 (South) upwards.

mod common;
use common::*;
use mancala_tui::ai::{self, Analysis, Budget, Level};
use mancala_tui::rules::{Game, Player, Rules};
use std::sync::atomic::AtomicBool;

const S: Player = Player::South;

fn best(game: &Game, nodes: u64) -> Analysis {
    ai::analyse(game, &Budget::nodes(nodes), &AtomicBool::new(false)).expect("a move")
}

#[test]
fn a_casa_chain_worth_12_beats_one_worth_4() {
    // South: c1 (3 seeds) fills d1, e1, f1 to 4 each: a casa at f1 and the chain e1, d1
    // behind it, 12 seeds. b1 (1 seed) makes a casa of c1 alone: 4 seeds. The other
    // sowings end in North's empty f2, e2 or d2.
    let g = position(
        Rules::hoyito(6),
        &[&[0, 1, 3, 3, 3, 3], &[3, 2, 2, 0, 0, 0]],
        S,
        [12, 16],
    );
    let a = best(&g, 20_000);
    assert_eq!(a.action, action("c1"), "{a:?}");
    assert_eq!(a.line[0], action("c1"));
}

#[test]
fn the_same_seed_gives_the_same_choice() {
    let mut g = Game::new(Rules::tsoro(8)).unwrap();
    play(&mut g, &["a1"]);
    let cancel = AtomicBool::new(false);
    for level in Level::ALL {
        let budget = Budget::nodes(5_000);
        let a = ai::choose_within(&g, level, 7, &budget, &cancel).unwrap();
        let b = ai::choose_within(&g, level, 7, &budget, &cancel).unwrap();
        assert_eq!(a, b, "{level}");
    }
}

#[test]
fn a_cancelled_search_still_answers_with_a_legal_action() {
    let g = Game::new(Rules::tsoro(21)).unwrap();
    let cancel = AtomicBool::new(true);
    let a = ai::analyse(&g, &Budget::default(), &cancel).unwrap();
    assert!(g.legal_actions().contains(&a.action));
    assert!(!a.proven);
}

#[test]
fn no_analysis_once_the_game_is_over() {
    let g = position(Rules::hoyito(6), &[&[0; 6], &[0; 6]], S, [24, 24]);
    assert!(g.is_over());
    assert_eq!(
        ai::analyse(&g, &Budget::nodes(100), &AtomicBool::new(false)),
        None
    );
}

#[test]
fn levels_read_from_numbers_and_names() {
    assert_eq!("3".parse::<Level>(), Ok(Level::Medium));
    assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
    assert!("6".parse::<Level>().is_err());
    assert_eq!(Level::from_number(1).map(Level::name), Some("easy"));
}
