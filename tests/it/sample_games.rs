//! The sample games in `assets/games/` replay to the end and agree with their stated result.

use mancala_rules::{Action, Player};
use mancala_tui::store::record::load_file;

fn check_sample(name: &str) -> (mancala_tui::store::record::Record, mancala_rules::Game) {
    let path = format!("{}/assets/games/{name}", env!("CARGO_MANIFEST_DIR"));
    let (record, game) = load_file(&path).unwrap();
    assert!(game.position().is_over(), "{name} is a complete game");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let result = &json["result"];
    let outcome = game.position().outcome().unwrap();
    assert_eq!(
        result["winner"].as_str(),
        outcome.winner.map(Player::key),
        "{name}"
    );
    assert_eq!(result["end"].as_str(), Some(outcome.reason.key()), "{name}");
    assert_eq!(
        result["captured"]["south"],
        game.position().captured(Player::South),
        "{name}"
    );
    assert_eq!(
        result["captured"]["north"],
        game.position().captured(Player::North),
        "{name}"
    );
    (record, game)
}

#[test]
fn the_hoyito_samples_are_complete_games() {
    for name in ["hoyito-2x6.json", "hoyito-2x12.json"] {
        let (_, game) = check_sample(name);
        assert_eq!(
            game.position().seeds_on_board(),
            0,
            "{name}: all seeds captured"
        );
    }
}

#[test]
fn the_tsoro_sample_has_head_choices_and_bonus_picks() {
    let (record, game) = check_sample("tsoro-4x21.json");
    assert_eq!(game.position().rules().holes_per_row, 21);
    assert!(record.actions.contains(&Action::Continue));
    assert!(record.actions.contains(&Action::Stop));
    assert!(
        record
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Pick(_)))
            .count()
            >= 2
    );
}
