//! Decisions the table's page asks of the session: how long a face holds a gesture's still
//! pose when the player asks for reduced motion, and the name a match in progress is saved under.

use super::feed::GestureShow;

/// With reduced motion a gesture is a still pose, not an animation that ends by itself: the
/// face holds it this long (real milliseconds), then looks plain again.
pub const REDUCED_MOTION_HOLD_MS: f64 = 1_200.0;

/// Whether a face still shows `gesture` at real time `now`: while its animation runs, or
/// under reduced motion, for `REDUCED_MOTION_HOLD_MS` after it started.
pub fn face_shows(gesture: &GestureShow, reduced_motion: bool, now: f64) -> bool {
    !reduced_motion || now - gesture.at < REDUCED_MOTION_HOLD_MS
}

/// The name a match in progress is saved under, for a reload to offer it again by name:
/// its deal's code and the round it had got to.
pub fn in_progress_label(deal_code: &str, round: u32) -> String {
    format!("Deal {deal_code} · round {round}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Gesture;

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
    fn a_match_in_progress_goes_by_its_deal_and_round() {
        assert_eq!(
            in_progress_label("7QX2-M9PA", 3),
            "Deal 7QX2-M9PA · round 3"
        );
    }
}
