//! WOW board benchmarks: `cargo bench -p snipelab-core --bench wow`.
//! Figures are recorded in BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use snipelab_core::{progress::Silent, wow};
use std::hint::black_box;

fn expected_exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("wow/expected_exact");
    for n in [10, 30, 100] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| wow::expected_exact(black_box(n)))
        });
    }
    group.finish();
}

fn float_paths(c: &mut Criterion) {
    let mut group = c.benchmark_group("wow/float");
    group.bench_function("expected_ratio/1000", |b| {
        b.iter(|| wow::expected_ratio(black_box(1000)))
    });
    group.bench_function("expected_ratios/1..=1000", |b| {
        b.iter(|| wow::expected_ratios(black_box(1000), &mut Silent))
    });
    group.sample_size(10);
    for n in [10, 50, 100] {
        group.bench_with_input(BenchmarkId::new("survival", n), &n, |b, &n| {
            b.iter(|| wow::survival(black_box(n)))
        });
    }
    group.finish();
}

criterion_group!(benches, expected_exact, float_paths);
criterion_main!(benches);
