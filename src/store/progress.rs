//! Which lessons the learner has done and which puzzles they have solved, remembered
//! between runs in one small JSON file in the user's data folder. The file is a
//! convenience: one that cannot be read or written is reported in words and otherwise
//! ignored; it never stops a lesson or a puzzle.

use crate::store::record::{FileKind, io_reason, write_atomic};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The progress file's name in the data folder.
pub(crate) const FILE_NAME: &str = "lesson-progress.json";
/// The progress file, as the one reader of files knows it: one longer than 64 KiB
/// cannot be ours, and is not read.
const KIND: FileKind = FileKind {
    name: "lesson-progress",
    limit: 64 * 1024,
};

/// Lessons done (by id, such as `tsoro-03`), puzzles solved (by id, such as
/// `hoyito-017`) and where they are remembered.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// The file, or `None` to remember only while the program runs.
    pub path: Option<PathBuf>,
    done: BTreeSet<String>,
    solved: BTreeSet<String>,
}

/// What the file remembers: lessons done, puzzles solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kept {
    Lesson,
    Puzzle,
}

impl Progress {
    /// The progress file in the user's data folder, if there is one.
    pub(crate) fn default_path() -> Option<PathBuf> {
        crate::store::dirs::data_dir().map(|d| d.join(FILE_NAME))
    }

    /// Read the progress at `path`. A missing file is no progress yet; a file that
    /// cannot be read or understood gives no progress and a message saying so.
    pub fn load(path: Option<PathBuf>) -> (Progress, Option<String>) {
        let ((done, solved), message) = match &path {
            None => (Default::default(), None),
            Some(file) => match read(file) {
                Ok(kept) => (kept, None),
                Err(why) => (
                    Default::default(),
                    Some(format!(
                        "Lesson progress in {} was ignored: {why}. Finishing a lesson \
                         or solving a puzzle writes it afresh.",
                        shown(file)
                    )),
                ),
            },
        };
        (Progress { path, done, solved }, message)
    }

    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }

    pub fn is_solved(&self, puzzle: &str) -> bool {
        self.solved.contains(puzzle)
    }

    /// Mark a lesson done and write the file; the error in words if writing failed
    /// (the lesson stays marked for this run).
    pub fn mark_done(&mut self, id: &str) -> Result<(), String> {
        self.remember(Kept::Lesson, id)
    }

    /// Mark a puzzle solved, as [`Progress::mark_done`] marks a lesson.
    pub(crate) fn mark_solved(&mut self, puzzle: &str) -> Result<(), String> {
        self.remember(Kept::Puzzle, puzzle)
    }

    fn remember(&mut self, kind: Kept, id: &str) -> Result<(), String> {
        let set = match kind {
            Kept::Lesson => &mut self.done,
            Kept::Puzzle => &mut self.solved,
        };
        if !set.insert(id.to_string()) {
            return Ok(());
        }
        let Some(path) = &self.path else {
            return Ok(());
        };
        // Older readers read "done" alone and ignore "solved".
        let text = serde_json::json!({
            "format": "mancala-lesson-progress",
            "version": 1,
            "done": self.done,
            "solved": self.solved,
        });
        crate::store::dirs::ensure_parent(path)
            .and_then(|()| write_atomic(path, &format!("{text:#}\n")))
            .map_err(|e| {
                crate::t!(
                    match kind {
                        Kept::Lesson => "progress-lesson-not-kept",
                        Kept::Puzzle => "progress-puzzle-not-kept",
                    },
                    file = shown(path),
                    why = io_reason(&e)
                )
            })
    }
}

/// The progress file's name as messages show it: escaped, as every path is.
fn shown(path: &std::path::Path) -> String {
    crate::store::record::shown_path(&path.to_string_lossy())
}

/// The lessons done and puzzles solved, from a progress file; a missing file is none.
/// Read by the one reader of files: a named pipe or `/dev/zero` planted there is
/// refused at once.
fn read(path: &std::path::Path) -> Result<(BTreeSet<String>, BTreeSet<String>), String> {
    if crate::store::record::is_absent(path) {
        return Ok(Default::default());
    }
    let bytes = crate::store::record::read_kind(&path.to_string_lossy(), &KIND)?;
    parse(&String::from_utf8(bytes).map_err(|_| crate::t!("progress-not-utf8"))?)
}

