//! The post's observations, each checked against the strategy on screen.

use std::rc::Rc;

use snipelab_core::holdem::{Observation, StrategyTable, Verdict};
use yew::prelude::*;

/// One claim as a list item: the verdict, the post's words, what this strategy shows, and why
/// they may differ (shared with the deal plot's claims).
pub fn claim_item(o: &Observation) -> Html {
    html! {
        <li class={match o.verdict {
            Verdict::Confirmed => "confirmed",
            Verdict::NotReproduced => "not-confirmed",
            Verdict::CannotCheck => "not-checked",
        }} data-verdict={o.verdict.label()}>
            <strong>{ format!("{}: ", o.verdict.label()) }</strong>
            { &o.claim }{ " " }<span class="holdem-claim-found">{ &o.found }</span>
            if !o.why.is_empty() {
                { " " }<span class="holdem-claim-why">{ &o.why }</span>
            }
        </li>
    }
}

/// Props of [`Observations`].
#[derive(Properties, PartialEq)]
pub struct ObservationsProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
}

/// One row per claim: the verdict, the post's words, what this strategy shows, and why they
/// may differ.
#[function_component(Observations)]
pub fn observations(props: &ObservationsProps) -> Html {
    let checks = use_memo(props.table.clone(), |t| t.observations());
    html! {
        <section aria-labelledby="holdem-claims-title">
            <h2 id="holdem-claims-title">{ "The post's observations, checked" }</h2>
            <p>
                { "A claim is confirmed only when the strategy on this page meets the post's words as stated, to the \
                   post's own rounding; otherwise it is not reproduced, with both numbers and why they can differ. \
                   The claims are about the post's game, integer raises 2 to 40; on another grid they are checked \
                   against that grid's strategy, and a claim about a raise the grid lacks cannot be checked there." }
            </p>
            <ul class="holdem-claims" id="holdem-claims">
                { for checks.iter().map(claim_item) }
            </ul>
        </section>
    }
}
