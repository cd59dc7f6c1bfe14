//! The lesson screen's key table (see [`crate::tui::keys`]), its key handler, which
//! looks keys up in the table, changes the lesson's state and returns what is left for
//! the app to do, and its mouse clicks (on the lesson's board, as in a game).

use super::LearnState;
use crate::store::config::Config;
use crate::tui::command::Command;
use crate::tui::keys::{self, ARROWS, Binding, ENTER, ESC, Key, always, ch, never};
use crate::tui::screens::play::exercise::{self, Exercise};
use crate::tui::screens::play::keys::board_click;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnKey {
    Board,
    /// `g`: go to a hole by its column letter (and row digit), as in a game.
    GoTo,
    Next,
    Previous,
    Hint,
    HintsOff,
    Restart,
    List,
    ScrollUp,
    ScrollDown,
    Help,
    Back,
}

/// The Enter keys' hints wait for a sowing shown to end: during it Enter only shows
/// the end. After the last lesson there is no next one to offer (the status line
/// says what is left: the list, the menu).
fn done_now(l: &LearnState) -> bool {
    !l.play.animating() && l.done() && l.index + 1 < l.lessons.len()
}
fn with_hints(l: &LearnState) -> bool {
    l.lesson().hints
}
fn without_hints(l: &LearnState) -> bool {
    !l.lesson().hints
}

impl Exercise for LearnState {
    fn game_on_board(&self) -> &crate::tui::screens::play::PlayState {
        &self.play
    }

    /// The lesson's task is done.
    fn goal_reached(&self) -> bool {
        self.done()
    }
}

/// The lesson screen's keys (the lesson list's own keys are its popup's).
pub const LEARN: &[Binding<LearnKey, LearnState>] = &[
    exercise::arrows("keys-learn-move", LearnKey::Board),
    exercise::next("keys-learn-next", LearnKey::Next, done_now),
    exercise::choose("keys-learn-choose", LearnKey::Board),
    exercise::tab("keys-learn-jump-to-the", LearnKey::Board),
    exercise::head_answers("keys-learn-at-a-head", LearnKey::Board, never),
    exercise::go_to("keys-learn-go-to", LearnKey::GoTo, 3),
    Binding {
        keys: &[ch('i')],
        names: "i",
        words: "keys-learn-hint",
        action: LearnKey::Hint,
        when: with_hints,
        shown: with_hints,
        drop: 0,
    },
    Binding {
        keys: &[ch('i')],
        names: "i",
        words: "keys-learn-row",
        action: LearnKey::HintsOff,
        when: without_hints,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('r')],
        names: "r",
        words: "keys-learn-retry",
        action: LearnKey::Restart,
        when: always,
        shown: always,
        drop: 2,
    },
    Binding {
        keys: &[ch('n')],
        names: "n/b",
        words: "keys-learn-lesson",
        action: LearnKey::Next,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[ch('b')],
        names: "b",
        words: "keys-learn-row-2",
        action: LearnKey::Previous,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('L')],
        names: "L",
        words: "keys-learn-list",
        action: LearnKey::List,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageUp)],
        names: "PgUp / PgDn",
        words: "keys-learn-scroll-the-lesson",
        action: LearnKey::ScrollUp,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageDown)],
        names: "PgDn",
        words: "keys-learn-row-3",
        action: LearnKey::ScrollDown,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('?')], "?", "keys-learn-help", LearnKey::Help),
    Binding::row(&[ch('q'), ESC], "q", "keys-learn-menu", LearnKey::Back),
];

/// The keys a lesson's words may name, as `{key:NAME}`, each with the keys of the
/// table above it stands for: the words show them as the player has them.
pub const LESSON_KEYS: &[(&str, &[Key])] = &[
    ("arrows", &ARROWS),
    ("left", &[ch('h')]),
    ("down", &[ch('j')]),
    ("up", &[ch('k')]),
    ("right", &[ch('l')]),
    ("choose", &[ENTER]),
    ("jump", &[Key::Plain(KeyCode::Tab)]),
    ("continue", &[ch('c')]),
    ("stop", &[ch('t')]),
    ("hint", &[ch('i')]),
    ("retry", &[ch('r')]),
    ("next", &[ch('n')]),
    ("previous", &[ch('b')]),
    ("list", &[ch('L')]),
    ("help", &[ch('?')]),
    ("menu", &[ch('q')]),
];

