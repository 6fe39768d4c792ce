//! What the two pages exchange to open a WebRTC data channel, with no server, as two short
//! links. `sdp` cuts a browser's connection description down to what a peer needs and writes
//! it back; `invite` seals it, with the seat offered, into the invite and reply links; `qr`
//! draws an invite as a QR code (in the build with friend play only); `ice` reads the
//! servers that help the pages find each other (`kemps-ice.json`). Pure Rust: the browser's
//! `RTCPeerConnection` is driven elsewhere (`ui::peer`).

pub mod ice;
pub mod invite;
#[cfg(feature = "friends")]
pub mod qr;
pub mod sdp;

pub use invite::{Invite, InviteError, Reply};
pub use sdp::{Connection, SdpError};
