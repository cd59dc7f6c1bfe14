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
    let proof_numbers = std::env::var("PN").is_ok() || std::env::var("TEST").is_ok();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(60));
            let [nodes, ply, deepest, memo, depth] = exact::progress();
            let tests = if proof_numbers {
                format!(
                    "the move searched: proof {} disproof {}",
                    depth >> 32,
                    depth & 0xFFFF_FFFF
                )
            } else {
                format!("tests within {depth} plies")
            };
            println!(
                "  {:.0} s: {nodes} positions, ply {ply}, deepest {deepest}, memory {memo}, {tests}",
                t.elapsed().as_secs_f64()
            );
            let _ = std::io::stdout().flush();
        }
    });
    let how = exact::LongSolve {
        memo: Some(memo),
        deepening,
        by_components: true,
        proof_numbers,
    };
    let budget = Budget::nodes(u64::MAX);
    let endgame = Some(Endgame::Hoyito(&solved));
    if let Some(beta) = std::env::var("TEST").ok().and_then(|v| v.parse().ok()) {
        // One test alone by proof numbers ("does South end at least TEST ahead?"), to
        // run beside another; its answers kept in DIR for LINE.
        let got = exact::settle(&game, beta, &budget, &cancel, endgame, how);
        let secs = t.elapsed().as_secs_f64();
        let Ok(settled) = got else {
            println!("not settled ({secs:.0} s)");
            return;
        };
        println!(
            "South ends at least {beta:+} ahead: {} ({secs:.0} s, {} answers kept)",
            settled.answer,
            settled.answers.len()
        );
        if let Some(d) = dir.as_deref() {
            write_settled(&d.join(format!("settled-{beta}.bin")), &settled);
        }
        return;
    }
    if let Some((yes, no)) = std::env::var("LINE").ok().and_then(|v| {
        let (a, b) = v.split_once(',')?;
        Some((a.parse::<i32>().ok()?, b.parse::<i32>().ok()?))
    }) {
        // The line from two tests kept by TEST: South gets YES, cannot get NO.
        let d = dir.as_deref().expect("LINE reads the tests from DIR");
        let read = |beta: i32| read_settled(&d.join(format!("settled-{beta}.bin")), beta);
        let line = exact::proven_line(&game, &read(yes), &read(no), &budget, &cancel, endgame, how)
            .expect("the two tests give a line");
        let mut end = game.clone();
        for &a in &line {
            end.apply(a).expect("the line's actions are legal");
        }
        let p = end.position();
        let south = p.captured(mancala_rules::Player::South) as i32
            - p.captured(mancala_rules::Player::North) as i32;
        let said: Vec<String> = line.iter().map(|a| a.to_string()).collect();
        println!(
            "principal line ({} actions, game over: {}, South {south:+}): {}",
            line.len(),
            p.is_over(),
            said.join(" ")
        );
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

/// The answers of a test kept by TEST: the test, the answer, then each key and answer.
fn write_settled(path: &std::path::Path, settled: &exact::Settled) {
    let mut bytes = Vec::with_capacity(17 * settled.answers.len() + 16);
    bytes.extend_from_slice(&(settled.beta as i64).to_le_bytes());
    bytes.push(settled.answer as u8);
    for &(a, b, yes) in &settled.answers {
        bytes.extend_from_slice(&a.to_le_bytes());
        bytes.extend_from_slice(&b.to_le_bytes());
        bytes.push(yes as u8);
    }
    std::fs::write(path, bytes).expect("the answers written");
}

/// [`write_settled`]'s file read back.
fn read_settled(path: &std::path::Path, beta: i32) -> exact::Settled {
    let bytes = std::fs::read(path).expect("a test kept by TEST");
    let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
    assert_eq!(word(0) as i64, beta as i64, "the test asked");
    let answers = bytes[9..]
        .chunks_exact(17)
        .map(|c| {
            let a = u64::from_le_bytes(c[..8].try_into().expect("8 bytes"));
            let b = u64::from_le_bytes(c[8..16].try_into().expect("8 bytes"));
            (a, b, c[16] == 1)
        })
        .collect();
    exact::Settled {
        beta,
        answer: bytes[8] == 1,
        answers,
    }
}
