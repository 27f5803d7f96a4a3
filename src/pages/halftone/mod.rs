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
mod curve;
mod downloads;
mod pictures;
mod upload;
mod view;
mod viewer;
mod zoom;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use snipelab_core::halftone::{Options, Sample};
use yew::prelude::*;

use crate::jobs::halftone::{Bytes, Figures, Measure, Render, Rendered, Request, Source};
use crate::jobs::{JobState, use_job, use_prerendered_job};
use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{JobStatus, Notice, NoticeKind, Notices, ObjectUrl};
use controls::Controls;
use curve::Curve;
use pictures::Pictures;
use upload::{Upload as UploadBox, UploadedFile};
pub use view::{
    DEFAULT_SIZE, DEFAULT_STEP, HalftoneView, MAX_ZOOM, PAGE_MAX_OUTPUT_SIDE, SIZE_RANGE,
    STEP_RANGE, max_step,
};
use zoom::ViewerPlace;

/// Quiet time after a slider moves before the worker starts, so a drag does not start (and
/// throw away) a job per pixel of travel.
const SETTLE_MS: u32 = 150;

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
    /// The request for `view`'s built-in picture.
    fn of_sample(view: HalftoneView) -> Self {
        PageRequest {
            source: PageSource::Sample(view.sample),
            options: view.options(),
            step: view.step,
        }
    }

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

/// The result on show: its request and the worker's pictures as `blob:` URLs.
#[derive(Debug, PartialEq)]
pub struct Shown {
    /// What was asked (the SVG download runs it again).
    pub request: PageRequest,
    /// Sizes, level counts and the curve's points and length.
    pub figures: Figures,
    /// The original in gray (at most 512 pixels on its longer side).
    pub original: ObjectUrl,
    /// The picture the curve is drawn from, at four levels.
    pub preview: ObjectUrl,
    /// The output PNG.
    pub output: ObjectUrl,
    /// Time from posting the job to the worker's answer arriving, in milliseconds.
    pub elapsed_ms: f64,
}

impl Shown {
    /// The result on show, its pictures cut from `pngs`, the buffer the worker handed over.
    fn new(
        request: PageRequest,
        r: &Rendered,
        pngs: Option<&js_sys::Uint8Array>,
        elapsed_ms: f64,
    ) -> Result<Self, String> {
        let pngs = pngs.ok_or("the pictures did not arrive")?;
        let at = r.picture_ranges(u64::from(pngs.length()))?;
        // Within the buffer's u32 length: `picture_ranges` checked they add up to it.
        let png = |range: std::ops::Range<u64>| {
            ObjectUrl::of_array(
                &pngs.subarray(range.start as u32, range.end as u32),
                "image/png",
            )
        };
        Ok(Shown {
            request,
            figures: r.figures,
            original: png(at.original)?,
            preview: png(at.preview)?,
            output: png(at.output)?,
            elapsed_ms,
        })
    }
}

/// The job under way: what it was and when it was posted.
struct Running {
    request: PageRequest,
    started_ms: f64,
}

/// The Hilbert halftone page.
#[function_component(HalftonePage)]
pub fn halftone_page() -> Html {
    let handle = use_view::<HalftoneView>();
    let view = handle.view;

    let job = use_job::<Render>();
    // The URL's view as the page opened; the build prerendered its figures for the default view.
    let first = use_state(|| PageRequest::of_sample(view));
    let measured = use_prerendered_job(Measure(first.to_job()));
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
                started_ms: crate::platform::now_ms(),
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

    // The worker's answers (the pictures come beside the answer, in the same render).
    {
        let (trying, committed, running, shown, error, start, pngs) = (
            trying.clone(),
            committed.clone(),
            running.clone(),
            shown.clone(),
            error.clone(),
            start.clone(),
            job.data.clone(),
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
                        let elapsed = crate::platform::now_ms() - running_now.started_ms;
                        match Shown::new(
                            running_now.request.clone(),
                            rendered,
                            pngs.as_ref(),
                            elapsed,
                        ) {
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
                    let upload_failed = trying.borrow_mut().take().is_some();
                    // A file that failed before the first picture was drawn cancelled its
                    // drawing: draw the view's own picture after all.
                    if upload_failed && shown.is_none() {
                        start.emit(PageRequest::of_sample(view));
                    }
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
            <JobStatus id="halftone" status={status} cancelled={if shown.is_some() { "Cancelled: the previous result is still shown." } else { "Cancelled before the first picture was drawn." }}
                again="Make it again" on_cancel={job.cancel.clone()} on_retry={retry} />
        }
    };
    let upload_name = committed.as_ref().map(|u| u.name.clone());
    // Before the worker's first picture: the prerendered figures, while the view is the one
    // they are of (a slider moved since, or an upload, and they no longer are).
    let waiting = match &measured.state {
        JobState::Done(figures)
            if shown.is_none()
                && trying.borrow().is_none()
                && *first == PageRequest::of_sample(view) =>
        {
            Some(**figures)
        }
        _ => None,
    };

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
                <Pictures figures={shown.figures} label={shown.request.source.label()}
                    dither={shown.request.options.dither}
                    urls={(AttrValue::from(shown.original.as_str().to_string()),
                        AttrValue::from(shown.preview.as_str().to_string()))} />
                <Curve figures={shown.figures} shown={Some(shown.clone())}
                    initial={ViewerPlace { zoom: view.zoom, x: view.x, y: view.y }} on_place={on_place} />
            } else if let Some(figures) = waiting {
                <Pictures figures={figures} label={first.source.label()} dither={first.options.dither} />
                <Curve figures={figures}
                    initial={ViewerPlace { zoom: view.zoom, x: view.x, y: view.y }} on_place={on_place} />
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
