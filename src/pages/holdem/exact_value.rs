//! The exact value of the post's game (issue 29): a fraction the CLI proved and stored in
//! `static/holdem/exact-2-40.json` (`snipelab holdem solve --max-raise 40 --exact --value-out
//! …`, about a minute natively, so never at page load), shown beside the post's 0.39776 and
//! the certified bounds of the strategies above, with all its digits on demand.

use std::rc::Rc;

use num_rational::BigRational;
use snipelab_core::holdem::exact::{ExactValue, ExactValueFile, decimal};
use snipelab_core::holdem::{POST_TOLERANCE, POST_VALUE};
use yew::prelude::*;

use crate::fetch::fetch_text;
use crate::format::thousands;
use crate::widgets::{Notice, NoticeKind};

/// Where the app serves the file.
pub const FILE_URL: &str = "static/holdem/exact-2-40.json";

/// Decimals shown at once: far past the bounds' 1e-4, short enough for a phone's line.
pub const SHOWN_DIGITS: usize = 30;

/// The file: loading, read and checked, or why not.
#[derive(Clone, PartialEq)]
enum Loaded {
    Loading,
    Ready(Rc<ExactValue>),
    Failed(String),
}

/// Reads and checks the file's text.
pub fn read(text: &str) -> Result<ExactValue, String> {
    let file: ExactValueFile = serde_json::from_str(text)
        .map_err(|e| format!("{FILE_URL} is not an exact value file: {e}"))?;
    file.check().map_err(|e| format!("{FILE_URL}: {e}"))
}

fn loaded(answer: Result<ExactValue, String>) -> Loaded {
    match answer {
        Ok(v) => Loaded::Ready(Rc::new(v)),
        Err(e) => Loaded::Failed(e),
    }
}

/// The file, from the page when the build prerendered it (ARCHITECTURE.md, "Prerendering"),
/// else fetched once.
#[hook]
fn use_exact_value() -> Loaded {
    let state = use_state(|| {
        crate::jobs::prerendered::file(FILE_URL).map_or(Loaded::Loading, |t| loaded(read(&t)))
    });
    {
        let state = state.clone();
        use_effect_with((), move |()| {
            if *state == Loaded::Loading {
                wasm_bindgen_futures::spawn_local(async move {
                    state.set(loaded(fetch_text(FILE_URL).await.and_then(|t| read(&t))));
                });
            }
        });
    }
    (*state).clone()
}

/// Props of [`ExactValueSection`].
#[derive(Properties, PartialEq)]
pub struct ExactValueProps {
    /// The certified bounds (lower, upper) of the post's game shown above, once loaded.
    pub bounds: Option<(f64, f64)>,
}

/// Whether `v` lies in [lower, upper], compared exactly (each double is an exact rational).
fn inside(v: &BigRational, lower: f64, upper: f64) -> Option<bool> {
    let (lo, hi) = (
        BigRational::from_float(lower)?,
        BigRational::from_float(upper)?,
    );
    Some(&lo <= v && v <= &hi)
}

/// The post's figure against the value, in words computed from both.
fn against_post(v: &BigRational) -> String {
    // The doubles' exact rationals: within 1e-17 of 0.39776 and 1e-4, far below the margins.
    let (Some(post), Some(tolerance)) = (
        BigRational::from_float(POST_VALUE),
        BigRational::from_float(POST_TOLERANCE),
    ) else {
        return String::new();
    };
    let difference = decimal(&(v - &post), 7);
    if v >= &post && v <= &(&post + &tolerance) {
        format!("{difference}… above it: within its 1e-4")
    } else {
        format!("{difference}… from it: NOT within its 1e-4")
    }
}

/// The value's section.
#[function_component(ExactValueSection)]
pub fn exact_value_section(props: &ExactValueProps) -> Html {
    let body = match use_exact_value() {
        Loaded::Loading => {
            html! { <p id="holdem-exact-loading">{ "Loading the exact value…" }</p> }
        }
        Loaded::Failed(e) => html! {
            <Notice kind={NoticeKind::Error}>{ format!("The exact value could not be loaded: {e}") }</Notice>
        },
        Loaded::Ready(v) => shown(&v, props.bounds),
    };
    html! {
        <section aria-labelledby="holdem-exact-title" class="holdem-exact" id="holdem-exact">
            <h2 id="holdem-exact-title">{ "The exact value" }</h2>
            { body }
        </section>
    }
}

