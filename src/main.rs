//! The `mancala` binary: parses the command line and hands over to the library.

use mancala_tui::cli::{Cli, Command, GameArg, OpeningArg, Side, TablesAction};
use mancala_tui::rules::{Game, GameKind, Rules};
use mancala_tui::t;
use mancala_tui::tui::theme::Theme;
use mancala_tui::{advice, assets, openings, position, record, tables, tui};
use std::io::Write;
use std::process::ExitCode;

/// The game a lesson or puzzle command names (Hoyito II unless Tsoro) and the 0-based
/// index of its `flag` number (1 when not given), checked against the `count` there are.
fn numbered(
    game: Option<GameArg>,
    number: Option<usize>,
    flag: &str,
    count: impl Fn(GameKind) -> usize,
) -> Result<(GameKind, usize), String> {
    let kind = match game {
        Some(GameArg::Tsoro) => GameKind::Tsoro,
        _ => GameKind::HoyitoII,
    };
    let (count, number) = (count(kind), number.unwrap_or(1));
    if !(1..=count).contains(&number) {
        return Err(t!(
            "cli-number-range",
            flag = flag,
            count = count,
            game = kind.title()
        ));
    }
    Ok((kind, number - 1))
}

/// The app for a lesson or a puzzle: back goes to the menu's Learn item.
fn learn_app(display: &mancala_tui::cli::Display) -> tui::app::App {
    let mut app = tui::app::App::new(
        tui::app::Screen::Menu {
            selected: tui::screens::menu::MenuItem::Learn,
        },
        theme(display.ascii),
        !display.no_animation,
        tui::timestamp(),
    );
    // The lesson or puzzle opened next reads what was done before.
    app.use_user_progress();
    app
}

