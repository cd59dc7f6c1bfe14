//! `mancala play`: a new game from the flags, or a saved one (`--load`), on screen or
//! in plain lines.

use super::args::{Display, GameArg, GameFlags, OpeningArg, PlayArgs, RuleSetArg, Side};
use super::output::{
    app_at, fail, plain_ended, run_tui_in_user_folders, usage_mistake, without_terminal,
};
use crate::engine::tables::Tables;
use crate::store::record;
use crate::study::openings;
use crate::t;
use crate::tui::screens::menu::MenuItem;
use mancala_rules::{HoyitoForm, Rules, RulesError};
use std::process::ExitCode;

pub(super) fn run(args: PlayArgs, display: Display, tables: &Tables) -> ExitCode {
    let PlayArgs {
        rules: flags,
        south,
        north,
        load,
        plain,
        clock,
        match_play,
        ..
    } = args;
    let (record, path) = match load {
        // Read and checked here; played through once, by the play screen.
        // A bare name is also looked for in the games folder, where the save prompt
        // puts one; not found anywhere, the message says where it looked.
        Some(typed) => match crate::store::dirs::load_path_for(
            &typed,
            crate::store::dirs::games_dir().as_deref(),
        )
        .map(|found| found.to_string_lossy().into_owned())
        .ok_or_else(|| not_found(&typed))
        .and_then(|path| record::read_file(&path).map(|r| (r, path)))
        {
            Ok((mut record, path)) => {
                // --south / --north given with --load change who plays on.
                for (i, side) in [south, north].into_iter().enumerate() {
                    if let Some(side) = side {
                        let (name, level) = side_player(side, i);
                        record.players[i] = name;
                        record.computers[i] = level;
                    }
                }
                (record, Some(std::path::PathBuf::from(path)))
            }
            Err(message) => return fail(&message),
        },
        None if match_play => match new_match(&flags, [south, north]) {
            Ok(record) => (record, None),
            Err(code) => return code,
        },
        None => match new_record(flags, [south, north]) {
            Ok(mut record) => {
                record.clock = clock.map(record::Clock::new);
                (record, None)
            }
            Err(code) => return code,
        },
    };
    // Typed commands show each action's end: no animation.
    let mut app = app_at(MenuItem::NewGame, display, tables);
    if plain {
        app.prefs.no_animation_this_run();
    }
    let shown = path
        .as_ref()
        .map(|p| format!("{}: ", record::shown_path(&p.to_string_lossy())));
    app.plain = plain;
    if !plain {
        if let Some(refused) = without_terminal() {
            return refused;
        }
        // The settings are read before the game starts, so that what they remember
        // (the line about South's start already said) holds here as in the menu.
        app.use_user_folders();
        if let Err(e) = app.start_play(record, path) {
            return fail(&format!("{}{e}", shown.unwrap_or_default()));
        }
        // q (back) leaves to the shell the game was started from, not to the menu.
        app.opened_from_shell();
        return run_tui_in_user_folders(app);
    }
    app.use_user_folders();
    crate::plain::interrupt::install();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let (mut input, mut out) = (stdin.lock(), stdout.lock());
    // An interrupted game is offered first (a game named by --load is played as asked).
    let choice = if path.is_none() {
        crate::plain::resume::offer(&mut app, &mut input, &mut out)
    } else {
        Ok(crate::plain::resume::Choice::New)
    };
    match choice {
        Ok(crate::plain::resume::Choice::New) => {
            if let Err(e) = app.start_play(record, path) {
                return fail(&format!("{}{e}", shown.unwrap_or_default()));
            }
        }
        Ok(crate::plain::resume::Choice::Resumed) => {}
        Ok(crate::plain::resume::Choice::Ended) => return ExitCode::SUCCESS,
        Err(e) => return plain_ended(Err(e)),
    }
    plain_ended(crate::plain::run(&mut app, &mut input, &mut out))
}

/// The name and computer level of side `index` (0 South, 1 North) from `--south`/`--north`.
fn side_player(side: Side, index: usize) -> (String, Option<crate::engine::ai::Level>) {
    match side {
        Side::Person(name) => (name, None),
        Side::Computer(level) => (["South", "North"][index].to_string(), Some(level)),
    }
}

/// The names and computer levels of South and North from `--south`/`--north` (a
/// side not given: a person under the side's name).
fn players_of(sides: [Option<Side>; 2]) -> ([String; 2], [Option<crate::engine::ai::Level>; 2]) {
    let [south, north] = sides.map(|side| side.unwrap_or(Side::Person(String::new())));
    let (south, south_level) = side_player(south, 0);
    let (north, north_level) = side_player(north, 1);
    let name = |n: String, side: &str| if n.is_empty() { side.to_string() } else { n };
    (
        [name(south, "South"), name(north, "North")],
        [south_level, north_level],
    )
}

