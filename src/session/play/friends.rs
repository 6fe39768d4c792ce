//! Friends at the table, on the host's page: seating them, their presses judged by the
//! table like yours, and what each is sent (a friend's page is `friends::guest`).

use super::*;
use crate::friends::net::invite::clean_name;
use crate::friends::refusal::NotReady;
use crate::friends::{News, Refusal, ToFriend};
use crate::i18n::id;
use crate::narration::names::SEAT_NAMES;
use crate::session::record::LogEntry;
use crate::session::said::Said;

/// The longest a bot's exchange waits for a friend's press on its way, in real ms.
pub const MAX_HOLD_MS: u32 = 300;
/// The longest the next round waits for a friend to see the result, in real ms.
pub const FRIEND_WAIT_MS: f64 = 20_000.0;
/// How long a friend's lost connection may come back before a bot takes their seat.
pub const DROP_AFTER_MS: f64 = 5_000.0;

impl Match {
    // ---- the host's page ----

    /// Friends at `seats`: at the table (`live`), or in a replay of their match.
    pub(super) fn seat_people(&mut self, seats: &[Seat], live: bool) {
        let table = self.table();
        self.people = (seats.iter())
            .filter(|s| s.index() < table.seat_count() && **s != YOU)
            .copied()
            .collect();
        if let Some(host) = self.side.host_mut().filter(|_| live) {
            host.friends = (self.people.iter())
                .map(|&s| Friend::new(table, s))
                .collect();
        }
        // A friend opposite you shares your signals; one at another team agrees theirs
        // with their bot partner, who keeps them. Two friends of one team start from the
        // signals its bots would have chosen, which the host's table keeps for them.
        let game = &self.setup.game;
        let bots = bot_players(
            table,
            &vec![game.level; table.team_count()],
            1.0,
            game.bots_seed,
        );
        let Some(runner) = self.side.runner_mut() else {
            return;
        };
        for &seat in &self.people {
            let team = table.team_of(seat);
            if team == YOUR_TEAM {
                continue;
            }
            let partner = table.partner_of(seat);
            match runner.bot(partner).map(|b| b.signals()) {
                Some(signals) => runner.tell_signals(team, signals),
                None if self.friends_teams.iter().all(|(t, _)| *t != team) => {
                    if let Some(Player::Bot(bot)) = bots.get(seat.index()) {
                        self.friends_teams.push((team, bot.policy.signals(1)));
                    }
                }
                None => {}
            }
        }
    }

    /// On the host's page: each friend's name, as their reply gave it, by seat (an empty
    /// name, or a seat no friend plays, is left out). Every page at the table names the seat
    /// by it (see `names::HostsTable`). A name another seat already goes by (a bot's at this
    /// table, the `host`'s, an earlier friend's) is left out too, so that no sentence names
    /// two seats alike: that friend keeps their seat's name.
    pub fn with_friends_names(mut self, names: &[(Seat, String)], host: &str) -> Match {
        let table = self.table();
        // Compared as ASCII letters are: a full case mapping would cost the page Unicode's
        // tables.
        let named = |s: Seat| names.iter().any(|(f, n)| *f == s && !n.trim().is_empty());
        let mut taken: Vec<String> = (table.seats())
            .filter(|&s| s != YOU && !named(s))
            .filter_map(|s| SEAT_NAMES.get(s.index()).map(|n| n.to_ascii_lowercase()))
            .chain(std::iter::once(clean_name(host).to_ascii_lowercase()))
            .collect();
        self.people_names.clear();
        for (seat, name) in names {
            let name = clean_name(name);
            let key = name.to_ascii_lowercase();
            if self.people.contains(seat) && !name.is_empty() && !taken.contains(&key) {
                taken.push(key);
                self.people_names.push((*seat, name));
            }
        }
        self.rename();
        self
    }

    /// The seats friends play.
    pub fn friend_seats(&self) -> Vec<Seat> {
        self.side.friends().iter().map(Friend::seat).collect()
    }

    /// What a friend who has just connected to `seat` is sent first: the table as their
    /// seat sees it, and their team's signals. Never the deal number or the bots' seed.
    pub fn welcome(&self, seat: Seat) -> Option<ToFriend> {
        let host = self.side.host()?;
        let view = host.runner.game().view(seat);
        Some(host.friend(seat)?.tell(view, self.welcome_news(seat)?))
    }

