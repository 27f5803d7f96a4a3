//! The sweep odds of one deck, computed in the worker and kept for when the sliders come back.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use snipelab_core::war::{SweepReport, WarDeck};
use yew::prelude::*;

use super::charts::SweepCharts;
use super::summary::SweepSummary;
use crate::jobs::{Job, JobOutput, JobState, use_job, war as war_jobs};
use crate::widgets::{Notice, NoticeKind, ProgressBar};

/// Reports by (ranks, suits).
type Reports = HashMap<(u32, u32), Rc<SweepReport>>;

/// Props of [`Sweep`].
#[derive(Properties, PartialEq)]
pub struct SweepProps {
    /// Ranks in the deck.
    pub ranks: u32,
    /// Suits (cards of each rank).
    pub suits: u32,
}

/// Checks the deck, runs the enumeration in the worker, shows the figures and the charts.
#[function_component(Sweep)]
pub fn sweep(props: &SweepProps) -> Html {
    let (ranks, suits) = (props.ranks, props.suits);
    let deck = WarDeck::new(ranks, suits);
    // Reports already computed, by deck: moving a slider back is instant.
    let cache: Rc<RefCell<Reports>> = use_mut_ref(HashMap::new);
    let job = use_job();

    if let JobState::Done(output) = &job.state
        && let JobOutput::War(war_jobs::Output::Sweep(report)) = output.as_ref()
    {
        cache
            .borrow_mut()
            .entry((report.ranks, report.suits))
            .or_insert_with(|| Rc::new(report.clone()));
    }
    let report = cache.borrow().get(&(ranks, suits)).cloned();
    let need_job = deck.is_ok() && report.is_none();
    {
        let start = job.start.clone();
        use_effect_with(
            (ranks, suits, need_job),
            move |&(ranks, suits, need_job)| {
                if need_job {
                    start.emit(Job::War(war_jobs::Job::Sweep { ranks, suits }));
                }
            },
        );
    }
    let restart = {
        let start = job.start.clone();
        Callback::from(move |_: MouseEvent| {
            start.emit(Job::War(war_jobs::Job::Sweep { ranks, suits }))
        })
    };

    let body = match (&deck, &report) {
        (Err(e), _) => html! {
            <Notice kind={NoticeKind::Error}>
                <span id="war-deck-error">{ format!("A deck of {ranks} ranks × {suits} suits cannot be enumerated: {e}.") }</span>
            </Notice>
        },
        (Ok(_), Some(report)) => html! {
            <>
                <SweepSummary report={report.clone()} />
                <SweepCharts report={report.clone()} />
            </>
        },
        (Ok(_), None) => match &job.state {
            JobState::Running { phase, done, total } => html! {
                <ProgressBar phase={format!("enumerating the {ranks} × {suits} deck ({phase})")} done={*done}
                    total={*total} on_cancel={job.cancel.clone()} />
            },
            JobState::Failed(message) => {
                html! { <Notice kind={NoticeKind::Error}>{ message.clone() }</Notice> }
            }
            JobState::Cancelled => html! {
                <div class="controls buttons">
                    <Notice kind={NoticeKind::Info}>{ "Cancelled." }</Notice>
                    <button type="button" id="war-compute" onclick={restart}>{ "Compute again" }</button>
                </div>
            },
            _ => html! { <p>{ "Computing…" }</p> },
        },
    };

    html! {
        <section aria-labelledby="war-sweep-title" aria-busy={(need_job).to_string()}>
            <h2 id="war-sweep-title">{ format!("A sweep with {} cards", ranks * suits) }</h2>
            { body }
        </section>
    }
}
