//! The game screen's key table (see [`crate::tui::keys`]), its key handler, which
//! looks keys up in the table, changes the game's state and returns what is left for
//! the app to do, and its mouse clicks, handled the same way.

use super::PlayState;
use crate::tui::command::{AfterSave, Command};
use crate::tui::keys::{self, ARROWS, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use crate::tui::widgets::layout;
use mancala_rules::{Action, Awaiting};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayKey {
    /// A board key: the cursor, Enter, Tab, a head answer ([`PlayState::board_key`]).
    Board,
    /// `g`: go to a hole by its column letter (and row digit).
    GoTo,
    /// Enter, a match's round over: the next round begins.
    NextRound,
    Result,
    Rematch,
    RematchSwapped,
    NewGame,
    Mistakes,
    MoveNow,
    /// The end of the computer's whole turn, shown at once.
    TurnEnd,
    /// Enter or c on the computer's turn: say how to make it move.
    NotYours,
    Pause,
    Hint,
    Undo,
    Redo,
    Save,
    /// Resign the game (asked first: y resigns).
    Resign,
    /// A line of chat to the other player, over the network.
    Chat,
    /// Over the network: accept the other side's undo request.
    AcceptUndo,
    /// Over the network: refuse it.
    RefuseUndo,
    Esc,
    Help,
    Back,
}

/// No sowing is being shown: during one, a key first shows its end, and the keys that
/// choose (see [`only_shows_the_end`]) do nothing more, so the hints leave them out.
fn calm(p: &PlayState) -> bool {
    !p.animating()
}
/// Sowing shown, or not, in a game that goes on after it: the keys that act after
/// showing the end (at the game's end the result comes first).
fn going_on(p: &PlayState) -> bool {
    calm(p) || !p.session.over()
}

/// Keys that, pressed while a sowing is shown, only show its end: those that choose an
/// action (the player has not seen the position they would choose it in), and Esc,
/// the key that closes what is open (a person skipping a long relay did not ask to
/// leave the game). Any other key shows the end and then does what it does (a cursor
/// move, undo, save...).
pub fn only_shows_the_end(key: &KeyEvent) -> bool {
    SHOWS_THE_END.contains(&Key::Plain(key.code))
}

/// The keys of [`only_shows_the_end`] (their usual keys: the app has translated a
/// moved board key before), which the help names.
const SHOWS_THE_END: [Key; 6] = [ENTER, SPACE, ESC, ch('c'), ch('t'), ch('m')];

/// The keys that answer at a head, which a game without heads does not name.
const HEAD_KEYS: [Key; 2] = [ch('c'), ch('t')];

fn person(p: &PlayState) -> bool {
    !p.session.over() && p.computer_to_move().is_none() && !p.remote_to_move()
}
fn sowing(p: &PlayState) -> bool {
    person(p) && p.session.game().position().awaiting() == Some(Awaiting::Sow)
}
fn picking(p: &PlayState) -> bool {
    person(p) && p.session.game().position().awaiting() == Some(Awaiting::Bonus)
}
fn choosing(p: &PlayState) -> bool {
    sowing(p) || picking(p)
}
fn tsoro_person(p: &PlayState) -> bool {
    person(p) && p.session.record().rules.game == mancala_rules::GameKind::Tsoro
}
fn at_head(p: &PlayState) -> bool {
    person(p) && p.session.game().position().awaiting() == Some(Awaiting::Head)
}
fn over(p: &PlayState) -> bool {
    p.session.over()
}
/// Over, and not a match's round that Enter goes on from.
fn over_not_round(p: &PlayState) -> bool {
    over(p) && !round_over(p)
}
fn over_now_not_round(p: &PlayState) -> bool {
    calm(p) && over_not_round(p)
}
fn round_over(p: &PlayState) -> bool {
    p.round_over()
}
fn round_over_now(p: &PlayState) -> bool {
    calm(p) && round_over(p)
}
fn over_and_not_asked(p: &PlayState) -> bool {
    over(p) && !undo_requested(p)
}
fn over_now_and_not_asked(p: &PlayState) -> bool {
    over_now(p) && !undo_requested(p)
}
/// A game over at this keyboard (a rematch over the network is a new host's).
fn over_here(p: &PlayState) -> bool {
    over(p) && p.net.is_none()
}
fn over_here_now(p: &PlayState) -> bool {
    over_now(p) && p.net.is_none()
}
/// A game that goes on: a player at this keyboard may resign it (over the network,
/// while the other side is there to be told).
fn resignable(p: &PlayState) -> bool {
    !p.session.over()
        && p.net
            .as_ref()
            .is_none_or(|net| net.link == super::network::Link::Connected)
}
fn undo_requested(p: &PlayState) -> bool {
    p.net
        .as_ref()
        .is_some_and(|net| net.their_request.is_some())
}
fn connected(p: &PlayState) -> bool {
    p.net
        .as_ref()
        .is_some_and(|net| net.link == super::network::Link::Connected)
}
fn computers_turn(p: &PlayState) -> bool {
    !p.session.over() && p.computer_to_move().is_some()
}
fn computer_running(p: &PlayState) -> bool {
    computers_turn(p) && !p.ai.paused
}
fn computer_paused(p: &PlayState) -> bool {
    computers_turn(p) && p.ai.paused
}
fn computer_turn_showing(p: &PlayState) -> bool {
    p.computer_turn_showing()
}
fn has_computer(p: &PlayState) -> bool {
    p.session.record().computers.iter().any(Option::is_some)
}
fn not_computers_turn(p: &PlayState) -> bool {
    !computers_turn(p)
}
fn sowing_now(p: &PlayState) -> bool {
    calm(p) && sowing(p)
}
fn picking_now(p: &PlayState) -> bool {
    calm(p) && picking(p)
}
fn choosing_now(p: &PlayState) -> bool {
    calm(p) && choosing(p)
}
fn over_now(p: &PlayState) -> bool {
    calm(p) && over(p)
}
fn at_head_now(p: &PlayState) -> bool {
    calm(p) && at_head(p)
}
fn computer_running_now(p: &PlayState) -> bool {
    calm(p) && computer_running(p)
}
fn always_going_on(p: &PlayState) -> bool {
    going_on(p)
}
fn undo_going_on(p: &PlayState) -> bool {
    going_on(p) && p.can_undo()
}
fn redo_going_on(p: &PlayState) -> bool {
    // Two computers paused after an undo: redo plays their moves again one by one.
    going_on(p) && (not_computers_turn(p) || p.ai.paused) && p.can_redo()
}

/// The go-to key (not one a player may move in the settings: see
/// [`crate::store::config::Config::key_allowed`]).
pub(crate) const GOTO: Key = ch('g');

/// The key that shows the end of the computer's whole turn (not one a player may move
/// in the settings either).
const TURN_END: Key = ch('e');

/// The game screen's keys, in the order the hints line shows them.
pub const PLAY: &[Binding<PlayKey, PlayState>] = &[
    Binding {
        keys: &ARROWS,
        names: keys::ARROW_NAMES,
        words: "keys-play-move",
        action: PlayKey::Board,
        when: choosing,
        shown: choosing,
        drop: 0,
    },
    // At a Tsoro head the same keys choose the answer, shown on the status line, which
    // Enter gives; the help says so in Tsoro only (Hoyito has no heads).
    Binding {
        keys: &ARROWS,
        names: keys::ARROW_NAMES,
        words: "keys-play-choose-answer",
        action: PlayKey::Board,
        when: tsoro_person,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER, SPACE],
        names: "Enter",
        words: "keys-play-sow",
        action: PlayKey::Board,
        when: person,
        shown: sowing_now,
        drop: 0,
    },
    Binding {
        keys: &[],
        names: "Enter",
        words: "keys-play-take",
        action: PlayKey::Board,
        when: never,
        shown: picking_now,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "Enter",
        words: "keys-play-next-round",
        action: PlayKey::NextRound,
        when: round_over,
        shown: round_over_now,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "Enter",
        words: "keys-play-result",
        action: PlayKey::Result,
        when: over_not_round,
        shown: over_now_not_round,
        drop: 0,
    },
    Binding {
        keys: &[ch('r')],
        names: "r",
        words: "keys-play-rematch",
        action: PlayKey::Rematch,
        when: over_here,
        shown: over_here_now,
        drop: 0,
    },
    Binding {
        keys: &[ch('w')],
        names: "w",
        words: "keys-play-swap-sides",
        action: PlayKey::RematchSwapped,
        when: over_here,
        shown: over_here_now,
        // On a narrow screen the result, Enter away, still names it.
        drop: 1,
    },
    Binding {
        keys: &[ch('n')],
        names: "n",
        words: "keys-play-new-game",
        action: PlayKey::NewGame,
        when: over_and_not_asked,
        shown: over_now_and_not_asked,
        drop: 0,
    },
    // Over the network, the other side asks to take back their turn: y or n answers
    // (n is not the game over's new game while they wait for it).
    Binding {
        keys: &[ch('y')],
        names: "y",
        words: "keys-play-accept-undo",
        action: PlayKey::AcceptUndo,
        when: undo_requested,
        shown: undo_requested,
        drop: 0,
    },
    Binding {
        keys: &[ch('n')],
        names: "n",
        words: "keys-play-refuse-undo",
        action: PlayKey::RefuseUndo,
        when: undo_requested,
        shown: undo_requested,
        drop: 0,
    },
    Binding {
        keys: &[ch('m')],
        names: "m",
        words: "keys-play-learn",
        action: PlayKey::Mistakes,
        when: over,
        shown: over_now,
        drop: 2,
    },
    Binding {
        keys: &[ch('c')],
        names: "c",
        words: "keys-play-continue",
        action: PlayKey::Board,
        when: at_head,
        shown: at_head_now,
        drop: 0,
    },
    Binding {
        keys: &[ch('t')],
        names: "t",
        words: "keys-play-stop",
        action: PlayKey::Board,
        when: at_head,
        shown: at_head_now,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Tab)],
        names: "Tab",
        words: "keys-play-jump-to-the",
        action: PlayKey::Board,
        when: person,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[GOTO],
        names: "g",
        words: "keys-play-go-to",
        action: PlayKey::GoTo,
        when: choosing,
        shown: choosing_now,
        drop: 4,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Home), Key::Plain(KeyCode::End)],
        names: "Home/End",
        words: "keys-play-the-cursor-to",
        action: PlayKey::Board,
        when: person,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('m'), SPACE],
        names: "m",
        words: "keys-play-move-now",
        action: PlayKey::MoveNow,
        when: computers_turn,
        shown: computer_running_now,
        drop: 0,
    },
    Binding {
        keys: &[TURN_END],
        names: "e",
        words: "keys-play-end-of-turn",
        action: PlayKey::TurnEnd,
        when: computer_turn_showing,
        shown: computer_turn_showing,
        drop: 2,
    },
    Binding {
        keys: &[ENTER, ch('c')],
        names: "",
        words: "keys-play-row",
        action: PlayKey::NotYours,
        when: computers_turn,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('p')],
        names: "p",
        words: "keys-play-pause",
        action: PlayKey::Pause,
        when: has_computer,
        shown: computer_running,
        drop: 0,
    },
    Binding {
        keys: &[],
        names: "p",
        words: "keys-play-go-on",
        action: PlayKey::Pause,
        when: never,
        shown: computer_paused,
        drop: 0,
    },
    Binding {
        keys: &[ch('i')],
        names: "i",
        words: "keys-play-hint",
        action: PlayKey::Hint,
        when: always,
        shown: person,
        drop: 1,
    },
    Binding {
        keys: &[ch('u')],
        names: "u",
        words: "keys-play-undo",
        action: PlayKey::Undo,
        when: always,
        shown: undo_going_on,
        drop: 0,
    },
    Binding {
        keys: &[Key::Ctrl('r')],
        names: "^R",
        words: "keys-play-redo",
        action: PlayKey::Redo,
        when: always,
        shown: redo_going_on,
        drop: 3,
    },
    Binding {
        keys: &[ch('s')],
        names: "s",
        words: "keys-play-save",
        action: PlayKey::Save,
        when: always,
        shown: always_going_on,
        drop: 2,
    },
    Binding {
        keys: &[ch('R')],
        names: "R",
        words: "keys-play-resign",
        action: PlayKey::Resign,
        when: resignable,
        shown: never,
        drop: 0,
    },
    // Over the network only: no other game has anyone to chat with.
    Binding {
        keys: &[ch('a')],
        names: "a",
        words: "keys-play-chat",
        action: PlayKey::Chat,
        when: connected,
        shown: connected,
        drop: 1,
    },
    Binding {
        keys: &[ESC],
        names: "Esc",
        words: "keys-play-stop-looking-for",
        action: PlayKey::Esc,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        words: "keys-play-help",
        action: PlayKey::Help,
        when: always,
        shown: always_going_on,
        drop: 0,
    },
    Binding {
        keys: &[ch('q')],
        names: "q",
        words: "keys-play-back",
        action: PlayKey::Back,
        when: always,
        shown: always_going_on,
        drop: 0,
    },
];

