//! How a command ends: its output on stdout, one line on stderr for a failure, the
//! terminal app or the plain lines run to their end, never a panic.

use super::args::Display;
use crate::engine::tables::Tables;
use crate::store::record;
use crate::t;
use crate::tui::screens::menu::MenuItem;
use crate::tui::{self, widgets::theme::Theme};
use crate::words::{i18n, text};
use std::io::Write;
use std::process::ExitCode;

/// A warning on stderr, whatever it is (a terminal or a log): "mancala: warning: ...".
pub(super) fn warning(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "mancala: {text}");
}

/// What a long command says on stderr while it works, on a terminal only: notices on
/// their own lines, and a progress line rewritten in place.
#[derive(Default)]
pub(super) struct Progress {
    /// A progress line is on screen, not yet ended.
    open: bool,
}

impl Progress {
    pub(super) fn say(&mut self, text: &str, progress: bool) {
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

    pub(super) fn end(&mut self) {
        if std::mem::take(&mut self.open) {
            let _ = writeln!(std::io::stderr().lock());
        }
    }
}

pub(super) fn theme(ascii: bool) -> Theme {
    Theme::from_env(ascii)
}

/// The app as a command opens it, drawn and animated as `display` says: on the menu
/// with `item` chosen, where back from the screen the command opens goes; its searches
/// probe `tables`.
pub(super) fn app_at(item: MenuItem, display: Display, tables: &Tables) -> tui::app::App {
    let mut app = tui::app::App::new(
        tui::app::Screen::Menu { selected: item },
        theme(display.ascii),
        !display.no_animation,
        tui::timestamp(),
    );
    app.use_tables(tables.clone());
    app
}

/// How a plain session ended: a reader gone is a quiet end, as for [`emit`].
pub(super) fn plain_ended(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&t!("cli-cannot-write", why = record::io_reason(&e))),
    }
}

/// Run the terminal app; a terminal error is reported after the terminal is restored.
pub(super) fn run_tui(mut app: tui::app::App) -> ExitCode {
    if let Some(refused) = without_terminal() {
        return refused;
    }
    app.use_user_folders();
    run_tui_in_user_folders(app)
}

/// The screen needs a terminal on both ends: without one, the message and status.
pub(super) fn without_terminal() -> Option<ExitCode> {
    use std::io::IsTerminal;
    (!std::io::stdout().is_terminal() || !std::io::stdin().is_terminal())
        .then(|| fail(&t!("cli-needs-terminal")))
}

/// Run the terminal app that already uses the user's folders (see [`run_tui`]).
pub(super) fn run_tui_in_user_folders(app: tui::app::App) -> ExitCode {
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
pub(super) fn emit(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&t!("cli-cannot-write", why = record::io_reason(&e))),
    }
}

/// A command-line mistake (clap's message: its first line says what is wrong; status
/// 2), or the help and version text (status 0), written without panicking.
pub(super) fn usage(e: &clap::Error, args: &[std::ffi::OsString]) -> ExitCode {
    if e.use_stderr() {
        // An error quotes the arguments it refuses, and an argument can be a file
        // name full of escapes (`mancala check *.json`): each line is escaped.
        let mut err = std::io::stderr().lock();
        for line in escaped_error(e, args) {
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
fn escaped_error(e: &clap::Error, args: &[std::ffi::OsString]) -> Vec<String> {
    let plain = super::args::styled_command(Some(clap::builder::Styles::plain()))
        .try_get_matches_from(args);
    let message = match (i18n::current(), &plain) {
        (i18n::Lang::Es, _) => super::errors::spanish(e),
        (_, Err(plain)) if plain.kind() == e.kind() => plain.render().ansi().to_string(),
        _ => e.render().to_string(),
    };
    message
        .lines()
        .map(|line| text::escape_for_terminal(line, 400))
        .collect()
}

/// A mistake in the command line that clap cannot see (a number out of the game's
/// range, a flag of the other game, no such page): one line on stderr and status 2,
/// as clap's own usage mistakes.
pub(super) fn usage_mistake(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr().lock(), "mancala: {message}");
    ExitCode::from(2)
}

/// One clear line on stderr and exit status 1 (nothing more can be done if stderr
/// itself cannot be written).
pub(super) fn fail(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr().lock(), "mancala: {message}");
    ExitCode::FAILURE
}
