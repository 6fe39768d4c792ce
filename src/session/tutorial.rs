//! The first match that teaches: three short lessons at a real table, each on a fixed deal,
//! each waiting for the player. The other seats follow a script instead of a bot, so a
//! lesson goes the same way every time: its fidgets come at set moments and repeat for as
//! long as the player needs.
//!
//! 1. Swap toward four of a kind, make your signal, and see your partner call Kemps.
//! 2. Watch your partner's face among the fidgets and call Kemps on their signal.
//! 3. Catch an opponent's signal with Stop Kemps: not the gesture a swapping player
//!    repeats (a fidget), but the one made by the player who has stopped swapping.
//!
//! A mistake is not played: the coach says, kindly, what to do instead, and the table
//! stays as it was. Pure Rust, tested natively; `Match` wires it to the table.

use crate::bots::Signals;
use crate::engine::{
    card::four_of_a_kind, Action, CallKind, Card, FixedDeal, Game, Gesture, Preset, Rank,
    RuleOptions, Rules, Seat, SeatView, Table, TimedEvent,
};
use crate::i18n::{id, Arg, Msg, Words};
use crate::narration::seats::YOU;
use crate::narration::words::card_short;

/// The lessons' table: two teams, four seats.
const FOUR_SEATS: Table = match Table::new(2) {
    Some(table) => table,
    None => panic!("a table of two teams"),
};
/// Your partner across the table, and the two opponents, at a four-seat table.
pub const BRAM: Seat = FOUR_SEATS.partner_of(Seat::FIRST);
pub const ADA: Seat = FOUR_SEATS.clockwise(Seat::FIRST, 1);
pub const CLEO: Seat = FOUR_SEATS.clockwise(Seat::FIRST, 3);

/// The dealer never tires of waiting in a lesson: the centre stays until the player acts.
const LESSON_IDLE_MS: u32 = 600_000;
/// How long your partner takes to answer your signal (game time).
const REPLY_MS: u64 = 1_100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// Swap toward four of a kind, then signal.
    Signal,
    /// Spot your partner's signal among fidgets.
    Watch,
    /// Catch an opponent's repeated signal.
    Stop,
}

/// A scripted move: at `at` ms of game time (repeating every `PERIOD_MS`), `seat` makes it.
type Cue = (u64, Seat, Move);

/// What a script's seat does: a gesture, or a swap (its first card for the centre's
/// first; made again, the swap takes that card back), which shows it is still building.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
    Gesture(Gesture),
    Swap,
}
use Move::{Gesture as G, Swap};
const PERIOD_MS: u64 = 6_000;

impl Lesson {
    pub const ALL: [Lesson; 3] = [Lesson::Signal, Lesson::Watch, Lesson::Stop];

    pub fn number(self) -> usize {
        self as usize + 1
    }

    pub fn next(self) -> Option<Lesson> {
        Lesson::ALL.get(self.number()).copied()
    }

    /// The lesson's deal: hands of You, Ada, Bram and Cleo, the centre, then the stock.
    fn cards(self) -> [&'static str; 6] {
        match self {
            Lesson::Signal => [
                "7H 7D 7C 2S",
                "3C 8D JH KS",
                "4D 9C QH 5S",
                "6H TD AC 8S",
                "QD 7S 3D 9H",
                "2H 4C 5D 6C 9S TC JD KC",
            ],
            Lesson::Watch => [
                "2C 5H 9D JS",
                "3S 6D TC QC",
                "KH KD KC KS",
                "4H 7C 8D AS",
                "2D 6S 9H QH",
                "3H 4S 5C 7D 8H TH JC AD",
            ],
            Lesson::Stop => [
                "3H 8C TS KD",
                "JH JD JC JS",
                "4C 7D 9S AH",
                "2S 5C 6H QD",
                "3C 8H TD KH",
                "2D 4S 5H 6S 7C 9C QC AS",
            ],
        }
    }

