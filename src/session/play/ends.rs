//! A round's end and the match's end as the match holds them: what happened, never in
//! words. Each is worded when shown, in the language in use then, naming the seats as the
//! naming it is given names them.

use crate::bots::Read;
use crate::engine::{Card, Gesture, RoundRecord, RoundResult, Rules, Seat, Standing, Table, Team};
use crate::i18n::Words;
use crate::narration::headline::{round_headline, YourRound};
use crate::narration::names::Naming;
use crate::narration::narrate::{round_sentence, score_sentence};
use crate::narration::seats::YOUR_TEAM;
use crate::session::review::reading::{missed_note, wrong_call_note};
use crate::session::review::{GestureMark, RoundLine};

/// A finished round: its record, the table and rules it was played under, every team's
/// standing before and after it, the gestures made in it and the hands it revealed.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundSummary {
    pub record: RoundRecord,
    pub table: Table,
    /// The match's rules: how the round scored (letters of which word, hearts or points).
    pub rules: Rules,
    /// What the round was for you (see `headline::your_round`).
    pub side: YourRound,
    pub revealed: Vec<(Seat, Vec<Card>)>,
    /// Every gesture made in the round, each marked real signal or decoy, first first.
    pub marks: Vec<GestureMark>,
    /// Why the bot that called the round's stop called it; `None` after a person's call.
    pub read: Option<Read>,
    /// A right Stop Kemps caught your team's signal: the result offers Change signals first.
    pub signal_caught: bool,
    pub before: Vec<Standing>,
    pub after: Vec<Standing>,
}

impl RoundSummary {
    /// The round from your side first: "You lost the round: Cleo caught Bram's wink."
    pub fn headline(&self, w: &Words, n: &Naming) -> String {
        let shown: Vec<(Seat, Gesture)> = (self.marks.iter())
            .filter(|m| m.real && m.round == self.record.round)
            .map(|m| (m.seat, m.gesture))
            .collect();
        round_headline(
            (w, n),
            self.side,
            self.table,
            &self.record,
            (&self.before, &self.after),
            &shown,
            self.read,
        )
    }

    /// Who called what, and what the hands held.
    pub fn sentence(&self, w: &Words, n: &Naming) -> String {
        round_sentence(w, n, self.table, &self.record, &self.revealed)
    }

    /// How the round scored; empty after a real deal, whose sentence already says that
    /// nobody scores.
    pub fn score_sentence(&self, w: &Words, n: &Naming) -> String {
        if self.record.result == RoundResult::RealDeal {
            return String::new();
        }
        score_sentence(w, n, &self.rules, self.table, &self.before, &self.after)
    }

    /// How the round's signals went, said once it is over: what a wrong call's suspect
    /// really did, and your partner's signals you missed.
    pub fn notes(&self, w: &Words, n: &Naming) -> Vec<String> {
        let (table, record, marks) = (self.table, &self.record, self.marks.as_slice());
        wrong_call_note(w, n, table, record, marks)
            .into_iter()
            .chain(missed_note(w, n, table, record, marks))
            .collect()
    }

    /// The round in words, for a screen reader and a replay: the call and the hands, then
    /// the scores (none after a real deal, whose sentence says so).
    pub fn said(&self, w: &Words, n: &Naming) -> String {
        (self.line(self.record.round)).said(w, n, &self.rules, self.table)
    }

    /// The round as the review lists it, for the ticker, a screen reader and a replay.
    pub fn line(&self, round: u32) -> RoundLine {
        RoundLine {
            round,
            at: self.record.at,
            record: self.record.clone(),
            revealed: self.revealed.clone(),
            before: self.before.clone(),
            after: self.after.clone(),
        }
    }
}

/// A finished match: who won it and who lost it, at which table.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    pub table: Table,
    pub winners: Vec<Team>,
    pub losers: Vec<Team>,
    pub you_won: bool,
}

