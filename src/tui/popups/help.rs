//! The help popup: the open screen's keys and notes (`?`); any key closes it.

use super::Window;
use crate::tui::command::Command;
use crate::tui::widgets::text::wrap;
use crate::tui::widgets::theme::Theme;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// Any key closes the help; Ctrl-C quits.
pub(super) fn key(ctrl_c: bool) -> Command {
    if ctrl_c {
        Command::Quit
    } else {
        Command::Close
    }
}

/// The help's lines on a screen of `area`. Lines too long for the screen are wrapped,
/// if the help still fits its height (with the borders, a blank line and "Any key");
/// where it would not, its blank lines go first (a longer language's notes, at
/// 80x24); else they are cut at the right (their blank lines gone too where that is
/// needed), and every key is still seen.
pub(super) fn window(t: &Theme, help: &[String], area: Rect) -> Window {
    let room = (area.width as usize).saturating_sub(2);
    let height = area.height as usize;
    let wrapped: Vec<String> = help
        .iter()
        .flat_map(|line| wrap_help_line(line, room))
        .collect();
    // The borders and "Any key" take 3 rows, the blank line above it one more.
    let tight: Vec<String> = wrapped.iter().filter(|l| !l.is_empty()).cloned().collect();
    let (lines, blank) = if wrapped.len() + 4 <= height {
        (wrapped, true)
    } else if tight.len() + 3 <= height {
        (tight, false)
    } else {
        // Cut at the right rather than wrapped, and without its blank lines if it
        // then fits: every key and the last line are still seen.
        let cut: Vec<String> = help.iter().filter(|l| !l.is_empty()).cloned().collect();
        if help.len() + 4 <= height || cut.len() + 3 > height {
            (help.to_vec(), true)
        } else {
            (cut, false)
        }
    };
    let mut l: Vec<Line> = lines.into_iter().map(Line::from).collect();
    if blank {
        l.push(Line::from(""));
    }
    l.push(Line::from(Span::styled(
        crate::t!("popup-any-key"),
        t.dim(),
    )));
    Window {
        title: crate::t!("popup-help-title"),
        lines: l,
    }
}

/// A help line wrapped to `width`, its later lines under the words after the keys (a
/// key's line is `keys`, two or more spaces, what they do; a note has no keys). A
/// line that fits is kept as it is.
fn wrap_help_line(line: &str, width: usize) -> Vec<String> {
    if crate::words::text::width(line) <= width {
        return vec![line.to_string()];
    }
    let split = line
        .find("  ")
        .map(|at| at + line[at..].len() - line[at..].trim_start().len())
        .filter(|&at| crate::words::text::width(&line[..at]) * 2 < width)
        .unwrap_or(0);
    let (keys, words) = line.split_at(split);
    let indent = crate::words::text::width(keys);
    wrap(words, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            let lead = if i == 0 {
                keys.to_string()
            } else {
                " ".repeat(indent)
            };
            format!("{lead}{part}")
        })
        .collect()
}
