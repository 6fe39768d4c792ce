//! What a refusal says: what was refused (a link, a replay file, the saved match) and what
//! to do about it.

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
