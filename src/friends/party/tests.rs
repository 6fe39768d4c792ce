//! The host's invites to several friends.

use super::*;

use crate::friends::net::invite::golden_reply_link as reply;
use crate::friends::problems::Trouble;

/// Two friends at a table of 4, their invites made and waiting: the partner (77) and Ada (78).
fn two_waiting() -> Party {
    let mut party = Party::new(GameId::new(3), 77);
    party.update(PartyMsg::Add(77));
    let effects = party.update(PartyMsg::Start);
    assert_eq!(
        effects,
        vec![(0, LobbyEffect::MakeInvite), (1, LobbyEffect::MakeInvite)],
        "an invite of its own for each friend"
    );
    party.update(PartyMsg::At(0, LobbyMsg::Prepared(Ok("first".into()))));
    party.update(PartyMsg::At(1, LobbyMsg::Prepared(Ok("second".into()))));
    party
}

fn tokens(party: &Party) -> Vec<u64> {
    party.invites.iter().map(|l| l.token).collect()
}

#[test]
fn one_friend_is_the_default_and_more_take_distinct_seats_up_to_the_table() {
    let w = &crate::i18n::english();
    let mut party = Party::new(GameId::new(3), 77);
    assert_eq!(party.seats(), vec![Seat::at(2)], "one friend, the partner");
    party.update(PartyMsg::Add(5));
    assert_eq!(
        party.seats(),
        vec![Seat::at(2), Seat::at(1)],
        "the first seat free"
    );
    // A seat another friend has is refused; a free one is taken.
    party.update(PartyMsg::At(1, LobbyMsg::Seat(Seat::at(2))));
    assert_eq!(party.seats(), vec![Seat::at(2), Seat::at(1)]);
    party.update(PartyMsg::At(1, LobbyMsg::Seat(Seat::at(3))));
    assert_eq!(party.seats(), vec![Seat::at(2), Seat::at(3)]);
    party.update(PartyMsg::Add(6));
    assert_eq!(party.seats(), vec![Seat::at(2), Seat::at(3), Seat::at(1)]);
    assert!(!party.can_add(), "every seat but the host's is a friend's");
    party.update(PartyMsg::Add(7));
    assert_eq!(party.invites.len(), 3, "adding beyond the seats is refused");
    assert_eq!(
        tokens(&party),
        vec![77, 5, 6],
        "an invite's number of its own"
    );
    // Removing one frees its seat; the last friend is never removed.
    party.update(PartyMsg::Remove(1));
    assert_eq!(party.seats(), vec![Seat::at(2), Seat::at(1)]);
    assert!(party.can_add());
    party.update(PartyMsg::Remove(0));
    party.update(PartyMsg::Remove(0));
    assert_eq!(party.seats(), vec![Seat::at(1)]);
    assert_eq!(
        party.status(w),
        "Choose your friend's seat, then make the invite."
    );
    // The name goes on every invite.
    party.update(PartyMsg::Add(8));
    assert_eq!(
        party.status(w),
        "Choose your friends' seats, then make the invites."
    );
    party.update(PartyMsg::Name("Sam".into()));
    assert!(
        (party.invites.iter()).all(|l| matches!(&l.role, Role::Host { name, .. } if name == "Sam"))
    );
    // Once the invites are made, none is added or removed, nor changes seat.
    party.update(PartyMsg::Start);
    party.update(PartyMsg::Add(9));
    party.update(PartyMsg::Remove(0));
    party.update(PartyMsg::At(0, LobbyMsg::Seat(Seat::at(3))));
    assert_eq!(party.seats(), vec![Seat::at(1), Seat::at(2)]);
}

#[test]
fn two_friends_invites_never_share_a_number() {
    let party = two_waiting();
    assert_eq!(tokens(&party), vec![77, 78]);
}

#[test]
fn a_reply_goes_to_the_invite_whose_number_it_carries() {
    let mut party = two_waiting();
    // Ada's reply, handed over by another tab (or pasted in the partner's row), is Ada's.
    let effects = party.update(PartyMsg::Reply(None, reply(78, 1)));
    assert!(matches!(&effects[..], [(1, LobbyEffect::Accept(r))] if r.seat == 1));
    assert_eq!(party.invites[1].stage, Stage::Connecting);
    assert!(matches!(party.invites[0].stage, Stage::Waiting { .. }));
    let effects = party.update(PartyMsg::Reply(Some(1), reply(77, 2)));
    assert!(matches!(&effects[..], [(0, LobbyEffect::Accept(r))] if r.token == 77 && r.seat == 2));
}

