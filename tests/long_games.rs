//! Long games: history-less copies, taking an action back exactly, and the timeline the
//! replay and play screens keep (memory linear in the game, no replay from the start).

mod common;

use common::{Rng, long_record, quiet_action};
use mancala_tui::record::Record;
use mancala_tui::rules::{Game, Rules};
use mancala_tui::tui::play::PlayState;
use mancala_tui::tui::timeline::Timeline;

/// Everything a position shows, and how far its repetition count has got.
fn seen(game: &Game) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {}",
        game.rows(),
        game.captured_both(),
        game.to_move(),
        game.awaiting(),
        game.outcome(),
        game.positions_since_capture()
    )
}

/// Small boards and few captures, so that games reach repetitions.
fn small_rules() -> Vec<Rules> {
    vec![
        Rules::hoyito(4),
        Rules::hoyito(6),
        Rules::tsoro(6),
        Rules::tsoro(6).with_heads(1),
    ]
}

#[test]
fn an_action_stepped_back_and_played_again_goes_on_exactly_like_the_game() {
    let mut repetitions = 0;
    let mut stepped = 0;
    for rules in small_rules() {
        for seed in 0..4 {
            let mut rng = Rng::new(seed * 31 + 7);
            let mut game = Game::new(rules).unwrap();
            // Copies that stepped back an action and played it again, followed in lockstep.
            let mut twins: Vec<Game> = Vec::new();
            for i in 0..1000 {
                if game.is_over() {
                    break;
                }
                let before = game.without_history();
                let action = quiet_action(&game, &mut rng, 40);
                game.apply(action).unwrap();
                for t in &mut twins {
                    t.apply(action).unwrap();
                    assert_eq!(seen(t), seen(&game), "{rules:?} seed {seed} action {i}");
                }
                if i % 23 == 0 {
                    let mut twin = game.clone();
                    if twin.step_back(&before) {
                        stepped += 1;
                        assert_eq!(seen(&twin), seen(&before));
                        twin.apply(action).unwrap();
                        assert_eq!(seen(&twin), seen(&game));
                        twins.push(twin);
                    } else {
                        assert_ne!(
                            before.captured_both(),
                            game.captured_both(),
                            "refused only after a capture"
                        );
                    }
                }
            }
            if game
                .outcome()
                .is_some_and(|o| o.reason.key() == "repetition")
            {
                repetitions += 1;
            }
        }
    }
    assert!(stepped > 60, "{stepped} actions stepped back");
    assert!(
        repetitions > 0,
        "no game reached a repetition: the table was not put to the test"
    );
}

#[test]
fn a_step_back_from_a_copy_that_is_not_one_action_earlier_is_refused() {
    let mut rng = Rng::new(5);
    let mut game = Game::new(Rules::hoyito(6)).unwrap();
    let start = game.without_history();
    for _ in 0..4 {
        let a = quiet_action(&game, &mut rng, 1000);
        game.apply(a).unwrap();
    }
    let shown = seen(&game);
    assert!(!game.step_back(&start), "four turns back is not one action");
    assert_eq!(seen(&game), shown, "a refused step back changes nothing");
}

#[test]
fn the_timeline_gives_every_position_of_a_long_game_light_and_exact() {
    let text = long_record(Rules::hoyito(12), 3, 3000);
    let record = Record::parse(&text).unwrap();
    let (line, last) = Timeline::of_record(&record).unwrap();
    assert_eq!((line.len(), line.movers().len()), (3000, 3000));
    let mut game = record.start_game().unwrap();
    for n in 0..=3000 {
        if n > 0 {
            game.apply(record.actions[n - 1]).unwrap();
        }
        if n % 37 == 0 || n > 2990 {
            assert_eq!(seen(&line.exact(n)), seen(&game), "exact {n}");
            let light = line.light(n);
            assert_eq!(light.rows(), game.rows(), "light {n}");
            assert_eq!(light.legal_actions(), game.legal_actions(), "light {n}");
        }
    }
    assert_eq!(seen(&last), seen(&game));
}

#[test]
fn undo_in_play_gives_the_position_before_each_action_exactly() {
    let text = long_record(Rules::tsoro(6), 11, 1200);
    let record = Record::parse(&text).unwrap();
    let mut play = PlayState::new(record.clone(), false).unwrap();
    for n in (900..1200).rev() {
        assert!(play.undo());
        let mut prefix = record.clone();
        prefix.actions.truncate(n);
        assert_eq!(
            seen(&play.game),
            seen(&prefix.replay().unwrap()),
            "after undoing to {n}"
        );
        assert_eq!(play.movers().len(), n);
    }
    // Redo plays the same actions again, to the same end.
    while play.redo_len() > 0 {
        assert!(play.redo());
    }
    assert_eq!(seen(&play.game), seen(&record.replay().unwrap()));
}
