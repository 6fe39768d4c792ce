//! The way to a friend's table, step by step: the host's and the friend's lobby.

use super::*;
use crate::engine::{RuleOptions, Scoring, StopTarget, SwapRule};
use crate::friends::net::sdp::Connection;

fn connection(file: &str) -> Connection {
    let path = format!("{}/tests/golden/sdp/{file}", env!("CARGO_MANIFEST_DIR"));
    let sdp = std::fs::read_to_string(path).expect("a golden SDP");
    Connection::from_sdp(&sdp).expect("it reads")
}

fn invite(host: &str, seat: u8, teams: u8) -> Rc<Invite> {
    Rc::new(Invite {
        token: 77,
        host: host.into(),
        seat,
        teams,
        level: 1,
        preset: 0,
        friends: Vec::new(),
        options: RuleOptions::default(),
        connection: connection("chromium-offer.sdp"),
    })
}

fn reply(token: u64, seat: u8) -> String {
    named_reply(token, seat, "")
}

fn named_reply(token: u64, seat: u8, name: &str) -> String {
    let reply = Reply {
        token,
        seat,
        name: name.into(),
        connection: connection("chromium-answer.sdp"),
    };
    format!("https://kemps.example/play/#{}", reply.encode())
}

#[test]
fn a_host_offers_the_partners_seat_or_an_opponents_and_waits_for_the_reply() {
    let w = &crate::i18n::english();
    let mut lobby = Lobby::host(GameId::new(3), 77);
    assert_eq!(lobby.seat(), Seat::at(2), "the partner's seat first");
    assert_eq!(lobby.update(LobbyMsg::Seat(Seat::FIRST)), None);
    assert_eq!(lobby.seat(), Seat::at(2), "never your own seat");
    lobby.update(LobbyMsg::Seat(Seat::at(1)));
    assert_eq!(lobby.seat(), Seat::at(1));
    lobby.update(LobbyMsg::Name("Sam\u{202E}".into()));
    assert!(matches!(&lobby.role, Role::Host { name, .. } if name == "Sam"));
    assert_eq!(lobby.update(LobbyMsg::Start), Some(LobbyEffect::MakeInvite));
    assert_eq!(lobby.stage, Stage::Preparing);
    assert_eq!(lobby.update(LobbyMsg::Seat(Seat::at(3))), None);
    assert_eq!(
        lobby.seat(),
        Seat::at(1),
        "the seat is fixed once the invite is made"
    );
    lobby.update(LobbyMsg::Prepared(Ok("link".into())));
    assert!(lobby.status(w).starts_with("Send this invite"));
    // A reply to another invite, or for another seat, is refused in words; the invite
    // still waits for the right one.
    lobby.update(LobbyMsg::ReplyText(reply(78, 1)));
    assert_eq!(
        lobby.status(w),
        "That reply answers another invite. Paste your friend's whole reply link again."
    );
    let effect = lobby.update(LobbyMsg::ReplyText(reply(77, 1)));
    assert!(matches!(effect, Some(LobbyEffect::Accept(_))));
    lobby.update(LobbyMsg::Lost(Trouble::Unreachable));
    assert!(lobby.status(w).contains("Make a new invite"));
}

#[test]
fn the_right_reply_connects_and_a_damaged_one_says_why() {
    let w = &crate::i18n::english();
    let mut lobby = Lobby::host(GameId::new(3), 77);
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("link".into())));
    let mut damaged = reply(77, 2);
    damaged.pop();
    lobby.update(LobbyMsg::ReplyText(damaged));
    assert!(lobby.status(w).starts_with("That reply cannot be used. It"));
    let mut lobby = Lobby::host(GameId::new(3), 77);
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("link".into())));
    let effect = lobby.update(LobbyMsg::ReplyText(named_reply(77, 2, " Mia\u{202E}")));
    assert!(matches!(effect, Some(LobbyEffect::Accept(r)) if r.token == 77 && r.seat == 2));
    assert_eq!(lobby.status(w), "Connecting…");
    assert_eq!(
        lobby.friend_name, "Mia",
        "the friend's name, as the reply gave it"
    );
    lobby.update(LobbyMsg::Connected);
    lobby.update(LobbyMsg::Playing);
    lobby.update(LobbyMsg::Lost(Trouble::Page("Gone.".into())));
    assert_eq!(
        lobby.stage,
        Stage::Playing,
        "the table says what happens next"
    );
}

