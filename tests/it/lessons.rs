//! Every lesson of the walkthrough, run through the engine: each accepted answer is legal
//! step by step, reaches the position the lesson describes and bears out what its text
//! claims; a choice accepts exactly the right answers; positions are ones a game can reach.

use mancala_rules::{Action, Game, GameKind, Player, Position};
use mancala_tui::study::lessons::{Lesson, lessons, lessons_in, match_lessons_in};
use mancala_tui::words::i18n::Lang;

/// Every lesson in every language, the lessons on match play in rounds too: the same
/// tests check the English and the Spanish words against the one data (position,
/// answers, claims).
fn all_in() -> Vec<(Lang, GameKind, Lesson)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            [GameKind::HoyitoII, GameKind::Tsoro]
                .into_iter()
                .flat_map(move |g| lessons_in(g, lang).into_iter().map(move |l| (lang, g, l)))
        })
        .collect()
}

fn all() -> Vec<(GameKind, Lesson)> {
    all_in().into_iter().map(|(_, g, l)| (g, l)).collect()
}

/// The game at the lesson's start, with the task still to do (in a match's round, on
/// the circuit of its open holes).
fn start(lesson: &Lesson) -> Game {
    let g = lesson.start_game().unwrap();
    assert!(
        !g.position().is_over(),
        "{}: the task can be played",
        lesson.id
    );
    g
}

/// Play an answer; the events of each action.
fn play(lesson: &Lesson, g: &mut Game, answer: &[Action]) -> Vec<Vec<mancala_rules::Event>> {
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
            lesson.check_round_end(answer).unwrap();
            assert!(
                lesson.meets_goal(&before, &g),
                "{}: {answer:?} misses the goal",
                lesson.id
            );
        }
        assert!(!lesson.text.is_empty() && !lesson.task.is_empty() && !lesson.done.is_empty());
    }
}

/// Every sentence of a lesson a player reads, as written (keys as `{key:NAME}`).
fn words_of(lesson: &Lesson) -> Vec<(String, &str)> {
    let mut words = vec![
        ("title".to_string(), lesson.title.as_str()),
        ("text".to_string(), lesson.text.as_str()),
        ("task".to_string(), lesson.task.as_str()),
        ("done".to_string(), lesson.done.as_str()),
    ];
    for (key, wrong) in &lesson.wrong {
        words.push((format!("wrong {key}"), wrong.why.as_str()));
    }
    words
}

/// The rules texts in every language, by language, game and file name: the same tests
/// check both languages, as they do the lessons.
fn rules_texts() -> Vec<(Lang, GameKind, String)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            [GameKind::HoyitoII, GameKind::Tsoro]
                .into_iter()
                .map(move |g| (lang, g, format!("{lang:?} {g:?} rules")))
        })
        .collect()
}

fn rules_text(lang: Lang, game: GameKind) -> &'static str {
    mancala_tui::store::assets::rules_text(game, lang)
}

/// A key named by hand in `text` (outside `{key:NAME}`), if any: a single character in
/// parentheses, a key's name, or a single character or key after a word for pressing.
fn hand_named_key(text: &str) -> Option<String> {
    // What a key in force becomes: a word that is neither a key nor a word for pressing.
    let bare = mancala_tui::study::lessons::fill_keys(text, |_| Some("KEYNAME".into()));
    let names = [
        "Enter",
        "Esc",
        "Space",
        "Tab",
        "PgUp",
        "PgDn",
        "Backspace",
        "Ctrl",
        "Espacio",
        "Intro",
        "Retroceso",
        "←",
        "→",
        "↑",
        "↓",
    ];
    let words: Vec<&str> = bare.split_whitespace().collect();
    for (k, w) in words.iter().enumerate() {
        let core = w.trim_matches(|c: char| !c.is_alphanumeric() && !"?←→↑↓".contains(c));
        let inner = w.trim_matches(|c: char| ".,;:!".contains(c));
        if inner.len() == 3 && inner.starts_with('(') && inner.ends_with(')') {
            return Some(format!("{w} (a key in parentheses)"));
        }
        // A key's name as a word of its own ("Tab", "Ctrl-R"), not inside one ("Tablas").
        let named = |n: &&str| {
            core.strip_prefix(*n)
                .is_some_and(|rest| !rest.starts_with(char::is_alphabetic))
        };
        if names.iter().any(named) {
            return Some(format!("{w} (a key's name)"));
        }
        let pressing = [
            "press", "key", "keys", "type", "hit", "tap", // English
            "pulsa", "pulse", "presiona", "tecla", "teclas", "teclea", "escribe", // Spanish
        ];
        let before = k.checked_sub(1).map(|i| words[i].to_lowercase());
        if before
            .is_some_and(|b| pressing.contains(&b.trim_matches(|c: char| !c.is_alphanumeric())))
            && core.chars().count() == 1
        {
            return Some(format!(
                "{} {w} (a key after a word for pressing)",
                words[k - 1]
            ));
        }
    }
    None
}

