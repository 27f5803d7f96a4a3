//! Step 2 of the sparse-space method for one heap size (see `sparse_space.rs`): which of the
//! sparse values below step 1's answer no split {a, n − a} reaches. They are reached by
//! common ⊕ common splits, which are everywhere, so the scan stops as soon as every one is
//! found: about 1,500 splits of the 500,000 of a heap of 10⁶. Only when it runs through
//! every split without finding one is g(n) a new sparse value (a rare event).

/// The values a row of marks can hold: every value is below ROW, a power of two, so the XOR
/// of two values is below ROW too.
pub const ROW: usize = 512;

/// When step 2 has at most this many values left to find, it stops marking and only compares
/// (a loop the compiler turns into vector instructions), marking a block again when one hits.
const FEW: usize = 4;

/// Step 2 looks first at the splits whose smaller heap is at most this (a power of two), in a
/// spread order: see [`window_blocks`].
const WINDOW: usize = 1 << 16;

/// Splits per block of the window's spread order.
const SPREAD_BLOCK: usize = 32;

/// Splits per block after the window, taken from both ends of the rest.
const REST_BLOCK: usize = 128;

/// The window's blocks, in the order of the multiples of STRIDE modulo their count.
const BLOCKS: usize = WINDOW / SPREAD_BLOCK;

/// 1265 / 2048 ≈ 0.618, the golden ratio's even spread; odd, so every block comes once.
const STRIDE: usize = 1265;

/// The sparse values step 2 still looks for, as one flag per value: set for the values it
/// wants, all clear between heap sizes. Striking a value off is one load and one store per
/// split, with no list to filter after each block.
#[derive(Clone, Debug)]
pub(super) struct Wanted {
    flags: [u8; ROW],
}

impl Default for Wanted {
    fn default() -> Self {
        Wanted { flags: [0; ROW] }
    }
}

impl Wanted {
    /// Looks at the splits {a, n − a} of heap n in `blocks` (ranges of a, with a < n − a and
    /// `g` holding every value they need) until each value of `missing` (below [`ROW`]) is
    /// reached, then keeps in `missing`, in their order, the values none of them reached.
    /// Counts the splits looked at into `scanned`.
    pub(super) fn strike(
        &mut self,
        g: &[u16],
        n: usize,
        missing: &mut Vec<usize>,
        blocks: impl Iterator<Item = (usize, usize)>,
        scanned: &mut u64,
    ) {
        for &v in missing.iter() {
            self.flags[v & (ROW - 1)] = 1;
        }
        let mut left = missing.len();
        let mut targets = [0u16; FEW];
        let mut targets_for = usize::MAX;
        for (a, end) in blocks {
            if left == 0 {
                break;
            }
            *scanned += (end - a) as u64;
            let (small, large) = (&g[a..end], &g[n + 1 - end..n + 1 - a]);
            if left <= FEW {
                // Few left: compare (a loop the compiler turns into vector instructions),
                // and strike off only in a block that hits.
                if targets_for != left {
                    let wanted = missing.iter().filter(|&&v| self.flags[v & (ROW - 1)] != 0);
                    for (t, &v) in targets.iter_mut().zip(wanted) {
                        *t = v as u16; // below ROW
                    }
                    targets_for = left;
                }
                if !reaches_any(small, large, &targets[..left]) {
                    continue;
                }
            }
            for (&x, &y) in small.iter().zip(large.iter().rev()) {
                let z = usize::from(x ^ y) & (ROW - 1);
                left -= usize::from(self.flags[z]);
                self.flags[z] = 0;
            }
        }
        let flags = &mut self.flags;
        missing.retain(|&v| std::mem::take(&mut flags[v & (ROW - 1)]) != 0);
    }
}

/// Step 2's order of the splits {a, n − a} with `from` ≤ a < n − a: the window's blocks in
/// their spread order when heap n has more splits than the window (cut to a ≥ `from`), then
/// the rest from both ends.
pub(super) fn split_order(n: usize, from: usize) -> impl Iterator<Item = (usize, usize)> {
    let half = (n - 1) / 2 + 1; // a < half: a < n − a
    let window = if half > 1 + WINDOW { WINDOW } else { 0 };
    window_blocks(window)
        .filter(move |&(_, end)| end > from)
        .map(move |(a, end)| (a.max(from), end))
        .chain(both_ends(from.max(1 + window), half))
}

/// The splits a in 1..=`window` (0 or [`WINDOW`]) in blocks of [`SPREAD_BLOCK`], block
/// k·[`STRIDE`] mod [`BLOCKS`] at step k. Neighbouring heaps have related values (Grundy's
/// game has a strong pattern of period 3), so consecutive splits reach the same values
/// again; blocks spread over the window meet the rare ones sooner. Measured by the scan's
/// own count to 10⁶: 1,489 splits per heap size on average, against 2,477 for blocks of 128
/// from both ends. Both ends of the window's splits (a ≤ 2¹⁶ and n − a) stay in the
/// processor's second-level cache.
fn window_blocks(window: usize) -> impl Iterator<Item = (usize, usize)> {
    let blocks = if window == WINDOW { BLOCKS } else { 0 };
    (0..blocks).map(|k| {
        let a = 1 + (k * STRIDE % BLOCKS) * SPREAD_BLOCK;
        (a, a + SPREAD_BLOCK)
    })
}

/// The splits a in `lo..hi` in blocks of [`REST_BLOCK`], alternately from the small end
/// (a small heap's value reaches the larger sparse values soonest) and from the middle (heaps
/// of alike size have alike values and reach the small sparse values 0, 1, 6, 7, 10–13).
pub(super) fn both_ends(mut lo: usize, mut hi: usize) -> impl Iterator<Item = (usize, usize)> {
    let mut from_small_end = false;
    std::iter::from_fn(move || {
        if lo >= hi {
            return None;
        }
        from_small_end = !from_small_end;
        Some(if from_small_end {
            let end = (lo + REST_BLOCK).min(hi);
            let block = (lo, end);
            lo = end;
            block
        } else {
            let a = hi.saturating_sub(REST_BLOCK).max(lo);
            let block = (a, hi);
            hi = a;
            block
        })
    })
}

/// Whether some split (left[i], right[len − 1 − i]) has its XOR among `targets` (1 to
/// [`FEW`] values). One loop per count, so that each compiles to vector compares.
fn reaches_any(left: &[u16], right: &[u16], targets: &[u16]) -> bool {
    let pairs = left.iter().zip(right.iter().rev());
    let mut hit = false;
    match *targets {
        [v] => pairs.for_each(|(&x, &y)| hit |= x ^ y == v),
        [v, w] => pairs.for_each(|(&x, &y)| {
            let z = x ^ y;
            hit |= (z == v) | (z == w);
        }),
        [v, w, u] => pairs.for_each(|(&x, &y)| {
            let z = x ^ y;
            hit |= (z == v) | (z == w) | (z == u);
        }),
        [v, w, u, t] => pairs.for_each(|(&x, &y)| {
            let z = x ^ y;
            hit |= (z == v) | (z == w) | (z == u) | (z == t);
        }),
        _ => pairs.for_each(|(&x, &y)| hit |= targets.contains(&(x ^ y))),
    }
    hit
}
