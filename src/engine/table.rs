//! Who sits where: seats clockwise, teams of two partners sitting across from each other.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

pub const MIN_TEAMS: u8 = 2;
pub const MAX_TEAMS: u8 = 6;
pub const MAX_SEATS: usize = MAX_TEAMS as usize * 2;

/// A seat, numbered clockwise from 0. In the app the human is seat 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// A team: seat `s` plays for team `s % T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Team(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
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

/// The geometry of a table of `teams` teams. Only built with a valid team count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    teams: u8,
}

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
        self.clockwise(Seat(0), round.saturating_sub(1) as usize)
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

macro_rules! indexed_by {
    ($name:ident, $key:ty, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name<T>(Vec<T>);

        impl<T> $name<T> {
            pub fn from_fn(len: usize, f: impl FnMut(usize) -> T) -> Self {
                $name((0..len).map(f).collect())
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

indexed_by!(BySeat, Seat, "One value per seat, indexed by `Seat`.");
indexed_by!(ByTeam, Team, "One value per team, indexed by `Team`.");

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
}
