//! Comments in the replay (issue 20 part 6): a person types, edits and deletes the
//! comment on the action shown, sees it under the log and marked in the move list,
//! saves the record with its comments (asking before replacing a file), and is asked
//! before leaving with comments not saved. Comments read from a file are shown
//! escaped and cut like any text from a file.

use crate::common::screen;
use crate::common::temp;

use mancala_tui::store::record::{COMMENT_CHARS, Record};
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::popups::Popup;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::{ctrl, key, menu_app, render, replay, typed};
use std::path::Path;

const SHORT: &str = r#"{ "format": "mancala-record", "version": 1,
  "rules": { "game": "hoyito-ii", "holes_per_row": 6 },
  "players": { "south": "Ana", "north": "Ben" },
  "actions": ["b1", "a2", "c1"],
  "marks": { "budget": { "nodes": 99 }, "actions": [] } }"#;

/// The replay of `text`, as if read from `path` (the file is written first).
fn replay_file(path: &Path, text: &str) -> App {
    std::fs::write(path, text).unwrap();
    let record = mancala_tui::store::record::read_file(&path.to_string_lossy()).unwrap();
    let mut app = menu_app(MenuItem::Replay);
    let name = path.to_string_lossy().into_owned();
    app.start_replay_from(record, name, Some(path.to_path_buf()))
        .unwrap();
    app
}

fn shown(app: &mut App) -> String {
    render(app, 80, 24).join("\n")
}

/// The move list's lines (right of the log's border).
fn move_list(app: &mut App) -> String {
    render(app, 80, 24)
        .iter()
        .filter_map(|l| l.split_once('│').map(|(_, right)| right.to_string()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `?` help of the replay, opened and closed again.
fn help_of(app: &mut App) -> String {
    key(app, KeyCode::Char('?'));
    let help = mancala_tui::tui::ui::help::help_text(app).join("\n");
    key(app, KeyCode::Esc);
    help
}

/// Type `text` as the comment on the action shown: c, clear, the text, Enter.
fn comment(app: &mut App, text: &str) {
    key(app, KeyCode::Char('c'));
    assert!(
        matches!(app.popup, Some(Popup::Comment { .. })),
        "c opens the comment prompt:\n{}",
        shown(app)
    );
    ctrl(app, 'u');
    typed(app, text);
    key(app, KeyCode::Enter);
}

#[test]
fn a_comment_is_typed_shown_marked_edited_and_deleted_and_esc_changes_nothing() {
    let mut app = screen::replay_of("hoyito-2x6.json");
    // At the start no action is shown: c says so, and opens nothing.
    key(&mut app, KeyCode::Char('c'));
    assert!(app.popup.is_none());
    assert!(
        shown(&mut app).contains("The start has no action to comment"),
        "{}",
        shown(&mut app)
    );
    // The key line (where it has room) and the help name the key.
    let wide = render(&mut app, 100, 30).join("\n");
    assert!(wide.contains("c comment"), "{wide}");
    let help = help_of(&mut app);
    assert!(
        help.contains("c       comment on the action shown (* in the move list)"),
        "{help}"
    );
    // Nothing to save yet: the help leaves s out (it names it once there is).
    assert!(!help.contains("save the record"), "{help}");

    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('c'));
    let prompt = shown(&mut app);
    assert!(prompt.contains("Comment on action 2, a2"), "{prompt}");
    assert!(
        prompt.contains("Enter keep, Ctrl-U clear, Esc cancel"),
        "{prompt}"
    );
    typed(&mut app, "North gives the casa away");
    assert!(shown(&mut app).contains("North gives the casa away_"));
    key(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none());
    assert_eq!(replay(&app).comment(1), Some("North gives the casa away"));
    let screen = shown(&mut app);
    assert!(
        screen.contains("Comment: North gives the casa away"),
        "{screen}"
    );
    assert!(
        screen.contains("Comment kept on action 2; s saves it"),
        "{screen}"
    );
    // Unsaved: the key line and the help name the save key.
    assert!(screen.contains("s save"), "{screen}");
    let help = help_of(&mut app);
    assert!(
        help.contains("s       save the record with its comments"),
        "{help}"
    );
    let list = move_list(&mut app);
    assert!(list.contains("2. N a2*"), "{list}");
    assert!(!list.contains("1. S b1*"), "{list}");
    // Another action shows its own (none).
    key(&mut app, KeyCode::Right);
    assert!(!shown(&mut app).contains("Comment:"));
    key(&mut app, KeyCode::Left);

    // Editing starts from the comment there.
    key(&mut app, KeyCode::Char('c'));
    for _ in 0.." away".len() {
        key(&mut app, KeyCode::Backspace);
    }
    typed(&mut app, " up");
    key(&mut app, KeyCode::Enter);
    assert_eq!(replay(&app).comment(1), Some("North gives the casa up"));

    // Esc leaves it as it was, whatever was typed.
    key(&mut app, KeyCode::Char('c'));
    typed(&mut app, " and more");
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    assert_eq!(replay(&app).comment(1), Some("North gives the casa up"));
    assert!(shown(&mut app).contains("Comment: North gives the casa up"));

    // An empty text removes it; so do spaces alone.
    comment(&mut app, "");
    assert_eq!(replay(&app).comment(1), None);
    let screen = shown(&mut app);
    assert!(
        screen.contains("Comment removed from action 2."),
        "{screen}"
    );
    assert!(!screen.contains("Comment:"), "{screen}");
    assert!(!move_list(&mut app).contains('*'));
    comment(&mut app, "back");
    comment(&mut app, "   ");
    assert_eq!(replay(&app).comment(1), None);
    // Nothing left to save: leaving does not ask.
    assert!(!replay(&app).dirty());
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.screen, Screen::Menu { .. }));
}

