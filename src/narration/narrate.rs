//! Events in words: the ticker, the live-region announcements, and the sentence that says
//! what a round's call was and why it scored as it did.

use super::names::{describe_hand, Naming};
use super::seats::YOU;
use super::words;
use crate::engine::{
    CallKind, CallTarget, Card, Event, Gesture, RoundRecord, RoundResult, RuleError, Rules,
    Scoring, Seat, Standing, Table, Target,
};
use crate::i18n::{id, Arg, Msg, Words};

fn cards_short(w: &Words, cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| words::card_short(w, c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a stop was about, as the engine resolved it, as a message's argument: a seat
/// (`[you]` when it is you), a team, or someone.
pub fn stop_subject(w: &Words, n: &Naming, table: Table, target: Option<Target>) -> Arg<'static> {
    match target {
        Some(Target::Seat { suspect, .. }) => n.who_arg(w, suspect),
        Some(Target::Team(team)) => Arg::from(n.team_name(w, table, team)),
        None => Arg::from(tr!(w, NARRATION_SOMEONE)),
    }
}

/// A call by its name, inside a sentence: "Kemps", "Double Stop Kemps".
pub fn call_name(w: &Words, call: CallKind) -> String {
    match call {
        CallKind::Kemps => tr!(w, NARRATION_CALL_KEMPS),
        CallKind::DoubleKemps => tr!(w, NARRATION_CALL_DOUBLE_KEMPS),
        CallKind::Stop => tr!(w, NARRATION_CALL_STOP),
        CallKind::DoubleStop => tr!(w, NARRATION_CALL_DOUBLE_STOP),
    }
}

/// Whether `event` has a line in the ticker (`ticker_line` words it).
pub fn ticks(event: &Event) -> bool {
    match event {
        Event::Swept { cards } => *cards > 0,
        Event::RoundStarted { .. }
        | Event::CentreDealt { .. }
        | Event::TripsSetAside { .. }
        | Event::TripsRedealt { .. }
        | Event::Swapped { .. }
        | Event::Dropped { .. }
        | Event::Took { .. }
        | Event::Passed { .. }
        | Event::Reshuffled { .. }
        | Event::Called { .. }
        | Event::Revealed { .. }
        | Event::StopRightLost { .. } => true,
        _ => false,
    }
}

/// One line for the ticker, for the events worth one (the engine's events say whom a stop
/// was about).
pub fn ticker_line(w: &Words, n: &Naming, event: &Event, table: Table) -> Option<String> {
    Some(match event {
        Event::RoundStarted { round, dealer } => tr!(
            w,
            NARRATION_ROUND_STARTED,
            round = *round,
            dealer = n.who_cap_arg(w, *dealer)
        ),
        Event::CentreDealt { cards } if cards.is_empty() => tr!(w, NARRATION_CENTRE_EMPTY),
        Event::CentreDealt { cards } => tr!(w, NARRATION_NEW_CENTRE, cards = cards_short(w, cards)),
        Event::TripsSetAside { cards } => {
            tr!(w, NARRATION_SET_ASIDE, cards = cards_short(w, cards))
        }
        Event::TripsRedealt { seat, shown } => tr!(
            w,
            NARRATION_TRIPS_REDEALT,
            seat = n.who_cap_arg(w, *seat),
            cards = cards_short(w, shown)
        ),
        Event::Swapped { seat, gave, took } => tr!(
            w,
            NARRATION_SWAPPED,
            seat = n.who_cap_arg(w, *seat),
            took = cards_short(w, took),
            gave = cards_short(w, gave)
        ),
        Event::Dropped { seat, card, auto } => {
            let msg = if *auto {
                id::NARRATION_DROPPED_DEAD
            } else {
                id::NARRATION_DROPPED
            };
            moved(w, n, msg, *seat, *card)
        }
        Event::Took { seat, card, auto } => {
            let msg = if *auto {
                id::NARRATION_TOOK_DEAD
            } else {
                id::NARRATION_TOOK
            };
            moved(w, n, msg, *seat, *card)
        }
        Event::Passed { seat } => tr!(w, NARRATION_PASSED, seat = n.who_cap_arg(w, *seat)),
        Event::Swept { cards } if *cards > 0 => tr!(w, NARRATION_SWEPT),
        Event::Reshuffled { .. } => tr!(w, NARRATION_RESHUFFLED),
        Event::Called { seat, call, target } => call_line(w, n, table, *seat, *call, *target),
        Event::Revealed { seat, cards } => tr!(
            w,
            NARRATION_REVEALED,
            seat = n.who_cap_arg(w, *seat),
            hand = describe_hand(w, cards)
        ),
        Event::StopRightLost { seat } => {
            tr!(w, NARRATION_STOP_RIGHT_LOST, seat = n.who_cap_arg(w, *seat))
        }
        _ => return None,
    })
}

/// "Ada dropped 7♥", "You took Q♣ at “dead”".
fn moved(w: &Words, n: &Naming, msg: Msg, seat: Seat, card: Card) -> String {
    w.text(
        msg,
        &[
            ("seat", n.who_cap_arg(w, seat)),
            ("card", Arg::from(words::card_short(w, card))),
        ],
    )
}

fn call_line(
    w: &Words,
    n: &Naming,
    table: Table,
    seat: Seat,
    call: CallKind,
    target: CallTarget,
) -> String {
    match call {
        CallKind::Kemps | CallKind::DoubleKemps => {
            tr!(
                w,
                NARRATION_CALLED,
                seat = n.who_cap_arg(w, seat),
                call = words::shout(w, call)
            )
        }
        CallKind::Stop | CallKind::DoubleStop => tr!(
            w,
            NARRATION_CALLED_STOP,
            seat = n.who_cap_arg(w, seat),
            call = call_name(w, call),
            subject = stop_subject(w, n, table, target.stop())
        ),
    }
}

/// What a round's end means for each team's score, in words.
pub fn score_sentence(
    w: &Words,
    n: &Naming,
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
        let name = n.team_arg(w, table, team);
        match rules.scoring() {
            Scoring::Letters if a.letters > b.letters => {
                let letters: String = rules
                    .word()
                    .chars()
                    .skip(b.letters as usize)
                    .take((a.letters - b.letters) as usize)
                    .collect();
                parts.push(tr!(
                    w,
                    NARRATION_SCORE_LETTER,
                    team = name,
                    letters = letters
                ));
            }
            Scoring::Lives if a.lives < b.lives => parts.push(tr!(
                w,
                NARRATION_SCORE_HEARTS,
                team = name,
                lost = b.lives - a.lives,
                left = a.lives
            )),
            Scoring::Points if a.points > b.points => parts.push(tr!(
                w,
                NARRATION_SCORE_POINTS,
                team = name,
                won = a.points - b.points
            )),
            _ => {}
        }
    }
    if parts.is_empty() {
        tr!(w, NARRATION_NOBODY_SCORES)
    } else {
        tr!(
            w,
            NARRATION_SCORES,
            parts = parts.join(&tr!(w, NARRATION_CLAUSE_SEPARATOR))
        )
    }
}

