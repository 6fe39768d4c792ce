//! Fuzzing that reaches the decoders. A link mutated as text almost never keeps its
//! checksum, so text fuzzing alone tests the CRC and nothing behind it. Here most inputs
//! are mutated *before* they are sealed — as postcard bodies and, for replays, as deflated
//! bytes too — and then given the right version and checksum, so inflate, postcard and every
//! check of a game and of a record are fuzzed; raw text mutations are mixed in. Each format
//! is fed to the function the page feeds it to: a share link to `GameId::decode`, a
//! `#replay=` link and a replay file's text (as the browser reads it) to
//! `MatchRecord::decode`.
//!
//! For every input: no panic, an answer within `SLOWEST_DECODE`, a refusal that says
//! something, and an accepted game or record within every bound that re-encodes to itself.
//! The counts of inputs that got past the checksum, through inflate and through postcard
//! are asserted, so the fuzzing cannot quietly stop reaching the decoders.
//!
//! `cargo test --test fuzz` runs a short round (about a minute in all, dev profile);
//! `cargo test --release --test fuzz -- --ignored` runs a million inputs per format.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use kemps::bots::LevelName;
use kemps::engine::{
    Action, CallKind, Card, Gesture, Order, Preset, Rules, Scoring, StockOut, StopTarget, SwapRule,
    WrongStop,
};
use kemps::session::address::MAX_SEED;
use kemps::share::link::{from_base32, seal, to_base32, unseal, LINK_VERSION};
use kemps::share::replay::{
    MAX_ENTRIES, MAX_RECORD_BYTES, MAX_RECORD_MS, MAX_RECORD_TEXT, REPLAY_PREFIX, REPLAY_VERSION,
};
use kemps::share::{GameId, LinkError, LogEntry, MatchRecord};
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// A decode that takes longer than this would be felt on the page; none comes close.
const SLOWEST_DECODE: Duration = Duration::from_millis(50);

// ---- the bodies, as the encoders write them ----
//
// Mirrors of the private bodies of src/share, so that fuzzed inputs can be built field by
// field with absurd values. `mirrors_write_what_the_encoders_write` keeps them honest.

#[derive(Clone, Serialize)]
struct LinkBody {
    preset: Preset,
    teams: u8,
    level: LevelName,
    seed: u64,
    bots_seed: u64,
    options: Option<LinkOptions>,
}

#[derive(Clone, Default, Serialize)]
struct LinkOptions {
    scoring: Option<Scoring>,
    word: Option<String>,
    lives: Option<u32>,
    target: Option<u32>,
    swap: Option<SwapRule>,
    order: Option<Order>,
    stop_target: Option<StopTarget>,
    wrong_stop: Option<WrongStop>,
    double_calls: Option<bool>,
    stock_out: Option<StockOut>,
    redeal_trips: Option<bool>,
    center_trips_aside: Option<bool>,
    decks: Option<u8>,
    idle_ms: Option<u32>,
    countdown_ms: Option<u32>,
}

#[derive(Clone, Serialize)]
enum Step {
    Act(u64, Action),
    Signal(u64, Gesture),
}

#[derive(Clone, Serialize)]
struct ReplayBody {
    game: String,
    signal: Gesture,
    steps: Vec<Step>,
    time: u64,
}

fn postcard<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_allocvec(value).expect("serialises")
}

fn deflate(raw: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(raw, 9)
}

fn inflates(packed: &[u8]) -> bool {
    miniz_oxide::inflate::decompress_to_vec_with_limit(packed, MAX_RECORD_BYTES).is_ok()
}

fn sealed(version: u8, body: &[u8]) -> String {
    to_base32(&seal(version, body))
}

// ---- random values, with the ones that break things most often ----

struct Gen(ChaCha8Rng);

