//! The picture's choices: which sample, input size, the three thresholds, the step, dithering.

use snipelab_core::halftone::{Sample, Thresholds};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{HalftoneView, SIZE_RANGE, STEP_RANGE, max_step};
use crate::widgets::Slider;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The current view.
    pub view: HalftoneView,
    /// The uploaded picture on show, if any (then no sample is).
    pub upload_name: Option<String>,
    /// Called with the next view.
    pub on_view: Callback<HalftoneView>,
    /// Called when the reader picks a sample (which replaces an uploaded picture).
    pub on_sample: Callback<Sample>,
}

/// Which of the three thresholds moved.
#[derive(Clone, Copy)]
enum Which {
    Dark,
    Light,
    White,
}

/// The thresholds with one of them set to `value`; the others move along so they stay in order
/// (the library requires dark ≤ light ≤ white).
fn with_threshold(t: Thresholds, which: Which, value: u8) -> Thresholds {
    let (mut dark, mut light, mut white) = (t.dark_gray, t.light_gray, t.white);
    match which {
        Which::Dark => {
            dark = value;
            light = light.max(dark);
            white = white.max(light);
        }
        Which::Light => {
            light = value;
            dark = dark.min(light);
            white = white.max(light);
        }
        Which::White => {
            white = value;
            light = light.min(white);
            dark = dark.min(light);
        }
    }
    Thresholds {
        dark_gray: dark,
        light_gray: light,
        white,
    }
}

/// Sample buttons, sliders and the dithering switch.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let view = props.view;
    let on_view = props.on_view.clone();
    let on_size = on_view.reform(move |v: f64| {
        let size = v as u32;
        HalftoneView {
            size,
            step: view.step.min(max_step(size)),
            ..view
        }
    });
    let threshold = |which: Which| {
        on_view.reform(move |v: f64| HalftoneView {
            thresholds: with_threshold(view.thresholds, which, v as u8),
            ..view
        })
    };
    let on_step = on_view.reform(move |v: f64| HalftoneView {
        step: v as u32,
        ..view
    });
    let on_dither = on_view.reform(move |e: Event| HalftoneView {
        dither: e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            .map(|input| input.checked())
            .unwrap_or(view.dither),
        ..view
    });
    let t = view.thresholds;
    let step_cap = max_step(view.size);

    html! {
        <section class="halftone-controls" aria-labelledby="halftone-controls-title">
            <h2 id="halftone-controls-title">{ "Picture and choices" }</h2>
            <div class="halftone-samples" role="group" aria-label="Built-in pictures">
                <span>{ "Built-in pictures:" }</span>
                { for Sample::ALL.iter().map(|&sample| {
                    let pressed = props.upload_name.is_none() && view.sample == sample;
                    let on_sample = props.on_sample.clone();
                    html! {
                        <button type="button" class="halftone-sample" id={format!("halftone-sample-{}", sample.name())}
                            aria-pressed={pressed.to_string()} onclick={move |_| on_sample.emit(sample)}>
                            { sample.name() }
                        </button>
                    }
                }) }
                if let Some(name) = &props.upload_name {
                    <span id="halftone-upload-name">{ format!("Showing your picture “{name}”.") }</span>
                }
            </div>
            <p class="halftone-hint">
                { "Input size: pixels on the longer side of the picture the curve is drawn from (the post used \
                   128). Curve step: output pixels between neighbouring curve points (the post used 2). A gray \
                   below a threshold gets the darker level; at or above the last one it is white." }
            </p>
            <div class="controls">
                <Slider id="halftone-size" label="Input size (px)" min={f64::from(SIZE_RANGE.0)}
                    max={f64::from(SIZE_RANGE.1)} value={f64::from(view.size)} on_change={on_size} />
                <Slider id="halftone-step" label="Curve step (px)"
                    min={f64::from(STEP_RANGE.0)} max={f64::from(step_cap)} value={f64::from(view.step)}
                    on_change={on_step} />
                <Slider id="halftone-dark" label="Black below" min={0.0} max={255.0}
                    value={f64::from(t.dark_gray)} on_change={threshold(Which::Dark)} />
                <Slider id="halftone-light" label="Dark gray below" min={0.0} max={255.0}
                    value={f64::from(t.light_gray)} on_change={threshold(Which::Light)} />
                <Slider id="halftone-white" label="Light gray below" min={0.0} max={255.0}
                    value={f64::from(t.white)} on_change={threshold(Which::White)} />
                <label class="halftone-switch" for="halftone-dither">
                    <input type="checkbox" id="halftone-dither" checked={view.dither} onchange={on_dither} />
                    { " Floyd–Steinberg dithering" }
                </label>
            </div>
            if step_cap < STEP_RANGE.1 {
                <p class="halftone-hint" id="halftone-step-cap">
                    { format!("At {} pixels the step goes up to {step_cap}: this page draws at most {} pixels per \
                               side.", view.size, super::PAGE_MAX_OUTPUT_SIDE) }
                </p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_push_each_other_to_stay_in_order() {
        let t = Thresholds::new(40, 120, 200).unwrap();
        let order = |t: Thresholds| t.dark_gray <= t.light_gray && t.light_gray <= t.white;
        let pushed = with_threshold(t, Which::Dark, 250);
        assert_eq!(
            (pushed.dark_gray, pushed.light_gray, pushed.white),
            (250, 250, 250)
        );
        let pushed = with_threshold(t, Which::White, 10);
        assert_eq!(
            (pushed.dark_gray, pushed.light_gray, pushed.white),
            (10, 10, 10)
        );
        let pushed = with_threshold(t, Which::Light, 30);
        assert_eq!(
            (pushed.dark_gray, pushed.light_gray, pushed.white),
            (30, 30, 200)
        );
        for which in [Which::Dark, Which::Light, Which::White] {
            for value in [0, 77, 255] {
                assert!(order(with_threshold(t, which, value)));
            }
        }
    }
}
