//! Two of the post's figures about order, computed.
//!
//! 1. **The order of the random draws.** The post's `monotone_cftp` keeps a list of updates;
//!    each time the chains have not met it *prepends* `len + 1` fresh draws, so the list grows
//!    1, 3, 7, 15, … and is always run from its head (the farthest past) to time −1. The post's
//!    figure maps each draw, in the order the generator made it, to the time at which it is
//!    used: [`post_schedule`]. (Our own sampler needs no list: the draw of time −t is a pure
//!    function of the seed and t, see [`super::random`].)
//! 2. **Which order the shuffle keeps.** The post's puzzle: the adjacent-pair update ("put the
//!    pair in ascending or descending order by a coin") is monotone for the Bruhat order
//!    ([`precedes`]), while "swap the pair or not by a coin", with the same uniform stationary
//!    distribution, is not. [`order_census`] checks every ordered pair of decks of n ≤ 5 cards
//!    under every update, for both rules, and keeps the first pair the second rule unorders.

use serde::{Deserialize, Serialize};

use super::BadInput;
use super::shuffle::{Deck, all_decks, precedes};

/// The largest number of restarts [`post_schedule`] draws (2¹² − 1 = 4,095 draws).
pub const MAX_RESTARTS: u32 = 12;

/// One random draw of the post's list: the `drawn`-th value the generator made (from 0), used
/// at time −`time` (1 = the last step before time 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawUse {
    /// Its place in the order the generator made the draws, from 0.
    pub drawn: u64,
    /// The time it updates the chains at, counted back from 0 (1 ..= the list's length).
    pub time: u64,
}

/// Every draw of the post's update list after `restarts` restarts (the first list has one
/// draw; restart r prepends 2^r draws, so 2^(restarts+1) − 1 in all), in the order made.
///
/// Closed form (tested against a literal run of the post's list): the draws of restart r are
/// numbers 2^r − 1 .. 2^(r+1) − 2; prepended at the head, the list's first draw is the
/// farthest past, time 2^(r+1) − 1, and they fill times 2^(r+1) − 1 down to 2^r.
pub fn post_schedule(restarts: u32) -> Result<Vec<DrawUse>, BadInput> {
    if restarts > MAX_RESTARTS {
        return Err(BadInput(format!(
            "the number of restarts must be at most {MAX_RESTARTS}, not {restarts}"
        )));
    }
    let mut out = Vec::new();
    for r in 0..=restarts {
        let (first, len) = ((1u64 << r) - 1, 1u64 << r);
        let far = (1u64 << (r + 1)) - 1;
        out.extend((0..len).map(|i| DrawUse {
            drawn: first + i,
            time: far - i,
        }));
    }
    Ok(out)
}

/// How the two rules treat every ordered pair p ≤ q of n-card decks under every update.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderCensus {
    /// The number of cards.
    pub cards: usize,
    /// Pairs (p, q) of decks with p ≤ q in the Bruhat order, p = q included.
    pub ordered_pairs: u64,
    /// The updates each pair was tried with: every position k of the pair and both coins.
    pub updates: u64,
    /// (pair, update) cases where the post's rule leaves f(p) ≰ f(q): zero means monotone.
    pub sort_breaks: u64,
    /// The same for "swap or not".
    pub swap_breaks: u64,
    /// The first case "swap or not" breaks: p ≤ q, the position k, and the decks after the swap.
    pub swap_witness: Option<Witness>,
}

/// A pair p ≤ q that swapping the cards at k, k + 1 in both unorders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Witness {
    /// The lower deck.
    pub p: Deck,
    /// The upper deck.
    pub q: Deck,
    /// The position of the pair swapped (from 0).
    pub k: usize,
    /// p after the swap.
    pub p_after: Deck,
    /// q after the swap.
    pub q_after: Deck,
}

/// The post's update: the pair at k, k + 1 put in ascending order (or descending).
fn sort_pair(deck: &Deck, k: usize, ascending: bool) -> Deck {
    let mut d = deck.clone();
    if ascending != (d[k] < d[k + 1]) {
        d.swap(k, k + 1);
    }
    d
}

