//! Lozenge tilings of an a×b×c hexagon, as stacks of cubes in an a×b×c box.
//!
//! Seen along the box's diagonal, a stack of unit cubes pushed into the corner of an a×b×c
//! box (a plane partition: heights h(i, j) ≤ c, never increasing away from the corner) is a
//! lozenge tiling of the hexagon with sides a, b, c, a, b, c, and every tiling arises this way
//! (David and Tomei 1989, the post's "proof without words"). Ordering stacks by height at every
//! site gives a partial order with the empty box at the bottom and the full box at the top.
//!
//! The chain: at each site, a coin says "add a cube if you can" or "remove one if you can"
//! (a heat-bath on heights restricted to ±1). Each site move is symmetric, so the uniform
//! distribution is stationary; it is monotone, since a higher stack has higher neighbours and
//! so a higher cap and floor; and it is irreducible, since from every stack all-"add" coins
//! reach the full box. One time step updates every site once, in two half-sweeps over the sites
//! with i + j even, then odd (no two sites of one colour are neighbours). Sites are stored by
//! anti-diagonal u = i + j, so a half-sweep walks contiguous bytes (the compiler vectorises it)
//! and the coins of one anti-diagonal are the bits of one or two 64-bit draws.

use serde::{Deserialize, Serialize};

use super::diagonal::{self, spread_draw};
use super::{
    BadInput, Graded, MonotoneChain, RandomSource, Recorded, Sample, SplitMix64,
    coupling_from_the_past, coupling_from_the_past_recorded, coupling_from_the_past_threads,
    forward_chain,
};
use crate::progress::{Cancelled, Progress};
use crate::random::RngCore;

/// The longest side [`Hexagon::new`] accepts: heights fit a byte. The work grows like
/// n⁴ log n (n² sites, of the order of n² log n sweeps), so 200×200×200 costs roughly 20 times
/// 100×100×100 (about 1.1 s natively on one thread, 0.8 s on two: BENCHMARKS.md).
pub const MAX_SIDE: usize = 200;

/// A hexagon with sides a, b, c (1 ≤ each ≤ [`MAX_SIDE`]): a = the box's extent along i, b
/// along j, c the height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hexagon {
    a: usize,
    b: usize,
    c: usize,
}

impl Hexagon {
    /// The hexagon with sides a, b, c, if each is from 1 to [`MAX_SIDE`].
    pub fn new(a: usize, b: usize, c: usize) -> Result<Self, BadInput> {
        for (name, side) in [("a", a), ("b", b), ("c", c)] {
            if !(1..=MAX_SIDE).contains(&side) {
                return Err(BadInput(format!(
                    "side {name} must be from 1 to {MAX_SIDE}, not {side}"
                )));
            }
        }
        Ok(Hexagon { a, b, c })
    }

    /// Side a (the box's extent along i).
    pub fn a(&self) -> usize {
        self.a
    }

    /// Side b (the box's extent along j).
    pub fn b(&self) -> usize {
        self.b
    }

    /// Side c (the box's height).
    pub fn c(&self) -> usize {
        self.c
    }

    /// How many lozenges every tiling has: ab + bc + ca.
    pub fn lozenges(&self) -> u64 {
        (self.a * self.b + self.b * self.c + self.c * self.a) as u64
    }

    /// The empty box: the least tiling.
    pub fn empty(&self) -> Stacks {
        Stacks {
            hexagon: *self,
            heights: vec![0; self.a * self.b],
        }
    }

    /// The full box: the greatest tiling.
    pub fn full(&self) -> Stacks {
        Stacks {
            hexagon: *self,
            heights: vec![self.c as u8; self.a * self.b],
        }
    }
}

/// A tiling as stacks of cubes: `heights[i·b + j]` cubes at site (i, j), at most c, never
/// increasing in i or in j. Deserialising checks this, so a value of this type is always a
/// tiling of its hexagon.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "StacksData")]
pub struct Stacks {
    hexagon: Hexagon,
    heights: Vec<u8>,
}

