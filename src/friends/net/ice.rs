//! Which STUN/TURN servers a friend match may use to reach the friend: the page's host can
//! name them in a small file beside `index.html`, `kemps-ice.json`, in the shape of
//! `RTCConfiguration`:
//!
//! ```json
//! {"iceServers": [
//!   {"urls": ["stun:stun.example.org:3478"]},
//!   {"urls": "turn:turn.example.org:3478", "username": "kemps", "credential": "secret"}
//! ]}
//! ```
//!
//! `{"iceServers": []}` means none (friends then reach each other only on the same network).
//! Without the file, or with a file this module refuses, a friend match uses one well-known
//! public STUN server, [`DEFAULT_STUN`], unless the player turned that default off in the
//! settings; the player's switch never removes servers the host named. The file is bounded
//! ([`MAX_FILE_BYTES`], [`MAX_SERVERS`]) and only `stun:`, `turn:` and `turns:` addresses are
//! taken; a TURN server needs its `username` and `credential`. Pure: the fetch is the browser
//! app's (`ui::peer`).

use serde::Deserialize;
use std::fmt;

/// The STUN server a friend match contacts when the host named none.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";
/// The longest `kemps-ice.json` read, in bytes.
pub const MAX_FILE_BYTES: usize = 4096;
/// The most servers the file may name.
pub const MAX_SERVERS: usize = 8;
/// The most addresses one server may list.
const MAX_URLS_PER_SERVER: usize = 4;
/// The longest address, user name or credential, in bytes.
const MAX_FIELD_BYTES: usize = 256;

/// One STUN or TURN server, as `RTCIceServer` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IceServer {
    pub urls: Vec<String>,
    pub username: Option<String>,
    pub credential: Option<String>,
}

/// Why a `kemps-ice.json` was not used (the default is used instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IceFileError {
    TooLong,
    NotJson,
    TooManyServers,
    NoAddress,
    TooManyAddresses,
    BadAddress(String),
    TurnWithoutCredential(String),
    FieldTooLong,
}

impl fmt::Display for IceFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IceFileError::TooLong => {
                write!(f, "kemps-ice.json is longer than {MAX_FILE_BYTES} bytes")
            }
            IceFileError::NotJson => {
                write!(f, "kemps-ice.json is not of the form {{\"iceServers\": [{{\"urls\": [\"stun:…\"]}}]}}")
            }
            IceFileError::TooManyServers => {
                write!(f, "kemps-ice.json names more than {MAX_SERVERS} servers")
            }
            IceFileError::NoAddress => write!(f, "a server in kemps-ice.json has no address"),
            IceFileError::TooManyAddresses => {
                write!(
                    f,
                    "a server in kemps-ice.json has more than {MAX_URLS_PER_SERVER} addresses"
                )
            }
            IceFileError::BadAddress(url) => {
                write!(
                    f,
                    "kemps-ice.json: {url} is not a stun:, turn: or turns: address"
                )
            }
            IceFileError::TurnWithoutCredential(url) => {
                write!(
                    f,
                    "kemps-ice.json: the TURN server {url} needs a username and a credential"
                )
            }
            IceFileError::FieldTooLong => {
                write!(f, "kemps-ice.json has a field over {MAX_FIELD_BYTES} bytes")
            }
        }
    }
}

/// The servers a friend match uses: the file's when it was found and is valid, else the
/// default (or none when the player turned the default off). `file` is `None` when the host
/// has no `kemps-ice.json` (or it could not be fetched).
pub fn ice_servers_from(
    file: Option<&str>,
    use_default: bool,
) -> Result<Vec<IceServer>, (IceFileError, Vec<IceServer>)> {
    let fallback = || {
        if use_default {
            default_servers()
        } else {
            Vec::new()
        }
    };
    match file.map(parse_ice_file) {
        None => Ok(fallback()),
        Some(Ok(servers)) => Ok(servers),
        Some(Err(error)) => Err((error, fallback())),
    }
}