/// Numbers at and around every bound the decoders check, and far past them.
const BIG: [u64; 14] = [
    0,
    1,
    999,
    1_000,
    7_199_999,
    MAX_RECORD_MS,
    MAX_RECORD_MS + 1,
    u32::MAX as u64,
    1 << 32,
    MAX_SEED,
    MAX_SEED + 1,
    1 << 53,
    u64::MAX - 1,
    u64::MAX,
];
/// Idle and countdown times around the playable bounds and `validate`'s.
const TIMES: [u32; 17] = [
    0,
    1,
    999,
    1_000,
    1_001,
    1_500,
    2_500,
    9_999,
    10_000,
    10_001,
    59_999,
    60_000,
    60_001,
    600_000,
    600_001,
    u32::MAX - 1,
    u32::MAX,
];
const WORDS: [&str; 10] = [
    "KEMPS",
    "HORSE",
    "HÄST9",
    "",
    "A",
    "ABCDEFGHIJKL",
    "ABCDEFGHIJKLM",
    "KE MP",
    "K\u{200B}EMPS",
    "\u{1F0A1}\u{0}",
];

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }

    fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }

    fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len())]
    }

    fn byte(&mut self) -> u8 {
        self.0.next_u32() as u8
    }

    fn card(&mut self) -> Card {
        Card::from_index(self.below(52))
    }

    fn seed(&mut self) -> u64 {
        if self.percent(92) {
            self.0.next_u64() & MAX_SEED
        } else {
            self.pick(&BIG)
        }
    }

    fn options(&mut self) -> LinkOptions {
        let mut o = LinkOptions::default();
        // Each option is changed now and then, mostly to a value that plays.
        macro_rules! maybe {
            ($field:ident, $value:expr) => {
                if self.percent(25) {
                    o.$field = Some($value);
                }
            };
        }
        maybe!(
            scoring,
            self.pick(&[Scoring::Letters, Scoring::Lives, Scoring::Points])
        );
        maybe!(word, {
            if self.percent(50) {
                "KEMPS".into()
            } else {
                self.pick(&WORDS).to_string()
            }
        });
        maybe!(lives, self.pick(&[0, 1, 5, 99, 100, u32::MAX]));
        maybe!(target, self.pick(&[0, 1, 5, 99, 100, u32::MAX]));
        maybe!(swap, self.pick(&[SwapRule::Single, SwapRule::Multi]));
        maybe!(
            order,
            self.pick(&[Order::Atomic, Order::DropFirst, Order::PickFirst])
        );
        maybe!(
            stop_target,
            self.pick(&[StopTarget::Team, StopTarget::Seat])
        );
        maybe!(
            wrong_stop,
            self.pick(&[WrongStop::Penalty, WrongStop::LoseRight])
        );
        maybe!(double_calls, self.percent(50));
        maybe!(
            stock_out,
            self.pick(&[StockOut::RealDeal, StockOut::Reshuffle])
        );
        maybe!(redeal_trips, self.percent(50));
        maybe!(center_trips_aside, self.percent(50));
        maybe!(decks, self.pick(&[0, 1, 2, 3, 255]));
        maybe!(idle_ms, {
            if self.percent(50) {
                1_000 + self.below(59_001) as u32
            } else {
                self.pick(&TIMES)
            }
        });
        maybe!(countdown_ms, {
            if self.percent(50) {
                1_000 + self.below(9_001) as u32
            } else {
                self.pick(&TIMES)
            }
        });
        o
    }

    fn link_body(&mut self) -> LinkBody {
        LinkBody {
            preset: self.pick(&Preset::ALL),
            teams: if self.percent(92) {
                2 + self.below(5) as u8
            } else {
                self.pick(&[0, 1, 7, 255])
            },
            level: self.pick(&LevelName::ALL),
            seed: self.seed(),
            bots_seed: self.seed(),
            options: self.percent(50).then(|| self.options()),
        }
    }

    fn action(&mut self) -> Action {
        match self.below(6) {
            0 => {
                let k = 1 + self.below(4);
                let give: Vec<Card> = (0..k).map(|_| self.card()).collect();
                let take: Vec<Card> = (0..1 + self.below(4)).map(|_| self.card()).collect();
                Action::swap(&give, &take).expect("at most four")
            }
            1 => Action::Drop(self.card()),
            2 => Action::Take(self.card()),
            3 => Action::Pass,
            4 => Action::Call {
                call: self.pick(&[
                    CallKind::Kemps,
                    CallKind::DoubleKemps,
                    CallKind::Stop,
                    CallKind::DoubleStop,
                ]),
                target: self.percent(50).then(|| self.pick(&[0, 1, 5, 11, 12, 255])),
            },
            _ => Action::Gesture(self.pick(&Gesture::ALL)),
        }
    }

    fn step(&mut self, gap: u64) -> Step {
        if self.percent(10) {
            Step::Signal(gap, self.pick(&Gesture::ALL))
        } else {
            Step::Act(gap, self.action())
        }
    }

    fn gap(&mut self) -> u64 {
        if self.percent(97) {
            self.below(5_000) as u64
        } else {
            self.pick(&BIG)
        }
    }

    /// A game's link inside a record: mostly one that opens, sometimes damaged or junk.
    fn game_text(&mut self) -> String {
        let text = sealed(LINK_VERSION, &postcard(&self.link_body()));
        match self.below(20) {
            0 => self.mutate_text(&text),
            1 => String::from_utf8_lossy(
                &(0..self.below(40)).map(|_| self.byte()).collect::<Vec<_>>(),
            )
            .into_owned(),
            _ => text,
        }
    }

    /// A record's body: a few dozen steps, or one step repeated, or (rarely, as it is
    /// slow to build) a count right at the bound.
    fn replay_body(&mut self, n: usize) -> ReplayBody {
        let count = match self.below(100) {
            _ if n % 4_096 == 1 => MAX_ENTRIES + self.below(2),
            0..=79 => self.below(40),
            _ => 40 + self.below(2_000),
        };
        let repeated = self.percent(30);
        let gap = if count > 2_040 {
            // Small gaps, so that some of these long records are accepted.
            self.below(200) as u64
        } else {
            self.gap()
        };
        let first = self.step(gap);
        let mut steps = Vec::with_capacity(count);
        let mut at: u64 = 0;
        for i in 0..count {
            let step = if i == 0 || repeated || count > 2_040 {
                first.clone()
            } else {
                let gap = self.gap();
                self.step(gap)
            };
            let (Step::Act(gap, _) | Step::Signal(gap, _)) = step;
            at = at.saturating_add(gap);
            steps.push(step);
        }
        let time = match self.below(10) {
            0 => at.saturating_sub(1 + self.below(3) as u64),
            1 => self.pick(&BIG),
            _ => at.saturating_add(self.below(10_000) as u64),
        };
        ReplayBody {
            game: self.game_text(),
            signal: self.pick(&Gesture::ALL),
            steps,
            time,
        }
    }

    // ---- mutations ----

    /// A huge or boundary number as a postcard varint.
    fn varint(&mut self) -> Vec<u8> {
        let mut v = self.pick(&BIG);
        let mut out = Vec::new();
        loop {
            let byte = (v & 0x7F) as u8;
            v >>= 7;
            if v == 0 {
                out.push(byte);
                return out;
            }
            out.push(byte | 0x80);
        }
    }

    /// One to four mutations of bytes: flips, cuts, insertions, splices with another valid
    /// body, huge varints written over or into it, a stretch repeated.
    fn mutate(&mut self, bytes: &mut Vec<u8>, others: &[Vec<u8>]) {
        for _ in 0..1 + self.below(4) {
            let len = bytes.len();
            let at = self.below(len + 1);
            match self.below(9) {
                0 if len > 0 => bytes[at.min(len - 1)] ^= 1 << self.below(8),
                1 if len > 0 => {
                    bytes[at.min(len - 1)] = if self.percent(50) {
                        self.byte()
                    } else {
                        self.pick(&[0, 1, 0x7F, 0x80, 0xFF])
                    }
                }
                2 => bytes.truncate(at),
                3 => {
                    let new: Vec<u8> = (0..1 + self.below(8)).map(|_| self.byte()).collect();
                    bytes.splice(at..at, new);
                }
                4 => {
                    let end = (at + 1 + self.below(8)).min(len);
                    bytes.drain(at.min(end)..end);
                }
                5 => {
                    let other = &others[self.below(others.len())];
                    let from = self.below(other.len() + 1);
                    bytes.truncate(at);
                    bytes.extend_from_slice(&other[from..]);
                }
                6 => {
                    let v = self.varint();
                    bytes.splice(at..at, v);
                }
                7 => {
                    let v = self.varint();
                    let end = (at + v.len()).min(len);
                    bytes.splice(at..end, v);
                }
                _ => {
                    let end = (at + 1 + self.below(12)).min(len);
                    let stretch = bytes[at.min(end)..end].to_vec();
                    for _ in 0..self.below(50) {
                        bytes.splice(at..at, stretch.iter().copied());
                    }
                }
            }
        }
    }

    /// Mutations of a link or file as text: symbols changed, inserted, deleted or doubled,
    /// cuts, lower case, spaces and line breaks.
    fn mutate_text(&mut self, text: &str) -> String {
        const SOME: &[char] = &[
            '0', '7', 'A', 'Z', 'U', 'I', 'L', 'O', 'a', 'z', '#', '=', '-', ' ', '\n', 'é',
            '\u{FFFD}',
        ];
        let mut s: Vec<char> = text.chars().collect();
        for _ in 0..1 + self.below(3) {
            let at = self.below(s.len() + 1);
            let c = if self.percent(70) {
                self.pick(kemps::share::link::SYMBOLS.as_bytes()) as char
            } else {
                self.pick(SOME)
            };
            match self.below(6) {
                0 if at < s.len() => s[at] = c,
                1 => s.insert(at, c),
                2 if at < s.len() => {
                    s.remove(at);
                }
                3 => s.truncate(at),
                4 if at < s.len() => s[at] = s[at].to_ascii_lowercase(),
                _ if at + 1 < s.len() => s.swap(at, at + 1),
                _ => {}
            }
        }
        s.into_iter().collect()
    }
}

