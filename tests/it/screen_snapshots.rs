//! Every screen in English as snapshots (tests/snapshots/screen_snapshots__*.snap), each
//! at 80x24 and at 200x50: the menu, the new-game form, the library, settings, the
//! rules, the help, Hoyito II and Tsoro games with their prompts and popups, game over,
//! a lesson, a puzzle, the replay, the mistakes to retry and the too-small message.
//! Each is drawn without colour or animation, with a fixed stamp and no dates or
//! temporary paths on it; each test also checks that its screen says what its name
//! says, so that a snapshot accepted by mistake does not pass unread.

use crate::common::screen;
use crate::common::temp;
use crate::scenes::{self, ENGLISH, HoyitoGame};

use mancala_rules::Rules;
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Popup};
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;

/// The screen at 80x24 and at 200x50, snapshotted as `name-80x24` and `name-200x50`;
/// both as text, for the test to check.
pub(crate) fn shot(name: &str, app: &mut App) -> [String; 2] {
    let small = render(app, 80, 24).join("\n");
    steady(&small);
    insta::assert_snapshot!(format!("{name}-80x24"), small);
    let big = render(app, 200, 50).join("\n");
    steady(&big);
    insta::assert_snapshot!(format!("{name}-200x50"), big);
    [small, big]
}

/// Nothing on the screen is still under way: a search's progress would make the
/// snapshot depend on how fast the machine is.
#[track_caller]
fn steady(text: &str) {
    for busy in ["judging", "thinking", "Looking for"] {
        assert!(!text.contains(busy), "{busy:?} is on screen:\n{text}");
    }
}

/// Both sizes contain every one of `said`.
#[track_caller]
fn says(shots: &[String; 2], said: &[&str]) {
    for text in shots {
        for s in said {
            assert!(text.contains(s), "{s:?} not in:\n{text}");
        }
    }
}

/// A Hoyito II 2x6 record between Ana and Ben, `moves` first-legal actions played.
fn record(moves: usize) -> Record {
    let mut r = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
    let mut game = r.start_game().unwrap();
    for _ in 0..moves {
        let a = game.position().legal_actions()[0];
        game.apply(a).unwrap();
        r.actions.push(a);
    }
    r
}

/// Lets the judge of a finished game run to its end, so that the graph's legend no
/// longer says how far it has come (a snapshot is the same on every run).
fn judged(app: &mut App) {
    run_until(app, "the judge", |app| {
        !app.waiting()
            && app
                .play()
                .is_some_and(|p| p.judge.is_some() && !p.judging())
    });
}

#[test]
fn the_menu() {
    let mut app = menu_app(MenuItem::NewGame);
    let shots = shot("menu", &mut app);
    says(&shots, &["New game", "Replay a game", "Settings", "Quit"]);
    // An interrupted game, offered on the menu.
    let mut app = menu_app(MenuItem::NewGame);
    app.files.autosave.offer = Some(mancala_tui::store::library::summarize(&record(3)));
    let shots = shot("menu-interrupted", &mut app);
    says(
        &shots,
        &[
            "An interrupted game can be resumed:",
            "Hoyito II 2x6, Ana v Ben, 3 moves",
            "r resume it",
        ],
    );
}

#[test]
fn the_new_game_form_for_hoyito_and_tsoro() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Enter);
    let shots = shot("new-game-hoyito", &mut app);
    says(&shots, &["< Hoyito II >", "South's name", "Start the game"]);
    key(&mut app, KeyCode::Right);
    let shots = shot("new-game-tsoro", &mut app);
    says(&shots, &["< Tsoro >", "Bonus picks", "Heads"]);
}

#[test]
fn the_library_to_continue_and_to_replay() {
    // A saved game in the library's folder, its date set.
    let dir = temp::TempDir::new("snapshot-library");
    let file = dir.join("ana.json");
    let r = record(5);
    temp::write_dated(&file, &r.to_json(Some(&r.replay().unwrap())), 1_700_000_000);
    for (selected, name) in [
        (MenuItem::Continue, "library-continue"),
        (MenuItem::Replay, "library-replay"),
    ] {
        let mut app = menu_app(selected);
        app.files.games_dir = Some(dir.to_path_buf());
        key(&mut app, KeyCode::Enter);
        // The folder's line, its name (the test's own temporary folder) replaced.
        let hidden = |mut lines: Vec<String>| {
            let said = "Saved games in ";
            let line = lines
                .iter_mut()
                .find(|l| l.contains(said))
                .unwrap_or_else(|| panic!("no folder's line"));
            let start = line.find(said).unwrap() + said.len();
            line.replace_range(
                start..,
                "[the test's folder] (newest first), then the samples",
            );
            lines.join("\n")
        };
        let small = hidden(render(&mut app, 80, 24));
        insta::assert_snapshot!(format!("{name}-80x24"), small);
        let big = hidden(render(&mut app, 200, 50));
        insta::assert_snapshot!(format!("{name}-200x50"), big);
        says(
            &[small, big],
            &[
                "ana.json",
                "2023-11-14 22:13",
                "unfinished",
                "Hoyito II 2x12",
            ],
        );
    }
}

