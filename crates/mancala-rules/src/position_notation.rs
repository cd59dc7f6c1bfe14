//! The one-line position notation: a whole position of either game on one line, read
//! with `FromStr` and written with `Display`.
//!
//! ```text
//! hoyito-ii 6 | 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 | south
//! tsoro 6 bonus 2 heads 2 | 2 2 2 2 2 2 / 2 2 2 2 2 2 / 2 2 2 2 2 2 / 2 2 2 2 2 2 | 0 0 | south
//! ```
//!
//! Four sections separated by `|`:
//!
//! ```text
//! position = rules "|" rows "|" captured "|" turn
//! rules    = hoyito N | "tsoro" N "bonus" P "heads" heads ["extra-counters"]
//!            ["reentered-captures"]
//! hoyito   = "hoyito-i" | "hoyito-ii" | "hoyito-iii"
//! heads    = H | HOLE HOLE HOLE HOLE         counted from the right (0, 1, 2), or named
//! rows     = row ("/" row)*                  row 1 (South's outer row) first
//! row      = COUNT*                          from column a
//! captured = COUNT COUNT                     South's, then North's
//! turn     = player                          awaits the player's sow
//!          | player "picks" P                Tsoro: bonus picks owed
//!          | player "head" HOLE "from" HOLE "laps" L ["continued"] "start" row "/" row
//!                                            Tsoro: stop or continue at the head, in
//!                                            a move sown from the hole after L laps;
//!                                            the mover's rows as the move began
//!          | player "over" winner REASON     the game's end, after the player's turn
//! player   = "south" | "north"
//! winner   = "south" | "north" | "draw"
//! REASON   = "all-captured" | "no-legal-move" | "repetition"
//! ```
//!
//! Words and numbers are separated by spaces (any amount). A position is written the
//! same way every time, and reading it back gives the same position; reading checks it
//! as a [`Setup`] does, so an impossible position is refused with its
//! [`PositionError`].

use crate::error::PositionError;
use crate::notation::parse_hole;
use crate::position::{Awaited, HeadStop, Position, Setup};
use crate::types::{EndReason, GameKind, HoyitoForm, Outcome, Player, Rules};
use std::fmt;
use std::str::FromStr;

/// Why a line is not a position in the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionNotationError {
    /// Not four sections separated by `|`.
    Sections { got: usize },
    /// The first section is not a game with its sizes.
    Rules { text: String },
    /// A count that is not a number of seeds (0 to 255 in a hole, 0 to 65535 captured).
    Count { text: String },
    /// The captured section is not two counts.
    Captured { got: usize },
    /// The last section is not a player and what the position awaits.
    Turn { text: String },
    /// Well written, but the position cannot occur.
    Position(PositionError),
}

impl fmt::Display for PositionNotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionNotationError::Sections { got } => write!(
                f,
                "a position has four sections separated by | (rules, rows, captured, turn); got {got}"
            ),
            PositionNotationError::Rules { text } => write!(
                f,
                "\"{text}\" is not rules (expected hoyito-ii 6, or tsoro 8 bonus 2 heads 2)"
            ),
            PositionNotationError::Count { text } => {
                write!(f, "\"{text}\" is not a count of seeds")
            }
            PositionNotationError::Captured { got } => write!(
                f,
                "the captured section has two counts, South's then North's; got {got}"
            ),
            PositionNotationError::Turn { text } => write!(
                f,
                "\"{text}\" is not a turn (expected south or north, and what is awaited)"
            ),
            PositionNotationError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionNotationError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PositionNotationError::Position(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PositionError> for PositionNotationError {
    fn from(e: PositionError) -> PositionNotationError {
        PositionNotationError::Position(e)
    }
}

/// Writes the position in the notation.
///
/// ```
/// use mancala_rules::{Position, Rules};
///
/// let start = Position::new(Rules::hoyito(6))?;
/// assert_eq!(start.to_string(), "hoyito-ii 6 | 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 | south");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = self.rules();
        match rules.game {
            GameKind::HoyitoII => write!(f, "{} {}", rules.game_key(), rules.holes_per_row)?,
            GameKind::Tsoro => {
                write!(
                    f,
                    "tsoro {} bonus {} heads",
                    rules.holes_per_row, rules.bonus_picks
                )?;
                match rules.head_holes {
                    Some(holes) => holes.iter().try_for_each(|h| write!(f, " {h}"))?,
                    None => write!(f, " {}", rules.heads)?,
                }
                if rules.extra_counters {
                    f.write_str(" extra-counters")?;
                }
                if rules.reentered_captures {
                    f.write_str(" reentered-captures")?;
                }
            }
        }
        let setup = self.setup();
        write!(f, " | {} | ", Rows(&setup.rows))?;
        let [south, north] = setup.captured;
        write!(f, "{south} {north} | {}", setup.to_move.key())?;
        match setup.awaited {
            Awaited::Sow => Ok(()),
            Awaited::Bonus { picks_left } => write!(f, " picks {picks_left}"),
            Awaited::Head(stop) => {
                write!(
                    f,
                    " head {} from {} laps {}",
                    stop.head, stop.origin, stop.laps
                )?;
                if stop.continued {
                    f.write_str(" continued")?;
                }
                write!(f, " start {}", Rows(&stop.start))
            }
            Awaited::Over(outcome) => write!(
                f,
                " over {} {}",
                outcome.winner.map_or("draw", Player::key),
                outcome.reason.key()
            ),
        }
    }
}

