//! Every lesson of the walkthrough, run through the engine: each accepted answer is legal
//! step by step, reaches the position the lesson describes and bears out what its text
//! claims; a choice accepts exactly the right answers; positions are ones a game can reach.

use mancala_tui::lessons::{Lesson, lessons};
use mancala_tui::rules::{Action, Game, GameKind};

fn all() -> Vec<(GameKind, Lesson)> {
    [GameKind::HoyitoII, GameKind::Tsoro]
        .into_iter()
        .flat_map(|g| lessons(g).into_iter().map(move |l| (g, l)))
        .collect()
}

/// The game at the lesson's start, with the task still to do.
fn start(lesson: &Lesson) -> Game {
    let record = lesson.start_record().unwrap();
    let g = record.replay().unwrap();
    assert!(!g.is_over(), "{}: the task can be played", lesson.id);
    g
}

/// Play an answer; the events of each action.
fn play(lesson: &Lesson, g: &mut Game, answer: &[Action]) -> Vec<Vec<mancala_tui::rules::Event>> {
    answer
        .iter()
        .map(|&a| {
            g.apply_reported(a)
                .unwrap_or_else(|e| panic!("{}: {a}: {e}", lesson.id))
        })
        .collect()
}

#[test]
fn every_answer_reaches_the_lessons_position_and_bears_out_its_claims() {
    for (game, lesson) in all() {
        assert_eq!(
            lesson.start_record().unwrap().rules.game,
            game,
            "{}",
            lesson.id
        );
        let answers = lesson.answer_actions().unwrap();
        assert!(!answers.is_empty(), "{}: no answer", lesson.id);
        for (k, answer) in answers.iter().enumerate() {
            assert_eq!(
                answer.len(),
                lesson.answer_len(),
                "{}: answer lengths",
                lesson.id
            );
            let before = start(&lesson);
            let mut g = before.clone();
            let events = play(&lesson, &mut g, answer);
            if k == 0 {
                lesson.check_outcome(&g).unwrap();
            }
            lesson.check_claims(&before, &events, &g).unwrap();
            assert!(
                lesson.meets_goal(&before, &g),
                "{}: {answer:?} misses the goal",
                lesson.id
            );
        }
        assert!(!lesson.text.is_empty() && !lesson.task.is_empty() && !lesson.done.is_empty());
        if game == GameKind::Tsoro {
            // Tsoro is played with stones (matombo).
            for words in [&lesson.text, &lesson.task, &lesson.done] {
                assert!(!words.contains("seed"), "{}: {words}", lesson.id);
            }
        }
    }
}

/// Every legal sequence of `len` actions from `g`.
fn sequences(g: &Game, len: usize) -> Vec<(Vec<Action>, Game)> {
    if len == 0 || g.is_over() {
        return vec![(Vec::new(), g.clone())];
    }
    let mut out = Vec::new();
    for a in g.legal_actions() {
        let mut next = g.clone();
        next.apply(a).unwrap();
        for (mut rest, end) in sequences(&next, len - 1) {
            rest.insert(0, a);
            out.push((rest, end));
        }
    }
    out
}

#[test]
fn a_choice_accepts_exactly_the_answers_that_reach_its_goal() {
    for (_, lesson) in all() {
        if lesson.goal.is_none() {
            continue;
        }
        let before = start(&lesson);
        let mut right: Vec<Vec<String>> = sequences(&before, lesson.answer_len())
            .into_iter()
            .filter(|(seq, end)| {
                seq.len() == lesson.answer_len() && lesson.meets_goal(&before, end)
            })
            .map(|(seq, _)| seq.iter().map(|a| a.to_string()).collect())
            .collect();
        let mut listed = lesson.answers.clone();
        right.sort();
        listed.sort();
        assert_eq!(
            listed, right,
            "{}: the accepted answers are the right ones",
            lesson.id
        );
    }
}

