//! The learn screen: the lessons of both walkthroughs, their tasks, sowing and list.

use crate::common::screen;
use crate::common::temp;

use mancala_rules::GameKind;
use mancala_tui::study::lessons::lessons;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::learn::LearnState;
use mancala_tui::tui::learn::keys::lesson_words;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::crossterm::event::KeyCode;
use screen::*;
use temp::TempDir;

#[test]
fn a_lesson_explains_a_wrong_choice_without_playing_it_and_accepts_the_right_one() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(mancala_rules::GameKind::HoyitoII, 4)
        .unwrap(); // the casa
    let learn = |app: &App| match &app.screen {
        Screen::Learn(l) => (l.play.actions().len(), l.done(), l.feedback.clone()),
        _ => panic!("not learning"),
    };
    // The cursor starts on b1; f1 is legal but makes no casa.
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Enter);
    let (played, done, feedback) = learn(&app);
    assert_eq!((played, done), (0, false));
    assert!(
        feedback
            .unwrap()
            .starts_with("Not this one. f1 would do this: South sowed f1")
    );
    for _ in 0..4 {
        key(&mut app, KeyCode::Left);
    }
    key(&mut app, KeyCode::Enter);
    let (played, done, _) = learn(&app);
    assert_eq!((played, done), (1, true));
    assert!(screen::screen(&mut app).contains("Done! Enter or n: next lesson"));
    key(&mut app, KeyCode::Enter);
    assert!(screen::screen(&mut app).contains("lesson 6 of 22"));
}

#[test]
fn a_lessons_hints_during_its_sowing_leave_enter_out() {
    let mut app = menu_app(MenuItem::Learn);
    app.prefs.set_animation(true);
    app.start_learn(mancala_rules::GameKind::HoyitoII, 0)
        .unwrap();
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    assert!(app.animating());
    let during = screen::screen(&mut app);
    let hints = during.lines().last().unwrap();
    assert!(!hints.contains("Enter"), "{hints}");
    while app.animating() {
        app.tick();
    }
    let after = screen::screen(&mut app);
    assert!(
        after.lines().last().unwrap().contains("Enter next"),
        "{after}"
    );
}

fn learn(app: &App) -> &LearnState {
    match &app.screen {
        Screen::Learn(l) => l,
        _ => panic!("not learning"),
    }
}

fn learn_mut(app: &mut App) -> &mut LearnState {
    match &mut app.screen {
        Screen::Learn(l) => l,
        _ => panic!("not learning"),
    }
}

/// Play `action` on the lesson's board as a chosen hole does, then let the app take
/// it in as after any key (with animation off, the sowing ends at once).
fn choose(app: &mut App, action: mancala_rules::Action) {
    learn_mut(app).choose(action);
    app.update();
}

/// Whether every word of `text`, in order and wrapped as the screen likes, is on screen.
fn shows_whole(screen: &str, text: &str) -> bool {
    let on: Vec<&str> = screen.split_whitespace().collect();
    let want: Vec<&str> = text.split_whitespace().collect();
    on.windows(want.len()).any(|w| w == want.as_slice())
}

/// The lesson panel's words: the lines under the "Lesson" rule, without the hints.
fn panel(app: &mut App) -> String {
    let lines = render(app, 80, 24);
    let top = lines
        .iter()
        .position(|l| l.contains(" Lesson "))
        .expect("a lesson panel");
    lines[top + 1..lines.len() - 1].join(" ")
}

#[test]
fn every_lessons_text_task_and_closing_words_are_whole_at_80x24() {
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        for (i, lesson) in lessons(game).into_iter().enumerate() {
            let mut app = menu_app(MenuItem::Learn);
            app.start_learn(game, i).unwrap();
            let title_line = render(&mut app, 80, 24).remove(0);
            assert!(
                title_line.contains(lesson.title_after_game()),
                "{title_line}"
            );
            let screen = panel(&mut app);
            let at = format!("{} at the start", lesson.id);
            let keyed =
                |words: &str| lesson_words(words, &app.prefs.config, app.prefs.theme.arrows());
            assert!(
                shows_whole(&screen, &keyed(&lesson.text)),
                "{at}: text\n{screen}"
            );
            assert!(
                shows_whole(&screen, &format!("Task: {}", keyed(&lesson.task))),
                "{at}: task"
            );
            let done = format!("Well done. {}", keyed(&lesson.done));
            for a in lesson.answer_actions().unwrap().remove(0) {
                choose(&mut app, a);
            }
            assert!(learn(&app).done(), "{}", lesson.id);
            let screen = panel(&mut app);
            assert!(
                shows_whole(&screen, &done),
                "{}: closing words\n{screen}",
                lesson.id
            );
            assert!(!screen.contains("too small"));
        }
    }
}

