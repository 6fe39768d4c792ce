//! What the pages say to each other over the data channel: a version byte, then a message
//! in postcard, as the links are written. A message from the other page is untrusted: its
//! size is bounded before it is read, it must be of this version and be read whole, and
//! what it holds must fit the table before anything uses it.

use crate::i18n::Words;
use serde::{Deserialize, Serialize};

use super::happened::Happened;
use super::refusal::{Ending, Refusal};
use crate::bots::Signals;
use crate::engine::{Action, Event, Gesture, SeatCopy, Table};
use crate::friends::net::invite::clean_name;
use crate::game_id::GameId;

/// The messages' format; a page of another version is told so, not misread. Version 2 sends
/// refusals and endings as what happened (each page words them in its own language), and
/// a team's signals changed during the match; version 3 the match's replay at its end;
/// version 4 the names friends gave, in the welcome, who has seen a round's result, and the
/// host's review of each round.
pub const WIRE_VERSION: u8 = 4;
/// The largest message either page reads (an update of a busy moment is a few KB).
pub const MAX_MESSAGE: usize = 64 * 1024;
/// The most events one update carries.
pub const MAX_EVENTS: usize = 512;
/// The most rounds, and real signals, a match's review tells: far beyond a real match's,
/// within a message's bound.
pub const MAX_ROUNDS_REVIEWED: usize = 400;
pub const MAX_REAL_REVIEWED: usize = 2_000;
/// The longest replay text a message carries: the bound of a message, less its version,
/// tags and length. A longer replay is not sent (`ToFriend::Replay(None)`).
pub const MAX_REPLAY_SENT: usize = MAX_MESSAGE - 16;

/// The table a friend sits down at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Welcome {
    /// The game's rules, table and bots' level; its deal number and bots' seed are 0.
    pub game: GameId,
    /// The friend's team's signals (its partner's, whether the host or a bot).
    pub signals: u32,
    /// The table as the friend's seat sees it, turned so that the friend is seat 0.
    pub copy: SeatCopy,
    /// The host's seat, turned.
    pub host_seat: u8,
    /// The other friends' names, by seat turned (see `Match::with_friends_names`): each
    /// cleaned as a reply's name, at most one per seat but the friend's own and the host's.
    pub names: Vec<(u8, String)>,
}

/// What the host's page sends a friend's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToFriend {
    Welcome(Box<Welcome>),
    /// What the friend's seat perceived since the last update, and its view after it.
    Update {
        events: Vec<Happened>,
        copy: Box<SeatCopy>,
    },
    /// The friend's action was refused, and why: the friend's page words it.
    Refused(Refusal),
    /// The table paused (true) or resumes after its countdown (false).
    Paused(bool),
    /// Every player has seen the round result: the next round starts.
    NextRound,
    /// A round trip measurement: answer with `ToHost::Pong` of the same number.
    Ping(u32),
    /// The friend's last measured round trip, in milliseconds.
    RoundTrip(u32),
    /// The host ended the match (left the table): the friend's page says so.
    Ended(Ending),
    /// The host changed the team's signals (the friend is the host's partner).
    Signals(u32),
    /// The match is over: its replay's text (`share::replay`, in the links' base 32), for
    /// the friend's page to open as a link; `None` when it was too long to send.
    Replay(Option<String>),
    /// At a round's result, whenever someone presses Next round: the people (seats, turned;
    /// the host among them) who have seen the result, and those the next round still waits
    /// for besides this friend.
    ResultSeen {
        seen: Vec<u8>,
        unseen: Vec<u8>,
    },
    /// A round is ending: what the host's review of it may tell this friend, for their page
    /// to say why it was won or lost as the host's does. Sent just before the update that
    /// ends the round.
    RoundReview(Box<RoundReview>),
    /// The match is over: the host's whole review, now that every signal may be shown.
    MatchReview(Box<MatchReview>),
    /// Another friend at the table left it (`here` false: a bot plays their seat now) or
    /// took their seat back (true); their seat, turned.
    OtherFriend {
        seat: u8,
        here: bool,
    },
}

