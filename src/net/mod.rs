//! Play between two terminals: the invitation, the encrypted channel, the messages
//! the two programs exchange, and the host's and joiner's sides of a game.
//!
//! The layers, from the bytes up: [`wire`] (the clear greeting and length-prefixed
//! frames, every read by a deadline), [`secure`] (the Noise handshake keyed by the
//! invitation's secret, and messages cut into encrypted frames), [`protocol`] (what the
//! messages say, as JSON). Everything that comes from the other side is checked before
//! it is believed: moves by this side's engine, names and chat by the terminal-safe
//! text functions.

pub mod host;
pub mod invitation;
pub mod protocol;
pub mod remote;
pub mod secure;
pub mod session;
pub mod wire;
