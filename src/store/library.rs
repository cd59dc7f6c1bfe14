//! The game library: the saved games in the games folder and the built-in samples,
//! listed newest first with what each holds (game, players, date, result, actions).
//!
//! Listing reads files someone else may have put there, so it is bounded and safe:
//! only regular `.json` files (never a named pipe, which would block), at most
//! [`MAX_LISTED`] of them, each previewed only up to [`PREVIEW_BYTES`] and all of them
//! up to [`PREVIEW_BUDGET`]; every string taken from a file is escaped and cut.

use crate::store::record::{Record, read_kind};
use crate::words::text::escape_for_terminal;
use mancala_rules::{GameKind, Player};
use std::path::{Path, PathBuf};

/// The most saved games listed (the newest ones); the rest are counted.
pub const MAX_LISTED: usize = 200;
/// Folder entries looked at, at most (a folder of a million files is not walked).
pub const MAX_SCANNED: usize = 5_000;
/// A file larger than this is listed without a preview (it can still be opened,
/// within the record limit).
pub const PREVIEW_BYTES: u64 = 2 * 1024 * 1024;
/// Bytes read for previews in one listing, in all.
pub const PREVIEW_BUDGET: u64 = 24 * 1024 * 1024;
/// Characters kept of a player's name in the list.
const LIST_NAME_COLUMNS: usize = 16;

/// Where a listed game comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A file in the games folder.
    File(PathBuf),
    /// A built-in sample: its file name and text.
    Sample(&'static str, &'static str),
}

/// What a record holds, in words safe for a terminal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game and board, e.g. `Tsoro 4x21`.
    pub game: String,
    /// `South v North`, both names escaped and cut; a computer with its level's
    /// name, the same at every width (a narrow column cuts it, never renames it):
    /// `Ana v computer (hard)`.
    pub players: String,
    /// The same where a column is narrow: each computer as its level alone,
    /// `Ana v (hard)`, `HAL (hard) v Ben`, so what it played at is never what is cut.
    pub players_short: String,
    /// The result the record states (winner's score first), or `unfinished`.
    pub result: String,
    /// Turns played, as the move list numbers them (and the game says "game over after
    /// 12 turns"): each begins with a sowing, which a Tsoro head answer or bonus pick
    /// follows in the same turn. Counted without playing the record through.
    pub moves: usize,
}

/// One line of the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub source: Source,
    /// The file name, escaped.
    pub name: String,
    /// `YYYY-MM-DD HH:MM` (UTC) when the file was saved, or a sample's stated date.
    pub date: String,
    /// What the file holds, or why it could not be previewed.
    pub summary: Result<Summary, String>,
}

/// The library as listed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// Saved games newest first, then the samples.
    pub entries: Vec<Entry>,
    /// Saved games not listed (the oldest, beyond [`MAX_LISTED`]).
    pub left_out: usize,
    /// The folder holds more than [`MAX_SCANNED`] entries: only that many were seen.
    pub scan_cut: bool,
    /// Why the games folder could not be read (a missing folder is no error).
    pub folder_error: Option<String>,
}

