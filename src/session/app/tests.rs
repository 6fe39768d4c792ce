use super::*;
use crate::bots::{LevelName, Signals};
use crate::engine::Gesture;
use crate::session::challenge::MatchResult;
use crate::session::review::PlayerStats;
use crate::session::saved::{FinishedMatch, InProgress, Saving};
use crate::share::daily::daily_game;

const SEED: u64 = 0x12_3456;

fn start_with(saved: Saved, fragment: Fragment, query: &str) -> (AppState, Vec<Effect>) {
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

fn home() -> AppState {
    start_with(Saved::fresh(false), Fragment::Nothing, "").0
}

/// Saved data of a player who has finished one match.
fn played_once() -> Saved {
    let mut saved = Saved::fresh(false);
    saved.record_finished(&FinishedMatch {
        key: "classic/sharp".into(),
        won: true,
        stats: PlayerStats::default(),
        daily: None,
        summary: "won 5:3".into(),
    });
    saved
}

/// Saved data holding a match in progress on deal `seed`, 12 s in.
fn with_match_in_progress(seed: u64, record: Option<String>) -> Saved {
    let mut saved = played_once();
    let stored = MatchRecord {
        game: MatchSetup::new(seed).game,
        signals: Signals::one(Gesture::Wink),
        entries: Vec::new(),
        time: 12_000,
    }
    .to_stored();
    saved.in_progress = Some(InProgress {
        record: record.unwrap_or(stored),
        daily: Some(20_000),
        label: "Deal X · round 2".into(),
    });
    saved
}

fn step(state: AppState, msg: AppMsg) -> (AppState, Vec<Effect>) {
    update(state, msg)
}

fn table_seed(state: &AppState) -> (u64, u64) {
    let m = state.table.as_ref().expect("a table").0.borrow();
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
    let (state, _) = step(home(), AppMsg::Finished(played_once()));
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
        .0
        .borrow()
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
        AppMsg::RecordRead(RecordFrom::SavedMatch, Err("It is cut short.".into())),
    );
    assert_eq!(failed.screen, Screen::LinkProblem);
    assert_eq!(
        failed.problem.as_deref(),
        Some("The match in progress could not be read. It is cut short.")
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
        AppMsg::RecordRead(RecordFrom::ReplayFile, Err("Why.".into())),
    );
    assert_eq!(
        state.problem.as_deref(),
        Some("That file is not a Kemps replay this page can play. Why.")
    );
}

#[test]
fn a_game_that_cannot_be_played_is_said_and_nothing_stands_in_for_it() {
    let mut setup = MatchSetup::new(3);
    setup.game.teams = 9;
    let (state, _) = step(home(), AppMsg::Start(setup, Speed::Normal));
    assert_eq!(state.screen, Screen::LinkProblem);
    assert!(state.table.is_none());
    let problem = state.problem.expect("a problem");
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
    let mut saved = played_once();
    saved.record_finished(&FinishedMatch {
        key: "classic/sharp".into(),
        won: false,
        stats: PlayerStats::default(),
        daily: Some(20_000),
        summary: "lost 2:5".into(),
    });
    let (state, _) = start_with(saved, Fragment::Nothing, "");
    assert_eq!(
        state.daily_result(20_000).map(|r| r.summary),
        Some("lost 2:5".to_string())
    );
    assert_eq!(
        state.daily_result(20_001),
        None,
        "yesterday's result is not today's"
    );
}

#[test]
fn a_changed_address_opens_as_a_load_would_and_asks_before_replacing_a_match() {
    // Home, then a link pasted into the address bar: the saved data are read again first.
    let (state, effects) = step(
        home(),
        AppMsg::AddressChanged {
            fragment: Fragment::Game(MatchSetup::new(7).game),
            query: String::new(),
        },
    );
    assert_eq!(effects[0], Effect::ReadSaved);
    let (state, effects) = step(state, AppMsg::SavedNow(played_once(), Saving::Saved));
    assert_eq!(state.screen, Screen::Table);
    assert_eq!(table_seed(&state), (7, 7));
    assert!(effects.contains(&Effect::ShowAddress(Address::Game(MatchSetup::new(7).game))));

    // A damaged link, then the corrected one: the problem goes.
    let (state, _) = step(
        state,
        AppMsg::AddressChanged {
            fragment: Fragment::Unreadable("This link is cut short.".into()),
            query: String::new(),
        },
    );
    let (state, _) = step(state, AppMsg::SavedNow(played_once(), Saving::Saved));
    assert_eq!(state.screen, Screen::LinkProblem);
    let (state, _) = step(
        state,
        AppMsg::AddressChanged {
            fragment: Fragment::Game(MatchSetup::new(8).game),
            query: String::new(),
        },
    );
    let (state, _) = step(state, AppMsg::SavedNow(played_once(), Saving::Saved));
    assert_eq!((state.screen, state.problem.clone()), (Screen::Table, None));

    // With a match in progress saved, the new deal asks first.
    let saved = with_match_in_progress(42, None);
    let text = saved.in_progress.clone().expect("saved").record;
    let (state, _) = step(
        state,
        AppMsg::AddressChanged {
            fragment: Fragment::Game(MatchSetup::new(9).game),
            query: String::new(),
        },
    );
    let (state, effects) = step(state, AppMsg::SavedNow(saved, Saving::Saved));
    assert_eq!(
        effects,
        vec![Effect::ReadRecord {
            text: text.as_str().into(),
            from: RecordFrom::SavedMatchToAsk
        }]
    );
    let record = Rc::new(MatchRecord::from_stored(&text).expect("a record"));
    let (state, _) = step(
        state,
        AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, Ok(record)),
    );
    assert_eq!(state.screen, Screen::Ask);
    assert_eq!(state.asked.expect("asked").setup.game.seed, 9);
}

