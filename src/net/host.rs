//! The host's door: a listener that keeps waiting for its player while it refuses
//! everyone else, each in one line for the log.
//!
//! Each connection is greeted on a thread of its own, so a slow or silent one holds
//! nobody up, and at most [`MAX_PENDING`] are greeted at once (more are closed at
//! once). A connection becomes the player's only after the handshake with the secret
//! and its first message ([`Message::Join`]), which proves it holds this connection's
//! keys; what to answer it (welcome or refusal) is the game's to say.

use super::invitation::Secret;
use super::protocol::Message;
use super::secure::{self, Channel, HANDSHAKE_TIME, NetError};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// How many connections may be in their handshake at once.
pub const MAX_PENDING: usize = 8;

/// What the door has to tell.
pub enum Knock {
    /// Someone who knew the secret: its hello and its join, and the channel to answer.
    Player {
        channel: Channel,
        hello: Message,
        join: Message,
    },
    /// Someone refused, and why: a line for the log.
    Refused { peer: SocketAddr, why: NetError },
    /// More were refused than the log is told one by one (a flood): how many.
    Quieted { count: usize },
}

/// How many refusals a window of [`QUIET_WINDOW`] tells one by one; the rest are
/// counted and told in one line, so that a flood of connections cannot flood the log.
pub const TOLD_PER_WINDOW: usize = 5;
pub const QUIET_WINDOW: Duration = Duration::from_secs(10);

/// The refusals told and kept quiet in the current window.
#[derive(Debug)]
struct Window {
    started: Instant,
    length: Duration,
    told: usize,
    quiet: usize,
}

/// A listening host. Dropping it stops the listening (connections already handed
/// over stay open).
pub struct Door {
    address: SocketAddr,
    knocks: mpsc::Receiver<Knock>,
    closed: Arc<AtomicBool>,
    window: Window,
}

impl Door {
    /// Listens on `bind` (port 0: any free port) for players who know `secret`; each
    /// is greeted with `hello` (this side's [`Message::Hello`]).
    pub fn open(bind: SocketAddr, secret: Secret, hello: Message) -> std::io::Result<Door> {
        let listener = TcpListener::bind(bind)?;
        let address = listener.local_addr()?;
        let (tell, knocks) = mpsc::channel();
        let closed = Arc::new(AtomicBool::new(false));
        let still = closed.clone();
        thread::Builder::new().name("door".into()).spawn(move || {
            let pending = Arc::new(AtomicUsize::new(0));
            let secret = Arc::new(secret);
            let hello = Arc::new(hello.to_bytes());
            for stream in listener.incoming() {
                if still.load(Ordering::Relaxed) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let Ok(peer) = stream.peer_addr() else {
                    continue;
                };
                if pending.fetch_add(1, Ordering::SeqCst) >= MAX_PENDING {
                    pending.fetch_sub(1, Ordering::SeqCst);
                    let _ = stream.shutdown(std::net::Shutdown::Both);
                    let why = NetError::Crowded;
                    if tell.send(Knock::Refused { peer, why }).is_err() {
                        break;
                    }
                    continue;
                }
                let (tell, pending, secret, hello) =
                    (tell.clone(), pending.clone(), secret.clone(), hello.clone());
                let _ = thread::Builder::new()
                    .name("greeting".into())
                    .spawn(move || {
                        let knock = match greet(stream, &secret, &hello) {
                            Ok((channel, hello, join)) => Knock::Player {
                                channel,
                                hello,
                                join,
                            },
                            Err(why) => Knock::Refused { peer, why },
                        };
                        pending.fetch_sub(1, Ordering::SeqCst);
                        let _ = tell.send(knock);
                    });
            }
        })?;
        Ok(Door {
            address,
            knocks,
            closed,
            window: Window {
                started: Instant::now(),
                length: QUIET_WINDOW,
                told: 0,
                quiet: 0,
            },
        })
    }

    /// The same door with refusals counted in windows of `length` (a test's short one).
    pub fn quiet_window(mut self, length: Duration) -> Door {
        self.window.length = length;
        self
    }

    /// Where it listens (with the port the system chose, if it was 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The next knock, if one came within `wait`.
    pub fn next(&mut self, wait: Duration) -> Option<Knock> {
        let until = Instant::now() + wait;
        loop {
            if self.window.started.elapsed() >= self.window.length {
                let quiet = self.window.quiet;
                self.window = Window {
                    started: Instant::now(),
                    length: self.window.length,
                    told: 0,
                    quiet: 0,
                };
                if quiet > 0 {
                    return Some(Knock::Quieted { count: quiet });
                }
            }
            let left = until.saturating_duration_since(Instant::now());
            // With refusals kept quiet, the window's end is news of its own.
            let window_left = self
                .window
                .length
                .saturating_sub(self.window.started.elapsed());
            let wait = if self.window.quiet > 0 {
                left.min(window_left)
            } else {
                left
            };
            let knock = match self.knocks.recv_timeout(wait) {
                Ok(knock) => knock,
                Err(mpsc::RecvTimeoutError::Timeout) if Instant::now() < until => continue,
                Err(_) => return None,
            };
            match knock {
                Knock::Refused { .. } if self.window.told >= TOLD_PER_WINDOW => {
                    self.window.quiet += 1;
                }
                knock @ Knock::Refused { .. } => {
                    self.window.told += 1;
                    return Some(knock);
                }
                knock => return Some(knock),
            }
        }
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        self.closed.store(true, Ordering::Relaxed);
        // Wakes the listener's `accept` so that its thread sees it is closed.
        let _ = TcpStream::connect_timeout(&self.address, Duration::from_millis(200));
    }
}

