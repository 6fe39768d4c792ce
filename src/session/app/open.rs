//! What the app opens: a table (a new match, a resumed one, the lesson) or a replay; and
//! what it says when a game cannot be played.

use std::rc::Rc;

use super::{AppState, Effect, OpenedMatch, OpenedReplay, Problem, Refused, ReplayFrom, Screen};
use crate::session::record::MatchRecord;
use crate::session::tutorial::Lesson;
use crate::session::MatchSetup;

impl AppState {
    pub(super) fn resume(&mut self, record: Rc<MatchRecord>) {
        self.setup = MatchSetup {
            game: record.game.clone(),
            signals: record.signals,
            challenge: None,
        };
        let daily = self.saved.in_progress.as_ref().and_then(|p| p.daily);
        self.new_table(Some(record));
        self.daily = daily;
    }

    pub(super) fn lesson(&mut self) -> Vec<Effect> {
        let effects = self.lesson_seen();
        let opened = OpenedMatch::lesson(Lesson::Signal, self.saved.settings.speed.factor());
        self.notices.clear();
        self.daily = None;
        self.lesson = true;
        self.table = Some(opened);
        self.game += 1;
        self.screen = Screen::Table;
        effects
    }

    /// The first-visit lesson was taken or skipped: remembered, so it is offered no more.
    pub(super) fn lesson_seen(&mut self) -> Vec<Effect> {
        if self.saved.settings.lesson_seen {
            return Vec::new();
        }
        let before = self.saved.settings.clone();
        self.saved.settings.lesson_seen = true;
        let after = self.saved.settings.clone();
        vec![Effect::SaveSettings { before, after }]
    }

    /// Opens the set-up an address asked for: a friend's challenge is offered first, to be
    /// started when the friend is ready; any other game is played at once.
    pub(super) fn open_setup(&mut self) {
        if self.setup.challenge.is_some() {
            self.offer_challenge();
        } else {
            self.new_table(None);
        }
    }

    pub(super) fn offer_challenge(&mut self) {
        self.table = None;
        self.lesson = false;
        self.daily = None;
        self.problem = None;
        self.challenge_offered = true;
        self.screen = Screen::Challenge;
    }

    /// A new match at the table: the set-up's, or the record's when resuming one.
    pub(super) fn new_table(&mut self, resume: Option<Rc<MatchRecord>>) {
        self.challenge_offered = false;
        self.lesson = false;
        self.daily = None;
        self.notices.clear();
        self.problem = None;
        let refused = if resume.is_some() {
            Refused::SavedMatch
        } else {
            Refused::Setup
        };
        self.open_table(resume, refused);
    }

    /// Opens the table for the set-up, or resumes `resume`. A game that cannot be played is
    /// said, and no other game stands in for it.
    pub(super) fn open_table(&mut self, resume: Option<Rc<MatchRecord>>, refused: Refused) {
        // Captions as the table shows them: a newcomer's first match has them on.
        let (speed, captions) = (
            self.saved.settings.speed.factor(),
            self.table_settings().captions,
        );
        let opened = match resume {
            Some(record) => OpenedMatch::resumed(record, speed, captions),
            None => OpenedMatch::new(self.setup.clone(), speed, captions),
        };
        match opened {
            Ok(opened) => {
                // Bots play a resumed match's friends' seats: said once, with the notices.
                self.notices.extend(opened.resume_notice());
                self.table = Some(opened);
                self.game += 1;
                self.screen = Screen::Table;
            }
            Err(why) => {
                self.table = None;
                self.show_problem(refused, Problem::GameUnplayable(why));
            }
        }
    }

    /// Opens a replay of `record`: its game must be one this page can play.
    pub(super) fn open_replay(
        &mut self,
        record: Rc<MatchRecord>,
        from: ReplayFrom,
        refused: Refused,
    ) {
        match OpenedReplay::open(record, from) {
            Ok(opened) => {
                self.replay = Some(opened);
                self.screen = Screen::Replay;
            }
            Err(why) => {
                self.replay = None;
                self.show_problem(refused, Problem::ReplayUnplayable(why));
            }
        }
    }

    pub(super) fn show_problem(&mut self, refused: Refused, problem: Problem) {
        self.problem = Some(problem);
        self.refused = refused;
        self.screen = Screen::LinkProblem;
    }
}
