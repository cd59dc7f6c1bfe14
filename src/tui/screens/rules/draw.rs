//! The rules reader.

use crate::tui::keys;
use crate::tui::view::DrawContext;
use ratatui::Frame;
use ratatui::text::Line;
use ratatui::widgets::{Borders, Paragraph};

pub(crate) fn draw_rules(frame: &mut Frame, cx: &DrawContext, scroll: u16) {
    let (rect, text) = super::reader_layout(frame.area());
    let page = rect.height.saturating_sub(2) as usize;
    let scroll = (scroll as usize).min(text.max_scroll(page));
    let hints = keys::hints(
        super::keys::RULES,
        &(),
        rect.width.saturating_sub(4) as usize,
        cx.theme.arrows(),
        cx.theme.dot(),
        cx.config,
    );
    let block = cx
        .theme
        .block()
        .borders(Borders::ALL)
        .title(format!(" {} ", crate::t!("rules-title")))
        .title_bottom(format!("{hints} "));
    let shown: Vec<Line> = text
        .lines
        .iter()
        .skip(scroll)
        .take(page)
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    frame.render_widget(Paragraph::new(shown).block(block), rect);
}
