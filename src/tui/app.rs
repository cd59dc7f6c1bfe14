//! Screens, popups and key routing. Keys go to the open popup first, then the screen.

use super::files::Files;
use super::prefs::Preferences;
use super::screens::learn::LearnState;
use super::screens::library::{LibraryState, Purpose};
use super::screens::menu::MenuItem;
use super::screens::network::NetworkScreen;
use super::screens::new_game::NewGameForm;
use super::screens::play::PlayState;
use super::screens::puzzles::PuzzleState;
use super::screens::replay::ReplayState;
use super::screens::retry::RetryState;
use super::screens::settings::SettingsState;
use super::widgets::layout;
use super::widgets::theme::Theme;
use crate::store::config::Config;
use crate::store::record::Record;
use mancala_rules::GameKind;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use std::path::PathBuf;

pub use super::command::{AfterSave, Command, Open};
pub use super::popups::Popup;
use super::view::{KeyContext, Unsaved, View};

/// The page on screen.
pub enum Screen {
    Menu {
        selected: MenuItem,
    },
    NewGame(NewGameForm),
    Play(Box<PlayState>),
    Replay(Box<ReplayState>),
    Learn(Box<LearnState>),
    Puzzles(Box<PuzzleState>),
    Rules(super::screens::rules::Reader),
    Library(Box<LibraryState>),
    Settings(Box<SettingsState>),
    /// A game's mistakes to find better actions for, over the screen they were opened
    /// from (the replay or the game over), which back returns to as it was.
    Retry(Box<RetryState>),
    /// Host or join a game over the network, and the waits before it opens.
    Network(Box<NetworkScreen>),
}

impl Screen {
    /// The screen as the protocol sees it.
    pub fn view(&self) -> &dyn View {
        match self {
            Screen::Menu { selected } => selected,
            Screen::NewGame(form) => form,
            Screen::Play(p) => p.as_ref(),
            Screen::Replay(r) => r.as_ref(),
            Screen::Learn(l) => l.as_ref(),
            Screen::Puzzles(p) => p.as_ref(),
            Screen::Rules(r) => r,
            Screen::Library(l) => l.as_ref(),
            Screen::Settings(s) => s.as_ref(),
            Screen::Retry(r) => r.as_ref(),
            Screen::Network(n) => n.as_ref(),
        }
    }

    /// [`Screen::view`], to change.
    pub fn view_mut(&mut self) -> &mut dyn View {
        match self {
            Screen::Menu { selected } => selected,
            Screen::NewGame(form) => form,
            Screen::Play(p) => p.as_mut(),
            Screen::Replay(r) => r.as_mut(),
            Screen::Learn(l) => l.as_mut(),
            Screen::Puzzles(p) => p.as_mut(),
            Screen::Rules(r) => r,
            Screen::Library(l) => l.as_mut(),
            Screen::Settings(s) => s.as_mut(),
            Screen::Retry(r) => r.as_mut(),
            Screen::Network(n) => n.as_mut(),
        }
    }
}

/// The whole program state.
pub struct App {
    /// The screen shown: the top of the one navigation stack.
    pub screen: Screen,
    /// The endgame tables and the verdicts of the games judged in this run, which
    /// every screen that searches shares.
    knowledge: super::jobs::Knowledge,
    /// The screens under it, the last the nearest, which back returns to as they were
    /// (a replay played on from, the screen the mistakes were opened from); empty: back
    /// goes to the menu, the top level every screen goes back to.
    under: Vec<Screen>,
    pub popup: Option<Popup>,
    /// The preferences in force: the settings, with this run's flags.
    pub prefs: Preferences,
    /// The folders and files: saves, progress, settings, the autosave.
    pub files: Files,
    pub quit: bool,
    /// The first screen was opened from the shell (`mancala play`): back from it, with
    /// nothing under it, returns there rather than to the menu.
    from_shell: bool,
    /// The terminal size, for mouse hit-testing with the same layout as drawing.
    pub size: (u16, u16),
    /// The result popup was closed for the current finished game.
    result_seen: bool,
    /// A message at the menu's foot: what was wrong with the settings file, or why
    /// the interrupted game could not be resumed.
    pub menu_notice: Option<String>,
    /// The settings file had problems when read and has not been saved since: it is
    /// not written over unasked (its words are in `menu_notice`, in any language).
    config_unread: bool,
    /// Driven by typed commands (`play --plain`), not keys: what it says of how to do
    /// things names commands.
    pub plain: bool,
}

