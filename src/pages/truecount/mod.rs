//! The Extended True Count check (seed `000_…`, "An algorithm incorrectness proof").
//!
//! URL parameters: `shoe` (counts per rank, ace first, e.g. `4,4,4,4,4,4,4,4,4,16`), `bug`
//! (leave out the post's missing line; on by default, as in the post), `push` (ties push) and
//! `max` (the most cards the stopping rules deal, 1–10).

mod check;
mod expected;
mod shoe;

use snipelab_core::truecount::{Game, MAX_DEALT, Shoe};
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use check::Check;
use expected::ExpectedValue;
use shoe::ShoeEditor;

/// The post's stopping rules deal at most ten cards.
pub const DEFAULT_MAX: u32 = 10;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TruecountView {
    /// The shoe (always valid: an invalid link falls back to the post's single deck).
    pub shoe: Shoe,
    /// Which game and which program.
    pub game: Game,
    /// The most cards the stopping rules deal.
    pub max_cards: u32,
}

impl View for TruecountView {
    const PARAMETERS: &'static [&'static str] = &["shoe", "bug", "push", "max"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let shoe = match q.get("shoe").map(Shoe::parse) {
            None => Shoe::single_deck(),
            Some(Ok(shoe)) => shoe,
            Some(Err(e)) => {
                let e = crate::query::shorten_message(&e.to_string());
                let raw = crate::query::shorten(q.get("shoe").unwrap_or_default());
                notices.push(format!(
                    "The link asked for shoe={raw}, which is not a shoe ({e}); showing the post's single deck instead."
                ));
                Shoe::single_deck()
            }
        };
        TruecountView {
            shoe,
            game: Game {
                buggy: q.flag("bug", true, notices),
                ties_push: q.flag("push", false, notices),
            },
            max_cards: q.number("max", 1..=MAX_DEALT, DEFAULT_MAX, notices),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let counts: Vec<String> = self.shoe.counts().iter().map(u32::to_string).collect();
        let flag = |on: bool| if on { "1" } else { "0" }.to_string();
        vec![
            ("shoe", counts.join(",")),
            ("bug", flag(self.game.buggy)),
            ("push", flag(self.game.ties_push)),
            ("max", self.max_cards.to_string()),
        ]
    }
}

/// The true count check page.
#[function_component(TruecountPage)]
pub fn truecount_page() -> Html {
    let handle = use_view::<TruecountView>();
    let view = handle.view.clone();

    let set_view = handle.set.clone();
    let on_shoe = {
        let view = view.clone();
        set_view.reform(move |shoe: Shoe| TruecountView {
            shoe,
            ..view.clone()
        })
    };
    let toggle = |change: fn(&mut Game)| {
        let view = view.clone();
        set_view.reform(move |_: Event| {
            let mut next = view.clone();
            change(&mut next.game);
            next
        })
    };
    let on_bug = toggle(|g| g.buggy = !g.buggy);
    let on_push = toggle(|g| g.ties_push = !g.ties_push);
    let on_max = {
        let view = view.clone();
        set_view.reform(move |v: f64| TruecountView {
            max_cards: v as u32,
            ..view.clone()
        })
    };

    html! {
        <article class="exploration">
            <h1>{ "The true count check" }</h1>
            <p class="lede">
                { "The high card game: the house shuffles a shoe and deals one card to you and one to itself; the \
                   higher card wins even money and a tie goes to the house. The post's program for your expected \
                   return is missing one line. The Extended True Count theorem proves it wrong without finding \
                   the bug: burning cards unseen before the round cannot change the expected return on average, \
                   yet the program's averages move." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <ShoeEditor shoe={view.shoe.clone()} on_shoe={on_shoe} />
            <section class="controls truecount-game" aria-label="Game and program">
                <div class="switch">
                    <input type="checkbox" id="truecount-bug" checked={view.game.buggy} onchange={on_bug} />
                    <label for="truecount-bug">
                        { "The post's program, with its missing line (the player's card stays in the shoe)" }
                    </label>
                </div>
                <div class="switch">
                    <input type="checkbox" id="truecount-push" checked={view.game.ties_push} onchange={on_push} />
                    <label for="truecount-push">{ "Ties push (instead of going to the house)" }</label>
                </div>
                <Slider id="truecount-max" label="Stopping rules deal at most" min={1.0} max={f64::from(MAX_DEALT)}
                    value={f64::from(view.max_cards)} on_change={on_max} />
            </section>
            <ExpectedValue shoe={view.shoe.clone()} game={view.game} />
            <Check shoe={view.shoe.clone()} game={view.game} max_cards={view.max_cards} />
        </article>
    }
}