/// Rows as the notation writes them: counts separated by spaces, rows by ` / `.
struct Rows<'a>(&'a [Vec<u8>]);

impl fmt::Display for Rows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.0.iter().enumerate() {
            if r > 0 {
                f.write_str(" /")?;
            }
            for (c, count) in row.iter().enumerate() {
                if r > 0 || c > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{count}")?;
            }
        }
        Ok(())
    }
}

/// Reads a position in the notation, checked as a [`Setup`] is.
///
/// ```
/// use mancala_rules::{Player, Position, PositionNotationError};
///
/// let position: Position = "hoyito-ii 4 | 0 0 1 0 / 2 0 0 1 | 12 16 | south".parse()?;
/// assert_eq!(position.to_move(), Some(Player::South));
/// assert_eq!(position.legal_actions(), vec!["c1".parse()?]);
///
/// let bad = "hoyito-ii 4 | 0 0 1 0 / 2 0 0 1 | 12 | south".parse::<Position>();
/// assert_eq!(bad, Err(PositionNotationError::Captured { got: 1 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl FromStr for Position {
    type Err = PositionNotationError;

    fn from_str(text: &str) -> Result<Position, PositionNotationError> {
        let sections: Vec<&str> = text.split('|').map(str::trim).collect();
        let &[rules, rows, captured, turn] = sections.as_slice() else {
            return Err(PositionNotationError::Sections {
                got: sections.len(),
            });
        };
        let rules = parse_rules(rules)?;
        let rows = parse_rows(rows)?;
        let captured: Vec<u16> = captured
            .split_whitespace()
            .map(count)
            .collect::<Result<_, _>>()?;
        let &[south, north] = captured.as_slice() else {
            return Err(PositionNotationError::Captured {
                got: captured.len(),
            });
        };
        let (to_move, awaited) = parse_turn(turn)?;
        let setup = Setup {
            rows,
            captured: [south, north],
            to_move,
            awaited,
            closed: Vec::new(),
            last_four: None,
        };
        Ok(setup.into_position(rules)?)
    }
}

/// A count of seeds, in a hole (`u8`) or captured (`u16`).
fn count<T: FromStr>(text: &str) -> Result<T, PositionNotationError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let parsed = if digits { text.parse().ok() } else { None };
    parsed.ok_or_else(|| PositionNotationError::Count {
        text: text.to_string(),
    })
}

fn parse_rules(text: &str) -> Result<Rules, PositionNotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let number = |word: &str| word.parse::<u8>().ok();
    let rules = match words.as_slice() {
        [game, n] => {
            HoyitoForm::from_key(game).and_then(|form| Some(Rules::hoyito_form(form, number(n)?)))
        }
        ["tsoro", n, "bonus", b, "heads", rest @ ..] => (|| {
            let mut rules = Rules::tsoro(number(n)?).with_bonus_picks(number(b)?);
            let mut rest = rest;
            match rest {
                [h, more @ ..] if number(h).is_some() => {
                    rules = rules.with_heads(number(h)?);
                    rest = more;
                }
                [a, b, c, d, more @ ..] => {
                    let hole = |w: &str| parse_hole(w).ok();
                    rules = rules.with_head_holes([hole(a)?, hole(b)?, hole(c)?, hole(d)?]);
                    rest = more;
                }
                _ => return None,
            }
            if let ["extra-counters", more @ ..] = rest {
                rules = rules.with_extra_counters(true);
                rest = more;
            }
            if let ["reentered-captures", more @ ..] = rest {
                rules = rules.with_reentered_captures(true);
                rest = more;
            }
            rest.is_empty().then_some(rules)
        })(),
        _ => None,
    };
    rules.ok_or_else(|| PositionNotationError::Rules {
        text: text.to_string(),
    })
}