/// The keys of the first row that does `action`, as the player has them, joined by
/// " or " ("m or Space"): for sentences that name them.
pub(crate) fn names_of(action: PlayKey, config: &crate::store::config::Config) -> String {
    PLAY.iter()
        .find(|b| b.action == action && !b.keys.is_empty())
        .map(|b| {
            b.keys
                .iter()
                .map(|&k| keys::key_name(k, config))
                .collect::<Vec<_>>()
                .join(&crate::t!("play-keys-or"))
        })
        .unwrap_or_default()
}

/// The key names of the first row that does `action`, as its table names them: for
/// the words of a command's own key (`p` goes on), which no setting moves.
pub(crate) fn key_of(action: PlayKey) -> &'static str {
    PLAY.iter()
        .find(|b| b.action == action && !b.keys.is_empty())
        .map_or("", |b| b.names)
}

/// The first key of the row that does `action`, spelt out as the help spells keys
/// ("Ctrl-R"): for sentences naming a command's own key, which no setting moves.
pub(crate) fn command_key(action: PlayKey) -> String {
    PLAY.iter()
        .find(|b| b.action == action && !b.keys.is_empty())
        .map_or(String::new(), |b| {
            keys::key_name(b.keys[0], &crate::store::config::Config::default())
        })
}

/// A key in a game.
pub(crate) fn play_key(p: &mut PlayState, key: &KeyEvent) -> Command {
    // During a go-to, a column letter or row digit is the go-to's, whatever else the
    // letter does.
    if p.goto != super::GoTo::Off && p.goto_key(key.code) {
        return Command::None;
    }
    // "Resign this game? y/n": y resigns, any other key keeps playing.
    if p.resign_asked {
        p.resign_asked = false;
        if key.code == KeyCode::Char('y') {
            p.resign(p.resigner());
        } else {
            p.message = Some((crate::t!("play-resign-kept"), false));
        }
        return Command::None;
    }
    let Some(action) = keys::action(PLAY, key, p) else {
        return Command::None;
    };
    match action {
        PlayKey::Board => {
            if let Some(a) = p.board_key(key) {
                p.choose(a);
            }
        }
        // The game is over and its result was closed to look at the board.
        PlayKey::GoTo => p.start_goto(),
        PlayKey::NextRound => return Command::NextRound,
        PlayKey::Result => return Command::Result,
        PlayKey::Rematch => return Command::Leave(AfterSave::Rematch),
        PlayKey::RematchSwapped => return Command::Leave(AfterSave::RematchSwapped),
        PlayKey::NewGame => return Command::Leave(AfterSave::NewGame),
        PlayKey::Mistakes => {
            return Command::Retry(Box::new(p.record()), p.judge_budget());
        }
        PlayKey::MoveNow => {
            if !p.move_now() && p.ai.paused {
                p.message = Some((
                    crate::t!("play-paused-goes-on", key = key_of(PlayKey::Pause)),
                    true,
                ));
            }
        }
        PlayKey::TurnEnd => p.show_turn_end(),
        PlayKey::NotYours => {
            p.message = Some((
                crate::t!("play-computer-moves", key = key_of(PlayKey::MoveNow)),
                true,
            ));
        }
        PlayKey::Pause => p.toggle_pause(),
        PlayKey::Hint => p.ask_hint(),
        PlayKey::Undo => p.undo_turn(),
        PlayKey::Redo => p.redo_turn(),
        PlayKey::Save => return Command::OpenSave(AfterSave::Stay),
        PlayKey::Resign => p.ask_resign(),
        PlayKey::Chat => return Command::OpenChat,
        PlayKey::AcceptUndo => p.answer_undo(true),
        PlayKey::RefuseUndo => p.answer_undo(false),
        // Esc closes what is open (a hint being looked for, or shown: its words and
        // its mark, even once the cursor has moved on) before it goes back.
        PlayKey::Esc => {
            p.message = None;
            if p.looking_for_hint() {
                p.cancel_search();
            } else if p.hint().is_some() {
                p.drop_hint();
            } else {
                return Command::Leave(AfterSave::Back);
            }
        }
        PlayKey::Help => return Command::Help,
        PlayKey::Back => return Command::Leave(AfterSave::Back),
    }
    Command::None
}

