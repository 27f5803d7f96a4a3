//! Speed of the turtle robot: generating mazes, parsing, and the left-hand wall follower
//! walking out of a 30 × 30 maze (moves, sensor readings and collision checks against 1,800
//! walls), which the page runs in its animation loop and the tests run 2,600 times.
//!
//! Run: `cargo bench -p snipelab-core --bench robot`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::robot::examples::{example, par};
use snipelab_core::robot::{Machine, Maze, Program, World};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("robot");
    group.sample_size(20);
    let follower = example("wall-follower").unwrap().source;
    group.bench_function("parse wall-follower", |b| {
        b.iter(|| Program::parse(black_box(follower)))
    });
    for size in [8, 30] {
        group.bench_function(format!("generate maze {size}x{size}"), |b| {
            b.iter(|| Maze::generate(black_box(size), 1).unwrap().world())
        });
        let maze = Maze::generate(size, 1).unwrap();
        let world = maze.world();
        let program = Program::parse(follower).unwrap();
        group.bench_function(format!("wall follower {size}x{size}"), |b| {
            b.iter(|| {
                let mut m = Machine::new(program.clone(), world.clone(), 1_000_000);
                m.run(&mut Silent).unwrap();
                black_box(m.steps())
            })
        });
        group.bench_function(format!("par {size}x{size}"), |b| {
            b.iter(|| par(black_box(&maze)))
        });
    }
    let flower = Program::parse(example("flower").unwrap().source).unwrap();
    group.bench_function("flower (open floor)", |b| {
        b.iter(|| {
            let mut m = Machine::new(flower.clone(), World::open(), 1_000_000);
            m.run(&mut Silent).unwrap();
            black_box(m.steps())
        })
    });
    let endless = Program::parse("forever [rt 1]").unwrap();
    group.bench_function("1,000,000 steps of forever [rt 1]", |b| {
        b.iter(|| {
            let mut m = Machine::new(endless.clone(), World::open(), 1_000_000);
            m.run(&mut Silent).unwrap();
            black_box(m.steps())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
