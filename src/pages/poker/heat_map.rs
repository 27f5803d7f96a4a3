//! The post's picture: Alice's expected outcome over hand x and bet b, as a heat map, with her
//! best bet drawn over it.

use plotters::prelude::*;
use snipelab_core::poker;
use yew::prelude::*;

use super::BMAX_RANGE;
use super::value_curve::plot_number;
use crate::widgets::canvas::{SizedCanvas, mark_drawn, size_canvas, use_drawing, use_resize_count};
use crate::widgets::{Notice, NoticeKind, Slider, viridis};

/// Grid of the heat map: hands × bets (12,000 cells, under a millisecond to compute).
const HAND_POINTS: usize = 120;
const BET_POINTS: usize = 100;

/// Props of [`HeatMapView`].
#[derive(Properties, PartialEq)]
pub struct HeatMapProps {
    /// The chosen bet, drawn as a horizontal line.
    pub bet: f64,
    /// Alice's hand of the variable-bet slice, drawn as a vertical line.
    pub x: f64,
    /// Top of the bet axis.
    pub b_max: u32,
    /// Called with another top of the bet axis.
    pub on_b_max: Callback<u32>,
}

/// The heat map on a canvas, with a colour legend and a slider for the bet axis.
#[function_component(HeatMapView)]
pub fn heat_map_view(props: &HeatMapProps) -> Html {
    let map = use_memo(props.b_max, |&b_max| {
        poker::heat_map(HAND_POINTS, BET_POINTS, f64::from(b_max))
    });
    let canvas_ref = use_node_ref();
    let resized = use_resize_count();
    let error = use_state(|| None::<String>);
    {
        let (canvas_ref, error) = (canvas_ref.clone(), error.clone());
        use_drawing(
            (map.clone(), props.bet.to_bits(), props.x.to_bits(), resized),
            move |(map, bet, x, _)| {
                let result = match map.as_ref() {
                    Ok(map) => draw(&canvas_ref, map, f64::from_bits(*bet), f64::from_bits(*x)),
                    Err(e) => Err(e.to_string()),
                };
                if result.as_ref().err() != error.as_ref() {
                    error.set(result.err());
                }
            },
        );
    }
    let on_slider = props.on_b_max.reform(|v: f64| v as u32);
    let max_outcome = map.as_ref().as_ref().map(|m| m.max_outcome).unwrap_or(0.0);

    html! {
        <section aria-labelledby="poker-heat-title">
            <h2 id="poker-heat-title">{ "Alice's outcome over hand and bet" }</h2>
            <p>
                { "Against Bob's fixed-bet strategy for each bet: dark where Alice gains nothing (Bob's threshold \
                   beats her hand), bright where she wins most. The white curve is her best bet b*(x); the dashed \
                   lines are the chosen bet and hand." }
            </p>
            <div class="controls">
                <Slider id="poker-bmax" label="Bets up to" min={f64::from(BMAX_RANGE.0)} max={f64::from(BMAX_RANGE.1)}
                    value={f64::from(props.b_max)} on_change={on_slider} />
            </div>
            <figure class="poker-heat">
                <canvas ref={canvas_ref} id="poker-heat-canvas" role="img" aria-label={format!(
                    "Heat map of Alice's expected outcome for hands x from 0 to 1 and bets b from 0 to {}: zero for \
                     x up to about (1 + b)/(2 + b), rising to {max_outcome:.2} at x = 1 and the largest bet; the best \
                     bet curve rises from x = 3/4.", props.b_max)} />
                <div class="poker-legend" aria-hidden="true">
                    <span>{ "0" }</span><span class="poker-legend-bar"></span><span>{ plot_number(max_outcome) }</span>
                </div>
                if let Some(e) = &*error {
                    <Notice kind={NoticeKind::Error}>{ format!("The heat map could not be drawn: {e}") }</Notice>
                }
            </figure>
        </section>
    }
}

