//! Drawing: a pure function of the app state.

use super::app::{AfterSave, App, Popup, Screen};
use super::board::{self, Geometry, Marks};
use super::computer::{Job, side_label};
use super::layout::centered;
pub use super::layout::{PlayAreas, play_areas, play_min_size};
use super::learn::LearnState;
use super::menu::{Field, MENU_ITEMS};
use super::moves;
use super::play::{HeadAnswer, PlayState};
use super::replay::ReplayState;
use super::thinker::spinner;
use super::{key_tables, keys};
use crate::position::player_label;
use crate::rules::{Awaiting, Hole, Player};
use crate::text::{NAME_CHARS, PATH_CHARS, escape_for_terminal};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Borders, Clear, Paragraph, Wrap};
use std::time::Duration;

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    match &app.screen {
        Screen::Menu { selected } => draw_menu(frame, app, *selected),
        Screen::NewGame(form) => draw_form(frame, app, form),
        Screen::Play(p) => draw_play(frame, app, p),
        Screen::Replay(r) => draw_replay(frame, app, r),
        Screen::Learn(l) => draw_learn(frame, app, l),
        Screen::Rules { scroll } => draw_rules(frame, app, *scroll),
    }
    if let Some(popup) = &app.popup {
        draw_popup(frame, app, popup, area);
    }
}

