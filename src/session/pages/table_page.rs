//! Decisions the table's page asks of the session: what the page shows or hides on its own
//! and which overlay is on top (it holds the focus), how long a face holds a gesture's still
//! pose when the player asks for reduced motion, the name a match in progress is saved under,
//! and the table's words that are more than a label (a seat, a score, your signals).

use crate::bots::Signals;
use crate::engine::{CountWord, Rules, Scoring, Seat, Standing};
use crate::i18n::Words;
use crate::narration::names::Naming;
use crate::narration::words::{capitalised, gesture_noun};
use crate::session::feed::GestureShow;
use crate::session::play::{Match, MatchPhase};
use crate::session::review::Shown;

/// What the table's page shows or hides on its own, which its keys read: the gesture palette
/// and the keys overlay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Toggles {
    pub palette: bool,
    pub help: bool,
}

impl Toggles {
    /// Escape: everything the page opened is put away.
    pub fn close_all(&mut self) {
        *self = Toggles::default();
    }

    /// An action was played (a call, a pass, a signal, a gesture): the palette is put away.
    pub fn acted(&mut self) {
        self.palette = false;
    }

    /// A round started or ended: the palette and the keys are put away (alone, the keys
    /// hold the game, so that no round ends under them; at a friend's table they do not, and
    /// a round's result would open over them).
    pub fn round_changed(&mut self) {
        *self = Toggles::default();
    }
}

/// The overlays of the table, each of which takes the focus while it is on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    LessonsDone,
    Picker,
    Keys,
    Pause,
    RoundResult,
    MatchEnd,
    Palette,
}

impl Overlay {
    /// Whether the table behind is out of reach while this overlay is on top (the page
    /// makes it `inert`, so Tab and a screen reader stay in the dialog): the dialogs that
    /// hold the game until they are answered. The stop picker does not (the game goes on
    /// while you choose, and its calls are still announced); a round's result and the match's
    /// end leave the table's menu in reach (Home, Settings); the palette is part of the table.
    pub fn holds_the_table(self) -> bool {
        matches!(self, Overlay::LessonsDone | Overlay::Keys | Overlay::Pause)
    }
}

/// The overlay on top, which has the focus; `None` while the table is in play with nothing
/// over it. The end of the lessons covers all; a stop's picker waits for its answer; the keys
/// hold the game; then a pause, a round's result or the match's end; the palette last.
pub fn overlay_on_top(m: &Match, toggles: Toggles) -> Option<Overlay> {
    if m.lessons_done() {
        Some(Overlay::LessonsDone)
    } else if m.picker().is_some() {
        Some(Overlay::Picker)
    } else if toggles.help {
        Some(Overlay::Keys)
    } else if m.is_paused() {
        Some(Overlay::Pause)
    } else {
        match m.phase() {
            MatchPhase::RoundOver(_) => Some(Overlay::RoundResult),
            MatchPhase::Over(..) => Some(Overlay::MatchEnd),
            MatchPhase::Playing if toggles.palette => Some(Overlay::Palette),
            MatchPhase::Playing => None,
        }
    }
}

/// With reduced motion a gesture is a still pose, not an animation that ends by itself: the
/// face holds it this long (real milliseconds), then looks plain again.
pub const REDUCED_MOTION_HOLD_MS: f64 = 1_200.0;

/// Whether a face still shows `gesture` at real time `now`: while its animation runs, or
/// under reduced motion, for `REDUCED_MOTION_HOLD_MS` after it started.
pub fn face_shows(gesture: &GestureShow, reduced_motion: bool, now: f64) -> bool {
    !reduced_motion || now - gesture.at < REDUCED_MOTION_HOLD_MS
}

/// One animation frame, in real milliseconds (at 60 frames a second).
pub const FRAME_MS: f64 = 1_000.0 / 60.0;
/// Longest the page sleeps while nothing is due: the player's next action wakes it anyway.
pub const IDLE_SLEEP_MS: f64 = 1_000.0;

/// How long the table's page may sleep, in real milliseconds, at real time `now` before it
/// asks for the next animation frame, so that nothing runs between the moments the table
/// may change (`due`, from `Match::next_frame_at`): none when the frame due is the next
/// one or the one after; otherwise a frame short of it, so that it comes on the first
/// animation frame from its moment, as a page that runs every frame would show it.
pub fn sleep_before_frame(now: f64, due: Option<f64>) -> Option<f64> {
    let Some(due) = due else {
        return Some(IDLE_SLEEP_MS);
    };
    let sleep = (due - now - FRAME_MS).min(IDLE_SLEEP_MS);
    (sleep >= FRAME_MS).then_some(sleep)
}

