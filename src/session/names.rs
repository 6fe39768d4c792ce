//! How the table talks about itself: names of seats and teams, cards in words.

use std::cell::{Cell, RefCell};

use super::seats::YOU;
use super::words;
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

/// A friend's page shows the host's table turned so that the friend is seat 0 (see
/// `friend::turn`). Its seats keep the names and faces they have at the host's table, so
/// that two friends talking about "Ada" mean the same bot; the host's seat is the host, by
/// the name the invite gave (or "Host"). On every page at a table with friends, a friend
/// who gave a name is called by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostsTable {
    /// The friend's seat at the host's table: a seat `s` here is `s + by` there (0 on the
    /// host's page).
    pub by: u8,
    pub seats: u8,
    /// The host's name as the invite gave it (may be empty).
    pub host: String,
    /// Friends' names, by seat as this page numbers it (the person at this page aside).
    pub people: Vec<(u8, String)>,
}

impl HostsTable {
    /// Where seat `s` of the turned table sits at the host's (`None`: off the table).
    fn seat_there(&self, s: Seat) -> Option<usize> {
        (s.0 < self.seats).then(|| usize::from((s.0 + self.by) % self.seats))
    }
}

thread_local! {
    static HOSTS_TABLE: RefCell<Option<HostsTable>> = const { RefCell::new(None) };
}

/// Names seats as at `table` (a friend's page) from now on, or as they are (`None`); gives
/// back the naming it replaces. The friend's table sets it while it is shown: its words are
/// made in many places (the host's updates, the clock, each part of the page as it is drawn).
pub fn name_as_at_host(table: Option<HostsTable>) -> Option<HostsTable> {
    HOSTS_TABLE.with(|t| t.replace(table))
}

/// Runs `words` with seats named as at `table`, then names them as before.
pub fn naming_as_at_host<T>(table: Option<HostsTable>, words: impl FnOnce() -> T) -> T {
    struct Restore(Option<HostsTable>);
    impl Drop for Restore {
        fn drop(&mut self) {
            name_as_at_host(self.0.take());
        }
    }
    let _restore = Restore(name_as_at_host(table));
    words()
}

/// The seat of the host's table that `seat` is, on a friend's page; `seat` itself elsewhere.
fn seat_there(seat: Seat) -> usize {
    HOSTS_TABLE
        .with(|t| t.borrow().as_ref().and_then(|t| t.seat_there(seat)))
        .unwrap_or(seat.index())
}

/// The face `seat` has: the one its seat has at the host's table, on a friend's page (the
/// host's own is seat 0's).
pub fn face(seat: Seat) -> usize {
    seat_there(seat)
}

/// The name a friend gave, for their seat.
fn persons_name(seat: Seat) -> Option<String> {
    HOSTS_TABLE.with(|t| {
        let t = t.borrow();
        let people = &t.as_ref()?.people;
        let (_, name) = people.iter().find(|(s, _)| *s == seat.0)?;
        Some(name.clone())
    })
}

/// A seat's own name, the player's aside: a friend's, a bot's, or the host's on a
/// friend's page.
fn own_name(seat: Seat) -> String {
    if let Some(name) = persons_name(seat) {
        return name;
    }
    match seat_there(seat) {
        0 => HOSTS_TABLE.with(|t| match t.borrow().as_ref() {
            Some(t) if !t.host.trim().is_empty() => t.host.trim().to_string(),
            _ => tr!(SEAT_HOST),
        }),
        i => SEAT_NAMES.get(i).copied().unwrap_or("?").to_string(),
    }
}

/// Whether `seat` is spoken to ("you wink") rather than of ("Ada winks").
pub fn addressed(seat: Seat) -> bool {
    seat == YOU && SEAT_ZERO.with(Cell::get) == SeatZero::You
}

/// A seat's name in the words in use: "You", "Player" in someone else's match, "Ada".
pub fn seat_name(seat: Seat) -> String {
    match seat {
        YOU if addressed(seat) => tr!(SEAT_YOU),
        YOU => tr!(SEAT_PLAYER),
        _ => own_name(seat),
    }
}

/// "you" for the player, the name for anyone else (for the middle of a sentence).
pub fn who(seat: Seat) -> String {
    match seat {
        YOU if addressed(seat) => tr!(NARRATION_YOU),
        YOU => tr!(NARRATION_THE_PLAYER),
        _ => seat_name(seat).to_string(),
    }
}

