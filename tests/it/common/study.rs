//! Positions the study screens' tests share (tests only): a puzzle answered by a
//! sowing, and a game with one blunder.
#![allow(dead_code)]

use mancala_rules::{Action, GameKind, Player, Rules};
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::study::puzzles::{Puzzle, collection};

/// The first puzzle of a game's collection whose answer is sowing, with its index.
pub fn first_sowing_puzzle(kind: GameKind) -> (usize, Puzzle) {
    collection(kind)
        .puzzles
        .iter()
        .cloned()
        .enumerate()
        .find(|(_, p)| {
            p.answer_actions()
                .unwrap()
                .iter()
                .all(|a| matches!(a, Action::Sow(_)))
        })
        .unwrap()
}

/// South to move, 12 to 16 captured: c1 sows into a chain of casas, f1 throws it away
/// (the replay's test of its marks works this position out).
pub fn chain_blunder() -> Record {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    record.start = Some(StartPosition {
        board: vec![vec![0, 1, 3, 3, 3, 3], vec![3, 2, 2, 0, 0, 0]],
        to_move: Player::South,
        captured: [12, 16],
    });
    record.actions = vec!["f1".parse().unwrap()];
    record
}
