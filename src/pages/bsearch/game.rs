//! One game in detail: both equilibrium strategies, the value, the Ballmer question, the post's
//! claims, and a board to play on.

use std::rc::Rc;

use snipelab_core::bsearch::{Equilibrium, tree_count};
use yew::prelude::*;

use super::bars::KeyBars;
use super::claims::Claims;
use super::play::Play;
use super::trees::Trees;
use super::{MAX_N, Role};
use crate::format::superscript;
use crate::jobs::bsearch::Game;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::{JobStatus, Slider};
use snipelab_core::bsearch::claims::PostMixture;

/// Props of [`GameView`].
#[derive(Properties, PartialEq)]
pub struct GameViewProps {
    /// The number of keys.
    pub n: usize,
    /// Whom the reader plays.
    pub role: Role,
    /// Called with a new n.
    pub on_n: Callback<usize>,
    /// Called when the reader switches sides.
    pub on_role: Callback<Role>,
}

/// Solves the game for n in the worker and shows everything about it.
#[function_component(GameView)]
pub fn game_view(props: &GameViewProps) -> Html {
    let job = use_prerendered_job(Game { n: props.n });
    {
        let start = job.start.clone();
        use_effect_with(props.n, move |&n| start.emit(Game { n }));
    }
    let n = props.n;
    let retry = job.start.reform(move |()| Game { n });
    let on_slider = props.on_n.reform(|v: f64| v as usize);

    let body = match &job.state {
        JobState::Done(game) if game.equilibrium.n == n => {
            let eq = Rc::new(game.equilibrium.clone());
            let post = game.post_mixture.clone().map(Rc::new);
            solved(eq, post, props)
        }
        JobState::Idle => html! { <p>{ "Starting\u{2026}" }</p> },
        _ => html! {
            <JobStatus id="bsearch-game" status={job.state.status()} what={format!("Solving n = {n}")}
                on_cancel={job.cancel.clone()} on_retry={retry} />
        },
    };

    html! {
        <section aria-labelledby="bsearch-game-title">
            <h2 id="bsearch-game-title">{ format!("The game with n = {}", props.n) }</h2>
            <div class="controls">
                <Slider id="bsearch-n" label="Keys n" min={1.0} max={MAX_N as f64} value={props.n as f64} on_change={on_slider} />
            </div>
            { body }
        </section>
    }
}

fn solved(eq: Rc<Equilibrium>, post: Option<Rc<PostMixture>>, props: &GameViewProps) -> Html {
    let n = eq.n;
    let alice_exact = eq
        .alice_exact
        .as_ref()
        .map(|v| Rc::new(v.iter().map(ToString::to_string).collect::<Vec<_>>()));
    html! {
        <>
            { value_summary(&eq) }
            { ballmer(&eq) }
            <h3>{ "Alice's optimal strategy" }</h3>
            <KeyBars id="bsearch-alice" caption={format!("The probability that Alice hides each key 1\u{2026}{n}")}
                values={Rc::new(eq.alice.clone())} exact={alice_exact} />
            <h3>{ format!("Bob's optimal mixture: {} of {} search trees", eq.bob.len(), count_words(&tree_count(n).to_string())) }</h3>
            <p>
                { "Each tree is one way to search: the root is the first guess, and Bob goes left on \
                   \u{201c}lower\u{201d}, right on \u{201c}higher\u{201d}. Keys sit in their own column, so trees \
                   compare at a glance. Bob draws one tree with the probability shown and searches with it." }
            </p>
            <Trees key={n} bob={Rc::new(eq.bob.clone())} />
            <h3>{ "Bob's first guess" }</h3>
            <KeyBars id="bsearch-first-guess" caption={format!("The probability that Bob's first guess is each key 1\u{2026}{n}")}
                values={Rc::new(eq.first_guess_distribution())} />
            <h3>{ "The post's claims" }</h3>
            <Claims eq={eq.clone()} post_mixture={post} on_n={props.on_n.clone()} />
            <h3>{ "Play" }</h3>
            <Play key={n} eq={eq} role={props.role} on_role={props.on_role.clone()} />
        </>
    }
}

/// A count in words short enough for a heading: all digits (grouped) up to a trillion, else "about
/// 9.0 × 10⁵⁶" (the post's "roughly 10^57" trees for n = 100).
fn count_words(digits: &str) -> String {
    if digits.len() <= 13 {
        // Grouped like every other count on the page ("742,900").
        return crate::format::grouped(digits);
    }
    let lead: f64 = digits
        .get(..3)
        .and_then(|d| d.parse().ok())
        .unwrap_or(100.0);
    let mantissa = (lead / 10.0).round() / 10.0;
    let exponent = digits.len() - 1;
    if mantissa >= 10.0 {
        format!("about 1.0 \u{d7} 10{}", superscript(exponent as i32 + 1))
    } else {
        format!(
            "about {mantissa:.1} \u{d7} 10{}",
            superscript(exponent as i32)
        )
    }
}

