//! A team's signals changed during a match (at a round's result) reach the other page: the
//! host's table, its bots, and a friend who is the host's partner.

use super::*;

fn signals(gesture: Gesture) -> Signals {
    Signals::one(gesture)
}

#[test]
fn a_partners_new_signals_reach_the_host_and_the_hosts_reach_the_partner() {
    let (mut host, mut page) = pages(5, 2, Seat::at(2));
    let t = run_both(&mut host, &mut page, Seat::at(2), 0.0, 2_000.0);
    assert_eq!(
        host.setup().signals,
        page.setup().signals,
        "welcomed with yours"
    );
    // The friend changes the team's signals: the host's page now shows them as its own.
    page.change_signals(signals(Gesture::Cough));
    let t = run_both(&mut host, &mut page, Seat::at(2), t, 100.0);
    assert_eq!(host.setup().signals, signals(Gesture::Cough));
    assert_eq!(
        host.next_signal(),
        Gesture::Cough,
        "the Signal button makes it"
    );
    // The host changes them back: the friend's page has them.
    host.change_signals(signals(Gesture::Shrug));
    run_both(&mut host, &mut page, Seat::at(2), t, 100.0);
    assert_eq!(page.setup().signals, signals(Gesture::Shrug));
    assert_eq!(page.next_signal(), Gesture::Shrug);
}

#[test]
fn an_opponents_new_signals_reach_their_bot_partner_and_no_one_else() {
    let (mut host, mut page) = pages(5, 2, Seat::at(1));
    let t = run_both(&mut host, &mut page, Seat::at(1), 0.0, 2_000.0);
    let (yours, theirs) = (host.setup().signals, page.setup().signals);
    let new = Signals::new(&[Gesture::HeadTilt, Gesture::LipBite]).expect("two signals");
    assert_ne!(theirs, new);
    page.change_signals(new);
    let t = run_both(&mut host, &mut page, Seat::at(1), t, 100.0);
    let bot = host
        .runner()
        .and_then(|r| r.bot(Seat::at(3)))
        .expect("a bot partner");
    assert_eq!(
        bot.signals(),
        new,
        "the friend's bot partner answers the new signals"
    );
    assert_eq!(host.setup().signals, yours, "the host's team keeps its own");
    // Opening the invite again, the friend sits down with them.
    let Some(ToFriend::Welcome(welcome)) = host.welcome(Seat::at(1)) else {
        panic!("a welcome");
    };
    assert_eq!(welcome.signals, new.code());
    // The host's new signals are their own team's: the opponent is not told.
    host.change_signals(signals(Gesture::Yawn));
    run_both(&mut host, &mut page, Seat::at(1), t, 100.0);
    assert_eq!(page.setup().signals, new);
}

#[test]
fn signals_that_are_no_signals_are_refused_at_the_door() {
    use crate::friends::{Misfit, WireError};
    let bytes = ToHost::Signals(u32::MAX).encode();
    let refused = WireError::DoesNotFit(Misfit::Signals);
    assert_eq!(ToHost::decode(&bytes), Err(refused.clone()));
    let bytes = ToFriend::Signals(u32::MAX).encode();
    assert_eq!(ToFriend::decode(&bytes, None), Err(refused.clone()));
    // Said as what it was: signals, not a table.
    assert_eq!(
        refused.words(&crate::i18n::english()),
        "The other page sent signals that are not gestures of this game."
    );
}

/// Two friends at one team (three friends at four seats): no bot keeps their signals, so the
/// host's table does. Both are welcomed with those its bots would have chosen; when one
/// changes them, the other is told, and a friend who comes back sits down with them.
#[test]
fn two_friends_of_one_team_share_signals_the_hosts_table_keeps() {
    let mut setup = MatchSetup::new(5);
    setup.game.teams = 2;
    let mut host = Match::with_people(setup.clone(), 1.0, &[Seat::at(2), Seat::at(1), Seat::at(3)])
        .expect("a game");
    let alone = Match::new(setup, 1.0).expect("a game");
    let yours = host.setup().signals;
    let drawn = (alone.runner().and_then(|r| r.bot(Seat::at(1))))
        .expect("a bot")
        .signals();
    let welcomed = |host: &Match, seat: Seat| match host.welcome(seat) {
        Some(ToFriend::Welcome(w)) => w.signals,
        _ => panic!("no welcome for {seat:?}"),
    };
    assert_eq!(
        [welcomed(&host, Seat::at(1)), welcomed(&host, Seat::at(3))],
        [drawn.code(); 2],
        "both welcomed, with the signals their bots would have had"
    );
    assert_eq!(host.signals_of(Team(1)), Some(drawn));
    let new = Signals::new(&[Gesture::HeadTilt, Gesture::LipBite]).expect("two signals");
    assert_ne!(drawn, new);
    host.from_friend(Seat::at(1), ToHost::Signals(new.code()), 1_000.0);
    let told: Vec<(Seat, ToFriend)> = host.for_friends(1_000.0);
    let signals_told: Vec<Seat> = (told.iter())
        .filter(|(_, m)| *m == ToFriend::Signals(new.code()))
        .map(|(s, _)| *s)
        .collect();
    assert_eq!(signals_told, vec![Seat::at(3)], "the partner alone is told");
    assert_eq!(host.signals_of(Team(1)), Some(new));
    assert_eq!(welcomed(&host, Seat::at(3)), new.code());
    assert_eq!(host.setup().signals, yours, "yours stay yours");
}