fn main() -> ExitCode {
    // The language first, so that the help is in it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    mancala_tui::i18n::set(language(mancala_tui::cli::lang_in_args(&args)));
    let parsed = mancala_tui::cli::command()
        .try_get_matches_from(&args)
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => return usage(&e),
    };
    let display = cli.display();
    // The computer's strongest level and the analyses play the endings the built
    // tables hold perfectly (read only when a game reaches a built layer).
    if let Some(dir) = mancala_tui::dirs::tables_dir() {
        tables::loaded::use_built_tables(dir);
    }
    match cli.command {
        Some(Command::Check { file, json, .. }) => match record::load_file(&file) {
            Ok((record, game)) => {
                if let Some(mismatch) = record.result_mismatch(&game) {
                    return fail(&format!("{}: {mismatch}", record::shown_path(&file)));
                }
                if json {
                    emit(&format!("{}\n", position::to_json(&game)))
                } else {
                    emit(&position::board_text(&game, &record.players))
                }
            }
            Err(message) => fail(&message),
        },
        Some(Command::Hint {
            file,
            level,
            millis,
            nodes,
            json,
            ..
        }) => match advice::hint_command(&file, level, millis, nodes, json, &mut warning) {
            Ok(text) => emit(&text),
            Err(message) => fail(&message),
        },
        Some(Command::Analyse {
            file,
            millis,
            nodes,
            max_seconds,
            json,
            annotate,
            force,
            ..
        }) => {
            let options = advice::AnalyseOptions {
                millis,
                nodes,
                max_seconds,
                json,
                annotate,
                force,
            };
            let mut progress = Progress::default();
            let answer =
                advice::analyse_command(&file, options, &mut |text, line| progress.say(text, line));
            progress.end();
            match answer {
                Ok(text) => emit(&text),
                Err(message) => fail(&message),
            }
        }
        Some(Command::Rules { game, .. }) => {
            let lang = mancala_tui::i18n::current();
            let text = |kind| assets::rules_text(kind, lang);
            match game {
                Some(GameArg::Hoyito) => emit(text(GameKind::HoyitoII)),
                Some(GameArg::Tsoro) => emit(text(GameKind::Tsoro)),
                None => emit(&format!(
                    "{}\n{}",
                    text(GameKind::HoyitoII),
                    text(GameKind::Tsoro)
                )),
            }
        }
        Some(Command::Tables { action }) => {
            let Some(dir) = mancala_tui::dirs::tables_dir() else {
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
                    let built = build_tables(&dir, game, holes.unwrap_or(6), seeds, stones, ascii);
                    match built {
                        Ok(_) => emit(&format!(
                            "{}\n",
                            t!("cli-built-in", dir = dir.display().to_string())
                        )),
                        Err(message) => fail(&message),
                    }
                }
                TablesAction::Status => emit(&tables::build::status(&dir)),
            }
        }
        Some(Command::Completions { shell }) => emit(&String::from_utf8_lossy(
            &mancala_tui::cli::completions(shell),
        )),
        Some(Command::Man { command }) => match mancala_tui::cli::man_page(command.as_deref()) {
            Ok(page) => emit(&String::from_utf8_lossy(&page)),
            Err(why) => fail(&why),
        },
        Some(Command::Play {
            game,
            holes,
            bonus_picks,
            heads,
            south,
            north,
            opening,
            load,
            plain,
            ..
        }) => {
            let (record, path) = match load {
                // Read and checked here; played through once, by the play screen.
                Some(path) => match record::read_file(&path) {
                    Ok(mut record) => {
                        // --south / --north given with --load change who plays on.
                        for (i, side) in [south, north].into_iter().enumerate() {
                            if let Some(side) = side {
                                let (name, level) = side_player(side, i);
                                record.players[i] = name;
                                record.computers[i] = level;
                            }
                        }
                        (record, Some(std::path::PathBuf::from(path)))
                    }
                    Err(message) => return fail(&message),
                },
                None => {
                    let rules = match game {
                        Some(GameArg::Tsoro) => Rules::tsoro(holes.unwrap_or(21))
                            .with_bonus_picks(bonus_picks.unwrap_or(2))
                            .with_heads(heads.unwrap_or(2)),
                        _ => {
                            if bonus_picks.is_some() || heads.is_some() {
                                return fail(&t!("cli-tsoro-only"));
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
                    let (south, south_level) =
                        side_player(south.unwrap_or(Side::Person("South".into())), 0);
                    let (north, north_level) =
                        side_player(north.unwrap_or(Side::Person("North".into())), 1);
                    let mut record = record::Record::new(rules, [south, north]);
                    record.computers = [south_level, north_level];
                    if opening == Some(OpeningArg::Balanced) {
                        // The draw's one random number, from the clock, chosen here:
                        // the engine is given only the position.
                        match openings::draw(rules, openings::clock_pick()) {
                            Ok(drawn) => drawn.put_in(&mut record),
                            Err(why) => {
                                return fail(&t!("cli-opening-refused", why = why.to_string()));
                            }
                        }
                    }
                    (record, None)
                }
            };
            // Typed commands show each action's end: no animation.
            let mut app = tui::app::App::new(
                tui::app::Screen::Menu {
                    selected: tui::screens::menu::MenuItem::NewGame,
                },
                theme(display.ascii),
                !display.no_animation && !plain,
                tui::timestamp(),
            );
            let shown = path
                .as_ref()
                .map(|p| format!("{}: ", record::shown_path(&p.to_string_lossy())));
            app.plain = plain;
            if let Err(e) = app.start_play(record, path) {
                return fail(&format!("{}{e}", shown.unwrap_or_default()));
            }
            if plain {
                return run_plain(app);
            }
            run(app)
        }
        Some(Command::Learn {
            game,
            lesson,
            plain,
            ..
        }) => {
            let (kind, index) = match numbered(game, lesson, "--lesson", |k| {
                mancala_tui::lessons::lessons(k).len()
            }) {
                Ok(chosen) => chosen,
                Err(e) => return fail(&e),
            };
            let mut app = learn_app(&display);
            if plain {
                app.prefs.no_animation_this_run();
            }
            if let Err(e) = app.start_learn(kind, index) {
                return fail(&e);
            }
            if plain {
                let stdin = std::io::stdin();
                let stdout = std::io::stdout();
                return plain_ended(mancala_tui::plain::learn::run(
                    &mut app,
                    &mut stdin.lock(),
                    &mut stdout.lock(),
                ));
            }
            run(app)
        }
        Some(Command::Puzzles { game, puzzle, .. }) => {
            let (kind, index) = match numbered(game, puzzle, "--puzzle", |k| {
                mancala_tui::puzzles::collection(k).puzzles.len()
            }) {
                Ok(chosen) => chosen,
                Err(e) => return fail(&e),
            };
            let mut app = learn_app(&display);
            if let Err(e) = app.start_puzzles(kind, index) {
                return fail(&e);
            }
            run(app)
        }
        Some(Command::Replay {
            file, plain: true, ..
        }) => match record::load_file(&file) {
            // Played through when read: every action is known legal.
            Ok((record, _)) => {
                let stdin = std::io::stdin();
                let stdout = std::io::stdout();
                plain_ended(mancala_tui::plain::replay::run(
                    record,
                    &mut stdin.lock(),
                    &mut stdout.lock(),
                ))
            }
            Err(message) => fail(&message),
        },
        Some(Command::Replay { file, .. }) => {
            // Read and checked here; played through once, by the replay screen.
            let record = match record::read_file(&file) {
                Ok(record) => record,
                Err(message) => return fail(&message),
            };
            let mut app = tui::app::App::new(
                tui::app::Screen::Menu {
                    selected: tui::screens::menu::MenuItem::Replay,
                },
                theme(display.ascii),
                !display.no_animation,
                tui::timestamp(),
            );
            let shown = record::shown_path(&file);
            // Standard input is no file to save the comments back to.
            let path = (file != "-").then(|| std::path::PathBuf::from(&file));
            if let Err(e) = app.start_replay_from(record, file, path) {
                return fail(&format!("{shown}: {e}"));
            }
            run(app)
        }
        None => {
            let app = tui::app::App::new(
                tui::app::Screen::Menu {
                    selected: tui::screens::menu::MenuItem::NewGame,
                },
                theme(display.ascii),
                !display.no_animation,
                tui::timestamp(),
            );
            run(app)
        }
    }
}

/// The language of this run: `--lang`, else the settings' (read again, with any
/// message about them, by the screens), else the locale's, else English.
fn language(flag: Option<mancala_tui::i18n::Lang>) -> mancala_tui::i18n::Lang {
    use mancala_tui::i18n;
    if let Some(lang) = flag {
        return lang;
    }
    let setting = mancala_tui::config::Config::default_path()
        .and_then(|path| mancala_tui::config::Config::load(&path).0.language);
    i18n::choose(None, setting, i18n::environment_locale())
}

/// A word on stderr, when a person watches it, that a command will take a while
/// (a pipe or a file gets only the result).
/// A warning on stderr, whatever it is (a terminal or a log): "mancala: warning: ...".
fn warning(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "mancala: {text}");
}

