//! A lesson's table (see `session::tutorial`): built on the lesson's fixed deal, run with
//! the script's gestures and calls at their times, and moved on to the next lesson.

use super::{Match, MatchPhase, MatchSetup, Side, YourRound};
use crate::bots::{Player, TableRunner};
use crate::i18n::Words;
use crate::session::tutorial::{Coach, Lesson};

impl Match {
    /// A lesson of the first match that teaches: its fixed deal at a four-seat table whose
    /// other seats follow the lesson's script (see `tutorial`).
    pub fn teach(lesson: Lesson, speed: f64) -> Match {
        let (game, events) = lesson.game();
        let players = vec![Player::Person; game.table().seat_count()];
        let mut opening = Vec::new();
        let runner = TableRunner::from_game(game, events, players, &mut opening);
        let coach = Some(Coach::new(lesson));
        let side = Side::Solo(Box::new(runner));
        Match::seated(MatchSetup::first(0), side, &opening, speed, coach)
    }

    /// Runs a lesson's table to game time `t`, with the script's gestures and calls at
    /// their times. Each step moves the script on, so this ends.
    pub(super) fn run_lesson_to(&mut self, t: u64, real_now: f64) -> bool {
        let mut any = false;
        while let Some(due) = self.coach.as_ref().map(Coach::due).filter(|&d| d <= t) {
            any |= self.run_to(due, real_now);
            if self.phase != MatchPhase::Playing {
                return true;
            }
            let Some((seat, action)) = self.coach.as_mut().map(Coach::take) else {
                break;
            };
            let mut events = Vec::new();
            if let Some(runner) = self.runner_mut() {
                any |= runner.act(seat, action, &mut events).is_ok();
            }
            self.process(&events, real_now);
            if self.phase != MatchPhase::Playing {
                return true;
            }
        }
        self.run_to(t, real_now) || any
    }

    /// After a lesson's round result: the next lesson (or the same again, if the round
    /// went otherwise), or the end of the lessons. False at a table that is no lesson.
    pub(super) fn next_lesson(&mut self) -> bool {
        let (Some(coach), MatchPhase::RoundOver(summary)) = (&self.coach, &self.phase) else {
            return false;
        };

        let lesson = coach.lesson();
        let next = match summary.side {
            YourRound::Won => lesson.next(),
            _ => Some(lesson),
        };
        match next {
            Some(next) => {
                let captions = self.feed.captions;
                *self = Match::teach(next, self.clock.speed());
                self.feed.captions = captions;
            }
            None => self.lessons_done = true,
        }
        true
    }

    /// The lesson under way, when this table teaches.
    pub fn lesson(&self) -> Option<Lesson> {
        self.coach.as_ref().map(Coach::lesson)
    }

    /// The last lesson is over: the table shows what comes next.
    pub fn lessons_done(&self) -> bool {
        self.lessons_done
    }