/// One sentence: who called what, what the hands showed (the record says whom a stop was
/// about).
pub fn round_sentence(
    w: &Words,
    n: &Naming,
    table: Table,
    record: &RoundRecord,
    revealed: &[(Seat, Vec<Card>)],
) -> String {
    let shown = |seat: Seat| {
        revealed
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, c)| describe_hand(w, c))
            .unwrap_or_else(|| tr!(w, NARRATION_THEIR_CARDS))
    };
    let Some(by) = record.by else {
        return tr!(w, NARRATION_REAL_DEAL);
    };
    let partner = table.partner_of(by);
    let msg = match record.result {
        RoundResult::Kemps => id::NARRATION_KEMPS_RIGHT,
        RoundResult::WrongKemps => id::NARRATION_KEMPS_WRONG,
        RoundResult::DoubleKemps => id::NARRATION_DOUBLE_KEMPS_RIGHT,
        RoundResult::WrongDoubleKemps => id::NARRATION_DOUBLE_KEMPS_WRONG,
        RoundResult::Stop
        | RoundResult::DoubleStop
        | RoundResult::WrongStop
        | RoundResult::WrongDoubleStop => {
            return stop_sentence(w, n, table, record, by, revealed, shown)
        }
        RoundResult::RealDeal => return tr!(w, NARRATION_REAL_DEAL),
    };
    w.text(
        msg,
        &[
            ("caller", n.who_cap_arg(w, by)),
            ("by", n.who_arg(w, by)),
            ("hand", Arg::from(shown(by))),
            ("partner", n.who_arg(w, partner)),
            ("partner_hand", Arg::from(shown(partner))),
        ],
    )
}

