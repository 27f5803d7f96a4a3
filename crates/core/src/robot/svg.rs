//! The run as a picture: walls, exit, the pen's trace and the robot with its sensor lights, as
//! a standalone SVG document (the CLI's `--svg`, the page's download).
//!
//! The robot's world has y pointing north; SVG's points south, so every y is negated.

use std::fmt::Write;

use super::body::{RADIUS, Sensor};
use super::geometry::{Bounds, Point};
use super::interp::Machine;
use super::world::WALL_THICKNESS;

/// Space around the drawing, cm.
const MARGIN: f64 = 10.0;

/// A coordinate with at most three decimals and no "-0".
fn number(v: f64) -> String {
    let rounded = (v * 1000.0).round() / 1000.0;
    let text = format!("{:.3}", if rounded == 0.0 { 0.0 } else { rounded });
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn point(p: Point) -> String {
    format!("{},{}", number(p.x), number(-p.y))
}

/// The box that holds the walls, the trace and the robot.
fn extent(machine: &Machine) -> Bounds {
    let robot = machine.robot().position;
    let mut bounds = Bounds {
        min: Point::new(robot.x - RADIUS, robot.y - RADIUS),
        max: Point::new(robot.x + RADIUS, robot.y + RADIUS),
    };
    if let Some(walls) = machine.world().bounds() {
        bounds = bounds.union(&walls);
    }
    for p in machine.trace().strokes.iter().flatten() {
        bounds = bounds.union(&Bounds { min: *p, max: *p });
    }
    bounds
}

/// The whole picture as an SVG document.
pub fn render(machine: &Machine) -> String {
    let b = extent(machine);
    let (x, y) = (b.min.x - MARGIN, -b.max.y - MARGIN);
    let (width, height) = (
        b.max.x - b.min.x + 2.0 * MARGIN,
        b.max.y - b.min.y + 2.0 * MARGIN,
    );
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" width="{}" height="{}">"#,
        number(x),
        number(y),
        number(width),
        number(height),
        number(width * 2.0),
        number(height * 2.0)
    );
    let _ = writeln!(
        svg,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#fbf8ef"/>"##,
        number(x),
        number(y),
        number(width),
        number(height)
    );
    let _ = writeln!(
        svg,
        r##"<g class="walls" stroke="#5a4632" stroke-width="{}" stroke-linecap="square">"##,
        number(WALL_THICKNESS)
    );
    for wall in machine.world().walls() {
        let (a, b) = (wall.a, wall.b);
        let _ = writeln!(
            svg,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            number(a.x),
            number(-a.y),
            number(b.x),
            number(-b.y)
        );
    }
    let _ = writeln!(svg, "</g>");
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
    let _ = writeln!(
        svg,
        r##"<g class="trace" fill="none" stroke="#c79a00" stroke-width="1.5" stroke-linejoin="round">"##
    );
    for stroke in &machine.trace().strokes {
        let points: Vec<String> = stroke.iter().map(|p| point(*p)).collect();
        let _ = writeln!(svg, r#"<polyline points="{}"/>"#, points.join(" "));
    }
    let _ = writeln!(svg, "</g>");
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

    /// The document must be one an independent SVG library reads, with one polyline per
    /// stroke and one line per wall.
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
        assert_eq!(svg.matches("<polyline").count(), 2);

        let maze = Maze::generate(5, 3).unwrap();
        let mut inside = Machine::new(program, maze.world(), 1000);
        inside.run(&mut crate::progress::Silent).unwrap();
        let svg = render(&inside);
        assert!(parses(&svg), "{svg}");
        // One line per wall, plus the heading mark (the exit has its own class).
        assert_eq!(svg.matches("<line x1").count(), maze.walls().len() + 1);
        assert_eq!(svg.matches("class=\"exit\"").count(), 1);
    }
}