/// A left click in a game: on a hole, the cursor goes there and the hole is chosen
/// (when the player at the keyboard may choose one).
pub(crate) fn play_click(p: &mut PlayState, area: Rect, x: u16, y: u16) -> Command {
    if let Some(action) = board_click(p, area, x, y) {
        p.choose(action);
    }
    Command::None
}

/// What a click on a board chooses: the cursor goes to the hole clicked, and while the
/// person at the keyboard sows or picks, that hole is the choice. A click during an
/// animation shows its end, like a key.
pub(crate) fn board_click(p: &mut PlayState, area: Rect, x: u16, y: u16) -> Option<Action> {
    if p.animating() {
        p.finish_animation();
        return None;
    }
    let (_, geo) = layout::board_fits(area, p.session.game().position().layout())?;
    p.cursor = geo.hole_at(x, y)?;
    // A click chooses the hole: a go-to half typed is dropped.
    if p.goto != super::GoTo::Off {
        p.goto = super::GoTo::Off;
        p.message = None;
    }
    let choosing = p.computer_to_move().is_none()
        && matches!(
            p.session.game().position().awaiting(),
            Some(Awaiting::Sow | Awaiting::Bonus)
        );
    p.action_at_cursor().filter(|_| choosing)
}

/// The help of a screen played on a board (a game, a lesson, a puzzle): its key
/// table's rows, then what a click does (message `click`), what keys do while seeds
/// are sown, and the screen's own `more` notes.
pub(crate) fn board_help<A, S: ?Sized>(
    table: &[crate::tui::keys::Binding<A, S>],
    state: &S,
    cx: &crate::tui::view::DrawContext,
    click: &str,
    more: Vec<String>,
    heads: bool,
) -> crate::tui::view::Help {
    let mut notes = vec![
        crate::words::i18n::message(click, &[]),
        sowing_keys_note(table, cx.config, heads),
    ];
    notes.extend(more);
    crate::tui::view::Help {
        rows: crate::tui::view::help_rows(table, state, cx),
        notes,
    }
}

