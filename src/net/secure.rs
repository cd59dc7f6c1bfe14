//! The encrypted, authenticated channel between the two players.
//!
//! Noise (the `snow` crate) with the pattern `NNpsk0`: fresh keys on both sides for
//! every connection, mixed with the invitation's secret as the pre-shared key, so that
//! only someone holding the secret can make the first message the host accepts, and
//! everything after it is encrypted and authenticated. The clear greetings (protocol
//! numbers) are the handshake's prologue: a tampered greeting breaks the handshake.
//!
//! The first message (joiner to host) carries the joiner's hello, the second (host to
//! joiner) the host's answer; then the joiner sends one transport message, which proves
//! it holds this connection's keys (a replayed first message cannot), and only then
//! does the host count the connection as its player's.
//!
//! Messages are JSON texts of any length up to [`MAX_MESSAGE`], cut into frames of at
//! most a Noise message each.

use super::invitation::Secret;
use super::wire::{self, MAX_FRAME, PROTOCOL, Stranger};
use std::io;
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PATTERN: &str = "Noise_NNpsk0_25519_ChaChaPoly_BLAKE2s";
/// Noise's authentication tag on every message.
const TAG: usize = 16;
/// The largest message, whole: a record of a very long game fits.
pub const MAX_MESSAGE: usize = 16 * 1024 * 1024;
/// The largest handshake payload (a hello or a welcome without its record).
const MAX_HANDSHAKE: usize = 4096;
/// How long a connecting side has for the whole handshake.
pub const HANDSHAKE_TIME: Duration = Duration::from_secs(10);
/// How long the rest of a message may take once its first byte has come.
const MESSAGE_TIME: Duration = Duration::from_secs(30);

