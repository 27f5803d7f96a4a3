//! Tests of the tiling chain: every sample is a tiling with ab, bc, ca lozenges, the chain is
//! monotone, and samples are uniform.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::cftp::shuffle::chi_square_uniform;
use crate::cftp::trace;
use crate::progress::Silent;

/// Chi-square critical value at p = 0.001 with 19 degrees of freedom (tables).
const CHI2_999_DF19: f64 = 43.82;

/// Every stack of cubes in the box, by brute force (row-major, each height at most the ones
/// above and to the left).
fn all_stacks(hexagon: Hexagon) -> Vec<Stacks> {
    let (a, b, c) = (hexagon.a(), hexagon.b(), hexagon.c());
    let mut out = Vec::new();
    fn fill(k: usize, hexagon: Hexagon, h: &mut Vec<u8>, out: &mut Vec<Stacks>) {
        let (a, b) = (hexagon.a(), hexagon.b());
        if k == a * b {
            out.push(Stacks::new(hexagon, h.clone()).unwrap());
            return;
        }
        let mut cap = hexagon.c() as u8;
        if k >= b {
            cap = cap.min(h[k - b]);
        }
        if !k.is_multiple_of(b) {
            cap = cap.min(h[k - 1]);
        }
        for x in 0..=cap {
            h[k] = x;
            fill(k + 1, hexagon, h, out);
        }
    }
    fill(0, hexagon, &mut vec![0; a * b], &mut out);
    let _ = c;
    out
}

/// Checks that `stacks` draws a lozenge tiling of its hexagon: its lozenges cover exactly the
/// unit triangles the empty box's lozenges cover, each once; and returns the counts.
fn assert_is_tiling(stacks: &Stacks) -> OrientationCounts {
    let region: HashSet<Triangle> = (stacks.hexagon().empty().lozenges().iter())
        .flat_map(|l| l.triangles())
        .collect();
    let h = stacks.hexagon();
    assert_eq!(
        region.len() as u64,
        2 * h.lozenges(),
        "the hexagon has 2(ab+bc+ca) triangles"
    );
    let mut covered = HashSet::new();
    for lozenge in stacks.lozenges() {
        for triangle in lozenge.triangles() {
            assert!(region.contains(&triangle), "{lozenge:?} leaves the hexagon");
            assert!(
                covered.insert(triangle),
                "{lozenge:?} overlaps another lozenge"
            );
        }
    }
    assert_eq!(covered.len(), region.len());
    stacks.orientation_counts()
}

/// The lozenges' corners and triangles agree: the two triangles of each lozenge have their
/// three corners among the lozenge's four.
#[test]
fn lozenge_corners_and_triangles_agree() {
    for orientation in [Orientation::Top, Orientation::Left, Orientation::Right] {
        let lozenge = Lozenge {
            orientation,
            anchor: (3, -2),
        };
        let corners: HashSet<LatticePoint> = lozenge.corners().into_iter().collect();
        for Triangle {
            cell: (p, q),
            upper,
        } in lozenge.triangles()
        {
            let third = if upper { (p, q + 1) } else { (p + 1, q) };
            for point in [(p, q), (p + 1, q + 1), third] {
                assert!(corners.contains(&point), "{orientation:?}: {point:?}");
            }
        }
    }
}

/// Every sample drawn (many sizes, many seeds) is a tiling with exactly ab tops, bc left and
/// ca right lozenges, counted from its lozenges.
#[test]
fn every_sample_is_a_tiling_with_ab_bc_ca_lozenges() {
    for (a, b, c) in [
        (1, 1, 1),
        (2, 2, 2),
        (3, 5, 2),
        (6, 4, 7),
        (12, 12, 12),
        (1, 9, 4),
    ] {
        let hexagon = Hexagon::new(a, b, c).unwrap();
        for seed in 0..8 {
            let sample = sample_tiling(hexagon, &RandomSource::new(seed), &mut Silent).unwrap();
            let counts = assert_is_tiling(&sample.state);
            let (a, b, c) = (a as u64, b as u64, c as u64);
            assert_eq!(
                (counts.top, counts.left, counts.right),
                (a * b, b * c, c * a)
            );
        }
    }
}

