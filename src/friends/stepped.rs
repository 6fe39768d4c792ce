//! A state that takes one message at a time and answers with the effects the browser must
//! carry out (the way to a friend's table: the lobby, the host's invites, the ways back),
//! kept as the page keeps it: the state, the effects of the last step that asked for any,
//! and a serial number that changes with each such step. The page runs its effects once per
//! serial number (`ui::hooks`: a Yew reducer over `Stepped`), so a step that asks for
//! nothing never carries out the last effects again.

/// A state that steps on messages.
pub trait Steps: Clone {
    type Msg;
    type Effect: Clone;

    /// One step, in place: the effects it asks the browser for (none: nothing to do).
    fn step(&mut self, msg: Self::Msg) -> Vec<Self::Effect>;
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stepped<S: Steps> {
    pub state: S,
    /// The effects of the step numbered `serial`.
    pub effects: Vec<S::Effect>,
    pub serial: u64,
}

impl<S: Steps> Stepped<S> {
    pub fn new(state: S) -> Stepped<S> {
        Stepped {
            state,
            effects: Vec::new(),
            serial: 0,
        }
    }

    /// The state after `msg`: a new serial number with the step's effects when it asked
    /// for any, else the same number and effects.
    pub fn after(&self, msg: S::Msg) -> Stepped<S> {
        let mut state = self.state.clone();
        let effects = state.step(msg);
        match effects.is_empty() {
            true => Stepped {
                state,
                effects: self.effects.clone(),
                serial: self.serial,
            },
            false => Stepped {
                state,
                effects,
                serial: self.serial + 1,
            },
        }
    }
}

impl<S: Steps + Default> Default for Stepped<S> {
    fn default() -> Stepped<S> {
        Stepped::new(S::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts up; asks to show the count at every even number.
    #[derive(Clone, Debug, Default, PartialEq)]
    struct Counter(u32);

    impl Steps for Counter {
        type Msg = u32;
        type Effect = String;

        fn step(&mut self, by: u32) -> Vec<String> {
            self.0 += by;
            match self.0 % 2 {
                0 => vec![format!("show {}", self.0)],
                _ => Vec::new(),
            }
        }
    }

    #[test]
    fn a_step_with_effects_takes_a_new_serial_number_and_one_without_keeps_the_last() {
        let start = Stepped::<Counter>::default();
        assert_eq!((start.serial, start.effects.len()), (0, 0));
        let two = start.after(2);
        assert_eq!(two.state, Counter(2));
        assert_eq!(
            (two.serial, two.effects.clone()),
            (1, vec!["show 2".into()])
        );
        let three = two.after(1);
        assert_eq!(three.state, Counter(3), "the state moves on");
        assert_eq!(
            (three.serial, three.effects.clone()),
            (1, vec!["show 2".into()]),
            "nothing new to carry out: the serial number, and so the page's effects, stay"
        );
        let four = three.after(1);
        assert_eq!((four.serial, four.effects), (2, vec!["show 4".into()]));
        assert_eq!(
            two.state,
            Counter(2),
            "a step leaves the state it started from"
        );
    }
}
