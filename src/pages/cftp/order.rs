//! Two of the post's points about order, computed by the library (`cftp::order`): the post's
//! figure of its random draws in the order made against the order used, and the answer to its
//! puzzle of which order the shuffle keeps, with the rule it warns against checked beside it.

use std::rc::Rc;

use snipelab_core::cftp::order::{DrawUse, OrderCensus, order_census, post_schedule};
use snipelab_core::cftp::shuffle::Deck;
use yew::prelude::*;

use crate::format::thousands;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Plot, Series, SeriesKind};

/// Restarts drawn in the figure: 63 draws, enough to show the pattern and still see each dot.
const RESTARTS: u32 = 5;

/// Deck sizes of the census (5 cards: 120 decks, 14,400 pairs).
const CENSUS_CARDS: std::ops::RangeInclusive<usize> = 2..=5;

/// The section.
#[function_component(OrderSection)]
pub fn order_section() -> Html {
    let schedule = use_memo((), |_| post_schedule(RESTARTS));
    let census = use_memo((), |_| {
        CENSUS_CARDS
            .map(order_census)
            .collect::<Result<Vec<_>, _>>()
    });
    let draws = match &*schedule {
        Ok(schedule) => draw_figure(schedule),
        Err(e) => html! { <p class="notice-error">{ e.to_string() }</p> },
    };
    let orders = match &*census {
        Ok(census) => census_table(census),
        Err(e) => html! { <p class="notice-error">{ e.to_string() }</p> },
    };
    html! {
        <section aria-labelledby="cftp-order-title">
            <h2 id="cftp-order-title">{ "The order of the draws, and the order of the decks" }</h2>
            { draws }
            { orders }
        </section>
    }
}

/// The post's figure and what it shows, in numbers read from the schedule.
fn draw_figure(schedule: &[DrawUse]) -> Html {
    let total = schedule.len() as f64;
    let plot = Rc::new(Plot {
        title: format!(
            "The post's {} draws after {RESTARTS} restarts",
            schedule.len()
        ),
        x_label: "draw, in the order the generator made it".into(),
        y_label: "used at time −t (t steps before 0)".into(),
        x_range: (-1.0, total),
        y_range: (0.0, total + 1.0),
        y_log: false,
        series: vec![Series {
            name: "draws".into(),
            color: palette::BLUE,
            kind: SeriesKind::Points,
            points: schedule
                .iter()
                .map(|d| (d.drawn as f64, d.time as f64))
                .collect(),
        }],
        x_markers: vec![],
        y_markers: vec![],
    });
    // The last restart's block: the draws made last, used first.
    let last = schedule
        .iter()
        .rev()
        .take_while(|d| d.time > schedule.len() as u64 / 2);
    let (mut first_new, mut far, mut near) = (u64::MAX, 0, u64::MAX);
    for d in last {
        first_new = first_new.min(d.drawn);
        far = far.max(d.time);
        near = near.min(d.time);
    }
    let used_last = schedule.first().map_or(0, |d| d.time);
    html! {
        <>
            <p>{ "The post keeps its random draws in a list. Each time the chains have not met, it puts as many new \
                  draws as the list holds, plus one, in front of it, and runs the whole list again from its head, the \
                  farthest past." }</p>
            <Chart id="cftp-draws-chart" plot={plot} height={260} description={format!(
                "Each of the post's {} draws: the order it was made against the time it moves the chains.",
                schedule.len())} />
            <p id="cftp-draws-text">{ format!(
                "After {RESTARTS} restarts the list holds {} draws. Draw 0, made first, moves the chains at time −{used_last}, \
                 the last step; draws {first_new}–{}, made last, move them at times −{far} … −{}, the farthest past. \
                 Each block keeps the old draws for the recent times: drawing those afresh would bias the sample. This \
                 page keeps no list: the move of time −t is computed from the seed and t, so every restart sees the \
                 same moves.",
                schedule.len(), schedule.len() - 1, near) }</p>
        </>
    }
}

/// Cards of a deck, numbered from 1, written together ("213").
fn deck(d: &Deck) -> String {
    d.iter().map(|&c| (c + 1).to_string()).collect()
}

/// The census of both rules, and the smallest pair "swap or not" unorders beyond two cards.
fn census_table(census: &[OrderCensus]) -> Html {
    let rows = census.iter().map(|c| {
        html! {
            <tr>
                <td>{ c.cards }</td>
                <td>{ thousands(c.ordered_pairs) }</td>
                <td>{ c.updates }</td>
                <td class="cftp-sort-breaks">{ thousands(c.sort_breaks) }</td>
                <td class="cftp-swap-breaks">{ thousands(c.swap_breaks) }</td>
            </tr>
        }
    });
    let monotone = census.iter().all(|c| c.sort_breaks == 0);
    let witness = census
        .iter()
        .find(|c| c.cards == 3)
        .and_then(|c| c.swap_witness.as_ref());
    html! {
        <>
            <p>{ "The post's puzzle: which order does the shuffle keep? The Bruhat order. A deck p lies below a deck q \
                  when, for every card value m and every length r, the first r cards of p hold at most as many cards \
                  of value m or more as the first r cards of q. The sorted deck is the least, the reversed deck the \
                  greatest. Every pair p ≤ q of small decks, tried with every update; the last two columns count \
                  the cases (pair, update) after which p is no longer below q:" }</p>
            <div class="cftp-scroll">
                <table id="cftp-order-census" class="cftp-census">
                    <thead><tr>
                        <th scope="col">{ "Cards" }</th>
                        <th scope="col">{ "Pairs p ≤ q" }</th>
                        <th scope="col">{ "Updates (position, coin)" }</th>
                        <th scope="col">{ "Unordered by the post's rule" }</th>
                        <th scope="col">{ "Unordered by swap-or-not" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <p id="cftp-order-verdict">{
                if monotone {
                    "Putting the pair in ascending or descending order by a coin never unorders a pair: the chain is \
                     monotone, so the top and bottom chains squeeze every other. Swapping the pair or not by a coin \
                     has the same uniform limit, but it unorders pairs, so two chains meeting would prove nothing."
                } else {
                    "The post's rule unordered a pair of decks: the chain would not be monotone, and two chains \
                     meeting would prove nothing."
                }
            }</p>
            if let Some(w) = witness {
                <p id="cftp-order-witness">{ format!(
                    "For example, with 3 cards {} ≤ {}; swapping the cards at positions {} and {} in both gives {} and {}, \
                     and now the first is no longer below the second.",
                    deck(&w.p), deck(&w.q), w.k + 1, w.k + 2, deck(&w.p_after), deck(&w.q_after)) }</p>
            }
        </>
    }
}
