//! Match play in rounds (Hoyito I, II and III): a series of games on one board, where
//! what each player captured decides which of their holes are open in the next round.
//!
//! As the variants brief says (after StoneShark's MancalaGames encoding of Valdez 2023,
//! completed by the Wikimanqala text):
//!
//! 1. Round 1 is a normal game; South starts it, and the players alternate who starts
//!    each later round (a drawn round changes nothing else).
//! 2. When a round ends, each player's total is what they captured in it plus what
//!    they had set aside before it.
//! 3. Each fills holes of their own row from their own left (South from `a1`
//!    rightwards, North from the highest column of row 2 leftwards), 4 seeds a hole, as
//!    many as the total allows; the rest (fewer than 4, or more than the row holds) is
//!    set aside for them.
//! 4. A hole left unfilled is closed for the round: off the circuit (see
//!    [`Layout::with_closed`](crate::Layout::with_closed)); it opens again in a later
//!    round if its owner's total fills it.
//! 5. A round ends by the game's own end rules (the four-left rule counts the seeds in
//!    play), by repetition, as a game does.
//! 6. The match ends when, after a round, a player cannot fill a single hole (their
//!    total is under 4): the other wins it.
//!
//! Hoyito III: in rounds 1 and 2 the last four go to the player who captured the four
//! before them; from round 3 on, to the winner of the previous round, and after a drawn
//! round as in rounds 1 and 2.

use crate::error::{ActionError, RulesError};
use crate::event::Event;
use crate::game::Game;
use crate::position::{Position, validate_rules};
use crate::types::{Action, GameKind, Hole, HoyitoForm, Player, Rules};
use std::fmt;

/// Seeds that fill one hole at a round's start.
const SEEDS_A_HOLE: u16 = 4;

/// Why a match cannot be played with these rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// The rules themselves cannot be played.
    Rules(RulesError),
    /// Only Hoyito (I, II and III) is played in rounds; Tsoro is a single game.
    NotHoyito { game: GameKind },
    /// A match taken up in a round whose seeds (on the board, captured, set aside) do
    /// not add up to the game's, or in round 0.
    Seeds { total: u16, expected: u16 },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Rules(e) => e.fmt(f),
            MatchError::NotHoyito { game } => write!(
                f,
                "only Hoyito I, II and III are played as a match in rounds, not {}",
                game.title()
            ),
            MatchError::Seeds { total, expected } => write!(
                f,
                "a round of this match holds {total} seeds on the board, captured and set aside, not the game's {expected}"
            ),
        }
    }
}

impl std::error::Error for MatchError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MatchError::Rules(e) => Some(e),
            MatchError::NotHoyito { .. } | MatchError::Seeds { .. } => None,
        }
    }
}

impl From<RulesError> for MatchError {
    fn from(e: RulesError) -> MatchError {
        MatchError::Rules(e)
    }
}

/// One round of a match: its game, and the seeds each player had set aside before it.
#[derive(Clone, Debug)]
struct Round {
    game: Game,
    set_aside: [u16; 2],
}

/// How the totals after a round fill the next one: the holes each player fills, what
/// they set aside, or the match's winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundEnd {
    /// The match goes on: each player fills this many holes of their row (from their
    /// own left) and sets the rest aside.
    Next {
        /// South's and North's holes filled.
        filled: [u8; 2],
        /// South's and North's seeds set aside.
        set_aside: [u16; 2],
    },
    /// A player's total is under 4: the other player wins the match.
    Won { winner: Player },
}

