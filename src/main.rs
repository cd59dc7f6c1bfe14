//! The `mancala` binary: parses the command line and hands over to the library.

use clap::Parser;
use mancala_tui::cli::{Cli, Command, GameArg};
use mancala_tui::{assets, position, record};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Check { file, json }) => match record::load_file(&file) {
            Ok((record, game)) => {
                if json {
                    println!("{}", position::to_json(&game));
                } else {
                    print!("{}", position::board_text(&game, &record.players));
                }
                ExitCode::SUCCESS
            }
            Err(message) => fail(&message),
        },
        Some(Command::Rules { game }) => {
            match game {
                Some(GameArg::Hoyito) => print!("{}", assets::HOYITO_RULES),
                Some(GameArg::Tsoro) => print!("{}", assets::TSORO_RULES),
                None => print!("{}\n{}", assets::HOYITO_RULES, assets::TSORO_RULES),
            }
            ExitCode::SUCCESS
        }
        None => {
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
    }
}

/// One clear line on stderr and exit status 1.
fn fail(message: &str) -> ExitCode {
    eprintln!("mancala: {message}");
    ExitCode::FAILURE
}
