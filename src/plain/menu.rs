//! `mancala --plain`: the menu in lines. Every feature a player reaches from the
//! screens' menu is a typed command here, each run in plain lines until its own `quit`,
//! which comes back to this menu: a game (the interrupted one offered first), the
//! lessons, the puzzles, the library (list, replay, continue, delete, and the mistakes
//! trainer on a game) and the rules.

use crate::analysis::judge::Plan;
use crate::engine::ai::Level;
use crate::store::library::{Entry, Listing, Source};
use crate::store::record::Record;
use crate::t;
use crate::tui::app::App;
use mancala_rules::{GameKind, Rules};
use std::io::{BufRead, Write};

/// The menu's state between commands: the library as last listed (its numbers are the
/// ones `replay N`, `continue N` and `delete N` name).
struct Menu {
    listing: Option<Listing>,
}

/// `hoyito` or `tsoro` among a command's words (Hoyito II when neither).
fn game_named(words: &[&str]) -> Result<GameKind, String> {
    let mut kind = GameKind::HoyitoII;
    for w in words {
        match w.to_lowercase().as_str() {
            "hoyito" | "hoyito-ii" => kind = GameKind::HoyitoII,
            "tsoro" => kind = GameKind::Tsoro,
            _ => return Err(t!("plain-menu-not-a-game", got = super::quoted(w))),
        }
    }
    Ok(kind)
}

/// The rules a `play` command's other words name: a game (`hoyito`, `hoyito-i`,
/// `hoyito-ii`, `hoyito-iii`, `tsoro`) and Tsoro's options (`heads:0`, `heads:1`,
/// `extra-counters`, `reentered-captures`, which takes no bonus picks), typed the
/// same in every language as the command line's flags are; the engine refuses an
/// option of the other game, named as typed.
fn rules_named(words: &[&str]) -> Result<Rules, String> {
    let mut rules = Rules::hoyito(GameKind::HoyitoII.default_holes());
    let mut options = Vec::new();
    for w in words {
        let lower = w.to_lowercase();
        if let Some(form) = mancala_rules::HoyitoForm::from_key(&lower) {
            rules = Rules::hoyito_form(form, GameKind::HoyitoII.default_holes());
        } else if lower.starts_with("heads:")
            || ["extra-counters", "reentered-captures"].contains(&lower.as_str())
        {
            options.push(lower);
        } else {
            rules = match game_named(&[w])? {
                GameKind::HoyitoII => Rules::hoyito(GameKind::HoyitoII.default_holes()),
                GameKind::Tsoro => Rules::tsoro(GameKind::Tsoro.default_holes()),
            };
        }
    }
    for option in &options {
        match option.as_str() {
            "extra-counters" => rules.extra_counters = true,
            "reentered-captures" => {
                rules.reentered_captures = true;
                rules.bonus_picks = 0;
            }
            heads => match heads["heads:".len()..].parse::<u8>() {
                Ok(n) if rules.game == GameKind::Tsoro => rules.heads = n,
                Ok(_) => {
                    let e = mancala_rules::RulesError::NotForGame {
                        key: "heads",
                        game: rules.game,
                    };
                    return Err(plain_rules_fault(&e));
                }
                Err(_) => return Err(t!("plain-menu-not-a-game", got = super::quoted(heads))),
            },
        }
    }
    mancala_rules::validate_rules(&rules).map_err(|e| plain_rules_fault(&e))
}

/// Why rules cannot be played, each key named as `play` takes it (`heads:N`,
/// `extra-counters`).
fn plain_rules_fault(e: &mancala_rules::RulesError) -> String {
    crate::words::rule_words::rules_fault(e, |key| match key {
        "heads" => "heads:N".to_string(),
        other => other.replace('_', "-"),
    })
}

