//! What the autosave costs the event loop on a long game. The loop calls
//! `Autosave::keep` on every pass (each key, each animation step, every 50 ms while the
//! computer thinks): a pass where nothing was played must neither copy the game's
//! actions nor write. Counted in bytes allocated, not in time; the figures in time are
//! printed by the ignored measurement: `cargo test --release --test autosave_cost --
//! --ignored --nocapture`.

use crate::common;
use crate::common::temp::TempDir;

use mancala_rules::Rules;
use mancala_tui::store::record::Record;
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;
use std::time::Instant;

/// The system allocator, counting the bytes each thread asks for.
struct Counting;

thread_local! {
    static ALLOCATED: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is passed on to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATED.with(|a| a.set(a.get() + layout.size()));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATED.with(|a| a.set(a.get() + new_size));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

fn allocated() -> usize {
    ALLOCATED.with(Cell::get)
}

/// A game of `actions` actions in play, with one more played by Enter (so it has
/// unsaved actions) and written to an autosave in `dir`.
fn long_game_in_play(actions: usize, dir: &Path) -> App {
    let record = Record::parse(&common::long_record(Rules::hoyito(12), 1, actions)).unwrap();
    let _ = std::fs::remove_dir_all(dir);
    let mut app = App::new(
        Screen::Menu {
            selected: MenuItem::NewGame,
        },
        Theme::from_env(true),
        false,
        "2026-01-01-0000".into(),
    );
    app.files.autosave =
        mancala_tui::store::autosave::Autosave::new(Some(dir.join("autosave.json")));
    app.start_play(record, None).unwrap();
    app.handle_key(KeyEvent::from(KeyCode::Enter));
    app.update();
    let written = std::fs::read_to_string(dir.join("autosave.json")).unwrap();
    assert_eq!(Record::parse(&written).unwrap().actions.len(), actions + 1);
    app
}

#[test]
fn a_pass_with_nothing_new_copies_nothing_of_a_long_game() {
    let dir = TempDir::new("alloc");
    let mut app = long_game_in_play(20_000, &dir);
    let file = dir.join("autosave.json");
    let modified = std::fs::metadata(&file).unwrap().modified().unwrap();
    let passes = 50;
    let before = allocated();
    for _ in 0..passes {
        app.update();
    }
    let per_pass = (allocated() - before) / passes;
    // The actions alone are 60,000 bytes (3 a piece): a copy of them per pass was the
    // cost this test guards against.
    assert!(
        per_pass < 4096,
        "{per_pass} bytes allocated a pass with nothing new"
    );
    assert_eq!(
        std::fs::metadata(&file).unwrap().modified().unwrap(),
        modified,
        "not written again"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_action_undone_and_replaced_by_another_is_written() {
    let dir = TempDir::new("undo");
    let mut app = long_game_in_play(300, &dir);
    let Screen::Play(p) = &mut app.screen else {
        panic!("a game in play")
    };
    let undone = *p.actions().last().unwrap();
    assert!(p.undo());
    let other = p
        .session
        .game()
        .position()
        .legal_actions()
        .into_iter()
        .find(|&a| a != undone)
        .expect("another action");
    assert!(p.choose(other));
    p.finish_animation();
    assert_eq!(p.actions().len(), 301, "as long as before");
    app.update();
    let written = std::fs::read_to_string(dir.join("autosave.json")).unwrap();
    assert_eq!(
        Record::parse(&written).unwrap().actions.last(),
        Some(&other)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "a measurement: prints figures"]
fn autosave_cost_per_pass_on_a_100000_action_game() {
    let dir = TempDir::new("time");
    let t = Instant::now();
    let mut app = long_game_in_play(100_000, &dir);
    eprintln!("game made and written in {:?}", t.elapsed());
    for _ in 0..3 {
        let t = Instant::now();
        app.handle_key(KeyEvent::from(KeyCode::Enter));
        app.update();
        eprintln!("an action played and written: {:?}", t.elapsed());
    }
    for round in 0..3 {
        let passes = 2000;
        let (t, bytes) = (Instant::now(), allocated());
        for _ in 0..passes {
            app.update();
        }
        eprintln!(
            "round {round}: {:.2} µs and {} bytes allocated a pass with nothing new ({passes} passes)",
            t.elapsed().as_secs_f64() * 1e6 / passes as f64,
            (allocated() - bytes) / passes
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
