//! Playing with a friend with no server: what the two pages exchange to open a WebRTC data
//! channel, as two short links. `sdp` cuts a browser's connection description down to what
//! a peer needs and writes it back; `invite` seals it, with the seat offered, into the
//! invite and reply links. Pure Rust: the browser's `RTCPeerConnection` is driven elsewhere.

pub mod invite;
#[cfg(feature = "friends")]
pub mod qr;
pub mod sdp;

pub use invite::{Invite, InviteError, Reply};
pub use sdp::{Connection, SdpError};
