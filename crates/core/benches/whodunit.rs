//! Speed of whodunit: solving 20 suspects (target < 1 s), generating an 8-suspect puzzle
//! (target < 100 ms in the browser), and the posts' puzzle with its reasoning.
//!
//! Run: `cargo bench -p snipelab-core --bench whodunit`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::whodunit::{self, Puzzle, Relation, Standing, Statement, Testimony};
use std::hint::black_box;

/// Alice's chain of claims for n suspects, with a count and an "if" thrown in so that every
/// kind of word-level evaluation runs.
fn chain(n: usize) -> Puzzle {
    let names = (0..n)
        .map(|i| format!("Suspect{}", char::from(b'a' + i as u8)))
        .collect();
    let mut testimonies: Vec<Testimony> = (0..n - 1)
        .map(|x| Testimony {
            speaker: x,
            statement: Statement::Claim(x + 1, Box::new(Statement::Guilty(x))),
        })
        .collect();
    testimonies[0].statement = Statement::If(
        Box::new(Statement::Guilty(n - 1)),
        Box::new(Statement::Neither(vec![1, n - 2])),
    );
    testimonies.push(Testimony {
        speaker: n - 1,
        statement: Statement::Count {
            relation: Relation::AtLeast,
            k: 2,
            of: Standing::Innocent,
        },
    });
    Puzzle::new(names, testimonies).expect("a valid puzzle")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("whodunit");
    group.sample_size(10);
    for n in [20, 24] {
        let puzzle = chain(n);
        group.bench_function(format!("solve {n} suspects"), |b| {
            b.iter(|| whodunit::solve(black_box(&puzzle), &mut Silent))
        });
    }
    let paul = whodunit::examples::example("paul").expect("the example parses");
    group.bench_function("parse + solve + reason paul", |b| {
        b.iter(|| {
            let puzzle = whodunit::parse_puzzle(whodunit::examples::PAUL).expect("parses");
            (
                whodunit::solve(&puzzle, &mut Silent),
                whodunit::reason(&puzzle),
            )
        })
    });
    group.bench_function("truth table paul", |b| {
        b.iter(|| whodunit::truth_table(black_box(&paul)))
    });
    for difficulty in [None, Some(1), Some(2), Some(3)] {
        let name = difficulty.map_or("any".to_string(), |d| d.to_string());
        group.bench_function(
            format!("generate 8 suspects, difficulty {name}, 16 seeds"),
            |b| {
                b.iter(|| {
                    (0..16)
                        .map(|seed| whodunit::generate(8, difficulty, seed).map(|g| g.attempts))
                        .collect::<Vec<_>>()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
