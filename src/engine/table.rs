//! Who sits where: seats clockwise, teams of two partners sitting across from each other.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub const MIN_TEAMS: u8 = 2;
pub const MAX_TEAMS: u8 = 6;
pub const MAX_SEATS: usize = MAX_TEAMS as usize * 2;

/// A seat, numbered clockwise from 0. In the app the human is seat 0.
///
/// Made only by its table (`Table::seat`, `Table::seats` and the table's other helpers), or
/// as `Seat::FIRST`, which every table has. Written as its number. Serde does not know the
/// table, so a reader checks the seats it read against their table before it hands them on:
/// the friend's wire (`SeatCopy::fits` and its events' check) and `Recording::play` read
/// them with `read_seat`; a replay's reader and a scenario's read numbers, through
/// `Table::seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Seat(u8);

/// A team: seat `s` plays for team `s % T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Seat {
    /// Seat 0, at every table: the first dealer, and the person at the app's table.
    pub const FIRST: Seat = Seat(0);

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's number, as files and messages write it.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// A seat by number, for the crate's own tests, which know their table.
    #[cfg(test)]
    pub(crate) const fn at(number: u8) -> Seat {
        Seat(number)
    }
}

/// A seat as serde reads it, unchecked: for the crate's readers of seats (the friend's wire,
/// a recording), each of which checks the seats against its table before it hands them on,
/// and refuses one off it with its own error (the wire's `DoesNotFit`,
/// `RecordingError::NoSuchSeat`). `Seat` itself has no `Deserialize`: no public way makes a
/// seat but its table.
pub(crate) fn read_seat<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Seat, D::Error> {
    u8::deserialize(deserializer).map(Seat)
}

/// `read_seat` for a seat that may be absent.
pub(crate) fn read_seat_option<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Seat>, D::Error> {
    Option::<u8>::deserialize(deserializer).map(|seat| seat.map(Seat))
}

impl Team {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0)
    }
}

/// The geometry of a table of `teams` teams. Only built with a valid team count, by
/// `Table::new` or by deserialising through the same check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "TableInput")]
pub struct Table {
    teams: u8,
}

/// A table as files write it, before its team count is checked.
#[derive(Deserialize)]
struct TableInput {
    teams: u8,
}

impl TryFrom<TableInput> for Table {
    type Error = TableError;
    fn try_from(input: TableInput) -> Result<Table, TableError> {
        Table::new(input.teams).ok_or(TableError::Teams(input.teams.into()))
    }
}

/// Why a table, or values by seat or by team, cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableError {
    /// A team count outside 2 to 6.
    Teams(u64),
    /// So many values by seat fit no table.
    SeatValues(usize),
    /// So many values by team fit no table.
    TeamValues(usize),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Teams(n) => {
                write!(f, "a table has {MIN_TEAMS} to {MAX_TEAMS} teams, not {n}")
            }
            TableError::SeatValues(n) => write!(
                f,
                "{n} values by seat fit no table: a table has two seats per team, \
                 {MIN_TEAMS} to {MAX_TEAMS} teams"
            ),
            TableError::TeamValues(n) => write!(
                f,
                "{n} values by team fit no table: a table has {MIN_TEAMS} to {MAX_TEAMS} teams"
            ),
        }
    }
}

impl std::error::Error for TableError {}

impl Table {
    pub const fn new(teams: u8) -> Option<Table> {
        if teams >= MIN_TEAMS && teams <= MAX_TEAMS {
            Some(Table { teams })
        } else {
            None
        }
    }

    pub const fn team_count(self) -> usize {
        self.teams as usize
    }

    pub const fn seat_count(self) -> usize {
        self.teams as usize * 2
    }

    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.seat_count() as u8).map(Seat)
    }

    pub fn teams(self) -> impl Iterator<Item = Team> + Clone {
        (0..self.teams).map(Team)
    }

    pub const fn team_of(self, seat: Seat) -> Team {
        Team(seat.0 % self.teams)
    }

    pub const fn partner_of(self, seat: Seat) -> Seat {
        Seat((seat.0 + self.teams) % (self.teams * 2))
    }

    /// The two seats of a team, the lower first.
    pub const fn seats_of(self, team: Team) -> [Seat; 2] {
        [Seat(team.0), Seat(team.0 + self.teams)]
    }

    /// The seat `steps` places clockwise from `seat`.
    pub const fn clockwise(self, seat: Seat, steps: usize) -> Seat {
        Seat(((seat.0 as usize + steps) % self.seat_count()) as u8)
    }

    /// Who deals round `round` (1, 2, …): seat 0 first, then clockwise.
    pub const fn dealer_of_round(self, round: u32) -> Seat {
        self.clockwise(Seat::FIRST, round.saturating_sub(1) as usize)
    }

    /// The one other team, at a table of two teams.
    pub fn only_other_team(self, team: Team) -> Option<Team> {
        if self.teams == 2 {
            self.teams().find(|&t| t != team)
        } else {
            None
        }
    }

    pub fn seat(self, number: u64) -> Option<Seat> {
        (number < self.seat_count() as u64).then_some(Seat(number as u8))
    }

    pub fn team(self, number: u64) -> Option<Team> {
        (number < self.teams as u64).then_some(Team(number as u8))
    }
}

