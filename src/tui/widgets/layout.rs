//! Where the parts of a board screen (play, replay, lesson) go, for drawing and for
//! mouse hit-testing alike.

use super::board::{Geometry, TALL};
use ratatui::layout::{Constraint, Layout, Rect};

/// Where the parts of the play screen go.
pub struct PlayAreas {
    pub title: Rect,
    pub north: Rect,
    pub board: Rect,
    pub south: Rect,
    pub status: Rect,
    pub log: Rect,
    pub moves: Rect,
    pub hints: Rect,
}

/// The widest the log panel grows: longer lines are hard to read.
const LOG_MEASURE: u16 = 96;

impl PlayAreas {
    /// Where a lesson's or a puzzle's words go: across the log and the move list, at a
    /// readable measure (the log's), centred on a wide terminal.
    pub(crate) fn prose(&self) -> Rect {
        let whole = self.log.width + self.moves.width;
        let width = whole.min(LOG_MEASURE);
        Rect {
            x: self.log.x + (whole - width) / 2,
            width,
            ..self.log
        }
    }
}

/// Lines of the play screen besides the board at the smallest size: the title, the
/// two player lines, the status line, the log (its rule and one sentence) and the keys.
const CHROME: u16 = 7;

/// The smallest terminal the play screen needs for a board of `rows` x `cols`.
pub fn play_min_size(rows: u16, cols: u16) -> (u16, u16) {
    (
        Geometry::min_width(cols).max(60),
        Geometry::height_for(rows, 1) + CHROME,
    )
}

/// Lines the log keeps, at least, before the board's holes grow [`TALL`]: a terminal
/// this much taller than the smallest gets the tall board (not 80x24).
const LOG_BEFORE_TALL: u16 = 20;

/// Lay out the play screen; `None` when the terminal is too small for the board rows.
pub fn play_areas(area: Rect, rows: u16) -> Option<PlayAreas> {
    let short = Geometry::height_for(rows, 1);
    if area.height < short + CHROME {
        return None;
    }
    let tall = Geometry::height_for(rows, TALL);
    let board_h = if area.height >= tall + CHROME + LOG_BEFORE_TALL {
        tall
    } else {
        short
    };
    let spare = area.height - (board_h + CHROME);
    // A taller terminal gives the board a little air above and the log the rest; the
    // board's own caret line above North's letters is air already, so one line less.
    let top_pad = (spare / 4).min(2).saturating_sub(1);
    let v = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(top_pad),
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Min(2),
        Constraint::Length(1),
    ])
    .split(area);
    // A wide terminal gets a wider move list, and the log a readable measure (at most
    // LOG_MEASURE columns), the two centred together rather than spread 175 wide.
    let bottom = v[6];
    let moves_w = (bottom.width / 5).clamp(26, 44);
    let group = bottom.width.min(LOG_MEASURE + moves_w);
    let bottom = Rect {
        x: bottom.x + (bottom.width - group) / 2,
        width: group,
        ..bottom
    };
    let h = Layout::horizontal([Constraint::Min(30), Constraint::Length(moves_w)]).split(bottom);
    Some(PlayAreas {
        title: v[0],
        north: v[2],
        board: v[3],
        south: v[4],
        status: v[5],
        log: h[0],
        moves: h[1],
        hints: v[7],
    })
}

/// The play screen's parts and the board's geometry in `area`, or `None` when the
/// terminal is too small for this board (the screen then says so, and keys wait).
pub fn board_fits(area: Rect, layout: &mancala_rules::Layout) -> Option<(PlayAreas, Geometry)> {
    let (rows, cols) = (layout.rows() as u16, layout.holes_per_row() as u16);
    let need = play_min_size(rows, cols);
    play_areas(area, rows)
        .and_then(|a| Geometry::fit(a.board, layout).map(|g| (a, g)))
        .filter(|_| area.width >= need.0)
}

/// A `width` x `height` rectangle centred in `area` (cut to fit).
pub(crate) fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// The main menu's block: a title, a line, a blank line, the items, a blank line and
/// the keys; items start on its [`MENU_ITEMS_TOP`]th line.
pub(crate) fn menu_rect(area: Rect, items: usize) -> Rect {
    centered(area, 52, items as u16 + 5)
}

/// The line of the menu's block where its first item is.
pub const MENU_ITEMS_TOP: u16 = 3;

/// The new-game form's block: a title, a blank line, the fields, a blank line and the
/// keys; fields start on its [`FORM_FIELDS_TOP`]th line.
pub(crate) fn form_rect(area: Rect, fields: usize) -> Rect {
    centered(area, 72, fields as u16 + 4)
}

/// The line of the form's block where its first field is.
pub const FORM_FIELDS_TOP: u16 = 2;

/// Which of `count` entries listed from line `top` of `rect` is on screen line `row`.
pub(crate) fn entry_at(rect: Rect, top: u16, count: usize, column: u16, row: u16) -> Option<usize> {
    let inside = column >= rect.x && column < rect.x + rect.width;
    let i = row.checked_sub(rect.y + top)? as usize;
    (inside && i < count).then_some(i)
}