impl App {
    /// The app on `screen`, drawn with `theme` (`NO_COLOR`, `--ascii`), animated unless
    /// `animate` is false (`--no-animation`), `stamp` naming the saves of this run;
    /// default settings, and no files until told (see [`App::use_user_folders`]).
    pub fn new(screen: Screen, theme: Theme, animate: bool, stamp: String) -> App {
        App {
            screen,
            popup: None,
            prefs: Preferences::new(theme, animate),
            files: Files {
                stamp,
                ..Files::default()
            },
            quit: false,
            from_shell: false,
            size: (80, 24),
            result_seen: false,
            under: Vec::new(),
            knowledge: Default::default(),
            menu_notice: None,
            config_unread: false,
            plain: false,
        }
    }

    /// Search with the endgame `tables` from now on: the screens opened after this
    /// probe them (the command line hands the app the user's tables before it opens
    /// any; an app that is not told has none).
    pub fn use_tables(&mut self, tables: crate::engine::tables::Tables) {
        self.knowledge = super::jobs::Knowledge::new(tables);
    }

    /// The game in play, if the play screen is open.
    pub fn play(&self) -> Option<&PlayState> {
        match &self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    /// What the screen's keys and clicks read: the preferences and the terminal.
    fn key_context(prefs: &Preferences, size: (u16, u16)) -> KeyContext<'_> {
        KeyContext {
            prefs,
            area: Rect::new(0, 0, size.0, size.1),
        }
    }

    /// Use the user's folders: saves typed as a bare name go in the games folder, and
    /// the lessons and puzzles done are remembered in the data folder. (Not done by
    /// [`App::new`], so that tests never write in the user's folders.)
    pub fn use_user_folders(&mut self) {
        self.files.games_dir = crate::store::dirs::games_dir();
        self.use_user_progress();
        self.files.autosave = crate::store::autosave::Autosave::claim(
            crate::store::dirs::autosave_file(),
            self.files.games_dir.clone(),
        );
        if let Some(file) = Config::default_path() {
            self.load_config(file);
        }
    }

    /// Remember the lessons and puzzles done in the user's data folder (a lesson or a
    /// puzzle opened from the command line reads it before the app runs).
    pub(crate) fn use_user_progress(&mut self) {
        self.files.progress_file = crate::store::progress::Progress::default_path();
    }

    /// Read the settings file and use it; what was wrong with it is shown on the menu.
    pub fn load_config(&mut self, file: PathBuf) {
        let (config, notice) = Config::load(&file, super::command_keys::command_using);
        self.config_unread = notice.is_some();
        self.menu_notice = notice;
        self.files.config_file = Some(file);
        self.prefs.set(config);
    }

    /// A key as the screens know it: a board key moved elsewhere in the settings (for
    /// keyboards that are not QWERTY) becomes its usual key, on the board screens.
    fn translated(&self, mut key: KeyEvent) -> KeyEvent {
        // The screens whose keys the board keys are: the boards', and the menu's and
        // the rules reader's arrows (not the menu's yes/no question, nor a typed name).
        let view = self.screen.view();
        let board = view.takes_board_keys()
            && !(view.offers_resume() && self.files.autosave.asking_discard);
        // After the go-to key, letters are column letters, not board keys.
        let goto = view.going_to();
        if board
            && !goto
            && self.popup.is_none()
            && !key
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
            && let KeyCode::Char(c) = key.code
        {
            if let Some(usual) = self.prefs.config.translate(c) {
                key.code = KeyCode::Char(usual);
            } else if self.prefs.config.displaced(c) {
                // The usual key of a board key moved elsewhere: it does nothing.
                key.code = KeyCode::Null;
            }
        }
        key
    }

    /// Open lesson `index` (0-based) of a game's walkthrough.
    pub fn start_learn(&mut self, game: GameKind, index: usize) -> Result<(), String> {
        let mut state = LearnState::new(game, index, self.files.progress_file.clone())?;
        state.share_knowledge(self.knowledge.clone());
        self.screen = Screen::Learn(Box::new(state));
        self.popup = None;
        Ok(())
    }

