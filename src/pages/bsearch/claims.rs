//! The post's claims checked for the chosen n: Alice's 2/(n+2) conjecture, the "Ballmer
//! strategy", and for n = 13 the baker's dozen of trees printed in the post.

use std::rc::Rc;

use snipelab_core::bsearch::{AliceStrategyCheck, Equilibrium};
use yew::prelude::*;

use snipelab_core::bsearch::claims::{self, ConjecturePoint, PostMixture};

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
    // The post's range n = 1..=13, solved once: a few milliseconds.
    let record = use_memo((), |()| claims::conjecture_record(POST_N_MAX).ok());
    html! {
        <>
            <ul class="bsearch-claims">
                <li id="bsearch-conjecture">
                    <strong>{ "The post's conjecture for Alice" }</strong>
                    { format!(": pick 1 or {n} each with probability 2/({n}+2), any other key with probability 1/({n}+2). ") }
                    { verdict(&eq.conjecture) }
                    { post_range_record(record.as_deref()) }
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

/// The largest n the post solved, where it saw its 2/(n+2) pattern ("for n up to 13").
pub const POST_N_MAX: usize = 13;

/// The post's "consistent pattern for n up to 13" against the exact record there.
fn post_range_record(record: Option<&[ConjecturePoint]>) -> Html {
    match record {
        Some(record) => html! {
            <span id="bsearch-conjecture-record">{ format!(" {}", record_text(record)) }</span>
        },
        None => Html::default(),
    }
}

/// "The post reports this pattern for every n ≤ 13; exactly, it fails at n = 5, 6, … (at n = 13
/// it guarantees 47/15 ≈ 3.1333, below v(13) = 485/152 ≈ 3.1908)."
fn record_text(record: &[ConjecturePoint]) -> String {
    let n_max = record.last().map_or(0, |p| p.n);
    let fails: Vec<&ConjecturePoint> = record.iter().filter(|p| !p.optimal()).collect();
    match fails.last() {
        None => format!(
            "The post reports this pattern for every n \u{2264} {n_max}; exactly, it holds at every one of them."
        ),
        Some(last) => {
            let ns: Vec<String> = fails.iter().map(|p| p.n.to_string()).collect();
            format!(
                "The post reports this pattern for every n \u{2264} {n_max}; exactly, it fails at n = {} \
                 (at n = {} it guarantees {} \u{2248} {:.4}, below v({}) = {} \u{2248} {:.4}).",
                ns.join(", "),
                last.n,
                last.guarantee,
                last.guarantee.to_f64(),
                last.n,
                last.value,
                last.value.to_f64()
            )
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_post_range_record_names_every_failure() {
        let record = claims::conjecture_record(POST_N_MAX).unwrap();
        assert_eq!(
            record_text(&record),
            "The post reports this pattern for every n \u{2264} 13; exactly, it fails at n = 5, 6, 11, 12, 13 \
             (at n = 13 it guarantees 47/15 \u{2248} 3.1333, below v(13) = 485/152 \u{2248} 3.1908)."
        );
    }
}
