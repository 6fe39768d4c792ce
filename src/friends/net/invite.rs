//! The two links that connect a friend with no server: the host's invite (`#join=`), which
//! carries the host's connection offer and the seat offered, and the friend's reply
//! (`#reply=`), which carries the friend's answer. Sealed as the share links are (see
//! `share::link`): `version byte · postcard body · CRC-32`, in strict Crockford base 32.
//! About 220 characters with two candidates, as the fingerprint alone is 32 bytes.

use super::sdp::{Connection, SdpError};
use crate::bots::LevelName;
use crate::engine::{Preset, RuleOptions, Rules, Seat, Table};
use crate::envelope::{open_envelope, seal, to_base32, EnvelopeError};
use serde::{Deserialize, Serialize};

pub const INVITE_PREFIX: &str = "join=";
pub const REPLY_PREFIX: &str = "reply=";
/// Version 2 carries the options the host changed from the preset's; version 3 the seats
/// of the other friends invited.
pub const INVITE_VERSION: u8 = 3;
/// Version 2 carries the friend's name.
pub const REPLY_VERSION: u8 = 2;
/// The longest sealed text either link reads. A real one is under 300 symbols; the largest
/// valid one (eight IPv6 candidates with IPv6 related addresses, the longest credentials and
/// name) is about 900.
pub const MAX_LINK_SYMBOLS: usize = 1000;
/// The longest pasted text looked at: a whole address, with its page's path.
pub const MAX_PASTED_BYTES: usize = 4096;
pub const MAX_HOST_CHARS: usize = 20;

/// A host's invitation to one seat at its table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invite {
    /// Names this invitation; the reply carries it back.
    pub token: u64,
    /// The host's name, as the friend's page shows it (see `clean_name`).
    pub host: String,
    /// The seat offered, below `2 × teams`.
    pub seat: u8,
    /// 2 to 6.
    pub teams: u8,
    /// Index into `LevelName::ALL`.
    pub level: u8,
    /// Index into `Preset::ALL`.
    pub preset: u8,
    /// The seats of the other friends invited to the table (so that a friend whose partner
    /// is one of them is not told a bot partners them).
    pub friends: Vec<u8>,
    /// The options changed from the preset's. They follow the rest of the link's body, and
    /// only when one is changed: an invitation to a preset's rules is no longer for them.
    #[serde(skip)]
    pub options: RuleOptions,
    pub connection: Connection,
}

/// A friend's answer to an invitation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    pub token: u64,
    pub seat: u8,
    /// The friend's name, as the host's page shows it (see `clean_name`; may be empty).
    pub name: String,
    pub connection: Connection,
}

/// Which of the two links a text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    Invite,
    Reply,
}

/// Why a text does not open an invitation or a reply. Said after a heading that names what
/// was refused, so each reason speaks of "it".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InviteError {
    Empty,
    TooLong(usize),
    /// An invitation where a reply was expected, or the other way round.
    WrongKind(LinkKind),
    BadSymbol(char),
    Damaged,
    NewerVersion(u8),
    /// Made by an earlier version's page, in a format this page no longer reads.
    EarlierVersion(u8),
    Garbled,
    /// A table, seat, level or rules this game does not have.
    NoSuchTable,
    Connection(SdpError),
}

impl std::fmt::Display for InviteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InviteError::Empty => f.write_str("It is empty."),
            InviteError::TooLong(n) => write!(f, "It is {n} characters long, longer than any invitation or reply, so it was not read."),
            InviteError::WrongKind(LinkKind::Invite) => f.write_str("It is an invitation, not a reply: the friend opens it, and sends back the reply link their page shows."),
            InviteError::WrongKind(LinkKind::Reply) => f.write_str("It is a reply, not an invitation: it goes back to the friend who invited you."),
            InviteError::BadSymbol(c) => write!(f, "It has a character that does not belong in it ({}): it was probably changed by hand or by a program.", crate::i18n::shown::quoted(c.encode_utf8(&mut [0; 4]))),
            InviteError::Damaged => f.write_str("It is cut short or altered: its check does not match. Copy the whole link again."),
            InviteError::NewerVersion(v) => write!(f, "It was made by a newer version of Kemps (format {v}); reload this page to get the newest version."),
            InviteError::EarlierVersion(v) => write!(f, "The page that made it runs an earlier version of Kemps (format {v}): reload that page and make the link again."),
            InviteError::Garbled => f.write_str("Its check matches, but its contents do not make an invitation or a reply."),
            InviteError::NoSuchTable => f.write_str("It offers a seat at a table this game does not have."),
            InviteError::Connection(why) => write!(f, "It cannot connect: {why}"),
        }
    }
}

