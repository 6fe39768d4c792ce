//! Gesture captions: on for a newcomer's first match, offered to keep at its end, and as
//! Settings says once the player has set them there.

use super::tests::{home, played_once, points, start_with, step};
use super::*;
use crate::session::review::PlayerStats;
use crate::session::saved::FinishedMatch;

#[test]
fn the_first_matchs_end_offers_to_keep_the_captions_it_had_on() {
    // A newcomer's first match has captions on, whatever the settings say: nothing to offer.
    let newcomer = home();
    assert!(newcomer.table_settings().captions);
    assert!(!newcomer.offers_captions());
    // With the first match saved, they would go off: the match end says so.
    let (state, _) = start_with(played_once(), Fragment::Nothing, "");
    assert!(!state.table_settings().captions);
    assert!(state.offers_captions());
    // Keeping them saves the setting, and the offer goes.
    let (state, effects) = step(state, AppMsg::KeepCaptions);
    assert!(state.table_settings().captions);
    assert!(!state.offers_captions());
    assert!(matches!(
        effects.as_slice(),
        [Effect::SaveSettings { before, after }] if !before.captions && after.captions
    ));
    // A player of many matches is not asked.
    let mut veteran = played_once();
    veteran.record_finished(&FinishedMatch {
        key: "classic/sharp".into(),
        won: false,
        stats: PlayerStats::default(),
        daily: None,
        summary: points(false, 3, 5),
    });
    let (state, _) = start_with(veteran, Fragment::Nothing, "");
    assert!(!state.offers_captions());
}

/// Captions set in Settings are what the table does, a newcomer's first match included:
/// unticked, that match is not captioned, and its end offers nothing; ticked, they stay on.
#[test]
fn captions_set_in_settings_stand_even_for_a_newcomer() {
    let newcomer = home();
    let mut unticked = newcomer.saved.settings.clone();
    unticked.captions = false;
    unticked.captions_chosen = true;
    let (state, effects) = step(newcomer, AppMsg::Settings(unticked));
    assert!(
        !state.table_settings().captions,
        "the first match is not captioned"
    );
    assert!(matches!(
        effects.as_slice(),
        [Effect::SaveSettings { before, after }] if !before.captions_chosen && after.captions_chosen
    ));
    let mut saved = played_once();
    saved.settings.captions_chosen = true;
    let (state, _) = start_with(saved, Fragment::Nothing, "");
    assert!(!state.offers_captions(), "they were turned off on purpose");
    // Chosen and kept through the saved data, read back.
    let text = state.saved.to_text();
    assert!(text.contains("\ncaptions_chosen=1\n"), "{text}");
}
