//! The app's following of the address (a changed `#…`, a packed saved match asked about),
//! its refusals, the remembered set-up and a friend's challenge, as messages and effects.

use super::tests::{
    home, notices, played_once, problem, start_with, step, table_seed, with_match_in_progress, SEED,
};
use super::*;
use crate::bots::{LevelName, Signals};
use crate::engine::Gesture;
use crate::session::challenge::MatchResult;
use crate::session::saved::Saving;

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
            fragment: Fragment::Unreadable(Unreadable::Link(LinkError::Damaged)),
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
    let w = &crate::i18n::english();
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
        people: Vec::new(),
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
        AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, Err(LinkError::Damaged)),
    );
    assert_eq!(table_seed(&opened), (7, 7));
    assert_eq!(opened.saved.in_progress, None);
    assert!(effects.contains(&Effect::DropSavedMatch));
    assert!(
        notices(w, &opened)[0].starts_with(&set_aside(w)),
        "{:?}",
        notices(w, &opened)
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
        AppMsg::RecordRead(RecordFrom::SavedMatch, Err(LinkError::Damaged)),
    );
    assert_eq!(failed.screen, Screen::LinkProblem);
    assert_eq!(failed.refused, Refused::SavedMatch);
    assert_eq!(failed.saved.in_progress, None);
    assert!(effects.contains(&Effect::DropSavedMatch));
}

#[test]
fn each_refusal_says_what_was_refused() {
    let w = &crate::i18n::english();
    let (link, _) = start_with(
        Saved::fresh(false),
        Fragment::Unreadable(Unreadable::Link(LinkError::Damaged)),
        "",
    );
    assert_eq!(link.refused, Refused::Link);
    let (file, _) = step(home(), AppMsg::ReplayFile("junk".into()));
    let (file, _) = step(
        file,
        AppMsg::RecordRead(RecordFrom::ReplayFile, Err(LinkError::Damaged)),
    );
    assert_eq!(file.refused, Refused::ReplayFile);
    let (cut, _) = step(home(), AppMsg::ReplayFile("junk".into()));
    let (cut, _) = step(
        cut,
        AppMsg::RecordRead(RecordFrom::ReplayFile, Err(LinkError::Damaged)),
    );
    assert_eq!(
        problem(w, &cut).as_deref(),
        Some("That file is not a Kemps replay this page can play. It is cut short or altered: its check does not match, so it cannot say which game it was."),
        "what was refused, then why"
    );
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
    let too_big = problem(w, &big).expect("a problem");
    assert!(
        too_big.contains("too big") && too_big.contains("600 MB"),
        "{too_big}"
    );
    let (empty, _) = step(home(), AppMsg::ReplayFile(" \n".into()));
    assert_eq!(empty.refused, Refused::ReplayFile);
    assert!(problem(w, &empty).expect("a problem").contains("empty"));
    let headings = [
        Refused::Link,
        Refused::ReplayFile,
        Refused::SavedMatch,
        Refused::Setup,
    ]
    .map(|r| r.heading(w));
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

/// The notice that the saved match was set aside, in German, before the reason.
#[test]
fn a_saved_match_set_aside_is_said_in_the_words_in_use() {
    use crate::i18n::{built_in, with_words, Lang};
    let saved = with_match_in_progress(42, Some("PACKEDTEXT".into()));
    let (state, _) = start_with(saved, Fragment::Game(MatchSetup::new(7).game), "");
    let (opened, _) = step(
        state,
        AppMsg::RecordRead(RecordFrom::SavedMatchToAsk, Err(LinkError::Damaged)),
    );
    assert_eq!(
        with_words(built_in(Lang::De), |w| notices(w, &opened)),
        ["Die früher gespeicherte laufende Partie konnte nicht gelesen werden und wurde beiseitegelegt. Abgeschnitten oder verändert: Die Prüfsumme stimmt nicht, also lässt sich nicht sagen, welches Spiel es war."]
    );
}
