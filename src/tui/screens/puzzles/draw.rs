//! The puzzle screen: the title with the theme and difficulty, the board as in a game,
//! and the task and the answer to the last try across the log and the move list.

use super::keys::{PuzzleKey, names_of};
use super::{PuzzleState, Said};
use crate::tui::screens::play::draw::{draw_play_board, draw_play_players, status_line};
use crate::tui::view::DrawContext;
use crate::tui::widgets::panels::fit_board;
use crate::tui::widgets::text::wrap;
use mancala_rules::Awaiting;
use ratatui::Frame;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph};

/// "Hoyito II puzzle 3 of 72: don't leave a casa, difficulty 2 of 3 (solved)".
pub fn title(cx: &DrawContext, p: &PuzzleState) -> String {
    let puzzle = p.puzzle();
    let grades = p.collection.made_by.grades.len() + 2;
    let mark = if cx.theme.ascii { "*" } else { "\u{2713}" };
    let title = crate::t!(
        "puzzle-title",
        game = p.game.title(),
        number = p.index + 1,
        count = p.collection.puzzles.len(),
        theme = puzzle.theme.title(p.game),
        difficulty = puzzle.difficulty,
        grades = grades
    );
    if p.is_solved(p.index) {
        format!(
            " {}",
            crate::t!("puzzle-title-solved", title = title, mark = mark)
        )
    } else {
        format!(" {title}")
    }
}

pub(crate) fn draw_puzzle(frame: &mut Frame, cx: &DrawContext, p: &PuzzleState) {
    let t = cx.theme;
    let play = &p.play;
    let Some((a, geo)) = fit_board(frame, play.session.game().position().layout()) else {
        return;
    };
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(title(cx, p), t.title()))),
        a.title,
    );
    draw_play_players(frame, cx, play, &a, &geo);
    draw_play_board(frame, t, &geo, play, p.done());
    let status = if let Some(line) = crate::tui::screens::play::draw::sowing_line(play) {
        Line::from(line)
    } else if p.done() {
        Line::from(Span::styled(
            format!(
                " {}",
                crate::t!(
                    "puzzle-done",
                    next = names_of(PuzzleKey::Next, t.arrows(), cx.config),
                    again = names_of(PuzzleKey::Restart, t.arrows(), cx.config)
                )
            ),
            t.legal(),
        ))
    } else if play.session.game().position().awaiting() == Some(Awaiting::Head)
        // A go-to being typed, or its column refused: the game's status line says so.
        || play.goto != crate::tui::screens::play::GoTo::Off
        || play.message.is_some()
    {
        status_line(cx, play, a.status.width)
    } else {
        Line::from(format!(
            " {}",
            crate::t!(
                "puzzle-to-play",
                player = crate::words::position::side_name(p.mover)
            )
        ))
    };
    frame.render_widget(Paragraph::new(status), a.status);
    let area = a.prose();
    let mut lines = puzzle_lines(cx, p, area.width.saturating_sub(2) as usize);
    // Where the panel is short, what a try leads to past the reply gives way from its
    // end, then the task from its start, then the rest: the verdict on the last try and
    // the reply it meets stay in view.
    let room = area.height.saturating_sub(1) as usize;
    while lines.len() > room {
        let last = |part| lines.iter().rposition(|l: &(Part, Line)| l.0 == part);
        let first = |part| lines.iter().position(|l: &(Part, Line)| l.0 == part);
        let cut = last(Part::Then)
            .or_else(|| first(Part::Task))
            .or_else(|| last(Part::Reply))
            .unwrap_or(0);
        lines.remove(cut);
    }
    let shown: Vec<Line> = lines.into_iter().map(|l| l.1).collect();
    frame.render_widget(
        Paragraph::new(shown).block(
            t.block()
                .borders(Borders::TOP)
                .title(format!(" {} ", crate::t!("puzzle-panel"))),
        ),
        area,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::PUZZLE, p, a.hints);
    if let Some(selected) = p.list {
        draw_puzzle_list(frame, cx, p, selected);
    }
}

