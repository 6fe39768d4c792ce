//! A match as the player lives it: the clock driven by real time (paused, resumed with a
//! countdown), your picks and actions, what to show and announce, the round results and
//! the match's statistics. Pure Rust: the browser only feeds it times and key presses.

use super::clock::Clock;
use super::feed::Feed;
use super::input::{stop_options, Input, Press};
use super::keys::Command;
use super::names::{seat_name, team_name, who_cap};
use super::narrate::{round_sentence, score_sentence};
use super::review::Review;
use super::setup::MatchSetup;
use crate::bots::{bot_players, LevelName, Player, TableRunner};
use crate::engine::{
    Action, CallKind, Card, CountWord, Event, Gesture, Phase, RoundRecord, RuleError, Rules, Seat,
    SeatView, Standing, Table, Team, TimedEvent,
};
use crate::share::{LogEntry, MatchRecord};

pub const YOU: Seat = Seat(0);
pub use super::clock::RESUME_COUNTDOWN_MS;
pub use super::feed::{GestureShow, Notice, Sound, CAPTION_MS, NOTICE_MS};
pub use super::input::{Selection, StopPicker, KEY_REACTION_MS};
pub use super::review::{GestureMark, PlayerStats, RoundLine, RoundSignals};

#[derive(Clone, Debug, PartialEq)]
pub struct RoundSummary {
    pub record: RoundRecord,
    pub sentence: String,
    pub score_sentence: String,
    pub revealed: Vec<(Seat, Vec<Card>)>,
    pub before: Vec<Standing>,
    pub after: Vec<Standing>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    pub winners: Vec<Team>,
    pub losers: Vec<Team>,
    pub you_won: bool,
    pub headline: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum MatchPhase {
    Playing,
    RoundOver(Box<RoundSummary>),
    Over(Box<RoundSummary>, Box<MatchSummary>),
}

pub struct Match {
    setup: MatchSetup,
    runner: TableRunner,
    clock: Clock,
    phase: MatchPhase,
    input: Input,
    pub palette_open: bool,
    pub help_open: bool,
    feed: Feed,
    round_start: Vec<Standing>,
    review: Review,
    last_takers: Vec<(Card, Seat)>,
    scratch: Vec<TimedEvent>,
    /// Your signal at the start (for the match's record).
    first_signal: Gesture,
    /// Everything you did, in the order it happened: accepted actions (gestures included)
    /// and signal changes. Never re-sorted: a replay and a resume apply it as it stands.
    log: Vec<LogEntry>,
}

impl Match {
    pub fn new(setup: MatchSetup, speed: f64) -> Match {
        let rules = setup.rules();
        let table = Table::new(setup.teams)
            .or(Table::new(2))
            .expect("two teams always make a table");
        let levels = vec![setup.level; table.team_count()];
        let mut players = bot_players(table, &levels, 1.0, setup.bots_seed);
        players[0] = Player::Person;
        let mut opening = Vec::new();
        let mut runner = TableRunner::new(rules, table, setup.seed, players, &mut opening);
        runner.tell_signal(Team(0), setup.signal);
        let n = table.seat_count();
        let mut m = Match {
            runner,
            clock: Clock::new(speed),
            phase: MatchPhase::Playing,
            input: Input::default(),
            palette_open: false,
            help_open: false,
            feed: Feed::new(n),
            round_start: Vec::new(),
            review: Review::default(),
            last_takers: Vec::new(),
            scratch: Vec::new(),
            first_signal: setup.signal,
            log: Vec::new(),
            setup,
        };
        m.process(&opening, 0.0);
        m.track_centre(0.0, true);
        m
    }

    // ---- what the screen shows ----

    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    pub fn view(&self) -> SeatView<'_> {
        self.runner.game().view(YOU)
    }

    pub fn rules(&self) -> &Rules {
        self.runner.game().rules()
    }

    pub fn table(&self) -> Table {
        self.runner.game().table()
    }

    pub fn phase(&self) -> &MatchPhase {
        &self.phase
    }

    pub fn selection(&self) -> &Selection {
        self.input.selection()
    }

    pub fn picker(&self) -> Option<&StopPicker> {
        self.input.picker()
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.feed.notice()
    }

    pub fn ticker(&self) -> impl Iterator<Item = &(u64, String)> {
        self.feed.ticker()
    }

