//! A WebRTC connection's description, cut down to what a peer needs to reach it: the ICE
//! credentials, the DTLS certificate's SHA-256 fingerprint, the DTLS role and the UDP
//! candidates. Read from the SDP text a browser writes (`from_sdp`), and written back as a
//! minimal SDP for one data channel (`offer_sdp`, `answer_sdp`) that the other browser takes
//! as its remote description. Everything else in a browser's SDP (session id, ICE options,
//! extension lines) is the same for every data-channel-only connection, so it is not carried.
//!
//! Candidate priorities are recomputed from the candidate's type and its place in the list
//! (best first), foundations are the list's numbering and the component is always 1 (a data
//! channel has no RTCP): ICE needs them consistent, not as the browser wrote them.

use serde::{Deserialize, Serialize};
use std::net::{Ipv4Addr, Ipv6Addr};

/// The most candidates a connection keeps (the best ones, by the browser's priority).
pub const MAX_CANDIDATES: usize = 8;
/// A browser's SDP for one data channel is 1–2 KB; a much longer text is not one.
pub const MAX_SDP_BYTES: usize = 32 * 1024;
pub const UFRAG_CHARS: std::ops::RangeInclusive<usize> = 4..=32;
pub const PWD_CHARS: std::ops::RangeInclusive<usize> = 22..=64;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Connection {
    /// ICE user name fragment and password (RFC 8839 `ice-char`s: `[A-Za-z0-9+/]`).
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the DTLS certificate.
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    /// One to `MAX_CANDIDATES`, best first.
    pub candidates: Vec<Candidate>,
}

/// The DTLS role (RFC 4145 `a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// A UDP address at which a peer may be reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
    pub kind: CandidateKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Address {
    V4([u8; 4]),
    V6([u8; 16]),
    /// A host name `<uuid>.local` that hides a local address (browsers' mDNS candidates),
    /// kept as the UUID's 16 bytes.
    Mdns([u8; 16]),
}

/// The candidate's type; a server-reflexive or relayed one names the address it stands for
/// (often `0.0.0.0:0`, as browsers hide it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CandidateKind {
    Host,
    ServerReflexive { related: Address, related_port: u16 },
    Relay { related: Address, related_port: u16 },
}

/// A part of the description, as errors name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    DataChannel,
    Ufrag,
    Pwd,
    Fingerprint,
    Setup,
    Address,
}

/// Why a text or a decoded connection is not a connection a peer could reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SdpError {
    TooLong(usize),
    Missing(Part),
    /// The part is given twice, with different values.
    Conflicting(Part),
    Bad(Part),
    /// The candidate on this line (counted from 1) does not read.
    BadCandidate(usize),
    NoCandidates,
    TooManyCandidates(usize),
    /// A candidate given twice, or a worse type before a better one.
    CandidateOrder,
}

impl std::fmt::Display for Part {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Part::DataChannel => "data channel",
            Part::Ufrag => "connection name (ICE user fragment)",
            Part::Pwd => "connection password (ICE password)",
            Part::Fingerprint => "security fingerprint (SHA-256)",
            Part::Setup => "security role (DTLS setup)",
            Part::Address => "network address",
        })
    }
}

impl std::fmt::Display for SdpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SdpError::TooLong(bytes) => write!(f, "The connection's description is {bytes} bytes long; a browser's is at most {MAX_SDP_BYTES}."),
            SdpError::Missing(part) => write!(f, "The connection's description has no {part}."),
            SdpError::Conflicting(part) => write!(f, "The connection's description gives two different values for its {part}."),
            SdpError::Bad(part) => write!(f, "The connection's {part} is not written the way browsers write it."),
            SdpError::BadCandidate(line) => write!(f, "Line {line} of the connection's description names a network address that does not read."),
            SdpError::NoCandidates => f.write_str("The connection names no network address to reach it at: it was described before the browser had found any."),
            SdpError::CandidateOrder => f.write_str("The connection names a network address twice, or out of its order."),
            SdpError::TooManyCandidates(n) => write!(f, "The connection names {n} network addresses; a link carries at most {MAX_CANDIDATES}."),
        }
    }
}

impl std::error::Error for SdpError {}

