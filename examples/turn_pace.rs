//! How long the computer's turns take to show on the play screen, at each speed.
//!
//! ```text
//! cargo run --release --example turn_pace -- [LEVEL] [NODES] [TURNS] [GAMES]
//! ```
//!
//! Two computers of `LEVEL` (default 4, hard) play Hoyito II 2x6 and 2x12 on the play
//! screen's own state (`PlayState`, animation on), each search limited to `NODES`
//! positions (default 20,000, hard's own budget), so the same moves come on any
//! machine. For the first `TURNS` turns (default 20; a turn: one side's actions until
//! the other is to move, a run of extra turns included) it adds up what the event loop
//! would wait:
//! the computer's "thinking" hold before each action (`computer::PACE` before a turn's
//! first, no more than the action's share of the turn after it, less the animation
//! already shown in the turn; the search's own time is left out), the first
//! step of each animation (`anim::SEED_STEP`) and the other steps' times scaled by the
//! speed setting. It prints the longest turn and the mean at each speed, and what the
//! same turns took before the computer's animations were fitted to `RUN_TARGET` (every
//! step at a person's pace, each action held for `PACE`). Then the turns of 16 actions or
//! more: how many, and the longest shown at the normal speed, now and with each action
//! held for `PACE` as before issue 37 (the same animations). With `GAMES`, as many more
//! games of 2x12 from the balanced starts of its books (start `k` of game `k`, as the
//! form draws them) give more turns of 16 actions and more, reported the same way.

