//! How signals were read, told once a round is over (the round's signals may be revealed
//! then, as a replay does): what a wrong call's suspect really did, the signals your
//! partner made that you missed, and through the match which signal was read or caught when.

use super::GestureMark;
use crate::engine::{Gesture, RoundRecord, RoundResult, Seat, Table, Target, Team};
use crate::session::headline::noun;
use crate::session::names::{seat_name, their, who};
use crate::session::play::{YOU, YOUR_TEAM};

/// The gestures made in `round` by `seats` up to game time `at`, first first.
fn made_by<'a>(
    marks: &'a [GestureMark],
    round: u32,
    seats: &'a [Seat],
    at: u64,
) -> impl Iterator<Item = &'a GestureMark> + 'a {
    marks
        .iter()
        .filter(move |m| m.round == round && m.at <= at && seats.contains(&m.seat))
}

/// "Ada and Cleo", "you and Bram".
fn pair(table: Table, team: Team) -> String {
    let [a, b] = table.seats_of(team);
    format!("{} and {}", who(a), who(b))
}

/// "Ada and Cleo's", "your team's".
fn pair_whose(table: Table, team: Team) -> String {
    if team == YOUR_TEAM {
        "your team's".into()
    } else {
        format!("{}'s", pair(table, team))
    }
}

/// "Ada's", "Your" (at the start of a sentence).
fn whose_cap(seat: Seat) -> String {
    if seat == YOU {
        "Your".into()
    } else {
        format!("{}'s", seat_name(seat))
    }
}

/// "the ear tug", "the ear tug and the wink".
fn the_gestures(gestures: &[Gesture]) -> String {
    let named: Vec<String> = gestures
        .iter()
        .map(|g| format!("the {}", noun(*g)))
        .collect();
    and_list(&named)
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Each gesture once, in the order first made.
fn distinct<'a>(marks: impl Iterator<Item = &'a GestureMark>) -> Vec<Gesture> {
    let mut out = Vec::new();
    for m in marks {
        if !out.contains(&m.gesture) {
            out.push(m.gesture);
        }
    }
    out
}

/// What a wrong call was really about, said with the round over: for a wrong Stop Kemps,
/// the suspect's last gesture before it and the suspects' signal this round ("Ada's lip
/// bite was a decoy; Ada and Cleo's signal this round was the ear tug."); for a wrong
/// Kemps, the partner's last gesture when it was a decoy. `None` for any other round.
pub fn wrong_call_note(
    table: Table,
    record: &RoundRecord,
    marks: &[GestureMark],
) -> Option<String> {
    let by = record.by?;
    match record.result {
        RoundResult::WrongStop | RoundResult::WrongDoubleStop => Some(wrong_stop_note(
            table,
            record.round,
            record.target?,
            record.at,
            marks,
        )),
        RoundResult::WrongKemps | RoundResult::WrongDoubleKemps => {
            let partner = [table.partner_of(by)];
            let last = made_by(marks, record.round, &partner, record.at).last()?;
            (!last.real).then(|| {
                format!(
                    "{} {} was a decoy.",
                    whose_cap(last.seat),
                    noun(last.gesture)
                )
            })
        }
        _ => None,
    }
}

/// A wrong stop on `target` at `at`: what the suspects' last gesture was, and their signal.
fn wrong_stop_note(
    table: Table,
    round: u32,
    target: Target,
    at: u64,
    marks: &[GestureMark],
) -> String {
    let (suspects, team) = match target {
        Target::Seat { suspect, team } => (vec![suspect], team),
        Target::Team(team) => (table.seats_of(team).to_vec(), team),
    };
    let gesture = match made_by(marks, round, &suspects, at).last() {
        Some(m) if m.real => format!(
            "{} {} was a real signal, but the hands had changed by the call",
            whose_cap(m.seat),
            noun(m.gesture)
        ),
        Some(m) => format!("{} {} was a decoy", whose_cap(m.seat), noun(m.gesture)),
        None => match suspects.as_slice() {
            [one] => format!("{} had made no gesture", capitalised(who(*one))),
            _ => format!("{} had made no gesture", capitalised(&pair(table, team))),
        },
    };
    let seats = table.seats_of(team);
    let shown = distinct(made_by(marks, round, &seats, u64::MAX).filter(|m| m.real));
    let signal = match shown.as_slice() {
        [] => format!("{} made no signal this round", pair(table, team)),
        [_] => format!(
            "{} signal this round was {}",
            pair_whose(table, team),
            the_gestures(&shown)
        ),
        _ => format!(
            "{} signals this round were {}",
            pair_whose(table, team),
            the_gestures(&shown)
        ),
    };
    format!("{gesture}; {signal}.")
}

