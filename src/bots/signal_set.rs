//! A team's agreed signals: one to three gestures, any of which means "I hold four of a
//! kind" (000/004: "you can have several signals and can use more than one in a game").
//!
//! In records and replays a set is one number, written where a single gesture used to be:
//! a set of one gesture is that gesture's own number, so every record made when a team
//! had one signal reads as it always did.

use serde::de::{Error as _, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::Gesture;

/// One to three distinct gestures, in the order they are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Signals {
    gestures: [Gesture; Signals::MAX],
    len: u8,
}

/// The base of a set's number: room for 63 gestures ("more may be added; none removed").
const BASE: u32 = 64;

fn number(g: Gesture) -> u32 {
    Gesture::ALL.iter().position(|&x| x == g).unwrap_or(0) as u32
}

fn gesture(n: u32) -> Option<Gesture> {
    Gesture::ALL.get(n as usize).copied()
}

impl Signals {
    /// The most signals a team agrees.
    pub const MAX: usize = 3;

    /// A single signal.
    pub const fn one(g: Gesture) -> Signals {
        Signals {
            gestures: [g; Signals::MAX],
            len: 1,
        }
    }

    /// Three signals (distinct: not checked here, for constants; `new` checks).
    pub const fn three(a: Gesture, b: Gesture, c: Gesture) -> Signals {
        Signals {
            gestures: [a, b, c],
            len: 3,
        }
    }

    /// One to three distinct gestures, or `None`.
    pub fn new(list: &[Gesture]) -> Option<Signals> {
        let (&first, _) = list.split_first()?;
        if list.len() > Signals::MAX {
            return None;
        }
        let mut set = Signals::one(first);
        for &g in &list[1..] {
            if set.contains(g) {
                return None;
            }
            set.gestures[set.len as usize] = g;
            set.len += 1;
        }
        Some(set)
    }

