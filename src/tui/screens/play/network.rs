//! The other player over the network, at this board: their actions arrive through
//! [`crate::net::remote::Remote`], are checked by this side's engine before they are
//! shown, and are played as a person's are; this side's actions are sent as they are
//! played. A move out of turn, out of order or against the rules ends the connection
//! and leaves the game as it was. The host keeps its door open, so the other player can
//! come back after a cut with the same invitation: the game pauses meanwhile.

use super::PlayState;
use crate::net::host::Door;
use crate::net::protocol::Message;
use crate::net::remote::{Heard, Remote};
use crate::net::session::{Arrival, Connection, arrival};
use crate::store::record::Ending;
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
    /// Actions and undo messages received, in order, waiting for the board to be free
    /// (an undo request names actions that may still be waiting here).
    waiting: VecDeque<Message>,
    /// The host's door, open for the other player's return; the joiner has none.
    door: Option<Door>,
    /// The game's id, which a returning joiner names.
    game: String,
    /// Whether the person at this side may ask for hints.
    pub hints: bool,
    pub link: Link,
    /// This side's undo request waiting for an answer: back to how many actions.
    asked: Option<u32>,
    /// The other side's undo request waiting for this side's answer.
    pub their_request: Option<u32>,
    /// The game's ending by a player (a resignation, a turn out of time) is known to
    /// both sides: this side's was sent, or theirs came.
    ending_sent: bool,
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
            asked: None,
            their_request: None,
            ending_sent: false,
        }
    }
}

impl Opponent {
    /// The game as the autosave keeps it when this side hosts it (its door open for
    /// the other player): this side and the hints allowed.
    pub fn hosted(&self) -> Option<crate::store::autosave::Hosted> {
        self.door.as_ref().map(|_| crate::store::autosave::Hosted {
            side: self.side.opponent(),
            hints: self.hints,
        })
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
        self.send_ending();
        if free && !self.animating() {
            self.play_theirs();
        }
    }

