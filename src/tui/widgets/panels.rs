//! The parts every board screen draws around its board, taking a theme, never the
//! app: the player lines, the log panel, the key hints, the marked holes, and the
//! too-small message.

use super::text::{shorten, wrap};
use crate::tui::widgets::board::Geometry;
use crate::tui::widgets::layout::{PlayAreas, play_min_size};
use crate::tui::widgets::theme::Theme;
use mancala_rules::{Hole, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph, Wrap};

/// The too-small message, for a terminal smaller than `need` (columns, rows).
pub(crate) fn too_small(frame: &mut Frame, need: (u16, u16)) {
    too_small_waiting(frame, need, None);
}

/// The too-small message; `waiting` says what a question hidden meanwhile waits for.
pub(crate) fn too_small_waiting(frame: &mut Frame, need: (u16, u16), waiting: Option<&str>) {
    let area = frame.area();
    // The quitting key is a command key: no setting moves it.
    let quit = crate::t!(
        "too-small-quit",
        key = crate::tui::keys::key_name(
            crate::tui::keys::TOO_SMALL_QUIT,
            &crate::store::config::Config::default()
        )
    );
    let too_small = crate::t!(
        "too-small",
        need_width = need.0,
        need_height = need.1,
        width = area.width,
        height = area.height
    );
    let text = format!("{too_small}\n{}", waiting.unwrap_or(&quit));
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// Lay out a board screen, or draw the too-small message and return `None`.
pub(crate) fn fit_board(
    frame: &mut Frame,
    layout: &mancala_rules::Layout,
) -> Option<(PlayAreas, Geometry)> {
    let fitted = crate::tui::widgets::layout::board_fits(frame.area(), layout);
    if fitted.is_none() {
        too_small(
            frame,
            play_min_size(layout.rows() as u16, layout.holes_per_row() as u16),
        );
    }
    fitted
}

/// What the two player lines (name, captured, seeds on side, who is to move) say:
/// whose turn it is and the captured seeds, as of the board drawn (which may be
/// part-way through an action), and that board.
pub struct Shown<'a> {
    pub to_move: Option<Player>,
    pub captured: [u16; 2],
    pub board: &'a [Vec<u8>],
    /// What the mover's line says after the counts ("to move", or that it thinks).
    pub turn: String,
    /// Each side's clock as shown beside its name (South's first), in a game with one.
    pub clocks: Option<[String; 2]>,
}

/// The two player lines, above and below the board.
pub(crate) fn draw_players(
    frame: &mut Frame,
    t: &Theme,
    game: &mancala_rules::Game,
    record: &crate::store::record::Record,
    shown: Shown,
    a: &PlayAreas,
    geo: &Geometry,
) {
    let width = frame.area().width;
    // Seeds on each side of the board drawn: a row belongs to whoever owns its holes.
    let mut on_side = [0u16; 2];
    for (r, row) in shown.board.iter().enumerate() {
        if let Some(owner) = game.position().owner(Hole::new(0, r as u8 + 1)) {
            on_side[owner.index()] += row.iter().map(|&c| c as u16).sum::<u16>();
        }
    }
    for (player, rect) in [(Player::North, a.north), (Player::South, a.south)] {
        let mover = shown.to_move == Some(player);
        let pointer = if mover { t.pointer() } else { " " };
        let style = if mover { t.to_move() } else { Style::default() };
        let counts = format!(
            "   {}{}",
            crate::t!(
                "play-captured-on-side",
                captured = format!("{:>2}", shown.captured[player.index()]),
                side = format!("{:>2}", on_side[player.index()])
            ),
            if mover {
                format!("   {}", shown.turn)
            } else {
                String::new()
            }
        );
        // A long name is shortened rather than push the counts off the line.
        let clock_width = shown
            .clocks
            .as_ref()
            .map_or(0, |c| crate::words::text::width(&c[player.index()]) + 2);
        let room =
            (width as usize).saturating_sub(crate::words::text::width(&counts) + clock_width + 4);
        let label = shorten(&record.side_label(player), room, t.ascii);
        let mut spans = vec![Span::styled(format!(" {pointer} {label}"), style)];
        if let Some(clocks) = &shown.clocks {
            // The clock beside the name: bold on the side whose time runs.
            spans.push(Span::styled(format!("  {}", clocks[player.index()]), style));
        }
        spans.push(Span::raw(counts));
        let line = Line::from(spans);
        // A long label (a named computer) moves the line left rather than lose its end.
        let x = geo
            .area
            .x
            .min(width.saturating_sub(line.width() as u16 + 1));
        frame.render_widget(
            Paragraph::new(line),
            Rect {
                x,
                width: width - x,
                ..rect
            },
        );
    }
}

/// Every head of the board.
pub(crate) fn heads_of(game: &mancala_rules::Game) -> Vec<Hole> {
    let layout = game.position().layout();
    (1..=layout.rows() as u8)
        .flat_map(|r| (0..layout.holes_per_row() as u8).map(move |c| Hole::new(c, r)))
        .filter(|&h| game.position().is_head(h))
        .collect()
}

/// The key-hints line of a board screen, from its key table (see
/// [`crate::tui::keys::hints`]), dimmed.
pub(crate) fn draw_hints<A, S: ?Sized>(
    frame: &mut Frame,
    t: &Theme,
    config: &crate::store::config::Config,
    table: &[crate::tui::keys::Binding<A, S>],
    state: &S,
    area: Rect,
) {
    let hints = crate::tui::keys::hints(
        table,
        state,
        area.width as usize,
        t.arrows(),
        t.dot(),
        config,
    );
    frame.render_widget(Paragraph::new(Line::from(hints).style(t.dim())), area);
}

/// The log panel: the newest sentences that fit, wrapped. When the newest one alone
/// is taller than the panel (a small terminal), its beginning is shown, marked cut,
/// rather than the tail of it.
pub(crate) fn draw_log(frame: &mut Frame, theme: &Theme, area: Rect, sentences: &[String]) {
    let width = (area.width.max(1) as usize).saturating_sub(1);
    let room = area.height.saturating_sub(1) as usize;
    let mut lines: Vec<Line> = Vec::new();
    for (i, s) in sentences.iter().rev().enumerate() {
        let mut wrapped = wrap(s, width);
        if i == 0 && wrapped.len() > room && room > 0 {
            wrapped.truncate(room);
            let last = wrapped.pop().unwrap_or_default();
            let mark = theme.ellipsis();
            wrapped.push(shorten(&format!("{last}{mark}"), width, theme.ascii));
        }
        for w in wrapped.into_iter().rev() {
            lines.push(Line::from(w));
        }
        if lines.len() >= room {
            break;
        }
    }
    lines.truncate(room);
    lines.reverse();
    frame.render_widget(
        Paragraph::new(lines).block(
            theme
                .block()
                .borders(Borders::TOP)
                .title(format!(" {} ", crate::t!("log-title"))),
        ),
        area,
    );
}

/// The hole an action is played at (for a head answer, the head), to mark on the board.
pub fn hole_of(game: &mancala_rules::Game, action: mancala_rules::Action) -> Option<Hole> {
    use mancala_rules::Action;
    match action {
        Action::Sow(h) | Action::Pick(h) => Some(h),
        Action::Continue | Action::Stop => game.position().pending_head(),
    }
}
