//! Bob's pure strategies: binary search trees on the keys 1..=n.
//!
//! The post identifies each search strategy with "an in-order binary tree with n vertices" and
//! writes it as "the pre-order traversal of the corresponding binary tree". Internally a tree is
//! its vector of depths (the depth of key k is the number of guesses Bob makes when Alice picked
//! k, the game's payoff). The depth vector determines the tree: the root of every key interval is
//! its unique shallowest key.

use num_bigint::BigUint;
use num_traits::One;
use serde::{Deserialize, Serialize};

/// A binary search tree on the keys 1..=n: one of Bob's pure search strategies.
///
/// It serializes as the post's notation, the pre-order list of its keys (root first), and
/// deserializing validates that list.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<usize>", into = "Vec<usize>")]
pub struct SearchTree {
    /// `depths[k - 1]` is the depth of key k (the root has depth 1).
    depths: Vec<u16>,
}

impl SearchTree {
    /// The tree whose pre-order traversal is `keys`, as the post lists Bob's strategies
    /// (for example `7 3 1 2 5 4 6 11 9 8 10 13 12` for n = 13). Fails unless `keys` is a
    /// permutation of 1..=n that is the pre-order of a binary search tree.
    pub fn from_preorder(keys: &[usize]) -> Result<Self, TreeError> {
        let n = keys.len();
        if n == 0 {
            return Err(TreeError::Empty);
        }
        if n > usize::from(u16::MAX) {
            return Err(TreeError::TooManyKeys { keys: n });
        }
        let mut depths = vec![0u16; n];
        // Ancestors whose right subtree has not started yet, with their depths; every later key
        // must exceed `floor`, the last key whose right subtree we entered.
        let mut open: Vec<(usize, u16)> = Vec::new();
        let mut floor = 0;
        for &key in keys {
            if key == 0 || key > n {
                return Err(TreeError::KeyOutOfRange { key, n });
            }
            if depths[key - 1] != 0 {
                return Err(TreeError::Repeated { key });
            }
            if key < floor {
                return Err(TreeError::OutOfOrder { key });
            }
            let mut parent_depth = open.last().map_or(0, |&(_, d)| d);
            while let Some(&(top, d)) = open.last() {
                if top > key {
                    break;
                }
                open.pop();
                floor = top;
                parent_depth = d;
            }
            let depth = parent_depth + 1;
            depths[key - 1] = depth;
            open.push((key, depth));
        }
        Ok(SearchTree { depths })
    }

    /// The tree with the given depth vector (`depths[k - 1]` = depth of key k). Fails unless every
    /// key interval has exactly one shallowest key, one level below its parent.
    pub fn from_depths(depths: Vec<u16>) -> Result<Self, TreeError> {
        let tree = SearchTree { depths };
        tree.checked_preorder()?;
        Ok(tree)
    }

    /// Builds a tree from a depth vector that the caller constructed as a tree (no check).
    pub(crate) fn from_depths_unchecked(depths: Vec<u16>) -> Self {
        SearchTree { depths }
    }

    /// The number of keys n.
    pub fn n(&self) -> usize {
        self.depths.len()
    }

    /// The depth of each key: entry k - 1 is the number of guesses Bob pays when Alice picked k.
    pub fn depths(&self) -> &[u16] {
        &self.depths
    }

    /// The payoff of the game: how many guesses (dollars) this search needs to find `key`, or
    /// `None` when `key` is not in 1..=n.
    pub fn depth(&self, key: usize) -> Option<usize> {
        let index = key.checked_sub(1)?;
        self.depths.get(index).map(|&d| usize::from(d))
    }

    /// Bob's first guess: the root.
    pub fn root(&self) -> usize {
        self.depths
            .iter()
            .position(|&d| d == 1)
            .map_or(0, |i| i + 1)
    }