/// Capitalised `who`.
pub fn who_cap(seat: Seat) -> String {
    match seat {
        YOU if addressed(seat) => tr!(SEAT_YOU),
        YOU => tr!(NARRATION_THE_PLAYER_CAP),
        _ => seat_name(seat).to_string(),
    }
}

/// A seat as a message's argument in the middle of a sentence: shown as `who` ("the
/// player" in someone else's match), `[you]` for the person at the table, `[player]` for
/// seat 0 of someone else's match, its gender.
pub fn who_arg(seat: Seat) -> Arg<'static> {
    named_arg(seat, who(seat))
}

/// `who_arg` at the start of a sentence ("The player").
pub fn who_cap_arg(seat: Seat) -> Arg<'static> {
    named_arg(seat, who_cap(seat))
}

/// `seat` as a message's argument, shown as `name` (see `i18n::Arg::Seat`).
fn named_arg(seat: Seat, name: String) -> Arg<'static> {
    Arg::Seat {
        name: name.into(),
        you: addressed(seat),
        player: seat == YOU && !addressed(seat),
        gender: gender(seat),
    }
}

/// "You & Bram", "Ada & Cleo".
pub fn team_name(table: Table, team: Team) -> String {
    let [a, b] = table.seats_of(team);
    // You first (a team's first seat is the lower); else in the order of the host's table,
    // as every page at it names them.
    let (a, b) = match a != YOU && seat_there(b) < seat_there(a) {
        true => (b, a),
        false => (a, b),
    };
    tr!(NARRATION_TEAM, first = seat_arg(a), second = seat_arg(b))
}

/// A team as a message's argument: its name, `[you]` when it is the team of the person at
/// the table, `[female]` when both are women, else `[male]` (a mixed pair agrees as men in
/// the languages that must choose).
pub fn team_arg(table: Table, team: Team) -> Arg<'static> {
    let seats = table.seats_of(team);
    let gender = if seats.iter().all(|&s| gender(s) == Gender::Female) {
        Gender::Female
    } else {
        Gender::Male
    };
    Arg::Seat {
        name: team_name(table, team).into(),
        you: seats.iter().any(|&s| addressed(s)),
        player: false,
        gender,
    }
}

/// A stop's target by its own name: the suspect's, or the team's.
pub fn target_name(table: Table, target: Target) -> String {
    match target {
        Target::Seat { suspect, .. } => match seat_arg(suspect) {
            Arg::Seat { name, .. } => name.into_owned(),
            _ => seat_name(suspect).to_string(),
        },
        Target::Team(team) => team_name(table, team),
    }
}

