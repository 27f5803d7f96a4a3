//! Tests against the post's figures (223 minimal subracks, P(unplayable) = 0.00788349), a
//! second enumeration over sorted strings with a trie, and random draws.

use super::unplayable::PROGRESS_BRANCHES;
use super::*;
use crate::progress::{Cancelled, Flow, Silent};
use num_integer::Integer;
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
    let why = |text: &str| parse_rack(text).unwrap_err().to_string();
    assert!(why("").contains("1 to 7"));
    assert!(why("abcdefgh").contains("1 to 7"));
    assert!(why("zz").contains("only 1 Z tile,"));
    assert!(why("___").contains("only 2 blank tiles"));
    assert!(why("ab1").contains("'1'"));
    assert!(explore_rack("é").is_err());
    assert_eq!(
        parse_rack("abcdefgh"),
        Err(RackError::Size {
            text: "abcdefgh".to_string(),
            tiles: 8
        })
    );
    assert_eq!(
        parse_rack("zz"),
        Err(RackError::MoreThanTheBag {
            text: "zz".to_string(),
            tile: 'z',
            in_bag: 1,
            in_rack: 2
        })
    );
    assert_eq!(why("zz"), "the bag has only 1 Z tile, 'zz' has 2");
    assert_eq!(
        explore_rack("é").unwrap_err(),
        RackError::NotATile {
            text: "é".to_string(),
            character: 'é'
        }
    );
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
