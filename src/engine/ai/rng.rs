//! A small deterministic random number generator (xorshift64*): the only randomness the
//! players use, seeded by the caller so every choice can be reproduced. The tests, the
//! benchmarks and the examples use this one too.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from any seed (zero included).
    pub fn new(seed: u64) -> Rng {
        let mut x = seed ^ 0x9E37_79B9_7F4A_7C15;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng((x ^ (x >> 31)) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A uniform number below `n` (not zero, and below 2^32): an index into a list.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// A uniform choice among the set bits of `bits` (not zero): the bit's position.
    pub fn pick_bit(&mut self, bits: u64) -> usize {
        let mut k = self.below(bits.count_ones() as usize);
        let mut m = bits;
        while k > 0 {
            m &= m - 1;
            k -= 1;
        }
        m.trailing_zeros() as usize
    }
}
