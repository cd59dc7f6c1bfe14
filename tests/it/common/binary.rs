//! The real `mancala` binary run as a user runs it (tests only: examples have no binary).
#![allow(dead_code)]

/// Run the real `mancala` binary with `args`, `stdin` (or nothing) on its standard
/// input; its output and exit status. A command refused on its arguments exits without
/// reading: a broken pipe while writing is that refusal, which the test then checks.
pub fn mancala(args: &[&str], stdin: Option<&[u8]>) -> std::process::Output {
    mancala_in(None, args, stdin)
}

/// As [`mancala`], the program's data and settings in `dir` (`XDG_DATA_HOME` is
/// `dir/data`, `XDG_CONFIG_HOME` `dir/config`) and `dir` its current folder, so
/// nothing is read or written in the user's. `None`: the test's current folder, with
/// data and settings in a fresh folder removed afterwards: never the user's, whose
/// settings or endgame tables (which the analyses read, and a search may start to
/// build) would make a result depend on the machine the tests run on.
pub fn mancala_in(
    dir: Option<&std::path::Path>,
    args: &[&str],
    stdin: Option<&[u8]>,
) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let own = dir.is_none().then(|| super::temp::TempDir::new("binary"));
    let home = dir.or(own.as_deref()).unwrap();
    let mut command = command(home);
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin.unwrap_or(b""));
    drop(input);
    child.wait_with_output().unwrap()
}

/// The binary as a test runs it: English whatever the tester's locale (LC_ALL set
/// empty counts as unset; a test of another language says so with --lang or its own
/// variables), its data in `home/data` and its settings in `home/config`.
pub fn command(home: &std::path::Path) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"));
    command
        .env("LC_ALL", "")
        .env("LC_MESSAGES", "C")
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"));
    command
}