/// "four sevens", "7♥ 2♠ …"
pub fn describe_hand(cards: &[Card]) -> String {
    if let Some(rank) = crate::engine::card::four_of_a_kind(cards) {
        return words::four_of(rank);
    }
    match cards {
        [] => tr!(NARRATION_NO_CARDS),
        _ => cards
            .iter()
            .map(|&c| words::card_short(c))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// "0.85 s": milliseconds as seconds to the hundredth (without float formatting).
pub fn seconds(ms: u64) -> String {
    tr!(
        NARRATION_SECONDS,
        whole = ms / 1000,
        hundredths = format!("{:02}", (ms % 1000) / 10)
    )
}

/// The grammatical gender of a seat's name (the player's is the message's default).
pub fn gender(seat: Seat) -> Gender {
    // A person's name says nothing the sentences may agree with.
    if seat == YOU || persons_name(seat).is_some() {
        return Gender::Other;
    }
    match SEAT_NAMES.get(seat_there(seat)).copied() {
        Some("Ada" | "Cleo" | "Edda" | "Hana" | "Juno") => Gender::Female,
        Some("Bram" | "Dev" | "Finn" | "Gus" | "Ivo") => Gender::Male,
        _ => Gender::Other,
    }
}

/// A seat as a message's argument (see `i18n`): its name in the words in use ("You",
/// "Player" in someone else's match, "Ada"), `[you]` for the person at the table,
/// `[player]` for seat 0 of someone else's match, its gender.
pub fn seat_arg(seat: Seat) -> Arg<'static> {
    named_arg(seat, seat_name(seat))
}

/// "your", "his", "her" or "their": whose signal a seat's is, in the middle of a sentence.
pub fn their(seat: Seat) -> String {
    tr!(NARRATION_THEIR, seat = seat_arg(seat))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::i18n::{built_in, with_words, Lang};

    #[test]
    fn seats_teams_hands_and_times_are_named_in_the_words_in_use() {
        let table = Table::new(2).expect("a table");
        assert_eq!(team_name(table, Team(0)), "You & Bram");
        assert_eq!(seconds(850), "0.85 s");
        assert_eq!(their(Seat(1)), "her");
        with_words(built_in(Lang::De), || {
            assert_eq!(team_name(table, Team(0)), "Du & Bram");
            assert_eq!(who(YOU), "du");
            assert_eq!(
                naming_seat_zero(SeatZero::Player, || who_cap(YOU)),
                "Der Spieler"
            );
            assert_eq!(seconds(1_050), "1,05 s");
            assert_eq!(describe_hand(&[]), "keine Karten");
            let kings: Vec<Card> = ["KH", "KD", "KC", "KS"]
                .iter()
                .map(|c| c.parse().expect("a card"))
                .collect();
            assert_eq!(describe_hand(&kings), "vier Könige");
        });
    }

    /// French elides "de" before a name that begins with a vowel, and says "du joueur" for
    /// seat 0 of someone else's match.
    #[test]
    fn french_elides_before_a_vowel() {
        with_words(built_in(Lang::Fr), || {
            let cards_of = |seat| tr!(TABLE_CARDS_OF, seat = seat_arg(seat));
            assert_eq!(cards_of(Seat(1)), "Cartes d'Ada");
            assert_eq!(cards_of(Seat(2)), "Cartes de Bram");
            assert_eq!(cards_of(Seat(9)), "Cartes d'Ivo");
            assert_eq!(cards_of(Seat(8)), "Cartes de Hana");
            assert_eq!(cards_of(YOU), "Vos cartes");
            assert_eq!(
                naming_seat_zero(SeatZero::Player, || cards_of(YOU)),
                "Cartes du joueur"
            );
        });
    }

    /// A count of one takes the singular where the sentence's verb agrees with it.
    #[test]
    fn spanish_and_portuguese_say_one_heart_left_in_the_singular() {
        for (lang, left, said) in [
            (Lang::Es, 1, "Ada y Cleo pierden un corazón (queda 1)"),
            (Lang::Es, 2, "Ada y Cleo pierden un corazón (quedan 2)"),
            (Lang::PtBr, 1, "Ada y Cleo perdem um coração (resta 1)"),
            (Lang::PtBr, 3, "Ada y Cleo perdem um coração (restam 3)"),
        ] {
            let hearts = with_words(built_in(lang), || {
                tr!(
                    NARRATION_SCORE_HEARTS,
                    team = "Ada y Cleo",
                    lost = 1,
                    left = left
                )
            });
            assert_eq!(hearts, said);
        }
    }

    /// Spanish joins with "e" before a name that begins with the sound of an i: a team, a
    /// list of seats, a partner's hand in a round's result.
    #[test]
    fn spanish_says_e_for_and_before_ivo() {
        with_words(built_in(Lang::Es), || {
            let team = |a, b| {
                tr!(
                    NARRATION_TEAM,
                    first = seat_arg(Seat(a)),
                    second = seat_arg(Seat(b))
                )
            };
            assert_eq!(team(1, 9), "Ada e Ivo");
            assert_eq!(team(9, 1), "Ivo y Ada");
            assert_eq!(team(1, 8), "Ada y Hana");
            let names = |list: &[&str]| {
                crate::session::narrate::and_list(
                    &list.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
                )
            };
            assert_eq!(names(&["Ada", "Bram", "Ivo"]), "Ada, Bram e Ivo");
            assert_eq!(names(&["Ivo", "Ada"]), "Ivo y Ada");
            assert_eq!(
                tr!(
                    NARRATION_KEMPS_RIGHT,
                    caller = seat_arg(Seat(1)),
                    partner = seat_arg(Seat(9)),
                    partner_hand = "cuatro reyes"
                ),
                "Ada cantó ¡Kemps! — e Ivo tenía cuatro reyes."
            );
        });
    }

    /// In someone else's match German puts seat 0, "der Spieler", in the case its place in
    /// the sentence asks for: accusative after "gegen" and as an object, genitive for whose.
    #[test]
    fn german_declines_the_player_of_someone_else_s_match() {
        use crate::engine::{CallKind, Gesture, Target};
        use crate::session::narrate::{call_name, stop_subject};
        let table = Table::new(2).expect("a table");
        with_words(built_in(Lang::De), || {
            naming_seat_zero(SeatZero::Player, || {
                let against = Some(Target::Seat {
                    suspect: YOU,
                    team: Team(0),
                });
                assert_eq!(
                    tr!(
                        NARRATION_CALLED_STOP,
                        seat = who_cap_arg(Seat(1)),
                        call = call_name(CallKind::Stop),
                        subject = stop_subject(table, against)
                    ),
                    "Ada: Stop Kemps gegen den Spieler"
                );
                assert_eq!(
                    tr!(
                        NARRATION_SIGNAL_CAUGHT,
                        by = who_arg(Seat(1)),
                        owner = who_arg(YOU),
                        gesture = words::gesture_noun(Gesture::Wink)
                    ),
                    "Ada hat den Spieler beim Zwin\u{ad}kern ertappt"
                );
                assert_eq!(
                    tr!(TABLE_CARDS_OF, seat = seat_arg(YOU)),
                    "Karten des Spielers"
                );
            });
            // Anyone else keeps their name after the preposition.
            let against = Some(Target::Seat {
                suspect: Seat(1),
                team: Team(1),
            });
            assert_eq!(
                tr!(
                    NARRATION_CALLED_STOP,
                    seat = who_cap_arg(Seat(2)),
                    call = call_name(CallKind::Stop),
                    subject = stop_subject(table, against)
                ),
                "Bram: Stop Kemps gegen Ada"
            );
        });
    }
    /// Spanish and Portuguese contract the preposition with the article of seat 0 in someone
    /// else's match: "del jugador", "al jugador", "do jogador", "pelo jogador"; a name keeps
    /// the plain preposition.
    #[test]
    fn spanish_and_portuguese_contract_before_the_player() {
        use crate::engine::{CallKind, Gesture, Target};
        use crate::session::narrate::{call_name, stop_subject};
        let table = Table::new(2).expect("a table");
        let stop_on = |suspect: Seat, team| {
            tr!(
                NARRATION_CALLED_STOP,
                seat = who_cap_arg(Seat(3)),
                call = call_name(CallKind::Stop),
                subject = stop_subject(table, Some(Target::Seat { suspect, team }))
            )
        };
        let read_of = |owner: Seat| {
            tr!(
                NARRATION_SIGNAL_READ,
                by = who_arg(Seat(1)),
                owner = who_arg(owner),
                gesture = words::gesture_noun(Gesture::Wink)
            )
        };
        let by_in = |seat| tr!(NARRATION_BY_IN, seat = seat_arg(seat), rounds = "");
        with_words(built_in(Lang::Es), || {
            naming_seat_zero(SeatZero::Player, || {
                assert_eq!(
                    tr!(TABLE_CARDS_OF, seat = seat_arg(YOU)),
                    "Cartas del jugador"
                );
                assert_eq!(stop_on(YOU, Team(0)), "Cleo: Stop Kemps al jugador");
                assert!(
                    read_of(YOU).starts_with("Ada leyó la señal del jugador"),
                    "{}",
                    read_of(YOU)
                );
            });
            assert_eq!(
                tr!(TABLE_CARDS_OF, seat = seat_arg(Seat(2))),
                "Cartas de Bram"
            );
            assert_eq!(stop_on(Seat(2), Team(0)), "Cleo: Stop Kemps a Bram");
            assert!(
                read_of(Seat(2)).starts_with("Ada leyó la señal de Bram"),
                "{}",
                read_of(Seat(2))
            );
        });
        with_words(built_in(Lang::PtBr), || {
            naming_seat_zero(SeatZero::Player, || {
                assert_eq!(
                    tr!(TABLE_CARDS_OF, seat = seat_arg(YOU)),
                    "Cartas do jogador"
                );
                assert!(
                    read_of(YOU).starts_with("Ada leu o sinal do jogador"),
                    "{}",
                    read_of(YOU)
                );
                assert_eq!(by_in(YOU).trim_end(), "pelo jogador");
            });
            assert_eq!(
                tr!(TABLE_CARDS_OF, seat = seat_arg(Seat(2))),
                "Cartas de Bram"
            );
            assert_eq!(by_in(Seat(2)).trim_end(), "por Bram");
        });
    }
}
