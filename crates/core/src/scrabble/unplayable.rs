//! The exact chance that a random rack is unplayable: every distinct rack walked once, tile type
//! by tile type, narrowing the set of minimal subracks it could still hold (the post's trie in
//! spirit, see the module docs), weighted by its number of draws out of C(100, 7).

use num_integer::Integer;
use serde::{Deserialize, Serialize};

use super::{
    DISTRIBUTION, MINIMAL_PACKED, MINIMAL_SUBRACK_COUNT, RACK_SIZE, Rack, TILE_TYPES, binomial,
};
use crate::progress::{Cancelled, Progress};

/// A rack and how likely it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeightedRack {
    /// The rack in the post's notation.
    pub rack: String,
    /// Ways to draw it from the bag.
    pub weight: u64,
    /// `weight` / C(100, 7).
    pub probability: f64,
}

/// The post's computation: every distinct 7-tile rack, weighted, tested for playability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unplayable {
    /// Distinct racks enumerated (the post: 3,199,724).
    pub racks: u64,
    /// Distinct racks containing no minimal subrack.
    pub unplayable_racks: u64,
    /// Ways to draw an unplayable rack (tiles told apart).
    pub unplayable_weight: u64,
    /// Ways to draw any rack: C(100, 7).
    pub total_weight: u64,
    /// P(unplayable) exactly, reduced, as "p/q".
    pub probability: String,
    /// P(unplayable) as a float (the post: 0.00788349).
    pub probability_f64: f64,
    /// The likeliest unplayable racks, likeliest first.
    pub likeliest_unplayable: Vec<WeightedRack>,
}

/// How many of the likeliest unplayable racks [`unplayable_probability`] keeps.
pub const LIKELIEST_KEPT: usize = 12;

/// A set of minimal subracks, one bit per subrack in the post's order.
type SubrackSet = [u64; MINIMAL_SUBRACK_COUNT.div_ceil(64)];

fn intersect(a: &SubrackSet, b: &SubrackSet) -> SubrackSet {
    std::array::from_fn(|i| a[i] & b[i])
}

/// The walk over every distinct 7-tile rack, depth-first over the tile types as the post's
/// `multisubsets` does. Like the post's trie, it narrows the candidate subracks one tile type at
/// a time: along the path it keeps the set of minimal subracks that need no more of each type
/// seen so far than the rack has, so that at a complete rack that set is exactly the subracks
/// it contains, and testing a rack costs a few word-wide ANDs shared with its siblings.
struct RackWalk<'a> {
    /// `fits[t][k]`: the subracks with at most k tiles of type t.
    fits: [[SubrackSet; RACK_SIZE + 1]; TILE_TYPES],
    /// `none_after[t]`: the subracks with no tile of type t or later.
    none_after: [SubrackSet; TILE_TYPES + 1],
    /// `ways[t][k]`: C(bag count of type t, k), the ways to draw k tiles of type t.
    ways: [[u64; RACK_SIZE + 1]; TILE_TYPES],
    racks: u64,
    unplayable_racks: u64,
    unplayable_weight: u64,
    total_weight: u64,
    /// The likeliest unplayable racks so far, (weight, packed rack), heaviest first.
    likeliest: Vec<(u64, u128)>,
    progress: &'a mut dyn FnMut(u64) -> bool,
    branches_done: u64,
}