/// What South and North hold after a round, their `totals`, makes of the next round on a
/// board of `n` holes a row.
///
/// ```
/// use mancala_rules::{Player, RoundEnd, round_end};
///
/// // 2x6: South's 30 fill six holes (24) and set 6 aside; North's 18 fill four, 2 aside.
/// assert_eq!(round_end(6, [30, 18]), RoundEnd::Next { filled: [6, 4], set_aside: [6, 2] });
/// // North's 3 cannot fill a hole: South wins the match.
/// assert_eq!(round_end(6, [45, 3]), RoundEnd::Won { winner: Player::South });
/// ```
pub fn round_end(n: u8, totals: [u16; 2]) -> RoundEnd {
    if let Some(p) = [Player::South, Player::North]
        .into_iter()
        .find(|p| totals[p.index()] < SEEDS_A_HOLE)
    {
        return RoundEnd::Won {
            winner: p.opponent(),
        };
    }
    let filled = totals.map(|t| (t / SEEDS_A_HOLE).min(n as u16) as u8);
    let set_aside = [0, 1].map(|p| totals[p] - SEEDS_A_HOLE * filled[p] as u16);
    RoundEnd::Next { filled, set_aside }
}

/// The holes left closed when South fills `filled[0]` holes from `a1` rightwards and
/// North `filled[1]` from the highest column of row 2 leftwards, on `n` holes a row; in
/// row order, then column order.
pub fn closed_after(n: u8, filled: [u8; 2]) -> Vec<Hole> {
    let south = (filled[0]..n).map(|c| Hole::new(c, 1));
    let north = (0..n - filled[1]).map(|c| Hole::new(c, 2));
    south.chain(north).collect()
}

/// A match of Hoyito I, II or III in rounds: every round's game from its start, the
/// seeds set aside before each, and once a player cannot fill a hole, the winner.
///
/// ```
/// use mancala_rules::{Match, Player, Rules};
///
/// let mut m = Match::new(Rules::hoyito(6))?;
/// assert_eq!((m.round(), m.game().position().to_move()), (1, Some(Player::South)));
/// m.apply("c1".parse()?)?;
/// assert_eq!(m.game().actions_played(), 1);
/// assert!(m.closed_holes().is_empty());
/// assert_eq!(m.set_aside(), [0, 0]);
/// assert_eq!(m.winner(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Match {
    rules: Rules,
    /// Every round from the first; never empty. The last is in play, or over when the
    /// match is.
    rounds: Vec<Round>,
    /// The number of the first round in `rounds`: 1, unless the match was taken up later.
    first_round: usize,
    winner: Option<Player>,
}

impl Match {
    /// A new match: round 1 is a normal game, South to move. Tsoro is refused.
    pub fn new(rules: Rules) -> Result<Match, MatchError> {
        let rules = validate_rules(&rules)?;
        if rules.game != GameKind::HoyitoII {
            return Err(MatchError::NotHoyito { game: rules.game });
        }
        let first = Game::new(rules)?;
        Ok(Match {
            rules,
            rounds: vec![Round {
                game: first,
                set_aside: [0, 0],
            }],
            first_round: 1,
            winner: None,
        })
    }

    /// A match taken up in round `round` (from 1) at `position`, a position of that
    /// round (its closed holes and, in Hoyito III, who takes the last four, as set up),
    /// with `set_aside` seeds set aside before it: for lessons, puzzles and tests. The
    /// rounds before it are not known, so [`Match::round_game`] has none of them.
    /// Refused: Tsoro, round 0, or seeds that do not add up to the game's (on the
    /// board, captured and set aside).
    ///
    /// ```
    /// use mancala_rules::{Match, MatchError, Player, Position, Rules};
    ///
    /// let closed = ["e1".parse()?, "f1".parse()?];
    /// let start = Position::round_start(Rules::hoyito(6), &closed, Player::North, None)?;
    /// let m = Match::at_round(2, [6, 2], start)?;
    /// assert_eq!((m.round(), m.totals()), (2, [6, 2]));
    /// assert_eq!(Match::at_round(2, [0, 0], start).unwrap_err(), MatchError::Seeds { total: 40, expected: 48 });
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn at_round(
        round: usize,
        set_aside: [u16; 2],
        position: Position,
    ) -> Result<Match, MatchError> {
        let rules = *position.rules();
        if rules.game != GameKind::HoyitoII {
            return Err(MatchError::NotHoyito { game: rules.game });
        }
        let captured = position.captured_both();
        let total =
            position.seeds_on_board() + captured[0] + captured[1] + set_aside[0] + set_aside[1];
        let expected = Position::starting_seeds(&rules);
        if total != expected || round == 0 {
            return Err(MatchError::Seeds { total, expected });
        }
        let mut taken_up = Match {
            rules,
            rounds: vec![Round {
                game: Game::from(position),
                set_aside,
            }],
            first_round: round,
            winner: None,
        };
        if position.is_over() {
            taken_up.end_round();
        }
        Ok(taken_up)
    }

