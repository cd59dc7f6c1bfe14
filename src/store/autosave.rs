//! The autosave: the game in play, written after each action to a file in the data
//! folder, so that a game cut short by a crash or a signal can be resumed. It is
//! removed when the game is saved or finished, when the player leaves it without
//! saving (after the question: "don't save" means the game is gone), or when the user
//! declines to resume it.
//!
//! The file is a game record (so `mancala check` reads it) with up to two more fields:
//! `"autosave_of"`, the file the game was last saved to or loaded from, if any; and
//! `"hosting"`, for a game this program hosted over the network, the host's side and
//! whether hints were allowed (`{"side": "south", "hints": true}`), so that resuming
//! it hosts it again (with a new invitation: the secret is never written).
//!
//! Each running program has an autosave of its own (the `slot` module): two games played at
//! once never write over each other's, and a program offers only a game no running
//! program is playing.

mod slot;

use crate::store::library::Summary;
use crate::store::record::{Record, read_bytes, write_atomic};
use mancala_rules::{Action, Game, Player};
use std::path::{Path, PathBuf};

/// The field that names the game's own file.
const ORIGIN_FIELD: &str = "autosave_of";
/// The field of a game hosted over the network.
const HOSTING_FIELD: &str = "hosting";

/// A game this program hosts over the network, as the autosave keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hosted {
    /// The side the host plays.
    pub side: Player,
    /// Whether hints are allowed.
    pub hints: bool,
}

/// The interrupted game, read back.
#[derive(Clone, Debug, PartialEq)]
pub struct Resumed {
    pub record: Record,
    /// The file it was last saved to or loaded from.
    pub origin: Option<PathBuf>,
    /// It was hosted over the network: resuming hosts it again.
    pub hosted: Option<Hosted>,
}

/// The game in play, as the event loop shows it to [`Autosave::keep`] on every pass.
pub struct InPlay<'a> {
    /// Its record without the actions: players, rules, date, computers.
    pub header: &'a Record,
    /// The actions played.
    pub actions: &'a [Action],
    /// A count that changes whenever `actions` change (the session's edit count): the same
    /// count as on the last pass means the same actions. A new game starts with
    /// [`Autosave::started`], which forgets the count.
    pub edits: u64,
    pub game: &'a Game,
    /// It has actions not saved in its own file.
    pub dirty: bool,
    /// The file it was last saved to or loaded from.
    pub origin: Option<&'a Path>,
    /// It is hosted over the network.
    pub hosted: Option<Hosted>,
}

/// The autosave file and what this program did with it.
#[derive(Debug, Default)]
pub struct Autosave {
    /// The file (`None`: no autosave, as in tests).
    pub file: Option<PathBuf>,
    /// Slot 1's file, from which every slot's file and lock are named (see [`slot`]).
    base: Option<PathBuf>,
    /// This program's slot number (1 without slots, as in tests).
    number: usize,
    /// The actions last written, so that an unchanged game is not written again.
    written: Option<Vec<Action>>,
    /// The game's [`InPlay::edits`] when its actions were last found written (or
    /// tried): the same count on the next pass means there is nothing to look at.
    seen: Option<u64>,
    /// Whether the file holds the game in play (written or resumed by us): only then
    /// do saving or finishing the game remove it.
    mine: bool,
    /// What the file holds, when there is a game to resume (for the menu).
    pub offer: Option<Summary>,
    /// The menu asks "discard it?".
    pub asking_discard: bool,
    /// Why the last write failed (said once).
    failed: bool,
    /// Where an interrupted game goes when another game takes the autosave's place
    /// (the games folder, so that Continue lists it), as `interrupted-N.json` for slot
    /// N: at most one per slot, the newest.
    pub games: Option<PathBuf>,
    /// The slot this program holds, when it has one (see [`Autosave::claim`]): kept
    /// for its lock, which goes when the program ends.
    _slot: Option<slot::Slot>,
}

impl Autosave {
    /// The autosave at `file`; what it holds is read now, for the menu to offer.
    pub fn new(file: Option<PathBuf>) -> Autosave {
        let mut a = Autosave {
            base: file.clone(),
            file,
            number: 1,
            ..Autosave::default()
        };
        a.offer = a
            .load()
            .ok()
            .map(|r| crate::store::library::summarize(&r.record));
        a
    }

