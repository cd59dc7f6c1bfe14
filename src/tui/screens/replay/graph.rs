//! The replay's evaluation graph: South's expected final score over the game, action by
//! action, across the screen above the log while evaluations are shown (the `e` key).
//! The position shown is marked, and so are mistakes and blunders; a click on the graph
//! goes to the position it shows there.

use super::ReplayState;
use crate::analysis::graph::{self, BLUNDER_MARK, HERE_MARK, MISTAKE_MARK};
use crate::analysis::judge::Verdicts;
use crate::analysis::verdict::Tally;
use crate::tui::widgets::layout::PlayAreas;
use crate::tui::widgets::theme::Theme;
use mancala_rules::GameKind;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Lines the graph takes at the least: its legend, three rows and the marks.
const MIN_HEIGHT: u16 = 5;

/// Lines the log and move list keep under it: their rule and two lines.
const KEEP: u16 = 3;

/// The tallest the graph grows: its legend, nine rows and the marks.
const MAX_HEIGHT: u16 = 11;

/// Where the graph goes, across the whole screen at the top of the log's rows, and
/// what is left to the log and the move list; `None` when evaluations are hidden or
/// there is no room.
pub fn split(r: &ReplayState, a: &PlayAreas, screen: Rect) -> Option<(Rect, Rect, Rect)> {
    if !r.review.on {
        return None;
    }
    split_areas(a, screen)
}

/// Where a graph goes on a board screen (see [`split`]), if there is room.
pub(crate) fn split_areas(a: &PlayAreas, screen: Rect) -> Option<(Rect, Rect, Rect)> {
    let room = a.log.height.saturating_sub(KEEP);
    if room < MIN_HEIGHT {
        return None;
    }
    // Half the room, so the log keeps lines to read, within the graph's least and most.
    let height = (room / 2).clamp(MIN_HEIGHT, MAX_HEIGHT);
    let graph = Rect {
        x: screen.x,
        y: a.log.y,
        width: screen.width,
        height,
    };
    let below = |area: Rect| Rect {
        y: area.y + height,
        height: area.height - height,
        ..area
    };
    Some((graph, below(a.log), below(a.moves)))
}

/// The plot's columns inside the graph's area: a column of margin each side.
fn plot(area: Rect) -> Rect {
    Rect {
        x: area.x + 1,
        width: area.width.saturating_sub(2),
        ..area
    }
}

/// What a graph shows: a game's verdicts so far, its length, its units and seeds, and
/// the position shown (if any).
pub struct View<'a> {
    pub verdicts: &'a Verdicts,
    pub actions: usize,
    pub kind: GameKind,
    pub total: u16,
    pub here: Option<usize>,
}

impl ReplayState {
    /// What the replay's graph shows.
    pub(crate) fn graph_view(&self) -> View<'_> {
        let verdicts = self.review.verdicts();
        View {
            verdicts,
            actions: self.len(),
            kind: self.session.header.rules.game,
            total: verdicts.positions.first().map_or_else(
                || Tally::of(&self.session.game).total(),
                |p| p.tally.total(),
            ),
            here: Some(self.index()),
        }
    }
}

/// The legend in `width` columns: what is drawn, from whose side, what the marks are,
/// and how far the judge has come; the marks' words give way first.
fn legend(v: &View, g: &graph::Graph, width: usize, ascii: bool) -> String {
    let units = format!("{}s", crate::words::position::counted(v.kind));
    let line = if ascii { '-' } else { '─' };
    let dot = if ascii { '-' } else { '·' };
    let searched = v.verdicts.positions.len();
    let progress = if searched > v.actions {
        String::new()
    } else {
        format!(
            " {}",
            crate::t!(
                "graph-judging",
                dot = dot.to_string(),
                searched = searched,
                total = v.actions + 1
            )
        )
    };
    let base = crate::t!(
        "graph-base",
        low = g.low.to_string(),
        high = g.high.to_string(),
        total = v.total,
        units = units,
        line = line.to_string()
    );
    let marks = format!(
        " {}",
        crate::t!(
            "graph-marks",
            dot = dot.to_string(),
            mistake = MISTAKE_MARK.to_string(),
            blunder = BLUNDER_MARK.to_string()
        )
    );
    let here = if v.here.is_some() {
        format!(" {}", crate::t!("graph-here", mark = HERE_MARK.to_string()))
    } else {
        String::new()
    };
    let above = crate::t!("graph-above");
    let tries = [
        format!("{base}{above}{marks}{here}{progress}"),
        format!("{base}{marks}{here}{progress}"),
        format!("{base}{marks}{progress}"),
        format!("{base}{progress}"),
    ];
    let fits = |t: &&String| crate::words::text::width(t) <= width;
    let chosen = tries.iter().find(fits).unwrap_or(&tries[3]);
    crate::tui::widgets::text::shorten(chosen, width, ascii)
}

/// Draw the graph of `v` in `area`.
pub fn draw(frame: &mut Frame, t: &Theme, v: &View, area: Rect) {
    let inner = plot(area);
    let rows = area.height.saturating_sub(2) as usize;
    let g = graph::draw(
        v.verdicts,
        v.actions,
        v.total,
        inner.width as usize,
        rows,
        v.here,
        t.ascii,
    );
    let legend = legend(v, &g, area.width as usize, t.ascii);
    let mut lines = vec![Line::from(Span::styled(legend, t.dim()))];
    // A graph made shorter (its rows odd) sits at the bottom, above its marks.
    for _ in g.rows.len()..rows {
        lines.push(Line::from(""));
    }
    let here = Style::default().add_modifier(Modifier::REVERSED);
    for row in g.rows.iter().chain(std::iter::once(&g.marks)) {
        let mut spans = vec![Span::raw(" ")];
        for (c, ch) in row.iter().enumerate() {
            let style = if Some(c) == g.here {
                here
            } else if *ch == MISTAKE_MARK || *ch == BLUNDER_MARK {
                Style::default().add_modifier(Modifier::BOLD)
            } else {
                Style::default()
            };
            spans.push(Span::styled(ch.to_string(), style));
        }
        lines.push(Line::from(spans));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// The position a click at (`x`, `y`) on the graph in `area` shows, if it is on the
/// plot (its rows or its marks).
pub fn clicked(r: &ReplayState, area: Rect, x: u16, y: u16) -> Option<usize> {
    let inner = plot(area);
    let on = x >= inner.x && x < inner.x + inner.width && y > area.y && y < area.y + area.height;
    if !on {
        return None;
    }
    let c = (x - inner.x) as usize;
    Some(graph::positions_of(c, inner.width as usize, r.len() + 1).start)
}