/// What keys do while seeds are being sown on a screen whose keys are `table`'s: the
/// keys that only show the end, as the player has them, those the screen uses (the
/// head answers' only in a game with `heads`).
fn sowing_keys_note<A, S: ?Sized>(
    table: &[crate::tui::keys::Binding<A, S>],
    config: &crate::store::config::Config,
    heads: bool,
) -> String {
    let names: Vec<String> = SHOWS_THE_END
        .iter()
        .filter(|&k| heads || !HEAD_KEYS.contains(k))
        .filter(|&k| table.iter().any(|b| b.keys.contains(k)))
        .map(|&k| crate::tui::keys::key_name(k, config))
        .collect();
    crate::t!("help-sowing-keys", keys = names.join(", "))
}

/// What a board key does on a board (a game's, a lesson's, a puzzle's): their tables'
/// `Board` rows send the key here. At a Tsoro head the arrows choose the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    Left,
    Right,
    Up,
    Down,
    /// Left or Right at a head: the answer highlighted.
    AnswerContinue,
    AnswerStop,
    /// Up or Down at a head: the other answer.
    OtherAnswer,
    NextChoosable,
    FirstColumn,
    LastColumn,
    Choose,
    Continue,
    Stop,
}

/// A head's answer is awaited (whoever's turn: the board key is the person's).
fn head_pending(p: &PlayState) -> bool {
    p.session.game().position().awaiting() == Some(Awaiting::Head)
}

