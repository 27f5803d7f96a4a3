//! Tests of the halftone curve against independent values: the Hilbert curve from the classic
//! `d2xy` formula and the post's `STEPS` table copied here (the curve is one path, every block
//! follows STEPS, powers of two give the post's program's curve).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use snipelab_core::halftone::{self, Curve, Level, Point, Quantized};
use snipelab_core::progress::Silent;

/// The post's `STEPS` table, keyed by gray level darkest first (copied from the post, not from
/// the library).
const POST_STEPS: [&[u32]; 4] = [
    &[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    &[1, 1, 1, 1, 4, 1, 1, 5],
    &[4, 7, 4],
    &[15],
];

/// Index `d` → point of the Hilbert curve filling an `n` × `n` square (`n` a power of two), the
/// classic iterative conversion (as on Wikipedia's "Hilbert curve" page): from (0, 0) to
/// (n − 1, 0).
fn d2xy(n: u32, d: u32) -> (u32, u32) {
    let (mut x, mut y, mut t) = (0, 0, d);
    let mut s = 1;
    while s < n {
        let rx = 1 & (t / 2);
        let ry = 1 & (t ^ rx);
        if ry == 0 {
            if rx == 1 {
                x = s - 1 - x;
                y = s - 1 - y;
            }
            std::mem::swap(&mut x, &mut y);
        }
        x += s * rx;
        y += s * ry;
        t /= 4;
        s *= 2;
    }
    (x, y)
}

fn uniform(width: u32, height: u32, level: Level) -> Quantized {
    Quantized {
        width,
        height,
        levels: vec![level; (width * height) as usize],
    }
}

fn random_levels(width: u32, height: u32, rng: &mut SmallRng) -> Quantized {
    Quantized {
        width,
        height,
        levels: (0..width * height)
            .map(|_| Level::ALL[rng.random_range(0..4)])
            .collect(),
    }
}

fn trace(quantized: &Quantized) -> Curve {
    halftone::trace(quantized, &mut Silent).unwrap()
}

/// Where the construction says the curve ends: the far end of the gilbert's major side, which
/// is horizontal when the width is even, or when both sides are odd and the width is longer.
fn expected_end(width: u32, height: u32) -> Point {
    let horizontal = if (width * height).is_multiple_of(2) {
        width.is_multiple_of(2)
    } else {
        width >= height
    };
    if horizontal {
        Point {
            x: (4 * width - 1) as u16,
            y: 0,
        }
    } else {
        Point {
            x: 0,
            y: (4 * height - 1) as u16,
        }
    }
}

/// The curve is one path: walked one grid step at a time (through the straight segments
/// between visited points), every step goes to a side neighbour on the grid of curve points,
/// no point is visited twice, and it runs from (0, 0) to the construction's end.
fn assert_one_path(curve: &Curve) {
    // A flag per point, not a hash set: the slow lane checks 14,400 pictures of up to 480 × 480
    // points, and hashing every point was most of its time.
    let mut seen = vec![false; (curve.width * curve.height) as usize];
    let mut visit = |p: Point| {
        assert!(u32::from(p.x) < curve.width && u32::from(p.y) < curve.height);
        let i = usize::from(p.y) * curve.width as usize + usize::from(p.x);
        assert!(!seen[i], "revisits {p:?}");
        seen[i] = true;
    };
    let first = curve.points[0];
    assert_eq!(first, Point { x: 0, y: 0 });
    visit(first);
    for pair in curve.points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(a.x == b.x || a.y == b.y, "diagonal {a:?} → {b:?}");
        let (dx, dy) = (
            i32::from(b.x) - i32::from(a.x),
            i32::from(b.y) - i32::from(a.y),
        );
        let length = dx.abs() + dy.abs();
        assert!(length >= 1);
        for i in 1..=length {
            visit(Point {
                x: (i32::from(a.x) + dx.signum() * i) as u16,
                y: (i32::from(a.y) + dy.signum() * i) as u16,
            });
        }
    }
    let end = *curve.points.last().unwrap();
    assert_eq!(end, expected_end(curve.width / 4, curve.height / 4));
}

/// A curve point's position inside its pixel's 4 × 4 block.
type Local = (i32, i32);

