//! The evaluation graph as text: South's expected final score over a game, one bar per
//! column from the middle line (a draw, drawn in every column searched) up when South
//! is expected to win and down when North is, and a row of marks under it for mistakes
//! and blunders. `mancala analyse`
//! prints it, and the replay draws it (styling the column of the position shown).
//!
//! Pure: numbers in, characters out. Bars use half-cell block glyphs, or `#` and
//! half-cell ASCII under `--ascii`.

use crate::analysis::judge::{Judgement, Verdicts};

/// The characters a graph is drawn with.
#[derive(Clone, Copy, Debug)]
struct Glyphs {
    full: char,
    lower: char,
    upper: char,
    line: char,
}

const BLOCKS: Glyphs = Glyphs {
    full: '█',
    lower: '▄',
    upper: '▀',
    line: '─',
};

const ASCII: Glyphs = Glyphs {
    full: '#',
    lower: '.',
    upper: '\'',
    line: '-',
};

/// The mark under a column holding a mistake, a blunder, and the position shown.
pub const MISTAKE_MARK: char = '?';
pub const BLUNDER_MARK: char = '!';
pub const HERE_MARK: char = '^';

/// A graph drawn: `rows` top first, `marks` under them, all `width` wide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub rows: Vec<Vec<char>>,
    pub marks: Vec<char>,
    /// The column of the position shown, if one was given.
    pub here: Option<usize>,
    /// South's scores at the bottom and the top of the rows: the graph's height is
    /// the farthest the game went from a draw, either way, so that its swings show.
    pub low: u16,
    pub high: u16,
}

/// The positions (by actions played) column `c` of `width` stands for, of `n`.
pub(crate) fn positions_of(c: usize, width: usize, n: usize) -> std::ops::Range<usize> {
    let width = width.max(1);
    let lo = c * n / width;
    let hi = ((c + 1) * n / width).max(lo + 1).min(n.max(lo + 1));
    lo..hi
}

/// The column of `width` that position `p` of `n` is drawn in.
pub fn column_of(p: usize, width: usize, n: usize) -> usize {
    let width = width.max(1);
    (0..width)
        .find(|&c| positions_of(c, width, n).contains(&p))
        .unwrap_or(width - 1)
}

/// The graph of `verdicts` (a game of `actions` actions, `total` seeds) in `width` x
/// `height` cells (the height made odd, so the middle line is a row), its scale as far
/// from a draw as the game went (see [`Graph::low`]), the position after `here` actions
/// marked. Positions not yet searched are left blank.
pub fn draw(
    verdicts: &Verdicts,
    actions: usize,
    total: u16,
    width: usize,
    height: usize,
    here: Option<usize>,
    ascii: bool,
) -> Graph {
    let g = if ascii { ASCII } else { BLOCKS };
    let height = if height.is_multiple_of(2) {
        height.saturating_sub(1)
    } else {
        height
    }
    .max(1);
    let n = actions + 1;
    let values = verdicts.south_scores();
    let span = span_of(&values, total);
    let mid_row = (height - 1) / 2;
    let mut rows = vec![vec![' '; width]; height];
    let mut marks = vec![' '; width];
    for c in 0..width {
        let range = positions_of(c, width, n);
        if let Some(&v) = values.get(range.start) {
            // In half cells from the bottom: the value and the middle line. In doubled
            // seeds, the scale runs from total - span to total + span.
            let from = i64::from(total) - i64::from(span);
            let level = ((2 * i64::from(v) - from) * 2 * height as i64 + i64::from(span))
                .div_euclid(2 * i64::from(span))
                .clamp(0, 2 * height as i64) as u32;
            let mid = height as u32;
            let (lo, hi) = if level >= mid {
                (mid, level)
            } else {
                (level, mid)
            };
            for (r, row) in rows.iter_mut().enumerate() {
                let from_bottom = (height - 1 - r) as u32;
                let lower = (lo..hi).contains(&(2 * from_bottom));
                let upper = (lo..hi).contains(&(2 * from_bottom + 1));
                // The middle row is the line of a draw, the bars going up and down
                // from it.
                row[c] = match (lower, upper) {
                    _ if r == height - 1 - mid_row => g.line,
                    (true, true) => g.full,
                    (true, false) => g.lower,
                    (false, true) => g.upper,
                    (false, false) => ' ',
                };
            }
        }
        // Action k leads to position k + 1: its mark goes where the graph shows it, in
        // the first of the columns a position takes.
        let first = c == 0 || positions_of(c - 1, width, n).start != range.start;
        let worst = range
            .clone()
            .filter_map(|p| p.checked_sub(1))
            .filter_map(|k| verdicts.actions.get(k))
            .filter_map(|j| j.judgement)
            .max();
        marks[c] = match worst.filter(|_| first) {
            Some(Judgement::Blunder) => BLUNDER_MARK,
            Some(Judgement::Mistake) => MISTAKE_MARK,
            _ => ' ',
        };
    }
    let here = here.map(|p| column_of(p, width, n));
    if let Some(c) = here
        && c < width
        && marks[c] == ' '
    {
        marks[c] = HERE_MARK;
    }
    let (low, high) = range_of(span, total);
    Graph {
        rows,
        marks,
        here,
        low,
        high,
    }
}