fn shown(v: &ExactValue, bounds: Option<(f64, f64)>) -> Html {
    let value = &v.value;
    let (p, q) = (v.numerator_digits(), v.denominator_digits());
    let bounds_row = match bounds.and_then(|(lo, hi)| Some((lo, hi, inside(value, lo, hi)?))) {
        Some((lo, hi, within)) => format!(
            "{lo:.5} to {hi:.5}: the exact value lies {}",
            if within {
                "inside them"
            } else {
                "OUTSIDE them"
            }
        ),
        None => "not loaded".into(),
    };
    html! {
        <>
            <p class="holdem-exact-line">
                { "Alice's value in the post's game is exactly " }
                <strong id="holdem-exact-decimal">{ decimal(value, SHOWN_DIGITS) }</strong>{ "…" }
            </p>
            <p>
                { format!("The first {SHOWN_DIGITS} decimals, truncated (not rounded, so each is a digit of the \
                           exact value), worked out from the fraction by exact integer division. The fraction has ") }
                <span id="holdem-exact-p-digits">{ thousands(p as u64) }</span>{ " digits over " }
                <span id="holdem-exact-q-digits">{ thousands(q as u64) }</span>{ " digits." }
            </p>
            <table class="holdem-exact-compare">
                <caption>{ "Alice's value per hand, raises 2 to 40" }</caption>
                <tbody>
                    <tr><th scope="row">{ "The post (one linear program)" }</th>
                        <td id="holdem-exact-post">{ format!("at least {POST_VALUE}, optimal to within 1e-4; the exact value is {}", against_post(value)) }</td></tr>
                    <tr><th scope="row">{ "Our certified bounds (above)" }</th>
                        <td id="holdem-exact-bounds">{ bounds_row }</td></tr>
                    <tr><th scope="row">{ "Exact" }</th>
                        <td>{ format!("{}…", decimal(value, 12)) }</td></tr>
                </tbody>
            </table>
            <details id="holdem-exact-digits" class="holdem-exact-digits">
                <summary>{ format!("All digits: the fraction p/q ({} over {} digits)", thousands(p as u64), thousands(q as u64)) }</summary>
                <p>{ "p =" }</p>
                <code id="holdem-exact-p">{ value.numer().to_string() }</code>
                <p>{ "q =" }</p>
                <code id="holdem-exact-q">{ value.denom().to_string() }</code>
            </details>
            <p>
                { format!("What certifies it: the solver found rational strategies for both players. Alice's \
                           strategy against Bob's exact best response, and Bob's against Alice's exact best \
                           response, both give exactly this fraction, in integer arithmetic: neither player can \
                           gain by deviating, so it is the value of the game. It took {} restricted linear \
                           programs, solved in floating point for a basis, then exactly (a last system of {} \
                           unknowns). That is about a minute of computing, so the value was computed once by \
                           the command-line tool and stored with this site; the library's slow test \
                           post_game_exact_value_is_inside_the_bounds_and_certified solves it again, checks \
                           both best responses and compares the stored file byte for byte.",
                          v.rounds, v.system_size) }
            </p>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_file_is_a_message_naming_it() {
        for bad in [
            "",
            "{}",
            "not json",
            r#"{"raises":[2.0],"value":"2/4","certified":true,"rounds":1,"system_size":1}"#,
            r#"{"raises":[2.0],"value":"1/3","certified":false,"rounds":1,"system_size":1}"#,
            r#"{"raises":[2.0],"value":"1/x","certified":true,"rounds":1,"system_size":1}"#,
        ] {
            let e = read(bad).unwrap_err();
            assert!(e.starts_with(FILE_URL), "{e}");
        }
        let v =
            read(r#"{"raises":[2.0],"value":"1/3","certified":true,"rounds":1,"system_size":1}"#);
        assert_eq!(v.unwrap().value, BigRational::new(1.into(), 3.into()));
    }

    #[test]
    fn the_committed_file_reads_and_agrees_with_the_post() {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE_URL),
        )
        .unwrap();
        let v = read(&text).unwrap();
        assert!(against_post(&v.value).ends_with("within its 1e-4"));
        assert!(!against_post(&v.value).contains("NOT"));
    }

    #[test]
    fn inside_compares_exactly() {
        let third = BigRational::new(1.into(), 3.into());
        assert_eq!(inside(&third, 0.3, 0.4), Some(true));
        // 1/3 is not the double nearest it: a bound of that double excludes it on one side.
        let near = 1.0 / 3.0;
        assert_ne!(inside(&third, near, 0.4), inside(&third, 0.3, near));
        assert_eq!(inside(&third, f64::NAN, 0.4), None);
    }
}