    /// The guesses Bob makes, in order, when Alice picked `key` (the last one is `key` itself);
    /// `None` when `key` is not in 1..=n.
    pub fn guesses(&self, key: usize) -> Option<Vec<usize>> {
        let target = key.checked_sub(1)?;
        if target >= self.n() {
            return None;
        }
        let (mut lo, mut hi) = (0, self.n());
        let mut path = Vec::new();
        for depth in 1.. {
            let guess = (lo..hi).find(|&k| usize::from(self.depths[k]) == depth)?;
            path.push(guess + 1);
            match target.cmp(&guess) {
                std::cmp::Ordering::Equal => break,
                std::cmp::Ordering::Less => hi = guess,
                std::cmp::Ordering::Greater => lo = guess + 1,
            }
        }
        Some(path)
    }

    /// The keys in pre-order (root, left subtree, right subtree): the post's notation.
    pub fn preorder(&self) -> Vec<usize> {
        // Every SearchTree is valid by construction, so this cannot fail.
        self.checked_preorder().unwrap_or_default()
    }

    /// The children of every key, for drawing: entry k - 1 is (left child, right child) of key k.
    pub fn children(&self) -> Vec<(Option<usize>, Option<usize>)> {
        let n = self.n();
        let mut children = vec![(None, None); n];
        // Key intervals [lo, hi) with the key (1-based) whose subtree they are, and on which side.
        let mut pending = vec![(0, n, 1u32, None::<(usize, bool)>)];
        while let Some((lo, hi, depth, parent)) = pending.pop() {
            let Some(root) = (lo..hi).find(|&k| u32::from(self.depths[k]) == depth) else {
                continue;
            };
            if let Some((p, left)) = parent {
                if left {
                    children[p - 1].0 = Some(root + 1);
                } else {
                    children[p - 1].1 = Some(root + 1);
                }
            }
            pending.push((lo, root, depth + 1, Some((root + 1, true))));
            pending.push((root + 1, hi, depth + 1, Some((root + 1, false))));
        }
        children
    }

    /// The mirror image (key k becomes n + 1 - k): the game is symmetric under this reflection.
    pub fn mirror(&self) -> SearchTree {
        let mut depths = self.depths.clone();
        depths.reverse();
        SearchTree { depths }
    }

    /// The depths folded by the game's mirror symmetry: entry c (for c < ceil(n/2)) is
    /// depth(c+1) + depth(n-c), or just the middle key's depth when c+1 = n-c.
    pub(crate) fn folded_depths(&self) -> Vec<u16> {
        let n = self.n();
        (0..n.div_ceil(2))
            .map(|c| {
                let other = n - 1 - c;
                if other == c {
                    self.depths[c]
                } else {
                    self.depths[c] + self.depths[other]
                }
            })
            .collect()
    }

    /// The representative of {self, mirror}: the one with the smaller depth vector.
    pub(crate) fn canonical(&self) -> SearchTree {
        let mirror = self.mirror();
        if mirror.depths < self.depths {
            mirror
        } else {
            self.clone()
        }
    }

    /// The height: the largest number of guesses this search can need.
    pub fn height(&self) -> usize {
        self.depths.iter().copied().max().map_or(0, usize::from)
    }

    /// Pre-order traversal, checking that the depth vector really is a tree.
    fn checked_preorder(&self) -> Result<Vec<usize>, TreeError> {
        let n = self.n();
        if n == 0 {
            return Err(TreeError::Empty);
        }
        let mut order = Vec::with_capacity(n);
        // Key intervals [lo, hi) still to visit, with the depth their root must have.
        let mut pending = vec![(0, n, 1u32)];
        while let Some((lo, hi, depth)) = pending.pop() {
            if lo == hi {
                continue;
            }
            let mut root = None;
            for k in lo..hi {
                let d = u32::from(self.depths[k]);
                if d == depth {
                    if root.is_some() {
                        return Err(TreeError::TwoAtDepth { depth });
                    }
                    root = Some(k);
                } else if d < depth {
                    return Err(TreeError::TooShallow { key: k + 1 });
                }
            }
            let root = root.ok_or(TreeError::NoneAtDepth { depth })?;
            order.push(root + 1);
            pending.push((root + 1, hi, depth + 1));
            pending.push((lo, root, depth + 1));
        }
        Ok(order)
    }
}

