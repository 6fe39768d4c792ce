//! The app as a state machine: `update(state, msg) -> (state, effects)`. It decides every
//! move between screens — what the address opens, when to ask before replacing the match in
//! progress, which deal a new match gets, when the lesson is offered, what settings the table
//! plays with — and says what the browser must do as plain data (`Effect`). The browser shell
//! (`ui::app`) renders the state, carries out the effects and feeds their results back as
//! messages; storage, randomness, the address bar and the clipboard are touched only there.

#[cfg(test)]
mod captions_tests;
mod follow;
#[cfg(test)]
mod follow_tests;
mod friend;
mod open;
mod opened;
pub mod opening;
mod problem;
mod refused;
#[cfg(test)]
mod tests;

use crate::i18n::Words;
use std::rc::Rc;

pub use follow::PendingAddress;
pub use friend::FriendOpening;
pub use opened::{OpenedMatch, OpenedReplay, ReplayFrom};
pub use problem::{set_aside, Notice, Problem, Unreadable};
pub use refused::Refused;

use super::link_error::LinkError;
use super::record::MatchRecord;
use super::saved::{DailyResult, FinishedMatch, InProgress, Saved, Saving};
use super::settings::LastSetup;
use super::{MatchSetup, Settings, Speed};
use crate::game_id::GameId;
use opening::{Fragment, Unfinished};

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Setup,
    Table,
    HowTo,
    Settings,
    Stats,
    Replay,
    LinkProblem,
    /// A match is in progress and the address asks for a game.
    Ask,
    /// A replay is being unpacked and read.
    Opening,
    /// A friend's challenge, before it is played: what to beat, and Start.
    Challenge,
    /// The way to a friend's table, and the table once it opens (see `friends::lobby`).
    Friend,
}

/// The game an address asked for while a match was in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    pub setup: MatchSetup,
    pub unfinished: Unfinished,
    /// The address names the very game in progress (a reload).
    pub same: bool,
}

/// Where a match's record comes from: it decides what a failure to read it says, and what
/// is done with it once read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFrom {
    ReplayLink,
    ReplayFile,
    /// The match in progress, in the saved data (packed, when an earlier version saved it).
    SavedMatch,
    /// The match in progress, read to ask before an address replaces it.
    SavedMatchToAsk,
}

impl RecordFrom {
    /// The sentence that heads the reason a replay of this origin cannot be read.
    pub fn refusal(self, w: &Words) -> String {
        match self {
            RecordFrom::ReplayLink => tr!(w, LINK_REPLAY_LINK_UNREADABLE),
            RecordFrom::ReplayFile => tr!(w, LINK_REPLAY_FILE_UNREADABLE),
            RecordFrom::SavedMatch | RecordFrom::SavedMatchToAsk => {
                tr!(w, LINK_SAVED_MATCH_UNREADABLE)
            }
        }
    }
}

/// What the address bar shows: the game at the table, the replay being watched, inviting a
/// friend, nothing, or the address as it came (a problem, a question, a replay being opened).
#[derive(Clone, Debug, PartialEq)]
pub enum Address {
    AsItCame,
    Plain,
    /// `?friend` alone: reloading the page, or opening the address again, comes back to
    /// inviting a friend. The invite's deal stays off the address bar.
    InviteAFriend,
    Game(GameId),
    Replay(Rc<MatchRecord>),
}

/// What the browser shell must do for the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Draw a fresh deal number and send it back as `AppMsg::Seed`.
    DrawSeed,
    /// Take the settings' changes from `before` to `after` into what is stored (only what
    /// changed here: another tab's changes stay), and send back `AppMsg::Saving`.
    SaveSettings { before: Settings, after: Settings },
    /// Read the saved data again (another tab may have written) and send them back as
    /// `AppMsg::SavedNow`.
    ReadSaved,
    /// Read a match's record from its text (unpacked by the browser when it is packed) and
    /// send back `AppMsg::RecordRead`.
    ReadRecord { text: Rc<str>, from: RecordFrom },
    /// Show this in the address bar (a replay is packed into a link first).
    ShowAddress(Address),
    /// Drop the match in progress from what is stored (it cannot be read), and send back
    /// `AppMsg::Saving`.
    DropSavedMatch,
    /// Keep the match in progress in what is stored (for a reload to offer it again), and
    /// send back `AppMsg::Saving`.
    SaveProgress(InProgress),
    /// Count a finished match into what is stored (its statistics, the day's result; no
    /// match in progress any more), and send back `AppMsg::FinishedSaved`.
    SaveFinished(FinishedMatch),
}