impl std::error::Error for InviteError {}

impl From<EnvelopeError> for InviteError {
    fn from(error: EnvelopeError) -> InviteError {
        match error {
            EnvelopeError::BadSymbol(c) => InviteError::BadSymbol(c),
            EnvelopeError::Damaged => InviteError::Damaged,
            EnvelopeError::NewerVersion(v) => InviteError::NewerVersion(v),
            EnvelopeError::EarlierVersion(v) => InviteError::EarlierVersion(v),
        }
    }
}

/// A name as an invitation or a reply shows it: no control or bidirectional characters (which could
/// turn the sentence around it), no spaces at its ends, at most `MAX_HOST_CHARS`.
pub fn clean_name(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|&c| !crate::i18n::shown::is_unsafe(c))
        .collect();
    let cut: String = kept.trim().chars().take(MAX_HOST_CHARS).collect();
    // A cut may end at a space.
    cut.trim_end().to_string()
}

impl Invite {
    /// The fragment of the invite link, without its `#`.
    pub fn encode(&self) -> String {
        let clean = Invite {
            host: clean_name(&self.host),
            ..self.clone()
        };
        let mut body = postcard::to_allocvec(&clean).unwrap_or_default();
        if clean.options != RuleOptions::default() {
            body.extend(postcard::to_allocvec(&clean.options).unwrap_or_default());
        }
        sealed_body(INVITE_PREFIX, INVITE_VERSION, &body)
    }

    /// Reads an invite link: the whole address, its fragment, or the text after `join=`.
    pub fn decode(text: &str) -> Result<Invite, InviteError> {
        let body = opened_body(text, LinkKind::Invite)?;
        let (mut invite, rest): (Invite, &[u8]) =
            postcard::take_from_bytes(&body).map_err(|_| InviteError::Garbled)?;
        if !rest.is_empty() {
            invite.options = read_whole(rest)?;
        }
        invite.connection.check().map_err(InviteError::Connection)?;
        let seats = invite.teams.saturating_mul(2);
        let table_exists = (2..=6).contains(&invite.teams)
            && invite.seat < seats
            && invite.friends.len() < usize::from(seats)
            && (invite.friends.iter().enumerate()).all(|(i, &f)| {
                f != 0 && f != invite.seat && f < seats && !invite.friends[..i].contains(&f)
            })
            && usize::from(invite.level) < LevelName::ALL.len()
            && usize::from(invite.preset) < Preset::ALL.len()
            && invite.rules().is_some();
        if !table_exists {
            return Err(InviteError::NoSuchTable);
        }
        invite.host = clean_name(&invite.host);
        Ok(invite)
    }

    /// The table the invitation is for and the friend's seat at it: `None` for an invite
    /// that `decode` would refuse.
    pub fn table_and_seat(&self) -> Option<(Table, Seat)> {
        let table = Table::new(self.teams)?;
        Some((table, table.seat(self.seat.into())?))
    }

    pub fn level_name(&self) -> LevelName {
        LevelName::ALL[usize::from(self.level) % LevelName::ALL.len()]
    }

    pub fn preset_name(&self) -> Preset {
        Preset::ALL[usize::from(self.preset) % Preset::ALL.len()]
    }

