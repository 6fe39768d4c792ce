//! A match as the player lives it: the clock driven by real time (paused, resumed with a
//! countdown), your picks and actions, what to show and announce, the round results and
//! the match's statistics. Pure Rust: the browser only feeds it times and key presses.

use super::clock::{Clock, Hold};
use super::feed::Feed;
use super::input::{Input, Press};
use super::keys::Command;
use super::review::Review;
use super::setup::MatchSetup;
use super::tutorial::Coach;
use crate::friends::{Friend, ToHost};
use crate::game_id::BadGame;
use crate::i18n::id;
use crate::narration::headline::YourRound;
use crate::narration::names::{Naming, SeatZero};
use crate::narration::narrate::ticker_line;
use crate::session::said::Said;

use crate::bots::{bot_players, LevelName, Player, Signals, TableRunner};
use crate::engine::{
    Action, Card, CountWord, Event, Gesture, Phase, RoundRecord, RoundResult, RuleError, Rules,
    Seat, SeatView, Standing, Table, Team, TimedEvent,
};
use crate::i18n::Words;
use crate::session::record::LogEntry;

use crate::narration::seats::{YOU, YOUR_TEAM};
/// How long a lesson's advice after a mistake stays up, in real milliseconds.
pub const HINT_MS: f64 = 7_000.0;
pub use super::clock::RESUME_COUNTDOWN_MS;
pub use super::feed::{GestureShow, Notice, Sound, CAPTION_MS, NOTICE_MS};
pub use super::input::{Selection, StopOption, StopPicker, KEY_REACTION_MS};
pub use super::review::{GestureMark, PlayerStats, RoundLine, RoundSignals};

#[derive(Clone, Debug, PartialEq)]
pub enum MatchPhase {
    Playing,
    RoundOver(Box<RoundSummary>),
    Over(Box<RoundSummary>, Box<MatchSummary>),
}

pub struct Match {
    setup: MatchSetup,
    /// Which kind of match this page plays (alone, as the host of friends, or as a friend at
    /// another page's table), with what only that kind keeps.
    side: Side,
    /// The seats people other than you played from the start: friends, at the table or in
    /// the record a replay plays (for the match's record).
    people: Vec<Seat>,
    /// The names people gave at this table, by seat as this page numbers it: on the host's
    /// page each friend's (from their reply), on a friend's page the other friends' (from
    /// the welcome). A seat without one keeps its bot's name (see `names::HostsTable`).
    people_names: Vec<(Seat, String)>,
    /// At a table with friends, live or replayed: the signals of each team two friends play
    /// (no bot of theirs keeps them), first drawn as its bots would have chosen, then as the
    /// friends change them.
    friends_teams: Vec<(Team, Signals)>,
    clock: Clock,
    phase: MatchPhase,
    input: Input,
    feed: Feed,
    round_start: Vec<Standing>,
    review: Review,
    last_takers: Vec<(Card, Seat)>,
    scratch: Vec<TimedEvent>,
    /// Your signals at the start (for the match's record), and how many signals you have
    /// made since they were chosen (several are made in turn).
    first_signals: Signals,
    signals_made: usize,
    /// Everything you did, in the order it happened: accepted actions (gestures included)
    /// and signal changes. Never re-sorted: a replay and a resume apply it as it stands.
    log: Vec<LogEntry>,
    /// How its words name the seats: seat 0 as "You", or as "Player" when the match is
    /// someone else's in a replay; on a page at a table with friends, the seats as at the
    /// host's table (see `hosts_table`).
    naming: Naming,
    /// The lesson, when this table is the first match that teaches (see `tutorial`).
    coach: Option<Coach>,
    /// The last lesson is over.
    lessons_done: bool,
}

impl Match {
    /// A match of `setup`, or why its game cannot be played (said to the player: there is
    /// no stand-in game).
    pub fn new(setup: MatchSetup, speed: f64) -> Result<Match, BadGame> {
        Match::with_people(setup, speed, &[])
    }

    /// A match of `setup` where you play seat 0 and a person seat each of `friends` (their
    /// presses reach the table through `from_friend`), and the bots every other seat.
    pub fn with_people(setup: MatchSetup, speed: f64, friends: &[Seat]) -> Result<Match, BadGame> {
        Match::seating(setup, speed, friends, true, SeatZero::You)
    }

