//! The other player over the network, at this board: their actions arrive through
//! [`crate::net::remote::Remote`], are checked by this side's engine before they are
//! shown, and are played as a person's are; this side's actions are sent as they are
//! played. A move out of turn, out of order or against the rules ends the connection
//! and leaves the game as it was. The host keeps its door open, so the other player can
//! come back after a cut with the same invitation: the game pauses meanwhile.

use super::PlayState;
use crate::net::host::{Door, Knock};
use crate::net::protocol::{Message, PROGRAM, Refusal};
use crate::net::remote::{Heard, Remote};
use crate::t;
use crate::words::text::{NAME_COLUMNS, escape_for_terminal};
use mancala_rules::{Action, Player};
use std::collections::VecDeque;

/// How many columns of a chat line are shown.
const CHAT_COLUMNS: usize = 200;

/// The state of the connection, as the status line says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Connected,
    /// The connection is gone; the game waits (the host for the other to come back).
    Lost,
    /// The connection was ended for a foul: the game is kept, but not played on here.
    Ended,
}

/// The other player, over the network.
pub struct Opponent {
    remote: Remote,
    /// The side the other player plays.
    pub side: Player,
    /// How many of the record's actions both sides hold.
    shared: usize,
    /// Actions received, waiting for the board to be free.
    waiting: VecDeque<(u32, String)>,
    /// The host's door, open for the other player's return; the joiner has none.
    door: Option<Door>,
    /// The game's id, which a returning joiner names.
    game: String,
    /// Whether the person at this side may ask for hints.
    pub hints: bool,
    pub link: Link,
}

impl Opponent {
    /// The other player of a game both sides hold `shared` actions of.
    pub fn new(
        remote: Remote,
        side: Player,
        shared: usize,
        door: Option<Door>,
        game: String,
        hints: bool,
    ) -> Opponent {
        Opponent {
            remote,
            side,
            shared,
            waiting: VecDeque::new(),
            door,
            game,
            hints,
            link: Link::Connected,
        }
    }
}

impl PlayState {
    /// Whether the player to move is the one over the network.
    pub fn remote_to_move(&self) -> bool {
        let Some(net) = &self.net else { return false };
        self.session.game().position().to_move() == Some(net.side)
    }

    /// Whether this side has nothing to do but wait for the other: their turn while
    /// connected, or (at the host) their return after a cut. Plain mode waits then.
    pub fn waiting_for_network(&self) -> bool {
        let Some(net) = &self.net else { return false };
        if self.session.game().position().is_over() {
            return false;
        }
        match net.link {
            Link::Connected => self.remote_to_move() || !net.waiting.is_empty(),
            Link::Lost => net.door.is_some(),
            Link::Ended => false,
        }
    }

    /// The network's news: the host's door, the other side's messages, this side's
    /// actions to send. Called with the computer's update.
    pub(crate) fn update_network(&mut self, free: bool) {
        if self.net.is_none() {
            return;
        }
        self.answer_door();
        self.hear();
        self.send_ours();
        if free && !self.animating() {
            self.play_theirs();
        }
    }

    /// A knock at the host's door: the other player back (after a cut, or replacing a
    /// connection that went quiet), or someone refused, said in one line.
    fn answer_door(&mut self) {
        let Some(net) = &mut self.net else { return };
        let Some(knock) = net
            .door
            .as_ref()
            .and_then(|door| door.next(std::time::Duration::ZERO))
        else {
            return;
        };
        match knock {
            Knock::Refused { peer, why } => {
                self.log.push(t!(
                    "net-refused",
                    peer = peer.to_string(),
                    why = why.to_string()
                ));
            }
            Knock::Player {
                channel,
                hello,
                join,
            } => {
                let mut remote = Remote::new(channel);
                let program = match hello {
                    Message::Hello { program, .. } => program,
                    _ => String::new(),
                };
                let same_game = join
                    == Message::Join {
                        game: Some(net.game.clone()),
                    };
                let answer = if program != PROGRAM {
                    Err(Refusal::Program {
                        host: PROGRAM.into(),
                        joiner: program,
                    })
                } else if !same_game {
                    Err(Refusal::OtherGame)
                } else {
                    Ok(())
                };
                let peer = remote.peer().to_string();
                match answer {
                    Err(reason) => {
                        let _ = remote.send(&Message::Refuse {
                            reason: reason.clone(),
                        });
                        remote.close();
                        self.log
                            .push(t!("net-refused", peer = peer, why = refusal_words(&reason)));
                    }
                    Ok(()) => {
                        let (side, hints, game) = (net.side, net.hints, net.game.clone());
                        let welcome = welcome(self, side, hints, &game);
                        let shared = self.actions().len();
                        if remote.send(&welcome).is_ok() {
                            let net = self.net.as_mut().expect("just seen");
                            net.remote.close();
                            net.remote = remote;
                            net.shared = shared;
                            net.waiting.clear();
                            net.link = Link::Connected;
                            let name = self.other_name();
                            self.say(t!("net-back", name = name), Some(false));
                        }
                    }
                }
            }
        }
    }

