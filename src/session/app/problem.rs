//! What the app has to tell the player, as data: the problem that stopped something opening
//! (a link, a replay file, the saved match, a game set up here) and the notices that go with
//! what did open (the address's unusable parts, the saved data, a saved match set aside).
//! Each keeps its cause, not a sentence: it is worded when shown, in the words in use then.

use std::rc::Rc;

use super::RecordFrom;
use crate::friends::net::invite::InviteError;
use crate::friends::problems::invite_problem;
use crate::game_id::BadGame;
use crate::i18n::Words;
use crate::session::address::AddressProblem;
use crate::session::link_error::LinkError;
use crate::session::record::MatchRecord;
use crate::session::saved::SavedNotice;

/// Why an address's fragment does not read.
#[derive(Clone, Debug, PartialEq)]
pub enum Unreadable {
    /// A game's link or a challenge link.
    Link(LinkError),
    /// A friend's invitation.
    Invitation(InviteError),
    /// A friend's reply to an invitation.
    Reply(InviteError),
}

impl Unreadable {
    /// Said in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            Unreadable::Link(why) => why.words(w),
            Unreadable::Invitation(why) => {
                tr!(
                    w,
                    LINK_INVITATION_LINK_UNUSABLE,
                    why = invite_problem(w, why)
                )
            }
            Unreadable::Reply(why) => {
                tr!(w, LINK_REPLY_LINK_UNUSABLE, why = invite_problem(w, why))
            }
        }
    }
}

/// Why something could not be opened, said under the heading of what was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The address's fragment does not read.
    Unreadable(Unreadable),
    /// A record (a replay link or file, the saved match) does not read: from where, and why.
    Record(RecordFrom, LinkError),
    /// A replay file with nothing in it.
    FileEmpty,
    /// A replay file too big to be one: its size, and the most a replay file holds, in bytes.
    FileTooBig { bytes: u64, most: u64 },
    /// A game that cannot be played here.
    GameUnplayable(BadGame),
    /// A replay whose game cannot be played here.
    ReplayUnplayable(BadGame),
}

impl Problem {
    /// Said in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            Problem::Unreadable(why) => why.words(w),
            // The reason speaks of "it" (see `LinkError`'s words), after what was refused.
            Problem::Record(from, why) => format!("{} {}", from.refusal(w), why.words(w)),
            Problem::FileEmpty => tr!(w, LINK_FILE_EMPTY),
            Problem::FileTooBig { bytes, most } => tr!(
                w,
                LINK_FILE_TOO_BIG,
                size = size_words(w, *bytes),
                most = size_words(w, *most)
            ),
            Problem::GameUnplayable(why) => tr!(w, LINK_GAME_UNPLAYABLE, why = why.words(w)),
            Problem::ReplayUnplayable(why) => {
                tr!(w, LINK_REPLAY_UNPLAYABLE, why = why.words(w))
            }
        }
    }
}

/// A file size in words: "600 MB", "1 MB", "12 KB".
fn size_words(w: &Words, bytes: u64) -> String {
    const MB: u64 = 1 << 20;
    if bytes >= MB {
        tr!(w, LINK_SIZE_MB, count = bytes.div_ceil(MB))
    } else {
        tr!(w, LINK_SIZE_KB, count = bytes.div_ceil(1 << 10))
    }
}

/// Something to tell the player beside what opened.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A part of the address that could not be used.
    Address(AddressProblem),
    /// What could not be kept of the saved data, or that nothing will be.
    Saved(SavedNotice),
    /// The match in progress could not be read while an address was opened: set aside.
    SetAside(LinkError),
    /// A resumed match with friends: bots play the seats its friends still played (see
    /// `play::resume_words`).
    FriendsGone(Rc<MatchRecord>),
}

impl Notice {
    /// Said in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            Notice::Address(problem) => problem.words(w),
            Notice::Saved(notice) => notice.words(w),
            Notice::SetAside(why) => format!("{} {}", set_aside(w), why.words(w)),
            Notice::FriendsGone(record) => {
                crate::session::play::resume_words(w, record).unwrap_or_default()
            }
        }
    }
}

/// The notice when the saved match cannot be read while an address is opened.
pub fn set_aside(w: &Words) -> String {
    tr!(w, LINK_SET_ASIDE)
}
