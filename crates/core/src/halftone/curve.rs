//! The curve: pixels in generalized-Hilbert order, each inflated to a 4×4 Hilbert block that
//! visits the curve points its gray level asks for (the post's `STEPS` table).
//!
//! Coordinates are those of images: x to the right, y downwards. The *grid of curve points* has
//! 4 columns and 4 rows per input pixel; pixel (px, py) owns the points (4px..4px+3, 4py..4py+3).

use super::HalftoneError;
use super::quantize::{Level, Quantized};
use crate::progress::Progress;
use serde::{Deserialize, Serialize};

/// Curve points per side of one pixel's block: a second-order Hilbert curve is 4 × 4.
pub const BLOCK_SIDE: u32 = 4;

/// The second-order Hilbert curve on the 4 × 4 block, from corner (0, 0) to corner (3, 0): the
/// shape the post's `hilbert.Hilbert(2)` gives every run of 16 consecutive indices.
pub const HILBERT_BLOCK: [(u8, u8); 16] = [
    (0, 0),
    (1, 0),
    (1, 1),
    (0, 1),
    (0, 2),
    (0, 3),
    (1, 3),
    (1, 2),
    (2, 2),
    (2, 3),
    (3, 3),
    (3, 2),
    (3, 1),
    (2, 1),
    (2, 0),
    (3, 0),
];

/// The post's `STEPS` table, indexed by [`Level`] (black, dark gray, light gray, white): the
/// jumps in Hilbert index between the block points the curve visits. Every row sums to 15, so
/// the curve enters each block at its point 0 and leaves from its point 15; the jumps always
/// land on the same row or column as the previous point, so the shortcut is a straight segment.
pub const STEPS: [&[u8]; 4] = [&[1; 15], &[1, 1, 1, 1, 4, 1, 1, 5], &[4, 7, 4], &[15]];

/// A point of the grid of curve points (column `x`, row `y`, from the top-left corner).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Point {
    /// Column, 0 at the left.
    pub x: u16,
    /// Row, 0 at the top.
    pub y: u16,
}

/// The halftone curve: the curve points it visits, in order.
///
/// Consecutive points lie on the same row or column, and the straight segment between them
/// crosses no other point of the curve: walked one grid step at a time, the curve is a single
/// path that never revisits a point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Curve {
    /// Columns of the grid of curve points: 4 per input pixel.
    pub width: u32,
    /// Rows of the grid of curve points: 4 per input pixel.
    pub height: u32,
    /// The visited points, from the top-left corner to the end of the gilbert's major side.
    pub points: Vec<Point>,
}

impl Curve {
    /// Total length in grid units (steps between neighbouring curve points).
    pub fn length(&self) -> u64 {
        self.points
            .windows(2)
            .map(|pair| {
                let (a, b) = (pair[0], pair[1]);
                u64::from(a.x.abs_diff(b.x)) + u64::from(a.y.abs_diff(b.y))
            })
            .sum()
    }
}

/// Whether the gilbert of a `width` × `height` grid runs its major axis horizontally.
///
/// The gilbert goes from one end of its major side to the other. On a grid with an even number
/// of cells, a path that visits every cell joins a "black" and a "white" cell (checkerboard
/// colouring), so the major side must have even length; gilbert's own choice (the longer side)
/// would otherwise force one diagonal step. With an odd number of cells both ends are black,
/// both sides are odd and the longer one is fine.
fn major_axis_is_horizontal(width: u32, height: u32) -> bool {
    if (u64::from(width) * u64::from(height)).is_multiple_of(2) {
        width.is_multiple_of(2)
    } else {
        width >= height
    }
}

/// The order in which the curve visits the pixels of a `width` × `height` picture: Jakub
/// Červený's generalized Hilbert curve ("gilbert"), from pixel (0, 0) to the other end of the
/// major side. Consecutive pixels are side neighbours.
///
/// The major side is the width if the width is even, or if both sides are odd and the width is
/// the longer; otherwise the height. (On a grid with an even number of pixels a path between
/// the two ends of a side needs that side to be even; gilbert's own rule, the longer side,
/// would otherwise force one diagonal step.)
///
/// Memory is one entry per pixel; callers bound the size ([`super::MAX_GRID_PIXELS`]).
pub fn pixel_order(width: u32, height: u32) -> Vec<(u32, u32)> {
    let mut order = Vec::with_capacity(width as usize * height as usize);
    if width == 0 || height == 0 {
        return order;
    }
    let (w, h) = (i64::from(width), i64::from(height));
    if major_axis_is_horizontal(width, height) {
        gilbert(&mut order, (0, 0), (w, 0), (0, h));
    } else {
        gilbert(&mut order, (0, 0), (0, h), (w, 0));
    }
    order
}