#[test]
fn a_lesson_names_the_keys_the_player_has_and_they_work() {
    let stop_lesson = lessons(GameKind::Tsoro)
        .iter()
        .position(|l| l.id == "tsoro-06")
        .unwrap();
    for (stop, continued) in [('t', 'c'), ('z', 'c')] {
        let mut app = menu_app(MenuItem::Learn);
        let mut config = app.prefs.config.clone();
        config.keys[5] = stop;
        app.prefs.set(config);
        app.start_learn(GameKind::Tsoro, stop_lesson).unwrap();
        let words = panel(&mut app);
        let said = format!("continue ({continued}) or stop ({stop}).");
        assert!(shows_whole(&words, &said), "{said}\n{words}");
        assert!(!words.contains("{key:"), "{words}");
        if stop != 't' {
            assert!(!words.contains("stop (t)"), "{words}");
        }
        // The key named is the key that stops.
        choose(&mut app, "d1".parse().unwrap());
        key(&mut app, KeyCode::Char(stop));
        assert!(learn(&app).done(), "{stop} stopped at the head");
    }
}

#[test]
fn a_wrong_choice_says_why_it_misses_the_task() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(GameKind::HoyitoII, 8).unwrap(); // do not leave a casa for North
    assert_eq!(learn(&app).lesson().id, "hoyito-09");
    choose(&mut app, "b1".parse().unwrap());
    let words = panel(&mut app);
    assert!(
        shows_whole(
            &words,
            "Not this one. b1 would do this: South sowed b1: 5 laps, ended in a1. North would \
             answer a2, whose last lap makes a casa in f1: 4 seeds. Try again."
        ),
        "{words}"
    );
    assert!(!learn(&app).done() && learn(&app).play.actions().is_empty());
}

#[test]
fn a_task_with_several_right_answers_accepts_each_of_them() {
    let mut many = 0;
    for game in [GameKind::HoyitoII, GameKind::Tsoro] {
        for (i, lesson) in lessons(game).into_iter().enumerate() {
            for answer in lesson.answer_actions().unwrap() {
                let mut app = menu_app(MenuItem::Learn);
                app.start_learn(game, i).unwrap();
                for a in &answer {
                    assert!(!learn(&app).done());
                    choose(&mut app, *a);
                    let feedback = learn(&app).feedback.clone().unwrap();
                    assert!(!feedback.starts_with("Not this one"), "{}: {a}", lesson.id);
                }
                assert!(learn(&app).done(), "{}: {answer:?}", lesson.id);
            }
            many += (lesson.answers.len() > 1) as usize;
        }
    }
    assert!(many >= 2, "lessons with several right answers: {many}");
}

#[test]
fn the_lessons_sowing_line_says_1_seed_and_1_stone() {
    for (game, lesson, word) in [
        (GameKind::HoyitoII, 2, "seed"),
        (GameKind::Tsoro, 0, "stone"),
    ] {
        let mut app = menu_app(MenuItem::Learn);
        app.prefs.set_animation(true);
        app.start_learn(game, lesson).unwrap();
        let answer = learn(&app).lesson().answers[0].clone();
        choose(&mut app, answer[0].parse().unwrap());
        let mut seen = Vec::new();
        while app.animating() {
            let screen = screen::screen(&mut app);
            let line = screen.lines().find(|l| l.contains("in hand")).unwrap();
            seen.push(line.trim().to_string());
            app.tick();
        }
        assert!(
            seen.iter()
                .any(|l| l.contains(&format!(", 1 {word} in hand."))),
            "{seen:#?}"
        );
        assert!(
            seen.iter().all(|l| !l.contains(&format!("1 {word}s "))),
            "{seen:#?}"
        );
    }
}

#[test]
fn the_lesson_explains_once_the_sowing_is_shown_with_laps_and_seeds_in_hand_meanwhile() {
    let theme = Theme {
        color: false,
        ascii: false,
        light: false,
    };
    let mut app = App::new(
        Screen::Menu {
            selected: MenuItem::Learn,
        },
        theme,
        true,
        "x".into(),
    );
    app.files.progress_file = None;
    app.start_learn(GameKind::HoyitoII, 2).unwrap(); // relay sowing: c1, five laps
    choose(&mut app, "c1".parse().unwrap());
    assert!(app.animating());
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("Sowing: lap 1, 4 seeds in hand."),
        "{screen}"
    );
    assert!(
        !screen.contains("five laps"),
        "no answer before it is shown:\n{screen}"
    );
    let mut laps_seen = Vec::new();
    while app.animating() {
        app.tick();
        if let Some(an) = &learn(&app).play.anim {
            laps_seen.push(an.shown.laps);
        }
    }
    assert_eq!(
        laps_seen.iter().max(),
        Some(&5),
        "the counter reached lap 5"
    );
    let screen = screen::screen(&mut app);
    assert!(screen.contains("five laps in all"), "{screen}");
    assert!(screen.contains("Done!"));
}

