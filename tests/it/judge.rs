//! The one judge (issue 20): the replay's marks, its evaluation line and its graph read
//! the same verdicts as `mancala analyse`, and the graph fits small and big terminals.

use crate::common::binary;
use crate::common::sample;
use crate::common::screen;
use crate::common::screen::{key, replay};

use mancala_tui::engine::ai::Budget;
use mancala_tui::engine::tables::Tables;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::replay::ReplayState;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use std::time::Duration;

const SAMPLES: [&str; 3] = ["hoyito-2x6", "hoyito-2x12", "tsoro-4x21"];

/// Nodes a position is searched through in these tests: the same marks on any machine.
const NODES: u64 = 1_500;

fn replay_mut(app: &mut App) -> &mut ReplayState {
    match &mut app.screen {
        Screen::Replay(r) => r,
        _ => panic!("not replaying"),
    }
}

/// A sample's replay, evaluations on with `NODES` a position, judged to the end.
fn judged(name: &str, ascii: bool) -> App {
    let mut app = screen::replay_of(&format!("{name}.json"));
    app.prefs.theme = Theme {
        color: false,
        ascii,
        light: false,
    };
    replay_mut(&mut app).review.budget = Some(Budget::nodes(NODES));
    key(&mut app, KeyCode::Char('e'));
    let start = std::time::Instant::now();
    while app.waiting() {
        assert!(start.elapsed() < Duration::from_secs(300), "judging {name}");
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    app.update();
    assert!(replay(&app).review.verdicts().complete(replay(&app).len()));
    app
}

/// Where the graph is drawn at `w` x `h`: its area and the plot's width.
fn graph_area(app: &App, w: u16, h: u16) -> ratatui::layout::Rect {
    let r = replay(app);
    let screen = ratatui::layout::Rect::new(0, 0, w, h);
    let (a, _) =
        mancala_tui::tui::widgets::layout::board_fits(screen, r.session.game().position().layout())
            .unwrap();
    mancala_tui::tui::replay::graph::split(r, &a, screen)
        .expect("room for the graph")
        .0
}

#[test]
fn the_replays_marks_are_analyses_judgements_on_the_three_samples() {
    for name in SAMPLES {
        let app = judged(name, false);
        let r = replay(&app);
        let out = binary::mancala(
            &[
                "analyse",
                "--json",
                "--nodes",
                &NODES.to_string(),
                &sample(name),
            ],
            None,
        );
        assert!(out.status.success(), "{out:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["budget"]["scaled"], false, "{name}");
        let actions = v["actions"].as_array().unwrap();
        assert_eq!(actions.len(), r.len(), "{name}");
        let mut marked = 0;
        for (k, a) in actions.iter().enumerate() {
            let j = r.judged(k).unwrap();
            let mark = match a["judgement"].as_str() {
                None => "",
                Some("inaccuracy") => "?!",
                Some("mistake") => "?",
                Some("blunder") => "??",
                Some(other) => panic!("{other}"),
            };
            assert_eq!(r.mark(k), mark, "{name} action {}", k + 1);
            assert_eq!(
                a["best"].as_str().unwrap(),
                j.best.to_string(),
                "{name} {k}"
            );
            for (side, e) in [("before", j.before), ("after", j.after)] {
                assert_eq!(a[side]["south"], e.south, "{name} {k} {side}");
                assert_eq!(a[side]["north"], e.north, "{name} {k} {side}");
            }
            marked += usize::from(!mark.is_empty());
        }
        assert!(marked > 0, "{name}: some actions are marked");
        // The summary the replay states is analyse's.
        let said = r.review_lines().join("\n");
        for (side, player) in [("south", "South"), ("north", "North")] {
            let s = &v["summary"][side];
            let plural = |n: u64, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
            let expected = format!(
                "{player} {}, {}",
                plural(s["mistakes"].as_u64().unwrap(), "mistake"),
                plural(s["blunders"].as_u64().unwrap(), "blunder")
            );
            assert!(said.contains(&expected), "{name}: {expected} in {said}");
        }
    }
}

/// The graph's lines on the screen: its legend, its rows and its marks.
fn graph_lines(app: &mut App, w: u16, h: u16) -> Vec<String> {
    let lines = screen::render(app, w, h);
    let g = graph_area(app, w, h);
    lines[g.y as usize..(g.y + g.height) as usize]
        .iter()
        .map(|l| {
            l.chars()
                .skip(g.x as usize)
                .take(g.width as usize)
                .collect()
        })
        .collect()
}

#[test]
fn the_graph_shows_every_position_with_three_rows_each_side_at_80x24_and_more_at_200x50() {
    use mancala_tui::analysis::graph::{HERE_MARK, MISTAKE_MARK, blunder_mark, column_of};
    for name in SAMPLES {
        for ascii in [false, true] {
            let mut app = judged(name, ascii);
            let mut rows_at = Vec::new();
            for (w, h) in [(80u16, 24u16), (200, 50)] {
                let lines = graph_lines(&mut app, w, h);
                let g = graph_area(&app, w, h);
                let width = g.width as usize;
                let units = if name.starts_with("tsoro") {
                    "stones"
                } else {
                    "seeds"
                };
                let total = if name == "hoyito-2x12" {
                    96
                } else if name == "hoyito-2x6" {
                    48
                } else {
                    84
                };
                // The legend (one line or two) names the scale: as far from a draw as
                // the game went, the same both ways; and the marks, whole.
                // The legend starts at the area's edge, the plot a column in.
                let plot_from = lines.iter().position(|l| l.starts_with(' ')).unwrap();
                let legend = lines[..plot_from].join(" ");
                let legend = legend.split_whitespace().collect::<Vec<_>>().join(" ");
                let legend = legend.as_str();
                // In full, or in a narrow place in fewer words.
                let (rest, short) = match legend.strip_prefix("South's expected final score, ") {
                    Some(rest) => (rest, false),
                    None => (
                        legend
                            .strip_prefix("South ")
                            .unwrap_or_else(|| panic!("{name} {w}x{h}: {legend}")),
                        true,
                    ),
                };
                let (range, rest) = rest.split_once(' ').unwrap();
                let (low, high) = range.split_once('-').unwrap();
                let (low, high): (u16, u16) = (low.parse().unwrap(), high.parse().unwrap());
                assert_eq!(low + high, total, "{legend}");
                let values = replay(&app).review.verdicts().south_scores();
                assert!(
                    values.iter().all(|&v| (low..=high).contains(&v)),
                    "{legend}"
                );
                let line = if ascii { '-' } else { '─' };
                let scale = if short {
                    format!("of {total}, {line} draw")
                } else {
                    format!("of {total} {units}, {line} a draw")
                };
                assert!(rest.starts_with(&scale), "{legend}");
                let marks_words = format!(" ? mistake {} blunder", blunder_mark(ascii));
                assert!(legend.contains(&marks_words), "{legend}");
                assert!(!legend.contains('…') && !legend.contains("..."), "{legend}");
                // The plot: at least three rows each side of the middle line.
                let plot: Vec<Vec<char>> = lines[plot_from..lines.len() - 1]
                    .iter()
                    .map(|l| l.chars().collect())
                    .collect();
                let line = if ascii { '-' } else { '─' };
                let middle = plot
                    .iter()
                    .position(|r| r.contains(&line))
                    .unwrap_or_else(|| panic!("{name}: a middle line\n{}", lines.join("\n")));
                let (above, below) = (middle, plot.len() - 1 - middle);
                assert!(above >= 3 && below >= 3, "{name} {w}x{h}: {above} {below}");
                rows_at.push(plot.len());
                // Every column that stands for judged positions draws a visible glyph
                // at their value: a dot (never only the middle line, even for a draw).
                let positions = replay(&app).len() + 1;
                for c in 0..width - 2 {
                    let column: Vec<char> = plot.iter().map(|r| r[1 + c]).collect();
                    assert!(
                        column.iter().any(|&ch| if ascii {
                            ch == '*'
                        } else {
                            ('\u{2801}'..='\u{28FF}').contains(&ch)
                        }),
                        "{name} {w}x{h} ascii {ascii}: column {c} of {} shows nothing\n{}",
                        positions,
                        lines.join("\n")
                    );
                }
                // Mistakes and blunders are marked under the columns that show them.
                let marks: Vec<char> = lines.last().unwrap().chars().collect();
                let r = replay(&app);
                let inner = width - 2;
                for k in 0..r.len() {
                    let c = 1 + column_of(k + 1, inner, r.len() + 1);
                    let j = r.judged(k).unwrap();
                    if j.judgement == Some(mancala_tui::analysis::judge::Judgement::Blunder) {
                        assert_eq!(
                            marks[c],
                            blunder_mark(ascii),
                            "{name} {w}: action {}",
                            k + 1
                        );
                    }
                    if (r.len() + 1) <= inner && !j.serious() && k != 0 {
                        // A column of its own: nothing else is marked there.
                        assert!(marks[c] == ' ' || marks[c] == HERE_MARK, "{name} {k}");
                    }
                    if (r.len() + 1) <= inner
                        && j.judgement == Some(mancala_tui::analysis::judge::Judgement::Mistake)
                    {
                        assert_eq!(marks[c], MISTAKE_MARK, "{name} {k}");
                    }
                }
                // The position shown is marked under its column, unless a mistake is.
                let here = 1 + column_of(r.index(), inner, r.len() + 1);
                assert!(
                    [HERE_MARK, MISTAKE_MARK, blunder_mark(ascii)].contains(&marks[here]),
                    "{name} {w}: {marks:?}"
                );
            }
            // A tall terminal gives the graph more rows.
            assert!(rows_at[1] > rows_at[0], "{name}: {rows_at:?}");
        }
    }
}

/// The replay with its graph as a player sees it, judged to the end (so the legend no
/// longer counts positions and the snapshot is the same on every run), at the
/// position after the first mistake (the position shown is marked on the graph):
/// 80x24 and 200x50, for the three samples, and `--ascii` for the first.
#[test]
fn the_graph_on_screen_at_80x24_and_200x50_in_blocks_and_in_ascii() {
    for name in SAMPLES {
        for ascii in [false, true] {
            if ascii && name != "hoyito-2x6" {
                continue;
            }
            let mut app = judged(name, ascii);
            key(&mut app, KeyCode::Char('n'));
            assert!(replay(&app).index() > 0, "a mistake to go to");
            let glyphs = if ascii { "ascii" } else { "blocks" };
            for (w, h) in [(80u16, 24u16), (200, 50)] {
                let text = screen::render(&mut app, w, h).join("\n");
                assert!(!text.contains("Judging the game"), "{text}");
                let shot = if name == "hoyito-2x6" {
                    format!("replay-graph-{w}x{h}-{glyphs}")
                } else {
                    format!("replay-graph-{name}-{w}x{h}")
                };
                insta::assert_snapshot!(shot, text);
            }
        }
    }
}

#[test]
fn next_and_previous_mistake_go_to_the_position_after_each() {
    let mut app = judged("hoyito-2x6", false);
    let serious: Vec<usize> = (0..replay(&app).len())
        .filter(|&k| replay(&app).judged(k).unwrap().serious())
        .collect();
    assert!(serious.len() >= 3, "{serious:?}");
    // From the start, n goes to the position after the first mistake, then the next.
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(replay(&app).index(), serious[0] + 1);
    let said = replay(&app).review_lines().join("\n");
    assert!(
        said.contains(" was a mistake: ") || said.contains(" was a blunder: "),
        "{said}"
    );
    assert!(said.contains(" was best."), "{said}");
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(replay(&app).index(), serious[1] + 1);
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(replay(&app).index(), serious[2] + 1);
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(replay(&app).index(), serious[1] + 1);
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(replay(&app).index(), serious[0] + 1);
    // Before the first, N stays; after the last, n stays.
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(replay(&app).index(), serious[0] + 1);
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(replay(&app).index(), replay(&app).len());
    key(&mut app, KeyCode::Char('N'));
    assert_eq!(replay(&app).index(), serious.last().unwrap() + 1);
    // The key line and the help name them from the table.
    let screen = screen::render(&mut app, 120, 30).join("\n");
    assert!(screen.contains("n/N mistake"), "{screen}");
    key(&mut app, KeyCode::Char('?'));
    let help = mancala_tui::tui::ui::help::help_text(&app).join("\n");
    assert!(
        help.contains("next / previous mistake or blunder"),
        "{help}"
    );
    assert!(
        help.contains(&mancala_tui::analysis::judge::rule_short(
            mancala_rules::GameKind::HoyitoII
        )),
        "{help}"
    );
    // Evaluations hidden: n is no key, and neither the key line nor the help names it.
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('e'));
    key(&mut app, KeyCode::Char('g'));
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(replay(&app).index(), 0);
    let screen = screen::render(&mut app, 120, 30).join("\n");
    assert!(!screen.contains("mistake"), "{screen}");
}

#[test]
fn a_click_on_the_graph_goes_to_the_position_it_shows() {
    use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    let mut app = judged("hoyito-2x12", false);
    let (w, h) = (200, 50);
    screen::render(&mut app, w, h);
    let g = graph_area(&app, w, h);
    let click = |app: &mut App, column: u16, row: u16| {
        app.handle_mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    // 352 positions in 198 columns: column 99 (screen column 100) starts at 176.
    click(&mut app, 100, g.y + 3);
    assert_eq!(replay(&app).index(), 99 * 352 / 198);
    // The last column: the end's run.
    click(&mut app, 198, g.y + g.height - 1);
    assert_eq!(replay(&app).index(), 197 * 352 / 198);
    // The legend is no place to click.
    click(&mut app, 10, g.y);
    assert_eq!(replay(&app).index(), 197 * 352 / 198);
}

#[test]
fn the_judge_waits_while_a_game_is_played_on_from_the_replay_and_goes_on_after() {
    let mut app = screen::replay_of("hoyito-2x12.json");
    // A budget of its own: no other test's verdicts are kept for it.
    const OWN: u64 = NODES + 1;
    replay_mut(&mut app).review.budget = Some(Budget::nodes(OWN));
    key(&mut app, KeyCode::Char('e'));
    let start = std::time::Instant::now();
    while replay(&app).review.verdicts().positions.len() < 3 {
        assert!(start.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    key(&mut app, KeyCode::Char('p'));
    assert!(matches!(app.screen, Screen::Play(_)), "playing on");
    // Back in the replay (the game played on has no action: q leaves at once).
    key(&mut app, KeyCode::Char('q'));
    assert!(
        matches!(app.screen, Screen::Replay(_)),
        "back in the replay"
    );
    assert!(app.waiting(), "the judge goes on");
    while app.waiting() {
        assert!(start.elapsed() < Duration::from_secs(300));
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    app.update();
    let r = replay(&app);
    assert!(r.review.verdicts().complete(r.len()));
    // As judged in one go.
    let record = r.record();
    let whole = mancala_tui::analysis::judge::judge_game(
        &record.start_game().unwrap(),
        &record.actions,
        &mancala_tui::analysis::judge::Basis::new(
            Budget::nodes(OWN),
            &Tables::none(),
            &record.rules,
        ),
        &std::sync::atomic::AtomicBool::new(false),
        &mut |_, _| {},
    );
    assert_eq!(&whole, r.review.verdicts());
}

#[test]
fn the_game_over_screen_draws_the_judges_graph_and_marks() {
    // The 2x6 sample's last 8 actions, from the position after its first 40.
    let (mut record, _) = mancala_tui::store::record::load_file(&sample("hoyito-2x6")).unwrap();
    let mut early = record.clone();
    early.actions.truncate(40);
    let game = early.replay().unwrap();
    record.start = Some(mancala_tui::store::record::StartPosition {
        board: game.position().rows(),
        to_move: game.position().to_move().unwrap(),
        captured: game.position().captured_both(),
    });
    record.actions.drain(..40);
    let mut app = screen::menu_app(MenuItem::NewGame);
    app.start_play(record.clone(), None).unwrap();
    app.update();
    assert!(app.waiting(), "judged in the background");
    let start = std::time::Instant::now();
    while app.waiting() {
        assert!(start.elapsed() < Duration::from_secs(120));
        std::thread::sleep(Duration::from_millis(5));
        app.update();
    }
    // The result's box aside, the board, the graph and the marks.
    key(&mut app, KeyCode::Esc);
    let screen = screen::render(&mut app, 120, 40).join("\n");
    assert!(
        screen.contains(" of 48 seeds, ─ a draw, above it South wins · ? mistake ⁇ blunder"),
        "{screen}"
    );
    let p = match &app.screen {
        Screen::Play(p) => p,
        _ => panic!("not playing"),
    };
    // The same verdicts as one judging of the game at the default budget.
    let verdicts = mancala_tui::analysis::judge::judge_game(
        &record.start_game().unwrap(),
        &record.actions,
        &mancala_tui::analysis::judge::Basis::new(
            mancala_tui::analysis::judge::Plan::default_for(8).budget,
            &Tables::none(),
            &record.rules,
        ),
        &std::sync::atomic::AtomicBool::new(false),
        &mut |_, _| {},
    );
    assert_eq!(p.judge.as_ref().unwrap().verdicts, verdicts);
    for (k, j) in verdicts.actions.iter().enumerate() {
        assert_eq!(p.mark(k), j.judgement.map_or("", |j| j.mark()));
    }
    // Taking the last action back drops the judge: the game goes on.
    key(&mut app, KeyCode::Char('u'));
    let p = match &app.screen {
        Screen::Play(p) => p,
        _ => panic!("not playing"),
    };
    assert!(p.judge.is_none());
}

#[test]
fn analyse_twice_on_an_empty_data_folder_gives_the_same_bytes_and_writes_nothing() {
    // Issue 35: the first run used to build the small tables of 2x6 behind the player's
    // back, and the second judged with them.
    let home = crate::common::temp::TempDir::new("analyse-twice");
    let file = sample("hoyito-2x6");
    let run = || {
        binary::mancala_in(
            Some(home.path()),
            &["analyse", "--nodes", "1000", &file],
            None,
        )
    };
    let first = run();
    assert!(first.status.success(), "{first:?}");
    let second = run();
    assert_eq!(
        String::from_utf8_lossy(&first.stdout),
        String::from_utf8_lossy(&second.stdout)
    );
    assert_eq!(first.stdout, second.stdout);
    assert_eq!(first.stderr, second.stderr);
    let text = String::from_utf8(first.stdout).unwrap();
    assert!(
        text.lines()
            .next()
            .unwrap()
            .ends_with("searched through 1000 positions, without endgame tables"),
        "{text}"
    );
    let data = home.path().join("data");
    let written: Vec<_> = walk(&data);
    assert!(written.is_empty(), "written without a word: {written:?}");
}

/// Every file under `dir`.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// The mark `action` gets in `game` from one search through `nodes` positions that
/// scores every action, by the judge's rule (its own, apart from the judge's code).
fn mark_by_one_search(
    game: &mancala_rules::Game,
    action: mancala_rules::Action,
    nodes: u64,
) -> Option<mancala_tui::analysis::judge::Judgement> {
    use mancala_tui::analysis::judge::{Outcome, judgement};
    use mancala_tui::analysis::verdict::{Expected, Tally};
    let a = mancala_tui::engine::ai::judge(
        game,
        &Budget::nodes(nodes),
        &std::sync::atomic::AtomicBool::new(false),
        &Tables::none(),
    )
    .unwrap();
    if a.action == action {
        return None;
    }
    let south = |s: i32| {
        if a.mover == mancala_rules::Player::South {
            s
        } else {
            -s
        }
    };
    let mut after = game.clone();
    after.apply(action).unwrap();
    let best = Expected::of(Tally::of(game), south(a.score));
    let played = Expected::of(Tally::of(&after), south(a.score_of(action).unwrap()));
    let mine = |e: Expected| {
        if a.mover == mancala_rules::Player::South {
            e.south
        } else {
            e.north
        }
    };
    judgement(
        mine(best).saturating_sub(mine(played)),
        Outcome::of(best, a.mover),
        Outcome::of(played, a.mover),
    )
}

#[test]
fn every_mark_on_the_three_samples_is_confirmed_by_a_search_ten_times_deeper() {
    // The suite's budget is small; `cargo run --release --example confirm_marks` runs
    // the same check at the analysis's own.
    use mancala_tui::analysis::judge::{Basis, CHECK_DEEPER, judge_game};
    let mut marks = 0;
    for name in SAMPLES {
        let record = mancala_tui::store::record::read_file(&sample(name)).unwrap();
        let start = record.start_game().unwrap();
        let basis = Basis::new(Budget::nodes(NODES), &Tables::none(), &record.rules);
        let verdicts = judge_game(
            &start,
            &record.actions,
            &basis,
            &std::sync::atomic::AtomicBool::new(false),
            &mut |_, _| {},
        );
        let mut game = start.clone();
        for (k, j) in verdicts.actions.iter().enumerate() {
            if let Some(mark) = j.judgement
                && !j.proven()
            {
                marks += 1;
                assert!(j.deeper, "{name} action {}: {j:?}", k + 1);
                let deeper = mark_by_one_search(&game, j.action, NODES * CHECK_DEEPER);
                assert_eq!(deeper, Some(mark), "{name} action {}: {j:?}", k + 1);
            }
            game.apply(j.action).unwrap();
        }
    }
    assert!(marks > 0);
}

#[test]
fn analyse_numbers_actions_from_1_in_text_and_json_and_tsoro_speaks_of_no_draws() {
    for name in SAMPLES {
        let run = |json: bool| {
            let mut args = vec!["analyse", "--nodes", "300"];
            if json {
                args.push("--json");
            }
            let file = sample(name);
            args.push(&file);
            let out = binary::mancala(&args, None);
            assert!(out.status.success(), "{out:?}");
            String::from_utf8(out.stdout).unwrap()
        };
        let (text, json) = (run(false), run(true));
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        for side in ["south", "north"] {
            if let Some(worst) = v["summary"][side]["worst"].as_u64() {
                let action = &v["actions"][worst as usize - 1];
                assert_eq!(action["number"], worst, "{name}");
                let said = format!(
                    "worst: action {worst} ({})",
                    action["action"].as_str().unwrap()
                );
                assert!(text.contains(&said), "{name}: {said} in {text}");
            }
        }
        assert_eq!(v["budget"]["check_nodes"], 3000, "{name}");
        if name.starts_with("tsoro") {
            assert!(!text.to_lowercase().contains("draw"), "{text}");
        }
        // The marks beside the actions are chess's, and `!` marks none: it is only
        // ever the end of an inaccuracy's `?!`.
        assert!(!text.replace("?!", "").contains('!'), "{text}");
    }
}
