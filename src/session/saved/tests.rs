//! The saved document: reading, writing, merging, bounds and bookkeeping.

use super::*;
use crate::engine::{Action, Gesture, Scoring};
use crate::i18n::{built_in, with_words, Lang};
use crate::session::challenge::MatchResult;
use crate::session::record::{LogEntry, MatchRecord};
use crate::session::MatchSetup;
// The share format reads records; saved data only hold them (see `Saved::load`).
use crate::share::replay::is_record;

/// `Saved::load`, its notices said in the words `w`.
pub(super) fn load(
    w: &Words,
    text: Option<&str>,
    system_reduced_motion: bool,
    is_record: fn(&str) -> bool,
) -> (Saved, Vec<String>) {
    let (saved, notices) = Saved::load(text, system_reduced_motion, is_record);
    (saved, notices.iter().map(|n| n.words(w)).collect())
}

/// "won 5:3, 2 signals spotted".
pub(super) fn won_5_3() -> Summary {
    let result = MatchResult {
        won: true,
        mine: 5,
        theirs: 3,
        rounds: 8,
        spotted: 2,
    };
    Summary::Result(Scoring::Points, result)
}

pub(super) fn a_record() -> String {
    MatchRecord {
        game: MatchSetup::new(77).game.clone(),
        signals: Gesture::Wink.into(),
        entries: vec![LogEntry::Act {
            at: 1_500,
            action: Action::Pass,
        }],
        time: 2_000,
        people: Vec::new(),
    }
    .to_stored()
}

/// Loading, saving and loading again gives the same data and the same document.
pub(super) fn stable(w: &crate::i18n::Words, text: &str) -> Saved {
    let (first, _) = load(w, Some(text), false, is_record);
    let (second, _) = load(w, Some(&first.to_text()), false, is_record);
    assert_eq!(second, first, "{text:?}");
    assert_eq!(second.to_text(), first.to_text());
    first
}

#[test]
fn saved_data_round_trip() {
    let w = &crate::i18n::english();
    let mut saved = Saved::fresh(false);
    saved.settings.captions = true;
    saved.settings.speed = Speed::Fast;
    saved.stats.add_match(
        "classic/sharp",
        true,
        &PlayerStats {
            kemps_right: 2,
            fastest_spot_ms: Some(900),
            ..Default::default()
        },
        Some(100),
    );
    saved.daily = Some(DailyResult {
        day: 100,
        won: true,
        summary: won_5_3(),
    });
    saved.in_progress = Some(InProgress {
        record: a_record(),
        daily: Some(100),
        progress: Progress::Deal {
            code: "0000-002D".into(),
            round: 2,
        },
    });
    let (back, notices) = load(w, Some(&saved.to_text()), false, is_record);
    assert_eq!(back, saved);
    assert!(notices.is_empty(), "{notices:?}");
}

#[test]
fn the_chosen_language_is_kept_and_a_bad_one_is_dropped() {
    let w = &crate::i18n::english();
    let mut saved = Saved::fresh(false);
    assert_eq!(
        saved.settings.lang, None,
        "the browser's language until one is chosen"
    );
    saved.settings.lang = Some(crate::i18n::Lang::PtBr);
    let text = saved.to_text();
    assert!(text.contains("\nlang=pt-BR\n"), "{text}");
    let (back, notices) = load(w, Some(&text), false, is_record);
    assert_eq!(back.settings.lang, Some(crate::i18n::Lang::PtBr));
    assert!(notices.is_empty(), "{notices:?}");
    let (back, notices) = load(
        w,
        Some(&text.replace("lang=pt-BR", "lang=tlh")),
        false,
        is_record,
    );
    assert_eq!(back.settings.lang, None);
    assert_eq!(notices.len(), 1, "{notices:?}");
}