fn draw_replay(frame: &mut Frame, app: &App, r: &ReplayState) {
    let t = &app.theme;
    let Some((a, geo)) = fit_board(frame, r.game.layout()) else {
        return;
    };
    let file = escape_for_terminal(
        &std::path::Path::new(&r.name)
            .file_name()
            .map_or(r.name.clone(), |f| f.to_string_lossy().into_owned()),
        NAME_CHARS,
    );
    let rules = format!(" Replay: {}", r.game.rules().describe());
    let state = if r.playing { "playing" } else { "paused" };
    let at = format!("action {} of {}", r.index, r.len());
    // Playing or paused and the speed always show; the file name gives way first.
    let speed = format!("{state} {:.1}s/action", r.speed.as_secs_f32());
    let mut rest = format!("   {file}   {at}   {speed}");
    for shorter in [
        format!("   {at}   {speed}"),
        format!("   {at}   {state} {:.1}s", r.speed.as_secs_f32()),
    ] {
        if rules.chars().count() + rest.chars().count() > a.title.width as usize {
            rest = shorter;
        }
    }
    let title = Line::from(vec![Span::styled(rules, t.title()), Span::raw(rest)]);
    frame.render_widget(Paragraph::new(title), a.title);
    let (to_move, captured) = r.shown_turn_and_captured();
    let board = r.board();
    let shown = Shown {
        to_move,
        captured,
        board: &board,
        turn: "to move".into(),
    };
    draw_players(frame, app, &r.game, &r.record, shown, &a, &geo);
    let heads = heads_of(&r.game);
    let best = match r.evaluation() {
        (Some(best), _) if r.review.on && r.phase.is_none() => hole_of(&r.game, best.action),
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
    let status = if !r.jump.is_empty() {
        format!(" Jump to action {}_ (Enter)", r.jump)
    } else if let Some(p) = r.phase {
        format!(
            " Action {}, step {} of {}: {}.",
            r.index,
            p + 1,
            r.phases.len(),
            r.phases[p].label
        )
    } else if let Some(problem) = r.problem.as_ref().filter(|_| r.index == r.len()) {
        format!(" {problem}")
    } else if r.index == r.len() && r.game.is_over() {
        format!(
            " {}",
            crate::position::status_line(&r.game, &r.record.players)
        )
    } else if r.index == 0 {
        let stops = if r.problem.is_some() {
            " The record stops early: End shows why."
        } else {
            ""
        };
        format!(" The start. Right arrow: first action.{stops}")
    } else {
        format!(
            " After action {} (turn {}): {}",
            r.index,
            moves::turns_before(&r.record.actions, &r.movers, r.index),
            moves::shown(r.record.actions[r.index - 1])
        )
    };
    frame.render_widget(Paragraph::new(status), a.status);
    let mut sentences = r.sentences.clone();
    sentences.extend(r.review_lines());
    draw_log(frame, app, a.log, &sentences);
    let notes = |k: usize| r.mistake(k).map_or("", |m| m.mark());
    moves::draw(
        frame,
        &app.theme,
        a.moves,
        &r.record.actions,
        &r.movers,
        r.index
            .checked_sub(1)
            .map_or(moves::Focus::Start, moves::Focus::At),
        &notes,
    );
    let hints = keys::hints(
        key_tables::REPLAY,
        r,
        a.hints.width as usize,
        t.arrows(),
        t.dot(),
    );
    frame.render_widget(Paragraph::new(Line::from(hints).style(t.dim())), a.hints);
}

fn draw_learn(frame: &mut Frame, app: &App, l: &LearnState) {
    let t = &app.theme;
    let p = &l.play;
    let Some((a, geo)) = fit_board(frame, p.game.layout()) else {
        return;
    };
    let lesson = l.lesson();
    let title = Line::from(vec![
        Span::styled(
            format!(
                " {} lesson {} of {}: ",
                l.game.title(),
                l.index + 1,
                l.lessons.len()
            ),
            t.title(),
        ),
        Span::styled(lesson.title.clone(), t.title()),
    ]);
    frame.render_widget(Paragraph::new(title), a.title);
    draw_play_players(frame, app, p, &a, &geo);
    draw_play_board(frame, t, &geo, p, l.done());
    let status = if let Some(an) = &p.anim {
        // What is happening, not yet why: the lesson explains once the board has shown it.
        let unit = crate::lessons::unit(l.game);
        // "1 stone", not "1 stones".
        let unit = if an.in_hand == 1 {
            unit.trim_end_matches('s')
        } else {
            unit
        };
        Line::from(format!(
            " Sowing: lap {}, {} {unit} in hand. Any key shows the end.",
            an.laps.max(1),
            an.in_hand
        ))
    } else if l.done() {
        Line::from(Span::styled(
            if l.index + 1 < l.lessons.len() {
                " Done! Enter or n: next lesson. r: try it again. i: all lessons."
            } else {
                " Done! That was the last lesson. i: all lessons. q: the menu."
            },
            t.legal(),
        ))
    } else if p.game.awaiting() == Some(Awaiting::Head)
        || p.thinking().is_some()
        || p.hint().is_some()
    {
        status_line(app, p, a.status.width)
    } else {
        let task = format!(" Your move: {}", lesson.task);
        if task.chars().count() <= a.status.width as usize {
            Line::from(task)
        } else {
            // A long task would be cut off here; it is shown whole below.
            Line::from(" Your move: do the task below.")
        }
    };
    frame.render_widget(Paragraph::new(status), a.status);
    let text_area = Rect {
        width: a.log.width + a.moves.width,
        ..a.log
    };
    let lines = learn_lines(app, l, text_area.width.saturating_sub(2) as usize);
    // The newest words stay in view: the lesson's start gives way first, and PgUp
    // brings it back.
    let room = text_area.height.saturating_sub(1) as usize;
    let hidden = lines.len().saturating_sub(room);
    let up = (l.scroll as usize).min(hidden);
    let first = hidden - up;
    let more = match (first > 0, up > 0) {
        (true, true) => " Lesson (PgUp/PgDn: more) ",
        (true, false) => " Lesson (PgUp: more above) ",
        (false, true) => " Lesson (PgDn: more below) ",
        (false, false) => " Lesson ",
    };
    let shown: Vec<Line> = lines.into_iter().skip(first).take(room).collect();
    frame.render_widget(
        Paragraph::new(shown).block(t.block().borders(Borders::TOP).title(more)),
        text_area,
    );
    let hints = keys::hints(
        key_tables::LEARN,
        l,
        a.hints.width as usize,
        t.arrows(),
        t.dot(),
    );
    frame.render_widget(Paragraph::new(Line::from(hints).style(t.dim())), a.hints);
    if let Some(selected) = l.list {
        draw_lesson_list(frame, app, l, selected);
    }
}

/// The lesson panel's lines: the text, the task, and once the board has shown the last
/// choice, what it did or would have done; then any word about the progress file.
fn learn_lines(app: &App, l: &LearnState, width: usize) -> Vec<Line<'static>> {
    let t = &app.theme;
    let lesson = l.lesson();
    let mut lines: Vec<Line> = Vec::new();
    for w in wrap(&lesson.text, width) {
        lines.push(Line::from(format!(" {w}")));
    }
    lines.push(Line::from(""));
    for (k, w) in wrap(&format!("Task: {}", lesson.task), width)
        .into_iter()
        .enumerate()
    {
        let style = if k == 0 {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default()
        };
        lines.push(Line::from(Span::styled(format!(" {w}"), style)));
    }
    if let Some(f) = l.feedback.as_ref().filter(|_| !l.play.animating()) {
        let style = if l.done() {
            t.legal()
        } else if f.starts_with("Right") {
            Style::default()
        } else {
            t.error()
        };
        for w in wrap(f, width) {
            lines.push(Line::from(Span::styled(format!(" {w}"), style)));
        }
    }
    if let Some(n) = &l.notice {
        for w in wrap(n, width) {
            lines.push(Line::from(Span::styled(format!(" {w}"), t.error())));
        }
    }
    lines
}

