//! Playing with a friend, with no server: the host's page runs the table (the engine and
//! the bots) and a friend's page shows it as the friend's seat sees it. The pages talk over
//! a WebRTC data channel (`ui::peer`), which this module never touches: it says what each
//! page sends (`wire`, `happened`, `refusal`), how the host turns the table for a friend
//! (`turn`), the friend's page's copy of the table (`mirror`) and the host's side of each
//! friend (`host`); the way to the table (`lobby`, `party`: the host's invites) and back
//! to it (`rejoin`), each a state that steps on messages (`stepped`), with what can go
//! wrong on the way (`problems`) and the host's options as the invite says them
//! (`changes`); and the links that open the connection (`net`). Pure Rust, a layer below
//! the session, which plays the match with friends, and the screens, which show the way.
//!
//! What a friend's page is sent is what its seat may see and nothing else: the events its
//! seat perceives (`Event::visible_to`) and a `SeatCopy` of its view. Another seat's hidden
//! card, the stock's order and the deal number never leave the host's page.

pub mod changes;
pub mod happened;
pub mod host;
pub mod lobby;
pub mod mirror;
pub mod net;
pub mod news;
pub mod party;
pub mod problems;
pub mod refusal;
pub mod rejoin;
pub mod stepped;
pub mod turn;
pub mod wire;

pub use happened::Happened;
pub use host::Friend;
pub use mirror::Mirror;
pub use news::News;
pub use refusal::{Ending, Refusal};
pub use turn::Turn;
pub use wire::{Misfit, ToFriend, ToHost, Welcome, WireError};
