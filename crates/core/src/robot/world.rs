//! The robot's world: walls as thick segments (the post's `Wall` objects, 1 cm thick), an
//! optional maze exit, and a bucket grid so that a move looks only at the walls near it.

use serde::{Deserialize, Serialize};

use super::geometry::{Bounds, Point, Segment, first_contact};

/// The post's walls are boxes 1 cm thick (`vturtle.py`'s `Wall`).
pub const WALL_THICKNESS: f64 = 1.0;

/// Where the robot leaves a maze: it has reached the exit once its centre is outside the maze's
/// outer walls, which the walls only allow through the opening.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Exit {
    /// The maze's interior, bounded by the centre lines of its outer walls.
    pub inside: Bounds,
    /// The gap in the outer wall (for drawing).
    pub opening: Segment,
}

/// Walls (and an exit) the robot moves among. Built once; moves and sensors only read it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct World {
    walls: Vec<Segment>,
    exit: Option<Exit>,
    grid: Grid,
}

impl World {
    /// An open floor with no walls (the CLI's `--no-maze`).
    pub fn open() -> World {
        World::new(Vec::new(), None)
    }

    /// A world of the given walls (centre lines, [`WALL_THICKNESS`] thick) and exit.
    pub fn new(walls: Vec<Segment>, exit: Option<Exit>) -> World {
        let grid = Grid::build(&walls);
        World { walls, exit, grid }
    }

    /// The walls' centre lines.
    pub fn walls(&self) -> &[Segment] {
        &self.walls
    }

    /// The exit, in a maze.
    pub fn exit(&self) -> Option<&Exit> {
        self.exit.as_ref()
    }

    /// Whether a robot centred at `p` has left the maze through its exit.
    pub fn is_out(&self, p: Point) -> bool {
        self.exit
            .as_ref()
            .is_some_and(|exit| !exit.inside.contains(p))
    }

    /// The box around every wall, if there are any.
    pub fn bounds(&self) -> Option<Bounds> {
        self.walls
            .iter()
            .map(|w| w.bounds(WALL_THICKNESS / 2.0))
            .reduce(|a, b| a.union(&b))
    }

    /// How far a disc of `radius` centred at `origin` can slide along `unit` (up to `distance`)
    /// before touching a wall: `None` if the whole way is clear.
    pub fn first_contact(
        &self,
        origin: Point,
        unit: Point,
        distance: f64,
        radius: f64,
    ) -> Option<f64> {
        let reach = radius + WALL_THICKNESS / 2.0;
        let path = Segment::new(origin, origin.plus(unit.scale(distance)));
        self.grid
            .near(&path.bounds(reach))
            .into_iter()
            .filter_map(|i| first_contact(origin, unit, distance, &self.walls[i], reach))
            .reduce(f64::min)
    }

    /// Whether any wall comes within its half thickness of `ray` (a proximity sensor's beam).
    pub fn touches(&self, ray: &Segment) -> bool {
        let half = WALL_THICKNESS / 2.0;
        self.grid
            .near(&ray.bounds(half))
            .into_iter()
            .any(|i| self.walls[i].distance_to_segment(ray) <= half)
    }

    /// The distance from `p` to the nearest wall's surface (infinite with no walls).
    pub fn clearance(&self, p: Point) -> f64 {
        self.walls
            .iter()
            .map(|w| w.distance_to_point(p) - WALL_THICKNESS / 2.0)
            .fold(f64::INFINITY, f64::min)
    }
}

/// A uniform grid of buckets over the walls' box; each bucket lists the walls whose (thick) box
/// overlaps it. A maze of 30 × 30 cells has 1,800 walls, and a wall follower makes thousands of
/// moves and sensor readings: looking at a handful of walls each time instead of all is what
/// makes the test of 2,600 mazes fast.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Grid {
    origin: Point,
    cell: f64,
    columns: usize,
    rows: usize,
    buckets: Vec<Vec<u32>>,
}

