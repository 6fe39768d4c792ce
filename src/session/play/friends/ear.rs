//! The other pages' messages as they come, as bytes. On the host's page each is counted
//! against its friend's allowance before it is read: a page that floods the table costs it
//! a count, and no reading, no notice and no drawing. A message that cannot be read is said,
//! merged with the others from the same page while its notice is up ("42 messages from
//! Ada's page could not be read"), so a burst of them is one notice, not a burst of notices.

use super::*;
use crate::friends::WireError;

impl Match {
    /// A message from the other page, as it came: on the host's page the friend's at `seat`,
    /// on a friend's page the host's. Whether the table changed: a message dropped by its
    /// friend's allowance, or from a seat no friend plays, changes nothing, and the page need
    /// not draw again.
    pub fn hear(&mut self, seat: Seat, bytes: &[u8], real_now: f64) -> bool {
        if self.is_mirror() {
            return match ToFriend::decode(bytes, Some(self.table())) {
                Ok(message) => {
                    self.from_host(message, real_now);
                    true
                }
                Err(why) => self.unread(None, why, real_now),
            };
        }
        let Some(host) = self.side.host_mut() else {
            return false;
        };
        let Some(i) = host.friend_at(seat) else {
            return false;
        };
        if !host.friends[i].allow(real_now) {
            return false;
        }
        match ToHost::decode(bytes) {
            Ok(message) => {
                self.friend_says(i, message, real_now);
                true
            }
            Err(why) => self.unread(Some(seat), why, real_now),
        }
    }

    /// A message from `from`'s page (`None`: the host's) that could not be read: said, or
    /// counted into the notice still up for that page's unread messages.
    fn unread(&mut self, from: Option<Seat>, why: WireError, real_now: f64) -> bool {
        self.feed.say_unread(from, why, real_now);
        true
    }
}

#[cfg(test)]
mod tests;
