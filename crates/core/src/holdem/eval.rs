//! A fast 7-card hand evaluator on rank bit masks.
//!
//! A hand is four 13-bit masks, one per suit (bit r = rank r present). With seven cards a flush
//! excludes quads and a full house (a flush needs five cards of one suit; quads or a full house
//! use at least three different suits among five of the seven cards, leaving at most four of any
//! suit), so the flush test comes first and the rest works on "how many suits hold rank r",
//! built by bitwise majority counting. No lookup tables: the whole evaluation is a few dozen
//! integer instructions.

use super::cards::Card;

/// A hand's strength: higher is better, equal means a tie. Bits 20.. hold the [`Category`],
/// bits 0..20 up to five 4-bit ranks that break ties within it, most significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandRank(pub u32);

/// The nine hand categories, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    /// No pair.
    HighCard,
    /// One pair.
    Pair,
    /// Two pairs.
    TwoPair,
    /// Three of a kind.
    Trips,
    /// Five ranks in a row (A2345 is the lowest).
    Straight,
    /// Five of one suit.
    Flush,
    /// Three of a kind and a pair.
    FullHouse,
    /// Four of a kind.
    Quads,
    /// A straight in one suit (a royal flush is the highest).
    StraightFlush,
}

impl Category {
    /// All nine, weakest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::Trips,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::Quads,
        Category::StraightFlush,
    ];

    /// "high card", "pair", .., "straight flush".
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high card",
            Category::Pair => "pair",
            Category::TwoPair => "two pair",
            Category::Trips => "three of a kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full house",
            Category::Quads => "four of a kind",
            Category::StraightFlush => "straight flush",
        }
    }
}

impl HandRank {
    /// Packs a category and its tie-breaking ranks (most significant first, at most five).
    pub fn new(category: Category, ranks: &[u32]) -> HandRank {
        let mut v = (category as u32) << 20;
        for (i, r) in ranks.iter().take(5).enumerate() {
            v |= r << (16 - 4 * i);
        }
        HandRank(v)
    }

    /// The hand's category.
    pub fn category(self) -> Category {
        Category::ALL[(self.0 >> 20) as usize]
    }
}

/// The best hand of seven distinct cards.
pub fn rank7(cards: &[Card; 7]) -> HandRank {
    let mut masks = [0u16; 4];
    for c in cards {
        masks[usize::from(c.suit())] |= 1 << c.rank();
    }
    rank_masks(masks)
}

/// The bit mask of `card` in its suit's mask.
pub fn card_bit(card: Card) -> u16 {
    1 << card.rank()
}

/// Highest set bit's index.
fn top(mask: u32) -> u32 {
    31 - mask.leading_zeros()
}

/// The `n` highest set bits' indices, highest first, packed for [`HandRank::new`].
fn top_ranks(mut mask: u32, n: usize) -> ([u32; 5], usize) {
    let mut out = [0u32; 5];
    let mut k = 0;
    while k < n && mask != 0 {
        let t = top(mask);
        out[k] = t;
        mask &= !(1 << t);
        k += 1;
    }
    (out, k)
}

/// The rank of the highest card of the best straight in `mask`, if any (A2345 counts, high 5).
fn straight_high(mask: u32) -> Option<u32> {
    // Bit i of `m` is rank i - 1, bit 0 the ace played low.
    let m = (mask << 1) | ((mask >> 12) & 1);
    let s = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
    (s != 0).then(|| top(s) + 3)
}

