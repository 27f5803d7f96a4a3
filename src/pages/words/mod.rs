//! How high can you count in limited space? (seed `001_…`, "How high can you count in limited
//! space?").
//!
//! n(m) is the largest number such that every amount from zero to n(m) can be written in words
//! in at most m characters; the post's bank checks have m = 67 and n(67) = 1113322.
//!
//! URL parameters: `m` (field width, 0–1000; widths below 4 get the library's explanation of why
//! nothing fits), `commas` and `and` (the post's two options), `mmax` (right end of the plot,
//! 10–1000) and `say` (an amount typed into the speller).

mod curve;
mod limit;
mod speller;

use snipelab_core::words;
use yew::prelude::*;

use crate::query::Query;
use crate::view::{View, use_view};
use crate::widgets::{Notices, Slider};
use curve::Curve;
use limit::Limit;
use speller::Speller;

/// Largest field width on the page: the issue asks for n(m) up to at least m = 1000.
pub const MAX_M: u32 = 1000;
/// The post's bank checks.
pub const DEFAULT_M: u32 = 67;
/// Range of the plot's right end.
pub const MMAX_RANGE: (u32, u32) = (10, MAX_M);
/// Default right end of the plot: far enough to include the post's tweet widths, 139 and 279.
pub const DEFAULT_MMAX: u32 = 300;

/// The view's parameters, as read from the URL.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WordsView {
    /// Field width in characters.
    pub m: u32,
    /// The writing convention (the post's `use_comma` and `use_and`).
    pub style: words::Style,
    /// Right end of the n(m) plot.
    pub m_max: u32,
    /// The amount in the speller ("" for none).
    pub say: String,
}

impl View for WordsView {
    const PARAMETERS: &'static [&'static str] = &["m", "commas", "and", "mmax", "say"];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let say = match q.get("say") {
            Some(text) if !text.trim().is_empty() => {
                match words::say_amount(text, words::Style::PLAIN) {
                    Ok(_) => text.to_string(),
                    Err(why) => {
                        let why = crate::query::shorten_message(&why.to_string());
                        notices.push(format!(
                            "The link asked to spell an amount that cannot be spelled ({why}); the speller starts empty instead."
                        ));
                        String::new()
                    }
                }
            }
            _ => String::new(),
        };
        WordsView {
            m: q.number("m", 0..=MAX_M, DEFAULT_M, notices),
            style: words::Style {
                commas: q.flag("commas", false, notices),
                and: q.flag("and", false, notices),
            },
            m_max: q.number("mmax", MMAX_RANGE.0..=MMAX_RANGE.1, DEFAULT_MMAX, notices),
            say,
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let flag = |on: bool| if on { "1" } else { "0" }.to_string();
        let mut query = vec![
            ("m", self.m.to_string()),
            ("commas", flag(self.style.commas)),
            ("and", flag(self.style.and)),
            ("mmax", self.m_max.to_string()),
        ];
        if !self.say.is_empty() {
            query.push(("say", self.say.clone()));
        }
        query
    }
}

/// The counting-in-words page.
#[function_component(WordsPage)]
pub fn words_page() -> Html {
    let handle = use_view::<WordsView>();
    let view = handle.view.clone();

    let set_view = handle.set.clone();
    let on_m = {
        let view = view.clone();
        set_view.reform(move |v: f64| WordsView {
            m: v as u32,
            ..view.clone()
        })
    };
    let on_m_max = {
        let view = view.clone();
        set_view.reform(move |v: f64| WordsView {
            m_max: v as u32,
            ..view.clone()
        })
    };
    let on_say = {
        let view = view.clone();
        set_view.reform(move |say: String| WordsView {
            say,
            ..view.clone()
        })
    };
    let toggle = |commas: bool| {
        let view = view.clone();
        set_view.reform(move |_: Event| {
            let mut style = view.style;
            if commas {
                style.commas = !style.commas;
            } else {
                style.and = !style.and;
            }
            WordsView {
                style,
                ..view.clone()
            }
        })
    };

    html! {
        <article class="exploration">
            <h1>{ "Counting in words" }</h1>
            <p class="lede">
                { "A bank prints check amounts in words, in a field of fixed width. What is the largest n(m) \
                   such that every amount from zero to n(m) fits in m characters? The post's checks have room \
                   for 67 characters." }
            </p>
            <Notices notices={handle.notices.clone()} />
            <section class="controls" aria-label="Field width and writing style">
                <Slider id="words-m" label="Field width m" min={0.0} max={f64::from(MAX_M)} value={f64::from(view.m)}
                    on_change={on_m} />
                <div class="words-switches">
                    <label for="words-commas">
                        <input type="checkbox" id="words-commas" checked={view.style.commas} onchange={toggle(true)} />
                        { " commas between groups (“one million, one”)" }
                    </label>
                    <label for="words-and">
                        <input type="checkbox" id="words-and" checked={view.style.and} onchange={toggle(false)} />
                        { " “and” after hundreds (“one hundred and one”)" }
                    </label>
                </div>
            </section>
            <Limit m={view.m} style={view.style} />
            <Curve m={view.m} m_max={view.m_max} style={view.style} on_m_max={on_m_max} />
            <Speller m={view.m} style={view.style} say={view.say.clone()} on_say={on_say} />
        </article>
    }
}
