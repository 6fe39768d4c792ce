//! Following the address: what a load opens, and what a changed `#…` opens (pasting a link
//! into the address bar of an open tab), decided alike by `opening`. Before a game replaces
//! the match in progress the page asks, and to ask it must have read that match — saved by an
//! earlier version it is packed, so the browser unpacks it first (`Effect::ReadRecord`), and
//! one that cannot be read is set aside with a notice rather than offered for ever.

use std::rc::Rc;

use super::{AppState, Asked, Effect, FriendOpening, Notice, Problem, RecordFrom, Refused, Screen};
use crate::session::app::opening::{opening, Fragment, Opening, Unfinished};
use crate::session::link_error::LinkError;
use crate::session::record::MatchRecord;
use crate::session::saved::Progress;

/// An address waiting for the match in progress to be read before it is opened.
#[derive(Clone, Debug, PartialEq)]
pub struct PendingAddress {
    pub fragment: Fragment,
    pub query: String,
    /// Problems with the address or the saved data found so far.
    pub notices: Vec<Notice>,
}

impl AppState {
    /// The address changed under an open page: read the saved data as they are now, then
    /// open it as a load would.
    pub(super) fn address_changed(&mut self, fragment: Fragment, query: String) -> Vec<Effect> {
        // The table at the very game the address names: nothing to open.
        if self.screen == Screen::Table
            && !self.lesson
            && matches!(&fragment, Fragment::Game(g) if *g == self.setup.game)
        {
            return Vec::new();
        }
        self.pending = Some(Rc::new(PendingAddress {
            fragment,
            query,
            notices: Vec::new(),
        }));
        self.screen = Screen::Opening;
        vec![Effect::ReadSaved]
    }

    /// Opens the pending address once the saved data are as they are now: at once when no
    /// match is in progress, or when the address opens no game that would replace it;
    /// otherwise once the match in progress is read.
    pub(super) fn saved_read(&mut self) -> Vec<Effect> {
        let Some(pending) = self.pending.take() else {
            return Vec::new();
        };
        let pending = (*pending).clone();
        let asks_for_game = {
            let mut scratch = Vec::new();
            let o = opening(
                pending.fragment.clone(),
                &pending.query,
                None,
                self.fresh_seed,
                self.setup.signals,
                &mut scratch,
            );
            matches!(o, Opening::Table(_))
        };
        match &self.saved.in_progress {
            Some(p) if asks_for_game => {
                let text = p.record.as_str().into();
                self.pending = Some(Rc::new(pending));
                self.screen = Screen::Opening;
                vec![Effect::ReadRecord {
                    text,
                    from: RecordFrom::SavedMatchToAsk,
                }]
            }
            _ => self.open_address(pending, None),
        }
    }

    /// The match in progress, read (or why not) for the pending address.
    pub(super) fn in_progress_read(
        &mut self,
        read: Result<Rc<MatchRecord>, LinkError>,
    ) -> Vec<Effect> {
        let Some(pending) = self.pending.take() else {
            return Vec::new();
        };
        let mut pending = (*pending).clone();
        match read {
            Ok(record) => {
                let progress = self.saved.in_progress.as_ref().map(|p| p.progress.clone());
                let unfinished = Unfinished {
                    record: (*record).clone(),
                    progress: progress.unwrap_or(Progress::Unknown),
                };
                self.open_address(pending, Some(unfinished))
            }
            Err(why) => {
                pending.notices.push(Notice::SetAside(why));
                let mut effects = self.drop_saved_match();
                effects.extend(self.open_address(pending, None));
                effects
            }
        }
    }

    /// The saved match cannot be read: it is dropped from the saved data, so that no Resume
    /// button offers it again.
    pub(super) fn drop_saved_match(&mut self) -> Vec<Effect> {
        self.saved.in_progress = None;
        vec![Effect::DropSavedMatch]
    }

    /// Opens what the address asks for, given the match in progress as read.
    pub(super) fn open_address(
        &mut self,
        pending: PendingAddress,
        unfinished: Option<Unfinished>,
    ) -> Vec<Effect> {
        let PendingAddress {
            fragment,
            query,
            mut notices,
        } = pending;
        let mut effects = Vec::new();
        self.asked = None;
        self.problem = None;
        let signals = self.setup.signals;
        match opening(
            fragment,
            &query,
            unfinished,
            self.fresh_seed,
            signals,
            &mut notices,
        ) {
            Opening::Home => self.screen = Screen::Home,
            Opening::Table(setup) if setup.challenge.is_some() => {
                self.setup = setup;
                self.offer_challenge();
            }
            Opening::Table(setup) => {
                self.setup = setup;
                self.lesson = false;
                self.daily = None;
                self.open_table(None, Refused::Link);
            }
            Opening::Replay(text) => {
                self.screen = Screen::Opening;
                effects.push(Effect::ReadRecord {
                    text: text.into(),
                    from: RecordFrom::ReplayLink,
                });
            }
            Opening::Problem(why) => self.show_problem(Refused::Link, Problem::Unreadable(why)),
            Opening::Friend(link) => {
                self.friend = Some(FriendOpening::Link(link));
                self.friend_seated = false;
                self.screen = Screen::Friend;
            }
            Opening::FriendHost(setup) => {
                let setup = setup.unwrap_or_else(|| self.setup_to_edit());
                self.friend = Some(FriendOpening::Host(setup));
                self.friend_seated = false;
                self.screen = Screen::Friend;
            }
            Opening::Ask {
                asked,
                unfinished,
                same,
            } => {
                self.asked = Some(Rc::new(Asked {
                    setup: asked,
                    unfinished: *unfinished,
                    same,
                }));
                self.screen = Screen::Ask;
            }
        }
        self.notices = notices;
        effects
    }
}
