//! Property tests over thousands of random games of every preset: seeds are conserved
//! at every step, every game ends, exactly the legal actions apply, and records
//! round-trip.

use crate::common;
use common::*;
use mancala_rules::{Action, EndReason, Game, Hole, Player, Position, Repetitions, Rules, fast};
use mancala_tui::store::record::Record;
use proptest::prelude::*;

fn total(game: &Game) -> u16 {
    game.position().seeds_on_board()
        + game.position().captured(Player::South)
        + game.position().captured(Player::North)
}

/// Every action a player could type on this board: all sows, picks, stop and continue.
fn every_action(game: &Game) -> Vec<Action> {
    let layout = game.position().layout();
    let mut all = vec![Action::Stop, Action::Continue];
    for row in 1..=layout.rows() as u8 {
        for col in 0..layout.holes_per_row() as u8 {
            all.push(Action::Sow(Hole::new(col, row)));
            all.push(Action::Pick(Hole::new(col, row)));
        }
    }
    all
}

/// Play a random game, checking conservation at every step; returns the actions.
fn random_game(rules: Rules, seed: u64, check_refusals: bool) -> (Game, Vec<Action>) {
    let mut rng = common::Rng::new(seed);
    let mut game = Game::new(rules).unwrap();
    let seeds = total(&game);
    let mut actions = Vec::new();
    while !game.position().is_over() {
        assert!(
            actions.len() < 200_000,
            "{rules:?} seed {seed}: game does not end"
        );
        let legal = game.position().legal_actions();
        assert!(
            !legal.is_empty(),
            "a game that is not over has a legal action"
        );
        if check_refusals {
            for a in every_action(&game) {
                assert_eq!(
                    game.position().check(a).is_ok(),
                    legal.contains(&a),
                    "{a} in {:?}",
                    game.position().rows()
                );
            }
        }
        let a = legal[rng.below(legal.len())];
        game.apply(a).unwrap();
        assert_eq!(total(&game), seeds, "seeds conserved");
        actions.push(a);
    }
    assert!(game.position().legal_actions().is_empty());
    (game, actions)
}

#[test]
fn thousands_of_random_games_end_and_conserve_seeds_for_every_preset() {
    for rules in presets() {
        let games = if rules.holes_per_row >= 12 { 300 } else { 1500 };
        for seed in 0..games {
            random_game(rules, seed, false);
        }
    }
}

#[test]
fn exactly_the_legal_actions_are_accepted_in_random_games() {
    for rules in presets() {
        for seed in 0..40 {
            random_game(rules, 10_000 + seed, true);
        }
    }
}

#[test]
fn variants_of_tsoro_end_and_conserve_seeds() {
    for picks in 0..=3 {
        for heads in 1..=2 {
            for seed in 0..200 {
                random_game(
                    Rules::tsoro(8).with_bonus_picks(picks).with_heads(heads),
                    seed,
                    false,
                );
            }
        }
    }
}

#[test]
fn a_position_played_by_board_index_with_its_own_table_goes_as_the_game_line() {
    // rules::fast (the computer's and the benches' way) against Game: the same position
    // after every action, repetition endings included; the index played is the hole
    // of the action, and every other index is refused as the action would be.
    let mut repetitions = 0;
    for rules in presets() {
        let games = if rules.holes_per_row >= 12 { 40 } else { 300 };
        for seed in 0..games {
            let (end, actions) = random_game(rules, 3_000 + seed, false);
            let mut position = *Game::new(rules).unwrap().position();
            let mut seen = Repetitions::default();
            seen.record(&position);
            let mut line = Game::new(rules).unwrap();
            for (i, &a) in actions.iter().enumerate() {
                let (bits, start) = fast::legal_bits(&position);
                let holes = position.layout().holes();
                for other in (0..holes)
                    .filter(|&h| h < start || h - start >= 64 || bits >> (h - start) & 1 == 0)
                {
                    let mut copy = position;
                    assert!(fast::play_index(&mut copy, other, &mut ()).is_err());
                    assert_eq!(copy, position, "a refusal changes nothing");
                }
                let index = (0..64)
                    .filter(|k| bits >> k & 1 != 0)
                    .map(|k| start + k)
                    .find(|&i| position.action_at(i) == a);
                match index {
                    Some(i) => fast::play_index(&mut position, i, &mut seen).unwrap(),
                    None => {
                        assert!(matches!(a, Action::Continue | Action::Stop), "{a}");
                        fast::play(&mut position, a, &mut seen).unwrap();
                    }
                }
                line.apply(a).unwrap();
                assert_eq!(
                    position,
                    *line.position(),
                    "{rules:?} seed {seed}, action {}",
                    i + 1
                );
            }
            assert_eq!(position.outcome(), end.position().outcome());
            if end.position().outcome().map(|o| o.reason) == Some(EndReason::Repetition) {
                repetitions += 1;
            }
        }
    }
    assert!(repetitions > 0, "some games end by repetition");
}

