//! One autosave per running program, so that two games played at once (two terminal
//! windows) never write over each other's and both survive a crash.
//!
//! Slot 1 is `autosave.json`, slot n is `autosave-n.json`, each beside a lock file
//! (`autosave.lock`, `autosave-n.lock`) that the program using the slot holds with
//! [`File::try_lock`] (`flock(2)` on Unix) while it runs. The kernel lets go of a lock when its program ends, by a
//! crash or `kill -9` too, so a slot whose lock can be taken belongs to no running
//! program: its game, if any, is an interrupted one. (A process id written in the file
//! could not say as much: ids are reused.)

use std::fs::{File, TryLockError};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// Programs that may run at once with an autosave each.
pub const SLOTS: usize = 16;

/// A slot this program holds: its autosave file, and the lock it keeps until it ends.
#[derive(Debug)]
pub struct Slot {
    pub file: PathBuf,
    /// Its number, 1 to [`SLOTS`].
    pub number: usize,
    /// Held open (and locked) for as long as the slot is ours.
    _lock: File,
}

/// Slot `n`'s autosave file and lock file, from slot 1's file (`base`).
pub fn paths(base: &Path, n: usize) -> (PathBuf, PathBuf) {
    let stem = base.file_stem().unwrap_or_default().to_string_lossy();
    let name = if n == 1 {
        stem.to_string()
    } else {
        format!("{stem}-{n}")
    };
    (
        base.with_file_name(format!("{name}.json")),
        base.with_file_name(format!("{name}.lock")),
    )
}

/// The lock of `lock` (its file made if missing), if no running program holds it.
/// Where the file system has no locks at all, the slot is taken unlocked, as if this
/// were the only program (what it was before slots).
fn try_lock(lock: &Path) -> Option<File> {
    crate::store::dirs::ensure_parent(lock).ok()?;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .mode(0o600)
        // A link planted at the lock's name is not followed.
        .custom_flags(libc::O_NOFOLLOW)
        .open(lock)
        .ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
    match file.try_lock() {
        Err(TryLockError::WouldBlock) => None,
        // Locked, or a file system without locks (`ENOLCK`, `EOPNOTSUPP`): ours.
        Ok(()) | Err(TryLockError::Error(_)) => Some(file),
    }
}

/// The first slot no running program holds, now this program's; `None` when
/// [`SLOTS`] programs run already (or the data folder cannot be written).
pub fn claim(base: &Path) -> Option<Slot> {
    (1..=SLOTS).find_map(|n| {
        let (file, lock) = paths(base, n);
        try_lock(&lock).map(|lock| Slot {
            file,
            number: n,
            _lock: lock,
        })
    })
}

/// The games of slots other than `own` that no running program holds: their files and
/// slot numbers, each with its slot's lock, held while the caller moves the file away.
pub(crate) fn orphans(base: &Path, own: &Path) -> Vec<(PathBuf, usize, File)> {
    (1..=SLOTS)
        .map(|n| (paths(base, n), n))
        .filter(|((file, _), _)| file != own)
        // No lock file is made for a slot without a game.
        .filter(|((file, _), _)| std::fs::symlink_metadata(file).is_ok_and(|m| m.is_file()))
        .filter_map(|((file, lock), n)| try_lock(&lock).map(|held| (file, n, held)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_named_beside_the_first_and_held_one_program_each() {
        let dir = crate::test_temp::TempDir::new("slot");
        let base = dir.join("autosave.json");
        assert_eq!(paths(&base, 1), (base.clone(), dir.join("autosave.lock")));
        assert_eq!(
            paths(&base, 3),
            (dir.join("autosave-3.json"), dir.join("autosave-3.lock"))
        );
        // A second open file is another program as far as flock goes.
        let first = claim(&base).unwrap();
        let second = claim(&base).unwrap();
        assert_eq!((first.file.clone(), first.number), (base.clone(), 1));
        assert_eq!(
            (second.file, second.number),
            (dir.join("autosave-2.json"), 2)
        );
        // The first ends: its slot is free again, and the next program takes it.
        drop(first);
        assert_eq!(claim(&base).unwrap().file, base);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
