//! `mancala puzzles --plain`: the puzzles in lines. Each puzzle's title, task and board
//! said, each try answered as the puzzle screen answers it (right, or what it costs),
//! the solution offered after two wrong tries, through the same puzzle state as the
//! screen.

use crate::t;
use crate::tui::app::{App, Screen};
use crate::tui::screens::puzzles::{PuzzleState, Said};
use crate::words::action::shown;
use crate::words::position::status_line;
use mancala_rules::Awaiting;
use std::io::{BufRead, Write};

fn puzzle(app: &mut App) -> Option<&mut PuzzleState> {
    match &mut app.screen {
        Screen::Puzzles(p) => Some(p),
        _ => None,
    }
}

/// The puzzle's title (solved before or not), its task, and the board.
fn show_puzzle(p: &PuzzleState, out: &mut dyn Write) -> std::io::Result<()> {
    let (index, _) = p.place();
    let title = p.title_of(index);
    let title = if p.is_solved(index) {
        t!("plain-puzzle-solved-before", title = title)
    } else {
        title
    };
    writeln!(out, "{title}")?;
    writeln!(out, "{}", p.task())?;
    show_board(p, out)
}

/// The board by rows, whose turn it is, and what may be typed.
fn show_board(p: &PuzzleState, out: &mut dyn Write) -> std::io::Result<()> {
    let play = &p.play;
    let game = play.session.game();
    writeln!(out, "{}", super::board::said(game, play.names()))?;
    let status = status_line(game, play.names());
    let holes = super::board::choosable(game, &play.legal_holes());
    let line = match game.position().awaiting() {
        _ if p.done() => t!("plain-puzzle-done"),
        Some(Awaiting::Sow) => t!("plain-holes", status = status, holes = holes),
        Some(Awaiting::Bonus) => t!("plain-type-take", status = status, holes = holes),
        Some(Awaiting::Head) => t!("plain-type-head", status = status),
        None => status,
    };
    writeln!(out, "{line}")
}

/// What the last try did, in a line or two: the answer, the cost of a wrong try, the
/// solution and how to play it, the offer of the solution.
fn say_try(p: &mut PuzzleState, out: &mut dyn Write) -> std::io::Result<()> {
    match p.said().clone() {
        Said::Asking => {}
        Said::Right(s) | Said::Solved(s) => writeln!(out, "{s}")?,
        Said::Wrong(s, then) => {
            writeln!(out, "{}", t!("puzzle-try-again", said = s))?;
            // What the try would lead to: the try and the reply, in the log's words.
            for sentence in then {
                writeln!(out, "{sentence}")?;
            }
        }
        Said::Solution(s) => {
            let action = p.next_answer().map(shown).unwrap_or_default();
            writeln!(
                out,
                "{}",
                t!("plain-puzzle-solution", said = s, action = action)
            )?;
        }
    }
    if p.offers_solution() && !matches!(p.said(), Said::Solution(_)) {
        writeln!(
            out,
            "{}",
            t!("plain-puzzle-wrong-tries", count = p.wrong_tries())
        )?;
    }
    if let Some(notice) = p.take_notice() {
        writeln!(out, "{notice}")?;
    }
    Ok(())
}

/// Runs the puzzles in `app` (its puzzle screen open) with lines from `input`, until
/// `quit` or the end of the input.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(p) = puzzle(app) else {
        return Ok(());
    };
    show_puzzle(p, out)?;
    loop {
        let Some((line, word, rest)) = super::command_line(input, out)? else {
            return Ok(());
        };
        let (line, word, rest) = (line.as_str(), word.as_str(), rest.as_str());
        let Some(p) = puzzle(app) else {
            return Ok(());
        };
        let (index, count) = p.place();
        match super::words::canonical(word).as_str() {
            "quit" | "exit" => return Ok(()),
            "help" | "?" => writeln!(out, "{}", t!("plain-help-puzzles"))?,
            "text" => show_puzzle(p, out)?,
            "board" if rest.is_empty() => show_board(p, out)?,
            ask @ ("board" | "row" | "look") => {
                let play = &p.play;
                if let Some(said) =
                    super::board::asked(ask, rest, play.session.game(), play.names())
                {
                    match said {
                        Ok(said) => writeln!(out, "{said}")?,
                        Err(why) => writeln!(out, "{why}.")?,
                    }
                }
            }
            "retry" => p.go_to(index),
            "next" if index + 1 == count => writeln!(
                out,
                "{}",
                t!(
                    "plain-puzzle-last",
                    solved = p.solved_count(),
                    count = count
                )
            )?,
            "next" => p.next(),
            "previous" if index == 0 => writeln!(out, "{}", t!("plain-puzzle-first"))?,
            "previous" => p.previous(),
            "puzzle" => match rest.parse::<usize>() {
                Ok(n) if (1..=count).contains(&n) => p.go_to(n - 1),
                _ => writeln!(out, "{}", t!("plain-puzzle-number", count = count))?,
            },
            "list" => {
                for i in 0..count {
                    let title = p.title_of(i);
                    if p.is_solved(i) {
                        writeln!(out, "{}", t!("plain-puzzle-solved-before", title = title))?;
                    } else {
                        writeln!(out, "{title}")?;
                    }
                }
            }
            "solution" if p.done() => writeln!(out, "{}", t!("plain-puzzle-done"))?,
            "solution" => {
                p.solution();
                say_try(p, out)?;
            }
            _ => {
                let awaiting = p.play.session.game().position().awaiting();
                let Some(action) = super::typed_action(line, awaiting) else {
                    let why = t!("plain-not-a-command-learn", line = super::quoted(line));
                    writeln!(out, "{why}")?;
                    continue;
                };
                if p.done() {
                    writeln!(out, "{}", t!("plain-puzzle-done"))?;
                    continue;
                }
                let logged = p.play.log.len();
                if !super::act(app, puzzle, |p| p.choose(action), |p| &p.play.log, out)? {
                    return Ok(());
                }
                let Some(p) = puzzle(app) else {
                    return Ok(());
                };
                say_try(p, out)?;
                if p.play.log.len() > logged {
                    show_board(p, out)?;
                }
                continue;
            }
        }
        if let Some(p) = puzzle(app)
            && p.place().0 != index
        {
            show_puzzle(p, out)?;
        } else if word_is(word, "retry")
            && let Some(p) = puzzle(app)
        {
            show_puzzle(p, out)?;
        }
    }
}

fn word_is(word: &str, command: &str) -> bool {
    super::words::canonical(word) == command
}