#[derive(Clone, Debug, PartialEq)]
pub enum AppMsg {
    Go(Screen),
    /// A fresh deal number, drawn by the shell.
    Seed(u64),
    Start(MatchSetup, Speed),
    /// Play again with a fresh deal.
    Again,
    /// The daily deal of day `day`.
    Daily {
        day: i64,
        game: GameId,
    },
    /// Resume the match in progress of the saved data.
    ResumeSaved,
    /// Resume the match in progress the address would have replaced.
    ResumeAsked,
    /// Open the game the address asked for, replacing the match in progress.
    OpenAsked,
    Settings(Settings),
    /// The saved data as stored now, and what became of the last save.
    SavedNow(Saved, Saving),
    /// What became of a save of the settings.
    Saving(Saving),
    /// The match at the table has got somewhere worth keeping (see `Match::save_point`).
    Progress(InProgress),
    /// The match at the table ended.
    Finished(FinishedMatch),
    /// A finished match was counted: the saved data as stored now, and how the save went.
    FinishedSaved(Saved, Saving),
    /// Watch a finished match again.
    Replay(Rc<MatchRecord>),
    /// A replay file's text, read from disk.
    ReplayFile(String),
    /// A replay file too big to be read: its size, and the most a replay file holds, in bytes.
    ReplayFileTooBig {
        bytes: u64,
        most: u64,
    },
    /// The address's `#…` changed under the open page (a link pasted into the address bar).
    AddressChanged {
        fragment: Fragment,
        query: String,
    },
    /// A match's record, read (or why not).
    RecordRead(RecordFrom, Result<Rc<MatchRecord>, LinkError>),
    /// The first match that teaches, at its first lesson.
    Lesson,
    /// The first-visit lesson is not wanted: it is no longer offered.
    SkipLesson,
    /// Play the friend's challenge on offer.
    AcceptChallenge,
    /// Keep the gesture captions the first match had on: they are saved on.
    KeepCaptions,
    /// Invite a friend to a match of the last set-up.
    PlayWithFriend,
    /// The host's table with friends opened on the friend screen.
    FriendSeated,
    /// Invite a friend to a match of this set-up, at this speed (from the set-up screen).
    InviteWith(MatchSetup, Speed),
}

/// What the page starts from: the saved data, the address, and a fresh deal number.
pub struct Start<'a> {
    /// Reads the match in progress as saved (handed in: the formats are `share`'s).
    pub read_record: &'a dyn Fn(&str) -> Option<MatchRecord>,
    pub saved: Saved,
    /// What became of reading them: whether this page can save at all.
    pub saving: Saving,
    /// What could not be kept of the saved data, or that nothing will be.
    pub notices: Vec<Notice>,
    pub fragment: Fragment,
    pub query: &'a str,
    pub fresh_seed: u64,
}

#[derive(Clone, PartialEq)]
pub struct AppState {
    pub screen: Screen,
    pub saved: Saved,
    /// What became of the last save, for the settings and stats screens to say.
    pub saving: Saving,
    /// The last match set up: the set-up screen and Play again start from it.
    pub setup: MatchSetup,
    /// A fresh deal number, ready for the next new deal (the shell draws the next one).
    pub fresh_seed: u64,
    /// Changes with every new match, so the table is built afresh.
    pub game: u64,
    /// The match the table plays, once opened.
    pub table: Option<OpenedMatch>,
    /// The day number, when the table plays that day's daily deal.
    pub daily: Option<i64>,
    pub replay: Option<OpenedReplay>,
    pub problem: Option<Problem>,
    /// What the problem refused.
    pub refused: Refused,
    /// An address to open once the match in progress is read.
    pub pending: Option<Rc<PendingAddress>>,
    /// Things to tell the player: problems with the address or the saved data.
    pub notices: Vec<Notice>,
    pub asked: Option<Rc<Asked>>,
    /// The table is the first match that teaches (the address does not name it).
    pub lesson: bool,
    /// A friend's challenge (the set-up's) is on offer: the lesson comes back to it.
    pub challenge_offered: bool,
    /// The friend screen's opening, while it is on screen.
    pub friend: Option<FriendOpening>,
    /// The host's table with friends is open (the friend screen said so): the address no
    /// longer invites, so that a reload offers to resume the match.
    pub friend_seated: bool,
}