/// The handshake with one connection, then its first message, all within
/// [`HANDSHAKE_TIME`].
fn greet(
    stream: TcpStream,
    secret: &Secret,
    hello: &[u8],
) -> Result<(Channel, Message, Message), NetError> {
    let deadline = Instant::now() + HANDSHAKE_TIME;
    let (mut channel, theirs) = secure::accept(stream, secret, hello, deadline)?;
    let hello = Message::from_bytes(&theirs).map_err(NetError::Garbled)?;
    if !matches!(hello, Message::Hello { .. }) {
        return Err(NetError::Garbled(
            "a first message that is not a hello".into(),
        ));
    }
    let join =
        Message::from_bytes(&channel.receiver.recv_by(deadline)?).map_err(NetError::Garbled)?;
    if !matches!(join, Message::Join { .. }) {
        return Err(NetError::Garbled(
            "a second message that is not a join".into(),
        ));
    }
    Ok((channel, hello, join))
}

/// The joiner's side: connects to `address`, greets with `hello`, sends `join`, and
/// returns the channel and the host's hello. The host's answer to the join (welcome or
/// refusal) is the channel's first message.
pub fn knock(
    address: &str,
    secret: &Secret,
    hello: &Message,
    join: &Message,
) -> Result<(Channel, Message), NetError> {
    let deadline = Instant::now() + HANDSHAKE_TIME;
    let stream = connect(address, deadline)?;
    let (mut channel, theirs) = secure::join(stream, secret, &hello.to_bytes(), deadline)?;
    let hello = Message::from_bytes(&theirs).map_err(NetError::Garbled)?;
    if !matches!(hello, Message::Hello { .. }) {
        return Err(NetError::Garbled(
            "a first message that is not a hello".into(),
        ));
    }
    channel.sender.send(&join.to_bytes())?;
    Ok((channel, hello))
}

/// Both ends of one game's connection over loopback, made as a host and a joiner make
/// theirs (the door, the secret, the hellos, the join): the host's channel, then the
/// joiner's. For tests and measurements of what is above the channel.
pub fn loopback_pair(names: [&str; 2]) -> Result<(Channel, Channel), NetError> {
    let secret = Secret::random().map_err(NetError::Closed)?;
    let hello = |name: &str| Message::Hello {
        program: super::protocol::PROGRAM.into(),
        name: name.into(),
    };
    let mut door = Door::open(
        "127.0.0.1:0".parse().expect("an address"),
        secret.clone(),
        hello(names[0]),
    )
    .map_err(NetError::Closed)?;
    let address = door.address().to_string();
    let (joiner, _) = knock(
        &address,
        &secret,
        &hello(names[1]),
        &Message::Join { game: None },
    )?;
    match door.next(HANDSHAKE_TIME) {
        Some(Knock::Player { channel, .. }) => Ok((channel, joiner)),
        Some(Knock::Refused { why, .. }) => Err(why),
        _ => Err(NetError::Slow),
    }
}

