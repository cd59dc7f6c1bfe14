//! A game being played at the keyboard: the record, the position, undo and redo, the
//! cursor, the log and the animation. No drawing here, and no rule: the engine decides.

pub mod computer;
pub mod draw;
pub mod exercise;
pub mod judged;
pub mod keys;
pub mod network;
mod rounds;
pub mod timing;

use crate::store::record::{Record, write_atomic};
use crate::tui::session::Session;
use crate::tui::widgets::anim::{Animation, Before};
use crate::tui::widgets::log;
use mancala_rules::{Action, Awaiting, Event, Hole, Player};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use std::path::{Path, PathBuf};

/// The two answers at an occupied head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HeadAnswer {
    Continue,
    Stop,
}

/// A go-to typed so far: `g` (a column letter comes next), then `g` and a column (a
/// row digit may follow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoTo {
    Off,
    Column,
    Row,
}

/// A game in progress on screen.
pub struct PlayState {
    /// The record, its line of play (undo and redo move its cursor) and the game at
    /// the cursor.
    pub session: Session,
    pub cursor: Hole,
    /// A go-to being typed (`g`, a column letter, a row digit).
    pub goto: GoTo,
    /// Where each player's cursor was when they last sowed (South's first): their next
    /// turn starts there.
    remembered: [Option<Hole>; 2],
    /// The player the cursor was last placed for (the player to move then).
    cursor_for: Option<Player>,
    head_answer: HeadAnswer,
    pub anim: Option<Animation>,
    /// Log sentences, oldest first.
    pub log: Vec<String>,
    /// Sentences of the action being animated, logged when the animation ends.
    pending_log: Vec<String>,
    /// A message for the status line: (text, is an error).
    pub message: Option<(String, bool)>,
    /// The last action earned its player an extra turn (the status line says so).
    extra_turn: bool,
    /// The origin and landing hole of the last sowing.
    last_move: Option<(Hole, Hole)>,
    /// How many actions the record had when last saved or loaded; `None` once that
    /// position can no longer be reached by undo and redo (a new action replaced it).
    saved: Option<usize>,
    /// Where the game was last saved or loaded from.
    pub save_path: Option<PathBuf>,
    /// `save_path` was read as this game's record or written by this run, so saving
    /// there again needs no "Replace it?". Not so for a resumed game's file: the
    /// autosave names it, and anyone could have written that name there.
    save_path_ours: bool,
    /// The computer's turns and the hint, searched in the background.
    pub ai: computer::Computer,
    /// The game over, judged for its graph and marks (see [`judged`]).
    pub judge: Option<crate::tui::jobs::judge::Run>,
    /// The tables the searches probe and the verdicts the judge reads from and adds
    /// to: the app's, once it shares them.
    knowledge: crate::tui::jobs::Knowledge,
    /// The other player, when they play over the network.
    pub net: Option<network::Opponent>,
    /// The session's edit count when the record was read with marks: its marks are
    /// written back only while the line is the one they judged.
    marks_edits: Option<u64>,
    /// The turn in progress on the game's clock (see [`timing`]).
    timer: crate::tui::clock::Timer,
    /// The resign key was pressed: the next key answers "Resign this game? y/n".
    pub resign_asked: bool,
    /// The time the next action took as its player's side measured it (the other
    /// side's, over the network), instead of this side's timer (see
    /// [`PlayState::play_timed`]).
    given_spent: Option<u64>,
}