impl RackWalk<'_> {
    fn new(progress: &mut dyn FnMut(u64) -> bool) -> RackWalk<'_> {
        let mut fits = [[[0u64; MINIMAL_SUBRACK_COUNT.div_ceil(64)]; RACK_SIZE + 1]; TILE_TYPES];
        let mut none_after = [[0u64; MINIMAL_SUBRACK_COUNT.div_ceil(64)]; TILE_TYPES + 1];
        for (j, &sub) in MINIMAL_PACKED.iter().enumerate() {
            let (word, bit) = (j / 64, 1u64 << (j % 64));
            let count = |t: usize| ((sub >> (4 * t)) & 15) as usize;
            for (t, by_k) in fits.iter_mut().enumerate() {
                for (k, set) in by_k.iter_mut().enumerate() {
                    if count(t) <= k {
                        set[word] |= bit;
                    }
                }
            }
            for (t, set) in none_after.iter_mut().enumerate() {
                if (t..TILE_TYPES).all(|u| count(u) == 0) {
                    set[word] |= bit;
                }
            }
        }
        let ways = std::array::from_fn(|t| {
            std::array::from_fn(|k| binomial(u64::from(DISTRIBUTION[t]), k as u64))
        });
        RackWalk {
            fits,
            none_after,
            ways,
            racks: 0,
            unplayable_racks: 0,
            unplayable_weight: 0,
            total_weight: 0,
            likeliest: Vec::new(),
            progress,
            branches_done: 0,
        }
    }

    /// Visits every completion of a partial rack: types before `t` are chosen (`packed`, with
    /// `weight` ways to draw them, `alive` the subracks they allow) and `remaining` tiles are
    /// still to come from types `t..`.
    fn walk(
        &mut self,
        t: usize,
        remaining: usize,
        packed: u128,
        weight: u64,
        alive: &SubrackSet,
    ) -> Result<(), Cancelled> {
        if remaining == 0 {
            // The rack is complete: every later type has count 0.
            let contained = intersect(alive, &self.none_after[t]);
            self.visit(packed, weight, contained.iter().any(|&w| w != 0));
            return Ok(());
        }
        if t == TILE_TYPES {
            return Ok(());
        }
        let available = usize::from(DISTRIBUTION[t]);
        for k in 0..=available.min(remaining) {
            let alive_here = intersect(alive, &self.fits[t][k]);
            let w = weight * self.ways[t][k];
            self.walk(
                t + 1,
                remaining - k,
                packed | ((k as u128) << (4 * t)),
                w,
                &alive_here,
            )?;
            // Report after each branch of the first two types (the blank and A).
            if t == 1 {
                self.branches_done += 1;
                if !(self.progress)(self.branches_done) {
                    return Err(Cancelled);
                }
            }
        }
        Ok(())
    }

    fn visit(&mut self, packed: u128, weight: u64, playable: bool) {
        self.racks += 1;
        self.total_weight += weight;
        if playable {
            return;
        }
        self.unplayable_racks += 1;
        self.unplayable_weight += weight;
        let likeliest = &mut self.likeliest;
        if likeliest.len() < LIKELIEST_KEPT || weight > likeliest[LIKELIEST_KEPT - 1].0 {
            let at = likeliest.partition_point(|&(w, _)| w >= weight);
            likeliest.insert(at, (weight, packed));
            likeliest.truncate(LIKELIEST_KEPT);
        }
    }
}

/// Branches the progress of [`unplayable_probability`] counts: (blanks 0..=2) × (A's 0..=7),
/// less the 2 + 1 combinations with more than 7 tiles.
pub(super) const PROGRESS_BRANCHES: u64 = 3 * 8 - 3;

/// The exact probability that a random 7-tile rack is unplayable, by enumerating all distinct
/// racks with their weights.
pub fn unplayable_probability(progress: &mut impl Progress) -> Result<Unplayable, Cancelled> {
    let mut report = |done: u64| {
        progress.report("enumerating racks", done, PROGRESS_BRANCHES)
            == crate::progress::Flow::Continue
    };
    let mut walk = RackWalk::new(&mut report);
    let everything = [u64::MAX; MINIMAL_SUBRACK_COUNT.div_ceil(64)];
    walk.walk(0, RACK_SIZE, 0, 1, &everything)?;
    let (unplayable_weight, total_weight) = (walk.unplayable_weight, walk.total_weight);
    let gcd = unplayable_weight.gcd(&total_weight).max(1);
    Ok(Unplayable {
        racks: walk.racks,
        unplayable_racks: walk.unplayable_racks,
        unplayable_weight,
        total_weight,
        probability: format!("{}/{}", unplayable_weight / gcd, total_weight / gcd),
        probability_f64: unplayable_weight as f64 / total_weight as f64,
        likeliest_unplayable: walk
            .likeliest
            .iter()
            .map(|&(weight, packed)| WeightedRack {
                rack: unpack(packed).to_string(),
                weight,
                probability: weight as f64 / total_weight as f64,
            })
            .collect(),
    })
}

pub(super) fn unpack(packed: u128) -> Rack {
    let mut rack = Rack::default();
    for (i, count) in rack.counts.iter_mut().enumerate() {
        *count = ((packed >> (4 * i)) & 15) as u8;
    }
    rack
}
