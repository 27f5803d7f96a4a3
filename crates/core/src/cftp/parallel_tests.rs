//! Tests of coupling from the past on two threads: the same samples and counters as on one
//! thread, for tilings and decks of many sizes and seeds; the same progress reports; stopping;
//! the grades; and the ledger's comparisons whatever the order of the hand-overs.

use super::*;
use crate::cftp::hexagon::{Hexagon, TilingChain, sample_tiling, sample_tiling_threads};
use crate::cftp::shuffle::{self, Shuffle};
use crate::progress::Silent;
use crate::random::{RngCore, splitmix64};

/// The largest steps count a sample can have: both chains stepped in every run, T = 1, …, T.
fn all_pair_steps(sample_time: u64) -> u64 {
    2 * (2 * sample_time - 1)
}

/// Threaded and one-thread tilings are the same `Sample` (state and every counter) for every
/// box with sides 1 to 12 along three families and for several seeds; the samples include runs
/// shorter than one meeting check, and runs whose chains met before time 0.
#[test]
fn threaded_tilings_are_the_one_thread_tilings() {
    let mut sides = Vec::new();
    for n in 1..=12 {
        sides.push((n, n, n));
        sides.push((n, n % 12 * 7 % 12 + 1, n * 5 % 12 + 1));
        sides.push((13 - n, n, (n + 3) % 12 + 1));
    }
    let (mut short, mut met_early) = (0, 0);
    for (a, b, c) in sides {
        let hexagon = Hexagon::new(a, b, c).unwrap();
        for seed in 0..6 {
            let source = RandomSource::new(seed);
            let one = sample_tiling(hexagon, &source, &mut Silent).unwrap();
            let two = sample_tiling_threads(hexagon, &source, 2, &mut Silent).unwrap();
            assert_eq!(one, two, "{a}×{b}×{c}, seed {seed}");
            short += usize::from(one.coalescence_time < STEPS_PER_MEETING_CHECK);
            met_early += usize::from(one.steps < all_pair_steps(one.coalescence_time));
        }
    }
    assert!(
        short > 0 && met_early > 0,
        "{short} short, {met_early} met early"
    );
}

/// A larger box, where the bottom chain stops after the meeting while the top one goes on:
/// 30×30×30 for three seeds, and any number of threads from 2 up gives the same.
#[test]
fn a_30_box_is_the_same_on_two_threads() {
    let hexagon = Hexagon::new(30, 30, 30).unwrap();
    for seed in 1..=3 {
        let source = RandomSource::new(seed);
        let one = sample_tiling(hexagon, &source, &mut Silent).unwrap();
        assert!(one.steps < all_pair_steps(one.coalescence_time));
        for threads in [2, 3, 64] {
            let many = sample_tiling_threads(hexagon, &source, threads, &mut Silent).unwrap();
            assert_eq!(one, many, "seed {seed}, {threads} threads");
        }
    }
}

/// The generic driver on the other chain: decks of 2 to 20 cards, several seeds each.
#[test]
fn threaded_decks_are_the_one_thread_decks() {
    for cards in 2..=20 {
        let chain = Shuffle::new(cards).unwrap();
        for seed in 0..8 {
            let source = RandomSource::new(seed).fork(cards as u64);
            let one = coupling_from_the_past(&chain, &source, &mut Silent).unwrap();
            let two = coupling_from_the_past_threads(&chain, &source, 2, &mut Silent).unwrap();
            assert_eq!(one, two, "{cards} cards, seed {seed}");
        }
    }
}

/// One thread asked for is the one-thread driver, whatever the chain.
#[test]
fn one_thread_is_the_plain_driver() {
    let chain = Shuffle::new(9).unwrap();
    let source = RandomSource::new(5);
    assert_eq!(
        coupling_from_the_past_threads(&chain, &source, 1, &mut Silent).unwrap(),
        coupling_from_the_past(&chain, &source, &mut Silent).unwrap()
    );
}

/// The caller sees the same progress reports, in the same order, on one or two threads,
/// including reports inside runs (not only at their starts).
#[test]
fn progress_is_reported_as_on_one_thread() {
    // 900 sites: a report every 2²² / 900 = 4,660 sweeps, so the long runs report inside.
    let chain = TilingChain::new(Hexagon::new(30, 30, 30).unwrap());
    let source = RandomSource::new(3);
    let (mut one, mut two) = (Vec::new(), Vec::new());
    coupling_from_the_past(&chain, &source, &mut |p: &str, d: u64, t: u64| {
        one.push((p.to_string(), d, t));
        Flow::Continue
    })
    .unwrap();
    coupling_from_the_past_threads(&chain, &source, 2, &mut |p: &str, d: u64, t: u64| {
        two.push((p.to_string(), d, t));
        Flow::Continue
    })
    .unwrap();
    assert_eq!(one, two);
    assert!(one.iter().any(|&(_, done, _)| done > 0));
}

