//! Driving the app as a person would: keys in, the screen's text out (TestBackend).
#![allow(dead_code)]

use mancala_rules::{Action, Player, Rules};
use mancala_tui::engine::tables::Tables;
use mancala_tui::store::record::{Record, StartPosition};
use mancala_tui::tui::app::{App, Screen};
use mancala_tui::tui::play::computer::Job;
use mancala_tui::tui::replay::ReplayState;
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::tui::ui;
use mancala_tui::tui::widgets::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The app on the main menu, without colour or animation, remembering no lessons.
pub fn menu_app(selected: MenuItem) -> App {
    let theme = Theme {
        color: false,
        ascii: false,
        light: false,
    };
    let mut app = App::new(Screen::Menu { selected }, theme, false, "x".into());
    app.files.progress_file = None;
    app
}

/// The app on the menu with its settings file at `file`, read now as at start-up, and
/// the games folder beside it (nothing in the user's folders).
pub fn app_with_config(file: &std::path::Path) -> App {
    let mut app = menu_app(MenuItem::NewGame);
    app.files.games_dir = Some(file.parent().unwrap().join("games"));
    app.load_config(file.to_path_buf());
    app
}

/// A game on `rules` between Ana and Ben, opened as `mancala play` opens one.
pub fn game(rules: Rules) -> App {
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(Record::new(rules, ["Ana".into(), "Ben".into()]), None)
        .unwrap();
    app
}

/// A Hoyito II 2x6 game South has just won: its b1 sows into c1, whose fourth seed
/// makes a casa and takes the last seeds; the result popup is open.
pub fn finished_game() -> App {
    let mut app = game_from(
        Rules::hoyito(6),
        &[&[0, 1, 3, 0, 0, 0], &[0, 0, 0, 0, 2, 2]],
        Player::South,
    );
    key(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.popup,
        Some(mancala_tui::tui::popups::Popup::Result)
    ));
    app
}

/// A game from a set position (rows from row 1 up), South and North playing.
pub fn game_from(rules: Rules, rows: &[&[u8]], to_move: Player) -> App {
    game_from_probing(rules, rows, to_move, &Tables::none())
}

/// [`game_from`], its searches probing the endgame `tables`.
pub fn game_from_probing(rules: Rules, rows: &[&[u8]], to_move: Player, tables: &Tables) -> App {
    let mut record = Record::new(rules, ["South".into(), "North".into()]);
    record.start = Some(StartPosition {
        board: rows.iter().map(|r| r.to_vec()).collect(),
        to_move,
        captured: [0, 0],
    });
    let mut app = menu_app(MenuItem::NewGame);
    app.use_tables(tables.clone());
    app.start_play(record, None).unwrap();
    app
}

/// South's b1 takes the last seeds: a game Ana (South) against the computer (North)
/// that is over after one action, its result shown.
pub fn finished_against_computer() -> App {
    let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "North".into()]);
    record.computers = [None, Some(mancala_tui::engine::ai::Level::Easy)];
    record.start = Some(StartPosition {
        board: vec![vec![0, 1, 3, 0, 0, 0], vec![0, 0, 0, 0, 2, 2]],
        to_move: Player::South,
        captured: [20, 20],
    });
    let mut app = menu_app(MenuItem::NewGame);
    app.start_play(record, None).unwrap();
    key(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.popup,
        Some(mancala_tui::tui::popups::Popup::Result)
    ));
    app
}

/// The replay viewer on a sample game, opened from the menu.
pub fn replay_of(name: &str) -> App {
    let path = format!("{}/assets/games/{name}", env!("CARGO_MANIFEST_DIR"));
    let (record, _) = mancala_tui::store::record::load_file(&path).unwrap();
    let mut app = menu_app(MenuItem::Replay);
    app.start_replay(record, name.into()).unwrap();
    app
}

/// The play screen on a record, without colour; ASCII and animation as asked. Unlike
/// [`game`], its stamp is a date (2026-12-02-1905), as the save prompt's file name
/// shows.
pub fn app_with(record: Record, ascii: bool, animate: bool) -> App {
    let theme = Theme {
        color: false,
        ascii,
        light: false,
    };
    let mut app = App::new(
        Screen::Menu {
            selected: MenuItem::NewGame,
        },
        theme,
        animate,
        "2026-12-02-1905".into(),
    );
    app.start_play(record, None).unwrap();
    app
}

/// The play screen on a record, neither ASCII nor animated ([`app_with`]).
pub fn app_for(record: Record) -> App {
    app_with(record, false, false)
}

/// A game on `rules` between Ana and Ben ([`app_for`]: the dated stamp).
pub fn new_game(rules: Rules) -> App {
    app_for(Record::new(rules, ["Ana".into(), "Ben".into()]))
}

