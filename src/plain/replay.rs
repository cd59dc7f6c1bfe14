//! `mancala replay FILE --plain`: a saved game stepped through in lines, each action
//! said in the sentence the play screen's log gives it, with typed commands.

use crate::store::record::Record;
use crate::t;
use crate::words::position::{board_text, status_line};
use mancala_rules::{Action, Game};
use std::io::{BufRead, Write};

/// Where the replay stands: the record, and the game after its first `at` actions.
struct Replay {
    record: Record,
    at: usize,
    game: Game,
}

impl Replay {
    /// The game after the first `n` actions (the record was checked when read).
    fn game_after(&self, n: usize) -> Game {
        let mut game = self.record.start_game().expect("a checked record starts");
        for &a in &self.record.actions[..n] {
            game.apply(a).expect("a checked record's actions are legal");
        }
        game
    }

    /// One action forward, said as a numbered sentence.
    fn step(&mut self) -> Vec<String> {
        let action = self.record.actions[self.at];
        let mover = self.game.position().current_player();
        let events = self
            .game
            .apply_reported(action)
            .expect("a checked record's actions are legal");
        self.at += 1;
        let sentences = crate::tui::widgets::log::describe(
            self.record.rules.game,
            mover,
            action == Action::Continue,
            &events,
        );
        vec![format!("{}. {}", self.at, sentences.join(" "))]
    }

    fn len(&self) -> usize {
        self.record.actions.len()
    }

    /// The board and where the replay is.
    fn position(&self) -> String {
        let board = board_text(&self.game, &self.record.players);
        let rows = board
            .trim_end()
            .rsplit_once('\n')
            .map_or(board.as_str(), |(rows, _)| rows);
        let after = t!(
            "plain-after-action",
            at = self.at,
            count = self.len(),
            status = status_line(&self.game, &self.record.players)
        );
        format!("{rows}\n{after}")
    }
}

/// Step through `record` with lines from `input`, writing to `out`, until `quit` or
/// the end of the input.
pub fn run(record: Record, input: &mut dyn BufRead, out: &mut dyn Write) -> std::io::Result<()> {
    let game = record.start_game().expect("a checked record starts");
    let mut r = Replay {
        record,
        at: 0,
        game,
    };
    let heading = t!(
        "plain-replay-heading",
        rules = crate::words::position::rules_words(&r.record.rules),
        south =
            crate::words::position::player_label(&r.record.players, mancala_rules::Player::South),
        north =
            crate::words::position::player_label(&r.record.players, mancala_rules::Player::North),
        count = r.len()
    );
    writeln!(out, "{heading}")?;
    writeln!(out, "{}", r.position())?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            return Ok(());
        };
        let line = line.trim().to_lowercase();
        let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
        let command = super::words::canonical(word);
        let count = || -> Result<usize, String> {
            match rest.trim() {
                "" => Ok(1),
                n => n.parse().map_err(|_| t!("plain-count-needed", word = word)),
            }
        };
        let reply: Result<Vec<String>, String> = match command.as_str() {
            "" | "next" | "n" => count().map(|n| {
                let mut said = Vec::new();
                for _ in 0..n {
                    if r.at == r.len() {
                        said.push(t!("plain-last-action"));
                        break;
                    }
                    said.extend(r.step());
                }
                if r.at == r.len() {
                    said.push(status_line(&r.game, &r.record.players));
                }
                said
            }),
            "back" | "b" => count().map(|n| {
                if r.at == 0 {
                    return vec![t!("plain-at-start")];
                }
                r.at = r.at.saturating_sub(n);
                r.game = r.game_after(r.at);
                vec![r.position()]
            }),
            "go" => match rest.trim().parse::<usize>() {
                Ok(n) if n <= r.len() => {
                    r.at = n;
                    r.game = r.game_after(n);
                    Ok(vec![r.position()])
                }
                _ => Err(t!("plain-go-needs", count = r.len())),
            },
            "end" => {
                r.at = r.len();
                r.game = r.game_after(r.at);
                Ok(vec![r.position()])
            }
            "board" => Ok(vec![r.position()]),
            "help" | "?" => Ok(vec![t!("plain-help-replay")]),
            "quit" | "exit" | "q" => return Ok(()),
            _ => Err(t!(
                "plain-not-a-replay-command",
                line = format!(
                    "{:?}",
                    crate::words::text::escape_for_terminal(
                        &line,
                        crate::words::text::QUOTE_COLUMNS
                    )
                )
            )),
        };
        match reply {
            Ok(lines) => {
                for l in lines {
                    writeln!(out, "{l}")?;
                }
            }
            Err(why) => writeln!(out, "{why}.")?,
        }
    }
}
