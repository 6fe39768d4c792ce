//! Decisions the table's page asks of the session: what the page shows or hides on its own
//! and which overlay is on top (it holds the focus), how long a face holds a gesture's still
//! pose when the player asks for reduced motion, and the name a match in progress is saved under.

use super::feed::GestureShow;
use super::play::{Match, MatchPhase};

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

    /// A round started or ended: the palette is put away.
    pub fn round_changed(&mut self) {
        self.palette = false;
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
pub fn in_progress_label(deal_code: &str, round: u32) -> String {
    format!("Deal {deal_code} · round {round}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::LevelName;
    use crate::engine::{Gesture, Preset};
    use crate::session::play::RESUME_COUNTDOWN_MS;
    use crate::session::setup::set_up;

    /// A match of Hearts (stops name a seat, so a stop opens a picker), past its countdown.
    fn playing() -> Match {
        let mut m = Match::new(set_up(4, Preset::Hearts, LevelName::Sharp), 1.0).expect("a game");
        m.advance(-RESUME_COUNTDOWN_MS);
        m.advance(0.0);
        m
    }

    #[test]
    fn escape_puts_everything_away_and_an_action_or_a_new_round_the_palette() {
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
        assert_eq!((t.palette, t.help), (false, true));
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
        m: &Match,
    ) -> (
        u64,
        Vec<String>,
        Vec<crate::engine::Card>,
        Vec<crate::engine::Card>,
    ) {
        let ticker = m.ticker().map(|(_, line)| line.clone()).collect();
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
            assert_eq!(shown(&sleeping), shown(&every), "at {t}");
            wake_at = t + sleep_before_frame(t, sleeping.next_frame_at()).unwrap_or(0.0);
        }
        assert!(
            matches!(every.phase(), MatchPhase::RoundOver(_)),
            "the round ended"
        );
        assert!(changes > 50, "the table changed {changes} times");
        assert!(slept > 4 * frames, "{frames} frames run, {slept} slept");
    }

    #[test]
    fn a_match_in_progress_goes_by_its_deal_and_round() {
        assert_eq!(
            in_progress_label("7QX2-M9PA", 3),
            "Deal 7QX2-M9PA · round 3"
        );
    }
}