    /// The rules every round plays.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The round in play (from 1), or the last one once the match is over.
    pub fn round(&self) -> usize {
        self.first_round + self.rounds.len() - 1
    }

    /// The game of the round in play (the last round's once the match is over).
    pub fn game(&self) -> &Game {
        &self.current().game
    }

    /// The game of round `round` (from 1), if it has been played or is in play.
    pub fn round_game(&self, round: usize) -> Option<&Game> {
        self.rounds
            .get(round.checked_sub(self.first_round)?)
            .map(|r| &r.game)
    }

    /// The holes closed in the round in play, in row then column order.
    pub fn closed_holes(&self) -> Vec<Hole> {
        self.game().start().layout().closed_holes()
    }

    /// South's and North's seeds set aside before the round in play (out of play, counted
    /// in their totals when it ends).
    pub fn set_aside(&self) -> [u16; 2] {
        self.current().set_aside
    }

    /// Who starts a round (from 1): South the first, then each player in turn.
    pub fn starter(round: usize) -> Player {
        if round % 2 == 1 {
            Player::South
        } else {
            Player::North
        }
    }

    /// The winner of the match, once a player cannot fill a hole.
    pub fn winner(&self) -> Option<Player> {
        self.winner
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    /// South's and North's totals now: captured in the round in play plus set aside.
    pub fn totals(&self) -> [u16; 2] {
        let round = self.current();
        let captured = round.game.position().captured_both();
        [0, 1].map(|p| captured[p] + round.set_aside[p])
    }

    /// Play an action in the round in play; when it ends the round, the next round
    /// begins (or the match ends). Refused actions change nothing.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        self.apply_reported(action).map(|_| ())
    }

