//! Events in words: the ticker, the live-region announcements, and the sentence that says
//! what a round's call was and why it scored as it did.

use super::names::{describe_hand, seat_name, team_name, who, who_cap};
use crate::engine::{
    CallKind, Card, Event, RoundRecord, RoundResult, Rules, Scoring, Seat, Standing, StopTarget,
    Table, Team,
};

fn cards_short(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.short())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name of what a stop was about: a seat or a team.
pub fn stop_subject(rules: &Rules, table: Table, caller: Seat, on: Option<u8>) -> String {
    match (rules.stop_target, on) {
        (StopTarget::Seat, Some(s)) => who(Seat(s)).to_string(),
        (StopTarget::Team, Some(t)) => team_name(table, Team(t)),
        (StopTarget::Team, None) => team_name(table, Team(1 - table.team_of(caller).0)),
        _ => "someone".into(),
    }
}

/// One line for the ticker, for the events worth one.
pub fn ticker_line(event: &Event, rules: &Rules, table: Table) -> Option<String> {
    Some(match event {
        Event::RoundStarted { round, dealer } => format!(
            "Round {round}: {} deal{}",
            who_cap(*dealer),
            if dealer.0 == 0 { "" } else { "s" }
        ),
        Event::CentreDealt { cards } if cards.is_empty() => "The centre is empty".into(),
        Event::CentreDealt { cards } => format!("New centre: {}", cards_short(cards)),
        Event::TripsSetAside { cards } => format!("{} set aside", cards_short(cards)),
        Event::TripsRedealt { seat, shown } => format!(
            "{} show{} {} and draw{} again",
            who_cap(*seat),
            s(*seat),
            cards_short(shown),
            s(*seat)
        ),
        Event::Swapped { seat, gave, took } => format!(
            "{} took {} for {}",
            who_cap(*seat),
            cards_short(took),
            cards_short(gave)
        ),
        Event::Dropped { seat, card, auto } => format!(
            "{} dropped {}{}",
            who_cap(*seat),
            card.short(),
            if *auto { " at “dead”" } else { "" }
        ),
        Event::Took { seat, card, auto } => format!(
            "{} took {}{}",
            who_cap(*seat),
            card.short(),
            if *auto { " at “dead”" } else { "" }
        ),
        Event::Passed { seat } => format!(
            "{} pass{}",
            who_cap(*seat),
            if seat.0 == 0 { "" } else { "es" }
        ),
        Event::Swept { cards } if *cards > 0 => "The centre is swept away".into(),
        Event::Reshuffled { .. } => "The swept pile becomes the new stock".into(),
        Event::Called { seat, call, target } => call_line(rules, table, *seat, *call, *target),
        Event::Revealed { seat, cards } => format!(
            "{} show{} {}",
            who_cap(*seat),
            s(*seat),
            describe_hand(cards)
        ),
        Event::StopRightLost { seat } => {
            format!("{} may not call stop again this round", who_cap(*seat))
        }
        _ => return None,
    })
}

fn s(seat: Seat) -> &'static str {
    if seat.0 == 0 {
        ""
    } else {
        "s"
    }
}

fn call_line(
    rules: &Rules,
    table: Table,
    seat: Seat,
    call: CallKind,
    target: Option<u8>,
) -> String {
    match call {
        CallKind::Kemps | CallKind::DoubleKemps => format!("{}: {}", who_cap(seat), call.shout()),
        CallKind::Stop | CallKind::DoubleStop => {
            format!(
                "{}: {} on {}",
                who_cap(seat),
                call.shout().trim_end_matches('!'),
                stop_subject(rules, table, seat, target)
            )
        }
    }
}

/// What a round's end means for each team's score, in words.
pub fn score_sentence(
    rules: &Rules,
    table: Table,
    before: &[Standing],
    after: &[Standing],
) -> String {
    let mut parts = Vec::new();
    for team in table.teams() {
        let (b, a) = (
            before.get(team.index()).copied().unwrap_or_default(),
            after.get(team.index()).copied().unwrap_or_default(),
        );
        let name = team_name(table, team);
        match rules.scoring {
            Scoring::Letters if a.letters > b.letters => {
                let letters: String = rules
                    .word
                    .chars()
                    .skip(b.letters as usize)
                    .take((a.letters - b.letters) as usize)
                    .collect();
                parts.push(format!("{name} get the letter {letters}"));
            }
            Scoring::Lives if a.lives < b.lives => {
                let lost = b.lives - a.lives;
                parts.push(format!(
                    "{name} lose {} ({} left)",
                    if lost == 1 {
                        "a heart".to_string()
                    } else {
                        format!("{lost} hearts")
                    },
                    a.lives
                ));
            }
            Scoring::Points if a.points > b.points => {
                let won = a.points - b.points;
                parts.push(format!(
                    "{name} score {won} point{}",
                    if won == 1 { "" } else { "s" }
                ));
            }
            _ => {}
        }
    }
    if parts.is_empty() {
        "Nobody scores.".into()
    } else {
        format!("{}.", parts.join("; "))
    }
}

