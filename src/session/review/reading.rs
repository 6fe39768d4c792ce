//! How signals were read, told once a round is over (the round's signals may be revealed
//! then, as a replay does): what a wrong call's suspect really did, the signals your
//! partner made that you missed, and through the match which signal was read or caught when.

use super::GestureMark;
use crate::engine::{Gesture, RoundRecord, RoundResult, Seat, Table, Target, Team};
use crate::i18n::{id, Arg, Words};
use crate::narration::names::Naming;
use crate::narration::narrate::and_list;
use crate::narration::seats::{YOU, YOUR_TEAM};
use crate::narration::words::gesture_noun;

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

/// A team as two people, "Ada and Cleo", "you and Bram" ("You and Bram" with `cap`, at the
/// start of a sentence), as a message's argument: `[you]` when it is your team.
fn pair(w: &Words, n: &Naming, table: Table, team: Team, cap: bool) -> Arg<'static> {
    let [a, b] = table.seats_of(team);
    let first = if cap {
        n.who_cap_arg(w, a)
    } else {
        n.who_arg(w, a)
    };
    let name = tr!(w, NARRATION_PAIR, first = first, second = n.who_arg(w, b));
    let female = n.gender(a) == crate::i18n::Gender::Female && n.gender(b) == n.gender(a);
    Arg::Seat {
        name: name.into(),
        you: n.addressed(a) || n.addressed(b),
        player: false,
        gender: if female {
            crate::i18n::Gender::Female
        } else {
            crate::i18n::Gender::Male
        },
    }
}

/// "the ear tug", "the ear tug and the wink".
fn the_gestures(w: &Words, gestures: &[Gesture]) -> String {
    let named: Vec<String> = gestures
        .iter()
        .map(|g| tr!(w, NARRATION_THE_GESTURE, gesture = gesture_noun(w, *g)))
        .collect();
    and_list(w, &named)
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
    w: &Words,
    n: &Naming,
    table: Table,
    record: &RoundRecord,
    marks: &[GestureMark],
) -> Option<String> {
    let by = record.by?;
    match record.result {
        RoundResult::WrongStop | RoundResult::WrongDoubleStop => Some(wrong_stop_note(
            w,
            n,
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
                tr!(
                    w,
                    NARRATION_NOTE_DECOY,
                    seat = n.seat_arg(w, last.seat),
                    gesture = gesture_noun(w, last.gesture)
                )
            })
        }
        _ => None,
    }
}

/// A wrong stop on `target` at `at`: what the suspects' last gesture was, and their signal.
fn wrong_stop_note(
    w: &Words,
    n: &Naming,
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
        Some(m) => {
            let msg = if m.real {
                id::NARRATION_NOTE_REAL_TOO_LATE
            } else {
                id::NARRATION_NOTE_WAS_DECOY
            };
            w.text(
                msg,
                &[
                    ("seat", n.seat_arg(w, m.seat)),
                    ("gesture", Arg::from(gesture_noun(w, m.gesture))),
                ],
            )
        }
        None => {
            let who = match suspects.as_slice() {
                [one] => n.who_cap_arg(w, *one),
                _ => pair(w, n, table, team, true),
            };
            tr!(
                w,
                NARRATION_NOTE_NO_GESTURE,
                who = who,
                count = suspects.len()
            )
        }
    };
    let seats = table.seats_of(team);
    let shown = distinct(made_by(marks, round, &seats, u64::MAX).filter(|m| m.real));
    let signal = match shown.as_slice() {
        [] => tr!(
            w,
            NARRATION_NOTE_NO_SIGNAL,
            team = pair(w, n, table, team, false)
        ),
        _ => tr!(
            w,
            NARRATION_NOTE_SIGNAL,
            team = pair(w, n, table, team, false),
            count = shown.len(),
            gestures = the_gestures(w, &shown)
        ),
    };
    tr!(w, NARRATION_NOTE_CLAUSES, first = gesture, second = signal)
}

