//! Secret Santa by a random cyclic order (seed `000_…`, "Another Secret Santa puzzle").
//!
//! URL parameters: `n` (couples, 1–500) and `seed` (which random circle is drawn, any u64).

mod circle;
mod curve;
mod odds;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::query::Query;
use crate::route::Route;
use crate::widgets::{Notice, NoticeKind, Slider};
use circle::Circle;
use curve::Curve;
use odds::Odds;

/// Most couples on the slider: the exact odds of 500 couples take about a millisecond, so they
/// are computed on the UI thread (the library goes to 2,000, at 0.15 s).
pub const MAX_COUPLES: u32 = 500;
/// Couples shown by default.
pub const DEFAULT_COUPLES: u32 = 10;
/// The circle drawn before the reader draws one.
pub const DEFAULT_SEED: u64 = 1;

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SantaView {
    /// Couples.
    pub n: u32,
    /// Seed of the circle drawn.
    pub seed: u64,
}

impl SantaView {
    /// Reads the view from a query string, collecting notices for invalid values.
    pub fn from_query(query: &str, notices: &mut Vec<String>) -> Self {
        let q = Query::parse(query);
        SantaView {
            n: q.number("n", 1..=MAX_COUPLES, DEFAULT_COUPLES, notices),
            seed: q.number("seed", 0..=u64::MAX, DEFAULT_SEED, notices),
        }
    }

    fn to_query(self) -> [(&'static str, String); 2] {
        [("n", self.n.to_string()), ("seed", self.seed.to_string())]
    }
}

/// The Secret Santa page.
#[function_component(SantaPage)]
pub fn santa_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let mut notices = Vec::new();
    let view = SantaView::from_query(
        location.as_ref().map(|l| l.query_str()).unwrap_or(""),
        &mut notices,
    );

    let set_view = Callback::from(move |next: SantaView| {
        if let Some(nav) = &navigator {
            let _ = nav.replace_with_query(&Route::Santa, &next.to_query());
        }
    });
    let on_n = set_view.reform(move |v: f64| SantaView {
        n: v as u32,
        ..view
    });
    let on_seed = set_view.reform(move |seed: u64| SantaView { seed, ..view });

    html! {
        <article class="exploration">
            <h1>{ "Secret Santa" }</h1>
            <p class="lede">
                { "n couples exchange gifts. A moderator shuffles the list of all 2n people and each gives to \
                   the next in the list, the last to the first. Nobody gives to themself, and every such \
                   assignment is equally likely, but how often does nobody give to their own partner? \
                   The post asks for the exact probability and notes that it tends to 1/e." }
            </p>
            { for notices.iter().map(|n| html! { <Notice kind={NoticeKind::Info}>{ n.clone() }</Notice> }) }
            <section class="controls" aria-label="Couples">
                <Slider id="santa-n" label="Couples n" min={1.0} max={f64::from(MAX_COUPLES)} value={f64::from(view.n)}
                    on_change={on_n} />
            </section>
            <Odds n={view.n} />
            <Curve n={view.n} />
            <Circle n={view.n} seed={view.seed} on_seed={on_seed} />
        </article>
    }
}
