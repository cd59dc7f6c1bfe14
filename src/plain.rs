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

pub mod learn;
pub mod replay;
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
    Board,
    Help,
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
        "board" => lone(Typed::Board),
        "help" | "?" => lone(Typed::Help),
        "quit" | "exit" => lone(Typed::Quit),
        "save" if rest.is_empty() => Err(t!("plain-save-needs-name")),
        "save" => Ok(Typed::Save(rest.to_string())),
        "continue" => lone(Typed::Act(Action::Continue)),
        "stop" => lone(Typed::Act(Action::Stop)),
        "take" | "pick" => match rest.parse::<Action>() {
            Ok(Action::Sow(hole)) => Ok(Typed::Act(Action::Pick(hole))),
            _ => Err(t!("plain-take-needs-hole", got = quoted(rest))),
        },
        _ => match (line.parse::<Action>(), awaiting) {
            (Ok(Action::Sow(hole)), Some(Awaiting::Bonus)) => Ok(Typed::Act(Action::Pick(hole))),
            (Ok(action), _) => Ok(Typed::Act(action)),
            (Err(_), _) => Err(t!("plain-not-a-command", line = quoted(line))),
        },
    }
}

/// What a player typed, quoted in an error line: escaped and cut to a quote's width.
fn quoted(text: &str) -> String {
    format!(
        "{:?}",
        crate::words::text::escape_for_terminal(text, crate::words::text::QUOTE_COLUMNS)
    )
}

/// Plays the game in `app` (its play screen open) with lines from `input`, writing to
/// `out`, until the player quits, or the input ends (the autosave then keeps an
/// unfinished game). Write errors end it.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let mut said = 0;
    let mut quitting = false;
    settle(app);
    // The position is shown (the board, whose turn) whenever it changed.
    let mut shown_at = None;
    loop {
        said = tell(app, said, out)?;
        let Some(p) = app.play() else {
            return Ok(());
        };
        if shown_at != Some(p.edits()) {
            shown_at = Some(p.edits());
            show_position(p, out)?;
        }
        let Some(line) = prompt(input, out)? else {
            // The autosave written for the last action too, before it is spoken of.
            app.update();
            let p = app.play().expect("still playing");
            if p.dirty() && !p.session.game().position().is_over() {
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
        let before = app.play().map_or(0, |p| p.actions().len());
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
                settle(app);
                // The hint is said by the log, as every event is.
                if let Some(p) = app.play_mut() {
                    p.message = None;
                }
            }
            Typed::Undo | Typed::Redo => {
                let Some(p) = app.play_mut() else { continue };
                if typed == Typed::Undo {
                    p.undo_turn();
                } else {
                    p.redo_turn();
                }
                // Its own words: the screen's message names keys.
                p.message = None;
                let after = p.actions().len();
                let n = before.abs_diff(after);
                writeln!(
                    out,
                    "{}",
                    match (n, typed == Typed::Undo) {
                        (0, true) => t!("plain-nothing-to-undo"),
                        (0, false) => t!("plain-nothing-to-redo"),
                        (n, true) => t!("plain-undid", count = n),
                        (n, false) => t!("plain-redid", count = n),
                    }
                )?;
                said = p.log.len();
                continue;
            }
            Typed::Save(name) => save(app, &name, input, out)?,
            Typed::Board => show_position(app.play().expect("still playing"), out)?,
            Typed::Help => writeln!(out, "{}", t!("plain-help-play"))?,
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
        settle(app);
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
        write!(out, "{} ", t!("plain-replace", name = shown))?;
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

/// Let the background work finish: the computer's moves (each after its pace, as on
/// the screen) up to a person's turn, or a hint. The judging of a game over (the
/// screen's graph and marks, which plain mode does not show) is not waited for.
fn settle(app: &mut App) {
    loop {
        app.update();
        while app.animating() {
            let _ = app.tick();
        }
        let busy = match app.play() {
            Some(p) => {
                p.searching()
                    || (p.computer_to_move().is_some() && !p.session.game().position().is_over())
            }
            None => app.waiting(),
        };
        if !busy {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
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

/// The board as rows of counts under the hole names, then whose turn it is and what
/// they may type (or how the game ended, and what is left to do).
fn show_position(
    p: &crate::tui::screens::play::PlayState,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let board = crate::words::position::board_text(p.session.game(), p.names());
    // Its last line is the status line, said below with what may be typed.
    let rows = board
        .trim_end()
        .rsplit_once('\n')
        .map_or(board.as_str(), |(rows, _)| rows);
    writeln!(out, "{rows}")?;
    if p.session.game().position().is_over() {
        writeln!(
            out,
            "{}",
            crate::words::position::status_line(p.session.game(), p.names())
        )?;
        let words = if p.dirty() {
            t!("plain-over-unsaved")
        } else {
            t!("plain-over")
        };
        writeln!(out, "{words}")
    } else {
        writeln!(out, "{}", prompt_line(p))
    }
}

/// Whose turn and what they may type.
fn prompt_line(p: &crate::tui::screens::play::PlayState) -> String {
    let status = crate::words::position::status_line(p.session.game(), p.names());
    let holes = |holes: Vec<Hole>| {
        holes
            .iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
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
