//! Which kind of match a page plays, each keeping what only it needs: a table of its own
//! (alone, a lesson, a replay, a match with friends resumed with bots in their seats), a
//! table of its own that friends play at from their pages (the host's), or a friend's seat
//! at another page's table (a copy of it, as that seat sees it).

use super::friends::RoundEndTold;
use super::friends_replay::HostReplay;
use super::YOU;
use crate::bots::TableRunner;
use crate::engine::{Seat, SeatView};
use crate::friends::{Friend, Mirror, News, ToFriend};

pub(super) enum Side {
    /// The table runs on this page, and no other page plays at it.
    Solo(Box<TableRunner>),
    /// The table runs on this page, and friends play at it from theirs.
    Host(Box<HostSide>),
    /// A friend's page: the host's table as this seat sees it.
    Guest(Box<GuestSide>),
}

/// The host's page: the table, and its side of each friend at it.
pub(super) struct HostSide {
    pub(super) runner: TableRunner,
    /// The host's side of each friend at the table (see `friends`).
    pub(super) friends: Vec<Friend>,
    /// Whether the friends were last told that the table is paused.
    pub(super) paused_for_friends: bool,
    /// Since when (real ms) you have seen the round result and a friend has not yet.
    pub(super) waiting_for_friends: Option<f64>,
    /// Answers to friends' presses and news for them, waiting to be sent (see
    /// `Match::for_friends`).
    pub(super) outbox: Vec<(Seat, ToFriend)>,
    /// Seats whose friend left, played by a bot until the friend takes the seat back
    /// through the same invite (see `friends::rejoin`).
    pub(super) seats_left: Vec<Seat>,
}

impl HostSide {
    pub(super) fn new(runner: TableRunner) -> HostSide {
        HostSide {
            runner,
            friends: Vec::new(),
            paused_for_friends: false,
            waiting_for_friends: None,
            outbox: Vec::new(),
            seats_left: Vec::new(),
        }
    }

    pub(super) fn friend(&self, seat: Seat) -> Option<&Friend> {
        self.friends.iter().find(|f| f.seat() == seat)
    }

    pub(super) fn friend_at(&self, seat: Seat) -> Option<usize> {
        self.friends.iter().position(|f| f.seat() == seat)
    }

    /// `news` for the friend at `seat`, made for their seat from its view of the table now
    /// (`Friend::tell`) and sent with the next `Match::for_friends`.
    pub(super) fn send(&mut self, seat: Seat, news: News) {
        let Some(friend) = self.friend(seat) else {
            return;
        };
        let told = friend.tell(self.runner.game().view(seat), news);
        self.outbox.push((seat, told));
    }

    /// `news` for every friend at the table.
    pub(super) fn send_all(&mut self, news: News) {
        for seat in self.friends.iter().map(Friend::seat).collect::<Vec<_>>() {
            self.send(seat, news.clone());
        }
    }
}

/// A friend's page: its copy of the host's table, and what the host's page has told it.
pub(super) struct GuestSide {
    pub(super) mirror: Mirror,
    /// Hiding the page asked the host to pause the table.
    pub(super) hidden_paused_host: bool,
    /// What the host's page has said of the round's end.
    pub(super) told: RoundEndTold,
    /// The host's seat, as this page numbers the seats, and the host's name as the invite
    /// gave it.
    pub(super) host_seat: Option<Seat>,
    pub(super) host_name: String,
    /// How many other friends the invite named (for the header).
    pub(super) other_friends: usize,
    /// The match's replay, from the host's page at the match's end.
    pub(super) host_replay: Option<HostReplay>,
}

impl GuestSide {
    pub(super) fn new(mirror: Mirror) -> GuestSide {
        GuestSide {
            mirror,
            hidden_paused_host: false,
            told: RoundEndTold::default(),
            host_seat: None,
            host_name: String::new(),
            other_friends: 0,
            host_replay: None,
        }
    }
}

impl Side {
    /// The table as your seat sees it.
    pub(super) fn view(&self) -> SeatView<'_> {
        match self {
            Side::Solo(runner) => runner.game().view(YOU),
            Side::Host(host) => host.runner.game().view(YOU),
            Side::Guest(guest) => guest.mirror.view(),
        }
    }

    /// The table itself, when it runs on this page.
    pub(super) fn runner(&self) -> Option<&TableRunner> {
        match self {
            Side::Solo(runner) => Some(runner),
            Side::Host(host) => Some(&host.runner),
            Side::Guest(_) => None,
        }
    }

    pub(super) fn runner_mut(&mut self) -> Option<&mut TableRunner> {
        match self {
            Side::Solo(runner) => Some(runner),
            Side::Host(host) => Some(&mut host.runner),
            Side::Guest(_) => None,
        }
    }

    pub(super) fn host(&self) -> Option<&HostSide> {
        match self {
            Side::Host(host) => Some(host),
            _ => None,
        }
    }

    pub(super) fn host_mut(&mut self) -> Option<&mut HostSide> {
        match self {
            Side::Host(host) => Some(host),
            _ => None,
        }
    }

    pub(super) fn guest(&self) -> Option<&GuestSide> {
        match self {
            Side::Guest(guest) => Some(guest),
            _ => None,
        }
    }

    pub(super) fn guest_mut(&mut self) -> Option<&mut GuestSide> {
        match self {
            Side::Guest(guest) => Some(guest),
            _ => None,
        }
    }

    /// The friends at this table, on the host's page (none on any other).
    pub(super) fn friends(&self) -> &[Friend] {
        self.host().map_or(&[], |host| &host.friends)
    }

    /// News for the friend at `seat` (see `HostSide::send`): only the host's page has
    /// friends to send it to.
    pub(super) fn send(&mut self, seat: Seat, news: News) {
        if let Some(host) = self.host_mut() {
            host.send(seat, news);
        }
    }
}
