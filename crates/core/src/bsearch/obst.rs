//! Bob's best response: the optimal binary search tree for a distribution over the keys.
//!
//! Against Alice's mixed strategy p, Bob minimises the expected number of guesses
//! sum_k p_k depth(k): Knuth's optimal binary search tree with only successful searches. The
//! classic dynamic program is cost(i, j) = W(i, j) + min over roots r of cost(i, r) + cost(r+1, j)
//! on the half-open key interval [i, j), W the total weight. Knuth's speed-up (1971) restricts r
//! to root(i, j-1) ..= root(i+1, j), which makes it O(n^2) overall; Yao (1980) showed that taking
//! the largest minimising root keeps these bounds valid with ties, so the exact versions (integer
//! weights) are exactly optimal.

use std::ops::{Add, Sub};

use num_traits::Zero;

use super::tree::SearchTree;

/// The arithmetic the dynamic program needs: f64 for the fast oracle, u128 and BigInt for exact
/// certificates.
pub(crate) trait Weight:
    Clone + PartialOrd + Zero + Add<Output = Self> + Sub<Output = Self>
{
}

impl<W: Clone + PartialOrd + Zero + Add<Output = W> + Sub<Output = W>> Weight for W {}

/// The tables of the dynamic program, kept between calls so that the solver reuses their memory
/// across iterations and across n.
pub(crate) struct Obst<W> {
    /// cost[i * (n + 1) + j]: least total weighted depth of a tree on keys [i, j).
    cost: Vec<W>,
    /// The same table transposed (cost_by_end[j * (n + 1) + i] = cost[i * (n + 1) + j]), so that
    /// the inner loop reads both of its operands contiguously.
    cost_by_end: Vec<W>,
    /// root[i * (n + 1) + j]: its (largest) optimal root, 0-based.
    root: Vec<u32>,
    /// prefix[k] = w_0 + ... + w_{k-1}.
    prefix: Vec<W>,
}

impl<W: Weight> Obst<W> {
    /// Empty tables; they grow on first use.
    pub(crate) fn new() -> Self {
        Obst {
            cost: Vec::new(),
            cost_by_end: Vec::new(),
            root: Vec::new(),
            prefix: Vec::new(),
        }
    }

    /// The least expected-depth total sum_k weights[k] * depth(k+1) over all search trees, and a
    /// tree attaining it. `weights` must be non-empty and non-negative.
    pub(crate) fn best_tree(&mut self, weights: &[W]) -> (W, SearchTree) {
        let n = weights.len();
        let side = n + 1;
        self.cost.clear();
        self.cost.resize(side * side, W::zero());
        self.cost_by_end.clear();
        self.cost_by_end.resize(side * side, W::zero());
        self.root.clear();
        self.root.resize(side * side, 0);
        self.prefix.clear();
        self.prefix.push(W::zero());
        for w in weights {
            let last = self.prefix[self.prefix.len() - 1].clone();
            self.prefix.push(last + w.clone());
        }
        for (i, w) in weights.iter().enumerate() {
            self.cost[i * side + i + 1] = w.clone();
            self.cost_by_end[(i + 1) * side + i] = w.clone();
            self.root[i * side + i + 1] = i as u32;
        }
        // Row by row from the bottom (i falling, j rising) rather than by diagonals: each cell
        // needs only cells of its own row to the left and of the rows below, and this order
        // walks the tables contiguously (n = 480 makes them 1.8 MB each, beyond the L2 cache).
        // Every cell is computed by the same formula either way, so the results are identical.
        for i in (0..n.saturating_sub(1)).rev() {
            for j in i + 2..=n {
                let lo = self.root[i * side + j - 1] as usize;
                let hi = self.root[(i + 1) * side + j] as usize;
                let mut best_root = lo;
                let row = &self.cost[i * side..(i + 1) * side];
                let column = &self.cost_by_end[j * side..(j + 1) * side];
                let mut best = row[lo].clone() + column[lo + 1].clone();
                for r in lo + 1..=hi {
                    let c = row[r].clone() + column[r + 1].clone();
                    if c <= best {
                        best = c;
                        best_root = r;
                    }
                }
                let total = self.prefix[j].clone() - self.prefix[i].clone();
                let c = best + total;
                self.cost_by_end[j * side + i] = c.clone();
                self.cost[i * side + j] = c;
                self.root[i * side + j] = best_root as u32;
            }
        }
        (self.cost[n].clone(), self.tree(n))
    }

    /// Reads the optimal tree on all n keys off the root table.
    fn tree(&self, n: usize) -> SearchTree {
        let side = n + 1;
        let mut depths = vec![0u16; n];
        let mut pending = vec![(0, n, 1u16)];
        while let Some((i, j, depth)) = pending.pop() {
            if i >= j {
                continue;
            }
            let r = self.root[i * side + j] as usize;
            depths[r] = depth;
            pending.push((i, r, depth + 1));
            pending.push((r + 1, j, depth + 1));
        }
        SearchTree::from_depths_unchecked(depths)
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigInt;
    use rand::{Rng, SeedableRng, rngs::SmallRng};

    use super::super::tree::all_depth_vectors;
    use super::*;

    /// Brute force: the least weighted depth over every tree on n keys.
    fn brute_force(weights: &[u64]) -> u64 {
        let n = weights.len();
        all_depth_vectors(n)
            .chunks(n)
            .map(|d| d.iter().zip(weights).map(|(&d, &w)| u64::from(d) * w).sum())
            .min()
            .unwrap()
    }

    #[test]
    fn knuth_dp_matches_brute_force_over_all_trees() {
        let mut rng = SmallRng::seed_from_u64(4);
        let mut exact = Obst::<u128>::new();
        let mut big = Obst::<BigInt>::new();
        let mut float = Obst::<f64>::new();
        for n in 1..=8 {
            for trial in 0..40 {
                // Small weights make ties (and so Yao's tie rule) common.
                let top = if trial % 2 == 0 { 3 } else { 1000 };
                let weights: Vec<u64> = (0..n).map(|_| rng.random_range(0..=top)).collect();
                let want = brute_force(&weights);
                let w128: Vec<u128> = weights.iter().map(|&w| u128::from(w)).collect();
                let (cost, tree) = exact.best_tree(&w128);
                assert_eq!(cost, u128::from(want), "weights {weights:?}");
                let achieved: u64 = tree
                    .depths()
                    .iter()
                    .zip(&weights)
                    .map(|(&d, &w)| u64::from(d) * w)
                    .sum();
                assert_eq!(achieved, want);
                assert!(SearchTree::from_depths(tree.depths().to_vec()).is_ok());
                let wbig: Vec<BigInt> = weights.iter().map(|&w| BigInt::from(w)).collect();
                assert_eq!(big.best_tree(&wbig).0, BigInt::from(want));
                let wf: Vec<f64> = weights.iter().map(|&w| w as f64).collect();
                assert_eq!(float.best_tree(&wf).0, want as f64);
            }
        }
    }

    #[test]
    fn uniform_weights_give_the_complete_tree_cost() {
        // With equal weights the optimum is a complete tree: sum of floor(log2 k) + 1 over k.
        let mut obst = Obst::<u128>::new();
        for n in 1..=200usize {
            let want: u128 = (1..=n).map(|k| u128::from(k.ilog2() + 1)).sum();
            assert_eq!(obst.best_tree(&vec![1u128; n]).0, want);
        }
    }
}
