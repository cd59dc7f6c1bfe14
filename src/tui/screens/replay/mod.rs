//! Watching a saved game again: step by action and by lap, jump, play and pause.
//!
//! The record's actions, who chose each and the position shown (the cursor) are a
//! [`Session`], the type a game being played keeps
//! too; so play on from here starts from the same line. Its game holds every
//! position up to the one shown, so stepping back is instant and stepping on plays
//! one action; memory stays linear in the game's length.
//!
//! Shown positions need no repetition table, as the record goes on past each of them,
//! except the last action, which may end the game by repetition: the position before
//! it is kept whole.

pub mod draw;
pub mod graph;
pub mod keys;
pub mod review;

use crate::store::record::Record;
use crate::tui::session::Session;
use crate::tui::widgets::display::Display;
use crate::tui::widgets::log;
use mancala_rules::{Action, Event, GameKind, Hole, Player};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One step inside an action: the board after a lap or a capture, and what it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phase {
    board: Vec<Vec<u8>>,
    /// South's and North's captured seeds at this point.
    captured: [u16; 2],
    label: String,
    hole: Option<Hole>,
}

/// The boards after each lap and each capture of an action, in order, from the board
/// and captured seeds before it.
pub fn phases(
    kind: GameKind,
    before: &[Vec<u8>],
    captured: [u16; 2],
    events: &[Event],
) -> Vec<Phase> {
    let mut shown = Display::new(before.to_vec(), captured);
    let mut out = Vec::new();
    for e in events {
        shown.apply(e);
        let (label, hole) = match e {
            Event::LapEnded { hole, count } => (
                crate::t!(
                    "replay-lap-ended",
                    lap = shown.laps,
                    hole = hole.to_string(),
                    amount = crate::words::position::amount(kind, *count as u16)
                ),
                Some(*hole),
            ),
            Event::LapsSkipped { laps, .. } => {
                (crate::t!("replay-laps-skipped", laps = *laps), None)
            }
            Event::Captured {
                holes, seeds, by, ..
            } => {
                let names: Vec<String> = holes.iter().map(|(h, _)| h.to_string()).collect();
                (
                    crate::t!(
                        "replay-took",
                        player = crate::words::position::side_name(*by),
                        holes = names.join(", "),
                        amount = crate::words::position::amount(kind, *seeds)
                    ),
                    holes.first().map(|(h, _)| *h),
                )
            }
            _ => continue,
        };
        out.push(Phase {
            board: shown.board.clone(),
            captured: shown.captured,
            label,
            hole,
        });
    }
    out
}

/// The replay viewer's state.
pub struct ReplayState {
    /// The record, its actions with the position shown (the line's cursor), and the
    /// game after `index()` actions.
    pub session: Session,
    name: String,
    /// Inside action `index`: which lap or capture is shown (`None` = its end).
    pub phase: Option<usize>,
    /// The laps and captures of action `index`, and its log sentences.
    pub phases: Vec<Phase>,
    sentences: Vec<String>,
    /// The board before action `index`, and who played it.
    before: Vec<Vec<u8>>,
    pub mover: Player,
    playing: bool,
    /// Time between actions while playing.
    speed: Duration,
    /// Digits typed for a jump.
    jump: String,
    /// Evaluations and mistakes, searched in the background (the `e` key).
    pub review: review::Review,
    /// Why the record stops early: its action that the rules refuse, shown on screen.
    problem: Option<String>,
    /// The file the record was read from (`None`: a sample, standard input); saving
    /// offers it, and asks before replacing it.
    path: Option<PathBuf>,
    /// The file this replay last wrote (saving there again does not ask).
    saved_to: Option<PathBuf>,
    /// The comments as last read or saved: the replay's comments differ from them
    /// until they are saved (leaving then asks).
    saved_comments: BTreeMap<usize, String>,
    /// What the last comment or save did, shown on the status line until the next key
    /// (`true`: an error).
    message: Option<(String, bool)>,
}

