//! Lozenge tilings of the a×b×c hexagon: an exact sample by coupling from the past, the top and
//! bottom tilings at the end of each run (small hexagons), the forward chain beside it, the
//! counters, and PNG/SVG export. Large hexagons show the arctic circle: frozen corners outside
//! the inscribed ellipse, a disordered middle inside.

use std::cell::RefCell;
use std::rc::Rc;

use snipelab_core::cftp::draw::Palette;
use snipelab_core::cftp::hexagon::Stacks;
use yew::prelude::*;

use super::{CftpView, MAX_SIDE, SectionProps};
use crate::format::{count, thousands};
use crate::jobs::cftp::{Drawn, Format, TilingExport, TilingRecord, TilingSample};
use crate::jobs::{JobState, use_job, use_prerendered_job};
use crate::widgets::chart::click_download;
use crate::widgets::{BigCount, JobStatus, Notice, NoticeKind, ObjectUrl, Slider, TilingPicture};

/// The tiling section.
#[function_component(TilingSection)]
pub fn tiling_section(props: &SectionProps) -> Html {
    let view = props.view;
    let request = TilingSample {
        a: view.a,
        b: view.b,
        c: view.c,
        seed: view.seed,
        forward_divisor: view.fw,
    };
    let job = use_prerendered_job(request.clone());
    let started = use_mut_ref(|| 0.0f64);
    let elapsed: Rc<RefCell<Option<(TilingSample, f64)>>> = use_mut_ref(|| None);
    // The request last seen running here: only a sample computed in this browser has a time (the
    // default view's comes with the page, computed when the site was built).
    let ran: Rc<RefCell<Option<TilingSample>>> = use_mut_ref(|| None);
    if job.state.is_running() {
        *ran.borrow_mut() = Some(request.clone());
    }
    {
        let (start, started) = (job.start.clone(), started.clone());
        use_effect_with(request.clone(), move |r| {
            *started.borrow_mut() = crate::platform::now_ms();
            start.emit(r.clone());
        });
    }
    if let JobState::Done(_) = job.state
        && ran.borrow().as_ref() == Some(&request)
    {
        let mut e = elapsed.borrow_mut();
        if e.as_ref().is_none_or(|(r, _)| *r != request) {
            *e = Some((
                request.clone(),
                crate::platform::now_ms() - *started.borrow(),
            ));
        }
    }
    let set = props.set.clone();
    let side = |which: char| {
        set.reform(move |v: f64| {
            let v = v as usize;
            match which {
                'a' => CftpView { a: v, ..view },
                'b' => CftpView { b: v, ..view },
                _ => CftpView { c: v, ..view },
            }
        })
    };
    let on_cubes = set.reform(move |_: Event| CftpView {
        cubes: !view.cubes,
        ..view
    });
    let on_fw = set.reform(move |v: f64| CftpView {
        fw: v as u64,
        ..view
    });
    let palette = if view.cubes {
        Palette::Cubes
    } else {
        Palette::Flat
    };
    let retry = job.start.reform({
        let request = request.clone();
        move |()| request.clone()
    });
    let body = match job.state.output() {
        Some(record) if sides(&record.sample.state) == (view.a, view.b, view.c) => {
            let millis = elapsed
                .borrow()
                .as_ref()
                .filter(|(r, _)| *r == request)
                .map(|(_, ms)| *ms);
            html! { <TilingResult record={record.clone()} palette={palette} millis={millis} /> }
        }
        _ => html! {
            <JobStatus id="cftp-tiling" status={job.state.status()}
                what={format!("sampling the {}×{}×{} hexagon", view.a, view.b, view.c)}
                on_cancel={job.cancel.clone()} on_retry={retry} />
        },
    };
    let max = MAX_SIDE as f64;
    html! {
        <section aria-labelledby="cftp-tiling-title">
            <h2 id="cftp-tiling-title">{ "Tiling a hexagon with lozenges" }</h2>
            <p>{ "A tiling is a stack of cubes in an a×b×c box seen from its corner. The chain picks a random \
                  stack and tries to add or remove a cube there; the bottom chain starts from the empty box, the \
                  top chain from the full one, and every tiling stays between them." }</p>
            <div class="controls">
                <Slider id="cftp-a" label="a" min={1.0} max={max} value={view.a as f64} on_change={side('a')} />
                <Slider id="cftp-b" label="b" min={1.0} max={max} value={view.b as f64} on_change={side('b')} />
                <Slider id="cftp-c" label="c" min={1.0} max={max} value={view.c as f64} on_change={side('c')} />
                <Slider id="cftp-fw" label="Forward chain: T divided by" min={1.0} max={64.0} value={view.fw as f64} on_change={on_fw} />
            </div>
            <div class="controls">
                <label class="check">
                    <input type="checkbox" id="cftp-cubes" checked={view.cubes} onchange={on_cubes} />
                    { " Shade as cubes" }
                </label>
            </div>
            { body }
        </section>
    }
}

