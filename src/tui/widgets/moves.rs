//! The move list: a line per turn (a sow with its head answers and bonus picks), with
//! its player, laid out only as far as the panel shows.

use super::theme::Theme;
use crate::words::action::shown;
use mancala_rules::{Action, Player};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Borders, Paragraph};

/// One line of the move list: a turn, a sow with the head answers and bonus picks
/// that follow it.
struct TurnLine {
    /// The index of its first action.
    first: usize,
    /// Its turn's number, from 1.
    turn: usize,
    player: Player,
    /// Indices of its actions on this line (a long turn goes on over several lines).
    actions: std::ops::Range<usize>,
    continued: bool,
}

/// Whether action `k` begins a turn: every sow does (a Hoyito II extra turn, or a turn
/// after the opponent passed, too); head answers and bonus picks belong to their sow.
fn starts_turn(actions: &[Action], movers: &[Player], k: usize) -> bool {
    k == 0 || movers[k] != movers[k - 1] || matches!(actions[k], Action::Sow(_))
}

/// Turns begun in the first `k` actions (the number of the turn action `k - 1` is in).
pub(crate) fn turns_before(actions: &[Action], movers: &[Player], k: usize) -> usize {
    (0..k.min(actions.len()).min(movers.len()))
        .filter(|&i| starts_turn(actions, movers, i))
        .count()
}

/// The actions played by the end of turn `turn` (the move list's numbers; 0: the
/// start), or all of them for a turn past the last.
pub(crate) fn end_of_turn(actions: &[Action], movers: &[Player], turn: usize) -> usize {
    let len = actions.len().min(movers.len());
    let mut begun = 0;
    for k in 0..len {
        if starts_turn(actions, movers, k) {
            if begun == turn {
                return k;
            }
            begun += 1;
        }
    }
    len
}

/// A mark after an action in the list (`?` for a mistake), by its index.
pub type Notes<'a> = &'a dyn Fn(usize) -> &'static str;

/// No marks.
pub fn no_notes(_: usize) -> &'static str {
    ""
}

/// The move list's lines, for a panel `width` columns wide; `notes` are by the index in
/// `actions`.
fn turn_lines(actions: &[Action], movers: &[Player], width: usize, notes: Notes) -> Vec<TurnLine> {
    let mut lines: Vec<TurnLine> = Vec::new();
    // Columns used on the line being filled ("1234. S " is 8).
    let mut used = 0;
    let mut turn = 0;
    for (k, (a, &player)) in actions.iter().zip(movers).enumerate() {
        let text = shown(*a).len() + notes(k).len() + 1;
        let same_turn = !starts_turn(actions, movers, k);
        match lines.last_mut() {
            Some(line) if same_turn && used + text <= width => {
                line.actions.end = k + 1;
                used += text;
            }
            Some(line) if same_turn => {
                let first = line.first;
                lines.push(TurnLine {
                    first,
                    turn,
                    player,
                    actions: k..k + 1,
                    continued: true,
                });
                used = 8 + text;
            }
            _ => {
                turn += 1;
                lines.push(TurnLine {
                    first: k,
                    turn,
                    player,
                    actions: k..k + 1,
                    continued: false,
                });
                used = 8 + text;
            }
        }
    }
    lines
}

/// The move list's lines in view: the last `rows` of them, or those around the action
/// `current` (being replayed).
fn move_window(
    actions: &[Action],
    movers: &[Player],
    width: usize,
    rows: usize,
    current: Option<usize>,
    notes: Notes,
) -> Vec<TurnLine> {
    // Only the turns that can be shown are laid out (a game may have tens of thousands
    // of actions): a screenful of turns before the one in view, and one after it (half
    // is shown, or more near the start, so that the panel is full).
    let len = actions.len().min(movers.len());
    let turn_start = |mut k: usize| {
        while !starts_turn(actions, movers, k) {
            k -= 1;
        }
        k
    };
    let turn_end = |mut k: usize| {
        while k + 1 < len && !starts_turn(actions, movers, k + 1) {
            k += 1;
        }
        k + 1
    };
    let in_view = current.unwrap_or(len).min(len.saturating_sub(1));
    let mut from = if len == 0 { 0 } else { turn_start(in_view) };
    for _ in 0..rows {
        if from == 0 {
            break;
        }
        from = turn_start(from - 1);
    }
    let to = match current {
        Some(_) if len > 0 => {
            let mut to = turn_end(in_view);
            for _ in 0..rows {
                if to < len {
                    to = turn_end(to);
                }
            }
            to
        }
        _ => len,
    };
    let mut lines = turn_lines(&actions[from..to], &movers[from..to], width, &|k| {
        notes(k + from)
    });
    let earlier = turns_before(actions, movers, from);
    for line in &mut lines {
        line.first += from;
        line.turn += earlier;
        line.actions = line.actions.start + from..line.actions.end + from;
    }
    // The lines up to half a panel after the one in view, and at least a panelful:
    // near the start the list fills the panel rather than stop half-way down it.
    let end = current
        .and_then(|c| lines.iter().position(|l| l.actions.contains(&c)))
        .map_or(lines.len(), |at| window_end(at, rows, lines.len()));
    lines.drain(..end.saturating_sub(rows));
    lines.truncate(rows.min(end));
    lines
}

/// Where the move list in view ends (one past its last line) when line `at` of `len`
/// is the one being replayed and `rows` lines show.
fn window_end(at: usize, rows: usize, len: usize) -> usize {
    (at + 1 + rows / 2).max(rows).min(len).max(at + 1)
}

