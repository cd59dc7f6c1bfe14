//! The game screen: title, players, board, status line, log, move list, key hints.

use super::computer::Job;
use super::keys::{PlayKey, names_of};
use super::{HeadAnswer, PlayState};
use crate::tui::jobs::worker::spinner;
use crate::tui::view::DrawContext;
use crate::tui::widgets::board::{self, Geometry, Marks};
use crate::tui::widgets::layout::PlayAreas;
use crate::tui::widgets::moves;
use crate::tui::widgets::panels::{Shown, draw_log, draw_players, fit_board, heads_of};
use crate::tui::widgets::text::{fit_game_over, shorten};
use crate::words::position::player_label;
use mancala_rules::{Awaiting, Hole, Player};
use ratatui::Frame;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

pub(crate) fn draw_play(frame: &mut Frame, cx: &DrawContext, p: &PlayState) {
    let t = cx.theme;
    let Some((a, geo)) = fit_board(frame, p.session.game().position().layout()) else {
        return;
    };
    // Turns, as the move list numbers them: the one being played, or how many there were.
    let played = moves::turns_before(p.actions(), p.movers(), p.actions().len());
    // While an action is shown being sown, the turn it belongs to (the board is then).
    let turn = if p.animating() {
        crate::t!("play-turn", turn = played)
    } else if p.round_over() {
        crate::t!("play-round-over-after", turns = played)
    } else if p.session.over() {
        crate::t!("play-over-after", turns = played)
    } else if p.session.game().position().awaiting() == Some(Awaiting::Sow) {
        crate::t!("play-turn", turn = played + 1)
    } else {
        crate::t!("play-turn", turn = played)
    };
    let rules = crate::words::position::rules_words(p.session.game().position().rules());
    let rules = match p.round() {
        Some(round) => format!("{rules}, {}", crate::words::rounds::round_title(round)),
        None => rules,
    };
    let title = Line::from(vec![
        Span::styled(format!(" {rules}"), t.title()),
        Span::raw(format!("   {turn}")),
    ]);
    frame.render_widget(Paragraph::new(title), a.title);
    draw_play_players(frame, cx, p, &a, &geo);
    draw_play_board(frame, t, &geo, p, false);
    frame.render_widget(Paragraph::new(status_line(cx, p, a.status.width)), a.status);
    // A game over: the judge's graph above the log, its marks in the move list.
    // Where captures are sown back, no count is expected: no graph.
    let counted = !p.session.record().rules.reentered_captures;
    let graph = p.judge.as_ref().filter(|_| counted).and_then(|run| {
        let (area, log, moves) = crate::tui::replay::graph::split_areas(&a, frame.area())?;
        Some((run, area, log, moves))
    });
    let (log, moves_area) = match graph {
        Some((run, area, log, moves)) => {
            let view = crate::tui::replay::graph::View {
                verdicts: &run.verdicts,
                actions: p.actions().len(),
                kind: p.session.game().position().rules().game,
                total: crate::analysis::verdict::Tally::of(p.session.game()).total(),
                here: None,
                // One person against the computer reads the graph from their side.
                viewer: match p.session.record().computers {
                    [Some(_), None] => Some(Player::North),
                    [None, Some(_)] => Some(Player::South),
                    _ => None,
                },
            };
            crate::tui::replay::graph::draw(frame, t, &view, area);
            (log, moves)
        }
        None => (a.log, a.moves),
    };
    draw_log(frame, cx.theme, log, &p.log);
    let notes = |k: usize| p.mark(k);
    moves::draw(
        frame,
        cx.theme,
        moves_area,
        p.actions(),
        p.movers(),
        moves::Focus::Newest,
        &notes,
    );
    crate::tui::widgets::panels::draw_hints(frame, t, cx.config, super::keys::PLAY, p, a.hints);
}

/// The player lines of a game being played (or a lesson), as its board is drawn.
pub(crate) fn draw_play_players(
    frame: &mut Frame,
    cx: &DrawContext,
    p: &PlayState,
    a: &PlayAreas,
    geo: &Geometry,
) {
    let (to_move, captured) = p.shown_turn_and_captured();
    let board = p.display_board();
    let turn = match p.computer_clock() {
        _ if p.ai.paused && p.computer_to_move().is_some() => crate::t!("play-to-move-paused"),
        Some(elapsed) if !p.animating() && p.computer_to_move().is_some() => crate::t!(
            "play-thinking",
            spinner = spinner(elapsed, cx.theme.ascii).to_string()
        ),
        // Over the network the other side's line says how the connection is.
        // (The line shown: during a sowing, the player who sows.)
        _ if p.net.as_ref().is_some_and(|net| to_move == Some(net.side)) => {
            match p.net.as_ref().map(|net| &net.link) {
                Some(super::network::Link::Connected) => crate::t!("net-to-move-remote"),
                Some(super::network::Link::Lost) => crate::t!("net-to-move-lost"),
                _ => crate::t!("net-to-move-ended"),
            }
        }
        _ => crate::t!("play-to-move"),
    };
    let shown = Shown {
        to_move: to_move.filter(|_| !p.session.over() || p.animating()),
        captured,
        board: &board,
        turn,
        clocks: p.clocks_shown(),
    };
    draw_players(
        frame,
        cx.theme,
        p.session.game(),
        p.session.record(),
        shown,
        a,
        geo,
    );
}

