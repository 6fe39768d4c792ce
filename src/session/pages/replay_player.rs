//! Watching a match again: the record played back to any moment, with the whole match's
//! gestures marked signal or decoy, and what seat 0 did about each signal. Seat 0 is
//! "You" in your own match and "Player" in anyone else's, in every word the replay says.

use crate::engine::{Gesture, RoundRecord, Seat, Table, Team};
use crate::game_id::BadGame;
use crate::i18n::Words;
use crate::narration::names::{Naming, SeatZero};
use crate::session::play::{GestureMark, Match, MatchPhase, RoundLine};
use crate::session::record::MatchRecord;

pub use crate::session::review::chance::Chance;

pub struct ReplayPlayer {
    record: MatchRecord,
    /// The match at the replay's time, its words naming seat 0 as whoever watches sees it.
    m: Match,
    next: usize,
    marks: Vec<GestureMark>,
    rounds: Vec<(u32, u64)>,
    results: Vec<RoundLine>,
    /// Every round's record, with its calls.
    records: Vec<RoundRecord>,
    end: u64,
}

/// How many gestures a page of the replay's list shows: a record may hold thousands, and a
/// frame must stay a few milliseconds.
pub const MARKS_PAGE: usize = 40;

impl ReplayPlayer {
    /// Plays the record through once, to mark its gestures and find its rounds; the replay
    /// then starts from the record's first set-up (its first signal, not the last one).
    /// Its words name seat 0 as `zero`.
    pub fn new(record: MatchRecord, zero: SeatZero) -> Result<ReplayPlayer, BadGame> {
        let whole = Match::from_record_as(&record, 1.0, zero)?;
        Ok(ReplayPlayer {
            m: Match::first_of_as(&record, 1.0, zero)?,
            next: 0,
            marks: whole.marks().to_vec(),
            rounds: whole.round_starts().to_vec(),
            results: whole.results().to_vec(),
            records: (whole.runner().map(|r| r.game().history().to_vec())).unwrap_or_default(),
            end: record.time.max(whole.game_time()),
            record,
        })
    }

    pub fn time(&self) -> u64 {
        self.m.game_time()
    }

    pub fn end(&self) -> u64 {
        self.end
    }

    pub fn current(&self) -> &Match {
        &self.m
    }

    /// Who seat 0 is in this replay's words.
    pub fn seat_zero(&self) -> SeatZero {
        self.naming().zero()
    }

    /// How this replay's words name the seats: as its match does, seat 0 as `seat_zero`.
    pub fn naming(&self) -> &Naming {
        self.m.naming()
    }

    /// A seat's name, as this replay names seat 0.
    pub fn seat_name(&self, w: &Words, seat: Seat) -> String {
        self.naming().seat_name(w, seat)
    }

    pub fn team_name(&self, w: &Words, team: Team) -> String {
        self.naming().team_name(w, self.table(), team)
    }

    /// A gesture in words: "Ada tugs an ear"; "You wink" or "The player winks".
    pub fn caption(&self, w: &Words, seat: Seat, gesture: Gesture) -> String {
        crate::narration::narrate::gesture_caption(w, self.naming(), seat, gesture)
    }

    pub fn marks(&self) -> &[GestureMark] {
        &self.marks
    }

    /// (round, game time it was dealt).
    pub fn rounds(&self) -> &[(u32, u64)] {
        &self.rounds
    }

    /// Every round's result, as the live match listed it (worded by `round_said`).
    pub fn results(&self) -> &[RoundLine] {
        &self.results
    }

    /// A round's result in the words `w`, its seats named as this replay names them.
    pub fn round_said(&self, w: &Words, line: &RoundLine) -> String {
        self.m.round_said(w, line)
    }

    /// The first round end after game time `from` and at or before `to` that a call made:
    /// a round's key moment, which a replay playing across it stops at.
    pub fn call_between(&self, from: u64, to: u64) -> Option<u64> {
        (self.records.iter())
            .filter(|r| r.by.is_some())
            .map(|r| r.at)
            .find(|&at| from < at && at <= to)
    }

