//! Typed lines read on a thread of their own, so that plain mode can wait for two
//! things at once: the other player's move over the network, and a line typed
//! meanwhile (chat, board, quit).

use std::collections::VecDeque;
use std::io::{BufRead, Read};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Lines from standard input (or any reader), read ahead on a thread.
pub struct Lines {
    inner: Arc<Mutex<Inner>>,
    /// The line being read, and how much of it has been.
    current: Vec<u8>,
    at: usize,
}

struct Inner {
    lines: mpsc::Receiver<Vec<u8>>,
    /// Lines received while asking whether one was waiting, not yet read.
    staged: VecDeque<Vec<u8>>,
    /// The reader has ended (end of input, or an error).
    ended: bool,
}

impl Lines {
    /// Reads `source` line by line on a thread.
    pub fn new(mut source: impl BufRead + Send + 'static) -> Lines {
        let (tell, lines) = mpsc::channel();
        let _ = std::thread::Builder::new()
            .name("typed lines".into())
            .spawn(move || {
                loop {
                    let mut line = Vec::new();
                    match source.read_until(b'\n', &mut line) {
                        Ok(0) | Err(_) => return,
                        Ok(_) => {
                            if tell.send(line).is_err() {
                                return;
                            }
                        }
                    }
                }
            });
        let inner = Inner {
            lines,
            staged: VecDeque::new(),
            ended: false,
        };
        Lines {
            inner: Arc::new(Mutex::new(inner)),
            current: Vec::new(),
            at: 0,
        }
    }

    /// A handle that says whether a line (or the end of the input) is waiting, waiting
    /// for one at most the time it is given.
    pub fn pending(&self) -> impl FnMut(Duration) -> bool + use<> {
        let inner = self.inner.clone();
        move |wait| {
            let mut inner = inner.lock().expect("not poisoned");
            if !inner.staged.is_empty() || inner.ended {
                return true;
            }
            match inner.lines.recv_timeout(wait) {
                Ok(line) => {
                    inner.staged.push_back(line);
                    true
                }
                Err(RecvTimeoutError::Timeout) => false,
                Err(RecvTimeoutError::Disconnected) => {
                    inner.ended = true;
                    true
                }
            }
        }
    }
}

impl Read for Lines {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Lines {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.current.len() {
            let mut inner = self.inner.lock().expect("not poisoned");
            let next = match inner.staged.pop_front() {
                Some(line) => Some(line),
                None if inner.ended => None,
                None => inner.lines.recv().ok(),
            };
            match next {
                Some(line) => {
                    self.current = line;
                    self.at = 0;
                }
                None => {
                    inner.ended = true;
                    self.current.clear();
                    self.at = 0;
                }
            }
        }
        Ok(&self.current[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.current.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_whole_and_waiting_ones_are_told() {
        let mut lines = Lines::new(std::io::Cursor::new(b"c1\nchat hola\n".to_vec()));
        let mut pending = lines.pending();
        assert!(pending(Duration::from_secs(5)));
        let mut line = String::new();
        lines.read_line(&mut line).unwrap();
        assert_eq!(line, "c1\n");
        line.clear();
        lines.read_line(&mut line).unwrap();
        assert_eq!(line, "chat hola\n");
        // The end of the input is waiting too: it is what is read next.
        assert!(pending(Duration::from_secs(5)));
        line.clear();
        assert_eq!(lines.read_line(&mut line).unwrap(), 0);
    }

    #[test]
    fn nothing_typed_is_not_waiting() {
        // A reader that never ends nor gives a line: a pipe held open.
        let (_keep, reader) = std::os::unix::net::UnixStream::pair().unwrap();
        let lines = Lines::new(std::io::BufReader::new(reader));
        let mut pending = lines.pending();
        assert!(!pending(Duration::from_millis(50)));
    }
}
