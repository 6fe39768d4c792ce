use super::*;
use crate::bots::{LevelName, Signals};
use crate::engine::Scoring;
use crate::engine::{Gesture, Seat};
use crate::friends::lobby::FriendLink;
use crate::session::challenge::MatchResult;
use crate::session::link_error::LinkError;
use crate::session::review::PlayerStats;
use crate::session::saved::{FinishedMatch, InProgress, Progress, Saving, Summary};
use crate::share::daily::daily_game;

pub(super) const SEED: u64 = 0x12_3456;

pub(super) fn start_with(saved: Saved, fragment: Fragment, query: &str) -> (AppState, Vec<Effect>) {
    AppState::start(Start {
        read_record: &|text| MatchRecord::from_stored(text).ok(),
        saved,
        saving: Saving::Saved,
        notices: Vec::new(),
        fragment,
        query,
        fresh_seed: SEED,
    })
}

pub(super) fn home() -> AppState {
    start_with(Saved::fresh(false), Fragment::Nothing, "").0
}

/// Saved data of a player who has finished one match.
pub(super) fn played_once() -> Saved {
    let mut saved = Saved::fresh(false);
    saved.record_finished(&FinishedMatch {
        key: "classic/sharp".into(),
        won: true,
        stats: PlayerStats::default(),
        daily: None,
        summary: points(true, 5, 3),
    });
    saved
}

/// Saved data holding a match in progress on deal `seed`, 12 s in.
pub(super) fn with_match_in_progress(seed: u64, record: Option<String>) -> Saved {
    let mut saved = played_once();
    let stored = MatchRecord {
        game: MatchSetup::new(seed).game,
        signals: Signals::one(Gesture::Wink),
        entries: Vec::new(),
        time: 12_000,
        people: Vec::new(),
    }
    .to_stored();
    saved.in_progress = Some(InProgress {
        record: record.unwrap_or(stored),
        daily: Some(20_000),
        progress: Progress::Deal {
            code: "0000-002D".into(),
            round: 2,
        },
    });
    saved
}

/// A match's summary under points: `mine` to `theirs`, no signal spotted.
pub(super) fn points(won: bool, mine: u32, theirs: u32) -> Summary {
    let result = MatchResult {
        won,
        mine,
        theirs,
        rounds: mine + theirs,
        spotted: 0,
    };
    Summary::Result(Scoring::Points, result)
}

pub(super) fn step(state: AppState, msg: AppMsg) -> (AppState, Vec<Effect>) {
    update(state, msg)
}

/// The state's problem, said in the words `w`.
pub(super) fn problem(w: &crate::i18n::Words, state: &AppState) -> Option<String> {
    state.problem.as_ref().map(|p| p.words(w))
}

/// The state's notices, said in the words `w`.
pub(super) fn notices(w: &crate::i18n::Words, state: &AppState) -> Vec<String> {
    state.notices.iter().map(|n| n.words(w)).collect()
}

pub(super) fn table_seed(state: &AppState) -> (u64, u64) {
    let m = state.table.as_ref().expect("a table").start();
    (m.setup().game.seed, m.setup().game.bots_seed)
}

#[test]
fn a_plain_address_opens_home_and_asks_for_a_fresh_deal_number() {
    let (state, effects) = start_with(Saved::fresh(false), Fragment::Nothing, "");
    assert_eq!(state.screen, Screen::Home);
    assert_eq!(
        effects,
        vec![Effect::DrawSeed, Effect::ShowAddress(Address::Plain)]
    );
}

#[test]
fn a_newcomer_is_offered_the_lesson_once_and_plays_casual_bots_with_captions() {
    let state = home();
    assert!(state.offers_lesson());
    assert_eq!(state.setup.game.level, LevelName::Casual);
    assert!(!state.saved.settings.captions);
    assert!(
        state.table_settings().captions,
        "captions on for a first match"
    );

    let (state, effects) = step(state, AppMsg::SkipLesson);
    assert!(!state.offers_lesson());
    let Some(Effect::SaveSettings { before, after }) = effects.first() else {
        panic!("the choice is saved: {effects:?}")
    };
    assert!(!before.lesson_seen && after.lesson_seen);
    let (_, effects) = step(state, AppMsg::SkipLesson);
    assert!(effects.is_empty(), "nothing more to save");
}

