//! The computer at the board: its turns and the hint key, each a search on a background
//! thread ([`Thinker`]) while the screen goes on drawing and answering keys.
//!
//! Which side is a computer, and at what level, is the record's (`Record::computers`),
//! so a saved game says it and a continued one plays on the same way. An answer is kept
//! with the position it was searched for and dropped if the game has moved on (undo,
//! redo, a new game), so no stale move is ever played.

use super::PlayState;
use crate::engine::ai::{self, Analysis, Budget, Level};
use crate::tui::jobs::worker::{Poll, Thinker};
use mancala_rules::{Action, Hole, Player};
use std::time::{Duration, Instant};

/// How long a hint may think: about what the expert level takes.
const HINT_BUDGET: Budget = Budget {
    nodes: None,
    millis: Some(1500),
};

/// A computer's move stays "thinking" on screen at least this long, so that a person
/// (or someone watching two computers) can follow whose move it was.
pub const PACE: Duration = Duration::from_millis(400);

/// The longest one action of the computer is shown (at the normal speed; the speed
/// setting scales it): a long relay is sown faster than a person's, whose seeds are
/// each shown for [`crate::tui::widgets::anim::SEED_STEP`].
pub const ACTION_MAX: Duration = Duration::from_millis(1500);

/// The shortest one action of the computer is shown when a long run of extra turns
/// must fit in [`RUN_TARGET`]: the lift, then the board as the action leaves it (kept
/// for [`crate::tui::widgets::anim::END_SHOWN`] at least). A run of 26 actions still
/// fits the target; a longer one adds this much an action.
pub const ACTION_MIN: Duration = Duration::from_millis(150);

/// What a whole turn of the computer's (its actions, a run of extra turns, head
/// answers and picks) aims to be shown in, at the normal speed: each action gets an
/// equal share of what is left of it for the actions its search expects this turn,
/// within [`ACTION_MIN`] and [`ACTION_MAX`], and the hold before an action after the
/// turn's first is no longer than that share (see [`hold_in_turn`]), so with the first
/// hold ([`PACE`]) a turn of any length shows in about 5 s. Chosen by measuring
/// (`cargo run --release --example turn_pace`).
pub const RUN_TARGET: Duration = Duration::from_millis(4000);

/// How the action about to be played is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionPace {
    /// A person's: at the usual pace.
    Person,
    /// The computer's: its animation takes at most this long (at the normal speed).
    Computer(Duration),
    /// The computer's, in a turn whose end was asked for: shown at once.
    Skipped,
}

/// The computer's turn under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    mover: Player,
    /// Actions played when it began.
    start: usize,
    /// Time its searches took so far.
    spent: Duration,
    /// Time its actions took to show so far (at the normal speed): their animations,
    /// and the holds that outlasted them (see [`PlayState::action_pace`]).
    shown: Duration,
    /// The animation time of its last action (what a hold after it outlasts).
    last: Duration,
    /// Actions its last search expected from the one being played to the end of the
    /// turn (that one included).
    expected: usize,
    /// The end of the turn was asked for: the rest is played without animation.
    skip: bool,
}

/// What a background search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// The computer's move, at its level.
    Move(Level),
    /// A hint for the person to move.
    Hint,
}

/// What a search expects to be played after `a.action`: the next action of its line.
/// It is played only by the same player in the same turn (an extra turn's sowing, a
/// head answer, a pick), in the position the search foresaw
/// (`PlayState::planned_decision` checks).
fn follow_up(a: Analysis) -> Option<Analysis> {
    let mut line = a.line;
    if line.len() < 2 || line[0] != a.action {
        return None;
    }
    line.remove(0);
    Some(Analysis {
        action: line[0],
        line,
        ..a
    })
}

