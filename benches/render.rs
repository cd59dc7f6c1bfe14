//! Time to draw one frame, and to take one key and draw the frame after it, on the
//! play screen at 80x24 and 200x50: `cargo bench --bench render`.

use mancala_rules::Rules;
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::ui;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::time::{Duration, Instant};

/// The play screen on `rules` after `actions`, in colour and Unicode, not animated.
fn app(rules: Rules, actions: &[&str], w: u16, h: u16) -> App {
    let mut app = App::new(
        Screen::Menu {
            selected: MenuItem::NewGame,
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
    app
}

/// Mean time of `step` over two seconds, after 100 to warm up.
fn timed(mut step: impl FnMut()) -> (f64, u32) {
    for _ in 0..100 {
        step();
    }
    let start = Instant::now();
    let mut runs = 0u32;
    while start.elapsed() < Duration::from_secs(2) {
        step();
        runs += 1;
    }
    (start.elapsed().as_secs_f64() / runs as f64, runs)
}

fn bench(name: &str, rules: Rules, actions: &[&str], w: u16, h: u16) {
    let mut app = app(rules, actions, w, h);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    let (frame, frames) = timed(|| {
        terminal.draw(|f| ui::draw(f, &app)).unwrap();
    });
    println!(
        "render {name} {w}x{h}: {:.1} µs/frame ({frames} frames)",
        frame * 1e6
    );
    // A key as the event loop takes it: the cursor moves (Right and Left in turn, so
    // the screen stays the same), then the frame after it.
    let mut right = true;
    let (key, keys) = timed(|| {
        let code = if right { KeyCode::Right } else { KeyCode::Left };
        right = !right;
        app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
        terminal.draw(|f| ui::draw(f, &app)).unwrap();
    });
    println!(
        "key   {name} {w}x{h}: {:.1} µs/key and frame ({keys} keys)",
        key * 1e6
    );
}

fn main() {
    bench("tsoro 4x21", Rules::tsoro(21), &["a1", "continue"], 80, 24);
    bench("hoyito-ii 2x6", Rules::hoyito(6), &["c1"], 80, 24);
    bench("tsoro 4x21", Rules::tsoro(21), &["a1", "continue"], 200, 50);
    bench("hoyito-ii 2x6", Rules::hoyito(6), &["c1"], 200, 50);
}
