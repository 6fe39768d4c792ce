//! A match with friends, at its end: the host's page packs the match's record as a replay
//! (as for a match alone) and sends its text to each friend's page, whose match end offers
//! it as a replay link.

use super::*;
use crate::friends::wire::MAX_REPLAY_SENT;
use crate::friends::News;
use crate::i18n::id;
use crate::session::said::Said;

/// The replay of a match with friends, as a friend's page has it from the host's.
#[derive(Clone, Debug, PartialEq)]
pub enum HostReplay {
    /// Not yet: the host's page packs it as the match ends.
    OnItsWay,
    /// Too long to send over the connection: the host can save it as a file.
    TooLong,
    /// The replay's text (`share::replay`), for a `#replay=` link or a file.
    Text(String),
}

impl Match {
    /// The host's page: the match is over and its replay packed as `text`. Each friend at
    /// the table is sent it, or told it is too long to send (and you are told so too).
    pub fn replay_to_friends(&mut self, text: &str, real_now: f64) {
        let host = self.side.host_mut().filter(|h| !h.friends.is_empty());
        let Some(host) = host.filter(|_| matches!(self.phase, MatchPhase::Over(..))) else {
            return;
        };
        let fits = text.len() <= MAX_REPLAY_SENT;
        host.send_all(News::Replay(fits.then(|| text.to_string())));
        if !fits {
            self.say(
                Said::Message(id::TABLE_FRIENDS_REPLAY_TOO_LONG_HOST),
                real_now,
            );
        }
    }

    /// A friend's page: the replay the host's page sent (`None`: too long to send).
    pub(super) fn replay_heard(&mut self, text: Option<String>) {
        if let Some(guest) = self.side.guest_mut() {
            guest.host_replay = Some(match text {
                Some(text) => HostReplay::Text(text),
                None => HostReplay::TooLong,
            });
        }
    }

    /// A friend's page: the match's replay from the host's page, once the match is over.
    pub fn replay_from_host(&self) -> Option<HostReplay> {
        let guest = self.side.guest()?;
        if !matches!(self.phase, MatchPhase::Over(..)) {
            return None;
        }
        Some(guest.host_replay.clone().unwrap_or(HostReplay::OnItsWay))
    }
}
