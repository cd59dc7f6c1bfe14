//! The `mancala` binary: everything it does is in the library, from `cli::run`.

fn main() -> std::process::ExitCode {
    mancala_tui::cli::run(std::env::args_os().collect())
}
