//! End to end: the real binary in a real terminal (tmux at 80x24), played by keys.
//! `.ci/run` installs tmux; without it (outside CI) the test says so and does nothing.

use crate::common;
use crate::common::binary;
use crate::common::temp::TempDir;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// How long a wait for the screen lasts before the test fails: far longer than any
/// screen takes on a loaded machine; the test goes on as soon as the screen is there.
const PATIENCE: Duration = Duration::from_secs(10);

/// How often the screen is looked at while waiting.
const POLL: Duration = Duration::from_millis(20);

/// `text` as one word of a shell's command line, whatever it holds (a temporary
/// folder's path may hold spaces).
fn shell_word(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// A shell command line running `command` (a command line itself) under `sh -c`.
fn sh_c(command: &str) -> String {
    format!("sh -c {}", shell_word(command))
}

/// `env` with the program's data in `data` and its settings in `data/config`, as the
/// start of a shell command line.
fn env_in(data: &Path) -> String {
    format!(
        "env XDG_DATA_HOME={} XDG_CONFIG_HOME={}",
        shell_word(&data.to_string_lossy()),
        shell_word(&data.join("config").to_string_lossy())
    )
}

/// The games saved in the data folder of `tmux`'s program whose names begin with
/// `prefix` (a bare save name goes there, not in the current folder).
fn saved_games(tmux: &Tmux, prefix: &str) -> Vec<std::path::PathBuf> {
    let games = tmux.data_home().join("mancala-tui").join("games");
    std::fs::read_dir(&games)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
        .collect()
}

struct Tmux {
    socket: String,
    /// The server's socket file, which outlives the server: removed with the session.
    socket_path: std::path::PathBuf,
    /// The data (and settings) folder of the program under test, so nothing is
    /// written in the user's; removed with the session.
    data: TempDir,
}

impl Tmux {
    fn start(dir: &Path, command: &str) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(std::env::var_os("CI").is_none(), "tmux is needed in CI");
            eprintln!("tmux is not installed: skipping the terminal test");
            return None;
        }
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let socket = format!("mancala-test-{}-{n}", std::process::id());
        let data = TempDir::new("tmux-data");
        let status = Command::new("tmux")
            .args([
                "-L",
                &socket,
                "new-session",
                "-d",
                "-x",
                "80",
                "-y",
                "24",
                "-c",
            ])
            .arg(dir)
            .arg(command)
            .env("TERM", "xterm-256color")
            // English whatever the tester's locale (see tests/common/binary.rs).
            .env("LC_ALL", "")
            .env("LC_MESSAGES", "C")
            // Lessons done here are remembered in a test folder, not the user's.
            .env("XDG_DATA_HOME", data.path())
            // Settings too: the user's are neither read nor written.
            .env("XDG_CONFIG_HOME", data.join("config"))
            .status()
            .unwrap();
        assert!(status.success());
        let mut tmux = Tmux {
            socket,
            socket_path: Default::default(),
            data,
        };
        tmux.socket_path = tmux.display("#{socket_path}").into();
        assert!(tmux.socket_path.exists(), "{:?}", tmux.socket_path);
        Some(tmux)
    }

    fn data_home(&self) -> &Path {
        self.data.path()
    }

    /// Type `keys`, in order. The program reads them in that order whenever it comes to
    /// them: a test that needs one's effect before the next waits for it on screen.
    fn keys(&self, keys: &[&str]) {
        for k in keys {
            let sent = Command::new("tmux")
                .args(["-L", &self.socket, "send-keys", "-t", "0", k])
                .status()
                .unwrap();
            assert!(sent.success(), "tmux send-keys {k:?}");
        }
    }

    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-t", "0"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// A tmux format for the pane, e.g. `#{alternate_on}`.
    fn display(&self, format: &str) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "display", "-p", "-t", "0", format])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    /// The process the pane's shell runs (the program under test).
    fn program_pid(&self) -> i32 {
        let shell = self.display("#{pane_pid}");
        let children = std::fs::read_to_string(format!("/proc/{shell}/task/{shell}/children"))
            .unwrap_or_default();
        children
            .split_whitespace()
            .next()
            .unwrap_or_else(|| panic!("the shell {shell} runs no program"))
            .parse()
            .unwrap()
    }

    /// Until the header says `turn`, answer each head prompt on screen with stop (t);
    /// the screen then.
    fn stop_at_heads_until_turn(&self, turn: u32) -> String {
        let header = format!("   turn {turn}");
        let turn_shown = |s: &str| s.lines().next().is_some_and(|l| l.ends_with(&header));
        loop {
            let s = self.wait_until(&format!("turn {turn} or a head prompt"), |s| {
                turn_shown(s) || s.contains("stop [t]")
            });
            if turn_shown(&s) {
                return s;
            }
            self.keys(&["t"]);
            self.wait_until("the head prompt answered", |now| now != s);
        }
    }

    /// Resize the terminal, as a person dragging the window's corner (the caller waits
    /// for what the program draws at the new size).
    fn resize(&self, width: u16, height: u16) {
        let resized = Command::new("tmux")
            .args(["-L", &self.socket, "resize-window", "-t", "0"])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .status()
            .unwrap();
        assert!(resized.success(), "tmux resize-window");
    }

    /// Wait until the screen is as `done` says (`what` names it), and drawn whole: the
    /// same on two looks in a row (a frame can be seen half written); the screen.
    /// Fails, showing the last screen, if it is not so within [`PATIENCE`].
    fn wait_until(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        self.wait_longer(what, PATIENCE, done)
    }

    /// As [`Tmux::wait_until`], with a longer `limit` (a search that takes its time).
    fn wait_longer(&self, what: &str, limit: Duration, done: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        let mut last = String::new();
        loop {
            let s = self.screen();
            if done(&s) && s == last {
                return s;
            }
            assert!(start.elapsed() < limit, "never saw {what} in:\n{s}");
            last = s;
            std::thread::sleep(POLL);
        }
    }

    /// Wait until the screen contains `text`; the screen.
    fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("{text:?}"), |s| s.contains(text))
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
        let _ = std::fs::remove_file(&self.socket_path);
    }
}

