//! A match in rounds in words: a round's end (its result, each player's total, the holes
//! it fills and the seeds set aside, the holes closed next), a round's start, and the
//! match's end. The engine decides all of it ([`Match`]); this only says it.

use crate::words::position::{amount, over_sentence, player_label, who};
use mancala_rules::{Game, GameKind, Hole, Match, Player, RoundEnd, round_end};

/// The holes, by name, in row then column order: "e1, f1, l2".
fn hole_list(holes: &[Hole]) -> String {
    holes
        .iter()
        .map(Hole::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Seeds, counted in the game's words.
fn seeds(n: u16) -> String {
    amount(GameKind::HoyitoII, n)
}

/// The sentences of a round's end: `ended` is the round's game, over, and `before` the
/// match at its start (its round number and the seeds set aside before it); `after` the
/// match once it ended (the next round at its start, or the match over). The next
/// round's start is said when it begins ([`round_begins`]).
pub fn round_over(before: &Match, ended: &Game, after: &Match, names: &[String; 2]) -> Vec<String> {
    let round = before.round();
    let result =
        over_sentence(ended, names, "round-over-win", "round-over-draw").unwrap_or_default();
    let mut said = vec![crate::t!("round-over", round = round, result = result)];
    let captured = ended.position().captured_both();
    let aside = before.set_aside();
    let totals = [0, 1].map(|p| captured[p] + aside[p]);
    let holes = before.rules().holes_per_row;
    match round_end(holes, totals) {
        RoundEnd::Won { .. } => said.push(match_over(after, totals, names)),
        RoundEnd::Next { filled, set_aside } => {
            for p in [Player::South, Player::North] {
                let i = p.index();
                said.push(crate::t!(
                    "round-fills",
                    player = player_label(names, p),
                    total = seeds(totals[i]),
                    holes = filled[i],
                    aside = set_aside[i]
                ));
            }
        }
    }
    said
}

/// The match's end: who won, after how many rounds, and why (the loser's total fills
/// no hole).
fn match_over(after: &Match, totals: [u16; 2], names: &[String; 2]) -> String {
    let winner = after.winner().unwrap_or(Player::South);
    let loser = winner.opponent();
    crate::t!(
        "match-over",
        winner = who(&player_label(names, winner)),
        rounds = after.round(),
        loser = player_label(names, loser),
        total = seeds(totals[loser.index()])
    )
}

/// A round's start: its number, who starts, the holes closed and the seeds set aside.
pub fn round_begins(played: &Match, names: &[String; 2]) -> String {
    let closed = played.closed_holes();
    let closed = if closed.is_empty() {
        crate::t!("round-none-closed")
    } else {
        crate::t!("round-closed", holes = hole_list(&closed))
    };
    let [south, north] = played.set_aside();
    let aside = if south + north == 0 {
        String::new()
    } else {
        format!(
            " {}",
            crate::t!(
                "round-set-aside",
                south = player_label(names, Player::South),
                south_seeds = seeds(south),
                north = player_label(names, Player::North),
                north_seeds = seeds(north)
            )
        )
    };
    crate::t!(
        "round-begins",
        round = played.round(),
        starter = player_label(names, Match::starter(played.round())),
        closed = closed,
        aside = aside
    )
}

/// The title's few words for a match: "match, round 3".
pub fn round_title(round: usize) -> String {
    crate::t!("round-title", round = round)
}
