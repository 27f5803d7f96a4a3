//! Secret Santa by a random cyclic order (seed `000_…`, "Another Secret Santa puzzle").
//!
//! URL parameters: `n` (couples, 1–500) and `seed` (which random circle is drawn, any u64).

mod circle;
mod curve;
mod odds;

use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
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

impl View for SantaView {
    const PARAMETERS: &'static [&'static str] = &["n", "seed"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        SantaView {
            n: q.number("n", 1..=MAX_COUPLES, DEFAULT_COUPLES, notices),
            seed: q.number("seed", 0..=u64::MAX, DEFAULT_SEED, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![("n", self.n.to_string()), ("seed", self.seed.to_string())]
    }
}

/// The Secret Santa page.
#[function_component(SantaPage)]
pub fn santa_page() -> Html {
    let handle = use_view::<SantaView>();
    let view = handle.view;

    let set_view = handle.set.clone();
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
                   the next in the list, the last to the first. Nobody gives to themself, and every circle through \
                   all 2n people is equally likely (an assignment that splits into smaller loops, such as two \
                   people giving to each other, never comes out of the shuffle). How often does nobody give \
                   to their own partner? \
                   The post asks for the exact probability and notes that it tends to 1/e." }
            </p>
            <Notices notices={handle.notices.clone()} />
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