#[test]
fn a_friend_reads_who_invited_them_to_which_seat() {
    let w = &crate::i18n::english();
    let lobby = Lobby::guest(invite("Sam", 2, 2));
    assert_eq!(
        lobby.invitation(w).as_deref(),
        Some("Sam invites you to be their partner at a table of 4: Classic rules, Sharp bots.")
    );
    let lobby = Lobby::guest(invite("", 2, 3));
    assert_eq!(
        lobby.invitation(w).as_deref(),
        Some("A friend invites you to play against them, with a bot as your partner, at a table of 6: Classic rules, Sharp bots.")
    );
    // The partner's seat is another friend's; so is the last seat: no bot plays.
    let mut with_friend = (*invite("Sam", 1, 2)).clone();
    with_friend.friends = vec![2, 3];
    let lobby = Lobby::guest(Rc::new(with_friend.clone()));
    assert_eq!(
        lobby.invitation(w).as_deref(),
        Some("Sam invites you to play against them, with another friend invited as your partner, at a table of 4: Classic rules, no bots.")
    );
    // The host's partner is a friend; this friend's partner, a bot.
    with_friend.friends = vec![2];
    assert_eq!(
        Lobby::guest(Rc::new(with_friend)).invitation(w).as_deref(),
        Some("Sam invites you to play against them, with a bot as your partner, at a table of 4: Classic rules, Sharp bots.")
    );
    let mut partner = (*invite("Sam", 2, 2)).clone();
    partner.friends = vec![1, 3];
    assert_eq!(
        Lobby::guest(Rc::new(partner)).invitation(w).as_deref(),
        Some("Sam invites you to be their partner at a table of 4: Classic rules, no bots.")
    );
    let mut lobby = Lobby::guest(invite("Sam", 2, 2));
    lobby.update(LobbyMsg::Name(" Mia\u{2066} ".into()));
    assert_eq!(lobby.friend_name, "Mia", "the name the reply will carry");
    assert_eq!(lobby.update(LobbyMsg::Start), Some(LobbyEffect::MakeReply));
    lobby.update(LobbyMsg::Name("Zoe".into()));
    assert_eq!(lobby.friend_name, "Mia", "fixed once the reply is made");
    lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
    assert!(lobby
        .status(w)
        .starts_with("Send this reply link back to Sam."));
    assert_eq!(
        lobby.update(LobbyMsg::ReplyText(reply(77, 2))),
        None,
        "a guest takes no reply"
    );
    lobby.update(LobbyMsg::Connected);
    assert_eq!(lobby.status(w), "Connected to Sam. Waiting for the table…");
}

/// A friend's page whose reply no table takes (the match is over, the host's page is
/// gone, or the seat does not wait) says so once the browser gives up, in its words.
#[test]
fn a_friends_page_that_no_table_answers_says_so() {
    let w = &crate::i18n::english();
    use crate::i18n::{built_in, with_words, Lang};
    let mut lobby = Lobby::guest(invite("Sam", 2, 2));
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
    assert_eq!(lobby.update(LobbyMsg::Unanswered), None);
    assert_eq!(
        lobby.status(w),
        "Sam's table did not answer: the match may be over, the page closed, or the two pages cannot reach each other. Ask your friend for a new invite."
    );
    let mut lobby = Lobby::guest(invite("", 2, 2));
    lobby.update(LobbyMsg::Start);
    with_words(built_in(Lang::Fr), |w| {
        lobby.update(LobbyMsg::Unanswered);
        assert_eq!(
            lobby.status(w),
            "La table de votre ami n'a pas répondu : la partie est peut-être finie, la page fermée, ou les deux pages ne peuvent pas se joindre. Demandez une nouvelle invitation à votre ami."
        );
    });
    // The host's page says what it knows; a table already open says what happens next.
    let mut lobby = Lobby::host(GameId::new(3), 77);
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Unanswered);
    assert!(lobby
        .status(w)
        .starts_with("The two pages could not reach each other."));
    lobby.update(LobbyMsg::Playing);
    lobby.update(LobbyMsg::Unanswered);
    assert_eq!(lobby.stage, Stage::Playing);
}

/// The invitation and the lines of a friend's page in German and French; a friend
/// invited without a name reads whole sentences about "someone".
#[test]
fn a_friend_reads_the_invitation_in_the_words_in_use() {
    let w = &crate::i18n::english();
    use crate::i18n::{built_in, with_words, Lang};
    let mut lobby = Lobby::guest(invite("", 2, 3));
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
    lobby.update(LobbyMsg::Connected);
    assert_eq!(
        lobby.status(w),
        "Connected to your friend. Waiting for the table…"
    );
    with_words(built_in(Lang::De), |w| {
        assert_eq!(
            lobby.invitation(w).as_deref(),
            Some("Jemand lädt dich zu einem Spiel gegeneinander an einen Tisch für 6 ein, mit einem Bot als deinem Partner: Regeln Klassisch, Bots Aufmerksam.")
        );
        assert_eq!(lobby.status(w), "Verbunden. Warte auf den Tisch…");
    });
    let lobby = Lobby::guest(invite("Sam", 2, 2));
    with_words(built_in(Lang::Fr), |w| {
        assert_eq!(
            lobby.invitation(w).as_deref(),
            Some("Sam vous invite à être son partenaire à une table de 4 : règles Classique, bots Malins.")
        );
        assert_eq!(
            seat_choices(w, 2)[1].1,
            "Un adversaire, à la place tenue par Ada"
        );
    });
    // Every other seat a friend's: no bots, in every language.
    let mut everyone = (*invite("Sam", 2, 2)).clone();
    everyone.friends = vec![1, 3];
    let lobby = Lobby::guest(Rc::new(everyone));
    for (lang, said) in [
        (Lang::De, "Regeln Klassisch, keine Bots."),
        (Lang::Fr, "règles Classique, sans bots."),
        (Lang::Es, "reglas Clásico, sin bots."),
        (Lang::PtBr, "regras Clássico, sem bots."),
    ] {
        with_words(built_in(lang), |w| {
            let invitation = lobby.invitation(w).expect("an invitation");
            assert!(invitation.ends_with(said), "{invitation}");
        });
    }
}

