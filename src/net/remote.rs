//! The other player's connection during a game: a thread reads its messages into a
//! queue the game polls, so a screen never waits on the network; a quiet connection is
//! kept alive by pings, and one silent for [`SILENCE`] is counted lost (a cable pulled
//! out says nothing).

use super::protocol::Message;
use super::secure::{Channel, NetError, Sender};
use std::net::SocketAddr;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How often a side that has said nothing says something (a ping).
pub const PING_EVERY: Duration = Duration::from_secs(5);
/// How long without a word before the connection is counted lost.
pub const SILENCE: Duration = Duration::from_secs(20);

/// What came from the other side.
#[derive(Debug)]
pub enum Heard {
    Message(Message),
    /// The connection is gone, and why. Nothing more comes after it.
    Lost(NetError),
}

/// A connection in play.
pub struct Remote {
    sender: Sender,
    heard: mpsc::Receiver<Heard>,
    last_sent: Instant,
    peer: SocketAddr,
    lost: bool,
}

impl Remote {
    /// Starts reading `channel`'s messages on a thread of their own.
    pub fn new(channel: Channel) -> Remote {
        let Channel {
            sender,
            mut receiver,
            peer,
        } = channel;
        let (tell, heard) = mpsc::channel();
        let _ = thread::Builder::new().name("remote".into()).spawn(move || {
            let mut last_heard = Instant::now();
            loop {
                let heard = match receiver.recv(Duration::from_millis(500)) {
                    Ok(Some(bytes)) => {
                        last_heard = Instant::now();
                        match Message::from_bytes(&bytes) {
                            Ok(Message::Ping {}) => continue,
                            Ok(message) => Heard::Message(message),
                            Err(why) => Heard::Lost(NetError::Garbled(why)),
                        }
                    }
                    Ok(None) if last_heard.elapsed() < SILENCE => continue,
                    Ok(None) => Heard::Lost(NetError::Slow),
                    Err(e) => Heard::Lost(e),
                };
                let lost = matches!(heard, Heard::Lost(_));
                // The game has gone: nobody to tell.
                if tell.send(heard).is_err() || lost {
                    return;
                }
            }
        });
        Remote {
            sender,
            heard,
            last_sent: Instant::now(),
            peer,
            lost: false,
        }
    }

    /// Where the other side is.
    pub fn peer(&self) -> SocketAddr {
        self.peer
    }

    /// Whether the connection is gone (a [`Heard::Lost`] was polled, or a send failed).
    pub fn is_lost(&self) -> bool {
        self.lost
    }

    /// Sends a message. A failure counts the connection lost.
    pub fn send(&mut self, message: &Message) -> Result<(), NetError> {
        if self.lost {
            return Err(NetError::Closed(std::io::ErrorKind::NotConnected.into()));
        }
        self.last_sent = Instant::now();
        let sent = self.sender.send(&message.to_bytes());
        if sent.is_err() {
            self.lost = true;
            self.sender.close();
        }
        sent
    }

    /// What came since the last poll, without waiting; pings the other side when this
    /// one has been quiet for [`PING_EVERY`].
    pub fn poll(&mut self) -> Option<Heard> {
        if !self.lost
            && self.last_sent.elapsed() >= PING_EVERY
            && let Err(e) = self.send(&Message::Ping {})
        {
            return Some(Heard::Lost(e));
        }
        match self.heard.try_recv() {
            Ok(heard) => {
                if matches!(heard, Heard::Lost(_)) {
                    self.lost = true;
                    self.sender.close();
                }
                Some(heard)
            }
            Err(_) => None,
        }
    }

    /// Waits up to `wait` for what comes next (for tests and plain mode's waiting).
    pub fn wait(&mut self, wait: Duration) -> Option<Heard> {
        let until = Instant::now() + wait;
        loop {
            if let Some(heard) = self.poll() {
                return Some(heard);
            }
            if self.lost || Instant::now() >= until {
                return None;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Ends the connection: a goodbye, then closing.
    pub fn close(&mut self) {
        if !self.lost {
            let _ = self.send(&Message::Bye {});
        }
        self.lost = true;
        self.sender.close();
    }
}

impl Drop for Remote {
    /// A program that leaves says goodbye, so the other side hears "left", not "lost".
    fn drop(&mut self) {
        self.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn messages_go_both_ways_and_pings_are_not_heard() {
        let (channel, client) = crate::net::host::loopback_pair(["A", "B"]).unwrap();
        let (mut host, mut joiner) = (Remote::new(channel), Remote::new(client));
        host.send(&Message::Ping {}).unwrap();
        host.send(&Message::Chat {
            text: "hola".into(),
        })
        .unwrap();
        let heard = joiner.wait(Duration::from_secs(10));
        assert!(
            matches!(&heard, Some(Heard::Message(Message::Chat { text })) if text == "hola"),
            "{heard:?}"
        );
        joiner.send(&Message::Chat { text: "hi".into() }).unwrap();
        let heard = host.wait(Duration::from_secs(10));
        assert!(
            matches!(&heard, Some(Heard::Message(Message::Chat { text })) if text == "hi"),
            "{heard:?}"
        );
        drop(joiner);
        assert!(matches!(
            host.wait(Duration::from_secs(10)),
            Some(Heard::Message(Message::Bye {}))
        ));
        assert!(matches!(
            host.wait(Duration::from_secs(10)),
            Some(Heard::Lost(_))
        ));
        assert!(host.is_lost());
    }
}
