//! How a match's words name its seats: seat 0 as the person at the table, or as the player
//! of someone else's match in a replay; at a table with friends, each seat as at the host's
//! table.

use super::*;
use crate::narration::names::HostsTable;

impl Match {
    /// How this match's words name the seats (see `names::Naming`): whatever the page shows
    /// of the match names them so too.
    pub fn naming(&self) -> &Naming {
        &self.naming
    }

    /// How this page names its seats, as at the host's table (see `names::HostsTable`): on
    /// a friend's page, and on the host's when a friend gave a name. `None` on any other page.
    pub fn hosts_table(&self) -> Option<HostsTable> {
        let seats = self.table().seat_count() as u8;
        let people = (self.people_names.iter())
            .map(|(s, name)| (s.number(), name.clone()))
            .collect();
        let guest = self.side.guest();
        match guest.and_then(|g| Some((g.host_seat?, &g.host_name))) {
            Some((host, name)) => Some(HostsTable {
                by: (seats - host.number() % seats) % seats,
                seats,
                host: name.clone(),
                people,
            }),
            None if !self.people_names.is_empty() => Some(HostsTable {
                by: 0,
                seats,
                host: String::new(),
                people,
            }),
            None => None,
        }
    }

    /// Names the seats anew, as `hosts_table` now has them: the host's seat and name, or
    /// the names friends gave, have just come.
    pub(super) fn rename(&mut self) {
        let hosts = self.hosts_table();
        self.naming = self.naming.clone().with_hosts(hosts);
    }
}
