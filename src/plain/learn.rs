//! `mancala learn --plain`: the rules walkthrough in lines. Each lesson's text and
//! task, the board, and the lesson's own answer to each try (right, or what the try
//! would do and why it misses), through the same lesson screen state as the TUI.

use crate::rules::{Action, Awaiting};
use crate::tui::app::{App, Screen};
use crate::tui::screens::learn::LearnState;
use std::io::{BufRead, Write};

/// The commands, as `help` lists them.
pub const HELP: &[(&str, &str)] = &[
    ("c1 (a hole's name)", "sow from that hole"),
    ("continue, stop", "at a head: sow on from it, or stop there"),
    ("take d3", "a bonus pick: take that hole"),
    (
        "hint",
        "the computer's advice, in the lessons that allow it",
    ),
    ("retry", "this lesson from its start"),
    ("next, previous", "the next or the previous lesson"),
    ("list", "the lessons, the done ones marked"),
    ("lesson N", "go to lesson N"),
    ("text", "this lesson's text and task again"),
    ("board", "the board again"),
    ("help", "these commands"),
    ("quit", "leave (the lessons done are remembered)"),
];

/// A lesson's words with its `{key:...}` places said as what is typed here.
fn words(text: &str) -> String {
    // "press {key:continue}" reads "type continue"; Enter is still Enter.
    let text = text
        .replace("press {key:continue}", "type continue")
        .replace("press {key:stop}", "type stop");
    crate::lessons::fill_keys(&text, |name| {
        Some(
            match name {
                "arrows" => "type its name",
                "choose" => "Enter",
                "continue" => "continue",
                "stop" => "stop",
                "hint" => "hint",
                "retry" => "retry",
                "next" => "next",
                "previous" => "previous",
                "list" => "list",
                "help" => "help",
                "menu" => "quit",
                _ => return None,
            }
            .to_string(),
        )
    })
}

fn learn(app: &mut App) -> Option<&mut LearnState> {
    match &mut app.screen {
        Screen::Learn(l) => Some(l),
        _ => None,
    }
}

/// The lesson shown: its number and title, its text, its task, the board.
fn show_lesson(l: &LearnState, out: &mut dyn Write) -> std::io::Result<()> {
    let lesson = l.lesson();
    writeln!(
        out,
        "Lesson {} of {}: {}{}",
        l.index + 1,
        l.lessons.len(),
        lesson.title,
        if l.is_done(l.index) {
            " (done before)"
        } else {
            ""
        }
    )?;
    writeln!(out, "{}", words(&lesson.text))?;
    writeln!(out, "Task: {}", words(&lesson.task))?;
    show_board(l, out)
}

fn show_board(l: &LearnState, out: &mut dyn Write) -> std::io::Result<()> {
    let p = &l.play;
    let board = crate::position::board_text(&p.game, p.names());
    writeln!(out, "{}", board.trim_end())?;
    if !l.done()
        && let Some(Awaiting::Head) = p.game.awaiting()
    {
        writeln!(out, "Type continue or stop.")?;
    }
    Ok(())
}

/// Runs the walkthrough in `app` (its lesson screen open) with lines from `input`.
pub fn run(app: &mut App, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let Some(l) = learn(app) else {
        return Ok(());
    };
    show_lesson(l, out)?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            return Ok(());
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let Some(l) = learn(app) else {
            return Ok(());
        };
        let index = l.index;
        match word.to_lowercase().as_str() {
            "quit" | "exit" => return Ok(()),
            "help" | "?" => {
                for (c, w) in HELP {
                    writeln!(out, "{c}: {w}.")?;
                }
            }
            "text" => show_lesson(l, out)?,
            "board" => show_board(l, out)?,
            "retry" => {
                l.restart();
                show_lesson(l, out)?;
            }
            "next" => {
                if l.index + 1 == l.lessons.len() {
                    let done = (0..l.lessons.len()).filter(|&i| l.is_done(i)).count();
                    writeln!(
                        out,
                        "That was the last lesson: the {} walkthrough is complete ({done} of {} lessons done). Type list for the lessons, or quit.",
                        l.game.title(),
                        l.lessons.len()
                    )?;
                } else {
                    l.next();
                }
            }
            "previous" => l.go_to(l.index.saturating_sub(1)),
            "lesson" => match rest.trim().parse::<usize>() {
                Ok(n) if (1..=l.lessons.len()).contains(&n) => l.go_to(n - 1),
                _ => writeln!(out, "lesson takes a number, 1 to {}.", l.lessons.len())?,
            },
            "list" => {
                for (i, lesson) in l.lessons.iter().enumerate() {
                    writeln!(
                        out,
                        "{}. {}{}",
                        i + 1,
                        lesson.title,
                        if l.is_done(i) { " (done)" } else { "" }
                    )?;
                }
            }
            "hint" if !l.lesson().hints => writeln!(out, "Hints are off in this lesson.")?,
            "hint" => {
                l.play.message = None;
                l.play.ask_hint();
                while app.waiting() {
                    app.update();
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                if let Some(l) = learn(app)
                    && let Some((text, _)) = l.play.message.take()
                {
                    writeln!(out, "{text}")?;
                }
            }
            _ => {
                let awaiting = l.play.game.awaiting();
                let action = match (word.to_lowercase().as_str(), rest.parse::<Action>()) {
                    ("take" | "pick", Ok(Action::Sow(h))) => Some(Action::Pick(h)),
                    _ => match (line.parse::<Action>(), awaiting) {
                        (Ok(Action::Sow(h)), Some(Awaiting::Bonus)) => Some(Action::Pick(h)),
                        (Ok(a), _) => Some(a),
                        (Err(_), _) => None,
                    },
                };
                let Some(action) = action else {
                    writeln!(
                        out,
                        "{:?} is not a command or a hole's name (help lists the commands).",
                        crate::text::escape_for_terminal(line, crate::text::QUOTE_COLUMNS)
                    )?;
                    continue;
                };
                if l.done() {
                    writeln!(out, "This lesson's task is done: type next, or retry.")?;
                    continue;
                }
                let logged = l.play.log.len();
                l.choose(action);
                app.update();
                while app.animating() {
                    let _ = app.tick();
                }
                let Some(l) = learn(app) else {
                    return Ok(());
                };
                for said in l.play.log.iter().skip(logged) {
                    writeln!(out, "{said}")?;
                }
                if let Some(feedback) = l.feedback.take() {
                    writeln!(out, "{}", words(&feedback))?;
                }
                if let Some(notice) = l.notice.take() {
                    writeln!(out, "{notice}")?;
                }
                if l.play.log.len() > logged {
                    show_board(l, out)?;
                }
                if l.done() {
                    writeln!(out, "Type next for the next lesson.")?;
                }
                continue;
            }
        }
        if let Some(l) = learn(app)
            && l.index != index
        {
            show_lesson(l, out)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_a_lesson_names_is_said_as_what_is_typed() {
        for kind in [
            crate::rules::GameKind::HoyitoII,
            crate::rules::GameKind::Tsoro,
        ] {
            for lesson in crate::lessons::lessons(kind) {
                for text in [&lesson.text, &lesson.task, &lesson.done] {
                    let said = words(text);
                    assert!(!said.contains("{key:"), "{}: {said}", lesson.id);
                    assert!(!said.contains("press continue"), "{said}");
                    assert!(!said.contains("press stop"), "{said}");
                }
            }
        }
        assert_eq!(
            words("continue (press {key:continue}) or stop ({key:stop})"),
            "continue (type continue) or stop (stop)"
        );
    }
}
