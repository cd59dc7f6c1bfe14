//! The board widget for 2xN and 4xN boards: where each hole is drawn, and drawing it.
//!
//! Geometry is a pure function of the area and the board size, so the renderer and the
//! mouse hit-test agree on where every hole is without storing anything.

use super::theme::Theme;
use mancala_rules::{GameKind, Hole, Layout};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Where the board's parts go on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub area: Rect,
    /// Width of one hole's cell.
    pub cell: u16,
    /// Lines of one hole: 1, its count; on a tall terminal 2, the count and its seeds
    /// drawn one by one beneath it where they fit ([`TALL`]).
    pub lines: u16,
    pub rows: u16,
    pub cols: u16,
    pub kind: GameKind,
}

/// Lines of a hole on a tall terminal.
pub const TALL: u16 = 2;

/// The widest hole cell: a big terminal gets big holes, up to this.
const MAX_CELL: u16 = 8;

/// Left and right margins for row numbers.
const MARGIN: u16 = 3;

impl Geometry {
    /// The board laid out centred in `area`, with the widest cells that fit (3 to 8
    /// columns each); `None` when even the narrowest do not fit.
    /// The holes are [`TALL`] when the area has the height for it.
    pub fn fit(area: Rect, layout: &Layout) -> Option<Geometry> {
        let cols = layout.holes_per_row() as u16;
        let rows = layout.rows() as u16;
        let lines = if area.height >= Self::height_for(rows, TALL) {
            TALL
        } else {
            1
        };
        let height = Self::height_for(rows, lines);
        let cell = (3..=MAX_CELL)
            .rev()
            .find(|w| 2 * MARGIN + cols * w <= area.width)?;
        if area.height < height {
            return None;
        }
        let width = 2 * MARGIN + cols * cell;
        let x = area.x + (area.width - width) / 2;
        Some(Geometry {
            area: Rect::new(x, area.y, width, height),
            cell,
            lines,
            rows,
            cols,
            kind: layout.kind(),
        })
    }

    /// Lines the board needs with holes of `lines` lines: a cursor line, letters, rows,
    /// the divider, letters and another cursor line (the caret goes beside the half the
    /// cursor is in, so above North's rows and below South's).
    pub(crate) fn height_for(rows: u16, lines: u16) -> u16 {
        rows * lines + 5
    }

    /// The screen line of the column letters above the rows.
    pub fn top_letters_y(&self) -> u16 {
        self.area.y + 1
    }

    /// The screen line of the caret for a cursor on `hole`: above the top letters when
    /// the hole is in the upper half (North's), below the bottom letters otherwise.
    fn caret_y(&self, hole: Hole) -> u16 {
        if hole.row as u16 > self.rows / 2 {
            self.area.y
        } else {
            self.area.y + self.rows * self.lines + 4
        }
    }

    /// The smallest width a board of `cols` columns needs.
    pub fn min_width(cols: u16) -> u16 {
        2 * MARGIN + 3 * cols
    }

    /// The first screen line of a board row (row 1 is at the bottom).
    fn line_of_row(&self, row: u8) -> u16 {
        let from_top = self.rows - row as u16; // 0 for the top row
        let divider = if from_top >= self.rows / 2 { 1 } else { 0 };
        self.top_letters_y() + 1 + from_top * self.lines + divider
    }

    /// The cell of a hole: its count's line, and its seeds' beneath on a tall board.
    pub fn hole_rect(&self, hole: Hole) -> Rect {
        Rect::new(
            self.area.x + MARGIN + hole.col as u16 * self.cell,
            self.line_of_row(hole.row),
            self.cell,
            self.lines,
        )
    }

    /// The hole under a screen position, if any.
    pub(crate) fn hole_at(&self, x: u16, y: u16) -> Option<Hole> {
        for row in 1..=self.rows as u8 {
            for col in 0..self.cols as u8 {
                let hole = Hole::new(col, row);
                let r = self.hole_rect(hole);
                if y >= r.y && y < r.y + r.height && x >= r.x && x < r.x + r.width {
                    return Some(hole);
                }
            }
        }
        None
    }
}

/// What to mark on the board besides the counts.
pub struct Marks<'a> {
    pub cursor: Option<Hole>,
    /// Holes that may be chosen now.
    pub legal: &'a [Hole],
    pub heads: &'a [Hole],
    /// The origin and landing of the last sowing.
    pub last_move: Option<(Hole, Hole)>,
    /// The hole the animation is at.
    pub active: Option<Hole>,
    /// The hole of a hint or of the best action.
    pub hint: Option<Hole>,
}

