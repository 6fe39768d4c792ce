//! What every answer of a decoder must be, and the tally of how far inputs got.

use super::*;

// ---- what every answer must be ----

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    ShareLink,
    ReplayLink,
    ReplayFile,
}

pub fn kind(e: &LinkError) -> &'static str {
    match e {
        LinkError::Empty => "empty",
        LinkError::BadSymbol(_) => "bad symbol",
        LinkError::Damaged => "damaged",
        LinkError::NewerVersion(_) => "newer version",
        LinkError::EarlierVersion(_) => "earlier version",
        LinkError::Garbled => "garbled",
        LinkError::BadRules(_) => "bad rules",
        LinkError::Unplayable(_) => "unplayable",
        LinkError::TooLarge => "too large",
        LinkError::TooLong(_) => "too long",
        LinkError::TooManyEntries(_) => "too many entries",
        LinkError::EntryAfterEnd => "entry after end",
        LinkError::ImpossibleResult => "impossible result",
        LinkError::EarlierBots => "earlier bots",
    }
}

/// Refusals that come only once a body has been read.
pub fn read_through(e: &LinkError) -> bool {
    matches!(
        e,
        LinkError::BadRules(_)
            | LinkError::Unplayable(_)
            | LinkError::TooLong(_)
            | LinkError::TooManyEntries(_)
            | LinkError::EntryAfterEnd
            | LinkError::ImpossibleResult
    )
}

pub enum Decoded {
    Game(GameId),
    Record(MatchRecord),
}

pub fn assert_game_within_bounds(game: &GameId, input: &str) {
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

pub fn assert_record_within_bounds(record: &MatchRecord, input: &str) {
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

pub fn short(input: &str) -> String {
    input.chars().take(160).collect()
}

/// How an input sealed after mutation was built.
#[derive(Clone, Copy)]
pub struct Sealed {
    pub right_version: bool,
    /// Its packed bytes inflate (a share link's body is not packed: always).
    pub inflates: bool,
}

#[derive(Default, Debug)]
pub struct Tally {
    pub inputs: usize,
    /// Built with the right version and checksum after mutation.
    pub sealed: usize,
    /// Sealed inputs whose checksum and version were accepted.
    pub past_crc: usize,
    /// Sealed inputs that reach postcard (for replays: that inflate).
    pub to_postcard: usize,
    /// Sealed inputs accepted, or refused only for what their body says.
    pub past_postcard: usize,
    /// Sealed inputs accepted.
    pub accepted: usize,
    pub kinds: BTreeMap<&'static str, usize>,
    pub slowest: Duration,
    /// The slowest input's length and answer.
    pub slowest_input: (usize, &'static str),
}

impl Tally {
    /// Decodes one input as the page would and checks the answer. `sealed` says how it was
    /// sealed after mutation; `valid` holds the texts a text mutation started from (a
    /// splice may start from two).
    pub fn feed(
        &mut self,
        format: Format,
        input: &str,
        sealed: Option<Sealed>,
        valid: Option<&[String]>,
    ) {
        let (result, took) = timed_decode(format, input);
        self.inputs += 1;
        if let Some(how) = sealed {
            self.count_sealed(format, input, how, &result);
        }
        let name = match &result {
            Ok(_) => "accepted",
            Err(e) => {
                let said = e.words(&kemps::i18n::english());
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

    /// Counts how far an input sealed after mutation got, and checks it got no further
    /// than it should.
    pub fn count_sealed(
        &mut self,
        format: Format,
        input: &str,
        how: Sealed,
        result: &Result<Decoded, LinkError>,
    ) {
        self.sealed += 1;
        let before_the_body = matches!(
            result,
            Err(LinkError::Damaged
                | LinkError::BadSymbol(_)
                | LinkError::Empty
                | LinkError::NewerVersion(_)
                | LinkError::EarlierVersion(_)
                | LinkError::EarlierBots)
        );
        if !how.right_version {
            // A replay of an earlier version is refused as one, unread.
            assert!(
                matches!(
                    result,
                    Err(LinkError::NewerVersion(_)
                        | LinkError::EarlierVersion(_)
                        | LinkError::EarlierBots)
                ),
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

    pub fn report(&self, format: Format) {
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

    pub fn assert_reached(&self, format: Format, kinds: &[&str]) {
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

pub const EVERY_LINK_ANSWER: &[&str] = &[
    "accepted",
    "bad rules",
    "unplayable",
    "garbled",
    "newer version",
    "damaged",
    "bad symbol",
];
/// A record's answers are a link's and these, which only a record can get.
pub const RECORD_ONLY_ANSWERS: &[&str] = &[
    "too large",
    "too long",
    "too many entries",
    "entry after end",
];

/// Decodes `input` as the page would, catching a panic, and times it in this thread's CPU
/// time (see `cpu_time`: the same figure however busy the machine is).
pub fn timed_decode(format: Format, input: &str) -> (Result<Decoded, LinkError>, Duration) {
    let decode = || match format {
        Format::ShareLink => GameId::decode(input).map(Decoded::Game),
        Format::ReplayLink | Format::ReplayFile => MatchRecord::decode(input).map(Decoded::Record),
    };
    let (result, took) = on_cpu(|| catch_unwind(AssertUnwindSafe(&decode)));
    let result =
        result.unwrap_or_else(|_| panic!("{format:?} decoder panicked on {:?}", short(input)));
    assert!(
        took <= SLOWEST_DECODE,
        "{format:?}: {took:?} of CPU time to decode {} symbols: {:?}",
        input.len(),
        short(input)
    );
    (result, took)
}
