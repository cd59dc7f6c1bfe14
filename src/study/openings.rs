//! The opening books built into the program (`assets/openings/`): starts of Hoyito II
//! that a deep search judges within a few seeds of even, for a balanced game against
//! the computer and for the match runner. Made by `examples/openings.rs`.
//!
//! A book is text: each line the actions from the usual start (record notation,
//! separated by spaces), then `#` and the search's score; lines of `#` alone are
//! comments. No randomness here: which line to play is the caller's choice (the
//! screens and the command line draw it), and the rules engine only ever sees the
//! position that line leads to.

use crate::store::record::{OpeningSource, StartPosition};
use mancala_rules::{Action, Game, GameKind, Rules};

/// A book: its name (the file's, without `.txt`), the rules it is for, its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Book {
    pub name: &'static str,
    pub rules: Rules,
    pub text: &'static str,
}

/// The books built in, in the order a balanced start draws from them.
pub fn books() -> [Book; 3] {
    [
        Book {
            name: "hoyito-2x6",
            rules: Rules::hoyito(6),
            text: include_str!("../../assets/openings/hoyito-2x6.txt"),
        },
        Book {
            name: "hoyito-2x12",
            rules: Rules::hoyito(12),
            text: include_str!("../../assets/openings/hoyito-2x12.txt"),
        },
        Book {
            name: "hoyito-2x12-b",
            rules: Rules::hoyito(12),
            text: include_str!("../../assets/openings/hoyito-2x12-b.txt"),
        },
    ]
}

/// The book called `name`, if one is built in.
pub fn book(name: &str) -> Option<Book> {
    books().into_iter().find(|b| b.name == name)
}

/// The books for these rules (none for Tsoro, nor for Hoyito II sizes but 2x6 and 2x12).
pub fn books_for(rules: &Rules) -> Vec<Book> {
    books().into_iter().filter(|b| b.rules == *rules).collect()
}

/// Why a balanced start cannot be had for these rules, in a sentence's words; `None`
/// when a book exists.
pub(crate) fn no_book_reason(rules: &Rules) -> Option<String> {
    if !books_for(rules).is_empty() {
        return None;
    }
    let sizes: Vec<String> = books()
        .iter()
        .map(|b| format!("2x{}", b.rules.holes_per_row))
        .fold(Vec::new(), |mut v, s| {
            if !v.contains(&s) {
                v.push(s);
            }
            v
        });
    Some(match rules.game {
        GameKind::Tsoro => crate::t!("openings-none-for-tsoro"),
        GameKind::HoyitoII => crate::t!(
            "openings-hoyito-sizes-only",
            sizes = sizes.join(&crate::t!("openings-and"))
        ),
    })
}

/// Against the computer, the line that says once why South starts behind, for the
/// rules where it is true: the program's searches rate the usual start of Hoyito II
/// 2x6 and 2x12 27 to 32 seeds better for North (`mancala hint` on a record with no
/// actions: +28 on 2x6 at 200,000 positions, +27 on 2x12 at a million), while at
/// 200,000 positions 2x4, 2x8 and 2x10 favour South, who moves first.
/// `command_line`: the game was started by typed commands (`play --plain`), where the
/// way to choose otherwise is the command line's, not the New game form's.
pub(crate) fn south_behind_note(
    rules: &Rules,
    command_line: bool,
    in_match: bool,
) -> Option<String> {
    // Measured for Hoyito II only: Hoyito I and III are other games.
    let hoyito_ii =
        rules.game == GameKind::HoyitoII && rules.hoyito == mancala_rules::HoyitoForm::II;
    (hoyito_ii && matches!(rules.holes_per_row, 6 | 12)).then(|| {
        // A match starts the usual way: no balanced start is offered for it.
        let how = match (command_line, in_match) {
            (true, false) => crate::t!("openings-how-command-line"),
            (false, false) => crate::t!("openings-how-form"),
            (true, true) => crate::t!("openings-how-command-line-match"),
            (false, true) => crate::t!("openings-how-form-match"),
        };
        crate::t!(
            "openings-south-behind",
            holes = rules.holes_per_row,
            how = how
        )
    })
}

