//! Why a link, a replay or a saved record does not read, as data: the share formats
//! (`share`) find it, the session keeps it (a problem, a notice) and words it when shown.

use crate::engine::{InvalidRules, Unplayable};
use crate::envelope::EnvelopeError;
use crate::game_id::{invalid_rules_words, unplayable_words, BadGame};
use crate::i18n::Words;

pub const LINK_VERSION: u8 = 1;

/// The longest a record lasts: two hours of game time. A match takes minutes (a few dozen
/// rounds at most), while replaying, resuming and seeking run the game through every moment
/// of a record: a record that claims years of game time would freeze the page.
pub const MAX_RECORD_MS: u64 = 7_200_000;
/// More presses than a person makes in a match: nearly three a second for the whole two
/// hours, when a quick player manages one or two a second in a busy round and every round
/// has its quiet count. Reading a record costs up to a microsecond a press on a slow
/// machine, so the bound also keeps a forged record from stalling the page.
pub const MAX_ENTRIES: usize = 20_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Empty,
    BadSymbol(char),
    /// Too short, cut, or altered: the checksum does not match.
    Damaged,
    NewerVersion(u8),
    /// Made by an earlier version, in a format this page no longer reads.
    EarlierVersion(u8),
    /// The body does not read as a game.
    Garbled,
    BadRules(BadRules),
    /// Valid rules no person could play in time (see `Rules::check_playable`).
    Unplayable(Unplayable),
    /// A replay bigger than any match makes (in symbols, or once unpacked).
    TooLarge,
    /// A replay that says it lasts longer than a record may (game time, milliseconds).
    TooLong(u64),
    /// A replay with more presses than a person makes in a match.
    TooManyEntries(u64),
    /// A replay with a press dated after the moment it ends.
    EntryAfterEnd,
    /// A challenge whose result no match of its game can end with.
    ImpossibleResult,
    /// A record made when the bots played otherwise (see `replay::REPLAY_VERSION`).
    EarlierBots,
}

/// Rules a link asks for that no table here has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadRules {
    Teams(u8),
    Invalid(InvalidRules),
}

impl BadRules {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            BadRules::Teams(n) => {
                tr!(w, LINK_BAD_TEAMS, least = 2, most = 6, teams = *n)
            }
            BadRules::Invalid(why) => invalid_rules_words(w, *why),
        }
    }
}

impl From<BadGame> for LinkError {
    fn from(bad: BadGame) -> LinkError {
        match bad {
            BadGame::Teams(n) => LinkError::BadRules(BadRules::Teams(n)),
            BadGame::Invalid(why) => LinkError::BadRules(BadRules::Invalid(why)),
            BadGame::Unplayable(why) => LinkError::Unplayable(why),
            // Neither can be written in a link's compact form, nor read from one.
            BadGame::Seed | BadGame::RoundBreak => LinkError::Garbled,
        }
    }
}

/// Said after the heading that names what was refused ("This link does not open a game",
/// "This file does not open a replay", "Your match in progress cannot be resumed"), so each
/// reason speaks of "it": the same words fit a link, a file and the saved match.
impl LinkError {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            LinkError::Empty => tr!(w, LINK_ERROR_EMPTY),
            LinkError::BadSymbol(c) => tr!(
                w,
                LINK_ERROR_BAD_SYMBOL,
                symbol = crate::i18n::shown::quoted(c.encode_utf8(&mut [0; 4]))
            ),
            LinkError::Damaged => tr!(w, LINK_ERROR_DAMAGED),
            LinkError::NewerVersion(v) => {
                tr!(w, LINK_ERROR_NEWER, version = *v, ours = LINK_VERSION)
            }
            LinkError::EarlierVersion(v) => {
                tr!(w, LINK_ERROR_EARLIER, version = *v, ours = LINK_VERSION)
            }
            LinkError::Garbled => tr!(w, LINK_ERROR_GARBLED),
            LinkError::BadRules(why) => tr!(w, LINK_ERROR_BAD_RULES, why = why.words(w)),
            LinkError::Unplayable(why) => {
                tr!(w, LINK_ERROR_UNPLAYABLE, why = unplayable_words(w, *why))
            }
            LinkError::TooLarge => tr!(w, LINK_ERROR_TOO_LARGE),
            LinkError::TooLong(ms) => {
                let minutes = ms.div_ceil(60_000);
                tr!(
                    w,
                    LINK_ERROR_TOO_LONG,
                    hours = minutes / 60,
                    // A clock's minutes: always two digits.
                    minutes = format!("{:02}", minutes % 60),
                    most = MAX_RECORD_MS / 3_600_000
                )
            }
            LinkError::TooManyEntries(n) => {
                tr!(
                    w,
                    LINK_ERROR_TOO_MANY_ENTRIES,
                    count = *n,
                    most = MAX_ENTRIES
                )
            }
            LinkError::EntryAfterEnd => tr!(w, LINK_ERROR_ENTRY_AFTER_END),
            LinkError::EarlierBots => tr!(w, LINK_ERROR_EARLIER_BOTS),
            LinkError::ImpossibleResult => tr!(w, LINK_ERROR_IMPOSSIBLE_RESULT),
        }
    }
}

impl From<EnvelopeError> for LinkError {
    fn from(error: EnvelopeError) -> LinkError {
        match error {
            EnvelopeError::BadSymbol(c) => LinkError::BadSymbol(c),
            EnvelopeError::Damaged => LinkError::Damaged,
            EnvelopeError::NewerVersion(v) => LinkError::NewerVersion(v),
            EnvelopeError::EarlierVersion(v) => LinkError::EarlierVersion(v),
        }
    }
}
