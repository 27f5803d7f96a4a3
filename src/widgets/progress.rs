//! A progress bar for a worker job, with a cancel button.
//!
//! The Cancel button must stay one element in one place for the whole job: progress arrives
//! many times a second, and a reader (or a test) aiming at the button while it is re-rendered
//! must not see it replaced or pushed aside. So the markup is the same for every update (one
//! `<progress>` whose `value` comes and goes, never two alternative elements), and the layout
//! (`.progress` in www/style.css) puts the bar and the button on a first row of fixed height
//! and the text, whose length changes with every update, on a row of its own below them.

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
    // No `value` attribute makes the bar indeterminate (total unknown).
    let value = (props.total > 0).then(|| AttrValue::from(format!("{percent:.1}")));
    let cancel = props.on_cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="progress">
            <progress max="100" value={value} aria-label="Progress"></progress>
            <span class="progress-text" aria-live="polite">
                { format!("{} — {percent:.0}%", props.phase) }
            </span>
            <button type="button" class="cancel" onclick={cancel}>{ "Cancel" }</button>
        </div>
    }
}