/// List the games in `dir` (if any) and then `samples`.
pub fn list(dir: Option<&Path>, samples: &[(&'static str, &'static str)]) -> Listing {
    let mut listing = Listing::default();
    let mut files = Vec::new();
    if let Some(dir) = dir {
        match std::fs::read_dir(dir) {
            Ok(read) => {
                for (seen, entry) in read.flatten().enumerate() {
                    if seen == MAX_SCANNED {
                        listing.scan_cut = true;
                        break;
                    }
                    let file_name = entry.file_name().to_string_lossy().into_owned();
                    let json = file_name.to_ascii_lowercase().ends_with(".json");
                    // Hidden files include a save's temporary files.
                    if !json || file_name.starts_with('.') {
                        continue;
                    }
                    // Followed through a link, but only a regular file is read.
                    match std::fs::metadata(entry.path()) {
                        Ok(meta) if meta.is_file() => {
                            files.push((entry.path(), file_name, meta.len(), seconds(&meta)))
                        }
                        _ => continue,
                    }
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                listing.folder_error = Some(format!(
                    "{}: {}",
                    escape_for_terminal(&dir.to_string_lossy(), crate::words::text::PATH_COLUMNS),
                    crate::store::record::io_reason(&e)
                ))
            }
        }
    }
    // Newest first; the same time by name, so the order never depends on the folder's.
    files.sort_by(|a, b| b.3.cmp(&a.3).then_with(|| a.1.cmp(&b.1)));
    if files.len() > MAX_LISTED {
        listing.left_out += files.len() - MAX_LISTED;
        files.truncate(MAX_LISTED);
    }
    let mut budget = PREVIEW_BUDGET;
    for (path, file_name, len, secs) in files {
        let summary = if len > PREVIEW_BYTES {
            Err(crate::t!("library-large-file", kib = len / 1024))
        } else if len > budget {
            Err(crate::t!("library-not-previewed"))
        } else {
            budget -= len;
            // Bounded again as it is read: the file may have grown since it was listed.
            let preview = crate::store::record::FileKind {
                limit: PREVIEW_BYTES,
                ..crate::store::record::RECORD
            };
            read_kind(&path.to_string_lossy(), &preview)
                .and_then(|bytes| Record::from_bytes(&bytes).map_err(|e| e.to_string()))
                .map(|r| summarize(&r))
        };
        listing.entries.push(Entry {
            source: Source::File(path),
            name: escape_for_terminal(&file_name, 60),
            date: secs.map_or_else(|| "?".to_string(), date_time),
            summary: summary.map_err(|e| escape_for_terminal(&e, 120)),
        });
    }
    for &(name, text) in samples {
        let record = Record::parse(text);
        listing.entries.push(Entry {
            source: Source::Sample(name, text),
            name: name.to_string(),
            date: record
                .as_ref()
                .ok()
                .and_then(|r| r.date.as_deref())
                .map_or_else(
                    || crate::t!("library-sample"),
                    |d| escape_for_terminal(d, 16),
                ),
            summary: record.map(|r| summarize(&r)).map_err(|e| e.to_string()),
        });
    }
    listing
}

/// A file's modification time in seconds since 1970.
fn seconds(meta: &std::fs::Metadata) -> Option<i64> {
    let t = meta.modified().ok()?;
    Some(match t.duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_secs() as i64,
        Err(e) => -(e.duration().as_secs() as i64),
    })
}

/// What a record holds, escaped.
pub fn summarize(record: &Record) -> Summary {
    // The rule set by name: Hoyito I, II or III; Tsoro's other rule sets with their
    // options (the main one by its board alone).
    let game = match record.rules.game {
        GameKind::HoyitoII => format!("{} 2x{}", record.rules.title(), record.rules.holes_per_row),
        GameKind::Tsoro if record.rules.is_main_form() => {
            format!("Tsoro 4x{}", record.rules.holes_per_row)
        }
        GameKind::Tsoro => crate::words::position::rules_words_short(&record.rules),
    };
    // A computer under no name of its own is "computer", unless both are.
    let both_unnamed = [Player::South, Player::North]
        .iter()
        .all(|&p| record.unnamed_computer(p).is_some());
    let name = |p: Player| match record.unnamed_computer(p) {
        Some(_) if !both_unnamed => crate::t!("library-computer"),
        // A side's own name ("North", saved by a game started without names) in the
        // language spoken: "Norte contra Sur", "ganó Norte".
        _ if crate::words::position::is_side_name_of(&record.players[p as usize], p) => {
            crate::words::position::side_name(p)
        }
        _ => escape_for_terminal(&record.players[p as usize], LIST_NAME_COLUMNS),
    };
    // The name, and which computer level played under it.
    let side = |p: Player| {
        let Some(level) = record.computers[p as usize] else {
            return name(p);
        };
        match record.unnamed_computer(p) {
            Some(_) => crate::t!("library-computer-at", level = level.words()),
            None => crate::t!(
                "library-named-computer",
                name = name(p),
                level = level.words()
            ),
        }
    };
    // The same, short: a computer by its level alone.
    let short_side = |p: Player| {
        let Some(level) = record.computers[p as usize] else {
            return name(p);
        };
        match record.unnamed_computer(p) {
            Some(_) => crate::t!("library-computer-short", level = level.words()),
            None => crate::t!(
                "library-named-computer-short",
                name = name(p),
                level = level.words()
            ),
        }
    };
    // A winner called by the side takes its article in Spanish: "ganó el Norte".
    let by_side = |p: Player| {
        crate::words::position::is_side_name_of(&record.players[p as usize], p)
            && (record.unnamed_computer(p).is_none() || both_unnamed)
    };
    let won = |p: Player| {
        if by_side(p) {
            "library-won-side"
        } else {
            "library-won"
        }
    };
    // A match: its rounds after the game's name, the match's winner, every round's moves.
    let game = match record.round_count() {
        Some(rounds) => format!("{game}, {}", crate::t!("library-match", rounds = rounds)),
        None => game,
    };
    let match_result = record.rounds.as_ref().map(|held| held.result);
    let result = match (match_result, record.result) {
        (Some(Some(r)), _) => crate::t!(
            if by_side(r.winner) {
                "library-won-match-side"
            } else {
                "library-won-match"
            },
            name = name(r.winner)
        ),
        (Some(None), _) | (None, None) => crate::t!("library-unfinished"),
        (None, Some(r)) => {
            let [s, n] = r.captured;
            match r.winner {
                Some(Player::South) => crate::t!(
                    won(Player::South),
                    name = name(Player::South),
                    score = format!("{s}-{n}")
                ),
                Some(Player::North) => crate::t!(
                    won(Player::North),
                    name = name(Player::North),
                    score = format!("{n}-{s}")
                ),
                None => crate::t!("library-draw", score = format!("{s}-{n}")),
            }
        }
    };
    let actions = match record.match_record() {
        Some(played) => played.rounds.concat(),
        None => record.actions.clone(),
    };
    Summary {
        game,
        players: crate::t!(
            "library-versus",
            south = side(Player::South),
            north = side(Player::North)
        ),
        players_short: crate::t!(
            "library-versus",
            south = short_side(Player::South),
            north = short_side(Player::North)
        ),
        result,
        moves: actions
            .iter()
            .filter(|a| matches!(a, mancala_rules::Action::Sow(_)))
            .count(),
    }
}

