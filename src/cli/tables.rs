//! `mancala tables build|status`: the endgame tables in the user's data folder.

use super::args::{Display, GameArg, TablesAction};
use super::output::{emit, fail, theme, usage_mistake};
use crate::engine::tables;
use crate::t;
use mancala_rules::Rules;
use std::io::Write;
use std::process::ExitCode;

pub(super) fn run(action: TablesAction, display: Display) -> ExitCode {
    // A request the tables cannot be built for is a usage mistake (status 2, one
    // line), said before anything else, as clap's own.
    if let TablesAction::Build {
        game,
        holes,
        seeds,
        stones,
    } = &action
        && let Err(why) = request(*game, holes.unwrap_or(6), *seeds, *stones)
    {
        return usage_mistake(&why);
    }
    let Some(dir) = crate::store::dirs::tables_dir() else {
        return fail(&t!("cli-no-data-folder"));
    };
    match action {
        TablesAction::Build {
            game,
            holes,
            seeds,
            stones,
        } => {
            let ascii = theme(display.ascii).ascii;
            let built = build(&dir, game, holes.unwrap_or(6), seeds, stones, ascii);
            match built {
                Ok(_) => emit(&format!(
                    "{}\n",
                    t!("cli-built-in", dir = dir.display().to_string())
                )),
                Err(message) => fail(&message),
            }
        }
        TablesAction::Status => emit(&tables::status::status(&dir)),
    }
}

/// Whether `tables build` can be asked this: seeds for Hoyito II and stones for
/// Tsoro, each within its board's range (the builders' own checks).
fn request(
    game: Option<GameArg>,
    holes: u8,
    seeds: Option<usize>,
    stones: Option<usize>,
) -> Result<(), String> {
    match game.unwrap_or(GameArg::Hoyito) {
        GameArg::Tsoro if seeds.is_some() => Err(t!("cli-tables-seeds-or-stones")),
        GameArg::Hoyito if stones.is_some() => Err(t!("cli-tables-seeds-or-stones")),
        GameArg::Tsoro => tables::tsoro_file::check_request(
            &Rules::tsoro(holes),
            stones.unwrap_or(tables::tsoro_file::DEFAULT_STONES),
        ),
        GameArg::Hoyito => tables::build::check_request(
            holes,
            seeds.unwrap_or_else(|| tables::build::default_seeds(holes)),
        ),
    }
}

/// `mancala tables build`: the tables of either game, a line on stderr for each part
/// built and, on a terminal, a progress bar with an estimate for the part being built
/// (in ASCII under `--ascii`, as every screen).
fn build(
    dir: &std::path::Path,
    game: Option<GameArg>,
    holes: u8,
    seeds: Option<usize>,
    stones: Option<usize>,
    ascii: bool,
) -> Result<String, String> {
    use std::io::IsTerminal;
    let work = tables::work::Work::new();
    let finished = std::sync::atomic::AtomicBool::new(false);
    let bar = std::io::stderr().is_terminal();
    // The bar's line is rewritten in place; a finished part's line replaces it.
    let clear = if bar { "\r\x1b[2K" } else { "" };
    let say = |line: &str| {
        let _ = write!(std::io::stderr().lock(), "{clear}{line}");
    };
    std::thread::scope(|scope| {
        if bar {
            scope.spawn(|| {
                loop {
                    std::thread::sleep(std::time::Duration::from_millis(250));
                    if finished.load(std::sync::atomic::Ordering::Relaxed) {
                        break;
                    }
                    let (part, share, elapsed) = work.state();
                    if !part.is_empty() {
                        let line = tables::work::bar(&part, share, elapsed, ascii);
                        let _ = write!(std::io::stderr().lock(), "\r\x1b[2K{line}");
                    }
                }
            });
        }
        // The request was checked (see `request`).
        let built = match game.unwrap_or(GameArg::Hoyito) {
            GameArg::Tsoro => {
                let stones = stones.unwrap_or(tables::tsoro_file::DEFAULT_STONES);
                let rules = Rules::tsoro(holes);
                tables::tsoro_file::build(
                    dir,
                    rules,
                    stones,
                    &mut |l| say(&format!("{l}\n")),
                    Some(&work),
                )
            }
            GameArg::Hoyito => {
                let seeds = seeds.unwrap_or_else(|| tables::build::default_seeds(holes));
                tables::build::build(dir, holes, seeds, &mut |l| say(l), Some(&work))
            }
        };
        finished.store(true, std::sync::atomic::Ordering::Relaxed);
        say("");
        built
    })
}
