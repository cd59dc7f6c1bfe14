//! The opening books the match runner plays from (`examples/openings/`): every line is
//! a legal start of a game that is not over, and no start appears twice.

use mancala_tui::rules::{Action, Game, Rules};
use std::collections::HashSet;

fn check_book(path: &str, rules: Rules) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut seen = HashSet::new();
    let mut lines = 0;
    for (n, line) in text.lines().enumerate() {
        let actions = line.split('#').next().unwrap().trim();
        if actions.is_empty() {
            continue;
        }
        let mut game = Game::new(rules).unwrap();
        for word in actions.split_whitespace() {
            let action: Action = word
                .parse()
                .unwrap_or_else(|e| panic!("{path}:{}: {e}", n + 1));
            game.apply(action)
                .unwrap_or_else(|e| panic!("{path}:{}: {word}: {e}", n + 1));
        }
        assert!(!game.is_over(), "{path}:{}: the game is over", n + 1);
        assert!(
            seen.insert(game.fingerprint()),
            "{path}:{}: a start seen before",
            n + 1
        );
        lines += 1;
    }
    assert_eq!(lines, 100, "{path}: 100 starts");
}

#[test]
fn hoyito_2x6_book_is_100_legal_distinct_starts() {
    check_book("examples/openings/hoyito-2x6.txt", Rules::hoyito(6));
}

#[test]
fn hoyito_2x12_book_is_100_legal_distinct_starts() {
    check_book("examples/openings/hoyito-2x12.txt", Rules::hoyito(12));
}

#[test]
fn second_hoyito_2x12_book_is_100_legal_distinct_starts() {
    check_book("examples/openings/hoyito-2x12-b.txt", Rules::hoyito(12));
}
