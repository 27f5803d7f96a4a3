//! Exact probabilities of the dealer's final hand, from any depleted shoe.
//!
//! The dealer's play is fixed, so the probability of a final hand depends only on which cards
//! the dealer draws. For an up card we list once every *multiset* of drawn cards that ends a
//! dealer hand, with its outcome and the number `w` of its orderings that are legal draw
//! sequences (the dealer stops exactly at the last card). From a shoe holding `n_r` cards of
//! rank `r`, `N` in all, such a multiset (`m_r` cards of rank `r`, `k` in all) occurs with
//! probability `w · Π_r n_r(n_r−1)…(n_r−m_r+1) / (N(N−1)…(N−k+1))`. That replaces a walk over
//! tens of thousands of draw sequences by a sum over about a thousand products, which is what
//! lets the split solver price every completed round. The first drawn card is the hole card.
//!
//! Running out of cards. In a tiny shoe the dealer may need a card when none is left. That
//! probability is reported as [`DealerOdds::out_of_cards`]; when settling a round the dealer
//! then counts as busted, the convention of the seed's program ("assume dealer busts when
//! drawing from empty shoe"). It is exactly zero whenever the shoe holds at least as many cards
//! as the longest possible dealer hand draws.

use std::collections::BTreeMap;

use num_bigint::BigInt;
use num_rational::BigRational;
use serde::{Deserialize, Serialize};

use super::hand::{BUST, Total, deal, dealer_hits};
use super::value::Value;

/// Number of outcomes a list entry can have: totals 17 to 21, bust, blackjack.
pub(crate) const OUTCOMES: usize = 7;
/// Outcome index of a busted dealer hand.
pub(crate) const BUSTED: usize = 5;
/// Outcome index of a dealer blackjack (up card and hole card make 21).
pub(crate) const BLACKJACK: usize = 6;

/// Probabilities of the dealer's final hand given the up card and the cards left in the shoe.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealerOdds<V> {
    /// P(final total 17), 18, 19, 20, 21 (a blackjack not included), in that order.
    pub totals: [V; 5],
    /// P(the dealer busts).
    pub bust: V,
    /// P(the up card and the hole card make a blackjack).
    pub blackjack: V,
    /// P(the dealer must draw from an empty shoe); settled as a bust.
    pub out_of_cards: V,
}

/// A node of the trie of endings: one `(rank, count)` step of a multiset listed by increasing
/// rank. Multisets sharing their first steps share those nodes, so each product of falling
/// factorials is computed once per prefix.
/// Twelve bytes, so that the whole trie (at most 2,500 nodes) stays in the fastest cache.
#[derive(Clone, Debug)]
struct Node {
    /// Number of legal draw orders of the multiset ending here, 0 if none does.
    orders: u32,
    /// Index of the factor `n_r(n_r−1)…(n_r−m+1)` in the per-shoe factor table.
    factor: u16,
    /// Index of the first node after this node's subtree: where to go when the product is 0.
    skip: u16,
    /// Slot `outcome × (max_drawn + 1) + drawn` of the multiset ending here.
    slot: u16,
    /// Steps before this one (the node's depth in the trie).
    depth: u8,
}

/// Every way the dealer's hand can end for one up card and soft-17 rule.
#[derive(Clone, Debug)]
pub(crate) struct DealerEndings {
    /// The trie of ending multisets, in depth-first order.
    nodes: Vec<Node>,
    /// Start of each rank's factors in the factor table (index `rank - 1`).
    offsets: [usize; 10],
    /// The most cards of each rank in any ending (index `rank - 1`).
    max_count: [usize; 10],
    /// The most cards drawn in any ending: from a shoe this large the dealer never runs out.
    max_drawn: usize,
}

