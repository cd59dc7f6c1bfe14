//! The learn popup: which walkthrough to open, a game's lessons or puzzles, or the
//! rules reader (any other key goes back).

use super::Window;
use super::answers::answer_to;
use crate::tui::command::Command;
use crate::tui::keys::{Binding, ESC, ch};
use crate::tui::widgets::theme::Theme;
use mancala_rules::GameKind;
use ratatui::crossterm::event::KeyCode;
use ratatui::text::{Line, Span};

/// What an answer key opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Hoyito,
    Tsoro,
    Rules,
    HoyitoPuzzles,
    TsoroPuzzles,
    Close,
}

const LEARN_WHICH: &[Binding<Answer, ()>] = &[
    Binding::row(
        &[ch('h'), ch('1')],
        "h",
        "keys-popup-hoyito-ii",
        Answer::Hoyito,
    ),
    Binding::row(&[ch('t'), ch('2')], "t", "keys-popup-tsoro", Answer::Tsoro),
    Binding::row(
        &[ch('r'), ch('3')],
        "r",
        "keys-popup-read-the-complete",
        Answer::Rules,
    ),
    Binding::row(
        &[ch('p'), ch('4')],
        "p",
        "keys-popup-hoyito-ii-puzzles",
        Answer::HoyitoPuzzles,
    ),
    Binding::row(
        &[ch('z'), ch('5')],
        "z",
        "keys-popup-tsoro-puzzles",
        Answer::TsoroPuzzles,
    ),
    Binding::row(&[ESC], "Esc", "keys-popup-goes-back", Answer::Close),
];

/// Handle a key.
pub(super) fn key(code: KeyCode, ctrl_c: bool) -> Command {
    use Command as C;
    match answer_to(LEARN_WHICH, code) {
        Some(Answer::Hoyito) => C::Learn(GameKind::HoyitoII),
        Some(Answer::Tsoro) => C::Learn(GameKind::Tsoro),
        Some(Answer::Rules) => C::ReadRules,
        Some(Answer::HoyitoPuzzles) => C::Puzzles(GameKind::HoyitoII),
        Some(Answer::TsoroPuzzles) => C::Puzzles(GameKind::Tsoro),
        _ if ctrl_c => C::Quit,
        _ => C::Close,
    }
}

/// A line a walkthrough, with how many lessons or puzzles it has (and of the puzzles,
/// how many are `solved`: Hoyito II's, Tsoro's), then the key that goes back.
pub(super) fn window(t: &Theme, solved: [usize; 2]) -> Window {
    let mut l: Vec<Line> = LEARN_WHICH
        .iter()
        .filter(|b| b.action != Answer::Close)
        .map(|b| {
            let game = match b.action {
                Answer::Hoyito | Answer::HoyitoPuzzles => GameKind::HoyitoII,
                _ => GameKind::Tsoro,
            };
            let puzzles = || crate::study::puzzles::collection(game).puzzles.len();
            let about = match b.action {
                Answer::Hoyito | Answer::Tsoro => crate::t!(
                    "popup-lessons",
                    count = crate::study::lessons::lessons(game).len()
                ),
                // Tsoro's answers include head choices and bonus picks.
                Answer::HoyitoPuzzles => {
                    crate::t!("popup-puzzles-action", count = puzzles())
                }
                Answer::TsoroPuzzles => {
                    crate::t!("popup-puzzles-answer", count = puzzles())
                }
                _ => String::new(),
            };
            let progress = match b.action {
                Answer::HoyitoPuzzles | Answer::TsoroPuzzles => {
                    let solved = solved[usize::from(game == GameKind::Tsoro)];
                    crate::t!("popup-puzzles-solved", solved = solved)
                }
                _ => String::new(),
            };
            Line::from(format!("{}  {}{about}{progress}", b.names, b.hint()))
        })
        .collect();
    l.push(Line::from(""));
    l.extend(
        LEARN_WHICH
            .iter()
            .filter(|b| b.action == Answer::Close)
            .map(|b| Line::from(Span::styled(format!("{} {}", b.names, b.hint()), t.dim()))),
    );
    Window {
        title: crate::t!("popup-learn-title"),
        lines: l,
    }
}