/// What a long command says on stderr while it works, on a terminal only: notices on
/// their own lines, and a progress line rewritten in place.
#[derive(Default)]
struct Progress {
    /// A progress line is on screen, not yet ended.
    open: bool,
}

impl Progress {
    fn say(&mut self, text: &str, progress: bool) {
        use std::io::IsTerminal;
        if !std::io::stderr().is_terminal() {
            return;
        }
        let mut err = std::io::stderr().lock();
        if progress {
            let _ = write!(err, "\r{text}\x1b[K");
            let _ = err.flush();
            self.open = true;
        } else {
            self.end();
            let _ = writeln!(err, "{text}");
        }
    }

    fn end(&mut self) {
        if std::mem::take(&mut self.open) {
            let _ = writeln!(std::io::stderr().lock());
        }
    }
}

/// The name and computer level of side `index` (0 South, 1 North) from `--south`/`--north`.
fn side_player(side: Side, index: usize) -> (String, Option<mancala_tui::ai::Level>) {
    match side {
        Side::Person(name) => (name, None),
        Side::Computer(level) => (["South", "North"][index].to_string(), Some(level)),
    }
}

fn theme(ascii: bool) -> Theme {
    Theme::from_env(ascii)
}

/// Run the terminal app; a terminal error is reported after the terminal is restored.
/// The game in plain lines on standard input and output (no terminal needed).
fn run_plain(mut app: tui::app::App) -> ExitCode {
    app.use_user_folders();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    plain_ended(mancala_tui::plain::run(
        &mut app,
        &mut stdin.lock(),
        &mut stdout.lock(),
    ))
}

