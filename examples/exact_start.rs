//! The usual 2x4 Hoyito II start solved exactly, the third-repetition rule played out
//! (issue 36).
//!
//! `cargo run --release --example exact_start -- DIR MODE [MEMO]` first loads the
//! whole 2x4 tables with the repetition rule's own bounds and the bounds that hold
//! whatever the history, from the folder `DIR` where kept there before, else computing
//! them (minutes) and keeping them there. Then, by `MODE`:
//! - `value`: South's margin with best play, by proof-number tests (`LongSolve`),
//!   with the bounds proven after each test;
//! - `test:V`: one test alone, "does South end at least V ahead?", its answers kept
//!   in `DIR/settled-V.bin` (two tests can run side by side, each on a core);
//! - `line:A,B`: from two tests kept, South gets A and not B, the line with best play
//!   to the end of the game ([`exact::proven_line`]), replayed with its final margin;
//! - `strategies`: for the tests of South +7, +9, +11 and +13, the nodes of each
//!   test's contested graph and how many a strategy that looks at the board alone
//!   settles, for each side, and the answer at the start where one does.
//!
//! The memory holds up to `MEMO` entries (default 2^25; about 110 bytes each, room
//! included). Progress is printed every minute.

#[path = "common/safe_tables.rs"]
mod safe_tables;

use mancala_rules::{Game, Player, Rules};
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::exact;
use mancala_tui::engine::tables::Endgame;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().expect("DIR: a folder for the tables"));
    let mode = args.next().unwrap_or_else(|| "value".to_string());
    let memo: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1 << 25);
    let t = Instant::now();
    let solved = safe_tables::safe_2x4_tables(32, Some(&dir));
    println!(
        "2x4 tables and their bounds in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let game = Game::new(Rules::hoyito(4)).unwrap();
    if let Some((lo, hi)) = solved.probe(game.position()) {
        println!("the tables' bounds at the start: South {lo:+} to {hi:+}");
    }
    let t = Instant::now();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(60));
            let [nodes, ply, deepest, memo, numbers] = exact::progress();
            println!(
                "  {:.0} s: {nodes} positions, ply {ply}, deepest {deepest}, memory {memo}, \
                 the root's move searched: proof {} disproof {}",
                t.elapsed().as_secs_f64(),
                numbers >> 32,
                numbers & 0xFFFF_FFFF
            );
            let _ = std::io::stdout().flush();
        }
    });
    let cancel = AtomicBool::new(false);
    let how = exact::LongSolve {
        memo: Some(memo),
        deepening: false,
        by_components: true,
        proof_numbers: true,
    };
    let budget = Budget::nodes(u64::MAX);
    let endgame = Some(Endgame::Hoyito(&solved));
    let secs = || t.elapsed().as_secs_f64();
    if mode == "strategies" {
        for beta in [7, 9, 11, 13] {
            let t = Instant::now();
            let (answer, nodes, yes, no) = exact::strategies_at_start(&solved, &game, beta);
            println!(
                "South {beta:+} or more: {} ({nodes} nodes, {yes} settled yes, {no} no, {:.1} s)",
                answer.map_or("not settled", |a| if a { "yes" } else { "no" }),
                t.elapsed().as_secs_f64()
            );
        }
    } else if let Some(beta) = mode.strip_prefix("test:").and_then(|v| v.parse().ok()) {
        let Ok(settled) = exact::settle(&game, beta, &budget, &cancel, endgame, how) else {
            println!("not settled ({:.0} s)", secs());
            return;
        };
        println!(
            "South ends at least {beta:+} ahead: {} ({:.0} s, {} answers kept)",
            settled.answer,
            secs(),
            settled.answers.len()
        );
        write_settled(&dir.join(format!("settled-{beta}.bin")), &settled);
    } else if let Some((yes, no)) = mode.strip_prefix("line:").and_then(|v| {
        let (a, b) = v.split_once(',')?;
        Some((a.parse::<i32>().ok()?, b.parse::<i32>().ok()?))
    }) {
        let read = |beta: i32| read_settled(&dir.join(format!("settled-{beta}.bin")), beta);
        let line = exact::proven_line(&game, &read(yes), &read(no), &budget, &cancel, endgame, how)
            .expect("the two tests give a line");
        let mut end = game.clone();
        for &a in &line {
            end.apply(a).expect("the line's actions are legal");
        }
        let p = end.position();
        let south = p.captured(Player::South) as i32 - p.captured(Player::North) as i32;
        let said: Vec<String> = line.iter().map(|a| a.to_string()).collect();
        println!(
            "principal line ({} actions, {:.0} s; game over: {}, South {south:+}): {}",
            line.len(),
            secs(),
            p.is_over(),
            said.join(" ")
        );
    } else {
        let got =
            exact::solve_reporting(&game, &budget, &cancel, endgame, how, &mut |lo, hi, n| {
                println!(
                    "proven: South {lo:+} to {hi:+} ({n} positions, {:.0} s)",
                    secs()
                );
                let _ = std::io::stdout().flush();
            });
        match got {
            Ok(e) => println!(
                "2x4 start: South {:+} with best play ({} positions, {:.0} s)",
                e.score,
                e.nodes,
                secs()
            ),
            Err(u) => println!("not solved ({} positions, {:.0} s)", u.nodes, secs()),
        }
    }
}

/// The answers of a test kept by `test:V`: the test, the answer, then each key and
/// answer.
fn write_settled(path: &Path, settled: &exact::Settled) {
    let mut bytes = Vec::with_capacity(17 * settled.answers.len() + 9);
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
fn read_settled(path: &Path, beta: i32) -> exact::Settled {
    let bytes = std::fs::read(path).expect("a test kept by test:V");
    let word = |b: &[u8]| u64::from_le_bytes(b[..8].try_into().expect("8 bytes"));
    assert_eq!(word(&bytes) as i64, beta as i64, "the test asked");
    let answers = bytes[9..]
        .chunks_exact(17)
        .map(|c| (word(c), word(&c[8..]), c[16] == 1))
        .collect();
    exact::Settled {
        beta,
        answer: bytes[8] == 1,
        answers,
    }
}