/// A tiling's hexagon sides.
fn sides(stacks: &Stacks) -> (usize, usize, usize) {
    let h = stacks.hexagon();
    (h.a(), h.b(), h.c())
}

/// Props of [`TilingResult`].
#[derive(Properties, PartialEq)]
struct TilingResultProps {
    record: Rc<TilingRecord>,
    palette: Palette,
    millis: Option<f64>,
}

/// The sample, its counters, the run ends and the forward chain.
#[function_component(TilingResult)]
fn tiling_result(props: &TilingResultProps) -> Html {
    let r = &props.record;
    let s = &r.sample;
    let h = s.state.hexagon();
    let (exact_cubes, forward_cubes) = (s.state.cubes(), r.forward.cubes());
    let exact = Rc::new(s.state.clone());
    let forward = Rc::new(r.forward.clone());
    let runs = r.runs.iter().map(|run| {
        let (top, bottom) = (Rc::new(run.top.clone()), Rc::new(run.bottom.clone()));
        let verdict = if run.coalesced { "met" } else { "differ" };
        html! {
            <figure class="cftp-run">
                <div class="cftp-pair">
                    <TilingPicture id={format!("cftp-run-{}-top", run.start)} stacks={top} palette={props.palette}
                        label={format!("Top tiling after the run from −{}", run.start)} />
                    <TilingPicture id={format!("cftp-run-{}-bottom", run.start)} stacks={bottom} palette={props.palette}
                        label={format!("Bottom tiling after the run from −{}", run.start)} />
                </div>
                <figcaption>{ format!("T = {}: {verdict}", thousands(run.start)) }</figcaption>
            </figure>
        }
    });
    html! {
        <>
            <dl class="cftp-counters" id="cftp-tiling-counters">
                <dt>{ "Coalescence time T" }</dt><dd id="cftp-tiling-t">{ thousands(s.coalescence_time) }</dd>
                <dt>{ "Runs" }</dt><dd id="cftp-tiling-runs">{ s.runs }</dd>
                <dt>{ "Updates used" }</dt><dd id="cftp-tiling-updates">{ thousands(s.updates) }</dd>
                <dt>{ "Lozenges (ab, bc, ca)" }</dt>
                <dd id="cftp-tiling-counts">{ format!("{}, {}, {}", thousands(r.counts.top), thousands(r.counts.left), thousands(r.counts.right)) }</dd>
                <dt>{ "Tilings of this hexagon" }</dt><dd><BigCount id="cftp-tiling-count" digits={AttrValue::from(r.tilings.clone())} /></dd>
                if let Some(ms) = props.millis {
                    <dt>{ "Sampled in" }</dt><dd id="cftp-tiling-elapsed" data-ms={format!("{ms:.0}")}>{ format!("{:.2} s", ms / 1000.0) }</dd>
                } else {
                    <dt>{ "Sampled" }</dt><dd id="cftp-tiling-elapsed">{ "when this site was built" }</dd>
                }
            </dl>
            <div class="cftp-side-by-side">
                <figure>
                    <TilingPicture id="cftp-tiling" stacks={exact.clone()} palette={props.palette}
                        label={format!("An exactly uniform lozenge tiling of the {}×{}×{} hexagon", h.a(), h.b(), h.c())} />
                    <figcaption>{ "Coupling from the past: exact" }</figcaption>
                </figure>
                <figure>
                    <TilingPicture id="cftp-forward" stacks={forward} palette={props.palette}
                        label="The forward chain's tiling" />
                    <figcaption>{ forward_caption(r.forward_steps, forward_cubes, exact_cubes, (h.a() * h.b() * h.c()) as u64) }</figcaption>
                </figure>
            </div>
            <Export stacks={exact} palette={props.palette} />
            if !r.runs.is_empty() {
                <h3>{ "Top and bottom at time 0, run by run" }</h3>
                <div class="cftp-runs-strip">{ for runs }</div>
            }
        </>
    }
}

