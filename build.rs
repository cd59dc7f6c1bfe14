//! Lists the word catalogues for `words::i18n`: one file per part of the program in
//! `assets/i18n/en/` (and its Spanish twin in `assets/i18n/es/`), found here rather
//! than kept in a list by hand, so that a new screen's words are built in by being
//! written.

use std::path::Path;

fn main() {
    let dir = Path::new("assets/i18n/en");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut parts: Vec<String> = std::fs::read_dir(dir)
        .expect("assets/i18n/en")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    parts.sort();
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let file = |lang: &str, part: &str| format!("{root}/assets/i18n/{lang}/{part}.ftl");
    let listed: Vec<String> = parts
        .iter()
        .map(|part| {
            let (en, es) = (file("en", part), file("es", part));
            format!("({part:?}, include_str!({en:?}), include_str!({es:?}))")
        })
        .collect();
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogues.rs");
    let text = format!("&[{}]\n", listed.join(",\n"));
    std::fs::write(out, text).expect("the list of catalogues");
}