// ---- what every answer must be ----

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Format {
    ShareLink,
    ReplayLink,
    ReplayFile,
}

fn kind(e: &LinkError) -> &'static str {
    match e {
        LinkError::Empty => "empty",
        LinkError::BadSymbol(_) => "bad symbol",
        LinkError::Damaged => "damaged",
        LinkError::NewerVersion(_) => "newer version",
        LinkError::Garbled => "garbled",
        LinkError::BadRules(_) => "bad rules",
        LinkError::Unplayable(_) => "unplayable",
        LinkError::TooLarge => "too large",
        LinkError::TooLong(_) => "too long",
        LinkError::TooManyEntries(_) => "too many entries",
        LinkError::EntryAfterEnd => "entry after end",
    }
}

/// Refusals that come only once a body has been read.
fn read_through(e: &LinkError) -> bool {
    matches!(
        e,
        LinkError::BadRules(_)
            | LinkError::Unplayable(_)
            | LinkError::TooLong(_)
            | LinkError::TooManyEntries(_)
            | LinkError::EntryAfterEnd
    )
}

enum Decoded {
    Game(GameId),
    Record(MatchRecord),
}

fn assert_game_within_bounds(game: &GameId, input: &str) {
    assert!((2..=6).contains(&game.teams), "{input:?}: {game:?}");
    assert!(
        game.seed <= MAX_SEED && game.bots_seed <= MAX_SEED,
        "{input:?}"
    );
    let rules = Rules::new(game.preset, &game.options)
        .unwrap_or_else(|e| panic!("{input:?} opened invalid rules: {e}"));
    assert_eq!(rules.check_playable(), Ok(()), "{input:?}");
    assert_eq!(game.rules(), Ok(rules), "{input:?}");
    assert_eq!(
        GameId::decode(&game.encode()).as_ref(),
        Ok(game),
        "{input:?}"
    );
}