    /// Open puzzle `index` (0-based) of a game's collection; `None`: the first the
    /// player has not solved.
    pub fn start_puzzles(&mut self, game: GameKind, index: Option<usize>) -> Result<(), String> {
        let state = PuzzleState::new(game, index, self.files.progress_file.clone())?;
        self.screen = Screen::Puzzles(Box::new(state));
        self.popup = None;
        Ok(())
    }

    /// The game being played, to change (tests hand its clock a fake time).
    pub fn play_mut(&mut self) -> Option<&mut PlayState> {
        match &mut self.screen {
            Screen::Play(p) => Some(p),
            _ => None,
        }
    }

    /// Why the app must end, if a helper thread (the computer's search) panicked: what
    /// it said, and what became of the game in play.
    pub fn helper_failure(&self) -> Option<super::terminal::HelperPanicked> {
        let panic = super::terminal::helper_panic()?;
        let game = match self.screen.view().unsaved() {
            Some(Unsaved::Game) if self.files.autosave.holds_game() => {
                format!(" {}", crate::t!("app-panic-game-kept"))
            }
            Some(Unsaved::Game) => format!(" {}", crate::t!("app-panic-game-lost")),
            _ => String::new(),
        };
        Some(super::terminal::HelperPanicked { panic, game })
    }

    /// Whether an animation is running (the event loop then polls with a timeout).
    pub fn animating(&self) -> bool {
        self.screen.view().animating()
    }

    /// Whether a search runs in the background (the event loop then polls for its
    /// answer between keys, and redraws the thinking line).
    pub fn waiting(&self) -> bool {
        self.screen.view().busy()
    }

    /// Take in what background searches found: play the computer's move, show a hint,
    /// or an evaluation; start the computer's search when its turn comes.
    pub fn update(&mut self) {
        // Quitting: nothing more is taken in, and above all the autosave of a game the
        // player chose not to save is not written again.
        if self.quit {
            return;
        }
        let free = self.popup.is_none();
        self.screen.view_mut().update(free);
        if let Some(ready) = self.screen.view_mut().take_network_game() {
            self.open_network_game(ready);
        }
        let kept = (self.screen.view().in_play()).and_then(|game| self.files.autosave.keep(&game));
        if let Some(e) = kept {
            self.screen.view_mut().tell(e, true);
        }
        self.after_change();
    }

    /// Advance the animation, the one clock of every screen; returns how long to wait
    /// before the next step.
    pub fn tick(&mut self) -> Option<std::time::Duration> {
        let wait = self.screen.view_mut().tick(self.prefs.pace());
        self.after_change();
        wait
    }

    /// After a key, a search's answer or an animation step: with animation off, an
    /// animation a screen started ends at once; and the result popup opens when a game
    /// has just ended and its animation is done.
    fn after_change(&mut self) {
        if !self.prefs.animate() && self.screen.view().sowing_shown() {
            self.screen.view_mut().finish_animation();
        }
        if !self.screen.view().game_ended() {
            self.result_seen = false;
        } else if !self.result_seen && self.popup.is_none() {
            self.popup = Some(Popup::Result);
            self.result_seen = true;
        }
    }

    /// A match's round over on the game screen: the next round begins, the round's
    /// result closed. False (nothing changes) when no round is over.
    pub fn next_round(&mut self) -> bool {
        let begun = self.play_mut().is_some_and(|p| p.next_round());
        if begun {
            self.popup = None;
            self.after_change();
        }
        begun
    }

    /// Start playing a record.
    pub fn start_play(&mut self, record: Record, path: Option<PathBuf>) -> Result<(), String> {
        let state = self.new_play(record, path)?;
        self.show_play(state, false);
        Ok(())
    }

    /// The play screen for a record, read from `path` just now (`None`: from no file,
    /// or a resumed game's, which the resume says).
    fn new_play(&mut self, record: Record, path: Option<PathBuf>) -> Result<PlayState, String> {
        let mut state = PlayState::new(record)?;
        state.read_from(path);
        state.share_knowledge(self.knowledge.clone());
        self.tell_south_behind(&mut state);
        Ok(state)
    }

    /// Show a game just opened in place of the screen open, or over it (`over`: back
    /// returns to it).
    fn show_play(&mut self, state: PlayState, over: bool) {
        self.files.autosave.started();
        let screen = Screen::Play(Box::new(state));
        if over {
            self.open_over(screen);
        } else {
            self.screen = screen;
            self.popup = None;
        }
        self.result_seen = false;
        self.after_change();
    }