#[test]
fn the_check_for_keys_named_by_hand_catches_them_and_passes_named_keys() {
    for by_hand in [
        "choose: continue (c) or stop (s).",
        "Continue once more (press c) and watch.",
        "move the cursor onto it and press Enter.",
        "the key 'z' stops",
        "use the ← key",
        "pulsa c para seguir",
        "la tecla z para",
        "pulsa Intro.",
    ] {
        assert!(hand_named_key(by_hand).is_some(), "{by_hand}");
    }
    for fine in [
        "continue ({key:continue}) or stop ({key:stop}).",
        "move the cursor onto it ({key:arrows}) and press {key:choose}.",
        "each bonus pick as \"x\" and the hole (\"xf3\")",
        "c1's 2 seeds went into d1 and e1 (a casa).",
        "lleva el cursor hasta él ({key:arrows}) y pulsa {key:choose}.",
    ] {
        assert_eq!(hand_named_key(fine), None, "{fine}");
    }
}

#[test]
fn lessons_and_rules_name_keys_only_through_the_keys_in_force() {
    use mancala_tui::study::lessons::keys_named;
    use mancala_tui::tui::learn::keys::LESSON_KEYS;
    let known: Vec<&str> = LESSON_KEYS.iter().map(|(n, _)| *n).collect();
    let mut named = 0;
    for (_, lesson) in all() {
        for (part, words) in words_of(&lesson) {
            if let Some(key) = hand_named_key(words) {
                panic!("{} {part} names a key by hand: {key}", lesson.id);
            }
            for key in keys_named(words) {
                assert!(
                    known.contains(&key.as_str()),
                    "{} {part}: {{key:{key}}} is not a key the lesson screen has ({known:?})",
                    lesson.id
                );
                named += 1;
            }
        }
    }
    assert!(
        named >= 5,
        "the lessons that ask for keys name them: {named}"
    );
    for (lang, game, name) in rules_texts() {
        let text = rules_text(lang, game);
        assert_eq!(hand_named_key(text), None, "{name}");
        assert!(
            keys_named(text).is_empty(),
            "{name}: the rules reader fills in no keys"
        );
    }
}

/// Every action a player could try on a lesson's board: a sow and a pick of each
/// hole, continue and stop.
fn every_action(g: &Game) -> Vec<Action> {
    let layout = g.position().layout();
    let mut out = vec![Action::Continue, Action::Stop];
    for row in 1..=layout.rows() as u8 {
        for col in 0..layout.holes_per_row() as u8 {
            let hole = mancala_rules::Hole::new(col, row);
            out.extend([Action::Sow(hole), Action::Pick(hole)]);
        }
    }
    out
}

