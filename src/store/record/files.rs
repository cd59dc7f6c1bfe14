//! Files on disk: every file the program reads (records, the autosave, settings,
//! lesson progress, the library's previews) is read by [`read_kind`], without blocking
//! and within its kind's size limit; saves are atomic and never follow planted links.

use crate::t;
use std::io::{Read, Write};
use std::path::Path;

/// The largest record file read: far above any real game (a 200,000-action record is
/// about 1.3 MB), so that `/dev/zero` or a huge file is refused before it is read. A
/// file at the limit holds some 3 million actions; reading it takes about 240 MB.
pub const MAX_RECORD_BYTES: u64 = 16 * 1024 * 1024;

/// What a file that is not a regular file is, in plain words.
fn kind_of(meta: &std::fs::Metadata) -> String {
    use std::os::unix::fs::FileTypeExt;
    let t = meta.file_type();
    if t.is_dir() {
        t!("file-folder")
    } else if t.is_fifo() {
        t!("file-pipe")
    } else if t.is_char_device() || t.is_block_device() {
        t!("file-device")
    } else if t.is_socket() {
        t!("file-socket")
    } else {
        t!("file-not-regular")
    }
}

/// A size in plain words: bytes, or MiB with one decimal.
fn size_text(bytes: u64) -> String {
    if bytes < 1024 * 1024 {
        t!("file-bytes", count = bytes)
    } else {
        t!(
            "file-mib",
            size = format!("{:.1}", bytes as f64 / (1024.0 * 1024.0))
        )
    }
}

/// A kind of file the program reads: what messages call it and the most read of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileKind {
    /// As messages name it: "not a record file", "too large for a record file".
    pub name: &'static str,
    /// The largest file of this kind read; a larger one is refused before reading.
    pub limit: u64,
}

impl FileKind {
    /// The catalogue's selector for the kind ("mancala table": `mancala-table`).
    fn key(&self) -> String {
        self.name.replace(' ', "-")
    }
}

/// A game record (a saved game, a record given on the command line, the autosave).
pub const RECORD: FileKind = FileKind {
    name: "record",
    limit: MAX_RECORD_BYTES,
};

fn too_large(size: u64, kind: &FileKind) -> String {
    let (size, limit) = match (size_text(size), size_text(kind.limit)) {
        // One byte over reads "16.0 MiB; the limit is 16.0 MiB" when rounded: in bytes.
        (a, b) if a == b => (
            t!("file-bytes", count = size),
            t!("file-bytes", count = kind.limit),
        ),
        pair => pair,
    };
    t!(
        "file-too-large",
        kind = kind.key(),
        size = size,
        limit = limit
    )
}

/// Read at most the limit from `reader`; more is refused.
fn read_bounded(reader: impl Read, kind: &FileKind) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    reader
        .take(kind.limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot_read(&e))?;
    if bytes.len() as u64 > kind.limit {
        return Err(t!(
            "file-too-large-read",
            kind = kind.key(),
            limit = size_text(kind.limit)
        ));
    }
    Ok(bytes)
}

/// The bytes of a record file ([`read_kind`] of a [`RECORD`]).
pub fn read_bytes(path: &str) -> Result<Vec<u8>, String> {
    read_kind(path, &RECORD)
}

/// Whether nothing at all is at `path`, not even a dangling link: a file that is
/// simply not there yet, which settings and progress take as "none" without a message.
pub fn is_absent(path: &Path) -> bool {
    matches!(std::fs::symlink_metadata(path), Err(e) if e.kind() == std::io::ErrorKind::NotFound)
}

/// The bytes of a file of `kind`, refusing without blocking anything that is not a
/// regular file (a folder, a named pipe, a device such as `/dev/zero`) and any file
/// larger than the kind's limit. `-` is standard input, read up to the same limit.
/// The one reader of every file the program reads: errors say what the file is not
/// ("a named pipe, not a lesson-progress file") and never name it (the caller does,
/// escaped).
pub fn read_kind(path: &str, kind: &FileKind) -> Result<Vec<u8>, String> {
    use std::os::unix::fs::OpenOptionsExt;
    if path == "-" {
        return read_bounded(std::io::stdin().lock(), kind);
    }
    // Looked at before opening: opening a named pipe for reading waits for a writer.
    let meta = std::fs::metadata(path).map_err(|e| cannot_read(&e))?;
    if !meta.is_file() {
        return Err(t!("file-not-a", what = kind_of(&meta), kind = kind.key()));
    }
    if meta.len() > kind.limit {
        return Err(too_large(meta.len(), kind));
    }
    // Non-blocking, in case the path was swapped for a pipe since: what was opened is
    // checked again.
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(|e| cannot_read(&e))?;
    let meta = file.metadata().map_err(|e| cannot_read(&e))?;
    if !meta.is_file() {
        return Err(t!("file-not-a", what = kind_of(&meta), kind = kind.key()));
    }
    if meta.len() > kind.limit {
        return Err(too_large(meta.len(), kind));
    }
    read_bounded(file, kind)
}

/// "cannot read: permission denied", in the language spoken.
fn cannot_read(e: &std::io::Error) -> String {
    t!("file-cannot-read", why = io_reason(e))
}