    /// The first time a person takes South against the computer from the usual start
    /// of a Hoyito II game where South starts behind, one line says so and how to
    /// choose otherwise; the settings remember that it was said.
    fn tell_south_behind(&mut self, game: &mut PlayState) {
        if self.prefs.config.told_south_behind {
            return;
        }
        let Some(note) = game.south_behind_note(self.plain) else {
            return;
        };
        game.say(note, Some(false));
        self.prefs.config.told_south_behind = true;
        if let Some(Err(e)) = self.save_settings() {
            game.say(e, None);
        }
    }

    /// Write the settings in force to the settings file, if there is one and it was
    /// read as it is (a file that could not be read is not written over).
    fn save_settings(&self) -> Option<Result<(), String>> {
        let file = self
            .files
            .config_file
            .as_ref()
            .filter(|_| !self.config_unread)?;
        Some(self.prefs.config.save(file))
    }

    /// Open the replay viewer on a checked record that is no file of its own (a
    /// sample): saving its comments asks for a name.
    pub fn start_replay(&mut self, record: Record, name: String) -> Result<(), String> {
        self.start_replay_from(record, name, None)
    }

    /// Open the replay viewer on a checked record read from `path` (`None`: from no
    /// file), where saving its comments offers to write them.
    pub fn start_replay_from(
        &mut self,
        record: Record,
        name: String,
        path: Option<PathBuf>,
    ) -> Result<(), String> {
        let mut state = ReplayState::new(record, name)?;
        state.read_from(path);
        state.share_knowledge(self.knowledge.clone());
        self.screen = Screen::Replay(Box::new(state));
        self.popup = None;
        Ok(())
    }

    /// Whether the terminal is too small for the board screen open (the screen then
    /// says so instead of drawing the board, and only quitting works).
    pub(crate) fn too_small(&self) -> bool {
        self.board_layout().is_some_and(|layout| {
            layout::board_fits(Rect::new(0, 0, self.size.0, self.size.1), &layout).is_none()
        })
    }

    /// The board of the screen open, if it has one.
    pub(crate) fn board_layout(&self) -> Option<mancala_rules::Layout> {
        self.screen.view().board()
    }

