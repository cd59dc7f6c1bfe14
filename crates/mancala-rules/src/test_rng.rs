//! A small seeded generator for the engine's own tests: the engine draws no random
//! number, but its tests play random boards and games, the same ones on every run.

/// xorshift64* from a mixed seed.
pub(crate) struct TestRng(u64);

impl TestRng {
    /// A generator from any seed (zero included).
    pub(crate) fn new(seed: u64) -> TestRng {
        let mut x = seed ^ 0x9E37_79B9_7F4A_7C15;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        TestRng((x ^ (x >> 31)) | 1)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A uniform number below `n` (not zero, and below 2^32).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}