#[test]
fn a_comment_past_the_limit_is_refused_with_the_reason_and_nothing_is_lost() {
    let mut app = screen::replay_of("hoyito-2x6.json");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('c'));
    let long = "x".repeat(COMMENT_CHARS + 3);
    typed(&mut app, &long);
    key(&mut app, KeyCode::Enter);
    let screen = render(&mut app, 100, 30).join("\n");
    assert!(
        matches!(&app.popup, Some(Popup::Comment { input, .. }) if *input == long),
        "the prompt stays with the text typed"
    );
    assert!(
        screen.contains(&format!(
            "This comment has {} characters;",
            COMMENT_CHARS + 3
        )),
        "{screen}"
    );
    assert!(screen.contains("a comment holds at most"), "{screen}");
    assert!(
        screen.contains(&format!("{COMMENT_CHARS}. Shorten it, then press Enter.")),
        "{screen}"
    );
    assert_eq!(replay(&app).comment(0), None);
    // The prompt shows the end of the text, where it is typed, and fits the screen.
    assert!(screen.contains("…xxxx"), "{screen}");
    assert!(screen.contains(&format!(
        "{} of {COMMENT_CHARS} characters",
        COMMENT_CHARS + 3
    )));
    // Shortened to the limit, it is kept.
    for _ in 0..3 {
        key(&mut app, KeyCode::Backspace);
    }
    key(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none());
    assert_eq!(replay(&app).comment(0).map(str::len), Some(COMMENT_CHARS));
    // Shown on one line of the log, cut to its width.
    let lines = render(&mut app, 80, 24);
    let line = lines
        .iter()
        .find(|l| l.contains("Comment: xxx"))
        .unwrap_or_else(|| panic!("{}", lines.join("\n")));
    assert!(line.contains("x…"), "{line}");
}