impl ReplayState {
    /// Open a record. A record with an action the rules refuse opens up to the action
    /// before it, the refusal shown; any other fault is an error.
    pub fn new(mut record: Record, name: String) -> Result<ReplayState, String> {
        let mut problem = None;
        let session = match Session::open(record.clone()) {
            Ok(session) => session,
            Err(e @ crate::store::record::RecordError::Action { number, .. }) => {
                problem = Some(crate::t!("replay-stops-here", why = e.to_string()));
                record.actions.truncate(number - 1);
                Session::open(record).map_err(|e| e.to_string())?
            }
            Err(e) => return Err(e.to_string()),
        };
        let saved_comments = session.record().comments.clone();
        let mut state = ReplayState {
            session,
            name,
            phase: None,
            phases: Vec::new(),
            sentences: Vec::new(),
            before: Vec::new(),
            mover: Player::South,
            playing: false,
            speed: Duration::from_millis(700),
            jump: String::new(),
            review: Default::default(),
            problem,
            path: None,
            saved_to: None,
            saved_comments,
            message: None,
        };
        state.go_to(0);
        // A match is replayed from its first round.
        if state.round_of().is_some_and(|(round, _)| round > 1) {
            state.show_round(1, false);
        }
        Ok(state)
    }

    /// The record was read from `path` (`None`: from no file, a sample): saving its
    /// comments offers to write them there.
    pub(crate) fn read_from(&mut self, path: Option<PathBuf>) {
        self.path = path;
    }

    /// Actions in the record.
    pub fn len(&self) -> usize {
        self.session.len()
    }

    /// Whether the record has no action.
    pub fn is_empty(&self) -> bool {
        self.session.is_empty()
    }

    /// Actions played in the position shown (0 = the start).
    pub fn index(&self) -> usize {
        self.session.cursor()
    }

    /// The record's actions.
    pub fn actions(&self) -> &[Action] {
        self.session.actions()
    }

    /// Who chose each action, for the move list.
    pub fn movers(&self) -> &[Player] {
        self.session.movers()
    }

    /// The whole record: its header and all its actions (as far as the rules allow).
    pub fn record(&self) -> Record {
        self.session.record().clone()
    }

    /// Show the position after `n` actions (clamped), at the end of that action.
    pub fn go_to(&mut self, n: usize) {
        let n = n.min(self.len());
        self.phase = None;
        if n == 0 {
            self.session.set_cursor(0);
            self.phases.clear();
            // A match's round: who starts it, its closed holes, the seeds set aside.
            self.sentences = match self.session.record().round_start() {
                Some(Ok(start)) => vec![crate::words::rounds::round_begins(
                    &start,
                    &self.session.record().players,
                )],
                _ => vec![crate::t!("replay-start-of-game")],
            };
            self.before = self.session.game().position().rows();
            return;
        }
        // From the position before action n, played on: its events are what the
        // laps and the log show.
        self.session.set_cursor(n - 1);
        let before = self.session.game().position();
        self.before = before.rows();
        let captured = before.captured_both();
        let kind = before.rules().game;
        let (action, mover, events) = self.session.step_forward().expect("n is in the line");
        self.mover = mover;
        self.phases = phases(kind, &self.before, captured, &events);
        self.sentences = log::describe(kind, mover, action == Action::Continue, &events);
        // A match's round over: what each total fills, and the next round or the end.
        if let Some(said) = self.session.round_end_words() {
            self.sentences.extend(said);
        }
    }

    /// Whose turn it is at the position shown, or how the game (a match's round: the
    /// round's end, what each total fills, the match's end) ended there.
    pub fn status_sentence(&self) -> String {
        match self.session.round_end_words() {
            Some(said) => said.join(" "),
            None => crate::words::position::status_line(
                self.session.game(),
                &self.session.record().players,
            ),
        }
    }

    /// Show the position at the end of turn `turn`, as the move list numbers turns
    /// (a Tsoro turn is a sow with its head answers and bonus picks; 0: the start).
    pub(crate) fn go_to_turn(&mut self, turn: usize) {
        self.go_to(crate::tui::widgets::moves::end_of_turn(
            self.actions(),
            self.movers(),
            turn,
        ));
    }

    /// The turn the position shown ends (the move list's number; 0: the start).
    pub fn turn(&self) -> usize {
        crate::tui::widgets::moves::turns_before(self.actions(), self.movers(), self.index())
    }

    pub fn next(&mut self) {
        self.go_to(self.index() + 1);
    }

    pub fn previous(&mut self) {
        self.go_to(self.index().saturating_sub(1));
    }