/// The lesson ids and puzzle ids of a progress file (a file written before puzzles has
/// no `solved`). Ids are bounded and plain (letters, digits and dashes), so nothing from
/// the file reaches the screen unchecked.
fn parse(text: &str) -> Result<(BTreeSet<String>, BTreeSet<String>), String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|_| crate::t!("progress-not-json"))?;
    if value["format"] != "mancala-lesson-progress" {
        return Err(crate::t!("progress-not-progress"));
    }
    let list = value["done"]
        .as_array()
        .ok_or_else(|| crate::t!("progress-no-list"))?;
    let ids = |list: &[serde_json::Value]| -> BTreeSet<String> {
        list.iter()
            .filter_map(|v| v.as_str())
            .filter(|id| {
                id.len() <= 32 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
            .map(str::to_string)
            .collect()
    };
    let solved = value["solved"].as_array().map_or(Vec::new(), Vec::clone);
    Ok((ids(list), ids(&solved)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A progress file in a folder not made yet, inside a folder removed when the
    /// guard goes.
    fn temp(name: &str) -> (crate::test_temp::TempDir, PathBuf) {
        let guard = crate::test_temp::TempDir::new(&format!("progress-{name}"));
        let file = guard.join("sub").join(FILE_NAME);
        (guard, file)
    }

    #[test]
    fn lessons_done_are_remembered_in_a_new_folder() {
        let (_guard, path) = temp("new");
        let (mut p, message) = Progress::load(Some(path.clone()));
        assert_eq!(message, None, "no file yet is no problem");
        p.mark_done("tsoro-03").unwrap();
        p.mark_done("hoyito-01").unwrap();
        let (again, message) = Progress::load(Some(path));
        assert_eq!(message, None);
        assert!(again.is_done("tsoro-03") && again.is_done("hoyito-01"));
        assert!(!again.is_done("tsoro-01"));
    }

    #[test]
    fn puzzles_solved_are_kept_beside_the_lessons_done() {
        let (_guard, path) = temp("puzzles");
        let (mut p, _) = Progress::load(Some(path.clone()));
        p.mark_done("tsoro-03").unwrap();
        p.mark_solved("tsoro-003").unwrap();
        let (again, message) = Progress::load(Some(path.clone()));
        assert_eq!(message, None);
        assert!(again.is_done("tsoro-03") && again.is_solved("tsoro-003"));
        // A lesson id is not a puzzle solved, nor the other way round.
        assert!(!again.is_solved("tsoro-03") && !again.is_done("tsoro-003"));
        // A file from before puzzles (no "solved") still gives its lessons.
        let (done, solved) =
            parse(r#"{"format":"mancala-lesson-progress","version":1,"done":["hoyito-02"]}"#)
                .unwrap();
        assert!(done.contains("hoyito-02") && solved.is_empty());
    }

    #[test]
    fn a_bad_file_is_ignored_with_a_message_and_replaced_when_a_lesson_is_done() {
        let (_guard, path) = temp("bad");
        crate::store::dirs::ensure_parent(&path).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        let (mut p, message) = Progress::load(Some(path.clone()));
        let message = message.unwrap();
        assert!(message.contains("was ignored: it is not JSON"), "{message}");
        assert!(!p.is_done("hoyito-01"));
        p.mark_done("hoyito-01").unwrap();
        assert!(Progress::load(Some(path)).0.is_done("hoyito-01"));
    }

    #[test]
    fn a_file_that_cannot_be_written_keeps_the_lesson_for_this_run_and_says_why() {
        // The data folder's place is taken by a file, so the folder cannot be made.
        let (_guard, path) = temp("blocked");
        let blocker = path.parent().unwrap();
        crate::store::dirs::ensure_parent(blocker).unwrap();
        std::fs::write(blocker, "a file, not a folder").unwrap();
        let (mut p, _) = Progress::load(Some(path));
        let err = p.mark_done("tsoro-01").unwrap_err();
        assert!(
            err.starts_with("Could not remember this lesson in"),
            "{err}"
        );
        assert!(p.is_done("tsoro-01"));
    }

    /// Loading the progress file takes this long at most, whatever is planted there.
    fn load_quickly(path: PathBuf) -> String {
        let started = std::time::Instant::now();
        let (p, message) = Progress::load(Some(path));
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert!(!p.is_done("hoyito-01"));
        message.expect("a message says why it was ignored")
    }

    #[test]
    fn a_named_pipe_or_dev_zero_as_the_file_is_refused_at_once_by_the_one_reader() {
        let (_guard, path) = temp("planted");
        crate::store::dirs::ensure_parent(&path).unwrap();
        let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo with a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let message = load_quickly(path.clone());
        assert!(
            message.contains("was ignored: a named pipe, not a lesson-progress file."),
            "{message}"
        );
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
        let message = load_quickly(path.clone());
        assert!(
            message.contains("was ignored: a device, not a lesson-progress file."),
            "{message}"
        );
        // A regular file over the limit is not read either.
        std::fs::remove_file(&path).unwrap();
        std::fs::File::create(&path)
            .unwrap()
            .set_len(KIND.limit + 1)
            .unwrap();
        let message = load_quickly(path.clone());
        assert!(
            message.contains("too large for a lesson-progress file"),
            "{message}"
        );
        std::fs::remove_dir_all(path.parent().unwrap().parent().unwrap()).unwrap();
    }

    #[test]
    fn the_file_is_named_escaped_in_its_messages() {
        let (_guard, dir) = temp("escape");
        let path = dir.join("x\u{1b}]0;PWNED\u{7}").join(FILE_NAME);
        crate::store::dirs::ensure_parent(&path).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        let (mut p, message) = Progress::load(Some(path.clone()));
        let message = message.unwrap();
        assert!(crate::words::text::is_clean(&message), "{message:?}");
        assert!(message.contains("x\\u{1b}]0;PWNED\\u{7}/"), "{message}");
        // Writing fails (its place is a folder): that message is escaped too.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let err = p.mark_done("hoyito-01").unwrap_err();
        assert!(crate::words::text::is_clean(&err), "{err:?}");
        assert!(err.contains("x\\u{1b}]0;PWNED\\u{7}/"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn odd_ids_in_the_file_are_dropped() {
        let done = parse(
            r#"{"format":"mancala-lesson-progress","version":1,"done":["tsoro-01","\u001b[2J",7]}"#,
        )
        .unwrap()
        .0;
        assert_eq!(done.into_iter().collect::<Vec<_>>(), ["tsoro-01"]);
    }
}
