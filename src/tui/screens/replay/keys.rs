//! The replay viewer's key table (see [`crate::tui::keys`]) and its key handler, which
//! looks keys up in the table, changes the viewer's state and returns what is left for
//! the app to do.

use super::ReplayState;
use crate::tui::command::{AfterSave, Command};
use crate::tui::keys::{self, Binding, ENTER, ESC, Key, SPACE, always, ch, never};
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// What a key does in the replay viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReplayKey {
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
    Comment,
    Save,
    NextRound,
    PreviousRound,
    Help,
    Back,
}

fn a_match(r: &ReplayState) -> bool {
    r.round_of().is_some()
}

fn jumping(r: &ReplayState) -> bool {
    !r.jump.is_empty()
}

fn reviewing(r: &ReplayState) -> bool {
    r.review.on
}

fn unsaved(r: &ReplayState) -> bool {
    r.dirty()
}

/// The replay viewer's keys.
pub(crate) const REPLAY: &[Binding<ReplayKey, ReplayState>] = &[
    Binding {
        keys: &[ESC],
        names: "Esc",
        words: "keys-replay-close-the-jump",
        action: ReplayKey::CloseJump,
        when: jumping,
        shown: never,
        drop: 0,
    },
    Binding::row(
        &[Key::Plain(KeyCode::Right), ch('l')],
        "h/l",
        "keys-replay-action",
        ReplayKey::Next,
    ),
    Binding {
        keys: &[Key::Plain(KeyCode::Left), ch('h')],
        names: "h",
        words: "keys-replay-row",
        action: ReplayKey::Previous,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), ch('j')],
        names: "j/k",
        words: "keys-replay-lap",
        action: ReplayKey::NextLap,
        when: always,
        shown: always,
        drop: 2,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Up), ch('k')],
        names: "k",
        words: "keys-replay-row-2",
        action: ReplayKey::PreviousLap,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Home), ch('g')],
        names: "g/G",
        words: "keys-replay-ends",
        action: ReplayKey::Start,
        when: always,
        shown: always,
        drop: 3,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::End), ch('G')],
        names: "G",
        words: "keys-replay-row-3",
        action: ReplayKey::End,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &keys::DIGITS,
        names: "0-9",
        words: "keys-replay-turn",
        action: ReplayKey::Digit,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Backspace)],
        names: "",
        words: "keys-replay-row-4",
        action: ReplayKey::JumpBack,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ENTER],
        names: "",
        words: "keys-replay-row-5",
        action: ReplayKey::Jump,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[SPACE],
        names: "Space",
        words: "keys-replay-play",
        action: ReplayKey::Play,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[ch('+'), ch('=')],
        names: "+/-",
        words: "keys-replay-speed",
        action: ReplayKey::Faster,
        when: always,
        shown: always,
        drop: 4,
    },
    Binding {
        keys: &[ch('-')],
        names: "-",
        words: "keys-replay-row-6",
        action: ReplayKey::Slower,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding {
        keys: &[ch(']'), Key::Plain(KeyCode::PageDown)],
        names: "]/[",
        words: "keys-replay-next-round",
        action: ReplayKey::NextRound,
        when: a_match,
        shown: a_match,
        drop: 2,
    },
    Binding {
        keys: &[ch('['), Key::Plain(KeyCode::PageUp)],
        names: "[",
        words: "keys-replay-previous-round",
        action: ReplayKey::PreviousRound,
        when: a_match,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('e')], "e", "keys-replay-evaluate", ReplayKey::Evaluate),
    Binding {
        keys: &[ch('n')],
        names: "n/N",
        words: "keys-replay-mistake",
        action: ReplayKey::NextMistake,
        when: reviewing,
        shown: reviewing,
        drop: 0,
    },
    Binding {
        keys: &[ch('N')],
        names: "N",
        words: "keys-replay-row-7",
        action: ReplayKey::PreviousMistake,
        when: reviewing,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('p')], "p", "keys-replay-play-on", ReplayKey::PlayOn),
    Binding {
        keys: &[ch('m')],
        names: "m",
        words: "keys-replay-learn",
        action: ReplayKey::Mistakes,
        when: always,
        shown: always,
        // Gives way first: the help names it.
        drop: 5,
    },
    Binding {
        keys: &[ch('c')],
        names: "c",
        words: "keys-replay-comment",
        action: ReplayKey::Comment,
        when: always,
        shown: always,
        drop: 1,
    },
    Binding {
        keys: &[ch('s')],
        names: "s",
        words: "keys-replay-save",
        action: ReplayKey::Save,
        // Named on the key line and in the help while comments wait to be saved.
        when: unsaved,
        shown: unsaved,
        drop: 0,
    },
    Binding {
        keys: &[ch('s')],
        names: "s",
        // Saving with nothing changed writes the record again (under another name).
        words: "keys-replay-row-8",
        action: ReplayKey::Save,
        when: always,
        shown: never,
        drop: 0,
    },
    Binding::row(&[ch('?')], "?", "keys-replay-help", ReplayKey::Help),
    Binding::row(&[ch('q'), ESC], "q", "keys-replay-back", ReplayKey::Back),
];

/// A key in the replay viewer.
pub(crate) fn replay_key(r: &mut ReplayState, key: &KeyEvent) -> Command {
    let Some(action) = keys::action(REPLAY, key, r) else {
        return Command::None;
    };
    // What the last comment or save did is said until the next key.
    r.message = None;
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
        ReplayKey::NextRound | ReplayKey::PreviousRound => {
            let (round, _) = r.round_of().unwrap_or((1, 1));
            let to = if action == ReplayKey::NextRound {
                round + 1
            } else {
                round.saturating_sub(1)
            };
            if !r.show_round(to, false) {
                r.message = Some((crate::t!("replay-no-such-round"), true));
            }
        }
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
        ReplayKey::Comment => {
            r.playing = false;
            match (r.why_no_comment(), r.commented_action()) {
                (None, Some(k)) => {
                    if let Some(&shown) = r.actions().get(k) {
                        return Command::Comment {
                            action: k,
                            text: r.comment(k).unwrap_or_default().to_string(),
                            about: crate::words::action::shown(shown),
                        };
                    }
                }
                (why, _) => r.message = why.map(|why| (why, true)),
            }
        }
        ReplayKey::Save => {
            r.playing = false;
            match r.problem {
                Some(_) => {
                    r.message = Some((crate::t!("replay-comment-record-stops"), true));
                }
                None => return Command::OpenSave(AfterSave::Stay),
            }
        }
        ReplayKey::Help => return Command::Help,
        // Comments not saved: the app asks first.
        ReplayKey::Back => return Command::Leave(crate::tui::command::AfterSave::Back),
    }
    Command::None
}

/// The key that saves the replay's comments, as the player has it (for the words
/// that name it).
pub(crate) fn save_key(config: &crate::store::config::Config) -> String {
    REPLAY
        .iter()
        .find(|b| b.action == ReplayKey::Save)
        .map_or(String::new(), |b| keys::key_name(b.keys[0], config))
}

/// A left click in the replay: on the evaluation graph, go to the position it shows
/// there (a jump half typed is dropped, playing stops).
pub(crate) fn replay_click(r: &mut ReplayState, area: Rect, x: u16, y: u16) -> Command {
    let Some((a, _)) =
        crate::tui::widgets::layout::board_fits(area, r.session.game().position().layout())
    else {
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
