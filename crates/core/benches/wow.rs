//! WOW board benchmarks: `cargo bench -p snipelab-core --bench wow`.
//! Figures are recorded in BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use snipelab_core::{progress::Silent, wow};
use std::hint::black_box;

/// Exact E(X): one common denominator (today's path) against the earlier rational sum, in the
/// same run so that their ratio is meaningful on a loaded machine.
fn expected_exact(c: &mut Criterion) {
    let mut group = c.benchmark_group("wow/expected_exact");
    group.sample_size(10);
    for n in [10, 30, 100, 200, 1000] {
        group.bench_with_input(BenchmarkId::new("common_denominator", n), &n, |b, &n| {
            b.iter(|| wow::expected_exact(black_box(n)))
        });
        if n <= 200 {
            group.bench_with_input(BenchmarkId::new("rational_sum", n), &n, |b, &n| {
                b.iter(|| wow::expected_exact_by_rationals(black_box(n)))
            });
        }
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
    group.bench_function("shortfall_bounds/20000", |b| {
        b.iter(|| wow::shortfall_bounds(black_box(20_000)))
    });
    // The whole distribution P(X > k), k = 0..=n² (issue 19: under 0.3 s at n = 100). The
    // earlier column inclusion–exclusion is gone; its times come from main's binary, measured
    // in the same session (BENCHMARKS.md).
    group.sample_size(10);
    for n in [10, 50, 100, 150] {
        group.bench_with_input(BenchmarkId::new("survival", n), &n, |b, &n| {
            b.iter(|| wow::survival(black_box(n)))
        });
    }
    group.finish();
}

criterion_group!(benches, expected_exact, float_paths);
criterion_main!(benches);
