//! The saved document's words: the day's result and the match in progress, kept as data
//! and said in the words in use when shown; damaged lines lost with a notice.

use super::tests::{a_record, load, stable, won_5_3};
use super::*;
use crate::i18n::{built_in, with_words, Lang};
// The share format reads records; saved data only hold them (see `Saved::load`).
use crate::share::replay::is_record;

#[test]
fn the_daily_result_is_said_in_the_words_in_use() {
    let w = &crate::i18n::english();
    let mut saved = Saved::fresh(false);
    saved.daily = Some(DailyResult {
        day: 20_000,
        won: true,
        summary: won_5_3(),
    });
    let text = saved.to_text();
    assert!(
        text.contains("\ndaily_result=20000 1 points 5 3 8 2\n"),
        "{text}"
    );
    let back = stable(w, &text);
    assert_eq!(back.daily, saved.daily);
    let summary = back.daily.expect("the day's result").summary;
    assert_eq!(summary.words(w), "won 5:3, 2 signals spotted");
    with_words(built_in(Lang::Fr), |w| {
        assert!(
            summary.words(w).starts_with("gagné 5:3"),
            "{}",
            summary.words(w)
        );
    });
    // Saved by an earlier version: its words, as they were.
    let old = stable(w, "kemps-saved 1\ndaily=20000 0 lost 2:5\n");
    let old = old.daily.expect("the day's result");
    assert_eq!((old.day, old.won), (20_000, false));
    assert_eq!(old.summary.words(w), "lost 2:5");
}

#[test]
fn a_damaged_daily_result_is_lost_with_a_notice() {
    let w = &crate::i18n::english();
    for bad in [
        "20000 1 points 5 3 8",
        "20000 1 points 5 3 8 2 9",
        "20000 2 points 5 3 8 2",
        "20000 1 goals 5 3 8 2",
        "20000 1 points 5 3 8 -2",
        "20000 1 points 5 3 99999 2",
        "day 1 points 5 3 8 2",
        "",
    ] {
        let doc = format!("kemps-saved 1\ndaily_result={bad}\n");
        let (saved, notices) = load(w, Some(&doc), false, is_record);
        assert_eq!(saved.daily, None, "{bad:?}");
        assert_eq!(notices.len(), 1, "{bad:?}: {notices:?}");
    }
}

#[test]
fn a_match_in_progress_is_offered_by_its_deal_and_round_in_the_words_in_use() {
    let w = &crate::i18n::english();
    let doc = format!(
        "kemps-saved 1\nprogress={}\nprogress_at=deal 3 7QX2-M9PA\n",
        a_record()
    );
    let (saved, notices) = load(w, Some(&doc), false, is_record);
    assert!(notices.is_empty(), "{notices:?}");
    let progress = saved.in_progress.expect("the match").progress;
    assert_eq!(
        progress,
        Progress::Deal {
            code: "7QX2-M9PA".into(),
            round: 3
        }
    );
    assert_eq!(progress.words(w), "Deal 7QX2-M9PA · round 3");
    // Saved in English, offered in the words chosen since.
    with_words(built_in(Lang::Fr), |w| {
        assert_eq!(progress.words(w), "Donne 7QX2-M9PA · manche 3");
    });
    assert_eq!(
        Progress::Friends { round: 2 }.words(w),
        "Match with friends · round 2"
    );
}

#[test]
fn a_match_saved_with_its_words_by_an_earlier_version_is_offered_as_the_last_match() {
    let w = &crate::i18n::english();
    let doc = format!(
        "kemps-saved 1\nprogress={}\nprogress_label=Deal 0000-001A · round 1\n",
        a_record()
    );
    let (saved, notices) = load(w, Some(&doc), false, is_record);
    assert!(notices.is_empty(), "{notices:?}");
    let in_progress = saved.in_progress.clone().expect("the match is kept");
    assert_eq!(in_progress.record, a_record());
    assert_eq!(in_progress.progress, Progress::Unknown);
    assert_eq!(in_progress.progress.words(w), tr!(w, LINK_LAST_MATCH));
    // Saved again, it no longer carries the earlier version's words.
    assert!(!saved.to_text().contains("progress_label"));
}

#[test]
fn a_damaged_progress_line_loses_the_name_not_the_match() {
    let w = &crate::i18n::english();
    for bad in [
        "deal 3",
        "deal x 7QX2-M9PA",
        "deal 3 7qx2-m9pa",
        "deal 3 \u{202e}7QX2",
        "deal 3 7QX2-M9PA-7QX2-M9PA",
        "deal 3 7QX2-M9PA more",
        "friends",
        "friends 2 7QX2-M9PA",
        "friends -1",
        "friends 99999999999",
        "lesson 1",
        "",
    ] {
        let doc = format!(
            "kemps-saved 1\nprogress={}\nprogress_at={bad}\n",
            a_record()
        );
        let (saved, notices) = load(w, Some(&doc), false, is_record);
        let in_progress = saved.in_progress.expect("the match is kept");
        assert_eq!(in_progress.progress, Progress::Unknown, "{bad:?}");
        assert_eq!(notices.len(), 1, "{bad:?}: {notices:?}");
    }
}