/// The parts read so far; a second line for a part must agree with the first.
#[derive(Default)]
struct Found {
    data_channel: bool,
    ufrag: Option<String>,
    pwd: Option<String>,
    fingerprint: Option<[u8; 32]>,
    setup: Option<Setup>,
    /// With the browser's priority, to keep the best.
    candidates: Vec<(u32, Candidate)>,
}

fn agree<T: PartialEq>(slot: &mut Option<T>, value: T, part: Part) -> Result<(), SdpError> {
    match slot {
        Some(old) if *old != value => Err(SdpError::Conflicting(part)),
        _ => {
            *slot = Some(value);
            Ok(())
        }
    }
}

impl Connection {
    /// Reads a browser's SDP (an offer or an answer). TCP candidates, RTCP ones and those
    /// whose address is neither an IP address nor `<uuid>.local` are left out; the best
    /// `MAX_CANDIDATES` of the rest are kept.
    pub fn from_sdp(sdp: &str) -> Result<Connection, SdpError> {
        if sdp.len() > MAX_SDP_BYTES {
            return Err(SdpError::TooLong(sdp.len()));
        }
        let mut found = Found::default();
        for (i, line) in sdp.lines().enumerate() {
            read_line(line, i + 1, &mut found)?;
        }
        if !found.data_channel {
            return Err(SdpError::Missing(Part::DataChannel));
        }
        // Best first: by type, then by the browser's priority; the sort is stable, so the
        // browser's order settles ties.
        found
            .candidates
            .sort_by_key(|(priority, c)| (u32::MAX - c.type_preference(), u32::MAX - priority));
        let mut candidates: Vec<Candidate> = Vec::new();
        for (_, candidate) in found.candidates {
            if !candidates.contains(&candidate) && candidates.len() < MAX_CANDIDATES {
                candidates.push(candidate);
            }
        }
        let connection = Connection {
            ufrag: found.ufrag.ok_or(SdpError::Missing(Part::Ufrag))?,
            pwd: found.pwd.ok_or(SdpError::Missing(Part::Pwd))?,
            fingerprint: found
                .fingerprint
                .ok_or(SdpError::Missing(Part::Fingerprint))?,
            setup: found.setup.ok_or(SdpError::Missing(Part::Setup))?,
            candidates,
        };
        connection.check()?;
        Ok(connection)
    }

    /// Whether every part is one a browser could have written: what a decoded link must pass.
    pub fn check(&self) -> Result<(), SdpError> {
        if !is_ice_text(&self.ufrag, UFRAG_CHARS) {
            return Err(SdpError::Bad(Part::Ufrag));
        }
        if !is_ice_text(&self.pwd, PWD_CHARS) {
            return Err(SdpError::Bad(Part::Pwd));
        }
        match self.candidates.len() {
            0 => Err(SdpError::NoCandidates),
            n if n > MAX_CANDIDATES => Err(SdpError::TooManyCandidates(n)),
            _ if self.candidates.iter().any(|c| c.port == 0) => Err(SdpError::Bad(Part::Address)),
            _ => self.check_order(),
        }
    }

    /// Each candidate once, best type first, as `from_sdp` keeps them: so a connection read
    /// from a link writes an SDP that reads back to the same connection.
    fn check_order(&self) -> Result<(), SdpError> {
        for (i, pair) in self.candidates.windows(2).enumerate() {
            if pair[0].type_preference() < pair[1].type_preference()
                || self.candidates[..=i].contains(&pair[1])
            {
                return Err(SdpError::CandidateOrder);
            }
        }
        Ok(())
    }

    /// A new offer or answer of this page (`own_offer`, SDP) with this connection's ICE
    /// credentials in place of its own: made with the same certificate, it listens again on
    /// the invite this connection was sent in (a friend who left takes their seat back), or
    /// answers again with the reply it was sent in (a reply the host opens late).
    pub fn credentials_in(&self, own_offer: &str) -> String {
        let mut sdp = String::with_capacity(own_offer.len());
        for line in own_offer.lines() {
            if line.starts_with("a=ice-ufrag:") {
                sdp.push_str("a=ice-ufrag:");
                sdp.push_str(&self.ufrag);
            } else if line.starts_with("a=ice-pwd:") {
                sdp.push_str("a=ice-pwd:");
                sdp.push_str(&self.pwd);
            } else {
                sdp.push_str(line);
            }
            sdp.push_str("\r\n");
        }
        sdp
    }

