//! The table's state behind the page: the match (mutated in place by the reducer, which
//! bumps a version only when something changed, so an idle frame renders nothing) and the
//! page's own toggles; the messages the page dispatches to it; what the app hands the page
//! (`TablePageProps`) and what the page hands back (`Finished`).

use crate::session::said::Said;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

use super::peer::Peer;
use crate::engine::{Card, Gesture};
use crate::session::app::Notice;
use crate::session::saved::{FinishedMatch, InProgress, Saving};
use crate::session::{Command, Match, MatchPhase, Settings};
use crate::share::MatchRecord;

pub use crate::session::pages::table_page::Toggles;

/// The match behind a version number: the reducer mutates the match in place and bumps the
/// version only when something changed, so an idle frame renders nothing. The page's own
/// toggles sit beside it, shared with the key listener, which reads them as keys arrive.
pub struct MatchHandle {
    pub m: Rc<RefCell<Match>>,
    pub toggles: Rc<Cell<Toggles>>,
    pub version: u64,
    /// The connection to the other page, at a table with a friend.
    pub peer: Option<Peer>,
}

pub use crate::session::app::OpenedMatch;

/// A match started, shared by the table's reducer and drivers and, at a table with friends,
/// by the connection that feeds it: compared by identity, the same match whatever has
/// happened in it since.
#[derive(Clone)]
pub struct SharedMatch(pub Rc<RefCell<Match>>);

impl SharedMatch {
    pub fn new(m: Match) -> SharedMatch {
        SharedMatch(Rc::new(RefCell::new(m)))
    }
}

impl PartialEq for SharedMatch {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The match a table's page plays: one the app opened, which the page starts and owns; or
/// one already started, at a table with friends (their screens start it, to welcome them).
#[derive(Clone, PartialEq)]
pub enum TableMatch {
    Opened(OpenedMatch),
    Started(SharedMatch),
}

impl TableMatch {
    /// The match to play: started now, or as it was started.
    pub fn start(&self) -> SharedMatch {
        match self {
            TableMatch::Opened(opened) => SharedMatch::new(opened.start()),
            TableMatch::Started(m) => m.clone(),
        }
    }
}

impl PartialEq for MatchHandle {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version && Rc::ptr_eq(&self.m, &other.m)
    }
}

pub enum TableMsg {
    Frame(f64),
    Key(Command, f64),
    Hand(usize, Card, f64),
    Centre(usize, Card, f64),
    Gesture(Gesture, f64),
    Target(usize, f64),
    /// A gesture added to your signals, or taken out of them.
    ChangeSignal(Gesture),
    Next(f64),
    Visibility {
        hidden: bool,
        at: f64,
    },
    TogglePalette,
    /// The keys overlay opens or closes: while open, it holds the game paused.
    ToggleHelp(f64),
    TogglePause(f64),
    /// Something the page says at the table from outside the game.
    Notice(Said, f64),
    /// At a table with a friend: a message from the other page, or a change of the
    /// connection.
    #[cfg(feature = "friends")]
    Peer(super::peer_news::PeerMsg),
    /// The host's page with friends: the match's replay is packed, to be sent to them.
    ReplayPacked(Rc<str>, f64),
}

impl Reducible for MatchHandle {
    type Action = TableMsg;

    fn reduce(self: Rc<Self>, msg: TableMsg) -> Rc<Self> {
        let changed = {
            let mut m = self.m.borrow_mut();
            let mut ui = self.toggles.get();
            let was_playing = *m.phase() == MatchPhase::Playing;
            let changed = apply(&mut m, &mut ui, msg);
            if was_playing != (*m.phase() == MatchPhase::Playing) {
                ui.round_changed();
            }
            self.toggles.set(ui);
            changed
        };
        if changed {
            Rc::new(MatchHandle {
                m: self.m.clone(),
                toggles: self.toggles.clone(),
                version: self.version + 1,
                peer: self.peer.clone(),
            })
        } else {
            self
        }
    }
}

