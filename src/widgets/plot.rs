//! A chart described as data, and one function that draws it on any plotters backend.
//!
//! Pages build a [`Plot`]; the [`crate::widgets::Chart`] widget draws it on a canvas and, for
//! "Download SVG", draws the very same `Plot` with plotters' SVG backend. Keeping the chart as
//! data also makes it cheap to compare, so a chart redraws only when its content changes.

use plotters::coord::Shift;
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::prelude::*;
use plotters::style::text_anchor;

use crate::format::{grouped, minus, superscript};

/// An RGB colour.
pub type Rgb = (u8, u8, u8);

/// Colours used across the app (colour-blind-safe Okabe–Ito palette).
pub mod palette {
    use super::Rgb;
    /// Main series.
    pub const BLUE: Rgb = (0, 114, 178);
    /// Highlights and expectations (the post marks E(X) in red).
    pub const RED: Rgb = (213, 94, 0);
    /// Secondary series.
    pub const GREEN: Rgb = (0, 158, 115);
    /// Tertiary series.
    pub const ORANGE: Rgb = (230, 159, 0);
    /// Reference lines.
    pub const GRAY: Rgb = (120, 120, 120);
    /// Another series.
    pub const PURPLE: Rgb = (204, 121, 167);
}

/// How a series is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum SeriesKind {
    /// Straight segments through the points.
    Line,
    /// A staircase: each value holds until the next x (a CDF).
    Step,
    /// Dots.
    Points,
    /// Bars centred on each x, `width` wide in data units, from 0 (or the bottom) up.
    Bars {
        /// Width in x units.
        width: f64,
    },
}

/// One named series.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Legend text.
    pub name: String,
    /// Colour.
    pub color: Rgb,
    /// How to draw it.
    pub kind: SeriesKind,
    /// The (x, y) points, sorted by x.
    pub points: Vec<(f64, f64)>,
}

/// A labelled vertical (or horizontal) reference line.
#[derive(Clone, Debug, PartialEq)]
pub struct Marker {
    /// Position on its axis.
    pub at: f64,
    /// Label drawn beside it.
    pub label: String,
    /// Colour.
    pub color: Rgb,
}

/// A whole chart.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Plot {
    /// Title above the chart.
    pub title: String,
    /// x-axis label.
    pub x_label: String,
    /// y-axis label.
    pub y_label: String,
    /// x range.
    pub x_range: (f64, f64),
    /// y range (must be positive when `y_log`).
    pub y_range: (f64, f64),
    /// Logarithmic y axis.
    pub y_log: bool,
    /// The data.
    pub series: Vec<Series>,
    /// Vertical markers.
    pub x_markers: Vec<Marker>,
    /// Horizontal markers.
    pub y_markers: Vec<Marker>,
}

fn color(c: Rgb) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

/// Draws `plot` onto `root`. `scale` multiplies fonts, strokes and margins (the device-pixel
/// ratio on a canvas, 1 for SVG).
pub fn draw<DB: DrawingBackend>(
    plot: &Plot,
    root: &DrawingArea<DB, Shift>,
    scale: f64,
) -> Result<(), String> {
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let (x0, x1) = sane_range(plot.x_range, false);
    let (y0, y1) = sane_range(plot.y_range, plot.y_log);
    if plot.y_log {
        draw_with(plot, root, scale, x0..x1, (y0..y1).log_scale())
    } else {
        draw_with(plot, root, scale, x0..x1, y0..y1)
    }
}

/// Ranges must be finite, increasing, and positive on a log axis; fix them rather than fail.
fn sane_range((lo, hi): (f64, f64), log: bool) -> (f64, f64) {
    let (mut lo, mut hi) = (lo, hi);
    if !lo.is_finite() || !hi.is_finite() {
        (lo, hi) = if log { (1e-3, 1.0) } else { (0.0, 1.0) };
    }
    if log {
        lo = lo.max(f64::MIN_POSITIVE);
        hi = hi.max(lo * 10.0);
    }
    if hi <= lo {
        hi = lo + if lo == 0.0 { 1.0 } else { lo.abs() };
    }
    (lo, hi)
}