/// How far from a draw the graph reaches, in doubled seeds (twice South's score minus
/// the total): the farthest value, at least 4 seeds either way, at most all of them.
fn span_of(values: &[u16], total: u16) -> u32 {
    values
        .iter()
        .map(|&v| (2 * i64::from(v) - i64::from(total)).unsigned_abs() as u32)
        .max()
        .unwrap_or(0)
        .clamp(8.min(u32::from(total).max(1)), u32::from(total).max(1))
}

/// The lowest and highest of South's scores the graph's height stands for.
fn range_of(span: u32, total: u16) -> (u16, u16) {
    let total = u32::from(total);
    (
        (total.saturating_sub(span) / 2) as u16,
        (total + span).div_ceil(2) as u16,
    )
}

impl Graph {
    /// The rows and the marks as lines of text.
    pub fn lines(&self) -> Vec<String> {
        self.rows
            .iter()
            .chain(std::iter::once(&self.marks))
            .map(|r| r.iter().collect())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended_at(south: &[u16], total: u16) -> Verdicts {
        use crate::analysis::judge::Position;
        use crate::analysis::verdict::Tally;
        Verdicts {
            positions: south
                .iter()
                .map(|&v| Position {
                    tally: Tally {
                        captured: [v, total - v],
                        in_play: 0,
                    },
                    south: 2 * i32::from(v) - i32::from(total),
                    proven: true,
                    best: None,
                })
                .collect(),
            actions: Vec::new(),
        }
    }

    #[test]
    fn the_scale_reaches_as_far_from_a_draw_as_the_game_went() {
        // 24, 30, 20 of 48: 6 seeds the farthest from a draw, so 18 to 30.
        let g = draw(&ended_at(&[24, 30, 20], 48), 2, 48, 3, 3, None, true);
        assert_eq!((g.low, g.high), (18, 30));
        assert_eq!(
            g.lines(),
            [
                " # ".to_string(),
                "---".to_string(),
                "  '".to_string(),
                "   ".to_string()
            ]
        );
        // Never less than 4 seeds either way, never more than all of them.
        let g = draw(&ended_at(&[24, 25], 48), 1, 48, 2, 3, None, false);
        assert_eq!((g.low, g.high), (20, 28));
        let g = draw(&ended_at(&[0, 48], 48), 1, 48, 2, 3, None, false);
        assert_eq!((g.low, g.high), (0, 48));
        assert_eq!(g.lines()[0], " █");
        assert_eq!(g.lines()[2], "█ ");
    }

    #[test]
    fn columns_share_the_positions_out() {
        // Fewer positions than columns: each gets two or three columns.
        let spans: Vec<_> = (0..10).map(|c| positions_of(c, 10, 4)).collect();
        assert_eq!(spans[0], 0..1);
        assert_eq!(spans[9], 3..4);
        // More: each column a run, all covered once.
        let mut covered = Vec::new();
        for c in 0..7 {
            covered.extend(positions_of(c, 7, 20));
        }
        assert_eq!(covered, (0..20).collect::<Vec<_>>());
        assert_eq!(column_of(19, 7, 20), 6);
        assert_eq!(column_of(0, 7, 20), 0);
    }
}
