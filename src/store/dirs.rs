//! The user's folders, found from the environment with std alone: where the program
//! keeps what it remembers between runs (lesson progress now, saved games later).
//!
//! Not through `etcetera` or `directories`: both take the home from the password file
//! when `HOME` is unset or empty and take a relative `HOME` as it is, where this program
//! keeps nothing rather than write where it was not told; neither falls back to
//! `APPDATA` outside Windows; and they read the environment themselves, so the rule
//! could not be tested with given values (`data_dir_from`). What they would replace is
//! the three lines of each `*_from` below.

use std::path::{Path, PathBuf};

/// The program's data folder: `$XDG_DATA_HOME/mancala-tui`, else
/// `~/.local/share/mancala-tui` (`%APPDATA%\mancala-tui` on Windows). `None` when the
/// environment names no home. The folder is not created here.
pub fn data_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).map(PathBuf::from);
    data_dir_from(var("XDG_DATA_HOME"), var("HOME"), var("APPDATA"))
}

/// [`data_dir`] from given values of `XDG_DATA_HOME`, `HOME` and `APPDATA`. The XDG
/// specification ignores a relative `XDG_DATA_HOME`, and so do we.
pub fn data_dir_from(
    xdg_data_home: Option<PathBuf>,
    home: Option<PathBuf>,
    appdata: Option<PathBuf>,
) -> Option<PathBuf> {
    let absolute = |p: Option<PathBuf>| p.filter(|p| p.is_absolute());
    let base = absolute(xdg_data_home)
        .or_else(|| absolute(home).map(|h| h.join(".local").join("share")))
        .or_else(|| absolute(appdata))?;
    Some(base.join("mancala-tui"))
}

/// Where saved games go: `games` in the data folder.
pub fn games_dir() -> Option<PathBuf> {
    data_dir().map(|d| d.join("games"))
}

/// Where endgame tables go: `tables` in the data folder.
pub fn tables_dir() -> Option<PathBuf> {
    data_dir().map(|d| d.join("tables"))
}

/// The file that keeps an interrupted game: `autosave.json` in the data folder.
pub(crate) fn autosave_file() -> Option<PathBuf> {
    data_dir().map(|d| d.join("autosave.json"))
}

/// The program's settings folder: `$XDG_CONFIG_HOME/mancala-tui`, else
/// `~/.config/mancala-tui` (`%APPDATA%\mancala-tui` on Windows).
pub fn config_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).map(PathBuf::from);
    config_dir_from(var("XDG_CONFIG_HOME"), var("HOME"), var("APPDATA"))
}

/// [`config_dir`] from given values of `XDG_CONFIG_HOME`, `HOME` and `APPDATA`; a
/// relative `XDG_CONFIG_HOME` is ignored, as the XDG specification says.
fn config_dir_from(
    xdg_config_home: Option<PathBuf>,
    home: Option<PathBuf>,
    appdata: Option<PathBuf>,
) -> Option<PathBuf> {
    let absolute = |p: Option<PathBuf>| p.filter(|p| p.is_absolute());
    let base = absolute(xdg_config_home)
        .or_else(|| absolute(home).map(|h| h.join(".config")))
        .or_else(|| absolute(appdata))?;
    Some(base.join("mancala-tui"))
}

/// The home folder, from `HOME` when it is an absolute path.
pub fn home() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .map(PathBuf::from)
        .filter(|h| h.is_absolute())
}

