//! The game's payoffs and exact best responses against an independent model of a tiny deck,
//! the solver's bounds against an exact-rational linear program, and the post's figures.

use super::*;

/// The tiny deck: four one-card hands of ranks 0, 1, 1, 2, no board. Classes are ranks
/// (combos 1, 2, 1), so a class meets itself (rank 1 vs rank 1, a tie) and some pairs of
/// classes never meet (rank 0 vs rank 0).
const TINY_RANKS: [usize; 4] = [0, 1, 1, 2];
pub(super) const TINY_SIZES: [f64; 2] = [2.0, 4.0];

pub(super) fn tiny_table() -> EquityTable {
    let n = 3;
    let (mut pairs, mut wins, mut ties) = (vec![0; 9], vec![0; 9], vec![0; 9]);
    for (a, &ra) in TINY_RANKS.iter().enumerate() {
        for (b, &rb) in TINY_RANKS.iter().enumerate() {
            if a != b {
                pairs[ra * n + rb] += 1;
                if ra > rb {
                    wins[ra * n + rb] += 1;
                } else if ra == rb {
                    ties[ra * n + rb] += 1;
                }
            }
        }
    }
    EquityTable::from_counts(n, 1, pairs, wins, ties).unwrap()
}

fn tiny_game() -> Game {
    Game::new(&tiny_table(), RaiseSizes::new(TINY_SIZES.to_vec()).unwrap())
}

/// Alice's pure strategies: an action index (0 fold, 1 call, 2.. raise) per class; Bob's: a
/// call bit per (class, size). Both enumerated by counting in their bases.
fn alice_pure(code: usize) -> [usize; 3] {
    [code % 4, code / 4 % 4, code / 16]
}

fn bob_pure(code: usize) -> [[bool; 2]; 3] {
    std::array::from_fn(|j| std::array::from_fn(|k| code >> (2 * j + k) & 1 == 1))
}

/// Alice's payoff summed over the 12 equally likely deals, straight from the rules.
fn direct_payoff_x12(alice: [usize; 3], bob: [[bool; 2]; 3]) -> BigRational {
    let mut total = BigRational::zero();
    for (a, &ra) in TINY_RANKS.iter().enumerate() {
        for (b, &rb) in TINY_RANKS.iter().enumerate() {
            if a == b {
                continue;
            }
            let sign = BigInt::from(ra.cmp(&rb) as i8);
            let payoff = match alice[ra] {
                0 => BigRational::from_integer(BigInt::from(-1)),
                1 => BigRational::from_integer(sign * 2),
                k => {
                    let size = TINY_SIZES[k - 2];
                    if bob[rb][k - 2] {
                        BigRational::from_integer(sign * (2 + size as i64))
                    } else {
                        BigRational::from_integer(BigInt::from(2))
                    }
                }
            };
            total += payoff;
        }
    }
    total
}

pub(super) fn payoff_matrix() -> Vec<Vec<BigRational>> {
    (0..64)
        .map(|x| {
            (0..64)
                .map(|y| direct_payoff_x12(alice_pure(x), bob_pure(y)))
                .collect()
        })
        .collect()
}

fn to_f64(q: &BigRational) -> f64 {
    use num_traits::ToPrimitive;
    q.to_f64().unwrap()
}

fn alice_from_pure(code: usize) -> AliceStrategy {
    let mut rows = vec![0.0; 12];
    for (i, a) in alice_pure(code).into_iter().enumerate() {
        rows[i * 4 + a] = 1.0;
    }
    AliceStrategy::from_rows(3, 2, rows).unwrap()
}

fn bob_from_pure(code: usize) -> BobStrategy {
    let calls = bob_pure(code)
        .iter()
        .flat_map(|r| r.map(|c| if c { 1.0 } else { 0.0 }))
        .collect();
    BobStrategy::from_calls(3, 2, calls).unwrap()
}

#[test]
fn tiny_game_payoffs_and_best_responses_match_the_rules() {
    let game = tiny_game();
    let a = payoff_matrix();
    for (x, row) in a.iter().enumerate() {
        for (y, entry) in row.iter().enumerate() {
            let v = game.value(&alice_from_pure(x), &bob_from_pure(y));
            assert!((v - to_f64(entry) / 12.0).abs() < 1e-12, "{x} {y}");
        }
    }
    // Mixed strategies: best responses against the pure-strategy enumeration.
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..200 {
        let alice =
            AliceStrategy::from_rows(3, 2, (0..12).map(|_| rng.random::<f64>()).collect()).unwrap();
        let bob =
            BobStrategy::from_calls(3, 2, (0..6).map(|_| rng.random::<f64>()).collect()).unwrap();
        let against_bob_pure: Vec<f64> = (0..64)
            .map(|y| game.value(&alice, &bob_from_pure(y)))
            .collect();
        let against_alice_pure: Vec<f64> = (0..64)
            .map(|x| game.value(&alice_from_pure(x), &bob))
            .collect();
        let (br_bob, lower) = game.best_response_to_alice(&alice);
        let (br_alice, upper) = game.best_response_to_bob(&bob);
        let min = against_bob_pure
            .iter()
            .copied()
            .fold(f64::INFINITY, f64::min);
        let max = against_alice_pure
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        assert!((lower - min).abs() < 1e-12 && (upper - max).abs() < 1e-12);
        assert!((game.value(&alice, &br_bob) - lower).abs() < 1e-12);
        assert!((game.value(&br_alice, &bob) - upper).abs() < 1e-12);
        // Lower <= value <= upper for any pair.
        let v = game.value(&alice, &bob);
        assert!(lower <= v + 1e-15 && v <= upper + 1e-15);
    }
}