#[test]
fn a_third_of_the_lessons_ask_for_a_choice_among_legal_actions() {
    // A choice: at some step of the task, several actions are legal and one of them
    // is not a right answer.
    let mut choices = Vec::new();
    for (_, lesson) in all() {
        if lesson.goal.is_none() {
            continue;
        }
        let mut g = start(&lesson);
        let answer = &lesson.answer_actions().unwrap()[0];
        let mut played = Vec::new();
        let choice = answer.iter().any(|&a| {
            let legal = g.legal_actions();
            let wrong = legal.iter().any(|&other| !lesson.accepts(&played, other));
            g.apply(a).unwrap();
            played.push(a);
            legal.len() >= 2 && wrong
        });
        if choice {
            choices.push(lesson.id.clone());
        }
    }
    let total = all().len();
    assert!(
        choices.len() * 3 >= total,
        "{} of {total} lessons are choices: {choices:?}",
        choices.len()
    );
}

#[test]
fn every_position_is_one_a_game_can_reach() {
    for (game, lesson) in all() {
        let g = start(&lesson);
        let record = lesson.start_record().unwrap();
        let board = g.seeds_on_board();
        let captured: u16 = g.captured_both().iter().sum();
        assert_eq!(
            board + captured,
            Game::starting_seeds(&record.rules),
            "{}: board {board} and captured {captured} make a whole set",
            lesson.id
        );
        if game == GameKind::HoyitoII {
            // Seeds leave the board in fours, and a capture that leaves 4 ends the game.
            assert_eq!(board % 4, 0, "{}: board {board}", lesson.id);
            assert!(board >= 8, "{}: board {board}", lesson.id);
            for c in g.captured_both() {
                assert_eq!(c % 4, 0, "{}: captured {c}", lesson.id);
            }
        }
    }
}

#[test]
fn north_moves_in_each_walkthrough() {
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        let north = lessons(game)
            .into_iter()
            .filter(|l| start(l).current_player() == mancala_tui::rules::Player::North)
            .count();
        assert!(north >= 1, "{game:?}: no lesson plays North");
    }
}

#[test]
fn lesson_ids_are_their_file_names_in_order() {
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        let prefix = match game {
            GameKind::HoyitoII => "hoyito",
            GameKind::Tsoro => "tsoro",
        };
        for (i, l) in lessons(game).iter().enumerate() {
            assert_eq!(l.id, format!("{prefix}-{:02}", i + 1));
        }
    }
}

#[test]
fn the_rules_texts_fit_76_columns_so_no_reader_splits_a_word() {
    use mancala_tui::assets::{HOYITO_RULES, TSORO_RULES};
    for (name, text) in [("hoyito-ii.md", HOYITO_RULES), ("tsoro.md", TSORO_RULES)] {
        for (i, line) in text.lines().enumerate() {
            let width = line.chars().count();
            assert!(
                width <= 76,
                "{name} line {}: {width} columns: {line}",
                i + 1
            );
        }
    }
}

#[test]
fn the_rules_texts_give_the_names_sources_and_decisions() {
    use mancala_tui::assets::{HOYITO_RULES, TSORO_RULES};
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let (h, t) = (flat(HOYITO_RULES), flat(TSORO_RULES));
    for said in [
        "Hoyito (\"little hole\")",
        "casitas or mate",
        "caille in Haiti",
        "casa (\"house\")",
        "not taken by itself",
        "it can still fall in the backward chain",
        "starting in the next hole",
    ] {
        assert!(h.contains(said), "Hoyito II rules: {said}");
    }
    for said in [
        "Fuva or Imbwe",
        "stones (matombo)",
        "misoro (one head: musoro)",
        "Tracey (1931)",
        "\"Notes on some African stone games\", NADA 9(1), 1964",
        "then u4 again",
        "[Decision] A player who cannot make a legal move",
        "0: the game without bonus, Matthews' basic game",
        "2 (the default)",
    ] {
        assert!(t.contains(said), "Tsoro rules: {said}");
    }
    for wrong in ["diagram", "seeds", "Tsoro: A Traditional Shona Game"] {
        assert!(!t.contains(wrong), "Tsoro rules still say {wrong}");
    }
    assert!(
        !h.contains("is not taken (that is"),
        "the old mid-lap wording"
    );
}
