//! One rack explored for the page and the CLI (the minimal subracks it holds, or those it
//! nearly holds, and its chance), and a random rack drawn from a full bag.

use num_integer::Integer;
use rand::Rng;
use serde::{Deserialize, Serialize};

use super::{
    DISTRIBUTION, RACK_SIZE, Rack, RackError, TILE_TYPES, binomial, minimal_subracks, parse_rack,
};

/// A minimal subrack that a rack almost holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NearMiss {
    /// The minimal subrack, in the post's notation.
    pub subrack: String,
    /// The tiles the rack lacks for it.
    pub missing: String,
}

/// What the rack explorer shows for one rack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RackReport {
    /// The rack in the post's notation (sorted, blanks `_` first).
    pub rack: String,
    /// Number of tiles.
    pub tiles: usize,
    /// Whether the rack contains a minimal subrack.
    pub playable: bool,
    /// Every minimal subrack the rack contains, in the post's order.
    pub contained: Vec<String>,
    /// For an unplayable rack, why: the minimal subracks it misses by the fewest tiles (that
    /// the rest of the bag could still supply). Empty for a playable rack.
    pub near_misses: Vec<NearMiss>,
    /// Ways to draw exactly this multiset of tiles from the full bag.
    pub weight: u64,
    /// Probability that a random draw of this many tiles is exactly this multiset, "p/q".
    pub probability: String,
    /// The same as a float.
    pub probability_f64: f64,
}

/// The rack explorer: which minimal subracks a typed rack holds, or why it holds none.
pub fn explore_rack(text: &str) -> Result<RackReport, RackError> {
    let rack = parse_rack(text)?;
    let subracks = minimal_subracks();
    let packed = rack.packed();
    let contained: Vec<String> = subracks
        .iter()
        .filter(|s| Rack::contains(packed, s.packed()))
        .map(Rack::to_string)
        .collect();
    let playable = !contained.is_empty();
    let mut near_misses = Vec::new();
    if !playable {
        // Only subracks the rest of the bag can complete: the rack plus the missing tiles
        // must fit in the bag.
        let completable: Vec<(usize, &Rack, Rack)> = subracks
            .iter()
            .map(|s| (s, rack.missing(s)))
            .filter(|(s, _)| {
                (0..TILE_TYPES).all(|i| s.counts[i].max(rack.counts[i]) <= DISTRIBUTION[i])
            })
            .map(|(s, missing)| (missing.len(), s, missing))
            .collect();
        if let Some(fewest) = completable.iter().map(|c| c.0).min() {
            near_misses = completable
                .iter()
                .filter(|c| c.0 == fewest)
                .map(|(_, s, missing)| NearMiss {
                    subrack: s.to_string(),
                    missing: missing.to_string(),
                })
                .collect();
        }
    }
    let tiles = rack.len();
    let weight = rack.weight();
    let draws = binomial(100, tiles as u64);
    let gcd = weight.gcd(&draws).max(1);
    Ok(RackReport {
        rack: rack.to_string(),
        tiles,
        playable,
        contained,
        near_misses,
        weight,
        probability: format!("{}/{}", weight / gcd, draws / gcd),
        probability_f64: weight as f64 / draws as f64,
    })
}

/// Draws a random 7-tile rack from a full bag.
pub fn draw_rack<R: Rng + ?Sized>(rng: &mut R) -> Rack {
    let mut bag: Vec<usize> = DISTRIBUTION
        .iter()
        .enumerate()
        .flat_map(|(i, &n)| std::iter::repeat_n(i, usize::from(n)))
        .collect();
    let mut rack = Rack::default();
    for drawn in 0..RACK_SIZE {
        let j = rng.random_range(drawn..bag.len());
        bag.swap(drawn, j);
        rack.counts[bag[drawn]] += 1;
    }
    rack
}
