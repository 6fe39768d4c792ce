//! Events in words: the ticker, the live-region announcements, and the sentence that says
//! what a round's call was and why it scored as it did.

use super::names::{addressed, describe_hand, team_name, who, who_cap};
use super::play::YOU;
use crate::engine::{
    CallKind, CallTarget, Card, Event, RoundRecord, RoundResult, Rules, Scoring, Seat, Standing,
    Table, Target,
};

fn cards_short(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.short())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name of what a stop was about, as the engine resolved it: a seat or a team.
pub fn stop_subject(table: Table, target: Option<Target>) -> String {
    match target {
        Some(Target::Seat { suspect, .. }) => who(suspect).to_string(),
        Some(Target::Team(team)) => team_name(table, team),
        None => "someone".into(),
    }
}

/// One line for the ticker, for the events worth one (the engine's events say whom a stop
/// was about).
pub fn ticker_line(event: &Event, table: Table) -> Option<String> {
    Some(match event {
        Event::RoundStarted { round, dealer } => format!(
            "Round {round}: {} deal{}",
            who_cap(*dealer),
            if *dealer == YOU { "" } else { "s" }
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
            if *seat == YOU { "" } else { "es" }
        ),
        Event::Swept { cards } if *cards > 0 => "The centre is swept away".into(),
        Event::Reshuffled { .. } => "The swept pile becomes the new stock".into(),
        Event::Called { seat, call, target } => call_line(table, *seat, *call, *target),
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
    if addressed(seat) {
        ""
    } else {
        "s"
    }
}

fn call_line(table: Table, seat: Seat, call: CallKind, target: CallTarget) -> String {
    match call {
        CallKind::Kemps | CallKind::DoubleKemps => format!("{}: {}", who_cap(seat), call.shout()),
        CallKind::Stop | CallKind::DoubleStop => {
            format!(
                "{}: {} on {}",
                who_cap(seat),
                call.shout().trim_end_matches('!'),
                stop_subject(table, target.stop())
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

/// A round that ends with no call, what the rules call a real deal (its headline names it).
const REAL_DEAL: &str =
    "Nobody wanted the centre's cards and the stock ran out before anyone called, so nobody scores.";

/// One sentence: who called what, what the hands showed (the record says whom a stop was
/// about).
pub fn round_sentence(
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
        return REAL_DEAL.into();
    };
    let caller = who_cap(by);
    let partner = table.partner_of(by);
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
        RoundResult::Stop
        | RoundResult::DoubleStop
        | RoundResult::WrongStop
        | RoundResult::WrongDoubleStop => stop_sentence(table, record, caller, revealed, shown),
        RoundResult::RealDeal => REAL_DEAL.into(),
    }
}

/// The sentence of a stop: caught (and who held what) or wrong.
fn stop_sentence(
    table: Table,
    record: &RoundRecord,
    caller: &str,
    revealed: &[(Seat, Vec<Card>)],
    shown: impl Fn(Seat) -> String,
) -> String {
    let subject = stop_subject(table, record.target);
    let double = match record.result {
        RoundResult::DoubleStop | RoundResult::WrongDoubleStop => "Double ",
        _ => "",
    };
    if !record.result.is_correct_call() {
        return format!(
            "{caller} called {double}Stop Kemps on {subject}, but the hands said otherwise."
        );
    }
    let holds_four = |seat: &Seat| {
        revealed
            .iter()
            .any(|(r, c)| r == seat && crate::engine::card::four_of_a_kind(c).is_some())
    };
    let caught: Vec<String> = record
        .target
        .map(|t| table.seats_of(t.team()).to_vec())
        .unwrap_or_default()
        .into_iter()
        .filter(holds_four)
        .map(|s| format!("{} held {}", who(s), shown(s)))
        .collect();
    format!(
        "{caller} called {double}Stop Kemps on {subject} — caught: {}.",
        caught.join(" and ")
    )
}

/// A gesture in words, for a caption or the live region: "Ada tugs an ear", "You wink".
pub fn gesture_caption(seat: Seat, gesture: crate::engine::Gesture) -> String {
    if addressed(seat) {
        format!("You {}", gesture_verb_you(gesture))
    } else {
        format!("{} {}", who_cap(seat), gesture.caption())
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
            target: None,
            at: 10,
            calls: vec![],
        };
        let text = round_sentence(table, &record, &[(Seat(2), c("KH KD KC KS"))]);
        assert_eq!(text, "You called Kemps! — and Bram held four kings.");
        let wrong = RoundRecord {
            result: RoundResult::WrongStop,
            by: Some(Seat(1)),
            on: Some(0),
            target: Target::resolve(rules.stop_target, table, Seat(1), Some(0)).ok(),
            ..record.clone()
        };
        assert_eq!(
            round_sentence(table, &wrong, &[]),
            "Ada called Stop Kemps on You & Bram, but the hands said otherwise."
        );
        let real = RoundRecord {
            result: RoundResult::RealDeal,
            by: None,
            on: None,
            ..record
        };
        assert!(round_sentence(table, &real, &[]).ends_with("so nobody scores."));
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
