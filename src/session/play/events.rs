//! What the table's events do to the match: the feed and review hear every one; a round's
//! start, end and the match's end change its phase and say what happened.

use super::*;
use crate::engine::card::four_of_a_kind;
use crate::narration::headline::your_round;
use crate::session::review::reading::{signal_reads, your_signal_caught, SignalReads};
use crate::session::said::Said;

impl Match {
    // ---- events ----

    pub(super) fn process(&mut self, events: &[TimedEvent], real_now: f64) {
        let table = self.table();
        let rules = self.rules().clone();
        if let Some(host) = self.side.host_mut() {
            for friend in &mut host.friends {
                friend.heard(events, rules.stop_target());
            }
        }
        for e in events {
            self.feed.event(e, real_now);
            match &e.event {
                Event::RoundStarted { round, .. } => self.round_started(*round, e.at, table),
                Event::CentreDealt { .. } => self.input.centre_dealt(),
                Event::Swapped { seat, took, .. } => {
                    took.iter().for_each(|c| self.last_takers.push((*c, *seat)))
                }
                Event::Took { seat, card, .. } => self.last_takers.push((*card, *seat)),
                Event::Gestured { seat, gesture } => {
                    let real = self.holds_four(*seat);
                    self.review
                        .gestured(table, self.round(), *seat, *gesture, real, e.at)
                }
                Event::RoundEnded { record } => self.round_ended(record, &rules, table),
                Event::GameOver { winners, losers } => self.game_over(winners, losers, table),
                _ => {}
            }
        }
    }

    fn round(&self) -> u32 {
        self.view().round()
    }

    /// Whether `seat` holds four of a kind now: known of every seat at the table itself,
    /// and on a friend's page of its own seat only.
    fn holds_four(&self, seat: Seat) -> bool {
        let hand = match self.runner() {
            Some(runner) => runner.game().hand(seat).as_slice(),
            None if seat == YOU => self.view().hand(),
            None => return false,
        };
        four_of_a_kind(hand).is_some()
    }

    fn round_started(&mut self, round: u32, at: u64, table: Table) {
        self.round_start = table.teams().map(|t| self.view().standing(t)).collect();
        self.input.clear();
        self.last_takers.clear();
        let signals = self.team_signals(table);
        self.review.round_started(round, at, signals);
    }

    /// Every gesture of the match, each marked real signal or decoy.
    pub fn marks(&self) -> &[GestureMark] {
        self.review.marks()
    }

    /// (round, game time it was dealt), for every round so far.
    pub fn round_starts(&self) -> &[(u32, u64)] {
        self.review.round_starts()
    }

    /// Every signal made in the match, your team's first: who read or caught it, and when.
    pub fn signal_reads(&self) -> Vec<SignalReads> {
        signal_reads(self.table(), self.review.records(), self.review.marks())
    }

    /// Every finished round's result, in words.
    pub fn results(&self) -> &[RoundLine] {
        self.review.results()
    }

    fn round_ended(&mut self, record: &RoundRecord, rules: &Rules, table: Table) {
        // Nobody is gesturing any more: a signal does not carry over to the next round.
        self.feed.round_over();
        self.review_from_host();
        self.review_to_friends(record);
        let after: Vec<Standing> = table.teams().map(|t| self.view().standing(t)).collect();
        let marks: Vec<GestureMark> = (self.review.marks().iter())
            .filter(|m| m.round == record.round)
            .cloned()
            .collect();
        // A bot's stop comes with what it read; a person's with nothing more.
        let read = (record.by)
            .and_then(|by| self.runner()?.bot(by))
            .and_then(|bot| bot.last_read());
        let summary = RoundSummary {
            record: record.clone(),
            table,
            rules: rules.clone(),
            side: your_round(table, record, &self.round_start, &after),
            revealed: self.feed.revealed().to_vec(),
            signal_caught: your_signal_caught(table, record, &marks),
            marks,
            read,
            before: self.round_start.clone(),
            after,
        };
        // The review's list of results and the screen reader's announcement keep the round
        // as data, worded when shown.
        let round = self.round();
        self.review.round_ended(summary.line(round));
        self.feed.announce(Said::RoundOver(round));
        self.input.clear();
        self.phase = MatchPhase::RoundOver(Box::new(summary));
    }

    fn game_over(&mut self, winners: &[Team], losers: &[Team], table: Table) {
        self.match_review_from_host();
        self.review_to_friends_at_the_end();
        let you_won = winners.contains(&YOUR_TEAM);
        self.feed
            .play(if you_won { Sound::Win } else { Sound::Lose });
        let summary = match std::mem::replace(&mut self.phase, MatchPhase::Playing) {
            MatchPhase::RoundOver(s) => s,
            other => {
                self.phase = other;
                return;
            }
        };
        let over = MatchSummary {
            table,
            winners: winners.to_vec(),
            losers: losers.to_vec(),
            you_won,
        };
        self.feed.announce(Said::MatchOver);
        self.phase = MatchPhase::Over(summary, Box::new(over));
    }
}