/// The unchecked form of [`Stacks`], as it travels in JSON.
#[derive(Deserialize)]
struct StacksData {
    hexagon: Hexagon,
    heights: Vec<u8>,
}

impl TryFrom<StacksData> for Stacks {
    type Error = BadInput;

    fn try_from(data: StacksData) -> Result<Self, BadInput> {
        let h = data.hexagon;
        let hexagon = Hexagon::new(h.a, h.b, h.c)?;
        Stacks::new(hexagon, data.heights)
    }
}

impl Stacks {
    /// The stacks with these heights (row-major, i then j), if they fit the box and never
    /// increase away from the corner.
    pub fn new(hexagon: Hexagon, heights: Vec<u8>) -> Result<Self, BadInput> {
        let (a, b, c) = (hexagon.a, hexagon.b, hexagon.c);
        if heights.len() != a * b {
            return Err(BadInput(format!(
                "expected {} heights for a {a}×{b} box, got {}",
                a * b,
                heights.len()
            )));
        }
        for i in 0..a {
            for j in 0..b {
                let h = heights[i * b + j];
                // Rows and columns counted from 1, as the reader counts them; the message
                // names the one rule broken (a height of 1 does not "exceed c = 3").
                let at = format!("the height {h} in row {}, column {}", i + 1, j + 1);
                let higher_than = |what: &str, x: u8| {
                    Err(BadInput(format!(
                        "{at} is more than the height {x} {what}: stacks never grow away from the corner"
                    )))
                };
                if usize::from(h) > c {
                    return Err(BadInput(format!("{at} is more than c = {c}")));
                }
                if i > 0 && heights[(i - 1) * b + j] < h {
                    return higher_than("above it", heights[(i - 1) * b + j]);
                }
                if j > 0 && heights[i * b + j - 1] < h {
                    return higher_than("to its left", heights[i * b + j - 1]);
                }
            }
        }
        Ok(Stacks { hexagon, heights })
    }

    /// The hexagon this tiles.
    pub fn hexagon(&self) -> Hexagon {
        self.hexagon
    }

    /// The heights, row-major (i then j).
    pub fn heights(&self) -> &[u8] {
        &self.heights
    }

    /// The height at site (i, j); 0 beyond the box's far sides and c beyond its near sides
    /// (i or j negative), which is what the tiling's boundary looks like.
    pub fn height(&self, i: isize, j: isize) -> usize {
        let (a, b) = (self.hexagon.a as isize, self.hexagon.b as isize);
        if i < 0 || j < 0 {
            self.hexagon.c
        } else if i >= a || j >= b {
            0
        } else {
            usize::from(self.heights[(i * b + j) as usize])
        }
    }

    /// The number of cubes.
    pub fn cubes(&self) -> u64 {
        self.heights.iter().map(|&h| u64::from(h)).sum()
    }

    /// Whether every height is at most the other's (the chain's partial order).
    pub fn is_below(&self, other: &Stacks) -> bool {
        self.hexagon == other.hexagon
            && self.heights.iter().zip(&other.heights).all(|(x, y)| x <= y)
    }

    /// The tiling's lozenges: the visible faces of the cubes and of the box's floor and two back
    /// walls, seen along (1, 1, 1). There are ab tops (one per column), bc left faces (one per
    /// row j and level k) and ca right faces (one per row i and level k).
    pub fn lozenges(&self) -> Vec<Lozenge> {
        let (a, b, c) = (self.hexagon.a, self.hexagon.b, self.hexagon.c);
        let mut out = Vec::with_capacity(self.hexagon.lozenges() as usize);
        for i in 0..a {
            for j in 0..b {
                let h = self.heights[i * b + j] as i32;
                out.push(Lozenge::new(Orientation::Top, i as i32 - h, j as i32 - h));
            }
        }
        // The left face (normal +i) of row j at level k sits in front of the last cube of the
        // row at that level: i = #{i : h(i, j) > k}.
        for j in 0..b {
            for k in 0..c {
                let x = (0..a)
                    .take_while(|&i| usize::from(self.heights[i * b + j]) > k)
                    .count();
                let (x, j, k) = (x as i32, j as i32, k as i32);
                out.push(Lozenge::new(Orientation::Left, x - k - 1, j - k - 1));
            }
        }
        for i in 0..a {
            for k in 0..c {
                let y = (0..b)
                    .take_while(|&j| usize::from(self.heights[i * b + j]) > k)
                    .count();
                let (y, i, k) = (y as i32, i as i32, k as i32);
                out.push(Lozenge::new(Orientation::Right, i - k - 1, y - k - 1));
            }
        }
        out
    }