/// Fills the rectangle with corner `start`, major side `a` and minor side `b` (vectors along
/// the axes, their length the side in pixels), from `start` to the far end of `a`.
///
/// This is gilbert's recursion: a long rectangle is cut in two along its major side; otherwise
/// it is cut into three like a Hilbert curve's first level (up the minor side, along the major
/// side, back down), rounding each cut to an even size where possible so that the pieces'
/// paths join without diagonal steps.
fn gilbert(order: &mut Vec<(u32, u32)>, start: (i64, i64), a: (i64, i64), b: (i64, i64)) {
    let (x, y) = start;
    let (ax, ay) = a;
    let (bx, by) = b;
    let w = (ax + ay).abs();
    let h = (bx + by).abs();
    let (dax, day) = (ax.signum(), ay.signum());
    let (dbx, dby) = (bx.signum(), by.signum());

    if h == 1 {
        for i in 0..w {
            push_pixel(order, x + i * dax, y + i * day);
        }
        return;
    }
    if w == 1 {
        for i in 0..h {
            push_pixel(order, x + i * dbx, y + i * dby);
        }
        return;
    }

    // Halves, rounded towards minus infinity as in gilbert's reference implementation.
    let (mut ax2, mut ay2) = (ax.div_euclid(2), ay.div_euclid(2));
    let (mut bx2, mut by2) = (bx.div_euclid(2), by.div_euclid(2));
    let w2 = (ax2 + ay2).abs();
    let h2 = (bx2 + by2).abs();

    if 2 * w > 3 * h {
        if w2 % 2 == 1 && w > 2 {
            (ax2, ay2) = (ax2 + dax, ay2 + day);
        }
        gilbert(order, (x, y), (ax2, ay2), (bx, by));
        gilbert(order, (x + ax2, y + ay2), (ax - ax2, ay - ay2), (bx, by));
    } else {
        if h2 % 2 == 1 && h > 2 {
            (bx2, by2) = (bx2 + dbx, by2 + dby);
        }
        gilbert(order, (x, y), (bx2, by2), (ax2, ay2));
        gilbert(order, (x + bx2, y + by2), (ax, ay), (bx - bx2, by - by2));
        gilbert(
            order,
            (x + (ax - dax) + (bx2 - dbx), y + (ay - day) + (by2 - dby)),
            (-bx2, -by2),
            (-(ax - ax2), -(ay - ay2)),
        );
    }
}

/// Appends a pixel; the recursion only produces coordinates inside the rectangle, which is
/// within `u32`, so the conversion never fails in practice (and skips the point if it did).
fn push_pixel(order: &mut Vec<(u32, u32)>, x: i64, y: i64) {
    if let (Ok(x), Ok(y)) = (u32::try_from(x), u32::try_from(y)) {
        order.push((x, y));
    }
}

/// The corner (in block coordinates, each 0 or 3) where a block entered at `entry` must leave
/// to step into the neighbouring block in direction `toward` (a unit vector).
///
/// The exit lies on the side facing `toward` and shares a side of the block with the entry (a
/// second-order Hilbert curve joins two adjacent corners). If the entry is already on the
/// exit side, that is the other corner of the side; otherwise it is the corner straight across.
fn exit_corner(entry: (i32, i32), toward: (i32, i32)) -> (i32, i32) {
    let (ex, ey) = entry;
    let last = BLOCK_SIDE as i32 - 1;
    if toward.0 != 0 {
        let side = if toward.0 > 0 { last } else { 0 };
        if ex == side {
            (side, last - ey)
        } else {
            (side, ey)
        }
    } else {
        let side = if toward.1 > 0 { last } else { 0 };
        if ey == side {
            (last - ex, side)
        } else {
            (ex, side)
        }
    }
}