    /// The latest announcement for the live region, with an id that changes each time.
    pub fn announcement(&self) -> &(u64, String) {
        self.feed.announcement()
    }

    /// Gesture captions: every gesture is also announced.
    pub fn set_captions(&mut self, on: bool) {
        self.feed.captions = on;
    }

    pub fn captions(&self) -> bool {
        self.feed.captions
    }

    pub fn gesture_of(&self, seat: Seat, real_now: f64) -> Option<&GestureShow> {
        self.feed
            .pose(seat)
            .filter(|g| real_now - g.at < CAPTION_MS)
    }

    /// The gesture a seat is making (for `CAPTION_MS` after it starts; cleared at a round's end).
    pub fn last_gesture(&self, seat: Seat) -> Option<&GestureShow> {
        self.feed.pose(seat)
    }

    pub fn count_word(&self) -> Option<CountWord> {
        self.feed.count_word()
    }

    pub fn revealed(&self) -> &[(Seat, Vec<Card>)] {
        self.feed.revealed()
    }

    pub fn stats(&self) -> &PlayerStats {
        self.review.stats()
    }

    pub fn signal_log(&self) -> &[RoundSignals] {
        self.review.signal_log()
    }

    pub fn is_paused(&self) -> bool {
        self.clock.is_paused()
    }

    /// Seconds left of the resume countdown, if it runs.
    pub fn resume_countdown(&self, real_now: f64) -> Option<u32> {
        self.clock.countdown(real_now)
    }

    pub fn take_sounds(&mut self) -> Vec<Sound> {
        self.feed.take_sounds()
    }

    pub fn game_time(&self) -> u64 {
        self.runner.now()
    }

    /// For statistics and the post-match review only (never for decisions).
    pub fn runner(&self) -> &TableRunner {
        &self.runner
    }

    // ---- time ----

    /// Moves the game on to real time `real_now` (milliseconds). True when anything on
    /// screen may have changed.
    pub fn advance(&mut self, real_now: f64) -> bool {
        let mut changed = self.feed.expire(real_now);
        let tick = self.clock.tick(real_now, self.phase == MatchPhase::Playing);
        changed |= tick.counting_down;
        let Some(target) = tick.run_to else {
            return changed;
        };
        if target <= self.runner.now() {
            return changed;
        }
        let any = self.run_to(target, real_now);
        if any {
            self.track_centre(real_now, false);
        }
        changed || any
    }

    /// Runs the table to game time `t`, one moment at a time, so that what is noted of
    /// each event (who held what when they gestured) is the table at that very moment, live
    /// and in a replay alike. True when anything happened.
    fn run_to(&mut self, t: u64, real_now: f64) -> bool {
        let mut events = std::mem::take(&mut self.scratch);
        let mut any = false;
        while let Some(wake) = self.runner.next_wake().filter(|&w| w <= t) {
            events.clear();
            self.runner
                .run_until(wake.max(self.runner.now()), &mut events);
            any |= !events.is_empty();
            self.process(&events, real_now);
            // A wake that running did not move would be met again: never loop on it.
            if self.runner.next_wake() == Some(wake) {
                break;
            }
        }
        events.clear();
        self.runner.run_until(t, &mut events);
        any |= !events.is_empty();
        self.process(&events, real_now);
        self.scratch = events;
        any
    }

    pub fn toggle_pause(&mut self, real_now: f64) {
        self.clock.toggle_pause(real_now);
    }

    pub fn pause(&mut self) {
        self.clock.pause();
    }

    /// The tab was hidden: pause, and remember that the player did not ask for it.
    pub fn hidden(&mut self) {
        self.clock.hidden();
    }

    /// The tab is visible again: resume (with the countdown) if hiding it paused the game.
    pub fn shown(&mut self, real_now: f64) {
        self.clock.shown(real_now);
    }

    /// Resumes after a short countdown.
    pub fn resume(&mut self, real_now: f64) {
        self.clock.resume(real_now);
    }

    // ---- your actions ----

    /// Shows (and announces) a notice from outside the game, like "Link copied".
    pub fn notify(&mut self, text: impl Into<String>, real_now: f64) {
        self.say(text, real_now);
    }