    /// The autosave of this program among others running at once: the first slot no
    /// running program holds (slot 1 is `base`). Interrupted games in other free slots
    /// are gathered: the first into this slot, when it has none, to be offered; the
    /// others into `games`, where Continue lists them. With every slot in use, or no
    /// data folder, there is no autosave.
    pub fn claim(base: Option<PathBuf>, games: Option<PathBuf>) -> Autosave {
        let slot = base.as_deref().and_then(slot::claim);
        let mut a = Autosave {
            file: slot.as_ref().map(|s| s.file.clone()),
            number: slot.as_ref().map_or(1, |s| s.number),
            base: base.clone(),
            games,
            _slot: slot,
            ..Autosave::default()
        };
        if let (Some(base), Some(own)) = (&base, &a.file) {
            for (file, number, _held) in slot::orphans(base, own) {
                if !std::fs::symlink_metadata(own).is_ok_and(|m| m.is_file()) {
                    let _ = std::fs::rename(&file, own);
                } else if let Some(games) = &a.games {
                    move_aside(&file, games, number);
                }
            }
        }
        a.offer = a
            .load()
            .ok()
            .map(|r| crate::store::library::summarize(&r.record));
        a
    }

    /// Keep the autosave up to date with the game in play: written when it has unsaved
    /// actions that were not written yet, removed once the game is over. Called on
    /// every pass of the event loop, so an unchanged game costs one comparison of
    /// [`InPlay::edits`], never a copy nor a walk through its actions.
    /// Returns a message when writing fails (once).
    pub fn keep(&mut self, now: &InPlay) -> Option<String> {
        let file = self.file.as_deref()?;
        // Over by the rules, or by a player (resigned, out of time); a match once its
        // last round is (a round's end is kept: the next round is in play).
        // Asked on every pass of the event loop: the match is replayed only once its
        // round is over.
        let over = now.game.position().is_over()
            && (now.header.rounds.is_none()
                || Record {
                    actions: now.actions.to_vec(),
                    ..now.header.clone()
                }
                .played_match()
                .is_none_or(|m| m.is_over()));
        if over || now.header.ending.is_some() {
            if self.mine {
                self.discard();
            }
            return None;
        }
        if !now.dirty || self.seen == Some(now.edits) {
            return None;
        }
        self.seen = Some(now.edits);
        if self.written.as_deref() == Some(now.actions) {
            return None;
        }
        let file = file.to_path_buf();
        if !self.mine {
            self.keep_aside();
        }
        let record = Record {
            actions: now.actions.to_vec(),
            ..now.header.clone()
        };
        let mut text = record.to_json(None);
        if let Some(origin) = now.origin {
            let q = serde_json::to_string(&origin.to_string_lossy()).expect("strings serialize");
            text.insert_str(2, &format!("  \"{ORIGIN_FIELD}\": {q},\n"));
        }
        if let Some(Hosted { side, hints }) = now.hosted {
            let side = side.name().to_lowercase();
            text.insert_str(
                2,
                &format!("  \"{HOSTING_FIELD}\": {{\"side\": \"{side}\", \"hints\": {hints}}},\n"),
            );
        }
        let written =
            crate::store::dirs::ensure_parent(&file).and_then(|()| write_atomic(&file, &text));
        let summary = crate::store::library::summarize(&record);
        self.written = Some(record.actions);
        match written {
            Ok(()) => {
                self.mine = true;
                self.failed = false;
                self.offer = Some(summary);
                None
            }
            Err(e) if !self.failed => {
                self.failed = true;
                Some(crate::t!(
                    "autosave-failed",
                    file = crate::store::record::shown_path(&file.to_string_lossy()),
                    why = crate::store::record::io_reason(&e)
                ))
            }
            Err(_) => None,
        }
    }

    /// Another game's autosave is about to be replaced: it is moved into the games
    /// folder as `interrupted-N.json` (N: this slot) instead, so that a game cut short
    /// is not lost unasked, and the folder keeps one such game per slot, not a pile.
    fn keep_aside(&mut self) {
        if let (Some(file), Some(games)) = (&self.file, &self.games)
            && move_aside(file, games, self.number)
        {
            self.offer = None;
        }
    }