/// The lesson list over the walkthrough: every lesson, the done ones marked.
fn draw_lesson_list(frame: &mut Frame, app: &App, l: &LearnState, selected: usize) {
    let t = &app.theme;
    let done = (0..l.lessons.len()).filter(|&i| l.is_done(i)).count();
    let mark = if t.ascii { "*" } else { "\u{2713}" };
    let mut body: Vec<Line> = l
        .lessons
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let text = format!(
                " {} {:>2}. {} ",
                if l.is_done(i) { mark } else { " " },
                i + 1,
                lesson.title
            );
            Line::from(Span::styled(
                text,
                if i == selected {
                    t.selected()
                } else {
                    Style::default()
                },
            ))
        })
        .collect();
    body.push(Line::from(Span::styled(
        format!(
            " Up/Down choose {} Enter open {} Esc close",
            t.dot(),
            t.dot()
        ),
        t.dim(),
    )));
    let title = format!(
        " {} lessons: {done} of {} done ({mark}) ",
        l.game.title(),
        l.lessons.len()
    );
    let width = body
        .iter()
        .map(|line| line.width())
        .max()
        .unwrap_or(20)
        .max(title.chars().count()) as u16
        + 2;
    let rect = centered(frame.area(), width, body.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(body)).block(t.block().borders(Borders::ALL).title(title)),
        rect,
    );
}

fn too_small(frame: &mut Frame, need: (u16, u16)) {
    let area = frame.area();
    let text = format!(
        "Terminal too small.\nThis board needs at least {}x{}; this terminal is {}x{}.\nMake the window larger to go on, or press q to quit.",
        need.0, need.1, area.width, area.height
    );
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}

/// Lay out a board screen, or draw the too-small message and return `None`.
fn fit_board(frame: &mut Frame, layout: &crate::rules::Layout) -> Option<(PlayAreas, Geometry)> {
    let fitted = super::layout::board_fits(frame.area(), layout);
    if fitted.is_none() {
        too_small(frame, play_min_size(layout.rows() as u16, layout.n as u16));
    }
    fitted
}

/// The two player lines: name, captured, seeds on side, and who is to move.
/// What the two player lines say: whose turn it is and the captured seeds, as of the
/// board drawn (which may be part-way through an action), and that board.
struct Shown<'a> {
    to_move: Option<Player>,
    captured: [u16; 2],
    board: &'a [Vec<u8>],
    /// What the mover's line says after the counts ("to move", or that it thinks).
    turn: String,
}