    /// The finished match in a few spoiler-free words: "won 5:3, 2 signals spotted".
    pub fn result_summary(&self) -> Option<String> {
        let MatchPhase::Over(_, summary) = &self.phase else {
            return None;
        };
        let table = self.table();
        let view = self.view();
        let mine = view.standing(Team(0));
        let others: Vec<Standing> = table
            .teams()
            .filter(|&t| t != Team(0))
            .map(|t| view.standing(t))
            .collect();
        let score = match self.rules().scoring {
            crate::engine::Scoring::Points => format!(
                "{}:{}",
                mine.points,
                others.iter().map(|s| s.points).max().unwrap_or(0)
            ),
            crate::engine::Scoring::Letters => {
                let theirs = if summary.you_won {
                    others.iter().map(|s| s.letters).max()
                } else {
                    others.iter().map(|s| s.letters).min()
                };
                format!("with {} letters to {}", mine.letters, theirs.unwrap_or(0))
            }
            crate::engine::Scoring::Lives => format!("with {} hearts left", mine.lives),
        };
        let spotted = self.review.stats().signals_spotted;
        Some(format!(
            "{} {score}, {spotted} signal{} spotted",
            if summary.you_won { "won" } else { "lost" },
            if spotted == 1 { "" } else { "s" }
        ))
    }

    /// What a share says: the deal, and the result once there is one. Never the cards.
    pub fn share_text(&self) -> String {
        let code = crate::share::deal_code(self.setup.seed);
        match self.result_summary() {
            Some(result) => format!("Kemps deal {code} — {result}"),
            None => format!("Kemps deal {code} — can you beat it?"),
        }
    }

    fn say(&mut self, text: impl Into<String>, real_now: f64) {
        self.feed.say(text, real_now);
    }

    fn can_act(&mut self, real_now: f64) -> bool {
        if self.phase != MatchPhase::Playing || self.view().phase() != Phase::Exchange {
            return false;
        }
        if let Err(why) = self.clock.ready() {
            self.say(why.to_string(), real_now);
            return false;
        }
        true
    }

    fn act(&mut self, action: Action, real_now: f64) -> Result<(), RuleError> {
        let result = self.apply(action, real_now);
        if let Err(error) = &result {
            let text = match error {
                RuleError::CardGone(card) | RuleError::CardSwept(card) => self.too_slow(*card),
                other => capitalise(&other.to_string()),
            };
            self.say(text, real_now);
        }
        result
    }

    /// Your action, applied now and written to the match's log when the rules accept it.
    fn apply(&mut self, action: Action, real_now: f64) -> Result<(), RuleError> {
        let mut events = std::mem::take(&mut self.scratch);
        events.clear();
        let at = self.runner.now();
        let result = self.runner.act(YOU, action.clone(), &mut events);
        if result.is_ok() {
            self.log.push(LogEntry::Act { at, action });
        }
        self.process(&events, real_now);
        self.scratch = events;
        self.track_centre(real_now, true);
        result
    }

    /// Notes which centre slots changed. A change you made yourself you have seen already.
    fn track_centre(&mut self, real_now: f64, own: bool) {
        let view = self.runner.game().view(YOU);
        self.input.track_centre(view.centre(), real_now, own);
    }

    /// The card a key for centre slot `index` names: the one the player saw there.
    pub fn card_under_key(&self, index: usize, real_now: f64) -> Option<Card> {
        self.input.card_under_key(index, real_now)
    }

    fn too_slow(&self, card: Card) -> String {
        match self.last_takers.iter().rev().find(|(c, _)| *c == card) {
            Some((_, seat)) if seat.0 != 0 => {
                format!("Too slow — {} took the {}", seat_name(*seat), card.spoken())
            }
            _ => format!("Too slow — the {} is gone", card.spoken()),
        }
    }

    /// A press on card `index` of your hand, showing `card`.
    pub fn press_hand(&mut self, index: usize, card: Card, real_now: f64) {
        if self.can_act(real_now) {
            let press = self
                .input
                .press_hand(&self.runner.game().view(YOU), index, card);
            self.carry_out(press, real_now);
        }
    }

    /// A press on card `index` of the centre, showing `card` (as you saw it).
    pub fn press_centre(&mut self, index: usize, card: Card, real_now: f64) {
        if self.can_act(real_now) {
            let press = self
                .input
                .press_centre(&self.runner.game().view(YOU), index, card);
            self.carry_out(press, real_now);
        }
    }