    /// The other seats' gestures, once per period: fidgets, and the lesson's signal.
    fn cues(self) -> &'static [Cue] {
        match self {
            Lesson::Signal => &[
                (1_800, ADA, G(Gesture::NoseScratch)),
                (4_200, CLEO, G(Gesture::Shrug)),
            ],
            Lesson::Watch => &[
                (1_200, BRAM, G(Gesture::Yawn)),
                (2_400, ADA, G(Gesture::NoseScratch)),
                (3_800, BRAM, G(Gesture::Wink)),
                (5_000, CLEO, G(Gesture::Shrug)),
            ],
            // Cleo keeps swapping and bites her lip again and again: a fidget. Ada, holding
            // four jacks, has stopped swapping: her ear tug is the signal.
            Lesson::Stop => &[
                (800, CLEO, Swap),
                (1_600, CLEO, G(Gesture::LipBite)),
                (2_800, ADA, G(Gesture::EarTug)),
                (3_600, CLEO, Swap),
                (4_400, CLEO, G(Gesture::LipBite)),
                (5_200, ADA, G(Gesture::EarTug)),
            ],
        }
    }

    /// The signal the lesson is about, and who makes it (you, in the first).
    pub fn signal(self) -> (Seat, Gesture) {
        match self {
            Lesson::Signal => (YOU, Gesture::Wink),
            Lesson::Watch => (BRAM, Gesture::Wink),
            Lesson::Stop => (ADA, Gesture::EarTug),
        }
    }

    /// The fidget the lesson repeats to mislead, and who makes it (the third lesson only).
    fn decoy(self) -> Option<(Seat, Gesture)> {
        match self {
            Lesson::Stop => Some((CLEO, Gesture::LipBite)),
            _ => None,
        }
    }

    /// The lesson's game: Classic rules with a dealer who waits, at a four-seat table,
    /// dealt the lesson's cards (checked by the tests: they are written right).
    pub fn game(self) -> (Game, Vec<TimedEvent>) {
        let options = RuleOptions {
            idle_ms: Some(LESSON_IDLE_MS),
            ..RuleOptions::default()
        };
        let rules = Rules::new(Preset::Classic, &options).expect("the lessons' rules are valid");
        let table = Table::new(2).expect("a four-seat table");
        let cards = self.cards().map(|line| {
            line.split(' ')
                .map(|c| {
                    c.parse::<Card>()
                        .expect("the lessons' cards are written right")
                })
                .collect::<Vec<Card>>()
        });
        let deal = FixedDeal::new(&rules, table, &cards[..4], &cards[4], &cards[5])
            .expect("the lessons' deals are dealt right");
        Game::with_deal(rules, table, 0, deal).expect("the lessons' deals fit their table")
    }
}

/// A lesson under way: what the script does next, and what the player has done.
#[derive(Clone, Debug, PartialEq)]
pub struct Coach {
    lesson: Lesson,
    /// The next cue, counted over the repeating script.
    cue: u64,
    /// When your partner calls Kemps on your signal.
    reply_at: Option<u64>,
    /// How often the lesson's signal has been made.
    shown: u32,
    /// How often the lesson's repeated fidget has been made.
    decoys: u32,
    /// How many scripted swaps have been made (each takes back the one before).
    swaps: u32,
    /// The player answered the lesson (their signal was made, or their call is in).
    answered: bool,
}

impl Coach {
    pub fn new(lesson: Lesson) -> Coach {
        Coach {
            lesson,
            cue: 0,
            reply_at: None,
            shown: 0,
            decoys: 0,
            swaps: 0,
            answered: false,
        }
    }

    pub fn lesson(&self) -> Lesson {
        self.lesson
    }

    fn cue_at(&self) -> Cue {
        let cues = self.lesson.cues();
        let (at, seat, moves) = cues[(self.cue % cues.len() as u64) as usize];
        (at + self.cue / cues.len() as u64 * PERIOD_MS, seat, moves)
    }

    /// The game time of the script's next action.
    pub fn due(&self) -> u64 {
        let cue = self.cue_at().0;
        self.reply_at.map_or(cue, |r| r.min(cue))
    }

    /// The script's action due at `due()`; each call moves the script on.
    pub fn take(&mut self) -> (Seat, Action) {
        let (at, seat, moves) = self.cue_at();
        if self.reply_at.is_some_and(|r| r <= at) {
            self.reply_at = None;
            return (BRAM, Action::call(CallKind::Kemps, None));
        }
        self.cue += 1;
        let gesture = match moves {
            G(gesture) => gesture,
            Swap => {
                self.swaps += 1;
                return (seat, self.swap());
            }
        };
        if (seat, gesture) == self.lesson.signal() {
            self.shown += 1;
        }
        if Some((seat, gesture)) == self.lesson.decoy() {
            self.decoys += 1;
        }
        (seat, Action::Gesture(gesture))
    }

    /// Cleo's swap in the third lesson: her 2♠ for the centre's 3♣, then back again. (Had
    /// the player taken either card, the swap is refused and the script goes on.)
    fn swap(&self) -> Action {
        let [mine, centre] = match self.swaps % 2 {
            1 => ["2S", "3C"],
            _ => ["3C", "2S"],
        }
        .map(|c| {
            c.parse::<Card>()
                .expect("the lessons' cards are written right")
        });
        Action::swap(&[mine], &[centre]).expect("a one-card swap")
    }

