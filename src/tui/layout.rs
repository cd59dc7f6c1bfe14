//! Where the parts of a board screen (play, replay, lesson) go, for drawing and for
//! mouse hit-testing alike.

use super::board::Geometry;
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
pub const LOG_MEASURE: u16 = 96;

/// The smallest terminal the play screen needs for a board of `rows` x `cols`.
pub fn play_min_size(rows: u16, cols: u16) -> (u16, u16) {
    (
        Geometry::min_width(cols).max(60),
        Geometry::height_for(rows) + 8,
    )
}

/// Lay out the play screen; `None` when the terminal is too small for the board rows.
pub fn play_areas(area: Rect, rows: u16) -> Option<PlayAreas> {
    let board_h = Geometry::height_for(rows);
    if area.height < board_h + 8 {
        return None;
    }
    let spare = area.height - (board_h + 8);
    // A taller terminal gives the board a little air above and the log the rest.
    let top_pad = (spare / 4).min(2);
    let v = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(top_pad),
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Min(3),
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
pub fn board_fits(area: Rect, layout: &crate::rules::Layout) -> Option<(PlayAreas, Geometry)> {
    let (rows, cols) = (layout.rows() as u16, layout.n as u16);
    let need = play_min_size(rows, cols);
    play_areas(area, rows)
        .and_then(|a| Geometry::fit(a.board, layout).map(|g| (a, g)))
        .filter(|_| area.width >= need.0)
}