    fn carry_out(&mut self, press: Press, real_now: f64) {
        match press {
            Press::Act(action) => {
                let _ = self.act(action, real_now);
            }
            Press::Swap(action) => {
                if self.act(action, real_now).is_ok() {
                    self.feed.play(Sound::Swap);
                }
            }
            Press::Hint(text) => self.say(text, real_now),
            Press::TooSlow(card) => {
                let text = self.too_slow(card);
                self.say(text, real_now);
            }
            Press::Nothing => {}
        }
    }

    /// A key command (see `keys`). A centre key names the card the player saw under it:
    /// if that card has just gone, it is "Too slow", as for a pointer.
    pub fn command(&mut self, command: Command, real_now: f64) {
        match command {
            Command::Hand(i) => {
                if let Some(&card) = self.view().hand().get(i) {
                    self.press_hand(i, card, real_now);
                }
            }
            Command::Centre(i) => {
                if let Some(card) = self.card_under_key(i, real_now) {
                    self.press_centre(i, card, real_now);
                }
            }
            Command::Pass => self.pass(real_now),
            Command::Kemps => self.kemps(false, real_now),
            Command::DoubleKemps => self.kemps(true, real_now),
            Command::Stop => self.stop(false, real_now),
            Command::DoubleStop => self.stop(true, real_now),
            Command::Signal => self.signal(real_now),
            Command::Palette => self.palette_open = !self.palette_open,
            Command::Gesture(i) => {
                if let Some(&g) = Gesture::ALL.get(i) {
                    self.gesture(g, real_now);
                }
            }
            Command::Target(i) => self.pick_target(i, real_now),
            Command::Pause => self.toggle_pause(real_now),
            Command::Help => self.help_open = !self.help_open,
            Command::Continue => self.next_round(real_now),
            Command::Cancel => self.clear_selection(),
        }
    }

    pub fn clear_selection(&mut self) {
        self.input.clear();
        self.palette_open = false;
        self.help_open = false;
    }

    pub fn pass(&mut self, real_now: f64) {
        if self.can_act(real_now) && self.act(Action::Pass, real_now).is_ok() {
            self.say("You pass", real_now);
        }
    }

    pub fn kemps(&mut self, double: bool, real_now: f64) {
        if self.can_act(real_now) {
            let call = if double {
                CallKind::DoubleKemps
            } else {
                CallKind::Kemps
            };
            let _ = self.act(Action::Call { call, target: None }, real_now);
        }
    }

    /// Stop Kemps: straight away when there is only one possible target, else a picker.
    pub fn stop(&mut self, double: bool, real_now: f64) {
        if !self.can_act(real_now) {
            return;
        }
        let table = self.table();
        let rules = self.rules().clone();
        if double && !rules.double_calls {
            self.say("Double calls are not played at this table", real_now);
            return;
        }
        if !self.view().may_stop() {
            self.say(
                "After your wrong stop you may not call stop again this round",
                real_now,
            );
            return;
        }
        let options = stop_options(&rules, table, double);
        if options.len() == 1 {
            let target = options[0].0;
            self.call_stop(double, target, real_now);
        } else {
            self.input.open_picker(StopPicker { double, options });
        }
    }

    /// Picks option `i` of the open stop picker.
    pub fn pick_target(&mut self, i: usize, real_now: f64) {
        let Some(picker) = self.input.take_picker() else {
            return;
        };
        if let Some(&(target, _)) = picker.options.get(i) {
            self.call_stop(picker.double, target, real_now);
        }
    }

    fn call_stop(&mut self, double: bool, target: u8, real_now: f64) {
        if self.can_act(real_now) {
            let call = if double {
                CallKind::DoubleStop
            } else {
                CallKind::Stop
            };
            let _ = self.act(
                Action::Call {
                    call,
                    target: Some(target),
                },
                real_now,
            );
        }
    }

    pub fn gesture(&mut self, gesture: Gesture, real_now: f64) {
        if self.phase == MatchPhase::Playing && !self.clock.is_paused() {
            let _ = self.act(Action::Gesture(gesture), real_now);
            self.palette_open = false;
        }
    }

    pub fn signal(&mut self, real_now: f64) {
        let g = self.setup.signal;
        self.gesture(g, real_now);
    }

    /// Between rounds: a new secret signal (your partner is told).
    pub fn change_signal(&mut self, gesture: Gesture) {
        self.setup.signal = gesture;
        self.runner.tell_signal(Team(0), gesture);
        self.log.push(LogEntry::Signal {
            at: self.runner.now(),
            gesture,
        });
    }