/// Rules the host changed from the preset's travel in the invite and are named, in the
/// friend's words, after the preset.
#[test]
fn an_invitation_names_the_options_the_host_changed() {
    let w = &crate::i18n::english();
    use crate::i18n::{built_in, with_words, Lang};
    let mut changed = (*invite("Sam", 2, 2)).clone();
    changed.options = RuleOptions {
        scoring: Some(Scoring::Lives),
        lives: Some(3),
        swap: Some(SwapRule::Single),
        stop_target: Some(StopTarget::Seat),
        ..RuleOptions::default()
    };
    let opened = Invite::decode(&changed.encode()).expect("it opens");
    let lobby = Lobby::guest(Rc::new(opened));
    assert_eq!(
        lobby.invitation(w).as_deref(),
        Some("Sam invites you to be their partner at a table of 4: Classic rules, Sharp bots. Changed from Classic: 3 lives each; Swap several cards at once: no; Stop Kemps names a player.")
    );
    with_words(built_in(Lang::Fr), |w| {
        assert_eq!(
            lobby.invitation(w).as_deref(),
            Some("Sam vous invite à être son partenaire à une table de 4 : règles Classique, bots Malins. Modifiées par rapport à Classique : 3 vies chacun ; Échanger plusieurs cartes à la fois : non ; Contre-Kemps désigne un joueur.")
        );
    });
}

#[test]
fn the_seats_offered_are_the_partner_then_every_opponent() {
    let w = &crate::i18n::english();
    let seats: Vec<Seat> = seat_choices(w, 2).into_iter().map(|(s, _)| s).collect();
    assert_eq!(seats, vec![Seat::at(2), Seat::at(1), Seat::at(3)]);
    assert_eq!(seat_choices(w, 6).len(), 11);
    assert!(seat_choices(w, 9).is_empty());
}

/// A friend's reply waits for as long as its page is open: each time the browser gives up on
/// a connection the host's page still answers while the reply waits for the host to open it,
/// the page answers again with the same reply, and says what it waits for. A host's page that
/// no longer answers is said, as before.
#[test]
fn a_friends_reply_waits_for_as_long_as_its_page_is_open() {
    let w = &crate::i18n::english();
    use crate::i18n::{built_in, with_words, Lang};
    let mut lobby = Lobby::guest(invite("Sam", 2, 2));
    assert_eq!(lobby.waiting_for(w), None);
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
    for _ in 0..100 {
        assert_eq!(
            lobby.update(LobbyMsg::Unopened),
            Some(LobbyEffect::AnswerAgain)
        );
    }
    let waiting = Stage::Waiting {
        link: "reply".into(),
        problem: None,
    };
    assert_eq!(lobby.stage, waiting, "the same reply, still waiting");
    assert_eq!(
        lobby.waiting_for(w).as_deref(),
        Some("Waiting for Sam to open your reply. It stays good for as long as this page is open.")
    );
    with_words(built_in(Lang::Fr), |w| {
        assert_eq!(
            lobby.waiting_for(w).as_deref(),
            Some("En attente que Sam ouvre votre réponse. Elle reste valable tant que cette page est ouverte.")
        );
    });
    // Once connected, a connection the browser gives up on is said, as before.
    let mut connected = lobby.clone();
    connected.update(LobbyMsg::Connected);
    assert_eq!(connected.waiting_for(w), None);
    assert_eq!(connected.update(LobbyMsg::Unopened), None);
    assert!(matches!(
        connected.stage,
        Stage::Failed(Trouble::Unanswered)
    ));
    // A host's page that no longer answers: the reply leads nowhere, and the page says so.
    assert_eq!(lobby.update(LobbyMsg::Unanswered), None);
    assert!(matches!(lobby.stage, Stage::Failed(Trouble::Unanswered)));
    let mut lobby = Lobby::guest(invite("", 2, 2));
    lobby.update(LobbyMsg::Start);
    lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
    assert_eq!(
        lobby.waiting_for(w).as_deref(),
        Some("Waiting for your friend to open your reply. It stays good for as long as this page is open.")
    );
    // The host's invite is the connection the reply answers: it never answers again.
    let mut host = Lobby::host(GameId::new(3), 77);
    host.update(LobbyMsg::Start);
    host.update(LobbyMsg::Prepared(Ok("invite".into())));
    assert_eq!(host.waiting_for(w), None, "said once by the party");
    assert_eq!(host.update(LobbyMsg::Unopened), None);
    assert!(matches!(host.stage, Stage::Failed(Trouble::Unanswered)));
}