    /// The description a peer takes as the remote offer: the DTLS role left to the answerer.
    pub fn offer_sdp(&self) -> String {
        self.sdp(Setup::ActPass)
    }

    /// The description a peer takes as the remote answer: the DTLS role the answerer chose,
    /// or active when it left the choice open.
    pub fn answer_sdp(&self) -> String {
        self.sdp(match self.setup {
            Setup::Passive => Setup::Passive,
            Setup::Active | Setup::ActPass => Setup::Active,
        })
    }

    fn sdp(&self, setup: Setup) -> String {
        // The session id only has to be a number; the fingerprint's first bytes make one that
        // differs between the two peers. Below 2^63, as JSEP asks.
        let mut first = [0u8; 8];
        first.copy_from_slice(&self.fingerprint[..8]);
        let session = u64::from_be_bytes(first) >> 1;
        let mut out = format!(
            "v=0\r\no=- {session} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n"
        );
        for (i, candidate) in self.candidates.iter().enumerate() {
            out.push_str(&candidate.sdp_line(i));
        }
        out.push_str("a=end-of-candidates\r\n");
        out.push_str(&format!(
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\n",
            self.ufrag, self.pwd
        ));
        out.push_str("a=fingerprint:sha-256 ");
        for (i, byte) in self.fingerprint.iter().enumerate() {
            let separator = if i == 0 { "" } else { ":" };
            out.push_str(&format!("{separator}{byte:02X}"));
        }
        let setup = match setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        out.push_str(&format!(
            "\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
        ));
        out
    }
}

fn read_line(line: &str, number: usize, found: &mut Found) -> Result<(), SdpError> {
    if let Some(media) = line.strip_prefix("m=application ") {
        found.data_channel |= media.ends_with("webrtc-datachannel");
    } else if let Some(ufrag) = line.strip_prefix("a=ice-ufrag:") {
        agree(&mut found.ufrag, ufrag.to_string(), Part::Ufrag)?;
    } else if let Some(pwd) = line.strip_prefix("a=ice-pwd:") {
        agree(&mut found.pwd, pwd.to_string(), Part::Pwd)?;
    } else if let Some(fingerprint) = line.strip_prefix("a=fingerprint:") {
        let mut words = fingerprint.split(' ');
        let algorithm = words.next().unwrap_or("");
        if algorithm.eq_ignore_ascii_case("sha-256") {
            let hex = words.next().unwrap_or("");
            let bytes = read_fingerprint(hex).ok_or(SdpError::Bad(Part::Fingerprint))?;
            agree(&mut found.fingerprint, bytes, Part::Fingerprint)?;
        }
    } else if let Some(setup) = line.strip_prefix("a=setup:") {
        let setup = match setup {
            "actpass" => Setup::ActPass,
            "active" => Setup::Active,
            "passive" => Setup::Passive,
            _ => return Err(SdpError::Bad(Part::Setup)),
        };
        agree(&mut found.setup, setup, Part::Setup)?;
    } else if let Some(candidate) = line.strip_prefix("a=candidate:") {
        if let Some(read) = read_candidate(candidate).ok_or(SdpError::BadCandidate(number))? {
            found.candidates.push(read);
        }
    }
    Ok(())
}

fn is_ice_text(text: &str, chars: std::ops::RangeInclusive<usize>) -> bool {
    chars.contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
}

/// `AA:BB:…`, 32 bytes in hex.
fn read_fingerprint(hex: &str) -> Option<[u8; 32]> {
    let mut bytes = [0u8; 32];
    let mut pairs = hex.split(':');
    for byte in bytes.iter_mut() {
        *byte = read_hex_byte(pairs.next()?)?;
    }
    match pairs.next() {
        None => Some(bytes),
        Some(_) => None,
    }
}

fn read_hex_byte(pair: &str) -> Option<u8> {
    if pair.len() != 2 || !pair.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    u8::from_str_radix(pair, 16).ok()
}