    /// A match where a person plays each of `people` besides you: friends at this table
    /// (`live`), or the friends of a recorded match, whose presses its record holds. Its
    /// words name seat 0 as `zero`.
    fn seating(
        setup: MatchSetup,
        speed: f64,
        friends: &[Seat],
        live: bool,
        zero: SeatZero,
    ) -> Result<Match, BadGame> {
        let rules = setup.rules()?;
        let game = &setup.game;
        let table = Table::new(game.teams).ok_or(BadGame::Teams(game.teams))?;
        let levels = vec![game.level; table.team_count()];
        let mut players = bot_players(table, &levels, 1.0, game.bots_seed);
        players[0] = Player::Person;
        for seat in friends {
            if let Some(player) = players.get_mut(seat.index()) {
                *player = Player::Person;
            }
        }
        let mut opening = Vec::new();
        let mut runner = TableRunner::new(rules, table, game.seed, players, &mut opening);
        runner.tell_signals(YOUR_TEAM, setup.signals);
        let side = match live && !friends.is_empty() {
            true => Side::Host(Box::new(HostSide::new(runner))),
            false => Side::Solo(Box::new(runner)),
        };
        let mut m = Match::seated(setup, side, &[], speed, None);
        m.naming = Naming::from(zero);
        m.seat_people(friends, live);
        m.process(&opening, 0.0);
        m.track_centre(0.0, true);
        Ok(m)
    }

    /// A match around its table just dealt (`opening` holds the deal's events).
    fn seated(
        setup: MatchSetup,
        side: Side,
        opening: &[TimedEvent],
        speed: f64,
        coach: Option<Coach>,
    ) -> Match {
        let n = side.view().table().seat_count();
        let mut m = Match {
            side,
            people: Vec::new(),
            people_names: Vec::new(),
            friends_teams: Vec::new(),
            clock: Clock::new(speed),
            phase: MatchPhase::Playing,
            input: Input::default(),
            feed: Feed::new(n),
            round_start: Vec::new(),
            review: Review::default(),
            last_takers: Vec::new(),
            scratch: Vec::new(),
            first_signals: setup.signals,
            signals_made: 0,
            log: Vec::new(),
            naming: Naming::default(),
            coach,
            lessons_done: false,
            setup,
        };
        m.process(opening, 0.0);
        m.track_centre(0.0, true);
        m
    }

