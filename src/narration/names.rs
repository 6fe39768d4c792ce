//! How the table talks about itself: names of seats and teams, cards in words.

use super::seats::YOU;
use super::words;
use crate::engine::{Card, Seat, Table, Target, Team};
use crate::i18n::{Arg, Gender, Words};

/// The names of the seats, the player first.
pub const SEAT_NAMES: [&str; 12] = [
    "You", "Ada", "Bram", "Cleo", "Dev", "Edda", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kai",
];

/// Who seat 0 is to the person looking at the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatZero {
    /// The person at the table: "You", "you", "You & Bram".
    #[default]
    You,
    /// Someone else's match (a replay from a link or a file): "Player", "the player",
    /// "Player & Bram".
    Player,
}

/// A friend's page shows the host's table turned so that the friend is seat 0 (see
/// `friends::turn`). Its seats keep the names and faces they have at the host's table, so
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
        (s.number() < self.seats).then(|| usize::from((s.number() + self.by) % self.seats))
    }
}

/// How the words name the seats of a table: who seat 0 is to whoever looks, and on a page
/// at a table with friends, the seats as at the host's table. The default names seat 0
/// "You" and every other seat by its bot's name. A match holds its own (see
/// `Match::naming`); a sentence is made with the naming of the match it is about.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Naming {
    zero: SeatZero,
    hosts: Option<HostsTable>,
}

impl From<SeatZero> for Naming {
    fn from(zero: SeatZero) -> Naming {
        Naming { zero, hosts: None }
    }
}

impl Naming {
    /// Who seat 0 is in these words.
    pub fn zero(&self) -> SeatZero {
        self.zero
    }

    /// The host's table the seats are named as at, if any.
    pub fn hosts(&self) -> Option<&HostsTable> {
        self.hosts.as_ref()
    }

    /// The same naming with the seats as at `hosts` (a table with friends), or as they are
    /// (`None`).
    pub fn with_hosts(self, hosts: Option<HostsTable>) -> Naming {
        Naming { hosts, ..self }
    }

    /// The seat of the host's table that `seat` is, on a friend's page; `seat` itself
    /// elsewhere.
    fn seat_there(&self, seat: Seat) -> usize {
        (self.hosts.as_ref())
            .and_then(|t| t.seat_there(seat))
            .unwrap_or(seat.index())
    }

    /// The face `seat` has: the one its seat has at the host's table, on a friend's page
    /// (the host's own is seat 0's).
    pub fn face(&self, seat: Seat) -> usize {
        self.seat_there(seat)
    }

    /// The name a friend gave, for their seat.
    fn persons_name(&self, seat: Seat) -> Option<&str> {
        let people = &self.hosts.as_ref()?.people;
        let (_, name) = people.iter().find(|(s, _)| *s == seat.number())?;
        Some(name)
    }

    /// A seat's own name, the player's aside: a friend's, a bot's, or the host's on a
    /// friend's page.
    fn own_name(&self, w: &Words, seat: Seat) -> String {
        if let Some(name) = self.persons_name(seat) {
            return name.to_string();
        }
        match self.seat_there(seat) {
            0 => match &self.hosts {
                Some(t) if !t.host.trim().is_empty() => t.host.trim().to_string(),
                _ => tr!(w, SEAT_HOST),
            },
            i => SEAT_NAMES.get(i).copied().unwrap_or("?").to_string(),
        }
    }

    /// Whether `seat` is spoken to ("you wink") rather than of ("Ada winks").
    pub fn addressed(&self, seat: Seat) -> bool {
        seat == YOU && self.zero == SeatZero::You
    }

    /// A seat's name in the words in use: "You", "Player" in someone else's match, "Ada".
    pub fn seat_name(&self, w: &Words, seat: Seat) -> String {
        match seat {
            YOU if self.addressed(seat) => tr!(w, SEAT_YOU),
            YOU => tr!(w, SEAT_PLAYER),
            _ => self.own_name(w, seat),
        }
    }

    /// "you" for the player, the name for anyone else (for the middle of a sentence).
    pub fn who(&self, w: &Words, seat: Seat) -> String {
        match seat {
            YOU if self.addressed(seat) => tr!(w, NARRATION_YOU),
            YOU => tr!(w, NARRATION_THE_PLAYER),
            _ => self.seat_name(w, seat),
        }
    }