    pub fn as_slice(&self) -> &[Gesture] {
        &self.gestures[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Never true: a team always has a signal.
    pub fn is_empty(&self) -> bool {
        false
    }

    pub fn first(&self) -> Gesture {
        self.gestures[0]
    }

    pub fn contains(&self, g: Gesture) -> bool {
        self.as_slice().contains(&g)
    }

    /// The signal to use the `turn`-th time (counting from 0): the set in turn, round and round.
    pub fn in_turn(&self, turn: usize) -> Gesture {
        self.gestures[turn % self.len()]
    }

    /// The set with `g` added (at the end) or, if it is in the set, taken out; `None` when
    /// that would leave no signal or more than three.
    pub fn toggled(&self, g: Gesture) -> Option<Signals> {
        let mut list: Vec<Gesture> = self.as_slice().to_vec();
        match list.iter().position(|&x| x == g) {
            Some(i) => {
                list.remove(i);
            }
            None => list.push(g),
        }
        Signals::new(&list)
    }

    /// The set as one number (see the module's note).
    pub fn code(&self) -> u32 {
        self.as_slice()
            .iter()
            .enumerate()
            .map(|(i, &g)| match i {
                0 => number(g),
                i => (number(g) + 1) * BASE.pow(i as u32),
            })
            .sum()
    }

    /// The set a number stands for, or `None` for a number no set has.
    pub fn from_code(code: u32) -> Option<Signals> {
        let mut list = vec![gesture(code % BASE)?];
        let mut rest = code / BASE;
        while rest > 0 {
            let digit = rest % BASE;
            rest /= BASE;
            // A gap (an absent second signal before a third) is no set.
            list.push(gesture(digit.checked_sub(1)?)?);
        }
        Signals::new(&list)
    }

    /// The gestures in words: "wink", "wink or cough", "wink, cough or shrug".
    pub fn words(&self, name: impl Fn(Gesture) -> &'static str) -> String {
        let names: Vec<&str> = self.as_slice().iter().map(|&g| name(g)).collect();
        match names.split_last() {
            Some((last, [])) => (*last).to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

impl From<Gesture> for Signals {
    fn from(g: Gesture) -> Signals {
        Signals::one(g)
    }
}

impl Serialize for Signals {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            let mut seq = s.serialize_seq(Some(self.len()))?;
            for g in self.as_slice() {
                seq.serialize_element(g)?;
            }
            seq.end()
        } else {
            s.serialize_u32(self.code())
        }
    }
}

struct SetVisitor;

impl<'de> Visitor<'de> for SetVisitor {
    type Value = Signals;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("one to three different gestures")
    }

    fn visit_u32<E: serde::de::Error>(self, code: u32) -> Result<Signals, E> {
        Signals::from_code(code).ok_or_else(|| E::custom("not a set of signals"))
    }

    fn visit_u64<E: serde::de::Error>(self, code: u64) -> Result<Signals, E> {
        u32::try_from(code)
            .ok()
            .and_then(Signals::from_code)
            .ok_or_else(|| E::custom("not a set of signals"))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Signals, A::Error> {
        let mut list = Vec::with_capacity(Signals::MAX);
        while let Some(g) = seq.next_element::<Gesture>()? {
            if list.len() == Signals::MAX {
                return Err(A::Error::custom("more than three signals"));
            }
            list.push(g);
        }
        Signals::new(&list).ok_or_else(|| A::Error::custom("one to three different gestures"))
    }
}

impl<'de> Deserialize<'de> for Signals {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Signals, D::Error> {
        if d.is_human_readable() {
            d.deserialize_seq(SetVisitor)
        } else {
            d.deserialize_u32(SetVisitor)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Gesture::*;

    #[test]
    fn a_set_holds_one_to_three_different_gestures_in_order() {
        assert_eq!(Signals::new(&[]), None);
        assert_eq!(Signals::new(&[Wink, Wink]), None);
        assert_eq!(Signals::new(&[Wink, Cough, Shrug, Yawn]), None);
        let set = Signals::new(&[Cough, Wink]).expect("two");
        assert_eq!(set.as_slice(), &[Cough, Wink]);
        assert!(set.contains(Wink) && !set.contains(Yawn));
        let turns: Vec<Gesture> = (0..4).map(|t| set.in_turn(t)).collect();
        assert_eq!(turns, [Cough, Wink, Cough, Wink]);
        assert_eq!(Signals::one(Yawn).in_turn(7), Yawn);
    }

    #[test]
    fn toggling_adds_and_removes_but_never_empties_or_overfills() {
        let one = Signals::one(Wink);
        assert_eq!(one.toggled(Wink), None, "the last signal stays");
        let two = one.toggled(Cough).expect("added");
        assert_eq!(two.as_slice(), &[Wink, Cough]);
        let three = two.toggled(Shrug).expect("added");
        assert_eq!(three.toggled(Yawn), None, "a fourth is refused");
        assert_eq!(
            three.toggled(Wink).map(|s| s.as_slice().to_vec()),
            Some(vec![Cough, Shrug])
        );
    }

    #[test]
    fn a_single_signal_is_written_as_the_gesture_always_was() {
        for g in Gesture::ALL {
            let as_set = postcard::to_allocvec(&Signals::one(g)).expect("set");
            let as_gesture = postcard::to_allocvec(&g).expect("gesture");
            assert_eq!(as_set, as_gesture, "{g:?}");
            assert_eq!(
                postcard::from_bytes::<Signals>(&as_gesture).ok(),
                Some(Signals::one(g))
            );
        }
    }

    #[test]
    fn every_set_round_trips_and_no_other_number_reads() {
        let mut seen = std::collections::HashSet::new();
        for a in Gesture::ALL {
            for b in Gesture::ALL {
                for c in Gesture::ALL {
                    for list in [&[a][..], &[a, b], &[a, b, c]] {
                        let Some(set) = Signals::new(list) else {
                            continue;
                        };
                        assert_eq!(Signals::from_code(set.code()), Some(set));
                        let bytes = postcard::to_allocvec(&set).expect("bytes");
                        assert_eq!(postcard::from_bytes::<Signals>(&bytes).ok(), Some(set));
                        seen.insert(set.code());
                    }
                }
            }
        }
        assert_eq!(seen.len(), 12 + 12 * 11 + 12 * 11 * 10);
        let valid = (0..BASE.pow(3) + 10)
            .filter(|&n| Signals::from_code(n).is_some())
            .count();
        assert_eq!(valid, seen.len(), "only sets' numbers read");
        assert_eq!(Signals::from_code(u32::MAX), None);
    }

    #[test]
    fn files_name_a_set_as_a_list_of_gestures() {
        let set = Signals::new(&[EarTug, Cough]).expect("two");
        let text = serde_json::to_string(&set).expect("json");
        assert_eq!(text, r#"["ear_tug","cough"]"#);
        assert_eq!(serde_json::from_str::<Signals>(&text).ok(), Some(set));
        for bad in [
            r#"[]"#,
            r#"["wink","wink"]"#,
            r#"["wink","cough","yawn","shrug"]"#,
            "3",
        ] {
            assert!(serde_json::from_str::<Signals>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_set_in_words() {
        let name = |g: Gesture| g.name();
        assert_eq!(Signals::one(Wink).words(name), "wink");
        assert_eq!(
            Signals::new(&[Wink, Cough])
                .map(|s| s.words(name))
                .as_deref(),
            Some("wink or cough")
        );
        assert_eq!(
            Signals::new(&[Wink, Cough, Yawn])
                .map(|s| s.words(name))
                .as_deref(),
            Some("wink, cough or yawn")
        );
    }
}