    /// The welcome of `seat`'s friend, as this page has it (see `welcome`).
    pub(super) fn welcome_news(&self, seat: Seat) -> Option<News> {
        let signals = self.signals_of(self.table().team_of(seat))?;
        let mut game = self.setup.game.clone();
        (game.seed, game.bots_seed) = (0, 0);
        let names = self.people_names.clone();
        Some(News::Welcome {
            game,
            signals,
            names,
        })
    }

    /// The connection to the friend at `seat` is lost for now (`lost`), or back.
    pub fn friend_connection(&mut self, seat: Seat, lost: bool, real_now: f64) {
        let host = self.side.host_mut();
        if let Some(friend) = host.and_then(|h| h.friends.iter_mut().find(|f| f.seat() == seat)) {
            friend.lost_since = match lost {
                true => friend.lost_since.or(Some(real_now)),
                false => None,
            };
        }
    }

    /// Friends whose connection has been lost for `DROP_AFTER_MS`: a bot takes their seat.
    pub(super) fn drop_lost_friends(&mut self, real_now: f64) {
        let lost = (self.side.friends().iter())
            .filter(|f| {
                f.lost_since
                    .is_some_and(|since| real_now - since >= DROP_AFTER_MS)
            })
            .map(Friend::seat)
            .collect::<Vec<_>>();
        for seat in lost {
            self.friend_left(seat, real_now);
        }
    }

    /// The friend at `seat` left, or their connection is lost for good: a bot plays their
    /// seat from now on, with their team's signals, and everyone is told.
    pub fn friend_left(&mut self, seat: Seat, real_now: f64) {
        let Some(host) = self.side.host_mut() else {
            return;
        };
        let Some(i) = host.friend_at(seat) else {
            return;
        };
        let friend = host.friends.remove(i);
        host.seats_left.push(seat);
        // A pause the friend made is lifted: nobody would be left to resume it (a page
        // that closes asks for a pause as it is hidden).
        if friend.paused {
            self.clock.resume(real_now);
        }
        self.tell_other_friends(seat, false);
        self.hold_for_friends();
        self.bot_takes(seat);
        self.log.push(LogEntry::BotSeated {
            at: self.game_time(),
            seat,
        });
        self.say(Said::FriendLeft(seat), real_now);
        if matches!(self.phase, MatchPhase::RoundOver(_)) {
            // The others no longer wait for them.
            self.tell_result_seen();
        }
        if self.waiting_for_friends() {
            self.next_round(real_now);
        }
    }

    /// A bot takes `seat` from its friend, with their team's signals: the bot the seat would
    /// have had from the start (its set-up drawn from the bots' seed and the seat), starting
    /// from what the seat sees now. A replay seats the very same bot at the same moment.
    pub(super) fn bot_takes(&mut self, seat: Seat) {
        let table = self.table();
        let game = &self.setup.game;
        let levels = vec![game.level; table.team_count()];
        let players = bot_players(table, &levels, 1.0, game.bots_seed);
        let team = table.team_of(seat);
        let signals = self.signals_of(team);
        if let (Some(Player::Bot(setup)), Some(runner)) =
            (players.into_iter().nth(seat.index()), self.runner_mut())
        {
            runner.seat_bot(seat, setup);
            if let Some(signals) = signals {
                runner.tell_signals(team, signals);
            }
        }
    }

    /// A message from the friend at `seat`: a press is judged by the table at the time it
    /// arrives, exactly as yours is; a refusal goes back as the reason, which the friend's
    /// page words in its own language.
    pub fn from_friend(&mut self, seat: Seat, message: ToHost, real_now: f64) {
        let Some(host) = self.side.host_mut() else {
            return;
        };
        let Some(i) = host.friend_at(seat) else {
            return;
        };
        if host.friends[i].allow(real_now) {
            self.friend_says(i, message, real_now);
        }
    }

    /// A message from the `i`th friend, let through by their allowance.
    fn friend_says(&mut self, i: usize, message: ToHost, real_now: f64) {
        let Some(host) = self.side.host_mut() else {
            return;
        };
        let friend = &mut host.friends[i];
        let seat = friend.seat();
        match message {
            ToHost::Act { action, seen } => self.friend_acts(i, &action, seen, real_now),
            ToHost::Pause(true) if !self.clock.is_paused() => {
                self.clock.pause();
                friend.paused = true;
            }
            // A friend resumes only the pause they made: not yours, nor your hidden tab's.
            ToHost::Pause(false) if friend.paused => {
                friend.paused = false;
                self.clock.resume(real_now);
            }
            ToHost::Pause(_) => {}
            ToHost::Continue if matches!(self.phase, MatchPhase::RoundOver(_)) => {
                friend.continued = true;
                self.tell_result_seen();
                if self.waiting_for_friends() {
                    self.next_round(real_now);
                }
            }
            ToHost::Continue => {}
            ToHost::Pong(id) => {
                if let Some(ms) = friend.pong(id, real_now) {
                    host.send(seat, News::RoundTrip(ms));
                }
                self.hold_for_friends();
            }
            ToHost::Signals(code) => {
                if let Some(signals) = Signals::from_code(code) {
                    self.friend_signals(seat, signals);
                }
            }
        }
    }

