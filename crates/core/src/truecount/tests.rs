//! Tests against the post's figures (−25/169, −557/3757, −29/221), independent closed forms
//! (−P(tie), and the hypergeometric moments of a burn), and a brute force that deals every
//! ordering of a small shoe's cards.

use super::report::decimal;
use super::*;
use crate::progress::{Flow, Silent};
use crate::serde_big::ratio_text;
use num_traits::{One, Zero};

const CORRECT: Game = Game {
    ties_push: false,
    buggy: false,
};
const BUGGY: Game = Game {
    ties_push: false,
    buggy: true,
};

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

fn shoe(counts: &[i64]) -> Shoe {
    Shoe::new(counts).unwrap()
}

/// Independent closed forms. Win and loss are symmetric, so the correct expected value is
/// −P(tie) = −Σ c(c − 1)/(N(N − 1)); drawing the house's card with replacement makes it
/// −Σ c²/N².
fn closed_form(counts: &[u32], game: Game) -> BigRational {
    let n = i64::from(counts.iter().sum::<u32>());
    let (ties, pairs) = if game.buggy {
        (counts.iter().map(|&c| i64::from(c * c)).sum::<i64>(), n * n)
    } else {
        (
            counts.iter().map(|&c| i64::from(c * c - c)).sum(),
            n * (n - 1),
        )
    };
    if game.ties_push {
        BigRational::zero()
    } else {
        ratio(-ties, pairs)
    }
}

#[test]
fn the_posts_figures() {
    let deck = Shoe::single_deck();
    assert_eq!(expected_value(&deck, BUGGY), ratio(-25, 169));
    let burn_one = average_ev(&deck, BUGGY, Stopping::Burn(1), &mut Silent).unwrap();
    assert_eq!(burn_one, ratio(-557, 3757));
    // "still a roughly 14.8% house edge"
    assert_eq!((decimal(&burn_one) * 1000.0).round(), -148.0);
    // The missing line restored: −P(tie) = −348/2652.
    assert_eq!(expected_value(&deck, CORRECT), ratio(-29, 221));
    // Ties push: "average_ev(shoe) == expected_value(shoe) == 0", bug or no bug.
    for buggy in [false, true] {
        let game = Game {
            ties_push: true,
            buggy,
        };
        let report = truecount_report(&deck, game, 10, &mut Silent).unwrap();
        assert_eq!(ratio_text(&report.expected_value_exact), "0/1");
        assert!(!report.bug_revealed);
        assert!(
            report
                .averages
                .iter()
                .all(|a| ratio_text(&a.average_exact) == "0/1")
        );
    }
}

#[test]
fn every_rule_reveals_the_bug_and_agrees_without_it() {
    let deck = Shoe::single_deck();
    let buggy = truecount_report(&deck, BUGGY, 10, &mut Silent).unwrap();
    assert!(buggy.bug_revealed);
    assert!(buggy.averages.iter().all(|a| !a.agrees), "{buggy:?}");
    let correct = truecount_report(&deck, CORRECT, 10, &mut Silent).unwrap();
    assert!(!correct.bug_revealed);
    for average in &correct.averages {
        assert_eq!(ratio_text(&average.average_exact), "-29/221", "{average:?}");
    }
}

#[test]
fn expected_value_matches_the_closed_forms() {
    let shoes: [&[i64]; 5] = [
        &[4, 4, 4, 4, 4, 4, 4, 4, 4, 16],
        &[24, 24, 24, 24, 24, 24, 24, 24, 24, 96],
        &[1, 1],
        &[0, 3, 0, 2, 7],
        &[5, 1, 0, 0, 9, 2, 2, 2, 8, 1, 1, 30, 4],
    ];
    for counts in shoes {
        let shoe = shoe(counts);
        for ties_push in [false, true] {
            for buggy in [false, true] {
                let game = Game { ties_push, buggy };
                assert_eq!(
                    expected_value(&shoe, game),
                    closed_form(shoe.counts(), game),
                    "{counts:?} {game:?}"
                );
            }
        }
    }
}