    /// Capitalised `who`.
    pub fn who_cap(&self, w: &Words, seat: Seat) -> String {
        match seat {
            YOU if self.addressed(seat) => tr!(w, SEAT_YOU),
            YOU => tr!(w, NARRATION_THE_PLAYER_CAP),
            _ => self.seat_name(w, seat),
        }
    }

    /// A seat as a message's argument in the middle of a sentence: shown as `who` ("the
    /// player" in someone else's match), `[you]` for the person at the table, `[player]`
    /// for seat 0 of someone else's match, its gender.
    pub fn who_arg(&self, w: &Words, seat: Seat) -> Arg<'static> {
        self.named_arg(seat, self.who(w, seat))
    }

    /// `who_arg` at the start of a sentence ("The player").
    pub fn who_cap_arg(&self, w: &Words, seat: Seat) -> Arg<'static> {
        self.named_arg(seat, self.who_cap(w, seat))
    }

    /// `seat` as a message's argument, shown as `name` (see `i18n::Arg::Seat`).
    fn named_arg(&self, seat: Seat, name: String) -> Arg<'static> {
        Arg::Seat {
            name: name.into(),
            you: self.addressed(seat),
            player: seat == YOU && !self.addressed(seat),
            gender: self.gender(seat),
        }
    }

    /// "You & Bram", "Ada & Cleo".
    pub fn team_name(&self, w: &Words, table: Table, team: Team) -> String {
        let [a, b] = table.seats_of(team);
        // You first (a team's first seat is the lower); else in the order of the host's
        // table, as every page at it names them.
        let (a, b) = match a != YOU && self.seat_there(b) < self.seat_there(a) {
            true => (b, a),
            false => (a, b),
        };
        tr!(
            w,
            NARRATION_TEAM,
            first = self.seat_arg(w, a),
            second = self.seat_arg(w, b)
        )
    }

    /// A team as a message's argument: its name, `[you]` when it is the team of the person
    /// at the table, `[female]` when both are women, else `[male]` (a mixed pair agrees as
    /// men in the languages that must choose).
    pub fn team_arg(&self, w: &Words, table: Table, team: Team) -> Arg<'static> {
        let seats = table.seats_of(team);
        let gender = if seats.iter().all(|&s| self.gender(s) == Gender::Female) {
            Gender::Female
        } else {
            Gender::Male
        };
        Arg::Seat {
            name: self.team_name(w, table, team).into(),
            you: seats.iter().any(|&s| self.addressed(s)),
            player: false,
            gender,
        }
    }

    /// A stop's target by its own name: the suspect's, or the team's.
    pub fn target_name(&self, w: &Words, table: Table, target: Target) -> String {
        match target {
            Target::Seat { suspect, .. } => match self.seat_arg(w, suspect) {
                Arg::Seat { name, .. } => name.into_owned(),
                _ => self.seat_name(w, suspect),
            },
            Target::Team(team) => self.team_name(w, table, team),
        }
    }

    /// The grammatical gender of a seat's name (the player's is the message's default).
    pub fn gender(&self, seat: Seat) -> Gender {
        // A person's name says nothing the sentences may agree with.
        if seat == YOU || self.persons_name(seat).is_some() {
            return Gender::Other;
        }
        match SEAT_NAMES.get(self.seat_there(seat)).copied() {
            Some("Ada" | "Cleo" | "Edda" | "Hana" | "Juno") => Gender::Female,
            Some("Bram" | "Dev" | "Finn" | "Gus" | "Ivo") => Gender::Male,
            _ => Gender::Other,
        }
    }

    /// A seat as a message's argument (see `i18n`): its name in the words in use ("You",
    /// "Player" in someone else's match, "Ada"), `[you]` for the person at the table,
    /// `[player]` for seat 0 of someone else's match, its gender.
    pub fn seat_arg(&self, w: &Words, seat: Seat) -> Arg<'static> {
        self.named_arg(seat, self.seat_name(w, seat))
    }

    /// "your", "his", "her" or "their": whose signal a seat's is, in the middle of a
    /// sentence.
    pub fn their(&self, w: &Words, seat: Seat) -> String {
        tr!(w, NARRATION_THEIR, seat = self.seat_arg(w, seat))
    }
}

