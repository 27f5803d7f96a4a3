//! An independent reference, a brute force over the full history of a round, and the solver's
//! values (split and unsplit) against it on small shoes.

use std::collections::HashMap;

use super::*;

// An independent reference: plain recursion over the full history of a round, with real hand
// totals, the order of the hands kept, no clamping, no sorting, no packing, and card-by-card
// dealer odds. It knows nothing of the solver's states; it is only feasible for tiny shoes.

/// One hand as the brute force sees it.
#[derive(Clone, Copy, Debug)]
struct BruteHand {
    /// Sum of the cards, aces counted one.
    hard: u32,
    has_ace: bool,
    cards: u32,
    /// Rank of the second card (to recognise a new pair).
    second: u8,
    doubled: bool,
}

impl BruteHand {
    fn lone(rank: u8) -> BruteHand {
        BruteHand {
            hard: u32::from(rank),
            has_ace: rank == 1,
            cards: 1,
            second: 0,
            doubled: false,
        }
    }
    fn soft(&self) -> bool {
        self.has_ace && self.hard + 10 <= 21
    }
    fn best(&self) -> u32 {
        if self.soft() {
            self.hard + 10
        } else {
            self.hard
        }
    }
    fn bust(&self) -> bool {
        self.hard > 21
    }
    fn draw(&self, rank: u8) -> BruteHand {
        BruteHand {
            hard: self.hard + u32::from(rank),
            has_ace: self.has_ace || rank == 1,
            cards: self.cards + 1,
            second: if self.cards == 1 { rank } else { self.second },
            doubled: self.doubled,
        }
    }
}

struct Brute {
    rules: Rules,
    pair: u8,
    up: u8,
    /// Played as one hand (no split; the doubling rule of a first hand).
    unsplit: bool,
    dealer_memo: HashMap<[u32; 10], [f64; 8]>,
}

/// Dealer odds card by card: 17..21, bust, blackjack, ran out of cards.
fn brute_dealer(hard: u32, has_ace: bool, drawn: u32, left: &mut [u32; 10], h17: bool) -> [f64; 8] {
    let soft = has_ace && hard + 10 <= 21;
    let best = if soft { hard + 10 } else { hard };
    let mut out = [0.0; 8];
    if hard > 21 {
        out[5] = 1.0;
        return out;
    }
    if drawn > 0 && (best > 17 || (best == 17 && !(soft && h17))) {
        out[if drawn == 1 && best == 21 {
            6
        } else {
            (best - 17) as usize
        }] = 1.0;
        return out;
    }
    let n: u32 = left.iter().sum();
    if n == 0 {
        out[7] = 1.0;
        return out;
    }
    for r in 0..10 {
        if left[r] == 0 {
            continue;
        }
        let p = f64::from(left[r]) / f64::from(n);
        left[r] -= 1;
        let sub = brute_dealer(hard + r as u32 + 1, has_ace || r == 0, drawn + 1, left, h17);
        left[r] += 1;
        for (o, s) in out.iter_mut().zip(sub) {
            *o += p * s;
        }
    }
    out
}

impl Brute {
    fn new(s: &Scenario, unsplit: bool) -> Brute {
        Brute {
            rules: s.rules,
            pair: s.pair,
            up: s.up,
            unsplit,
            dealer_memo: HashMap::new(),
        }
    }

    /// Settles completed hands against the dealer.
    fn settle(&mut self, hands: &[BruteHand], left: &[u32; 10]) -> f64 {
        let (up, h17) = (self.up, self.rules.hit_soft_17);
        let p = *self
            .dealer_memo
            .entry(*left)
            .or_insert_with(|| brute_dealer(u32::from(up), up == 1, 0, &mut left.clone(), h17));
        let wager = |h: &BruteHand| if h.doubled { 2.0 } else { 1.0 };
        let mut value = 0.0;
        for (o, &p_o) in p.iter().enumerate() {
            let payoff: f64 = match o {
                6 if self.rules.no_hole_card => -hands.iter().map(wager).sum::<f64>(),
                6 => -1.0,
                _ => hands
                    .iter()
                    .map(|h| {
                        let sign = if h.bust() {
                            -1.0
                        } else if o >= 5 {
                            1.0
                        } else {
                            f64::from((h.best() as i32 - (17 + o as i32)).signum())
                        };
                        wager(h) * sign
                    })
                    .sum(),
            };
            value += p_o * payoff;
        }
        value
    }

    /// The current hand is done: play the next pair card, or settle the round.
    fn finish(
        &mut self,
        done: &[BruteHand],
        hand: BruteHand,
        pending: u32,
        left: &mut [u32; 10],
    ) -> f64 {
        let mut all = done.to_vec();
        all.push(hand);
        if pending > 0 {
            self.play(&all, BruteHand::lone(self.pair), pending - 1, left)
        } else {
            self.settle(&all, left)
        }
    }

    fn can_split(&self, done: &[BruteHand], hand: &BruteHand, pending: u32) -> bool {
        !self.unsplit
            && hand.cards == 2
            && hand.second == self.pair
            && done.len() as u32 + 1 + pending <= u32::from(self.rules.max_splits)
            && (self.rules.resplit_aces || self.pair != 1)
    }