impl AppState {
    /// The state the page opens in, and what the shell must do first.
    pub fn start(start: Start) -> (AppState, Vec<Effect>) {
        let Start {
            read_record,
            saved,
            saving,
            notices,
            fragment,
            query,
            fresh_seed,
        } = start;
        let mut state = AppState {
            screen: Screen::Home,
            setup: first_setup(&saved, fresh_seed),
            fresh_seed,
            saved,
            saving,
            game: 0,
            table: None,
            daily: None,
            replay: None,
            problem: None,
            refused: Refused::Link,
            pending: None,
            notices: Vec::new(),
            asked: None,
            lesson: false,
            challenge_offered: false,
            friend: None,
            friend_seated: false,
        };
        if let Some(speed) = super::address::read_query(query).speed {
            state.saved.settings.speed = speed;
        }
        let mut effects = vec![Effect::DrawSeed];
        let pending = PendingAddress {
            fragment,
            query: query.to_string(),
            notices,
        };
        let in_progress = state.saved.in_progress.as_ref();
        match in_progress.map(|p| (read_record(&p.record), p.progress.clone())) {
            // Saved by an earlier version (packed): the browser unpacks it, if it must be
            // asked about.
            Some((None, _)) => {
                state.pending = Some(Rc::new(pending));
                effects.extend(state.saved_read());
            }
            Some((Some(record), progress)) => {
                effects.extend(state.open_address(pending, Some(Unfinished { record, progress })));
            }
            None => effects.extend(state.open_address(pending, None)),
        }
        effects.push(Effect::ShowAddress(state.address()));
        (state, effects)
    }

    /// The settings the table and the replay play with: captions are on for a newcomer's
    /// first match, unless the player set them in Settings, whose choice stands.
    pub fn table_settings(&self) -> Settings {
        let settings = &self.saved.settings;
        let newcomer = self.saved.stats.first_match() && !settings.captions_chosen;
        Settings {
            captions: settings.captions || newcomer,
            ..settings.clone()
        }
    }

    /// Whether the end of the first match says that its gesture captions, on for a newcomer,
    /// go off from the next match, and offers to keep them: once that match is saved, while
    /// the settings have them off.
    pub fn offers_captions(&self) -> bool {
        let settings = &self.saved.settings;
        !settings.captions && !settings.captions_chosen && self.saved.stats.totals().played == 1
    }

    /// Whether the home screen offers the one-minute lesson: on a first visit only, until it
    /// is taken or skipped.
    pub fn offers_lesson(&self) -> bool {
        !self.saved.settings.lesson_seen && self.saved.stats.first_match()
    }

    /// Today's daily deal result, once played: the first result of the day stands.
    pub fn daily_result(&self, today: i64) -> Option<DailyResult> {
        self.saved.daily.clone().filter(|r| r.day == today)
    }

    /// The set-up the set-up screen opens on: the last one, with a fresh deal.
    pub fn setup_to_edit(&self) -> MatchSetup {
        self.setup.with_deal(self.fresh_seed)
    }

    /// What the address bar shows for this state.
    pub fn address(&self) -> Address {
        match self.screen {
            Screen::LinkProblem | Screen::Ask | Screen::Opening | Screen::Challenge => {
                Address::AsItCame
            }
            // An invitation stays in the address: opening it again takes the seat back.
            Screen::Friend if matches!(self.friend, Some(FriendOpening::Link(_))) => {
                Address::AsItCame
            }
            // At the host's table, a reload offers to resume the match: the address is plain.
            Screen::Friend if self.friend_seated => Address::Plain,
            Screen::Friend => Address::InviteAFriend,
            // A match with friends (resumed on the host's page) keeps its deal to itself.
            Screen::Table if !self.lesson && !self.table_shared() => {
                Address::Game(self.setup.game.clone())
            }
            Screen::Replay => match &self.replay {
                Some(opened) => Address::Replay(opened.record.clone()),
                None => Address::Plain,
            },
            _ => Address::Plain,
        }
    }

    /// Whether the table is a match with friends (see `Match::shared`).
    fn table_shared(&self) -> bool {
        self.table.as_ref().is_some_and(OpenedMatch::shared)
    }
}

/// The app's one transition: the next state, and what the shell must do.
pub fn update(mut state: AppState, msg: AppMsg) -> (AppState, Vec<Effect>) {
    let (address, game) = (state.address(), state.game);
    let mut effects = state.apply(msg);
    // The address follows what is on screen, and a new match at the same address is shown
    // again (the address bar may have been edited meanwhile).
    if state.address() != address || state.game != game {
        effects.push(Effect::ShowAddress(state.address()));
    }
    (state, effects)
}