/// Why a connection failed or ended.
#[derive(Debug)]
pub enum NetError {
    /// The other end is not a mancala program.
    Stranger(Stranger),
    /// It speaks another protocol.
    Protocol { ours: u16, theirs: u16 },
    /// It did not know the secret (or the bytes were changed on the way).
    Secret,
    /// It sent something this program does not read: a message over the limit, bad
    /// JSON, a message out of place. Said in English for the log.
    Garbled(String),
    /// Too slow: the deadline passed.
    Slow,
    /// Too many connections at once: this one was closed unread.
    Crowded,
    /// The connection closed or broke.
    Closed(io::Error),
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::t;
        let text = match self {
            NetError::Stranger(Stranger::Http) => t!("net-error-http"),
            NetError::Stranger(Stranger::NotMancala) => t!("net-error-stranger"),
            NetError::Protocol { ours, theirs } => {
                t!(
                    "net-error-protocol",
                    ours = *ours as i64,
                    theirs = *theirs as i64
                )
            }
            NetError::Secret => t!("net-error-secret"),
            NetError::Garbled(what) => t!("net-error-garbled", what = what.as_str()),
            NetError::Slow => t!("net-error-slow"),
            NetError::Crowded => t!("net-error-crowded"),
            NetError::Closed(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                t!("net-error-closed")
            }
            NetError::Closed(e) if e.kind() == io::ErrorKind::ConnectionRefused => {
                t!("net-error-no-host")
            }
            NetError::Closed(e) => t!(
                "net-error-broken",
                error = crate::store::record::io_reason(e)
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for NetError {}

impl From<io::Error> for NetError {
    fn from(e: io::Error) -> NetError {
        match e.kind() {
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => NetError::Slow,
            io::ErrorKind::InvalidData => NetError::Garbled(e.to_string()),
            _ => NetError::Closed(e),
        }
    }
}

/// A connection whose handshake is done: the peer's hello (or welcome) and the two
/// halves of the channel.
pub struct Channel {
    pub sender: Sender,
    pub receiver: Receiver,
    pub peer: SocketAddr,
}

/// The half that sends.
pub struct Sender {
    stream: TcpStream,
    noise: Arc<snow::StatelessTransportState>,
    nonce: u64,
}

/// The half that receives.
pub struct Receiver {
    stream: TcpStream,
    noise: Arc<snow::StatelessTransportState>,
    nonce: u64,
}

fn handshake_state(secret: &Secret, prologue: &[u8], initiator: bool) -> snow::HandshakeState {
    let psk = secret.psk();
    let builder = snow::Builder::new(PATTERN.parse().expect("a valid Noise pattern"))
        .psk(0, &psk)
        .and_then(|b| b.prologue(prologue))
        .expect("a 32-byte key and a prologue are always taken");
    let built = if initiator {
        builder.build_initiator()
    } else {
        builder.build_responder()
    };
    built.expect("the default resolver has every primitive of the pattern")
}

fn split(stream: TcpStream, noise: snow::HandshakeState) -> Result<Channel, NetError> {
    let noise = Arc::new(
        noise
            .into_stateless_transport_mode()
            .map_err(|e| NetError::Garbled(e.to_string()))?,
    );
    let peer = stream.peer_addr()?;
    let sender = Sender {
        stream: stream.try_clone()?,
        noise: noise.clone(),
        nonce: 0,
    };
    let receiver = Receiver {
        stream,
        noise,
        nonce: 0,
    };
    Ok(Channel {
        sender,
        receiver,
        peer,
    })
}

/// Greets, reads the other side's greeting by `deadline` and checks its protocol. The
/// prologue both sides then bind into the handshake: the joiner's greeting, the host's.
fn greet(stream: &mut TcpStream, joiner: bool, deadline: Instant) -> Result<Vec<u8>, NetError> {
    use std::io::Write;
    let ours = wire::greeting(PROTOCOL);
    let mut theirs = [0u8; 6];
    if joiner {
        stream.write_all(&ours)?;
        wire::read_exact_by(stream, &mut theirs, deadline)?;
    } else {
        // The host says nothing to a stranger: it reads first.
        wire::read_exact_by(stream, &mut theirs, deadline)?;
        let protocol = wire::read_greeting(&theirs).map_err(NetError::Stranger)?;
        stream.write_all(&ours)?;
        if protocol != PROTOCOL {
            return Err(NetError::Protocol {
                ours: PROTOCOL,
                theirs: protocol,
            });
        }
    }
    let protocol = wire::read_greeting(&theirs).map_err(NetError::Stranger)?;
    if protocol != PROTOCOL {
        return Err(NetError::Protocol {
            ours: PROTOCOL,
            theirs: protocol,
        });
    }
    Ok(if joiner {
        [ours, theirs].concat()
    } else {
        [theirs, ours].concat()
    })
}

/// The joiner's side of the handshake on a connected `stream`, by `deadline` (normally
/// [`HANDSHAKE_TIME`] from now): sends `hello` (at most 4 KiB), returns the channel and
/// the host's hello. The first message the caller then sends proves the keys to the host.
pub fn join(
    mut stream: TcpStream,
    secret: &Secret,
    hello: &[u8],
    deadline: Instant,
) -> Result<(Channel, Vec<u8>), NetError> {
    assert!(hello.len() <= MAX_HANDSHAKE, "a hello is small");
    stream.set_nodelay(true)?;
    let prologue = greet(&mut stream, true, deadline)?;
    let mut noise = handshake_state(secret, &prologue, true);
    send_handshake(&mut stream, &mut noise, hello)?;
    // A host that does not know the secret cannot answer; one that closes here has
    // refused the secret (it says nothing to a stranger).
    let payload = match read_handshake(&mut stream, &mut noise, deadline) {
        Err(NetError::Closed(e)) if e.kind() == io::ErrorKind::UnexpectedEof => {
            return Err(NetError::Secret);
        }
        other => other?,
    };
    Ok((split(stream, noise)?, payload))
}

/// The host's side of the handshake on an accepted `stream`: reads the joiner's hello,
/// answers with `hello`. Everything is read by `deadline` (normally [`HANDSHAKE_TIME`]
/// from now), so a silent or slow connection is dropped then. The caller must
/// then receive the joiner's first message (by [`Receiver::recv_by`]) before it counts
/// the connection as its player's.
pub fn accept(
    mut stream: TcpStream,
    secret: &Secret,
    hello: &[u8],
    deadline: Instant,
) -> Result<(Channel, Vec<u8>), NetError> {
    assert!(hello.len() <= MAX_HANDSHAKE, "a hello is small");
    stream.set_nodelay(true)?;
    let prologue = greet(&mut stream, false, deadline)?;
    let mut noise = handshake_state(secret, &prologue, false);
    let payload = read_handshake(&mut stream, &mut noise, deadline)?;
    send_handshake(&mut stream, &mut noise, hello)?;
    Ok((split(stream, noise)?, payload))
}

/// Writes the handshake's next message, carrying `payload`.
fn send_handshake(
    stream: &mut TcpStream,
    noise: &mut snow::HandshakeState,
    payload: &[u8],
) -> Result<(), NetError> {
    let mut buf = vec![0u8; MAX_FRAME];
    let n = noise
        .write_message(payload, &mut buf)
        .map_err(|e| NetError::Garbled(e.to_string()))?;
    Ok(wire::write_frame(stream, &buf[..n])?)
}

/// Reads the handshake's next message by `deadline`: its payload. One that does not
/// decrypt was not made with the secret.
fn read_handshake(
    stream: &mut TcpStream,
    noise: &mut snow::HandshakeState,
    deadline: Instant,
) -> Result<Vec<u8>, NetError> {
    let message = wire::read_frame(stream, MAX_HANDSHAKE + 64 + TAG, deadline)?;
    let mut payload = vec![0u8; MAX_FRAME];
    let n = noise
        .read_message(&message, &mut payload)
        .map_err(|_| NetError::Secret)?;
    payload.truncate(n);
    Ok(payload)
}

/// The most plaintext one frame carries: a Noise message less its tag and the byte
/// that says whether more frames follow.
const CHUNK: usize = MAX_FRAME - TAG - 1;

impl Sender {
    /// Sends one message, in as many frames as it needs.
    pub fn send(&mut self, message: &[u8]) -> Result<(), NetError> {
        if message.len() > MAX_MESSAGE {
            return Err(NetError::Garbled(format!(
                "a message of {} bytes",
                message.len()
            )));
        }
        let mut chunks = message.chunks(CHUNK).peekable();
        let mut buf = vec![0u8; MAX_FRAME];
        let mut plain = Vec::with_capacity(CHUNK + 1);
        // An empty message is one empty frame.
        let mut first = true;
        while first || chunks.peek().is_some() {
            first = false;
            let chunk = chunks.next().unwrap_or(&[]);
            plain.clear();
            plain.push(u8::from(chunks.peek().is_some()));
            plain.extend_from_slice(chunk);
            let n = self
                .noise
                .write_message(self.nonce, &plain, &mut buf)
                .map_err(|e| NetError::Garbled(e.to_string()))?;
            self.nonce += 1;
            wire::write_frame(&mut self.stream, &buf[..n])?;
        }
        Ok(())
    }

    /// Closes the connection both ways (the receiving half sees its end).
    pub fn close(&self) {
        let _ = self.stream.shutdown(std::net::Shutdown::Both);
    }
}

impl Receiver {
    /// The next message, or `None` when none began within `idle`. Once its first byte
    /// has come, the rest must follow within 30 s.
    pub fn recv(&mut self, idle: Duration) -> Result<Option<Vec<u8>>, NetError> {
        self.stream
            .set_read_timeout(Some(idle.max(Duration::from_millis(1))))?;
        let mut byte = [0u8; 1];
        match self.stream.peek(&mut byte) {
            Ok(0) => return Err(NetError::Closed(io::ErrorKind::UnexpectedEof.into())),
            Ok(_) => {}
            Err(e) if wire::is_timeout(&e) || e.kind() == io::ErrorKind::Interrupted => {
                return Ok(None);
            }
            Err(e) => return Err(e.into()),
        }
        self.recv_by(Instant::now() + MESSAGE_TIME).map(Some)
    }

    /// The next message, whole, by `deadline`.
    pub fn recv_by(&mut self, deadline: Instant) -> Result<Vec<u8>, NetError> {
        let mut message = Vec::new();
        let mut plain = vec![0u8; MAX_FRAME];
        loop {
            let frame = wire::read_frame(&mut self.stream, MAX_FRAME, deadline)?;
            let n = self
                .noise
                .read_message(self.nonce, &frame, &mut plain)
                .map_err(|_| NetError::Garbled("a message that does not decrypt".into()))?;
            self.nonce += 1;
            let Some((&more, chunk)) = plain[..n].split_first() else {
                return Err(NetError::Garbled("an empty frame".into()));
            };
            if message.len() + chunk.len() > MAX_MESSAGE {
                return Err(NetError::Garbled(format!(
                    "a message over {MAX_MESSAGE} bytes"
                )));
            }
            message.extend_from_slice(chunk);
            match more {
                0 => return Ok(message),
                1 => continue,
                _ => {
                    return Err(NetError::Garbled(
                        "a frame flag that is neither 0 nor 1".into(),
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpListener;
    use std::thread;

    /// A handshake's outcome: the channel and the other side's hello, or why not.
    type Shaken = Result<(Channel, Vec<u8>), NetError>;

    fn secret(byte: u8) -> Secret {
        Secret::from_bytes([byte; 16])
    }

    fn soon() -> Instant {
        Instant::now() + Duration::from_secs(10)
    }

    /// A listener, and the host's side of one connection run in a thread.
    fn host(host_secret: Secret, deadline: Duration) -> (SocketAddr, thread::JoinHandle<Shaken>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let handle = thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            accept(
                stream,
                &host_secret,
                b"host hello",
                Instant::now() + deadline,
            )
        });
        (address, handle)
    }

    #[test]
    fn the_right_secret_opens_a_channel_both_ways() {
        let (address, host) = host(secret(1), Duration::from_secs(10));
        let stream = TcpStream::connect(address).unwrap();
        let (mut joiner, their_hello) = join(stream, &secret(1), b"joiner hello", soon()).unwrap();
        assert_eq!(their_hello, b"host hello");
        let (mut host, their_hello) = host.join().unwrap().unwrap();
        assert_eq!(their_hello, b"joiner hello");
        // A message longer than a frame, and an empty one.
        let long: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        joiner.sender.send(&long).unwrap();
        joiner.sender.send(b"").unwrap();
        assert_eq!(host.receiver.recv_by(soon()).unwrap(), long);
        assert_eq!(host.receiver.recv_by(soon()).unwrap(), b"");
        host.sender.send(b"back").unwrap();
        assert_eq!(
            joiner
                .receiver
                .recv(Duration::from_secs(10))
                .unwrap()
                .unwrap(),
            b"back"
        );
        // Nothing more: a quiet connection is not an error.
        assert_eq!(
            joiner.receiver.recv(Duration::from_millis(50)).unwrap(),
            None
        );
        host.sender.close();
        assert!(matches!(
            joiner.receiver.recv(Duration::from_secs(10)),
            Err(NetError::Closed(_))
        ));
    }

    #[test]
    fn a_wrong_secret_is_refused_on_both_sides() {
        let (address, host) = host(secret(1), Duration::from_secs(10));
        let stream = TcpStream::connect(address).unwrap();
        let joined = join(stream, &secret(2), b"joiner hello", soon());
        assert!(matches!(host.join().unwrap(), Err(NetError::Secret)));
        assert!(
            matches!(joined, Err(NetError::Secret)),
            "{:?}",
            joined.err()
        );
    }

    /// What a raw client gets when it sends `bytes` and closes its writing half.
    fn raw(bytes: &[u8], deadline: Duration) -> (Shaken, Vec<u8>) {
        let (address, host) = host(secret(1), deadline);
        let mut stream = TcpStream::connect(address).unwrap();
        stream.write_all(bytes).unwrap();
        let result = host.join().unwrap();
        let mut answer = Vec::new();
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let _ = stream.read_to_end(&mut answer);
        (result, answer)
    }

    #[test]
    fn a_web_browser_is_told_apart_and_gets_no_answer() {
        let (result, answer) = raw(
            b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
            Duration::from_secs(10),
        );
        assert!(matches!(result, Err(NetError::Stranger(Stranger::Http))));
        assert_eq!(answer, b"");
    }

    #[test]
    fn random_bytes_are_a_stranger() {
        let (result, _) = raw(
            &[0x16, 3, 1, 0, 0xa5, 1, 0, 0, 0xa1],
            Duration::from_secs(10),
        );
        assert!(matches!(
            result,
            Err(NetError::Stranger(Stranger::NotMancala))
        ));
    }

    #[test]
    fn another_protocol_is_refused_naming_both() {
        let (result, answer) = raw(&wire::greeting(PROTOCOL + 1), Duration::from_secs(10));
        match result {
            Err(NetError::Protocol { ours, theirs }) => {
                assert_eq!((ours, theirs), (PROTOCOL, PROTOCOL + 1))
            }
            other => panic!("{:?}", other.err()),
        }
        // The joiner learns the host's protocol from its greeting.
        assert_eq!(answer, wire::greeting(PROTOCOL));
    }

    #[test]
    fn an_oversized_first_message_is_refused_unread() {
        let mut bytes = wire::greeting(PROTOCOL).to_vec();
        bytes.extend_from_slice(&[0xff, 0xff]);
        let (result, _) = raw(&bytes, Duration::from_secs(10));
        assert!(
            matches!(result, Err(NetError::Garbled(_))),
            "{:?}",
            result.err()
        );
    }

    #[test]
    fn a_silent_or_slow_connection_is_dropped_at_the_deadline() {
        let (result, _) = raw(b"", Duration::from_millis(300));
        assert!(matches!(result, Err(NetError::Slow)), "{:?}", result.err());
        let (result, _) = raw(&wire::greeting(PROTOCOL)[..3], Duration::from_millis(300));
        assert!(matches!(result, Err(NetError::Slow)), "{:?}", result.err());
    }

    #[test]
    fn a_tampered_frame_does_not_decrypt() {
        let (address, host) = host(secret(1), Duration::from_secs(10));
        let stream = TcpStream::connect(address).unwrap();
        let (joiner, _) = join(stream, &secret(1), b"hi", soon()).unwrap();
        let (mut host, _) = host.join().unwrap().unwrap();
        // A frame of the right length whose bytes were not made with the keys.
        let mut stream = joiner.sender.stream.try_clone().unwrap();
        wire::write_frame(&mut stream, &[7u8; 40]).unwrap();
        assert!(matches!(
            host.receiver.recv_by(soon()),
            Err(NetError::Garbled(_))
        ));
    }

    #[test]
    fn errors_are_said_in_one_clean_line() {
        let errors = [
            NetError::Stranger(Stranger::Http),
            NetError::Stranger(Stranger::NotMancala),
            NetError::Protocol { ours: 1, theirs: 2 },
            NetError::Secret,
            NetError::Garbled("x".into()),
            NetError::Slow,
            NetError::Crowded,
            NetError::Closed(io::ErrorKind::UnexpectedEof.into()),
            NetError::Closed(io::ErrorKind::ConnectionReset.into()),
        ];
        for error in errors {
            let text = error.to_string();
            assert!(!text.is_empty() && !text.contains('\n'), "{text:?}");
            assert!(crate::words::text::is_clean(&text), "{text:?}");
        }
    }
}
