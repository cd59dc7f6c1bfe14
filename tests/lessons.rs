//! Every lesson of the walkthrough, run through the engine: its answer is legal step by
//! step and leads to exactly the position its text describes.

use mancala_tui::lessons::lessons;
use mancala_tui::rules::GameKind;

#[test]
fn every_lesson_answer_reaches_the_position_the_lesson_describes() {
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        for lesson in lessons(game) {
            let record = lesson.start_record().unwrap();
            assert_eq!(record.rules.game, game, "{}", lesson.title);
            let mut g = record.replay().unwrap();
            assert!(!g.is_over(), "{}: the task can be played", lesson.title);
            for a in lesson.answer_actions().unwrap() {
                g.apply(a)
                    .unwrap_or_else(|e| panic!("{}: {a}: {e}", lesson.title));
            }
            lesson.check_outcome(&g).unwrap();
            assert!(!lesson.text.is_empty() && !lesson.task.is_empty() && !lesson.done.is_empty());
        }
    }
}

#[test]
fn the_walkthroughs_cover_the_rules_in_order() {
    let titles = |g| lessons(g).into_iter().map(|l| l.title).collect::<Vec<_>>();
    let h = titles(GameKind::HoyitoII);
    assert_eq!(h.len(), 11);
    assert_eq!(h[0], "The board and your row");
    assert!(h.iter().any(|t| t.contains("backward chain")));
    let t = titles(GameKind::Tsoro);
    assert_eq!(t.len(), 8);
    assert!(t.iter().any(|t| t.contains("Heads")));
}
