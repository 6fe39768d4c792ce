//! How the table talks about itself: names of seats and teams, cards in words.

use super::play::YOU;
use crate::engine::{Card, Seat, Table, Target, Team};

/// The names of the seats, the player first.
pub const SEAT_NAMES: [&str; 12] = [
    "You", "Ada", "Bram", "Cleo", "Dev", "Edda", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai",
];

pub fn seat_name(seat: Seat) -> &'static str {
    SEAT_NAMES.get(seat.index()).copied().unwrap_or("Someone")
}

/// "you" for the player, the name for anyone else (for the middle of a sentence).
pub fn who(seat: Seat) -> &'static str {
    if seat == YOU {
        "you"
    } else {
        seat_name(seat)
    }
}

/// Capitalised `who`.
pub fn who_cap(seat: Seat) -> &'static str {
    seat_name(seat)
}

pub fn team_name(table: Table, team: Team) -> String {
    let [a, b] = table.seats_of(team);
    if a == YOU {
        format!("You & {}", seat_name(b))
    } else {
        format!("{} & {}", seat_name(a), seat_name(b))
    }
}

/// A stop's target by its own name: the suspect's, or the team's.
pub fn target_name(table: Table, target: Target) -> String {
    match target {
        Target::Seat { suspect, .. } => seat_name(suspect).to_string(),
        Target::Team(team) => team_name(table, team),
    }
}

/// "four sevens", "the seven of hearts, the two of spades, …"
pub fn describe_hand(cards: &[Card]) -> String {
    if let Some(rank) = crate::engine::card::four_of_a_kind(cards) {
        return format!("four {}", rank.plural());
    }
    match cards {
        [] => "no cards".into(),
        _ => cards
            .iter()
            .map(|c| c.short())
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// "0.85 s": milliseconds as seconds to the hundredth (without float formatting).
pub fn seconds(ms: u64) -> String {
    format!("{}.{:02} s", ms / 1000, (ms % 1000) / 10)
}

/// "your", "his", "her" or "their": whose signal a seat's is, in the middle of a sentence.
pub fn their(seat: Seat) -> &'static str {
    match seat_name(seat) {
        "You" => "your",
        "Bram" | "Dev" | "Finn" | "Gus" | "Ivo" => "his",
        "Ada" | "Cleo" | "Edda" | "Hana" | "Juno" => "her",
        _ => "their",
    }
}
