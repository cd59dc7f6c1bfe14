//! The replay viewer's screen.

use super::ReplayState;
use crate::tui::keys;
use crate::tui::view::DrawContext;
use crate::tui::widgets::board::{self, Marks};
use crate::tui::widgets::moves;
use crate::tui::widgets::panels::{Shown, draw_log, draw_players, fit_board, heads_of, hole_of};
use crate::tui::widgets::text::{fit_game_over, shorten};
use crate::words::text::{NAME_COLUMNS, escape_for_terminal};
use ratatui::Frame;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw_replay(frame: &mut Frame, cx: &DrawContext, r: &ReplayState) {
    let t = cx.theme;
    let Some((a, geo)) = fit_board(frame, r.session.game().position().layout()) else {
        return;
    };
    let file = escape_for_terminal(
        &std::path::Path::new(&r.name)
            .file_name()
            .map_or(r.name.clone(), |f| f.to_string_lossy().into_owned()),
        NAME_COLUMNS,
    );
    let (rules, rest) = header(r, &file, a.title.width as usize, t.ascii);
    let title = Line::from(vec![Span::styled(rules, t.title()), Span::raw(rest)]);
    frame.render_widget(Paragraph::new(title), a.title);
    let (to_move, captured) = r.shown_turn_and_captured();
    let board = r.board();
    let shown = Shown {
        // A game a player ended has no one to move.
        to_move: to_move.filter(|_| r.session.ending().is_none()),
        captured,
        board: &board,
        turn: crate::t!("play-to-move"),
        clocks: r
            .session
            .clocks_at(r.index())
            .map(|left| left.map(crate::store::record::clock::shown)),
    };
    draw_players(
        frame,
        cx.theme,
        r.session.game(),
        r.session.record(),
        shown,
        &a,
        &geo,
    );
    let heads = heads_of(r.session.game());
    let best = match r.evaluation() {
        Some(best) if r.review.on && r.phase.is_none() => hole_of(r.session.game(), best.action),
        _ => None,
    };
    let marks = Marks {
        cursor: None,
        legal: &[],
        heads: &heads,
        last_move: None,
        active: r.marked(),
        hint: best,
    };
    board::draw(frame, &geo, &r.board(), &marks, t);
    let key = |code| keys::key_name(keys::Key::Plain(code), cx.config);
    use ratatui::crossterm::event::KeyCode;
    let status = if let Some((message, _)) = &r.message {
        format!(
            " {}",
            shorten(message, a.status.width.saturating_sub(1) as usize, t.ascii)
        )
    } else if !r.jump.is_empty() {
        format!(
            " {}",
            crate::t!("replay-jump", typed = &r.jump, key = jump_key(cx))
        )
    } else if let Some(p) = r.phase {
        format!(
            " {}",
            crate::t!(
                "replay-step",
                number = r.index(),
                step = p + 1,
                steps = r.phases.len(),
                label = &r.phases[p].label
            )
        )
    } else if let Some(problem) = r.problem.as_ref().filter(|_| r.index() == r.len()) {
        format!(" {problem}")
    } else if r.index() == r.len() && r.session.over() {
        let names = &r.session.record().players;
        let over = match r.session.ending() {
            Some(ending) => crate::words::position::ending_sentence(ending, names),
            None => crate::words::position::status_line(r.session.game(), names),
        };
        format!(
            " {}",
            fit_game_over(&over, a.status.width.saturating_sub(1) as usize, t.ascii)
        )
    } else if r.index() == 0 {
        let start = if r.problem.is_some() {
            crate::t!(
                "replay-start-stops-early",
                key = key(KeyCode::Right),
                end = key(KeyCode::End)
            )
        } else {
            crate::t!("replay-start", key = key(KeyCode::Right))
        };
        format!(" {start}")
    } else {
        format!(
            " {}",
            crate::t!(
                "replay-after",
                turn = r.turn(),
                number = r.index(),
                action = crate::words::action::shown(r.actions()[r.index() - 1])
            )
        )
    };
    let status = match &r.message {
        Some((_, true)) => Paragraph::new(status).style(t.error()),
        _ => Paragraph::new(status),
    };
    frame.render_widget(status, a.status);
    let mut sentences = r.sentences.clone();
    sentences.extend(r.review_lines());
    let (log, moves_area) = match super::graph::split(r, &a, frame.area()) {
        Some((graph, log, moves)) => {
            super::graph::draw(frame, t, &r.graph_view(), graph);
            (log, moves)
        }
        None => (a.log, a.moves),
    };
    // The comment on the action shown, last (a small log's one line shows it), on one
    // line: escaped, and cut to the log's width.
    if let Some(comment) = r.commented_action().and_then(|k| r.comment(k)) {
        let line = crate::t!(
            "replay-comment-line",
            text = crate::words::text::escape_whole(comment)
        );
        sentences.push(shorten(
            &line,
            log.width.saturating_sub(1) as usize,
            t.ascii,
        ));
    }
    draw_log(frame, cx.theme, log, &sentences);
    let notes = |k: usize| with_comment_sign(r.mark(k), r.comment(k).is_some());
    moves::draw(
        frame,
        cx.theme,
        moves_area,
        r.actions(),
        r.movers(),
        r.index()
            .checked_sub(1)
            .map_or(moves::Focus::Start, moves::Focus::At),
        &notes,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::REPLAY, r, a.hints);
}

