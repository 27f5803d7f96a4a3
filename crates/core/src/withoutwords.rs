//! Proofs and theorems without words: the lozenge count, and the ellipse of apogees.
//!
//! From the posts "Proofs and theorems without words" and "Coupling from the past".
//!
//! *Proof without words* (David and Tomei 1989): every lozenge tiling of the a×b×c hexagon has
//! exactly ab, bc and ca lozenges of the three orientations, because it is a stack of cubes
//! in a box seen along the diagonal, and each orientation is the view of the box along one
//! axis. The picture becomes an argument when you can change the tiling and watch the counts
//! stay put: [`flip`] turns the three lozenges around a vertex (adds or removes one cube), and
//! [`flip_sites`] lists the vertices where that is possible. The samples come from
//! [`crate::cftp::hexagon`], the pictures from [`crate::cftp::draw`].
//!
//! *Theorem without words*: throw projectiles at speed v under gravity g at every angle θ. The
//! apogee of the throw at θ is (v² sin θ cos θ / g, v² sin² θ / 2g) = (v²/2g · sin 2θ,
//! v²/4g · (1 − cos 2θ)), so the apogees lie on the ellipse centred at (0, v²/4g) with
//! semi-axes v²/2g (horizontal) and v²/4g (vertical). The axes' ratio is always 2, so the
//! eccentricity is √(1 − 1/4) = √3/2 whatever v and g: the post's point, which the animation
//! alone does not show. The tests find apogees by maximising the height along each trajectory
//! numerically and check them against the ellipse.

use serde::{Deserialize, Serialize};

use crate::cftp::BadInput;
use crate::cftp::hexagon::{LatticePoint, Stacks};

/// A vertex where three lozenges meet in a hexagon, so that they can be flipped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlipSite {
    /// The vertex, in lattice coordinates (draw it with [`crate::cftp::draw::position`]).
    pub vertex: LatticePoint,
    /// The stack (i, j) whose height changes.
    pub site: (usize, usize),
    /// True if the flip adds a cube (the vertex is a hollow corner), false if it removes one.
    pub adds_cube: bool,
}

/// Every vertex of the tiling where three lozenges can be flipped: one per cube that can be
/// added (a hollow corner) or removed (a corner cube), each keeping the stacks a tiling.
pub fn flip_sites(stacks: &Stacks) -> Vec<FlipSite> {
    let hexagon = stacks.hexagon();
    let mut sites = Vec::new();
    for i in 0..hexagon.a() {
        for j in 0..hexagon.b() {
            let (si, sj) = (i as isize, j as isize);
            let h = stacks.height(si, sj);
            // A cube fits on top of (i, j) if both stacks nearer the corner are higher.
            if h < hexagon.c() && stacks.height(si - 1, sj) > h && stacks.height(si, sj - 1) > h {
                let vertex = (i as i32 - h as i32, j as i32 - h as i32);
                sites.push(FlipSite {
                    vertex,
                    site: (i, j),
                    adds_cube: true,
                });
            }
            // The top cube of (i, j) can go if both stacks farther out are lower.
            if h > 0 && stacks.height(si + 1, sj) < h && stacks.height(si, sj + 1) < h {
                let vertex = (i as i32 + 1 - h as i32, j as i32 + 1 - h as i32);
                sites.push(FlipSite {
                    vertex,
                    site: (i, j),
                    adds_cube: false,
                });
            }
        }
    }
    sites
}

/// The tiling after flipping the three lozenges around `vertex` (a click on the page), or why
/// not: the vertex must be one of [`flip_sites`]. Flipping twice at a vertex undoes the flip.
pub fn flip(stacks: &Stacks, vertex: LatticePoint) -> Result<Stacks, BadInput> {
    let site = flip_sites(stacks)
        .into_iter()
        .find(|s| s.vertex == vertex)
        .ok_or_else(|| {
            BadInput(format!(
                "({}, {}) is not a vertex where three lozenges can be flipped",
                vertex.0, vertex.1
            ))
        })?;
    let b = stacks.hexagon().b();
    let mut heights = stacks.heights().to_vec();
    let at = site.site.0 * b + site.site.1;
    heights[at] = if site.adds_cube {
        heights[at] + 1
    } else {
        heights[at] - 1
    };
    Stacks::new(stacks.hexagon(), heights)
}

