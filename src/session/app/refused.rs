//! What a refusal says: what was refused (a link, a replay file, the saved match) and what
//! to do about it; and the refusals of a replay file or a record that cannot be read.

use crate::i18n::Words;
use std::rc::Rc;

use super::{AppState, Effect, Problem, RecordFrom, ReplayFrom};
use crate::session::link_error::LinkError;
use crate::session::record::MatchRecord;

/// What the page could not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A game's link, a challenge link, a replay link or a `?seed=…` address.
    Link,
    ReplayFile,
    /// The match in progress, in the saved data.
    SavedMatch,
    /// A game set up on this page.
    Setup,
}

impl Refused {
    /// The refusal's heading.
    pub fn heading(self, w: &Words) -> String {
        match self {
            Refused::Link => tr!(w, LINK_REFUSED_LINK),
            Refused::ReplayFile => tr!(w, LINK_REFUSED_REPLAY_FILE),
            Refused::SavedMatch => tr!(w, LINK_REFUSED_SAVED_MATCH),
            Refused::Setup => tr!(w, LINK_REFUSED_SETUP),
        }
    }

    /// What to do about it, in a sentence.
    pub fn advice(self, w: &Words) -> String {
        match self {
            Refused::Link => tr!(w, LINK_ADVICE_LINK),
            Refused::ReplayFile => tr!(w, LINK_ADVICE_REPLAY_FILE),
            Refused::SavedMatch => tr!(w, LINK_ADVICE_SAVED_MATCH),
            Refused::Setup => tr!(w, LINK_ADVICE_SETUP),
        }
    }
}

impl AppState {
    pub(super) fn record_read(
        &mut self,
        from: RecordFrom,
        read: Result<Rc<MatchRecord>, LinkError>,
    ) -> Vec<Effect> {
        let refused = match from {
            RecordFrom::ReplayFile => Refused::ReplayFile,
            RecordFrom::SavedMatch | RecordFrom::SavedMatchToAsk => Refused::SavedMatch,
            RecordFrom::ReplayLink => Refused::Link,
        };
        match (from, read) {
            (RecordFrom::SavedMatch, Ok(record)) => self.resume(record),
            (_, Ok(record)) => self.open_replay(record, ReplayFrom::Shared, refused),
            (from, Err(why)) => {
                self.show_problem(refused, Problem::Record(from, why));
                if refused == Refused::SavedMatch {
                    return self.drop_saved_match();
                }
            }
        }
        Vec::new()
    }

    /// A replay file's text, to be read (an empty one is said at once).
    pub(super) fn replay_file(&mut self, text: String) -> Vec<Effect> {
        if text.trim().is_empty() {
            self.show_problem(Refused::ReplayFile, Problem::FileEmpty);
            return Vec::new();
        }
        vec![Effect::ReadRecord {
            text: text.into(),
            from: RecordFrom::ReplayFile,
        }]
    }

    pub(super) fn replay_file_too_big(&mut self, bytes: u64, most: u64) {
        self.show_problem(Refused::ReplayFile, Problem::FileTooBig { bytes, most });
    }
}

/// Natively: the tests read other languages' built-in catalogs.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::tests::{home, notices, problem, start_with, step};
    use super::super::AppMsg;
    use super::super::Fragment;
    use super::*;
    use crate::engine::Gesture;
    use crate::game_id::GameId;
    use crate::i18n::{built_in, with_words, Lang};
    use crate::session::link_error::LinkError;
    use crate::session::saved::Saved;
    use crate::session::MatchSetup;

    /// A refusal in French: its heading, its advice, what was refused then why, and sizes
    /// put where French puts them (the limit before the file's size).
    #[test]
    fn a_refusal_is_said_in_the_words_in_use() {
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(Refused::Link.heading(w), "Ce lien n'ouvre pas de partie");
            assert_eq!(
                Refused::SavedMatch.advice(w),
                "Elle a été mise de côté et ne sera plus proposée. Jouez une nouvelle donne, ou revenez à l'accueil."
            );
            let (big, _) = step(
                home(),
                AppMsg::ReplayFileTooBig {
                    bytes: 600 << 20,
                    most: 1 << 20,
                },
            );
            assert_eq!(
                problem(w, &big).as_deref(),
                Some("Ce fichier est trop gros pour être un replay : un replay de Kemps fait au plus 1 Mo, et celui-ci fait 600 Mo, il n'a donc pas été lu.")
            );
            let (cut, _) = step(
                home(),
                AppMsg::RecordRead(RecordFrom::ReplayLink, Err(LinkError::Damaged)),
            );
            assert_eq!(
                problem(w, &cut).as_deref(),
                Some("Ce lien de replay ne peut pas être lu. Il est coupé ou modifié : sa vérification ne correspond pas, il ne peut donc pas dire de quelle partie il s'agit.")
            );
        });
    }

    /// The problem and the notices are kept as data: the same state says them in the words
    /// in use when it is shown, so that a change of language words again what is on screen.
    #[test]
    fn a_problem_and_a_notice_on_screen_are_worded_again_in_another_language() {
        let too_big = AppMsg::ReplayFileTooBig {
            bytes: 600 << 20,
            most: 1 << 20,
        };
        let (state, _) = step(home(), too_big);
        assert_eq!(
            problem(&crate::i18n::english(), &state).as_deref(),
            Some("That file is too big to be a replay: it is 600 MB, and a Kemps replay is at most 1 MB, so it was not read.")
        );
        assert_eq!(
            with_words(built_in(Lang::Fr), |w| problem(w, &state)).as_deref(),
            Some("Ce fichier est trop gros pour être un replay : un replay de Kemps fait au plus 1 Mo, et celui-ci fait 600 Mo, il n'a donc pas été lu.")
        );
        let (state, _) = start_with(Saved::fresh(false), Fragment::Nothing, "?speed=warp");
        assert_eq!(
            notices(&crate::i18n::english(), &state),
            ["there is no \"warp\" speed"]
        );
        assert_eq!(
            with_words(built_in(Lang::Fr), |w| notices(w, &state)),
            ["il n'y a pas de vitesse \"warp\""]
        );
    }

    /// A game that cannot be played says why in the words in use, down to the rules' own
    /// reason (the engine's words are English, for the command line).
    #[test]
    fn a_game_that_cannot_be_played_says_why_in_french() {
        let record = Rc::new(MatchRecord {
            game: GameId {
                teams: 9,
                ..MatchSetup::new(3).game
            },
            signals: Gesture::Wink.into(),
            entries: Vec::new(),
            time: 20_000,
            people: Vec::new(),
        });
        with_words(built_in(Lang::Fr), |w| {
            let (state, _) = step(home(), AppMsg::Replay(record));
            assert_eq!(
                problem(w, &state).as_deref(),
                Some("Ce replay ne peut pas être lu ici : une table a de 2 à 6 équipes, pas 9.")
            );
        });
    }
}