/// Where a save typed as `input` goes: a name with a slash (or an absolute path) is
/// taken as typed, `~/` being the `home` folder (as the prompts write it); a bare name
/// goes in `games` (the games folder) when there is one. A name without an extension
/// gets `.json`, so that the games list finds it. A name that is a folder (`.`, `..`,
/// `/`, `~`, one ending in `/`, or a folder that exists) is refused in words.
pub(crate) fn save_path_for(
    input: &str,
    games: Option<&Path>,
    home: Option<&Path>,
) -> Result<PathBuf, String> {
    let shown = || crate::words::text::escape_for_terminal(input, crate::words::text::PATH_COLUMNS);
    let folder = || Err(crate::t!("save-is-folder", file = shown()));
    let last = input.rsplit('/').next().unwrap_or(input);
    if input == "~" || last.is_empty() || last == "." || last == ".." {
        return folder();
    }
    let mut typed = match input.strip_prefix("~/") {
        Some(rest) => match home {
            Some(home) => home.join(rest),
            None => {
                return Err(crate::t!("save-no-home", file = shown()));
            }
        },
        None => PathBuf::from(input),
    };
    if let Some(dir) = games.filter(|_| !input.contains('/') && !typed.is_absolute()) {
        typed = dir.join(typed);
    }
    // A folder as typed (`/tmp`) is refused, not saved beside it as `/tmp.json`.
    let is_folder = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_dir());
    if is_folder(&typed) {
        return folder();
    }
    if typed.extension().is_none() {
        typed.set_extension("json");
    }
    if is_folder(&typed) {
        return folder();
    }
    Ok(typed)
}

/// The file `mancala play --load NAME` means: `NAME` as typed when it is there, else,
/// for a bare name (no `/`), the game of that name in the games folder, `.json` added
/// when it has no extension, as the save prompt places a bare name. `None` when none
/// of them is a file.
pub(crate) fn load_path_for(input: &str, games: Option<&Path>) -> Option<PathBuf> {
    let typed = PathBuf::from(input);
    let is_file = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_file());
    if is_file(&typed) {
        return Some(typed);
    }
    let dir = games.filter(|_| !input.contains('/') && !typed.is_absolute())?;
    let mut saved = dir.join(input);
    if saved.extension().is_none() {
        saved.set_extension("json");
    }
    [dir.join(input), saved].into_iter().find(|p| is_file(p))
}

/// Whether `a` and `b` name the same file: the same file on disk (through links and
/// hard links), or, where one does not exist yet, the same name in the same folder
/// (however the folder was written: `./`, `..`, a link to it).
pub(crate) fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b))
        && (x.dev(), x.ino()) == (y.dev(), y.ino())
    {
        return true;
    }
    // Absolute, `.` and `..` taken out as written, then the folder resolved through
    // its links when it exists.
    let resolved = |p: &Path| {
        let mut plain = std::env::current_dir().unwrap_or_default();
        for part in p.components() {
            match part {
                std::path::Component::CurDir => {}
                std::path::Component::ParentDir => {
                    plain.pop();
                }
                other => plain.push(other),
            }
        }
        let real = |file: &Path| {
            Some(
                std::fs::canonicalize(file.parent()?)
                    .ok()?
                    .join(file.file_name()?),
            )
        };
        real(&plain).unwrap_or(plain)
    };
    resolved(a) == resolved(b)
}