impl AppState {
    fn apply(&mut self, msg: AppMsg) -> Vec<Effect> {
        match msg {
            AppMsg::Go(screen) => return self.go(screen),
            AppMsg::Seed(seed) => self.fresh_seed = seed,
            AppMsg::Start(setup, speed) => return self.start_set_up(setup, speed),
            AppMsg::InviteWith(setup, speed) => return self.invite_with(setup, speed),
            // After the lesson, the friend's challenge that offered it.
            AppMsg::Again if self.lesson && self.challenge_offered => self.offer_challenge(),
            AppMsg::Again => return self.again(),
            AppMsg::Daily { day, game } => {
                self.setup.challenge = None;
                self.setup.game = game;
                self.new_table(None);
                self.daily = Some(day);
            }
            AppMsg::ResumeSaved => {
                if let Some(p) = &self.saved.in_progress {
                    return vec![Effect::ReadRecord {
                        text: p.record.as_str().into(),
                        from: RecordFrom::SavedMatch,
                    }];
                }
            }
            AppMsg::ResumeAsked => {
                if let Some(asked) = self.asked.clone() {
                    self.resume(Rc::new(asked.unfinished.record.clone()));
                }
            }
            AppMsg::OpenAsked => {
                if let Some(asked) = self.asked.take() {
                    self.setup = asked.setup.clone();
                    self.open_setup();
                }
            }
            AppMsg::AcceptChallenge => self.new_table(None),
            AppMsg::PlayWithFriend => return self.play_with_friend(),
            AppMsg::FriendSeated => self.friend_seated = true,
            AppMsg::KeepCaptions => return self.keep_captions(),
            AppMsg::Settings(after) => {
                let before = std::mem::replace(&mut self.saved.settings, after.clone());
                return vec![Effect::SaveSettings { before, after }];
            }
            AppMsg::SavedNow(saved, saving) => {
                self.saved = saved;
                self.saving = saving;
                return self.saved_read();
            }
            AppMsg::Saving(saving) => self.saving = saving,
            AppMsg::Progress(in_progress) => return vec![Effect::SaveProgress(in_progress)],
            AppMsg::Finished(finished) => return vec![Effect::SaveFinished(finished)],
            AppMsg::FinishedSaved(saved, saving) => {
                self.saved = saved;
                self.saving = saving;
            }
            AppMsg::Replay(record) => {
                self.open_replay(record, ReplayFrom::MatchJustPlayed, Refused::Link)
            }
            AppMsg::ReplayFile(text) => return self.replay_file(text),
            AppMsg::ReplayFileTooBig { bytes, most } => self.replay_file_too_big(bytes, most),
            AppMsg::AddressChanged { fragment, query } => {
                return self.address_changed(fragment, query)
            }
            AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, read) => {
                return self.in_progress_read(read)
            }
            AppMsg::RecordRead(from, read) => return self.record_read(from, read),
            AppMsg::Lesson => return self.lesson(),
            AppMsg::SkipLesson => return self.lesson_seen(),
        }
        Vec::new()
    }

    /// Another match with the same set-up, on the fresh deal; the deal is taken, so the
    /// shell draws the next.
    fn again(&mut self) -> Vec<Effect> {
        self.setup = self.setup.with_deal(self.fresh_seed);
        self.setup.challenge = None;
        self.new_table(None);
        vec![Effect::DrawSeed]
    }

    /// The captions the first match had on are kept: saved on, as chosen.
    fn keep_captions(&mut self) -> Vec<Effect> {
        let before = self.saved.settings.clone();
        self.saved.settings.captions = true;
        self.saved.settings.captions_chosen = true;
        let after = self.saved.settings.clone();
        vec![Effect::SaveSettings { before, after }]
    }

    /// A match set up on the set-up screen: its choices are remembered for the next visit.
    fn start_set_up(&mut self, setup: MatchSetup, speed: Speed) -> Vec<Effect> {
        let effects = self.remember_set_up(setup, speed);
        self.new_table(None);
        effects
    }

    /// A set-up chosen here becomes the last one, and its speed the setting.
    pub(super) fn remember_set_up(&mut self, setup: MatchSetup, speed: Speed) -> Vec<Effect> {
        // A friend's result belongs to their deal: a match set up here has none.
        self.setup = MatchSetup {
            challenge: None,
            ..setup
        };
        let before = self.saved.settings.clone();
        self.saved.settings.speed = speed;
        self.saved.settings.last_setup = Some(LastSetup {
            preset: self.setup.game.preset,
            teams: self.setup.game.teams,
            level: self.setup.game.level,
            signals: self.setup.signals,
        });
        let after = self.saved.settings.clone();
        if before == after {
            return Vec::new();
        }
        vec![Effect::SaveSettings { before, after }]
    }

    fn go(&mut self, screen: Screen) -> Vec<Effect> {
        self.screen = screen;
        match screen {
            // Another tab may have changed the saved data (a match finished there).
            Screen::Home => vec![Effect::ReadSaved],
            // The set-up screen took the fresh deal: draw the next.
            Screen::Setup => vec![Effect::DrawSeed],
            _ => Vec::new(),
        }
    }
}

/// The set-up a page starts with: the choices of the last match set up, or for a newcomer's
/// first match Casual bots.
fn first_setup(saved: &Saved, seed: u64) -> MatchSetup {
    let mut setup = if saved.stats.first_match() {
        MatchSetup::first(seed)
    } else {
        MatchSetup::new(seed)
    };
    if let Some(last) = saved.settings.last_setup {
        setup.set_preset(last.preset);
        setup.game.teams = last.teams;
        setup.game.level = last.level;
        setup.signals = last.signals;
    }
    setup
}