/// A connection to the first of `address`'s addresses that answers, by `deadline`.
fn connect(address: &str, deadline: Instant) -> Result<TcpStream, NetError> {
    use std::net::ToSocketAddrs;
    let addresses = address.to_socket_addrs().map_err(NetError::Closed)?;
    let mut last = None;
    for address in addresses {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break;
        }
        match TcpStream::connect_timeout(&address, left) {
            Ok(stream) => return Ok(stream),
            Err(e) => last = Some(e),
        }
    }
    Err(NetError::Closed(
        last.unwrap_or_else(|| std::io::ErrorKind::NotFound.into()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::PROGRAM;
    use crate::net::wire::{self, PROTOCOL};
    use std::io::Write;

    fn secret(byte: u8) -> Secret {
        Secret::from_bytes([byte; 16])
    }

    fn hello(name: &str) -> Message {
        Message::Hello {
            program: PROGRAM.into(),
            name: name.into(),
        }
    }

    fn join() -> Message {
        Message::Join { game: None }
    }

    /// A door that tells every refusal (a window of no length never fills).
    fn door() -> Door {
        Door::open("127.0.0.1:0".parse().unwrap(), secret(1), hello("Ana"))
            .unwrap()
            .quiet_window(Duration::ZERO)
    }

    /// The door's next refusal, its reason as the log says it.
    fn refusal(door: &mut Door) -> NetError {
        match door.next(Duration::from_secs(30)) {
            Some(Knock::Refused { why, .. }) => why,
            Some(Knock::Player { hello, .. }) => panic!("let in {hello:?}"),
            Some(Knock::Quieted { count }) => panic!("{count} kept quiet"),
            None => panic!("no knock"),
        }
    }

    fn raw(door: &Door, bytes: &[u8]) -> TcpStream {
        let mut stream = TcpStream::connect(door.address()).unwrap();
        stream.write_all(bytes).unwrap();
        stream
    }

    #[test]
    fn strangers_are_refused_while_the_door_waits_for_its_player() {
        let mut door = door();
        let address = door.address().to_string();
        // Half open: connected, and never a byte. It holds nobody up meanwhile.
        let _silent = TcpStream::connect(door.address()).unwrap();

        let wrong = knock(&address, &secret(2), &hello("Eve"), &join());
        assert!(matches!(wrong, Err(NetError::Secret)), "{:?}", wrong.err());
        assert!(matches!(refusal(&mut door), NetError::Secret));

        let _other = raw(&door, &wire::greeting(PROTOCOL + 1));
        assert!(
            matches!(refusal(&mut door), NetError::Protocol { theirs, .. } if theirs == PROTOCOL + 1)
        );

        let _random = raw(&door, &[0x9c, 0x01, 0xff, 0x00, 0x13, 0x37, 0x42]);
        assert!(matches!(
            refusal(&mut door),
            NetError::Stranger(wire::Stranger::NotMancala)
        ));

        let mut oversized = wire::greeting(PROTOCOL).to_vec();
        oversized.extend_from_slice(&[0xff, 0xfe]);
        let _oversized = raw(&door, &oversized);
        assert!(matches!(refusal(&mut door), NetError::Garbled(_)));

        let _browser = raw(&door, b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
        assert!(matches!(
            refusal(&mut door),
            NetError::Stranger(wire::Stranger::Http)
        ));

        // The player, at last.
        let (mut joiner, host_hello) = knock(&address, &secret(1), &hello("Ben"), &join()).unwrap();
        assert_eq!(host_hello, hello("Ana"));
        match door.next(Duration::from_secs(30)) {
            Some(Knock::Player {
                mut channel,
                hello: theirs,
                join: first,
            }) => {
                assert_eq!((theirs, first), (hello("Ben"), join()));
                channel.sender.send(&Message::Ping {}.to_bytes()).unwrap();
                let got = joiner
                    .receiver
                    .recv(Duration::from_secs(10))
                    .unwrap()
                    .unwrap();
                assert_eq!(Message::from_bytes(&got), Ok(Message::Ping {}));
            }
            _ => panic!("the player was not let in"),
        }
        // The silent one is dropped at the handshake's deadline.
        assert!(matches!(refusal(&mut door), NetError::Slow));
    }

    #[test]
    fn a_hello_that_is_not_one_is_refused() {
        let mut door = door();
        let address = door.address().to_string();
        let wrong = Message::Ping {};
        let _ = knock(&address, &secret(1), &wrong, &join());
        assert!(matches!(refusal(&mut door), NetError::Garbled(_)));
        let joined = knock(&address, &secret(1), &hello("Ben"), &Message::Bye {});
        assert!(joined.is_ok());
        assert!(matches!(refusal(&mut door), NetError::Garbled(_)));
    }

    #[test]
    fn a_flood_of_connections_is_told_in_one_line_after_the_first_few() {
        let mut door = door().quiet_window(Duration::from_secs(2));
        let _flood: Vec<TcpStream> = (0..TOLD_PER_WINDOW + 4)
            .map(|_| raw(&door, b"GET / HTTP/1.1\r\n\r\n"))
            .collect();
        // Told one by one (some greeted and found strangers, some closed unread as
        // more than the door greets at once), then the rest in one line.
        for _ in 0..TOLD_PER_WINDOW {
            assert!(matches!(
                refusal(&mut door),
                NetError::Stranger(_) | NetError::Crowded
            ));
        }
        match door.next(Duration::from_secs(30)) {
            Some(Knock::Quieted { count }) => assert_eq!(count, 4),
            _ => panic!("the rest not counted"),
        }
    }

    #[test]
    fn no_one_hosting_is_said_plainly() {
        // A port just freed: nobody listens there.
        let address = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .to_string();
        let error = knock(&address, &secret(1), &hello("Ben"), &join())
            .err()
            .unwrap();
        assert!(
            matches!(&error, NetError::Closed(e) if e.kind() == std::io::ErrorKind::ConnectionRefused)
        );
    }

    mod random_bytes {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

            /// Whatever bytes come after a right greeting, or in place of one, the
            /// door refuses them in one clean line and never lets them in.
            #[test]
            fn are_refused_in_one_line(greeted in any::<bool>(), bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
                let mut door = door();
                let mut sent = if greeted { wire::greeting(PROTOCOL).to_vec() } else { Vec::new() };
                sent.extend_from_slice(&bytes);
                let stream = raw(&door, &sent);
                // Closing our side ends a read that waits for more (the door may have
                // closed it already).
                let _ = stream.shutdown(std::net::Shutdown::Write);
                let why = refusal(&mut door);
                let line = why.to_string();
                prop_assert!(!line.contains('\n') && crate::words::text::is_clean(&line), "{:?}", line);
            }
        }
    }
}