/// The board of a game in play (or of a lesson): the cursor and the holes that may be
/// chosen are shown only while the player can choose (`locked` hides them).
pub(crate) fn draw_play_board(
    frame: &mut Frame,
    t: &crate::tui::widgets::theme::Theme,
    geo: &Geometry,
    p: &PlayState,
    locked: bool,
) {
    let choosing = !p.animating()
        && !locked
        && !p.session.over()
        && p.computer_to_move().is_none()
        && !p.remote_to_move();
    let heads = heads_of(p.session.game());
    let legal = if choosing {
        p.legal_holes()
    } else {
        Vec::new()
    };
    let marks = Marks {
        cursor: choosing.then(|| {
            p.session
                .game()
                .position()
                .pending_head()
                .unwrap_or(p.cursor)
        }),
        legal: &legal,
        heads: &heads,
        last_move: if p.animating() { None } else { p.last_move },
        active: p.anim.as_ref().and_then(|an| an.highlight),
        hint: if choosing { p.hint_hole() } else { None },
    };
    board::draw(frame, geo, &p.display_board(), &marks, t);
}

/// The status line: an error or notice, or what the player to move must do, `width`
/// columns at most: a long name is shortened so that the
/// question and its answers stay whole.
pub fn status_line(cx: &DrawContext, p: &PlayState, width: u16) -> Line<'static> {
    let full = player_label(p.names(), p.player());
    let fits = |line: &Line| line.width() <= width as usize;
    // The name whole if the question in fewer words lets it be; else the name cut.
    let line = status_line_with(cx, p, &full);
    if fits(&line) {
        return line;
    }
    let line = status_line_in(cx, p, &full, true);
    if fits(&line) {
        return line;
    }
    let over = status_line_with(cx, p, &full)
        .width()
        .saturating_sub(width as usize);
    let room = crate::words::text::width(&full).saturating_sub(over).max(8);
    let name = shorten(&full, room, cx.theme.ascii);
    let line = status_line_with(cx, p, &name);
    if fits(&line) {
        return line;
    }
    // A narrow terminal (Tsoro at 60 columns): the question in fewer words, its
    // answers whole.
    status_line_in(cx, p, &name, true)
}

/// While a move is shown seed by seed: the lap and what is in hand, as games and
/// lessons both say it ("Sowing: lap 4, 6 seeds in hand."); then, while captured holes
/// are emptied into a store, what has been taken so far.
pub(crate) fn sowing_line(p: &PlayState) -> Option<String> {
    let an = p.anim.as_ref()?;
    let kind = p.session.game().position().rules().game;
    let words = if an.taken > 0 {
        crate::t!(
            "play-taking",
            amount = crate::words::position::amount(kind, an.taken)
        )
    } else {
        crate::t!(
            "play-sowing",
            lap = an.shown.laps.max(1),
            amount = crate::words::position::amount(kind, an.in_hand as u16)
        )
    };
    Some(format!(" {words}"))
}

fn status_line_with(cx: &DrawContext, p: &PlayState, name: &str) -> Line<'static> {
    status_line_in(cx, p, name, false)
}