/// The board keys, by their usual keys (a key moved in the settings arrives as its
/// usual one). No words: the screens' own tables tell them.
pub const BOARD: &[Binding<BoardKey, PlayState>] = &[
    board(&[ch('c')], BoardKey::Continue, head_pending),
    // Not s: that saves, and a head prompt must not take it away.
    board(&[ch('t')], BoardKey::Stop, head_pending),
    board(&[LEFT, ch('h')], BoardKey::AnswerContinue, head_pending),
    board(&[RIGHT, ch('l')], BoardKey::AnswerStop, head_pending),
    board(
        &[UP, DOWN, ch('j'), ch('k')],
        BoardKey::OtherAnswer,
        head_pending,
    ),
    board(&[LEFT, ch('h')], BoardKey::Left, always),
    board(&[RIGHT, ch('l')], BoardKey::Right, always),
    board(&[UP, ch('k')], BoardKey::Up, always),
    board(&[DOWN, ch('j')], BoardKey::Down, always),
    board(&[Key::Plain(KeyCode::Tab)], BoardKey::NextChoosable, always),
    board(&[Key::Plain(KeyCode::Home)], BoardKey::FirstColumn, always),
    board(&[Key::Plain(KeyCode::End)], BoardKey::LastColumn, always),
    board(&[ENTER, SPACE], BoardKey::Choose, always),
];

const LEFT: Key = Key::Plain(KeyCode::Left);
const RIGHT: Key = Key::Plain(KeyCode::Right);
const UP: Key = Key::Plain(KeyCode::Up);
const DOWN: Key = Key::Plain(KeyCode::Down);

/// A row of [`BOARD`].
const fn board(
    keys: &'static [Key],
    action: BoardKey,
    when: fn(&PlayState) -> bool,
) -> Binding<BoardKey, PlayState> {
    Binding {
        keys,
        names: "",
        words: "",
        action,
        when,
        shown: never,
        drop: 0,
    }
}
