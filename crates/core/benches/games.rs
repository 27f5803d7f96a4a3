//! Speed of the games: Grundy's game to 10,000 and 100,000 by the plain rule, to 100,000 and
//! 1,000,000 by the sparse-space method, crosses to 100,000, and the minimax examples of the page.
//!
//! Run: `cargo bench -p snipelab-core --bench games`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::games::minimax::{Method, search};
use snipelab_core::games::position::{Game, parse};
use snipelab_core::games::solve::{search_counts, solve};
use snipelab_core::games::sparse_space::GrundyTable;
use snipelab_core::games::splitting::{crosses_values, grundy_game_values};
use snipelab_core::games::thirty_one::{Cards, ThirtyOne};
use snipelab_core::games::tictactoe::{Board, TicTacToe};
use snipelab_core::progress::Silent;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("games");
    group.sample_size(10);
    for n in [10_000, 100_000] {
        group.bench_function(format!("grundy_game_values to {n}"), |b| {
            b.iter(|| grundy_game_values(black_box(n), &mut Silent))
        });
    }
    // The sparse-space method (issue 29), same values: 10⁶ is the browser worker's size.
    for n in [100_000, 1_000_000] {
        group.bench_function(format!("sparse-space GrundyTable to {n}"), |b| {
            b.iter(|| {
                let mut table = GrundyTable::new();
                table
                    .extend_to(black_box(n), &mut Silent)
                    .map(|()| table.scanned())
            })
        });
    }
    group.bench_function("crosses_values to 100000", |b| {
        b.iter(|| crosses_values(black_box(100_000)))
    });
    for method in Method::ALL {
        group.bench_function(format!("tictactoe empty board {method:?}"), |b| {
            b.iter(|| search(&TicTacToe, black_box(&Board::EMPTY), method, u64::MAX))
        });
    }
    let cards = Cards::parse("5525").expect("a valid history");
    for method in Method::ALL {
        group.bench_function(format!("thirty-one 5525 {method:?}"), |b| {
            b.iter(|| search(&ThirtyOne, black_box(&cards), method, u64::MAX))
        });
    }
    for (game, text) in [
        (Game::ThirtyOne, ""),
        (Game::Tictactoe, "........."),
        (Game::Euclid, "1000,13"),
        (Game::Grundy, "1000,999"),
    ] {
        let position = parse(game, text).expect("a valid position");
        group.bench_function(format!("solve {game} '{text}'"), |b| {
            b.iter(|| solve(black_box(&position), &mut Silent))
        });
    }
    for (game, text) in [
        (Game::ThirtyOne, "5525"),
        (Game::Tictactoe, "x...o...."),
        (Game::Tictactoe, "........."),
        (Game::Euclid, "34,12"),
        (Game::Box, "12"),
    ] {
        let position = parse(game, text).expect("a valid position");
        group.bench_function(format!("search_counts {game} '{text}'"), |b| {
            b.iter(|| search_counts(black_box(&position)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