#[test]
fn tsoro_lessons_say_stones_and_hoyito_lessons_seeds_in_every_word_the_screen_gives() {
    use mancala_tui::tui::learn::LearnState;
    for (lang, game, lesson) in all_in() {
        let (word, wrong) = match (lang, game) {
            (Lang::En, GameKind::Tsoro) => ("stone", "seed"),
            (Lang::En, GameKind::HoyitoII) => ("seed", "stone"),
            (Lang::Es, GameKind::Tsoro) => ("piedra", "semilla"),
            (Lang::Es, GameKind::HoyitoII) => ("semilla", "piedra"),
        };
        for (part, words) in words_of(&lesson) {
            assert!(
                !words.to_lowercase().contains(wrong),
                "{} {part} says {wrong}, the game's word is {word}: {words}",
                lesson.id
            );
        }
        // A translation keeps the game's word where the English says it.
        let says = |l: &Lesson, word: &str| {
            words_of(l)
                .iter()
                .any(|(_, words)| words.to_lowercase().contains(word))
        };
        let english = lessons_in(game, Lang::En)
            .into_iter()
            .find(|l| l.id == lesson.id)
            .unwrap();
        let english_word = if game == GameKind::Tsoro {
            "stone"
        } else {
            "seed"
        };
        assert!(
            !says(&english, english_word) || says(&lesson, word),
            "{} never says {word}",
            lesson.id
        );
        if lang == Lang::Es {
            // The screen's own words (the engine's descriptions) are checked in
            // English here; the lesson screen's Spanish is checked by the screen tests.
            continue;
        }
        // What the screen says to each action tried, at each step of each answer: the
        // engine's refusals and descriptions too.
        let index = lessons_in(game, Lang::En)
            .iter()
            .position(|l| l.id == lesson.id)
            .unwrap();
        for answer in lesson.answer_actions().unwrap() {
            for step in 0..answer.len() {
                for tried in every_action(&start(&lesson)) {
                    let mut l = LearnState::new(game, index, None).unwrap();
                    for &a in &answer[..step] {
                        l.choose(a);
                    }
                    l.choose(tried);
                    let said = l.feedback.clone().unwrap_or_default();
                    assert!(
                        !said.to_lowercase().contains(wrong),
                        "{} after {:?}, {tried}: {said}",
                        lesson.id,
                        &answer[..step]
                    );
                }
            }
        }
    }
    for (lang, game, name) in rules_texts() {
        let (word, wrong) = match (lang, game) {
            (Lang::En, GameKind::Tsoro) => ("stone", "seed"),
            (Lang::En, GameKind::HoyitoII) => ("seed", "stone"),
            (Lang::Es, GameKind::Tsoro) => ("piedra", "semilla"),
            (Lang::Es, GameKind::HoyitoII) => ("semilla", "piedra"),
        };
        let text = rules_text(lang, game).to_lowercase();
        assert!(!text.contains(wrong), "{name} says {wrong}");
        assert!(text.contains(word), "{name} never says {word}");
    }
}

#[test]
fn lessons_and_rules_speak_to_a_newcomer_not_in_the_programs_jargon() {
    let jargon = [
        "mancala-tui",
        "decision",
        // Another game named as if the learner knew it.
        "the rule of Hoyito",
        "as in Hoyito",
        // A claim about every move is made move by move, where the test can check it
        // (the `wrong` entries), not of all at once.
        "every move",
        "each move",
        "all moves",
        "any move",
    ];
    for (_, lesson) in all() {
        for (part, words) in words_of(&lesson) {
            for j in jargon {
                assert!(
                    !words.contains(j),
                    "{} {part} says \"{j}\": {words}",
                    lesson.id
                );
            }
        }
    }
    for (lang, game, name) in rules_texts() {
        let flat = rules_text(lang, game)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for j in [
            "mancala-tui",
            "the rule of Hoyito I",
            "la regla del Hoyito I",
        ] {
            assert!(!flat.contains(j), "{name} says \"{j}\"");
        }
        // Each text says which points are the program's decisions.
        let undecided = match lang {
            Lang::En => "the sources don't say",
            Lang::Es => "las fuentes no lo dicen",
        };
        assert!(flat.contains(undecided), "{name}");
    }
}

/// Every wrong choice a learner can make in a lesson, by its key: the right actions
/// before it and the wrong one, with the game where it is made.
fn wrong_choices(lesson: &Lesson) -> Vec<(String, Game)> {
    let mut out: Vec<(String, Game)> = Vec::new();
    for answer in lesson.answer_actions().unwrap() {
        let mut g = start(lesson);
        for step in 0..answer.len() {
            for a in g.position().legal_actions() {
                let key = mancala_tui::study::lessons::choice_key(&answer[..step], a);
                if !lesson.accepts(&answer[..step], a) && !out.iter().any(|(k, _)| *k == key) {
                    out.push((key, g.clone()));
                }
            }
            g.apply(answer[step]).unwrap();
        }
    }
    out
}