    /// The rules the invitation is for, when they can be played (as a share link's must).
    pub fn rules(&self) -> Option<Rules> {
        let rules = Rules::new(self.preset_name(), &self.options).ok()?;
        rules.check_playable().is_ok().then_some(rules)
    }
}

impl Reply {
    /// The fragment of the reply link, without its `#`.
    pub fn encode(&self) -> String {
        let clean = Reply {
            name: clean_name(&self.name),
            ..self.clone()
        };
        sealed(REPLY_PREFIX, REPLY_VERSION, &clean)
    }

    /// Reads a reply link: the whole address, its fragment, or the text after `reply=`.
    /// Whether its token and seat are those of a waiting invitation is for the host to check.
    pub fn decode(text: &str) -> Result<Reply, InviteError> {
        let mut reply: Reply = opened(text, LinkKind::Reply)?;
        reply.connection.check().map_err(InviteError::Connection)?;
        if usize::from(reply.seat) >= 12 {
            return Err(InviteError::NoSuchTable);
        }
        reply.name = clean_name(&reply.name);
        Ok(reply)
    }
}

fn sealed<T: Serialize>(prefix: &str, version: u8, body: &T) -> String {
    sealed_body(
        prefix,
        version,
        &postcard::to_allocvec(body).unwrap_or_default(),
    )
}

fn sealed_body(prefix: &str, version: u8, body: &[u8]) -> String {
    format!("{prefix}{}", to_base32(&seal(version, body)))
}

/// The sealed text of a link of `kind`, checked and read.
fn opened<T: serde::de::DeserializeOwned>(text: &str, kind: LinkKind) -> Result<T, InviteError> {
    read_whole(&opened_body(text, kind)?)
}

/// A value that is the whole of `bytes`.
fn read_whole<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, InviteError> {
    match postcard::take_from_bytes(bytes) {
        Ok((read, [])) => Ok(read),
        _ => Err(InviteError::Garbled),
    }
}

/// The body of a link of `kind`: its sealed text found, checked and opened.
fn opened_body(text: &str, kind: LinkKind) -> Result<Vec<u8>, InviteError> {
    if text.len() > MAX_PASTED_BYTES {
        return Err(InviteError::TooLong(text.chars().count()));
    }
    let text = text.trim();
    // The fragment of a whole address; a fragment's own text has no `#`.
    let fragment = text.rsplit_once('#').map_or(text, |(_, after)| after);
    let (invite, reply) = (
        fragment.strip_prefix(INVITE_PREFIX),
        fragment.strip_prefix(REPLY_PREFIX),
    );
    let (symbols, version) = match (kind, invite, reply) {
        (LinkKind::Invite, _, Some(_)) => return Err(InviteError::WrongKind(LinkKind::Reply)),
        (LinkKind::Reply, Some(_), _) => return Err(InviteError::WrongKind(LinkKind::Invite)),
        (LinkKind::Invite, found, _) => (found.unwrap_or(fragment), INVITE_VERSION),
        (LinkKind::Reply, _, found) => (found.unwrap_or(fragment), REPLY_VERSION),
    };
    if symbols.is_empty() {
        return Err(InviteError::Empty);
    }
    if symbols.len() > MAX_LINK_SYMBOLS {
        return Err(InviteError::TooLong(symbols.chars().count()));
    }
    Ok(open_envelope(symbols, version)?)
}

/// A reply link as a friend's page makes it (the golden Chromium answer), for `seat` of the
/// invite `token`: the session's tests hand it to the host's table.
#[cfg(test)]
pub fn golden_reply_link(token: u64, seat: u8) -> String {
    let path = format!(
        "{}/tests/golden/sdp/chromium-answer.sdp",
        env!("CARGO_MANIFEST_DIR")
    );
    let sdp = std::fs::read_to_string(path).expect("a golden SDP");
    let reply = Reply {
        token,
        seat,
        name: String::new(),
        connection: Connection::from_sdp(&sdp).expect("it reads"),
    };
    format!("https://kemps.example/play/#{}", reply.encode())
}

#[cfg(test)]
mod tests;
