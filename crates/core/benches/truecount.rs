//! Speed of the Extended True Count check: the page's report (the expected value and the post's
//! four averages) for the post's single deck and for a six-deck shoe, and the heaviest rule
//! within the caps (13 ranks, up to 10 cards dealt).
//!
//! Run: `cargo bench -p snipelab-core --bench truecount`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::truecount::{self, Game, Shoe, Stopping};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("truecount");
    group.sample_size(10);
    let buggy = Game {
        ties_push: false,
        buggy: true,
    };
    let single = Shoe::single_deck();
    group.bench_function("truecount_report single deck", |b| {
        b.iter(|| truecount::truecount_report(black_box(&single), buggy, 10, &mut Silent))
    });
    let six = Shoe::parse("24,24,24,24,24,24,24,24,24,96").expect("a valid shoe");
    group.bench_function("truecount_report six decks", |b| {
        b.iter(|| truecount::truecount_report(black_box(&six), buggy, 10, &mut Silent))
    });
    let widest = Shoe::new(&[76; 13]).expect("a valid shoe");
    let rule = Stopping::CoinFlips { max_heads: 10 };
    group.bench_function("average_ev 13 ranks, coin flips to 10", |b| {
        b.iter(|| truecount::average_ev(black_box(&widest), buggy, rule, &mut Silent))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