/// One sentence: who called what, what the hands showed.
pub fn round_sentence(
    rules: &Rules,
    table: Table,
    record: &RoundRecord,
    revealed: &[(Seat, Vec<Card>)],
) -> String {
    let shown = |seat: Seat| {
        revealed
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| describe_hand(c))
            .unwrap_or_else(|| "their cards".into())
    };
    let Some(by) = record.by else {
        return "Nobody wanted the centre and the stock ran out: a real deal.".into();
    };
    let caller = who_cap(by);
    let partner = table.partner_of(by);
    let subject = stop_subject(rules, table, by, record.on);
    let holders = |team: Option<Team>| -> Vec<Seat> {
        team.map(|t| {
            table
                .seats_of(t)
                .into_iter()
                .filter(|s| {
                    revealed
                        .iter()
                        .any(|(r, c)| r == s && crate::engine::card::four_of_a_kind(c).is_some())
                })
                .collect()
        })
        .unwrap_or_default()
    };
    let stopped_team = match (rules.stop_target, record.on) {
        (StopTarget::Seat, Some(s)) => table.seat(s as u64).map(|s| table.team_of(s)),
        (StopTarget::Team, Some(t)) => table.team(t as u64),
        (StopTarget::Team, None) => Some(Team(1 - table.team_of(by).0)),
        _ => None,
    };
    match record.result {
        RoundResult::Kemps => format!(
            "{caller} called Kemps! — and {} held {}.",
            who(partner),
            shown(partner)
        ),
        RoundResult::WrongKemps => format!(
            "{caller} called Kemps, but {} held only {}.",
            who(partner),
            shown(partner)
        ),
        RoundResult::DoubleKemps => format!(
            "{caller} called Double Kemps! — {} held {} and {} held {}.",
            who(by),
            shown(by),
            who(partner),
            shown(partner)
        ),
        RoundResult::WrongDoubleKemps => format!(
            "{caller} called Double Kemps, but it takes two: {} held {} and {} held {}.",
            who(by),
            shown(by),
            who(partner),
            shown(partner)
        ),
        RoundResult::Stop | RoundResult::DoubleStop => {
            let caught: Vec<String> = holders(stopped_team)
                .into_iter()
                .map(|s| format!("{} held {}", who(s), shown(s)))
                .collect();
            let double = if record.result == RoundResult::DoubleStop {
                "Double "
            } else {
                ""
            };
            format!(
                "{caller} called {double}Stop Kemps on {subject} — caught: {}.",
                caught.join(" and ")
            )
        }
        RoundResult::WrongStop | RoundResult::WrongDoubleStop => {
            let double = if record.result == RoundResult::WrongDoubleStop {
                "Double "
            } else {
                ""
            };
            format!(
                "{caller} called {double}Stop Kemps on {subject}, but the hands said otherwise."
            )
        }
        RoundResult::RealDeal => {
            "Nobody wanted the centre and the stock ran out: a real deal.".into()
        }
    }
}

/// The name of a seat for the ticker or a caption.
pub fn gesture_caption(seat: Seat, gesture: crate::engine::Gesture) -> String {
    if seat.0 == 0 {
        format!("You {}", gesture_verb_you(gesture))
    } else {
        format!("{} {}", seat_name(seat), gesture.caption())
    }
}

fn gesture_verb_you(g: crate::engine::Gesture) -> String {
    use crate::engine::Gesture::*;
    match g {
        Wink => "wink".into(),
        EarTug => "tug an ear".into(),
        NoseScratch => "scratch your nose".into(),
        ChinStroke => "stroke your chin".into(),
        EyebrowRaise => "raise an eyebrow".into(),
        TableTap => "tap the table".into(),
        HairSmooth => "smooth your hair".into(),
        Shrug => "shrug".into(),
        Yawn => "yawn".into(),
        LipBite => "bite your lip".into(),
        HeadTilt => "tilt your head".into(),
        Cough => "cough".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    fn c(s: &str) -> Vec<Card> {
        s.split_whitespace().map(|x| x.parse().unwrap()).collect()
    }

    #[test]
    fn round_sentences_say_who_called_and_what_the_hands_showed() {
        let rules = Rules::preset(Preset::Classic);
        let table = Table::new(2).unwrap();
        let record = RoundRecord {
            round: 1,
            result: RoundResult::Kemps,
            by: Some(Seat(0)),
            on: Some(2),
            at: 10,
            calls: vec![],
        };
        let text = round_sentence(&rules, table, &record, &[(Seat(2), c("KH KD KC KS"))]);
        assert_eq!(text, "You called Kemps! — and Bram held four kings.");
        let wrong = RoundRecord {
            result: RoundResult::WrongStop,
            by: Some(Seat(1)),
            on: Some(0),
            ..record.clone()
        };
        assert_eq!(
            round_sentence(&rules, table, &wrong, &[]),
            "Ada called Stop Kemps on You & Bram, but the hands said otherwise."
        );
        let real = RoundRecord {
            result: RoundResult::RealDeal,
            by: None,
            on: None,
            ..record
        };
        assert!(round_sentence(&rules, table, &real, &[]).contains("real deal"));
    }

    #[test]
    fn score_sentences_follow_the_scoring_mode() {
        let table = Table::new(2).unwrap();
        let classic = Rules::preset(Preset::Classic);
        let before = [
            Standing::default(),
            Standing {
                letters: 1,
                ..Default::default()
            },
        ];
        let after = [
            Standing::default(),
            Standing {
                letters: 2,
                ..Default::default()
            },
        ];
        assert_eq!(
            score_sentence(&classic, table, &before, &after),
            "Ada & Cleo get the letter E."
        );
        let hearts = Rules::preset(Preset::Hearts);
        let b = [Standing {
            lives: 5,
            ..Default::default()
        }; 2];
        let a = [
            Standing {
                lives: 4,
                ..Default::default()
            },
            Standing {
                lives: 5,
                ..Default::default()
            },
        ];
        assert_eq!(
            score_sentence(&hearts, table, &b, &a),
            "You & Bram lose a heart (4 left)."
        );
        let party = Rules::preset(Preset::Party);
        let a = [
            Standing {
                points: 2,
                ..Default::default()
            },
            Standing::default(),
        ];
        assert_eq!(
            score_sentence(&party, table, &[Standing::default(); 2], &a),
            "You & Bram score 2 points."
        );
        assert_eq!(score_sentence(&party, table, &a, &a), "Nobody scores.");
    }
}
