//! Puzzles: a position where one answer is clearly best (see [`crate::study::puzzles`]), played
//! on the real board with the keys of a game, as a lesson is. A wrong try changes
//! nothing and says what it costs, from the scores the collection stores (the ones
//! tests/it/puzzles.rs checks against a new search); after two wrong tries the solution is
//! offered. Puzzles solved without the solution are remembered beside the lessons done.

pub mod draw;
pub mod keys;

use crate::store::progress::Progress;
use crate::study::puzzles::{Collection, Goal, Puzzle, collection, cost_words};
use crate::tui::screens::play::PlayState;
use crate::words::action::shown;
use mancala_rules::{Action, Awaiting, GameKind, Player};
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;

/// Wrong tries after which the solution is offered.
const TRIES_BEFORE_SOLUTION: usize = 2;

/// What the last choice did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Nothing chosen yet.
    Asking,
    /// A right action, more owed (a pick).
    Right(String),
    /// A wrong try: what it costs, and what it leads to (the try and the reply, each
    /// action in the log's words).
    Wrong(String, Vec<String>),
    /// Solved: why it is best.
    Solved(String),
    /// The solution, asked for.
    Solution(String),
}

/// A puzzle being solved.
pub struct PuzzleState {
    game: GameKind,
    collection: &'static Collection,
    /// 0-based puzzle shown.
    index: usize,
    /// The puzzle's board, played with the real keys.
    pub play: PlayState,
    /// Who is to find the answer.
    mover: Player,
    /// Answer actions already made.
    played: Vec<Action>,
    /// Wrong tries on this puzzle.
    wrong: usize,
    /// The solution was shown: solving it now is not counted.
    helped: bool,
    said: Said,
    /// A word about the progress file, when it could not be read or written.
    notice: Option<String>,
    progress: Progress,
    /// The puzzle list, open on this (0-based) entry.
    pub list: Option<usize>,
}

impl PuzzleState {
    /// Open puzzle `index` (0-based, clamped) of a game, or the first not solved yet
    /// when `index` is `None`, with the progress remembered at `progress_file` (`None`:
    /// remembered only while the program runs).
    pub fn new(
        game: GameKind,
        index: Option<usize>,
        progress_file: Option<PathBuf>,
    ) -> Result<PuzzleState, String> {
        let collection = collection(game);
        if collection.puzzles.is_empty() {
            return Err(crate::t!("puzzle-none", game = game.title()));
        }
        let (progress, notice) = Progress::load(progress_file);
        let index = index
            .unwrap_or_else(|| first_unsolved(collection, &progress))
            .min(collection.puzzles.len() - 1);
        let play = Self::open(&collection.puzzles[index])?;
        Ok(PuzzleState {
            game,
            mover: play.session.game().position().current_player(),
            collection,
            index,
            play,
            played: Vec::new(),
            wrong: 0,
            helped: false,
            said: Said::Asking,
            notice,
            progress,
            list: None,
        })
    }

    fn open(puzzle: &Puzzle) -> Result<PlayState, String> {
        crate::tui::screens::play::exercise::game_at_start(puzzle.start_record())
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.collection.puzzles[self.index]
    }

    /// The answer's actions not made yet.
    fn left(&self) -> Vec<Action> {
        let mut left = self.puzzle().answer_actions().unwrap_or_default();
        left.retain(|a| !self.played.contains(a));
        left
    }

    /// Whether the puzzle is solved (or played out from its solution).
    pub fn done(&self) -> bool {
        if self.played.is_empty() {
            return false;
        }
        let g = self.play.session.game();
        self.left().is_empty()
            || !(g.position().awaiting() == Some(Awaiting::Bonus)
                && g.position().to_move() == Some(self.mover))
    }

    /// Whether puzzle `index` was solved, in this run or an earlier one.
    pub fn is_solved(&self, index: usize) -> bool {
        self.collection
            .puzzles
            .get(index)
            .is_some_and(|p| self.progress.is_solved(&p.id))
    }

    /// Puzzles solved, of all.
    pub fn solved_count(&self) -> usize {
        (0..self.collection.puzzles.len())
            .filter(|&i| self.is_solved(i))
            .count()
    }

