//! The exact value of each precomputed game (issue 29): a fraction the CLI proved and stored in
//! `static/holdem/exact-*.json` (`snipelab holdem solve … --exact --value-out …`, one to three
//! minutes of CPU natively, so never at page load), shown beside the certified bounds of the
//! strategies above, the post's 0.39776 and, for the larger games, the post's game's exact
//! value, with all its digits on demand.

use std::rc::Rc;

use num_rational::BigRational;
use snipelab_core::holdem::exact::{ExactValue, ExactValueFile, decimal};
use snipelab_core::holdem::{POST_TOLERANCE, POST_VALUE};
use yew::prelude::*;

use super::view::SolutionSet;
use crate::format::thousands;
use crate::site_file::{SiteFile, use_site_file_with};
use crate::widgets::{Notice, NoticeKind};

/// Where the app serves the post's game's file.
pub const FILE_URL: &str = "static/holdem/exact-2-40.json";

/// Where the app serves `set`'s file, if it has one.
fn url_of(set: SolutionSet) -> Option<String> {
    set.exact_file().map(|f| format!("static/holdem/{f}"))
}

/// Decimals shown at once: far past the bounds' 1e-4, short enough for a phone's line.
pub const SHOWN_DIGITS: usize = 30;

/// Reads and checks the text of the file at `url`.
pub fn read(url: &str, text: &str) -> Result<ExactValue, String> {
    let file: ExactValueFile =
        serde_json::from_str(text).map_err(|e| format!("{url} is not an exact value file: {e}"))?;
    file.check().map_err(|e| format!("{url}: {e}"))
}

/// The exact value, once loaded and checked (else `None`): for the other grids' comparison.
#[hook]
pub fn use_post_exact_value() -> Option<Rc<ExactValue>> {
    use_exact_value(FILE_URL).loaded()
}

/// The file at `url`, from the page when the build prerendered it (ARCHITECTURE.md,
/// "Prerendering"), else fetched once.
#[hook]
fn use_exact_value(url: &str) -> SiteFile<ExactValue> {
    use_site_file_with(Some(url.to_string()), read).unwrap_or(SiteFile::Loading)
}

/// Props of [`ExactValueSection`].
#[derive(Properties, PartialEq)]
pub struct ExactValueProps {
    /// The game: one of the precomputed sets (a custom grid has no exact value).
    pub set: SolutionSet,
    /// The certified bounds (lower, upper) of the same game shown above, once loaded.
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
    let url = url_of(props.set).unwrap_or_else(|| FILE_URL.to_string());
    let post = use_post_exact_value();
    let body = match use_exact_value(&url) {
        SiteFile::Loading => {
            html! { <p id="holdem-exact-loading">{ "Loading the exact value…" }</p> }
        }
        SiteFile::Failed(e) => html! {
            <Notice kind={NoticeKind::Error}>{ format!("The exact value could not be loaded: {e}") }</Notice>
        },
        SiteFile::Loaded(v) => shown(&v, props.set, props.bounds, post.as_deref()),
    };
    html! {
        <section aria-labelledby="holdem-exact-title" class="holdem-exact" id="holdem-exact">
            <h2 id="holdem-exact-title">{ "The exact value" }</h2>
            { body }
        </section>
    }
}

/// This game's value against the post's game's, in words computed from both: more raise
/// sizes can only help Alice, so it is never less; how much more, or exactly nothing.
fn against_post_game(v: &BigRational, post: &BigRational) -> String {
    match v.cmp(post) {
        std::cmp::Ordering::Equal => {
            "the very same fraction: the extra raise sizes gain Alice exactly nothing".to_string()
        }
        std::cmp::Ordering::Greater => format!(
            "{}… more a hand: what the extra raise sizes gain Alice, exactly",
            decimal(&(v - post), 15)
        ),
        std::cmp::Ordering::Less => format!(
            "{}… less a hand, which cannot be: more raise sizes cannot hurt Alice",
            decimal(&(post - v), 15)
        ),
    }
}

