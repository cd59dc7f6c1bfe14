//! The mistakes screen: the board before the mistake shown, the action chosen to try
//! under the cursor, where the screen is in the list, and the answer to the try in
//! the log.

use super::keys::{RetryKey, names_of};
use super::{Answer, RetryState};
use crate::tui::view::DrawContext;
use crate::tui::widgets::board::{self, Marks};
use crate::tui::widgets::moves;
use crate::tui::widgets::panels::{Shown, draw_log, draw_players, fit_board, heads_of, hole_of};
use ratatui::Frame;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// Where the screen is: "South (Ana): mistake 2 of 7", or how far the judge has come.
fn whereabouts(r: &RetryState) -> String {
    let name = r.name(r.player);
    let found = r.mistakes().len();
    let (searched, all) = r.progress();
    let judging = if r.complete() {
        String::new()
    } else {
        format!(
            " {}",
            crate::t!("retry-judging", searched = searched, total = all)
        )
    };
    match r.action_index() {
        Some(_) => crate::t!(
            if r.complete() {
                "retry-mistake"
            } else {
                "retry-mistake-so-far"
            },
            name = name,
            number = r.at + 1,
            count = found,
            judging = judging
        ),
        None if r.complete() => crate::t!("retry-no-mistakes", name = name),
        None => crate::t!("retry-none-yet", name = name, judging = judging),
    }
}

/// The question, with the action chosen and the keys that choose and try it.
pub fn question(cx: &DrawContext, r: &RetryState) -> String {
    let arrows = cx.theme.arrows();
    let (Some(k), Some(chosen)) = (r.action_index(), r.chosen()) else {
        return String::new();
    };
    let played = crate::words::action::shown(r.actions()[k]);
    crate::t!(
        "retry-question",
        player = crate::words::position::side_name(r.player),
        played = played,
        chosen = crate::words::action::shown(chosen),
        choose = names_of(RetryKey::NextChoice, arrows, cx.config),
        try = names_of(RetryKey::Try, arrows, cx.config)
    )
}

/// The log's sentences: what the game's action cost, and the answer to the try.
pub fn sentences(r: &RetryState) -> Vec<String> {
    let mut out = Vec::new();
    if r.action_index().is_none() {
        out.push(whereabouts(r));
        return out;
    }
    if let Some(j) = r.judged() {
        out.push(crate::t!(
            "retry-game-cost",
            action = crate::words::action::shown(j.action),
            mark = j.judgement.map_or("", |m| m.mark()),
            name = crate::words::position::to_whom(&r.name(j.mover)),
            amount = crate::words::position::amount(r.session.record().rules.game, j.cost)
        ));
    }
    match &r.answer {
        // The question is the status line's.
        Answer::Asking => {}
        Answer::Searching(a) => out.push(crate::t!(
            "retry-judging-try",
            action = crate::words::action::shown(*a)
        )),
        Answer::Accepted(lines) | Answer::Refused(lines) | Answer::Solution(lines) => {
            out.extend(lines.iter().cloned())
        }
    }
    out
}

pub(crate) fn draw_retry(frame: &mut Frame, cx: &DrawContext, r: &RetryState) {
    let t = cx.theme;
    let Some((a, geo)) = fit_board(frame, r.session.game().position().layout()) else {
        return;
    };
    let title = Line::from(vec![
        Span::styled(format!(" {}", crate::t!("retry-title")), t.title()),
        Span::raw(format!("   {}", whereabouts(r))),
    ]);
    frame.render_widget(Paragraph::new(title), a.title);
    let rows = r.session.game().position().rows();
    let shown = Shown {
        to_move: r.session.game().position().to_move(),
        captured: r.session.game().position().captured_both(),
        board: &rows,
        turn: crate::t!("play-to-move"),
    };
    draw_players(
        frame,
        t,
        r.session.game(),
        r.session.record(),
        shown,
        &a,
        &geo,
    );
    let heads = heads_of(r.session.game());
    let legal: Vec<_> = r
        .choices
        .iter()
        .filter_map(|&c| hole_of(r.session.game(), c))
        .collect();
    let best = match &r.answer {
        Answer::Solution(_) => r.judged().and_then(|j| hole_of(r.session.game(), j.best)),
        _ => None,
    };
    let marks = Marks {
        cursor: r.chosen().and_then(|c| hole_of(r.session.game(), c)),
        legal: &legal,
        heads: &heads,
        last_move: None,
        active: None,
        hint: best,
    };
    board::draw(frame, &geo, &rows, &marks, t);
    let status = match r.action_index() {
        Some(_) => format!(" {}", question(cx, r)),
        None => format!(" {}", whereabouts(r)),
    };
    frame.render_widget(Paragraph::new(status), a.status);
    draw_log(frame, t, a.log, &sentences(r));
    // The game up to the mistake, marked as the judge marks it.
    let upto = r.action_index().unwrap_or(0);
    let notes = |k: usize| r.mark(k);
    moves::draw(
        frame,
        t,
        a.moves,
        &r.actions()[..upto],
        &r.movers()[..upto],
        upto.checked_sub(1)
            .map_or(moves::Focus::Start, moves::Focus::At),
        &notes,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::RETRY, r, a.hints);
}
