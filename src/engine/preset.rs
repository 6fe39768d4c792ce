//! The four presets: the house rules a rule set starts from.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    Classic,
    Hearts,
    Party,
    Tournament,
}

impl Preset {
    pub const ALL: [Preset; 4] = [
        Preset::Classic,
        Preset::Hearts,
        Preset::Party,
        Preset::Tournament,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Hearts => "hearts",
            Preset::Party => "party",
            Preset::Tournament => "tournament",
        }
    }

    /// The preset's name as a title: "Classic".
    pub const fn title(self) -> &'static str {
        match self {
            Preset::Classic => "Classic",
            Preset::Hearts => "Hearts",
            Preset::Party => "Party",
            Preset::Tournament => "Tournament",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// One plain sentence for the set-up screen.
    pub const fn summary(self) -> &'static str {
        match self {
            Preset::Classic => "Spell K-E-M-P-S and you lose. Swap several cards at once; stop a whole team.",
            Preset::Hearts => "Five hearts each; lose one per mistake. One card at a time; stop one player.",
            Preset::Party => "First to 5 points. Trips are redealt, double calls count, a wrong stop costs your right to stop.",
            Preset::Tournament => "First to 5 points. Drop a card before you take one; trips in the centre are set aside.",
        }
    }
}