#[test]
fn a_player_with_a_match_behind_them_is_not_offered_the_lesson_nor_forced_captions() {
    let (state, _) = start_with(played_once(), Fragment::Nothing, "");
    assert!(!state.offers_lesson());
    assert!(!state.table_settings().captions);
    assert_eq!(state.setup.game.level, LevelName::Sharp);
    // A match finished: the statistics the app holds are the saved ones.
    let (state, _) = step(home(), AppMsg::FinishedSaved(played_once(), Saving::Saved));
    assert!(!state.offers_lesson());
}

#[test]
fn the_lesson_opens_a_teaching_table_that_the_address_does_not_name() {
    let (state, effects) = step(home(), AppMsg::Lesson);
    assert_eq!(state.screen, Screen::Table);
    assert!(state.lesson && state.saved.settings.lesson_seen);
    assert!(state
        .table
        .as_ref()
        .expect("a table")
        .start()
        .lesson()
        .is_some());
    assert!(effects.contains(&Effect::ShowAddress(Address::Plain)));
    assert!(matches!(effects[0], Effect::SaveSettings { .. }));
}

#[test]
fn the_set_up_screen_opens_on_the_last_set_up_with_a_fresh_deal_for_deal_and_bots() {
    let (state, effects) = step(home(), AppMsg::Go(Screen::Setup));
    assert_eq!(
        effects,
        vec![Effect::DrawSeed],
        "the next fresh deal is drawn"
    );
    let edit = state.setup_to_edit();
    assert_eq!((edit.game.seed, edit.game.bots_seed), (SEED, SEED));
    assert_eq!(edit.game.level, state.setup.game.level);
}

#[test]
fn a_match_set_up_here_drops_a_friends_result_and_keeps_the_speed_it_chose() {
    let mut setup = MatchSetup::new(42);
    setup.challenge = Some(MatchResult {
        won: true,
        mine: 5,
        theirs: 1,
        rounds: 4,
        spotted: 2,
    });
    let (state, effects) = step(home(), AppMsg::Start(setup.clone(), Speed::Fast));
    assert_eq!(state.screen, Screen::Table);
    assert_eq!(state.setup.challenge, None);
    assert_eq!(state.saved.settings.speed, Speed::Fast);
    assert_eq!(table_seed(&state), (42, 42));
    assert_eq!(
        effects.last(),
        Some(&Effect::ShowAddress(Address::Game(setup.game)))
    );
}

#[test]
fn play_again_takes_the_fresh_deal_for_deal_and_bots_and_draws_the_next() {
    let (state, _) = step(home(), AppMsg::Start(MatchSetup::new(42), Speed::Normal));
    let (state, _) = step(state, AppMsg::Seed(77));
    let game = state.game;
    let (state, effects) = step(state, AppMsg::Again);
    assert_eq!(table_seed(&state), (77, 77));
    assert_eq!(state.game, game + 1, "a new table");
    assert_eq!(effects[0], Effect::DrawSeed);
    assert!(matches!(&effects[1], Effect::ShowAddress(Address::Game(_))));
}

#[test]
fn a_challenge_is_dropped_by_play_again_and_by_the_daily_deal() {
    let result = MatchResult {
        won: false,
        mine: 2,
        theirs: 5,
        rounds: 6,
        spotted: 1,
    };
    let link = Fragment::Challenge(MatchSetup::new(7).game, result);
    let (state, _) = start_with(played_once(), link, "");
    assert_eq!(state.setup.challenge, Some(result));
    let (again, _) = step(state.clone(), AppMsg::Again);
    assert_eq!(again.setup.challenge, None);
    let (daily, _) = step(
        state,
        AppMsg::Daily {
            day: 20_000,
            game: daily_game(20_000),
        },
    );
    assert_eq!(daily.setup.challenge, None);
    assert_eq!(daily.daily, Some(20_000));
    assert_eq!(daily.setup.game, daily_game(20_000));
}

#[test]
fn a_deal_in_the_address_asks_before_replacing_the_match_in_progress() {
    let link = Fragment::Game(MatchSetup::new(7).game);
    let (state, effects) = start_with(with_match_in_progress(42, None), link, "");
    assert_eq!(state.screen, Screen::Ask);
    assert!(effects.contains(&Effect::ShowAddress(Address::AsItCame)));
    let asked = state.asked.clone().expect("asked");
    assert!(!asked.same);

    let (resumed, _) = step(state.clone(), AppMsg::ResumeAsked);
    assert_eq!(table_seed(&resumed), (42, 42));
    assert_eq!(resumed.daily, Some(20_000), "a daily match stays the day's");
    let (opened, _) = step(state, AppMsg::OpenAsked);
    assert_eq!(table_seed(&opened), (7, 7));
    assert_eq!(opened.daily, None);
}

