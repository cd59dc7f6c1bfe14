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
    let lines = puzzle_lines(cx, p, area.width.saturating_sub(2) as usize);
    // The newest words stay in view: the task's start gives way first.
    let room = area.height.saturating_sub(1) as usize;
    let first = lines.len().saturating_sub(room);
    let shown: Vec<Line> = lines.into_iter().skip(first).collect();
    frame.render_widget(
        Paragraph::new(shown).block(
            t.block()
                .borders(Borders::TOP)
                .title(format!(" {} ", crate::t!("puzzle-panel"))),
        ),
        area,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::PUZZLE, p, a.hints);
}

/// The puzzle panel's lines: the task, the answer to the last try once the board has
/// shown it, the solution's offer, and any word about the progress file.
fn puzzle_lines(cx: &DrawContext, p: &PuzzleState, width: usize) -> Vec<Line<'static>> {
    let t = cx.theme;
    let mut lines: Vec<Line> = Vec::new();
    let mut put = |text: &str, style: Style| {
        for w in wrap(text, width) {
            lines.push(Line::from(Span::styled(format!(" {w}"), style)));
        }
    };
    put(&p.task(), Style::default().add_modifier(Modifier::BOLD));
    if !p.play.animating() {
        match &p.said {
            Said::Asking => {}
            Said::Right(s) => put(s, Style::default()),
            Said::Wrong(s) => put(&crate::t!("puzzle-try-again", said = s), t.error()),
            Said::Solved(s) => put(s, t.legal()),
            Said::Solution(s) => put(
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
            &crate::t!(
                "puzzle-wrong-tries",
                count = p.wrong,
                key = names_of(PuzzleKey::Solution, t.arrows(), cx.config)
            ),
            Style::default(),
        );
    }
    if let Some(n) = &p.notice {
        put(n, t.error());
    }
    lines
}