impl Grid {
    /// At most this many buckets a side: a few walls per bucket in the largest maze.
    const MAX_SIDE: usize = 128;

    fn build(walls: &[Segment]) -> Grid {
        let Some(bounds) = walls
            .iter()
            .map(|w| w.bounds(WALL_THICKNESS))
            .reduce(|a, b| a.union(&b))
        else {
            return Grid {
                origin: Point::default(),
                cell: 1.0,
                columns: 0,
                rows: 0,
                buckets: Vec::new(),
            };
        };
        let (width, height) = (bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y);
        let side = ((walls.len() as f64).sqrt().ceil() as usize).clamp(1, Grid::MAX_SIDE);
        let cell = (width.max(height) / side as f64).max(1e-6);
        let columns = ((width / cell).ceil() as usize).clamp(1, Grid::MAX_SIDE);
        let rows = ((height / cell).ceil() as usize).clamp(1, Grid::MAX_SIDE);
        let mut grid = Grid {
            origin: bounds.min,
            cell,
            columns,
            rows,
            buckets: vec![Vec::new(); columns * rows],
        };
        for (i, wall) in walls.iter().enumerate() {
            let (c0, c1, r0, r1) = grid.span(&wall.bounds(WALL_THICKNESS));
            for r in r0..=r1 {
                for c in c0..=c1 {
                    grid.buckets[r * columns + c].push(i as u32);
                }
            }
        }
        grid
    }

    /// The bucket columns and rows a box overlaps, clamped to the grid.
    fn span(&self, b: &Bounds) -> (usize, usize, usize, usize) {
        let index = |v: f64, start: f64, count: usize| {
            (((v - start) / self.cell).floor().max(0.0) as usize).min(count - 1)
        };
        (
            index(b.min.x, self.origin.x, self.columns),
            index(b.max.x, self.origin.x, self.columns),
            index(b.min.y, self.origin.y, self.rows),
            index(b.max.y, self.origin.y, self.rows),
        )
    }

    /// The walls whose buckets overlap the box, each once.
    fn near(&self, b: &Bounds) -> Vec<usize> {
        if self.buckets.is_empty() {
            return Vec::new();
        }
        let (c0, c1, r0, r1) = self.span(b);
        let mut found: Vec<usize> = (r0..=r1)
            .flat_map(|r| (c0..=c1).map(move |c| r * self.columns + c))
            .flat_map(|bucket| self.buckets[bucket].iter().map(|&i| i as usize))
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::geometry::direction;

    /// The grid must never hide a wall: compare with checking every wall.
    #[test]
    fn bucketed_contacts_equal_checking_every_wall() {
        let mut walls = Vec::new();
        for i in 0..20 {
            for j in 0..20 {
                let (x, y) = (i as f64 * 30.0, j as f64 * 30.0);
                if (i * 7 + j * 3) % 4 == 0 {
                    walls.push(Segment::new(Point::new(x, y), Point::new(x + 30.0, y)));
                } else if (i + j) % 3 == 0 {
                    walls.push(Segment::new(Point::new(x, y), Point::new(x, y + 30.0)));
                }
            }
        }
        let world = World::new(walls.clone(), None);
        for k in 0..500 {
            let origin = Point::new((k * 37 % 600) as f64 + 0.5, (k * 91 % 600) as f64 + 0.25);
            let unit = direction(k as f64 * 13.7);
            let distance = (k % 50) as f64 * 7.0;
            let everywhere = walls
                .iter()
                .filter_map(|w| first_contact(origin, unit, distance, w, 9.5))
                .reduce(f64::min);
            assert_eq!(
                world.first_contact(origin, unit, distance, 9.0),
                everywhere,
                "{k}"
            );
            let ray = Segment::new(origin, origin.plus(unit.scale(19.0)));
            let touched = walls.iter().any(|w| w.distance_to_segment(&ray) <= 0.5);
            assert_eq!(world.touches(&ray), touched, "{k}");
        }
    }
}
