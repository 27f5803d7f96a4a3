//! Probability of a playable rack in Scrabble.
//!
//! Seed `001_…`, post "Probability of playable racks in Scrabble". A rack of 7 tiles drawn from
//! the standard 100-tile English bag is *playable* if some of its tiles spell a word of the 2014
//! Official Tournament and Club Word List. Only the *minimal subracks* matter: the minimal
//! elements, under multiset inclusion, of the tile multisets that spell words. The post lists
//! all 223 of them, blanks written `_` (a blank is a tile of its own, used as a wildcard when the
//! words were reduced, so "_cv" means a blank, a C and a V). A rack is playable exactly when it
//! contains one of them.
//!
//! The post enumerates all 3,199,724 distinct racks (7-multisubsets of the 27 tile types, each
//! with its number of ways to be drawn), tests each for a minimal subrack, and finds that a random
//! rack is unplayable with probability 0.00788349. [`unplayable_probability`] does the same,
//! exactly: the weights are products of binomial coefficients and the total is C(100, 7). The
//! playability test follows the post's trie in spirit: walking the tile types in order, it keeps
//! the set of minimal subracks still compatible with the tiles chosen so far (a 223-bit set,
//! narrowed by one AND per type), so a complete rack is tested for free. The explorer compares
//! 27 packed 4-bit counts in one subtraction instead (see [`Rack::contains`]).

use num_integer::Integer;
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

/// Number of tile types: the blank and the 26 letters.
pub const TILE_TYPES: usize = 27;

/// Tiles in a rack.
pub const RACK_SIZE: usize = 7;

/// The tile types in the post's sort order: the blank `_` first, then `a`..`z`.
pub const TILE_SYMBOLS: [char; TILE_TYPES] = [
    '_', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r',
    's', 't', 'u', 'v', 'w', 'x', 'y', 'z',
];

/// The standard English Scrabble bag: how many tiles of each type in [`TILE_SYMBOLS`] order
/// (2 blanks, 9 A, 2 B, 2 C, 4 D, 12 E, …, 1 Z), 100 in all.
pub const DISTRIBUTION: [u8; TILE_TYPES] = [
    2, 9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
];

/// The post's 223 minimal subracks, verbatim.
pub const MINIMAL_SUBRACKS: &str = "__, _a, _b, _cv, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q, _r, _s, _t, _u, _vv, _w, _x, _y, _z, aa, ab, aco, acv, ad, ae, af, ag, ah, ai, ak, al, am, an, aov, ap, aqu, ar, as, at, auv, avv, aw, ax, ay, az, bbu, bcu, bdu, be, bfu, bgu, bi, bklu, bllu, bo, brr, bru, by, cciiv, ccko, cdu, cee, cei, cekk, ceu, cffu, cfku, cgku, cgllyy, chly, chrtw, ciirr, ciy, cklu, cllu, cmw, coo, coz, cru, cry, cuz, ddu, de, dfu, dgu, di, djuy, dkuu, dlu, do, dru, dry, duw, eeg, eej, eek, eequu, eev, eez, ef, egg, egk, egv, eh, eiv, eju, eku, ekz, el, em, en, eo, ep, er, es, et, ew, ex, ey, ffpt, fgu, fi, flu, fly, fo, fru, fry, ghlly, gi, gju, glu, go, gpy, grr, gru, gsyyyz, guv, guy, hi, hm, hnt, ho, hpt, hpy, hs, hty, hu, hwy, iirvz, ijzz, ik, il, im, in, io, ip, iq, irry, is, it, ivy, iwz, ix, jjuu, jkuu, jo, kkoo, klru, kouz, kruu, kst, ksy, kuy, lllu, llxyy, lnxy, lo, lpy, lsy, luu, luv, mm, mo, mu, my, no, nsy, nu, nwy, ooz, op, or, os, ot, ow, ox, oy, ppty, pry, pst, psy, ptyy, pu, pxy, rty, ruy, rwy, sty, su, tu, uuyz, uwz, ux, uzz, zzz";

