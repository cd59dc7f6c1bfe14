//! Drawing the main menu.

use crate::tui::command::MenuItem;
use crate::tui::view::DrawContext;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw_menu(frame: &mut Frame, cx: &DrawContext, selected: &MenuItem) {
    let t = cx.theme;
    let area = frame.area();
    let mut lines = vec![
        Line::from(Span::styled("mancala-tui", t.title())),
        Line::from(crate::t!("menu-tagline")),
        Line::from(""),
    ];
    for (i, item) in MenuItem::ALL.into_iter().enumerate() {
        let text = format!(
            " {} {}. {} ",
            if item == *selected { t.pointer() } else { " " },
            i + 1,
            item.words()
        );
        lines.push(Line::from(Span::styled(
            text,
            if item == *selected {
                t.selected()
            } else {
                Style::default()
            },
        )));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        crate::tui::keys::hints(
            super::keys::MENU,
            selected,
            52,
            t.arrows(),
            t.dot(),
            cx.config,
        ),
        t.dim(),
    )));
    let menu = crate::tui::widgets::layout::menu_rect(area, MenuItem::ALL.len());
    frame.render_widget(Paragraph::new(lines), menu);
    // An interrupted game to resume: below the menu, so the items stay where a click
    // finds them.
    let offer = crate::tui::resume::offer_lines(t, cx.autosave, cx.config);
    let offer_rows = offer.len() as u16;
    if !offer.is_empty() {
        let top = (menu.y + menu.height).min(area.y + area.height);
        let room = (area.y + area.height - top).min(offer.len() as u16);
        let width = offer.iter().map(|l| l.width()).max().unwrap_or(0) as u16;
        let x = area.x + area.width.saturating_sub(width) / 2;
        let rect = Rect::new(x, top, width.min(area.width), room);
        frame.render_widget(Paragraph::new(offer), rect);
    }
    // A settings file with mistakes: said at the foot, every line wrapped, in the
    // rows below the menu (its strings are escaped); what does not fit is in `?`.
    if let Some(notice) = &cx.notice {
        let below = (menu.y + menu.height + offer_rows + 1).min(area.y + area.height);
        let rows = (area.y + area.height - below) as usize;
        let lines = crate::tui::widgets::text::notice_lines(notice, area.width as usize);
        let help = super::keys::MENU
            .iter()
            .find(|b| b.action == super::keys::MenuKey::Help)
            .map_or("?", |b| b.names);
        let shown: Vec<Line> = if lines.len() <= rows {
            lines.into_iter().map(Line::from).collect()
        } else {
            let kept = rows.saturating_sub(1);
            let more = lines.len() - kept;
            let mut shown: Vec<Line> = lines.into_iter().take(kept).map(Line::from).collect();
            shown.push(Line::from(format!(
                "{} {}",
                t.ellipsis(),
                crate::t!("menu-more-lines", count = more, key = help)
            )));
            shown
        };
        let height = shown.len() as u16;
        let foot = Rect::new(area.x, area.y + area.height - height, area.width, height);
        frame.render_widget(Paragraph::new(shown).style(t.error()), foot);
    }
}
