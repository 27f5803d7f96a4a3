//! The avalanche matrix: for every input bit and output bit, how often flipping the one flips
//! the other, as a heat map.

use plotters::prelude::*;
use rand::Rng;
use snipelab_core::wang;
use yew::prelude::*;

use super::Sample;
use crate::format::thousands;
use crate::widgets::canvas::{SizedCanvas, mark_drawn, size_canvas, use_drawing, use_resize_count};
use crate::widgets::plot::palette;
use crate::widgets::{Notice, NoticeKind};

/// Keys per matrix: 64 × 1000 hashes, a few milliseconds; the sampling error of each entry is
/// then about ±0.016.
pub const SAMPLE_KEYS: usize = 1000;
/// Seed of the random sample (the post's year), so every reader sees the same picture.
const SEED: u64 = 2012;

/// Props of [`AvalancheMatrix`].
#[derive(Properties, PartialEq)]
pub struct AvalancheMatrixProps {
    /// The key (the first of the counting sample).
    pub key_value: u64,
    /// The input bit whose row is outlined.
    pub bit: u32,
    /// Which keys to average over.
    pub sample: Sample,
    /// Called when the reader picks the other sample.
    pub on_sample: Callback<Sample>,
}

fn sample_keys(sample: Sample, key: u64) -> Vec<u64> {
    match sample {
        Sample::Random => {
            // The portable generator: rand's SmallRng is another algorithm in 32-bit WebAssembly
            // than natively, so the page built natively showed other keys' figures than the
            // same page once the app took over.
            let mut rng = snipelab_core::random::seeded(SEED);
            (0..SAMPLE_KEYS).map(|_| rng.random()).collect()
        }
        Sample::Counting => (0..SAMPLE_KEYS as u64)
            .map(|i| key.wrapping_add(i))
            .collect(),
    }
}

/// The 64×64 heat map, with a choice of sample and a summary in words.
#[function_component(AvalancheMatrix)]
pub fn avalanche_matrix(props: &AvalancheMatrixProps) -> Html {
    // The random sample does not depend on the key: keep its matrix when the key changes.
    let memo_key = match props.sample {
        Sample::Random => (props.sample, 0),
        Sample::Counting => (props.sample, props.key_value),
    };
    let matrix = use_memo(memo_key, |&(sample, key)| {
        wang::avalanche_matrix(&sample_keys(sample, key))
    });
    let canvas_ref = use_node_ref();
    let resized = use_resize_count();
    let error = use_state(|| None::<String>);
    {
        let (canvas_ref, error) = (canvas_ref.clone(), error.clone());
        use_drawing(
            (matrix.clone(), props.bit, resized),
            move |(matrix, bit, _)| {
                let result = draw(&canvas_ref, matrix, *bit);
                if result.as_ref().err() != error.as_ref() {
                    error.set(result.err());
                }
            },
        );
    }

    let (lowest, highest) = extremes(&matrix);
    let spread = matrix
        .iter()
        .flatten()
        .map(|v| (v - 0.5).abs())
        .sum::<f64>()
        / 4096.0;
    // A perfectly fair entry over n random keys is a binomial share: standard deviation
    // 1/(2√n), and (nearly normal) mean distance from 1/2 of that times √(2/π).
    let sd = 0.5 / (SAMPLE_KEYS as f64).sqrt();
    let typical = sd * (2.0 / std::f64::consts::PI).sqrt();
    let chance = format!(
        "How far from 1/2 is chance alone? Over {} random keys, even a perfectly fair entry lands \
         on average about {typical:.3} from 1/2 (standard deviation {sd:.3}), and about one entry \
         in a hundred (some {} of the 4,096 cells) lands more than {:.3} away. So a faint tint \
         alone is no evidence of bias.",
        thousands(SAMPLE_KEYS as u64),
        thousands((4096.0_f64 * 0.01).round() as u64),
        2.576 * sd
    );
    let summary = format!(
        "Over {SAMPLE_KEYS} {} keys the entries average {spread:.3} away from 1/2. The lowest, {:.3}, is input bit {} \
         to output bit {}; the highest, {:.3}, input bit {} to output bit {}.",
        match props.sample {
            Sample::Random => "random",
            Sample::Counting => "consecutive",
        },
        lowest.0,
        lowest.1,
        lowest.2,
        highest.0,
        highest.1,
        highest.2
    );
    let radio = |sample: Sample, id: &'static str, label: String| {
        let on_sample = props.on_sample.clone();
        html! {
            <label for={id}>
                <input type="radio" name="wang-sample" id={id} checked={props.sample == sample}
                    onchange={Callback::from(move |_: Event| on_sample.emit(sample))} />
                { format!(" {label}") }
            </label>
        }
    };

    html! {
        <section aria-labelledby="wang-matrix-title">
            <h2 id="wang-matrix-title">{ "The avalanche matrix" }</h2>
            <p>
                { "Row i, column j: the fraction of keys for which flipping input bit i flips output bit j. \
                   White is 1/2, the ideal; blue cells flip less often, orange ones more (the colours are \
                   stretched near 1/2 so that small biases show). The row of the chosen input bit is outlined." }
            </p>
            <p id="wang-matrix-chance">{ chance }</p>
            <fieldset class="wang-sample">
                <legend>{ "Keys" }</legend>
                { radio(Sample::Random, "wang-sample-random", format!("{SAMPLE_KEYS} random keys")) }
                { radio(Sample::Counting, "wang-sample-counting",
                    format!("{SAMPLE_KEYS} consecutive keys from {}", wang::format_key(props.key_value))) }
            </fieldset>
            <figure class="wang-matrix">
                <canvas ref={canvas_ref} id="wang-matrix-canvas" role="img" aria-label={summary.clone()} />
                <div class="wang-legend" aria-hidden="true">
                    <span>{ "0: never" }</span><span class="wang-legend-bar"></span><span>{ "1: always" }</span>
                </div>
                if let Some(e) = &*error {
                    <Notice kind={NoticeKind::Error}>{ format!("The heat map could not be drawn: {e}") }</Notice>
                }
                <figcaption id="wang-matrix-summary">{ summary }</figcaption>
            </figure>
        </section>
    }
}