#[test]
fn damaged_data_keep_what_is_valid_and_say_what_was_lost() {
    let w = &crate::i18n::english();
    let (s, n) = load(w, Some("{not json"), true, is_record);
    assert_eq!(s, Saved::fresh(true));
    assert_eq!(n.len(), 1);
    let doc = "kemps-saved 1\nsound=0\ncaptions=yes\nspeed=warp\nkemps_right=7\nstops_wrong=-3\nprogress=garbage\ngarbage line\nfuture_key=1\ngames.classic/sharp=3 9\ngames.party/ruthless=4 2\n";
    let (s, n) = load(w, Some(doc), false, is_record);
    assert!(!s.settings.sound, "a valid setting survives");
    assert!(
        !s.settings.captions && s.settings.speed == Speed::Normal,
        "invalid ones fall back"
    );
    assert_eq!(s.stats.kemps_right, 7);
    assert_eq!(s.stats.stops_wrong, 0);
    assert_eq!(s.stats.games.len(), 1, "3 played cannot have 9 won");
    assert!(s.in_progress.is_none());
    assert_eq!(s.kept, ["future_key=1"], "an unknown key is not damage");
    assert!(
        n.iter().any(|m| m.contains("some settings")
            && m.contains("the match in progress")
            && m.contains("some statistics")),
        "{n:?}"
    );
    for foreign in [
        "[1,2,3]",
        "\"text\"",
        "42",
        "null",
        "{}",
        "",
        "kemps-saved 99\n",
        "kemps-saved 0\nsound=1\n",
        "kemps-saved x\n",
    ] {
        let (_, n) = load(w, Some(foreign), false, is_record);
        assert!(!n.is_empty(), "{foreign:?}: {n:?}");
    }
}

#[test]
fn a_newer_versions_data_survive_a_save_by_this_one() {
    let w = &crate::i18n::english();
    let doc = "kemps-saved 7\nsound=0\nspeed=warp\nhats=3\nthis line has no equals sign\n\
               games.classic/sharp=3 2 11\ngames.poker/sharp=1 1\nprogress=NEWFORMAT\nkemps_right=5\n";
    let (mut saved, notices) = load(w, Some(doc), false, is_record);
    assert!(
        notices.iter().any(|n| n.contains("newer version")),
        "{notices:?}"
    );
    assert_eq!(saved.schema, 7);
    assert!(!saved.settings.sound);
    assert_eq!(saved.stats.kemps_right, 5);
    // This version changes a setting and saves.
    saved.settings.captions = true;
    let text = saved.to_text();
    assert!(
        text.starts_with("kemps-saved 7\n"),
        "the version is not lowered: {text}"
    );
    for line in [
        "speed=warp",
        "hats=3",
        "this line has no equals sign",
        "games.classic/sharp=3 2 11",
        "games.poker/sharp=1 1",
        "progress=NEWFORMAT",
    ] {
        assert!(text.lines().any(|l| l == line), "{line:?} kept in {text}");
    }
    // The newer version's own line for a key comes after this version's, so it wins there.
    let lines: Vec<&str> = text.lines().collect();
    let pos = |l: &str| lines.iter().position(|x| *x == l);
    assert!(pos("speed=normal") < pos("speed=warp"));
    let back = stable(w, &text);
    assert!(back.settings.captions && !back.settings.sound);
    assert_eq!(back.schema, 7);
}

#[test]
fn a_match_saved_by_this_version_is_found_before_a_newer_versions_record() {
    let w = &crate::i18n::english();
    let mut saved = load(
        w,
        Some("kemps-saved 2\nprogress=NEWFORMAT\n"),
        false,
        is_record,
    )
    .0;
    assert!(saved.in_progress.is_none());
    saved.in_progress = Some(InProgress {
        record: a_record(),
        daily: None,
        progress: Progress::Friends { round: 1 },
    });
    let back = stable(w, &saved.to_text());
    assert_eq!(back.in_progress, saved.in_progress);
    assert_eq!(back.kept, ["progress=NEWFORMAT"]);
}

