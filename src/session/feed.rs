//! What the table says and shows as events arrive: the ticker, the live region's
//! announcements, notices, the gesture each face is making, the dealer's count word, the
//! revealed hands and the sounds to play. Each kind of thing has its own ids, so that a new
//! ticker line, a new announcement and a restarted animation never share a counter. What
//! is said is kept as what happened (the ticker's events, `Said`), worded when shown.

use std::collections::VecDeque;

use super::said::Said;
use crate::engine::{CallKind, Card, CountWord, Event, Gesture, Seat, TimedEvent};
use crate::friends::WireError;
use crate::narration::narrate::ticks;

/// How long a notice stays up, in real milliseconds.
pub const NOTICE_MS: f64 = 2_600.0;
/// How long a gesture's pose and caption stay up, in real milliseconds.
pub const CAPTION_MS: f64 = 2_400.0;
/// How long a call stays shown at the caller's seat, in real milliseconds.
pub const SHOUT_MS: f64 = 2_000.0;
const TICKER_LINES: usize = 6;

pub use super::sounds::Sound;

#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub said: Said,
    pub until: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GestureShow {
    pub gesture: Gesture,
    /// Changes with every gesture, so an animation restarts even for the same gesture.
    pub serial: u64,
    pub at: f64,
}

/// Counts ids for one purpose.
/// How many announcements the live region holds.
const LIVE_LINES: usize = 3;

#[derive(Clone, Debug, Default, PartialEq)]
struct Ids(u64);

