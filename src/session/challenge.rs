//! A match's result as a friend is challenged to beat it: the score, the rounds and the
//! signals spotted, never the cards. It travels with the deal in a challenge link
//! (`share::challenge`), and the friend's result is set beside it at the end.

use crate::i18n::Words;
use serde::{Deserialize, Serialize};

use crate::engine::{Rules, Scoring};

/// Counts a result may hold: far beyond any match, small enough to show.
pub const MAX_COUNT: u32 = 9_999;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    pub won: bool,
    /// Your team's score: points, letters taken or hearts left, by the rules' scoring.
    pub mine: u32,
    /// The other side's, as the match end says it (the best other team's; with letters, the
    /// winner's when you lost and the fewest when you won).
    pub theirs: u32,
    pub rounds: u32,
    pub spotted: u32,
}

impl MatchResult {
    /// Whether every count is within `MAX_COUNT` (a link's result must be).
    pub fn is_plausible(&self) -> bool {
        [self.mine, self.theirs, self.rounds, self.spotted]
            .iter()
            .all(|&n| n <= MAX_COUNT)
    }

    /// Whether a match under `rules` can end with this result. One call ends a round and
    /// scores for it: a letter or a heart per team at most, two points at most (a double
    /// call); the match ends once a team has spelled the word, lost its last heart or
    /// reached the target, so it lasts at least as many rounds as that takes. Only your own
    /// calls spot signals, one per round at most.
    pub fn possible_under(&self, rules: &Rules) -> bool {
        let (mine, theirs, rounds) = (self.mine, self.theirs, self.rounds);
        let counts = rounds >= 1 && self.spotted <= rounds;
        let score = match rules.scoring() {
            Scoring::Letters => {
                let word = rules.word().chars().count() as u32;
                let won = mine < word && theirs == word;
                // Lost: you spelled it, or a team with fewer letters won.
                let lost = mine >= theirs;
                mine.max(theirs) <= word.min(rounds)
                    && rounds >= word
                    && if self.won { won } else { lost }
            }
            Scoring::Lives => {
                let lives = rules.lives();
                theirs == 0
                    && mine <= lives
                    && lives - mine <= rounds
                    && rounds >= lives
                    && (!self.won || mine >= 1)
            }
            Scoring::Points => {
                let target = rules.target();
                let most = (target + 1).min(rounds.saturating_mul(2));
                let won = mine >= target && mine >= theirs;
                let lost = theirs >= target && theirs > mine;
                mine.max(theirs) <= most
                    && rounds.saturating_mul(2) >= target
                    && if self.won { won } else { lost }
            }
        };
        counts && score
    }

    /// The score in words, as the match end says it: "5:3", "with 2 letters to 5", "with 3
    /// hearts left".
    pub fn score_words(&self, w: &Words, scoring: Scoring) -> String {
        let (mine, theirs) = (self.mine, self.theirs);
        match scoring {
            Scoring::Points => tr!(w, NARRATION_SCORE_POINTS_TO, mine = mine, theirs = theirs),
            Scoring::Letters => tr!(
                w,
                NARRATION_SCORE_WITH_LETTERS,
                mine = mine,
                theirs = theirs
            ),
            Scoring::Lives => tr!(w, NARRATION_SCORE_WITH_HEARTS, mine = mine),
        }
    }

    /// The score to beat, on its own: "5:3", "2 letters to 5", "3 hearts left".
    fn score_to_beat(&self, w: &Words, scoring: Scoring) -> String {
        let (mine, theirs) = (self.mine, self.theirs);
        match scoring {
            Scoring::Points => tr!(w, NARRATION_SCORE_POINTS_TO, mine = mine, theirs = theirs),
            Scoring::Letters => tr!(w, NARRATION_SCORE_LETTERS_TO, mine = mine, theirs = theirs),
            Scoring::Lives => tr!(w, NARRATION_SCORE_HEARTS_LEFT, mine = mine),
        }
    }

    /// The whole result in a few spoiler-free words: "won 5:3, 2 signals spotted".
    pub fn words(&self, w: &Words, scoring: Scoring) -> String {
        tr!(
            w,
            NARRATION_RESULT_WORDS,
            won = yes_no(self.won),
            score = self.score_words(w, scoring),
            spotted = self.spotted
        )
    }

    /// What a challenged friend reads before playing, with what counts as better under
    /// the scoring: "Beat 5:3 (points, yours first: more is better) in deal 7QX2-M9PA — …".
    pub fn challenge_line(&self, w: &Words, scoring: Scoring, deal: &str) -> String {
        tr!(
            w,
            NARRATION_CHALLENGE_LINE,
            score = self.score_to_beat(w, scoring),
            better = better_words(w, scoring),
            deal = deal,
            won = yes_no(self.won),
            rounds = self.rounds
        )
    }

