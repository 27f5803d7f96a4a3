//! HH vs HT (seed `000_…`, "Another coin flip puzzle").
//!
//! URL parameter: `n` (flips, 1–1000).

mod curve;
mod outcomes;

use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use curve::WinCurve;
use outcomes::Outcomes;

/// Most flips on the slider (the issue asks for 1,000; the library goes to 2,000).
pub const MAX_FLIPS: u32 = 1000;
/// The post's game: 100 flips.
pub const DEFAULT_FLIPS: u32 = 100;

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CoinsView {
    /// Flips.
    pub n: u32,
}

impl View for CoinsView {
    const PARAMETERS: &'static [&'static str] = &["n"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        CoinsView {
            n: q.number("n", 1..=MAX_FLIPS, DEFAULT_FLIPS, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![("n", self.n.to_string())]
    }
}

/// The HH vs HT page.
#[function_component(CoinsPage)]
pub fn coins_page() -> Html {
    let handle = use_view::<CoinsView>();
    let view = handle.view;
    let on_n = handle.set.reform(|v: f64| CoinsView { n: v as u32 });

    html! {
        <article class="exploration">
            <h1>{ "HH vs HT" }</h1>
            <p class="lede">
                { "A fair coin is flipped n times. Every HH scores a point for Alice and every HT a point for Bob, \
                   overlaps included (THHHT: Alice 2, Bob 1). Both expect (n − 1)/4 points, and Alice can score \
                   up to n − 1 against Bob's ⌊n/2⌋, yet for every n ≥ 3 Bob wins more often (for 1 and 2 flips they \
                   win equally often). Here are the exact counts of the 2ⁿ \
                   sequences, from the post's generating functions run on big-integer coefficients." }
            </p>
            <Notices notices={handle.notices} />
            <section class="controls" aria-label="Flips">
                <Slider id="coins-n" label="Flips n" min={1.0} max={f64::from(MAX_FLIPS)} value={f64::from(view.n)}
                    on_change={on_n} />
            </section>
            <Outcomes n={view.n} />
            <WinCurve n={view.n} />
        </article>
    }
}