    // ---- what the screen shows ----

    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    pub fn view(&self) -> SeatView<'_> {
        self.side.view()
    }

    pub fn rules(&self) -> &Rules {
        self.view().rules()
    }

    pub fn table(&self) -> Table {
        self.view().table()
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

    /// The notice up, in the words `w`.
    pub fn notice(&self, w: &Words) -> Option<String> {
        self.feed.notice().map(|n| self.word(w, &n.said))
    }

    /// The ticker's lines in the words `w`, each with its id, the newest last.
    pub fn ticker(&self, w: &Words) -> Vec<(u64, String)> {
        let (n, table) = (&self.naming, self.table());
        let line = |e: &Event| ticker_line(w, n, e, table).unwrap_or_default();
        self.feed.ticker().map(|(id, e)| (*id, line(e))).collect()
    }

    /// The latest announcements for the live region in the words `w`, the newest last, each
    /// with its id.
    pub fn announcements(&self, w: &Words) -> Vec<(u64, String)> {
        (self.feed.announcements())
            .map(|(id, said)| (*id, self.word(w, said)))
            .collect()
    }

    /// A round of the review's list, in the words `w`, its seats named as this match names
    /// them.
    pub fn round_said(&self, w: &Words, line: &RoundLine) -> String {
        line.said(w, &self.naming, self.rules(), self.table())
    }

    /// What the table said, in the words `w`, its seats named as this match names them.
    pub fn word(&self, w: &Words, said: &Said) -> String {
        let (n, table) = (&self.naming, self.table());
        match said {
            Said::RoundOver(round) => (self.review.results().iter().rev())
                .find(|line| line.round == *round)
                .map(|line| self.round_said(w, line))
                .unwrap_or_default(),
            Said::MatchOver => match &self.phase {
                MatchPhase::Over(_, over) => over.headline(w, n),
                _ => String::new(),
            },
            other => other.words(w, n, table).unwrap_or_default(),
        }
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
        self.view().now()
    }

    /// For statistics and the post-match review only (never for decisions); none on a
    /// friend's page, which holds no table.
    pub fn runner(&self) -> Option<&TableRunner> {
        self.side.runner()
    }

    fn runner_mut(&mut self) -> Option<&mut TableRunner> {
        self.side.runner_mut()
    }

    // ---- your actions ----

    /// Shows (and announces) a notice from outside the game, like "Link copied".
    pub fn notify(&mut self, said: Said, real_now: f64) {
        self.say(said, real_now);
    }

    fn say(&mut self, said: Said, real_now: f64) {
        self.feed.say(said, real_now);
    }

    fn can_act(&mut self, real_now: f64) -> bool {
        if self.phase != MatchPhase::Playing || self.view().phase() != Phase::Exchange {
            return false;
        }
        if let Err(why) = self.clock.ready(real_now) {
            self.say(Said::NotReady(why), real_now);
            return false;
        }
        true
    }

    /// Your action: played, or refused with a word on screen (the rules' reason, or in a
    /// lesson the coach's). True when it was played.
    fn act(&mut self, action: Action, real_now: f64) -> bool {
        if let Some(hint) = (self.coach.as_ref()).and_then(|c| c.refuse(&action, &self.view())) {
            self.input.clear();
            self.feed.say_for(Said::Coach(hint), real_now, HINT_MS);
            return false;
        }
        match self.apply(action.clone(), real_now) {
            Ok(()) => {
                if let (Some(c), Some(runner)) = (self.coach.as_mut(), self.side.runner()) {
                    // The coach's last advice is taken, or no longer fits: it goes.
                    self.feed.hush();
                    c.acted(&action, &runner.game().view(YOU), runner.now());
                }
                true
            }
            Err(error) => {
                self.refused(error, real_now);
                false
            }
        }
    }

    /// Says why the rules refused your action: a card someone was faster to, or the
    /// engine's own reason.
    fn refused(&mut self, error: RuleError, real_now: f64) {
        let said = match error {
            RuleError::CardGone(card) | RuleError::CardSwept(card) => self.too_slow(card),
            other => Said::Refused(other),
        };
        self.say(said, real_now);
    }

    /// Your action, applied now and written to the match's log when the rules accept it.
    fn apply(&mut self, action: Action, real_now: f64) -> Result<(), RuleError> {
        let runner = match &mut self.side {
            Side::Solo(runner) => runner,
            Side::Host(host) => &mut host.runner,
            Side::Guest(guest) => {
                // The host's table judges it; its answer comes back with the table.
                guest.mirror.send(action);
                return Ok(());
            }
        };
        let mut events = std::mem::take(&mut self.scratch);
        events.clear();
        let at = runner.now();
        let result = runner.act(YOU, action.clone(), &mut events);
        // With friends, a refused press is kept too: it let the bots' exchanges waiting for
        // a friend's press go first, as a replay must.
        if result.is_ok() || !self.people.is_empty() {
            self.log.push(LogEntry::Act { at, action });
        }
        self.process(&events, real_now);
        self.scratch = events;
        self.track_centre(real_now, true);
        result
    }

    /// Notes which centre slots changed. A change you made yourself you have seen already.
    fn track_centre(&mut self, real_now: f64, own: bool) {
        let centre = self.view().centre().to_vec();
        self.input.track_centre(&centre, real_now, own);
    }

    /// The card a key for centre slot `index` names: the one the player saw there.
    pub fn card_under_key(&self, index: usize, real_now: f64) -> Option<Card> {
        self.input.card_under_key(index, real_now)
    }

    /// "Too slow": who took `card`, when someone else did.
    fn too_slow(&self, card: Card) -> Said {
        let taker = self.last_takers.iter().rev().find(|(c, _)| *c == card);
        let by = taker.map(|&(_, seat)| seat).filter(|&seat| seat != YOU);
        Said::TooSlow { card, by }
    }

    /// A press on card `index` of your hand, showing `card`.
    pub fn press_hand(&mut self, index: usize, card: Card, real_now: f64) {
        if self.can_act(real_now) {
            let press = self.input.press_hand(&self.side.view(), index, card);
            self.carry_out(press, real_now);
        }
    }

    /// A press on card `index` of the centre, showing `card` (as you saw it).
    pub fn press_centre(&mut self, index: usize, card: Card, real_now: f64) {
        if self.can_act(real_now) {
            let press = self.input.press_centre(&self.side.view(), index, card);
            self.carry_out(press, real_now);
        }
    }

    fn carry_out(&mut self, press: Press, real_now: f64) {
        match press {
            Press::Act(action) => {
                self.act(action, real_now);
            }
            Press::Swap(action) => {
                if self.act(action, real_now) {
                    self.feed.play(Sound::Swap);
                }
            }
            Press::Hint(hint) => self.say(Said::Hint(hint), real_now),
            Press::TooSlow(card) => self.say(self.too_slow(card), real_now),
            Press::Nothing => {}
        }
    }

    /// A key command (see `keys`). A centre key names the card the player saw under it:
    /// if that card has just gone, it is "Too slow", as for a pointer. True when a gesture
    /// was made. The palette and the keys overlay are the page's own: their keys do nothing
    /// here.
    pub fn command(&mut self, command: Command, real_now: f64) -> bool {
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
            Command::Signal => return self.signal(real_now),
            Command::Gesture(i) => {
                if let Some(&g) = Gesture::ALL.get(i) {
                    return self.gesture(g, real_now);
                }
            }
            Command::Target(i) => self.pick_target(i, real_now),
            Command::Pause => self.toggle_pause(real_now),
            Command::Continue => self.next_round(real_now),
            Command::Cancel => self.clear_selection(),
            Command::Palette | Command::Help => {}
        }
        false
    }

    /// Drops your picks and closes the stop picker.
    pub fn clear_selection(&mut self) {
        self.input.clear();
    }

    /// Runs the game to time `t` at once, through round ends (as a replay does).
    pub fn fast_forward(&mut self, t: u64) {
        if t > self.game_time() {
            if let MatchPhase::RoundOver(_) = self.phase {
                self.phase = MatchPhase::Playing;
            }
            self.run_to(t, 0.0);
        }
        self.clock.set_game_time(self.game_time());
    }

    /// Leaves the round result: the clock runs on and the next round is dealt. In a
    /// lesson, the next lesson starts (or the same again, if the round went otherwise).
    pub fn next_round(&mut self, real_now: f64) {
        if self.next_lesson() || self.wait_for_friends(real_now) {
            return;
        }
        if let (Side::Guest(guest), MatchPhase::RoundOver(_)) = (&mut self.side, &self.phase) {
            // The host's table deals the next round once every player has seen this one:
            // the result stays until it says so.
            guest.mirror.say(ToHost::Continue);
            guest.told.waiting_for_host = true;
            self.say(Said::Message(id::NARRATION_WAITING_FOR_FRIEND), real_now);
            return;
        }
        self.start_next_round(real_now);
    }

    fn start_next_round(&mut self, real_now: f64) {
        if let MatchPhase::RoundOver(_) = self.phase {
            self.phase = MatchPhase::Playing;
            if let Some(guest) = self.side.guest_mut() {
                guest.told.round_started();
            }
            self.feed.clear_revealed();
            self.clock.restart_from(real_now);
        }
    }

    /// The level of the bots at this table.
    pub fn level(&self) -> LevelName {
        self.setup.game.level
    }
}

mod calls;
mod ends;
pub use ends::{MatchSummary, RoundSummary};
mod events;
mod friends;
pub use friends::resume_words;
mod friends_replay;
pub use friends_replay::HostReplay;
mod lesson;
mod naming;
mod record;
mod side;
use side::{GuestSide, HostSide, Side};
mod signals;
mod time;
pub use record::{SavePoint, SAVE_EVERY_MS};
mod summary;
#[cfg(test)]
mod tests;