#[test]
fn a_reply_of_no_invite_is_refused_in_words_where_it_was_pasted() {
    let w = &crate::i18n::english();
    let mut party = two_waiting();
    assert_eq!(party.update(PartyMsg::Reply(Some(1), reply(90, 1))), vec![]);
    assert_eq!(
        party.invites[1].status(w),
        "That reply answers another invite. Paste your friend's whole reply link again."
    );
    assert!(matches!(
        &party.invites[0].stage,
        Stage::Waiting { problem: None, .. }
    ));
    // Handed over by another tab: the first invite that waits says it.
    let mut damaged = reply(77, 2);
    damaged.pop();
    assert_eq!(party.update(PartyMsg::Reply(None, damaged)), vec![]);
    assert!(party.invites[0]
        .status(w)
        .starts_with("That reply cannot be used. It"));
    // A reply with an invite's number for another seat is that invite's, and refused.
    assert_eq!(party.update(PartyMsg::Reply(None, reply(78, 3))), vec![]);
    assert_eq!(
        party.invites[1].status(w),
        "That reply answers another invite. Paste your friend's whole reply link again."
    );
}

#[test]
fn the_table_opens_only_once_every_friend_is_connected() {
    let mut party = two_waiting();
    assert!(!party.ready());
    party.update(PartyMsg::Reply(None, reply(77, 2)));
    party.update(PartyMsg::At(0, LobbyMsg::Connected));
    assert!(!party.ready(), "one friend of two");
    party.update(PartyMsg::Reply(None, reply(78, 1)));
    assert!(!party.ready(), "the second still connecting");
    party.update(PartyMsg::At(1, LobbyMsg::Connected));
    assert!(party.ready());
    party.update(PartyMsg::Playing);
    assert!(party.invites.iter().all(|l| l.stage == Stage::Playing));
    assert!(!party.ready());
}

#[test]
fn a_failed_invite_is_made_again_and_the_other_kept() {
    let w = &crate::i18n::english();
    let mut party = two_waiting();
    party.update(PartyMsg::Reply(None, reply(77, 2)));
    party.update(PartyMsg::At(0, LobbyMsg::Connected));
    party.update(PartyMsg::At(1, LobbyMsg::Lost(Trouble::Unreachable)));
    assert!(party.invites[1].status(w).contains("Make a new invite"));
    let effects = party.update(PartyMsg::At(1, LobbyMsg::Start));
    assert_eq!(effects, vec![(1, LobbyEffect::MakeInvite)]);
    assert_eq!(
        party.invites[0].stage,
        Stage::Connected,
        "the other is kept"
    );
    assert_eq!(party.invites[0].token, 77);
    let remade = party.invites[1].token;
    assert!(remade != 78 && remade != 77, "a new number: {remade}");
    party.update(PartyMsg::At(1, LobbyMsg::Prepared(Ok("again".into()))));
    // The old reply answers no invite now; the new one does.
    party.update(PartyMsg::Reply(Some(1), reply(78, 1)));
    assert!(party.invites[1]
        .status(w)
        .starts_with("That reply answers another"));
    let effects = party.update(PartyMsg::Reply(None, reply(remade, 1)));
    assert!(matches!(&effects[..], [(1, LobbyEffect::Accept(_))]));
    party.update(PartyMsg::At(1, LobbyMsg::Connected));
    assert!(party.ready());
}

/// The host's page says once what its invites wait for, and for how long they stay good.
#[test]
fn the_host_says_once_what_its_invites_wait_for() {
    let w = &crate::i18n::english();
    let mut party = two_waiting();
    assert_eq!(
        party.waiting_for(w).as_deref(),
        Some("Waiting for your friends' replies. The invites stay good for as long as this page is open.")
    );
    party.update(PartyMsg::At(1, LobbyMsg::Connected));
    assert_eq!(
        party.waiting_for(w).as_deref(),
        Some("Waiting for your friend's reply. The invite stays good for as long as this page is open.")
    );
    party.update(PartyMsg::At(0, LobbyMsg::Connected));
    assert_eq!(party.waiting_for(w), None);
}