/// An action's mark in the move list, with `*` after it when the action has a comment
/// (the help of the comment key says so).
fn with_comment_sign(mark: &'static str, commented: bool) -> &'static str {
    match (mark, commented) {
        (mark, false) => mark,
        ("", true) => "*",
        ("?!", true) => "?!*",
        ("?", true) => "?*",
        ("??", true) => "??*",
        // No other mark is given; were one, it is kept rather than the sign.
        (mark, true) => mark,
    }
}

/// The key that makes the jump typed, from the replay's table.
fn jump_key(cx: &DrawContext) -> String {
    super::keys::REPLAY
        .iter()
        .find(|b| b.action == super::keys::ReplayKey::Jump)
        .map_or(String::new(), |b| keys::key_name(b.keys[0], cx.config))
}

/// The header's two parts, the rules and the rest, in `width` columns: where the
/// replay is and its speed always show; the file name gives way first, then the
/// long words ("bonus picks", "/action"), and what still does not fit is cut with a
/// mark rather than silently.
fn header(r: &ReplayState, file: &str, width: usize, ascii: bool) -> (String, String) {
    let rules = r.session.game().position().rules();
    let long = crate::words::position::rules_words(rules);
    let short = crate::words::position::rules_words_short(rules);
    let state = if r.playing {
        crate::t!("replay-playing")
    } else {
        crate::t!("replay-paused")
    };
    let at = crate::t!("replay-at", number = r.index(), count = r.len());
    // A match: the round shown, before where in it.
    let at = match r.round_of() {
        Some((round, rounds)) => format!(
            "{}   {at}",
            crate::t!("replay-round", round = round, rounds = rounds)
        ),
        None => at,
    };
    // 87 and 50 ms are told apart, not both "0.1s".
    let secs = r.speed.as_secs_f32();
    let secs = if secs < 0.1 {
        format!("{secs:.2}")
    } else {
        format!("{secs:.1}")
    };
    let per_action = crate::t!("replay-speed", state = &state, secs = &secs);
    let bare = crate::t!("replay-speed-short", state = &state, secs = &secs);
    let tries = [
        (&long, format!("   {file}   {at}   {per_action}")),
        (&long, format!("   {at}   {per_action}")),
        (&short, format!("   {at}   {per_action}")),
        (&short, format!("   {at}   {bare}")),
        (&short, format!("  {}/{}  {bare}", r.index(), r.len())),
    ];
    let title = |rules: &str| format!(" {}", crate::t!("replay-title", rules = rules));
    let fits = |(rules, rest): &(&String, String)| {
        crate::words::text::width(&title(rules)) + crate::words::text::width(rest) <= width
    };
    let (rules, rest) = tries
        .iter()
        .find(|t| fits(t))
        .unwrap_or(&tries[tries.len() - 1]);
    let rules = title(rules);
    let room = width.saturating_sub(crate::words::text::width(&rules));
    (rules, shorten(rest, room, ascii))
}
