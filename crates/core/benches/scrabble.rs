//! Speed of the post's enumeration: every distinct 7-tile rack, weighted and tested (target for
//! the browser: under 1 s). Run with `cargo bench -p snipelab-core --bench scrabble`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::scrabble;

fn unplayable_probability(c: &mut Criterion) {
    let mut group = c.benchmark_group("scrabble");
    group.sample_size(20);
    group.bench_function("unplayable_probability", |b| {
        b.iter(|| scrabble::unplayable_probability(&mut Silent))
    });
    group.bench_function("explore_rack", |b| {
        b.iter(|| scrabble::explore_rack(std::hint::black_box("bcdfgjk")))
    });
    group.finish();
}

criterion_group!(benches, unplayable_probability);
criterion_main!(benches);
