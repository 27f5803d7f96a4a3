//! One-round hold'em: evaluator throughput, one exact matchup, and the solver on a 5-size
//! game and on the post's game (2..40 to a gap of 1e-4), each method. Figures: BENCHMARKS.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::holdem::eval::rank_masks;
use snipelab_core::holdem::{
    EquityTable, Game, Hand, Method, RaiseSizes, SolveOptions, matchup, solve_with,
};
use snipelab_core::progress::Silent;

fn evaluator(c: &mut Criterion) {
    // 1,000 fixed pseudo-random 7-card hands (a simple LCG; distinct cards by rejection).
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut hands = Vec::with_capacity(1000);
    while hands.len() < 1000 {
        let mut used = 0u64;
        let mut masks = [0u16; 4];
        let mut n = 0;
        while n < 7 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let card = (state >> 33) % 52;
            if used & (1 << card) == 0 {
                used |= 1 << card;
                masks[(card % 4) as usize] |= 1 << (card / 4);
                n += 1;
            }
        }
        hands.push(masks);
    }
    c.bench_function("holdem rank 1000 seven-card hands", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&m| rank_masks(black_box(m)).0 as u64)
                .sum::<u64>()
        })
    });
}

fn one_matchup(c: &mut Criterion) {
    let (a, b) = (Hand::parse("AsKs").unwrap(), Hand::parse("QdQc").unwrap());
    let mut group = c.benchmark_group("holdem");
    group.sample_size(10);
    group.bench_function("matchup AsKs vs QdQc (1,712,304 boards)", |bench| {
        bench.iter(|| matchup(black_box(a), black_box(b)).unwrap())
    });
    group.finish();
}

fn solver(c: &mut Criterion) {
    let table = EquityTable::embedded().unwrap();
    let options = SolveOptions {
        target_gap: 1e-4,
        max_iterations: 1_000_000,
    };
    let mut group = c.benchmark_group("holdem solve");
    group.sample_size(10);
    let five = Game::new(&table, RaiseSizes::parse("2,4,7,12,20").unwrap());
    for method in [
        Method::PredictiveCfrPlus,
        Method::Discounted,
        Method::CfrPlus,
    ] {
        group.bench_function(format!("2,4,7,12,20 to 1e-4, {method:?}"), |b| {
            b.iter(|| solve_with(&five, &options, method, &mut Silent, |_| {}).unwrap())
        });
    }
    let post = Game::new(&table, RaiseSizes::integers(2, 40).unwrap());
    for method in [
        Method::PredictiveCfrPlus,
        Method::Discounted,
        Method::CfrPlus,
    ] {
        group.bench_function(format!("2..40 to 1e-4, {method:?}"), |b| {
            b.iter(|| solve_with(&post, &options, method, &mut Silent, |_| {}).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, evaluator, one_matchup, solver);
criterion_main!(benches);