/// An I/O error in plain words.
pub fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => t!("file-no-such"),
        std::io::ErrorKind::PermissionDenied => t!("file-permission"),
        std::io::ErrorKind::IsADirectory => t!("file-is-folder"),
        std::io::ErrorKind::StorageFull => t!("file-disk-full"),
        std::io::ErrorKind::QuotaExceeded => t!("file-quota"),
        std::io::ErrorKind::ReadOnlyFilesystem => t!("file-read-only"),
        std::io::ErrorKind::NotADirectory => t!("file-path-not-folder"),
        std::io::ErrorKind::FileTooLarge => t!("file-too-large-for-disk"),
        std::io::ErrorKind::AlreadyExists => t!("file-exists"),
        // The system's own words are English: said in the language spoken by its
        // number, which a search finds ("os error 5").
        _ if crate::words::i18n::current() != crate::words::i18n::Lang::En => {
            match e.raw_os_error() {
                Some(code) => t!("file-os-error", code = code),
                None => t!("file-io-error"),
            }
        }
        _ => e.to_string(),
    }
}

/// How the temporary files of a save of `name` begin: `.NAME.tmp-PID-`, then a
/// random part. Hidden, in the target's folder (a rename only replaces within one
/// file system), and recognisable for [`remove_stale_temporaries`].
fn temporary_prefix(name: &str) -> String {
    format!(".{name}.tmp-")
}

/// 16 hex digits nobody can guess in advance: std's `RandomState` is seeded from the
/// system's random source, mixed with the time, the process, a counter and an address.
fn unpredictable() -> String {
    use std::hash::{BuildHasher, Hasher};
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.write_u32(std::process::id());
    h.write_u64(COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    let local = 0u8;
    h.write_usize(&local as *const u8 as usize);
    format!("{:016x}", h.finish())
}

/// Temporary files a save left behind (a crash or SIGKILL while saving): files of this
/// target's pattern whose process is gone or that are older than ten minutes. Only
/// regular files are removed, never followed through a link.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = temporary_prefix(name);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(rest) = file_name.to_str().and_then(|f| f.strip_prefix(&prefix)) else {
            continue;
        };
        let Some((pid, random)) = rest.split_once('-') else {
            continue;
        };
        let (Ok(pid), true) = (
            pid.parse::<i32>(),
            random.len() == 16 && random.bytes().all(|b| b.is_ascii_hexdigit()),
        ) else {
            continue;
        };
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
            continue;
        };
        let old = meta
            .modified()
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > std::time::Duration::from_secs(600));
        if meta.is_file() && (old || !process_alive(pid)) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with this id exists (`kill(pid, 0)`; EPERM means it does).
fn process_alive(pid: i32) -> bool {
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 only checks that the process exists.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Write a file atomically: a new temporary file in the same folder, created
/// exclusively (never through a link planted there) under an unpredictable name,
/// written and flushed to disk, then renamed over the target, and the folder flushed
/// so that the rename itself survives a crash. A failed write leaves any existing file
/// as it was. The file replaced keeps its permissions; something that is not a regular
/// file (a link, a folder, a device) is not replaced.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    write_atomic_bytes(path, contents.as_bytes())
}

/// [`write_atomic`] of any bytes (an endgame table).
pub fn write_atomic_bytes(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, t!("file-no-name")))?
        .to_string_lossy()
        .into_owned();
    let mode = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() => Some(meta.permissions().mode() & 0o7777),
        Ok(meta) => {
            let what = if meta.file_type().is_symlink() {
                t!("file-link")
            } else {
                kind_of(&meta)
            };
            return Err(std::io::Error::other(t!("file-not-replaced", what = what)));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    remove_stale_temporaries(&dir, &name);
    let tmp = dir.join(format!(
        "{}{}-{}",
        temporary_prefix(&name),
        std::process::id(),
        unpredictable()
    ));
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&tmp)?;
        // A new file gets the usual permissions (0666 less the umask); a replaced one
        // keeps its own.
        let mode = mode.unwrap_or_else(|| 0o666 & !current_umask());
        file.set_permissions(std::fs::Permissions::from_mode(mode))?;
        file.write_all(contents)?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)?;
        std::fs::File::open(&dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The process's umask (read by setting it and putting it back at once).
fn current_umask() -> u32 {
    // SAFETY: umask only swaps the process's mask; it is put back immediately.
    unsafe {
        let mask = libc::umask(0o022);
        libc::umask(mask);
        mask as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The system's errors in the language spoken: a full disk is said in words, and
    /// one the program has no words for by its number, never in the system's English.
    #[test]
    fn the_systems_errors_are_said_in_the_language_spoken() {
        use crate::words::i18n::{Lang, speaking};
        let full = std::io::Error::from_raw_os_error(28);
        assert_eq!(
            speaking(Lang::Es, || io_reason(&full)),
            "no queda espacio en el disco"
        );
        assert_eq!(
            speaking(Lang::En, || io_reason(&full)),
            "no space left on the disk"
        );
        // EXDEV: no words of the program's own.
        let other = std::io::Error::from_raw_os_error(18);
        assert_eq!(
            speaking(Lang::Es, || io_reason(&other)),
            "error del sistema 18"
        );
        assert!(speaking(Lang::En, || io_reason(&other)).contains("os error 18"));
    }
}
