//! `mancala play --plain`: the game as plain lines of text, for screen readers and for
//! scripts. No alternate screen, no colour, no box drawing: the board as rows of
//! counts under the hole names, every action and its result in one sentence, the
//! computer's moves said in words, and a prompt that reads typed commands from a
//! terminal or a pipe.
//!
//! It drives the same [`App`] as the screens, without drawing it: the same rules
//! checks, the same log sentences, hints, undo, saving (with its refusals and its
//! "Replace it?") and autosave. Only the way in (typed words instead of keys) and the
//! way out (lines instead of a screen) are its own.

pub mod board;
pub mod interrupt;
pub mod learn;
pub mod lines;
pub mod menu;
pub mod mistakes;
mod network;
pub mod puzzles;
pub mod replay;
pub mod resume;
pub mod words;

use crate::t;
use crate::tui::app::App;
use crate::tui::popups::Popup;
use mancala_rules::{Action, Awaiting, Hole};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::io::{BufRead, Write};
use std::time::Duration;

/// A typed command, read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Typed {
    Act(Action),
    Hint,
    Undo,
    Redo,
    Save(String),
    /// `chat TEXT`: a line to the other player, over the network.
    Chat(String),
    /// `yes` or `no`: the answer to the other player's undo request.
    Answer(bool),
    /// `board [grid]`, `row N`, `look HOLE`: the command's English word and the rest.
    Ask(&'static str, String),
    Help,
    /// The mistakes trainer on the game, once it is over.
    Mistakes,
    /// `resign`: the player at the keyboard resigns the game.
    Resign,
    /// `next`: a match's round over, the next round begins.
    NextRound,
    Quit,
}

/// One typed line as a command, or what is wrong with it (one line). `awaiting`: what
/// the game waits for, so that a bare hole is a pick during bonus picks.
fn parse(line: &str, awaiting: Option<Awaiting>) -> Result<Typed, String> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let lone = |typed: Typed| {
        if rest.is_empty() {
            Ok(typed)
        } else {
            Err(t!("plain-takes-nothing", word = word))
        }
    };
    match words::canonical(word).as_str() {
        "hint" => lone(Typed::Hint),
        "undo" => lone(Typed::Undo),
        "redo" => lone(Typed::Redo),
        ask @ ("board" | "row" | "look") => Ok(Typed::Ask(
            match ask {
                "board" => "board",
                "row" => "row",
                _ => "look",
            },
            rest.to_string(),
        )),
        "help" | "?" => lone(Typed::Help),
        "mistakes" => lone(Typed::Mistakes),
        "resign" => lone(Typed::Resign),
        "next" => lone(Typed::NextRound),
        "quit" | "exit" => lone(Typed::Quit),
        "save" if rest.is_empty() => Err(t!("plain-save-needs-name")),
        "save" => Ok(Typed::Save(rest.to_string())),
        "yes" => lone(Typed::Answer(true)),
        "no" => lone(Typed::Answer(false)),
        "chat" if rest.is_empty() => Err(t!("plain-chat-needs-text")),
        "chat" => Ok(Typed::Chat(rest.to_string())),
        "continue" => lone(Typed::Act(Action::Continue)),
        "stop" => lone(Typed::Act(Action::Stop)),
        "take" | "pick" => match rest.to_lowercase().parse::<Action>() {
            Ok(Action::Sow(hole)) => Ok(Typed::Act(Action::Pick(hole))),
            _ => Err(t!("plain-take-needs-hole", got = quoted(rest))),
        },
        // Hole names in any case: "C1" is c1.
        _ => match (line.to_lowercase().parse::<Action>(), awaiting) {
            (Ok(Action::Sow(hole)), Some(Awaiting::Bonus)) => Ok(Typed::Act(Action::Pick(hole))),
            (Ok(action), _) => Ok(Typed::Act(action)),
            (Err(_), _) => Err(t!("plain-not-a-command", line = quoted(line))),
        },
    }
}

