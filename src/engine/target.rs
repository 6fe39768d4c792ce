//! What a stop is about. A call's target travels as a bare number (in scenario files, in
//! replays, in `Action::Call`); the rule that reads it — a seat under `stop_target = seat`,
//! a team under `stop_target = team`, the other team when two play and none is named —
//! lives here and only here. Events and records carry the resolved `Target`, so bots,
//! statistics and narration read the subject of a stop instead of deriving it again.
//! Whom a seat may name is listed here too (`Target::choices`), so a person's picker offers
//! targets and turns the one chosen into its number in one place (`Target::number`).

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::error::RuleError;
use super::options::StopTarget;
use super::table::{Seat, Table, Team};

/// A stop's subject, resolved by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// `stop_target = seat`: the suspect named; a double stop is about the suspect's team.
    Seat { suspect: Seat, team: Team },
    /// `stop_target = team`: the team named, or at a table of two teams the other one. Also
    /// what a double stop names under `stop_target = seat`: it is about both of a team's
    /// players, so the choice is a team (the action names it by its first seat).
    Team(Team),
}

impl Target {
    /// Reads the target `raw` of a stop called by `caller`. Refused when the rules need a
    /// target and none is given, when the number names no seat or team of the table, and
    /// when it names the caller's own team.
    pub fn resolve(
        rule: StopTarget,
        table: Table,
        caller: Seat,
        raw: Option<u8>,
    ) -> Result<Target, RuleError> {
        let own = table.team_of(caller);
        let target = match (rule, raw) {
            (StopTarget::Seat, None) => return Err(RuleError::MissingTarget),
            (StopTarget::Seat, Some(number)) => {
                let suspect = table.seat(number.into()).ok_or(RuleError::NoSuchTarget)?;
                Target::Seat {
                    suspect,
                    team: table.team_of(suspect),
                }
            }
            (StopTarget::Team, Some(number)) => {
                Target::Team(table.team(number.into()).ok_or(RuleError::NoSuchTarget)?)
            }
            (StopTarget::Team, None) => {
                Target::Team(table.only_other_team(own).ok_or(RuleError::MissingTarget)?)
            }
        };
        if target.team() == own {
            return Err(RuleError::OwnTeam);
        }
        Ok(target)
    }

    /// What a player who suspects `suspect` names at a table playing `rule`.
    pub const fn naming(rule: StopTarget, table: Table, suspect: Seat) -> Target {
        let team = table.team_of(suspect);
        match rule {
            StopTarget::Seat => Target::Seat { suspect, team },
            StopTarget::Team => Target::Team(team),
        }
    }

    /// The team the stop is about.
    pub const fn team(self) -> Team {
        match self {
            Target::Seat { team, .. } | Target::Team(team) => team,
        }
    }

    /// The seat named, under `stop_target = seat`.
    pub const fn suspect(self) -> Option<Seat> {
        match self {
            Target::Seat { suspect, .. } => Some(suspect),
            Target::Team(_) => None,
        }
    }

    /// The number an action or a file carries for this target at a table playing `rule`: the
    /// contract's `on`. Under `stop_target = seat` a team is named by its first seat; under
    /// `stop_target = team` a seat is named by its team.
    pub const fn number(self, rule: StopTarget, table: Table) -> u8 {
        match (rule, self) {
            (StopTarget::Seat, Target::Seat { suspect, .. }) => suspect.number(),
            (StopTarget::Seat, Target::Team(team)) => table.seats_of(team)[0].number(),
            (StopTarget::Team, target) => target.team().0,
        }
    }

    /// Whom `caller` may name in a stop (`double` for a double stop), in seat or team order:
    /// every opposing seat for a single stop under `stop_target = seat`, else every opposing
    /// team. Whether the caller may stop at all is the game's to say (`SeatView::stop_targets`).
    pub fn choices(rule: StopTarget, table: Table, caller: Seat, double: bool) -> Vec<Target> {
        let own = table.team_of(caller);
        match rule {
            StopTarget::Seat if !double => table
                .seats()
                .filter(|&s| table.team_of(s) != own)
                .map(|suspect| Target::naming(rule, table, suspect))
                .collect(),
            _ => table
                .teams()
                .filter(|&t| t != own)
                .map(Target::Team)
                .collect(),
        }
    }
}

/// A call's target in the event stream: the number as the caller gave it (what the stream
/// prints) and, for a stop, the target the engine resolved it to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallTarget {
    given: Option<u8>,
    stop: Option<Target>,
}

impl CallTarget {
    /// A call that names nobody (a Kemps call).
    pub const NONE: CallTarget = CallTarget {
        given: None,
        stop: None,
    };

    pub const fn new(given: Option<u8>, stop: Option<Target>) -> CallTarget {
        CallTarget { given, stop }
    }

    /// The target as the caller gave it (kemps calls ignore it).
    pub const fn given(self) -> Option<u8> {
        self.given
    }

