//! Bytes on the connection before and under the encryption: the clear greeting that
//! says "a mancala program, protocol N", and frames (a two-byte length, then that many
//! bytes), each read by a deadline so that a slow or silent sender cannot hold a side.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The protocol this program speaks. Raise it when a message changes meaning; the
/// handshake refuses a peer that speaks another, naming both.
pub const PROTOCOL: u16 = 1;

/// What every connection starts with, in clear: these four bytes, then the protocol
/// number (two bytes, big-endian).
const MAGIC: &[u8; 4] = b"MNCL";

/// The greeting of one side: the protocol it speaks.
pub fn greeting(protocol: u16) -> [u8; 6] {
    let [hi, lo] = protocol.to_be_bytes();
    [MAGIC[0], MAGIC[1], MAGIC[2], MAGIC[3], hi, lo]
}

/// What the other end sent in place of a greeting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stranger {
    /// It speaks HTTP: a web browser, or a scanner that tries one.
    Http,
    /// Some other bytes.
    NotMancala,
}

/// The peer's protocol, from its greeting.
pub fn read_greeting(bytes: &[u8; 6]) -> Result<u16, Stranger> {
    if &bytes[..4] == MAGIC {
        return Ok(u16::from_be_bytes([bytes[4], bytes[5]]));
    }
    const HTTP: [&[u8]; 9] = [
        b"GET ", b"POST", b"HEAD", b"PUT ", b"DELE", b"OPTI", b"CONN", b"PATC", b"TRAC",
    ];
    if HTTP.iter().any(|verb| bytes.starts_with(verb)) {
        Err(Stranger::Http)
    } else {
        Err(Stranger::NotMancala)
    }
}

/// The largest frame: the most a Noise message can be.
pub const MAX_FRAME: usize = 65_535;

/// Reads exactly `buf.len()` bytes before `deadline`, or fails with `TimedOut`
/// (a slow sender) or `UnexpectedEof` (the other end closed).
pub fn read_exact_by(stream: &mut TcpStream, buf: &mut [u8], deadline: Instant) -> io::Result<()> {
    let mut filled = 0;
    while filled < buf.len() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(io::ErrorKind::TimedOut, "too slow"));
        }
        stream.set_read_timeout(Some(left.max(Duration::from_millis(1))))?;
        match stream.read(&mut buf[filled..]) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => filled += n,
            Err(e) if is_timeout(&e) || e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Whether a read error only says that a read timeout passed.
pub fn is_timeout(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
    )
}

/// One frame: its length (up to `limit`), then its bytes, all before `deadline`.
pub fn read_frame(stream: &mut TcpStream, limit: usize, deadline: Instant) -> io::Result<Vec<u8>> {
    let mut len = [0u8; 2];
    read_exact_by(stream, &mut len, deadline)?;
    let len = u16::from_be_bytes(len) as usize;
    if len > limit {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("a message of {len} bytes, over the limit of {limit}"),
        ));
    }
    let mut bytes = vec![0u8; len];
    read_exact_by(stream, &mut bytes, deadline)?;
    Ok(bytes)
}

/// Writes one frame.
pub fn write_frame(stream: &mut TcpStream, bytes: &[u8]) -> io::Result<()> {
    let len = u16::try_from(bytes.len())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "frame too long"))?;
    let mut out = Vec::with_capacity(2 + bytes.len());
    out.extend_from_slice(&len.to_be_bytes());
    out.extend_from_slice(bytes);
    stream.write_all(&out)?;
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::TcpListener;

    #[test]
    fn greetings_are_told_apart() {
        assert_eq!(read_greeting(&greeting(7)), Ok(7));
        assert_eq!(read_greeting(b"GET / "), Err(Stranger::Http));
        assert_eq!(
            read_greeting(b"\x16\x03\x01\x02\x00\x01"),
            Err(Stranger::NotMancala)
        );
    }

    fn pair() -> (TcpStream, TcpStream) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let a = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (b, _) = listener.accept().unwrap();
        (a, b)
    }

    #[test]
    fn a_frame_arrives_whole() {
        let (mut a, mut b) = pair();
        write_frame(&mut a, b"hello").unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        assert_eq!(read_frame(&mut b, 100, deadline).unwrap(), b"hello");
    }

    #[test]
    fn a_frame_over_the_limit_is_refused_before_it_is_read() {
        let (mut a, mut b) = pair();
        a.write_all(&[0xff, 0xff]).unwrap();
        let deadline = Instant::now() + Duration::from_secs(5);
        let error = read_frame(&mut b, 100, deadline).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        assert!(error.to_string().contains("65535 bytes"), "{error}");
    }

    #[test]
    fn a_slow_sender_meets_the_deadline() {
        let (mut a, mut b) = pair();
        // Half a length, then nothing.
        a.write_all(&[0]).unwrap();
        let deadline = Instant::now() + Duration::from_millis(200);
        let error = read_frame(&mut b, 100, deadline).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    }

    #[test]
    fn a_closed_connection_is_an_end_of_file() {
        let (a, mut b) = pair();
        drop(a);
        let deadline = Instant::now() + Duration::from_secs(5);
        let error = read_frame(&mut b, 100, deadline).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof);
    }
}