/// The best hand given the four suit masks of (at most seven, at least five) distinct cards.
pub fn rank_masks(masks: [u16; 4]) -> HandRank {
    let [a, b, c, d] = masks.map(u32::from);
    for m in [a, b, c, d] {
        if m.count_ones() >= 5 {
            if let Some(h) = straight_high(m) {
                return HandRank::new(Category::StraightFlush, &[h]);
            }
            let (r, _) = top_ranks(m, 5);
            return HandRank::new(Category::Flush, &r);
        }
    }
    let any = a | b | c | d;
    let two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
    let three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
    let four = a & b & c & d;
    if four != 0 {
        let q = top(four);
        return HandRank::new(Category::Quads, &[q, top(any & !(1 << q))]);
    }
    if three != 0 {
        let t = top(three);
        let rest = two & !(1 << t);
        if rest != 0 {
            return HandRank::new(Category::FullHouse, &[t, top(rest)]);
        }
    }
    if let Some(h) = straight_high(any) {
        return HandRank::new(Category::Straight, &[h]);
    }
    if three != 0 {
        let t = top(three);
        let (k, _) = top_ranks(any & !(1 << t), 2);
        return HandRank::new(Category::Trips, &[t, k[0], k[1]]);
    }
    if two != 0 {
        let (p, n) = top_ranks(two, 2);
        if n == 2 {
            let k = top(any & !(1 << p[0]) & !(1 << p[1]));
            return HandRank::new(Category::TwoPair, &[p[0], p[1], k]);
        }
        let (k, _) = top_ranks(any & !(1 << p[0]), 3);
        return HandRank::new(Category::Pair, &[p[0], k[0], k[1], k[2]]);
    }
    let (r, _) = top_ranks(any, 5);
    HandRank::new(Category::HighCard, &r)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};

    /// The plain textbook ranking of exactly five cards: group ranks by multiplicity, order the
    /// groups by (size, rank) descending, then classify. Independent of the bit tricks above.
    pub(crate) fn rank5_plain(cards: &[Card]) -> HandRank {
        assert_eq!(cards.len(), 5);
        let mut counts = [0u32; 13];
        for c in cards {
            counts[usize::from(c.rank())] += 1;
        }
        let mut groups: Vec<(u32, u32)> = (0..13u32)
            .filter(|&r| counts[r as usize] > 0)
            .map(|r| (counts[r as usize], r))
            .collect();
        groups.sort_by(|x, y| y.cmp(x));
        let ranks: Vec<u32> = groups.iter().map(|g| g.1).collect();
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        let straight = if groups.len() == 5 && ranks[0] - ranks[4] == 4 {
            Some(ranks[0])
        } else if ranks == [12, 3, 2, 1, 0] {
            Some(3)
        } else {
            None
        };
        let shape: Vec<u32> = groups.iter().map(|g| g.0).collect();
        match (straight, flush, shape.as_slice()) {
            (Some(h), true, _) => HandRank::new(Category::StraightFlush, &[h]),
            (_, _, [4, 1]) => HandRank::new(Category::Quads, &ranks),
            (_, _, [3, 2]) => HandRank::new(Category::FullHouse, &ranks),
            (_, true, _) => HandRank::new(Category::Flush, &ranks),
            (Some(h), false, _) => HandRank::new(Category::Straight, &[h]),
            (_, _, [3, 1, 1]) => HandRank::new(Category::Trips, &ranks),
            (_, _, [2, 2, 1]) => HandRank::new(Category::TwoPair, &ranks),
            (_, _, [2, 1, 1, 1]) => HandRank::new(Category::Pair, &ranks),
            _ => HandRank::new(Category::HighCard, &ranks),
        }
    }

    /// Best of the 21 five-card subsets by [`rank5_plain`].
    pub(crate) fn rank7_brute(cards: &[Card; 7]) -> HandRank {
        let mut best = HandRank(0);
        for skip1 in 0..7 {
            for skip2 in skip1 + 1..7 {
                let five: Vec<Card> = (0..7)
                    .filter(|&i| i != skip1 && i != skip2)
                    .map(|i| cards[i])
                    .collect();
                best = best.max(rank5_plain(&five));
            }
        }
        best
    }

    fn deck() -> Vec<Card> {
        (0..52).map(|i| Card::from_index(i).unwrap()).collect()
    }

    #[test]
    fn agrees_with_brute_force_on_random_hands() {
        let mut rng = SmallRng::seed_from_u64(16);
        let mut deck = deck();
        let mut seen = [0usize; 9];
        for _ in 0..200_000 {
            deck.shuffle(&mut rng);
            let hand: [Card; 7] = std::array::from_fn(|i| deck[i]);
            let fast = rank7(&hand);
            assert_eq!(fast, rank7_brute(&hand), "{hand:?}");
            seen[fast.category() as usize] += 1;
        }
        // Rare categories get a dedicated draw: force a suit or a rank-heavy hand.
        for _ in 0..20_000 {
            let suit = rng.random_range(0..4u8);
            let mut ranks: Vec<u8> = (0..13).collect();
            ranks.shuffle(&mut rng);
            let start = rng.random_range(0..9u8);
            let mut cards: Vec<Card> = (start..start + 5)
                .map(|r| Card::new(r, suit).unwrap())
                .collect();
            deck.shuffle(&mut rng);
            cards.extend(
                deck.iter()
                    .filter(|c| !cards.contains(c))
                    .take(2)
                    .copied()
                    .collect::<Vec<_>>(),
            );
            let hand: [Card; 7] = std::array::from_fn(|i| cards[i]);
            let fast = rank7(&hand);
            assert_eq!(fast, rank7_brute(&hand), "{hand:?}");
            seen[fast.category() as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }

    #[test]
    fn known_orderings() {
        let parse = |s: &str| -> [Card; 7] {
            let v: Vec<Card> = s.split(' ').map(|c| Card::parse(c).unwrap()).collect();
            std::array::from_fn(|i| v[i])
        };
        let wheel = rank7(&parse("As 2d 3h 4c 5s 9d Jh"));
        let six = rank7(&parse("6s 2d 3h 4c 5s 9d Jh"));
        assert_eq!(wheel.category(), Category::Straight);
        assert!(wheel < six);
        let royal = rank7(&parse("As Ks Qs Js Ts 2d 3h"));
        assert_eq!(royal.category(), Category::StraightFlush);
        let steel = rank7(&parse("5s 4s 3s 2s As Ad Ah"));
        assert_eq!(steel.category(), Category::StraightFlush);
        assert!(steel < royal);
        // Two trips make a full house with the higher trips on top.
        let fh = rank7(&parse("Ks Kd Kh 9c 9s 9d 2h"));
        assert_eq!(fh, HandRank::new(Category::FullHouse, &[11, 7]));
    }

    /// Every 7-card hand once: the category counts are the well-known ones (e.g. Wikipedia,
    /// "Poker probability", 7-card table).
    #[test]
    fn category_counts_over_all_seven_card_hands() {
        let mut counts = [0u64; 9];
        let bit = |i: usize| -> (usize, u16) { (i % 4, 1u16 << (i / 4)) };
        let mut m = [[0u16; 4]; 8];
        for c0 in 0..52 {
            m[1] = m[0];
            let (s, b) = bit(c0);
            m[1][s] |= b;
            for c1 in c0 + 1..52 {
                m[2] = m[1];
                let (s, b) = bit(c1);
                m[2][s] |= b;
                for c2 in c1 + 1..52 {
                    m[3] = m[2];
                    let (s, b) = bit(c2);
                    m[3][s] |= b;
                    for c3 in c2 + 1..52 {
                        m[4] = m[3];
                        let (s, b) = bit(c3);
                        m[4][s] |= b;
                        for c4 in c3 + 1..52 {
                            m[5] = m[4];
                            let (s, b) = bit(c4);
                            m[5][s] |= b;
                            for c5 in c4 + 1..52 {
                                m[6] = m[5];
                                let (s, b) = bit(c5);
                                m[6][s] |= b;
                                for c6 in c5 + 1..52 {
                                    let mut h = m[6];
                                    let (s, b) = bit(c6);
                                    h[s] |= b;
                                    counts[rank_masks(h).category() as usize] += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(
            counts,
            [
                23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                224_848, 41_584
            ]
        );
        assert_eq!(counts.iter().sum::<u64>(), 133_784_560);
    }
}