impl PlayState {
    /// Start playing from a record (its actions already played).
    pub fn new(record: Record) -> Result<PlayState, String> {
        let mut state = PlayState {
            session: Session::open(record).map_err(|e| e.to_string())?,
            cursor: Hole::new(0, 1),
            goto: GoTo::Off,
            remembered: [None, None],
            cursor_for: None,
            head_answer: HeadAnswer::Continue,
            anim: None,
            log: Vec::new(),
            pending_log: Vec::new(),
            message: None,
            last_move: None,
            extra_turn: false,
            saved: None,
            save_path: None,
            save_path_ours: false,
            ai: Default::default(),
            judge: None,
            knowledge: Default::default(),
            marks_edits: None,
            net: None,
            timer: Default::default(),
            resign_asked: false,
            given_spent: None,
        };
        state.marks_edits = state
            .session
            .record()
            .marks
            .is_some()
            .then(|| state.session.edits());
        state.saved = Some(state.session.cursor());
        // A loaded game goes on from where its record ends.
        let rules = crate::words::position::rules_words(state.session.game().position().rules());
        let turn = state.turn_sentence();
        let first_line = match &state.session.record().opening {
            Some(o) if state.session.is_empty() => crate::t!(
                "play-begins-from-book",
                rules = rules,
                // Read from a file: shown escaped, cut short.
                book = crate::words::text::escape_for_terminal(
                    &o.book,
                    crate::words::text::NAME_COLUMNS
                ),
                line = o.line,
                turn = turn
            ),
            _ if state.session.is_empty() => {
                crate::t!("play-begins", rules = rules, turn = turn)
            }
            // A finished game opened to look at (or to undo into): it does not go on.
            _ if state.session.over() => {
                crate::t!("play-as-it-ended", rules = rules, turn = turn)
            }
            _ => crate::t!("play-continues", rules = rules, turn = turn),
        };
        state.log.push(first_line);
        // A match's round begun: who starts it, its closed holes, the seeds set aside.
        if let Some(Ok(start)) = state.session.record().round_start()
            && state.session.is_empty()
        {
            let names = state.names().clone();
            state
                .log
                .push(crate::words::rounds::round_begins(&start, &names));
        }
        if let Some(mismatch) = state.session.record().result_mismatch(state.session.game()) {
            let warning = crate::t!("play-warning", mismatch = mismatch);
            state.log.push(warning.clone());
            state.message = Some((warning, true));
        }
        state.place_cursor();
        Ok(state)
    }

    /// Whether the position differs from the one last saved or loaded (undo then redo
    /// back to it is not a change).
    pub fn dirty(&self) -> bool {
        self.saved != Some(self.session.cursor())
    }

