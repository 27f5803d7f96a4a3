//! Speed of the bracket exploration: what a page does when a slider moves (recompute every
//! year's probability and the upset distribution) and once at start (parse the embedded data).
//!
//! Run: `cargo bench -p snipelab-core --bench bracket`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::bracket::{self, Model, Strength};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let tournaments = bracket::tournaments().expect("the embedded data parse");
    let model = Model::new(Strength::NORMAL, 1.0 / 136.0).expect("a valid model");
    c.bench_function("bracket/parse all years", |b| b.iter(bracket::tournaments));
    c.bench_function("bracket/model (normal, n = 351)", |b| {
        b.iter(|| Model::new(black_box(Strength::NORMAL), black_box(1.0 / 136.0)))
    });
    c.bench_function("bracket/history of every year", |b| {
        b.iter(|| bracket::history(&tournaments, black_box(&model)))
    });
    c.bench_function("bracket/upset distribution", |b| {
        b.iter(|| bracket::upset_distribution(black_box(&model)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