fn parse_rows(text: &str) -> Result<Vec<Vec<u8>>, PositionNotationError> {
    text.split('/')
        .map(|row| row.split_whitespace().map(count).collect())
        .collect()
}

fn parse_turn(text: &str) -> Result<(Player, Awaited), PositionNotationError> {
    let wrong = || PositionNotationError::Turn {
        text: text.to_string(),
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (&player, rest) = words.split_first().ok_or_else(wrong)?;
    let player = player_of(player).ok_or_else(wrong)?;
    let awaited = match rest {
        [] => Awaited::Sow,
        ["picks", n] => Awaited::Bonus {
            picks_left: n.parse().map_err(|_| wrong())?,
        },
        ["over", winner, reason] => {
            let winner = match *winner {
                "draw" => None,
                name => Some(player_of(name).ok_or_else(wrong)?),
            };
            let reason = [
                EndReason::AllCaptured,
                EndReason::NoLegalMove,
                EndReason::Repetition,
            ]
            .into_iter()
            .find(|r| r.key() == *reason)
            .ok_or_else(wrong)?;
            Awaited::Over(Outcome { winner, reason })
        }
        ["head", head, "from", origin, "laps", laps, more @ ..] => {
            let (continued, more) = match more {
                ["continued", more @ ..] => (true, more),
                _ => (false, more),
            };
            let ["start", start @ ..] = more else {
                return Err(wrong());
            };
            let start = parse_rows(&start.join(" "))?;
            let [outer, inner] = <[Vec<u8>; 2]>::try_from(start).map_err(|_| wrong())?;
            Awaited::Head(HeadStop {
                head: parse_hole(head).map_err(|_| wrong())?,
                origin: parse_hole(origin).map_err(|_| wrong())?,
                start: [outer, inner],
                laps: laps.parse().map_err(|_| wrong())?,
                continued,
            })
        }
        _ => return Err(wrong()),
    };
    Ok((player, awaited))
}

fn player_of(word: &str) -> Option<Player> {
    [Player::South, Player::North]
        .into_iter()
        .find(|p| p.key() == word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::TestRng;
    use crate::{Awaiting, Game};

    /// Every position of `games` random games of `rules` reads back from its notation
    /// as itself, and is written the same way again. Counts the positions by what
    /// they await: a sow, a head choice, bonus picks, nothing (over).
    fn round_trip(rules: Rules, games: u64, seed: u64, seen: &mut [usize; 4]) {
        let mut rng = TestRng::new(seed);
        for _ in 0..games {
            let mut game = Game::new(rules).unwrap();
            loop {
                let position = *game.position();
                let text = position.to_string();
                let back: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(back, position, "{text}");
                assert_eq!(back.to_string(), text);
                let kind = match position.awaiting() {
                    Some(Awaiting::Sow) => 0,
                    Some(Awaiting::Head) => 1,
                    Some(Awaiting::Bonus) => 2,
                    None => 3,
                };
                seen[kind] += 1;
                let actions = position.legal_actions();
                if actions.is_empty() || game.actions_played() > 2_000 {
                    break;
                }
                game.apply(actions[rng.below(actions.len())]).unwrap();
            }
        }
    }

    /// Random games played: 10,000 with optimisations (`cargo test --release -p
    /// mancala-rules`), a twentieth of them in a debug build, where they would take
    /// minutes.
    const GAMES: u64 = if cfg!(debug_assertions) { 500 } else { 10_000 };

    #[test]
    fn every_position_of_ten_thousand_random_games_round_trips() {
        let mut seen = [0; 4];
        // Shares of the games, in hundredths: both games, their sizes and options.
        for (rules, share) in [
            (Rules::hoyito(6), 30),
            (Rules::hoyito(4), 10),
            (Rules::hoyito(12), 5),
            (Rules::tsoro(6), 20),
            (Rules::tsoro(8).with_bonus_picks(1).with_heads(1), 15),
            (Rules::tsoro(8).with_bonus_picks(3), 15),
            (Rules::tsoro(21).with_bonus_picks(0), 5),
        ] {
            round_trip(rules, GAMES * share / 100, 0x5E7_0000 + share, &mut seen);
        }
        // Head choices, bonus picks and ends all come up (a game cut at 2,000 actions
        // does not end).
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }
}