/// Saves the Hoyito II 2x6 game on screen as `name` by keys, leaves it, and reads the
/// record back: it must begin at a start drawn from the 2x6 book, naming its line. The
/// record and its file.
fn saved_from_the_book(
    tmux: &Tmux,
    name: &str,
) -> (mancala_tui::store::record::Record, std::path::PathBuf) {
    tmux.keys(&["s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["C-u", name, "Enter"]);
    tmux.wait_for("Saved to ");
    tmux.keys(&["q"]);
    let file = tmux
        .data_home()
        .join("mancala-tui")
        .join("games")
        .join(format!("{name}.json"));
    let record = mancala_tui::store::record::read_file(&file.to_string_lossy()).unwrap();
    let source = record.opening.clone().expect("the book and line");
    assert_eq!(source.book, "hoyito-2x6");
    let line = mancala_tui::study::openings::book("hoyito-2x6")
        .unwrap()
        .lines()
        .unwrap()
        .into_iter()
        .find(|l| l.line == source.line)
        .expect("a line of the book");
    let start = mancala_tui::study::openings::position_after(record.rules, &line.actions).unwrap();
    assert_eq!(record.start, Some(start));
    (record, file)
}

/// The turn the header (the screen's first line) names: "Hoyito II 2x6   turn 3".
fn turn_of(screen: &str) -> u32 {
    let header = screen.lines().next().unwrap_or_default();
    header
        .rsplit_once("turn ")
        .and_then(|(_, n)| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no turn in the header: {header:?}"))
}

/// The board rows as drawn: lines that start with a row number, top (row 4) first.
fn board_on_screen(screen: &str, rows: usize) -> Vec<Vec<u8>> {
    let mut found: Vec<(u8, Vec<u8>)> = Vec::new();
    for line in screen.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() < 8 {
            continue;
        }
        let (Ok(first), Ok(last)) = (words[0].parse::<u8>(), words[words.len() - 1].parse::<u8>())
        else {
            continue;
        };
        if first != last || first == 0 || first as usize > rows {
            continue;
        }
        let counts: Option<Vec<u8>> = words[1..words.len() - 1]
            .iter()
            .map(|w| w.trim_end_matches('*').parse().ok())
            .collect();
        if let Some(c) = counts {
            found.push((first, c));
        }
    }
    found.sort_by_key(|(r, _)| *r);
    found.into_iter().map(|(_, c)| c).collect()
}

#[test]
fn play_tsoro_4x21_by_keys_save_quit_and_check_the_saved_game() {
    let dir = TempDir::new("play");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &dir,
        &format!("{bin} play tsoro --south Ana --north Ben --no-animation"),
    ) else {
        return;
    };
    tmux.wait_for("Ana (South) to sow");
    // South sows a1: the relay waits at the occupied head u1.
    tmux.keys(&["Enter"]);
    tmux.wait_for("continue sowing from u1 (3 stones) or stop?");
    tmux.keys(&["c"]);
    tmux.wait_for("Ben (North) to sow");
    // A few more moves, each from the hole the cursor lands on; heads answered stop.
    for turn in 3..=6 {
        tmux.keys(&["Tab", "Enter"]);
        tmux.stop_at_heads_until_turn(turn);
    }
    tmux.keys(&["s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["Enter"]);
    // Saved to the games folder, its path cut at 80 columns when the temporary
    // folder's is long: where it went is looked for on disk below.
    let screen = tmux.wait_for("Saved to ");
    let on_screen = board_on_screen(&screen, 4);
    assert_eq!(on_screen.len(), 4, "four rows on screen:\n{screen}");
    // q: back to the shell the game was started from (the session ends with the
    // program), nothing left to ask.
    tmux.keys(&["q"]);
    tmux.wait_until("the shell again", |s| s.trim().is_empty());
    let saved = saved_games(&tmux, "tsoro-");
    assert_eq!(saved.len(), 1, "{saved:?}");
    let out = Command::new(bin)
        .args(["check", "--json"])
        .arg(&saved[0])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let board: Vec<Vec<u8>> = serde_json::from_value(v["board"].clone()).unwrap();
    assert_eq!(
        board, on_screen,
        "the saved game is the position that was on the screen"
    );
    let record = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(record.contains("\"continue\""), "{record}");
}

#[test]
fn replay_a_sample_game_to_its_end_shows_the_captures_check_gives() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let file = format!(
        "{}/assets/games/hoyito-2x12.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = Command::new(bin)
        .args(["check", "--json", &file])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let (south, north) = (
        v["captured"]["south"].as_u64().unwrap(),
        v["captured"]["north"].as_u64().unwrap(),
    );
    let cwd = TempDir::new("replay");
    let Some(tmux) = Tmux::start(&cwd, &format!("{bin} replay {file}")) else {
        return;
    };
    tmux.wait_for("action 0 of");
    tmux.keys(&["G"]);
    let screen = tmux.wait_for("Game over");
    assert!(screen.contains(&format!("captured {south:>2}")), "{screen}");
    assert!(screen.contains(&format!("captured {north:>2}")), "{screen}");
    // The winner's score first (in Hoyito II, the one who captured more).
    let (won, lost) = (south.max(north), south.min(north));
    assert!(screen.contains(&format!("{won} to {lost}")), "{screen}");
    tmux.keys(&["q", "q"]);
}

#[test]
fn the_first_hoyito_lesson_is_completed_by_keys() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let cwd = TempDir::new("learn");
    let Some(tmux) = Tmux::start(&cwd, &format!("{bin} learn hoyito")) else {
        return;
    };
    tmux.wait_for("lesson 1 of 22");
    // The cursor starts on the only legal hole; Left first shows a refusal in words.
    tmux.keys(&["Left", "Enter"]);
    tmux.wait_for("cannot be played");
    tmux.keys(&["Tab", "Enter"]);
    tmux.wait_for("Well done.");
    // The sowing is animated; the lesson says when it is done.
    tmux.wait_for("Done! Enter or n: next lesson");
    tmux.keys(&["Enter"]);
    tmux.wait_for("lesson 2 of 22");
    // The lesson list marks lesson 1 done, and the progress file remembers it.
    tmux.keys(&["L"]);
    tmux.wait_for("Hoyito lessons: 1 of 22 done");
    let progress = tmux
        .data_home()
        .join("mancala-tui")
        .join("lesson-progress.json");
    let text = std::fs::read_to_string(&progress).unwrap();
    assert!(text.contains("\"hoyito-01\""), "{text}");
    tmux.keys(&["Esc", "q", "q"]);
}

#[test]
fn a_person_plays_the_computer_asks_a_hint_undoes_and_saves_who_played() {
    let dir = TempDir::new("ai");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &dir,
        &format!("{bin} play --south Ana --north computer:casual --opening usual --no-animation"),
    ) else {
        return;
    };
    // The status line (the log says "to sow" too), unless it says first, the first
    // time a person is South against the computer here, why South starts behind.
    let turn = " Ana (South) to sow: cursor";
    let screen = tmux.wait_for("North (computer, casual)");
    if !screen.contains(" South, moving first, starts behind in 2x6") {
        tmux.wait_for(turn);
    }
    // A hint first: it is worked out in the background and named in words.
    tmux.keys(&["i"]);
    tmux.wait_for("Hint: sow");
    // Play it; the computer answers on its own, and it is Ana's turn again.
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("North sowed");
    assert!(
        screen.contains("   2. N "),
        "the computer's move is listed:\n{screen}"
    );
    tmux.wait_for(turn);
    // Undo goes back past the computer's answer to Ana's turn.
    tmux.keys(&["u"]);
    let screen = tmux.wait_for("back to your turn");
    // Ana's next turn is a later one than this (the computer's answer in between).
    let before = turn_of(&screen);
    tmux.keys(&["Tab", "Enter"]);
    tmux.wait_until("Ana's next turn", |s| {
        s.contains(turn) && turn_of(s) > before
    });
    tmux.keys(&["s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Saved to ");
    tmux.keys(&["q"]);
    tmux.wait_until("the shell again", |s| s.trim().is_empty());
    let saved = saved_games(&tmux, "hoyito-");
    assert_eq!(saved.len(), 1, "{saved:?}");
    let text = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(
        text.contains(r#""computer": { "north": "casual" }"#),
        "{text}"
    );
}

/// The seeds each side is expected to end with, as a hint says them: "about even: 24
/// seeds each expected", "you are expected to win, about 26 seeds to 22".
fn expected_seeds(hint: &str) -> Option<(u32, u32)> {
    if let Some((_, rest)) = hint.split_once("about even: ") {
        let n = rest.split_whitespace().next()?.parse().ok()?;
        return Some((n, n));
    }
    let (_, rest) = hint.split_once(", about ")?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    Some((
        words.first()?.parse().ok()?,
        words
            .get(3)?
            .trim_end_matches(|c: char| !c.is_ascii_digit())
            .parse()
            .ok()?,
    ))
}

#[test]
fn a_first_game_against_the_computer_from_the_forms_defaults_starts_balanced() {
    let dir = TempDir::new("first-game");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(&dir, &format!("{bin} --no-animation")) else {
        return;
    };
    tmux.wait_for("1. New game");
    tmux.keys(&["Enter"]);
    tmux.wait_for("North plays");
    // Every default kept but North's player: Down to it (past Rules, Board and South), Right to the computer at
    // medium (the command line's default level), which plays the start as it is
    // worth: the easy levels' slips could hand South a lead before the first hint.
    tmux.keys(&["Down", "Down", "Down", "Down", "Down"]);
    tmux.keys(&["Right", "Right", "Right", "Right", "Right"]);
    let form = tmux.wait_for("computer, 5 medium");
    assert!(
        form.lines()
            .any(|l| l.contains("Opening") && l.contains("balanced")),
        "a person on South against the computer: balanced by default\n{form}"
    );
    tmux.keys(&["Enter"]);
    // The start drawn for a person against the computer is one where the person moves
    // first: South's turn at once, on the book's position itself.
    let souths_turn = |s: &str| s.lines().any(|l| l.starts_with(" South to sow: cursor"));
    let screen = tmux.wait_longer("South's turn", Duration::from_secs(30), souths_turn);
    assert_eq!(turn_of(&screen), 1, "{screen}");
    assert!(
        !screen.contains("starts behind"),
        "not said from a balanced start\n{screen}"
    );
    tmux.keys(&["i"]);
    let screen = tmux.wait_longer("the hint", Duration::from_secs(30), |s| {
        s.contains("Hint: sow") && expected_seeds(s).is_some()
    });
    // A book's start is within 4 seeds of even by a deep search; the hint's shorter
    // one sees a few seeds more or less.
    let (mine, theirs) = expected_seeds(&screen).unwrap();
    assert!(
        mine.abs_diff(theirs) <= 6,
        "about even (the hint sees {mine} to {theirs})\n{screen}"
    );
    let (record, file) = saved_from_the_book(&tmux, "first-game");
    assert_eq!(record.computers[0], None);
    std::fs::remove_file(&file).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_hoyito_i_game_from_the_form_shows_a_capture_on_the_way_and_saves_its_rules() {
    let dir = TempDir::new("hoyito-i");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(&dir, &format!("{bin} --no-animation")) else {
        return;
    };
    tmux.wait_for("1. New game");
    tmux.keys(&["Enter"]);
    tmux.wait_for("North plays");
    // Down to Rules, Right to Hoyito I; two people, the usual start.
    tmux.keys(&["Down", "Right"]);
    tmux.wait_for("< I: every 4 a drop makes is taken; no chain >");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("South to sow");
    assert!(
        screen.lines().next().unwrap().contains("Hoyito I 2x6"),
        "{screen}"
    );
    tmux.keys(&["g", "a", "1", "Enter"]);
    tmux.wait_for("North to sow");
    // b2's third lap drops a seed into a1, which then holds 4: taken on the way.
    tmux.keys(&["g", "b", "2", "Enter"]);
    let screen = tmux.wait_for("took a1 on the way");
    assert!(screen.contains("(4 seeds)"), "{screen}");
    tmux.keys(&["s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["C-u", "passant", "Enter"]);
    tmux.wait_for("Saved to ");
    tmux.keys(&["q"]);
    let file = tmux.data_home().join("mancala-tui/games/passant.json");
    let record = mancala_tui::store::record::read_file(&file.to_string_lossy()).unwrap();
    assert_eq!(record.rules.game_key(), "hoyito-i");
    let game = record.replay().unwrap();
    assert_eq!(game.position().captured(mancala_rules::Player::North), 4);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_line_about_souths_start_is_said_once_from_the_command_line() {
    let dir = TempDir::new("told-once");
    let bin = env!("CARGO_BIN_EXE_mancala");
    // Two runs in the same settings folder; the usual start, asked for.
    let run = format!("{bin} play --north computer:easy --opening usual --no-animation");
    let Some(tmux) = Tmux::start(&dir, &sh_c(&format!("{run}; {run}; sleep 30"))) else {
        return;
    };
    let first = tmux.wait_for("North (computer, easy)");
    let said = "South, moving first, starts behind in 2x6";
    let first = if first.contains(said) {
        first
    } else {
        tmux.wait_for(said)
    };
    assert!(first.contains(said), "{first}");
    // Nothing played: q leaves at once, and the second run starts.
    tmux.keys(&["q"]);
    // The second game, drawn whole: the line would be in its log from its first
    // drawing, so a whole screen of it without the line is one where it was not said
    // (the first game's screen had it).
    let second = tmux.wait_until("the second game", |s| {
        s.contains("North (computer, easy)") && !s.contains(said)
    });
    assert!(second.contains("begins"), "{second}");
    let settings = std::fs::read_to_string(
        tmux.data_home()
            .join("config")
            .join("mancala-tui")
            .join("config.json"),
    )
    .unwrap_or_default();
    assert!(
        settings.contains(r#""told_south_behind": true"#),
        "{settings}"
    );
}

#[test]
fn a_person_plays_north_against_the_computer_from_a_balanced_start() {
    let dir = TempDir::new("balanced");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &dir,
        &format!(
            "{bin} play hoyito --south computer:easy --north Ana --opening balanced --no-animation"
        ),
    ) else {
        return;
    };
    tmux.wait_for("South (computer, easy)");
    // Ana, North, is not told that South starts behind.
    assert!(!tmux.screen().contains("starts behind"));
    // A few of Ana's turns, each from the hole the cursor is on; the computer answers
    // on its own. Each action makes a new turn (an extra turn too), so the header's
    // number tells a turn of Ana's seen from the one before.
    let anas_turn = |s: &str| {
        s.lines()
            .any(|l| l.starts_with(" Ana (North) to sow") && l.contains("cursor on"))
    };
    let mut screen = tmux.wait_until("Ana's turn", anas_turn);
    for _ in 0..3 {
        let before = turn_of(&screen);
        tmux.keys(&["Enter"]);
        screen = tmux.wait_until("Ana's next turn", |s| anas_turn(s) && turn_of(s) > before);
    }
    let (record, file) = saved_from_the_book(&tmux, "balanced-north");
    assert_eq!(record.players[1], "Ana");
    assert_eq!(
        record.computers,
        [Some(mancala_tui::engine::ai::Level::Easy), None]
    );
    let movers = record.movers().unwrap();
    let ana = movers
        .iter()
        .filter(|&&m| m == mancala_rules::Player::North)
        .count();
    assert!(ana >= 3, "Ana's actions: {movers:?}");
    assert!(movers.contains(&mancala_rules::Player::South));
    std::fs::remove_file(&file).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bad_computer_level_is_refused_naming_the_levels() {
    let home = TempDir::new("usage");
    let out = binary::command(&home)
        .args(["play", "--north", "computer:genius"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "a usage error");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--north")
            && err.contains(
                "1 to 9 or easy, casual, steady, solid, medium, clever, sharp, hard, expert"
            )
            && err.contains("genius"),
        "{err}"
    );
}

#[test]
fn a_signal_leaves_the_terminal_as_it_found_it() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let cwd = TempDir::new("signal");
    for signal in ["TERM", "INT", "HUP", "QUIT", "ABRT"] {
        // The shell stays after the program, to show the terminal's modes.
        let Some(tmux) = Tmux::start(
            &cwd,
            &format!("sh -c '{bin} play --south Ana; stty -a; echo modes-shown; sleep 30'"),
        ) else {
            return;
        };
        tmux.wait_for("Ana (South) to sow");
        assert_eq!(tmux.display("#{alternate_on}"), "1");
        assert_eq!(tmux.display("#{mouse_any_flag}"), "1");
        let pid = tmux.program_pid();
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), &pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let screen = tmux.wait_for("modes-shown");
        assert_eq!(
            tmux.display("#{alternate_on}"),
            "0",
            "SIG{signal}: alternate screen"
        );
        assert_eq!(tmux.display("#{mouse_any_flag}"), "0", "SIG{signal}: mouse");
        assert_eq!(tmux.display("#{cursor_flag}"), "1", "SIG{signal}: cursor");
        assert!(
            screen.contains(" icanon") && screen.contains(" echo "),
            "SIG{signal}: the tty is back in cooked mode:\n{screen}"
        );
    }
}

/// Text as on screen with all white space taken out: a message wrapped at the
/// terminal's edge is found whole.
fn squashed(text: &str) -> String {
    text.split_whitespace().collect()
}

/// Whether `stty -a` on screen shows a cooked tty: lines, echo, signal keys.
fn cooked(stty: &str) -> bool {
    let flags: Vec<&str> = stty.split_whitespace().collect();
    ["icanon", "echo", "isig"].iter().all(|f| flags.contains(f))
}

#[test]
fn ctrl_z_and_sigtstp_give_the_shell_a_sane_terminal_and_fg_draws_the_game_again() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let data = TempDir::new("stop");
    // An interactive shell, with job control, as a person has.
    let Some(tmux) = Tmux::start(&data, "env PS1='prompt$ ' bash --norc --noprofile -i") else {
        return;
    };
    tmux.wait_for("prompt$");
    tmux.keys(&[
        &format!("{} {bin} play --south Ana --no-animation", env_in(&data)),
        "Enter",
    ]);
    tmux.wait_for("Ana (South) to sow: cursor on a1");
    let pid = tmux.program_pid().to_string();
    // The shell's answer to a stop, and its terminal as it was: main screen, no mouse
    // reporting, the cursor shown, the tty cooked. The count of `Stopped` lines is
    // `stops` (each shell command below clears the screen first).
    let stopped_and_sane = |how: &str| {
        let screen = tmux.wait_for("Stopped");
        assert_eq!(
            tmux.display("#{alternate_on}"),
            "0",
            "{how}: alternate screen"
        );
        assert_eq!(tmux.display("#{mouse_any_flag}"), "0", "{how}: mouse");
        assert_eq!(tmux.display("#{cursor_flag}"), "1", "{how}: cursor");
        assert!(screen.contains("prompt$"), "{how}: a prompt:\n{screen}");
        tmux.keys(&["clear; stty -a; echo shown-$((40+2))", "Enter"]);
        let screen = tmux.wait_for("shown-42");
        assert!(cooked(&screen), "{how}: the tty is cooked:\n{screen}");
    };
    // fg: the game whole again, keys read at once (raw mode), no shell text left.
    let back = |cursor: &str| {
        tmux.keys(&["clear; fg", "Enter"]);
        let screen = tmux.wait_until("the game drawn again", |s| {
            s.contains("Ana (South) to sow: cursor on")
                && s.contains("Hoyito II 2x6")
                && !s.contains("prompt$")
        });
        assert_eq!(tmux.display("#{alternate_on}"), "1");
        assert_eq!(tmux.display("#{mouse_any_flag}"), "1");
        assert!(screen.contains("Hoyito II 2x6"), "drawn whole:\n{screen}");
        assert!(!screen.contains("prompt$"), "drawn whole:\n{screen}");
        tmux.keys(&["Right"]);
        tmux.wait_for(&format!("cursor on {cursor}"));
    };
    tmux.keys(&["C-z"]);
    stopped_and_sane("Ctrl-Z");
    back("b1");
    let killed = Command::new("kill").args(["-TSTP", &pid]).status().unwrap();
    assert!(killed.success());
    stopped_and_sane("SIGTSTP");
    back("c1");
    // SIGSTOP cannot be caught: the shell's prompt lands on the app's screen; fg
    // (SIGCONT) still gets the game drawn whole and raw mode back.
    let killed = Command::new("kill").args(["-STOP", &pid]).status().unwrap();
    assert!(killed.success());
    tmux.wait_for("Stopped");
    back("d1");
    // Leave (q twice: the game, then the menu); the shell is fine after.
    tmux.keys(&["q", "q"]);
    tmux.wait_for("prompt$");
    tmux.keys(&["clear; stty -a; echo done-$((40+3))", "Enter"]);
    let screen = tmux.wait_for("done-43");
    assert!(cooked(&screen), "{screen}");
    drop(tmux);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn two_games_played_at_once_both_survive_a_crash() {
    let data = TempDir::new("two");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let env = format!("{} {bin}", env_in(&data));
    // Each shell writes its process id, then becomes the program: the id to kill.
    let start = |south: &str, north: &str| {
        let pid_file = data.join(format!("pid-{south}"));
        let tmux = Tmux::start(
            &data,
            &format!(
                "echo $$ > {}; exec {env} play --south {south} --north {north} --no-animation",
                shell_word(&pid_file.to_string_lossy())
            ),
        )?;
        tmux.wait_for(&format!("{south} (South) to sow"));
        let pid: i32 = std::fs::read_to_string(&pid_file)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        Some((tmux, pid))
    };
    let Some((first, first_pid)) = start("Ana", "Ben") else {
        return;
    };
    let (second, second_pid) = start("Cat", "Dan").unwrap();
    // In turns: each game's actions are written to its autosave as they are played.
    for (tmux, n) in [(&first, 1), (&second, 1), (&first, 2), (&second, 2)] {
        tmux.keys(&["Enter"]);
        tmux.wait_for(&format!("{n}. {}", if n == 1 { "S" } else { "N" }));
    }
    // The games on disk: their players and how many actions each holds.
    let folder = data.join("mancala-tui");
    let on_disk = || {
        let mut games: Vec<(String, usize)> = std::fs::read_dir(&folder)
            .unwrap()
            .chain(
                std::fs::read_dir(folder.join("games"))
                    .into_iter()
                    .flatten(),
            )
            .map(|e| e.unwrap().path())
            .filter_map(|f| mancala_tui::store::record::read_file(&f.to_string_lossy()).ok())
            .map(|r| (r.players.join(" v "), r.actions.len()))
            .collect();
        games.sort();
        games
    };
    let both = [("Ana v Ben".to_string(), 2), ("Cat v Dan".to_string(), 2)];
    // The autosave is written before the screen that shows an action is drawn; it is
    // looked for all the same, rather than slept for.
    let start = Instant::now();
    while on_disk() != both {
        assert!(start.elapsed() < PATIENCE, "on disk: {:?}", on_disk());
        std::thread::sleep(POLL);
    }
    for pid in [first_pid, second_pid] {
        // SAFETY: kill sends a signal to a program this test started.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGKILL) }, 0);
    }
    drop((first, second));
    // Both games are on disk, whole: two actions each.
    assert_eq!(on_disk(), both);
    // The next start offers one and lists the other with the saved games.
    let Some(tmux) = Tmux::start(&data, &env) else {
        return;
    };
    let screen = tmux.wait_for("An interrupted game can be resumed");
    assert!(screen.contains("Ana v Ben, 2 moves"), "{screen}");
    tmux.keys(&["2"]);
    let screen = tmux.wait_for("newest first");
    assert!(screen.contains("Cat v Dan"), "{screen}");
    drop(tmux);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn replay_of_a_100000_action_game_opens_and_ends_within_a_small_memory_limit() {
    let dir = TempDir::new("long");
    let file = dir.join("long.json");
    let rules = mancala_rules::Rules::hoyito(12);
    std::fs::write(&file, common::long_record(rules, 1, 100_000)).unwrap();
    let bin = env!("CARGO_BIN_EXE_mancala");
    // 400 MB of address space: the copies of the repetition table once took gigabytes.
    let Some(tmux) = Tmux::start(
        &dir,
        &format!("sh -c 'ulimit -v 400000; {bin} replay long.json; echo exit $?; sleep 30'"),
    ) else {
        return;
    };
    tmux.wait_for("action 0 of 100000");
    tmux.keys(&["End"]);
    tmux.wait_for("action 100000 of 100000");
    tmux.keys(&["Left"]);
    tmux.wait_for("action 99999 of 100000");
    // q leaves the replay for the menu, where q quits.
    tmux.keys(&["q", "q"]);
    tmux.wait_for("exit 0");
}

#[test]
fn the_library_lists_saved_games_and_samples_and_continues_one() {
    let data = TempDir::new("library");
    let games = data.join("mancala-tui").join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut record = mancala_tui::store::record::Record::new(
        mancala_rules::Rules::tsoro(8),
        ["Ana\u{1b}[2J".into(), "Ben".into()],
    );
    record.actions = vec!["a1".parse().unwrap()];
    std::fs::write(games.join("my game.json"), record.to_json(None)).unwrap();
    std::fs::write(games.join("junk.json"), "[1, 2").unwrap();
    // Older than the game, which is then the newest, listed first and chosen.
    std::fs::File::options()
        .write(true)
        .open(games.join("junk.json"))
        .unwrap()
        .set_modified(std::time::UNIX_EPOCH + Duration::from_secs(1_000_000_000))
        .unwrap();
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &data,
        &format!(
            "env XDG_DATA_HOME={} {bin} --no-animation",
            shell_word(&data.to_string_lossy())
        ),
    ) else {
        return;
    };
    tmux.wait_for("Continue a saved game");
    tmux.keys(&["2"]);
    // The list, and the chosen game's file under it.
    let screen = tmux.wait_until("the library", |s| {
        s.contains("newest first") && s.lines().any(|l| l == " my game.json")
    });
    let line = screen
        .lines()
        .find(|l| l.contains("Tsoro 4x8"))
        .unwrap_or_else(|| panic!("the saved game is listed:\n{screen}"));
    // At 80 columns the players' column takes their width (the date gives up its
    // time): the name escaped, whole.
    assert!(line.contains(r"Ana\u{1b}[2J v Ben"), "{line}");
    assert!(
        line.contains("unfinished") && line.trim_end().ends_with('1'),
        "{line}"
    );
    assert!(screen.contains("junk.json (cannot be read)"), "{screen}");
    assert!(screen.contains("Ben won 42-41"), "a sample:\n{screen}");
    // The newest is chosen: Enter continues it.
    tmux.keys(&["Enter"]);
    tmux.wait_for(r"Ben (North) to sow");
    tmux.keys(&["q"]);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_game_killed_mid_play_is_offered_and_resumed_at_the_next_start() {
    let data = TempDir::new("resume");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let env = format!("{} {bin}", env_in(&data));
    // The shell writes its process id, then becomes the program: the id to kill.
    let pid_file = data.join("pid");
    let Some(tmux) = Tmux::start(
        &data,
        &format!(
            "echo $$ > {}; exec {env} play tsoro --holes 8 --south Ana --north Ben --no-animation",
            shell_word(&pid_file.to_string_lossy())
        ),
    ) else {
        return;
    };
    tmux.wait_for("Ana (South) to sow");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Ben (North) to sow");
    let pid: i32 = std::fs::read_to_string(&pid_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    // SAFETY: kill sends a signal to the program this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGKILL) }, 0);
    drop(tmux);
    let autosave = data.join("mancala-tui").join("autosave.json");
    assert!(autosave.is_file(), "the crash left the autosave");
    let Some(tmux) = Tmux::start(&data, &env) else {
        return;
    };
    let screen = tmux.wait_for("An interrupted game can be resumed");
    assert!(screen.contains("Tsoro 4x8, Ana v Ben, 1 move"), "{screen}");
    tmux.keys(&["r"]);
    let screen = tmux.wait_for("The interrupted game goes on.");
    assert!(screen.contains("turn 2"), "{screen}");
    assert!(screen.contains("1. S a1"), "{screen}");
    assert!(screen.contains("▶ Ben (North)"), "North to move:\n{screen}");
    // Leave without saving: asked, and "don't save" means the game is gone.
    tmux.keys(&["q"]);
    tmux.wait_for("Save before leaving?");
    tmux.keys(&["d"]);
    let screen = tmux.wait_for("with a friend or the computer");
    assert!(!screen.contains("interrupted"), "{screen}");
    assert!(!autosave.exists());
    drop(tmux);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_settings_file_is_read_at_start_a_moved_board_key_works_and_a_bad_file_is_named() {
    let data = TempDir::new("config");
    let config = data.join("config").join("mancala-tui");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("config.json"),
        r#"{ "ascii": true, "keys": { "right": "f" } }"#,
    )
    .unwrap();
    let bin = env!("CARGO_BIN_EXE_mancala");
    let env = format!("{} {bin}", env_in(&data));
    let Some(tmux) = Tmux::start(&data, &format!("{env} play --no-animation")) else {
        return;
    };
    let screen = tmux.wait_for("to sow: cursor on a1");
    assert!(
        !screen.contains('─') && screen.contains("---"),
        "ASCII:\n{screen}"
    );
    tmux.keys(&["f"]);
    tmux.wait_for("to sow: cursor on b1");
    drop(tmux);
    std::fs::write(config.join("config.json"), "{ \"speed\": 3 }").unwrap();
    let Some(tmux) = Tmux::start(&data, &env) else {
        return;
    };
    let screen = tmux.wait_for("must be");
    assert!(
        screen.contains(r#"must be "slow", "normal" or "fast" (got 3)"#),
        "{screen}"
    );
    assert!(screen.contains("1. New game"), "{screen}");
    tmux.keys(&["q"]);
    drop(tmux);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn keys_wait_while_the_terminal_is_too_small_and_q_quits_there() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let cwd = TempDir::new("too-small");
    let Some(tmux) = Tmux::start(
        &cwd,
        &format!("sh -c '{bin} play tsoro --no-animation; echo exit $?; sleep 30'"),
    ) else {
        return;
    };
    tmux.wait_for("South to sow");
    // One action played: q then asks about it, which the message says, and that is
    // seen while the terminal is small.
    tmux.keys(&["Enter"]); // a1, to the occupied head u1
    tmux.wait_for("continue sowing from u1");
    tmux.keys(&["c"]);
    tmux.wait_for("North to sow");
    tmux.resize(40, 10);
    tmux.wait_for("Terminal too small");
    // Once, these keys sowed on the board no one could see. The q after them shows
    // they have all been read (in order) while the terminal was small.
    tmux.keys(&["Left", "Enter", "Tab", "Enter", "q"]);
    let asked = squashed("press d to leave without saving");
    tmux.wait_until("the question about the unsaved game", |s| {
        squashed(s).contains(&asked)
    });
    tmux.resize(80, 24);
    tmux.wait_for("Save before quitting?");
    tmux.keys(&["Escape"]);
    let screen = tmux.wait_until("the game again", |s| {
        !s.contains("Save before quitting?") && s.contains("North to sow")
    });
    assert!(
        screen.contains("turn 2"),
        "nothing more was played:\n{screen}"
    );
    assert!(
        !screen.contains("2. N"),
        "nothing more was played:\n{screen}"
    );
    tmux.resize(40, 10);
    tmux.wait_for("Terminal too small");
    tmux.keys(&["q"]);
    tmux.wait_until("the question about the unsaved game", |s| {
        squashed(s).contains(&asked)
    });
    tmux.keys(&["d"]);
    tmux.wait_for("exit 0");
}

/// `mancala learn` with `planted` made at the lesson-progress file's place: the lesson
/// opens, says the file was ignored and why, and `q` ends the program (a named pipe
/// there once blocked `open()` for ever, and `/dev/zero` grew: each wait would then
/// fail at its deadline).
fn learn_with_progress_file(tag: &str, planted: impl Fn(&Path), why: &str) {
    let data = TempDir::new(tag);
    let folder = data.join("mancala-tui");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("lesson-progress.json");
    planted(&file);
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &data,
        &sh_c(&format!(
            "{} {bin} learn; echo exit $?; sleep 30",
            env_in(&data)
        )),
    ) else {
        let _ = std::fs::remove_dir_all(&data);
        return;
    };
    tmux.wait_for("lesson 1 of 22");
    // The message is wrapped at the terminal's edge: found with the spaces taken out.
    // It names the file by its path, which is cut at 80 columns when the temporary
    // folder's path is long: its start and the reason after it are looked for.
    let (named, why) = (
        squashed("Lesson progress in /"),
        squashed(&format!("was ignored: {why}")),
    );
    tmux.wait_until("the file named and why it was ignored", |s| {
        let s = squashed(s);
        s.contains(&named) && s.contains(&why)
    });
    // q leaves the lesson for the menu, and q there quits.
    for awaited in ["with a friend or the computer", "exit 0"] {
        tmux.keys(&["q"]);
        tmux.wait_for(awaited);
    }
    drop(tmux);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_named_pipe_as_the_lesson_progress_file_is_refused_and_q_quits_at_once() {
    learn_with_progress_file(
        "progress-fifo",
        |file| {
            let c = std::ffi::CString::new(file.to_str().unwrap()).unwrap();
            // SAFETY: mkfifo with a valid C string.
            assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        },
        "a named pipe, not a lesson-progress file",
    );
}

#[test]
fn dev_zero_linked_as_the_lesson_progress_file_is_refused_and_q_quits_at_once() {
    learn_with_progress_file(
        "progress-zero",
        |file| std::os::unix::fs::symlink("/dev/zero", file).unwrap(),
        "a device, not a lesson-progress file",
    );
}

#[test]
fn a_save_name_beginning_with_a_tilde_goes_in_the_home_folder() {
    let home = TempDir::new("tilde-home");
    let cwd = TempDir::new("tilde-cwd");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &cwd,
        &format!(
            "env HOME={} XDG_DATA_HOME={} XDG_CONFIG_HOME={} {bin} play --no-animation",
            shell_word(&home.to_string_lossy()),
            shell_word(&home.join("data").to_string_lossy()),
            shell_word(&home.join("config").to_string_lossy())
        ),
    ) else {
        let _ = std::fs::remove_dir_all(&home);
        let _ = std::fs::remove_dir_all(&cwd);
        return;
    };
    tmux.wait_for("South to sow");
    tmux.keys(&["Enter", "s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["C-u", "~/tilde", "Enter"]);
    tmux.wait_for("Saved to ~/tilde.json.");
    let saved = home.join("tilde.json");
    assert!(
        mancala_tui::store::record::read_file(saved.to_str().unwrap()).is_ok(),
        "the game is in the home folder"
    );
    assert!(!cwd.join("~").exists(), "no folder named ~ was made");
    tmux.keys(&["q"]);
    drop(tmux);
    let _ = std::fs::remove_dir_all(&home);
    let _ = std::fs::remove_dir_all(&cwd);
}

#[test]
fn a_replay_with_evaluations_draws_the_graph_and_jumps_to_the_next_mistake() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let file = format!(
        "{}/assets/games/hoyito-2x6.json",
        env!("CARGO_MANIFEST_DIR")
    );
    // The marks the replay must show are analyse's, at the same (default) budget.
    let home = TempDir::new("analyse");
    let out = binary::command(&home)
        .args(["analyse", "--json", &file])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let actions = v["actions"].as_array().unwrap();
    let first = actions
        .iter()
        .position(|a| ["mistake", "blunder"].contains(&a["judgement"].as_str().unwrap_or("")))
        .expect("the sample has a mistake");
    let cwd = TempDir::new("replay");
    let Some(tmux) = Tmux::start(&cwd, &format!("{bin} replay {file}")) else {
        return;
    };
    // Tall enough for the graph above the log and the move list beside it (at 80x24
    // the graph takes the log's place and the move list gives way).
    tmux.resize(100, 40);
    tmux.wait_for("action 0 of 48");
    tmux.keys(&["e"]);
    tmux.wait_for("South's expected final score, ");
    tmux.wait_for(" of 48 seeds, ");
    // The mark of the first mistake, once the judge has come that far.
    let word = actions[first]["judgement"].as_str().unwrap();
    let mark = if word == "blunder" { "??" } else { "?" };
    let played = actions[first]["action"].as_str().unwrap();
    let marked = format!("{played}{mark}");
    tmux.wait_longer("the judged mistake", Duration::from_secs(60), |s| {
        s.contains(&marked)
    });
    tmux.keys(&["n"]);
    let screen = tmux.wait_for(&format!("action {} of 48", first + 1));
    assert!(
        screen.contains(&format!("{played}{mark} was a")),
        "{screen}"
    );
    tmux.keys(&["q", "q"]);
}

#[test]
fn a_comment_typed_in_the_replay_shows_and_is_saved_in_the_record() {
    let bin = env!("CARGO_BIN_EXE_mancala");
    let dir = TempDir::new("tmux-replay-comment");
    let file = dir.join("game.json");
    std::fs::copy(
        format!(
            "{}/assets/games/hoyito-2x6.json",
            env!("CARGO_MANIFEST_DIR")
        ),
        &file,
    )
    .unwrap();
    let Some(tmux) = Tmux::start(dir.path(), &format!("{bin} replay game.json")) else {
        return;
    };
    tmux.wait_for("action 0 of 48");
    tmux.keys(&["Right", "c"]);
    tmux.wait_for("Comment on action 1, b1");
    tmux.keys(&["a quiet start", "Enter"]);
    let screen = tmux.wait_for("Comment: a quiet start");
    assert!(screen.contains("1. S b1*"), "{screen}");
    assert!(screen.contains("s saves it"), "{screen}");
    // Saved into the file it came from, once the replacing is agreed to.
    tmux.keys(&["s", "Enter"]);
    tmux.wait_for("exists. Replace it?");
    tmux.keys(&["y"]);
    tmux.wait_for("Saved to");
    let record = mancala_tui::store::record::read_file(&file.to_string_lossy()).unwrap();
    assert_eq!(record.comments[&0], "a quiet start");
    // Nothing unsaved: q leaves at once, and q again quits from the menu.
    tmux.keys(&["q"]);
    tmux.wait_until("the menu", |s| !s.contains("action 1 of 48"));
    tmux.keys(&["q"]);
}

/// Two terminals, host and joiner: three actions each by keys, a chat line, the joiner
/// killed and joining again with the same invitation at the same position.
#[test]
fn two_terminals_play_over_the_network_chat_and_rejoin_after_a_kill() {
    let data = TempDir::new("network");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let host_cmd = format!(
        "{} {bin} host --bind 127.0.0.1 --port 0 --name Ana --no-animation",
        env_in(&data.join("host"))
    );
    let Some(host) = Tmux::start(&data, &host_cmd) else {
        return;
    };
    // The invitation, on a line the terminal may have wrapped: joined again.
    let shown = host.wait_for("Waiting for them to join");
    let invitation = shown
        .replace('\n', "")
        .split("mancala join ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .map(|inv| inv.trim_end_matches("Waiting").to_string())
        .expect("an invitation");
    let pid_file = data.join("joiner.pid");
    let join_cmd = format!(
        "echo $$ > {}; exec {} {bin} join {invitation} --name Ben --no-animation",
        shell_word(&pid_file.to_string_lossy()),
        env_in(&data.join("join"))
    );
    let joiner = Tmux::start(&data, &sh_c(&join_cmd)).unwrap();
    host.wait_for("Ben joined the game.");
    joiner.wait_for("Ana joined the game.");

    // Six actions, each by the side whose turn it is, each seen on the other screen.
    for _ in 0..6 {
        let screen = host.screen();
        let (mover, other) = if screen.contains("▶ Ana (South)") {
            (&host, &joiner)
        } else {
            (&joiner, &host)
        };
        let before = board_on_screen(&mover.screen(), 2);
        mover.keys(&["Tab", "Enter"]);
        let after = mover.wait_until("the action played", |s| board_on_screen(s, 2) != before);
        let board = board_on_screen(&after, 2);
        other.wait_until("the other side's action", |s| {
            board_on_screen(s, 2) == board
        });
    }

    joiner.keys(&["a"]);
    joiner.wait_for("A line to the other player");
    joiner.keys(&["hola Ana", "Enter"]);
    host.wait_for("Ben says: hola Ana");

    let board = board_on_screen(&host.screen(), 2);
    let pid: i32 = std::fs::read_to_string(&pid_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    // SAFETY: kill sends a signal to the program this test started.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGKILL) }, 0);
    drop(joiner);
    host.wait_for("The connection to Ben is lost");

    let again = Tmux::start(&data, &sh_c(&join_cmd)).unwrap();
    host.wait_for("Ben is back: the game goes on.");
    let screen = again.wait_for("continues.");
    assert_eq!(board_on_screen(&screen, 2), board, "{screen}");
    drop(again);
    drop(host);
}

#[test]
fn a_game_hosted_from_the_menu_is_joined_from_the_menu_of_another_terminal() {
    let _port = common::menu_port();
    let data = TempDir::new("network-menu");
    let bin = env!("CARGO_BIN_EXE_mancala");
    let start = |side: &str| format!("{} {bin} --no-animation", env_in(&data.join(side)));
    let Some(host) = Tmux::start(&data, &start("host")) else {
        return;
    };
    host.wait_for("Play over the network");
    host.keys(&["5"]);
    host.wait_for("Host a game: you give");
    host.keys(&["Enter"]);
    host.wait_for("Host a game over the network");
    // Game, rules, board, your side, your name: Ana, then host.
    host.keys(&["Down", "Down", "Down", "Down", "Ana", "Enter"]);
    let shown = host.wait_for("Waiting for them to join; you play South.");
    let invitation = shown
        .lines()
        .find_map(|l| l.trim().strip_prefix("mancala join "))
        .expect("an invitation on screen")
        .trim()
        .to_string();
    let joiner = Tmux::start(&data, &start("join")).unwrap();
    joiner.wait_for("Play over the network");
    joiner.keys(&["5", "Down", "Enter"]);
    joiner.wait_for("Join a game over the network");
    joiner.keys(&[
        &format!("mancala join {invitation}"),
        "Enter",
        "Ben",
        "Enter",
    ]);
    host.wait_for("Ben joined the game.");
    joiner.wait_for("Ana joined the game.");
    // Ana sows; Ben's board shows it.
    let before = board_on_screen(&host.screen(), 2);
    host.keys(&["Enter"]);
    let after = host.wait_until("Ana's action", |s| board_on_screen(s, 2) != before);
    let board = board_on_screen(&after, 2);
    joiner.wait_until("Ana's action on Ben's board", |s| {
        board_on_screen(s, 2) == board
    });
}

#[test]
fn a_person_whose_clock_runs_out_loses_on_time_in_a_real_terminal() {
    let dir = TempDir::new("clock");
    let bin = env!("CARGO_BIN_EXE_mancala");
    // Three seconds each: South sows, then North lets the clock run out.
    let Some(tmux) = Tmux::start(
        &dir,
        &format!("{bin} play --south Ana --north Ben --clock 0.05+0 --no-animation"),
    ) else {
        return;
    };
    tmux.wait_for("Ana (South)  0:0");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Ben (North) to sow");
    // The clock counts down on screen, then the game ends on time.
    let screen = tmux.wait_for("Ana (South) wins on time!");
    assert!(
        screen.contains("The game ended: Ben (North) ran out of time."),
        "{screen}"
    );
    // Under the result, North's clock stands at nothing left.
    tmux.keys(&["Escape"]);
    tmux.wait_for("Ben (North)  0:00.0");
    // Saved, the record says who ran out.
    tmux.keys(&["s"]);
    tmux.wait_for("File name:");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Saved to ");
    tmux.keys(&["q"]);
    tmux.wait_until("the shell again", |s| s.trim().is_empty());
    let saved = saved_games(&tmux, "hoyito-");
    assert_eq!(saved.len(), 1, "{saved:?}");
    let record = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(record.contains(r#""out_of_time": "north""#), "{record}");
    assert!(
        record.contains(r#""minutes": 0.05, "increment": 0"#),
        "{record}"
    );
    let out = Command::new(bin)
        .arg("check")
        .arg(&saved[0])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
}

/// A match saved one action before its first round's end, loaded and played on by keys:
/// the last action ends the round (its result says who fills what), Enter begins round
/// 2, whose closed holes are drawn `▒▒` and the title names the round.
#[test]
fn a_matchs_second_round_draws_its_closed_holes() {
    let mut record = crate::match_play::first_round_closing_a_hole(mancala_rules::Rules::hoyito(6));
    let last = record.actions.pop().unwrap();
    let mancala_rules::Action::Sow(hole) = last else {
        panic!("a Hoyito action sows");
    };
    let dir = TempDir::new("match");
    let file = dir.join("match.json");
    std::fs::write(&file, record.to_json(None)).unwrap();
    let bin = env!("CARGO_BIN_EXE_mancala");
    let Some(tmux) = Tmux::start(
        &dir,
        &format!("{bin} play --load {} --no-animation", file.display()),
    ) else {
        return;
    };
    tmux.wait_for("match, round 1");
    // Go to the hole of the round's last action and sow it.
    let (column, row) = (hole.letter().to_string(), hole.to_string()[1..].to_string());
    tmux.keys(&["g", &column, &row, "Enter"]);
    let screen = tmux.wait_for("Round 1 is over");
    assert!(
        screen.contains("holes filled") || screen.contains("hole filled"),
        "{screen}"
    );
    assert!(
        screen.contains("Round 2:") && screen.contains("Closed:"),
        "{screen}"
    );
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("match, round 2");
    assert!(screen.contains("▒▒"), "{screen}");
    assert!(!screen.contains("Round over"), "{screen}");
    tmux.keys(&["q", "d"]);
}