/// `play [GAME] [OPTIONS] [computer[:LEVEL]]`: the new game's record (North the computer when
/// asked).
fn new_record(words: &[&str]) -> Result<Record, String> {
    let mut games = Vec::new();
    let mut north = None;
    let mut in_rounds = false;
    for w in words {
        let lower = w.to_lowercase();
        let (word, level) = lower.split_once(':').unwrap_or((&lower, ""));
        if super::words::canonical(word) == "match" {
            in_rounds = true;
        } else if super::words::canonical(word) == "computer" {
            north = Some(if level.is_empty() {
                Level::Medium
            } else {
                level.parse::<Level>()?
            });
        } else {
            games.push(*w);
        }
    }
    let rules = rules_named(&games)?;
    if in_rounds {
        // A match starts from the usual start: its round 1 is a normal game.
        if rules.game != mancala_rules::GameKind::HoyitoII {
            return Err(t!("plain-match-hoyito-only"));
        }
        let mut record = Record::new_match(rules, ["South".into(), "North".into()]);
        record.computers = [None, north];
        return Ok(record);
    }
    let mut record = Record::new(rules, ["South".into(), "North".into()]);
    record.computers = [None, north];
    // A person on South against the computer starts from a balanced position, as the
    // screens' form and `mancala play` do.
    if crate::study::openings::balanced_by_default(&rules, record.computers) {
        let drawn = crate::study::openings::draw_for(&record, crate::study::openings::clock_pick())
            .map_err(|why| why.to_string())?;
        drawn.put_in(&mut record);
    }
    Ok(record)
}

/// Entry `n` (1-based) of the library as last listed.
fn entry<'a>(menu: &'a Menu, rest: &str) -> Result<&'a Entry, String> {
    let Some(listing) = &menu.listing else {
        return Err(t!("plain-library-list-first"));
    };
    match rest.trim().parse::<usize>() {
        Ok(n) if (1..=listing.entries.len()).contains(&n) => Ok(&listing.entries[n - 1]),
        _ => Err(t!("plain-library-number", count = listing.entries.len())),
    }
}

/// The library, numbered, each game in a line.
fn list(app: &App, menu: &mut Menu, out: &mut dyn Write) -> std::io::Result<()> {
    let listing = crate::store::library::list(
        app.files.games_dir.as_deref(),
        &crate::store::assets::SAMPLE_GAMES,
    );
    if let Some(why) = &listing.folder_error {
        writeln!(out, "{why}")?;
    }
    for (i, e) in listing.entries.iter().enumerate() {
        let name = match &e.source {
            Source::File(_) => e.name.clone(),
            Source::Sample(..) => t!("library-built-in-sample", name = &e.name),
        };
        let line = match &e.summary {
            Ok(s) => crate::words::i18n::message(
                "plain-library-entry",
                &[
                    ("number", (i + 1).into()),
                    ("name", name.into()),
                    ("date", e.date.clone().into()),
                    ("game", s.game.clone().into()),
                    ("players", s.players.clone().into()),
                    ("result", s.result.clone().into()),
                    ("count", s.moves.into()),
                ],
            ),
            Err(why) => t!("plain-library-unreadable", number = i + 1, why = why),
        };
        writeln!(out, "{line}")?;
    }
    if listing.left_out > 0 {
        writeln!(out, "{}", t!("library-left-out", count = listing.left_out))?;
    }
    writeln!(out, "{}", t!("plain-library-commands"))?;
    menu.listing = Some(listing);
    Ok(())
}

/// Whether the input has ended (a session came back because of it).
fn ended(input: &mut dyn BufRead) -> bool {
    input.fill_buf().map_or(true, |b| b.is_empty())
}