fn draw_players(
    frame: &mut Frame,
    app: &App,
    game: &crate::rules::Game,
    record: &crate::record::Record,
    shown: Shown,
    a: &PlayAreas,
    geo: &Geometry,
) {
    let t = &app.theme;
    let width = frame.area().width;
    // Seeds on each side of the board drawn: a row belongs to whoever owns its holes.
    let mut on_side = [0u16; 2];
    for (r, row) in shown.board.iter().enumerate() {
        if let Some(owner) = game.owner(Hole::new(0, r as u8 + 1)) {
            on_side[owner.index()] += row.iter().map(|&c| c as u16).sum::<u16>();
        }
    }
    for (player, rect) in [(Player::North, a.north), (Player::South, a.south)] {
        let mover = shown.to_move == Some(player);
        let pointer = if mover { t.pointer() } else { " " };
        let style = if mover { t.to_move() } else { Style::default() };
        let counts = format!(
            "   captured {:>2}   on side {:>2}{}",
            shown.captured[player.index()],
            on_side[player.index()],
            if mover {
                format!("   {}", shown.turn)
            } else {
                String::new()
            }
        );
        // A long name is shortened rather than push the counts off the line.
        let room = (width as usize).saturating_sub(counts.chars().count() + 4);
        let label = shorten(&side_label(record, player), room, t.ascii);
        let line = Line::from(vec![
            Span::styled(format!(" {pointer} {label}"), style),
            Span::raw(counts),
        ]);
        // A long label (a named computer) moves the line left rather than lose its end.
        let x = geo
            .area
            .x
            .min(width.saturating_sub(line.width() as u16 + 1));
        frame.render_widget(
            Paragraph::new(line),
            Rect {
                x,
                width: width - x,
                ..rect
            },
        );
    }
}

/// The player lines of a game being played (or a lesson), as its board is drawn.
fn draw_play_players(frame: &mut Frame, app: &App, p: &PlayState, a: &PlayAreas, geo: &Geometry) {
    let (to_move, captured) = p.shown_turn_and_captured();
    let board = p.display_board();
    let turn = match p.thinking() {
        Some((Job::Move(_), elapsed)) if !p.animating() => {
            format!("thinking {}", spinner(elapsed, app.theme.ascii))
        }
        _ if p.ai.paused && p.computer_to_move().is_some() => "to move (paused)".into(),
        _ => "to move".into(),
    };
    let shown = Shown {
        to_move,
        captured,
        board: &board,
        turn,
    };
    draw_players(frame, app, &p.game, &p.record, shown, a, geo);
}

/// Every head of the board.
fn heads_of(game: &crate::rules::Game) -> Vec<Hole> {
    let layout = game.layout();
    (1..=layout.rows() as u8)
        .flat_map(|r| (0..layout.n as u8).map(move |c| Hole::new(c, r)))
        .filter(|&h| game.is_head(h))
        .collect()
}

/// The log panel: the newest sentences that fit, wrapped.
fn draw_log(frame: &mut Frame, app: &App, area: Rect, sentences: &[String]) {
    let inner_w = area.width.max(1) as usize;
    let mut lines: Vec<Line> = Vec::new();
    for s in sentences.iter().rev() {
        for w in wrap(s, inner_w.saturating_sub(1)).into_iter().rev() {
            lines.push(Line::from(w));
        }
        if lines.len() >= area.height as usize {
            break;
        }
    }
    lines.truncate(area.height.saturating_sub(1) as usize);
    lines.reverse();
    frame.render_widget(
        Paragraph::new(lines).block(app.theme.block().borders(Borders::TOP).title(" Log ")),
        area,
    );
}

