//! The command line: what each subcommand takes. `main.rs` only dispatches.

use clap::{Parser, Subcommand, ValueEnum};

/// Hoyito II and Tsoro, two mancala games, played, replayed and taught in the terminal.
#[derive(Parser, Debug)]
#[command(name = "mancala", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A game name on the command line.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameArg {
    /// Hoyito II, two rows (Dominican Republic)
    #[value(name = "hoyito", alias = "hoyito-ii")]
    Hoyito,
    /// Tsoro, four rows (Shona, Zimbabwe)
    Tsoro,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay a game record through the rules and print the resulting position.
    Check {
        /// The record file, or - for standard input.
        file: String,
        /// Print the position as JSON (one object) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Print the complete rules of a game (both when none is named).
    Rules { game: Option<GameArg> },
}
