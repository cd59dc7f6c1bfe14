//! Check every built-in puzzle by its collection's full standard (see
//! `study::puzzles::examine`): proven puzzles proven again with the endgame tables the
//! file names (built in `--tables` if missing), the others searched again at both of
//! the file's budgets; the goal, the other wins, the scores, the lines and the theme
//! must be the file's. The test suite checks the same at the smaller budget alone
//! (tests/it/puzzles.rs); this is the full check:
//!
//! `cargo run --release --example check_puzzles -- [--game hoyito|tsoro] [--tables DIR]`
//!
//! `--examine FILE` judges the puzzles of another collection file (an older one, say:
//! only each puzzle's record, answer and theme are read) by the built-in collection's
//! standard, and tells what becomes of each: kept, changed (its goal or theme) or
//! refused, and why.
//!
//! `--rewrite FILE` examines every proven puzzle, and every other with few enough seeds
//! for a proof, again by the full standard (its proof now the exact solver's, with the
//! puzzle's history: issue 36) and writes the
//! collection to FILE: a puzzle the solver proves keeps its place with the solver's
//! scores, one it does not finish is kept as the searches judge it (not proven), one
//! whose claim it refutes is left out; each said.

use mancala_rules::GameKind;
use mancala_tui::engine::tables::Tables;
use mancala_tui::study::puzzles::{
    Goal, Standard, answer_actions, collection, examine, theme_of, verify,
};
use std::collections::BTreeMap;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let games = match value("--game").as_deref() {
        Some("hoyito") => vec![GameKind::HoyitoII],
        Some("tsoro") => vec![GameKind::Tsoro],
        _ => vec![GameKind::HoyitoII, GameKind::Tsoro],
    };
    let tables_dir = value("--tables").unwrap_or_else(|| "target/puzzle-tables".into());
    let mut failed = 0;
    for game in games {
        let started = std::time::Instant::now();
        let c = collection(game);
        let made = &c.made_by;
        let standard = if made.table_seeds > 0 && game == GameKind::HoyitoII {
            let dir = std::path::PathBuf::from(&tables_dir);
            std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{tables_dir}: {e}"));
            mancala_tui::engine::tables::build::build(
                &dir,
                6,
                made.table_seeds,
                &mut |line| eprint!("{line}"),
                None,
            )
            .unwrap_or_else(|e| panic!("the endgame tables: {e}"));
            Standard::full(made, Tables::in_folder(dir))
        } else {
            Standard::full(made, Tables::none())
        };
        if let Some(file) = value("--examine") {
            examine_file(&file, game, &standard);
            continue;
        }
        if let Some(file) = value("--rewrite") {
            rewrite(&file, game, &standard);
            continue;
        }
        let mut wrong = 0;
        for p in &c.puzzles {
            if let Err(e) = verify(p, made, &standard) {
                println!("  {e}");
                wrong += 1;
            }
        }
        println!(
            "{}: {} puzzles ({} proven, {} wins to find), {wrong} not as the file says, {:.0} s",
            c.game,
            c.puzzles.len(),
            c.puzzles.iter().filter(|p| p.proven).count(),
            c.puzzles
                .iter()
                .filter(|p| p.goal == mancala_tui::study::puzzles::Goal::Win)
                .count(),
            started.elapsed().as_secs_f64()
        );
        failed += wrong;
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// What becomes of each puzzle of `file` (of `game`) by `standard`, and the counts.
fn examine_file(file: &str, game: GameKind, standard: &Standard) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let c: serde_json::Value = serde_json::from_str(&text).expect("a collection file");
    if c["game"] != game.key() {
        return;
    }
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for p in c["puzzles"].as_array().expect("puzzles") {
        let id = p["id"].as_str().unwrap_or("?");
        let record =
            mancala_tui::store::record::Record::parse(&p["record"].to_string()).expect("a record");
        let position = record.replay().expect("a game");
        let answer: Vec<String> = serde_json::from_value(p["answer"].clone()).expect("answer");
        let answer = answer_actions(&answer).expect("actions");
        let verdict = match examine(&position, &answer, standard) {
            Err(why) => format!("refused: {why}"),
            Ok(found) => {
                let lines = found.lines.first().map_or(&[][..], Vec::as_slice);
                let theme = theme_of(&position, &answer, found.goal, lines, standard.proof_seeds);
                let was = p["theme"].as_str().unwrap_or("?");
                match theme {
                    None => "refused: no theme explains the answer".to_string(),
                    Some(t) if found.goal == Goal::Win => {
                        format!(
                            "changed: a win to find ({} wins), theme {}",
                            found.also.len() + 1,
                            t.key()
                        )
                    }
                    Some(t) if t.key() != was => format!("changed: theme {was} -> {}", t.key()),
                    Some(_) if found.proven => "kept (now proven)".to_string(),
                    Some(_) => "kept".to_string(),
                }
            }
        };
        println!("  {id}: {verdict}");
        let kind = verdict.split(" (").next().unwrap_or(&verdict).to_string();
        *counts.entry(kind).or_default() += 1;
    }
    for (kind, n) in counts {
        println!("{}: {n} {kind}", game.key());
    }
}

/// The built-in collection of `game`, its proven puzzles examined again by `standard`,
/// written to `file` (see the module's `--rewrite`).
fn rewrite(file: &str, game: GameKind, standard: &Standard) {
    let mut c = collection(game).clone();
    let made = c.made_by.clone();
    let mut kept = Vec::new();
    for mut p in std::mem::take(&mut c.puzzles) {
        let position = p.game().expect("a game");
        // A puzzle with few seeds not proven may be now (a stronger solver).
        let few = position.position().seeds_on_board() <= made.proof_seeds;
        if !p.proven && !few {
            kept.push(p);
            continue;
        }
        let answer = p.answer_actions().expect("actions");
        let found = match examine(&position, &answer, standard) {
            Ok(found) => found,
            Err(why) => {
                println!("  {}: left out: {why}", p.id);
                continue;
            }
        };
        let lines = found.lines.first().map_or(&[][..], Vec::as_slice);
        let Some(theme) = theme_of(&position, &answer, found.goal, lines, made.proof_seeds) else {
            println!("  {}: left out: no theme explains the answer", p.id);
            continue;
        };
        println!(
            "  {}: kept{}{}",
            p.id,
            if found.proven {
                ", proven"
            } else {
                ", searched (not proven)"
            },
            if theme == p.theme {
                ""
            } else {
                ", theme changed"
            }
        );
        p.theme = theme;
        p.goal = found.goal;
        p.also = found.also.iter().map(ToString::to_string).collect();
        p.proven = found.proven;
        p.scores = found.kept_scores();
        p.lines = found.kept_lines();
        kept.push(p);
    }
    c.puzzles = kept;
    let text = serde_json::to_string_pretty(&c).expect("collections serialize");
    std::fs::write(file, text + "\n").unwrap_or_else(|e| panic!("{file}: {e}"));
    println!("{}: {} puzzles written to {file}", c.game, c.puzzles.len());
}
