//! The rules walkthrough: a lesson's text, its position on the real board, and a task.
//! A wrong choice is explained by what the engine says it would do and by the lesson's
//! word on why it misses, and changes nothing. Keys in the lesson's words are filled in
//! as the player has them when they are drawn.
//! A list of the lessons (done ones marked) jumps to any; progress is remembered.

pub mod draw;
pub mod keys;

use crate::store::progress::Progress;
use crate::study::lessons::{Lesson, lessons};
use crate::tui::jobs::Knowledge;
use crate::tui::screens::play::PlayState;
use crate::tui::widgets::log;
use mancala_rules::{Action, GameKind};
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;

/// A walkthrough in progress.
pub struct LearnState {
    pub game: GameKind,
    pub lessons: Vec<Lesson>,
    /// 0-based lesson shown.
    pub index: usize,
    /// The lesson's board, played with the real keys.
    pub play: PlayState,
    /// Answer actions already made.
    played: Vec<Action>,
    /// What the last choice did or would have done (shown once the sowing has been shown).
    pub feedback: Option<String>,
    /// The feedback is "Right. Go on.": said plainly, not as an error.
    said_right: bool,
    /// A word about the progress file, when it could not be read or written.
    pub notice: Option<String>,
    /// The lesson list, open on this (0-based) entry.
    pub list: Option<usize>,
    /// Lines the lesson panel is scrolled up from its end (0: the newest words in view).
    scroll: u16,
    progress: Progress,
    /// The tables the hints probe: the app's, once it shares them.
    knowledge: Knowledge,
}

impl LearnState {
    /// Open lesson `index` (0-based, clamped) of a game, with the progress remembered at
    /// `progress_file` (`None`: remembered only while the program runs).
    pub fn new(
        game: GameKind,
        index: usize,
        progress_file: Option<PathBuf>,
    ) -> Result<LearnState, String> {
        let all = lessons(game);
        let index = index.min(all.len() - 1);
        let play = Self::open(&all[index])?;
        let (progress, notice) = Progress::load(progress_file);
        Ok(LearnState {
            game,
            lessons: all,
            index,
            play,
            played: Vec::new(),
            feedback: None,
            said_right: false,
            notice,
            list: None,
            scroll: 0,
            progress,
            knowledge: Knowledge::default(),
        })
    }

    /// Search the hints with the app's `knowledge` (its endgame tables), in this lesson
    /// and the ones gone to after it.
    pub(crate) fn share_knowledge(&mut self, knowledge: Knowledge) {
        self.play.share_knowledge(knowledge.clone());
        self.knowledge = knowledge;
    }

    fn open(lesson: &Lesson) -> Result<PlayState, String> {
        crate::tui::screens::play::exercise::game_at_start(lesson.play_record())
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lessons[self.index]
    }

    /// Whether the task is done.
    pub fn done(&self) -> bool {
        self.played.len() >= self.lesson().answer_len()
    }

    /// Whether lesson `index` was done, in this run or an earlier one.
    pub fn is_done(&self, index: usize) -> bool {
        self.lessons
            .get(index)
            .is_some_and(|l| self.progress.is_done(&l.id))
    }

    /// Go to lesson `index` (clamped), from its start.
    pub fn go_to(&mut self, index: usize) {
        let index = index.min(self.lessons.len() - 1);
        if let Ok(mut play) = Self::open(&self.lessons[index]) {
            play.share_knowledge(self.knowledge.clone());
            self.index = index;
            self.play = play;
            self.played.clear();
            self.feedback = None;
            self.said_right = false;
            self.notice = None;
            self.scroll = 0;
        }
    }