/// (value, input bit, output bit) of the smallest and the largest entry.
fn extremes(matrix: &[Vec<f64>]) -> ((f64, usize, usize), (f64, usize, usize)) {
    let cells = matrix
        .iter()
        .enumerate()
        .flat_map(|(i, row)| row.iter().enumerate().map(move |(j, &v)| (v, i, j)));
    let mut lowest = (f64::INFINITY, 0, 0);
    let mut highest = (f64::NEG_INFINITY, 0, 0);
    for cell in cells {
        if cell.0 < lowest.0 {
            lowest = cell;
        }
        if cell.0 > highest.0 {
            highest = cell;
        }
    }
    (lowest, highest)
}

/// Blue (0) through white (1/2) to orange (1). The scale is stretched near 1/2 (colour
/// intensity grows like the square root of the distance), so that biases of a few percent,
/// which matter in a hash, are visible.
pub fn diverging(value: f64) -> RGBColor {
    let t = (value.clamp(0.0, 1.0) - 0.5) * 2.0;
    let t = t.signum() * t.abs().sqrt();
    let end = if t < 0.0 { palette::BLUE } else { palette::RED };
    let mix = |c: u8| (255.0 + (f64::from(c) - 255.0) * t.abs()).round() as u8;
    RGBColor(mix(end.0), mix(end.1), mix(end.2))
}

fn draw(canvas_ref: &NodeRef, matrix: &[Vec<f64>], bit: u32) -> Result<(), String> {
    let SizedCanvas {
        backend,
        ratio,
        element,
    } = size_canvas(canvas_ref, 640.0, |w| w - 20.0)?;
    let root = backend.into_drawing_area();
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let px = |v: f64| (v * ratio).round() as u32;
    let font = |size: f64| ("sans-serif", size * ratio).into_font();
    let mut chart = ChartBuilder::on(&root)
        .margin(px(8.0))
        .x_label_area_size(px(40.0))
        .y_label_area_size(px(48.0))
        .build_cartesian_2d(0.0..64.0, 0.0..64.0)
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("output bit")
        .y_desc("input bit flipped")
        .label_style(font(12.0))
        .axis_desc_style(font(13.0))
        .x_labels(9)
        .y_labels(9)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(matrix.iter().enumerate().flat_map(|(i, row)| {
            row.iter().enumerate().map(move |(j, &v)| {
                let (x, y) = (j as f64, i as f64);
                Rectangle::new([(x, y), (x + 1.0, y + 1.0)], diverging(v).filled())
            })
        }))
        .map_err(|e| e.to_string())?;
    let y = f64::from(bit);
    chart
        .draw_series(std::iter::once(Rectangle::new(
            [(0.0, y), (64.0, y + 1.0)],
            ShapeStyle::from(&BLACK).stroke_width(px(1.5).max(1)),
        )))
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())?;
    mark_drawn(&element);
    Ok(())
}