    /// The page of the gesture list that holds game time `t` (the last gesture made at or
    /// before it), and how many pages there are.
    pub fn marks_page_at(&self, t: u64) -> (usize, usize) {
        let pages = self.marks.len().div_ceil(MARKS_PAGE).max(1);
        let made = self.marks.partition_point(|k| k.at <= t);
        (made.saturating_sub(1) / MARKS_PAGE, pages)
    }

    /// Page `page` of the gesture list, with the index of its first mark.
    pub fn marks_page(&self, page: usize) -> (usize, &[GestureMark]) {
        let start = (page * MARKS_PAGE).min(self.marks.len());
        let end = (start + MARKS_PAGE).min(self.marks.len());
        (start, &self.marks[start..end])
    }

    /// The gesture `seat` is making at game time `t` (made less than `show_ms` before).
    pub fn showing(&self, seat: Seat, t: u64, show_ms: u64) -> Option<&GestureMark> {
        let made = self.marks.partition_point(|k| k.at <= t);
        self.marks[..made]
            .iter()
            .rev()
            .take_while(|k| t - k.at < show_ms)
            .find(|k| k.seat == seat)
    }

    pub fn table(&self) -> Table {
        self.m.table()
    }

    /// What seat 0 did about a mark: `None` for a decoy and seat 0's own signals.
    pub fn chance(&self, mark: &GestureMark) -> Option<Chance> {
        crate::session::review::chance::chance(self.table(), mark, &self.records)
    }

    /// Moves to game time `t` (backwards by playing again from the start), the match's
    /// words (a round's result) said in the replay's naming.
    pub fn seek(&mut self, t: u64) {
        let t = t.min(self.end);
        if t < self.m.game_time() {
            // `new` has opened this record's game once, so it opens again.
            if let Ok(m) = Match::first_of_as(&self.record, 1.0, self.seat_zero()) {
                self.m = m;
                self.next = 0;
            }
        }
        while let Some(entry) = self.record.entries.get(self.next).filter(|e| e.at() <= t) {
            self.m.apply_entry(entry);
            self.next += 1;
        }
        self.m.fast_forward(t);
    }

