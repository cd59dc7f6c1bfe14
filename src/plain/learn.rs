//! `mancala learn --plain`: the rules walkthrough in lines. Each lesson's text and
//! task, the board, and the lesson's own answer to each try (right, or what the try
//! would do and why it misses), through the same lesson screen state as the TUI.

use crate::t;
use crate::tui::app::{App, Screen};
use crate::tui::screens::learn::LearnState;
use mancala_rules::Awaiting;
use std::io::{BufRead, Write};

/// A lesson's way of choosing a hole on the screen, said as what is typed here.
const CURSOR_PHRASES: [&str; 2] = [
    "move the cursor onto it ({key:arrows}) and press {key:choose}",
    "lleva el cursor hasta él ({key:arrows}) y pulsa {key:choose}",
];
/// What a sentence about the screen's sowing line speaks of: such a sentence is said
/// as what plain mode does instead.
const SOWING_LINE: [&str; 2] = ["the line under the board", "la línea debajo del tablero"];

/// A lesson's words for the ear: its `{key:...}` places said as what is typed here,
/// and nothing said of a cursor or of a line on the screen.
fn words(text: &str) -> String {
    let mut text = text.to_string();
    for phrase in CURSOR_PHRASES {
        text = text.replace(phrase, &t!("plain-lesson-type-its-name"));
    }
    if SOWING_LINE.iter().any(|line| text.contains(line)) {
        text = text
            .split_inclusive(". ")
            .map(|sentence| {
                if SOWING_LINE.iter().any(|line| sentence.contains(line)) {
                    let end = if sentence.ends_with(". ") { " " } else { "" };
                    format!("{}{end}", t!("plain-lesson-laps-said"))
                } else {
                    sentence.to_string()
                }
            })
            .collect();
    }
    // "press {key:continue}" reads "type continue" ("pulsa {key:continue}": "escribe
    // seguir"); Enter is still Enter.
    for press in ["press", "pulsa", "presiona"] {
        text = text
            .replace(
                &format!("{press} {{key:continue}}"),
                &t!("plain-press-continue"),
            )
            .replace(&format!("{press} {{key:stop}}"), &t!("plain-press-stop"));
    }
    crate::study::lessons::fill_keys(&text, |name| {
        Some(match name {
            "arrows" => t!("plain-key-arrows"),
            "choose" => "Enter".to_string(),
            "continue" => t!("plain-key-continue"),
            "stop" => t!("plain-key-stop"),
            "hint" => t!("plain-key-hint"),
            "retry" => t!("plain-key-retry"),
            "next" => t!("plain-key-next"),
            "previous" => t!("plain-key-previous"),
            "list" => t!("plain-key-list"),
            "help" => t!("plain-key-help"),
            "menu" => t!("plain-key-menu"),
            _ => return None,
        })
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
    let heading = if l.is_done(l.index) {
        "plain-lesson-heading-done"
    } else {
        "plain-lesson-heading"
    };
    let heading = crate::words::i18n::message(
        heading,
        &[
            ("number", (l.index + 1).into()),
            ("count", l.lessons.len().into()),
            ("title", lesson.title.as_str().into()),
        ],
    );
    writeln!(out, "{heading}")?;
    writeln!(out, "{}", words(&lesson.text))?;
    writeln!(out, "{}", t!("plain-task", task = words(&lesson.task)))?;
    show_board(l, out)
}

fn show_board(l: &LearnState, out: &mut dyn Write) -> std::io::Result<()> {
    let p = &l.play;
    writeln!(out, "{}", super::board::said(p.session.game(), p.names()))?;
    writeln!(
        out,
        "{}",
        crate::words::position::status_line(p.session.game(), p.names())
    )?;
    if !l.done()
        && let Some(Awaiting::Head) = p.session.game().position().awaiting()
    {
        writeln!(out, "{}", t!("plain-head-choice"))?;
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
        let command = super::words::canonical(word);
        match command.as_str() {
            "quit" | "exit" => return Ok(()),
            "help" | "?" => writeln!(out, "{}", t!("plain-help-learn"))?,
            "text" => show_lesson(l, out)?,
            "board" if rest.trim().is_empty() => show_board(l, out)?,
            ask @ ("board" | "row" | "look") => {
                let p = &l.play;
                if let Some(said) = super::board::asked(ask, rest, p.session.game(), p.names()) {
                    match said {
                        Ok(said) => writeln!(out, "{said}")?,
                        Err(why) => writeln!(out, "{why}.")?,
                    }
                }
            }
            "retry" => {
                l.restart();
                show_lesson(l, out)?;
            }
            "next" => {
                if l.index + 1 == l.lessons.len() {
                    let done = (0..l.lessons.len()).filter(|&i| l.is_done(i)).count();
                    let complete = t!(
                        "plain-walkthrough-complete",
                        game = crate::study::lessons::walkthrough_title(l.game),
                        done = done,
                        count = l.lessons.len()
                    );
                    writeln!(out, "{complete}")?;
                } else {
                    l.next();
                }
            }
            "previous" => l.go_to(l.index.saturating_sub(1)),
            "lesson" => match rest.trim().parse::<usize>() {
                Ok(n) if (1..=l.lessons.len()).contains(&n) => l.go_to(n - 1),
                _ => writeln!(
                    out,
                    "{}",
                    t!("plain-lesson-number", count = l.lessons.len())
                )?,
            },
            "list" => {
                for (i, lesson) in l.lessons.iter().enumerate() {
                    let id = if l.is_done(i) {
                        "plain-lesson-listed-done"
                    } else {
                        "plain-lesson-listed"
                    };
                    let listed = crate::words::i18n::message(
                        id,
                        &[
                            ("number", (i + 1).into()),
                            ("title", lesson.title.as_str().into()),
                        ],
                    );
                    writeln!(out, "{listed}")?;
                }
            }
            "hint" if !l.lesson().hints => writeln!(out, "{}", t!("plain-hints-off"))?,
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
                let awaiting = l.play.session.game().position().awaiting();
                let action = super::typed_action(line, awaiting);
                let Some(action) = action else {
                    let shown = crate::words::text::escape_for_terminal(
                        line,
                        crate::words::text::QUOTE_COLUMNS,
                    );
                    let why = t!("plain-not-a-command-learn", line = format!("{shown:?}"));
                    writeln!(out, "{why}")?;
                    continue;
                };
                if l.done() {
                    writeln!(out, "{}", t!("plain-task-done"))?;
                    continue;
                }
                let logged = l.play.log.len();
                if !super::act(app, learn, |l| l.choose(action), |l| &l.play.log, out)? {
                    return Ok(());
                }
                let Some(l) = learn(app) else {
                    return Ok(());
                };
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
                    writeln!(out, "{}", t!("plain-type-next"))?;
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
        use crate::words::i18n::{Lang, speaking};
        for lang in Lang::ALL {
            for kind in [
                mancala_rules::GameKind::HoyitoII,
                mancala_rules::GameKind::Tsoro,
            ] {
                for lesson in crate::study::lessons::lessons_in(kind, lang) {
                    for text in [&lesson.text, &lesson.task, &lesson.done] {
                        let said = speaking(lang, || words(text));
                        assert!(!said.contains("{key:"), "{}: {said}", lesson.id);
                        for screen in [
                            "cursor",
                            "screen",
                            "pantalla",
                            "line under",
                            "line below",
                            "línea debajo",
                        ] {
                            assert!(!said.contains(screen), "{}: {said}", lesson.id);
                        }
                        for press in [
                            "press continue",
                            "press stop",
                            "pulsa seguir",
                            "pulsa parar",
                        ] {
                            assert!(!said.contains(press), "{}: {said}", lesson.id);
                        }
                    }
                }
            }
        }
        assert_eq!(
            speaking(Lang::Es, || words(
                "sigue (pulsa {key:continue}) o para ({key:stop})"
            )),
            "sigue (escribe seguir) o para (parar)"
        );
        assert_eq!(
            words("continue (press {key:continue}) or stop ({key:stop})"),
            "continue (type continue) or stop (stop)"
        );
    }
}
