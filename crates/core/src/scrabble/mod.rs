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

mod report;
mod unplayable;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use report::{NearMiss, RackReport, draw_rack, explore_rack};
use unplayable::unpack;
pub use unplayable::{LIKELIEST_KEPT, Unplayable, WeightedRack, unplayable_probability};

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
fn parse_tiles(text: &str) -> Result<Rack, RackError> {
    let mut rack = Rack::default();
    for c in text.chars().filter(|c| !c.is_whitespace()) {
        let i = symbol_index(c).ok_or_else(|| RackError::NotATile {
            text: text.to_string(),
            character: c,
        })?;
        rack.counts[i] = rack.counts[i].saturating_add(1);
    }
    Ok(rack)
}

/// Parses a rack typed by a user ("QUIZ_ED", "aeiou??"): 1 to 7 tiles, no more of a type than
/// the bag holds.
pub fn parse_rack(text: &str) -> Result<Rack, RackError> {
    let rack = parse_tiles(text)?;
    if rack.is_empty() || rack.len() > RACK_SIZE {
        return Err(RackError::Size {
            text: text.to_string(),
            tiles: rack.len(),
        });
    }
    for (i, (&k, n)) in rack.counts.iter().zip(DISTRIBUTION).enumerate() {
        if k > n {
            return Err(RackError::MoreThanTheBag {
                text: text.to_string(),
                tile: TILE_SYMBOLS[i],
                in_bag: n,
                in_rack: k,
            });
        }
    }
    Ok(rack)
}

/// Why a typed rack is not a rack ([`parse_rack`], [`explore_rack`]); each carries the text as
/// typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RackError {
    /// A character that is not a letter, `_` or `?` (nor a space).
    NotATile {
        /// The text as typed.
        text: String,
        /// The first such character.
        character: char,
    },
    /// No tile, or more than [`RACK_SIZE`].
    Size {
        /// The text as typed.
        text: String,
        /// Its number of tiles.
        tiles: usize,
    },
    /// More tiles of one type than the bag holds.
    MoreThanTheBag {
        /// The text as typed.
        text: String,
        /// The tile, as in [`TILE_SYMBOLS`] (`_` for the blank).
        tile: char,
        /// How many the bag holds ([`DISTRIBUTION`]).
        in_bag: u8,
        /// How many the rack has.
        in_rack: u8,
    },
}

impl std::fmt::Display for RackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RackError::NotATile { text, character } => write!(
                f,
                "'{character}' in '{text}' is not a tile: use letters A-Z and _ or ? for a blank"
            ),
            RackError::Size { text, tiles } => {
                write!(f, "a rack has 1 to {RACK_SIZE} tiles, '{text}' has {tiles}")
            }
            RackError::MoreThanTheBag {
                text,
                tile,
                in_bag,
                in_rack,
            } => {
                let name = if *tile == TILE_SYMBOLS[0] {
                    "blank".to_string()
                } else {
                    tile.to_ascii_uppercase().to_string()
                };
                let plural = if *in_bag == 1 { "" } else { "s" };
                write!(
                    f,
                    "the bag has only {in_bag} {name} tile{plural}, '{text}' has {in_rack}"
                )
            }
        }
    }
}

impl std::error::Error for RackError {}

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