/// `YYYY-MM-DD HH:MM` (UTC) of `secs` since 1970; `?` past the years 9999 a
/// calendar date is given for.
fn date_time(secs: i64) -> String {
    jiff::Timestamp::from_second(secs).map_or_else(
        |_| "?".to_string(),
        |t| t.strftime("%Y-%m-%d %H:%M").to_string(),
    )
}

/// Delete a listed saved game's file; a built-in sample is refused. What is removed is
/// what the list shows: the file, or a link itself (never what a link points to).
pub fn delete(entry: &Entry) -> Result<(), String> {
    match &entry.source {
        Source::Sample(name, _) => Err(crate::t!("library-sample-not-deleted", name = *name)),
        Source::File(path) => std::fs::remove_file(path).map_err(|e| {
            crate::t!(
                "library-not-deleted",
                name = &entry.name,
                why = crate::store::record::io_reason(&e)
            )
        }),
    }
}

/// The record of a listed game, read and checked now (the file may have changed since
/// it was listed), and the file it came from (`None` for a sample).
pub fn open(entry: &Entry) -> Result<(Record, Option<PathBuf>), String> {
    match &entry.source {
        Source::File(path) => {
            let record = crate::store::record::read_file(&path.to_string_lossy())?;
            Ok((record, Some(path.clone())))
        }
        Source::Sample(name, text) => Record::parse(text)
            .map(|r| (r, None))
            .map_err(|e| format!("{name}: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    fn temp_dir(tag: &str) -> crate::test_temp::TempDir {
        crate::test_temp::TempDir::new(&format!("library-{tag}"))
    }

    fn record_text(south: &str, north: &str, actions: usize) -> String {
        let mut r = Record::new(Rules::hoyito(6), [south.into(), north.into()]);
        let mut game = r.start_game().unwrap();
        for _ in 0..actions {
            let a = game.position().legal_actions()[0];
            game.apply(a).unwrap();
            r.actions.push(a);
        }
        r.to_json(Some(&game))
    }

    #[test]
    fn saved_games_come_newest_first_then_the_samples() {
        let dir = temp_dir("order");
        for (name, secs) in [
            ("old.json", 1_000_000),
            ("new.json", 2_000_000),
            ("mid.json", 1_500_000),
        ] {
            let p = dir.join(name);
            crate::test_temp::write_dated(&p, &record_text("Ana", "Ben", 3), secs);
        }
        std::fs::write(dir.join("notes.txt"), "not a game").unwrap();
        std::fs::write(dir.join(".new.json.tmp-1-00"), "a temporary").unwrap();
        let listing = list(Some(&dir), &crate::store::assets::SAMPLE_GAMES);
        let names: Vec<&str> = listing.entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "new.json",
                "mid.json",
                "old.json",
                "hoyito-2x6.json",
                "hoyito-2x12.json",
                "tsoro-4x21.json"
            ]
        );
        let first = &listing.entries[0];
        assert_eq!(first.date, "1970-01-24 03:33");
        let s = first.summary.as_ref().unwrap();
        assert_eq!(
            (s.game.as_str(), s.players.as_str(), s.moves),
            ("Hoyito II 2x6", "Ana v Ben", 3)
        );
        assert_eq!(s.result, "unfinished");
        let sample = listing.entries[3].summary.as_ref().unwrap();
        assert_eq!(sample.result, "Ben won 28-20", "the winner's score first");
        assert_eq!(listing.entries[3].date, "2026-12-02");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn moves_are_counted_as_the_move_list_numbers_them_a_turn_with_its_answers_and_picks() {
        let mut r = Record::new(Rules::tsoro(6), ["Ana".into(), "Ben".into()]);
        // a1 continue | a4 | d1 takes column c and picks c4 and e4: three turns.
        r.actions = ["a1", "continue", "a4", "d1", "xc4", "xe4"]
            .iter()
            .map(|a| a.parse().unwrap())
            .collect();
        assert_eq!(summarize(&r).moves, 3);
    }

    #[test]
    fn a_computer_is_named_by_its_level_and_in_the_result() {
        let mut r = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
        r.computers = [None, Some(crate::store::level::Level::Hard)];
        let mut game = r.start_game().unwrap();
        while !game.position().is_over() {
            let a = game.position().legal_actions()[0];
            game.apply(a).unwrap();
            r.actions.push(a);
        }
        let r = Record::parse(&r.to_json(Some(&game))).unwrap();
        let s = summarize(&r);
        assert_eq!(s.players, "Ana v computer (hard)");
        assert_eq!(
            s.players_short, "Ana v (hard)",
            "the level, where space is short"
        );
        let winner = if r.result.unwrap().winner == Some(Player::South) {
            "Ana won"
        } else {
            "computer won"
        };
        assert!(s.result.starts_with(winner), "{}", s.result);
        let people = summarize(&Record::new(Rules::hoyito(6), ["A".into(), "B".into()]));
        assert_eq!(people.players, "A v B");
    }

    /// A game started without names keeps "South" and "North" in its record: the
    /// list says the sides in the language spoken, a winner with its article in
    /// Spanish, and a computer under "Norte" (a record saved in Spanish) is the
    /// computer, not a player named "Norte" (issue 38).
    #[test]
    fn side_names_are_said_in_the_language_spoken() {
        use crate::store::record::StatedResult;
        use crate::words::i18n::{Lang, speaking};
        use mancala_rules::EndReason;
        let mut r = Record::new(Rules::hoyito(6), ["South".into(), "North".into()]);
        r.result = Some(StatedResult {
            winner: Some(Player::North),
            end: EndReason::AllCaptured,
            captured: [11, 12],
        });
        let es = speaking(Lang::Es, || summarize(&r));
        assert_eq!(
            (es.players.as_str(), es.result.as_str()),
            ("Sur contra Norte", "ganó el Norte 12-11")
        );
        let en = speaking(Lang::En, || summarize(&r));
        assert_eq!(
            (en.players.as_str(), en.result.as_str()),
            ("South v North", "North won 12-11")
        );
        let mut computer = Record::new(Rules::hoyito(6), ["Ana".into(), "Norte".into()]);
        computer.computers = [None, Some(crate::store::level::Level::Medium)];
        assert_eq!(
            speaking(Lang::Es, || computer.side_label(Player::North)),
            "Norte (computadora, medio)"
        );
        assert_eq!(
            speaking(Lang::Es, || summarize(&computer).players),
            "Ana contra computadora (medio)"
        );
    }

    #[test]
    fn bad_files_are_listed_with_the_reason_and_pipes_and_folders_are_skipped() {
        let dir = temp_dir("bad");
        std::fs::write(dir.join("broken.json"), "{ not json").unwrap();
        std::fs::write(dir.join("empty.json"), "").unwrap();
        let big = dir.join("big.json");
        std::fs::File::create(&big)
            .unwrap()
            .set_len(PREVIEW_BYTES + 1)
            .unwrap();
        std::fs::create_dir(dir.join("folder.json")).unwrap();
        let fifo = dir.join("pipe.json");
        let c = std::ffi::CString::new(fifo.to_string_lossy().as_bytes()).unwrap();
        // SAFETY: mkfifo with a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let listing = list(Some(&dir), &[]);
        let mut shown: Vec<(String, String)> = listing
            .entries
            .iter()
            .map(|e| (e.name.clone(), e.summary.clone().unwrap_err()))
            .collect();
        shown.sort();
        assert_eq!(shown.len(), 3, "{shown:?}");
        assert_eq!(shown[0].0, "big.json");
        assert!(shown[0].1.contains("not previewed"), "{}", shown[0].1);
        assert!(shown[1].1.contains("line 1"), "{}", shown[1].1);
        assert!(shown[2].1.contains("empty"), "{}", shown[2].1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn names_from_files_are_escaped_and_cut() {
        let dir = temp_dir("escape");
        let evil = "\u{1b}]0;PWNED\u{7}Eve";
        std::fs::write(
            dir.join("x\u{1b}[2J.json"),
            record_text(evil, &"N".repeat(500), 1),
        )
        .unwrap();
        let listing = list(Some(&dir), &[]);
        let e = &listing.entries[0];
        assert_eq!(e.name, "x\\u{1b}[2J.json");
        let s = e.summary.as_ref().unwrap();
        assert!(crate::words::text::is_clean(&s.players), "{}", s.players);
        assert!(s.players.starts_with("\\u{1b}]0;PWNED…"), "{}", s.players);
        assert!(s.players.contains("(500 characters)"), "{}", s.players);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn no_more_than_the_cap_is_listed_and_the_rest_counted() {
        let dir = temp_dir("cap");
        let text = record_text("A", "B", 0);
        for i in 0..MAX_LISTED + 7 {
            let p = dir.join(format!("g{i:04}.json"));
            crate::test_temp::write_dated(&p, &text, 1_000 + i as u64);
        }
        let listing = list(Some(&dir), &[]);
        assert_eq!(listing.entries.len(), MAX_LISTED);
        assert_eq!(listing.left_out, 7);
        assert_eq!(
            listing.entries[0].name,
            format!("g{:04}.json", MAX_LISTED + 6)
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_huge_folder_is_looked_at_only_up_to_the_scan_limit() {
        let dir = temp_dir("scan");
        for i in 0..MAX_SCANNED + 1 {
            std::fs::File::create(dir.join(format!("n{i}.txt"))).unwrap();
        }
        let listing = list(Some(&dir), &[]);
        assert!(listing.scan_cut);
        assert!(listing.entries.is_empty());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_saved_game_can_be_deleted_a_sample_cannot() {
        let dir = temp_dir("delete");
        std::fs::write(dir.join("gone.json"), record_text("A", "B", 1)).unwrap();
        let kept = dir.join("kept.json");
        std::fs::write(&kept, record_text("C", "D", 1)).unwrap();
        // A link in the games folder: the link goes, the file it names stays.
        std::os::unix::fs::symlink(&kept, dir.join("link.json")).unwrap();
        let listing = list(Some(&dir), &crate::store::assets::SAMPLE_GAMES);
        let named = |name: &str| listing.entries.iter().find(|e| e.name == name).unwrap();
        delete(named("gone.json")).unwrap();
        delete(named("link.json")).unwrap();
        assert!(!dir.join("gone.json").exists() && !dir.join("link.json").exists());
        assert!(kept.is_file());
        let err = delete(named("hoyito-2x6.json")).unwrap_err();
        assert_eq!(
            err,
            "hoyito-2x6.json is a built-in sample: only saved games can be deleted."
        );
        let err = delete(named("gone.json")).unwrap_err();
        assert_eq!(err, "Could not delete gone.json: no such file.");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_missing_folder_lists_the_samples_only() {
        let listing = list(
            Some(Path::new("/nonexistent/mancala/games")),
            &crate::store::assets::SAMPLE_GAMES,
        );
        assert_eq!(listing.entries.len(), 3);
        assert_eq!(listing.folder_error, None);
        let (record, path) = open(&listing.entries[2]).unwrap();
        assert_eq!((record.rules.game, path), (GameKind::Tsoro, None));
    }
}