#[test]
fn comments_are_saved_in_the_record_file_after_asking_to_replace_it_marks_kept() {
    let dir = temp::TempDir::new("replay-comments-save");
    let file = dir.join("game.json");
    let mut app = replay_file(&file, SHORT);
    key(&mut app, KeyCode::Char('G'));
    comment(&mut app, "the last action, \"quoted\"");
    key(&mut app, KeyCode::Char('s'));
    match &app.popup {
        Some(Popup::Save { input, .. }) => assert_eq!(input, &file.display().to_string()),
        _ => panic!("s opens the save prompt"),
    }
    // The file read is replaced only once the person says so.
    key(&mut app, KeyCode::Enter);
    assert!(
        matches!(
            app.popup,
            Some(Popup::Save {
                overwrite: true,
                ..
            })
        ),
        "asks before replacing"
    );
    let seen = render(&mut app, 80, 24).join("\n");
    // Wrapped inside the popup, the answers too.
    assert!(
        seen.contains(" exists.") && seen.contains("y yes, n no"),
        "{seen}"
    );
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), SHORT, "unchanged");
    assert!(replay(&app).dirty());
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('y'));
    assert!(app.popup.is_none());
    assert!(!replay(&app).dirty());
    let screen = shown(&mut app);
    assert!(screen.contains("Saved to"), "{screen}");
    let back = mancala_tui::store::record::read_file(&file.to_string_lossy()).unwrap();
    assert_eq!(back.comments.len(), 1);
    assert_eq!(back.comments[&2], "the last action, \"quoted\"");
    assert_eq!(back.actions, Record::parse(SHORT).unwrap().actions);
    assert_eq!(
        back.marks,
        Record::parse(SHORT).unwrap().marks,
        "marks kept"
    );
    // Written by this replay: saving again does not ask.
    key(&mut app, KeyCode::Char('G'));
    comment(&mut app, "changed");
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none());
    let back = mancala_tui::store::record::read_file(&file.to_string_lossy()).unwrap();
    assert_eq!(back.comments[&2], "changed");
    // Opened again, the comment is there and marked.
    let mut again = replay_file(
        &dir.join("copy.json"),
        &std::fs::read_to_string(&file).unwrap(),
    );
    key(&mut again, KeyCode::Char('G'));
    assert!(shown(&mut again).contains("Comment: changed"));
    assert!(move_list(&mut again).contains("c1*"));
    // Nothing else is left in the folder (no temporary file of the atomic write).
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["copy.json", "game.json"]);
}

#[test]
fn a_sample_saves_its_comments_under_a_new_name() {
    let dir = temp::TempDir::new("replay-comments-sample");
    let mut app = screen::replay_of("hoyito-2x6.json");
    app.files.games_dir = Some(dir.to_path_buf());
    key(&mut app, KeyCode::Right);
    comment(&mut app, "b1 first");
    key(&mut app, KeyCode::Char('s'));
    let Some(Popup::Save { input, .. }) = &app.popup else {
        panic!("s opens the save prompt")
    };
    assert_eq!(input, "hoyito-x.json");
    key(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none(), "a new file: no question");
    let saved = dir.join("hoyito-x.json");
    let back = mancala_tui::store::record::read_file(&saved.to_string_lossy()).unwrap();
    assert_eq!(back.comments[&0], "b1 first");
    assert_eq!(back.actions, replay(&app).actions());
}

#[test]
fn leaving_or_quitting_with_unsaved_comments_asks_first() {
    let mut app = screen::replay_of("hoyito-2x6.json");
    key(&mut app, KeyCode::Right);
    comment(&mut app, "a remark");
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(
        app.popup,
        Some(Popup::Unsaved { comments: true, .. })
    ));
    let screen = shown(&mut app);
    assert!(screen.contains("Unsaved comments"), "{screen}");
    assert!(
        screen.contains("This replay has comments not saved in its record. Save")
            && screen.contains("before leaving?"),
        "{screen}"
    );
    assert!(
        screen.contains("s save   d don't save   Esc go back"),
        "{screen}"
    );
    // Esc: back to the replay, the comment still there.
    key(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    assert_eq!(replay(&app).comment(0), Some("a remark"));
    // Ctrl-C asks too.
    ctrl(&mut app, 'c');
    assert!(!app.quit);
    assert!(shown(&mut app).contains("before quitting?"));
    key(&mut app, KeyCode::Esc);
    // y opens the save prompt; Esc there comes back.
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('y'));
    assert!(matches!(app.popup, Some(Popup::Save { .. })));
    key(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Replay(_)));
    // d leaves without saving.
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('d'));
    assert!(matches!(
        app.screen,
        Screen::Menu {
            selected: MenuItem::Replay
        }
    ));
}

