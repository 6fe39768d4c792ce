//! One bot player: it perceives the events its seat may see, keeps an agenda of things to
//! do after a human-like delay, and acts through the same actions a person uses.

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::cards::{finish_half_way, plan_exchange, CardKnowledge};
use super::intent::Intent;
use super::level::{Level, LevelName, Personality};
use super::memory::{Evidence, Read, SignalMemory, PARTNER_SHARE};
use super::perception::Seen;
use super::signal_set::Signals;
use super::signals::{changes_signals, SignalPolicy};
use super::timing::{poisson_gap_ms, reaction_ms, unit};
use crate::engine::card::four_of_a_kind;
use crate::engine::deal::HAND_SIZE;
use crate::engine::{
    Action, CallKind, CallTarget, Event, Gesture, Order, Phase, RoundRecord, RoundResult,
    RuleError, Seat, SeatView, Target,
};

// The tuning every level shares (a level's own numbers are in `level.rs`).

/// A stop on our team this soon after one of our signals means the signal is suspected.
const SUSPICION_WINDOW_MS: u64 = 3_000;
/// The game speeds a bot's delays follow: beyond them delays stop feeling human (and a
/// zero delay could loop).
const SPEED_RANGE: (f64, f64) = (0.25, 8.0);
/// The shortest gap between two decoys.
const MIN_DECOY_GAP_MS: u64 = 400;
/// The share of the usual reaction before a bot looks at the centre again after its own
/// exchange: soon when half-way through a drop-then-take, later after a whole one.
const HALF_WAY_REACTION: f64 = 0.35;
const AFTER_EXCHANGE_REACTION: f64 = 0.8;
/// The share of the usual reaction before a bot tries again after a refused action.
const AFTER_REFUSAL_REACTION: f64 = 0.4;
/// A bot is busy with the cards for this long after its own exchange, and when it means
/// to look at the centre within `BUSY_AHEAD_MS`.
const BUSY_AFTER_ACTING_MS: u64 = 400;
const BUSY_AHEAD_MS: u64 = 300;
/// How much being busy lowers the chance to notice a gesture: little for the partner's,
/// more for an opponent's.
const BUSY_PARTNER_ATTENTION: f64 = 0.95;
const BUSY_OPPONENT_ATTENTION: f64 = 0.8;
/// A tell counts only for a gesture believed at least this share of the threshold.
const TELL_NEEDS: f64 = 0.6;
/// Another's stop is taken to be on the suspect's gesture made this long before it.
const STOP_READ_WITHIN_MS: u64 = 1_500;
/// Both opponents of a team seen signalling within this window make a stop a double one...
const BOTH_SEEN_WINDOW_MS: u64 = 5_000;
/// ...when the belief is at least this much over the level's threshold.
const DOUBLE_STOP_MARGIN: f64 = 0.2;
/// A bot holding four of a kind signals again after this long, plus up to the spread
/// (at speed 1).
const SIGNAL_AGAIN_MS: f64 = 3_000.0;
const SIGNAL_AGAIN_SPREAD_MS: f64 = 2_000.0;

/// How a bot is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct BotSetup {
    pub level: LevelName,
    /// The game speed the player chose: 2.0 makes every delay half as long.
    pub speed: f64,
    pub personality: Personality,
    pub policy: SignalPolicy,
    /// Seeds the bot's own choices (noticing, delays, decoys).
    pub seed: u64,
}

pub struct Bot {
    seat: Seat,
    level: Level,
    personality: Personality,
    speed: f64,
    policy: SignalPolicy,
    rng: ChaCha8Rng,
    knowledge: CardKnowledge,
    memory: SignalMemory,
    agenda: Vec<(u64, Intent)>,
    signals: Signals,
    /// Every gesture the team has used as a signal this match: never made as a fidget, so
    /// that neither the partner nor an opponent takes it for a signal still in use.
    retired: Vec<Gesture>,
    /// How many times this bot has made a signal: a team of several uses them in turn.
    signals_made: usize,
    live: bool,
    passed: bool,
    last_acted_at: u64,
    /// Our team's signals this round, and whether an opponent seems to have caught on.
    team_signals_at: Vec<u64>,
    compromised: bool,
    /// Believed opponent signals noticed lately: (when, who).
    sightings: Vec<(u64, Seat)>,
    /// The round under way, and the last call seen in it (what a reveal comes from).
    round: u32,
    last_call: Option<(CallKind, Seat)>,
    /// Why this bot made its last Stop Kemps.
    last_read: Option<Read>,
    /// The last stop called this round (by anyone): when, and on which seats.
    last_stop: Option<(u64, Vec<Seat>)>,
}