/// The table a list of `len` values by seat (`per_key` = 2) or by team (1) belongs to.
fn table_of_len(len: usize, per_key: usize) -> Option<Table> {
    if len % per_key != 0 {
        return None;
    }
    u8::try_from(len / per_key).ok().and_then(Table::new)
}

macro_rules! indexed_by {
    ($name:ident, $key:ty, $keys:ident, $per_key:literal, $error:ident, $doc:literal) => {
        #[doc = $doc]
        ///
        /// Built for a table, or deserialised from a list whose length fits a table.
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $name<T>(Vec<T>);

        impl<T> $name<T> {
            /// One value for each key of `table`, in order.
            pub fn new(table: Table, f: impl FnMut($key) -> T) -> Self {
                $name(table.$keys().map(f).collect())
            }

            pub fn iter(&self) -> std::slice::Iter<'_, T> {
                self.0.iter()
            }

            pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
                self.0.iter_mut()
            }

            pub fn len(&self) -> usize {
                self.0.len()
            }

            pub fn is_empty(&self) -> bool {
                self.0.is_empty()
            }

            pub fn as_slice(&self) -> &[T] {
                &self.0
            }
        }

        impl<T> TryFrom<Vec<T>> for $name<T> {
            type Error = TableError;
            fn try_from(values: Vec<T>) -> Result<Self, TableError> {
                match table_of_len(values.len(), $per_key) {
                    Some(_) => Ok($name(values)),
                    None => Err(TableError::$error(values.len())),
                }
            }
        }

        impl<T: Serialize> Serialize for $name<T> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                self.0.serialize(serializer)
            }
        }

        impl<'de, T: Deserialize<'de>> Deserialize<'de> for $name<T> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let values = Vec::<T>::deserialize(deserializer)?;
                $name::try_from(values).map_err(serde::de::Error::custom)
            }
        }

        impl<T> Index<$key> for $name<T> {
            type Output = T;
            fn index(&self, key: $key) -> &T {
                &self.0[key.index()]
            }
        }

        impl<T> IndexMut<$key> for $name<T> {
            fn index_mut(&mut self, key: $key) -> &mut T {
                &mut self.0[key.index()]
            }
        }
    };
}

indexed_by!(
    BySeat,
    Seat,
    seats,
    2,
    SeatValues,
    "One value per seat, indexed by `Seat`."
);
indexed_by!(
    ByTeam,
    Team,
    teams,
    1,
    TeamValues,
    "One value per team, indexed by `Team`."
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_sit_across_and_share_a_team() {
        for teams in MIN_TEAMS..=MAX_TEAMS {
            let table = Table::new(teams).unwrap();
            for seat in table.seats() {
                let partner = table.partner_of(seat);
                assert_ne!(partner, seat);
                assert_eq!(table.partner_of(partner), seat);
                assert_eq!(table.team_of(partner), table.team_of(seat));
                assert_eq!(
                    (partner.0 as usize + table.seat_count() - seat.0 as usize)
                        % table.seat_count(),
                    table.team_count(),
                    "partners are half the table apart"
                );
            }
        }
        assert!(Table::new(1).is_none());
        assert!(Table::new(7).is_none());
    }

    #[test]
    fn tables_and_values_by_seat_or_team_are_deserialised_only_when_they_fit() {
        let three: Table = serde_json::from_str(r#"{"teams":3}"#).expect("a table");
        assert_eq!(three.team_count(), 3);
        let seven = serde_json::from_str::<Table>(r#"{"teams":7}"#).map_err(|e| e.to_string());
        assert!(seven.is_err_and(|e| e.contains("a table has 2 to 6 teams, not 7")));

        let by_seat: BySeat<u8> = serde_json::from_str("[0,1,2,3,4,5]").expect("six seats");
        assert_eq!(by_seat[Seat(5)], 5);
        assert_eq!(
            serde_json::to_string(&by_seat).ok(),
            Some("[0,1,2,3,4,5]".into())
        );
        for bad in [
            "[]",
            "[0,1]",
            "[0,1,2]",
            "[0,1,2,3,4]",
            &format!("{:?}", [0; 14]),
        ] {
            assert!(serde_json::from_str::<BySeat<u8>>(bad).is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<ByTeam<u8>>("[0,1,2]").is_ok());
        assert!(serde_json::from_str::<ByTeam<u8>>("[0]").is_err());
        assert!(serde_json::from_str::<ByTeam<u8>>("[0,1,2,3,4,5,6]").is_err());
        assert_eq!(BySeat::new(three, |s| s.0).as_slice(), &[0, 1, 2, 3, 4, 5]);
        assert_eq!(ByTeam::new(three, |t| t.0).len(), 3);
    }
}