#[test]
fn the_saved_match_is_read_then_resumed_and_a_failure_says_it_was_the_saved_match() {
    let w = &crate::i18n::english();
    let (state, _) = start_with(with_match_in_progress(42, None), Fragment::Nothing, "");
    let text = state
        .saved
        .in_progress
        .as_ref()
        .expect("saved")
        .record
        .clone();
    let (waiting, effects) = step(state, AppMsg::ResumeSaved);
    assert_eq!(waiting.screen, Screen::Home);
    assert_eq!(
        effects,
        vec![Effect::ReadRecord {
            text: text.as_str().into(),
            from: RecordFrom::SavedMatch
        }]
    );
    let record = Rc::new(MatchRecord::from_stored(&text).expect("a record"));
    let (resumed, effects) = step(
        waiting.clone(),
        AppMsg::RecordRead(RecordFrom::SavedMatch, Ok(record)),
    );
    assert_eq!(resumed.screen, Screen::Table);
    assert_eq!(table_seed(&resumed), (42, 42));
    assert_eq!(resumed.daily, Some(20_000), "a daily match stays the day's");
    assert!(matches!(
        &effects[..],
        [Effect::ShowAddress(Address::Game(_))]
    ));

    let (failed, _) = step(
        waiting,
        AppMsg::RecordRead(RecordFrom::SavedMatch, Err(LinkError::Damaged)),
    );
    assert_eq!(failed.screen, Screen::LinkProblem);
    assert_eq!(
        problem(w, &failed).as_deref(),
        Some("The match in progress could not be read. It is cut short or altered: its check does not match, so it cannot say which game it was.")
    );
}

#[test]
fn a_replay_link_is_unpacked_before_it_is_watched_and_keeps_its_address_meanwhile() {
    let (state, effects) = start_with(Saved::fresh(false), Fragment::Replay("abc".into()), "");
    assert_eq!(state.screen, Screen::Opening);
    assert_eq!(
        effects,
        vec![
            Effect::DrawSeed,
            Effect::ReadRecord {
                text: "abc".into(),
                from: RecordFrom::ReplayLink
            },
            Effect::ShowAddress(Address::AsItCame)
        ]
    );
    let record = Rc::new(MatchRecord {
        game: MatchSetup::new(5).game,
        signals: Signals::one(Gesture::Wink),
        entries: Vec::new(),
        time: 0,
        people: Vec::new(),
    });
    let (watching, effects) = step(
        state,
        AppMsg::RecordRead(RecordFrom::ReplayLink, Ok(record.clone())),
    );
    assert_eq!(watching.screen, Screen::Replay);
    assert_eq!(effects, vec![Effect::ShowAddress(Address::Replay(record))]);
}

#[test]
fn a_replay_file_that_cannot_be_read_says_it_is_the_file() {
    let w = &crate::i18n::english();
    let (state, effects) = step(home(), AppMsg::ReplayFile("junk".into()));
    assert_eq!(
        effects,
        vec![Effect::ReadRecord {
            text: "junk".into(),
            from: RecordFrom::ReplayFile
        }]
    );
    let (state, _) = step(
        state,
        AppMsg::RecordRead(RecordFrom::ReplayFile, Err(LinkError::Damaged)),
    );
    assert_eq!(
        problem(w, &state).as_deref(),
        Some("That file is not a Kemps replay this page can play. It is cut short or altered: its check does not match, so it cannot say which game it was.")
    );
}

#[test]
fn a_game_that_cannot_be_played_is_said_and_nothing_stands_in_for_it() {
    let w = &crate::i18n::english();
    let mut setup = MatchSetup::new(3);
    setup.game.teams = 9;
    let (state, _) = step(home(), AppMsg::Start(setup, Speed::Normal));
    assert_eq!(state.screen, Screen::LinkProblem);
    assert!(state.table.is_none());
    let problem = problem(w, &state).expect("a problem");
    assert!(
        problem.starts_with("This game cannot be played here: "),
        "{problem}"
    );
}