/// The puzzle list over the board: every puzzle with its theme and difficulty, the
/// solved ones marked, as many as the screen holds around the one selected.
fn draw_puzzle_list(frame: &mut Frame, cx: &DrawContext, p: &PuzzleState, selected: usize) {
    use ratatui::crossterm::event::KeyCode;
    use ratatui::text::Text;
    use ratatui::widgets::Clear;
    let t = cx.theme;
    let puzzles = p.puzzles();
    let mark = if t.ascii { "*" } else { "\u{2713}" };
    // Room for the entries: the screen less the border and the keys' line.
    let room = (frame.area().height.saturating_sub(3) as usize).clamp(1, puzzles.len());
    let first = selected.saturating_sub(room / 2).min(puzzles.len() - room);
    let mut body: Vec<Line> = puzzles
        .iter()
        .enumerate()
        .skip(first)
        .take(room)
        .map(|(i, puzzle)| {
            let text = format!(
                " {} {:>2}. {} ",
                if p.is_solved(i) { mark } else { " " },
                i + 1,
                crate::t!(
                    "puzzle-list-entry",
                    theme = puzzle.theme.title(p.game),
                    difficulty = puzzle.difficulty
                )
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
            "puzzle-list-title",
            game = p.game.title(),
            solved = p.solved_count(),
            count = puzzles.len(),
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
    let rect = crate::tui::widgets::layout::centered(frame.area(), width, body.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(body)).block(t.block().borders(Borders::ALL).title(title)),
        rect,
    );
}

/// Which part of the puzzle panel a line is: what gives way where the panel is short.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Task,
    /// The verdict on the last try, the offer of the solution, a word about the file.
    Said,
    /// What a wrong try leads to: the try and the reply (its first lines)...
    Reply,
    /// ...and past them.
    Then,
}

/// The lines of what a wrong try leads to that stay in view before the task does:
/// the heading, the try and the reply (two wrapped lines each, about).
const REPLY_LINES: usize = 5;

/// The puzzle panel's lines: the task, the answer to the last try once the board has
/// shown it (and what a wrong try leads to), the solution's offer, and any word about
/// the progress file.
fn puzzle_lines(cx: &DrawContext, p: &PuzzleState, width: usize) -> Vec<(Part, Line<'static>)> {
    let t = cx.theme;
    let mut lines: Vec<(Part, Line)> = Vec::new();
    let mut put = |part: Part, text: &str, style: Style| {
        for w in wrap(text, width) {
            lines.push((part, Line::from(Span::styled(format!(" {w}"), style))));
        }
    };
    put(
        Part::Task,
        &p.task(),
        Style::default().add_modifier(Modifier::BOLD),
    );
    let mut follows: &[String] = &[];
    if !p.play.animating() {
        match &p.said {
            Said::Asking => {}
            Said::Right(s) => put(Part::Said, s, Style::default()),
            Said::Wrong(s, then) => {
                put(
                    Part::Said,
                    &crate::t!("puzzle-try-again", said = s),
                    t.error(),
                );
                follows = then;
            }
            Said::Solved(s) => put(Part::Said, s, t.legal()),
            Said::Solution(s) => put(
                Part::Said,
                &crate::t!(
                    "puzzle-solution-here",
                    said = s,
                    keys = super::keys::try_names(t.arrows(), cx.config)
                ),
                t.hint(),
            ),
        }
    }
    if p.offers_solution() && !matches!(p.said, Said::Solution(_)) {
        put(
            Part::Said,
            &crate::t!(
                "puzzle-wrong-tries",
                count = p.wrong,
                key = names_of(PuzzleKey::Solution, t.arrows(), cx.config)
            ),
            Style::default(),
        );
    }
    if let Some(n) = &p.notice {
        put(Part::Said, n, t.error());
    }
    if !follows.is_empty() {
        let heading = crate::t!("retry-leads-to");
        let said = std::iter::once((heading.as_str(), Style::default()))
            .chain(follows.iter().map(|f| (f.as_str(), t.dim())));
        for (k, line) in said
            .flat_map(|(text, style)| wrap(text, width).into_iter().map(move |w| (w, style)))
            .enumerate()
        {
            let part = if k < REPLY_LINES {
                Part::Reply
            } else {
                Part::Then
            };
            lines.push((
                part,
                Line::from(Span::styled(format!(" {}", line.0), line.1)),
            ));
        }
    }
    lines
}
