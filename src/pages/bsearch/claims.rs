//! The post's claims checked for the chosen n: Alice's 2/(n+2) conjecture, the "Ballmer
//! strategy", and for n = 13 the baker's dozen of trees printed in the post.

use std::rc::Rc;

use snipelab_core::bsearch::{AliceStrategyCheck, Equilibrium};
use yew::prelude::*;

use snipelab_core::bsearch::claims::PostMixture;

/// Props of [`Claims`].
#[derive(Properties, PartialEq)]
pub struct ClaimsProps {
    /// The solved game.
    pub eq: Rc<Equilibrium>,
    /// For n = 13, the post's mixture re-solved.
    pub post_mixture: Option<Rc<PostMixture>>,
    /// Called to show another n (the post's mixture is for n = 13).
    pub on_n: Callback<usize>,
}

/// What the post claimed for this n, and whether it holds.
#[function_component(Claims)]
pub fn claims(props: &ClaimsProps) -> Html {
    let eq = &props.eq;
    let n = eq.n;
    let show_13 = props.on_n.reform(|_: MouseEvent| 13);
    html! {
        <>
            <ul class="bsearch-claims">
                <li id="bsearch-conjecture">
                    <strong>{ "The post's conjecture for Alice" }</strong>
                    { format!(": pick 1 or {n} each with probability 2/({n}+2), any other key with probability 1/({n}+2). ") }
                    { verdict(&eq.conjecture) }
                </li>
                <li id="bsearch-ballmer-strategy">
                    <strong>{ "The \u{201c}Ballmer strategy\u{201d}" }</strong>
                    { format!(": uniform over the keys that plain midpoint binary search needs all {} guesses to find \
                               (the post: it \u{201c}has the same expected payoff\u{201d}). ", n.ilog2() + 1) }
                    { verdict(&eq.ballmer) }
                </li>
            </ul>
            { match &props.post_mixture {
                Some(post) => post_mixture(post, eq),
                None => html! {
                    <p id="bsearch-post-mixture">
                        { "The post also printed an optimal mixture of 13 trees for n = 13. " }
                        <button type="button" id="bsearch-show-13" onclick={show_13}>{ "Check it at n = 13" }</button>
                    </p>
                },
            } }
        </>
    }
}

/// How a strategy of Alice's fares against v(n).
fn verdict(check: &AliceStrategyCheck) -> Html {
    let guarantee = format!(
        "{} \u{2248} {:.6}",
        check.guarantee,
        check.guarantee.to_f64()
    );
    let (class, text) = match check.optimal {
        Some(true) => ("holds", "Optimal: it guarantees v(n) itself, ".to_string()),
        Some(false) => (
            "fails",
            "Not optimal: Bob's best search against it pays only ".to_string(),
        ),
        None => ("unknown", "Its guarantee is ".to_string()),
    };
    // Against Bob's equilibrium mixture every key Alice plays costs him v(n), so a strategy can
    // earn v(n) there (the post's "same expected payoff") without being optimal.
    let against = check.against_equilibrium.as_ref().map(|v| {
        format!(
            " Against Bob's optimal mixture it earns {v} \u{2248} {:.6}.",
            v.to_f64()
        )
    });
    html! {
        <span class={classes!("verdict", class)}>
            { text }<span class="exact">{ guarantee }</span>{ "." }{ against.unwrap_or_default() }
        </span>
    }
}

fn post_mixture(post: &PostMixture, eq: &Equilibrium) -> Html {
    let verdict = if post.reaches_value {
        "Restricted to these 13 trees, the game still has value v(13): the post's mixture is optimal for Bob."
    } else {
        "Restricted to these 13 trees, the game's value is above v(13): the post's mixture is not optimal."
    };
    html! {
        <div id="bsearch-post-mixture">
            <p>
                { "The post's 13 trees for n = 13, re-solved exactly: value " }
                <span class="exact">{ post.value.to_string() }</span>
                { format!(" against v(13) = {}. ", eq.exact_value.as_ref().map_or_else(|| "?".to_string(), ToString::to_string)) }
                <strong class={if post.reaches_value { "verdict holds" } else { "verdict fails" }}>{ verdict }</strong>
            </p>
            <div class="bsearch-scroll">
                <table class="bsearch-table">
                    <thead><tr>
                        <th scope="col">{ "Printed" }</th><th scope="col">{ "Exact" }</th><th scope="col">{ "Strategy (pre-order)" }</th>
                    </tr></thead>
                    <tbody>
                        { for post.trees.iter().map(|t| html! {
                            <tr>
                                <td>{ format!("{}", t.printed) }</td>
                                <td class="exact">{ t.exact.as_ref().map_or_else(|| "0".to_string(), ToString::to_string) }</td>
                                <td class="preorder">{ t.tree.to_string() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </div>
    }
}