#[test]
fn home_reads_the_saved_data_again_and_settings_are_saved_as_changes() {
    let (state, effects) = step(home(), AppMsg::Go(Screen::Home));
    assert_eq!(effects, vec![Effect::ReadSaved]);
    let (state, _) = step(state, AppMsg::SavedNow(played_once(), Saving::Full));
    assert!(!state.saved.stats.first_match());
    assert_eq!(state.saving, Saving::Full);

    let mut after = state.saved.settings.clone();
    after.sound = false;
    let before = state.saved.settings.clone();
    let (state, effects) = step(state, AppMsg::Settings(after.clone()));
    assert_eq!(state.saved.settings, after);
    assert_eq!(effects, vec![Effect::SaveSettings { before, after }]);
    // What became of the save is what the settings screen says.
    let (state, _) = step(state, AppMsg::Saving(Saving::Refused));
    assert_eq!(state.saving, Saving::Refused);
}

#[test]
fn a_speed_in_the_address_is_the_speed_the_table_plays_at() {
    let (state, _) = start_with(Saved::fresh(false), Fragment::Nothing, "?seed=4&speed=fast");
    assert_eq!(state.screen, Screen::Table);
    assert_eq!(state.saved.settings.speed, Speed::Fast);
    assert_eq!(table_seed(&state), (4, 4));
}

#[test]
fn the_home_screen_shows_todays_daily_result_only() {
    let w = &crate::i18n::english();
    let mut saved = played_once();
    saved.record_finished(&FinishedMatch {
        key: "classic/sharp".into(),
        won: false,
        stats: PlayerStats::default(),
        daily: Some(20_000),
        summary: points(false, 2, 5),
    });
    let (state, _) = start_with(saved, Fragment::Nothing, "");
    assert_eq!(
        state.daily_result(20_000).map(|r| r.summary.words(w)),
        Some("lost 2:5, 0 signals spotted".to_string())
    );
    assert_eq!(
        state.daily_result(20_001),
        None,
        "yesterday's result is not today's"
    );
}

#[test]
fn playing_with_a_friend_opens_the_invite_on_a_fresh_deal_of_the_set_up_and_keeps_the_match_in_progress(
) {
    let (state, _) = start_with(with_match_in_progress(42, None), Fragment::Nothing, "");
    let in_progress = state.saved.in_progress.clone();
    let (state, effects) = update(state, AppMsg::PlayWithFriend);
    assert_eq!(state.screen, Screen::Friend);
    assert_eq!(
        effects.first(),
        Some(&Effect::DrawSeed),
        "the deal is taken: draw the next"
    );
    let Some(FriendOpening::Host(setup)) = &state.friend else {
        panic!("the host's invite");
    };
    assert_eq!(setup.game.seed, SEED, "the fresh deal");
    assert_eq!(
        state.address(),
        Address::InviteAFriend,
        "`?friend`: a reload comes back to inviting, and the invite's deal is not in the address bar"
    );
    // Once the table with friends is open, a reload offers to resume its match instead.
    let (seated, effects) = update(state.clone(), AppMsg::FriendSeated);
    assert_eq!(seated.address(), Address::Plain);
    assert!(effects.contains(&Effect::ShowAddress(Address::Plain)));
    assert_eq!(
        state.saved.in_progress, in_progress,
        "the match in progress is kept"
    );
    // From the set-up: its rules, table, bots and speed, remembered as a set-up is.
    let mut chosen = MatchSetup::new(99);
    chosen.game.teams = 3;
    chosen.game.level = LevelName::Ruthless;
    let (state, effects) = update(home(), AppMsg::InviteWith(chosen.clone(), Speed::Fast));
    assert_eq!(state.friend, Some(FriendOpening::Host(chosen)));
    assert_eq!(state.saved.settings.speed, Speed::Fast);
    assert_eq!(
        state.saved.settings.last_setup.map(|s| s.level),
        Some(LevelName::Ruthless)
    );
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::SaveSettings { .. })));
}