/// The one public STUN server used when the host named none.
pub fn default_servers() -> Vec<IceServer> {
    vec![IceServer {
        urls: vec![DEFAULT_STUN.to_string()],
        username: None,
        credential: None,
    }]
}

/// The servers `kemps-ice.json` names, checked.
pub fn parse_ice_file(text: &str) -> Result<Vec<IceServer>, IceFileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(IceFileError::TooLong);
    }
    let file: IceFile = serde_json::from_str(text).map_err(|_| IceFileError::NotJson)?;
    if file.ice_servers.len() > MAX_SERVERS {
        return Err(IceFileError::TooManyServers);
    }
    file.ice_servers.into_iter().map(checked).collect()
}

#[derive(Deserialize)]
struct IceFile {
    #[serde(rename = "iceServers")]
    ice_servers: Vec<ServerEntry>,
}

#[derive(Deserialize)]
struct ServerEntry {
    urls: Urls,
    username: Option<String>,
    credential: Option<String>,
}

/// `urls` is one address or a list of them, as in `RTCIceServer`.
#[derive(Deserialize)]
#[serde(untagged)]
enum Urls {
    One(String),
    Many(Vec<String>),
}

fn checked(entry: ServerEntry) -> Result<IceServer, IceFileError> {
    let urls = match entry.urls {
        Urls::One(url) => vec![url],
        Urls::Many(urls) => urls,
    };
    if urls.is_empty() {
        return Err(IceFileError::NoAddress);
    }
    if urls.len() > MAX_URLS_PER_SERVER {
        return Err(IceFileError::TooManyAddresses);
    }
    let fields = urls.iter().chain(&entry.username).chain(&entry.credential);
    if fields
        .into_iter()
        .any(|field| field.len() > MAX_FIELD_BYTES)
    {
        return Err(IceFileError::FieldTooLong);
    }
    for url in &urls {
        let Some(kind) = address_kind(url) else {
            return Err(IceFileError::BadAddress(url.clone()));
        };
        if kind == Kind::Turn && (entry.username.is_none() || entry.credential.is_none()) {
            return Err(IceFileError::TurnWithoutCredential(url.clone()));
        }
    }
    Ok(IceServer {
        urls,
        username: entry.username,
        credential: entry.credential,
    })
}

#[derive(PartialEq)]
enum Kind {
    Stun,
    Turn,
}

