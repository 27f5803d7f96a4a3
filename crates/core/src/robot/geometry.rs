//! Plane geometry for the robot: points, wall segments, and the two questions the simulator
//! asks of them. How far can a disc slide along a line before it touches a thick wall (the
//! stall)? Does a sensor's ray come within a wall's half thickness (the proximity sensors)?
//!
//! Walls are segments with a thickness, so the set of positions where the robot's centre would
//! touch a wall is a capsule: every point within `robot radius + half thickness` of the segment.
//! The original `vturtle.py` moves the robot in 0.625 cm frames and backs up one frame when it
//! finds an overlap; here the contact point is solved exactly, so a stall leaves the robot
//! touching the wall, not up to a frame short of it.

use serde::{Deserialize, Serialize};

/// A point (or vector) in the plane, in centimetres like the post's robot.
#[derive(Clone, Copy, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct Point {
    /// East.
    pub x: f64,
    /// North.
    pub y: f64,
}

impl Point {
    /// The point (x, y).
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// Vector sum.
    pub fn plus(self, other: Point) -> Point {
        Point::new(self.x + other.x, self.y + other.y)
    }

    /// Vector difference `self − other`.
    pub fn minus(self, other: Point) -> Point {
        Point::new(self.x - other.x, self.y - other.y)
    }

    /// The vector scaled by `k`.
    pub fn scale(self, k: f64) -> Point {
        Point::new(self.x * k, self.y * k)
    }

    /// Dot product.
    pub fn dot(self, other: Point) -> f64 {
        self.x * other.x + self.y * other.y
    }

    /// The z component of the cross product: positive when `other` is counterclockwise of `self`.
    pub fn cross(self, other: Point) -> f64 {
        self.x * other.y - self.y * other.x
    }

    /// Euclidean length.
    pub fn length(self) -> f64 {
        libm::hypot(self.x, self.y)
    }

    /// Distance to `other`.
    pub fn distance(self, other: Point) -> f64 {
        self.minus(other).length()
    }
}

/// The unit vector of a heading in degrees (0 east, 90 north), exact at multiples of 90°.
///
/// WHY: turtle programs turn by right angles all the time; with `cos(π/2) ≈ 6e−17` a maze walk of
/// thousands of cells would drift off its grid line. Reducing to the nearest quadrant first makes
/// right angles exact and keeps every other angle as accurate as libm's sin/cos. libm (not the
/// platform's maths library) keeps trajectories identical natively and in WebAssembly.
pub fn direction(heading_degrees: f64) -> Point {
    let quadrant = (heading_degrees / 90.0).round();
    let rest = (heading_degrees - 90.0 * quadrant).to_radians();
    let (s, c) = libm::sincos(rest);
    match (quadrant as i64).rem_euclid(4) {
        0 => Point::new(c, s),
        1 => Point::new(-s, c),
        2 => Point::new(-c, -s),
        _ => Point::new(s, -c),
    }
}

/// A straight wall (or a sensor's ray) from `a` to `b`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Segment {
    /// One end.
    pub a: Point,
    /// The other end.
    pub b: Point,
}

impl Segment {
    /// The segment from `a` to `b`.
    pub const fn new(a: Point, b: Point) -> Segment {
        Segment { a, b }
    }

    /// Distance from `p` to the nearest point of the segment.
    pub fn distance_to_point(&self, p: Point) -> f64 {
        let ab = self.b.minus(self.a);
        let length2 = ab.dot(ab);
        let t = if length2 == 0.0 {
            0.0
        } else {
            (p.minus(self.a).dot(ab) / length2).clamp(0.0, 1.0)
        };
        p.distance(self.a.plus(ab.scale(t)))
    }

    /// Whether the two segments share a point (crossing or touching).
    fn meets(&self, other: &Segment) -> bool {
        let side = |s: &Segment, p: Point| s.b.minus(s.a).cross(p.minus(s.a));
        let (d1, d2) = (side(self, other.a), side(self, other.b));
        let (d3, d4) = (side(other, self.a), side(other, self.b));
        if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0))
            && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
        {
            return true;
        }
        // Collinear or touching cases are caught by the endpoint distances being zero.
        false
    }

    /// The shortest distance between two segments (0 when they cross).
    pub fn distance_to_segment(&self, other: &Segment) -> f64 {
        if self.meets(other) {
            return 0.0;
        }
        self.distance_to_point(other.a)
            .min(self.distance_to_point(other.b))
            .min(other.distance_to_point(self.a))
            .min(other.distance_to_point(self.b))
    }

    /// The axis-aligned box around the segment, grown by `margin` on every side.
    pub fn bounds(&self, margin: f64) -> Bounds {
        Bounds {
            min: Point::new(
                self.a.x.min(self.b.x) - margin,
                self.a.y.min(self.b.y) - margin,
            ),
            max: Point::new(
                self.a.x.max(self.b.x) + margin,
                self.a.y.max(self.b.y) + margin,
            ),
        }
    }
}

/// An axis-aligned rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bounds {
    /// South-west corner.
    pub min: Point,
    /// North-east corner.
    pub max: Point,
}

