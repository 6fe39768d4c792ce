//! A match or a replay the app has opened, as values: which match, or which record, and
//! how it plays. The table's page starts the match (`OpenedMatch::start`) and the replay
//! screen its player (`OpenedReplay::start`), and each owns what it started from then on:
//! the app's state holds no match being played.

use std::rc::Rc;

use super::Notice;
use crate::game_id::BadGame;
use crate::narration::names::SeatZero;
use crate::session::pages::replay_player::ReplayPlayer;
use crate::session::record::MatchRecord;
use crate::session::tutorial::Lesson;
use crate::session::{Match, MatchSetup};

/// A match the app has opened, for the table to start: its game already checked, so that
/// the table starts it without fail.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenedMatch {
    plays: Plays,
    /// The clock's speed.
    speed: f64,
    /// Gestures are captioned from the start.
    captions: bool,
}

/// Which match a table plays.
#[derive(Clone, Debug, PartialEq)]
enum Plays {
    /// A new match of the set-up.
    New(MatchSetup),
    /// The match in progress of saved data, resumed (see `Match::resumed`).
    Resumed(Rc<MatchRecord>),
    /// The first match that teaches.
    Lesson(Lesson),
}

impl OpenedMatch {
    /// A new match of `setup`, or why its game cannot be played.
    pub fn new(setup: MatchSetup, speed: f64, captions: bool) -> Result<OpenedMatch, BadGame> {
        setup.rules()?;
        Ok(OpenedMatch::of(Plays::New(setup), speed, captions))
    }

    /// The match `record` was saved at, resumed; or why its game cannot be played.
    pub fn resumed(
        record: Rc<MatchRecord>,
        speed: f64,
        captions: bool,
    ) -> Result<OpenedMatch, BadGame> {
        record.game.rules()?;
        Ok(OpenedMatch::of(Plays::Resumed(record), speed, captions))
    }

    /// The first match that teaches `lesson` (captions are the lesson's).
    pub fn lesson(lesson: Lesson, speed: f64) -> OpenedMatch {
        OpenedMatch::of(Plays::Lesson(lesson), speed, false)
    }

    fn of(plays: Plays, speed: f64, captions: bool) -> OpenedMatch {
        OpenedMatch {
            plays,
            speed,
            captions,
        }
    }

    /// The match, started: the same match every time it is started.
    pub fn start(&self) -> Match {
        let (speed, checked) = (self.speed, "its game was checked when it was opened");
        match &self.plays {
            Plays::New(setup) => {
                let mut m = Match::new(setup.clone(), speed).expect(checked);
                m.set_captions(self.captions);
                m
            }
            Plays::Resumed(record) => {
                let mut m = Match::resumed(record, speed).expect(checked);
                m.set_captions(self.captions);
                m
            }
            Plays::Lesson(lesson) => Match::teach(*lesson, speed),
        }
    }

    /// Whether the match is one with friends (see `Match::shared`): only a resumed match
    /// can be, on this screen (a friends' table is opened by their screens).
    pub fn shared(&self) -> bool {
        matches!(&self.plays, Plays::Resumed(record) if !record.people.is_empty())
    }

    /// A resumed match's notice for the host, said once with the notices from outside the
    /// game: bots play the seats its friends still played (see `resume_words`).
    pub fn resume_notice(&self) -> Option<Notice> {
        match &self.plays {
            Plays::Resumed(record) if !record.friends_at_the_end().is_empty() => {
                Some(Notice::FriendsGone(record.clone()))
            }
            _ => None,
        }
    }
}

/// Where a replay was opened from, which says whose match it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayFrom {
    /// The match end of the match just played here: the player's own.
    MatchJustPlayed,
    /// A link or a file: anyone's match, most often a friend's.
    Shared,
}

impl ReplayFrom {
    /// Who seat 0 is to the person watching: "You" only in their own match just played; a
    /// replay from a link or a file names the seat neutrally, since its sender played it.
    pub const fn seat_zero(self) -> SeatZero {
        match self {
            ReplayFrom::MatchJustPlayed => SeatZero::You,
            ReplayFrom::Shared => SeatZero::Player,
        }
    }
}

/// A finished match opened to be watched again, its game already checked.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenedReplay {
    pub record: Rc<MatchRecord>,
    pub from: ReplayFrom,
}

impl OpenedReplay {
    /// The replay of `record`, or why its game cannot be played: said, not replaced.
    pub fn open(record: Rc<MatchRecord>, from: ReplayFrom) -> Result<OpenedReplay, BadGame> {
        record.game.rules()?;
        Ok(OpenedReplay { record, from })
    }

    /// The record's player, which plays it through once.
    pub fn start(&self) -> ReplayPlayer {
        let checked = "its game was checked when it was opened";
        ReplayPlayer::new((*self.record).clone(), self.from.seat_zero()).expect(checked)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{home, step};
    use super::super::{AppMsg, AppState, RecordFrom};
    use super::*;
    use crate::engine::Gesture;
    use crate::session::MatchSetup;

    /// A replay is the player's own only when it comes from the match end of the match just
    /// played; from a link or a file it is someone else's, and seat 0 is "Player".
    #[test]
    fn a_replay_names_seat_zero_you_only_in_the_match_just_played() {
        let w = &crate::i18n::english();
        let record = Rc::new(MatchRecord {
            game: MatchSetup::new(3).game,
            signals: Gesture::Wink.into(),
            entries: Vec::new(),
            time: 20_000,
            people: Vec::new(),
        });
        let zero = |state: &AppState| {
            let opened = state.replay.as_ref().expect("a replay is open");
            let player = opened.start();
            (
                player.seat_zero(),
                player.seat_name(w, crate::narration::seats::YOU),
            )
        };
        let (own, _) = step(home(), AppMsg::Replay(record.clone()));
        assert_eq!(zero(&own), (SeatZero::You, "You".to_string()));
        for from in [RecordFrom::ReplayLink, RecordFrom::ReplayFile] {
            let (shared, _) = step(home(), AppMsg::RecordRead(from, Ok(record.clone())));
            assert_eq!(
                zero(&shared),
                (SeatZero::Player, "Player".to_string()),
                "{from:?}"
            );
        }
    }
}
