//! Two programs on 127.0.0.1, a host and a joiner, play whole games through plain
//! mode: each side types only its own actions, sees the other's, and both end with the
//! same record, equal to what `check` makes of it.

use crate::common::binary::command;
use crate::common::games::{Rng, random_action};
use crate::common::temp::TempDir;
use mancala_rules::{Action, Game, Player, Rules};
use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One side's program: its input, and everything it printed so far.
struct Side {
    child: Child,
    input: Option<ChildStdin>,
    output: Arc<Mutex<String>>,
    errors: Arc<Mutex<String>>,
    name: &'static str,
}

fn collect(mut from: impl Read + Send + 'static) -> Arc<Mutex<String>> {
    let text = Arc::new(Mutex::new(String::new()));
    let into = text.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = from.read(&mut buf) {
            if n == 0 {
                break;
            }
            into.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    text
}

impl Side {
    fn start(home: &std::path::Path, name: &'static str, args: &[&str]) -> Side {
        let mut child = command(home)
            .args(args)
            .current_dir(home)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take();
        let output = collect(child.stdout.take().unwrap());
        let errors = collect(child.stderr.take().unwrap());
        Side {
            child,
            input,
            output,
            errors,
            name,
        }
    }

    fn output(&self) -> String {
        self.output.lock().unwrap().clone()
    }

    /// Waits (up to a minute) until the output satisfies `done`; its output then.
    fn wait_for(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let until = Instant::now() + Duration::from_secs(60);
        loop {
            let output = self.output();
            if done(&output) {
                return output;
            }
            assert!(
                Instant::now() < until,
                "{} never showed {what}; its output:\n{output}\nits errors:\n{}",
                self.name,
                self.errors.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn type_line(&mut self, line: &str) {
        let input = self.input.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    /// Ends its input and waits for it to exit: its exit code.
    fn finish(mut self) -> i32 {
        drop(self.input.take());
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code().unwrap_or(-1);
            }
            if Instant::now() > until {
                let _ = self.child.kill();
                panic!("{} did not exit; its output:\n{}", self.name, self.output());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Side {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How many times a side was asked for its action: the prompt lines of plain mode.
fn asked(output: &str) -> usize {
    output
        .lines()
        .filter(|l| {
            l.contains(" Holes: ")
                || l.contains(" Type take and a hole: ")
                || l.contains(" Type continue or stop.")
        })
        .count()
}

/// The invitation in the host's first line.
fn invitation(output: &str) -> Option<String> {
    let at = output.find("mancala join ")?;
    let rest = &output[at + "mancala join ".len()..];
    let line = rest.lines().next()?;
    (line.len() > 30).then(|| line.trim().to_string())
}

/// A host and a joiner play the game the seeded random player chooses, each typing
/// only its own actions; both save it; the two records and `check` agree with the game
/// played here.
fn play_over_the_network(host_args: &[&str], rules: Rules, seed: u64) -> Vec<Action> {
    let dir = TempDir::new("network");
    let (mut host, mut joiner, _, _) = host_and_joiner(&dir, host_args);
    let (host_home, join_home) = (dir.path().join("host"), dir.path().join("join"));
    let mut game = Game::new(rules).unwrap();
    let mut rng = Rng::new(seed);
    // How many times each side had been asked when it last acted.
    let mut answered = [0usize, 0];
    let mut played = Vec::new();
    while !game.position().is_over() {
        let mover = game.position().to_move().unwrap();
        let side = if mover == Player::South {
            &mut host
        } else {
            &mut joiner
        };
        let before = answered[mover.index()];
        let output = side.wait_for("its turn", |o| asked(o) > before);
        answered[mover.index()] = asked(&output);
        let action = random_action(&game, &mut rng);
        side.type_line(&action.to_string());
        game.apply(action).unwrap();
        played.push(action);
        assert!(played.len() < 5000, "a game this long is not expected");
    }
    for side in [&host, &joiner] {
        side.wait_for("the game over", |o| {
            o.contains("The game is over and not saved.")
        });
    }
    host.type_line(&format!("save {}", host_home.join("ana.json").display()));
    joiner.type_line(&format!("save {}", join_home.join("ben.json").display()));
    host.wait_for("the save", |o| o.contains("Saved to"));
    joiner.wait_for("the save", |o| o.contains("Saved to"));
    assert_eq!(host.finish(), 0);
    assert_eq!(joiner.finish(), 0);

    let ana = std::fs::read_to_string(host_home.join("ana.json")).unwrap();
    let ben = std::fs::read_to_string(join_home.join("ben.json")).unwrap();
    let ana = mancala_tui::store::record::Record::parse(&ana).unwrap();
    let ben = mancala_tui::store::record::Record::parse(&ben).unwrap();
    let expected: Vec<String> = played.iter().map(|a| a.to_string()).collect();
    let actions = |r: &mancala_tui::store::record::Record| {
        r.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(actions(&ana), expected);
    assert_eq!(actions(&ben), expected);
    assert_eq!(ana.players, ["Ana".to_string(), "Ben".to_string()]);
    assert_eq!(ben.players, ana.players);
    // With a clock, both keep each action's time as its own side counted it.
    assert_eq!(
        ana.clock.as_ref().map(|c| (c.control, c.spent.clone())),
        ben.clock.as_ref().map(|c| (c.control, c.spent.clone()))
    );
    if let Some(clock) = &ana.clock {
        assert_eq!(clock.spent.len(), played.len());
    }
    // `check` of each file comes to the game's end, as played here.
    for (home, file) in [(&host_home, "ana.json"), (&join_home, "ben.json")] {
        let checked = command(home)
            .args(["check", file, "--notation"])
            .current_dir(home)
            .output()
            .unwrap();
        assert!(
            checked.status.success(),
            "{}",
            String::from_utf8_lossy(&checked.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&checked.stdout).trim(),
            game.position().to_string()
        );
    }
    played
}

#[test]
fn a_whole_hoyito_game_between_two_programs() {
    play_over_the_network(&["hoyito"], Rules::hoyito(6), 7);
}

#[test]
fn a_whole_game_with_clocks_between_two_programs_both_keeping_the_same_times() {
    play_over_the_network(&["hoyito", "--clock", "30+5"], Rules::hoyito(6), 23);
}

#[test]
fn a_resignation_over_the_network_ends_the_game_on_both_sides() {
    let dir = TempDir::new("network-resign");
    let (mut host, joiner, _, _) = host_and_joiner(&dir, &[]);
    host.wait_for("its turn", |o| asked(o) == 1);
    host.type_line("resign");
    host.wait_for("the end", |o| o.contains("Ana (South) resigned"));
    joiner.wait_for("the end", |o| o.contains("Ana (South) resigned"));
}

#[test]
fn a_whole_tsoro_game_with_heads_and_bonus_picks_between_two_programs() {
    let played = play_over_the_network(&["tsoro", "--holes", "6"], Rules::tsoro(6), 11);
    // The game went through both of Tsoro's choices.
    assert!(
        played.iter().any(|a| matches!(a, Action::Pick(_))),
        "no bonus pick: {played:?}"
    );
    assert!(
        played
            .iter()
            .any(|a| matches!(a, Action::Continue | Action::Stop)),
        "no head: {played:?}"
    );
}

/// The host (with `host_args` besides its own) and a joiner, joined: the two sides, the
/// invitation and the joiner's folder. The host's folder is `dir/host`.
fn host_and_joiner(dir: &TempDir, host_args: &[&str]) -> (Side, Side, String, std::path::PathBuf) {
    let (host_home, join_home) = (dir.path().join("host"), dir.path().join("join"));
    std::fs::create_dir_all(&host_home).unwrap();
    std::fs::create_dir_all(&join_home).unwrap();
    let mut args = vec![
        "host",
        "--plain",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--name",
        "Ana",
    ];
    args.extend_from_slice(host_args);
    let host = Side::start(&host_home, "the host", &args);
    let shown = host.wait_for("an invitation", |o| invitation(o).is_some());
    let invitation = invitation(&shown).unwrap();
    let joiner = Side::start(
        &join_home,
        "the joiner",
        &["join", &invitation, "--plain", "--name", "Ben"],
    );
    host.wait_for("the joiner", |o| o.contains("Ben joined the game."));
    joiner.wait_for("the host", |o| o.contains("Ana joined the game."));
    (host, joiner, invitation, join_home)
}

#[test]
fn a_joiner_killed_mid_game_joins_again_at_the_same_position() {
    let dir = TempDir::new("network-rejoin");
    let (mut host, mut joiner, invitation, join_home) = host_and_joiner(&dir, &["--clock", "10+0"]);
    host.wait_for("its turn", |o| asked(o) == 1);
    host.type_line("c1");
    joiner.wait_for("its turn", |o| asked(o) == 1);
    joiner.type_line("a2");
    // North took a casa and plays again: killed before its second action.
    joiner.wait_for("its second turn", |o| asked(o) == 2);
    joiner.child.kill().unwrap();
    let _ = joiner.child.wait();
    host.wait_for("the cut", |o| {
        o.contains("The connection to Ben is lost") && o.contains("waits here")
    });

    // The same invitation again: the game as it stands, North to move.
    let mut again = Side::start(
        &join_home,
        "the joiner again",
        &["join", &invitation, "--plain", "--name", "Ben"],
    );
    host.wait_for("the return", |o| {
        o.contains("Ben is back: the game goes on.")
    });
    let shown = again.wait_for("its turn", |o| asked(o) == 1);
    assert!(shown.contains("Hoyito II 2x6 continues."), "{shown}");
    assert!(shown.contains("Ben (North) to sow."), "{shown}");
    // The clocks as they were: South's, not running, the same on both sides.
    let south = |o: &str| {
        o.rsplit("Clocks: South ")
            .next()
            .and_then(|rest| rest.split(',').next())
            .map(str::to_string)
    };
    let host_now = host.output();
    assert_eq!(south(&shown), south(&host_now), "{shown}\n{host_now}");
    assert!(south(&shown).is_some(), "{shown}");
    again.type_line("b2");
    let seen = host.wait_for("the move after the return", |o| {
        o.contains("North sowed b2")
    });
    assert!(!seen.contains("broke the rules"), "{seen}");
}

#[test]
fn an_undo_is_asked_in_lines_and_taken_back_on_both_sides_when_accepted() {
    let dir = TempDir::new("network-undo");
    let (mut host, mut joiner, _, _) = host_and_joiner(&dir, &[]);
    host.wait_for("its turn", |o| asked(o) == 1);
    host.type_line("c1");
    joiner.wait_for("its turn", |o| asked(o) == 1);
    joiner.type_line("a2");
    joiner.wait_for("its second turn", |o| asked(o) == 2);
    joiner.type_line("undo");
    host.wait_for("the request", |o| {
        o.contains("Ben asks to take back their last turn (a2)")
    });
    host.type_line("yes");
    for side in [&host, &joiner] {
        side.wait_for("the undo", |o| o.contains("Taken back as agreed: a2."));
    }
    joiner.wait_for("the answer", |o| o.contains("Ana accepted the undo."));
    // North to move again from where it was before a2.
    joiner.wait_for("its turn again", |o| asked(o) == 3);
    joiner.type_line("f2");
    host.wait_for("the new action", |o| o.contains("North sowed f2"));
}

#[test]
fn the_plain_menu_hosts_and_joins_and_a_host_s_wait_is_given_up_with_quit() {
    let _port = crate::common::menu_port();
    let dir = TempDir::new("network-plain-menu");
    let (host_home, join_home) = (dir.path().join("host"), dir.path().join("join"));
    std::fs::create_dir_all(&host_home).unwrap();
    std::fs::create_dir_all(&join_home).unwrap();
    let mut host = Side::start(&host_home, "the host", &["--plain"]);
    // A wait given up: back at the menu, the door closed.
    host.type_line("host");
    host.wait_for("the wait", |o| o.contains("(quit stops waiting.)"));
    host.type_line("board");
    host.wait_for("a word while waiting", |o| o.contains("Still waiting"));
    host.type_line("quit");
    host.wait_for("the menu's prompt again", |o| {
        o.contains("Not waiting any more") && o.ends_with("> ")
    });
    // Hosted again, in Spanish words and as North: joined from the other menu.
    host.type_line("organizar norte");
    let shown = host.wait_for("a new invitation", |o| o.contains("you play North"));
    let last = &shown[shown.rfind("mancala join ").unwrap()..];
    let invitation = invitation(last).unwrap();
    let mut joiner = Side::start(&join_home, "the joiner", &["--plain"]);
    joiner.type_line(&format!("join {invitation}"));
    host.wait_for("the joiner", |o| o.contains("South joined the game."));
    joiner.wait_for("the host", |o| o.contains("North joined the game."));
    // South, the joiner, moves first; the host sees it.
    joiner.wait_for("its turn", |o| asked(o) == 1);
    joiner.type_line("c1");
    host.wait_for("the joiner's action", |o| o.contains("South sowed c1"));
}