impl Ids {
    fn next(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Feed {
    /// Gestures are also announced.
    pub captions: bool,
    notice: Option<Notice>,
    /// The events of the latest ticker lines (`TICKER_LINES` at most), the newest last.
    ticker: VecDeque<(u64, Event)>,
    ticker_ids: Ids,
    /// The latest announcements, the newest last (`LIVE_LINES` at most).
    announcements: VecDeque<(u64, Said)>,
    announcement_ids: Ids,
    poses: Vec<Option<GestureShow>>,
    pose_ids: Ids,
    count: Option<CountWord>,
    sounds: Vec<Sound>,
    revealed: Vec<(Seat, Vec<Card>)>,
    /// Per seat, the call it made last and until when (real time) it is shown.
    shouts: Vec<Option<(CallKind, f64)>>,
}

impl Feed {
    pub fn new(seats: usize) -> Feed {
        Feed {
            captions: false,
            notice: None,
            ticker: VecDeque::new(),
            ticker_ids: Ids::default(),
            announcements: VecDeque::new(),
            announcement_ids: Ids::default(),
            poses: vec![None; seats],
            pose_ids: Ids::default(),
            count: None,
            sounds: Vec::new(),
            revealed: Vec::new(),
            shouts: vec![None; seats],
        }
    }

    /// The call `seat` has just made, shown at its seat for `SHOUT_MS` (and through the
    /// round's result, until the next round starts).
    pub fn shout(&self, seat: Seat) -> Option<CallKind> {
        self.shouts
            .get(seat.index())
            .copied()
            .flatten()
            .map(|(c, _)| c)
    }

    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The ticker's events, each with its line's id, the newest last.
    pub fn ticker(&self) -> impl Iterator<Item = &(u64, Event)> {
        self.ticker.iter()
    }

    /// The latest announcement for the live region, with an id that changes each time
    /// (none before the first).
    pub fn announcement(&self) -> Option<&(u64, Said)> {
        self.announcements.back()
    }

    /// The last few announcements, the newest last: the live region keeps them all, so that
    /// two said in the same frame are both read.
    pub fn announcements(&self) -> impl Iterator<Item = &(u64, Said)> {
        self.announcements.iter()
    }

    /// The gesture `seat` is making (cleared `CAPTION_MS` after it starts, and at a round's end).
    pub fn pose(&self, seat: Seat) -> Option<&GestureShow> {
        self.poses.get(seat.index())?.as_ref()
    }

    pub fn count_word(&self) -> Option<CountWord> {
        self.count
    }

    pub fn revealed(&self) -> &[(Seat, Vec<Card>)] {
        &self.revealed
    }

    pub fn take_sounds(&mut self) -> Vec<Sound> {
        std::mem::take(&mut self.sounds)
    }

    pub fn play(&mut self, sound: Sound) {
        self.sounds.push(sound);
    }

    pub fn clear_sounds(&mut self) {
        self.sounds.clear();
    }

    /// Shows a notice, and announces it.
    pub fn say(&mut self, said: Said, real_now: f64) {
        self.say_for(said, real_now, NOTICE_MS);
    }

    /// A notice that stays up `ms` (a lesson's advice is read, not glanced at).
    pub fn say_for(&mut self, said: Said, real_now: f64, ms: f64) {
        self.announce(said.clone());
        self.notice = Some(Notice {
            said,
            until: real_now + ms,
        });
    }

    /// A message from `from`'s page (`None`: the host's) that could not be read. While the
    /// notice of that page's unread messages is up, it counts this one too (and stays up
    /// longer), and the live region is not told again: a burst is one notice.
    pub fn say_unread(&mut self, from: Option<Seat>, why: WireError, real_now: f64) {
        if let Some(Notice {
            said: Said::Unread { from: f, count, .. },
            until,
        }) = &self.notice
        {
            if *f == from && *until > real_now {
                let count = count.saturating_add(1);
                self.notice = Some(Notice {
                    said: Said::Unread { from, count, why },
                    until: real_now + NOTICE_MS,
                });
                return;
            }
        }
        self.say(
            Said::Unread {
                from,
                count: 1,
                why,
            },
            real_now,
        );
    }

    /// The notice has been acted on: it goes.
    pub fn hush(&mut self) {
        self.notice = None;
    }

    pub fn announce(&mut self, said: Said) {
        if self.announcements.len() == LIVE_LINES {
            self.announcements.pop_front();
        }
        self.announcements
            .push_back((self.announcement_ids.next(), said));
    }

    /// Takes down what has been up long enough. True when anything went.
    pub fn expire(&mut self, real_now: f64) -> bool {
        let mut changed = false;
        if self.notice.as_ref().is_some_and(|n| real_now >= n.until) {
            self.notice = None;
            changed = true;
        }
        for shout in self.shouts.iter_mut() {
            if shout.is_some_and(|(_, until)| real_now >= until) {
                *shout = None;
                changed = true;
            }
        }
        // A gesture (its pose, its caption) is over after a while, paused or not.
        for pose in self.poses.iter_mut() {
            if pose.as_ref().is_some_and(|g| real_now - g.at >= CAPTION_MS) {
                *pose = None;
                changed = true;
            }
        }
        changed
    }

    /// The real time at which `expire` next takes something down: a notice, a call at its
    /// seat, a gesture's pose and caption.
    pub fn next_expiry(&self) -> Option<f64> {
        let notice = self.notice.as_ref().map(|n| n.until);
        let shouts = self.shouts.iter().flatten().map(|&(_, until)| until);
        let poses = self.poses.iter().flatten().map(|g| g.at + CAPTION_MS);
        notice
            .into_iter()
            .chain(shouts)
            .chain(poses)
            .reduce(f64::min)
    }

    /// A round is over: nobody is gesturing any more, and the dealer stops counting.
    pub fn round_over(&mut self) {
        self.poses.iter_mut().for_each(|g| *g = None);
        self.count = None;
        // The call that ended the round stays at its seat beside the round's result.
        self.shouts
            .iter_mut()
            .flatten()
            .for_each(|s| s.1 = f64::INFINITY);
    }

    /// The hands shown, and the call made, at a round's end are put away.
    pub fn clear_revealed(&mut self) {
        self.revealed.clear();
        self.shouts.iter_mut().for_each(|s| *s = None);
    }

    /// What one event shows and says.
    pub fn event(&mut self, e: &TimedEvent, real_now: f64) {
        if ticks(&e.event) {
            self.ticker
                .push_back((self.ticker_ids.next(), e.event.clone()));
            while self.ticker.len() > TICKER_LINES {
                self.ticker.pop_front();
            }
        }
        match &e.event {
            Event::RoundStarted { .. } => {
                self.revealed.clear();
                self.poses.iter_mut().for_each(|g| *g = None);
                self.shouts.iter_mut().for_each(|s| *s = None);
                self.announce(Said::Event(e.event.clone()));
            }
            Event::CentreDealt { cards } => {
                self.count = None;
                if !cards.is_empty() {
                    self.announce(Said::Event(e.event.clone()));
                }
            }
            Event::Count { word } => self.count = Some(*word),
            Event::CountStopped => self.count = None,
            Event::Gestured { seat, gesture } => {
                let serial = self.pose_ids.next();
                if let Some(slot) = self.poses.get_mut(seat.index()) {
                    *slot = Some(GestureShow {
                        gesture: *gesture,
                        serial,
                        at: real_now,
                    });
                }
                self.sounds.push(Sound::Gesture(*gesture));
                if self.captions {
                    self.announce(Said::Event(e.event.clone()));
                }
            }
            Event::Called { seat, call, .. } => {
                if let Some(slot) = self.shouts.get_mut(seat.index()) {
                    *slot = Some((*call, real_now + SHOUT_MS));
                }
                self.sounds.push(Sound::Call);
                self.announce(Said::Event(e.event.clone()));
            }
            Event::Revealed { seat, cards } => {
                self.revealed.retain(|(s, _)| s != seat);
                self.revealed.push((*seat, cards.to_vec()));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{CallKind, CallTarget, Table};
    use crate::i18n::Words;
    use crate::narration::names::Naming;
    use crate::narration::narrate::ticker_line;

    fn feed_of(events: &[Event]) -> Feed {
        let mut feed = Feed::new(4);
        for (i, event) in events.iter().enumerate() {
            let e = TimedEvent {
                at: i as u64,
                event: event.clone(),
            };
            feed.event(&e, 100.0);
        }
        feed
    }

    /// A thing said, in the words `w` at a table of two teams, seat 0 being you.
    fn worded(w: &Words, said: &Said) -> String {
        let table = Table::new(2).unwrap();
        said.words(w, &Naming::default(), table).unwrap_or_default()
    }

    /// The ticker's lines, in the words `w`.
    fn lines(w: &Words, feed: &Feed) -> Vec<(u64, String)> {
        let (n, table) = (Naming::default(), Table::new(2).unwrap());
        let line = |e: &Event| ticker_line(w, &n, e, table).unwrap_or_default();
        feed.ticker().map(|(id, e)| (*id, line(e))).collect()
    }

    #[test]
    fn the_live_region_announces_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let (said, lines) = with_words(built_in(Lang::Es), |w| {
            let mut feed = feed_of(&[Event::RoundStarted {
                round: 2,
                dealer: Seat::at(1),
            }]);
            feed.captions = true;
            let wink = TimedEvent {
                at: 5,
                event: Event::Gestured {
                    seat: Seat::at(1),
                    gesture: Gesture::Wink,
                },
            };
            feed.event(&wink, 100.0);
            let said: Vec<String> = feed.announcements().map(|(_, s)| worded(w, s)).collect();
            (said, lines(w, &feed))
        });
        assert_eq!(said, ["Ronda 2: cartas nuevas", "Ada guiña un ojo"]);
        assert_eq!(
            lines.first().map(|(_, t)| t.as_str()),
            Some("Ronda 2: reparte Ada")
        );
    }

    #[test]
    fn a_call_is_heard_ticked_and_announced_once() {
        let w = &crate::i18n::english();
        let mut feed = feed_of(&[Event::Called {
            seat: Seat::at(1),
            call: CallKind::Kemps,
            target: CallTarget::NONE,
        }]);
        assert_eq!(feed.take_sounds(), vec![Sound::Call]);
        assert_eq!(feed.ticker().count(), 1);
        assert_eq!(
            worded(w, &feed.announcement().unwrap().1),
            lines(w, &feed)[0].1.as_str()
        );
        assert!(feed.take_sounds().is_empty(), "a sound is played once");
    }

    #[test]
    fn the_next_expiry_is_the_first_thing_expire_takes_down() {
        let mut feed = feed_of(&[
            Event::Gestured {
                seat: Seat::at(2),
                gesture: Gesture::Wink,
            },
            Event::Called {
                seat: Seat::at(1),
                call: CallKind::Kemps,
                target: CallTarget::NONE,
            },
        ]);
        assert_eq!(
            Feed::new(4).next_expiry(),
            None,
            "nothing up, nothing to take down"
        );
        feed.say(Said::Page("Link copied".into()), 50.0);
        // The call goes first (at 2100), then the wink (2500), then the notice (2650).
        assert_eq!(feed.next_expiry(), Some(100.0 + SHOUT_MS));
        assert!(!feed.expire(100.0 + SHOUT_MS - 1.0));
        assert!(feed.expire(100.0 + SHOUT_MS));
        assert_eq!(feed.next_expiry(), Some(100.0 + CAPTION_MS));
        assert!(feed.expire(100.0 + CAPTION_MS));
        assert_eq!(feed.next_expiry(), Some(50.0 + NOTICE_MS));
        assert!(feed.expire(50.0 + NOTICE_MS));
        assert_eq!(feed.next_expiry(), None);
    }

    #[test]
    fn announcements_said_together_are_all_kept_for_the_live_region() {
        let w = &crate::i18n::english();
        let mut feed = Feed::new(4);
        for text in ["one", "two", "three", "four"] {
            feed.announce(Said::Page(text.into()));
        }
        let kept: Vec<String> = feed.announcements().map(|(_, s)| worded(w, s)).collect();
        assert_eq!(
            kept,
            ["two", "three", "four"],
            "the last {LIVE_LINES}, newest last"
        );
        let ids: Vec<u64> = feed.announcements().map(|(id, _)| *id).collect();
        assert_eq!(ids, [2, 3, 4], "each with its own id");
        let last = feed.announcement().map(|(id, s)| (*id, worded(w, s)));
        assert_eq!(last, Some((4, "four".into())));
    }

    #[test]
    fn poses_restart_with_new_ids_and_go_after_their_time() {
        let g = Event::Gestured {
            seat: Seat::at(2),
            gesture: Gesture::Wink,
        };
        let mut feed = feed_of(&[g.clone(), g]);
        let pose = feed.pose(Seat::at(2)).cloned().expect("a pose");
        assert_eq!(pose.gesture, Gesture::Wink);
        assert_eq!(pose.serial, 2, "the second wink restarts the animation");
        assert_eq!(
            feed.announcement().map_or(0, |(id, _)| *id),
            0,
            "no captions: nothing announced"
        );
        assert!(!feed.expire(100.0 + CAPTION_MS - 1.0));
        assert!(feed.expire(100.0 + CAPTION_MS));
        assert!(feed.pose(Seat::at(2)).is_none());
    }

    #[test]
    fn the_ticker_keeps_its_last_lines_and_notices_expire() {
        let w = &crate::i18n::english();
        let calls: Vec<Event> = (0..10)
            .map(|_| Event::Called {
                seat: Seat::at(1),
                call: CallKind::Kemps,
                target: CallTarget::NONE,
            })
            .collect();
        let mut feed = feed_of(&calls);
        let ids: Vec<u64> = feed.ticker().map(|(id, _)| *id).collect();
        assert_eq!(ids, (5..=10).collect::<Vec<_>>());
        feed.say(Said::Page("Link copied".into()), 0.0);
        let notice = feed.notice().map(|n| worded(w, &n.said));
        assert_eq!(notice.as_deref(), Some("Link copied"));
        assert!(feed.expire(NOTICE_MS));
        assert!(feed.notice().is_none());
    }

    #[test]
    fn a_call_is_shown_at_its_seat_for_a_while_and_through_the_round_result() {
        let call = Event::Called {
            seat: Seat::at(3),
            call: CallKind::Stop,
            target: CallTarget::NONE,
        };
        let mut feed = feed_of(std::slice::from_ref(&call));
        assert_eq!(feed.shout(Seat::at(3)), Some(CallKind::Stop));
        assert_eq!(feed.shout(Seat::at(1)), None, "only the caller's seat");
        assert!(!feed.expire(100.0 + SHOUT_MS - 1.0));
        assert!(
            feed.expire(100.0 + SHOUT_MS),
            "gone after SHOUT_MS during play"
        );
        assert_eq!(feed.shout(Seat::at(3)), None);
        // A call that ends the round stays up beside its result, until the next round.
        let mut feed = feed_of(&[call]);
        feed.round_over();
        feed.expire(1e9);
        assert_eq!(feed.shout(Seat::at(3)), Some(CallKind::Stop));
        let mut put_away = feed.clone();
        put_away.clear_revealed();
        assert_eq!(
            put_away.shout(Seat::at(3)),
            None,
            "gone when the result is left"
        );
        let next = TimedEvent {
            at: 9,
            event: Event::RoundStarted {
                round: 2,
                dealer: Seat::at(1),
            },
        };
        feed.event(&next, 1e9);
        assert_eq!(feed.shout(Seat::at(3)), None);
    }
}
