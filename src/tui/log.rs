//! Sentences for the log panel: what an action did, in words, from the engine's events.

use crate::position::amount;
use crate::rules::{CaptureKind, Event, GameKind, Hole, Player};

fn list(holes: &[(Hole, u8)]) -> String {
    holes
        .iter()
        .map(|(h, _)| h.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Describe one action's events. `mover` is the player who chose it; `continued` is
/// true when the action was `continue` at a head (the sowing then starts there).
/// Counts are in the game's own word (seeds or stones).
pub fn describe(kind: GameKind, mover: Player, continued: bool, events: &[Event]) -> Vec<String> {
    let seeds = |n: u16| amount(kind, n);
    let mut lines = Vec::new();
    let mut laps: u64 = 0;
    let mut origin: Option<Hole> = None;
    let mut sowing_open = false;
    for (i, event) in events.iter().enumerate() {
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
                lines.push(format!(
                    "{}, ended in {hole}.",
                    sow_phrase(mover, continued, origin, laps)
                ));
                sowing_open = false;
            }
            Event::HeadReached { hole, seeds: n } => {
                lines.push(format!(
                    "{}, reached the occupied head {hole} ({}): continue or stop?",
                    sow_phrase(mover, continued, origin, laps),
                    seeds(*n as u16)
                ));
                sowing_open = false;
            }
            Event::EndlessSowing { laps: k, at } => {
                lines.push(format!(
                    "{}: the relay came back to a lap it had already played after {k} laps, so the move ends at {at} with no capture (endless-sowing rule).",
                    sow_phrase(mover, continued, origin, laps.min(*k))
                ));
                sowing_open = false;
            }
            Event::Stopped { hole } => lines.push(format!("{mover} stopped at the head {hole}.")),
            Event::Captured {
                by,
                kind,
                holes,
                seeds: n,
            } => {
                let extra = matches!(events.get(i + 1), Some(Event::ExtraTurn { .. }))
                    || matches!(events.get(i + 2), Some(Event::ExtraTurn { .. }));
                let prefix = if sowing_open {
                    sowing_open = false;
                    format!("{}, and ", sow_phrase(mover, continued, origin, laps))
                } else {
                    String::new()
                };
                let sentence = match kind {
                    CaptureKind::Casa => {
                        let (first, chain) = holes.split_first().expect("a casa has a hole");
                        let chain_text = if chain.is_empty() {
                            String::new()
                        } else {
                            format!(" and the chain {}", list(chain))
                        };
                        format!(
                            "{by} took the casa in {}{chain_text} ({}){}",
                            first.0,
                            seeds(*n),
                            if extra { " and plays again." } else { "." }
                        )
                    }
                    CaptureKind::LastFour => format!(
                        "{by} also took the last {} and the game is over.",
                        seeds(*n)
                    ),
                    CaptureKind::Column => {
                        let col = holes.first().map(|(h, _)| h.letter()).unwrap_or('?');
                        let bonus = events.iter().find_map(|e| match e {
                            Event::BonusOwed { picks } => Some(*picks),
                            _ => None,
                        });
                        match bonus {
                            Some(k) => format!(
                                "{by} took column {col} ({}) and picks {k} bonus hole{}.",
                                seeds(*n),
                                if k == 1 { "" } else { "s" }
                            ),
                            None => format!("{by} took column {col} ({}).", seeds(*n)),
                        }
                    }
                    CaptureKind::BonusPick => {
                        format!("{by} picked {} ({}).", list(holes), seeds(*n))
                    }
                    CaptureKind::ForcedPick => format!(
                        "{by} also took {} ({}): no other hole could be picked.",
                        list(holes),
                        seeds(*n)
                    ),
                    CaptureKind::RowAtRepetition => {
                        format!("{by} takes the {} left in their own row.", seeds(*n))
                    }
                };
                let mut s = prefix + &sentence;
                if let Some(c) = s.get(0..1) {
                    s = c.to_uppercase() + &s[1..];
                }
                lines.push(s);
            }
            Event::Passed { player } => {
                lines.push(format!("{player} has no {}s and passes.", kind.counted()))
            }
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
                    lines.push(format!(
                        "{mover} still picks {picks} bonus hole{}.",
                        if *picks == 1 { "" } else { "s" }
                    ));
                }
            }
            Event::GameOver { outcome } => {
                if outcome.reason == crate::rules::EndReason::Repetition {
                    lines.push(
                        "The same position occurred for the third time: the game ends.".into(),
                    );
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

fn sow_phrase(mover: Player, continued: bool, origin: Option<Hole>, laps: u64) -> String {
    let origin = origin
        .map(|h| h.to_string())
        .unwrap_or_else(|| "the head".into());
    let verb = if continued { "continued from" } else { "sowed" };
    format!(
        "{mover} {verb} {origin}: {laps} lap{}",
        if laps == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};

    fn sentences(game: &mut Game, action: &str) -> Vec<String> {
        let mover = game.current_player();
        let events = game.apply_reported(action.parse().unwrap()).unwrap();
        describe(game.rules().game, mover, action == "continue", &events)
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
