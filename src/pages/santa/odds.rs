//! The exact odds for one number of couples: the cyclic order against the hat.

use snipelab_core::santa;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

/// Fractions up to this many characters are shown in full; longer ones by their digit counts,
/// with the digits one click away.
const READABLE: usize = 48;

/// Props of [`Odds`].
#[derive(Properties, PartialEq)]
pub struct OddsProps {
    /// Couples.
    pub n: u32,
}

/// P(nobody gives to their partner) for the cyclic order, exactly and against 1/e, and the
/// acceptance rate of the hat drawing with rejection, against 1/e². A few big-number steps per
/// couple: about a millisecond at 500 couples, so computed here.
#[function_component(Odds)]
pub fn odds(props: &OddsProps) -> Html {
    let odds = use_memo(props.n, |&n| santa::santa_odds(n));
    let o = match odds.as_ref() {
        Ok(o) => o,
        Err(e) => {
            return html! { <Notice kind={NoticeKind::Error}>{ format!("No odds for {} couples: {e}.", props.n) }</Notice> };
        }
    };
    let cyclic = if o.couples == 1 {
        html! {
            <p id="santa-cyclic-note">
                { "With a single couple the circle has two people, who can only give to each other: the cyclic \
                   order always fails." }
            </p>
        }
    } else {
        html! {
            <p id="santa-cyclic-note">
                { format!("That is {:.6} {} 1/e ≈ {:.6}: the difference shrinks roughly like 1/n.",
                    (o.p_cyclic - o.cyclic_limit).abs(),
                    if o.p_cyclic < o.cyclic_limit { "below" } else { "above" },
                    o.cyclic_limit) }
            </p>
        }
    };
    let hat = match o.expected_hat_drawings {
        Some(drawings) => format!(
            "The hat succeeds with probability {:.6} (tending to 1/e² ≈ {:.6}): it takes {drawings:.2} drawings on \
             average to get one that is kept, where the cyclic order takes {:.2} shuffles.",
            o.p_hat,
            o.hat_limit,
            if o.p_cyclic > 0.0 {
                1.0 / o.p_cyclic
            } else {
                f64::INFINITY
            },
        ),
        None => "With one couple no drawing from the hat is ever accepted.".to_string(),
    };
    html! {
        <section aria-labelledby="santa-odds-title">
            <h2 id="santa-odds-title">{ format!("{} couples, {} people", o.couples, o.people) }</h2>
            <p class="result" id="santa-cyclic">
                { "P(nobody gives to their partner) = " }
                { exact(&o.p_cyclic_exact, "santa-cyclic-exact") }
                { " ≈ " }<strong id="santa-cyclic-decimal">{ format!("{:.10}", o.p_cyclic) }</strong>
            </p>
            { cyclic }
            <h3>{ "For comparison: the hat, with rejection" }</h3>
            <p>
                { "Everyone draws a slip from a hat; if anyone draws themself or their partner, all slips go back \
                   and the drawing starts again. This makes every valid assignment equally likely, including \
                   those that split into smaller loops, which the moderator's circle never produces. How \
                   often is a drawing kept?" }
            </p>
            <p class="result" id="santa-hat">
                { "Acceptance rate = " }
                { exact(&o.p_hat_exact, "santa-hat-exact") }
                { " ≈ " }<strong id="santa-hat-decimal">{ format!("{:.10}", o.p_hat) }</strong>
            </p>
            <p id="santa-hat-note">{ hat }</p>
        </section>
    }
}

/// The exact fraction, in full when short, else its digit counts with the digits on demand.
fn exact(fraction: &str, id: &'static str) -> Html {
    let fraction = fraction.strip_suffix("/1").unwrap_or(fraction);
    if fraction.len() <= READABLE {
        return html! { <span class="exact" id={id}>{ fraction }</span> };
    }
    let (numerator, denominator) = fraction.split_once('/').unwrap_or((fraction, "1"));
    html! {
        <details class="santa-long" id={id}>
            <summary>
                { format!("a fraction of {} digits over {} digits", numerator.len(), denominator.len()) }
            </summary>
            <code>{ fraction }</code>
        </details>
    }
}
