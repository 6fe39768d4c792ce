//! FNV-1a, 64-bit: an explicit hash whose value is the same on every platform and
//! every Rust version (unlike `DefaultHasher`), so replays can compare states anywhere.

use std::hash::Hasher;

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

pub struct StateHasher(u64);

impl StateHasher {
    pub const fn new() -> StateHasher {
        StateHasher(OFFSET)
    }
}

impl Default for StateHasher {
    fn default() -> Self {
        StateHasher::new()
    }
}

impl Hasher for StateHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(PRIME);
        }
    }

    // Lengths and enum discriminants arrive as usize/isize, whose width differs between
    // wasm32 and x86_64: widen them so both hash the same bytes.
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.write_i64(i as i64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_published_fnv1a_vectors() {
        let mut h = StateHasher::new();
        h.write(b"");
        assert_eq!(h.finish(), 0xcbf29ce484222325);
        let mut h = StateHasher::new();
        h.write(b"a");
        assert_eq!(h.finish(), 0xaf63dc4c8601ec8c);
        let mut h = StateHasher::new();
        h.write(b"foobar");
        assert_eq!(h.finish(), 0x85944171f73967e8);
    }

    #[test]
    fn usize_hashes_like_u64() {
        let mut a = StateHasher::new();
        a.write_usize(7);
        let mut b = StateHasher::new();
        b.write_u64(7);
        assert_eq!(a.finish(), b.finish());
    }
}
