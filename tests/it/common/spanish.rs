//! Checks that a screen drawn in Spanish says nothing in English (tests only).
#![allow(dead_code)]

use super::screen::render;
use mancala_tui::tui::app::App;

/// English words a Spanish screen must not show. Record notation and names stay the
/// same in every language (c1, xd3, Esc, Enter, Tab, Ctrl, Tsoro, Hoyito II, misoro),
/// and words Spanish shares with English ("no", "a", "final") are not listed.
pub const ENGLISH: &[&str] = &[
    "the",
    "and",
    "you",
    "your",
    "is",
    "are",
    "of",
    "to",
    "for",
    "with",
    "from",
    "this",
    "move",
    "moves",
    "sow",
    "sows",
    "seed",
    "seeds",
    "stone",
    "stones",
    "hole",
    "holes",
    "south",
    "north",
    "turn",
    "turns",
    "back",
    "quit",
    "save",
    "saved",
    "hint",
    "undo",
    "redo",
    "new",
    "game",
    "games",
    "settings",
    "rules",
    "press",
    "continue",
    "stop",
    "take",
    "takes",
    "head",
    "heads",
    "lap",
    "laps",
    "capture",
    "captured",
    "win",
    "wins",
    "lose",
    "draw",
    "computer",
    "level",
    "lesson",
    "lessons",
    "puzzle",
    "puzzles",
    "replay",
    "mistake",
    "mistakes",
    "blunder",
    "help",
    "open",
    "choose",
    "next",
    "previous",
    "play",
    "player",
    "wait",
    "thinking",
    "yes",
    "cancel",
    "clear",
    "keys",
    "key",
    "menu",
    "learn",
    "solved",
    "again",
    "start",
    "end",
    "page",
    "go",
    // clap's and the manual page's own words, and the system's (issue 38).
    "possible",
    "values",
    "options",
    "usage",
    "commands",
    "arguments",
    "print",
    "name",
    "synopsis",
    "description",
    "version",
    "space",
    "left",
    "device",
    "standard",
    "input",
    "bonus",
    "picks",
];

/// The English words a Spanish screen must not show: [`ENGLISH`] and the program's
/// English terms from the glossary (docs/glossary.md, read once).
pub fn english_terms() -> &'static [String] {
    static TERMS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TERMS.get_or_init(|| {
        let mut terms: Vec<String> = ENGLISH.iter().map(|w| w.to_string()).collect();
        for term in crate::glossary::glossary().english {
            if !terms.contains(&term) {
                terms.push(term);
            }
        }
        terms
    })
}

/// The English words found in `lines` (whole words, any case), each once, in order.
pub fn english_words(lines: &[String]) -> Vec<String> {
    let terms = english_terms();
    let mut found = Vec::new();
    for line in lines {
        for word in line.split(|c: char| !c.is_alphabetic()) {
            let lower = word.to_lowercase();
            if terms.contains(&lower) && !found.contains(&lower) {
                found.push(lower);
            }
        }
    }
    found
}

/// The text inside a popup's border, line by line: what a popup says, without the
/// screen around it, whose words its edge cuts ("Le to|ca").
pub fn inside_border(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| {
            let (start, end) = (l.find('│')?, l.rfind('│')?);
            (end > start).then(|| l[start + '│'.len_utf8()..end].to_string())
        })
        .collect()
}

/// Panics naming the English words of a screen drawn in Spanish, with the screen.
pub fn assert_spanish(what: &str, lines: &[String]) {
    let found = english_words(lines);
    assert!(
        found.is_empty(),
        "{what} in Spanish still says {found:?}:\n{}",
        lines.join("\n")
    );
}

/// The screen at 80x24 in Spanish: checked for English words, snapshotted as `name`
/// (`it__common__spanish__NAME.snap`) and returned as text.
pub fn shot(app: &mut App, name: &str) -> String {
    let lines = render(app, 80, 24);
    assert_spanish(name, &lines);
    let text = lines.join("\n");
    insta::assert_snapshot!(name, text);
    text
}

/// A popup's screen: snapshotted whole, and checked for English inside its border
/// (the screen around it shows words cut by the popup's edge, "Le to|ca").
pub fn shot_popup(app: &mut App, name: &str) -> String {
    let lines = render(app, 80, 24);
    let inside = inside_border(&lines);
    assert!(!inside.is_empty(), "{name}: a popup is drawn");
    assert_spanish(name, &inside);
    let text = lines.join("\n");
    insta::assert_snapshot!(name, text);
    text
}

#[test]
fn the_check_finds_english_and_passes_spanish() {
    let lines = |s: &[&str]| s.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert_eq!(
        english_words(&lines(&["Sur siembra c1 · q back", "Press Enter to sow"])),
        ["back", "press", "to", "sow"]
    );
    assert!(
        english_words(&lines(&[
            "El Sur siembra c1: 3 semillas. Enter elegir · Esc volver"
        ]))
        .is_empty()
    );
}