/// What the host's review of a round tells a friend (turned; see `Review::amend_round`):
/// only about their own team and the seats the round's call laid open (the caller's partner,
/// the suspects). Any other team's signals stay the host's until the match is over, as they
/// do for the host's player: signals carry over from round to round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundReview {
    /// Each team's signals in the round, where told.
    pub signals: Vec<Option<u32>>,
    /// The seats the review speaks of: every gesture of theirs in the round follows.
    pub seats: Vec<u8>,
    /// (game time, seat, gesture, real), in the order they were made.
    pub marks: Vec<(u64, u8, Gesture, bool)>,
}

/// The host's review of the whole match, sent as it ends (turned; see
/// `Review::amend_match`): each round's signals, and every real signal made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchReview {
    /// Each round's signals, team by team.
    pub rounds: Vec<Vec<u32>>,
    /// (game time, seat) of each gesture that was a real signal, in time order.
    pub real: Vec<(u64, u8)>,
}

/// What a friend's page sends the host's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// A press at the friend's table (a pick, swap, pass, gesture or call), with the game
    /// time the friend's page showed when it was made.
    Act {
        action: Action,
        seen: u64,
    },
    /// Pause, or resume, the table.
    Pause(bool),
    /// The friend has seen the round result.
    Continue,
    Pong(u32),
    /// The friend changed their team's signals (told to the bot partner, or to the host).
    Signals(u32),
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    TooBig(usize),
    Empty,
    Version(u8),
    Unreadable,
    /// It names seats, teams, cards or signals that are not at this table or of this game:
    /// what it was.
    DoesNotFit(Misfit),
}

/// What a message held that does not fit the table it came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// The table itself: a welcome or an update.
    Table,
    /// A team's signals that are no gestures of the game.
    Signals,
    /// A round's or the match's review.
    Review,
    /// A seat that is not at the table (who saw a result, another friend).
    Seat,
    /// The match's replay.
    Replay,
}

impl WireError {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            WireError::TooBig(n) => tr!(w, LINK_WIRE_TOO_BIG, count = *n),
            WireError::Empty => tr!(w, LINK_WIRE_EMPTY),
            WireError::Version(v) => tr!(w, LINK_WIRE_VERSION, version = *v),
            WireError::Unreadable => tr!(w, LINK_WIRE_UNREADABLE),
            WireError::DoesNotFit(Misfit::Table) => tr!(w, LINK_WIRE_DOES_NOT_FIT),
            WireError::DoesNotFit(Misfit::Signals) => tr!(w, LINK_WIRE_SIGNALS_DO_NOT_FIT),
            WireError::DoesNotFit(Misfit::Review) => tr!(w, LINK_WIRE_REVIEW_DOES_NOT_FIT),
            WireError::DoesNotFit(Misfit::Seat) => tr!(w, LINK_WIRE_SEAT_DOES_NOT_FIT),
            WireError::DoesNotFit(Misfit::Replay) => tr!(w, LINK_WIRE_REPLAY_DOES_NOT_FIT),
        }
    }
}

fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Writing into a growing buffer cannot fail.
    postcard::to_extend(message, vec![WIRE_VERSION]).unwrap_or_default()
}

fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, WireError> {
    if bytes.len() > MAX_MESSAGE {
        return Err(WireError::TooBig(bytes.len()));
    }
    let (&version, body) = bytes.split_first().ok_or(WireError::Empty)?;
    if version != WIRE_VERSION {
        return Err(WireError::Version(version));
    }
    match postcard::take_from_bytes(body) {
        Ok((message, [])) => Ok(message),
        _ => Err(WireError::Unreadable),
    }
}

