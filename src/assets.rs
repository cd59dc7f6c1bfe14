//! Texts and data built into the binary from `assets/`.

/// The rules of Hoyito II, as `mancala rules hoyito` prints them.
pub const HOYITO_RULES: &str = include_str!("../assets/rules/hoyito-ii.md");
/// The rules of Tsoro, as `mancala rules tsoro` prints them.
pub const TSORO_RULES: &str = include_str!("../assets/rules/tsoro.md");