    /// The interrupted game offered is set aside now, into the games folder as
    /// `interrupted-N.json` (as a new game's first write would set it aside), so that
    /// the player can be told where it went. Where it went, if it was moved.
    pub fn set_aside(&mut self) -> Option<PathBuf> {
        if self.mine {
            return None;
        }
        let (file, games) = (self.file.as_ref()?, self.games.as_ref()?);
        if !move_aside(file, games, self.number) {
            return None;
        }
        self.offer = None;
        Some(games.join(format!("interrupted-{}.json", self.number)))
    }

    /// The program's own files that a save must never replace: every slot's autosave
    /// and its lock, with what each is, in words (the language spoken now).
    pub(crate) fn own_files(&self) -> Vec<(PathBuf, String)> {
        let Some(base) = &self.base else {
            return Vec::new();
        };
        (1..=slot::SLOTS)
            .flat_map(|n| {
                let (file, lock) = slot::paths(base, n);
                [
                    (file, crate::t!("autosave-the-file")),
                    (lock, crate::t!("autosave-the-lock")),
                ]
            })
            .collect()
    }

    /// Whether the file holds the game in play as last shown to [`Autosave::keep`]
    /// (written, or resumed, and its last write did not fail).
    pub(crate) fn holds_game(&self) -> bool {
        self.mine && !self.failed
    }

    /// The game in play was saved, or the player left it without saving (after the
    /// question): its autosave goes (if it is this game's).
    pub fn release(&mut self) {
        if self.mine {
            self.discard();
        }
    }

    /// Remove the autosave (the game was saved or finished, or the user declined it).
    pub fn discard(&mut self) {
        if let Some(file) = &self.file {
            // Only a regular file is removed (never what a planted link points to:
            // remove_file removes the link itself).
            let _ = std::fs::remove_file(file);
        }
        self.written = None;
        self.seen = None;
        self.mine = false;
        self.offer = None;
        self.asking_discard = false;
    }

    /// The interrupted game and the file it came from.
    pub fn resume(&self) -> Result<Resumed, String> {
        self.load()
    }

    /// Another game is in play: the autosave is not its own (yet).
    pub fn started(&mut self) {
        self.written = None;
        self.seen = None;
        self.mine = false;
        self.asking_discard = false;
    }

    /// The game in play is the one resumed: the autosave is its own.
    pub(crate) fn adopt(&mut self, record: &Record) {
        self.written = Some(record.actions.clone());
        self.seen = None;
        self.mine = true;
    }

    /// Read the autosave (bounded, never blocking, as any record file).
    fn load(&self) -> Result<Resumed, String> {
        let file = self
            .file
            .as_ref()
            .ok_or_else(|| crate::t!("autosave-none"))?;
        let name = file.to_string_lossy();
        let shown = crate::store::record::shown_path(&name);
        let bytes = read_bytes(&name).map_err(|e| format!("{shown}: {e}"))?;
        let (record, json) =
            Record::from_bytes_with_json(&bytes).map_err(|e| format!("{shown}: {e}"))?;
        let origin = json
            .get(ORIGIN_FIELD)
            .and_then(|v| v.as_str())
            .map(PathBuf::from);
        // A hosting field this program cannot read is left out: the game resumes at
        // one keyboard, as any other.
        let hosting = json.get(HOSTING_FIELD);
        let side = match hosting.and_then(|h| h.get("side")).and_then(|s| s.as_str()) {
            Some("south") => Some(Player::South),
            Some("north") => Some(Player::North),
            _ => None,
        };
        let hints = hosting
            .and_then(|h| h.get("hints"))
            .and_then(|h| h.as_bool());
        let hosted = side.zip(hints).map(|(side, hints)| Hosted { side, hints });
        Ok(Resumed {
            record,
            origin,
            hosted,
        })
    }
}

