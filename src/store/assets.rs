//! Texts and data built into the binary from `assets/`.

use crate::words::i18n::Lang;
use mancala_rules::GameKind;

/// A game's complete rules in a language, as `mancala rules` prints them and the rules
/// screen shows them: one file per game and language (`assets/rules/` and
/// `assets/rules/es/`), checked by the same lesson tests in both.
pub fn rules_text(kind: GameKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (GameKind::HoyitoII, Lang::En) => include_str!("../../assets/rules/hoyito-ii.md"),
        (GameKind::Tsoro, Lang::En) => include_str!("../../assets/rules/tsoro.md"),
        (GameKind::HoyitoII, Lang::Es) => include_str!("../../assets/rules/es/hoyito-ii.md"),
        (GameKind::Tsoro, Lang::Es) => include_str!("../../assets/rules/es/tsoro.md"),
    }
}

/// The sample games, by file name, offered beside the saved games in the library.
pub const SAMPLE_GAMES: [(&str, &str); 3] = [
    (
        "hoyito-2x6.json",
        include_str!("../../assets/games/hoyito-2x6.json"),
    ),
    (
        "hoyito-2x12.json",
        include_str!("../../assets/games/hoyito-2x12.json"),
    ),
    (
        "tsoro-4x21.json",
        include_str!("../../assets/games/tsoro-4x21.json"),
    ),
];