    /// A knock at the host's door: the other player back (after a cut, or replacing a
    /// connection that went quiet), or someone refused, said in one line.
    fn answer_door(&mut self) {
        let Some(net) = &mut self.net else { return };
        let Some(arrival) = net
            .door
            .as_mut()
            .and_then(|door| door.next(std::time::Duration::ZERO))
            .and_then(|knock| arrival(knock, &net.game))
        else {
            return;
        };
        match arrival {
            Arrival::Refused(line) => self.log.push(line),
            Arrival::Player { mut remote, .. } => {
                let (side, hints, game) = (net.side, net.hints, net.game.clone());
                // The turn in progress goes on from the time it had: in the record sent.
                self.hold_clock();
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

    /// Drains what the other side sent.
    fn hear(&mut self) {
        while let Some(heard) = self.net.as_mut().and_then(|net| net.remote.poll()) {
            match heard {
                Heard::Message(
                    message @ (Message::Act { .. }
                    | Message::Resign { .. }
                    | Message::OutOfTime { .. }
                    | Message::UndoAsk { .. }
                    | Message::UndoAnswer { .. }),
                ) => {
                    self.net
                        .as_mut()
                        .expect("polled")
                        .waiting
                        .push_back(message);
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
                // After a goodbye, the connection's end says nothing more.
                Heard::Lost(_)
                    if self
                        .net
                        .as_ref()
                        .is_some_and(|net| net.link != Link::Connected) => {}
                Heard::Lost(why) => {
                    let name = self.other_name();
                    self.lose(t!("net-lost", name = name, why = why.to_string()));
                }
            }
        }
    }

    /// The other side's next action or undo message, in the order they came: an
    /// action is played once the engine has checked it.
    fn play_theirs(&mut self) {
        let Some(net) = &mut self.net else { return };
        let (number, text, spent) = match net.waiting.pop_front() {
            Some(Message::Act {
                number,
                action,
                spent,
            }) => (number, action, spent),
            Some(Message::Resign { number }) => return self.their_ending(number, None),
            Some(Message::OutOfTime { number, spent }) => {
                return self.their_ending(number, Some(spent));
            }
            Some(Message::UndoAsk { number }) => return self.asked_to_undo(number),
            Some(Message::UndoAnswer { accept }) => return self.undo_answered(accept),
            _ => return,
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
                    action = format!(
                        "{:?}",
                        escape_for_terminal(&text, crate::words::text::QUOTE_COLUMNS)
                    )
                )),
                Ok(action) => match position.check(action) {
                    Ok(()) => Ok(action),
                    Err(e) => Err(crate::words::rule_words::refused(action, &e)),
                },
            }
        };
        match checked {
            Ok(action) => {
                self.play_timed(action, spent);
                let shared = self.actions().len();
                if let Some(net) = &mut self.net {
                    net.shared = shared;
                }
            }
            Err(why) => self.foul(why),
        }
    }

    /// Sends the actions played here since the last send.
    pub(super) fn send_ours(&mut self) {
        // Called on every update: copy only what is left to send, which is nothing
        // in almost every call.
        let played = self.actions().len();
        let shared = match &self.net {
            Some(net) if net.link == Link::Connected && net.shared < played => net.shared,
            _ => return,
        };
        let unsent: Vec<Action> = self.actions()[shared..].to_vec();
        let clock = self.session.record().clock.as_ref();
        let spent: Vec<u64> = (shared..played)
            .map(|i| clock.and_then(|c| c.spent.get(i).copied()).unwrap_or(0))
            .collect();
        let Some(net) = &mut self.net else { return };
        for (action, spent) in unsent.into_iter().zip(spent) {
            let number = net.shared;
            let message = Message::Act {
                number: number as u32,
                action: action.to_string(),
                spent,
            };
            if net.remote.send(&message).is_err() {
                break;
            }
            net.shared += 1;
        }
    }

    /// This side's resignation or turn out of time, once every action before it is
    /// sent: said to the other side, once.
    fn send_ending(&mut self) {
        let played = self.actions().len();
        let ending = self.session.ending();
        let pending = self
            .session
            .record()
            .clock
            .as_ref()
            .map_or(0, |c| c.pending);
        let Some(net) = &mut self.net else { return };
        if net.ending_sent || net.link != Link::Connected || net.shared < played {
            return;
        }
        let mine = net.side.opponent();
        let number = played as u32;
        let message = match ending {
            Some(Ending::Resigned(p)) if p == mine => Message::Resign { number },
            Some(Ending::OutOfTime(p)) if p == mine => Message::OutOfTime {
                number,
                spent: pending,
            },
            _ => return,
        };
        if net.remote.send(&message).is_ok() {
            net.ending_sent = true;
        }
    }

    /// The other side resigned (`spent` none) or ran out of time `spent` milliseconds
    /// into its turn, after `number` actions: the game ends so here too, once checked
    /// (the right number, the game going on, and for time their turn).
    fn their_ending(&mut self, number: u32, spent: Option<u64>) {
        let Some(side) = self.net.as_ref().map(|net| net.side) else {
            return;
        };
        let played = self.actions().len();
        let what = if spent.is_some() {
            "out_of_time"
        } else {
            "resign"
        };
        if number as usize != played {
            return self.foul(t!(
                "net-wrong-number",
                got = number as i64,
                expected = played as i64
            ));
        }
        if self.session.over() {
            return self.foul(t!("net-out-of-place", what = what));
        }
        let ended = match spent {
            None => self.resign(side),
            Some(_) if self.session.game().position().to_move() != Some(side) => {
                return self.foul(t!("net-out-of-turn"));
            }
            Some(spent) => self.ran_out(side, spent),
        };
        if ended && let Some(net) = &mut self.net {
            // Theirs: nothing of this side's to say.
            net.ending_sent = true;
        }
    }

    /// The other side broke the rules of the exchange: the connection ends, the game
    /// stays as it was.
    fn foul(&mut self, why: String) {
        self.hold_clock();
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
        // The clocks pause with the game.
        self.hold_clock();
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
        let chars = text.chars().count();
        if chars > crate::tui::popups::CHAT_CHARS {
            let limit = crate::tui::popups::CHAT_CHARS;
            self.message = Some((t!("net-chat-too-long", count = chars, limit = limit), true));
            return false;
        }
        let Some(net) = &mut self.net else {
            return false;
        };
        let text = text.to_string();
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

    /// Asks the other side to take back this side's last turn (and what they played
    /// after it): undo over the network is agreed, never taken.
    pub(crate) fn ask_undo(&mut self) {
        let Some(net) = &self.net else { return };
        let mine = net.side.opponent();
        if net.link != Link::Connected {
            self.message = Some((t!("net-chat-not-sent"), true));
            return;
        }
        if net.asked.is_some() {
            self.message = Some((t!("net-undo-already-asked", name = self.other_name()), true));
            return;
        }
        // Back over the other side's answers, then over this side's last turn.
        let movers = self.session.played_movers();
        let mut number = movers.len();
        while number > 0 && movers[number - 1] != mine {
            number -= 1;
        }
        while number > 0 && movers[number - 1] == mine {
            number -= 1;
        }
        if !movers.contains(&mine) {
            self.message = Some((t!("play-nothing-to-undo"), true));
            return;
        }
        let taken = self.named_from(number);
        let net = self.net.as_mut().expect("just seen");
        if net
            .remote
            .send(&Message::UndoAsk {
                number: number as u32,
            })
            .is_err()
        {
            self.message = Some((t!("net-chat-not-sent"), true));
            return;
        }
        net.asked = Some(number as u32);
        let name = self.other_name();
        self.say(
            t!("net-undo-asked", name = name, actions = taken),
            Some(false),
        );
    }

    /// Answers the other side's undo request.
    pub fn answer_undo(&mut self, accept: bool) {
        let Some(number) = self.net.as_mut().and_then(|net| net.their_request.take()) else {
            self.message = Some((t!("net-undo-none-asked"), true));
            return;
        };
        let sent = self
            .net
            .as_mut()
            .is_some_and(|net| net.remote.send(&Message::UndoAnswer { accept }).is_ok());
        if !sent {
            self.message = Some((t!("net-chat-not-sent"), true));
            return;
        }
        if accept {
            self.take_back_to(number as usize);
        } else {
            let name = self.other_name();
            self.say(t!("net-undo-you-refused", name = name), Some(false));
        }
    }

    /// The other side asks to take back actions from `number` on.
    fn asked_to_undo(&mut self, number: u32) {
        if number as usize >= self.actions().len() {
            self.foul(t!(
                "net-wrong-number",
                got = number as i64,
                expected = self.actions().len() as i64
            ));
            return;
        }
        if let Some(net) = &mut self.net {
            net.their_request = Some(number);
        }
        let (name, taken) = (self.other_name(), self.named_from(number as usize));
        let (yes, no) = (
            super::keys::key_of(super::keys::PlayKey::AcceptUndo),
            super::keys::key_of(super::keys::PlayKey::RefuseUndo),
        );
        self.say(
            t!(
                "net-undo-request",
                name = name,
                actions = taken,
                yes = yes,
                no = no
            ),
            Some(false),
        );
    }

    /// The other side answered this side's request.
    fn undo_answered(&mut self, accept: bool) {
        let Some(number) = self.net.as_mut().and_then(|net| net.asked.take()) else {
            self.foul(t!("net-out-of-place", what = "undo_answer"));
            return;
        };
        let name = self.other_name();
        if accept {
            self.take_back_to(number as usize);
            self.say(t!("net-undo-accepted", name = name), Some(false));
        } else {
            self.say(t!("net-undo-refused", name = name), Some(true));
        }
    }

    /// The actions from `number` on, as the log names them ("c1, a2").
    fn named_from(&self, number: usize) -> String {
        self.actions()
            .get(number..)
            .unwrap_or_default()
            .iter()
            .map(|&a| crate::words::action::shown(a))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Takes back every action from `number` on, as both sides agreed.
    fn take_back_to(&mut self, number: usize) {
        self.finish_animation();
        let taken = self.named_from(number);
        while self.session.cursor() > number {
            if self.session.step_back().is_none() {
                break;
            }
        }
        self.forget_last_move();
        // The turn taken back to starts afresh on both sides, from the clocks its
        // actions left.
        self.restart_turn();
        if let Some(net) = &mut self.net {
            net.shared = self.session.cursor();
            net.waiting.clear();
        }
        let turn = self.turn_sentence();
        self.log
            .push(t!("net-undone", actions = taken, turn = turn));
        self.place_cursor();
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

/// Opens the game `record` at `app`, played with the other side over `connection`:
/// the host's welcome sent, the log told who joined. The one way every way in (the
/// command line, the menu, a hosted game resumed) starts a game over the network.
pub fn open_game(
    app: &mut crate::tui::app::App,
    mut record: crate::store::record::Record,
    connection: Connection,
) -> Result<(), String> {
    if let Connection::Host { name, theirs, .. } = &connection
        && !name.is_empty()
    {
        record.players[theirs.index()] = name.clone();
    }
    let record = match &connection {
        Connection::Joiner(joined) => joined.record.clone(),
        Connection::Host { .. } => record,
    };
    app.start_play(record, None)?;
    let Some(p) = app.play_mut() else {
        return Err(t!("net-cannot-start"));
    };
    let shared = p.actions().len();
    p.net = Some(match connection {
        Connection::Host {
            hosting,
            mut remote,
            theirs,
            hints,
            ..
        } => {
            remote
                .send(&welcome(p, theirs, hints, &hosting.game))
                .map_err(|e| t!("net-cannot-join", why = e.to_string()))?;
            Opponent::new(
                remote,
                theirs,
                shared,
                Some(hosting.door),
                hosting.game,
                hints,
            )
        }
        Connection::Joiner(joined) => Opponent::new(
            joined.remote,
            joined.mine.opponent(),
            shared,
            None,
            joined.game,
            joined.hints,
        ),
    });
    let joined = t!("net-joined", name = p.other_name());
    p.say(joined, Some(false));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::remote::Remote;
    use crate::store::record::Record;
    use mancala_rules::Rules;
    use std::time::{Duration, Instant};

    /// A game at the host with the other side connected: the host's play state, and a
    /// test client that speaks the protocol as the joiner (North).
    pub(super) fn hosted() -> (PlayState, Remote) {
        hosted_game(Record::new(
            Rules::hoyito(6),
            ["Ana".into(), "Mallory".into()],
        ))
    }

    /// [`hosted`], the game `record`'s.
    fn hosted_game(record: Record) -> (PlayState, Remote) {
        let (channel, client) = crate::net::host::loopback_pair(["Ana", "Mallory"]).unwrap();
        let mut p = PlayState::new(record).unwrap();
        p.net = Some(Opponent::new(
            Remote::new(channel),
            Player::North,
            0,
            None,
            "g".into(),
            true,
        ));
        (p, Remote::new(client))
    }

    /// Updates the play state until `done` (at most ten seconds).
    pub(super) fn until(p: &mut PlayState, done: impl Fn(&PlayState) -> bool) {
        let end = Instant::now() + Duration::from_secs(10);
        while !done(p) {
            assert!(Instant::now() < end, "log: {:?}", p.log);
            p.update_network(true);
            p.finish_animation();
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn ended(p: &PlayState) -> bool {
        p.net.as_ref().is_some_and(|net| net.link == Link::Ended)
    }

    /// [`hosted`], with a clock of one minute each on a fake time.
    fn hosted_with_a_clock() -> (PlayState, Remote, crate::tui::clock::FakeTime) {
        let mut record = Record::new(Rules::hoyito(6), ["Ana".into(), "Mallory".into()]);
        let control = crate::store::record::TimeControl::new(1.0, 0.0).unwrap();
        record.clock = Some(crate::store::record::Clock::new(control));
        let (mut p, client) = hosted_game(record);
        let time = crate::tui::clock::FakeTime::default();
        p.set_time_source(std::sync::Arc::new(time.clone()));
        (p, client, time)
    }

    /// The next message the client hears (pings aside).
    fn next_heard(client: &mut Remote) -> Message {
        loop {
            match client.wait(Duration::from_secs(10)) {
                Some(Heard::Message(Message::Ping {})) => continue,
                Some(Heard::Message(m)) => return m,
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn the_other_side_s_resignation_ends_the_game_here_and_one_out_of_order_is_a_foul() {
        let (mut p, mut client) = hosted();
        client.send(&Message::Resign { number: 0 }).unwrap();
        until(&mut p, |p| p.session.over());
        assert_eq!(p.session.ending(), Some(Ending::Resigned(Player::North)));
        assert!(p.net.as_ref().is_some_and(|n| n.link == Link::Connected));

        let (mut p, mut client) = hosted();
        client.send(&Message::Resign { number: 3 }).unwrap();
        until(&mut p, ended);
        assert!(!p.session.over());
    }

    #[test]
    fn this_side_s_resignation_is_sent_once_after_its_actions() {
        let (mut p, mut client) = hosted();
        assert!(p.choose(Action::Sow(mancala_rules::Hole::new(2, 1))));
        p.finish_animation();
        // North's turn: South, at this keyboard, resigns all the same.
        assert_eq!(p.resigner(), Player::South);
        assert!(p.resign(Player::South));
        p.update_network(true);
        p.update_network(true);
        assert!(matches!(
            next_heard(&mut client),
            Message::Act { number: 0, .. }
        ));
        assert_eq!(next_heard(&mut client), Message::Resign { number: 1 });
        assert!(
            client
                .wait(Duration::from_millis(50))
                .is_none_or(|h| matches!(h, Heard::Message(Message::Ping {})))
        );
    }

    #[test]
    fn each_action_carries_the_time_its_side_spent_and_both_records_keep_it() {
        let (mut p, mut client, time) = hosted_with_a_clock();
        time.advance(2_500);
        assert!(p.choose(Action::Sow(mancala_rules::Hole::new(2, 1))));
        p.finish_animation();
        p.update_network(true);
        assert_eq!(
            next_heard(&mut client),
            Message::Act {
                number: 0,
                action: "c1".into(),
                spent: 2_500
            }
        );
        // Mallory's a2, 7 seconds by her clock: kept as she counted it.
        client
            .send(&Message::Act {
                number: 1,
                action: "a2".into(),
                spent: 7_000,
            })
            .unwrap();
        until(&mut p, |p| p.actions().len() == 2);
        let clock = p.session.record().clock.clone().unwrap();
        assert_eq!(clock.spent, vec![2_500, 7_000]);
    }

    #[test]
    fn the_other_side_s_clock_is_shown_here_but_only_their_side_ends_their_turn_on_time() {
        let (mut p, mut client, time) = hosted_with_a_clock();
        assert!(p.choose(Action::Sow(mancala_rules::Hole::new(2, 1))));
        p.finish_animation();
        p.update_network(true);
        // North's minute passes here: shown run out, but not judged here.
        time.advance(61_000);
        assert!(!p.check_time());
        assert!(!p.session.over());
        // Their side says so: the game ends on time, with the time they spent.
        client
            .send(&Message::OutOfTime {
                number: 1,
                spent: 60_000,
            })
            .unwrap();
        until(&mut p, |p| p.session.over());
        assert_eq!(p.session.ending(), Some(Ending::OutOfTime(Player::North)));
        assert_eq!(p.session.record().clock.as_ref().unwrap().pending, 60_000);
    }

    #[test]
    fn this_side_s_turn_out_of_time_is_judged_here_and_sent() {
        let (mut p, mut client, time) = hosted_with_a_clock();
        time.advance(60_000);
        assert!(p.check_time());
        assert_eq!(p.session.ending(), Some(Ending::OutOfTime(Player::South)));
        p.update_network(true);
        assert_eq!(
            next_heard(&mut client),
            Message::OutOfTime {
                number: 0,
                spent: 60_000
            }
        );
    }

    #[test]
    fn a_cut_pauses_the_clocks_with_the_time_the_turn_had() {
        let (mut p, mut client, time) = hosted_with_a_clock();
        time.advance(5_000);
        client.close();
        until(&mut p, |p| {
            p.net.as_ref().is_some_and(|n| n.link == Link::Lost)
        });
        time.advance(30_000);
        assert_eq!(p.clocks(), Some([55_000, 60_000]));
        assert!(!p.check_time());
        assert_eq!(p.session.record().clock.as_ref().unwrap().pending, 5_000);
    }

    #[test]
    fn a_turn_out_of_time_said_on_this_side_s_turn_is_a_foul() {
        let (mut p, mut client, _time) = hosted_with_a_clock();
        client
            .send(&Message::OutOfTime {
                number: 0,
                spent: 60_000,
            })
            .unwrap();
        until(&mut p, ended);
        assert!(!p.session.over());
    }

    #[test]
    fn a_move_out_of_turn_is_refused_and_the_game_kept() {
        let (mut p, mut client) = hosted();
        client
            .send(&Message::Act {
                number: 0,
                action: "a2".into(),
                spent: 0,
            })
            .unwrap();
        until(&mut p, ended);
        assert!(p.actions().is_empty());
        let (said, error) = p.message.clone().unwrap();
        assert!(error && said.contains("a move out of turn"), "{said}");
    }

    #[test]
    fn an_illegal_move_is_refused_by_this_sides_engine() {
        let (mut p, mut client) = hosted();
        assert!(p.choose(Action::Sow(mancala_rules::Hole::new(2, 1))));
        p.finish_animation();
        until(&mut p, |p| p.net.as_ref().is_some_and(|n| n.shared == 1));
        // The client hears c1, then answers from an empty hole.
        let heard = client.wait(Duration::from_secs(10));
        assert!(
            matches!(&heard, Some(Heard::Message(Message::Act { number: 0, action, .. })) if action == "c1"),
            "{heard:?}"
        );
        let board = p.session.game().position().rows();
        client
            .send(&Message::Act {
                number: 1,
                action: "b2".into(),
                spent: 0,
            })
            .unwrap();
        until(&mut p, ended);
        assert_eq!(p.actions().len(), 1);
        assert_eq!(p.session.game().position().rows(), board);
        let (said, _) = p.message.clone().unwrap();
        assert!(
            said.contains("broke the rules") && said.contains("b2"),
            "{said}"
        );
    }

    #[test]
    fn a_move_with_the_wrong_number_or_no_action_is_refused() {
        for (number, action, words) in [
            (5, "a2", "numbered 5"),
            (0, "\u{1b}[2J", "is not an action"),
        ] {
            let (mut p, mut client) = hosted();
            assert!(p.choose(Action::Sow(mancala_rules::Hole::new(2, 1))));
            p.finish_animation();
            until(&mut p, |p| p.net.as_ref().is_some_and(|n| n.shared == 1));
            let number = if number == 0 { 1 } else { number };
            client
                .send(&Message::Act {
                    number,
                    action: action.into(),
                    spent: 0,
                })
                .unwrap();
            until(&mut p, ended);
            assert_eq!(p.actions().len(), 1);
            let (said, _) = p.message.clone().unwrap();
            assert!(said.contains(words), "{said}");
            assert!(crate::words::text::is_clean(&said), "{said:?}");
        }
    }

    #[test]
    fn chat_is_escaped_and_cut() {
        let (mut p, mut client) = hosted();
        let long = format!("\u{1b}]0;PWNED\u{7}{}", "é".repeat(450));
        client.send(&Message::Chat { text: long }).unwrap();
        until(&mut p, |p| p.log.iter().any(|l| l.contains("says")));
        let line = p.log.iter().find(|l| l.contains("says")).unwrap();
        assert!(crate::words::text::is_clean(line), "{line:?}");
        assert!(line.starts_with("Mallory says: "), "{line}");
        // The chat's own columns, and the cut's count of what was left out.
        assert!(
            crate::words::text::width(line) <= CHAT_COLUMNS + 40,
            "{line}"
        );
    }

    #[test]
    fn a_goodbye_pauses_the_game() {
        let (mut p, mut client) = hosted();
        client.close();
        until(&mut p, |p| {
            p.net.as_ref().is_some_and(|n| n.link == Link::Lost)
        });
        let (said, _) = p.message.clone().unwrap();
        assert!(said.contains("Mallory left the game."), "{said}");
        assert!(
            !p.waiting_for_network(),
            "a joiner's game with no door does not wait"
        );
    }
}

#[cfg(test)]
mod undo_tests {
    use super::tests::{hosted, until};
    use super::*;
    use std::time::Duration;

    fn sow(p: &mut PlayState, hole: &str) {
        let action: Action = hole.parse().unwrap();
        assert!(p.choose(action), "{:?}", p.message);
        p.finish_animation();
    }

    /// What the test client hears next, pings aside.
    fn heard(client: &mut Remote) -> Message {
        match client.wait(Duration::from_secs(10)) {
            Some(Heard::Message(message)) => message,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn asked_to_take_back_their_turn_this_side_accepts_and_both_go_back() {
        let (mut p, mut client) = hosted();
        sow(&mut p, "c1");
        assert!(matches!(heard(&mut client), Message::Act { number: 0, .. }));
        client
            .send(&Message::Act {
                number: 1,
                action: "a2".into(),
                spent: 0,
            })
            .unwrap();
        until(&mut p, |p| p.actions().len() == 2);
        // North took a casa and plays again; it asks to take back its turn instead.
        client.send(&Message::UndoAsk { number: 1 }).unwrap();
        until(&mut p, |p| {
            p.net.as_ref().is_some_and(|n| n.their_request == Some(1))
        });
        assert!(
            p.log
                .last()
                .unwrap()
                .contains("Mallory asks to take back their last turn (a2)"),
            "{:?}",
            p.log
        );
        p.answer_undo(true);
        assert_eq!(heard(&mut client), Message::UndoAnswer { accept: true });
        assert_eq!(p.actions().len(), 1);
        assert!(
            p.log
                .last()
                .unwrap()
                .starts_with("Taken back as agreed: a2."),
            "{:?}",
            p.log
        );
        // The game goes on from there: North's move again, a new one.
        client
            .send(&Message::Act {
                number: 1,
                action: "f2".into(),
                spent: 0,
            })
            .unwrap();
        until(&mut p, |p| p.actions().len() == 2);
        assert_eq!(p.actions()[1].to_string(), "f2");
    }

    #[test]
    fn this_side_asks_and_the_other_refuses_or_accepts() {
        let (mut p, mut client) = hosted();
        sow(&mut p, "c1");
        until(&mut p, |p| p.net.as_ref().is_some_and(|n| n.shared == 1));
        assert!(matches!(heard(&mut client), Message::Act { number: 0, .. }));
        p.undo_turn();
        assert_eq!(heard(&mut client), Message::UndoAsk { number: 0 });
        // Asking twice before an answer is refused here.
        p.undo_turn();
        assert!(
            p.message.as_ref().unwrap().0.contains("Already asked"),
            "{:?}",
            p.message
        );
        client.send(&Message::UndoAnswer { accept: false }).unwrap();
        until(&mut p, |p| {
            p.log.last().is_some_and(|l| l.contains("refused the undo"))
        });
        assert_eq!(p.actions().len(), 1);
        p.undo_turn();
        assert_eq!(heard(&mut client), Message::UndoAsk { number: 0 });
        client.send(&Message::UndoAnswer { accept: true }).unwrap();
        until(&mut p, |p| p.actions().is_empty());
        assert!(!p.can_redo(), "what was agreed away is not redone");
    }

    #[test]
    fn an_undo_request_past_the_game_or_an_answer_never_asked_for_is_a_foul() {
        for message in [
            Message::UndoAsk { number: 3 },
            Message::UndoAnswer { accept: true },
        ] {
            let (mut p, mut client) = hosted();
            client.send(&message).unwrap();
            until(&mut p, |p| {
                p.net.as_ref().is_some_and(|net| net.link == Link::Ended)
            });
            assert!(p.actions().is_empty());
        }
    }
}