/// One message applied to the match and the page's toggles; true when anything on screen
/// may have changed.
fn apply(m: &mut Match, ui: &mut Toggles, msg: TableMsg) -> bool {
    // The page runs no frames while nothing is due: your input first brings the game up to
    // its own moment, as the frame just before it would have.
    if let TableMsg::Key(_, t)
    | TableMsg::Hand(_, _, t)
    | TableMsg::Centre(_, _, t)
    | TableMsg::Gesture(_, t)
    | TableMsg::Target(_, t) = msg
    {
        m.advance(t);
    }
    match msg {
        TableMsg::Frame(t) => return m.advance(t),
        TableMsg::Key(Command::Palette, _) | TableMsg::TogglePalette => ui.palette = !ui.palette,
        TableMsg::Key(Command::Help, t) | TableMsg::ToggleHelp(t) => {
            ui.help = !ui.help;
            m.keys_shown(ui.help, t);
        }
        TableMsg::Key(Command::Cancel, t) => {
            m.command(Command::Cancel, t);
            m.keys_shown(false, t);
            ui.close_all();
        }
        TableMsg::Key(command, t) => {
            if m.command(command, t) {
                ui.acted();
            }
        }
        TableMsg::Gesture(g, t) => {
            if m.gesture(g, t) {
                ui.acted();
            }
        }
        TableMsg::Hand(i, card, t) => m.press_hand(i, card, t),
        TableMsg::Centre(i, card, t) => m.press_centre(i, card, t),
        TableMsg::Target(i, t) => m.pick_target(i, t),
        TableMsg::ChangeSignal(g) => {
            if let Some(set) = m.setup().signals.toggled(g) {
                m.change_signals(set)
            }
        }
        TableMsg::Next(t) => m.next_round(t),
        TableMsg::Visibility { hidden: true, .. } => m.hidden(),
        TableMsg::Visibility { hidden: false, at } => m.shown(at),
        TableMsg::TogglePause(t) => m.toggle_pause(t),
        TableMsg::Notice(text, t) => m.notify(text, t),
        #[cfg(feature = "friends")]
        TableMsg::Peer(msg) => return super::peer_news::apply(m, msg),
        TableMsg::ReplayPacked(text, t) => m.replay_to_friends(&text, t),
    }
    true
}

/// What the table hands the app to keep (the app saves it, through its effects), and how
/// the app's last save went.
#[derive(Clone, PartialEq)]
pub struct Keeping {
    /// The match in progress, for a reload to offer it again (see `Match::save_point`).
    pub on_progress: Callback<InProgress>,
    /// The match ended: its result is counted.
    pub on_finished: Callback<FinishedMatch>,
    /// How the last save went (the table says when saving stops or starts working).
    pub saving: Saving,
}

#[derive(Clone, Properties, PartialEq)]
pub struct TablePageProps {
    /// The match to play.
    pub opened: TableMatch,
    pub settings: Settings,
    /// Back to the home screen.
    pub on_leave: Callback<()>,
    /// Another match with the same set-up and a new deal.
    pub on_again: Callback<()>,
    /// The day number, when this is that day's daily deal.
    #[prop_or_default]
    pub daily: Option<i64>,
    /// Watch the match again.
    #[prop_or_default]
    pub on_replay: Callback<MatchRecord>,
    /// Where the table hands what is kept of its match.
    pub keeping: Keeping,
    /// Things to tell the player as the table opens (a problem with the address).
    #[prop_or_default]
    pub notices: Vec<Notice>,
    /// The first match's end says its captions go off from the next match, and offers to
    /// keep them (see `AppState::offers_captions`).
    #[prop_or_default]
    pub offer_captions: bool,
    #[prop_or_default]
    pub on_keep_captions: Callback<()>,
    /// The connection to the other page, at a table with a friend.
    #[prop_or_default]
    pub peer: Option<Peer>,
}
