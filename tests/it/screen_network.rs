//! The play screen of a game over the network, as each side sees it: whose turn, the
//! state of the connection, the keys offered (no undo key for a turn not taken, chat).

use crate::common::screen::{new_game, render};
use mancala_rules::{Player, Rules};
use mancala_tui::net::host::loopback_pair;
use mancala_tui::net::remote::Remote;
use mancala_tui::tui::screens::play::network::Opponent;

/// Ben's side (North) of a game Ana hosts, Ana to move; Ana's end of the connection,
/// kept open.
fn joiners_screen() -> (mancala_tui::tui::app::App, Remote) {
    let (host, joiner) = loopback_pair(["Ana", "Ben"]).unwrap();
    let mut app = new_game(Rules::hoyito(6));
    let mancala_tui::tui::app::Screen::Play(p) = &mut app.screen else {
        panic!("the game is open");
    };
    p.net = Some(Opponent::new(
        Remote::new(joiner),
        Player::South,
        0,
        None,
        "g".into(),
        true,
    ));
    (app, Remote::new(host))
}

#[test]
fn the_joiner_sees_the_hosts_turn_over_the_network_and_only_the_keys_that_apply() {
    let (mut app, _host) = joiners_screen();
    let lines = render(&mut app, 80, 24);
    let screen = lines.join("\n");
    assert!(
        screen.contains("Ana (South)") && screen.contains("to move, over the network"),
        "{screen}"
    );
    // Not Ben's turn: no sowing, no undo (nothing of his to take back); chat and save.
    let keys = lines.last().unwrap();
    assert!(!keys.contains("sow") && !keys.contains("undo"), "{keys}");
    assert!(keys.contains("a chat") && keys.contains("s save"), "{keys}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_lost_connection_is_said_on_the_other_players_line() {
    let (mut app, mut host) = joiners_screen();
    host.close();
    let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        app.update();
        let screen = render(&mut app, 80, 24).join("\n");
        if screen.contains("to move, connection lost") {
            assert!(screen.contains("Ana left the game."), "{screen}");
            break;
        }
        assert!(std::time::Instant::now() < end, "{screen}");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}
