use super::*;
use crate::engine::RuleOptions;
use crate::friends::net::sdp::{Address, Candidate, CandidateKind};

const OFFER: &str = include_str!("../../../../tests/golden/sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("../../../../tests/golden/sdp/chromium-answer.sdp");

fn invite() -> Invite {
    Invite {
        token: 0xF00D_CAFE_1234_5678,
        host: "Ada".into(),
        seat: 2,
        teams: 2,
        level: 1,
        preset: 0,
        friends: Vec::new(),
        options: RuleOptions::default(),
        connection: Connection::from_sdp(OFFER).expect("reads"),
    }
}

fn reply() -> Reply {
    Reply {
        token: 0xF00D_CAFE_1234_5678,
        seat: 2,
        name: "Mia".into(),
        connection: Connection::from_sdp(ANSWER).expect("reads"),
    }
}

#[test]
fn an_invite_and_a_reply_round_trip_from_any_form_of_the_link() {
    let invite = invite();
    let link = invite.encode();
    assert!(link.starts_with("join="), "{link}");
    for text in [
        link.clone(),
        format!("#{link}"),
        format!("https://example.org/kemps/#{link}"),
        format!("  https://example.org/kemps/?x=1#{link}\n"),
        link["join=".len()..].to_string(),
    ] {
        assert_eq!(Invite::decode(&text), Ok(invite.clone()), "{text}");
    }
    assert_eq!(invite.level_name(), LevelName::Sharp);
    assert_eq!(invite.preset_name(), Preset::Classic);
    let reply = reply();
    let link = reply.encode();
    assert!(link.starts_with("reply="), "{link}");
    assert_eq!(Reply::decode(&format!("#{link}")), Ok(reply));
}

#[test]
fn a_real_invite_with_two_candidates_is_short_enough_for_a_chat_message() {
    let fragment = format!(
        "#{}",
        Invite {
            host: "Alexandrina Victoria".into(),
            token: u64::MAX,
            friends: vec![1, 3],
            ..invite()
        }
        .encode()
    );
    assert!(
        fragment.len() <= 250,
        "{} characters: {fragment}",
        fragment.len()
    );
    // A reply with the longest name is no longer than an invite.
    let reply = Reply {
        name: "Alexandrina Victoria".into(),
        token: u64::MAX,
        ..reply()
    };
    let reply = format!("#{}", reply.encode());
    assert!(reply.len() <= 240, "{} characters: {reply}", reply.len());
    // Three candidates, one of them a public IPv4 address found through STUN.
    let mut with_stun = invite();
    with_stun.connection.candidates.push(Candidate {
        address: Address::V4([203, 0, 113, 9]),
        port: 61_000,
        kind: CandidateKind::ServerReflexive {
            related: Address::V4([0; 4]),
            related_port: 0,
        },
    });
    let fragment = format!("#{}", with_stun.encode());
    assert!(fragment.len() < 260, "{} characters", fragment.len());
}

#[test]
fn the_hosts_name_is_cleaned_of_what_could_turn_the_page_around() {
    let named = |host: &str| Invite {
        host: host.into(),
        ..invite()
    };
    let link = named(" \u{202e}Ada\u{7} Lovelace\u{2066} and friends, too ").encode();
    assert_eq!(Invite::decode(&link).unwrap().host, "Ada Lovelace and fri");
    // A cut that ends at a space leaves none.
    let link = named("Ada Lovelace and the friends").encode();
    assert_eq!(Invite::decode(&link).unwrap().host, "Ada Lovelace and the");
    let link = named("Ada Lovelace, and a friend").encode();
    assert_eq!(Invite::decode(&link).unwrap().host, "Ada Lovelace, and a");
    // A link written by another program is cleaned as it is read.
    let body = postcard::to_allocvec(&named("\u{202e}Bob\u{200f}")).unwrap();
    let link = to_base32(&seal(INVITE_VERSION, &body));
    assert_eq!(Invite::decode(&link).unwrap().host, "Bob");
}

#[test]
fn the_friends_name_travels_in_the_reply_cleaned_as_the_hosts_is() {
    let named = |name: &str| Reply {
        name: name.into(),
        ..reply()
    };
    assert_eq!(Reply::decode(&reply().encode()).unwrap().name, "Mia");
    assert_eq!(Reply::decode(&named("").encode()).unwrap().name, "");
    let link = named(" \u{202e}Ada\u{7} Lovelace\u{2066} and friends, too ").encode();
    assert_eq!(Reply::decode(&link).unwrap().name, "Ada Lovelace and fri");
    // A reply written by another program is cleaned as it is read.
    let body = postcard::to_allocvec(&named("\u{202e}Bob\u{200f}")).unwrap();
    let link = to_base32(&seal(REPLY_VERSION, &body));
    assert_eq!(Reply::decode(&link).unwrap().name, "Bob");
    // The reply of a page from before names were sent says to make it again, reloaded.
    #[derive(serde::Serialize)]
    struct ReplyOne {
        token: u64,
        seat: u8,
        connection: Connection,
    }
    let one = ReplyOne {
        token: 7,
        seat: 1,
        connection: reply().connection,
    };
    let link = to_base32(&seal(1, &postcard::to_allocvec(&one).unwrap()));
    assert_eq!(Reply::decode(&link), Err(InviteError::EarlierVersion(1)));
}

#[test]
fn an_invite_is_not_a_reply_and_a_reply_not_an_invite() {
    assert_eq!(
        Reply::decode(&invite().encode()),
        Err(InviteError::WrongKind(LinkKind::Invite))
    );
    assert_eq!(
        Invite::decode(&format!("https://x/#{}", reply().encode())),
        Err(InviteError::WrongKind(LinkKind::Reply))
    );
    assert!(InviteError::WrongKind(LinkKind::Invite)
        .to_string()
        .contains("not a reply"));
}

#[test]
fn every_changed_symbol_and_every_cut_is_refused() {
    let link = invite().encode();
    let symbols = &link[INVITE_PREFIX.len()..];
    for i in 0..symbols.len() {
        let cut = &symbols[..i];
        assert!(Invite::decode(cut).is_err(), "cut to {i} opened");
        for c in ['0', 'Z', 'a', 'U', '~'] {
            let mut changed = symbols.as_bytes().to_vec();
            if changed[i] == c as u8 {
                continue;
            }
            changed[i] = c as u8;
            let changed = String::from_utf8(changed).unwrap();
            assert!(Invite::decode(&changed).is_err(), "{changed} opened");
        }
    }
    let mut flipped = symbols.as_bytes().to_vec();
    flipped[40] = if flipped[40] == b'A' { b'B' } else { b'A' };
    assert_eq!(
        Invite::decode(std::str::from_utf8(&flipped).unwrap()),
        Err(InviteError::Damaged)
    );
    assert_eq!(Invite::decode("#join="), Err(InviteError::Empty));
    assert_eq!(
        Invite::decode("join=AB~C"),
        Err(InviteError::BadSymbol('~'))
    );
}

#[test]
fn the_largest_valid_invite_is_read() {
    let mut largest = invite();
    largest.token = u64::MAX;
    largest.host = "\u{1F0A1}".repeat(MAX_HOST_CHARS);
    largest.connection.ufrag = "u".repeat(32);
    largest.connection.pwd = "p".repeat(64);
    largest.connection.candidates = (0..8)
        .map(|i| Candidate {
            address: Address::V6([i; 16]),
            port: u16::MAX,
            kind: CandidateKind::Relay {
                related: Address::V6([0xFF; 16]),
                related_port: u16::MAX,
            },
        })
        .collect();
    let link = largest.encode();
    assert!(link.len() <= MAX_LINK_SYMBOLS, "{}", link.len());
    assert_eq!(Invite::decode(&link), Ok(largest));
}

#[test]
fn a_newer_version_and_an_oversized_text_say_so() {
    let body = postcard::to_allocvec(&invite()).unwrap();
    let newer = to_base32(&seal(INVITE_VERSION + 1, &body));
    let refused = Invite::decode(&newer);
    assert_eq!(refused, Err(InviteError::NewerVersion(INVITE_VERSION + 1)));
    assert!(refused.unwrap_err().to_string().contains("newer version"));
    // An invitation of the format before, from a page not reloaded since: not "newer".
    let earlier = to_base32(&seal(INVITE_VERSION - 1, &body));
    let refused = Invite::decode(&earlier);
    assert_eq!(
        refused,
        Err(InviteError::EarlierVersion(INVITE_VERSION - 1))
    );
    assert!(refused.unwrap_err().to_string().contains("earlier version"));
    let long = "0".repeat(MAX_LINK_SYMBOLS + 1);
    assert_eq!(
        Reply::decode(&long),
        Err(InviteError::TooLong(MAX_LINK_SYMBOLS + 1))
    );
    let pasted = "x".repeat(MAX_PASTED_BYTES + 1);
    assert!(matches!(
        Invite::decode(&pasted),
        Err(InviteError::TooLong(_))
    ));
}

/// A link sealed with a body another program wrote: right version, right checksum.
fn forged(invite: &Invite) -> Result<Invite, InviteError> {
    let body = postcard::to_allocvec(invite).unwrap();
    Invite::decode(&to_base32(&seal(INVITE_VERSION, &body)))
}

#[test]
fn a_sealed_body_is_still_checked() {
    assert_eq!(forged(&invite()), Ok(invite()));
    for table in [
        Invite {
            teams: 1,
            seat: 0,
            ..invite()
        },
        Invite {
            teams: 7,
            ..invite()
        },
        Invite {
            seat: 4,
            ..invite()
        },
        Invite {
            level: 3,
            ..invite()
        },
        Invite {
            preset: 4,
            ..invite()
        },
        // The other friends' seats: never the host's, the friend's own, off the table, or
        // twice.
        Invite {
            friends: vec![0],
            ..invite()
        },
        Invite {
            friends: vec![2],
            ..invite()
        },
        Invite {
            friends: vec![4],
            ..invite()
        },
        Invite {
            friends: vec![1, 1],
            ..invite()
        },
        Invite {
            friends: vec![1, 3, 1, 3],
            ..invite()
        },
    ] {
        assert_eq!(forged(&table), Err(InviteError::NoSuchTable), "{table:?}");
    }
    let mut nine = invite();
    let candidate = nine.connection.candidates[0];
    nine.connection.candidates = vec![candidate; 9];
    assert_eq!(
        forged(&nine),
        Err(InviteError::Connection(SdpError::TooManyCandidates(9)))
    );
    let mut bad_pwd = invite();
    bad_pwd.connection.pwd = "not a password".into();
    assert!(matches!(forged(&bad_pwd), Err(InviteError::Connection(_))));
    // Trailing bytes after the body.
    let mut body = postcard::to_allocvec(&invite()).unwrap();
    body.push(0);
    let link = to_base32(&seal(INVITE_VERSION, &body));
    assert_eq!(Invite::decode(&link), Err(InviteError::Garbled));
    let reply = Reply {
        seat: 12,
        ..reply()
    };
    let body = postcard::to_allocvec(&reply).unwrap();
    let link = to_base32(&seal(REPLY_VERSION, &body));
    assert_eq!(Reply::decode(&link), Err(InviteError::NoSuchTable));
}

#[test]
fn every_refusal_speaks_of_it_in_words() {
    for error in [
        InviteError::Empty,
        InviteError::TooLong(700),
        InviteError::WrongKind(LinkKind::Reply),
        InviteError::BadSymbol('~'),
        InviteError::Damaged,
        InviteError::NewerVersion(2),
        InviteError::Garbled,
        InviteError::NoSuchTable,
        InviteError::Connection(SdpError::NoCandidates),
    ] {
        let words = error.to_string();
        assert!(words.starts_with("It"), "{words}");
        assert!(words.ends_with('.'), "{words}");
    }
}

/// Options the host changed follow the invitation's body; rules that cannot be played, or
/// options that do not read, are refused like a table this game does not have.
#[test]
fn changed_options_travel_in_the_invite_and_bad_ones_are_refused() {
    use crate::engine::Scoring;
    let plain = invite().encode();
    let mut changed = invite();
    changed.options = RuleOptions {
        scoring: Some(Scoring::Lives),
        lives: Some(3),
        word: Some("PIG".into()),
        ..RuleOptions::default()
    };
    let link = changed.encode();
    assert_eq!(Invite::decode(&link), Ok(changed.clone()));
    assert!(link.len() > plain.len(), "{link}");
    let mut rushed = invite();
    rushed.options.idle_ms = Some(1);
    assert_eq!(
        Invite::decode(&rushed.encode()),
        Err(InviteError::NoSuchTable)
    );
    // A body followed by bytes that are no options.
    let mut body = postcard::to_allocvec(&invite()).unwrap();
    body.extend([0xFF, 0xFF, 0xFF]);
    assert_eq!(
        Invite::decode(&to_base32(&seal(INVITE_VERSION, &body))),
        Err(InviteError::Garbled)
    );
}