#[test]
fn every_wrong_choice_of_a_choice_says_why_and_the_engine_bears_it_out() {
    let mut whys = 0;
    for (_, lesson) in all() {
        let choices = wrong_choices(&lesson);
        for (key, at) in &choices {
            match lesson.wrong.get(key) {
                Some(wrong) => {
                    lesson.check_wrong(at, key, wrong).unwrap();
                    whys += 1;
                }
                None => assert!(
                    lesson.goal.is_none(),
                    "{}: the wrong choice {key} does not say why",
                    lesson.id
                ),
            }
        }
        for key in lesson.wrong.keys() {
            assert!(
                choices.iter().any(|(k, _)| k == key),
                "{}: \"{key}\" is not a wrong choice of this lesson",
                lesson.id
            );
        }
    }
    assert!(whys >= 19, "{whys} wrong choices explained");
}

#[test]
fn a_wrong_choices_why_is_refused_when_the_engine_says_otherwise() {
    let lesson = lessons(GameKind::HoyitoII)
        .into_iter()
        .find(|l| l.id == "hoyito-09")
        .unwrap();
    let at = start(&lesson);
    let right = lesson.wrong["b1"].clone();
    lesson.check_wrong(&at, "b1", &right).unwrap();
    let mut more = right.clone();
    more.then.as_mut().unwrap().gains = 8;
    assert!(
        lesson.check_wrong(&at, "b1", &more).is_err(),
        "not North's best"
    );
    let mut other_reply = right.clone();
    other_reply.then.as_mut().unwrap().best = vec!["b2".into()];
    assert!(lesson.check_wrong(&at, "b1", &other_reply).is_err());
    let mut words = right.clone();
    words.why = "North would answer a2, whose last lap makes a casa in f1: 8 seeds.".into();
    assert!(
        lesson.check_wrong(&at, "b1", &words).is_err(),
        "8 is no claim"
    );
    words.why = "North would answer d2, whose last lap makes a casa in f1: 4 seeds.".into();
    assert!(
        lesson.check_wrong(&at, "b1", &words).is_err(),
        "d2 is not the reply"
    );
    let mut laps = right;
    laps.claims.laps = Some(vec![1]);
    assert!(
        lesson.check_wrong(&at, "b1", &laps).is_err(),
        "b1 sows 5 laps"
    );
}

