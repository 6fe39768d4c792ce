//! How the table talks about itself: names of seats and teams, cards in words.

use std::borrow::Cow;
use std::cell::Cell;

use super::play::YOU;
use crate::engine::{Card, Seat, Table, Target, Team};
use crate::i18n::{Arg, Gender};

/// The names of the seats, the player first.
pub const SEAT_NAMES: [&str; 12] = [
    "You", "Ada", "Bram", "Cleo", "Dev", "Edda", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai",
];

/// Who seat 0 is to the person looking at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatZero {
    /// The person at the table: "You", "you", "You & Bram".
    You,
    /// Someone else's match (a replay from a link or a file): "Player", "the player",
    /// "Player & Bram".
    Player,
}

thread_local! {
    static SEAT_ZERO: Cell<SeatZero> = const { Cell::new(SeatZero::You) };
}

/// Runs `words` with seat 0 named as `zero`, then names it as before. A match builds its
/// sentences deep inside its narration (round results, scores), and a replay reuses that
/// narration for someone else's match: the naming is the watcher's, not the match's.
pub fn naming_seat_zero<T>(zero: SeatZero, words: impl FnOnce() -> T) -> T {
    struct Restore(SeatZero);
    impl Drop for Restore {
        fn drop(&mut self) {
            SEAT_ZERO.with(|z| z.set(self.0));
        }
    }
    let _restore = Restore(SEAT_ZERO.with(|z| z.replace(zero)));
    words()
}

/// Whether `seat` is spoken to ("you wink") rather than of ("Ada winks").
pub fn addressed(seat: Seat) -> bool {
    seat == YOU && SEAT_ZERO.with(Cell::get) == SeatZero::You
}

pub fn seat_name(seat: Seat) -> &'static str {
    if seat == YOU && !addressed(seat) {
        return "Player";
    }
    SEAT_NAMES.get(seat.index()).copied().unwrap_or("Someone")
}

/// "you" for the player, the name for anyone else (for the middle of a sentence).
pub fn who(seat: Seat) -> &'static str {
    match seat {
        YOU if addressed(seat) => "you",
        YOU => "the player",
        _ => seat_name(seat),
    }
}

/// Capitalised `who`.
pub fn who_cap(seat: Seat) -> &'static str {
    match seat {
        YOU if !addressed(seat) => "The player",
        _ => seat_name(seat),
    }
}

pub fn team_name(table: Table, team: Team) -> String {
    let [a, b] = table.seats_of(team);
    format!("{} & {}", seat_name(a), seat_name(b))
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

/// The grammatical gender of a seat's name (the player's is the message's default).
pub fn gender(seat: Seat) -> Gender {
    match SEAT_NAMES.get(seat.index()).copied() {
        Some("Ada" | "Cleo" | "Edda" | "Hana" | "Juno") => Gender::Female,
        Some("Bram" | "Dev" | "Finn" | "Gus" | "Ivo") => Gender::Male,
        _ => Gender::Other,
    }
}

/// A seat as a message's argument (see `i18n`): its name in the words in use ("You",
/// "Player" in someone else's match, "Ada"), `[you]` for the person at the table, its
/// gender.
pub fn seat_arg(seat: Seat) -> Arg<'static> {
    let name: Cow<'static, str> = match seat {
        YOU if addressed(seat) => tr!(SEAT_YOU).into(),
        YOU => tr!(SEAT_PLAYER).into(),
        _ => Cow::Borrowed(SEAT_NAMES.get(seat.index()).copied().unwrap_or("?")),
    };
    Arg::Seat {
        name,
        you: addressed(seat),
        gender: gender(seat),
    }
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