/// The colour of `t` in [0, 1] on the viridis scale, from 0 to the largest outcome (rounded
/// to whole channels).
fn color_of(t: f64) -> RGBColor {
    let (r, g, b) = viridis(t);
    RGBColor(r.round() as u8, g.round() as u8, b.round() as u8)
}

fn draw(canvas_ref: &NodeRef, map: &poker::HeatMap, bet: f64, x: f64) -> Result<(), String> {
    let SizedCanvas {
        backend,
        ratio,
        element,
    } = size_canvas(canvas_ref, f64::INFINITY, |w| (w * 0.7).clamp(260.0, 440.0))?;
    let root = backend.into_drawing_area();
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let px = |v: f64| (v * ratio).round() as u32;
    let font = |size: f64| ("sans-serif", size * ratio).into_font();
    let b_max = map.bets.last().copied().unwrap_or(1.0);
    let mut chart = ChartBuilder::on(&root)
        .caption("Alice's expected outcome for hand x and bet b", font(15.0))
        .margin(px(8.0))
        .x_label_area_size(px(40.0))
        .y_label_area_size(px(48.0))
        .build_cartesian_2d(0.0..1.0, 0.0..b_max)
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("Alice's hand x")
        .y_desc("bet b")
        .label_style(font(12.0))
        .axis_desc_style(font(13.0))
        .x_labels(6)
        .y_labels(6)
        .x_label_formatter(&|v| plot_number(*v))
        .y_label_formatter(&|v| plot_number(*v))
        .draw()
        .map_err(|e| e.to_string())?;
    // Each sample colours the cell centred on it. Neighbouring cells of one colour in a row are
    // merged into one rectangle: Alice's outcome is 0 wherever Bob's threshold beats her hand,
    // most of the map, so this saves most of the canvas calls.
    let half_x = 0.5 / (map.hands.len() - 1).max(1) as f64;
    let half_b = 0.5 * b_max / (map.bets.len() - 1).max(1) as f64;
    let top = map.max_outcome.max(f64::MIN_POSITIVE);
    let mut runs = Vec::new();
    for (&b, row) in map.bets.iter().zip(&map.outcomes) {
        let (y0, y1) = ((b - half_b).max(0.0), (b + half_b).min(b_max));
        let mut start: Option<(f64, RGBColor)> = None;
        for (&h, &v) in map.hands.iter().zip(row) {
            let color = color_of(v / top);
            match start {
                Some((_, c)) if c == color => {}
                _ => {
                    if let Some((x0, c)) = start {
                        runs.push(([(x0, y0), ((h - half_x).max(0.0), y1)], c));
                    }
                    start = Some(((h - half_x).max(0.0), color));
                }
            }
        }
        if let Some((x0, c)) = start {
            runs.push(([(x0, y0), (1.0, y1)], c));
        }
    }
    chart
        .draw_series(
            runs.into_iter()
                .map(|(corners, color)| Rectangle::new(corners, color.filled())),
        )
        .map_err(|e| e.to_string())?;
    let best: Vec<(f64, f64)> = map
        .hands
        .iter()
        .zip(&map.best_bets)
        .filter_map(|(&h, b)| b.map(|b| (h, b)))
        .collect();
    chart
        .draw_series(LineSeries::new(
            best,
            ShapeStyle::from(&WHITE).stroke_width(px(2.5).max(1)),
        ))
        .map_err(|e| e.to_string())?;
    let dashed = |points: Vec<(f64, f64)>| {
        DashedLineSeries::new(
            points,
            px(6.0),
            px(4.0),
            ShapeStyle::from(&RGBColor(255, 255, 255)).stroke_width(px(1.5).max(1)),
        )
    };
    if bet <= b_max {
        chart
            .draw_series(dashed(vec![(0.0, bet), (1.0, bet)]))
            .map_err(|e| e.to_string())?;
    }
    chart
        .draw_series(dashed(vec![(x, 0.0), (x, b_max)]))
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())?;
    mark_drawn(&element);
    Ok(())
}