fn assert_record_within_bounds(record: &MatchRecord, input: &str) {
    assert!(record.time <= MAX_RECORD_MS, "{input:?}: {}", record.time);
    assert!(record.entries.len() <= MAX_ENTRIES, "{input:?}");
    assert!(
        record.entries.windows(2).all(|w| w[0].at() <= w[1].at()),
        "{input:?}: entries out of order"
    );
    assert!(
        record.entries.last().is_none_or(|e| e.at() <= record.time),
        "{input:?}: an entry after the end"
    );
    assert_game_within_bounds(&record.game, input);
    assert_eq!(
        MatchRecord::decode(&record.encode()).as_ref(),
        Ok(record),
        "{input:?}"
    );
}

fn short(input: &str) -> String {
    input.chars().take(160).collect()
}

/// How an input sealed after mutation was built.
#[derive(Clone, Copy)]
struct Sealed {
    right_version: bool,
    /// Its packed bytes inflate (a share link's body is not packed: always).
    inflates: bool,
}

#[derive(Default, Debug)]
struct Tally {
    inputs: usize,
    /// Built with the right version and checksum after mutation.
    sealed: usize,
    /// Sealed inputs whose checksum and version were accepted.
    past_crc: usize,
    /// Sealed inputs that reach postcard (for replays: that inflate).
    to_postcard: usize,
    /// Sealed inputs accepted, or refused only for what their body says.
    past_postcard: usize,
    /// Sealed inputs accepted.
    accepted: usize,
    kinds: BTreeMap<&'static str, usize>,
    slowest: Duration,
    /// The slowest input's length and answer.
    slowest_input: (usize, &'static str),
}

impl Tally {
    /// Decodes one input as the page would and checks the answer. `sealed` says how it was
    /// sealed after mutation; `valid` holds the texts a text mutation started from (a
    /// splice may start from two).
    fn feed(
        &mut self,
        format: Format,
        input: &str,
        sealed: Option<Sealed>,
        valid: Option<&[String]>,
    ) {
        let decode = || match format {
            Format::ShareLink => GameId::decode(input).map(Decoded::Game),
            Format::ReplayLink | Format::ReplayFile => {
                MatchRecord::decode(input).map(Decoded::Record)
            }
        };
        let started = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(&decode))
            .unwrap_or_else(|_| panic!("{format:?} decoder panicked on {:?}", short(input)));
        let mut took = started.elapsed();
        if took > SLOWEST_DECODE {
            // Timed again, in case the machine was busy with something else.
            for _ in 0..3 {
                let again = Instant::now();
                let _ = decode();
                took = took.min(again.elapsed());
            }
        }
        assert!(
            took <= SLOWEST_DECODE,
            "{format:?}: {took:?} to decode {} symbols: {:?}",
            input.len(),
            short(input)
        );
        self.inputs += 1;
        if let Some(how) = sealed {
            self.sealed += 1;
            let before_the_body = matches!(
                result,
                Err(LinkError::Damaged
                    | LinkError::BadSymbol(_)
                    | LinkError::Empty
                    | LinkError::NewerVersion(_))
            );
            if !how.right_version {
                assert!(
                    matches!(result, Err(LinkError::NewerVersion(_))),
                    "{format:?}: another version was read: {input:?}"
                );
            } else {
                self.past_crc += 1;
                if how.inflates {
                    self.to_postcard += 1;
                } else {
                    assert!(
                        matches!(result, Err(LinkError::Garbled | LinkError::TooLarge)),
                        "{format:?}: packed bytes that do not inflate were read: {input:?}"
                    );
                }
                // A replay's game is a link of its own, which may be damaged; a share
                // link with the right checksum and version never is.
                assert!(
                    !(format == Format::ShareLink && before_the_body),
                    "{format:?}: a sealed input was refused as {result:?}: {input:?}",
                    result = result.as_ref().err()
                );
                let read = match &result {
                    Ok(_) => true,
                    Err(e) => read_through(e) || (how.inflates && before_the_body),
                };
                self.past_postcard += usize::from(read);
                self.accepted += usize::from(result.is_ok());
            }
        }
        let name = match &result {
            Ok(_) => "accepted",
            Err(e) => {
                let said = e.to_string();
                assert!(said.len() > 20, "{e:?} says only {said:?}");
                kind(e)
            }
        };
        *self.kinds.entry(name).or_default() += 1;
        if took > self.slowest {
            self.slowest = took;
            self.slowest_input = (input.len(), name);
        }
        if let Ok(decoded) = result {
            if let Some(valid) = valid {
                // A damaged text opens nothing; only a mutation that undid itself (or a
                // splice that took a whole valid text) may.
                let core = |t: &str| {
                    let t = t.trim().trim_start_matches('#');
                    t.strip_prefix(REPLAY_PREFIX).unwrap_or(t).to_string()
                };
                assert!(
                    valid.iter().any(|v| core(v) == core(input)),
                    "a damaged text opened: {input:?}"
                );
            }
            match decoded {
                Decoded::Game(game) => assert_game_within_bounds(&game, input),
                Decoded::Record(record) => assert_record_within_bounds(&record, input),
            }
        }
    }

