//! The robot itself: a round differential-drive body (the post's Scribbler: two side wheels and a
//! tricycle wheel in front) with a pen, a stall sensor and three proximity sensors.
//!
//! Two wheels driven in opposite directions turn the body in place about its centre, so a turn
//! never moves the disc and can never hit a wall; both driven forward move it along its heading.
//! Dimensions are `vturtle.py`'s: radius 9 cm, sensors on the rim at bearings 90° (left),
//! 0° (centre) and −90° (right) seeing 10 cm beyond it.

use serde::{Deserialize, Serialize};

use super::geometry::{Point, Segment, direction};
use super::world::World;

/// `vturtle.py`'s `_radius`: the body is a disc 18 cm across.
pub const RADIUS: f64 = 9.0;

/// `vturtle.py`'s `_range`: a sensor sees this far beyond the rim.
pub const SENSOR_RANGE: f64 = 10.0;

/// The three proximity sensors, named as the post's robot numbers them (0, 1, 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sensor {
    /// Sensor 0, bearing 90°.
    Left,
    /// Sensor 1, bearing 0°, straight ahead.
    Centre,
    /// Sensor 2, bearing −90°.
    Right,
}

impl Sensor {
    /// All three, left to right.
    pub const ALL: [Sensor; 3] = [Sensor::Left, Sensor::Centre, Sensor::Right];

    /// The sensor's bearing from the heading, degrees counterclockwise.
    pub fn bearing(self) -> f64 {
        match self {
            Sensor::Left => 90.0,
            Sensor::Centre => 0.0,
            Sensor::Right => -90.0,
        }
    }
}

/// What the sensors read at one moment (the page's sensor lights).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Readings {
    /// The last move was stopped by a wall.
    pub stalled: bool,
    /// A wall within range to the left.
    pub left: bool,
    /// A wall within range ahead.
    pub centre: bool,
    /// A wall within range to the right.
    pub right: bool,
}

/// The robot's state: where it is, where it faces, its pen and its stall flag.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Robot {
    /// Centre of the body (cm).
    pub position: Point,
    /// Degrees counterclockwise from east, in [0, 360).
    pub heading: f64,
    /// Whether moving draws a trace.
    pub pen_down: bool,
    /// Whether the last move was stopped by a wall (the stall sensor). Like `vturtle.py`'s,
    /// it reports the last move; turns leave it alone.
    pub stalled: bool,
}

/// One move of the body.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Motion {
    /// Centre before.
    pub from: Point,
    /// Centre after.
    pub to: Point,
    /// Whether a wall stopped it short.
    pub stalled: bool,
}

impl Default for Robot {
    fn default() -> Robot {
        Robot::new()
    }
}

impl Robot {
    /// The robot at the origin facing east, pen down: where every program starts.
    pub fn new() -> Robot {
        Robot {
            position: Point::new(0.0, 0.0),
            heading: 0.0,
            pen_down: true,
            stalled: false,
        }
    }

    /// Drives `distance` cm along the heading (backwards if negative), stopping where the body
    /// first touches a wall. A distance that is not a finite number moves nothing.
    pub fn forward(&mut self, world: &World, distance: f64) -> Motion {
        let from = self.position;
        if !distance.is_finite() {
            return Motion {
                from,
                to: from,
                stalled: false,
            };
        }
        let unit = direction(self.heading).scale(distance.signum());
        self.drive(world, unit, distance.abs())
    }

    /// Drives in a straight line towards `target` without turning (Logo's `setxy`), stopping
    /// where the body first touches a wall.
    pub fn drive_to(&mut self, world: &World, target: Point) -> Motion {
        let from = self.position;
        let offset = target.minus(from);
        let wanted = offset.length();
        if !wanted.is_finite() || wanted == 0.0 {
            self.stalled = false;
            return Motion {
                from,
                to: from,
                stalled: false,
            };
        }
        let mut motion = self.drive(world, offset.scale(1.0 / wanted), wanted);
        if !motion.stalled {
            // Exactly there, not a rounding away (setxy 30 -20 is at 30, −20).
            self.position = target;
            motion.to = target;
        }
        motion
    }

    /// Drives `wanted` cm along the unit vector `unit`, stopping at the first contact.
    fn drive(&mut self, world: &World, unit: Point, wanted: f64) -> Motion {
        let from = self.position;
        let (travelled, stalled) = match world.first_contact(from, unit, wanted, RADIUS) {
            Some(t) => (t, true),
            None => (wanted, false),
        };
        self.position = from.plus(unit.scale(travelled));
        self.stalled = stalled;
        Motion {
            from,
            to: self.position,
            stalled,
        }
    }

    /// Turns in place `degrees` counterclockwise (clockwise if negative).
    pub fn left(&mut self, degrees: f64) {
        let heading = (self.heading + degrees).rem_euclid(360.0);
        // rem_euclid of a tiny negative number rounds up to 360 itself, and of −360 is −0:
        // both are the heading 0 of the documented range [0, 360).
        self.heading = if heading >= 360.0 || heading == 0.0 {
            0.0
        } else {
            heading
        };
    }

    /// The sensor's beam: from the centre out to the rim plus the range, as `vturtle.py` tests.
    pub fn beam(&self, sensor: Sensor) -> Segment {
        let unit = direction(self.heading + sensor.bearing());
        Segment::new(
            self.position,
            self.position.plus(unit.scale(RADIUS + SENSOR_RANGE)),
        )
    }

