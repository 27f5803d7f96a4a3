//! Optimal pair splitting (seed `000_…`, "Optimal strategy maximizing expected value for
//! splitting pairs").
//!
//! After splitting a blackjack pair, every decision of the round may use every card seen in it.
//! The post computes the exact value E(split) of that perfect play by a breadth-first search of
//! every state of the round and a retrograde pass by decreasing depth; its example, 2-2 against
//! a 4 from one deck (H17, DOA, DAS, one split), searches 1,247,392 states to depth 17 for
//! E(split) = 0.12079971803625923. This page solves any such scenario in the worker, compares it
//! with not splitting, and shows the tables the CLI precomputed. URL parameters: see `view.rs`.

mod cards;
mod comparison;
mod rules;
mod shoe;
mod solve;
mod tables;
mod view;

use yew::prelude::*;

use crate::view::use_view;
use crate::widgets::Notices;
use cards::CardPickers;
use rules::RulesPanel;
use shoe::ShoeEditor;
use solve::SolvePanel;
use tables::PrecomputedTables;
pub use view::SplitView;

/// The `split` exploration's page.
#[function_component(SplitPage)]
pub fn split_page() -> Html {
    let handle = use_view::<SplitView>();
    let view = handle.view.clone();
    let on_view = handle.set.clone();

    html! {
        <article class="exploration split">
            <h1>{ "Optimal pair splitting" }</h1>
            <p class="lede">
                { "You are dealt a pair at blackjack. Split it, and every later decision of the round (hit, \
                   stand, double, resplit) may use every card you have seen: the pair, the dealer's up card and \
                   every card drawn to every hand. What is the exact value of that perfect play? The post searches \
                   every state of the round breadth first, then values them from the deepest up." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <section aria-labelledby="split-scenario-title">
                <h2 id="split-scenario-title">{ "The scenario" }</h2>
                <CardPickers view={view.clone()} on_view={on_view.clone()} />
                <RulesPanel view={view.clone()} on_view={on_view.clone()} />
                <ShoeEditor view={view.clone()} on_view={on_view.clone()} />
            </section>
            <p class="split-conventions">
                { "Values are the expected net win per unit initial wager, the dealer's blackjack included: after \
                   a peek it takes only the original wager, with no hole card it takes every wager of the round. \
                   Split aces get one card each. Completed hands are remembered only as much as later decisions \
                   can use (totals 16 to 21 or bust, doubled or not), which keeps the number of states small \
                   enough to search." }
            </p>
            <SolvePanel scenario={view.scenario()} />
            <PrecomputedTables view={view} on_view={on_view} />
        </article>
    }
}

/// An expected value per unit wager with its sign, e.g. "+0.1208" or "−0.2107".
pub fn signed(value: f64, decimals: usize) -> String {
    let text = format!("{value:+.decimals$}");
    text.replacen('-', "−", 1)
}

/// Megabytes, for memory figures.
pub fn megabytes(bytes: u64) -> String {
    format!(
        "{} MB",
        crate::format::thousands((bytes as f64 / 1e6).round() as u64)
    )
}