/// A multiset of tiles: how many of each type, in [`TILE_SYMBOLS`] order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Rack {
    /// Tiles of each type.
    pub counts: [u8; TILE_TYPES],
}

/// Every 4-bit field's high bit, for the 27 fields of a [`Rack::packed`] value.
const HIGH_BITS: u128 = {
    let mut bits = 0u128;
    let mut i = 0;
    while i < TILE_TYPES {
        bits |= 8 << (4 * i);
        i += 1;
    }
    bits
};

impl Rack {
    /// Total number of tiles.
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }

    /// Whether the rack has no tiles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The counts packed four bits per type (type i in bits 4i..4i+4), each capped at 7. The
    /// cap keeps [`Rack::contains`] exact for any rack against subracks of at most 7 tiles.
    pub fn packed(&self) -> u128 {
        self.counts
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &c)| acc | (u128::from(c.min(7)) << (4 * i)))
    }

    /// Whether `self` contains `sub` as a multiset, both given packed. Setting each field's high
    /// bit and subtracting lets no field borrow from the next (a field is at least 8 and a count
    /// at most 7), and a field's high bit survives exactly when its count was at least the
    /// subrack's: all 27 comparisons in one subtraction.
    pub fn contains(packed_rack: u128, packed_sub: u128) -> bool {
        ((packed_rack | HIGH_BITS) - packed_sub) & HIGH_BITS == HIGH_BITS
    }

    /// The tiles missing from `self` to make `sub`: Σ max(0, sub − self) per type.
    pub fn missing(&self, sub: &Rack) -> Rack {
        let mut missing = Rack::default();
        for i in 0..TILE_TYPES {
            missing.counts[i] = sub.counts[i].saturating_sub(self.counts[i]);
        }
        missing
    }

    /// Number of ways to draw exactly this multiset from the bag: Π C(bag_i, rack_i).
    pub fn weight(&self) -> u64 {
        self.counts
            .iter()
            .zip(DISTRIBUTION)
            .map(|(&k, n)| binomial(u64::from(n), u64::from(k)))
            .product()
    }
}

impl std::fmt::Display for Rack {
    /// The post's notation: the tiles in sorted order, blanks as `_` first ("_cv").
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (symbol, &count) in TILE_SYMBOLS.iter().zip(&self.counts) {
            for _ in 0..count {
                write!(f, "{symbol}")?;
            }
        }
        Ok(())
    }
}

/// C(n, k) for the small numbers of this module (n ≤ 100, so no overflow for k ≤ 7).
fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

fn symbol_index(c: char) -> Option<usize> {
    match c.to_ascii_lowercase() {
        '_' | '?' => Some(0),
        l @ 'a'..='z' => Some(usize::from(l as u8 - b'a') + 1),
        _ => None,
    }
}

/// Parses a multiset of tiles: letters (either case) and `_` or `?` for blanks; spaces are
/// ignored. No size or bag limit is checked here (see [`parse_rack`]).
fn parse_tiles(text: &str) -> Result<Rack, String> {
    let mut rack = Rack::default();
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let i = symbol_index(c).ok_or_else(|| {
            format!("'{c}' in '{text}' is not a tile: use letters A-Z and _ or ? for a blank")
        })?;
        rack.counts[i] = rack.counts[i].saturating_add(1);
    }
    Ok(rack)
}

/// Parses a rack typed by a user ("QUIZ_ED", "aeiou??"): 1 to 7 tiles, no more of a type than
/// the bag holds.
pub fn parse_rack(text: &str) -> Result<Rack, String> {
    let rack = parse_tiles(text)?;
    if rack.is_empty() || rack.len() > RACK_SIZE {
        return Err(format!(
            "a rack has 1 to {RACK_SIZE} tiles, '{text}' has {}",
            rack.len()
        ));
    }
    for (i, (&k, n)) in rack.counts.iter().zip(DISTRIBUTION).enumerate() {
        if k > n {
            let name = if i == 0 {
                "blank".to_string()
            } else {
                TILE_SYMBOLS[i].to_ascii_uppercase().to_string()
            };
            let plural = if n == 1 { "" } else { "s" };
            return Err(format!(
                "the bag has only {n} {name} tile{plural}, '{text}' has {k}"
            ));
        }
    }
    Ok(rack)
}