    pub fn finished(&self) -> bool {
        matches!(self.m.phase(), MatchPhase::Over(..)) || self.time() >= self.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{LevelName, Signals};
    use crate::engine::Preset;
    use crate::narration::seats::YOU;
    use crate::session::record::LogEntry;
    use crate::session::setup::{set_up, MatchSetup};

    fn finished_match() -> MatchRecord {
        let mut m = Match::new(set_up(33, Preset::Classic, LevelName::Ruthless), 2.0)
            .expect("a playable game");
        m.advance(-4_000.0);
        let mut t = 0.0;
        while !matches!(m.phase(), MatchPhase::Over(..)) && t < 3_000_000.0 {
            t += 16.0;
            m.advance(t);
            if let MatchPhase::RoundOver(_) = m.phase() {
                m.next_round(t);
            }
        }
        m.record()
    }

    #[test]
    fn seeking_anywhere_shows_the_same_game_and_marks_the_signals() {
        let record = finished_match();
        let mut player = ReplayPlayer::new(record.clone(), SeatZero::You).expect("a playable game");
        assert!(player.rounds().len() >= 3, "{:?}", player.rounds());
        assert!(player.marks().iter().any(|m| m.real), "some real signals");
        assert!(player.marks().iter().any(|m| !m.real), "and decoys");
        let middle = player.end() / 2;
        player.seek(middle);
        let at_middle = player
            .current()
            .runner()
            .expect("the table")
            .game()
            .state_hash();
        player.seek(player.end());
        assert!(player.finished());
        player.seek(middle);
        assert_eq!(
            player
                .current()
                .runner()
                .expect("the table")
                .game()
                .state_hash(),
            at_middle,
            "back to the same moment"
        );
        let mut fresh = ReplayPlayer::new(record, SeatZero::You).expect("a playable game");
        fresh.seek(middle);
        assert_eq!(
            fresh
                .current()
                .runner()
                .expect("the table")
                .game()
                .state_hash(),
            at_middle
        );
        let partner_signal = player
            .marks()
            .iter()
            .find(|m| m.real && m.seat == Seat::at(2))
            .expect("the partner signalled at least once in this match");
        assert_eq!(player.chance(partner_signal), Some(Chance::CallKemps));
        let opponent_signal = player
            .marks()
            .iter()
            .find(|m| m.real && (m.seat == Seat::at(1) || m.seat == Seat::at(3)))
            .expect("an opponent signalled at least once in this match");
        // Ada signalled, and Cleo read it with Kemps before anyone stopped it: the list
        // says so rather than "you could have called Stop Kemps".
        assert_eq!(
            player.chance(opponent_signal),
            Some(Chance::First {
                by: Seat::at(3),
                stop: false
            })
        );
        let opponents: Vec<Option<Chance>> = (player.marks().iter())
            .filter(|m| m.real && (m.seat == Seat::at(1) || m.seat == Seat::at(3)))
            .map(|m| player.chance(m))
            .collect();
        assert!(
            (opponents.iter()).all(|c| matches!(c, Some(Chance::CallStop | Chance::First { .. }))),
            "you never called in this match, and an opponent's signal is a stop: {opponents:?}"
        );
    }

    /// Plays `live` to its end with swaps, calls, gestures and two signal changes (each
    /// followed by a gesture in the same millisecond); gives each round end's time and hash.
    fn play_a_busy_match(live: &mut Match) -> Vec<(u64, u64)> {
        use crate::engine::Gesture;
        live.advance(-4_000.0);
        let mut t = 0.0;
        let mut frames = 0u32;
        let mut round_ends: Vec<(u64, u64)> = Vec::new();
        let mut changes = 0;
        let mut same_ms_gesture = false;
        while !matches!(live.phase(), MatchPhase::Over(..)) && t < 3_000_000.0 {
            t += 16.0;
            frames += 1;
            live.advance(t);
            if let MatchPhase::RoundOver(_) = live.phase() {
                round_ends.push((
                    live.game_time(),
                    live.runner().expect("the table").game().state_hash(),
                ));
                if changes < 2 {
                    // One signal, then two: a replay follows a set as it follows one.
                    let signals = [
                        Signals::one(Gesture::EarTug),
                        Signals::three(Gesture::Shrug, Gesture::Cough, Gesture::Yawn),
                    ][changes];
                    let signal = signals.in_turn(changes);
                    live.change_signals(signals);
                    changes += 1;
                    live.next_round(t);
                    // Pressed before the next frame: the same millisecond as the change.
                    let before = live.log_len();
                    live.gesture(signal, t);
                    assert_eq!(live.log_len(), before + 1, "the gesture was accepted");
                    same_ms_gesture = true;
                } else {
                    live.next_round(t);
                }
                continue;
            }
            if frames % 300 == 0 {
                let (hand, centre) = (live.view().hand().to_vec(), live.view().centre().to_vec());
                if let (Some(&h), Some(&c)) = (hand.last(), centre.last()) {
                    live.press_hand(hand.len() - 1, h, t);
                    live.press_centre(centre.len() - 1, c, t);
                }
            }
            if frames % 450 == 0 {
                live.gesture(Gesture::Cough, t);
            }
            if frames % 2_500 == 0 {
                live.stop(false, t);
            }
        }
        assert!(same_ms_gesture && changes == 2);
        round_ends
    }

    /// A live match with your swaps, calls and gestures, two signal changes, and a gesture
    /// pressed in the same millisecond as a change: its replay is the same match at every
    /// round end, and marks the same gestures.
    #[test]
    fn a_replay_is_the_live_match_at_every_round_end() {
        let mut live = Match::new(set_up(77, Preset::Classic, LevelName::Sharp), 2.0)
            .expect("a playable game");
        let round_ends = play_a_busy_match(&mut live);
        assert!(round_ends.len() >= 3, "{} rounds", round_ends.len());
        let record = live.record();
        let kinds = |f: fn(&crate::engine::Action) -> bool| {
            record
                .entries
                .iter()
                .filter(|e| matches!(e, LogEntry::Act { action, .. } if f(action)))
                .count()
        };
        assert!(
            kinds(|a| matches!(a, crate::engine::Action::Swap { .. })) > 0,
            "swaps"
        );
        assert!(
            kinds(|a| matches!(a, crate::engine::Action::Gesture(_))) > 2,
            "gestures"
        );
        assert!(
            kinds(|a| matches!(a, crate::engine::Action::Call { .. })) > 0,
            "calls"
        );
        let signal_at = record
            .entries
            .iter()
            .position(|e| matches!(e, LogEntry::Signal { .. }))
            .expect("a signal change is in the record");
        assert!(
            matches!(&record.entries[signal_at + 1], LogEntry::Act { at, .. } if *at == record.entries[signal_at].at()),
            "the gesture after the change follows it at the same millisecond"
        );
        let mut player = ReplayPlayer::new(record.clone(), SeatZero::You).expect("a playable game");
        assert_eq!(
            player.marks(),
            live.marks(),
            "the same gestures, marked alike"
        );
        for &(at, hash) in &round_ends {
            player.seek(at);
            assert_eq!(
                player
                    .current()
                    .runner()
                    .expect("the table")
                    .game()
                    .state_hash(),
                hash,
                "the replay at {at} ms is the live match"
            );
        }
        // The same moments reached backwards, and from a resume.
        for &(at, hash) in round_ends.iter().rev() {
            player.seek(at);
            assert_eq!(
                player
                    .current()
                    .runner()
                    .expect("the table")
                    .game()
                    .state_hash(),
                hash
            );
        }
        let resumed = Match::from_record(&record, 1.0).expect("a playable game");
        assert_eq!(
            resumed.runner().expect("the table").game().state_hash(),
            live.runner().expect("the table").game().state_hash()
        );
        assert_eq!(
            resumed.record(),
            record,
            "a resumed match keeps the same log"
        );
    }

    /// Playing across a round that a call ended stops at its end, where the match stands
    /// at the round's result; a round of no call is not a stop.
    #[test]
    fn a_called_round_end_is_found_between_two_times() {
        let mut player = ReplayPlayer::new(finished_match(), SeatZero::You).expect("a game");
        let ends: Vec<u64> = player.results().iter().map(|r| r.at).collect();
        let called = *ends.get(1).expect("two rounds at least");
        assert_eq!(player.call_between(ends[0], called + 500), Some(called));
        assert_eq!(player.call_between(called, called + 500), None, "after it");
        assert_eq!(player.call_between(ends[0], called - 1), None, "before it");
        player.seek(called);
        assert!(
            matches!(player.current().phase(), MatchPhase::RoundOver(s) if s.record.by.is_some())
        );
    }

    #[test]
    fn round_one_is_replayed_with_the_first_signal() {
        let mut live = Match::new(MatchSetup::new(5), 2.0).expect("a playable game");
        live.advance(-4_000.0);
        let mut t = 0.0;
        while !matches!(live.phase(), MatchPhase::RoundOver(_)) {
            t += 16.0;
            live.advance(t);
        }
        live.change_signals(crate::engine::Gesture::Yawn.into());
        live.next_round(t);
        let record = live.record();
        assert_eq!(record.signals, crate::engine::Gesture::Wink.into());
        let player = ReplayPlayer::new(record, SeatZero::You).expect("a playable game");
        assert_eq!(
            player.current().setup().signals,
            crate::engine::Gesture::Wink.into(),
            "round 1 shows the signal chosen at the start"
        );
    }

    #[test]
    fn the_gesture_list_is_paged_and_a_flood_of_gestures_stays_cheap() {
        use crate::engine::{Action, Gesture};
        let game = MatchSetup::new(9).game.clone();
        let entries: Vec<LogEntry> = (0..5_000)
            .map(|i| LogEntry::Act {
                at: 0,
                action: Action::Gesture(Gesture::ALL[i % 12]),
            })
            .collect();
        let record = MatchRecord {
            game,
            signals: crate::engine::Gesture::Wink.into(),
            entries,
            time: 1_000,
            people: Vec::new(),
        };
        let mut player = ReplayPlayer::new(record, SeatZero::You).expect("a playable game");
        assert!(player.marks().len() >= 5_000);
        let (page, pages) = player.marks_page_at(0);
        assert_eq!(pages, player.marks().len().div_ceil(MARKS_PAGE));
        assert_eq!(
            page,
            4_999 / MARKS_PAGE,
            "the page of the last gesture made by then"
        );
        let (first, shown) = player.marks_page(page);
        assert!(shown.len() <= MARKS_PAGE && first == page * MARKS_PAGE);
        assert_eq!(
            player.marks_page(pages + 3).1.len(),
            0,
            "past the end: nothing"
        );
        player.seek(500);
        assert!(player.showing(YOU, 500, 1_500).is_some());
        assert!(player.showing(YOU, 500, 100).is_none(), "made 500 ms ago");
    }

    #[test]
    fn the_replay_lists_the_live_rounds_results() {
        let w = &crate::i18n::english();
        let record = finished_match();
        let live = Match::from_record(&record, 1.0).expect("a playable game");
        let player = ReplayPlayer::new(record, SeatZero::You).expect("a playable game");
        assert_eq!(player.results(), live.results());
        assert_eq!(
            player.results().len(),
            live.runner().expect("the table").game().history().len()
        );
        assert!(player
            .results()
            .iter()
            .all(|r| !player.round_said(w, r).is_empty()));
    }

    /// Every word a replay says of seat 0, in one naming: "you" in your own match, "the
    /// player" in anyone else's, and the page's naming is as it was afterwards.
    #[test]
    fn a_shared_replay_never_calls_seat_zero_you() {
        let w = &crate::i18n::english();
        let record = finished_match();
        let yours = |text: &str| {
            text.split(|c: char| !c.is_alphabetic())
                .any(|w| matches!(w, "You" | "you" | "Your" | "your"))
        };
        let own = ReplayPlayer::new(record.clone(), SeatZero::You).expect("a playable game");
        let mut shared = ReplayPlayer::new(record, SeatZero::Player).expect("a playable game");
        let own_words: Vec<String> = own.results().iter().map(|r| own.round_said(w, r)).collect();
        assert!(own_words.iter().any(|s| yours(s)), "{own_words:?}");
        for line in shared.results().iter().map(|r| shared.round_said(w, r)) {
            assert!(!yours(&line), "{}", line);
        }
        let table = shared.table();
        assert_eq!(shared.team_name(w, table.team_of(YOU)), "Player & Bram");
        assert_eq!(own.team_name(w, table.team_of(YOU)), "You & Bram");
        assert_eq!(shared.seat_name(w, YOU), "Player");
        assert_eq!(
            shared.caption(w, YOU, Gesture::NoseScratch),
            "The player scratches their nose"
        );
        assert_eq!(
            own.caption(w, YOU, Gesture::NoseScratch),
            "You scratch your nose"
        );
        assert_eq!(
            shared.caption(w, Seat::at(5), Gesture::NoseScratch),
            "Edda scratches their nose"
        );
        assert_eq!(
            Chance::CallStop.words(w, shared.naming()),
            "the player could have called Stop Kemps"
        );
        // A round's result as the replay stands at its end, said as the match said it.
        let (_, end) = shared.rounds()[1];
        shared.seek(end - 1);
        let ended = shared.results()[0].at;
        shared.seek(ended);
        if let MatchPhase::RoundOver(summary) = shared.current().phase() {
            let n = shared.naming();
            assert!(!yours(&summary.sentence(w, n)) && !yours(&summary.score_sentence(w, n)));
        }
        assert_eq!(
            own.seat_name(w, YOU),
            "You",
            "each replay keeps its own naming"
        );
    }

    /// What you could have done, in your own match and in someone else's, in English and
    /// in French (where the call is "Contre-Kemps").
    #[test]
    fn a_chance_is_said_of_you_or_of_the_player() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        assert_eq!(
            Chance::CallKemps.words(w, &SeatZero::You.into()),
            "you could have called Kemps"
        );
        assert_eq!(
            Chance::CallKemps.words(w, &SeatZero::Player.into()),
            "the player could have called Kemps"
        );
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                Chance::CallStop.words(w, &SeatZero::You.into()),
                "vous auriez pu annoncer Contre-Kemps"
            );
            assert_eq!(
                Chance::CallStop.words(w, &SeatZero::Player.into()),
                "le joueur aurait pu annoncer Contre-Kemps"
            );
        });
    }
}
