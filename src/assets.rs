//! Texts and data built into the binary from `assets/`.

/// The rules of Hoyito II, as `mancala rules hoyito` prints them.
pub const HOYITO_RULES: &str = include_str!("../assets/rules/hoyito-ii.md");
/// The rules of Tsoro, as `mancala rules tsoro` prints them.
pub const TSORO_RULES: &str = include_str!("../assets/rules/tsoro.md");

/// The sample games, by file name, offered beside the saved games in the library.
pub const SAMPLE_GAMES: [(&str, &str); 3] = [
    (
        "hoyito-2x6.json",
        include_str!("../assets/games/hoyito-2x6.json"),
    ),
    (
        "hoyito-2x12.json",
        include_str!("../assets/games/hoyito-2x12.json"),
    ),
    (
        "tsoro-4x21.json",
        include_str!("../assets/games/tsoro-4x21.json"),
    ),
];