impl ToFriend {
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a message from the host; `table` is the friend's table once welcomed (an
    /// update must fit it), `None` before.
    pub fn decode(bytes: &[u8], table: Option<Table>) -> Result<ToFriend, WireError> {
        let message: ToFriend = decode(bytes)?;
        let misfit = misfit_of(&message);
        let fits = match (&message, table) {
            (ToFriend::Welcome(w), _) => {
                let seats = w.copy.table.seat_count();
                w.copy.fits()
                    && w.copy.seat.number() == 0
                    && (w.host_seat as usize) < seats
                    && w.game.teams as usize == w.copy.table.team_count()
                    && names_fit(&w.names, seats, w.host_seat)
            }
            (ToFriend::Update { events, copy }, Some(table)) => {
                copy.fits()
                    && copy.table == table
                    && copy.seat.number() == 0
                    && events.len() <= MAX_EVENTS
                    && events.iter().all(|e| event_fits(&e.1, table))
            }
            (ToFriend::Update { .. }, None) => false,
            (ToFriend::Signals(code), _) => Signals::from_code(*code).is_some(),
            (ToFriend::RoundReview(review), Some(table)) => {
                let on_table = |seat: &u8| usize::from(*seat) < table.seat_count();
                review.signals.len() == table.team_count()
                    && (review.signals.iter().flatten())
                        .all(|&code| Signals::from_code(code).is_some())
                    && review.seats.len() <= table.seat_count()
                    && review.seats.iter().all(on_table)
                    && review.marks.len() <= MAX_EVENTS
                    && (review.marks.iter()).all(|m| review.seats.contains(&m.1))
                    && review.marks.windows(2).all(|w| w[0].0 <= w[1].0)
            }
            (ToFriend::MatchReview(review), Some(table)) => {
                review.rounds.len() <= MAX_ROUNDS_REVIEWED
                    && (review.rounds.iter()).all(|round| {
                        round.len() == table.team_count()
                            && round.iter().all(|&code| Signals::from_code(code).is_some())
                    })
                    && review.real.len() <= MAX_REAL_REVIEWED
                    && (review.real.iter()).all(|(_, seat)| usize::from(*seat) < table.seat_count())
                    && review.real.windows(2).all(|w| w[0].0 <= w[1].0)
            }
            (ToFriend::RoundReview(_) | ToFriend::MatchReview(_), None) => false,
            (ToFriend::ResultSeen { seen, unseen }, Some(table)) => {
                let people = || seen.iter().chain(unseen);
                people().count() < table.seat_count()
                    && people().all(|&s| s != 0 && usize::from(s) < table.seat_count())
            }
            (ToFriend::ResultSeen { .. }, None) => false,
            // Neither this friend's seat nor a seat off the table.
            (ToFriend::OtherFriend { seat, .. }, Some(table)) => {
                *seat != 0 && usize::from(*seat) < table.seat_count()
            }
            (ToFriend::OtherFriend { .. }, None) => false,
            (ToFriend::Replay(Some(text)), _) => {
                !text.is_empty()
                    && text.len() <= MAX_REPLAY_SENT
                    && text.bytes().all(|b| b.is_ascii_alphanumeric())
            }
            _ => true,
        };
        fits.then_some(message).ok_or(WireError::DoesNotFit(misfit))
    }
}

/// What a message from the host holds that must fit the friend's table.
fn misfit_of(message: &ToFriend) -> Misfit {
    match message {
        ToFriend::Signals(_) => Misfit::Signals,
        ToFriend::RoundReview(_) | ToFriend::MatchReview(_) => Misfit::Review,
        ToFriend::ResultSeen { .. } | ToFriend::OtherFriend { .. } => Misfit::Seat,
        ToFriend::Replay(_) => Misfit::Replay,
        _ => Misfit::Table,
    }
}

