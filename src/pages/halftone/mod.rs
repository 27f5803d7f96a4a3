//! Hilbert halftone art (seed `001_…`, "Hilbert halftone art").
//!
//! Every pixel of a small gray picture becomes a 4 × 4 block of curve points drawn by a Hilbert
//! curve; its gray level (one of four) decides how many of the block's 16 points the curve
//! visits (the post's `STEPS` table). The whole picture is ONE continuous, one-pixel-wide black
//! curve on white, visible only when zoomed in. The pipeline is `snipelab_core::halftone`; it
//! runs in the worker ([`crate::jobs::halftone`]).
//!
//! URL parameters: `sample` (face, circles, gradient), `size` (pixels on the longer side of the
//! picture the curve is drawn from, 8–1024), `dark`, `light`, `white` (the three thresholds,
//! 0–255, not decreasing), `step` (output pixels between curve points, 1–8), `dither` (on/off),
//! and the output viewer's `zoom` (1 = whole output) and centre `x`, `y` (0–1). An uploaded
//! picture cannot live in a URL: a reload shows the sample again.

mod controls;
mod downloads;
mod pictures;
mod upload;
mod viewer;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use snipelab_core::halftone::{BLOCK_SIDE, InputSize, LevelCounts, Options, Sample, Thresholds};
use yew::prelude::*;

use crate::format::thousands;
use crate::jobs::halftone::{Bytes, Render, Rendered, Request, Source};
use crate::jobs::{JobState, use_job};
use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{JobStatus, Notice, NoticeKind, Notices};
use controls::Controls;
use downloads::Downloads;
use pictures::Pictures;
use upload::{Upload as UploadBox, UploadedFile};
use viewer::{Viewer, ViewerPlace};

/// Range of the input size (pixels on the longer side); the library allows up to 1024 × 1024.
pub const SIZE_RANGE: (u32, u32) = (8, 1024);
/// The post's 128 × 128 example.
pub const DEFAULT_SIZE: u32 = 128;
/// Range of the step between curve points (output pixels).
pub const STEP_RANGE: (u32, u32) = (1, 8);
/// The post's step: each input pixel becomes an 8 × 8 block of output.
pub const DEFAULT_STEP: u32 = 2;
/// Largest output side the page draws: an 8192² picture is already 256 MB once the browser
/// decodes it to show it. The library and the CLI go to 16384.
pub const PAGE_MAX_OUTPUT_SIDE: u32 = 8192;
/// Most the viewer's zoom can be, relative to the whole output in view.
pub const MAX_ZOOM: f64 = 4096.0;
/// Quiet time after a slider moves before the worker starts, so a drag does not start (and
/// throw away) a job per pixel of travel.
const SETTLE_MS: u32 = 150;

/// Largest step that keeps an input of `size` pixels within [`PAGE_MAX_OUTPUT_SIDE`].
pub fn max_step(size: u32) -> u32 {
    (PAGE_MAX_OUTPUT_SIDE / (BLOCK_SIDE * size.max(1))).clamp(STEP_RANGE.0, STEP_RANGE.1)
}

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct HalftoneView {
    /// The built-in picture shown when nothing is uploaded.
    pub sample: Sample,
    /// Pixels on the longer side of the picture the curve is drawn from.
    pub size: u32,
    /// Where the four levels meet.
    pub thresholds: Thresholds,
    /// Output pixels between neighbouring curve points.
    pub step: u32,
    /// Floyd–Steinberg dithering before quantizing.
    pub dither: bool,
    /// Viewer zoom: 1 shows the whole output.
    pub zoom: f64,
    /// Viewer centre, as a fraction of the output's width.
    pub x: f64,
    /// Viewer centre, as a fraction of the output's height.
    pub y: f64,
}

impl Default for HalftoneView {
    fn default() -> Self {
        HalftoneView {
            sample: Sample::Face,
            size: DEFAULT_SIZE,
            thresholds: Thresholds::default(),
            step: DEFAULT_STEP,
            dither: false,
            zoom: 1.0,
            x: 0.5,
            y: 0.5,
        }
    }
}