    /// Whether the sensor sees a wall.
    pub fn senses(&self, world: &World, sensor: Sensor) -> bool {
        world.touches(&self.beam(sensor))
    }

    /// All readings at once.
    pub fn readings(&self, world: &World) -> Readings {
        Readings {
            stalled: self.stalled,
            left: self.senses(world, Sensor::Left),
            centre: self.senses(world, Sensor::Centre),
            right: self.senses(world, Sensor::Right),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wall(ax: f64, ay: f64, bx: f64, by: f64) -> Segment {
        Segment::new(Point::new(ax, ay), Point::new(bx, by))
    }

    #[test]
    fn collision_stops_at_the_wall_and_sets_the_stall_flag() {
        let world = World::new(vec![wall(50.0, -100.0, 50.0, 100.0)], None);
        let mut robot = Robot::new();
        let motion = robot.forward(&world, 100.0);
        // The rim touches the wall's face: centre at 50 − 0.5 (half thickness) − 9 (radius).
        assert!(motion.stalled && robot.stalled);
        assert!((robot.position.x - 40.5).abs() < 1e-9 && robot.position.y == 0.0);
        // Pushing on: no progress, still stalled.
        robot.forward(&world, 5.0);
        assert!(robot.stalled && (robot.position.x - 40.5).abs() < 1e-9);
        // Backing off is free and clears the flag; so is turning and sliding along the wall.
        robot.forward(&world, -10.0);
        assert!(!robot.stalled && (robot.position.x - 30.5).abs() < 1e-9);
        robot.forward(&world, 10.0);
        robot.left(90.0);
        robot.forward(&world, 50.0);
        assert!(!robot.stalled && (robot.position.y - 50.0).abs() < 1e-9);
        // A turn does not clear it (the post's robot reports its last move).
        robot.left(-90.0);
        robot.forward(&world, 1.0);
        robot.left(45.0);
        assert!(robot.stalled);
    }

    #[test]
    fn oblique_collision_stops_on_the_contact_line() {
        let world = World::new(vec![wall(50.0, -100.0, 50.0, 200.0)], None);
        let mut robot = Robot::new();
        robot.left(45.0);
        robot.forward(&world, 200.0);
        assert!(robot.stalled);
        assert!((robot.position.x - 40.5).abs() < 1e-9);
        assert!((robot.position.y - 40.5).abs() < 1e-9);
        assert!((world.clearance(robot.position) - RADIUS).abs() < 1e-9);
    }

    #[test]
    fn sensors_against_hand_built_layouts() {
        let at = |x: f64, y: f64, heading: f64| Robot {
            position: Point::new(x, y),
            heading,
            pen_down: true,
            stalled: false,
        };
        // A wall ahead at 18 cm: its face (17.5) is within 9 + 10 = 19 cm of the centre.
        let ahead = World::new(vec![wall(18.0, -50.0, 18.0, 50.0)], None);
        let r = at(0.0, 0.0, 0.0).readings(&ahead);
        assert!(r.centre && !r.left && !r.right && !r.stalled);
        // Its face at 19.5 cm is out of range.
        let far = World::new(vec![wall(20.0, -50.0, 20.0, 50.0)], None);
        assert!(!at(0.0, 0.0, 0.0).readings(&far).centre);
        // Facing north, the same wall is on the right; facing south, on the left.
        let r = at(0.0, 0.0, 90.0).readings(&ahead);
        assert!(r.right && !r.left && !r.centre);
        let r = at(0.0, 0.0, 270.0).readings(&ahead);
        assert!(r.left && !r.right && !r.centre);
        // A corridor cell of a maze: walls 15 cm left and right, open ahead.
        let corridor = World::new(
            vec![
                wall(-15.0, 15.0, 15.0, 15.0),
                wall(-15.0, -15.0, 15.0, -15.0),
            ],
            None,
        );
        let r = at(0.0, 0.0, 0.0).readings(&corridor);
        assert!(r.left && r.right && !r.centre);
        // A short wall the beam passes beside is not seen.
        let beside = World::new(vec![wall(10.0, 2.0, 10.0, 30.0)], None);
        assert!(!at(0.0, 0.0, 0.0).readings(&beside).centre);
        // An oblique heading: the centre beam at 45° reaches (13.4, 13.4); a wall at x = 13 sees it.
        let oblique = World::new(vec![wall(13.0, -50.0, 13.0, 50.0)], None);
        assert!(at(0.0, 0.0, 45.0).readings(&oblique).centre);
        assert!(!at(0.0, 0.0, 60.0).readings(&oblique).centre);
    }

    #[test]
    fn no_motion_ever_ends_inside_a_wall() {
        let walls = vec![
            wall(0.0, 40.0, 60.0, 40.0),
            wall(60.0, 40.0, 60.0, -40.0),
            wall(-40.0, -40.0, 60.0, -40.0),
            wall(-40.0, -40.0, -40.0, 40.0),
            wall(20.0, 0.0, 30.0, 10.0),
        ];
        let world = World::new(walls, None);
        let mut robot = Robot::new();
        for k in 0..2000 {
            robot.left((k * 47 % 360) as f64 + 0.3);
            robot.forward(&world, ((k * 31 % 90) as f64) - 20.0);
            assert!(
                world.clearance(robot.position) >= RADIUS - 1e-9,
                "{k}: {:?}",
                robot.position
            );
        }
    }
}
