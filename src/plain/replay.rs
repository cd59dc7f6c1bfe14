//! `mancala replay FILE --plain`: a saved game stepped through in lines, each action
//! said in the sentence the play screen's log gives it, with typed commands; with
//! `evaluations` on, each action's judgement said after it, and `mistakes` opens the
//! mistakes trainer on the game. It drives the replay screen's own state (its cursor,
//! its judge and what the judge found), so the judgements are the screen's.

use crate::t;
use crate::tui::app::{App, Screen};
use crate::tui::screens::replay::ReplayState;
use mancala_rules::Action;
use std::io::{BufRead, Write};
use std::time::Duration;

fn replay(app: &mut App) -> Option<&mut ReplayState> {
    match &mut app.screen {
        Screen::Replay(r) => Some(r),
        _ => None,
    }
}

/// One action forward, said as a numbered sentence (and, with evaluations on, the
/// position's evaluation and the action's judgement after it).
fn step(r: &mut ReplayState) -> Vec<String> {
    let at = r.index();
    let action = r.actions()[at];
    let mut game = r.session.game().clone();
    let mover = game.position().current_player();
    let events = game
        .apply_reported(action)
        .expect("a checked record's actions are legal");
    r.go_to(at + 1);
    let sentences = crate::tui::widgets::log::describe(
        r.session.record().rules.game,
        mover,
        action == Action::Continue,
        &events,
    );
    let mut said = vec![format!("{}. {}", at + 1, sentences.join(" "))];
    said.extend(judgements(r));
    said
}

/// With evaluations on, what the judge says of the position shown and of the action
/// that led to it: the replay screen's own sentences, without the whole game's summary
/// (said once, when they were turned on).
fn judgements(r: &ReplayState) -> Vec<String> {
    let mut lines = r.review_lines();
    if r.review.on && r.review.verdicts().complete(r.len()) && !lines.is_empty() {
        lines.remove(0);
    }
    lines
}

/// The board by rows and where the replay is.
fn position(r: &ReplayState) -> String {
    let game = r.session.game();
    let names = &r.session.record().players;
    let after = t!(
        "plain-after-action",
        at = r.index(),
        count = r.len(),
        status = r.status_sentence()
    );
    format!("{}\n{after}", super::board::said(game, names))
}

/// Turn evaluations on (the whole game judged first, as the screen's `e` does, then
/// what the judge found and the position's evaluation said) or off.
fn toggle_evaluations(app: &mut App, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(r) = replay(app) else {
        return Ok(());
    };
    r.toggle_review();
    if !r.review.on {
        return writeln!(out, "{}", t!("plain-evaluations-off"));
    }
    writeln!(
        out,
        "{}",
        t!("plain-evaluations-judging", positions = r.len() + 1)
    )?;
    loop {
        app.update();
        let Some(r) = replay(app) else {
            return Ok(());
        };
        if r.review.verdicts().complete(r.len()) || !r.review.busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    if let Some(r) = replay(app) {
        for line in r.review_lines() {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// Step through the replay open in `app` with lines from `input`, writing to `out`,
/// until `quit` or the end of the input.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(r) = replay(app) else {
        return Ok(());
    };
    let record = r.session.record();
    let heading = t!(
        "plain-replay-heading",
        rules = crate::words::position::rules_words(&record.rules),
        south = crate::words::position::player_label(&record.players, mancala_rules::Player::South),
        north = crate::words::position::player_label(&record.players, mancala_rules::Player::North),
        count = r.len()
    );
    writeln!(out, "{heading}")?;
    if let Some((round, rounds)) = r.round_of() {
        writeln!(
            out,
            "{}",
            t!("plain-replay-match", round = round, rounds = rounds)
        )?;
    }
    writeln!(out, "{}", position(r))?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            return Ok(());
        };
        let line = line.trim().to_lowercase();
        let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
        let command = super::words::canonical(word);
        let count = || -> Result<usize, String> {
            match rest.trim() {
                "" => Ok(1),
                n => n.parse().map_err(|_| t!("plain-count-needed", word = word)),
            }
        };
        match command.as_str() {
            "evaluations" => {
                toggle_evaluations(app, out)?;
                continue;
            }
            "mistakes" => {
                let Some(r) = replay(app) else {
                    return Ok(());
                };
                let (record, budget) = (r.record(), r.judge_budget());
                if let Err(why) = app.open_mistakes(record, budget) {
                    writeln!(out, "{why}")?;
                    continue;
                }
                super::mistakes::run(app, input, out)?;
                if let Some(r) = replay(app) {
                    writeln!(out, "{}", t!("plain-replay-back"))?;
                    writeln!(out, "{}", position(r))?;
                }
                continue;
            }
            "quit" | "exit" | "q" => return Ok(()),
            _ => {}
        }
        let Some(r) = replay(app) else {
            return Ok(());
        };
        let reply: Result<Vec<String>, String> = match command.as_str() {
            "" | "next" | "n" => count().map(|n| {
                let mut said = Vec::new();
                for _ in 0..n {
                    if r.index() == r.len() {
                        said.push(t!("plain-last-action"));
                        break;
                    }
                    said.extend(step(r));
                }
                if r.index() == r.len() {
                    said.push(r.status_sentence());
                }
                said
            }),
            "back" | "b" => count().map(|n| {
                if r.index() == 0 {
                    return vec![t!("plain-at-start")];
                }
                r.go_to(r.index().saturating_sub(n));
                std::iter::once(position(r)).chain(judgements(r)).collect()
            }),
            "go" => match rest.trim().parse::<usize>() {
                Ok(n) if n <= r.len() => {
                    r.go_to(n);
                    Ok(std::iter::once(position(r)).chain(judgements(r)).collect())
                }
                _ => Err(t!("plain-go-needs", count = r.len())),
            },
            "round" => match (rest.trim().parse::<usize>(), r.round_of()) {
                (Ok(n), Some(_)) if r.show_round(n, false) => {
                    let (round, rounds) = r.round_of().unwrap_or((n, n));
                    Ok(vec![
                        t!("plain-replay-match", round = round, rounds = rounds),
                        position(r),
                    ])
                }
                (_, Some((_, rounds))) => Err(t!("plain-round-needs", rounds = rounds)),
                (_, None) => Err(t!("plain-not-a-match")),
            },
            "end" => {
                r.go_to(r.len());
                Ok(std::iter::once(position(r)).chain(judgements(r)).collect())
            }
            "board" if rest.trim().is_empty() => Ok(vec![position(r)]),
            ask @ ("board" | "row" | "look") => {
                match super::board::asked(ask, rest, r.session.game(), &r.session.record().players)
                {
                    Some(said) => said.map(|s| vec![s]),
                    None => Ok(Vec::new()),
                }
            }
            "help" | "?" => Ok(vec![t!("plain-help-replay")]),
            _ => Err(t!(
                "plain-not-a-replay-command",
                line = super::quoted(&line)
            )),
        };
        match reply {
            Ok(lines) => {
                for l in lines {
                    writeln!(out, "{l}")?;
                }
            }
            Err(why) => writeln!(out, "{why}.")?,
        }
    }
}