#[test]
fn unknown_lines_are_kept_within_bounds() {
    let w = &crate::i18n::english();
    let mut doc = String::from("kemps-saved 1\nsound=0\n");
    for i in 0..100_000 {
        doc.push_str(&format!("games.preset{i}/level{i}={i} {i}\n"));
    }
    doc.push_str(&format!("future={}\n", "x".repeat(1 << 20)));
    // (Read in one pass: a reading that went back over the lines kept would make this test
    // take minutes, which the suite's phase times show; it is not timed here, so that it
    // holds however busy the machine is.)
    let (saved, notices) = load(w, Some(&doc), false, is_record);
    assert!(
        saved.stats.games.is_empty(),
        "only real rows are statistics"
    );
    assert_eq!(saved.kept.len(), MAX_KEPT_LINES);
    assert!(saved.kept.iter().map(|l| l.len() + 1).sum::<usize>() <= MAX_KEPT_BYTES);
    assert_eq!(
        saved.kept[0], "games.preset0/level0=0 0",
        "verbatim, in order"
    );
    assert!(!saved.settings.sound);
    assert!(
        notices.iter().any(|n| n.contains("too many to keep")),
        "{notices:?}"
    );
    assert!(saved.to_text().len() < MAX_KEPT_BYTES + 2_048);
    stable(w, &doc);
}

#[test]
fn the_stats_screen_has_a_bounded_number_of_rows() {
    let w = &crate::i18n::english();
    let mut doc = String::from("kemps-saved 1\n");
    for preset in Preset::ALL {
        for level in LevelName::ALL {
            doc.push_str(&format!("games.{}/{}=2 1\n", preset.name(), level.name()));
        }
    }
    let (saved, notices) = load(w, Some(&doc), false, is_record);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(
        saved.stats.games.len(),
        Preset::ALL.len() * LevelName::ALL.len()
    );
    assert!(saved.stats.rows().count() <= MAX_STATS_ROWS);
    assert_eq!(
        saved.stats.totals(),
        Record {
            played: 24,
            won: 12
        }
    );
}

#[test]
fn counters_stop_at_their_largest_value_and_read_back() {
    let w = &crate::i18n::english();
    let max = u32::MAX;
    let doc = format!(
        "kemps-saved 1\ngames.classic/sharp={max} {max}\nkemps_right={max}\nwin_streak={max}\n\
         stops_right=99999999999999999999999\nfastest_spot_ms=99999999999999999999999\n\
         daily_streak={max}\nlast_daily_day=41\n"
    );
    let (mut saved, notices) = load(w, Some(&doc), false, is_record);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(saved.stats.stops_right, max, "too big reads as the largest");
    assert_eq!(saved.stats.fastest_spot_ms, Some(u64::MAX));
    let p = PlayerStats {
        kemps_right: 3,
        ..Default::default()
    };
    saved.stats.add_match("classic/sharp", true, &p, Some(42));
    saved
        .stats
        .add_match("classic/sharp", false, &p, Some(i64::MIN));
    let r = saved
        .stats
        .games
        .get("classic/sharp")
        .expect("the row of classic/sharp");
    assert_eq!((r.played, r.won), (max, max));
    assert_eq!(saved.stats.kemps_right, max);
    assert_eq!(saved.stats.best_win_streak, max);
    assert_eq!(saved.stats.best_daily_streak, max);
    assert_eq!(saved.stats.totals().played, max);
    let (back, notices) = load(w, Some(&saved.to_text()), false, is_record);
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(back, saved, "the row at u32::MAX reads back");
}