/// The sentence of a stop: caught (and who held what) or wrong.
fn stop_sentence(
    w: &Words,
    n: &Naming,
    table: Table,
    record: &RoundRecord,
    by: Seat,
    revealed: &[(Seat, Vec<Card>)],
    shown: impl Fn(Seat) -> String,
) -> String {
    let subject = stop_subject(w, n, table, record.target);
    let call = match record.result {
        RoundResult::DoubleStop | RoundResult::WrongDoubleStop => CallKind::DoubleStop,
        _ => CallKind::Stop,
    };
    if !record.result.is_correct_call() {
        return tr!(
            w,
            NARRATION_STOP_WRONG,
            caller = n.who_cap_arg(w, by),
            call = call_name(w, call),
            subject = subject
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
        .map(|s| tr!(w, NARRATION_HELD, seat = n.who_arg(w, s), hand = shown(s)))
        .collect();
    tr!(
        w,
        NARRATION_STOP_RIGHT,
        caller = n.who_cap_arg(w, by),
        call = call_name(w, call),
        subject = subject,
        caught = and_list(w, &caught)
    )
}

/// "a", "a and b", "a, b and c": whole clauses or names, in a list.
pub fn and_list(w: &Words, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(w, NARRATION_AND, rest = rest.join(", "), last = last),
    }
}

/// A gesture in words, for a caption or the live region: "Ada tugs an ear", "You wink"
/// ("The player winks" in someone else's match).
pub fn gesture_caption(w: &Words, n: &Naming, seat: Seat, gesture: Gesture) -> String {
    if seat == YOU && !n.addressed(seat) {
        return w.text(
            words::caption_msg(gesture),
            &[("seat", n.who_cap_arg(w, seat))],
        );
    }
    w.text(
        words::caption_msg(gesture),
        &[("seat", n.seat_arg(w, seat))],
    )
}

/// Why the rules refused an action, as a sentence shown to the player (the engine's own
/// `Display` stays English, for the command line).
pub fn refusal(w: &Words, error: &RuleError) -> String {
    use crate::engine::Order;
    let card = |msg: Msg, c: &Card| w.text(msg, &[("card", Arg::from(words::card_name(w, *c)))]);
    match error {
        RuleError::RoundOver => tr!(w, NARRATION_REFUSED_ROUND_OVER),
        RuleError::GameOver => tr!(w, NARRATION_REFUSED_GAME_OVER),
        RuleError::TimeInPast => tr!(w, NARRATION_REFUSED_TIME_IN_PAST),
        RuleError::NoSuchSeat => tr!(w, NARRATION_REFUSED_NO_SUCH_SEAT),
        RuleError::CardGone(c) => card(id::NARRATION_REFUSED_CARD_GONE, c),
        RuleError::CardSwept(c) => card(id::NARRATION_REFUSED_CARD_SWEPT, c),
        RuleError::CardTakenByYou(c) => card(id::NARRATION_REFUSED_CARD_TAKEN_BY_YOU, c),
        RuleError::NotInCentre(c) => card(id::NARRATION_REFUSED_NOT_IN_CENTRE, c),
        RuleError::NotInHand(c) => card(id::NARRATION_REFUSED_NOT_IN_HAND, c),
        RuleError::SameCardTwice(c) => card(id::NARRATION_REFUSED_SAME_CARD_TWICE, c),
        RuleError::SwapSize => tr!(w, NARRATION_REFUSED_SWAP_SIZE),
        RuleError::WrongOrder(Order::Atomic) => tr!(w, NARRATION_REFUSED_ORDER_ATOMIC),
        RuleError::WrongOrder(Order::DropFirst) => tr!(w, NARRATION_REFUSED_ORDER_DROP_FIRST),
        RuleError::WrongOrder(Order::PickFirst) => tr!(w, NARRATION_REFUSED_ORDER_PICK_FIRST),
        RuleError::DropFirst => tr!(w, NARRATION_REFUSED_DROP_FIRST),
        RuleError::PickFirst => tr!(w, NARRATION_REFUSED_PICK_FIRST),
        RuleError::DoubleCallsOff => tr!(w, NARRATION_REFUSED_DOUBLE_CALLS_OFF),
        RuleError::MissingTarget => tr!(w, NARRATION_REFUSED_MISSING_TARGET),
        RuleError::NoSuchTarget => tr!(w, NARRATION_REFUSED_NO_SUCH_TARGET),
        RuleError::OwnTeam => tr!(w, NARRATION_REFUSED_OWN_TEAM),
        RuleError::KempsOnOwnHand => tr!(w, NARRATION_REFUSED_KEMPS_ON_OWN_HAND),
        RuleError::StopRightLost => tr!(w, NARRATION_REFUSED_STOP_RIGHT_LOST),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Preset;

    /// A face's caption in English is the engine's own (which the command line and saved
    /// files keep), said of a seat by its name, and to the person at the table.
    #[test]
    fn a_caption_names_the_seat_and_speaks_to_the_person_at_the_table() {
        let w = &crate::i18n::english();
        let you = Naming::default();
        for g in Gesture::ALL {
            assert_eq!(
                gesture_caption(w, &you, Seat::at(1), g),
                format!("Ada {}", g.caption())
            );
        }
        assert_eq!(gesture_caption(w, &you, YOU, Gesture::Wink), "You wink");
        assert_eq!(
            gesture_caption(w, &you, YOU, Gesture::NoseScratch),
            "You scratch your nose"
        );
    }

    fn c(s: &str) -> Vec<Card> {
        s.split_whitespace().map(|x| x.parse().unwrap()).collect()
    }

    fn in_french<T>(f: impl FnOnce(&crate::i18n::Words) -> T) -> T {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Fr), f)
    }

    #[test]
    fn the_narration_speaks_french_to_the_person_at_the_table() {
        let w = &crate::i18n::english();
        let you = Naming::default();
        let table = Table::new(2).unwrap();
        let record = RoundRecord {
            round: 1,
            result: RoundResult::Kemps,
            by: Some(Seat::FIRST),
            on: Some(2),
            target: None,
            at: 10,
            calls: vec![],
        };
        let started = Event::RoundStarted {
            round: 3,
            dealer: Seat::FIRST,
        };
        let passed = Event::Passed { seat: Seat::at(1) };
        let hearts = Rules::of(Preset::Hearts);
        let before = [Standing {
            lives: 5,
            ..Default::default()
        }; 2];
        let after = [
            Standing {
                lives: 3,
                ..Default::default()
            },
            before[1],
        ];
        in_french(|w| {
            assert_eq!(
                round_sentence(w, &you, table, &record, &[(Seat::at(2), c("KH KD KC KS"))]),
                "Vous avez annoncé Kemps ! — et Bram avait un carré de rois."
            );
            assert_eq!(
                ticker_line(w, &you, &started, table).unwrap(),
                "Manche 3 : vous donnez"
            );
            assert_eq!(ticker_line(w, &you, &passed, table).unwrap(), "Ada passe");
            assert_eq!(
                score_sentence(w, &you, &hearts, table, &before, &after),
                "Vous & Bram perdez 2 cœurs (il en reste 3)."
            );
            assert_eq!(
                refusal(w, &RuleError::NotInHand(Card::from_index(0))),
                format!(
                    "Vous n'avez pas cette carte : {}",
                    words::card_name(w, Card::from_index(0))
                )
            );
        });
        // The engine's own words stay English, for the command line.
        assert_eq!(
            RuleError::OwnTeam.to_string(),
            "you cannot stop your own team"
        );
        assert_eq!(
            refusal(w, &RuleError::OwnTeam),
            "You cannot stop your own team"
        );
    }

    #[test]
    fn round_sentences_say_who_called_and_what_the_hands_showed() {
        let w = &crate::i18n::english();
        let you = Naming::default();
        let rules = Rules::of(Preset::Classic);
        let table = Table::new(2).unwrap();
        let record = RoundRecord {
            round: 1,
            result: RoundResult::Kemps,
            by: Some(Seat::FIRST),
            on: Some(2),
            target: None,
            at: 10,
            calls: vec![],
        };
        let text = round_sentence(w, &you, table, &record, &[(Seat::at(2), c("KH KD KC KS"))]);
        assert_eq!(text, "You called Kemps! — and Bram held four kings.");
        let wrong = RoundRecord {
            result: RoundResult::WrongStop,
            by: Some(Seat::at(1)),
            on: Some(0),
            target: Target::resolve(rules.stop_target(), table, Seat::at(1), Some(0)).ok(),
            ..record.clone()
        };
        assert_eq!(
            round_sentence(w, &you, table, &wrong, &[]),
            "Ada called Stop Kemps on You & Bram, but the hands said otherwise."
        );
        let real = RoundRecord {
            result: RoundResult::RealDeal,
            by: None,
            on: None,
            ..record
        };
        // Cards may have been swapped all round: the round ends because the stock did.
        assert_eq!(
            round_sentence(w, &you, table, &real, &[]),
            "The stock ran out before anyone called, so nobody scores."
        );
    }

    #[test]
    fn score_sentences_follow_the_scoring_mode() {
        let w = &crate::i18n::english();
        let you = Naming::default();
        let table = Table::new(2).unwrap();
        let classic = Rules::of(Preset::Classic);
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
            score_sentence(w, &you, &classic, table, &before, &after),
            "Ada & Cleo get the letter E."
        );
        let hearts = Rules::of(Preset::Hearts);
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
            score_sentence(w, &you, &hearts, table, &b, &a),
            "You & Bram lose a heart (4 left)."
        );
        let party = Rules::of(Preset::Party);
        let a = [
            Standing {
                points: 2,
                ..Default::default()
            },
            Standing::default(),
        ];
        assert_eq!(
            score_sentence(w, &you, &party, table, &[Standing::default(); 2], &a),
            "You & Bram score 2 points."
        );
        assert_eq!(
            score_sentence(w, &you, &party, table, &a, &a),
            "Nobody scores."
        );
    }
}