#[test]
fn the_settings() {
    let mut app = menu_app(MenuItem::NewGame);
    key(&mut app, KeyCode::Char('6'));
    let shots = shot("settings", &mut app);
    says(&shots, &["Language", "South's name", "Key: continue"]);
}

#[test]
fn the_rules_reader() {
    let mut app = rules_reader();
    let shots = shot("rules", &mut app);
    says(&shots, &["HOYITO II", "q back"]);
}

#[test]
fn a_hoyito_game_its_help_and_its_popups() {
    scenes::hoyito_game(
        &ENGLISH,
        &HoyitoGame {
            start: &["Hoyito II 2x6", "Ana (South) to sow", "turn 1"],
            after_a_move: &["1. S a1", "South sowed a1", "Ben (North) to sow"],
            help: &["redo what was undone", "Any key closes this."],
            save: &["Save game", "hoyito-x.json_"],
            unsaved: &["Save before leaving?", "unsaved actions"],
        },
    );
}

#[test]
fn the_load_prompt() {
    let mut app = menu_app(MenuItem::Replay);
    app.files.games_dir = None;
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('o'));
    assert!(matches!(app.popup, Some(Popup::Load { .. })));
    let shots = shot("load", &mut app);
    says(
        &shots,
        &["Record file:", "Enter open, Ctrl-U clear, Esc cancel"],
    );
}

#[test]
fn a_finished_game_its_result_and_the_board_after_it() {
    let mut app = finished_game();
    judged(&mut app);
    assert!(matches!(app.popup, Some(Popup::Result)));
    let shots = shot("result", &mut app);
    says(&shots, &["South wins!", "r rematch   n new game   s save"]);
    key(&mut app, KeyCode::Esc);
    judged(&mut app);
    let shots = shot("game-over", &mut app);
    says(&shots, &["Game over: South wins", "Enter result"]);
}

#[test]
fn a_tsoro_game_at_a_head() {
    let mut app = game(Rules::tsoro(6));
    scenes::at_a_tsoro_head(
        &ENGLISH,
        &mut app,
        &["continue sowing from f1 (3 stones) or stop?", "t stop"],
    );
}

#[test]
fn a_tsoro_game_at_its_bonus_picks() {
    scenes::at_tsoro_bonus_picks(
        &ENGLISH,
        &["take 2 bonus holes across (not heads *)", "Enter take"],
    );
}

#[test]
fn a_lesson() {
    scenes::a_lesson(
        &ENGLISH,
        &[
            "Hoyito II lesson 9 of 22: Do not leave a casa for North",
            "Task:",
        ],
    );
}

#[test]
fn a_puzzle() {
    scenes::a_puzzle(&ENGLISH, &["North to play"]);
}

#[test]
fn the_replay() {
    let mut app = replay_of("hoyito-2x6.json");
    let shots = shot("replay", &mut app);
    says(&shots, &["action 0 of 48", "paused 0.7s/action"]);
}

#[test]
fn the_mistakes_to_retry() {
    scenes::the_mistakes_to_retry(
        &ENGLISH,
        "bad.json",
        &["Ana (South): mistake 1 of 1", "f1??"],
    );
}

#[test]
fn the_too_small_message() {
    // 80x24 holds every board: the message is seen on smaller terminals.
    let mut app = game(Rules::tsoro(21));
    for (w, h) in [(60, 20), (40, 10)] {
        let text = render(&mut app, w, h).join("\n");
        insta::assert_snapshot!(format!("too-small-{w}x{h}"), text);
        assert!(text.contains("Terminal too small"), "{text}");
        assert!(text.contains("needs at least 69x16"), "{text}");
    }
}
