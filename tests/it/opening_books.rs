//! The opening books built into the program (`assets/openings/`), which balanced
//! starts are drawn from and the match runner plays from: every line is a legal start
//! of a game that is not over, and no start appears twice; the files are the books
//! the program embeds, and each start is the position its actions lead to.

use mancala_rules::{Action, Game, Rules};
use mancala_tui::study::openings;
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
        assert!(
            !game.position().is_over(),
            "{path}:{}: the game is over",
            n + 1
        );
        assert!(
            seen.insert(game.position().fingerprint()),
            "{path}:{}: a start seen before",
            n + 1
        );
        lines += 1;
    }
    assert_eq!(lines, 100, "{path}: 100 starts");
}

#[test]
fn hoyito_2x6_book_is_100_legal_distinct_starts() {
    check_book("assets/openings/hoyito-2x6.txt", Rules::hoyito(6));
}

#[test]
fn hoyito_2x12_book_is_100_legal_distinct_starts() {
    check_book("assets/openings/hoyito-2x12.txt", Rules::hoyito(12));
}

#[test]
fn second_hoyito_2x12_book_is_100_legal_distinct_starts() {
    check_book("assets/openings/hoyito-2x12-b.txt", Rules::hoyito(12));
}

#[test]
fn the_program_embeds_the_book_files_and_each_start_is_where_its_actions_lead() {
    for book in openings::books() {
        let file = std::fs::read_to_string(format!("assets/openings/{}.txt", book.name)).unwrap();
        assert_eq!(book.text, file, "{}", book.name);
        for line in book.lines().unwrap() {
            let start = openings::position_after(book.rules, &line.actions).unwrap();
            let mut played = Game::new(book.rules).unwrap();
            for &a in &line.actions {
                played.apply(a).unwrap();
            }
            let set_up =
                Game::from_position(book.rules, &start.board, start.to_move, start.captured)
                    .unwrap();
            assert_eq!(
                set_up.position().fingerprint(),
                played.position().fingerprint(),
                "{}:{}",
                book.name,
                line.line
            );
        }
    }
}