    /// The record of the game as played: its header and the actions up to the cursor.
    pub fn record(&self) -> Record {
        let mut record = self.session.played_record();
        // The judge's marks belong to the line they judged: gone once it changes.
        if self.marks_edits != Some(self.session.edits()) {
            record.marks = None;
        }
        record
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[Action] {
        self.session.played()
    }

    /// Changes whenever [`actions`](Self::actions) do (for the autosave's check).
    pub fn edits(&self) -> u64 {
        self.session.edits()
    }

    /// Who chose each action played, for the move list.
    pub fn movers(&self) -> &[Player] {
        self.session.played_movers()
    }

    /// Count the game as changed since it was saved (a resumed game was not saved since).
    fn mark_unsaved(&mut self) {
        self.saved = None;
    }

    /// The game was read from `path` (`None`: from no file), just now, as this very
    /// record: saving there again needs no "Replace it?".
    pub(crate) fn read_from(&mut self, path: Option<PathBuf>) {
        self.save_path_ours = path.is_some();
        self.save_path = path;
    }

    /// The game was resumed from the autosave: it was not saved since, and its file
    /// is only what the autosave says, so saving there asks first, as for any file
    /// this run did not read.
    pub fn resumed(&mut self) {
        self.save_path_ours = false;
        self.mark_unsaved();
        self.message = Some((crate::t!("resume-goes-on"), false));
    }

    /// Log `sentence`, and say it on the status line too if `shown` (with `error`).
    pub fn say(&mut self, sentence: String, shown: Option<bool>) {
        if let Some(error) = shown {
            self.message = Some((sentence.clone(), error));
        }
        self.log.push(sentence);
    }

    /// The note for a person who takes South against the computer from the usual
    /// start of a Hoyito II game where South starts behind (`command_line`: it names
    /// the command-line option, not the form's row), if this game is one.
    pub(crate) fn south_behind_note(&self, command_line: bool) -> Option<String> {
        let h = self.session.record();
        // A match's first round only: South starts it (North the next).
        let first_round = self.round().is_none_or(|round| round == 1);
        let fresh = self.actions().is_empty() && h.start.is_none() && first_round;
        let against_computer = h.computers[0].is_none() && h.computers[1].is_some();
        let note = crate::study::openings::south_behind_note(&h.rules, command_line, h.is_match())?;
        (fresh && against_computer).then_some(note)
    }

    /// Names of South and North.
    pub fn names(&self) -> &[String; 2] {
        &self.session.record().players
    }

    /// The board to draw: the animation's while one runs, else the game's.
    pub fn display_board(&self) -> Vec<Vec<u8>> {
        match &self.anim {
            Some(a) => a.shown.board.clone(),
            None => self.session.game().position().rows(),
        }
    }

    /// What the player lines show: whose turn it is (the mover while an action is being
    /// animated) and the captured seeds, as far as the board drawn shows.
    pub fn shown_turn_and_captured(&self) -> (Option<Player>, [u16; 2]) {
        match &self.anim {
            Some(a) => (Some(a.mover), a.shown.captured),
            None => (
                self.session.game().position().to_move(),
                self.session.game().position().captured_both(),
            ),
        }
    }

    /// Whether an animation is running.
    pub fn animating(&self) -> bool {
        self.anim.is_some()
    }

    /// Show the rest of the animation at once.
    pub fn finish_animation(&mut self) {
        // A person's time starts once the sowing before their turn has been shown.
        if self.anim.take().is_some() {
            self.timer.restart();
        }
        self.log.append(&mut self.pending_log);
    }

    /// Show the next animation step; returns how long to show it, or `None` once the
    /// animation is over (the log then catches up).
    pub fn advance_animation(&mut self) -> Option<std::time::Duration> {
        let wait = self.anim.as_mut()?.advance();
        if wait.is_none() {
            self.finish_animation();
        }
        wait
    }

    pub(crate) fn turn_sentence(&self) -> String {
        if let Some(said) = self.round_end_sentence() {
            return said;
        }
        match self.session.ending() {
            Some(ending) => crate::words::position::ending_sentence(ending, self.names()),
            None => crate::words::position::status_line(self.session.game(), self.names()),
        }
    }

    /// Put the cursor on a hole that can be chosen now. A player's turn starts where
    /// their cursor was when they last sowed (or on the hole nearest it that can be
    /// chosen); otherwise the cursor stays on a hole that can be chosen, or goes to the
    /// first one. (A hint shown puts it on the hinted hole.)
    fn place_cursor(&mut self) {
        let legal = self.legal_holes();
        if legal.is_empty() {
            return;
        }
        let mover = self.session.game().position().to_move();
        let fresh = self.cursor_for != mover;
        self.cursor_for = mover;
        // Picks are on the other side: the place sowed from says nothing of them.
        let remembered = mover
            .filter(|_| self.session.game().position().awaiting() == Some(Awaiting::Sow))
            .and_then(|m| self.remembered[m.index()]);
        // Nearest: the same row first, then the nearest column.
        let nearest = |h: Hole| {
            let distance =
                |c: &Hole| (c.row.abs_diff(h.row) as u32) * 100 + c.col.abs_diff(h.col) as u32;
            *legal.iter().min_by_key(|c| distance(c)).expect("not empty")
        };
        if let Some(h) = remembered
            && (fresh || !legal.contains(&self.cursor))
        {
            self.cursor = nearest(h);
        } else if !legal.contains(&self.cursor) {
            // The same player goes on in the cursor's row (a second bonus pick): from
            // where the cursor was, not from the first hole.
            let same_row = legal.iter().any(|h| h.row == self.cursor.row);
            self.cursor = if !fresh && same_row {
                nearest(self.cursor)
            } else {
                legal[0]
            };
        }
    }

    /// Start a go-to: the next key is a column letter.
    pub(crate) fn start_goto(&mut self) {
        let last = Hole::new(
            self.session.game().position().layout().holes_per_row() as u8 - 1,
            1,
        )
        .letter();
        self.goto = GoTo::Column;
        self.message = Some((crate::t!("play-go-to", last = last.to_string()), false));
    }

    /// A key typed during a go-to: a column letter moves the cursor to that column (in
    /// the cursor's row if the hole there can be chosen, else in the nearest row where
    /// it can); then a row digit moves it to that row of the column. True when the key
    /// was the go-to's; any other key ends the go-to and does what it does (after `g`,
    /// a letter that is no column is refused).
    pub(crate) fn goto_key(&mut self, code: KeyCode) -> bool {
        let layout = self.session.game().position().layout();
        let (n, rows) = (layout.holes_per_row() as u8, layout.rows() as u8);
        match (self.goto, code) {
            (GoTo::Off, _) => false,
            (GoTo::Column, KeyCode::Char(c)) => {
                let col = (c as u32).wrapping_sub('a' as u32);
                if col >= n as u32 {
                    let last = Hole::new(n - 1, 1).letter();
                    self.goto = GoTo::Off;
                    self.message = Some((
                        crate::t!(
                            "play-no-column",
                            column = crate::words::text::escape_for_terminal(&c.to_string(), 4),
                            last = last.to_string()
                        ),
                        true,
                    ));
                    return true;
                }
                let col = col as u8;
                let legal = self.legal_holes();
                let here = self.cursor.row;
                let row = legal
                    .iter()
                    .filter(|h| h.col == col)
                    .map(|h| h.row)
                    .min_by_key(|r| r.abs_diff(here))
                    .unwrap_or(here);
                self.cursor = Hole::new(col, row);
                self.goto = GoTo::Row;
                self.message = Some((
                    crate::t!(
                        "play-go-to-row",
                        hole = self.cursor.to_string(),
                        rows = rows,
                        column = self.cursor.letter().to_string()
                    ),
                    false,
                ));
                true
            }
            (GoTo::Row, KeyCode::Char(c @ '1'..='9')) if (c as u8 - b'0') <= rows => {
                self.cursor = Hole::new(self.cursor.col, c as u8 - b'0');
                self.goto = GoTo::Off;
                self.message = None;
                true
            }
            (_, code) => {
                self.goto = GoTo::Off;
                self.message = None;
                // Esc ends the go-to and nothing else.
                code == KeyCode::Esc
            }
        }
    }

    /// Holes that may be chosen now (to sow or to pick), in row then column order.
    pub fn legal_holes(&self) -> Vec<Hole> {
        self.session
            .game()
            .position()
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Sow(h) | Action::Pick(h) => Some(h),
                _ => None,
            })
            .collect()
    }

    /// Move the cursor by columns and rows (rows up the screen are positive `dy`),
    /// as seen from the board: columns left to right, rows from row 1 upwards.
    fn move_cursor(&mut self, dx: i32, dy: i32) {
        let layout = self.session.game().position().layout();
        let n = layout.holes_per_row() as i32;
        let rows = layout.rows() as i32;
        let col = (self.cursor.col as i32 + dx).clamp(0, n - 1);
        let row = (self.cursor.row as i32 + dy).clamp(1, rows);
        self.cursor = Hole::new(col as u8, row as u8);
    }

    /// Jump to the next legal hole after the cursor (wrapping).
    fn next_legal(&mut self) {
        let legal = self.legal_holes();
        if legal.is_empty() {
            return;
        }
        let key = |h: &Hole| (h.row, h.col);
        self.cursor = legal
            .iter()
            .find(|h| key(h) > key(&self.cursor))
            .copied()
            .unwrap_or(legal[0]);
    }

    /// A board key (see [`keys::BOARD`]): move the cursor or the head answer, or the
    /// action it chooses.
    pub fn board_key(&mut self, key: &KeyEvent) -> Option<Action> {
        use keys::BoardKey as B;
        let answer = |a: HeadAnswer| match a {
            HeadAnswer::Continue => HeadAnswer::Stop,
            HeadAnswer::Stop => HeadAnswer::Continue,
        };
        match crate::tui::keys::action(keys::BOARD, key, self)? {
            B::Continue => return Some(Action::Continue),
            B::Stop => return Some(Action::Stop),
            B::AnswerContinue => self.head_answer = HeadAnswer::Continue,
            B::AnswerStop => self.head_answer = HeadAnswer::Stop,
            B::OtherAnswer => self.head_answer = answer(self.head_answer),
            B::Left => self.move_cursor(-1, 0),
            B::Right => self.move_cursor(1, 0),
            B::Up => self.move_cursor(0, 1),
            B::Down => self.move_cursor(0, -1),
            B::NextChoosable => self.next_legal(),
            B::FirstColumn => self.cursor = Hole::new(0, self.cursor.row),
            B::LastColumn => {
                self.cursor = Hole::new(
                    self.session.game().position().layout().holes_per_row() as u8 - 1,
                    self.cursor.row,
                )
            }
            B::Choose => return self.action_at_cursor(),
        }
        None
    }

    /// The action Enter means now: sow or pick at the cursor, or the head answer.
    pub(crate) fn action_at_cursor(&self) -> Option<Action> {
        match self.session.game().position().awaiting()? {
            Awaiting::Sow => Some(Action::Sow(self.cursor)),
            Awaiting::Bonus => Some(Action::Pick(self.cursor)),
            Awaiting::Head => Some(match self.head_answer {
                HeadAnswer::Continue => Action::Continue,
                HeadAnswer::Stop => Action::Stop,
            }),
        }
    }

    /// Play an action chosen by a player. A refusal changes nothing and is explained.
    pub fn choose(&mut self, action: Action) -> bool {
        // A turn out of time ends the game before its action counts (the log says so).
        if self.check_time() {
            return false;
        }
        if self.session.ending().is_some() {
            self.message = Some((self.turn_sentence(), true));
            return false;
        }
        if self.remote_to_move() {
            self.message = Some((crate::t!("net-their-turn", name = self.other_name()), true));
            return false;
        }
        if let Err(e) = self.session.game().position().check(action) {
            // In the language spoken; plain mode says the same words.
            self.message = Some((crate::words::rule_words::refused(action, &e), true));
            return false;
        }
        // A new action replaces the undone ones: a saved position among them is gone.
        if self.saved.is_some_and(|n| n > self.session.cursor()) {
            self.saved = None;
        }
        self.play(action, true, false);
        // Over the network, sent at once: the other side shows it while this one does.
        self.send_ours();
        true
    }

    /// Apply an action the engine accepts, log it and animate it. A redo moves the
    /// session's cursor onto it; any other action is played on (what was past the
    /// cursor is forgotten).
    fn play(&mut self, action: Action, animate: bool, redo: bool) {
        let mover = self.session.game().position().current_player();
        // The computer's head answer is told by its next sentence, not asked.
        let asked = self.computer_to_move().is_none();
        let pace = self.action_pace();
        let before = Before {
            board: self.session.game().position().rows(),
            captured: self.session.game().position().captured_both(),
            mover,
        };
        let events = if redo {
            let events = self.session.step_forward().expect("an action to redo").2;
            self.restart_turn();
            events
        } else {
            let spent = self.spend_turn();
            self.session
                .play_timed(action, spent)
                .expect("checked before")
        };
        if let Action::Sow(h) = action {
            self.remembered[mover.index()] = Some(h);
        }
        self.message = None;
        self.note_last_move(&events);
        self.extra_turn = events.iter().any(|e| matches!(e, Event::ExtraTurn { .. }));
        let mut sentences = log::describe_as(
            self.session.game().position().rules().game,
            mover,
            action == Action::Continue,
            &events,
            asked,
        );
        if let Some(said) = self.round_end_words() {
            sentences.extend(said);
        } else if self.session.over() {
            sentences.push(self.turn_sentence());
        }
        // Animated whatever the preferences: with animation off, the app ends it at
        // once (one place decides, for every board).
        self.anim = if animate && pace != computer::ActionPace::Skipped {
            let mut a = Animation::new(before, &events);
            a.advance();
            if let computer::ActionPace::Computer(most) = pace {
                // The first step shows for a seed's step before the event loop's first
                // tick (crate::tui::event_loop).
                a.fit(most.saturating_sub(crate::tui::widgets::anim::SEED_STEP));
                self.count_shown(mover, crate::tui::widgets::anim::SEED_STEP + a.remaining());
            }
            (!a.is_done()).then_some(a)
        } else {
            None
        };
        // The log tells what happened once the board has shown it, not before.
        if self.anim.is_some() {
            self.pending_log = sentences;
        } else {
            self.log.extend(sentences);
        }
        self.head_answer = HeadAnswer::Continue;
        self.place_cursor();
    }

    fn note_last_move(&mut self, events: &[Event]) {
        let origin = events.iter().find_map(|e| match e {
            Event::LapStarted { from, .. } => Some(*from),
            _ => None,
        });
        let landing = events.iter().rev().find_map(|e| match e {
            Event::LapEnded { hole, .. } => Some(*hole),
            Event::EndlessSowing { at, .. } => Some(*at),
            _ => None,
        });
        if let (Some(o), Some(l)) = (origin, landing) {
            self.last_move = Some((o, l));
        }
    }

    /// Undo the last action: the session's cursor moves back (see
    /// [`Session::step_back`](crate::tui::session::Session::step_back)); the action
    /// stays past it for redo. False when there is none.
    pub fn undo(&mut self) -> bool {
        // Over the network an undo is asked of the other side, never taken.
        if self.net.is_some() {
            self.ask_undo();
            return false;
        }
        // The animation's log belongs to the action before the undo.
        self.finish_animation();
        self.resign_asked = false;
        // A resignation is taken back alone; a turn out of time had no action, so the
        // one before it is taken back too.
        if let Some(crate::store::record::Ending::Resigned(_)) = self.undo_ending() {
            self.message = Some((crate::t!("play-resignation-undone"), false));
            self.place_cursor();
            return true;
        }
        // At a match's round not begun, the last action of the round before.
        self.back_into_previous_round();
        let Some((action, _)) = self.session.step_back() else {
            self.message = Some((crate::t!("play-nothing-to-undo"), true));
            return false;
        };
        self.last_move = None;
        self.extra_turn = false;
        self.restart_turn();
        let shown = crate::words::action::shown(action);
        self.log.push(crate::t!(
            "play-undid-log",
            action = shown.as_str(),
            turn = self.turn_sentence()
        ));
        self.message = Some((
            crate::t!(
                "play-undid",
                action = shown,
                key = keys::command_key(keys::PlayKey::Redo)
            ),
            false,
        ));
        self.place_cursor();
        true
    }

    /// After actions were taken back other than by the undo key (agreed over the
    /// network): no last move marked, no extra turn said.
    pub(crate) fn forget_last_move(&mut self) {
        self.last_move = None;
        self.extra_turn = false;
    }

    /// Redo the last undone action. False when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(&action) = self.session.actions().get(self.session.cursor()) else {
            self.message = Some((crate::t!("play-nothing-to-redo"), true));
            return false;
        };
        self.play(action, false, true);
        self.message = Some((
            crate::t!("play-redid", action = crate::words::action::shown(action)),
            false,
        ));
        true
    }

    /// Actions that can be redone.
    pub fn redo_len(&self) -> usize {
        self.session.redo_len()
    }

    /// Write the record atomically. Keeps the game dirty if the write fails.
    pub fn save(&mut self, path: &Path) -> Result<(), String> {
        let text = self.record().to_json(Some(self.session.game()));
        write_atomic(path, &text).map_err(|e| {
            crate::t!(
                "play-could-not-save",
                file = crate::store::record::shown_path(&path.to_string_lossy()),
                reason = crate::store::record::io_reason(&e)
            )
        })?;
        self.saved = Some(self.session.cursor());
        self.save_path = Some(path.to_path_buf());
        self.save_path_ours = true;
        self.message = Some((
            crate::t!("play-saved", file = crate::tui::files::shown_file(path)),
            false,
        ));
        Ok(())
    }

    /// The player to move, or who moved last once the game is over.
    pub fn player(&self) -> Player {
        self.session.game().position().current_player()
    }
}

