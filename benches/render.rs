//! Time to draw one frame of the play screen: `cargo bench --bench render`.

use mancala_tui::record::Record;
use mancala_tui::rules::Rules;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::theme::Theme;
use mancala_tui::tui::ui;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::{Duration, Instant};

fn bench(name: &str, rules: Rules, actions: &[&str], w: u16, h: u16) {
    let mut app = App::new(
        Screen::Menu {
            selected: mancala_tui::tui::screens::menu::MenuItem::NewGame,
        },
        Theme {
            color: true,
            ascii: false,
            light: false,
        },
        false,
        "x".into(),
    );
    let mut record = Record::new(rules, ["Ana".into(), "Ben".into()]);
    record.actions = actions.iter().map(|a| a.parse().unwrap()).collect();
    app.start_play(record, None).unwrap();
    app.size = (w, h);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    for _ in 0..100 {
        terminal.draw(|f| ui::draw(f, &app)).unwrap();
    }
    let start = Instant::now();
    let mut frames = 0u32;
    while start.elapsed() < Duration::from_secs(2) {
        terminal.draw(|f| ui::draw(f, &app)).unwrap();
        frames += 1;
    }
    let per = start.elapsed().as_secs_f64() / frames as f64;
    println!(
        "render {name} {w}x{h}: {:.1} µs/frame ({frames} frames)",
        per * 1e6
    );
}

fn main() {
    bench("tsoro 4x21", Rules::tsoro(21), &["a1", "continue"], 80, 24);
    bench("hoyito-ii 2x6", Rules::hoyito(6), &["c1"], 80, 24);
    bench("tsoro 4x21", Rules::tsoro(21), &["a1", "continue"], 200, 60);
}