    fn report(&self, format: Format) {
        eprintln!(
            "{format:?}: {} inputs, {} sealed after mutation, {} past the checksum, {} reached postcard, {} read through, {} accepted; slowest decode {:?} ({} symbols, {})\n  {:?}",
            self.inputs,
            self.sealed,
            self.past_crc,
            self.to_postcard,
            self.past_postcard,
            self.accepted,
            self.slowest,
            self.slowest_input.0,
            self.slowest_input.1,
            self.kinds
        );
    }

    fn assert_reached(&self, format: Format, kinds: &[&str]) {
        let share = |n: usize, of: usize| n as f64 / of.max(1) as f64;
        assert!(
            share(self.sealed, self.inputs) > 0.6,
            "{format:?}: too few sealed inputs"
        );
        assert!(
            share(self.to_postcard, self.sealed) > 0.3,
            "{format:?}: only {} of {} sealed inputs reached postcard",
            self.to_postcard,
            self.sealed
        );
        assert!(
            share(self.past_postcard, self.sealed) > 0.15,
            "{format:?}: only {} of {} sealed inputs were read through",
            self.past_postcard,
            self.sealed
        );
        assert!(
            share(self.accepted, self.sealed) > 0.05,
            "{format:?}: only {} accepted",
            self.accepted
        );
        for kind in kinds {
            assert!(
                self.kinds.get(kind).is_some_and(|&n| n >= 1),
                "{format:?}: no input was {kind}: {:?}",
                self.kinds
            );
        }
    }
}