impl TryFrom<Vec<usize>> for SearchTree {
    type Error = TreeError;

    fn try_from(keys: Vec<usize>) -> Result<Self, TreeError> {
        SearchTree::from_preorder(&keys)
    }
}

impl From<SearchTree> for Vec<usize> {
    fn from(tree: SearchTree) -> Vec<usize> {
        tree.preorder()
    }
}

/// Why a list of keys or of depths is not a search tree ([`SearchTree::from_preorder`],
/// [`SearchTree::from_depths`]); each carries the key or depth at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No key at all.
    Empty,
    /// More keys than a depth vector holds.
    TooManyKeys {
        /// The number of keys given.
        keys: usize,
    },
    /// A key outside 1..=n.
    KeyOutOfRange {
        /// The key.
        key: usize,
        /// The number of keys.
        n: usize,
    },
    /// A key listed twice.
    Repeated {
        /// The key.
        key: usize,
    },
    /// A key that cannot come next in a pre-order of a search tree.
    OutOfOrder {
        /// The key.
        key: usize,
    },
    /// Two keys of one key interval at the depth of its root.
    TwoAtDepth {
        /// The depth.
        depth: u32,
    },
    /// A key shallower than its interval's root.
    TooShallow {
        /// The key.
        key: usize,
    },
    /// A key interval with no key at the depth of its root.
    NoneAtDepth {
        /// The depth.
        depth: u32,
    },
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TreeError::Empty => f.write_str("a search tree needs at least one key"),
            TreeError::TooManyKeys { .. } => {
                write!(f, "a search tree has at most {} keys", u16::MAX)
            }
            TreeError::KeyOutOfRange { key, n } => write!(f, "key {key} is outside 1..={n}"),
            TreeError::Repeated { key } => write!(f, "key {key} appears twice"),
            TreeError::OutOfOrder { key } => write!(f, "key {key} breaks the search-tree order"),
            TreeError::TwoAtDepth { depth } => {
                write!(f, "two keys at depth {depth} in one subtree")
            }
            TreeError::TooShallow { key } => write!(f, "key {key} is too shallow"),
            TreeError::NoneAtDepth { depth } => write!(f, "no key at depth {depth} in a subtree"),
        }
    }
}

impl std::error::Error for TreeError {}

impl std::fmt::Display for SearchTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let keys: Vec<String> = self.preorder().iter().map(|k| k.to_string()).collect();
        f.write_str(&keys.join(" "))
    }
}

/// The number of binary search trees on n keys, the Catalan number C(2n, n)/(n + 1) (the post's
/// "favorite sequence"): Bob's number of pure strategies.
pub fn tree_count(n: usize) -> BigUint {
    let mut count = BigUint::one();
    for k in 0..n {
        // C(k+1) = C(k) * 2(2k+1) / (k+2), exact at every step.
        count = count * BigUint::from(2 * (2 * k + 1)) / BigUint::from(k + 2);
    }
    count
}

/// The depth vectors of every binary search tree on n keys, concatenated (n entries per tree),
/// in the order of the post's `strategies[n]`: by root, then left subtree, then right subtree.
/// Only sensible for small n (there are [`tree_count`] of them).
pub(crate) fn all_depth_vectors(n: usize) -> Vec<u8> {
    // by_size[s] holds every tree on s keys, flattened.
    let mut by_size: Vec<Vec<u8>> = vec![Vec::new()];
    for size in 1..=n {
        let mut trees = Vec::new();
        for root in 0..size {
            let (left, right) = (&by_size[root], &by_size[size - 1 - root]);
            let left_trees: Vec<&[u8]> = chunks_or_empty(left, root);
            let right_trees: Vec<&[u8]> = chunks_or_empty(right, size - 1 - root);
            for l in &left_trees {
                for r in &right_trees {
                    trees.extend(l.iter().map(|d| d + 1));
                    trees.push(1);
                    trees.extend(r.iter().map(|d| d + 1));
                }
            }
        }
        by_size.push(trees);
    }
    by_size.pop().unwrap_or_default()
}