/// An `a=candidate:` line after its prefix (RFC 8839):
/// `foundation component transport priority address port typ type [raddr a rport p] …`.
/// `None` if it does not read; `Some(None)` for a candidate a data channel cannot use.
fn read_candidate(text: &str) -> Option<Option<(u32, Candidate)>> {
    let mut words = text.split(' ');
    let foundation = words.next()?;
    if !is_ice_text(foundation, 1..=32) {
        return None;
    }
    let component: u16 = words.next()?.parse().ok()?;
    let transport = words.next()?;
    let priority: u32 = words.next()?.parse().ok()?;
    let address = words.next()?;
    let port: u16 = words.next()?.parse().ok()?;
    if words.next()? != "typ" || port == 0 {
        return None;
    }
    let typ = words.next()?;
    let (mut raddr, mut rport) = (None, None);
    while let Some(key) = words.next() {
        let value = words.next()?;
        match key {
            "raddr" => raddr = Some(read_address(value)?),
            "rport" => rport = Some(value.parse::<u16>().ok()?),
            _ => {}
        }
    }
    let unspecified = Address::V4([0; 4]);
    let related = raddr.flatten().unwrap_or(unspecified);
    let related_port = rport.unwrap_or(0);
    let kind = match typ {
        "host" => CandidateKind::Host,
        "srflx" => CandidateKind::ServerReflexive {
            related,
            related_port,
        },
        "relay" => CandidateKind::Relay {
            related,
            related_port,
        },
        "prflx" => return Some(None),
        _ => return None,
    };
    let usable = component == 1 && transport.eq_ignore_ascii_case("udp");
    let read = read_address(address)?.filter(|_| usable).map(|address| {
        let candidate = Candidate {
            address,
            port,
            kind,
        };
        (priority, candidate)
    });
    Some(read)
}

/// An IP address or `<uuid>.local`: `None` if it does not read, `Some(None)` for another
/// host name (a data channel's peer cannot look it up).
fn read_address(text: &str) -> Option<Option<Address>> {
    if let Ok(v4) = text.parse::<Ipv4Addr>() {
        return Some(Some(Address::V4(v4.octets())));
    }
    if let Ok(v6) = text.parse::<Ipv6Addr>() {
        return Some(Some(Address::V6(v6.octets())));
    }
    let is_host_name = !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    if !is_host_name {
        return None;
    }
    let uuid = text
        .strip_suffix(".local")
        .and_then(read_uuid)
        .map(Address::Mdns);
    Some(uuid)
}

/// Where a UUID's text has hyphens (8-4-4-4-12 hex digits).
const HYPHENS: [usize; 4] = [8, 13, 18, 23];

fn read_uuid(text: &str) -> Option<[u8; 16]> {
    let hyphens_in_place = HYPHENS
        .iter()
        .all(|&i| text.as_bytes().get(i) == Some(&b'-'));
    if text.len() != 36 || !hyphens_in_place {
        return None;
    }
    let digits: Vec<u8> = text
        .bytes()
        .enumerate()
        .filter(|(i, _)| !HYPHENS.contains(i))
        .map(|(_, b)| b)
        .collect();
    let mut bytes = [0u8; 16];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks(2)) {
        *byte = read_hex_byte(std::str::from_utf8(pair).ok()?)?;
    }
    Some(bytes)
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(octets) => write!(f, "{}", Ipv4Addr::from(*octets)),
            Address::V6(octets) => write!(f, "{}", Ipv6Addr::from(*octets)),
            Address::Mdns(uuid) => {
                for (i, byte) in uuid.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}

impl Candidate {
    /// RFC 8445's type preferences, as browsers give them.
    fn type_preference(&self) -> u32 {
        match self.kind {
            CandidateKind::Host => 126,
            CandidateKind::ServerReflexive { .. } => 100,
            CandidateKind::Relay { .. } => 0,
        }
    }

    /// The `a=candidate:` line of the candidate at `place` in a best-first list.
    fn sdp_line(&self, place: usize) -> String {
        let local_preference = 65_535 - place as u32;
        let priority = (self.type_preference() << 24) | (local_preference << 8) | 255;
        let (typ, related) = match self.kind {
            CandidateKind::Host => ("host", None),
            CandidateKind::ServerReflexive {
                related,
                related_port,
            } => ("srflx", Some((related, related_port))),
            CandidateKind::Relay {
                related,
                related_port,
            } => ("relay", Some((related, related_port))),
        };
        let mut line = format!(
            "a=candidate:{} 1 udp {priority} {} {} typ {typ}",
            place + 1,
            self.address,
            self.port
        );
        if let Some((address, port)) = related {
            line.push_str(&format!(" raddr {address} rport {port}"));
        }
        line.push_str("\r\n");
        line
    }
}

#[cfg(test)]
mod tests;
