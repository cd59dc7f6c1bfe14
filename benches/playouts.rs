//! Random playouts with a fixed seed: `cargo bench --bench playouts`.
//!
//! Prints one line per variant: playouts/s and actions/s, on one core, and the seed
//! drops per second that makes; then bare sowing, the lap kernel alone, in seed drops
//! per second, for how far whole moves are from it.

use mancala_rules::{Action, Event, HoyitoForm, Observer, Position, Repetitions, Rules, fast};
use mancala_tui::engine::ai::Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// What a random player chooses: a hole by board index, or a head's answer.
enum Choice {
    Index(usize),
    Answer(Action),
}

/// A random choice in `game` (not over): a head's answer at a head, else a uniform
/// hole among those that may be chosen. The one way both the timed playouts and the
/// drop count choose, so they play the same games from the same generator.
#[inline]
fn choose(game: &Position, rng: &mut Rng) -> Choice {
    let (bits, start) = fast::legal_bits(game);
    let r = rng.next_u64();
    if bits == 0 {
        // A head choice: continue or stop, at random.
        Choice::Answer(if r & 1 == 0 {
            Action::Continue
        } else {
            Action::Stop
        })
    } else {
        Choice::Index(start + uniform_bit(bits, r, rng))
    }
}

/// Play one random game to the end from `start`, with the repetition rule (`seen` is
/// emptied and reused, as the computer's playouts do); returns the actions played.
fn playout(start: &Position, seen: &mut Repetitions, rng: &mut Rng) -> u64 {
    let mut game = *start;
    seen.clear();
    seen.record(&game);
    let mut actions = 0;
    while !game.is_over() {
        match choose(&game, rng) {
            Choice::Answer(answer) => {
                fast::play(&mut game, answer, seen).expect("a head choice is pending")
            }
            Choice::Index(index) => {
                fast::play_index(&mut game, index, seen).expect("legal by construction")
            }
        }
        actions += 1;
    }
    actions
}

/// A uniform choice among the set bits of `bits` (not zero). Rejection first: a random
/// bit below the highest set one, twice at most (each try is uniform over the set bits,
/// so is the mixture); then the k-th set bit. No division, and no popcount on the common
/// path (baseline x86-64 has no popcount instruction).
#[inline]
fn uniform_bit(bits: u64, r: u64, rng: &mut Rng) -> usize {
    let span = 64 - bits.leading_zeros() as u64;
    let mut r = r;
    for _ in 0..2 {
        let i = ((r >> 32) * span) >> 32;
        if bits >> i & 1 != 0 {
            return i as usize;
        }
        r = rng.next_u64();
    }
    let mut k = ((r >> 32) * bits.count_ones() as u64) >> 32;
    let mut m = bits;
    while k > 0 {
        m &= m - 1;
        k -= 1;
    }
    m.trailing_zeros() as usize
}

/// Counts the seeds dropped, from a move's reported laps.
#[derive(Default)]
struct Drops(u64);

impl Observer for Drops {
    const ENABLED: bool = true;
    fn event(&mut self, event: Event) {
        if let Event::SeedDropped { .. } = event {
            self.0 += 1;
        }
    }
}

/// Seeds dropped per action in `games` playouts from `rng` as they are: the same
/// random choices played watched. A move's first `REPORTED_LAPS` laps are reported
/// seed by seed; a longer relay's later laps are not counted, so this is a floor.
fn drops_per_action(start: &Position, games: u64, mut rng: Rng) -> f64 {
    let (mut drops, mut actions) = (Drops::default(), 0u64);
    let mut seen = Repetitions::default();
    for _ in 0..games {
        let mut game = *start;
        seen.clear();
        seen.record(&game);
        while !game.is_over() {
            let action = match choose(&game, &mut rng) {
                Choice::Answer(answer) => answer,
                Choice::Index(index) => game.action_at(index),
            };
            // Watched, then settled in the table as the quiet playout does.
            let mut watched = game;
            watched.apply_observed(action, &mut drops).expect("legal");
            fast::play(&mut game, action, &mut seen).expect("legal");
            actions += 1;
        }
    }
    drops.0 as f64 / actions.max(1) as f64
}

