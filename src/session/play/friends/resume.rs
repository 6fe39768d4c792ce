//! A match with friends, resumed on the host's page after a load (a reload, a closed tab).
//! The friends' connections ended with the page that held them: the way back for a friend
//! needs their invite's WebRTC certificate, which lived only in that page. So a bot takes
//! every seat a friend still played, for good, as it takes the seat of a friend who leaves;
//! the record says so, for the replay; and the host is told once, in words.

use super::*;
use crate::i18n::Words;
use crate::narration::names::Naming;
use crate::session::record::{LogEntry, MatchRecord};

impl Match {
    /// The match in progress of saved data, resumed: the match its record plays to, with a
    /// bot in every seat a friend still played when the page that held them went.
    pub fn resumed(record: &MatchRecord, speed: f64) -> Result<Match, BadGame> {
        let mut m = Match::from_record(record, speed)?;
        m.friends_gone_with_page(&record.friends_at_the_end());
        Ok(m)
    }

    /// Bots take the seats of the friends the record still has at the table: nobody waits
    /// for them (they cannot come back).
    fn friends_gone_with_page(&mut self, seats: &[Seat]) {
        if seats.is_empty() {
            return;
        }
        // No friend's press is on its way any more: the bots' exchanges wait for nobody.
        self.hold_for_friends();
        for &seat in seats {
            self.bot_takes(seat);
            self.log.push(LogEntry::BotSeated {
                at: self.game_time(),
                seat,
            });
        }
    }
}

/// What the host is told once of a match `record` resumes, in the words `w`, with the
/// notices from outside the game (they wrap, and stay until dismissed): that bots play the
/// seats its friends still played. Seats are named as the resumed match names them.
pub fn resume_words(w: &Words, record: &MatchRecord) -> Option<String> {
    let seats = record.friends_at_the_end();
    (!seats.is_empty()).then(|| {
        tr!(
            w,
            LINK_FRIENDS_GONE_WITH_PAGE,
            count = seats.len(),
            seats = seats_named(w, &Naming::from(SeatZero::You), &seats)
        )
    })
}

/// "Ada", "Ada and Bram", "Ada, Bram and Cleo", named as `n` names them.
pub(super) fn seats_named(w: &Words, n: &Naming, seats: &[Seat]) -> String {
    let mut names = seats.iter().map(|&seat| n.seat_name(w, seat));
    let first = names.next().unwrap_or_default();
    let Some(last) = names.next_back() else {
        return first;
    };
    let listed = names.fold(first, |listed, next| {
        tr!(w, LINK_SEATS_COMMA, first = listed, next = next)
    });
    tr!(w, LINK_SEATS_AND, first = listed, last = last)
}

#[cfg(test)]
mod tests;