#[test]
fn the_lesson_list_jumps_to_any_lesson_and_marks_the_done_ones() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(GameKind::Tsoro, 0).unwrap();
    choose(&mut app, "d1".parse().unwrap());
    assert!(learn(&app).done());
    key(&mut app, KeyCode::Char('L'));
    let screen = screen::screen(&mut app);
    let count = lessons(GameKind::Tsoro).len();
    assert!(
        screen.contains(&format!("Tsoro lessons: 1 of {count} done")),
        "{screen}"
    );
    assert!(screen.contains("\u{2713}  1. Two rows each"), "{screen}");
    assert!(
        screen.contains(&format!("{count:>2}. Sown back round the corner")),
        "{screen}"
    );
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(learn(&app).list, None);
    assert!(screen::screen(&mut app).contains(&format!("lesson 6 of {count}")));
    // Esc closes the list without leaving the walkthrough.
    key(&mut app, KeyCode::Char('L'));
    key(&mut app, KeyCode::Esc);
    assert!(matches!(app.screen, Screen::Learn(_)));
    assert!(screen::screen(&mut app).contains(&format!("lesson 6 of {count}")));
}

#[test]
fn n_on_the_last_lesson_says_the_walkthrough_is_complete() {
    let mut app = menu_app(MenuItem::Learn);
    let last = lessons(GameKind::HoyitoII).len() - 1;
    app.start_learn(GameKind::HoyitoII, last).unwrap();
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(learn(&app).index, last, "it does not start again");
    let screen = screen::screen(&mut app);
    assert!(
        screen.contains("the Hoyito walkthrough is complete"),
        "{screen}"
    );
}

#[test]
fn lessons_done_are_remembered_between_runs() {
    let progress_dir = TempDir::new("progress");
    let file = progress_dir.join("data").join("lesson-progress.json");
    let _ = std::fs::remove_file(&file);
    let open = |lesson: usize| {
        let mut app = menu_app(MenuItem::Learn);
        app.files.progress_file = Some(file.clone());
        app.start_learn(GameKind::HoyitoII, lesson).unwrap();
        app
    };
    let mut app = open(1);
    choose(&mut app, "f1".parse().unwrap());
    assert!(learn(&app).done());
    let app = open(0);
    assert!(learn(&app).is_done(1) && !learn(&app).is_done(0));
}

#[test]
fn a_bad_progress_file_is_reported_and_never_stops_a_lesson() {
    let bad_progress_dir = TempDir::new("bad-progress");

    let file = bad_progress_dir.join("lesson-progress.json");
    std::fs::write(&file, "garbage").unwrap();
    let mut app = menu_app(MenuItem::Learn);
    app.files.progress_file = Some(file.clone());
    app.start_learn(GameKind::HoyitoII, 0).unwrap();
    let screen = screen::screen(&mut app);
    assert!(
        shows_whole(&screen, "was ignored: it is not JSON."),
        "{screen}"
    );
    choose(&mut app, "c1".parse().unwrap());
    assert!(learn(&app).done());
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("hoyito-01")
    );
    // A file that cannot be written: the lesson is done all the same, and it says so.
    let blocked_progress_dir = TempDir::new("blocked-progress");

    let blocked = blocked_progress_dir.join("a-file");
    std::fs::write(&blocked, "").unwrap();
    let mut app = menu_app(MenuItem::Learn);
    app.files.progress_file = Some(blocked.join("lesson-progress.json"));
    app.start_learn(GameKind::HoyitoII, 0).unwrap();
    choose(&mut app, "c1".parse().unwrap());
    assert!(learn(&app).done());
    let screen = screen::screen(&mut app);
    assert!(
        shows_whole(&screen, "Could not remember this lesson in"),
        "{screen}"
    );
}

#[test]
fn the_lesson_text_scrolls_back_when_the_closing_words_push_it_up() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(GameKind::Tsoro, 4).unwrap(); // heads, as North: a long text
    let first_words = "The two last holes of each player's outer row";
    assert!(screen::screen(&mut app).contains(first_words));
    for a in ["f4", "continue"] {
        choose(&mut app, a.parse().unwrap());
    }
    let screen = screen::screen(&mut app);
    assert!(screen.contains("Lesson (PgUp: more above)"), "{screen}");
    assert!(!screen.contains(first_words));
    for _ in 0..4 {
        key(&mut app, KeyCode::PageUp);
    }
    let screen = screen::screen(&mut app);
    assert!(screen.contains(first_words), "{screen}");
    assert!(screen.contains("(PgDn: more below)"), "{screen}");
    for _ in 0..4 {
        key(&mut app, KeyCode::PageDown);
    }
    assert!(screen::screen(&mut app).contains("no capture."));
}