#[test]
fn the_reported_and_silent_paths_reach_the_same_positions() {
    // Silent moves take the quiet lap path (no endless-sowing work until 128 laps, a
    // look-ahead when a Tsoro move continues at a head); reported ones the track.
    let variants = [
        Rules::tsoro(8).with_heads(1),
        Rules::tsoro(8).with_bonus_picks(0),
        Rules::tsoro(6).with_bonus_picks(3).with_heads(1),
    ];
    for rules in presets().into_iter().chain(variants) {
        let games = if rules.holes_per_row >= 12 { 60 } else { 300 };
        for seed in 0..games {
            let (end, actions) = random_game(rules, 500 + seed, false);
            let mut silent = Game::new(rules).unwrap();
            let mut reported = Game::new(rules).unwrap();
            for (i, &a) in actions.iter().enumerate() {
                silent.apply(a).unwrap();
                reported.apply_reported(a).unwrap();
                assert!(
                    reported.position().rows() == silent.position().rows()
                        && reported.position().awaiting() == silent.position().awaiting()
                        && reported.position().to_move() == silent.position().to_move(),
                    "{rules:?} seed {seed}, action {} {a}",
                    i + 1
                );
            }
            assert_eq!(reported.position().rows(), end.position().rows());
            assert_eq!(reported.position().outcome(), end.position().outcome());
        }
    }
}

#[test]
fn silent_and_reported_moves_agree_from_random_tsoro_positions_continuing_at_every_head() {
    // Random positions reach endless relays through heads far more often than games do:
    // each sow is followed by `continue` at every head until the move ends, on both
    // paths (silent: quiet first laps, then a look-ahead; reported: the track).
    let mut endless = 0;
    let mut rng = common::Rng::new(77);
    for _ in 0..40_000 {
        let rules = if rng.below(2) == 0 {
            Rules::tsoro(6)
        } else {
            Rules::tsoro(6).with_heads(1)
        };
        let mut left = Position::starting_seeds(&rules);
        let mut rows = vec![vec![0u8; 6]; 4];
        while left > 0 {
            let (r, c) = (rng.below(4), rng.below(6));
            rows[r][c] += 1;
            left -= 1;
        }
        let Ok(start) = Game::from_position(rules, &rows, Player::South, [0, 0]) else {
            continue;
        };
        if start.position().is_over() {
            continue;
        }
        let sow = random_action(&start, &mut rng);
        let (mut silent, mut reported) = (start.clone(), start.clone());
        let mut action = sow;
        loop {
            silent.apply(action).unwrap();
            let events = reported.apply_reported(action).unwrap();
            if action == Action::Continue
                && events
                    .iter()
                    .any(|e| matches!(e, mancala_rules::Event::EndlessSowing { .. }))
            {
                endless += 1;
            }
            assert!(
                silent.position().rows() == reported.position().rows()
                    && silent.position().awaiting() == reported.position().awaiting()
                    && silent.position().to_move() == reported.position().to_move(),
                "from {rows:?}, {sow} then continue: {:?} against {:?}",
                silent.position().rows(),
                reported.position().rows()
            );
            if reported.position().awaiting() != Some(mancala_rules::Awaiting::Head) {
                break;
            }
            action = Action::Continue;
        }
    }
    assert!(endless >= 5, "endless relays after a continue: {endless}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn records_round_trip_to_the_same_position(preset in 0usize..8, seed in any::<u64>(), cut in 0.0f64..1.0) {
        let rules = presets()[preset];
        let (_, actions) = random_game(rules, seed, false);
        let keep = (actions.len() as f64 * cut) as usize;
        let mut record = Record::new(rules, ["Ana".into(), "Ben \"B\" Ñ".into()]);
        record.actions = actions[..keep].to_vec();
        let game = record.replay().unwrap();
        let text = record.to_json(Some(&game));
        let back = Record::parse(&text).unwrap();
        prop_assert_eq!(&back, &record);
        let again = back.replay().unwrap();
        prop_assert_eq!(again.position().rows(), game.position().rows());
        prop_assert_eq!(again.position().to_move(), game.position().to_move());
        prop_assert_eq!(again.position().awaiting(), game.position().awaiting());
    }
}
