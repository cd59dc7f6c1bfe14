//! The mistakes trainer in lines (`mistakes` after a plain game or in a plain replay,
//! `mistakes N` in the plain menu): one player's mistakes and blunders, each from the
//! position before it, a better action asked for, and each try answered as the
//! mistakes screen answers it (accepted within the judge's tolerance, or refused with
//! what it costs and leads to), through the same mistakes state as the screen. The
//! judge is waited for first, so the mistakes are numbered once and for all.

use crate::t;
use crate::tui::app::{App, Screen};
use crate::tui::screens::retry::{Answer, RetryState};
use crate::words::action::shown;
use crate::words::position::{amount, side_name, status_line, to_whom};
use mancala_rules::{Action, Awaiting};
use std::io::{BufRead, Write};
use std::time::Duration;

fn retry(app: &mut App) -> Option<&mut RetryState> {
    match &mut app.screen {
        Screen::Retry(r) => Some(r),
        _ => None,
    }
}

/// The answer to the last try, or the solution asked for, in lines.
fn answer(r: &RetryState) -> &[String] {
    match &r.answer {
        Answer::Accepted(lines) | Answer::Refused(lines) | Answer::Solution(lines) => lines,
        Answer::Asking | Answer::Searching(_) => &[],
    }
}

/// Where the trainer is: "Ana (South): mistake 2 of 7", or that the player made none.
fn whereabouts(r: &RetryState) -> String {
    let name = r.name(r.player);
    match r.action_index() {
        Some(_) => t!(
            "retry-mistake",
            name = name,
            number = r.at + 1,
            count = r.mistakes().len(),
            judging = ""
        ),
        None => t!("retry-no-mistakes", name = name),
    }
}

/// The mistake shown: where it is, what the game's action cost, the board before it,
/// and the question with the actions that may be tried.
fn show(r: &RetryState, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{}", whereabouts(r))?;
    let (Some(k), Some(j)) = (r.action_index(), r.judged()) else {
        return writeln!(out, "{}", t!("plain-mistakes-none-commands"));
    };
    writeln!(
        out,
        "{}",
        t!(
            "retry-game-cost",
            action = shown(j.action),
            mark = j.judgement.map_or("", |m| m.mark()),
            name = to_whom(&r.name(j.mover)),
            amount = amount(r.session.record().rules.game, j.cost)
        )
    )?;
    show_board(r, out)?;
    writeln!(
        out,
        "{}",
        t!(
            "plain-mistakes-question",
            player = side_name(r.player),
            played = shown(r.actions()[k]),
            choices = choices(r)
        )
    )
}

/// The board before the mistake, and whose turn it is.
fn show_board(r: &RetryState, out: &mut dyn Write) -> std::io::Result<()> {
    let game = r.session.game();
    let names = &r.session.record().players;
    writeln!(out, "{}", super::board::said(game, names))?;
    writeln!(out, "{}", status_line(game, names))
}

/// What may be tried, as it is typed: the holes with their counts, or continue and
/// stop at a head.
fn choices(r: &RetryState) -> String {
    let game = r.session.game();
    match game.position().awaiting() {
        Some(Awaiting::Head) => t!("plain-mistakes-head"),
        Some(Awaiting::Bonus) => {
            let holes: Vec<_> = r
                .choices
                .iter()
                .filter_map(|a| match a {
                    Action::Pick(h) => Some(*h),
                    _ => None,
                })
                .collect();
            t!(
                "plain-mistakes-take",
                holes = super::board::choosable(game, &holes)
            )
        }
        _ => {
            let holes: Vec<_> = r
                .choices
                .iter()
                .filter_map(|a| match a {
                    Action::Sow(h) => Some(*h),
                    _ => None,
                })
                .collect();
            t!(
                "plain-mistakes-holes",
                holes = super::board::choosable(game, &holes)
            )
        }
    }
}

/// Wait for the judge to have searched the whole game (or to have stopped).
fn wait_for_judge(app: &mut App) {
    loop {
        app.update();
        match retry(app) {
            Some(r) if !r.complete() && r.busy() => {}
            _ => return,
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Runs the trainer on the mistakes screen open in `app` with lines from `input`,
/// until `quit` (back to the screen it was opened over) or the end of the input.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(r) = retry(app) else {
        return Ok(());
    };
    let (_, positions) = r.progress();
    writeln!(out, "{}", t!("retry-title"))?;
    writeln!(
        out,
        "{}",
        t!("plain-mistakes-judging", positions = positions)
    )?;
    wait_for_judge(app);
    let Some(r) = retry(app) else {
        return Ok(());
    };
    writeln!(
        out,
        "{}",
        crate::analysis::judge::tolerance_words_for(&r.session.record().rules)
    )?;
    show(r, out)?;
    let result = session(app, input, out);
    // Back to the game over or the replay it was opened from, as it was: taken in
    // again at once, so that what the screen does on showing again (the game over's
    // result) is done now, not in the middle of the next command.
    if retry(app).is_some() {
        app.back();
        app.update();
    }
    result
}

fn session(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    loop {
        let Some((line, word, rest)) = super::command_line(input, out)? else {
            return Ok(());
        };
        let (line, word, rest) = (line.as_str(), word.as_str(), rest.as_str());
        let Some(r) = retry(app) else {
            return Ok(());
        };
        let (player, at) = (r.player, r.at);
        match super::words::canonical(word).as_str() {
            "quit" | "exit" => return Ok(()),
            "help" | "?" => {
                writeln!(out, "{}", t!("plain-help-mistakes"))?;
                writeln!(
                    out,
                    "{}",
                    crate::analysis::judge::rule_short_for(&r.session.record().rules)
                )?;
            }
            "text" => show(r, out)?,
            "board" if rest.is_empty() => show_board(r, out)?,
            ask @ ("board" | "row" | "look") => {
                let said =
                    super::board::asked(ask, rest, r.session.game(), &r.session.record().players);
                match said {
                    Some(Ok(said)) => writeln!(out, "{said}")?,
                    Some(Err(why)) => writeln!(out, "{why}.")?,
                    None => {}
                }
            }
            "next" if r.at + 1 >= r.mistakes().len() => {
                writeln!(out, "{}", t!("plain-mistakes-last"))?
            }
            "next" => r.next(),
            "previous" if r.at == 0 => writeln!(out, "{}", t!("plain-mistakes-first"))?,
            "previous" => r.previous(),
            "other" => r.other_player(),
            "solution" if r.action_index().is_none() => {
                writeln!(out, "{}", t!("plain-mistakes-none-commands"))?
            }
            "solution" => {
                r.solution();
                for said in answer(r) {
                    writeln!(out, "{said}")?;
                }
            }
            _ => {
                let awaiting = r.session.game().position().awaiting();
                let Some(action) = super::typed_action(line, awaiting) else {
                    let why = t!("plain-not-a-command-learn", line = super::quoted(line));
                    writeln!(out, "{why}")?;
                    continue;
                };
                if r.action_index().is_none() {
                    writeln!(out, "{}", t!("plain-mistakes-none-commands"))?;
                    continue;
                }
                if !r.choose_action(action) {
                    let why = t!(
                        "plain-mistakes-not-a-choice",
                        action = shown(action),
                        choices = choices(r)
                    );
                    writeln!(out, "{why}")?;
                    continue;
                }
                // The try searched, and its answer said, as the screen's log says it.
                super::act(app, retry, RetryState::try_chosen, answer, out)?;
                continue;
            }
        }
        if let Some(r) = retry(app)
            && (r.player, r.at) != (player, at)
        {
            show(r, out)?;
        }
    }
}
