//! A perfect hash of the boards of one layer: every way to put `seeds` seeds into
//! `holes` holes gets one number below C(seeds + holes - 1, holes - 1), by the
//! combinatorial number system (stars and bars: the holes' boundaries are a subset of
//! the seeds-plus-boundaries, and a subset's colex rank is a sum of binomials).

/// The largest board the tables index: 2x12.
pub const MAX_HOLES: usize = 24;
/// The most seeds a layer holds: 2x12 starts with 96.
const MAX_SEEDS: usize = 96;
const ROWS: usize = MAX_SEEDS + MAX_HOLES;

/// `BINOM[n][k]` = C(n, k), for every n and k a layer's index needs: computed when the
/// program is compiled, so an index costs nothing to make (the search makes one at every
/// position it probes).
static BINOM: [[u64; MAX_HOLES]; ROWS] = binomials();

const fn binomials() -> [[u64; MAX_HOLES]; ROWS] {
    let mut binom = [[0u64; MAX_HOLES]; ROWS];
    let mut n = 0;
    while n < ROWS {
        binom[n][0] = 1;
        let mut k = 1;
        while k < MAX_HOLES {
            if n > 0 {
                // Saturates only far beyond the layers built (C(119, 23)).
                binom[n][k] = binom[n - 1][k - 1].saturating_add(binom[n - 1][k]);
            }
            k += 1;
        }
        n += 1;
    }
    binom
}

/// The boards of one layer: how many holes and how many seeds.
#[derive(Clone, Copy, Debug)]
pub struct LayerIndex {
    holes: usize,
    seeds: usize,
    binom: &'static [[u64; MAX_HOLES]; ROWS],
}

impl LayerIndex {
    /// The index of the boards of `holes` holes (2 to 24) holding `seeds` seeds (at most 96).
    pub fn new(holes: usize, seeds: usize) -> LayerIndex {
        assert!((2..=MAX_HOLES).contains(&holes) && seeds <= MAX_SEEDS);
        LayerIndex {
            holes,
            seeds,
            binom: &BINOM,
        }
    }

    /// Holes on the board.
    pub fn holes(&self) -> usize {
        self.holes
    }

    /// Seeds on every board of the layer.
    pub fn seeds(&self) -> usize {
        self.seeds
    }

    /// How many boards the layer holds: C(seeds + holes - 1, holes - 1).
    pub fn size(&self) -> u64 {
        self.binom[self.seeds + self.holes - 1][self.holes - 1]
    }

    /// The number of a board (`counts` has `holes` entries summing to `seeds`).
    #[inline]
    pub fn rank(&self, counts: &[u8]) -> u64 {
        debug_assert_eq!(counts.len(), self.holes);
        let mut r = 0u64;
        let mut bar = 0usize;
        for (j, &c) in counts[..self.holes - 1].iter().enumerate() {
            bar += c as usize;
            // The j-th boundary sits after the seeds so far and the j boundaries before it.
            r += self.binom[bar + j][j + 1];
        }
        r
    }

    /// The board numbered `rank`, into `out` (`holes` entries).
    pub fn unrank(&self, mut rank: u64, out: &mut [u8]) {
        let h = self.holes;
        // Boundary positions, from the last one down, each the largest that fits.
        let mut top = self.seeds + h - 1;
        let mut next = self.seeds + h - 1; // position just after the boundary found later
        for j in (0..h - 1).rev() {
            let k = j + 1;
            let mut p = top - 1;
            while self.binom[p][k] > rank {
                p -= 1;
            }
            rank -= self.binom[p][k];
            // Seeds between boundary p and the one after it.
            out[j + 1] = (next - p - 1) as u8;
            next = p;
            top = p;
        }
        out[0] = next as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_layer_by_hand() {
        // 3 holes, 2 seeds: 6 boards, each numbered once.
        let ix = LayerIndex::new(3, 2);
        assert_eq!(ix.size(), 6);
        // Boundaries after 0 and 1 positions: C(0,1) + C(1,2) = 0; after 2 and 3:
        // C(2,1) + C(3,2) = 5.
        assert_eq!(ix.rank(&[0, 0, 2]), 0);
        assert_eq!(ix.rank(&[2, 0, 0]), 5);
        let mut seen = [false; 6];
        let mut out = [0u8; 3];
        for r in 0..6 {
            ix.unrank(r, &mut out);
            assert_eq!(out.iter().map(|&c| c as usize).sum::<usize>(), 2);
            assert_eq!(ix.rank(&out), r);
            seen[r as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn top_layer_of_2x6_at_20_seeds_has_the_issue_size() {
        assert_eq!(LayerIndex::new(12, 20).size(), 84_672_315);
    }
}
