//! Pieces every board screen draws, taking a theme, never the app: the player lines,
//! the log, the too-small message, and text helpers.

use crate::tui::board::Geometry;
use crate::tui::layout::{PlayAreas, play_min_size};
use crate::tui::theme::Theme;
use mancala_rules::{Hole, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph, Wrap};

/// Where a form's values start: after its longest label and a space, and at least at
/// `at_least` (so that a short language's form keeps its usual look).
pub fn value_column<'a>(labels: impl IntoIterator<Item = &'a str>, at_least: usize) -> usize {
    labels
        .into_iter()
        .map(|label| crate::words::text::width(label) + 1)
        .max()
        .unwrap_or(0)
        .max(at_least)
}

pub fn too_small(frame: &mut Frame, need: (u16, u16)) {
    too_small_waiting(frame, need, None);
}

/// The too-small message; `waiting` says what a question hidden meanwhile waits for.
pub fn too_small_waiting(frame: &mut Frame, need: (u16, u16), waiting: Option<&str>) {
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
pub fn fit_board(
    frame: &mut Frame,
    layout: &mancala_rules::Layout,
) -> Option<(PlayAreas, Geometry)> {
    let fitted = crate::tui::layout::board_fits(frame.area(), layout);
    if fitted.is_none() {
        too_small(
            frame,
            play_min_size(layout.rows() as u16, layout.holes_per_row() as u16),
        );
    }
    fitted
}

/// What the two player lines (name, captured, seeds on side, who is to move) say: whose turn it is and the captured seeds, as of the
/// board drawn (which may be part-way through an action), and that board.
pub struct Shown<'a> {
    pub to_move: Option<Player>,
    pub captured: [u16; 2],
    pub board: &'a [Vec<u8>],
    /// What the mover's line says after the counts ("to move", or that it thinks).
    pub turn: String,
}

pub fn draw_players(
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
        let room = (width as usize).saturating_sub(crate::words::text::width(&counts) + 4);
        let label = shorten(&record.side_label(player), room, t.ascii);
        let line = Line::from(vec![
            Span::styled(format!(" {pointer} {label}"), style),
            Span::raw(counts),
        ]);
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
pub fn heads_of(game: &mancala_rules::Game) -> Vec<Hole> {
    let layout = game.position().layout();
    (1..=layout.rows() as u8)
        .flat_map(|r| (0..layout.holes_per_row() as u8).map(move |c| Hole::new(c, r)))
        .filter(|&h| game.position().is_head(h))
        .collect()
}

/// The log panel: the newest sentences that fit, wrapped. When the newest one alone
/// is taller than the panel (a small terminal), its beginning is shown, marked cut,
/// rather than the tail of it.
/// The key-hints line of a board screen, from its key table (see
/// [`crate::tui::keys::hints`]), dimmed.
pub fn draw_hints<A, S: ?Sized>(
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

pub fn draw_log(frame: &mut Frame, theme: &Theme, area: Rect, sentences: &[String]) {
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

/// `text` cut to `max` columns, the cut marked with an ellipsis.
pub fn shorten(text: &str, max: usize, ascii: bool) -> String {
    crate::words::text::cut(text, max, if ascii { "..." } else { "…" })
}

/// A game-over sentence (see [`crate::words::position::status_line`]) in `width` columns: whole
/// if it fits, else without the word "captured" after the score, else cut with a mark.
pub fn fit_game_over(text: &str, width: usize, ascii: bool) -> String {
    if crate::words::text::width(text) <= width {
        return text.to_string();
    }
    let captured = format!(" {} (", crate::t!("captured-word"));
    shorten(&text.replacen(&captured, " (", 1), width, ascii)
}

/// Greedy word wrap. A word wider than a line (a long path) is cut into pieces of
/// a line each, by display width, so that nothing is lost past a border.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace().flat_map(|w| pieces(w, width)) {
        if !line.is_empty()
            && crate::words::text::width(&line) + 1 + crate::words::text::width(word) > width
        {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `word` cut into pieces at most `width` columns wide (itself when it fits).
fn pieces(word: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (i, c) in word.char_indices() {
        let w = crate::words::text::char_width(c);
        if used + w > width && i > start {
            out.push(&word[start..i]);
            (start, used) = (i, 0);
        }
        used += w;
    }
    out.push(&word[start..]);
    out
}

/// A notice (lines of text, each escaped) wrapped to `width` columns, a line's later
/// parts indented under its words.
pub fn notice_lines(notice: &str, width: usize) -> Vec<String> {
    notice
        .lines()
        .flat_map(|line| {
            let line = crate::words::text::escape_for_terminal(line, 600);
            wrap(&line, width.saturating_sub(3))
                .into_iter()
                .enumerate()
                .map(|(i, part)| {
                    if i == 0 {
                        format!(" {part}")
                    } else {
                        format!("   {part}")
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn a_word_wider_than_the_line_is_cut_into_pieces_and_nothing_is_lost() {
        let path = "/tmp/a-folder-whose-path-is-quite-long-xyz123/config.json";
        let lines = wrap(&format!("Could not read {path}: it is not JSON."), 20);
        assert!(
            lines.iter().all(|l| crate::words::text::width(l) <= 20),
            "{lines:?}"
        );
        assert_eq!(
            lines.concat().replace(' ', ""),
            format!("Couldnotread{path}:itisnotJSON."),
            "every letter kept, in order: {lines:?}"
        );
        // Words that fit are never cut.
        assert_eq!(wrap("one two three", 20), ["one two three"]);
        assert_eq!(wrap("one two three", 10), ["one two", "three"]);
    }

    #[test]
    fn wide_characters_are_cut_by_their_display_width() {
        let lines = wrap("ＡＢＣＤＥＦＧＨＩＪＫＬ", 10);
        assert_eq!(lines, ["ＡＢＣＤＥ", "ＦＧＨＩＪ", "ＫＬ"]);
    }
}
