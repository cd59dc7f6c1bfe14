//! Sentences for the log panel: what an action did, in words, from the engine's events.

use crate::words::position::{amount, side_name};
use mancala_rules::{CaptureKind, Event, GameKind, Hole, Player};

fn list(holes: &[(Hole, u8)]) -> String {
    holes
        .iter()
        .map(|(h, _)| h.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Actions of a line told in words, at most: the try's own turn and the reply's.
const WORDED_ACTIONS: usize = 8;

/// A line of actions from `game`, in words: the turn of its first action and the
/// opponent's turn after it, each action as the log tells it (the sowing, the casas
/// and the chain taken, the column and the picks), then the rest of the line as the
/// move list writes it. What a try leads to, on the mistakes screen and the puzzles'.
pub(crate) fn line_words(
    game: &mancala_rules::Game,
    line: &[mancala_rules::Action],
) -> Vec<String> {
    use crate::words::action::{shown, shown_line};
    use mancala_rules::Action;
    let kind = game.position().rules().game;
    let mut game = game.clone();
    let mut out = Vec::new();
    let mut last = game.position().current_player();
    let mut turns = 0;
    for (i, &action) in line.iter().enumerate() {
        let mover = game.position().current_player();
        if mover != last {
            turns += 1;
            last = mover;
        }
        if turns >= 2 || i >= WORDED_ACTIONS {
            let rest = &line[i..line.len().min(i + WORDED_ACTIONS)];
            out.push(crate::t!("retry-then", line = shown_line(rest)));
            break;
        }
        let Ok(events) = game.apply_reported(action) else {
            break;
        };
        let said = describe(kind, mover, action == Action::Continue, &events);
        if said.is_empty() {
            out.push(crate::t!(
                "retry-player-action",
                player = side_name(mover),
                action = shown(action)
            ));
        } else {
            out.extend(said);
        }
        if game.position().is_over() {
            break;
        }
    }
    out
}

/// Describe one action's events. `mover` is the player who chose it; `continued` is
/// true when the action was `continue` at a head (the sowing then starts there).
/// Counts are in the game's own word (seeds or stones), the sentences in the
/// language spoken.
pub fn describe(kind: GameKind, mover: Player, continued: bool, events: &[Event]) -> Vec<String> {
    describe_as(kind, mover, continued, events, true)
}

/// [`describe`], with a head reached asked about (`asked`: "continue or stop?", for a
/// person who answers) or only told (for the computer's turn, whose answer the next
/// sentence tells: a listener is not asked what the computer will do).
pub fn describe_as(
    kind: GameKind,
    mover: Player,
    continued: bool,
    events: &[Event],
    asked: bool,
) -> Vec<String> {
    let seeds = |n: u16| amount(kind, n);
    let mover_name = side_name(mover);
    let mut lines = Vec::new();
    let mut laps: u64 = 0;
    let mut origin: Option<Hole> = None;
    let mut sowing_open = false;
    for (i, event) in events.iter().enumerate() {
        let sowing = |laps: u64| sow_phrase(mover, continued, origin, laps);
        match event {
            Event::LapStarted { from, .. } => {
                if origin.is_none() {
                    origin = Some(*from);
                }
                laps += 1;
                sowing_open = true;
            }
            Event::LapsSkipped { laps: k, .. } => laps += k,
            Event::EndedInEmpty { hole } if sowing_open => {
                lines.push(crate::t!(
                    "log-ended-in",
                    sowing = sowing(laps),
                    hole = hole.to_string()
                ));
                sowing_open = false;
            }
            Event::HeadReached { hole, seeds: n } => {
                lines.push(crate::t!(
                    if asked {
                        "log-reached-head"
                    } else {
                        "log-reached-head-told"
                    },
                    sowing = sowing(laps),
                    hole = hole.to_string(),
                    amount = seeds(*n as u16)
                ));
                sowing_open = false;
            }
            Event::EndlessSowing { laps: k, at } => {
                lines.push(crate::t!(
                    "log-endless",
                    sowing = sowing(laps.min(*k)),
                    laps = *k,
                    hole = at.to_string()
                ));
                sowing_open = false;
            }
            Event::Stopped { hole } => lines.push(crate::t!(
                "log-stopped",
                player = mover_name.clone(),
                hole = hole.to_string()
            )),
            Event::Captured {
                by,
                kind,
                holes,
                seeds: n,
            } => {
                let extra = matches!(events.get(i + 1), Some(Event::ExtraTurn { .. }))
                    || matches!(events.get(i + 2), Some(Event::ExtraTurn { .. }));
                let by = side_name(*by);
                let amount = seeds(*n);
                let sentence = match kind {
                    CaptureKind::Casa => {
                        let (first, chain) = holes.split_first().expect("a casa has a hole");
                        let hole = first.0.to_string();
                        match (chain.is_empty(), extra) {
                            (true, false) => {
                                crate::t!("log-casa", player = by, hole = hole, amount = amount)
                            }
                            (true, true) => crate::t!(
                                "log-casa-again",
                                player = by,
                                hole = hole,
                                amount = amount
                            ),
                            (false, false) => crate::t!(
                                "log-casa-chain",
                                player = by,
                                hole = hole,
                                chain = list(chain),
                                amount = amount
                            ),
                            (false, true) => crate::t!(
                                "log-casa-chain-again",
                                player = by,
                                hole = hole,
                                chain = list(chain),
                                amount = amount
                            ),
                        }
                    }
                    CaptureKind::EnPassant => {
                        crate::t!(
                            "log-en-passant",
                            player = by,
                            holes = list(holes),
                            amount = amount
                        )
                    }
                    CaptureKind::LastFour => {
                        crate::t!("log-last-four", player = by, amount = amount)
                    }
                    CaptureKind::Column => {
                        let col = holes.first().map(|(h, _)| h.letter()).unwrap_or('?');
                        let bonus = events.iter().find_map(|e| match e {
                            Event::BonusOwed { picks } => Some(*picks),
                            _ => None,
                        });
                        match bonus {
                            Some(k) => crate::t!(
                                "log-column-picks",
                                player = by,
                                column = col.to_string(),
                                amount = amount,
                                count = k
                            ),
                            None => crate::t!(
                                "log-column",
                                player = by,
                                column = col.to_string(),
                                amount = amount
                            ),
                        }
                    }
                    CaptureKind::BonusPick => crate::t!(
                        "log-picked",
                        player = by,
                        holes = list(holes),
                        amount = amount
                    ),
                    CaptureKind::ForcedPick => crate::t!(
                        "log-forced-pick",
                        player = by,
                        holes = list(holes),
                        amount = amount
                    ),
                    CaptureKind::RowAtRepetition => {
                        crate::t!("log-row-at-repetition", player = by, amount = amount)
                    }
                };
                let mut s = if sowing_open {
                    sowing_open = false;
                    crate::t!("log-and", sowing = sowing(laps), capture = sentence)
                } else {
                    sentence
                };
                if let Some(c) = s.get(0..1) {
                    s = c.to_uppercase() + &s[1..];
                }
                lines.push(s);
            }
            Event::Reentered {
                by,
                holes,
                stones: n,
            } => {
                let col = holes.first().map(|(h, _)| h.letter()).unwrap_or('?');
                let sentence = crate::t!(
                    "log-reentered",
                    player = side_name(*by),
                    column = col.to_string(),
                    amount = seeds(*n)
                );
                let mut s = if sowing_open {
                    sowing_open = false;
                    crate::t!("log-and", sowing = sowing(laps), capture = sentence)
                } else {
                    sentence
                };
                if let Some(c) = s.get(0..1) {
                    s = c.to_uppercase() + &s[1..];
                }
                lines.push(s);
            }
            Event::Passed { player } => lines.push(crate::t!(
                "log-passed",
                player = side_name(*player),
                units = format!("{}s", crate::words::position::counted(kind))
            )),
            Event::BonusOwed { picks } => {
                if !events.iter().any(|e| {
                    matches!(
                        e,
                        Event::Captured {
                            kind: CaptureKind::Column,
                            ..
                        }
                    )
                }) {
                    lines.push(crate::t!(
                        "log-still-picks",
                        player = mover_name.clone(),
                        count = *picks
                    ));
                }
            }
            Event::GameOver { outcome } => {
                if outcome.reason == mancala_rules::EndReason::Repetition {
                    lines.push(crate::t!("log-repetition"));
                }
            }
            Event::SeedDropped { .. }
            | Event::LapEnded { .. }
            | Event::ExtraTurn { .. }
            | Event::TurnTo { .. } => {}
            Event::EndedInEmpty { .. } => {}
        }
    }
    lines
}

/// "South sowed c1: 5 laps", "North continued from the head: 1 lap".
fn sow_phrase(mover: Player, continued: bool, origin: Option<Hole>, laps: u64) -> String {
    let origin = origin.map_or_else(|| crate::t!("log-the-head"), |h| h.to_string());
    let id = if continued {
        "log-continued"
    } else {
        "log-sowed"
    };
    crate::words::i18n::message(
        id,
        &[
            ("player", side_name(mover).into()),
            ("origin", origin.into()),
            ("laps", laps.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Game, Rules};

    fn sentences(game: &mut Game, action: &str) -> Vec<String> {
        let mover = game.position().current_player();
        let events = game.apply_reported(action.parse().unwrap()).unwrap();
        describe(
            game.position().rules().game,
            mover,
            action == "continue",
            &events,
        )
    }

    #[test]
    fn a_relay_is_told_in_laps_and_where_it_ended() {
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        assert_eq!(
            sentences(&mut g, "c1"),
            ["South sowed c1: 5 laps, ended in e1."]
        );
    }

    #[test]
    fn a_casa_with_its_chain_and_the_extra_turn() {
        let rows = vec![vec![3, 3, 0, 4, 0, 8], vec![3, 3, 0, 0, 0, 0]];
        let mut g = Game::from_position(Rules::hoyito(6), &rows, Player::South, [0, 0]).unwrap();
        assert_eq!(
            sentences(&mut g, "f1"),
            [
                "South sowed f1: 1 lap, and South took the casa in b1 and the chain a1, a2, b2 (16 seeds) and plays again."
            ]
        );
    }

    #[test]
    fn a_column_capture_and_its_picks() {
        let rows = vec![
            vec![0, 0, 0, 3, 0, 0],
            vec![0; 6],
            vec![0, 0, 0, 0, 0, 2],
            vec![2; 6],
        ];
        let mut g = Game::from_position(Rules::tsoro(6), &rows, Player::South, [0, 0]).unwrap();
        let s = sentences(&mut g, "d1");
        assert_eq!(
            s,
            [
                "South sowed d1: 1 lap, ended in f2.",
                "South took column f (4 stones) and picks 2 bonus holes."
            ]
        );
        assert_eq!(
            sentences(&mut g, "xc4"),
            [
                "South picked c4 (2 stones).",
                "South still picks 1 bonus hole."
            ]
        );
    }

    #[test]
    fn the_sentences_in_spanish_with_their_plurals() {
        use crate::words::i18n::{Lang, speaking};
        let mut g = Game::new(Rules::hoyito(6)).unwrap();
        assert_eq!(
            speaking(Lang::Es, || sentences(&mut g, "c1")),
            ["El Sur sembró c1: 5 vueltas, terminó en e1."]
        );
        let rows = vec![vec![3, 3, 0, 4, 0, 8], vec![3, 3, 0, 0, 0, 0]];
        let mut g = Game::from_position(Rules::hoyito(6), &rows, Player::South, [0, 0]).unwrap();
        assert_eq!(
            speaking(Lang::Es, || sentences(&mut g, "f1")),
            [
                "El Sur sembró f1: 1 vuelta, y el Sur capturó la casa de b1 y la cadena a1, a2, b2 (16 semillas) y juega otra vez."
            ]
        );
        let rows = vec![
            vec![0, 0, 0, 3, 0, 0],
            vec![0; 6],
            vec![0, 0, 0, 0, 0, 2],
            vec![2; 6],
        ];
        let mut g = Game::from_position(Rules::tsoro(6), &rows, Player::South, [0, 0]).unwrap();
        assert_eq!(
            speaking(Lang::Es, || sentences(&mut g, "d1")),
            [
                "El Sur sembró d1: 1 vuelta, terminó en f2.",
                "El Sur capturó la columna f (4 piedras) y tiene 2 tomas extra."
            ]
        );
        assert_eq!(
            speaking(Lang::Es, || sentences(&mut g, "xc4")),
            [
                "El Sur tomó c4 (2 piedras).",
                "Al Sur todavía le queda 1 toma extra."
            ]
        );
        let rows = vec![vec![2, 0, 0, 0, 0, 0], vec![0; 6]];
        let mut g = Game::from_position(Rules::hoyito(6), &rows, Player::South, [0, 0]).unwrap();
        assert_eq!(
            speaking(Lang::Es, || sentences(&mut g, "a1")),
            [
                "El Sur sembró a1: 1 vuelta, terminó en c1.",
                "El Norte no tiene semillas y pasa."
            ]
        );
    }

    #[test]
    fn a_pass_is_told() {
        let rows = vec![vec![2, 0, 0, 0, 0, 0], vec![0; 6]];
        let mut g = Game::from_position(Rules::hoyito(6), &rows, Player::South, [0, 0]).unwrap();
        assert_eq!(
            sentences(&mut g, "a1"),
            [
                "South sowed a1: 1 lap, ended in c1.",
                "North has no seeds and passes."
            ]
        );
    }
}