/// Number of minimal subracks in the post's list.
pub const MINIMAL_SUBRACK_COUNT: usize = 223;

/// The post's list parsed at compile time into packed racks (see [`Rack::packed`]), in the
/// post's order. A malformed list (a stray character, a wrong count) fails the build.
const MINIMAL_PACKED: [u128; MINIMAL_SUBRACK_COUNT] = {
    let bytes = MINIMAL_SUBRACKS.as_bytes();
    let mut packed = [0u128; MINIMAL_SUBRACK_COUNT];
    let mut word = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b',' => word += 1,
            b' ' => {}
            b'_' => packed[word] += 1,
            b @ b'a'..=b'z' => packed[word] += 1 << (4 * (b - b'a' + 1) as u32),
            _ => panic!("unexpected character in MINIMAL_SUBRACKS"),
        }
        i += 1;
    }
    assert!(
        word + 1 == MINIMAL_SUBRACK_COUNT,
        "MINIMAL_SUBRACKS must list 223 subracks"
    );
    packed
};

/// The post's 223 minimal subracks, in the post's order.
pub fn minimal_subracks() -> Vec<Rack> {
    MINIMAL_PACKED.iter().map(|&p| unpack(p)).collect()
}

/// Whether a rack contains one of the post's minimal subracks.
pub fn is_playable(rack: &Rack) -> bool {
    let packed = rack.packed();
    MINIMAL_PACKED.iter().any(|&s| Rack::contains(packed, s))
}

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
const PROGRESS_BRANCHES: u64 = 3 * 8 - 3;

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