impl Bot {
    pub fn new(seat: Seat, seats: usize, setup: BotSetup) -> Bot {
        let signals = setup.policy.signals(1);
        Bot {
            seat,
            level: setup.level.level(),
            personality: setup.personality,
            speed: if setup.speed.is_finite() {
                setup.speed.clamp(SPEED_RANGE.0, SPEED_RANGE.1)
            } else {
                1.0
            },
            policy: setup.policy,
            rng: ChaCha8Rng::seed_from_u64(setup.seed),
            knowledge: CardKnowledge::default(),
            memory: SignalMemory::new(seats),
            agenda: Vec::with_capacity(8),
            signals,
            retired: Vec::new(),
            signals_made: 0,
            live: false,
            passed: false,
            last_acted_at: 0,
            team_signals_at: Vec::new(),
            compromised: false,
            sightings: Vec::new(),
            round: 0,
            last_call: None,
            last_read: None,
            last_stop: None,
        }
    }

    /// Why this bot made its last Stop Kemps: the seat and gesture it read, and when it had
    /// seen that gesture before. Everything in it is something the bot saw.
    pub fn last_read(&self) -> Option<Read> {
        self.last_read
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn level(&self) -> LevelName {
        self.level.name
    }

    pub fn personality(&self) -> &Personality {
        &self.personality
    }

    /// The team's current signals as this bot knows them.
    pub fn signals(&self) -> Signals {
        self.signals
    }

    /// The human partner chose (or changed) the team's signals.
    pub fn tell_signals(&mut self, signals: Signals) {
        self.policy = SignalPolicy::Told(signals);
        self.signals = signals;
        self.retire(signals);
    }

    /// For a scripted team: the signal policy both partners follow.
    pub fn set_policy(&mut self, policy: SignalPolicy, round: u32) {
        self.signals = policy.signals(round);
        self.policy = policy;
        self.retire(self.signals);
    }

    fn retire(&mut self, signals: Signals) {
        for &g in signals.as_slice() {
            if !self.retired.contains(&g) {
                self.retired.push(g);
            }
        }
    }

    /// When this bot next wants to act.
    pub fn wake_at(&self) -> Option<u64> {
        self.agenda.iter().map(|(t, _)| *t).min()
    }

    fn delay(&mut self, median_ms: f64) -> u64 {
        reaction_ms(
            &mut self.rng,
            median_ms * self.personality.tempo / self.speed,
            self.level.reaction_sigma,
        )
    }

    fn schedule(&mut self, at: u64, intent: Intent) {
        match intent {
            // One look at the centre at a time: keep the earlier.
            Intent::Exchange => {
                if let Some(existing) = self.agenda.iter_mut().find(|(_, i)| *i == Intent::Exchange)
                {
                    existing.0 = existing.0.min(at);
                    return;
                }
            }
            Intent::Call(..) | Intent::Signal | Intent::Decoy => {
                if self.agenda.iter().any(|(_, i)| i.same_as(&intent)) {
                    return;
                }
            }
        }
        self.agenda.push((at, intent));
    }

    fn look_at_centre(&mut self, at: u64) {
        let d = self.delay(self.level.reaction_median_ms);
        self.schedule(at + d, Intent::Exchange);
    }

    fn next_decoy(&mut self, at: u64) {
        let gap = poisson_gap_ms(
            &mut self.rng,
            self.level.decoys_per_minute * self.personality.fidgety * self.speed,
        );
        self.schedule(at.saturating_add(gap.max(MIN_DECOY_GAP_MS)), Intent::Decoy);
    }

    /// Takes in one event this bot's seat perceives.
    pub fn observe(&mut self, view: &SeatView<'_>, seen: Seen<'_>) {
        let at = seen.at();
        let me = self.seat;
        let my_team = view.team();
        let event = seen.event();
        if let Event::RoundStarted { round, .. } = event {
            self.start_round(*round, at);
        }
        self.knowledge.observe(me, event);
        match event {
            Event::Dealt { seat, .. } if *seat == me => {
                self.look_at_centre(at);
                self.check_own_four(view, at);
            }
            Event::CentreDealt { .. } => {
                self.passed = false;
                self.memory.new_centre();
                self.look_at_centre(at);
            }
            Event::Swapped { seat, .. }
            | Event::Dropped { seat, .. }
            | Event::Took { seat, .. } => self.exchanged(view, *seat, at),
            Event::Gestured { seat, gesture } => {
                if view.table().team_of(*seat) == my_team && self.signals.contains(*gesture) {
                    self.team_signals_at.push(at);
                }
                if *seat != me {
                    self.notice(view, *seat, *gesture, at);
                }
            }
            Event::Called { seat, call, target } => {
                self.last_call = Some((*call, *seat));
                if let Some(stop) = target.stop() {
                    let suspects = match stop {
                        Target::Seat { suspect, .. } => vec![suspect],
                        Target::Team(team) => view.table().seats_of(team).to_vec(),
                    };
                    self.last_stop = Some((at, suspects));
                    self.stop_called(view, *target, at);
                }
            }
            Event::Revealed { seat, cards } if four_of_a_kind(cards).is_some() => {
                if let Some((call, caller)) = self.last_call {
                    let evidence = Evidence {
                        round: self.round,
                        call,
                        caller,
                        seen: *seat,
                    };
                    let partner = view.table().partner_of(*seat);
                    self.memory.revealed_four(*seat, partner, at, evidence);
                }
            }
            Event::RoundEnded { record } => {
                self.learn_from_wrong_stop(view, record);
                let stopped = matches!(record.result, RoundResult::Stop | RoundResult::DoubleStop);
                let caught = stopped && record.target.is_some_and(|t| t.team() == my_team);
                self.policy
                    .after_round(changes_signals(self.level.name, caught, self.compromised));
                self.live = false;
                self.agenda.clear();
            }
            Event::GameOver { .. } => {
                self.live = false;
                self.agenda.clear();
            }
            _ => {}
        }
    }

    fn start_round(&mut self, round: u32, at: u64) {
        self.knowledge.reset();
        self.memory.new_round(round);
        self.agenda.clear();
        self.live = true;
        self.passed = false;
        self.team_signals_at.clear();
        self.compromised = false;
        self.sightings.clear();
        self.round = round;
        self.last_call = None;
        self.last_stop = None;
        self.signals = self.policy.signals(round);
        self.retire(self.signals);
        self.next_decoy(at);
    }

    /// `seat` exchanged with the centre: this bot looks again, at once if half-way.
    fn exchanged(&mut self, view: &SeatView<'_>, seat: Seat, at: u64) {
        if seat == self.seat {
            self.last_acted_at = at;
            let half_way = view.hand().len() != HAND_SIZE;
            let share = if half_way {
                HALF_WAY_REACTION
            } else {
                AFTER_EXCHANGE_REACTION
            };
            let d = self.delay(self.level.reaction_median_ms * share);
            self.schedule(at + d, Intent::Exchange);
            self.check_own_four(view, at);
        } else {
            self.memory.exchanged(seat);
            self.passed = false;
            self.look_at_centre(at);
        }
    }

    /// A stop on this bot's team right after one of its signals: the signal is suspected.
    fn stop_called(&mut self, view: &SeatView<'_>, target: CallTarget, at: u64) {
        let about_us = target.stop().map(Target::team) == Some(view.team());
        if about_us
            && self
                .team_signals_at
                .iter()
                .any(|&t| at >= t && at - t <= SUSPICION_WINDOW_MS)
        {
            self.compromised = true;
        }
    }

    /// A Stop Kemps the hands proved wrong: the gesture it was called on was no signal. This
    /// bot knows what it read itself; of another's stop, it takes the suspect's gesture just
    /// before the call for the one that was read.
    fn learn_from_wrong_stop(&mut self, view: &SeatView<'_>, record: &RoundRecord) {
        let wrong = matches!(
            record.result,
            RoundResult::WrongStop | RoundResult::WrongDoubleStop
        );
        if !wrong {
            return;
        }
        let table = view.table();
        if let (true, Some(read)) = (record.by == Some(self.seat), self.last_read) {
            let partner = table.partner_of(read.suspect);
            self.memory.refuted(read.suspect, partner, read.gesture);
        } else if let Some((at, suspects)) = self.last_stop.take() {
            for suspect in suspects {
                if let Some(g) = self
                    .memory
                    .last_gesture_before(suspect, at, STOP_READ_WITHIN_MS)
                {
                    self.memory.refuted(suspect, table.partner_of(suspect), g);
                }
            }
        }
    }

    fn check_own_four(&mut self, view: &SeatView<'_>, at: u64) {
        if four_of_a_kind(view.hand()).is_some() {
            let d = self.delay(self.level.call_reaction_median_ms);
            self.schedule(at + d, Intent::Signal);
        }
    }

    /// Another seat made a gesture: did this bot see it, and what does it make of it?
    fn notice(&mut self, view: &SeatView<'_>, seat: Seat, gesture: Gesture, at: u64) {
        let partner = view.partner();
        let busy = self.last_acted_at + BUSY_AFTER_ACTING_MS > at
            || self
                .agenda
                .iter()
                .any(|(t, i)| *i == Intent::Exchange && *t <= at + BUSY_AHEAD_MS);
        // A partner is watched closely even while busy with the cards; opponents less so.
        // A seat whose signal this bot believes it knows is watched as closely as a partner.
        let (attention, busy_factor) = if seat == partner {
            (self.level.partner_attention, BUSY_PARTNER_ATTENTION)
        } else if self.watches(view, seat) {
            (self.level.watch_attention, BUSY_PARTNER_ATTENTION)
        } else {
            (self.level.opponent_attention, BUSY_OPPONENT_ATTENTION)
        };
        if unit(&mut self.rng) >= attention * if busy { busy_factor } else { 1.0 } {
            return;
        }
        if seat == partner {
            // The partner's signals are trusted: that is the game.
            if self.signals.contains(gesture) {
                let double = view.rules().double_calls() && four_of_a_kind(view.hand()).is_some();
                let call = if double {
                    CallKind::DoubleKemps
                } else {
                    CallKind::Kemps
                };
                let d = self.delay(self.level.call_reaction_median_ms);
                self.schedule(at + d, Intent::Call(call, None, None));
            }
            return;
        }
        if view.table().team_of(seat) != view.team() {
            self.suspect(view, seat, gesture, at);
        }
    }

    /// Whether this bot believes it knows a signal of `seat`'s team: then it watches `seat`.
    fn watches(&self, view: &SeatView<'_>, seat: Seat) -> bool {
        let partner = view.table().partner_of(seat);
        Gesture::ALL
            .iter()
            .any(|&g| self.reads_as_signal(seat, partner, g, 0.0))
    }

    /// Whether this bot takes `gesture` for the signal of `seat` (whose partner is `partner`),
    /// `tell` added for a seat that stopped swapping: a belief over the level's threshold,
    /// from enough hits.
    fn reads_as_signal(&self, seat: Seat, partner: Seat, gesture: Gesture, tell: f64) -> bool {
        let belief = self.memory.belief(seat, partner, gesture);
        let hits =
            self.memory.hits(seat, gesture) + PARTNER_SHARE * self.memory.hits(partner, gesture);
        // A tell tips a belief over the line; it does not make one out of a gesture seen
        // mostly for nothing.
        belief >= TELL_NEEDS * self.threshold()
            && belief + tell >= self.threshold()
            && hits >= self.level.min_hits as f64
    }

    fn threshold(&self) -> f64 {
        self.level.belief_threshold - self.personality.nerves
    }

    /// An opponent's gesture this bot noticed: judged against what the bot saw before, then
    /// remembered for learning; when the bot believes it is that team's signal, answered
    /// with a stop.
    fn suspect(&mut self, view: &SeatView<'_>, seat: Seat, gesture: Gesture, at: u64) {
        let table = view.table();
        let their_partner = table.partner_of(seat);
        let tell = if self.memory.looks_settled(seat) {
            self.level.tell_weight
        } else {
            0.0
        };
        let read = self.reads_as_signal(seat, their_partner, gesture, tell);
        let belief = self.memory.belief(seat, their_partner, gesture) + tell;
        let remember = unit(&mut self.rng) < self.level.learning_rate;
        self.memory.noticed(seat, gesture, at, remember);
        if !read || !view.may_stop() {
            return;
        }
        let target = Target::naming(view.rules().stop_target(), table, seat);
        let why = Read {
            suspect: seat,
            gesture,
            evidence: self.memory.evidence(seat, their_partner, gesture),
        };
        let both = self
            .sightings
            .iter()
            .any(|&(t, s)| s == their_partner && at.saturating_sub(t) <= BOTH_SEEN_WINDOW_MS);
        self.sightings.push((at, seat));
        let call = if view.rules().double_calls()
            && both
            && belief >= self.threshold() + DOUBLE_STOP_MARGIN
        {
            CallKind::DoubleStop
        } else {
            CallKind::Stop
        };
        // Already about to stop this team, and now the partner shows it too: make it double.
        if call == CallKind::DoubleStop {
            let same_team = |t: &Option<Target>| t.is_some_and(|t| t.team() == target.team());
            if let Some(pending) = self
                .agenda
                .iter_mut()
                .find(|(_, i)| matches!(i, Intent::Call(CallKind::Stop, t, _) if same_team(t)))
            {
                pending.1 = Intent::Call(CallKind::DoubleStop, Some(target), Some(why));
                return;
            }
        }
        // A signal the bot was waiting for is answered by reflex.
        let d = self.delay(self.level.call_reaction_median_ms * self.level.stop_reflex);
        self.schedule(at + d, Intent::Call(call, Some(target), Some(why)));
    }

    /// The action this bot takes now, if any. Call whenever `wake_at` has come.
    pub fn poll(&mut self, view: &SeatView<'_>) -> Option<Action> {
        let now = view.now();
        let due = self
            .agenda
            .iter()
            .enumerate()
            .filter(|(_, (t, _))| *t <= now)
            .min_by_key(|(i, (t, _))| (*t, *i))
            .map(|(i, _)| i)?;
        let (_, intent) = self.agenda.swap_remove(due);
        if !self.live || view.phase() != Phase::Exchange {
            return None;
        }
        match intent {
            Intent::Exchange if view.hand().len() != HAND_SIZE => {
                finish_half_way(view, &self.knowledge)
            }
            Intent::Exchange => {
                if unit(&mut self.rng) < self.level.miss_rate {
                    return None;
                }
                match plan_exchange(view, &self.knowledge, self.level.card_sense, &mut self.rng) {
                    Some(action) => Some(action),
                    None if !self.passed && view.hand().len() == HAND_SIZE => {
                        self.passed = true;
                        Some(Action::Pass)
                    }
                    None => None,
                }
            }
            Intent::Signal => {
                four_of_a_kind(view.hand())?;
                let spread = SIGNAL_AGAIN_SPREAD_MS * unit(&mut self.rng);
                let again = ((SIGNAL_AGAIN_MS + spread) / self.speed) as u64;
                self.schedule(now + again, Intent::Signal);
                let signal = self.signals.in_turn(self.signals_made);
                self.signals_made += 1;
                Some(Action::Gesture(signal))
            }
            Intent::Decoy => {
                self.next_decoy(now);
                let habits: Vec<Gesture> = self
                    .personality
                    .habits
                    .iter()
                    .copied()
                    .filter(|g| !self.retired.contains(g))
                    .collect();
                let pick = (unit(&mut self.rng) * habits.len() as f64) as usize;
                habits
                    .get(pick.min(habits.len().saturating_sub(1)))
                    .map(|&g| Action::Gesture(g))
            }
            Intent::Call(call, target, read) => {
                if call.is_stop() {
                    if !view.may_stop() {
                        return None;
                    }
                    self.last_read = read;
                }
                Some(view.call_on(call, target))
            }
        }
    }

    /// The engine refused this bot's action (someone was faster): look again soon. Every
    /// refusal of a take for a card that is not in the centre counts, whatever its reason.
    pub fn refused(&mut self, view: &SeatView<'_>, error: &RuleError) {
        let card_not_there = matches!(
            error,
            RuleError::CardGone(_)
                | RuleError::CardSwept(_)
                | RuleError::CardTakenByYou(_)
                | RuleError::NotInCentre(_)
        );
        if card_not_there || view.rules().order() != Order::Atomic {
            let now = view.now();
            let d = self.delay(self.level.reaction_median_ms * AFTER_REFUSAL_REACTION);
            self.schedule(now + d, Intent::Exchange);
        }
    }
}