/// The move list in record notation, two a line. `current` (0-based) is highlighted and
/// kept in view; without it the newest moves are shown.
/// The board of a game in play (or of a lesson): the cursor and the holes that may be
/// chosen are shown only while the player can choose (`locked` hides them).
fn draw_play_board(
    frame: &mut Frame,
    t: &super::theme::Theme,
    geo: &Geometry,
    p: &PlayState,
    locked: bool,
) {
    let choosing = !p.animating() && !locked && !p.game.is_over() && p.computer_to_move().is_none();
    let heads = heads_of(&p.game);
    let legal = if choosing {
        p.legal_holes()
    } else {
        Vec::new()
    };
    let marks = Marks {
        cursor: choosing.then(|| p.game.pending_head().unwrap_or(p.cursor)),
        legal: &legal,
        heads: &heads,
        last_move: if p.animating() { None } else { p.last_move },
        active: p.anim.as_ref().and_then(|an| an.highlight),
        hint: if choosing { p.hint_hole() } else { None },
    };
    board::draw(frame, geo, &p.display_board(), &marks, t);
}

fn draw_play(frame: &mut Frame, app: &App, p: &PlayState) {
    let t = &app.theme;
    let Some((a, geo)) = fit_board(frame, p.game.layout()) else {
        return;
    };
    // Turns, as the move list numbers them: the one being played, or how many there were.
    let played = moves::turns_before(&p.record.actions, &p.movers, p.record.actions.len());
    let turn = if p.game.is_over() {
        format!("game over after {played} turns")
    } else if p.game.awaiting() == Some(Awaiting::Sow) {
        format!("turn {}", played + 1)
    } else {
        format!("turn {played}")
    };
    let title = Line::from(vec![
        Span::styled(format!(" {}", p.game.rules().describe()), t.title()),
        Span::raw(format!("   {turn}")),
    ]);
    frame.render_widget(Paragraph::new(title), a.title);
    draw_play_players(frame, app, p, &a, &geo);
    draw_play_board(frame, t, &geo, p, false);
    frame.render_widget(
        Paragraph::new(status_line(app, p, a.status.width)),
        a.status,
    );
    draw_log(frame, app, a.log, &p.log);
    moves::draw(
        frame,
        &app.theme,
        a.moves,
        &p.record.actions,
        &p.movers,
        moves::Focus::Newest,
        &moves::no_notes,
    );
    let hints = keys::hints(
        key_tables::PLAY,
        p,
        a.hints.width as usize,
        t.arrows(),
        t.dot(),
    );
    frame.render_widget(Paragraph::new(Line::from(hints).style(t.dim())), a.hints);
}

/// The status line: an error or notice, or what the player to move must do.
/// The status line, `width` columns at most: a long name is shortened so that the
/// question and its answers stay whole.
fn status_line(app: &App, p: &PlayState, width: u16) -> Line<'static> {
    let full = player_label(p.names(), p.player());
    let line = status_line_with(app, p, &full);
    let over = line.width().saturating_sub(width as usize);
    if over == 0 {
        return line;
    }
    let room = full.chars().count().saturating_sub(over).max(8);
    status_line_with(app, p, &shorten(&full, room, app.theme.ascii))
}

fn status_line_with(app: &App, p: &PlayState, name: &str) -> Line<'static> {
    let t = &app.theme;
    if let Some((text, is_error)) = &p.message {
        return Line::from(Span::styled(
            format!(" {text}"),
            if *is_error {
                t.error()
            } else {
                Style::default()
            },
        ));
    }
    if p.animating() {
        return Line::from(" Sowing... (any key shows the end)");
    }
    if let Some(line) = thinking_line(app, p) {
        return line;
    }
    let count = |h: Hole| {
        let n = p.game.count(h).unwrap_or(0);
        format!("{n} seed{}", if n == 1 { "" } else { "s" })
    };
    match p.game.awaiting() {
        None => Line::from(format!(
            " {}",
            crate::position::status_line(&p.game, p.names())
        )),
        Some(Awaiting::Head) => {
            let head = p.game.pending_head().unwrap_or(p.cursor);
            let pick = |label: &'static str, on: bool| {
                Span::styled(
                    label,
                    if on {
                        t.selected()
                    } else {
                        Style::default().add_modifier(Modifier::BOLD)
                    },
                )
            };
            Line::from(vec![
                Span::raw(format!(
                    " {name}: continue sowing from {head} ({}) or stop here? ",
                    count(head)
                )),
                pick("[c]ontinue", p.head_answer == HeadAnswer::Continue),
                Span::raw(" "),
                pick("s[t]op", p.head_answer == HeadAnswer::Stop),
            ])
        }
        Some(Awaiting::Bonus) => {
            let k = p.game.picks_left();
            // Short enough for 80 columns with a long name.
            Line::from(format!(
                " {name}: take {k} bonus hole{} across (not heads *): {} ({}).",
                if k == 1 { "" } else { "s" },
                p.cursor,
                count(p.cursor)
            ))
        }
        Some(Awaiting::Sow) => Line::from(format!(
            " {name} to sow{}: cursor on {} ({}).",
            if p.extra_turn {
                " again (an extra turn)"
            } else {
                ""
            },
            p.cursor,
            count(p.cursor)
        )),
    }
}