/// The largest speed or gravity [`Launch::new`] accepts (any units).
pub const MAX_PARAMETER: f64 = 1.0e6;

/// A throw's speed v and gravity g, both positive and finite.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Launch {
    speed: f64,
    gravity: f64,
}

impl Launch {
    /// The launch, if 0 < speed, gravity ≤ [`MAX_PARAMETER`].
    pub fn new(speed: f64, gravity: f64) -> Result<Self, BadInput> {
        for (name, value) in [("speed", speed), ("gravity", gravity)] {
            if !(value > 0.0 && value <= MAX_PARAMETER) {
                return Err(BadInput(format!(
                    "{name} must be a number above 0 and at most {MAX_PARAMETER}, not {value}"
                )));
            }
        }
        Ok(Launch { speed, gravity })
    }

    /// The speed v.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// The gravity g.
    pub fn gravity(&self) -> f64 {
        self.gravity
    }
}

/// A point in the plane of the throw: x horizontal from the launch, y up.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    /// Horizontal distance.
    pub x: f64,
    /// Height.
    pub y: f64,
}

/// The highest point of the throw at `angle` radians above the horizontal (clamped to 0..=π).
pub fn apogee(launch: Launch, angle: f64) -> Point {
    let angle = angle.clamp(0.0, std::f64::consts::PI);
    let (v, g) = (launch.speed, launch.gravity);
    let (sin, cos) = angle.sin_cos();
    Point {
        x: v * v * sin * cos / g,
        y: v * v * sin * sin / (2.0 * g),
    }
}

/// `points` (at least 2) evenly timed points of the throw at `angle`, from launch to landing.
pub fn trajectory(launch: Launch, angle: f64, points: usize) -> Vec<Point> {
    let angle = angle.clamp(0.0, std::f64::consts::PI);
    let (v, g) = (launch.speed, launch.gravity);
    let flight = 2.0 * v * angle.sin() / g;
    let last = points.max(2) - 1;
    (0..=last)
        .map(|k| {
            let t = flight * k as f64 / last as f64;
            Point {
                x: v * angle.cos() * t,
                y: v * angle.sin() * t - g * t * t / 2.0,
            }
        })
        .collect()
}

/// The throw at one angle and its apogee, for drawing the family.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Apogee {
    /// The launch angle in radians.
    pub angle: f64,
    /// The apogee.
    pub point: Point,
}

/// The apogees of `count` (at least 2) throws at evenly spaced angles from 0 to π.
pub fn apogees(launch: Launch, count: usize) -> Vec<Apogee> {
    let last = count.max(2) - 1;
    (0..=last)
        .map(|k| {
            let angle = std::f64::consts::PI * k as f64 / last as f64;
            Apogee {
                angle,
                point: apogee(launch, angle),
            }
        })
        .collect()
}

/// The ellipse the apogees lie on.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApogeeEllipse {
    /// Its centre, (0, v²/4g).
    pub centre: Point,
    /// The horizontal semi-axis, v²/2g (the longer one).
    pub semi_horizontal: f64,
    /// The vertical semi-axis, v²/4g.
    pub semi_vertical: f64,
    /// √(1 − (v²/4g)² / (v²/2g)²) = √3/2, for every v and g.
    pub eccentricity: f64,
}

/// The ellipse of apogees of throws at speed v under gravity g.
pub fn apogee_ellipse(launch: Launch) -> ApogeeEllipse {
    let scale = launch.speed * launch.speed / launch.gravity;
    let (semi_horizontal, semi_vertical) = (scale / 2.0, scale / 4.0);
    let ratio = semi_vertical / semi_horizontal;
    ApogeeEllipse {
        centre: Point {
            x: 0.0,
            y: semi_vertical,
        },
        semi_horizontal,
        semi_vertical,
        eccentricity: (1.0 - ratio * ratio).sqrt(),
    }
}

