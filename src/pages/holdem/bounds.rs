//! The certificate: what Alice's strategy guarantees her, what Bob's holds her to, and the
//! gap between them, compared with the post's 0.39776.

use std::rc::Rc;

use snipelab_core::holdem::{POST_TOLERANCE, POST_VALUE, StrategyTable};
use yew::prelude::*;

use snipelab_core::holdem::exact::decimal;

use super::exact_value::use_post_exact_value;
use super::view::SolutionSet;
use crate::format::{count, scientific};

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

/// What the post's game is worth to Alice, as far as this page knows it: its exact value once
/// loaded (`low == high`), else the post's own range (at least its figure, within its tolerance).
#[derive(Clone, Debug, PartialEq)]
pub struct PostReference {
    /// The least the value can be.
    pub low: f64,
    /// The most it can be.
    pub high: f64,
    /// How the sentence names it.
    pub text: String,
}

impl PostReference {
    /// From the exact value's decimals (truncated, so "…" follows them).
    pub fn exact(decimals: &str) -> Self {
        let v = decimals.parse().unwrap_or(f64::NAN);
        PostReference {
            low: v,
            high: v,
            text: format!(
                "the exact value of the post's game (integer raises 2 to 40), {decimals}…"
            ),
        }
    }

    /// From the post's own words: at least its figure, optimal to within its tolerance.
    pub fn post() -> Self {
        PostReference {
            low: POST_VALUE,
            high: POST_VALUE + POST_TOLERANCE,
            text: format!(
                "the post's range for its game (integer raises 2 to 40), {POST_VALUE} to {:.5}",
                POST_VALUE + POST_TOLERANCE
            ),
        }
    }
}

/// A small positive difference to two significant figures, "4.6 × 10⁻⁵" or "0.00012".
fn difference(d: f64) -> String {
    scientific(format!("{d:.1e}").parse().unwrap_or(d))
}

/// What another grid's certified bounds say against the post's game: worth more to Alice only
/// if her guarantee is above the post's game's value, less only if Bob holds her below it, and
/// otherwise the numbers do not tell.
pub fn against_post(lower: f64, upper: f64, n_sizes: usize, post: &PostReference) -> String {
    let (these, verb) = (sizes(n_sizes), if n_sizes == 1 { "is" } else { "are" });
    if lower > post.high {
        format!(
            "{} {verb} worth more to Alice than integer raises 2 to 40: her guarantee here, {lower:.5}, \
             is {} above {}.",
            capitalised(&these),
            difference(lower - post.high),
            post.text
        )
    } else if upper < post.low {
        format!(
            "{} {verb} worth less to Alice than integer raises 2 to 40: Bob holds her to {upper:.5} here, \
             {} below {}.",
            capitalised(&these),
            difference(post.low - upper),
            post.text
        )
    } else {
        format!(
            "These bounds, {lower:.5} to {upper:.5}, leave room for {}: they do not show whether {these} \
             {verb} worth more or less to Alice than integer raises 2 to 40.",
            post.text
        )
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The gap, to two significant figures: "9.7 × 10⁻⁵", "0.0001".
pub fn gap_text(gap: f64) -> String {
    difference(gap)
}

/// The bounds, and how they compare with the post.
#[function_component(Bounds)]
pub fn bounds(props: &BoundsProps) -> Html {
    let exact = use_post_exact_value();
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
        let post = exact.map_or_else(PostReference::post, |v| {
            PostReference::exact(&decimal(&v.value, 7))
        });
        against_post(t.alice_lower, t.alice_upper, t.raises.len(), &post)
    };
    html! {
        <section aria-labelledby="holdem-bounds-title">
            <h2 id="holdem-bounds-title">{ "Certified bounds" }</h2>
            <p class="holdem-bounds" id="holdem-bounds">
                { "Alice's strategy guarantees her at least " }<strong id="holdem-lower">{ format!("{:.5}", t.alice_lower) }</strong>
                { " a hand on average; Bob's holds her to at most " }<strong id="holdem-upper">{ format!("{:.5}", t.alice_upper) }</strong>
                { "; gap " }<strong id="holdem-gap" data-value={format!("{:e}", t.gap)}>{ gap_text(t.gap) }</strong>{ "." }
            </p>
            <p>
                { format!("The lower bound is Alice's strategy played against Bob's exact best response, the upper \
                           bound Bob's strategy against Alice's exact best response; the true value of the game lies \
                           between them. Found after {} over {}.",
                          count(t.iterations, "iteration", "iterations"), sizes(t.raises.len())) }
            </p>
            <p id="holdem-post">{ comparison }</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_grid_is_worth_more_only_above_the_posts_value() {
        // The 2-100 grid's bounds straddle the post's game's exact value: no verdict.
        let exact = PostReference::exact("0.3978405");
        let text = against_post(0.3977945, 0.3978940, 99, &exact);
        assert_eq!(
            text,
            "These bounds, 0.39779 to 0.39789, leave room for the exact value of the post's game \
             (integer raises 2 to 40), 0.3978405…: they do not show whether these 99 raise sizes \
             are worth more or less to Alice than integer raises 2 to 40."
        );
        let round = PostReference::exact("0.3978400");
        assert!(against_post(0.3979, 0.3980, 3, &round).starts_with(
            "These 3 raise sizes are worth more to Alice than integer raises 2 to 40: her \
             guarantee here, 0.39790, is 6 × 10⁻⁵ above"
        ));
        assert!(
            against_post(0.30, 0.31, 1, &exact)
                .starts_with("This one raise size is worth less to Alice")
        );
        // Before the exact value loads: the post's own range.
        let post = PostReference::post();
        assert!(against_post(0.39780, 0.39790, 2, &post).contains("do not show whether"));
        assert!(against_post(0.39800, 0.39810, 2, &post).contains("worth more"));
    }

    #[test]
    fn gaps_read_in_print() {
        assert_eq!(gap_text(9.73e-5), "9.7 × 10⁻⁵");
        assert_eq!(gap_text(1.0e-4), "0.0001");
    }
}