#[test]
fn the_table_at_the_game_the_address_names_stays_as_it_is() {
    let (state, _) = step(home(), AppMsg::Start(MatchSetup::new(42), Speed::Normal));
    let (game, at_table) = (state.game, state.setup.game.clone());
    let (state, effects) = step(
        state,
        AppMsg::AddressChanged {
            fragment: Fragment::Game(at_table),
            query: String::new(),
        },
    );
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!((state.screen, state.game), (Screen::Table, game));
}

#[test]
fn a_packed_saved_match_is_unpacked_and_asked_about_before_a_new_deal_replaces_it() {
    let saved = with_match_in_progress(42, Some("PACKEDTEXT".into()));
    let link = Fragment::Game(MatchSetup::new(7).game);
    let (state, effects) = start_with(saved.clone(), link.clone(), "");
    assert_eq!(state.screen, Screen::Opening);
    assert!(effects.contains(&Effect::ReadRecord {
        text: "PACKEDTEXT".into(),
        from: RecordFrom::SavedMatchToAsk
    }));
    let record = MatchRecord {
        game: MatchSetup::new(42).game,
        signals: Signals::one(Gesture::Wink),
        entries: Vec::new(),
        time: 12_000,
    };
    let (asking, _) = step(
        state.clone(),
        AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, Ok(Rc::new(record))),
    );
    assert_eq!(asking.screen, Screen::Ask);
    let (resumed, _) = step(asking, AppMsg::ResumeAsked);
    assert_eq!(table_seed(&resumed), (42, 42));

    // One that cannot be unpacked is set aside, said, and the link opens.
    let (opened, effects) = step(
        state,
        AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, Err("It is cut short.".into())),
    );
    assert_eq!(table_seed(&opened), (7, 7));
    assert_eq!(opened.saved.in_progress, None);
    assert!(effects.contains(&Effect::DropSavedMatch));
    assert!(
        opened.notices[0].starts_with(SET_ASIDE),
        "{:?}",
        opened.notices
    );

    // A plain address does not need it read: home, with its Resume button.
    let (home, effects) = start_with(saved, Fragment::Nothing, "");
    assert_eq!(home.screen, Screen::Home);
    assert!(home.saved.in_progress.is_some());
    assert!(!effects
        .iter()
        .any(|e| matches!(e, Effect::ReadRecord { .. })));
}

#[test]
fn a_saved_match_that_cannot_be_resumed_is_dropped_so_resume_is_offered_no_more() {
    let saved = with_match_in_progress(42, Some("PACKEDTEXT".into()));
    let (state, _) = start_with(saved, Fragment::Nothing, "");
    let (state, _) = step(state, AppMsg::ResumeSaved);
    let (failed, effects) = step(
        state,
        AppMsg::RecordRead(RecordFrom::SavedMatch, Err("It is cut short.".into())),
    );
    assert_eq!(failed.screen, Screen::LinkProblem);
    assert_eq!(failed.refused, Refused::SavedMatch);
    assert_eq!(failed.saved.in_progress, None);
    assert!(effects.contains(&Effect::DropSavedMatch));
}

