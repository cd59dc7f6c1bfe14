//! Helpers shared by the integration tests: games set up and played in record notation
//! ([`games`], its helpers used from here too), the app driven by keys ([`screen`]),
//! the real binary ([`binary`]), folders that remove themselves ([`temp`]), tests run
//! in a process of their own ([`alone`]), the check that a screen says nothing in
//! English ([`spanish`]) and the study screens' positions ([`study`]).
pub mod alone;
pub mod binary;
pub mod games;
pub mod screen;
pub mod spanish;
pub mod study;
pub mod temp;

pub use games::*;
