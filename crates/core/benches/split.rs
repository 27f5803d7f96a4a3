//! Split benchmarks: `cargo bench -p snipelab-core --bench split`.
//!
//! The target (issue 7): the seed's example, 2-2 vs 4 from one deck, H17, DOA, DAS, one split
//! (1,247,392 states), solved at least twice as fast as the seed's C++ program (2.1–2.4 s of CPU
//! on this machine class). Figures are recorded in BENCHMARKS.md.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::split::{self, Rules, Scenario, SolveOptions};
use std::hint::black_box;

fn seed_example() -> Scenario {
    Scenario {
        shoe: split::decks(1),
        pair: 2,
        up: 4,
        rules: Rules::default(),
    }
}

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("split");
    group.sample_size(10);
    let scenario = seed_example();
    group.bench_function("solve/seed_example_2v4_1d_h17_doa_das_spl1", |b| {
        b.iter(|| split::solve(black_box(&scenario), &SolveOptions::default(), &mut Silent))
    });
    group.bench_function("count_states/seed_example", |b| {
        b.iter(|| split::count_states(black_box(&scenario), &SolveOptions::default(), &mut Silent))
    });
    group.bench_function("unsplit_values/seed_example", |b| {
        b.iter(|| split::unsplit_values(black_box(&scenario)))
    });
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