/// Actions the search that chose `line` expects its mover to play before the other
/// side is to move: those of `line` up to then (or to the game's end, or an action the
/// engine refuses), and [`UNSEEN_ACTIONS`] more when the line ends with the same side
/// still to move (its search did not see the end of the turn); at least one.
fn run_length(game: &mancala_rules::Game, line: &[Action]) -> usize {
    let Some(mover) = game.position().to_move() else {
        return 1;
    };
    let mut game = game.clone();
    let mut n = 0;
    for &action in line {
        if game.position().to_move() != Some(mover) || game.apply(action).is_err() {
            break;
        }
        n += 1;
    }
    if n == line.len() && game.position().to_move() == Some(mover) {
        n += UNSEEN_ACTIONS;
    }
    n.max(1)
}

/// Actions counted beyond a line that ends in its mover's own turn: about what a run
/// of extra turns has left when a search stops seeing it. Counting more than a run
/// usually has left keeps the share of each action small enough that a run the
/// searches keep seeing only a few actions of still fits the turn's target (with 3, a
/// run of 16 long sowings seen one action at a time took 5.5 s; with 6, 4.7 s).
const UNSEEN_ACTIONS: usize = 6;

/// The animation time one action of the computer gets, at the normal speed: an equal
/// share of what is left of [`RUN_TARGET`] after `shown`, among the `expected` actions
/// left in its turn, within [`ACTION_MIN`] and [`ACTION_MAX`].
pub fn share(shown: Duration, expected: usize) -> Duration {
    let left = RUN_TARGET.saturating_sub(shown);
    (left / expected.max(1) as u32).clamp(ACTION_MIN, ACTION_MAX)
}

/// After a turn's first action, the longest the next is held back after the one
/// before began: the search already chose it, so the hold only keeps the end of the
/// action before in sight (a quick sowing shows for 0.2 s; this makes it 0.25 s).
pub const RUN_HOLD: Duration = Duration::from_millis(250);

/// How long an action of the computer's turn is held back ("thinking") after the
/// action before it began to be shown: the turn's first, `pace` (see [`PACE`]); a
/// later one, no longer than [`RUN_HOLD`] or its own share of the turn ([`share`]), so
/// a long run is not slowed to `pace` an action: it goes on as soon as the action
/// before has been shown, its end included.
pub fn hold_in_turn(pace: Duration, first: bool, share: Duration) -> Duration {
    if first {
        pace
    } else {
        pace.min(RUN_HOLD).min(share)
    }
}

/// A position: actions played and the engine's fingerprint.
type Key = (usize, u64);

struct Search {
    job: Job,
    key: Key,
    thinker: Thinker,
}

/// How the computer finds its move in a position: its level's search within a budget
/// (with a seed for the lower levels' slips, and a cancel flag), or what a test puts in
/// its place (a search that fails, to see a failing search handled).
type MoveSearch = fn(
    &mancala_rules::Game,
    Level,
    u64,
    &Budget,
    &std::sync::atomic::AtomicBool,
    &crate::engine::tables::Tables,
) -> Option<Analysis>;

/// The background searches of a game in play.
pub struct Computer {
    search: Option<Search>,
    /// The computer's chosen move, held until the board is free (an animation or a
    /// popup shows), with when its turn began.
    ready: Option<(Key, Analysis, Instant)>,
    hint: Option<(Key, Analysis)>,
    /// The rest of the computer's turn as its last search expected it, for the position
    /// that search's move leads to: a Tsoro head answer or bonus pick is then played
    /// from that search instead of a new one, so a turn of several decisions takes one
    /// search's time (an expert's 2 s), not one per decision.
    plan: Option<(Key, Analysis)>,
    /// The computer's turn under way: its thinking time, animation time and whether
    /// the rest of it is skipped.
    turn: Option<Turn>,
    /// Searches started for the computer's moves (tests: a turn of several actions
    /// takes one).
    searches: u64,
    /// A node budget for every search of the computer, instead of its level's own
    /// (tests and measurements: the same moves on any machine).
    pub nodes: Option<u64>,
    /// Watching: the computers wait until `p` again.
    pub paused: bool,
    /// See [`PACE`]; tests set it to zero.
    pub pace: Duration,
    /// Where the lower levels' mistakes come from: the clock, or what a test sets.
    pub seed: u64,
    /// The search its moves come from.
    pub move_search: MoveSearch,
    /// How long the search for the move it holds took: what its clock is charged.
    pub(crate) thought: Option<Duration>,
}

