//! A finished round told from your side first, naming the signal that was read or caught:
//! "You lost the round: Cleo caught Bram's wink."

use super::names::Naming;
use super::narrate::call_name;
use super::seats::YOUR_TEAM;
use super::words::gesture_noun;
use crate::bots::Read;
use crate::engine::{Gesture, RoundRecord, RoundResult, Seat, Standing, Table, Target, Team};
use crate::i18n::Words;

/// What the round was for you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YourRound {
    Won,
    Lost,
    /// Other teams' business (three teams or more), or nobody scored.
    Neither,
}

impl YourRound {
    pub const fn name(self) -> &'static str {
        match self {
            YourRound::Won => "won",
            YourRound::Lost => "lost",
            YourRound::Neither => "neither",
        }
    }
}

/// Which teams the round's end cost a letter or a life, and which it gave points, from
/// every team's standing `before` and `after` it.
fn moved(table: Table, before: &[Standing], after: &[Standing]) -> (Vec<Team>, Vec<Team>) {
    let at = |v: &[Standing], t: Team| v.get(t.index()).copied().unwrap_or_default();
    let losers: Vec<Team> = table
        .teams()
        .filter(|&t| {
            let (b, a) = (at(before, t), at(after, t));
            a.letters > b.letters || a.lives < b.lives
        })
        .collect();
    let scorers: Vec<Team> = table
        .teams()
        .filter(|&t| at(after, t).points > at(before, t).points)
        .collect();
    (losers, scorers)
}

/// What the round was for you, from every team's standing `before` and `after` it.
pub fn your_round(
    table: Table,
    record: &RoundRecord,
    before: &[Standing],
    after: &[Standing],
) -> YourRound {
    let (losers, scorers) = moved(table, before, after);
    let called_by_you = record.by.map(|s| table.team_of(s)) == Some(YOUR_TEAM);
    if losers.contains(&YOUR_TEAM) {
        YourRound::Lost
    } else if scorers.contains(&YOUR_TEAM)
        || (scorers.is_empty() && !losers.is_empty() && (table.team_count() == 2 || called_by_you))
    {
        YourRound::Won
    } else {
        YourRound::Neither
    }
}

/// The round in one line, from your side (`side`, see `your_round`): who won or lost it,
/// then what decided it. `before` and `after` are every team's standing; `shown` the real
/// signals made in the round (seat, gesture), first first; `read`, why the bot that called
/// a stop called it.
pub fn round_headline(
    (w, n): (&Words, &Naming),
    side: YourRound,
    table: Table,
    record: &RoundRecord,
    (before, after): (&[Standing], &[Standing]),
    shown: &[(Seat, Gesture)],
    read: Option<Read>,
) -> String {
    if record.result == RoundResult::RealDeal {
        return tr!(w, NARRATION_HEADLINE_REAL_DEAL);
    }
    let (losers, scorers) = moved(table, before, after);
    let lead = match (side, scorers.first(), losers.first()) {
        (YourRound::Won, ..) => tr!(w, NARRATION_HEADLINE_YOU_WON),
        (YourRound::Lost, ..) => tr!(w, NARRATION_HEADLINE_YOU_LOST),
        (_, Some(&t), _) => tr!(
            w,
            NARRATION_HEADLINE_TEAM_WON,
            team = n.team_arg(w, table, t)
        ),
        (_, None, Some(&t)) => tr!(
            w,
            NARRATION_HEADLINE_TEAM_LOST,
            team = n.team_arg(w, table, t)
        ),
        _ => tr!(w, NARRATION_HEADLINE_NOBODY),
    };
    // The sentence below says who called what and what the hands held; the headline adds
    // only what the sentence cannot: the signal that was read or caught.
    match signal_read(w, n, table, record, shown, read) {
        Some(reason) => tr!(w, NARRATION_HEADLINE_WHY, lead = lead, reason = reason),
        None => tr!(w, NARRATION_HEADLINE, lead = lead),
    }
}