/// The buggy burn-k average by the hypergeometric moments of the cards left of each rank:
/// c' = c − X with E[X] = kc/N and Var X = k(c/N)(1 − c/N)(N − k)/(N − 1), so
/// E[c'²] = (c − kc/N)² + Var X, and the buggy value −Σc'²/(N − k)² averages to
/// −Σ E[c'²]/(N − k)².
fn buggy_burn_closed_form(counts: &[u32], k: u32) -> BigRational {
    let n = BigRational::from_integer(counts.iter().sum::<u32>().into());
    let k = BigRational::from_integer(k.into());
    let one = BigRational::one();
    let mut squares = BigRational::zero();
    for &c in counts {
        let c = BigRational::from_integer(c.into());
        let share = &c / &n;
        let mean_left = &c - &k * &share;
        let variance = &k * &share * (&one - &share) * (&n - &k) / (&n - &one);
        squares += &mean_left * &mean_left + variance;
    }
    let left = &n - &k;
    -squares / (&left * &left)
}

#[test]
fn buggy_burn_averages_match_the_moments() {
    for counts in [
        Shoe::single_deck().counts().to_vec(),
        vec![24, 24, 24, 24, 24, 24, 24, 24, 24, 96],
        vec![3, 0, 5, 1, 1, 2, 9],
    ] {
        let shoe = Shoe::new(&counts.iter().map(|&c| i64::from(c)).collect::<Vec<_>>()).unwrap();
        for k in [1, 2, 5, 10] {
            let dp = average_ev(&shoe, BUGGY, Stopping::Burn(k), &mut Silent).unwrap();
            assert_eq!(
                dp,
                buggy_burn_closed_form(&counts, k),
                "{counts:?} burn {k}"
            );
        }
    }
}

/// Every ordering of a small shoe's concrete cards, each card given by its rank.
fn each_ordering(cards: &mut Vec<usize>, k: usize, visit: &mut impl FnMut(&[usize])) {
    if k == cards.len() {
        visit(cards);
        return;
    }
    for i in k..cards.len() {
        cards.swap(k, i);
        each_ordering(cards, k + 1, visit);
        cards.swap(k, i);
    }
}

/// The average by brute force: shuffle the concrete cards in every order, deal by `rule`
/// from the top (the coin is independent of the cards, so its rule mixes the burn-k
/// averages with P(k heads first)), and average the expected value of what is left.
fn brute_force(counts: &[u32], game: Game, rule: Stopping) -> BigRational {
    let burn_after = |dealt_by: &dyn Fn(&[usize]) -> usize| {
        let mut cards: Vec<usize> = counts
            .iter()
            .enumerate()
            .flat_map(|(rank, &c)| std::iter::repeat_n(rank, c as usize))
            .collect();
        let (mut sum, mut orderings) = (BigRational::zero(), 0i64);
        each_ordering(&mut cards, 0, &mut |order| {
            let mut left = counts.to_vec();
            for &card in &order[..dealt_by(order)] {
                left[card] -= 1;
            }
            let counts: Vec<i64> = left.iter().map(|&c| i64::from(c)).collect();
            sum += expected_value(&Shoe::new(&counts).unwrap(), game);
            orderings += 1;
        });
        sum / BigRational::from_integer(orderings.into())
    };
    match rule {
        Stopping::Burn(k) => burn_after(&|_| k as usize),
        Stopping::UntilRank { rank, max_cards } => burn_after(&|order| {
            let max = max_cards as usize;
            order[..max]
                .iter()
                .position(|&c| c == rank)
                .map_or(max, |i| i + 1)
        }),
        Stopping::CoinFlips { max_heads } => (0..=max_heads)
            .map(|k| {
                let flips = (k + 1).min(max_heads);
                burn_after(&|_| k as usize) / BigRational::from_integer((1u64 << flips).into())
            })
            .sum(),
    }
}

#[test]
fn stopping_rules_agree_with_brute_force() {
    let counts = [2, 1, 2, 3]; // 8 cards: 40,320 orderings
    let small = shoe(&[2, 1, 2, 3]);
    let rules = [
        Stopping::Burn(0),
        Stopping::Burn(3),
        Stopping::UntilRank {
            rank: 0,
            max_cards: 4,
        },
        Stopping::UntilRank {
            rank: 3,
            max_cards: 6,
        },
        Stopping::CoinFlips { max_heads: 5 },
    ];
    for game in [CORRECT, BUGGY] {
        for rule in rules {
            let enumerated = average_ev(&small, game, rule, &mut Silent).unwrap();
            assert_eq!(
                enumerated,
                brute_force(&counts, game, rule),
                "{game:?} {rule:?}"
            );
        }
    }
}