fn draw_with<DB, Y>(
    plot: &Plot,
    root: &DrawingArea<DB, Shift>,
    scale: f64,
    x: std::ops::Range<f64>,
    y: Y,
) -> Result<(), String>
where
    DB: DrawingBackend,
    Y: AsRangedCoord<Value = f64>,
    Y::CoordDescType: ValueFormatter<f64>,
{
    let px = |v: f64| (v * scale).round() as u32;
    let font = |size: f64| ("sans-serif", size * scale).into_font();
    let (x_lo, x_hi) = (x.start, x.end);
    let mut chart = ChartBuilder::on(root)
        .caption(&plot.title, font(16.0))
        .margin(px(10.0))
        .x_label_area_size(px(42.0))
        .y_label_area_size(px(64.0))
        .build_cartesian_2d(x, y)
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .x_desc(&plot.x_label)
        .y_desc(&plot.y_label)
        .label_style(font(12.0))
        .axis_desc_style(font(13.0))
        .light_line_style(RGBColor(235, 235, 235))
        .max_light_lines(4)
        .x_labels(8)
        .y_labels(6)
        .x_label_formatter(&|v| tick(*v))
        .y_label_formatter(&|v| tick(*v))
        .draw()
        .map_err(|e| e.to_string())?;
    let (y_lo, y_hi) = {
        let r = chart.y_range();
        (r.start, r.end)
    };
    let stroke = |c: Rgb| ShapeStyle::from(&color(c)).stroke_width(px(2.0).max(1));
    let mut has_legend = false;
    for series in &plot.series {
        let c = color(series.color);
        let legend_color = c;
        let anno = match &series.kind {
            SeriesKind::Line => chart
                .draw_series(LineSeries::new(
                    series.points.iter().copied(),
                    stroke(series.color),
                ))
                .map_err(|e| e.to_string())?,
            SeriesKind::Step => {
                let mut steps = Vec::with_capacity(series.points.len() * 2);
                for (i, &(px_, py)) in series.points.iter().enumerate() {
                    if i > 0 {
                        steps.push((px_, series.points[i - 1].1));
                    }
                    steps.push((px_, py));
                }
                chart
                    .draw_series(LineSeries::new(steps, stroke(series.color)))
                    .map_err(|e| e.to_string())?
            }
            SeriesKind::Points => chart
                .draw_series(
                    series
                        .points
                        .iter()
                        .map(|&p| Circle::new(p, px(2.5).max(1), c.filled())),
                )
                .map_err(|e| e.to_string())?,
            SeriesKind::Bars { width } => {
                let half = width / 2.0;
                chart
                    .draw_series(series.points.iter().map(|&(bx, by)| {
                        Rectangle::new(
                            [(bx - half, y_lo.max(0.0).min(by)), (bx + half, by)],
                            c.mix(0.55).filled(),
                        )
                    }))
                    .map_err(|e| e.to_string())?
            }
        };
        if !series.name.is_empty() {
            has_legend = true;
            let width = px(2.0).max(1);
            anno.label(&series.name).legend(move |(lx, ly)| {
                PathElement::new(
                    vec![(lx, ly), (lx + 18, ly)],
                    ShapeStyle::from(&legend_color).stroke_width(width),
                )
            });
        }
    }
    for marker in &plot.x_markers {
        if marker.at < x_lo || marker.at > x_hi {
            continue;
        }
        let style = ShapeStyle::from(&color(marker.color)).stroke_width(px(2.0).max(1));
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(marker.at, y_lo), (marker.at, y_hi)],
                style,
            )))
            .map_err(|e| e.to_string())?;
        let label_y = if plot.y_log {
            (y_lo * y_hi).sqrt()
        } else {
            y_lo + (y_hi - y_lo) * 0.9
        };
        // A marker in the right half gets its label on its left, so that a long label near
        // the right edge is not cut off (the WOW page's "E(X) ≈ 9432.03" at 375 px was).
        let style = font(12.0).color(&color(marker.color));
        let (text, style) = if marker.at > x_lo + (x_hi - x_lo) * 0.5 {
            let anchor = text_anchor::Pos::new(text_anchor::HPos::Right, text_anchor::VPos::Top);
            (format!("{} ", marker.label), style.pos(anchor))
        } else {
            (format!(" {}", marker.label), style)
        };
        chart
            .draw_series(std::iter::once(Text::new(
                text,
                (marker.at, label_y),
                style,
            )))
            .map_err(|e| e.to_string())?;
    }
    for marker in &plot.y_markers {
        if marker.at < y_lo || marker.at > y_hi {
            continue;
        }
        let style = ShapeStyle::from(&color(marker.color).mix(0.8)).stroke_width(px(1.0).max(1));
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(x_lo, marker.at), (x_hi, marker.at)],
                style,
            )))
            .map_err(|e| e.to_string())?;
        chart
            .draw_series(std::iter::once(Text::new(
                marker.label.clone(),
                (x_lo + (x_hi - x_lo) * 0.02, marker.at),
                font(12.0).color(&color(marker.color)),
            )))
            .map_err(|e| e.to_string())?;
    }
    if has_legend {
        chart
            .configure_series_labels()
            .label_font(font(12.0))
            .background_style(WHITE.mix(0.85))
            .border_style(RGBColor(200, 200, 200))
            .position(legend_corner(plot, (x_lo, x_hi), (y_lo, y_hi)))
            .draw()
            .map_err(|e| e.to_string())?;
    }
    root.present().map_err(|e| e.to_string())
}