/// A typed line as an action, if it is one: a hole's name in any case (a pick while
/// picks are owed), `continue`/`seguir`, `stop`/`parar`, `take d3`/`tomar d3`, `xd3`.
/// What the lessons and puzzles read; a game reads the same through [`parse`].
pub(crate) fn typed_action(line: &str, awaiting: Option<Awaiting>) -> Option<Action> {
    let line = line.trim().to_lowercase();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((&line, ""));
    match words::canonical(word).as_str() {
        "continue" if rest.is_empty() => Some(Action::Continue),
        "stop" if rest.is_empty() => Some(Action::Stop),
        "take" | "pick" => match rest.trim().parse::<Action>() {
            Ok(Action::Sow(hole)) => Some(Action::Pick(hole)),
            _ => None,
        },
        _ => match (line.parse::<Action>(), awaiting) {
            (Ok(Action::Sow(hole)), Some(Awaiting::Bonus)) => Some(Action::Pick(hole)),
            (Ok(action), _) => Some(action),
            (Err(_), _) => None,
        },
    }
}

/// What a player typed, quoted in an error line: escaped and cut to a quote's width.
pub(crate) fn quoted(text: &str) -> String {
    format!(
        "{:?}",
        crate::words::text::escape_for_terminal(text, crate::words::text::QUOTE_COLUMNS)
    )
}

/// Plays the game in `app` (its play screen open) with lines from `input`, writing to
/// `out`, until the player quits, or the input ends (the autosave then keeps an
/// unfinished game). Write errors end it.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    // Nothing is typed while the computer moves: its turn is waited for whole.
    run_waiting(app, input, out, &mut |_| false)
}

