//! The replay's evaluation graph: South's expected final score over the game, action by
//! action, above the log while evaluations are shown (the `e` key), and on the
//! game-over screen (from the player's side when one person played the computer).
//! The position shown is marked, and so are mistakes and blunders; a click on the graph
//! goes to the position it shows there.
//!
//! Where the screen is tall, the graph runs across it above the log and grows with the
//! room; at 80x24 there is no room for both one above the other, so the graph takes
//! the log's place and the log the move list's (the graph and its marks stand for the
//! move list meanwhile).

use super::ReplayState;
use crate::analysis::graph::{self, HERE_MARK, MISTAKE_MARK};
use crate::analysis::judge::Verdicts;
use crate::analysis::verdict::Tally;
use crate::tui::widgets::layout::PlayAreas;
use crate::tui::widgets::theme::Theme;
use mancala_rules::{GameKind, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Lines the graph takes at the least: its legend, three rows each side of the middle
/// line, the middle line and the marks.
const MIN_HEIGHT: u16 = graph::MIN_ROWS as u16 + 2;

/// Lines the log keeps under a graph across the screen: its rule and three lines.
const KEEP: u16 = 4;

/// Where the graph goes, and what is left to the log and the move list; `None` when
/// evaluations are hidden or there is no room.
pub fn split(r: &ReplayState, a: &PlayAreas, screen: Rect) -> Option<(Rect, Rect, Rect)> {
    // Where captures are sown back, no count is expected: nothing to draw.
    if !r.review.on || r.session.record().rules.reentered_captures {
        return None;
    }
    split_areas(a, screen)
}

/// Where a graph goes on a board screen (see [`split`]), if there is room: across the
/// whole screen at the top of the log's rows, taking half of them (more rows on a taller
/// terminal); where that leaves the log too little, in the log's place, the log moving
/// to the move list's (whose area comes back empty).
pub(crate) fn split_areas(a: &PlayAreas, screen: Rect) -> Option<(Rect, Rect, Rect)> {
    let room = a.log.height;
    if room < MIN_HEIGHT {
        return None;
    }
    if room < MIN_HEIGHT + KEEP {
        let none = Rect {
            height: 0,
            ..a.moves
        };
        return Some((a.log, a.moves, none));
    }
    let height = (room / 2).max(MIN_HEIGHT);
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

/// What a graph shows: a game's verdicts so far, its length, its units and seeds, the
/// position shown (if any), and whose side it is drawn from: `Some(player)` for the
/// person who played the computer (up is that player winning), `None` for an onlooker
/// (South's side).
pub struct View<'a> {
    pub verdicts: &'a Verdicts,
    pub actions: usize,
    pub kind: GameKind,
    pub total: u16,
    pub here: Option<usize>,
    pub viewer: Option<Player>,
}

impl ReplayState {
    /// What the replay's graph shows.
    pub(crate) fn graph_view(&self) -> View<'_> {
        let verdicts = self.review.verdicts();
        View {
            verdicts,
            actions: self.len(),
            kind: self.session.record().rules.game,
            total: verdicts.positions.first().map_or_else(
                || Tally::of(self.session.game()).total(),
                |p| p.tally.total(),
            ),
            here: Some(self.index()),
            viewer: None,
        }
    }
}

/// The legend in `width` columns and at most `most` lines: what is drawn, from whose
/// side, what the marks are, and how far the judge has come; the marks' words give way
/// first when it does not fit, and with `short` the scale is said in fewer words
/// after that. `None` when even the shortest takes more lines.
fn legend(
    v: &View,
    g: &graph::Graph,
    width: usize,
    most: usize,
    short: bool,
    ascii: bool,
) -> Option<Vec<String>> {
    tries(v, g, ascii)
        .iter()
        .filter(|(_, is_short)| short || !is_short)
        .map(|(t, _)| crate::tui::widgets::text::wrap(t, width))
        .find(|lines| lines.len() <= most)
}