    /// The match so far as a record: playing it again gives this very match.
    pub fn record(&self) -> MatchRecord {
        MatchRecord {
            game: self.setup.game_id(),
            signal: self.first_signal,
            entries: self.log.clone(),
            time: self.runner.now(),
        }
    }

    /// How many entries the match's log holds (it grows with every accepted action).
    pub fn log_len(&self) -> usize {
        self.log.len()
    }

    /// The match as it was at the start of `record`: its first set-up and first signal.
    pub fn first_of(record: &MatchRecord, speed: f64) -> Match {
        Match::new(MatchSetup::from_game(&record.game, record.signal), speed)
    }

    /// Rebuilds a match from its record, as far as the record goes (a resumed match, or
    /// the start of a replay).
    pub fn from_record(record: &MatchRecord, speed: f64) -> Match {
        let mut m = Match::first_of(record, speed);
        for entry in &record.entries {
            m.apply_entry(entry);
        }
        m.fast_forward(record.time);
        m.feed.clear_sounds();
        m
    }

    /// Runs the match to a log entry's time and applies it, as it happened.
    pub fn apply_entry(&mut self, entry: &LogEntry) {
        self.fast_forward(entry.at());
        match entry {
            LogEntry::Act { action, .. } => {
                let _ = self.apply(action.clone(), 0.0);
            }
            LogEntry::Signal { gesture, .. } => self.change_signal(*gesture),
        }
    }

    /// Runs the game to time `t` at once, through round ends (as a replay does).
    pub fn fast_forward(&mut self, t: u64) {
        if t > self.runner.now() {
            if let MatchPhase::RoundOver(_) = self.phase {
                self.phase = MatchPhase::Playing;
            }
            self.run_to(t, 0.0);
        }
        self.clock.set_game_time(self.runner.now());
    }

    /// Leaves the round result: the clock runs on and the next round is dealt.
    pub fn next_round(&mut self, real_now: f64) {
        if let MatchPhase::RoundOver(_) = self.phase {
            self.phase = MatchPhase::Playing;
            self.feed.clear_revealed();
            self.clock.restart_from(real_now);
        }
    }

    // ---- events ----

    fn process(&mut self, events: &[TimedEvent], real_now: f64) {
        let table = self.table();
        let rules = self.rules().clone();
        for e in events {
            self.feed.event(e, &rules, table, real_now);
            match &e.event {
                Event::RoundStarted { round, .. } => self.round_started(*round, e.at, table),
                Event::CentreDealt { .. } => self.input.centre_dealt(),
                Event::Swapped { seat, took, .. } => {
                    took.iter().for_each(|c| self.last_takers.push((*c, *seat)))
                }
                Event::Took { seat, card, .. } => self.last_takers.push((*card, *seat)),
                Event::Gestured { seat, gesture } => {
                    self.review
                        .gestured(self.runner.game(), *seat, *gesture, e.at)
                }
                Event::RoundEnded { record } => self.round_ended(record, &rules, table),
                Event::GameOver { winners, losers } => self.game_over(winners, losers, table),
                _ => {}
            }
        }
    }