impl Bounds {
    /// Whether `p` lies inside or on the edge.
    pub fn contains(&self, p: Point) -> bool {
        (self.min.x..=self.max.x).contains(&p.x) && (self.min.y..=self.max.y).contains(&p.y)
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, other: &Bounds) -> Bounds {
        Bounds {
            min: Point::new(self.min.x.min(other.min.x), self.min.y.min(other.min.y)),
            max: Point::new(self.max.x.max(other.max.x), self.max.y.max(other.max.y)),
        }
    }
}

/// The open interval of t where `origin + t·unit` lies within `radius` of `segment`, if any.
/// `unit` must have length 1.
///
/// The capsule is the union of two discs (the ends) and a rectangle (the side strip); being
/// convex, the line meets it in one interval, the hull of the pieces' intervals.
fn capsule_interval(
    origin: Point,
    unit: Point,
    segment: &Segment,
    radius: f64,
) -> Option<(f64, f64)> {
    let disc = |centre: Point| {
        let v = origin.minus(centre);
        let half_b = unit.dot(v);
        let discriminant = half_b * half_b - (v.dot(v) - radius * radius);
        (discriminant > 0.0).then(|| {
            let root = discriminant.sqrt();
            (-half_b - root, -half_b + root)
        })
    };
    let mut hull: Option<(f64, f64)> = None;
    let mut take = |piece: Option<(f64, f64)>| {
        if let Some((t0, t1)) = piece {
            hull = Some(match hull {
                None => (t0, t1),
                Some((h0, h1)) => (h0.min(t0), h1.max(t1)),
            });
        }
    };
    take(disc(segment.a));
    take(disc(segment.b));
    let along = segment.b.minus(segment.a);
    let length = along.length();
    if length > 0.0 {
        let e = along.scale(1.0 / length);
        let n = Point::new(-e.y, e.x);
        let v = origin.minus(segment.a);
        let strip = slab(v.dot(e), unit.dot(e), 0.0, length)
            .and_then(|(s0, s1)| {
                slab(v.dot(n), unit.dot(n), -radius, radius)
                    .map(|(q0, q1)| (s0.max(q0), s1.min(q1)))
            })
            .filter(|(t0, t1)| t0 < t1);
        take(strip);
    }
    hull
}

/// The interval of t where `low < start + t·rate < high` (unbounded when `rate` is 0).
fn slab(start: f64, rate: f64, low: f64, high: f64) -> Option<(f64, f64)> {
    if rate == 0.0 {
        return (low < start && start < high).then_some((f64::NEG_INFINITY, f64::INFINITY));
    }
    let (t0, t1) = ((low - start) / rate, (high - start) / rate);
    Some((t0.min(t1), t0.max(t1)))
}

/// How deep (cm) the robot must press into a wall before a motion counts as blocked.
///
/// WHY: a robot stopped exactly at contact must be free to back away or slide along the wall,
/// although rounding may leave its centre a femtometre inside the contact distance. Motions that
/// would push more than this into the wall are blocked at the contact point.
pub const CONTACT_TOLERANCE: f64 = 1e-9;

