//! The Spanish glossary (docs/glossary.md) held to: no Spanish catalogue, lesson or
//! rules file uses a word the glossary forbids (*coger*, *tomas de premio*), nor an
//! English term of the program (the glossary's English column), issue 38.

use std::path::{Path, PathBuf};

/// The glossary as the test reads it.
pub struct Glossary {
    /// The ideas' rows (English, Spanish, forbidden), one a row of its tables.
    pub rows: Vec<[String; 3]>,
    /// Words and phrases a Spanish text must not use, lower case; a word ending in `*`
    /// is the start of a word.
    pub forbidden: Vec<String>,
    /// The program's English terms, lower case, one word each.
    pub english: Vec<String>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// docs/glossary.md read: its tables' rows, the words of their *No usar* column, and
/// the words of their English column less those the page says are the same in both
/// languages.
pub fn glossary() -> Glossary {
    let text = std::fs::read_to_string(root().join("docs/glossary.md")).unwrap();
    let mut rows = Vec::new();
    for line in text.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
        if !line.starts_with('|') || cells.len() < 4 {
            continue;
        }
        let cell = |i: usize| cells[i].trim().replace("\\*", "*");
        if cell(0) == "English" || cell(0).starts_with("---") {
            continue;
        }
        rows.push([cell(0), cell(1), cell(2)]);
    }
    let same = text
        .split("## Lo que se escribe igual en los dos idiomas")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").find(|p| p.trim_start().starts_with('`')))
        .expect("the glossary lists the words the same in both languages");
    let same: Vec<String> = same
        .split(',')
        .map(|w| w.trim().trim_matches('`').to_lowercase())
        .collect();
    let forbidden = rows
        .iter()
        .flat_map(|[_, _, no]| no.split(','))
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    let mut english: Vec<String> = Vec::new();
    for [en, _, _] in &rows {
        // "continue (at a head)": the words before the note.
        let en = en.split('(').next().unwrap_or(en);
        for word in words(en) {
            if word.chars().count() > 2 && !same.contains(&word) && !english.contains(&word) {
                english.push(word);
            }
        }
    }
    Glossary {
        rows,
        forbidden,
        english,
    }
}

/// The words of `text`, lower case.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// `text` without what Spanish quotes as it is: `code`, "a file's values", an option
/// (--holes), a placeable ({ $player }, {key:continue}) and words in capitals (LANG,
/// JSON, NOMBRE).
fn spanish_only(text: &str) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    let mut depth = 0;
    for c in text.chars() {
        if depth > 0 {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            continue;
        }
        if let Some(open) = quote {
            if c == open {
                quote = None;
            }
            continue;
        }
        match c {
            '{' => depth = 1,
            '`' | '"' => quote = Some(c),
            c => {
                out.push(c);
                continue;
            }
        }
        out.push(' ');
    }
    out.split_whitespace()
        .filter(|w| !w.starts_with("--"))
        .filter(|w| {
            let letters: String = w.chars().filter(|c| c.is_alphabetic()).collect();
            letters.chars().count() < 2 || letters.chars().any(char::is_lowercase)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What is wrong with one Spanish `text`: each forbidden word or English term it uses.
pub fn faults(glossary: &Glossary, text: &str) -> Vec<String> {
    let text = spanish_only(text);
    let said = words(&text);
    let joined = format!(" {} ", said.join(" "));
    let mut found = Vec::new();
    for no in &glossary.forbidden {
        let hit = match no.strip_suffix('*') {
            Some(start) => said.iter().any(|w| w.starts_with(start)),
            None => joined.contains(&format!(" {} ", words(no).join(" "))),
        };
        if hit {
            found.push(format!("forbidden {no:?}"));
        }
    }
    for word in &said {
        if glossary.english.contains(word) && !found.contains(&format!("English {word:?}")) {
            found.push(format!("English {word:?}"));
        }
    }
    found
}

/// The texts of a Fluent catalogue, one a message or variant line: its values, without
/// ids, comments or selectors.
fn catalogue_texts(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    let mut id = String::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let value = if !line.starts_with(' ') {
            let Some((name, value)) = line.split_once('=') else {
                continue;
            };
            id = name.trim().to_string();
            value
        } else {
            let line = line.trim();
            if let Some((_, value)) = line.split_once('=').filter(|_| line.starts_with('.')) {
                value
            } else if line.starts_with('[') || line.starts_with("*[") {
                line.split_once(']').map_or("", |(_, v)| v)
            } else {
                line
            }
        };
        out.push((id.clone(), value.to_string()));
    }
    out
}

/// Every string of a Spanish lesson (its title, text, task, what it says done and
/// wrong).
fn lesson_texts(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(list) => list.iter().for_each(|v| lesson_texts(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| lesson_texts(v, out)),
        _ => {}
    }
}

fn files(folder: &str, ext: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(folder))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no {ext} files in {folder}");
    paths
}

#[test]
fn the_glossary_names_the_ideas_and_what_not_to_say() {
    let g = glossary();
    assert!(g.rows.len() >= 60, "{} ideas", g.rows.len());
    for no in [
        "cog*",
        "tomas de premio",
        "turno de más",
        "comienzo parejo",
        "cuentas",
    ] {
        assert!(g.forbidden.iter().any(|f| f == no), "{no} is not forbidden");
    }
    for en in [
        "capture", "hole", "seed", "computer", "replay", "settings", "bonus",
    ] {
        assert!(g.english.iter().any(|e| e == en), "{en} is no English term");
    }
    // Words the same in both languages, and notation, are no English.
    for same in ["casa", "stop", "continue", "enter"] {
        assert!(!g.english.iter().any(|e| e == same), "{same}");
    }
}

#[test]
fn the_check_finds_what_the_glossary_forbids_and_passes_good_spanish() {
    let g = glossary();
    assert_eq!(
        faults(&g, "Si haces casa te coges sus 4 semillas."),
        ["forbidden \"cog*\""]
    );
    assert_eq!(
        faults(&g, "Con las tomas de premio, press Enter."),
        ["forbidden \"tomas de premio\"", "English \"press\""]
    );
    assert_eq!(
        faults(
            &g,
            "Le toca al Sur: capturas sus 4 semillas y escoges otra vez."
        ),
        Vec::<String>::new()
    );
    // Quoted values, code, options and placeables are no words of the text.
    assert!(
        faults(
            &g,
            "\"south\" o `mancala learn` con --holes, { $player } ({ key:continue }), LANG"
        )
        .is_empty()
    );
}

#[test]
fn every_spanish_catalogue_lesson_and_rules_file_keeps_to_the_glossary() {
    let g = glossary();
    let mut faulty = Vec::new();
    for path in files("assets/i18n/es", "ftl") {
        for (id, text) in catalogue_texts(&path) {
            for fault in faults(&g, &text) {
                faulty.push(format!("{}: {id}: {fault}: {text}", path.display()));
            }
        }
    }
    for path in files("assets/lessons/es", "json") {
        let lesson: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut texts = Vec::new();
        lesson_texts(&lesson, &mut texts);
        for text in texts {
            for fault in faults(&g, &text) {
                faulty.push(format!("{}: {fault}: {text}", path.display()));
            }
        }
    }
    for path in files("assets/rules/es", "md") {
        for (n, line) in std::fs::read_to_string(&path).unwrap().lines().enumerate() {
            for fault in faults(&g, line) {
                faulty.push(format!("{}:{}: {fault}: {line}", path.display(), n + 1));
            }
        }
    }
    assert!(faulty.is_empty(), "{}", faulty.join("\n"));
}
