//! What the table says, as what happened: a notice, an announcement for the live region.
//! The feed keeps these, never their words; each is worded when shown, in the words and with
//! the naming given then, so a change of language words again what is still up.

use super::input::Hint;
use super::tutorial::coach_words;
use crate::engine::{Card, Event, RuleError, Seat, Table};
use crate::friends::refusal::{Ending, NotReady, Refusal};
use crate::friends::WireError;
use crate::i18n::{Msg, Words};
use crate::narration::names::Naming;
use crate::narration::narrate::{gesture_caption, refusal, ticker_line};
use crate::narration::words::card_name;

/// One thing the table says.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A message with no arguments ("Link copied", "Waiting for your friend").
    Message(Msg),
    /// What the live region says of an event as it happens: a new round's cards, the new
    /// centre, a gesture's caption, a call's ticker line.
    Event(Event),
    /// Why you cannot act yet.
    NotReady(NotReady),
    /// The rules refused your action.
    Refused(RuleError),
    /// The card pressed has gone from where you saw it: taken by `by` (someone else), or gone.
    TooSlow { card: Card, by: Option<Seat> },
    /// Not allowed now: what to do instead.
    Hint(Hint),
    /// A lesson's coach refused your action (see `tutorial::coach_words`).
    Coach(Msg),
    /// The friend at `seat` left, and a bot plays for them.
    FriendLeft(Seat),
    /// The friend at `seat` is back.
    FriendBack(Seat),
    /// On a friend's page: another friend left the table (`here` false), or is back.
    OtherFriend { seat: Seat, here: bool },
    /// On a friend's page: the host's table is over.
    Ended(Ending),
    /// On a friend's page: the host's table refused a press (not a rule's refusal, which
    /// is `Refused` or `TooSlow`).
    HostRefused(Refusal),
    /// Messages from the other page that could not be read: from the friend at `from` (on
    /// the host's page) or from the host's page (`None`); how many while the notice was up,
    /// and why the last one could not be.
    Unread {
        from: Option<Seat>,
        count: u32,
        why: WireError,
    },
    /// A round is over: the match words it from its review's line of that round.
    RoundOver(u32),
    /// The match is over: the match words it from its end.
    MatchOver,
    /// Words the page says from outside the match (a share sheet's outcome, the saving's
    /// news), worded by the page when it said them.
    Page(String),
}

impl Said {
    /// In the words `w`, the seats named as `n` names them at `table`; `None` for what only
    /// the match can word (a round's end, the match's end).
    pub fn words(&self, w: &Words, n: &Naming, table: Table) -> Option<String> {
        Some(match self {
            Said::Message(msg) => w.text(*msg, &[]),
            Said::Event(event) => event_said(w, n, event, table),
            Said::NotReady(why) => why.words(w),
            Said::Refused(error) => refusal(w, error),
            Said::TooSlow {
                card,
                by: Some(seat),
            } => tr!(
                w,
                NARRATION_TOO_SLOW_TAKEN,
                seat = n.seat_arg(w, *seat),
                card = card_name(w, *card)
            ),
            Said::TooSlow { card, by: None } => {
                tr!(w, NARRATION_TOO_SLOW_GONE, card = card_name(w, *card))
            }
            Said::Hint(hint) => hint.words(w),
            Said::Coach(msg) => coach_words(w, *msg),
            Said::FriendLeft(seat) => tr!(w, LINK_FRIEND_LEFT_SEAT, seat = n.seat_name(w, *seat)),
            Said::FriendBack(seat) => tr!(w, LINK_FRIEND_BACK, seat = n.seat_name(w, *seat)),
            Said::OtherFriend { seat, here: true } => {
                tr!(w, LINK_OTHER_FRIEND_BACK, seat = n.seat_name(w, *seat))
            }
            Said::OtherFriend { seat, here: false } => {
                tr!(w, LINK_OTHER_FRIEND_LEFT, seat = n.seat_name(w, *seat))
            }
            Said::Ended(ending) => ending.words(w),
            Said::HostRefused(why) => why.words(w),
            Said::Unread { count: 1, why, .. } => why.words(w),
            Said::Unread {
                from: Some(seat),
                count,
                ..
            } => tr!(
                w,
                LINK_WIRE_UNREAD_FROM,
                count = *count,
                seat = n.seat_name(w, *seat)
            ),
            Said::Unread { count, .. } => tr!(w, LINK_WIRE_UNREAD_FROM_HOST, count = *count),
            Said::RoundOver(_) | Said::MatchOver => return None,
            Said::Page(text) => text.clone(),
        })
    }
}

/// What the live region says of `event`: a new round's cards, the new centre's cards by
/// name, a gesture's caption, else the event's ticker line.
fn event_said(w: &Words, n: &Naming, event: &Event, table: Table) -> String {
    match event {
        Event::RoundStarted { round, .. } => tr!(w, NARRATION_NEW_CARDS, round = *round),
        Event::CentreDealt { cards } => {
            let names: Vec<String> = cards.iter().map(|&c| card_name(w, c)).collect();
            tr!(w, NARRATION_NEW_CENTRE, cards = names.join(", "))
        }
        Event::Gestured { seat, gesture } => gesture_caption(w, n, *seat, *gesture),
        other => ticker_line(w, n, other, table).unwrap_or_default(),
    }
}
