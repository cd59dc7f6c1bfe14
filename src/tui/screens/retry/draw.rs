//! The mistakes screen: the board before the mistake shown, the action chosen to try
//! under the cursor, where the screen is in the list, and the answer to the try in
//! the log.

use super::keys::{RetryKey, names_of};
use super::{Answer, RetryState};
use crate::tui::view::DrawContext;
use crate::tui::widgets::board::{self, Marks};
use crate::tui::widgets::moves;
use crate::tui::widgets::panels::{Shown, draw_players, fit_board, heads_of, hole_of};
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

/// How much a sentence of the answer must be seen: 0 first (the verdict), then the
/// line that bears it out, the expected score, the rest of the line, and last what
/// the game's own action cost (said before the try too).
type Keep = u8;

/// The log's sentences in the order they read, each with how much it must be seen:
/// what the game's action cost, and the answer to the try.
pub fn sentences(r: &RetryState) -> Vec<(String, Keep)> {
    let mut out = Vec::new();
    if r.action_index().is_none() {
        out.push((whereabouts(r), 0));
        return out;
    }
    if let Some(j) = r.judged() {
        out.push((
            crate::t!(
                "retry-game-cost",
                action = crate::words::action::shown(j.action),
                mark = j.judgement.map_or("", |m| m.mark()),
                name = crate::words::position::to_whom(&r.name(j.mover)),
                amount = crate::words::position::amount(r.session.record().rules.game, j.cost)
            ),
            4,
        ));
    }
    let keep = |lines: &[String], line_from: usize, last_is_score: bool| {
        let n = lines.len();
        lines
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let keep = match i {
                    0 => 0,
                    // The first two sentences of the line: the try (or the best action)
                    // and the other side's answer to it.
                    i if i < line_from + 2 => 1,
                    i if last_is_score && i == n - 1 => 2,
                    _ => 3,
                };
                (l.clone(), keep)
            })
            .collect::<Vec<_>>()
    };
    match &r.answer {
        // The question is the status line's.
        Answer::Asking => {}
        Answer::Searching(a) => out.push((
            crate::t!(
                "retry-judging-try",
                action = crate::words::action::shown(*a)
            ),
            0,
        )),
        // The verdict, "it leads to:", the line, the expected score.
        Answer::Refused(lines) => out.extend(keep(lines, 2, true)),
        // The verdict, "the line that makes it better:", the line.
        Answer::Accepted(lines) => out.extend(keep(lines, 2, false)),
        // The best action, its line, what the game's action cost.
        Answer::Solution(lines) => out.extend(keep(lines, 1, true)),
    }
    out
}

/// The log of the mistakes screen: the answer read from its top, never scrolled away.
/// Where it takes more lines than there are, the sentences that must be seen least
/// give way (the rest keep their order), and a sentence cut short ends in an ellipsis.
fn draw_answer(
    frame: &mut Frame,
    t: &crate::tui::widgets::theme::Theme,
    area: ratatui::layout::Rect,
    sentences: &[(String, Keep)],
) {
    let width = (area.width.max(1) as usize).saturating_sub(1);
    let room = area.height.saturating_sub(1) as usize;
    let wrapped: Vec<Vec<String>> = sentences
        .iter()
        .map(|(s, _)| crate::tui::widgets::text::wrap(s, width))
        .collect();
    // Take the sentences in the order they must be seen while they fit; the first that
    // does not fit whole is cut to what is left.
    let mut order: Vec<usize> = (0..sentences.len()).collect();
    order.sort_by_key(|&i| sentences[i].1);
    let mut shown = vec![0usize; sentences.len()];
    let mut left = room;
    for i in order {
        let take = wrapped[i].len().min(left);
        shown[i] = take;
        left -= take;
        if left == 0 {
            break;
        }
    }
    let mut lines: Vec<Line> = Vec::new();
    for (i, w) in wrapped.iter().enumerate() {
        let take = shown[i];
        for (k, l) in w.iter().take(take).enumerate() {
            let cut = k + 1 == take && take < w.len();
            let l = if cut {
                crate::tui::widgets::text::shorten(&format!("{l}{}", t.ellipsis()), width, t.ascii)
            } else {
                l.clone()
            };
            lines.push(Line::from(l));
        }
    }
    frame.render_widget(
        Paragraph::new(lines).block(
            t.block()
                .borders(ratatui::widgets::Borders::TOP)
                .title(format!(" {} ", crate::t!("log-title"))),
        ),
        area,
    );
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
        clocks: None,
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
    draw_answer(frame, t, a.log, &sentences(r));
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
