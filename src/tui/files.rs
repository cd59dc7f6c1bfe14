//! The app's files: where a typed save goes and whether it may, which files are the
//! program's own, reading a typed record, and writing a save. The app only asks and
//! shows the answers; every rule about a file's place is here.

use crate::store::record::Record;
use mancala_rules::GameKind;
use std::path::{Path, PathBuf};

/// The folders and files of this run (all `None` in tests, unless a test sets them).
#[derive(Default)]
pub struct Files {
    /// Where a save typed as a bare name goes (`None`: the current folder).
    pub games_dir: Option<PathBuf>,
    /// Where the walkthrough remembers the lessons done (`None`: only while running).
    pub progress_file: Option<PathBuf>,
    /// The settings file (`None`: settings are not saved).
    pub config_file: Option<PathBuf>,
    /// The game in play, kept after each action for resuming after a crash or a quit.
    pub autosave: crate::store::autosave::Autosave,
    /// `YYYY-MM-DD-HHMM`, for default save names.
    pub stamp: String,
}

/// The record on screen that the save prompt saves, as the file rules see it.
pub struct SaveSubject<'a> {
    pub header: &'a Record,
    /// The file it was read from or last saved to.
    pub path: Option<&'a Path>,
    /// The file this run may replace without asking: it read it as this very game,
    /// or wrote it.
    pub ours: Option<&'a Path>,
}

impl Files {
    /// What the save prompt starts with: the file the record came from, else a fresh
    /// name in the games folder.
    pub fn save_prompt(&self, subject: &SaveSubject) -> String {
        match subject.path {
            // A bare name would mean the games folder: the file's own folder is kept.
            Some(path) if path.parent().is_some_and(|d| d.as_os_str().is_empty()) => {
                format!("./{}", path.display())
            }
            Some(path) => path.display().to_string(),
            None => self.fresh_save_name(subject.header),
        }
    }

    /// The default name of a game not saved yet, `hoyito-YYYY-MM-DD-HHMM.json`, with
    /// `-2`, `-3`... when a file of that name is there already (two games saved in
    /// the same minute).
    fn fresh_save_name(&self, header: &Record) -> String {
        let first = default_save_name(header, &self.stamp);
        let stem = first.trim_end_matches(".json");
        std::iter::once(first.clone())
            .chain((2..1000).map(|n| format!("{stem}-{n}.json")))
            .find(|name| {
                crate::store::dirs::save_path_for(name, self.games_dir.as_deref(), None)
                    .is_ok_and(|path| crate::store::record::is_absent(&path))
            })
            .unwrap_or(first)
    }

    /// The program's own files, which no save may replace, with what each is.
    fn own_files(&self) -> Vec<(PathBuf, String)> {
        let mut own = self.autosave.own_files();
        own.extend(
            self.progress_file
                .clone()
                .map(|f| (f, crate::t!("app-own-progress"))),
        );
        own.extend(
            self.config_file
                .clone()
                .map(|f| (f, crate::t!("app-own-settings"))),
        );
        own
    }

    /// Where a save typed as `input` goes, or why it cannot go there: a folder, or one
    /// of the program's own files (saving there would be lost or would break it).
    pub(crate) fn save_target(
        &self,
        input: &str,
        subject: &SaveSubject,
    ) -> Result<PathBuf, String> {
        if input.is_empty() {
            return Err(crate::t!("app-type-a-file-name"));
        }
        // The file the game came from, offered as it was, is kept as it is (even with
        // no extension); another name is placed as `save_path_for` says.
        let same_file = subject.path.filter(|sp| {
            let shown = sp.display().to_string();
            input == shown || input == format!("./{shown}")
        });
        let path = match same_file {
            Some(path) => path.to_path_buf(),
            None => crate::store::dirs::save_path_for(
                input,
                self.games_dir.as_deref(),
                crate::store::dirs::home().as_deref(),
            )?,
        };
        if let Some((_, what)) = self
            .own_files()
            .iter()
            .find(|(own, _)| crate::store::dirs::same_file(&path, own))
        {
            return Err(crate::t!(
                "app-own-file",
                file = shown_file(&path),
                what = what
            ));
        }
        Ok(path)
    }

    /// Whether saving to `path` must ask first: a file is there, and it is not the
    /// subject's own file (or that file is no longer a record).
    pub(crate) fn asks_before_replacing(path: &Path, subject: &SaveSubject) -> bool {
        let ours = subject.ours == Some(path)
            && crate::store::record::read_file(&path.to_string_lossy()).is_ok();
        !crate::store::record::is_absent(path) && !ours
    }

    /// Write a save to `path` with `write`, making its folder first.
    pub fn write(
        path: &Path,
        write: impl FnOnce(&Path) -> Result<(), String>,
    ) -> Result<(), String> {
        crate::store::dirs::ensure_parent(path).map_err(|e| {
            crate::t!(
                "app-no-folder",
                file = crate::store::record::shown_path(&path.to_string_lossy()),
                why = crate::store::record::io_reason(&e)
            )
        })?;
        write(path)
    }

    /// The record file typed in the load prompt, read and checked, with its name.
    pub(crate) fn read_typed(input: &str) -> Result<(Record, String), String> {
        match input.trim() {
            // Standard input is the terminal the app is reading keys from.
            "-" => Err(crate::t!("app-standard-input-is-terminal")),
            name => Ok((crate::store::record::read_file(name)?, name.to_string())),
        }
    }
}

/// A default file name such as `tsoro-2026-12-02-1905.json` for a game saved at `stamp`
/// (`YYYY-MM-DD-HHMM`).
fn default_save_name(record: &Record, stamp: &str) -> String {
    let game = match record.rules.game {
        GameKind::HoyitoII => "hoyito",
        GameKind::Tsoro => "tsoro",
    };
    format!("{game}-{stamp}.json")
}

/// A folder as shown: `~` for the home folder, escaped.
pub(crate) fn shown_folder(dir: &Path) -> String {
    crate::words::text::escape_for_terminal(&under_home(dir), 70)
}

/// A file as shown, alike (`~` for the home folder, escaped), at a path's full length:
/// what the save prompt said is where the message says the game went.
pub(crate) fn shown_file(file: &Path) -> String {
    crate::words::text::escape_for_terminal(&under_home(file), crate::words::text::PATH_COLUMNS)
}

fn under_home(path: &Path) -> String {
    tilde(
        &path.to_string_lossy(),
        &std::env::var("HOME").unwrap_or_default(),
    )
}

/// `text` with `home` at its start written `~`.
fn tilde(text: &str, home: &str) -> String {
    match text.strip_prefix(home) {
        Some(rest) if !home.is_empty() && rest.starts_with('/') => format!("~{rest}"),
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tilde_tests {
    #[test]
    fn the_home_folder_at_the_start_is_written_as_a_tilde() {
        use super::tilde;
        assert_eq!(
            tilde("/home/ana/games/a.json", "/home/ana"),
            "~/games/a.json"
        );
        assert_eq!(
            tilde("/home/anastasia/a.json", "/home/ana"),
            "/home/anastasia/a.json"
        );
        assert_eq!(tilde("/tmp/a.json", ""), "/tmp/a.json");
    }
}