/// Bare sowing: laps from random holes of a circuit of `len` holes holding `seeds`
/// in all, for two seconds; seed drops per second.
fn bare_sowing(len: usize, seeds: usize) {
    let mut rng = Rng::new(0xB0A2_D5EE_D000_0001);
    let mut circuit = vec![0u8; len];
    for _ in 0..seeds {
        circuit[(rng.next_u64() % len as u64) as usize] += 1;
    }
    let begin = Instant::now();
    let mut drops = 0u64;
    let mut from = 0;
    while begin.elapsed() < Duration::from_secs(2) {
        for _ in 0..10_000 {
            while circuit[from] == 0 {
                from = (from + 1) % len;
            }
            drops += circuit[from] as u64;
            from = fast::sow_lap(black_box(&mut circuit), from);
        }
    }
    println!(
        "bare sowing, {len} holes, {seeds} seeds: {:.0} seed drops/s",
        drops as f64 / begin.elapsed().as_secs_f64()
    );
}

fn bench(name: &str, rules: Rules) {
    let start = Position::new(rules).unwrap();
    let mut rng = Rng::new(0x5EED_1234_ABCD_0001);
    let mut seen = Repetitions::default();
    // Warm up, then measure for a fixed time.
    for _ in 0..200 {
        black_box(playout(&start, &mut seen, &mut rng));
    }
    // PLAYOUTS=N plays exactly N playouts (for instruction counts under callgrind);
    // otherwise the bench plays for two seconds.
    let fixed: Option<u64> = std::env::var("PLAYOUTS").ok().and_then(|v| v.parse().ok());
    let budget = Duration::from_secs(2);
    let counted = rng.clone();
    let begin = Instant::now();
    let (mut games, mut actions) = (0u64, 0u64);
    while fixed.map_or(begin.elapsed() < budget, |n| games < n) {
        for _ in 0..100 {
            actions += playout(&start, &mut seen, &mut rng);
            games += 1;
        }
    }
    let secs = begin.elapsed().as_secs_f64();
    let per_action = drops_per_action(&start, games.min(2_000), counted);
    println!(
        "{name}: {:.0} playouts/s, {:.0} actions/s, {:.0} seed drops/s",
        games as f64 / secs,
        actions as f64 / secs,
        per_action * actions as f64 / secs
    );
}

fn main() {
    // `cargo bench --bench playouts -- 2x6` runs only the variants whose name contains it;
    // `-- variants`, the other recorded rule sets.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for (name, rules) in [
        ("hoyito-ii 2x6", Rules::hoyito(6)),
        ("hoyito-ii 2x12", Rules::hoyito(12)),
        ("tsoro 4x8", Rules::tsoro(8)),
        ("tsoro 4x21", Rules::tsoro(21)),
    ] {
        if filter.is_empty()
            || filter
                .iter()
                .any(|f| f != "variants" && name.contains(f.as_str()))
        {
            bench(name, rules);
        }
    }
    // The other recorded rule sets, only when asked: `-- variants`. (Tsoro with
    // re-entered captures is not among them: nothing leaves its board, and random
    // games of it rarely end, so a playout has no end to time.)
    if filter.iter().any(|f| f == "variants") {
        let named = |names: [&str; 4]| names.map(|h| h.parse().expect("a hole"));
        for (name, rules) in [
            ("hoyito-i 2x6", Rules::hoyito_form(HoyitoForm::I, 6)),
            ("hoyito-i 2x12", Rules::hoyito_form(HoyitoForm::I, 12)),
            ("hoyito-iii 2x6", Rules::hoyito_form(HoyitoForm::III, 6)),
            ("hoyito-iii 2x12", Rules::hoyito_form(HoyitoForm::III, 12)),
            (
                "tsoro 4x8 no heads, 0 picks",
                Rules::tsoro(8).with_heads(0).with_bonus_picks(0),
            ),
            (
                "tsoro 4x8 no heads, 3 picks",
                Rules::tsoro(8).with_heads(0).with_bonus_picks(3),
            ),
            (
                "tsoro 4x8 heads a1 b1 h4 g4",
                Rules::tsoro(8)
                    .with_bonus_picks(0)
                    .with_head_holes(named(["a1", "b1", "h4", "g4"])),
            ),
            (
                "tsoro 4x8 extra counters",
                Rules::tsoro(8)
                    .with_bonus_picks(0)
                    .with_head_holes(named(["a1", "h1", "a4", "h4"]))
                    .with_extra_counters(true),
            ),
        ] {
            bench(name, rules);
        }
    }
    if filter.is_empty() || filter.iter().any(|f| f == "bare") {
        bare_sowing(12, 48);
        bare_sowing(42, 80);
    }
}
