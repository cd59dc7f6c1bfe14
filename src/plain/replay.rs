//! `mancala replay FILE --plain`: a saved game stepped through in lines, each action
//! said in the sentence the play screen's log gives it, with typed commands.

use crate::position::{board_text, status_line};
use crate::record::Record;
use crate::rules::{Action, Game};
use std::io::{BufRead, Write};

/// The commands, as `help` lists them.
pub const HELP: &[(&str, &str)] = &[
    ("Enter or next", "the next action (next 5: five of them)"),
    ("back", "the action before (back 5: five)"),
    ("go N", "to just after action N (go 0: the start)"),
    ("end", "to the end of the game"),
    ("board", "the board again"),
    ("help", "these commands"),
    ("quit", "leave"),
];

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
        let mover = self.game.current_player();
        let events = self
            .game
            .apply_reported(action)
            .expect("a checked record's actions are legal");
        self.at += 1;
        let sentences = crate::tui::log::describe(
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
        format!(
            "{rows}\nAfter action {} of {}. {}",
            self.at,
            self.len(),
            status_line(&self.game, &self.record.players)
        )
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
    writeln!(
        out,
        "Replay of {}: {} v {}, {} actions. Type help for the commands.",
        r.record.rules.describe(),
        crate::position::player_label(&r.record.players, crate::rules::Player::South),
        crate::position::player_label(&r.record.players, crate::rules::Player::North),
        r.len()
    )?;
    writeln!(out, "{}", r.position())?;
    loop {
        let Some(line) = super::prompt(input, out)? else {
            return Ok(());
        };
        let line = line.trim().to_lowercase();
        let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
        let count = || -> Result<usize, String> {
            match rest.trim() {
                "" => Ok(1),
                n => n
                    .parse()
                    .map_err(|_| format!("{word} takes a number of actions: {word} 5")),
            }
        };
        let reply: Result<Vec<String>, String> = match word {
            "" | "next" | "n" => count().map(|n| {
                let mut said = Vec::new();
                for _ in 0..n {
                    if r.at == r.len() {
                        said.push("That was the last action.".into());
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
                    return vec!["This is the start.".into()];
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
                _ => Err(format!("go takes an action number, 0 to {}", r.len())),
            },
            "end" => {
                r.at = r.len();
                r.game = r.game_after(r.at);
                Ok(vec![r.position()])
            }
            "board" => Ok(vec![r.position()]),
            "help" | "?" => Ok(HELP.iter().map(|(c, w)| format!("{c}: {w}.")).collect()),
            "quit" | "exit" | "q" => return Ok(()),
            _ => Err(format!(
                "{:?} is not a command (help lists them)",
                crate::text::escape_for_terminal(&line, crate::text::QUOTE_COLUMNS)
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
