//! What the two programs say to each other, each message one JSON object inside the
//! encrypted channel. A message this program does not know, or a known one with a field
//! missing or extra, is garbled: the connection ends and the game stays as it was.
//!
//! The order: the handshake carries each side's [`Message::Hello`]; the joiner then sends
//! [`Message::Join`] (the game it already holds, when it comes back), and the host
//! answers [`Message::Welcome`] with the whole record, or [`Message::Refuse`]. After that
//! either side may send any of the rest at any time; a move is believed only after this
//! side's engine has checked it.

use serde::{Deserialize, Serialize};

/// The program's version, sent in the hello: both sides must run the same.
pub const PROGRAM: &str = env!("CARGO_PKG_VERSION");

/// The longest name or chat line read from the other side, in bytes; longer ones are
/// garbled. (What is shown is escaped and cut by display width besides.)
pub const MAX_TEXT: usize = 1000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// Who is there: the program's version and the player's name.
    Hello { program: String, name: String },
    /// The joiner's first message after the handshake: the game it holds when it comes
    /// back after a cut (its id), or none.
    Join { game: Option<String> },
    /// The host's answer to a join: the game's id, its record as JSON (rules, names,
    /// every action so far, the clocks), the side the joiner plays and whether hints are
    /// allowed.
    Welcome {
        game: String,
        record: String,
        side: String,
        hints: bool,
    },
    /// The host will not play with this joiner, and why.
    Refuse { reason: Refusal },
    /// An action: `number` is how many actions the record held before it; `spent`, the
    /// milliseconds its player's turn took as the sender counted them (0 without a
    /// clock), which both records keep.
    Act {
        number: u32,
        action: String,
        spent: u64,
    },
    /// The sender resigns, after `number` actions.
    Resign { number: u32 },
    /// The sender's time ran out on its turn after `number` actions, `spent`
    /// milliseconds into it. Each side says so of its own turn only: the other's clock
    /// on this side is shown, never judged.
    OutOfTime { number: u32, spent: u64 },
    /// A line of chat.
    Chat { text: String },
    /// A request to take back every action from `number` on (the sender's last turn,
    /// and what the other played after it).
    UndoAsk { number: u32 },
    /// The answer to the other side's last undo request.
    UndoAnswer { accept: bool },
    /// Nothing to say: keeps a quiet connection known to be alive. (The messages without
    /// fields are empty structs, not unit variants, so that an extra field is refused
    /// as in every other message.)
    Ping {},
    /// The sender is leaving; the game is kept on both sides.
    Bye {},
}

/// Why a host refuses a joiner that knew the secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case", deny_unknown_fields)]
pub enum Refusal {
    /// The two programs' versions differ.
    Program { host: String, joiner: String },
    /// The joiner comes back to another game than the one hosted.
    OtherGame,
}

impl Message {
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a message always serialises")
    }

    /// A message read from the other side, or what is wrong with it (for the log).
    pub fn from_bytes(bytes: &[u8]) -> Result<Message, String> {
        let message: Message = serde_json::from_slice(bytes).map_err(|e| {
            format!(
                "a message that is not one ({})",
                crate::words::text::escape_for_terminal(&e.to_string(), 60)
            )
        })?;
        let long = match &message {
            Message::Hello { name, program } => name.len() > MAX_TEXT || program.len() > 40,
            Message::Chat { text } => text.len() > MAX_TEXT,
            _ => false,
        };
        if long {
            return Err(format!("a text over {MAX_TEXT} bytes"));
        }
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_reads_back() {
        let messages = [
            Message::Hello {
                program: PROGRAM.into(),
                name: "Ana".into(),
            },
            Message::Join { game: None },
            Message::Join {
                game: Some("7f3a".into()),
            },
            Message::Welcome {
                game: "7f3a".into(),
                record: "{}".into(),
                side: "north".into(),
                hints: true,
            },
            Message::Refuse {
                reason: Refusal::Program {
                    host: "0.2.0".into(),
                    joiner: "0.1.0".into(),
                },
            },
            Message::Refuse {
                reason: Refusal::OtherGame,
            },
            Message::Act {
                number: 3,
                action: "c1".into(),
                spent: 2500,
            },
            Message::Resign { number: 4 },
            Message::OutOfTime {
                number: 5,
                spent: 60_000,
            },
            Message::Chat {
                text: "¡buena!".into(),
            },
            Message::UndoAsk { number: 2 },
            Message::UndoAnswer { accept: false },
            Message::Ping {},
            Message::Bye {},
        ];
        for message in messages {
            assert_eq!(Message::from_bytes(&message.to_bytes()), Ok(message));
        }
    }

    #[test]
    fn strange_messages_are_refused_with_a_reason() {
        for text in [
            "",
            "null",
            "{\"type\": \"launch\"}",
            "{\"type\": \"act\", \"number\": 1}",
            "{\"type\": \"act\", \"number\": -1, \"action\": \"c1\", \"spent\": 0}",
            "{\"type\": \"act\", \"number\": 1, \"action\": \"c1\"}",
            "{\"type\": \"resign\"}",
            "{\"type\": \"out_of_time\", \"number\": 1, \"spent\": -5}",
            "{\"type\": \"ping\", \"extra\": 1}",
            "\u{1b}[2J",
        ] {
            let error = Message::from_bytes(text.as_bytes()).unwrap_err();
            assert!(crate::words::text::is_clean(&error), "{error:?}");
        }
        let long = Message::Chat {
            text: "x".repeat(MAX_TEXT + 1),
        };
        assert_eq!(
            Message::from_bytes(&long.to_bytes()),
            Err(format!("a text over {MAX_TEXT} bytes"))
        );
    }
}
