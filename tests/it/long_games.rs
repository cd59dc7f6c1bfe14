//! Long games: taking an action back exactly, and the session the replay and play
//! screens keep (memory linear in the game, no replay from the start).

use crate::common;

use common::{Rng, long_record, quiet_action};
use mancala_rules::{Awaiting, Event, Game, Rules};
use mancala_tui::engine::tables::Tables;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::tui::play::PlayState;
use mancala_tui::tui::session::Session;

/// Everything a position shows, and how far its repetition count has got.
fn seen(game: &Game) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?} {}",
        game.position().rows(),
        game.position().captured_both(),
        game.position().to_move(),
        game.position().awaiting(),
        game.position().outcome(),
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
fn an_action_undone_and_played_again_goes_on_exactly_like_the_game() {
    let mut repetitions = 0;
    let mut stepped = 0;
    for rules in small_rules() {
        for seed in 0..4 {
            let mut rng = Rng::new(seed * 31 + 7);
            let mut game = Game::new(rules).unwrap();
            // Copies that stepped back an action and played it again, followed in lockstep.
            let mut twins: Vec<Game> = Vec::new();
            for i in 0..1000 {
                if game.position().is_over() {
                    break;
                }
                let before = game.clone();
                let action = quiet_action(&game, &mut rng, 40);
                game.apply(action).unwrap();
                for t in &mut twins {
                    t.apply(action).unwrap();
                    assert_eq!(seen(t), seen(&game), "{rules:?} seed {seed} action {i}");
                }
                if i % 23 == 0 {
                    let mut twin = game.clone();
                    assert!(twin.undo());
                    stepped += 1;
                    assert_eq!(seen(&twin), seen(&before));
                    assert_eq!(twin.position(), before.position());
                    twin.apply(action).unwrap();
                    assert_eq!(seen(&twin), seen(&game));
                    twins.push(twin);
                }
            }
            if game
                .position()
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

/// Over 100,000 random actions of small games that rarely capture (so that some end by
/// repetition, and some moves sow without end): undo gives back exactly the position
/// before each action, its repetition count included, and a game that undid and played
/// again every action goes on exactly like one that did not, to the same end. A
/// position awaiting a sow, written as a record's start and read back, equals itself.
#[test]
fn over_100000_actions_undo_is_exact_and_a_position_reads_back_as_itself() {
    let (mut actions, mut repetitions, mut endless, mut read_back) = (0, 0, 0, 0);
    let mut seed = 0u64;
    while actions < 100_000 {
        let rules = small_rules()[seed as usize % 4];
        let mut rng = Rng::new(seed * 7919 + 3);
        seed += 1;
        let mut game = Game::new(rules).unwrap();
        let mut twin = game.clone();
        while !game.position().is_over() && game.actions_played() < 4000 {
            let before = *game.position();
            let since = game.positions_since_capture();
            let action = quiet_action(&game, &mut rng, 40);
            let events = game.apply_reported(action).unwrap();
            if events
                .iter()
                .any(|e| matches!(e, Event::EndlessSowing { .. }))
            {
                endless += 1;
            }
            twin.apply(action).unwrap();
            assert!(twin.undo());
            assert_eq!(*twin.position(), before, "seed {seed}: undo");
            assert_eq!(twin.positions_since_capture(), since, "seed {seed}");
            twin.apply(action).unwrap();
            assert_eq!(twin.position(), game.position(), "seed {seed}: again");
            actions += 1;
            if before.awaiting() == Some(Awaiting::Sow) && actions % 97 == 0 {
                let mut record = Record::new(rules, ["S".into(), "N".into()]);
                record.start = Some(StartPosition {
                    board: before.rows(),
                    to_move: before.current_player(),
                    captured: before.captured_both(),
                });
                let text = record.to_json(None);
                let read = Record::parse(&text).unwrap().start_game().unwrap();
                assert_eq!(*read.position(), before, "seed {seed}: read back\n{text}");
                read_back += 1;
            }
        }
        assert_eq!(
            twin.position().outcome(),
            game.position().outcome(),
            "seed {seed}"
        );
        if game
            .position()
            .outcome()
            .is_some_and(|o| o.reason.key() == "repetition")
        {
            repetitions += 1;
        }
    }
    assert!(repetitions >= 3, "{repetitions} games ended by repetition");
    assert!(endless > 0, "no endless sowing in {actions} actions");
    assert!(read_back > 500, "{read_back} positions read back");
}

/// The search's cost and answer do not depend on the game before the root: on the
/// position after the last capture of a 200,000-action record, it finds the same action,
/// score and line at the same node budget as on that position set up with `start`.
#[test]
fn the_search_after_200000_actions_answers_as_on_the_position_set_up() {
    use mancala_tui::engine::ai::{self, Budget};
    use std::sync::atomic::AtomicBool;
    let rules = Rules::hoyito(12);
    let mut record = Record::parse(&long_record(rules, 21, 200_000)).unwrap();
    let mut last_capture = None;
    let mut before = record.start_game().unwrap().position().captured_both();
    let mut n = 0;
    record
        .play_through(|_, game| {
            n += 1;
            if game.position().captured_both() != before
                && game.position().awaiting() == Some(Awaiting::Sow)
            {
                last_capture = Some(n);
            }
            before = game.position().captured_both();
        })
        .unwrap();
    let k = last_capture.expect("the record captures");
    record.actions.truncate(k);
    let long = record.replay().unwrap();
    assert!(long.actions_played() > 1000, "{k} actions before it");
    let set_up = Game::from_position(
        rules,
        &long.position().rows(),
        long.position().current_player(),
        long.position().captured_both(),
    )
    .unwrap();
    assert_eq!(set_up.position(), long.position());
    let cancel = AtomicBool::new(false);
    let budget = Budget::nodes(20_000);
    let a = ai::analyse(&long, &budget, &cancel, &Tables::none()).unwrap();
    let b = ai::analyse(&set_up, &budget, &cancel, &Tables::none()).unwrap();
    assert_eq!(
        (a.action, a.score, a.proven, &a.line, a.depth, a.nodes),
        (b.action, b.score, b.proven, &b.line, b.depth, b.nodes)
    );
}

#[test]
fn undo_at_the_start_is_refused_and_changes_nothing() {
    let mut rng = Rng::new(5);
    let mut game = Game::new(Rules::hoyito(6)).unwrap();
    for _ in 0..4 {
        let a = quiet_action(&game, &mut rng, 1000);
        game.apply(a).unwrap();
    }
    for _ in 0..4 {
        assert!(game.undo());
    }
    let start = seen(&game);
    assert!(!game.undo(), "nothing before the start");
    assert_eq!(seen(&game), start, "a refused undo changes nothing");
    assert_eq!(game.actions_played(), 0);
}

#[test]
fn the_session_gives_every_position_of_a_long_game_and_the_game_there() {
    let text = long_record(Rules::hoyito(12), 3, 3000);
    let record = Record::parse(&text).unwrap();
    let line = Session::open(record.clone()).unwrap();
    let last = line.game().clone();
    assert_eq!((line.len(), line.movers().len()), (3000, 3000));
    let mut game = record.start_game().unwrap();
    for n in 0..=3000 {
        if n > 0 {
            game.apply(record.actions[n - 1]).unwrap();
        }
        if n % 37 == 0 || n > 2990 {
            assert_eq!(seen(&line.game_at(n)), seen(&game), "game at {n}");
            assert_eq!(line.position(n), *game.position(), "position {n}");
        }
    }
    assert_eq!(seen(&last), seen(&game));
}

#[test]
fn undo_in_play_gives_the_position_before_each_action_exactly() {
    let text = long_record(Rules::tsoro(6), 11, 1200);
    let record = Record::parse(&text).unwrap();
    let mut play = PlayState::new(record.clone()).unwrap();
    for n in (900..1200).rev() {
        assert!(play.undo());
        let mut prefix = record.clone();
        prefix.actions.truncate(n);
        assert_eq!(
            seen(play.session.game()),
            seen(&prefix.replay().unwrap()),
            "after undoing to {n}"
        );
        assert_eq!(play.movers().len(), n);
    }
    // Redo plays the same actions again, to the same end.
    while play.redo_len() > 0 {
        assert!(play.redo());
    }
    assert_eq!(seen(play.session.game()), seen(&record.replay().unwrap()));
}
