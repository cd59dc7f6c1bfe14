//! Check every mark the judge gives on the three sample games against a search FACTOR
//! times deeper than the judge's (default 10), searched here on its own, apart from the
//! judge's own confirmation (issue 35: a mark is a confirmed fact):
//!
//! `cargo run --release --example confirm_marks -- [FACTOR] [NODES]`
//!
//! Each sample is judged as `mancala analyse` judges it by default (NODES a position,
//! default the analysis's 100000, no endgame tables); then, for each action marked,
//! the position before it is searched through FACTOR x NODES positions, every action
//! scored, and the mark that search gives (by the judge's rule) is compared with the
//! mark shown. A line per mark, then per sample how many the deeper search confirms
//! (the same mark, or a worse one) and how many it would soften or take away.

use mancala_rules::Player;
use mancala_tui::analysis::judge::{self, Basis, Judgement, Outcome, Plan};
use mancala_tui::analysis::verdict::{Expected, Tally};
use mancala_tui::engine::ai::{self, Budget};
use mancala_tui::engine::tables::Tables;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let factor: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let nodes: Option<u64> = args.next().and_then(|a| a.parse().ok());
    let cancel = AtomicBool::new(false);
    for name in ["hoyito-2x6", "hoyito-2x12", "tsoro-4x21"] {
        let path = format!("{}/assets/games/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let record = mancala_tui::store::record::read_file(&path).expect("a sample");
        let start = record.start_game().expect("a sample starts");
        let plan = Plan::new(
            record.actions.len() + 1,
            judge::DEFAULT_MAX_SECONDS,
            nodes,
            None,
        );
        let basis = Basis::new(plan.budget, &Tables::none(), &record.rules);
        let began = Instant::now();
        let verdicts = judge::judge_game(&start, &record.actions, &basis, &cancel, &mut |_, _| {});
        let judged_in = began.elapsed().as_secs_f64();
        let deep = Budget {
            nodes: plan.budget.nodes.map(|n| n * factor),
            millis: None,
        };
        let (mut confirmed, mut softer, mut gone) = (0, 0, 0);
        let began = Instant::now();
        let mut game = start.clone();
        for (k, j) in verdicts.actions.iter().enumerate() {
            if let Some(mark) = j.judgement {
                let again = check(&game, j.action, &deep, &cancel);
                let verdict = match again {
                    Some(m) if m >= mark => {
                        confirmed += 1;
                        "confirmed"
                    }
                    Some(_) => {
                        softer += 1;
                        "softer"
                    }
                    None => {
                        gone += 1;
                        "no mark"
                    }
                };
                println!(
                    "{name} {:>3} {:<6} {:<5} {:<3} deeper: {:<3} {verdict}",
                    k + 1,
                    j.mover.key(),
                    j.action.to_string(),
                    mark.mark(),
                    again.map_or("-", Judgement::mark)
                );
            }
            game.apply(j.action)
                .expect("the sample's actions are legal");
        }
        println!(
            "{name}: {} marks; {confirmed} confirmed by a search {factor} times deeper \
             ({:?} positions), {softer} softer there, {gone} unmarked there; judged in \
             {judged_in:.1} s, checked in {:.1} s",
            confirmed + softer + gone,
            deep.nodes,
            began.elapsed().as_secs_f64()
        );
    }
}

/// The mark `action` gets in `game` from one search with `budget` that scores every
/// action, by the judge's rule.
fn check(
    game: &mancala_rules::Game,
    action: mancala_rules::Action,
    budget: &Budget,
    cancel: &AtomicBool,
) -> Option<Judgement> {
    let a = ai::judge(game, budget, cancel, &Tables::none())?;
    if a.action == action {
        return None;
    }
    let mover = a.mover;
    let south = |s: i32| if mover == Player::South { s } else { -s };
    let best = Expected::of(Tally::of(game), south(a.score));
    // The action's value as the final counts after it: what it captured is kept.
    let mut after = game.clone();
    after.apply(action).ok()?;
    let played = Expected::of(Tally::of(&after), south(a.score_of(action)?));
    let mine = |e: Expected| {
        if mover == Player::South {
            e.south
        } else {
            e.north
        }
    };
    let cost = mine(best).saturating_sub(mine(played));
    judge::judgement(cost, Outcome::of(best, mover), Outcome::of(played, mover))
}