/// Move slot `number`'s interrupted game, `file`, into the `games` folder as
/// `interrupted-NUMBER.json`, in place of the one an earlier interruption of that slot
/// left there (unless that is not a regular file). Whether it was moved.
fn move_aside(file: &Path, games: &Path, number: usize) -> bool {
    if !std::fs::symlink_metadata(file).is_ok_and(|m| m.is_file())
        || std::fs::create_dir_all(games).is_err()
    {
        return false;
    }
    let target = games.join(format!("interrupted-{number}.json"));
    match std::fs::symlink_metadata(&target) {
        Ok(meta) if !meta.is_file() => false,
        _ => std::fs::rename(file, target).is_ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    /// An autosave file in a folder not made yet, inside a folder removed when the
    /// guard goes.
    fn temp_file(tag: &str) -> (crate::test_temp::TempDir, PathBuf) {
        let guard = crate::test_temp::TempDir::new(&format!("autosave-{tag}"));
        let file = guard.join("data").join("autosave.json");
        (guard, file)
    }

    /// The game in play as the event loop shows it, its actions counted as changed
    /// since any earlier call (a fresh `edits`), so that they are looked at.
    fn in_play<'a>(
        record: &'a Record,
        game: &'a Game,
        dirty: bool,
        origin: Option<&'a Path>,
    ) -> InPlay<'a> {
        static EDITS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        InPlay {
            header: record,
            actions: &record.actions,
            edits: EDITS.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            game,
            dirty,
            origin,
            hosted: None,
        }
    }

    fn played(n: usize) -> (Record, Game) {
        let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Ben".into()]);
        let mut game = record.start_game().unwrap();
        for _ in 0..n {
            let a = game.position().legal_actions()[0];
            game.apply(a).unwrap();
            record.actions.push(a);
        }
        (record, game)
    }

    #[test]
    fn written_after_each_action_read_back_and_removed_when_saved() {
        let (_guard, file) = temp_file("life");
        let mut a = Autosave::new(Some(file.clone()));
        assert_eq!(a.offer, None, "nothing to resume yet");
        let (record, game) = played(0);
        assert_eq!(a.keep(&in_play(&record, &game, false, None)), None);
        assert!(!file.exists(), "a game with nothing unsaved is not written");
        let (record, game) = played(3);
        let origin = Path::new("/games/mine.json");
        assert_eq!(a.keep(&in_play(&record, &game, true, Some(origin))), None);
        assert!(file.is_file(), "written, its folder made");
        // A later run finds it, offers it and resumes it with its file.
        let mut later = Autosave::new(Some(file.clone()));
        let offer = later.offer.clone().expect("offered");
        assert_eq!((offer.players.as_str(), offer.moves), ("Ana v Ben", 3));
        let Resumed {
            record: resumed,
            origin: from,
            hosted,
        } = later.resume().unwrap();
        assert_eq!(hosted, None);
        later.started();
        later.adopt(&resumed);
        assert_eq!(resumed.actions, record.actions);
        assert_eq!(from.as_deref(), Some(origin));
        // `mancala check` reads it: it is a record.
        assert!(crate::store::record::load_file(&file.to_string_lossy()).is_ok());
        // One more action is written; saving removes it.
        let (record, game) = played(4);
        later.keep(&in_play(&record, &game, true, Some(origin)));
        assert_eq!(later.offer.as_ref().unwrap().moves, 4);
        later.release();
        assert!(!file.exists());
        assert_eq!(later.offer, None);
    }

    /// A match's round played to its end (the first legal action each turn) is kept:
    /// the match goes on, and the autosave resumes it at the next round's start; once
    /// the match is over, the autosave goes.
    #[test]
    fn a_matchs_round_over_is_kept_and_its_end_removes_it() {
        let (_guard, file) = temp_file("match");
        let mut a = Autosave::new(Some(file.clone()));
        let rules = Rules::hoyito_form(mancala_rules::HoyitoForm::II, 4);
        let mut record = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
        let mut game = record.start_game().unwrap();
        while !game.position().is_over() {
            let act = game.position().legal_actions()[0];
            game.apply(act).unwrap();
            record.actions.push(act);
        }
        let after = record.played_match().unwrap();
        assert!(!after.is_over(), "this first round does not end the match");
        a.keep(&in_play(&record, &game, true, None));
        assert!(file.exists(), "a round's end is kept");
        let resumed = Autosave::new(Some(file.clone())).resume().unwrap().record;
        assert_eq!(
            resumed.rounds.as_ref().unwrap().earlier,
            vec![record.actions.clone()]
        );
        assert!(resumed.actions.is_empty(), "resumed at round 2's start");
        // A match played to its end (random actions, one round after another): the
        // autosave goes.
        let (played, rounds) = crate::test_match::random_match(rules, 11, |m| m.round() > 5000);
        assert!(played.is_over(), "the match ends");
        let whole = crate::store::record::rounds::MatchRecord {
            rounds,
            ..crate::store::record::rounds::MatchRecord::new(rules, record.players.clone())
        };
        let ended = Record::of_match(whole).unwrap();
        let game = ended.replay().unwrap();
        a.keep(&in_play(&ended, &game, true, None));
        assert!(!file.exists(), "the match is over");
    }

    #[test]
    fn a_finished_game_removes_its_own_autosave_but_not_another_games() {
        let (_guard, file) = temp_file("finish");
        let mut a = Autosave::new(Some(file.clone()));
        let (record, game) = played(2);
        a.keep(&in_play(&record, &game, true, None));
        assert!(file.exists());
        a.started();
        // Another run opens a finished game: the interrupted one is not touched.
        let mut other = Autosave::new(Some(file.clone()));
        other.started();
        let mut finished = played(0);
        while !finished.1.position().is_over() {
            let act = finished.1.position().legal_actions()[0];
            finished.1.apply(act).unwrap();
            finished.0.actions.push(act);
        }
        other.keep(&in_play(&finished.0, &finished.1, false, None));
        assert!(file.exists(), "not this game's autosave");
        other.release();
        assert!(file.exists(), "not this game's autosave");
        // The game that wrote it finishes: it goes.
        let mut a = Autosave::new(Some(file.clone()));
        a.adopt(&record);
        a.keep(&in_play(&finished.0, &finished.1, true, None));
        assert!(!file.exists());
    }

    #[test]
    fn a_new_game_moves_an_interrupted_one_into_the_games_folder() {
        let (_guard, file) = temp_file("aside");
        let games = file.parent().unwrap().join("games");
        let (old, old_game) = played(2);
        let mut first = Autosave::new(Some(file.clone()));
        first.keep(&in_play(&old, &old_game, true, None));
        // The next run starts another game without resuming the first.
        let mut next = Autosave::new(Some(file.clone()));
        next.games = Some(games.clone());
        next.started();
        let (new, new_game) = played(1);
        next.keep(&in_play(&new, &new_game, true, None));
        let kept = games.join("interrupted-1.json");
        assert_eq!(
            crate::store::record::read_file(&kept.to_string_lossy())
                .unwrap()
                .actions,
            old.actions
        );
        assert_eq!(next.resume().unwrap().record.actions, new.actions);
        // Its own autosave is simply rewritten.
        let (newer, newer_game) = played(3);
        next.keep(&in_play(&newer, &newer_game, true, None));
        assert!(!games.join("interrupted-2.json").exists());
        // That game is cut short too, and the run after starts another: the slot's one
        // interrupted game in the folder is now the newer one, not a second file.
        let mut after = Autosave::new(Some(file.clone()));
        after.games = Some(games.clone());
        after.started();
        after.keep(&in_play(&new, &new_game, true, None));
        assert_eq!(
            crate::store::record::read_file(&kept.to_string_lossy())
                .unwrap()
                .actions,
            newer.actions
        );
        assert_eq!(
            std::fs::read_dir(&games).unwrap().count(),
            1,
            "one per slot"
        );
        let _ = std::fs::remove_dir_all(file.parent().unwrap().parent().unwrap());
    }

    #[test]
    fn its_own_files_are_every_slots_autosave_and_lock() {
        let (_guard, file) = temp_file("own");
        let own = Autosave::new(Some(file.clone())).own_files();
        let dir = file.parent().unwrap();
        assert_eq!(own.len(), 2 * slot::SLOTS);
        let has = |path: PathBuf, what: &str| own.contains(&(path, what.to_string()));
        assert!(has(file.clone(), "the autosave"));
        assert!(has(dir.join("autosave.lock"), "the autosave's lock"));
        assert!(has(dir.join("autosave-16.json"), "the autosave"));
        assert!(Autosave::default().own_files().is_empty());
    }

    #[test]
    fn an_autosave_an_editor_gave_a_byte_order_mark_keeps_its_file() {
        // Records may start with a byte order mark; the file the game came from must
        // be read from the same parse as the record, not lost by a second, stricter one.
        let (_guard, file) = temp_file("bom");
        let mut a = Autosave::new(Some(file.clone()));
        let (record, game) = played(2);
        let origin = Path::new("/games/mine.json");
        a.keep(&in_play(&record, &game, true, Some(origin)));
        let text = std::fs::read_to_string(&file).unwrap();
        std::fs::write(&file, format!("\u{feff}{text}")).unwrap();
        let resumed = Autosave::new(Some(file)).resume().unwrap();
        assert_eq!(resumed.record.actions, record.actions);
        assert_eq!(resumed.origin.as_deref(), Some(origin));
    }

    #[test]
    fn a_hosted_game_keeps_the_host_s_side_and_hints_and_never_a_secret() {
        let (_guard, file) = temp_file("hosted");
        let mut a = Autosave::new(Some(file.clone()));
        let (record, game) = played(2);
        let hosted = Hosted {
            side: Player::North,
            hints: false,
        };
        let now = InPlay {
            hosted: Some(hosted),
            ..in_play(&record, &game, true, None)
        };
        a.keep(&now);
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            text.contains(r#""hosting": {"side": "north", "hints": false}"#),
            "{text}"
        );
        let resumed = Autosave::new(Some(file.clone())).resume().unwrap();
        assert_eq!(resumed.hosted, Some(hosted));
        assert_eq!(resumed.record.actions, record.actions);
        // A field this program cannot read: resumed at one keyboard.
        std::fs::write(&file, text.replace("\"north\"", "\"east\"")).unwrap();
        assert_eq!(Autosave::new(Some(file)).resume().unwrap().hosted, None);
    }

    /// Autosaves read back as (players, actions), sorted: what a user could resume.
    fn games_in(files: impl Iterator<Item = PathBuf>) -> Vec<(String, usize)> {
        let mut found: Vec<(String, usize)> = files
            .filter_map(|f| crate::store::record::read_file(&f.to_string_lossy()).ok())
            .map(|r| (r.players.join(" v "), r.actions.len()))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn two_programs_at_once_keep_both_games_through_a_crash() {
        let (_guard, base) = temp_file("two");
        let games = base.parent().unwrap().join("games");
        let game_of = |names: [&str; 2], n: usize| {
            let (mut record, game) = played(n);
            record.players = names.map(String::from);
            (record, game)
        };
        // Two programs (two open lock files are two programs to flock), played in turns.
        let mut first = Autosave::claim(Some(base.clone()), Some(games.clone()));
        let mut second = Autosave::claim(Some(base.clone()), Some(games.clone()));
        assert_ne!(first.file, second.file, "one autosave each");
        for n in 1..=4 {
            let (a, a_game) = game_of(["Ana", "Ben"], n);
            let (c, c_game) = game_of(["Cat", "Dan"], n + 1);
            assert_eq!(first.keep(&in_play(&a, &a_game, true, None)), None);
            assert_eq!(second.keep(&in_play(&c, &c_game, true, None)), None);
        }
        // A third program meanwhile finds nothing to resume: both games are in play.
        let third = Autosave::claim(Some(base.clone()), Some(games.clone()));
        assert_eq!(third.offer, None);
        drop(third);
        // Both crash (their locks go with them); the next program offers one game and
        // lists the other among the saved games. Neither lost an action.
        drop(first);
        drop(second);
        let next = Autosave::claim(Some(base.clone()), Some(games.clone()));
        assert_eq!(next.file.as_deref(), Some(base.as_path()));
        assert_eq!(next.offer.as_ref().map(|o| o.moves), Some(4));
        let dir = base.parent().unwrap();
        let everywhere = std::fs::read_dir(dir)
            .unwrap()
            .chain(std::fs::read_dir(&games).unwrap())
            .map(|e| e.unwrap().path());
        assert_eq!(
            games_in(everywhere),
            vec![("Ana v Ben".to_string(), 4), ("Cat v Dan".to_string(), 5)]
        );
        assert_eq!(
            games_in(std::iter::once(games.join("interrupted-2.json"))),
            vec![("Cat v Dan".to_string(), 5)],
            "named by its slot"
        );
    }

    #[test]
    fn declining_removes_it_and_a_bad_file_is_not_offered() {
        let (_guard, file) = temp_file("decline");
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, "{ broken").unwrap();
        let a = Autosave::new(Some(file.clone()));
        assert_eq!(a.offer, None);
        assert!(a.resume().unwrap_err().contains("JSON syntax error"));
        let (record, _) = played(1);
        std::fs::write(&file, record.to_json(None)).unwrap();
        let mut a = Autosave::new(Some(file.clone()));
        assert!(a.offer.is_some());
        a.discard();
        assert!(!file.exists());
        assert_eq!(a.offer, None);
    }
}