/// Every one of the 175 stacks in a 3×3×2 box (brute force) is a tiling with the same counts.
#[test]
fn every_stack_of_a_small_box_is_a_tiling() {
    let hexagon = Hexagon::new(3, 3, 2).unwrap();
    let stacks = all_stacks(hexagon);
    assert_eq!(stacks.len(), 175);
    for s in &stacks {
        let counts = assert_is_tiling(s);
        assert_eq!((counts.top, counts.left, counts.right), (9, 6, 6));
    }
}

/// Brute force over the 20 tilings of the 2×2×2 hexagon: for every ordered pair x ≤ y and
/// 200 random time steps, the step keeps x ≤ y, and keeps both valid stacks.
#[test]
fn the_update_is_monotone_on_every_pair() {
    let hexagon = Hexagon::new(2, 2, 2).unwrap();
    let chain = TilingChain::new(hexagon);
    let stacks = all_stacks(hexagon);
    assert_eq!(stacks.len(), 20);
    let source = RandomSource::new(99);
    for t in 1..=200 {
        let after: Vec<Stacks> = (stacks.iter())
            .map(|s| {
                let mut state = chain.state_of(s);
                chain.step(&mut state, source.at(t));
                let moved = chain.stacks(&state);
                Stacks::new(hexagon, moved.heights().to_vec()).expect("a valid stack");
                moved
            })
            .collect();
        for (x, x_after) in stacks.iter().zip(&after) {
            for (y, y_after) in stacks.iter().zip(&after) {
                if x.is_below(y) {
                    assert!(x_after.is_below(y_after), "t = {t}: {x:?} ≤ {y:?}");
                }
            }
        }
    }
}

/// From −T, the top chain stays above a chain started from an arbitrary tiling, which stays
/// above the bottom chain, after every step; all three end in the sample.
#[test]
fn top_stays_above_any_which_stays_above_bottom() {
    let hexagon = Hexagon::new(5, 4, 6).unwrap();
    let chain = TilingChain::new(hexagon);
    let source = RandomSource::new(3);
    let sample = coupling_from_the_past(&chain, &source, &mut Silent).unwrap();
    let middle = forward_tiling(hexagon, &RandomSource::new(77), 500, &mut Silent).unwrap();
    let starts = vec![chain.top(), chain.state_of(&middle), chain.bottom()];
    let frames = trace(&chain, &source, starts, sample.coalescence_time, u64::MAX);
    assert_eq!(frames.len() as u64, sample.coalescence_time + 1);
    for frame in &frames {
        let [top, any, bottom] = [0, 1, 2].map(|k| chain.stacks(&frame.states[k]));
        assert!(
            bottom.is_below(&any) && any.is_below(&top),
            "t = −{}",
            frame.time_before_zero
        );
    }
    let end = &frames.last().unwrap().states;
    assert!(end.iter().all(|s| *s == sample.state));
}

/// 20,000 exact samples of the 2×2×2 hexagon at a fixed seed pass the chi-square test for 20
/// equally likely tilings (MacMahon: 20) at the 0.1% level; one sweep of the forward chain from
/// the empty box fails it badly.
#[test]
fn the_2x2x2_hexagon_is_uniform_by_chi_square() {
    let hexagon = Hexagon::new(2, 2, 2).unwrap();
    let index: HashMap<Stacks, usize> = all_stacks(hexagon)
        .into_iter()
        .enumerate()
        .map(|(k, s)| (s, k))
        .collect();
    let source = RandomSource::new(20);
    let mut exact = vec![0u64; 20];
    let mut forward = vec![0u64; 20];
    for k in 0..20_000 {
        let fork = source.fork(k);
        exact[index[&sample_tiling(hexagon, &fork, &mut Silent).unwrap().state]] += 1;
        forward[index[&forward_tiling(hexagon, &fork, 1, &mut Silent).unwrap()]] += 1;
    }
    let chi = chi_square_uniform(&exact);
    assert!(chi < CHI2_999_DF19, "chi² = {chi}");
    assert!(chi_square_uniform(&forward) > 10.0 * CHI2_999_DF19);
}