/// "you and Bram" → "You and Bram" (names are ASCII).
fn capitalised(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// A gesture in the past tense: "winked", "tugged an ear".
fn made(g: Gesture) -> &'static str {
    match g {
        Gesture::Wink => "winked",
        Gesture::EarTug => "tugged an ear",
        Gesture::NoseScratch => "scratched their nose",
        Gesture::ChinStroke => "stroked their chin",
        Gesture::EyebrowRaise => "raised an eyebrow",
        Gesture::TableTap => "tapped the table",
        Gesture::HairSmooth => "smoothed their hair",
        Gesture::Shrug => "shrugged",
        Gesture::Yawn => "yawned",
        Gesture::LipBite => "bit their lip",
        Gesture::HeadTilt => "tilted their head",
        Gesture::Cough => "coughed",
    }
}

/// "once", "twice", "5 times".
fn times(n: usize) -> String {
    match n {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{n} times"),
    }
}

/// Your partner's real signals in a round that your team did not win with a right Kemps:
/// "Bram winked 5 times: that was his signal, and you did not read it." `None` when the
/// partner made none, or when you read it.
pub fn missed_note(table: Table, record: &RoundRecord, marks: &[GestureMark]) -> Option<String> {
    let read = matches!(record.result, RoundResult::Kemps | RoundResult::DoubleKemps)
        && record.by.map(|s| table.team_of(s)) == Some(YOUR_TEAM);
    if read {
        return None;
    }
    let partner = table.partner_of(YOU);
    let seats = [partner];
    let signals: Vec<GestureMark> = made_by(marks, record.round, &seats, u64::MAX)
        .filter(|m| m.real)
        .cloned()
        .collect();
    let gestures = distinct(signals.iter());
    let said: Vec<String> = gestures
        .iter()
        .map(|g| {
            let n = signals.iter().filter(|m| m.gesture == *g).count();
            format!("{} {}", made(*g), times(n))
        })
        .collect();
    let (that, them) = match gestures.len() {
        0 => return None,
        1 => (format!("that was {} signal", their(partner)), "it"),
        _ => (format!("those were {} signals", their(partner)), "them"),
    };
    Some(format!(
        "{} {}: {that}, and you did not read {them}.",
        seat_name(partner),
        and_list(&said)
    ))
}

/// Whether a right Stop Kemps on your team caught one of your team's signals this round:
/// then the round's result offers Change signals first.
pub fn your_signal_caught(table: Table, record: &RoundRecord, marks: &[GestureMark]) -> bool {
    let stopped = matches!(record.result, RoundResult::Stop | RoundResult::DoubleStop)
        && record.target.map(|t| t.team()) == Some(YOUR_TEAM);
    let seats = table.seats_of(YOUR_TEAM);
    stopped && made_by(marks, record.round, &seats, record.at).any(|m| m.real)
}

/// One team's signal through the match: the rounds it was made in, the rounds a partner
/// read it (a right Kemps) and the rounds an opponent caught it (a right Stop Kemps).
#[derive(Clone, Debug, PartialEq)]
pub struct SignalReads {
    pub team: Team,
    pub gesture: Gesture,
    pub made: Vec<u32>,
    /// (who read it, round).
    pub read: Vec<(Seat, u32)>,
    /// (who caught it, round).
    pub caught: Vec<(Seat, u32)>,
}