    /// Step to the next lap or capture, then on to the next action.
    pub(crate) fn next_phase(&mut self) {
        match self.phase {
            Some(p) if p + 1 < self.phases.len() => self.phase = Some(p + 1),
            Some(_) => self.phase = None,
            None => {
                if self.index() < self.len() {
                    self.next();
                    if !self.phases.is_empty() {
                        self.phase = Some(0);
                    }
                }
            }
        }
    }

    /// Step back one lap or capture, then into the previous action.
    pub(crate) fn previous_phase(&mut self) {
        match self.phase {
            Some(0) => {
                self.previous();
            }
            Some(p) => self.phase = Some(p - 1),
            None if !self.phases.is_empty() => self.phase = Some(self.phases.len() - 1),
            None => self.previous(),
        }
    }

    /// The board shown now.
    pub fn board(&self) -> Vec<Vec<u8>> {
        match self.phase {
            Some(p) => self.phases[p].board.clone(),
            None => self.session.game().position().rows(),
        }
    }

    /// What the player lines show: whose turn it is (the mover while inside an action)
    /// and the captured seeds, as of the board shown.
    pub fn shown_turn_and_captured(&self) -> (Option<Player>, [u16; 2]) {
        match self.phase {
            Some(p) => (Some(self.mover), self.phases[p].captured),
            None => (
                self.session.game().position().to_move(),
                self.session.game().position().captured_both(),
            ),
        }
    }

    /// A hole to mark: the lap or capture being shown.
    pub fn marked(&self) -> Option<Hole> {
        self.phase.and_then(|p| self.phases[p].hole)
    }

    pub fn faster(&mut self) {
        self.speed = (self.speed / 2).max(Duration::from_millis(50));
    }

    pub fn slower(&mut self) {
        self.speed = (self.speed * 2).min(Duration::from_secs(4));
    }

    /// A new record of this game up to the position shown, to play on from.
    pub(crate) fn continue_record(&self) -> Record {
        let mut r = self.session.record().clone();
        r.actions = self.session.actions()[..self.index()].to_vec();
        r.date = None;
        // The file's stated result and the judge's marks belong to the whole game, not
        // to this new one (its comments up to here stay).
        r.result = None;
        r.marks = None;
        // A match played on from a round: the rounds after it are not played yet.
        if let Some(held) = &mut r.rounds {
            held.later.clear();
            held.result = None;
        }
        r
    }

    /// The round shown and how many the match has; `None` for a single game.
    pub fn round_of(&self) -> Option<(usize, usize)> {
        let record = self.session.record();
        let held = record.rounds.as_ref()?;
        Some((held.round(), record.round_count()?))
    }

    /// Show round `round` (from 1) of the match at its start, or at its end with
    /// `at_end`; false (nothing changes) in a single game or past its rounds. Its
    /// evaluations are the round's own: the review starts again.
    pub fn show_round(&mut self, round: usize, at_end: bool) -> bool {
        let Some(record) = self.session.record().round_record(round) else {
            return false;
        };
        let Ok(session) = Session::open(record) else {
            return false;
        };
        self.session = session;
        self.review = Default::default();
        self.playing = false;
        self.go_to(if at_end { self.len() } else { 0 });
        true
    }
}

/// The comments: a person's remark on an action, typed in the replay (the `c` key)
/// and saved with the record.
impl ReplayState {
    /// The action the position shown ends (0-based), which a comment typed now is
    /// about; `None` at the start.
    pub(crate) fn commented_action(&self) -> Option<usize> {
        self.index().checked_sub(1)
    }

    /// The comment on action `k` (0-based), if any.
    pub fn comment(&self, k: usize) -> Option<&str> {
        self.session.record().comments.get(&k).map(String::as_str)
    }

    /// Why no comment can be typed or saved now, if so: at the start (no action is
    /// shown), or in a record that stops early (saving it would drop its actions past
    /// the one the rules refuse).
    pub(crate) fn why_no_comment(&self) -> Option<String> {
        if self.problem.is_some() {
            Some(crate::t!("replay-comment-record-stops"))
        } else if self.index() == 0 {
            Some(crate::t!("replay-comment-at-start"))
        } else {
            None
        }
    }

