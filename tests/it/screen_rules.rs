//! The rules reader.

use crate::common::screen;

use mancala_tui::tui::app::Screen;
use mancala_tui::tui::screens::menu::MenuItem;
use ratatui::crossterm::event::KeyCode;
use screen::*;

#[test]
fn the_rules_reader_wraps_paragraphs_at_the_screen_and_jumps_to_the_end_and_sections() {
    let mut app = rules_reader();
    let lines = render(&mut app, 80, 24);
    // The source's "... family of two-row" / "mancala games" line break is gone.
    let text = lines.join("\n");
    assert!(text.contains("family of two-row mancala"), "{text}");
    key(&mut app, KeyCode::Tab);
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("TSORO"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Char('G'));
    let text = render(&mut app, 80, 24).join("\n");
    assert!(text.contains("To learn by playing"), "{text}");
    key(&mut app, KeyCode::Char('g'));
    let lines = render(&mut app, 80, 24);
    assert!(lines[1].contains("HOYITO II"), "{}", lines.join("\n"));
    key(&mut app, KeyCode::Esc);
    assert!(on_menu(&app));
}

#[test]
fn the_rules_readers_key_line_is_whole_at_80_columns() {
    let mut app = menu_app(MenuItem::Learn);
    app.screen = Screen::Rules(Default::default());
    let lines = render(&mut app, 80, 24);
    let bottom = lines.iter().rev().find(|l| l.contains("help")).unwrap();
    assert!(bottom.contains("q back"), "{bottom}");
}

/// The reader shows the rules `mancala rules` prints: Hoyito's match play in rounds
/// too, before Tsoro's section.
#[test]
fn the_rules_reader_shows_match_play_in_rounds_before_tsoro() {
    let mut app = rules_reader();
    let mut seen = String::new();
    for _ in 0..40 {
        // The text inside the reader's borders.
        let page: Vec<String> = render(&mut app, 80, 24)
            .iter()
            .map(|l| l.trim_matches(|c: char| c == '│' || c == ' ').to_string())
            .collect();
        let page = page.join("\n");
        seen.push_str(&page);
        seen.push('\n');
        if page.contains("TSORO") {
            break;
        }
        key(&mut app, KeyCode::PageDown);
    }
    let flat = seen.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "A MATCH IN ROUNDS",
        "4 seeds a hole",
        "closed for the round: it is not on the circuit",
        "from round 3 on, to the winner of the round before",
    ] {
        assert!(flat.contains(said), "{said} not in the reader: {seen}");
    }
    assert!(flat.find("A MATCH IN ROUNDS") < flat.find("TSORO"));
}