/// A game from a set position, South and North playing ([`app_for`]: the dated stamp).
pub fn set_up(rules: Rules, rows: &[&[u8]], to_move: Player) -> App {
    let mut record = Record::new(rules, ["South".into(), "North".into()]);
    record.start = Some(StartPosition {
        board: rows.iter().map(|r| r.to_vec()).collect(),
        to_move,
        captured: [0, 0],
    });
    app_for(record)
}

/// The position of the AI's hand-worked test: c1 makes a casa chain worth 12, b1 one
/// worth 4.
pub const CHAIN: [&[u8]; 2] = [&[0, 1, 3, 3, 3, 3], &[3, 2, 2, 0, 0, 0]];

/// The rules reader, opened from the menu (4, then r).
pub fn rules_reader() -> App {
    let mut app = menu_app(MenuItem::NewGame);
    app.size = (80, 24);
    key(&mut app, KeyCode::Char('4'));
    key(&mut app, KeyCode::Char('r'));
    assert!(matches!(app.screen, Screen::Rules(_)));
    app
}

/// Actions in record notation.
pub fn notation(actions: &[Action]) -> Vec<String> {
    actions.iter().map(|a| a.to_string()).collect()
}

/// The game's actions so far, in record notation.
pub fn actions(app: &App) -> Vec<String> {
    app.play()
        .unwrap()
        .actions()
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// The replay viewer that is open.
pub fn replay(app: &App) -> &ReplayState {
    match &app.screen {
        Screen::Replay(r) => r,
        _ => panic!("not replaying"),
    }
}

/// Whether the main menu is open.
pub fn on_menu(app: &App) -> bool {
    matches!(app.screen, Screen::Menu { .. })
}

/// What the computer is thinking about on the play screen, if anything.
pub fn thinking_job(app: &App) -> Option<Job> {
    app.play().and_then(|p| p.thinking()).map(|(job, _)| job)
}

/// Render at a size; the screen as lines of text.
pub fn render(app: &mut App, w: u16, h: u16) -> Vec<String> {
    app.size = (w, h);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| ui::draw(f, app)).unwrap();
    buffer_lines(terminal.backend().buffer())
}

/// A drawn buffer as lines of text, as a terminal shows it: a wide character (CJK)
/// once, not followed by the cell it covers.
pub fn buffer_lines(buf: &ratatui::buffer::Buffer) -> Vec<String> {
    let area = buf.area;
    (area.y..area.y + area.height)
        .map(|y| {
            let mut line = String::new();
            let mut x = area.x;
            while x < area.x + area.width {
                let symbol = buf[(x, y)].symbol();
                line.push_str(symbol);
                x += mancala_tui::words::text::width(symbol).max(1) as u16;
            }
            line
        })
        .collect()
}

/// The screen at 80x24 as one string.
pub fn screen(app: &mut App) -> String {
    render(app, 80, 24).join("\n")
}

/// The hints line at the bottom of an 80x24 screen.
pub fn hints_line(app: &mut App) -> String {
    screen(app).lines().last().unwrap().to_string()
}

/// The text of the player line that names `who` ("South" or "North"), at 80x24.
pub fn player_line(app: &mut App, who: &str) -> String {
    render(app, 80, 24)
        .into_iter()
        .find(|l| l.contains(who) && l.contains("captured"))
        .unwrap_or_else(|| panic!("no player line for {who}"))
}

/// The screen's words in one line, whatever wrapped where.
pub fn words(lines: &[String]) -> String {
    lines
        .iter()
        .flat_map(|l| l.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn key(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::new(code, KeyModifiers::NONE));
}

pub fn ctrl(app: &mut App, c: char) {
    app.handle_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
}

pub fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// Clear the text field of the open prompt (Ctrl-U: however long it is), type `text`
/// and press Enter.
pub fn replace_input(app: &mut App, text: &str) {
    ctrl(app, 'u');
    typed(app, text);
    key(app, KeyCode::Enter);
}

/// A left click at a cell.
pub fn click(app: &mut App, column: u16, row: u16) {
    app.handle_mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
}

/// Where `text` is on the screen lines: (column, row) of its first character.
pub fn find(lines: &[String], text: &str) -> Option<(u16, u16)> {
    lines.iter().enumerate().find_map(|(y, line)| {
        line.find(text)
            .map(|i| (line[..i].chars().count() as u16, y as u16))
    })
}

/// Let the event loop's background work run (as it does between keys) until `done`.
pub fn run_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = std::time::Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "waited too long for {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        app.update();
    }
}

/// The game screen's state, to change what the keys cannot (the computer's pace).
pub fn play_state(app: &mut App) -> &mut mancala_tui::tui::play::PlayState {
    match &mut app.screen {
        Screen::Play(p) => p,
        _ => panic!("not playing"),
    }
}