    /// What the lesson's coach says now.
    pub fn coach_line(&self, w: &Words) -> Option<String> {
        self.coach.as_ref().map(|c| c.line(w, &self.view()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Card, Gesture, Seat};
    use crate::session::play::RESUME_COUNTDOWN_MS;
    use crate::session::tutorial::{ADA, BRAM};

    /// Runs real time forward in 16 ms frames until the predicate holds (or 30 s pass).
    fn run_until(m: &mut Match, from: f64, mut stop: impl FnMut(&Match) -> bool) -> f64 {
        let mut t = from;
        while !stop(m) {
            assert!(t < from + 30_000.0, "the lesson did not get there");
            t += 16.0;
            m.advance(t);
        }
        t
    }

    /// A lesson's table, past its "get ready" countdown.
    fn started(m: &mut Match, from: f64) -> f64 {
        m.advance(from);
        let t = from + RESUME_COUNTDOWN_MS + 16.0;
        m.advance(t);
        t
    }

    fn notice(w: &crate::i18n::Words, m: &Match) -> String {
        m.notice(w).unwrap_or_default()
    }

    fn headline(w: &crate::i18n::Words, m: &Match) -> String {
        match m.phase() {
            MatchPhase::RoundOver(s) if s.side == YourRound::Won => s.headline(w, m.naming()),
            other => panic!("the lesson's round is not won: {other:?}"),
        }
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn the_three_lessons_wait_for_the_player_forgive_mistakes_and_end() {
        let w = &crate::i18n::english();
        let mut m = Match::teach(Lesson::Signal, 1.0);
        let mut t = started(&mut m, 0.0);
        assert!(m.save_point().is_none(), "a lesson is not saved as a match");

        // Lesson 1: a call on your own hand is not played; the coach says why.
        m.kemps(false, t);
        assert_eq!(*m.phase(), MatchPhase::Playing);
        assert!(
            notice(w, &m).contains("never your own"),
            "{}",
            notice(w, &m)
        );
        // Time passes and nothing is swept: the lesson waits.
        t = run_until(&mut m, t, |m| m.game_time() > 20_000);
        assert_eq!(m.view().centre()[1], card("7S"));
        assert!(m.coach_line(w).unwrap().contains("three sevens"));
        // Giving a seven away is refused kindly, and the table stays as it was.
        m.press_hand(0, card("7H"), t);
        m.press_centre(1, card("7S"), t);
        assert!(notice(w, &m).contains("Keep your sevens"));
        assert_eq!(m.view().hand()[0], card("7H"));
        m.press_hand(3, card("2S"), t);
        m.press_centre(1, card("7S"), t);
        assert!(m.coach_line(w).unwrap().contains("press Signal"));
        assert!(m.signal(t));
        t = run_until(&mut m, t, |m| *m.phase() != MatchPhase::Playing);
        assert_eq!(m.shout(BRAM), Some(crate::engine::CallKind::Kemps));
        assert!(headline(w, &m).contains("wink"), "{}", headline(w, &m));

        // Lesson 2: Kemps before Bram's wink is refused; after it, the round is won.
        m.next_round(t);
        assert_eq!(m.lesson(), Some(Lesson::Watch));
        t = started(&mut m, t);
        m.kemps(false, t);
        assert!(notice(w, &m).contains("Not yet"), "{}", notice(w, &m));
        assert_eq!(*m.phase(), MatchPhase::Playing);
        t = run_until(&mut m, t, |m| {
            m.last_gesture(BRAM).map(|g| g.gesture) == Some(Gesture::Wink)
        });
        m.kemps(false, t);
        assert!(
            headline(w, &m).contains("Bram's wink"),
            "{}",
            headline(w, &m)
        );

        // Lesson 3: a stop after one ear tug waits; after the second it wins the round.
        m.next_round(t);
        assert_eq!(m.lesson(), Some(Lesson::Stop));
        t = started(&mut m, t);
        t = run_until(&mut m, t, |m| m.last_gesture(ADA).is_some());
        m.stop(false, t);
        assert!(notice(w, &m).contains("Wait"), "{}", notice(w, &m));
        t = run_until(&mut m, t, |m| m.coach_line(w).unwrap().contains("twice"));
        m.stop(false, t);
        assert!(headline(w, &m).contains("ear tug"), "{}", headline(w, &m));
        assert!(!m.lessons_done());
        m.next_round(t);
        assert!(m.lessons_done());
        assert_eq!(m.view().hand_len(Seat::at(1)), 4);
    }

    #[test]
    fn a_lesson_left_waiting_keeps_repeating_its_signal() {
        let w = &crate::i18n::english();
        let mut m = Match::teach(Lesson::Watch, 2.5);
        let t = started(&mut m, 0.0);
        let mut winks = 0;
        let mut last = None;
        run_until(&mut m, t, |m| {
            let serial = m.last_gesture(BRAM).map(|g| (g.gesture, g.serial));
            if serial != last {
                winks += (serial.map(|s| s.0) == Some(Gesture::Wink)) as u32;
                last = serial;
            }
            winks >= 3
        });
        assert_eq!(*m.phase(), MatchPhase::Playing);
        assert!(m.coach_line(w).unwrap().contains("winked again"));
    }

    #[test]
    fn a_lesson_s_coach_and_its_kind_refusals_speak_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::De), |w| {
            let mut m = Match::teach(Lesson::Signal, 1.0);
            let t = started(&mut m, 0.0);
            assert_eq!(
                m.coach_line(w).as_deref(),
                Some("Du hast drei Siebenen. Tausch deine 2♠ gegen die 7♠ in der Mitte: Tippe auf deine 2♠, dann auf die 7♠.")
            );
            m.kemps(false, t);
            assert_eq!(*m.phase(), MatchPhase::Playing, "the mistake is not played");
            assert_eq!(
                notice(w, &m),
                "Kemps! ruft man auf die Hand des Partners, nie auf die eigene. Gib dein Signal, und Bram ruft es."
            );
        });
    }
}
