//! The evaluation graph as text: South's expected final score over a game, a line
//! through every position judged, above the middle line (a draw) when South is
//! expected to win and below it when North is, and a row of marks under it for
//! mistakes and blunders. `mancala analyse` prints it, and the replay and the game-over
//! screen draw it (styling the column of the position shown).
//!
//! Pure: numbers in, characters out. Each cell holds a braille pattern of two columns
//! and four rows of dots, so a graph of 7 rows shows 28 levels and two positions a
//! cell; every position judged lights a dot at its value (a cell that stands for more
//! positions draws the span between their values), and the dots of neighbouring
//! columns are joined, so the line reads as one. A value off a draw by any amount is
//! drawn off the middle row. Under `--ascii` a cell with a dot is `*`.

use crate::analysis::judge::{Judgement, Verdicts};
use mancala_rules::Player;

/// The characters a graph is drawn with besides its dots.
#[derive(Clone, Copy, Debug)]
struct Glyphs {
    /// The middle line, where nothing is drawn across it.
    line: char,
    /// A cell with a dot, when there are no braille patterns.
    dot: Option<char>,
    blunder: char,
}

const BRAILLE: Glyphs = Glyphs {
    line: '─',
    dot: None,
    blunder: BLUNDER_MARK,
};

const ASCII: Glyphs = Glyphs {
    line: '-',
    dot: Some('*'),
    blunder: BLUNDER_MARK_ASCII,
};

/// The marks under a column holding a mistake or a blunder (`?` and `⁇`, as players
/// annotate them; `X` for a blunder under `--ascii`), and the position shown.
pub const MISTAKE_MARK: char = '?';
pub const BLUNDER_MARK: char = '⁇';
pub const BLUNDER_MARK_ASCII: char = 'X';
pub const HERE_MARK: char = '^';

/// The blunder's mark with or without Unicode.
pub fn blunder_mark(ascii: bool) -> char {
    if ascii {
        ASCII.blunder
    } else {
        BRAILLE.blunder
    }
}

