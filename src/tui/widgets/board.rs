//! The board widget for 2xN and 4xN boards: where each hole is drawn, and drawing it.
//!
//! Geometry is a pure function of the area and the board's layout, so the renderer and
//! the mouse hit-test agree on where every hole is without storing anything.
//!
//! A hole closed for a round of a match (see [`Layout::with_closed`]) is part of the
//! geometry, as the layout says: it is drawn filled in, `▒▒` (`##` under `--ascii`) on
//! each of its lines, never with a count, and the mouse finds no hole there.

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
    /// The board's layout, which knows the holes closed for a round of a match.
    pub layout: Layout,
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
            layout: *layout,
        })
    }

    /// Whether `hole` is closed for the round (drawn filled in, never chosen).
    pub fn is_closed(&self, hole: Hole) -> bool {
        self.layout.is_closed(hole)
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

    /// The hole under a screen position, if any: none on a closed hole, which
    /// cannot be chosen.
    pub(crate) fn hole_at(&self, x: u16, y: u16) -> Option<Hole> {
        for row in 1..=self.rows as u8 {
            for col in 0..self.cols as u8 {
                let hole = Hole::new(col, row);
                if self.is_closed(hole) {
                    continue;
                }
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

/// Draw the board (`board` rows from row 1 upwards) with its marks; the holes the
/// geometry's layout has closed are drawn filled in, whatever `board` holds for them.
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
            let w = geo.cell as usize - 1;
            if geo.is_closed(hole) {
                // Filled in on every line, with no count: not a hole of this round.
                let mark = format!("{:>w$} ", theme.closed_hole());
                seeds.push(Span::styled(mark.clone(), theme.dim()));
                let mut style = theme.dim();
                if marks.cursor == Some(hole) {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                spans.push(Span::styled(mark, style));
                continue;
            }
            let count = board[row as usize - 1][col as usize];
            let head = marks.heads.contains(&hole);
            // Without colour a hint is bracketed too, where the cell has room, so that
            // it is not taken for the cursor (both are in reverse video).
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

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Action, Game, Player, Position, Rules};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    /// A round of a Hoyito II 2x`n` match with `closed` holes, South's first action
    /// `first` played (its sowing goes round the closed holes), drawn without colour
    /// on a tall board `width` wide and then on a short one, with the cursor on the
    /// first hole North may choose and a click tried on every closed hole.
    fn round_drawn(n: u8, closed: &[&str], first: &str, ascii: bool, width: u16) -> String {
        let closed: Vec<Hole> = closed.iter().map(|h| h.parse().unwrap()).collect();
        let start = Position::round_start(Rules::hoyito(n), &closed, Player::South, None).unwrap();
        let mut game = Game::from(start);
        game.apply(first.parse().unwrap()).unwrap();
        let legal: Vec<Hole> = game
            .position()
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Sow(h) => Some(h),
                _ => None,
            })
            .collect();
        let theme = Theme {
            color: false,
            ascii,
            light: false,
        };
        let marks = Marks {
            cursor: legal.first().copied(),
            legal: &legal,
            heads: &[],
            last_move: None,
            active: None,
            hint: None,
        };
        let layout = game.position().layout();
        let mut shots = Vec::new();
        for height in [Geometry::height_for(2, TALL), Geometry::height_for(2, 1)] {
            let area = Rect::new(0, 0, width, height);
            let geo = Geometry::fit(area, layout).unwrap();
            assert_eq!(geo.lines, if height > 7 { TALL } else { 1 });
            for &hole in &closed {
                let r = geo.hole_rect(hole);
                assert_eq!(
                    geo.hole_at(r.x, r.y),
                    None,
                    "a click on {hole} finds no hole"
                );
            }
            let open = legal[0];
            let r = geo.hole_rect(open);
            assert_eq!(geo.hole_at(r.x + 1, r.y), Some(open));
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal
                .draw(|f| draw(f, &geo, &game.position().rows(), &marks, &theme))
                .unwrap();
            let buf = terminal.backend().buffer().clone();
            let lines: Vec<String> = (0..height)
                .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
                .collect();
            shots.push(lines.join("\n"));
        }
        shots.join("\n\n")
    }

    /// No closed hole shows a count, on either board: each of its lines is the mark.
    fn assert_marked(text: &str, mark: &str, closed: usize) {
        let marked = text.lines().filter(|l| l.contains(mark)).count();
        assert!(marked > 0, "{text}");
        assert_eq!(text.matches(mark).count(), closed * 3, "{text}");
    }

    #[test]
    fn closed_holes_are_filled_in_on_a_2x6_board() {
        // b1, e1 and f2 closed: South's d1 sows into f1, past the closed e1, then into
        // e2, past the closed f2.
        let unicode = round_drawn(6, &["b1", "e1", "f2"], "d1", false, 42);
        insta::assert_snapshot!("closed-2x6", unicode);
        assert_marked(&unicode, "▒▒", 3);
        let ascii = round_drawn(6, &["b1", "e1", "f2"], "d1", true, 42);
        insta::assert_snapshot!("closed-2x6-ascii", ascii);
        assert_marked(&ascii, "##", 3);
        assert!(ascii.is_ascii(), "{ascii}");
    }

    #[test]
    fn closed_holes_are_filled_in_on_a_2x12_board() {
        let closed = ["a1", "b1", "c1", "k2", "l2"];
        let unicode = round_drawn(12, &closed, "l1", false, 66);
        insta::assert_snapshot!("closed-2x12", unicode);
        assert_marked(&unicode, "▒▒", 5);
        let ascii = round_drawn(12, &closed, "l1", true, 66);
        insta::assert_snapshot!("closed-2x12-ascii", ascii);
        assert_marked(&ascii, "##", 5);
        assert!(ascii.is_ascii(), "{ascii}");
    }
}
