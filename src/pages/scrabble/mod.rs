//! Playable Scrabble racks (seed `001_…`, "Probability of playable racks in Scrabble").
//!
//! A rack of 7 tiles from the standard 100-tile bag is playable if some of its tiles spell a
//! word; the post reduces the dictionary to 223 minimal subracks and finds, by enumerating all
//! 3,199,724 distinct racks, that a random rack is unplayable with probability 0.00788349.
//!
//! URL parameter: `rack` (the rack in the explorer: letters, `_` or `?` for blanks).

mod explorer;
mod likeliest;
mod probability;
mod tiles;

use snipelab_core::scrabble;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::query::Query;
use crate::route::Route;
use crate::widgets::{Notice, NoticeKind};
use explorer::RackExplorer;
use probability::Probability;

/// The rack the explorer opens with: an example input (seven consonants and no blank, so
/// the reader sees the "why none" view at once).
pub const DEFAULT_RACK: &str = "CDFGLPT";

/// Reads the explorer's rack from a query string, with a notice if the link's rack is invalid.
pub fn rack_from_query(query: &str, notices: &mut Vec<String>) -> String {
    match Query::parse(query).get("rack") {
        None => DEFAULT_RACK.to_string(),
        Some(text) => match scrabble::parse_rack(text) {
            Ok(_) => text.trim().to_string(),
            Err(why) => {
                notices.push(format!(
                    "The link's rack is not a rack ({why}); showing {DEFAULT_RACK} instead."
                ));
                DEFAULT_RACK.to_string()
            }
        },
    }
}

/// The Scrabble racks page.
#[function_component(ScrabblePage)]
pub fn scrabble_page() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let mut notices = Vec::new();
    let rack = rack_from_query(
        location.as_ref().map(|l| l.query_str()).unwrap_or(""),
        &mut notices,
    );
    let on_rack = Callback::from(move |rack: String| {
        if let Some(nav) = &navigator {
            let _ = nav.replace_with_query(&Route::Scrabble, &[("rack", rack)]);
        }
    });

    html! {
        <article class="exploration">
            <h1>{ "Playable Scrabble racks" }</h1>
            <p class="lede">
                { "Draw 7 tiles from the 100-tile bag. How likely is it that no subset of them spells a word \
                   of the 2014 Official Tournament and Club Word List? The post boils the dictionary down to 223 \
                   minimal subracks and checks every one of the 3,199,724 distinct racks." }
            </p>
            { for notices.iter().map(|n| html! { <Notice kind={NoticeKind::Info}>{ n.clone() }</Notice> }) }
            <Probability on_rack={on_rack.clone()} />
            <RackExplorer rack={rack} on_rack={on_rack} />
        </article>
    }
}