    /// Keep `text` as the comment on action `k` (0-based); a text of spaces alone, or
    /// none, removes it. Says what it did on the status line.
    pub(crate) fn set_comment(&mut self, k: usize, text: &str, save_key: &str) {
        if k >= self.len() {
            return;
        }
        let text = (!text.trim().is_empty()).then(|| text.to_string());
        let said = if self.session.record().comments.get(&k) == text.as_ref() {
            crate::t!("replay-comment-unchanged", action = k + 1)
        } else if let Some(text) = text {
            self.session.comments_mut().insert(k, text);
            crate::t!("replay-comment-kept", action = k + 1, key = save_key)
        } else {
            self.session.comments_mut().remove(&k);
            crate::t!("replay-comment-removed", action = k + 1)
        };
        self.message = Some((said, false));
    }

    /// Whether the comments differ from those read or last saved.
    pub fn dirty(&self) -> bool {
        self.session.record().comments != self.saved_comments
    }

    /// Write the record with its comments (and its marks, as they were read) to
    /// `path`, atomically. The comments stay unsaved if the write fails.
    pub fn save(&mut self, path: &Path) -> Result<(), String> {
        let shown = crate::store::record::shown_path(&path.to_string_lossy());
        if let Some(why) = self
            .problem
            .as_ref()
            .map(|_| crate::t!("replay-comment-record-stops"))
        {
            return Err(why);
        }
        let record = self.record();
        let game = record.replay().map_err(|e| format!("{shown}: {e}"))?;
        crate::store::record::write_atomic(path, &record.to_json(Some(&game))).map_err(|e| {
            crate::t!(
                "play-could-not-save",
                file = shown,
                reason = crate::store::record::io_reason(&e)
            )
        })?;
        self.saved_comments = self.session.record().comments.clone();
        self.path = Some(path.to_path_buf());
        self.saved_to = Some(path.to_path_buf());
        self.message = Some((
            crate::t!("replay-saved", file = crate::tui::files::shown_file(path)),
            false,
        ));
        Ok(())
    }
}

impl crate::tui::view::View for ReplayState {
    crate::tui::view::keys_and_drawing!(keys::replay_key, keys::replay_click, draw::draw_replay);

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        // How the marks are given, and what the graph shows, while they are.
        let notes = if self.review.on {
            vec![crate::analysis::judge::rule_short_for(
                &self.session.record().rules,
            )]
            .into_iter()
            // The graph of expected counts, where there are any.
            .chain(
                (!self.session.record().rules.reentered_captures).then(|| crate::t!("help-graph")),
            )
            .collect()
        } else {
            Vec::new()
        };
        crate::tui::view::table_help(keys::REPLAY, self, cx, notes)
    }

    fn takes_board_keys(&self) -> bool {
        true
    }

    fn board(&self) -> Option<mancala_rules::Layout> {
        Some(*self.session.game().position().layout())
    }

    fn animating(&self) -> bool {
        self.playing
    }

    /// Playing itself: one action a step, at the replay's own speed.
    fn tick(&mut self, _pace: f64) -> Option<Duration> {
        if !self.playing {
            return None;
        }
        self.next();
        if self.index() >= self.len() {
            self.playing = false;
        }
        Some(self.speed)
    }

    fn busy(&self) -> bool {
        self.review.busy()
    }

    fn update(&mut self, _free: bool) {
        self.update_review();
    }

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Replay
    }

    fn save_subject(&self) -> Option<crate::tui::files::SaveSubject<'_>> {
        Some(crate::tui::files::SaveSubject {
            header: self.session.record(),
            path: self.path.as_deref(),
            ours: self.saved_to.as_deref(),
        })
    }

    fn save(&mut self, path: &Path) -> Result<(), String> {
        ReplayState::save(self, path)
    }

    fn unsaved(&self) -> Option<crate::tui::view::Unsaved> {
        self.dirty().then_some(crate::tui::view::Unsaved::Comments)
    }

    fn tell(&mut self, text: String, error: bool) {
        self.message = Some((text, error));
    }

    /// Its judge waits, leaving the processor to the screen over it, and goes on once
    /// the replay is shown again.
    fn covered(&mut self) {
        self.pause_review();
    }

    fn set_comment(&mut self, action: usize, text: &str, cx: &crate::tui::view::KeyContext) {
        ReplayState::set_comment(self, action, text, &keys::save_key(&cx.prefs.config));
    }
}
