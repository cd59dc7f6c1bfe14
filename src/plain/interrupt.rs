//! Ctrl-C in plain mode: one line says what became of the game before the program
//! ends as the signal asks. The words are made when plain mode starts (a signal
//! handler may not format or allocate); which of them is said follows the game.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The two lines, made once: interrupted with no game kept, and with the game kept.
static LINES: OnceLock<[Box<[u8]>; 2]> = OnceLock::new();
/// Whether the autosave holds the game in play now.
static KEPT: AtomicBool = AtomicBool::new(false);

/// Say a line on Ctrl-C from now on (the program's plain entry points call this).
pub fn install() {
    let line = |id: &str| {
        format!("\n{}\n", crate::t!(id))
            .into_bytes()
            .into_boxed_slice()
    };
    let _ = LINES.set([line("plain-interrupted"), line("plain-interrupted-kept")]);
    // SAFETY: a zeroed sigaction is valid; sigemptyset and sigaction fill and read it;
    // the handler does only what is async-signal-safe.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_interrupt as *const () as libc::sighandler_t;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}

/// Whether the game in play is kept by the autosave (said on Ctrl-C).
pub fn game_kept(kept: bool) {
    KEPT.store(kept, Ordering::Relaxed);
}

extern "C" fn on_interrupt(signal: libc::c_int) {
    if let Some(lines) = LINES.get() {
        let line = &lines[usize::from(KEPT.load(Ordering::Relaxed))];
        // SAFETY: write(2) is async-signal-safe; the buffer lives for the program.
        unsafe {
            libc::write(1, line.as_ptr().cast(), line.len());
        }
    }
    // SAFETY: signal(2) and raise(3) are async-signal-safe: the program ends as the
    // signal asks (the shell sees it).
    unsafe {
        libc::signal(signal, libc::SIG_DFL);
        libc::raise(signal);
    }
}
