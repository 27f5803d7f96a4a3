//! Downloading the output: the PNG on show, and an SVG of the same curve made on request.

use std::rc::Rc;

use yew::prelude::*;

use super::Shown;
use crate::jobs::halftone::Svg;
use crate::jobs::{JobState, use_job};
use crate::widgets::chart::click_download;
use crate::widgets::{JobStatus, Notice, NoticeKind, ObjectUrl};

/// Props of [`Downloads`].
#[derive(Properties, PartialEq)]
pub struct DownloadsProps {
    /// The result on show.
    pub shown: Rc<Shown>,
}

/// A file name for the output: the picture's name without its extension, the size and step.
fn file_name(shown: &Shown, extension: &str) -> String {
    let label = shown.request.source.label();
    let stem = label
        .rsplit_once('.')
        .map_or(label.as_str(), |(stem, _)| stem);
    let stem: String = stem
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(40)
        .collect();
    format!(
        "halftone-{stem}-{}x{}.{extension}",
        shown.figures.output_width, shown.figures.output_height
    )
}

/// A PNG link and an SVG button; the SVG (one path of up to millions of moves) is made by its
/// own worker job, so the page stays responsive while it is written.
#[function_component(Downloads)]
pub fn downloads(props: &DownloadsProps) -> Html {
    let job = use_job::<Svg>();
    // The last SVG's URL, kept until the next one so the download can finish reading it.
    let svg_url = use_mut_ref(|| None::<ObjectUrl>);
    let error = use_state(|| None::<String>);
    {
        let (svg_url, error, name) = (
            svg_url.clone(),
            error.clone(),
            file_name(&props.shown, "svg"),
        );
        use_effect_with(job.state.clone(), move |state| match state {
            JobState::Done(svg) => match ObjectUrl::new(svg.as_bytes(), "image/svg+xml") {
                Ok(url) => {
                    click_download(url.as_str(), &name);
                    *svg_url.borrow_mut() = Some(url);
                }
                Err(e) => error.set(Some(format!("The SVG could not be saved: {e}"))),
            },
            JobState::Failed(message) => {
                error.set(Some(format!("The SVG could not be made: {message}.")))
            }
            _ => {}
        });
    }
    let make_svg = {
        let (start, shown, error) = (job.start.clone(), props.shown.clone(), error.clone());
        Callback::from(move |()| {
            error.set(None);
            start.emit(Svg(shown.request.to_job()));
        })
    };
    let busy = job.state.is_running();

    html! {
        <div class="halftone-downloads">
            <a class="halftone-button-link" id="halftone-download-png" href={props.shown.output.as_str().to_string()}
                download={file_name(&props.shown, "png")}>{ "Download PNG" }</a>
            <button type="button" id="halftone-download-svg" onclick={make_svg.reform(|_: MouseEvent| ())} disabled={busy}>
                { "Download SVG" }
            </button>
            // A failure shows in the notice below, which says it was the SVG.
            if !matches!(job.state, JobState::Failed(_)) {
                <JobStatus id="halftone-svg" status={job.state.status()} what="SVG" again="Make the SVG again" on_cancel={job.cancel.clone()}
                    on_retry={make_svg} />
            }
            if let Some(message) = &*error {
                <Notice kind={NoticeKind::Error}>{ message.clone() }</Notice>
            }
        </div>
    }
}