    pub fn handle_key(&mut self, key: KeyEvent) {
        let key = self.translated(key);
        let ctrl_c =
            key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL);
        // Keys must not act on a board the player cannot see: only quitting works until
        // the terminal is large enough again, and of the questions quitting asks (not
        // shown either) only the answers the too-small message names.
        if self.too_small() {
            match self.popup.as_mut().filter(|p| p.unseen_words().is_some()) {
                Some(popup) => {
                    if let Some(command) = popup.unseen_key(key.code, ctrl_c) {
                        self.popup = None;
                        self.apply(command);
                    }
                }
                None if ctrl_c || super::keys::TOO_SMALL_QUIT.matches(&key) => {
                    self.popup = None;
                    self.request_quit();
                }
                None => {}
            }
            return;
        }
        // An animation is hurried to its end by any key, which then does what it does,
        // unless it chooses an action (the player has not seen the position yet) or the
        // end shows the result (that comes first). Pause works at once (two computers
        // playing are nearly always animating).
        let pause = key.code == KeyCode::Char('p') && self.screen.view().computer_plays();
        if self.screen.view().sowing_shown() {
            self.screen.view_mut().finish_animation();
            let had_popup = self.popup.is_some();
            self.after_change();
            let result_opened = !had_popup && self.popup.is_some();
            let choice = super::screens::play::keys::only_shows_the_end(&key);
            if !ctrl_c && !pause && (choice || result_opened) {
                return;
            }
        }
        if self.popup.is_some() {
            self.popup_key(key, ctrl_c);
        } else {
            self.screen_key(key, ctrl_c);
        }
        self.update();
    }

    /// A key for the popup open: anything but `Command::None` closes it first (what
    /// the app then does may open another, or this one again with an error).
    fn popup_key(&mut self, key: KeyEvent, ctrl_c: bool) {
        let Some(popup) = self.popup.as_mut() else {
            return;
        };
        let command = match popup.modified_key(&key) {
            Some(command) => command,
            None => popup.key(key.code, ctrl_c),
        };
        if command != Command::None {
            self.popup = None;
        }
        self.apply(command);
    }

    /// Open the record file typed in the load prompt; on failure the prompt comes back
    /// with the reason.
    fn load(&mut self, input: String, open: Open) {
        // Read and checked here; played through once, by the screen opened.
        let opened = Files::read_typed(&input).and_then(|(record, name)| {
            self.open_record(record, Some(PathBuf::from(&name)), name.clone(), open)
                .map_err(|e| format!("{}: {e}", crate::store::record::shown_path(&name)))
        });
        if let Err(e) = opened {
            self.popup = Some(Popup::Load {
                input,
                error: Some(e),
                open,
            });
        }
    }

    /// Open a record read already, from `path` (`None`: a sample), named `name` in a
    /// replay's title: continue it, or replay it.
    fn open_record(
        &mut self,
        record: Record,
        path: Option<PathBuf>,
        name: String,
        open: Open,
    ) -> Result<(), String> {
        match open {
            Open::Play => self.start_play(record, path),
            Open::Replay => self.start_replay_from(record, name, path),
        }
    }

    fn open_save(&mut self, then: AfterSave) {
        let subject = self.screen.view().save_subject();
        let Some(input) = subject.map(|s| self.files.save_prompt(&s)) else {
            return;
        };
        self.popup = Some(Popup::Save {
            input,
            overwrite: false,
            error: None,
            then,
        });
    }

    /// Save to the typed name. Asks before replacing any file but the one this game was
    /// read from or saved to in this run (and that one too, once it is not a record).
    fn save_to(&mut self, input: String, confirmed: bool, then: AfterSave) {
        let Some(subject) = self.screen.view().save_subject() else {
            return;
        };
        let target = self.files.save_target(input.trim(), &subject);
        let ask = matches!(&target, Ok(path) if Files::asks_before_replacing(path, &subject));
        let saved = match target {
            Ok(_) if ask && !confirmed => {
                self.popup = Some(Popup::Save {
                    input,
                    overwrite: true,
                    error: None,
                    then,
                });
                return;
            }
            Ok(path) => Files::write(&path, |path| self.screen.view_mut().save(path)),
            Err(e) => Err(e),
        };
        match saved {
            Ok(()) => {
                self.release_autosave();
                self.finish_leave(then)
            }
            Err(e) => {
                self.popup = Some(Popup::Save {
                    input,
                    overwrite: false,
                    error: Some(e),
                    then,
                })
            }
        }
    }

    /// Leave the game (to quit or to the menu), asking first when actions are unsaved.
    fn leave(&mut self, then: AfterSave) {
        // Quitting stops the computer's search; going back to the game starts it again.
        self.screen.view_mut().leaving();
        match self.screen.view().unsaved() {
            Some(work) => {
                let comments = work == Unsaved::Comments;
                self.popup = Some(Popup::Unsaved { then, comments });
            }
            None => self.finish_leave(then),
        }
    }

    /// The game on screen is saved or let go: its autosave goes (a replay's comments
    /// have none).
    fn release_autosave(&mut self) {
        if self.screen.view().in_play().is_some() {
            self.files.autosave.release();
        }
    }

    fn finish_leave(&mut self, then: AfterSave) {
        match then {
            AfterSave::Stay => {}
            // A replay waiting under this screen (a game played on from it, its
            // mistakes) with comments not saved: back to it, to ask there.
            AfterSave::Quit if self.replay_under_unsaved() => {
                self.go_back();
                self.leave(AfterSave::Quit);
            }
            AfterSave::Quit => self.quit = true,
            AfterSave::Back => self.go_back(),
            AfterSave::NewGame => {
                self.under.clear();
                self.screen = Screen::NewGame(NewGameForm::from_config(&self.prefs.config));
                self.popup = None;
            }
            AfterSave::Rematch | AfterSave::RematchSwapped => {
                let swapped = then == AfterSave::RematchSwapped;
                if let Some(record) = self.screen.view().rematch(swapped) {
                    let _ = self.start_play(record, None);
                } else if let Some(p) = self.play_mut()
                    && p.net.is_some()
                {
                    // Over the network a rematch is a new game for both: a new host.
                    p.message = Some((crate::t!("net-no-rematch"), true));
                }
            }
        }
    }

    /// Whether the screen open was opened from a replay whose comments are not saved.
    fn replay_under_unsaved(&self) -> bool {
        (self.under.last()).is_some_and(|s| s.view().unsaved() == Some(Unsaved::Comments))
    }

    /// The screen open was opened from the shell: back from it goes back there.
    pub fn opened_from_shell(&mut self) {
        self.from_shell = true;
    }

    /// Leave the screen for the one it was opened from: a screen under it, the shell
    /// (see [`App::opened_from_shell`]), or the menu (with the entry that opens this
    /// screen selected).
    fn go_back(&mut self) {
        self.popup = None;
        if let Some(screen) = self.under.pop() {
            self.screen = screen;
            return;
        }
        if self.from_shell {
            self.quit = true;
            return;
        }
        let selected = self.screen.view().menu_item();
        self.screen = Screen::Menu { selected };
    }

    /// Open the mistakes of `record`'s game, judged with `budget`, over the screen open
    /// (the game over, the replay), as their mistakes key does: back returns to it.
    pub fn open_mistakes(
        &mut self,
        record: Record,
        budget: crate::engine::ai::Budget,
    ) -> Result<(), String> {
        let state = RetryState::new(record, budget, &self.knowledge)?;
        self.open_over(Screen::Retry(Box::new(state)));
        Ok(())
    }

    /// Leave the screen open for the one it was opened over, as its back key does.
    pub fn back(&mut self) {
        self.go_back();
    }

    /// Show `screen` over the screen open, which waits under it, as it is, for back
    /// to return to; its background work stops meanwhile.
    fn open_over(&mut self, screen: Screen) {
        self.screen.view_mut().covered();
        let under = std::mem::replace(&mut self.screen, screen);
        self.under.push(under);
        self.popup = None;
    }

    fn request_quit(&mut self) {
        self.leave(AfterSave::Quit);
    }

    /// A key for the screen. Ctrl-C quits from every screen (asking first when work
    /// is unsaved); every other key is the screen's, through its key table.
    fn screen_key(&mut self, key: KeyEvent, ctrl_c: bool) {
        if ctrl_c {
            return self.request_quit();
        }
        if self.screen.view().offers_resume() && self.resume_key(key.code) {
            return;
        }
        let cx = Self::key_context(&self.prefs, self.size);
        let command = self.screen.view_mut().key(&key, &cx);
        self.apply(command);
    }

    /// The menu's keys for an interrupted game: r resumes it, x asks to discard it.
    /// Whether the key was one of these.
    fn resume_key(&mut self, code: KeyCode) -> bool {
        let autosave = &mut self.files.autosave;
        if autosave.asking_discard {
            autosave.asking_discard = false;
            if super::keys::is_yes(super::keys::Key::Plain(code)) {
                autosave.discard();
            }
            return true;
        }
        if autosave.offer.is_none() {
            return false;
        }
        match super::keys::Key::Plain(code) {
            k if k == super::resume::RESUME => {
                let resumed = self.files.autosave.resume().and_then(|resumed| {
                    let crate::store::autosave::Resumed {
                        record,
                        origin,
                        hosted,
                    } = resumed;
                    // A game this program hosted is hosted again, with a new
                    // invitation (on screen: plain mode plays it at one keyboard).
                    if let Some(hosted) = hosted.filter(|_| !self.plain) {
                        let resumed = crate::net::session::Resumption { origin };
                        return self.host_game(
                            record,
                            false,
                            hosted.side,
                            hosted.hints,
                            Some(resumed),
                        );
                    }
                    let adopted = record.clone();
                    let mut state = self.new_play(record, origin)?;
                    // Not saved since: leaving asks, as it did before the interruption.
                    state.resumed();
                    self.show_play(state, false);
                    self.files.autosave.adopt(&adopted);
                    Ok(())
                });
                if let Err(e) = resumed {
                    self.files.autosave.offer = None;
                    self.menu_notice = Some(crate::t!("resume-failed", why = e));
                }
                true
            }
            k if k == super::resume::DISCARD => {
                self.files.autosave.asking_discard = true;
                true
            }
            _ => false,
        }
    }

    /// Do what a screen or a popup asked for (a popup is closed already, unless the
    /// command is `None`).
    fn apply(&mut self, command: Command) {
        match command {
            Command::None | Command::Close => {}
            Command::Help => self.popup = Some(Popup::Help),
            Command::Result => self.popup = Some(Popup::Result),
            Command::NextRound => {
                self.next_round();
            }
            Command::Quit => self.request_quit(),
            Command::Back => self.go_back(),
            Command::Menu(item) => self.menu_choice(item),
            Command::StartGame { record, balanced } => self.start_game(*record, balanced),
            Command::HostForm => {
                self.screen = Screen::NewGame(NewGameForm::for_host(&self.prefs.config))
            }
            Command::HostGame {
                record,
                balanced,
                mine,
                hints,
            } => {
                if let Err(why) = self.host_game(*record, balanced, mine, hints, None) {
                    self.screen.view_mut().tell(why, true)
                }
            }
            Command::SettingsChanged { config, notice } => {
                self.config_unread = self.config_unread && notice.is_some();
                self.menu_notice = notice;
                self.prefs.set(*config);
            }
            Command::Animation(on) => {
                self.prefs.set_animation(on);
                if let Some(Err(e)) = self.save_settings() {
                    self.screen.view_mut().tell(e, true);
                }
            }
            Command::Leave(then) => self.leave(then),
            Command::Discard(then) => {
                // "Don't save": the game is gone, its autosave with it.
                self.release_autosave();
                self.finish_leave(then)
            }
            Command::Abandon(then) => self.finish_leave(then),
            Command::OpenSave(then) => self.open_save(then),
            Command::SaveTo {
                input,
                confirmed,
                then,
            } => self.save_to(input, confirmed, then),
            Command::TypePath(open) => {
                self.popup = Some(Popup::Load {
                    input: String::new(),
                    error: None,
                    open,
                })
            }
            Command::Load { input, open } => self.load(input, open),
            Command::OpenRecord {
                record,
                path,
                name,
                open,
            } => {
                if let Err(e) = self.open_record(*record, path, name.clone(), open) {
                    let said = format!("{}: {e}", crate::store::record::shown_path(&name));
                    self.screen.view_mut().tell(said, true);
                }
            }
            Command::PlayOn(record) => self.play_on(*record),
            Command::Retry(record, budget) => {
                let _ = self.open_mistakes(*record, budget);
            }
            Command::Comment {
                action,
                text,
                about,
            } => {
                self.popup = Some(Popup::Comment {
                    input: text,
                    error: None,
                    action,
                    about,
                })
            }
            Command::OpenChat => {
                self.popup = Some(Popup::Chat {
                    input: String::new(),
                    error: None,
                })
            }
            Command::SendChat(text) => {
                if let Some(p) = self.play_mut() {
                    p.send_chat(&text);
                }
            }
            Command::SetComment { action, text } => {
                let cx = Self::key_context(&self.prefs, self.size);
                self.screen.view_mut().set_comment(action, &text, &cx);
            }
            Command::Undo => self.screen.view_mut().undo(),
            Command::Learn(kind) => {
                let _ = self.start_learn(kind, 0);
            }
            Command::Puzzles(kind) => {
                let _ = self.start_puzzles(kind, None);
            }
            Command::ReadRules => self.screen = Screen::Rules(Default::default()),
        }
    }

    /// Play on from a replayed position: leaving that game comes back to the replay,
    /// where it was.
    fn play_on(&mut self, record: Record) {
        if let Ok(state) = self.new_play(record, None) {
            self.show_play(state, true);
        }
    }

    /// Start a game between the players of `record` on its rules, from a balanced
    /// start drawn for it if `balanced`. Who plays each side is remembered in the
    /// settings, for the next new game.
    /// Puts a balanced start drawn now into `record` when `balanced`; what went wrong
    /// if none could be drawn (the usual start stays).
    fn draw_start(record: &mut Record, balanced: bool) -> Option<String> {
        // The draw's one random number, from the clock, chosen here: the engine is
        // given only the position.
        let drawn = balanced.then(|| {
            crate::study::openings::draw_for(record, crate::study::openings::clock_pick())
        });
        match drawn {
            Some(Ok(drawn)) => {
                drawn.put_in(record);
                None
            }
            Some(Err(why)) => Some(crate::t!("app-no-balanced-start", why = why)),
            None => None,
        }
    }

    /// Opens a game over the network whose other player is there; a hosted game
    /// resumed from the autosave goes on as the resumed game.
    fn open_network_game(&mut self, ready: crate::net::session::Ready) {
        let crate::net::session::Ready {
            record,
            connection,
            resumed,
        } = ready;
        let adopted = resumed.is_some().then(|| record.clone());
        if let Err(e) = crate::tui::screens::play::network::open_game(self, record, connection) {
            self.screen.view_mut().tell(e, true);
            return;
        }
        if let (Some(resumed), Some(record)) = (resumed, adopted)
            && let Some(p) = self.play_mut()
        {
            p.read_from(resumed.origin);
            p.resumed();
            self.files.autosave.adopt(&record);
        }
    }

    /// Hosts `record` over the network: the door opens on the usual port (another if
    /// it is taken) and the network screen waits for the other player with the
    /// invitation shown; why not, if the door cannot open (the screen stays).
    fn host_game(
        &mut self,
        mut record: Record,
        balanced: bool,
        mine: mancala_rules::Player,
        hints: bool,
        resumed: Option<crate::net::session::Resumption>,
    ) -> Result<(), String> {
        use crate::net::session::{Hosting, bind_address};
        if let Some(why) = Self::draw_start(&mut record, balanced) {
            return Err(why);
        }
        let hosting = Hosting::open(
            bind_address(None, None),
            &record.players[mine.index()],
            true,
        )?;
        self.screen = Screen::Network(Box::new(NetworkScreen::waiting(
            hosting, record, mine, hints, resumed,
        )));
        Ok(())
    }

    fn start_game(&mut self, mut record: Record, balanced: bool) {
        let failed = Self::draw_start(&mut record, balanced);
        // The players chosen are the form's next time: the computers, and the names
        // typed for people (a computer's side keeps the person's name for later).
        let mut not_remembered = None;
        let mut names = [
            self.prefs.config.south.clone(),
            self.prefs.config.north.clone(),
        ];
        for (i, name) in names.iter_mut().enumerate() {
            if record.computers[i].is_none() {
                *name = record.players[i].clone();
            }
        }
        let [south, north] = names;
        let config = &self.prefs.config;
        if record.computers != config.computers || south != config.south || north != config.north {
            self.prefs.config.computers = record.computers;
            self.prefs.config.south = south;
            self.prefs.config.north = north;
            not_remembered = self.save_settings().and_then(Result::err);
        }
        let Ok(mut state) = self.new_play(record, None) else {
            return;
        };
        if let Some(why) = failed {
            state.say(why, Some(true));
        } else if let Some(why) = not_remembered {
            state.tell(crate::t!("app-players-not-remembered", why = why), true);
        }
        self.show_play(state, false);
    }

    fn menu_choice(&mut self, choice: MenuItem) {
        match choice {
            MenuItem::NewGame => {
                self.screen = Screen::NewGame(NewGameForm::from_config(&self.prefs.config))
            }
            MenuItem::Continue | MenuItem::Replay => {
                let purpose = match choice {
                    MenuItem::Continue => Purpose::Continue,
                    _ => Purpose::Replay,
                };
                let state = LibraryState::new(purpose, self.files.games_dir.clone());
                self.screen = Screen::Library(Box::new(state));
            }
            MenuItem::Learn => {
                // The puzzles solved of each game, as the progress file has them now.
                let (progress, _) =
                    crate::store::progress::Progress::load(self.files.progress_file.clone());
                let solved = |game| {
                    crate::study::puzzles::collection(game)
                        .puzzles
                        .iter()
                        .filter(|p| progress.is_solved(&p.id))
                        .count()
                };
                self.popup = Some(Popup::LearnWhich {
                    solved: [solved(GameKind::HoyitoII), solved(GameKind::Tsoro)],
                })
            }
            MenuItem::Network => self.screen = Screen::Network(Box::default()),
            MenuItem::Settings => {
                let s = SettingsState::new(
                    self.prefs.config.clone(),
                    self.files.config_file.clone(),
                    self.menu_notice.clone(),
                    self.prefs.flags(),
                );
                self.screen = Screen::Settings(Box::new(s));
            }
            MenuItem::Quit => self.request_quit(),
        }
    }

    /// A left click: on a menu item opens it, on a form field goes to it (on the
    /// field already chosen, changes it, or starts), on a hole of a game's or a lesson's
    /// board moves the cursor there and chooses it.
    pub fn handle_mouse(&mut self, mouse: MouseEvent) {
        if mouse.kind != MouseEventKind::Down(MouseButton::Left)
            || self.popup.is_some()
            || self.too_small()
        {
            return;
        }
        let cx = Self::key_context(&self.prefs, self.size);
        let command = self.screen.view_mut().click(mouse.column, mouse.row, &cx);
        self.apply(command);
        self.update();
    }
}