impl DealerEndings {
    /// Lists the endings for up card `up` (1..=10).
    pub(crate) fn new(up: u8, hit_soft_17: bool) -> Self {
        let mut found: BTreeMap<[u8; 10], (usize, usize, u64)> = BTreeMap::new();
        let mut counts = [0u8; 10];
        walk(deal(0, up), 0, &mut counts, hit_soft_17, &mut found);
        let mut max_count = [0usize; 10];
        let mut max_drawn = 0;
        for (counts, &(drawn, _, _)) in &found {
            for (slot, &m) in max_count.iter_mut().zip(counts) {
                *slot = (*slot).max(usize::from(m));
            }
            max_drawn = max_drawn.max(drawn);
        }
        let mut offsets = [0usize; 10];
        let mut at = 0;
        for r in 0..10 {
            offsets[r] = at;
            at += max_count[r] + 1;
        }
        // Build the trie: the multisets come in lexicographic order of their rank counts, so
        // each one shares its longest common prefix of steps with the previous one.
        let width = max_drawn + 1;
        let mut nodes: Vec<Node> = Vec::new();
        let mut path: Vec<(u8, u8)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        for (counts, (drawn, outcome, orders)) in found {
            let steps: Vec<(u8, u8)> = (0..10u8).zip(counts).filter(|&(_, m)| m > 0).collect();
            let shared = path.iter().zip(&steps).take_while(|(a, b)| a == b).count();
            path.truncate(shared);
            for &(r, m) in &steps[shared..] {
                let depth = path.len();
                while open
                    .last()
                    .is_some_and(|&i| usize::from(nodes[i].depth) >= depth)
                {
                    if let Some(i) = open.pop() {
                        nodes[i].skip = nodes.len() as u16;
                    }
                }
                open.push(nodes.len());
                nodes.push(Node {
                    orders: 0,
                    factor: (offsets[usize::from(r)] + usize::from(m)) as u16,
                    skip: 0,
                    slot: 0,
                    depth: depth as u8,
                });
                path.push((r, m));
            }
            if let Some(last) = nodes.last_mut() {
                // At most 12! / 2 orders of at most 12 cards: a u32 holds them.
                last.orders = orders as u32;
                last.slot = (outcome * width + drawn) as u16;
            }
        }
        for i in open {
            nodes[i].skip = nodes.len() as u16;
        }
        DealerEndings {
            nodes,
            offsets,
            max_count,
            max_drawn,
        }
    }

    /// Size of the factor table.
    fn factors(&self) -> usize {
        self.offsets[9] + self.max_count[9] + 1
    }

    /// Outcome probabilities from a shoe holding `left[r-1]` cards of rank `r` (up card removed),
    /// in any number type.
    pub(crate) fn odds<V: Value>(&self, left: &[u32; 10]) -> DealerOdds<V> {
        let total: u32 = left.iter().sum();
        let falling = |n: u32, m: usize| -> V {
            (0..m as u32).fold(V::from_i64(1), |acc, i| {
                acc * V::from_i64(i64::from(n.saturating_sub(i)))
            })
        };
        let mut table: Vec<V> = Vec::with_capacity(self.factors());
        for (&n, &most) in left.iter().zip(&self.max_count) {
            table.extend((0..=most).map(|m| falling(n, m)));
        }
        let width = self.max_drawn + 1;
        let mut sums: Vec<V> = vec![V::from_i64(0); OUTCOMES * width];
        let mut prefix: Vec<V> = vec![V::from_i64(1); 11];
        let mut i = 0;
        while i < self.nodes.len() {
            let node = &self.nodes[i];
            let depth = usize::from(node.depth);
            let product = prefix[depth].clone() * table[usize::from(node.factor)].clone();
            if product.is_zero_value() {
                i = usize::from(node.skip);
                continue;
            }
            if node.orders > 0 {
                let slot = usize::from(node.slot);
                sums[slot] =
                    sums[slot].clone() + product.clone() * V::from_i64(i64::from(node.orders));
            }
            prefix[depth + 1] = product;
            i += 1;
        }
        let mut p: Vec<V> = vec![V::from_i64(0); OUTCOMES];
        for k in 1..=self.max_drawn.min(total as usize) {
            let denominator = falling(total, k);
            for (o, p_o) in p.iter_mut().enumerate() {
                let s = &sums[o * width + k];
                if !s.is_zero_value() {
                    *p_o = p_o.clone() + s.clone() / denominator.clone();
                }
            }
        }
        let settled = p.iter().fold(V::from_i64(0), |acc, x| acc + x.clone());
        let out_of_cards = if total as usize >= self.max_drawn {
            V::from_i64(0)
        } else {
            V::from_i64(1) - settled
        };
        DealerOdds {
            totals: [
                p[0].clone(),
                p[1].clone(),
                p[2].clone(),
                p[3].clone(),
                p[4].clone(),
            ],
            bust: p[BUSTED].clone(),
            blackjack: p[BLACKJACK].clone(),
            out_of_cards,
        }
    }

