//! The replay viewer's key table (see [`crate::tui::keys`]) and its key handler, which
//! looks keys up in the table, changes the viewer's state and returns what is left for
//! the app to do.

use super::ReplayState;
use crate::tui::command::Command;
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does in the replay viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayKey {
    Next,
    Previous,
    NextLap,
    PreviousLap,
    Start,
    End,
    Digit,
    JumpBack,
    Jump,
    CloseJump,
    Play,
    Faster,
    Slower,
    Evaluate,
    NextMistake,
    PreviousMistake,
    PlayOn,
    Mistakes,
    Help,
    Back,
}

fn jumping(r: &ReplayState) -> bool {
    !r.jump.is_empty()
}

fn reviewing(r: &ReplayState) -> bool {
    r.review.on
}

const DIGITS: [Key; 10] = [
    ch('0'),
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

/// The replay viewer's keys.
pub const REPLAY: &[Binding<ReplayKey, ReplayState>] = &[
    Binding {
        keys: &[ESC],
        names: "Esc",
        hint: "",
        help: "close the jump being typed (else back, as q)",
        action: ReplayKey::CloseJump,
        when: jumping,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Right), ch('l')],
        names: "h/l",
        hint: "action",
        help: "previous / next action (Left / Right)",
        action: ReplayKey::Next,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Left), ch('h')],
        names: "h",
        hint: "",
        help: "",
        action: ReplayKey::Previous,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), ch('j')],
        names: "j/k",
        hint: "lap",
        help: "next / previous lap or capture inside an action (Down / Up)",
        action: ReplayKey::NextLap,
        when: always,
        shown: always,
        drop: 2,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Up), ch('k')],
        names: "k",
        hint: "",
        help: "",
        action: ReplayKey::PreviousLap,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Home), ch('g')],
        names: "g/G",
        hint: "ends",
        help: "the start / the end (Home / End)",
        action: ReplayKey::Start,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::End), ch('G')],
        names: "G",
        hint: "",
        help: "",
        action: ReplayKey::End,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &DIGITS,
        names: "0-9",
        hint: "turn",
        help: "type a turn (the move list's numbers), Enter jumps to it",
        action: ReplayKey::Digit,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "",
        hint: "",
        help: "",
        action: ReplayKey::JumpBack,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "",
        hint: "",
        help: "",
        action: ReplayKey::Jump,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[SPACE],
        names: "Space",
        hint: "play",
        help: "play / pause",
        action: ReplayKey::Play,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[ch('+'), ch('=')],
        names: "+/-",
        hint: "speed",
        help: "faster / slower",
        action: ReplayKey::Faster,
        when: always,
        shown: always,
        drop: 4,
    },
    Binding {
        keys: &[ch('-')],
        names: "-",
        hint: "",
        help: "",
        action: ReplayKey::Slower,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('e')],
        names: "e",
        hint: "evaluate",
        help: "evaluations on/off: this position's and its best action, the graph, \
               and the marks (?! ? ??) in the move list",
        action: ReplayKey::Evaluate,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ch('n')],
        names: "n/N",
        hint: "mistake",
        help: "next / previous mistake or blunder (while evaluations are shown)",
        action: ReplayKey::NextMistake,
        when: reviewing,
        shown: reviewing,
        drop: 0,
    },
    Binding {
        keys: &[ch('N')],
        names: "N",
        hint: "",
        help: "",
        action: ReplayKey::PreviousMistake,
        when: reviewing,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch('p')],
        names: "p",
        hint: "play on",
        help: "play on from here (a new game; q there comes back here)",
        action: ReplayKey::PlayOn,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ch('m')],
        names: "m",
        hint: "learn",
        help: "learn from the mistakes: find a better action for each, one by one",
        action: ReplayKey::Mistakes,
        when: always,
        shown: always,
        // Gives way first: the help names it.
        drop: 5,
    },
    Binding {
        keys: &[ch('?')],
        names: "?",
        hint: "help",
        help: "these keys",
        action: ReplayKey::Help,
        when: always,
        shown: always,
        drop: 0,
    },
    Binding {
        keys: &[ch('q'), ESC],
        names: "q",
        hint: "back",
        help: "back to the menu; Esc too",
        action: ReplayKey::Back,
        when: always,
        shown: always,
        drop: 0,
    },
];

/// A key in the replay viewer.
pub fn replay_key(r: &mut ReplayState, key: &KeyEvent) -> Command {
    let Some(action) = keys::action(REPLAY, key, r) else {
        return Command::None;
    };
    // Any key but the jump's own ends the jump being typed.
    if !matches!(
        action,
        ReplayKey::Digit | ReplayKey::Jump | ReplayKey::JumpBack
    ) {
        r.jump.clear();
    }
    match action {
        ReplayKey::CloseJump => {}
        ReplayKey::Next => r.next(),
        ReplayKey::Previous => r.previous(),
        ReplayKey::NextLap => r.next_phase(),
        ReplayKey::PreviousLap => r.previous_phase(),
        ReplayKey::Start => r.go_to(0),
        ReplayKey::End => r.go_to(usize::MAX),
        ReplayKey::Digit => {
            if let KeyCode::Char(c) = key.code
                && r.jump.len() < 7
            {
                r.jump.push(c);
            }
        }
        ReplayKey::JumpBack => {
            r.jump.pop();
        }
        ReplayKey::Jump => {
            if let Ok(n) = r.jump.parse::<usize>() {
                r.go_to_turn(n);
            }
            r.jump.clear();
        }
        ReplayKey::Play => {
            if r.index() >= r.len() {
                r.go_to(0);
            }
            r.playing = !r.playing;
        }
        ReplayKey::Evaluate => r.toggle_review(),
        ReplayKey::NextMistake => {
            r.playing = false;
            r.next_mistake();
        }
        ReplayKey::PreviousMistake => {
            r.playing = false;
            r.previous_mistake();
        }
        ReplayKey::Faster => r.faster(),
        ReplayKey::Slower => r.slower(),
        ReplayKey::PlayOn => {
            r.playing = false;
            return Command::PlayOn(Box::new(r.continue_record()));
        }
        ReplayKey::Mistakes => {
            r.playing = false;
            return Command::Retry(Box::new(r.record()), r.judge_budget());
        }
        ReplayKey::Help => return Command::Help,
        ReplayKey::Back => return Command::Back,
    }
    Command::None
}

/// A left click in the replay: on the evaluation graph, go to the position it shows
/// there (a jump half typed is dropped, playing stops).
pub fn replay_click(r: &mut ReplayState, area: Rect, x: u16, y: u16) -> Command {
    let Some((a, _)) = crate::tui::layout::board_fits(area, r.game.layout()) else {
        return Command::None;
    };
    if let Some((graph, _, _)) = super::graph::split(r, &a, area)
        && let Some(p) = super::graph::clicked(r, graph, x, y)
    {
        r.jump.clear();
        r.playing = false;
        r.go_to(p);
    }
    Command::None
}
