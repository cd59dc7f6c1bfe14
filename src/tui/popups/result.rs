//! The result popup: the game is over; who won and why, and what next (a rematch, a
//! new game, saving, taking the last action back, or a look at the board).

use super::answers::{answer_to, answers_line};
use super::{SENTENCE_WIDTH, Window};
use crate::tui::command::{AfterSave, Command};
use crate::tui::keys::{Binding, ENTER, ESC, ch};
use crate::tui::screens::play::PlayState;
use crate::tui::widgets::text::wrap;
use crate::tui::widgets::theme::Theme;
use mancala_rules::Player;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

/// What an answer key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    Rematch,
    RematchSwapped,
    NewGame,
    Save,
    Undo,
    Back,
    Close,
    NextRound,
}

/// Its first five rows on one line, then a line each.
const RESULT: &[Binding<Answer, ()>] = &[
    Binding::row(&[ch('r')], "r", "keys-popup-rematch", Answer::Rematch),
    Binding::row(&[ch('n')], "n", "keys-popup-new-game", Answer::NewGame),
    Binding::row(&[ch('s')], "s", "keys-popup-save-2", Answer::Save),
    Binding::row(&[ch('u')], "u", "keys-popup-undo", Answer::Undo),
    Binding::row(&[ch('q')], "q", "keys-popup-back", Answer::Back),
    Binding::row(
        &[ch('w')],
        "w",
        "keys-popup-rematch-with-the",
        Answer::RematchSwapped,
    ),
    Binding::row(&[ESC], "Esc", "keys-popup-look-at-the", Answer::Close),
];

/// A match's round over: the next round, or the game's own answers but a rematch (the
/// match goes on).
const ROUND: &[Binding<Answer, ()>] = &[
    Binding::row(
        &[ENTER],
        "Enter",
        "keys-popup-next-round",
        Answer::NextRound,
    ),
    Binding::row(&[ch('s')], "s", "keys-popup-save-2", Answer::Save),
    Binding::row(&[ch('u')], "u", "keys-popup-undo", Answer::Undo),
    Binding::row(&[ch('q')], "q", "keys-popup-back", Answer::Back),
    Binding::row(&[ESC], "Esc", "keys-popup-look-at-the", Answer::Close),
];

/// Handle a key.
pub(super) fn key(code: KeyCode, ctrl_c: bool) -> Command {
    use Command as C;
    match answer_to(RESULT, code).or_else(|| answer_to(ROUND, code)) {
        Some(Answer::NextRound) => C::NextRound,
        Some(Answer::Save) => C::OpenSave(AfterSave::Stay),
        Some(Answer::Rematch) => C::Leave(AfterSave::Rematch),
        Some(Answer::RematchSwapped) => C::Leave(AfterSave::RematchSwapped),
        Some(Answer::NewGame) => C::Leave(AfterSave::NewGame),
        Some(Answer::Back) => C::Leave(AfterSave::Back),
        Some(Answer::Undo) => C::Undo,
        _ if ctrl_c => C::Leave(AfterSave::Quit),
        Some(Answer::Close) => C::Close,
        _ => C::None,
    }
}

/// The result of the game on screen (none: an empty window).
pub(super) fn window(t: &Theme, play: Option<&PlayState>) -> Window {
    // A match's round over is not yet the game's end.
    let title = match play {
        Some(p) if p.round_over() => crate::t!("popup-round-title"),
        Some(p) if p.round().is_some() => crate::t!("popup-match-title"),
        _ => crate::t!("popup-result-title"),
    };
    Window {
        title,
        lines: play.map_or(vec![], |p| result_lines(t, p)),
    }
}

/// Where the result goes on the game screen in `area`: between the title and the
/// status line ("Game over: ..."), over the board, so that line and the judge's graph
/// and its legend under it stay in sight (at 80x24 a popup in the middle covered both).
pub(super) fn room_above_status(p: &PlayState, area: Rect) -> Option<Rect> {
    let (a, _) =
        crate::tui::widgets::layout::board_fits(area, p.session.game().position().layout())?;
    let top = a.title.bottom();
    Some(Rect::new(
        area.x,
        top,
        area.width,
        a.status.y.checked_sub(top)?,
    ))
}

