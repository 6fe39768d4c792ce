//! What a refusal says: what was refused (a link, a replay file, the saved match) and what
//! to do about it; and the refusals of a replay file or a record that cannot be read.

use std::rc::Rc;

use super::{AppState, Effect, RecordFrom, ReplayFrom};
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
    pub const fn heading(self) -> &'static str {
        match self {
            Refused::Link => "This link does not open a game",
            Refused::ReplayFile => "This file does not open a replay",
            Refused::SavedMatch => "Your match in progress cannot be resumed",
            Refused::Setup => "This game cannot be played here",
        }
    }

    /// What to do about it, in a sentence.
    pub const fn advice(self) -> &'static str {
        match self {
            Refused::Link => "Ask for the link again, or play a fresh deal.",
            Refused::ReplayFile => {
                "Choose the .kemps file Kemps saved at a match's end, or play a fresh deal."
            }
            Refused::SavedMatch => {
                "It was set aside, so it will not be offered again. Play a fresh deal, or go home."
            }
            Refused::Setup => "Change the set-up, or play a fresh deal.",
        }
    }
}

impl AppState {
    pub(super) fn record_read(
        &mut self,
        from: RecordFrom,
        read: Result<Rc<MatchRecord>, String>,
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
                // The reason speaks of "it" (see `LinkError`'s words), after what was refused.
                self.show_problem(refused, format!("{} {why}", from.refusal()));
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
            let why = "That file is empty: it holds no replay.";
            self.show_problem(Refused::ReplayFile, why.into());
            return Vec::new();
        }
        vec![Effect::ReadRecord {
            text: text.into(),
            from: RecordFrom::ReplayFile,
        }]
    }

    pub(super) fn replay_file_too_big(&mut self, bytes: u64, most: u64) {
        let why = format!(
            "That file is too big to be a replay: it is {}, and a Kemps replay is at most {}, so it was not read.",
            size_words(bytes),
            size_words(most)
        );
        self.show_problem(Refused::ReplayFile, why);
    }
}

/// A file size in words: "600 MB", "1 MB", "12 KB".
fn size_words(bytes: u64) -> String {
    const MB: u64 = 1 << 20;
    if bytes >= MB {
        format!("{} MB", bytes.div_ceil(MB))
    } else {
        format!("{} KB", bytes.div_ceil(1 << 10))
    }
}
