//! Tests against the post's figures and against a brute force written independently of the
//! bitboards, the ranking and the level-by-level solver.
//!
//! The full game and (3,2,0) take minutes; run them with
//! `cargo test -p snipelab-core --release -- --ignored gobblet::tests::full`.

mod api;
mod brute;
mod chunks;
mod figures;
mod moves;

use std::collections::{HashMap, HashSet};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::graph::Graph;
use super::index::Indexer;
use super::rules::Board;
use super::solve::solve_with;
use super::*;
use crate::progress::{Flow, Silent};

fn variant(s: u8, p: u8, m: bool) -> Variant {
    Variant::new(s, p, m).unwrap()
}

fn solved(s: u8, p: u8, m: bool) -> Solution {
    solve(variant(s, p, m), 2, &mut Silent).unwrap()
}
