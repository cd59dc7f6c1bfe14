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