    /// The lozenges of each orientation, counted from [`Stacks::lozenges`].
    pub fn orientation_counts(&self) -> OrientationCounts {
        let mut counts = OrientationCounts::default();
        for lozenge in self.lozenges() {
            match lozenge.orientation {
                Orientation::Top => counts.top += 1,
                Orientation::Left => counts.left += 1,
                Orientation::Right => counts.right += 1,
            }
        }
        counts
    }
}

/// The three orientations of a lozenge, named by the cube face they show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Orientation {
    /// A horizontal lozenge: the top of a stack (or the floor). Always ab of them.
    Top,
    /// A face looking down-left (normal along i). Always bc of them.
    Left,
    /// A face looking down-right (normal along j). Always ca of them.
    Right,
}

/// How many lozenges of each orientation a tiling has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrientationCounts {
    /// Horizontal lozenges (= ab, the theorem).
    pub top: u64,
    /// Left-facing lozenges (= bc).
    pub left: u64,
    /// Right-facing lozenges (= ca).
    pub right: u64,
}

/// A point of the triangular lattice: p·e₁ + q·e₂, where e₁ and e₂ are the images of the box's
/// i and j axes (120° apart); the height axis is e₃ = −e₁ − e₂, so (i, j, k) ↦ (i − k, j − k).
pub type LatticePoint = (i32, i32);

/// One of the two unit triangles of the lattice cell with corner (p, q): `upper == false` is
/// (C, C + e₁, C + e₁ + e₂), `upper == true` is (C, C + e₂, C + e₁ + e₂).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Triangle {
    /// The cell's corner.
    pub cell: LatticePoint,
    /// Which half of the cell.
    pub upper: bool,
}

/// One lozenge: its orientation and its anchor corner in the lattice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lozenge {
    /// Which cube face it shows.
    pub orientation: Orientation,
    /// Its first corner (see [`Lozenge::corners`]).
    pub anchor: LatticePoint,
}

impl Lozenge {
    fn new(orientation: Orientation, p: i32, q: i32) -> Self {
        Lozenge {
            orientation,
            anchor: (p, q),
        }
    }

    /// The four corners, in order around the lozenge, starting from the anchor.
    pub fn corners(&self) -> [LatticePoint; 4] {
        let (p, q) = self.anchor;
        match self.orientation {
            Orientation::Top => [(p, q), (p + 1, q), (p + 1, q + 1), (p, q + 1)],
            Orientation::Left => [(p, q), (p, q + 1), (p + 1, q + 2), (p + 1, q + 1)],
            Orientation::Right => [(p, q), (p + 1, q), (p + 2, q + 1), (p + 1, q + 1)],
        }
    }

    /// The two unit triangles it covers.
    pub fn triangles(&self) -> [Triangle; 2] {
        let (p, q) = self.anchor;
        let t = |cell, upper| Triangle { cell, upper };
        match self.orientation {
            Orientation::Top => [t((p, q), false), t((p, q), true)],
            Orientation::Left => [t((p, q), true), t((p, q + 1), false)],
            Orientation::Right => [t((p, q), false), t((p + 1, q), true)],
        }
    }
}