#[test]
fn a_page_without_friend_play_hands_its_whole_set_up_to_the_page_with_it() {
    // Chosen on the page without friend play: rules changed, three teams, two signals.
    let mut chosen = MatchSetup::new(99);
    chosen.game.teams = 3;
    chosen.game.level = LevelName::Ruthless;
    chosen.game.options.word = Some("PIGS".into());
    chosen.signals = Signals::new(&[Gesture::EarTug, Gesture::Cough]).unwrap();
    let (state, _) = update(home(), AppMsg::InviteWith(chosen.clone(), Speed::Relaxed));
    let address = state.friend_build_address().expect("an address to go to");
    let (query, fragment) = address.split_once('#').expect("the game in the fragment");
    assert!(query.starts_with("?friend&"), "{address}");
    // The page with friend play, opened at that address, invites to the very same match, at
    // the same speed.
    let (state, _) = start_with(
        with_match_in_progress(42, None),
        crate::links::read_fragment(&format!("#{fragment}")),
        query,
    );
    assert_eq!(state.screen, Screen::Friend);
    assert_eq!(state.friend, Some(FriendOpening::Host(chosen)));
    assert_eq!(state.saved.settings.speed, Speed::Relaxed);
    assert_eq!(
        state.address(),
        Address::InviteAFriend,
        "then the address is `?friend` alone: the deal is off it"
    );
    // `?friend` alone: the last set-up, on a fresh deal.
    let (state, _) = start_with(Saved::fresh(false), Fragment::Nothing, "?friend");
    assert_eq!(
        state.friend,
        Some(FriendOpening::Host(home().setup_to_edit()))
    );
    // An invitation or a reply is in the address already: the page loads it as it is.
    let link = FriendLink::Reply("reply=ABC".into());
    let (state, _) = start_with(
        Saved::fresh(false),
        Fragment::Friend(link.clone()),
        "?friend",
    );
    assert_eq!(
        state.friend,
        Some(FriendOpening::Link(link)),
        "an invitation or a reply comes first"
    );
    assert_eq!(state.friend_build_address(), None);
}

#[test]
fn an_invitation_in_the_address_opens_the_friend_screen_and_stays_in_the_address() {
    let link = FriendLink::Reply("reply=ABC".into());
    let (state, _) = start_with(
        with_match_in_progress(42, None),
        Fragment::Friend(link.clone()),
        "",
    );
    assert_eq!(
        state.screen,
        Screen::Friend,
        "no question: a friend's match replaces nothing"
    );
    assert_eq!(state.friend, Some(FriendOpening::Link(link)));
    assert_eq!(state.address(), Address::AsItCame);
}

/// A match with friends saved on the host's page resumes with a bot in each friend's seat,
/// said once with the notices, and its deal stays out of the address.
#[test]
fn a_saved_match_with_friends_resumes_with_bots_said_in_the_notices() {
    let w = &crate::i18n::english();
    let record = MatchRecord {
        game: MatchSetup::new(42).game,
        signals: Signals::one(Gesture::Wink),
        entries: Vec::new(),
        time: 12_000,
        people: vec![Seat::at(2)],
    };
    let saved = with_match_in_progress(42, Some(record.to_stored()));
    let (state, _) = start_with(saved, Fragment::Nothing, "");
    let (resumed, effects) = step(
        state,
        AppMsg::RecordRead(RecordFrom::SavedMatch, Ok(Rc::new(record))),
    );
    assert_eq!(resumed.screen, Screen::Table);
    assert_eq!(
        notices(w, &resumed),
        ["Your friend's connection ended with the page: a bot plays Bram's seat."]
    );
    let m = resumed.table.as_ref().expect("a table").start();
    assert!(m.runner().expect("the table").bot(Seat::at(2)).is_some());
    assert!(m.seats_waiting().is_empty());
    assert!(matches!(
        &effects[..],
        [Effect::ShowAddress(Address::Plain)]
    ));
}

/// The table hands what is kept of its match to the app, whose effects save it: the match in
/// progress, then the finished match, whose counted data come back with how the save went.
#[test]
fn the_table_s_match_is_kept_through_the_app_s_effects() {
    let w = &crate::i18n::english();
    let (state, _) = start_with(Saved::fresh(false), Fragment::Nothing, "");
    let in_progress = InProgress {
        record: "A RECORD".into(),
        daily: None,
        progress: Progress::Friends { round: 2 },
    };
    let (state, effects) = step(state, AppMsg::Progress(in_progress.clone()));
    assert_eq!(effects, [Effect::SaveProgress(in_progress)]);
    let finished = FinishedMatch {
        key: "classic/sharp".into(),
        won: true,
        stats: PlayerStats::default(),
        daily: Some(20_000),
        summary: points(true, 5, 3),
    };
    let (state, effects) = step(state, AppMsg::Finished(finished.clone()));
    assert_eq!(effects, [Effect::SaveFinished(finished.clone())]);
    let mut counted = state.saved.clone();
    counted.record_finished(&finished);
    let (state, effects) = step(state, AppMsg::FinishedSaved(counted.clone(), Saving::Full));
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!((&state.saved, state.saving), (&counted, Saving::Full));
    assert_eq!(
        state.daily_result(20_000).map(|r| r.summary.words(w)),
        Some("won 5:3, 0 signals spotted".to_string())
    );
}
