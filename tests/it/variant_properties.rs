//! Property tests over random games of every rule set of the variants brief: seeds
//! conserved at every step, every game ends, undo is exact, the reported and silent
//! paths agree, and `mancala check` of a saved game gives the game's own position.

use crate::common;
use common::binary::mancala;
use common::*;
use mancala_rules::{Action, Game, HoyitoForm, Player, Rules};
use mancala_tui::store::record::Record;

/// One of each rule set the variants brief adds, on a board or two each.
fn rule_sets() -> Vec<Rules> {
    let named = |names: [&str; 4]| names.map(hole);
    vec![
        Rules::hoyito_form(HoyitoForm::I, 6),
        Rules::hoyito_form(HoyitoForm::I, 12),
        Rules::hoyito_form(HoyitoForm::I, 4),
        Rules::hoyito_form(HoyitoForm::III, 6),
        Rules::hoyito_form(HoyitoForm::III, 12),
        Rules::tsoro(8).with_heads(0).with_bonus_picks(0),
        Rules::tsoro(8).with_heads(0).with_bonus_picks(3),
        Rules::tsoro(8)
            .with_bonus_picks(0)
            .with_head_holes(named(["a1", "b1", "h4", "g4"])),
        Rules::tsoro(6)
            .with_bonus_picks(2)
            .with_head_holes(named(["c1", "f1", "a4", "d4"])),
        Rules::tsoro(8)
            .with_bonus_picks(0)
            .with_head_holes(named(["a1", "h1", "a4", "h4"]))
            .with_extra_counters(true),
        Rules::tsoro(8).with_heads(1).with_bonus_picks(0),
        Rules::tsoro(8)
            .with_heads(0)
            .with_bonus_picks(0)
            .with_reentered_captures(true),
        Rules::tsoro(6)
            .with_bonus_picks(0)
            .with_reentered_captures(true),
    ]
}

fn total(game: &Game) -> u16 {
    let p = game.position();
    p.seeds_on_board() + p.captured(Player::South) + p.captured(Player::North)
}

/// Actions of a random game with re-entered captures played at most: nothing leaves
/// the board, and random play rarely ends such a game (the brief says so) before the
/// repetition rule, whose positions are the whole board's.
const REENTERED_ACTIONS: usize = 1500;

/// A random game to its end (with re-entered captures, to its end or
/// [`REENTERED_ACTIONS`]): the seeds counted at every step, every action taken back and
/// played again (undo exact: the same position and the same choices), and played on a
/// second line with reports (the same position). Returns the line and its actions.
fn random_game(rules: Rules, seed: u64) -> (Game, Vec<Action>) {
    let mut rng = common::Rng::new(seed);
    let mut game = Game::new(rules).unwrap();
    let mut reported = Game::new(rules).unwrap();
    let seeds = total(&game);
    let mut actions = Vec::new();
    while !game.position().is_over() {
        if rules.reentered_captures && actions.len() == REENTERED_ACTIONS {
            break;
        }
        assert!(actions.len() < 100_000, "{rules:?} seed {seed}: no end");
        let a = random_action(&game, &mut rng);
        let before = game.clone();
        game.apply(a).unwrap();
        let after = *game.position();
        assert!(game.undo());
        assert_eq!(game.position(), before.position(), "undo of {a}");
        assert_eq!(
            game.position().legal_actions(),
            before.position().legal_actions()
        );
        game.apply(a).unwrap();
        assert_eq!(*game.position(), after, "{a} played again");
        reported.apply_reported(a).unwrap();
        assert_eq!(reported.position(), game.position(), "{rules:?} {a}");
        assert_eq!(
            total(&game),
            seeds,
            "{rules:?} seed {seed}: seeds conserved"
        );
        actions.push(a);
    }
    (game, actions)
}

#[test]
fn random_games_of_every_rule_set_end_conserve_seeds_and_undo_exactly() {
    for rules in rule_sets() {
        let games = if rules.holes_per_row >= 12 { 10 } else { 30 };
        for seed in 0..games {
            random_game(rules, seed);
        }
    }
}

