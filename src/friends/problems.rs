//! Why an invitation, a reply or a connection's description cannot be used, in the words in
//! use. The network layer (`net`) keeps its English `Display` for the command line and the
//! console; the page says these.

use super::WireError;
use crate::engine::Seat;
use crate::friends::net::invite::{InviteError, LinkKind};
use crate::friends::net::sdp::{Part, SdpError, MAX_CANDIDATES, MAX_SDP_BYTES};
use crate::game_id::BadGame;
use crate::i18n::shown::quoted;
use crate::i18n::Words;
use crate::narration::names::Naming;

/// Why the way to a friend's table stopped, or a reply could not be used: kept as what
/// happened, worded when shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Trouble {
    /// A pasted reply that does not read.
    ReplyUnusable(InviteError),
    /// A reply to another invite.
    OtherInvite,
    /// A reply for a seat that waits for nobody.
    NotWaiting(Seat),
    /// Nothing came back in time: the two pages could not reach each other.
    Unreachable,
    /// Nothing came back in time on the way to a table: the lobby words it, as it knows
    /// whom its page asked (`Unreachable` for a host).
    Unanswered,
    /// The other page was closed.
    PageClosed,
    /// A message from the other page that could not be read.
    Unread(WireError),
    /// The game cannot be played here.
    Unplayable(BadGame),
    /// The page's own account of a connection that failed (the browser's, worded by the
    /// page when it happened).
    Page(String),
}

impl Trouble {
    /// In the words `w`, a seat named as `n` names it.
    pub fn words(&self, w: &Words, n: &Naming) -> String {
        match self {
            Trouble::ReplyUnusable(e) => tr!(w, LINK_REPLY_UNUSABLE, why = invite_problem(w, e)),
            Trouble::OtherInvite => tr!(w, LINK_REPLY_OTHER_INVITE),
            Trouble::NotWaiting(seat) => {
                tr!(w, LINK_REJOIN_NOT_WAITING, seat = n.seat_name(w, *seat))
            }
            Trouble::Unreachable | Trouble::Unanswered => tr!(w, LINK_PAGES_UNREACHABLE),
            Trouble::PageClosed => tr!(w, LINK_PAGE_CLOSED),
            Trouble::Unread(e) => e.words(w),
            Trouble::Unplayable(why) => why.words(w),
            Trouble::Page(text) => text.clone(),
        }
    }
}

/// Why a text does not open an invitation or a reply; each speaks of "it", after a
/// sentence that names what was refused.
pub fn invite_problem(w: &Words, error: &InviteError) -> String {
    match error {
        InviteError::Empty => tr!(w, LINK_INVITE_EMPTY),
        InviteError::TooLong(n) => tr!(w, LINK_INVITE_TOO_LONG, count = *n),
        InviteError::WrongKind(LinkKind::Invite) => tr!(w, LINK_INVITE_NOT_A_REPLY),
        InviteError::WrongKind(LinkKind::Reply) => tr!(w, LINK_INVITE_NOT_AN_INVITATION),
        InviteError::BadSymbol(c) => tr!(
            w,
            LINK_ERROR_BAD_SYMBOL,
            symbol = quoted(c.encode_utf8(&mut [0; 4]))
        ),
        InviteError::Damaged => tr!(w, LINK_INVITE_DAMAGED),
        InviteError::NewerVersion(v) => tr!(w, LINK_INVITE_NEWER, version = *v),
        InviteError::EarlierVersion(v) => tr!(w, LINK_INVITE_EARLIER, version = *v),
        InviteError::Garbled => tr!(w, LINK_INVITE_GARBLED),
        InviteError::NoSuchTable => tr!(w, LINK_INVITE_NO_SUCH_TABLE),
        InviteError::Connection(why) => tr!(w, LINK_INVITE_CONNECTION, why = sdp_problem(w, why)),
    }
}

/// Why a connection's description cannot be used, in a sentence.
pub fn sdp_problem(w: &Words, error: &SdpError) -> String {
    match error {
        SdpError::TooLong(bytes) => {
            tr!(w, LINK_SDP_TOO_LONG, count = *bytes, most = MAX_SDP_BYTES)
        }
        SdpError::Missing(part) => tr!(w, LINK_SDP_MISSING, part = part_name(w, *part)),
        SdpError::Conflicting(part) => tr!(w, LINK_SDP_CONFLICTING, part = part_name(w, *part)),
        SdpError::Bad(part) => tr!(w, LINK_SDP_BAD, part = part_name(w, *part)),
        SdpError::BadCandidate(line) => tr!(w, LINK_SDP_BAD_CANDIDATE, line = *line),
        SdpError::NoCandidates => tr!(w, LINK_SDP_NO_CANDIDATES),
        SdpError::CandidateOrder => tr!(w, LINK_SDP_CANDIDATE_ORDER),
        SdpError::TooManyCandidates(n) => {
            tr!(
                w,
                LINK_SDP_TOO_MANY_CANDIDATES,
                count = *n,
                most = MAX_CANDIDATES
            )
        }
    }
}

/// A part of a connection's description, as a noun.
fn part_name(w: &Words, part: Part) -> String {
    match part {
        Part::DataChannel => tr!(w, LINK_PART_DATA_CHANNEL),
        Part::Ufrag => tr!(w, LINK_PART_UFRAG),
        Part::Pwd => tr!(w, LINK_PART_PWD),
        Part::Fingerprint => tr!(w, LINK_PART_FINGERPRINT),
        Part::Setup => tr!(w, LINK_PART_SETUP),
        Part::Address => tr!(w, LINK_PART_ADDRESS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English the words are the network layer's own, word for word.
    #[test]
    fn english_says_what_the_network_layer_says() {
        let w = &crate::i18n::english();
        let parts = [
            Part::DataChannel,
            Part::Ufrag,
            Part::Pwd,
            Part::Fingerprint,
            Part::Setup,
            Part::Address,
        ];
        let mut sdp = vec![
            SdpError::TooLong(40_000),
            SdpError::BadCandidate(7),
            SdpError::NoCandidates,
            SdpError::CandidateOrder,
            SdpError::TooManyCandidates(9),
        ];
        for part in parts {
            sdp.extend([
                SdpError::Missing(part),
                SdpError::Conflicting(part),
                SdpError::Bad(part),
            ]);
        }
        for error in &sdp {
            assert_eq!(sdp_problem(w, error), error.to_string());
        }
        let mut invite = vec![
            InviteError::Empty,
            InviteError::TooLong(9_000),
            InviteError::WrongKind(LinkKind::Invite),
            InviteError::WrongKind(LinkKind::Reply),
            InviteError::BadSymbol('\u{202e}'),
            InviteError::Damaged,
            InviteError::NewerVersion(3),
            InviteError::EarlierVersion(1),
            InviteError::Garbled,
            InviteError::NoSuchTable,
        ];
        invite.extend(sdp.into_iter().map(InviteError::Connection));
        for error in &invite {
            assert_eq!(invite_problem(w, error), error.to_string());
        }
    }

    #[test]
    fn a_bad_invitation_is_said_in_french() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                invite_problem(w, &InviteError::WrongKind(LinkKind::Reply)),
                "C'est une réponse, pas une invitation : elle revient à l'ami qui vous a invité."
            );
            assert_eq!(
                invite_problem(w, &InviteError::Connection(SdpError::Missing(Part::Address))),
                "Il ne peut pas se connecter. Il manque un élément à la description de la connexion : adresse réseau."
            );
        });
    }
}