/// What the background search is doing: the computer thinking, paused, or a hint
/// being looked for; `None` when nothing runs.
fn thinking_line(app: &App, p: &PlayState) -> Option<Line<'static>> {
    let d = app.theme.dot();
    if let Some(player) = p.game.to_move()
        && p.computer(player).is_some()
    {
        let who = side_label(&p.record, player);
        if p.ai.paused {
            return Some(Line::from(format!(
                " {who} is to move. Paused {d} p goes on."
            )));
        }
        let elapsed = p.thinking().map_or(Duration::ZERO, |(_, e)| e);
        return Some(Line::from(format!(
            " {who} is thinking… {:.1}s {} {d} m or Space: move now",
            elapsed.as_secs_f32(),
            spinner(elapsed, app.theme.ascii),
        )));
    }
    match p.thinking() {
        Some((Job::Hint, elapsed)) => Some(Line::from(format!(
            " Looking for a hint… {:.1}s {} {d} i: answer now {d} Esc: never mind",
            elapsed.as_secs_f32(),
            spinner(elapsed, app.theme.ascii),
        ))),
        _ => None,
    }
}

/// The hole an action is played at (for a head answer, the head), to mark on the board.
fn hole_of(game: &crate::rules::Game, action: crate::rules::Action) -> Option<Hole> {
    use crate::rules::Action;
    match action {
        Action::Sow(h) | Action::Pick(h) => Some(h),
        Action::Continue | Action::Stop => game.pending_head(),
    }
}

/// `text` cut to `max` characters, the cut marked with an ellipsis.
fn shorten(text: &str, max: usize, ascii: bool) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mark = if ascii { "..." } else { "…" };
    let keep = max.saturating_sub(mark.chars().count());
    text.chars().take(keep).chain(mark.chars()).collect()
}

/// Greedy word wrap.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn draw_menu(frame: &mut Frame, app: &App, selected: usize) {
    let t = &app.theme;
    let area = frame.area();
    let mut lines = vec![
        Line::from(Span::styled("mancala-tui", t.title())),
        Line::from("Hoyito II and Tsoro, with a friend or the computer"),
        Line::from(""),
    ];
    for (i, item) in MENU_ITEMS.iter().enumerate() {
        let text = format!(
            " {} {}. {item} ",
            if i == selected { t.pointer() } else { " " },
            i + 1
        );
        lines.push(Line::from(Span::styled(
            text,
            if i == selected {
                t.selected()
            } else {
                Style::default()
            },
        )));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        format!(
            "{} choose {} Enter open {} ? help {} q quit",
            t.arrows(),
            t.dot(),
            t.dot(),
            t.dot()
        ),
        t.dim(),
    )));
    frame.render_widget(
        Paragraph::new(lines),
        super::layout::menu_rect(area, MENU_ITEMS.len()),
    );
}

