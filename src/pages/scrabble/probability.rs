//! The post's number: the exact probability of an unplayable rack, computed in the worker.

use std::rc::Rc;

use yew::prelude::*;

use super::likeliest::Likeliest;
use crate::format::thousands;
use crate::jobs::scrabble::Unplayable;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::JobStatus;

/// Props of [`Probability`].
#[derive(Properties, PartialEq)]
pub struct ProbabilityProps {
    /// Called when the reader picks one of the likeliest unplayable racks to explore.
    pub on_rack: Callback<String>,
}

/// Enumerates every rack in the worker (about 0.3 s), then shows the exact probability and the
/// likeliest unplayable racks.
#[function_component(Probability)]
pub fn probability(props: &ProbabilityProps) -> Html {
    let job = use_prerendered_job(Unplayable);
    let restart = job.start.reform(|()| Unplayable);
    {
        let restart = restart.clone();
        use_effect_with((), move |_| restart.emit(()));
    }

    let body = match &job.state {
        JobState::Done(result) => {
            let playable_racks = result.racks - result.unplayable_racks;
            html! {
                <>
                    <p class="result" id="scrabble-probability">
                        { "P(unplayable) = " }
                        <span class="exact" id="scrabble-fraction">{ result.probability.clone() }</span>
                        { " ≈ " }
                        <strong id="scrabble-decimal">{ format!("{:.10}", result.probability_f64) }</strong>
                    </p>
                    <p id="scrabble-odds">
                        { format!("About one rack in {:.0}. Of the {} distinct racks, {} are playable and {} are not; \
                                   counting the ways to draw each from the bag, {} of the {} draws of 7 tiles \
                                   are unplayable.",
                            1.0 / result.probability_f64,
                            thousands(result.racks), thousands(playable_racks), thousands(result.unplayable_racks),
                            thousands(result.unplayable_weight), thousands(result.total_weight)) }
                    </p>
                    <Likeliest racks={Rc::new(result.likeliest_unplayable.clone())} on_rack={props.on_rack.clone()} />
                </>
            }
        }
        JobState::Idle => html! { <p>{ "Starting…" }</p> },
        _ => html! {
            <JobStatus id="scrabble" status={job.state.status()} what="enumerating the racks"
                on_cancel={job.cancel.clone()} on_retry={restart} />
        },
    };

    html! {
        <section aria-labelledby="scrabble-probability-title">
            <h2 id="scrabble-probability-title">{ "How often is a rack unplayable?" }</h2>
            <p>
                { "Every distinct rack (a multiset of 7 tiles) is weighted by the number of ways to draw it, a \
                   product of binomial coefficients, out of C(100, 7) draws in all, and tested against the 223 \
                   minimal subracks. The sum is exact." }
            </p>
            { body }
        </section>
    }
}
