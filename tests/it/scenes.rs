//! Scenarios played the same way in English and in Spanish: each is one body that takes
//! the language's [`Lens`] (how its screens are snapshotted and checked) and the words
//! each screen must say in it. English is tests/it/screen_snapshots.rs's (each screen
//! at 80x24 and 200x50), Spanish tests/it/spanish_play.rs's and spanish_study.rs's (at
//! 80x24, with no English word left on it).

use crate::common::screen::{game, game_from, key, menu_app, run_until, typed};
use crate::common::spanish;
use crate::common::study::first_sowing_puzzle;
use mancala_rules::{Awaiting, GameKind, Player, Rules};
use mancala_tui::tui::app::{App, Popup, Screen};
use mancala_tui::tui::screens::menu::MenuItem;
use mancala_tui::words::i18n::{Lang, speaking};
use ratatui::crossterm::event::KeyCode;

/// How one language's tests take the screens of a scenario.
pub struct Lens {
    /// The language spoken (on the test's thread only).
    pub lang: Lang,
    /// Snapshots the screen under a scenario's `name` (the English test's name; the
    /// language makes its own of it) and checks it; its text at each size drawn.
    pub shot: fn(&mut App, &str) -> Vec<String>,
    /// The same for a popup over the screen.
    pub popup: fn(&mut App, &str) -> Vec<String>,
}

impl Lens {
    /// Runs `scene` speaking this language.
    fn speaking<R>(&self, scene: impl FnOnce() -> R) -> R {
        speaking(self.lang, scene)
    }
}

/// English: each screen at 80x24 and at 200x50, as `NAME-80x24` and `NAME-200x50`
/// (tests/it/screen_snapshots.rs), a popup as any screen.
pub const ENGLISH: Lens = Lens {
    lang: Lang::En,
    shot: english,
    popup: english,
};

fn english(app: &mut App, name: &str) -> Vec<String> {
    crate::screen_snapshots::shot(name, app).to_vec()
}

/// Spanish: each screen at 80x24 as `es_NAME` (its words joined by `_`), with no
/// English word on it; a popup with none inside its border ([`spanish::shot_popup`]).
pub const SPANISH: Lens = Lens {
    lang: Lang::Es,
    shot: |app, name| vec![spanish::shot(app, &spanish_name(name))],
    popup: |app, name| vec![spanish::shot_popup(app, &spanish_name(name))],
};

fn spanish_name(name: &str) -> String {
    format!("es_{}", name.replace('-', "_"))
}

/// Every text contains every one of `said`.
#[track_caller]
pub fn says(texts: &[String], said: &[&str]) {
    for text in texts {
        for s in said {
            assert!(text.contains(s), "{s:?} not in:\n{text}");
        }
    }
}

/// What the screens of [`hoyito_game`] say, one list a screen.
pub struct HoyitoGame<'a> {
    pub start: &'a [&'a str],
    pub after_a_move: &'a [&'a str],
    pub help: &'a [&'a str],
    pub save: &'a [&'a str],
    pub unsaved: &'a [&'a str],
}

/// A Hoyito II 2x6 game between Ana and Ben: the start, the board after South's first
/// move (Enter), the `?` help, the save prompt (s) and the question on leaving with
/// unsaved actions (q). The app, still asking, for the test to check more.
pub fn hoyito_game(lens: &Lens, said: &HoyitoGame) -> App {
    lens.speaking(|| {
        let mut app = game(Rules::hoyito(6));
        says(&(lens.shot)(&mut app, "hoyito-start"), said.start);
        key(&mut app, KeyCode::Enter);
        says(
            &(lens.shot)(&mut app, "hoyito-after-a-move"),
            said.after_a_move,
        );
        key(&mut app, KeyCode::Char('?'));
        assert!(matches!(app.popup, Some(Popup::Help)));
        says(&(lens.popup)(&mut app, "help"), said.help);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Char('s'));
        assert!(matches!(app.popup, Some(Popup::Save { .. })));
        says(&(lens.popup)(&mut app, "save"), said.save);
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Char('q'));
        assert!(matches!(app.popup, Some(Popup::Unsaved { .. })));
        says(&(lens.popup)(&mut app, "unsaved"), said.unsaved);
        app
    })
}