/// A gesture in the past tense, `times` times: "winked 5 times", "tugged an ear once".
fn made(w: &Words, g: Gesture, times: usize) -> String {
    let msg = match g {
        Gesture::Wink => id::NARRATION_MADE_WINK,
        Gesture::EarTug => id::NARRATION_MADE_EAR_TUG,
        Gesture::NoseScratch => id::NARRATION_MADE_NOSE_SCRATCH,
        Gesture::ChinStroke => id::NARRATION_MADE_CHIN_STROKE,
        Gesture::EyebrowRaise => id::NARRATION_MADE_EYEBROW_RAISE,
        Gesture::TableTap => id::NARRATION_MADE_TABLE_TAP,
        Gesture::HairSmooth => id::NARRATION_MADE_HAIR_SMOOTH,
        Gesture::Shrug => id::NARRATION_MADE_SHRUG,
        Gesture::Yawn => id::NARRATION_MADE_YAWN,
        Gesture::LipBite => id::NARRATION_MADE_LIP_BITE,
        Gesture::HeadTilt => id::NARRATION_MADE_HEAD_TILT,
        Gesture::Cough => id::NARRATION_MADE_COUGH,
    };
    w.text(
        msg,
        &[("times", Arg::from(tr!(w, NARRATION_TIMES, count = times)))],
    )
}

/// Your partner's real signals in a round that your team did not win with a right Kemps:
/// "Bram winked 5 times: that was his signal, and you did not read it." `None` when the
/// partner made none, or when you read it.
pub fn missed_note(
    w: &Words,
    n: &Naming,
    table: Table,
    record: &RoundRecord,
    marks: &[GestureMark],
) -> Option<String> {
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
        .map(|g| made(w, *g, signals.iter().filter(|m| m.gesture == *g).count()))
        .collect();
    if gestures.is_empty() {
        return None;
    }
    Some(tr!(
        w,
        NARRATION_MISSED,
        partner = n.seat_arg(w, partner),
        made = and_list(w, &said),
        count = gestures.len()
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
fn rounds(w: &Words, list: &[u32]) -> String {
    let words: Vec<String> = list.iter().map(u32::to_string).collect();
    tr!(
        w,
        NARRATION_ROUNDS,
        count = list.len(),
        list = and_list(w, &words)
    )
}

/// "by Bram in rounds 1 and 3", "by Cleo in round 4 and by Dev in round 5".
fn by_whom(w: &Words, n: &Naming, calls: &[(Seat, u32)]) -> String {
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
            tr!(
                w,
                NARRATION_BY_IN,
                seat = n.who_arg(w, *s),
                rounds = rounds(w, &list)
            )
        })
        .collect();
    and_list(w, &parts)
}

/// A signal's story in a line: "Your wink: read by Bram in rounds 1 and 3; caught by Cleo
/// in round 4." or "Ada and Cleo's ear tug: made in round 2, never read or caught."
pub fn reads_line(w: &Words, n: &Naming, table: Table, r: &SignalReads) -> String {
    let mut parts = Vec::new();
    if !r.read.is_empty() {
        parts.push(tr!(w, NARRATION_READ_BY, by = by_whom(w, n, &r.read)));
    }
    if !r.caught.is_empty() {
        parts.push(tr!(w, NARRATION_CAUGHT_BY, by = by_whom(w, n, &r.caught)));
    }
    if parts.is_empty() {
        parts.push(tr!(w, NARRATION_NEVER_READ, rounds = rounds(w, &r.made)));
    }
    tr!(
        w,
        NARRATION_READS_LINE,
        team = pair(w, n, table, r.team, true),
        gesture = gesture_noun(w, r.gesture),
        parts = parts.join(&tr!(w, NARRATION_CLAUSE_SEPARATOR))
    )
}

#[cfg(test)]
mod tests;
