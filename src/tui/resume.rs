//! The menu's offer to resume an interrupted game (kept by the autosave).

use super::theme::Theme;
use crate::autosave::Autosave;
use ratatui::text::{Line, Span};

/// The lines the menu shows above its entries when a game can be resumed.
pub fn offer_lines(theme: &Theme, autosave: &Autosave) -> Vec<Line<'static>> {
    let Some(s) = &autosave.offer else {
        return Vec::new();
    };
    let keys = if autosave.asking_discard {
        Line::from(Span::styled(
            " Discard the interrupted game? y discard it, any other key keep it",
            theme.error(),
        ))
    } else {
        Line::from(Span::styled(
            format!(" r resume it {} x discard it", theme.dot()),
            theme.legal(),
        ))
    };
    vec![
        Line::from(Span::styled(
            " An interrupted game can be resumed:",
            theme.title(),
        )),
        Line::from(format!(
            "   {}, {}, {} move{}",
            s.game,
            s.players,
            s.moves,
            if s.moves == 1 { "" } else { "s" }
        )),
        keys,
        Line::from(""),
    ]
}