const EVERY_LINK_ANSWER: &[&str] = &[
    "accepted",
    "bad rules",
    "unplayable",
    "garbled",
    "newer version",
    "damaged",
    "bad symbol",
];
const EVERY_RECORD_ANSWER: &[&str] = &[
    "accepted",
    "bad rules",
    "unplayable",
    "garbled",
    "newer version",
    "damaged",
    "bad symbol",
    "too large",
    "too long",
    "too many entries",
    "entry after end",
];

fn version(g: &mut Gen, right: u8) -> u8 {
    if g.percent(97) {
        right
    } else {
        g.byte()
    }
}

/// Valid bodies to splice from, and valid texts to mutate.
struct Pool {
    link_bodies: Vec<Vec<u8>>,
    link_texts: Vec<String>,
    raws: Vec<Vec<u8>>,
    packed: Vec<Vec<u8>>,
    replay_texts: Vec<String>,
    replay_text_bytes: Vec<Vec<u8>>,
}

fn pool(g: &mut Gen) -> Pool {
    let mut p = Pool {
        link_bodies: Vec::new(),
        link_texts: Vec::new(),
        raws: Vec::new(),
        packed: Vec::new(),
        replay_texts: Vec::new(),
        replay_text_bytes: Vec::new(),
    };
    while p.link_texts.len() < 64 {
        let body = postcard(&g.link_body());
        let text = sealed(LINK_VERSION, &body);
        if GameId::decode(&text).is_ok() {
            p.link_bodies.push(body);
            p.link_texts.push(text);
        }
    }
    let mut n = 2;
    while p.replay_texts.len() < 64 {
        n += 1;
        let raw = postcard(&g.replay_body(n));
        let packed = deflate(&raw);
        let text = sealed(REPLAY_VERSION, &packed);
        if MatchRecord::decode(&text).is_ok() {
            p.raws.push(raw);
            p.packed.push(packed);
            p.replay_text_bytes.push(text.clone().into_bytes());
            p.replay_texts.push(text);
        }
    }
    p
}