/// The value of the matrix game `a` (row player maximises) by a plain dense simplex in exact
/// rationals: with every entry made positive by a shift c, the column player's
/// max sum x s.t. (A + c) x <= 1, x >= 0 has optimum 1 / (v + c) (Bland's rule: no cycling).
pub(super) fn matrix_game_value(a: &[Vec<BigRational>]) -> BigRational {
    let (rows, cols) = (a.len(), a[0].len());
    let min = a.iter().flatten().min().unwrap().clone();
    let shift = BigRational::one() - min;
    // Tableau: rows x (cols + rows slack + 1 rhs); objective row last (reduced costs).
    let width = cols + rows + 1;
    let mut t: Vec<Vec<BigRational>> = (0..rows)
        .map(|i| {
            let mut r = vec![BigRational::zero(); width];
            for j in 0..cols {
                r[j] = &a[i][j] + &shift;
            }
            r[cols + i] = BigRational::one();
            r[width - 1] = BigRational::one();
            r
        })
        .collect();
    let mut obj = vec![BigRational::zero(); width];
    for o in obj.iter_mut().take(cols) {
        *o = -BigRational::one();
    }
    while let Some(enter) = (0..width - 1).find(|&j| obj[j].is_negative()) {
        let mut leave: Option<usize> = None;
        for i in 0..rows {
            if t[i][enter].is_positive() {
                let ratio = &t[i][width - 1] / &t[i][enter];
                let better = match leave {
                    None => true,
                    Some(l) => ratio < &t[l][width - 1] / &t[l][enter],
                };
                if better {
                    leave = Some(i);
                }
            }
        }
        let l = leave.expect("bounded: every column has a positive entry");
        let pivot = t[l][enter].clone();
        for v in t[l].iter_mut() {
            *v = &*v / &pivot;
        }
        let prow = t[l].clone();
        for (i, row) in t.iter_mut().enumerate() {
            if i != l && !row[enter].is_zero() {
                let f = row[enter].clone();
                for (v, p) in row.iter_mut().zip(&prow) {
                    *v -= &f * p;
                }
            }
        }
        let f = obj[enter].clone();
        for (v, p) in obj.iter_mut().zip(&prow) {
            *v -= &f * p;
        }
    }
    BigRational::one() / &obj[width - 1] - shift
}

#[test]
fn solver_brackets_the_exact_lp_value_of_the_tiny_game() {
    let exact = matrix_game_value(&payoff_matrix()) / BigRational::from_integer(BigInt::from(12));
    let v = to_f64(&exact);
    let game = tiny_game();
    // Predictive CFR+ converges fast here (1e-9 in about 10,000 iterations); plain CFR+ and
    // discounted CFR more slowly (about 2.6e-6 after 100,000).
    let cases = [
        (Method::PredictiveCfrPlus, 1e-9),
        (Method::CfrPlus, 1e-5),
        (Method::Discounted, 1e-5),
    ];
    for (method, target_gap) in cases {
        let options = SolveOptions {
            target_gap,
            max_iterations: 200_000,
        };
        let s = solve_with(&game, &options, method, &mut Silent, |_| {}).unwrap();
        assert!(
            s.alice_lower <= v + 1e-12 && v <= s.alice_upper + 1e-12,
            "{method:?}: {v} vs {s:?}"
        );
        assert!(s.gap <= target_gap, "{method:?}: gap {}", s.gap);
        for p in &s.history {
            assert!(p.alice_lower <= p.alice_upper + 1e-12);
        }
    }
}

