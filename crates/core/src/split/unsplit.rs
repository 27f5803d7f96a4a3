//! The alternative to splitting: standing, hitting or doubling the pair as one hand, with
//! composition-dependent play (every decision uses the exact cards of the hand and the up
//! card), valued with the same conventions as E(split) so the two can be compared.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::dealer::{BLACKJACK, DealerEndings, Scratch};
use super::hand::{BUST, Total, deal};
use super::solver::Number;
use super::value::max;
use super::{Doubling, Scenario, SplitError};

/// Values of playing the pair as one hand, per unit wager, dealer blackjack included.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnsplitValues {
    /// Standing on the pair.
    pub stand: f64,
    /// Hitting the pair, then playing on optimally.
    pub hit: f64,
    /// Doubling down on the pair, if the rules allow it.
    pub double: Option<f64>,
    /// The best of standing, hitting and doubling.
    pub best: f64,
    /// Probability of a dealer blackjack given the pair and up card (0 unless ace or ten up).
    pub dealer_blackjack: f64,
}

/// Stand, hit and double values of the unsplit pair.
pub fn unsplit_values(scenario: &Scenario) -> Result<UnsplitValues, SplitError> {
    let v = unsplit::<f64>(scenario)?;
    Ok(UnsplitValues {
        stand: v.stand,
        hit: v.hit,
        double: v.double,
        best: v
            .double
            .map_or(v.stand.max(v.hit), |d| d.max(v.stand.max(v.hit))),
        dealer_blackjack: v.dealer_blackjack,
    })
}

/// The values in any number type.
pub(crate) struct Unsplit<V> {
    pub stand: V,
    pub hit: V,
    pub double: Option<V>,
    pub dealer_blackjack: V,
}

/// Recursion over the player's draws, memoized by the multiset of cards drawn.
struct Player<'a, V> {
    endings: &'a DealerEndings,
    scratch: Scratch,
    no_hole_card: bool,
    memo: HashMap<[u8; 10], V>,
}

impl<V: Number> Player<'_, V> {
    /// Standing on `total` (or busted) with `left` cards in the shoe, `wager` units at stake.
    /// After a peek a dealer blackjack takes only the original unit, even from a busted double:
    /// the player would never have doubled.
    fn stand(&mut self, total: Total, left: &[u32; 10], wager: i64) -> V {
        let p = V::dealer(self.endings, left, &mut self.scratch);
        let mine = i64::from(total.abs());
        let loss = if self.no_hole_card { wager } else { 1 };
        let mut value = -(p[BLACKJACK].clone() * V::from_i64(loss));
        for (o, p_o) in p.iter().take(6).enumerate() {
            let dealer = 17 + o as i64;
            let sign = if total == BUST {
                -1
            } else if dealer > 21 {
                1
            } else {
                (mine - dealer).signum()
            };
            value = value + p_o.clone() * V::from_i64(wager * sign);
        }
        value
    }

    /// Hitting `total` (drawn cards `drawn`), then playing on optimally; `None` from an empty shoe.
    fn hit(&mut self, total: Total, drawn: [u8; 10], left: &[u32; 10]) -> Option<V> {
        let n: u32 = left.iter().sum();
        if n == 0 {
            return None;
        }
        let mut sum = V::from_i64(0);
        for r in 0..10 {
            if left[r] == 0 {
                continue;
            }
            let next = deal(total, r as u8 + 1);
            // A bust loses the one unit whatever the dealer holds.
            let v = if next == BUST {
                V::from_i64(-1)
            } else {
                let mut d = drawn;
                d[r] += 1;
                let mut l = *left;
                l[r] -= 1;
                self.best(next, d, &l)
            };
            sum = sum + V::from_i64(i64::from(left[r])) * v;
        }
        Some(sum / V::from_i64(i64::from(n)))
    }

    /// The better of standing and hitting.
    fn best(&mut self, total: Total, drawn: [u8; 10], left: &[u32; 10]) -> V {
        if let Some(v) = self.memo.get(&drawn) {
            return v.clone();
        }
        let stand = self.stand(total, left, 1);
        let v = match self.hit(total, drawn, left) {
            Some(h) => max(stand, h),
            None => stand,
        };
        self.memo.insert(drawn, v.clone());
        v
    }
}

/// Stand, hit and double values in the number type `V`.
pub(crate) fn unsplit<V: Number>(scenario: &Scenario) -> Result<Unsplit<V>, SplitError> {
    scenario.validate()?;
    let rules = &scenario.rules;
    let endings = DealerEndings::new(scenario.up, rules.hit_soft_17);
    let left = scenario.left_after_deal();
    let total = deal(deal(0, scenario.pair), scenario.pair);
    let mut player = Player::<V> {
        endings: &endings,
        scratch: Scratch::default(),
        no_hole_card: rules.no_hole_card,
        memo: HashMap::new(),
    };
    let stand = player.stand(total, &left, 1);
    let n: u32 = left.iter().sum();
    let hit = player
        .hit(total, [0; 10], &left)
        .unwrap_or_else(|| stand.clone());
    let may_double = match rules.doubling {
        Doubling::AnyTwo => true,
        Doubling::NineToEleven => (9..=11).contains(&total),
        Doubling::TenEleven => (10..=11).contains(&total),
    };
    let double = (may_double && n > 0).then(|| {
        let mut sum = V::from_i64(0);
        for r in 0..10 {
            if left[r] == 0 {
                continue;
            }
            let mut l = left;
            l[r] -= 1;
            let v = player.stand(deal(total, r as u8 + 1), &l, 2);
            sum = sum + V::from_i64(i64::from(left[r])) * v;
        }
        sum / V::from_i64(i64::from(n))
    });
    let dealer_blackjack = V::dealer(&endings, &left, &mut player.scratch)[BLACKJACK].clone();
    Ok(Unsplit {
        stand,
        hit,
        double,
        dealer_blackjack,
    })
}
