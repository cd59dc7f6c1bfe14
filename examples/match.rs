//! Matches between two players, colours alternated:
//!
//! ```text
//! cargo run --release --example match -- --game hoyito --holes 6 --games 200 \
//!     --a 5:nodes=200000 --b greedy [--opening 2] [--seed 1] [--threads 1]
//! ```
//!
//! Players: `random`, `greedy`, `mc:ms=200` or `mc:playouts=5000` (flat Monte Carlo),
//! and a level `1`..`9` (or its name, `hard`), optionally with its budget replaced: `9:nodes=200000`,
//! `5:ms=200`, and its settings for experiments: `q=0|1|2` (quiescence), `side=N`,
//! `mob=N` (estimate weights), `threads=N`, `noise=N`, `depth=N`, and a weak level's
//! blind spots and slips: `blind=0..7` (1 chains, 2 heads, 4 relays, see `ai::Blind`), `slip=N`
//! (chance in 1000), `among=N`, `within=N` (seeds; see `ai::Slip`). Game `2k` and `2k+1` start from the same opening (`--opening` random
//! actions chosen by the match seed and `k`), with A as South in the first and as North
//! in the second. Prints A's wins, draws and losses with 95% intervals: A's wins
//! (Wilson), and A's score (a draw a half) from its variance and as a Wilson interval.
//!
//! `--endgame K` starts game `2k` and `2k+1` from an ending instead: random actions
//! (chosen by the match seed and `k`) until at most K seeds are on the board, and then
//! also prints what A gains in the ending (A's captures minus B's from there on). A
//! level's `tables=1` probes the endgame tables built in `--tables DIR` (default: the
//! program's tables folder), as expert does in the program.
//!
//! `--book BOOK` starts game `2k` and `2k+1` from line `k` of an opening book instead:
//! a book built into the program by name (`hoyito-2x6`, `hoyito-2x12`, `hoyito-2x12-b`,
//! the files of `assets/openings/`) or a file (actions in record notation, `#` starts a
//! comment; see `examples/openings.rs`).

mod common;

use common::Args;
use mancala_rules::{Action, Game, Player, Rules};
use mancala_tui::engine::ai::{self, Budget, Level, Rng, Settings, baseline};
use mancala_tui::engine::tables::Tables;
use mancala_tui::study::openings;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

#[derive(Clone, Debug)]
enum Contender {
    Random,
    Greedy,
    MonteCarlo {
        playouts: Option<u64>,
        millis: Option<u64>,
    },
    Search(Settings),
}

fn parse_contender(text: &str) -> Result<Contender, String> {
    let mut parts = text.split(':');
    let head = parts.next().unwrap_or_default();
    let mut nodes = None;
    let mut millis = None;
    let mut playouts = None;
    let mut tweaks: Vec<(String, i64)> = Vec::new();
    for option in parts {
        let (key, value) = option
            .split_once('=')
            .ok_or_else(|| format!("bad option {option:?} in {text:?}"))?;
        let value: i64 = value
            .parse()
            .map_err(|_| format!("bad number in {option:?}"))?;
        match key {
            "nodes" => nodes = Some(value as u64),
            "ms" => millis = Some(value as u64),
            "playouts" => playouts = Some(value as u64),
            "q" | "side" | "mob" | "threads" | "noise" | "depth" | "blind" | "slip" | "among"
            | "within" | "tables" => tweaks.push((key.to_string(), value)),
            _ => return Err(format!("unknown option {key:?} in {text:?}")),
        }
    }
    Ok(match head {
        "random" => Contender::Random,
        "greedy" => Contender::Greedy,
        "mc" => Contender::MonteCarlo { playouts, millis },
        level => {
            let level: Level = level.parse()?;
            let mut settings = level.settings();
            if nodes.is_some() || millis.is_some() {
                settings.budget = Budget { nodes, millis };
            }
            for (key, value) in tweaks {
                match key.as_str() {
                    "q" => settings.quiescence = value as u8,
                    "side" => settings.weights.side = value as i32,
                    "mob" => settings.weights.mobility = value as i32,
                    "threads" => settings.threads = value as usize,
                    "noise" => settings.noise = value as i32,
                    "blind" => {
                        settings.blind = ai::Blind {
                            chains: value & 1 != 0,
                            heads: value & 2 != 0,
                            relays: value & 4 != 0,
                        }
                    }
                    "slip" => settings.slip.per_mille = value as u32,
                    "among" => settings.slip.among = value as usize,
                    "within" => settings.slip.within = value as i32,
                    "tables" => settings.endgame_tables = value != 0,
                    _ => settings.max_depth = value as u32,
                }
            }
            Contender::Search(settings)
        }
    })
}