/// Traces the halftone curve of a quantized picture.
///
/// Pixels are taken in [`pixel_order`]. Each block is the [`HILBERT_BLOCK`] mapped by the
/// symmetry of the square that sends its corner (0, 0) to the block's entry and (3, 0) to its
/// exit; the first block enters at (0, 0), each later one at the corner next to the previous
/// exit, and the last one leaves as if the pixel order went straight on. Within a block the
/// curve visits the points of [`STEPS`] for the pixel's level.
///
/// Reports "tracing the curve" with pixels done. Fails if the picture is beyond the input-size
/// caps or inconsistent (its levels do not match its size), or when told to stop.
pub fn trace(quantized: &Quantized, progress: &mut impl Progress) -> Result<Curve, HalftoneError> {
    const REPORT_EVERY: usize = 1 << 16;
    quantized.check()?;
    let order = pixel_order(quantized.width, quantized.height);
    let total = order.len() as u64;
    // Exactly the points the levels ask for: 16 per black pixel, down to 2 per white one.
    let count = quantized
        .levels
        .iter()
        .map(|&level| level_steps(level).len() + 1)
        .sum();
    let mut points = Vec::with_capacity(count);
    let last = BLOCK_SIDE as i32 - 1;
    // First move of the picture: along the major axis, as if coming from outside the picture.
    let first_toward = if major_axis_is_horizontal(quantized.width, quantized.height) {
        (1, 0)
    } else {
        (0, 1)
    };
    let mut entry = (0, 0);
    let mut toward = first_toward;

    for (k, &(px, py)) in order.iter().enumerate() {
        if k % REPORT_EVERY == 0 {
            progress
                .report("tracing the curve", k as u64, total)
                .check()?;
        }
        // The direction to the next pixel; past the last pixel, go straight on.
        if let Some(&(nx, ny)) = order.get(k + 1) {
            toward = (step_sign(px, nx), step_sign(py, ny));
        }
        let exit = exit_corner(entry, toward);
        // The symmetry: `along` runs from entry to exit, `inward` from the entry into the block.
        let along = ((exit.0 - entry.0) / last, (exit.1 - entry.1) / last);
        let inward = if along.0 == 0 {
            (if entry.0 == 0 { 1 } else { -1 }, 0)
        } else {
            (0, if entry.1 == 0 { 1 } else { -1 })
        };
        let origin = (
            (px * BLOCK_SIDE) as i32 + entry.0,
            (py * BLOCK_SIDE) as i32 + entry.1,
        );
        let mut index = 0usize;
        let mut visit = |index: usize| {
            if let Some(&(a, b)) = HILBERT_BLOCK.get(index) {
                let (a, b) = (i32::from(a), i32::from(b));
                points.push(Point {
                    x: (origin.0 + a * along.0 + b * inward.0) as u16,
                    y: (origin.1 + a * along.1 + b * inward.1) as u16,
                });
            }
        };
        visit(index);
        for &jump in level_steps(quantized.level_at(px, py)) {
            index += usize::from(jump);
            visit(index);
        }
        // The next block's entry is the exit's neighbour across the shared side.
        entry = (
            (exit.0 + toward.0).rem_euclid(BLOCK_SIDE as i32),
            (exit.1 + toward.1).rem_euclid(BLOCK_SIDE as i32),
        );
    }
    progress.report("tracing the curve", total, total).check()?;
    Ok(Curve {
        width: quantized.width * BLOCK_SIDE,
        height: quantized.height * BLOCK_SIDE,
        points,
    })
}

/// The `STEPS` row of a level.
fn level_steps(level: Level) -> &'static [u8] {
    STEPS[level as usize]
}

/// −1, 0 or 1: the sign of `to − from`.
fn step_sign(from: u32, to: u32) -> i32 {
    match to.cmp(&from) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row of STEPS sums to 15, as the post's table does (the curve leaves each block from
    /// its last point).
    #[test]
    fn steps_rows_sum_to_15() {
        for row in STEPS {
            assert_eq!(row.iter().map(|&s| u32::from(s)).sum::<u32>(), 15);
        }
    }

    /// The gilbert visits every pixel once, by side-neighbour steps, from (0, 0) to the end of
    /// its major side: all sizes up to 48 × 48 (the exhaustive check to 200 is ignored).
    #[test]
    fn pixel_order_is_a_neighbour_path_small_sizes() {
        check_pixel_orders(48);
    }

    /// Run with `cargo test -p snipelab-core --release -- --ignored pixel_order_is_a_neighbour_path_up_to_200`.
    #[test]
    #[ignore]
    fn pixel_order_is_a_neighbour_path_up_to_200() {
        check_pixel_orders(200);
    }

    fn check_pixel_orders(max: u32) {
        for width in 1..=max {
            for height in 1..=max {
                let order = pixel_order(width, height);
                assert_eq!(order.len() as u32, width * height);
                let mut seen = vec![false; order.len()];
                for &(x, y) in &order {
                    assert!(x < width && y < height);
                    let cell = &mut seen[(y * width + x) as usize];
                    assert!(!*cell, "{width}×{height} revisits ({x}, {y})");
                    *cell = true;
                }
                for pair in order.windows(2) {
                    let d = pair[0].0.abs_diff(pair[1].0) + pair[0].1.abs_diff(pair[1].1);
                    assert_eq!(d, 1, "{width}×{height}: {:?} → {:?}", pair[0], pair[1]);
                }
                let end = if major_axis_is_horizontal(width, height) {
                    (width - 1, 0)
                } else {
                    (0, height - 1)
                };
                assert_eq!(order.first(), Some(&(0, 0)));
                assert_eq!(order.last(), Some(&end), "{width}×{height}");
            }
        }
    }

    #[test]
    fn exit_corner_shares_a_side_with_the_entry() {
        for entry in [(0, 0), (0, 3), (3, 0), (3, 3)] {
            for toward in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let exit = exit_corner(entry, toward);
                let apart = exit.0.abs_diff(entry.0) + exit.1.abs_diff(entry.1);
                assert_eq!(apart, 3, "{entry:?} {toward:?}");
                // On the side facing `toward`.
                match toward {
                    (1, 0) => assert_eq!(exit.0, 3),
                    (-1, 0) => assert_eq!(exit.0, 0),
                    (0, 1) => assert_eq!(exit.1, 3),
                    _ => assert_eq!(exit.1, 0),
                }
            }
        }
    }
}