/// [`run`], for a game over the network: while the other player's move is waited for,
/// `pending` says whether a line was typed meanwhile (chat, board, quit), which is then
/// read at once (see [`lines::Lines`]).
pub fn run_waiting(
    app: &mut App,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    pending: &mut dyn FnMut(Duration) -> bool,
) -> std::io::Result<()> {
    let mut said = 0;
    let mut quitting = false;
    settle(app, pending, out, &mut said)?;
    // The position is shown (the board, whose turn) whenever it changed.
    let mut shown_at = None;
    // How much of the log had been said when the position was last shown: what was
    // said since (here or while the other player was waited for) is not said again.
    let mut before = 0;
    loop {
        said = tell(app, said, out)?;
        let Some(p) = app.play() else {
            return Ok(());
        };
        interrupt::game_kept(p.dirty() && !p.session.over() && app.files.autosave.holds_game());
        if shown_at != Some(p.edits()) {
            shown_at = Some(p.edits());
            show_position(p, p.log.get(before..said).unwrap_or_default(), out)?;
            before = said;
        }
        // Over the network the other side may speak while this one types: what they
        // say is said at once, and a position they changed (an agreed undo) shown.
        if !wait_at_prompt(app, pending, out, &mut said, shown_at)? {
            continue;
        }
        let Some(line) = prompt(input, out)? else {
            // The autosave written for the last action too, before it is spoken of.
            app.update();
            let p = app.play().expect("still playing");
            if p.dirty() && !p.session.over() {
                let words = if app.files.autosave.holds_game() {
                    t!("plain-input-ended-autosaved")
                } else {
                    t!("plain-input-ended")
                };
                writeln!(out, "{words}")?;
            } else if p.dirty() {
                writeln!(out, "{}", t!("plain-input-ended-finished"))?;
            }
            return Ok(());
        };
        if line.trim().is_empty() {
            continue;
        }
        let awaiting = app
            .play()
            .and_then(|p| p.session.game().position().awaiting());
        let typed = match parse(&line, awaiting) {
            Ok(typed) => typed,
            Err(why) => {
                writeln!(out, "{why}.")?;
                continue;
            }
        };
        if typed != Typed::Quit {
            quitting = false;
        }
        let before: Vec<Action> = app.play().map_or(Vec::new(), |p| p.actions().to_vec());
        match typed {
            Typed::Act(action) => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    if p.computer_to_move().is_some() {
                        writeln!(out, "{}", t!("plain-computers-turn"))?;
                    } else if !p.choose(action)
                        && let Some((why, _)) = p.message.take()
                    {
                        writeln!(out, "{why}")?;
                    }
                }
            }
            Typed::Hint => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    p.ask_hint();
                }
                settle(app, pending, out, &mut said)?;
                // The hint is said by the log, as every event is.
                if let Some(p) = app.play_mut() {
                    p.message = None;
                }
            }
            Typed::Answer(accept) => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    p.answer_undo(accept);
                    if let Some((why, true)) = p.message.take() {
                        writeln!(out, "{why}")?;
                    }
                }
            }
            // Over the network an undo is asked of the other player: the log says so.
            Typed::Undo if app.play().is_some_and(|p| p.net.is_some()) => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    p.undo_turn();
                    if let Some((why, true)) = p.message.take() {
                        writeln!(out, "{why}")?;
                    }
                }
            }
            Typed::Undo | Typed::Redo => {
                let Some(p) = app.play_mut() else { continue };
                let round_before = p.round();
                let ended = p.session.ending().is_some();
                if typed == Typed::Undo {
                    p.undo_turn();
                } else {
                    p.redo_turn();
                }
                // Its own words: the screen's message names keys.
                p.message = None;
                let after = p.actions();
                // The actions taken back or played again, named (taken back into the
                // round before: those of its line past the cursor).
                let changed = if typed == Typed::Undo && p.round() < round_before {
                    &p.session.actions()[p.session.cursor()..]
                } else if typed == Typed::Undo {
                    before.get(after.len()..).unwrap_or_default()
                } else {
                    after.get(before.len()..).unwrap_or_default()
                };
                let n = changed.len();
                // A resignation taken back alone: no action changed.
                if n == 0 && typed == Typed::Undo && ended && p.session.ending().is_none() {
                    writeln!(out, "{}", t!("play-resignation-undone"))?;
                    said = p.log.len();
                    continue;
                }
                let named = changed
                    .iter()
                    .map(|&a| crate::words::action::shown(a))
                    .collect::<Vec<_>>()
                    .join(", ");
                writeln!(
                    out,
                    "{}",
                    match (n, typed == Typed::Undo) {
                        (0, true) => t!("plain-nothing-to-undo"),
                        (0, false) => t!("plain-nothing-to-redo"),
                        (n, true) => crate::words::i18n::message(
                            "plain-undid",
                            &[("count", n.into()), ("actions", named.into())]
                        ),
                        (n, false) => crate::words::i18n::message(
                            "plain-redid",
                            &[("count", n.into()), ("actions", named.into())]
                        ),
                    }
                )?;
                said = p.log.len();
                continue;
            }
            Typed::Save(name) => save(app, &name, input, out)?,
            Typed::Chat(text) => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    if p.net.is_none() {
                        writeln!(out, "{}", t!("plain-chat-no-one"))?;
                    } else if !p.send_chat(&text)
                        && let Some((why, _)) = p.message.take()
                    {
                        writeln!(out, "{why}")?;
                    }
                }
            }
            Typed::Ask(command, rest) => {
                let p = app.play().expect("still playing");
                let game = p.session.game();
                match board::asked(command, &rest, game, p.names()) {
                    Some(Ok(said)) => writeln!(out, "{said}")?,
                    Some(Err(why)) => writeln!(out, "{why}.")?,
                    None => {}
                }
                if command == "board" && rest.trim().is_empty() {
                    writeln!(out, "{}", prompt_line(p))?;
                }
            }
            Typed::Help => writeln!(out, "{}", t!("plain-help-play"))?,
            Typed::NextRound => {
                if !app.next_round() {
                    writeln!(out, "{}", t!("plain-no-next-round"))?;
                }
            }
            Typed::Resign => {
                if let Some(p) = app.play_mut() {
                    p.message = None;
                    // Over the network the other side must hear of it.
                    let away = p.net.as_ref().is_some_and(|net| {
                        net.link != crate::tui::screens::play::network::Link::Connected
                    });
                    if away {
                        writeln!(out, "{}", t!("plain-resign-network"))?;
                    } else if !p.resign(p.resigner()) {
                        writeln!(out, "{}", t!("plain-resign-over"))?;
                    }
                }
            }
            Typed::Mistakes => {
                let p = app.play().expect("still playing");
                if !p.session.over() {
                    writeln!(out, "{}", t!("plain-mistakes-when-over"))?;
                    continue;
                }
                let (record, budget) = (p.record(), p.judge_budget());
                if let Err(why) = app.open_mistakes(record, budget) {
                    writeln!(out, "{why}")?;
                    continue;
                }
                mistakes::run(app, input, out)?;
                if app.play().is_none() {
                    return Ok(());
                }
                // Back at the game over: the position said again.
                shown_at = None;
                continue;
            }
            Typed::Quit => {
                let dirty = app.play().is_some_and(|p| p.dirty());
                if dirty && !quitting {
                    quitting = true;
                    writeln!(out, "{}", t!("plain-unsaved-quit"))?;
                    continue;
                }
                if dirty {
                    // "Don't save": the game is gone, its autosave with it.
                    app.files.autosave.release();
                    writeln!(out, "{}", t!("plain-left-unsaved"))?;
                }
                return Ok(());
            }
        }
        settle(app, pending, out, &mut said)?;
    }
}