fn pick(who: &Contender, game: &Game, seed: u64, tables: &Tables, stats: &mut Stats) -> Action {
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(seed);
    let started = Instant::now();
    let action = match who {
        Contender::Random => baseline::random(game.position(), &mut rng),
        Contender::Greedy => baseline::greedy(game, &mut rng),
        Contender::MonteCarlo { playouts, millis } => {
            baseline::monte_carlo(game, *playouts, *millis, &mut rng, &cancel).map(|(a, n)| {
                stats.work += n;
                a
            })
        }
        Contender::Search(settings) => {
            ai::choose_with(game, settings, seed, &cancel, tables).map(|a| {
                stats.work += a.nodes;
                a.action
            })
        }
    };
    stats.moves += 1;
    stats.seconds += started.elapsed().as_secs_f64();
    stats.slowest = stats.slowest.max(started.elapsed().as_secs_f64());
    action.expect("the game is not over")
}

#[derive(Default, Clone, Copy)]
struct Stats {
    moves: u64,
    work: u64,
    seconds: f64,
    slowest: f64,
}

/// How a game starts: random actions (from the game's seed) or a line of a book.
enum Opening {
    Random(u32),
    Book(Vec<Action>),
    /// Random actions until at most this many seeds are on the board.
    Endgame(u16),
}

/// The lines of an opening book: a book built into the program by name
/// (`hoyito-2x6`, see `src/openings.rs`), or a file of the same form (actions in
/// record notation, `#` comments).
fn read_book(path: &str) -> Result<Vec<Vec<Action>>, String> {
    let lines = match openings::book(path) {
        Some(book) => book.lines()?,
        None => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            openings::parse_lines(path, &text)?
        }
    };
    if lines.is_empty() {
        return Err(format!("{path}: no openings"));
    }
    Ok(lines.into_iter().map(|l| l.actions).collect())
}

/// The result for A of one game: 1 win, 0 draw, -1 loss; and A's captures minus B's
/// made after the opening.
fn play_game(
    rules: Rules,
    (a, b): (&Contender, &Contender),
    a_is_south: bool,
    opening: &Opening,
    seed: u64,
    tables: &Tables,
    stats: &mut [Stats; 2],
) -> (i32, i32) {
    let mut game = Game::new(rules).unwrap();
    match opening {
        Opening::Random(count) => {
            let mut rng = Rng::new(seed);
            for _ in 0..*count {
                if let Some(action) = baseline::random(game.position(), &mut rng) {
                    game.apply(action).unwrap();
                }
            }
        }
        Opening::Book(actions) => {
            for &action in actions {
                game.apply(action).unwrap();
            }
        }
        Opening::Endgame(seeds) => {
            let mut rng = Rng::new(seed);
            while game.position().seeds_on_board() > *seeds || game.position().is_over() {
                match baseline::random(game.position(), &mut rng) {
                    Some(action) => game.apply(action).unwrap(),
                    // Over before the ending: another game from the next seed's random play.
                    None => game = Game::new(rules).unwrap(),
                }
            }
        }
    }
    let a_player = if a_is_south {
        Player::South
    } else {
        Player::North
    };
    let margin = |g: &Game| {
        g.position().captured(a_player) as i32 - g.position().captured(a_player.opponent()) as i32
    };
    let before = margin(&game);
    let mut turn = 0u64;
    while let Some(mover) = game.position().to_move() {
        let a_moves = (mover == Player::South) == a_is_south;
        let (who, slot) = if a_moves { (a, 0) } else { (b, 1) };
        let move_seed = seed ^ (turn + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let action = pick(who, &game, move_seed, tables, &mut stats[slot]);
        game.apply(action).unwrap();
        turn += 1;
    }
    let result = match game.position().outcome().unwrap().winner {
        Some(w) if w == a_player => 1,
        Some(_) => -1,
        None => 0,
    };
    (result, margin(&game) - before)
}

/// The 95% Wilson interval of a proportion `k / n`, in percent.
/// `k` may be a half (a score counting draws as halves).
fn wilson(k: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 100.0);
    }
    let (n, p, z) = (n as f64, k / n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    (
        100.0 * (centre - half).max(0.0),
        100.0 * (centre + half).min(1.0),
    )
}