/// The name a match in progress is saved under, for a reload to offer it again by name:
/// its deal's code and the round it had got to.
/// A seat's name on its own: "You", "Ada" ("Player" in someone else's match).
pub fn seat_shown(w: &Words, n: &Naming, seat: Seat) -> String {
    tr!(w, TABLE_SEAT_NAME, seat = n.seat_arg(w, seat))
}

/// A seat's role under its name: "partner", "opponent" (agreeing with the seat where the
/// words in use do).
pub fn role_words(w: &Words, n: &Naming, seat: Seat, partner: bool) -> String {
    if partner {
        tr!(w, TABLE_ROLE_PARTNER, seat = n.seat_arg(w, seat))
    } else {
        tr!(w, TABLE_ROLE_OPPONENT, seat = n.seat_arg(w, seat))
    }
}

/// A seat for a screen reader: "Ada, opponent, 4 cards", "Bram, partner, 4 cards, passed".
pub fn seat_label(w: &Words, name: &str, role: &str, cards: usize, passed: bool) -> String {
    if passed {
        tr!(
            w,
            TABLE_SEAT_PASSED,
            name = name,
            role = role,
            count = cards
        )
    } else {
        tr!(w, TABLE_SEAT, name = name, role = role, count = cards)
    }
}

/// The cards a call has shown, under their owner's name: "Ada's cards", "Your cards".
pub fn cards_of(w: &Words, n: &Naming, seat: Seat) -> String {
    tr!(w, TABLE_CARDS_OF, seat = n.seat_arg(w, seat))
}

/// The dealer's count when nobody wants the centre: "One…", "Dead!".
pub fn count_words(w: &Words, word: CountWord) -> String {
    match word {
        CountWord::One => tr!(w, TABLE_COUNT_ONE),
        CountWord::Two => tr!(w, TABLE_COUNT_TWO),
        CountWord::Three => tr!(w, TABLE_COUNT_THREE),
        CountWord::Dead => tr!(w, TABLE_COUNT_DEAD),
    }
}

/// A team's standing as a screen reader says it: "2 of 5 letters", "3 of 5 hearts", "4 of
/// 10 points".
pub fn standing_words(w: &Words, rules: &Rules, standing: &Standing) -> String {
    match rules.scoring() {
        Scoring::Letters => tr!(
            w,
            TABLE_LETTERS,
            got = standing.letters,
            count = rules.word().chars().count()
        ),
        Scoring::Lives => tr!(
            w,
            TABLE_HEARTS,
            left = standing.lives,
            count = rules.lives()
        ),
        Scoring::Points => tr!(
            w,
            TABLE_POINTS,
            points = standing.points,
            target = rules.target()
        ),
    }
}

/// "Wink", "Wink or cough", "Wink, cough or shrug".
pub fn signals_title(w: &Words, set: Signals) -> String {
    let words = match *set.as_slice() {
        [one] => gesture_noun(w, one),
        [first, second] => tr!(
            w,
            TABLE_SIGNALS_TWO,
            first = gesture_noun(w, first),
            second = gesture_noun(w, second)
        ),
        [first, second, third, ..] => tr!(
            w,
            TABLE_SIGNALS_THREE,
            first = gesture_noun(w, first),
            second = gesture_noun(w, second),
            third = gesture_noun(w, third)
        ),
        [] => String::new(),
    };
    capitalised(words)
}

/// How often a team's signal was shown in a round: "(not shown)", "(shown 2×)", "(shown 1×
/// without four of a kind)", "(shown 2×, and 1× without four of a kind)".
pub fn shown_times(w: &Words, shown: Shown) -> String {
    match (shown.real, shown.without_four) {
        (0, 0) => tr!(w, TABLE_NOT_SHOWN),
        (real, 0) => tr!(w, TABLE_SHOWN_TIMES, count = real),
        (0, without) => tr!(w, TABLE_SHOWN_WITHOUT_FOUR, count = without),
        (real, without) => tr!(
            w,
            TABLE_SHOWN_AND_WITHOUT_FOUR,
            count = real,
            without = without
        ),
    }
}