/// A caller that says stop gets `Cancelled`, at the run start or inside a run, and the helper
/// thread stops too (the call returns).
#[test]
fn stopping_cancels_both_threads() {
    let hexagon = Hexagon::new(20, 20, 20).unwrap();
    let chain = TilingChain::new(hexagon);
    let source = RandomSource::new(1);
    for allowed in [0, 3, 12] {
        let mut made = 0;
        let mut progress = |_: &str, _: u64, _: u64| {
            made += 1;
            if made > allowed {
                Flow::Stop
            } else {
                Flow::Continue
            }
        };
        let result = coupling_from_the_past_threads(&chain, &source, 2, &mut progress);
        assert_eq!(result, Err(Cancelled), "after {allowed} reports");
    }
}

/// A tiling's grade is its number of cubes plus the same constant for every stack, so it
/// grows strictly along the order by heights.
#[test]
fn the_tiling_grade_counts_cubes() {
    let hexagon = Hexagon::new(5, 3, 4).unwrap();
    let chain = TilingChain::new(hexagon);
    let boundary = chain.grade(&chain.bottom());
    assert_eq!(chain.grade(&chain.top()) - boundary, hexagon.full().cubes());
    for seed in 0..20 {
        let stacks = crate::cftp::hexagon::forward_tiling(
            hexagon,
            &RandomSource::new(seed),
            seed,
            &mut Silent,
        )
        .unwrap();
        assert_eq!(
            chain.grade(&chain.state_of(&stacks)) - boundary,
            stacks.cubes()
        );
    }
}

/// For every pair of 5-card decks p ≠ q with p below q in the Bruhat order, p has fewer
/// inversions: the deck grade is a rank function.
#[test]
fn the_deck_grade_is_a_rank_function() {
    let chain = Shuffle::new(5).unwrap();
    let decks = shuffle::all_decks(5);
    let mut pairs = 0;
    for p in &decks {
        for q in &decks {
            if p != q && shuffle::precedes(p, q) {
                assert!(chain.grade(p) < chain.grade(q), "{p:?} {q:?}");
                pairs += 1;
            }
        }
    }
    assert!(pairs > decks.len());
    assert_eq!(chain.grade(&chain.bottom()), 0);
    assert_eq!(chain.grade(&chain.top()), 10);
}

/// The ledger finds the first equal pair of grades however the two sides' batches interleave
/// and however long they are, and says "met" to whichever side completes that pair.
#[test]
fn the_ledger_finds_the_first_meeting_in_any_order() {
    let mut draws = splitmix64(11);
    for _ in 0..500 {
        let checks = 1 + (draws.next_u64() % 60) as usize;
        let meeting = (draws.next_u64() % (checks as u64 + 1)) as usize;
        // Top grades above bottom ones before the meeting, equal from it on.
        let bottom: Vec<u64> = (0..checks).map(|k| 100 + k as u64).collect();
        let top: Vec<u64> = (0..checks)
            .map(|k| bottom[k] + u64::from(k < meeting) * (1 + draws.next_u64() % 5))
            .collect();
        let mut ledger = Ledger::default();
        let (mut at_top, mut at_bottom) = (0, 0);
        let mut met = false;
        while at_top < checks || at_bottom < checks {
            let batch = 1 + (draws.next_u64() % 7) as usize;
            let top_turn =
                at_bottom == checks || (at_top < checks && draws.next_u64().is_multiple_of(2));
            let (side, grades, at) = if top_turn {
                (Side::Top, &top, &mut at_top)
            } else {
                (Side::Bottom, &bottom, &mut at_bottom)
            };
            let end = (*at + batch).min(checks);
            let mut handed = grades[*at..end].to_vec();
            *at = end;
            let now = ledger.hand_over(side, &mut handed);
            assert!(handed.is_empty());
            let complete = at_top.min(at_bottom);
            assert_eq!(now, meeting < checks && complete > meeting);
            met |= now;
        }
        let expected = (meeting < checks).then_some(meeting as u64);
        assert_eq!(ledger.met_at, expected);
        assert_eq!(met, expected.is_some());
    }
}