/// In a Tsoro 4x6 game at its start, the first action (Enter: a1) ends at the
/// occupied head f1: the choice to stop or sow on, which must say `said`.
pub fn at_a_tsoro_head(lens: &Lens, app: &mut App, said: &[&str]) {
    lens.speaking(|| {
        key(app, KeyCode::Enter); // a1 ends at the occupied head f1
        assert_eq!(
            app.play().unwrap().session.game().position().awaiting(),
            Some(Awaiting::Head)
        );
        says(&(lens.shot)(app, "tsoro-head"), said);
    })
}

/// A Tsoro 4x6 game from a set position: d1's 3 stones end in f2, whose column f
/// captures and earns 2 bonus picks (the log test's position, src/tui/widgets/log.rs). The
/// screen that asks for the picks must say `said`; the app there and the texts.
pub fn at_tsoro_bonus_picks(lens: &Lens, said: &[&str]) -> (App, Vec<String>) {
    lens.speaking(|| {
        let mut app = game_from(
            Rules::tsoro(6),
            &[&[0, 0, 0, 3, 0, 0], &[0; 6], &[0, 0, 0, 0, 0, 2], &[2; 6]],
            Player::South,
        );
        typed(&mut app, "gd1");
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.play().unwrap().session.game().position().awaiting(),
            Some(Awaiting::Bonus)
        );
        let texts = (lens.shot)(&mut app, "tsoro-picks");
        says(&texts, said);
        (app, texts)
    })
}

/// Hoyito II's lesson 9 ("Do not leave a casa for North"), opened from the menu; its
/// screen must say `said`. The app on the lesson, and the texts.
pub fn a_lesson(lens: &Lens, said: &[&str]) -> (App, Vec<String>) {
    lens.speaking(|| {
        let mut app = menu_app(MenuItem::Learn);
        app.start_learn(GameKind::HoyitoII, 8).unwrap();
        let texts = (lens.shot)(&mut app, "lesson");
        says(&texts, said);
        (app, texts)
    })
}

/// The first Hoyito II puzzle answered by a sowing, opened from the menu; its screen
/// must say `said`. The app on the puzzle, and the texts.
pub fn a_puzzle(lens: &Lens, said: &[&str]) -> (App, Vec<String>) {
    lens.speaking(|| {
        let (index, _) = first_sowing_puzzle(GameKind::HoyitoII);
        let mut app = menu_app(MenuItem::Learn);
        app.start_puzzles(GameKind::HoyitoII, Some(index)).unwrap();
        assert!(matches!(app.screen, Screen::Puzzles(_)));
        let texts = (lens.shot)(&mut app, "puzzle");
        says(&texts, said);
        (app, texts)
    })
}

/// The mistakes to retry (m) of the chain blunder's replay, read from `file`, once the
/// judge has found its mistake; the screen must say `said`. The app there, and the texts.
pub fn the_mistakes_to_retry(lens: &Lens, file: &str, said: &[&str]) -> (App, Vec<String>) {
    lens.speaking(|| {
        let mut app = menu_app(MenuItem::Replay);
        app.start_replay(crate::common::study::chain_blunder(), file.into())
            .unwrap();
        key(&mut app, KeyCode::Char('m'));
        run_until(&mut app, "the judge", |a| match &a.screen {
            Screen::Retry(r) => r.complete() && r.action_index().is_some() && !a.waiting(),
            _ => panic!("not on the mistakes screen"),
        });
        let texts = (lens.shot)(&mut app, "retry");
        says(&texts, said);
        (app, texts)
    })
}
