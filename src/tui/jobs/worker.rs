//! Work on a background thread, so the screen never waits: the one mechanism for the
//! computer's thinking, hints, a game's judging and a mistake's try.
//!
//! The job runs on its own thread with a cancel flag; its answer comes back over a
//! channel that the event loop looks at between keys. Setting the flag makes a search
//! answer at once with the best found so far ("move now"); dropping the [`Worker`]
//! sets it too, so abandoned work (undo, quit, a new position) stops soon and its
//! answer is never read.

use crate::engine::ai::Analysis;
use mancala_rules::Game;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// A job running in the background, answering a `T`.
pub struct Worker<T> {
    cancel: Arc<AtomicBool>,
    answer: Receiver<T>,
    started: Instant,
}

/// What [`Worker::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// Still working.
    Working,
    /// The job's answer.
    Done(T),
    /// The thread died without answering (a panic in the job).
    Failed,
}

/// A search for the computer or a hint: its answer is `None` when the game was over.
pub type Thinker = Worker<Option<Analysis>>;

/// The name of every job's thread: a panic there is a job's failure, which the panic
/// hook keeps for the app to end on (see [`crate::tui::terminal`]).
pub(crate) const JOB_THREAD: &str = "mancala-job";

impl<T: Send + 'static> Worker<T> {
    /// Run `job` on a new thread; it watches the flag it is given.
    pub fn spawn<F>(job: F) -> Worker<T>
    where
        F: FnOnce(&AtomicBool) -> T + Send + 'static,
    {
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, answer) = mpsc::channel();
        let flag = Arc::clone(&cancel);
        std::thread::Builder::new()
            .name(JOB_THREAD.into())
            .spawn(move || {
                // Nobody may be listening any more (the work was abandoned): that is fine.
                let _ = send.send(job(&flag));
            })
            .expect("a thread for a background job");
        Worker {
            cancel,
            answer,
            started: Instant::now(),
        }
    }
}

impl Thinker {
    /// Run `search` on a copy of `game` on a new thread.
    pub fn start<F>(game: &Game, search: F) -> Thinker
    where
        F: FnOnce(&Game, &AtomicBool) -> Option<Analysis> + Send + 'static,
    {
        let game = game.clone();
        Worker::spawn(move |cancel| search(&game, cancel))
    }
}

impl<T> Worker<T> {
    /// The answer, if the job has finished.
    pub fn poll(&self) -> Poll<T> {
        match self.answer.try_recv() {
            Ok(answer) => Poll::Done(answer),
            Err(TryRecvError::Empty) => Poll::Working,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }

    /// Ask for the best found so far, now (or for the job to stop).
    pub fn hurry(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether [`hurry`](Self::hurry) was asked (or the work abandoned).
    pub fn hurried(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The cancel flag the job watches, for tests that check it was set.
    pub(crate) fn cancel_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.cancel)
    }

    /// How long it has been working.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Wait for the answer (tests, and callers that have nothing else to do), at most
    /// `limit`; `Poll::Working` if it did not come.
    pub fn wait(&self, limit: Duration) -> Poll<T> {
        match self.answer.recv_timeout(limit) {
            Ok(answer) => Poll::Done(answer),
            Err(mpsc::RecvTimeoutError::Timeout) => Poll::Working,
            Err(mpsc::RecvTimeoutError::Disconnected) => Poll::Failed,
        }
    }
}

impl<T> Drop for Worker<T> {
    fn drop(&mut self) {
        self.hurry();
    }
}

/// A spinner frame for an elapsed time: a quarter-second step.
pub fn spinner(elapsed: Duration, ascii: bool) -> &'static str {
    const UNICODE: [&str; 8] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧"];
    // A dot going to and fro: the classic "|/-\\" would stand beside the "|" that
    // separates the status line's parts in ASCII.
    const ASCII: [&str; 4] = ["*  ", " * ", "  *", " * "];
    let step = (elapsed.as_millis() / 125) as usize;
    if ascii {
        ASCII[step % ASCII.len()]
    } else {
        UNICODE[step % UNICODE.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Rules;

    #[test]
    fn the_ascii_spinner_is_one_width_and_never_the_separator() {
        let frames: Vec<&str> = (0..8)
            .map(|k| spinner(Duration::from_millis(125 * k), true))
            .collect();
        assert!(
            frames.iter().all(|f| f.is_ascii() && f.len() == 3),
            "{frames:?}"
        );
        assert!(frames.iter().all(|f| !f.contains('|')), "{frames:?}");
        assert!(
            frames.windows(2).all(|w| w[0] != w[1]),
            "it moves: {frames:?}"
        );
    }

    #[test]
    fn hurrying_a_search_gets_its_answer_and_dropping_one_cancels_it() {
        let game = Game::new(Rules::hoyito(6)).unwrap();
        // A search that only answers once cancelled.
        let t = Thinker::start(&game, |g, cancel| {
            while !cancel.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
            crate::engine::ai::analyse(
                g,
                &crate::engine::ai::Budget::nodes(100),
                &AtomicBool::new(false),
                &crate::engine::tables::Tables::none(),
            )
        });
        assert_eq!(t.poll(), Poll::Working);
        t.hurry();
        match t.wait(Duration::from_secs(10)) {
            Poll::Done(Some(a)) => assert!(game.position().check(a.action).is_ok()),
            other => panic!("no answer after hurry: {other:?}"),
        }
        let t = Thinker::start(&game, |_, _| None);
        let flag = t.cancel_flag();
        drop(t);
        assert!(flag.load(Ordering::Relaxed), "dropping cancels");
    }
}