/// The [`View`](crate::tui::view::View) methods of a screen played on a game's board
/// (a lesson, a puzzle), passed to that board, the screen's field `$play`: the board
/// keys, the going-to, the sowing shown and its clock, and the computer's side (its
/// game is not judged). One list for every such screen.
macro_rules! on_the_board {
    ($play:ident) => {
        fn takes_board_keys(&self) -> bool {
            true
        }

        fn going_to(&self) -> bool {
            crate::tui::view::View::going_to(&self.$play)
        }

        fn board(&self) -> Option<mancala_rules::Layout> {
            crate::tui::view::View::board(&self.$play)
        }

        fn sowing_shown(&self) -> bool {
            self.$play.animating()
        }

        fn finish_animation(&mut self) {
            crate::tui::view::View::finish_animation(&mut self.$play)
        }

        fn tick(&mut self, pace: f64) -> Option<std::time::Duration> {
            crate::tui::view::View::tick(&mut self.$play, pace)
        }

        fn update(&mut self, free: bool) {
            self.$play.update_computer(free)
        }
    };
}
pub(crate) use on_the_board;

impl crate::tui::view::View for PlayState {
    crate::tui::view::keys_and_drawing!(keys::play_key, keys::play_click, draw::draw_play);

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        // Without colour, the marks are told by what is left: bold, underline, reverse.
        let heads = self.session.record().rules.game == mancala_rules::GameKind::Tsoro;
        let mut marks = vec![crate::t!(
            if heads {
                "help-marks"
            } else {
                "help-marks-no-heads"
            },
            legal = cx.theme.legal_words(),
            hint = cx.theme.hint_words()
        )];
        // A match's round with holes closed: how they are drawn.
        if !self
            .session
            .game()
            .position()
            .layout()
            .closed_holes()
            .is_empty()
        {
            marks.push(crate::t!("help-closed", mark = cx.theme.closed_hole()));
        }
        keys::board_help(keys::PLAY, self, cx, "help-play-click", marks, heads)
    }

    fn takes_board_keys(&self) -> bool {
        true
    }

    fn going_to(&self) -> bool {
        self.goto != GoTo::Off
    }

    fn board(&self) -> Option<mancala_rules::Layout> {
        Some(*self.session.game().position().layout())
    }

    fn sowing_shown(&self) -> bool {
        self.animating()
    }

    fn finish_animation(&mut self) {
        PlayState::finish_animation(self)
    }

    fn tick(&mut self, pace: f64) -> Option<std::time::Duration> {
        self.advance_animation().map(|w| w.mul_f64(pace))
    }

    /// Busy too over the network: the other side's moves and chat come on a channel
    /// the event loop must keep looking at between keys.
    fn busy(&self) -> bool {
        self.searching() || self.judging() || self.net.is_some() || self.clock_running()
    }

    /// A game over here is judged for its graph (a lesson's or a puzzle's is not).
    fn update(&mut self, free: bool) {
        self.check_time();
        self.update_judge();
        self.update_network(free);
        self.update_computer(free);
    }

    fn save_subject(&self) -> Option<crate::tui::files::SaveSubject<'_>> {
        Some(crate::tui::files::SaveSubject {
            header: self.session.record(),
            path: self.save_path.as_deref(),
            ours: self.save_path.as_deref().filter(|_| self.save_path_ours),
        })
    }

    fn save(&mut self, path: &Path) -> Result<(), String> {
        PlayState::save(self, path)
    }

    fn unsaved(&self) -> Option<crate::tui::view::Unsaved> {
        self.dirty().then_some(crate::tui::view::Unsaved::Game)
    }

    fn in_play(&self) -> Option<crate::store::autosave::InPlay<'_>> {
        Some(crate::store::autosave::InPlay {
            header: self.session.record(),
            actions: self.actions(),
            edits: self.edits(),
            game: self.session.game(),
            dirty: self.dirty(),
            origin: self.save_path.as_deref(),
            hosted: self.net.as_ref().and_then(|net| net.hosted()),
        })
    }

    fn game_ended(&self) -> bool {
        self.session.over() && !self.animating()
    }

    fn computer_plays(&self) -> bool {
        self.session.record().computers.iter().any(Option::is_some)
    }

    fn tell(&mut self, text: String, error: bool) {
        self.message = Some((text, error));
    }

    fn leaving(&mut self) {
        self.cancel_search();
        self.leave_network();
    }

    /// Its judge stops, and starts again from the cache on the next update.
    fn covered(&mut self) {
        self.judge = None;
    }

    fn rematch(&self, swapped: bool) -> Option<Record> {
        // A rematch over the network is a new invitation, not a game at this keyboard.
        if self.net.is_some() {
            return None;
        }
        let header = self.session.record();
        let mut record = Record::new(header.rules, header.players.clone());
        record.computers = header.computers;
        // A match's rematch is a new match.
        record.rounds = header.rounds.as_ref().map(|_| Default::default());
        // The same start (a balanced one too), so that with the sides swapped each
        // player has had each side of it.
        record.start = header.start.clone();
        record.opening = header.opening.clone();
        // The same time control, the clocks full again.
        record.clock = header
            .clock
            .as_ref()
            .map(|c| crate::store::record::Clock::new(c.control));
        if swapped {
            record.players.swap(0, 1);
            record.computers.swap(0, 1);
            // A side's own name ("South", unnamed) stays with the side: the player who
            // moves to North is "North" there, not a player named "South".
            for p in [Player::South, Player::North] {
                let had = p.opponent();
                let name = record.players[p.index()].trim();
                if name == had.name() || name == crate::words::position::side_name(had) {
                    record.players[p.index()] = p.name().to_string();
                }
            }
        }
        Some(record)
    }

    fn undo(&mut self) {
        self.undo_turn();
    }
}