/// The corner for the legend: the one whose box (about a third of the width, a line per
/// series high) covers the fewest of the plotted points, lower right when several tie, so that
/// the legend does not sit on the data (issue 31: /coins' tie curve ran under it).
fn legend_corner(
    plot: &Plot,
    (x_lo, x_hi): (f64, f64),
    (y_lo, y_hi): (f64, f64),
) -> SeriesLabelPosition {
    let to_y = |v: f64| {
        if plot.y_log {
            v.max(f64::MIN_POSITIVE).log10()
        } else {
            v
        }
    };
    let (ya, yb) = (to_y(y_lo), to_y(y_hi));
    let labelled = plot.series.iter().filter(|s| !s.name.is_empty()).count() as f64;
    let (width, height) = (0.38, (0.06 + 0.07 * labelled).min(0.6));
    let covered = |right: bool, top: bool| {
        plot.series
            .iter()
            .flat_map(|s| s.points.iter())
            .filter(|&&(x, y)| {
                let fx = (x - x_lo) / (x_hi - x_lo);
                let fy = (to_y(y) - ya) / (yb - ya);
                let in_x = if right {
                    fx >= 1.0 - width
                } else {
                    fx <= width
                };
                let in_y = if top {
                    fy >= 1.0 - height
                } else {
                    fy <= height
                };
                in_x && in_y && fx.is_finite() && fy.is_finite()
            })
            .count()
    };
    [
        (SeriesLabelPosition::LowerRight, true, false),
        (SeriesLabelPosition::UpperRight, true, true),
        (SeriesLabelPosition::LowerLeft, false, false),
        (SeriesLabelPosition::UpperLeft, false, true),
    ]
    .into_iter()
    .min_by_key(|&(_, right, top)| covered(right, top))
    .map_or(SeriesLabelPosition::LowerRight, |(corner, _, _)| corner)
}

/// A tick label: whole numbers without ".0" (grouped by thousands from five digits, so that
/// years stay as they are written), a few significant digits otherwise, powers of ten with a
/// superscript exponent for the very large or small values of log axes, and a true minus sign.
pub fn tick(v: f64) -> String {
    let a = v.abs();
    let text = if v == 0.0 {
        "0".into()
    } else if !(1e-3..1e7).contains(&a) {
        let text = format!("{v:.0e}");
        let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
        let power = format!("10{}", superscript(exponent.parse().unwrap_or(0)));
        match mantissa {
            "1" => power,
            "-1" => format!("-{power}"),
            m => format!("{m} × {power}"),
        }
    } else if v.fract() == 0.0 && a >= 1e4 {
        let digits = grouped(&format!("{a:.0}"));
        if v < 0.0 {
            format!("-{digits}")
        } else {
            digits
        }
    } else if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        let text = format!("{v:.4}");
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    };
    minus(&text)
}

/// The chart as an SVG document of `width`×`height` pixels.
pub fn to_svg(plot: &Plot, width: u32, height: u32) -> Result<String, String> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        draw(plot, &root, 1.0)?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(y_log: bool) -> Plot {
        Plot {
            title: "t".into(),
            x_label: "x".into(),
            y_label: "y".into(),
            x_range: (0.0, 10.0),
            y_range: (0.001, 1.0),
            y_log,
            series: vec![
                Series {
                    name: "a".into(),
                    color: palette::BLUE,
                    kind: SeriesKind::Step,
                    points: vec![(0.0, 0.01), (5.0, 0.5)],
                },
                Series {
                    name: String::new(),
                    color: palette::RED,
                    kind: SeriesKind::Bars { width: 1.0 },
                    points: vec![(3.0, 0.2)],
                },
            ],
            x_markers: vec![Marker {
                at: 4.0,
                label: "E(X)".into(),
                color: palette::RED,
            }],
            y_markers: vec![Marker {
                at: 0.5,
                label: "half".into(),
                color: palette::GRAY,
            }],
        }
    }

    #[test]
    fn svg_export_draws_every_element() {
        for log in [false, true] {
            let svg = to_svg(&sample(log), 400, 300).unwrap();
            assert!(svg.starts_with("<svg"), "{svg}");
            assert!(svg.contains("E(X)") && svg.contains("half"));
        }
    }

    #[test]
    fn ticks_are_short() {
        assert_eq!(tick(20.0), "20");
        assert_eq!(tick(0.25), "0.25");
        assert_eq!(tick(1e-12), "10⁻¹²");
        assert_eq!(tick(3e8), "3 × 10⁸");
        assert_eq!(tick(0.0), "0");
        assert_eq!(tick(-3.5), "−3.5");
        assert_eq!(tick(2026.0), "2026");
        assert_eq!(tick(20_000.0), "20,000");
        assert_eq!(tick(-20_000.0), "−20,000");
    }

    #[test]
    fn degenerate_ranges_do_not_fail() {
        let mut plot = sample(true);
        plot.y_range = (0.0, 0.0);
        plot.x_range = (f64::NAN, 3.0);
        assert!(to_svg(&plot, 100, 80).is_ok());
    }

    #[test]
    fn the_legend_goes_to_the_corner_with_the_least_data() {
        let mut plot = sample(false);
        // A curve low along the right-hand side (the tie curve of /coins): not lower right.
        plot.series[0].points = (0..=100).map(|i| (f64::from(i) / 10.0, 0.05)).collect();
        let corner = legend_corner(&plot, (0.0, 10.0), (0.0, 1.0));
        assert!(matches!(corner, SeriesLabelPosition::UpperRight));
        // Nothing anywhere: the lower right, as before.
        plot.series[0].points.clear();
        let corner = legend_corner(&plot, (0.0, 10.0), (0.0, 1.0));
        assert!(matches!(corner, SeriesLabelPosition::LowerRight));
    }
}
