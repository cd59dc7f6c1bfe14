//! The terminal's lifecycle: raw mode, the alternate screen, mouse reporting and the
//! hidden cursor are switched on by [`enter`] and always switched off again: by
//! [`leave`] on a normal exit or an error, by the panic hook before the panic message,
//! and by a signal handler on SIGTERM, SIGINT, SIGHUP and SIGQUIT (the program then
//! ends as the signal asks), and on SIGABRT (an allocation failure aborts).
//!
//! The handler may only do what is safe inside a signal handler: it writes one fixed
//! byte string with `write(2)` and puts back the terminal modes saved before raw mode
//! with `tcsetattr(3)`. Ctrl-C in raw mode is a key, not a signal; the app handles it.
//!
//! Job control, as vim and less do it: SIGTSTP (`kill -TSTP`, or Ctrl-Z, a key in raw
//! mode that the event loop turns into the signal with [`suspend`]) restores the
//! terminal and stops the program; when it is continued (`fg`, SIGCONT) the handler
//! puts the app's modes back, and the event loop, woken by a SIGWINCH the handler sends
//! (crossterm reads it as a resize), draws the screen whole ([`take_resumed`]). The same
//! handlers, the same rule: only `write`, `tcsetattr`, `sigaction`, `pthread_sigmask`,
//! `raise`, `kill` and atomics.

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

/// Whether the app runs: between [`enter`] and [`leave`]. Only then does a program
/// continued after a stop take the app's modes again.
static RUNNING: AtomicBool = AtomicBool::new(false);
/// The app's raw modes, to put back when the program is continued after a stop.
static RAW_MODES: OnceLock<libc::termios> = OnceLock::new();
/// The program was continued after a stop: its screen is gone, the loop draws it whole.
static RESUMED: AtomicBool = AtomicBool::new(false);

/// The sequence that puts the app's modes back after a stop: CAN (see [`RESTORE`]),
/// the alternate screen, mouse reporting as crossterm's `EnableMouseCapture` turns it
/// on, the cursor hidden.
const REENTER: &[u8] =
    b"\x18\x1b[?1049h\x1b[?1000h\x1b[?1002h\x1b[?1003h\x1b[?1015h\x1b[?1006h\x1b[?25l";

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
        let said = crate::t!("app-panic", panic = &self.panic);
        write!(f, "{said}{}", self.game)
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
    RUNNING.store(true, Ordering::SeqCst);
    ACTIVE.store(true, Ordering::SeqCst);
    let started = (|| {
        enable_raw_mode()?;
        save_raw_modes();
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
    RUNNING.store(false, Ordering::SeqCst);
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

fn save_raw_modes() {
    if RAW_MODES.get().is_none() {
        // SAFETY: as in save_modes.
        let mut modes: libc::termios = unsafe { std::mem::zeroed() };
        if unsafe { libc::tcgetattr(libc::STDIN_FILENO, &mut modes) } == 0 {
            let _ = RAW_MODES.set(modes);
        }
    }
}

/// The restoring a signal handler can do: a `write` and a `tcsetattr`, nothing that
/// allocates or takes a lock. Whether the terminal was in the app's modes.
fn restore_from_handler() -> bool {
    let was_active = ACTIVE.swap(false, Ordering::SeqCst);
    if was_active {
        // SAFETY: write(2) and tcsetattr(3) are async-signal-safe; RESTORE is static and
        // SAVED_MODES, once set, is never changed.
        unsafe {
            libc::write(libc::STDOUT_FILENO, RESTORE.as_ptr().cast(), RESTORE.len());
            if let Some(modes) = SAVED_MODES.get() {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, modes);
            }
        }
    }
    was_active
}

/// The app's modes back after a stop, from a signal handler: the raw modes first (in
/// the background that stops the program again until `fg`, before anything is
/// written), then the screen modes; the event loop is woken to draw it all.
fn reenter_from_handler() {
    // SAFETY: tcsetattr(3), write(2), getpid(2) and kill(2) are async-signal-safe;
    // RAW_MODES and REENTER, once set, never change.
    unsafe {
        if let Some(modes) = RAW_MODES.get() {
            libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, modes);
        }
        libc::write(libc::STDOUT_FILENO, REENTER.as_ptr().cast(), REENTER.len());
    }
    ACTIVE.store(true, Ordering::SeqCst);
    RESUMED.store(true, Ordering::SeqCst);
    // SAFETY: as above. crossterm's event reader wakes on SIGWINCH with a resize.
    unsafe {
        libc::kill(libc::getpid(), libc::SIGWINCH);
    }
}

