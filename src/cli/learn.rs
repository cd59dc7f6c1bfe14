//! `mancala learn` and `mancala puzzles`: a lesson or a puzzle by its number.

use super::args::{Display, GameArg};
use super::output::{app_at, fail, plain_ended, run_tui, usage_mistake};
use crate::engine::tables::Tables;
use crate::t;
use crate::tui::{app::App, screens::menu::MenuItem};
use mancala_rules::GameKind;
use std::process::ExitCode;

pub(super) fn lesson(
    game: Option<GameArg>,
    lesson: Option<usize>,
    plain: bool,
    display: Display,
    tables: &Tables,
) -> ExitCode {
    let (kind, index) = match numbered(game, lesson, "--lesson", |k| {
        crate::study::lessons::lessons(k).len()
    }) {
        Ok(chosen) => chosen,
        Err(e) => return usage_mistake(&e),
    };
    let mut app = learn_app(display, tables);
    if plain {
        app.prefs.no_animation_this_run();
    }
    if let Err(e) = app.start_learn(kind, index) {
        return fail(&e);
    }
    if plain {
        crate::plain::interrupt::install();
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        return plain_ended(crate::plain::learn::run(
            &mut app,
            &mut stdin.lock(),
            &mut stdout.lock(),
        ));
    }
    run_tui(app)
}

pub(super) fn puzzle(
    game: Option<GameArg>,
    puzzle: Option<usize>,
    plain: bool,
    display: Display,
    tables: &Tables,
) -> ExitCode {
    let (kind, index) = match numbered(game, puzzle, "--puzzle", |k| {
        crate::study::puzzles::collection(k).puzzles.len()
    }) {
        Ok(chosen) => chosen,
        Err(e) => return usage_mistake(&e),
    };
    let mut app = learn_app(display, tables);
    if plain {
        app.prefs.no_animation_this_run();
    }
    // Plain mode opens a puzzle (its `list` says them all); the screen opens the list
    // unless one is named.
    let chosen = if plain {
        Some(index)
    } else {
        puzzle.is_some().then_some(index)
    };
    if let Err(e) = app.start_puzzles(kind, chosen) {
        return fail(&e);
    }
    if plain {
        crate::plain::interrupt::install();
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        return plain_ended(crate::plain::puzzles::run(
            &mut app,
            &mut stdin.lock(),
            &mut stdout.lock(),
        ));
    }
    run_tui(app)
}

/// The game a lesson or puzzle command names (Hoyito II unless Tsoro) and the 0-based
/// index of its `flag` number (1 when not given), checked against the `count` there are.
fn numbered(
    game: Option<GameArg>,
    number: Option<usize>,
    flag: &str,
    count: impl Fn(GameKind) -> usize,
) -> Result<(GameKind, usize), String> {
    let kind = match game {
        Some(GameArg::Tsoro) => GameKind::Tsoro,
        _ => GameKind::HoyitoII,
    };
    let (count, number) = (count(kind), number.unwrap_or(1));
    if !(1..=count).contains(&number) {
        return Err(t!(
            "cli-number-range",
            flag = flag,
            count = count,
            // The lessons are Hoyito's (II, then I and III), the puzzles Hoyito II's.
            game = if flag == "--lesson" {
                crate::study::lessons::walkthrough_title(kind)
            } else {
                kind.title()
            }
        ));
    }
    Ok((kind, number - 1))
}

/// The app for a lesson or a puzzle: back goes to the menu's Learn item.
fn learn_app(display: Display, tables: &Tables) -> App {
    let mut app = app_at(MenuItem::Learn, display, tables);
    // The lesson or puzzle opened next reads what was done before.
    app.use_user_progress();
    app
}