    /// The stop's resolved target; `None` for kemps calls.
    pub const fn stop(self) -> Option<Target> {
        self.stop
    }
}

impl Hash for CallTarget {
    /// The number as given: `stop` follows from it and the rules, and leaving it out keeps
    /// every event hash pinned before targets were resolved valid.
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.given.hash(h);
    }
}

impl Serialize for CallTarget {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.given.serialize(serializer)
    }
}

/// Read back as written: the number given. The stop it resolves to follows from the rules
/// and the caller, which the reader resolves again (`Target::resolve`).
impl<'de> Deserialize<'de> for CallTarget {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CallTarget, D::Error> {
        Ok(CallTarget::new(Option::deserialize(deserializer)?, None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_reads_as_a_seat_or_a_team_by_the_rules() {
        let two = Table::new(2).expect("a table");
        let resolve = |rule, caller, raw| Target::resolve(rule, two, Seat::at(caller), raw);
        let seat_three = Target::Seat {
            suspect: Seat::at(3),
            team: Team(1),
        };
        assert_eq!(resolve(StopTarget::Seat, 0, Some(3)), Ok(seat_three));
        assert_eq!(seat_three.number(StopTarget::Seat, two), 3);
        assert_eq!(seat_three.suspect(), Some(Seat::at(3)));
        assert_eq!(
            resolve(StopTarget::Team, 0, Some(1)),
            Ok(Target::Team(Team(1)))
        );
        assert_eq!(
            resolve(StopTarget::Team, 3, None),
            Ok(Target::Team(Team(0))),
            "two teams: the other one"
        );
        assert_eq!(
            resolve(StopTarget::Seat, 0, None),
            Err(RuleError::MissingTarget)
        );
        assert_eq!(
            resolve(StopTarget::Seat, 0, Some(4)),
            Err(RuleError::NoSuchTarget)
        );
        assert_eq!(
            resolve(StopTarget::Team, 0, Some(2)),
            Err(RuleError::NoSuchTarget)
        );
        assert_eq!(
            resolve(StopTarget::Seat, 0, Some(2)),
            Err(RuleError::OwnTeam)
        );
        assert_eq!(
            resolve(StopTarget::Team, 1, Some(1)),
            Err(RuleError::OwnTeam)
        );

        let three = Table::new(3).expect("a table");
        assert_eq!(
            Target::resolve(StopTarget::Team, three, Seat::FIRST, None),
            Err(RuleError::MissingTarget),
            "three teams: name one"
        );
        assert_eq!(
            Target::naming(StopTarget::Team, three, Seat::at(4)),
            Target::Team(Team(1))
        );
    }

    #[test]
    fn the_choices_are_the_other_seats_or_teams_and_each_resolves_to_its_own_team() {
        let three = Table::new(3).expect("a table");
        let caller = Seat::at(4);
        let seats = Target::choices(StopTarget::Seat, three, caller, false);
        let suspects: Vec<Seat> = seats.iter().filter_map(|t| t.suspect()).collect();
        assert_eq!(
            suspects,
            vec![Seat::FIRST, Seat::at(2), Seat::at(3), Seat::at(5)]
        );
        for (rule, double) in [
            (StopTarget::Seat, false),
            (StopTarget::Seat, true),
            (StopTarget::Team, false),
            (StopTarget::Team, true),
        ] {
            let choices = Target::choices(rule, three, caller, double);
            let teams: Vec<Team> = choices.iter().map(|t| t.team()).collect();
            assert!(!teams.contains(&Team(1)), "never the caller's own team");
            if rule == StopTarget::Team || double {
                assert_eq!(teams, vec![Team(0), Team(2)], "{rule:?} {double}");
                assert!(choices.iter().all(|t| matches!(t, Target::Team(_))));
            }
            for target in choices {
                let number = target.number(rule, three);
                let resolved = Target::resolve(rule, three, caller, Some(number));
                assert_eq!(resolved.map(Target::team), Ok(target.team()), "{target:?}");
            }
        }
        // A team under the seat rule is named by its first seat; a seat under the team rule
        // by its team.
        assert_eq!(Target::Team(Team(2)).number(StopTarget::Seat, three), 2);
        let five = Target::naming(StopTarget::Seat, three, Seat::at(5));
        assert_eq!(five.number(StopTarget::Team, three), 2);
    }

    #[test]
    fn a_call_target_hashes_and_prints_as_the_number_given() {
        use crate::engine::hash::StateHasher;
        let implicit = CallTarget::new(None, Some(Target::Team(Team(1))));
        assert_eq!(serde_json::to_string(&implicit).ok(), Some("null".into()));
        let hash = |value: &dyn Fn(&mut StateHasher)| {
            let mut h = StateHasher::new();
            value(&mut h);
            h.finish()
        };
        assert_eq!(hash(&|h| implicit.hash(h)), hash(&|h| None::<u8>.hash(h)));
    }
}
