//! The terminal's lifecycle: raw mode, the alternate screen, mouse reporting and the
//! hidden cursor are switched on by [`enter`] and always switched off again: by
//! [`leave`] on a normal exit or an error, by the panic hook before the panic message,
//! and by a signal handler on SIGTERM, SIGINT, SIGHUP and SIGQUIT (the program then
//! ends as the signal asks), and on SIGABRT (an allocation failure aborts).
//!
//! The handler may only do what is safe inside a signal handler: it writes one fixed
//! byte string with `write(2)` and puts back the terminal modes saved before raw mode
//! with `tcsetattr(3)`. Ctrl-C in raw mode is a key, not a signal; the app handles it.

use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

/// The sequence that undoes [`enter`]: CAN first, which ends any escape sequence a
/// half-written frame may have left open; mouse reporting off (every mode crossterm
/// turns on); the main screen back; the cursor shown.
const RESTORE: &[u8] =
    b"\x18\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?1049l\x1b[?25h";

/// The signals after which the terminal is restored before the program ends.
const SIGNALS: [libc::c_int; 5] = [
    libc::SIGTERM,
    libc::SIGINT,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGABRT,
];

/// Whether the terminal is in the app's modes now (restoring twice does no harm, but
/// a program that has left the TUI must not write escape sequences).
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// The terminal modes before raw mode, for the signal handler.
static SAVED_MODES: OnceLock<libc::termios> = OnceLock::new();
/// The thread that draws: only its panic ends the terminal app (a helper thread's
/// panic reaches it through `join`).
static DRAWING_THREAD: OnceLock<std::thread::ThreadId> = OnceLock::new();

/// The first panic of a helper thread (the computer's search) while the app ran: what
/// it said and where. Said then, it would land on the app's screen in raw mode and be
/// drawn over; the event loop ends the app with it instead, and it is said once the
/// terminal is back (see [`HelperPanicked`]).
static HELPER_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// The app ended because a helper thread panicked.
#[derive(Debug)]
pub struct HelperPanicked {
    /// The panic's message and where it happened.
    pub panic: String,
    /// What became of the game in play, as a sentence (or nothing).
    pub game: String,
}

impl std::fmt::Display for HelperPanicked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the computer's search stopped on an internal error (a bug in mancala): {}.{}",
            self.panic, self.game
        )
    }
}

impl std::error::Error for HelperPanicked {}

/// The panic of a helper thread since the app started, if one panicked.
pub fn helper_panic() -> Option<String> {
    HELPER_PANIC
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone()
}

/// Switch the terminal to the app's modes and return the ratatui terminal.
pub fn enter() -> std::io::Result<ratatui::DefaultTerminal> {
    save_modes();
    let _ = DRAWING_THREAD.set(std::thread::current().id());
    install_panic_hook();
    install_signal_handlers();
    ACTIVE.store(true, Ordering::SeqCst);
    let started = (|| {
        enable_raw_mode()?;
        execute!(std::io::stdout(), EnterAlternateScreen, EnableMouseCapture)?;
        ratatui::Terminal::new(ratatui::backend::CrosstermBackend::new(std::io::stdout()))
    })();
    if started.is_err() {
        leave();
    }
    started
}

/// Put the terminal back as it was. Safe to call more than once.
pub fn leave() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        let mut out = std::io::stdout().lock();
        let _ = out.flush();
        let _ = execute!(out, DisableMouseCapture, LeaveAlternateScreen, Show);
        let _ = out.write_all(&RESTORE[1..]);
        let _ = out.flush();
        let _ = disable_raw_mode();
    }
    uninstall_signal_handlers();
}

fn save_modes() {
    if SAVED_MODES.get().is_none() {
        // SAFETY: tcgetattr fills the termios it is given; a zeroed termios is valid.
        let mut modes: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(libc::STDIN_FILENO, &mut modes) } == 0 {
            let _ = SAVED_MODES.set(modes);
        }
    }
}

/// The restoring a signal handler can do: a `write` and a `tcsetattr`, nothing that
/// allocates or takes a lock.
fn restore_from_handler() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        // SAFETY: write(2) and tcsetattr(3) are async-signal-safe; RESTORE is static and
        // SAVED_MODES, once set, is never changed.
        unsafe {
            libc::write(libc::STDOUT_FILENO, RESTORE.as_ptr().cast(), RESTORE.len());
            if let Some(modes) = SAVED_MODES.get() {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, modes);
            }
        }
    }
}

extern "C" fn on_signal(signal: libc::c_int) {
    restore_from_handler();
    // End as the signal asks (the shell sees it), now that the terminal is back. For
    // SIGABRT from abort(3) (an allocation failure) this is what abort does next anyway.
    // SAFETY: signal(2) and raise(3) are async-signal-safe. The signal is blocked while
    // its handler runs, so it is delivered with the default action on return.
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}

fn install_signal_handlers() {
    let handler: extern "C" fn(libc::c_int) = on_signal;
    for signal in SIGNALS {
        // SAFETY: the handler only calls async-signal-safe functions.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = handler as libc::sighandler_t;
            libc::sigemptyset(&mut action.sa_mask);
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

fn uninstall_signal_handlers() {
    for signal in SIGNALS {
        // SAFETY: putting back the default action.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
        }
    }
}

/// A panic of the drawing thread restores the terminal first, so that its message is
/// readable. A helper thread's panic while the app runs is kept for the event loop,
/// which ends the app and has it said on the restored terminal (see [`HELPER_PANIC`]).
fn install_panic_hook() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if DRAWING_THREAD.get() == Some(&std::thread::current().id()) {
                leave();
            } else if ACTIVE.load(Ordering::SeqCst) {
                let mut first = HELPER_PANIC.lock().unwrap_or_else(PoisonError::into_inner);
                // The first says what went wrong (a search's own threads' panic ends
                // the search's thread with a second one).
                first.get_or_insert_with(|| describe(info));
                return;
            }
            previous(info);
        }));
    });
}

/// A panic's message and place, on one line: `index out of bounds (src/ai/search.rs:88)`.
fn describe(info: &std::panic::PanicHookInfo) -> String {
    let payload = info.payload();
    let what = (payload.downcast_ref::<&str>().copied())
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("no message");
    let what = crate::text::escape_for_terminal(what, crate::text::PATH_CHARS);
    match info.location() {
        Some(at) => format!("{what} ({}:{})", at.file(), at.line()),
        None => what,
    }
}
