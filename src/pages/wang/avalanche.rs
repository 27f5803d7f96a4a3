//! Avalanche: flip one input bit and see which output bits change.

use std::rc::Rc;

use snipelab_core::wang;
use yew::prelude::*;

use super::bits::BitStrip;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Notice, NoticeKind, Plot, Series, SeriesKind, Slider};

/// Props of [`AvalancheView`].
#[derive(Properties, PartialEq)]
pub struct AvalancheProps {
    /// The key.
    pub key_value: u64,
    /// The input bit to flip, 0 = least significant.
    pub bit: u32,
    /// Called with another bit.
    pub on_bit: Callback<u32>,
}

/// A bit slider (or click a bit of the key), four 64-cell strips, and for this key the number
/// of output bits each input bit changes.
#[function_component(AvalancheView)]
pub fn avalanche_view(props: &AvalancheProps) -> Html {
    let key = props.key_value;
    let profile = use_memo(key, |&key| wang::avalanche_profile(key));
    let on_slider = props.on_bit.reform(|v: f64| v as u32);
    let on_pick = props.on_bit.clone();

    let strips = match wang::avalanche(key, props.bit) {
        Ok(a) => html! {
            <>
                <dl class="wang-avalanche">
                    <dt>{ format!("key, bit {} marked", a.bit) }</dt>
                    <dd><BitStrip id="wang-strip-key" bits={a.key} highlight={1u64 << a.bit} on_pick={on_pick}
                        label={format!("key {} with bit {} marked; click a bit to flip it instead", wang::format_key(a.key), a.bit)} /></dd>
                    <dt>{ format!("hash(key) = {}", wang::format_key(a.hash)) }</dt>
                    <dd><BitStrip bits={a.hash} label={format!("hash of the key, {}", wang::format_key(a.hash))} /></dd>
                    <dt>{ format!("hash(key with bit {} flipped) = {}", a.bit, wang::format_key(a.flipped_hash)) }</dt>
                    <dd><BitStrip bits={a.flipped_hash} highlight={a.changed}
                        label={format!("hash of the flipped key, {}", wang::format_key(a.flipped_hash))} /></dd>
                    <dt>{ "output bits that changed" }</dt>
                    <dd><BitStrip id="wang-strip-changed" bits={a.changed} highlight={a.changed}
                        label={format!("{} output bits changed", a.changed_bits)} /></dd>
                </dl>
                <p class="result" id="wang-changed-bits">
                    { format!("Flipping input bit {} changes {} of the 64 output bits.", a.bit, a.changed_bits) }
                </p>
            </>
        },
        Err(error) => html! { <Notice kind={NoticeKind::Error}>{ error.to_string() }</Notice> },
    };

    let mean = profile.iter().map(|&c| f64::from(c)).sum::<f64>() / 64.0;
    let plot = Rc::new(profile_plot(&profile, props.bit));

    html! {
        <section aria-labelledby="wang-avalanche-title">
            <h2 id="wang-avalanche-title">{ "Avalanche" }</h2>
            <p>
                { "A good hash changes about half of its output bits, 32 of 64, when any one input bit flips. \
                   Pick the input bit with the slider, or click a bit of the key." }
            </p>
            <div class="controls">
                <Slider id="wang-bit" label="Input bit" min={0.0} max={63.0} value={f64::from(props.bit)}
                    on_change={on_slider} />
            </div>
            { strips }
            <Chart id="wang-profile" plot={plot} height={260} description={format!(
                "For key {}, the number of output bits that change when each of the 64 input bits flips; \
                 {mean:.1} on average.", wang::format_key(key))} />
        </section>
    }
}

fn profile_plot(profile: &[u32], bit: u32) -> Plot {
    Plot {
        title: "Output bits changed by flipping each input bit".into(),
        x_label: "input bit flipped".into(),
        y_label: "output bits changed".into(),
        x_range: (-1.0, 64.0),
        y_range: (0.0, 64.0),
        y_log: false,
        series: vec![Series {
            name: String::new(),
            color: palette::BLUE,
            kind: SeriesKind::Bars { width: 0.8 },
            points: profile
                .iter()
                .enumerate()
                .map(|(i, &c)| (i as f64, f64::from(c)))
                .collect(),
        }],
        x_markers: vec![Marker {
            at: f64::from(bit),
            label: format!("bit {bit}"),
            color: palette::RED,
        }],
        y_markers: vec![Marker {
            at: 32.0,
            label: "32, half".into(),
            color: palette::GRAY,
        }],
    }
}
