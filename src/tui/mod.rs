//! The terminal front end: the terminal's lifecycle and the event loop.
//!
//! The loop blocks on input while nothing moves (no CPU used), and polls with a timeout
//! only while an animation runs. The terminal is restored on every exit, panics and
//! signals included (see [`terminal`]).

pub mod app;
pub mod clock;
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

/// Now as `YYYY-MM-DD-HHMM` in local time, for default save names: the time zone of
/// `TZ`, else the system's (`/etc/localtime`), else UTC, as `date` finds it.
pub(crate) fn timestamp() -> String {
    stamp(&jiff::ZonedDateTime::now())
}

/// `now` as `YYYY-MM-DD-HHMM`, in its own time zone.
fn stamp(now: &jiff::ZonedDateTime) -> String {
    now.strftime("%Y-%m-%d-%H%M").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_name_stamp_is_the_local_date_and_minute() {
        let instant = jiff::Timestamp::from_second(1_796_238_359).unwrap();
        let zone = |hours| jiff::tz::TimeZone::fixed(jiff::tz::Offset::constant(hours));
        assert_eq!(
            stamp(&instant.to_zoned_datetime(zone(0))),
            "2026-12-02-1905"
        );
        assert_eq!(
            stamp(&instant.to_zoned_datetime(zone(5))),
            "2026-12-03-0005"
        );
        assert_eq!(
            stamp(&instant.to_zoned_datetime(zone(-20))),
            "2026-12-01-2305"
        );
        let now = timestamp();
        assert!(
            jiff::civil::DateTime::strptime("%Y-%m-%d-%H%M", &now).is_ok(),
            "{now}"
        );
    }
}
