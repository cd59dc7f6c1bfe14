//! `play --plain` with an interrupted game kept by the autosave: it is offered first,
//! in lines (`resume` / `seguir`, `discard` / `descartar`, `new` / `nueva`), as the
//! menu offers it on screen; a game set aside for a new one is said where it went.

use crate::t;
use crate::tui::app::App;
use crate::tui::keys::Key;
use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
use std::io::{BufRead, Write};

/// What the player chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// No interrupted game, or it was discarded or set aside: start the new game.
    New,
    /// The interrupted game is open in the play screen.
    Resumed,
    /// The input ended before an answer: nothing more to do (the game stays kept).
    Ended,
}

/// Offer the interrupted game, if the autosave holds one, and do what the player
/// types. `app` is on its menu, with the user's folders in use.
pub fn offer(
    app: &mut App,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<Choice> {
    let Some(s) = app.files.autosave.offer.clone() else {
        return Ok(Choice::New);
    };
    let summary = t!(
        "resume-summary",
        game = &s.game,
        players = &s.players,
        count = s.moves
    );
    writeln!(out, "{}", t!("plain-resume-offer", summary = summary))?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            writeln!(out, "{}", t!("plain-resume-kept"))?;
            return Ok(Choice::Ended);
        };
        match super::words::canonical(line.trim()).as_str() {
            "resume" | "continue" => {
                // The menu's own way in: the same checks, the same adoption of the
                // autosave by the resumed game.
                if let Key::Plain(code) = crate::tui::resume::RESUME {
                    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
                }
                if app.play().is_some() {
                    writeln!(out, "{}", t!("resume-goes-on"))?;
                    return Ok(Choice::Resumed);
                }
                let why = app.menu_notice.take().unwrap_or_default();
                writeln!(out, "{why}")?;
                return Ok(Choice::New);
            }
            "discard" => {
                app.files.autosave.discard();
                writeln!(out, "{}", t!("plain-resume-discarded"))?;
                return Ok(Choice::New);
            }
            "new" => {
                let said = match app.files.autosave.set_aside() {
                    Some(file) => t!(
                        "plain-resume-set-aside",
                        file = crate::store::record::shown_path(&file.to_string_lossy())
                    ),
                    None => t!("plain-resume-not-set-aside"),
                };
                writeln!(out, "{said}")?;
                return Ok(Choice::New);
            }
            "quit" | "exit" => {
                writeln!(out, "{}", t!("plain-resume-kept"))?;
                return Ok(Choice::Ended);
            }
            _ => writeln!(out, "{}", t!("plain-resume-choose"))?,
        }
    }
}