/// A `stun:`, `turn:` or `turns:` address with a host and nothing a browser would refuse
/// to parse (spaces, control characters).
fn address_kind(url: &str) -> Option<Kind> {
    let (kind, rest) = if let Some(rest) = url.strip_prefix("stun:") {
        (Kind::Stun, rest)
    } else if let Some(rest) = url
        .strip_prefix("turn:")
        .or_else(|| url.strip_prefix("turns:"))
    {
        (Kind::Turn, rest)
    } else {
        return None;
    };
    let printable = rest.bytes().all(|b| b.is_ascii_graphic());
    (!rest.is_empty() && printable).then_some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stun(url: &str) -> IceServer {
        IceServer {
            urls: vec![url.to_string()],
            username: None,
            credential: None,
        }
    }

    #[test]
    fn a_file_in_the_shape_of_rtc_configuration_is_read() {
        let text = r#"{"iceServers":[{"urls":["stun:a.example:3478","stun:b.example"]},
            {"urls":"turns:t.example:443","username":"u","credential":"c"}],"iceTransportPolicy":"all"}"#;
        let servers = parse_ice_file(text).expect("a valid file");
        assert_eq!(servers.len(), 2);
        assert_eq!(servers[0].urls, ["stun:a.example:3478", "stun:b.example"]);
        assert_eq!(servers[1].urls, ["turns:t.example:443"]);
        assert_eq!(servers[1].username.as_deref(), Some("u"));
        assert_eq!(servers[1].credential.as_deref(), Some("c"));
    }

    #[test]
    fn an_empty_list_means_no_servers_even_with_the_default_on() {
        assert_eq!(
            ice_servers_from(Some(r#"{"iceServers":[]}"#), true),
            Ok(vec![])
        );
    }

    #[test]
    fn without_the_file_the_default_is_used_unless_the_player_turned_it_off() {
        assert_eq!(ice_servers_from(None, true), Ok(vec![stun(DEFAULT_STUN)]));
        assert_eq!(ice_servers_from(None, false), Ok(vec![]));
    }

    #[test]
    fn the_players_switch_keeps_the_servers_the_host_named() {
        let text = r#"{"iceServers":[{"urls":"stun:host.example"}]}"#;
        assert_eq!(
            ice_servers_from(Some(text), false),
            Ok(vec![stun("stun:host.example")])
        );
    }

    #[test]
    fn a_refused_file_falls_back_to_the_default_and_says_why() {
        let (error, servers) =
            ice_servers_from(Some("<html>404</html>"), true).expect_err("refused");
        assert_eq!(error, IceFileError::NotJson);
        assert_eq!(servers, vec![stun(DEFAULT_STUN)]);
        let (_, servers) = ice_servers_from(Some("{}"), false).expect_err("refused");
        assert_eq!(servers, vec![]);
    }

    #[test]
    fn only_stun_and_turn_addresses_are_taken() {
        for bad in [
            "https://stun.example",
            "stun:",
            "stun:has space",
            "STUNX:a",
            "javascript:alert(1)",
            "",
        ] {
            let text = format!(r#"{{"iceServers":[{{"urls":["{bad}"]}}]}}"#);
            assert_eq!(
                parse_ice_file(&text),
                Err(IceFileError::BadAddress(bad.to_string())),
                "{bad}"
            );
        }
        let no_urls = r#"{"iceServers":[{"urls":[]}]}"#;
        assert_eq!(parse_ice_file(no_urls), Err(IceFileError::NoAddress));
    }

    #[test]
    fn a_turn_server_needs_its_credentials() {
        let text = r#"{"iceServers":[{"urls":"turn:t.example","username":"u"}]}"#;
        assert_eq!(
            parse_ice_file(text),
            Err(IceFileError::TurnWithoutCredential("turn:t.example".into()))
        );
    }

    #[test]
    fn the_file_is_bounded() {
        let one = r#"{"urls":"stun:s.example"}"#;
        let servers = |n: usize| format!(r#"{{"iceServers":[{}]}}"#, vec![one; n].join(","));
        assert_eq!(
            parse_ice_file(&servers(MAX_SERVERS)).map(|s| s.len()),
            Ok(MAX_SERVERS)
        );
        assert_eq!(
            parse_ice_file(&servers(MAX_SERVERS + 1)),
            Err(IceFileError::TooManyServers)
        );
        let padded = format!("{}{}", servers(1), " ".repeat(MAX_FILE_BYTES));
        assert_eq!(parse_ice_file(&padded), Err(IceFileError::TooLong));
        let long_host = format!(
            r#"{{"iceServers":[{{"urls":"stun:{}"}}]}}"#,
            "h".repeat(300)
        );
        assert_eq!(parse_ice_file(&long_host), Err(IceFileError::FieldTooLong));
        let many_urls =
            r#"{"iceServers":[{"urls":["stun:a","stun:b","stun:c","stun:d","stun:e"]}]}"#;
        assert_eq!(
            parse_ice_file(many_urls),
            Err(IceFileError::TooManyAddresses)
        );
    }

    #[test]
    fn every_refusal_is_said_in_words() {
        let text = IceFileError::TurnWithoutCredential("turn:t".into()).to_string();
        assert_eq!(
            text,
            "kemps-ice.json: the TURN server turn:t needs a username and a credential"
        );
        assert!(IceFileError::NotJson
            .to_string()
            .starts_with("kemps-ice.json is not"));
    }
}
