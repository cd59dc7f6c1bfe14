//! Evaluations in words a player can read: the expected final score, from the
//! viewer's side, in the game's own units (seeds in Hoyito II, stones in Tsoro).
//!
//! The computer's score ([`crate::engine::ai::Analysis::score`]) is the margin it expects
//! between the two sides' captures at the end. Shown as it is, "+27 seeds for North",
//! it is hard to read, and an estimate may claim more than is left to win. Here a
//! margin becomes the two counts it stands for: what each side has captured, plus the
//! seeds still in play split so that the difference is the margin, never more than
//! all of them. Pure: no terminal, no search.

use crate::engine::ai::{forced, in_actions};
use crate::words::i18n::Arg;
use mancala_rules::{Game, GameKind, Player};
use serde::Serialize;

/// What a position holds: each side's captures (South's first) and the seeds still in
/// play (on the board), and whether captures leave the board at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    pub captured: [u16; 2],
    pub in_play: u16,
    /// Captures leave the board and are counted: false in Tsoro with re-entered
    /// captures, where they are sown back and the counts stay 0 to 0, so that an
    /// evaluation says only who is expected to win, never a count of captures.
    pub counted: bool,
}

impl Tally {
    pub fn of(game: &Game) -> Tally {
        Tally {
            captured: game.position().captured_both(),
            in_play: game.position().seeds_on_board(),
            counted: !game.position().rules().reentered_captures,
        }
    }

    /// All the seeds of the game.
    pub fn total(&self) -> u16 {
        self.captured[0] + self.captured[1] + self.in_play
    }
}

/// The final captures a margin stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Expected {
    pub south: u16,
    pub north: u16,
}

impl Expected {
    /// The final counts when South ends `margin` ahead (behind when negative): each
    /// side keeps what it has captured and the seeds in play are shared so that the
    /// difference is the margin, as near as whole seeds allow (rounded towards an even
    /// share) and never giving a side more than all of them. A forced result counts as
    /// all the seeds in play to the winner.
    pub fn of(tally: Tally, margin: i32) -> Expected {
        let [s, n] = tally.captured.map(i32::from);
        let p = i32::from(tally.in_play);
        let now = s - n;
        let mut f = margin.clamp(now - p, now + p);
        // The difference of two counts with a fixed sum has that sum's parity.
        if (f - now - p) % 2 != 0 {
            // Towards an even share; from 0, towards the side ahead now.
            f = match f {
                0 if now >= 0 => 1,
                0 => -1,
                _ => f - f.signum(),
            };
        }
        let south_share = (f - now + p) / 2;
        Expected {
            south: (s + south_share) as u16,
            north: (n + p - south_share) as u16,
        }
    }

    pub(crate) fn of_player(&self, player: Player) -> u16 {
        match player {
            Player::South => self.south,
            Player::North => self.north,
        }
    }
}

/// Who reads the words: the person playing `Player` ("you"); someone told about one
/// side, named (`mancala hint`: "South is expected to..."); or an onlooker (a replay,
/// `mancala analyse`), told who leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    You(Player),
    Side(Player),
    Onlooker,
}

/// The plural of what the game is played with: "seeds" or "stones".
pub fn units(kind: GameKind) -> String {
    format!("{}s", crate::words::position::counted(kind))
}

/// Who the words are about, for a viewer on one side: the person ("you") or the side
/// by its label; `None` for an onlooker.
fn subject(viewer: Viewer, labels: &[String; 2]) -> Option<(Player, Option<String>)> {
    match viewer {
        Viewer::You(p) => Some((p, None)),
        Viewer::Side(p) => Some((p, Some(labels[p.index()].clone()))),
        Viewer::Onlooker => None,
    }
}

/// A sentence about `who` (`None`: the person reading, "you"), which wins or loses:
/// the message `{prefix}-you-win`, `-you-lose`, `-win` or `-lose`.
fn about(prefix: &str, who: Option<String>, wins: bool, args: &[(&str, Arg)]) -> String {
    let result = if wins { "win" } else { "lose" };
    let mut all: Vec<(&str, Arg)> = args.to_vec();
    let id = match who {
        None => format!("{prefix}-you-{result}"),
        Some(who) => {
            all.push(("who", who.into()));
            format!("{prefix}-{result}")
        }
    };
    crate::words::i18n::message(&id, &all)
}

