//! The menus' sentences, in the words in use: the home screen's daily deal, the statistics,
//! the offer to resume a match. The screens (`ui/home.rs`, `ui/stats_screen.rs`,
//! `ui/resume_offer.rs`) show them; their fixed words are messages used in place.

use crate::i18n::Words;
/// Under the Daily deal button: how today's deal went, or that it waits. `date` is today's
/// date as the page writes it; `result` the spoiler-free summary of the first try.
pub fn daily_status(w: &Words, date: &str, result: Option<&str>) -> String {
    match result {
        Some(result) => tr!(w, MENU_HOME_DAILY_DONE, date = date, result = result),
        None => tr!(w, MENU_HOME_DAILY_NEW, date = date),
    }
}

/// "12 played, 7 won".
pub fn matches_played(w: &Words, played: u32, won: u32) -> String {
    tr!(w, MENU_STATS_MATCHES_COUNT, played = played, won = won)
}

/// Calls of one kind: "5 right, 1 wrong".
pub fn calls_right(w: &Words, right: u32, wrong: u32) -> String {
    tr!(w, MENU_STATS_RIGHT_WRONG, right = right, wrong = wrong)
}

/// A streak and its best: "2 (best 5)".
pub fn streak(w: &Words, now: u32, best: u32) -> String {
    tr!(w, MENU_STATS_STREAK, now = now, best = best)
}

/// A count in a table's cell, as the language writes numbers.
pub fn count(w: &Words, n: u32) -> String {
    tr!(w, MENU_STATS_COUNT, count = n)
}

/// The offer to resume: what opening the link asked for would do.
pub fn link_opens(w: &Words, deal: &str) -> String {
    tr!(w, MENU_RESUME_OPENS, deal = deal)
}

/// The button that opens the deal asked for instead: "Open deal 7QX2-M9PA".
pub fn open_deal(w: &Words, deal: &str) -> String {
    tr!(w, MENU_RESUME_OPEN, deal = deal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_reads_as_before() {
        let w = &crate::i18n::english();
        assert_eq!(
            daily_status(w, "2026-11-21", Some("won 5:3, 2 signals spotted")),
            "Today (2026-11-21): won 5:3, 2 signals spotted. You can play it again; your first result stands."
        );
        assert_eq!(
            daily_status(w, "2026-11-21", None),
            "Today's deal (2026-11-21) is the same for everyone."
        );
        assert_eq!(
            matches_played(w, 4_294_967_295, 4_294_967_295),
            "4294967295 played, 4294967295 won"
        );
        assert_eq!(calls_right(w, 5, 1), "5 right, 1 wrong");
        assert_eq!(streak(w, 1, 1), "1 (best 1)");
        assert_eq!(count(w, 12), "12");
        assert_eq!(
            link_opens(w, "7QX2-M9PA"),
            "This link opens deal 7QX2-M9PA. Opening it ends your match in progress."
        );
        assert_eq!(open_deal(w, "7QX2-M9PA"), "Open deal 7QX2-M9PA");
    }

    #[test]
    fn french_says_the_won_matches_first() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Fr), |w| {
            // The placeholders come in the other order than in English.
            assert_eq!(matches_played(w, 12, 7), "7 gagnées sur 12");
            assert_eq!(matches_played(w, 3, 1), "1 gagnée sur 3");
            assert_eq!(calls_right(w, 5, 1), "5 justes, 1 faux");
            assert_eq!(streak(w, 2, 5), "2 (record : 5)");
            assert_eq!(
                daily_status(w, "2026-11-21", None),
                "La donne du jour (2026-11-21) est la même pour tout le monde."
            );
            assert_eq!(open_deal(w, "7QX2-M9PA"), "Ouvrir la donne 7QX2-M9PA");
        });
    }

    /// The screens' fixed words (`ui/home.rs`, `ui/app.rs`, `ui/resume_offer.rs`) are
    /// messages too, in every language.
    #[test]
    fn the_screens_fixed_words_follow_the_words_in_use() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        assert_eq!(tr!(w, MENU_HOME_PLAY), "Play");
        assert_eq!(
            tr!(w, MENU_APP_NOTHING_TO_RESUME),
            "There is nothing to resume."
        );
        with_words(built_in(Lang::De), |w| {
            assert_eq!(tr!(w, MENU_HOME_PLAY), "Spielen");
            assert_eq!(tr!(w, MENU_HOME_SHOW_ME), "Zeig's mir");
            assert_eq!(
                tr!(w, MENU_RESUME_SAME),
                "Da weitermachen, wo du aufgehört hast?"
            );
            assert_eq!(
                tr!(w, MENU_APP_NOTHING_TO_RESUME),
                "Es gibt nichts fortzusetzen."
            );
        });
        with_words(built_in(Lang::Es), |w| {
            assert_eq!(streak(w, 3, 4), "3 (récord: 4)");
            assert_eq!(matches_played(w, 1, 0), "1 jugada, 0 ganadas");
        });
    }
}
