//! A noisy friend's page: counted before it is read, and said once.

use super::*;
use crate::session::play::friends::tests::pages;

/// Ten thousand unreadable messages in a second from a friend's page: the friend's allowance
/// lets a handful be read and drops the rest unread; those read are said as one notice that
/// counts them, and the table draws again only for those.
#[test]
fn a_flood_of_unreadable_messages_is_counted_dropped_and_said_once() {
    let w = &crate::i18n::english();
    let friend = Seat::at(2);
    let (mut host, _page) = pages(9, 2, friend);
    let last_before = host.announcements(w).last().map_or(0, |(id, _)| *id);
    let changed = (0..10_000)
        .filter(|&k| host.hear(friend, &[0xFF, 1, 2, 3], 5_000.0 + f64::from(k) * 0.1))
        .count();
    assert!(changed > 0, "the first ones are read, and said");
    // A burst of 40, then 20 a second (`friends::host`'s allowance), over the second they came in.
    assert!(
        changed <= 61,
        "the rest are dropped before they are read: {changed}"
    );
    let notice = host.notice(w).expect("said");
    assert_eq!(
        notice,
        format!("{changed} messages from Bram's page could not be read.")
    );
    let told = (host.announcements(w).into_iter())
        .filter(|(id, _)| *id > last_before)
        .count();
    assert_eq!(told, 1, "the live region told once");
    // A message from a seat no friend plays is not even counted.
    assert!(!host.hear(Seat::at(1), &[0xFF], 6_000.0));
    // Once the notice is down, the next unreadable message is said on its own, with why.
    assert!(host.hear(friend, &[0xFF], 60_000.0));
    assert_eq!(
        host.notice(w).as_deref(),
        Some("The other page runs another version of Kemps (its messages are of format 255); both of you need to reload the page.")
    );
}