    /// How well the match went, to compare two results of one deal: a win over a loss, then
    /// the margin, then fewer rounds, then more signals spotted.
    fn rank(&self, scoring: Scoring) -> (bool, i64, i64, u32) {
        let (mine, theirs) = (i64::from(self.mine), i64::from(self.theirs));
        let margin = match scoring {
            Scoring::Points => mine - theirs,
            Scoring::Letters => theirs - mine,
            Scoring::Lives => mine,
        };
        (self.won, margin, -i64::from(self.rounds), self.spotted)
    }

    /// Your result against the friend's, in a sentence.
    pub fn verdict(&self, w: &Words, theirs: &MatchResult, scoring: Scoring) -> String {
        match self.rank(scoring).cmp(&theirs.rank(scoring)) {
            std::cmp::Ordering::Greater => tr!(w, NARRATION_VERDICT_BETTER),
            std::cmp::Ordering::Less => tr!(w, NARRATION_VERDICT_WORSE),
            std::cmp::Ordering::Equal => tr!(w, NARRATION_VERDICT_SAME),
        }
    }
}

/// A yes-or-no a message selects on (`[yes]`, `*[no]`).
fn yes_no(yes: bool) -> &'static str {
    if yes {
        "yes"
    } else {
        "no"
    }
}

/// What counts as a better score under `scoring`, in words.
pub fn better_words(w: &Words, scoring: Scoring) -> String {
    match scoring {
        Scoring::Points => tr!(w, NARRATION_BETTER_POINTS),
        Scoring::Letters => tr!(w, NARRATION_BETTER_LETTERS),
        Scoring::Lives => tr!(w, NARRATION_BETTER_HEARTS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(won: bool, mine: u32, theirs: u32, rounds: u32) -> MatchResult {
        MatchResult {
            won,
            mine,
            theirs,
            rounds,
            spotted: 2,
        }
    }

    #[test]
    fn a_challenge_reads_in_french_and_in_german_word_order() {
        use crate::i18n::{built_in, with_words, Lang};
        let r = result(true, 5, 3, 8);
        let (words, verdict) = with_words(built_in(Lang::Fr), |w| {
            (
                r.words(w, Scoring::Letters),
                r.verdict(w, &result(false, 1, 5, 3), Scoring::Points),
            )
        });
        assert_eq!(words, "gagné avec 5 lettres contre 3, 2 signaux repérés");
        assert_eq!(verdict, "Vous avez battu le résultat de votre ami !");
        // German puts how many rounds before whether the friend won.
        let line = with_words(built_in(Lang::De), |w| {
            r.challenge_line(w, Scoring::Points, "7QX2-M9PA")
        });
        assert_eq!(
            line,
            "Schlag 5:3 (Punkte, deine zuerst: mehr ist besser) in Blatt 7QX2-M9PA — ein Freund hat dieses Blatt in 8 Runden gewonnen."
        );
    }

    #[test]
    fn a_result_reads_as_the_match_end_says_it_and_as_a_challenge() {
        let w = &crate::i18n::english();
        let r = result(true, 5, 3, 8);
        assert_eq!(r.words(w, Scoring::Points), "won 5:3, 2 signals spotted");
        assert_eq!(
            r.challenge_line(w, Scoring::Points, "7QX2-M9PA"),
            "Beat 5:3 (points, yours first: more is better) in deal 7QX2-M9PA — a friend won this deal in 8 rounds."
        );
        let letters = result(false, 5, 2, 1);
        assert_eq!(
            letters.words(w, Scoring::Letters),
            "lost with 5 letters to 2, 2 signals spotted"
        );
        assert_eq!(
            letters.challenge_line(w, Scoring::Letters, "AAAA-AAAA"),
            "Beat 5 letters to 2 (letters are bad news: fewer is better) in deal AAAA-AAAA — a friend lost this deal in 1 round."
        );
        assert_eq!(
            result(true, 3, 0, 7).challenge_line(w, Scoring::Lives, "AAAA-AAAA"),
            "Beat 3 hearts left (more hearts left is better) in deal AAAA-AAAA — a friend won this deal in 7 rounds."
        );
    }

    #[test]
    fn results_compare_by_win_then_margin_then_rounds() {
        let w = &crate::i18n::english();
        let s = Scoring::Points;
        assert_eq!(
            result(true, 5, 1, 9).verdict(w, &result(false, 4, 5, 3), s),
            "You beat your friend's result!"
        );
        assert_eq!(
            result(true, 5, 4, 6).verdict(w, &result(true, 5, 1, 9), s),
            "Your friend's result stands. Try the deal again?"
        );
        assert_eq!(
            result(true, 5, 1, 6).verdict(w, &result(true, 5, 1, 9), s),
            "You beat your friend's result!"
        );
        assert_eq!(
            result(true, 5, 1, 6).verdict(w, &result(true, 5, 1, 6), s),
            "A dead heat: the very same result."
        );
        // Letters are bad news: fewer of your own is better.
        let l = Scoring::Letters;
        assert_eq!(
            result(true, 1, 5, 6).verdict(w, &result(true, 3, 5, 6), l),
            "You beat your friend's result!"
        );
        assert!(!result(true, MAX_COUNT + 1, 0, 1).is_plausible());
        assert!(result(true, MAX_COUNT, 0, 1).is_plausible());
    }
}
