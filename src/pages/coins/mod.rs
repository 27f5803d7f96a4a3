//! HH vs HT (seed `000_…`, "Another coin flip puzzle").
//!
//! URL parameter: `n` (flips, 1–1000).

mod count;
mod curve;
mod outcomes;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::query::Query;
use crate::route::Route;
use crate::widgets::{Notice, NoticeKind, Slider};
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

impl CoinsView {
    /// Reads the view from a query string, collecting notices for invalid values.
    pub fn from_query(query: &str, notices: &mut Vec<String>) -> Self {
        let q = Query::parse(query);
        CoinsView {
            n: q.number("n", 1..=MAX_FLIPS, DEFAULT_FLIPS, notices),
        }
    }

    fn to_query(self) -> [(&'static str, String); 1] {
        [("n", self.n.to_string())]
    }
}

/// The HH vs HT page.
#[function_component(CoinsPage)]
pub fn coins_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let mut notices = Vec::new();
    let view = CoinsView::from_query(
        location.as_ref().map(|l| l.query_str()).unwrap_or(""),
        &mut notices,
    );
    let on_n = Callback::from(move |v: f64| {
        if let Some(nav) = &navigator {
            let _ = nav.replace_with_query(&Route::Coins, &CoinsView { n: v as u32 }.to_query());
        }
    });

    html! {
        <article class="exploration">
            <h1>{ "HH vs HT" }</h1>
            <p class="lede">
                { "A fair coin is flipped n times. Every HH scores a point for Alice and every HT a point for Bob, \
                   overlaps included (THHHT: Alice 2, Bob 1). Both expect (n − 1)/4 points, and Alice can score \
                   up to n − 1 against Bob's n/2, yet Bob wins more often. Here are the exact counts of the 2ⁿ \
                   sequences, from the post's generating functions run on big-integer coefficients." }
            </p>
            { for notices.iter().map(|n| html! { <Notice kind={NoticeKind::Info}>{ n.clone() }</Notice> }) }
            <section class="controls" aria-label="Flips">
                <Slider id="coins-n" label="Flips n" min={1.0} max={f64::from(MAX_FLIPS)} value={f64::from(view.n)}
                    on_change={on_n} />
            </section>
            <Outcomes n={view.n} />
            <WinCurve n={view.n} />
        </article>
    }
}