/// The next line typed that is not blank: the line, its first word and the rest, all
/// trimmed; `None` at the end of the input. The screens' command loops (puzzles, mistakes) read
/// through it.
pub(crate) fn command_line(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<Option<(String, String, String)>> {
    loop {
        let Some(line) = prompt(input, out)? else {
            return Ok(None);
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        return Ok(Some((
            line.to_string(),
            word.to_string(),
            rest.trim().to_string(),
        )));
    }
}

/// The prompt, and the line typed after it; `None` at the end of the input (a line
/// break then ends the prompt's line). The one reader of commands in plain mode.
pub(crate) fn prompt(
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<Option<String>> {
    write!(out, "> ")?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        writeln!(out)?;
        return Ok(None);
    }
    Ok(Some(line))
}

/// In a game over the network, before the prompt's line is read: says what comes from
/// the other side until a line is typed (true), or until the position changes (false:
/// show it again). Elsewhere at once true.
fn wait_at_prompt(
    app: &mut App,
    pending: &mut dyn FnMut(Duration) -> bool,
    out: &mut dyn Write,
    said: &mut usize,
    shown_at: Option<u64>,
) -> std::io::Result<bool> {
    if app.play().is_none_or(|p| p.net.is_none()) {
        return Ok(true);
    }
    loop {
        if pending(Duration::from_millis(20)) {
            return Ok(true);
        }
        app.update();
        while app.animating() {
            let _ = app.tick();
        }
        *said = tell(app, *said, out)?;
        out.flush()?;
        if app.play().is_none_or(|p| Some(p.edits()) != shown_at) {
            return Ok(false);
        }
    }
}

/// `save NAME` through the screens' own save: its name rules, its refusals, and its
/// question before replacing a file, asked here as a line.
fn save(
    app: &mut App,
    name: &str,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let key = |app: &mut App, code: KeyCode, modifiers: KeyModifiers| {
        app.handle_key(KeyEvent::new(code, modifiers));
    };
    key(app, KeyCode::Char('s'), KeyModifiers::NONE);
    if !matches!(app.popup, Some(Popup::Save { .. })) {
        writeln!(out, "{}", t!("plain-cannot-save-now"))?;
        app.popup = None;
        return Ok(());
    }
    key(app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    for c in name.chars() {
        key(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
    key(app, KeyCode::Enter, KeyModifiers::NONE);
    if let Some(Popup::Save {
        overwrite: true, ..
    }) = &app.popup
    {
        let shown = crate::words::text::escape_for_terminal(name, crate::words::text::PATH_COLUMNS);
        // A line of its own, as every question: a screen reader says it whole.
        writeln!(out, "{}", t!("plain-replace", name = shown))?;
        out.flush()?;
        let mut answer = String::new();
        input.read_line(&mut answer)?;
        if words::is_yes(&answer) {
            key(app, KeyCode::Char('y'), KeyModifiers::NONE);
        } else {
            app.popup = None;
            writeln!(out, "{}", t!("plain-not-saved"))?;
            return Ok(());
        }
    }
    match app.popup.take() {
        Some(Popup::Save {
            error: Some(why), ..
        }) => writeln!(out, "{}", t!("plain-not-saved-why", why = why))?,
        Some(_) => writeln!(out, "{}", t!("plain-not-saved"))?,
        None => {
            if let Some((text, _)) = app.play_mut().and_then(|p| p.message.take()) {
                writeln!(out, "{text}")?;
            }
        }
    }
    Ok(())
}

/// Do `what` to the screen state of `app` that `state` finds (choose an action, try
/// one), let the screen settle (its animation run to its end, its background work
/// answered), and say the sentences `said` gives that it did not give before: the one
/// way plain mode plays an action on a lesson, a puzzle or a mistake and says what
/// happened. Whether that screen is still open.
pub(crate) fn act<S: ?Sized>(
    app: &mut App,
    state: fn(&mut App) -> Option<&mut S>,
    what: impl FnOnce(&mut S),
    said: fn(&S) -> &[String],
    out: &mut dyn Write,
) -> std::io::Result<bool> {
    let Some(s) = state(app) else {
        return Ok(false);
    };
    let before = said(s).len();
    what(s);
    loop {
        app.update();
        while app.animating() {
            let _ = app.tick();
        }
        if !app.waiting() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let Some(s) = state(app) else {
        return Ok(false);
    };
    for sentence in said(s).iter().skip(before) {
        writeln!(out, "{sentence}")?;
    }
    Ok(true)
}

/// Let the background work finish: the computer's moves (each after its pace, as on
/// the screen) up to a person's turn, or a hint; over the network, the other player's
/// turn (and, at the host, their return after a cut). The judging of a game over (the
/// screen's graph and marks, which plain mode does not show) is not waited for.
fn settle(
    app: &mut App,
    pending: &mut dyn FnMut(Duration) -> bool,
    out: &mut dyn Write,
    said: &mut usize,
) -> std::io::Result<()> {
    loop {
        app.update();
        while app.animating() {
            let _ = app.tick();
        }
        let busy = match app.play() {
            Some(p) => {
                // Two computers paused (an undo while they play) wait for the player.
                p.searching()
                    || (p.computer_to_move().is_some() && !p.session.over() && !p.ai.paused)
                    || p.waiting_for_network()
            }
            None => app.waiting(),
        };
        if !busy {
            return Ok(());
        }
        let network = app.play().is_some_and(|p| p.waiting_for_network());
        if network {
            // The other player may be a while: what happened so far is said now (this
            // side's action, each of theirs as it comes, a chat line).
            let before = *said;
            *said = tell(app, *said, out)?;
            if *said != before {
                out.flush()?;
            }
            if pending(Duration::from_millis(10)) {
                return Ok(());
            }
        } else {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

/// The log's sentences not said yet; the new count said.
fn tell(app: &App, said: usize, out: &mut dyn Write) -> std::io::Result<usize> {
    let Some(p) = app.play() else {
        return Ok(said);
    };
    for line in p.log.iter().skip(said) {
        writeln!(out, "{line}")?;
    }
    Ok(p.log.len())
}

/// The board said by rows, then whose turn it is and what they may type (or how the
/// game ended, unless the sentences `just_said` said it, and what is left to do).
fn show_position(
    p: &crate::tui::screens::play::PlayState,
    just_said: &[String],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(out, "{}", board::said(p.session.game(), p.names()))?;
    if p.session.over() {
        // Said once: the listener heard the result with the last action.
        let result = p.turn_sentence();
        if !just_said.contains(&result) {
            writeln!(out, "{result}")?;
        }
        // Over the network there is no undo; a match's round over goes on to the next.
        let words = match (p.net.is_some(), p.dirty()) {
            _ if p.round_over() => {
                if let Some(next) = p.next_round_words() {
                    writeln!(out, "{next}")?;
                }
                t!("plain-round-over")
            }
            (_, true) if p.round().is_some() => t!("plain-match-over-unsaved"),
            _ if p.round().is_some() => t!("plain-match-over"),
            (true, true) => t!("plain-over-unsaved-network"),
            (true, false) => t!("plain-over-network"),
            (false, true) => t!("plain-over-unsaved"),
            (false, false) => t!("plain-over"),
        };
        writeln!(out, "{words}")
    } else {
        writeln!(out, "{}", prompt_line(p))
    }
}

/// Whose turn and what they may type.
fn prompt_line(p: &crate::tui::screens::play::PlayState) -> String {
    let mut status = crate::words::position::status_line(p.session.game(), p.names());
    // In a game with clocks, each side's time left, after whose turn it is.
    if let Some([south, north]) = p.clocks_shown() {
        status.push(' ');
        status.push_str(&t!("plain-clocks", south = south, north = north));
    }
    let holes = |holes: Vec<Hole>| board::choosable(p.session.game(), &holes);
    match p.session.game().position().awaiting() {
        Some(Awaiting::Sow) => t!(
            "plain-holes",
            status = &status,
            holes = holes(p.legal_holes())
        ),
        Some(Awaiting::Bonus) => {
            t!(
                "plain-type-take",
                status = &status,
                holes = holes(p.legal_holes())
            )
        }
        Some(Awaiting::Head) => t!("plain-type-head", status = &status),
        None => status,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Hole;

    #[test]
    fn typed_lines_are_read_as_commands() {
        assert_eq!(
            parse("c1", Some(Awaiting::Sow)),
            Ok(Typed::Act(Action::Sow(Hole::new(2, 1))))
        );
        assert_eq!(
            parse(" stop ", Some(Awaiting::Head)),
            Ok(Typed::Act(Action::Stop))
        );
        assert_eq!(parse("continue", None), Ok(Typed::Act(Action::Continue)));
        assert_eq!(
            parse("take d3", None),
            Ok(Typed::Act(Action::Pick(Hole::new(3, 3))))
        );
        assert_eq!(
            parse("xd3", None),
            Ok(Typed::Act(Action::Pick(Hole::new(3, 3))))
        );
        assert_eq!(
            parse("d3", Some(Awaiting::Bonus)),
            Ok(Typed::Act(Action::Pick(Hole::new(3, 3)))),
            "a bare hole is a pick while picks are owed"
        );
        assert_eq!(
            parse("save my game", None),
            Ok(Typed::Save("my game".into()))
        );
        assert_eq!(parse("HINT", None), Ok(Typed::Hint));
        assert!(parse("save", None).unwrap_err().contains("save NAME"));
        assert!(
            parse("hint now", None)
                .unwrap_err()
                .contains("takes nothing")
        );
        let e = parse("sow \u{1b}[2J", None).unwrap_err();
        assert!(
            crate::words::text::is_clean(&e) && e.contains("not a command"),
            "{e}"
        );
        assert!(parse("take", None).unwrap_err().contains("take d3"));
    }
}
