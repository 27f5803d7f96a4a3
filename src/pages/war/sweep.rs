//! The sweep odds of one deck, computed in the worker and kept for when the sliders come back.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use snipelab_core::war::{MAX_ABSTRACT_DECKS, SweepReport, WarDeck, WarError};
use yew::prelude::*;

use super::charts::SweepCharts;
use super::summary::SweepSummary;
use crate::format::{count, thousands};
use crate::jobs::war::Sweep as SweepJob;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::{JobStatus, Notice, NoticeKind};

/// Why a deck cannot be enumerated, in words: "A deck of 1 rank × 1 suit cannot be enumerated: …".
fn deck_error(ranks: u32, suits: u32, e: &WarError) -> String {
    let deck = format!(
        "A deck of {} × {}",
        count(u64::from(ranks), "rank", "ranks"),
        count(u64::from(suits), "suit", "suits")
    );
    match e {
        WarError::TooManyAbstractDecks { .. } => format!(
            "{deck} is too big to enumerate here: the enumeration could meet more than {} abstract decks.",
            thousands(MAX_ABSTRACT_DECKS)
        ),
        e => format!("{deck} cannot be enumerated: {e}."),
    }
}

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
    let job = use_prerendered_job(SweepJob { ranks, suits });

    if let Some(report) = job.state.output() {
        cache
            .borrow_mut()
            .entry((report.ranks, report.suits))
            .or_insert_with(|| report.clone());
    }
    let report = cache.borrow().get(&(ranks, suits)).cloned();
    let need_job = deck.is_ok() && report.is_none();
    {
        let start = job.start.clone();
        use_effect_with(
            (ranks, suits, need_job),
            move |&(ranks, suits, need_job)| {
                if need_job {
                    start.emit(SweepJob { ranks, suits });
                }
            },
        );
    }
    let restart = job.start.reform(move |()| SweepJob { ranks, suits });

    let body = match (&deck, &report) {
        (Err(e), _) => html! {
            <Notice kind={NoticeKind::Error}>
                <span id="war-deck-error">{ deck_error(ranks, suits, e) }</span>
            </Notice>
        },
        (Ok(_), Some(report)) => html! {
            <>
                <SweepSummary report={report.clone()} />
                <SweepCharts report={report.clone()} />
            </>
        },
        (Ok(_), None) => match job.state {
            JobState::Idle | JobState::Done(_) => html! { <p>{ "Computing…" }</p> },
            _ => html! {
                <JobStatus id="war" status={job.state.status()} what={format!("enumerating the {ranks} × {suits} deck")}
                    on_cancel={job.cancel.clone()} on_retry={restart} />
            },
        },
    };

    html! {
        <section aria-labelledby="war-sweep-title" aria-busy={(need_job).to_string()}>
            <h2 id="war-sweep-title">{ format!("A sweep with {} cards", ranks * suits) }</h2>
            { body }
        </section>
    }
}