/// The key a lesson's `{key:NAME}` stands for, as the player has it (`arrows`: the
/// theme's arrows); `None` for a name [`LESSON_KEYS`] does not have.
pub(crate) fn lesson_key(name: &str, config: &Config, arrows: &str) -> Option<String> {
    let (_, keys) = LESSON_KEYS.iter().find(|(n, _)| *n == name)?;
    Some(if *keys == ARROWS.as_slice() {
        keys::arrows_name(arrows, config)
    } else {
        keys::key_name(keys[0], config)
    })
}

/// A lesson's words with the keys named as the player has them.
pub fn lesson_words(text: &str, config: &Config, arrows: &str) -> String {
    crate::study::lessons::fill_keys(text, |name| lesson_key(name, config, arrows))
}

/// A key in a lesson.
pub(crate) fn learn_key(l: &mut LearnState, key: &KeyEvent) -> Command {
    if l.list_key(key.code) {
        return Command::None;
    }
    // The go-to's words last until the next key, as in a game.
    l.play.message = None;
    // During a go-to, a column letter or row digit is the go-to's.
    if l.play.goto != crate::tui::screens::play::GoTo::Off && l.play.goto_key(key.code) {
        return Command::None;
    }
    match keys::action(LEARN, key, l) {
        Some(LearnKey::Board) => {
            if let Some(a) = l.play.board_key(key) {
                l.choose(a);
            }
        }
        Some(LearnKey::GoTo) => l.play.start_goto(),
        Some(LearnKey::Next) => l.next(),
        Some(LearnKey::Previous) => {
            let i = l.index.saturating_sub(1);
            l.go_to(i);
        }
        // Hints would give the answer away: only lessons that ask for them have them.
        Some(LearnKey::Hint) => l.play.ask_hint(),
        Some(LearnKey::HintsOff) => {
            l.said_right = false;
            l.feedback = Some(crate::t!("learn-hints-off"));
        }
        Some(LearnKey::Restart) => l.restart(),
        Some(LearnKey::List) => l.open_list(),
        Some(LearnKey::ScrollUp) => l.scroll = l.scroll.saturating_add(3),
        Some(LearnKey::ScrollDown) => l.scroll = l.scroll.saturating_sub(3),
        Some(LearnKey::Help) => return Command::Help,
        Some(LearnKey::Back) => return Command::Back,
        None => {}
    }
    Command::None
}

/// A left click in a lesson: on a hole of its board, as in a game.
pub(crate) fn learn_click(l: &mut LearnState, area: Rect, x: u16, y: u16) -> Command {
    if let Some(action) = board_click(&mut l.play, area, x, y) {
        l.choose(action);
    }
    Command::None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What each name of [`LESSON_KEYS`] must do in the table.
    fn meant(name: &str) -> LearnKey {
        match name {
            "hint" => LearnKey::Hint,
            "retry" => LearnKey::Restart,
            "next" => LearnKey::Next,
            "previous" => LearnKey::Previous,
            "list" => LearnKey::List,
            "help" => LearnKey::Help,
            "menu" => LearnKey::Back,
            _ => LearnKey::Board,
        }
    }

    #[test]
    fn every_key_a_lesson_may_name_does_in_the_table_what_its_name_says() {
        for (name, named) in LESSON_KEYS {
            for key in *named {
                assert!(
                    LEARN
                        .iter()
                        .any(|b| b.keys.contains(key) && b.action == meant(name)),
                    "{name}: {key:?}"
                );
            }
        }
    }

    #[test]
    fn lesson_keys_show_the_keys_the_settings_chose() {
        let usual = Config::default();
        let moved = Config {
            keys: ['d', 'h', 't', 'n', 'c', 'z'],
            ..Config::default()
        };
        let words = "stop ({key:stop}), {key:choose}, {key:arrows}, {key:help}, {key:nope}";
        assert_eq!(
            lesson_words(words, &usual, "←↓↑→/hjkl"),
            "stop (t), Enter, ←↓↑→/hjkl, ?, {key:nope}"
        );
        assert_eq!(
            lesson_words(words, &moved, "arrows/hjkl"),
            "stop (z), Enter, arrows/dhtn, ?, {key:nope}"
        );
    }
}