/// An evaluation in words, in the language spoken. `score_for_south`: the computer's
/// score from South's side (see [`crate::engine::ai::Analysis::score_for`]); `proven`: it is
/// the result with best play; `labels`: how South and North are named to an onlooker.
/// For example "you are expected to lose, about 12 seeds to 36", "North is expected to
/// win, about 31 seeds to 17", "South wins 30 seeds to 18 with best play", "you win
/// with best play (in 5 actions)"; "with best play" only when `proven`.
pub fn words(
    kind: GameKind,
    tally: Tally,
    score_for_south: i32,
    proven: bool,
    viewer: Viewer,
    labels: &[String; 2],
) -> String {
    let u = units(kind);
    let leader = if score_for_south >= 0 {
        Player::South
    } else {
        Player::North
    };
    if let Some(n) = forced(score_for_south) {
        let actions = in_actions(n);
        let args = [("actions", Arg::from(actions))];
        // "With best play" only where it is proven: a forced end a search found
        // without a proof (the repetition rule may change it) is expected.
        let prefix = if proven {
            "verdict-forced"
        } else {
            "verdict-found"
        };
        let said = match subject(viewer, labels) {
            Some((me, who)) => about(prefix, who, me == leader, &args),
            None => about(prefix, Some(labels[leader.index()].clone()), true, &args),
        };
        return said.trim_end().to_string();
    }
    if !tally.counted {
        return outcome_words(score_for_south, proven, viewer, labels);
    }
    let e = Expected::of(tally, score_for_south);
    let (leader, first, second) = if e.south >= e.north {
        (Player::South, e.south, e.north)
    } else {
        (Player::North, e.north, e.south)
    };
    if first == second {
        return if proven {
            crate::t!("verdict-draw-proven", first = first, units = u)
        } else {
            crate::t!("verdict-even", first = first, units = u)
        };
    }
    let prefix = if proven {
        "verdict-proven"
    } else {
        "verdict-expected"
    };
    let (who, wins, mine, theirs) = match subject(viewer, labels) {
        Some((me, who)) => (
            who,
            me == leader,
            e.of_player(me),
            e.of_player(me.opponent()),
        ),
        None => (Some(labels[leader.index()].clone()), true, first, second),
    };
    about(
        prefix,
        who,
        wins,
        &[
            ("mine", mine.into()),
            ("theirs", theirs.into()),
            ("units", u.into()),
        ],
    )
}

/// An evaluation that names no count, where captures are sown back and none is ever
/// counted (Tsoro with re-entered captures): who is expected to win, or "about even";
/// "with best play" only when `proven`.
fn outcome_words(
    score_for_south: i32,
    proven: bool,
    viewer: Viewer,
    labels: &[String; 2],
) -> String {
    if score_for_south == 0 {
        return if proven {
            crate::t!("verdict-outcome-draw-proven")
        } else {
            crate::t!("verdict-outcome-even")
        };
    }
    let leader = if score_for_south > 0 {
        Player::South
    } else {
        Player::North
    };
    let prefix = if proven {
        "verdict-outcome-proven"
    } else {
        "verdict-outcome-expected"
    };
    match subject(viewer, labels) {
        Some((me, who)) => about(prefix, who, me == leader, &[]),
        None => about(prefix, Some(labels[leader.index()].clone()), true, &[]),
    }
}

/// Who the expected final score `e` says is expected to win, for an onlooker, where
/// nothing is captured (Tsoro with re-entered captures): "South is expected to win",
/// "about even: neither side is expected to win".
pub fn expected_outcome(e: Expected, labels: &[String; 2]) -> String {
    let lead = i32::from(e.south) - i32::from(e.north);
    outcome_words(lead, false, Viewer::Onlooker, labels)
}

/// An evaluation in a few characters, South's count first: `30-18`, `30-18*` (proven),
/// `S wins*` (a forced Tsoro win).
pub fn short(tally: Tally, score_for_south: i32, proven: bool) -> String {
    let mark = if proven { "*" } else { "" };
    match forced(score_for_south) {
        // (A win the exact solver proves has no length: n is 0, the sign is the score's.)
        Some(_) if score_for_south > 0 => {
            format!("{}{mark}", crate::t!("verdict-short-south-wins"))
        }
        Some(_) => format!("{}{mark}", crate::t!("verdict-short-north-wins")),
        // Nothing is ever captured: who leads, not a count.
        None if !tally.counted => {
            let leader = match score_for_south.signum() {
                1 => crate::t!("verdict-short-south-ahead"),
                -1 => crate::t!("verdict-short-north-ahead"),
                _ => crate::t!("verdict-short-even"),
            };
            format!("{leader}{mark}")
        }
        None => {
            let e = Expected::of(tally, score_for_south);
            format!("{}-{}{mark}", e.south, e.north)
        }
    }
}