impl Computer {
    /// The milliseconds the computer to move has thought on its action: the search
    /// that found it, or the one running (`thinking`); the pause that shows its move
    /// is not counted.
    pub(crate) fn thought_ms(&self, thinking: Option<(Job, Duration)>) -> u64 {
        let running = match thinking {
            Some((Job::Move(_), elapsed)) => elapsed,
            _ => Duration::ZERO,
        };
        self.thought.unwrap_or(running).as_millis() as u64
    }
}

impl Default for Computer {
    fn default() -> Computer {
        // A new seed per game, so the lower levels' mistakes differ from game to game.
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Computer {
            search: None,
            ready: None,
            hint: None,
            plan: None,
            turn: None,
            searches: 0,
            nodes: None,
            paused: false,
            pace: PACE,
            seed,
            move_search: ai::choose_within,
            thought: None,
        }
    }
}

impl PlayState {
    fn key(&self) -> Key {
        (
            self.actions().len(),
            self.session.game().position().fingerprint(),
        )
    }

    /// The level of `player` if a computer plays that side.
    pub fn computer(&self, player: Player) -> Option<Level> {
        self.session.record().computers[player.index()]
    }

    /// The computer's level when a computer is to move now.
    pub fn computer_to_move(&self) -> Option<Level> {
        // A game a player ended (resigned, out of time) has no one to move.
        if self.session.ending().is_some() {
            return None;
        }
        self.computer(self.session.game().position().to_move()?)
    }

    /// Whether a person plays either side.
    fn has_person(&self) -> bool {
        self.session.record().computers.iter().any(Option::is_none)
    }

    /// The search running and for how long, if any.
    pub fn thinking(&self) -> Option<(Job, Duration)> {
        self.ai
            .search
            .as_ref()
            .map(|s| (s.job, s.thinker.elapsed()))
    }

    /// Whether a hint is being looked for (Esc cancels that search first).
    pub(crate) fn looking_for_hint(&self) -> bool {
        self.thinking().is_some_and(|(job, _)| job == Job::Hint)
    }

    /// How long the computer to move has been on its turn: its search running, or its
    /// move found and held back (see [`PACE`]); `None` when neither, as while the leave
    /// prompt is over the board (leaving stopped the search; going back starts it again).
    pub(crate) fn computer_clock(&self) -> Option<Duration> {
        match (&self.ai.search, &self.ai.ready) {
            (Some(s), _) if matches!(s.job, Job::Move(_)) => Some(s.thinker.elapsed()),
            (_, Some((_, _, began))) => Some(began.elapsed()),
            _ => None,
        }
    }

    /// Whether a search runs or the computer's move waits to be shown.
    pub fn searching(&self) -> bool {
        self.ai.search.is_some() || self.ai.ready.is_some()
    }