fn unpack(packed: u128) -> Rack {
    let mut rack = Rack::default();
    for (i, count) in rack.counts.iter_mut().enumerate() {
        *count = ((packed >> (4 * i)) & 15) as u8;
    }
    rack
}

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
pub fn explore_rack(text: &str) -> Result<RackReport, String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Flow, Silent};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use std::collections::BTreeMap;

    #[test]
    fn bag_has_100_tiles_and_the_usual_letters() {
        assert_eq!(DISTRIBUTION.iter().map(|&n| u32::from(n)).sum::<u32>(), 100);
        let bag = parse_tiles("__aaaaaaaaabbccddddeeeeeeeeeeeeffggghhiiiiiiiiijkllllmmnnnnnnooooooooppqrrrrrrssssttttttuuuuvvwwxyyz").unwrap();
        assert_eq!(bag.counts, DISTRIBUTION);
    }

    #[test]
    fn the_post_lists_223_distinct_minimal_subracks_forming_an_antichain() {
        let subracks = minimal_subracks();
        assert_eq!(subracks.len(), 223);
        assert_eq!(MINIMAL_SUBRACKS.split(", ").count(), 223);
        for (word, rack) in MINIMAL_SUBRACKS.split(", ").zip(&subracks) {
            assert_eq!(parse_tiles(word).unwrap(), *rack);
        }
        for (i, a) in subracks.iter().enumerate() {
            assert!((2..=7).contains(&a.len()), "{a}");
            for (j, b) in subracks.iter().enumerate() {
                if i != j {
                    assert!(!Rack::contains(a.packed(), b.packed()), "{a} contains {b}");
                }
            }
        }
        // Printing in the post's notation gives back the post's list.
        let printed: Vec<String> = subracks.iter().map(Rack::to_string).collect();
        assert_eq!(printed.join(", "), MINIMAL_SUBRACKS);
    }

    #[test]
    fn packed_containment_agrees_with_counts() {
        let mut rng = SmallRng::seed_from_u64(5);
        let subracks = minimal_subracks();
        for _ in 0..20_000 {
            let rack = draw_rack(&mut rng);
            for s in &subracks {
                let by_counts = (0..TILE_TYPES).all(|i| s.counts[i] <= rack.counts[i]);
                assert_eq!(Rack::contains(rack.packed(), s.packed()), by_counts);
                assert_eq!(rack.missing(s).is_empty(), by_counts);
            }
        }
    }

    /// The post's figure, its rack count, and the total weight C(100, 7).
    #[test]
    fn unplayable_probability_matches_the_post() {
        let result = unplayable_probability(&mut Silent).unwrap();
        assert_eq!(result.racks, 3_199_724);
        assert_eq!(result.total_weight, 16_007_560_800); // C(100, 7)
        assert!(
            (result.probability_f64 - 0.00788349).abs() < 5e-9,
            "{}",
            result.probability_f64
        );
        let (p, q) = result.probability.split_once('/').unwrap();
        let (p, q): (u64, u64) = (p.parse().unwrap(), q.parse().unwrap());
        assert_eq!(p.gcd(&q), 1);
        assert_eq!(
            u128::from(p) * u128::from(result.total_weight),
            u128::from(q) * u128::from(result.unplayable_weight)
        );
        let likeliest = &result.likeliest_unplayable;
        assert_eq!(likeliest.len(), LIKELIEST_KEPT);
        for pair in likeliest.windows(2) {
            assert!(pair[0].weight >= pair[1].weight);
        }
        for w in likeliest {
            let report = explore_rack(&w.rack).unwrap();
            assert!(!report.playable, "{}", w.rack);
            assert_eq!(report.weight, w.weight);
        }
    }

    /// The post's trie of multisets, as nested maps from tile to subtree.
    #[derive(Default)]
    struct Trie(BTreeMap<u8, Trie>);

    impl Trie {
        fn insert(&mut self, word: &[u8]) {
            let mut t = self;
            for &letter in word {
                t = t.0.entry(letter).or_default();
            }
        }

        /// The post's `trie_subset`: does the sorted `word` contain a word of the trie?
        fn subset(&self, word: &[u8]) -> bool {
            if self.0.is_empty() {
                return true;
            }
            let Some((&first, rest)) = word.split_first() else {
                return false;
            };
            self.0.get(&first).is_some_and(|t| t.subset(rest)) || self.subset(rest)
        }
    }

    /// An independent route to the same number: racks as nondecreasing strings of 7 symbols
    /// (combinations with repetition, over-full ones skipped), the post's trie test, and the
    /// weights as a product of binomials over runs of equal letters.
    #[test]
    fn trie_enumeration_over_sorted_strings_agrees() {
        let mut trie = Trie::default();
        for word in MINIMAL_SUBRACKS.split(", ") {
            trie.insert(word.as_bytes());
        }
        let symbols: Vec<u8> = TILE_SYMBOLS.iter().map(|&c| c as u8).collect();
        let mut indices = [0usize; RACK_SIZE];
        let (mut racks, mut unplayable, mut total) = (0u64, 0u64, 0u64);
        let mut unplayable_racks = 0u64;
        loop {
            let word: Vec<u8> = indices.iter().map(|&i| symbols[i]).collect();
            let mut weight = 1u64;
            let mut start = 0;
            while start < RACK_SIZE {
                let run = indices[start..]
                    .iter()
                    .take_while(|&&i| i == indices[start])
                    .count();
                weight *= binomial(u64::from(DISTRIBUTION[indices[start]]), run as u64);
                start += run;
            }
            if weight > 0 {
                racks += 1;
                total += weight;
                if !trie.subset(&word) {
                    unplayable += weight;
                    unplayable_racks += 1;
                }
            }
            // Next nondecreasing index sequence.
            let Some(pos) = (0..RACK_SIZE).rev().find(|&p| indices[p] < TILE_TYPES - 1) else {
                break;
            };
            let next = indices[pos] + 1;
            indices[pos..].fill(next);
        }
        let fast = unplayable_probability(&mut Silent).unwrap();
        assert_eq!(racks, fast.racks);
        assert_eq!(total, fast.total_weight);
        assert_eq!(unplayable, fast.unplayable_weight);
        assert_eq!(unplayable_racks, fast.unplayable_racks);
    }

    /// Monte Carlo: 200,000 racks drawn tile by tile; the unplayable fraction must be within
    /// 5 standard errors (5 · √(p(1 − p)/n) ≈ 0.001) of the exact probability.
    #[test]
    fn random_draws_agree() {
        let exact = unplayable_probability(&mut Silent).unwrap().probability_f64;
        let mut rng = SmallRng::seed_from_u64(2018);
        let n = 200_000;
        let unplayable = (0..n)
            .filter(|_| !is_playable(&draw_rack(&mut rng)))
            .count();
        let estimate = unplayable as f64 / f64::from(n);
        let bound = 5.0 * (exact * (1.0 - exact) / f64::from(n)).sqrt();
        assert!((estimate - exact).abs() < bound, "{estimate} vs {exact}");
    }

    #[test]
    fn explorer_lists_subracks_or_near_misses() {
        let report = explore_rack("The Cat").unwrap();
        assert!(report.playable);
        assert_eq!(report.rack, "acehtt");
        for s in ["ae", "ah", "at", "eh", "et"] {
            assert!(report.contained.contains(&s.to_string()), "{s}");
        }
        assert!(report.near_misses.is_empty());

        // Seven consonants without a two-letter word among them: a near miss needs a vowel.
        let report = explore_rack("BCDFGJK").unwrap();
        assert!(!report.playable);
        assert!(report.contained.is_empty());
        assert!(report.near_misses.iter().all(|n| n.missing.len() == 1));
        assert!(
            report
                .near_misses
                .iter()
                .any(|n| n.subrack == "ab" && n.missing == "a")
        );

        // A blank plays with almost anything.
        assert!(!explore_rack("?c").unwrap().playable);
        assert!(explore_rack("?cv").unwrap().playable);
        let report = explore_rack("q").unwrap();
        assert_eq!(report.weight, 1);
        assert_eq!(report.probability, "1/100");
    }

    #[test]
    fn bad_racks_are_errors() {
        assert!(parse_rack("").unwrap_err().contains("1 to 7"));
        assert!(parse_rack("abcdefgh").unwrap_err().contains("1 to 7"));
        assert!(parse_rack("zz").unwrap_err().contains("only 1 Z tile,"));
        assert!(
            parse_rack("___")
                .unwrap_err()
                .contains("only 2 blank tiles")
        );
        assert!(parse_rack("ab1").unwrap_err().contains("'1'"));
        assert!(explore_rack("é").is_err());
        assert_eq!(parse_rack(" q u ").unwrap().to_string(), "qu");
    }

    #[test]
    fn cancelling_stops_the_enumeration() {
        let mut calls = 0;
        let mut stop_early = |_: &str, _: u64, _: u64| {
            calls += 1;
            if calls < 3 {
                Flow::Continue
            } else {
                Flow::Stop
            }
        };
        assert_eq!(unplayable_probability(&mut stop_early), Err(Cancelled));
        let mut reports = Vec::new();
        let mut record = |_: &str, done: u64, total: u64| {
            reports.push((done, total));
            Flow::Continue
        };
        unplayable_probability(&mut record).unwrap();
        assert_eq!(
            reports.last(),
            Some(&(PROGRESS_BRANCHES, PROGRESS_BRANCHES))
        );
    }

    #[test]
    fn reports_round_trip_through_json() {
        let report = explore_rack("eeeiiiu").unwrap();
        let json = serde_json::to_string(&report).unwrap();
        assert_eq!(serde_json::from_str::<RackReport>(&json).unwrap(), report);
    }
}