    /// The friend at `seat` changed their team's signals (at a round's result): the bots of
    /// their team are told, as is whoever else of the team is a person. When the friend is
    /// your partner, they are your signals too, as if you had changed them.
    fn friend_signals(&mut self, seat: Seat, signals: Signals) {
        let team = self.table().team_of(seat);
        if team == YOUR_TEAM {
            self.take_signals(signals);
        } else if let Some(runner) = self.runner_mut() {
            runner.tell_signals(team, signals);
            let at = runner.now();
            self.log.push(LogEntry::TeamSignal { at, team, signals });
            self.friends_team_signals(team, signals);
        }
        self.tell_team_signals(team, signals, Some(seat));
    }

    /// A team of two friends changed its signals: the host's table keeps them for it.
    pub(super) fn friends_team_signals(&mut self, team: Team, signals: Signals) {
        for (t, kept) in &mut self.friends_teams {
            if *t == team {
                *kept = signals;
            }
        }
    }

    /// Your team's signals changed: the friends of your team are told; on a friend's page,
    /// the host is (who tells the rest of the team).
    pub(super) fn signals_to_friends(&mut self, signals: Signals) {
        match self.side.guest_mut() {
            Some(guest) => guest.mirror.say(ToHost::Signals(signals.code())),
            None => self.tell_team_signals(YOUR_TEAM, signals, None),
        }
    }

    /// Every friend of `team` but `but` is sent its new signals.
    fn tell_team_signals(&mut self, team: Team, signals: Signals, but: Option<Seat>) {
        let table = self.table();
        let Some(host) = self.side.host_mut() else {
            return;
        };
        let seats = (host.friends.iter().map(Friend::seat))
            .filter(|&seat| table.team_of(seat) == team && Some(seat) != but)
            .collect::<Vec<_>>();
        for seat in seats {
            host.send(seat, News::Signals(signals));
        }
    }

    /// Fair races: a bot's exchange waits one round trip of the slowest friend (at most
    /// `MAX_HOLD_MS`) before it takes effect, so that a friend's press made before it, still
    /// on its way, comes first (`TableRunner::act_at`).
    fn hold_for_friends(&mut self) {
        let slowest = (self.side.friends().iter())
            .filter_map(Friend::round_trip)
            .max();
        let ms = f64::from(slowest.unwrap_or(0).min(MAX_HOLD_MS)) * self.clock.speed();
        let Some(runner) = self.runner_mut() else {
            return;
        };
        if runner.hold() != ms as u64 {
            runner.hold_exchanges(ms as u64);
            let at = runner.now();
            self.log.push(LogEntry::Hold { at, ms: ms as u64 });
        }
    }

    /// A friend's press `made` at the game time their page showed: judged now, after the
    /// bots' exchanges decided before it and before those decided after it.
    fn friend_acts(&mut self, i: usize, action: &Action, made: u64, real_now: f64) {
        let Some(friend) = self.side.friends().get(i) else {
            return;
        };
        let (seat, turn) = (friend.seat(), friend.turn());
        // A gesture is taken whenever yours would be (`Match::gesture`): while the match runs
        // and is not paused, countdown and all; any other press only in the exchange.
        let gesture = matches!(action, Action::Gesture(_));
        let ready = match self.clock.ready(real_now) {
            Err(NotReady::GettingReady) if gesture => Ok(()),
            ready => ready,
        };
        let refusal = if self.phase != MatchPhase::Playing
            || (!gesture && self.view().phase() != Phase::Exchange)
        {
            Some(Refusal::NextRound)
        } else if let Err(why) = ready {
            Some(Refusal::NotReady(why))
        } else {
            let action = turn.action_back(action, self.rules().stop_target());
            let mut events = Vec::new();
            let Some(runner) = self.runner_mut() else {
                return;
            };
            let at = runner.now();
            let result = runner.act_at(seat, action.clone(), made, &mut events);
            // Refused or not: it let the bots' exchanges decided before it go first.
            let made = made.min(at);
            (self.log).push(LogEntry::Press {
                at,
                seat,
                made,
                action,
            });
            self.process(&events, real_now);
            self.track_centre(real_now, false);
            result.err().map(Refusal::Rules)
        };
        if let Some(why) = refusal {
            self.side.send(seat, News::Refused(why));
        }
    }

