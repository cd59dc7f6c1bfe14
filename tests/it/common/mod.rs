//! Helpers shared by the integration tests: games set up and played in record notation
//! ([`games`], its helpers used from here too), the app driven by keys ([`screen`]),
//! the real binary ([`binary`]), folders that remove themselves ([`temp`]), tests run
//! in a process of their own ([`alone`]), the check that a screen says nothing in
//! English ([`spanish`]) and the study screens' positions ([`study`]).
pub mod alone;
pub mod binary;
pub mod games;
pub mod random_match;
pub mod screen;
pub mod spanish;
pub mod study;
pub mod temp;

pub use games::*;

/// Held by each test that hosts from the menu: the menu's host waits on port 7474
/// (another when it is taken), so that one such test at a time knows whose door is
/// there.
pub fn menu_port() -> std::sync::MutexGuard<'static, ()> {
    static MENU_PORT: std::sync::Mutex<()> = std::sync::Mutex::new(());
    MENU_PORT.lock().unwrap_or_else(|e| e.into_inner())
}