/// The forward picture's caption: its cubes beside the exact sample's and the uniform mean
/// (abc/2, since turning a stack upside down in the box is a bijection of the tilings).
fn forward_caption(sweeps: u64, forward: u64, exact: u64, volume: u64) -> String {
    let mean = if volume.is_multiple_of(2) {
        thousands(volume / 2)
    } else {
        format!("{}.5", thousands(volume / 2))
    };
    format!(
        "Forward from the empty box, {}: {}; the exact sample has {}, and a uniform tiling \
         averages abc/2 = {mean}.",
        count(sweeps, "sweep", "sweeps"),
        count(forward, "cube", "cubes"),
        thousands(exact),
    )
}

/// Props of [`Export`].
#[derive(Properties, PartialEq)]
struct ExportProps {
    stacks: Rc<Stacks>,
    palette: Palette,
}

/// PNG and SVG downloads, drawn in the worker.
#[function_component(Export)]
fn export(props: &ExportProps) -> Html {
    let job = use_job::<TilingExport>();
    let url = use_mut_ref(|| None::<ObjectUrl>);
    let asked = use_mut_ref(|| None::<Format>);
    // The result already downloaded: a re-render must not download it again.
    let consumed = use_mut_ref(|| None::<Rc<Drawn>>);
    let h = props.stacks.hexagon();
    let name = format!("tiling-{}x{}x{}", h.a(), h.b(), h.c());
    let mut error = None;
    // The file comes beside the answer, in the same render (WorkerJob::take_data).
    let fresh = match (&job.state, &job.data) {
        (JobState::Done(drawn), Some(bytes))
            if !consumed
                .borrow()
                .as_ref()
                .is_some_and(|c| Rc::ptr_eq(c, drawn)) =>
        {
            Some((drawn.clone(), bytes.clone()))
        }
        _ => None,
    };
    let wanted = *asked.borrow();
    if let (Some((drawn, bytes)), Some(format)) = (fresh, wanted) {
        *consumed.borrow_mut() = Some(drawn.clone());
        asked.borrow_mut().take();
        let (mime, ext) = match format {
            Format::Svg => ("image/svg+xml", "svg"),
            Format::Png => ("image/png", "png"),
        };
        let made = if u64::from(bytes.length()) == drawn.len {
            ObjectUrl::of_array(&bytes, mime)
        } else {
            Err(format!("{} of {} bytes arrived", bytes.length(), drawn.len))
        };
        match made {
            Ok(made) => {
                click_download(made.as_str(), &format!("{name}.{ext}"));
                *url.borrow_mut() = Some(made);
            }
            Err(why) => error = Some(why),
        }
    }
    let button = |format: Format, id: &'static str, text: &'static str| {
        let (start, asked, stacks, palette) = (
            job.start.clone(),
            asked.clone(),
            props.stacks.clone(),
            props.palette,
        );
        let onclick = Callback::from(move |_: MouseEvent| {
            *asked.borrow_mut() = Some(format);
            start.emit(TilingExport {
                stacks: (*stacks).clone(),
                format,
                palette,
            });
        });
        html! { <button type="button" id={id} onclick={onclick} disabled={job.state.is_running()}>{ text }</button> }
    };
    html! {
        <div class="cftp-export">
            { button(Format::Png, "cftp-download-png", "Download PNG") }
            { button(Format::Svg, "cftp-download-svg", "Download SVG") }
            if job.state.is_running() { <span>{ " Drawing…" }</span> }
            if let JobState::Failed(why) = &job.state { <Notice kind={NoticeKind::Error}>{ why.clone() }</Notice> }
            if let Some(why) = error { <Notice kind={NoticeKind::Error}>{ why }</Notice> }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::forward_caption;

    #[test]
    fn the_forward_caption_gives_the_numbers_not_a_verdict() {
        assert_eq!(
            forward_caption(128, 419, 805, 1728),
            "Forward from the empty box, 128 sweeps: 419 cubes; the exact sample has 805, and a \
             uniform tiling averages abc/2 = 864."
        );
        assert_eq!(
            forward_caption(1, 1, 13, 27),
            "Forward from the empty box, 1 sweep: 1 cube; the exact sample has 13, and a uniform \
             tiling averages abc/2 = 13.5."
        );
    }
}
