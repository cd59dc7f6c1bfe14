//! The rules walkthrough: a lesson's text, its position on the real board, and a task.
//! A wrong choice is explained by what the engine says it would do, and changes nothing.

use super::log;
use super::play::PlayState;
use crate::lessons::{Lesson, lessons};
use crate::rules::{Action, GameKind};

/// A walkthrough in progress.
pub struct LearnState {
    pub game: GameKind,
    pub lessons: Vec<Lesson>,
    /// 0-based lesson shown.
    pub index: usize,
    /// The lesson's board, played with the real keys.
    pub play: PlayState,
    answer: Vec<Action>,
    /// Answer actions already made.
    pub step: usize,
    /// What the last choice did or would have done.
    pub feedback: Option<String>,
    animate: bool,
}

impl LearnState {
    /// Open lesson `index` (0-based, clamped) of a game.
    pub fn new(game: GameKind, index: usize, animate: bool) -> Result<LearnState, String> {
        let all = lessons(game);
        let index = index.min(all.len() - 1);
        let (play, answer) = Self::open(&all[index], animate)?;
        Ok(LearnState {
            game,
            lessons: all,
            index,
            play,
            answer,
            step: 0,
            feedback: None,
            animate,
        })
    }

    fn open(lesson: &Lesson, animate: bool) -> Result<(PlayState, Vec<Action>), String> {
        let mut play = PlayState::new(lesson.start_record()?, animate)?;
        play.log.clear();
        Ok((play, lesson.answer_actions()?))
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lessons[self.index]
    }

    /// Whether the task is done.
    pub fn done(&self) -> bool {
        self.step >= self.answer.len()
    }

    /// Go to lesson `index` (clamped), from its start.
    pub fn go_to(&mut self, index: usize) {
        let index = index.min(self.lessons.len() - 1);
        if let Ok((play, answer)) = Self::open(&self.lessons[index], self.animate) {
            self.index = index;
            self.play = play;
            self.answer = answer;
            self.step = 0;
            self.feedback = None;
        }
    }

    pub fn restart(&mut self) {
        self.go_to(self.index);
    }

    /// The learner chooses an action: the right one is played, a wrong one explained.
    pub fn choose(&mut self, action: Action) {
        if self.done() {
            return;
        }
        if let Err(e) = self.play.game.check(action) {
            self.feedback = Some(format!("{action} cannot be played: {e}. Try again."));
            return;
        }
        if action == self.answer[self.step] {
            self.play.choose(action);
            self.step += 1;
            self.feedback = Some(if self.done() {
                format!("Well done. {}", self.lesson().done)
            } else {
                "Right. Go on.".to_string()
            });
            return;
        }
        // Legal but not the lesson's point: say what it would do instead.
        let mut trial = self.play.game.clone();
        let mover = trial.current_player();
        let events = trial.apply_reported(action).expect("checked above");
        let would = log::describe(mover, action == Action::Continue, &events).join(" ");
        self.feedback = Some(format!(
            "Not this one. {action} would do this: {would} Try again."
        ));
    }
}