    /// Go to puzzle `index` (clamped), from its start.
    pub fn go_to(&mut self, index: usize) {
        let index = index.min(self.collection.puzzles.len() - 1);
        if let Ok(play) = Self::open(&self.collection.puzzles[index]) {
            self.index = index;
            self.mover = play.session.game().position().current_player();
            self.play = play;
            self.played.clear();
            self.wrong = 0;
            self.helped = false;
            self.said = Said::Asking;
            self.notice = None;
        }
    }

    /// Keys while the puzzle list is open; false when the list is closed.
    pub(crate) fn list_key(&mut self, code: KeyCode) -> bool {
        let Some(selected) = self.list else {
            return false;
        };
        let last = self.collection.puzzles.len() - 1;
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.list = Some(selected.saturating_sub(1)),
            KeyCode::Down | KeyCode::Char('j') => self.list = Some((selected + 1).min(last)),
            KeyCode::PageUp => self.list = Some(selected.saturating_sub(10)),
            KeyCode::PageDown => self.list = Some((selected + 10).min(last)),
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

    /// Open the puzzle list on the puzzle shown.
    pub(crate) fn open_list(&mut self) {
        self.list = Some(self.index);
    }

    /// The collection's puzzles.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.collection.puzzles
    }

    /// The 0-based puzzle shown.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The next puzzle (it stays at the last).
    pub fn next(&mut self) {
        self.go_to(self.index + 1);
    }

    pub fn previous(&mut self) {
        self.go_to(self.index.saturating_sub(1));
    }

    /// The task in words.
    pub fn task(&self) -> String {
        let game = self.puzzle().game();
        match game {
            Ok(g) => self.puzzle().task(&g, &self.collection.made_by),
            Err(e) => e,
        }
    }

    /// Whether the solution is offered: after two wrong tries.
    pub fn offers_solution(&self) -> bool {
        self.wrong >= TRIES_BEFORE_SOLUTION && !self.done()
    }

    /// The player tries `action`: the answer is played, a wrong try is told its cost.
    pub fn choose(&mut self, action: Action) {
        if self.done() {
            return;
        }
        if let Err(e) = self.play.session.game().position().check(action) {
            self.said = Said::Wrong(
                crate::t!(
                    "puzzle-cannot-be-played",
                    action = shown(action),
                    why = crate::words::rule_words::refusal(&e)
                ),
                Vec::new(),
            );
            return;
        }
        let step = self.played.len();
        let (best, score) = (
            self.puzzle().best_score(step).unwrap_or(0),
            self.puzzle().score(step, action),
        );
        if self.puzzle().accepts(step, &self.played, action) {
            self.play.choose(action);
            self.played.push(action);
            self.said = if self.done() {
                self.solve(score.unwrap_or(best))
            } else {
                Said::Right(crate::t!("puzzle-right-pick", action = shown(action)))
            };
            return;
        }
        self.wrong += 1;
        let cost = match score {
            Some(v) => cost_words(self.game, self.mover, &shown(action), best, v),
            None => crate::t!("puzzle-not-the-answer", action = shown(action)),
        };
        // What the try leads to: the opponent's best reply and what it takes, in the
        // log's words, as the mistakes screen tells it.
        let follows = self
            .puzzle()
            .line(step, action)
            .map(|line| crate::tui::widgets::log::line_words(self.play.session.game(), &line))
            .unwrap_or_default();
        self.said = Said::Wrong(cost, follows);
    }

    /// The puzzle is solved: remember it (unless the solution was shown), and say why
    /// the answer is best.
    fn solve(&mut self, best: i32) -> Said {
        let why = crate::t!(
            "puzzle-why",
            answer = self.answer_words(),
            expected = expected(self.game, self.mover, best),
            why = self
                .puzzle()
                .why_best(self.game, self.mover, &self.collection.made_by)
        );
        if self.helped {
            return Said::Solved(crate::t!("puzzle-solved-helped", why = why));
        }
        let id = self.puzzle().id.clone();
        if let Err(e) = self.progress.mark_solved(&id) {
            self.notice = Some(e);
        }
        Said::Solved(crate::t!("puzzle-solved", why = why))
    }

