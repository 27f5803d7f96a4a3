//! Seeded perfect mazes, with walls as segments the robot can bump into and an exit.
//!
//! `vturtle.py`'s `maze()` builds a "binary tree" maze (one random wall per interior grid
//! point) with no way out. The issue asks for perfect mazes (exactly one path between any two
//! cells) and an exit, so this is a recursive backtracker (a random depth-first spanning tree of
//! the grid, with long winding corridors) and the outer wall has one gap. The cells are the
//! post's 30 cm; the robot starts at the centre of the south-west cell, at the origin, facing
//! east, and the exit is the east side of the north-east cell.
//!
//! Seeds go through the core's portable [`SplitMix64`], so that a seed in a URL or on the
//! command line gives the same maze natively and in the browser.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::random::{SplitMix64, below, splitmix64};

use super::geometry::{Bounds, Point, Segment};
use super::world::{Exit, World};

/// The post's maze cell: 30 cm square.
pub const CELL: f64 = 30.0;

/// The smallest maze side, in cells.
pub const MIN_SIZE: u32 = 2;

/// The largest maze side, in cells (a 40 × 40 maze is 1,600 cells and 3,200 walls).
pub const MAX_SIZE: u32 = 40;

/// Why a maze cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MazeError {
    /// The side is outside [`MIN_SIZE`]..=[`MAX_SIZE`].
    BadSize(u32),
}

impl fmt::Display for MazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeError::BadSize(n) => {
                write!(
                    f,
                    "maze size {n} is out of range: {MIN_SIZE} to {MAX_SIZE} cells a side"
                )
            }
        }
    }
}

impl std::error::Error for MazeError {}

/// A square perfect maze of `size × size` cells. Cell (column, row) has its centre at
/// (30·column, 30·row) cm; row 0 is the south.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Maze {
    size: u32,
    seed: u64,
    /// `open_east[row·size + column]`: no wall between the cell and its east neighbour.
    open_east: Vec<bool>,
    /// `open_north[row·size + column]`: no wall between the cell and its north neighbour.
    open_north: Vec<bool>,
}

impl Maze {
    /// The maze of the given side and seed.
    pub fn generate(size: u32, seed: u64) -> Result<Maze, MazeError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(MazeError::BadSize(size));
        }
        let n = size as usize;
        let mut maze = Maze {
            size,
            seed,
            open_east: vec![false; n * n],
            open_north: vec![false; n * n],
        };
        let mut rng: SplitMix64 = splitmix64(seed);
        let mut visited = vec![false; n * n];
        let mut stack = vec![0usize];
        visited[0] = true;
        while let Some(&cell) = stack.last() {
            let (column, row) = (cell % n, cell / n);
            let mut choices = [0usize; 4];
            let mut count = 0;
            for (dc, dr) in [(1i64, 0i64), (0, 1), (-1, 0), (0, -1)] {
                let (c, r) = (column as i64 + dc, row as i64 + dr);
                if (0..n as i64).contains(&c) && (0..n as i64).contains(&r) {
                    let next = r as usize * n + c as usize;
                    if !visited[next] {
                        choices[count] = next;
                        count += 1;
                    }
                }
            }
            if count == 0 {
                stack.pop();
                continue;
            }
            let next = choices[below(&mut rng, count as u64) as usize];
            maze.open(cell, next);
            visited[next] = true;
            stack.push(next);
        }
        Ok(maze)
    }

    /// Knocks down the wall between two neighbouring cells.
    fn open(&mut self, a: usize, b: usize) {
        let (low, high) = (a.min(b), a.max(b));
        if high == low + 1 {
            self.open_east[low] = true;
        } else {
            self.open_north[low] = true;
        }
    }

    /// Cells a side.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The seed it was made from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Whether the robot can pass from cell (column, row) one cell east.
    pub fn open_east(&self, column: u32, row: u32) -> bool {
        column + 1 < self.size && self.open_east[(row * self.size + column) as usize]
    }

    /// Whether the robot can pass from cell (column, row) one cell north.
    pub fn open_north(&self, column: u32, row: u32) -> bool {
        row + 1 < self.size && self.open_north[(row * self.size + column) as usize]
    }

    /// The exit is on the east side of this cell, the north-east corner.
    pub fn exit_cell(&self) -> (u32, u32) {
        (self.size - 1, self.size - 1)
    }

    /// The walls' centre lines, one segment per cell side.
    pub fn walls(&self) -> Vec<Segment> {
        let h = CELL / 2.0;
        let corner =
            |column: u32, row: u32| Point::new(column as f64 * CELL - h, row as f64 * CELL - h);
        let mut walls = Vec::new();
        for i in 0..self.size {
            walls.push(Segment::new(corner(i, 0), corner(i + 1, 0)));
            walls.push(Segment::new(corner(0, i), corner(0, i + 1)));
        }
        for row in 0..self.size {
            for column in 0..self.size {
                if !self.open_north(column, row) {
                    walls.push(Segment::new(
                        corner(column, row + 1),
                        corner(column + 1, row + 1),
                    ));
                }
                if !self.open_east(column, row) && (column, row) != self.exit_cell() {
                    walls.push(Segment::new(
                        corner(column + 1, row),
                        corner(column + 1, row + 1),
                    ));
                }
            }
        }
        walls
    }

    /// The world the robot runs in: these walls and the exit.
    pub fn world(&self) -> World {
        let h = CELL / 2.0;
        let far = self.size as f64 * CELL - h;
        let exit = Exit {
            inside: Bounds {
                min: Point::new(-h, -h),
                max: Point::new(far, far),
            },
            opening: Segment::new(Point::new(far, far - CELL), Point::new(far, far)),
        };
        World::new(self.walls(), Some(exit))
    }
}

