//! The WOW board (seed `000_…`, "Expected time to complete a WOW board row or column").
//!
//! URL parameters: `n` (board side, 1–100) and `nmax` (largest n of the E(X)/n² plot).

mod distribution;
mod proof;
mod rate;
mod ratios;
mod simulation;

use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use distribution::Distribution;
use ratios::Ratios;
use simulation::Simulation;

/// Largest board on the page's slider (the library's distribution goes to 150).
pub const MAX_N: u32 = 100;
/// Board side shown by default: the classroom's 10×10.
pub const DEFAULT_N: u32 = 10;
/// Range of the E(X)/n² plot's n_max.
pub const NMAX_RANGE: (u32, u32) = (10, 20_000);
/// Default n_max (the issue asks for at least 1000).
pub const DEFAULT_NMAX: u32 = 1000;

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WowView {
    /// Board side.
    pub n: u32,
    /// Largest n of the ratio plot.
    pub n_max: u32,
}

impl View for WowView {
    const PARAMETERS: &'static [&'static str] = &["n", "nmax"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        WowView {
            n: q.number("n", 1..=MAX_N, DEFAULT_N, notices),
            n_max: q.number("nmax", NMAX_RANGE.0..=NMAX_RANGE.1, DEFAULT_NMAX, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![("n", self.n.to_string()), ("nmax", self.n_max.to_string())]
    }
}

/// The WOW board page.
#[function_component(WowPage)]
pub fn wow_page() -> Html {
    let handle = use_view::<WowView>();
    let view = handle.view;

    let set_view = handle.set.clone();
    let on_n = set_view.reform(move |v: f64| WowView {
        n: v as u32,
        ..view
    });
    let on_n_max = set_view.reform(move |v: u32| WowView { n_max: v, ..view });

    html! {
        <article class="exploration">
            <h1>{ "The WOW board" }</h1>
            <p class="lede">
                { "An n×n board; slips numbered 1 to n² are drawn one at a time without replacement and each \
                   fills its square. X is the number of slips drawn until some row or column is complete. \
                   How long does that take? On the classroom's 10×10 board, about 71.6 draws." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <section class="controls" aria-label="Board size">
                <Slider id="wow-n" label="Board side n" min={1.0} max={f64::from(MAX_N)} value={f64::from(view.n)}
                    on_change={on_n} />
            </section>
            <Distribution n={view.n} />
            <Simulation n={view.n} />
            <Ratios n_max={view.n_max} on_n_max={on_n_max} />
        </article>
    }
}