/// A gesture in the replay, marked: "SIGNAL: Ada winks", "decoy: Bram coughs".
pub fn marked_caption(w: &Words, real: bool, caption: String) -> String {
    if real {
        tr!(w, TABLE_SIGNAL_MARK, caption = caption)
    } else {
        tr!(w, TABLE_DECOY_MARK, caption = caption)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::LevelName;
    use crate::engine::{Gesture, Preset, RuleOptions};
    use crate::i18n::{built_in, with_words, Lang};
    use crate::narration::seats::YOU;
    use crate::narration::words::gesture_title;
    use crate::session::play::RESUME_COUNTDOWN_MS;
    use crate::session::setup::set_up;

    /// Classic with another scoring or target.
    fn classic_with(scoring: Option<Scoring>, target: Option<u32>) -> Rules {
        let options = RuleOptions {
            scoring,
            target,
            ..RuleOptions::default()
        };
        Rules::new(Preset::Classic, &options).expect("valid options")
    }

    /// A match of Hearts (stops name a seat, so a stop opens a picker), past its countdown.
    fn playing() -> Match {
        let mut m = Match::new(set_up(4, Preset::Hearts, LevelName::Sharp), 1.0).expect("a game");
        m.advance(-RESUME_COUNTDOWN_MS);
        m.advance(0.0);
        m
    }

    #[test]
    fn escape_and_a_round_put_everything_away_and_an_action_the_palette() {
        let open = Toggles {
            palette: true,
            help: true,
        };
        let mut t = open;
        t.close_all();
        assert_eq!(t, Toggles::default());
        let mut t = open;
        t.acted();
        assert_eq!((t.palette, t.help), (false, true));
        let mut t = open;
        t.round_changed();
        assert_eq!((t.palette, t.help), (false, false));
    }

    #[test]
    fn the_overlay_on_top_is_the_one_that_waits_for_the_player_first() {
        let mut m = playing();
        let palette = Toggles {
            palette: true,
            help: false,
        };
        let both = Toggles {
            palette: true,
            help: true,
        };
        assert_eq!(overlay_on_top(&m, Toggles::default()), None);
        assert_eq!(overlay_on_top(&m, palette), Some(Overlay::Palette));
        assert_eq!(overlay_on_top(&m, both), Some(Overlay::Keys));
        m.stop(false, 0.0);
        assert!(m.picker().is_some());
        assert_eq!(overlay_on_top(&m, both), Some(Overlay::Picker));
        m.pick_target(0, 0.0);
        assert!(matches!(m.phase(), MatchPhase::RoundOver(_)));
        assert_eq!(overlay_on_top(&m, palette), Some(Overlay::RoundResult));

        let mut paused = playing();
        paused.toggle_pause(0.0);
        assert_eq!(overlay_on_top(&paused, palette), Some(Overlay::Pause));
        assert_eq!(overlay_on_top(&paused, both), Some(Overlay::Keys));
    }

    #[test]
    fn the_dialogs_that_hold_the_game_hold_the_table_and_the_rest_leave_its_menu() {
        let held: Vec<Overlay> = [
            Overlay::LessonsDone,
            Overlay::Picker,
            Overlay::Keys,
            Overlay::Pause,
            Overlay::RoundResult,
            Overlay::MatchEnd,
            Overlay::Palette,
        ]
        .into_iter()
        .filter(|o| o.holds_the_table())
        .collect();
        assert_eq!(held, [Overlay::LessonsDone, Overlay::Keys, Overlay::Pause]);
    }

    #[test]
    fn under_reduced_motion_a_pose_holds_a_moment_and_otherwise_until_it_is_over() {
        let wink = GestureShow {
            gesture: Gesture::Wink,
            serial: 3,
            at: 10_000.0,
        };
        assert!(face_shows(&wink, true, 10_000.0));
        assert!(face_shows(&wink, true, 11_199.0));
        assert!(!face_shows(&wink, true, 11_200.0), "the still pose ends");
        assert!(
            face_shows(&wink, false, 60_000.0),
            "an animation is shown until the match clears it"
        );
    }

    #[test]
    fn the_page_sleeps_until_a_frame_short_of_the_next_frame_due() {
        assert_eq!(sleep_before_frame(1_000.0, Some(f64::NEG_INFINITY)), None);
        assert_eq!(sleep_before_frame(1_000.0, Some(1_000.0)), None);
        assert_eq!(
            sleep_before_frame(1_000.0, Some(1_030.0)),
            None,
            "the frame after next"
        );
        let sleep = sleep_before_frame(1_000.0, Some(1_300.0)).map(f64::round);
        assert_eq!(sleep, Some(283.0), "a frame short of it");
        assert_eq!(
            sleep_before_frame(1_000.0, Some(f64::INFINITY)),
            Some(IDLE_SLEEP_MS)
        );
        assert_eq!(sleep_before_frame(1_000.0, None), Some(IDLE_SLEEP_MS));
    }

    /// What a frame shows of the table: the game's time, the ticker, the centre and your hand.
    fn shown(
        w: &crate::i18n::Words,
        m: &Match,
    ) -> (
        u64,
        Vec<String>,
        Vec<crate::engine::Card>,
        Vec<crate::engine::Card>,
    ) {
        let ticker = m.ticker(w).into_iter().map(|(_, line)| line).collect();
        let view = m.view();
        (
            m.game_time(),
            ticker,
            view.centre().to_vec(),
            view.hand().to_vec(),
        )
    }

    #[test]
    fn a_page_that_sleeps_between_the_frames_due_shows_every_change_on_the_same_frame() {
        // Two pages on the same vsync (a frame every 16 ms), the player doing nothing for a
        // minute: one runs every frame, the other only from the moment its sleep ends.
        let w = &crate::i18n::english();
        let setup = crate::session::setup::MatchSetup::new(4);
        let mut every = Match::new(setup.clone(), 1.0).expect("a game");
        let mut sleeping = Match::new(setup, 1.0).expect("a game");
        let (mut wake_at, mut frames, mut slept, mut changes) = (0.0, 0, 0, 0);
        for k in 0..60_000 / 16 {
            let t = f64::from(k * 16);
            let changed = every.advance(t);
            changes += usize::from(changed);
            if t < wake_at {
                assert!(!changed, "the table changed at {t} while the page slept");
                slept += 1;
                continue;
            }
            frames += 1;
            assert_eq!(sleeping.advance(t), changed, "at {t}");
            assert_eq!(shown(w, &sleeping), shown(w, &every), "at {t}");
            wake_at = t + sleep_before_frame(t, sleeping.next_frame_at()).unwrap_or(0.0);
        }
        assert!(
            matches!(every.phase(), MatchPhase::RoundOver(_)),
            "the round ended"
        );
        assert!(changes > 50, "the table changed {changes} times");
        assert!(slept > 4 * frames, "{frames} frames run, {slept} slept");
    }

    /// The table's English words are the ones the page said before they were messages
    /// (but for "You's cards", now "Your cards", and a lone card, now "1 card").
    #[test]
    fn the_table_s_words_in_english() {
        let w = &crate::i18n::english();
        let role = role_words(w, &Naming::default(), Seat::at(1), false);
        assert_eq!(
            seat_label(w, "Ada", &role, 4, false),
            "Ada, opponent, 4 cards"
        );
        let role = role_words(w, &Naming::default(), Seat::at(2), true);
        assert_eq!(
            seat_label(w, "Bram", &role, 4, true),
            "Bram, partner, 4 cards, passed"
        );
        assert_eq!(
            seat_label(w, "Bram", &role, 1, false),
            "Bram, partner, 1 card"
        );
        assert_eq!(seat_shown(w, &Naming::default(), YOU), "You");
        assert_eq!(cards_of(w, &Naming::default(), Seat::at(3)), "Cleo's cards");
        assert_eq!(cards_of(w, &Naming::default(), YOU), "Your cards");
        let said: Vec<String> = CountWord::ALL
            .into_iter()
            .map(|c| count_words(w, c))
            .collect();
        assert_eq!(said, ["One…", "Two…", "Three…", "Dead!"]);
        let standing = Standing {
            letters: 2,
            lives: 3,
            points: 4,
        };
        assert_eq!(
            standing_words(w, &classic_with(None, None), &standing),
            "2 of 5 letters"
        );
        let lives = classic_with(Some(Scoring::Lives), None);
        assert_eq!(standing_words(w, &lives, &standing), "3 of 5 hearts");
        let points = classic_with(Some(Scoring::Points), Some(10));
        assert_eq!(standing_words(w, &points, &standing), "4 of 10 points");
        assert_eq!(gesture_title(w, Gesture::EarTug), "Ear tug");
        assert_eq!(signals_title(w, Gesture::Wink.into()), "Wink");
        assert_eq!(
            signals_title(
                w,
                Signals::new(&[Gesture::Wink, Gesture::Cough]).expect("two signals")
            ),
            "Wink or cough"
        );
        assert_eq!(
            signals_title(
                w,
                Signals::three(Gesture::Wink, Gesture::Cough, Gesture::Shrug)
            ),
            "Wink, cough or shrug"
        );
        let shown = |real, without_four| Shown { real, without_four };
        assert_eq!(shown_times(w, shown(0, 0)), "(not shown)");
        assert_eq!(shown_times(w, shown(2, 0)), "(shown 2×)");
        assert_eq!(
            shown_times(w, shown(0, 1)),
            "(shown 1× without four of a kind)"
        );
        assert_eq!(
            shown_times(w, shown(2, 1)),
            "(shown 2×, and 1× without four of a kind)"
        );
        assert_eq!(
            marked_caption(w, true, "Ada winks".into()),
            "SIGNAL: Ada winks"
        );
        assert_eq!(
            marked_caption(w, false, "Ada winks".into()),
            "decoy: Ada winks"
        );
    }

    /// In French the owner of the cards comes after them, plurals agree with what is
    /// counted, and the signals' names are French, the first one capitalised.
    #[test]
    fn the_table_s_words_in_french() {
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(cards_of(w, &Naming::default(), Seat::at(1)), "Cartes d'Ada");
            assert_eq!(cards_of(w, &Naming::default(), YOU), "Vos cartes");
            assert_eq!(seat_shown(w, &Naming::default(), YOU), "Vous");
            let role = role_words(w, &Naming::default(), Seat::at(1), false);
            assert_eq!(
                seat_label(w, "Ada", &role, 4, true),
                "Ada, adversaire, 4 cartes, a passé"
            );
            let standing = Standing {
                letters: 2,
                lives: 1,
                points: 0,
            };
            let classic = classic_with(None, None);
            assert_eq!(standing_words(w, &classic, &standing), "2 lettres sur 5");
            let lives = classic_with(Some(Scoring::Lives), None);
            assert_eq!(standing_words(w, &lives, &standing), "1 cœur sur 5");
            assert_eq!(count_words(w, CountWord::Dead), "Mort !");
            assert_eq!(
                signals_title(
                    w,
                    Signals::three(Gesture::Wink, Gesture::Cough, Gesture::Shrug)
                ),
                "Clin d'œil, toux ou haussement d'épaules"
            );
            assert_eq!(gesture_title(w, Gesture::Yawn), "Bâillement");
            assert_eq!(
                shown_times(
                    w,
                    Shown {
                        real: 3,
                        without_four: 0
                    }
                ),
                "(montré 3×)"
            );
            assert_eq!(
                shown_times(
                    w,
                    Shown {
                        real: 0,
                        without_four: 1
                    }
                ),
                "(montré 1× sans carré)"
            );
            assert_eq!(
                marked_caption(w, false, "Ada tousse".into()),
                "leurre : Ada tousse"
            );
            let progress = crate::session::saved::Progress::Deal {
                code: "7QX2-M9PA".into(),
                round: 3,
            };
            assert_eq!(progress.words(w), "Donne 7QX2-M9PA · manche 3");
        });
    }

    /// In German a role agrees with the seat: Ada is a "Gegnerin", Bram a "Partner"; and the
    /// count comes before "gezeigt".
    #[test]
    fn in_german_a_role_agrees_with_the_seat() {
        with_words(built_in(Lang::De), |w| {
            let role = role_words(w, &Naming::default(), Seat::at(1), false);
            assert_eq!(
                seat_label(w, "Ada", &role, 4, false),
                "Ada, Gegnerin, 4 Karten"
            );
            assert_eq!(
                role_words(w, &Naming::default(), Seat::at(1), true),
                "Partnerin"
            );
            assert_eq!(
                role_words(w, &Naming::default(), Seat::at(2), true),
                "Partner"
            );
            assert_eq!(
                role_words(w, &Naming::default(), Seat::at(2), false),
                "Gegner"
            );
            assert_eq!(
                shown_times(
                    w,
                    Shown {
                        real: 2,
                        without_four: 0
                    }
                ),
                "(2× gezeigt)"
            );
        });
    }
}