/// The gallery's icon (SVG inside a 64 × 64 view box), computed from the theorem: throws at
/// 15°, 30°, …, 75° from one launch point, each an exact parabola (a quadratic Bézier whose
/// control point is above the apogee at twice its height), their apogees as dots, and the half
/// of the ellipse of apogees that the forward throws trace (from the launch point, θ = 0, to
/// the top, θ = 90°). The registry holds this string; a test there checks it is this.
pub fn apogee_icon() -> String {
    // Launch at (8, 46) in the icon; the longest throw (45°) lands 50 to the right.
    let (x0, y0, reach) = (8.0, 46.0, 50.0_f64);
    let launch = Launch::new(reach.sqrt(), 1.0).expect("positive");
    let n = |v: f64| {
        let text = format!("{:.2}", v + 0.0);
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    };
    let mut arcs = String::new();
    let mut dots = String::new();
    for degrees in [15.0_f64, 30.0, 45.0, 60.0, 75.0] {
        let top = apogee(launch, degrees.to_radians());
        let (px, py) = (x0 + top.x, y0 - top.y);
        arcs.push_str(&format!(
            "M{} {}Q{} {} {} {}",
            n(x0),
            n(y0),
            n(px),
            n(y0 - 2.0 * top.y),
            n(x0 + 2.0 * top.x),
            n(y0)
        ));
        dots.push_str(&format!(
            r##"<circle cx="{}" cy="{}" r="1.6" fill="#e69f00"/>"##,
            n(px),
            n(py)
        ));
    }
    let e = apogee_ellipse(launch);
    format!(
        r##"<path d="M4 {ground}H60" stroke="#888" stroke-width="1"/><path d="{arcs}" stroke="#0072b2" stroke-width="1.5" fill="none"/><path d="M{x0} {y0}A{rx} {ry} 0 0 0 {x0} {top}" stroke="#e69f00" stroke-width="2" fill="none"/>{dots}"##,
        ground = n(y0 + 0.75),
        x0 = n(x0),
        y0 = n(y0),
        rx = n(e.semi_horizontal),
        ry = n(e.semi_vertical),
        top = n(y0 - 2.0 * e.semi_vertical),
    )
}

#[cfg(test)]
mod tests {
    use std::collections::{HashSet, VecDeque};

    use super::*;
    use crate::cftp::hexagon::{Hexagon, sample_tiling};
    use crate::cftp::{RandomSource, macmahon};
    use crate::progress::Silent;

    /// The apogee found by maximising the height y(t) = v sin θ t − g t²/2 by golden-section
    /// search over the flight, not by the closed form.
    fn apogee_by_search(v: f64, g: f64, angle: f64) -> Point {
        let at = |t: f64| Point {
            x: v * angle.cos() * t,
            y: v * angle.sin() * t - g * t * t / 2.0,
        };
        let (mut lo, mut hi) = (0.0, 2.0 * v * angle.sin() / g);
        let ratio = (5f64.sqrt() - 1.0) / 2.0;
        for _ in 0..200 {
            let m1 = hi - ratio * (hi - lo);
            let m2 = lo + ratio * (hi - lo);
            if at(m1).y < at(m2).y {
                lo = m1;
            } else {
                hi = m2;
            }
        }
        at((lo + hi) / 2.0)
    }

    /// For several speeds and gravities, apogees found by search lie on the ellipse with
    /// semi-axes v²/2g and v²/4g centred at (0, v²/4g); the widest and highest apogees measure
    /// those semi-axes, and the eccentricity is √3/2 every time.
    #[test]
    fn apogees_lie_on_an_ellipse_of_eccentricity_root_3_over_2() {
        for (v, g) in [(1.0, 1.0), (10.0, 9.81), (3.7, 1.62), (250.0, 24.79)] {
            let launch = Launch::new(v, g).unwrap();
            let ellipse = apogee_ellipse(launch);
            let mut widest: f64 = 0.0;
            let mut highest: f64 = 0.0;
            for k in 1..180 {
                let angle = std::f64::consts::PI * f64::from(k) / 180.0;
                let p = apogee_by_search(v, g, angle);
                let closed = apogee(launch, angle);
                let scale = v * v / g;
                assert!(
                    (p.x - closed.x).abs() < 1e-7 * scale && (p.y - closed.y).abs() < 1e-7 * scale
                );
                let u = p.x / ellipse.semi_horizontal;
                let w = (p.y - ellipse.centre.y) / ellipse.semi_vertical;
                assert!(
                    (u * u + w * w - 1.0).abs() < 1e-6,
                    "v = {v}, g = {g}, θ = {angle}"
                );
                widest = widest.max(p.x.abs());
                highest = highest.max(p.y);
            }
            assert!((widest - v * v / (2.0 * g)).abs() < 1e-6 * v * v / g);
            assert!((highest - v * v / (2.0 * g)).abs() < 1e-6 * v * v / g);
            let measured = (1.0 - (highest / 2.0 / widest).powi(2)).sqrt();
            assert!((measured - 3f64.sqrt() / 2.0).abs() < 1e-6);
            assert!((ellipse.eccentricity - 3f64.sqrt() / 2.0).abs() < 1e-12);
        }
    }