/// One start of a book: where it is (its line in the book's file, from 1) and its actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub book: String,
    pub line: usize,
    pub actions: Vec<Action>,
}

impl Book {
    /// The starts, in order: each with its line number in the file.
    pub fn lines(&self) -> Result<Vec<Line>, String> {
        parse_lines(self.name, self.text)
    }
}

/// The starts in a book's text (`name` for messages): the actions of each line that
/// holds any, with its line number.
pub fn parse_lines(name: &str, text: &str) -> Result<Vec<Line>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let actions = line.split('#').next().unwrap_or_default().trim();
        if actions.is_empty() {
            continue;
        }
        let actions = actions
            .split_whitespace()
            .map(|a| a.parse::<Action>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("{name}:{}: {e}", n + 1))?;
        out.push(Line {
            book: name.to_string(),
            line: n + 1,
            actions,
        });
    }
    Ok(out)
}

/// A balanced start drawn: the position to begin from and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub start: StartPosition,
    pub source: OpeningSource,
}

impl Drawn {
    /// Begin `record` here: its `start` is the position, its `opening` the source.
    pub fn put_in(self, record: &mut crate::store::record::Record) {
        record.start = Some(self.start);
        record.opening = Some(self.source);
    }
}

/// The position a book line leads to, from the usual start of `rules`.
pub fn position_after(rules: Rules, actions: &[Action]) -> Result<StartPosition, String> {
    let mut game = Game::new(rules).map_err(|e| e.to_string())?;
    for &a in actions {
        game.apply(a)
            .map_err(|e| crate::words::rule_words::refused(a, &e))?;
    }
    if game.position().is_over() {
        return Err(crate::t!("openings-line-over"));
    }
    Ok(StartPosition {
        board: game.position().rows(),
        to_move: game.position().current_player(),
        captured: game.position().captured_both(),
    })
}

/// The `pick`-th start of all the books for `rules` (counted round: any number picks
/// one), or why there is none. The caller chooses `pick` (from the clock, say).
pub fn draw(rules: Rules, pick: u64) -> Result<Drawn, String> {
    draw_where(rules, pick, None)
}

/// A balanced start for `record`'s game, as [`draw`] gives one, except that a person
/// playing the computer gets a start where the person moves first: the first position
/// they see is the balanced one itself, not the computer's answer to it (which at the
/// weaker levels can throw the balance either way).
pub fn draw_for(record: &crate::store::record::Record, pick: u64) -> Result<Drawn, String> {
    let person = match record.computers {
        [None, Some(_)] => Some(mancala_rules::Player::South),
        [Some(_), None] => Some(mancala_rules::Player::North),
        _ => None,
    };
    draw_where(record.rules, pick, person)
}

/// The `pick`-th start of the books' lines that leave `first` to move (all the lines
/// when no line does, or no player is given).
fn draw_where(
    rules: Rules,
    pick: u64,
    first: Option<mancala_rules::Player>,
) -> Result<Drawn, String> {
    if let Some(why) = no_book_reason(&rules) {
        return Err(why);
    }
    let mut all = Vec::new();
    for b in books_for(&rules) {
        all.extend(b.lines()?);
    }
    if let Some(first) = first {
        let theirs: Vec<Line> = all
            .iter()
            .filter(|l| position_after(rules, &l.actions).is_ok_and(|p| p.to_move == first))
            .cloned()
            .collect();
        if !theirs.is_empty() {
            all = theirs;
        }
    }
    let line = &all[(pick % all.len() as u64) as usize];
    let start = position_after(rules, &line.actions)
        .map_err(|e| format!("{}:{}: {e}", line.book, line.line))?;
    Ok(Drawn {
        start,
        source: OpeningSource {
            book: line.book.clone(),
            line: line.line,
        },
    })
}