    /// The same as [`DealerEndings::odds`] in exact rationals, faster: the sums of products are
    /// accumulated as machine integers (no fraction is reduced until the end) whenever they fit
    /// 128 bits, which they do for shoes of a few decks.
    pub(crate) fn odds_exact(&self, left: &[u32; 10]) -> DealerOdds<BigRational> {
        let Some(sums) = self.integer_sums(left) else {
            return self.odds::<BigRational>(left);
        };
        let total: u32 = left.iter().sum();
        let width = self.max_drawn + 1;
        let zero = || BigRational::from_integer(BigInt::from(0));
        let mut p: Vec<BigRational> = vec![zero(); OUTCOMES];
        let mut denominator = BigInt::from(1);
        for k in 1..=self.max_drawn.min(total as usize) {
            denominator *= BigInt::from(total + 1 - k as u32);
            for (o, p_o) in p.iter_mut().enumerate() {
                let s = sums[o * width + k];
                if s != 0 {
                    *p_o += BigRational::new(BigInt::from(s), denominator.clone());
                }
            }
        }
        let settled = p.iter().fold(zero(), |acc, x| acc + x);
        let out_of_cards = if total as usize >= self.max_drawn {
            zero()
        } else {
            BigRational::from_integer(BigInt::from(1)) - settled
        };
        let [t17, t18, t19, t20, t21, bust, blackjack]: [BigRational; OUTCOMES] = match p.try_into()
        {
            Ok(a) => a,
            Err(_) => return self.odds::<BigRational>(left),
        };
        DealerOdds {
            totals: [t17, t18, t19, t20, t21],
            bust,
            blackjack,
            out_of_cards,
        }
    }

    /// `Σ orders × Π falling factorials` per outcome and number of cards drawn, in `u128`, or
    /// `None` on overflow.
    fn integer_sums(&self, left: &[u32; 10]) -> Option<Vec<u128>> {
        let mut table: Vec<u128> = Vec::with_capacity(self.factors());
        for (r, &n) in left.iter().enumerate() {
            let mut f: u128 = 1;
            table.push(f);
            for i in 0..self.max_count[r] as u32 {
                f = f.checked_mul(u128::from(n.saturating_sub(i)))?;
                table.push(f);
            }
        }
        let mut sums = vec![0u128; OUTCOMES * (self.max_drawn + 1)];
        let mut prefix = [1u128; 11];
        let mut i = 0;
        while let Some(node) = self.nodes.get(i) {
            let depth = usize::from(node.depth);
            let product = prefix[depth].checked_mul(table[usize::from(node.factor)])?;
            if product == 0 {
                i = usize::from(node.skip);
                continue;
            }
            if node.orders > 0 {
                let slot = usize::from(node.slot);
                sums[slot] =
                    sums[slot].checked_add(product.checked_mul(u128::from(node.orders))?)?;
            }
            prefix[depth + 1] = product;
            i += 1;
        }
        Some(sums)
    }

    /// The same as [`DealerEndings::odds`] in `f64`, written for the solver's inner loop: the
    /// probabilities of totals 17..21, then of a bust (running out of cards included), then of a
    /// blackjack. `scratch` holds the reusable buffers.
    pub(crate) fn odds_f64(&self, left: &[u32; 10], scratch: &mut Scratch) -> [f64; OUTCOMES] {
        let total: u32 = left.iter().sum();
        let width = self.max_drawn + 1;
        let table = &mut scratch.table;
        table.clear();
        for (r, &n) in left.iter().enumerate() {
            let mut f = 1.0f64;
            table.push(f);
            for i in 0..self.max_count[r] as u32 {
                f *= f64::from(n.saturating_sub(i));
                table.push(f);
            }
        }
        let sums = &mut scratch.sums;
        sums.clear();
        sums.resize(OUTCOMES * width, 0.0);
        let mut prefix = [1.0f64; 11];
        let mut i = 0;
        let nodes = &self.nodes[..];
        while let Some(node) = nodes.get(i) {
            let depth = usize::from(node.depth);
            let product = prefix[depth] * table[usize::from(node.factor)];
            if product == 0.0 {
                i = usize::from(node.skip);
                continue;
            }
            if node.orders > 0 {
                sums[usize::from(node.slot)] += product * f64::from(node.orders);
            }
            prefix[depth + 1] = product;
            i += 1;
        }
        let mut p = [0.0f64; OUTCOMES];
        let mut denominator = 1.0f64;
        for k in 1..=self.max_drawn.min(total as usize) {
            denominator *= f64::from(total + 1 - k as u32);
            for (o, p_o) in p.iter_mut().enumerate() {
                *p_o += sums[o * width + k] / denominator;
            }
        }
        // As in the seed's program: whatever is not a total of 17..21 or a blackjack is a bust,
        // which also settles the (rare) dealer who runs out of cards.
        let mut bust = 1.0;
        for p_o in &p[..BUSTED] {
            bust -= p_o;
        }
        p[BUSTED] = bust - p[BLACKJACK];
        p
    }
}

