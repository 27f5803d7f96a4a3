//! The run as a picture: walls, exit, the pen's trace and the robot with its sensor lights, as
//! a standalone SVG document (the CLI's `--svg`, the page's download).
//!
//! The robot's world has y pointing north; SVG's points south, so every y is negated.

use std::fmt::Write;
use std::rc::Rc;

use super::body::{RADIUS, Sensor};
use super::geometry::{Bounds, Point};
use super::interp::{Machine, Trace};
use super::lang::PALETTE;
use super::world::WALL_THICKNESS;

/// Space around the drawing, cm.
const MARGIN: f64 = 10.0;

/// On the open floor the picture shows at least this far around the start, cm, so that the
/// robot (18 cm across) does not fill the board before it has drawn anything (issue 31): a
/// 2 m square, about the 8 × 8 maze's 2.4 m.
pub const OPEN_FLOOR_REACH: f64 = 100.0;

/// A coordinate with at most three decimals and no "-0".
pub fn number(v: f64) -> String {
    let rounded = (v * 1000.0).round() / 1000.0;
    let text = format!("{:.3}", if rounded == 0.0 { 0.0 } else { rounded });
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn point(p: Point) -> String {
    format!("{},{}", number(p.x), number(-p.y))
}

/// Points per piece of [`TracePaths`]: a finished piece never changes, so a page that keeps
/// the pieces as separate `<path>` elements rewrites at most this many points per frame.
pub const PIECE_POINTS: usize = 10_000;

/// One piece of the trace: path data in one colour.
#[derive(Clone, Debug, PartialEq)]
pub struct TracePiece {
    /// The path data (a finished piece's is never rebuilt: the same `Rc` every time).
    pub d: Rc<str>,
    /// Its stroke colour: [`TRACE_STROKE`], or one of [`PALETTE`] after `setpencolor`.
    pub colour: &'static str,
}

/// The stroke colour of a trace colour (`None` is the page's own pen colour).
pub fn pen_colour(colour: Option<u8>) -> &'static str {
    colour
        .and_then(|c| PALETTE.get(usize::from(c)))
        .map_or(TRACE_STROKE, |(_, hex)| hex)
}

/// The pen's trace as SVG path data, built incrementally: [`TracePaths::update`] appends only
/// the points drawn since the last call, so a million-step run costs its points once, not once
/// per frame; and the trace is a handful of `<path>` pieces instead of one `<polyline>` per
/// stroke (a run that lifts the pen 200,000 times used to make 200,000 elements).
#[derive(Clone, Debug, Default)]
pub struct TracePaths {
    /// Finished pieces (each [`PIECE_POINTS`] points or one colour's run of strokes), then
    /// the piece being drawn.
    pieces: Vec<TracePiece>,
    /// The piece being drawn, as text, and its points.
    current: String,
    current_points: usize,
    /// Strokes seen so far, and points seen of the last of them.
    strokes: usize,
    last_stroke_points: usize,
    /// The box of every point seen.
    bounds: Option<Bounds>,
    /// The last point written.
    last: Option<Point>,
}

impl TracePaths {
    /// Catches up with `trace` (a trace that shrank, after a reset, is drawn afresh). Returns
    /// whether anything was added.
    pub fn update(&mut self, trace: &Trace) -> bool {
        let strokes = &trace.strokes;
        let shrank = strokes.len() < self.strokes
            || (strokes.len() == self.strokes
                && self.strokes > 0
                && strokes[self.strokes - 1].len() < self.last_stroke_points);
        if shrank {
            *self = TracePaths::default();
        }
        let mut added = false;
        for (i, stroke) in strokes
            .iter()
            .enumerate()
            .skip(self.strokes.saturating_sub(1))
        {
            let seen = if i + 1 == self.strokes {
                self.last_stroke_points
            } else {
                0
            };
            let colour = pen_colour(trace.colours.get(i).copied().flatten());
            for (k, p) in stroke.iter().enumerate().skip(seen) {
                self.push(*p, k == 0, colour);
                added = true;
            }
            self.strokes = i + 1;
            self.last_stroke_points = stroke.len();
        }
        if added && let Some(last) = self.pieces.last_mut() {
            last.d = Rc::from(self.current.as_str());
        }
        added
    }