/// A number to draw a start with, from the clock (the draw's only randomness).
pub(crate) fn clock_pick() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Spread the low bits (splitmix64's finaliser), so starts a second apart differ.
    let x = (nanos ^ (nanos >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Whether a new game starts balanced when nobody said how it starts: when a person
/// plays South against the computer in a game whose usual start leaves South behind
/// (Hoyito II 2x6 and 2x12, see [`south_behind_note`]), so a newcomer's first game is
/// not lost on the first move. The form's Opening, `mancala play` without `--opening`
/// and plain mode's `play computer` all ask this.
pub(crate) fn balanced_by_default(
    rules: &Rules,
    computers: [Option<crate::store::level::Level>; 2],
) -> bool {
    matches!(computers, [None, Some(_)])
        && south_behind_note(rules, false, false).is_some()
        && no_book_reason(rules).is_none()
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_person_against_the_computer_moves_first_from_the_drawn_start() {
        use crate::engine::ai::Level;
        use crate::store::record::Record;
        use mancala_rules::Player;
        for holes in [6, 12] {
            for (computers, person) in [
                ([None, Some(Level::Medium)], Player::South),
                ([Some(Level::Medium), None], Player::North),
            ] {
                let mut record = Record::new(Rules::hoyito(holes), ["A".into(), "B".into()]);
                record.computers = computers;
                for pick in 0..40 {
                    let drawn = draw_for(&record, pick).unwrap();
                    assert_eq!(drawn.start.to_move, person, "2x{holes}, pick {pick}");
                }
            }
        }
    }

    use super::*;

    /// A book line's fault is said in the language spoken (issue 38: it was English).
    #[test]
    fn a_refused_line_is_said_in_the_language_spoken() {
        use crate::words::i18n::{Lang, speaking};
        let a2: Action = "a2".parse().unwrap();
        let en = position_after(Rules::hoyito(6), &[a2]).unwrap_err();
        let es = speaking(Lang::Es, || {
            position_after(Rules::hoyito(6), &[a2]).unwrap_err()
        });
        assert!(en.contains("a2") && es.contains("a2"), "{en} / {es}");
        assert_ne!(en, es);
        assert_eq!(
            speaking(Lang::Es, || crate::t!("openings-line-over")),
            "la partida está terminada allí"
        );
    }

    #[test]
    fn books_exist_for_2x6_and_2x12_only() {
        assert_eq!(books_for(&Rules::hoyito(6)).len(), 1);
        assert_eq!(books_for(&Rules::hoyito(12)).len(), 2);
        assert_eq!(
            no_book_reason(&Rules::tsoro(21)).as_deref(),
            Some("Tsoro has no book of balanced starts")
        );
        assert_eq!(
            no_book_reason(&Rules::hoyito(8)).as_deref(),
            Some("balanced starts exist for Hoyito II 2x6 and 2x12 only")
        );
        assert!(draw(Rules::tsoro(21), 0).is_err());
    }

    #[test]
    fn a_draw_is_the_position_its_line_leads_to() {
        // hoyito-2x6.txt line 4: "a1 e2 b2 c2", the first start of the book.
        let drawn = draw(Rules::hoyito(6), 0).unwrap();
        assert_eq!(
            drawn.source,
            OpeningSource {
                book: "hoyito-2x6".into(),
                line: 4
            }
        );
        let mut game = Game::new(Rules::hoyito(6)).unwrap();
        for a in ["a1", "e2", "b2", "c2"] {
            game.apply(a.parse().unwrap()).unwrap();
        }
        assert_eq!(drawn.start.board, game.position().rows());
        assert_eq!(drawn.start.to_move, game.position().current_player());
        // 100 starts: pick 100 is the first again, pick 1 the second (line 5).
        assert_eq!(draw(Rules::hoyito(6), 100).unwrap(), drawn);
        assert_eq!(draw(Rules::hoyito(6), 1).unwrap().source.line, 5);
        // 2x12 draws from both books: pick 100 is the second book's first start.
        let second = draw(Rules::hoyito(12), 100).unwrap();
        assert_eq!(second.source.book, "hoyito-2x12-b");
        assert_eq!(second.source.line, 4);
    }
}