#[test]
fn free_text_is_one_short_line() {
    let w = &crate::i18n::english();
    let doc = format!("kemps-saved 1\ndaily=5 1 won\t{}\r\r\n", "y".repeat(10_000),);
    let saved = stable(w, &doc);
    let daily = saved.daily.expect("the daily result").summary.words(w);
    assert_eq!(daily.chars().count(), MAX_TEXT_CHARS);
    assert!(daily.starts_with("won y"));
    let saved = stable(w, "kemps-saved 1\ndaily=5 1 won \u{202e}3:5\n");
    let daily = saved.daily.expect("the daily result").summary;
    assert_eq!(daily, Summary::Words("won  3:5".into()));
}

#[test]
fn two_pages_writing_one_document_keep_each_others_changes() {
    let w = &crate::i18n::english();
    // What `ui::storage::update` does: apply the change to the document as stored now.
    let update = |stored: &mut String, change: &dyn Fn(&mut Saved)| {
        let mut fresh = load(w, Some(stored), false, is_record).0;
        change(&mut fresh);
        *stored = fresh.to_text();
        fresh
    };
    let mut stored = Saved::fresh(false).to_text();
    let (a, _) = load(w, Some(&stored), false, is_record);
    let (b, _) = load(w, Some(&stored), false, is_record);
    // Page A turns the sound off; page B, which read the data before, turns captions on.
    let mut a_after = a.settings.clone();
    a_after.sound = false;
    update(&mut stored, &|s| {
        s.settings.take_changes(&a.settings, &a_after)
    });
    let mut b_after = b.settings.clone();
    b_after.captions = true;
    let merged = update(&mut stored, &|s| {
        s.settings.take_changes(&b.settings, &b_after)
    });
    assert!(!merged.settings.sound, "A's change survives B's save");
    assert!(merged.settings.captions);
    let p = PlayerStats::default();
    update(&mut stored, &|s| {
        s.stats.add_match("classic/sharp", true, &p, None)
    });
    let last = update(&mut stored, &|s| {
        s.stats.add_match("classic/sharp", false, &p, None)
    });
    assert_eq!(last.stats.totals(), Record { played: 2, won: 1 });
}

#[test]
fn a_failed_save_is_said_once() {
    let w = &crate::i18n::english();
    assert_eq!(Saving::Full.news(w, Saving::Saved), Saving::Full.notice(w));
    assert!(Saving::Full
        .notice(w)
        .is_some_and(|n| n.starts_with("Storage is full")));
    assert_eq!(Saving::Full.news(w, Saving::Full), None);
    assert_eq!(Saving::Saved.news(w, Saving::Full), None);
    assert!(Saving::Refused.news(w, Saving::Saved).is_some());
    assert!(Saving::Saved
        .settings_hint(w)
        .contains("saved on this device"));
    assert!(Saving::Refused
        .settings_hint(w)
        .contains("only while this page is open"));
}

#[test]
fn streaks_count_days_in_a_row_and_wins_in_a_row() {
    let mut s = Stats::default();
    let p = PlayerStats::default();
    s.add_match("classic/sharp", true, &p, Some(10));
    s.add_match("classic/sharp", true, &p, Some(11));
    s.add_match("classic/sharp", false, &p, Some(11));
    assert_eq!((s.daily_streak, s.win_streak, s.best_win_streak), (2, 0, 2));
    s.add_match("classic/sharp", true, &p, Some(13));
    assert_eq!((s.daily_streak, s.best_daily_streak), (1, 2));
    assert_eq!(s.totals(), Record { played: 4, won: 3 });
}

