//! Drawing the main menu.

use super::MENU_ITEMS;
use crate::text::escape_for_terminal;
use crate::tui::app::App;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

pub fn draw_menu(frame: &mut Frame, app: &App, selected: usize) {
    let t = &app.theme;
    let area = frame.area();
    let mut lines = vec![
        Line::from(Span::styled("mancala-tui", t.title())),
        Line::from("Hoyito II and Tsoro, with a friend or the computer"),
        Line::from(""),
    ];
    for (i, item) in MENU_ITEMS.iter().enumerate() {
        let text = format!(
            " {} {}. {item} ",
            if i == selected { t.pointer() } else { " " },
            i + 1
        );
        lines.push(Line::from(Span::styled(
            text,
            if i == selected {
                t.selected()
            } else {
                Style::default()
            },
        )));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        crate::tui::keys::hints(super::keys::MENU, &selected, 52, t.arrows(), t.dot()),
        t.dim(),
    )));
    let menu = crate::tui::layout::menu_rect(area, MENU_ITEMS.len());
    frame.render_widget(Paragraph::new(lines), menu);
    // An interrupted game to resume: below the menu, so the items stay where a click
    // finds them.
    let offer = crate::tui::resume::offer_lines(t, &app.autosave);
    if !offer.is_empty() {
        let top = (menu.y + menu.height).min(area.y + area.height);
        let room = (area.y + area.height - top).min(offer.len() as u16);
        let width = offer.iter().map(|l| l.width()).max().unwrap_or(0) as u16;
        let x = area.x + area.width.saturating_sub(width) / 2;
        let rect = Rect::new(x, top, width.min(area.width), room);
        frame.render_widget(Paragraph::new(offer), rect);
    }
    // A settings file with mistakes: said at the foot (its strings are escaped).
    if let Some(notice) = &app.menu_notice {
        let rows = 4.min(area.height);
        let foot = Rect::new(area.x, area.y + area.height - rows, area.width, rows);
        frame.render_widget(
            Paragraph::new(Span::styled(escape_for_terminal(notice, 600), t.error()))
                .wrap(Wrap { trim: true }),
            foot,
        );
    }
}
