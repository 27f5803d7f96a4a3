//! One widget for where a worker job stands, on every page: running (progress and cancel),
//! failed (the message and a retry), cancelled (compute again). Idle and done show nothing:
//! the page shows its result.

use yew::prelude::*;

use super::{Notice, NoticeKind, ProgressBar};
use crate::format::thousands;
use crate::jobs::JobState;

/// Props of [`JobStatus`].
#[derive(Properties, PartialEq)]
pub struct JobStatusProps {
    /// Prefix of the element ids: `{id}-cancelled`, `{id}-compute` (compute again) and
    /// `{id}-retry` (after a failure), for tests and labels.
    pub id: AttrValue,
    /// The job's state without its result (`handle.state.status()`).
    pub status: JobState<()>,
    /// What the job does, for the progress text ("counting 1 to 1,000 flips"); the worker's
    /// current phase follows it in brackets.
    #[prop_or_default]
    pub what: AttrValue,
    /// What the units of progress are, when the total is an estimate ("states"): the text then
    /// adds "— 1,234 of about 5,678 states".
    #[prop_or_default]
    pub counted: AttrValue,
    /// What a cancelled job says ("Cancelled." unless the page says more, such as how far a
    /// chain of jobs got).
    #[prop_or(AttrValue::from("Cancelled."))]
    pub cancelled: AttrValue,
    /// The label of the button that starts a cancelled job again.
    #[prop_or(AttrValue::from("Compute again"))]
    pub again: AttrValue,
    /// Cancels the running job.
    pub on_cancel: Callback<()>,
    /// Starts the job again (after a cancel or a failure).
    pub on_retry: Callback<()>,
}

/// Progress bar with cancel, failure notice with retry, or "Cancelled" with compute again.
#[function_component(JobStatus)]
pub fn job_status(props: &JobStatusProps) -> Html {
    let retry = props.on_retry.reform(|_: MouseEvent| ());
    let id = &props.id;
    match &props.status {
        JobState::Running { phase, done, total } => {
            let mut text = if props.what.is_empty() {
                phase.clone()
            } else {
                format!("{} ({phase})", props.what)
            };
            // An estimated total can be passed; the bar then stays full rather than overflow.
            let mut total_shown = *total;
            if !props.counted.is_empty() {
                total_shown = total_shown.max(*done);
                text += &format!(
                    " — {} of about {} {}",
                    thousands(*done),
                    thousands(*total),
                    props.counted
                );
            }
            html! {
                <ProgressBar phase={text} done={*done} total={total_shown} on_cancel={props.on_cancel.clone()} />
            }
        }
        JobState::Failed(message) => html! {
            <div class="controls buttons">
                <Notice kind={NoticeKind::Error}><span id={format!("{id}-error")}>{ message.clone() }</span></Notice>
                <button type="button" id={format!("{id}-retry")} onclick={retry}>{ "Try again" }</button>
            </div>
        },
        JobState::Cancelled => html! {
            <div class="controls buttons">
                <Notice kind={NoticeKind::Info}><span id={format!("{id}-cancelled")}>{ props.cancelled.clone() }</span></Notice>
                <button type="button" id={format!("{id}-compute")} onclick={retry}>{ props.again.clone() }</button>
            </div>
        },
        JobState::Idle | JobState::Done(_) => html! {},
    }
}