/// How a plain session ended: a reader gone is a quiet end, as for [`emit`].
fn plain_ended(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&t!("cli-cannot-write", why = record::io_reason(&e))),
    }
}

fn run(mut app: tui::app::App) -> ExitCode {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return fail(&t!("cli-needs-terminal"));
    }
    app.use_user_folders();
    match tui::run(app) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is::<tui::terminal::HelperPanicked>() => fail(&e.to_string()),
        Err(e) => fail(&t!("cli-terminal-error", why = e.to_string())),
    }
}

/// Write a command's output. A reader that has gone (`mancala rules | head -1`) ends
/// the program quietly with status 0, as the reader has what it wanted (and a pipeline
/// under `set -o pipefail` does not fail); any other write error (a full disk) is one
/// line on stderr and status 1. Never a panic, as `print!` gives.
fn emit(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&t!("cli-cannot-write", why = record::io_reason(&e))),
    }
}

/// A command-line mistake (clap's message: its first line says what is wrong; status
/// 2), or the help and version text (status 0), written without panicking.
fn usage(e: &clap::Error) -> ExitCode {
    if e.use_stderr() {
        // An error quotes the arguments it refuses, and an argument can be a file
        // name full of escapes (`mancala check *.json`): each line is escaped.
        let mut err = std::io::stderr().lock();
        for line in escaped_error(e) {
            let _ = writeln!(err, "{line}");
        }
        return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
    }
    if let Err(w) = e.print()
        && !e.use_stderr()
        && w.kind() != std::io::ErrorKind::BrokenPipe
    {
        return fail(&t!("cli-cannot-write", why = record::io_reason(&w)));
    }
    ExitCode::from(e.exit_code().clamp(0, 255) as u8)
}

/// The error as text with nothing raw in it: parsed again with plain styles, so that
/// the only escapes in its text are those of the arguments it quotes (a file name
/// full of them from `mancala check *.json`), and those are escaped line by line.
fn escaped_error(e: &clap::Error) -> Vec<String> {
    let plain = mancala_tui::cli::styled_command(Some(clap::builder::Styles::plain()))
        .try_get_matches_from(std::env::args_os());
    let text = match (mancala_tui::i18n::current(), &plain) {
        (mancala_tui::i18n::Lang::Es, _) => mancala_tui::cli_errors::spanish(e),
        (_, Err(plain)) if plain.kind() == e.kind() => plain.render().ansi().to_string(),
        _ => e.render().to_string(),
    };
    text.lines()
        .map(|line| mancala_tui::text::escape_for_terminal(line, 400))
        .collect()
}

/// `mancala tables build`: the tables of either game, a line on stderr for each part
/// built and, on a terminal, a progress bar with an estimate for the part being built
/// (in ASCII under `--ascii`, as every screen).
fn build_tables(
    dir: &std::path::Path,
    game: Option<mancala_tui::cli::GameArg>,
    holes: u8,
    seeds: Option<usize>,
    stones: Option<usize>,
    ascii: bool,
) -> Result<String, String> {
    use mancala_tui::cli::GameArg;
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
        let built = match game.unwrap_or(GameArg::Hoyito) {
            GameArg::Tsoro if seeds.is_some() => Err(t!("cli-tables-seeds-or-stones")),
            GameArg::Hoyito if stones.is_some() => Err(t!("cli-tables-seeds-or-stones")),
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

/// One clear line on stderr and exit status 1 (nothing more can be done if stderr
/// itself cannot be written).
fn fail(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr().lock(), "mancala: {message}");
    ExitCode::FAILURE
}