/// Friends' names in a welcome: each a seat of the table but the friend's and the host's,
/// once, with a name as a reply's is cleaned, not empty.
fn names_fit(names: &[(u8, String)], seats: usize, host: u8) -> bool {
    let mut seen = [false; 12];
    names.len() < seats
        && names.iter().all(|(s, name)| {
            let at = usize::from(*s);
            let fits = at < seats.min(12)
                && at != 0
                && *s != host
                && !seen[at]
                && !name.is_empty()
                && clean_name(name) == *name;
            if fits {
                seen[at] = true;
            }
            fits
        })
}

impl ToHost {
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    /// Reads a message from a friend. What an action names is the engine's to judge;
    /// signals must be signals.
    pub fn decode(bytes: &[u8]) -> Result<ToHost, WireError> {
        match decode(bytes)? {
            ToHost::Signals(code) if Signals::from_code(code).is_none() => {
                Err(WireError::DoesNotFit(Misfit::Signals))
            }
            message => Ok(message),
        }
    }
}

/// Whether an event from the host names only seats and teams of `table`, and holds no more
/// cards than a table can: what a friend's page checks before its table hears it.
fn event_fits(e: &Event, table: Table) -> bool {
    let seat = |s: &crate::engine::Seat| s.index() < table.seat_count();
    let team = |t: &crate::engine::Team| t.index() < table.team_count();
    let few = |n: usize| n <= 16;
    match e {
        Event::RoundStarted { dealer, .. } => seat(dealer),
        Event::Dealt { seat: s, .. }
        | Event::TripsRedealt { seat: s, .. }
        | Event::Swapped { seat: s, .. }
        | Event::Dropped { seat: s, .. }
        | Event::Took { seat: s, .. }
        | Event::Passed { seat: s }
        | Event::Gestured { seat: s, .. }
        | Event::Called { seat: s, .. }
        | Event::Revealed { seat: s, .. }
        | Event::StopRightLost { seat: s } => seat(s),
        Event::CentreDealt { cards } | Event::TripsSetAside { cards } => few(cards.len()),
        Event::Scored { team: t, .. } => team(t),
        Event::RoundEnded { record } => {
            record.by.as_ref().is_none_or(seat)
                && record.calls.len() <= 64
                && record.calls.iter().all(|c| seat(&c.by))
        }
        Event::GameOver { winners, losers } => winners.iter().all(team) && losers.iter().all(team),
        Event::Count { .. }
        | Event::CountStopped
        | Event::Swept { .. }
        | Event::Reshuffled { .. } => true,
    }
}

