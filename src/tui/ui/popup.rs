//! Popups over a screen: help, save, load, unsaved, result, which walkthrough.

use super::widgets::wrap;
use crate::position::player_label;
use crate::rules::Player;
use crate::text::{PATH_CHARS, escape_for_terminal};
use crate::tui::app::{AfterSave, App, Popup, Screen};
use crate::tui::layout::centered;
use crate::tui::{key_tables, keys};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Borders, Clear, Paragraph};

pub fn draw_popup(frame: &mut Frame, app: &App, popup: &Popup, area: Rect) {
    let t = &app.theme;
    let (title, body): (&str, Vec<Line>) = match popup {
        Popup::Help => ("Keys", {
            let mut l: Vec<Line> = help_text(app).into_iter().map(Line::from).collect();
            l.push(Line::from(""));
            l.push(Line::from(Span::styled("Any key closes this.", t.dim())));
            l
        }),
        Popup::Unsaved { then } => (
            "Unsaved game",
            vec![
                Line::from(format!(
                    "This game has unsaved actions. Save before {}?",
                    match then {
                        AfterSave::Quit => "quitting",
                        AfterSave::Rematch | AfterSave::NewGame => "starting another",
                        _ => "leaving",
                    }
                )),
                Line::from(""),
                Line::from("y save   d don't save   Esc go back"),
                Line::from(Span::styled(
                    if app.autosave.file.is_some() {
                        "Not saved, it is kept: the menu offers to resume it."
                    } else {
                        ""
                    },
                    t.dim(),
                )),
            ],
        ),
        Popup::Save {
            input,
            overwrite,
            error,
            ..
        } => ("Save game", {
            let mut l = vec![
                Line::from("File name:"),
                Line::from(Span::styled(
                    format!("{}_", escape_for_terminal(input, PATH_CHARS)),
                    t.selected(),
                )),
            ];
            if let Some(dir) = &app.games_dir {
                l.push(Line::from(Span::styled(
                    format!(
                        "A name without / is saved in {}",
                        crate::tui::library::shown_folder(dir)
                    ),
                    t.dim(),
                )));
            }
            if *overwrite {
                l.push(Line::from(Span::styled(
                    format!(
                        "{} exists. Replace it? y yes, n no",
                        escape_for_terminal(input, PATH_CHARS)
                    ),
                    t.error(),
                )));
            } else {
                l.push(Line::from(Span::styled("Enter save, Esc cancel", t.dim())));
            }
            if let Some(e) = error {
                l.extend(
                    wrap(e, 56)
                        .into_iter()
                        .map(|s| Line::from(Span::styled(s, t.error()))),
                );
            }
            l
        }),
        Popup::Load { input, error, open } => (
            if *open == crate::tui::app::Open::Replay {
                "Replay a game"
            } else {
                "Continue a saved game"
            },
            {
                let mut l = vec![
                    Line::from("Record file:"),
                    Line::from(Span::styled(
                        format!("{}_", escape_for_terminal(input, PATH_CHARS)),
                        t.selected(),
                    )),
                ];
                l.push(Line::from(Span::styled("Enter open, Esc cancel", t.dim())));
                if let Some(e) = error {
                    l.extend(
                        wrap(e, 56)
                            .into_iter()
                            .map(|s| Line::from(Span::styled(s, t.error()))),
                    );
                }
                l
            },
        ),
        Popup::Result => ("Game over", result_lines(app)),
        Popup::LearnWhich => (
            "Learn the rules",
            vec![
                Line::from(format!(
                    "h  Hoyito II: a walkthrough of {} lessons",
                    crate::lessons::lessons(crate::rules::GameKind::HoyitoII).len()
                )),
                Line::from(format!(
                    "t  Tsoro: a walkthrough of {} lessons",
                    crate::lessons::lessons(crate::rules::GameKind::Tsoro).len()
                )),
                Line::from("r  read the complete rules of both games"),
                Line::from(""),
                Line::from(Span::styled("Esc goes back", t.dim())),
            ],
        ),
    };
    let width = body
        .iter()
        .map(|l| l.width())
        .max()
        .unwrap_or(20)
        .max(title.len() + 4) as u16
        + 4;
    let rect = centered(area, width, body.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(body)).block(
            app.theme
                .block()
                .borders(Borders::ALL)
                .title(format!(" {title} ")),
        ),
        rect,
    );
}

/// The `?` help of the screen open: its key table's help, and what no key table says.
pub fn help_text(app: &App) -> Vec<String> {
    let arrows = app.theme.arrows();
    let (mut lines, notes): (Vec<String>, &[&str]) = match &app.screen {
        Screen::Play(p) => (
            keys::help(key_tables::PLAY, p, arrows),
            &["A click sows from (or takes) a hole; a key during sowing shows its end."],
        ),
        Screen::Replay(r) => (keys::help(key_tables::REPLAY, r, arrows), &[]),
        Screen::Learn(l) => (
            keys::help(key_tables::LEARN, l, arrows),
            &[
                "Mouse click: choose that hole. Any key during sowing shows its end.",
                "A wrong choice changes nothing: the lesson says what it would do.",
            ],
        ),
        Screen::Rules { .. } => (keys::help(key_tables::RULES, &(), arrows), &[]),
        Screen::Menu { selected } => (
            keys::help(key_tables::MENU, selected, arrows),
            &["Mouse click: open an item."],
        ),
        Screen::NewGame(form) => (
            keys::help(key_tables::FORM, form, arrows),
            &["Mouse click: go to a field; again: change it."],
        ),
        Screen::Library(_) => (Vec::new(), crate::tui::library::HELP),
        Screen::Settings(_) => (Vec::new(), crate::tui::settings::HELP),
    };
    if !notes.is_empty() && !lines.is_empty() {
        lines.push(String::new());
    }
    if !notes.is_empty() {
        lines.extend(notes.iter().map(|s| s.to_string()));
    }
    if matches!(app.screen, Screen::Play(_)) {
        // Without colour, the marks are told by what is left: bold, underline, italic.
        lines.push(format!(
            "{}: choosable. *: a head. Underlined: the last move. Bold italic: hint.",
            app.theme.legal_words()
        ));
    }
    lines
}

pub fn result_lines(app: &App) -> Vec<Line<'static>> {
    let Some(p) = app.play() else { return vec![] };
    let Some(outcome) = p.game.outcome() else {
        return vec![];
    };
    let names = p.names();
    // The winner first, with the winner's score first.
    let (headline, first) = match outcome.winner {
        Some(w) => (format!("{} wins!", player_label(names, w)), w),
        None => ("A draw.".to_string(), Player::South),
    };
    vec![
        Line::from(Span::styled(headline, app.theme.title())),
        Line::from(""),
        Line::from(format!(
            "{}: {} captured",
            player_label(names, first),
            p.game.captured(first)
        )),
        Line::from(format!(
            "{}: {} captured",
            player_label(names, first.opponent()),
            p.game.captured(first.opponent())
        )),
        Line::from(format!(
            "The game ended: {}.",
            crate::position::why_it_ended(&p.game, names)
        )),
        Line::from(""),
        Line::from("r rematch   n new game   s save   u undo   q back"),
        Line::from("Esc look at the board (Enter shows this again)"),
    ]
}