#[test]
fn random_strategies_give_lower_at_most_upper_in_the_real_game() {
    let table = EquityTable::embedded().unwrap();
    let game = Game::new(&table, RaiseSizes::parse("2,3,5.5,8,20").unwrap());
    let mut rng = SmallRng::seed_from_u64(16);
    for _ in 0..20 {
        let alice =
            AliceStrategy::from_rows(169, 5, (0..169 * 7).map(|_| rng.random::<f64>()).collect())
                .unwrap();
        let bob =
            BobStrategy::from_calls(169, 5, (0..169 * 5).map(|_| rng.random::<f64>()).collect())
                .unwrap();
        let (_, lower) = game.best_response_to_alice(&alice);
        let (_, upper) = game.best_response_to_bob(&bob);
        let v = game.value(&alice, &bob);
        assert!(lower <= v + 1e-12 && v <= upper + 1e-12);
    }
}

#[test]
fn more_sizes_never_lower_alices_value() {
    let table = EquityTable::embedded().unwrap();
    let options = SolveOptions {
        target_gap: 1e-4,
        max_iterations: 50_000,
    };
    let small = solve(
        &Game::new(&table, RaiseSizes::parse("2,5").unwrap()),
        &options,
        &mut Silent,
    )
    .unwrap();
    let big = solve(
        &Game::new(&table, RaiseSizes::parse("2,5,10,20").unwrap()),
        &options,
        &mut Silent,
    )
    .unwrap();
    for s in [&small, &big] {
        assert!(
            s.gap <= 1e-4,
            "gap {} after {} iterations",
            s.gap,
            s.iterations
        );
    }
    // V(big) >= V(small): big's upper bound can never fall below small's lower bound.
    assert!(big.alice_upper >= small.alice_lower);
    // Both beat always calling, which Alice could do anyway.
    let game = Game::new(&table, RaiseSizes::parse("2").unwrap());
    let calls =
        AliceStrategy::from_rows(169, 1, (0..169).flat_map(|_| [0.0, 1.0, 0.0]).collect()).unwrap();
    let (_, call_value) = game.best_response_to_alice(&calls);
    assert!(small.alice_upper >= call_value);
    assert!(!alice_folds_any(&big.alice, 1e-2));
}

#[test]
// About 2 s in the test profile with discounted CFR (BENCHMARKS.md), so not ignored.
fn reproduces_the_post_for_raises_2_to_40() {
    let table = EquityTable::embedded().unwrap();
    let game = Game::new(&table, RaiseSizes::integers(2, 40).unwrap());
    let s = solve(&game, &SolveOptions::default(), &mut Silent).unwrap();
    assert!(s.gap <= 1e-4, "gap {}", s.gap);
    assert!(s.alice_lower >= 0.39776 - 1e-4, "lower {}", s.alice_lower);
    assert!(
        s.alice_upper <= 0.39776 + 1e-4 + 1e-4,
        "upper {}",
        s.alice_upper
    );
    assert!(!alice_folds_any(&s.alice, 1e-3));
}

/// Issue 28: a grid of about 1e303 sizes used to say "0 raise sizes" (the count wrapped in a
/// `usize`). Every way of asking for too many sizes says how many were asked for.
#[test]
fn too_many_raise_sizes_says_the_real_count() {
    let message = |e: Result<RaiseSizes, RaiseError>| e.unwrap_err().to_string();
    // (1000 − 2) / 1e-300 + 1 ≈ 9.98e302 sizes.
    assert_eq!(
        message(RaiseSizes::grid(2.0, 1000.0, 1e-300)),
        "about 9.98e302 raise sizes, at most 200"
    );
    // 2, 2.5, …, 1000: 1997 sizes.
    assert_eq!(
        message(RaiseSizes::grid(2.0, 1000.0, 0.5)),
        "1997 raise sizes, at most 200"
    );
    assert_eq!(
        message(RaiseSizes::integers(2, u32::MAX)),
        "4294967294 raise sizes, at most 200"
    );
    let list: Vec<String> = (0..201).map(|k| (2 + k).to_string()).collect();
    assert_eq!(
        message(RaiseSizes::parse(&list.join(","))),
        "201 raise sizes, at most 200"
    );
    assert!(RaiseSizes::grid(2.0, 40.0, 0.5).is_ok());
}

/// The worker's messages carry raise sizes as a list of numbers, checked again as they are
/// read; the URL as text, which parses back to the same sizes.
#[test]
fn raise_sizes_round_trip_through_json_and_text() {
    let sizes = RaiseSizes::parse(" 8, 2.5,4 ").unwrap();
    assert_eq!(sizes.to_string(), "2.5,4,8");
    assert_eq!(RaiseSizes::parse(&sizes.to_string()), Ok(sizes.clone()));
    let json = serde_json::to_string(&sizes).unwrap();
    assert_eq!(json, "[2.5,4.0,8.0]");
    assert_eq!(serde_json::from_str::<RaiseSizes>(&json).unwrap(), sizes);
    for bad in ["[]", "[1.0]", "[2.0,2.0]", "[2.0,1e9]", "\"2,4\""] {
        assert!(serde_json::from_str::<RaiseSizes>(bad).is_err(), "{bad}");
    }
}