fn fuzz_share_links(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for _ in 0..inputs {
        let hash = if g.percent(50) { "#" } else { "" };
        if g.percent(80) {
            let mut body = postcard(&g.link_body());
            if g.percent(60) {
                g.mutate(&mut body, &p.link_bodies);
            }
            let v = version(g, LINK_VERSION);
            let input = format!("{hash}{}", sealed(v, &body));
            let how = Sealed {
                right_version: v == LINK_VERSION,
                inflates: true,
            };
            t.feed(Format::ShareLink, &input, Some(how), None);
        } else {
            let original = p.link_texts[g.below(p.link_texts.len())].clone();
            let input = format!("{hash}{}", g.mutate_text(&original));
            t.feed(Format::ShareLink, &input, None, Some(&p.link_texts));
        }
    }
    t
}

/// A sealed record: a body mutated before deflate, or deflated bytes mutated, or (now and
/// then) a body unmutated, to fuzz the record's own checks.
fn sealed_record(g: &mut Gen, p: &Pool, n: usize) -> (String, Sealed) {
    let packed = if n % 4_096 == 3 {
        // A bomb: small once packed, past the bound once unpacked.
        let mut raw = p.raws[g.below(p.raws.len())].clone();
        raw.resize(MAX_RECORD_BYTES + 1 + g.below(1_000), 0);
        deflate(&raw)
    } else if g.percent(30) {
        let mut packed = p.packed[g.below(p.packed.len())].clone();
        g.mutate(&mut packed, &p.packed);
        packed
    } else {
        let mut raw = postcard(&g.replay_body(n));
        if g.percent(50) {
            g.mutate(&mut raw, &p.raws);
        }
        deflate(&raw)
    };
    let v = version(g, REPLAY_VERSION);
    let how = Sealed {
        right_version: v == REPLAY_VERSION,
        inflates: inflates(&packed),
    };
    (sealed(v, &packed), how)
}

fn fuzz_replay_links(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for n in 0..inputs {
        let prefix = g.pick(&["#replay=", "#replay=", "replay=", "#", ""]);
        if g.percent(80) {
            let (text, how) = sealed_record(g, p, n);
            t.feed(
                Format::ReplayLink,
                &format!("{prefix}{text}"),
                Some(how),
                None,
            );
        } else {
            let original = format!("{prefix}{}", p.replay_texts[g.below(p.replay_texts.len())]);
            let input = g.mutate_text(&original);
            t.feed(Format::ReplayLink, &input, None, Some(&p.replay_texts));
        }
    }
    t
}

/// A file's text as the browser reads it (UTF-8, anything else replaced).
fn file_text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fuzz_replay_files(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for n in 0..inputs {
        // Saved files end in nothing; edited ones often in a line break or spaces.
        let end = g.pick(&["", "", "\n", "\r\n", "  \n\n"]);
        if n % 4_096 == 7 {
            // As big as a file may be, and one symbol bigger: the cost of reading it all.
            let size = MAX_RECORD_TEXT + g.below(2);
            let mut big = p.replay_texts[0].clone();
            while big.len() < size {
                big.push(g.pick(&['0', 'Z', '7']));
            }
            t.feed(Format::ReplayFile, &file_text(big.as_bytes()), None, None);
        } else if g.percent(80) {
            let (text, how) = sealed_record(g, p, n);
            t.feed(Format::ReplayFile, &format!("{text}{end}"), Some(how), None);
        } else {
            let original = format!("{}{end}", p.replay_texts[g.below(p.replay_texts.len())]);
            let mut bytes = original.into_bytes();
            g.mutate(&mut bytes, &p.replay_text_bytes);
            t.feed(
                Format::ReplayFile,
                &file_text(&bytes),
                None,
                Some(&p.replay_texts),
            );
        }
    }
    t
}

