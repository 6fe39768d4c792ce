//! Your team's signals at the table: the one your Signal button makes next, a change
//! between rounds, and every team's signals as a round starts (for the review).

use super::{Match, YOUR_TEAM};
use crate::bots::Signals;
use crate::engine::{Gesture, Table, Team};
use crate::session::record::LogEntry;

impl Match {
    /// The signal your Signal button makes next: with several, each in turn.
    pub fn next_signal(&self) -> Gesture {
        self.setup.signals.in_turn(self.signals_made)
    }

    /// Your team's signal (true when it was made: the page closes its palette). With
    /// several signals, each press makes the next, so no one gesture is seen too often.
    pub fn signal(&mut self, real_now: f64) -> bool {
        let made = self.gesture(self.next_signal(), real_now);
        self.signals_made += made as usize;
        made
    }

    /// Between rounds: new secret signals (your partner is told, a friend too).
    pub fn change_signals(&mut self, signals: Signals) {
        self.take_signals(signals);
        self.signals_to_friends(signals);
    }

    /// Your team's signals from now on: your bot partner is told, and the match's record.
    pub(super) fn take_signals(&mut self, signals: Signals) {
        self.setup.signals = signals;
        self.signals_made = 0;
        if let Some(runner) = self.runner_mut() {
            runner.tell_signals(YOUR_TEAM, signals);
        }
        self.log.push(LogEntry::Signal {
            at: self.game_time(),
            signals,
        });
    }

    /// Each team's signals for the round about to start: yours, and each other team's as
    /// the host's table knows them (`signals_of`).
    pub(super) fn team_signals(&self, table: Table) -> Vec<Signals> {
        if let Some(coach) = &self.coach {
            return coach.signals(table);
        }
        table
            .teams()
            .map(|t| self.signals_of(t).unwrap_or(Signals::one(Gesture::Wink)))
            .collect()
    }

    /// A team's signals as this table knows them: yours; a team with a bot, its bot's (a
    /// friend at it is told them); a team of two friends, those it was given at the start
    /// and has chosen since (`friends_teams`). `None` on a friend's page for another team.
    pub(super) fn signals_of(&self, team: Team) -> Option<Signals> {
        if team == YOUR_TEAM {
            return Some(self.setup.signals);
        }
        let table = self.table();
        let bot =
            (table.seats_of(team).into_iter()).find_map(|s| self.runner().and_then(|r| r.bot(s)));
        match bot {
            Some(bot) => Some(bot.signals()),
            None => (self.friends_teams.iter())
                .find(|(t, _)| *t == team)
                .map(|(_, signals)| *signals),
        }
    }
}