/// Reusable buffers of [`DealerEndings::odds_f64`].
#[derive(Default)]
pub(crate) struct Scratch {
    table: Vec<f64>,
    sums: Vec<f64>,
}

/// Depth-first walk over every dealer draw sequence, recording where each one ends.
fn walk(
    hand: Total,
    drawn: usize,
    counts: &mut [u8; 10],
    hit_soft_17: bool,
    found: &mut BTreeMap<[u8; 10], (usize, usize, u64)>,
) {
    if drawn > 0 && !dealer_hits(hand, hit_soft_17) || hand == BUST {
        let outcome = if hand == BUST {
            BUSTED
        } else if drawn == 1 && hand == -21 {
            BLACKJACK
        } else {
            (hand.unsigned_abs() - 17) as usize
        };
        let entry = found.entry(*counts).or_insert((drawn, outcome, 0));
        debug_assert_eq!(entry.1, outcome, "a multiset has one outcome");
        entry.2 += 1;
        return;
    }
    for card in 1..=10u8 {
        counts[usize::from(card) - 1] += 1;
        walk(deal(hand, card), drawn + 1, counts, hit_soft_17, found);
        counts[usize::from(card) - 1] -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Independent reference: the plain recursion over draw sequences, card by card.
    fn brute<V: Value>(hand: Total, drawn: usize, left: &mut [u32; 10], h17: bool) -> [V; 8] {
        let zero = || V::from_i64(0);
        let mut out: [V; 8] = std::array::from_fn(|_| zero());
        if drawn > 0 && !dealer_hits(hand, h17) || hand == BUST {
            let o = if hand == BUST {
                BUSTED
            } else if drawn == 1 && hand == -21 {
                BLACKJACK
            } else {
                (hand.unsigned_abs() - 17) as usize
            };
            out[o] = V::from_i64(1);
            return out;
        }
        let total: u32 = left.iter().sum();
        if total == 0 {
            out[7] = V::from_i64(1);
            return out;
        }
        for card in 1..=10u8 {
            let n = left[usize::from(card) - 1];
            if n == 0 {
                continue;
            }
            left[usize::from(card) - 1] -= 1;
            let sub = brute::<V>(deal(hand, card), drawn + 1, left, h17);
            left[usize::from(card) - 1] += 1;
            let p = V::from_i64(i64::from(n)) / V::from_i64(i64::from(total));
            for (o, s) in out.iter_mut().zip(sub) {
                *o = o.clone() + p.clone() * s;
            }
        }
        out
    }

    fn flat<V: Clone>(d: &DealerOdds<V>) -> [V; 8] {
        let t = &d.totals;
        [
            t[0].clone(),
            t[1].clone(),
            t[2].clone(),
            t[3].clone(),
            t[4].clone(),
            d.bust.clone(),
            d.blackjack.clone(),
            d.out_of_cards.clone(),
        ]
    }

    fn one_deck_less(up: u8) -> [u32; 10] {
        let mut left = [4, 4, 4, 4, 4, 4, 4, 4, 4, 16];
        left[usize::from(up) - 1] -= 1;
        left
    }

    #[test]
    fn endings_match_card_by_card_recursion_exactly() {
        for h17 in [false, true] {
            for up in 1..=10u8 {
                let endings = DealerEndings::new(up, h17);
                // A depleted shoe: one deck without the up card, two fives and an ace.
                let mut left = one_deck_less(up);
                left[4] -= 2;
                left[0] -= 1;
                let fast = flat(&endings.odds::<BigRational>(&left));
                let slow = brute::<BigRational>(deal(0, up), 0, &mut left.clone(), h17);
                assert_eq!(fast, slow, "up {up}, h17 {h17}");
            }
        }
    }

    #[test]
    fn tiny_shoes_run_out_of_cards_as_the_recursion_says() {
        // Three 2s cannot finish a dealer hand that starts from a 2; A,2,2 make a soft 17.
        for (left, h17) in [
            ([0, 3, 0, 0, 0, 0, 0, 0, 0, 0], false),
            ([1, 2, 0, 0, 0, 0, 0, 0, 0, 0], true),
        ] {
            let endings = DealerEndings::new(2, h17);
            let fast = flat(&endings.odds::<BigRational>(&left));
            let slow = brute::<BigRational>(deal(0, 2), 0, &mut left.clone(), h17);
            assert_eq!(fast, slow);
            assert!(fast[7] > BigRational::from_i64(0));
        }
    }

    #[test]
    fn f64_path_agrees_with_exact_rationals() {
        let mut scratch = Scratch::default();
        for h17 in [false, true] {
            for up in 1..=10u8 {
                let endings = DealerEndings::new(up, h17);
                let left = one_deck_less(up);
                let exact = flat(&endings.odds::<BigRational>(&left));
                let fast = endings.odds_f64(&left, &mut scratch);
                for o in 0..OUTCOMES {
                    let want = if o == BUSTED {
                        exact[o].to_f64() + exact[7].to_f64()
                    } else {
                        exact[o].to_f64()
                    };
                    assert!((fast[o] - want).abs() < 1e-15, "up {up} outcome {o}");
                }
            }
        }
    }

    /// "An algorithm incorrectness proof": burning the top card (unseen) cannot change the
    /// dealer's odds, so the burn-weighted average over every removed card must equal the
    /// full-shoe odds exactly. Checked in rationals for every up card, both soft-17 rules, on a
    /// full deck and on a depleted six-deck shoe.
    #[test]
    fn burn_card_average_equals_full_shoe_exactly() {
        let shoes = [
            [4u32, 4, 4, 4, 4, 4, 4, 4, 4, 16],
            [20, 24, 17, 24, 22, 24, 24, 21, 24, 90],
        ];
        for h17 in [false, true] {
            for up in 1..=10u8 {
                let endings = DealerEndings::new(up, h17);
                for shoe in shoes {
                    let mut left = shoe;
                    left[usize::from(up) - 1] -= 1;
                    let full = flat(&endings.odds::<BigRational>(&left));
                    let total: u32 = left.iter().sum();
                    let mut average: [BigRational; 8] =
                        std::array::from_fn(|_| BigRational::from_i64(0));
                    for burn in 0..10 {
                        if left[burn] == 0 {
                            continue;
                        }
                        let weight = BigRational::from_i64(i64::from(left[burn]))
                            / BigRational::from_i64(i64::from(total));
                        let mut burned = left;
                        burned[burn] -= 1;
                        let odds = flat(&endings.odds::<BigRational>(&burned));
                        for (a, p) in average.iter_mut().zip(odds) {
                            *a = a.clone() + weight.clone() * p;
                        }
                    }
                    assert_eq!(average, full, "up {up}, h17 {h17}");
                }
            }
        }
    }

    #[test]
    fn integer_path_equals_rational_path() {
        for h17 in [false, true] {
            for up in 1..=10u8 {
                let endings = DealerEndings::new(up, h17);
                for left in [
                    one_deck_less(up),
                    [20, 24, 17, 24, 22, 24, 24, 21, 24, 90],
                    [0, 3, 0, 0, 0, 0, 0, 0, 0, 0],
                ] {
                    assert_eq!(
                        endings.odds_exact(&left),
                        endings.odds::<BigRational>(&left)
                    );
                }
            }
        }
    }

    #[test]
    fn probabilities_sum_to_one() {
        let endings = DealerEndings::new(1, true);
        let left = one_deck_less(1);
        let p = flat(&endings.odds::<BigRational>(&left));
        let sum = p
            .iter()
            .fold(BigRational::from_i64(0), |a, x| a + x.clone());
        assert_eq!(sum, BigRational::from_i64(1));
        assert_eq!(p[BLACKJACK], BigRational::new(16.into(), 51.into()));
    }
}