/// Every signal made in the match, your team's first: who read or caught it, and when.
/// The signal a call read or caught is the one its round's headline names: the first real
/// signal of the partner (a Kemps) or of the suspects (a stop).
pub fn signal_reads(
    table: Table,
    records: &[RoundRecord],
    marks: &[GestureMark],
) -> Vec<SignalReads> {
    let mut out: Vec<SignalReads> = Vec::new();
    let mut entry = |team: Team, gesture: Gesture| -> usize {
        match out
            .iter()
            .position(|r| r.team == team && r.gesture == gesture)
        {
            Some(i) => i,
            None => {
                out.push(SignalReads {
                    team,
                    gesture,
                    made: vec![],
                    read: vec![],
                    caught: vec![],
                });
                out.len() - 1
            }
        }
    };
    let mut found = Vec::new();
    for m in marks.iter().filter(|m| m.real) {
        let i = entry(table.team_of(m.seat), m.gesture);
        found.push((i, m.round));
    }
    let mut calls = Vec::new();
    for r in records {
        let Some(by) = r.by else { continue };
        let (caught, suspects) = match (r.result, r.target) {
            (RoundResult::Kemps | RoundResult::DoubleKemps, _) => {
                (false, vec![table.partner_of(by)])
            }
            (RoundResult::Stop | RoundResult::DoubleStop, Some(Target::Seat { suspect, .. })) => {
                (true, vec![suspect, table.partner_of(suspect)])
            }
            (RoundResult::Stop | RoundResult::DoubleStop, Some(Target::Team(t))) => {
                (true, table.seats_of(t).to_vec())
            }
            _ => continue,
        };
        let first = suspects.iter().find_map(|s| {
            marks
                .iter()
                .find(|m| m.real && m.round == r.round && m.at <= r.at && m.seat == *s)
        });
        if let Some(m) = first {
            calls.push((entry(table.team_of(m.seat), m.gesture), caught, by, r.round));
        }
    }
    for (i, round) in found {
        if out[i].made.last() != Some(&round) {
            out[i].made.push(round);
        }
    }
    for (i, caught, by, round) in calls {
        match caught {
            true => out[i].caught.push((by, round)),
            false => out[i].read.push((by, round)),
        }
    }
    out.sort_by_key(|r| r.team != YOUR_TEAM);
    out
}

/// "round 4", "rounds 1 and 3".
fn rounds(list: &[u32]) -> String {
    let words: Vec<String> = list.iter().map(u32::to_string).collect();
    match words.len() {
        1 => format!("round {}", words[0]),
        _ => format!("rounds {}", and_list(&words)),
    }
}

/// "read by Bram in rounds 1 and 3", "caught by Cleo in round 4 and by Dev in round 5".
fn by_whom(verb: &str, calls: &[(Seat, u32)]) -> String {
    let mut seats: Vec<Seat> = Vec::new();
    for (s, _) in calls {
        if !seats.contains(s) {
            seats.push(*s);
        }
    }
    let parts: Vec<String> = seats
        .iter()
        .map(|s| {
            let list: Vec<u32> = calls.iter().filter(|c| c.0 == *s).map(|c| c.1).collect();
            format!("by {} in {}", who(*s), rounds(&list))
        })
        .collect();
    format!("{verb} {}", and_list(&parts))
}

/// A signal's story in a line: "Your wink: read by Bram in rounds 1 and 3; caught by Cleo
/// in round 4." or "Ada and Cleo's ear tug: made in round 2, never read or caught."
pub fn reads_line(table: Table, r: &SignalReads) -> String {
    let whose = match r.team {
        YOUR_TEAM => "Your".to_string(),
        t => format!("{}'s", pair(table, t)),
    };
    let mut parts = Vec::new();
    if !r.read.is_empty() {
        parts.push(by_whom("read", &r.read));
    }
    if !r.caught.is_empty() {
        parts.push(by_whom("caught", &r.caught));
    }
    if parts.is_empty() {
        parts.push(format!("made in {}, never read or caught", rounds(&r.made)));
    }
    format!("{whose} {}: {}.", noun(r.gesture), parts.join("; "))
}

#[cfg(test)]
#[path = "reading_tests.rs"]
mod tests;