    fn hit(
        &mut self,
        done: &[BruteHand],
        hand: BruteHand,
        pending: u32,
        left: &mut [u32; 10],
        doubled: bool,
    ) -> f64 {
        let n: u32 = left.iter().sum();
        let mut sum = 0.0;
        for r in 0..10 {
            if left[r] == 0 {
                continue;
            }
            let p = f64::from(left[r]) / f64::from(n);
            left[r] -= 1;
            let mut next = hand.draw(r as u8 + 1);
            next.doubled = doubled;
            sum += p * if doubled || next.bust() {
                self.finish(done, next, pending, left)
            } else {
                self.play(done, next, pending, left)
            };
            left[r] += 1;
        }
        sum
    }

    fn may_double(&self, hand: &BruteHand) -> bool {
        let split_aces = !self.unsplit && self.pair == 1;
        let total_ok = match self.rules.doubling {
            Doubling::AnyTwo => true,
            Doubling::NineToEleven => !hand.soft() && (9..=11).contains(&hand.best()),
            Doubling::TenEleven => !hand.soft() && (10..=11).contains(&hand.best()),
        };
        hand.cards == 2
            && (self.unsplit || self.rules.double_after_split)
            && !split_aces
            && total_ok
    }

    /// The best play of the current hand.
    fn play(
        &mut self,
        done: &[BruteHand],
        hand: BruteHand,
        pending: u32,
        left: &mut [u32; 10],
    ) -> f64 {
        let n: u32 = left.iter().sum();
        let split_aces = !self.unsplit && self.pair == 1;
        if self.can_split(done, &hand, pending) {
            let resplit = self.play(done, BruteHand::lone(self.pair), pending + 1, left);
            if self.rules.forced_resplit {
                return resplit;
            }
            let other = self.play_without_split(done, hand, pending, left, n, split_aces);
            return other.map_or(resplit, |v| v.max(resplit));
        }
        self.play_without_split(done, hand, pending, left, n, split_aces)
            .unwrap_or(f64::NEG_INFINITY)
    }

    fn play_without_split(
        &mut self,
        done: &[BruteHand],
        hand: BruteHand,
        pending: u32,
        left: &mut [u32; 10],
        n: u32,
        split_aces: bool,
    ) -> Option<f64> {
        let mut best: Option<f64> = None;
        let mut consider = |v: f64| best = Some(best.map_or(v, |b: f64| b.max(v)));
        if hand.cards >= 2 || n == 0 {
            consider(self.finish(done, hand, pending, left));
        }
        if n > 0 && (hand.cards < 2 || !split_aces) {
            consider(self.hit(done, hand, pending, left, false));
        }
        if n > 0 && self.may_double(&hand) {
            consider(self.hit(done, hand, pending, left, true));
        }
        best
    }

    /// E(split) by brute force.
    fn split(s: &Scenario) -> f64 {
        let mut b = Brute::new(s, false);
        let mut left = s.left_after_deal();
        b.play(&[], BruteHand::lone(s.pair), 1, &mut left)
    }
}

/// The solver (clamped, sorted, packed states) against the full-history brute force.
#[test]
fn small_shoes_match_brute_force() {
    for s in small_cases() {
        let fast = quick(&s).value;
        let slow = Brute::split(&s);
        assert!(
            (fast - slow).abs() < 1e-12,
            "{s:?}: solver {fast} vs brute force {slow}"
        );
    }
}

#[test]
fn unsplit_values_match_brute_force() {
    for s in [
        scenario(decks(1), 8, 10, Rules::default()),
        scenario(
            decks(2),
            5,
            6,
            Rules {
                doubling: Doubling::TenEleven,
                ..Rules::default()
            },
        ),
        scenario(
            decks(1),
            1,
            1,
            Rules {
                no_hole_card: true,
                ..Rules::default()
            },
        ),
        scenario([2, 0, 0, 2, 0, 2, 0, 3, 0, 4], 4, 6, Rules::default()),
    ] {
        let got = unsplit_values(&s).unwrap();
        let mut b = Brute::new(&s, true);
        let mut left = s.left_after_deal();
        let pair = BruteHand::lone(s.pair).draw(s.pair);
        let stand = b.finish(&[], pair, 0, &mut left);
        let hit = b.hit(&[], pair, 0, &mut left, false);
        let double = b
            .may_double(&pair)
            .then(|| b.hit(&[], pair, 0, &mut left, true));
        assert!((got.stand - stand).abs() < 1e-13, "{s:?}");
        assert!((got.hit - hit).abs() < 1e-13, "{s:?}");
        assert_eq!(got.double.is_some(), double.is_some());
        if let (Some(g), Some(d)) = (got.double, double) {
            assert!((g - d).abs() < 1e-13, "{s:?}: double {g} vs {d}");
        }
        assert_eq!(
            got.best,
            [got.stand, got.hit, got.double.unwrap_or(f64::MIN)]
                .into_iter()
                .fold(f64::MIN, f64::max)
        );
    }
}