/// Natively: the tests read other languages' built-in catalogs.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::i18n::{built_in, with_words, Lang};

    /// What the other page sent that cannot be read is said in the words in use.
    #[test]
    fn a_message_that_cannot_be_read_is_said_in_the_words_in_use() {
        let w = &crate::i18n::english();
        let newer = [WIRE_VERSION + 1, 0];
        assert_eq!(
            ToHost::decode(&newer).map_err(|e| e.words(w)),
            Err(format!("The other page runs another version of Kemps (its messages are of format {}); both of you need to reload the page.", WIRE_VERSION + 1))
        );
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                ToHost::decode(&[]).map_err(|e| e.words(w)),
                Err("L'autre page a envoyé un message vide.".to_string())
            );
            assert_eq!(
                ToFriend::decode(&newer, None).map_err(|e| e.words(w)),
                Err(format!("L'autre page utilise une autre version de Kemps (ses messages sont au format {}) : rechargez la page tous les deux.", WIRE_VERSION + 1))
            );
        });
    }

    /// The match's replay at its end: the longest text a message may carry is read back,
    /// a longer one or one that is not the links' base 32 is refused, never misread.
    #[test]
    fn the_replay_travels_within_a_messages_bound() {
        let longest = ToFriend::Replay(Some("0".repeat(MAX_REPLAY_SENT)));
        let bytes = longest.encode();
        assert!(bytes.len() <= MAX_MESSAGE, "{} bytes", bytes.len());
        assert_eq!(ToFriend::decode(&bytes, None), Ok(longest));
        let too_long = ToFriend::Replay(Some("0".repeat(MAX_REPLAY_SENT + 1)));
        assert_eq!(
            ToFriend::decode(&too_long.encode(), None),
            Err(WireError::DoesNotFit(Misfit::Replay))
        );
        for bad in ["", "AB CD", "replay=ABCD", "ABCDé"] {
            let message = ToFriend::Replay(Some(bad.to_string())).encode();
            assert_eq!(
                ToFriend::decode(&message, None),
                Err(WireError::DoesNotFit(Misfit::Replay))
            );
        }
        let none = ToFriend::Replay(None);
        assert_eq!(ToFriend::decode(&none.encode(), None), Ok(none));
    }

    /// A round's review from the host must fit the friend's table: a place for each team's
    /// signals, each told one a real set of signals, seats on the table, gestures only of the
    /// seats it speaks of, in the order they were made, no more than an update's events. So
    /// must the match's review.
    #[test]
    fn a_review_that_does_not_fit_the_table_is_refused() {
        let table = Table::new(2).expect("a table");
        let wink = Signals::one(Gesture::Wink).code();
        let review = |signals: Vec<Option<u32>>, marks: Vec<(u64, u8, Gesture, bool)>| {
            let seats = vec![0, 2, 1];
            ToFriend::RoundReview(Box::new(RoundReview {
                signals,
                seats,
                marks,
            }))
        };
        let good = review(
            vec![Some(wink), None],
            vec![(10, 1, Gesture::Wink, true), (10, 2, Gesture::Cough, false)],
        );
        assert_eq!(
            ToFriend::decode(&good.encode(), Some(table)),
            Ok(good.clone())
        );
        assert_eq!(
            ToFriend::decode(&good.encode(), None),
            Err(WireError::DoesNotFit(Misfit::Review)),
            "only at a table"
        );
        let mark = (10, 1, Gesture::Wink, true);
        for bad in [
            review(vec![Some(wink)], vec![mark]),
            review(vec![Some(wink), Some(u32::MAX)], vec![mark]),
            review(vec![None, None], vec![(10, 3, Gesture::Wink, true)]),
            review(vec![None, None], vec![(20, 1, Gesture::Wink, true), mark]),
            review(vec![None, None], vec![mark; MAX_EVENTS + 1]),
            ToFriend::RoundReview(Box::new(RoundReview {
                signals: vec![None, None],
                seats: vec![4],
                marks: vec![],
            })),
        ] {
            assert_eq!(
                ToFriend::decode(&bad.encode(), Some(table)),
                Err(WireError::DoesNotFit(Misfit::Review)),
                "{bad:?}"
            );
        }
        let whole = |rounds: Vec<Vec<u32>>, real: Vec<(u64, u8)>| {
            ToFriend::MatchReview(Box::new(MatchReview { rounds, real }))
        };
        let good = whole(vec![vec![wink, wink]; 3], vec![(5, 1), (9, 3)]);
        assert_eq!(
            ToFriend::decode(&good.encode(), Some(table)),
            Ok(good.clone())
        );
        for bad in [
            whole(vec![vec![wink]], vec![]),
            whole(vec![vec![wink, u32::MAX]], vec![]),
            whole(vec![vec![wink, wink]], vec![(5, 4)]),
            whole(vec![vec![wink, wink]], vec![(9, 1), (5, 1)]),
            whole(vec![vec![wink, wink]; MAX_ROUNDS_REVIEWED + 1], vec![]),
        ] {
            assert_eq!(
                ToFriend::decode(&bad.encode(), Some(table)),
                Err(WireError::DoesNotFit(Misfit::Review))
            );
        }
        // The largest review a message may carry fits its bound.
        let largest = whole(
            vec![vec![u32::MAX >> 8; 6]; MAX_ROUNDS_REVIEWED],
            vec![(u64::MAX, 11); MAX_REAL_REVIEWED],
        );
        assert!(
            largest.encode().len() <= MAX_MESSAGE,
            "{}",
            largest.encode().len()
        );
    }
}