    /// [`Match::apply`], returning what happened in the round it was played in.
    pub fn apply_reported(&mut self, action: Action) -> Result<Vec<Event>, ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let events = self.current_mut().game.apply_reported(action)?;
        if self.game().position().is_over() {
            self.end_round();
        }
        Ok(events)
    }

    /// Take back the last action played, across a round's end (the next round's start
    /// goes with it) and the match's end. False at the match's start.
    pub fn undo(&mut self) -> bool {
        if self.winner.take().is_some() {
            return self.current_mut().game.undo();
        }
        if self.current().game.actions_played() == 0 && self.rounds.len() > 1 {
            self.rounds.pop();
        }
        self.current_mut().game.undo()
    }

    fn current(&self) -> &Round {
        self.rounds.last().expect("a match has a round")
    }

    fn current_mut(&mut self) -> &mut Round {
        self.rounds.last_mut().expect("a match has a round")
    }

    /// The round in play is over: fill the next one from the totals, or end the match.
    fn end_round(&mut self) {
        let totals = self.totals();
        let (filled, set_aside) = match round_end(self.rules.holes_per_row, totals) {
            RoundEnd::Won { winner } => {
                self.winner = Some(winner);
                return;
            }
            RoundEnd::Next { filled, set_aside } => (filled, set_aside),
        };
        let next = self.round() + 1;
        let closed = closed_after(self.rules.holes_per_row, filled);
        // Hoyito III from round 3: the last four to the previous round's winner.
        let last_four = match self.rules.hoyito {
            HoyitoForm::III if next >= 3 => self.game().position().outcome().and_then(|o| o.winner),
            _ => None,
        };
        let start = Position::round_start(self.rules, &closed, Match::starter(next), last_four)
            .expect("every player fills at least one hole");
        self.rounds.push(Round {
            game: Game::from(start),
            set_aside,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::TestRng;

    /// Random matches of each form and size: after every action the seeds in play, the
    /// captured and the set-aside add up to the game's; closed holes hold nothing and
    /// are those the totals left unfilled; a player sets aside fewer than 4 unless
    /// their whole row is filled; the match ends, or reaches the round cap.
    #[test]
    fn random_matches_conserve_seeds_and_end_or_reach_the_cap() {
        const ROUND_CAP: usize = 400;
        let mut rng = TestRng::new(0x0003_A7C4_0039);
        let (mut ended, mut played, mut reopened) = (0, 0, 0);
        for form in [HoyitoForm::I, HoyitoForm::II, HoyitoForm::III] {
            for n in [4u8, 6] {
                for _ in 0..6 {
                    let rules = Rules::hoyito_form(form, n);
                    let all = Position::starting_seeds(&rules);
                    let mut m = Match::new(rules).unwrap();
                    let mut closed_before: Vec<Hole> = Vec::new();
                    while !m.is_over() && m.round() <= ROUND_CAP {
                        let round = m.round();
                        let p = *m.game().position();
                        let moves = p.legal_actions();
                        m.apply(moves[rng.below(moves.len())]).unwrap();
                        played += 1;
                        let now = m.game().position();
                        let set_aside = m.set_aside();
                        let captured = now.captured_both();
                        assert_eq!(
                            now.seeds_on_board()
                                + captured[0]
                                + captured[1]
                                + set_aside[0]
                                + set_aside[1],
                            all,
                            "{form:?} 2x{n}, round {}",
                            m.round()
                        );
                        if m.round() > round {
                            // A new round: its closed holes hold 0, the open ones 4.
                            let start = m.game().start();
                            let closed = m.closed_holes();
                            for row in 1..=2u8 {
                                for col in 0..n {
                                    let hole = Hole::new(col, row);
                                    let shut = closed.contains(&hole);
                                    assert_eq!(start.count(hole), (!shut).then_some(4));
                                    if closed_before.contains(&hole) && !shut {
                                        reopened += 1;
                                    }
                                }
                            }
                            for p in [Player::South, Player::North] {
                                let open = start.layout().own_range(p).len();
                                assert!(set_aside[p.index()] < 4 || open == n as usize);
                            }
                            assert_eq!(start.to_move(), Some(Match::starter(m.round())));
                            closed_before = closed;
                        }
                    }
                    if let Some(winner) = m.winner() {
                        ended += 1;
                        assert!(m.totals()[winner.opponent().index()] < 4);
                    }
                }
            }
        }
        assert!(
            ended > 0 && reopened > 0,
            "{ended} matches ended, {reopened} holes reopened, {played} actions"
        );
    }

    /// Undo takes a random match back to its start through every round's end, position
    /// by position.
    #[test]
    fn undo_goes_back_through_the_rounds_exactly() {
        let mut rng = TestRng::new(0x0000_D039);
        // The first random match (on 2x6) that plays past round 2.
        let (mut m, mut seen) = loop {
            let mut m = Match::new(Rules::hoyito(6)).unwrap();
            let mut seen = vec![(m.round(), *m.game().position())];
            while !m.is_over() && m.round() < 30 {
                let moves = m.game().position().legal_actions();
                m.apply(moves[rng.below(moves.len())]).unwrap();
                seen.push((m.round(), *m.game().position()));
            }
            if m.round() > 2 {
                break (m, seen);
            }
        };
        seen.pop();
        while let Some(before) = seen.pop() {
            assert!(m.undo());
            assert_eq!((m.round(), *m.game().position()), before);
        }
        assert!(!m.undo());
    }
}