    /// The next lesson; after the last one, say that the walkthrough is complete.
    pub fn next(&mut self) {
        if self.index + 1 < self.lessons.len() {
            self.go_to(self.index + 1);
        } else {
            let done = (0..self.lessons.len()).filter(|&i| self.is_done(i)).count();
            // The keys are filled in as the player has them when the words are drawn.
            self.feedback = Some(crate::t!(
                "learn-last-lesson",
                game = crate::study::lessons::walkthrough_title(self.game),
                done = done,
                count = self.lessons.len(),
                list = "{key:list}",
                menu = "{key:menu}"
            ));
            self.said_right = false;
            self.scroll = 0;
        }
    }

    pub fn restart(&mut self) {
        self.go_to(self.index);
    }

    /// Keys while the lesson list is open; false when the list is closed.
    pub(crate) fn list_key(&mut self, code: KeyCode) -> bool {
        let Some(selected) = self.list else {
            return false;
        };
        let last = self.lessons.len() - 1;
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.list = Some(selected.saturating_sub(1)),
            KeyCode::Down | KeyCode::Char('j') => self.list = Some((selected + 1).min(last)),
            KeyCode::Home | KeyCode::Char('g') => self.list = Some(0),
            KeyCode::End | KeyCode::Char('G') => self.list = Some(last),
            KeyCode::Enter | KeyCode::Char(' ') => {
                self.list = None;
                self.go_to(selected);
            }
            KeyCode::Esc | KeyCode::Char('L') | KeyCode::Char('q') => self.list = None,
            _ => {}
        }
        true
    }

    /// Open the lesson list on the lesson shown.
    pub(crate) fn open_list(&mut self) {
        self.list = Some(self.index);
    }

    /// The learner chooses an action: a right one is played, a wrong one explained.
    pub fn choose(&mut self, action: Action) {
        if self.done() {
            return;
        }
        self.scroll = 0;
        self.said_right = false;
        if let Err(e) = self.play.session.game().position().check(action) {
            self.feedback = Some(crate::t!(
                "learn-cannot-be-played",
                action = crate::words::action::shown(action),
                why = crate::words::rule_words::refusal(&e)
            ));
            return;
        }
        if self.lesson().accepts(&self.played, action) {
            self.play.choose(action);
            self.played.push(action);
            self.said_right = !self.done();
            self.feedback = Some(if self.done() {
                self.finish()
            } else {
                crate::t!("learn-right")
            });
            return;
        }
        // Legal but not the lesson's point: say what it would do instead, and why that
        // misses the task (the lesson's words, checked against the engine by its test).
        let why = self
            .lesson()
            .wrong_choice(&self.played, action)
            .map_or(String::new(), |w| format!(" {}", w.why));
        let mut trial = self.play.session.game().clone();
        let mover = trial.position().current_player();
        let events = trial.apply_reported(action).expect("checked above");
        let would = log::describe(
            trial.position().rules().game,
            mover,
            action == Action::Continue,
            &events,
        )
        .join(" ");
        self.feedback = Some(crate::t!(
            "learn-not-this-one",
            action = crate::words::action::shown(action),
            would = would,
            why = why
        ));
    }

    /// The task is done: remember it, and the words that close the lesson.
    fn finish(&mut self) -> String {
        let id = self.lesson().id.clone();
        if let Err(e) = self.progress.mark_done(&id) {
            self.notice = Some(e);
        }
        crate::t!("learn-well-done", done = &self.lesson().done)
    }
}

use crate::tui::view::View;

impl View for LearnState {
    crate::tui::view::keys_and_drawing!(keys::learn_key, keys::learn_click, draw::draw_learn);

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        let wrong = vec![crate::t!("help-learn-wrong")];
        crate::tui::screens::play::keys::board_help(
            keys::LEARN,
            self,
            cx,
            "help-learn-click",
            wrong,
            self.play.session.record().rules.game == mancala_rules::GameKind::Tsoro,
        )
    }

    // Played on a game's board (`self.play`): its keys, sowing and clock.
    crate::tui::screens::play::on_the_board!(play);

    fn busy(&self) -> bool {
        self.play.searching()
    }

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Learn
    }
}