/// The same seed gives the same tiling and the same T; another seed another tiling.
#[test]
fn samples_are_reproducible_from_the_seed() {
    let hexagon = Hexagon::new(10, 12, 8).unwrap();
    let one = sample_tiling(hexagon, &RandomSource::new(1), &mut Silent).unwrap();
    let again = sample_tiling(hexagon, &RandomSource::new(1), &mut Silent).unwrap();
    let other = sample_tiling(hexagon, &RandomSource::new(2), &mut Silent).unwrap();
    assert_eq!(one, again);
    assert_ne!(one.state, other.state);
    let (recorded, runs) =
        sample_tiling_recorded(hexagon, &RandomSource::new(1), 4, &mut Silent).unwrap();
    assert_eq!(recorded, one);
    assert_eq!(runs.len() as u32, one.runs);
    assert!(runs.iter().rev().skip(1).all(|run| !run.coalesced));
    let last = runs.last().unwrap();
    assert!(last.coalesced && last.frames.len() == 5);
    assert_eq!(
        last.frames.last().unwrap().states,
        vec![one.state.clone(), one.state.clone()]
    );
}

/// The chain's diagonal layout stores and returns every stack unchanged.
#[test]
fn the_diagonal_layout_round_trips() {
    let hexagon = Hexagon::new(3, 4, 2).unwrap();
    let chain = TilingChain::new(hexagon);
    for s in all_stacks(hexagon) {
        assert_eq!(chain.stacks(&chain.state_of(&s)), s);
    }
}

/// Bad sides and bad heights are refused, also when deserialising.
#[test]
fn bad_input_is_refused() {
    assert!(Hexagon::new(0, 2, 2).is_err());
    assert!(Hexagon::new(2, MAX_SIDE + 1, 2).is_err());
    let hexagon = Hexagon::new(2, 2, 2).unwrap();
    assert!(Stacks::new(hexagon, vec![2, 2, 2]).is_err());
    assert!(Stacks::new(hexagon, vec![1, 2, 0, 0]).is_err());
    assert!(Stacks::new(hexagon, vec![3, 2, 2, 0]).is_err());
    assert!(Stacks::new(hexagon, vec![2, 1, 1, 0]).is_ok());
    let good = r#"{"hexagon":{"a":2,"b":2,"c":2},"heights":[2,1,1,0]}"#;
    assert!(serde_json::from_str::<Stacks>(good).is_ok());
    let bad = r#"{"hexagon":{"a":2,"b":2,"c":2},"heights":[0,1,1,0]}"#;
    assert!(serde_json::from_str::<Stacks>(bad).is_err());
    let zero = r#"{"hexagon":{"a":0,"b":2,"c":2},"heights":[]}"#;
    assert!(serde_json::from_str::<Stacks>(zero).is_err());
}

/// Each of a draw's 64 bits becomes exactly one site's coin, so the coins of one anti-diagonal
/// are independent and fair; and it is the coin it always was (bit b of byte l for site 8b + l,
/// as the first sampler computed it eight at a time), so seeds keep their samples.
#[test]
fn each_random_bit_is_one_coin() {
    let mut owners = HashSet::new();
    for bit in 0..64 {
        let mut coins = [0u8; 64];
        spread_draw(1 << bit, &mut coins);
        let set: Vec<usize> = (0..64).filter(|&k| coins[k] == 0xFF).collect();
        assert_eq!(set.len(), 1);
        assert!(coins.iter().all(|&c| c == 0 || c == 0xFF));
        owners.insert(set[0]);
    }
    assert_eq!(owners.len(), 64);
    let mut draws = RandomSource::new(5).at(1);
    for _ in 0..1000 {
        let word = draws.next_u64();
        let mut coins = [0u8; 64];
        spread_draw(word, &mut coins);
        for (b, eight) in coins.chunks(8).enumerate() {
            let masks = ((word >> b) & 0x0101_0101_0101_0101) * 0xFF;
            assert_eq!(eight, masks.to_le_bytes());
        }
    }
}

/// The post's figure: a random tiling of the regular hexagon of side 12 has 144 lozenges of
/// each orientation.
#[test]
fn the_posts_side_12_hexagon_has_144_of_each() {
    let hexagon = Hexagon::new(12, 12, 12).unwrap();
    let sample = sample_tiling(hexagon, &RandomSource::new(12), &mut Silent).unwrap();
    let counts = assert_is_tiling(&sample.state);
    assert_eq!((counts.top, counts.left, counts.right), (144, 144, 144));
}
