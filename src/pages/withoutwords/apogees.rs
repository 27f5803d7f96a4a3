//! The theorem without words: throws at one speed v, every angle, under gravity g. Their
//! apogees (v²/2g · sin 2θ, v²/4g · (1 − cos 2θ)) lie on an ellipse with semi-axes v²/2g and
//! v²/4g: the ratio is always 2, so the eccentricity is always √3/2.

use snipelab_core::withoutwords::{self, Launch};
use yew::prelude::*;

use super::{SectionProps, WithoutWordsView};
use crate::widgets::Slider;

/// Throws drawn (every 7.5°).
const THROWS: usize = 25;

/// The apogee section.
#[function_component(Apogees)]
pub fn apogees(props: &SectionProps) -> Html {
    let view = props.view.clone();
    let on_v = {
        let view = view.clone();
        props
            .set
            .reform(move |v: f64| WithoutWordsView { v, ..view.clone() })
    };
    let on_g = {
        let view = view.clone();
        props
            .set
            .reform(move |g: f64| WithoutWordsView { g, ..view.clone() })
    };
    let controls = html! {
        <div class="controls">
            <Slider id="ww-v" label="Speed v" min={1.0} max={30.0} step={0.1} decimals={1} value={view.v} on_change={on_v} />
            <Slider id="ww-g" label="Gravity g" min={1.0} max={30.0} step={0.1} decimals={1} value={view.g} on_change={on_g} />
        </div>
    };
    // The URL's values are range-checked, so this only fails on a hand-built view.
    let Ok(launch) = Launch::new(view.v, view.g) else {
        return html! { <section>{ controls }</section> };
    };
    let ellipse = withoutwords::apogee_ellipse(launch);
    // Drawn to fit: every length is divided by the longest throw's range v²/g, so the family
    // fills the picture whatever v and g (the shape is the point; the sizes are in the numbers
    // below). A fixed scale drew v = 1, g = 30 as one dot.
    let reach = view.v * view.v / view.g;
    let map = |p: withoutwords::Point| (p.x / reach, -p.y / reach);
    let paths = (0..THROWS).map(|k| {
        let angle = std::f64::consts::PI * k as f64 / (THROWS - 1) as f64;
        let d: String = withoutwords::trajectory(launch, angle, 40)
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let (x, y) = map(p);
                format!("{}{x:.4} {y:.4}", if i == 0 { 'M' } else { 'L' })
            })
            .collect();
        html! { <path d={d} class="ww-trajectory" /> }
    });
    let dots = withoutwords::apogees(launch, THROWS).into_iter().map(|a| {
        let (x, y) = map(a.point);
        html! { <circle class="ww-apogee" cx={format!("{x:.4}")} cy={format!("{y:.4}")} r={format!("{:.4}", 1.0 / 90.0)} /> }
    });
    let stroke = format!("{:.4}", 1.0 / 250.0);
    html! {
        <section aria-labelledby="ww-apogees-title">
            <h2 id="ww-apogees-title">{ "Apogees on an ellipse" }</h2>
            <p>{ "Throw at speed v at every angle. The highest points of the throws trace an ellipse, \
                  twice as wide as it is tall, whatever v and g: its eccentricity is always √3/2." }</p>
            { controls }
            <svg id="ww-apogees" class="ww-apogees" role="img" style={format!("--stroke: {stroke}")}
                aria-label="Trajectories at every angle, their apogees, and the ellipse through them"
                viewBox="-1.1 -0.57 2.2 0.62">
                <line x1="-1.1" x2="1.1" y1="0" y2="0" class="ww-ground" stroke-width={stroke.clone()} />
                <g stroke-width={stroke.clone()}>{ for paths }</g>
                <ellipse id="ww-ellipse" class="ww-ellipse" cx="0" cy={format!("{:.4}", -ellipse.centre.y / reach)}
                    rx={format!("{:.4}", ellipse.semi_horizontal / reach)} ry={format!("{:.4}", ellipse.semi_vertical / reach)}
                    stroke-width={format!("{:.4}", 1.0 / 120.0)} />
                { for dots }
            </svg>
            <p id="ww-scale">{ format!(
                "Drawn to fit: the widest throw, at 45°, lands v²/g = {reach:.4} away (lengths in the units of v and g)."
            ) }</p>
            <dl class="cftp-counters">
                <dt>{ "Horizontal semi-axis v²/2g" }</dt><dd id="ww-semi-h">{ format!("{:.4}", ellipse.semi_horizontal) }</dd>
                <dt>{ "Vertical semi-axis v²/4g" }</dt><dd id="ww-semi-v">{ format!("{:.4}", ellipse.semi_vertical) }</dd>
                <dt>{ "Eccentricity" }</dt><dd id="ww-eccentricity">{ format!("{:.6} (√3/2 = {:.6})", ellipse.eccentricity, 3f64.sqrt() / 2.0) }</dd>
            </dl>
        </section>
    }
}