/// The trees of one size as slices; the empty tree is a single empty slice.
fn chunks_or_empty(flat: &[u8], size: usize) -> Vec<&[u8]> {
    if size == 0 {
        vec![&[]]
    } else {
        flat.chunks(size).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preorder_round_trips_through_depths() {
        // The first tree of the post's n = 13 mixture: plain midpoint binary search.
        let keys = [7, 3, 1, 2, 5, 4, 6, 11, 9, 8, 10, 13, 12];
        let tree = SearchTree::from_preorder(&keys).unwrap();
        assert_eq!(tree.depths(), &[3, 4, 2, 4, 3, 4, 1, 4, 3, 4, 2, 4, 3]);
        assert_eq!(tree.preorder(), keys);
        assert_eq!(tree.root(), 7);
        assert_eq!(tree.guesses(10), Some(vec![7, 11, 9, 10]));
        assert_eq!(tree.guesses(14), None);
        assert_eq!(tree.depth(0), None);
        assert_eq!(
            SearchTree::from_depths(tree.depths().to_vec()),
            Ok(tree.clone())
        );
        assert_eq!(tree.mirror().depths()[0], 3);
        let children = tree.children();
        assert_eq!(children[6], (Some(3), Some(11)));
        assert_eq!(children[0], (None, Some(2)));
        assert_eq!(children[1], (None, None));
        assert_eq!(
            children
                .iter()
                .filter(|(l, r)| l.is_some() || r.is_some())
                .count(),
            7
        );
    }

    #[test]
    fn invalid_preorders_and_depths_are_rejected() {
        assert!(SearchTree::from_preorder(&[]).is_err());
        assert!(SearchTree::from_preorder(&[2, 3, 1]).is_err()); // 1 after the right subtree
        assert!(SearchTree::from_preorder(&[1, 1]).is_err());
        assert!(SearchTree::from_preorder(&[0, 1]).is_err());
        assert!(SearchTree::from_preorder(&[1, 3]).is_err());
        assert!(SearchTree::from_depths(vec![1, 1]).is_err());
        assert!(SearchTree::from_depths(vec![2, 3]).is_err());
        assert!(SearchTree::from_depths(vec![]).is_err());
        assert_eq!(SearchTree::from_preorder(&[]), Err(TreeError::Empty));
        assert_eq!(
            SearchTree::from_preorder(&[1, 3]),
            Err(TreeError::KeyOutOfRange { key: 3, n: 2 })
        );
        assert_eq!(
            SearchTree::from_preorder(&[2, 3, 1])
                .unwrap_err()
                .to_string(),
            "key 1 breaks the search-tree order"
        );
        assert_eq!(
            SearchTree::from_depths(vec![1, 1]),
            Err(TreeError::TwoAtDepth { depth: 1 })
        );
        // Deserialization goes through the same check.
        assert!(SearchTree::try_from(vec![3, 1, 2, 4]).is_ok());
        assert!(SearchTree::try_from(vec![3, 4, 1]).is_err());
    }

    #[test]
    fn enumeration_matches_catalan_numbers_and_is_distinct() {
        for n in 1..=9 {
            let flat = all_depth_vectors(n);
            let trees: std::collections::HashSet<&[u8]> = flat.chunks(n).collect();
            assert_eq!(BigUint::from(trees.len()), tree_count(n));
            for depths in trees {
                let depths = depths.iter().map(|&d| u16::from(d)).collect();
                assert!(SearchTree::from_depths(depths).is_ok());
            }
        }
        // The post: 742,900 strategies for n = 13, about 10^57 for n = 100.
        assert_eq!(tree_count(13), BigUint::from(742_900u32));
        assert_eq!(tree_count(100).to_string().len(), 57);
    }
}
