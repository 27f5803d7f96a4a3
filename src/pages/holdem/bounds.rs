//! The certificate: what Alice's strategy guarantees her, what Bob's holds her to, and the
//! gap between them, compared with the post's 0.39776.

use std::rc::Rc;

use snipelab_core::holdem::{POST_TOLERANCE, POST_VALUE, StrategyTable};
use yew::prelude::*;

use super::view::SolutionSet;

/// Props of [`Bounds`].
#[derive(Properties, PartialEq)]
pub struct BoundsProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
    /// Which solution it is.
    pub set: SolutionSet,
}

/// "this one raise size" or "these 3 raise sizes".
fn sizes(n: usize) -> String {
    if n == 1 {
        "this one raise size".into()
    } else {
        format!("these {n} raise sizes")
    }
}

/// The bounds, and how they compare with the post.
#[function_component(Bounds)]
pub fn bounds(props: &BoundsProps) -> Html {
    let t = &props.table;
    let difference = t.alice_lower - POST_VALUE;
    let comparison = if props.set == SolutionSet::Post {
        let agrees = t.alice_lower >= POST_VALUE - POST_TOLERANCE;
        format!(
            "The post, with the same integer raises 2 to 40: at least {POST_VALUE}, optimal to within 1e-4. \
             Ours differs by {difference:+.5}: {}",
            if agrees {
                "it agrees within the post's 1e-4."
            } else {
                "it falls short of the post by more than 1e-4."
            }
        )
    } else {
        format!(
            "Against the post's {POST_VALUE} for integer raises 2 to 40, {} {} worth \
             {difference:+.5} to Alice (her guarantee minus the post's).",
            sizes(t.raises.len()),
            if t.raises.len() == 1 { "is" } else { "are" }
        )
    };
    html! {
        <section aria-labelledby="holdem-bounds-title">
            <h2 id="holdem-bounds-title">{ "Certified bounds" }</h2>
            <p class="holdem-bounds" id="holdem-bounds">
                { "Alice wins at least " }<strong id="holdem-lower">{ format!("{:.5}", t.alice_lower) }</strong>
                { " per hand; Bob holds her to at most " }<strong id="holdem-upper">{ format!("{:.5}", t.alice_upper) }</strong>
                { "; gap " }<strong id="holdem-gap">{ format!("{:.1e}", t.gap) }</strong>{ "." }
            </p>
            <p>
                { format!("The lower bound is Alice's strategy played against Bob's exact best response, the upper \
                           bound Bob's strategy against Alice's exact best response; the true value of the game lies \
                           between them. {} iterations; {}.", t.iterations, sizes(t.raises.len())) }
            </p>
            <p id="holdem-post">{ comparison }</p>
        </section>
    }
}