impl MatchSummary {
    /// The match's end from your side: "You and your partner win the match!", or who won it.
    pub fn headline(&self, w: &Words, n: &Naming) -> String {
        if self.you_won {
            tr!(w, NARRATION_MATCH_WON)
        } else if self.losers.contains(&YOUR_TEAM) {
            match self.winners.as_slice() {
                [winner] => tr!(
                    w,
                    NARRATION_MATCH_WON_BY,
                    team = n.team_arg(w, self.table, *winner)
                ),
                _ => tr!(w, NARRATION_MATCH_LOST),
            }
        } else {
            tr!(w, NARRATION_MATCH_OVER)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;
    use crate::i18n::{built_in, with_words, Lang};

    /// Bram's Kemps on your ear tug, your four kings shown: your team wins the round, and
    /// the other team takes the letter K.
    fn bram_reads_you() -> RoundSummary {
        let table = Table::new(2).expect("a table");
        let record = RoundRecord {
            round: 1,
            result: RoundResult::Kemps,
            by: Some(Seat::at(2)),
            on: None,
            target: None,
            at: 10,
            calls: vec![],
        };
        let kings = ["KH", "KD", "KC", "KS"].map(|c| c.parse::<Card>().expect("a card"));
        let letter = Standing {
            letters: 1,
            ..Standing::default()
        };
        let (before, after) = (
            vec![Standing::default(); 2],
            vec![Standing::default(), letter],
        );
        RoundSummary {
            side: crate::narration::headline::your_round(table, &record, &before, &after),
            record,
            table,
            rules: Rules::of(Preset::Classic),
            revealed: vec![(Seat::FIRST, kings.to_vec())],
            marks: vec![GestureMark {
                at: 5,
                round: 1,
                seat: Seat::FIRST,
                gesture: Gesture::EarTug,
                real: true,
            }],
            read: None,
            signal_caught: false,
            before,
            after,
        }
    }

    #[test]
    fn a_summary_is_worded_when_shown_in_the_language_in_use_then() {
        let w = &crate::i18n::english();
        let s = bram_reads_you();
        let n = Naming::default();
        assert_eq!(s.side, YourRound::Won);
        let english = |s: &RoundSummary| {
            assert_eq!(
                s.headline(w, &n),
                "You won the round: Bram read your ear tug."
            );
            assert_eq!(
                s.sentence(w, &n),
                "Bram called Kemps! — and you held four kings."
            );
            assert_eq!(s.score_sentence(w, &n), "Ada & Cleo get the letter K.");
            assert_eq!(
                s.said(w, &n),
                "Bram called Kemps! — and you held four kings. Ada & Cleo get the letter K."
            );
            assert!(s.notes(w, &n).is_empty());
        };
        english(&s);
        // The same summary, shown after the language changed, speaks the new language.
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                s.headline(w, &n),
                "Vous gagnez la manche : Bram vous a compris (oreille tirée)."
            );
            assert_eq!(
                s.said(w, &n),
                "Bram a annoncé Kemps ! — et vous aviez un carré de rois. Ada & Cleo prennent la lettre K."
            );
        });
        // And back: nothing was kept from the words it was last shown in.
        english(&s);
        let over = MatchSummary {
            table: s.table,
            winners: vec![Team(0)],
            losers: vec![Team(1)],
            you_won: true,
        };
        assert_eq!(over.headline(w, &n), "You and your partner win the match!");
        assert_eq!(
            with_words(built_in(Lang::Fr), |w| over.headline(w, &n)),
            "Votre partenaire et vous gagnez la partie !"
        );
    }

    #[test]
    fn a_summary_names_the_seats_as_the_naming_it_is_shown_with() {
        let w = &crate::i18n::english();
        let s = bram_reads_you();
        let player = Naming::from(crate::narration::names::SeatZero::Player);
        assert_eq!(
            s.sentence(w, &player),
            "Bram called Kemps! — and the player held four kings."
        );
        // The headline speaks to you even so: someone else's replay leaves it out.
        assert_eq!(
            s.headline(w, &player),
            "You won the round: Bram read the player's ear tug."
        );
    }

    #[test]
    fn a_wrong_kemps_notes_the_decoy_in_the_words_in_use() {
        let w = &crate::i18n::english();
        let mut s = bram_reads_you();
        s.record.result = RoundResult::WrongKemps;
        s.record.by = Some(Seat::FIRST);
        s.marks[0].seat = Seat::at(2);
        s.marks[0].real = false;
        s.after = vec![
            Standing {
                letters: 1,
                ..Standing::default()
            },
            Standing::default(),
        ];
        s.side = crate::narration::headline::your_round(s.table, &s.record, &s.before, &s.after);
        let n = Naming::default();
        assert_eq!(s.notes(w, &n), ["Bram's ear tug was a decoy."]);
        assert_eq!(
            with_words(built_in(Lang::Fr), |w| s.notes(w, &n)),
            ["Bram a fait « oreille tirée » : c'était un leurre."]
        );
    }

    /// The round of the browser's test of the round result (`tests/wasm_browser/app.rs`):
    /// you read Bram's wink, and his four kings are shown.
    #[test]
    fn the_browser_tests_round_says_what_its_test_looks_for() {
        let w = &crate::i18n::english();
        let mut s = bram_reads_you();
        s.record.by = Some(Seat::FIRST);
        s.record.round = 3;
        s.marks = vec![GestureMark {
            at: 8_000,
            round: 3,
            seat: Seat::at(2),
            gesture: Gesture::Wink,
            real: true,
        }];
        s.revealed[0].0 = Seat::at(2);
        let n = Naming::default();
        assert_eq!(
            s.headline(w, &n),
            "You won the round: you read Bram's wink."
        );
        assert!(s.sentence(w, &n).contains("Bram held four kings"));
    }
}