/// How far a disc whose centre starts at `origin` can move along `unit` (length 1) for up to
/// `distance` before it touches the thick wall `segment`: `None` if the whole motion is free,
/// else `Some(t)` with `0 ≤ t ≤ distance` where the disc stops touching it. `reach` is the
/// robot's radius plus the wall's half thickness.
pub fn first_contact(
    origin: Point,
    unit: Point,
    distance: f64,
    segment: &Segment,
    reach: f64,
) -> Option<f64> {
    let (inner0, inner1) = capsule_interval(origin, unit, segment, reach - CONTACT_TOLERANCE)?;
    if inner1 <= 0.0 || inner0 >= distance {
        return None;
    }
    let outer0 = capsule_interval(origin, unit, segment, reach).map_or(inner0, |(t0, _)| t0);
    Some(outer0.clamp(0.0, distance))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wall(ax: f64, ay: f64, bx: f64, by: f64) -> Segment {
        Segment::new(Point::new(ax, ay), Point::new(bx, by))
    }

    #[test]
    fn right_angles_are_exact() {
        assert_eq!(direction(0.0), Point::new(1.0, 0.0));
        assert_eq!(direction(90.0), Point::new(0.0, 1.0));
        assert_eq!(direction(180.0), Point::new(-1.0, 0.0));
        assert_eq!(direction(270.0), Point::new(0.0, -1.0));
        assert_eq!(direction(-90.0), Point::new(0.0, -1.0));
        assert_eq!(direction(720.0), Point::new(1.0, 0.0));
    }

    #[test]
    fn direction_agrees_with_plain_sin_cos() {
        for i in -1000..1000 {
            let degrees = i as f64 * 0.37;
            let d = direction(degrees);
            let r = degrees.to_radians();
            assert!(
                (d.x - r.cos()).abs() < 1e-14 && (d.y - r.sin()).abs() < 1e-14,
                "{degrees}"
            );
        }
    }

    #[test]
    fn segment_distances_by_hand() {
        let s = wall(0.0, 0.0, 10.0, 0.0);
        assert_eq!(s.distance_to_point(Point::new(5.0, 3.0)), 3.0);
        assert_eq!(s.distance_to_point(Point::new(13.0, 4.0)), 5.0);
        assert_eq!(s.distance_to_point(Point::new(-3.0, -4.0)), 5.0);
        assert_eq!(s.distance_to_segment(&wall(5.0, -1.0, 5.0, 1.0)), 0.0);
        assert_eq!(s.distance_to_segment(&wall(5.0, 2.0, 5.0, 9.0)), 2.0);
        assert_eq!(s.distance_to_segment(&wall(13.0, 4.0, 20.0, 4.0)), 5.0);
    }

    #[test]
    fn head_on_contact_is_at_the_reach() {
        let s = wall(50.0, -100.0, 50.0, 100.0);
        let t = first_contact(Point::new(0.0, 0.0), direction(0.0), 100.0, &s, 9.5).unwrap();
        assert!((t - 40.5).abs() < 1e-12, "{t}");
        // Short of the wall: free. Moving away: free.
        assert_eq!(
            first_contact(Point::new(0.0, 0.0), direction(0.0), 40.0, &s, 9.5),
            None
        );
        assert_eq!(
            first_contact(Point::new(0.0, 0.0), direction(180.0), 100.0, &s, 9.5),
            None
        );
    }

    #[test]
    fn touching_blocks_only_motion_into_the_wall() {
        let s = wall(50.0, -100.0, 50.0, 100.0);
        let touching = Point::new(40.5, 0.0);
        assert_eq!(
            first_contact(touching, direction(0.0), 10.0, &s, 9.5),
            Some(0.0)
        );
        assert_eq!(
            first_contact(touching, direction(10.0), 10.0, &s, 9.5),
            Some(0.0)
        );
        assert_eq!(
            first_contact(touching, direction(180.0), 10.0, &s, 9.5),
            None
        );
        assert_eq!(
            first_contact(touching, direction(90.0), 10.0, &s, 9.5),
            None
        );
        assert_eq!(
            first_contact(touching, direction(-90.0), 10.0, &s, 9.5),
            None
        );
    }

    #[test]
    fn corner_contact_matches_pythagoras() {
        // Moving east along y = 0 past the end (50, 5) of a wall going north.
        let s = wall(50.0, 5.0, 50.0, 100.0);
        let t = first_contact(Point::new(0.0, 0.0), direction(0.0), 100.0, &s, 9.5).unwrap();
        let expected = 50.0 - (9.5f64 * 9.5 - 25.0).sqrt();
        assert!((t - expected).abs() < 1e-12, "{t} vs {expected}");
        // Passing 10 cm below the end: clear.
        assert_eq!(
            first_contact(Point::new(0.0, -5.0), direction(0.0), 100.0, &s, 9.5),
            None
        );
    }

    /// A brute force of the contact: march along the path in tiny steps checking the
    /// point-to-segment distance, then bisect the first overlap. Independent of the capsule
    /// intervals above.
    fn marched_contact(
        origin: Point,
        unit: Point,
        distance: f64,
        s: &Segment,
        reach: f64,
    ) -> Option<f64> {
        let inside = |t: f64| s.distance_to_point(origin.plus(unit.scale(t))) < reach;
        let steps = (distance / 1e-3).ceil() as usize;
        let mut free = 0.0;
        for i in 1..=steps {
            let t = (i as f64 * 1e-3).min(distance);
            if inside(t) {
                let (mut lo, mut hi) = (free, t);
                for _ in 0..60 {
                    let mid = 0.5 * (lo + hi);
                    if inside(mid) { hi = mid } else { lo = mid }
                }
                return Some(lo);
            }
            free = t;
        }
        None
    }

    #[test]
    fn contact_agrees_with_a_marching_brute_force() {
        // A small portable generator for reproducible layouts.
        let mut state = 12345u64;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 11) as f64) / ((1u64 << 53) as f64)
        };
        let mut hits = 0;
        for _ in 0..300 {
            let s = wall(
                next() * 60.0 - 30.0,
                next() * 60.0 - 30.0,
                next() * 60.0 - 30.0,
                next() * 60.0 - 30.0,
            );
            let origin = Point::new(next() * 100.0 - 50.0, next() * 100.0 - 50.0);
            if s.distance_to_point(origin) <= 9.5 {
                continue;
            }
            let unit = direction(next() * 360.0);
            let distance = next() * 80.0;
            let ours = first_contact(origin, unit, distance, &s, 9.5);
            match marched_contact(origin, unit, distance, &s, 9.5) {
                Some(t) => {
                    hits += 1;
                    let ours = ours.expect("the brute force found a contact");
                    assert!((ours - t).abs() < 1e-6, "{ours} vs {t}");
                }
                // A graze shallower than the marching step may be missed by the brute force;
                // then our stop, if any, must be where the disc touches the wall.
                None => {
                    if let Some(t) = ours {
                        let gap = s.distance_to_point(origin.plus(unit.scale(t)));
                        assert!((gap - 9.5).abs() < 1e-6, "{gap}");
                    }
                }
            }
        }
        assert!(hits > 20, "only {hits} collisions exercised");
    }
}