/// The lozenge-tiling chain of a hexagon (see the module documentation).
#[derive(Clone, Debug)]
pub struct TilingChain {
    hexagon: Hexagon,
    /// Bytes per stored anti-diagonal: sites i = −1..=a, the ends being boundary sentinels.
    stride: usize,
    /// Anti-diagonals u = −1..=a+b−1 are stored; u = −1 and a+b−1 are boundary rows.
    rows: usize,
}

/// The chain's state: heights stored by anti-diagonal u = i + j, with the boundary (c before
/// the box's near sides, 0 beyond its far sides) around them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagonalStacks {
    cells: Vec<u8>,
}

impl TilingChain {
    /// The chain of `hexagon`.
    pub fn new(hexagon: Hexagon) -> Self {
        TilingChain {
            hexagon,
            stride: hexagon.a + 2,
            rows: hexagon.a + hexagon.b + 1,
        }
    }

    /// The hexagon.
    pub fn hexagon(&self) -> Hexagon {
        self.hexagon
    }

    /// Where site (i, j) (or a boundary cell next to the box) lives in `DiagonalStacks::cells`.
    fn index(&self, i: isize, j: isize) -> usize {
        ((i + j + 1) as usize) * self.stride + (i + 1) as usize
    }

    /// The chain's form of `stacks`.
    pub fn state_of(&self, stacks: &Stacks) -> DiagonalStacks {
        let mut cells = vec![0u8; self.rows * self.stride];
        for row in 0..self.rows {
            for col in 0..self.stride {
                let (u, i) = (row as isize - 1, col as isize - 1);
                cells[row * self.stride + col] = stacks.height(i, u - i) as u8;
            }
        }
        DiagonalStacks { cells }
    }

    /// The stacks a chain state stands for.
    pub fn stacks(&self, state: &DiagonalStacks) -> Stacks {
        let (a, b) = (self.hexagon.a, self.hexagon.b);
        let mut heights = Vec::with_capacity(a * b);
        for i in 0..a as isize {
            for j in 0..b as isize {
                heights.push(state.cells[self.index(i, j)]);
            }
        }
        Stacks {
            hexagon: self.hexagon,
            heights,
        }
    }

    /// The sites of anti-diagonal u (0 ≤ u ≤ a + b − 2): i from `first` for `len` sites.
    fn diagonal(&self, u: usize) -> (usize, usize) {
        let (a, b) = (self.hexagon.a, self.hexagon.b);
        let first = u.saturating_sub(b - 1);
        let last = u.min(a - 1);
        (first, last + 1 - first)
    }

    /// One time step on one or two states with the same coins.
    fn sweep(
        &self,
        mut draws: SplitMix64,
        upper: &mut DiagonalStacks,
        lower: Option<&mut DiagonalStacks>,
    ) {
        let diagonals = self.hexagon.a + self.hexagon.b - 1;
        // On the stack, and whole draws of 64 coins each: a diagonal has at most MAX_SIDE
        // sites, and fixed-size copies let the compiler spread the coins without calling
        // memmove (13% of the time when a diagonal's last draw filled a short slice).
        let mut coins = [[0u8; 64]; COIN_DRAWS];
        let mut lower = lower;
        for parity in [0, 1] {
            for u in (parity..diagonals).step_by(2) {
                let (first, len) = self.diagonal(u);
                // The same draws in the same order as ever: one per 64 sites of the diagonal.
                for draw in &mut coins[..len.div_ceil(64)] {
                    spread_draw(draws.next_u64(), draw);
                }
                let coins = &coins.as_flattened()[..len];
                self.update_diagonal(&mut upper.cells, u, first, coins);
                if let Some(lower) = lower.as_deref_mut() {
                    self.update_diagonal(&mut lower.cells, u, first, coins);
                }
            }
        }
    }

