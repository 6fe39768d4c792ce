//! The way to a friend's table, as the app opens it: from the home screen (the last
//! set-up, a fresh deal), from the set-up screen (its match), or from an invitation or a
//! reply in the address.

use super::{AppState, Effect, Screen};
use crate::friends::lobby::FriendLink;
use crate::session::settings::Speed;
use crate::session::MatchSetup;

/// What the friend screen opens on.
#[derive(Clone, Debug, PartialEq)]
pub enum FriendOpening {
    /// You invite a friend to a match of this set-up (its deal stays on this page: the
    /// invitation is named by a number of its own, drawn by the page).
    Host(MatchSetup),
    /// An invitation or a reply, opened from the address.
    Link(FriendLink),
}

impl AppState {
    /// Invite a friend to a match of the last set-up, on the fresh deal.
    pub(super) fn play_with_friend(&mut self) -> Vec<Effect> {
        self.friend = Some(FriendOpening::Host(self.setup_to_edit()));
        self.open_friend_screen()
    }

    /// The set-up's match, to play with a friend: remembered as a match set up here is.
    pub(super) fn invite_with(&mut self, setup: MatchSetup, speed: Speed) -> Vec<Effect> {
        let mut effects = self.remember_set_up(setup, speed);
        self.friend = Some(FriendOpening::Host(self.setup.clone()));
        effects.extend(self.open_friend_screen());
        effects
    }

    /// Where a page built without friend play goes to open the friend screen: the same page,
    /// whose loader takes the build with friend play for such an address (`?friend`, or an
    /// invitation or a reply in the fragment). An invitation or a reply is in the address
    /// already: `None`, the page is loaded again as it is. Your set-up is handed over in the
    /// address, its deal, rules and signals included, with the speed in use:
    /// `?friend&signal=wink,cough&speed=fast#<the game>`.
    pub fn friend_build_address(&self) -> Option<String> {
        let Some(FriendOpening::Host(setup)) = &self.friend else {
            return None;
        };
        let signals: Vec<&str> = setup.signals.as_slice().iter().map(|g| g.name()).collect();
        Some(format!(
            "?friend&signal={}&speed={}#{}",
            signals.join(","),
            self.saved.settings.speed.name(),
            setup.game.encode()
        ))
    }

    /// The friend screen, built afresh; the deal it took is replaced by the next.
    fn open_friend_screen(&mut self) -> Vec<Effect> {
        self.screen = Screen::Friend;
        self.friend_seated = false;
        self.game += 1;
        vec![Effect::DrawSeed]
    }
}
