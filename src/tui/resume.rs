//! The menu's offer to resume an interrupted game (kept by the autosave).

use super::keys::{Key, ch};
use super::widgets::theme::Theme;
use crate::store::autosave::Autosave;
use ratatui::text::{Line, Span};

/// The menu's keys for an interrupted game, with what they do (a message id): the
/// offer's words and the app's handling read them, and a board key may not be moved
/// onto them.
pub const KEYS: [(Key, &str); 2] = [
    (ch('r'), "resume-key-resume"),
    (ch('x'), "resume-key-discard"),
];
/// Which of [`KEYS`] resumes (the other discards).
pub(crate) const RESUME: Key = KEYS[0].0;
pub(crate) const DISCARD: Key = KEYS[1].0;

/// The lines the menu shows above its entries when a game can be resumed.
pub(crate) fn offer_lines(
    theme: &Theme,
    autosave: &Autosave,
    config: &crate::store::config::Config,
) -> Vec<Line<'static>> {
    let Some(s) = &autosave.offer else {
        return Vec::new();
    };
    let keys = if autosave.asking_discard {
        Line::from(Span::styled(
            format!(
                " {}",
                crate::t!(
                    "resume-discard-question",
                    yes = super::keys::key_name(super::keys::yes(), config)
                )
            ),
            theme.error(),
        ))
    } else {
        Line::from(Span::styled(
            format!(
                " {} {} {}",
                crate::t!(
                    "resume-resume-it",
                    key = super::keys::key_name(RESUME, config)
                ),
                theme.dot(),
                crate::t!(
                    "resume-discard-it",
                    key = super::keys::key_name(DISCARD, config)
                ),
            ),
            theme.legal(),
        ))
    };
    vec![
        Line::from(Span::styled(
            format!(" {}", crate::t!("resume-offer")),
            theme.title(),
        )),
        Line::from(format!(
            "   {}",
            crate::t!(
                "resume-summary",
                game = &s.game,
                players = &s.players,
                count = s.moves
            )
        )),
        keys,
        Line::from(""),
    ]
}
