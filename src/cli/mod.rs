//! The command line: [`args`] says what each subcommand takes (clap), [`errors`] puts
//! clap's errors in Spanish, and [`run`] carries out what was asked, one file a command.

pub mod args;
pub mod errors;

mod analyse;
mod check;
mod hint;
mod learn;
mod network;
mod output;
mod play;
mod replay;
mod rules;
mod tables;

use crate::engine::tables::Tables;
use crate::tui::screens::menu::MenuItem;
use crate::words::i18n;
use args::{Cli, Command};
use output::{emit, run_tui, usage_mistake};
use std::ffi::OsString;
use std::process::ExitCode;

/// Runs the program for these arguments (the program's name first, as
/// `std::env::args_os` gives them) and says how it ended.
pub fn run(args: Vec<OsString>) -> ExitCode {
    // The language first, so that the help is in it.
    i18n::set(language(args::lang_in_args(&args)));
    let parsed = args::command()
        .try_get_matches_from(&args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let mut cli = match parsed {
        Ok(cli) => cli,
        Err(e) => return output::usage(&e, &args),
    };
    // `mancala --plain play` is `mancala play --plain` (and `analyse`'s lines for the
    // ear); any other command that prints text has no plain mode to give.
    if cli.plain {
        match &mut cli.command {
            Some(Command::Play(args::PlayArgs { plain, .. }))
            | Some(Command::Host(args::HostArgs { plain, .. }))
            | Some(Command::Join { plain, .. })
            | Some(Command::Learn { plain, .. })
            | Some(Command::Puzzles { plain, .. })
            | Some(Command::Replay { plain, .. })
            | Some(Command::Analyse { plain, .. }) => *plain = true,
            Some(_) => {
                let _ = std::io::Write::write_all(
                    &mut std::io::stderr().lock(),
                    format!("mancala: {}\n", crate::t!("cli-plain-commands")).as_bytes(),
                );
                return ExitCode::from(2);
            }
            None => {}
        }
    }
    let display = cli.display();
    // The computer's strongest level and the analyses play the endings the built
    // tables hold perfectly (read only when a game reaches a built layer).
    let tables = crate::store::dirs::tables_dir().map_or_else(Tables::none, Tables::in_folder);
    match cli.command {
        Some(Command::Check {
            file,
            json,
            notation,
            ..
        }) => check::run(&file, json, notation),
        Some(Command::Hint {
            file,
            level,
            millis,
            nodes,
            json,
            ..
        }) => hint::run(&file, level, millis, nodes, json, &tables),
        Some(Command::Analyse {
            file,
            millis,
            nodes,
            max_seconds,
            json,
            annotate,
            force,
            plain,
            ..
        }) => analyse::run(
            &file,
            crate::analysis::advice::AnalyseOptions {
                millis,
                nodes,
                max_seconds,
                json,
                annotate,
                force,
                plain,
            },
            &tables,
        ),
        Some(Command::Rules { game, .. }) => rules::run(game),
        Some(Command::Tables { action }) => tables::run(action, display),
        Some(Command::Completions { shell }) => {
            emit(&String::from_utf8_lossy(&args::completions(shell)))
        }
        Some(Command::Man { command }) => match args::man_page(command.as_deref()) {
            Ok(page) => emit(&String::from_utf8_lossy(&page)),
            Err(why) => usage_mistake(&why),
        },
        Some(Command::Play(play)) => play::run(play, display, &tables),
        Some(Command::Host(host)) => network::host(host, display, &tables),
        Some(Command::Join {
            invitation,
            name,
            plain,
            ..
        }) => network::join(&invitation, name, plain, display, &tables),
        Some(Command::Learn {
            game,
            lesson,
            plain,
            ..
        }) => learn::lesson(game, lesson, plain, display, &tables),
        Some(Command::Puzzles {
            game,
            puzzle,
            plain,
            ..
        }) => learn::puzzle(game, puzzle, plain, display, &tables),
        Some(Command::Replay {
            file, plain, nodes, ..
        }) => replay::run(&file, plain, nodes, display, &tables),
        None if cli.plain => {
            let mut app = output::app_at(MenuItem::NewGame, display, &tables);
            // Typed commands show each action's end: no animation.
            app.prefs.no_animation_this_run();
            app.plain = true;
            app.use_user_folders();
            crate::plain::interrupt::install();
            // Typed lines are read ahead, so that a game over the network hears the
            // other player while nothing is typed.
            let mut lines =
                crate::plain::lines::Lines::new(std::io::BufReader::new(std::io::stdin()));
            let mut pending = lines.pending();
            let stdout = std::io::stdout();
            output::plain_ended(crate::plain::menu::run(
                &mut app,
                &mut lines,
                &mut stdout.lock(),
                &mut pending,
            ))
        }
        None => run_tui(output::app_at(MenuItem::NewGame, display, &tables)),
    }
}

/// The language of this run: `--lang`, else the settings' (read again, with any
/// message about them, by the screens), else the locale's, else English.
fn language(flag: Option<i18n::Lang>) -> i18n::Lang {
    if let Some(lang) = flag {
        return lang;
    }
    let setting = crate::store::config::Config::default_path().and_then(|path| {
        crate::store::config::Config::load(&path, crate::tui::command_keys::command_using)
            .0
            .language
    });
    i18n::choose(None, setting, i18n::environment_locale())
}