fn draw_form(frame: &mut Frame, app: &App, form: &super::menu::NewGameForm) {
    let t = &app.theme;
    let mut lines = vec![
        Line::from(Span::styled("New game", t.title())),
        Line::from(""),
    ];
    for (i, (field, label, value)) in form.rows().into_iter().enumerate() {
        let on = i == form.field;
        let shown = match field {
            Field::Start => format!("[ {value} ]"),
            Field::South | Field::North => format!("{value}{}", if on { "_" } else { "" }),
            _ => format!("< {value} >"),
        };
        lines.push(Line::from(vec![
            Span::raw(format!(
                " {} {label:<14}",
                if on { t.pointer() } else { " " }
            )),
            Span::styled(shown, if on { t.selected() } else { Style::default() }),
        ]));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(Span::styled(
        "Up/Down field, Left/Right change, type a name, Enter start, Esc back",
        t.dim(),
    )));
    frame.render_widget(
        Paragraph::new(lines),
        super::layout::form_rect(frame.area(), form.fields().len()),
    );
}

fn draw_rules(frame: &mut Frame, app: &App, scroll: u16) {
    let (rect, text) = super::rules_text::reader_layout(frame.area());
    let page = rect.height.saturating_sub(2) as usize;
    let scroll = (scroll as usize).min(text.max_scroll(page));
    let hints = keys::hints(
        key_tables::RULES,
        &(),
        rect.width.saturating_sub(4) as usize,
        app.theme.arrows(),
        app.theme.dot(),
    );
    let block = app
        .theme
        .block()
        .borders(Borders::ALL)
        .title(" The rules ")
        .title_bottom(format!("{hints} "));
    let shown: Vec<Line> = text
        .lines
        .iter()
        .skip(scroll)
        .take(page)
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    frame.render_widget(Paragraph::new(shown).block(block), rect);
}

/// The `?` help of the screen open: its key table's help, and what no key table says.
fn help_text(app: &App) -> Vec<String> {
    let arrows = app.theme.arrows();
    let (mut lines, notes): (Vec<String>, &[&str]) = match &app.screen {
        Screen::Play(p) => (
            keys::help(key_tables::PLAY, p, arrows),
            &["A click sows from (or takes) a hole; a key during sowing shows its end."],
        ),
        Screen::Replay(r) => (keys::help(key_tables::REPLAY, r, arrows), &[]),
        Screen::Learn(l) => (
            keys::help(key_tables::LEARN, l, arrows),
            &[
                "Mouse click: choose that hole. Any key during sowing shows its end.",
                "A wrong choice changes nothing: the lesson says what it would do.",
            ],
        ),
        Screen::Rules { .. } => (keys::help(key_tables::RULES, &(), arrows), &[]),
        Screen::Menu { .. } => (
            vec!["Up/Down choose, Enter open, 1-5 open directly, q quit".into()],
            &["Mouse click: open an item."],
        ),
        Screen::NewGame(_) => (
            vec![
                "Up/Down or Tab   the field".into(),
                "Left/Right       change it (Space too)".into(),
                "letters          type a name (the first replaces the one shown)".into(),
                "Enter            start the game".into(),
                "Esc              back to the menu".into(),
            ],
            &["Mouse click: go to a field; again: change it."],
        ),
    };
    if !notes.is_empty() {
        lines.push(String::new());
        lines.extend(notes.iter().map(|s| s.to_string()));
    }
    if matches!(app.screen, Screen::Play(_)) {
        // Without colour, the marks are told by what is left: bold, underline, italic.
        lines.push(format!(
            "{}: choosable. *: a head. Underlined: the last move. Bold italic: hint.",
            if app.theme.color {
                "Green bold"
            } else {
                "Bold"
            }
        ));
    }
    lines
}