/// Every block shows the post's pattern for its pixel's level: the points the curve visits in
/// the block are, in order, the images of the second-order Hilbert curve's points at the
/// indices the post's STEPS pick (starting at 0), under one of the square's eight symmetries.
fn assert_blocks_follow_steps(quantized: &Quantized, curve: &Curve) {
    let hilbert: Vec<Local> = (0..16)
        .map(|d| {
            let (x, y) = d2xy(4, d);
            (x as i32, y as i32)
        })
        .collect();
    let symmetries: [fn(Local) -> Local; 8] = [
        |(x, y)| (x, y),
        |(x, y)| (3 - x, y),
        |(x, y)| (x, 3 - y),
        |(x, y)| (3 - x, 3 - y),
        |(x, y)| (y, x),
        |(x, y)| (3 - y, x),
        |(x, y)| (y, 3 - x),
        |(x, y)| (3 - y, 3 - x),
    ];
    // Each level's pattern under the eight symmetries, made once: the slow lane checks about
    // 52 million blocks.
    let patterns: Vec<Vec<Vec<Local>>> = POST_STEPS
        .iter()
        .map(|steps| {
            let mut index = 0;
            let mut wanted = vec![hilbert[0]];
            for &jump in *steps {
                index += jump as usize;
                wanted.push(hilbert[index]);
            }
            symmetries
                .iter()
                .map(|s| wanted.iter().map(|&p| s(p)).collect())
                .collect()
        })
        .collect();
    let block_of = |p: &Point| (p.x / 4, p.y / 4);
    let local = |p: &Point| (i32::from(p.x % 4), i32::from(p.y % 4));
    // Split the visited points into runs by block; each block must be one run.
    let runs: Vec<&[Point]> = curve
        .points
        .chunk_by(|a, b| block_of(a) == block_of(b))
        .collect();
    assert_eq!(runs.len() as u32, quantized.width * quantized.height);
    let mut entered = vec![false; runs.len()];
    let mut run_points = Vec::with_capacity(16);
    for run in runs {
        let (bx, by) = block_of(&run[0]);
        let i = (u32::from(by) * quantized.width + u32::from(bx)) as usize;
        assert!(!entered[i], "a block is entered twice: ({bx}, {by})");
        entered[i] = true;
        let level = quantized.levels[i];
        run_points.clear();
        run_points.extend(run.iter().map(local));
        let matches = patterns[level as usize].contains(&run_points);
        assert!(matches, "block ({bx}, {by}) at {level:?}: {run_points:?}");
    }
}

/// For 2^k × 2^k pictures the curve is exactly the Hilbert curve of order k + 2 (the post's
/// curve): all-black pictures visit every point in d2xy order.
#[test]
fn black_powers_of_two_give_the_hilbert_curve() {
    for k in 0..=6 {
        let n = 1 << k;
        let curve = trace(&uniform(n, n, Level::Black));
        let hilbert: Vec<Point> = (0..16 * n * n)
            .map(|d| {
                let (x, y) = d2xy(4 * n, d);
                Point {
                    x: x as u16,
                    y: y as u16,
                }
            })
            .collect();
        assert_eq!(curve.points, hilbert, "n = {n}");
    }
}

/// The post's program on a power-of-two square: walk the Hilbert curve of order k + 2 in runs
/// of 16, visiting the indices that STEPS picks for the level of the run's pixel. Ours agrees
/// on random pictures.
#[test]
fn powers_of_two_agree_with_the_posts_program() {
    let mut rng = SmallRng::seed_from_u64(5);
    for k in 0..=5 {
        let n = 1u32 << k;
        let quantized = random_levels(n, n, &mut rng);
        let mut post = Vec::new();
        for block in 0..n * n {
            let mut index = 16 * block;
            let (x, y) = d2xy(4 * n, index);
            let level = quantized.levels[((y / 4) * n + x / 4) as usize];
            post.push((x, y));
            for &jump in POST_STEPS[level as usize] {
                index += jump;
                post.push(d2xy(4 * n, index));
            }
        }
        let ours: Vec<(u32, u32)> = trace(&quantized)
            .points
            .iter()
            .map(|p| (u32::from(p.x), u32::from(p.y)))
            .collect();
        assert_eq!(ours, post, "n = {n}");
    }
}

/// Uniform pictures of every level, squares and odd rectangles: one path, and each block
/// matches STEPS for that level.
#[test]
fn uniform_pictures_match_steps_in_every_block() {
    for (width, height) in [
        (1, 1),
        (1, 7),
        (6, 1),
        (2, 3),
        (3, 2),
        (5, 5),
        (7, 4),
        (9, 6),
        (16, 16),
        (13, 21),
    ] {
        for level in Level::ALL {
            let quantized = uniform(width, height, level);
            let curve = trace(&quantized);
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
            let per_block = POST_STEPS[level as usize].len() + 1;
            assert_eq!(curve.points.len(), per_block * (width * height) as usize);
        }
    }
}

/// Random pictures of all sizes up to 24 × 24: one continuous path, every block as STEPS says.
#[test]
fn random_pictures_of_any_size_give_one_path() {
    let mut rng = SmallRng::seed_from_u64(2024);
    for width in 1..=24 {
        for height in 1..=24 {
            let quantized = random_levels(width, height, &mut rng);
            let curve = trace(&quantized);
            assert_eq!((curve.width, curve.height), (4 * width, 4 * height));
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
        }
    }
}

/// Run with `cargo test -p snipelab-core --release --test halftone_curve -- --ignored
/// random_pictures_up_to_120`: the same checks for every size up to 120 × 120.
#[test]
#[ignore]
fn random_pictures_up_to_120() {
    let mut rng = SmallRng::seed_from_u64(7);
    for width in 1..=120 {
        for height in 1..=120 {
            let quantized = random_levels(width, height, &mut rng);
            let curve = trace(&quantized);
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
        }
    }
}

/// An all-white picture: the curve is as short as it can be, 3 units per block (straight
/// across each block) plus 1 between blocks.
#[test]
fn white_is_the_shortest_curve() {
    let curve = trace(&uniform(10, 7, Level::White));
    assert_eq!(curve.length(), 70 * 3 + 69);
    let black = trace(&uniform(10, 7, Level::Black));
    assert_eq!(black.length(), 70 * 16 - 1);
}