/// Which part of the move list is in view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The newest actions (a game being played).
    Newest,
    /// The start, nothing marked (a replay before its first action).
    Start,
    /// Action `k` (0-based), marked and kept in view.
    At(usize),
}

pub fn draw(
    frame: &mut Frame,
    theme: &Theme,
    area: Rect,
    actions: &[Action],
    movers: &[Player],
    focus: Focus,
    notes: Notes,
) {
    let rows = area.height.saturating_sub(1).max(1) as usize;
    let width = area.width.saturating_sub(1) as usize;
    let (current, marked) = match focus {
        Focus::Newest => (None, None),
        Focus::Start => (Some(0), None),
        Focus::At(k) => (Some(k), Some(k)),
    };
    let mut out: Vec<Line> = Vec::new();
    for line in &move_window(actions, movers, width, rows, current, notes) {
        let head = if line.continued {
            " ".repeat(8)
        } else {
            let who = match line.player {
                Player::South => "S",
                Player::North => "N",
            };
            format!("{:>4}. {who} ", line.turn)
        };
        let mut spans = vec![Span::styled(head, theme.dim())];
        for k in line.actions.clone() {
            let style = if marked == Some(k) {
                theme.selected()
            } else {
                Style::default()
            };
            spans.push(Span::styled(shown(actions[k]), style));
            let note = notes(k);
            if !note.is_empty() {
                spans.push(Span::styled(note, theme.error()));
            }
            spans.push(Span::raw(" "));
        }
        out.push(Line::from(spans));
    }
    frame.render_widget(
        Paragraph::new(out).block(
            theme
                .block()
                .borders(Borders::TOP | Borders::LEFT)
                .title(format!(" {} ", crate::t!("moves-title"))),
        ),
        area,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acts(text: &str) -> Vec<Action> {
        text.split_whitespace()
            .map(|a| a.parse().unwrap())
            .collect()
    }

    #[test]
    fn the_move_window_lays_out_only_its_turns_but_shows_what_the_whole_list_would() {
        for name in ["hoyito-2x12.json", "tsoro-4x21.json"] {
            let path = format!("{}/assets/games/{name}", env!("CARGO_MANIFEST_DIR"));
            let (record, _) = crate::store::record::load_file(&path).unwrap();
            let movers = record.movers().unwrap();
            let actions = &record.actions;
            for (width, rows) in [(24, 8), (12, 3), (40, 1)] {
                let all = turn_lines(actions, &movers, width, &no_notes);
                let key = |l: &TurnLine| (l.first, l.turn, l.actions.clone(), l.continued);
                let len = actions.len();
                for current in [None, Some(0), Some(1), Some(len / 2), Some(len - 1)]
                    .into_iter()
                    .chain((0..len).step_by(997).map(Some))
                {
                    let end = current
                        .and_then(|c| all.iter().position(|l| l.actions.contains(&c)))
                        .map_or(all.len(), |at| window_end(at, rows, all.len()));
                    let expected: Vec<_> =
                        all[end.saturating_sub(rows)..end].iter().map(key).collect();
                    let window: Vec<_> =
                        move_window(actions, &movers, width, rows, current, &no_notes)
                            .iter()
                            .map(key)
                            .collect();
                    assert_eq!(window, expected, "{name} {width}x{rows} at {current:?}");
                }
            }
        }
    }

    #[test]
    fn a_replay_near_its_start_fills_the_move_list_panel() {
        let path = format!(
            "{}/assets/games/tsoro-4x21.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (record, _) = crate::store::record::load_file(&path).unwrap();
        let movers = record.movers().unwrap();
        for current in [0, 1, 5] {
            let window = move_window(&record.actions, &movers, 24, 17, Some(current), &no_notes);
            assert_eq!(window.len(), 17, "at {current}: a full panel");
            assert_eq!(window[0].turn, 1, "from the first turn");
        }
        // Further on, the action in view stays half a panel from the bottom.
        let window = move_window(&record.actions, &movers, 24, 17, Some(100), &no_notes);
        let at = window
            .iter()
            .position(|l| l.actions.contains(&100))
            .unwrap();
        assert_eq!(window.len() - at - 1, 8);
    }

    #[test]
    fn the_move_list_has_a_line_per_turn_and_wraps_long_ones() {
        use Player::{North as N, South as S};
        // South sows and continues twice, North sows, South captures and picks twice.
        let actions = acts("a1 continue continue a4 f2 xb4 xc4");
        let movers = [S, S, S, N, S, S, S];
        let lines = turn_lines(&actions, &movers, 40, &no_notes);
        let shape: Vec<(usize, Player, std::ops::Range<usize>, bool)> = lines
            .iter()
            .map(|l| (l.first, l.player, l.actions.clone(), l.continued))
            .collect();
        assert_eq!(
            shape,
            [
                (0, S, 0..3, false),
                (3, N, 3..4, false),
                (4, S, 4..7, false)
            ]
        );
        // 20 columns: "   1. S a1 continue " is full, the second continue wraps.
        let narrow = turn_lines(&actions, &movers, 20, &no_notes);
        assert_eq!(narrow[0].actions, 0..2);
        assert_eq!(
            (narrow[1].actions.clone(), narrow[1].continued),
            (2..3, true)
        );
        assert_eq!(narrow[2].player, N);
        // Two sows in a row by one player (an extra turn, or after a pass): two turns.
        let lines = turn_lines(&acts("c1 d1"), &[S, S], 40, &no_notes);
        assert_eq!(lines.len(), 2);
    }
}