    /// Drains what the other side sent.
    fn hear(&mut self) {
        while let Some(heard) = self.net.as_mut().and_then(|net| net.remote.poll()) {
            match heard {
                Heard::Message(Message::Act { number, action }) => {
                    self.net
                        .as_mut()
                        .expect("polled")
                        .waiting
                        .push_back((number, action));
                }
                Heard::Message(Message::Chat { text }) => {
                    let name = self.other_name();
                    let text = escape_for_terminal(&text, CHAT_COLUMNS);
                    self.log.push(t!("net-chat", name = name, text = text));
                }
                Heard::Message(Message::Bye {}) => {
                    let name = self.other_name();
                    self.lose(t!("net-left", name = name));
                }
                Heard::Message(other) => {
                    let what = format!("{other:?}");
                    let what = what.split([' ', '{']).next().unwrap_or("?").to_lowercase();
                    self.foul(t!("net-out-of-place", what = what));
                }
                Heard::Lost(why) => {
                    let name = self.other_name();
                    self.lose(t!("net-lost", name = name, why = why.to_string()));
                }
            }
        }
    }

    /// Plays the other side's next action, once the engine has checked it.
    fn play_theirs(&mut self) {
        let Some(net) = &mut self.net else { return };
        let Some((number, text)) = net.waiting.pop_front() else {
            return;
        };
        let side = net.side;
        let played = self.actions().len();
        let position = self.session.game().position();
        let checked = if number as usize != played {
            Err(t!(
                "net-wrong-number",
                got = number as i64,
                expected = played as i64
            ))
        } else if position.to_move() != Some(side) {
            Err(t!("net-out-of-turn"))
        } else {
            match text.parse::<Action>() {
                Err(_) => Err(t!(
                    "net-not-an-action",
                    action = crate::plain::quoted(&text)
                )),
                Ok(action) => match position.check(action) {
                    Ok(()) => Ok(action),
                    Err(e) => Err(crate::words::rule_words::refused(action, &e)),
                },
            }
        };
        match checked {
            Ok(action) => {
                self.play(action, true, false);
                let shared = self.actions().len();
                if let Some(net) = &mut self.net {
                    net.shared = shared;
                }
            }
            Err(why) => self.foul(why),
        }
    }

    /// Sends the actions played here since the last send.
    fn send_ours(&mut self) {
        let actions: Vec<Action> = self.actions().to_vec();
        let played = actions.len();
        let Some(net) = &mut self.net else { return };
        if net.link != Link::Connected {
            return;
        }
        while net.shared < played {
            let number = net.shared;
            let message = Message::Act {
                number: number as u32,
                action: actions[number].to_string(),
            };
            if net.remote.send(&message).is_err() {
                break;
            }
            net.shared += 1;
        }
    }

    /// The other side broke the rules of the exchange: the connection ends, the game
    /// stays as it was.
    fn foul(&mut self, why: String) {
        if let Some(net) = &mut self.net {
            net.remote.close();
            net.waiting.clear();
            net.link = Link::Ended;
            net.door = None;
        }
        self.say(t!("net-foul", why = why), Some(true));
    }

    /// The connection is gone: the game pauses, and says so.
    fn lose(&mut self, why: String) {
        let host = self.net.as_ref().is_some_and(|net| net.door.is_some());
        if let Some(net) = &mut self.net {
            net.link = Link::Lost;
        }
        let next = if host {
            t!("net-wait-return")
        } else {
            t!("net-join-again")
        };
        self.say(format!("{why} {next}"), Some(true));
    }

    /// The other player's name, safe to show.
    pub(crate) fn other_name(&self) -> String {
        let side = self.net.as_ref().map_or(Player::North, |net| net.side);
        escape_for_terminal(&self.names()[side.index()], NAME_COLUMNS)
    }

    /// Sends a line of chat; false (with a message) when there is no one to send it to.
    pub fn send_chat(&mut self, text: &str) -> bool {
        let Some(side) = self.net.as_ref().map(|net| net.side) else {
            return false;
        };
        let me = escape_for_terminal(&self.names()[side.opponent().index()], NAME_COLUMNS);
        let Some(net) = &mut self.net else {
            return false;
        };
        let text: String = text
            .chars()
            .take(crate::net::protocol::MAX_TEXT / 4)
            .collect();
        if net.link != Link::Connected
            || net
                .remote
                .send(&Message::Chat { text: text.clone() })
                .is_err()
        {
            self.message = Some((t!("net-chat-not-sent"), true));
            return false;
        }
        self.log.push(t!(
            "net-chat",
            name = me,
            text = escape_for_terminal(&text, CHAT_COLUMNS)
        ));
        true
    }

    /// Leaving the game: a goodbye to the other side.
    pub(crate) fn leave_network(&mut self) {
        if let Some(net) = &mut self.net {
            net.remote.close();
            net.door = None;
        }
    }
}

/// The host's welcome: the game as it stands.
pub fn welcome(p: &PlayState, their_side: Player, hints: bool, game: &str) -> Message {
    Message::Welcome {
        game: game.to_string(),
        record: p.session.record().to_json(None),
        side: their_side.name().to_lowercase(),
        hints,
    }
}

/// A refusal in words.
pub fn refusal_words(reason: &Refusal) -> String {
    match reason {
        Refusal::Program { host, joiner } => t!(
            "net-refuse-program",
            host = escape_for_terminal(host, 20),
            joiner = escape_for_terminal(joiner, 20)
        ),
        Refusal::OtherGame => t!("net-refuse-other-game"),
    }
}