    /// Each team's signals in the lessons: yours is the wink, the other side's the ear tug.
    pub fn signals(&self, table: Table) -> Vec<Signals> {
        table
            .teams()
            .map(|t| Signals::one([Gesture::Wink, Gesture::EarTug][t.index() % 2]))
            .collect()
    }

    /// Why the player's `action` is not the lesson's, said kindly (worded by `coach_words`);
    /// `None` lets it be played.
    pub fn refuse(&self, action: &Action, view: &SeatView<'_>) -> Option<Msg> {
        let four = four_of_a_kind(view.hand()).is_some();
        let call = match action {
            Action::Call { call, .. } => Some(*call),
            _ => None,
        };
        let kemps = matches!(call, Some(CallKind::Kemps | CallKind::DoubleKemps));
        let stop = matches!(call, Some(CallKind::Stop | CallKind::DoubleStop));
        let own_signal = *action == Action::Gesture(Gesture::Wink);
        Some(match self.lesson {
            Lesson::Signal => match action {
                Action::Swap { give, take } if !four => {
                    let is_seven = |c: &Card| c.rank == Rank::Seven;
                    if give.iter().any(is_seven) {
                        id::LESSON_KEEP_SEVENS
                    } else if !take.iter().all(is_seven) {
                        id::LESSON_TAKE_THE_SEVEN
                    } else {
                        return None;
                    }
                }
                Action::Swap { .. } => id::LESSON_FOUR_ALREADY,
                _ if own_signal && !four => id::LESSON_SIGNAL_TOO_SOON,
                _ if kemps => id::LESSON_KEMPS_OWN_HAND,
                _ if stop => id::LESSON_STOP_NOBODY_SIGNALLED,
                _ => return None,
            },
            Lesson::Watch => match () {
                _ if kemps && self.shown == 0 => id::LESSON_KEMPS_BEFORE_WINK,
                _ if stop => id::LESSON_STOP_ON_PARTNER,
                _ if own_signal => id::LESSON_NOT_YOUR_SIGNAL,
                _ => return None,
            },
            Lesson::Stop => match () {
                _ if stop && self.decoys > self.shown => id::LESSON_STOP_ON_FIDGET,
                _ if stop && self.shown < 2 => id::LESSON_STOP_AFTER_ONE,
                _ if kemps => id::LESSON_KEMPS_NOBODY_SIGNALLED,
                _ => return None,
            },
        })
    }

    /// The player's `action` was played at game time `now`; `view` is the table after it.
    pub fn acted(&mut self, action: &Action, view: &SeatView<'_>, now: u64) {
        match (self.lesson, action) {
            (Lesson::Signal, Action::Gesture(Gesture::Wink))
                if four_of_a_kind(view.hand()).is_some() && !self.answered =>
            {
                self.answered = true;
                self.reply_at = Some(now + REPLY_MS);
            }
            (_, Action::Call { .. }) => self.answered = true,
            _ => {}
        }
    }

    /// What the coach says now: what to do, and what to watch.
    pub fn line(&self, w: &Words, view: &SeatView<'_>) -> String {
        let four = four_of_a_kind(view.hand()).is_some();
        match self.lesson {
            Lesson::Signal if self.answered => tr!(w, LESSON_SIGNAL_MADE),
            Lesson::Signal if four => tr!(w, LESSON_SIGNAL_NOW),
            Lesson::Signal => {
                let (mine, seven) = lesson_cards(w);
                tr!(w, LESSON_SIGNAL_START, mine = mine, seven = seven)
            }
            // A call is played: the coach no longer asks for it while the cards are shown.
            Lesson::Watch if self.answered => tr!(w, LESSON_WATCH_CALLED),
            Lesson::Watch if self.shown >= 2 => tr!(w, LESSON_WATCH_AGAIN),
            Lesson::Watch => tr!(w, LESSON_WATCH_START),
            Lesson::Stop if self.answered => tr!(w, LESSON_STOP_CALLED),
            Lesson::Stop if self.shown >= 2 => tr!(w, LESSON_STOP_TWICE),
            Lesson::Stop if self.decoys >= 2 => tr!(w, LESSON_STOP_DECOY),
            Lesson::Stop => tr!(w, LESSON_STOP_START),
        }
    }
}

/// The first lesson's swap, as its cards are written in the words in use: the 2♠ to give
/// and the 7♠ to take.
fn lesson_cards(w: &Words) -> (String, String) {
    let card = |c: &str| card_short(w, c.parse().expect("the lessons' cards are written right"));
    (card("2S"), card("7S"))
}