    /// The heat-bath ±1 move at every site of anti-diagonal u ([`diagonal::update`]).
    fn update_diagonal(&self, cells: &mut [u8], u: usize, first: usize, coins: &[u8]) {
        let stride = self.stride;
        // Stored row of u is u + 1; the previous (u − 1) and next (u + 1) rows hold neighbours.
        let (before, rest) = cells.split_at_mut((u + 1) * stride);
        let (current, after) = rest.split_at_mut(stride);
        let rows = diagonal::Rows {
            previous: &before[u * stride..],
            next: &after[..stride],
            coins,
            // Site i is column i + 1.
            start: first + 1,
        };
        diagonal::update(&rows, current);
    }
}

/// How many draws of 64 coins [`TilingChain::sweep`] keeps: enough for the longest diagonal.
const COIN_DRAWS: usize = MAX_SIDE.div_ceil(64);

impl MonotoneChain for TilingChain {
    type State = DiagonalStacks;

    fn bottom(&self) -> DiagonalStacks {
        self.state_of(&self.hexagon.empty())
    }

    fn top(&self) -> DiagonalStacks {
        self.state_of(&self.hexagon.full())
    }

    fn step(&self, state: &mut DiagonalStacks, draws: SplitMix64) {
        self.sweep(draws, state, None);
    }

    fn step_pair(&self, upper: &mut DiagonalStacks, lower: &mut DiagonalStacks, draws: SplitMix64) {
        self.sweep(draws, upper, Some(lower));
    }

    fn updates_per_step(&self) -> u64 {
        (self.hexagon.a * self.hexagon.b) as u64
    }
}

/// The number of cubes (plus the boundary's, a constant) is a rank function of the order by
/// heights: a stack strictly above another has more cubes.
impl Graded for TilingChain {
    fn grade(&self, state: &DiagonalStacks) -> u64 {
        state.cells.iter().map(|&h| u64::from(h)).sum()
    }
}

/// [`sample_tiling`] with the top and bottom chains of each run on two threads if `threads` is
/// 2 or more ([`coupling_from_the_past_threads`]): the same sample and counters for every seed.
/// For native callers (the CLI); in the browser it would run on one thread.
pub fn sample_tiling_threads(
    hexagon: Hexagon,
    source: &RandomSource,
    threads: usize,
    progress: &mut impl Progress,
) -> Result<Sample<Stacks>, Cancelled> {
    let chain = TilingChain::new(hexagon);
    let sample = coupling_from_the_past_threads(&chain, source, threads, progress)?;
    Ok(sample.map(|state| chain.stacks(&state)))
}

/// An exact uniform tiling of `hexagon` by coupling from the past.
pub fn sample_tiling(
    hexagon: Hexagon,
    source: &RandomSource,
    progress: &mut impl Progress,
) -> Result<Sample<Stacks>, Cancelled> {
    let chain = TilingChain::new(hexagon);
    let sample = coupling_from_the_past(&chain, source, progress)?;
    Ok(sample.map(|state| chain.stacks(&state)))
}

/// [`sample_tiling`] with `frames_per_run` + 1 frames of the top and bottom tilings recorded in
/// every run, for the page's animation (the same sample as without recording).
pub fn sample_tiling_recorded(
    hexagon: Hexagon,
    source: &RandomSource,
    frames_per_run: u64,
    progress: &mut impl Progress,
) -> Result<Recorded<Stacks>, Cancelled> {
    let chain = TilingChain::new(hexagon);
    let (sample, runs) = coupling_from_the_past_recorded(&chain, source, frames_per_run, progress)?;
    let runs = runs
        .into_iter()
        .map(|run| run.map(|s| chain.stacks(s)))
        .collect();
    Ok((sample.map(|state| chain.stacks(&state)), runs))
}

/// The naive forward chain on tilings: `steps` sweeps from the empty box.
pub fn forward_tiling(
    hexagon: Hexagon,
    source: &RandomSource,
    steps: u64,
    progress: &mut impl Progress,
) -> Result<Stacks, Cancelled> {
    let chain = TilingChain::new(hexagon);
    let state = forward_chain(&chain, chain.bottom(), source, steps, progress)?;
    Ok(chain.stacks(&state))
}

#[cfg(test)]
#[path = "hexagon_tests.rs"]
mod tests;