/// `--load NAME` found neither as typed nor in the games folder: the message says both.
fn not_found(typed: &str) -> String {
    let shown = record::shown_path(typed);
    match crate::store::dirs::games_dir() {
        Some(games) => t!(
            "cli-load-not-found",
            file = shown,
            games = record::shown_path(&games.to_string_lossy())
        ),
        None => t!("cli-load-not-found-here", file = shown),
    }
}

/// A new game's record from the game flags and who plays each side (`[south, north]`),
/// or the exit of a usage mistake (said).
pub(super) fn new_record(
    flags: GameFlags,
    sides: [Option<Side>; 2],
) -> Result<record::Record, ExitCode> {
    let opening = flags.opening;
    let rules = rules_of(&flags)?;
    let (names, computers) = players_of(sides);
    let mut record = record::Record::new(rules, names);
    record.computers = computers;
    // No --opening: balanced where the usual start would leave a person on South
    // behind against the computer, as the New game form does.
    let balanced = match opening {
        Some(OpeningArg::Balanced) => true,
        Some(OpeningArg::Usual) => false,
        None => openings::balanced_by_default(&rules, record.computers),
    };
    if balanced {
        // The draw's one random number, from the clock, chosen here:
        // the engine is given only the position.
        match openings::draw_for(&record, openings::clock_pick()) {
            Ok(drawn) => drawn.put_in(&mut record),
            Err(why) => {
                return Err(usage_mistake(&t!(
                    "cli-opening-refused",
                    why = why.to_string()
                )));
            }
        }
    }
    Ok(record)
}

/// A new match's record (`--match`) from the game flags and who plays each side; a
/// match starts from the usual start (its round 1 is a normal game). Tsoro is refused:
/// the sources play only Hoyito in rounds.
fn new_match(flags: &GameFlags, sides: [Option<Side>; 2]) -> Result<record::Record, ExitCode> {
    let rules = rules_of(flags)?;
    if rules.game != mancala_rules::GameKind::HoyitoII {
        return Err(usage_mistake(&t!("cli-match-hoyito-only")));
    }
    let (names, computers) = players_of(sides);
    let mut record = record::Record::new_match(rules, names);
    record.computers = computers;
    Ok(record)
}

/// The rules the game flags describe, or the exit of a usage mistake (said): a flag of
/// the other game, or rules the engine refuses, named by their flags.
fn rules_of(flags: &GameFlags) -> Result<Rules, ExitCode> {
    let flag = |key: &str| match key {
        "holes_per_row" => "--holes".to_string(),
        other => format!("--{}", other.replace('_', "-")),
    };
    let refused = |e: &RulesError| usage_mistake(&crate::words::rule_words::rules_fault(e, flag));
    let rules = match flags.game {
        Some(GameArg::Tsoro) => {
            if flags.rule_set.is_some() {
                return Err(usage_mistake(&t!("cli-hoyito-only")));
            }
            if flags.heads.is_some() && flags.head_holes.is_some() {
                return Err(refused(&RulesError::HeadsWithHeadHoles));
            }
            // Re-entered captures leave nothing to pick: no bonus picks unless asked.
            let picks = match flags.bonus_picks {
                Some(picks) => picks,
                None if flags.reentered_captures => 0,
                None => 2,
            };
            let rules = Rules::tsoro(flags.holes.unwrap_or(21))
                .with_bonus_picks(picks)
                .with_heads(flags.heads.unwrap_or(2))
                .with_extra_counters(flags.extra_counters)
                .with_reentered_captures(flags.reentered_captures);
            match flags.head_holes {
                Some(holes) => rules.with_head_holes(holes),
                None => rules,
            }
        }
        _ => {
            if flags.bonus_picks.is_some() || flags.heads.is_some() {
                return Err(usage_mistake(&t!("cli-tsoro-only")));
            }
            // Tsoro's own keys are refused by the engine, which names them.
            Rules {
                head_holes: flags.head_holes,
                extra_counters: flags.extra_counters,
                reentered_captures: flags.reentered_captures,
                ..Rules::hoyito_form(
                    flags.rule_set.map_or(HoyitoForm::II, RuleSetArg::form),
                    flags.holes.unwrap_or(6),
                )
            }
        }
    };
    mancala_rules::validate_rules(&rules).map_err(|e| refused(&e))
}