impl View for HalftoneView {
    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = HalftoneView::default();
        let sample = match q.get("sample") {
            None => d.sample,
            Some(name) => Sample::from_name(name).unwrap_or_else(|why| {
                let why = crate::query::shorten_message(&why.to_string());
                notices.push(format!(
                    "The link's sample is not one we have ({why}); showing {} instead.",
                    d.sample.name()
                ));
                d.sample
            }),
        };
        let size = q.number("size", SIZE_RANGE.0..=SIZE_RANGE.1, d.size, notices);
        let t = d.thresholds;
        let (dark, light, white) = (
            q.number("dark", 0..=255, t.dark_gray, notices),
            q.number("light", 0..=255, t.light_gray, notices),
            q.number("white", 0..=255, t.white, notices),
        );
        let thresholds = Thresholds::new(dark, light, white).unwrap_or_else(|why| {
            let why = crate::query::shorten_message(&why.to_string());
            notices.push(format!(
                "The link's thresholds are out of order ({why}); showing {},{},{} instead.",
                t.dark_gray, t.light_gray, t.white
            ));
            t
        });
        let mut step = q.number("step", STEP_RANGE.0..=STEP_RANGE.1, d.step, notices);
        if step > max_step(size) {
            notices.push(format!(
                "The link asked for step={step} at size={size}, an output of {} pixels; the page \
                 draws at most {PAGE_MAX_OUTPUT_SIDE} pixels per side, so the step is {}.",
                step * BLOCK_SIDE * size,
                max_step(size)
            ));
            step = max_step(size);
        }
        HalftoneView {
            sample,
            size,
            thresholds,
            step,
            dither: q.flag("dither", d.dither, notices),
            // Rounded as `to_query` writes them, so a view reads back unchanged from its URL.
            zoom: rounded(q.number("zoom", 1.0..=MAX_ZOOM, d.zoom, notices), 3),
            x: rounded(q.number("x", 0.0..=1.0, d.x, notices), 4),
            y: rounded(q.number("y", 0.0..=1.0, d.y, notices), 4),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let t = self.thresholds;
        vec![
            ("sample", self.sample.name().to_string()),
            ("size", self.size.to_string()),
            ("dark", t.dark_gray.to_string()),
            ("light", t.light_gray.to_string()),
            ("white", t.white.to_string()),
            ("step", self.step.to_string()),
            ("dither", if self.dither { "on" } else { "off" }.to_string()),
            ("zoom", format!("{:.3}", self.zoom)),
            ("x", format!("{:.4}", self.x)),
            ("y", format!("{:.4}", self.y)),
        ]
    }
}

/// `value` to `places` decimals: what `format!("{:.places$}")` writes and parsing reads back.
fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

impl HalftoneView {
    /// The library's options for this view.
    fn options(self) -> Options {
        Options {
            size: InputSize::Longest(self.size),
            thresholds: self.thresholds,
            dither: self.dither,
        }
    }
}

/// A picture the reader gave, as read from the file.
#[derive(Debug)]
pub struct Upload {
    /// Distinguishes uploads (two files may have the same name).
    id: u64,
    /// The file's name, for messages and download names.
    name: String,
    /// The file's bytes, sent to the worker with each job.
    bytes: Vec<u8>,
}

impl PartialEq for Upload {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// Where the picture of a job comes from, on the page's side.
#[derive(Clone, Debug, PartialEq)]
pub enum PageSource {
    /// A built-in sample.
    Sample(Sample),
    /// An uploaded file.
    Upload(Rc<Upload>),
}

impl PageSource {
    /// A short name for captions and download file names.
    pub fn label(&self) -> String {
        match self {
            PageSource::Sample(sample) => sample.name().to_string(),
            PageSource::Upload(upload) => upload.name.clone(),
        }
    }
}

/// A job as the page asked for it.
#[derive(Clone, Debug, PartialEq)]
pub struct PageRequest {
    /// The picture.
    pub source: PageSource,
    /// Input size, thresholds, dithering.
    pub options: Options,
    /// Output pixels between curve points.
    pub step: u32,
}

impl PageRequest {
    /// The worker's form of this request (the upload's bytes are copied into it).
    pub fn to_job(&self) -> Request {
        Request {
            source: match &self.source {
                PageSource::Sample(sample) => Source::Sample(*sample),
                PageSource::Upload(upload) => Source::Upload(Bytes(upload.bytes.clone())),
            },
            options: self.options,
            step: self.step,
        }
    }
}

/// A `blob:` URL, revoked when dropped so old results do not pile up in memory.
#[derive(Debug, PartialEq)]
pub struct ObjectUrl(String);

impl ObjectUrl {
    /// A `blob:` URL holding `bytes` of type `mime`.
    pub fn new(bytes: &[u8], mime: &str) -> Result<Self, String> {
        let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
            .map_err(|e| format!("{e:?}"))?;
        web_sys::Url::create_object_url_with_blob(&blob)
            .map(ObjectUrl)
            .map_err(|e| format!("{e:?}"))
    }