#[test]
fn quitting_a_game_played_on_from_a_replay_asks_for_the_replays_comments() {
    let mut app = screen::replay_of("hoyito-2x6.json");
    key(&mut app, KeyCode::Right);
    comment(&mut app, "played on from here");
    key(&mut app, KeyCode::Char('p'));
    assert!(app.play().is_some());
    ctrl(&mut app, 'c');
    // The game played on has no action of its own: it leaves at once, and the replay
    // asks for its comments.
    assert!(!app.quit);
    assert!(matches!(app.screen, Screen::Replay(_)));
    assert!(matches!(
        app.popup,
        Some(Popup::Unsaved { comments: true, .. })
    ));
    key(&mut app, KeyCode::Char('d'));
    assert!(app.quit);
}

#[test]
fn a_comment_from_a_file_with_controls_and_wide_characters_is_shown_escaped_and_cut() {
    let dir = temp::TempDir::new("replay-comments-hostile");
    let file = dir.join("hostile.json");
    let text = format!(
        "\u{1b}]0;PWNED\u{7}\u{1b}[2J line\nbreak \u{202e}drawkcab {}",
        "囲碁".repeat(60)
    );
    let mut record = Record::parse(SHORT).unwrap();
    record.comments.insert(0, text.clone());
    let json = record.to_json(None);
    let mut app = replay_file(&file, &json);
    key(&mut app, KeyCode::Right);
    let lines = render(&mut app, 200, 50);
    let line = lines
        .iter()
        .find(|l| l.contains("Comment: "))
        .unwrap_or_else(|| panic!("{}", lines.join("\n")));
    assert!(
        line.contains(r"Comment: \u{1b}]0;PWNED\u{7}\u{1b}[2J line\nbreak \u{202e}drawkcab 囲碁"),
        "{line}"
    );
    assert!(line.contains('…'), "cut: {line}");
    for (w, h) in [(200, 50), (80, 24)] {
        let lines = render(&mut app, w, h);
        assert!(
            lines.iter().all(|l| mancala_tui::words::text::is_clean(l)),
            "nothing unescaped reaches the screen"
        );
        assert!(
            lines
                .iter()
                .all(|l| mancala_tui::words::text::width(l) <= w as usize)
        );
        assert!(lines.iter().any(|l| l.contains(r"Comment: \u{1b}]0;PWNED")));
    }
    assert!(move_list(&mut app).contains("b1*") || move_list(&mut app).contains("c1*"));
    // The prompt shows it escaped too, and keeps it as it is when Esc cancels.
    key(&mut app, KeyCode::Char('c'));
    let screen = render(&mut app, 80, 24);
    assert!(screen.iter().all(|l| mancala_tui::words::text::is_clean(l)));
    assert!(
        screen
            .iter()
            .all(|l| mancala_tui::words::text::width(l) <= 80)
    );
    key(&mut app, KeyCode::Esc);
    assert_eq!(replay(&app).comment(0), Some(text.as_str()));
    assert!(!replay(&app).dirty());
}

#[test]
fn a_record_that_stops_early_takes_no_comment_nor_save_and_says_why() {
    let dir = temp::TempDir::new("replay-comments-stops");
    let file = dir.join("stops.json");
    // d1 is refused: after a2's casa North plays again.
    let text = SHORT.replace(r#"["b1", "a2", "c1"]"#, r#"["c1", "a2", "d1"]"#);
    let mut app = replay_file(&file, &text);
    key(&mut app, KeyCode::Char('G'));
    key(&mut app, KeyCode::Char('c'));
    assert!(app.popup.is_none());
    let why = "This record stops at an action the rules refuse: saving would lose the rest.";
    assert!(shown(&mut app).contains(why), "{}", shown(&mut app));
    key(&mut app, KeyCode::Char('s'));
    assert!(app.popup.is_none());
    assert!(shown(&mut app).contains(why));
    // The file is as it was, and leaving does not ask.
    key(&mut app, KeyCode::Char('q'));
    assert!(matches!(app.screen, Screen::Menu { .. }));
    assert!(std::fs::read_to_string(&file).unwrap().contains(r#""d1""#));
}
