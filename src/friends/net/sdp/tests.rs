use super::*;

const OFFER: &str = include_str!("../../../../tests/golden/sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("../../../../tests/golden/sdp/chromium-answer.sdp");

fn uuid(text: &str) -> Address {
    match read_address(text) {
        Some(Some(address @ Address::Mdns(_))) => address,
        other => panic!("{text} read as {other:?}"),
    }
}

fn host(address: Address, port: u16) -> Candidate {
    Candidate {
        address,
        port,
        kind: CandidateKind::Host,
    }
}

#[test]
fn chromium_offer_reads_with_its_credentials_and_best_candidate_first() {
    let offer = Connection::from_sdp(OFFER).expect("Chromium's offer reads");
    assert_eq!(offer.ufrag, "b9Qu");
    assert_eq!(offer.pwd, "G5j1Aw5mKmyC0UZoen2lJGFm");
    assert_eq!(offer.fingerprint[0], 0xDE);
    assert_eq!(offer.fingerprint[31], 0x90);
    assert_eq!(offer.setup, Setup::ActPass);
    // 2113942271 before 2113937151, although the browser wrote it second.
    assert_eq!(
        offer.candidates,
        vec![
            host(uuid("2740bdc8-a0d1-43a9-ac4a-31aab6abee16.local"), 53532),
            host(uuid("4515e1a1-2882-46f0-a77a-87c29c919aa8.local"), 48733),
        ]
    );
}

#[test]
fn chromium_answer_reads_as_active() {
    let answer = Connection::from_sdp(ANSWER).expect("Chromium's answer reads");
    assert_eq!(answer.ufrag, "2cP9");
    assert_eq!(answer.setup, Setup::Active);
    assert_eq!(answer.candidates.len(), 2);
    assert_eq!(
        answer.candidates[1].address.to_string(),
        "4e65438c-cd85-4d1f-8f14-2d853c0c8a18.local"
    );
}

#[test]
fn regenerated_sdp_reads_back_the_same_connection() {
    for sample in [OFFER, ANSWER] {
        let connection = Connection::from_sdp(sample).expect("reads");
        let offer = connection.offer_sdp();
        assert!(offer.contains("a=setup:actpass\r\n"), "{offer}");
        for line in [
            "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n",
            "a=group:BUNDLE 0\r\n",
            "a=mid:0\r\n",
            "a=sctp-port:5000\r\n",
            "a=max-message-size:262144\r\n",
            "a=end-of-candidates\r\n",
        ] {
            assert!(offer.contains(line), "{line} missing from {offer}");
        }
        let again = Connection::from_sdp(&offer).expect("its own offer reads");
        assert_eq!(
            again,
            Connection {
                setup: Setup::ActPass,
                ..connection.clone()
            }
        );
        let answer = Connection::from_sdp(&connection.answer_sdp()).expect("reads");
        assert_eq!(answer.candidates, connection.candidates);
        assert_ne!(answer.setup, Setup::ActPass);
    }
    // The fingerprint, written as the browser wrote it.
    let fingerprint = OFFER.lines().find(|l| l.starts_with("a=fingerprint"));
    let offer = Connection::from_sdp(OFFER).unwrap().offer_sdp();
    assert!(offer.contains(fingerprint.unwrap()));
}

#[test]
fn an_answer_keeps_the_role_its_browser_chose() {
    let mut connection = Connection::from_sdp(ANSWER).unwrap();
    assert!(connection.answer_sdp().contains("a=setup:active\r\n"));
    connection.setup = Setup::Passive;
    assert!(connection.answer_sdp().contains("a=setup:passive\r\n"));
    connection.setup = Setup::ActPass;
    assert!(connection.answer_sdp().contains("a=setup:active\r\n"));
}

fn with_candidates(lines: &[&str]) -> String {
    let mut sdp = OFFER.replace("a=candidate", "a=x-was-candidate");
    for line in lines {
        sdp.push_str(line);
        sdp.push_str("\r\n");
    }
    sdp
}

#[test]
fn ip_candidates_of_every_type_travel_with_their_related_address() {
    let sdp = with_candidates(&[
        "a=candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host generation 0",
        "a=candidate:2 1 UDP 1686052607 203.0.113.9 61000 typ srflx raddr 0.0.0.0 rport 0",
        "a=candidate:3 1 udp 41885439 2001:db8::7 3478 typ relay raddr 203.0.113.9 rport 61000",
    ]);
    let c = Connection::from_sdp(&sdp).expect("reads");
    assert_eq!(c.candidates.len(), 3);
    assert_eq!(c.candidates[0], host(Address::V4([192, 168, 1, 20]), 50000));
    assert_eq!(
        c.candidates[1].kind,
        CandidateKind::ServerReflexive {
            related: Address::V4([0; 4]),
            related_port: 0
        }
    );
    assert_eq!(c.candidates[2].address.to_string(), "2001:db8::7");
    let regenerated = c.offer_sdp();
    assert!(
        regenerated.contains(" 203.0.113.9 61000 typ srflx raddr 0.0.0.0 rport 0\r\n"),
        "{regenerated}"
    );
    assert!(regenerated.contains(" 2001:db8::7 3478 typ relay raddr 203.0.113.9 rport 61000\r\n"));
    // Priorities: host above server-reflexive above relayed, whatever the order.
    assert!(regenerated.contains("a=candidate:1 1 udp 2130706431 192.168.1.20 50000 typ host\r\n"));
    assert_eq!(Connection::from_sdp(&regenerated), Ok(c));
}

#[test]
fn tcp_rtcp_and_unresolvable_candidates_are_left_out() {
    let sdp = with_candidates(&[
        "a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0",
        "a=candidate:2 2 udp 2122260222 192.168.1.20 50001 typ host",
        "a=candidate:3 1 udp 2122260223 my-laptop.example.org 50000 typ host",
        "a=candidate:4 1 udp 2122260223 10.0.0.2 50002 typ prflx raddr 0.0.0.0 rport 0",
        "a=candidate:5 1 udp 2122260223 10.0.0.3 50003 typ host",
    ]);
    let c = Connection::from_sdp(&sdp).expect("reads");
    assert_eq!(c.candidates, vec![host(Address::V4([10, 0, 0, 3]), 50003)]);
    let only_tcp = with_candidates(&["a=candidate:1 1 tcp 1518280447 10.0.0.3 9 typ host"]);
    assert_eq!(Connection::from_sdp(&only_tcp), Err(SdpError::NoCandidates));
}

#[test]
fn the_best_eight_distinct_candidates_are_kept() {
    let lines: Vec<String> = (0..12)
        .map(|i| {
            format!(
                "a=candidate:{i} 1 udp {} 10.0.0.{i} 5000 typ host",
                1000 + i
            )
        })
        .chain(["a=candidate:x 1 udp 1011 10.0.0.11 5000 typ host".to_string()])
        .collect();
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let c = Connection::from_sdp(&with_candidates(&refs)).expect("reads");
    let kept: Vec<u8> = c
        .candidates
        .iter()
        .map(|c| match c.address {
            Address::V4([_, _, _, last]) => last,
            _ => 255,
        })
        .collect();
    assert_eq!(kept, [11, 10, 9, 8, 7, 6, 5, 4]);
}

#[test]
fn a_connection_with_nine_candidates_is_refused() {
    let mut c = Connection::from_sdp(OFFER).unwrap();
    c.candidates = (0..9)
        .map(|i| host(Address::V4([10, 0, 0, i]), 9))
        .collect();
    assert_eq!(c.check(), Err(SdpError::TooManyCandidates(9)));
    c.candidates.truncate(8);
    assert_eq!(c.check(), Ok(()));
    let (first, second) = (c.candidates[0], c.candidates[1]);
    c.candidates[5] = first;
    assert_eq!(c.check(), Err(SdpError::CandidateOrder));
    c.candidates[5] = host(Address::V4([10, 0, 0, 5]), 9);
    c.candidates[1] = Candidate {
        kind: CandidateKind::Relay {
            related: Address::V4([0; 4]),
            related_port: 0,
        },
        ..second
    };
    assert_eq!(c.check(), Err(SdpError::CandidateOrder));
    c.candidates[1] = second;
    assert_eq!(c.check(), Ok(()));
    c.candidates[3].port = 0;
    assert_eq!(c.check(), Err(SdpError::Bad(Part::Address)));
    c.candidates.clear();
    assert_eq!(c.check(), Err(SdpError::NoCandidates));
}

#[test]
fn a_wrong_fingerprint_is_refused() {
    let good = "DE:5F:25:08:3D:91:A1:D3:20:CF:3C:E9:6F:4B:31:22:6B:63:4A:87:9C:94:24:40:B3:02:6A:3F:65:4D:4A:90";
    for bad in [
        "DE:5F:25:08:3D:91:A1:D3:20:CF:3C:E9:6F:4B:31:22:6B:63:4A:87:9C:94:24:40:B3:02:6A:3F:65:4D:4A",
        "DE:5F:25:08:3D:91:A1:D3:20:CF:3C:E9:6F:4B:31:22:6B:63:4A:87:9C:94:24:40:B3:02:6A:3F:65:4D:4A:90:00",
        "DE:5F:25:08:3D:91:A1:D3:20:CF:3C:E9:6F:4B:31:22:6B:63:4A:87:9C:94:24:40:B3:02:6A:3F:65:4D:4A:9G",
        "DE:5F:25:08:3D:91:A1:D3:20:CF:3C:E9:6F:4B:31:22:6B:63:4A:87:9C:94:24:40:B3:02:6A:3F:65:4D:4A:+9",
        "DE5F25083D91A1D320CF3CE96F4B31226B634A879C942440B3026A3F654D4A90",
        "",
    ] {
        let sdp = OFFER.replace(good, bad);
        assert_eq!(
            Connection::from_sdp(&sdp),
            Err(SdpError::Bad(Part::Fingerprint)),
            "{bad}"
        );
    }
    let sha1_only = OFFER.replace(&format!("sha-256 {good}"), "sha-1 DE:5F");
    assert_eq!(
        Connection::from_sdp(&sha1_only),
        Err(SdpError::Missing(Part::Fingerprint))
    );
    let two = OFFER.replace(
        "a=setup",
        &format!(
            "a=fingerprint:sha-256 {}\r\na=setup",
            good.replace("DE", "DD")
        ),
    );
    assert_eq!(
        Connection::from_sdp(&two),
        Err(SdpError::Conflicting(Part::Fingerprint))
    );
}

#[test]
fn credentials_roles_and_candidates_are_checked() {
    let cases = [
        (
            "a=ice-ufrag:b9Qu",
            "a=ice-ufrag:b9Q",
            SdpError::Bad(Part::Ufrag),
        ),
        (
            "a=ice-ufrag:b9Qu",
            "a=ice-ufrag:b9Q-",
            SdpError::Bad(Part::Ufrag),
        ),
        ("a=ice-ufrag:b9Qu", "", SdpError::Missing(Part::Ufrag)),
        (
            "a=ice-pwd:G5j1Aw5mKmyC0UZoen2lJGFm",
            "a=ice-pwd:short",
            SdpError::Bad(Part::Pwd),
        ),
        (
            "a=setup:actpass",
            "a=setup:holdconn",
            SdpError::Bad(Part::Setup),
        ),
        ("a=setup:actpass", "", SdpError::Missing(Part::Setup)),
        (
            "m=application",
            "m=audio",
            SdpError::Missing(Part::DataChannel),
        ),
        (" 48733 typ host", " 48733 typ", SdpError::BadCandidate(10)),
        (" 48733 typ host", " 0 typ host", SdpError::BadCandidate(10)),
        (
            " 48733 typ host",
            " 48733 typ host generation",
            SdpError::BadCandidate(10),
        ),
        (
            " 48733 typ host",
            " 48733 typ local",
            SdpError::BadCandidate(10),
        ),
        (
            " 48733 typ host",
            " 65536 typ host",
            SdpError::BadCandidate(10),
        ),
        (
            "2882-46f0-a77a-87c29c919aa8.local",
            "2882-46f0-a77a.local ",
            SdpError::BadCandidate(10),
        ),
        (
            "2882-46f0-a77a-87c29c919aa8.local",
            "2882_46f0.local",
            SdpError::BadCandidate(10),
        ),
    ];
    for (from, to, error) in cases {
        let sdp = OFFER.replace(from, to);
        assert_ne!(sdp, OFFER, "{from}");
        assert_eq!(Connection::from_sdp(&sdp), Err(error), "{from} → {to}");
    }
    let long = format!("{OFFER}{}", "a=x\r\n".repeat(MAX_SDP_BYTES / 5));
    assert!(matches!(
        Connection::from_sdp(&long),
        Err(SdpError::TooLong(_))
    ));
}

#[test]
fn every_refusal_says_what_is_wrong_in_words() {
    for error in [
        SdpError::TooLong(40_000),
        SdpError::Missing(Part::DataChannel),
        SdpError::Conflicting(Part::Ufrag),
        SdpError::Bad(Part::Fingerprint),
        SdpError::BadCandidate(3),
        SdpError::NoCandidates,
        SdpError::TooManyCandidates(9),
        SdpError::CandidateOrder,
    ] {
        let words = error.to_string();
        assert!(words.starts_with("The connection") || words.starts_with("Line"));
        assert!(words.ends_with('.'), "{words}");
    }
}

/// A new offer takes the invite's ICE credentials and keeps everything else of its own.
#[test]
fn a_new_offer_listens_with_the_invites_credentials() {
    let invite = Connection::from_sdp(OFFER).expect("it reads");
    let mut other = invite.clone();
    other.ufrag = "Zq9w".into();
    other.pwd = "abcdefghijklmnopqrstuvwx".into();
    let mine = other.sdp(Setup::ActPass);
    let again = invite.credentials_in(&mine);
    let read = Connection::from_sdp(&again).expect("it reads");
    assert_eq!(
        (read.ufrag.as_str(), read.pwd.as_str()),
        (invite.ufrag.as_str(), invite.pwd.as_str())
    );
    assert_eq!(
        read, invite,
        "the rest is the new offer's own (here the same)"
    );
    assert_eq!(again.lines().count(), mine.lines().count());
    assert!(again.ends_with("\r\n") && !again.contains("Zq9w"));
    let unchanged: Vec<&str> = mine.lines().filter(|l| !l.starts_with("a=ice-")).collect();
    let kept: Vec<&str> = again.lines().filter(|l| !l.starts_with("a=ice-")).collect();
    assert_eq!(kept, unchanged);
}
