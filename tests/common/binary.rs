//! The real `mancala` binary run as a user runs it (tests only: examples have no binary).

/// Run the real `mancala` binary with `args`, `stdin` (or nothing) on its standard
/// input; its output and exit status. A command refused on its arguments exits without
/// reading: a broken pipe while writing is that refusal, which the test then checks.
pub fn mancala(args: &[&str], stdin: Option<&[u8]>) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin.unwrap_or(b""));
    drop(input);
    child.wait_with_output().unwrap()
}
