//! The `mancala` binary: parses the command line and hands over to the library.

use clap::Parser;
use mancala_tui::cli::{Cli, Command, GameArg};
use mancala_tui::rules::{Game, GameKind, Rules};
use mancala_tui::tui::theme::Theme;
use mancala_tui::{advice, assets, position, record, tui};
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
        Some(Command::Hint {
            file,
            level,
            millis,
            nodes,
            json,
        }) => match advice::hint_command(&file, level, millis, nodes, json) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(message) => fail(&message),
        },
        Some(Command::Analyse {
            file,
            millis,
            nodes,
        }) => match advice::analyse_command(&file, millis, nodes) {
            Ok(text) => {
                print!("{text}");
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
        Some(Command::Play {
            game,
            holes,
            bonus_picks,
            heads,
            south,
            north,
            load,
        }) => {
            let (record, path) = match load {
                Some(path) => match record::load_file(&path) {
                    Ok((record, _)) => (record, Some(std::path::PathBuf::from(path))),
                    Err(message) => return fail(&message),
                },
                None => {
                    let rules = match game {
                        Some(GameArg::Tsoro) => Rules::tsoro(holes.unwrap_or(21))
                            .with_bonus_picks(bonus_picks.unwrap_or(2))
                            .with_heads(heads.unwrap_or(2)),
                        _ => {
                            if bonus_picks.is_some() || heads.is_some() {
                                return fail("--bonus-picks and --heads belong to Tsoro only");
                            }
                            Rules::hoyito(holes.unwrap_or(6))
                        }
                    };
                    if let Err(e) = Game::new(rules) {
                        return fail(
                            &e.to_string()
                                .replace("rules.holes_per_row", "--holes")
                                .replace("rules.bonus_picks", "--bonus-picks")
                                .replace("rules.heads", "--heads"),
                        );
                    }
                    let names = [
                        south.unwrap_or_else(|| "South".into()),
                        north.unwrap_or_else(|| "North".into()),
                    ];
                    (record::Record::new(rules, names), None)
                }
            };
            let mut app = tui::app::App::new(
                tui::app::Screen::Menu { selected: 0 },
                theme(cli.ascii),
                !cli.no_animation,
                tui::timestamp(),
            );
            if let Err(e) = app.start_play(record, !cli.no_animation, path) {
                return fail(&e);
            }
            run(app)
        }
        Some(Command::Learn { game, lesson }) => {
            let kind = match game {
                Some(GameArg::Tsoro) => GameKind::Tsoro,
                _ => GameKind::HoyitoII,
            };
            let count = mancala_tui::lessons::lessons(kind).len();
            let number = lesson.unwrap_or(1);
            if !(1..=count).contains(&number) {
                return fail(&format!(
                    "--lesson must be 1 to {count} for {}",
                    kind.title()
                ));
            }
            let mut app = tui::app::App::new(
                tui::app::Screen::Menu { selected: 3 },
                theme(cli.ascii),
                !cli.no_animation,
                tui::timestamp(),
            );
            if let Err(e) = app.start_learn(kind, number - 1) {
                return fail(&e);
            }
            run(app)
        }
        Some(Command::Replay { file }) => {
            let record = match record::load_file(&file) {
                Ok((record, _)) => record,
                Err(message) => return fail(&message),
            };
            let mut app = tui::app::App::new(
                tui::app::Screen::Menu { selected: 2 },
                theme(cli.ascii),
                !cli.no_animation,
                tui::timestamp(),
            );
            if let Err(e) = app.start_replay(record, file) {
                return fail(&e);
            }
            run(app)
        }
        None => {
            let app = tui::app::App::new(
                tui::app::Screen::Menu { selected: 0 },
                theme(cli.ascii),
                !cli.no_animation,
                tui::timestamp(),
            );
            run(app)
        }
    }
}

fn theme(ascii: bool) -> Theme {
    Theme::from_env(ascii)
}

/// Run the terminal app; a terminal error is reported after the terminal is restored.
fn run(app: tui::app::App) -> ExitCode {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return fail("this command needs a terminal (try `mancala check FILE` for a record)");
    }
    match tui::run(app) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&format!("terminal error: {e}")),
    }
}

/// One clear line on stderr and exit status 1.
fn fail(message: &str) -> ExitCode {
    eprintln!("mancala: {message}");
    ExitCode::FAILURE
}