/// What an action cost its player: "South's expected score fell from 30 to 22 seeds".
/// `name`: the player as the text names them.
pub fn fell(kind: GameKind, name: &str, from: u16, to: u16) -> String {
    crate::t!(
        "verdict-fell",
        name = crate::words::position::of_whom(name),
        from = from,
        to = to,
        units = units(kind)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(s: u16, n: u16, p: u16) -> Tally {
        Tally {
            captured: [s, n],
            in_play: p,
            counted: true,
        }
    }

    #[test]
    fn a_margin_shares_the_seeds_in_play() {
        // 48 in play, none captured: +12 for South is 30 to 18.
        assert_eq!(
            Expected::of(tally(0, 0, 48), 12),
            Expected {
                south: 30,
                north: 18
            }
        );
        // An odd margin on an even total rounds towards an even share.
        assert_eq!(
            Expected::of(tally(0, 0, 48), -27),
            Expected {
                south: 11,
                north: 37
            }
        );
        // +39 with 10 in play and 20 to 18 captured: South can take no more than 10.
        assert_eq!(
            Expected::of(tally(20, 18, 10), 39),
            Expected {
                south: 30,
                north: 18
            }
        );
    }

    #[test]
    fn the_words_in_spanish_for_each_viewer() {
        use crate::words::i18n::{Lang, speaking};
        let labels = [
            "Sur".to_string(),
            "Norte (computadora, difícil)".to_string(),
        ];
        let t = tally(0, 0, 48);
        let es = speaking(Lang::Es, || {
            [
                words(
                    GameKind::HoyitoII,
                    t,
                    12,
                    false,
                    Viewer::You(Player::North),
                    &labels,
                ),
                words(
                    GameKind::HoyitoII,
                    t,
                    12,
                    true,
                    Viewer::Side(Player::South),
                    &labels,
                ),
                words(GameKind::Tsoro, t, -12, false, Viewer::Onlooker, &labels),
                words(GameKind::HoyitoII, t, 0, true, Viewer::Onlooker, &labels),
                fell(GameKind::Tsoro, "Sur", 30, 22),
            ]
        });
        assert_eq!(
            es,
            [
                "se espera que pierdas, más o menos 18 semillas a 30",
                "Sur gana 30 semillas a 18 con el mejor juego",
                "se espera que Norte (computadora, difícil) gane, más o menos 30 piedras a 18",
                "empate con el mejor juego, 24 semillas cada uno",
                "la puntuación esperada del Sur bajó de 30 a 22 piedras",
            ]
        );
        let en = ["South".to_string(), "North".to_string()];
        assert_eq!(
            words(
                GameKind::HoyitoII,
                t,
                12,
                false,
                Viewer::You(Player::North),
                &en
            ),
            "you are expected to lose, about 18 seeds to 30"
        );
    }

    /// Tsoro with re-entered captures: nothing is ever captured, so the words say who is
    /// expected to win and no count of captures (which stay 0 to 0).
    #[test]
    fn where_captures_are_sown_back_the_words_name_no_count() {
        use crate::words::i18n::{Lang, speaking};
        let sown_back = Tally {
            counted: false,
            ..tally(0, 0, 24)
        };
        let labels = ["South".to_string(), "North".to_string()];
        let sown = |score, proven, viewer| {
            words(GameKind::Tsoro, sown_back, score, proven, viewer, &labels)
        };
        let said = |lang| {
            speaking(lang, || {
                [
                    sown(3, false, Viewer::You(Player::North)),
                    sown(-3, false, Viewer::Side(Player::North)),
                    sown(2, false, Viewer::Onlooker),
                    sown(0, false, Viewer::Onlooker),
                    sown(0, true, Viewer::You(Player::South)),
                    short(sown_back, 3, false),
                    short(sown_back, 0, false),
                ]
            })
        };
        assert_eq!(
            said(Lang::En),
            [
                "you are expected to lose",
                "North is expected to win",
                "South is expected to win",
                "about even: neither side is expected to win",
                "a draw with best play",
                "S ahead",
                "even",
            ]
        );
        assert_eq!(
            said(Lang::Es),
            [
                "se espera que pierdas",
                "se espera que North gane",
                "se espera que South gane",
                "más o menos parejo: no se espera que gane ninguno",
                "empate con el mejor juego",
                "S delante",
                "parejo",
            ]
        );
        for words in said(Lang::En).iter().chain(&said(Lang::Es)) {
            assert!(!words.contains("12"), "{words}");
        }
        assert_eq!(
            expected_outcome(
                Expected {
                    south: 11,
                    north: 13
                },
                &labels
            ),
            "North is expected to win"
        );
        let rules = mancala_rules::Rules::tsoro(6)
            .with_heads(0)
            .with_bonus_picks(0)
            .with_reentered_captures(true);
        for words in [
            crate::analysis::judge::rule_short_for(&rules),
            crate::analysis::judge::tolerance_words_for(&rules),
        ] {
            assert!(
                words.contains("no count is weighed") && !words.contains("stones of"),
                "{words}"
            );
        }
        // A forced end is said as before: no count either.
        assert_eq!(
            words(
                GameKind::Tsoro,
                sown_back,
                crate::engine::ai::eval::WIN - 5,
                true,
                Viewer::Onlooker,
                &labels
            ),
            words(
                GameKind::Tsoro,
                tally(0, 0, 24),
                crate::engine::ai::eval::WIN - 5,
                true,
                Viewer::Onlooker,
                &labels
            )
        );
    }
}