/// Create the folder a file goes in (and its parents) if it is missing.
pub(crate) fn ensure_parent(file: &Path) -> std::io::Result<()> {
    match file.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bare_name_to_load_is_found_in_the_games_folder_with_or_without_json() {
        let guard = crate::test_temp::TempDir::new("load");
        let dir = guard.path().to_path_buf();
        std::fs::write(dir.join("ts80.json"), "{}").unwrap();
        assert_eq!(
            load_path_for("ts80", Some(&dir)),
            Some(dir.join("ts80.json"))
        );
        assert_eq!(
            load_path_for("ts80.json", Some(&dir)),
            Some(dir.join("ts80.json"))
        );
        assert_eq!(load_path_for("nothing", Some(&dir)), None);
        // A path with a folder in it is only the path.
        assert_eq!(load_path_for("./ts80", Some(&dir)), None);
        assert_eq!(load_path_for("ts80", None), None);
    }

    fn p(s: &str) -> Option<PathBuf> {
        Some(PathBuf::from(s))
    }

    #[test]
    fn xdg_data_home_comes_first_then_home() {
        assert_eq!(
            data_dir_from(p("/x/data"), p("/home/ana"), None),
            p("/x/data/mancala-tui")
        );
        assert_eq!(
            data_dir_from(None, p("/home/ana"), None),
            p("/home/ana/.local/share/mancala-tui")
        );
    }

    #[test]
    fn a_relative_xdg_data_home_is_ignored_and_no_home_gives_none() {
        assert_eq!(
            data_dir_from(p("rel/data"), p("/home/ana"), None),
            p("/home/ana/.local/share/mancala-tui")
        );
        assert_eq!(data_dir_from(None, None, None), None);
        assert_eq!(data_dir_from(p(""), p("rel"), None), None);
    }

    #[test]
    fn config_dir_follows_xdg_config_home_then_home_dot_config() {
        assert_eq!(
            config_dir_from(p("/x/conf"), p("/home/ana"), None),
            p("/x/conf/mancala-tui")
        );
        assert_eq!(
            config_dir_from(p("conf"), p("/home/ana"), None),
            p("/home/ana/.config/mancala-tui")
        );
        assert_eq!(
            config_dir_from(None, None, p("/w/appdata")),
            p("/w/appdata/mancala-tui")
        );
        assert_eq!(config_dir_from(None, p("rel"), None), None);
    }

    #[test]
    fn a_bare_save_name_goes_in_the_games_folder_a_path_is_taken_as_typed() {
        let games = Path::new("/d/mancala-tui/games");
        let at = |input: &str, games: Option<&Path>| save_path_for(input, games, None).unwrap();
        assert_eq!(
            at("tsoro.json", Some(games)),
            PathBuf::from("/d/mancala-tui/games/tsoro.json")
        );
        assert_eq!(
            at("./tsoro.json", Some(games)),
            PathBuf::from("./tsoro.json")
        );
        assert_eq!(at("/tmp/t.json", Some(games)), PathBuf::from("/tmp/t.json"));
        assert_eq!(at("t.json", None), PathBuf::from("t.json"));
        assert_eq!(
            at("my game", Some(games)),
            PathBuf::from("/d/mancala-tui/games/my game.json"),
            "the games list shows .json files only"
        );
        assert_eq!(at("g.txt", None), PathBuf::from("g.txt"));
    }

    #[test]
    fn a_tilde_is_the_home_folder_and_folders_are_refused() {
        let games = Path::new("/d/mancala-tui/games");
        let home = Path::new("/home/ana");
        assert_eq!(
            save_path_for("~/tilde", Some(games), Some(home)),
            Ok(PathBuf::from("/home/ana/tilde.json")),
            "not ./~/tilde.json"
        );
        assert_eq!(
            save_path_for("~/g/x.json", None, Some(home)),
            Ok(PathBuf::from("/home/ana/g/x.json"))
        );
        let err = save_path_for("~/t", Some(games), None).unwrap_err();
        assert!(err.contains("HOME is not set"), "{err}");
        // A name that is only a tilde's look-alike is a name.
        assert_eq!(
            save_path_for("~ana", Some(games), Some(home)),
            Ok(PathBuf::from("/d/mancala-tui/games/~ana.json"))
        );
        let temp = std::env::temp_dir();
        let existing = temp.to_str().unwrap();
        for folder in [".", "..", "/", "~", "a/", "a/.", "a/..", existing] {
            let err = save_path_for(folder, Some(games), Some(home)).unwrap_err();
            assert!(
                err.ends_with("is a folder: type a file name."),
                "{folder}: {err}"
            );
        }
    }

    #[test]
    fn the_same_file_is_found_however_it_is_written() {
        let dir = crate::test_temp::TempDir::new("dirs-same");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let file = dir.join("autosave.json");
        // Not there yet: the same name in the same folder, written another way.
        assert!(same_file(&file, &dir.join("sub/../autosave.json")));
        assert!(!same_file(&file, &dir.join("sub/autosave.json")));
        std::fs::write(&file, "x").unwrap();
        std::os::unix::fs::symlink(&file, dir.join("link.json")).unwrap();
        std::fs::hard_link(&file, dir.join("hard.json")).unwrap();
        assert!(same_file(&dir.join("link.json"), &file));
        assert!(same_file(&dir.join("hard.json"), &file));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