    /// Adds a point: a move to it when `start`, else a line to it.
    fn push(&mut self, p: Point, start: bool, colour: &'static str) {
        let recoloured = start && self.pieces.last().is_some_and(|last| last.colour != colour);
        if self.current_points >= PIECE_POINTS || recoloured {
            // The piece is finished; the next starts where it ended, so the line is unbroken.
            let carry = self.last;
            if let Some(last) = self.pieces.last_mut() {
                last.d = Rc::from(self.current.as_str());
            }
            self.current.clear();
            self.current_points = 0;
            self.pieces.push(TracePiece {
                d: Rc::from(""),
                colour,
            });
            if !start && let Some(q) = carry {
                self.write(q, true);
            }
        }
        if self.pieces.is_empty() {
            self.pieces.push(TracePiece {
                d: Rc::from(""),
                colour,
            });
        }
        self.write(p, start);
        let here = Bounds { min: p, max: p };
        self.bounds = Some(self.bounds.map_or(here, |b| b.union(&here)));
    }

    fn write(&mut self, p: Point, start: bool) {
        if !self.current.is_empty() {
            self.current.push(' ');
        }
        self.current.push(if start { 'M' } else { 'L' });
        self.current.push_str(&point(p));
        self.current_points += 1;
        self.last = Some(p);
    }

    /// The pieces, in order (finished pieces are the same `Rc` every time).
    pub fn pieces(&self) -> &[TracePiece] {
        &self.pieces
    }

    /// The box of the trace, if anything is drawn.
    pub fn bounds(&self) -> Option<Bounds> {
        self.bounds
    }
}

/// The box that holds the walls, the trace and the robot.
fn extent(machine: &Machine, trace: Option<Bounds>) -> Bounds {
    let robot = machine.robot().position;
    let mut bounds = Bounds {
        min: Point::new(robot.x - RADIUS, robot.y - RADIUS),
        max: Point::new(robot.x + RADIUS, robot.y + RADIUS),
    };
    match machine.world().bounds() {
        Some(walls) => bounds = bounds.union(&walls),
        None => {
            bounds = bounds.union(&Bounds {
                min: Point::new(-OPEN_FLOOR_REACH, -OPEN_FLOOR_REACH),
                max: Point::new(OPEN_FLOOR_REACH, OPEN_FLOOR_REACH),
            });
        }
    }
    if let Some(trace) = trace {
        bounds = bounds.union(&trace);
    }
    bounds
}

/// The picture's frame: `viewBox` (x, y, width, height in cm) around the walls, the trace and
/// the robot, with a margin.
pub fn frame(machine: &Machine, trace: Option<Bounds>) -> [f64; 4] {
    let b = extent(machine, trace);
    [
        b.min.x - MARGIN,
        -b.max.y - MARGIN,
        b.max.x - b.min.x + 2.0 * MARGIN,
        b.max.y - b.min.y + 2.0 * MARGIN,
    ]
}

/// The `viewBox` attribute for a frame.
pub fn view_box(frame: [f64; 4]) -> String {
    frame.map(number).join(" ")
}

/// The floor's background colour.
pub const FLOOR: &str = "#fbf8ef";

/// The trace's colour and width (the page draws its pieces with the same).
pub const TRACE_STROKE: &str = "#c79a00";
/// See [`TRACE_STROKE`].
pub const TRACE_WIDTH: &str = "1.5";