    /// You have seen the round result: true while a friend has not, and the next round
    /// waits for them, `FRIEND_WAIT_MS` at most.
    pub(super) fn wait_for_friends(&mut self, real_now: f64) -> bool {
        let Some(host) = self.side.host_mut() else {
            return false;
        };
        if !matches!(self.phase, MatchPhase::RoundOver(_)) {
            return false;
        }
        let since = *host.waiting_for_friends.get_or_insert(real_now);
        let waited = real_now - since >= FRIEND_WAIT_MS;
        if !host.friends.iter().all(|f| f.continued) && !waited {
            if since == real_now {
                self.say(Said::Message(id::TABLE_FRIEND_WAITING), real_now);
                self.tell_result_seen();
            }
            return true;
        }
        host.waiting_for_friends = None;
        host.friends.iter_mut().for_each(|f| f.continued = false);
        host.send_all(News::NextRound);
        false
    }

    /// The next round, once the wait for a friend to see the result is over; a bot in the
    /// seat of a friend whose connection did not come back.
    pub(super) fn friends_waited(&mut self, real_now: f64) {
        self.drop_lost_friends(real_now);
        let waiting = self.side.host().and_then(|h| h.waiting_for_friends);
        if waiting.is_some_and(|since| real_now - since >= FRIEND_WAIT_MS) {
            self.next_round(real_now);
        }
    }

    /// When (real ms) a wait for friends ends: for one to see the result, or for a lost
    /// connection to come back (a frame is due then, however calm the table).
    pub(super) fn friends_due(&self) -> Option<f64> {
        let host = self.side.host()?;
        let result = host.waiting_for_friends.map(|since| since + FRIEND_WAIT_MS);
        let lost = (host.friends.iter()).filter_map(|f| f.lost_since.map(|s| s + DROP_AFTER_MS));
        result.into_iter().chain(lost).reduce(f64::min)
    }

    /// Whether the next round waits for a friend to see the result.
    pub fn waiting_for_friends(&self) -> bool {
        (self.side.host()).is_some_and(|h| h.waiting_for_friends.is_some())
    }

    /// What each friend is to be sent now: refusals and answers, the table's pause, then an
    /// update of what their seat perceived, and a ping when one is due.
    pub fn for_friends(&mut self, real_now: f64) -> Vec<(Seat, ToFriend)> {
        let paused = self.clock.is_paused();
        let Some(host) = self.side.host_mut() else {
            return Vec::new();
        };
        let mut out = std::mem::take(&mut host.outbox);
        let tell_pause = paused != host.paused_for_friends;
        host.paused_for_friends = paused;
        if !paused {
            host.friends.iter_mut().for_each(|f| f.paused = false);
        }
        for friend in &mut host.friends {
            let seat = friend.seat();
            let view = host.runner.game().view(seat);
            if tell_pause {
                out.push((seat, friend.tell(view, News::Paused(paused))));
            }
            if let Some(update) = friend.update(view, real_now) {
                out.push((seat, update));
            }
            if let Some(ping) = friend.ping(real_now) {
                out.push((seat, ping));
            }
        }
        out
    }

    /// The round trip between this page and the others, as the host last measured it: on a
    /// friend's page their own, on the host's the slowest friend's.
    pub fn link_round_trip(&self) -> Option<u32> {
        match &self.side {
            Side::Guest(guest) => guest.mirror.round_trip(),
            side => side.friends().iter().filter_map(Friend::round_trip).max(),
        }
    }

    /// How many friends the header names: on the host's page the friends at the table (one
    /// while every friend's seat waits for them to come back), on a friend's page the host
    /// and the other friends at the table (as the invite named them, then as the host tells
    /// of each who leaves or comes back).
    pub fn friends_named(&self) -> usize {
        match &self.side {
            Side::Guest(guest) => 1 + guest.other_friends,
            side => side.friends().len().max(1),
        }
    }
}

// A friend's page: the match built from the host's welcome, and the host's messages.
mod guest;

// What each page is told of a round's end: the host's review, who has seen the result.
mod review;
pub(super) use review::RoundEndTold;

// A friend who left takes their seat back through the same invite.
mod rejoin;

// The other pages' messages as they come: counted, read, heard, or said as unread.
mod ear;

// A match with friends resumed after a load of the host's page: bots take the friends' seats.
mod resume;
pub use resume::resume_words;

#[cfg(test)]
mod tests;
