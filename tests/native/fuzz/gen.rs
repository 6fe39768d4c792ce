//! Random values, with the ones that break things most often.

use super::*;

// ---- random values, with the ones that break things most often ----

pub struct Gen(pub ChaCha8Rng);

/// Numbers at and around every bound the decoders check, and far past them.
pub const BIG: [u64; 14] = [
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
pub const TIMES: [u32; 17] = [
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
pub const WORDS: [&str; 10] = [
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
    pub fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }

    pub fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }

    pub fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len())]
    }

    /// One to three different gestures, mostly one.
    pub fn signals(&mut self) -> Signals {
        let count = [1, 1, 2, 3][self.below(4)];
        let list: Vec<Gesture> = (0..count)
            .map(|i| Gesture::ALL[(self.below(4) * 3 + i) % 12])
            .collect();
        Signals::new(&list).unwrap_or(Signals::one(Gesture::Wink))
    }

    pub fn byte(&mut self) -> u8 {
        self.0.next_u32() as u8
    }

    pub fn card(&mut self) -> Card {
        Card::from_index(self.below(52))
    }

    pub fn seed(&mut self) -> u64 {
        if self.percent(92) {
            self.0.next_u64() & MAX_SEED
        } else {
            self.pick(&BIG)
        }
    }

    pub fn options(&mut self) -> LinkOptions {
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

    pub fn link_body(&mut self) -> LinkBody {
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

    pub fn action(&mut self) -> Action {
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

    pub fn step(&mut self, gap: u64) -> Step {
        if self.percent(10) {
            Step::Signal(gap, self.signals())
        } else {
            Step::Act(gap, self.action())
        }
    }

    pub fn gap(&mut self) -> u64 {
        if self.percent(97) {
            self.below(5_000) as u64
        } else {
            self.pick(&BIG)
        }
    }

    /// A game's link inside a record: mostly one that opens, sometimes damaged or junk.
    pub fn game_text(&mut self) -> String {
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
    pub fn replay_body(&mut self, n: usize) -> ReplayBody {
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
            signals: self.signals(),
            steps,
            time,
        }
    }

    // ---- mutations ----

    /// A huge or boundary number as a postcard varint.
    pub fn varint(&mut self) -> Vec<u8> {
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
    pub fn mutate(&mut self, bytes: &mut Vec<u8>, others: &[Vec<u8>]) {
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
    pub fn mutate_text(&mut self, text: &str) -> String {
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