fn fuzz_all(seed: u64, inputs: usize) {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(seed));
    let p = pool(&mut g);
    let links = fuzz_share_links(&mut g, &p, inputs);
    links.report(Format::ShareLink);
    let replay_links = fuzz_replay_links(&mut g, &p, inputs);
    replay_links.report(Format::ReplayLink);
    let files = fuzz_replay_files(&mut g, &p, inputs);
    files.report(Format::ReplayFile);
    links.assert_reached(Format::ShareLink, EVERY_LINK_ANSWER);
    replay_links.assert_reached(Format::ReplayLink, EVERY_RECORD_ANSWER);
    files.assert_reached(Format::ReplayFile, EVERY_RECORD_ANSWER);
}

fn mirror_of_game(game: &GameId) -> LinkBody {
    let o = &game.options;
    let options = (*o != Default::default()).then(|| LinkOptions {
        scoring: o.scoring,
        word: o.word.clone(),
        lives: o.lives,
        target: o.target,
        swap: o.swap,
        order: o.order,
        stop_target: o.stop_target,
        wrong_stop: o.wrong_stop,
        double_calls: o.double_calls.map(|s| s.0),
        stock_out: o.stock_out,
        redeal_trips: o.redeal_trips.map(|s| s.0),
        center_trips_aside: o.center_trips_aside.map(|s| s.0),
        decks: o.decks.map(|d| match d {
            kemps::engine::Decks::Auto => 0,
            kemps::engine::Decks::One => 1,
            kemps::engine::Decks::Two => 2,
        }),
        idle_ms: o.idle_ms,
        countdown_ms: o.countdown_ms,
    });
    LinkBody {
        preset: game.preset,
        teams: game.teams,
        level: game.level,
        seed: game.seed,
        bots_seed: game.bots_seed,
        options,
    }
}

fn mirror_of_record(record: &MatchRecord) -> ReplayBody {
    let mut last = 0;
    let steps = record
        .entries
        .iter()
        .map(|e| {
            let gap = e.at() - last;
            last = e.at();
            match e {
                LogEntry::Act { action, .. } => Step::Act(gap, action.clone()),
                LogEntry::Signal { gesture, .. } => Step::Signal(gap, *gesture),
            }
        })
        .collect();
    ReplayBody {
        game: record.game.encode(),
        signal: record.signal,
        steps,
        time: record.time,
    }
}

/// The body inside a sealed text.
fn unsealed(text: &str) -> Vec<u8> {
    let bytes = from_base32(text).expect("base 32");
    unseal(&bytes).expect("sealed").1.to_vec()
}

#[test]
fn mirrors_write_what_the_encoders_write() {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(1));
    let p = pool(&mut g);
    let mut with_options = 0;
    for text in &p.link_texts {
        let game = GameId::decode(text).expect("opens");
        with_options += usize::from(game.options != Default::default());
        assert_eq!(unsealed(&game.encode()), postcard(&mirror_of_game(&game)));
    }
    assert!(with_options > 10, "{with_options} games changed an option");
    let mut steps = 0;
    for text in &p.replay_texts {
        let record = MatchRecord::decode(text).expect("opens");
        steps += record.entries.len();
        let packed = unsealed(&record.encode());
        let raw = miniz_oxide::inflate::decompress_to_vec(&packed).expect("inflates");
        assert_eq!(raw, postcard(&mirror_of_record(&record)));
    }
    assert!(steps > 500, "{steps} steps");
}

/// About a minute for the three formats in the dev profile.
#[test]
fn fuzzed_links_replays_and_files_reach_the_decoders_and_never_break_them() {
    fuzz_all(0x5EA_1ED, 300_000);
}

#[test]
#[ignore = "a million inputs per format: cargo test --release --test fuzz -- --ignored"]
fn a_million_fuzzed_inputs_per_format() {
    fuzz_all(0xF022_2026, 1_000_000);
}