    /// "The answer: c1.", "The answer: take c4 and take e4." or, for a win to find,
    /// "The winning actions: c1 and f1."
    fn answer_words(&self) -> String {
        let puzzle = self.puzzle();
        let all: Vec<String> = puzzle
            .answer_actions()
            .unwrap_or_default()
            .into_iter()
            .chain(crate::study::puzzles::answer_actions(&puzzle.also).unwrap_or_default())
            .map(shown)
            .collect();
        let actions = all.join(&crate::t!("puzzle-and"));
        if puzzle.goal == Goal::Win {
            crate::t!("puzzle-answer-win", count = all.len(), actions = actions)
        } else {
            crate::t!("puzzle-answer", actions = actions)
        }
    }

    /// Show the solution: the answer in words, the cursor on its hole.
    pub fn solution(&mut self) {
        if self.done() {
            return;
        }
        self.helped = true;
        let step = self.played.len();
        let best = self.puzzle().best_score(step).unwrap_or(0);
        if let Some(hole) = self
            .left()
            .first()
            .and_then(|&a| crate::tui::widgets::panels::hole_of(self.play.session.game(), a))
        {
            self.play.cursor = hole;
        }
        self.said = Said::Solution(format!(
            "{} {}",
            self.answer_words(),
            expected(self.game, self.mover, best)
        ));
    }
}

/// The first puzzle of `collection` not solved yet (the first of all when every one is).
pub fn first_unsolved(collection: &Collection, progress: &Progress) -> usize {
    collection
        .puzzles
        .iter()
        .position(|p| !progress.is_solved(&p.id))
        .unwrap_or(0)
}

/// "After it the engine expects that South ends 8 seeds ahead."
fn expected(kind: GameKind, mover: Player, best: i32) -> String {
    crate::t!(
        "puzzle-expected",
        standing = crate::study::puzzles::standing(kind, mover, best)
    )
}

/// What plain mode reads of a puzzle (src/plain/puzzles.rs): the same state, said in
/// lines instead of drawn.
impl PuzzleState {
    /// 0-based puzzle shown, and how many there are.
    pub fn place(&self) -> (usize, usize) {
        (self.index, self.collection.puzzles.len())
    }

    /// "Hoyito II puzzle 3 of 72: don't leave a casa, difficulty 2 of 3" for puzzle
    /// `index` (0-based).
    pub fn title_of(&self, index: usize) -> String {
        let puzzle = &self.collection.puzzles[index];
        crate::t!(
            "puzzle-title",
            game = self.game.title(),
            number = index + 1,
            count = self.collection.puzzles.len(),
            theme = puzzle.theme.title(self.game),
            difficulty = puzzle.difficulty,
            grades = self.collection.made_by.grades.len() + 2
        )
    }

    /// What the last try did.
    pub fn said(&self) -> &Said {
        &self.said
    }

    /// Wrong tries on this puzzle.
    pub fn wrong_tries(&self) -> usize {
        self.wrong
    }

    /// The answer's next action (what the solution plays), if any is left.
    pub fn next_answer(&self) -> Option<Action> {
        self.left().first().copied()
    }

    /// A word about the progress file, once.
    pub fn take_notice(&mut self) -> Option<String> {
        self.notice.take()
    }
}

use crate::tui::view::View;

impl View for PuzzleState {
    crate::tui::view::keys_and_drawing!(keys::puzzle_key, keys::puzzle_click, draw::draw_puzzle);

    fn help(&self, cx: &crate::tui::view::DrawContext) -> crate::tui::view::Help {
        let wrong = vec![crate::t!("help-puzzle-wrong")];
        crate::tui::screens::play::keys::board_help(
            keys::PUZZLE,
            self,
            cx,
            "help-puzzle-click",
            wrong,
            self.play.session.record().rules.game == mancala_rules::GameKind::Tsoro,
        )
    }

    // Played on a game's board (`self.play`): its keys, sowing and clock.
    crate::tui::screens::play::on_the_board!(play);

    fn menu_item(&self) -> crate::tui::command::MenuItem {
        crate::tui::command::MenuItem::Learn
    }
}