fn value_summary(eq: &Equilibrium) -> Html {
    let n = eq.n;
    let certified = if eq.exact_value.is_some() {
        "exact: both strategies were checked in rational arithmetic against every tree and every key"
    } else {
        "not certified exactly; the bounds below are rigorous"
    };
    html! {
        <div class="bsearch-value">
            <p class="result" id="bsearch-value">
                { format!("v({n}) = ") }
                <span class="exact" id="bsearch-value-exact">
                    { eq.exact_value.as_ref().map_or_else(|| "?".to_string(), ToString::to_string) }
                </span>
                { " \u{2248} " }<strong>{ format!("{:.10}", eq.value) }</strong>
            </p>
            <p class="bsearch-small" id="bsearch-bounds">
                { format!("Bob's expected number of guesses under optimal play ({certified}). Certified bounds: \
                           {} \u{2264} v({n}) \u{2264} {} (Alice's strategy guarantees the first, Bob's the second). \
                           This game was solved on its own, not from the trees of n − 1: {} of column generation added {}, \
                           each with its mirror image, and Bob's mixture below uses {}.",
                    bound(eq.lower_bound, false), bound(eq.upper_bound, true), rounds(eq.iterations), trees(eq.trees_generated), trees(eq.bob.len())) }
            </p>
        </div>
    }
}

/// A certified bound to ten decimals, rounded outwards (down for a lower bound, up for an upper
/// one) so that it stays a bound: 5.803921568627451 → "5.8039215686".
fn bound(x: f64, up: bool) -> String {
    let scaled = x * 1e10;
    let rounded = if up { scaled.ceil() } else { scaled.floor() };
    format!("{:.10}", rounded / 1e10)
}

/// "1 round", "49 rounds".
fn rounds(n: usize) -> String {
    if n == 1 {
        "1 round".into()
    } else {
        format!("{n} rounds")
    }
}

/// "1 tree", "100 trees".
fn trees(n: usize) -> String {
    if n == 1 {
        "1 tree".into()
    } else {
        format!("{n} trees")
    }
}

/// Ballmer's question: Alice (Ballmer) charges ⌊log₂ n⌋ dollars to play; should Bob take it?
fn ballmer(eq: &Equilibrium) -> Html {
    let n = eq.n;
    let fee = eq.entry_fee();
    let ret = eq.value - f64::from(fee);
    let exact = eq.alice_return().map_or_else(
        || format!("{ret:+.6}"),
        |r| {
            if r.to_string() == "0" {
                "0 (exactly fair)".to_string()
            } else {
                format!("{r} \u{2248} {ret:+.6}")
            }
        },
    );
    // True minus signs on both numbers ("−10/51 ≈ −0.196078").
    let exact = exact.replace('-', "\u{2212}");
    let offer = if n == 100 {
        "Ballmer's interview offer: $6 for a key from 1 to 100".to_string()
    } else {
        format!("Alice charges \u{230a}log\u{2082} {n}\u{230b} = ${fee} to play")
    };
    let (class, answer) = if ret < 0.0 {
        (
            "bob",
            format!(
                "Take the bet. With his optimal mixture Bob pays v({n}) < ${fee} on average whatever key \
                     Alice hides, so he wins {:.4} dollars per game.",
                -ret
            ),
        )
    } else if ret > 0.0 {
        (
            "alice",
            format!(
                "Decline. With her optimal strategy Alice makes any search pay v({n}) > ${fee} on average, \
                     so Bob loses {ret:.4} dollars per game."
            ),
        )
    } else {
        (
            "fair",
            format!("It is a fair bet: v({n}) = ${fee} exactly."),
        )
    };
    html! {
        <div class={classes!("bsearch-ballmer", class)} id="bsearch-ballmer">
            <p><strong>{ format!("Should Bob take the bet? {offer}.") }</strong></p>
            <p>{ "Alice's expected return v(n) \u{2212} \u{230a}log\u{2082} n\u{230b} = " }<span class="exact">{ exact }</span>{ "." }</p>
            <p id="bsearch-ballmer-answer"><strong>{ answer }</strong>
                { format!(" The break-even price is v({n}) \u{2248} ${:.4}.", eq.value) }</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_counts_are_written_short() {
        assert_eq!(count_words("742900"), "742,900");
        assert_eq!(
            count_words("99999999999999"),
            "about 1.0 \u{d7} 10\u{b9}\u{2074}"
        );
        assert_eq!(
            count_words(&tree_count(100).to_string()),
            "about 9.0 \u{d7} 10\u{2075}\u{2076}"
        );
    }
}
