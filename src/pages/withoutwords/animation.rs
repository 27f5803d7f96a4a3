//! The theorem as the post shows it, as an animation: one throw after another, the angle
//! sweeping from 0° to 180°, each throw leaving its apogee behind; when the sweep ends, the
//! ellipse through the apogees is drawn. A step animation: the frame is the angle, which a
//! slider sets (keyboard: arrows, Page Up/Down, Home/End) and a Play/Pause button advances on a
//! timer. It plays by itself only when the reader has not asked for reduced motion.

use gloo_timers::callback::Interval;
use snipelab_core::withoutwords::{self, Launch};
use yew::prelude::*;

use super::SectionProps;
use crate::widgets::Slider;

/// Degrees between frames.
pub const STEP_DEGREES: f64 = 2.5;

/// The last frame: 180°.
pub const LAST_FRAME: u32 = (180.0 / STEP_DEGREES) as u32;

/// Milliseconds between frames while playing (the sweep takes about six seconds).
const FRAME_MS: u32 = 80;

/// Whether the reader asked for reduced motion (`prefers-reduced-motion: reduce`); false where
/// it cannot be known (the prerender).
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// A coordinate for the picture.
fn c(v: f64) -> String {
    format!("{:.4}", v + 0.0)
}

/// The animation section.
#[function_component(Animation)]
pub fn animation(props: &SectionProps) -> Html {
    let frame = use_state(|| 0u32);
    let playing = use_state(|| false);
    // Start playing once, after hydration, unless motion is unwelcome.
    {
        let playing = playing.clone();
        use_effect_with((), move |_| {
            if !reduced_motion() {
                playing.set(true);
            }
        });
    }
    {
        let frame = frame.clone();
        let set_playing = playing.setter();
        use_effect_with((*playing, *frame), move |&(on, at)| {
            let interval = on.then(|| {
                Interval::new(FRAME_MS, move || {
                    if at >= LAST_FRAME {
                        set_playing.set(false);
                    } else {
                        frame.set(at + 1);
                    }
                })
            });
            move || drop(interval)
        });
    }
    let on_play = {
        let (frame, playing) = (frame.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            if !*playing && *frame >= LAST_FRAME {
                frame.set(0);
            }
            playing.set(!*playing);
        })
    };
    let on_angle = {
        let (frame, playing) = (frame.clone(), playing.clone());
        Callback::from(move |degrees: f64| {
            playing.set(false);
            frame.set(
                (degrees / STEP_DEGREES)
                    .round()
                    .clamp(0.0, f64::from(LAST_FRAME)) as u32,
            );
        })
    };
    let view = &props.view;
    let Ok(launch) = Launch::new(view.v, view.g) else {
        return html! {};
    };
    let degrees = f64::from(*frame) * STEP_DEGREES;
    let angle = degrees.to_radians();
    // Drawn to fit, as the section below: lengths in units of the longest range v²/g.
    let reach = view.v * view.v / view.g;
    let map = |p: withoutwords::Point| (p.x / reach, -p.y / reach);
    let path: String = withoutwords::trajectory(launch, angle, 41)
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let (x, y) = map(p);
            format!("{}{} {}", if i == 0 { 'M' } else { 'L' }, c(x), c(y))
        })
        .collect();
    let trail = (0..=*frame).map(|k| {
        let (x, y) = map(withoutwords::apogee(
            launch,
            (f64::from(k) * STEP_DEGREES).to_radians(),
        ));
        html! { <circle class="ww-trail" cx={c(x)} cy={c(y)} r="0.011" /> }
    });
    let top = withoutwords::apogee(launch, angle);
    let (bx, by) = map(top);
    let ellipse = withoutwords::apogee_ellipse(launch);
    let done = *frame >= LAST_FRAME;
    let stroke = c(1.0 / 250.0);
    html! {
        <section aria-labelledby="ww-animation-title">
            <h2 id="ww-animation-title">{ "The theorem, as the post shows it" }</h2>
            <p>{ "One throw after another, all at the same speed, the angle sweeping from 0° to 180°; each throw \
                  leaves a dot at its highest point. Watch the dots." }</p>
            <svg id="ww-animation" class="ww-apogees" role="img" viewBox="-1.1 -0.57 2.2 0.62"
                aria-label={format!("The throw at {degrees}°, and the apogees of the throws so far")}>
                <line x1="-1.1" x2="1.1" y1="0" y2="0" class="ww-ground" stroke-width={stroke.clone()} />
                if done {
                    <ellipse id="ww-animation-ellipse" class="ww-ellipse" cx="0" cy={c(-ellipse.centre.y / reach)}
                        rx={c(ellipse.semi_horizontal / reach)} ry={c(ellipse.semi_vertical / reach)}
                        stroke-width={c(1.0 / 120.0)} />
                }
                <path id="ww-animation-throw" class="ww-throw" d={path} stroke-width={c(1.0 / 150.0)} />
                { for trail }
                <circle id="ww-animation-ball" class="ww-ball" cx={c(bx)} cy={c(by)} r="0.02" />
            </svg>
            <div class="controls ww-animation-controls">
                <button id="ww-play" aria-pressed={if *playing { "true" } else { "false" }} onclick={on_play}>
                    { if *playing { "Pause" } else if done { "Play again" } else { "Play" } }
                </button>
                <Slider id="ww-angle" label="Throw angle (°)" min={0.0} max={180.0} step={STEP_DEGREES} decimals={1}
                    value={degrees} on_change={on_angle} />
            </div>
            <p id="ww-animation-state" aria-live="off">{ format!(
                "θ = {degrees}°: apogee {} across and {} up; {} so far{}",
                significant(top.x),
                significant(top.y),
                if *frame == 0 { "1 apogee".to_string() } else { format!("{} apogees", *frame + 1) },
                if done { ", and the ellipse through them." } else { "." }
            ) }</p>
        </section>
    }
}

/// Four decimals, and no "-0".
fn significant(v: f64) -> String {
    let text = format!("{:.4}", v);
    if text
        .trim_start_matches('-')
        .chars()
        .all(|ch| ch == '0' || ch == '.')
    {
        "0".into()
    } else {
        text
    }
}