/// The signal a right call read or caught, when one was shown this round: "Cleo caught
/// Bram's wink", "you read Bram's ear tug"; and for a bot's stop, when it had seen that
/// gesture before: "…, seen just before Ada's Kemps in round 2".
fn signal_read(
    w: &Words,
    n: &Naming,
    table: Table,
    record: &RoundRecord,
    shown: &[(Seat, Gesture)],
    read: Option<Read>,
) -> Option<String> {
    let by = record.by?;
    let signal_of = |seats: &[Seat]| {
        seats
            .iter()
            .find_map(|s| shown.iter().find(|(t, _)| t == s).copied())
    };
    let (caught, (seat, gesture)) = match record.result {
        RoundResult::Kemps | RoundResult::DoubleKemps => {
            (false, signal_of(&[table.partner_of(by)])?)
        }
        RoundResult::Stop | RoundResult::DoubleStop => {
            let suspects = match record.target? {
                Target::Seat { suspect, .. } => vec![suspect, table.partner_of(suspect)],
                Target::Team(team) => table.seats_of(team).to_vec(),
            };
            (true, signal_of(&suspects)?)
        }
        _ => return None,
    };
    let before = read
        .filter(|r| caught && r.gesture == gesture)
        .and_then(|r| r.evidence);
    let (by, owner, gesture) = (
        n.who_arg(w, by),
        n.who_arg(w, seat),
        gesture_noun(w, gesture),
    );
    Some(match before {
        // Partners share their signals: the gesture seen before was the partner's.
        Some(seen) if seen.seen != seat => tr!(
            w,
            NARRATION_SIGNAL_CAUGHT_SEEN_PARTNER,
            by = by,
            owner = owner,
            gesture = gesture,
            seen = n.who_arg(w, seen.seen),
            caller = n.who_arg(w, seen.caller),
            call = call_name(w, seen.call),
            round = seen.round
        ),
        Some(seen) => tr!(
            w,
            NARRATION_SIGNAL_CAUGHT_SEEN,
            by = by,
            owner = owner,
            gesture = gesture,
            caller = n.who_arg(w, seen.caller),
            call = call_name(w, seen.call),
            round = seen.round
        ),
        None if caught => tr!(
            w,
            NARRATION_SIGNAL_CAUGHT,
            by = by,
            owner = owner,
            gesture = gesture
        ),
        None => tr!(
            w,
            NARRATION_SIGNAL_READ,
            by = by,
            owner = owner,
            gesture = gesture
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::memory::Evidence;
    use crate::engine::CallKind;

    fn record(result: RoundResult, by: u8, target: Option<Target>) -> RoundRecord {
        RoundRecord {
            round: 1,
            result,
            by: Some(Seat::at(by)),
            on: None,
            target,
            at: 10,
            calls: vec![],
        }
    }

    /// What the round was for you, and its headline.
    fn told(
        (w, n): (&crate::i18n::Words, &Naming),
        table: Table,
        record: &RoundRecord,
        before: &[Standing],
        after: &[Standing],
        shown: &[(Seat, Gesture)],
        read: Option<Read>,
    ) -> (YourRound, String) {
        let side = your_round(table, record, before, after);
        let text = round_headline((w, n), side, table, record, (before, after), shown, read);
        (side, text)
    }

    fn letters(v: &[u32]) -> Vec<Standing> {
        v.iter()
            .map(|&letters| Standing {
                letters,
                ..Standing::default()
            })
            .collect()
    }

    #[test]
    fn a_headline_in_french_names_who_caught_whom() {
        use crate::i18n::{built_in, with_words, Lang};
        let table = Table::new(2).expect("table");
        let stop = record(RoundResult::Stop, 3, Some(Target::Team(Team(0))));
        let read = Read {
            suspect: Seat::at(2),
            gesture: Gesture::Wink,
            evidence: Some(Evidence {
                round: 2,
                call: CallKind::Kemps,
                caller: Seat::FIRST,
                seen: Seat::at(2),
            }),
        };
        let (_, text) = with_words(built_in(Lang::Fr), |w| {
            told(
                (w, &Naming::default()),
                table,
                &stop,
                &letters(&[0, 0]),
                &letters(&[1, 0]),
                &[(Seat::at(2), Gesture::Wink)],
                Some(read),
            )
        });
        assert_eq!(
            text,
            "Vous perdez la manche : Cleo a démasqué Bram (clin d'œil), vu juste avant votre Kemps à la manche 2."
        );
        // Your own signal read by your partner: the partner comes first, you after.
        let kemps = record(RoundResult::Kemps, 2, None);
        let (_, text) = with_words(built_in(Lang::Fr), |w| {
            told(
                (w, &Naming::default()),
                table,
                &kemps,
                &letters(&[0, 0]),
                &letters(&[0, 1]),
                &[(Seat::FIRST, Gesture::EarTug)],
                None,
            )
        });
        assert_eq!(
            text,
            "Vous gagnez la manche : Bram vous a compris (oreille tirée)."
        );
    }

    #[test]
    fn a_round_is_told_from_your_side_first_with_the_signal_named() {
        let w = &crate::i18n::english();
        let table = Table::new(2).expect("table");
        // Cleo (seat 3) stops your team and catches Bram's wink: your team takes a letter.
        let stop = record(RoundResult::Stop, 3, Some(Target::Team(Team(0))));
        let (side, text) = told(
            (w, &Naming::default()),
            table,
            &stop,
            &letters(&[0, 0]),
            &letters(&[1, 0]),
            &[(Seat::at(2), Gesture::Wink)],
            None,
        );
        assert_eq!(side, YourRound::Lost);
        assert_eq!(text, "You lost the round: Cleo caught Bram's wink.");
        // The bot that called says when it had seen the wink before.
        let read = Read {
            suspect: Seat::at(2),
            gesture: Gesture::Wink,
            evidence: Some(Evidence {
                round: 2,
                call: CallKind::Kemps,
                caller: Seat::FIRST,
                seen: Seat::at(2),
            }),
        };
        let (_, text) = told(
            (w, &Naming::default()),
            table,
            &stop,
            &letters(&[0, 0]),
            &letters(&[1, 0]),
            &[(Seat::at(2), Gesture::Wink)],
            Some(read),
        );
        assert_eq!(
            text,
            "You lost the round: Cleo caught Bram's wink, seen just before your Kemps in round 2."
        );
        // Seen from you, before Bram's Kemps: partners share their signals.
        let from_you = Read {
            suspect: Seat::at(2),
            gesture: Gesture::Wink,
            evidence: Some(Evidence {
                round: 5,
                call: CallKind::Kemps,
                caller: Seat::at(2),
                seen: Seat::FIRST,
            }),
        };
        let (_, text) = told(
            (w, &Naming::default()),
            table,
            &stop,
            &letters(&[0, 0]),
            &letters(&[1, 0]),
            &[(Seat::at(2), Gesture::Wink)],
            Some(from_you),
        );
        assert_eq!(
            text,
            "You lost the round: Cleo caught Bram's wink — you had made it just before Bram's Kemps in round 5."
        );
        // A read of another gesture than the one caught says nothing it cannot back.
        let other = Read {
            gesture: Gesture::Cough,
            ..read
        };
        let (_, text) = told(
            (w, &Naming::default()),
            table,
            &stop,
            &letters(&[0, 0]),
            &letters(&[1, 0]),
            &[(Seat::at(2), Gesture::Wink)],
            Some(other),
        );
        assert_eq!(text, "You lost the round: Cleo caught Bram's wink.");
        // You read Bram's ear tug: the other team takes the letter.
        let kemps = record(RoundResult::Kemps, 0, None);
        let shown = [
            (Seat::at(1), Gesture::Shrug),
            (Seat::at(2), Gesture::EarTug),
        ];
        let (side, text) = told(
            (w, &Naming::default()),
            table,
            &kemps,
            &letters(&[0, 0]),
            &letters(&[0, 1]),
            &shown,
            None,
        );
        assert_eq!(side, YourRound::Won);
        assert_eq!(text, "You won the round: you read Bram's ear tug.");
        // A Kemps on no signal shown, and a wrong one.
        let (_, text) = told(
            (w, &Naming::default()),
            table,
            &kemps,
            &letters(&[0, 0]),
            &letters(&[0, 1]),
            &[],
            None,
        );
        assert_eq!(
            text, "You won the round.",
            "the sentence says who held what"
        );
        let wrong = record(RoundResult::WrongKemps, 1, None);
        let (side, text) = told(
            (w, &Naming::default()),
            table,
            &wrong,
            &letters(&[0, 0]),
            &letters(&[0, 1]),
            &[],
            None,
        );
        assert_eq!(side, YourRound::Won);
        assert_eq!(text, "You won the round.");
    }

    #[test]
    fn other_teams_rounds_are_theirs() {
        let w = &crate::i18n::english();
        let table = Table::new(3).expect("table");
        // Seat 1 (team 1) wrongly stops team 2: team 1 takes the letter; not your round.
        let stop = record(RoundResult::WrongStop, 1, Some(Target::Team(Team(2))));
        let (side, text) = told(
            (w, &Naming::default()),
            table,
            &stop,
            &letters(&[0, 0, 0]),
            &letters(&[0, 1, 0]),
            &[],
            None,
        );
        assert_eq!(side, YourRound::Neither);
        assert!(text.starts_with("Ada & "), "{text}");
        assert!(text.ends_with(" lost the round."), "{text}");
        // A real deal scores nobody.
        let real = RoundRecord {
            by: None,
            ..record(RoundResult::RealDeal, 0, None)
        };
        let (side, text) = told(
            (w, &Naming::default()),
            table,
            &real,
            &letters(&[0, 0, 0]),
            &letters(&[0, 0, 0]),
            &[],
            None,
        );
        assert_eq!(side, YourRound::Neither);
        assert_eq!(text, "A real deal.", "the sentence says why nobody scores");
    }
}
