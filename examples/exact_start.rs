//! The usual 2x4 Hoyito II start solved exactly, the third-repetition rule played out
//! (issue 36): `cargo run --release --example exact_start -- 32 DIR MEMO` solves the
//! 2x4 tables up to 32 seeds (the whole game) with the repetition rule's own bounds
//! (`Solved::with_safety`), reading each layer from the folder `DIR` where written
//! there and else writing it there; then the bounds of each layer that hold whatever
//! the history (read from or written to `DIR/any`); then runs the exact solver from
//! the start without a node budget, its memory holding up to `MEMO` entries (default
//! 2^25), with deepening tests (a fourth argument `deep-first`: without). It prints
//! the bounds proven after each null-window test, its progress every minute, and once
//! solved South's margin with best play and the principal line to the end of the game
//! (each piece of 40 actions played out, the rest solved again from there).

use mancala_rules::{Game, Rules};
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::exact;
use mancala_tui::engine::tables::{Endgame, Solved, file};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let top: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(32);
    let dir = args.next().map(PathBuf::from);
    let memo: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1 << 25);
    let deepening = args.next().is_none_or(|a| a != "deep-first");
    let t = Instant::now();
    // The tables with the repetition rule's own bounds (`Solved::with_safety`),
    // read from `DIR` where written there.
    let mut solved = Solved::with_safety(4);
    for k in (8..=top).step_by(4) {
        let read = dir
            .as_deref()
            .and_then(|d| file::read_layer(&file::layer_path(d, 4, k), 4, k).ok());
        match read {
            Some(layer) => solved.insert(layer),
            None => {
                solved.solve_up_to(k);
                if let Some(d) = dir.as_deref() {
                    std::fs::create_dir_all(d).expect("a folder for the tables");
                    file::write_layer(d, solved.layer(k).expect("solved")).expect("written");
                }
            }
        }
    }
    println!(
        "2x4 tables up to {top} seeds in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let t = Instant::now();
    // The bounds whatever the history, read back from `DIR/any` where written there.
    let any = dir.as_ref().map(|d| d.join("any"));
    for k in (8..=top).step_by(4) {
        let read = any
            .as_deref()
            .and_then(|d| file::read_layer(&file::layer_path(d, 4, k), 4, k).ok());
        match read {
            Some(layer) => solved.insert_any_history(layer),
            None => {
                solved.solve_any_history_up_to(k);
                if let Some(d) = any.as_deref() {
                    std::fs::create_dir_all(d).expect("a folder for them");
                    let layer = solved.any_history_layer(k).expect("computed");
                    file::write_layer(d, layer).expect("written");
                }
            }
        }
    }
    println!(
        "their bounds whatever the history in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let game = Game::new(Rules::hoyito(4)).unwrap();
    if let Some((lo, hi)) = solved.probe(game.position()) {
        println!("the tables' bounds at the start: South {lo:+} to {hi:+}");
    }
    let cancel = AtomicBool::new(false);
    let t = Instant::now();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(60));
            let [nodes, ply, deepest, memo, depth] = exact::progress();
            println!(
                "  {:.0} s: {nodes} positions, ply {ply}, deepest {deepest}, memory {memo}, \
                 tests within {depth} plies",
                t.elapsed().as_secs_f64()
            );
            let _ = std::io::stdout().flush();
        }
    });
    let how = exact::LongSolve {
        memo: Some(memo),
        deepening,
        by_components: true,
        proof_numbers: std::env::var("PN").is_ok(),
    };
    if let Some(beta) = std::env::var("TEST").ok().and_then(|v| v.parse().ok()) {
        // One test alone ("does South end at least TEST ahead?"), to run beside another.
        let budget = Budget::nodes(u64::MAX);
        let tables = Some(Endgame::Hoyito(&solved));
        let got = exact::reaches(&game, beta, &budget, &cancel, tables, how);
        let secs = t.elapsed().as_secs_f64();
        match got {
            Ok(yes) => println!("South ends at least {beta:+} ahead: {yes} ({secs:.0} s)"),
            Err(u) => println!("not settled ({} positions, {secs:.0} s)", u.nodes),
        }
        return;
    }
    let got = exact::solve_reporting(
        &game,
        &Budget::nodes(u64::MAX),
        &cancel,
        Some(Endgame::Hoyito(&solved)),
        how,
        &mut |lo, hi, nodes| {
            println!(
                "proven: South {lo:+} to {hi:+} ({nodes} positions, {:.0} s)",
                t.elapsed().as_secs_f64()
            );
            let _ = std::io::stdout().flush();
        },
    );
    let secs = t.elapsed().as_secs_f64();
    let e = match got {
        Ok(e) => e,
        Err(u) => {
            println!("not solved ({} positions, {secs:.1} s)", u.nodes);
            return;
        }
    };
    println!(
        "2x4 start, South to move, empty history: South {:+} with best play \
         ({} positions, {secs:.1} s)",
        e.score, e.nodes
    );
    // The line to the end of the game: each piece of up to 40 actions played out,
    // then the rest solved from there, its history and all (which checks the value).
    let mut line = Vec::new();
    let mut g = game.clone();
    let mut piece = e;
    loop {
        for &a in &piece.line {
            g.apply(a).expect("the line's actions are legal");
            line.push(a.to_string());
        }
        let p = g.position();
        let south = p.captured(mancala_rules::Player::South) as i32
            - p.captured(mancala_rules::Player::North) as i32;
        println!("after {} actions: South {south:+} so far", line.len());
        if p.is_over() {
            break;
        }
        piece = exact::solve_probing(
            &g,
            &Budget::nodes(u64::MAX),
            &cancel,
            Some(Endgame::Hoyito(&solved)),
        )
        .expect("solved without a budget");
        let ahead = if piece.mover == mancala_rules::Player::South {
            piece.score
        } else {
            -piece.score
        };
        println!("  from there: South {:+} more", ahead);
    }
    println!(
        "principal line ({} actions): {}",
        line.len(),
        line.join(" ")
    );
}
