//! Benchmarks of the Gobblet solver.
//!
//! `cargo bench -p snipelab-core --bench gobblet` times the (2,3,1) variant (5,158,225 states;
//! the post's C++ program takes 19 s of CPU for it) single-threaded, as in the browser, and
//! with two threads, plus (2,2,1) and a position query.
//!
//! The full game takes minutes, so it is timed by the CLI instead (a release build):
//! `/usr/bin/time -v target/release/snipelab gobblet solve --sizes 3 --per-size 2 --threads 1 --json`
//! (and `--threads 2`), which prints the seconds and the peak memory (VmHWM).

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::gobblet::{Position, Variant, solve};
use snipelab_core::progress::Silent;
use std::hint::black_box;
use std::time::Duration;

fn solving(c: &mut Criterion) {
    let mut group = c.benchmark_group("gobblet");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));
    let (small, medium) = match (Variant::new(2, 2, true), Variant::new(2, 3, true)) {
        (Ok(small), Ok(medium)) => (small, medium),
        _ => return,
    };
    group.bench_function("solve (2,2,1), 1 thread", |b| {
        b.iter(|| solve(black_box(small), 1, &mut Silent).map(|s| s.stats().states))
    });
    group.bench_function("solve (2,3,1), 1 thread", |b| {
        b.iter(|| solve(black_box(medium), 1, &mut Silent).map(|s| s.stats().states))
    });
    group.bench_function("solve (2,3,1), 2 threads", |b| {
        b.iter(|| solve(black_box(medium), 2, &mut Silent).map(|s| s.stats().states))
    });
    if let Ok(solution) = solve(medium, 2, &mut Silent) {
        let start = Position::start(medium);
        group.bench_function("move values of the (2,3,1) start", |b| {
            b.iter(|| solution.move_values(black_box(&start)).map(|m| m.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, solving);
criterion_main!(benches);