/// "four sevens", "7♥ 2♠ …"
pub fn describe_hand(w: &Words, cards: &[Card]) -> String {
    if let Some(rank) = crate::engine::card::four_of_a_kind(cards) {
        return words::four_of(w, rank);
    }
    match cards {
        [] => tr!(w, NARRATION_NO_CARDS),
        _ => cards
            .iter()
            .map(|&c| words::card_short(w, c))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// "0.85 s": milliseconds as seconds to the hundredth (without float formatting).
pub fn seconds(w: &Words, ms: u64) -> String {
    tr!(
        w,
        NARRATION_SECONDS,
        whole = ms / 1000,
        hundredths = format!("{:02}", (ms % 1000) / 10)
    )
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::i18n::{built_in, with_words, Lang};

    #[test]
    fn seats_teams_hands_and_times_are_named_in_the_words_in_use() {
        let w = &crate::i18n::english();
        let table = Table::new(2).expect("a table");
        let (you, player) = (Naming::default(), Naming::from(SeatZero::Player));
        assert_eq!(you.team_name(w, table, Team(0)), "You & Bram");
        assert_eq!(seconds(w, 850), "0.85 s");
        assert_eq!(you.their(w, Seat::at(1)), "her");
        with_words(built_in(Lang::De), |w| {
            assert_eq!(you.team_name(w, table, Team(0)), "Du & Bram");
            assert_eq!(you.who(w, YOU), "du");
            assert_eq!(player.who_cap(w, YOU), "Der Spieler");
            assert_eq!(seconds(w, 1_050), "1,05 s");
            assert_eq!(describe_hand(w, &[]), "keine Karten");
            let kings: Vec<Card> = ["KH", "KD", "KC", "KS"]
                .iter()
                .map(|c| c.parse().expect("a card"))
                .collect();
            assert_eq!(describe_hand(w, &kings), "vier Könige");
        });
    }

    /// French elides "de" before a name that begins with a vowel, and says "du joueur" for
    /// seat 0 of someone else's match.
    #[test]
    fn french_elides_before_a_vowel() {
        with_words(built_in(Lang::Fr), |w| {
            let cards_of = |n: &Naming, seat| tr!(w, TABLE_CARDS_OF, seat = n.seat_arg(w, seat));
            let you = Naming::default();
            assert_eq!(cards_of(&you, Seat::at(1)), "Cartes d'Ada");
            assert_eq!(cards_of(&you, Seat::at(2)), "Cartes de Bram");
            assert_eq!(cards_of(&you, Seat::at(9)), "Cartes d'Ivo");
            assert_eq!(cards_of(&you, Seat::at(8)), "Cartes de Hana");
            assert_eq!(cards_of(&you, YOU), "Vos cartes");
            assert_eq!(cards_of(&SeatZero::Player.into(), YOU), "Cartes du joueur");
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
            let hearts = with_words(built_in(lang), |w| {
                tr!(
                    w,
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
        with_words(built_in(Lang::Es), |w| {
            let n = Naming::default();
            let team = |a, b| {
                tr!(
                    w,
                    NARRATION_TEAM,
                    first = n.seat_arg(w, Seat::at(a)),
                    second = n.seat_arg(w, Seat::at(b))
                )
            };
            assert_eq!(team(1, 9), "Ada e Ivo");
            assert_eq!(team(9, 1), "Ivo y Ada");
            assert_eq!(team(1, 8), "Ada y Hana");
            let names = |list: &[&str]| {
                crate::narration::narrate::and_list(
                    w,
                    &list.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
                )
            };
            assert_eq!(names(&["Ada", "Bram", "Ivo"]), "Ada, Bram e Ivo");
            assert_eq!(names(&["Ivo", "Ada"]), "Ivo y Ada");
            assert_eq!(
                tr!(
                    w,
                    NARRATION_KEMPS_RIGHT,
                    caller = n.seat_arg(w, Seat::at(1)),
                    partner = n.seat_arg(w, Seat::at(9)),
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
        use crate::narration::narrate::{call_name, stop_subject};
        let table = Table::new(2).expect("a table");
        let (you, player) = (Naming::default(), Naming::from(SeatZero::Player));
        with_words(built_in(Lang::De), |w| {
            let against = Some(Target::Seat {
                suspect: YOU,
                team: Team(0),
            });
            assert_eq!(
                tr!(
                    w,
                    NARRATION_CALLED_STOP,
                    seat = player.who_cap_arg(w, Seat::at(1)),
                    call = call_name(w, CallKind::Stop),
                    subject = stop_subject(w, &player, table, against)
                ),
                "Ada: Stop Kemps gegen den Spieler"
            );
            assert_eq!(
                tr!(
                    w,
                    NARRATION_SIGNAL_CAUGHT,
                    by = player.who_arg(w, Seat::at(1)),
                    owner = player.who_arg(w, YOU),
                    gesture = words::gesture_noun(w, Gesture::Wink)
                ),
                "Ada hat den Spieler beim Zwin\u{ad}kern ertappt"
            );
            assert_eq!(
                tr!(w, TABLE_CARDS_OF, seat = player.seat_arg(w, YOU)),
                "Karten des Spielers"
            );
            // Anyone else keeps their name after the preposition.
            let against = Some(Target::Seat {
                suspect: Seat::at(1),
                team: Team(1),
            });
            assert_eq!(
                tr!(
                    w,
                    NARRATION_CALLED_STOP,
                    seat = you.who_cap_arg(w, Seat::at(2)),
                    call = call_name(w, CallKind::Stop),
                    subject = stop_subject(w, &you, table, against)
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
        use crate::narration::narrate::{call_name, stop_subject};
        let table = Table::new(2).expect("a table");
        let (you, player) = (&Naming::default(), &Naming::from(SeatZero::Player));
        let stop_on = |w: &Words, n: &Naming, suspect: Seat, team| {
            tr!(
                w,
                NARRATION_CALLED_STOP,
                seat = n.who_cap_arg(w, Seat::at(3)),
                call = call_name(w, CallKind::Stop),
                subject = stop_subject(w, n, table, Some(Target::Seat { suspect, team }))
            )
        };
        let read_of = |w: &Words, n: &Naming, owner: Seat| {
            tr!(
                w,
                NARRATION_SIGNAL_READ,
                by = n.who_arg(w, Seat::at(1)),
                owner = n.who_arg(w, owner),
                gesture = words::gesture_noun(w, Gesture::Wink)
            )
        };
        let by_in = |w: &Words, n: &Naming, seat| {
            tr!(w, NARRATION_BY_IN, seat = n.seat_arg(w, seat), rounds = "")
        };
        let cards_of =
            |w: &Words, n: &Naming, seat| tr!(w, TABLE_CARDS_OF, seat = n.seat_arg(w, seat));
        with_words(built_in(Lang::Es), |w| {
            assert_eq!(cards_of(w, player, YOU), "Cartas del jugador");
            assert_eq!(
                stop_on(w, player, YOU, Team(0)),
                "Cleo: Stop Kemps al jugador"
            );
            assert!(
                read_of(w, player, YOU).starts_with("Ada leyó la señal del jugador"),
                "{}",
                read_of(w, player, YOU)
            );
            assert_eq!(cards_of(w, you, Seat::at(2)), "Cartas de Bram");
            assert_eq!(
                stop_on(w, you, Seat::at(2), Team(0)),
                "Cleo: Stop Kemps a Bram"
            );
            assert!(
                read_of(w, you, Seat::at(2)).starts_with("Ada leyó la señal de Bram"),
                "{}",
                read_of(w, you, Seat::at(2))
            );
        });
        with_words(built_in(Lang::PtBr), |w| {
            assert_eq!(cards_of(w, player, YOU), "Cartas do jogador");
            assert!(
                read_of(w, player, YOU).starts_with("Ada leu o sinal do jogador"),
                "{}",
                read_of(w, player, YOU)
            );
            assert_eq!(by_in(w, player, YOU).trim_end(), "pelo jogador");
            assert_eq!(cards_of(w, you, Seat::at(2)), "Cartas de Bram");
            assert_eq!(by_in(w, you, Seat::at(2)).trim_end(), "por Bram");
        });
    }
}
