//! A host's page and a friend's that speak different languages: what the host's table tells
//! the friend is said in the friend's words.

use super::*;
use crate::engine::RuleError;
use crate::i18n::{built_in, with_words, Lang};
use crate::session::friend::{Ending, Refusal};

/// What the host has for the friend's page, carried over the wire and heard by the page in
/// French; gives the messages.
fn heard_in_french(host: &mut Match, page: &mut Match, t: f64) -> Vec<ToFriend> {
    let sent = host.for_friends(t);
    let table = page.table();
    with_words(built_in(Lang::Fr), || {
        (sent.into_iter())
            .map(|(_, message)| {
                let read = ToFriend::decode(&message.encode(), Some(table)).expect("it fits");
                page.from_host(read.clone(), t);
                read
            })
            .collect()
    })
}

fn notice(page: &Match) -> String {
    page.notice().map(|n| n.text.clone()).unwrap_or_default()
}

#[test]
fn a_friends_refusal_reads_in_the_friends_language_not_the_hosts() {
    let (mut host, mut page) = pages(3, 2, Seat(2));
    // During the countdown: the host's English table refuses, the French page says why.
    host.from_friend(
        Seat(2),
        ToHost::Act {
            action: Action::Pass,
            seen: 0,
        },
        10.0,
    );
    let heard = heard_in_french(&mut host, &mut page, 10.0);
    assert!(heard.contains(&ToFriend::Refused(Refusal::NotReady(
        NotReady::GettingReady
    ))));
    let french = "Préparez-vous — la partie commence dans un instant";
    assert_eq!(notice(&page), french);
    assert_ne!(
        NotReady::GettingReady.to_string(),
        french,
        "the host speaks English"
    );

    // In the exchange: the friend gives a card the host holds; the rules refuse it.
    let mut t = 10.0;
    while host.view().phase() != Phase::Exchange || host.clock.ready(t).is_err() {
        t = run_both(&mut host, &mut page, Seat(2), t, 50.0);
    }
    let (theirs, centre) = (host.view().hand()[0], host.view().centre()[0]);
    let action = Action::swap(&[theirs], &[centre]).expect("a swap");
    host.from_friend(
        Seat(2),
        ToHost::Act {
            action,
            seen: host.game_time(),
        },
        t,
    );
    let heard = heard_in_french(&mut host, &mut page, t);
    let Some(ToFriend::Refused(Refusal::Rules(error))) =
        heard.iter().find(|m| matches!(m, ToFriend::Refused(_)))
    else {
        panic!("the rules refuse it: {heard:?}");
    };
    assert_eq!(*error, RuleError::NotInHand(theirs));
    let french = with_words(built_in(Lang::Fr), || refusal(error));
    assert!(
        french.starts_with("Vous n'avez pas cette carte"),
        "{french}"
    );
    assert_eq!(notice(&page), french);
    assert_ne!(
        refusal(error),
        french,
        "the host would have said it in English"
    );
}

#[test]
fn the_hosts_leaving_reads_in_the_friends_language() {
    let (_host, mut page) = pages(3, 2, Seat(1));
    let bytes = ToFriend::Ended(Ending::HostLeft).encode();
    let read = ToFriend::decode(&bytes, Some(page.table())).expect("it fits");
    with_words(built_in(Lang::Fr), || page.from_host(read, 50.0));
    assert_eq!(
        notice(&page),
        "Votre ami a quitté la table : la partie est terminée."
    );
}

/// Both pages name every seat alike: a bot by the name (and face) it has at the host's
/// table, the host by the invite's name ("Host" without one), the friend "You" on their own
/// page. Two friends talking about "Cleo" mean the same bot.
#[test]
fn a_friends_page_names_each_seat_as_the_hosts_page_does() {
    use crate::session::names::HostsTable;
    use crate::session::names::{face, gender, naming_as_at_host, seat_name, team_name};
    // The friend is the host's opponent at seat 1 of four: their page turns the table by one.
    let (host, page) = pages(3, 2, Seat(1));
    let page = page.with_host_name("Sam");
    let hosts = page.hosts_table();
    let expected = HostsTable {
        by: 1,
        seats: 4,
        host: "Sam".into(),
    };
    assert_eq!(hosts, Some(expected.clone()));
    assert_eq!(
        host.hosts_table(),
        None,
        "the host's page names its own table"
    );
    let table = page.table();
    naming_as_at_host(hosts, || {
        assert_eq!(seat_name(YOU), "You");
        assert_eq!(seat_name(Seat(1)), "Bram", "the host's seat 2");
        assert_eq!(
            seat_name(Seat(2)),
            "Cleo",
            "the host's seat 3, the friend's partner"
        );
        assert_eq!(seat_name(Seat(3)), "Sam", "the host");
        assert_eq!(team_name(table, table.team_of(YOU)), "You & Cleo");
        assert_eq!(
            team_name(table, crate::engine::Team(1)),
            "Sam & Bram",
            "in the host's table's order"
        );
        assert_eq!(gender(Seat(2)), crate::i18n::Gender::Female);
        assert_eq!(
            [YOU, Seat(1), Seat(2), Seat(3)].map(face),
            [1, 2, 3, 0],
            "each face is its seat's at the host's table; the host's is the host's own"
        );
    });
    // On the host's page the friend's partner is Cleo too, and the friend is Ada.
    assert_eq!(team_name(table, crate::engine::Team(1)), "Ada & Cleo");
    let unnamed = HostsTable {
        host: " ".into(),
        ..expected
    };
    naming_as_at_host(Some(unnamed.clone()), || {
        assert_eq!(seat_name(Seat(3)), "Host");
    });
    with_words(built_in(Lang::De), || {
        naming_as_at_host(Some(unnamed), || {
            assert_eq!(seat_name(Seat(3)), "Gastgeber")
        });
    });
    assert_eq!(seat_name(Seat(3)), "Cleo", "the naming is back as it was");
    assert_eq!(face(Seat(3)), 3);
}
