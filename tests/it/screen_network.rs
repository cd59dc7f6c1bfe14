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

// The menu's "Play over the network": host from the form, join with the invitation.

use crate::common::screen::{key, menu_app, typed};
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;

/// The screen, as one string, at 80x24.
fn shown(app: &mut mancala_tui::tui::app::App) -> String {
    render(app, 80, 24).join("\n")
}

/// The menu's network entry opened, by its digit.
fn network_menu() -> mancala_tui::tui::app::App {
    let mut app = menu_app(MenuItem::NewGame);
    let digit = MenuItem::ALL
        .iter()
        .position(|&i| i == MenuItem::Network)
        .unwrap();
    key(&mut app, KeyCode::Char((b'1' + digit as u8) as char));
    app
}

/// A host waiting from the menu, named Ana: the app and the invitation it shows.
fn hosting_from_the_menu() -> (mancala_tui::tui::app::App, String) {
    let mut host = network_menu();
    key(&mut host, KeyCode::Enter);
    let form = shown(&mut host);
    assert!(form.contains("Host a game over the network"), "{form}");
    // Game, rules, board, your side, your name.
    for _ in 0..4 {
        key(&mut host, KeyCode::Down);
    }
    typed(&mut host, "Ana");
    key(&mut host, KeyCode::Enter);
    let waiting = shown(&mut host);
    let invitation = waiting
        .lines()
        .find_map(|l| l.trim().strip_prefix("mancala join "))
        .unwrap_or_else(|| panic!("an invitation shown:\n{waiting}"))
        .trim()
        .to_string();
    assert!(
        waiting.contains("Waiting for them to join; you play South."),
        "{waiting}"
    );
    (host, invitation)
}

#[test]
fn the_menu_offers_to_host_or_join() {
    let mut app = network_menu();
    insta::assert_snapshot!(shown(&mut app));
}

#[test]
fn the_host_form_asks_for_the_host_s_side_name_and_hints_not_two_players() {
    let mut app = network_menu();
    key(&mut app, KeyCode::Enter);
    let screen = shown(&mut app);
    assert!(!screen.contains("North plays"), "{screen}");
    insta::assert_snapshot!(screen);
}

#[test]
fn a_mistyped_invitation_is_said_on_the_join_form_and_nothing_is_sent() {
    let mut app = network_menu();
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    typed(&mut app, "mancala join 127.0.0.1:7474/abcd");
    key(&mut app, KeyCode::Enter);
    let screen = shown(&mut app);
    assert!(screen.contains("that is not an invitation"), "{screen}");
    insta::assert_snapshot!(screen);
}

/// Joins the game `invitation` names from a new app's menu, as Ben, and waits until
/// both boards are open: the joiner's app.
fn join_from_the_menu(
    host: &mut mancala_tui::tui::app::App,
    invitation: &str,
) -> mancala_tui::tui::app::App {
    let mut joiner = network_menu();
    key(&mut joiner, KeyCode::Down);
    key(&mut joiner, KeyCode::Enter);
    typed(&mut joiner, &format!("mancala join {invitation}"));
    key(&mut joiner, KeyCode::Enter);
    typed(&mut joiner, "Ben");
    key(&mut joiner, KeyCode::Enter);
    let end = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        host.update();
        joiner.update();
        let (h, j) = (shown(host), shown(&mut joiner));
        if h.contains("Ben joined the game.") && j.contains("Ana joined the game.") {
            assert!(
                h.contains("Ben (North)") && j.contains("Ana (South)"),
                "{h}\n{j}"
            );
            return joiner;
        }
        assert!(std::time::Instant::now() < end, "{h}\n{j}");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn a_game_hosted_from_the_menu_is_joined_from_the_menu_and_both_boards_open() {
    let _port = crate::common::menu_port();
    let (mut host, invitation) = hosting_from_the_menu();
    join_from_the_menu(&mut host, &invitation);
}

#[test]
fn a_hosted_game_resumed_from_the_autosave_is_hosted_again_and_goes_on_where_it_was() {
    let _port = crate::common::menu_port();
    use mancala_tui::store::autosave::Autosave;
    use mancala_tui::store::record::Record;
    let dir = crate::common::temp::TempDir::new("hosted-autosave");
    let file = dir.join("autosave.json");
    // Ana hosted, as South, three actions in, when her program stopped.
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    let mut game = record.start_game().unwrap();
    for _ in 0..3 {
        let a = game.position().legal_actions()[0];
        game.apply(a).unwrap();
        record.actions.push(a);
    }
    let text = record.to_json(None);
    let text = format!(
        "{{\n  \"hosting\": {{\"side\": \"south\", \"hints\": true}},\n{}",
        &text[2..]
    );
    std::fs::write(&file, text).unwrap();
    let mut host = menu_app(MenuItem::NewGame);
    host.files.autosave = Autosave::new(Some(file.clone()));
    key(&mut host, KeyCode::Char('r'));
    let waiting = shown(&mut host);
    assert!(
        waiting.contains("Hosting Hoyito II 2x6 over the network")
            && waiting.contains("you play South"),
        "{waiting}"
    );
    let invitation = waiting
        .lines()
        .find_map(|l| l.trim().strip_prefix("mancala join "))
        .unwrap()
        .trim()
        .to_string();
    let joiner = join_from_the_menu(&mut host, &invitation);
    // Both at the position the autosave kept, and the autosave the resumed game's own.
    for app in [&host, &joiner] {
        let p = app.play().expect("the game is open");
        assert_eq!(p.actions(), &record.actions[..]);
    }
    assert!(
        file.exists(),
        "the autosave is kept until the game ends or is saved"
    );
}

#[test]
fn giving_up_a_hosted_wait_closes_its_door() {
    let _port = crate::common::menu_port();
    let (mut host, invitation) = hosting_from_the_menu();
    let port: u16 = invitation
        .split('/')
        .next()
        .and_then(|a| a.rsplit(':').next())
        .and_then(|p| p.parse().ok())
        .unwrap();
    key(&mut host, KeyCode::Esc);
    let screen = shown(&mut host);
    assert!(screen.contains("Host a game: you give"), "{screen}");
    // The door's thread lets go of the port once it sees the door closed.
    let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(std::time::Instant::now() < end, "port {port} still open");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}