/// A lesson's message in the words `w`, with the lesson's cards it may name: the 2♠ to give
/// (`mine`) and the 7♠ to take (`seven`).
pub fn coach_words(w: &Words, msg: Msg) -> String {
    let (mine, seven) = lesson_cards(w);
    w.text(
        msg,
        &[("mine", Arg::from(mine)), ("seven", Arg::from(seven))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(lesson: Lesson) -> Game {
        lesson.game().0
    }

    #[test]
    fn every_lesson_deals_its_point() {
        let g = game(Lesson::Signal);
        assert_eq!(g.hand(YOU).len(), 4);
        assert!(four_of_a_kind(g.hand(YOU)).is_none());
        assert!(g.centre().contains(&"7S".parse().unwrap()));
        assert!(four_of_a_kind(game(Lesson::Watch).hand(BRAM)).is_some());
        assert!(four_of_a_kind(game(Lesson::Stop).hand(ADA)).is_some());
        for lesson in Lesson::ALL {
            assert!(game(lesson).cards_accounted_for());
        }
    }

    #[test]
    fn the_script_repeats_in_time_order_and_counts_the_lessons_signal() {
        let mut c = Coach::new(Lesson::Stop);
        let mut last = 0;
        let mut tugs = 0;
        for _ in 0..18 {
            let due = c.due();
            assert!(due > last, "each cue after the one before");
            last = due;
            if c.take() == (ADA, Action::Gesture(Gesture::EarTug)) {
                tugs += 1;
            }
        }
        assert_eq!(tugs, 6);
        assert_eq!(c.shown, 6);
    }

    #[test]
    fn your_partner_answers_your_signal_only_once_you_hold_four_of_a_kind() {
        let w = &crate::i18n::english();
        let mut g = game(Lesson::Signal);
        let mut c = Coach::new(Lesson::Signal);
        let wink = Action::Gesture(Gesture::Wink);
        assert!(c
            .refuse(&wink, &g.view(YOU))
            .map(|m| coach_words(w, m))
            .is_some());
        let wrong = Action::swap(&["7H".parse().unwrap()], &["7S".parse().unwrap()]).unwrap();
        assert_eq!(
            c.refuse(&wrong, &g.view(YOU))
                .map(|m| coach_words(w, m))
                .as_deref(),
            Some("Keep your sevens: give the 2♠ instead.")
        );
        let other = Action::swap(&["2S".parse().unwrap()], &["QD".parse().unwrap()]).unwrap();
        assert!(c
            .refuse(&other, &g.view(YOU))
            .map(|m| coach_words(w, m))
            .is_some());
        let right = Action::swap(&["2S".parse().unwrap()], &["7S".parse().unwrap()]).unwrap();
        assert_eq!(
            c.refuse(&right, &g.view(YOU)).map(|m| coach_words(w, m)),
            None
        );
        let mut out = Vec::new();
        g.act(YOU, &right, &mut out).unwrap();
        assert!(c.line(w, &g.view(YOU)).contains("press Signal"));
        assert_eq!(
            c.refuse(&wink, &g.view(YOU)).map(|m| coach_words(w, m)),
            None
        );
        g.act(YOU, &wink, &mut out).unwrap();
        c.acted(&wink, &g.view(YOU), 500);
        assert_eq!(c.due(), 500 + REPLY_MS);
        assert_eq!(c.take(), (BRAM, Action::call(CallKind::Kemps, None)));
        assert!(c.due() > 500 + REPLY_MS, "the reply is made once");
    }

    #[test]
    fn early_calls_are_refused_kindly_until_the_signal_is_seen() {
        let w = &crate::i18n::english();
        let g = game(Lesson::Watch);
        let kemps = Action::call(CallKind::Kemps, None);
        let mut c = Coach::new(Lesson::Watch);
        assert!(c
            .refuse(&kemps, &g.view(YOU))
            .map(|m| coach_words(w, m))
            .unwrap()
            .contains("Not yet"));
        while c.shown == 0 {
            c.take();
        }
        assert_eq!(
            c.refuse(&kemps, &g.view(YOU)).map(|m| coach_words(w, m)),
            None
        );

        let g = game(Lesson::Stop);
        let stop = Action::call(CallKind::Stop, Some(1));
        let mut c = Coach::new(Lesson::Stop);
        while c.shown < 1 {
            c.take();
        }
        assert!(
            c.refuse(&stop, &g.view(YOU))
                .map(|m| coach_words(w, m))
                .is_some(),
            "one tug may be a fidget"
        );
        while c.shown < 2 {
            c.take();
        }
        assert_eq!(
            c.refuse(&stop, &g.view(YOU)).map(|m| coach_words(w, m)),
            None
        );
        assert!(c.line(w, &g.view(YOU)).contains("twice"));
    }

    #[test]
    fn once_the_call_is_played_the_coach_no_longer_asks_for_it() {
        let w = &crate::i18n::english();
        for (lesson, call) in [
            (Lesson::Watch, Action::call(CallKind::Kemps, None)),
            (Lesson::Stop, Action::call(CallKind::Stop, Some(1))),
        ] {
            let g = game(lesson);
            let mut c = Coach::new(lesson);
            while c.shown < 2 {
                c.take();
            }
            let asking = c.line(w, &g.view(YOU));
            assert!(
                asking.contains("press") || asking.contains("Press"),
                "{asking}"
            );
            c.acted(&call, &g.view(YOU), 9_000);
            let after = c.line(w, &g.view(YOU));
            assert!(after.starts_with("You called it!"), "{after}");
            assert!(!after.to_lowercase().contains("press"), "{after}");
        }
    }

    #[test]
    fn the_third_lesson_repeats_a_fidget_from_a_swapper_and_the_coach_says_so() {
        let w = &crate::i18n::english();
        let mut g = game(Lesson::Stop);
        let mut c = Coach::new(Lesson::Stop);
        let stop = Action::call(CallKind::Stop, Some(1));
        let mut out = Vec::new();
        // Play the script up to Cleo's second lip bite: her swaps are played, Ada's none.
        while c.decoys < 2 {
            let (seat, action) = c.take();
            if matches!(action, Action::Swap { .. }) {
                assert_eq!(seat, CLEO);
                g.act(seat, &action, &mut out)
                    .expect("Cleo's swap is a legal one");
            }
        }
        assert_eq!(
            (c.decoys, c.shown),
            (2, 1),
            "the fidget repeated before the signal"
        );
        assert_eq!(c.swaps, 2);
        let line = c.line(w, &g.view(YOU));
        assert!(
            line.contains("fidget") && line.contains("stopped swapping"),
            "{line}"
        );
        assert!(
            !line.contains("twice"),
            "the signal's line is not yet due: {line}"
        );
        assert!(
            c.refuse(&stop, &g.view(YOU))
                .map(|m| coach_words(w, m))
                .unwrap()
                .contains("fidget"),
            "a stop on the repeated fidget is refused kindly"
        );
        while c.shown < 2 {
            c.take();
        }
        assert_eq!(
            c.refuse(&stop, &g.view(YOU)).map(|m| coach_words(w, m)),
            None
        );
        assert!(c.line(w, &g.view(YOU)).contains("stopped swapping"));
    }

    #[test]
    fn the_coach_speaks_the_words_in_use_with_the_cards_where_the_language_puts_them() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        let g = game(Lesson::Signal);
        let c = Coach::new(Lesson::Signal);
        let kemps = Action::call(CallKind::Kemps, None);
        let keep = Action::swap(&["7H".parse().unwrap()], &["7S".parse().unwrap()]).unwrap();
        assert_eq!(
            c.line(w, &g.view(YOU)),
            "You hold three sevens. Swap your 2♠ for the 7♠ in the centre: press your 2♠, then the 7♠."
        );
        with_words(built_in(Lang::Fr), |w| {
            // French names the card to take first, the card to give after.
            assert_eq!(
                c.line(w, &g.view(YOU)),
                "Vous avez trois sept. Il vous manque le 7♠ du centre : échangez-le contre votre 2♠ (touchez votre 2♠, puis le 7♠)."
            );
            assert_eq!(
                c.refuse(&keep, &g.view(YOU))
                    .map(|m| coach_words(w, m))
                    .as_deref(),
                Some("Gardez vos sept : donnez plutôt le 2♠.")
            );
            assert_eq!(
                c.refuse(&kemps, &g.view(YOU)).map(|m| coach_words(w, m)).as_deref(),
                Some("On crie Kemps ! sur la main de son partenaire, jamais sur la sienne. Faites votre signal et Bram le criera.")
            );
        });
        let stop = Action::call(CallKind::Stop, Some(1));
        let c = Coach::new(Lesson::Watch);
        with_words(built_in(Lang::PtBr), |w| {
            assert_eq!(
                c.refuse(&stop, &g.view(YOU)).map(|m| coach_words(w, m)).as_deref(),
                Some("Corta! é para os sinais da outra dupla. Desta vez, fique de olho no Bram, seu parceiro."),
                "the counter call by the name the table gives it"
            );
        });
    }
}
