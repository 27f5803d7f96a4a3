//! The post's observations, each checked against the strategy on screen.

use std::rc::Rc;

use snipelab_core::holdem::StrategyTable;
use yew::prelude::*;

/// Props of [`Observations`].
#[derive(Properties, PartialEq)]
pub struct ObservationsProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
}

/// One row per claim: the post's words, what this strategy shows, confirmed or not.
#[function_component(Observations)]
pub fn observations(props: &ObservationsProps) -> Html {
    let checks = use_memo(props.table.clone(), |t| t.observations());
    html! {
        <section aria-labelledby="holdem-claims-title">
            <h2 id="holdem-claims-title">{ "The post's observations, checked" }</h2>
            <p>
                { "Equilibria are not unique, so a claim counts as confirmed when its substance holds: no folding at \
                   all, 63s raising most of the time, the largest raise rare and only with AA, flat calls within 5 \
                   points of 43%. The claims are about the post's game, integer raises 2 to 40; other grids \
                   may well differ." }
            </p>
            <ul class="holdem-claims" id="holdem-claims">
                { for checks.iter().map(|o| html! {
                    <li class={if o.confirmed { "confirmed" } else { "not-confirmed" }}>
                        <strong>{ if o.confirmed { "Confirmed: " } else { "Not confirmed: " } }</strong>
                        { &o.claim }{ " " }<span>{ &o.found }</span>
                    </li>
                }) }
            </ul>
        </section>
    }
}