/// The walls as one path (each wall a subpath with square caps) and the exit, which never
/// change during a run.
pub fn walls(machine: &Machine) -> String {
    let mut svg = String::new();
    let mut d = String::new();
    for wall in machine.world().walls() {
        if !d.is_empty() {
            d.push(' ');
        }
        let _ = write!(d, "M{} L{}", point(wall.a), point(wall.b));
    }
    if !d.is_empty() {
        let _ = writeln!(
            svg,
            r##"<path class="walls" d="{d}" fill="none" stroke="#5a4632" stroke-width="{}" stroke-linecap="square"/>"##,
            number(WALL_THICKNESS)
        );
    }
    if let Some(exit) = machine.world().exit() {
        let (a, b) = (exit.opening.a, exit.opening.b);
        let _ = writeln!(
            svg,
            r##"<line class="exit" x1="{}" y1="{}" x2="{}" y2="{}" stroke="#2e9e4f" stroke-width="2" stroke-dasharray="3 3"/>"##,
            number(a.x),
            number(-a.y),
            number(b.x),
            number(-b.y)
        );
    }
    svg
}

/// The robot: its body, heading mark and sensor lights.
pub fn robot(machine: &Machine) -> String {
    let mut svg = String::new();
    let robot = machine.robot();
    let readings = machine.readings();
    let centre = robot.position;
    let _ = writeln!(
        svg,
        r##"<g class="robot"><circle cx="{}" cy="{}" r="{}" fill="#2f5fb3" fill-opacity="0.85" stroke="{}" stroke-width="1"/>"##,
        number(centre.x),
        number(-centre.y),
        number(RADIUS),
        if readings.stalled {
            "#d62728"
        } else {
            "#1b3a70"
        }
    );
    let nose = robot.beam(Sensor::Centre);
    let tip = centre.plus(nose.b.minus(nose.a).scale(RADIUS / nose.a.distance(nose.b)));
    let _ = writeln!(
        svg,
        r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#ffffff" stroke-width="1.5"/>"##,
        number(centre.x),
        number(-centre.y),
        number(tip.x),
        number(-tip.y)
    );
    for (sensor, lit) in [
        (Sensor::Left, readings.left),
        (Sensor::Centre, readings.centre),
        (Sensor::Right, readings.right),
    ] {
        let beam = robot.beam(sensor);
        let light = beam.a.plus(
            beam.b
                .minus(beam.a)
                .scale(0.7 * RADIUS / beam.a.distance(beam.b)),
        );
        let _ = writeln!(
            svg,
            r##"<circle class="sensor" cx="{}" cy="{}" r="1.3" fill="{}"/>"##,
            number(light.x),
            number(-light.y),
            if lit { "#ff3b30" } else { "#7bd389" }
        );
    }
    let _ = writeln!(svg, "</g>");
    svg
}