    fn round_started(&mut self, round: u32, at: u64, table: Table) {
        self.round_start = table
            .teams()
            .map(|t| self.runner.game().standings()[t])
            .collect();
        self.input.clear();
        self.last_takers.clear();
        let signals = table
            .teams()
            .map(|t| {
                if t == Team(0) {
                    self.setup.signal
                } else {
                    self.runner
                        .bot(table.seats_of(t)[0])
                        .map_or(Gesture::Wink, |b| b.signal())
                }
            })
            .collect();
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

    /// Every finished round's result, in words.
    pub fn results(&self) -> &[RoundLine] {
        self.review.results()
    }

    fn round_ended(&mut self, record: &RoundRecord, rules: &Rules, table: Table) {
        // Nobody is gesturing any more: a signal does not carry over to the next round.
        self.feed.round_over();
        let after: Vec<Standing> = table
            .teams()
            .map(|t| self.runner.game().standings()[t])
            .collect();
        let summary = RoundSummary {
            record: record.clone(),
            sentence: round_sentence(rules, table, record, self.feed.revealed()),
            score_sentence: score_sentence(rules, table, &self.round_start, &after),
            revealed: self.feed.revealed().to_vec(),
            before: self.round_start.clone(),
            after,
        };
        self.review.round_ended(
            self.runner.game().round(),
            record,
            format!("{} {}", summary.sentence, summary.score_sentence),
        );
        self.feed
            .announce(format!("{} {}", summary.sentence, summary.score_sentence));
        self.input.clear();
        self.palette_open = false;
        self.phase = MatchPhase::RoundOver(Box::new(summary));
    }

    fn game_over(&mut self, winners: &[Team], losers: &[Team], table: Table) {
        let you_won = winners.contains(&Team(0));
        let headline = if you_won {
            "You and your partner win the match!".to_string()
        } else if losers.contains(&Team(0)) {
            match winners {
                [w] => format!("{} win the match.", team_name(table, *w)),
                _ => "You and your partner lose the match.".to_string(),
            }
        } else {
            "The match is over.".to_string()
        };
        self.feed
            .play(if you_won { Sound::Win } else { Sound::Lose });
        let summary = match std::mem::replace(&mut self.phase, MatchPhase::Playing) {
            MatchPhase::RoundOver(s) => s,
            other => {
                self.phase = other;
                return;
            }
        };
        self.feed.announce(headline.clone());
        self.phase = MatchPhase::Over(
            summary,
            Box::new(MatchSummary {
                winners: winners.to_vec(),
                losers: losers.to_vec(),
                you_won,
                headline,
            }),
        );
    }

    /// The level of the bots at this table.
    pub fn level(&self) -> LevelName {
        self.setup.level
    }

    /// The name used for a seat.
    pub fn name(&self, seat: Seat) -> &'static str {
        who_cap(seat)
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    /// A match past its "get ready" countdown, at real time 0.
    fn playing(setup: MatchSetup, speed: f64) -> Match {
        let mut m = Match::new(setup, speed);
        m.advance(-RESUME_COUNTDOWN_MS);
        m.advance(0.0);
        assert_eq!(m.game_time(), 0, "no game time passes while getting ready");
        m
    }

    /// Runs real time forward in 16 ms frames until `until` or the predicate holds.
    fn run(m: &mut Match, from: f64, until: f64, mut stop: impl FnMut(&Match) -> bool) -> f64 {
        let mut t = from;
        while t < until && !stop(m) {
            t += 16.0;
            m.advance(t);
        }
        t
    }

    #[test]
    fn the_clock_follows_real_time_and_stops_when_paused() {
        let mut m = Match::new(MatchSetup::new(1), 1.0);
        m.advance(0.0);
        assert_eq!(
            m.resume_countdown(0.0),
            Some(3),
            "a match starts with a countdown"
        );
        m.advance(2_900.0);
        assert_eq!(m.game_time(), 0);
        let mut m = playing(MatchSetup::new(1), 1.0);
        m.advance(1_000.0);
        assert_eq!(m.game_time(), 250, "a frame never moves more than 250 ms");
        let t = run(&mut m, 1_000.0, 2_000.0, |_| false);
        assert!(
            (1_200..=1_260).contains(&m.game_time()),
            "{}",
            m.game_time()
        );
        m.hidden();
        let before = m.game_time();
        run(&mut m, t, t + 5_000.0, |_| false);
        assert_eq!(m.game_time(), before, "paused: the clock stands");
        m.shown(t + 5_000.0);
        assert_eq!(
            m.resume_countdown(t + 5_000.0),
            Some(3),
            "showing the tab again resumes after a countdown"
        );
        run(&mut m, t + 5_000.0, t + 7_900.0, |_| false);
        assert_eq!(m.game_time(), before, "still counting down");
        run(&mut m, t + 7_900.0, t + 9_000.0, |_| false);
        assert!(m.game_time() > before, "running again");
        m.pause();
        m.hidden();
        m.shown(t + 9_000.0);
        assert!(
            m.is_paused(),
            "a pause the player asked for outlasts hiding the tab"
        );
    }

    #[test]
    fn a_swap_by_picks_changes_your_hand_and_a_gone_card_changes_nothing() {
        let mut m = playing(
            MatchSetup {
                preset: Preset::Hearts,
                ..MatchSetup::new(3)
            },
            1.0,
        );
        let hand = m.view().hand().to_vec();
        let centre = m.view().centre().to_vec();
        m.press_hand(0, hand[0], 0.0);
        assert_eq!(m.selection().hand.len(), 1);
        m.press_centre(0, centre[0], 0.0);
        assert_eq!(
            m.view().hand()[0],
            centre[0],
            "took the centre card in place of the hand card"
        );
        assert_eq!(m.view().centre()[0], hand[0]);
        assert!(m.selection().hand.is_empty());
        assert_eq!(m.take_sounds(), vec![Sound::Swap]);
        // Pressing a centre card you saw that is no longer there: nothing changes.
        let before = m.runner().game().state_hash();
        m.press_centre(1, hand[0], 0.0);
        assert_eq!(m.runner().game().state_hash(), before);
        assert!(
            m.notice().is_some_and(|n| n.text.starts_with("Too slow")),
            "{:?}",
            m.notice()
        );
    }

    #[test]
    fn a_whole_match_can_be_played_to_its_end() {
        let mut m = Match::new(
            MatchSetup {
                level: LevelName::Ruthless,
                ..MatchSetup::new(11)
            },
            2.5,
        );
        let mut t = 0.0;
        let mut rounds = 0;
        while t < 3_600_000.0 {
            t = run(&mut m, t, t + 600_000.0, |m| {
                m.phase() != &MatchPhase::Playing
            });
            match m.phase().clone() {
                MatchPhase::RoundOver(summary) => {
                    rounds += 1;
                    assert!(!summary.sentence.is_empty() && summary.score_sentence.ends_with('.'));
                    m.next_round(t);
                }
                MatchPhase::Over(_, summary) => {
                    assert!(!summary.headline.is_empty());
                    assert_eq!(m.stats().rounds as usize, m.runner().game().history().len());
                    assert_eq!(m.signal_log().len(), m.runner().game().history().len());
                    return;
                }
                MatchPhase::Playing => {}
            }
        }
        panic!("the match did not end ({rounds} rounds)");
    }

    #[test]
    fn a_gesture_is_shown_for_a_while_and_never_into_the_next_round() {
        let mut m = playing(MatchSetup::new(8), 1.0);
        m.gesture(Gesture::Cough, 0.0);
        assert_eq!(m.last_gesture(YOU).map(|g| g.gesture), Some(Gesture::Cough));
        m.advance(CAPTION_MS - 10.0);
        assert_eq!(
            m.last_gesture(YOU).map(|g| g.gesture),
            Some(Gesture::Cough),
            "still shown just before its time is up"
        );
        assert!(
            m.advance(CAPTION_MS + 10.0),
            "its end is a change on screen"
        );
        assert!(m.last_gesture(YOU).is_none());
        m.gesture(Gesture::Wink, CAPTION_MS + 20.0);
        m.kemps(false, CAPTION_MS + 30.0);
        assert!(matches!(m.phase(), MatchPhase::RoundOver(_)));
        assert!(m.last_gesture(YOU).is_none(), "cleared when the round ends");
    }

    #[test]
    fn a_match_rebuilt_from_its_record_is_the_same_match() {
        let mut m = playing(
            MatchSetup {
                level: LevelName::Ruthless,
                ..MatchSetup::new(21)
            },
            2.0,
        );
        let mut t = 0.0;
        let mut presses = 0;
        while !matches!(m.phase(), MatchPhase::Over(..)) && t < 3_000_000.0 {
            t += 16.0;
            m.advance(t);
            if let MatchPhase::RoundOver(_) = m.phase() {
                if presses % 2 == 0 {
                    m.change_signal(Gesture::ALL[presses % 12]);
                }
                m.next_round(t);
            }
            presses += 1;
            // Now and then (not so often that the dealer never gets to sweep the centre).
            if presses % 397 == 0 {
                let (hand, centre) = (m.view().hand().to_vec(), m.view().centre().to_vec());
                if let (Some(&h), Some(&c)) = (hand.first(), centre.first()) {
                    m.press_hand(0, h, t);
                    m.press_centre(0, c, t);
                }
            }
            if presses % 701 == 0 {
                m.gesture(Gesture::Cough, t);
            }
            // Halfway, check that a resume from the record is exact.
            if presses == 2_000 {
                let again = Match::from_record(&m.record(), 2.0);
                assert_eq!(
                    again.runner().game().state_hash(),
                    m.runner().game().state_hash(),
                    "resumed exactly"
                );
            }
        }
        let record = m.record();
        assert!(
            m.runner().game().history().len() >= 3,
            "several rounds were played"
        );
        assert!(
            record.entries.len() > 10,
            "{} entries",
            record.entries.len()
        );
        let again = Match::from_record(&record, 1.0);
        assert_eq!(
            again.runner().game().state_hash(),
            m.runner().game().state_hash()
        );
        assert!(
            matches!(again.phase(), MatchPhase::Over(..)),
            "{:?} / {:?}, {} rounds",
            again.phase(),
            m.runner().game().phase(),
            m.runner().game().history().len()
        );
        assert_eq!(again.stats(), m.stats());
        // Through the replay format, too.
        let decoded = MatchRecord::decode(&record.encode()).expect("decodes");
        assert_eq!(decoded, record);
    }

    #[test]
    fn stop_opens_a_picker_for_seats_and_calls_on_the_pick() {
        let mut m = playing(
            MatchSetup {
                preset: Preset::Hearts,
                ..MatchSetup::new(4)
            },
            1.0,
        );
        m.stop(false, 0.0);
        let picker = m.picker().cloned().expect("hearts stops a seat: pick one");
        assert_eq!(
            picker.options.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
            vec![1, 3]
        );
        m.pick_target(1, 0.0);
        let record = m
            .runner()
            .game()
            .history()
            .first()
            .cloned()
            .expect("the stop ended the round");
        assert_eq!((record.by, record.on), (Some(YOU), Some(3)));
        assert!(matches!(m.phase(), MatchPhase::RoundOver(_)));
    }

    /// Runs frames until a bot (or the dealer) changes a centre slot; gives the slot, the
    /// card that was there and the real time of the change.
    fn until_a_centre_card_changes(m: &mut Match, mut t: f64) -> (usize, Card, f64) {
        loop {
            let before = m.view().centre().to_vec();
            t += 16.0;
            m.advance(t);
            assert!(t < 600_000.0, "no centre card changed");
            let after = m.view().centre();
            if m.phase() != &MatchPhase::Playing {
                m.next_round(t);
                continue;
            }
            if let Some(i) = (0..before.len().min(after.len())).find(|&i| before[i] != after[i]) {
                return (i, before[i], t);
            }
        }
    }

    #[test]
    fn a_key_names_the_card_the_player_saw_and_a_card_just_gone_is_too_slow() {
        let setup = MatchSetup {
            preset: Preset::Hearts,
            level: LevelName::Ruthless,
            ..MatchSetup::new(12)
        };
        let mut m = playing(setup.clone(), 1.0);
        let (slot, seen, t) = until_a_centre_card_changes(&mut m, 0.0);
        let hand = m.view().hand().to_vec();
        let before = m.runner().game().state_hash();
        // Hand card first, then the centre key, a moment after the card under it changed.
        m.command(Command::Hand(0), t + 50.0);
        m.command(Command::Centre(slot), t + 100.0);
        assert_eq!(m.runner().game().state_hash(), before, "nothing was taken");
        assert_eq!(m.view().hand(), &hand[..]);
        let notice = m.notice().map(|n| n.text.clone()).unwrap_or_default();
        assert!(
            notice.starts_with("Too slow") && notice.contains(&seen.spoken()),
            "{notice:?} names the card that was seen ({seen})"
        );

        // Once the new card has been there for a reaction time, the key takes it.
        let mut m = playing(setup, 1.0);
        let (slot, _, t) = until_a_centre_card_changes(&mut m, 0.0);
        let now = m.view().centre()[slot];
        let later = t + KEY_REACTION_MS + 1.0;
        m.command(Command::Hand(0), later);
        m.command(Command::Centre(slot), later);
        assert!(
            m.view().hand().contains(&now),
            "took the {now} that had been in slot {slot} long enough to be seen"
        );
    }

    #[test]
    fn your_own_swap_is_seen_at_once() {
        let mut m = playing(
            MatchSetup {
                preset: Preset::Hearts,
                ..MatchSetup::new(3)
            },
            1.0,
        );
        let hand = m.view().hand().to_vec();
        m.command(Command::Hand(0), 0.0);
        m.command(Command::Centre(0), 0.0);
        assert_eq!(m.view().centre()[0], hand[0], "your card went to slot 0");
        // Taking it straight back names the card you just put there.
        m.command(Command::Hand(0), 10.0);
        m.command(Command::Centre(0), 10.0);
        assert_eq!(m.view().hand()[0], hand[0], "and came back");
    }
}