fn main() {
    let args = Args::from_env();
    let value = |name: &str| args.value(name);
    let fail = |m: String| -> ! {
        eprintln!("match: {m}");
        std::process::exit(2)
    };
    let rules = args.rules();
    let games: u64 = args.number("--games", 100);
    let opening: u32 = args.number("--opening", 2);
    let seed: u64 = args.number("--seed", 1);
    let threads: usize = args.number("--threads", 1);
    let a =
        parse_contender(&value("--a").unwrap_or_else(|| "5".into())).unwrap_or_else(|e| fail(e));
    let b = parse_contender(&value("--b").unwrap_or_else(|| "random".into()))
        .unwrap_or_else(|e| fail(e));
    let book = value("--book").map(|path| Arc::new(read_book(&path).unwrap_or_else(|e| fail(e))));
    let endgame: Option<u16> = value("--endgame").and_then(|v| v.parse().ok());
    let tables = value("--tables")
        .map(std::path::PathBuf::from)
        .or_else(mancala_tui::store::dirs::tables_dir)
        .map_or_else(Tables::none, Tables::in_folder);
    let next = Arc::new(AtomicUsize::new(0));
    let results = Arc::new(Mutex::new((Vec::new(), [Stats::default(); 2], Vec::new())));
    let started = Instant::now();
    let workers: Vec<_> = (0..threads.max(1))
        .map(|_| {
            let (next, results, a, b) = (next.clone(), results.clone(), a.clone(), b.clone());
            let (book, tables) = (book.clone(), tables.clone());
            std::thread::spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed) as u64;
                    if i >= games {
                        break;
                    }
                    let mut stats = [Stats::default(); 2];
                    let start = match (&book, endgame) {
                        (Some(lines), _) => {
                            Opening::Book(lines[(i / 2) as usize % lines.len()].clone())
                        }
                        (None, Some(seeds)) => Opening::Endgame(seeds),
                        (None, None) => Opening::Random(opening),
                    };
                    let game_seed = seed.wrapping_mul(1_000_003) ^ (i / 2);
                    let (r, gain) = play_game(
                        rules,
                        (&a, &b),
                        i.is_multiple_of(2),
                        &start,
                        game_seed,
                        &tables,
                        &mut stats,
                    );
                    let mut all = results.lock().unwrap();
                    all.0.push((i, r));
                    all.2.push(gain);
                    for (t, s) in all.1.iter_mut().zip(stats) {
                        t.moves += s.moves;
                        t.work += s.work;
                        t.seconds += s.seconds;
                        t.slowest = t.slowest.max(s.slowest);
                    }
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let (outcomes, stats, gains) = results.lock().unwrap().clone();
    let n = outcomes.len() as u64;
    let wins = outcomes.iter().filter(|&&(_, r)| r == 1).count() as u64;
    let draws = outcomes.iter().filter(|&&(_, r)| r == 0).count() as u64;
    let losses = n - wins - draws;
    let (wl, wh) = wilson(wins as f64, n);
    let (sl, sh) = wilson(wins as f64 + draws as f64 / 2.0, n);
    let score = (wins as f64 + draws as f64 / 2.0) / n.max(1) as f64;
    // The score's 95% interval from the per-game variance (1, ½, 0).
    let var = outcomes
        .iter()
        .map(|&(_, r)| ((r as f64 + 1.0) / 2.0 - score).powi(2))
        .sum::<f64>()
        / (n.max(2) - 1) as f64;
    let half = 1.96 * (var / n.max(1) as f64).sqrt();
    println!(
        "{} | A={} B={} | {n} games | A: {wins} W {draws} D {losses} L | A wins {:.1}% [{wl:.1}, {wh:.1}] | A score {:.1}% ± {:.1} [{sl:.1}, {sh:.1}] | {:.0}s",
        rules.describe(),
        value("--a").unwrap_or_else(|| "5".into()),
        value("--b").unwrap_or_else(|| "random".into()),
        100.0 * wins as f64 / n.max(1) as f64,
        100.0 * score,
        100.0 * half,
        started.elapsed().as_secs_f64()
    );
    for (side, parity) in [("South", 0), ("North", 1)] {
        let mine: Vec<i32> = outcomes
            .iter()
            .filter(|(i, _)| i % 2 == parity)
            .map(|&(_, r)| r)
            .collect();
        println!(
            "  A as {side}: {} W {} D {} L",
            mine.iter().filter(|&&r| r == 1).count(),
            mine.iter().filter(|&&r| r == 0).count(),
            mine.iter().filter(|&&r| r == -1).count()
        );
    }
    if endgame.is_some() {
        let n = gains.len().max(2) as f64;
        let mean = gains.iter().sum::<i32>() as f64 / n;
        let var = gains
            .iter()
            .map(|&g| (g as f64 - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        println!(
            "  in the endings A captured {mean:+.2} seeds a game more than B (95% ± {:.2})",
            1.96 * (var / n).sqrt()
        );
    }
    for (name, s) in ["A", "B"].iter().zip(stats) {
        if s.moves > 0 {
            println!(
                "  {name}: {} moves, {:.1} ms/move (slowest {:.0} ms), {:.0} nodes or playouts/move",
                s.moves,
                1000.0 * s.seconds / s.moves as f64,
                1000.0 * s.slowest,
                s.work as f64 / s.moves as f64
            );
        }
    }
}