#[test]
fn en_passant_and_reentered_captures_happen_in_random_games() {
    // The properties above must see the new rules at work, not only the old ones.
    let mut en_passant = 0;
    let mut reentered = 0;
    for seed in 0..20 {
        let mut rng = common::Rng::new(seed);
        for rules in [
            Rules::hoyito_form(HoyitoForm::I, 6),
            Rules::tsoro(6)
                .with_bonus_picks(0)
                .with_reentered_captures(true),
        ] {
            let mut g = Game::new(rules).unwrap();
            for _ in 0..REENTERED_ACTIONS {
                if g.position().is_over() {
                    break;
                }
                let a = random_action(&g, &mut rng);
                for e in g.apply_reported(a).unwrap() {
                    match e {
                        mancala_rules::Event::Captured {
                            kind: mancala_rules::CaptureKind::EnPassant,
                            ..
                        } => en_passant += 1,
                        mancala_rules::Event::Reentered { .. } => reentered += 1,
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(
        en_passant > 20 && reentered > 20,
        "{en_passant} {reentered}"
    );
}

#[test]
fn check_of_a_saved_game_of_every_rule_set_is_the_game() {
    for rules in rule_sets() {
        for seed in 0..3 {
            let (end, actions) = random_game(rules, 900 + seed);
            // Cut the game in the middle too: a game in play, and one over.
            for keep in [actions.len() / 2, actions.len()] {
                let mut record = Record::new(rules, ["Ana".into(), "Ben".into()]);
                record.actions = actions[..keep].to_vec();
                let game = record.replay().unwrap();
                if keep == actions.len() {
                    assert_eq!(game.position(), end.position());
                }
                let text = record.to_json(Some(&game));
                let back = Record::parse(&text).unwrap();
                assert_eq!(
                    (back.rules, &back.actions),
                    (rules, &record.actions),
                    "{text}"
                );
                let out = mancala(&["check", "-", "--json"], Some(text.as_bytes()));
                let printed = String::from_utf8(out.stdout).unwrap();
                assert_eq!(
                    printed.trim_end(),
                    mancala_tui::words::position::to_json(&game),
                    "{rules:?}: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        }
    }
}

#[test]
fn records_write_the_new_rules_keys_on_the_rules_line_and_read_them_back() {
    let named = ["a1", "h1", "a4", "h4"].map(hole);
    for (rules, line) in [
        (
            Rules::hoyito_form(HoyitoForm::I, 6),
            r#"  "rules": { "game": "hoyito-i", "holes_per_row": 6 },"#,
        ),
        (
            Rules::hoyito_form(HoyitoForm::III, 12),
            r#"  "rules": { "game": "hoyito-iii", "holes_per_row": 12 },"#,
        ),
        (
            Rules::tsoro(8).with_heads(0).with_bonus_picks(3),
            r#"  "rules": { "game": "tsoro", "holes_per_row": 8, "bonus_picks": 3, "heads": 0 },"#,
        ),
        (
            Rules::tsoro(8)
                .with_bonus_picks(0)
                .with_head_holes(named)
                .with_extra_counters(true),
            r#"  "rules": { "game": "tsoro", "holes_per_row": 8, "bonus_picks": 0, "head_holes": ["a1", "h1", "a4", "h4"], "extra_counters": true },"#,
        ),
        (
            Rules::tsoro(8)
                .with_heads(0)
                .with_bonus_picks(0)
                .with_reentered_captures(true),
            r#"  "rules": { "game": "tsoro", "holes_per_row": 8, "bonus_picks": 0, "heads": 0, "reentered_captures": true },"#,
        ),
        // Today's rules, as records have always written them.
        (
            Rules::hoyito(6),
            r#"  "rules": { "game": "hoyito-ii", "holes_per_row": 6 },"#,
        ),
        (
            Rules::tsoro(21),
            r#"  "rules": { "game": "tsoro", "holes_per_row": 21, "bonus_picks": 2, "heads": 2 },"#,
        ),
    ] {
        let record = Record::new(rules, ["Ana".into(), "Ben".into()]);
        let text = record.to_json(None);
        assert!(text.lines().any(|l| l == line), "{text}");
        assert_eq!(Record::parse(&text).unwrap().rules, rules);
    }
}

/// The brute force's value of `game` on a thread with room for its deep lines.
fn brute_value(game: &Game, limit: u64) -> Option<i32> {
    let mut game = game.clone();
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, || {
                mancala_tui::engine::exact::brute::value(&mut game, limit)
            })
            .unwrap()
            .join()
            .unwrap()
    })
}

#[test]
fn the_computer_and_the_exact_solver_play_every_rule_set() {
    use mancala_tui::engine::ai::{self, Budget, Level};
    use mancala_tui::engine::exact;
    use mancala_tui::engine::tables::Tables;
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(3_000);
    // The search: every level's choice, and an analysis, is a legal action.
    for rules in rule_sets() {
        let mut g = Game::new(rules).unwrap();
        for (i, level) in [Level::Easy, Level::Expert]
            .into_iter()
            .cycle()
            .take(12)
            .enumerate()
        {
            if g.position().is_over() {
                break;
            }
            let choice = ai::choose_within(&g, level, i as u64, &budget, &cancel, &Tables::none())
                .unwrap_or_else(|| panic!("{rules:?}: no choice"));
            g.apply(choice.action)
                .unwrap_or_else(|e| panic!("{rules:?}: {e}"));
        }
        if !g.position().is_over() {
            let a = ai::analyse(&g, &budget, &cancel, &Tables::none()).unwrap();
            assert!(g.position().legal_actions().contains(&a.action));
        }
    }
    // The exact solver against the brute force, on small positions of each rule set:
    // Hoyito 2x4 endings of 8 seeds reached by random play, Tsoro 4x6 boards of a few stones
    // set at random (with re-entered captures the stones never leave the board).
    let small = [
        Rules::hoyito_form(HoyitoForm::I, 4),
        Rules::hoyito_form(HoyitoForm::III, 4),
        Rules::tsoro(6).with_heads(0).with_bonus_picks(1),
        Rules::tsoro(6)
            .with_bonus_picks(0)
            .with_head_holes(["c1", "f1", "a4", "d4"].map(hole)),
        Rules::tsoro(6)
            .with_bonus_picks(0)
            .with_reentered_captures(true),
    ];
    let mut compared = 0;
    for rules in small {
        let mut rng = common::Rng::new(41);
        let mut here = 0;
        for _ in 0..200 {
            if here == 3 {
                break;
            }
            let g = match rules.game {
                mancala_rules::GameKind::HoyitoII => {
                    let mut g = Game::new(rules).unwrap();
                    while !g.position().is_over() && g.position().seeds_on_board() > 8 {
                        let a = random_action(&g, &mut rng);
                        g.apply(a).unwrap();
                    }
                    g
                }
                mancala_rules::GameKind::Tsoro => {
                    let mut rows = vec![vec![0u8; 6]; 4];
                    for _ in 0..6 {
                        rows[rng.below(4)][rng.below(6)] += 1;
                    }
                    let Ok(g) = Game::from_position(rules, &rows, Player::South, [0, 0]) else {
                        continue;
                    };
                    g
                }
            };
            if g.position().is_over() {
                continue;
            }
            // Small budgets keep the test build quick (Hoyito's extra turns make some
            // endings of 8 seeds cost seconds): what neither finishes is skipped.
            let Some(brute) = brute_value(&g, 5_000) else {
                continue;
            };
            let Ok(solved) = exact::solve(&g, &Budget::nodes(20_000), &cancel, &Tables::none())
            else {
                continue;
            };
            assert!(g.position().legal_actions().contains(&solved.action));
            let value = match rules.game {
                mancala_rules::GameKind::HoyitoII => solved.score,
                mancala_rules::GameKind::Tsoro => solved.score.signum(),
            };
            assert_eq!(value, brute, "{rules:?} at {}", g.position());
            compared += 1;
            here += 1;
        }
        assert!(here > 0, "{rules:?}: no position compared");
    }
    assert!(compared >= 10, "{compared} endings compared");
}