/// The fewest rows a graph is drawn in: three each side of the middle line.
pub const MIN_ROWS: usize = 7;

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
/// marked, drawn from `side`'s side (up is `side` winning). Positions not yet searched
/// are left blank.
#[allow(clippy::too_many_arguments)]
pub fn draw(
    verdicts: &Verdicts,
    actions: usize,
    total: u16,
    width: usize,
    height: usize,
    here: Option<usize>,
    side: Player,
    ascii: bool,
) -> Graph {
    let g = if ascii { ASCII } else { BRAILLE };
    let height = if height.is_multiple_of(2) {
        height.saturating_sub(1)
    } else {
        height
    }
    .max(1);
    let n = actions + 1;
    let values: Vec<u16> = match side {
        Player::South => verdicts.south_scores(),
        Player::North => verdicts.south_scores().iter().map(|&v| total - v).collect(),
    };
    let span = span_of(&values, total);
    let dots = Dots::new(height, span, total);
    let mut cells = vec![vec![0u8; width]; height];
    let mut searched = vec![false; width];
    // The dot row the line last reached, to join the next column to it.
    let mut last: Option<(usize, usize)> = None;
    for d in 0..2 * width {
        let range = positions_of(d, 2 * width, n);
        let mut ys = range
            .clone()
            .filter_map(|p| values.get(p))
            .map(|&v| dots.y(v));
        let Some(first) = ys.next() else {
            last = None;
            continue;
        };
        let (mut lo, mut hi) = ys.fold(first, |(lo, hi), (l, h)| (lo.min(l), hi.max(h)));
        let end = dots.y(values[range.end.min(values.len()) - 1]);
        if let Some((l, h)) = last {
            (lo, hi) = (lo.min(h), hi.max(l));
        }
        for y in lo..=hi {
            let (row, bit) = dots.cell(y, d % 2);
            cells[row][d / 2] |= bit;
        }
        searched[d / 2] = true;
        last = Some(end);
    }
    let mid_row = (height - 1) / 2;
    let rows = cells
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .zip(&searched)
                .map(|(&bits, &seen)| match (bits, g.dot) {
                    (0, _) if r == mid_row && seen => g.line,
                    (0, _) => ' ',
                    (_, Some(dot)) => dot,
                    (bits, None) => char::from_u32(0x2800 + u32::from(bits)).expect("braille"),
                })
                .collect()
        })
        .collect();
    let mut marks = vec![' '; width];
    for (c, mark) in marks.iter_mut().enumerate() {
        let range = positions_of(c, width, n);
        // Action k leads to position k + 1: its mark goes where the graph shows it, in
        // the first of the columns a position takes.
        let first = c == 0 || positions_of(c - 1, width, n).start != range.start;
        let worst = range
            .filter_map(|p| p.checked_sub(1))
            .filter_map(|k| verdicts.actions.get(k))
            .filter_map(|j| j.judgement)
            .max();
        *mark = match worst.filter(|_| first) {
            Some(Judgement::Blunder) => g.blunder,
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

/// The rows of dots of a graph `height` cells high: dot row 0 is the bottom one. The
/// middle cell's four rows are a draw's; above them each dot row is a step of the
/// scale towards South winning by `span` (in doubled seeds), below them towards North.
struct Dots {
    /// Cells each side of the middle one.
    side: usize,
    span: i64,
    total: i64,
}

impl Dots {
    fn new(height: usize, span: u32, total: u16) -> Dots {
        Dots {
            side: (height - 1) / 2,
            span: i64::from(span.max(1)),
            total: i64::from(total),
        }
    }

    /// The dot rows (lowest, highest) of South's score `v`: a draw lights the middle
    /// cell's two central dots; any other value one dot, off the middle cell by at
    /// least one step, so a small lead never looks like a draw.
    fn y(&self, v: u16) -> (usize, usize) {
        let steps = 4 * self.side as i64;
        let margin = 2 * i64::from(v) - self.total;
        let level = (margin.abs() * steps + self.span - 1) / self.span;
        let level = level.min(steps) as usize;
        let middle = 4 * self.side;
        match margin.signum() {
            1 => (middle + 3 + level, middle + 3 + level),
            -1 => (middle - level, middle - level),
            _ => (middle + 1, middle + 2),
        }
    }

    /// The cell row (top first) and the braille bit of dot row `y` in dot column `x`
    /// (0 left, 1 right).
    fn cell(&self, y: usize, x: usize) -> (usize, u8) {
        let rows = 2 * self.side + 1;
        let row = rows - 1 - y / 4;
        let from_top = 3 - y % 4;
        const BITS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        (row, BITS[x][from_top])
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
                        counted: true,
                    },
                    south: 2 * i32::from(v) - i32::from(total),
                    proven: true,
                    best: None,
                })
                .collect(),
            actions: Vec::new(),
        }
    }

    /// Whether the dot at dot row `y` (0 = the bottom) of dot column `d` is lit.
    fn lit(g: &Graph, d: usize, y: usize) -> bool {
        let rows = g.rows.len();
        let (row, from_top) = (rows - 1 - y / 4, 3 - y % 4);
        const BITS: [[u32; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];
        let c = g.rows[row][d / 2] as u32;
        (0x2800..=0x28FF).contains(&c) && (c - 0x2800) & BITS[d % 2][from_top] != 0
    }

    #[test]
    fn the_scale_reaches_as_far_from_a_draw_as_the_game_went() {
        // 24, 30, 20 of 48: 6 seeds the farthest from a draw, so 18 to 30.
        let g = draw(
            &ended_at(&[24, 30, 20], 48),
            2,
            48,
            3,
            7,
            None,
            Player::South,
            true,
        );
        assert_eq!((g.low, g.high), (18, 30));
        // A draw on the middle line, 30 at the very top, 20 two thirds of the way down,
        // each joined to the one before.
        assert_eq!(
            g.lines(),
            [" **", " **", " **", "***", "  *", "  *", "   ", "   "].map(String::from)
        );
        // Never less than 4 seeds either way, never more than all of them.
        let g = draw(
            &ended_at(&[24, 25], 48),
            1,
            48,
            2,
            7,
            None,
            Player::South,
            false,
        );
        assert_eq!((g.low, g.high), (20, 28));
        let g = draw(
            &ended_at(&[0, 48], 48),
            1,
            48,
            2,
            7,
            None,
            Player::South,
            false,
        );
        assert_eq!((g.low, g.high), (0, 48));
        assert!(
            lit(&g, 0, 0) && lit(&g, 2, 27),
            "all North's, then all South's"
        );
    }

    #[test]
    fn a_lead_of_one_seed_is_drawn_off_the_middle_line() {
        // 25 of 48 on a scale that reaches 40: still a row above the draw's.
        let g = draw(
            &ended_at(&[24, 25, 44], 48),
            2,
            48,
            3,
            7,
            None,
            Player::South,
            false,
        );
        let middle = g.rows[3].clone();
        assert_eq!(
            middle[0], '⠶',
            "a draw lights the middle cell's central dots"
        );
        assert!(g.rows[2][1] != ' ', "{:?}", g.lines());
        assert!(!lit(&g, 3, 13) && !lit(&g, 3, 14), "{:?}", g.lines());
    }

    #[test]
    fn every_position_judged_lights_a_dot_at_its_value_however_many_there_are() {
        // A seeded walk of 301 positions in 20 columns of 7 rows: 15 a column.
        let mut state = 7u64;
        let mut v = 24i32;
        let south: Vec<u16> = (0..301)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                v = (v + (state >> 60) as i32 % 7 - 3).clamp(0, 48);
                v as u16
            })
            .collect();
        let g = draw(
            &ended_at(&south, 48),
            300,
            48,
            20,
            7,
            None,
            Player::South,
            false,
        );
        let dots = Dots::new(7, span_of(&south, 48), 48);
        for (p, &v) in south.iter().enumerate() {
            let d = (0..40)
                .find(|&d| positions_of(d, 40, 301).contains(&p))
                .unwrap();
            let (lo, hi) = dots.y(v);
            assert!(lit(&g, d, lo) && lit(&g, d, hi), "position {p} ({v}) unlit");
        }
        // Positions not judged yet are left blank.
        let half = ended_at(&south[..150], 48);
        let g = draw(&half, 300, 48, 20, 7, None, Player::South, false);
        assert!(g.rows.iter().all(|r| r[15..].iter().all(|&c| c == ' ')));
    }

    #[test]
    fn from_norths_side_the_graph_is_south_s_upside_down() {
        let south = draw(
            &ended_at(&[24, 30, 20, 41], 48),
            3,
            48,
            4,
            7,
            None,
            Player::South,
            true,
        );
        let north = draw(
            &ended_at(&[24, 30, 20, 41], 48),
            3,
            48,
            4,
            7,
            None,
            Player::North,
            true,
        );
        let mut flipped = south.rows.clone();
        flipped.reverse();
        assert_eq!(north.rows, flipped);
        assert_eq!(
            (north.low, north.high),
            (south.low, south.high),
            "the scale is symmetric"
        );
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
