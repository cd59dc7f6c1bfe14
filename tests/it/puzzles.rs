//! Every built-in puzzle is searched again at its collection's two budgets: its answer
//! must still be the unique best by the collection's margin, its stored scores must be
//! what the larger search gives, and its theme and words must hold.

use mancala_rules::{Awaiting, GameKind};
use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::tables::Tables;
use mancala_tui::study::puzzles::{Collection, FORMAT, Theme, clear, collection};
use std::collections::{BTreeMap, HashSet};

fn check(kind: GameKind) -> &'static Collection {
    let c = collection(kind);
    assert_eq!(c.format, FORMAT);
    assert_eq!(c.game, kind.key());
    assert!(
        c.puzzles.len() >= 60,
        "{}: {} puzzles",
        c.game,
        c.puzzles.len()
    );
    assert!(
        c.made_by.margin >= 8,
        "the issue asks a margin of 8 at least"
    );
    assert!(c.made_by.budgets[1] >= 2 * c.made_by.budgets[0]);
    assert!(
        c.made_by
            .command
            .contains(&format!("--budget {}", c.made_by.budgets[0]))
            && c.made_by
                .command
                .contains(&format!("--seed {}", c.made_by.seed)),
        "the file says how it was made: {}",
        c.made_by.command
    );
    let mut ids = HashSet::new();
    for p in &c.puzzles {
        assert!(
            ids.insert(p.id.clone()),
            "{}: two puzzles have this id",
            p.id
        );
        let game = p.game().unwrap();
        let answer = p.answer_actions().unwrap();
        assert!(!answer.is_empty(), "{}", p.id);
        match game.position().awaiting() {
            Some(Awaiting::Head) => assert_eq!(p.theme, Theme::Head, "{}", p.id),
            Some(Awaiting::Bonus) => assert_eq!(p.theme, Theme::Picks, "{}", p.id),
            _ => assert!(answer.len() == 1 && !matches!(p.theme, Theme::Head | Theme::Picks)),
        }
        for (k, &nodes) in c.made_by.budgets.iter().enumerate() {
            let found = clear(&game, &answer, Budget::nodes(nodes), &Tables::none())
                .unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert!(
                found.lead >= c.made_by.margin,
                "{}: at {nodes} nodes the answer {:?} leads by {} only",
                p.id,
                p.answer,
                found.lead
            );
            assert!(
                !found.other_wins,
                "{}: at {nodes} nodes another action wins by force too",
                p.id
            );
            if k == 1 {
                let scores: Vec<BTreeMap<String, i32>> = found
                    .steps
                    .iter()
                    .map(|s| s.scores.iter().map(|(a, v)| (a.to_string(), *v)).collect())
                    .collect();
                assert_eq!(scores, p.scores, "{}: the scores a try is told", p.id);
                assert_eq!(found.proven, p.proven, "{}", p.id);
            }
        }
        let task = p.task(&game, &c.made_by);
        assert!(
            task.starts_with(game.position().current_player().name()),
            "{task}"
        );
    }
    c
}

/// A collection's counts, as the report gives them.
fn tally(c: &Collection) -> BTreeMap<(String, u8), usize> {
    let mut t = BTreeMap::new();
    for p in &c.puzzles {
        *t.entry((p.theme.key().to_string(), p.difficulty))
            .or_default() += 1;
    }
    t
}

#[test]
fn every_hoyito_puzzle_is_still_clear_at_both_budgets() {
    let c = check(GameKind::HoyitoII);
    let t = tally(c);
    for theme in ["chain", "capture", "defence", "endgame"] {
        assert!(
            t.keys().any(|(k, _)| k == theme),
            "no Hoyito II puzzle of the theme {theme}: {t:?}"
        );
    }
}

#[test]
fn every_tsoro_puzzle_is_still_clear_at_both_budgets() {
    let c = check(GameKind::Tsoro);
    let t = tally(c);
    for theme in ["head", "picks", "capture", "endgame"] {
        assert!(
            t.keys().any(|(k, _)| k == theme),
            "no Tsoro puzzle of the theme {theme}: {t:?}"
        );
    }
}