/// The result of a finished game: the winner first, with the winner's score first.
fn result_lines(t: &Theme, p: &PlayState) -> Vec<Line<'static>> {
    if let Some(said) = p.round_end_words() {
        return match_lines(t, p, said);
    }
    // Won by the rules, or because a player resigned or ran out of time.
    let ending = p.session.ending();
    let winner = match (ending, p.session.game().position().outcome()) {
        (Some(ending), _) => Some(ending.winner()),
        (None, Some(outcome)) => outcome.winner,
        (None, None) => return vec![],
    };
    // Named as the board names them: "North (computer, easy) wins!".
    let label = |player| p.session.record().side_label(player);
    let (headline, first) = match winner {
        Some(w) => (
            crate::t!(
                if matches!(ending, Some(crate::store::record::Ending::OutOfTime(_))) {
                    "popup-wins-on-time"
                } else {
                    "popup-wins"
                },
                player = crate::words::position::who(&label(w))
            ),
            w,
        ),
        None => (crate::t!("popup-draw"), Player::South),
    };
    let mut lines = vec![
        Line::from(Span::styled(headline, t.title())),
        Line::from(""),
        Line::from(crate::t!(
            "popup-captured",
            player = label(first),
            count = p.session.game().position().captured(first)
        )),
        Line::from(crate::t!(
            "popup-captured",
            player = label(first.opponent()),
            count = p.session.game().position().captured(first.opponent())
        )),
    ];
    // Wrapped as an error under a prompt is: the longest reason (a repetition) runs
    // past 80 columns.
    let why = crate::t!(
        "popup-ended",
        why = match ending {
            Some(ending) => crate::words::position::ending_why(ending, p.names()),
            None => crate::words::position::why_it_ended(p.session.game(), p.names()),
        }
    );
    lines.extend(wrap(&why, SENTENCE_WIDTH).into_iter().map(Line::from));
    // The judge's graph behind says what it knew: which endgame tables took part.
    if let Some(run) = &p.judge {
        let rules = p.session.record().rules;
        let judged = crate::t!("popup-judged-with", tables = run.tables_words(&rules));
        lines.extend(wrap(&judged, SENTENCE_WIDTH).into_iter().map(Line::from));
    }
    lines.push(Line::from(""));
    lines.extend(game_answers());
    if let Some(last) = lines.last_mut() {
        // The key of the game screen that opens this again.
        let again = crate::tui::screens::play::keys::key_of(
            crate::tui::screens::play::keys::PlayKey::Result,
        );
        last.push_span(Span::raw(format!(
            " {}",
            crate::t!("popup-shows-again", key = again)
        )));
    }
    lines
}

/// A match's round over: the round's result first, then what each total fills and
/// the next round (or the match's end); the answers of a round, or of a game once the
/// match is over (a rematch is a new match).
fn match_lines(t: &Theme, p: &PlayState, said: Vec<String>) -> Vec<Line<'static>> {
    let mut said = said.into_iter();
    let mut lines = vec![];
    if let Some(first) = said.next() {
        lines.extend(
            wrap(&first, SENTENCE_WIDTH)
                .into_iter()
                .map(|l| Line::from(Span::styled(l, t.title()))),
        );
    }
    lines.push(Line::from(""));
    for sentence in said {
        lines.extend(wrap(&sentence, SENTENCE_WIDTH).into_iter().map(Line::from));
    }
    if let Some(next) = p.next_round_words() {
        lines.extend(wrap(&next, SENTENCE_WIDTH).into_iter().map(Line::from));
    }
    lines.push(Line::from(""));
    if p.round_over() {
        lines.push(Line::from(answers_line(ROUND)));
    } else {
        lines.extend(game_answers());
    }
    lines
}

/// A finished game's answers: the first five on one line, then a line each.
fn game_answers() -> Vec<Line<'static>> {
    std::iter::once(Line::from(answers_line(&RESULT[..5])))
        .chain(
            RESULT[5..]
                .iter()
                .map(|b| Line::from(answers_line(std::slice::from_ref(b)))),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::{Popup, press};
    use super::*;

    #[test]
    fn the_result_offers_rematch_new_game_and_undo_and_esc_looks_at_the_board() {
        let mut p = Popup::Result;
        let got = press(
            &mut p,
            &[
                KeyCode::Char('r'),
                KeyCode::Char('n'),
                KeyCode::Char('u'),
                KeyCode::Enter,
                KeyCode::Esc,
            ],
        );
        use Command as C;
        let want = [
            C::Leave(AfterSave::Rematch),
            C::Leave(AfterSave::NewGame),
            C::Undo,
            C::NextRound,
            C::Close,
        ];
        assert_eq!(got, want);
        assert_eq!(p.key(KeyCode::Char('c'), true), C::Leave(AfterSave::Quit));
    }
}
