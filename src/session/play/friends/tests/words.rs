//! A host's page and a friend's that speak different languages: what the host's table tells
//! the friend is said in the friend's words.

use super::*;
use crate::engine::RuleError;
use crate::friends::{Ending, Refusal, Welcome};
use crate::i18n::{built_in, with_words, Lang};
use crate::narration::narrate::refusal;

/// What the host has for the friend's page, carried over the wire and heard by the page in
/// French; gives the messages.
fn heard_in_french(host: &mut Match, page: &mut Match, t: f64) -> Vec<ToFriend> {
    let sent = host.for_friends(t);
    let table = page.table();
    (sent.into_iter())
        .map(|(_, message)| {
            let read = ToFriend::decode(&message.encode(), Some(table)).expect("it fits");
            page.from_host(read.clone(), t);
            read
        })
        .collect()
}

/// The page's notice, in French (the page's language).
fn notice(page: &Match) -> String {
    page.notice(&built_in(Lang::Fr)).unwrap_or_default()
}

#[test]
fn a_friends_refusal_reads_in_the_friends_language_not_the_hosts() {
    let w = &crate::i18n::english();
    let (mut host, mut page) = pages(3, 2, Seat::at(2));
    // During the countdown: the host's English table refuses, the French page says why.
    host.from_friend(
        Seat::at(2),
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
        NotReady::GettingReady.words(w),
        french,
        "the host speaks English"
    );

    // In the exchange: the friend gives a card the host holds; the rules refuse it.
    let mut t = 10.0;
    while host.view().phase() != Phase::Exchange || host.clock.ready(t).is_err() {
        t = run_both(&mut host, &mut page, Seat::at(2), t, 50.0);
    }
    let (theirs, centre) = (host.view().hand()[0], host.view().centre()[0]);
    let action = Action::swap(&[theirs], &[centre]).expect("a swap");
    host.from_friend(
        Seat::at(2),
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
    let french = with_words(built_in(Lang::Fr), |w| refusal(w, error));
    assert!(
        french.starts_with("Vous n'avez pas cette carte"),
        "{french}"
    );
    assert_eq!(notice(&page), french);
    assert_ne!(
        refusal(w, error),
        french,
        "the host would have said it in English"
    );
}

#[test]
fn the_hosts_leaving_reads_in_the_friends_language() {
    let (_host, mut page) = pages(3, 2, Seat::at(1));
    let bytes = ToFriend::Ended(Ending::HostLeft).encode();
    let read = ToFriend::decode(&bytes, Some(page.table())).expect("it fits");
    page.from_host(read, 50.0);
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
    let w = &crate::i18n::english();
    use crate::narration::names::{HostsTable, Naming};
    // The friend is the host's opponent at seat 1 of four: their page turns the table by one.
    let (host, page) = pages(3, 2, Seat::at(1));
    let page = page.with_host_name("Sam");
    let hosts = page.hosts_table();
    let expected = HostsTable {
        by: 1,
        seats: 4,
        host: "Sam".into(),
        people: Vec::new(),
    };
    assert_eq!(hosts, Some(expected.clone()));
    assert_eq!(
        host.hosts_table(),
        None,
        "the host's page names its own table"
    );
    let table = page.table();
    let n = page.naming();
    assert_eq!(
        n.hosts(),
        hosts.as_ref(),
        "the page's words name its seats so"
    );
    assert_eq!(n.seat_name(w, YOU), "You");
    assert_eq!(n.seat_name(w, Seat::at(1)), "Bram", "the host's seat 2");
    assert_eq!(
        n.seat_name(w, Seat::at(2)),
        "Cleo",
        "the host's seat 3, the friend's partner"
    );
    assert_eq!(n.seat_name(w, Seat::at(3)), "Sam", "the host");
    assert_eq!(n.team_name(w, table, table.team_of(YOU)), "You & Cleo");
    assert_eq!(
        n.team_name(w, table, crate::engine::Team(1)),
        "Sam & Bram",
        "in the host's table's order"
    );
    assert_eq!(n.gender(Seat::at(2)), crate::i18n::Gender::Female);
    assert_eq!(
        [YOU, Seat::at(1), Seat::at(2), Seat::at(3)].map(|s| n.face(s)),
        [1, 2, 3, 0],
        "each face is its seat's at the host's table; the host's is the host's own"
    );
    // On the host's page the friend's partner is Cleo too, and the friend is Ada.
    let at_host = host.naming();
    assert_eq!(
        at_host.team_name(w, table, crate::engine::Team(1)),
        "Ada & Cleo"
    );
    let unnamed = Naming::default().with_hosts(Some(HostsTable {
        host: " ".into(),
        ..expected
    }));
    assert_eq!(unnamed.seat_name(w, Seat::at(3)), "Host");
    with_words(built_in(Lang::De), |w| {
        assert_eq!(unnamed.seat_name(w, Seat::at(3)), "Gastgeber")
    });
    assert_eq!(
        at_host.seat_name(w, Seat::at(3)),
        "Cleo",
        "the host's page names its own table"
    );
    assert_eq!(at_host.face(Seat::at(3)), 3);
}

/// The host's table of three teams with friends at seats 3 (Mia, the host's partner), 1
/// (Lou) and 4 (who gave no name); a name given for seat 5, a bot's, is not taken.
fn named_host() -> Match {
    let mut setup = MatchSetup::new(5);
    setup.game.teams = 3;
    let names = [
        (Seat::at(3), "Mia".to_string()),
        (Seat::at(1), "Lou".to_string()),
        (Seat::at(4), String::new()),
        (Seat::at(5), "Not a friend".to_string()),
    ];
    Match::with_people(setup, 1.0, &[Seat::at(3), Seat::at(1), Seat::at(4)])
        .expect("a playable game")
        .with_friends_names(&names, "Sam")
}

/// Lou's page, welcomed by `host`: the table turned by one.
fn lous_page(host: &Match) -> Welcome {
    let welcome = host.welcome(Seat::at(1)).expect("a welcome").encode();
    match ToFriend::decode(&welcome, None) {
        Ok(ToFriend::Welcome(welcome)) => *welcome,
        other => panic!("the welcome reads back: {other:?}"),
    }
}

/// A name another seat goes by is not taken: a bot's at this table, the host's, an earlier
/// friend's (as ASCII letters compare); a bot's name at the friend's own seat may be.
#[test]
fn a_name_another_seat_goes_by_is_not_taken() {
    for (taken, seat) in [("edda", 3), ("SAM", 3), ("Lou", 3), ("Bram", 2)] {
        let mut setup = MatchSetup::new(5);
        setup.game.teams = 3;
        let m = Match::with_people(setup, 1.0, &[Seat::at(1), Seat::at(2), Seat::at(3)])
            .expect("a playable game")
            .with_friends_names(
                &[(Seat::at(1), "Lou".into()), (Seat::at(seat), taken.into())],
                "Sam",
            );
        let kept = m.hosts_table().expect("named").people;
        let expected = match taken {
            "Bram" => vec![(1, "Lou".to_string()), (2, "Bram".to_string())],
            _ => vec![(1, "Lou".to_string())],
        };
        assert_eq!(kept, expected, "{taken}");
    }
}

/// A friend's reply gives their name: the host's page calls their seat by it, and so does
/// every other friend's page, welcomed with it (turned to their table); a friend who gave
/// none keeps their seat's bot name. A person's name takes no gender of its own.
#[test]
fn each_page_calls_a_friend_by_the_name_their_reply_gave() {
    let w = &crate::i18n::english();
    use crate::engine::Team;
    use crate::i18n::Gender;
    let host = named_host();
    let table = host.table();
    let hosts = host
        .hosts_table()
        .expect("the host's page names its friends");
    assert_eq!((hosts.by, hosts.people.len()), (0, 2));
    let n = host.naming();
    assert_eq!(
        n.hosts(),
        Some(&hosts),
        "the page's words name its seats so"
    );
    assert_eq!(n.seat_name(w, Seat::at(3)), "Mia", "your partner, a friend");
    assert_eq!(n.seat_name(w, Seat::at(1)), "Lou");
    assert_eq!(
        n.seat_name(w, Seat::at(4)),
        "Dev",
        "a friend who gave no name"
    );
    assert_eq!(n.seat_name(w, Seat::at(5)), "Edda", "a bot");
    assert_eq!(n.team_name(w, table, YOUR_TEAM), "You & Mia");
    assert_eq!(n.team_name(w, table, Team(1)), "Lou & Dev");
    assert_eq!(n.gender(Seat::at(1)), Gender::Other);
    assert_eq!(n.gender(Seat::at(5)), Gender::Female);
    // Lou's page: the table turned by one; Lou is "You", Mia their partner is still Mia.
    let welcome = lous_page(&host);
    assert_eq!(welcome.names, vec![(2, "Mia".to_string())]);
    let lous = Match::mirror(welcome, 1.0).with_host_name("Sam");
    let page_table = lous.table();
    let n = lous.naming();
    assert_eq!(n.hosts(), lous.hosts_table().as_ref());
    assert_eq!(n.seat_name(w, YOU), "You");
    assert_eq!(n.seat_name(w, Seat::at(2)), "Mia", "the host's seat 3");
    assert_eq!(
        n.seat_name(w, Seat::at(3)),
        "Dev",
        "the host's seat 4, Lou's partner"
    );
    assert_eq!(n.seat_name(w, Seat::at(5)), "Sam", "the host");
    assert_eq!(n.team_name(w, page_table, Team(0)), "You & Dev");
    assert_eq!(n.team_name(w, page_table, Team(1)), "Bram & Edda");
    assert_eq!(
        n.team_name(w, page_table, Team(2)),
        "Sam & Mia",
        "the host's team"
    );
}

/// A friend's header counts the host, and the other friends their invite named.
#[test]
fn a_friends_header_counts_the_host_and_the_other_friends_invited() {
    let w = &crate::i18n::english();
    let host = named_host();
    assert_eq!(
        tr!(
            w,
            TABLE_WITH_FRIEND,
            friends = Match::mirror(lous_page(&host), 1.0).friends_named()
        ),
        "With a friend",
        "a page whose invite named no other friend: the host"
    );
    // Lou's invite named Mia's and Dev's seats: the header counts them beside the host.
    let lous = Match::mirror(lous_page(&host), 1.0)
        .with_host_name("Sam")
        .with_other_friends(2);
    assert_eq!(
        tr!(w, TABLE_WITH_FRIEND, friends = lous.friends_named()),
        "With 3 friends"
    );
}

/// A welcome whose names do not fit the table is refused whole: a name on the friend's own
/// seat or the host's, off the table, twice, empty, or not cleaned as a reply's name is.
#[test]
fn a_welcome_with_names_that_do_not_fit_is_refused() {
    let mut setup = MatchSetup::new(5);
    setup.game.teams = 3;
    let host = Match::with_people(setup, 1.0, &[Seat::at(3), Seat::at(1)])
        .expect("a playable game")
        .with_friends_names(
            &[(Seat::at(3), "Mia".into()), (Seat::at(1), "Lou".into())],
            "",
        );
    let Some(ToFriend::Welcome(welcome)) = host.welcome(Seat::at(1)) else {
        panic!("a welcome");
    };
    use crate::friends::wire::WireError;
    let with = |names: Vec<(u8, &str)>| {
        let mut w = welcome.clone();
        w.names = names.into_iter().map(|(s, n)| (s, n.to_string())).collect();
        ToFriend::decode(&ToFriend::Welcome(w).encode(), None).map(|_| ())
    };
    assert_eq!(with(vec![(2, "Mia")]), Ok(()));
    assert_eq!(with(vec![]), Ok(()));
    let host_seat = welcome.host_seat;
    for bad in [
        vec![(0, "Me")],
        vec![(host_seat, "Sam")],
        vec![(6, "Off")],
        vec![(200, "Off")],
        vec![(2, "Mia"), (2, "Mia")],
        vec![(2, "")],
        vec![(2, " Mia")],
        vec![(2, "Mia\u{202E}")],
        vec![(2, "A name far longer than twenty")],
    ] {
        assert_eq!(
            with(bad.clone()),
            Err(WireError::DoesNotFit(crate::friends::Misfit::Table)),
            "{bad:?}"
        );
    }
}
