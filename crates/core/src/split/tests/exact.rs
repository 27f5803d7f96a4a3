//! Exact rationals: the solver in `f64` against the same algorithm in rationals, and split
//! aces against a closed form with card-by-card dealer odds.

use num_rational::BigRational;

use super::*;

/// The same algorithm in exact rationals: `f64` loses nothing that matters.
#[test]
fn f64_matches_exact_rationals() {
    for s in small_cases().into_iter().take(4) {
        let fast = quick(&s);
        let exact = solve_exact(&s, &SolveOptions::default(), &mut Silent).unwrap();
        assert_eq!(fast.states, exact.solution.states);
        assert!((fast.value - exact.value.to_f64()).abs() < 1e-15, "{s:?}");
    }
}

/// Split aces get one card each: without resplitting there is no decision left, so E(split)
/// is a plain sum over the two cards drawn, settled with card-by-card dealer odds. Exact.
#[test]
fn split_aces_match_closed_form_exactly() {
    let r = |x: i64| BigRational::from_integer(x.into());
    for (up, rules) in [
        (
            7,
            Rules {
                hit_soft_17: false,
                ..Rules::default()
            },
        ),
        (
            10,
            Rules {
                no_hole_card: true,
                max_splits: 3,
                ..Rules::default()
            },
        ),
        (1, Rules::default()),
    ] {
        let s = scenario(decks(1), 1, up, rules);
        let left = s.left_after_deal();
        let n: i64 = left.iter().map(|&x| i64::from(x)).sum();
        let mut expected = r(0);
        for c1 in 0..10 {
            for c2 in 0..10 {
                let mut l = left;
                let p1 = r(i64::from(l[c1])) / r(n);
                if l[c1] == 0 {
                    continue;
                }
                l[c1] -= 1;
                let p2 = r(i64::from(l[c2])) / r(n - 1);
                if l[c2] == 0 {
                    continue;
                }
                l[c2] -= 1;
                // Each hand: an ace plus one card (a ten makes 21, not a blackjack).
                let hands = [c1, c2].map(|c| {
                    if c == 0 {
                        12
                    } else if c + 1 + 11 <= 21 {
                        c as i64 + 12
                    } else {
                        c as i64 + 2
                    }
                });
                let d = brute_dealer_exact(u32::from(up), up == 1, 0, &mut l, rules.hit_soft_17);
                let mut value = r(0);
                for (o, p) in d.iter().enumerate() {
                    let payoff: i64 = match o {
                        6 if rules.no_hole_card => -2,
                        6 => -1,
                        5 | 7 => 2,
                        _ => hands.iter().map(|&h| (h - 17 - o as i64).signum()).sum(),
                    };
                    value += p.clone() * r(payoff);
                }
                expected += p1 * p2 * value;
            }
        }
        let exact = solve_exact(&s, &SolveOptions::default(), &mut Silent).unwrap();
        assert_eq!(exact.value, expected, "aces vs {up}");
    }
}

/// Card-by-card dealer odds in rationals (17..21, bust, blackjack, ran out).
fn brute_dealer_exact(
    hard: u32,
    has_ace: bool,
    drawn: u32,
    left: &mut [u32; 10],
    h17: bool,
) -> Vec<BigRational> {
    let zero = || BigRational::from_integer(0.into());
    let soft = has_ace && hard + 10 <= 21;
    let best = if soft { hard + 10 } else { hard };
    let mut out = vec![zero(); 8];
    let one = BigRational::from_integer(1.into());
    if hard > 21 {
        out[5] = one;
        return out;
    }
    if drawn > 0 && (best > 17 || (best == 17 && !(soft && h17))) {
        out[if drawn == 1 && best == 21 {
            6
        } else {
            (best - 17) as usize
        }] = one;
        return out;
    }
    let n: u32 = left.iter().sum();
    if n == 0 {
        out[7] = one;
        return out;
    }
    for r in 0..10 {
        if left[r] == 0 {
            continue;
        }
        let p = BigRational::new(left[r].into(), n.into());
        left[r] -= 1;
        let sub = brute_dealer_exact(hard + r as u32 + 1, has_ace || r == 0, drawn + 1, left, h17);
        left[r] += 1;
        for (o, s) in out.iter_mut().zip(sub) {
            *o += p.clone() * s;
        }
    }
    out
}