#[test]
fn hints_are_off_in_lessons_that_do_not_ask_for_them() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(mancala_rules::GameKind::HoyitoII, 0)
        .unwrap();
    key(&mut app, KeyCode::Char('i'));
    match &app.screen {
        Screen::Learn(l) => {
            assert!(!l.lesson().hints);
            assert_eq!(l.feedback.as_deref(), Some("Hints are off in this lesson."));
            assert!(l.play.thinking().is_none());
        }
        _ => panic!("not learning"),
    }
}

#[test]
fn a_done_lesson_names_the_list_key_it_really_has() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(mancala_rules::GameKind::HoyitoII, 0)
        .unwrap();
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    let shown = screen(&mut app);
    assert!(shown.contains("Done!"), "{shown}");
    assert!(shown.contains("L: all lessons"), "{shown}");
    assert!(
        !shown.contains("i: all lessons"),
        "i is the hint key: {shown}"
    );
}

#[test]
fn a_lessons_text_keeps_a_readable_measure_on_a_wide_terminal() {
    let mut app = menu_app(MenuItem::Learn);
    app.start_learn(mancala_rules::GameKind::Tsoro, 4).unwrap();
    let lines = render(&mut app, 160, 40);
    let top = lines.iter().position(|l| l.contains("Lesson ")).unwrap();
    let longest = lines[top + 1..lines.len() - 1]
        .iter()
        .map(|l| l.trim().chars().count())
        .max()
        .unwrap();
    assert!(
        (60..=96).contains(&longest),
        "{longest}:\n{}",
        lines.join("\n")
    );
    // At 80 columns the text has the whole width, as before.
    let narrow = render(&mut app, 80, 24);
    assert!(
        narrow.iter().any(|l| l.starts_with(" Lesson ")),
        "{}",
        narrow.join("\n")
    );
}

#[test]
fn the_lesson_13_move_that_ends_by_repetition_never_shows_seeds_that_do_not_add_up() {
    use mancala_rules::GameKind;
    let mut app = menu_app(MenuItem::Learn);
    app.prefs.set_animation(true);
    app.start_learn(GameKind::HoyitoII, 12).unwrap();
    let seeds = |app: &App| {
        let Screen::Learn(l) = &app.screen else {
            panic!("the lesson")
        };
        let p = &l.play;
        let board: u32 = p.display_board().iter().flatten().map(|&c| c as u32).sum();
        let (_, captured) = p.shown_turn_and_captured();
        let in_hand = p.anim.as_ref().map_or(0, |a| a.in_hand as u32);
        board + captured.iter().map(|&c| c as u32).sum::<u32>() + in_hand
    };
    let total = seeds(&app);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Enter);
    let mut frames = 0;
    let mut laps_seen = Vec::new();
    let mut taken_seen: Vec<u32> = Vec::new();
    while app.animating() {
        assert_eq!(seeds(&app), total, "frame {frames}:\n{}", screen(&mut app));
        let text = screen(&mut app);
        if let Some(at) = text.find("Sowing: lap ") {
            assert!(taken_seen.is_empty(), "sowing after the captures:\n{text}");
            let lap: u64 = text[at + 12..].split(',').next().unwrap().parse().unwrap();
            laps_seen.push(lap);
        }
        // The row's seeds go to the stores: what is taken, not the last lap, is said.
        if let Some(at) = text.find("Capturing: ") {
            let n: u32 = text[at + 11..].split(' ').next().unwrap().parse().unwrap();
            taken_seen.push(n);
        }
        let _ = app.tick();
        frames += 1;
        assert!(frames < 10_000, "the animation ends");
    }
    assert_eq!(seeds(&app), total);
    assert!(frames > 10, "it was animated: {frames} frames");
    assert!(laps_seen.windows(2).all(|w| w[0] <= w[1]), "{laps_seen:?}");
    assert!(
        !taken_seen.is_empty() && taken_seen.windows(2).all(|w| w[0] < w[1]),
        "captures are told, growing: {taken_seen:?}"
    );
}

#[test]
fn the_last_lesson_done_offers_no_next_lesson_on_its_key_line() {
    let game = GameKind::HoyitoII;
    let all = lessons(game);
    for (index, offered) in [(all.len() - 2, true), (all.len() - 1, false)] {
        let mut app = menu_app(MenuItem::Learn);
        app.start_learn(game, index).unwrap();
        for a in all[index].answer_actions().unwrap().remove(0) {
            choose(&mut app, a);
        }
        assert!(learn(&app).done());
        let shown = screen::screen(&mut app);
        assert_eq!(
            shown.contains("Enter next"),
            offered,
            "lesson {index}:\n{shown}"
        );
    }
}
