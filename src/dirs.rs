//! The user's folders, found from the environment with std alone: where the program
//! keeps what it remembers between runs (lesson progress now, saved games later).

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

/// The file that keeps an interrupted game: `autosave.json` in the data folder.
pub fn autosave_file() -> Option<PathBuf> {
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
pub fn config_dir_from(
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

/// Where a save typed as `input` goes: a name with a slash (or an absolute path) is
/// taken as typed; a bare name goes in `games` (the games folder) when there is one.
/// A name without an extension gets `.json`, so that the games list finds it.
pub fn save_path_for(input: &str, games: Option<&Path>) -> PathBuf {
    let mut typed = PathBuf::from(input);
    if typed.extension().is_none() && typed.file_name().is_some() {
        typed.set_extension("json");
    }
    match games {
        Some(dir) if !input.contains('/') && !typed.is_absolute() => dir.join(typed),
        _ => typed,
    }
}

/// Create the folder a file goes in (and its parents) if it is missing.
pub fn ensure_parent(file: &Path) -> std::io::Result<()> {
    match file.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            save_path_for("tsoro.json", Some(games)),
            PathBuf::from("/d/mancala-tui/games/tsoro.json")
        );
        assert_eq!(
            save_path_for("./tsoro.json", Some(games)),
            PathBuf::from("./tsoro.json")
        );
        assert_eq!(
            save_path_for("/tmp/t.json", Some(games)),
            PathBuf::from("/tmp/t.json")
        );
        assert_eq!(save_path_for("t.json", None), PathBuf::from("t.json"));
        assert_eq!(
            save_path_for("my game", Some(games)),
            PathBuf::from("/d/mancala-tui/games/my game.json"),
            "the games list shows .json files only"
        );
        assert_eq!(save_path_for("g.txt", None), PathBuf::from("g.txt"));
    }
}