/// Every legal sequence of `len` actions from `g`.
fn sequences(g: &Game, len: usize) -> Vec<(Vec<Action>, Game)> {
    if len == 0 || g.position().is_over() {
        return vec![(Vec::new(), g.clone())];
    }
    let mut out = Vec::new();
    for a in g.position().legal_actions() {
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
            let legal = g.position().legal_actions();
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
        let board = g.position().seeds_on_board();
        let captured: u16 = g.position().captured_both().iter().sum();
        let set_aside: u16 = lesson.set_aside().iter().sum();
        assert_eq!(
            board + captured + set_aside,
            Position::starting_seeds(&record.rules),
            "{}: board {board}, captured {captured} and set aside {set_aside} make a whole set",
            lesson.id
        );
        if lesson.in_match.is_some() {
            // Closed holes are the ones a round's end leaves: each player's from their
            // own right, and what is set aside is less than a hole's 4 unless the
            // whole row is filled.
            let layout = g.position().layout();
            let n = layout.holes_per_row() as u8;
            let filled = [Player::South, Player::North].map(|p| layout.own_range(p).len() as u8);
            assert_eq!(
                layout.closed_holes(),
                mancala_rules::closed_after(n, filled),
                "{}: closed holes",
                lesson.id
            );
            for p in [Player::South, Player::North] {
                assert!(
                    lesson.set_aside()[p.index()] < 4 || filled[p.index()] == n,
                    "{}: {p:?} sets aside 4 or more with a hole to fill",
                    lesson.id
                );
            }
        }
        if game == GameKind::HoyitoII {
            // Seeds leave the board in fours, and a capture that leaves 4 ends the game.
            assert_eq!(board % 4, 0, "{}: board {board}", lesson.id);
            assert!(board >= 8, "{}: board {board}", lesson.id);
            for c in g.position().captured_both() {
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
            .filter(|l| start(l).position().current_player() == Player::North)
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
        // The game's own lessons, then (Hoyito) match play's.
        let own = lessons(game)
            .into_iter()
            .filter(|l| !l.id.starts_with("match-"));
        for (i, l) in own.enumerate() {
            assert_eq!(l.id, format!("{prefix}-{:02}", i + 1));
        }
    }
    for (i, l) in match_lessons_in(Lang::En).iter().enumerate() {
        assert_eq!(l.id, format!("match-{:02}", i + 1));
    }
}

/// The lessons on match play: holes closed at a round's end and sown round, holes
/// opened again, Hoyito III's last four from round 3, and the match's end, each checked by the engine
/// (the round's end through a [`mancala_rules::Match`]).
#[test]
fn the_match_lessons_close_holes_reopen_them_and_give_hoyito_iiis_last_four() {
    let lessons = match_lessons_in(Lang::En);
    let (mut closing, mut reopening, mut round_the_closed, mut last_four, mut won) =
        (0, 0, 0, 0, 0);
    for lesson in &lessons {
        let in_match = lesson.in_match.as_ref().unwrap();
        let before = start(lesson);
        let closed_now = before.position().layout().closed_holes();
        let answer = &lesson.answer_actions().unwrap()[0];
        let mut g = before.clone();
        let events = play(lesson, &mut g, answer);
        lesson.check_round_end(answer).unwrap();
        if let Some(end) = &lesson.claims.round_end {
            if end.match_winner.is_some() {
                won += 1;
            }
            if !end.closed.is_empty() {
                closing += 1;
            }
            if end.starts.is_some()
                && closed_now
                    .iter()
                    .any(|h| !end.closed.contains(&h.to_string()))
            {
                reopening += 1;
            }
        }
        // A lap over a closed hole: two holes sown one after the other that are not
        // next to each other on the whole board.
        let dropped: Vec<mancala_rules::Hole> = events
            .iter()
            .flatten()
            .filter_map(|e| match e {
                mancala_rules::Event::SeedDropped { hole, .. } => Some(*hole),
                _ => None,
            })
            .collect();
        if !closed_now.is_empty() && dropped.windows(2).any(|w| w[0].col.abs_diff(w[1].col) > 1) {
            round_the_closed += 1;
        }
        if in_match.last_four.is_some()
            && in_match.round >= 3
            && events.iter().flatten().any(|e| {
                matches!(e, mancala_rules::Event::Captured { kind: mancala_rules::CaptureKind::LastFour, by, .. }
                    if Some(by.key()) == in_match.last_four.as_deref() && *by != before.position().current_player())
            })
        {
            last_four += 1;
        }
    }
    assert!(
        closing >= 1 && reopening >= 1 && round_the_closed >= 1 && last_four >= 1 && won >= 1,
        "closing {closing}, reopening {reopening}, round the closed holes {round_the_closed}, Hoyito III's last four {last_four}, the match won {won}"
    );
}

#[test]
fn a_round_end_claim_is_refused_when_the_engine_says_otherwise() {
    let lesson = match_lessons_in(Lang::En)
        .into_iter()
        .find(|l| l.id == "match-03")
        .unwrap();
    let answer = lesson.answer_actions().unwrap()[0].clone();
    lesson.check_round_end(&answer).unwrap();
    let mut wrong = lesson.clone();
    wrong.claims.round_end.as_mut().unwrap().closed = vec!["a2".into(), "b2".into()];
    assert!(wrong.check_round_end(&answer).is_err(), "b2 is filled");
    let mut wrong = lesson.clone();
    wrong.claims.round_end.as_mut().unwrap().totals.south = 24;
    assert!(
        wrong.check_round_end(&answer).is_err(),
        "the set-aside 2 count"
    );
    let mut wrong = lesson.clone();
    wrong.claims.round_end.as_mut().unwrap().starts = Some("north".into());
    assert!(
        wrong.check_round_end(&answer).is_err(),
        "South starts round 3"
    );
    let mut unsaid = lesson.clone();
    unsaid.claims.round_end = None;
    assert!(
        unsaid.check_round_end(&answer).is_err(),
        "the round's end is said"
    );
    // The wrong choice does not end the round: no claim of its end holds.
    assert!(lesson.check_round_end(&["d1".parse().unwrap()]).is_err());
}

#[test]
fn the_rules_texts_fit_76_columns_so_no_reader_splits_a_word() {
    for (lang, game, name) in rules_texts() {
        for (i, line) in rules_text(lang, game).lines().enumerate() {
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
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let (h, t) = (
        flat(rules_text(Lang::En, GameKind::HoyitoII)),
        flat(rules_text(Lang::En, GameKind::Tsoro)),
    );
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
    for said in [
        "A MATCH IN ROUNDS",
        "the MancalaGames program after Valdez, \"50 Ways to Play Mancala\" (2023), pp. 97 and 100",
        "the Wikimanqala text on capturing holes between games",
        "North starts round 2, South round 3",
        "4 seeds a hole",
        "South from a1 rightwards, North from the last hole of row 2 (f2 on 2x6) leftwards",
        "is set aside for you",
        "closed for the round: it is not on the circuit",
        "Sowing, relays, the backward chain and passes go round the open holes only",
        "opens again in a later round if its owner's total fills it",
        "seeds set aside do not count",
        "from round 3 on, to the winner of the round before",
        "[Decision] After a drawn round",
        "a player's total is under 4",
    ] {
        assert!(h.contains(said), "Hoyito match rules: {said}");
    }
}

#[test]
fn the_spanish_rules_texts_give_the_same_names_sources_and_decisions() {
    let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let (h, t) = (
        flat(rules_text(Lang::Es, GameKind::HoyitoII)),
        flat(rules_text(Lang::Es, GameKind::Tsoro)),
    );
    for said in [
        "casitas, o mate",
        "en Haití caille",
        "es una casa",
        "no se captura por sí solo",
        "todavía puede caer en la cadena hacia atrás",
        "empezando por el hoyo siguiente",
        "Víktor Bautista i Roca",
        "Villa Jaragua",
    ] {
        assert!(h.contains(said), "Spanish Hoyito II rules: {said}");
    }
    for said in [
        "UNA PARTIDA A RONDAS",
        "el programa MancalaGames según Valdez, \"50 Ways to Play Mancala\" (2023), pp. 97 y 100",
        "Wikimanqala",
        "el Norte la ronda 2, el Sur la ronda 3",
        "4 semillas por hoyo",
        "se te aparta",
        "no está en el recorrido",
        "se vuelve a abrir en una ronda posterior",
        "las apartadas no cuentan",
        "desde la ronda 3, para quien ganó la ronda anterior",
        "[Decisión] Después de una ronda empatada",
        "el total de un jugador es menor que 4",
    ] {
        assert!(h.contains(said), "Spanish Hoyito match rules: {said}");
    }
    for said in [
        "Fuva o Imbwe",
        "piedras (matombo)",
        "hoyos (magomba)",
        "musoro (cabeza), misoro (cabezas)",
        "Tracey",
        "1931",
        "\"Notes on some African stone games\", NADA 9(1), 1964",
        "y otra vez a u4",
        "[Decisión] Un jugador que no puede hacer ninguna jugada legal",
        "0: el juego sin tomas extra, el juego básico de Matthews",
        "2 (lo normal)",
        "\"stop\" o \"continue\"",
        "(\"xf3\")",
    ] {
        assert!(t.contains(said), "Spanish Tsoro rules: {said}");
    }
    // The same structure: the same number of headings and decisions, in the same order
    // of sections as the English.
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        let count = |lang: Lang, what: &str| rules_text(lang, game).matches(what).count();
        assert_eq!(
            count(Lang::En, "[Decision"),
            count(Lang::Es, "[Decisión"),
            "{game:?}: decisions"
        );
        let headings = |lang: Lang| {
            rules_text(lang, game)
                .lines()
                .filter(|l| {
                    l.starts_with(char::is_uppercase)
                        && l.split('(')
                            .next()
                            .unwrap()
                            .chars()
                            .all(|c| !c.is_lowercase())
                })
                .count()
        };
        assert_eq!(headings(Lang::En), headings(Lang::Es), "{game:?}: headings");
    }
}

/// A match lesson is played as the match taken up in its round: the record says that
/// round, and before its answer ends the round there is no next round to begin.
#[test]
fn a_match_lesson_plays_its_own_round_and_no_next_one_before_its_end() {
    for lesson in match_lessons_in(Lang::En) {
        let record = lesson.play_record().unwrap();
        let round = lesson.in_match.as_ref().unwrap().round;
        assert_eq!(
            record.rounds.as_ref().unwrap().round(),
            round,
            "{}",
            lesson.id
        );
        assert!(
            record.next_round(record.actions.len()).is_none(),
            "{}",
            lesson.id
        );
        let start = record.round_start().unwrap().unwrap();
        assert_eq!(start.round(), round, "{}", lesson.id);
    }
}