    /// The URL.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Drop for ObjectUrl {
    fn drop(&mut self) {
        let _ = web_sys::Url::revoke_object_url(&self.0);
    }
}

/// The result on show: its request and the worker's pictures as `blob:` URLs.
#[derive(Debug, PartialEq)]
pub struct Shown {
    /// What was asked (the SVG download runs it again).
    pub request: PageRequest,
    /// Source size in pixels.
    pub source_size: (u32, u32),
    /// The original in gray (at most 512 pixels on its longer side).
    pub original: ObjectUrl,
    /// Size of the picture the curve is drawn from.
    pub input_size: (u32, u32),
    /// That picture at four levels.
    pub preview: ObjectUrl,
    /// Pixels of each level.
    pub counts: LevelCounts,
    /// Curve points visited.
    pub curve_points: u64,
    /// Curve length in output pixels.
    pub curve_length: u64,
    /// Output size in pixels.
    pub output_size: (u32, u32),
    /// The output PNG.
    pub output: ObjectUrl,
    /// Time from posting the job to the worker's answer arriving, in milliseconds.
    pub elapsed_ms: f64,
}

impl Shown {
    fn new(request: PageRequest, r: &Rendered, elapsed_ms: f64) -> Result<Self, String> {
        Ok(Shown {
            request,
            source_size: (r.source_width, r.source_height),
            original: ObjectUrl::new(&r.original_png.0, "image/png")?,
            input_size: (r.input_width, r.input_height),
            preview: ObjectUrl::new(&r.preview_png.0, "image/png")?,
            counts: r.counts,
            curve_points: r.curve_points,
            curve_length: r.curve_length,
            output_size: (r.output_width, r.output_height),
            output: ObjectUrl::new(&r.output_png.0, "image/png")?,
            elapsed_ms,
        })
    }
}

/// The job under way: what it was and when it was posted.
struct Running {
    request: PageRequest,
    started_ms: f64,
}

/// `performance.now()`, or 0 where there is none.
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// The Hilbert halftone page.
#[function_component(HalftonePage)]
pub fn halftone_page() -> Html {
    let handle = use_view::<HalftoneView>();
    let view = handle.view;

    let job = use_job::<Render>();
    // The upload on show (None: the URL's sample); an upload becomes it only once it worked.
    let committed = use_state(|| None::<Rc<Upload>>);
    // An upload whose first job is under way.
    let trying: Rc<RefCell<Option<Rc<Upload>>>> = use_mut_ref(|| None);
    let running: Rc<RefCell<Option<Running>>> = use_mut_ref(|| None);
    let shown = use_state(|| None::<Rc<Shown>>);
    let error = use_state(|| None::<String>);
    let settle: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let next_id = use_mut_ref(|| 0u64);

    let start = {
        let (running, start) = (running.clone(), job.start.clone());
        Callback::from(move |request: PageRequest| {
            let job = Render(request.to_job());
            *running.borrow_mut() = Some(Running {
                request,
                started_ms: now_ms(),
            });
            start.emit(job);
        })
    };

    // Any change of the picture's parameters (not the viewer's) starts a job once they settle.
    {
        let (trying, committed_now, running, settle, start) = (
            trying.clone(),
            (*committed).clone(),
            running.clone(),
            settle.clone(),
            start.clone(),
        );
        let key = (
            view.sample,
            view.options(),
            view.step,
            committed.as_ref().map(|u| u.id),
        );
        use_effect_with(key, move |(sample, options, step, _)| {
            let source = match trying.borrow().clone().or(committed_now) {
                Some(upload) => PageSource::Upload(upload),
                None => PageSource::Sample(*sample),
            };
            let request = PageRequest {
                source,
                options: *options,
                step: *step,
            };
            // An upload that has just worked: its job is the one on show.
            let already = running
                .borrow()
                .as_ref()
                .is_some_and(|r| r.request == request);
            if !already {
                *settle.borrow_mut() = Some(Timeout::new(SETTLE_MS, move || start.emit(request)));
            }
        });
    }

    // The worker's answers.
    {
        let (trying, committed, running, shown, error) = (
            trying.clone(),
            committed.clone(),
            running.clone(),
            shown.clone(),
            error.clone(),
        );
        use_effect_with(job.state.clone(), move |state| {
            let request = running.borrow().as_ref().map(|r| r.request.clone());
            let from_trying = |request: &Option<PageRequest>| match (request, &*trying.borrow()) {
                (
                    Some(PageRequest {
                        source: PageSource::Upload(asked),
                        ..
                    }),
                    Some(tried),
                ) => asked.id == tried.id,
                _ => false,
            };
            match state {
                JobState::Done(rendered) => {
                    if let Some(running_now) = running.borrow().as_ref() {
                        let elapsed = now_ms() - running_now.started_ms;
                        match Shown::new(running_now.request.clone(), rendered, elapsed) {
                            Ok(s) => shown.set(Some(Rc::new(s))),
                            Err(e) => {
                                error.set(Some(format!("The output could not be shown: {e}")))
                            }
                        }
                    }
                    if from_trying(&request) {
                        committed.set(trying.borrow_mut().take());
                    }
                }
                JobState::Failed(message) => {
                    let what = if from_trying(&request) {
                        let name = trying
                            .borrow()
                            .as_ref()
                            .map(|u| u.name.clone())
                            .unwrap_or_default();
                        format!("Could not use “{name}”: {message}.")
                    } else {
                        format!("Could not make the halftone: {message}.")
                    };
                    error.set(Some(what));
                    trying.borrow_mut().take();
                }
                JobState::Cancelled => {
                    trying.borrow_mut().take();
                }
                JobState::Idle | JobState::Running { .. } => {}
            }
        });
    }

    let set_view = {
        let (set, error) = (handle.set.clone(), error.clone());
        Callback::from(move |next: HalftoneView| {
            error.set(None);
            set.emit(next);
        })
    };
    // The viewer's moves only touch the URL: the result on show stays. The viewer's listeners
    // may hold an older copy of this callback, so the rest of the view is read from the URL now.
    let on_place = {
        let set = handle.set.clone();
        Callback::from(move |place: ViewerPlace| {
            let search = web_sys::window()
                .and_then(|w| w.location().search().ok())
                .unwrap_or_default();
            set.emit(HalftoneView {
                zoom: place.zoom,
                x: place.x,
                y: place.y,
                ..HalftoneView::from_query(&Query::parse(&search), &mut Vec::new())
            });
        })
    };
    let on_sample = {
        let (committed, trying, set_view) = (committed.clone(), trying.clone(), set_view.clone());
        Callback::from(move |sample: Sample| {
            trying.borrow_mut().take();
            committed.set(None);
            set_view.emit(HalftoneView { sample, ..view });
        })
    };
    let on_upload = {
        let (trying, error, settle, next_id, start) = (
            trying.clone(),
            error.clone(),
            settle.clone(),
            next_id.clone(),
            start.clone(),
        );
        Callback::from(move |file: Result<UploadedFile, String>| match file {
            Ok(file) => {
                let id = {
                    let mut next = next_id.borrow_mut();
                    *next += 1;
                    *next
                };
                let upload = Rc::new(Upload {
                    id,
                    name: file.name,
                    bytes: file.bytes,
                });
                error.set(None);
                // A job about to start for the old picture would replace this one.
                settle.borrow_mut().take();
                *trying.borrow_mut() = Some(upload.clone());
                start.emit(PageRequest {
                    source: PageSource::Upload(upload),
                    options: view.options(),
                    step: view.step,
                });
            }
            Err(message) => error.set(Some(message)),
        })
    };

    let status = {
        // A failure shows in the page's own notice, which names the file it was about.
        let status = match job.state.status() {
            JobState::Failed(_) => JobState::Idle,
            other => other,
        };
        let retry = {
            let (start, view, committed) = (start.clone(), view, committed.clone());
            Callback::from(move |()| {
                start.emit(PageRequest {
                    source: match &*committed {
                        Some(upload) => PageSource::Upload(upload.clone()),
                        None => PageSource::Sample(view.sample),
                    },
                    options: view.options(),
                    step: view.step,
                })
            })
        };
        html! {
            <JobStatus id="halftone" status={status} cancelled="Cancelled: the previous result is still shown."
                again="Make it again" on_cancel={job.cancel.clone()} on_retry={retry} />
        }
    };
    let upload_name = committed.as_ref().map(|u| u.name.clone());

    html! {
        <article class="exploration halftone">
            <h1>{ "Hilbert halftone art" }</h1>
            <p class="lede">
                { "Shrink a picture, reduce it to four grays, and draw every pixel as a 4 × 4 block of a Hilbert \
                   curve that visits all 16 points of the block when the pixel is black, a straight line when it \
                   is white, and something between for the two grays. The whole picture becomes one continuous \
                   line, one pixel wide. Zoom into the output to follow it." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <UploadBox on_upload={on_upload} />
            if let Some(message) = &*error {
                <div id="halftone-error"><Notice kind={NoticeKind::Error}>{ message.clone() }</Notice></div>
            }
            <Controls view={view} upload_name={upload_name} on_view={set_view} on_sample={on_sample} />
            { status }
            if let Some(shown) = &*shown {
                <Pictures shown={shown.clone()} />
                <section aria-labelledby="halftone-output-title">
                    <h2 id="halftone-output-title">{ "The curve" }</h2>
                    <p id="halftone-stats">
                        { format!("{} × {} pixels: one curve through {} points, {} pixels long. Made in ",
                            shown.output_size.0, shown.output_size.1,
                            thousands(shown.curve_points), thousands(shown.curve_length)) }
                        <span id="halftone-ms" data-ms={format!("{:.0}", shown.elapsed_ms)}>
                            { format!("{:.0} ms", shown.elapsed_ms) }
                        </span>
                        { " by the worker." }
                    </p>
                    <Viewer url={AttrValue::from(shown.output.as_str().to_string())}
                        width={shown.output_size.0} height={shown.output_size.1}
                        initial={ViewerPlace { zoom: view.zoom, x: view.x, y: view.y }} on_place={on_place} />
                    <Downloads shown={shown.clone()} />
                </section>
            } else if !job.state.is_running() {
                <p>{ "Drawing the first picture…" }</p>
            }
            <section aria-labelledby="halftone-how-title">
                <h2 id="halftone-how-title">{ "How it works" }</h2>
                <p>
                    { "The post draws a square picture whose side is a power of two with one big Hilbert curve. \
                       Here the pixels are visited in the order of the generalized Hilbert curve (\"gilbert\"), which \
                       fills any rectangle and is the Hilbert curve on power-of-two squares; each block is turned so \
                       that it starts next to where the previous one ended, so any width and height still give one \
                       continuous curve. The thresholds say where black ends and dark gray begins, and so on; \
                       dithering spreads each pixel's rounding error to its neighbours (Floyd–Steinberg), trading \
                       bands for texture." }
                </p>
            </section>
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_restore_the_view_or_say_why_not() {
        let mut notices = Vec::new();
        let view = HalftoneView::from_query(
            &Query::parse(
                "?sample=circles&size=64&dark=10&light=100&white=200&step=3&dither=on&zoom=8&x=0.25&y=0.75",
            ),
            &mut notices,
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(view.sample, Sample::Circles);
        assert_eq!(view.thresholds, Thresholds::new(10, 100, 200).unwrap());
        assert_eq!((view.size, view.step, view.dither), (64, 3, true));
        assert_eq!((view.zoom, view.x, view.y), (8.0, 0.25, 0.75));
        // The URL it writes reads back the same.
        let query = view
            .to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&");
        assert_eq!(
            HalftoneView::from_query(&Query::parse(&query), &mut notices),
            view
        );
        assert!(notices.is_empty());

        let view = HalftoneView::from_query(
            &Query::parse("?sample=cat&size=0&dark=200&light=100&zoom=NaN"),
            &mut notices,
        );
        assert_eq!(view, HalftoneView::default());
        assert_eq!(notices.len(), 4, "{notices:?}");

        notices.clear();
        let view = HalftoneView::from_query(&Query::parse("?size=1024&step=8"), &mut notices);
        assert_eq!((view.size, view.step), (1024, 2));
        assert!(notices[0].contains("at most 8192 pixels"), "{notices:?}");
    }

    #[test]
    fn the_step_keeps_the_output_within_the_page_cap() {
        assert_eq!(max_step(128), 8);
        assert_eq!(max_step(512), 4);
        assert_eq!(max_step(1024), 2);
        for size in SIZE_RANGE.0..=SIZE_RANGE.1 {
            assert!(max_step(size) * BLOCK_SIDE * size <= PAGE_MAX_OUTPUT_SIDE);
        }
    }
}