#[test]
fn each_refusal_says_what_was_refused() {
    let (link, _) = start_with(
        Saved::fresh(false),
        Fragment::Unreadable("This link is cut short.".into()),
        "",
    );
    assert_eq!(link.refused, Refused::Link);
    let (file, _) = step(home(), AppMsg::ReplayFile("junk".into()));
    let (file, _) = step(
        file,
        AppMsg::RecordRead(RecordFrom::ReplayFile, Err("Why.".into())),
    );
    assert_eq!(file.refused, Refused::ReplayFile);
    let (big, effects) = step(
        home(),
        AppMsg::ReplayFileTooBig {
            bytes: 600 << 20,
            most: 1 << 20,
        },
    );
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::ReadRecord { .. })),
        "nothing is read"
    );
    assert_eq!(big.refused, Refused::ReplayFile);
    let problem = big.problem.expect("a problem");
    assert!(
        problem.contains("too big") && problem.contains("600 MB"),
        "{problem}"
    );
    let (empty, _) = step(home(), AppMsg::ReplayFile(" \n".into()));
    assert_eq!(empty.refused, Refused::ReplayFile);
    assert!(empty.problem.expect("a problem").contains("empty"));
    let headings = [
        Refused::Link,
        Refused::ReplayFile,
        Refused::SavedMatch,
        Refused::Setup,
    ]
    .map(Refused::heading);
    assert!(headings[1].contains("file") && headings[2].contains("match"));
}

#[test]
fn the_set_up_opens_on_the_choices_of_the_last_match_set_up_on_the_next_visit() {
    let mut setup = MatchSetup::new(42);
    setup.set_preset(crate::engine::Preset::Party);
    setup.game.teams = 3;
    setup.game.level = LevelName::Ruthless;
    setup.signals = Signals::new(&[Gesture::Cough, Gesture::Shrug]).expect("signals");
    let (_, effects) = step(home(), AppMsg::Start(setup.clone(), Speed::Quick));
    let Some(Effect::SaveSettings { before, after }) = effects.first() else {
        panic!("the choices are saved: {effects:?}")
    };
    // The next visit: the saved data as this save leaves them.
    let mut saved = played_once();
    saved.settings.take_changes(before, after);
    let text = saved.to_text();
    let (saved, notices) = Saved::load(Some(&text), false, |_| true);
    assert!(notices.is_empty(), "{notices:?}");
    let (next, _) = start_with(saved, Fragment::Nothing, "");
    let edit = next.setup_to_edit();
    assert_eq!(
        (
            edit.game.preset,
            edit.game.teams,
            edit.game.level,
            edit.signals
        ),
        (
            setup.game.preset,
            setup.game.teams,
            setup.game.level,
            setup.signals
        )
    );
    assert_eq!(next.saved.settings.speed, Speed::Quick);
    assert_eq!(edit.game.seed, SEED, "a fresh deal");
}

fn challenge_link() -> (Fragment, MatchResult) {
    let result = MatchResult {
        won: true,
        mine: 3,
        theirs: 5,
        rounds: 8,
        spotted: 2,
    };
    (Fragment::Challenge(MatchSetup::new(7).game, result), result)
}

#[test]
fn a_challenge_opens_on_a_screen_where_the_friend_presses_start() {
    let (link, result) = challenge_link();
    let (state, effects) = start_with(played_once(), link, "");
    assert_eq!(state.screen, Screen::Challenge);
    assert!(state.table.is_none(), "no countdown runs yet");
    assert!(!state.offers_lesson());
    assert!(effects.contains(&Effect::ShowAddress(Address::AsItCame)));
    let (playing, _) = step(state, AppMsg::AcceptChallenge);
    assert_eq!(playing.screen, Screen::Table);
    assert_eq!(table_seed(&playing), (7, 7));
    assert_eq!(playing.setup.challenge, Some(result));
}

#[test]
fn a_newcomer_opening_a_challenge_is_offered_the_lesson_and_comes_back_to_it() {
    let (link, result) = challenge_link();
    let (state, _) = start_with(Saved::fresh(false), link, "");
    assert_eq!(state.screen, Screen::Challenge);
    assert!(state.offers_lesson());
    let (lesson, _) = step(state, AppMsg::Lesson);
    assert!(lesson.lesson && lesson.screen == Screen::Table);
    // "Play your first match" at the lesson's end: the challenge again, with Start.
    let (back, _) = step(lesson, AppMsg::Again);
    assert_eq!(back.screen, Screen::Challenge);
    assert_eq!(back.setup.challenge, Some(result));
    let (playing, _) = step(back, AppMsg::AcceptChallenge);
    assert_eq!(table_seed(&playing), (7, 7));
    assert_eq!(playing.setup.challenge, Some(result));
    assert!(!playing.lesson);
}

#[test]
fn a_challenge_asked_about_over_a_match_in_progress_is_offered_before_it_is_played() {
    let (link, result) = challenge_link();
    let (state, _) = start_with(with_match_in_progress(42, None), link, "");
    assert_eq!(state.screen, Screen::Ask);
    let (offered, _) = step(state, AppMsg::OpenAsked);
    assert_eq!(offered.screen, Screen::Challenge);
    assert_eq!(offered.setup.challenge, Some(result));
}
