//! A screen whose code is a file of its own (the page's split build, `ui::lazy`): whether it
//! is shown, still on its way, or could not be fetched, and what each answer changes.

/// Where a split screen stands, `T` being what renders it once its code is here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loading<T> {
    /// Its code is on its way.
    Waiting,
    /// Its code is here: the screen shows.
    Ready(T),
    /// Its file could not be fetched (offline before the screen was ever opened, a broken
    /// host): the page says so and offers to try again.
    Failed,
}

impl<T: Copy> Loading<T> {
    /// The screen as it opens: shown at once when its code is already here (a build that is
    /// not split, or a screen opened before), else waiting for it.
    pub fn open(ready: Option<T>) -> Loading<T> {
        ready.map_or(Loading::Waiting, Loading::Ready)
    }

    /// The answer of a fetch for the code. A screen already shown stays as it is.
    pub fn answered(self, answer: Result<T, ()>) -> Loading<T> {
        match (self, answer) {
            (Loading::Ready(shown), _) => Loading::Ready(shown),
            (_, Ok(render)) => Loading::Ready(render),
            (_, Err(())) => Loading::Failed,
        }
    }

    /// Try again, after a failure: the screen waits for its code once more.
    pub fn retried(self) -> Loading<T> {
        match self {
            Loading::Failed => Loading::Waiting,
            other => other,
        }
    }

    /// Whether a fetch for the code should be under way.
    pub fn wants_code(self) -> bool {
        matches!(self, Loading::Waiting)
    }
}

#[cfg(test)]
mod tests {
    use super::Loading;

    #[test]
    fn a_screen_whose_code_is_here_shows_at_once_and_one_whose_code_is_not_waits_for_it() {
        assert_eq!(Loading::open(Some(7)), Loading::Ready(7));
        assert!(!Loading::open(Some(7)).wants_code());
        assert_eq!(Loading::<u8>::open(None), Loading::Waiting);
        assert!(Loading::<u8>::open(None).wants_code());
    }

    #[test]
    fn the_code_s_arrival_shows_the_screen_and_a_failed_fetch_says_so_until_tried_again() {
        let waiting = Loading::<u8>::open(None);
        assert_eq!(waiting.answered(Ok(3)), Loading::Ready(3));
        let failed = waiting.answered(Err(()));
        assert_eq!(failed, Loading::Failed);
        assert!(
            !failed.wants_code(),
            "a failure waits for the player's Try again"
        );
        assert_eq!(failed.retried(), Loading::Waiting);
        assert!(failed.retried().wants_code());
        assert_eq!(failed.retried().answered(Ok(4)), Loading::Ready(4));
    }

    #[test]
    fn a_screen_already_shown_keeps_its_code_whatever_answer_comes_late() {
        let shown = Loading::Ready(1u8);
        assert_eq!(shown.answered(Err(())), shown);
        assert_eq!(shown.answered(Ok(2)), shown);
        assert_eq!(shown.retried(), shown);
    }
}