/// Draw the board (`board` rows from row 1 upwards) with its marks.
pub fn draw(frame: &mut Frame, geo: &Geometry, board: &[Vec<u8>], marks: &Marks, theme: &Theme) {
    let letters: String = (0..geo.cols)
        .map(|c| {
            let letter = Hole::new(c as u8, 1).letter();
            format!("{letter:^w$}", w = geo.cell as usize)
        })
        .collect();
    let letter_line =
        Line::from(format!("{:m$}{letters}", "", m = MARGIN as usize)).style(theme.dim());
    let a = geo.area;
    let top = geo.top_letters_y();
    frame.render_widget(
        Paragraph::new(letter_line.clone()),
        Rect::new(a.x, top, a.width, 1),
    );
    frame.render_widget(
        Paragraph::new(letter_line),
        Rect::new(a.x, top + geo.rows * geo.lines + 2, a.width, 1),
    );
    // The divider between the players' halves.
    let divider_y = top + 1 + geo.rows / 2 * geo.lines;
    let rule = theme.rule().repeat((geo.cols * geo.cell) as usize);
    frame.render_widget(
        Paragraph::new(
            Line::from(format!("{:m$}{rule}", "", m = MARGIN as usize)).style(theme.dim()),
        ),
        Rect::new(a.x, divider_y, a.width, 1),
    );
    for row in 1..=geo.rows as u8 {
        let y = geo.line_of_row(row);
        let mut spans = vec![Span::styled(format!("{row:>2} "), theme.dim())];
        let mut seeds = vec![Span::raw(" ".repeat(MARGIN as usize))];
        for col in 0..geo.cols as u8 {
            let hole = Hole::new(col, row);
            let count = board[row as usize - 1][col as usize];
            let head = marks.heads.contains(&hole);
            // Without colour a hint is bracketed too, where the cell has room, so that
            // it is not taken for the cursor (both are in reverse video).
            let w = geo.cell as usize - 1;
            let count = match count.to_string() {
                c if marks.hint == Some(hole) && !theme.color && c.len() + 2 <= w => {
                    format!("[{c}]")
                }
                c => c,
            };
            // On a tall board, the seeds one by one under their count, where they fit.
            let n = board[row as usize - 1][col as usize] as usize;
            let glyphs = if n <= w {
                theme.seed().to_string().repeat(n)
            } else {
                String::new()
            };
            seeds.push(Span::styled(format!("{glyphs:>w$} "), theme.dim()));
            let text = format!("{count:>w$}{}", if head { '*' } else { ' ' });
            let mut style = Style::default();
            if marks.legal.contains(&hole) {
                style = style.patch(theme.legal());
            } else if count == "0" {
                style = style.patch(theme.dim());
            }
            if let Some((from, to)) = marks.last_move
                && (hole == from || hole == to)
            {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            if marks.hint == Some(hole) {
                style = style.patch(theme.hint());
            }
            if marks.active == Some(hole) {
                style = style.patch(theme.active());
            }
            if marks.cursor == Some(hole) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            spans.push(Span::styled(text, style));
        }
        spans.push(Span::styled(format!(" {row:<2}"), theme.dim()));
        frame.render_widget(
            Paragraph::new(Line::from(spans)),
            Rect::new(a.x, y, a.width, 1),
        );
        if geo.lines == TALL {
            frame.render_widget(
                Paragraph::new(Line::from(seeds)),
                Rect::new(a.x, y + 1, a.width, 1),
            );
        }
    }
    // A caret at the cursor's column, beside the half of the board the cursor is in
    // (the mover's rows, or the enemy's for a bonus pick), so that the eye finds it
    // next to the hole and the cursor is plain without colour.
    if let Some(cursor) = marks.cursor {
        let r = geo.hole_rect(cursor);
        let caret_x = r.x + r.width.saturating_sub(2);
        let y = geo.caret_y(cursor);
        let line = format!(
            "{}{} {}",
            " ".repeat((caret_x - a.x) as usize),
            theme.caret(y == a.y),
            cursor
        );
        frame.render_widget(Paragraph::new(line), Rect::new(a.x, y, a.width, 1));
    }
}
