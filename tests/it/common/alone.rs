//! Tests that change what the whole process shares, or need it untouched, run in a
//! process of their own: the program's language (`i18n::set`, not one thread's) would
//! change every other test running beside them in this one test binary, and the
//! verdicts the program keeps of the games judged while it runs are shared by every
//! test.

/// Set in the process started for one test: the test it runs.
const ALONE: &str = "MANCALA_TEST_ALONE";

/// `test_in_own_process!(name => body);` is the test `name`, which runs the function
/// `body` in a process of its own ([`in_own_process`]).
macro_rules! test_in_own_process {
    ($name:ident => $body:ident) => {
        #[test]
        fn $name() {
            $crate::common::alone::in_own_process(module_path!(), stringify!($name), $body);
        }
    };
}
pub(crate) use test_in_own_process;

/// Runs `test` in a process of its own: this test binary started again with only the
/// test `name` (a function of `module`, as `module_path!()` says it) to run, which
/// there calls `test`. Panics with the other process's output if the test failed.
pub fn in_own_process(module: &str, name: &str, test: fn()) {
    // The harness names a test by its path below the crate.
    let module = module.split_once("::").map_or("", |(_, rest)| rest);
    let path = if module.is_empty() {
        name.to_string()
    } else {
        format!("{module}::{name}")
    };
    if std::env::var_os(ALONE).is_some_and(|v| v == path.as_str()) {
        test();
        return;
    }
    let output = std::process::Command::new(std::env::current_exe().unwrap())
        .args([path.as_str(), "--exact", "--test-threads=1"])
        .env(ALONE, &path)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && out.contains("test result: ok. 1 passed"),
        "{path} in a process of its own:\n{out}\n{err}"
    );
}
