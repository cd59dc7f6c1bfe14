//! Temporary folders that remove themselves: each test's folder goes when the test
//! ends, passed or failed (the guard is dropped while a panic unwinds), so a test run
//! leaves nothing behind in the temporary folder, wherever `TMPDIR` points.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh, empty folder under the temporary folder, removed on drop.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A folder named for the test (`name`), this process and a counter: never one
    /// another test in this run uses.
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("mancala-test-{}-{n}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Writes `text` to `path`, its modification time `secs` after the epoch: a date the
/// same on every run.
pub fn write_dated(path: &Path, text: &str, secs: u64) {
    std::fs::write(path, text).unwrap();
    let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    std::fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(t)
        .unwrap();
}
