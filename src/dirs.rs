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
}
