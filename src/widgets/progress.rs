//! A progress bar for a worker job, with a cancel button.

use yew::prelude::*;

/// Props of [`ProgressBar`].
#[derive(Properties, PartialEq)]
pub struct ProgressProps {
    /// What the job is doing.
    pub phase: AttrValue,
    /// Units done.
    pub done: u64,
    /// Units in all (0 while unknown: the bar is then indeterminate).
    pub total: u64,
    /// Called when the reader cancels.
    pub on_cancel: Callback<()>,
}

/// `<progress>` with a live text and a cancel button.
#[function_component(ProgressBar)]
pub fn progress_bar(props: &ProgressProps) -> Html {
    let percent = if props.total > 0 {
        100.0 * props.done as f64 / props.total as f64
    } else {
        0.0
    };
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="progress">
            if props.total > 0 {
                <progress max="100" value={format!("{percent:.1}")} aria-label="Progress"></progress>
            } else {
                <progress aria-label="Progress"></progress>
            }
            <span class="progress-text" aria-live="polite">
                { format!("{} — {percent:.0}%", props.phase) }
            </span>
            <button type="button" class="cancel" onclick={cancel}>{ "Cancel" }</button>
        </div>
    }
}