fn status_line_in(cx: &DrawContext, p: &PlayState, name: &str, short: bool) -> Line<'static> {
    let t = cx.theme;
    if let Some((text, is_error)) = &p.message {
        // A long one (a hint's expected line) is cut with a mark; the log has it whole.
        let room = (cx.size.0 as usize).saturating_sub(1);
        return Line::from(Span::styled(
            format!(" {}", shorten(text, room, t.ascii)),
            if *is_error {
                t.error()
            } else {
                Style::default()
            },
        ));
    }
    if let Some(line) = sowing_line(p) {
        return Line::from(line);
    }
    if let Some(line) = thinking_line(cx, p, short) {
        return line;
    }
    // The other player's turn, at their terminal: nothing to choose here.
    if p.remote_to_move() && !p.session.over() {
        return Line::from(format!(
            " {}",
            crate::t!("net-status-their-turn", player = name)
        ));
    }
    let count = |h: Hole| {
        crate::words::position::amount(
            p.session.game().position().rules().game,
            p.session.game().position().count(h).unwrap_or(0) as u16,
        )
    };
    match p.session.game().position().awaiting() {
        // A player ended the game (resigned, out of time).
        _ if p.session.ending().is_some() => Line::from(format!(
            " {}",
            fit_game_over(
                &p.turn_sentence(),
                (cx.size.0 as usize).saturating_sub(1),
                t.ascii
            )
        )),
        None => Line::from(format!(
            " {}",
            fit_game_over(
                &p.turn_sentence(),
                (cx.size.0 as usize).saturating_sub(1),
                t.ascii
            )
        )),
        Some(Awaiting::Head) => {
            let head = p
                .session
                .game()
                .position()
                .pending_head()
                .unwrap_or(p.cursor);
            // The answer chosen (what Enter gives) reversed and pointed at, so that it
            // shows without colour and to a screen reader too: the pointer takes the
            // place of the space before it, so the line keeps its width.
            let pick = |label: String, on: bool| {
                if on {
                    Span::styled(format!("{}{label}", t.pointer()), t.selected())
                } else {
                    Span::styled(
                        format!(" {label}"),
                        Style::default().add_modifier(Modifier::BOLD),
                    )
                }
            };
            let id = if short {
                "play-head-short"
            } else {
                "play-head-question"
            };
            let question = crate::words::i18n::message(
                id,
                &[
                    ("player", name.into()),
                    ("hole", head.to_string().into()),
                    ("amount", count(head).into()),
                ],
            );
            let question = format!(" {question}");
            // The answers with the keys the player has for them (moved in the settings
            // or not), the way the key line names keys.
            let key =
                |usual: char| crate::tui::keys::key_name(crate::tui::keys::ch(usual), cx.config);
            Line::from(vec![
                Span::raw(question),
                pick(
                    crate::t!("play-head-continue", key = key('c')),
                    p.head_answer == HeadAnswer::Continue,
                ),
                pick(
                    crate::t!("play-head-stop", key = key('t')),
                    p.head_answer == HeadAnswer::Stop,
                ),
            ])
        }
        Some(Awaiting::Bonus) => {
            // Short enough for 80 columns with a long name.
            let id = if short {
                "play-picks-short"
            } else {
                "play-picks"
            };
            let words = crate::words::i18n::message(
                id,
                &[
                    ("player", name.into()),
                    ("count", p.session.game().position().picks_left().into()),
                    ("hole", p.cursor.to_string().into()),
                    ("amount", count(p.cursor).into()),
                ],
            );
            Line::from(format!(" {words}"))
        }
        Some(Awaiting::Sow) => {
            let id = if p.extra_turn {
                "play-sow-again"
            } else {
                "play-sow"
            };
            // "Le toca sembrar al Sur" but "Ana (Sur) siembra otra vez".
            let player = if p.extra_turn {
                name.to_string()
            } else {
                crate::words::position::to_whom(name)
            };
            let words = crate::words::i18n::message(
                id,
                &[
                    ("player", player.into()),
                    ("hole", p.cursor.to_string().into()),
                    ("amount", count(p.cursor).into()),
                ],
            );
            Line::from(format!(" {words}"))
        }
    }
}

/// What the background search is doing: the computer thinking, paused, or a hint
/// being looked for; `None` when nothing runs. `short` (a narrow terminal): the side
/// without its name and level, and no Esc for the hint, so that the keys stay whole.
fn thinking_line(cx: &DrawContext, p: &PlayState, short: bool) -> Option<Line<'static>> {
    let d = cx.theme.dot();
    if let Some(player) = p.session.game().position().to_move()
        && p.computer(player).is_some()
    {
        let who = if short {
            crate::words::position::side_name(player)
        } else {
            p.session.record().side_label(player)
        };
        if p.ai.paused {
            let go_on = super::keys::key_of(super::keys::PlayKey::Pause);
            let words = crate::t!(
                "play-computer-paused",
                player = crate::words::position::to_whom(&who),
                dot = d,
                key = go_on
            );
            return Some(Line::from(format!(" {words}")));
        }
        let Some(elapsed) = p.computer_clock() else {
            // Not thinking now: a prompt is over the board.
            let words = crate::t!(
                "play-computer-to-move",
                player = crate::words::position::to_whom(&who)
            );
            return Some(Line::from(format!(" {words}")));
        };
        let words = crate::t!(
            "play-computer-thinking",
            player = who,
            ellipsis = cx.theme.ellipsis(),
            seconds = format!("{:.1}", elapsed.as_secs_f32()),
            spinner = spinner(elapsed, cx.theme.ascii).to_string(),
            dot = d,
            keys = names_of(PlayKey::MoveNow, cx.config)
        );
        return Some(Line::from(format!(" {words}")));
    }
    match p.thinking() {
        Some((Job::Hint, elapsed)) => {
            let words = crate::t!(
                "play-looking-for-hint",
                ellipsis = cx.theme.ellipsis(),
                seconds = format!("{:.1}", elapsed.as_secs_f32()),
                spinner = spinner(elapsed, cx.theme.ascii).to_string(),
                dot = d,
                keys = names_of(PlayKey::Hint, cx.config)
            );
            let never_mind = if short {
                String::new()
            } else {
                format!(
                    " {}",
                    crate::t!(
                        "play-never-mind",
                        dot = d,
                        keys = names_of(PlayKey::Esc, cx.config)
                    )
                )
            };
            Some(Line::from(format!(" {words}{never_mind}")))
        }
        _ => None,
    }
}