/// The maze in text, north at the top, `+--+` walls and the exit as a gap on the right.
impl fmt::Display for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.size).rev() {
            let mut top = String::from("+");
            let mut middle = String::from("|");
            for column in 0..self.size {
                top.push_str(if self.open_north(column, row) {
                    "  +"
                } else {
                    "--+"
                });
                let east_wall = !self.open_east(column, row) && (column, row) != self.exit_cell();
                middle.push_str(if east_wall { "  |" } else { "   " });
            }
            writeln!(f, "{top}")?;
            writeln!(f, "{}", middle.trim_end())?;
        }
        write!(f, "+{}", "--+".repeat(self.size as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells reachable from the start through open sides, by breadth-first search.
    fn reachable(maze: &Maze) -> usize {
        let n = maze.size();
        let mut seen = vec![false; (n * n) as usize];
        let mut queue = vec![(0u32, 0u32)];
        seen[0] = true;
        while let Some((c, r)) = queue.pop() {
            let mut go = |c: u32, r: u32| {
                if !seen[(r * n + c) as usize] {
                    seen[(r * n + c) as usize] = true;
                    queue.push((c, r));
                }
            };
            if maze.open_east(c, r) {
                go(c + 1, r)
            }
            if maze.open_north(c, r) {
                go(c, r + 1)
            }
            if c > 0 && maze.open_east(c - 1, r) {
                go(c - 1, r)
            }
            if r > 0 && maze.open_north(c, r - 1) {
                go(c, r - 1)
            }
        }
        seen.iter().filter(|&&s| s).count()
    }

    #[test]
    fn every_maze_is_perfect() {
        for size in [2, 3, 5, 8, 17, 30, 40] {
            for seed in 0..20 {
                let maze = Maze::generate(size, seed).unwrap();
                let n = (size * size) as usize;
                let passages = maze
                    .open_east
                    .iter()
                    .chain(&maze.open_north)
                    .filter(|&&o| o)
                    .count();
                // A connected graph on n cells with n − 1 edges is a tree: one path between any two.
                assert_eq!(passages, n - 1);
                assert_eq!(reachable(&maze), n);
                // Walls: the outer ring less the exit, plus one per interior side left standing.
                let interior_sides = 2 * size * (size - 1);
                let expected = 4 * size - 1 + interior_sides - (n as u32 - 1);
                assert_eq!(maze.walls().len() as u32, expected);
            }
        }
    }

    #[test]
    fn sizes_are_checked() {
        assert_eq!(Maze::generate(1, 0), Err(MazeError::BadSize(1)));
        assert_eq!(Maze::generate(41, 0), Err(MazeError::BadSize(41)));
    }

    #[test]
    fn the_same_seed_gives_the_same_maze() {
        let a = Maze::generate(12, 99).unwrap();
        assert_eq!(a, Maze::generate(12, 99).unwrap());
        assert_ne!(a, Maze::generate(12, 100).unwrap());
        // Pinned so that any change of generator (or a platform difference) shows up: the
        // generator uses only integer arithmetic, so this text is the same on every target.
        let pinned = "\
+--+--+--+--+--+
|        |
+--+  +  +--+  +
|     |     |  |
+  +--+--+  +  +
|  |  |     |  |
+  +  +  +--+  +
|  |     |     |
+  +  +--+  +  +
|  |        |  |
+--+--+--+--+--+";
        let text = Maze::generate(5, 1).unwrap().to_string();
        if text != pinned {
            panic!("maze 5/1 changed:\n{text}");
        }
    }
}