/// The shortest legend cut to one line of `width` columns.
fn short_legend(v: &View, g: &graph::Graph, width: usize, ascii: bool) -> String {
    let tries = tries(v, g, ascii);
    crate::tui::widgets::text::shorten(&tries[tries.len() - 1].0, width, ascii)
}

/// The legend's words, longest first, each with whether it says the scale in fewer
/// words.
fn tries(v: &View, g: &graph::Graph, ascii: bool) -> [(String, bool); 6] {
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
    let yours = v.viewer.is_some();
    let base = crate::t!(
        if yours {
            "graph-base-yours"
        } else {
            "graph-base"
        },
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
            blunder = graph::blunder_mark(ascii).to_string()
        )
    );
    let here = if v.here.is_some() {
        format!(" {}", crate::t!("graph-here", mark = HERE_MARK.to_string()))
    } else {
        String::new()
    };
    let above = crate::t!(if yours {
        "graph-above-yours"
    } else {
        "graph-above"
    });
    // In a narrow place (beside the log at 80x24), the scale in fewer words.
    let short = crate::t!(
        if yours {
            "graph-base-yours-short"
        } else {
            "graph-base-short"
        },
        low = g.low.to_string(),
        high = g.high.to_string(),
        total = v.total,
        line = line.to_string()
    );
    [
        (format!("{base}{above}{marks}{here}{progress}"), false),
        (format!("{base}{marks}{here}{progress}"), false),
        (format!("{base}{marks}{progress}"), false),
        (format!("{short}{marks}{progress}"), true),
        (format!("{base}{progress}"), false),
        (format!("{short}{progress}"), true),
    ]
}

/// Draw the graph of `v` in `area`.
pub fn draw(frame: &mut Frame, t: &Theme, v: &View, area: Rect) {
    let inner = plot(area);
    let plotted = |rows: usize| {
        graph::draw(
            v.verdicts,
            v.actions,
            v.total,
            inner.width as usize,
            rows,
            v.here,
            v.viewer.unwrap_or(Player::South),
            t.ascii,
        )
    };
    // The legend in full on one line; else in full on two, where the graph keeps its
    // fewest rows; else in fewer words; else cut. A graph made shorter (its rows odd)
    // sits at the bottom, above its marks, and its legend may take the line left over.
    let most_rows = area.height.saturating_sub(2) as usize;
    // A column kept free at the right, so the legend never runs into the log beside.
    let width = (area.width as usize).saturating_sub(1);
    let mut g = plotted(most_rows);
    let spare = |g: &graph::Graph, lines: usize| lines + most_rows - g.rows.len();
    let mut legend = legend(v, &g, width, spare(&g, 1), false, t.ascii);
    if legend.is_none() && most_rows > graph::MIN_ROWS {
        let shorter = plotted(most_rows - 1);
        legend = self::legend(v, &shorter, width, spare(&shorter, 1), false, t.ascii);
        if legend.is_some() {
            g = shorter;
        }
    }
    if legend.is_none() {
        legend = self::legend(v, &g, width, spare(&g, 1), true, t.ascii);
    }
    let legend = legend.unwrap_or_else(|| vec![short_legend(v, &g, width, t.ascii)]);
    let mut lines: Vec<Line> = legend
        .iter()
        .map(|l| Line::from(Span::styled(l.clone(), t.dim())))
        .collect();
    for _ in lines.len() + g.rows.len()..1 + most_rows {
        lines.push(Line::from(""));
    }
    let here = Style::default().add_modifier(Modifier::REVERSED);
    let blunder = graph::blunder_mark(t.ascii);
    for row in g.rows.iter().chain(std::iter::once(&g.marks)) {
        let mut spans = vec![Span::raw(" ")];
        for (c, ch) in row.iter().enumerate() {
            // The marks in the colours players know them by, a mistake's yellow and a
            // blunder's red, and told apart by their glyphs without colour.
            let style = if Some(c) == g.here {
                here
            } else if *ch == MISTAKE_MARK {
                t.mistake()
            } else if *ch == blunder {
                t.blunder()
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
