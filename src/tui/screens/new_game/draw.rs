//! Drawing the new-game form.

use super::{Field, NewGameForm};
use crate::tui::view::DrawContext;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw_form(frame: &mut Frame, cx: &DrawContext, form: &NewGameForm) {
    let t = cx.theme;
    let mut lines = vec![
        Line::from(Span::styled(
            if form.hosts() {
                crate::t!("host-title")
            } else {
                crate::tui::screens::menu::MenuItem::NewGame.words()
            },
            t.title(),
        )),
        Line::from(""),
    ];
    let rows = form.rows(cx.animate);
    // The values in one column, after the longest label (at least 14 columns).
    let column = crate::tui::widgets::text::value_column(
        rows.iter().map(|(_, label, _)| label.as_str()),
        14,
    );
    for (i, (field, label, value)) in rows.into_iter().enumerate() {
        let on = i == form.field;
        let shown = match field {
            Field::Start => format!("[ {value} ]"),
            Field::South | Field::North | Field::HostName => {
                format!("{value}{}", if on { "_" } else { "" })
            }
            _ => format!("< {value} >"),
        };
        lines.push(Line::from(vec![
            Span::raw(format!(
                " {} {label}{}",
                if on { t.pointer() } else { " " },
                " ".repeat(column - crate::words::text::width(&label))
            )),
            Span::styled(shown, if on { t.selected() } else { Style::default() }),
        ]));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        crate::tui::keys::hints(super::keys::FORM, form, 72, t.arrows(), t.dot(), cx.config),
        t.dim(),
    )));
    let rect = crate::tui::widgets::layout::form_rect(frame.area(), form.fields().len());
    frame.render_widget(Paragraph::new(lines), rect);
    // Why a choice was not remembered: on the line under the form, wrapped there.
    if let Some(e) = &form.error {
        let area = frame.area();
        let top = (rect.y + rect.height).min(area.y + area.height);
        let below = Rect::new(rect.x, top, rect.width, area.y + area.height - top);
        let text = crate::tui::widgets::text::wrap(e, rect.width as usize);
        let lines: Vec<Line> = text.into_iter().map(Line::from).collect();
        frame.render_widget(Paragraph::new(lines).style(t.error()), below);
    }
}