/// "Swap or not": the pair at k, k + 1 swapped when the coin says so.
fn swap_pair(deck: &Deck, k: usize, swap: bool) -> Deck {
    let mut d = deck.clone();
    if swap {
        d.swap(k, k + 1);
    }
    d
}

/// Checks both rules on every ordered pair of `cards`-card decks (2 ≤ cards ≤ 5: 120² pairs).
pub fn order_census(cards: usize) -> Result<OrderCensus, BadInput> {
    if !(2..=5).contains(&cards) {
        return Err(BadInput(format!(
            "the census takes from 2 to 5 cards, not {cards}"
        )));
    }
    let decks = all_decks(cards);
    let mut census = OrderCensus {
        cards,
        ordered_pairs: 0,
        updates: 2 * (cards as u64 - 1),
        sort_breaks: 0,
        swap_breaks: 0,
        swap_witness: None,
    };
    for p in &decks {
        for q in decks.iter().filter(|q| precedes(p, q)) {
            census.ordered_pairs += 1;
            for k in 0..cards - 1 {
                for coin in [false, true] {
                    if !precedes(&sort_pair(p, k, coin), &sort_pair(q, k, coin)) {
                        census.sort_breaks += 1;
                    }
                    let (p2, q2) = (swap_pair(p, k, coin), swap_pair(q, k, coin));
                    if !precedes(&p2, &q2) {
                        census.swap_breaks += 1;
                        census.swap_witness.get_or_insert_with(|| Witness {
                            p: p.clone(),
                            q: q.clone(),
                            k,
                            p_after: p2,
                            q_after: q2,
                        });
                    }
                }
            }
        }
    }
    Ok(census)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The post's list, run literally: start with one draw; each restart prepends len + 1 new
    /// draws; the list is applied from its head, so its i-th entry is used at time len − i.
    fn literal(restarts: u32) -> Vec<DrawUse> {
        let mut updates: Vec<u64> = vec![0];
        let mut next = 1;
        for _ in 0..restarts {
            let fresh: Vec<u64> = (next..next + updates.len() as u64 + 1).collect();
            next += fresh.len() as u64;
            updates = [fresh, updates].concat();
        }
        let len = updates.len() as u64;
        let mut out: Vec<DrawUse> = updates
            .iter()
            .enumerate()
            .map(|(i, &drawn)| DrawUse {
                drawn,
                time: len - i as u64,
            })
            .collect();
        out.sort_by_key(|d| d.drawn);
        out
    }

    #[test]
    fn the_closed_form_is_the_posts_list() {
        for r in 0..=MAX_RESTARTS {
            assert_eq!(post_schedule(r).unwrap(), literal(r), "restarts {r}");
        }
        let s = post_schedule(2).unwrap();
        // Lengths 1, 3, 7: the first draw is used last (time 1), the newest block first.
        assert_eq!(s.len(), 7);
        assert_eq!(s[0], DrawUse { drawn: 0, time: 1 });
        assert_eq!(s[3], DrawUse { drawn: 3, time: 7 });
        assert!(post_schedule(MAX_RESTARTS + 1).is_err());
    }

    #[test]
    fn the_posts_rule_keeps_the_order_and_swap_or_not_breaks_it() {
        // The Bruhat order of S3 by hand: the sorted deck below the 5 others, each of the two
        // one-swap decks below the 3 longer ones, each two-swap deck below the reversed one:
        // 5 + 6 + 2 = 13 strict pairs, plus the 6 decks each ≤ itself.
        let three = order_census(3).unwrap();
        assert_eq!(three.ordered_pairs, 19);
        for n in 2..=5 {
            let c = order_census(n).unwrap();
            assert_eq!(c.sort_breaks, 0, "{n} cards");
            assert!(c.swap_breaks > 0, "{n} cards");
            let w = c.swap_witness.unwrap();
            assert!(precedes(&w.p, &w.q) && !precedes(&w.p_after, &w.q_after));
        }
        // Two cards: 01 ≤ 10, and swapping both gives 10 and 01.
        let two = order_census(2).unwrap().swap_witness.unwrap();
        assert_eq!((two.p, two.q, two.k), (vec![0, 1], vec![1, 0], 0));
        assert!(order_census(6).is_err() && order_census(1).is_err());
    }
}