fn shown(
    v: &ExactValue,
    set: SolutionSet,
    bounds: Option<(f64, f64)>,
    post_game: Option<&ExactValue>,
) -> Html {
    let is_post = set == SolutionSet::Post;
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
                { format!("Alice's value with {} is exactly ", set.words()) }
                <strong id="holdem-exact-decimal">{ decimal(value, SHOWN_DIGITS) }</strong>{ "…" }
            </p>
            <p>
                { format!("The first {SHOWN_DIGITS} decimals, truncated (not rounded, so each is a digit of the \
                           exact value), worked out from the fraction by exact integer division. The fraction has ") }
                <span id="holdem-exact-p-digits">{ thousands(p as u64) }</span>{ " digits over " }
                <span id="holdem-exact-q-digits">{ thousands(q as u64) }</span>{ " digits." }
            </p>
            <table class="holdem-exact-compare">
                <caption>{ format!("Alice's value per hand, {}", set.words()) }</caption>
                <tbody>
                    if is_post {
                        <tr><th scope="row">{ "The post (one linear program)" }</th>
                            <td id="holdem-exact-post">{ format!("at least {POST_VALUE}, optimal to within 1e-4; the exact value is {}", against_post(value)) }</td></tr>
                    } else {
                        <tr><th scope="row">{ "The post's game (raises 2 to 40), exactly" }</th>
                            <td id="holdem-exact-post-game">{ match post_game {
                                Some(p) => format!("{}…; this game's value is {}", decimal(&p.value, 12), against_post_game(value, &p.value)),
                                None => "not loaded".to_string(),
                            } }</td></tr>
                    }
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
                           unknowns). The value was computed once, before the site was built, and stored \
                           with it; {}",
                          v.rounds, v.system_size,
                          if is_post {
                              "a slower check in the site's test suite solves it again, checks both best \
                               responses and compares the stored file byte for byte."
                          } else {
                              "the site's tests check the stored fraction against the bounds above and \
                               against the post's game's exact value."
                          }) }
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
            let e = read(FILE_URL, bad).unwrap_err();
            assert!(e.starts_with(FILE_URL), "{e}");
        }
        let v = read(
            FILE_URL,
            r#"{"raises":[2.0],"value":"1/3","certified":true,"rounds":1,"system_size":1}"#,
        );
        assert_eq!(v.unwrap().value, BigRational::new(1.into(), 3.into()));
    }

    #[test]
    fn the_committed_file_reads_and_agrees_with_the_post() {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE_URL),
        )
        .unwrap();
        let v = read(FILE_URL, &text).unwrap();
        assert!(against_post(&v.value).ends_with("within its 1e-4"));
        assert!(!against_post(&v.value).contains("NOT"));
    }

    /// Every precomputed set has its exact value committed, and the words comparing it with the
    /// post's game follow the fractions: 2..100 is the very same value (raises above 40 gain
    /// nothing), the half-unit game more by 0.000227989…
    #[test]
    fn every_precomputed_set_has_its_exact_value_and_its_comparison() {
        let file = |url: &str| {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(url);
            read(url, &std::fs::read_to_string(path).unwrap()).unwrap()
        };
        let post = file(FILE_URL).value;
        for set in SolutionSet::ALL {
            let Some(url) = url_of(set) else {
                assert_eq!(set, SolutionSet::Custom);
                continue;
            };
            let v = file(&url);
            let words = against_post_game(&v.value, &post);
            match set {
                SolutionSet::Post => assert!(words.starts_with("the very same fraction")),
                SolutionSet::Hundred => assert!(words.starts_with("the very same fraction")),
                SolutionSet::Fractional => {
                    assert!(
                        words.starts_with("0.000227989643051… more a hand"),
                        "{words}"
                    )
                }
                SolutionSet::Custom => unreachable!(),
            }
        }
        let less = against_post_game(&BigRational::new(1.into(), 3.into()), &post);
        assert!(less.contains("cannot be"), "{less}");
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
