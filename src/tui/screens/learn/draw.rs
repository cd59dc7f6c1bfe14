//! The lesson screen and its list of lessons.

use super::LearnState;
use crate::tui::screens::play::draw::{draw_play_board, draw_play_players, status_line};
use crate::tui::view::DrawContext;
use crate::tui::widgets::layout::centered;
use crate::tui::widgets::panels::fit_board;
use crate::tui::widgets::text::wrap;
use mancala_rules::Awaiting;
use ratatui::Frame;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Borders, Clear, Paragraph};

pub(crate) fn draw_learn(frame: &mut Frame, cx: &DrawContext, l: &LearnState) {
    let t = cx.theme;
    let p = &l.play;
    let Some((a, geo)) = fit_board(frame, p.session.game().position().layout()) else {
        return;
    };
    let lesson = l.lesson();
    let title = Line::from(Span::styled(
        format!(
            " {}",
            crate::t!(
                "learn-title",
                game = lesson.game_title(),
                number = l.index + 1,
                count = l.lessons.len(),
                lesson = lesson.title_after_game()
            )
        ),
        t.title(),
    ));
    frame.render_widget(Paragraph::new(title), a.title);
    draw_play_players(frame, cx, p, &a, &geo);
    draw_play_board(frame, t, &geo, p, l.done());
    // While sowing: what is happening, not yet why (the lesson explains once the board
    // has shown it).
    let status = if let Some(line) = crate::tui::screens::play::draw::sowing_line(p) {
        Line::from(line)
    } else if l.done() {
        let key =
            |name: &str| super::keys::lesson_key(name, cx.config, t.arrows()).unwrap_or_default();
        let done = if l.index + 1 < l.lessons.len() {
            crate::t!(
                "learn-done-next",
                choose = key("choose"),
                next = key("next"),
                retry = key("retry"),
                list = key("list")
            )
        } else {
            crate::t!("learn-done-last", list = key("list"), menu = key("menu"))
        };
        Line::from(Span::styled(format!(" {done}"), t.legal()))
    } else if p.session.game().position().awaiting() == Some(Awaiting::Head)
        || p.thinking().is_some()
        || p.hint().is_some()
        // A go-to being typed, or its column refused: the game's status line says so.
        || p.goto != crate::tui::screens::play::GoTo::Off
        || p.message.is_some()
    {
        status_line(cx, p, a.status.width)
    } else {
        let task = format!(
            " {}",
            crate::t!("learn-your-move", task = words(cx, &lesson.task))
        );
        if crate::words::text::width(&task) <= a.status.width as usize {
            Line::from(task)
        } else {
            // A long task would be cut off here; it is shown whole below.
            Line::from(format!(" {}", crate::t!("learn-your-move-below")))
        }
    };
    frame.render_widget(Paragraph::new(status), a.status);
    let text_area = a.prose();
    let lines = learn_lines(cx, l, text_area.width.saturating_sub(2) as usize);
    // The newest words stay in view: the lesson's start gives way first, and PgUp
    // brings it back.
    let room = text_area.height.saturating_sub(1) as usize;
    let hidden = lines.len().saturating_sub(room);
    let up = (l.scroll as usize).min(hidden);
    let first = hidden - up;
    let up_key = crate::tui::keys::key_name(
        crate::tui::keys::Key::Plain(ratatui::crossterm::event::KeyCode::PageUp),
        cx.config,
    );
    let down_key = crate::tui::keys::key_name(
        crate::tui::keys::Key::Plain(ratatui::crossterm::event::KeyCode::PageDown),
        cx.config,
    );
    let more = match (first > 0, up > 0) {
        (true, true) => crate::t!("learn-panel-more", up = up_key, down = down_key),
        (true, false) => crate::t!("learn-panel-more-above", up = up_key),
        (false, true) => crate::t!("learn-panel-more-below", down = down_key),
        (false, false) => crate::t!("learn-panel"),
    };
    let more = format!(" {more} ");
    let shown: Vec<Line> = lines.into_iter().skip(first).take(room).collect();
    frame.render_widget(
        Paragraph::new(shown).block(t.block().borders(Borders::TOP).title(more)),
        text_area,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::LEARN, l, a.hints);
    if let Some(selected) = l.list {
        draw_lesson_list(frame, cx, l, selected);
    }
}

/// A lesson's words with its keys as the player has them.
fn words(cx: &DrawContext, text: &str) -> String {
    super::keys::lesson_words(text, cx.config, cx.theme.arrows())
}

/// The lesson panel's lines: the text, the task, and once the board has shown the last
/// choice, what it did or would have done; then any word about the progress file.
fn learn_lines(cx: &DrawContext, l: &LearnState, width: usize) -> Vec<Line<'static>> {
    let t = cx.theme;
    let lesson = l.lesson();
    let mut lines: Vec<Line> = Vec::new();
    for w in wrap(&words(cx, &lesson.text), width) {
        lines.push(Line::from(format!(" {w}")));
    }
    lines.push(Line::from(""));
    for (k, w) in wrap(
        &crate::t!("learn-task", task = words(cx, &lesson.task)),
        width,
    )
    .into_iter()
    .enumerate()
    {
        let style = if k == 0 {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default()
        };
        lines.push(Line::from(Span::styled(format!(" {w}"), style)));
    }
    if let Some(f) = l.feedback.as_ref().filter(|_| !l.play.animating()) {
        let style = if l.done() {
            t.legal()
        } else if l.said_right {
            Style::default()
        } else {
            t.error()
        };
        for w in wrap(&words(cx, f), width) {
            lines.push(Line::from(Span::styled(format!(" {w}"), style)));
        }
    }
    if let Some(n) = &l.notice {
        for w in wrap(n, width) {
            lines.push(Line::from(Span::styled(format!(" {w}"), t.error())));
        }
    }
    lines
}

/// The lesson list over the walkthrough: every lesson, the done ones marked.
fn draw_lesson_list(frame: &mut Frame, cx: &DrawContext, l: &LearnState, selected: usize) {
    let t = cx.theme;
    let done = (0..l.lessons.len()).filter(|&i| l.is_done(i)).count();
    let mark = if t.ascii { "*" } else { "\u{2713}" };
    let mut body: Vec<Line> = l
        .lessons
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let text = format!(
                " {} {:>2}. {} ",
                if l.is_done(i) { mark } else { " " },
                i + 1,
                lesson.title
            );
            Line::from(Span::styled(
                text,
                if i == selected {
                    t.selected()
                } else {
                    Style::default()
                },
            ))
        })
        .collect();
    let name = |code| crate::tui::keys::key_name(crate::tui::keys::Key::Plain(code), cx.config);
    use ratatui::crossterm::event::KeyCode;
    body.push(Line::from(Span::styled(
        format!(
            " {}",
            crate::t!(
                "learn-list-keys",
                updown = format!("{}/{}", name(KeyCode::Up), name(KeyCode::Down)),
                dot = t.dot(),
                enter = name(KeyCode::Enter),
                esc = name(KeyCode::Esc)
            )
        ),
        t.dim(),
    )));
    let title = format!(
        " {} ",
        crate::t!(
            "learn-list-title",
            game = crate::study::lessons::walkthrough_title(l.game),
            done = done,
            count = l.lessons.len(),
            mark = mark
        )
    );
    let width = body
        .iter()
        .map(|line| line.width())
        .max()
        .unwrap_or(20)
        .max(crate::words::text::width(&title)) as u16
        + 2;
    let rect = centered(frame.area(), width, body.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(body)).block(t.block().borders(Borders::ALL).title(title)),
        rect,
    );
}