    /// Trajectories start at the origin, land at the range v² sin 2θ / g, and pass through
    /// their apogee's height.
    #[test]
    fn trajectories_end_where_they_should() {
        let launch = Launch::new(12.0, 9.81).unwrap();
        let angle = 0.7;
        let path = trajectory(launch, angle, 101);
        assert_eq!(path.len(), 101);
        assert_eq!(path[0], Point { x: 0.0, y: 0.0 });
        let end = path[100];
        assert!((end.x - 144.0 * (1.4f64).sin() / 9.81).abs() < 1e-9 && end.y.abs() < 1e-9);
        assert!((path[50].y - apogee(launch, angle).y).abs() < 1e-9);
        assert_eq!(apogees(launch, 5).len(), 5);
    }

    /// Non-positive, infinite or NaN speeds and gravities are refused.
    #[test]
    fn bad_launches_are_refused() {
        for (v, g) in [
            (0.0, 1.0),
            (1.0, -2.0),
            (f64::NAN, 1.0),
            (1.0, f64::INFINITY),
            (2e6, 1.0),
        ] {
            assert!(Launch::new(v, g).is_err(), "{v} {g}");
        }
    }

    /// Each flip swaps exactly three lozenges around its vertex for three others, keeps a
    /// tiling, keeps the counts ab, bc, ca, and is undone by flipping again at the same vertex.
    #[test]
    fn a_flip_turns_three_lozenges_and_keeps_the_counts() {
        let hexagon = Hexagon::new(4, 5, 3).unwrap();
        let stacks = sample_tiling(hexagon, &RandomSource::new(5), &mut Silent)
            .unwrap()
            .state;
        let sites = flip_sites(&stacks);
        assert!(!sites.is_empty());
        let before: HashSet<_> = stacks.lozenges().into_iter().collect();
        for site in sites {
            let flipped = flip(&stacks, site.vertex).unwrap();
            let delta = flipped.cubes() as i64 - stacks.cubes() as i64;
            assert_eq!(delta, if site.adds_cube { 1 } else { -1 });
            let after: HashSet<_> = flipped.lozenges().into_iter().collect();
            let gone: Vec<_> = before.difference(&after).collect();
            let new: Vec<_> = after.difference(&before).collect();
            assert_eq!((gone.len(), new.len()), (3, 3));
            for lozenge in gone.iter().chain(&new) {
                assert!(lozenge.corners().contains(&site.vertex));
            }
            assert_eq!(flipped.orientation_counts(), stacks.orientation_counts());
            assert_eq!(flip(&flipped, site.vertex).unwrap(), stacks);
        }
        assert!(flip(&stacks, (100, 100)).is_err());
    }

    /// Flips connect every tiling: from the empty box they reach exactly as many tilings as
    /// MacMahon's formula counts (20 for 2×2×2, 980 for 3×3×3), all with the same counts.
    #[test]
    fn flips_reach_every_tiling() {
        for (a, b, c) in [(2, 2, 2), (3, 3, 3), (2, 3, 4)] {
            let hexagon = Hexagon::new(a, b, c).unwrap();
            let mut seen = HashSet::from([hexagon.empty()]);
            let mut queue = VecDeque::from([hexagon.empty()]);
            while let Some(stacks) = queue.pop_front() {
                for site in flip_sites(&stacks) {
                    let next = flip(&stacks, site.vertex).unwrap();
                    if seen.insert(next.clone()) {
                        queue.push_back(next);
                    }
                }
            }
            assert_eq!(
                num_bigint::BigUint::from(seen.len()),
                macmahon::tilings(hexagon)
            );
            let counts = hexagon.empty().orientation_counts();
            assert!(seen.iter().all(|s| s.orientation_counts() == counts));
        }
    }
}

#[cfg(test)]
mod icon_tests {
    use super::apogee_icon;

