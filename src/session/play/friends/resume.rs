//! A match with friends, resumed on the host's page after a load (a reload, a closed tab).
//! The friends' connections ended with the page that held them: the way back for a friend
//! needs their invite's WebRTC certificate, which lived only in that page. So a bot takes
//! every seat a friend still played, for good, as it takes the seat of a friend who leaves;
//! the record says so, for the replay; and the host is told once, in words.

use super::*;
use crate::i18n::Words;
use crate::session::names::Naming;
use crate::session::record::{LogEntry, MatchRecord};

impl Match {
    /// The match in progress of saved data, resumed: the match its record plays to, with a
    /// bot in every seat a friend still played when the page that held them went.
    pub fn resumed(record: &MatchRecord, speed: f64) -> Result<Match, BadGame> {
        let mut m = Match::from_record(record, speed)?;
        m.friends_gone_with_page();
        Ok(m)
    }

    /// What the host is told once of the resumed match, in the words `w`, with the notices
    /// from outside the game (they wrap, and stay until dismissed): that bots play its
    /// friends' seats.
    pub fn take_resume_words(&mut self, w: &Words) -> Option<String> {
        let seats = self.friends_gone.take()?;
        Some(tr!(
            w,
            LINK_FRIENDS_GONE_WITH_PAGE,
            count = seats.len(),
            seats = seats_named(w, &self.naming, &seats)
        ))
    }

    /// Bots take the seats of the friends the record still has at the table: nobody waits
    /// for them (they cannot come back), and the host is to be told.
    fn friends_gone_with_page(&mut self) {
        let Some(runner) = self.runner() else {
            return;
        };
        let seats: Vec<Seat> = (self.people.iter())
            .filter(|&&seat| runner.bot(seat).is_none())
            .copied()
            .collect();
        if seats.is_empty() {
            return;
        }
        // No friend's press is on its way any more: the bots' exchanges wait for nobody.
        self.hold_for_friends();
        for &seat in &seats {
            self.bot_takes(seat);
            self.log.push(LogEntry::BotSeated {
                at: self.game_time(),
                seat,
            });
        }
        self.friends_gone = Some(seats);
    }
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
