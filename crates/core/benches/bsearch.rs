//! Adversarial binary search benchmarks: `cargo bench -p snipelab-core --bench bsearch`.
//! Targets (issue 4): v(100) natively under 1 s; all n = 1..=100 well under 20 s (the browser
//! is 2-3x slower). Figures are recorded in BENCHMARKS.md. Each group first prints the work done
//! (column-generation rounds, trees generated, support sizes) once, outside the timing.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use snipelab_core::bsearch;
use snipelab_core::progress::Silent;

fn solve_one(c: &mut Criterion) {
    let mut group = c.benchmark_group("bsearch/solve");
    group.sample_size(20);
    for n in [13, 64, 100, 128] {
        if let Ok(eq) = bsearch::solve(n, &mut Silent) {
            eprintln!(
                "n = {n}: v = {}, {} rounds, {} trees generated, {} pivots, Bob's support {}, Alice's {}",
                eq.exact_value.map_or("?".into(), |v| v.to_string()),
                eq.iterations,
                eq.trees_generated,
                eq.pivots,
                eq.bob.len(),
                eq.alice.iter().filter(|&&p| p > 0.0).count()
            );
        }
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| bsearch::solve(black_box(n), &mut Silent))
        });
    }
    group.finish();
}

fn solve_range(c: &mut Criterion) {
    let mut group = c.benchmark_group("bsearch/solve_range");
    group.sample_size(10);
    for n_max in [100, 128] {
        if let Ok(points) = bsearch::solve_range(n_max, &mut Silent, |_| {}) {
            let rounds: usize = points.iter().map(|p| p.iterations).sum();
            let largest = points.iter().map(|p| p.bob_support).max().unwrap_or(0);
            let exact = points.iter().filter(|p| p.exact_value.is_some()).count();
            eprintln!(
                "1..={n_max}: {rounds} rounds in total, largest Bob support {largest}, {exact} exact values"
            );
        }
        group.bench_with_input(BenchmarkId::from_parameter(n_max), &n_max, |b, &n_max| {
            b.iter(|| bsearch::solve_range(black_box(n_max), &mut Silent, |_| {}))
        });
    }
    group.finish();
}

fn full_lp(c: &mut Criterion) {
    let mut group = c.benchmark_group("bsearch/full_lp");
    group.sample_size(10);
    for n in [8, 10] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| bsearch::solve_full_lp(black_box(n), &mut Silent))
        });
    }
    group.finish();
}

criterion_group!(benches, solve_one, solve_range, full_lp);
criterion_main!(benches);