/// Runs the menu with lines from `input` until `quit` or the end of the input. `app`
/// has the user's folders in use. `pending` says whether a line was typed (a game over
/// the network waits for the other player and for the keyboard at once).
pub fn run(
    app: &mut App,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    pending: &mut dyn FnMut(std::time::Duration) -> bool,
) -> std::io::Result<()> {
    let mut menu = Menu { listing: None };
    writeln!(out, "{}", t!("plain-menu"))?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            return Ok(());
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            continue;
        };
        let command = super::words::canonical(first);
        // A session run: when it comes back, the menu is said again (unless the input
        // ended in it).
        let session: std::io::Result<bool> = match command.as_str() {
            "quit" | "exit" => return Ok(()),
            "help" | "?" => writeln!(out, "{}", t!("plain-menu")).map(|()| false),
            "rules" => match game_named(rest) {
                Ok(kind) => writeln!(
                    out,
                    "{}",
                    crate::store::assets::rules_text(kind, crate::words::i18n::current())
                )
                .map(|()| false),
                Err(why) => writeln!(out, "{why}.").map(|()| false),
            },
            "play" => match new_record(rest) {
                Ok(record) => play(app, record, None, input, out),
                Err(why) => writeln!(out, "{why}.").map(|()| false),
            },
            "host" => {
                let (side, game) = super::network::side_among(rest);
                match new_record(&game) {
                    Ok(record) if record.computers == [None, None] => {
                        super::network::host(app, record, side, input, out, pending)
                    }
                    Ok(_) => writeln!(out, "{}.", t!("plain-net-no-computer")).map(|()| false),
                    Err(why) => writeln!(out, "{why}.").map(|()| false),
                }
            }
            "join" => super::network::join(app, &rest.join(" "), input, out, pending),
            "lessons" => match game_named(rest).and_then(|k| app.start_learn(k, 0)) {
                Ok(()) => super::learn::run(app, input, out).map(|()| true),
                Err(why) => writeln!(out, "{why}.").map(|()| false),
            },
            "puzzles" => match game_named(rest).and_then(|k| app.start_puzzles(k, Some(0))) {
                Ok(()) => super::puzzles::run(app, input, out).map(|()| true),
                Err(why) => writeln!(out, "{why}.").map(|()| false),
            },
            "library" => list(app, &mut menu, out).map(|()| false),
            "replay" | "continue" | "delete" | "mistakes" => {
                let rest = rest.join(" ");
                match entry(&menu, &rest) {
                    Err(why) => writeln!(out, "{why}.").map(|()| false),
                    Ok(e) if command == "delete" => {
                        let e = e.clone();
                        delete(&e, input, out)?;
                        list(app, &mut menu, out).map(|()| false)
                    }
                    Ok(e) => match crate::store::library::open(e) {
                        Err(why) => writeln!(out, "{why}").map(|()| false),
                        Ok((record, path)) if command == "replay" => {
                            match app.start_replay_from(record, e.name.clone(), path) {
                                Ok(()) => super::replay::run(app, input, out).map(|()| true),
                                Err(why) => writeln!(out, "{why}").map(|()| false),
                            }
                        }
                        Ok((record, _)) if command == "mistakes" => {
                            let budget = Plan::default_for(record.actions.len()).budget;
                            match app.open_mistakes(record, budget) {
                                Ok(()) => super::mistakes::run(app, input, out).map(|()| true),
                                Err(why) => writeln!(out, "{why}").map(|()| false),
                            }
                        }
                        Ok((record, path)) => play(app, record, path, input, out),
                    },
                }
            }
            _ => writeln!(
                out,
                "{}",
                t!(
                    "plain-menu-not-a-command",
                    line = super::quoted(line.trim())
                )
            )
            .map(|()| false),
        };
        if session? {
            if ended(input) {
                return Ok(());
            }
            writeln!(out, "{}", t!("plain-menu-back"))?;
        }
    }
}

/// A game from the menu: the interrupted game offered first, then `record` played.
fn play(
    app: &mut App,
    record: Record,
    path: Option<std::path::PathBuf>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<bool> {
    use super::resume::Choice;
    match super::resume::offer(app, input, out)? {
        Choice::Ended => return Ok(true),
        Choice::Resumed => {}
        Choice::New => {
            if let Err(why) = app.start_play(record, path) {
                writeln!(out, "{why}")?;
                return Ok(false);
            }
        }
    }
    super::run(app, input, out).map(|()| true)
}

/// `delete N`: asked first, as the screen asks.
fn delete(entry: &Entry, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    if let Source::File(_) = entry.source {
        writeln!(
            out,
            "{}",
            t!("plain-library-delete-question", name = &entry.name)
        )?;
        let Some(answer) = super::prompt(input, out)? else {
            return Ok(());
        };
        if !super::words::is_yes(&answer) {
            return writeln!(out, "{}", t!("plain-library-kept", name = &entry.name));
        }
    }
    match crate::store::library::delete(entry) {
        Ok(()) => writeln!(out, "{}", t!("library-deleted", name = &entry.name)),
        Err(why) => writeln!(out, "{why}"),
    }
}