    /// The hint for the position on the board, once found.
    pub fn hint(&self) -> Option<&Analysis> {
        let key = self.key();
        self.ai
            .hint
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, a)| a)
    }

    /// Put the hint shown away, its mark on the board too (the log keeps its words).
    pub(crate) fn drop_hint(&mut self) {
        self.ai.hint = None;
    }

    /// The hole a hint points at: the hole to sow or pick, or the head to answer at.
    pub fn hint_hole(&self) -> Option<Hole> {
        crate::tui::widgets::panels::hole_of(self.session.game(), self.hint()?.action)
    }

    /// Collect finished searches, play the computer's move when the board is `free`
    /// (no popup over it) and start the computer thinking when its turn has come.
    /// Called by the event loop between keys, and after each key. A turn whose end was
    /// asked for ([`PlayState::show_turn_end`]) is played here to its end, or to where
    /// it needs a new search.
    pub fn update_computer(&mut self, free: bool) {
        // A build of the endgame tables its searches began: said when it begins and ends.
        for news in self.knowledge.tables.news() {
            self.say(news, Some(false));
        }
        let key = self.key();
        if self.ai.search.as_ref().is_some_and(|s| s.key != key) {
            self.ai.search = None;
        }
        if self.ai.ready.as_ref().is_some_and(|(k, _, _)| *k != key) {
            self.ai.ready = None;
        }
        // A search whose thread died gives no answer, as a game over does.
        let answered = self
            .ai
            .search
            .as_ref()
            .and_then(|s| match s.thinker.poll() {
                Poll::Working => None,
                Poll::Done(answer) => Some(answer),
                Poll::Failed => Some(None),
            });
        if let Some(answer) = answered {
            let Search { job, thinker, .. } = self.ai.search.take().expect("just seen");
            let began = Instant::now() - thinker.elapsed();
            match (job, answer) {
                (Job::Move(_), Some(a)) => {
                    self.ai.thought = Some(thinker.elapsed());
                    if let Some(turn) = self.current_turn() {
                        turn.spent += thinker.elapsed();
                    }
                    self.ai.ready = Some((key, a, began))
                }
                (Job::Hint, Some(a)) => self.show_hint(key, a),
                (_, None) => {}
            }
        }
        // Each round plays one action; only a skipped turn goes round again (a turn
        // has fewer actions than a few per hole: the bound only guards the loop).
        for _ in 0..=self.session.game().position().layout().holes() * 4 {
            let skipping = self.current_turn().is_some_and(|t| t.skip);
            let hold = self.hold_now(self.ai.pace);
            let due = self
                .ai
                .ready
                .as_ref()
                .is_some_and(|(_, _, began)| skipping || began.elapsed() >= hold);
            if free && due && !self.animating() && !self.ai.paused {
                let (_, a, _) = self.ai.ready.take().expect("just seen");
                let expected = run_length(self.session.game(), &a.line);
                if let Some(turn) = self.current_turn() {
                    turn.expected = expected;
                }
                // A level that slips (easy to solid) chooses each action afresh, as the
                // match runner that calibrated it does: following one search's line
                // would let it slip only once a turn.
                let slips = self
                    .computer_to_move()
                    .is_some_and(|level| level.settings().slip.per_mille > 0);
                if self.choose(a.action) {
                    self.ai.plan = follow_up(a)
                        .filter(|_| !slips)
                        .map(|next| (self.key(), next));
                }
            }
            // Not under a popup: quitting asks first, and its search would be wasted.
            let Some(level) = self.computer_to_move() else {
                return;
            };
            if !free || self.ai.search.is_some() || self.ai.ready.is_some() || self.ai.paused {
                return;
            }
            if let Some(next) = self.planned_decision() {
                self.ai.ready = Some((self.key(), next, Instant::now()));
                if skipping {
                    continue;
                }
                return;
            }
            let seed = self.ai.seed ^ self.actions().len() as u64;
            let spent = self.current_turn().map_or(Duration::ZERO, |t| t.spent);
            let mut budget = match self.ai.nodes {
                Some(n) => Budget::nodes(n),
                None => level.budget_in_turn(spent),
            };
            // Under a clock, a share of the time it has left (see timing::thinking_share).
            if let Some(share) = self.clock_share() {
                budget.millis = Some(budget.millis.map_or(share, |ms| ms.min(share)));
            }
            // The play screen's searches build a board's missing small tables, and say so.
            let (search, tables) = (self.ai.move_search, self.knowledge.tables.building());
            let thinker = Thinker::start(self.session.game(), move |game, cancel| {
                search(game, level, seed, &budget, cancel, &tables)
            });
            self.ai.searches += 1;
            self.ai.search = Some(Search {
                job: Job::Move(level),
                key: self.key(),
                thinker,
            });
            return;
        }
    }

    /// The computer's turn under way (the player to move is a computer), begun afresh
    /// when the turn is new.
    fn current_turn(&mut self) -> Option<&mut Turn> {
        let mover = self.session.game().position().to_move()?;
        self.computer(mover)?;
        let movers = self.movers();
        let start = movers.len() - movers.iter().rev().take_while(|&&m| m == mover).count();
        if self
            .ai
            .turn
            .is_none_or(|t| t.mover != mover || t.start != start)
        {
            self.ai.turn = Some(Turn {
                mover,
                start,
                spent: Duration::ZERO,
                shown: Duration::ZERO,
                last: Duration::ZERO,
                expected: 1,
                skip: false,
            });
        }
        self.ai.turn.as_mut()
    }

    /// How long the computer's next action is held back after the one before it began
    /// to be shown, from `pace` (see [`hold_in_turn`]); `pace` when no computer is to
    /// move. Public for `examples/turn_pace`, which plays with no hold and adds it up.
    pub fn hold_now(&mut self, pace: Duration) -> Duration {
        let played = self.actions().len();
        match self.current_turn() {
            Some(t) => hold_in_turn(pace, t.start == played, share(t.shown, t.expected)),
            None => pace,
        }
    }

    /// Searches started for the computer's moves since the game was opened.
    pub fn move_searches(&self) -> u64 {
        self.ai.searches
    }

    /// How the action the player to move is about to play is shown: a person's at the
    /// usual pace; the computer's in its share of [`RUN_TARGET`] (counted as shown),
    /// or at once in a turn whose end was asked for.
    pub(super) fn action_pace(&mut self) -> ActionPace {
        let played = self.actions().len();
        let Some(turn) = self.current_turn() else {
            // A person's action: the computer's turn after it is a new one, even where
            // an undone one began.
            self.ai.turn = None;
            return ActionPace::Person;
        };
        if turn.skip {
            return ActionPace::Skipped;
        }
        // The hold before this action (after the turn's first) showed the end of the
        // one before for as long as it outlasted it: that time is the turn's too, so
        // a run of quick sowings does not overrun the target by its holds. Counted at
        // PACE, what the screen holds, even where a test holds for no time.
        if turn.start < played {
            let hold = hold_in_turn(PACE, false, share(turn.shown, turn.expected));
            turn.shown += hold.saturating_sub(turn.last);
        }
        ActionPace::Computer(share(turn.shown, turn.expected))
    }

    /// Count an action of the computer's turn as shown for `time` (at the normal speed).
    pub(super) fn count_shown(&mut self, mover: Player, time: Duration) {
        if let Some(turn) = self.ai.turn.as_mut().filter(|t| t.mover == mover) {
            turn.shown += time;
            turn.last = time;
        }
    }

    /// Whether the computer's turn is being played: a computer to move (not paused), or
    /// a computer's action still being shown.
    pub(crate) fn computer_turn_showing(&self) -> bool {
        let moving = !self.session.game().position().is_over()
            && self.computer_to_move().is_some()
            && !self.ai.paused;
        let shown = self
            .anim
            .as_ref()
            .is_some_and(|a| self.computer(a.mover).is_some());
        moving || shown
    }

    /// Show the end of the computer's whole turn: the action being shown ends at once,
    /// and the rest of the turn is played without animation, as far as its search
    /// foresaw it (a new search the turn needs still thinks, then plays at once).
    pub fn show_turn_end(&mut self) {
        let computer_anim = self
            .anim
            .as_ref()
            .is_some_and(|a| self.computer(a.mover).is_some());
        if computer_anim {
            self.finish_animation();
        }
        if self.ai.paused {
            return;
        }
        if let Some(turn) = self.current_turn() {
            turn.skip = true;
            self.update_computer(true);
        }
    }

    /// The planned next action of the computer to move, if its last search foresaw this
    /// very position in the same turn (see `Computer::plan`): an extra turn's sowing, a
    /// head answer or a bonus pick.
    fn planned_decision(&mut self) -> Option<Analysis> {
        let (key, next) = self.ai.plan.take()?;
        let same_turn = self.session.game().position().to_move() == Some(next.mover);
        (key == self.key()
            && same_turn
            && self.session.game().position().check(next.action).is_ok())
        .then_some(next)
    }

    fn show_hint(&mut self, key: Key, a: Analysis) {
        // In the move list's words: "take a3", not the record's "xa3".
        let line = crate::words::action::shown_line(&a.line[..a.line.len().min(8)]);
        let what = crate::words::position::action_words(self.session.game(), a.action);
        let labels = [Player::South, Player::North].map(|p| self.session.record().side_label(p));
        let words = crate::analysis::verdict::words(
            a.game,
            crate::analysis::verdict::Tally::of(self.session.game()),
            a.score_for(Player::South),
            a.proven,
            crate::analysis::verdict::Viewer::You(a.mover),
            &labels,
        );
        // An answer the built endgame tables prove says so, as `mancala hint` does (the
        // search took its value from them at the root).
        let from_tables = a.proven
            && crate::analysis::advice::tables_prove(self.session.game(), &self.knowledge.tables);
        let id = if from_tables {
            "play-hint-tables"
        } else {
            "play-hint"
        };
        let text = crate::t!(id, action = what, words = words, line = line);
        // The status line may cut a long line short; the log keeps it whole.
        if self.hint().is_none() {
            self.log.push(text.clone());
        }
        self.message = Some((text, false));
        self.ai.hint = Some((key, a));
        if let Some(h) = self.hint_hole()
            && matches!(
                self.hint().map(|a| a.action),
                Some(Action::Sow(_) | Action::Pick(_))
            )
        {
            self.cursor = h;
        }
        if let Some(action) = self.hint().map(|a| a.action) {
            self.head_answer = match action {
                Action::Stop => super::HeadAnswer::Stop,
                _ => super::HeadAnswer::Continue,
            };
        }
    }

    /// Look for the best action for the person to move, in the background.
    pub(crate) fn ask_hint(&mut self) {
        if self.session.game().position().is_over() {
            self.message = Some((crate::t!("play-game-is-over"), true));
        } else if self.computer_to_move().is_some() {
            self.message = Some((crate::t!("play-computers-turn"), true));
        } else if self.remote_to_move() {
            self.message = Some((crate::t!("net-their-turn", name = self.other_name()), true));
        } else if self.net.as_ref().is_some_and(|net| !net.hints) {
            self.message = Some((crate::t!("net-no-hints"), true));
        } else if let Some(a) = self.hint().cloned() {
            self.show_hint(self.key(), a);
        } else if self.thinking().is_some_and(|(job, _)| job == Job::Hint) {
            self.move_now();
        } else {
            self.message = None;
            let tables = self.knowledge.tables.building();
            let thinker = Thinker::start(self.session.game(), move |game, cancel| {
                crate::analysis::advice::screen_hint(game, &HINT_BUDGET, cancel, &tables)
            });
            self.ai.search = Some(Search {
                job: Job::Hint,
                key: self.key(),
                thinker,
            });
        }
    }

    /// Make the search answer now with the best found so far. False if none runs.
    pub(crate) fn move_now(&mut self) -> bool {
        match &self.ai.search {
            Some(s) => {
                s.thinker.hurry();
                true
            }
            None => false,
        }
    }

    /// Abandon the running search (its answer is never used) and any move held back.
    pub(crate) fn cancel_search(&mut self) {
        self.ai.search = None;
        self.ai.ready = None;
        self.ai.thought = None;
        // Undo, redo or a pause: a turn the computer plays after it is a new one.
        self.ai.turn = None;
    }

    /// The cancel flag of the running search, for tests.
    pub fn search_cancel_flag(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
        self.ai.search.as_ref().map(|s| s.thinker.cancel_flag())
    }

    /// Pause or go on (computers only move while not paused).
    pub(crate) fn toggle_pause(&mut self) {
        self.ai.paused = !self.ai.paused;
        if self.ai.paused {
            self.cancel_search();
            self.message = Some((
                crate::t!(
                    "play-paused",
                    key = super::keys::key_of(super::keys::PlayKey::Pause)
                ),
                false,
            ));
        } else {
            self.message = None;
        }
    }

    /// Whether [`PlayState::undo_turn`] would undo anything: an action is played, and
    /// with a person at the board, one of the person's (the computer's first move
    /// alone is not undone: it would only be played again).
    pub(crate) fn can_undo(&self) -> bool {
        // Over the network: asked of the other side, for this side's last turn.
        if let Some(net) = &self.net {
            return self.session.played_movers().contains(&net.side.opponent());
        }
        let movers = self.session.played_movers();
        if self.session.ending().is_some() || self.previous_round_to_undo() {
            return true;
        }
        if self.has_person() {
            movers.iter().any(|&m| self.computer(m).is_none())
        } else {
            !movers.is_empty()
        }
    }

    /// Whether [`PlayState::redo_turn`] would redo anything.
    pub(crate) fn can_redo(&self) -> bool {
        // What an agreed undo took back is gone for both sides.
        self.net.is_none() && self.redo_len() > 0
    }

    /// Undo back to the last turn a person had: the computer's answers go too, and a
    /// search under way is abandoned. With no person at the board, one action, paused.
    pub fn undo_turn(&mut self) {
        if self.net.is_some() {
            self.ask_undo();
            return;
        }
        if !self.can_undo() {
            self.message = Some((crate::t!("play-nothing-to-undo"), true));
            return;
        }
        self.cancel_search();
        // A resignation is taken back alone: the game goes on where it was resigned.
        if matches!(
            self.session.ending(),
            Some(crate::store::record::Ending::Resigned(_))
        ) {
            self.undo();
            return;
        }
        if !self.undo() {
            return;
        }
        let mut undone = 1;
        if self.has_person() {
            while self.computer_to_move().is_some() && self.undo() {
                undone += 1;
            }
        } else {
            // Watching: the computers stop here, and the message says how to go on.
            self.ai.paused = true;
            if let Some((text, _)) = &mut self.message {
                text.push(' ');
                text.push_str(&crate::t!(
                    "play-paused-goes-on",
                    key = super::keys::key_of(super::keys::PlayKey::Pause)
                ));
            }
        }
        if undone > 1 {
            self.message = Some((
                crate::t!(
                    "play-undid-turn",
                    count = undone,
                    key = super::keys::command_key(super::keys::PlayKey::Redo)
                ),
                false,
            ));
        }
    }

    /// Redo, and the computer's answers that followed, up to a person's turn.
    pub fn redo_turn(&mut self) {
        if !self.can_redo() {
            self.message = Some((crate::t!("play-nothing-to-redo"), true));
            return;
        }
        self.cancel_search();
        if !self.redo() {
            return;
        }
        while self.has_person() && self.computer_to_move().is_some() && self.redo_len() > 0 {
            self.redo();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    #[test]
    fn a_turns_actions_share_its_time_within_the_bounds() {
        let ms = Duration::from_millis;
        assert_eq!(share(Duration::ZERO, 8), ms(500), "4 s among 8");
        assert_eq!(share(ms(1000), 6), ms(500), "3 s left among 6");
        assert_eq!(
            share(Duration::ZERO, 1),
            ACTION_MAX,
            "one action: at most 1.5 s"
        );
        assert_eq!(share(Duration::ZERO, 30), ACTION_MIN, "never under 0.15 s");
        assert_eq!(share(ms(9000), 2), ACTION_MIN, "past the target");
    }

    /// What the screen shows a turn of `n` actions in at the normal speed, each as
    /// long as `action` in `g`, computed as the screen paces it: each action's share of
    /// the turn (`share`, as `action_pace` gives it, with the holds that outlasted the
    /// action before), its animation fitted to that (`fit`, as `play` does, the first
    /// step a seed's step), the hold before it (`hold_in_turn`, from when the action
    /// before began). The search's own time is left out.
    fn turn_shown(
        n: usize,
        mut g: Game,
        action: &str,
        expected: impl Fn(usize) -> usize,
    ) -> Duration {
        use crate::tui::widgets::anim::{Animation, Before, SEED_STEP};
        let before = Before {
            board: g.position().rows(),
            captured: g.position().captured_both(),
            mover: Player::South,
        };
        let events = g.apply_reported(action.parse().unwrap()).unwrap();
        let (mut shown, mut total, mut last) = (Duration::ZERO, Duration::ZERO, None);
        for i in 0..n {
            let hold = hold_in_turn(PACE, i == 0, share(shown, expected(i)));
            let idle = hold.saturating_sub(last.unwrap_or_default());
            total += idle;
            if i > 0 {
                // As `action_pace` counts it: the hold that outlasted the action before.
                shown += idle;
            }
            let most = share(shown, expected(i));
            let mut a = Animation::new(before.clone(), &events);
            a.advance();
            a.fit(most.saturating_sub(SEED_STEP));
            let anim = SEED_STEP + a.remaining();
            shown += anim;
            total += anim;
            last = Some(anim);
        }
        total
    }

    #[test]
    fn a_long_turn_of_the_computer_shows_in_about_five_seconds() {
        // Long sowings: the 2x12 start's c1, laps round the board (over 5 s each at a
        // person's pace). The run of 16 actions took 8.9 s: each action held
        // 0.4 s at least.
        let long = || Game::new(Rules::hoyito(12)).unwrap();
        let sixteen = turn_shown(16, long(), "c1", |i| 16 - i);
        assert!(sixteen <= Duration::from_secs(5), "{sixteen:?}");
        // Longer runs too; a run past the target's 26 actions adds ACTION_MIN and a
        // little each (the end of each action stays in sight).
        let twenty_six = turn_shown(26, long(), "c1", |i| 26 - i);
        assert!(twenty_six <= Duration::from_millis(5500), "{twenty_six:?}");
        // A short turn keeps its pace: one action at most ACTION_MAX after the hold.
        assert_eq!(turn_shown(1, long(), "c1", |_| 1), PACE + ACTION_MAX);
        // Quick sowings (one seed: 0.2 s each) where the search never sees the run's
        // end (each line one action and the few unseen after it): the holds outlast
        // the actions, and count towards the target, so sixteen of them fit too.
        let rows = vec![vec![1; 12], vec![4; 12]];
        let quick =
            || Game::from_position(Rules::hoyito(12), &rows, Player::South, [0, 0]).unwrap();
        let sixteen = turn_shown(16, quick(), "a1", |_| 1 + UNSEEN_ACTIONS);
        assert!(sixteen <= Duration::from_secs(5), "{sixteen:?}");
    }

    #[test]
    fn the_hold_before_an_action_is_the_pace_first_then_no_more_than_its_share() {
        let ms = Duration::from_millis;
        assert_eq!(hold_in_turn(PACE, true, ms(150)), PACE, "the turn's first");
        assert_eq!(hold_in_turn(PACE, false, ms(150)), ms(150));
        assert_eq!(hold_in_turn(PACE, false, ms(900)), RUN_HOLD);
        assert_eq!(
            hold_in_turn(Duration::ZERO, false, ms(900)),
            Duration::ZERO,
            "tests' zero"
        );
    }

    #[test]
    fn a_line_counts_its_movers_actions_and_more_when_it_ends_in_the_same_turn() {
        let line = |s: &str| -> Vec<Action> { s.split(' ').map(|a| a.parse().unwrap()).collect() };
        // After South's a1 on 2x6, North's run of eight (tests/it/screen_play_computer.rs plays it).
        let mut game = Game::new(Rules::hoyito(6)).unwrap();
        game.apply("a1".parse().unwrap()).unwrap();
        let run = "a2 c2 a2 f2 f2 e2 c2 b2";
        assert_eq!(
            run_length(&game, &line(run)),
            8,
            "the line ends with the turn"
        );
        let mut after = game.clone();
        for a in line(run) {
            after.apply(a).unwrap();
        }
        let south = after.position().legal_actions()[0];
        let mut longer = line(run);
        longer.push(south);
        assert_eq!(
            run_length(&game, &longer),
            8,
            "South's action is not North's"
        );
        // A line that stops inside the run: what it saw and a few more.
        assert_eq!(run_length(&game, &line("a2 c2 a2")), 3 + UNSEEN_ACTIONS);
    }
}