fn draw_popup(frame: &mut Frame, app: &App, popup: &Popup, area: Rect) {
    let t = &app.theme;
    let (title, body): (&str, Vec<Line>) = match popup {
        Popup::Help => ("Keys", {
            let mut l: Vec<Line> = help_text(app).into_iter().map(Line::from).collect();
            l.push(Line::from(""));
            l.push(Line::from(Span::styled("Any key closes this.", t.dim())));
            l
        }),
        Popup::Unsaved { then } => (
            "Unsaved game",
            vec![
                Line::from(format!(
                    "This game has unsaved actions. Save before {}?",
                    match then {
                        AfterSave::Quit => "quitting",
                        AfterSave::Rematch | AfterSave::NewGame => "starting another",
                        _ => "leaving",
                    }
                )),
                Line::from(""),
                Line::from("y save   d don't save   Esc go back"),
            ],
        ),
        Popup::Save {
            input,
            overwrite,
            error,
            ..
        } => ("Save game", {
            let mut l = vec![
                Line::from("File name:"),
                Line::from(Span::styled(
                    format!("{}_", escape_for_terminal(input, PATH_CHARS)),
                    t.selected(),
                )),
            ];
            if *overwrite {
                l.push(Line::from(Span::styled(
                    format!(
                        "{} exists. Replace it? y yes, n no",
                        escape_for_terminal(input, PATH_CHARS)
                    ),
                    t.error(),
                )));
            } else {
                l.push(Line::from(Span::styled("Enter save, Esc cancel", t.dim())));
            }
            if let Some(e) = error {
                l.extend(
                    wrap(e, 56)
                        .into_iter()
                        .map(|s| Line::from(Span::styled(s, t.error()))),
                );
            }
            l
        }),
        Popup::Load { input, error, open } => (
            if *open == super::app::Open::Replay {
                "Replay a game"
            } else {
                "Continue a saved game"
            },
            {
                let mut l = vec![
                    Line::from("Record file:"),
                    Line::from(Span::styled(
                        format!("{}_", escape_for_terminal(input, PATH_CHARS)),
                        t.selected(),
                    )),
                ];
                l.push(Line::from(Span::styled("Enter open, Esc cancel", t.dim())));
                if let Some(e) = error {
                    l.extend(
                        wrap(e, 56)
                            .into_iter()
                            .map(|s| Line::from(Span::styled(s, t.error()))),
                    );
                }
                l
            },
        ),
        Popup::Result => ("Game over", result_lines(app)),
        Popup::LearnWhich => (
            "Learn the rules",
            vec![
                Line::from(format!(
                    "h  Hoyito II: a walkthrough of {} lessons",
                    crate::lessons::lessons(crate::rules::GameKind::HoyitoII).len()
                )),
                Line::from(format!(
                    "t  Tsoro: a walkthrough of {} lessons",
                    crate::lessons::lessons(crate::rules::GameKind::Tsoro).len()
                )),
                Line::from("r  read the complete rules of both games"),
                Line::from(""),
                Line::from(Span::styled("Esc goes back", t.dim())),
            ],
        ),
    };
    let width = body
        .iter()
        .map(|l| l.width())
        .max()
        .unwrap_or(20)
        .max(title.len() + 4) as u16
        + 4;
    let rect = centered(area, width, body.len() as u16 + 2);
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(Text::from(body)).block(
            app.theme
                .block()
                .borders(Borders::ALL)
                .title(format!(" {title} ")),
        ),
        rect,
    );
}

fn result_lines(app: &App) -> Vec<Line<'static>> {
    let Some(p) = app.play() else { return vec![] };
    let Some(outcome) = p.game.outcome() else {
        return vec![];
    };
    let names = p.names();
    // The winner first, with the winner's score first.
    let (headline, first) = match outcome.winner {
        Some(w) => (format!("{} wins!", player_label(names, w)), w),
        None => ("A draw.".to_string(), Player::South),
    };
    vec![
        Line::from(Span::styled(headline, app.theme.title())),
        Line::from(""),
        Line::from(format!(
            "{}: {} captured",
            player_label(names, first),
            p.game.captured(first)
        )),
        Line::from(format!(
            "{}: {} captured",
            player_label(names, first.opponent()),
            p.game.captured(first.opponent())
        )),
        Line::from(format!(
            "The game ended: {}.",
            crate::position::why_it_ended(&p.game, names)
        )),
        Line::from(""),
        Line::from("r rematch   n new game   s save   u undo   q back"),
        Line::from("Esc look at the board (Enter shows this again)"),
    ]
}