#[test]
fn the_theorem_holds_for_the_correct_program_on_other_shoes() {
    let six_decks = shoe(&[24, 24, 24, 24, 24, 24, 24, 24, 24, 96]);
    let odd = shoe(&[1, 0, 7, 3, 3, 12, 2, 0, 0, 5, 1, 1, 4]);
    for shoe in [six_decks, odd] {
        let report = truecount_report(&shoe, CORRECT, 10, &mut Silent).unwrap();
        assert!(!report.bug_revealed, "{report:?}");
        let buggy = truecount_report(&shoe, BUGGY, 10, &mut Silent).unwrap();
        assert!(buggy.bug_revealed);
    }
}

#[test]
fn the_largest_enumeration_within_the_caps() {
    // 13 ranks of 76 cards (988 cards), rule dealing up to 10: 646,646 shoes at depth 10.
    let big = shoe(&[76; 13]);
    let rule = Stopping::CoinFlips { max_heads: 10 };
    let average = average_ev(&big, CORRECT, rule, &mut Silent).unwrap();
    assert_eq!(average, expected_value(&big, CORRECT));
}

#[test]
fn bad_shoes_and_rules_are_refused_with_a_reason() {
    assert_eq!(
        Shoe::parse("4,4,-1,4"),
        Err(TrueCountError::NegativeCount { rank: 3, count: -1 })
    );
    assert_eq!(
        Shoe::parse("4,4,-1,4").unwrap_err().to_string(),
        "rank 3 has -1 cards: counts cannot be negative"
    );
    assert_eq!(
        Shoe::parse("4, x"),
        Err(TrueCountError::NotACount("x".into()))
    );
    assert_eq!(
        Shoe::parse("4,,4"),
        Err(TrueCountError::NotACount("".into()))
    );
    assert_eq!(Shoe::new(&[]), Err(TrueCountError::NoRanks));
    assert_eq!(Shoe::new(&[1; 14]), Err(TrueCountError::TooManyRanks(14)));
    assert_eq!(
        Shoe::new(&[600, 600]),
        Err(TrueCountError::TooManyCards(1200))
    );
    assert!(matches!(
        Shoe::new(&[i64::MAX]),
        Err(TrueCountError::HugeCount { rank: 1, .. })
    ));
    assert_eq!(
        Shoe::new(&[1, 0]),
        Err(TrueCountError::NotEnoughCards {
            cards: 1,
            needed: 2
        })
    );
    let deck = Shoe::single_deck();
    assert_eq!(
        average_ev(&deck, CORRECT, Stopping::Burn(11), &mut Silent),
        Err(TrueCountError::TooManyDealt(11))
    );
    let rule = Stopping::UntilRank {
        rank: 10,
        max_cards: 3,
    };
    assert_eq!(
        average_ev(&deck, CORRECT, rule, &mut Silent),
        Err(TrueCountError::NoSuchRank(10))
    );
    let five = shoe(&[2, 3]);
    assert_eq!(
        truecount_report(&five, CORRECT, 10, &mut Silent),
        Err(TrueCountError::NotEnoughCards {
            cards: 5,
            needed: 12
        })
    );
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert_eq!(
        average_ev(&deck, CORRECT, Stopping::Burn(2), &mut stop),
        Err(TrueCountError::Cancelled)
    );
}

#[test]
fn descriptions_take_the_singular_for_one_card() {
    assert_eq!(
        Stopping::UntilRank {
            rank: 0,
            max_cards: 1
        }
        .describe(),
        "deal until an ace or 1 card"
    );
    assert_eq!(
        Stopping::UntilRank {
            rank: 4,
            max_cards: 1
        }
        .describe(),
        "deal until a card of rank 5 or 1 card"
    );
    assert_eq!(
        Stopping::UntilRank {
            rank: 0,
            max_cards: 10
        }
        .describe(),
        "deal until an ace or 10 cards"
    );
    assert_eq!(
        Stopping::CoinFlips { max_heads: 1 }.describe(),
        "deal a card per heads until tails or 1 head"
    );
    assert_eq!(
        Stopping::CoinFlips { max_heads: 3 }.describe(),
        "deal a card per heads until tails or 3 heads"
    );
}
