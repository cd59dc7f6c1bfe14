//! Match play in rounds on the game screen and in the replay: a whole match between two
//! computers, saved, read back and replayed round by round; a round's end and the next
//! round's closed holes as the screen shows them.

use crate::common::screen::*;
use mancala_rules::{HoyitoForm, Rules};
use mancala_tui::engine::ai::Level;
use mancala_tui::store::record::Record;
use mancala_tui::tui::replay::ReplayState;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

/// A match's record whose first round has just ended with a hole closed for the next,
/// its actions drawn by a simple deterministic chooser (the first seed that gets there).
pub(crate) fn first_round_closing_a_hole(rules: Rules) -> Record {
    let mut record = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
    record.actions = crate::common::random_match::first_round_closing_a_hole(rules);
    record
}

/// Two computers play a whole 2x4 match, each round begun with Enter at its result;
/// the match saved, read back, and replayed round by round to the same rounds' ends
/// and the same winner.
#[test]
fn a_whole_match_between_two_computers_is_saved_read_back_and_replayed_round_by_round() {
    let rules = Rules::hoyito_form(HoyitoForm::II, 4);
    let mut record = Record::new_match(rules, ["Ana".into(), "Ben".into()]);
    record.computers = [Some(Level::Easy), Some(Level::Medium)];
    let mut app = app_for(record);
    play_state(&mut app).ai.pace = Duration::ZERO;
    let mut rounds = 1;
    loop {
        run_until(&mut app, "the round's end", |a| {
            a.play().unwrap().session.over()
        });
        let p = app.play().unwrap();
        assert_eq!(p.round(), Some(rounds));
        let ended = p.round_end_words().unwrap();
        assert!(
            ended[0].starts_with(&format!("Round {rounds} is over")),
            "{ended:?}"
        );
        if !p.round_over() {
            assert!(
                ended.last().unwrap().contains("wins the match"),
                "{ended:?}"
            );
            break;
        }
        // The result says the round's end; Enter begins the next.
        let shown = screen(&mut app);
        assert!(shown.contains("Enter next round"), "{shown}");
        key(&mut app, KeyCode::Enter);
        rounds += 1;
        assert_eq!(app.play().unwrap().round(), Some(rounds));
        assert!(rounds < 300, "the match ends");
    }
    let p = app.play().unwrap();
    let text = p.record().to_json(Some(p.session.game()));
    let read = Record::parse(&text).unwrap();
    let played = read.played_match().unwrap();
    let winner = played.winner().unwrap();
    assert_eq!(read.computers, [Some(Level::Easy), Some(Level::Medium)]);
    assert_eq!(read.round_count(), Some(rounds));
    let stated = read.rounds.as_ref().unwrap().result.unwrap();
    assert_eq!((stated.winner, stated.rounds), (winner, rounds));
    // The replay: from round 1, each round to its end, then on to the next.
    let mut replay = ReplayState::new(read, "match.json".into()).unwrap();
    for round in 1..=rounds {
        assert_eq!(replay.round_of(), Some((round, rounds)));
        assert_eq!(replay.index(), 0);
        let end = replay.len();
        replay.go_to(end);
        assert!(replay.session.game().position().is_over());
        if round < rounds {
            assert!(replay.show_round(round + 1, false));
        }
    }
    assert!(!replay.show_round(rounds + 1, false));
    let last = replay.session.record().played_match().unwrap();
    assert_eq!(last.winner(), Some(winner));
}

/// The first round's end at 80x24: its result over the board, what each total fills,
/// the next round's closed holes; then Enter shows round 2 with them drawn closed.
#[test]
fn a_rounds_end_and_the_next_rounds_closed_holes_on_screen() {
    let record = first_round_closing_a_hole(Rules::hoyito(6));
    let mut app = app_for(record);
    app.update();
    let over = render(&mut app, 80, 24).join("\n");
    insta::assert_snapshot!("match-round-over-80x24", over);
    key(&mut app, KeyCode::Enter);
    let round2 = render(&mut app, 80, 24).join("\n");
    assert!(round2.contains("match, round 2"), "{round2}");
    assert!(round2.contains("▒▒"), "{round2}");
    insta::assert_snapshot!("match-round-2-80x24", round2);
    // Undo at the round's start goes back into round 1, its last action taken back.
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.play().unwrap().round(), Some(1));
    assert!(!app.play().unwrap().session.over());
}

/// In Spanish: a round's end, its popup and round 2's board say no English word.
#[test]
fn a_rounds_end_and_the_next_round_speak_spanish() {
    use crate::common::spanish::assert_spanish;
    use mancala_tui::words::i18n::{Lang, speaking};
    speaking(Lang::Es, || {
        let mut app = app_for(first_round_closing_a_hole(Rules::hoyito(6)));
        app.update();
        let over = render(&mut app, 80, 24);
        assert_spanish("a round's end", &over);
        let text = over.join("\n");
        assert!(
            text.contains("Fin de la ronda") && text.contains("Ronda 1 terminada"),
            "{text}"
        );
        key(&mut app, KeyCode::Enter);
        let next = render(&mut app, 80, 24);
        assert_spanish("round 2", &next);
        assert!(next.join("\n").contains("ronda 2"), "{}", next.join("\n"));
    });
}
