//! The terminal front end: the terminal's lifecycle and the event loop.
//!
//! The loop blocks on input while nothing moves (no CPU used), and polls with a timeout
//! only while an animation runs. The terminal is restored on every exit, panics and
//! signals included (see [`terminal`]).

pub mod app;
pub mod command;
pub mod command_keys;
pub mod files;
pub mod jobs;
pub mod keys;
pub mod popups;
pub mod prefs;
pub mod resume;
pub mod screens;
pub mod session;
pub mod terminal;
pub mod timeline;
pub mod ui;
pub mod view;
pub mod widgets;

pub use screens::rules as rules_text;
pub use screens::{learn, menu, new_game, play, replay};

use app::App;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use std::time::{Duration, Instant};

/// How often the loop looks for a background search's answer while one runs.
const WAIT_POLL: Duration = Duration::from_millis(50);

/// Run the app until the user quits.
pub fn run(mut app: App) -> anyhow::Result<()> {
    let mut terminal = terminal::enter()?;
    let result = event_loop(&mut terminal, &mut app);
    terminal::leave();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> anyhow::Result<()> {
    let mut next_step: Option<Instant> = None;
    while !app.quit {
        // A helper thread panicked (the hook kept what it said): end here, so that it
        // is said on a restored terminal, rather than wait for an answer never coming
        // or start the same failing search again.
        if let Some(failure) = app.helper_failure() {
            return Err(failure.into());
        }
        // Back from a stop (Ctrl-Z, then fg): the screen was lost; draw it whole.
        if terminal::take_resumed() {
            terminal.clear()?;
        }
        app.update();
        let size = terminal.size()?;
        app.size = (size.width, size.height);
        terminal.draw(|frame| ui::draw(frame, app))?;
        if app.animating() {
            let due = *next_step.get_or_insert_with(|| Instant::now() + widgets::anim::SEED_STEP);
            let timeout = due.saturating_duration_since(Instant::now());
            if !event::poll(timeout)? {
                let wait = app.tick().unwrap_or(Duration::ZERO);
                next_step = Some(Instant::now() + wait);
                continue;
            }
        } else {
            next_step = None;
            // A background search answers over a channel: look for it (and turn the
            // spinner) every WAIT_POLL until it does, while keys are read as they come.
            if app.waiting() && !event::poll(WAIT_POLL)? {
                continue;
            }
        }
        match event::read()? {
            // Ctrl-Z suspends, whatever the screen: raw mode makes it a key, not the
            // signal the shell's suspend character would send.
            Event::Key(key)
                if key.kind == KeyEventKind::Press
                    && key.code == KeyCode::Char('z')
                    && key.modifiers.contains(KeyModifiers::CONTROL) =>
            {
                terminal::suspend()
            }
            Event::Key(key) if key.kind == KeyEventKind::Press => app.handle_key(key),
            Event::Mouse(mouse) => app.handle_mouse(mouse),
            _ => {}
        }
    }
    Ok(())
}

/// Now as `YYYY-MM-DD-HHMM` in local time, for default save names. The system's `date`
/// knows the time zone (there is no time-zone crate here); without it, UTC.
pub fn timestamp() -> String {
    std::process::Command::new("date")
        .arg("+%Y-%m-%d-%H%M")
        .output()
        .ok()
        .and_then(|out| local_stamp(&out.stdout))
        .unwrap_or_else(utc_timestamp)
}

/// `date`'s answer, if it has the `YYYY-MM-DD-HHMM` shape.
fn local_stamp(out: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(out).ok()?.trim();
    let shape = text.len() == 15
        && text.char_indices().all(|(i, c)| {
            if [4, 7, 10].contains(&i) {
                c == '-'
            } else {
                c.is_ascii_digit()
            }
        });
    shape.then(|| text.to_string())
}

/// Now as `YYYY-MM-DD-HHMM` in UTC.
fn utc_timestamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let (year, month, day, hour, minute) = crate::store::library::civil_utc(secs);
    format!("{year:04}-{month:02}-{day:02}-{hour:02}{minute:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_name_stamp_has_the_date_shape_or_falls_back() {
        assert_eq!(
            local_stamp(b"2026-12-02-1905\n").as_deref(),
            Some("2026-12-02-1905")
        );
        assert_eq!(
            local_stamp(b"+%Y-%m-%d-%H%M\n"),
            None,
            "a date without %-formats"
        );
        assert_eq!(local_stamp(b""), None);
        for stamp in [timestamp(), utc_timestamp()] {
            assert!(local_stamp(stamp.as_bytes()).is_some(), "{stamp}");
        }
    }
}
