//! War sweeps (seed `003_…`, Peter Norvig's notebook "War (What is it Good For?)").
//!
//! URL parameters: `ranks` (1–100) and `suits` (1–8). Decks the library refuses (a single card,
//! too many abstract decks) are shown as a message, not replaced.

mod charts;
mod summary;
mod sweep;
mod table;

use snipelab_core::war::MAX_SUITS;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use sweep::Sweep;
use table::NotebookTable;

/// Most ranks on the slider. The library allows 255, but beyond about 70 ranks of 4 suits the
/// enumeration would meet more abstract decks than its cap, and every deck within the cap with
/// up to 100 ranks is reachable here.
pub const MAX_RANKS: u32 = 100;
/// The standard deck: 13 ranks.
pub const DEFAULT_RANKS: u32 = 13;
/// The standard deck: 4 suits.
pub const DEFAULT_SUITS: u32 = 4;

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WarView {
    /// Ranks in the deck.
    pub ranks: u32,
    /// Suits (cards of each rank).
    pub suits: u32,
}

impl View for WarView {
    const PARAMETERS: &'static [&'static str] = &["ranks", "suits"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        WarView {
            ranks: q.number("ranks", 1..=MAX_RANKS, DEFAULT_RANKS, notices),
            suits: q.number("suits", 1..=MAX_SUITS, DEFAULT_SUITS, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        vec![
            ("ranks", self.ranks.to_string()),
            ("suits", self.suits.to_string()),
        ]
    }
}

/// The War sweeps page.
#[function_component(WarPage)]
pub fn war_page() -> Html {
    let handle = use_view::<WarView>();
    let view = handle.view;

    let set_view = handle.set.clone();
    let on_ranks = set_view.reform(move |v: f64| WarView {
        ranks: v as u32,
        ..view
    });
    let on_suits = set_view.reform(move |v: f64| WarView {
        suits: v as u32,
        ..view
    });

    html! {
        <article class="exploration">
            <h1>{ "War sweeps" }</h1>
            <p class="lede">
                { "In the card game War, a shuffled deck is dealt out to players A and B; on each turn both \
                   flip their top card and the higher rank wins the turn. How likely is a sweep, A winning \
                   every single turn? The 538 Riddler asked it for the 52-card deck; Peter Norvig answered \
                   with an abstract incremental enumeration, computed here exactly for any deck within the sliders\u{2019} limits." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <section class="controls" aria-label="Deck">
                <Slider id="war-ranks" label="Ranks" min={1.0} max={f64::from(MAX_RANKS)} value={f64::from(view.ranks)}
                    on_change={on_ranks} />
                <Slider id="war-suits" label="Suits" min={1.0} max={f64::from(MAX_SUITS)} value={f64::from(view.suits)}
                    on_change={on_suits} />
            </section>
            <Sweep ranks={view.ranks} suits={view.suits} />
            <NotebookTable ranks={view.ranks} suits={view.suits} />
        </article>
    }
}