#[test]
fn a_finished_match_is_counted_and_the_days_first_result_stands() {
    let mut saved = Saved::fresh(false);
    saved.in_progress = Some(InProgress {
        record: "X".into(),
        daily: Some(9),
        progress: Progress::Unknown,
    });
    let first = FinishedMatch {
        key: "classic/sharp".into(),
        won: true,
        stats: PlayerStats {
            kemps_right: 2,
            ..PlayerStats::default()
        },
        daily: Some(9),
        summary: won_5_3(),
    };
    assert!(
        saved.stats.first_match(),
        "a newcomer has finished no match"
    );
    saved.record_finished(&first);
    assert!(
        !saved.stats.first_match(),
        "the next match is not the first"
    );
    assert_eq!(saved.in_progress, None, "no match in progress any more");
    assert_eq!(saved.stats.totals().played, 1);
    assert_eq!(saved.stats.kemps_right, 2);
    let day = saved.daily.clone().expect("the day's result");
    assert!(day.won && day.day == 9);
    let again = FinishedMatch {
        won: false,
        summary: Summary::Words("lost".into()),
        ..first
    };
    saved.record_finished(&again);
    assert_eq!(saved.stats.totals().played, 2, "every match counts");
    assert_eq!(saved.daily, Some(day), "the first result of the day stands");
}

#[test]
fn the_last_set_up_is_kept_and_data_without_it_or_with_a_bad_one_still_read() {
    let w = &crate::i18n::english();
    let doc = "kemps-saved 1\nspeed=fast\nsetup=hearts 4 casual wink,ear_tug\n";
    let saved = stable(w, doc);
    let last = saved.settings.last_setup.expect("the last set-up");
    assert_eq!(last.to_text(), "hearts 4 casual wink,ear_tug");
    // Saved before the set-up was remembered: read as it was, with none.
    let (old, notices) = load(w, Some("kemps-saved 1\nspeed=fast\n"), false, is_record);
    assert!(notices.is_empty());
    assert_eq!(
        (old.settings.speed, old.settings.last_setup),
        (Speed::Fast, None)
    );
    for bad in [
        "hearts 9 casual wink",
        "poker 2 casual wink",
        "classic 2 casual",
        "classic 2 casual wink,wink",
    ] {
        let (saved, notices) = load(
            w,
            Some(&format!("kemps-saved 1\nsetup={bad}\n")),
            false,
            is_record,
        );
        assert_eq!(saved.settings.last_setup, None, "{bad}");
        assert_eq!(notices.len(), 1, "{bad}: {notices:?}");
    }
}

#[test]
fn the_games_table_reads_naturally_with_each_word_capitalised() {
    let w = &crate::i18n::english();
    assert_eq!(games_row_title(w, "classic/sharp"), "Classic · Sharp");
    assert_eq!(
        games_row_title(w, "tournament/casual"),
        "Tournament · Casual"
    );
    // Table headings are shown with each word capitalised: no small words to turn odd.
    for heading in [games_heading(w)] {
        for word in heading.split(' ') {
            assert!(
                !["and", "or", "of", "by", "in", "the"].contains(&word),
                "{heading}"
            );
        }
    }
}

/// What saving and reading say, in French: the losses listed in one sentence, in the same
/// order as in English, and the games table's rows named as the set-up names them.
#[test]
fn the_saved_data_speak_the_words_in_use() {
    let w = &crate::i18n::english();
    let doc = "kemps-saved 1\nprogress=garbage\ncaptions=yes\ngarbage line\nkemps_right=-1\n";
    let (_, n) = load(w, Some(doc), false, is_record);
    assert_eq!(
        n,
        ["Some saved data were damaged and were reset: a damaged line, some settings, some statistics, the match in progress."]
    );
    with_words(built_in(Lang::Fr), |w| {
        let (_, n) = load(w, Some(doc), false, is_record);
        assert_eq!(
            n,
            ["Des données enregistrées étaient abîmées et ont été remises à zéro : une ligne abîmée, des réglages, des statistiques, la partie en cours."]
        );
        assert_eq!(games_row_title(w, "classic/sharp"), "Classique · Malins");
        assert_eq!(games_heading(w), "Règles · bots");
        assert_eq!(
            Saving::Full.settings_hint(w),
            "Stockage plein : votre dernier changement n'a pas pu être enregistré et ne dure que tant que cette page est ouverte."
        );
        assert_eq!(Saving::Saved.stats_hint(w), "Conservées sur cet appareil.");
    });
}