    /// The numbers after `key` up to the next letter or quote, e.g. "8 50" after 'M'.
    fn numbers(text: &str) -> Vec<f64> {
        text.split([' ', ','])
            .filter(|t| !t.is_empty())
            .map(|t| t.parse().unwrap())
            .collect()
    }

    /// The `d` of the path whose stroke is `colour`.
    fn path_d<'a>(svg: &'a str, colour: &str) -> &'a str {
        let at = svg
            .match_indices("<path d=\"")
            .map(|(i, _)| i + 9)
            .find(|&i| svg[i..].split('>').next().unwrap().contains(colour))
            .unwrap();
        svg[at..].split('"').next().unwrap()
    }

    /// Issue 31: the icon's arcs all start at one launch point, and the top of each (the
    /// Bézier's point at t = ½) lies on the drawn ellipse and on its dot.
    #[test]
    fn the_icons_peaks_lie_on_its_ellipse() {
        let svg = apogee_icon();
        // The half ellipse: from the launch point straight up its vertical diameter.
        let arc = path_d(&svg, "#e69f00");
        let (start, rest) = arc[1..].split_once('A').unwrap();
        let [lx, ly] = numbers(start)[..] else {
            panic!()
        };
        let a = numbers(rest);
        let (rx, ry, sweep, ex, ey) = (a[0], a[1], a[4], a[5], a[6]);
        assert_eq!(
            (ex, ly - ey),
            (lx, 2.0 * ry),
            "the chord is the vertical diameter"
        );
        // Sweep 0 from the bottom to the top goes round through x > launch: the forward throws.
        assert_eq!(sweep, 0.0);
        let (cx, cy) = (lx, ly - ry);
        assert!(
            (rx / ry - 2.0).abs() < 1e-12,
            "eccentricity √3/2 needs axes 2 : 1"
        );
        let dots: Vec<(f64, f64)> = svg
            .match_indices("<circle cx=\"")
            .map(|(i, _)| {
                let attrs: Vec<&str> = svg[i..].split('"').collect();
                (attrs[1].parse().unwrap(), attrs[3].parse().unwrap())
            })
            .collect();
        let arcs: Vec<&str> = path_d(&svg, "#0072b2")
            .split('M')
            .filter(|s| !s.is_empty())
            .collect();
        assert_eq!(arcs.len(), 5);
        assert_eq!(dots.len(), 5);
        for (arc, dot) in arcs.iter().zip(&dots) {
            let (from, quad) = arc.split_once('Q').unwrap();
            assert_eq!(
                numbers(from),
                [lx, ly],
                "every arc starts at the launch point"
            );
            let q = numbers(quad);
            let peak = (
                (lx + 2.0 * q[0] + q[2]) / 4.0,
                (ly + 2.0 * q[1] + q[3]) / 4.0,
            );
            assert_eq!(q[3], ly, "lands on the ground");
            let on = ((peak.0 - cx) / rx).powi(2) + ((peak.1 - cy) / ry).powi(2);
            // Coordinates are written to 0.01: 1 within 2·0.005/12.5 ≈ 0.001.
            assert!((on - 1.0).abs() < 2e-3, "{arc}: {on}");
            assert!((peak.0 - dot.0).abs() < 0.01 && (peak.1 - dot.1).abs() < 0.01);
        }
    }

    /// The icon renders, and the ellipse is drawn where the test above says (right of the
    /// launch point): a pixel on it between two dots is its orange.
    #[test]
    fn the_icon_renders_its_ellipse_on_the_right() {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">{}</svg>"#,
            apogee_icon()
        );
        let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(64, 64).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::identity(),
            &mut pixmap.as_mut(),
        );
        // The ellipse at 45° from its centre (8, 33.5), half way between the dots of the 60° and
        // 75° throws (their apogees are at 30° and 60°): (8 + 25 cos 45°, 33.5 − 12.5 sin 45°).
        let (x, y) = (
            8.0 + 25.0 * 45f64.to_radians().cos(),
            33.5 - 12.5 * 45f64.to_radians().sin(),
        );
        let p = pixmap.pixel(x.floor() as u32, y.floor() as u32).unwrap();
        assert!(p.alpha() > 100 && p.red() > p.blue(), "{p:?} at ({x}, {y})");
        // Its mirror image left of the launch point is off the icon; left of x = 4 is empty.
        assert!((0..64).all(|y| pixmap.pixel(2, y).unwrap().alpha() == 0));
    }
}