/// SIGTSTP: the terminal back as it was, then stop as a shell job; continued, the
/// app's modes again.
extern "C" fn on_stop(_: libc::c_int) {
    let was_active = restore_from_handler();
    // SAFETY: signal(2), pthread_sigmask(3), raise(3) and sigaction(2) are
    // async-signal-safe. SIGTSTP is blocked while its handler runs: unblocked, raised
    // with its default action, it stops the program here, until SIGCONT. (In an
    // orphaned process group the stop is discarded and the program simply goes on.)
    unsafe {
        libc::signal(libc::SIGTSTP, libc::SIG_DFL);
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGTSTP);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        libc::raise(libc::SIGTSTP);
        install(libc::SIGTSTP, on_stop);
    }
    if was_active && RUNNING.load(Ordering::SeqCst) {
        reenter_from_handler();
    }
}

/// SIGCONT after a stop the app did not see (SIGSTOP cannot be caught): the shell
/// may have changed the terminal's modes meanwhile, so they are put back, and the
/// screen is drawn again. (After SIGTSTP, [`on_stop`] does it, as it goes on.)
extern "C" fn on_continue(_: libc::c_int) {
    if RUNNING.load(Ordering::SeqCst) && ACTIVE.load(Ordering::SeqCst) {
        reenter_from_handler();
    }
}

/// Ctrl-Z, a key in raw mode: stop as the shell's suspend character would (see
/// `on_stop`). Returns once the program is continued. Does nothing outside the app.
pub fn suspend() {
    if RUNNING.load(Ordering::SeqCst) {
        // SAFETY: raise(3) sends SIGTSTP to this thread, whose handler runs now.
        unsafe {
            libc::raise(libc::SIGTSTP);
        }
    }
}

/// Whether the program was continued after a stop since last asked: the screen was
/// lost and must be drawn whole.
pub fn take_resumed() -> bool {
    RESUMED.swap(false, Ordering::SeqCst)
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

/// Set `handler` for `signal`; calls interrupted by it go on (SA_RESTART).
///
/// # Safety
/// The handler must only do what is async-signal-safe. This function itself is
/// (sigaction), so handlers may call it.
unsafe fn install(signal: libc::c_int, handler: extern "C" fn(libc::c_int)) {
    // SAFETY: a zeroed sigaction is valid; sigemptyset and sigaction fill and read it.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = handler as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(signal, &action, std::ptr::null_mut());
    }
}

fn install_signal_handlers() {
    // SAFETY: the handlers only call async-signal-safe functions.
    unsafe {
        for signal in SIGNALS {
            install(signal, on_signal);
        }
        install(libc::SIGTSTP, on_stop);
        install(libc::SIGCONT, on_continue);
    }
}

fn uninstall_signal_handlers() {
    for signal in SIGNALS.into_iter().chain([libc::SIGTSTP, libc::SIGCONT]) {
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
            } else if RUNNING.load(Ordering::SeqCst) {
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
    let what = crate::words::text::escape_for_terminal(what, crate::words::text::PATH_COLUMNS);
    match info.location() {
        Some(at) => format!("{what} ({}:{})", at.file(), at.line()),
        None => what,
    }
}