use mancala_rules::{Player, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::config::Speed;
use mancala_tui::store::record::Record;
use mancala_tui::tui::play::PlayState;
use mancala_tui::tui::play::computer::PACE;
use mancala_tui::tui::widgets::anim::{Animation, Before, SEED_STEP};
use std::time::Duration;

/// One action as the screen shows it: the first step's time and the other steps' (at
/// the normal speed), now and with every step at a person's pace.
struct Shown {
    mover: Player,
    /// The hold before it, from when the action before began (`PlayState::hold_now`).
    hold: Duration,
    rest: Duration,
    unfitted: Duration,
    animated: bool,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = args
        .first()
        .map_or(Level::Hard, |s| s.parse().expect("a level, 1 to 9"));
    let nodes: u64 = args.get(1).map_or(20_000, |s| s.parse().expect("nodes"));
    let most_turns: usize = args.get(2).map_or(20, |s| s.parse().expect("turns"));
    let games: u64 = args.get(3).map_or(0, |s| s.parse().expect("games"));
    println!(
        "level {level}, {nodes} positions a search; the first {most_turns} turns of each board"
    );
    for holes in [6, 12] {
        let (actions, searches) = play(Rules::hoyito(holes), None, level, nodes, most_turns);
        let turns = turns(&actions);
        let most = turns.iter().map(|t| t.len()).max().unwrap_or(0);
        println!(
            "2x{holes}: {} turns, {} actions, up to {most} in one turn, {searches} searches",
            turns.len(),
            actions.len()
        );
        for speed in Speed::ALL {
            let factor = speed.factor();
            let times: Vec<Duration> = turns.iter().map(|t| turn_time(t, factor)).collect();
            let before: Vec<Duration> = turns.iter().map(|t| old_time(t, factor)).collect();
            let (longest, at) = times
                .iter()
                .enumerate()
                .map(|(i, t)| (*t, i))
                .max()
                .unwrap_or_default();
            let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
            let old_longest = before.iter().max().copied().unwrap_or_default();
            println!(
                "  {:6}: longest turn {:.2} s (turn {}, {} actions), mean {:.2} s; before: longest {:.2} s",
                speed.key(),
                longest.as_secs_f64(),
                at + 1,
                turns.get(at).map_or(0, |t| t.len()),
                mean.as_secs_f64(),
                old_longest.as_secs_f64(),
            );
        }
        long_turns(&turns);
    }
    if games > 0 {
        let rules = Rules::hoyito(12);
        let mut all: Vec<Vec<Shown>> = Vec::new();
        for k in 0..games {
            let drawn = mancala_tui::study::openings::draw(rules, k).expect("a book for 2x12");
            all.push(play(rules, Some(drawn), level, nodes, most_turns).0);
        }
        let turns: Vec<&[Shown]> = all.iter().flat_map(|g| turns(g)).collect();
        let normal = Speed::Normal.factor();
        let longest = turns
            .iter()
            .map(|t| turn_time(t, normal))
            .max()
            .unwrap_or_default();
        println!(
            "2x12 from {games} balanced starts: {} turns, up to {} actions in one; the longest shown at normal {:.2} s",
            turns.len(),
            turns.iter().map(|t| t.len()).max().unwrap_or(0),
            longest.as_secs_f64()
        );
        long_turns(&turns);
    }
}

/// Say how many of `turns` have 16 actions or more, and the longest of them shown at
/// the normal speed, now and with each action held for [`PACE`].
fn long_turns(turns: &[&[Shown]]) {
    let long: Vec<&&[Shown]> = turns.iter().filter(|t| t.len() >= 16).collect();
    let normal = Speed::Normal.factor();
    let now = long.iter().map(|t| turn_time(t, normal)).max();
    let held = long.iter().map(|t| held_time(t, normal)).max();
    if let (Some(now), Some(held)) = (now, held) {
        println!(
            "  turns of 16 actions or more: {}; the longest shown at normal {:.2} s (each action held {:.1} s: {:.2} s)",
            long.len(),
            now.as_secs_f64(),
            PACE.as_secs_f64(),
            held.as_secs_f64()
        );
    } else {
        println!("  no turn of 16 actions or more");
    }
}

/// Play `most_turns` turns from the usual start or `start`; the actions as shown, and
/// the searches made.
fn play(
    rules: Rules,
    start: Option<mancala_tui::study::openings::Drawn>,
    level: Level,
    nodes: u64,
    most_turns: usize,
) -> (Vec<Shown>, u64) {
    let mut record = Record::new(rules, ["South".into(), "North".into()]);
    record.computers = [Some(level), Some(level)];
    if let Some(start) = start {
        start.put_in(&mut record);
    }
    let mut shadow = record.start_game().expect("the start");
    let mut p = PlayState::new(record).expect("a new game");
    p.ai.pace = Duration::ZERO;
    p.ai.nodes = Some(nodes);
    let mut shown: Vec<Shown> = Vec::new();
    let started = std::time::Instant::now();
    while !p.session.game().position().is_over() && turns(&shown).len() <= most_turns {
        assert!(started.elapsed() < Duration::from_secs(1800), "too slow");
        let before = p.actions().len();
        let hold = p.hold_now(PACE);
        p.update_computer(true);
        if p.actions().len() == before {
            std::thread::sleep(Duration::from_millis(1));
            continue;
        }
        let action = p.actions()[before];
        let mover = p.movers()[before];
        let animated = p.animating();
        let mut rest = Duration::ZERO;
        while let Some(wait) = p.advance_animation() {
            rest += wait;
        }
        // The same action at a person's pace.
        let from = Before {
            board: shadow.position().rows(),
            captured: shadow.position().captured_both(),
            mover,
        };
        let events = shadow.apply_reported(action).expect("the screen played it");
        let mut a = Animation::new(from, &events);
        a.advance();
        let unfitted = a.remaining();
        shown.push(Shown {
            mover,
            hold,
            rest,
            unfitted,
            animated,
        });
    }
    let turns = turns(&shown);
    // The turn after the last only marked the end of the last.
    let keep: usize = turns.iter().take(most_turns).map(|t| t.len()).sum();
    shown.truncate(keep);
    (shown, p.move_searches())
}

/// The actions cut into turns.
fn turns(actions: &[Shown]) -> Vec<&[Shown]> {
    actions.chunk_by(|a, b| a.mover == b.mover).collect()
}

/// How long a turn shows now at `factor`.
fn turn_time(turn: &[Shown], factor: f64) -> Duration {
    let mut total = Duration::ZERO;
    let mut last: Option<Duration> = None;
    for a in turn {
        // The hold counts from when the action before began to be shown.
        total += a.hold.saturating_sub(last.unwrap_or_default());
        let anim = if a.animated {
            SEED_STEP + a.rest.mul_f64(factor)
        } else {
            Duration::ZERO
        };
        total += anim;
        last = Some(anim);
    }
    total
}

/// How long a turn shows with the same animations but each action held for [`PACE`]
/// after the one before began, as every action was before issue 37.
fn held_time(turn: &[Shown], factor: f64) -> Duration {
    let mut total = Duration::ZERO;
    let mut last: Option<Duration> = None;
    for a in turn {
        total += PACE.saturating_sub(last.unwrap_or_default());
        let anim = if a.animated {
            SEED_STEP + a.rest.mul_f64(factor)
        } else {
            Duration::ZERO
        };
        total += anim;
        last = Some(anim);
    }
    total
}

/// How long a turn showed before, every step at a person's pace and each action held
/// for [`PACE`] (the search's time is left out here too).
fn old_time(turn: &[Shown], factor: f64) -> Duration {
    let mut total = Duration::ZERO;
    let mut last: Option<Duration> = None;
    for a in turn {
        total += match last {
            None => PACE,
            Some(t) => PACE.saturating_sub(t),
        };
        let anim = if a.unfitted.is_zero() {
            Duration::ZERO
        } else {
            SEED_STEP + a.unfitted.mul_f64(factor)
        };
        total += anim;
        last = Some(anim);
    }
    total
}
