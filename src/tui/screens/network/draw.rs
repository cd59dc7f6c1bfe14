//! Drawing the network screen: the choice, the join form, and the two waits.

use super::{JoinField, NetworkScreen, Page};
use crate::t;
use crate::tui::view::DrawContext;
use crate::tui::widgets::text::wrap;
use ratatui::Frame;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw_network(frame: &mut Frame, cx: &DrawContext, screen: &NetworkScreen) {
    let t = cx.theme;
    let width = crate::tui::widgets::layout::form_rect(frame.area(), 0).width as usize;
    let (title, rows, below) = match &screen.page {
        Page::Choose { selected } => {
            let rows = [t!("host-choose-host"), t!("host-choose-join")]
                .into_iter()
                .enumerate()
                .map(|(i, words)| row(cx, i == *selected, String::new(), words, false))
                .collect();
            (
                crate::tui::command::MenuItem::Network.words(),
                rows,
                wrap(&t!("host-choose-note"), width)
                    .into_iter()
                    .map(|l| Line::from(Span::styled(l, t.dim())))
                    .collect(),
            )
        }
        Page::Join(form) => {
            let labels = [t!("host-invitation"), t!("host-your-name"), String::new()];
            let column =
                crate::tui::widgets::text::value_column(labels.iter().map(String::as_str), 14);
            let rows = JoinField::ALL
                .iter()
                .zip(labels)
                .enumerate()
                .map(|(i, (field, label))| {
                    let on = i == form.field;
                    let label = format!(
                        "{label}{}",
                        " ".repeat(column - crate::words::text::width(&label))
                    );
                    let value = match field {
                        JoinField::Invitation => &form.invitation,
                        JoinField::Name => &form.name,
                        JoinField::Join => {
                            return row(cx, on, label, format!("[ {} ]", t!("host-join")), false);
                        }
                    };
                    // The end of a long invitation, where the typing is.
                    let room = width.saturating_sub(column + 5);
                    let shown =
                        crate::words::text::escape_for_terminal(value, 4 * super::INVITATION_CHARS);
                    let shown = tail(&shown, room);
                    row(cx, on, label, shown, on)
                })
                .collect();
            let below = form
                .error
                .iter()
                .flat_map(|e| wrap(e, width))
                .map(|l| Line::from(Span::styled(l, t.error())))
                .collect();
            (t!("host-join-title"), rows, below)
        }
        Page::Connecting { form, .. } => {
            let to = form
                .read_invitation()
                .map(|i| i.address())
                .unwrap_or_default();
            (
                t!("host-join-title"),
                wrap(&t!("host-connecting", address = to), width)
                    .into_iter()
                    .map(Line::from)
                    .collect(),
                Vec::new(),
            )
        }
        Page::Waiting(waiting) => {
            let rules = waiting.record.rules;
            let title = t!(
                "host-waiting-title",
                game = rules.title(),
                board = format!("{}x{}", rules.game.rows(), rules.holes_per_row)
            );
            let mut lines: Vec<Line> = wrap(&t!("host-give-this-line"), width)
                .into_iter()
                .map(Line::from)
                .collect();
            lines.push(Line::from(Span::styled(
                format!("mancala join {}", waiting.hosting.invitation),
                t.selected(),
            )));
            lines.push(Line::from(""));
            let mut said = Vec::new();
            if let Some(asked) = waiting.hosting.moved_from {
                said.push(t!(
                    "host-port-moved",
                    asked = asked as i64,
                    port = waiting.hosting.invitation.port as i64
                ));
            }
            said.push(t!(
                "net-waiting-here",
                side = crate::words::position::side_name(waiting.mine)
            ));
            lines.extend(said.iter().flat_map(|s| wrap(s, width)).map(Line::from));
            lines.extend(
                wrap(&t!("host-help-copy"), width)
                    .into_iter()
                    .map(|l| Line::from(Span::styled(l, t.dim()))),
            );
            let below = waiting
                .refused
                .iter()
                .flat_map(|l| wrap(l, width))
                .map(|l| Line::from(Span::styled(l, t.error())))
                .collect();
            (title, lines, below)
        }
    };
    let mut lines = vec![Line::from(Span::styled(title, t.title())), Line::from("")];
    let count = rows.len();
    lines.extend(rows);
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        crate::tui::keys::hints(
            super::keys::NETWORK,
            screen,
            width,
            t.arrows(),
            t.dot(),
            cx.config,
        ),
        t.dim(),
    )));
    lines.push(Line::from(""));
    lines.extend(below);
    // The rows start where clicks look for them (the form's layout), whatever follows.
    let rect = crate::tui::widgets::layout::form_rect(frame.area(), count);
    let area = frame.area();
    let rect = ratatui::layout::Rect {
        height: (area.y + area.height).saturating_sub(rect.y),
        ..rect
    };
    frame.render_widget(Paragraph::new(lines), rect);
}

/// A row as the forms draw it: the pointer on the chosen row, its label, its value
/// (with a cursor when typed into).
fn row(cx: &DrawContext, on: bool, label: String, value: String, typing: bool) -> Line<'static> {
    let t = cx.theme;
    let value = if typing { format!("{value}_") } else { value };
    Line::from(vec![
        Span::raw(format!(" {} {label}", if on { t.pointer() } else { " " })),
        Span::styled(value, if on { t.selected() } else { Style::default() }),
    ])
}

/// The last `columns` columns of `text` (all of it if it fits), with `…` before a cut.
fn tail(text: &str, columns: usize) -> String {
    if crate::words::text::width(text) <= columns {
        return text.to_string();
    }
    let mut kept: Vec<char> = Vec::new();
    let mut used = 1;
    for c in text.chars().rev() {
        let w = crate::words::text::width(&c.to_string());
        if used + w > columns {
            break;
        }
        used += w;
        kept.push(c);
    }
    std::iter::once('…').chain(kept.into_iter().rev()).collect()
}