/// The whole picture as an SVG document.
pub fn render(machine: &Machine) -> String {
    let mut trace = TracePaths::default();
    trace.update(machine.trace());
    let f = frame(machine, trace.bounds());
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{}" width="{}" height="{}">"#,
        view_box(f),
        number(f[2] * 2.0),
        number(f[3] * 2.0)
    );
    let _ = writeln!(
        svg,
        r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{FLOOR}"/>"#,
        number(f[0]),
        number(f[1]),
        number(f[2]),
        number(f[3])
    );
    svg.push_str(&walls(machine));
    let _ = writeln!(
        svg,
        r#"<g class="trace" fill="none" stroke="{TRACE_STROKE}" stroke-width="{TRACE_WIDTH}" stroke-linejoin="round">"#
    );
    for piece in trace.pieces() {
        let _ = writeln!(svg, r#"<path d="{}" stroke="{}"/>"#, piece.d, piece.colour);
    }
    let _ = writeln!(svg, "</g>");
    svg.push_str(&robot(machine));
    svg.push_str("</svg>\n");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robot::interp::Machine;
    use crate::robot::lang::Program;
    use crate::robot::maze::Maze;
    use crate::robot::world::World;

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(number(-0.0), "0");
        assert_eq!(number(-1e-9), "0");
        assert_eq!(number(2.5), "2.5");
        assert_eq!(number(100.0), "100");
        assert_eq!(number(-0.12345), "-0.123");
    }

    /// The document must be one an independent SVG library reads, with one subpath per
    /// stroke and per wall.
    #[test]
    fn svg_parses_and_draws_every_wall_and_stroke() {
        let parses =
            |svg: &str| resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).is_ok();
        let program = Program::parse("fd 20 pu fd 5 pd lt 90 fd 30 rt 90 fd 10").unwrap();
        let mut open = Machine::new(program.clone(), World::open(), 1000);
        open.run(&mut crate::progress::Silent).unwrap();
        let svg = render(&open);
        assert!(parses(&svg), "{svg}");
        assert_eq!(open.trace().strokes.len(), 2);
        assert_eq!(open.trace().strokes[1].len(), 3);
        assert!(
            svg.contains(r##"<path d="M0,0 L20,0 M25,0 L25,-30 L35,-30" stroke="#c79a00"/>"##),
            "{svg}"
        );

        let maze = Maze::generate(5, 3).unwrap();
        let mut inside = Machine::new(program, maze.world(), 1000);
        inside.run(&mut crate::progress::Silent).unwrap();
        let svg = render(&inside);
        assert!(parses(&svg), "{svg}");
        // One subpath per wall, all in one element; the exit has its own.
        assert_eq!(svg.matches("<path class=\"walls\"").count(), 1);
        let walls = walls(&inside);
        assert_eq!(walls.matches('M').count(), maze.walls().len());
        assert_eq!(svg.matches("class=\"exit\"").count(), 1);
    }

    /// Built a few steps at a time, the pieces are the same as built at once; finished pieces
    /// are not rebuilt; a long run is a few elements, and the lines join across pieces.
    #[test]
    fn trace_paths_grow_incrementally_in_few_pieces() {
        let source = "repeat 12000 [fd 1 rt 1] pu fd 5 pd repeat 9000 [pu fd 1 pd fd 1]";
        let program = Program::parse(source).unwrap();
        let mut whole = Machine::new(program.clone(), World::open(), 1_000_000);
        whole.run(&mut crate::progress::Silent).unwrap();
        let mut at_once = TracePaths::default();
        at_once.update(whole.trace());

        let mut stepped = Machine::new(program, World::open(), 1_000_000);
        let mut paths = TracePaths::default();
        let mut first_piece = None;
        while stepped.step().is_some() {
            if stepped.steps().is_multiple_of(997) {
                paths.update(stepped.trace());
                if paths.pieces().len() > 1 && first_piece.is_none() {
                    first_piece = Some(paths.pieces()[0].d.clone());
                }
            }
        }
        paths.update(stepped.trace());
        assert_eq!(paths.pieces(), at_once.pieces());
        // The first piece was finished once and kept (the same allocation).
        assert!(Rc::ptr_eq(&first_piece.unwrap(), &paths.pieces()[0].d));
        let strokes = whole.trace().strokes.len();
        let points: usize = whole.trace().strokes.iter().map(Vec::len).sum();
        assert!(strokes > 9_000, "{strokes}");
        // A piece that starts inside a stroke repeats the point it starts from.
        let pieces = paths.pieces().len();
        assert!(
            pieces >= points.div_ceil(PIECE_POINTS)
                && pieces <= points.div_ceil(PIECE_POINTS - 1)
                && pieces < 10,
            "{pieces}"
        );
        let moves: usize = paths
            .pieces()
            .iter()
            .map(|p| p.d.matches('M').count())
            .sum();
        // One move per stroke, and one more per piece that starts inside a stroke.
        assert!(
            moves >= strokes && moves < strokes + paths.pieces().len(),
            "{moves}"
        );
        // A reset (a shorter trace) starts afresh.
        let fresh = Machine::new(Program::parse("fd 3").unwrap(), World::open(), 10);
        paths.update(fresh.trace());
        assert!(paths.pieces().is_empty() && paths.bounds().is_none());
    }
}
